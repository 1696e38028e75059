"""Lesson 11's checks: right answers pass (written several ways) and empty ones are "not done".

The typical wrong start positions and variant rules are in the catalogue,
``test_wrong_answers_lessons_10_and_11.py``, each with the words of its hint."""

from __future__ import annotations

from othello_lesson import variants
from othello_lesson.exercises import lesson11
from othello_lesson.exercises.common import CORRECT, NOT_DONE
from othello_lesson.rules import BLACK, EMPTY, WHITE, initialize_board


def not_done(*args):
    raise NotImplementedError("your code here")


# --- parallel_start ---------------------------------------------------------------------------


def parallel_by_copy(size):
    board = initialize_board(size)
    mid = size // 2
    board[mid][mid - 1], board[mid][mid] = WHITE, BLACK
    return board


def test_parallel_start_right_answers_pass():
    assert lesson11.check_parallel_start(variants.parallel_start).status == CORRECT
    assert lesson11.check_parallel_start(parallel_by_copy).status == CORRECT


def test_parallel_start_empty_is_not_done():
    assert lesson11.check_parallel_start(not_done).status == NOT_DONE


# --- handicap_start -----------------------------------------------------------------------------


def handicap(size, corners):
    return variants.handicap_start(size, corners=corners)


def test_handicap_start_right_answer_passes():
    assert lesson11.check_handicap_start(handicap).status == CORRECT


def test_handicap_start_empty_is_not_done():
    assert lesson11.check_handicap_start(not_done).status == NOT_DONE


# --- straight_flips -------------------------------------------------------------------------------


def flips_in(directions, *, empty_only=True, closed=True):
    """straight_flips along ``directions``; the catalogue makes wrong ones with the options off."""

    def straight_flips(board, row, col, colour):
        size = len(board)
        if empty_only and board[row][col] != EMPTY:
            return []
        other = WHITE if colour == BLACK else BLACK
        found = []
        for dr, dc in directions:
            ray, r, c = [], row + dr, col + dc
            while 0 <= r < size and 0 <= c < size and board[r][c] == other:
                ray.append((r, c))
                r, c = r + dr, c + dc
            if ray and (not closed or (0 <= r < size and 0 <= c < size and board[r][c] == colour)):
                found.extend(ray)
        return sorted(found)

    return straight_flips


def test_straight_flips_right_answers_pass():
    assert lesson11.check_straight_flips(variants.straight_flips).status == CORRECT
    assert lesson11.check_straight_flips(flips_in([(0, 1), (1, 0), (0, -1), (-1, 0)])).status == CORRECT


def test_straight_flips_empty_is_not_done():
    assert lesson11.check_straight_flips(not_done).status == NOT_DONE
