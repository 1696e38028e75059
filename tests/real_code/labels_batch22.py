"""Batch 22 of the real-code answers: an AlphaZero-style Othello on numpy bitboards, held out like the others.

Labelled from the code alone and first run on the checks as they were on the branch this one
starts from (commit 4dabc45), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           2               -           2/2            1/2            1/2
           4               -           1/1            1/1            0/1
          10               -           2/2            2/2            0/2
       total               -           5/5            4/5            1/5

Both bitboard answers are right on every 8x8 position (checked against the oracle's rules) and are
told so, with the 8x8 masks and shifts they use.  ``square_from_name_twobear`` is told "the column is
the letter's place in 'abcdef...' (a is 0); the row is the number minus 1", which it does; its
mistakes (one digit read for the row, an index of 8 columns) are not named: a known miss.  It is
named since (batch 46's step): the probe of a row read from one digit asks names of the columns a to
h alone, where its 8-column index does not show.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson2, lesson4, lesson10

from . import twobear
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

BITS_8 = (
    "Written for 8x8: its masks (0x7e7e7e7e7e7e7e7e and the others), its shifts (1, 7, 8, 9) and its"
    " lines of at most six discs are an 8x8 board's, and its bitboards are numpy's 64 bits."
)
BITS_FOR_8 = "8x8 board || written for 8x8"

ANSWERS: list[RealAnswer] = [
    # 2Bear/othello-zero (MIT)
    wrong(lesson10.check_legal_bits, twobear.legal_bits_twobear, BITS_8, BITS_FOR_8, "opponent's moves"),
    wrong(lesson10.check_flip_bits, twobear.flip_bits_twobear, BITS_8, BITS_FOR_8, "already yours"),
    wrong(
        lesson4.check_place_move,
        twobear.place_move_twobear,
        "It never refuses a move: a move that flips nothing, or on a taken square, gets the disc and"
        " raises nothing; and it is written for 8x8 (the disc of (row, col) is bit row * 8 + col).",
        f"{NEVER_REFUSES} || {SIZE_8}",
        "must stay empty",
    ),
    wrong(
        lesson2.check_square_name,
        twobear.square_name_twobear,
        "The letter is a capital (D3, not d3), and the name is worked out from the index row * 8 + col,"
        " so a column past h runs into the next row and a square past the 64th has no name (None).",
        "small letters",
        "add 1 to the row",
    ),
    wrong(
        lesson2.check_square_from_name,
        twobear.square_from_name_twobear,
        "It reads the row from one digit only (d10 is read as d1), and it goes through the index"
        " row * 8 + col, so a column past h lands on the next row and a name past the 64th square"
        " gives None (and no pair at all).",
        "digits",
        "subtract 1 from the number",
    ),
]

SOURCES = {"twobear": ("2Bear/othello-zero", "board.py, util.py, config.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
