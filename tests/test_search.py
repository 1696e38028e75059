"""The search: minimax and alpha-beta agree, solve is exact, passes and the end are handled."""

from __future__ import annotations

import math
import random

import pytest

from othello_lesson.evaluation import (
    EVALUATIONS,
    disc_difference,
    empty_squares,
    mobility,
    weight_table,
    weighted_discs,
)
from othello_lesson.rules import (
    BLACK,
    EMPTY,
    WHITE,
    board_from_text,
    copy_board,
    count_discs,
    has_valid_move,
    initialize_board,
    next_player,
    opponent,
    place_move,
    valid_moves_list,
)
from othello_lesson.search import (
    FINISHED,
    NodeCount,
    Solution,
    alphabeta,
    best_move,
    minimax,
    move_values,
    solve,
)


def random_position(size: int, moves: int, seed: int):
    """A position after up to ``moves`` random moves, with who is to move (None if over)."""
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    for _ in range(moves):
        if to_move is None:
            break
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    return board, to_move


def brute_force(board, colour):
    """The exact final disc difference for ``colour``, by trying every line with the lesson's rules.

    No pruning; positions met twice are remembered (for this call only), so the whole 4x4 game
    takes a moment.
    """
    return _brute_force(tuple(map(tuple, board)), colour, {})


def _brute_force(cells, colour, seen):
    if (cells, colour) in seen:
        return seen[cells, colour]
    board = [list(row) for row in cells]
    moves = valid_moves_list(board, colour)
    other = opponent(colour)
    if not moves:
        if not has_valid_move(board, other):
            black, white = count_discs(board)
            value = black - white if colour == BLACK else white - black
        else:
            value = -_brute_force(cells, other, seen)
    else:
        value = max(
            -_brute_force(tuple(map(tuple, place_move(copy_board(board), *move, colour))), other, seen)
            for move in moves
        )
    seen[cells, colour] = value
    return value


def plain_negamax_both_sides(board, colour, depth, evaluate, root):
    """Minimax written the long way, with a max player and a min player, for cross-checking."""
    other = opponent(colour)
    moves = valid_moves_list(board, colour)
    finished = not moves and not has_valid_move(board, other)
    if finished:
        return disc_difference(board, root) * FINISHED
    if depth == 0:
        score = evaluate(board, colour)
        return score if colour == root else -score
    if not moves:
        return plain_negamax_both_sides(board, other, depth, evaluate, root)
    values = [
        plain_negamax_both_sides(place_move(copy_board(board), *m, colour), other, depth - 1, evaluate, root)
        for m in moves
    ]
    return max(values) if colour == root else min(values)


POSITIONS = [
    (size, moves, seed)
    for size, move_counts in ((4, (0, 3, 6, 9)), (6, (0, 8, 16, 24)), (8, (4, 20, 40)))
    for moves in move_counts
    for seed in range(2)
]


@pytest.mark.parametrize(("size", "moves", "seed"), POSITIONS)
def test_minimax_and_alphabeta_agree_on_random_positions(size, moves, seed):
    board, to_move = random_position(size, moves, seed)
    colour = to_move or BLACK
    depths = {4: (1, 2, 3, 4), 6: (1, 2, 3), 8: (1, 2)}[size]
    for depth in depths:
        for evaluate in EVALUATIONS.values():
            expected = minimax(board, colour, depth, evaluate)
            assert alphabeta(board, colour, depth, evaluate) == expected
            assert alphabeta(board, colour, depth, evaluate, order=True) == expected
    if size <= 6:
        for evaluate in EVALUATIONS.values():
            assert minimax(board, colour, 2, evaluate) == plain_negamax_both_sides(
                board, colour, 2, evaluate, colour
            )


def test_alphabeta_visits_fewer_positions_and_ordering_fewer_still():
    board, to_move = random_position(8, 20, 1)
    plain, pruned, ordered = NodeCount(), NodeCount(), NodeCount()
    value = minimax(board, to_move, 3, weighted_discs, counter=plain)
    assert alphabeta(board, to_move, 3, weighted_discs, counter=pruned) == value
    assert alphabeta(board, to_move, 3, weighted_discs, order=True, counter=ordered) == value
    assert ordered.nodes < pruned.nodes < plain.nodes


def test_node_count_of_a_small_tree_is_every_position():
    # From the 4x4 start: 1 root + 4 moves + 3 answers to each = 17 positions two moves deep.
    count = NodeCount()
    minimax(initialize_board(4), BLACK, 2, disc_difference, counter=count)
    assert count.nodes == 17


def positions_with_a_pass(size: int, count: int):
    """Positions from seeded random games where the side to move must pass but the game goes on."""
    found = []
    for seed in range(500):
        board, colour = initialize_board(size), BLACK
        rng = random.Random(seed)
        while colour is not None and len(found) < count:
            if not valid_moves_list(board, colour):
                found.append((copy_board(board), colour))
                colour = opponent(colour)
            place_move(board, *rng.choice(valid_moves_list(board, colour)), colour)
            colour = (
                None
                if not (has_valid_move(board, BLACK) or has_valid_move(board, WHITE))
                else opponent(colour)
            )
        if len(found) == count:
            return found
    raise AssertionError("no pass found")


