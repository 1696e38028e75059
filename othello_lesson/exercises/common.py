"""What the checks of every lesson share: positions, words, and a safe way to call the student's function.

A check runs the student's function thousands of times and must stay fair,
quick and kind whatever that function does.  The pieces every lesson needs
live here, so that no lesson's module has to borrow them from another's:

* positions to try: hand-made boards that each hold a trap, then every
  position of seeded random games on 4x4, 6x6 and 8x8 boards (``positions``),
  and hand-made passes and endings of a game (``endings``);
* a copy of the board handed to the student: ``looking_call`` never lets the
  function touch the case's own board, and a function that should only *look*
  at the board but changes it comes back as a ``ChangedBoard``;
* a time limit on every call: ``check_function`` calls the student's function
  only through ``checking.GuardedFunction``, which stops a function that never
  ends (``StillRunning``, reported as ``Endless``) instead of hanging the
  notebook, and keeps what it prints out of the report.
  ``checking.SECONDS_PER_CALL`` is read at each check, so a test shortens the
  limit for every lesson by patching that module;
* words for reports and hints: colour names as the student writes them,
  squares named both ways, the squares two boards differ on, and the hints
  for a changed board, an endless loop or an answer that is not a list of
  squares.

>>> board = [[" ", "●"], ["○", " "]]
>>> changed_hint(looking_call(lambda b: b[0].clear(), Case(board, (), None)))
'This function should only look at the board, never change it: ...'
>>> board
[[' ', '●'], ['○', ' ']]
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .. import rules
from ..rules import BLACK, DRAW, EMPTY, WHITE, Board, Move, board_from_text, board_to_text, copy_board
from .checking import (
    ENDLESS_HINT,
    SECONDS_PER_CALL,
    Case,
    ChangedBoard,
    Endless,
    StillRunning,
    board_changes,
    changed_hint,
    looking_call,
    sample_positions,
    text_or_none,
    within_time,
)

__all__ = [
    "COLOUR_NAMES",
    "ENDLESS_HINT",
    "NAMES",
    "NO_RETURN_HINT",
    "PLAYER_WORDS",
    "SECONDS_PER_CALL",
    "Case",
    "ChangedBoard",
    "Endless",
    "StillRunning",
    "as_squares",
    "board_changes",
    "board_from_text_or_none",
    "changed_hint",
    "colour_name",
    "endings",
    "function_name",
    "hand_made_positions",
    "looking_call",
    "not_a_list_hint",
    "positions",
    "same_squares",
    "squares_phrase",
    "squares_phrase_raw",
    "text_or_none",
    "within_time",
]

COLOUR_NAMES = {BLACK: "BLACK", WHITE: "WHITE"}
NAMES = {**COLOUR_NAMES, DRAW: "DRAW", EMPTY: "EMPTY"}  # each constant as the student writes it
PLAYER_WORDS = {BLACK: "Black", WHITE: "White"}  # each player as a sentence names it

NO_RETURN_HINT = "The function returned None: did you forget `return`?"

# --- positions -------------------------------------------------------------------

# Hand-made positions: (board, player to try).  Each one holds a trap.
_HAND_MADE = [
    # Black at a1: down sandwiches one white disc; to the right the ray is
    # "empty, white, black", which must flip nothing (the source article's bug).
    (
        """
        . . ○ ●
        ○ . . .
        ● . . .
        . . . .
        """,
        BLACK,
    ),
    # "empty, own disc" to the right of a1, and a legal move down.
    (
        """
        . . ● .
        ○ . . .
        ● . . .
        . . . .
        """,
        BLACK,
    ),
    # A taken square (b2 holds white) that would sandwich c2 if it were empty.
    (
        """
        . . . .
        . ○ ○ ●
        . ● ○ .
        . . . .
        """,
        BLACK,
    ),
    # Rays that run to the edge and into the corners with no own disc at the end.
    (
        """
        . ○ ○ ○
        ○ ○ . .
        ○ . ○ .
        ○ . . ●
        """,
        BLACK,
    ),
    # A full row of white with black at both ends: both rays from the middle gap.
    (
        """
        ● ○ . ○ ○ ●
        . ○ ○ ○ . .
        . ○ ● ○ . .
        . . ○ . . .
        . . . . . .
        . . . . . .
        """,
        BLACK,
    ),
    # Every direction at once from a centre square, some sandwiched, some not.
    (
        """
        ● . . ● . . ● .
        . ○ . ○ . ○ . .
        . . ○ ○ ○ . . .
        ● ○ ○ . ○ ○ ○ .
        . . ○ ○ ○ . . .
        . ○ . ○ . ○ . .
        ● . . . . . ● .
        . . . ○ . . . .
        """,
        BLACK,
    ),
    # The same for white, with the rays running right to the edges of the board.
    (
        """
        ○ ● ● ● ● ● ● .
        ● ● . . . . . ●
        ● . ● . . . ● .
        ● . . ● ● ● . .
        ● . . ● . ● ● ○
        ● . ● . ● . . .
        ● ● . . ● . ● .
        . . . . ○ . . ●
        """,
        WHITE,
    ),
]


@cache
def _hand_made_texts() -> tuple[tuple[str, str], ...]:
    return tuple((board_to_text(board_from_text(text)), player) for text, player in _HAND_MADE)


def hand_made_positions() -> list[tuple[Board, str]]:
    """Return the hand-made edge-case positions, as new boards, with the colour to try."""
    return [(board_from_text(text), player) for text, player in _hand_made_texts()]


@cache
def _sampled_texts(games: int) -> tuple[tuple[str, str], ...]:
    return tuple((board_to_text(board), player) for board, player in sample_positions((4, 6, 8), games=games))


def positions(games: int = 4) -> list[tuple[Board, str]]:
    """Hand-made positions first, then every position of ``games`` seeded games on 4x4, 6x6 and 8x8.

    The colour of each sampled position is the player to move; each is tried
    for the other colour too, which gives boards where that player must pass.
    """
    found = hand_made_positions()
    for text, player in _sampled_texts(games):
        board = board_from_text(text)
        found.append((board, player))
        found.append((copy_board(board), rules.opponent(player)))  # type: ignore[arg-type]
    return found


# Hand-made endings for lessons 5 and 6: a pass, games over with empty squares left, a full board.
_ENDINGS = [
    # Black has no legal move, White has four: Black must pass.
    """
    ○ ○ ○ .
    ● ● ● .
    . . . .
    . . . .
    """,
    # Neither can move, though twelve squares are empty: the game is over.
    """
    ● ● . .
    . . . .
    . . . .
    . . ○ ○
    """,
    # Only black discs are left: the game is over.
    """
    ● ● ● ●
    ● ● ● ●
    ● ● . .
    . . . .
    """,
    # A full board.
    """
    ● ● ○ ○
    ● ○ ● ○
    ○ ● ○ ●
    ○ ○ ● ●
    """,
    # One empty square that only White can use.
    """
    ● ● ● ● ● ●
    ● ● ● ● ● ●
    ● ● ● ● ● ●
    ● ● ● ○ ● ●
    ● ● ● ● ● ●
    ● ● ● ● ● .
    """,
]


def endings() -> list[tuple[Board, str]]:
    """Hand-made passes and endings, each with both colours."""
    found = []
    for text in _ENDINGS:
        for player in (BLACK, WHITE):
            found.append((board_from_text(text), player))
    return found


# --- words -----------------------------------------------------------------------


def colour_name(player: str) -> str:
    """``'BLACK'`` or ``'WHITE'``, as the student writes it in a call."""
    return COLOUR_NAMES.get(player, repr(player))


def squares_phrase(squares: Sequence[Move]) -> str:
    """Name squares both ways, e.g. ``'(1, 2) c2, (3, 0) a4'``."""
    return ", ".join(f"({r}, {c}) {rules.square_name(r, c)}" for r, c in squares)


def squares_phrase_raw(squares: Sequence[Move]) -> str:
    """Name squares as (row, col) only (for squares that may lie off the board)."""
    return ", ".join(f"({r}, {c})" for r, c in squares)


# --- calling the student's function: see checking.GuardedFunction -------------------


def board_from_text_or_none(text: str) -> Board | None:
    """Read back a board text, or ``None`` if it is not one."""
    try:
        return board_from_text(text)
    except Exception:
        return None


def as_squares(got: object) -> list[Move] | None:
    """The squares in a returned list (or tuple or set) of (row, col) pairs, sorted; else ``None``."""
    if not isinstance(got, (list, tuple, set)):
        return None
    squares = []
    for item in got:
        if not (isinstance(item, (tuple, list)) and len(item) == 2):
            return None
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in item):
            return None
        squares.append((item[0], item[1]))
    return sorted(squares)


def same_squares(got: object, want: object) -> bool:
    """Do two answers list the same squares, in any order (and each as often)?"""
    return as_squares(got) == sorted(want)  # type: ignore[arg-type]


def not_a_list_hint(got: object) -> str:
    """A hint for an answer that is not a list of (row, col) pairs ('' if it is one)."""
    if got is None:
        return NO_RETURN_HINT
    if as_squares(got) is None:
        return f"Return a list of (row, col) pairs, like [(1, 2), (1, 3)], not {type(got).__name__}."
    return ""


# --- names -------------------------------------------------------------------------


def function_name(function: object, default: str) -> str:
    """The name a report uses for ``function``: the name the student gave it, or ``default``.

    ``default`` stands in for a lambda or a nameless object.
    """
    name = getattr(function, "__name__", "")
    return name if name and name != "<lambda>" else default
