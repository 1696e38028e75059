"""The referee: the one place a player is asked for a move and its answer is checked.

A player is a function ``player(board, colour) -> (row, col)``.  ``ask_move``
hands it a copy of the board and accepts its answer only if it is a
``(row, col)`` pair of ints that is a legal move.  A bad answer (the player
raised, answered something that is not a pair, or an illegal move) is dealt
with by a policy: ``"raise"`` (the player's own error goes on, a bad answer
raises ``IllegalMoveError``) or ``"forfeit"`` (a ``Forfeit`` says why the
player loses).  ``play_out`` plays a whole game with it.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> ask_move(lambda board, colour: (0, 1), initialize_board(4), BLACK)
(0, 1)
>>> def stubborn(board, colour):
...     return (0, 0)
>>> print(ask_move(stubborn, initialize_board(4), BLACK, on_bad_answer="forfeit").reason)
Black player stubborn answered (0, 0), which is not a legal move: the legal moves are (0, 1), (1, 0), ...
"""

from __future__ import annotations

import types
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from . import rules as othello_rules
from .rules import (
    BLACK,
    Board,
    Colour,
    IllegalMoveError,
    Move,
    MoveRules,
    PlayerFunction,
    copy_board,
    is_move,
    opponent,
    short_repr,
)
from .words import Hints

BadAnswerPolicy = Literal["raise", "forfeit"]

# Why a player forfeits, in the words of the language spoken (the board and the matches say them).
REFEREE_WORDS = Hints(
    "referee",
    {
        "reason": "{colour} player {name} {problem}",
        "black": "Black",
        "white": "White",
        "raised": "raised {error}: {message}",
        "not_a_pair": "answered {answer}, which is not a (row, col) pair of ints",
        "not_legal": "answered {answer}, which is not a legal move: the legal moves are {moves}",
    },
)


def player_name(player: object) -> str:
    """How messages name a player: its function's name.

    >>> player_name(ask_move)
    'ask_move'
    """
    return getattr(player, "__name__", repr(player))


def check_player_function(player: object, argument: str, *, known: Iterable[str] = ()) -> PlayerFunction:
    """Return ``player`` if it can be called as a player, else a ``TypeError`` naming ``argument``.

    A string among ``known`` (the names of the computer players) gets a hint.

    >>> check_player_function(3, "white")
    Traceback (most recent call last):
    ...
    TypeError: white must be a player function, player(board, colour) -> (row, col), not the int
    """
    if callable(player):
        return player
    message = (
        f"{argument} must be a player function, player(board, colour) -> (row, col), "
        f"not the {type(player).__name__}"
    )
    if isinstance(player, str) and player in known:
        message += f" {player!r}: for the computer player of that name give computer_players()[{player!r}]"
    elif isinstance(player, str) and len(player) <= 40:
        message += f" {player!r}"
    raise TypeError(message)


class PlayerFault(Exception):
    """Raised by a stand-in for a player (a student's process, say) that has no move to give:
    the message says why in the player's place ("took more than 1 s ..."), and forfeits as it is."""


@dataclass(frozen=True)
class Forfeit:
    """Why a player loses the game at once: ``colour``'s player ``name`` gave a bad answer.

    ``answer`` is what it answered (``None`` if it raised ``error``);
    ``problem`` says what was wrong, ``reason`` the whole sentence.
    """

    colour: Colour
    name: str
    problem: str
    answer: object = None
    error: Exception | None = None

    @property
    def reason(self) -> str:
        colour = REFEREE_WORDS.say("black" if self.colour == BLACK else "white")
        return REFEREE_WORDS.say("reason", colour=colour, name=self.name, problem=self.problem)


