"""Lesson 7's checks: right players pass, empty ones are "not done", and the typical wrong players.

The wrong players defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_4_to_7.py``.
"""

from __future__ import annotations

from _builds_on import BuildsOn, builds_on_test

from othello_lesson import rules
from othello_lesson.exercises import lesson7
from othello_lesson.exercises.common import CORRECT, NOT_DONE
from othello_lesson.game import Game, Rules
from othello_lesson.players import greedy_player, play_game
from othello_lesson.rules import BLACK, WHITE, copy_board


def not_done(*args):
    raise NotImplementedError("your code here")


def _flips(board, move, colour):
    return len(rules.flipped_discs(board, *move, colour))


# --- most_flips_player ------------------------------------------------------------------


def most_flips(board, colour):
    best, best_flips = None, -1
    for move in rules.valid_moves_list(board, colour):
        flips = _flips(board, move, colour)
        if flips > best_flips:
            best, best_flips = move, flips
    return best


def ties_go_to_the_last(board, colour):
    best, best_flips = None, -1
    for move in rules.valid_moves_list(board, colour):
        flips = _flips(board, move, colour)
        if flips >= best_flips:
            best, best_flips = move, flips
    return best


def fewest_flips(board, colour):
    return min(rules.valid_moves_list(board, colour), key=lambda move: _flips(board, move, colour))


def as_a_list(board, colour):
    return list(most_flips(board, colour))


def any_square(board, colour):
    """Looks for the most flips over every square, taken or not, using a walk that ignores emptiness."""
    size = len(board)
    best, best_flips = None, -1
    for r in range(size):
        for c in range(size):
            saved, board[r][c] = board[r][c], rules.EMPTY
            flips = len(rules.flipped_discs(board, r, c, colour))
            board[r][c] = saved
            if flips > best_flips:
                best, best_flips = (r, c), flips
    return best


def tries_moves_on_the_real_board(board, colour):
    move = most_flips(board, colour)
    rules.place_move(board, *move, colour)
    return move


def test_most_flips_player_right_answers_pass():
    for function in (most_flips, greedy_player, lesson7.most_flips_player):
        assert lesson7.check_most_flips_player(function).status == CORRECT


def test_most_flips_player_not_done():
    assert lesson7.check_most_flips_player(not_done).status == NOT_DONE


# --- corner_first_player ----------------------------------------------------------------


def corner_first(board, colour):
    last = len(board) - 1
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in [(0, 0), (0, last), (last, 0), (last, last)]:
            return move
    return most_flips(board, colour)


def corners_of_an_eight_by_eight(board, colour):
    for move in rules.valid_moves_list(board, colour):
        if move in [(0, 0), (0, 7), (7, 0), (7, 7)]:
            return move
    return most_flips(board, colour)


def forgets_corners(board, colour):
    return most_flips(board, colour)


def any_corner(board, colour):
    last = len(board) - 1
    for move in [(0, 0), (0, last), (last, 0), (last, last)]:
        if board[move[0]][move[1]] == rules.EMPTY:
            return move
    return most_flips(board, colour)


def last_corner_first(board, colour):
    last = len(board) - 1
    found = [
        m for m in rules.valid_moves_list(board, colour) if m in [(0, 0), (0, last), (last, 0), (last, last)]
    ]
    return found[-1] if found else most_flips(board, colour)


def test_corner_first_player_right_answers_pass():
    assert lesson7.check_corner_first_player(corner_first).status == CORRECT
    assert lesson7.check_corner_first_player(lesson7.corner_first_player).status == CORRECT


def test_corner_first_player_not_done():
    assert lesson7.check_corner_first_player(not_done).status == NOT_DONE


# --- careful_player ---------------------------------------------------------------------


