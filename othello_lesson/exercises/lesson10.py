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

from collections.abc import Callable
from typing import cast

from ..boards import bitboard
from ..records import format_record
from ..rules import BLACK, Board, Colour, Move, square_name
from .common import (
    NO_RETURN_HINT,
    Case,
    Report,
    check_function,
    colour_name,
    new_board,
    positions,
    probe,
    sampled,
)

__all__ = ["check_flip_bits", "check_legal_bits", "check_shift_east", "check_write_record"]


def _positions(games: int) -> list[tuple[Board, Colour]]:
    big = [(new_board(rows), colour) for rows, colour in sampled((10,), games=1)[::4]]
    return positions(games=games) + big


def _sides(board: Board, colour: Colour) -> tuple[int, int]:
    position = bitboard.from_lists(board)
    return (position.black, position.white) if colour == BLACK else (position.white, position.black)


def _named(bits: int, size: int) -> str:
    names = [square_name(r, c) for r, c in bitboard.squares(bits, size)]
    return ", ".join(names[:6]) + (" ..." if len(names) > 6 else "")


def _not_an_int(got: object) -> str:
    if got is None:
        return NO_RETURN_HINT
    if isinstance(got, bool) or not isinstance(got, int):
        return f"Return a whole number (an int) with one bit per square, not a {type(got).__name__}."
    return ""


def _difference(got: int, want: int, size: int) -> str:
    extra, missing = got & ~want, want & ~got
    parts = []
    if extra:
        parts.append(f"bits that should not be there: {_named(extra, size)}")
    if missing:
        parts.append(f"bits that are missing: {_named(missing, size)}")
    return "Your answer has " + "; and ".join(parts) + "."


def _full(size: int) -> int:
    return (1 << size * size) - 1


def _wrapped(bits: int, size: int) -> int:
    """The discs that ``bits << 1`` carries from the last column onto the first of the next row."""
    last_column = sum(1 << (row * size + size - 1) for row in range(size))
    return ((bits & last_column) << 1) & _full(size)


# --- exercise 1: one shift, with its mask -------------------------------------------------


def check_shift_east(function: Callable) -> Report:
    """Check ``shift_east(bits, size)``: every disc one square to the right, the last column falling off."""
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

    def hint_for(case: Case, got: object) -> str:
        hint = _not_an_int(got)
        if hint:
            return hint
        got = cast(int, got)  # no hint about its type: it is an int
        bits, size = case.args
        plain = bits << 1
        if got in (plain, plain & _full(size)):
            return (
                "A disc on the last column came back on the first column of the next row "
                f"({_named(_wrapped(bits, size), size)}): after << 1, clear the first column with a mask, "
                "and keep only the board's squares with & full."
            )
        if got == bits >> 1:
            return "East is to the right, to the next column: that is << 1 here (>> 1 goes west)."
        if got in (bits << size, (bits << size) & _full(size)):
            return "<< size moves every disc one row down (south): east is one column to the right, << 1."
        if got & ~_full(size):
            return (
                "Your answer has bits past the board's last square: a disc on the last square falls off "
                "the board, so keep only the board's squares with & full."
            )
        return _difference(got, cast(int, case.expected), size)

    return check_function(function, cases, name="shift_east", call=_call_with_args, hint_for=hint_for)


def _call_with_args(function: Callable, case: Case) -> object:
    """Call the function with the case's numbers only (the board is shown, never passed)."""
    return function(*case.args)


# --- exercise 2: every legal move at once ---------------------------------------------------


