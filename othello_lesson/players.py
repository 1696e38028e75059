"""Computer players, and a referee that makes two players play a game.

A player is a plain function ``player(board, colour) -> (row, col)``: it is
given a copy of the board and the colour it plays, and answers with a legal
move.  Stronger players are built by functions that return players.

>>> from othello_lesson.rules import initialize_board, BLACK
>>> greedy_player(initialize_board(8), BLACK)
(2, 3)
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Literal

from .endgame import solve_endgame, solve_within
from .evaluation import Evaluation, empty_squares, weighted_discs
from .fast_search import best_move
from .gamelog import finished_game, log_game
from .records import format_record, with_passes
from .referee import check_player_function as check_function
from .referee import play_out, player_name
from .rules import (
    BLACK,  # noqa: F401  (used by the doctests)
    COLOUR_NAMES,
    DIRECTIONS,
    EMPTY,
    Board,
    Colour,
    Move,
    PlayerFunction,
    check_depth,
    copy_board,
    flipped_discs,
    initialize_board,
    opponent,
    place_move,
    valid_moves_list,
)
from .search import check_evaluation, minimax
from .words import Hints


def _legal_moves(board: Board, colour: Colour) -> list[Move]:
    """The moves a player chooses from; ``ValueError`` if there is none (players are asked only then)."""
    moves = valid_moves_list(board, colour)
    if not moves:
        raise ValueError(f"{COLOUR_NAMES[colour]} has no legal move here, so there is no move to choose")
    return moves


def first_move_player(board: Board, colour: Colour) -> Move:
    """Play the first legal move in row-major order.

    >>> first_move_player(initialize_board(4), BLACK)
    (0, 1)
    """
    return _legal_moves(board, colour)[0]


def greedy_player(board: Board, colour: Colour) -> Move:
    """Play the move that flips the most discs; on a tie, the smallest row, then column.

    >>> greedy_player(initialize_board(4), BLACK)
    (0, 1)
    """
    moves = _legal_moves(board, colour)

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

    def play_random(board: Board, colour: Colour) -> Move:
        return rng.choice(_legal_moves(board, colour))

    play_random.__name__ = f"random_player(seed={seed!r})"
    return play_random


def _after(board: Board, move: Move, colour: Colour) -> Board:
    """A new board with ``move`` played; ``board`` is not changed."""
    return place_move(copy_board(board), *move, colour)


def weights_player(board: Board, colour: Colour) -> Move:
    """Play the move after which the weight table favours us most.

    Each of our discs counts its square's weight from ``weight_table`` (corners
    loved, the squares next to them feared), each opponent disc counts against
    us.  The move with the best total after it is played wins; on a tie, the
    smallest row, then column.  Works on every even size from 4 to 26.

    >>> weights_player(initialize_board(8), BLACK)
    (2, 3)
    """
    moves = _legal_moves(board, colour)
    return max(moves, key=lambda move: (weighted_discs(_after(board, move, colour), colour), _neg(move)))


def _neg(move: Move) -> tuple[int, int]:
    """A key that makes ``max`` prefer the smallest row, then column, on a tie."""
    return -move[0], -move[1]


def aggressive_player(board: Board, colour: Colour) -> Move:
    """Attack the opponent's freedom: play the move that leaves them the fewest replies.

    On a tie, the move that flips the most discs, then the smallest row, then column.

    >>> aggressive_player(initialize_board(6), BLACK)
    (1, 2)
    """
    other = opponent(colour)

    def squeeze(move: Move) -> tuple[int, int, tuple[int, int]]:
        replies = len(valid_moves_list(_after(board, move, colour), other))
        return -replies, len(flipped_discs(board, *move, colour)), _neg(move)

    return max(_legal_moves(board, colour), key=squeeze)


def frontier_discs(board: Board, colour: Colour) -> int:
    """How many of ``colour``'s discs touch an empty square (the ones easy to flip back).

    >>> frontier_discs(initialize_board(4), BLACK)
    2
    """
    size = len(board)
    count = 0
    for row in range(size):
        for col in range(size):
            if board[row][col] != colour:
                continue
            if any(
                0 <= row + dr < size and 0 <= col + dc < size and board[row + dr][col + dc] == EMPTY
                for dr, dc in DIRECTIONS
            ):
                count += 1
    return count


def cautious_player(board: Board, colour: Colour) -> Move:
    """Play safe: the move after which the fewest of our discs touch an empty square.

    Discs next to empty squares ("frontier" discs) give the opponent moves and
    are easy to flip back.  On a tie, the move that flips the fewest discs,
    then the smallest row, then column.

    >>> cautious_player(initialize_board(8), BLACK)
    (2, 3)
    """

    def calm(move: Move) -> tuple[int, int, tuple[int, int]]:
        exposed = frontier_discs(_after(board, move, colour), colour)
        return -exposed, -len(flipped_discs(board, *move, colour)), _neg(move)

    return max(_legal_moves(board, colour), key=calm)


def whimsical_player(seed: int | None = None, *, choices: int = 3) -> PlayerFunction:
    """Return a player that picks at random, with its own seeded generator, among the good moves.

    The good moves are the ``choices`` best by the weight table (as
    ``weights_player`` ranks them), so it rarely blunders but is hard to
    predict.  The same seed gives the same choices, so the same game.

    >>> player = whimsical_player(seed=3)
    >>> player(initialize_board(8), BLACK)
    (2, 3)
    """
    if isinstance(choices, bool) or not isinstance(choices, int) or choices < 1:
        raise ValueError(f"choices must be a whole number of at least 1, not {choices!r}")
    rng = random.Random(seed)

    def play_whimsical(board: Board, colour: Colour) -> Move:
        moves = sorted(
            _legal_moves(board, colour),
            key=lambda move: -weighted_discs(_after(board, move, colour), colour),
        )
        return rng.choice(moves[:choices])

    play_whimsical.__name__ = f"whimsical_player(seed={seed!r})"
    return play_whimsical


# --- players that look ahead (see othello_lesson.search) -----------------------------

PERFECT_ENDGAME = 14  # the strongest player always solves the game exactly from this many empty squares
PERFECT_NODES = 300_000  # ... and tries to before, within this many positions (about a second in Python)
PERFECT_TRIES_FROM = 20  # ... from this many empty squares: with more, no such budget is enough on 8x8


def _evaluation_name(evaluate: Evaluation) -> str:
    return getattr(evaluate, "__name__", repr(evaluate))


def minimax_player(depth: int, evaluate: Evaluation) -> PlayerFunction:
    """Return a player that looks ``depth`` moves ahead with plain minimax and ``evaluate``.

    It tries every line of play, scores the positions at the end with
    ``evaluate`` and plays the move with the best value, assuming the
    opponent answers as well as it can.  On a tie, the smallest row, then
    column.  Slow beyond depth 3 on 8x8: ``alphabeta_player`` plays the same
    moves faster.

    >>> from othello_lesson.evaluation import disc_difference
    >>> minimax_player(2, disc_difference)(initialize_board(6), BLACK)
    (1, 2)
    """
    check_depth(depth, least=1)
    check_evaluation(evaluate)

    def play_minimax(board: Board, colour: Colour) -> Move:
        other = opponent(colour)

        def value(move: Move) -> tuple[float, tuple[int, int]]:
            return -minimax(_after(board, move, colour), other, depth - 1, evaluate), _neg(move)

        return max(_legal_moves(board, colour), key=value)

    play_minimax.__name__ = f"minimax_player(depth={depth}, evaluate={_evaluation_name(evaluate)})"
    return play_minimax


def alphabeta_player(depth: int, evaluate: Evaluation) -> PlayerFunction:
    """Return a player that looks ``depth`` moves ahead with alpha-beta and ``evaluate``.

    It finds the move minimax would value best, trying the most promising
    moves first and skipping lines that cannot change the choice.  On a tie,
    the move tried first.  It runs ``search.best_move``; with the evaluations
    of ``othello_lesson.evaluation`` it runs its twin on bitboards
    (``fast_search.best_move``: the same moves, faster).

    >>> alphabeta_player(4, weighted_discs)(initialize_board(8), BLACK)
    (2, 3)
    """
    check_depth(depth, least=1)
    check_evaluation(evaluate)

    def play_alphabeta(board: Board, colour: Colour) -> Move:
        return best_move(board, colour, depth, evaluate)

    play_alphabeta.__name__ = f"alphabeta_player(depth={depth}, evaluate={_evaluation_name(evaluate)})"
    return play_alphabeta


def perfect_player(
    *,
    endgame: int = PERFECT_ENDGAME,
    nodes: int = PERFECT_NODES,
    depth: int = 4,
    evaluate: Evaluation = weighted_discs,
) -> PlayerFunction:
    """Return a player that plays perfectly near the end of the game, as soon as its solver can.

    With at most ``endgame`` squares empty it always solves the game to the
    end (``othello_lesson.endgame.solve_endgame``: the exact score of
    ``search.solve``, found with the ideas of endgame programs) and plays a
    move that gets the best final score.  With more, up to
    ``PERFECT_TRIES_FROM``, it tries the solver within a budget of ``nodes``
    positions (``endgame.solve_within``: about a second of a move's time in
    Python, the same on every machine) and plays the solved move if the
    solver finished; otherwise, and earlier in the game, it plays as
    ``alphabeta_player(depth, evaluate)``.  On 4x4 (12 empty squares at the
    start) it is perfect from the first move.

    >>> perfect_player()(initialize_board(4), BLACK)
    (0, 1)
    """
    check_depth(depth, least=1)
    check_evaluation(evaluate)
    if isinstance(endgame, bool) or not isinstance(endgame, int) or endgame < 0:
        raise ValueError(f"endgame must be a whole number of empty squares, not {endgame!r}")
    if isinstance(nodes, bool) or not isinstance(nodes, int) or nodes < 0:
        raise ValueError(f"nodes must be a whole number of positions, not {nodes!r}")

    def play_perfect(board: Board, colour: Colour) -> Move:
        _legal_moves(board, colour)  # a clear error for a malformed board, or no move to choose
        empties = empty_squares(board)
        if empties <= endgame:
            move = solve_endgame(board, colour).move
        elif empties <= PERFECT_TRIES_FROM and nodes:
            solution = solve_within(board, colour, nodes)
            move = None if solution is None else solution.move
        else:
            move = None
        if move is not None:
            return move
        return best_move(board, colour, depth, evaluate)

    play_perfect.__name__ = f"perfect_player(endgame={endgame}, nodes={nodes}, depth={depth})"
    return play_perfect


# --- every player the course offers, by name --------------------------------------

# Each computer player's label, as the board's menus and the console name it.
PLAYER_LABELS = Hints(
    "players",
    {
        "random": "Random",
        "greedy": "Greedy",
        "first_move": "First move",
        "weights": "Weights",
        "aggressive": "Aggressive",
        "cautious": "Cautious",
        "whimsical": "Whimsical",
        "minimax": "Minimax (depth 2)",
        "alphabeta": "Alpha-beta (depth 4)",
        "perfect": "Perfect endgame",
    },
)
# The players' other words.
PLAYER_WORDS = Hints(
    "player_words",
    {
        "human": "Human",
    },
)


def computer_players(*, seed: int | None = None) -> dict[str, PlayerFunction]:
    """Every computer player the board's menus and the console game offer, by short name.

    Players that choose at random get their own generator seeded with ``seed``.
    The list is written out here, one line a player: to offer a new player,
    add a line (and a label in ``PLAYER_LABELS``).

    >>> list(computer_players())
    ['random', 'greedy', 'first_move', 'weights', 'aggressive', 'cautious', 'whimsical', 'minimax', \
'alphabeta', 'perfect']
    """
    return {
        "random": random_player(seed),
        "greedy": greedy_player,
        "first_move": first_move_player,
        "weights": weights_player,
        "aggressive": aggressive_player,
        "cautious": cautious_player,
        "whimsical": whimsical_player(seed),
        "minimax": minimax_player(2, weighted_discs),
        "alphabeta": alphabeta_player(4, weighted_discs),
        "perfect": perfect_player(),
    }


HUMAN: Literal["human"] = "human"
PlayerSpec = PlayerFunction | str


def player_choices() -> dict[str, str]:
    """Return the names a game accepts for a player, with a label for each.

    >>> player_choices()["human"], player_choices()["greedy"]
    ('Human', 'Greedy')
    """
    return {HUMAN: PLAYER_WORDS["human"]} | {
        name: PLAYER_LABELS.get(name, name) for name in computer_players()
    }


def make_player(spec: PlayerSpec, *, seed: int | None = None) -> PlayerFunction | Literal["human"]:
    """Turn ``"human"``, a computer player's name or a player function into a player.

    >>> make_player("Greedy") is greedy_player
    True
    >>> make_player("nobody")
    Traceback (most recent call last):
    ...
    ValueError: unknown player 'nobody': choose "human", "random", "greedy", ... or give a player function
    """
    if callable(spec):
        return spec
    if isinstance(spec, str):
        name = spec.strip().lower().replace(" ", "_")
        if name == HUMAN:
            return HUMAN
        computers = computer_players(seed=seed)
        if name in computers:
            return computers[name]
    names = ", ".join(f'"{name}"' for name in player_choices())
    raise ValueError(f"unknown player {spec!r}: choose {names} or give a player function")


@dataclass
class GameRecord:
    """What happened in a game played by ``play_game``."""

    board: Board
    moves: list[tuple[Colour, Move]] = field(default_factory=list)


def play_game(
    black: PlayerFunction, white: PlayerFunction, *, size: int = 8, log: str | os.PathLike[str] | None = None
) -> GameRecord:
    """Let two players play a whole game and return the final board and the moves.

    Each player is handed a copy of the board, so it cannot cheat by changing
    it; a reply that is not a legal move raises ``IllegalMoveError`` naming
    the player, and a player that is not a function raises ``TypeError``
    naming the argument.  Passes happen automatically.  With ``log``, the
    finished game is appended as one row to that games log (see ``gamelog``).
    (``referee.play_out`` plays it; ``tournament.referee`` records a forfeit instead.)

    >>> record = play_game(greedy_player, first_move_player, size=4)
    >>> from othello_lesson.rules import count_discs
    >>> count_discs(record.board)
    (6, 10)
    """
    black, white = check_player_function(black, "black"), check_player_function(white, "white")
    started, clock = datetime.now(timezone.utc), time.monotonic()
    played = play_out(black, white, initialize_board(size))
    record = GameRecord(played.board, played.moves)
    if log is not None:
        moves = format_record(with_passes(record.moves))
        names = {"black": player_name(black), "white": player_name(white)}
        duration = time.monotonic() - clock
        log_game(log, finished_game(record.board, start=started, duration_s=duration, moves=moves, **names))
    return record


def check_player_function(player: object, argument: str) -> PlayerFunction:
    """Return ``player`` if it can be called as a player, else a ``TypeError`` naming ``argument``.

    >>> check_player_function(greedy_player, "black") is greedy_player
    True
    >>> check_player_function("greedy", "white")
    Traceback (most recent call last):
    ...
    TypeError: white must be a player function, player(board, colour) -> (row, col), not the str 'greedy': \
for the computer player of that name give computer_players()['greedy']
    """
    return check_function(player, argument, known=PLAYER_LABELS)


__all__ = [
    "HUMAN",
    "PLAYER_LABELS",
    "GameRecord",
    "PlayerSpec",
    "aggressive_player",
    "alphabeta_player",
    "cautious_player",
    "check_player_function",
    "computer_players",
    "first_move_player",
    "frontier_discs",
    "greedy_player",
    "make_player",
    "minimax_player",
    "perfect_player",
    "play_game",
    "player_choices",
    "random_player",
    "weights_player",
    "whimsical_player",
]
