"""Lesson 1's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_0_to_3.py``.
"""

from __future__ import annotations

from _builds_on import BuildsOn, builds_on_test

from othello_lesson import rules
from othello_lesson.exercises import lesson1
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.rules import BLACK, EMPTY, WHITE


def not_done(*args):
    raise NotImplementedError("your code here")


# --- empty_board ----------------------------------------------------------------------------


def empty_board(size):
    return [[EMPTY for _ in range(size)] for _ in range(size)]


def aliased(size):
    return [[EMPTY] * size] * size


def rows_of_tuples(size):
    return [(EMPTY,) * size for _ in range(size)]


def one_row_short(size):
    return [[EMPTY] * size for _ in range(size - 1)]


def dots(size):
    return [["."] * size for _ in range(size)]


def always_eight(size):
    return empty_board(8)


def test_empty_board():
    assert lesson1.check_empty_board(empty_board).status == CORRECT
    assert lesson1.check_empty_board(not_done).status == NOT_DONE


def test_the_aliasing_trap_is_named():
    text = lesson1.check_empty_board(aliased).text
    assert "one and the same list" in text and "aliasing trap" in text


# --- count_colour ----------------------------------------------------------------------------


def count_colour(board, colour):
    return sum(row.count(colour) for row in board)


def misses_the_last_row(board, colour):
    return sum(board[row].count(colour) for row in range(len(board) - 1))


def misses_the_last_column(board, colour):
    return sum(row[:-1].count(colour) for row in board)


def first_row_only(board, colour):
    return board[0].count(colour)


def both_colours(board, colour):
    return sum(row.count(BLACK) + row.count(WHITE) for row in board)


def counts_by_emptying(board, colour):
    count = 0
    for row in board:
        for col, square in enumerate(row):
            if square == colour:
                count += 1
                row[col] = EMPTY  # "so it is not counted twice"
    return count


def test_count_colour():
    assert lesson1.check_count_colour(count_colour).status == CORRECT
    assert lesson1.check_count_colour(not_done).status == NOT_DONE


def test_a_count_that_changes_the_board_is_caught_even_when_the_number_is_right():
    text = lesson1.check_count_colour(counts_by_emptying).text
    assert "changed the board" in text and "never change it" in text


# --- my_initialize_board ------------------------------------------------------------------------


def my_initialize_board(size):
    board = empty_board(size)
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
    return board


def colours_swapped(size):
    board = empty_board(size)
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = BLACK, WHITE
    board[mid][mid - 1], board[mid][mid] = WHITE, BLACK
    return board


def only_for_eight(size):
    board = empty_board(size)
    if size >= 5:
        board[3][3], board[3][4], board[4][3], board[4][4] = WHITE, BLACK, BLACK, WHITE
    return board


def centre_off_by_one(size):
    board = empty_board(size)
    mid = size // 2
    board[mid][mid], board[mid][mid + 1] = WHITE, BLACK
    board[mid + 1][mid], board[mid + 1][mid + 1] = BLACK, WHITE
    return board


def aliased_start(size):
    board = [[EMPTY] * size] * size
    board[size // 2][size // 2] = WHITE
    return board


def test_initialize_board():
    assert lesson1.check_initialize_board(my_initialize_board).status == CORRECT
    assert lesson1.check_initialize_board(rules.initialize_board).status == CORRECT
    assert lesson1.check_initialize_board(not_done).status == NOT_DONE


def test_a_wrong_board_is_drawn_as_a_picture_with_a_hint():
    text = lesson1.check_initialize_board(colours_swapped).text
    assert "returned: the board\n. . . .\n. ● ○ .\n. ○ ● .\n. . . ." in text
    assert "The colours are swapped" in text


# --- an exercise that builds on an earlier one: "fix exercise 1 first", never blaming a right answer ---


def always_four_by_four(size):
    """An empty_board that makes 4x4 whatever the size asked for."""
    return [[EMPTY for _ in range(4)] for _ in range(4)]


PLACES = [
    BuildsOn(
        lesson1.check_initialize_board,
        "01",
        "initialize_board",
        "empty_board",
        1,
        always_four_by_four,
        slip={
            "[mid - 1][mid] = WHITE, BLACK": "[mid - 1][mid] = BLACK, WHITE",
            "board[mid][mid] = BLACK, WHITE": "board[mid][mid] = WHITE, BLACK",
        },
        slip_says="The colours are swapped",
        uses={"board = [[EMPTY for _ in range(size)] for _ in range(size)]": "board = empty_board(size)"},
    ),
]
test_builds_on = builds_on_test(PLACES)


def counts_only_when_there_are_many(board, colour):
    """Returns on one path only: for a colour with few discs it falls off the end, giving None."""
    count = sum(row.count(colour) for row in board)
    if count > 3:
        return count


def test_a_function_that_returns_is_not_asked_whether_it_forgot_return():
    report = lesson1.check_count_colour(counts_only_when_there_are_many)
    assert report.status == WRONG
    assert "returned: None" in report.text
    assert "forget `return`" not in report.text  # it has one: some paths miss it, no probe says which
