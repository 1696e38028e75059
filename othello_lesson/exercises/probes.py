"""The smallest positions that test one claim alone, for the properties of the checks.

Each function here builds boards on which exactly one thing is true: a move
that sandwiches discs in one direction and in no other, a ray that runs the
whole length of a board of any size up to 26x26.  A check's ``Property``
(see ``properties``) turns them into cases; what the student's function
answers on them shows one mistake at a time.

>>> from othello_lesson import rules
>>> from othello_lesson.rules import BLACK, WHITE
>>> board, move = one_way_sandwich(4, (0, 1), BLACK)
>>> move, DIRECTION_WORDS[(0, 1)]
((1, 0), 'to the right')
>>> print(rules.board_to_text(board))
. . . .
. ○ ● .
. . . .
. . . .
>>> [direction for direction in rules.DIRECTIONS if rules.flips_in_direction(board, *move, *direction, BLACK)]
[(0, 1)]
>>> board, move = one_way_sandwich(26, (1, 1), WHITE, length=24)
>>> len(rules.flipped_discs(board, *move, WHITE))
24
"""

from __future__ import annotations

from ..rules import EMPTY, Board, Colour, Move, opponent

__all__ = ["DIRECTION_WORDS", "direction_phrase", "longest_run", "one_way_sandwich"]

DIRECTION_WORDS = {
    (-1, 0): "up",
    (1, 0): "down",
    (0, -1): "to the left",
    (0, 1): "to the right",
    (-1, -1): "up and to the left",
    (-1, 1): "up and to the right",
    (1, -1): "down and to the left",
    (1, 1): "down and to the right",
}
"""Each of the eight directions, as a hint says it."""


def direction_phrase(direction: tuple[int, int]) -> str:
    """A direction in words and numbers, as a hint names it.

    >>> direction_phrase((-1, 0))
    'up, (-1, 0)'
    """
    return f"{DIRECTION_WORDS[direction]}, {direction}"


def longest_run(size: int) -> int:
    """The most opponent discs one move can sandwich in one direction on a ``size`` board.

    >>> longest_run(8), longest_run(26)
    (6, 24)
    """
    return size - 2


def one_way_sandwich(
    size: int, direction: tuple[int, int], colour: Colour, *, length: int = 1
) -> tuple[Board, Move]:
    """A ``size`` board, and a square where ``colour`` sandwiches ``length`` discs in ``direction`` only.

    The move starts at the edge the direction leaves from (a corner for a
    diagonal), so a run of up to ``longest_run(size)`` discs fits; every other
    square is empty, so no other direction sandwiches anything.
    """
    if not 1 <= length <= longest_run(size):
        raise ValueError(f"a run of {length} does not fit on a {size}x{size} board")
    dr, dc = direction
    row = 0 if dr == 1 else size - 1 if dr == -1 else 1
    col = 0 if dc == 1 else size - 1 if dc == -1 else 1
    board: Board = [[EMPTY] * size for _ in range(size)]
    for step in range(1, length + 1):
        board[row + step * dr][col + step * dc] = opponent(colour)
    board[row + (length + 1) * dr][col + (length + 1) * dc] = colour
    return board, (row, col)
