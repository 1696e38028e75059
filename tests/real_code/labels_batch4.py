"""Batch 4 of the real-code answers: a bitboard engine, collected after batch 3's first figures, held out.

Labelled from the code alone, as the batches before it.  First figures: the checks as they were on
main (commit c699659), before anything was changed for the batch, with the labels as first written::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           4               -           1/1            1/1            0/1
           5               -           1/1            1/1            0/1
           9               -           1/1            1/1            0/1
          10               -           2/2            0/2            2/2
       total               -           5/5            3/5            2/5

The two lesson 10 misses were a fault of the labels: their ``says`` was the size phrase of the
list-of-rows lessons, "len(board)", which a bitboard hint cannot hold (there is no board); their
hint says the numbers are "written for 8x8" and must be worked out from size, which names the
mistake.  The ``says`` of the bitboard answers is now "written for 8x8": names 5/5, misleads 0/5.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson4, lesson5, lesson9, lesson10

from . import jcarrete
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

BITS_FOR_8 = "written for 8x8"
ONLY_8 = "Their bitboards are 64 bits with 8x8 masks (an assert refuses a row or column past 7)"

ANSWERS: list[RealAnswer] = [
    # jcarrete5/othello-ai (MIT)
    wrong(
        lesson5.check_valid_moves_list,
        jcarrete.valid_moves_list_jcarrete,
        f"{ONLY_8}: right on 8x8 only.",
        SIZE_8,
        "order",
    ),
    wrong(
        lesson4.check_place_move,
        jcarrete.place_move_jcarrete,
        "It never checks that the square is empty, and a move next to one of its own discs counts as"
        " legal with nothing flipped: such moves are played instead of refused with IllegalMoveError"
        " (and it is for 8x8 only).",
        f"{NEVER_REFUSES} || {SIZE_8}",
    ),
    wrong(
        lesson10.check_legal_bits,
        jcarrete.legal_bits_jcarrete,
        f"{ONLY_8}: right on 8x8 only.",
        BITS_FOR_8,
    ),
    wrong(
        lesson10.check_shift_east,
        jcarrete.shift_east_jcarrete,
        f"{ONLY_8}: right on 8x8 only.",
        BITS_FOR_8,
    ),
    wrong(
        lesson9.check_negamax,
        jcarrete.negamax_jcarrete,
        "Every position is scored for the searching player, not for the side to move (so the minus"
        " turns every other level the wrong way), a side with no move is scored as a leaf (no pass),"
        " and the first move tried is played on the board it was given.",
        "evaluate(board, colour) || passes || on a copy",
        "Stop at depth 0 | -math.inf",
    ),
]

SOURCES = {
    "jcarrete": (
        "jcarrete5/othello-ai",
        "othelloai/bitboard.py, othelloai/board.py, othelloai/color.py, othelloai/ai/minmax.py",
        "MIT",
    ),
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
