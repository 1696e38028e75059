"""The endgame solver of ``search`` on bitboards: the same search, step for step, the same answers.

``search.solve`` is written on the lesson's 2-D list so that it reads like
the lesson.  Here the same alpha-beta runs on the two numbers of a bitboard
(``boards.bitboard``): it tries the moves in the same order, keeps the same
best move on a tie and visits the same positions, so its answer is exactly
``solve``'s (a test compares them, node counts included).

It runs on ``boards.fast_bitboard``'s compiled legal-move and flip code, and
``benchmarks/race.py`` measures it against ``solve`` on seeded 8x8 endgames
with 10 empty squares: about 1.3 times as fast in CPU time (with the readable
``bitboard``'s functions it was not faster).  So ``perfect_player`` solves
with this twin; the readable ``solve`` is what the lesson teaches.

>>> from othello_lesson.rules import board_from_text, BLACK
>>> solve_fast(board_from_text('''
...     ● ● ● ●
...     ● ● ● ○
...     ● ● ○ .
...     ● ○ . .
... '''), BLACK)
Solution(score=16, move=(3, 3))
"""

from __future__ import annotations

import math
from functools import cache

from .boards.bitboard import from_lists
from .boards.fast_bitboard import engine
from .rules import BLACK, Board, Player, check_board, check_player
from .search import FASTEST_FIRST_ABOVE, NodeCount, Solution, _empties_best_first


def solve_fast(board: Board, player: Player, *, counter: NodeCount | None = None) -> Solution:
    """``search.solve(board, player)``, worked out on bitboards: the same score, move and node count."""
    size = check_board(board)
    check_player(player)
    position = from_lists(board)
    me, opponent = (position.black, position.white) if player == BLACK else (position.white, position.black)
    empties = [(1 << (row * size + col), (row, col)) for row, col in _empties_best_first(board)]
    difference = me.bit_count() - opponent.bit_count()
    score, index = _solve(me, opponent, size, empties, difference, -math.inf, math.inf, counter)
    return Solution(score, None if index is None else empties[index][1])


@cache
def _neighbours(size: int) -> dict[int, int]:
    """For each square's bit, a 1 bit on each of the (up to 8) squares around it."""
    around = {}
    for row in range(size):
        for col in range(size):
            squares = [
                (r, c)
                for r in range(row - 1, row + 2)
                for c in range(col - 1, col + 2)
                if 0 <= r < size and 0 <= c < size and (r, c) != (row, col)
            ]
            around[1 << (row * size + col)] = sum(1 << (r * size + c) for r, c in squares)
    return around


def _solve(
    me: int,
    opponent: int,
    size: int,
    empties: list[tuple[int, tuple[int, int]]],
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
    around = _neighbours(size)
    fast = engine(size)
    moves = []
    for index, (bit, _) in enumerate(empties):
        if around[bit] & opponent:  # no opponent's disc next to the square: nothing to flip
            flipped = fast.flip_bits(me, opponent, bit)
            if flipped:
                moves.append((index, bit, flipped))
    if not moves:
        if fast.legal_bits(opponent, me):
            return -_solve(opponent, me, size, empties, -difference, -beta, -alpha, counter)[0], None
        return difference, None  # neither can move: the game is over
    if len(empties) > FASTEST_FIRST_ABOVE:  # the opponent's fewest replies first, as search does
        moves.sort(key=lambda move: fast.legal_bits(opponent & ~move[2], me | move[1] | move[2]).bit_count())
    best: int | None = None
    best_index = None
    for index, bit, flipped in moves:
        after = difference + 1 + 2 * flipped.bit_count()
        rest = empties[:index] + empties[index + 1 :]
        value = -_solve(opponent & ~flipped, me | bit | flipped, size, rest, -after, -beta, -alpha, counter)[
            0
        ]
        if best is None or value > best:
            best, best_index = value, index
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    return best, best_index  # type: ignore[return-value]
