"""Rule variants, kept out of the lesson's rules: other start positions, and "an illegal move loses".

Each variant changes one thing and leaves ``rules.py`` as the lessons teach it:

* a start position is just a board: ``parallel_start`` (the same colours side
  by side, as old Reversi allowed) and ``handicap_start`` (the standard
  "cross" start, plus black discs on corners for the weaker player) give one,
  and ``Game(board=...)`` or ``play_variant_game(start=...)`` play from it;
* ``straight_rules()`` are rules in which discs flip only along rows and
  columns, never along a diagonal (a variant of our own, to show that a new
  rule is three small functions handed to ``Game``);
* ``play_variant_game(..., illegal_move_loses=True)`` is the referee of the
  Chinese program: a player who answers an illegal move loses at once,
  instead of the game stopping with an error.

>>> from othello_lesson.rules import board_to_text
>>> print(board_to_text(parallel_start(4)))
. . . .
. ○ ● .
. ○ ● .
. . . .
>>> print(board_to_text(handicap_start(4, corners=2)))
● . . .
. ○ ● .
. ● ○ .
. . . ●
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .rules import (
    BLACK,
    DRAW,
    EMPTY,
    PLAYER_NAMES,
    WHITE,
    Board,
    IllegalMoveError,
    Move,
    Player,
    check_board,
    check_size,
    copy_board,
    has_valid_move,
    initialize_board,
    next_player,
    opponent,
    place_move,
    square_name,
    valid_moves_list,
    winner,
)
from .student_rules import Rules

PlayerFunction = Callable[[Board, Player], Move]
STRAIGHT_DIRECTIONS = ((-1, 0), (0, -1), (0, 1), (1, 0))


def cross_start(size: int = 8) -> Board:
    """The standard start, called the cross: each colour on one diagonal of the centre."""
    return initialize_board(size)


def parallel_start(size: int = 8) -> Board:
    """The centre with the same colours side by side: white on the left column, black on the right."""
    board = initialize_board(check_size(size))
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    board[mid][mid - 1], board[mid][mid] = WHITE, BLACK
    return board


def handicap_start(size: int = 8, *, corners: int = 1) -> Board:
    """The cross start with a black disc on ``corners`` corners (1 to 4): top left first,
    then bottom right, top right and bottom left.  Black moves first, as always."""
    board = initialize_board(check_size(size))
    if isinstance(corners, bool) or not isinstance(corners, int) or not 0 <= corners <= 4:
        raise ValueError(f"corners must be a whole number from 0 to 4, not {corners!r}")
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][:corners]:
        board[row][col] = BLACK
    return board


START_POSITIONS: dict[str, Callable[[int], Board]] = {
    "cross": cross_start,
    "parallel": parallel_start,
    "handicap 1": lambda size: handicap_start(size, corners=1),
    "handicap 2": lambda size: handicap_start(size, corners=2),
    "handicap 4": lambda size: handicap_start(size, corners=4),
}


def straight_flips(board: Board, row: int, col: int, player: Player) -> list[Move]:
    """The discs a move flips when only rows and columns count, row by row (``[]``: not a legal move).

    >>> from othello_lesson.rules import board_from_text
    >>> board = board_from_text('''
    ...     ● . . .
    ...     . ○ ○ .
    ...     . ○ ● .
    ...     . . . .
    ... ''')
    >>> straight_flips(board, 2, 0, BLACK), straight_flips(board, 3, 3, WHITE)
    ([(2, 1)], [])
    """
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return []
    other = opponent(player)
    found: list[Move] = []
    for dr, dc in STRAIGHT_DIRECTIONS:
        ray, r, c = [], row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] == player:
            found.extend(ray)
    return sorted(found)


def straight_rules() -> Rules:
    """The three rule functions of the straight-lines variant, for ``Game(rules=...)``, ``play(rules=...)``.

    >>> from othello_lesson.game import Game
    >>> Game(6, rules=straight_rules()).legal_moves()
    [(1, 2), (2, 1), (3, 4), (4, 3)]
    """

    def is_valid_move(board: Board, row: int, col: int, player: Player) -> bool:
        return bool(straight_flips(board, row, col, player))

    def place_move(board: Board, row: int, col: int, player: Player) -> Board:
        flips = straight_flips(board, row, col, player)
        if not flips:
            raise IllegalMoveError(f"{square_name(row, col)} flips nothing along a row or a column")
        for r, c in [(row, col), *flips]:
            board[r][c] = player
        return board

    def valid_moves_list(board: Board, player: Player) -> list[Move]:
        size = len(board)
        return [(r, c) for r in range(size) for c in range(size) if straight_flips(board, r, c, player)]

    return Rules(is_valid_move=is_valid_move, place_move=place_move, valid_moves_list=valid_moves_list)


@dataclass
class VariantGame:
    """How a game under a variant went: the last board, the moves, the result and why the game ended."""

    board: Board
    moves: list[tuple[Player, Move]] = field(default_factory=list)
    result: str = DRAW
    reason: str = ""


def _name(player: PlayerFunction) -> str:
    return getattr(player, "__name__", repr(player))


def play_variant_game(
    black: PlayerFunction,
    white: PlayerFunction,
    *,
    size: int = 8,
    start: Board | None = None,
    illegal_move_loses: bool = False,
) -> VariantGame:
    """Play a whole game from ``start`` (default: the cross start of ``size``), black first.

    With ``illegal_move_loses``, a player that answers anything but a legal
    move loses on the spot (the result names the other colour, the reason
    says what was played); without it, that raises ``ValueError`` as
    ``play_game`` does.  Otherwise the game ends when neither side can move,
    and the one with more discs wins.

    >>> def silly(board, colour):
    ...     return (0, 0)
    >>> from othello_lesson.players import greedy_player
    >>> game = play_variant_game(silly, greedy_player, size=4, illegal_move_loses=True)
    >>> game.result == WHITE, game.reason
    (True, 'Black played a1, which is not a legal move, and loses')
    """
    board = copy_board(start) if start is not None else initialize_board(size)
    check_board(board)
    players = {BLACK: black, WHITE: white}
    game = VariantGame(board)
    to_move: Player | None = BLACK
    if not has_valid_move(board, BLACK):
        to_move = next_player(board, WHITE)
    while to_move is not None:
        move = players[to_move](copy_board(board), to_move)
        if move not in valid_moves_list(board, to_move):
            shown = square_name(*move) if _is_square(move, len(board)) else repr(move)
            message = f"{PLAYER_NAMES[to_move]} played {shown}, which is not a legal move"
            if not illegal_move_loses:
                raise ValueError(f"{message} ({_name(players[to_move])})")
            game.result, game.reason = opponent(to_move), f"{message}, and loses"
            return game
        place_move(board, *move, to_move)
        game.moves.append((to_move, move))
        to_move = next_player(board, to_move)
    game.result, game.reason = winner(board), "neither player can move"
    return game


def _is_square(move: object, size: int) -> bool:
    return (
        isinstance(move, tuple)
        and len(move) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < size for x in move)
    )


__all__ = [
    "START_POSITIONS",
    "VariantGame",
    "cross_start",
    "handicap_start",
    "parallel_start",
    "play_variant_game",
    "straight_flips",
    "straight_rules",
]
