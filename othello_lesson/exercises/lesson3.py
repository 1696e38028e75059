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
is_on_board(board, -2, 2)
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
from ..rules import BLACK, DIRECTIONS, EMPTY, WHITE, Board, Colour, Move, copy_board
from .answers import SHAPES
from .common import (
    COLOUR_NAMES,
    NAMES,
    Case,
    ChangedBoard,
    Earlier,
    Hints,
    Mistake,
    Report,
    Rows,
    bool_hint,
    changed_hint,
    check_function,
    counted,
    function_name,
    hand_made_positions,
    kept,
    looking_call,
    new_board,
    one_ray_boards,
    positions,
    rays_to_try,
    remember_passes,
    same_bool,
    squares_phrase_raw,
    squares_to_try,
    wrap_hint,
    wrapped_rays,
)
from .contents import Exercise, Lesson
from .mistakes import known_by, returns_nothing
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
        "empty_after": "After {discs} comes the empty square {where}: nothing closes the line.",
        "own_next": "Your own disc is right next to it, at {where}: no opponent disc lies in between.",
        "many_to_edge": (
            "The {seen} opponent discs run to the edge of the board: no disc of yours closes them."
        ),
    },
)
"""The words of a walk in one direction that says True where nothing is sandwiched (lesson 3's
sandwiches), each said when its probe proves the slip."""


def _own_next_closes(board: Board, ray: list[Move], colour: Colour) -> bool:
    """The first square that is not the opponent's decides: one of colour's own closes, even right away."""
    other = rules.opponent(colour)
    first = next((board[r][c] for r, c in ray if board[r][c] != other), EMPTY)
    return first == colour


def _edge_closes(board: Board, ray: list[Move], colour: Colour) -> bool:
    """A run of the opponent's discs closes at colour's disc, or at the edge of the board."""
    other, seen = rules.opponent(colour), 0
    for r, c in ray:
        if board[r][c] != other:
            return board[r][c] == colour and seen > 0
        seen += 1
    return seen > 0


def _empty_walked_over(board: Board, ray: list[Move], colour: Colour) -> bool:
    """Anything not colour's is walked over, empty squares too, up to colour's first disc."""
    return any(board[r][c] == colour for r, c in ray[1:]) and board[ray[0][0]][ray[0][1]] != colour


def _one_ray_probes(name: str) -> list[Case]:
    return [
        Case(
            new_board(rows),
            (1, 0, 0, 1, BLACK),
            _sandwiched(new_board(rows), 1, 0, 0, 1, BLACK),
            f"{name}(board, 1, 0, 0, 1, BLACK)",
        )
        for rows in one_ray_boards()
    ]


def _walk_facts(case: Case, got: object) -> dict[str, object]:
    """Where the walk of the case shown stops, and what it passed: the facts of the words."""
    board, (row, col, dr, dc, colour) = case.position, case.args
    other, seen = rules.opponent(colour), 0
    for r, c in walk(board, row, col, dr, dc):
        if board[r][c] != other:
            return {
                "where": f"({r}, {c}) {rules.square_name(r, c)}",
                "discs": counted(seen, "one_opponent_disc", "opponent_discs"),
                "seen": seen,
            }
        seen += 1
    return {"where": "", "discs": counted(seen, "one_opponent_disc", "opponent_discs"), "seen": seen}


def _walk_slip(key: str, slip: Callable[[Board, list[Move], Colour], bool], example: str) -> Mistake:
    """A sandwiches that answers ``slip`` of the ray: proven on every mix of three squares of one ray."""
    return Mistake(
        WALK_HINTS,
        key,
        "sandwiches",
        _one_ray_probes,
        lambda case: slip(case.position, walk(case.position, *case.args[:4]), case.args[4]),
        (example,),
        _walk_facts,
    )


WALK_MISTAKES = [
    _walk_slip("own_next", _own_next_closes, "test_exercises_lesson3:own_disc_right_away"),
    _walk_slip("many_to_edge", _edge_closes, "test_exercises_lesson3:edge_closes"),
    _walk_slip("empty_after", _empty_walked_over, "test_exercises_lesson3:empty_skipped"),
]
"""Walks that say True where nothing is sandwiched: an own disc right next to the move, a run to the
edge, an empty square walked over."""


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


