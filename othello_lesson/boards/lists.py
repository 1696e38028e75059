"""The 2-D list: the lesson's own board, ``board[row][col]`` holding ``BLACK``, ``WHITE`` or ``EMPTY``.

This is the yardstick the other representations are checked against and
raced against: every function here is one of the lesson's functions.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> position = from_lists(initialize_board(4))
>>> legal_moves(position, BLACK)
[(0, 1), (1, 0), (2, 3), (3, 2)]
>>> count(play(position, (0, 1), BLACK))
(4, 1)
"""

from __future__ import annotations

from .. import perft as lesson_perft
from ..rules import Board, Colour, Move, check_board, copy_board, count_discs, place_move, valid_moves_list

NAME = "2-D list"
SIZES = tuple(range(4, 27, 2))


def from_lists(board: Board) -> Board:
    """A copy of the lesson's board: it is already this representation."""
    check_board(board)
    return copy_board(board)


def to_lists(position: Board) -> Board:
    """A copy of the board, as the lesson stores it."""
    return copy_board(position)


def legal_moves(position: Board, colour: Colour) -> list[Move]:
    """Every legal move of ``colour``, row by row."""
    return valid_moves_list(position, colour)


def play(position: Board, move: Move, colour: Colour) -> Board:
    """The position after ``colour`` plays ``move``; the position given is not changed."""
    return place_move(copy_board(position), *move, colour)


def count(position: Board) -> tuple[int, int]:
    """``(black, white)``: the discs of each colour."""
    return count_discs(position)


def perft(position: Board, colour: Colour, depth: int) -> int:
    """The lesson's perft: the leaves of the tree of moves ``depth`` plies deep."""
    return lesson_perft.perft(position, colour, depth)


__all__ = [
    "NAME",
    "SIZES",
    "count",
    "from_lists",
    "legal_moves",
    "perft",
    "play",
    "to_lists",
]
