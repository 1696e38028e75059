"""A second, independent implementation of the rules of Othello, used only to check the lesson's.

It is written differently on purpose, so that the two are unlikely to share a
mistake: the board is one flat tuple with a border of ``OFF`` squares around
it (a "mailbox" board), discs are ``+1`` (black) and ``-1`` (white) so the
opponent is just ``-colour``, a move is one index into the tuple, and a pass
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


@cache
def _steps(size: int) -> tuple[int, ...]:
    width = _width(size)
    return (-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1)


@cache
def _squares(size: int) -> tuple[int, ...]:
    """The indexes of the board's squares (not the border), in increasing order."""
    return tuple(to_index(size, row, col) for row in range(size) for col in range(size))


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


def captures(cells: Cells, size: int, index: int, colour: int) -> list[int]:
    """The indexes of the discs that ``colour`` captures by playing at ``index``."""
    if cells[index] != EMPTY:
        return []
    captured = []
    for step in _steps(size):
        line = []
        at = index + step
        while cells[at] == -colour:
            line.append(at)
            at += step
        if cells[at] == colour:
            captured += line
    return captured


def legal_moves(cells: Cells, size: int, colour: int) -> list[int]:
    """Every index where ``colour`` may play, in increasing order."""
    return [i for i in _squares(size) if cells[i] == EMPTY and captures(cells, size, i, colour)]


def play(cells: Cells, size: int, index: int, colour: int) -> Cells:
    """A new position with ``colour``'s disc at ``index`` and the captured discs turned."""
    new = list(cells)
    for at in [index, *captures(cells, size, index, colour)]:
        new[at] = colour
    return tuple(new)


def perft(cells: Cells, size: int, colour: int, depth: int, passed: bool = False) -> int:
    """Count the positions reached after ``depth`` more moves.

    Same convention as the lesson's perft: a forced pass counts as a move, and
    a finished game (the second pass in a row) is one leaf, however shallow.
    Positions met again by another order of moves are counted once per call
    (remembered in a table that goes when the count is done, so nothing grows
    from one test to the next).
    """
    return _perft(cells, size, colour, depth, passed, {})


def _perft(cells: Cells, size: int, colour: int, depth: int, passed: bool, seen: dict) -> int:
    if depth == 0:
        return 1
    key = (cells, colour, depth, passed)
    if key in seen:
        return seen[key]
    moves = legal_moves(cells, size, colour)
    if not moves:
        count = 1 if passed else _perft(cells, size, -colour, depth - 1, True, seen)
    else:
        children = (play(cells, size, index, colour) for index in moves)
        count = sum(_perft(child, size, -colour, depth - 1, False, seen) for child in children)
    seen[key] = count
    return count


def count_games(cells: Cells, size: int, colour: int, passed: bool = False) -> int:
    """The number of different complete games from this position (remembering positions seen, per call).

    >>> count_games(start(4), 4, BLACK) > 0
    True
    """
    return _count_games(cells, size, colour, passed, {})


def _count_games(cells: Cells, size: int, colour: int, passed: bool, seen: dict) -> int:
    key = (cells, colour, passed)
    if key in seen:
        return seen[key]
    moves = legal_moves(cells, size, colour)
    if not moves:
        count = 1 if passed else _count_games(cells, size, -colour, True, seen)
    else:
        children = (play(cells, size, index, colour) for index in moves)
        count = sum(_count_games(child, size, -colour, False, seen) for child in children)
    seen[key] = count
    return count


def final_scores(cells: Cells) -> tuple[int, int]:
    """(black discs, white discs).

    >>> final_scores(start(6))
    (2, 2)
    """
    return cells.count(BLACK), cells.count(WHITE)
