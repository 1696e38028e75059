"""Property tests: facts about Othello that must hold in every position of every random game.

Positions come from random games (hypothesis draws the board size, the
length of the game and the seed of the random moves), so they are positions
that can really happen, on every board size.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_lesson.rules import (
    BLACK,
    DRAW,
    EMPTY,
    WHITE,
    Board,
    Colour,
    IllegalMoveError,
    Move,
    copy_board,
    count_discs,
    flipped_discs,
    has_valid_move,
    initialize_board,
    is_game_over,
    is_valid_move,
    next_player,
    opponent,
    place_move,
    valid_moves_list,
    winner,
)

SIZES = [4, 6, 8, 10]
CHECKS = settings(deadline=None, max_examples=60, derandomize=True)

Symmetry = Callable[[int, int, int], Move]

# The 8 symmetries of a square board, as maps of (row, col) on a board of size n.
SYMMETRIES: dict[str, Symmetry] = {
    "identity": lambda r, c, n: (r, c),
    "rotate 90": lambda r, c, n: (c, n - 1 - r),
    "rotate 180": lambda r, c, n: (n - 1 - r, n - 1 - c),
    "rotate 270": lambda r, c, n: (n - 1 - c, r),
    "mirror top-bottom": lambda r, c, n: (n - 1 - r, c),
    "mirror left-right": lambda r, c, n: (r, n - 1 - c),
    "mirror main diagonal": lambda r, c, n: (c, r),
    "mirror other diagonal": lambda r, c, n: (n - 1 - c, n - 1 - r),
}


def play_random_game(board: Board, colour: Colour, plies: int, rng: random.Random) -> Colour | None:
    """Play up to ``plies`` random moves on ``board``; return who moves next (``None``: game over)."""
    to_move: Colour | None = colour
    if not has_valid_move(board, colour):
        to_move = next_player(board, opponent(colour))
    for _ in range(plies):
        if to_move is None:
            break
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    return to_move


@st.composite
def positions(draw: st.DrawFn, sizes: list[int] = SIZES) -> tuple[Board, Colour]:
    """A position from a random game, and a player (the one to move, or either when it is over)."""
    size = draw(st.sampled_from(sizes))
    plies = draw(st.integers(0, size * size))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    board = initialize_board(size)
    to_move = play_random_game(board, BLACK, plies, rng)
    return board, to_move if to_move is not None else draw(st.sampled_from([BLACK, WHITE]))


def all_squares(size: int) -> list[Move]:
    return [(row, col) for row in range(size) for col in range(size)]


def transform(board: Board, symmetry: Symmetry) -> Board:
    """The board with every disc moved to its image under ``symmetry``."""
    size = len(board)
    new = [[EMPTY] * size for _ in range(size)]
    for row, col in all_squares(size):
        new_row, new_col = symmetry(row, col, size)
        new[new_row][new_col] = board[row][col]
    return new


# --- one move ---------------------------------------------------------------------


@CHECKS
@given(positions(), st.data())
def test_a_move_adds_one_disc_and_flips_only_opponent_discs(position, data):
    board, colour = position
    moves = valid_moves_list(board, colour)
    if not moves:
        return
    row, col = data.draw(st.sampled_from(moves))
    flips = flipped_discs(board, row, col, colour)
    mine, theirs = count_discs(board) if colour == BLACK else count_discs(board)[::-1]
    before = copy_board(board)

    place_move(board, row, col, colour)

    assert flips, "a legal move flips at least one disc"
    assert all(before[r][c] == opponent(colour) for r, c in flips)
    changed = {(r, c) for r, c in all_squares(len(board)) if board[r][c] != before[r][c]}
    assert changed == {(row, col), *flips}
    assert all(board[r][c] == colour for r, c in changed)
    after = count_discs(board) if colour == BLACK else count_discs(board)[::-1]
    assert after == (mine + 1 + len(flips), theirs - len(flips))


@CHECKS
@given(positions(), st.data())
def test_an_illegal_move_raises_and_leaves_the_board_unchanged(position, data):
    board, colour = position
    size = len(board)
    row = data.draw(st.integers(-2, size + 1), label="row")
    col = data.draw(st.integers(-2, size + 1), label="col")
    before = copy_board(board)
    if is_valid_move(board, row, col, colour):
        place_move(board, row, col, colour)
        assert board != before
    else:
        with pytest.raises(IllegalMoveError):
            place_move(board, row, col, colour)
        assert board == before


@CHECKS
@given(positions())
def test_valid_moves_list_is_every_square_where_is_valid_move_says_yes(position):
    board, _ = position
    for colour in (BLACK, WHITE):
        brute_force = [(r, c) for r, c in all_squares(len(board)) if is_valid_move(board, r, c, colour)]
        assert valid_moves_list(board, colour) == brute_force
        assert has_valid_move(board, colour) == bool(brute_force)
        assert all(flipped_discs(board, r, c, colour) for r, c in brute_force)


# --- symmetry ---------------------------------------------------------------------


def test_the_eight_symmetries_are_different_and_each_moves_every_square():
    size = 6
    images = set()
    for symmetry in SYMMETRIES.values():
        image = tuple(symmetry(r, c, size) for r, c in all_squares(size))
        assert sorted(image) == all_squares(size)
        images.add(image)
    assert len(images) == 8


@CHECKS
@given(positions(), st.sampled_from(sorted(SYMMETRIES)))
def test_symmetries_map_moves_and_flips_onto_each_other(position, name):
    board, _ = position
    symmetry = SYMMETRIES[name]
    size = len(board)
    image = transform(board, symmetry)
    for colour in (BLACK, WHITE):
        moves = valid_moves_list(board, colour)
        assert sorted(symmetry(r, c, size) for r, c in moves) == valid_moves_list(image, colour)
        for row, col in moves:
            flips = {symmetry(r, c, size) for r, c in flipped_discs(board, row, col, colour)}
            assert set(flipped_discs(image, *symmetry(row, col, size), colour)) == flips
    assert count_discs(image) == count_discs(board)
    assert winner(image) == winner(board)
    assert is_game_over(image) == is_game_over(board)


# --- whole games ------------------------------------------------------------------


def check_whole_game(size: int, seed: int) -> None:
    """Play a random game to the end, checking the turn rules at every step."""
    rng = random.Random(seed)
    board, colour = initialize_board(size), BLACK
    plies = 0
    while colour is not None:
        assert has_valid_move(board, colour)
        assert not is_game_over(board)
        place_move(board, *rng.choice(valid_moves_list(board, colour)), colour)
        plies += 1
        assert plies <= size * size - 4, "each move fills a square, so the game must end"
        following = next_player(board, colour)
        if has_valid_move(board, opponent(colour)):
            assert following == opponent(colour)
        elif has_valid_move(board, colour):
            assert following == colour
        else:
            assert following is None
        assert (following is None) == is_game_over(board)
        colour = following
    black, white = count_discs(board)
    empty = sum(row.count(EMPTY) for row in board)
    assert black + white + empty == size * size
    assert black + white == 4 + plies
    assert winner(board) == (BLACK if black > white else WHITE if white > black else DRAW)


@CHECKS
@given(st.sampled_from(SIZES), st.integers(0, 2**32 - 1))
def test_every_game_ends_and_every_square_is_accounted_for(size, seed):
    check_whole_game(size, seed)


@settings(deadline=None, max_examples=3, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_games_on_a_16x16_board_end_too(seed):
    check_whole_game(16, seed)


@CHECKS
@given(positions())
def test_next_player_and_is_game_over_agree_with_has_valid_move(position):
    board, _ = position
    black_can, white_can = has_valid_move(board, BLACK), has_valid_move(board, WHITE)
    assert is_game_over(board) == (not black_can and not white_can)
    assert next_player(board, BLACK) == (WHITE if white_can else BLACK if black_can else None)
    assert next_player(board, WHITE) == (BLACK if black_can else WHITE if white_can else None)
