"""Checks for lesson 4, *Playing a move*.

Each ``check_...`` function takes the student's function, runs it on many
positions (hand-made edge cases first, then every position of seeded random
games on 4x4, 6x6 and 8x8 boards), and returns a ``Report``.  The right
answers come from the finished functions in ``othello_lesson.rules``.

On top of what every lesson's checks share (``common``: the positions, a copy
of the board for the student, catching a changed board or an endless loop),
this module adds what a move needs:

* ``place_move`` is checked for what it does to the board passed in, for
  what it returns, and for refusing an illegal move without touching the board;
* the hint fits the mistake: an empty square that became a disc, a taken
  square that was played on, a ray that was not sandwiched, a missed direction.

>>> from othello_lesson import rules
>>> check_flipped_discs(rules.flipped_discs).passed
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import cast

from .. import rules
from ..rules import (
    BLACK,
    DIRECTIONS,
    EMPTY,
    WHITE,
    Board,
    Colour,
    IllegalMoveError,
    Move,
    copy_board,
)
from .common import (
    Case,
    Earlier,
    Hints,
    Mistake,
    Report,
    Rows,
    StillRunning,
    agreeing,
    as_squares,
    board_changes,
    board_or_repr,
    changed_hint,
    check_function,
    colour_name,
    endless_hint,
    function_name,
    hand_made_positions,
    kept,
    looking_call,
    new_board,
    not_a_list_hint,
    one_ray_boards,
    positions,
    rays_to_try,
    remember_passes,
    same_squares,
    squares_phrase,
    squares_phrase_raw,
    squares_to_try,
    text_or_none,
    within_time,
    wrap_hint,
    wrapped_rays,
)
from .contents import Exercise, Lesson
from .sandwich_properties import FLIP_WORDS, one_way_cases, one_way_properties

LESSON = Lesson(
    4,
    "Playing a move",
    Exercise("flips_in_direction", kept=True),
    Exercise("flipped_discs", builds_on=("flips_in_direction",), kept=True),
    Exercise(
        "place_move",
        builds_on=("flipped_discs", "flips_in_direction"),
        kept=True,
        examples=("careless_place_move", "hasty_place_move"),
    ),
    Exercise("fixed_place_move", "check_fixed_careless", builds_on=("flipped_discs", "flips_in_direction")),
    Exercise(
        "fixed_hasty_place_move", "check_fixed_hasty", builds_on=("flipped_discs", "flips_in_direction")
    ),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = [
    "careless_place_move",
    "check_fixed_careless",
    "check_fixed_hasty",
    "check_flipped_discs",
    "check_flips_in_direction",
    "check_place_move",
    "function_name",
    "hand_made_positions",
    "hasty_place_move",
    "positions",
    "within_time",
]

# --- hints about flips -------------------------------------------------------------

HINTS = Hints(
    "lesson4",
    {
        "taken_square_flips": (
            "The square ({row}, {col}) is already taken, so nobody can play there and nothing flips: "
            "check board[row][col] == EMPTY first and return [] if it is not."
        ),
        "listed_twice": "Some squares are listed twice: each flipped disc should appear once.",
        "the_move_itself": (
            "{square} is the square you play on: it gets your new disc, it is not "
            "flipped. List only the opponent discs that turn over."
        ),
        "off_the_board": "{squares} {are} off the board: stop walking at the edge (0 <= r < size).",
        "empty_not_a_disc": (
            "{squares} {are} empty, not a disc: a walk stops at the first empty "
            "square, and nothing on that ray flips."
        ),
        "own_disc": (
            "{squares} already {holds} your own disc, which never flips: "
            "it is the disc that ends the sandwich."
        ),
        "not_sandwiched": (
            "{squares} {are} not sandwiched: a ray of opponent discs flips only when "
            "it ends at one of your own discs, not at the edge of the board or an empty square."
        ),
        "one_direction_only": (
            "Only the discs of the first direction that flips, ({dr}, {dc}), are there, on every "
            "move tried, but {missing} flip too. A `return` (or `break`) inside the loop over "
            "DIRECTIONS stops at the first direction that flips: go through every direction, and "
            "return after the loop."
        ),
        "missed_diagonals": (
            "On every move tried, only the discs in the four straight directions flip: {missing} "
            "should flip too. Walk the four diagonal directions as well."
        ),
        "missing_flips": "{missing} should flip too (direction {named}).",
        "a_set": "Return a list, not a set: start with flips = [] and add the squares to it.",
        "lists_of_pairs": (
            "Each item of the list should be one (row, col) pair, but the items here are lists of pairs: "
            "append adds a whole list as one item. Join lists with += (flips += ray) instead."
        ),
        "a_tuple": "Return a list [...], not a tuple (...): start with flips = [] and add the squares to it.",
        "pair_as_list": "Write each square as a tuple (row, col), not a list [row, col].",
        "not_a_pair": "Each item of the list should be a (row, col) pair, like (1, 2), but it holds {odd}.",
        "off_the_ray": (
            "{squares} is not on the ray from ({row}, {col}) in direction "
            "({dr}, {dc}): each step adds dr to the row and dc to the column."
        ),
        "walk_the_ray": "Walk from the square next to (row, col), one step of (dr, dc) at a time.",
        "walk_every_direction": (
            "Walk the eight DIRECTIONS from (row, col) and keep the rays that end at your own disc."
        ),
        "taken_played": (
            "The square {here} is already taken, so this move is illegal: raise IllegalMoveError "
            "before changing anything. Check that the square is EMPTY (or that flipped_discs "
            "gives [] there)."
        ),
        "flips_nothing": (
            "{here} flips nothing, so it is not a legal move: it does not sandwich anything. Raise "
            "IllegalMoveError (for example when flipped_discs gives []) instead of playing it."
        ),
        "refuse_before_changing": (
            "Refuse an illegal move before changing the board: it must be left exactly as it was."
        ),
        "refuse_with": (
            "Raise IllegalMoveError for an illegal move, as the exercise asks, not {error}: the code "
            "that calls place_move catches it by that name, `except IllegalMoveError:`."
        ),
        "placed_first": (
            "Your disc was put on {here} before asking which discs flip, so flipped_discs then saw a "
            "taken square and found nothing to flip. Keep this order: find the flips, refuse if "
            "there are none, and only then put the disc down and flip."
        ),
        "legal_yet_raised": (
            "This move is legal, yet the function raised {error}. Only refuse a move that flips nothing."
        ),
        "not_a_board": "The board passed in is no longer a proper board: only set squares to BLACK or WHITE.",
        "board_unchanged": (
            "The board passed in did not change: place_move must change the board it is given "
            "(in place), and return that same board, not a copy."
        ),
        "returned_none": "The board is right, but the function returned None: end with `return board`.",
        "returned_another": "The board is right, but return the board that was passed in, not a new one.",
        "own_disc_missing": "Put your own disc on {here} itself, as well as flipping the sandwiched discs.",
        "empty_now_taken": ("{squares} {was} empty and must stay empty: a move flips only opponent discs."),
        "nothing_flipped_here": (
            "Your disc is on {here}, but nothing was flipped: the move sandwiches {flips}, which "
            "should all become {colour}."
        ),
        "placed_first_played": (
            "On every move tried your disc is put down and nothing flips, even where the move is "
            "illegal, as {here} is: find the flips first, then place and flip, and refuse a move that "
            "flips nothing."
        ),
        "went_round_played": (
            "On every move tried it plays as a walk that goes round the edge would. {wrapped}"
        ),
        "why_taken": "is already taken",
        "why_flips_nothing": "flips nothing",
        "never_refuses": (
            "It plays an illegal move as if it were legal: {here} {why}, yet it put its disc there "
            "instead of raising IllegalMoveError. Refuse a move that flips nothing (a taken square flips "
            "nothing either) before changing the board."
        ),
        "compare_boards": "Compare the board passed in with the expected one: changes: {changes}",
        "still_buggy": (
            "This does what {buggy} does here and on every other move tried, so the bug is still in. {hint}"
        ),
        # What a call of place_move did, as a report shows it.
        "raised_now": "an error, {error}\nand the board passed in is now\n{after}",
        "board_now": "the board passed in, which is now\n{after}",
        "returned_now": "{returned}\nand the board passed in is now\n{after}",
        "different_board": "a different board (a new list, not the one passed in):\n{board}",
    },
)
"""Every hint of lesson 4's checks, under a stable id (``lesson4.placed_first``, say)."""


