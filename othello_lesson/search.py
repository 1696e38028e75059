"""Thinking ahead: minimax, alpha-beta and the exact endgame solver.

Every search here answers one question: how good is this position for
``colour``, who is to move, if both sides play as well as the search can see?
The value is always from the side of the player to move, so the value of a
move for me is minus the value of the position that follows for my opponent
(this way of writing minimax is called negamax).

* ``minimax(board, colour, depth, evaluate)`` looks at every line of play
  ``depth`` moves deep and scores the positions at the end with ``evaluate``.
* ``alphabeta(...)`` finds the same value, skipping the lines that cannot
  change it.
* ``solve(board, colour)`` plays every line to the end of the game and
  returns the exact final disc difference, with the best move.

Passes and the end of the game are handled everywhere: a player with no
legal move passes (a pass does not use up depth), and a finished game is
scored by its disc difference times ``FINISHED``, so that any win counts more
than any unfinished position, and a bigger win more than a smaller one.

>>> from othello_lesson.rules import initialize_board, BLACK
>>> from othello_lesson.evaluation import disc_difference
>>> board = initialize_board(4)
>>> minimax(board, BLACK, 3, disc_difference), alphabeta(board, BLACK, 3, disc_difference)
(3, 3)
>>> solve(board, BLACK)
Solution(score=-8, move=(0, 1))

The moves are generated and played through two small functions,
``legal_moves`` and ``play``: a faster board engine can take their place
without changing any result.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from . import fast_rules
from .evaluation import Evaluation, weight_table, weighted_discs
from .rules import (
    EMPTY,
    MAX_SIZE,
    Board,
    Colour,
    Move,
    check_board,
    check_colour,
    check_depth,
    copy_board,
    has_valid_move,
    opponent,
    place_move,
    valid_moves_list,
)
from .words import Hints

FINISHED = 10_000  # a finished game is worth its disc difference times this
BELOW_ANY_SCORE = -MAX_SIZE * MAX_SIZE - 1  # less than any final disc difference: the first move beats it

# --- the seam: how the search makes moves -----------------------------------------


def legal_moves(board: Board, colour: Colour) -> list[Move]:
    """The legal moves the search looks at, row by row (the lesson's ``valid_moves_list``)."""
    return valid_moves_list(board, colour)


def play(board: Board, move: Move, colour: Colour) -> Board:
    """A new board with ``move`` played: the board given is not changed."""
    return place_move(copy_board(board), *move, colour)


# --- counting what a search looks at ------------------------------------------------


@dataclass
class NodeCount:
    """Counts the positions a search visits: pass one as ``counter=``.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> from othello_lesson.evaluation import disc_difference
    >>> count = NodeCount()
    >>> minimax(initialize_board(4), BLACK, 2, disc_difference, counter=count)
    0
    >>> count.nodes     # the start, its 4 moves, and 3 answers to each
    17
    """

    nodes: int = 0


def _visit(counter: NodeCount | None) -> None:
    if counter is not None:
        counter.nodes += 1


def check_evaluation(evaluate: object) -> Evaluation:
    """``evaluate`` if it can be called as ``evaluate(board, colour)``; else a clear ``TypeError``."""
    if not callable(evaluate):
        raise TypeError(
            f"evaluate must be a function evaluate(board, colour) -> number, not {type(evaluate).__name__}"
        )
    return evaluate


def final_value(board: Board, colour: Colour) -> int:
    """The value of a finished game for ``colour``: the disc difference times ``FINISHED``."""
    other = opponent(colour)
    difference = sum(row.count(colour) - row.count(other) for row in board)
    return difference * FINISHED


def _is_finished(board: Board, colour: Colour) -> bool:
    return not has_valid_move(board, colour) and not has_valid_move(board, opponent(colour))


# --- minimax -----------------------------------------------------------------------


def minimax(
    board: Board, colour: Colour, depth: int, evaluate: Evaluation, *, counter: NodeCount | None = None
) -> float:
    """The value of the position for ``colour`` (to move), looking ``depth`` moves ahead.

    Each move is worth minus what the position after it is worth to the
    opponent; the player takes the best.  At depth 0 the position is scored by
    ``evaluate(board, colour)``.

    >>> from othello_lesson.rules import board_from_text, BLACK
    >>> from othello_lesson.evaluation import disc_difference
    >>> board = board_from_text('''
    ...     . ○ ● .
    ...     ● ○ ○ .
    ...     . ○ ○ .
    ...     . . . .
    ... ''')
    >>> minimax(board, BLACK, 1, disc_difference)   # a1 takes two and leaves 6 to 2
    4
    """
    _visit(counter)
    check_depth(depth)
    if depth == 0:
        return final_value(board, colour) if _is_finished(board, colour) else evaluate(board, colour)
    other = opponent(colour)
    moves = legal_moves(board, colour)
    if not moves:
        if not legal_moves(board, other):
            return final_value(board, colour)
        return -minimax(board, other, depth, evaluate, counter=counter)  # a pass
    best = -math.inf
    for move in moves:
        value = -minimax(play(board, move, colour), other, depth - 1, evaluate, counter=counter)
        best = max(best, value)
    return best


# --- alpha-beta ----------------------------------------------------------------------


def _ordered(
    board: Board, colour: Colour, moves: list[Move], evaluate: Evaluation
) -> list[tuple[Move, Board]]:
    """The moves with the boards they lead to, the most promising (by ``evaluate``) first."""
    children = [(move, play(board, move, colour)) for move in moves]
    other = opponent(colour)
    return sorted(children, key=lambda child: evaluate(child[1], other))


def alphabeta(
    board: Board,
    colour: Colour,
    depth: int,
    evaluate: Evaluation,
    alpha: float = -math.inf,
    beta: float = math.inf,
    *,
    order: bool = False,
    counter: NodeCount | None = None,
) -> float:
    """The same value as ``minimax``, found without looking at lines that cannot matter.

    ``alpha`` is what the player to move is already sure of elsewhere, ``beta``
    what the opponent is sure of: once a move reaches ``beta``, the opponent
    will never allow this position, so the other moves need not be looked at
    (a cut-off).  With ``order=True`` the most promising moves are tried
    first, so that cut-offs come sooner.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> from othello_lesson.evaluation import weighted_discs
    >>> board = initialize_board(6)
    >>> plain, pruned = NodeCount(), NodeCount()
    >>> minimax(board, BLACK, 4, weighted_discs, counter=plain)
    -8
    >>> alphabeta(board, BLACK, 4, weighted_discs, counter=pruned)
    -8
    >>> pruned.nodes < plain.nodes
    True
    """
    _visit(counter)
    check_depth(depth)
    if depth == 0:
        return final_value(board, colour) if _is_finished(board, colour) else evaluate(board, colour)
    other = opponent(colour)
    moves = legal_moves(board, colour)
    if not moves:
        if not legal_moves(board, other):
            return final_value(board, colour)
        return -alphabeta(board, other, depth, evaluate, -beta, -alpha, order=order, counter=counter)
    if order:
        children = _ordered(board, colour, moves, evaluate)
    else:
        children = [(move, play(board, move, colour)) for move in moves]
    best = -math.inf
    for _move, child in children:
        value = -alphabeta(child, other, depth - 1, evaluate, -beta, -alpha, order=order, counter=counter)
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha >= beta:
            break  # the opponent will never let the game come here
    return best


# --- choosing a move -----------------------------------------------------------------

Search = Callable[..., float]


def move_values(
    board: Board,
    colour: Colour,
    depth: int,
    evaluate: Evaluation,
    *,
    search: Search = alphabeta,
) -> dict[Move, float]:
    """The value of each legal move for ``colour``, looking ``depth`` moves ahead in all.

    Each value is exact (no move is cut off), so they can be shown side by
    side, as the board's analysis view does.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> from othello_lesson.evaluation import disc_difference
    >>> move_values(initialize_board(4), BLACK, 1, disc_difference)
    {(0, 1): 3, (1, 0): 3, (2, 3): 3, (3, 2): 3}
    """
    check_depth(depth, least=1)
    check_evaluation(evaluate)
    other = opponent(check_colour(colour))
    check_board(board)
    return {
        move: -search(play(board, move, colour), other, depth - 1, evaluate)
        for move in legal_moves(board, colour)
    }


def best_move(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> Move:
    """The move alpha-beta (``depth`` moves ahead, promising moves first) thinks best.

    Ties go to the move tried first.  Raises ``ValueError`` when ``colour`` has
    no legal move.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> from othello_lesson.evaluation import weighted_discs
    >>> best_move(initialize_board(8), BLACK, 3, weighted_discs)
    (2, 3)
    """
    check_depth(depth, least=1)
    check_evaluation(evaluate)
    moves = legal_moves(board, check_colour(colour))
    if not moves:
        raise ValueError("there is no legal move to choose from")
    other = opponent(colour)
    alpha, choice = -math.inf, moves[0]
    for move, child in _ordered(board, colour, moves, evaluate):
        value = -alphabeta(child, other, depth - 1, evaluate, -math.inf, -alpha, order=True)
        if value > alpha:
            alpha, choice = value, move
    return choice


# --- the exact endgame -----------------------------------------------------------------


class Solution(NamedTuple):
    """What ``solve`` finds: the final disc difference with perfect play, and a move that gets it."""

    score: int
    move: Move | None


def solve(board: Board, colour: Colour, *, counter: NodeCount | None = None) -> Solution:
    """Play every line to the end: ``colour``'s exact final disc difference, and the best move.

    The score is ``colour``'s discs minus the opponent's at the end of the game
    when both sides play perfectly (empty squares count for nobody).  The move
    is ``None`` when ``colour`` must pass or the game is over.  Fine up to
    about 14 empty squares on any board.

    >>> from othello_lesson.rules import board_from_text, BLACK
    >>> solve(board_from_text('''
    ...     ● ● ● ●
    ...     ● ● ● ○
    ...     ● ● ○ .
    ...     ● ○ . .
    ... '''), BLACK)
    Solution(score=16, move=(3, 3))
    """
    check_board(board)
    check_colour(colour)
    work = copy_board(board)
    empties = empties_best_first(work)
    difference = sum(row.count(colour) - row.count(opponent(colour)) for row in work)
    return _solve(work, empties, colour, difference, -math.inf, math.inf, counter)


def empties_best_first(board: Board) -> list[Move]:
    """The empty squares, the best by the weight table first: corners early, cut-offs sooner."""
    weights = weight_table(len(board))
    size = len(board)
    empties = [(r, c) for r in range(size) for c in range(size) if board[r][c] == EMPTY]
    return sorted(empties, key=lambda square: -weights[square[0]][square[1]])


def _solve(
    board: Board,
    empties: list[Move],
    colour: Colour,
    difference: int,
    alpha: float,
    beta: float,
    counter: NodeCount | None,
) -> Solution:
    """Alpha-beta on the final score.  ``board`` is changed and put back; ``difference`` is
    ``colour``'s discs minus the opponent's now.  ``solve`` checked the board once, so the
    walk asks ``fast_rules``, the rules without their checks."""
    _visit(counter)
    other = opponent(colour)
    moves = [
        (index, square, flips)
        for index, square in enumerate(empties)
        if (flips := fast_rules.flips(board, *square, colour))
    ]
    if not moves:
        if any(fast_rules.flips(board, row, col, other) for row, col in empties):
            return Solution(-_solve(board, empties, other, -difference, -beta, -alpha, counter).score, None)
        return Solution(difference, None)  # neither can move: the game is over
    if len(empties) > FASTEST_FIRST_ABOVE:
        moves.sort(key=lambda move: _replies(board, empties, move, colour))
    best = Solution(BELOW_ANY_SCORE, None)  # moves is not empty: the first one takes its place
    for index, (row, col), flips in moves:
        fast_rules.place(board, row, col, colour, flips)
        rest = empties[:index] + empties[index + 1 :]
        after = difference + 1 + 2 * len(flips)
        value = -_solve(board, rest, other, -after, -beta, -alpha, counter).score
        _take_back(board, row, col, flips, other)
        if value > best.score:
            best = Solution(value, (row, col))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    return best


FASTEST_FIRST_ABOVE = 6  # with more empty squares than this, try first the moves that leave fewest replies


def _replies(board: Board, empties: list[Move], move: tuple[int, Move, list[Move]], colour: Colour) -> int:
    """How many moves the opponent has after ``move``: the fewer, the likelier a cut-off."""
    _index, (row, col), flips = move
    fast_rules.place(board, row, col, colour, flips)
    other = opponent(colour)
    count = sum(1 for r, c in empties if fast_rules.flips(board, r, c, other))
    _take_back(board, row, col, flips, other)
    return count


def _take_back(board: Board, row: int, col: int, flips: list[Move], other: Colour) -> None:
    for r, c in flips:
        board[r][c] = other
    board[row][col] = EMPTY


# --- what a search thinks of each move, for the board's analysis view ---------------------

# What the board says of each analysis, in the language spoken (``ANALYSIS_WORDS[name]``).
ANALYSIS_WORDS = Hints(
    "analyses",
    {
        "minimax": "minimax, 2 moves ahead, weights",
        "alphabeta": "alpha-beta, 3 moves ahead, weights",
    },
)
# name: (words for it, depth, evaluation, search); ``fast_search.analyse`` gives each move's value.
ANALYSES: dict[str, tuple[str, int, Evaluation, Search]] = {
    "minimax": (ANALYSIS_WORDS.english("minimax"), 2, weighted_discs, minimax),
    "alphabeta": (ANALYSIS_WORDS.english("alphabeta"), 3, weighted_discs, alphabeta),
}


__all__ = [
    "ANALYSES",
    "ANALYSIS_WORDS",
    "BELOW_ANY_SCORE",
    "FASTEST_FIRST_ABOVE",
    "FINISHED",
    "NodeCount",
    "Search",
    "Solution",
    "alphabeta",
    "best_move",
    "check_evaluation",
    "empties_best_first",
    "final_value",
    "legal_moves",
    "minimax",
    "move_values",
    "play",
    "solve",
]
