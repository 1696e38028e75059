"""Lesson 9's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_8_and_9.py``.
"""

from __future__ import annotations

import math

from othello_lesson import rules
from othello_lesson.evaluation import disc_difference
from othello_lesson.exercises.common import CORRECT, NOT_DONE
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
