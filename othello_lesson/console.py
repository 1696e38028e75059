"""The whole game of Othello in the console: two people at one keyboard, or a person against the computer.

The board is drawn with ``format_board``; the player to move sees the legal
moves and types a row and a column (``2 3``) or a square name (``d3``).
A player with no legal move passes automatically, and the game ends when
neither player can move.  ``q`` stops the game at any time.  Either colour
can be played by a computer player (``othello --white greedy``): its move and
the discs it flipped are shown.  With ``--forfeit`` an illegal move loses the
game at once (an answer that is not a move at all is still asked again).

``input`` and ``output`` can be replaced, so a test (or a doctest) can play a
scripted game:

>>> answers = iter(["2 3", "q"])
>>> lines = []
>>> othello(4, input=lambda prompt: next(answers), output=lines.append)
>>> lines[-1]
'Game stopped. See you next time!'
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable, Sequence
from datetime import datetime, timezone

from .gamelog import finished_game, log_game
from .players import PLAYER_LABELS, PlayerFunction, computer_players
from .records import record_from_moves
from .rules import (
    BLACK,
    EMPTY,
    PLAYER_NAMES,
    WHITE,
    Board,
    Move,
    Player,
    check_size,
    copy_board,
    describe_illegal_move,
    flipped_discs,
    has_valid_move,
    initialize_board,
    opponent,
    place_move,
    square_from_name,
    square_name,
    valid_moves_list,
)
from .text import format_board, format_winner

InputFunction = Callable[[str], str]
OutputFunction = Callable[[str], object]

HUMAN = "human"
QUIT_ANSWERS = frozenset({"q", "quit"})
HOW_TO_ANSWER = "Type a row and a column like '2 3', a square name like 'd3', or q to quit."


def describe_player(player: Player) -> str:
    """Return the player's name with their disc.

    >>> describe_player(BLACK)
    'Black ●'
    """
    return f"{PLAYER_NAMES[player]} {player}"


def describe_moves(moves: list[Move]) -> str:
    """Return the moves written both ways: ``row col`` and the square name.

    >>> describe_moves([(2, 3), (3, 2)])
    '2 3 (d3), 3 2 (c4)'
    """
    return ", ".join(f"{row} {col} ({square_name(row, col)})" for row, col in moves)


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
        raise ValueError("you typed nothing")
    typed = _shorten(answer.strip())
    if len(words) == 1 and words[0][:1].isalpha():
        return _parse_square_name(words[0], size)
    if not all(_is_whole_number(word) for word in words):
        raise ValueError(f"{typed} is neither two whole numbers nor a square name")
    if len(words) == 1:
        raise ValueError(f"{typed} is only one number; a move needs a row and a column")
    if len(words) > 2:
        raise ValueError(f"{typed} is {len(words)} numbers; a move needs just a row and a column")
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
        raise ValueError(
            f"{_shorten(word)} is far off the board, whose rows and columns go from 0 to {size - 1}"
        )
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
            raise ValueError(f"{_shorten(name)} is neither two whole numbers nor a square name") from None
        last = square_name(size - 1, size - 1)
        raise ValueError(f"{_shorten(name)} is not on this board, which goes from a1 to {last}") from None


class ForfeitError(Exception):
    """An illegal move under the forfeit rule: the player who made it loses the game at once."""


def ask_move(
    board: Board, player: Player, input: InputFunction, output: OutputFunction, *, forfeit: bool = False
) -> Move | None:
    """Ask ``player`` for a move until the answer is a legal move; ``None`` means they quit.

    Every bad answer is explained, and the question is asked again; with
    ``forfeit``, an illegal move raises ``ForfeitError`` saying why instead.

    >>> answers = iter(["0 0", "c4"])
    >>> ask_move(initialize_board(4), BLACK, lambda prompt: next(answers), print)
    0 0 (a1) is not a legal move: it does not sandwich any white disc.
    (3, 2)
    """
    size = len(board)
    while True:
        answer = input(f"{describe_player(player)}, your move (row col): ")
        if answer.strip().lower() in QUIT_ANSWERS:
            return None
        try:
            row, col = parse_answer(answer, size)
        except ValueError as error:
            output(f"Sorry, {error}. {HOW_TO_ANSWER}")
            continue
        reason = describe_illegal_move(board, row, col, player)
        if not reason:
            return row, col
        where = f"{row} {col}"
        if 0 <= row < size and 0 <= col < size:
            where += f" ({square_name(row, col)})"
        if forfeit:
            raise ForfeitError(f"{where} is not a legal move: {reason}")
        output(f"{where} is not a legal move: {reason}.")


def play_turn(
    board: Board, player: Player, input: InputFunction, output: OutputFunction, *, forfeit: bool = False
) -> bool:
    """Let ``player`` (who has a legal move) play one move and show the board; ``False`` if they quit.

    >>> board = initialize_board(4)
    >>> play_turn(board, BLACK, lambda prompt: "d3", lambda line: None)
    True
    >>> board[2][3] == BLACK
    True
    """
    moves = valid_moves_list(board, player)
    output(f"{describe_player(player)} to play. Legal moves: {describe_moves(moves)}")
    move = ask_move(board, player, input, output, forfeit=forfeit)
    if move is None:
        return False
    place_move(board, *move, player)
    output(format_board(board))
    return True


def computer_turn(
    board: Board, player: Player, computer: PlayerFunction, name: str, output: OutputFunction
) -> None:
    """Let the computer play ``player``'s move, then say where it played and what it flipped.

    A computer that raises or answers an illegal move loses the game (``ForfeitError``).

    >>> from othello_lesson.players import greedy_player
    >>> board = initialize_board(4)
    >>> lines = []
    >>> computer_turn(board, BLACK, greedy_player, "Greedy", lines.append)
    >>> lines[0]
    'Black ● (Greedy) plays 0 1 (b1) and flips b2.'
    """
    who = f"{describe_player(player)} ({name})"
    try:
        move = computer(copy_board(board), player)
    except Exception as error:  # the computer's bug loses its game, never the console
        raise ForfeitError(f"{who} failed with {type(error).__name__}: {error}") from error
    if move not in valid_moves_list(board, player):
        raise ForfeitError(f"{who} answered {move!r}, which is not a legal move")
    flips = flipped_discs(board, *move, player)
    place_move(board, *move, player)
    flipped = ", ".join(square_name(r, c) for r, c in flips)
    output(f"{who} plays {move[0]} {move[1]} ({square_name(*move)}) and flips {flipped}.")
    output(format_board(board))


Contestant = PlayerFunction | str


def _contestants(
    black: Contestant, white: Contestant, seed: int | None
) -> dict[Player, tuple[PlayerFunction | None, str]]:
    """Who plays each colour: ``(None, "you")`` for a person, else the function and a label."""
    offered = computer_players(seed=seed)
    found: dict[Player, tuple[PlayerFunction | None, str]] = {}
    for colour, spec in ((BLACK, black), (WHITE, white)):
        if callable(spec):
            found[colour] = (spec, getattr(spec, "__name__", "computer"))
        elif spec == HUMAN:
            found[colour] = (None, "you")
        elif spec in offered:
            found[colour] = (offered[spec], PLAYER_LABELS.get(spec, spec))
        else:
            names = ", ".join([HUMAN, *offered])
            raise ValueError(f"unknown player {spec!r} for {PLAYER_NAMES[colour]}: choose one of {names}")
    return found


def othello(
    size: int = 8,
    *,
    black: Contestant = HUMAN,
    white: Contestant = HUMAN,
    forfeit: bool = False,
    seed: int | None = None,
    log: str | os.PathLike | None = None,
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

    >>> othello(5)
    Traceback (most recent call last):
    ...
    ValueError: board size must be an even number from 4 to 26, not 5
    """
    check_size(size)
    players = _contestants(black, white, seed)
    board = initialize_board(size)
    output(format_board(board))
    played: list[Move] = []
    started, clock = datetime.now(timezone.utc), time.monotonic()

    def write_log(reason: str, result: str | None = None) -> None:
        if log is not None:
            names = {
                colour: "human" if computer is None else name for colour, (computer, name) in players.items()
            }
            row = finished_game(
                board,
                start=started,
                duration_s=time.monotonic() - clock,
                black=names[BLACK],
                white=names[WHITE],
                moves=record_from_moves(played, size=size),
                reason=reason,
                result=result,
            )
            log_game(log, row)

    try:
        finished = _play_until_the_end(board, input, output, players, forfeit, played)
    except EOFError:
        output("\nThe input has ended, so the game is stopped.")
        return
    except KeyboardInterrupt:
        output("\nInterrupted, so the game is stopped.")
        return
    except ForfeitError as error:
        loser = error.args[1]
        output(
            f"{error.args[0]}. {describe_player(loser)} loses the game by forfeit: "
            f"{describe_player(opponent(loser))} wins."
        )
        write_log(f"forfeit: {error.args[0]}", opponent(loser))
        return
    if finished:
        write_log("neither player can move")
        output(format_winner(board))
    else:
        output("Game stopped. See you next time!")


