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

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import cast

from .. import rules
from ..rules import BLACK, EMPTY, WHITE, Board, board_from_text
from .answers import SHAPES
from .common import (
    Case,
    ChangedBoard,
    Earlier,
    Hints,
    Report,
    StillRunning,
    check_function,
    function_name,
    looking_call,
    no_return_hint,
    safe_repr,
    sample_positions,
)
from .contents import Exercise, Lesson
from .mistakes import Mistake, known_by, returns_nothing

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
        "the_row": "the row",
        "row_changed_to": "{returned}, but it also changed the row to {after}",
        "the_board": "the board",
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
        "row_reads": (
            "Row {number} should read {right}, not {got}: that is column {number} of the board. "
            "Write each line of the text from a row of the board, board[r]."
        ),
        "name_a_str": "Return the name as a str, like 'd3', not a {kind}.",
        "add_one": "Square names count rows from 1, the list counts them from 0: add 1 to the row.",
        "letter_first": "The letter comes first, then the number: 'd3'.",
        "small_letters": "Use small letters: 'd3', not 'D3'.",
        "letter_is_column": "The letter names the column (col), the number names the row (row + 1).",
        "letter_and_number": (
            "The number comes first and the letter is a capital one: a name is the small letter "
            "'abcdefgh...'[col], then the number row + 1, as in 'd3'."
        ),
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


def _not_text(got: object) -> bool:
    return got is not None and not isinstance(got, (str, ChangedRow, ChangedBoard))


def _seen(
    key: str,
    exercise: str,
    probes: Callable[[str], list[Case]],
    shows: Callable[[str, str], bool],
    examples: tuple[str, ...],
    facts: Callable[[Case, object], Mapping[str, object]] | None = None,
) -> Mistake:
    """A mistake seen in the text itself: on every case of the probe the text is right, or
    ``shows(text, right)`` (no '.' at all, one line too many, ...)."""

    def matches(got: object, right: object) -> bool:
        return got == right or (isinstance(got, str) and shows(got, cast(str, right)))

    return Mistake(
        HINTS, key, exercise, probes, lambda case: case.expected, examples, facts or _no_facts, matches
    )


def _no_facts(case: Case, got: object) -> dict[str, object]:
    return {}


def _no_dot(text: str, right: str) -> bool:
    return "." in right and "." not in text


def _spaced_otherwise(text: str, right: str) -> bool:
    return text.replace(" ", "") == right.replace(" ", "")


def _trailing(text: str, right: str) -> bool:
    return text.rstrip() == right


def _text_mistakes(
    exercise: str, probes: Callable[[str], list[Case]], what: str, examples: dict[str, str]
) -> list[Mistake]:
    """The mistakes the two exercises that build text share: printed, not a str, something at the end."""
    return [
        Mistake(
            HINTS,
            "print_not_return",
            exercise,
            probes,
            lambda case: None,
            (examples["print_not_return"],),
            lambda case, got: {"no_return": no_return_hint()},
        ),
        known_by(
            HINTS,
            "one_str",
            exercise,
            probes,
            _not_text,
            (examples["one_str"],),
            lambda case, got: {"what": HINTS[what], "kind": type(got).__name__},
        ),
        _seen("trailing", exercise, probes, _trailing, (examples["trailing"],)),
        _seen("dot_for_empty", exercise, probes, _no_dot, (examples["dot_for_empty"],)),
        _seen("one_space", exercise, probes, _spaced_otherwise, (examples["one_space"],)),
    ]


# --- exercise 1: one row ----------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class ChangedRow:
    """What ``row_to_text`` gave back when it also changed the row it should only have read."""

    returned: object
    before: list[str]
    after: list[str]

    def __repr__(self) -> str:
        return str(
            HINTS.say("row_changed_to", returned=safe_repr(self.returned), after=safe_repr(self.after))
        )


