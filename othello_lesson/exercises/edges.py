"""Walks that leave the board and come back on the other side.

Python reads ``board[-1]`` as the last row, and ``row[-1]`` as the last
square of a row, without any error.  A walk that checks only ``r < size``
(or catches ``IndexError``) therefore steps off the top or left edge and goes
on from the bottom or right edge.  ``wrap_hint`` finds such a walk behind a
wrong answer and says where it left the board and where it came back.

>>> from othello_lesson.rules import board_from_text
>>> board = board_from_text('''
...     . ○ . .
...     . . . .
...     . . . .
...     . ● . .
... ''')
>>> hint = wrap_hint(board, 1, 1, "●", [(0, 1)])
>>> hint[:80]
'(0, 1) b1 is not sandwiched: the walk up from (1, 1) b2 left the board past the '
>>> hint[80:160]
'top edge and came back on the other side (board[-1] is the last row), where it f'
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules import BLACK, DIRECTIONS, WHITE, Board, Colour, Move, square_name
from .hints import Hints
from .probes import DIRECTION_WORDS
from .words import agreeing

__all__ = ["wrap_hint", "wrapped_rays"]


EDGE_HINTS = Hints(
    "edges",
    {
        "top": "top",
        "left": "left",
        "last_row_wraps": "board[-1] is the last row",
        "last_square_wraps": "row[-1] is the last square of a row",
        "went_round": (
            "{shown} {verb} not sandwiched: the walk {direction} from {start} left the board past the "
            "{edge} edge and came back on the other side ({why}), where it found your disc at {end}. "
            "Check 0 <= r and 0 <= c as well as r < size and c < size, before reading board[r][c]."
        ),
    },
)
"""The words of a walk round the edge, under a stable id."""

Ray = tuple[tuple[int, int], list[Move], Move]


def wrapped_rays(board: Board, row: int, col: int, colour: Colour) -> list[Ray]:
    """The rays that flip only because the walk went round an edge.

    Each is ``(direction, flipped squares, square of the own disc that ended
    it)``, squares as they are on the board (0 to size - 1).  A walk that
    stays on the board is left out: it is right.
    """
    size = len(board)
    other = WHITE if colour == BLACK else BLACK
    found = []
    for dr, dc in DIRECTIONS:
        r, c = row + dr, col + dc
        ray: list[Move] = []
        went_round = False
        while -size <= r < size and -size <= c < size:
            went_round = went_round or r < 0 or c < 0
            if board[r][c] == other:
                ray.append((r % size, c % size))
            else:
                if board[r][c] == colour and ray and went_round:
                    found.append(((dr, dc), ray, (r % size, c % size)))
                break
            r, c = r + dr, c + dc
    return found


def _phrase(square: Move) -> str:
    return f"({square[0]}, {square[1]}) {square_name(*square)}"


def wrap_hint(board: Board, row: int, col: int, colour: Colour, extra: Iterable[Move]) -> str:
    """Explain ``extra`` squares (flipped, not by the rules) as a walk round an edge ('' if it is not)."""
    size = len(board)
    wrong = {(r % size, c % size) for r, c in extra}
    for (dr, dc), ray, end in wrapped_rays(board, row, col, colour):
        if not wrong & set(ray):
            continue
        shown = [sq for sq in ray if sq in wrong]
        edges = []
        if dr < 0 and any(sq[0] > row for sq in [*ray, end]):
            edges.append((EDGE_HINTS["top"], EDGE_HINTS["last_row_wraps"]))
        if dc < 0 and any(sq[1] > col for sq in [*ray, end]):
            edges.append((EDGE_HINTS["left"], EDGE_HINTS["last_square_wraps"]))
        edge, why = edges[0] if edges else (EDGE_HINTS["top"], EDGE_HINTS["last_row_wraps"])
        verb = agreeing(len(shown), "is", "are")
        return EDGE_HINTS.say(
            "went_round",
            shown=", ".join(_phrase(sq) for sq in shown),
            verb=verb,
            direction=DIRECTION_WORDS[(dr, dc)],
            start=_phrase((row, col)),
            edge=edge,
            why=why,
            end=_phrase(end),
        )
    return ""