def _is(squares: list[Move]) -> str:
    return agreeing(len(squares), "is", "are")


def flips_hint(
    board: Board,
    row: int,
    col: int,
    colour: Colour,
    got: list[Move],
    want: list[Move],
    *,
    one_ray: bool = False,
) -> str:
    """Explain the difference between the discs found (``got``) and the right ones (``want``).

    ``one_ray`` says that only one direction was asked for (``flips_in_direction``).
    """
    size = len(board)
    if board[row][col] != EMPTY and got:
        return HINTS.say("taken_square_flips", row=row, col=col)
    if len(set(got)) < len(got):
        return HINTS.say("listed_twice")
    if (row, col) in got:
        return HINTS.say("the_move_itself", square=squares_phrase([(row, col)]))
    extra = [sq for sq in got if sq not in want]
    missing = [sq for sq in want if sq not in got]
    wrapped = wrap_hint(board, row, col, colour, extra)
    if wrapped:
        return wrapped  # the words of a wrap round the board, said from the table of edges
    off = [(r, c) for r, c in extra if not (0 <= r < size and 0 <= c < size)]
    if off:
        return HINTS.say("off_the_board", squares=squares_phrase_raw(off), are=_is(off))
    empties = [(r, c) for r, c in extra if board[r][c] == EMPTY]
    if empties:
        return HINTS.say("empty_not_a_disc", squares=squares_phrase(empties), are=_is(empties))
    own = [(r, c) for r, c in extra if board[r][c] == colour]
    if own:
        return HINTS.say("own_disc", squares=squares_phrase(own), holds=agreeing(len(own), "holds", "hold"))
    if extra:
        return HINTS.say("not_sandwiched", squares=squares_phrase(extra), are=_is(extra))
    if missing:
        directions = sorted({_direction(row, col, sq) for sq in missing})
        named = ", ".join(f"({dr}, {dc})" for dr, dc in directions)
        return HINTS.say("missing_flips", missing=squares_phrase(missing), named=named)
    return ""


def _direction(row: int, col: int, square: Move) -> tuple[int, int]:
    dr, dc = square[0] - row, square[1] - col
    return (dr > 0) - (dr < 0), (dc > 0) - (dc < 0)


# --- the form of an answer: a list of (row, col) tuples ------------------------------


def is_list_of_squares(got: object) -> bool:
    """A list whose every item is a tuple of two ints (the form the exercises ask for)."""
    return isinstance(got, list) and all(
        isinstance(item, tuple) and len(item) == 2 and all(type(x) is int for x in item) for item in got
    )


def same_list_of_squares(got: object, want: object) -> bool:
    """The same squares, in any order, and in the form asked for: a list of (row, col) tuples."""
    return is_list_of_squares(got) and same_squares(got, want)


