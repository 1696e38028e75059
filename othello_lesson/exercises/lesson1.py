"""Checks for lesson 1, *The board*.

* ``empty_board(size)``: a new board of ``size`` x ``size`` empty squares,
  every row a list of its own (the aliasing trap is caught and explained);
* ``count_colour(board, colour)``: how many discs of one colour a board holds;
* ``initialize_board(size)``: the start position, on any even size.

A board that comes back is shown as a small text picture, so the student
sees at once what is different.

>>> check_empty_board(lambda size: [[EMPTY] * size] * size)
✘ empty_board is not right yet. The smallest case where it goes wrong:
<BLANKLINE>
empty_board(2)
returned: a board in which some rows are one and the same list: the board
. .
. .
expected: the board
. .
. .
<BLANKLINE>
Hint: The rows are one and the same list, ...
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from .. import rules
from ..rules import BLACK, EMPTY, WHITE, Board, Colour
from .answers import SHAPES
from .builds_on import Earlier
from .common import (
    NAMES,
    Case,
    Hints,
    Mistake,
    Property,
    Report,
    check_function,
    counted,
    function_name,
    looking_call,
    sample_positions,
)
from .contents import Exercise, Lesson
from .mistakes import returns_nothing

LESSON = Lesson(
    1,
    "The board",
    Exercise("empty_board"),
    Exercise("count_colour"),
    Exercise("initialize_board", builds_on=("empty_board",)),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["ShownBoard", "check_count_colour", "check_empty_board", "check_initialize_board", "shown"]


HINTS = Hints(
    "lesson1",
    {
        # A board an answer returned, as a report shows it.
        "no_rows": "[] (a list with no rows)",
        "the_board": "the board",
        "rows_shared": "a board in which some rows are one and the same list: ",
        "rows_again": "the same rows as the board it returned when called before: ",
        "shared_rows": (
            "The rows are one and the same list, so changing one square changes that square in "
            "every row (the aliasing trap). Make a new list for every row, with a list comprehension "
            "whose [...] runs once for each row."
        ),
        "same_board_again": (
            "Called twice, it gave back rows of the board it gave the first time, so playing on one "
            "board changes the other. Make every row new inside the function, each time it is called."
        ),
        "not_a_list": "Return a list of rows (a list of lists), not a {kind}.",
        "row_not_a_list": "Every row must be a list, like [EMPTY, EMPTY, EMPTY, EMPTY].",
        "rows_and_squares": "The board needs {rows} of {squares} each.",
        "one_size_always": (
            "{name} gives a board of {got} rows whatever the size: asked for {asked} it gave {got} "
            "rows each time. Make the board from size: size rows of size squares."
        ),
        "square_values": "A square holds EMPTY (a space ' '), BLACK or WHITE, and nothing else.",
        "last_missed": (
            "The last row or the last column was missed: range(len(board)) already stops at the end."
        ),
        "last_row_only": (
            "Only the last row was counted: count = ... puts a new number in count each time "
            "round the loop, so only the last row's is left. Add each row's count: count += ..."
        ),
        "first_row_only": "Only the first row was counted: go through every row of the board.",
        "both_colours": "Those are the discs of both colours: count only squares that hold `colour`.",
        "colours_swapped": "The colours are swapped: White goes top-left of the centre, Black top-right.",
        "centre": (
            "On a {size}x{size} board the four discs sit on rows and columns {before} and {mid} "
            "(size // 2 - 1 and size // 2): work them out from size."
        ),
    },
)
"""Every hint of lesson 1's checks, under a stable id (``lesson1.shared_rows``, say)."""


# --- showing a board that a function returned --------------------------------------


def _square_text(square: object) -> str:
    if square == EMPTY:
        return "."
    if square in (BLACK, WHITE):
        return str(square)
    return repr(square)