IS_ON_BOARD = Earlier("is_on_board", _is_on_board_right, LESSON)
RAY_SQUARES = Earlier("ray_squares", _ray_squares_right, LESSON)
SANDWICHES = Earlier("sandwiches", _sandwiches_right, LESSON)


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
        "one_size": (
            "This is_on_board lets rows and columns go up to 7, as if every board had "
            "8 of them: use len(board), the size of the board it is given (here {size})."
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
        return changed_hint(got) or ("" if got is None else bool_hint(got))

    return check_function(
        function,
        cases,
        name=name,
        call=looking_call,
        same=same_bool,
        hint_for=hint_for,
        mistakes=ON_BOARD_MISTAKES,
    )


def _squares_on(size: int, *squares: Move) -> Callable[[str], list[Case]]:
    """A probe: these squares asked about on a ``size`` board."""

    def cases(name: str) -> list[Case]:
        board = rules.initialize_board(size)
        return [
            Case(board, (row, col), 0 <= row < size and 0 <= col < size, f"{name}(board, {row}, {col})")
            for row, col in squares
        ]

    return cases


_ROWS_PROBE = _squares_on(4, (0, 1), (-2, 2), (-1, 1), (3, 1), (4, 1), (5, 2))
_COLUMNS_PROBE = _squares_on(4, (1, 0), (2, -2), (1, -1), (1, 3), (1, 4), (2, 5))


def _sizes_probe(name: str) -> list[Case]:
    squares = [(0, 0), (5, 5), (7, 0), (0, 7), (8, 0), (9, 9), (10, 3)]
    return [case for size in (6, 8, 10) for case in _squares_on(size, *squares)(name)]


def _place(case: Case, got: object) -> dict[str, object]:
    (row, col), size = case.args, len(case.position)
    return {"row": row, "col": col, "size": size, "last": size - 1}


def _on_board(
    test: Callable[[int, int, int], bool], key: str, probe: Callable[[str], list[Case]], *examples: str
) -> Mistake:
    """An is_on_board that answers ``test(row, col, size)``."""
    return Mistake(
        HINTS,
        key,
        "is_on_board",
        probe,
        lambda case: test(case.args[0], case.args[1], len(case.position)),
        examples,
        _place,
    )


ON_BOARD_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "is_on_board",
        _ROWS_PROBE,
        ("test_wrong_answers_lessons_0_to_3:prints_whether_on_board",),
    ),
    _on_board(
        lambda row, col, size: 0 <= row < 8 and 0 <= col < 8,
        "one_size",
        _sizes_probe,
        "test_exercises_lesson3:always_eight",
    ),
    _on_board(
        lambda row, col, size: 0 <= row <= size and 0 <= col < size,
        "row_past",
        _ROWS_PROBE,
        "test_exercises_lesson3:less_or_equal",
    ),
    _on_board(
        lambda row, col, size: 0 <= row < size and 0 <= col <= size,
        "column_past",
        _COLUMNS_PROBE,
        "test_wrong_answers_lessons_0_to_3:columns_up_to_size",
    ),
    _on_board(
        lambda row, col, size: row < size and 0 <= col < size,
        "row_above",
        _ROWS_PROBE,
        "test_exercises_lesson3:forgets_negative",
    ),
    _on_board(
        lambda row, col, size: 0 <= row < size and col < size,
        "column_left",
        _COLUMNS_PROBE,
        "test_wrong_answers_lessons_0_to_3:forgets_negative_columns",
    ),
    _on_board(
        lambda row, col, size: 0 <= row < size,
        "column_left",
        _COLUMNS_PROBE,
        "test_exercises_lesson3:rows_only",
    ),
]
"""The mistakes known in ``is_on_board``, each proven on the student's function by its own squares."""


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
        "never_walks": (
            "The answer is an empty list on every ray tried, even where the ray has squares: from "
            "({row}, {col}) walk one step of ({dr}, {dc}) at a time, keeping each square, while the "
            "walk is still on the board."
        ),
        "step": (
            "The row and the column steps are swapped: from ({row}, {col}) each step adds {dr} to the "
            "row and {dc} to the column."
        ),
    },
)
"""Every hint of ray_squares's check."""