def list_form_hint(got: object) -> str:
    """What is wrong with the form of an answer that should be a list of (row, col) tuples ('' if none)."""
    if isinstance(got, (set, frozenset)):
        return HINTS.say("a_set")
    if isinstance(got, list) and got and all(is_list_of_squares(item) for item in got):
        return HINTS.say("lists_of_pairs")
    if isinstance(got, tuple) and as_squares(got) is not None:
        return HINTS.say("a_tuple")
    if isinstance(got, list) and as_squares(got) is not None and not is_list_of_squares(got):
        return HINTS.say("pair_as_list")
    if isinstance(got, list) and as_squares(got) is None:
        odd = next(item for item in got if as_squares([item]) is None)
        return HINTS.say("not_a_pair", odd=repr(odd))
    return not_a_list_hint(got)


# --- exercise 1: the discs one ray flips -------------------------------------------


def _on_ray(row: int, col: int, dr: int, dc: int, square: Move) -> bool:
    return any((row + k * dr, col + k * dc) == square for k in range(1, 27))


@cache
def _direction_cases() -> list[Case]:
    """Every direction from every square of the hand-made positions, and the rays worth a walk
    (``rays_to_try``) of many positions: built once, the same every time."""
    cases = []
    hand_made = len(hand_made_positions())
    for number, (board, colour) in enumerate(positions(games=1)):
        if number < hand_made:
            size = len(board)
            rays = [
                ((row, col), direction)
                for row in range(size)
                for col in range(size)
                if board[row][col] == EMPTY
                for direction in DIRECTIONS
            ]
        else:
            rays = rays_to_try(board, colour)
        flips: dict[Move, list[Move]] = {}
        for (row, col), (dr, dc) in rays:
            if (row, col) not in flips:
                flips[row, col] = rules.flipped_discs(board, row, col, colour)
            want = [sq for sq in flips[row, col] if _on_ray(row, col, dr, dc, sq)]
            call = f"flips_in_direction(board, {row}, {col}, {dr}, {dc}, {colour_name(colour)})"
            cases.append(Case(board, (row, col, dr, dc, colour), want, call))
    return cases


RAY_HINTS = Hints("lesson4_ray", FLIP_WORDS)


def _one_ray_case(name: str, board: Board, move: Move, colour: Colour, direction: tuple[int, int]) -> Case:
    (row, col), (dr, dc) = move, direction
    call = f"{name}(board, {row}, {col}, {dr}, {dc}, {colour_name(colour)})"
    return Case(board, (row, col, dr, dc, colour), rules.flipped_discs(board, row, col, colour), call)


def _finds_the_flips(got: object, want: object) -> bool:
    """Every disc that flips is among the squares given (one too many is another claim's mistake)."""
    return set(cast(list[Move], want)) <= set(cast(list[Move], got))


def _not_squares(got: object) -> bool:
    return not is_list_of_squares(got)


RAY_PROPERTIES = one_way_properties(
    RAY_HINTS, _one_ray_case, proves_nothing=_not_squares, judge=_finds_the_flips
)
"""What a right ``flips_in_direction`` does, each shown alone, asked in the one direction that flips."""


def _run_and_stop(case: Case) -> tuple[list[Move], Move | None]:
    """The opponent's discs the case's ray starts with, and the square that ends them (``None``: the edge)."""
    board, (row, col, dr, dc, colour) = case.position, case.args
    run: list[Move] = []
    for r, c in [(row + k * dr, col + k * dc) for k in range(1, len(board) + 1)]:
        if not (0 <= r < len(board) and 0 <= c < len(board)):
            return run, None
        if board[r][c] != rules.opponent(colour):
            return run, (r, c)
        run.append((r, c))
    return run, None


def _with_the_closing_disc(case: Case) -> object:
    run, stop = _run_and_stop(case)
    closed = stop is not None and case.position[stop[0]][stop[1]] == case.args[4]
    return [*run, stop] if run and closed and stop is not None else []


def _closed_by_the_edge(case: Case) -> object:
    run, stop = _run_and_stop(case)
    return run if run and (stop is None or case.position[stop[0]][stop[1]] != EMPTY) else []


def _closed_by_an_empty_square(case: Case) -> object:
    run, stop = _run_and_stop(case)
    return run if run and stop is not None else []


def _one_ray_probes(name: str) -> list[Case]:
    cases = []
    for rows in one_ray_boards():
        board = new_board(rows)
        want = rules.flipped_discs(board, 1, 0, BLACK)
        cases.append(Case(board, (1, 0, 0, 1, BLACK), want, f"{name}(board, 1, 0, 0, 1, BLACK)"))
    return cases


def _extra_facts(case: Case, got: object) -> dict[str, object]:
    extra = [sq for sq in cast(list[Move], got) if sq not in cast(list[Move], case.expected)]
    return {
        "squares": squares_phrase(extra),
        "are": _is(extra),
        "holds": "holds" if len(extra) == 1 else "hold",
    }


def _ray_slip(key: str, gives: Callable[[Case], object], example: str) -> Mistake:
    """A flips_in_direction that gives ``gives(case)``: proven on every mix of one ray's three squares."""
    return Mistake(
        HINTS,
        key,
        "flips_in_direction",
        _one_ray_probes,
        gives,
        (example,),
        _extra_facts,
        lambda got, mistaken: same_list_of_squares(got, mistaken),
    )


RAY_MISTAKES = [
    _ray_slip("own_disc", _with_the_closing_disc, "test_exercises_lesson4:includes_own_disc"),
    _ray_slip("not_sandwiched", _closed_by_the_edge, "test_exercises_lesson4:edge_counts_as_own"),
    _ray_slip("not_sandwiched", _closed_by_an_empty_square, "test_exercises_lesson4:empty_counts_as_own"),
]
"""Rays listed that flip nothing: with the disc that closes them, or closed by the edge or an empty square."""


