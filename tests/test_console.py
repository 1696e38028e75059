"""Tests of the console game, played with scripted answers instead of a keyboard."""

from __future__ import annotations

import io
import itertools
import re
import sys

import pytest

from othello_lesson import console
from othello_lesson.console import main, othello
from othello_lesson.game import move_sentence, result_sentence
from othello_lesson.players import first_move_player, greedy_player, play_game, random_player
from othello_lesson.rules import (
    BLACK,
    flipped_discs,
    initialize_board,
    place_move,
    square_name,
)
from othello_lesson.text import format_board

PROMPT = "Black ●, your move: "


class Script:
    """Answers the game's questions from a list, and keeps everything the game shows.

    When the answers run out it raises ``EOFError``, as ``input`` does at the
    end of the input.
    """

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []
        self.lines: list[str] = []

    def input(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)

    def output(self, line: str) -> None:
        self.lines.append(line)

    def play(self, size: int = 4) -> None:
        othello(size, input=self.input, output=self.output)
        assert not self.answers, "the game stopped before reading every answer"
        assert not any("Traceback" in line for line in self.lines)

    def boards(self) -> list[str]:
        return [line for line in self.lines if "┌" in line]


def drawn(board) -> str:
    """A board as the console draws it: by square names."""
    return format_board(board, square_names=True)


def board_after(size: int, *moves: tuple[int, int, str]) -> str:
    board = initialize_board(size)
    for row, col, colour in moves:
        place_move(board, row, col, colour)
    return drawn(board)


# --- the start and a first move --------------------------------------------------


def test_the_game_shows_the_board_and_the_legal_moves_by_square_names_alone():
    script = Script("q")
    script.play(8)
    assert script.lines[0] == drawn(initialize_board(8))
    assert script.lines[0].splitlines()[0].split() == list("abcdefgh")  # no 0-based column labels
    assert [line.split()[0] for line in script.lines[0].splitlines()[2:-1:2]] == [str(n) for n in range(1, 9)]
    assert script.lines[1] == "Black ● to play. Legal moves: d3, c4, f5, e6"
    assert script.prompts == [PROMPT]


@pytest.mark.parametrize("answer", ["2 3", "d3", "D3", "  2   3  ", " d3 "])
def test_a_move_as_row_col_or_square_name(answer):
    script = Script(answer, "q")
    script.play(8)
    assert script.boards()[1] == board_after(8, (2, 3, BLACK))
    assert "Black played d3, flipping 1 disc." in script.lines  # the person's move is said too
    assert script.lines[-2].startswith("White ○ to play. Legal moves: ")
    assert script.lines[-1] == "Game stopped. See you next time!"


# --- bad answers are explained and asked again -----------------------------------

BAD_ANSWERS = [
    ("abc", "Sorry, 'abc' is neither two whole numbers nor a square name."),
    ("two three", "Sorry, 'two three' is neither two whole numbers nor a square name."),
    ("2.5 3", "Sorry, '2.5 3' is neither two whole numbers nor a square name."),
    ("2", "Sorry, '2' is only one number; a move needs a row and a column."),
    ("1 2 3", "Sorry, '1 2 3' is 3 numbers; a move needs just a row and a column."),
    ("", "Sorry, you typed nothing."),
    ("   ", "Sorry, you typed nothing."),
    ("z9", "Sorry, 'z9' is not on this board, which goes from a1 to d4."),
    ("e1", "Sorry, 'e1' is not on this board, which goes from a1 to d4."),
    ("a0", "Sorry, 'a0' is not on this board, which goes from a1 to d4."),
    ("4 0", "4 0 is not a legal move: it is off the board (rows and columns go from 0 to 3)."),
    ("-1 2", "-1 2 is not a legal move: it is off the board (rows and columns go from 0 to 3)."),
    ("1 1", "b2 is not a legal move: the square is already taken."),
    ("c2", "c2 is not a legal move: the square is already taken."),
    ("0 0", "a1 is not a legal move: it does not sandwich any white disc."),
    ("d4", "d4 is not a legal move: it does not sandwich any white disc."),
    ("１ ２", "Sorry, '１ ２' is neither two whole numbers nor a square name."),  # full-width digits
    ("a²", "Sorry, 'a²' is neither two whole numbers nor a square name."),
    ("a١", "Sorry, 'a١' is neither two whole numbers nor a square name."),  # an Arabic-Indic one
    ("1 " + "9" * 5000, "Sorry, '99999999999999999999999999999999999999… is far off the board"),
    ("a" + "9" * 5000, "Sorry, 'a9999999999999999999999999999999999999… is not on this board"),
]


@pytest.mark.parametrize(("answer", "explanation"), BAD_ANSWERS)
def test_a_bad_answer_is_explained_and_asked_again(answer, explanation):
    script = Script(answer, "2 3", "q")
    script.play(4)
    assert any(line.startswith(explanation) for line in script.lines), script.lines
    assert script.prompts[:2] == [PROMPT] * 2, "the same player is asked again"
    # The bad answer did not change the board; the good one after it was played.
    assert script.boards() == [drawn(initialize_board(4)), board_after(4, (2, 3, BLACK))]


def test_answers_that_are_not_understood_also_say_how_to_answer():
    script = Script("x", "q")
    script.play(4)
    assert any(console.CONSOLE_WORDS["how_to_answer"] in line for line in script.lines)


def test_many_bad_answers_in_a_row():
    script = Script(*(answer for answer, _ in BAD_ANSWERS), "q")
    script.play(4)
    for _, explanation in BAD_ANSWERS:
        assert any(line.startswith(explanation) for line in script.lines), explanation
    assert script.boards() == [drawn(initialize_board(4))]


