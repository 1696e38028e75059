"""Checks for lesson 2, *Showing the board*.

* ``row_to_text(row)``: one row as text, ``". ○ ● ."``;
* ``board_to_text(board)``: the whole board, one row a line (as ``board_to_text``);
* ``square_name(row, col)``: ``(2, 3)`` -> ``"d3"``;
* ``square_from_name(name)``: ``"d3"`` -> ``(2, 3)``.

The right answers come from ``othello_lesson.rules`` (``board_to_text``,
``square_name``, ``square_from_name``).

>>> check_square_name(lambda row, col: "abcdefghijklmnopqrstuvwxyz"[col] + str(row))
✘ square_name is not right yet. The smallest case where it goes wrong:
<BLANKLINE>
square_name(0, 0)
returned: 'a0'
expected: 'a1'
<BLANKLINE>
Hint: Square names count rows from 1, the list counts them from 0: add 1 to the row.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from .. import rules
from ..rules import Board, Move
from .common import (
    NO_RETURN_HINT,
    Case,
    Earlier,
    Hints,
    Report,
    StillRunning,
    changed_hint,
    check_function,
    function_name,
    looking_call,
    safe_repr,
    sample_positions,
)
from .contents import Exercise, Lesson

LESSON = Lesson(
    2,
    "Showing the board",
    Exercise("row_to_text"),
    Exercise("board_to_text", builds_on=("row_to_text",)),
    Exercise("square_name"),
    Exercise("square_from_name"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_board_to_text", "check_row_to_text", "check_square_from_name", "check_square_name"]

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _positions() -> list[Board]:
    """Real positions of seeded games on 4x4, 6x6 and 8x8 boards, each board once."""
    boards, seen = [], set()
    for board, _ in sample_positions():
        text = rules.board_to_text(board)
        if text not in seen:
            seen.add(text)
            boards.append(board)
    return boards


HINTS = Hints(
    "lesson2",
    {
        "print_not_return": "{no_return} (print shows text; return gives it back)",
        "one_str": "Return {what} as one str, not a {kind}.",
        "trailing": "Take away what comes after the last square: no space or newline at the end.",
        "dot_for_empty": "Write an empty square as '.', so that it can be seen.",
        "one_space": "Put exactly one space between two squares: ' '.join(...) does that.",
        "row_changed": (
            "row_to_text should only read the row it is given, never change it: no row[i] = ..., "
            "row.append(...) or row.remove(...) here. (The row {before} "
            "became {after}.) Build the text in a new list or string instead."
        ),
        "newline": "Put a newline '\\n' between rows: '\\n'.join(...) of the rows' texts.",
        "line_count": "The text needs {lines} lines, one a row; yours has {got}.",
        "row_reads": "Row {number} should read {right}, not {got}.",
        "join_rows": "Make each row's text as row_to_text does, then join the rows with '\\n'.",
        "name_a_str": "Return the name as a str, like 'd3', not a {kind}.",
        "add_one": "Square names count rows from 1, the list counts them from 0: add 1 to the row.",
        "letter_first": "The letter comes first, then the number: 'd3'.",
        "small_letters": "Use small letters: 'd3', not 'D3'.",
        "letter_is_column": "The letter names the column (col), the number names the row (row + 1).",
        "letter_and_number": "The letter is 'abcdefgh...'[col] and the number is row + 1.",
        "a_tuple": "Return a tuple, (row, col), with round brackets.",
        "pair_of_ints": "Return a pair of ints in round brackets: (row, col).",
        "pair_swapped": (
            "The pair is the wrong way round: the row (from the number) comes first, then the column."
        ),
        "subtract_one": (
            "Square names count rows from 1, the list counts them from 0: subtract 1 from the number."
        ),
        "still_text": "The number is still text: int(...) turns '3' into 3.",
        "more_digits": (
            "In {text} the number has {digits} digits: take everything after the letter, name[1:]."
        ),
        "column_and_row": (
            "The column is the letter's place in 'abcdef...' (a is 0); the row is the number minus 1."
        ),
        "number_first": (
            "{name} reads a name number first: given {turned!r}, the name {given!r} the other way round, "
            "it answers {got}, the square {given!r} is. A square's name is its column's letter, then "
            "its row's number: read the letter from name[0] and the number from name[1:]."
        ),
        "ends_with_newline": (
            "The text ends with a newline '\\n', so it has {got} lines where the board's {lines} rows "
            "need {lines}: put '\\n' between rows only, as '\\n'.join(...) does."
        ),
    },
)
"""Every hint of lesson 2's checks, under a stable id (``lesson2.add_one``, say)."""


