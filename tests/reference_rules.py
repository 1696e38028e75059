"""A second, independent implementation of the rules of Othello, used only to check the lesson's.

It is written differently on purpose, so that the two are unlikely to share a
mistake: the board is one flat tuple with a border of ``OFF`` squares around
it (a "mailbox" board), discs are ``+1`` (black) and ``-1`` (white) so the
opponent is just ``-player``, a move is one index into the tuple, and a pass
is remembered with a flag instead of being looked ahead.

>>> board = start(8)
>>> [to_row_col(8, index) for index in legal_moves(board, 8, BLACK)]
[(2, 3), (3, 2), (4, 5), (5, 4)]
>>> perft(board, 8, BLACK, 3)
56
"""

from __future__ import annotations

from functools import cache

BLACK, WHITE, EMPTY, OFF = 1, -1, 0, 9

Cells = tuple[int, ...]


def _width(size: int) -> int:
    return size + 2


def to_index(size: int, row: int, col: int) -> int:
    """The index of (row, col) in the flat board, which has a border of ``OFF`` all round.

    >>> to_index(4, 0, 0), to_index(4, 3, 3)
    (7, 28)
    """
    return (row + 1) * _width(size) + col + 1


def to_row_col(size: int, index: int) -> tuple[int, int]:
    """The inverse of ``to_index``.

    >>> to_row_col(4, 28)
    (3, 3)
    """
    row, col = divmod(index, _width(size))
    return row - 1, col - 1


def _steps(size: int) -> tuple[int, ...]:
    width = _width(size)
    return (-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1)


def start(size: int) -> Cells:
    """The starting position: ``OFF`` on the border, four discs in the middle.

    >>> start(4)[to_index(4, 1, 1)] == WHITE, start(4)[to_index(4, 1, 2)] == BLACK
    (True, True)
    """
    width = _width(size)
    cells = [OFF] * (width * width)
    for row in range(size):
        for col in range(size):
            cells[to_index(size, row, col)] = EMPTY
    half = size // 2
    for row, col, disc in ((half - 1, half - 1, WHITE), (half, half, WHITE)):
        cells[to_index(size, row, col)] = disc
    for row, col in ((half - 1, half), (half, half - 1)):
        cells[to_index(size, row, col)] = BLACK
    return tuple(cells)


def captures(cells: Cells, size: int, index: int, player: int) -> list[int]:
    """The indexes of the discs that ``player`` captures by playing at ``index``."""
    if cells[index] != EMPTY:
        return []
    captured = []
    for step in _steps(size):
        line = []
        at = index + step
        while cells[at] == -player:
            line.append(at)
            at += step
        if cells[at] == player:
            captured += line
    return captured


def legal_moves(cells: Cells, size: int, player: int) -> list[int]:
    """Every index where ``player`` may play, in increasing order."""
    return [index for index in range(len(cells)) if captures(cells, size, index, player)]


def play(cells: Cells, size: int, index: int, player: int) -> Cells:
    """A new position with ``player``'s disc at ``index`` and the captured discs turned."""
    new = list(cells)
    for at in [index, *captures(cells, size, index, player)]:
        new[at] = player
    return tuple(new)


@cache  # positions met again by another order of moves are counted once (a pure function)
def perft(cells: Cells, size: int, player: int, depth: int, passed: bool = False) -> int:
    """Count the positions reached after ``depth`` more moves.

    Same convention as the lesson's perft: a forced pass counts as a move, and
    a finished game (the second pass in a row) is one leaf, however shallow.
    """
    if depth == 0:
        return 1
    moves = legal_moves(cells, size, player)
    if not moves:
        return 1 if passed else perft(cells, size, -player, depth - 1, passed=True)
    return sum(perft(play(cells, size, index, player), size, -player, depth - 1) for index in moves)


@cache
def count_games(cells: Cells, size: int, player: int, passed: bool = False) -> int:
    """The number of different complete games from this position (remembering positions seen).

    >>> count_games(start(4), 4, BLACK) > 0
    True
    """
    moves = legal_moves(cells, size, player)
    if not moves:
        return 1 if passed else count_games(cells, size, -player, passed=True)
    return sum(count_games(play(cells, size, index, player), size, -player) for index in moves)


def final_scores(cells: Cells) -> tuple[int, int]:
    """(black discs, white discs).

    >>> final_scores(start(6))
    (2, 2)
    """
    return cells.count(BLACK), cells.count(WHITE)