@LESSON.check
@remember_passes
def check_flips_in_direction(function: Callable[..., object]) -> Report:
    """Check ``flips_in_direction(board, row, col, dr, dc, colour)`` on every empty square and direction."""
    name = function_name(function, "flips_in_direction")
    cases = _direction_cases() + one_way_cases(_one_ray_case, name)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or list_form_hint(got)
        if hint:
            return hint
        row, col, dr, dc, colour = case.args
        found = as_squares(got) or []
        wrong_way = [sq for sq in found if not _on_ray(row, col, dr, dc, sq)]
        if wrong_way:
            return HINTS.say(
                "off_the_ray", squares=squares_phrase_raw(wrong_way), row=row, col=col, dr=dr, dc=dc
            )
        return flips_hint(
            case.position, row, col, colour, found, cast(list[Move], case.expected), one_ray=True
        )

    return check_function(
        function,
        cases,
        name=name,
        call=looking_call,
        same=same_list_of_squares,
        hint_for=hint_for,
        hint=HINTS.say("walk_the_ray"),
        properties=RAY_PROPERTIES,
        mistakes=RAY_MISTAKES,
    )


# --- exercise 2: all the discs a move flips ---------------------------------------


def _rays_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``flips_in_direction`` is right in all eight directions from this case's move."""
    board, (row, col, colour) = case.position, case.args
    if board[row][col] != EMPTY:
        return True  # a right answer walks only from an empty square
    flips = rules.flipped_discs(board, row, col, colour)
    return all(
        same_list_of_squares(
            own(copy_board(board), row, col, dr, dc, colour),
            [sq for sq in flips if _on_ray(row, col, dr, dc, sq)],
        )
        for dr, dc in DIRECTIONS
    )


FLIPS_IN_DIRECTION = Earlier("flips_in_direction", _rays_right, LESSON)


@cache
def _flipped_cases() -> list[Case]:
    """The squares worth trying (``squares_to_try``) of many positions, built once."""
    cases = []
    hand_made = len(hand_made_positions())
    for number, (board, colour) in enumerate(positions(games=2)):
        for row, col in squares_to_try(board, colour, every_square=number < hand_made):
            want = rules.flipped_discs(board, row, col, colour)
            call = f"flipped_discs(board, {row}, {col}, {colour_name(colour)})"
            cases.append(Case(board, (row, col, colour), want, call))
    return cases


FLIPS_HINTS = Hints("lesson4_flips", FLIP_WORDS)


def _one_move_case(name: str, board: Board, move: Move, colour: Colour, direction: tuple[int, int]) -> Case:
    row, col = move
    call = f"{name}(board, {row}, {col}, {colour_name(colour)})"
    return Case(board, (row, col, colour), rules.flipped_discs(board, row, col, colour), call)


FLIPS_PROPERTIES = one_way_properties(
    FLIPS_HINTS, _one_move_case, proves_nothing=_not_squares, judge=_finds_the_flips
)
"""What a right ``flipped_discs`` does, each shown alone."""


def _rays_of(case: Case) -> dict[tuple[int, int], list[Move]]:
    """The discs the case's move flips in each direction that flips any, in the order of DIRECTIONS."""
    row, col, _ = case.args
    flips = cast(list[Move], case.expected)
    rays = {(dr, dc): [sq for sq in flips if _on_ray(row, col, dr, dc, sq)] for dr, dc in DIRECTIONS}
    return {direction: ray for direction, ray in rays.items() if ray}


@cache  # the cases do not depend on the function's name: picked once
def _first_direction_probes(name: str) -> list[Case]:
    """Moves that flip in two directions or more, and as many that flip in one."""
    many: list[Case] = []
    one: list[Case] = []
    for case in _flipped_cases():
        ways = len(_rays_of(case))
        if ways > 1 and len(many) < 6:
            many.append(case)
        elif ways == 1 and len(one) < 6:
            one.append(case)
        if len(many) == len(one) == 6:
            break
    return many + one


_Select = Callable[[dict[tuple[int, int], list[Move]]], list[Move]]
"""Which discs a mistake flips, of the rays of a move that flip anything (by direction, in order)."""


def _first_ray(rays: dict[tuple[int, int], list[Move]]) -> list[Move]:
    return next(iter(rays.values())) if rays else []


def _straight_rays(rays: dict[tuple[int, int], list[Move]]) -> list[Move]:
    return [sq for (dr, dc), ray in rays.items() if not (dr and dc) for sq in ray]


def _missed_by(
    select: _Select,
) -> Callable[[Case, object], dict[str, object]]:
    """The words' facts of a mistake that flips only ``select(rays)``: the first direction, what it missed."""

    def facts(case: Case, got: object) -> dict[str, object]:
        rays = _rays_of(case)
        (dr, dc), *_ = rays
        kept = select(rays)
        missing = [sq for sq in cast(list[Move], case.expected) if sq not in kept]
        return {"dr": dr, "dc": dc, "missing": squares_phrase(missing)}

    return facts


def _flips_only(key: str, select: _Select, example: str) -> Mistake:
    """A flipped_discs that gives ``select(rays)`` of the rays that flip, not all of them."""
    return Mistake(
        HINTS,
        key,
        "flipped_discs",
        _first_direction_probes,
        lambda case: select(_rays_of(case)),
        (example,),
        _missed_by(select),
        lambda got, mistaken: same_list_of_squares(got, mistaken),
    )


