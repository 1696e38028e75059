"""Sets of positions: one set of (row, col) squares for each colour, as in the Chinese program.

A square is empty when it is in neither set, and on the board when both
coordinates are from 0 to ``size - 1``.  Only the squares next to an
opponent's disc can be moves, so the search for moves starts from the
opponent's discs instead of from every square of the board.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> position = from_lists(initialize_board(4))
>>> sorted(position.black), sorted(position.white)
([(1, 2), (2, 1)], [(1, 1), (2, 2)])
>>> legal_moves(position, BLACK)
[(0, 1), (1, 0), (2, 3), (3, 2)]
"""

from __future__ import annotations

from typing import NamedTuple

from ..perft import perft_of
from ..rules import BLACK, DIRECTIONS, EMPTY, WHITE, Board, Colour, IllegalMoveError, Move, check_board

NAME = "sets"
SIZES = tuple(range(4, 27, 2))


class SetsPosition(NamedTuple):
    """The board size and the squares of each colour."""

    size: int
    black: frozenset[Move]
    white: frozenset[Move]


def from_lists(board: Board) -> SetsPosition:
    """The squares of each colour on the lesson's board."""
    size = check_board(board)
    squares = [(r, c) for r in range(size) for c in range(size)]
    black = frozenset(sq for sq in squares if board[sq[0]][sq[1]] == BLACK)
    white = frozenset(sq for sq in squares if board[sq[0]][sq[1]] == WHITE)
    return SetsPosition(size, black, white)


def to_lists(position: SetsPosition) -> Board:
    """The lesson's board with the discs of both sets on it."""
    board: Board = [[EMPTY] * position.size for _ in range(position.size)]
    for colour, squares in ((BLACK, position.black), (WHITE, position.white)):
        for r, c in squares:
            board[r][c] = colour
    return board


def _sides(position: SetsPosition, colour: Colour) -> tuple[frozenset[Move], frozenset[Move]]:
    return (position.black, position.white) if colour == BLACK else (position.white, position.black)


def flips(position: SetsPosition, square: Move, colour: Colour) -> set[Move]:
    """The opponent's discs that ``colour`` flips by playing on ``square`` (empty if none)."""
    mine, theirs = _sides(position, colour)
    size = position.size
    row, col = square
    if not (0 <= row < size and 0 <= col < size) or square in mine or square in theirs:
        return set()
    found: set[Move] = set()
    for dr, dc in DIRECTIONS:
        ray = []
        r, c = row + dr, col + dc
        while (r, c) in theirs:  # a square off the board is in no set, so the walk stops there
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and (r, c) in mine:
            found.update(ray)
    return found


def legal_moves(position: SetsPosition, colour: Colour) -> list[Move]:
    """Every legal move of ``colour``, row by row."""
    mine, theirs = _sides(position, colour)
    size = position.size
    candidates = {
        (r + dr, c + dc)
        for r, c in theirs
        for dr, dc in DIRECTIONS
        if 0 <= r + dr < size and 0 <= c + dc < size
    }
    return sorted(square for square in candidates - mine - theirs if flips(position, square, colour))


def play(position: SetsPosition, move: Move, colour: Colour) -> SetsPosition:
    """The position after ``colour`` plays ``move``; sets are never changed, new ones are made."""
    row, col = move
    square = (row, col)  # a hashable pair, even for a move given as a list
    turned = flips(position, square, colour)
    if not turned:
        raise IllegalMoveError(f"{move} is not a legal move for {colour}")
    mine, theirs = _sides(position, colour)
    mine, theirs = mine | turned | {square}, theirs - turned
    if colour == BLACK:
        return SetsPosition(position.size, mine, theirs)
    return SetsPosition(position.size, theirs, mine)


def count(position: SetsPosition) -> tuple[int, int]:
    """``(black, white)``: the size of each set."""
    return len(position.black), len(position.white)


def perft(position: SetsPosition, colour: Colour, depth: int) -> int:
    """The leaves of the tree of moves ``depth`` plies deep (a forced pass is a ply).

    The walk of the lesson's perft (``perft.perft_of``), with this module's ``legal_moves`` and ``play``.
    """
    return perft_of(legal_moves, play, position, colour, depth)


__all__ = [
    "NAME",
    "SIZES",
    "SetsPosition",
    "count",
    "flips",
    "from_lists",
    "legal_moves",
    "perft",
    "play",
    "to_lists",
]
