"""The searches of ``search`` on bitboards: the same searches, step for step, the same answers.

``search`` is written on the lesson's 2-D list so that it reads like the
lesson.  Here the same alpha-beta and the same endgame solver run on the two
numbers of a bitboard (``boards.bitboard``), through ``boards.fast_bitboard``'s
compiled legal-move and flip code: they try the moves in the same order, keep
the same best move on a tie and visit the same positions, so every answer is
exactly ``search``'s (the tests compare values, moves and node counts).

* ``alphabeta_fast`` and ``best_move_fast`` are ``search.alphabeta`` and
  ``search.best_move`` for an evaluation that has a twin on bitboards
  (``BITBOARD_EVALUATIONS``: the disc difference, the weights and mobility);
  ``best_move`` picks the fast one when there is a twin and the readable one
  otherwise (a student's own evaluation reads a 2-D list).
* ``solve_fast`` is ``search.solve``.

``alphabeta_player`` and ``perfect_player`` search with these (the perfect
player solves with ``endgame.solve_endgame``, the engines' solver, whose
node counts differ); the readable ``search`` is what the lessons teach.
``benchmarks/search_benchmark.py`` measures them.

>>> from othello_lesson.rules import initialize_board, BLACK
>>> from othello_lesson.evaluation import weighted_discs
>>> best_move_fast(initialize_board(8), BLACK, 3, weighted_discs)
(2, 3)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from . import search
from .boards.bitboard import from_lists, squares
from .boards.fast_bitboard import Engine, engine, lane_width
from .evaluation import Evaluation, disc_difference, mobility, weight_table, weighted_discs
from .rules import BLACK, Board, Colour, Move, check_board, check_colour, check_depth
from .search import BELOW_ANY_SCORE, FASTEST_FIRST_ABOVE, FINISHED, NodeCount, Solution, empties_best_first

# --- the evaluations on bitboards ---------------------------------------------------------

BitsEvaluation = Callable[[int, int, int], int]  # (my discs, the opponent's, size) -> value


def disc_difference_bits(me: int, opponent: int, size: int) -> int:
    """``evaluation.disc_difference``: my discs minus the opponent's."""
    return me.bit_count() - opponent.bit_count()


@cache
def _weight_masks(size: int) -> tuple[tuple[int, int], ...]:
    """The weight table as (weight, a 1 bit on every square of that weight), one pair per weight."""
    masks: dict[int, int] = {}
    for row, weights in enumerate(weight_table(size)):
        for col, weight in enumerate(weights):
            masks[weight] = masks.get(weight, 0) | 1 << (row * size + col)
    return tuple(masks.items())


def weighted_discs_bits(me: int, opponent: int, size: int) -> int:
    """``evaluation.weighted_discs``: the weights of my squares minus the weights of the opponent's."""
    return sum(
        weight * ((me & mask).bit_count() - (opponent & mask).bit_count())
        for weight, mask in _weight_masks(size)
    )


def mobility_bits(me: int, opponent: int, size: int) -> int:
    """``evaluation.mobility``: my legal moves minus the opponent's."""
    legal_bits: Callable[[int, int], int] = engine(size).legal_bits
    return legal_bits(me, opponent).bit_count() - legal_bits(opponent, me).bit_count()


BITBOARD_EVALUATIONS: dict[Evaluation, BitsEvaluation] = {
    disc_difference: disc_difference_bits,
    weighted_discs: weighted_discs_bits,
    mobility: mobility_bits,
}

# --- alpha-beta ----------------------------------------------------------------------------


def _sides(board: Board, colour: Colour) -> tuple[int, int, int]:
    """The size, then the discs of ``colour`` and of the opponent as two numbers."""
    size = check_board(board)
    position = from_lists(board)
    if check_colour(colour) == BLACK:
        return size, position.black, position.white
    return size, position.white, position.black


def _twin(evaluate: Evaluation) -> BitsEvaluation:
    if evaluate not in BITBOARD_EVALUATIONS:
        raise ValueError(
            f"{getattr(evaluate, '__name__', evaluate)!r} has no twin on bitboards: use search.alphabeta"
        )
    return BITBOARD_EVALUATIONS[evaluate]


