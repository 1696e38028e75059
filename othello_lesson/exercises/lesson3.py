"""Checks for lesson 3, *Is this move valid?*

* ``is_on_board(board, row, col)``: is (row, col) a square of this board?
* ``ray_squares(board, row, col, dr, dc)``: the squares a walk from (row, col)
  passes, one step of (dr, dc) at a time, up to the edge;
* ``sandwiches(board, row, col, dr, dc, colour)``: does the walk in that one
  direction find opponent discs closed by one of ``colour``'s own?
* ``is_valid_move(board, row, col, colour)``: may ``colour`` play there?

Besides the positions of seeded games, every check tries hand-made boards
where one ray runs from a corner or an edge right across the board, holding
every mix of black, white and empty squares there is: rays that reach the
edge, rays that end in an empty square, own discs right away or after the
opponent's.  The right answers come from ``othello_lesson.rules``.

>>> check_is_on_board(lambda board, row, col: row < len(board) and col < len(board))
✘ is_on_board is not right yet. The smallest case where it goes wrong:
<BLANKLINE>
. . . .
. ○ ● .
. ● ○ .
. . . .
<BLANKLINE>
is_on_board(board, -2, -2)
returned: True
expected: False
<BLANKLINE>
Hint: Row -2 is above the top row: a row on the board is at least 0.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import product
from typing import cast

from .. import rules
from ..rules import BLACK, DIRECTIONS, EMPTY, MAX_SIZE, WHITE, Board, Colour, Move, copy_board
from .common import (
    NAMES,
    NO_RETURN_HINT,
    Case,
    Earlier,
    Hints,
    Report,
    Rows,
    bool_hint,
    changed_hint,
    check_function,
    function_name,
    hand_made_positions,
    kept,
    looking_call,
    new_board,
    plural,
    positions,
    probe,
    rays_to_try,
    remember_passes,
    same_bool,
    squares_phrase,
    squares_phrase_raw,
    squares_to_try,
    wrap_hint,
    wrapped_rays,
)
from .contents import Exercise, Lesson
from .sandwich_properties import SANDWICH_WORDS, one_way_cases, one_way_properties

LESSON = Lesson(
    3,
    "Is this move valid?",
    Exercise("is_on_board", kept=True),
    Exercise("ray_squares", builds_on=("is_on_board",), kept=True),
    Exercise("sandwiches", builds_on=("is_on_board", "ray_squares"), kept=True),
    Exercise("is_valid_move", builds_on=("is_on_board", "ray_squares", "sandwiches"), kept=True),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = [
    "check_is_on_board",
    "check_is_valid_move",
    "check_ray_squares",
    "check_sandwiches",
    "line_positions",
    "walk",
]


# --- the walk, as the finished rules see it ---------------------------------------------


def walk(board: Board, row: int, col: int, dr: int, dc: int) -> list[Move]:
    """The squares from the one next to (row, col), one step of (dr, dc) at a time, up to the edge."""
    size = len(board)
    squares = []
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size:
        squares.append((r, c))
        r, c = r + dr, c + dc
    return squares


def _sandwiched(board: Board, row: int, col: int, dr: int, dc: int, colour: Colour) -> bool:
    """Does the move at (row, col) flip a disc in direction (dr, dc), by the finished rules?"""
    ray = set(walk(board, row, col, dr, dc))
    return any(square in ray for square in rules.flipped_discs(board, row, col, colour))


WALK_HINTS = Hints(
    "lesson3_walk",
    {
        "first_empty": "The first square, {where}, is empty: nothing to sandwich.",
        "empty_after": "After {discs} comes the empty square {where}: nothing closes the line.",
        "own_next": "Your own disc is right next to it, at {where}: no opponent disc lies in between.",
        "sandwich": "{discs}, then your own disc at {where}: that is a sandwich.",
        "at_the_edge": "The square is at the edge in this direction: there is nothing to walk over.",
        "one_to_edge": "The opponent disc runs to the edge of the board: no disc of yours closes it.",
        "many_to_edge": (
            "The {seen} opponent discs run to the edge of the board: no disc of yours closes them."
        ),
    },
)
"""What a walk in one direction meets, in words (lesson 3's sandwiches and is_valid_move)."""


def _why_the_walk_stops(board: Board, row: int, col: int, dr: int, dc: int, colour: Colour) -> str:
    """Say in words what the walk in one direction meets, and so whether it sandwiches."""
    other = rules.opponent(colour)
    seen = 0
    for r, c in walk(board, row, col, dr, dc):
        square = board[r][c]
        where = f"({r}, {c}) {rules.square_name(r, c)}"
        if square == other:
            seen += 1
            continue
        if square == EMPTY:
            if seen == 0:
                return WALK_HINTS.say("first_empty", where=where)
            return WALK_HINTS.say("empty_after", discs=plural(seen, "opponent disc"), where=where)
        if seen == 0:
            return WALK_HINTS.say("own_next", where=where)
        return WALK_HINTS.say("sandwich", discs=plural(seen, "opponent disc"), where=where)
    if seen == 0:
        return WALK_HINTS.say("at_the_edge")
    if seen == 1:
        return WALK_HINTS.say("one_to_edge")
    return WALK_HINTS.say("many_to_edge", seen=seen)


# --- what the later exercises build on: "fix exercise N first" when it is wrong ---------------


def _line(board: Board, row: int, col: int, dr: int, dc: int) -> list[Move]:
    """The squares a walk from (row, col) asks about: the ray, and the first square off the board."""
    ray = walk(board, row, col, dr, dc)
    last = ray[-1] if ray else (row, col)
    return [*ray, (last[0] + dr, last[1] + dc)]


def _on_board_right_at(own: Callable[..., object], board: Board, squares: list[Move]) -> bool:
    size = len(board)
    return all(bool(own(copy_board(board), r, c)) == (0 <= r < size and 0 <= c < size) for r, c in squares)


def _directions(case: Case) -> list[tuple[int, int]]:
    """The direction of a case about one ray, or all eight for a case about a move."""
    return [cast(tuple[int, int], case.args[2:4])] if len(case.args) >= 5 else list(DIRECTIONS)


def _is_on_board_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``is_on_board`` is right on the square and along the rays this case walks."""
    board, (row, col) = case.position, case.args[:2]
    squares = [(row, col)]
    if 0 <= row < len(board) and 0 <= col < len(board):
        squares += [square for dr, dc in _directions(case) for square in _line(board, row, col, dr, dc)]
    return _on_board_right_at(own, board, squares)


def _ray_squares_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``ray_squares`` walks right from this case's square (its direction, or all)."""
    board, (row, col) = case.position, case.args[:2]
    if not (0 <= row < len(board) and 0 <= col < len(board)):
        return True  # a right answer never walks from off the board
    return all(
        own(copy_board(board), row, col, dr, dc) == walk(board, row, col, dr, dc)
        for dr, dc in _directions(case)
    )


def _sandwiches_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``sandwiches`` is right in all eight directions from this case's move."""
    board, (row, col, colour) = case.position, case.args
    if not (0 <= row < len(board) and 0 <= col < len(board)) or board[row][col] != EMPTY:
        return True  # a right answer asks only about an empty square on the board
    return all(
        bool(own(copy_board(board), row, col, dr, dc, colour)) == _sandwiched(board, row, col, dr, dc, colour)
        for dr, dc in DIRECTIONS
    )


IS_ON_BOARD = Earlier(
    "is_on_board", _is_on_board_right, LESSON, wrong_on="is wrong about some squares this case asks about"
)
RAY_SQUARES = Earlier("ray_squares", _ray_squares_right, LESSON, wrong_on="walks a ray of this case wrongly")
SANDWICHES = Earlier(
    "sandwiches", _sandwiches_right, LESSON, wrong_on="is wrong about a direction of this move"
)


# --- positions ----------------------------------------------------------------------------


@cache
def _lines(size: int) -> tuple[tuple[Rows, int, int, int, int], ...]:
    """One board for every mix of squares along a ray that crosses the board (see line_positions)."""
    found = []
    for dr, dc in DIRECTIONS:
        row = 0 if dr == 1 else size - 1 if dr == -1 else 1
        col = 0 if dc == 1 else size - 1 if dc == -1 else size - 2
        ray = walk(rules.initialize_board(size), row, col, dr, dc)
        for squares in product((WHITE, BLACK, EMPTY), repeat=len(ray)):
            board: Board = [[EMPTY for _ in range(size)] for _ in range(size)]
            for (r, c), square in zip(ray, squares, strict=True):
                board[r][c] = square
            found.append((kept(board), row, col, dr, dc))
    return tuple(found)


def line_positions(size: int = 4) -> list[tuple[Board, Move, tuple[int, int]]]:
    """Boards where one ray, from an empty square at an edge, crosses the whole board.

    Each is ``(board, (row, col), (dr, dc))``: the ray from (row, col) in
    direction (dr, dc) holds one of every mix of black, white and empty
    squares; every other square is empty.
    """
    return [(new_board(rows), (row, col), (dr, dc)) for rows, row, col, dr, dc in _lines(size)]


# --- exercise 1: on the board? ----------------------------------------------------------------

HINTS = Hints(
    "lesson3",
    {
        "row_above": "Row {row} is above the top row: a row on the board is at least 0.",
        "column_left": "Column {col} is left of the first column: a column on the board is at least 0.",
        "row_past": (
            "Row {row} is past the last one: on a {size}x{size} board they go from 0 to {last}, "
            "so the test is < len(board), not <=."
        ),
        "column_past": (
            "Column {col} is past the last one: on a {size}x{size} board they go from 0 to {last}, "
            "so the test is < len(board), not <=."
        ),
        "on_the_board": "({row}, {col}) is on the {size}x{size} board: rows and columns go from 0 to {last}.",
        "one_size": (
            "This is_on_board lets rows and columns go up to {last_allowed}, as if every board had "
            "{written} of them: use len(board), the size of the board it is given (here {size})."
        ),
        "read_off_the_board": "Ask is_on_board(board, r, c) before you look at board[r][c].",
    },
)


@LESSON.check
@remember_passes
def check_is_on_board(function: Callable[..., object]) -> Report:
    """Check ``is_on_board(board, row, col)`` on 4x4, 6x6 and 8x8 boards, for squares on it and around it."""
    name = function_name(function, "is_on_board")
    cases = []
    for size in (4, 6, 8):
        board = rules.initialize_board(size)
        for row, col in product(range(-2, size + 2), repeat=2):
            want = 0 <= row < size and 0 <= col < size
            cases.append(Case(board, (row, col), want, f"{name}(board, {row}, {col})"))

    def hint_for(case: Case, got: object) -> str:
        size = len(case.position)
        row, col = case.args
        hint = changed_hint(got) or bool_hint(got)
        if hint:
            return hint
        fixed = _fixed_size(function, size, got, row, col)
        if fixed:
            return fixed
        facts = {"row": row, "col": col, "size": size, "last": size - 1}
        for before, past, value in (("row_above", "row_past", row), ("column_left", "column_past", col)):
            if value < 0:
                return HINTS.say(before, **facts)
            if value >= size:
                return HINTS.say(past, **facts)
        return HINTS.say("on_the_board", **facts)

    return check_function(function, cases, name=name, call=looking_call, same=same_bool, hint_for=hint_for)


def _fixed_size(function: Callable[..., object], size: int, got: object, row: int, col: int) -> str:
    """The hint for an is_on_board written for one size (8, say) instead of len(board), if it is one."""
    if got is not True or max(row, col) < size:
        return ""
    board = rules.initialize_board(size)
    for fixed in range(size + 1, MAX_SIZE + 2):  # the first square past the size it was written for

        def ask(guarded: Callable[..., object], at: int = fixed) -> object:
            return guarded(copy_board(board), at, 0)

        if probe(function, ask) is False:
            if fixed == size + 1:
                return ""  # one too many: the hint about <= says it
            return HINTS.say("one_size", last_allowed=fixed - 1, written=fixed, size=size)
    return ""


# --- exercise 2: the squares of a ray ---------------------------------------------------------


RAY_HINTS = Hints(
    "lesson3_ray",
    {
        "a_set": (
            "A set has no order, and the walk's order matters here: return a list of (row, col) "
            "tuples, nearest square first, like [(1, 2), (0, 2)]."
        ),
        "list_of_tuples": "Return a list of (row, col) tuples, like [(1, 2), (0, 2)].",
        "start_next": "Start with the square next to ({row}, {col}), not ({row}, {col}) itself.",
        "off_the_board": "{squares} is off the board: stop as soon as the walk leaves it.",
        "last_square": (
            "The last square before the edge belongs to the ray too: walk on while still on the board."
        ),
        "order": "List the squares in the order the walk meets them, nearest first.",
        "step": "From ({row}, {col}) each step adds {dr} to the row and {dc} to the column.",
    },
)
"""Every hint of ray_squares's check."""


@LESSON.check
@remember_passes
def check_ray_squares(function: Callable[..., object]) -> Report:
    """Check ``ray_squares(board, row, col, dr, dc)`` from every square, in every direction."""
    name = function_name(function, "ray_squares")
    cases = []
    for size in (4, 6, 8):
        board = rules.initialize_board(size)
        for row, col in product(range(size), repeat=2):
            for dr, dc in DIRECTIONS:
                want = walk(board, row, col, dr, dc)
                cases.append(
                    Case(board, (row, col, dr, dc), want, f"{name}(board, {row}, {col}, {dr}, {dc})")
                )

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got)
        if hint:
            return hint
        row, col, dr, dc = case.args
        want = cast(list[Move], case.expected)
        size = len(case.position)
        if got is None:
            return NO_RETURN_HINT
        if isinstance(got, (set, frozenset)):
            return RAY_HINTS.say("a_set")
        if not isinstance(got, list) or not all(isinstance(square, tuple) for square in got):
            return RAY_HINTS.say("list_of_tuples")
        if (row, col) in got:
            return RAY_HINTS.say("start_next", row=row, col=col)
        off = [(r, c) for r, c in got if not (0 <= r < size and 0 <= c < size)]
        if off:
            return RAY_HINTS.say("off_the_board", squares=squares_phrase_raw(off))
        if got == want[:-1] and want:
            return RAY_HINTS.say("last_square")
        if sorted(got) == sorted(want):
            return RAY_HINTS.say("order")
        return RAY_HINTS.say("step", row=row, col=col, dr=dr, dc=dc)

    return check_function(
        function, cases, name=name, call=looking_call, hint_for=hint_for, builds_on=[IS_ON_BOARD]
    )