def check_legal_bits(function: Callable) -> Report:
    """Check ``legal_bits(me, opponent, size)``: a 1 bit on every legal move of the side with ``me``."""
    cases = []
    for board, colour in _positions(games=2):
        me, other = _sides(board, colour)
        size = len(board)
        call = f"legal_bits(me, opponent, {size})  # me: the {colour_name(colour)} discs"
        cases.append(
            Case(board, (me, other, size), bitboard.legal_bits(me, other, size), call, bits_size=size)
        )

    def hint_for(case: Case, got: object) -> str:
        hint = _not_an_int(got)
        if hint:
            return hint
        got = cast(int, got)  # no hint about its type: it is an int
        me, other, size = case.args
        want = cast(int, case.expected)
        empty = _full(size) & ~(me | other)
        if got & ~want & (me | other):
            return f"{_named(got & ~want & (me | other), size)} is taken: keep only empty squares (& empty)."
        if got & ~want and got == bitboard.legal_bits(other, me, size):
            return (
                "Those are the opponent's moves: `me` holds the discs of the side to move, so each line "
                "starts next to one of `me` and runs over the opponent's discs."
            )
        if got & ~want & ~_lines_legal(me, other, size, masked=False):
            return (
                f"{_named(got & ~want & ~_lines_legal(me, other, size, masked=False), size)} is not a legal "
                "move: a line of the opponent's discs touches it, but no such line ends on one of your "
                "discs. Grow each line from your own discs, as the lesson does."
            )
        eight = size != 8 and got == _with_eight_masks(me, other, size)
        unmasked = got == _lines_legal(me, other, size, masked=False)  # on small boards they may agree
        if eight and (not unmasked or _made_everywhere(function, cases, _with_eight_masks)):
            return (
                f"These are the masks of an 8x8 board (0x7e7e7e7e7e7e7e7e: columns b to g of 8), but the "
                f"board is {size}x{size}: its inside columns are other bits. Build the masks from size "
                "(bitboard.geometry(size) gives them)."
            )
        if got & ~want:
            return (
                f"{_named(got & ~want, size)} is not a legal move: a line reaches it only because it "
                "wrapped round from the other side of the board (off the last column, onto the first). "
                "Mask the opponent's discs (no first or last column) before each east, west or "
                "diagonal shift."
            )
        missing = want & ~got & empty
        # On a small board one answer may fit two mistakes (a direction left out, a line that stops
        # growing): keep the ones that also explain what the function answers on the other cases.
        mistakes = [("skip", step) for step, _ in bitboard.geometry(size).directions]
        mistakes += [("longest", longest) for longest in range(1, size - 2)]
        fitting = [mistake for mistake in mistakes if got == _with_mistake(mistake, me, other, size)]
        if len(fitting) > 1:
            fitting = [
                mistake for mistake in fitting if _made_everywhere(function, cases, _made_by(mistake))
            ] or fitting
        for kind, number in fitting:
            if kind == "skip":
                return (
                    f"{_named(missing, size)} is missing: it is found only by the shift by "
                    f"{number:+d}. Is one of the eight directions left out?"
                )
            return (
                f"{_named(missing, size)} is missing: its line of the opponent's discs is longer than "
                f"{number}. A line stops growing too soon: grow it size - 3 times, for lines of "
                "up to size - 2 discs."
            )
        for step, mask in bitboard.geometry(size).directions:
            line = other & mask & bitboard.shift(me, step, _full(size))
            for _ in range(size - 3):
                line |= other & mask & bitboard.shift(line, step, _full(size))
            only_here = bitboard.shift(line, step, _full(size)) & empty
            if only_here & missing:
                return (
                    f"{_named(missing, size)} is missing: is one of the eight directions left out "
                    f"(the shift by {step:+d})? Or does a line stop growing too soon?"
                )
        return _difference(got, want, size)

    return check_function(function, cases, name="legal_bits", call=_call_with_args, hint_for=hint_for)


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


def _with_mistake(mistake: tuple[str, int], me: int, other: int, size: int) -> int:
    """The legal moves as a function with ``mistake`` finds them: a direction skipped, or lines too short."""
    kind, number = mistake
    if kind == "skip":
        return _lines_legal(me, other, size, skip=number)
    return _lines_legal(me, other, size, longest=number)


def _made_by(mistake: tuple[str, int]) -> Callable[[int, int, int], int]:
    return lambda me, other, size: _with_mistake(mistake, me, other, size)


def _made_everywhere(function: Callable, cases: list[Case], mistaken: Callable[[int, int, int], int]) -> bool:
    """Does ``function`` answer, on every case, what ``mistaken`` does (asked again, guarded)?"""
    for case in cases:
        me, other, size = case.args

        def ask(guarded: Callable, args: tuple = case.args) -> object:
            return guarded(*args)

        if probe(function, ask) != mistaken(me, other, size):
            return False
    return True


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


