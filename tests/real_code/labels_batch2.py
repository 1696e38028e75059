"""Batch 2 of the real-code answers: collected after the checks of issue 35's first step, held out.

Each answer is labelled from its code alone (``mistake``, ``says``, ``avoids`` as in ``labels``);
the checks were never run on a batch before its labels were written, and they are never changed
for it.

First figures: the checks as they were on main when the batch was collected (commit c699659),
before anything was changed for it, with the labels as first written::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1             2/2           1/1            1/1            0/1
           3             3/3           1/1            1/1            0/1
           4             3/3           2/2            2/2            1/2
           5             8/8             -              -              -
           6             2/2           2/2            1/2            1/2
           7             1/1             -              -              -
           9               -           2/2            1/2            0/2
       total           19/19           8/8            6/8            2/8

Two labels were corrected after that run, each a fault of the label, not of the check: the
``avoids`` of ``place_move_wawawa`` was "flip", which the right hint holds in "flipped_discs gives
[]" (now the size phrase, a mistake it does not have); and ``winner_azg`` has two mistakes (no one
named before the end, a draw given to white), its hint named the second ("equal counts are a
draw"), now accepted as ``says``'s second alternative.  With them: names 7/8, misleads 0/8; the one
miss, ``negamax_firetto``, gets no hint at all (it returns 100 000 where 60 is expected).

Later, for speed only: ``is_valid_move_ahlaw`` asks their _get_capturables for the one square (as
their get_valid_moves does for each square) instead of building every move; the answers are the same.

``KNOWN_MISSES`` names the wrong answers whose hint does not yet name their mistake, or points at
one they do not have: the next step's target.  ``tests/test_real_code.py`` checks that exactly
these miss, so that a fix (or a regression) shows.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6, lesson7, lesson9

from . import ahlaw, azg, firetto, wawawa
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, right, wrong

OFF_THE_BOARD = "is_on_board"
NOT_A_RESULT = "BLACK, WHITE or DRAW"
PASSES = "passes"
SEARCH_FINE = "Stop at depth 0 | MINUS the value | on a copy"

ANSWERS: list[RealAnswer] = [
    # Wawawa2525/othelloAI-canvas (MIT)
    wrong(
        lesson3.check_is_valid_move,
        wawawa.is_valid_move_wawawa,
        "It never checks that the square is on the board: a square just past the last row or column"
        " raises IndexError, and at -1 it reads the square at the other end.",
        OFF_THE_BOARD,
        "sandwich",
    ),
    right(lesson5.check_has_valid_move, wawawa.has_valid_move_wawawa),
    wrong(
        lesson4.check_place_move,
        wawawa.place_move_wawawa,
        "An illegal move is silently ignored (the board is left as it was) instead of refused with"
        " IllegalMoveError.",
        NEVER_REFUSES,
        SIZE_8,
    ),
    # suragnair/alpha-zero-general (MIT)
    wrong(
        lesson1.check_initialize_board,
        azg.initialize_board_azg,
        "The colours of the four start discs are swapped: black on the top-left to bottom-right"
        " diagonal of the centre, white on the other.",
        "swapped",
        "size",
    ),
    right(lesson3.check_is_valid_move, azg.is_valid_move_azg),
    right(lesson5.check_valid_moves_list, azg.valid_moves_list_azg),
    right(lesson5.check_has_valid_move, azg.has_valid_move_azg),
    right(lesson5.check_is_game_over, azg.is_game_over_azg),
    wrong(
        lesson4.check_place_move,
        azg.place_move_azg,
        "It never checks the move: next to one of its own discs it puts the disc down with nothing"
        " flipped, and elsewhere it stops on an assert, instead of refusing with IllegalMoveError.",
        NEVER_REFUSES,
    ),
    wrong(
        lesson6.check_winner,
        azg.winner_azg,
        "While either side can still move it names no one (their 'not ended', None here); at the end"
        " a draw counts as a win for white.",
        f"{NOT_A_RESULT} || equal counts are a draw",
    ),
    right(lesson7.check_most_flips_player, azg.most_flips_player_azg),
    # ahlaw/othello-cli (MIT)
    right(lesson1.check_initialize_board, ahlaw.initialize_board_ahlaw),
    right(lesson1.check_count_colour, ahlaw.count_colour_ahlaw),
    right(lesson3.check_is_valid_move, ahlaw.is_valid_move_ahlaw),
    right(lesson4.check_flipped_discs, ahlaw.flipped_discs_ahlaw),
    right(lesson4.check_place_move, ahlaw.place_move_ahlaw),
    right(lesson5.check_valid_moves_list, ahlaw.valid_moves_list_ahlaw),
    right(lesson5.check_has_valid_move, ahlaw.has_valid_move_ahlaw),
    right(lesson6.check_count_discs, ahlaw.count_discs_ahlaw),
    right(lesson6.check_winner, ahlaw.winner_ahlaw),
    # firetto/CSC111-Final-Project (MIT)
    right(lesson3.check_is_valid_move, firetto.is_valid_move_firetto),
    right(lesson5.check_valid_moves_list, firetto.valid_moves_list_firetto),
    right(lesson5.check_has_valid_move, firetto.has_valid_move_firetto),
    right(lesson4.check_place_move, firetto.place_move_firetto),
    wrong(
        lesson6.check_winner,
        firetto.winner_firetto,
        "It names no one (None) while black, the player to move, still has a move: the discs are"
        " counted only when the game looks over.",
        NOT_A_RESULT,
    ),
    wrong(
        lesson9.check_negamax,
        firetto.negamax_firetto,
        "A side with no move ends the search as if the game were over (no pass), scored +-10 000"
        " whatever the disc difference (+-100 000 at the depth limit).",
        PASSES,
        SEARCH_FINE,
    ),
    wrong(
        lesson9.check_alphabeta,
        firetto.alphabeta_firetto,
        "A side with no move ends the search as if the game were over (no pass), scored +-10 000"
        " whatever the disc difference (+-100 000 at the depth limit).",
        PASSES,
        SEARCH_FINE,
    ),
]

SOURCES = {
    "wawawa": ("Wawawa2525/othelloAI-canvas", "othelloAI_canvas/othello.py", "MIT"),
    "azg": (
        "suragnair/alpha-zero-general",
        "othello/OthelloLogic.py, othello/OthelloGame.py, othello/OthelloPlayers.py",
        "MIT",
    ),
    "ahlaw": ("ahlaw/othello-cli", "othello/game/board.py, othello/game/game_state.py", "MIT"),
    "firetto": ("firetto/CSC111-Final-Project", "reversi.py, ai_players.py", "MIT"),
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
