"""Batch 24 of the real-code answers: a pygame Othello with robot players, held out like the others.

Labelled from the code alone and first run on the checks as they were on the branch this one
starts from (commit 4dabc45), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1             1/1             -              -              -
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5             1/1           1/1            1/1            0/1
           6             1/1             -              -              -
           7               -           1/1            1/1            0/1
       total             3/3           4/4            4/4            0/4

Their rules work out every size from the plateau's own; what goes wrong is the order of a set
(the moves, and so the robot's choice on a tie) and the checks the game makes before it asks
(an empty square, a legal move).
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6, lesson7

from . import tipe
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, right, wrong

SET_ORDER = "the order of a set (list(set(...)) of the empty squares next to the opponent's discs)"

ANSWERS: list[RealAnswer] = [
    # MarcPartensky/TIPE-P1A (MIT)
    right(lesson1.check_count_colour, tipe.count_colour_tipe),
    wrong(
        lesson3.check_is_valid_move,
        tipe.is_valid_move_tipe,
        "It never checks that the square is empty, or on the board: a taken square, or one just off"
        " the board, next to a line it closes counts as valid.",
        "taken || off the board",
        f"diagonal | {SIZE_8}",
    ),
    wrong(
        lesson5.check_valid_moves_list,
        tipe.valid_moves_list_tipe,
        f"The moves come in {SET_ORDER}, not in row-major order.",
        "wrong order",
        f"listed twice | {SIZE_8}",
    ),
    wrong(
        lesson4.check_place_move,
        tipe.place_move_tipe,
        "It never refuses a move (the game asks for a legal one): a move that flips nothing, or on a"
        " taken square, gets the disc and raises nothing.",
        NEVER_REFUSES,
        f"must stay empty | {SIZE_8}",
    ),
    right(lesson6.check_winner, tipe.winner_tipe),
    right(lesson5.check_is_game_over, tipe.is_game_over_tipe),
    wrong(
        lesson7.check_most_flips_player,
        tipe.most_flips_player_tipe,
        f"On a tie it keeps the move met first in {SET_ORDER}, not the first in row-major order.",
        "on a tie",
        f"{SIZE_8} | fewer",
    ),
]

SOURCES = {"tipe": ("MarcPartensky/TIPE-P1A", "plateau.py, ias.py, config.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
