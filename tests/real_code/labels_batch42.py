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

The same repository was collected at the same time in another batch (its module ``tipe``), with
is_valid_move, valid_moves_list, place_move, is_game_over and winner among its answers: those five
are left out here so that no function is counted twice (their adapters stay in the module), and
the five kept are the ones that batch does not have.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson5, lesson6

from . import partensky
from .real_answer import RealAnswer, right

ANSWERS: list[RealAnswer] = [
    # MarcPartensky/TIPE-P1A (MIT)
    right(lesson1.check_initialize_board, partensky.initialize_board_partensky),
    right(lesson3.check_is_on_board, partensky.is_on_board_partensky),
    right(lesson3.check_sandwiches, partensky.sandwiches_partensky),
    right(lesson5.check_has_valid_move, partensky.has_valid_move_partensky),
    right(lesson6.check_count_discs, partensky.count_discs_partensky),
]

SOURCES = {"partensky": ("MarcPartensky/TIPE-P1A", "plateau.py, config.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
