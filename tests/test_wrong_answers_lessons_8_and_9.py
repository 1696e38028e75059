"""Lessons 8 and 9: the catalogue of typical wrong answers, each caught with a hint that names its mistake.

The wrong answers are the ones the lessons' own tests define.  Lessons 10 and
11 are not listed here yet: their tests try two or three wrong answers a check,
fewer than the four this catalogue asks of every check.
"""

from __future__ import annotations

import math

import test_exercises_lesson8 as l8
import test_exercises_lesson9 as l9
from _wrong_answers import WrongAnswer, catalogue_test, typical_wrong_answers

from othello_lesson import rules
from othello_lesson.evaluation import weight_table
from othello_lesson.exercises import lesson8, lesson9
from othello_lesson.players import frontier_discs, greedy_player
from othello_lesson.search import alphabeta


def forgets_return_score(board, colour):
    score = rules.count_discs(board)  # computed, never returned
    del score


def counts_the_opponents_frontier(board, colour):
    return frontier_discs(board, rules.opponent(colour))


def forgets_return_negamax(board, colour, depth, evaluate):
    value = evaluate(board, colour)  # computed, never returned
    del value


def alphabeta_from_the_wrong_side(*args):
    return -alphabeta(*args)


def exact_score_as_a_float(board, colour):
    return float(l9.exact_score(board, colour))


def _choice_on_a_wrong_score():
    """A right weights_choice, in a notebook whose weights_score uses the 8x8 table on every size."""
    cells = {}
    exec(  # the two exercises as a notebook defines them, side by side
        "from othello_lesson import rules, copy_board, BLACK, WHITE\n"
        "from othello_lesson.evaluation import weight_table\n"
        "def weights_score(board, colour):\n"
        "    table, other = weight_table(8), WHITE if colour == BLACK else BLACK\n"
        "    return sum(table[r][c] * ((board[r][c] == colour) - (board[r][c] == other))\n"
        "               for r in range(len(board)) for c in range(len(board)))\n"
        "def weights_choice(board, colour):\n"
        "    after = lambda m: rules.place_move(copy_board(board), *m, colour)\n"
        "    moves = rules.valid_moves_list(board, colour)\n"
        "    return max(moves, key=lambda m: weights_score(after(m), colour))\n",
        cells,
    )
    return cells["weights_choice"]


right_choice_on_a_wrong_score = _choice_on_a_wrong_score()


def frontier_read_across_the_edge(board, colour):
    """Forgets that -1 is a real index in Python: the top row's neighbour above is the bottom row."""
    size = len(board)
    count = 0
    for r in range(size):
        for c in range(size):
            if board[r][c] == colour:
                for dr, dc in rules.DIRECTIONS:
                    if r + dr < size and c + dc < size and board[r + dr][c + dc] == rules.EMPTY:
                        count += 1
                        break
    return count


def score_subtracting_the_empty_squares(board, colour):
    table = weight_table(len(board))
    score = 0
    for r in range(len(board)):
        for c in range(len(board)):
            score += table[r][c] if board[r][c] == colour else -table[r][c]
    return score


def negamax_on_the_board_given(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, l9.other(colour)):
        return l9.final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -negamax_on_the_board_given(board, l9.other(colour), depth, evaluate)
    best = -math.inf
    for move in moves:
        rules.place_move(board, *move, colour)  # no copy: the next move is tried on this board
        best = max(best, -negamax_on_the_board_given(board, l9.other(colour), depth - 1, evaluate))
    return best


def alphabeta_on_the_board_given(board, colour, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, l9.other(colour)):
        return l9.final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -alphabeta_on_the_board_given(board, l9.other(colour), depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        rules.place_move(board, *move, colour)
        value = -alphabeta_on_the_board_given(board, l9.other(colour), depth - 1, evaluate, -beta, -alpha)
        best, alpha = max(best, value), max(alpha, value)
        if alpha >= beta:
            break
    return best


def negamax_stopping_at_one(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, l9.other(colour)):
        return l9.final_value(board, colour)
    if depth == 1:
        return evaluate(board, colour)
    if not moves:
        return -negamax_stopping_at_one(board, l9.other(colour), depth, evaluate)
    after = [l9.after(board, move, colour) for move in moves]
    return max(-negamax_stopping_at_one(b, l9.other(colour), depth - 1, evaluate) for b in after)


def alphabeta_never_raising_alpha(board, colour, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, l9.other(colour)):
        return l9.final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -alphabeta_never_raising_alpha(board, l9.other(colour), depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        after = l9.after(board, move, colour)
        best = max(
            best, -alphabeta_never_raising_alpha(after, l9.other(colour), depth - 1, evaluate, -beta, -alpha)
        )
        if alpha >= beta:
            break
    return best


def best_starts_at_zero(board, colour, depth, evaluate):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, l9.other(colour)):
        return l9.final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -best_starts_at_zero(board, l9.other(colour), depth, evaluate)
    best = 0
    for move in moves:
        best = max(
            best, -best_starts_at_zero(l9.after(board, move, colour), l9.other(colour), depth - 1, evaluate)
        )
    return best


def exact_score_as_final_value(board, colour):
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, l9.other(colour)):
            return l9.final_value(board, colour)
        return -exact_score_as_final_value(board, l9.other(colour))
    return max(-exact_score_as_final_value(l9.after(board, m, colour), l9.other(colour)) for m in moves)


