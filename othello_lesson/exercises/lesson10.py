"""Checks for lesson 10, *Five ways to store a board*: bitboards and game records.

A bitboard exercise is called with whole numbers (``me``, ``opponent``, a
move's bit) and answers a whole number; the check shows the position as a
board and, when the answer is wrong, names the squares whose bits are wrong
(and, where a notebook shows pictures, draws the bits returned and expected),
with a hint for the classic mistakes: a shift without its mask that wraps
round the edge, a missing direction, a flip that stops one short.  The right
answers come from ``othello_lesson.boards.bitboard`` and ``othello_lesson.records``.

>>> from othello_lesson.boards import bitboard
>>> check_legal_bits(bitboard.legal_bits).passed
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import cast

from ..boards import bitboard
from ..records import format_record
from ..rules import BLACK, DIRECTIONS, MAX_SIZE, Board, Colour, Move, square_name
from .common import (
    NO_RETURN_HINT,
    Case,
    Hints,
    Report,
    Rows,
    check_function,
    colour_name,
    is_int,
    kept,
    new_board,
    positions,
    sampled,
)
from .contents import Exercise, Lesson
from .mistakes import Mistake, known_by, returns_nothing
from .probes import PROBE_WORDS, direction_phrase, longest_run, one_way_sandwich

LESSON = Lesson(
    10,
    "Five ways to store a board",
    Exercise("shift_east"),
    Exercise("legal_bits"),
    Exercise("flip_bits"),
    Exercise("write_record"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_flip_bits", "check_legal_bits", "check_shift_east", "check_write_record"]

HINTS = Hints(
    "lesson10",
    {
        # Words the hints below fill in.
        "extra_bits": "bits that should not be there: {bits}",
        "missing_bits": "bits that are missing: {bits}",
        "and": "; and ",
        "eight_numbers": (
            "numbers written for 8x8 (a mask such as 0x7e7e7e7e7e7e7e7e, a shift by 7, 8 or 9, 64 bits, "
            "a line grown at most 5 times)"
        ),
        "article_numbers": (
            "the shifts by 1, 7, 8 and 9, the masks 0x7e7e7e7e7e7e7e7e, 0x00ffffffffffff00 and "
            "0x007e7e7e7e7e7e00, and 64 bits"
        ),
        "mask_a_to_g": "the mask 0x7f7f7f7f7f7f7f7f (columns a to g of 8) and 64 bits",
        "mask_b_to_h": "the mask 0xfefefefefefefefe (columns b to h of 8) and 64 bits",
        "shift_words": "{shift}, {eight} on 8x8",
        "the_flips": "the discs a move flips",
        "the_move": "the move",
        "no_return": NO_RETURN_HINT,
        "not_an_int": "Return a whole number (an int) with one bit per square, not a {kind}.",
        "difference": "Your answer has {parts}.",
        "right_on_eight": (
            "{name} is right on every 8x8 position tried, and wrong on this {size}x{size} one: "
            "{numbers} belong to an 8x8 board. On a {size}x{size} board a row is {size} bits: work "
            "every shift and mask out from size (bitboard.geometry(size) gives them)."
        ),
        # shift_east
        "wraps": (
            "A disc on the last column came back on the first column of the next row "
            "({squares}): after << 1, clear the first column with a mask, "
            "and keep only the board's squares with & full."
        ),
        "west": "East is to the right, to the next column: that is << 1 here (>> 1 goes west).",
        "south": "<< size moves every disc one row down (south): east is one column to the right, << 1.",
        "past_the_board": (
            "Your answer has bits past the board's last square: a disc on the last square falls off "
            "the board, so keep only the board's squares with & full."
        ),
        # legal_bits
        "taken": "{squares} is taken: keep only empty squares (& empty).",
        "opponents_moves": (
            "Those are the opponent's moves: `me` holds the discs of the side to move, so each line "
            "starts next to one of `me` and runs over the opponent's discs."
        ),
        "not_closed": (
            "{squares} is not a legal move: a line of the opponent's discs touches it, but no such line "
            "ends on one of your discs. Grow each line from your own discs, as the lesson does."
        ),
        "eight_masks": (
            "These are the masks of an 8x8 board (0x7e7e7e7e7e7e7e7e: columns b to g of 8), but the "
            "board is {size}x{size}: its inside columns are other bits. Build the masks from size "
            "(bitboard.geometry(size) gives them)."
        ),
        "legal_wrapped": (
            "{squares} is not a legal move: a line reaches it only because it "
            "wrapped round from the other side of the board (off the last column, onto the first). "
            "Mask the opponent's discs (no first or last column) before each east, west or "
            "diagonal shift."
        ),
        "line_too_short": (
            "{squares} is missing: its line of the opponent's discs is longer than {longest}. A line "
            "stops growing too soon: grow it size - 3 times, for lines of up to size - 2 discs."
        ),
        "some_directions": (
            "{name} misses {what} when the line runs {missed} from the move (the shift by {shifts}); it "
            "finds the ones running {found}. Asked on 8x8 boards where one move makes a line of one "
            "disc, in one direction only, it missed those directions only."
        ),
        # flip_bits
        "closing_disc": (
            "{squares} is already yours: the disc that closes a ray does not flip, only the "
            "opponent's discs between the move and it."
        ),
        "move_square": "The move's own square is not flipped: it is placed (the caller adds it).",
        "ray_wrapped": (
            "{squares} should not flip: its ray ran off one side of the board and came back on the "
            "other before it reached your disc (a shift does not know where a row ends). Mask the "
            "opponent's discs (no first or last column) for every east, west or diagonal step, as "
            "for legal_bits."
        ),
        "ray_not_closed": (
            "{squares} should not flip: a ray flips only when it ends on one of your discs, not on "
            "an empty square or the edge."
        ),
        "one_short": (
            "{squares} should flip too: on every ray tried, it kept all the opponent's discs but the "
            "last, the one next to your disc. Keep walking while the next square holds an opponent's "
            "disc, and keep every disc you passed."
        ),
        "whole_ray": (
            "{squares} should flip too: they make the whole ray of the shift by {step:+d}, from the move "
            "to your disc."
        ),
        # write_record
        "not_a_str": "Return one str, like 'f5d6c3', not a {kind}.",
        "capitals": "Write the column letters in lower case: f5, not F5.",
        "spaces": "Write the moves one after the other, with nothing between them: 'f5d6', not 'f5 d6'.",
        "pass": "Write a pass (None) as the two letters pa.",
        "rows_from_zero": (
            "Row numbers start at 1 in a square's name: row 0 is written 1 (f5 is row 4, col 5)."
        ),
        "row_column_swapped": (
            "Row and column are swapped: a square's name is its column's letter, then its row's "
            "number: (row 4, col 5) is f5, so write rules.square_name(row, col), row first."
        ),
    },
)


def _positions(games: int) -> list[tuple[Board, Colour]]:
    """The shared positions, some 10x10 ones, and 26x26 ones with a line as long as it allows."""
    big = [(new_board(rows), colour) for rows, colour in sampled((10,), games=1)[::4]]
    return positions(games=games) + big + _longest_lines()


def _longest_lines() -> list[tuple[Board, Colour]]:
    """For each direction, a 26x26 board where Black's one move flips a line of 24 discs that way."""
    return [
        (one_way_sandwich(MAX_SIZE, direction, BLACK, length=longest_run(MAX_SIZE))[0], BLACK)
        for direction in DIRECTIONS
    ]


