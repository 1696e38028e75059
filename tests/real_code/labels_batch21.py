"""Batch 21 of the real-code answers: a Tkinter Othello with a minimax player, held out like the others.

Labelled from the code alone and first run on the checks as they were on the branch this one
starts from (commit 4dabc45), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5               -           1/1            1/1            0/1
           6               -           1/1            1/1            0/1
           8               -           1/1            0/1            0/1
           9               -           1/1            1/1            0/1
       total               -           6/6            5/6            0/6

``weights_score_yuta``, whose weight table is its own, gets no hint at all (the case and what came
back only): recorded as a known miss.  ``negamax_yuta`` really has no ``return`` after its loop, and
is told so.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson3, lesson4, lesson5, lesson6, lesson8, lesson9

from . import yuta
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

ROWS_8 = "Written for 8x8: its board keeps rows = 8, whatever the size of the board it is given."

ANSWERS: list[RealAnswer] = [
    # YutaMiyake/Othello (MIT)
    wrong(
        lesson3.check_is_valid_move,
        yuta.is_valid_move_yuta,
        "It never checks that the square is empty: a taken square that sandwiches a line is a valid"
        " move; and it is written for 8x8 (rows = 8).",
        f"taken || {SIZE_8}",
        "diagonal",
    ),
    wrong(
        lesson5.check_valid_moves_list,
        yuta.valid_moves_list_yuta,
        ROWS_8,
        SIZE_8,
        "wrong order | listed twice",
    ),
    wrong(
        lesson4.check_place_move,
        yuta.place_move_yuta,
        "It never refuses a move: an illegal one leaves the board as it was and raises nothing, and a"
        " taken square that sandwiches a line is overwritten; and it is written for 8x8 (rows = 8).",
        f"{NEVER_REFUSES} || {SIZE_8}",
        "must stay empty",
    ),
    wrong(
        lesson6.check_count_discs,
        yuta.count_discs_yuta,
        "It returns a list [black, white], not a tuple; and it is written for 8x8 (rows = 8).",
        f"tuple || {SIZE_8}",
        "swapped",
    ),
    wrong(
        lesson8.check_weights_score,
        yuta.weights_score_yuta,
        "Its weight table is its own 8x8 one (corners 50, -10 beside them, -25 diagonally inside, 5"
        " along the edges, -3 and 2 inside), not the lesson's, and it reads the board as 8x8.",
        f"weight_table || {SIZE_8}",
        "That is the score from | now subtract the weights",
    ),
    wrong(
        lesson9.check_negamax,
        yuta.negamax_yuta,
        "Its loop over the moves never returns the best value it finds (the function ends without"
        " `return`, so a search above depth 0 gives None); it also takes the maximum for both sides"
        " (no minus, no minimum), spends a depth on a pass, and scores the end of the game with"
        " evaluate, not the final disc difference.",
        "forget `return`",
        "Check the cut-off",
    ),
]

SOURCES = {"yuta": ("YutaMiyake/Othello", "othello.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
