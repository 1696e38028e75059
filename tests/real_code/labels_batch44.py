"""Batch 44 of the real-code answers: a terminal Reversi with computer players, held out like the others.

Labelled from the code alone and first run on the checks as they were on this branch (commit 7f5f260,
the checks of main), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1               -           1/1            1/1            0/1
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5               -           3/3            3/3            0/3
           6             1/1             -              -              -
           7               -           2/2            2/2            0/2
       total             1/1           8/8            8/8            0/8

The two players are named by their 8x8 bound (the 7 in is_one_in); their other mistakes (ties
broken in column order, a careful player that drops the squares next to the 8x8 corners instead of
looking at the replies) are not said, and nothing they do not have is.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6, lesson7

from . import thib
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, right, wrong

FOR_8 = "it is written for 8x8 (range(0, 8), a line or column above 7 is off the board), whatever the size"
COLUMN_ORDER = "the moves are tried column by column (their names A1, A2, ..., the letter outer)"

ANSWERS: list[RealAnswer] = [
    # thib1984/pyreversi (MIT)
    wrong(
        lesson1.check_initialize_board,
        thib.initialize_board_thib,
        "The size is ignored: the board is always their 8x8 INIT_PLATEAU.",
        "size",
        "aliasing | colours are swapped",
    ),
    wrong(
        lesson3.check_is_valid_move,
        thib.is_valid_move_thib,
        f"Right on 8x8, but {FOR_8}: a row's number is read from one digit, and a square just off the"
        " board (row or column -1) is read as the last row or column (a negative index).",
        f"{SIZE_8} || other side",
    ),
    wrong(
        lesson5.check_valid_moves_list,
        thib.valid_moves_list_thib,
        f"Not in row-major order: {COLUMN_ORDER}; and {FOR_8}.",
        f"order || {SIZE_8}",
    ),
    wrong(lesson5.check_has_valid_move, thib.has_valid_move_thib, f"Right on 8x8, but {FOR_8}.", SIZE_8),
    wrong(lesson5.check_is_game_over, thib.is_game_over_thib, f"Right on 8x8, but {FOR_8}.", SIZE_8, "full"),
    wrong(
        lesson4.check_place_move,
        thib.place_move_thib,
        "Their calcul_nouveau_plateau never checks the move: the disc is put down on a taken square or"
        f" where nothing flips, instead of refusing it; and {FOR_8}.",
        f"{NEVER_REFUSES} || {SIZE_8}",
    ),
    right(lesson6.check_count_discs, thib.count_discs_thib),
    wrong(
        lesson7.check_most_flips_player,
        thib.most_flips_player_thib,
        f"Of the moves that flip the most, the first in column order wins, not the first in row-major"
        f" order: {COLUMN_ORDER}; and {FOR_8}.",
        f"row-major || {SIZE_8}",
    ),
    wrong(
        lesson7.check_careful_player,
        thib.careful_player_thib,
        "It never looks at the opponent's replies: after a corner it drops the moves on their list of"
        " squares next to the 8x8 corners (A2, B2, B1, ...) and plays the most flips among the rest"
        f" (ties to the first in column order); and {FOR_8}.",
        SIZE_8,
    ),
]

SOURCES = {
    "thib": (
        "thib1984/pyreversi",
        "pyreversi/plateau.py, pyreversi/rules.py, pyreversi/bot.py",
        "MIT (setup.py)",
    )
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