def _sides(board: Board, colour: Colour) -> tuple[int, int]:
    position = bitboard.from_lists(board)
    return (position.black, position.white) if colour == BLACK else (position.white, position.black)


def _named(bits: int, size: int) -> str:
    names = [square_name(r, c) for r, c in bitboard.squares(bits, size)]
    return ", ".join(names[:6]) + (" ..." if len(names) > 6 else "")


def _not_an_int(got: object) -> str:
    if got is None:
        return HINTS.say("no_return")
    if isinstance(got, bool) or not isinstance(got, int):
        return HINTS.say("not_an_int", kind=type(got).__name__)
    return ""


def _difference(got: int, want: int, size: int) -> str:
    extra, missing = got & ~want, want & ~got
    parts = []
    if extra:
        parts.append(HINTS.say("extra_bits", bits=_named(extra, size)))
    if missing:
        parts.append(HINTS.say("missing_bits", bits=_named(missing, size)))
    return HINTS.say("difference", parts=HINTS["and"].join(parts))


def _full(size: int) -> int:
    return (1 << size * size) - 1


def _wrapped(bits: int, size: int) -> int:
    """The discs that ``bits << 1`` carries from the last column onto the first of the next row."""
    last_column = sum(1 << (row * size + size - 1) for row in range(size))
    return ((bits & last_column) << 1) & _full(size)


# --- exercise 1: one shift, with its mask -------------------------------------------------


