"""Lesson 5's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_4_to_7.py``.
"""

from __future__ import annotations

import test_exercises_lesson3 as l3
from _builds_on import BuildsOn, builds_on_test

from othello_lesson import rules
from othello_lesson.exercises import lesson5
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.rules import BLACK, DIRECTIONS, EMPTY, WHITE, is_valid_move


def not_done(*args):
    raise NotImplementedError("your code here")


def _other(colour):
    return WHITE if colour == BLACK else BLACK


# --- valid_moves_list -------------------------------------------------------------------


def valid_moves_list(board, colour):
    size = len(board)
    return [(r, c) for r in range(size) for c in range(size) if is_valid_move(board, r, c, colour)]


def column_major(board, colour):
    size = len(board)
    return [(r, c) for c in range(size) for r in range(size) if is_valid_move(board, r, c, colour)]


def skips_the_edges(board, colour):
    size = len(board)
    return [
        (r, c) for r in range(1, size - 1) for c in range(1, size - 1) if is_valid_move(board, r, c, colour)
    ]


def size_eight(board, colour):
    return [(r, c) for r in range(8) for c in range(8) if is_valid_move(board, r, c, colour)]


def every_empty_square(board, colour):
    size = len(board)
    return [(r, c) for r in range(size) for c in range(size) if board[r][c] == EMPTY]


def with_taken_squares(board, colour):
    """Uses lesson 4's hasty walk, which never looks whether the square is free."""
    size = len(board)
    moves = []
    for r in range(size):
        for c in range(size):
            saved, board[r][c] = board[r][c], EMPTY
            if rules.is_valid_move(board, r, c, colour):
                moves.append((r, c))
            board[r][c] = saved
    return moves


def last_row_missing(board, colour):
    size = len(board)
    return [(r, c) for r in range(size - 1) for c in range(size) if is_valid_move(board, r, c, colour)]


def twice(board, colour):
    return valid_moves_list(board, colour) * 2


def as_a_set(board, colour):
    return set(valid_moves_list(board, colour))


def lists_not_tuples(board, colour):
    return [[r, c] for r, c in valid_moves_list(board, colour)]


def test_valid_moves_list_right_answers_pass():
    assert lesson5.check_valid_moves_list(valid_moves_list).status == CORRECT
    assert lesson5.check_valid_moves_list(rules.valid_moves_list).status == CORRECT


def test_valid_moves_list_not_done():
    assert lesson5.check_valid_moves_list(not_done).status == NOT_DONE


# --- has_valid_move ---------------------------------------------------------------------


def has_valid_move(board, colour):
    return len(valid_moves_list(board, colour)) > 0


def returns_the_list(board, colour):
    return valid_moves_list(board, colour)


def any_empty_square(board, colour):
    return any(EMPTY in row for row in board)


def next_to_an_opponent(board, colour):
    """Any empty square that touches an opponent's disc taken for a move, sandwich or not."""
    other = WHITE if colour == BLACK else BLACK
    size = len(board)
    for r in range(size):
        for c in range(size):
            if board[r][c] == EMPTY:
                for dr, dc in DIRECTIONS:
                    if 0 <= r + dr < size and 0 <= c + dc < size and board[r + dr][c + dc] == other:
                        return True
    return False


def first_row_only(board, colour):
    return any(is_valid_move(board, 0, c, colour) for c in range(len(board)))


def asks_about_the_opponent(board, colour):
    return has_valid_move(board, _other(colour))


def stops_too_early(board, colour):
    for r in range(len(board)):
        for c in range(len(board)):
            return is_valid_move(board, r, c, colour)  # returns after the first square
    return False


def test_has_valid_move_right_answers_pass():
    assert lesson5.check_has_valid_move(has_valid_move).status == CORRECT
    assert lesson5.check_has_valid_move(rules.has_valid_move).status == CORRECT


def test_has_valid_move_not_done():
    assert lesson5.check_has_valid_move(not_done).status == NOT_DONE


# --- is_game_over -----------------------------------------------------------------------


def is_game_over(board):
    return not has_valid_move(board, BLACK) and not has_valid_move(board, WHITE)


def board_is_full(board):
    return all(EMPTY not in row for row in board)


def black_cannot_move(board):
    return not has_valid_move(board, BLACK)


def either_cannot_move(board):
    return not has_valid_move(board, BLACK) or not has_valid_move(board, WHITE)


def forgets_return(board):
    not has_valid_move(board, BLACK) and not has_valid_move(board, WHITE)


def test_is_game_over_right_answers_pass():
    assert lesson5.check_is_game_over(is_game_over).status == CORRECT
    assert lesson5.check_is_game_over(rules.is_game_over).status == CORRECT


def test_is_game_over_not_done():
    assert lesson5.check_is_game_over(not_done).status == NOT_DONE