FLIPPED_DISCS_MISTAKES = [
    _flips_only("one_direction_only", _first_ray, "test_exercises_lesson4:returns_after_the_first_direction"),
    _flips_only("missed_diagonals", _straight_rays, "test_exercises_lesson4:forgets_diagonals"),
]
"""Answers that give the discs of some of the rays that flip: the first one, the straight ones."""


@LESSON.check
@remember_passes
def check_flipped_discs(function: Callable[..., object]) -> Report:
    """Check ``flipped_discs(board, row, col, colour)`` on the squares worth trying of many positions."""
    name = function_name(function, "flipped_discs")
    cases = _flipped_cases() + one_way_cases(_one_move_case, name)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or list_form_hint(got)
        if hint:
            return hint
        row, col, colour = case.args
        want = cast(list[Move], case.expected)
        return flips_hint(case.position, row, col, colour, as_squares(got) or [], want)

    return check_function(
        function,
        cases,
        name=name,
        call=looking_call,
        same=same_list_of_squares,
        hint_for=hint_for,
        hint=HINTS.say("walk_every_direction"),
        builds_on=[FLIPS_IN_DIRECTION],
        properties=FLIPS_PROPERTIES,
        mistakes=FLIPPED_DISCS_MISTAKES,
    )


# --- exercise 3 and the two bugs: playing a move ------------------------------------


def _flips_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``flipped_discs`` finds the discs this case's move flips."""
    board, (row, col, colour) = case.position, case.args
    return same_list_of_squares(
        own(copy_board(board), row, col, colour), rules.flipped_discs(board, row, col, colour)
    )


FLIPPED_DISCS = Earlier("flipped_discs", _flips_right, LESSON)

SAME_BOARD = "the same board"


def _rows_or_text(board: object) -> Rows | str:
    """The board's rows as tuples of strings, cheap to keep and to compare; or, if it is no longer
    a list of lists of strings, what it has become, in words."""
    if isinstance(board, list) and all(
        isinstance(row, list) and all(type(square) is str for square in row) for row in board
    ):
        return kept(board)
    return board_or_repr(board)


@dataclass(frozen=True)
class MoveOutcome:
    """What a call to a ``place_move`` did: the board passed in afterwards, what came back, any error.

    The board afterwards is kept as its rows (``_rows_or_text``), and made a board again or shown
    as text only when a hint or a report needs it: a check compares thousands of outcomes and shows one.
    """

    rows: Rows | str  # the board passed in, after the call
    returned: str = SAME_BOARD  # SAME_BOARD, or words for what else came back
    error: str = ""  # "ErrorName: message" if it raised

    @property
    def board(self) -> Board | None:
        """The board passed in, after the call, if it is still a proper board (else ``None``)."""
        if isinstance(self.rows, str):
            return None
        board = new_board(self.rows)
        return board if text_or_none(board) is not None else None

    @property
    def after(self) -> str:
        """The board passed in, after the call, as text (or words, if it is no longer a board)."""
        if isinstance(self.rows, str):
            return self.rows
        return board_or_repr(new_board(self.rows))

    def __repr__(self) -> str:
        if self.error.startswith("nothing came back"):
            return self.error
        if self.error:
            return str(HINTS.say("raised_now", error=self.error, after=self.after))
        if self.returned == SAME_BOARD:
            return str(HINTS.say("board_now", after=self.after))
        return str(HINTS.say("returned_now", returned=self.returned, after=self.after))


def _expected_move(board: Board, row: int, col: int, colour: Colour) -> MoveOutcome:
    after = copy_board(board)
    try:
        rules.place_move(after, row, col, colour)
    except rules.IllegalMoveError as error:
        return MoveOutcome(_rows_or_text(board), "", f"IllegalMoveError: {error}")
    return MoveOutcome(_rows_or_text(after))


def move_call(function: Callable[..., object], case: Case) -> MoveOutcome:
    """Call a student's ``place_move`` on a copy of the board and record what happened.

    ``function`` comes guarded from ``check_function`` (a time limit on each call).
    """
    board = copy_board(case.position)
    try:
        got = function(board, *case.args)
    except NotImplementedError:
        raise
    except StillRunning as error:
        return MoveOutcome(_rows_or_text(board), "", f"nothing came back: {error}")
    except Exception as error:
        return MoveOutcome(_rows_or_text(board), "", f"{type(error).__name__}: {error}")
    after = _rows_or_text(board)
    if got is board:
        returned = SAME_BOARD
    elif got is None:
        returned = "None"
    elif (text := text_or_none(got)) is not None:
        returned = str(HINTS.say("different_board", board=text))
    else:
        returned = f"{got!r}"
    return MoveOutcome(after, returned)


def same_move(got: object, want: object) -> bool:
    """Did the call do what the finished ``place_move`` does?"""
    assert isinstance(got, MoveOutcome) and isinstance(want, MoveOutcome)
    if want.error:
        return got.error.split(":")[0] == "IllegalMoveError" and got.rows == want.rows
    return not got.error and got.rows == want.rows and got.returned == SAME_BOARD


# The exercise refuses a move with IllegalMoveError, which its callers catch by name; a ValueError (its
# parent) is a refusal with the wrong name, told so, and never taken for a bug of the code.
_VALUE_ERRORS = {"IllegalMoveError", "ValueError"}


