"""Checks for lesson 11, *Designing for change*: start positions and a rule variant of our own.

The right answers come from ``othello_lesson.variants``.  Start positions are
tried on every even size from 4 to 26 (a centre written for 8x8 only is
caught), each made twice: a board whose rows are one and the same list, or
one that shares its rows with the board made before, is caught as lesson 1
teaches (a move played on one row, or one board, would change the other).
The straight-lines variant is tried on every empty square of many positions.

>>> from othello_lesson import variants
>>> check_parallel_start(variants.parallel_start).passed
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from .. import variants
from ..rules import BLACK, EMPTY, MAX_SIZE, WHITE, Board, Move, check_board
from .common import (
    NO_RETURN_HINT,
    Case,
    Hints,
    Report,
    as_squares,
    changed_hint,
    check_function,
    colour_name,
    not_a_list_hint,
    positions,
    probe,
    squares_phrase,
)
from .contents import Exercise, Lesson
from .mistakes import Mistake, returns_nothing
from .probes import PROBE_WORDS, direction_phrase, longest_run, one_way_sandwich

LESSON = Lesson(
    11,
    "Designing for change",
    Exercise("parallel_start"),
    Exercise("handicap_start"),
    Exercise("straight_flips"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_handicap_start", "check_parallel_start", "check_straight_flips"]

SIZES = range(4, 27, 2)

HINTS = Hints(
    "lesson11",
    {
        # Words the hints below fill in.
        "and": " and ",
        "the_very_board": "the very board",
        "rows_of_the_board": "rows of the board",
        "no_return": NO_RETURN_HINT,
        "not_a_board": "Return a board: a list of rows, each a list of BLACK, WHITE or EMPTY ({error}).",
        "wrong_size": "Return a {size}x{size} board: use the size you are given, not a fixed number.",
        "shared_rows": (
            "Rows {rows} of this board are one and the same list, so a disc put on one of them "
            "appears on the others too (the aliasing trap of lesson 1). Make a new list for every "
            "row: [[EMPTY] * size for _ in range(size)]."
        ),
        "same_board_again": (
            "Called twice with the same size, it gave back {what} it gave the first time, so a game "
            "played on one board changes the other. Make a new board, every row new, on every call."
        ),
        # parallel_start
        "cross_start": "That is the usual (cross) start: here each column of the centre is one colour.",
        "colours_swapped": (
            "The colours are the wrong way round: WHITE goes in column {left}, BLACK in column {right}."
        ),
        "rows_not_columns": (
            "In this board each ROW of the centre is one colour; in the parallel start each COLUMN is: "
            "WHITE in column {left} and BLACK in column {right}, on both rows."
        ),
        "centre_squares": (
            "These squares are not right: {squares}. The centre is size // 2 - 1 and size // 2."
        ),
        # handicap_start
        "not_the_cross": "The four centre discs are not the usual start: begin with initialize_board(size).",
        "white_corner": "The handicap discs are BLACK: they help black, the weaker player.",
        "too_many_corners": (
            "Too many corners: with corners={corners} only the first {corners} of the list get a disc."
        ),
        "corner_missing": "One black corner is missing: with corners={corners} there are {corners} of them.",
        "corner_order": (
            "Right number of corners, wrong order: top left, bottom right, top right, bottom left."
        ),
        "corner_squares": (
            "These squares are not right: {squares}. The last row and the last column are size - 1."
        ),
        # straight_flips
        "not_a_list": "Return a list, not a {kind}: start with found = [] and add the squares to it.",
        "taken": "({row}, {col}) is taken: nothing can be played there, so return [].",
        "order": "The right discs, in the wrong order: list them row by row (sorted(...) does it).",
        "diagonal": "{squares} is on a diagonal: here only rows and columns flip.",
        "missing": "{squares} should flip too: this line ends on one of your discs.",
        "long_line": (
            "{name} flips a line of up to {longest} discs going {direction}, and not the line of "
            "{length} here: walk on until the line leaves the board, however large the board is."
        ),
        "some_directions": (
            "{name} misses the discs when the line runs {missed}; it finds the ones running {found}. "
            "Asked on 4x4 boards where one move makes a line of one disc, in one direction only, it "
            "missed those directions only: look up, down, left and right, all four."
        ),
        "not_closed": (
            "{squares} should not flip: a ray flips only when it ends on one of your discs, not on an "
            "empty square or the edge."
        ),
    },
)


@dataclass(frozen=True, eq=False)
class SharedBoard:
    """A board made by the student that shares a list: within itself, or with the board made before."""

    board: list[list[object]]
    shared: str  # the hint: which rows are one list, or what it shares with the board made before

    def __repr__(self) -> str:
        rows = "\n".join(" ".join("." if cell == EMPTY else str(cell) for cell in row) for row in self.board)
        return f"a board that shares its rows (see the hint):\n{rows}"


def _made_twice(function: Callable[..., object], case: Case) -> object:
    """Make the board twice; a board that shares a row (within itself, or with the first) is a SharedBoard."""
    first = function(*case.args)
    again = function(*case.args)
    if not (isinstance(again, list) and all(isinstance(row, list) for row in again)):
        return again
    by_list: dict[int, list[int]] = {}
    for number, row in enumerate(again):
        by_list.setdefault(id(row), []).append(number)
    shared = next((rows for rows in by_list.values() if len(rows) > 1), None)
    if shared is not None:
        return SharedBoard(again, HINTS.say("shared_rows", rows=_numbers(shared)))
    if isinstance(first, list):
        if again is first:
            return SharedBoard(again, HINTS.say("same_board_again", what=HINTS["the_very_board"]))
        before = {id(row) for row in first}
        if any(id(row) in before for row in again):
            return SharedBoard(again, HINTS.say("same_board_again", what=HINTS["rows_of_the_board"]))
    return again


def _numbers(numbers: list[int]) -> str:
    return ", ".join(map(str, numbers[:-1])) + HINTS["and"] + str(numbers[-1])


def _board_hint(got: object, want: Board) -> str:
    """A hint for an answer that is not a board of the right size, or shares its rows, else ''."""
    if isinstance(got, SharedBoard):
        return got.shared
    if got is None:
        return ""  # a function that never returns is told so by its declared mistake
    try:
        size = check_board(got)
    except (ValueError, TypeError) as error:
        return HINTS.say("not_a_board", error=error)
    if size != len(want):
        return HINTS.say("wrong_size", size=len(want))
    return ""


def _squares_differ(got: Board, want: Board) -> str:
    size = len(want)
    wrong = [(r, c) for r in range(size) for c in range(size) if got[r][c] != want[r][c]]
    return squares_phrase(wrong[:4])


# --- exercise 1: the parallel start ---------------------------------------------------------


@LESSON.check
def check_parallel_start(function: Callable[..., object]) -> Report:
    """Check ``parallel_start(size)``: white on the left of the centre, black on the right, rows alike."""
    cases = [Case(None, (size,), variants.parallel_start(size), f"parallel_start({size})") for size in SIZES]

    def hint_for(case: Case, got: object) -> str:
        want = cast(Board, case.expected)
        hint = _board_hint(got, want)
        if hint:
            return hint
        got = cast(Board, got)  # no hint about its shape: it is a board
        return HINTS.say("centre_squares", squares=_squares_differ(got, want))

    return check_function(
        function,
        cases,
        name="parallel_start",
        call=_made_twice,
        hint_for=hint_for,
        mistakes=PARALLEL_MISTAKES,
    )


def _parallel_probes(name: str) -> list[Case]:
    return [Case(None, (size,), variants.parallel_start(size), f"{name}({size})") for size in (4, 6, 10)]


def _centre_of(size: int, rows: tuple[tuple[str, str], tuple[str, str]]) -> Board:
    """An empty board with the four centre squares as ``rows``."""
    board: Board = [[EMPTY] * size for _ in range(size)]
    mid = size // 2
    board[mid - 1][mid - 1 : mid + 1], board[mid][mid - 1 : mid + 1] = list(rows[0]), list(rows[1])
    return board


def _columns(case: Case, got: object) -> dict[str, object]:
    mid = case.args[0] // 2
    return {"left": mid - 1, "right": mid}


def _parallel_mistake(key: str, rows: tuple[tuple[str, str], tuple[str, str]], example: str) -> Mistake:
    return Mistake(
        HINTS,
        key,
        "parallel_start",
        _parallel_probes,
        lambda case: _centre_of(case.args[0], rows),
        (example,),
        _columns,
    )


PARALLEL_MISTAKES = [
    returns_nothing(
        HINTS,
        "no_return",
        "parallel_start",
        _parallel_probes,
        ("test_wrong_answers_lessons_10_and_11:parallel_forgets_return",),
    ),
    _parallel_mistake(
        "cross_start", ((WHITE, BLACK), (BLACK, WHITE)), "test_wrong_answers_lessons_10_and_11:parallel_cross"
    ),
    _parallel_mistake(
        "colours_swapped",
        ((BLACK, WHITE), (BLACK, WHITE)),
        "test_wrong_answers_lessons_10_and_11:parallel_swapped",
    ),
    _parallel_mistake(
        "rows_not_columns",
        ((WHITE, WHITE), (BLACK, BLACK)),
        "test_wrong_answers_lessons_10_and_11:parallel_in_rows",
    ),
]
"""The mistakes known in ``parallel_start``, each proven on the student's function by three sizes."""


