"""The engine's endgame solver finds exactly the scores of the lesson's solver.

``endgame.solve_endgame`` against ``search.solve`` on random endgames of 4x4,
6x6 and 8x8 (the same score; its move gets that score), with every idea on
and with each one off; and the special cases: a pass, a finished game, the
last one, two and three empty squares, empty squares left at the end.
Stable discs are checked by playing every line to the end.
"""

from __future__ import annotations

import dataclasses
import functools
import random

import pytest

from othello_lesson import search
from othello_lesson.boards.bitboard import from_lists
from othello_lesson.endgame import ALL_IDEAS, Ideas, solve_endgame, stable_discs
from othello_lesson.rules import (
    BLACK,
    WHITE,
    Board,
    Colour,
    board_from_text,
    copy_board,
    initialize_board,
    next_player,
    opponent,
    place_move,
    valid_moves_list,
)
from othello_lesson.search import NodeCount, Solution, solve

EACH_IDEA_OFF = [dataclasses.replace(ALL_IDEAS, **{field.name: False}) for field in dataclasses.fields(Ideas)]


def endgame(size: int, empties: int, seed: int) -> tuple[Board, Colour]:
    """A random game of ``size`` played until at most ``empties`` squares are empty (or it ends)."""
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    while to_move is not None and sum(row.count(" ") for row in board) > empties:
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    return board, to_move or BLACK


def value_after(board: Board, colour: Colour, move: tuple[int, int]) -> int:
    """``colour``'s exact score after playing ``move``, by the lesson's solver."""
    after = place_move(copy_board(board), *move, colour)
    following = next_player(after, colour)
    if following is None:
        return search.final_value(after, colour) // search.FINISHED
    value = solve(after, following).score
    return value if following == colour else -value


def agrees(board: Board, colour: Colour, ideas: Ideas = ALL_IDEAS) -> None:
    expected = solve(board, colour)
    found = solve_endgame(board, colour, ideas=ideas)
    assert found.score == expected.score, (ideas, found, expected)
    if expected.move is None:
        assert found.move is None
    else:
        assert found.move is not None
        assert value_after(board, colour, found.move) == expected.score


# 4x4 from three moves in, 6x6 and 8x8 endgames: with every idea on.
ENDGAMES = [(4, 9, 60), (6, 8, 40), (8, 8, 30), (8, 10, 8)]


@pytest.mark.parametrize(("size", "empties", "games"), ENDGAMES)
def test_the_same_scores_as_the_lessons_solver_on_random_endgames(size, empties, games):
    for seed in range(games):
        agrees(*endgame(size, empties, seed))


@pytest.mark.parametrize(
    "ideas",
    EACH_IDEA_OFF,
    ids=lambda ideas: next(name for name, on in dataclasses.asdict(ideas).items() if not on),
)
def test_the_same_scores_with_each_idea_off(ideas):
    for seed in range(12):
        agrees(*endgame(8 if seed % 2 else 6, 9, seed), ideas=ideas)


def test_the_whole_4x4_game():
    assert solve_endgame(initialize_board(4), BLACK) == Solution(-8, (0, 1))


def test_a_pass_and_a_finished_game():
    # White has no move here; Black has; after Black's d4 the board is full.
    board = board_from_text("""
        ● ● ● ●
        ● ● ● ○
        ● ● ○ ○
        ● ○ ○ .
    """)
    assert not valid_moves_list(board, WHITE)
    for colour in (BLACK, WHITE):
        agrees(board, colour)
    assert solve_endgame(board, WHITE).move is None
    full = place_move(copy_board(board), 3, 3, BLACK)
    assert solve_endgame(full, WHITE) == Solution(-16, None)
    assert solve_endgame(full, BLACK) == Solution(16, None)


def test_empty_squares_left_at_the_end_count_for_nobody():
    # After Black's d3 neither side can move, with d4 still empty.
    board = board_from_text("""
        ● ● ● ●
        ● ● ● ○
        ● ● ○ .
        ● ○ . .
    """)
    assert solve_endgame(board, BLACK) == solve(board, BLACK)
    for ideas in EACH_IDEA_OFF:
        assert solve_endgame(board, BLACK, ideas=ideas).score == solve(board, BLACK).score


@functools.cache
def last_positions() -> dict[int, list[tuple[Board, Colour]]]:
    """Positions with one to four empty squares from random games of 6x6 and 8x8, by empty squares."""
    found: dict[int, list[tuple[Board, Colour]]] = {left: [] for left in (1, 2, 3, 4)}
    for seed in range(60):
        rng = random.Random(seed)
        board, to_move = initialize_board(8 if seed % 3 else 6), BLACK
        while to_move is not None:
            left = sum(row.count(" ") for row in board)
            if left in found:
                found[left].append((copy_board(board), to_move))
            place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
            to_move = next_player(board, to_move)
    return found


@pytest.mark.parametrize("left", [1, 2, 3, 4])
def test_the_last_empty_squares_with_and_without_their_own_code(left):
    # Positions with one to four empty squares, for either side to move: passes, a square nobody
    # can take, the last move.
    no_special_code = dataclasses.replace(ALL_IDEAS, last_empties=False)
    positions = last_positions()[left]
    assert len(positions) > 40
    for board, colour in positions:
        for each in (colour, opponent(colour)):
            agrees(board, each)
            agrees(board, each, no_special_code)


def test_the_board_is_left_alone_and_positions_are_counted():
    board, colour = endgame(8, 10, 3)
    before = copy_board(board)
    counter = NodeCount()
    solve_endgame(board, colour, counter=counter)
    assert board == before
    assert counter.nodes > 10


def test_fastest_first_visits_fewer_positions_than_the_weight_table_order():
    # What the lesson's optional section shows: nodes, not time, so the same on every machine.
    board, colour = endgame(8, 12, 1)
    counts = {}
    for name, ideas in (
        ("fastest", ALL_IDEAS),
        ("table", dataclasses.replace(ALL_IDEAS, fastest_first=False)),
    ):
        counts[name] = NodeCount()
        solve_endgame(board, colour, ideas=ideas, counter=counts[name])
    assert counts["fastest"].nodes < counts["table"].nodes


def every_line(board: Board, colour: Colour):
    """Every position reachable from ``board`` (``colour`` to move) to the end of the game."""
    yield board
    following = colour
    moves = valid_moves_list(board, colour)
    if not moves:
        other = opponent(colour)
        if not valid_moves_list(board, other):
            return
        following, moves = other, valid_moves_list(board, other)
    for move in moves:
        after = place_move(copy_board(board), *move, following)
        yield from every_line(after, opponent(following))


@pytest.mark.parametrize("seed", range(10))
def test_stable_discs_are_never_flipped(seed):
    board, colour = endgame(4, 6, seed)
    for owner in (BLACK, WHITE):
        position = from_lists(board)
        me, other = (position.black, position.white) if owner == BLACK else (position.white, position.black)
        stable = stable_discs(me, other, 4)
        for later in every_line(board, colour):
            assert all(
                later[square // 4][square % 4] == owner for square in range(16) if stable >> square & 1
            )


def test_stable_discs_of_a_full_board_are_all_of_them():
    board, _ = endgame(4, 0, 0)
    position = from_lists(board)
    assert stable_discs(position.black, position.white, 4) == position.black
