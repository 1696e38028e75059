"""Perft: count every position a few moves deep, the classic check of a move generator.

Perft ("performance test", from computer chess) walks the whole tree of moves
to a fixed depth and counts the leaves.  One wrong flip or one missing move
anywhere in the tree changes the count, so matching the published figures is
a strong proof that the rules are right, and timing it measures their speed.

Convention: when the side to move has no legal move but the game is not over,
its pass counts as a move (one ply); a finished game counts as one leaf at
whatever depth it ends.

>>> from othello_lesson.rules import initialize_board, BLACK
>>> [perft(initialize_board(8), BLACK, depth) for depth in range(1, 5)]
[4, 12, 56, 244]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from . import fast_rules
from .rules import BLACK, WHITE, Board, Colour, Move, check_board, check_colour, check_depth

Position = TypeVar("Position")

PERFT_DEPTH = "perft's depth"  # what a message calls the depth of a perft

# Published perft figures for 8x8 Othello from the starting position, black to move.
PUBLISHED_8X8 = {1: 4, 2: 12, 3: 56, 4: 244, 5: 1396, 6: 8200, 7: 55092, 8: 390216}


def perft(board: Board, colour: Colour, depth: int) -> int:
    """Count the positions reached from ``board`` after ``depth`` moves, ``colour`` to move.

    Checks the board once, then walks with ``fast_rules`` (the lesson's rules without their
    checks: the same moves and flips); the board passed in is not changed.
    ``BoardError``, ``ValueError`` or ``TypeError`` if ``board``, ``colour``
    or ``depth`` is not one (see ``rules.check_depth``).

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> perft(initialize_board(4), BLACK, -1)
    Traceback (most recent call last):
    ...
    ValueError: perft's depth must be a whole number of at least 0 (moves), not -1
    """
    check_board(board)
    check_colour(colour)
    return _perft(board, colour, check_depth(depth, name=PERFT_DEPTH))


def _perft(board: Board, colour: Colour, depth: int) -> int:
    # The board and colour were checked once, in ``perft``: below, the rules run without
    # checking them again at every position.
    if depth == 0:
        return 1
    other = WHITE if colour == BLACK else BLACK
    moves = fast_rules.moves(board, colour)
    if not moves:
        if not fast_rules.has_move(board, other):
            return 1  # the game is over
        return _perft(board, other, depth - 1)  # a forced pass
    if depth == 1:
        return len(moves)  # each move is a leaf: no need to play them
    return sum(_perft(_played(board, row, col, colour), other, depth - 1) for row, col in moves)


def _played(board: Board, row: int, col: int, colour: Colour) -> Board:
    """``place_move(copy_board(board), row, col, colour)`` for a legal move, without the checks."""
    flips = fast_rules.flips(board, row, col, colour)
    return fast_rules.place([list(line) for line in board], row, col, colour, flips)


def perft_of(
    legal_moves: Callable[[Position, Colour], list[Move]],
    play: Callable[[Position, Move, Colour], Position],
    position: Position,
    colour: Colour,
    depth: int,
) -> int:
    """``perft`` for any way of storing a board, given its ``legal_moves`` and ``play``.

    The same walk as ``perft``, for a representation that offers
    ``legal_moves(position, colour)`` and ``play(position, move, colour)``
    (returning a new position), as every module of ``othello_lesson.boards`` does.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> from othello_lesson.boards import sets
    >>> perft_of(sets.legal_moves, sets.play, sets.from_lists(initialize_board(8)), BLACK, 4)
    244
    """
    if check_depth(depth, name=PERFT_DEPTH) == 0:
        return 1
    other = WHITE if colour == BLACK else BLACK
    moves = legal_moves(position, colour)
    if not moves:
        if not legal_moves(position, other):
            return 1  # the game is over
        return perft_of(legal_moves, play, position, other, depth - 1)  # a forced pass
    if depth == 1:
        return len(moves)  # each move is a leaf: no need to play them
    return sum(perft_of(legal_moves, play, play(position, move, colour), other, depth - 1) for move in moves)


__all__ = [
    "PERFT_DEPTH",
    "PUBLISHED_8X8",
    "perft",
    "perft_of",
]
