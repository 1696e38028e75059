"""The whole game of Othello in the console: two people at one keyboard, or a person against the computer.

The board is drawn with its square names (``format_board(..., square_names=True)``);
the player to move sees the legal moves and types a square name (``d3``) or a
row and a column (``2 3``, counted from 0 as in ``board[row][col]``).  Every
move is said in the same words as on the board (``Game.narration``): "Black
played d3, flipping 1 disc."  A player with no legal move passes
automatically, and the game ends when neither player can move.  ``q`` stops
the game at any time.  Either colour can be played by a computer player
(``othello --white greedy``).  With ``--forfeit`` an illegal move loses the
game at once (an answer that is not a move at all is still asked again).
The game is a ``Game``: the console only shows it and reads the answers, so
a variant plays here too (``othello(rules=..., start=...)``).

``input`` and ``output`` can be replaced, so a test (or a doctest) can play a
scripted game:

>>> answers = iter(["d3", "q"])
>>> lines = []
>>> othello(4, input=lambda prompt: next(answers), output=lines.append)
>>> for line in (lines[2], lines[4], lines[-1]):
...     print(line)
Black played d3, flipping 1 disc.
White ○ to play. Legal moves: d2, b4, d4
Game stopped. See you next time!
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable, Sequence
from datetime import datetime, timezone

from .game import Game, StudentFunctionError, colour_and_player, colour_name
from .gamelog import finished_game, log_game
from .players import HUMAN, PlayerSpec, computer_players
from .rules import (
    BLACK,
    WHITE,
    Board,
    Colour,
    Move,
    check_size,
    describe_illegal_move,
    initialize_board,  # noqa: F401  (used by the doctests)
    opponent,
    square_from_name,
    square_name,
)
from .student_rules import Rules
from .text import format_board
from .words import Hints

InputFunction = Callable[[str], str]
OutputFunction = Callable[[str], object]

QUIT_ANSWERS = frozenset({"q", "quit"})
# The console game's words: its questions, its answers to what is typed, its help.
CONSOLE_WORDS = Hints(
    "console",
    {
        "how_to_answer": "Type a square name like 'd3', a row and a column like '2 3', or q to quit.",
        "player": "{colour} {disc}",
        "typed_nothing": "you typed nothing",
        "not_a_move": "{typed} is neither two whole numbers nor a square name",
        "one_number": "{typed} is only one number; a move needs a row and a column",
        "many_numbers": "{typed} is {count} numbers; a move needs just a row and a column",
        "far_off": "{typed} is far off the board, whose rows and columns go from 0 to {last}",
        "not_on_board": "{typed} is not on this board, which goes from a1 to {last}",
        "your_move": "{player}, your move: ",
        "sorry": "Sorry, {error}. {how}",
        "not_legal": "{where} is not a legal move: {reason}",
        "not_legal_said": "{where} is not a legal move: {reason}.",
        "unknown_player": "unknown player {spec} for {colour}: choose one of {names}",
        "input_ended": "The input has ended, so the game is stopped.",
        "interrupted": "Interrupted, so the game is stopped.",
        "forfeit": "{reason}. {loser} loses the game by forfeit: {winner} wins.",
        "stopped": "Game stopped. See you next time!",
        "to_play": "{player} to play. Legal moves: {moves}",
        "description": "Play Othello in the console, against another person or the computer.",
        "players": "Players: {names}.",
        "size_help": "board size: an even number from 4 to 26",
        "black_help": "who plays black (default: human)",
        "white_help": "who plays white (default: human)",
        "forfeit_help": "an illegal move loses the game at once",
        "seed_help": "seed for the players that choose at random",
        "log_help": "append each finished game to this CSV log",
    },
)


def describe_player(colour: Colour) -> str:
    """Return the player's name with their disc.

    >>> describe_player(BLACK)
    'Black ●'
    """
    return CONSOLE_WORDS.say("player", colour=colour_name(colour), disc=colour)


def describe_moves(moves: list[Move]) -> str:
    """Return the moves by their square names.

    >>> describe_moves([(2, 3), (3, 2)])
    'd3, c4'
    """
    return ", ".join(square_name(row, col) for row, col in moves)


def parse_answer(answer: str, size: int) -> Move:
    """Turn what the player typed into (row, col), or raise ``ValueError`` saying what is wrong.

    Only the form is checked here (two whole numbers, or a square name on the
    board); whether the move is legal is the rules' business.

    >>> parse_answer(" 2 3 ", 8), parse_answer("D3", 8)
    ((2, 3), (2, 3))
    >>> parse_answer("2", 8)
    Traceback (most recent call last):
    ...
    ValueError: '2' is only one number; a move needs a row and a column
    """
    words = answer.split()
    if not words:
        raise ValueError(CONSOLE_WORDS.say("typed_nothing"))
    typed = _shorten(answer.strip())
    if len(words) == 1 and words[0][:1].isalpha():
        return _parse_square_name(words[0], size)
    if not all(_is_whole_number(word) for word in words):
        raise ValueError(CONSOLE_WORDS.say("not_a_move", typed=typed))
    if len(words) == 1:
        raise ValueError(CONSOLE_WORDS.say("one_number", typed=typed))
    if len(words) > 2:
        raise ValueError(CONSOLE_WORDS.say("many_numbers", typed=typed, count=len(words)))
    row, col = (_whole_number(word, size) for word in words)
    return row, col


def _is_whole_number(word: str) -> bool:
    """Is ``word`` a whole number written with the digits 0-9 (and maybe a sign)?

    ``int`` also reads other digits, such as the full-width ``１``; a move is typed with 0-9.

    >>> _is_whole_number("12"), _is_whole_number("-1"), _is_whole_number("１")
    (True, True, False)
    """
    digits = word[1:] if word[:1] in "+-" else word
    return digits.isascii() and digits.isdigit()


def _whole_number(word: str, size: int) -> int:
    """The number ``word`` says; one of more than four digits is refused as far off the board."""
    if len(word.lstrip("+-")) > 4:
        raise ValueError(CONSOLE_WORDS.say("far_off", typed=_shorten(word), last=size - 1))
    return int(word)


def _shorten(text: str, limit: int = 40) -> str:
    """``repr(text)``, cut short: an answer is echoed back, and a huge one must not flood the screen.

    >>> print(_shorten("x" * 100))
    'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…
    """
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _parse_square_name(name: str, size: int) -> Move:
    try:
        return square_from_name(name, size)
    except ValueError:
        if not (name[0].isascii() and name[1:].isascii() and name[1:].isdigit()):
            raise ValueError(CONSOLE_WORDS.say("not_a_move", typed=_shorten(name))) from None
        last = square_name(size - 1, size - 1)
        raise ValueError(CONSOLE_WORDS.say("not_on_board", typed=_shorten(name), last=last)) from None


class ForfeitError(Exception):
    """An illegal move under the forfeit rule: ``ForfeitError(reason, loser)``, the loser loses at once."""


def ask_human(
    board: Board,
    colour: Colour,
    input: InputFunction,
    output: OutputFunction,
    *,
    forfeit: bool = False,
    why_illegal: Callable[[int, int], str] | None = None,
) -> Move | None:
    """Ask the person playing ``colour`` for a move until the answer is a legal move; ``None`` if they quit.

    Every bad answer is explained, and the question is asked again; with
    ``forfeit``, an illegal move raises ``ForfeitError`` saying why instead.
    ``why_illegal(row, col)`` says why a move is not legal ('' if it is): by
    default Othello's ``describe_illegal_move``, a game's own rules with
    ``Game.describe_illegal_move``.

    >>> answers = iter(["0 0", "c4"])
    >>> ask_human(initialize_board(4), BLACK, lambda prompt: next(answers), print)
    a1 is not a legal move: it does not sandwich any white disc.
    (3, 2)
    """
    size = len(board)
    while True:
        answer = input(CONSOLE_WORDS.say("your_move", player=describe_player(colour)))
        if answer.strip().lower() in QUIT_ANSWERS:
            return None
        try:
            row, col = parse_answer(answer, size)
        except ValueError as error:
            output(CONSOLE_WORDS.say("sorry", error=error, how=CONSOLE_WORDS["how_to_answer"]))
            continue
        if why_illegal is None:
            reason = describe_illegal_move(board, row, col, colour)
        else:
            reason = why_illegal(row, col)
        if not reason:
            return row, col
        where = square_name(row, col) if 0 <= row < size and 0 <= col < size else f"{row} {col}"
        if forfeit:
            raise ForfeitError(CONSOLE_WORDS.say("not_legal", where=where, reason=reason), colour)
        output(CONSOLE_WORDS.say("not_legal_said", where=where, reason=reason))


def _check_contestant(spec: object, colour: Colour, offered: Sequence[str]) -> PlayerSpec:
    """``spec`` if it is ``"human"``, a computer player's name or a function, else a ``ValueError``."""
    if callable(spec):
        return spec
    if isinstance(spec, str) and (spec == HUMAN or spec in offered):
        return spec
    names = ", ".join([HUMAN, *offered])
    raise ValueError(
        CONSOLE_WORDS.say("unknown_player", spec=repr(spec), colour=colour_name(colour), names=names)
    )