def _text_hint(got: object, want: str, what: str) -> str:
    """Hints shared by the two exercises that build text."""
    if got is None:
        return HINTS.say("print_not_return", no_return=NO_RETURN_HINT)
    if not isinstance(got, str):
        return HINTS.say("one_str", what=what, kind=type(got).__name__)
    if got.rstrip() == want and got != want:
        return HINTS.say("trailing")
    if "." not in got and "." in want:
        return HINTS.say("dot_for_empty")
    if got.replace(" ", "") == want.replace(" ", "") and got != want:
        return HINTS.say("one_space")
    return ""


# --- exercise 1: one row ----------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class ChangedRow:
    """What ``row_to_text`` gave back when it also changed the row it should only have read."""

    returned: object
    before: list[str]
    after: list[str]

    def __repr__(self) -> str:
        return f"{safe_repr(self.returned)}, but it also changed the row to {safe_repr(self.after)}"


def _row_call(function: Callable[..., object], case: Case) -> object:
    """Call ``function`` on a copy of one row of the case's board; catch it changing that row."""
    board = case.position
    (number,) = case.args
    row = list(board[number])
    got = function(row)
    if row != board[number]:
        return ChangedRow(got, list(board[number]), row)
    return got


def _changed_row_hint(got: ChangedRow) -> str:
    return HINTS.say("row_changed", before=safe_repr(got.before), after=safe_repr(got.after))


@LESSON.check
def check_row_to_text(function: Callable[..., object]) -> Report:
    """Check ``row_to_text(row)`` on every row of many boards; the row must not change."""
    name = function_name(function, "row_to_text")
    cases, seen = [], set()
    for board in _positions():
        for number, line in enumerate(rules.board_to_text(board).splitlines()):
            if (len(board), line) not in seen:
                seen.add((len(board), line))
                cases.append(Case(board, (number,), line, f"{name}(board[{number}])"))

    def hint_for(case: Case, got: object) -> str:
        if isinstance(got, ChangedRow):
            return _changed_row_hint(got)
        return (
            changed_hint(got)
            or _text_hint(got, cast(str, case.expected), "the row")
            or "Turn each square into its text ('.' for EMPTY), then join them with ' '."
        )

    return check_function(function, cases, name=name, call=_row_call, hint_for=hint_for)


# --- exercise 2: the whole board ----------------------------------------------------------


def _rows_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``row_to_text`` writes every row of the case's board right."""
    board = case.position
    lines = rules.board_to_text(board).splitlines()
    return all(own(list(row)) == line for row, line in zip(board, lines, strict=True))


ROW_TO_TEXT = Earlier("row_to_text", _rows_right, LESSON, wrong_on="writes some rows of this board wrongly")