# --- exercise 3: does one direction sandwich? ------------------------------------------------


def _direction_cases(name: str) -> list[Case]:
    return [Case(board, args, want, name + call) for board, args, want, call in _direction_answers()]


@cache  # the answers do not depend on the function's name: worked out once, whatever it is called
def _direction_answers() -> tuple[tuple[Board, tuple[int, int, int, int, Colour], bool, str], ...]:
    """Each case of ``_direction_cases``, its call without the function's name."""
    answers = []
    for board, (row, col), (dr, dc) in line_positions(4):
        for colour in (BLACK, WHITE):
            want = _sandwiched(board, row, col, dr, dc, colour)
            call = f"(board, {row}, {col}, {dr}, {dc}, {NAMES[colour]})"
            answers.append((board, (row, col, dr, dc, colour), want, call))
    for board, colour in positions(games=1):
        for (row, col), (dr, dc) in rays_to_try(board, colour):
            want = _sandwiched(board, row, col, dr, dc, colour)
            call = f"(board, {row}, {col}, {dr}, {dc}, {NAMES[colour]})"
            answers.append((board, (row, col, dr, dc, colour), want, call))
    return tuple(answers)


SANDWICH_HINTS = Hints("lesson3_sandwich", SANDWICH_WORDS)


def _one_ray_case(name: str, board: Board, move: Move, colour: Colour, direction: tuple[int, int]) -> Case:
    (row, col), (dr, dc) = move, direction
    want = _sandwiched(board, row, col, dr, dc, colour)
    call = f"{name}(board, {row}, {col}, {dr}, {dc}, {NAMES[colour]})"
    return Case(board, (row, col, dr, dc, colour), want, call)


