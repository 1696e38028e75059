"""The rules of ``rules`` without their checks, written for speed: for walks of millions of positions.

``rules`` is written as the lesson writes it and checks every argument.  A
walk over a whole tree of moves (``perft``, the endgame solver of ``search``)
checks its board once and then asks the same questions at every position, so
it calls these instead: the same moves and the same flips, in the same order
(the tests compare them on random positions of every size), found faster.

Every function here trusts its arguments: a board that ``rules.check_board``
accepts, ``BLACK`` or ``WHITE``, and a square on the board.  Anything else
gives a wrong answer or Python's own error, not a message.

The speed comes from one idea: the rays from each square are worked out once
for each board size, and a walk goes straight down them, with no
test for the edge of the board at each step.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> board = initialize_board(4)
>>> moves(board, BLACK)
[(0, 1), (1, 0), (2, 3), (3, 2)]
>>> place(board, 0, 1, BLACK, flips(board, 0, 1, BLACK))[:2]
[[' ', '●', ' ', ' '], [' ', '●', '●', ' ']]
"""

from __future__ import annotations

from functools import cache

from .rules import BLACK, DIRECTIONS, EMPTY, WHITE, Board, Colour, Move

Ray = tuple[Move, ...]


def flips(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """``rules.flipped_discs`` without its checks: the discs a move on the square (row, col) flips.

    From the square, walk each ray over the opponent's discs.  The first square
    that is not an opponent disc decides: one of ``colour``'s own discs
    sandwiches the discs walked over, so they flip; an empty square or the
    edge flips nothing.

    >>> from othello_lesson.rules import BLACK, initialize_board
    >>> flips(initialize_board(4), 0, 1, BLACK)
    [(1, 1)]
    """
    if board[row][col] != EMPTY:
        return []
    other = WHITE if colour == BLACK else BLACK
    found: list[Move] = []
    for ray in _rays(len(board))[row][col]:
        passed = 0  # the opponent discs walked over: the first `passed` squares of the ray
        for r, c in ray:
            if board[r][c] != other:
                if board[r][c] == colour:
                    found += ray[:passed]
                break
            passed += 1  # noqa: SIM113  (faster than enumerate on this hot path)
    return found


def moves(board: Board, colour: Colour) -> list[Move]:
    """``rules.valid_moves_list`` without its checks: every legal move, row by row.

    >>> from othello_lesson.rules import WHITE, initialize_board
    >>> moves(initialize_board(4), WHITE)
    [(0, 2), (1, 3), (2, 0), (3, 1)]
    """
    size = len(board)
    return [(row, col) for row in range(size) for col in range(size) if flips(board, row, col, colour)]


def has_move(board: Board, colour: Colour) -> bool:
    """``rules.has_valid_move`` without its checks: does ``colour`` have a legal move?

    >>> from othello_lesson.rules import BLACK, initialize_board
    >>> has_move(initialize_board(4), BLACK)
    True
    """
    size = len(board)
    return any(flips(board, row, col, colour) for row in range(size) for col in range(size))


def place(board: Board, row: int, col: int, colour: Colour, flipped: list[Move]) -> Board:
    """``rules.place_move`` once its checks are done: put the disc at (row, col), turn ``flipped``.

    ``flipped`` is what ``flips`` found for the move.  The board is changed in
    place and returned.

    >>> from othello_lesson.rules import BLACK, initialize_board
    >>> place(initialize_board(4), 0, 1, BLACK, [(1, 1)])[:2]
    [[' ', '●', ' ', ' '], [' ', '●', '●', ' ']]
    """
    board[row][col] = colour
    for r, c in flipped:
        board[r][c] = colour
    return board


@cache
def _rays(size: int) -> list[list[list[Ray]]]:
    """``_rays(size)[row][col]``: the rays from each square, worked out once for each size.

    A ray is the line of squares from (row, col) to the edge, nearest first, in
    one of the ``DIRECTIONS`` (in their order).  A ray of fewer than two squares
    is left out: it can never hold an opponent disc and then one of your own.

    >>> _rays(4)[0][0]
    [((0, 1), (0, 2), (0, 3)), ((1, 0), (2, 0), (3, 0)), ((1, 1), (2, 2), (3, 3))]
    """
    return [[_rays_from(size, row, col) for col in range(size)] for row in range(size)]


def _rays_from(size: int, row: int, col: int) -> list[Ray]:
    found: list[Ray] = []
    for dr, dc in DIRECTIONS:
        ray: list[Move] = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if len(ray) >= 2:
            found.append(tuple(ray))
    return found


__all__ = [
    "Ray",
    "flips",
    "has_move",
    "moves",
    "place",
]
