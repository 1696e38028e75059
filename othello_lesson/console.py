"""The whole game of Othello in the console: two people take turns at one keyboard.

The board is drawn with ``format_board``; the player to move sees the legal
moves and types a row and a column (``2 3``) or a square name (``d3``).
A player with no legal move passes automatically, and the game ends when
neither player can move.  ``q`` stops the game at any time.

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
from collections.abc import Callable, Sequence

from .rules import (
    BLACK,
    PLAYER_NAMES,
    Board,
    Move,
    Player,
    check_size,
    describe_illegal_move,
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
    if len(words) == 1 and words[0][:1].isalpha():
        return _parse_square_name(words[0], size)
    try:
        numbers = [int(word) for word in words]
    except ValueError:
        raise ValueError(f"{answer.strip()!r} is neither two whole numbers nor a square name") from None
    if len(numbers) == 1:
        raise ValueError(f"{answer.strip()!r} is only one number; a move needs a row and a column")
    if len(numbers) > 2:
        raise ValueError(
            f"{answer.strip()!r} is {len(numbers)} numbers; a move needs just a row and a column"
        )
    return numbers[0], numbers[1]


def _parse_square_name(name: str, size: int) -> Move:
    try:
        return square_from_name(name, size)
    except ValueError:
        if not (name[0].isascii() and name[1:].isdigit()):
            raise ValueError(f"{name!r} is neither two whole numbers nor a square name") from None
        last = square_name(size - 1, size - 1)
        raise ValueError(f"{name!r} is not on this board, which goes from a1 to {last}") from None


def ask_move(board: Board, player: Player, input: InputFunction, output: OutputFunction) -> Move | None:
    """Ask ``player`` for a move until the answer is a legal move; ``None`` means they quit.

    Every bad answer is explained, and the question is asked again.

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
        output(f"{where} is not a legal move: {reason}.")


def play_turn(board: Board, player: Player, input: InputFunction, output: OutputFunction) -> bool:
    """Let ``player`` (who has a legal move) play one move and show the board; ``False`` if they quit.

    >>> board = initialize_board(4)
    >>> play_turn(board, BLACK, lambda prompt: "d3", lambda line: None)
    True
    >>> board[2][3] == BLACK
    True
    """
    moves = valid_moves_list(board, player)
    output(f"{describe_player(player)} to play. Legal moves: {describe_moves(moves)}")
    move = ask_move(board, player, input, output)
    if move is None:
        return False
    place_move(board, *move, player)
    output(format_board(board))
    return True


def othello(size: int = 8, *, input: InputFunction = input, output: OutputFunction = print) -> None:
    """Play a whole game of Othello on a ``size`` x ``size`` board in the console.

    Black moves first.  The game ends when neither player can move (two
    passes in a row, or a full board) and the result is shown.  ``q``, the
    end of the input (Ctrl-D) or Ctrl-C stop the game early, with a message.

    >>> othello(5)
    Traceback (most recent call last):
    ...
    ValueError: board size must be an even number from 4 to 26, not 5
    """
    check_size(size)
    board = initialize_board(size)
    output(format_board(board))
    try:
        finished = _play_until_the_end(board, input, output)
    except EOFError:
        output("\nThe input has ended, so the game is stopped.")
        return
    except KeyboardInterrupt:
        output("\nInterrupted, so the game is stopped.")
        return
    if finished:
        output(format_winner(board))
    else:
        output("Game stopped. See you next time!")


def _play_until_the_end(board: Board, input: InputFunction, output: OutputFunction) -> bool:
    """Play turns until neither player can move (``True``) or a player quits (``False``)."""
    player: Player = BLACK
    while True:
        if not has_valid_move(board, player):
            if not has_valid_move(board, opponent(player)):
                output("Neither player can move: the game is over.")
                return True
            output(f"{describe_player(player)} has no legal move and passes.")
            player = opponent(player)
            continue
        if not play_turn(board, player, input, output):
            return False
        player = opponent(player)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the console game: the ``othello`` command, with ``--size`` for the board size.

    >>> main(["--size", "3"])
    Traceback (most recent call last):
    ...
    SystemExit: 2
    """
    parser = argparse.ArgumentParser(prog="othello", description="Play Othello in the console.")
    parser.add_argument("--size", type=int, default=8, help="board size: an even number from 4 to 26")
    args = parser.parse_args(argv)
    try:
        check_size(args.size)
    except ValueError as error:
        parser.error(str(error))
    othello(args.size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