SANDWICH_PROPERTIES = one_way_properties(SANDWICH_HINTS, _one_ray_case)
"""What a right ``sandwiches`` does, each shown alone, asked in the one direction that sandwiches."""


@LESSON.check
@remember_passes
def check_sandwiches(function: Callable[..., object]) -> Report:
    """Check ``sandwiches(board, row, col, dr, dc, colour)`` from empty squares, in every direction."""
    name = function_name(function, "sandwiches")

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or bool_hint(got)
        if hint:
            return hint
        return _why_the_walk_stops(case.position, *case.args)

    return check_function(
        function,
        _direction_cases(name) + one_way_cases(_one_ray_case, name),
        name=name,
        call=looking_call,
        same=same_bool,
        hint_for=hint_for,
        error_hints={IndexError: HINTS.say("read_off_the_board")},
        builds_on=[IS_ON_BOARD, RAY_SQUARES],
        properties=SANDWICH_PROPERTIES,
    )


# --- exercise 4: is the move valid? ------------------------------------------------------------


def _move_cases(name: str) -> list[Case]:
    return [Case(board, args, want, name + call) for board, args, want, call in _move_answers()]


@cache  # as _direction_answers
def _move_answers() -> tuple[tuple[Board, tuple[int, int, Colour], bool, str], ...]:
    """Each case of ``_move_cases``, its call without the function's name."""
    answers = []

    def add(board: Board, row: int, col: int, colour: Colour) -> None:
        want = rules.is_valid_move(board, row, col, colour)
        answers.append((board, (row, col, colour), want, f"(board, {row}, {col}, {NAMES[colour]})"))

    for board, (row, col), _ in line_positions(4):
        for colour in (BLACK, WHITE):
            add(board, row, col, colour)
    hand_made = len(hand_made_positions())
    for number, (board, colour) in enumerate(positions(games=1)):
        size = len(board)
        for row, col in squares_to_try(board, colour, every_square=number < hand_made):
            add(board, row, col, colour)
        for row, col in ((-1, 0), (0, -1), (size, 1), (1, size), (-1, -1), (size, size)):
            add(board, row, col, colour)
    return tuple(answers)