def alphabeta_fast(
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
    """``search.alphabeta(...)`` on bitboards: the same value, the same positions visited.

    ``evaluate`` must be one of ``BITBOARD_EVALUATIONS``.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> from othello_lesson.evaluation import weighted_discs
    >>> alphabeta_fast(initialize_board(6), BLACK, 4, weighted_discs)
    -8
    """
    check_depth(depth)
    size, me, other = _sides(board, colour)
    walk = _Walk(engine(size), _twin(evaluate), size, order, counter)
    return walk.alphabeta(me, other, depth, alpha, beta)


def best_move_fast(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> Move:
    """``search.best_move(...)`` on bitboards: the same move.  ``evaluate`` must have a twin."""
    check_depth(depth, least=1)
    size, me, other = _sides(board, colour)
    walk = _Walk(engine(size), _twin(evaluate), size, True, None)
    children = walk.children(me, other)
    if not children:
        raise ValueError("there is no legal move to choose from")
    alpha, choice = -math.inf, children[0][2]
    for child_me, child_other, move in walk.ordered(children):
        value = -walk.alphabeta(child_me, child_other, depth - 1, -math.inf, -alpha)
        if value > alpha:
            alpha, choice = value, move
    return squares(choice, size)[0]


def move_values_fast(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> dict[Move, float]:
    """``search.move_values(...)`` on bitboards: the exact value of every legal move, row by row.

    With both searches of ``search.move_values`` (minimax and alpha-beta) the
    values are the same: alpha-beta with an open window finds minimax's
    value.  ``evaluate`` must have a twin on bitboards.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> from othello_lesson.evaluation import disc_difference
    >>> move_values_fast(initialize_board(4), BLACK, 1, disc_difference)
    {(0, 1): 3, (1, 0): 3, (2, 3): 3, (3, 2): 3}
    """
    check_depth(depth, least=1)
    size, me, other = _sides(board, colour)
    walk = _Walk(engine(size), _twin(evaluate), size, False, None)
    return {
        squares(move, size)[0]: -walk.alphabeta(child_me, child_other, depth - 1, -math.inf, math.inf)
        for child_me, child_other, move in walk.children(me, other)
    }


def best_move(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> Move:
    """``search.best_move``, on bitboards when ``evaluate`` has a twin there: the same move either way."""
    if evaluate in BITBOARD_EVALUATIONS:
        return best_move_fast(board, colour, depth, evaluate)
    return search.best_move(board, colour, depth, evaluate)


def analyse(board: Board, colour: Colour, name: str = "alphabeta") -> dict[Move, float]:
    """The value the search called ``name`` (a key of ``search.ANALYSES``) gives each move of ``colour``.

    The board's analysis view asks after every move, so the values are worked
    out on bitboards when the evaluation has a twin there: the same values as
    ``search.move_values`` with that search (the tests compare them), sooner.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> analyse(initialize_board(4), BLACK, "minimax")
    {(0, 1): -120, (1, 0): -120, (2, 3): -120, (3, 2): -120}
    """
    if name not in search.ANALYSES:
        raise ValueError(f"unknown analysis {name!r}: choose one of {', '.join(map(repr, search.ANALYSES))}")
    _words, depth, evaluate, readable = search.ANALYSES[name]
    if evaluate in BITBOARD_EVALUATIONS:
        check_colour(colour)
        return move_values_fast(board, colour, depth, evaluate)
    return search.move_values(board, colour, depth, evaluate, search=readable)


class _Walk:
    """One search's fixed parts: the compiled engine, the evaluation, the size, ordering, the counter."""

    def __init__(
        self,
        fast: Engine,
        evaluate: BitsEvaluation,
        size: int,
        order: bool,
        counter: NodeCount | None,
    ) -> None:
        self.fast, self.evaluate, self.size, self.order, self.counter = fast, evaluate, size, order, counter

    def children(self, me: int, other: int) -> list[tuple[int, int, int]]:
        """Each move's position, as (the mover's opponent's discs, the mover's, the move), row by row."""
        legal = self.fast.legal_bits(me, other)
        found = []
        flip_bits = self.fast.flip_bits
        while legal:
            move = legal & -legal
            legal ^= move
            flipped = flip_bits(me, other, move)
            found.append((other & ~flipped, me | move | flipped, move))
        return found

    def ordered(self, children: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
        """``search._ordered``: the children by the evaluation from the opponent's side, lowest first."""
        evaluate, size = self.evaluate, self.size
        return sorted(children, key=lambda child: evaluate(child[0], child[1], size))

    def alphabeta(self, me: int, other: int, depth: int, alpha: float, beta: float) -> float:
        """``search.alphabeta`` on the two numbers, ``me`` to move."""
        if self.counter is not None:
            self.counter.nodes += 1
        legal_bits = self.fast.legal_bits
        if depth == 0:
            if not legal_bits(me, other) and not legal_bits(other, me):
                return (me.bit_count() - other.bit_count()) * FINISHED
            return self.evaluate(me, other, self.size)
        children = self.children(me, other)
        if not children:
            if not legal_bits(other, me):
                return (me.bit_count() - other.bit_count()) * FINISHED
            return -self.alphabeta(other, me, depth, -beta, -alpha)  # a pass
        if self.order:
            children = self.ordered(children)
        best = -math.inf
        for child_me, child_other, _move in children:
            value = -self.alphabeta(child_me, child_other, depth - 1, -beta, -alpha)
            best = max(best, value)
            alpha = max(alpha, value)
            if alpha >= beta:
                break  # the opponent will never let the game come here
        return best


# --- the exact endgame -----------------------------------------------------------------------


def solve_fast(board: Board, colour: Colour, *, counter: NodeCount | None = None) -> Solution:
    """``search.solve(board, colour)``, worked out on bitboards: the same score, move and node count.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> solve_fast(initialize_board(4), BLACK)
    Solution(score=-8, move=(0, 1))
    """
    size = check_board(board)
    check_colour(colour)
    position = from_lists(board)
    me, opponent = (position.black, position.white) if colour == BLACK else (position.white, position.black)
    around, flips = _neighbours(size), engine(size).flips
    empties = [
        (1 << square, (row, col), around[square], flips[square])
        for row, col in empties_best_first(board)
        for square in (row * size + col,)
    ]
    difference = me.bit_count() - opponent.bit_count()
    score, index = _solve(me, opponent, size, empties, difference, -math.inf, math.inf, counter)
    return Solution(score, None if index is None else empties[index][1])


@cache
def _neighbours(size: int) -> list[int]:
    """For each square, a 1 bit on each of the (up to 8) squares around it."""
    around = []
    for row in range(size):
        for col in range(size):
            squares = [
                (r, c)
                for r in range(row - 1, row + 2)
                for c in range(col - 1, col + 2)
                if 0 <= r < size and 0 <= c < size and (r, c) != (row, col)
            ]
            around.append(sum(1 << (r * size + c) for r, c in squares))
    return around


def _solve(
    me: int,
    opponent: int,
    size: int,
    empties: list[tuple[int, tuple[int, int], int, Callable[[int, int], int]]],
    difference: int,
    alpha: float,
    beta: float,
    counter: NodeCount | None,
) -> tuple[int, int | None]:
    """The exact final score for the side with discs ``me``, and the index in ``empties`` of its best move.

    Step for step ``search._solve``: the same moves, in the same order, with the same cut-offs.
    """
    if counter is not None:
        counter.nodes += 1
    fast = engine(size)
    moves = []
    for index, (bit, _, around, flip) in enumerate(empties):
        if around & opponent:  # no opponent's disc next to the square: nothing to flip
            flipped = flip(me, opponent)
            if flipped:
                moves.append((index, bit, flipped))
    if not moves:
        # Can the opponent move?  With the few empty squares of an endgame, trying each is quicker.
        if any(around & me and flip(opponent, me) for _, _, around, flip in empties):
            return -_solve(opponent, me, size, empties, -difference, -beta, -alpha, counter)[0], None
        return difference, None  # neither can move: the game is over
    if len(empties) > FASTEST_FIRST_ABOVE:  # the opponent's fewest replies first, as search does
        moves = _fewest_replies_first(fast, me, opponent, size, moves)
    best, best_index = BELOW_ANY_SCORE, None  # moves is not empty: the first one takes their place
    for index, bit, flipped in moves:
        after = difference + 1 + 2 * flipped.bit_count()
        rest = empties[:index] + empties[index + 1 :]
        value = -_solve(opponent & ~flipped, me | bit | flipped, size, rest, -after, -beta, -alpha, counter)[
            0
        ]
        if value > best:
            best, best_index = value, index
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    return best, best_index


def _fewest_replies_first(
    fast: Engine, me: int, opponent: int, size: int, moves: list[tuple[int, int, int]]
) -> list[tuple[int, int, int]]:
    """The moves sorted (stably) by how many replies the opponent has after each: ``search._replies``.

    The positions after the moves are set side by side in lanes
    (``fast_bitboard.lanes``), and one pass finds every position's replies.
    """
    width, full = lane_width(size), (1 << size * size) - 1
    to_move = waiting = 0
    for _, bit, flipped in moves:
        to_move = (to_move << width) | (opponent & ~flipped)
        waiting = (waiting << width) | me | bit | flipped
    replies = fast.legal_bits_in_lanes(to_move, waiting)
    counts = []
    for _ in moves:  # the last move's position is in the lowest lane
        counts.append((replies & full).bit_count())
        replies >>= width
    counts.reverse()
    return [move for _, move in sorted(zip(counts, moves, strict=True), key=lambda pair: pair[0])]


__all__ = [
    "BITBOARD_EVALUATIONS",
    "BitsEvaluation",
    "alphabeta_fast",
    "analyse",
    "best_move",
    "best_move_fast",
    "disc_difference_bits",
    "mobility_bits",
    "move_values_fast",
    "solve_fast",
    "weighted_discs_bits",
]
