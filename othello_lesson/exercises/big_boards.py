"""Positions on boards larger than 8x8 where a size written as ``8`` gives the wrong answer.

Writing ``range(8)`` instead of ``range(len(board))`` is the commonest
blind spot of a function that works on any size: on boards of 8x8 and smaller
the finished ``is_valid_move`` simply answers False for a square off the
board, so the wrong answer agrees with the right one everywhere.  In each of
these 10x10 positions the deciding move lies in row or column 8 or 9, so a
function that only looks at the first eight rows or columns answers wrongly.

>>> from othello_lesson import rules
>>> [rules.valid_moves_list(board, colour) for board, colour in beyond_eight()][0:4:2]
[[(9, 9)], [(0, 9)]]
"""

from __future__ import annotations

from functools import cache

from ..rules import BLACK, WHITE, Board, Colour, board_from_text
from .hints import Hints
from .positions import Rows, kept, new_board

__all__ = ["BIG_BOARD_WORDS", "SIZE_HINT", "beyond_eight", "size_hint"]

BIG_BOARD_WORDS = Hints(
    "big_boards",
    {"size": "use len(board) for the size, not 8: boards come in every even size from 4 to 26."},
)
"""What a check says of an answer written for 8x8 boards alone."""
SIZE_HINT = BIG_BOARD_WORDS.english("size")  # in English, for the tables that copy it


def size_hint() -> str:
    """``SIZE_HINT`` in the current language."""
    return BIG_BOARD_WORDS["size"]


_EMPTY_ROW = ". . . . . . . . . ."

# (board, colour to try).  Each holds a move beyond the eighth row or column that decides.
_BEYOND_EIGHT: list[tuple[str, Colour]] = [
    # Black's only move is j10, the last corner; White's only move is g10: both in row 9.
    # A function that looks at eight rows says neither can move (the game is not over).
    ("\n".join([_EMPTY_ROW] * 9 + [". . . . . . . ● ○ ."]), BLACK),
    # Black's only move is j1 (column 9); White's only move is g1, inside the first eight.
    # So after White, it is Black's turn, not White's again.
    ("\n".join([". . . . . . . ● ○ ."] + [_EMPTY_ROW] * 9), BLACK),
    # Black can play c3 (one flip) or the corner j10 (four flips): the best move is beyond 8.
    (
        "\n".join([_EMPTY_ROW] * 2 + [". . . ○ ● . . . . ."] + [_EMPTY_ROW] * 6 + [". . . . ● ○ ○ ○ ○ ."]),
        BLACK,
    ),
    # White can play c3 (one flip) or j5 (three flips, not a corner).
    (
        "\n".join(
            [_EMPTY_ROW] * 2
            + [". . . ● ○ . . . . ."]
            + [_EMPTY_ROW] * 1
            + [". . . . . ○ ● ● ● ."]
            + [_EMPTY_ROW] * 5
        ),
        WHITE,
    ),
]


@cache
def _kept() -> tuple[tuple[Rows, Colour], ...]:
    return tuple((kept(board_from_text(text)), colour) for text, colour in _BEYOND_EIGHT)


def beyond_eight() -> list[tuple[Board, Colour]]:
    """The 10x10 positions, as new boards, each with the colour to try (both colours for each)."""
    found = []
    for rows, colour in _kept():
        found.append((new_board(rows), colour))
        found.append((new_board(rows), WHITE if colour == BLACK else BLACK))
    return found