# --- stopping ----------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["q", "Q", " quit "])
def test_q_quits_cleanly(answer):
    script = Script("2 3", answer)
    script.play(4)
    assert script.lines[-1] == "Game stopped. See you next time!"
    assert len(script.prompts) == 2


def test_end_of_input_stops_the_game_with_a_message():
    script = Script("2 3")
    script.play(4)
    assert script.lines[-1] == "\nThe input has ended, so the game is stopped."
    assert len(script.prompts) == 2


def test_ctrl_c_stops_the_game_with_a_message():
    def interrupted(prompt: str) -> str:
        raise KeyboardInterrupt

    lines: list[str] = []
    othello(4, input=interrupted, output=lines.append)
    assert lines[-1] == "\nInterrupted, so the game is stopped."


@pytest.mark.parametrize(
    ("size", "error"), [(5, ValueError), (2, ValueError), (28, ValueError), ("8", TypeError)]
)
def test_a_bad_size_is_refused_before_the_game_starts(size, error):
    script = Script("2 3")
    with pytest.raises(error, match="board size must be"):
        othello(size, input=script.input, output=script.output)
    assert script.lines == []
    assert script.prompts == []


# --- whole games -------------------------------------------------------------------


def answers_for(moves: list[tuple[str, tuple[int, int]]]) -> list[str]:
    """The answers a person would type for these moves, alternating the two ways of writing them."""
    return [f"{row} {col}" if i % 2 else square_name(row, col) for i, (_, (row, col)) in enumerate(moves)]


def count_passes(moves: list[tuple[str, tuple[int, int]]]) -> int:
    """How many times the same player moved twice in a row (the other one passed)."""
    return sum(1 for (before, _), (after, _) in itertools.pairwise(moves) if before == after)


def test_a_complete_4x4_game_ends_with_the_winner():
    record = play_game(first_move_player, first_move_player, size=4)
    script = Script(*answers_for(record.moves))
    script.play(4)
    assert script.lines[-2] == script.boards()[-1] == drawn(record.board)
    assert script.lines[-1] == result_sentence(record.board) == "Game over: Black 6 - 10 White. White wins."
    assert len(script.boards()) == 1 + len(record.moves)


def said_moves(record) -> list[str]:
    """The sentence for each move of ``record``, as the board says it for a person's move."""
    board, said = initialize_board(len(record.board)), []
    for colour, move in record.moves:
        said.append(move_sentence(colour, move, len(flipped_discs(board, *move, colour))))
        place_move(board, *move, colour)
    return said


def test_every_move_of_a_person_is_said_in_the_words_of_the_board():
    record = play_game(random_player(6), first_move_player, size=6)
    script = Script(*answers_for(record.moves))
    script.play(6)
    assert [line for line in script.lines if " played " in line] == said_moves(record)
    assert said_moves(record)[0].startswith("Black played ") and ", flipping " in said_moves(record)[0]


def test_squares_are_named_one_way_on_screen():
    record = play_game(first_move_player, greedy_player, size=4)
    script = Script("0 0", *[f"{row} {col}" for colour, (row, col) in record.moves if colour == BLACK])
    othello(4, white="greedy", input=script.input, output=script.output)
    assert not script.answers and script.lines[-1] == result_sentence(record.board)
    shown = [line for line in script.lines if "┌" not in line] + script.prompts
    for line in shown:
        assert not re.search(r"\d \d \(|\(row|row col|\brow \d", line), line


def test_a_player_without_a_move_passes_automatically():
    games = (play_game(random_player(seed), random_player(seed + 1), size=4) for seed in range(100))
    record = next(game for game in games if count_passes(game.moves) > 0)
    script = Script(*answers_for(record.moves))
    script.play(4)
    passes = [line for line in script.lines if line.endswith("has no legal move and passes.")]
    assert len(passes) == count_passes(record.moves)
    for line in passes:
        assert line.startswith(("Black has", "White has"))
    assert script.lines[-1] == result_sentence(record.board)


def test_a_complete_6x6_game():
    record = play_game(random_player(6), first_move_player, size=6)
    script = Script(*answers_for(record.moves))
    script.play(6)
    assert script.boards()[-1] == drawn(record.board)
    assert len(script.boards()) == 1 + len(record.moves)
    assert script.lines[-1] == result_sentence(record.board)


# --- the othello command -----------------------------------------------------------


def test_main_plays_on_stdin_and_stdout(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("2 3\nq\n"))
    assert main(["--size", "4"]) == 0
    out = capsys.readouterr().out
    assert drawn(initialize_board(4)) in out
    assert board_after(4, (2, 3, BLACK)) in out
    assert "Game stopped. See you next time!" in out


def test_main_stops_cleanly_at_the_end_of_stdin(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("d3\n"))
    assert main(["--size", "4"]) == 0
    assert "The input has ended, so the game is stopped." in capsys.readouterr().out


def test_main_plays_on_8x8_by_default(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert main([]) == 0
    assert drawn(initialize_board(8)) in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--size", "5"], "board size must be an even number from 4 to 26, not 5"),
        (["--size", "30"], "board size must be an even number from 4 to 26, not 30"),
        (["--size", "eight"], "argument --size: invalid int value: 'eight'"),
    ],
)
def test_main_refuses_a_bad_size(argv, message, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.out == ""


def test_a_huge_answer_is_echoed_cut_short():
    script = Script("x" * 100_000, "q")
    script.play(4)
    sorry = [line for line in script.lines if line.startswith("Sorry")]
    assert len(sorry) == 1 and len(sorry[0]) < 200, sorry
    assert "'xxxxxxxxxx" in sorry[0] and "…" in sorry[0]
