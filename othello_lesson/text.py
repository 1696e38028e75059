"""Showing a board and a result as text: the box-drawn board of the console game.

>>> print(format_board(initialize_board(4)))
     0   1   2   3
   ┌───┬───┬───┬───┐
 0 │   │   │   │   │ 1
   ├───┼───┼───┼───┤
 1 │   │ ○ │ ● │   │ 2
   ├───┼───┼───┼───┤
 2 │   │ ● │ ○ │   │ 3
   ├───┼───┼───┼───┤
 3 │   │   │   │   │ 4
   └───┴───┴───┴───┘
     a   b   c   d
"""

from __future__ import annotations

from .game import colour_name
from .rules import (
    BLACK,
    DRAW,
    WHITE,
    Board,
    check_board,
    count_discs,
    initialize_board,  # noqa: F401  (used by the doctests)
    winner,
)
from .words import Hints

# The words of a game's result (``format_winner``), as lessons 6 and 11 print it.
RESULT_WORDS = Hints(
    "result",
    {
        "score": "{black_name} {black_disc} {black} - {white} {white_disc} {white_name}",
        "draw": "a draw",
        "wins": "{colour} wins",
        "result": "{score}: {verdict}.",
    },
)


def format_board(board: Board, *, square_names: bool = False) -> str:
    """Return the board drawn with box lines, as ``print_board`` prints it.

    Row and column indexes (0-based, as in ``board[row][col]``) run along the
    top and the left; the square names that Othello players use (``d3``) can
    be read off the letters at the bottom and the numbers on the right.  With
    ``square_names`` (as the console game draws it) the board is labelled by
    square names alone: letters above and below, numbers from 1 on both sides.

    >>> print(format_board(initialize_board(4), square_names=True).splitlines()[0])
         a   b   c   d
    """
    size = check_board(board, allow_half_discs=True)  # a variant's half disc is drawn as it is, ◐
    width = len(str(size))  # rows 10 and up need two characters
    pad = " " * (width + 1)

    def rule(left: str, middle: str, right: str) -> str:
        return f"{pad} {left}" + middle.join("───" for _ in range(size)) + right

    def labels(names: list[str]) -> str:
        return f"{pad}  " + "".join(f"{name:^3} " for name in names).rstrip()

    letters = list("abcdefghijklmnopqrstuvwxyz"[:size])
    top = letters if square_names else [str(col) for col in range(size)]
    lines = [labels(top), rule("┌", "┬", "┐")]
    for row in range(size):
        cells = " │ ".join(board[row])
        left = row + 1 if square_names else row
        lines.append(f"{left:>{width + 1}} │ {cells} │ {row + 1}")
        if row < size - 1:
            lines.append(rule("├", "┼", "┤"))
    lines.append(rule("└", "┴", "┘"))
    lines.append(labels(letters))
    return "\n".join(lines)


def print_board(board: Board) -> None:
    """Print the board drawn with box lines (see ``format_board``)."""
    print(format_board(board))


def format_winner(board: Board) -> str:
    """Return the score and the result in words.

    >>> format_winner(initialize_board(8))
    'Black ● 2 - 2 ○ White: a draw.'
    """
    black, white = count_discs(board)
    result = winner(board)
    verdict = (
        RESULT_WORDS.say("draw") if result == DRAW else RESULT_WORDS.say("wins", colour=colour_name(result))
    )
    score = RESULT_WORDS.say(
        "score",
        black_name=colour_name(BLACK),
        black_disc=BLACK,
        black=black,
        white=white,
        white_disc=WHITE,
        white_name=colour_name(WHITE),
    )
    return RESULT_WORDS.say("result", score=score, verdict=verdict)


def print_winner(board: Board) -> None:
    """Print the score and who won.

    >>> print_winner(initialize_board(4))
    Black ● 2 - 2 ○ White: a draw.
    """
    print(format_winner(board))


__all__ = [
    "format_board",
    "format_winner",
    "print_board",
    "print_winner",
]