def ask_move(
    player: PlayerFunction,
    board: Board,
    colour: Colour,
    *,
    legal_moves: Sequence[Move] | None = None,
    on_bad_answer: BadAnswerPolicy = "raise",
) -> Move | Forfeit:
    """Ask ``player`` for ``colour``'s move on a copy of ``board``; the move, once checked.

    ``legal_moves`` are the moves it may answer (default: Othello's).  A bad
    answer raises (``"raise"``) or comes back as a ``Forfeit`` (``"forfeit"``).

    >>> from othello_lesson.rules import initialize_board
    >>> ask_move(lambda board, colour: "d3", initialize_board(4), BLACK)
    Traceback (most recent call last):
    ...
    othello_lesson.rules.IllegalMoveError: Black player <lambda> answered 'd3', which is not a (row, col) ...
    """
    legal = othello_rules.valid_moves_list(board, colour) if legal_moves is None else legal_moves
    name = player_name(player)
    try:
        answer = player(copy_board(board), colour)
    except PlayerFault as fault:  # the stand-in has said what went wrong
        if on_bad_answer == "raise":
            raise
        return Forfeit(colour, name, str(fault), error=fault)
    except Exception as error:  # a player's bug is the policy's business
        if on_bad_answer == "raise":
            raise
        problem = REFEREE_WORDS.say("raised", error=type(error).__name__, message=error)
        return Forfeit(colour, name, problem, error=error)
    if not is_move(answer):
        problem = REFEREE_WORDS.say("not_a_pair", answer=short_repr(answer))
    elif answer not in legal:
        moves = ", ".join(map(str, legal))
        problem = REFEREE_WORDS.say("not_legal", answer=short_repr(answer), moves=moves)
    else:
        return answer
    forfeit = Forfeit(colour, name, problem, answer)
    if on_bad_answer == "raise":
        raise IllegalMoveError(forfeit.reason)
    return forfeit


@dataclass
class PlayedGame:
    """A game ``play_out`` played: the board (changed in place), the moves, and any forfeit."""

    board: Board
    moves: list[tuple[Colour, Move]] = field(default_factory=list)
    forfeit: Forfeit | None = None


def play_out(
    black: PlayerFunction,
    white: PlayerFunction,
    board: Board,
    *,
    to_move: Colour = BLACK,
    on_bad_answer: BadAnswerPolicy = "raise",
    rules: MoveRules | types.ModuleType = othello_rules,
) -> PlayedGame:
    """Play on ``board`` (changed in place) from ``to_move`` until neither side can move, or a forfeit.

    Passes happen by themselves.  ``rules`` has ``valid_moves_list`` and
    ``place_move`` (default: Othello's own).

    >>> from othello_lesson.rules import count_discs, initialize_board, valid_moves_list
    >>> def first(board, colour):
    ...     return valid_moves_list(board, colour)[0]
    >>> game = play_out(first, first, initialize_board(4))
    >>> len(game.moves), count_discs(game.board), game.forfeit
    (12, (6, 10), None)
    """
    players = {BLACK: black, opponent(BLACK): white}
    game = PlayedGame(board)
    colour, legal = to_move, rules.valid_moves_list(board, to_move)
    if not legal:  # the side to move passes
        colour = opponent(colour)
        legal = rules.valid_moves_list(board, colour)
    while legal:
        answer = ask_move(players[colour], board, colour, legal_moves=legal, on_bad_answer=on_bad_answer)
        if isinstance(answer, Forfeit):
            game.forfeit = answer
            return game
        after = rules.place_move(board, *answer, colour)
        if after is not board:  # a variant's rules may answer a new board: the game goes on on ``board``
            board[:] = copy_board(after)
        game.moves.append((colour, answer))
        colour = opponent(colour)
        legal = rules.valid_moves_list(board, colour)
        if not legal:  # the opponent passes
            colour = opponent(colour)
            legal = rules.valid_moves_list(board, colour)
    return game


__all__ = [
    "BadAnswerPolicy",
    "Forfeit",
    "PlayedGame",
    "PlayerFault",
    "ask_move",
    "check_player_function",
    "play_out",
    "player_name",
]
