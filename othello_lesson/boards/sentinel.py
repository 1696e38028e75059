"""A board with a wall around it: a sentinel border spares every "is this still on the board?" test.

The board is a list of ``size + 2`` rows of ``size + 2`` squares.  The outer
ring holds ``WALL``, which is neither colour, so a walk along a ray simply
stops when it reaches the wall, exactly as it stops at an empty square: no
``0 <= r < size`` test anywhere.  The playing squares are rows and columns 1
to ``size``; square (row, col) of the lesson is ``board[row + 1][col + 1]``.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> position = from_lists(initialize_board(4))
>>> print("\\n".join("".join(row) for row in position))
######
#    #
# ○● #
# ●○ #
#    #
######
>>> legal_moves(position, BLACK)
[(0, 1), (1, 0), (2, 3), (3, 2)]
"""

from __future__ import annotations

from ..perft import perft_of
from ..rules import BLACK, DIRECTIONS, EMPTY, WHITE, Board, Colour, IllegalMoveError, Move, check_board

NAME = "sentinel"
SIZES = tuple(range(4, 27, 2))
WALL = "#"


def from_lists(board: Board) -> list[list[str]]:
    """The lesson's board with a wall of ``WALL`` all around it."""
    size = check_board(board)
    wall_row = [WALL] * (size + 2)
    return [wall_row[:], *([WALL, *row, WALL] for row in board), wall_row[:]]


def to_lists(position: list[list[str]]) -> Board:
    """The lesson's board: the walled board without its wall."""
    return [row[1:-1] for row in position[1:-1]]


def flips(position: list[list[str]], row: int, col: int, colour: Colour) -> list[Move]:
    """The squares (in walled coordinates) that ``colour`` flips by playing at (row, col).

    One function both finds out whether a move is legal (the list is not
    empty) and which discs it turns, as in the Japanese series.
    """
    if position[row][col] != EMPTY:
        return []
    other = WHITE if colour == BLACK else BLACK
    found: list[Move] = []
    for dr, dc in DIRECTIONS:
        r, c = row + dr, col + dc
        ray = []
        while position[r][c] == other:  # the wall is not `other`: the walk stops there
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and position[r][c] == colour:
            found.extend(ray)
    return found


def legal_moves(position: list[list[str]], colour: Colour) -> list[Move]:
    """Every legal move of ``colour``, row by row, in the lesson's coordinates."""
    size = len(position) - 2
    return [
        (row - 1, col - 1)
        for row in range(1, size + 1)
        for col in range(1, size + 1)
        if flips(position, row, col, colour)
    ]


def play(position: list[list[str]], move: Move, colour: Colour) -> list[list[str]]:
    """The position after ``colour`` plays ``move`` (lesson coordinates); the one given is not changed."""
    row, col = move[0] + 1, move[1] + 1
    size = len(position) - 2
    turned = flips(position, row, col, colour) if 1 <= row <= size and 1 <= col <= size else []
    if not turned:
        raise IllegalMoveError(f"{move} is not a legal move for {colour}")
    after = [list(line) for line in position]
    for r, c in [(row, col), *turned]:
        after[r][c] = colour
    return after


def count(position: list[list[str]]) -> tuple[int, int]:
    """``(black, white)``: the discs of each colour."""
    return sum(row.count(BLACK) for row in position), sum(row.count(WHITE) for row in position)


def perft(position: list[list[str]], colour: Colour, depth: int) -> int:
    """The leaves of the tree of moves ``depth`` plies deep (a forced pass is a ply).

    The walk of the lesson's perft (``perft.perft_of``), with this module's ``legal_moves`` and ``play``.
    """
    return perft_of(legal_moves, play, position, colour, depth)


__all__ = [
    "NAME",
    "SIZES",
    "WALL",
    "count",
    "flips",
    "from_lists",
    "legal_moves",
    "perft",
    "play",
    "to_lists",
]