def move_hint(case: Case, got: MoveOutcome) -> str:
    """A hint that fits what went wrong in one call to a ``place_move``."""
    board = case.position
    row, col, colour = case.args
    want = cast(MoveOutcome, case.expected)
    here = f"({row}, {col})"
    if got.error.startswith("nothing came back"):
        return endless_hint()
    if want.error:
        if not got.error:
            if board[row][col] != EMPTY:
                return HINTS.say("taken_played", here=here)
            return HINTS.say("flips_nothing", here=here)
        if got.rows != want.rows:
            return HINTS.say("refuse_before_changing")
        return HINTS.say("refuse_with", error=got.error.split(":")[0])
    if got.error:
        name = got.error.split(":")[0]
        if name not in _VALUE_ERRORS:
            return ""  # an error of the code itself: the explanation of that error says what it means
        return HINTS.say("legal_yet_raised", error=name)
    after, right = got.board, want.board
    if after is None or right is None or len(after) != len(right):
        return HINTS.say("not_a_board")
    if after == board and got.returned != SAME_BOARD and got.returned != "None":
        return HINTS.say("board_unchanged")
    if after == right:
        if got.returned == "None":
            return HINTS.say("returned_none")
        return HINTS.say("returned_another")
    if after[row][col] != colour:
        return HINTS.say("own_disc_missing", here=here)
    became = [
        (r, c)
        for r in range(len(board))
        for c in range(len(board))
        if (r, c) != (row, col) and board[r][c] == EMPTY and after[r][c] != EMPTY
    ]
    if became:
        return HINTS.say(
            "empty_now_taken", squares=squares_phrase(became), was=agreeing(len(became), "was", "were")
        )
    got_flips = [(r, c) for r in range(len(board)) for c in range(len(board)) if board[r][c] != after[r][c]]
    want_flips = rules.flipped_discs(board, row, col, colour)
    if not [sq for sq in got_flips if sq != (row, col)]:
        return HINTS.say(
            "nothing_flipped_here", here=here, flips=squares_phrase(want_flips), colour=colour_name(colour)
        )
    return flips_hint(
        board,
        row,
        col,
        colour,
        [sq for sq in got_flips if sq != (row, col)],
        want_flips,
    ) or HINTS.say("compare_boards", changes=board_changes(after, right))


@cache
def _move_answers(games: int) -> tuple[tuple[Board, tuple[int, int, Colour], MoveOutcome], ...]:
    """The squares worth trying of many positions, and what the finished rules do there (built once)."""
    found = []
    hand_made = len(hand_made_positions())
    for number, (board, colour) in enumerate(positions(games=games)):
        for row, col in squares_to_try(board, colour, every_square=number < hand_made):
            found.append((board, (row, col, colour), _expected_move(board, row, col, colour)))
    return tuple(found)


def move_cases(games: int = 1, *, name: str = "place_move") -> list[Case]:
    """A case for each square worth trying of many positions, each call written with ``name``."""
    return [
        Case(board, args, want, f"{name}(board, {args[0]}, {args[1]}, {colour_name(args[2])})")
        for board, args, want in _move_answers(games)
    ]


MOVE_HINTS = Hints("lesson4_move", FLIP_WORDS)


def _one_move_played(name: str, board: Board, move: Move, colour: Colour, direction: tuple[int, int]) -> Case:
    row, col = move
    call = f"{name}(board, {row}, {col}, {colour_name(colour)})"
    return Case(board, (row, col, colour), _expected_move(board, row, col, colour), call)


def _shows_no_flips(got: object) -> bool:
    """An error of the code itself (not a refusal), or a new board given back: nothing about which
    discs flip on the board passed in."""
    if not isinstance(got, MoveOutcome):
        return True
    if got.error.startswith("nothing came back"):
        raise StillRunning(got.error)  # an answer that never ends: no more cases are tried
    if got.error:
        return got.error.split(":")[0] not in _VALUE_ERRORS
    return got.returned not in (SAME_BOARD, "None")


def _flips_made(got: object, want: object) -> bool:
    """The board passed in is as it should be, but perhaps for one square left empty: the square
    played, which is another claim's matter."""
    after, right = cast(MoveOutcome, got).board, cast(MoveOutcome, want).board
    if after is None or right is None or len(after) != len(right):
        return False
    differ = [(r, c) for r in range(len(right)) for c in range(len(right)) if after[r][c] != right[r][c]]
    return not differ or (len(differ) == 1 and after[differ[0][0]][differ[0][1]] == EMPTY)


MOVE_PROPERTIES = one_way_properties(
    MOVE_HINTS, _one_move_played, proves_nothing=_shows_no_flips, judge=_flips_made, only_reach=True
)
"""What a right ``place_move`` does on one-way boards, each shown alone."""


@cache
def _moves_of_many_rays(name: str) -> list[Case]:
    """Legal moves that flip in two directions or more, and as many that flip in one."""
    many: list[Case] = []
    one: list[Case] = []
    for case in move_cases(name=name):
        if cast(MoveOutcome, case.expected).error:
            continue
        ways = len({_direction(case.args[0], case.args[1], sq) for sq in _flips_of(case)})
        if ways > 1 and len(many) < 6:
            many.append(case)
        elif ways == 1 and len(one) < 6:
            one.append(case)
        if len(many) == len(one) == 6:
            break
    return many + one


def _flips_of(case: Case) -> list[Move]:
    row, col, colour = case.args
    return rules.flipped_discs(case.position, row, col, colour)


def _played_with(
    select: _Select,
) -> Callable[[Case], object]:
    """What a place_move that flips only ``select(rays)`` leaves on the board passed in."""

    def gives(case: Case) -> object:
        row, col, colour = case.args
        flips = _flips_of(case)
        rays = {d: [sq for sq in flips if _on_ray(row, col, *d, sq)] for d in DIRECTIONS}
        after = copy_board(case.position)
        after[row][col] = colour
        for r, c in select({d: ray for d, ray in rays.items() if ray}):
            after[r][c] = colour
        return MoveOutcome(_rows_or_text(after))

    return gives


