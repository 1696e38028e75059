"""Batch 43 of the real-code answers: a small PyQt5 Reversi's rules, held out like the others.

Labelled from the code alone and first run on the checks as they were on this branch (commit 98bdfa6,
the checks of main), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1               -           1/1            1/1            0/1
           2               -           1/1            0/1            1/1
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5               -           3/3            3/3            0/3
           6               -           1/1            0/1            1/1
       total               -           8/8            6/8            2/8

The two misses, ``board_to_text_ibug`` and ``count_discs_ibug``, are told of the IndexError their
range(BS) raises on a 4x4 board ("a row or column number was not on the board. Check each index
before you use it") without its cause: the 8 is the module's constant BS, not a literal in the line
that raised.  Known misses (the figures count a hint that names another thing as misleading).
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson2, lesson3, lesson4, lesson5, lesson6

from . import ibug
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

FOR_8 = "it is written for 8x8 (BS = 8: range(BS), 0 <= x < BS), whatever the size of the board"

ANSWERS: list[RealAnswer] = [
    # iBug/PyReversi (MIT)
    wrong(
        lesson1.check_initialize_board,
        ibug.initialize_board_ibug,
        "The size is ignored (the board is always 8x8), and the four start discs have their colours"
        " swapped (Black top-left of the centre).",
        "size || colours are swapped",
        "aliasing",
    ),
    wrong(
        lesson2.check_board_to_text,
        ibug.board_to_text_ibug,
        f"Black is written O and White X instead of the discs themselves; and {FOR_8}.",
        SIZE_8,
        "newline",
    ),
    wrong(
        lesson3.check_is_valid_move,
        ibug.is_valid_move_ibug,
        f"Right on 8x8, but {FOR_8}; a square just off the board (row or column -1) is read as the"
        " last row or column (a negative index).",
        f"{SIZE_8} || other side",
    ),
    wrong(
        lesson5.check_valid_moves_list,
        ibug.valid_moves_list_ibug,
        f"The moves come column by column (x outer, y inner), not in row-major order; and {FOR_8}.",
        f"order || {SIZE_8}",
    ),
    wrong(lesson5.check_has_valid_move, ibug.has_valid_move_ibug, f"Right on 8x8, but {FOR_8}.", SIZE_8),
    wrong(lesson5.check_is_game_over, ibug.is_game_over_ibug, f"Right on 8x8, but {FOR_8}.", SIZE_8, "full"),
    wrong(
        lesson4.check_place_move,
        ibug.place_move_ibug,
        f"An illegal move is refused by returning False, with no IllegalMoveError; and {FOR_8}.",
        f"{NEVER_REFUSES} || {SIZE_8}",
    ),
    wrong(
        lesson6.check_count_discs,
        ibug.count_discs_ibug,
        f"Right on 8x8, but {FOR_8}.",
        SIZE_8,
        "tuple",
    ),
]

SOURCES = {"ibug": ("iBug/PyReversi", "reversi.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
