"""The bitboard endgame solver finds exactly what the lesson's solver finds: the same score, the same
move and the same number of positions visited, on endgames of random games of every size it is used on."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_lesson.fast_search import solve_fast
from othello_lesson.players import perfect_player
from othello_lesson.rules import (
    BLACK,
    Board,
    Player,
    initialize_board,
    next_player,
    place_move,
    valid_moves_list,
)
from othello_lesson.search import NodeCount, solve


def endgame(size: int, empties: int, seed: int) -> tuple[Board, Player]:
    """A random game of ``size`` played until at most ``empties`` squares are empty (or it ends)."""
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    while to_move is not None and sum(row.count(" ") for row in board) > empties:
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    return board, to_move or BLACK


def same_answer(board: Board, player: Player) -> None:
    slow_count, fast_count = NodeCount(), NodeCount()
    slow = solve(board, player, counter=slow_count)
    fast = solve_fast(board, player, counter=fast_count)
    assert fast == slow
    assert fast_count.nodes == slow_count.nodes


@pytest.mark.parametrize(("size", "empties", "games"), [(4, 12, 150), (6, 8, 60), (8, 7, 30), (10, 5, 10)])
def test_the_fast_solver_agrees_on_random_endgames(size, empties, games):
    for seed in range(games):
        board, player = endgame(size, empties, seed)
        same_answer(board, player)


@settings(deadline=None, max_examples=40, derandomize=True)
@given(st.sampled_from([(4, 10), (6, 7), (8, 6)]), st.integers(0, 2**32))
def test_hypothesis_the_fast_solver_agrees(shape, seed):
    board, player = endgame(*shape, seed)
    same_answer(board, player)


def test_the_perfect_player_plays_the_readable_solvers_move():
    # perfect_player solves with solve_fast: its moves must be the ones search.solve finds.
    for seed in range(20):
        board, player = endgame(6, 8, seed)
        if valid_moves_list(board, player):
            assert perfect_player(endgame=8)(board, player) == solve(board, player).move