def window_kept_at_a_pass(board, colour, depth, evaluate, alpha, beta):
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, l9.other(colour)):
        return l9.final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -window_kept_at_a_pass(board, l9.other(colour), depth, evaluate, alpha, beta)
    best = -math.inf
    for move in moves:
        after = l9.after(board, move, colour)
        value = -window_kept_at_a_pass(after, l9.other(colour), depth - 1, evaluate, -beta, -alpha)
        best, alpha = max(best, value), max(alpha, value)
        if alpha >= beta:
            break
    return best


def weights_choice_with_the_8x8_table(board, colour):
    """Scores every move with lesson 8's 8x8 table, whatever the board's size."""
    table, other = weight_table(8), rules.opponent(colour)
    best, best_score = None, -math.inf
    for move in rules.valid_moves_list(board, colour):
        after = rules.place_move([list(row) for row in board], *move, colour)
        score = sum(
            table[r][c] * (1 if cell == colour else -1 if cell == other else 0)
            for r, row in enumerate(after)
            for c, cell in enumerate(row)
        )
        if score > best_score:
            best, best_score = move, score
    return best


def prints_the_frontier(board, colour):
    print(frontier_discs(board, colour))


def frontier_as_a_float(board, colour):
    return float(frontier_discs(board, colour))


CATALOGUE = [
    # lesson 8
    WrongAnswer(lesson8.check_weights_score, l8.own_only, "now subtract the weights of the opponent's discs"),
    WrongAnswer(lesson8.check_weights_score, l8.wrong_side, "from White's side"),
    WrongAnswer(
        lesson8.check_weights_score,
        l8.first_eight_rows,
        "Only the first eight rows and columns were counted | use len(board) for the size, not 8",
    ),
    WrongAnswer(lesson8.check_weights_score, l8.as_a_float, "Return a whole number (an int), not float"),
    WrongAnswer(lesson8.check_weights_score, forgets_return_score, "did you forget `return`?"),
    WrongAnswer(lesson8.check_weights_player, l8.best_square_weight, "Score the whole board after each move"),
    WrongAnswer(
        lesson8.check_weights_player, l8.ties_to_the_last, "on a tie take the first in row-major order"
    ),
    WrongAnswer(lesson8.check_weights_player, l8.plays_on_the_real_board, "play it on copy_board(board)"),
    WrongAnswer(lesson8.check_weights_player, l8.as_a_list, "not a list"),
    WrongAnswer(lesson8.check_weights_player, greedy_player, "keep the highest score"),
    WrongAnswer(
        lesson8.check_weights_player,
        weights_choice_with_the_8x8_table,
        "right on every 8x8 board tried | a table made for 8x8 | len(board)",
        avoids="keep the highest score",
    ),
    WrongAnswer(lesson8.check_frontier_count, l8.counts_empty_neighbours, "You counted empty neighbours"),
    WrongAnswer(lesson8.check_frontier_count, l8.four_directions, "all eight directions"),
    WrongAnswer(lesson8.check_frontier_count, counts_the_opponents_frontier, "That is the opponent's count"),
    WrongAnswer(lesson8.check_frontier_count, l8.size_eight, "use len(board) for the size"),
    WrongAnswer(lesson8.check_frontier_count, prints_the_frontier, "did you forget `return`?"),
    WrongAnswer(
        lesson8.check_frontier_count, frontier_as_a_float, "Return a whole number (an int), not float"
    ),
    # lesson 9
    WrongAnswer(lesson9.check_negamax, l9.no_minus, "A move is worth MINUS the value"),
    WrongAnswer(lesson9.check_negamax, l9.wrong_side, "evaluate(board, colour), not the opponent"),
    WrongAnswer(
        lesson9.check_negamax, l9.forgets_passes, "colour passes: the value is minus the opponent's value"
    ),
    WrongAnswer(lesson9.check_negamax, l9.pass_costs_depth, "A pass is not a move"),
    WrongAnswer(lesson9.check_negamax, l9.game_over_not_scored, "return final_value(board, colour)"),
    WrongAnswer(lesson9.check_negamax, forgets_return_negamax, "did you forget `return`?"),
    WrongAnswer(lesson8.check_weights_player, right_choice_on_a_wrong_score, "Fix exercise 1 first"),
    WrongAnswer(lesson9.check_negamax, best_starts_at_zero, "Start the best value at -math.inf, not 0"),
    WrongAnswer(lesson9.check_negamax, negamax_stopping_at_one, "Stop at depth 0"),
    WrongAnswer(
        lesson9.check_alphabeta,
        alphabeta_never_raising_alpha,
        "a raised alpha never reached it | the same window as the first",
    ),
    WrongAnswer(lesson9.check_negamax, negamax_on_the_board_given, "A search must try each move on a copy"),
    WrongAnswer(
        lesson9.check_alphabeta, alphabeta_on_the_board_given, "A search must try each move on a copy"
    ),
    WrongAnswer(lesson8.check_frontier_count, frontier_read_across_the_edge, "board[-1] is the last row"),
    WrongAnswer(
        lesson8.check_weights_score, score_subtracting_the_empty_squares, "empty squares were subtracted"
    ),
    WrongAnswer(lesson9.check_alphabeta, window_kept_at_a_pass, "A pass hands the opponent the window"),
    WrongAnswer(lesson9.check_exact_score, exact_score_as_final_value, "That is final_value"),
    WrongAnswer(lesson9.check_alphabeta, l9.never_cuts, "at least beta, and it still scored"),
    WrongAnswer(lesson9.check_alphabeta, l9.cut_on_the_wrong_side, "it scored only the first of its"),
    WrongAnswer(lesson9.check_alphabeta, l9.window_not_swapped, "for the opponent the window turns round"),
    WrongAnswer(lesson9.check_alphabeta, alphabeta_from_the_wrong_side, "The sign is the wrong way round"),
    WrongAnswer(lesson9.check_exact_score, l9.no_passes, "colour passes and the game goes on"),
    WrongAnswer(lesson9.check_exact_score, l9.empties_to_the_winner, "Empty squares count for nobody"),
    WrongAnswer(lesson9.check_exact_score, l9.from_the_wrong_side, "The sign is the wrong way round"),
    WrongAnswer(
        lesson9.check_exact_score, exact_score_as_a_float, "Return a whole number (an int), not float"
    ),
]