def _row_call(function: Callable[..., object], case: Case) -> object:
    """Call ``function`` on a copy of one row of the case's board; catch it changing that row."""
    board = case.position
    (number,) = case.args
    row = list(board[number])
    got = function(row)
    if row != board[number]:
        return ChangedRow(got, list(board[number]), row)
    return got


def _changed_row(case: Case, got: object) -> dict[str, object]:
    changed = cast(ChangedRow, got)
    return {"before": safe_repr(changed.before), "after": safe_repr(changed.after)}


_ROWS = [
    (EMPTY, BLACK, WHITE, EMPTY),
    (BLACK, BLACK, WHITE, WHITE),
    (WHITE, EMPTY, EMPTY, BLACK, EMPTY, WHITE),
]


def _row_probes(name: str) -> list[Case]:
    """Rows, each as row 0 of a board made for it."""
    cases = []
    for row in _ROWS:
        board = [list(row) for _ in row]
        cases.append(Case(board, (0,), rules.board_to_text(board).splitlines()[0], f"{name}(board[0])"))
    return cases


def _row_model(model: Callable[[list[str]], object]) -> Callable[[Case], object]:
    return lambda case: model(list(case.position[0]))


def _dotted(row: list[str]) -> list[str]:
    return ["." if square == EMPTY else square for square in row]


ROW_MISTAKES = [
    known_by(
        HINTS,
        "row_changed",
        "row_to_text",
        _row_probes,
        lambda got: isinstance(got, ChangedRow),
        (
            "test_exercises_lesson2:marks_the_row",
            "test_wrong_answers_lessons_0_to_3:row_emptied_while_reading",
        ),
        _changed_row,
    ),
    *_text_mistakes(
        "row_to_text",
        _row_probes,
        "the_row",
        {
            "print_not_return": "test_exercises_lesson2:prints_instead",
            "one_str": "test_wrong_answers_lessons_0_to_3:row_as_a_list",
            "trailing": "test_exercises_lesson2:trailing_space",
            "dot_for_empty": "test_exercises_lesson2:spaces_for_empty",
            "one_space": "test_exercises_lesson2:no_separator",
        },
    ),
]
"""The mistakes known in ``row_to_text``, each proven on the student's function by its own rows."""


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

    return check_function(function, cases, name=name, call=_row_call, mistakes=ROW_MISTAKES)


# --- exercise 2: the whole board ----------------------------------------------------------


def _rows_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``row_to_text`` writes every row of the case's board right."""
    board = case.position
    lines = rules.board_to_text(board).splitlines()
    return all(own(list(row)) == line for row, line in zip(board, lines, strict=True))


ROW_TO_TEXT = Earlier("row_to_text", _rows_right, LESSON)


def _board_probes(name: str) -> list[Case]:
    boards = [
        rules.initialize_board(4),
        board_from_text("● ○ . .\n. . ○ ○\n● . . .\n○ ○ ○ ●"),
        next(board for board in reversed(_positions()) if any(EMPTY in row for row in board)),
    ]
    return [Case(board, (), rules.board_to_text(board), f"{name}(board)") for board in boards]


def _board_model(model: Callable[[list[str]], str]) -> Callable[[Case], object]:
    """What a mistake gives, from the lines of the right text."""
    return lambda case: model(cast(str, case.expected).split("\n"))


def _lines(case: Case, got: object) -> dict[str, object]:
    right = cast(str, case.expected).split("\n")
    return {"lines": len(right), "got": len(str(got).split("\n"))}


def _row_reads(case: Case, got: object) -> dict[str, object]:
    pairs = zip(str(got).split("\n"), cast(str, case.expected).split("\n"), strict=False)
    number, (line, right) = next((n, pair) for n, pair in enumerate(pairs) if pair[0] != pair[1])
    return {"number": number, "right": repr(right), "got": repr(line)}


def _one_line(text: str, right: str) -> bool:
    return "\n" in right and "\n" not in text


def _newline_at_the_end(text: str, right: str) -> bool:
    return text.endswith("\n") and text.count("\n") == right.count("\n") + 1


