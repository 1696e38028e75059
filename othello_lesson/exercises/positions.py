"""The positions a check tries: hand-made traps, then every position of seeded random games.

Every position is kept once, as rows of tuples (``Rows``), which nothing can
change; each caller is handed new boards (lists of lists), which it may
change freely.  The same seed always gives the same positions, so a check
reports the same thing every time it runs.

>>> board, colour = positions(games=1)[0]
>>> board[0][0] = WHITE
>>> positions(games=1)[0][0][0][0] == EMPTY, len(positions(games=1))
(True, 221)
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterable

from .. import rules
from ..referee import play_out
from ..rules import (
    BLACK,
    EMPTY,
    WHITE,
    Board,
    Colour,
    Move,
    board_from_text,
    initialize_board,
    valid_moves_list,
)

Rows = tuple[tuple[str, ...], ...]
"""A position as it is kept: its rows as tuples (``kept``).  ``new_board`` makes a new board from it."""

SEED = 2024
"""The seed of the random games every check tries."""

# Hand-made positions: (board, player to try).  Each one holds a trap.
_HAND_MADE: list[tuple[str, Colour]] = [
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


def kept(board: Board) -> Rows:
    """``board`` as a position is kept: its rows as tuples, which nothing can change."""
    return tuple(map(tuple, board))


@functools.cache
def one_ray_boards() -> tuple[Rows, ...]:
    """Every mix of the three squares right of (1, 0) on a 4x4 board, the rest empty: 27 positions.

    >>> boards = one_ray_boards()
    >>> len(boards), boards[0][1]
    (27, (' ', '○', '○', '○'))
    """
    found = []
    for squares in itertools.product((WHITE, BLACK, EMPTY), repeat=3):
        board: Board = [[EMPTY for _ in range(4)] for _ in range(4)]
        board[1][1:] = list(squares)
        found.append(kept(board))
    return tuple(found)


def new_board(rows: Rows) -> Board:
    """A new board of the kept position ``rows``, which its caller may change freely.

    >>> board = new_board(kept(initialize_board(4)))
    >>> board == initialize_board(4), kept(board) == kept(initialize_board(4))
    (True, True)
    """
    return [list(row) for row in rows]


@functools.cache
def _hand_made_rows() -> tuple[tuple[Rows, Colour], ...]:
    # Parsing the texts again took a check 14 ms for every call of ``positions``.
    return tuple((kept(board_from_text(text)), colour) for text, colour in _HAND_MADE)


def hand_made_positions() -> list[tuple[Board, Colour]]:
    """Return the hand-made edge-case positions, as new boards, with the colour to try."""
    return [(new_board(rows), colour) for rows, colour in _hand_made_rows()]


def positions(games: int = 4) -> list[tuple[Board, Colour]]:
    """Hand-made positions first, then every position of ``games`` seeded games on 4x4, 6x6 and 8x8.

    The colour of each sampled position is the player to move; each is tried
    for the other colour too, which gives boards where that player must pass.
    """
    found = hand_made_positions()
    for rows, colour in sampled(games=games):
        found.append((new_board(rows), colour))
        found.append((new_board(rows), rules.opponent(colour)))
    return found


def sample_positions(
    sizes: Iterable[int] = (4, 6, 8), *, games: int = 6, seed: int = SEED
) -> list[tuple[Board, Colour]]:
    """Positions from seeded random games: every position of every game, with who is to move.

    The same seed always gives the same positions, so a check reports the
    same thing every time it runs.

    >>> positions = sample_positions((4,), games=1)
    >>> positions[0][0] == initialize_board(4), positions[0][1] == BLACK
    (True, True)

    The games are played once for each choice of sizes, games and seed; every
    call gets new boards, which it may change freely.
    """
    return [(new_board(rows), to_move) for rows, to_move in sampled(sizes, games=games, seed=seed)]


def sampled(
    sizes: Iterable[int] = (4, 6, 8), *, games: int = 6, seed: int = SEED
) -> tuple[tuple[Rows, Colour], ...]:
    """``sample_positions``'s positions as they are kept, not copied: for a table of one's own.

    >>> sampled((4,), games=1)[0] == (kept(initialize_board(4)), BLACK)
    True
    """
    return _played(tuple(sizes), games, seed)


def squares_to_try(board: Board, colour: Colour, *, every_square: bool = False) -> list[Move]:
    """The squares of ``board`` worth a move by ``colour``, row by row.

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
                    if rules.flipped_discs(board, row, col, colour):
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


def rays_to_try(board: Board, colour: Colour) -> list[tuple[Move, tuple[int, int]]]:
    """The (square, direction) pairs worth a walk by ``colour``: from every empty square next to a disc.

    Each direction is kept where the walk meets a disc of each colour (so it
    might sandwich, or run into an empty square between them) or leaves the
    board at once (where a walk that wraps round the edge reads the other side).

    >>> len(rays_to_try(rules.initialize_board(4), BLACK))
    52
    """
    size = len(board)
    other = rules.opponent(colour)
    found = []
    for row, col in squares_to_try(board, colour):
        if board[row][col] != EMPTY:
            continue
        for dr, dc in rules.DIRECTIONS:
            ray = []
            r, c = row + dr, col + dc
            while 0 <= r < size and 0 <= c < size:
                ray.append(board[r][c])
                r, c = r + dr, c + dc
            if not ray or (other in ray and colour in ray):
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


@functools.cache
def _ending_rows() -> tuple[Rows, ...]:
    return tuple(kept(board_from_text(text)) for text in _ENDINGS)


def endings() -> list[tuple[Board, Colour]]:
    """Hand-made passes and endings, each with both colours, as new boards."""
    return [(new_board(rows), colour) for rows in _ending_rows() for colour in (BLACK, WHITE)]


@functools.cache
def _played(sizes: tuple[int, ...], games: int, seed: int) -> tuple[tuple[Rows, Colour], ...]:
    """``sample_positions``'s games, each position's rows as tuples (kept, so never changed).

    The package's referee plays them, between two random players that note
    every position they are asked to move in; each game's last position too.
    """
    rng = random.Random(seed)
    found = []

    def noting(board: Board, colour: Colour) -> Move:
        found.append((tuple(map(tuple, board)), colour))
        return rng.choice(valid_moves_list(board, colour))

    for size in sizes:
        for _ in range(games):
            game = play_out(noting, noting, initialize_board(size))
            found.append((tuple(map(tuple, game.board)), BLACK))
    return tuple(found)


__all__ = [
    "SEED",
    "Rows",
    "endings",
    "hand_made_positions",
    "kept",
    "new_board",
    "one_ray_boards",
    "positions",
    "rays_to_try",
    "sample_positions",
    "sampled",
    "squares_to_try",
]
