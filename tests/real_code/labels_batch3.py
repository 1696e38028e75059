"""Batch 3 of the real-code answers: collected after batch 2's first figures, held out like it.

Labelled from the code alone (``mistake``, ``says``, ``avoids`` as in ``labels``; a ``says`` with
alternatives separated by " || " is for an answer with more than one mistake: a hint naming any of
them names a mistake the code has).  The checks were never run on the batch before its labels were
written, and are never changed for it.

First figures: the checks as they were on main (commit c699659), before anything was changed for
the batch, with the labels as first written::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1               -           1/1            1/1            0/1
           3               -           3/3            3/3            2/3
           4               -           4/4            4/4            0/4
           5               -           2/2            2/2            0/2
           7               -           1/1            1/1            0/1
           8               -           1/1            1/1            0/1
       total               -         12/12          12/12           2/12

The two "misleading" hints were a fault of the labels: the ``avoids`` of both is_valid_move answers
was "sandwich", which their right hint holds in describing its probe ("finds a sandwich going to the
right when the closing disc is 7 squares away, but not 8"); it is now "sandwiches nothing", the
words of a hint that would blame their sandwich test.  With it: names 12/12, misleads 0/12.  This
batch has no right answer: the three programs are all written for 8x8.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson7, lesson8

from . import allison, easyai, johnafish
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

OFF_THE_BOARD = "is_on_board"
EIGHT_OR_OFF = f"{SIZE_8} || {OFF_THE_BOARD}"
EIGHT_OR_REFUSE = f"{NEVER_REFUSES} || {SIZE_8}"
WRITTEN_FOR_8 = "written for 8x8: its loops and bounds stop at row and column 7 (range(8), 0 <= x <= 7)"

ANSWERS: list[RealAnswer] = [
    # johnafish/othello (MIT)
    wrong(
        lesson3.check_is_valid_move,
        johnafish.is_valid_move_johnafish,
        f"It is {WRITTEN_FOR_8}, and it reads the square before checking that it is on the board.",
        EIGHT_OR_OFF,
        "sandwiches nothing",
    ),
    wrong(
        lesson4.check_place_move,
        johnafish.place_move_johnafish,
        f"It never checks the move (an illegal one is played as if legal), and it is {WRITTEN_FOR_8}.",
        EIGHT_OR_REFUSE,
    ),
    wrong(
        lesson7.check_most_flips_player,
        johnafish.most_flips_player_johnafish,
        f"It is {WRITTEN_FOR_8}: it looks only at the first eight rows and columns.",
        SIZE_8,
        "tie",
    ),
    wrong(
        lesson8.check_weights_score,
        johnafish.weights_score_johnafish,
        "It scores with its own table (corners 5, edges 3, every other square 1), not the lesson's"
        " weight_table, and over the first eight rows and columns only.",
        f"weight_table || {SIZE_8}",
        "subtract",
    ),
    # Zulko/easyAI (MIT)
    wrong(
        lesson1.check_initialize_board,
        easyai.initialize_board_easyai,
        "The size is ignored (always 8x8), and the start discs' colours are swapped: black on the"
        " top-left to bottom-right diagonal of the centre.",
        "size || swapped",
    ),
    wrong(
        lesson3.check_is_valid_move,
        easyai.is_valid_move_easyai,
        f"It is {WRITTEN_FOR_8}, and it reads the square before checking that it is on the board.",
        EIGHT_OR_OFF,
        "sandwiches nothing",
    ),
    wrong(
        lesson4.check_flipped_discs,
        easyai.flipped_discs_easyai,
        "On a taken square it lists the discs a disc there would flip, instead of []; and it is"
        f" {WRITTEN_FOR_8}.",
        f"EMPTY || {SIZE_8}",
        "diagonal",
    ),
    wrong(
        lesson4.check_place_move,
        easyai.place_move_easyai,
        f"It never checks the move (an illegal one is played), and it is {WRITTEN_FOR_8}.",
        EIGHT_OR_REFUSE,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        easyai.valid_moves_list_easyai,
        f"It is {WRITTEN_FOR_8}: it tries only the first eight rows and columns.",
        SIZE_8,
        "order",
    ),
    wrong(
        lesson5.check_is_game_over,
        easyai.is_game_over_easyai,
        "The game is over as soon as the player to move (black here) cannot play: no pass; and it"
        f" is {WRITTEN_FOR_8}.",
        f"a pass || {SIZE_8}",
    ),
    # thirtysevenohtwo/computer-science-12 (MIT)
    wrong(
        lesson3.check_is_on_board,
        allison.is_on_board_allison,
        "Written for 8x8: a square is on the board when its row and column are between 0 and 7.",
        SIZE_8,
        "diagonal",
    ),
    wrong(
        lesson4.check_place_move,
        allison.place_move_allison,
        "An illegal move is silently ignored instead of refused with IllegalMoveError, and it is"
        f" {WRITTEN_FOR_8}.",
        EIGHT_OR_REFUSE,
    ),
]

SOURCES = {
    "johnafish": ("johnafish/othello", "othello.py", "MIT"),
    "easyai": ("Zulko/easyAI", "easyAI/games/Reversi.py", "MIT"),
    "allison": ("thirtysevenohtwo/computer-science-12", "reversi/main.py", "MIT"),
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