class ShownBoard(list[Sequence[object]]):
    """A board (a list of rows) that shows itself as a small text picture in a report."""

    def __repr__(self) -> str:
        if not self:
            return HINTS["no_rows"]
        lines = [" ".join(_square_text(square) for square in row) for row in self]
        return HINTS["the_board"] + "\n" + "\n".join(lines)


class SharedRows(ShownBoard):
    """A returned board whose rows are not all different lists: the aliasing trap."""

    def __eq__(self, other: object) -> bool:
        return False

    def __repr__(self) -> str:
        return HINTS["rows_shared"] + super().__repr__()


def shown(got: object) -> object:
    """Wrap a returned list of lists so that a report draws it; leave anything else alone."""
    if not isinstance(got, list) or not all(isinstance(row, list) for row in got):
        return got
    if len({id(row) for row in got}) < len(got):
        return SharedRows(got)
    return ShownBoard(got)


class SameBoardAgain(ShownBoard):
    """A returned board that shares its rows with the board an earlier call returned."""

    def __eq__(self, other: object) -> bool:
        return False

    def __repr__(self) -> str:
        return HINTS["rows_again"] + super().__repr__()


def _board_call(function: Callable[..., object], case: Case) -> object:
    """Call a function that makes a board twice, and wrap what it returns so a report can draw it.

    Two calls must give two boards that share no row: a game played on one must
    not change the other (a function that keeps one board and hands it out again
    passes every comparison with ``==``).
    """
    first = function(*case.args)
    again = function(*case.args)
    got = shown(again)
    if isinstance(got, ShownBoard) and not isinstance(got, SharedRows) and isinstance(first, list):
        rows = {id(row) for row in first} | {id(first)}
        if id(again) in rows or any(id(row) in rows for row in got):  # got holds again's rows
            return SameBoardAgain(got)
    return got


def _board_hint(got: object, want: Board) -> str:
    """What a returned board shows by itself, in the two exercises that make a new board: rows that
    are one list, a board handed out twice, a shape that is not a board of that size."""
    if isinstance(got, SharedRows):
        return HINTS.say("shared_rows")
    if isinstance(got, SameBoardAgain):
        return HINTS.say("same_board_again")
    if got is None:
        return ""  # a function that never returns is told so by its declared mistake
    if not isinstance(got, list):
        return HINTS.say("not_a_list", kind=type(got).__name__)
    if any(not isinstance(row, list) for row in got):
        return HINTS.say("row_not_a_list")
    size = len(want)
    if len(got) != size or any(len(row) != size for row in got):
        return HINTS.say(
            "rows_and_squares",
            rows=counted(size, "one_row", "rows"),
            squares=counted(size, "one_square", "squares"),
        )
    if any(square not in (BLACK, WHITE, EMPTY) for row in got for square in row):
        return HINTS.say("square_values")
    return ""


def _size_cases(make: Callable[[int], Board]) -> Callable[[str], list[Case]]:
    """Three sizes, to show whether the board's size follows the size asked for."""

    def cases(name: str) -> list[Case]:
        return [Case(None, (size,), ShownBoard(make(size)), f"{name}({size})") for size in (4, 6, 10)]

    return cases


def _rows_of(got: object) -> int | None:
    return len(got) if isinstance(got, list) else None


def _says_one_size(failed: list[tuple[Case, object]]) -> str:
    """Named only when every size asked for gave a board of one and the same number of rows."""
    rows = {_rows_of(got) for _, got in failed}
    if len(failed) < 3 or len(rows) != 1 or None in rows:
        return ""
    return HINTS.say(
        "one_size_always",
        name=failed[0][0].call.partition("(")[0],
        got=rows.pop(),
        asked=", ".join(str(case.args[0]) for case, _ in failed),
    )


def _has_size(got: object, want: object) -> bool:
    size = len(cast(Board, want))
    return (
        isinstance(got, list)
        and len(got) == size
        and all(isinstance(r, list) and len(r) == size for r in got)
    )


