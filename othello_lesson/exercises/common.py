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
from ..rules import BLACK, DRAW, EMPTY, WHITE, Board, Move, board_from_text
from .checking import (
    ENDLESS_HINT,
    NO_ANSWER,
    SECONDS_PER_CALL,
    Case,
    ChangedBoard,
    Endless,
    Report,
    StillRunning,
    board_changes,
    changed_hint,
    check_function,
    looking_call,
    probe,
    sample_positions,
    text_or_none,
    within_time,
)

__all__ = [
    "COLOUR_NAMES",
    "ENDLESS_HINT",
    "NAMES",
    "NO_ANSWER",
    "NO_RETURN_HINT",
    "PLAYER_WORDS",
    "SECONDS_PER_CALL",
    "Case",
    "ChangedBoard",
    "Endless",
    "Report",
    "StillRunning",
    "as_squares",
    "board_changes",
    "board_from_text_or_none",
    "bool_hint",
    "changed_hint",
    "check_function",
    "colour_name",
    "endings",
    "function_name",
    "hand_made_positions",
    "is_int",
    "looking_call",
    "not_a_list_hint",
    "pair_hint",
    "plural",
    "positions",
    "probe",
    "rays_to_try",
    "same_bool",
    "same_pair",
    "same_squares",
    "squares_phrase",
    "squares_phrase_raw",
    "squares_to_try",
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


# The positions are kept as rows of tuples, which nothing can change, and each caller gets new
# lists copied from them (parsing the text again took a check 14 ms for every call of ``positions``).
Rows = tuple[tuple[str, ...], ...]


@cache
def _hand_made_rows() -> tuple[tuple[Rows, str], ...]:
    return tuple((_rows(board_from_text(text)), player) for text, player in _HAND_MADE)


def _rows(board: Board) -> Rows:
    return tuple(map(tuple, board))


def _board(rows: Rows) -> Board:
    return [list(row) for row in rows]


def hand_made_positions() -> list[tuple[Board, str]]:
    """Return the hand-made edge-case positions, as new boards, with the colour to try."""
    return [(_board(rows), player) for rows, player in _hand_made_rows()]


@cache
def _sampled_rows(games: int) -> tuple[tuple[Rows, str], ...]:
    return tuple((_rows(board), player) for board, player in sample_positions((4, 6, 8), games=games))


def positions(games: int = 4) -> list[tuple[Board, str]]:
    """Hand-made positions first, then every position of ``games`` seeded games on 4x4, 6x6 and 8x8.

    The colour of each sampled position is the player to move; each is tried
    for the other colour too, which gives boards where that player must pass.
    """
    found = hand_made_positions()
    for rows, player in _sampled_rows(games):
        found.append((_board(rows), player))
        found.append((_board(rows), rules.opponent(player)))  # type: ignore[arg-type]
    return found


def squares_to_try(board: Board, player: str, *, every_square: bool = False) -> list[Move]:
    """The squares of ``board`` worth a move by ``player``, row by row.

    Every empty square next to a disc (one far from every disc flips nothing
    however the walk is written), and every taken square where the move would
    flip discs if the square were empty: a taken square is always refused,
    and only there does a function that forgets to ask whether the square is
    empty give a different answer.  With ``every_square``, simply every
    square (the hand-made positions, which hold the traps at the edges).

    >>> board = rules.initialize_board(6)
    >>> len(squares_to_try(board, BLACK)), len(squares_to_try(board, BLACK, every_square=True))
    (12, 36)
    """
    size = len(board)
    found = []
    for row in range(size):
        for col in range(size):
            held = board[row][col]
            if every_square:
                found.append((row, col))
            elif held == EMPTY:
                if _next_to_a_disc(board, row, col):
                    found.append((row, col))
            else:
                board[row][col] = EMPTY
                try:
                    if rules.flipped_discs(board, row, col, player):  # type: ignore[arg-type]
                        found.append((row, col))
                finally:
                    board[row][col] = held
    return found


def _next_to_a_disc(board: Board, row: int, col: int) -> bool:
    size = len(board)
    return any(
        0 <= row + dr < size and 0 <= col + dc < size and board[row + dr][col + dc] != EMPTY
        for dr, dc in rules.DIRECTIONS
    )


def rays_to_try(board: Board, player: str) -> list[tuple[Move, tuple[int, int]]]:
    """The (square, direction) pairs worth a walk by ``player``: from every empty square next to a disc.

    Each direction is kept where the walk meets a disc of each colour (so it
    might sandwich, or run into an empty square between them) or leaves the
    board at once (where a walk that wraps round the edge reads the other side).

    >>> len(rays_to_try(rules.initialize_board(4), BLACK))
    52
    """
    size = len(board)
    other = rules.opponent(player)  # type: ignore[arg-type]
    found = []
    for row, col in squares_to_try(board, player):
        if board[row][col] != EMPTY:
            continue
        for dr, dc in rules.DIRECTIONS:
            ray = []
            r, c = row + dr, col + dc
            while 0 <= r < size and 0 <= c < size:
                ray.append(board[r][c])
                r, c = r + dr, c + dc
            if not ray or (other in ray and player in ray):
                found.append(((row, col), (dr, dc)))
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


def plural(count: int, word: str, words: str = "") -> str:
    """``count`` and the word, singular or plural: ``'1 disc'``, ``'3 discs'``.

    >>> plural(1, "flipped disc"), plural(2, "row"), plural(0, "square")
    ('1 flipped disc', '2 rows', '0 squares')
    """
    return f"{count} {word if count == 1 else (words or word + 's')}"


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


# --- the same answer, asked the same way in every lesson ------------------------------
#
# A question answered with True/False must return a real bool (1/0 gets a hint saying so);
# a pair asked for as a tuple must be a tuple (a list gets a hint saying so).


def is_int(value: object) -> bool:
    """Is ``value`` a whole number (and not True or False, which Python also counts as ints)?"""
    return isinstance(value, int) and not isinstance(value, bool)


def same_bool(got: object, want: object) -> bool:
    """Is ``got`` the real bool ``want`` (1 and 0 are not True and False here)?

    >>> same_bool(True, True), same_bool(1, True)
    (True, False)
    """
    return isinstance(got, bool) and got == want


def bool_hint(got: object) -> str:
    """A hint for an answer that is not a real bool ('' if it is one).

    >>> bool_hint(1)
    'Return True or False, not 1: the exercise asks for a real bool (True is not the number 1).'
    """
    if isinstance(got, bool):
        return ""
    if got is None:
        return NO_RETURN_HINT
    if is_int(got) and got in (0, 1):
        word = "True" if got else "False"
        return (
            f"Return True or False, not {got}: the exercise asks for a real bool "
            f"({word} is not the number {got})."
        )
    return f"Return True or False, not {type(got).__name__} {_short(got)}."


def same_pair(got: object, want: object) -> bool:
    """Is ``got`` the tuple ``want`` (a list with the same two numbers is not)?"""
    return isinstance(got, tuple) and got == want


def pair_hint(got: object, what: str = "(row, col)") -> str:
    """A hint for an answer that is not a tuple of two ints ('' if it is one).

    >>> pair_hint([2, 3])
    'Return a tuple (row, col), with round brackets, not a list: [2, 3] should be (2, 3).'
    >>> pair_hint((True, False))
    'Return two whole numbers (row, col), not True or False: (True, False) is not a pair of numbers.'
    """
    if got is None:
        return NO_RETURN_HINT
    if isinstance(got, list) and len(got) == 2 and all(is_int(x) for x in got):
        return (
            f"Return a tuple {what}, with round brackets, not a list: "
            f"[{got[0]}, {got[1]}] should be ({got[0]}, {got[1]})."
        )
    if isinstance(got, (tuple, list)) and len(got) == 2 and any(isinstance(x, bool) for x in got):
        return f"Return two whole numbers {what}, not True or False: {_short(got)} is not a pair of numbers."
    if not (isinstance(got, tuple) and len(got) == 2 and all(is_int(x) for x in got)):
        return f"Return one pair, a tuple {what}, not {type(got).__name__} {_short(got)}."
    return ""


def _short(value: object, limit: int = 80) -> str:
    try:
        text = repr(value)
    except Exception:
        return "(which cannot be shown)"
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- names -------------------------------------------------------------------------


def function_name(function: object, default: str) -> str:
    """The name a report uses for ``function``: the name the student gave it, or ``default``.

    ``default`` stands in for a lambda or a nameless object.
    """
    name = getattr(function, "__name__", "")
    return name if name and name != "<lambda>" else default