def careful(board, colour):
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    other = WHITE if colour == BLACK else BLACK
    safe = []
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        if not any(rules.is_valid_move(after, r, c, other) for r, c in corners):
            safe.append(move)
    candidates = safe or moves
    best = candidates[0]
    for move in candidates:
        if _flips(board, move, colour) > _flips(board, best, colour):
            best = move
    return best


def looks_at_its_own_corners(board, colour):
    """Asks whether *it* could take a corner after its move, instead of the opponent."""
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    safe = [
        move
        for move in moves
        if not any(
            rules.is_valid_move(rules.place_move(copy_board(board), *move, colour), r, c, colour)
            for r, c in corners
        )
    ]
    candidates = safe or moves
    return max(candidates, key=lambda m: (_flips(board, m, colour), -m[0], -m[1]))


def forgets_the_fallback(board, colour):
    """When every move gives a corner away, takes the first move instead of the most flips."""
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    other = WHITE if colour == BLACK else BLACK
    safe = [
        move
        for move in moves
        if not any(
            rules.is_valid_move(rules.place_move(copy_board(board), *move, colour), r, c, other)
            for r, c in corners
        )
    ]
    if not safe:
        return moves[0]
    return max(safe, key=lambda m: (_flips(board, m, colour), -m[0], -m[1]))


def plays_on_the_real_board(board, colour):
    """Tries each move on the board it was given, without a copy."""
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    other = WHITE if colour == BLACK else BLACK
    for move in moves:
        after = rules.place_move(board, *move, colour)
        if not any(rules.is_valid_move(after, r, c, other) for r, c in corners):
            return move
    return moves[0]


def test_careful_player_right_answers_pass():
    assert lesson7.check_careful_player(careful).status == CORRECT
    assert lesson7.check_careful_player(lesson7.careful_player).status == CORRECT


def test_careful_player_not_done():
    assert lesson7.check_careful_player(not_done).status == NOT_DONE


# --- the players work in the game and on the board ----------------------------------------


def test_the_model_players_play_whole_games_in_the_game_model():
    for player in (lesson7.most_flips_player, lesson7.corner_first_player, lesson7.careful_player):
        record = play_game(player, greedy_player, size=6)
        assert rules.is_game_over(record.board)
        game = Game(6, black=player, white="greedy", rules=Rules())
        while not game.is_over:
            game.computer_move()
        assert game.board == record.board


# --- the size written as 8 ----------------------------------------------------------------
# On boards of 8x8 and smaller these players choose exactly as the right ones (the finished rules
# answer "no move" off the board); only a larger board tells them apart.


def _moves_in_eight(board, colour):
    return [(r, c) for r in range(8) for c in range(8) if rules.is_valid_move(board, r, c, colour)]


def most_flips_size_eight(board, colour):
    best, best_flips = None, 0
    for move in _moves_in_eight(board, colour):
        if _flips(board, move, colour) > best_flips:
            best, best_flips = move, _flips(board, move, colour)
    return best


def corner_first_size_eight(board, colour):
    last = len(board) - 1
    moves = _moves_in_eight(board, colour)
    for move in moves:
        if move in [(0, 0), (0, last), (last, 0), (last, last)]:
            return move
    return most_flips_size_eight(board, colour)


def careful_size_eight(board, colour):
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    moves = _moves_in_eight(board, colour)  # an empty list on a board whose moves are all beyond 8
    for move in moves:
        if move in corners:
            return move
    safe = [
        move
        for move in moves
        if not any(
            rules.is_valid_move(after, r, c, rules.opponent(colour))
            for after in [rules.place_move(copy_board(board), *move, colour)]
            for r, c in corners
        )
    ]
    candidates = safe or moves
    return max(candidates, key=lambda move: (_flips(board, move, colour), -move[0], -move[1]))


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---


def first_legal_move(board, colour):
    return rules.valid_moves_list(board, colour)[0]