@cache
def _shift_cases() -> tuple[Case, ...]:
    """shift_east's cases: both sides of some positions, and the last column of boards of 4, 6 and 8."""
    cases = []
    for board, colour in _positions(games=1)[::3]:
        size = len(board)
        for bits in _sides(board, colour):
            want = bitboard.shift_east(bits, size)
            cases.append(Case(board, (bits, size), want, f"shift_east({bits:#x}, {size})", bits_size=size))
    for size in (4, 6, 8):  # a disc on every square of the last column, and the very last square
        column = sum(1 << (row * size + size - 1) for row in range(size))
        call = f"shift_east({column:#x}, {size})  # the last column"
        cases.append(Case(None, (column, size), 0, call, bits_size=size))
    return tuple(cases)


@cache
def _legal_cases() -> tuple[Case, ...]:
    """legal_bits' cases: the side to move of every position."""
    cases = []
    for board, colour in _positions(games=2):
        me, other = _sides(board, colour)
        size = len(board)
        call = f"legal_bits(me, opponent, {size})  # me: the {colour_name(colour)} discs"
        want = bitboard.legal_bits(me, other, size)
        cases.append(Case(board, (me, other, size), want, call, bits_size=size))
    return tuple(cases)


@cache
def _flip_cases() -> tuple[Case, ...]:
    """flip_bits' cases: three legal moves of every position."""
    cases = []
    for board, colour in _positions(games=1):
        me, other = _sides(board, colour)
        size = len(board)
        legal = bitboard.legal_bits(me, other, size)
        for row, col in bitboard.squares(legal, size)[:3]:
            move = 1 << (row * size + col)
            call = (
                f"flip_bits(me, opponent, 1 << {row * size + col}, {size})  "
                f"# {colour_name(colour)} plays {square_name(row, col)}"
            )
            want = bitboard.flip_bits(me, other, move, size)
            cases.append(Case(board, (me, other, move, size), want, call, bits_size=size))
    return tuple(cases)


def _up_to_eight(cases_of: Callable[[], tuple[Case, ...]]) -> Callable[[str], list[Case]]:
    """A probe of the check's own cases of boards up to 8x8 (code written for 8x8 may refuse a larger
    board, and that refusal says nothing of its numbers)."""
    return lambda name: [case for case in cases_of() if case.args[-1] <= 8]


def _right_on_eight_only(got: object, given: object) -> bool:
    """Right on an 8x8 case; on another size, a whole number (right or not)."""
    case = cast(Case, given)
    if case.args[-1] == 8:
        return is_int(got) and got == case.expected
    return is_int(got)


def _right_on_eight(
    exercise: str,
    cases_of: Callable[[], tuple[Case, ...]],
    fits: Callable[[Case, object], str],
    *examples: str,
) -> Mistake:
    """An answer right on every 8x8 case and wrong on one of another size: numbers written for 8x8 (a
    mask, a shift, 64 bits) agree with the board's own only there.  ``fits(case, got)`` names the
    numbers an answer fits on a case ('' if none): they are named when they fit every case it gets
    wrong."""

    def numbers(answered: Sequence[tuple[Case, object]]) -> dict[str, object]:
        named = {fits(case, got) for case, got in answered if got != case.expected}
        return {"numbers": named.pop() if len(named) == 1 and "" not in named else HINTS["eight_numbers"]}

    return Mistake(
        HINTS,
        "right_on_eight",
        exercise,
        _up_to_eight(cases_of),
        lambda case: case,  # 8x8 or not: ``matches`` is handed the case
        examples,
        lambda case, got: {
            "name": case.call.partition("(")[0],
            "size": case.args[-1],
        },
        _right_on_eight_only,
        summary=numbers,
    )


@LESSON.check
def check_shift_east(function: Callable[..., object]) -> Report:
    """Check ``shift_east(bits, size)``: every disc one square to the right, the last column falling off."""
    cases = list(_shift_cases())

    def hint_for(case: Case, got: object) -> str:
        if got is None or _not_an_int(got):
            return ""  # declared mistakes
        got = cast(int, got)  # no hint about its type: it is an int
        _, size = case.args
        if got & ~_full(size):
            return HINTS.say("past_the_board")
        return _difference(got, cast(int, case.expected), size)

    return check_function(
        function, cases, name="shift_east", call=_call_with_args, hint_for=hint_for, mistakes=SHIFT_MISTAKES
    )


