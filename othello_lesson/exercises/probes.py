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

from dataclasses import dataclass

from ..rules import DIRECTIONS, EMPTY, Board, Colour, Move, opponent
from .hints import Hints
from .words import Said

__all__ = [
    "DIRECTION_WORDS",
    "PROBE_WORDS",
    "OneWay",
    "direction_phrase",
    "edge_closer_sandwich",
    "longest_run",
    "one_way_facts",
    "one_way_sandwich",
]

PROBE_WORDS = Hints(
    "probes",
    {
        "up": "up",
        "down": "down",
        "left": "to the left",
        "right": "to the right",
        "up_left": "up and to the left",
        "up_right": "up and to the right",
        "down_left": "down and to the left",
        "down_right": "down and to the right",
        "direction": "{words}, {numbers}",
        "separator": "; ",
        "first_column": "column 0, the first column",
        "last_column": "column {col}, the last column",
        "top_row": "row 0, the top row",
        "last_row": "row {row}, the last row",
        "beyond_eighth": ", beyond the eighth row or column",
    },
)
"""The words of the probes: the eight directions, and the edges a closing disc stands on."""

DIRECTION_WORDS = Said(
    PROBE_WORDS,
    {
        (-1, 0): "up",
        (1, 0): "down",
        (0, -1): "left",
        (0, 1): "right",
        (-1, -1): "up_left",
        (-1, 1): "up_right",
        (1, -1): "down_left",
        (1, 1): "down_right",
    },
)
"""Each of the eight directions, as a hint says it (in the current language)."""


def direction_phrase(direction: tuple[int, int]) -> str:
    """A direction in words and numbers, as a hint names it.

    >>> direction_phrase((-1, 0))
    'up, (-1, 0)'
    """
    return str(PROBE_WORDS.say("direction", words=DIRECTION_WORDS[direction], numbers=direction))


def longest_run(size: int) -> int:
    """The most opponent discs one move can sandwich in one direction on a ``size`` board.

    >>> longest_run(8), longest_run(26)
    (6, 24)
    """
    return size - 2


def one_way_sandwich(
    size: int, direction: tuple[int, int], colour: Colour, *, length: int = 1, filled: bool = False
) -> tuple[Board, Move]:
    """A ``size`` board, and a square where ``colour`` sandwiches ``length`` discs in ``direction`` only.

    The move starts at the edge the direction leaves from (a corner for a
    diagonal), so a run of up to ``longest_run(size)`` discs fits; every other
    square is empty, so no other direction sandwiches anything.  ``filled`` puts
    ``colour``'s discs on the rest of the ray, beyond the closing one, so that this
    move is the only one either player has.

    >>> from othello_lesson import rules
    >>> from othello_lesson.rules import BLACK
    >>> board, move = one_way_sandwich(6, (0, 1), BLACK, length=2, filled=True)
    >>> rules.valid_moves_list(board, BLACK), rules.valid_moves_list(board, rules.WHITE)
    ([(1, 0)], [])
    """
    if not 1 <= length <= longest_run(size):
        raise ValueError(f"a run of {length} does not fit on a {size}x{size} board")
    dr, dc = direction
    row = 0 if dr == 1 else size - 1 if dr == -1 else 1
    col = 0 if dc == 1 else size - 1 if dc == -1 else 1
    board: Board = [[EMPTY] * size for _ in range(size)]
    for step in range(1, length + 1):
        board[row + step * dr][col + step * dc] = opponent(colour)
    r, c = row + (length + 1) * dr, col + (length + 1) * dc
    while 0 <= r < size and 0 <= c < size:
        board[r][c] = colour
        if not filled:
            break
        r, c = r + dr, c + dc
    return board, (row, col)


def edge_closer_sandwich(size: int, direction: tuple[int, int], colour: Colour) -> tuple[Board, Move]:
    """A ``size`` board where ``colour`` sandwiches one disc in ``direction`` only, closed on the edge ahead.

    The closing disc stands on the last square the walk can reach (column 0 going
    left, the last row going down, a corner on a diagonal); the move is two
    squares back from it.

    >>> from othello_lesson import rules
    >>> from othello_lesson.rules import BLACK
    >>> board, move = edge_closer_sandwich(4, (0, -1), BLACK)
    >>> move
    (1, 2)
    >>> print(rules.board_to_text(board))
    . . . .
    ● ○ . .
    . . . .
    . . . .
    """
    dr, dc = direction
    closer = (size - 1 if dr == 1 else 0 if dr == -1 else 1, size - 1 if dc == 1 else 0 if dc == -1 else 1)
    board: Board = [[EMPTY] * size for _ in range(size)]
    board[closer[0] - dr][closer[1] - dc] = opponent(colour)
    board[closer[0]][closer[1]] = colour
    return board, (closer[0] - 2 * dr, closer[1] - 2 * dc)


@dataclass(frozen=True)
class OneWay:
    """What a move on a one-way board sandwiches: its direction, how many discs, and the closing disc."""

    direction: tuple[int, int]
    length: int
    closer: Move

    @property
    def distance(self) -> int:
        """How many steps from the move to the closing disc."""
        return self.length + 1

    def on_edge(self, size: int) -> str:
        """The edge the closing disc stands on, in words ('' if it stands on none).

        >>> OneWay((0, -1), 1, (1, 0)).on_edge(4)
        'column 0, the first column'
        """
        row, col = self.closer
        if col in (0, size - 1) and self.direction[1]:
            return PROBE_WORDS["first_column"] if col == 0 else str(PROBE_WORDS.say("last_column", col=col))
        if row in (0, size - 1) and self.direction[0]:
            return PROBE_WORDS["top_row"] if row == 0 else str(PROBE_WORDS.say("last_row", row=row))
        return ""


def one_way_facts(board: Board, move: Move, colour: Colour) -> OneWay:
    """The one direction in which ``colour`` sandwiches from ``move`` on a one-way board, and its run.

    >>> from othello_lesson.rules import BLACK
    >>> board, move = one_way_sandwich(26, (1, 0), BLACK, length=7)
    >>> one_way_facts(board, move, BLACK)
    OneWay(direction=(1, 0), length=7, closer=(8, 1))
    """
    row, col = move
    for dr, dc in DIRECTIONS:
        length = _run_length(board, row, col, dr, dc, colour)
        if length:
            return OneWay((dr, dc), length, (row + (length + 1) * dr, col + (length + 1) * dc))
    raise ValueError(f"{move} sandwiches nothing on this board")


def _run_length(board: Board, row: int, col: int, dr: int, dc: int, colour: Colour) -> int:
    """How many discs ``colour`` sandwiches from (row, col) going (dr, dc): 0 if none."""
    size, other, count = len(board), opponent(colour), 0
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size and board[r][c] == other:
        r, c, count = r + dr, c + dc, count + 1
    return count if count and 0 <= r < size and 0 <= c < size and board[r][c] == colour else 0
