"""Lesson 8's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_8_and_9.py``.
"""

from __future__ import annotations

from _builds_on import BuildsOn, builds_on_test

from othello_lesson import rules
from othello_lesson.evaluation import weight_table, weighted_discs
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.exercises.lesson8 import check_frontier_count, check_weights_player, check_weights_score
from othello_lesson.players import frontier_discs, weights_player
from othello_lesson.rules import BLACK, DIRECTIONS, EMPTY, WHITE, copy_board


def not_done(*args):
    raise NotImplementedError


# --- weights_score -------------------------------------------------------------------------


def weights_score(board, colour):
    table = weight_table(len(board))
    other = WHITE if colour == BLACK else BLACK
    score = 0
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == colour:
                score += table[row][col]
            elif board[row][col] == other:
                score -= table[row][col]
    return score


def weights_score_zipped(board, colour):
    other = rules.opponent(colour)
    return sum(
        (cell == colour) * weight - (cell == other) * weight
        for row, weights in zip(board, weight_table(len(board)), strict=True)
        for cell, weight in zip(row, weights, strict=True)
    )


def own_only(board, colour):
    table = weight_table(len(board))
    return sum(table[r][c] for r in range(len(board)) for c in range(len(board)) if board[r][c] == colour)


def wrong_side(board, colour):
    return -weights_score(board, colour)


def eight_by_eight_table(board, colour):
    table = weight_table(8)
    other = rules.opponent(colour)
    return sum(
        table[r][c] if board[r][c] == colour else -table[r][c] if board[r][c] == other else 0
        for r in range(len(board))
        for c in range(len(board))
    )


def first_eight_rows(board, colour):
    table = weight_table(len(board))
    other = rules.opponent(colour)
    size = min(8, len(board))
    return sum(
        table[r][c] if board[r][c] == colour else -table[r][c] if board[r][c] == other else 0
        for r in range(size)
        for c in range(size)
    )


def as_a_float(board, colour):
    return float(weights_score(board, colour))


def test_weights_score_right_answers_pass():
    for function in (weights_score, weights_score_zipped, weighted_discs):
        assert check_weights_score(function).status == CORRECT


def test_weights_score_eight_table_on_a_small_board_is_named():
    report = check_weights_score(eight_by_eight_table)
    assert report.status == WRONG
    assert "That is the 8x8 table on a 4x4 board: use weight_table(len(board))." in report.text


def test_weights_score_not_done():
    assert check_weights_score(not_done).status == NOT_DONE


# --- weights_choice (the player) -----------------------------------------------------------


def weights_choice(board, colour):
    best, best_score = None, None
    for move in rules.valid_moves_list(board, colour):
        after = rules.place_move(copy_board(board), *move, colour)
        score = weighted_discs(after, colour)
        if best is None or score > best_score:
            best, best_score = move, score
    return best


def best_square_weight(board, colour):
    table = weight_table(len(board))
    return max(rules.valid_moves_list(board, colour), key=lambda m: (table[m[0]][m[1]], -m[0], -m[1]))


def ties_to_the_last(board, colour):
    best, best_score = None, None
    for move in rules.valid_moves_list(board, colour):
        score = weighted_discs(rules.place_move(copy_board(board), *move, colour), colour)
        if best is None or score >= best_score:
            best, best_score = move, score
    return best


def plays_on_the_real_board(board, colour):
    move = weights_choice(board, colour)
    rules.place_move(board, *move, colour)  # tries the move out on the board it was given
    return move


def as_a_list(board, colour):
    return list(weights_choice(board, colour))


def test_weights_player_right_answers_pass():
    for function in (weights_choice, weights_player):
        assert check_weights_player(function).status == CORRECT


def test_weights_player_not_done():
    assert check_weights_player(not_done).status == NOT_DONE


# --- frontier_count ------------------------------------------------------------------------


def frontier_count(board, colour):
    size = len(board)
    count = 0
    for row in range(size):
        for col in range(size):
            if board[row][col] != colour:
                continue
            for dr, dc in DIRECTIONS:
                r, c = row + dr, col + dc
                if 0 <= r < size and 0 <= c < size and board[r][c] == EMPTY:
                    count += 1
                    break
    return count


def counts_empty_neighbours(board, colour):
    size, count = len(board), 0
    for row in range(size):
        for col in range(size):
            if board[row][col] == colour:
                for dr, dc in DIRECTIONS:
                    r, c = row + dr, col + dc
                    if 0 <= r < size and 0 <= c < size and board[r][c] == EMPTY:
                        count += 1
    return count


def four_directions(board, colour):
    size, count = len(board), 0
    for row in range(size):
        for col in range(size):
            if board[row][col] == colour and any(
                0 <= row + dr < size and 0 <= col + dc < size and board[row + dr][col + dc] == EMPTY
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            ):
                count += 1
    return count


def size_eight(board, colour):
    count = 0
    for row in range(min(8, len(board))):
        for col in range(min(8, len(board))):
            if board[row][col] == colour and any(
                0 <= row + dr < len(board)
                and 0 <= col + dc < len(board)
                and board[row + dr][col + dc] == EMPTY
                for dr, dc in DIRECTIONS
            ):
                count += 1
    return count


def test_frontier_right_answers_pass():
    for function in (frontier_count, frontier_discs):
        assert check_frontier_count(function).status == CORRECT


def test_frontier_not_done():
    assert check_frontier_count(not_done).status == NOT_DONE


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---

PLACES = [
    BuildsOn(
        check_weights_player,
        "08",
        "weights_choice",
        "weights_score",
        1,
        eight_by_eight_table,
        slip={"score > best_score": "score >= best_score"},
        slip_says="on a tie take the first",
    ),
]
test_builds_on = builds_on_test(PLACES)