PLACES = [
    BuildsOn(
        lesson7.check_corner_first_player,
        "07",
        "corner_first_player",
        "most_flips_player",
        1,
        first_legal_move,
        slip={", (last, last)]": "]"},
        slip_says="take a corner whenever you can",
    ),
]
test_builds_on = builds_on_test(PLACES)


# --- the corners, as students list them ------------------------------------------------------------


def corners_listed_by_column(board, colour):
    """A right idea with the corners listed column by column: no 8 anywhere, yet the first corner it
    finds is not the first in row-major order when (0, last) and (last, 0) are both legal."""
    last = len(board) - 1
    listed = [(0, 0), (last, 0), (0, last), (last, last)]
    moves = rules.valid_moves_list(board, colour)
    for corner in listed:
        if corner in moves:
            return corner
    return most_flips(board, colour)


def careful_with_the_corners_of_eight(board, colour):
    """A careful player whose corners are an 8x8 board's, whatever the size."""
    corners = [(0, 0), (0, 7), (7, 0), (7, 7)]
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    other = WHITE if colour == BLACK else BLACK
    safe = [
        move
        for move in moves
        if not any(
            rules.is_valid_move(rules.place_move(copy_board(board), *move, colour), r, c, other)
            for r, c in corners
        )
    ]
    candidates = safe or moves
    best = candidates[0]
    for move in candidates:
        if _flips(board, move, colour) > _flips(board, best, colour):
            best = move
    return best


def careful_corners_by_column(board, colour):
    """A careful player that looks for its corners column by column."""
    last = len(board) - 1
    moves = rules.valid_moves_list(board, colour)
    for corner in [(0, 0), (last, 0), (0, last), (last, last)]:
        if corner in moves:
            return corner
    return careful(board, colour)


def careful_returning_none_when_nothing_is_safe(board, colour):
    """Returns its best safe move, which stays None when every move gives a corner away."""
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    other = WHITE if colour == BLACK else BLACK
    best, best_flips = None, 0
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        safe = not any(rules.is_valid_move(after, r, c, other) for r, c in corners)
        if safe and _flips(board, move, colour) > best_flips:
            best, best_flips = move, _flips(board, move, colour)
    return best


def test_corners_listed_in_another_order_are_named_not_called_a_number_for_eight():
    report = lesson7.check_corner_first_player(corners_listed_by_column)
    assert report.status == "not yet"
    assert "take the first corner in row-major order" in report.text, report.text
    assert "written for 8x8" not in report.text and "7 for the last row" not in report.text


def test_a_careful_player_with_the_corners_of_eight_is_told_so_not_how_to_break_ties():
    report = lesson7.check_careful_player(careful_with_the_corners_of_eight)
    assert report.status == "not yet"
    assert "takes the corners of an 8x8 board" in report.text and "len(board) - 1" in report.text, report.text
    assert "on a tie" not in report.text and "both flip" not in report.text


def test_a_player_that_returns_none_from_its_own_return_is_not_asked_whether_it_forgot_return():
    report = lesson7.check_careful_player(careful_returning_none_when_nothing_is_safe)
    assert report.status == "not yet"
    assert "did you forget `return`?" not in report.text, report.text
    assert "It returned None, from line" in report.text and "`return best`" in report.text


def test_a_player_that_never_returns_is_asked_whether_it_forgot_return():
    def no_return(board, colour):
        best = most_flips(board, colour)
        del best

    report = lesson7.check_most_flips_player(no_return)
    assert "did you forget `return`?" in report.text, report.text


def corners_one_beyond(board, colour):
    """Takes len(board), not len(board) - 1, for the last row and column of its corners."""
    size = len(board)
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in [(0, 0), (0, size), (size, 0), (size, size)]:
            return move
    return most_flips(board, colour)


def test_corners_one_square_beyond_the_board_are_named():
    report = lesson7.check_corner_first_player(corners_one_beyond)
    assert report.status == "not yet"
    assert "one square beyond the board" in report.text and "len(board) - 1" in report.text, report.text