# Lesson 9: alpha-beta as a student derives it from negamax, and exact_score's slips.
CATALOGUE += [
    WrongAnswer(
        lesson9.check_alphabeta,
        l9.alphabeta_window_as_given,
        "for the opponent the window turns round, -beta, -alpha",
        avoids="alpha never",
    ),
    WrongAnswer(
        lesson9.check_alphabeta,
        l9.alphabeta_fresh_window,
        "it handed the reply to its first move the window (-inf, inf)",
        avoids="alpha never",
    ),
    WrongAnswer(lesson9.check_alphabeta, l9.alphabeta_never_breaking, "at least beta, and it still scored"),
    WrongAnswer(
        lesson9.check_alphabeta, l9.alphabeta_window_worked_out_once, "a raised alpha never reached it"
    ),
    WrongAnswer(
        lesson9.check_alphabeta,
        l9.alphabeta_without_passes,
        "the loop over colour's moves tried nothing",
        avoids="Check the cut-off",
    ),
    WrongAnswer(
        lesson9.check_exact_score,
        l9.exact_score_ends_on_a_full_board_only,
        "over when neither player can move, full board or not",
    ),
    WrongAnswer(
        lesson9.check_exact_score,
        l9.exact_score_pass_without_minus,
        "a pass is worth MINUS the opponent's score",
    ),
    WrongAnswer(
        lesson9.check_exact_score,
        l9.exact_score_on_the_board_itself,
        "A search must try each move on a copy",
        avoids="no assignment like board[r][c]",
    ),
]

test_wrong_answers = catalogue_test(CATALOGUE)


def test_every_check_of_lessons_8_and_9_has_at_least_four_typical_wrong_answers():
    checks = {
        check
        for module in (lesson8, lesson9)
        for name, check in vars(module).items()
        if name.startswith("check_") and getattr(check, "__module__", "") == module.__name__
    }
    counted = {check.__name__: typical_wrong_answers(check, CATALOGUE) for check in checks}
    assert min(counted.values()) >= 4, counted
