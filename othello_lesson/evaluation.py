"""Evaluation functions: a score for a position, seen from one player's side.

An evaluation is a plain function ``evaluate(board, colour) -> number``: the
higher, the better the position looks for ``colour``.  It does not look ahead;
the search in ``othello_lesson.search`` does that, and calls an evaluation
where it stops.  Three are here, each a different idea of "good":

* ``disc_difference``: my discs minus the opponent's;
* ``weighted_discs``: the same, but each square counts by ``weight_table``
  (corners are worth a lot, the squares next to them cost);
* ``mobility``: my legal moves minus the opponent's.

>>> from othello_lesson.rules import initialize_board, place_move, valid_moves_list, BLACK, WHITE
>>> board = place_move(initialize_board(8), 2, 3, BLACK)
>>> disc_difference(board, BLACK), disc_difference(board, WHITE)
(3, -3)
>>> len(valid_moves_list(board, WHITE)), mobility(board, WHITE)   # 3 moves each
(3, 0)
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from .rules import EMPTY, Board, Colour, check_size, opponent, valid_moves_list

Evaluation = Callable[[Board, Colour], float]

CORNER, NEXT_TO_CORNER_ON_EDGE, DIAGONAL_TO_CORNER = 100, -20, -50
EDGE_NEAR_CORNER, EDGE, SECOND_RING, INSIDE = 10, 5, -2, -1


@cache
def _weights(size: int) -> tuple[tuple[int, ...], ...]:
    def weight(row: int, col: int) -> int:
        # How far the square is from the nearest edge, across and along.
        near, far = sorted((min(row, size - 1 - row), min(col, size - 1 - col)))
        if (near, far) == (0, 0):
            return CORNER
        if (near, far) == (0, 1):
            return NEXT_TO_CORNER_ON_EDGE
        if (near, far) == (1, 1):
            return DIAGONAL_TO_CORNER
        if near == 0:
            return EDGE_NEAR_CORNER if far == 2 else EDGE
        return SECOND_RING if near == 1 else INSIDE

    return tuple(tuple(weight(row, col) for col in range(size)) for row in range(size))


def weight_table(size: int = 8) -> list[list[int]]:
    """Return how much a disc on each square is worth, for any even size from 4 to 26.

    Corners can never be flipped back, so they are worth the most; the squares
    next to a corner are feared, because a disc there often hands the corner to
    the opponent (worst of all the one diagonally next to it).  Edges are good,
    the ring just inside them a little bad, the middle nearly neutral.  On 8x8
    this is the table most Othello programs start from.

    >>> for row in weight_table(6):
    ...     print(" ".join(f"{w:4}" for w in row))
     100  -20   10   10  -20  100
     -20  -50   -2   -2  -50  -20
      10   -2   -1   -1   -2   10
      10   -2   -1   -1   -2   10
     -20  -50   -2   -2  -50  -20
     100  -20   10   10  -20  100
    """
    return [list(row) for row in _weights(check_size(size))]


def disc_difference(board: Board, colour: Colour) -> int:
    """``colour``'s discs minus the opponent's: the score the game is won on.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> disc_difference(initialize_board(4), BLACK)
    0
    """
    other = opponent(colour)
    mine = theirs = 0
    for row in board:
        mine += row.count(colour)
        theirs += row.count(other)
    return mine - theirs


def weighted_discs(board: Board, colour: Colour) -> int:
    """The weights of ``colour``'s squares minus the weights of the opponent's.

    >>> from othello_lesson.rules import board_from_text, BLACK
    >>> board = board_from_text('''
    ...     ● ○ . .
    ...     . ○ ○ .
    ...     . ○ ● .
    ...     . . . .
    ... ''')
    >>> weighted_discs(board, BLACK)   # (100 - 50) - (-20 - 50 - 50 - 50)
    220
    """
    other = opponent(colour)
    weights = _weights(len(board))
    total = 0
    for row, weight_row in zip(board, weights, strict=True):
        for cell, weight in zip(row, weight_row, strict=True):
            if cell == colour:
                total += weight
            elif cell == other:
                total -= weight
    return total


def mobility(board: Board, colour: Colour) -> int:
    """How many legal moves ``colour`` has, minus how many the opponent has.

    Having many moves means having a choice; leaving the opponent few forces
    them into bad ones.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> mobility(initialize_board(8), BLACK)
    0
    """
    return len(valid_moves_list(board, colour)) - len(valid_moves_list(board, opponent(colour)))


def empty_squares(board: Board) -> int:
    """How many squares are still empty.

    >>> from othello_lesson.rules import initialize_board
    >>> empty_squares(initialize_board(4))
    12
    """
    return sum(row.count(EMPTY) for row in board)


EVALUATIONS: dict[str, Evaluation] = {
    "discs": disc_difference,
    "weights": weighted_discs,
    "mobility": mobility,
}


__all__ = [
    "CORNER",
    "DIAGONAL_TO_CORNER",
    "EDGE",
    "EDGE_NEAR_CORNER",
    "EVALUATIONS",
    "INSIDE",
    "NEXT_TO_CORNER_ON_EDGE",
    "SECOND_RING",
    "Evaluation",
    "disc_difference",
    "empty_squares",
    "mobility",
    "weight_table",
    "weighted_discs",
]