# --- exercise 3: the discs a move flips -------------------------------------------------------


def check_flip_bits(function: Callable) -> Report:
    """Check ``flip_bits(me, opponent, move, size)``: the opponent's discs that the move flips."""
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

    def hint_for(case: Case, got: object) -> str:
        hint = _not_an_int(got)
        if hint:
            return hint
        got = cast(int, got)  # no hint about its type: it is an int
        me, theirs, move, size = case.args
        want = cast(int, case.expected)
        if got & me:
            return (
                f"{_named(got & me, size)} is already yours: the disc that closes a ray does not flip, "
                "only the opponent's discs between the move and it."
            )
        if got & move:
            return "The move's own square is not flipped: it is placed (the caller adds it)."
        if got & ~want and got == _flips_unmasked(me, theirs, move, size):
            return (
                f"{_named(got & ~want, size)} should not flip: its ray ran off one side of the board and "
                "came back on the other before it reached your disc (a shift does not know where a row "
                "ends). Mask the opponent's discs (no first or last column) for every east, west or "
                "diagonal step, as for legal_bits."
            )
        if got & ~want:
            return (
                f"{_named(got & ~want, size)} should not flip: a ray flips only when it ends on one of "
                "your discs, not on an empty square or the edge."
            )
        rays = [
            (step, _ray(me, theirs & mask, move, step, size))
            for step, mask in bitboard.geometry(size).directions
        ]
        one_short = 0
        for step, ray in rays:
            one_short |= ray & ~bitboard.shift(move, step * ray.bit_count(), _full(size)) if ray else 0
        if got == one_short and any(ray == want & ~got for _, ray in rays):
            return (
                f"{_named(want & ~got, size)} should flip too: a ray of one disc is missing. Is one of the "
                "eight directions left out? Or does a ray stop one disc short?"
            )
        if got == one_short:
            return (
                f"{_named(want & ~got, size)} should flip too: does a ray stop one disc short? Keep "
                "walking while the next square holds an opponent's disc, and keep every disc you passed."
            )
        for step, ray in rays:
            if ray and (want & ~got) == ray:
                return (
                    f"{_named(ray, size)} should flip too: they make a whole ray (the shift by {step:+d}). "
                    "Is one of the eight directions left out?"
                )
        if want & ~got:
            return (
                f"{_named(want & ~got, size)} should flip too: does a ray stop one disc short? Keep "
                "walking while the next square holds an opponent's disc, and keep every disc you passed."
            )
        return _difference(got, want, size)

    return check_function(function, cases, name="flip_bits", call=_call_with_args, hint_for=hint_for)


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


def check_write_record(function: Callable) -> Report:
    """Check ``write_record(moves)``: square names one after the other, ``pa`` for a pass (``None``)."""

    def hint_for(case: Case, got: object) -> str:
        if got is None:
            return NO_RETURN_HINT
        if not isinstance(got, str):
            return f"Return one str, like 'f5d6c3', not a {type(got).__name__}."
        want = cast(str, case.expected)
        if got.lower() == want:
            return "Write the column letters in lower case: f5, not F5."
        if got.replace(" ", "").replace(",", "") == want:
            return "Write the moves one after the other, with nothing between them: 'f5d6', not 'f5 d6'."
        if "pass" in got or "--" in got or ("pa" not in got and "pa" in want):
            return "Write a pass (None) as the two letters pa."
        (moves,) = case.args
        zero_based = "".join(
            "pa" if m is None else f"{'abcdefghijklmnopqrstuvwxyz'[m[1]]}{m[0]}" for m in moves
        )
        if got == zero_based:
            return "Row numbers start at 1 in a square's name: row 0 is written 1 (f5 is row 4, col 5)."
        swapped = "".join(
            "pa" if m is None else f"{'abcdefghijklmnopqrstuvwxyz'[m[0]]}{m[1] + 1}" for m in moves
        )
        if got == swapped:
            return (
                "Row and column are swapped: a square's name is its column's letter, then its row's number: "
                "(row 4, col 5) is f5, so write rules.square_name(row, col), row first."
            )
        return ""

    return check_function(function, _record_cases(), name="write_record", hint_for=hint_for)
