"""Checks for lesson 11, *Designing for change*: start positions and a rule variant of our own.

The right answers come from ``othello_lesson.variants``.  Start positions are
tried on every even size from 4 to 26 (a centre written for 8x8 only is
caught), and the straight-lines variant on every empty square of many
positions.

>>> from othello_lesson import variants
>>> check_parallel_start(variants.parallel_start).passed
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from .. import variants
from ..rules import BLACK, EMPTY, WHITE, Board, check_board, initialize_board
from .common import (
    NO_RETURN_HINT,
    Case,
    Report,
    as_squares,
    changed_hint,
    check_function,
    colour_name,
    not_a_list_hint,
    positions,
    squares_phrase,
)

__all__ = ["check_handicap_start", "check_parallel_start", "check_straight_flips"]

SIZES = range(4, 27, 2)


def _board_hint(got: object, want: Board) -> str:
    """A hint for an answer that is not even a board of the right size, else ''."""
    if got is None:
        return NO_RETURN_HINT
    try:
        size = check_board(got)
    except (ValueError, TypeError) as error:
        return f"Return a board: a list of rows, each a list of BLACK, WHITE or EMPTY ({error})."
    if size != len(want):
        return f"Return a {len(want)}x{len(want)} board: use the size you are given, not a fixed number."
    return ""


def _squares_differ(got: Board, want: Board) -> str:
    size = len(want)
    wrong = [(r, c) for r in range(size) for c in range(size) if got[r][c] != want[r][c]]
    return squares_phrase(wrong[:4])


# --- exercise 1: the parallel start ---------------------------------------------------------


def check_parallel_start(function: Callable) -> Report:
    """Check ``parallel_start(size)``: white on the left of the centre, black on the right, rows alike."""
    cases = [Case(None, (size,), variants.parallel_start(size), f"parallel_start({size})") for size in SIZES]

    def hint_for(case: Case, got: object) -> str:
        want = cast(Board, case.expected)
        hint = _board_hint(got, want)
        if hint:
            return hint
        got = cast(Board, got)  # no hint about its shape: it is a board
        (size,) = case.args
        if got == initialize_board(size):
            return "That is the usual (cross) start: here each column of the centre is one colour."
        mid = size // 2
        swapped = [[{BLACK: WHITE, WHITE: BLACK}.get(cell, cell) for cell in row] for row in want]
        if got == swapped:
            return (
                f"The colours are the wrong way round: WHITE goes in column {mid - 1}, BLACK in column {mid}."
            )
        if [got[mid - 1][mid - 1 : mid + 1], got[mid][mid - 1 : mid + 1]] in (
            [[WHITE] * 2, [BLACK] * 2],
            [[BLACK] * 2, [WHITE] * 2],
        ):
            return (
                "In this board each ROW of the centre is one colour; in the parallel start each COLUMN is: "
                f"WHITE in column {mid - 1} and BLACK in column {mid}, on both rows."
            )
        wrong = _squares_differ(got, want)
        return f"These squares are not right: {wrong}. The centre is size // 2 - 1 and size // 2."

    return check_function(function, cases, name="parallel_start", hint_for=hint_for)


# --- exercise 2: a handicap start -----------------------------------------------------------


def check_handicap_start(function: Callable) -> Report:
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
            return "The four centre discs are not the usual start: begin with initialize_board(size)."
        if any(got[r][c] == WHITE for r, c in four):
            return "The handicap discs are BLACK: they help black, the weaker player."
        on_corners = [(r, c) for r, c in four if got[r][c] == BLACK]
        if len(on_corners) > corners:
            return (
                f"Too many corners: with corners={corners} only the first {corners} of the list get a disc."
            )
        if sum(cell != EMPTY for row in got for cell in row) == 4 + corners - 1:
            return f"One black corner is missing: with corners={corners} there are {corners} of them."
        if len(on_corners) == corners:
            return "Right number of corners, wrong order: top left, bottom right, top right, bottom left."
        wrong = _squares_differ(got, want)
        return f"These squares are not right: {wrong}. The last row and the last column are size - 1."

    return check_function(function, cases, name="handicap_start", hint_for=hint_for)


# --- exercise 3: a variant of our own --------------------------------------------------------


def check_straight_flips(function: Callable) -> Report:
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

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or not_a_list_hint(got)
        if hint:
            return hint
        if not isinstance(got, list):
            return (
                f"Return a list, not a {type(got).__name__}: start with found = [] and add the squares to it."
            )
        row, col, _ = case.args
        found = as_squares(got) or []
        want = cast(list, case.expected)
        if case.board[row][col] != EMPTY and found:  # type: ignore[index]  # this check's cases all have a board
            return f"({row}, {col}) is taken: nothing can be played there, so return []."
        if sorted(found) == want and list(got) != want:
            return "The right discs, in the wrong order: list them row by row (sorted(...) does it)."
        diagonal = [(r, c) for r, c in found if r != row and c != col]
        if diagonal:
            return f"{squares_phrase(diagonal[:3])} is on a diagonal: here only rows and columns flip."
        missing = [sq for sq in want if sq not in found]
        if missing:
            return f"{squares_phrase(missing[:3])} should flip too: look up, down, left and right, all four."
        extra = [sq for sq in found if sq not in want]
        if extra:
            return (
                f"{squares_phrase(extra[:3])} should not flip: a ray flips only when it ends on one of "
                "your discs, not on an empty square or the edge."
            )
        return ""

    return check_function(function, cases, name="straight_flips", hint_for=hint_for)
