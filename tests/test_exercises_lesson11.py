"""Lesson 11's checks: right answers pass, empty ones are "not done", typical wrong start positions and
variant rules are caught with their hints."""

from __future__ import annotations

from othello_lesson import variants
from othello_lesson.exercises import lesson11
from othello_lesson.exercises.checking import CORRECT, NOT_DONE, WRONG
from othello_lesson.rules import BLACK, EMPTY, WHITE, flipped_discs, initialize_board


def not_done(*args):
    raise NotImplementedError("your code here")


# --- parallel_start ---------------------------------------------------------------------------


def parallel_by_copy(size):
    board = initialize_board(size)
    mid = size // 2
    board[mid][mid - 1], board[mid][mid] = WHITE, BLACK
    return board


def parallel_for_eight(size):
    board = [[EMPTY] * size for _ in range(size)]
    for row in (3, 4):
        board[row][3], board[row][4] = WHITE, BLACK
    return board


def parallel_swapped(size):
    board = variants.parallel_start(size)
    return [[{BLACK: WHITE, WHITE: BLACK}.get(cell, cell) for cell in row] for row in board]


def test_parallel_start_right_answers_pass():
    assert lesson11.check_parallel_start(variants.parallel_start).status == CORRECT
    assert lesson11.check_parallel_start(parallel_by_copy).status == CORRECT


def test_parallel_start_empty_is_not_done():
    assert lesson11.check_parallel_start(not_done).status == NOT_DONE


def test_parallel_start_mistakes_are_caught():
    cross = lesson11.check_parallel_start(initialize_board)
    assert cross.status == WRONG and "That is the usual (cross) start" in cross.text
    swapped = lesson11.check_parallel_start(parallel_swapped)
    assert swapped.status == WRONG and "The colours are the wrong way round" in swapped.text
    eight = lesson11.check_parallel_start(parallel_for_eight)
    assert eight.status == WRONG and ("size" in eight.text)
    nothing = lesson11.check_parallel_start(lambda size: None)
    assert nothing.status == WRONG and "return" in nothing.text.lower()


# --- handicap_start -----------------------------------------------------------------------------


def handicap(size, corners):
    return variants.handicap_start(size, corners=corners)


def handicap_wrong_order(size, corners):
    board = initialize_board(size)
    last = size - 1
    for row, col in [(0, 0), (0, last), (last, 0), (last, last)][:corners]:
        board[row][col] = BLACK
    return board


def handicap_one_short(size, corners):
    board = initialize_board(size)
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][: max(corners - 1, 0)]:
        board[row][col] = BLACK
    return board


def test_handicap_start_right_answer_passes():
    assert lesson11.check_handicap_start(handicap).status == CORRECT


def test_handicap_start_empty_is_not_done():
    assert lesson11.check_handicap_start(not_done).status == NOT_DONE


def test_handicap_start_mistakes_are_caught():
    order = lesson11.check_handicap_start(handicap_wrong_order)
    assert order.status == WRONG and "wrong order" in order.text
    short = lesson11.check_handicap_start(handicap_one_short)
    assert short.status == WRONG and "One black corner is missing" in short.text


# --- straight_flips -------------------------------------------------------------------------------


def flips_in(directions):
    def straight_flips(board, row, col, player):
        size = len(board)
        if board[row][col] != EMPTY:
            return []
        other = WHITE if player == BLACK else BLACK
        found = []
        for dr, dc in directions:
            ray, r, c = [], row + dr, col + dc
            while 0 <= r < size and 0 <= c < size and board[r][c] == other:
                ray.append((r, c))
                r, c = r + dr, c + dc
            if ray and 0 <= r < size and 0 <= c < size and board[r][c] == player:
                found.extend(ray)
        return sorted(found)

    return straight_flips


def test_straight_flips_right_answers_pass():
    assert lesson11.check_straight_flips(variants.straight_flips).status == CORRECT
    assert lesson11.check_straight_flips(flips_in([(0, 1), (1, 0), (0, -1), (-1, 0)])).status == CORRECT


def test_straight_flips_empty_is_not_done():
    assert lesson11.check_straight_flips(not_done).status == NOT_DONE


def test_straight_flips_mistakes_are_caught():
    diagonal = lesson11.check_straight_flips(lambda b, r, c, p: sorted(flipped_discs(b, r, c, p)))
    assert diagonal.status == WRONG and "is on a diagonal" in diagonal.text
    three = lesson11.check_straight_flips(flips_in([(0, 1), (1, 0), (0, -1)]))
    assert three.status == WRONG and "should flip too" in three.text
    unsorted = lesson11.check_straight_flips(lambda *args: variants.straight_flips(*args)[::-1])
    assert unsorted.status == WRONG and "in the wrong order" in unsorted.text