_RAYS = [
    (4, 0, 0, 0, 1),
    (4, 0, 0, 1, 1),
    (4, 2, 1, -1, 0),
    (4, 3, 3, 0, 1),
    (6, 1, 4, 1, -1),
    (6, 5, 2, -1, 1),
]


def _ray_probes(name: str) -> list[Case]:
    cases = []
    for size, row, col, dr, dc in _RAYS:
        board = rules.initialize_board(size)
        want = walk(board, row, col, dr, dc)
        cases.append(Case(board, (row, col, dr, dc), want, f"{name}(board, {row}, {col}, {dr}, {dc})"))
    return cases


def _ray_model(model: Callable[[Board, int, int, int, int], object]) -> Callable[[Case], object]:
    return lambda case: model(case.position, *case.args)


def _ray_facts(case: Case, got: object) -> dict[str, object]:
    row, col, dr, dc = case.args
    size = len(case.position)
    off = [sq for sq in got if not (0 <= sq[0] < size and 0 <= sq[1] < size)] if isinstance(got, list) else []
    return {"row": row, "col": col, "dr": dr, "dc": dc, "squares": squares_phrase_raw(off)}


def _too_far(board: Board, row: int, col: int, dr: int, dc: int) -> list[Move]:
    squares = walk(board, row, col, dr, dc)
    r, c = squares[-1] if squares else (row, col)
    return [*squares, (r + dr, c + dc)]


def _not_squares(got: object) -> bool:
    return (
        got is not None
        and not isinstance(got, (set, frozenset, ChangedBoard))
        and not (isinstance(got, list) and all(isinstance(square, tuple) for square in got))
    )


def _ray_mistake(key: str, model: Callable[[Board, int, int, int, int], object], example: str) -> Mistake:
    return Mistake(RAY_HINTS, key, "ray_squares", _ray_probes, _ray_model(model), (example,), _ray_facts)