@pytest.mark.parametrize("size", [4, 6])
def test_a_pass_does_not_use_depth_and_is_seen_from_the_right_side(size):
    for board, colour in positions_with_a_pass(size, 3):
        other = opponent(colour)
        assert not valid_moves_list(board, colour) and valid_moves_list(board, other)
        for depth in (1, 2):
            expected = -minimax(board, other, depth, weighted_discs)
            assert minimax(board, colour, depth, weighted_discs) == expected
            assert alphabeta(board, colour, depth, weighted_discs) == expected
        answers = [place_move(copy_board(board), *m, other) for m in valid_moves_list(board, other)]
        if all(has_valid_move(a, BLACK) or has_valid_move(a, WHITE) for a in answers):
            # Depth 1 still looks at the opponent's moves: the pass used no depth.
            assert minimax(board, colour, 1, disc_difference) == -max(
                disc_difference(a, other) for a in answers
            )


def test_a_finished_game_is_worth_its_disc_difference_times_finished():
    board = board_from_text("""
        ● ● ● ●
        ● ● ● ●
        ● ● . .
        . . . .
    """)
    for search in (minimax, alphabeta):
        assert search(board, BLACK, 3, mobility) == 10 * FINISHED
        assert search(board, WHITE, 0, mobility) == -10 * FINISHED
    assert solve(board, WHITE) == Solution(-10, None)


@pytest.mark.parametrize("seed", range(12))
def test_solve_matches_brute_force_on_4x4(seed):
    board, to_move = random_position(4, 1 + seed % 6, seed)
    colour = to_move or WHITE
    exact = brute_force(board, colour)
    solution = solve(board, colour)
    assert solution.score == exact
    if solution.move is None:
        assert not valid_moves_list(board, colour)
    else:
        after = place_move(copy_board(board), *solution.move, colour)
        assert -brute_force(after, opponent(colour)) == exact


@pytest.mark.parametrize("seed", range(8))
def test_solve_matches_brute_force_on_6x6_endgames(seed):
    board, to_move = random_position(6, 24 + seed % 3, seed)
    colour = to_move or BLACK
    assert empty_squares(board) <= 8
    assert solve(board, colour).score == brute_force(board, colour)


def test_solve_counts_empty_squares_for_nobody():
    # White cannot move after Black's a4; the game ends with empty squares left.
    board = board_from_text("""
        ● ● ● ●
        ● ● ● ○
        ● ● ○ .
        ● ○ . .
    """)
    assert solve(board, BLACK).score == brute_force(board, BLACK)


def test_solve_leaves_the_board_alone_and_counts_nodes():
    board, to_move = random_position(6, 22, 5)
    before = copy_board(board)
    count = NodeCount()
    solve(board, to_move, counter=count)
    assert board == before
    assert count.nodes > 1


def test_the_4x4_game_from_the_start():
    # Black's four first moves are the same up to symmetry, so the game is worth what one is.
    start = initialize_board(4)
    after_b1 = place_move(copy_board(start), 0, 1, BLACK)
    assert solve(start, BLACK).score == -brute_force(after_b1, WHITE)


def test_move_values_value_every_move_exactly():
    board, to_move = random_position(6, 10, 2)
    values = move_values(board, to_move, 3, weighted_discs)
    assert list(values) == valid_moves_list(board, to_move)
    for move, value in values.items():
        child = place_move(copy_board(board), *move, to_move)
        assert value == -minimax(child, opponent(to_move), 2, weighted_discs)
    with pytest.raises(ValueError, match="depth"):
        move_values(board, to_move, 0, weighted_discs)


def test_best_move_has_the_best_value():
    for seed in range(4):
        board, to_move = random_position(8, 12 + seed, seed)
        values = move_values(board, to_move, 3, weighted_discs, search=minimax)
        assert values[best_move(board, to_move, 3, weighted_discs)] == max(values.values())


@pytest.mark.parametrize("size", range(4, 27, 2))
def test_the_weight_table_loves_corners_and_fears_their_neighbours(size):
    table = weight_table(size)
    last = size - 1
    assert all(len(row) == size for row in table) and len(table) == size
    for r, c in ((0, 0), (0, last), (last, 0), (last, last)):
        assert table[r][c] == max(max(row) for row in table)
    x_squares = [(1, 1), (1, last - 1), (last - 1, 1), (last - 1, last - 1)]
    assert all(table[r][c] == min(min(row) for row in table) for r, c in x_squares)
    assert table[0][1] < 0 and table[1][0] < 0
    assert [row[::-1] for row in table] == table and table[::-1] == table
    assert [list(col) for col in zip(*table, strict=True)] == table


def test_evaluations_are_from_the_players_side():
    board, _ = random_position(8, 15, 3)
    for evaluate in EVALUATIONS.values():
        assert evaluate(board, BLACK) == -evaluate(board, WHITE)
    assert disc_difference(board, BLACK) == count_discs(board)[0] - count_discs(board)[1]
    assert sum(row.count(EMPTY) for row in board) == empty_squares(board)
    assert not math.isnan(weighted_discs(board, BLACK))
