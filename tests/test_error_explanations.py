"""Every error a student's code raises is explained from the error itself, by every check.

Each test is a real beginner's mistake in Othello code, written in a notebook cell
(its source kept where Python's tracebacks find it, as Jupyter does) and run
through a lesson's real check.  The hint must say what the error is, name the
name involved and the student's line, and say nothing of a mistake the code does
not have (no "past the end" for an assert, no "knows no name" for a variable used
too early).  The check's own words, if any, follow the explanation.
"""

from __future__ import annotations

import itertools
import linecache
import textwrap

import pytest
from _wrong_answers import hint_of

from othello_lesson.exercises import driver, lesson1, lesson2, lesson3, lesson4, lesson5
from othello_lesson.exercises.common import WRONG, Case, check_function
from othello_lesson.exercises.errors import ERROR_PARTS, ERRORS
from othello_lesson.exercises.hints import words_of

_CELLS = itertools.count(1)

# What each class of error's explanation says, and so what no other class's may say.
SAYS_OF = {
    "UnboundLocalError": "before it is given a value",
    "NameError": "Python knows no name",
    "IndexError": "past the end",
    "KeyError": "for the key",
    "AttributeError": "has no attribute",
    "AssertionError": "your own assert",
    "ZeroDivisionError": "divided by 0",
    "RecursionError": "calls itself again and again",
    "ValueError": "one name for each value",
}


def cell(
    source: str, *, imports: str = "from othello_lesson.rules import BLACK, WHITE, EMPTY, DIRECTIONS"
) -> dict:
    """Run ``source`` as a notebook cell would, and give back the notebook's names."""
    name = f"<ipython-input-{next(_CELLS)}-errors>"
    text = textwrap.dedent(source).lstrip("\n")
    linecache.cache[name] = (len(text), None, text.splitlines(keepends=True), name)
    notebook: dict = {"__name__": "__main__"}
    exec(imports, notebook)
    exec(compile(text, name, "exec"), notebook)
    return notebook


def explained(report, error: str, *phrases: str) -> str:
    """The report's hint, once it is proven to explain ``error`` and to say every one of ``phrases``."""
    assert report.status == WRONG, report.text
    hint = hint_of(report)
    assert hint.startswith(f"{error} on line "), report.text
    for phrase in phrases:
        assert phrase in hint, f"the hint should say {phrase!r}:\n{report.text}"
    for other, words in SAYS_OF.items():
        if other != error and not (error == "UnboundLocalError" and other == "NameError"):
            assert words not in hint, f"a {error} is not a {other} ({words!r}):\n{report.text}"
    assert "Traceback" not in report.text
    return hint


@pytest.fixture
def outcomes(monkeypatch):
    told = []
    monkeypatch.setattr(driver, "LISTENERS", [told.append])
    return told


