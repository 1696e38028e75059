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


def other(player):
    return WHITE if player == BLACK else BLACK


def after(board, move, player):
    return rules.place_move(copy_board(board), *move, player)


# --- negamax -------------------------------------------------------------------------------


def negamax(board, player, depth, evaluate):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return -negamax(board, other(player), depth, evaluate)
    best = -math.inf
    for move in moves:
        best = max(best, -negamax(after(board, move, player), other(player), depth - 1, evaluate))
    return best


def no_minus(board, player, depth, evaluate):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return no_minus(board, other(player), depth, evaluate)
    return max(no_minus(after(board, m, player), other(player), depth - 1, evaluate) for m in moves)


def wrong_side(board, player, depth, evaluate):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, other(player))
    if not moves:
        return -wrong_side(board, other(player), depth, evaluate)
    return max(-wrong_side(after(board, m, player), other(player), depth - 1, evaluate) for m in moves)


def forgets_passes(board, player, depth, evaluate):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0 or not moves:
        return evaluate(board, player)
    return max(-forgets_passes(after(board, m, player), other(player), depth - 1, evaluate) for m in moves)


def pass_costs_depth(board, player, depth, evaluate):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return -pass_costs_depth(board, other(player), depth - 1, evaluate)
    return max(-pass_costs_depth(after(board, m, player), other(player), depth - 1, evaluate) for m in moves)


def game_over_not_scored(board, player, depth, evaluate):
    moves = rules.valid_moves_list(board, player)
    if depth == 0 or (not moves and not rules.valid_moves_list(board, other(player))):
        return evaluate(board, player)
    if not moves:
        return -game_over_not_scored(board, other(player), depth, evaluate)
    return max(
        -game_over_not_scored(after(board, m, player), other(player), depth - 1, evaluate) for m in moves
    )


def test_negamax_right_answers_pass():
    for function in (negamax, minimax):
        assert check_negamax(function).status == CORRECT


def test_negamax_not_done():
    assert check_negamax(not_done).status == NOT_DONE


# --- alphabeta -----------------------------------------------------------------------------


def my_alphabeta(board, player, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return -my_alphabeta(board, other(player), depth, evaluate, -beta, -alpha)
    for move in moves:
        value = -my_alphabeta(after(board, move, player), other(player), depth - 1, evaluate, -beta, -alpha)
        if value >= beta:
            return value  # fail-soft cut-off
        alpha = max(alpha, value)
    return alpha


def fail_hard(board, player, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return -fail_hard(board, other(player), depth, evaluate, -beta, -alpha)
    for move in moves:
        value = -fail_hard(after(board, move, player), other(player), depth - 1, evaluate, -beta, -alpha)
        if value >= beta:
            return beta
        alpha = max(alpha, value)
    return alpha


def never_cuts(board, player, depth, evaluate, alpha, beta):
    return minimax(board, player, depth, evaluate)


def cut_on_the_wrong_side(board, player, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return -cut_on_the_wrong_side(board, other(player), depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        value = -cut_on_the_wrong_side(
            after(board, move, player), other(player), depth - 1, evaluate, -beta, -alpha
        )
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha <= beta:
            break
    return best


def window_not_swapped(board, player, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return -window_not_swapped(board, other(player), depth, evaluate, -alpha, -beta)
    best = -math.inf
    for move in moves:
        value = -window_not_swapped(
            after(board, move, player), other(player), depth - 1, evaluate, -alpha, -beta
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


def cuts_one_step_late(board, player, depth, evaluate, alpha, beta):
    """Right values, but the cut-off is alpha > beta: it goes on trying moves when alpha equals beta."""
    moves = rules.valid_moves_list(board, player)
    if not moves and not rules.valid_moves_list(board, other(player)):
        return final_value(board, player)
    if depth == 0:
        return evaluate(board, player)
    if not moves:
        return -cuts_one_step_late(board, other(player), depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        value = -cuts_one_step_late(
            after(board, move, player), other(player), depth - 1, evaluate, -beta, -alpha
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

    def __call__(self, board, player):
        self.calls += 1
        return self.evaluate(board, player)


def test_a_cut_off_one_step_late_is_right_and_its_cost_is_noted():
    searches = []  # for each search of the open window: what the answer scored, what alpha-beta scores

    def late(board, player, depth, evaluate, alpha, beta):
        if (alpha, beta) != (-math.inf, math.inf):
            return cuts_one_step_late(board, player, depth, evaluate, alpha, beta)
        mine, lessons = (
            Counted(evaluate),
            Counted(getattr(evaluation, evaluate.__name__)),
        )  # not the check's count
        alphabeta(copy_board(board), player, depth, lessons, alpha, beta)
        value = cuts_one_step_late(board, player, depth, mine, alpha, beta)
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
    assert "The value is right, but it scored" in report.text
    late_and_wrong = check_alphabeta(lambda *args: cuts_one_step_late(*args) + 1)
    assert late_and_wrong.status == WRONG, late_and_wrong.text


# --- exact_score ------------------------------------------------------------------------------


def exact_score(board, player):
    moves = rules.valid_moves_list(board, player)
    if not moves:
        if not rules.valid_moves_list(board, other(player)):
            return disc_difference(board, player)
        return -exact_score(board, other(player))
    return max(-exact_score(after(board, m, player), other(player)) for m in moves)


def no_passes(board, player):
    moves = rules.valid_moves_list(board, player)
    if not moves:
        return disc_difference(board, player)
    return max(-no_passes(after(board, m, player), other(player)) for m in moves)


def empties_to_the_winner(board, player):
    moves = rules.valid_moves_list(board, player)
    if not moves:
        if not rules.valid_moves_list(board, other(player)):
            difference = disc_difference(board, player)
            empty = sum(row.count(" ") for row in board)
            return difference + empty if difference > 0 else difference - empty if difference < 0 else 0
        return -empties_to_the_winner(board, other(player))
    return max(-empties_to_the_winner(after(board, m, player), other(player)) for m in moves)


def from_the_wrong_side(board, player):
    return -exact_score(board, player)


def test_exact_score_right_answers_pass():
    for function in (exact_score, lambda board, player: solve(board, player).score):
        assert check_exact_score(function).status == CORRECT


def test_exact_score_not_done():
    assert check_exact_score(not_done).status == NOT_DONE
