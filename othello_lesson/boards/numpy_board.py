"""A numpy array of ``1`` (black), ``-1`` (white) and ``0`` (empty), as in the numpy article.

With these numbers the other side's number is minus one's own.  numpy is quick when one
operation works on a whole array at once, and slow when Python looks at
squares one by one, so the legal moves are found for every square at once:
comparing whole arrays, shifted one more step along a direction each round,
walks every ray of the board together.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> position = from_lists(initialize_board(4))
>>> position
array([[ 0,  0,  0,  0],
       [ 0, -1,  1,  0],
       [ 0,  1, -1,  0],
       [ 0,  0,  0,  0]], dtype=int8)
>>> legal_moves(position, BLACK)
[(0, 1), (1, 0), (2, 3), (3, 2)]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..perft import PERFT_DEPTH
from ..rules import BLACK, EMPTY, WHITE, Board, Colour, IllegalMoveError, Move, check_board, check_depth

NAME = "numpy"
SIZES = tuple(range(4, 27, 2))
DIRECTIONS = np.array([(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)])
NUMBER = {BLACK: 1, WHITE: -1, EMPTY: 0}
CELL = {1: BLACK, -1: WHITE, 0: EMPTY}

if TYPE_CHECKING:
    import numpy.typing as npt

    Position = npt.NDArray[np.int8]  # 1, -1 and 0, as from_lists makes it
    Squares = npt.NDArray[np.bool_]  # True or False on every square


def from_lists(board: Board) -> Position:
    """The lesson's board as an array of 1, -1 and 0."""
    check_board(board)
    return np.array([[NUMBER[cell] for cell in row] for row in board], dtype=np.int8)


def to_lists(position: Position) -> Board:
    """The lesson's board from an array of 1, -1 and 0."""
    return [[CELL[int(number)] for number in row] for row in position]


def legal_array(board: Position, me: int) -> Squares:
    """A True/False array: True on every square where ``me`` (1 or -1) has a legal move.

    The board is put inside a margin of empty squares as wide as the board,
    so that ``look(mine, dr, dc)`` (for every square at once: is the square
    ``dr`` rows and ``dc`` columns away one of mine?) is a slice that never
    runs off the edge.
    """
    size = len(board)
    padded = np.zeros((3 * size, 3 * size), dtype=board.dtype)
    padded[size : 2 * size, size : 2 * size] = board
    mine, theirs = padded == me, padded == -me

    def look(squares: Squares, dr: int, dc: int) -> Squares:
        return squares[size + dr : 2 * size + dr, size + dc : 2 * size + dc]

    legal = np.zeros(board.shape, dtype=bool)
    for dr, dc in DIRECTIONS.tolist():
        # still_theirs[r, c]: every square from 1 to k steps away holds an opponent's disc
        still_theirs = look(theirs, dr, dc)
        steps = 2
        while still_theirs.any():
            legal |= still_theirs & look(mine, steps * dr, steps * dc)  # the ray closes on my disc
            still_theirs = still_theirs & look(theirs, steps * dr, steps * dc)
            steps += 1
    legal_and_empty: Squares = legal & (board == 0)  # numpy types an array's == as Any
    return legal_and_empty


def legal_moves(position: Position, colour: Colour) -> list[Move]:
    """Every legal move of ``colour``, row by row."""
    rows, cols = np.nonzero(legal_array(position, NUMBER[colour]))
    return [(int(r), int(c)) for r, c in zip(rows, cols, strict=True)]


def flips(board: Position, row: int, col: int, me: int) -> list[Move]:
    """The discs ``me`` (1 or -1) flips by playing at (row, col), one ray at a time."""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row, col] != 0:
        return []
    found: list[Move] = []
    for dr, dc in DIRECTIONS.tolist():
        r, c = row + dr, col + dc
        ray = []
        while 0 <= r < size and 0 <= c < size and board[r, c] == -me:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r, c] == me:
            found.extend(ray)
    return found


def play(position: Position, move: Move, colour: Colour) -> Position:
    """The position after ``colour`` plays ``move``; the array given is not changed."""
    me = NUMBER[colour]
    turned = flips(position, move[0], move[1], me)
    if not turned:
        raise IllegalMoveError(f"{move} is not a legal move for {colour}")
    after: Position = position.copy()
    after[move] = me
    rows, cols = zip(*turned, strict=True)
    after[list(rows), list(cols)] = me
    return after


def count(position: Position) -> tuple[int, int]:
    """``(black, white)``: how many 1s and how many -1s."""
    return int(np.count_nonzero(position == 1)), int(np.count_nonzero(position == -1))


def _perft(board: Position, me: int, depth: int) -> int:
    if depth == 0:
        return 1
    rows, cols = np.nonzero(legal_array(board, me))
    if len(rows) == 0:
        if not legal_array(board, -me).any():
            return 1
        return _perft(board, -me, depth - 1)
    if depth == 1:
        return len(rows)
    total = 0
    for row, col in zip(rows.tolist(), cols.tolist(), strict=True):
        after = board.copy()
        for r, c in [(row, col), *flips(board, row, col, me)]:
            after[r, c] = me
        total += _perft(after, -me, depth - 1)
    return total


def perft(position: Position, colour: Colour, depth: int) -> int:
    """The leaves of the tree of moves ``depth`` plies deep (a forced pass is a ply)."""
    check_depth(depth, name=PERFT_DEPTH)
    return _perft(position, NUMBER[colour], depth)


__all__ = [
    "CELL",
    "DIRECTIONS",
    "NAME",
    "NUMBER",
    "SIZES",
    "count",
    "flips",
    "from_lists",
    "legal_array",
    "legal_moves",
    "perft",
    "play",
    "to_lists",
]