def othello(
    size: int = 8,
    *,
    black: PlayerSpec = HUMAN,
    white: PlayerSpec = HUMAN,
    forfeit: bool = False,
    seed: int | None = None,
    log: str | os.PathLike[str] | None = None,
    rules: Rules | None = None,
    start: Callable[[int], Board] | None = None,
    input: InputFunction = input,
    output: OutputFunction = print,
) -> None:
    """Play a whole game of Othello on a ``size`` x ``size`` board in the console.

    Black moves first.  The game ends when neither player can move (two
    passes in a row, or a full board) and the result is shown.  ``q``, the
    end of the input (Ctrl-D) or Ctrl-C stop the game early, with a message.
    ``black`` and ``white`` are ``"human"`` or a computer player's name
    (``"greedy"``, ``"alphabeta"``, ...); ``forfeit`` makes an illegal move
    lose the game at once; ``seed`` makes random players repeatable; with
    ``log``, a finished game is appended to that games log (``gamelog``).
    ``rules`` and ``start`` play a variant, as ``Game(rules=..., start=...)``
    does (a computer player then has to be one that plays by those rules).

    >>> othello(5)
    Traceback (most recent call last):
    ...
    ValueError: board size must be an even number from 4 to 26, not 5
    """
    check_size(size)
    offered = list(computer_players())
    specs = {
        colour: _check_contestant(spec, colour, offered) for colour, spec in ((BLACK, black), (WHITE, white))
    }
    game = Game(size, black=specs[BLACK], white=specs[WHITE], rules=rules, start=start, seed=seed)
    started, clock = datetime.now(timezone.utc), time.monotonic()

    def write_log(reason: str, result: str | None = None) -> None:
        if log is not None:
            names = {
                colour: HUMAN if spec == HUMAN else game.player_label(colour)
                for colour, spec in specs.items()
            }
            row = finished_game(
                game.board,
                start=started,
                duration_s=time.monotonic() - clock,
                black=names[BLACK],
                white=names[WHITE],
                moves=game.record,
                reason=reason,
                result=result,
            )
            log_game(log, row)

    try:
        finished = _play_until_the_end(game, input, output, forfeit)
    except EOFError:
        output("\n" + CONSOLE_WORDS.say("input_ended"))
        return
    except KeyboardInterrupt:
        output("\n" + CONSOLE_WORDS.say("interrupted"))
        return
    except ForfeitError as error:
        reason, loser = error.args
        winner = describe_player(opponent(loser))
        output(CONSOLE_WORDS.say("forfeit", reason=reason, loser=describe_player(loser), winner=winner))
        write_log(f"forfeit: {reason}", opponent(loser))
        return
    if finished:
        write_log("neither player can move")
        output(game.result_text)
    else:
        output(CONSOLE_WORDS.say("stopped"))