def _size_property(make: Callable[[int], Board]) -> Property:
    return Property("makes a board of the size asked for", _size_cases(make), _says_one_size, judge=_has_size)


# --- exercise 1: an empty board ----------------------------------------------------


def _empty_probes(name: str) -> list[Case]:
    return [
        Case(None, (size,), ShownBoard([[EMPTY] * size for _ in range(size)]), f"{name}({size})")
        for size in (2, 4, 6)
    ]


EMPTY_BOARD_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "empty_board",
        _empty_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_a_board",),
    ),
]
"""The mistakes known in ``empty_board`` beyond what its answer shows by itself (its shape)."""


@LESSON.check
def check_empty_board(function: Callable[..., object]) -> Report:
    """Check ``empty_board(size)`` for sizes 1 to 12: all squares EMPTY, every row its own list."""
    name = function_name(function, "empty_board")
    cases = []
    for size in range(1, 13):
        want = ShownBoard([[EMPTY for _ in range(size)] for _ in range(size)])
        cases.append(Case(None, (size,), want, f"{name}({size})"))

    def hint_for(case: Case, got: object) -> str:
        return _board_hint(got, cast(Board, case.expected))

    return check_function(
        function,
        cases,
        name=name,
        call=_board_call,
        hint_for=hint_for,
        properties=[_size_property(lambda size: [[EMPTY] * size for _ in range(size)])],
        mistakes=EMPTY_BOARD_MISTAKES,
    )


# --- exercise 2: counting the discs of one colour -----------------------------------


def _count_positions() -> list[Board]:
    """Real positions of seeded games, and a few boards with discs only at the far edges."""
    boards = [board for board, _ in sample_positions()]
    for size in (4, 6, 8):
        last = size - 1
        edges: Board = [[EMPTY for _ in range(size)] for _ in range(size)]
        for i in range(size):
            edges[last][i] = BLACK if i % 2 else WHITE
            edges[i][last] = WHITE if i % 3 else BLACK
        boards.insert(0, edges)
        boards.insert(0, [[BLACK for _ in range(size)] for _ in range(size)])
    return boards


def _count_probes(name: str) -> list[Case]:
    """Boards with discs on the last row and column, and a real position, for each colour."""
    boards = _count_positions()
    boards = sorted([*boards[:6], boards[-1]], key=len)  # the edges and full boards of 4x4 to 8x8
    return [
        Case(board, (colour,), rules.count_discs(board)[colour == WHITE], f"{name}(board, {NAMES[colour]})")
        for board in boards
        for colour in (BLACK, WHITE)
    ]


def _counting(key: str, model: Callable[[Board, Colour], int], *examples: str) -> Mistake:
    return Mistake(
        HINTS, key, "count_colour", _count_probes, lambda case: model(case.position, case.args[0]), examples
    )


def _discs(board: Board, colour: Colour) -> int:
    return sum(row.count(BLACK) + row.count(WHITE) for row in board)


COUNT_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "count_colour",
        _count_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_the_count",),
    ),
    _counting(
        "last_missed",
        lambda board, colour: sum(row.count(colour) for row in board[:-1]),
        "test_exercises_lesson1:misses_the_last_row",
    ),
    _counting(
        "last_missed",
        lambda board, colour: sum(row[:-1].count(colour) for row in board),
        "test_exercises_lesson1:misses_the_last_column",
    ),
    _counting(
        "last_row_only",
        lambda board, colour: board[-1].count(colour),
        "test_wrong_answers_lessons_0_to_3:count_with_equals",
    ),
    _counting(
        "first_row_only",
        lambda board, colour: board[0].count(colour),
        "test_exercises_lesson1:first_row_only",
    ),
    _counting("both_colours", _discs, "test_exercises_lesson1:both_colours"),
]
"""The mistakes known in ``count_colour``, each proven on the student's function by its own boards."""


