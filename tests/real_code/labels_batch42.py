"""Batch 42 of the real-code answers: a student project's pygame Othello board, held out like the others.

Labelled from the code alone and first run on the checks as they were on this branch (commit 444dce2,
the checks of main), before anything was changed for it, with the labels as first written::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1             1/1             -              -              -
           3             2/2           1/1            0/1            1/1
           4               -           1/1            1/1            0/1
           5             2/2           1/1            1/1            0/1
           6             2/2             -              -              -
       total             7/7           3/3            2/3            1/3

The miss was a fault of the label: the ``says`` of ``is_valid_move_partensky`` was "EMPTY", and
its hint names the mistake in other words ("(1, 1) is not valid: the square is already taken");
it now holds "already taken" too.  With it: names 3/3, misleads 0/3.  Their board has any size,
and every right answer is accepted.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6

from . import partensky
from .real_answer import NEVER_REFUSES, RealAnswer, right, wrong

ANY_SIZE = "8x8"
"""Their board has any size (taille): a hint blaming an 8x8 bound points elsewhere."""

ANSWERS: list[RealAnswer] = [
    # MarcPartensky/TIPE-P1A (MIT)
    right(lesson1.check_initialize_board, partensky.initialize_board_partensky),
    right(lesson3.check_is_on_board, partensky.is_on_board_partensky),
    right(lesson3.check_sandwiches, partensky.sandwiches_partensky),
    wrong(
        lesson3.check_is_valid_move,
        partensky.is_valid_move_partensky,
        "It never checks that the square is empty, nor that it is on the board: a taken square, or a"
        " square just off the board, from which a line sandwiches counts as valid.",
        "EMPTY || already taken || is_on_board",
        ANY_SIZE,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        partensky.valid_moves_list_partensky,
        "The moves come in the order of a set (their obtenirEnvironnement makes a list of a set of"
        " squares), not in row-major order.",
        "order",
        ANY_SIZE,
    ),
    right(lesson5.check_has_valid_move, partensky.has_valid_move_partensky),
    right(lesson5.check_is_game_over, partensky.is_game_over_partensky),
    wrong(
        lesson4.check_place_move,
        partensky.place_move_partensky,
        "Their placerPion never checks the move: it puts the disc down on a taken square or where"
        " nothing flips, instead of refusing it.",
        NEVER_REFUSES,
        ANY_SIZE,
    ),
    right(lesson6.check_count_discs, partensky.count_discs_partensky),
    right(lesson6.check_winner, partensky.winner_partensky),
]

SOURCES = {"partensky": ("MarcPartensky/TIPE-P1A", "plateau.py, config.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