def _shift_probes(name: str) -> list[Case]:
    """Discs on every column, and on the whole last column, on boards of 4, 6 and 10."""
    cases = []
    for size in (4, 6, 10):
        last_column = sum(1 << (row * size + size - 1) for row in range(size))
        diagonal = sum(1 << (row * size + row) for row in range(size))
        for bits in (diagonal, 0b1011 << size * (size // 2 - 1), last_column | 1):
            want = bitboard.shift_east(bits, size)
            cases.append(Case(None, (bits, size), want, f"{name}({bits:#x}, {size})", bits_size=size))
    return cases


def _carried(case: Case) -> object:
    """The right answer, the discs ``<< 1`` carries off the last column (onto the next row, or past
    the board), and those it moves into the last column (which a mask applied after the shift clears)."""
    bits, size = case.args
    last_column = sum(1 << (row * size + size - 1) for row in range(size))
    return case.expected, (bits & last_column) << 1, (bits << 1) & last_column, _full(size)


def _carries_over(got: object, given: object) -> bool:
    """Right, or wrong only by discs carried off the last column (and, when a mask follows the shift,
    by the discs it moved into the last column)."""
    right, carried, into_last, full = cast(tuple[int, int, int, int], given)
    if got == right or not is_int(got):
        return got == right
    extra, missing = got & ~right, right & ~got
    came_back = (extra & full) == (carried & full)  # every disc carried onto the next row, and no other
    return came_back and not extra & ~carried and not missing & ~into_last


def _wrap_facts(case: Case, got: object) -> dict[str, object]:
    bits, size = case.args
    return {"squares": _named(_wrapped(bits, size), size)}


def _shifted(model: Callable[[int, int], object], key: str, *examples: str) -> Mistake:
    return Mistake(HINTS, key, "shift_east", _shift_probes, lambda case: model(*case.args), examples)


def _whole_number(
    exercise: str, probe: Callable[[str], list[Case]], no_return: str, not_int: str
) -> list[Mistake]:
    return [
        returns_nothing(HINTS, "no_return", exercise, probe, (no_return,)),
        known_by(
            HINTS,
            "not_an_int",
            exercise,
            probe,
            lambda got: got is not None and (isinstance(got, bool) or not isinstance(got, int)),
            (not_int,),
            lambda case, got: {"kind": type(got).__name__},
        ),
    ]


SHIFT_MISTAKES = [
    *_whole_number(
        "shift_east",
        _shift_probes,
        "test_wrong_answers_lessons_10_and_11:forgets_return_shift",
        "test_wrong_answers_lessons_10_and_11:shift_as_text",
    ),
    Mistake(
        HINTS,
        "wraps",
        "shift_east",
        _shift_probes,
        _carried,
        (
            "test_wrong_answers_lessons_10_and_11:shift_without_mask",
            "test_wrong_answers_lessons_10_and_11:shift_without_any_mask",
            "test_wrong_answers_lessons_10_and_11:shift_masking_the_last_column_after",
        ),
        _wrap_facts,
        _carries_over,
    ),
    _shifted(lambda bits, size: bits >> 1, "west", "test_wrong_answers_lessons_10_and_11:shift_west"),
    _shifted(
        lambda bits, size: (bits << size) & _full(size),
        "south",
        "test_wrong_answers_lessons_10_and_11:shift_south",
    ),
]
"""The mistakes known in ``shift_east``, each proven on the student's function by its own discs."""

SHIFT_MISTAKES.append(
    _right_on_eight(
        "shift_east",
        _shift_cases,
        lambda case, got: _shifted_as_eight(case.args[0]).get(cast(int, got), ""),
        "test_wrong_answers_lessons_10_and_11:shift_east_as_in_the_article",
        "real_code.jcarrete:shift_east_jcarrete",
    )
)
"""And numbers written for 8x8: right on 8x8 only."""


def _shifted_as_eight(bits: int) -> dict[int, str]:
    """What ``shift_east`` gives with an 8x8 board's mask (before the shift, or after it), in words."""
    return {
        (bits & 0x7F7F7F7F7F7F7F7F) << 1: HINTS["mask_a_to_g"],
        (bits << 1) & 0xFEFEFEFEFEFEFEFE: HINTS["mask_b_to_h"],
    }


def _call_with_args(function: Callable[..., object], case: Case) -> object:
    """Call the function with the case's numbers only (the board is shown, never passed)."""
    return function(*case.args)


# --- exercise 2: every legal move at once ---------------------------------------------------


@LESSON.check
def check_legal_bits(function: Callable[..., object]) -> Report:
    """Check ``legal_bits(me, opponent, size)``: a 1 bit on every legal move of the side with ``me``."""
    cases = list(_legal_cases())

    def hint_for(case: Case, got: object) -> str:
        hint = _not_an_int(got)
        if hint:
            return hint
        got = cast(int, got)  # no hint about its type: it is an int
        me, other, size = case.args
        want = cast(int, case.expected)
        if got & ~want & (me | other):
            return HINTS.say("taken", squares=_named(got & ~want & (me | other), size))
        if got & ~want and got == bitboard.legal_bits(other, me, size):
            return HINTS.say("opponents_moves")
        if got & ~want & ~_lines_legal(me, other, size, masked=False):
            return HINTS.say(
                "not_closed", squares=_named(got & ~want & ~_lines_legal(me, other, size, masked=False), size)
            )
        if got & ~want:
            return HINTS.say("legal_wrapped", squares=_named(got & ~want, size))
        return _difference(got, want, size)

    return check_function(
        function,
        cases,
        name="legal_bits",
        call=_call_with_args,
        hint_for=hint_for,
        mistakes=LEGAL_MISTAKES,
    )


_ARTICLE_STEPS = [
    (shift, mask)
    for step, mask in (
        (1, 0x7E7E7E7E7E7E7E7E),
        (8, 0x00FFFFFFFFFFFF00),
        (7, 0x007E7E7E7E7E7E00),
        (9, 0x007E7E7E7E7E7E00),
    )
    for shift in (step, -step)
]
"""The bitboard article's eight directions on 8x8: each shift, and the mask of the opponent's discs."""


def _article_legal(me: int, other: int) -> int:
    """The legal moves as the bitboard article finds them, with every number of an 8x8 board."""
    full, legal = (1 << 64) - 1, 0
    for shift, mask in _ARTICLE_STEPS:
        line = other & mask & bitboard.shift(me, shift, full)
        for _ in range(5):
            line |= other & mask & bitboard.shift(line, shift, full)
        legal |= bitboard.shift(line, shift, full)
    return legal & full & ~(me | other)


def _with_eight_masks(me: int, other: int, size: int) -> int:
    """The legal moves found with the steps of ``size`` but the masks of an 8x8 board."""
    full, legal = _full(size), 0
    steps_of_eight = {1: 1, -1: -1, 8: size, -8: -size, 9: size + 1, 7: size - 1, -7: 1 - size, -9: -size - 1}
    for step, mask in bitboard.geometry(8).directions:
        inside = other & mask
        line = inside & bitboard.shift(me, steps_of_eight[step], full)
        for _ in range(size - 3):
            line |= inside & bitboard.shift(line, steps_of_eight[step], full)
        legal |= bitboard.shift(line, steps_of_eight[step], full)
    return legal & full & ~(me | other)


def _lines_legal(
    me: int, other: int, size: int, *, longest: int | None = None, masked: bool = True, skip: int = 0
) -> int:
    """Legal moves found by lines of at most ``longest`` opponent discs, in every direction but
    the shift by ``skip`` (``masked=False``: lines may wrap round the edge)."""
    full = _full(size)
    legal = 0
    for step, mask in bitboard.geometry(size).directions:
        if step == skip:
            continue
        inside = other & mask if masked else other
        line = inside & bitboard.shift(me, step, full)
        for _ in range((size - 2 if longest is None else longest) - 1):
            line |= inside & bitboard.shift(line, step, full)
        legal |= bitboard.shift(line, step, full)
    return legal & full & ~(me | other)


# --- one line, one direction at a time: a property each direction makes good ----------------------


@cache
def _one_line_boards() -> tuple[tuple[tuple[int, int], Rows, int, int, int], ...]:
    """For each direction, an 8x8 board where Black's one move makes a line of one disc that way.

    Each is ``(direction, rows, me, opponent, move)``: ``direction`` runs from the move towards
    Black's disc, ``me`` and ``opponent`` are Black's and White's bits, ``move`` the move's bit.
    """
    found = []
    for direction in DIRECTIONS:
        board, (row, col) = one_way_sandwich(8, direction, BLACK)
        me, other = _sides(board, BLACK)
        found.append((direction, kept(board), me, other, 1 << (row * 8 + col)))
    return tuple(found)


def _one_line_cases(flips: bool, name: str) -> list[Case]:
    """The one-line boards as cases of ``flip_bits`` (``flips``) or of ``legal_bits``."""
    cases = []
    for _, rows, me, other, move in _one_line_boards():
        if flips:
            args: tuple[int, ...] = (me, other, move, 8)
            want, call = bitboard.flip_bits(me, other, move, 8), f"{name}(me, opponent, {move:#x}, 8)"
        else:
            args = (me, other, 8)
            want, call = bitboard.legal_bits(me, other, 8), f"{name}(me, opponent, 8)"
        cases.append(Case(new_board(rows), args, want, f"{call}  # me: the BLACK discs", bits_size=8))
    return cases


def _direction_of(case: Case) -> tuple[int, int]:
    """The direction of a one-line case's line, from the move towards Black's disc."""
    me, other = case.args[0], case.args[1]
    return next(
        direction for direction, _, mine, theirs, _ in _one_line_boards() if (mine, theirs) == (me, other)
    )


def _shift_words(direction: tuple[int, int], *, towards_the_move: bool) -> str:
    """The shift that walks a line the other way or this way, in terms of size, and on 8x8."""
    dr, dc = direction if not towards_the_move else (-direction[0], -direction[1])
    rows = "size" if dr > 0 else "-size" if dr < 0 else ""
    columns = f"{dc}" if not rows else f" {'+' if dc > 0 else '-'} 1" if dc else ""
    return str(HINTS.say("shift_words", shift=f"{rows}{columns}", eight=f"{dr * 8 + dc:+d}"))


# --- exercise 3: the discs a move flips -------------------------------------------------------


@LESSON.check
def check_flip_bits(function: Callable[..., object]) -> Report:
    """Check ``flip_bits(me, opponent, move, size)``: the opponent's discs that the move flips."""
    cases = list(_flip_cases())

    def hint_for(case: Case, got: object) -> str:
        hint = _not_an_int(got)
        if hint:
            return hint
        got = cast(int, got)  # no hint about its type: it is an int
        me, theirs, move, size = case.args
        want = cast(int, case.expected)
        if got & me:
            return HINTS.say("closing_disc", squares=_named(got & me, size))
        if got & move:
            return HINTS.say("move_square")
        if got & ~want and got == _flips_unmasked(me, theirs, move, size):
            return HINTS.say("ray_wrapped", squares=_named(got & ~want, size))
        if got & ~want:
            return HINTS.say("ray_not_closed", squares=_named(got & ~want, size))
        rays = [
            (step, _ray(me, theirs & mask, move, step, size))
            for step, mask in bitboard.geometry(size).directions
        ]
        for step, ray in rays:
            if ray and (want & ~got) == ray:
                return HINTS.say("whole_ray", squares=_named(ray, size), step=step)
        return _difference(got, want, size)

    return check_function(
        function,
        cases,
        name="flip_bits",
        call=_call_with_args,
        hint_for=hint_for,
        mistakes=FLIP_MISTAKES,
    )


def _short_of_one(me: int, theirs: int, move: int, size: int) -> int:
    """The discs ``move`` flips when each ray keeps all its discs but the last, next to the closing one."""
    flipped = 0
    for step, mask in bitboard.geometry(size).directions:
        ray = _ray(me, theirs & mask, move, step, size)
        flipped |= ray & ~bitboard.shift(move, step * ray.bit_count(), _full(size)) if ray else 0
    return flipped


@cache
def _long_ray_boards() -> tuple[tuple[Rows, int, int, int, int], ...]:
    """Boards of 6 and 8 where one move flips a ray of two or three discs, in one direction only:
    ``(rows, me, opponent, move, size)``, me Black's discs."""
    found = []
    for size, length in ((6, 2), (8, 3)):
        for direction in DIRECTIONS[::3]:
            board, (row, col) = one_way_sandwich(size, direction, BLACK, length=length)
            me, other = _sides(board, BLACK)
            found.append((kept(board), me, other, 1 << (row * size + col), size))
    return tuple(found)


def _long_ray_probes(name: str) -> list[Case]:
    return [
        Case(
            new_board(rows),
            (me, other, move, size),
            bitboard.flip_bits(me, other, move, size),
            f"{name}(me, opponent, {move:#x}, {size})  # me: the BLACK discs",
            bits_size=size,
        )
        for rows, me, other, move, size in _long_ray_boards()
    ]


def _missing_bits(case: Case, got: object) -> dict[str, object]:
    size = case.args[-1]
    return {"squares": _named(cast(int, case.expected) & ~cast(int, got), size)}


def _misses_only(got: object, want: object) -> bool:
    """Right, or with bits missing and none too many: a line of some direction left out."""
    return is_int(got) and not got & ~cast(int, want)


def _directions_of(flips: bool) -> Callable[[Sequence[tuple[Case, object]]], dict[str, object]]:
    """The words' facts of a function that misses the one-line boards of some directions, from all of them."""

    def summary(answered: Sequence[tuple[Case, object]]) -> dict[str, object]:
        missed = [_direction_of(case) for case, got in answered if got != case.expected]
        found = [d for d in DIRECTIONS if d not in missed]
        return {
            "name": answered[0][0].call.partition("(")[0],
            "what": HINTS["the_flips" if flips else "the_move"],
            "missed": PROBE_WORDS["separator"].join(map(direction_phrase, missed)),
            "shifts": PROBE_WORDS["separator"].join(
                _shift_words(d, towards_the_move=not flips) for d in missed
            ),
            "found": PROBE_WORDS["separator"].join(map(direction_phrase, found)),
        }

    return summary


def _some_directions(exercise: str, flips: bool, *examples: str) -> Mistake:
    """A function that finds the line of some directions, not all: proven on one-line 8x8 boards, one
    per direction, where it misses those directions' lines, adds nothing, and finds one at least."""
    return Mistake(
        HINTS,
        "some_directions",
        exercise,
        lambda name: _one_line_cases(flips, name),
        lambda case: case.expected,
        examples,
        matches=lambda got, want: _misses_only(got, want),
        right_on=1,
        summary=_directions_of(flips),
    )


def _lines_up_to(case: Case, got: object) -> list[int]:
    """The longest lines (of 1 disc to the most any board allows) with which legal_bits gives ``got``
    on this case: lines of size - 2 discs or more give the right answer."""
    me, other, size = case.args
    short = [n for n in range(1, size - 2) if got == _lines_legal(me, other, size, longest=n)]
    return short + (list(range(size - 2, MAX_SIZE - 2)) if got == case.expected else [])


def _lines_too_short(got: object, given: object) -> bool:
    return is_int(got) and bool(_lines_up_to(cast(Case, given), got))


def _longest_fitting(answered: Sequence[tuple[Case, object]]) -> dict[str, object]:
    """The longest line that fits every case answered (the shortest such; of any case, if none fits all)."""
    fits = [set(_lines_up_to(case, got)) for case, got in answered]
    common = set.intersection(*fits) if fits else set()
    return {"longest": min(common or set.union(*fits))}


def _line_missing(case: Case, got: object) -> dict[str, object]:
    me, other, size = case.args
    empty = _full(size) & ~(me | other)
    return {"squares": _named(cast(int, case.expected) & ~cast(int, got) & empty, size)}


def _article_numbers(case: Case, got: object) -> str:
    me, other, _ = case.args
    return HINTS["article_numbers"] if got == _article_legal(me, other) else ""


LEGAL_MISTAKES = [
    _some_directions("legal_bits", False, "test_wrong_answers_lessons_10_and_11:legal_bits_seven_directions"),
    Mistake(
        HINTS,
        "eight_masks",
        "legal_bits",
        _up_to_eight(_legal_cases),
        lambda case: _with_eight_masks(*case.args),
        ("test_wrong_answers_lessons_10_and_11:legal_bits_with_the_articles_masks",),
        lambda case, got: {"size": case.args[-1]},
    ),
    Mistake(
        HINTS,
        "line_too_short",
        "legal_bits",
        lambda name: list(_legal_cases()),
        lambda case: case,  # which longest line fits: ``matches`` is handed the case
        (
            "test_wrong_answers_lessons_10_and_11:legal_bits_no_growing",
            "test_wrong_answers_lessons_10_and_11:legal_bits_grown_five_times",
            "test_wrong_answers_lessons_10_and_11:legal_bits_one_step_lines",
        ),
        _line_missing,
        _lines_too_short,
        summary=_longest_fitting,
    ),
    _right_on_eight(
        "legal_bits",
        _legal_cases,
        _article_numbers,
        "test_wrong_answers_lessons_10_and_11:legal_bits_as_in_the_article",
        "real_code.jcarrete:legal_bits_jcarrete",
    ),
]
"""The mistakes of legal_bits proven on boards of their own (the rest are shown on the case itself):
some directions left out, the masks of 8x8, lines that stop growing too soon, numbers written for 8x8."""

FLIP_MISTAKES = [
    _some_directions("flip_bits", True, "test_wrong_answers_lessons_10_and_11:flip_bits_seven_directions"),
    Mistake(
        HINTS,
        "one_short",
        "flip_bits",
        _long_ray_probes,
        lambda case: _short_of_one(*case.args),
        ("test_wrong_answers_lessons_10_and_11:flip_bits_one_short",),
        _missing_bits,
    ),
    _right_on_eight(
        "flip_bits",
        _flip_cases,
        lambda case, got: "",
        "real_code.coach:flip_bits_coach",
    ),
]
"""The mistakes of flip_bits proven on boards of their own: some directions left out, each ray one short."""


def _flips_unmasked(me: int, theirs: int, move: int, size: int) -> int:
    """The discs ``move`` flips when no ray is masked: rays may wrap round the board's edge."""
    flipped = 0
    for step, _ in bitboard.geometry(size).directions:
        flipped |= _ray(me, theirs, move, step, size)
    return flipped


def _ray(me: int, inside: int, move: int, step: int, size: int) -> int:
    """The discs of ``inside`` that one ray from ``move`` flips (0 unless it ends on one of ``me``)."""
    ray, square = 0, bitboard.shift(move, step, _full(size))
    while square & inside:
        ray |= square
        square = bitboard.shift(square, step, _full(size))
    return ray if square & me else 0


# --- exercise 4: a game record ------------------------------------------------------------------


def _record_cases() -> list[Case]:
    cases = [
        Case(None, ([],), "", "write_record([])"),
        Case(None, ([(4, 5), (5, 3), (2, 2)],), "f5d6c3", "write_record([(4, 5), (5, 3), (2, 2)])"),
        Case(None, ([(0, 1), None, (3, 2)],), "b1pac4", "write_record([(0, 1), None, (3, 2)])"),
        Case(None, ([(9, 9), (0, 25)],), "j10z1", "write_record([(9, 9), (0, 25)])"),
    ]
    for board, colour in _positions(games=1)[::25]:
        moves: list[Move | None] = [(r, c) for r, c in bitboard.squares(_sides(board, colour)[0], len(board))]
        moves.insert(len(moves) // 2, None)
        cases.append(Case(None, (moves,), format_record(moves), f"write_record({moves!r})"))
    return cases


@LESSON.check
def check_write_record(function: Callable[..., object]) -> Report:
    """Check ``write_record(moves)``: square names one after the other, ``pa`` for a pass (``None``)."""

    return check_function(function, _record_cases(), name="write_record", mistakes=RECORD_MISTAKES)


def _record_probes(name: str) -> list[Case]:
    return [
        Case(None, case.args, case.expected, case.call.replace("write_record", name, 1))
        for case in _record_cases()[1:4]
    ]


def _record_seen(key: str, shows: Callable[[str, str], bool], *examples: str) -> Mistake:
    """A record mistake seen in the text itself: every probed record is right, or ``shows`` it."""

    def matches(got: object, right: object) -> bool:
        return got == right or (isinstance(got, str) and shows(got, cast(str, right)))

    return Mistake(
        HINTS, key, "write_record", _record_probes, lambda case: case.expected, examples, matches=matches
    )


def _written(name: Callable[[int, int], str]) -> Callable[[Case], object]:
    return lambda case: "".join("pa" if m is None else name(*m) for m in case.args[0])


_LETTERS = "abcdefghijklmnopqrstuvwxyz"

RECORD_MISTAKES = [
    returns_nothing(
        HINTS,
        "no_return",
        "write_record",
        _record_probes,
        ("test_wrong_answers_lessons_10_and_11:prints_the_record",),
    ),
    known_by(
        HINTS,
        "not_a_str",
        "write_record",
        _record_probes,
        lambda got: got is not None and not isinstance(got, str),
        ("test_wrong_answers_lessons_10_and_11:record_as_a_list",),
        lambda case, got: {"kind": type(got).__name__},
    ),
    _record_seen(
        "capitals",
        lambda text, right: text != right and text.lower() == right,
        "test_wrong_answers_lessons_10_and_11:record_in_capitals",
    ),
    _record_seen(
        "spaces",
        lambda text, right: text.replace(" ", "").replace(",", "") == right,
        "test_wrong_answers_lessons_10_and_11:record_with_spaces",
    ),
    _record_seen(
        "pass",
        lambda text, right: "pa" in right and ("pass" in text or "--" in text or "pa" not in text),
        "test_wrong_answers_lessons_10_and_11:record_with_pass_in_full",
        "test_wrong_answers_lessons_10_and_11:record_without_passes",
    ),
    Mistake(
        HINTS,
        "rows_from_zero",
        "write_record",
        _record_probes,
        _written(lambda row, col: f"{_LETTERS[col]}{row}"),
        ("test_wrong_answers_lessons_10_and_11:record_with_rows_from_zero",),
    ),
    Mistake(
        HINTS,
        "row_column_swapped",
        "write_record",
        _record_probes,
        _written(lambda row, col: f"{_LETTERS[row]}{col + 1}"),
        ("test_wrong_answers_lessons_10_and_11:record_with_row_and_column_swapped",),
    ),
]
"""The mistakes known in ``write_record``, each proven on the student's function by its own records."""
