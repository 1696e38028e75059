"""Lesson 6's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_4_to_7.py``.
"""

from __future__ import annotations

import time

from _builds_on import BuildsOn, builds_on_test

from othello_lesson import rules
from othello_lesson.exercises import lesson6
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE, copy_board, initialize_board


def not_done(*args):
    raise NotImplementedError("your code here")


# --- count_discs ------------------------------------------------------------------------


def count_discs(board):
    return sum(row.count(BLACK) for row in board), sum(row.count(WHITE) for row in board)


def as_list(board):
    return list(count_discs(board))


def swapped(board):
    black, white = count_discs(board)
    return white, black


def counts_empties_as_white(board):
    black = sum(row.count(BLACK) for row in board)
    return black, len(board) ** 2 - black


def first_row_only(board):
    return board[0].count(BLACK), board[0].count(WHITE)


def returns_inside_the_loop(board):
    black = white = 0
    for row in board:
        black += row.count(BLACK)
        white += row.count(WHITE)
        return black, white


def assigns_instead_of_adding(board):
    black = white = 0
    for row in board:
        black = row.count(BLACK)
        white = row.count(WHITE)
    return black, white


def one_row_short(board):
    black = white = 0
    for r in range(len(board) - 1):
        black += board[r].count(BLACK)
        white += board[r].count(WHITE)
    return black, white


def last_row_forgotten(board):
    rows = board[:-1]
    return sum(row.count(BLACK) for row in rows), sum(row.count(WHITE) for row in rows)


def prints_instead(board):
    print(count_discs(board))


def test_count_discs_right_answers_pass():
    for function in (count_discs, rules.count_discs):
        assert lesson6.check_count_discs(function).status == CORRECT


def test_count_discs_not_done():
    assert lesson6.check_count_discs(not_done).status == NOT_DONE


# --- winner -----------------------------------------------------------------------------


def winner(board):
    black, white = count_discs(board)
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    return DRAW


def ties_go_to_black(board):
    black, white = count_discs(board)
    return BLACK if black >= white else WHITE


def reversed_comparison(board):
    black, white = count_discs(board)
    if black < white:
        return BLACK
    if white < black:
        return WHITE
    return DRAW


def names_not_constants(board):
    return {BLACK: "black", WHITE: "white", DRAW: "draw"}[winner(board)]


def counts_empty_squares_for_white(board):
    black = sum(row.count(BLACK) for row in board)
    white = sum(row.count(WHITE) + row.count(EMPTY) for row in board)
    return BLACK if black > white else WHITE if white > black else DRAW


def test_winner_right_answers_pass():
    assert lesson6.check_winner(winner).status == CORRECT
    assert lesson6.check_winner(rules.winner).status == CORRECT


def test_winner_not_done():
    assert lesson6.check_winner(not_done).status == NOT_DONE


# --- play_whole_game ------------------------------------------------------------------


def _other(colour):
    return WHITE if colour == BLACK else BLACK


