"""Batch 23 of the real-code answers: the Othello rules of a text-game arena, held out like the others.

Labelled from the code alone and first run on the checks as they were on the branch this one
starts from (commit 4dabc45), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5             2/2           1/1            1/1            0/1
           6             1/1             -              -              -
       total             3/3           3/3            3/3            0/3

Written for any even size, their rules are right where they answer the exercise's own question;
the three wrong answers are helpers asked a question they leave to the game loop (whether the
square is empty, whether the move is legal) or a move written as a list.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson3, lesson4, lesson5, lesson6

from . import textarena
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, right, wrong

ANSWERS: list[RealAnswer] = [
    # TextArena/TextArena (MIT)
    wrong(
        lesson3.check_is_valid_move,
        textarena.is_valid_move_textarena,
        "It only asks whether a disc there would flip something: a taken square that sandwiches a"
        " line counts as valid, and so does a square just off the board next to such a line.",
        "taken || off the board",
        f"diagonal | {SIZE_8}",
    ),
    wrong(
        lesson5.check_valid_moves_list,
        textarena.valid_moves_list_textarena,
        "Each move is a list [row, col], not a tuple (row, col).",
        "tuple",
        f"wrong order | listed twice | {SIZE_8}",
    ),
    right(lesson5.check_has_valid_move, textarena.has_valid_move_textarena),
    wrong(
        lesson4.check_place_move,
        textarena.place_move_textarena,
        "It never refuses a move (the game checks a move before it plays it): a move that flips"
        " nothing, or on a taken square, gets the disc and raises nothing.",
        NEVER_REFUSES,
        f"must stay empty | Put your own disc on | {SIZE_8}",
    ),
    right(lesson6.check_count_discs, textarena.count_discs_textarena),
    right(lesson5.check_is_game_over, textarena.is_game_over_textarena),
]

SOURCES = {"textarena": ("TextArena/TextArena", "textarena/envs/Othello/env.py", "MIT")}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