def _play_until_the_end(game: Game, input: InputFunction, output: OutputFunction, forfeit: bool) -> bool:
    """Play turns until neither player can move (``True``) or a person quits (``False``).

    The board is shown once a turn: before a person's move (or before every
    move when two computers play), and at the end.  A forfeit raises
    ``ForfeitError(reason, loser)``.
    """
    watching = HUMAN not in (game.player(BLACK), game.player(WHITE))
    while not game.is_over:
        colour = game.colour_to_move
        human = game.player(colour) == HUMAN
        if human or watching:
            output(format_board(game.board, square_names=True))
        if human:
            moves = describe_moves(game.legal_moves())
            output(CONSOLE_WORDS.say("to_play", player=describe_player(colour), moves=moves))
            move = ask_human(
                game.board, colour, input, output, forfeit=forfeit, why_illegal=game.describe_illegal_move
            )
            if move is None:
                return False
            game.play(*move)
        else:
            try:
                game.computer_move()
            except StudentFunctionError as error:  # the computer's bug loses its game, never the console
                who = colour_and_player(colour, game.player_label(colour))
                raise ForfeitError(f"{who} {error.problem}", colour) from error
        for line in game.narration():
            if line != game.result_text:  # said after the last board
                output(line)
    output(format_board(game.board, square_names=True))
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """Run the console game: the ``othello`` command.

    ``--size`` sets the board size, ``--black NAME`` / ``--white NAME`` let a
    computer player play that colour, ``--forfeit`` makes an illegal move lose
    at once, ``--seed`` makes random players repeatable.

    >>> main(["--size", "3"])
    Traceback (most recent call last):
    ...
    SystemExit: 2
    """
    names = [HUMAN, *computer_players()]
    parser = argparse.ArgumentParser(
        prog="othello",
        description=CONSOLE_WORDS.say("description"),
        epilog=CONSOLE_WORDS.say("players", names=", ".join(names)),
    )
    parser.add_argument("--size", type=int, default=8, help=CONSOLE_WORDS.say("size_help"))
    for colour in ("black", "white"):
        parser.add_argument(
            f"--{colour}",
            default=HUMAN,
            choices=names,
            metavar="NAME",
            help=CONSOLE_WORDS.say(f"{colour}_help"),
        )
    parser.add_argument("--forfeit", action="store_true", help=CONSOLE_WORDS.say("forfeit_help"))
    parser.add_argument("--seed", type=int, default=None, help=CONSOLE_WORDS.say("seed_help"))
    parser.add_argument("--log", default=None, metavar="FILE", help=CONSOLE_WORDS.say("log_help"))
    args = parser.parse_args(argv)
    try:
        check_size(args.size)
    except ValueError as error:
        parser.error(str(error))
    othello(args.size, black=args.black, white=args.white, forfeit=args.forfeit, seed=args.seed, log=args.log)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = [
    "CONSOLE_WORDS",
    "QUIT_ANSWERS",
    "ForfeitError",
    "InputFunction",
    "OutputFunction",
    "ask_human",
    "describe_moves",
    "describe_player",
    "main",
    "othello",
    "parse_answer",
]