def play_whole_game(black_player, white_player, size=8):
    board = initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour = BLACK
    while colour is not None:
        row, col = players[colour](copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return board


def with_a_pass_flag(black_player, white_player, size=8):
    """The source article's loop: remember a pass, stop at the second one in a row."""
    board = initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour, passed = BLACK, False
    while True:
        if not rules.has_valid_move(board, colour):
            if passed:
                break
            passed, colour = True, _other(colour)
            continue
        passed = False
        row, col = players[colour](copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = _other(colour)
    return board


def no_passes(black_player, white_player, size=8):
    """Stops at the first pass."""
    board = initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour = BLACK
    while rules.has_valid_move(board, colour):
        row, col = players[colour](copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = _other(colour)
    return board


def always_alternates(black_player, white_player, size=8):
    """Asks a player who must pass for a move anyway."""
    board = initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour = BLACK
    while not rules.is_game_over(board):
        row, col = players[colour](copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = _other(colour)
    return board


def until_the_board_is_full(black_player, white_player, size=8):
    """Never stops when a game ends with empty squares."""
    board = initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour = BLACK
    while any(EMPTY in row for row in board):
        if rules.has_valid_move(board, colour):
            row, col = players[colour](copy_board(board), colour)
            rules.place_move(board, row, col, colour)
        colour = _other(colour)
    return board


def hands_out_the_real_board(black_player, white_player, size=8):
    board = initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour = BLACK
    while colour is not None:
        row, col = players[colour](board, colour)
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return board


def forgets_return(black_player, white_player, size=8):
    play_whole_game(black_player, white_player, size)


def always_size_eight(black_player, white_player, size=8):
    return play_whole_game(black_player, white_player)


def black_plays_every_move(black_player, white_player, size=8):
    board = initialize_board(size)
    colour = BLACK
    while colour is not None:
        row, col = black_player(copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return board


def prints_every_move(black_player, white_player, size=8):
    board = play_whole_game(black_player, white_player, size)
    print(rules.board_to_text(board))
    return board


def test_play_whole_game_right_answers_pass(capsys):
    assert lesson6.check_play_whole_game(play_whole_game).status == CORRECT
    assert lesson6.check_play_whole_game(with_a_pass_flag).status == CORRECT
    assert lesson6.check_play_whole_game(prints_every_move).status == CORRECT
    assert capsys.readouterr().out == "", "the check keeps a loop's printing out of the notebook"


def test_a_loop_that_never_ends_is_stopped_and_reported(monkeypatch):
    monkeypatch.setattr(lesson6, "SECONDS_PER_GAME", 0.5)
    start = time.thread_time()  # the processor time it took, which a busy machine does not stretch
    report = lesson6.check_play_whole_game(until_the_board_is_full)
    assert time.thread_time() - start < 10
    assert report.status == WRONG
    assert "never stopped" in report.text
    assert "still running" in report.text


def test_play_whole_game_not_done():
    assert lesson6.check_play_whole_game(not_done).status == NOT_DONE


def test_a_count_or_winner_that_changes_the_board_is_caught():
    def clears_the_board_while_counting(board):
        black, white = count_discs(board)
        for row in board:
            row[:] = [EMPTY] * len(row)
        return black, white

    def winner_that_fills_the_board(board):
        result = winner(board)
        board[0][0] = BLACK
        return result

    report = lesson6.check_count_discs(clears_the_board_while_counting)
    assert report.status == WRONG and "never change it" in report.text
    report = lesson6.check_winner(winner_that_fills_the_board)
    assert report.status == WRONG and "never change it" in report.text


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---


def counts_the_wrong_way_round(board):
    return sum(row.count(WHITE) for row in board), sum(row.count(BLACK) for row in board)


PLACES = [
    BuildsOn(
        lesson6.check_winner,
        "06",
        "winner",
        "count_discs",
        1,
        counts_the_wrong_way_round,
        slip={"if black > white:": "if black >= white:"},
        slip_says="equal counts are a draw",
    ),
]
test_builds_on = builds_on_test(PLACES)


def reads_a_name_that_is_not_there(black_player, white_player, size=8):
    board = play_whole_game(black_player, white_player, size)
    return board.total


def test_an_error_in_the_game_loop_is_reported_where_it_was_raised():
    report = lesson6.check_play_whole_game(reads_a_name_that_is_not_there)
    assert report.status == WRONG
    assert "AttributeError" in report.text and "raised at: line" in report.text, report.text
    assert "cheat" not in report.text, report.text


def winner_only_at_the_end_ties_to_white(board):
    """Names no one while a move is left, and gives a draw to White at the end."""
    if rules.valid_moves_list(board, BLACK) or rules.valid_moves_list(board, WHITE):
        return None
    black, white = rules.count_discs(board)
    return BLACK if black > white else WHITE


def test_a_draw_given_to_one_side_is_named_even_when_the_answer_names_no_one_before_the_end():
    report = lesson6.check_winner(winner_only_at_the_end_ties_to_white)
    assert report.status == WRONG
    assert "equal counts are a draw" in report.hint, report.text
