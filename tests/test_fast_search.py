"""The searches on bitboards find exactly what the lesson's searches find.

The endgame solver: the same score, the same move and the same number of
positions visited, on endgames of random games of every size it is used on.
Alpha-beta: the same value and node count (with and without ordering, with
windows), the same best move, for every evaluation with a twin on bitboards,
on positions all along random games of 4x4 to 10x10; and the players that
use them choose the readable search's moves.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_lesson import fast_search, search
from othello_lesson.boards import bitboard
from othello_lesson.evaluation import disc_difference, empty_squares, mobility, weighted_discs
from othello_lesson.fast_search import (
    BITBOARD_EVALUATIONS,
    alphabeta_fast,
    best_move_fast,
    move_values_fast,
    solve_fast,
)
from othello_lesson.fast_search import best_move as fast_best_move
from othello_lesson.players import alphabeta_player, perfect_player
from othello_lesson.rules import (
    BLACK,
    Board,
    Colour,
    board_from_text,
    copy_board,
    initialize_board,
    next_player,
    place_move,
    valid_moves_list,
)
from othello_lesson.search import NodeCount, alphabeta, solve


def endgame(size: int, empties: int, seed: int) -> tuple[Board, Colour]:
    """A random game of ``size`` played until at most ``empties`` squares are empty (or it ends)."""
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    while to_move is not None and sum(row.count(" ") for row in board) > empties:
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    return board, to_move or BLACK


Solved = dict[tuple[tuple[tuple[str, ...], ...], Colour], tuple[object, int, object, int]]


def same_answer(board: Board, colour: Colour, solved: Solved | None = None) -> None:
    """Both solvers give the same answer after visiting as many positions.

    ``solved`` remembers what each found in a position, for one test: many games reach the same
    endgame (the 150 4x4 games with 9 empty squares left reach 38 positions), and both solvers
    are functions of the position alone.
    """
    solved = {} if solved is None else solved
    key = (tuple(map(tuple, board)), colour)
    if key not in solved:
        slow_count, fast_count = NodeCount(), NodeCount()
        slow = solve(board, colour, counter=slow_count)
        fast = solve_fast(board, colour, counter=fast_count)
        solved[key] = slow, slow_count.nodes, fast, fast_count.nodes
    slow, slow_nodes, fast, fast_nodes = solved[key]
    assert fast == slow
    assert fast_nodes == slow_nodes


# 4x4: the whole game from the start (12 empty squares), and 150 games from three moves in.
ENDGAMES = [(4, 12, 1), (4, 9, 150), (6, 8, 60), (8, 7, 30), (10, 5, 10)]


@pytest.mark.parametrize(("size", "empties", "games"), ENDGAMES)
def test_the_fast_solver_agrees_on_random_endgames(size, empties, games):
    solved: Solved = {}
    for seed in range(games):
        board, colour = endgame(size, empties, seed)
        same_answer(board, colour, solved)


@settings(deadline=None, max_examples=40, derandomize=True)
@given(st.sampled_from([(4, 10), (6, 7), (8, 6)]), st.integers(0, 2**32))
def test_hypothesis_the_fast_solver_agrees(shape, seed):
    board, colour = endgame(*shape, seed)
    same_answer(board, colour)


def keeps_the_solved_score(board: Board, colour: Colour, move: tuple[int, int]) -> bool:
    """Whether ``move`` gets the exact score ``search.solve`` finds (another best move may be named)."""
    after = place_move(copy_board(board), *move, colour)
    following = next_player(after, colour)
    if following is None:  # the game is over
        return search.final_value(after, colour) == solve(board, colour).score * search.FINISHED
    value = solve(after, following).score
    return (value if following == colour else -value) == solve(board, colour).score


def test_the_perfect_player_plays_a_move_the_readable_solver_agrees_is_best():
    # perfect_player solves with endgame.solve_endgame: its moves must keep search.solve's score.
    for seed in range(20):
        board, colour = endgame(6, 8, seed)
        if valid_moves_list(board, colour):
            assert keeps_the_solved_score(board, colour, perfect_player(endgame=8)(board, colour))


# --- alpha-beta on bitboards ------------------------------------------------------------------


def positions_of_random_games(size: int, seed: int, every: int):
    """Every ``every``-th position of a seeded random game of ``size`` (the side to move has a move)."""
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    ply = 0
    while to_move is not None:
        if ply % every == 0:
            yield copy_board(board), to_move
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
        ply += 1


EVALUATIONS = [disc_difference, weighted_discs, mobility]
SHAPES = [(4, 1, 5, 4), (6, 3, 2, 3), (8, 9, 1, 3), (10, 12, 1, 2)]  # size, every, games, deepest


@pytest.mark.parametrize(("size", "every", "games", "deepest"), SHAPES)
def test_alphabeta_on_bitboards_finds_the_readable_values_moves_and_node_counts(size, every, games, deepest):
    compared = 0
    for seed in range(games):
        for board, colour in positions_of_random_games(size, seed, every):
            before = copy_board(board)
            for evaluate in EVALUATIONS:
                assert BITBOARD_EVALUATIONS[evaluate](*bits(board, colour)) == evaluate(board, colour)
                for depth in range(1, deepest + 1):
                    for order in (False, True):
                        slow_count, fast_count = NodeCount(), NodeCount()
                        slow = alphabeta(board, colour, depth, evaluate, order=order, counter=slow_count)
                        fast = alphabeta_fast(board, colour, depth, evaluate, order=order, counter=fast_count)
                        assert fast == slow, (size, seed, evaluate.__name__, depth, order)
                        assert fast_count.nodes == slow_count.nodes
                    assert best_move_fast(board, colour, depth, evaluate) == search.best_move(
                        board, colour, depth, evaluate
                    )
            assert board == before
            compared += 1
    assert compared >= 6


def bits(board: Board, colour: Colour) -> tuple[int, int, int]:
    position = bitboard.from_lists(board)
    me, other = (position.black, position.white) if colour == BLACK else (position.white, position.black)
    return me, other, len(board)


def test_alphabeta_on_bitboards_with_a_window_and_near_the_end_of_the_game():
    # Narrow windows cut more; positions a few moves from the end reach finished games inside the search.
    for seed in range(8):
        for board, colour in list(positions_of_random_games(6, seed, 1))[-8:]:
            for alpha, beta in ((-math.inf, math.inf), (-10, 10), (0, 1), (-50_000, -49_000)):
                slow = alphabeta(board, colour, 4, weighted_discs, alpha, beta, order=True)
                assert alphabeta_fast(board, colour, 4, weighted_discs, alpha, beta, order=True) == slow


def test_the_players_choose_the_readable_searchs_moves():
    player_ab = alphabeta_player(3, weighted_discs)
    perfect = perfect_player(endgame=6, nodes=0, depth=3)  # no solving beyond 6 empty squares
    for seed in range(4):
        for board, colour in positions_of_random_games(8, seed, 6):
            readable = search.best_move(board, colour, 3, weighted_discs)  # asked once, compared twice
            assert player_ab(board, colour) == readable
            move = perfect(board, colour)
            if empty_squares(board) <= 6:
                assert keeps_the_solved_score(board, colour, move)
            else:
                assert move == readable


def test_an_evaluation_without_a_twin_runs_the_readable_search():
    def corners(board: Board, colour: Colour) -> int:  # a student's own evaluation reads the 2-D list
        last = len(board) - 1
        return sum(board[r][c] == colour for r in (0, last) for c in (0, last))

    board, colour = next(positions_of_random_games(6, 3, 7))
    assert fast_best_move(board, colour, 3, corners) == search.best_move(board, colour, 3, corners)
    assert alphabeta_player(3, corners)(board, colour) == search.best_move(board, colour, 3, corners)
    with pytest.raises(ValueError, match="'corners' has no twin on bitboards"):
        alphabeta_fast(board, colour, 3, corners)


def test_no_move_to_choose_is_the_same_error():
    board = board_from_text("""
        ● ● ● ●
        ● ● ● ●
        ● ● ● ●
        ○ ● ● .
    """)
    with pytest.raises(ValueError, match="no legal move"):
        search.best_move(board, BLACK, 2, weighted_discs)
    with pytest.raises(ValueError, match="no legal move"):
        best_move_fast(board, BLACK, 2, weighted_discs)


@pytest.mark.parametrize(("size", "every"), [(4, 1), (6, 4), (8, 12)])
def test_the_boards_analysis_on_bitboards_gives_the_readable_values(size, every):
    # fast_search.analyse works on bitboards; move_values with each analysis's own search is the reference.
    compared = 0
    for seed in range(2):
        for board, colour in positions_of_random_games(size, seed, every):
            for name, (_words, depth, evaluate, readable) in search.ANALYSES.items():
                expected = search.move_values(board, colour, depth, evaluate, search=readable)
                assert list(fast_search.analyse(board, colour, name).items()) == list(expected.items())
            compared += 1
    assert compared >= 4
    with pytest.raises(ValueError, match="depth must be a whole number of at least 1"):
        move_values_fast(initialize_board(size), BLACK, 0, weighted_discs)
