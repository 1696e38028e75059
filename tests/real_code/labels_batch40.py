"""Batch 40 of the real-code answers: the board of a pygame Othello, held out like the others.

Labelled from the code alone and first run on the checks as they were on this branch (commit d1a7591,
the checks of main), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1               -           1/1            1/1            0/1
           3               -           2/2            2/2            0/2
           4               -           1/1            1/1            0/1
           5               -           2/2            2/2            0/2
       total               -           6/6            6/6            0/6

Each answer has two or three mistakes (a taken square not refused, a direction missing, bounds for
8x8); a hint naming any one of them counts, as the alternatives of its ``says`` record.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5

from . import avni
from .real_answer import NEVER_REFUSES, PAST_8, SIZE_8, RealAnswer, wrong

NO_NORTH_WEST = (
    "the direction up and to the left, (-1, -1), is never walked (their list of directions holds"
    " (-1, 1) twice)"
)
TAKEN = "a taken square counts when a line from it sandwiches (it is never checked to be empty)"
FOR_8 = "its bounds are written for 8x8 (x <= 7, y <= 7, range(8)), whatever the size"
MISSES = f"EMPTY || (-1, -1) || {SIZE_8}"

ANSWERS: list[RealAnswer] = [
    # avniDhokia/pythello (MIT)
    wrong(
        lesson1.check_initialize_board,
        avni.initialize_board_avni,
        "The size is ignored: the board is always 8x8, and the four start discs have their colours"
        " swapped (Black top-left of the centre).",
        "size || colours are swapped",
        "aliasing",
    ),
    wrong(
        lesson3.check_sandwiches,
        avni.sandwiches_avni,
        f"Right on 8x8, but {FOR_8}: on a smaller board a walk reads past the last row or column"
        " (IndexError), on a larger one it stops at the eighth.",
        f"{SIZE_8} || {PAST_8}",
    ),
    wrong(
        lesson3.check_is_valid_move,
        avni.is_valid_move_avni,
        f"{TAKEN[0].upper()}{TAKEN[1:]}, and so does a square off the board; {NO_NORTH_WEST}; and {FOR_8}.",
        f"{MISSES} || is_on_board",
    ),
    wrong(
        lesson5.check_valid_moves_list,
        avni.valid_moves_list_avni,
        f"Taken squares are listed: {TAKEN}; {NO_NORTH_WEST}; and {FOR_8}.",
        MISSES,
        "order",
    ),
    wrong(
        lesson5.check_has_valid_move,
        avni.has_valid_move_avni,
        f"A taken square makes a move: {TAKEN}; {NO_NORTH_WEST}; and {FOR_8}.",
        MISSES,
    ),
    wrong(
        lesson4.check_place_move,
        avni.place_move_avni,
        "It never refuses a move: the disc is put down on a taken square or where nothing flips;"
        f" {NO_NORTH_WEST}, so its lines never flip; and {FOR_8}.",
        f"{NEVER_REFUSES} || (-1, -1) || {SIZE_8}",
    ),
]

SOURCES = {"avni": ("avniDhokia/pythello", "Othello_Board.py", "MIT (README)")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
