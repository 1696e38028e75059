"""Batch 7 of the real-code answers: the rules of a Flask Reversi game, held out like the others.

Labelled from the code alone and first run on the checks as they were on main (commit c699659),
before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5               -           2/2            2/2            0/2
           6               -           1/1            1/1            0/1
       total               -           5/5            5/5            0/5

``valid_moves_list_sadeq`` is named by its 8x8 mistake; its other one (a move listed once for each
disc that makes it legal) is not said, but nothing it does not have is.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson3, lesson4, lesson5, lesson6

from . import sadeq
from .real_answer import SIZE_8, RealAnswer, wrong

FOR_8 = (
    "Written for 8x8: its board is the 64 squares of an 8x8 board and a square is on it when its"
    " row and column are below 8, whatever the size of the board it is given."
)

ANSWERS: list[RealAnswer] = [
    # sadeqsheikhi/reversi_python_ai (MIT)
    wrong(lesson3.check_is_valid_move, sadeq.is_valid_move_sadeq, FOR_8, SIZE_8, "sandwiches nothing"),
    wrong(
        lesson5.check_valid_moves_list,
        sadeq.valid_moves_list_sadeq,
        "A move is listed once for every disc that makes it legal, in the order the discs and"
        " directions are tried, not once each in row-major order; and it is written for 8x8.",
        f"listed twice || {SIZE_8}",
    ),
    wrong(lesson5.check_has_valid_move, sadeq.has_valid_move_sadeq, FOR_8, SIZE_8),
    wrong(lesson4.check_place_move, sadeq.place_move_sadeq, FOR_8, SIZE_8, "IllegalMoveError"),
    wrong(lesson6.check_count_discs, sadeq.count_discs_sadeq, FOR_8, SIZE_8, "swapped"),
]

SOURCES = {"sadeq": ("sadeqsheikhi/reversi_python_ai", "reversi.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