def test_a_count_added_to_before_it_is_given_a_value(outcomes):
    notebook = cell(
        """
        def count_colour(board, colour):
            for row in board:
                for square in row:
                    if square == colour:
                        count += 1
            count = 0
            return count
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(
        report,
        "UnboundLocalError",
        "on line 5 of count_colour: count is used before it is given a value",
        "count = 0",
    )
    assert "count += 1" in report.text  # the student's line, shown where it was raised
    assert "knows no name" not in report.text
    assert outcomes[-1].hint_id == "errors.unbound_local"


def test_a_variable_given_a_value_only_in_an_if_that_did_not_run():
    notebook = cell(
        """
        def is_on_board(board, row, col):
            if 0 <= row < len(board):
                inside = 0 <= col < len(board)
            return inside
        """
    )
    report = lesson3.check_is_on_board(notebook["is_on_board"])
    explained(report, "UnboundLocalError", "on line 4 of is_on_board: inside is used", "(line 3) did not run")


def test_a_global_count_changed_inside_a_function():
    notebook = cell(
        """
        count = 0
        def count_colour(board, colour):
            for row in board:
                count += row.count(colour)
            return count
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(report, "UnboundLocalError", "line 4 of count_colour", "count_colour's own variable")


def test_a_misspelt_list_of_directions_is_named_with_the_name_meant(outcomes):
    notebook = cell(
        """
        def is_valid_move(board, row, col, colour):
            if not (0 <= row < len(board) and 0 <= col < len(board)) or board[row][col] != EMPTY:
                return False
            for dr, dc in DIRECTONS:
                if rules.flips_in_direction(board, row, col, dr, dc, colour):
                    return True
            return False
        """,
        imports="from othello_lesson import rules\nfrom othello_lesson.rules import EMPTY, DIRECTIONS",
    )
    report = lesson3.check_is_valid_move(notebook["is_valid_move"])
    explained(
        report, "NameError", "on line 4 of is_valid_move", "no name DIRECTONS: did you mean DIRECTIONS?"
    )
    assert outcomes[-1].hint_id == "errors.name_misspelt"


def test_a_constant_of_the_rules_the_notebook_did_not_import_is_told_where_it_comes_from():
    notebook = cell(
        """
        def is_on_board(board, row, col):
            on = 0 <= row < len(board) and 0 <= col < len(board)
            return on and board[row][col] in (EMPTY, BLACK, WHITE)
        """,
        imports="",
    )
    report = lesson3.check_is_on_board(notebook["is_on_board"])
    explained(report, "NameError", "line 3 of is_on_board", "from othello_lesson.rules import EMPTY")
    assert "run the cell that makes it" not in report.text


def test_a_walk_off_a_4x4_board_names_the_index_and_the_length():
    notebook = cell(
        """
        def sandwiches(board, row, col, dr, dc, colour):
            r, c = row + dr, col + dc
            seen = 0
            while board[r][c] != EMPTY:
                if board[r][c] == colour:
                    return seen > 0
                seen += 1
                r, c = r + dr, c + dc
            return False
        """
    )
    report = lesson3.check_sandwiches(notebook["sandwiches"])
    hint = explained(
        report,
        "IndexError",
        "line 4 of sandwiches",
        "board[r][c] asks for item 4 of board[r] (c is 4)",
        "has 4 items",
    )
    assert hint.index("past the end") < hint.index("Ask is_on_board(board, r, c)")  # the check's words follow


def test_bounds_of_an_8x8_board_on_a_4x4_board_name_the_row_and_the_8():
    notebook = cell(
        """
        def flips_in_direction(board, row, col, dr, dc, colour):
            r, c = row + dr, col + dc
            ray = []
            while 0 <= r < 8 and 0 <= c < 8 and board[r][c] not in (colour, EMPTY):
                ray.append((r, c))
                r, c = r + dr, c + dc
            if 0 <= r < 8 and 0 <= c < 8 and board[r][c] == colour:
                return ray
            return []
        """
    )
    report = lesson4.check_flips_in_direction(notebook["flips_in_direction"])
    # the one-way boards prove the walk right on 8x8 only: that case is shown, whole, with what it
    # showed; the 4x4 board's IndexError is no part of it (one case a report)
    assert "written for 8x8" in report.hint and "26x26" in report.hint
    assert len(report.failure.board) == 26 and "IndexError" not in report.text


def test_a_dictionary_of_eight_letters_names_the_missing_key():
    notebook = cell(
        """
        COLUMNS = {"a": 0, "b": 1, "c": 2, "d": 3, "e": 4, "f": 5, "g": 6, "h": 7}
        def square_from_name(name):
            return int(name[1:]) - 1, COLUMNS[name[0]]
        """
    )
    report = lesson2.check_square_from_name(notebook["square_from_name"])
    explained(report, "KeyError", "on line 3 of square_from_name", "COLUMNS for the key 'i'", "'a', 'b'")


def test_a_helper_that_forgot_return_is_named_when_its_answer_is_looped_over():
    notebook = cell(
        """
        def flips_in_direction(board, row, col, dr, dc, colour):
            ray = []
            r, c = row + dr, col + dc
            while 0 <= r < len(board) and 0 <= c < len(board) and board[r][c] not in (colour, EMPTY):
                ray.append((r, c))
                r, c = r + dr, c + dc

        def flipped_discs(board, row, col, colour):
            flips = []
            for dr, dc in DIRECTIONS:
                for square in flips_in_direction(board, row, col, dr, dc, colour):
                    flips.append(square)
            return flips
        """
    )
    report = lesson4.check_flipped_discs(notebook["flipped_discs"])
    hint = explained(
        report, "TypeError", "on line 11 of flipped_discs", "flips_in_direction has no return", "None"
    )
    assert "looped over" in hint


def test_a_helper_called_with_too_few_arguments_names_it_and_what_it_takes(outcomes):
    notebook = cell(
        """
        def is_valid_move(board, row, col, colour):
            return rules.is_valid_move(board, row, col, colour)

        def valid_moves_list(board, colour):
            moves = []
            for r in range(len(board)):
                for c in range(len(board)):
                    if is_valid_move(board, r, c):
                        moves.append((r, c))
            return moves
        """,
        imports="from othello_lesson import rules",
    )
    report = lesson5.check_valid_moves_list(notebook["valid_moves_list"])
    explained(
        report,
        "TypeError",
        "on line 8 of valid_moves_list: is_valid_move is called with 3 arguments, but it takes 4",
        "is_valid_move(board, row, col, colour)",
        "leaves out colour",
    )
    assert "Fix exercise" not in report.text  # the call's own slip, whatever is_valid_move answers
    assert outcomes[-1].hint_id == "errors.arguments_missing"


def test_a_float_from_slash_names_the_division():
    notebook = cell(
        """
        def initialize_board(size):
            board = [[EMPTY] * size for _ in range(size)]
            half = size / 2
            board[half - 1][half - 1] = WHITE
            return board
        """
    )
    report = lesson1.check_initialize_board(notebook["initialize_board"])
    explained(report, "TypeError", "on line 4 of initialize_board: half is 2.0, a float", "use //")


def test_looping_over_a_length_is_told_to_use_range():
    notebook = cell(
        """
        def count_colour(board, colour):
            count = 0
            for r in len(board):
                count += board[r].count(colour)
            return count
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(
        report, "TypeError", "on line 3 of count_colour: len(board) is a whole number", "range(len(board))"
    )


def test_deepcopy_called_as_a_method_is_told_it_belongs_to_copy():
    notebook = cell(
        """
        def count_colour(board, colour):
            mine = board.copy().deepcopy()
            return sum(row.count(colour) for row in mine)
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(
        report, "AttributeError", "on line 2 of count_colour: board.copy() is a list", "copy.deepcopy(board)"
    )


def test_appending_to_a_tuple_is_told_a_tuple_never_changes():
    notebook = cell(
        """
        def valid_moves_list(board, colour):
            moves = ()
            for r in range(len(board)):
                for c in range(len(board)):
                    if rules.is_valid_move(board, r, c, colour):
                        moves.append((r, c))
            return list(moves)
        """,
        imports="from othello_lesson import rules",
    )
    report = lesson5.check_valid_moves_list(notebook["valid_moves_list"])
    explained(report, "AttributeError", "on line 6 of valid_moves_list: moves is a tuple", "no append")


def test_a_method_misspelt_gets_the_one_meant():
    notebook = cell(
        """
        def count_colour(board, colour):
            return sum(row.counts(colour) for row in board)
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(
        report, "AttributeError", "line 2 of count_colour", "row is a list", "counts: did you mean count?"
    )


def test_the_students_own_assert_is_shown_and_never_taken_for_a_square_off_the_board(outcomes):
    notebook = cell(
        """
        def is_valid_move(board, row, col, colour):
            assert 0 <= row < len(board) and 0 <= col < len(board), "off the board"
            return rules.is_valid_move(board, row, col, colour)
        """,
        imports="from othello_lesson import rules",
    )
    report = lesson3.check_is_valid_move(notebook["is_valid_move"])
    hint = explained(
        report,
        "AssertionError",
        "on line 2 of is_valid_move: your own assert found",
        "0 <= row < len(board) and 0 <= col < len(board) False on this case",
        "row is",
        "off the board",
    )
    assert "IndexError" not in hint and "read a square off" not in hint and "is_on_board" not in hint
    assert outcomes[-1].hint_id == "errors.assertion"


def test_a_division_by_a_sum_that_is_zero_names_the_divisor():
    notebook = cell(
        """
        def mobility(mine, theirs):
            return 100 * (mine - theirs) / (mine + theirs)
        """
    )
    cases = [Case(None, (4, 2), 100 * 2 / 6, "mobility(4, 2)"), Case(None, (0, 0), 0, "mobility(0, 0)")]
    report = check_function(notebook["mobility"], cases, name="mobility")
    explained(report, "ZeroDivisionError", "on line 2 of mobility", "divides by mine + theirs, which is 0")


def test_a_walk_that_calls_itself_without_end_is_told_so():
    notebook = cell(
        """
        def ray_squares(board, row, col, dr, dc):
            r, c = row + dr, col + dc
            return [(r, c)] + ray_squares(board, r, c, dr, dc)
        """
    )
    report = lesson3.check_ray_squares(notebook["ray_squares"])
    explained(report, "RecursionError", "on line 3 of ray_squares: ray_squares calls itself again and again")


def test_a_move_of_three_values_unpacked_into_two_names():
    notebook = cell(
        """
        def row_of(move):
            row, col = move
            return row
        """
    )
    report = check_function(
        notebook["row_of"], [Case(None, ((2, 3, "●"),), 2, "row_of((2, 3, '●'))")], name="row_of"
    )
    explained(
        report, "ValueError", "on line 2 of row_of: row, col takes 2 values, but move holds 3", "(2, 3, '●')"
    )


def test_an_error_in_a_right_helper_is_sent_back_to_the_line_that_called_it():
    notebook = cell(
        """
        def sandwiches(board, row, col, dr, dc, colour):
            r, c = row + dr, col + dc
            seen = 0
            while 0 <= r < len(board) and 0 <= c < len(board) and board[r][c] != EMPTY:
                if board[r][c] == colour:
                    return seen > 0
                seen += 1
                r, c = r + dr, c + dc
            return False

        def is_valid_move(board, row, col, colour):
            if not (0 <= row < len(board) and 0 <= col < len(board)) or board[row][col] != EMPTY:
                return False
            for direction in DIRECTIONS:
                if sandwiches(board, row, col, direction, direction, colour):
                    return True
            return False
        """,
        imports="from othello_lesson import rules\nfrom othello_lesson.rules import EMPTY, DIRECTIONS",
    )
    assert lesson3.check_sandwiches(notebook["sandwiches"]).passed
    report = lesson3.check_is_valid_move(notebook["is_valid_move"])
    assert report.status == WRONG, report.text
    assert "raised at: line 2 of the cell that defines sandwiches" in report.text
    assert "called from line 15 of the cell that defines is_valid_move" in report.text
    hint = hint_of(report)
    assert hint.startswith("TypeError on line 2 of sandwiches") and "'int' and 'tuple'" in hint
    assert "Your sandwiches is right on what this case asks of it" in hint
    assert "look at line 15 of is_valid_move" in hint
    assert "Fix exercise" not in hint


def test_an_error_the_student_raises_on_purpose_is_not_explained():
    notebook = cell(
        """
        def row_of(move):
            raise ValueError("a move is two numbers")
        """
    )
    report = check_function(notebook["row_of"], [Case(None, ((2, 3),), 2, "row_of((2, 3))")], name="row_of")
    assert "ValueError: a move is two numbers" in report.text
    assert "Hint:" not in report.text


FOLLOWS_AN_EXPLANATION = {"helper_is_right", "in_earlier_exercise"}  # sentences said after one


def test_every_explanation_is_a_hint_of_the_errors_table():
    assert len(ERRORS) >= 30
    for key in ERRORS:
        assert words_of(f"errors.{key}") == ERRORS[key]
        if key not in FOLLOWS_AN_EXPLANATION:
            assert "{line}" in ERRORS[key] and "{function}" in ERRORS[key], key
    for key in ERROR_PARTS:
        assert words_of(f"errors_parts.{key}") == ERROR_PARTS[key]


def test_a_number_smaller_than_the_board_is_never_taken_for_its_size():
    notebook = cell(
        """
        def count_colour(board, colour):
            count = 0
            for r in range(len(board)):
                count += board[r + 3].count(colour)
            return count
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    hint = explained(
        report, "IndexError", "line 4 of count_colour", "board[r + 3] asks for item", "(r + 3 is "
    )
    assert "where the size of the board belongs" not in hint
