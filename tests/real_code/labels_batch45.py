"""Batch 45 of the real-code answers: a console Reversi for boards of any size, held out like the others.

Labelled from the code alone and first run on the checks as they were on this branch (commit b17d735,
the checks of main), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1               -           1/1            1/1            0/1
           3               -           1/1            1/1            0/1
           4               -           1/2            1/2            0/2
           5             3/3           1/1            1/1            0/1
           6             1/1             -              -              -
       total             4/4           4/5            4/5            0/5

A finding of the first run: ``place_move_coffexpr`` refuses an illegal move with ValueError ("Could
not put"), not IllegalMoveError, and the check then took any ValueError as the refusal.  The exercise
asks for IllegalMoveError and the independent rules hold it wrong: the check now refuses it too, and
its hint tells it to raise IllegalMoveError by name.

Their board works out every legal move on each call, and the checks go up to 26x26: two right
answers of the first run, ``has_valid_move_coffexpr`` and ``next_player_coffexpr`` (both accepted),
took about 5 s of the test and are left out of the set; their functions stay in the module.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6

from . import coffexpr
from .real_answer import NEVER_REFUSES, RealAnswer, right, wrong

ANY_SIZE = "8x8"
"""Their board has any size: a hint blaming an 8x8 bound points elsewhere."""

ANSWERS: list[RealAnswer] = [
    # coffexpr/python-reversi (MIT)
    wrong(
        lesson1.check_initialize_board,
        coffexpr.initialize_board_coffexpr,
        "The four start discs have their colours swapped: their setup puts the first player's disc,"
        " Black's, top-left of the centre.",
        "colours are swapped",
        f"aliasing | {ANY_SIZE}",
    ),
    wrong(
        lesson3.check_is_valid_move,
        coffexpr.is_valid_move_coffexpr,
        "A square off the board raises IndexError instead of answering False: their board refuses a"
        " negative cell with IndexError, and a row or column past the end runs off its lists.",
        "Check each index || is_on_board",
        ANY_SIZE,
    ),
    wrong(
        lesson4.check_flipped_discs,
        coffexpr.flipped_discs_coffexpr,
        "On a taken square it still lists the discs a disc there would flip, instead of [].",
        "EMPTY || already taken",
        ANY_SIZE,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        coffexpr.valid_moves_list_coffexpr,
        "The moves come in the order of a set (their puttables is a set of cells), not in row-major order.",
        "order",
        ANY_SIZE,
    ),
    wrong(
        lesson4.check_place_move,
        coffexpr.place_move_coffexpr,
        "An illegal move raises ValueError ('Could not put'), not IllegalMoveError.",
        NEVER_REFUSES,
        ANY_SIZE,
    ),
    right(lesson5.check_is_game_over, coffexpr.is_game_over_coffexpr),
    right(lesson6.check_count_discs, coffexpr.count_discs_coffexpr),
]

SOURCES = {
    "coffexpr": (
        "coffexpr/python-reversi",
        "reversi/board.py, reversi/disc.py, reversi/game.py, reversi/player.py, reversi/main.py",
        "MIT",
    )
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