def _placed_facts(
    select: _Select,
) -> Callable[[Case, object], dict[str, object]]:
    def facts(case: Case, got: object) -> dict[str, object]:
        row, col, _ = case.args
        flips = _flips_of(case)
        rays = {d: [sq for sq in flips if _on_ray(row, col, *d, sq)] for d in DIRECTIONS}
        rays = {d: ray for d, ray in rays.items() if ray}
        (dr, dc), *_ = rays
        kept = select(rays)
        return {"dr": dr, "dc": dc, "missing": squares_phrase([sq for sq in flips if sq not in kept])}

    return facts


@cache
def _refusal_answers() -> tuple[tuple[Board, tuple[int, int, Colour]], ...]:
    """Two illegal moves, a taken square and one that touches nothing, each alone on its board, and a
    legal move of one disc, on 4x4 boards: nothing but the refusal tells them apart."""
    return tuple(
        (rules.board_from_text(text), move)
        for text, move in (
            ("○ . . .\n. . . .\n. . . .\n. . . .", (0, 0, BLACK)),
            (". . . .\n. ● ○ .\n. . . .\n. . . .", (3, 0, BLACK)),
            (". . . .\n. ● ○ .\n. . . .\n. . . .", (1, 3, BLACK)),
        )
    )


def _refusal_probes(name: str) -> list[Case]:
    return [
        Case(
            board,
            args,
            _expected_move(board, *args),
            f"{name}(board, {args[0]}, {args[1]}, {colour_name(args[2])})",
        )
        for board, args in _refusal_answers()
    ]


def _played_anyway(case: Case) -> object:
    """What a place_move that never refuses leaves: the disc put down, and the flips, none if illegal."""
    row, col, colour = case.args
    after = copy_board(case.position)
    for r, c in rules.flipped_discs(case.position, row, col, colour):
        after[r][c] = colour
    after[row][col] = colour
    return MoveOutcome(_rows_or_text(after))


def _refused_facts(case: Case, got: object) -> dict[str, object]:
    row, col, _ = case.args
    taken = case.position[row][col] != EMPTY
    return {"here": f"({row}, {col})", "why": HINTS["why_taken" if taken else "why_flips_nothing"]}


def _placed_first_probes(name: str) -> list[Case]:
    """Legal moves of one disc or two, on 4x4 and 6x6 boards, (0, 0) first."""
    cases = []
    for text, (row, col) in (
        (". ○ ● .\n. . . .\n. . . .\n. . . .", (0, 0)),
        (". . . .\n. ● ○ .\n. . . .\n. . . .", (1, 3)),
        (". . . . . .\n. . . . . .\n. ● ○ ○ . .\n. . . . . .\n. . . . . .\n. . . . . .", (2, 4)),
    ):
        board = rules.board_from_text(text)
        cases.append(
            Case(
                board,
                (row, col, BLACK),
                _expected_move(board, row, col, BLACK),
                f"{name}(board, {row}, {col}, BLACK)",
            )
        )
    return cases


def _placed_then_refused(case: Case) -> object:
    """What a place_move that puts its disc down before asking flipped_discs leaves: the disc, no flips,
    and a refusal (flipped_discs finds nothing on a taken square)."""
    row, col, colour = case.args
    after = copy_board(case.position)
    after[row][col] = colour
    return MoveOutcome(_rows_or_text(after), "", "IllegalMoveError")


def _placed_alone(case: Case) -> object:
    """What a place_move that puts its disc down, then asks flipped_discs (which finds nothing on a
    taken square), and never refuses, leaves: the disc alone, on every move, legal or not."""
    row, col, colour = case.args
    after = copy_board(case.position)
    after[row][col] = colour
    return MoveOutcome(_rows_or_text(after))


def _going_round_place_move(board: Board, row: int, col: int, colour: Colour) -> Board:
    """A place_move whose walks go round the edge (``board[-1]`` is the last row) and come back on
    the other side: it flips the rays the rules flip and the ones that went round."""
    if board[row][col] != EMPTY:
        raise IllegalMoveError(f"({row}, {col}) is taken")
    flips = rules.flipped_discs(board, row, col, colour)
    flips += [sq for _, ray, _ in wrapped_rays(board, row, col, colour) for sq in ray]
    if not flips:
        raise IllegalMoveError(f"({row}, {col}) flips nothing")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


def _went_round_facts(case: Case, got: object) -> dict[str, object]:
    board, (row, col, colour) = case.position, case.args
    after = cast(MoveOutcome, got).board or board
    changed = [
        (r, c)
        for r in range(len(board))
        for c in range(len(board))
        if (r, c) != (row, col) and after[r][c] != board[r][c]
    ]
    return {"wrapped": wrap_hint(board, row, col, colour, changed)}


def _refused_with_the_disc_down(got: object, mistaken: object) -> bool:
    return (
        isinstance(got, MoveOutcome)
        and got.error.split(":")[0] in _VALUE_ERRORS
        and got.rows == cast(MoveOutcome, mistaken).rows
    )


def _same_outcome(got: object, mistaken: object) -> bool:
    """The same board passed in afterwards, the same thing returned, the same error (by its name:
    its message is the writer's own)."""
    other = cast(MoveOutcome, mistaken)
    return (
        isinstance(got, MoveOutcome)
        and got.rows == other.rows
        and got.returned == other.returned
        and got.error.split(":")[0] == other.error.split(":")[0]
    )


