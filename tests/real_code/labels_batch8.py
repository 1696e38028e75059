"""Batch 8 of the real-code answers: the board of a programming class's Othello, held out like the others.

Labelled from the code alone and first run on the checks as they were on main (commit c699659),
before anything was changed for it, with the labels as first written::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           3               -           1/1            0/1            1/1
           4               -           2/2            1/2            1/2
           5               -           2/2            1/2            1/2
       total               -           5/5            2/5            3/5

Two of the misses were a fault of the labels: their ``says`` was "other end", and the hints of
``is_valid_move_afwolfe`` and ``flipped_discs_afwolfe`` name the mistake in other words ("left the
board past the left edge and came back on the other side (row[-1] is the last square of a row)");
it is now "other side".  With it: names 4/5, misleads 1/5.  The one left, ``has_valid_move_afwolfe``,
is told of an IndexError on a 4x4 board ("a row or column number was not on the board. Check each
index before you use it") without its cause, the range(SIZE) with SIZE = 8: a known miss.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson3, lesson4, lesson5

from . import afwolfe
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

WRAPS = (
    "A walk that leaves the board at row or column -1 reads the square at the other end (a negative"
    " index), so a line of the opponent's discs running to that edge counts as closed when the far"
    " side holds one of the player's discs"
)
OTHER_END = "other side"

ANSWERS: list[RealAnswer] = [
    # afwolfe/pyothello (MIT)
    wrong(
        lesson3.check_is_valid_move,
        afwolfe.is_valid_move_afwolfe,
        f"{WRAPS}; and a square off the board is read without a check (IndexError past the last row).",
        f"{OTHER_END} || is_on_board",
    ),
    wrong(
        lesson4.check_flipped_discs,
        afwolfe.flipped_discs_afwolfe,
        f"{WRAPS}, and listed as flipped; on a taken square it still lists the discs it would flip.",
        f"{OTHER_END} || EMPTY",
    ),
    wrong(
        lesson5.check_valid_moves_list,
        afwolfe.valid_moves_list_afwolfe,
        f"{WRAPS}; and it tries only the first eight rows and columns (range(SIZE), SIZE = 8).",
        f"{OTHER_END} || {SIZE_8}",
        "order",
    ),
    wrong(
        lesson5.check_has_valid_move,
        afwolfe.has_valid_move_afwolfe,
        f"{WRAPS}; and it tries only the first eight rows and columns (range(SIZE), SIZE = 8).",
        f"{OTHER_END} || {SIZE_8}",
    ),
    wrong(
        lesson4.check_place_move,
        afwolfe.place_move_afwolfe,
        "An illegal move is refused by returning False, with no IllegalMoveError; and "
        + WRAPS[0].lower()
        + WRAPS[1:]
        + ".",
        f"{NEVER_REFUSES} || {OTHER_END}",
    ),
]

SOURCES = {"afwolfe": ("afwolfe/pyothello", "board.py, constants.py, disc.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