@LESSON.check
def check_board_to_text(function: Callable[..., object]) -> Report:
    """Check ``board_to_text(board)`` on many boards; the board must not change."""
    name = function_name(function, "board_to_text")
    cases = [Case(board, (), rules.board_to_text(board), f"{name}(board)") for board in _positions()]

    def hint_for(case: Case, got: object) -> str:
        want = cast(str, case.expected)
        hint = changed_hint(got) or _text_hint(got, want, "the board")
        if hint:
            return hint
        if isinstance(got, str):
            if "\n" not in got:
                return HINTS.say("newline")
            lines, right = got.split("\n"), want.split("\n")
            if len(lines) == len(right) + 1 and got.endswith("\n"):
                return HINTS.say("ends_with_newline", lines=len(right), got=len(lines))
            if len(lines) != len(right):
                return HINTS.say("line_count", lines=len(right), got=len(lines))
            for number, (line, right_line) in enumerate(zip(lines, right, strict=True)):
                if line != right_line:
                    return HINTS.say("row_reads", number=number, right=repr(right_line), got=repr(line))
        return HINTS.say("join_rows")

    return check_function(
        function, cases, name=name, call=looking_call, hint_for=hint_for, builds_on=[ROW_TO_TEXT]
    )


# --- exercise 3: the name of a square -------------------------------------------------------


def _all_squares() -> list[tuple[int, int]]:
    """Every square of the largest board, row by row, so that 'a1' comes first and 'a10' later."""
    return [(row, col) for row in range(rules.MAX_SIZE) for col in range(rules.MAX_SIZE)]


@LESSON.check
def check_square_name(function: Callable[..., object]) -> Report:
    """Check ``square_name(row, col)`` on every square of boards up to 26x26."""
    name = function_name(function, "square_name")
    cases = [
        Case(None, (row, col), rules.square_name(row, col), f"{name}({row}, {col})")
        for row, col in _all_squares()
    ]

    def hint_for(case: Case, got: object) -> str:
        row, col = case.args
        if got is None:
            return NO_RETURN_HINT
        if not isinstance(got, str):
            return HINTS.say("name_a_str", kind=type(got).__name__)
        if got == f"{LETTERS[col]}{row}":
            return HINTS.say("add_one")
        if got == f"{row + 1}{LETTERS[col]}":
            return HINTS.say("letter_first")
        if got.lower() == case.expected and got != case.expected:
            return HINTS.say("small_letters")
        if got == f"{LETTERS[row]}{col + 1}":
            return HINTS.say("letter_is_column")
        return HINTS.say("letter_and_number")

    return check_function(function, cases, name=name, hint_for=hint_for)


# --- exercise 4: a square from its name ------------------------------------------------------


@LESSON.check
def check_square_from_name(function: Callable[..., object]) -> Report:
    """Check ``square_from_name(name)`` on the name of every square of boards up to 26x26."""
    name = function_name(function, "square_from_name")
    cases = []
    for row, col in _all_squares():
        square_name = rules.square_name(row, col)
        want = rules.square_from_name(square_name)
        cases.append(Case(None, (square_name,), want, f"{name}({square_name!r})"))

    def hint_for(case: Case, got: object) -> str:
        row, col = cast(Move, case.expected)
        text = case.args[0]
        if got is None:
            return NO_RETURN_HINT
        if isinstance(got, list) and tuple(got) == case.expected:
            return HINTS.say("a_tuple")
        if not isinstance(got, tuple) or len(got) != 2:
            return HINTS.say("pair_of_ints")
        if got == (col, row):
            return HINTS.say("pair_swapped")
        if got == (row + 1, col):
            return HINTS.say("subtract_one")
        if got == (str(row + 1), col) or got == (str(row), col):
            return HINTS.say("still_text")
        if len(text) > 2 and got[0] in (int(text[1]) - 1, int(text[1])):
            return HINTS.say("more_digits", text=repr(text), digits=len(text) - 1)
        return HINTS.say("column_and_row")

    def number_first(guarded: Callable[..., object], case: Case) -> str:
        """Where the answer raises on a name: does it read the name written number first instead?"""
        given = case.args[0]
        turned = given[1:] + given[0]
        try:
            got = guarded(turned)
        except (Exception, StillRunning, SystemExit):
            return ""
        if got != case.expected:
            return ""
        return HINTS.say("number_first", name=name, turned=turned, given=given, got=got)

    return check_function(
        function, cases, name=name, hint_for=hint_for, error_hints={Exception: number_first}
    )