def _missed_sandwich(board: Board, row: int, col: int, colour: Colour) -> str:
    """What makes a missed move valid: the directions in which it sandwiches, and what each flips.

    It guesses no cause: the properties of ``MOVE_PROPERTIES`` name a direction or a reach the
    answer misses, where one does; this is what is left, the case's own facts."""
    found = [
        (
            (dr, dc),
            [
                sq
                for sq in rules.flipped_discs(board, row, col, colour)
                if sq in walk(board, row, col, dr, dc)
            ],
        )
        for dr, dc in DIRECTIONS
        if _sandwiched(board, row, col, dr, dc, colour)
    ]
    where = "; ".join(f"direction ({dr}, {dc}) flips {squares_phrase(flips)}" for (dr, dc), flips in found)
    return VALID_HINTS.say("valid_here", where=where)


MOVE_HINTS = Hints("lesson3_move", SANDWICH_WORDS)

VALID_HINTS = Hints(
    "lesson3_valid",
    {
        "valid_here": "This move is valid: {where}.",
        "wrapped": "({row}, {col}) is not valid: it sandwiches nothing. {wrapped}",
        "off_the_board": (
            "({row}, {col}) is not valid: {reason}. A negative index would read a square from "
            "the other end of the list, so check is_on_board first."
        ),
        "not_valid": "({row}, {col}) is not valid: {reason}.",
    },
)
"""The facts of one case of is_valid_move, said when no property names the mistake."""


