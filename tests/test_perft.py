"""Perft: count the positions a few moves deep; compare with published figures and a second implementation.

Perft ("performance test", from computer chess) walks the whole tree of moves
to a fixed depth and counts the leaves.  A single wrong flip or missing move
anywhere in the tree changes the count, so matching the published 8x8 figures
is a strong check of the rules.  The reference implementation in
``_reference_rules.py`` is written independently and must agree on 4x4 (the
whole game tree, to the end of every game), 6x6 and 8x8.
"""

from __future__ import annotations

import functools
import itertools
import random

import _reference_rules as ref
import pytest

from othello_lesson.perft import PUBLISHED_8X8, perft
from othello_lesson.rules import (
    BLACK,
    EMPTY,
    WHITE,
    Board,
    Colour,
    board_from_text,
    copy_board,
    has_valid_move,
    initialize_board,
    opponent,
    place_move,
    square_from_name,
    valid_moves_list,
)

REFERENCE_DISC = {BLACK: ref.BLACK, WHITE: ref.WHITE, EMPTY: ref.EMPTY}


def to_reference(board: Board) -> ref.Cells:
    """The same position on the reference implementation's flat board."""
    empty, indices = _reference_layout(len(board))
    cells = list(empty)
    for index, disc in zip(indices, itertools.chain.from_iterable(board), strict=True):
        cells[index] = REFERENCE_DISC[disc]
    return tuple(cells)


@functools.cache
def _reference_layout(size: int) -> tuple[ref.Cells, list[int]]:
    """The reference's start position of ``size``, and the index of each square, row by row."""
    return ref.start(size), [ref.to_index(size, row, col) for row in range(size) for col in range(size)]


@pytest.mark.parametrize(("depth", "leaves"), [(d, n) for d, n in PUBLISHED_8X8.items() if d <= 7])
def test_lesson_perft_matches_published_8x8_figures(depth, leaves):
    assert perft(initialize_board(8), BLACK, depth) == leaves


@pytest.mark.parametrize("first_move", ["d3", "c4", "f5", "e6"])
def test_lesson_perft_at_depth_8_is_a_quarter_of_the_published_figure_after_each_first_move(first_move):
    # The four first moves are mirror images of one another (the start position is the same after
    # a turn by half a circle or a reflection in either diagonal), so each is followed by a quarter
    # of the published leaves at depth 8: together, the published figure.  Four tests, so that the
    # longest walk of the suite is shared by the cores.
    board = place_move(initialize_board(8), *square_from_name(first_move), BLACK)
    assert perft(board, WHITE, 7) * 4 == PUBLISHED_8X8[8]


@pytest.mark.parametrize(("depth", "leaves"), [(d, n) for d, n in PUBLISHED_8X8.items() if d <= 7])
def test_reference_perft_matches_published_8x8_figures(depth, leaves):
    assert ref.perft(ref.start(8), 8, ref.BLACK, depth) == leaves


def test_perft_does_not_change_the_board():
    board = initialize_board(8)
    perft(board, BLACK, 3)
    assert board == initialize_board(8)


@pytest.mark.parametrize("depth", range(1, 13))
def test_4x4_perft_agrees_with_reference(depth):
    assert perft(initialize_board(4), BLACK, depth) == ref.perft(ref.start(4), 4, ref.BLACK, depth)


def test_4x4_whole_game_tree_agrees_with_reference():
    # A game lasts at most 2 plies per empty square (a move, perhaps a pass), so
    # at this depth every leaf is a finished game.
    deep_enough = 2 * 4 * 4
    games = ref.count_games(ref.start(4), 4, ref.BLACK)
    assert perft(initialize_board(4), BLACK, deep_enough) == games
    assert ref.perft(ref.start(4), 4, ref.BLACK, deep_enough) == games


@pytest.mark.parametrize("depth", range(1, 8))
def test_6x6_perft_agrees_with_reference(depth):
    assert perft(initialize_board(6), BLACK, depth) == ref.perft(ref.start(6), 6, ref.BLACK, depth)


def test_perft_counts_a_forced_pass_as_a_move():
    # White has no move; after black's only move (a1) the game is over.
    board = board_from_text("""
        . ○ ● ●
        ● ● ● ●
        ● ● ● ●
        ● ● ● ●
    """)
    for depth in range(1, 5):
        assert perft(board, WHITE, depth) == ref.perft(to_reference(board), 4, ref.WHITE, depth) == 1
    assert perft(board, BLACK, 1) == ref.perft(to_reference(board), 4, ref.BLACK, 1) == 1


def late_position(size: int, empty_left: int, seed: int) -> tuple[Board, Colour]:
    """Play a seeded random game until only ``empty_left`` squares are empty (or the game ends)."""
    rng = random.Random(seed)
    board, colour = initialize_board(size), BLACK
    while sum(row.count(EMPTY) for row in board) > empty_left:
        moves = valid_moves_list(board, colour)
        if moves:
            place_move(board, *rng.choice(moves), colour)
        elif not has_valid_move(board, opponent(colour)):
            break
        colour = opponent(colour)
    return board, colour


@pytest.mark.parametrize("seed", range(8))
def test_6x6_endgames_to_the_end_agree_with_reference(seed):
    board, colour = late_position(6, empty_left=8, seed=seed)
    deep_enough = 2 * 8
    assert perft(board, colour, deep_enough) == ref.perft(
        to_reference(board), 6, REFERENCE_DISC[colour], deep_enough
    )


def test_every_4x4_position_has_the_same_moves_and_results_in_both_implementations():
    """Walk every position reachable on 4x4 once, comparing moves and resulting positions."""
    start = initialize_board(4)
    seen = {(to_reference(start), BLACK)}
    passes = 0
    todo = [(start, BLACK, to_reference(start))]  # each position once, with its reference cells
    while todo:
        board, colour, cells = todo.pop()
        moves = valid_moves_list(board, colour)
        ref_moves = [ref.to_row_col(4, i) for i in ref.legal_moves(cells, 4, REFERENCE_DISC[colour])]
        assert moves == ref_moves
        other = opponent(colour)
        for row, col in moves:
            after = place_move(copy_board(board), row, col, colour)
            index = ref.to_index(4, row, col)
            after_cells = to_reference(after)
            assert after_cells == ref.play(cells, 4, index, REFERENCE_DISC[colour])
            if (after_cells, other) not in seen:
                seen.add((after_cells, other))
                todo.append((after, other, after_cells))
        if not moves and has_valid_move(board, other):
            passes += 1
            if (cells, other) not in seen:
                seen.add((cells, other))
                todo.append((board, other, cells))
    assert len(seen) > 1000
    assert passes > 0, "the walk must go through some passes"