@LESSON.check
def check_count_colour(function: Callable[..., object]) -> Report:
    """Check ``count_colour(board, colour)`` for both colours on many boards; the board must not change."""
    name = function_name(function, "count_colour")
    cases = []
    for board in _count_positions():
        black, white = rules.count_discs(board)
        for colour, want in ((BLACK, black), (WHITE, white)):
            cases.append(Case(board, (colour,), want, f"{name}(board, {NAMES[colour]})"))
    return check_function(function, cases, name=name, call=looking_call, mistakes=COUNT_MISTAKES)


# --- exercise 3: the start position ---------------------------------------------------


def _empty_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``empty_board`` makes the empty board of this case's size, each row its own."""
    (size,) = case.args
    board = own(size)
    return (
        isinstance(board, list)
        and board == [[EMPTY] * size for _ in range(size)]
        and len({id(row) for row in board}) == size
    )


EMPTY_BOARD = Earlier("empty_board", _empty_right, LESSON)
"""The earlier exercise initialize_board naturally calls: when it is wrong, do not blame initialize_board."""


def _starts(*sizes: int) -> Callable[[str], list[Case]]:
    def cases(name: str) -> list[Case]:
        return [
            Case(None, (size,), ShownBoard(rules.initialize_board(size)), f"{name}({size})") for size in sizes
        ]

    return cases


_start_probes = _starts(4, 6, 8)
_past_eight = _starts(6, 8, 10)  # where the discs of an 8x8 start fit on the board, and are wrong but on 8x8


def _start(first: Callable[[int], int], colours: tuple[Colour, Colour]) -> Callable[[Case], object]:
    """A start with the four discs on rows and columns ``first(size)`` and the next,
    ``colours`` top-left and top-right."""

    def gives(case: Case) -> object:
        size = case.args[0]
        board: Board = [[EMPTY] * size for _ in range(size)]
        at = first(size)
        left, right = colours
        board[at][at], board[at][at + 1], board[at + 1][at], board[at + 1][at + 1] = left, right, right, left
        return ShownBoard(board)

    return gives


def _centre(case: Case, got: object) -> dict[str, object]:
    size = case.args[0]
    return {"size": size, "before": size // 2 - 1, "mid": size // 2}


START_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "initialize_board",
        _start_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_the_start",),
    ),
    Mistake(
        HINTS,
        "colours_swapped",
        "initialize_board",
        _start_probes,
        _start(lambda size: size // 2 - 1, (BLACK, WHITE)),
        ("test_exercises_lesson1:colours_swapped",),
    ),
    Mistake(
        HINTS,
        "centre",
        "initialize_board",
        _past_eight,
        _start(lambda size: 3, (WHITE, BLACK)),
        ("test_exercises_lesson1:only_for_eight", "test_wrong_answers_lessons_0_to_3:start_for_eight"),
        _centre,
    ),
    Mistake(
        HINTS,
        "centre",
        "initialize_board",
        _start_probes,
        _start(lambda size: size // 2, (WHITE, BLACK)),
        ("test_exercises_lesson1:centre_off_by_one",),
        _centre,
    ),
]
"""The mistakes known in ``initialize_board`` beyond what its answer shows by itself (its shape)."""


@LESSON.check
def check_initialize_board(function: Callable[..., object]) -> Report:
    """Check ``initialize_board(size)`` for every even size from 4 to 26."""
    name = function_name(function, "initialize_board")
    cases = [
        Case(None, (size,), ShownBoard(rules.initialize_board(size)), f"{name}({size})")
        for size in range(rules.MIN_SIZE, rules.MAX_SIZE + 1, 2)
    ]

    def hint_for(case: Case, got: object) -> str:
        return _board_hint(got, cast(Board, case.expected))

    return check_function(
        function,
        cases,
        name=name,
        call=_board_call,
        hint_for=hint_for,
        builds_on=[EMPTY_BOARD],
        properties=[_size_property(rules.initialize_board)],
        mistakes=START_MISTAKES,
    )