def _one_move_case(name: str, board: Board, move: Move, colour: Colour, direction: tuple[int, int]) -> Case:
    row, col = move
    want = rules.is_valid_move(board, row, col, colour)
    return Case(board, (row, col, colour), want, f"{name}(board, {row}, {col}, {NAMES[colour]})")


MOVE_PROPERTIES = one_way_properties(MOVE_HINTS, _one_move_case)
"""What a right ``is_valid_move`` does, each shown alone: the first one an answer breaks is its hint."""


@LESSON.check
@remember_passes
def check_is_valid_move(function: Callable[..., object]) -> Report:
    """Check ``is_valid_move(board, row, col, colour)`` on every square of many boards, and off them."""
    name = function_name(function, "is_valid_move")

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or bool_hint(got)
        if hint:
            return hint
        board = case.position
        row, col, colour = case.args
        if case.expected:
            return _missed_sandwich(board, row, col, colour)
        if 0 <= row < len(board) and 0 <= col < len(board) and board[row][col] == EMPTY:
            rays = wrapped_rays(board, row, col, colour)
            if rays:
                wrapped = wrap_hint(board, row, col, colour, rays[0][1])
                return VALID_HINTS.say("wrapped", row=row, col=col, wrapped=wrapped)
        reason = rules.describe_illegal_move(board, row, col, colour)
        if reason.startswith("it is off the board"):
            return VALID_HINTS.say("off_the_board", row=row, col=col, reason=reason)
        return VALID_HINTS.say("not_valid", row=row, col=col, reason=reason)

    return check_function(
        function,
        _move_cases(name) + one_way_cases(_one_move_case, name),
        name=name,
        call=looking_call,
        same=same_bool,
        hint_for=hint_for,
        error_hints={IndexError: HINTS.say("read_off_the_board")},
        builds_on=[IS_ON_BOARD, RAY_SQUARES, SANDWICHES],
        properties=MOVE_PROPERTIES,
    )
