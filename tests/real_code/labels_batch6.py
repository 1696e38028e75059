"""Batch 6 of the real-code answers: the rules of pyOthello (Python 2), held out like the others.

Labelled from the code alone and first run on the checks as they were on main (commit c699659),
before anything was changed for it, with the labels as first written::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1               -           1/1            1/1            0/1
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5               -           3/3            3/3            0/3
           6               -           1/1            1/1            0/1
       total               -           7/7            7/7            0/7

One label was too weak, and the correction makes the figure worse: ``count_discs_humbhenri``'s
``says`` was "count", which its hint holds by accident ("Count every square of every row:
row.count(BLACK) counts one row"), a hint that points at a mistake the code does not have (it does
not count at all: it returns the counters apply_move keeps).  With ``says`` "kept counters" and
``avoids`` "counts one row": names 6/7, misleads 1/7, and the answer is a known miss.  It is named
since (batch 46's step): an answer that gives (2, 2), the start's counts, on every probe board is
told so.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6

from . import humbhenri
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

FOR_8 = "Written for 8x8: its loops and bounds stop at row and column 7 (range(8), < 8)."

ANSWERS: list[RealAnswer] = [
    # humbhenri/pyOthello (MIT)
    wrong(
        lesson1.check_initialize_board,
        humbhenri.initialize_board_humbhenri,
        "The size is ignored: the board is always the 8x8 one written out in Board().",
        "size",
        "swapped",
    ),
    wrong(
        lesson3.check_is_valid_move,
        humbhenri.is_valid_move_humbhenri,
        FOR_8,
        SIZE_8,
        "sandwiches nothing",
    ),
    wrong(lesson5.check_valid_moves_list, humbhenri.valid_moves_list_humbhenri, FOR_8, SIZE_8, "order"),
    wrong(lesson5.check_has_valid_move, humbhenri.has_valid_move_humbhenri, FOR_8, SIZE_8),
    wrong(
        lesson4.check_place_move,
        humbhenri.place_move_humbhenri,
        "An illegal move is silently ignored (the board is left as it was) instead of refused with"
        " IllegalMoveError; and it is written for 8x8.",
        f"{NEVER_REFUSES} || {SIZE_8}",
    ),
    wrong(
        lesson5.check_is_game_over,
        humbhenri.is_game_over_humbhenri,
        "The game is over only when the board is full: a game where neither side can move with"
        " squares still empty goes on.",
        "even though squares are still empty",
        "pass",
    ),
    wrong(
        lesson6.check_count_discs,
        humbhenri.count_discs_humbhenri,
        "It returns the counters that apply_move keeps (2 and 2 on a board it has not played on),"
        " not a count of the discs on the board.",
        "kept counters",
        "counts one row | swapped",
    ),
]

SOURCES = {"humbhenri": ("humbhenri/pyOthello", "board.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