def _other_line_count(text: str, right: str) -> bool:
    return text.count("\n") != right.count("\n")


def _columns(lines: list[str]) -> str:
    squares = [line.split(" ") for line in lines]
    return "\n".join(" ".join(row[col] for row in squares) for col in range(len(squares)))


BOARD_MISTAKES = [
    *_text_mistakes(
        "board_to_text",
        _board_probes,
        "the_board",
        {
            "print_not_return": "test_wrong_answers_lessons_0_to_3:prints_the_board",
            "one_str": "test_wrong_answers_lessons_0_to_3:board_as_lines",
            "trailing": "test_exercises_lesson2:ends_with_a_newline",
            "dot_for_empty": "real_code.zhempstead:board_to_text_zhempstead",
            "one_space": "test_wrong_answers_lessons_0_to_3:rows_with_no_spaces",
        },
    ),
    _seen("newline", "board_to_text", _board_probes, _one_line, ("test_exercises_lesson2:one_long_line",)),
    _seen(
        "ends_with_newline",
        "board_to_text",
        _board_probes,
        _newline_at_the_end,
        ("real_code.kirkby:board_to_text_kirkby",),
        _lines,
    ),
    _seen(
        "line_count",
        "board_to_text",
        _board_probes,
        _other_line_count,
        ("test_exercises_lesson2:misses_the_last_row", "real_code.hietan:board_to_text_hietan"),
        _lines,
    ),
    Mistake(
        HINTS,
        "row_reads",
        "board_to_text",
        _board_probes,
        _board_model(_columns),
        ("test_exercises_lesson2:columns_for_rows",),
        _row_reads,
    ),
]
"""The mistakes known in ``board_to_text``, each proven on the student's function by its own boards."""


@LESSON.check
def check_board_to_text(function: Callable[..., object]) -> Report:
    """Check ``board_to_text(board)`` on many boards; the board must not change."""
    name = function_name(function, "board_to_text")
    cases = [Case(board, (), rules.board_to_text(board), f"{name}(board)") for board in _positions()]

    return check_function(
        function, cases, name=name, call=looking_call, builds_on=[ROW_TO_TEXT], mistakes=BOARD_MISTAKES
    )


# --- exercise 3: the name of a square -------------------------------------------------------


def _all_squares() -> list[tuple[int, int]]:
    """Every square of the largest board, row by row, so that 'a1' comes first and 'a10' later."""
    return [(row, col) for row in range(rules.MAX_SIZE) for col in range(rules.MAX_SIZE)]


_SQUARES = [(0, 0), (2, 3), (9, 1), (4, 12), (1, 25)]


def _name_probes(name: str) -> list[Case]:
    return [
        Case(None, (row, col), rules.square_name(row, col), f"{name}({row}, {col})") for row, col in _SQUARES
    ]


def _eight_by_eight_probes(name: str) -> list[Case]:
    """Squares of an 8x8 board: names a student's 8x8 arithmetic gets right but for its letters."""
    return [
        Case(None, (row, col), rules.square_name(row, col), f"{name}({row}, {col})")
        for row, col in [(0, 0), (2, 3), (7, 6)]
    ]


def _has_a_capital(got: object) -> bool:
    return isinstance(got, str) and any(letter.isupper() for letter in got)


def _naming(key: str, model: Callable[[int, int], str], example: str) -> Mistake:
    return Mistake(HINTS, key, "square_name", _name_probes, lambda case: model(*case.args), (example,))


