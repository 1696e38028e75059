"""Words for reports and hints: any value shown safely, boards as text, squares and colours named.

>>> squares_phrase([(1, 2), (3, 0)]), colour_name("●")
('(1, 2) c2, (3, 0) a4', 'BLACK')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import BLACK, DRAW, EMPTY, WHITE, Board, Colour, Move, board_to_text, square_name

COLOUR_CONSTANTS = {BLACK: "BLACK", WHITE: "WHITE"}
NAMES = {**COLOUR_CONSTANTS, DRAW: "DRAW", EMPTY: "EMPTY"}  # each constant as the student writes it


def safe_repr(value: object, *, limit: int = 600) -> str:
    """``repr(value)``, shortened if very long, and never an error (for an answer in a report or hint).

    >>> safe_repr(list(range(1000)))[-20:]
    '… (4,890 characters)'
    """
    try:
        text = repr(value)
    except Exception as error:
        return f"a {type(value).__name__} that cannot be shown ({type(error).__name__})"
    if not isinstance(text, str):
        return f"a {type(value).__name__}"
    if len(text) > limit:
        return text[: limit - 20] + f" … ({len(text):,} characters)"
    return text


def text_or_none(board: object) -> str | None:
    """The compact text of ``board`` if it is a well-formed board, else ``None``."""
    if not isinstance(board, list):
        return None
    try:
        return board_to_text(board)  # a list that is not a board raises
    except Exception:
        return None


def board_or_repr(board: object) -> str:
    """The compact text of ``board`` if it is a well-formed board, else whatever it is, in words."""
    return text_or_none(board) or safe_repr(board)


def board_changes(before: Board, after: Board) -> str:
    """Say which squares differ between two boards of the same size, e.g. ``'b1: empty → ●'``."""
    words = {BLACK: "●", WHITE: "○", EMPTY: "empty"}
    changes = [
        f"{square_name(r, c)}: {words.get(before[r][c], safe_repr(before[r][c]))} → "
        f"{words.get(after[r][c], safe_repr(after[r][c]))}"
        for r in range(len(before))
        for c in range(len(before))
        if before[r][c] != after[r][c]
    ]
    return ", ".join(changes)


def colour_name(colour: Colour) -> str:
    """``'BLACK'`` or ``'WHITE'``, as the student writes it in a call."""
    return COLOUR_CONSTANTS.get(colour, repr(colour))


def plural(count: int, word: str, words: str = "") -> str:
    """``count`` and the word, singular or plural: ``'1 disc'``, ``'3 discs'``.

    >>> plural(1, "flipped disc"), plural(2, "row"), plural(0, "square")
    ('1 flipped disc', '2 rows', '0 squares')
    """
    return f"{count} {word if count == 1 else (words or word + 's')}"


def squares_phrase(squares: Sequence[Move]) -> str:
    """Name squares both ways, e.g. ``'(1, 2) c2, (3, 0) a4'``."""
    return ", ".join(f"({r}, {c}) {square_name(r, c)}" for r, c in squares)


def squares_phrase_raw(squares: Sequence[Move]) -> str:
    """Name squares as (row, col) only (for squares that may lie off the board)."""
    return ", ".join(f"({r}, {c})" for r, c in squares)


def function_name(function: object, default: str) -> str:
    """The name a report uses for ``function``: the name the student gave it, or ``default``.

    ``default`` stands in for a lambda or a nameless object.
    """
    name = getattr(function, "__name__", "")
    return name if name and name != "<lambda>" else default


__all__ = [
    "COLOUR_CONSTANTS",
    "NAMES",
    "board_changes",
    "board_or_repr",
    "colour_name",
    "function_name",
    "plural",
    "safe_repr",
    "squares_phrase",
    "squares_phrase_raw",
    "text_or_none",
]
