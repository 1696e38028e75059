"""Batch 20 of the real-code answers: a text Reversi with an alpha-beta player, held out like the others.

Labelled from the code alone and first run on the checks as they were on the branch this one
starts from (commit 4dabc45), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           4               -           2/2            1/2            1/2
           5               -           2/2            2/2            0/2
           6               -           1/1            1/1            0/1
           9               -           1/1            0/1            1/1
       total               -           6/6            4/6            2/6

``place_move_zolomon`` is told it misses a sandwich at (1, 25) of a 26x26 board "though it finds one
on a 4x4 board", with no word of the 8 it is written for, nor of the moves it never refuses or the
runs it turns without a closing disc.  ``alphabeta_zolomon`` is told to "check the cut-off", which
is right in it (a min/max pair that returns when value >= beta and raises alpha); its mistakes are
a search that never calls evaluate, plays every move on one shared list and has no pass.  Both are
recorded as known misses.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson4, lesson5, lesson6, lesson9

from . import zolomon
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, wrong

FLAT_64 = (
    "Written for 8x8: its board is a flat list of 64 squares, so a line walked off one side goes on"
    " at the other side of the next row, and on a smaller board the empty squares past it are seen"
    " as the board's own."
)

ANSWERS: list[RealAnswer] = [
    # Zolomon/reversi-ai (MIT)
    wrong(
        lesson5.check_valid_moves_list,
        zolomon.valid_moves_list_zolomon,
        "A move is listed once for every own disc and direction that makes it, direction by direction"
        " and column by column, not once each in row-major order; and it is written for 8x8 on a flat"
        " list of 64 squares, so lines wrap from one row to the next.",
        f"listed twice || wrong order || {SIZE_8}",
        "already taken",
    ),
    wrong(
        lesson5.check_has_valid_move,
        zolomon.has_valid_move_zolomon,
        FLAT_64,
        SIZE_8,
        "answers for the opponent",
    ),
    wrong(
        lesson4.check_place_move,
        zolomon.place_move_zolomon,
        "It never refuses a move, and from the new disc it turns every disc in every direction into"
        " its colour up to the first empty square or the edge, whether or not the run ends at one of"
        " its own discs; and it is written for 8x8 on a flat list of 64 squares.",
        f"{NEVER_REFUSES} || not sandwiched || {SIZE_8}",
        "must stay empty | Put your own disc on",
    ),
    wrong(
        lesson4.check_place_move,
        zolomon.place_move_board_zolomon,
        "It never refuses a move; in each direction it walks past its own discs to the first empty"
        " square, with no bound (an IndexError past the last square, the end of the list before the"
        " first), and flips every opponent disc on the way when the square before that empty one is"
        " its own; and it is written for 8x8 on a flat list of 64 squares.",
        f"{NEVER_REFUSES} || not sandwiched || {SIZE_8}",
        "must stay empty | Put your own disc on",
    ),
    wrong(
        lesson6.check_winner,
        zolomon.winner_zolomon,
        "Its list holds the 64 squares of an 8x8 board, so discs past the eighth row or column are"
        " never counted.",
        SIZE_8,
        "equal counts are a draw",
    ),
    wrong(
        lesson9.check_alphabeta,
        zolomon.alphabeta_zolomon,
        "It never calls evaluate: where it stops, a position is scored +1, 0 or -1 by who has more"
        " discs; it plays every move on one shared list, so the moves after the first are tried on a"
        " board already changed; below the first move it scores the positions for the side to move"
        " there, not for colour; and a side with no move is worth -inf or +inf (no pass, no end).",
        "never calls evaluate || on a copy || passes",
        "alpha never rises | Check the cut-off | not while alpha <= beta",
    ),
]

SOURCES = {
    "zolomon": ("Zolomon/reversi-ai", "game/ai.py, game/board.py, game/piece.py, game/settings.py", "MIT"),
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
