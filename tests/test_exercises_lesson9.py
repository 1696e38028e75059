"""Lesson 9's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_8_and_9.py``.
"""

from __future__ import annotations

import math
import re

from IPython.core.formatters import DisplayFormatter

from othello_lesson import evaluation, rules
from othello_lesson.evaluation import disc_difference
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.exercises.lesson9 import check_alphabeta, check_exact_score, check_negamax
from othello_lesson.rules import BLACK, WHITE, copy_board
from othello_lesson.search import alphabeta, final_value, minimax, solve


def not_done(*args):
    raise NotImplementedError


def other(colour):
    return WHITE if colour == BLACK else BLACK


def after(board, move, colour):
    return rules.place_move(copy_board(board), *move, colour)


# --- negamax -------------------------------------------------------------------------------


def negamax(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -negamax(board, other(colour), depth, evaluate)
    best = -math.inf
    for move in moves:
        best = max(best, -negamax(after(board, move, colour), other(colour), depth - 1, evaluate))
    return best


def no_minus(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return no_minus(board, other(colour), depth, evaluate)
    return max(no_minus(after(board, m, colour), other(colour), depth - 1, evaluate) for m in moves)


def wrong_side(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, other(colour))
    if not moves:
        return -wrong_side(board, other(colour), depth, evaluate)
    return max(-wrong_side(after(board, m, colour), other(colour), depth - 1, evaluate) for m in moves)


def forgets_passes(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0 or not moves:
        return evaluate(board, colour)
    return max(-forgets_passes(after(board, m, colour), other(colour), depth - 1, evaluate) for m in moves)


def pass_costs_depth(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -pass_costs_depth(board, other(colour), depth - 1, evaluate)
    return max(-pass_costs_depth(after(board, m, colour), other(colour), depth - 1, evaluate) for m in moves)


def game_over_not_scored(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if depth == 0 or (not moves and not rules.valid_moves_list(board, other(colour))):
        return evaluate(board, colour)
    if not moves:
        return -game_over_not_scored(board, other(colour), depth, evaluate)
    return max(
        -game_over_not_scored(after(board, m, colour), other(colour), depth - 1, evaluate) for m in moves
    )


def knows_neither_the_end_nor_a_pass(board, colour, depth, evaluate):
    if depth == 0:
        return evaluate(board, colour)
    best = -math.inf
    for move in rules.valid_moves_list(board, colour):
        best = max(
            best,
            -knows_neither_the_end_nor_a_pass(after(board, move, colour), other(colour), depth - 1, evaluate),
        )
    return best


def test_negamax_right_answers_pass():
    for function in (negamax, minimax):
        assert check_negamax(function).status == CORRECT


def test_negamax_not_done():
    assert check_negamax(not_done).status == NOT_DONE


# --- alphabeta -----------------------------------------------------------------------------


def my_alphabeta(board, colour, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -my_alphabeta(board, other(colour), depth, evaluate, -beta, -alpha)
    for move in moves:
        value = -my_alphabeta(after(board, move, colour), other(colour), depth - 1, evaluate, -beta, -alpha)
        if value >= beta:
            return value  # fail-soft cut-off
        alpha = max(alpha, value)
    return alpha


def fail_hard(board, colour, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -fail_hard(board, other(colour), depth, evaluate, -beta, -alpha)
    for move in moves:
        value = -fail_hard(after(board, move, colour), other(colour), depth - 1, evaluate, -beta, -alpha)
        if value >= beta:
            return beta
        alpha = max(alpha, value)
    return alpha


def never_cuts(board, colour, depth, evaluate, alpha, beta):
    return minimax(board, colour, depth, evaluate)


def cut_on_the_wrong_side(board, colour, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -cut_on_the_wrong_side(board, other(colour), depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        value = -cut_on_the_wrong_side(
            after(board, move, colour), other(colour), depth - 1, evaluate, -beta, -alpha
        )
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha <= beta:
            break
    return best


def window_not_swapped(board, colour, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -window_not_swapped(board, other(colour), depth, evaluate, -alpha, -beta)
    best = -math.inf
    for move in moves:
        value = -window_not_swapped(
            after(board, move, colour), other(colour), depth - 1, evaluate, -alpha, -beta
        )
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return best


def test_alphabeta_right_answers_pass():
    for function in (my_alphabeta, fail_hard, alphabeta):
        assert check_alphabeta(function).status == CORRECT


def test_alphabeta_not_done():
    assert check_alphabeta(not_done).status == NOT_DONE


def cuts_one_step_late(board, colour, depth, evaluate, alpha, beta):
    """Right values, but the cut-off is alpha > beta: it goes on trying moves when alpha equals beta."""
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other(colour)):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -cuts_one_step_late(board, other(colour), depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        value = -cuts_one_step_late(
            after(board, move, colour), other(colour), depth - 1, evaluate, -beta, -alpha
        )
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha > beta:
            break
    return best


class Counted:
    """An evaluation that counts its calls."""

    def __init__(self, evaluate):
        self.evaluate, self.calls = evaluate, 0

    def __call__(self, board, colour):
        self.calls += 1
        return self.evaluate(board, colour)


def test_a_cut_off_one_step_late_is_right_and_its_cost_is_noted():
    searches = []  # for each search of the open window: what the answer scored, what alpha-beta scores

    def late(board, colour, depth, evaluate, alpha, beta):
        if (alpha, beta) != (-math.inf, math.inf):
            return cuts_one_step_late(board, colour, depth, evaluate, alpha, beta)
        mine, lessons = (
            Counted(evaluate),
            Counted(getattr(evaluation, evaluate.__name__)),
        )  # not the check's count
        alphabeta(copy_board(board), colour, depth, lessons, alpha, beta)
        value = cuts_one_step_late(board, colour, depth, mine, alpha, beta)
        searches.append((mine.calls, lessons.calls))
        return value

    report = check_alphabeta(late)
    assert report.status == CORRECT, report.text
    match = re.search(
        r"Note: It prunes less than it could: over the (\d+) searches with the window \(-inf, inf\) "
        r"it scored ([\d,]+) end positions, as a cut-off at alpha > beta does, "
        r"where alpha >= beta scores ([\d,]+) ",
        report.text,
    )
    assert match, report.text
    scored, least = int(match[2].replace(",", "")), int(match[3].replace(",", ""))
    assert (int(match[1]), scored, least) == (len(searches), *map(sum, zip(*searches, strict=True)))
    assert least < scored
    assert report.note in report.text and report.note.startswith("It prunes less than it could")
    shown, _ = DisplayFormatter().format(report)  # what the notebook shows carries the note
    assert all(report.note in text for text in shown.values())


def test_a_right_alphabeta_that_prunes_as_the_lesson_does_has_no_note():
    for function in (my_alphabeta, fail_hard, alphabeta):
        report = check_alphabeta(function)
        assert report.status == CORRECT and report.note == "" and "Note:" not in report.text, report.text


def test_one_that_prunes_nothing_is_still_refused():
    report = check_alphabeta(never_cuts)
    assert report.status == WRONG
    assert re.search(
        r"its first move was worth -?\d+, at least beta, and it still scored \d+ end positions", report.text
    )
    late_and_wrong = check_alphabeta(lambda *args: cuts_one_step_late(*args) + 1)
    assert late_and_wrong.status == WRONG, late_and_wrong.text


# --- exact_score ------------------------------------------------------------------------------


def exact_score(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, other(colour)):
            return disc_difference(board, colour)
        return -exact_score(board, other(colour))
    return max(-exact_score(after(board, m, colour), other(colour)) for m in moves)


def no_passes(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        return disc_difference(board, colour)
    return max(-no_passes(after(board, m, colour), other(colour)) for m in moves)


def empties_to_the_winner(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, other(colour)):
            difference = disc_difference(board, colour)
            empty = sum(row.count(" ") for row in board)
            return difference + empty if difference > 0 else difference - empty if difference < 0 else 0
        return -empties_to_the_winner(board, other(colour))
    return max(-empties_to_the_winner(after(board, m, colour), other(colour)) for m in moves)


def from_the_wrong_side(board, colour):
    return -exact_score(board, colour)


def test_exact_score_right_answers_pass():
    for function in (exact_score, lambda board, colour: solve(board, colour).score):
        assert check_exact_score(function).status == CORRECT


def test_exact_score_not_done():
    assert check_exact_score(not_done).status == NOT_DONE


# --- alpha-beta as a student derives it from negamax: right shapes pass, slips are named ---------


def _alphabeta_from_negamax(
    *, window="turned", cut=True, raise_alpha=True, pass_handled=True, pass_with=None, end_handled=True
):
    """An alpha-beta written from the lesson's negamax, with one thing done as a student might."""

    def search(board, colour, depth, evaluate, alpha, beta):
        moves = rules.valid_moves_list(board, colour)
        if end_handled and not moves and not rules.valid_moves_list(board, other(colour)):
            return final_value(board, colour)
        if depth == 0:
            return evaluate(board, colour)
        if not moves and pass_handled:
            if pass_with is not None:
                return -pass_with(board, other(colour), depth, evaluate)
            return -search(board, other(colour), depth, evaluate, -beta, -alpha)
        best = -math.inf
        given = (-beta, -alpha)
        for move in moves:
            if cut == "at the top" and alpha >= beta:
                break
            if window == "turned":
                reply = (-beta, -alpha)
            elif window == "as given":
                reply = (alpha, beta)
            elif window == "fresh":
                reply = (-math.inf, math.inf)
            else:  # "once": the window worked out before the loop
                reply = given
            value = -search(after(board, move, colour), other(colour), depth - 1, evaluate, *reply)
            best = max(best, value)
            if raise_alpha:
                alpha = max(alpha, best)
            if cut is True and alpha >= beta:
                break
        return best

    return search


alphabeta_window_as_given = _alphabeta_from_negamax(window="as given")
alphabeta_fresh_window = _alphabeta_from_negamax(window="fresh")
alphabeta_never_breaking = _alphabeta_from_negamax(cut=False)
alphabeta_window_worked_out_once = _alphabeta_from_negamax(window="once")
alphabeta_without_passes = _alphabeta_from_negamax(pass_handled=False)
alphabeta_knowing_neither_the_end_nor_a_pass = _alphabeta_from_negamax(pass_handled=False, end_handled=False)
for _name, _function in list(globals().items()):
    if _name.startswith("alphabeta_") and callable(_function) and _function.__name__ == "search":
        _function.__name__ = _name


def test_alphabeta_as_derived_from_negamax_passes_in_its_usual_shapes():
    shapes = {
        "the lesson's": _alphabeta_from_negamax(),
        "a pass through negamax": _alphabeta_from_negamax(pass_with=negamax),
        "the cut-off at the top of the loop": _alphabeta_from_negamax(cut="at the top"),
    }
    for shape, function in shapes.items():
        report = check_alphabeta(function)
        assert report.status == CORRECT, (shape, report.text)


MISLEADING_ALPHA = "Alpha never rises"


def test_a_window_handed_on_as_given_is_named_not_called_alpha_never_rising():
    report = check_alphabeta(_alphabeta_from_negamax(window="as given"))
    assert report.status == WRONG
    assert "for the opponent the window turns round, -beta, -alpha" in report.text, report.text
    assert "alpha never" not in report.text.lower() and MISLEADING_ALPHA not in report.text


def test_a_fresh_window_for_each_reply_is_named_not_called_alpha_never_rising():
    report = check_alphabeta(_alphabeta_from_negamax(window="fresh"))
    assert report.status == WRONG
    assert "it handed the reply to its first move the window (-inf, inf)" in report.text, report.text
    assert "alpha never" not in report.text.lower()


def test_a_loop_that_never_breaks_is_told_to_stop_not_that_alpha_never_rises():
    report = check_alphabeta(_alphabeta_from_negamax(cut=False))
    assert report.status == WRONG
    assert "at least beta, and it still scored" in report.text, report.text
    assert "alpha never" not in report.text.lower() and "raised alpha never" not in report.text


def test_a_window_worked_out_once_before_the_loop_is_shown_with_the_windows_it_handed_on():
    report = check_alphabeta(_alphabeta_from_negamax(window="once"))
    assert report.status == WRONG
    assert "the same window as the first" in report.text and "a raised alpha never reached it" in report.text


def test_alpha_never_raised_is_said_from_the_windows_seen():
    report = check_alphabeta(_alphabeta_from_negamax(raise_alpha=False))
    assert report.status == WRONG
    assert "returned: the windows" in report.text and "a raised alpha never reached it" in report.text


def test_an_alphabeta_that_never_handles_a_pass_is_told_about_the_pass_not_its_cut_off():
    report = check_alphabeta(_alphabeta_from_negamax(pass_handled=False))
    assert report.status == WRONG
    assert "the loop over colour's moves tried nothing" in report.text, report.text
    assert "Check the cut-off" not in report.text and "cut-off" not in report.text.split("Hint:")[1]


def test_a_search_that_knows_neither_the_end_nor_a_pass_is_told_both_not_only_the_end():
    for check, answer in (
        (check_negamax, knows_neither_the_end_nor_a_pass),
        (check_alphabeta, alphabeta_knowing_neither_the_end_nor_a_pass),
    ):
        report = check(answer)
        assert report.status == WRONG
        assert report.hint_id == "lesson9.no_move_at_inf", report.text
        assert "it passes" in report.text and "the game is over" in report.text


# --- exact_score: the end test, a pass without its minus, moves played on the board itself ----------


def exact_score_ends_on_a_full_board_only(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if all(square != rules.EMPTY for row in board for square in row):
        return disc_difference(board, colour)
    if not moves:
        return -exact_score_ends_on_a_full_board_only(board, other(colour))
    return max(-exact_score_ends_on_a_full_board_only(after(board, m, colour), other(colour)) for m in moves)


def exact_score_pass_without_minus(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, other(colour)):
            return disc_difference(board, colour)
        return exact_score_pass_without_minus(board, other(colour))
    return max(-exact_score_pass_without_minus(after(board, m, colour), other(colour)) for m in moves)


def exact_score_on_the_board_itself(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, other(colour)):
            return disc_difference(board, colour)
        return -exact_score_on_the_board_itself(board, other(colour))
    best = -math.inf
    for move in moves:
        rules.place_move(board, *move, colour)  # no copy
        best = max(best, -exact_score_on_the_board_itself(board, other(colour)))
    return best


def exact_best_from_zero(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, other(colour)):
            return disc_difference(board, colour)
        return -exact_best_from_zero(board, other(colour))
    best = 0
    for move in moves:
        best = max(best, -exact_best_from_zero(after(board, move, colour), other(colour)))
    return best


def test_exact_score_slips_are_each_named():
    said = {
        exact_score_ends_on_a_full_board_only: "over when neither player can move, full board or not",
        exact_score_pass_without_minus: "a pass is worth MINUS the opponent's score",
        exact_score_on_the_board_itself: "A search must try each move on a copy",
        exact_best_from_zero: "Start the best value at -math.inf, not 0",
    }
    for function, words in said.items():
        report = check_exact_score(function)
        assert report.status == WRONG
        assert words in report.text, report.text
        assert "no assignment like board[r][c]" not in report.text
        assert "colour passes and the game goes on" not in report.text or function is not exact_best_from_zero


def best_of(values):
    """A helper that finds the best value and forgets to return it."""
    best = -math.inf
    for value in values:
        best = max(best, value)


def negamax_through_a_helper_without_return(board, colour, depth, evaluate):
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -negamax_through_a_helper_without_return(board, other, depth, evaluate)
    values = []
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        values.append(-negamax_through_a_helper_without_return(after, other, depth - 1, evaluate))
    return best_of(values)


def test_a_none_handed_on_from_a_helper_that_forgot_return_names_the_helper():
    report = check_negamax(negamax_through_a_helper_without_return)
    assert report.status == WRONG
    assert "that None came from best_of" in report.hint, report.text
    assert "did you forget `return` in best_of?" in report.hint
