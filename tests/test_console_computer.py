"""The console game against the computer, and the forfeit rule."""

from __future__ import annotations

import io
import re
import sys

import pytest

from othello_lesson.console import main, othello
from othello_lesson.game import move_sentence, result_sentence
from othello_lesson.players import first_move_player, greedy_player, play_game
from othello_lesson.rules import (
    BLACK,
    WHITE,
    copy_board,
    flipped_discs,
    initialize_board,
    place_move,
)


class Script:
    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.lines: list[str] = []

    def input(self, prompt: str) -> str:
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)

    def output(self, line: str) -> None:
        self.lines.append(line)


def computer_lines(record, colour, label):
    """What the console says for each of ``colour``'s moves in ``record``."""
    board, lines = initialize_board(len(record.board)), []
    for mover, move in record.moves:
        if mover == colour:
            lines.append(move_sentence(mover, move, len(flipped_discs(board, *move, mover)), label))
        place_move(board, *move, mover)
    return lines


@pytest.mark.parametrize("size", [4, 6])
def test_a_person_against_greedy_sees_every_computer_move_and_its_flips(size):
    record = play_game(first_move_player, greedy_player, size=size)
    script = Script(*[f"{r} {c}" for colour, (r, c) in record.moves if colour == BLACK])
    othello(size, white="greedy", input=script.input, output=script.output)
    said = [line for line in script.lines if "(Greedy) played" in line]
    assert said == computer_lines(record, WHITE, "Greedy")
    assert said[0].startswith("White (Greedy) played ")
    assert script.lines[-1] == result_sentence(record.board)
    assert not script.answers


def test_the_computer_can_play_black():
    record = play_game(greedy_player, first_move_player, size=4)
    script = Script(*[f"{r} {c}" for colour, (r, c) in record.moves if colour == WHITE])
    othello(4, black="greedy", input=script.input, output=script.output)
    assert [line for line in script.lines if "(Greedy) played" in line] == computer_lines(
        record, BLACK, "Greedy"
    )
    assert script.lines[-1] == result_sentence(record.board)


def test_two_computers_need_no_keyboard():
    script = Script()
    othello(6, black="weights", white="alphabeta", input=script.input, output=script.output)
    assert (
        script.lines[-1].startswith("Game over") or "wins" in script.lines[-1] or "draw" in script.lines[-1]
    )
    assert any(line.startswith("White, Alpha-beta (depth 4), played ") for line in script.lines)
    for line in script.lines:  # no name in nested parentheses
        assert not re.search(r"\([^()]*\(", line), line


def test_without_forfeit_an_illegal_move_is_asked_again():
    script = Script("0 0", "q")
    othello(4, white="greedy", input=script.input, output=script.output)
    assert "a1 is not a legal move: it does not sandwich any white disc." in script.lines
    assert script.lines[-1] == "Game stopped. See you next time!"


def test_with_forfeit_an_illegal_move_loses_at_once():
    script = Script("0 0", "2 3")
    othello(4, white="greedy", forfeit=True, input=script.input, output=script.output)
    assert script.lines[-1] == (
        "a1 is not a legal move: it does not sandwich any white disc. "
        "Black ● loses the game by forfeit: White ○ wins."
    )
    assert script.answers == ["2 3"]


def test_with_forfeit_an_answer_that_is_no_move_is_still_asked_again():
    script = Script("hello", "9 9", "q")
    othello(4, forfeit=True, input=script.input, output=script.output)
    assert any(line.startswith("Sorry, 'hello' is neither two whole numbers") for line in script.lines)
    assert script.lines[-1] == (
        "9 9 is not a legal move: it is off the board (rows and columns go from 0 to 3). "
        "Black ● loses the game by forfeit: White ○ wins."
    )


def test_a_computer_that_fails_loses_with_a_clear_message():
    def broken(board, colour):
        raise ZeroDivisionError("oops")

    def cheat(board, colour):
        return (0, 0)

    script = Script("2 3")
    othello(4, white=broken, input=script.input, output=script.output)
    assert script.lines[-1] == (
        "White (broken) raised ZeroDivisionError: oops. White ○ loses the game by forfeit: Black ● wins."
    )
    script = Script()
    othello(4, black=cheat, input=script.input, output=script.output)
    assert script.lines[-1] == (
        "Black (cheat) answered (0, 0), which is not a legal move: the legal moves are "
        "(0, 1), (1, 0), (2, 3), (3, 2). Black ● loses the game by forfeit: White ○ wins."
    )


def test_a_computer_gets_a_copy_of_the_board():
    def vandal(board, colour):
        move = greedy_player(copy_board(board), colour)
        board[0][0] = colour
        return move

    script = Script()
    othello(4, black=vandal, white="greedy", input=script.input, output=script.output)
    assert "wins" in script.lines[-1] or "draw" in script.lines[-1]


def test_unknown_players_are_refused_with_the_choices():
    with pytest.raises(
        ValueError, match="unknown player 'nobody' for White: choose one of human, random, greedy"
    ):
        othello(4, white="nobody")


def test_the_command_plays_against_the_computer(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("2 3\nq\n"))
    assert main(["--size", "4", "--white", "greedy"]) == 0
    out = capsys.readouterr().out
    assert "White (Greedy) played " in out
    assert "Game stopped. See you next time!" in out


def test_the_command_forfeit_option(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("0 0\n"))
    assert main(["--size", "4", "--black", "human", "--white", "random", "--seed", "1", "--forfeit"]) == 0
    assert "Black ● loses the game by forfeit: White ○ wins." in capsys.readouterr().out


def test_the_command_refuses_an_unknown_player(monkeypatch, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--white", "nobody"])
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert "argument --white: invalid choice: 'nobody'" in error
    assert "alphabeta" in error


def test_one_board_a_turn_against_the_computer():
    record = play_game(first_move_player, greedy_player, size=6)
    script = Script(*[f"{r} {c}" for colour, (r, c) in record.moves if colour == BLACK])
    othello(6, white="greedy", input=script.input, output=script.output)
    turns = sum(1 for colour, _ in record.moves if colour == BLACK)
    assert (
        sum("┌" in line for line in script.lines) == turns + 1
    )  # before each of the person's moves, and the end


def test_the_console_says_the_same_words_as_the_board():
    from othello_lesson.widget import play

    record = play_game(first_move_player, greedy_player, size=4)
    mine = [move for colour, move in record.moves if colour == BLACK]
    script = Script(*[f"{r} {c}" for r, c in mine])
    othello(4, white="greedy", input=script.input, output=script.output)
    board, said = play(4, white="greedy"), []
    for row, col in mine:
        board._last_click = None  # each click is a separate, unhurried click
        board.squares[(row, col)].click()
        said += board.message.split("\n")
    assert [line for line in script.lines if "┌" not in line and " to play. " not in line] == said