def _play_until_the_end(
    board: Board,
    input: InputFunction,
    output: OutputFunction,
    players: dict[Player, tuple[PlayerFunction | None, str]] | None = None,
    forfeit: bool = False,
    played: list[Move] | None = None,
) -> bool:
    """Play turns until neither player can move (``True``) or a player quits (``False``).

    A forfeit raises ``ForfeitError(reason, loser)``.
    """
    players = players or {BLACK: (None, "you"), WHITE: (None, "you")}
    player: Player = BLACK
    while True:
        if not has_valid_move(board, player):
            if not has_valid_move(board, opponent(player)):
                output("Neither player can move: the game is over.")
                return True
            output(f"{describe_player(player)} has no legal move and passes.")
            player = opponent(player)
            continue
        computer, name = players[player]
        empty_before = {(r, c) for r, row in enumerate(board) for c, cell in enumerate(row) if cell == EMPTY}
        try:
            if computer is not None:
                computer_turn(board, player, computer, name, output)
            elif not play_turn(board, player, input, output, forfeit=forfeit):
                return False
        except ForfeitError as error:
            raise ForfeitError(str(error), player) from error
        if played is not None:  # the one square that was empty and now holds a disc
            played.extend(sq for sq in empty_before if board[sq[0]][sq[1]] != EMPTY)
        player = opponent(player)


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
        description="Play Othello in the console, against another person or the computer.",
        epilog=f"Players: {', '.join(names)}.",
    )
    parser.add_argument("--size", type=int, default=8, help="board size: an even number from 4 to 26")
    for colour in ("black", "white"):
        parser.add_argument(
            f"--{colour}",
            default=HUMAN,
            choices=names,
            metavar="NAME",
            help=f"who plays {colour} (default: human)",
        )
    parser.add_argument("--forfeit", action="store_true", help="an illegal move loses the game at once")
    parser.add_argument("--seed", type=int, default=None, help="seed for the players that choose at random")
    parser.add_argument(
        "--log", default=None, metavar="FILE", help="append each finished game to this CSV log"
    )
    args = parser.parse_args(argv)
    try:
        check_size(args.size)
    except ValueError as error:
        parser.error(str(error))
    othello(args.size, black=args.black, white=args.white, forfeit=args.forfeit, seed=args.seed, log=args.log)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
