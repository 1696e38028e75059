"""The five board representations hold the same rules: they agree with the lesson on every position.

Every position of thousands of seeded random games (on every even size from 4
to 26, most of them on the small boards where games are short) is stored in
each representation; its legal moves, its count and the position after every
move must be the lesson's.  Perft agrees with the lesson's perft on every size
and with the published 8x8 figures; hypothesis draws more games, and the
bitboard's moves turn with the board under the 8 symmetries.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_lesson.boards import REPRESENTATIONS, bitboard, fast_bitboard
from othello_lesson.perft import PUBLISHED_8X8, perft
from othello_lesson.rules import (
    BLACK,
    EMPTY,
    WHITE,
    Board,
    IllegalMoveError,
    board_from_text,
    copy_board,
    count_discs,
    initialize_board,
    next_player,
    place_move,
    valid_moves_list,
)

# The five representations, and the fast bitboard engine checked against them all.
ENGINES = {**REPRESENTATIONS, fast_bitboard.NAME: fast_bitboard}
MODULES = list(ENGINES.values())
NAMES = list(ENGINES)
GAMES_PER_SIZE = {4: 1200, 6: 150, 8: 30, 10: 3, 12: 2} | {size: 1 for size in range(14, 27, 2)}
# On the big boards a game is hundreds of moves long: these play their first 60 (26x26 plays to the end).
PLIES_LIMIT = {size: 60 for size in range(14, 25, 2)}


def walk_game(size: int, rng: random.Random, modules=MODULES, plies: int = 10_000, *, checked=None) -> int:
    """Play one random game in the lesson's rules and in every representation side by side.

    At every position, each representation must list the lesson's legal moves,
    count the lesson's discs and turn back into the lesson's board; after every
    move, its new position must be the lesson's.  Returns the number of positions.

    ``checked`` (a dict shared by the games of one test) remembers what was checked
    already: a position met again (many small-board games pass through the same
    ones) is not checked again, and takes the lesson's moves found the first time;
    a move played again from it takes the lesson's position and player to move
    after it, and the representations' positions, that were checked the first time.
    """
    checked = {} if checked is None else checked
    board, to_move = initialize_board(size), BLACK
    positions = {module.NAME: module.from_lists(board) for module in modules}
    seen = 0
    while to_move is not None and seen < plies:
        seen += 1
        here = (tuple(map(tuple, board)), to_move)
        if here not in checked:
            moves = valid_moves_list(board, to_move)
            discs = count_discs(board)
            for module in modules:
                position = positions[module.NAME]
                assert module.legal_moves(position, to_move) == moves, (module.NAME, board)
                assert module.count(position) == discs, module.NAME
            checked[here] = moves
        moves = checked[here]
        move = rng.choice(moves)
        if (here, move) in checked:
            after, to_move, checked_positions = checked[here, move]
            board, positions = [list(row) for row in after], dict(checked_positions)
        else:
            place_move(board, *move, to_move)
            for module in modules:
                positions[module.NAME] = module.play(positions[module.NAME], move, to_move)
                assert module.to_lists(positions[module.NAME]) == board, (module.NAME, move)
            to_move = next_player(board, to_move)
            checked[here, move] = (tuple(map(tuple, board)), to_move, dict(positions))
    if to_move is None and (here, move, "over") not in checked:  # the game is over in each representation
        checked[here, move, "over"] = True
        for module in modules:
            assert module.legal_moves(positions[module.NAME], BLACK) == []
            assert module.legal_moves(positions[module.NAME], WHITE) == []
    return seen


def test_every_representation_supports_every_even_size_from_4_to_26():
    for module in MODULES:
        assert tuple(range(4, 27, 2)) == module.SIZES, module.NAME


@pytest.mark.parametrize("size", sorted(GAMES_PER_SIZE))
def test_all_agree_with_the_lesson_on_every_position_of_random_games(size):
    rng = random.Random(size)
    plies = PLIES_LIMIT.get(size, 10_000)
    checked: dict = {}  # shared by the games: a position met again is not checked again
    positions = sum(walk_game(size, rng, plies=plies, checked=checked) for _ in range(GAMES_PER_SIZE[size]))
    assert positions >= GAMES_PER_SIZE[size] * min(plies, (size * size - 4) // 2)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("size", [4, 6, 8])
def test_every_legal_move_of_every_position_plays_as_in_the_lesson(name, size):
    module = ENGINES[name]
    rng = random.Random(100 + size)
    board, to_move = initialize_board(size), BLACK
    while to_move is not None:
        position = module.from_lists(board)
        for move in valid_moves_list(board, to_move):
            after = module.play(position, move, to_move)
            assert module.to_lists(after) == place_move(copy_board(board), *move, to_move)
        assert module.to_lists(position) == board  # playing never changes the position played from
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)


@pytest.mark.parametrize("name", NAMES)
def test_an_illegal_move_raises_and_changes_nothing(name):
    module = ENGINES[name]
    board = initialize_board(6)
    position = module.from_lists(board)
    for move in [(0, 0), (2, 2), (2, 3), (-1, 2), (6, 0), (0, 6)]:
        with pytest.raises(IllegalMoveError):
            module.play(position, move, BLACK)
    assert module.to_lists(position) == board


@pytest.mark.parametrize("name", NAMES)
def test_perft_from_the_8x8_start_matches_the_published_figures(name):
    module = ENGINES[name]
    deepest = 6 if "bitboard" in name else 4
    start = module.from_lists(initialize_board(8))
    for depth in range(1, deepest + 1):
        assert module.perft(start, BLACK, depth) == PUBLISHED_8X8[depth], depth


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize(("size", "depth"), [(4, 7), (6, 5), (10, 3), (14, 2), (26, 2)])
def test_perft_agrees_with_the_lessons_on_other_sizes(name, size, depth):
    module = ENGINES[name]
    board = initialize_board(size)
    assert module.perft(module.from_lists(board), BLACK, depth) == perft(board, BLACK, depth)


def test_perft_counts_a_pass_and_a_finished_game_like_the_lesson():
    must_pass = board_from_text("""
        ○ ○ ○ .
        ● ● ● .
        . . . .
        . . . .
    """)
    finished = board_from_text("""
        ● ● ● ●
        ● ● ● ●
        ● ● . .
        . . . .
    """)
    for board in (must_pass, finished):
        for module in MODULES:
            for depth in range(4):
                assert module.perft(module.from_lists(board), BLACK, depth) == perft(board, BLACK, depth)


def test_the_bitboard_masks_keep_rays_from_wrapping_round_the_edge():
    # Black h1, white a2 b2: shifting h1 one step east without the mask lands on a2,
    # and c2 would look like a move that sandwiches a2 b2 with h1.
    board = board_from_text("""
        . . . . . . . ●
        ○ ○ . . . . . .
        . . . ○ ● . . .
        . . . ● ○ . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    """)
    for module in (bitboard, fast_bitboard):
        position = module.from_lists(board)
        assert module.legal_moves(position, BLACK) == valid_moves_list(board, BLACK), module.NAME
        assert (1, 2) not in module.legal_moves(position, BLACK), module.NAME


def test_the_geometry_of_8x8_has_the_articles_masks():
    geometry = bitboard.geometry(8)
    assert geometry.full == 0xFFFF_FFFF_FFFF_FFFF
    assert {hex(mask) for _, mask in geometry.directions} == {"0x7e7e7e7e7e7e7e7e", hex(geometry.full)}
    assert sorted(step for step, _ in geometry.directions) == [-9, -8, -7, -1, 1, 7, 8, 9]


GAMES = st.tuples(st.sampled_from([4, 6, 8, 10, 12]), st.integers(0, 2**32))


@settings(deadline=None, max_examples=40, derandomize=True)
@given(GAMES)
def test_hypothesis_all_agree_on_random_games(game):
    size, seed = game
    walk_game(size, random.Random(seed))


def _turned(board: Board, symmetry) -> Board:
    size = len(board)
    turned = [[EMPTY] * size for _ in range(size)]
    for r in range(size):
        for c in range(size):
            nr, nc = symmetry(r, c, size)
            turned[nr][nc] = board[r][c]
    return turned


SYMMETRIES = [
    lambda r, c, n: (c, n - 1 - r),
    lambda r, c, n: (n - 1 - r, n - 1 - c),
    lambda r, c, n: (n - 1 - c, r),
    lambda r, c, n: (n - 1 - r, c),
    lambda r, c, n: (r, n - 1 - c),
    lambda r, c, n: (c, r),
    lambda r, c, n: (n - 1 - c, n - 1 - r),
]


@settings(deadline=None, max_examples=40, derandomize=True)
@given(GAMES, st.integers(0, 200))
def test_hypothesis_bitboard_moves_turn_with_the_board(game, plies):
    size, seed = game
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    for _ in range(plies):
        if to_move is None:
            break
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    colour = to_move or BLACK
    for module in (bitboard, fast_bitboard):
        moves = set(module.legal_moves(module.from_lists(board), colour))
        for symmetry in SYMMETRIES:
            turned = module.from_lists(_turned(board, symmetry))
            assert set(module.legal_moves(turned, colour)) == {symmetry(r, c, size) for r, c in moves}


def test_the_bitboard_finds_moves_only_in_the_directions_it_is_given():
    start = bitboard.from_lists(initialize_board(8))
    east, *others = bitboard.geometry(8).directions
    assert bitboard.legal_bits(start.black, start.white, 8, directions=()) == 0
    only_east = bitboard.squares(bitboard.legal_bits(start.black, start.white, 8, directions=(east,)), 8)
    assert only_east == [(4, 5)]  # black d5 flanks white e5 from the west: f5
    every = bitboard.legal_bits(start.black, start.white, 8, directions=(east, *others))
    assert every == bitboard.legal_bits(start.black, start.white, 8)
