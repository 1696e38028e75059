"""Batch 5 of the real-code answers: two more weight-table programs of lesson 8, held out.

From two repositories already in batch 3 (their other functions), labelled from the code alone and
first run on the checks as they were on main (commit c699659), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           8               -           2/2            1/2            0/2
       total               -           2/2            1/2            0/2

The miss, ``weights_score_easyai``, gets no hint: on the smallest case (4x4, fewer than 32 empty
squares) it returns the disc difference, 0, where the weighted score is 120.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson8

from . import easyai, johnafish
from .real_answer import SIZE_8, RealAnswer, wrong

OWN_TABLE = f"weight_table || {SIZE_8}"

ANSWERS: list[RealAnswer] = [
    # johnafish/othello (MIT)
    wrong(
        lesson8.check_weights_player,
        johnafish.weights_player_johnafish,
        "It chooses by its own table (corners 5, edges 3, every other square 1), not the lesson's"
        " weight_table, and it is written for 8x8 (it tries only the first eight rows and columns).",
        OWN_TABLE,
        "tie",
    ),
    # Zulko/easyAI (MIT)
    wrong(
        lesson8.check_weights_score,
        easyai.weights_score_easyai,
        "It scores with its own 8x8 table (corners 9, edges 3, the rest 1) while more than 32 squares"
        " are empty and with the disc difference after, not with the lesson's weight_table; and its"
        " subtraction of two numpy boolean arrays raises TypeError in today's numpy.",
        OWN_TABLE,
        "subtract the weights",
    ),
]

SOURCES = {
    "johnafish": ("johnafish/othello", "othello.py", "MIT"),
    "easyai": ("Zulko/easyAI", "easyAI/games/Reversi.py", "MIT"),
}

KNOWN_MISSES: set[str] = {"weights_score_easyai"}
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
