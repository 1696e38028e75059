"""Batch 41 of the real-code answers: a terminal Othello with a bitboard engine, held out like the others.

Labelled from the code alone and first run on the checks as they were on this branch (commit c7bf77d,
the checks of main), before anything was changed for it, with the labels as first written::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1               -           1/1            1/1            0/1
           2               -           1/1            0/1            1/1
           3               -           1/1            1/1            0/1
           4               -           1/1            1/1            0/1
           5               -           2/2            2/2            0/2
           6               -           1/1            1/1            0/1
          10               -           2/2            2/2            0/2
       total               -           9/9            8/9            1/9

The miss was a fault of the label: the mistake of ``board_to_text_isaeb`` says that only the first
eight rows and columns are written, but its ``says`` left that mistake out, and the hint names it
("The code writes the number 8 where the size of the board belongs", of the IndexError its
range(8) raises on a 4x4 board); ``says`` now holds it too.  With it: names 9/9, misleads 0/9.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson2, lesson3, lesson4, lesson5, lesson6, lesson10

from . import isaeb
from .real_answer import EMPTY_AS_DOT, NEVER_REFUSES, SIZE_8, RealAnswer, wrong

FOR_8 = "it is written for 8x8 (columns 'abcdefgh', rows and columns 0 to 7, range(8)), whatever the size"
ROW_8_MISSED = (
    "Its loop tries the rows '1234567' only, so a move on the eighth row is never found; and " + FOR_8 + "."
)
BITS_FOR_8 = "its bitboards are those of 8x8 (64 squares, steps of 1, 7, 8 and 9, pos % 8), whatever the size"

ANSWERS: list[RealAnswer] = [
    # isaeb/pyOthello (MIT)
    wrong(
        lesson1.check_initialize_board,
        isaeb.initialize_board_isaeb,
        "The size is ignored: the board is always 8x8.",
        "size",
        "aliasing | colours are swapped",
    ),
    wrong(
        lesson2.check_board_to_text,
        isaeb.board_to_text_isaeb,
        "Black is written '○' and White '●' (the other way round), an empty square '⛶', every square"
        " is followed by a space, every row by a newline (the text ends with one), and only the first"
        " eight rows and columns are written.",
        f"{EMPTY_AS_DOT} || newline || {SIZE_8}",
    ),
    wrong(
        lesson3.check_is_valid_move,
        isaeb.is_valid_move_isaeb,
        "On an empty square where no direction sandwiches, it runs off its end and returns None instead"
        f" of False; and {FOR_8} (a row's number is read from one digit only).",
        f"None || {SIZE_8}",
        "EMPTY",
    ),
    wrong(lesson5.check_has_valid_move, isaeb.has_valid_move_isaeb, ROW_8_MISSED, f"last row || {SIZE_8}"),
    wrong(
        lesson5.check_is_game_over, isaeb.is_game_over_isaeb, ROW_8_MISSED, f"last row || {SIZE_8}", "full"
    ),
    wrong(
        lesson4.check_place_move,
        isaeb.place_move_isaeb,
        f"An illegal move is refused by returning False, with no IllegalMoveError; and {FOR_8}.",
        f"{NEVER_REFUSES} || {SIZE_8}",
    ),
    wrong(
        lesson6.check_count_discs,
        isaeb.count_discs_isaeb,
        f"It counts over range(8) for the rows and the columns: {FOR_8}.",
        SIZE_8,
        "tuple",
    ),
    wrong(
        lesson10.check_legal_bits,
        isaeb.legal_bits_isaeb,
        f"Right on 8x8, but {BITS_FOR_8}.",
        "size",
    ),
    wrong(
        lesson10.check_flip_bits,
        isaeb.flip_bits_isaeb,
        f"Diagonal lines never flip (its shift_board returns 0 for shifts of 7 and 9); and {BITS_FOR_8}.",
        "diagonal || size",
    ),
]

SOURCES = {
    "isaeb": ("isaeb/pyOthello", "othello/board.py, othello/move.py, engine/engine.py", "MIT (README)")
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