NAME_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "square_name",
        _name_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_the_name",),
    ),
    known_by(
        HINTS,
        "name_a_str",
        "square_name",
        _name_probes,
        _not_text,
        ("test_wrong_answers_lessons_0_to_3:name_as_a_pair",),
        lambda case, got: {"kind": type(got).__name__},
    ),
    _naming("add_one", lambda row, col: f"{LETTERS[col]}{row}", "test_exercises_lesson2:row_from_zero"),
    _naming(
        "letter_first", lambda row, col: f"{row + 1}{LETTERS[col]}", "test_exercises_lesson2:number_first"
    ),
    _naming(
        "small_letters",
        lambda row, col: f"{LETTERS[col]}{row + 1}".upper(),
        "test_exercises_lesson2:capital_letters",
    ),
    _naming(
        "letter_is_column",
        lambda row, col: f"{LETTERS[row]}{col + 1}",
        "test_exercises_lesson2:row_and_column_swapped",
    ),
    _naming(
        "letter_and_number",
        lambda row, col: f"{row + 1}{LETTERS[col].upper()}",
        "real_code.kirkby:square_name_kirkby",
    ),
    known_by(  # a capital letter, whatever else the answer does beyond the eighth row or column
        HINTS,
        "small_letters",
        "square_name",
        _eight_by_eight_probes,
        _has_a_capital,
        ("test_exercises_lesson2:capital_letters_on_an_8x8_index",),
    ),
]
"""The mistakes known in ``square_name``, each proven on the student's function by its own squares."""


@LESSON.check
def check_square_name(function: Callable[..., object]) -> Report:
    """Check ``square_name(row, col)`` on every square of boards up to 26x26."""
    name = function_name(function, "square_name")
    cases = [
        Case(None, (row, col), rules.square_name(row, col), f"{name}({row}, {col})")
        for row, col in _all_squares()
    ]

    return check_function(function, cases, name=name, mistakes=NAME_MISTAKES)


# --- exercise 4: a square from its name ------------------------------------------------------


_NAMES = ["a1", "d3", "a10", "c12", "z26"]


def _from_name_probes(name: str) -> list[Case]:
    return [Case(None, (text,), rules.square_from_name(text), f"{name}({text!r})") for text in _NAMES]


def _reading(key: str, model: Callable[[str], object], example: str, **more: object) -> Mistake:
    def facts(case: Case, got: object) -> dict[str, object]:
        text = case.args[0]
        return {"text": repr(text), "digits": len(text) - 1}

    return Mistake(
        HINTS, key, "square_from_name", _from_name_probes, lambda case: model(case.args[0]), (example,), facts
    )


def _not_a_pair(got: object) -> bool:
    return got is not None and not (isinstance(got, (tuple, list)) and len(got) == 2)


FROM_NAME_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "square_from_name",
        _from_name_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_the_square",),
    ),
    _reading("a_tuple", lambda text: list(rules.square_from_name(text)), "test_exercises_lesson2:as_a_list"),
    known_by(
        HINTS,
        "pair_of_ints",
        "square_from_name",
        _from_name_probes,
        _not_a_pair,
        ("test_wrong_answers_lessons_0_to_3:only_the_row",),
    ),
    _reading(
        "pair_swapped", lambda text: rules.square_from_name(text)[::-1], "test_exercises_lesson2:column_first"
    ),
    _reading(
        "subtract_one",
        lambda text: (int(text[1:]), LETTERS.index(text[0])),
        "test_exercises_lesson2:forgets_to_subtract",
    ),
    _reading(
        "still_text", lambda text: (text[1:], LETTERS.index(text[0])), "test_exercises_lesson2:number_as_text"
    ),
    _reading(
        "more_digits",
        lambda text: (int(text[1]) - 1, LETTERS.index(text[0])),
        "test_exercises_lesson2:one_digit_only",
    ),
]
"""The mistakes known in ``square_from_name``, each proven on the student's function by its own names."""


@LESSON.check
def check_square_from_name(function: Callable[..., object]) -> Report:
    """Check ``square_from_name(name)`` on the name of every square of boards up to 26x26."""
    name = function_name(function, "square_from_name")
    cases = []
    for row, col in _all_squares():
        square_name = rules.square_name(row, col)
        want = rules.square_from_name(square_name)
        cases.append(Case(None, (square_name,), want, f"{name}({square_name!r})"))

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
        function, cases, name=name, error_hints={Exception: number_first}, mistakes=FROM_NAME_MISTAKES
    )