RAY_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "ray_squares",
        _ray_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_the_ray",),
    ),
    known_by(
        RAY_HINTS,
        "a_set",
        "ray_squares",
        _ray_probes,
        lambda got: isinstance(got, (set, frozenset)),
        ("test_wrong_answers_lessons_0_to_3:ray_as_set",),
    ),
    known_by(
        RAY_HINTS,
        "list_of_tuples",
        "ray_squares",
        _ray_probes,
        _not_squares,
        ("test_wrong_answers_lessons_0_to_3:ray_of_lists",),
    ),
    _ray_mistake(
        "never_walks",
        lambda board, row, col, dr, dc: [],
        "test_wrong_answers_lessons_0_to_3:no_ray_squares",
    ),
    _ray_mistake(
        "start_next",
        lambda board, row, col, dr, dc: [(row, col), *walk(board, row, col, dr, dc)],
        "test_exercises_lesson3:includes_the_start",
    ),
    _ray_mistake("off_the_board", _too_far, "test_exercises_lesson3:one_step_too_far"),
    _ray_mistake(
        "last_square",
        lambda board, row, col, dr, dc: walk(board, row, col, dr, dc)[:-1],
        "test_exercises_lesson3:one_step_short",
    ),
    _ray_mistake(
        "order",
        lambda board, row, col, dr, dc: walk(board, row, col, dr, dc)[::-1],
        "test_exercises_lesson3:farthest_first",
    ),
    _ray_mistake(
        "step",
        lambda board, row, col, dr, dc: walk(board, row, col, dc, dr),
        "test_exercises_lesson3:steps_swapped",
    ),
]
"""The mistakes known in ``ray_squares``, each proven on the student's function by its own rays."""


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

    return check_function(
        function, cases, name=name, call=looking_call, builds_on=[IS_ON_BOARD], mistakes=RAY_MISTAKES
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
        return changed_hint(got) or bool_hint(got)

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
        mistakes=WALK_MISTAKES,
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


MOVE_HINTS = Hints("lesson3_move", SANDWICH_WORDS)

VALID_HINTS = Hints(
    "lesson3_valid",
    {
        "wrapped": "({row}, {col}) is not valid: it sandwiches nothing. {wrapped}",
        "taken_valid": (
            "({row}, {col}) is not valid: the square is already taken. A disc there would sandwich a "
            "line, but no one can play on a taken square: check board[row][col] == EMPTY first."
        ),
        "touches_only": (
            "({row}, {col}) is not valid: it does not sandwich any {discs} disc. It touches one, but "
            "a move is valid only when a line of the opponent's discs from it ends on one of yours."
        ),
    },
)
"""The mistakes of is_valid_move said when their probes prove them."""


def _valid_if_empty(board: Board, row: int, col: int, colour: Colour) -> bool:
    """Whether the move would be valid were its square empty: an is_valid_move that never asks."""
    emptied = copy_board(board)
    emptied[row][col] = EMPTY
    return rules.is_valid_move(emptied, row, col, colour)


def _touches_the_opponent(board: Board, row: int, col: int, colour: Colour) -> bool:
    """An empty square next to an opponent's disc: an is_valid_move that never looks for the closing disc."""
    size, other = len(board), rules.opponent(colour)
    return board[row][col] == EMPTY and any(
        0 <= row + dr < size and 0 <= col + dc < size and board[row + dr][col + dc] == other
        for dr, dc in DIRECTIONS
    )


_VALID_PROBE_BOARDS = (
    # a taken square that would sandwich, one that would not, and the same moves on empty squares
    ". . . . . .\n. ● ○ ● . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .",
    ". . . . . .\n. . ○ ● . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .",
    ". . . . . .\n. . ○ . . .\n. . ○ . . .\n. . . . . .\n. . . . . .\n. . . . . .",
    ". . . . . .\n. . . . . .\n. ○ ○ ● . .\n. . . . . .\n. . . . . .\n. . . . . .",
)


@cache
def _valid_probe_answers() -> tuple[tuple[Rows, int, int], ...]:
    """Black's moves on the interior squares of small 6x6 boards: legal ones, ones that touch a white
    disc and close nothing, lonely ones, and taken squares (where a disc would, or would not, sandwich)."""
    found = []
    for text in _VALID_PROBE_BOARDS:
        board = rules.board_from_text(text)
        for row, col in product(range(1, 5), repeat=2):
            found.append((kept(board), row, col))
    return tuple(found)


def _valid_probes(name: str) -> list[Case]:
    cases = []
    for rows, row, col in _valid_probe_answers():
        board = new_board(rows)
        want = rules.is_valid_move(board, row, col, BLACK)
        cases.append(Case(board, (row, col, BLACK), want, f"{name}(board, {row}, {col}, BLACK)"))
    return cases


def _square_facts(case: Case, got: object) -> dict[str, object]:
    row, col, colour = case.args
    return {"row": row, "col": col, "discs": COLOUR_NAMES[rules.opponent(colour)].lower()}


TAKEN_COUNTS_AS_VALID = Mistake(
    VALID_HINTS,
    "taken_valid",
    "is_valid_move",
    _valid_probes,
    lambda case: _valid_if_empty(case.position, *case.args),
    (
        "test_exercises_lesson3:accepts_taken_squares",
        "real_code.textarena:is_valid_move_textarena",
        "real_code.tipe:is_valid_move_tipe",
    ),
    _square_facts,
)
"""An is_valid_move that never asks whether the square is empty."""


def _touching_probes(name: str) -> list[Case]:
    """The empty squares of the probe but those next to Black's discs alone (a slip that takes any
    neighbouring disc for a move, and one that takes only the opponent's, say the same on the rest)."""
    return [
        case
        for case in _valid_probes(name)
        if case.position[case.args[0]][case.args[1]] == EMPTY
        and (
            _touches_the_opponent(case.position, *case.args)
            or not _touches_the_opponent(case.position, case.args[0], case.args[1], WHITE)
        )
    ]


TOUCHING_IS_ENOUGH = Mistake(
    VALID_HINTS,
    "touches_only",
    "is_valid_move",
    _touching_probes,
    lambda case: _touches_the_opponent(case.position, *case.args),
    (
        "test_exercises_lesson3:next_to_an_opponent",
        "real_code.burns:is_valid_move_burns",
        "real_code.waheeduk:is_valid_move_waheeduk",
    ),
    _square_facts,
)
"""An is_valid_move that takes a square next to an opponent's disc for a move, whatever closes the line."""


def _one_move_case(name: str, board: Board, move: Move, colour: Colour, direction: tuple[int, int]) -> Case:
    row, col = move
    want = rules.is_valid_move(board, row, col, colour)
    return Case(board, (row, col, colour), want, f"{name}(board, {row}, {col}, {NAMES[colour]})")


MOVE_PROPERTIES = one_way_properties(MOVE_HINTS, _one_move_case)
"""What a right ``is_valid_move`` does, each shown alone: the first one an answer breaks is its hint."""


def _wraps(case: Case) -> bool:
    board, (row, col, colour) = case.position, case.args
    on_board = 0 <= row < len(board) and 0 <= col < len(board)
    return on_board and board[row][col] == EMPTY and bool(wrapped_rays(board, row, col, colour))


def _run_to_the_edge(
    size: int, direction: tuple[int, int], length: int, colour: Colour, closed: str
) -> tuple[Board, tuple[int, int, Colour], bool, str]:
    """A move whose ray of ``length`` opponent discs runs, in ``direction`` (up or left), to the edge;
    past it, at index -1 (the last row or column), ``closed`` is ``colour``'s disc, or empty."""
    dr, dc = direction
    row, col = (length if dr else 1), (length if dc else 1)
    board: Board = [[EMPTY for _ in range(size)] for _ in range(size)]
    for step in range(1, length + 1):
        board[row + step * dr][col + step * dc] = rules.opponent(colour)
    past = (row + (length + 1) * dr) % size, (col + (length + 1) * dc) % size  # index -1: the last one
    board[past[0]][past[1]] = colour if closed == "own" else EMPTY
    want = rules.is_valid_move(board, row, col, colour)
    return board, (row, col, colour), want, f"(board, {row}, {col}, {NAMES[colour]})"


@cache
def _wrap_answers() -> tuple[tuple[Board, tuple[int, int, Colour], bool, str], ...]:
    """Runs of opponent discs up to the top or the left edge, closed past it by an own disc at index -1
    (a walk round the edge reads it, however far it goes on), and the same runs with that square empty."""
    found = []
    for size, direction, length in ((4, (0, -1), 2), (4, (-1, 0), 1), (6, (-1, -1), 3), (6, (0, -1), 1)):
        for colour in (BLACK, WHITE):
            for closed in ("own", "empty"):
                found.append(_run_to_the_edge(size, direction, length, colour, closed))
    return tuple(found)


@cache
def _wrap_probes(name: str) -> list[Case]:
    """Moves whose ray reaches the top or left edge with an own disc just past it, on the last row or
    column (only a walk round the edge sandwiches there, whether it reads one square past the edge
    or goes on), the same moves with that square empty, and others from the check's own cases."""
    own = [Case(board, args, want, name + call) for board, args, want, call in _wrap_answers()]
    cases = _move_cases(name)
    return own + [case for case in cases if not _wraps(case)][:: len(cases) // 8][:8]


def _wrapped_words(case: Case, got: object) -> dict[str, object]:
    board, (row, col, colour) = case.position, case.args
    rays = wrapped_rays(board, row, col, colour)
    return {"row": row, "col": col, "wrapped": wrap_hint(board, row, col, colour, rays[0][1])}


WALKS_ROUND_THE_EDGE = Mistake(
    VALID_HINTS,
    "wrapped",
    "is_valid_move",
    _wrap_probes,
    lambda case: True if _wraps(case) else case.expected,
    (
        "test_exercises_lesson3:walks_round_the_edge",
        "test_exercises_lesson3:reads_one_square_past_the_edge",
        "real_code.afwolfe:is_valid_move_afwolfe",
    ),
    _wrapped_words,
)
"""A walk that leaves the board at the top or the left and comes back on the other side: proven
whether it goes on round the board or reads only the one square past the edge."""


@LESSON.check
@remember_passes
def check_is_valid_move(function: Callable[..., object]) -> Report:
    """Check ``is_valid_move(board, row, col, colour)`` on every square of many boards, and off them."""
    name = function_name(function, "is_valid_move")

    def hint_for(case: Case, got: object) -> str:
        return changed_hint(got) or bool_hint(got)

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
        mistakes=[WALKS_ROUND_THE_EDGE, TAKEN_COUNTS_AS_VALID, TOUCHING_IS_ENOUGH],
    )