def _buggy_probes(buggy: Callable[[Board, int, int, Colour], Board]) -> Callable[[str], list[Case]]:
    """The first moves tried on which ``buggy`` goes wrong, and as many on which it is right: an answer
    that gives what it gives on all of them has its bug (another mistake gives something else)."""

    @cache  # picked once for each name the function is called by
    def probes(name: str) -> list[Case]:
        wrong: list[Case] = []
        right: list[Case] = []
        for case in move_cases(name=name):
            (right if same_move(move_call(buggy, case), case.expected) else wrong).append(case)
            if len(wrong) >= 8 and len(right) >= 8:
                break
        return wrong[:8] + right[:8]

    return probes


PLACE_MOVE_MISTAKES = [
    Mistake(
        HINTS,
        "placed_first",
        "place_move",
        _placed_first_probes,
        _placed_then_refused,
        ("test_exercises_lesson4:places_before_asking",),
        lambda case, got: {"here": f"({case.args[0]}, {case.args[1]})"},
        _refused_with_the_disc_down,
    ),
    Mistake(
        HINTS,
        "never_refuses",
        "place_move",
        _refusal_probes,
        _played_anyway,
        ("test_exercises_lesson4:never_refuses", "real_code.zolomon:place_move_zolomon"),
        _refused_facts,
    ),
    Mistake(
        HINTS,
        "placed_first_played",
        "place_move",
        lambda name: _placed_first_probes(name) + _refusal_probes(name),
        _placed_alone,
        ("test_exercises_lesson4:places_before_asking_and_never_refuses",),
        lambda case, got: {"here": f"({case.args[0]}, {case.args[1]})"},
    ),
    Mistake(
        HINTS,
        "went_round_played",
        "place_move",
        _buggy_probes(_going_round_place_move),
        lambda case: move_call(_going_round_place_move, case),
        ("test_exercises_lesson4:place_move_wrapping",),
        _went_round_facts,
        _same_outcome,
    ),
    Mistake(
        HINTS,
        "one_direction_only",
        "place_move",
        _moves_of_many_rays,
        _played_with(_first_ray),
        ("test_exercises_lesson4:first_ray_only",),
        _placed_facts(_first_ray),
    ),
]
"""A place_move that flips the discs of the first direction that flips, and looks no further."""


@LESSON.check
@remember_passes
def check_place_move(function: Callable[..., object]) -> Report:
    """Check a ``place_move(board, row, col, colour)``: the board passed in, what is returned, errors.

    A legal move must change the board passed in to the right position and
    return that same board; an illegal one (a taken square, or one that flips
    nothing) must raise ``IllegalMoveError`` and leave the board alone.
    """
    return _check_a_move(function, function_name(function, "place_move"))


def _check_a_move(function: Callable[..., object], name: str, first: Sequence[Mistake] = ()) -> Report:
    """Check a function that plays a move as ``place_move`` does (the ``first`` mistakes tried first)."""

    def hint_for(case: Case, got: object) -> str:
        return move_hint(case, cast(MoveOutcome, got))

    return check_function(
        function,
        move_cases(name=name) + one_way_cases(_one_move_played, name),
        name=name,
        call=move_call,
        same=same_move,
        hint_for=hint_for,
        builds_on=[FLIPPED_DISCS, FLIPS_IN_DIRECTION],
        properties=MOVE_PROPERTIES,
        mistakes=[*first, *PLACE_MOVE_MISTAKES],
    )


# The two buggy functions of the lesson, word for word as the lesson shows them (a test
# keeps them so): the checks compare a student's fix with them to name the same mistake.
def careless_place_move(board: Board, row: int, col: int, colour: Colour) -> Board:
    """Play a legal move: place the disc, then flip each sandwiched ray. (It has a bug.)"""
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    size = len(board)
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        passed = []  # the discs we walk over, flipped if the ray ends at one of ours
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            if board[r][c] != colour:  # "not mine, so it must be the opponent's"
                passed.append((r, c))
            elif board[r][c] == colour:  # one of mine: flip what we walked over
                for pr, pc in passed:
                    board[pr][pc] = colour
                break
            else:  # an empty square: stop
                break
            r, c = r + dr, c + dc
    return board


def hasty_place_move(board: Board, row: int, col: int, colour: Colour) -> Board:
    """Play a move: find the sandwiched rays, refuse if there are none, flip. (It has a bug.)"""
    other = WHITE if colour == BLACK else BLACK
    size = len(board)
    flips = []
    for dr, dc in DIRECTIONS:
        ray = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
            flips += ray
    if not flips:
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


def _still_buggy(buggy: Callable[[Board, int, int, Colour], Board], exercise: str, example: str) -> Mistake:
    """A repair of ``buggy`` that does what it does on every move of the probe: its bug is still in."""
    return Mistake(
        HINTS,
        "still_buggy",
        exercise,
        _buggy_probes(buggy),
        lambda case: move_call(buggy, case),
        (example,),
        lambda case, got: {"buggy": buggy.__name__, "hint": move_hint(case, cast(MoveOutcome, got))},
        _same_outcome,
    )


CARELESS_MISTAKES = [
    _still_buggy(careless_place_move, "fixed_place_move", "test_exercises_lesson4:careless_unchanged")
]
HASTY_MISTAKES = [
    _still_buggy(hasty_place_move, "fixed_hasty_place_move", "test_exercises_lesson4:hasty_unchanged")
]
"""A repair that still does what the buggy function does."""


@LESSON.check
def check_fixed_careless(function: Callable[..., object]) -> Report:
    """Check the student's repair of ``careless_place_move``."""
    return _check_a_move(function, function_name(function, "fixed_place_move"), CARELESS_MISTAKES)


@LESSON.check
def check_fixed_hasty(function: Callable[..., object]) -> Report:
    """Check the student's repair of ``hasty_place_move``."""
    return _check_a_move(function, function_name(function, "fixed_hasty_place_move"), HASTY_MISTAKES)
