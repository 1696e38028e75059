"""Words for reports and hints: any value shown safely, boards as text, squares and colours named.

>>> squares_phrase([(1, 2), (3, 0)]), colour_name("●")
('(1, 2) c2, (3, 0) a4', 'BLACK')
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from typing import Generic, TypeVar

from ..rules import BLACK, DRAW, EMPTY, WHITE, Board, Colour, Move, board_to_text, square_name
from .hints import Hints

COLOUR_CONSTANTS = {BLACK: "BLACK", WHITE: "WHITE"}
NAMES = {**COLOUR_CONSTANTS, DRAW: "DRAW", EMPTY: "EMPTY"}  # each constant as the student writes it

CHECK_WORDS = Hints(
    "check_words",
    {
        "black": "Black",
        "white": "White",
        "empty": "empty",
        # A verb that agrees with the squares a hint names: one "is", two "are" (a particle in Japanese).
        "is": "is",
        "are": "are",
        "holds": "holds",
        "hold": "hold",
        "was": "was",
        "were": "were",
        "one_disc": "1 disc",
        "discs": "{count} discs",
        "one_opponent_disc": "1 opponent disc",
        "opponent_discs": "{count} opponent discs",
        "one_row": "1 row",
        "rows": "{count} rows",
        "one_square": "1 square",
        "squares": "{count} squares",
        "one_white_square": "1 square holds a white disc",
        "white_squares": "{count} squares hold white discs",
        "that_one_flips": "that one flips",
        "those_flip": "those {count} flip",
        "cannot_be_shown": "a {kind} that cannot be shown ({error})",
        "a_kind": "a {kind}",
        "characters": " … ({count} characters)",
    },
)
"""The small words the checks put into their hints: colours, counts, verbs that agree, values shown."""

Key = TypeVar("Key", bound=Hashable)


class Said(Mapping[Key, str], Generic[Key]):
    """Names said in the current language: each key's words are those of a table, under a key of its own.

    >>> Said(CHECK_WORDS, {BLACK: "black"})[BLACK]
    'Black'
    """

    def __init__(self, table: Hints, keys: Mapping[Key, str]) -> None:
        self._table, self._keys = table, dict(keys)

    def __getitem__(self, key: Key) -> str:
        return self._table[self._keys[key]]

    def __iter__(self) -> Iterator[Key]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def later(self, key: Key) -> Later:
        """The name of ``key`` said when it is shown, not now: for facts fixed when a module is loaded."""
        return Later(self._table, self._keys[key])


class Later:
    """Words of a table said in the language of the moment they are shown (formatted), not when made.

    >>> black = Later(CHECK_WORDS, "black")
    >>> f"{black} to play"
    'Black to play'
    """

    def __init__(self, table: Hints, key: str) -> None:
        self._table, self._key = table, key

    def __str__(self) -> str:
        return self._table[self._key]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return repr(str(self))


COLOUR_NAMES: Said[Colour] = Said(CHECK_WORDS, {BLACK: "black", WHITE: "white"})
"""``'Black'`` and ``'White'`` (in Japanese 黒 and 白), as a hint names the players."""


def counted(count: int, one: str, many: str) -> str:
    """A count with its noun, from the table's words for one and for many: ``'1 disc'``, ``'3 discs'``.

    >>> counted(1, "one_disc", "discs"), counted(3, "one_disc", "discs")
    ('1 disc', '3 discs')
    """
    return CHECK_WORDS[one] if count == 1 else str(CHECK_WORDS.say(many, count=count))


def agreeing(count: int, one: str, many: str) -> str:
    """The verb that agrees with ``count`` squares: ``agreeing(2, "is", "are")`` is ``'are'``."""
    return CHECK_WORDS[one if count == 1 else many]


def safe_repr(value: object, *, limit: int = 600) -> str:
    """``repr(value)``, shortened if very long, and never an error (for an answer in a report or hint).

    >>> safe_repr(list(range(1000)))[-20:]
    '… (4,890 characters)'
    """
    try:
        text = repr(value)
    except Exception as error:
        return str(CHECK_WORDS.say("cannot_be_shown", kind=type(value).__name__, error=type(error).__name__))
    if not isinstance(text, str):
        return str(CHECK_WORDS.say("a_kind", kind=type(value).__name__))
    if len(text) > limit:
        return text[: limit - 20] + CHECK_WORDS.say("characters", count=f"{len(text):,}")
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
    words = {BLACK: "●", WHITE: "○", EMPTY: CHECK_WORDS["empty"]}
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
    "CHECK_WORDS",
    "COLOUR_CONSTANTS",
    "COLOUR_NAMES",
    "NAMES",
    "Later",
    "Said",
    "agreeing",
    "board_changes",
    "board_or_repr",
    "colour_name",
    "counted",
    "function_name",
    "plural",
    "safe_repr",
    "squares_phrase",
    "squares_phrase_raw",
    "text_or_none",
]
