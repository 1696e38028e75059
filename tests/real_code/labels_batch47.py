"""Batch 47 of the real-code answers: two more programs written for 8x8, held out like the others.

Two programs none of the batches used: Baptr0b0t/Reversi-python, a Tkinter Reversi, and
brandon-mai/Othello-AI-2025 (Nathan Bonada's), an Othello with minimax and Monte Carlo players on
numpy boards compiled by numba (lessons 3 to 5).  Labelled from the code alone, each label proven by
the independent rules, and first run on the checks as they were on this branch (commit c432c5b:
main's checks and the lesson 8 fix made for batch 46, which none of these exercises use), before
anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           3               -           2/2            2/2            0/2
           4               -           2/2            2/2            0/2
           5               -           2/2            2/2            0/2
       total               -           6/6            6/6            0/6

Both are written for 8x8 (Bonada's also keeps at most 50 moves), and each answer is told so; the
functions of their players (Baptr0b0t's ChoseAction picks among ties at random, Bonada's search uses
its own evaluation and numba-compiled helpers) are not adapted.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson3, lesson4, lesson5

from . import baptr0b0t, bonada
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

FOR_8 = "it is written for 8x8 (range(8), 0 <= x < 8), whatever the size of the board"

ANSWERS: list[RealAnswer] = [
    # Baptr0b0t/Reversi-python (MIT)
    wrong(
        lesson3.check_is_valid_move,
        baptr0b0t.is_valid_move_baptr0b0t,
        f"Its lines are walked while 0 <= x + dx * i < 8 and 0 <= y + dy * i < 8: {FOR_8}.",
        SIZE_8,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        baptr0b0t.valid_moves_list_baptr0b0t,
        f"The squares are tried with range(8) twice and each is judged with 8x8 bounds: {FOR_8}.",
        SIZE_8,
        "order",
    ),
    wrong(
        lesson4.check_place_move,
        baptr0b0t.place_move_baptr0b0t,
        f"Can_place and Capture_list walk their lines while the square is within 8: {FOR_8}.",
        SIZE_8,
        NEVER_REFUSES,
    ),
    # brandon-mai/Othello-AI-2025, by Nathan Bonada (MIT)
    wrong(
        lesson3.check_is_valid_move,
        bonada.is_valid_move_bonada,
        f"check_line walks its lines while 0 <= r < 8 and 0 <= c < 8: {FOR_8}.",
        SIZE_8,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        bonada.valid_moves_list_bonada,
        f"get_possible_moves loops over range(8) twice into an array of 50 moves at most: {FOR_8}.",
        SIZE_8,
        "order",
    ),
    wrong(
        lesson4.check_place_move,
        bonada.place_move_bonada,
        f"check_line and flip_tiles walk their lines while 0 <= r < 8 and 0 <= c < 8: {FOR_8}.",
        SIZE_8,
        NEVER_REFUSES,
    ),
]

SOURCES = {
    "baptr0b0t": ("Baptr0b0t/Reversi-python", "core.py, constants.py", "MIT"),
    "bonada": ("brandon-mai/Othello-AI-2025", "utils/constants.py, utils/array_utils.py", "MIT"),
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
