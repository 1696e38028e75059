"""Lesson 2's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_0_to_3.py``.
"""

from __future__ import annotations

from _builds_on import BuildsOn, builds_on_test

from othello_lesson import rules
from othello_lesson.exercises import lesson2
from othello_lesson.exercises.common import CORRECT, NOT_DONE
from othello_lesson.rules import EMPTY


def not_done(*args):
    raise NotImplementedError("your code here")


# --- row_to_text --------------------------------------------------------------------------


def row_to_text(row):
    return " ".join("." if square == EMPTY else square for square in row)


def spaces_for_empty(row):
    return " ".join(row)


def no_separator(row):
    return "".join("." if square == EMPTY else square for square in row)


def trailing_space(row):
    return "".join(("." if square == EMPTY else square) + " " for square in row)


def prints_instead(row):
    print(row_to_text(row))


def marks_the_row(row):
    for col, square in enumerate(row):
        if square == EMPTY:
            row[col] = "."
    return " ".join(row)


def test_row_to_text():
    assert lesson2.check_row_to_text(row_to_text).status == CORRECT
    assert lesson2.check_row_to_text(not_done).status == NOT_DONE


def test_changing_the_row_is_caught():
    assert "never change it" in lesson2.check_row_to_text(marks_the_row).text


# --- my_board_to_text ------------------------------------------------------------------------


def my_board_to_text(board):
    return "\n".join(row_to_text(row) for row in board)


def ends_with_a_newline(board):
    return "".join(row_to_text(row) + "\n" for row in board)


def one_long_line(board):
    return " ".join(row_to_text(row) for row in board)


def misses_the_last_row(board):
    return "\n".join(row_to_text(row) for row in board[:-1])


def columns_for_rows(board):
    size = len(board)
    return "\n".join(row_to_text([board[r][c] for r in range(size)]) for c in range(size))


def test_board_to_text():
    assert lesson2.check_board_to_text(my_board_to_text).status == CORRECT
    assert lesson2.check_board_to_text(rules.board_to_text).status == CORRECT
    assert lesson2.check_board_to_text(not_done).status == NOT_DONE


# --- my_square_name ---------------------------------------------------------------------------

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def my_square_name(row, col):
    return LETTERS[col] + str(row + 1)


def row_from_zero(row, col):
    return LETTERS[col] + str(row)


def number_first(row, col):
    return str(row + 1) + LETTERS[col]


def capital_letters(row, col):
    return my_square_name(row, col).upper()


def capital_letters_on_an_8x8_index(row, col):
    """A capital letter, from an index row * 8 + col: wrong beyond the eighth column too."""
    index = row * 8 + col
    if index >= 64:
        return None
    return "ABCDEFGH"[index % 8] + str(index // 8 + 1)


def test_a_capital_letter_is_named_even_when_the_name_goes_wrong_beyond_8x8_too():
    report = lesson2.check_square_name(capital_letters_on_an_8x8_index)
    assert "Use small letters" in report.hint, report.text


def row_and_column_swapped(row, col):
    return LETTERS[row] + str(col + 1)


def only_eight_letters(row, col):
    return "abcdefgh"[col] + str(row + 1)


def test_square_name():
    assert lesson2.check_square_name(my_square_name).status == CORRECT
    assert lesson2.check_square_name(not_done).status == NOT_DONE


# --- my_square_from_name -------------------------------------------------------------------------


def my_square_from_name(name):
    return int(name[1:]) - 1, LETTERS.index(name[0])


def one_digit_only(name):
    return int(name[1]) - 1, LETTERS.index(name[0])


def forgets_to_subtract(name):
    return int(name[1:]), LETTERS.index(name[0])


def column_first(name):
    return LETTERS.index(name[0]), int(name[1:]) - 1


def as_a_list(name):
    return [int(name[1:]) - 1, LETTERS.index(name[0])]


def number_as_text(name):
    return name[1:], LETTERS.index(name[0])


def test_square_from_name():
    assert lesson2.check_square_from_name(my_square_from_name).status == CORRECT
    assert lesson2.check_square_from_name(not_done).status == NOT_DONE


def test_two_digit_rows_are_explained():
    text = lesson2.check_square_from_name(one_digit_only).text
    assert "my_square_from_name('a10')" not in text  # the function's own name is used
    assert "one_digit_only('a10')" in text and "name[1:]" in text


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---

PLACES = [
    BuildsOn(
        lesson2.check_board_to_text,
        "02",
        "board_to_text",
        "row_to_text",
        1,
        spaces_for_empty,
        slip={'"\\n".join(': '" ".join('},
        slip_says="Put a newline",
    ),
]
test_builds_on = builds_on_test(PLACES)