# --- exercise 2: a handicap start -----------------------------------------------------------


@LESSON.check
def check_handicap_start(function: Callable[..., object]) -> Report:
    """Check ``handicap_start(size, corners)``: the cross start plus ``corners`` black corners."""
    cases = [
        Case(None, (size, n), variants.handicap_start(size, corners=n), f"handicap_start({size}, {n})")
        for size in SIZES
        for n in range(5)
    ]

    def hint_for(case: Case, got: object) -> str:
        want = cast(Board, case.expected)
        hint = _board_hint(got, want)
        if hint:
            return hint
        got = cast(Board, got)  # no hint about its shape: it is a board
        size, corners = case.args
        last = size - 1
        four = [(0, 0), (last, last), (0, last), (last, 0)]
        mid = size // 2
        centre = [got[r][c] for r in (mid - 1, mid) for c in (mid - 1, mid)]
        if centre != [WHITE, BLACK, BLACK, WHITE]:
            return HINTS.say("not_the_cross")
        if any(got[r][c] == WHITE for r, c in four):
            return HINTS.say("white_corner")
        on_corners = [(r, c) for r, c in four if got[r][c] == BLACK]
        if len(on_corners) > corners:
            return HINTS.say("too_many_corners", corners=corners)
        if sum(cell != EMPTY for row in got for cell in row) == 4 + corners - 1:
            return HINTS.say("corner_missing", corners=corners)
        if len(on_corners) == corners:
            return HINTS.say("corner_order")
        return HINTS.say("corner_squares", squares=_squares_differ(got, want))

    return check_function(
        function,
        cases,
        name="handicap_start",
        call=_made_twice,
        hint_for=hint_for,
        mistakes=HANDICAP_MISTAKES,
    )


