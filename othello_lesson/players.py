"""Computer players, and a referee that makes two players play a game.

A player is a plain function ``player(board, colour) -> (row, col)``: it is
given a copy of the board and the colour it plays, and answers with a legal
move.  Stronger players are built by functions that return players.

>>> from othello_lesson.rules import initialize_board, BLACK
>>> greedy_player(initialize_board(8), BLACK)
(2, 3)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from .rules import (
    BLACK,
    PLAYER_NAMES,
    WHITE,
    Board,
    IllegalMoveError,
    Move,
    Player,
    copy_board,
    flipped_discs,
    initialize_board,
    next_player,
    place_move,
    valid_moves_list,
)

PlayerFunction = Callable[[Board, Player], Move]


def first_move_player(board: Board, colour: Player) -> Move:
    """Play the first legal move in row-major order.

    >>> first_move_player(initialize_board(4), BLACK)
    (0, 1)
    """
    return valid_moves_list(board, colour)[0]


def greedy_player(board: Board, colour: Player) -> Move:
    """Play the move that flips the most discs; on a tie, the smallest row, then column.

    >>> greedy_player(initialize_board(4), BLACK)
    (0, 1)
    """
    moves = valid_moves_list(board, colour)

    def flips_then_top_left(move: Move) -> tuple[int, int, int]:
        return len(flipped_discs(board, *move, colour)), -move[0], -move[1]

    return max(moves, key=flips_then_top_left)


def random_player(seed: int | None = None) -> PlayerFunction:
    """Return a player that picks a legal move at random, from its own seeded generator.

    The same seed gives the same choices, so a notebook shows the same game
    every time it runs.

    >>> player = random_player(seed=1)
    >>> player(initialize_board(4), BLACK)
    (1, 0)
    """
    rng = random.Random(seed)

    def play_random(board: Board, colour: Player) -> Move:
        return rng.choice(valid_moves_list(board, colour))

    play_random.__name__ = f"random_player(seed={seed!r})"
    return play_random


@dataclass
class GameRecord:
    """What happened in a game played by ``play_game``."""

    board: Board
    moves: list[tuple[Player, Move]] = field(default_factory=list)


def play_game(black: PlayerFunction, white: PlayerFunction, *, size: int = 8) -> GameRecord:
    """Let two players play a whole game and return the final board and the moves.

    Each player is handed a copy of the board, so it cannot cheat by changing
    it; a reply that is not a legal move raises ``IllegalMoveError`` naming
    the player.  Passes happen automatically.

    >>> record = play_game(greedy_player, first_move_player, size=4)
    >>> from othello_lesson.rules import count_discs
    >>> count_discs(record.board)
    (6, 10)
    """
    board = initialize_board(size)
    players = {BLACK: black, WHITE: white}
    to_move: Player | None = BLACK
    record = GameRecord(board)
    while to_move is not None:
        move = players[to_move](copy_board(board), to_move)
        if (
            not isinstance(move, tuple)
            or len(move) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in move)
        ):
            raise IllegalMoveError(
                f"{PLAYER_NAMES[to_move]} player {_name(players[to_move])} answered {move!r}; "
                "a player must answer a (row, col) pair of ints"
            )
        if move not in valid_moves_list(board, to_move):
            raise IllegalMoveError(
                f"{PLAYER_NAMES[to_move]} player {_name(players[to_move])} answered {move!r}, "
                "which is not a legal move"
            )
        place_move(board, *move, to_move)
        record.moves.append((to_move, move))
        to_move = next_player(board, to_move)
    return record


def _name(player: PlayerFunction) -> str:
    return getattr(player, "__name__", repr(player))