# --- next_player ------------------------------------------------------------------------


def next_player(board, colour):
    if has_valid_move(board, _other(colour)):
        return _other(colour)
    if has_valid_move(board, colour):
        return colour
    return None


def always_the_opponent(board, colour):
    return _other(colour)


def game_over_at_the_first_pass(board, colour):
    return _other(colour) if has_valid_move(board, _other(colour)) else None


def same_player_first(board, colour):
    if has_valid_move(board, colour):
        return colour
    if has_valid_move(board, _other(colour)):
        return _other(colour)
    return None


def never_none(board, colour):
    return _other(colour) if has_valid_move(board, _other(colour)) else colour


def names_instead_of_discs(board, colour):
    answer = next_player(board, colour)
    return {BLACK: "black", WHITE: "white"}.get(answer)


def test_next_player_right_answers_pass():
    assert lesson5.check_next_player(next_player).status == CORRECT
    assert lesson5.check_next_player(rules.next_player).status == CORRECT


def test_next_player_not_done():
    assert lesson5.check_next_player(not_done).status == NOT_DONE


def test_a_function_that_changes_the_board_is_caught():
    def plays_a_move_to_find_out(board, colour):
        moves = valid_moves_list(board, colour)
        if moves:
            rules.place_move(board, *moves[0], colour)
        return bool(moves)

    report = lesson5.check_has_valid_move(plays_a_move_to_find_out)
    assert report.status == WRONG and "never change it" in report.text


def test_the_endings_hold_a_pass_and_early_ends():
    kinds = {(rules.has_valid_move(b, p), rules.is_game_over(b)) for b, p in lesson5.endings()}
    assert (False, False) in kinds  # a pass
    assert (False, True) in kinds  # a game over
    assert any(rules.is_game_over(b) and any(EMPTY in row for row in b) for b, _ in lesson5.endings())


# --- the size written as 8 ----------------------------------------------------------------
# On boards of 8x8 and smaller the finished is_valid_move answers False off the board, so only a
# larger board tells these apart from the right answers.


def has_valid_move_size_eight(board, colour):
    return any(is_valid_move(board, r, c, colour) for r in range(8) for c in range(8))


def is_game_over_size_eight(board):
    return not has_valid_move_size_eight(board, BLACK) and not has_valid_move_size_eight(board, WHITE)


def next_player_size_eight(board, colour):
    if has_valid_move_size_eight(board, _other(colour)):
        return _other(colour)
    if has_valid_move_size_eight(board, colour):
        return colour
    return None


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---

OWN_IS_VALID_MOVE = {"rules.is_valid_move": "is_valid_move"}  # the student's own, from lesson 3
PLACES = [
    BuildsOn(
        lesson5.check_valid_moves_list,
        "05",
        "valid_moves_list",
        "is_valid_move",
        4,
        l3.four_directions,
        uses=OWN_IS_VALID_MOVE,
        lesson=3,
        slip={"for col in range(size)": "for col in range(size - 1)"},
        slip_says="the edges too",
    ),
    BuildsOn(
        lesson5.check_has_valid_move,
        "05",
        "has_valid_move",
        "is_valid_move",
        4,
        l3.four_directions,
        uses=OWN_IS_VALID_MOVE,
        lesson=3,
        slip={"for col in range(len(board))": "for col in range(8)"},
        slip_says="beyond the eighth row or column",
    ),
    BuildsOn(
        lesson5.check_is_game_over,
        "05",
        "is_game_over",
        "has_valid_move",
        2,
        first_row_only,
        slip={"and not": "or not"},
        slip_says="that is a pass, not the end of the game",
    ),
    BuildsOn(
        lesson5.check_next_player,
        "05",
        "next_player",
        "has_valid_move",
        2,
        first_row_only,
        slip={"    return None": "    return colour"},
        slip_says="so the game is over: return None",
    ),
]
test_builds_on = builds_on_test(PLACES)


def test_the_moves_of_the_other_colour_and_the_edges_left_out_are_proven_not_read_off_one_case():
    import test_wrong_answers_lessons_4_to_7 as catalogue

    for check, answer, key in (
        (lesson5.check_valid_moves_list, catalogue.the_opponents_moves, "other_colour_moves"),
        (lesson5.check_valid_moves_list, skips_the_edges, "missing_on_edge"),
        (lesson5.check_valid_moves_list, last_row_missing, "missing_on_edge"),
        (lesson5.check_has_valid_move, asks_about_the_opponent, "answers_for_opponent"),
        (lesson5.check_has_valid_move, catalogue.misses_the_last_row_and_column, "moves_on_edge_only"),
    ):
        report = check(answer)
        assert report.hint_id == f"lesson5.{key}" and report.category == "property", report.text