HANDICAP_MISTAKES = [
    returns_nothing(
        HINTS,
        "no_return",
        "handicap_start",
        lambda name: [
            Case(None, (size, 2), variants.handicap_start(size, corners=2), f"{name}({size}, 2)")
            for size in (4, 6)
        ],
        ("test_wrong_answers_lessons_10_and_11:handicap_forgets_return",),
    )
]
"""A handicap start that never returns; what else goes wrong shows in the board it gives."""


# --- exercise 3: a variant of our own --------------------------------------------------------

STRAIGHT = [(-1, 0), (1, 0), (0, -1), (0, 1)]


def _longest_lines() -> list[tuple[Board, tuple[int, int], list[tuple[int, int]]]]:
    """For each straight direction, a 26x26 board where Black's move flips a line of 24 discs that way."""
    found = []
    for direction in STRAIGHT:
        board, move = one_way_sandwich(MAX_SIZE, direction, BLACK, length=longest_run(MAX_SIZE))
        found.append((board, move, variants.straight_flips(board, *move, BLACK)))
    return found


def _long_line_hint(function: Callable[..., object], case: Case) -> str:
    """The hint for a function that flips short lines but not this long one ('' if probes do not show it)."""
    board, (row, col, colour) = case.position, case.args
    want = cast(list[Move], case.expected)
    direction = next((d for d in STRAIGHT if (row + d[0], col + d[1]) in want), None)
    if direction is None or len(want) < 2:
        return ""
    longest = 0
    for length in range(1, len(want)):
        line, (r, c) = one_way_sandwich(len(board), direction, colour, length=length)

        def ask(guarded: Callable[..., object], given: Board = line, at: tuple[int, int] = (r, c)) -> object:
            return guarded([list(squares) for squares in given], *at, colour)

        if probe(function, ask) != variants.straight_flips(line, r, c, colour):
            break
        longest = length
    if not 0 < longest < len(want):
        return ""
    return HINTS.say(
        "long_line",
        name=case.call.partition("(")[0],
        longest=longest,
        direction=direction_phrase(direction),
        length=len(want),
    )


def _directions_hint(function: Callable[..., object]) -> str:
    """The hint for a function that misses the line of some straight directions but not all ('' if not)."""
    missed = []
    for direction in STRAIGHT:
        board, (row, col) = one_way_sandwich(4, direction, BLACK)
        want = variants.straight_flips(board, row, col, BLACK)

        def ask(
            guarded: Callable[..., object], given: Board = board, at: tuple[int, int] = (row, col)
        ) -> object:
            return guarded([list(line) for line in given], *at, BLACK)

        got = probe(function, ask)
        if not isinstance(got, list) or any(square not in got for square in want):
            missed.append(direction)
    if not missed or len(missed) == len(STRAIGHT):
        return ""
    return HINTS.say(
        "some_directions",
        name="straight_flips",
        missed=PROBE_WORDS["separator"].join(map(direction_phrase, missed)),
        found=PROBE_WORDS["separator"].join(direction_phrase(d) for d in STRAIGHT if d not in missed),
    )


@LESSON.check
def check_straight_flips(function: Callable[..., object]) -> Report:
    """Check ``straight_flips(board, row, col, colour)``: flips along rows and columns only, row by row."""
    cases = []
    for board, colour in positions(games=1)[::2]:
        size = len(board)
        for row in range(size):
            for col in range(size):
                if board[row][col] == EMPTY or (row + col) % 3 == 0:  # and some taken squares
                    want = variants.straight_flips(board, row, col, colour)
                    call = f"straight_flips(board, {row}, {col}, {colour_name(colour)})"
                    cases.append(Case(board, (row, col, colour), want, call))
    for board, (row, col), want in _longest_lines():
        call = f"straight_flips(board, {row}, {col}, BLACK)"
        cases.append(Case(board, (row, col, BLACK), want, call))

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or not_a_list_hint(got)
        if hint:
            return hint
        if not isinstance(got, list):
            return HINTS.say("not_a_list", kind=type(got).__name__)
        row, col, _ = case.args
        found = as_squares(got) or []
        want = cast(list[Move], case.expected)
        if case.position[row][col] != EMPTY and found:
            return HINTS.say("taken", row=row, col=col)
        if sorted(found) == want and list(got) != want:
            return HINTS.say("order")
        diagonal = [(r, c) for r, c in found if r != row and c != col]
        if diagonal:
            return HINTS.say("diagonal", squares=squares_phrase(diagonal[:3]))
        missing = [sq for sq in want if sq not in found]
        if missing:
            return (
                _directions_hint(function)
                or _long_line_hint(function, case)
                or HINTS.say("missing", squares=squares_phrase(missing[:3]))
            )
        extra = [sq for sq in found if sq not in want]
        if extra:
            return HINTS.say("not_closed", squares=squares_phrase(extra[:3]))
        return ""

    return check_function(function, cases, name="straight_flips", hint_for=hint_for)
