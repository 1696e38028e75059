"""The endgame solver real engines use, in plain Python: ``search.solve``'s exact scores, far sooner.

``search.solve`` is what the lesson teaches: alpha-beta to the end of the
game, the squares tried by the weight table, the opponent's fewest replies
first.  This module finds the same scores (the tests compare them on many
endgames) with the ideas endgame programs are built on, each one a switch of
``Ideas`` so that ``benchmarks/ffo_benchmark.py`` can measure it alone:

* **bitboards**: a position is two whole numbers, moves and flips come from
  ``boards.fast_bitboard``'s compiled code;
* **fastest first** (``fastest_first``): far from the end, the moves that
  leave the opponent the fewest replies are tried first: a position with
  few replies has a small tree, and the best move is often among them.  The
  replies of every child are counted in one pass (the children side by side
  in one wide number, ``fast_bitboard.lanes``);
* **one reply further** (``reply_further``): with many empty squares,
  fastest first also asks what the opponent's best reply leaves me: a move
  after which I keep many moves goes before one that leaves me few;
* **a transposition table** (``table``): a position reached again by another
  order of moves is not searched again; the table keeps, for each position
  searched far from the end, the bounds found on its score and the best move,
  which is tried first next time;
* **cut-offs by a child** (``child_cutoffs``): with many empty squares the
  table is asked about every child before any is searched, and a child whose
  stored bound already beats ``beta`` ends the search there (the *enhanced
  transposition cut-off*; it needs the table);
* **null windows** (``null_window``): principal variation search.  The first
  move is searched for its value; every other move only to learn whether it
  is better (a window of width one, ``alpha, alpha + 1``), which cuts far
  more, and searched again in full only when it is;
* **parity** (``parity``): near the end, the squares in a region (a quarter
  of the board) with an odd number of empty squares first: whoever plays
  last in a region tends to keep what it flips;
* **stability** (``stability``): discs that can never be flipped (anchored by
  corners, edges and full lines) bound the score; when even that bound cannot
  beat what is already sure elsewhere, the position is not searched;
* **the last empty squares** (``last_empties``): with four squares or fewer
  left no moves are listed; each square is tried where it stands, the last
  move's flips are counted without a call.

The score is ``search.solve``'s: the disc difference at the end of the game
for the player to move, empty squares counting for nobody.

>>> from othello_lesson.rules import initialize_board, BLACK
>>> solve_endgame(initialize_board(4), BLACK)
Solution(score=-8, move=(0, 1))
>>> count = NodeCount()
>>> solve_endgame(initialize_board(4), BLACK, counter=count).score
-8
>>> count.nodes < 2_000
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from .boards.bitboard import from_lists, geometry
from .boards.fast_bitboard import engine, lane_width
from .evaluation import weight_table
from .rules import BLACK, Board, Colour, check_board, check_colour
from .search import NodeCount, Solution

__all__ = ["ALL_IDEAS", "Ideas", "solve_bits", "solve_endgame", "solve_within", "stable_discs"]


@dataclass(frozen=True)
class Ideas:
    """Which of the solver's ideas are on (all by default): switch one off to measure what it brings."""

    fastest_first: bool = True
    reply_further: bool = True
    table: bool = True
    child_cutoffs: bool = True
    null_window: bool = True
    parity: bool = True
    stability: bool = True
    last_empties: bool = True


ALL_IDEAS = Ideas()

SHALLOW = 6  # with this many empty squares or fewer: no table, no counting of replies, parity
"""The number of empty squares at and below which the search is the shallow one."""

ETC_EMPTIES = 8
"""From this many empty squares, the table is asked about every child before any is searched."""

DEEP_SORT = 10
"""From this many empty squares, fastest first also looks one reply further (``my_least_mobility``)."""


def solve_endgame(
    board: Board, colour: Colour, *, ideas: Ideas = ALL_IDEAS, counter: NodeCount | None = None
) -> Solution:
    """``colour``'s exact final disc difference with perfect play, and a move that gets it.

    The same score as ``search.solve`` (empty squares count for nobody); the
    move is one that gets that score (``search.solve`` may name another that
    gets it too), ``None`` when ``colour`` must pass or the game is over.

    >>> from othello_lesson.rules import board_from_text, BLACK
    >>> solve_endgame(board_from_text('''
    ...     ● ● ● ●
    ...     ● ● ● ○
    ...     ● ● ○ .
    ...     ● ○ . .
    ... '''), BLACK)
    Solution(score=16, move=(3, 3))
    """
    size = check_board(board)
    check_colour(colour)
    position = from_lists(board)
    me, opponent = (position.black, position.white) if colour == BLACK else (position.white, position.black)
    score, square = solve_bits(me, opponent, size, ideas=ideas, counter=counter)
    return Solution(score, None if square is None else divmod(square, size))


def solve_bits(
    me: int, opponent: int, size: int, *, ideas: Ideas = ALL_IDEAS, counter: NodeCount | None = None
) -> tuple[int, int | None]:
    """The exact score for the side with discs ``me`` (to move), and its best square's index (``None``: none).

    >>> from othello_lesson.rules import initialize_board
    >>> start = from_lists(initialize_board(4))
    >>> solve_bits(start.black, start.white, 4)   # square 1 is b1, row 0 and column 1
    (-8, 1)
    """
    root, visited = _make_search(size, ideas, None)
    score, square = root(me, opponent)
    if counter is not None:
        counter.nodes += visited()
    return score, square


def solve_within(
    board: Board, colour: Colour, nodes: int, *, ideas: Ideas = ALL_IDEAS, counter: NodeCount | None = None
) -> Solution | None:
    """``solve_endgame``'s solution if the solver finds it within about ``nodes`` positions, else ``None``.

    A budget of positions, not of seconds: the same answer on every machine.
    The search stops at the first position far from the end past the budget,
    so it may visit a few more; ``counter`` counts those it visited either way.

    >>> from othello_lesson.rules import initialize_board, BLACK
    >>> solve_within(initialize_board(4), BLACK, 10) is None
    True
    >>> solve_within(initialize_board(4), BLACK, 10_000)
    Solution(score=-8, move=(0, 1))
    """
    size = check_board(board)
    check_colour(colour)
    if isinstance(nodes, bool) or not isinstance(nodes, int) or nodes < 0:
        raise ValueError(f"nodes must be a whole number of positions, not {nodes!r}")
    position = from_lists(board)
    me, opponent = (position.black, position.white) if colour == BLACK else (position.white, position.black)
    root, visited = _make_search(size, ideas, nodes)
    try:
        score, square = root(me, opponent)
    except _OutOfNodes:
        return None
    finally:
        if counter is not None:
            counter.nodes += visited()
    return Solution(score, None if square is None else divmod(square, size))


# --- the tables that depend only on the board's size ------------------------------------------------


@cache
def _neighbours(size: int) -> tuple[int, ...]:
    """For each square, a 1 bit on each square around it: a move needs an opponent's disc there."""
    around = []
    for row in range(size):
        for col in range(size):
            bits = 0
            for r in range(row - 1, row + 2):
                for c in range(col - 1, col + 2):
                    if 0 <= r < size and 0 <= c < size and (r, c) != (row, col):
                        bits |= 1 << (r * size + c)
            around.append(bits)
    return tuple(around)


@cache
def _quadrants(size: int) -> tuple[int, ...]:
    """For each square, the bit of its quarter of the board (1, 2, 4 or 8): the regions of parity."""
    half = size // 2
    return tuple(1 << (2 * (row >= half) + (col >= half)) for row in range(size) for col in range(size))


@cache
def _static_order(size: int) -> tuple[int, ...]:
    """Every square, the best by the weight table first (``search.empties_best_first``'s order)."""
    weights = weight_table(size)
    return tuple(sorted(range(size * size), key=lambda square: -weights[square // size][square % size]))


@cache
def _lines(size: int) -> tuple[tuple[int, ...], ...]:
    """For each of the four axes (rows, columns, two diagonals), the mask of every line along it."""
    cells = [(row, col) for row in range(size) for col in range(size)]
    keys: tuple[Callable[[int, int], int], ...] = (
        lambda row, col: row,
        lambda row, col: col,
        lambda row, col: row - col,
        lambda row, col: row + col,
    )
    axes = []
    for key in keys:
        masks: dict[int, int] = {}
        for row, col in cells:
            masks[key(row, col)] = masks.get(key(row, col), 0) | 1 << (row * size + col)
        axes.append(tuple(masks.values()))
    return tuple(axes)


@cache
def _axes(size: int) -> tuple[tuple[int, int, int], ...]:
    """For each axis: its shift, the squares with a neighbour on the board along it one way, the other way."""
    full, directions = geometry(size)[1:]
    first_col = sum(1 << (row * size) for row in range(size))
    last_col = first_col << (size - 1)
    first_row, last_row = (1 << size) - 1, ((1 << size) - 1) << (size * (size - 1))
    inside = {  # squares with a neighbour on the board in the direction of the shift
        1: full & ~last_col,
        size: full & ~last_row,
        size + 1: full & ~last_col & ~last_row,
        size - 1: full & ~first_col & ~last_row,
    }
    backwards = {  # ... and against it
        1: full & ~first_col,
        size: full & ~first_row,
        size + 1: full & ~first_col & ~first_row,
        size - 1: full & ~last_col & ~first_row,
    }
    del directions
    return tuple((step, inside[step], backwards[step]) for step in (1, size, size + 1, size - 1))


def stable_discs(me: int, opponent: int, size: int) -> int:
    """The discs of ``me`` that can never be flipped, as bits: a sure part of the final count.

    A disc is stable when along each of the four lines through it, either the
    line is full, or the next square one way is off the board or a stable
    disc of the same colour (no disc can ever be put on both sides of it).
    The corners are stable, then the discs that lean on them, and so on.

    >>> bin(stable_discs(0b0011, 0b0100, 4))   # a1 and b1 along the top edge; c1 is the opponent's
    '0b11'
    """
    occupied = me | opponent
    full_lines = []
    for masks in _lines(size):
        bits = 0
        for mask in masks:
            if occupied & mask == mask:
                bits |= mask
        full_lines.append(bits)
    axes = _axes(size)
    stable = 0
    while True:
        grown = me
        for (step, forwards, backwards), full in zip(axes, full_lines, strict=True):
            # safe along this axis: the line is full, or a neighbour along it is off the board or stable
            leaning = ~forwards | ~backwards | ((stable >> step) & forwards) | ((stable << step) & backwards)
            grown &= full | leaning
        if grown == stable:
            return stable
        stable = grown


# --- the search -------------------------------------------------------------------------------------

_Child = tuple[int, int, int]  # (the square's bit, the opponent's discs after it, mine after it)
_Root = Callable[[int, int], tuple[int, int | None]]


class _OutOfNodes(Exception):
    """The search has visited more positions than its budget (``solve_within``)."""


def _make_search(size: int, ideas: Ideas, limit: int | None) -> tuple[_Root, Callable[[], int]]:
    """The search for one solve, and a function that tells how many positions it has visited.

    With a ``limit``, the search raises ``_OutOfNodes`` at the first position
    far from the end (``deep``) once it has visited more than ``limit``.

    The search is a set of functions that share the size's tables, the ideas
    switched on, the transposition table and the node count as the variables
    of this function: Python reads those sooner than the attributes of an object.
    """
    fast = engine(size)
    legal_bits, flips, in_lanes = fast.legal_bits, fast.flips, fast.legal_bits_in_lanes
    neighbours, quadrants, order = _neighbours(size), _quadrants(size), _static_order(size)
    rank = {square: place for place, square in enumerate(order)}
    cells = size * size
    width, full, lowest = lane_width(size), (1 << cells) - 1, -cells - 1
    corners = 1 | 1 << (size - 1) | 1 << (cells - size) | 1 << (cells - 1)
    table: dict[tuple[int, int], tuple[int, int, int]] = {}
    fastest_first, use_table, null_window = ideas.fastest_first, ideas.table, ideas.null_window
    parity_first, stability, last_empties = ideas.parity, ideas.stability, ideas.last_empties
    reply_further, child_cutoffs = ideas.reply_further, ideas.child_cutoffs and ideas.table
    nodes = 0
    budget = -1 if limit is None else limit

    def visited() -> int:
        return nodes

    def root(me: int, opponent: int) -> tuple[int, int | None]:
        """The score and the best square for ``me`` to move (``None``: it must pass, or the game is over)."""
        nonlocal nodes
        empties = (full & ~(me | opponent)).bit_count()
        if not legal_bits(me, opponent):
            return deep(me, opponent, lowest, -lowest, empties), None
        nodes += 1
        alpha, beta, best, choice = lowest, -lowest, lowest, 0
        for number, (bit, child_me, child_other) in enumerate(children(me, opponent, 0)):
            value = child_value(child_me, child_other, alpha, beta, empties - 1, number)
            if value > best:
                best, choice = value, bit
                alpha = max(alpha, value)
        return best, choice.bit_length() - 1

    def child_value(me: int, opponent: int, alpha: int, beta: int, empties: int, number: int) -> int:
        """Minus the child's score: searched in full for the first child, with a null window after."""
        search = deep if empties > SHALLOW else shallow_from
        if number == 0 or not null_window:
            return -search(me, opponent, -beta, -alpha, empties)
        value = -search(me, opponent, -alpha - 1, -alpha, empties)
        if alpha < value < beta:  # better than the best so far: how much better?
            value = -search(me, opponent, -beta, -value, empties)
        return value

    def children(me: int, opponent: int, first: int, empties: int = 0) -> list[_Child]:
        """Every move with the position after it, in the order to try them (``first``'s bit first)."""
        legal = legal_bits(me, opponent)
        found = []
        while legal:
            bit = legal & -legal
            legal ^= bit
            flipped = flips[bit.bit_length() - 1](me, opponent)
            found.append((bit, opponent & ~flipped, me | bit | flipped))
        if len(found) > 1:
            if fastest_first:
                # the children side by side in two wide numbers: one pass counts every child's replies
                to_move = waiting = 0
                for _, child_me, child_other in found:
                    to_move = (to_move << width) | child_me
                    waiting = (waiting << width) | child_other
                replies = in_lanes(to_move, waiting)
                counted = []
                further = reply_further and empties >= DEEP_SORT
                for child in reversed(found):  # the last child is in the lowest lane
                    mobility = (replies & full).bit_count() + (replies & corners).bit_count()
                    if further:
                        mobility = 40 + mobility * 2 - my_least_mobility(child[1], child[2], replies & full)
                    counted.append((mobility * cells + rank[child[0].bit_length() - 1], child))
                    replies >>= width
                counted.sort(key=_replies)  # on a tie, the better square by the weight table
                found = [child for _, child in counted]
            else:
                found.sort(key=lambda child: rank[child[0].bit_length() - 1])
            if first:
                found.sort(key=lambda child: child[0] != first)
        return found

    def my_least_mobility(them: int, me: int, legal: int) -> int:
        """After each of their replies ``legal``, my moves (corners twice): the fewest they can leave me."""
        if not legal:
            return 0
        to_move = waiting = 0
        while legal:
            bit = legal & -legal
            legal ^= bit
            flipped = flips[bit.bit_length() - 1](them, me)
            to_move = (to_move << width) | (me & ~flipped)
            waiting = (waiting << width) | them | bit | flipped
        replies = in_lanes(to_move, waiting)
        least = cells
        while to_move:
            mobility = (replies & full).bit_count() + (replies & corners).bit_count()
            if mobility < least:
                least = mobility
            replies >>= width
            to_move >>= width
        return least

    def deep(me: int, opponent: int, alpha: int, beta: int, empties: int) -> int:
        """The score for ``me`` to move if inside (alpha, beta); else a bound beyond the side it fails."""
        nonlocal nodes
        nodes += 1
        if nodes > budget >= 0:
            raise _OutOfNodes
        # stable discs are counted only where they may cut: alpha beyond what the opponent's discs could
        # take away, and at least 2 * empties - 2 (endgame programs' threshold: below it they rarely cut)
        if stability and alpha >= 2 * empties - 2 and alpha >= cells - 2 * opponent.bit_count():
            most = cells - 2 * stable_discs(opponent, me, size).bit_count()
            if most <= alpha:
                return most
            beta = min(beta, most)
        first = 0
        entry = None
        key = (me, opponent)
        if use_table:
            entry = table.get(key)
            if entry is not None:
                lower, upper, first = entry
                if lower >= beta:
                    return lower
                if upper <= alpha:
                    return upper
                alpha, beta = max(alpha, lower), min(beta, upper)
        moves = children(me, opponent, first, empties)
        if child_cutoffs and empties >= ETC_EMPTIES:
            # enhanced transposition cut-off: a child whose stored bound already proves a cut-off
            for _, child_me, child_other in moves:
                known = table.get((child_me, child_other))
                if known is not None and -known[1] >= beta:
                    return -known[1]
        if not moves:
            if not legal_bits(opponent, me):
                return me.bit_count() - opponent.bit_count()
            return -deep(opponent, me, -beta, -alpha, empties)  # a pass
        start, best, choice = alpha, lowest, 0
        for number, (bit, child_me, child_other) in enumerate(moves):
            value = child_value(child_me, child_other, alpha, beta, empties - 1, number)
            if value > best:
                best, choice = value, bit
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if use_table:
            lower, upper = (entry[0], entry[1]) if entry is not None else (lowest, -lowest)
            if best >= beta:
                lower = max(lower, best)
            elif best <= start:
                upper = min(upper, best)
            else:
                lower = upper = best
            table[key] = (lower, upper, choice)
        return best

    def shallow_from(me: int, opponent: int, alpha: int, beta: int, empties: int) -> int:
        """Enter the shallow search: list the empty squares once, by the weight table, and their parity."""
        free = full & ~(me | opponent)
        squares = [square for square in order if free >> square & 1]
        parity = 0
        for square in squares:
            parity ^= quadrants[square]
        return shallow(me, opponent, alpha, beta, squares, parity)

    def shallow(me: int, opponent: int, alpha: int, beta: int, squares: list[int], parity: int) -> int:
        """The score for ``me`` to move on the empty ``squares``, found by trying each square where it stands.

        ``parity`` has the bit of each quarter of the board that holds an odd
        number of empty squares; with the ``parity`` idea, those squares come first.
        """
        nonlocal nodes
        left = len(squares)
        if last_empties and left <= 4:
            if left == 4:
                a, b, c, d = squares
                return last_four(me, opponent, alpha, beta, a, b, c, d, False)
            if left == 3:
                a, b, c = squares
                return last_three(me, opponent, alpha, beta, a, b, c, False)
            nodes += 1
            if left == 2:
                return last_two(me, opponent, beta, squares[0], squares[1])
            if left == 1:
                return last_one(me, opponent, squares[0])
            return me.bit_count() - opponent.bit_count()  # a full board
        nodes += 1
        if parity_first:
            odd = [square for square in squares if parity & quadrants[square]]
            if 0 < len(odd) < left:
                squares = odd + [square for square in squares if not parity & quadrants[square]]
        best = lowest
        for index, square in enumerate(squares):
            if neighbours[square] & opponent:
                flipped = flips[square](me, opponent)
                if flipped:
                    value = -shallow(
                        opponent & ~flipped,
                        me | 1 << square | flipped,
                        -beta,
                        -alpha,
                        squares[:index] + squares[index + 1 :],
                        parity ^ quadrants[square],
                    )
                    if value > best:
                        best = value
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                return best
        if best > lowest:
            return best
        # I cannot move: the opponent plays, or the game is over
        if any(neighbours[square] & me and flips[square](opponent, me) for square in squares):
            return -shallow(opponent, me, -beta, -alpha, squares, parity)
        return me.bit_count() - opponent.bit_count()

    def last_four(
        me: int, opponent: int, alpha: int, beta: int, a: int, b: int, c: int, d: int, passed: bool
    ) -> int:
        """Four empty squares: each move leaves ``last_three``, without a list; parity orders them once."""
        nonlocal nodes
        nodes += 1
        if parity_first:
            odd = quadrants[a] ^ quadrants[b] ^ quadrants[c] ^ quadrants[d]  # the quarters with 1 or 3
            if odd:
                first = [square for square in (a, b, c, d) if quadrants[square] & odd]
                if len(first) == 2:  # two squares alone in their quarters go before a pair
                    a, b, c, d = *first, *(square for square in (a, b, c, d) if not quadrants[square] & odd)
        best = lowest
        for square, x, y, z in ((a, b, c, d), (b, a, c, d), (c, a, b, d), (d, a, b, c)):
            if neighbours[square] & opponent:
                flipped = flips[square](me, opponent)
                if flipped:
                    value = -last_three(
                        opponent & ~flipped, me | 1 << square | flipped, -beta, -alpha, x, y, z, False
                    )
                    if value > best:
                        best = value
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                return best
        if best > lowest:
            return best
        if passed:  # neither side can move
            return me.bit_count() - opponent.bit_count()
        return -last_four(opponent, me, -beta, -alpha, a, b, c, d, True)

    def last_three(
        me: int, opponent: int, alpha: int, beta: int, a: int, b: int, c: int, passed: bool
    ) -> int:
        """Three empty squares: each move leaves ``last_two``, no list; a square alone in a quarter first."""
        nonlocal nodes
        nodes += 1
        if parity_first:
            odd = quadrants[a] ^ quadrants[b] ^ quadrants[c]
            if not quadrants[a] & odd:  # a shares its quarter with b or c: the other one is alone
                a, b, c = (b, a, c) if quadrants[b] & odd else (c, a, b)
        best = lowest
        for square, one, other in ((a, b, c), (b, a, c), (c, a, b)):
            if neighbours[square] & opponent:
                flipped = flips[square](me, opponent)
                if flipped:
                    nodes += 1
                    value = -last_two(opponent & ~flipped, me | 1 << square | flipped, -alpha, one, other)
                    if value > best:
                        best = value
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                return best
        if best > lowest:
            return best
        if passed:  # neither side can move
            return me.bit_count() - opponent.bit_count()
        return -last_three(opponent, me, -beta, -alpha, a, b, c, True)

    def last_two(me: int, opponent: int, beta: int, first: int, second: int) -> int:
        """Two empty squares: each move's reply is the last square, counted where it stands."""
        nonlocal nodes
        best = lowest
        if neighbours[first] & opponent:
            flipped = flips[first](me, opponent)
            if flipped:  # I play first; the opponent, or else I, or else nobody, plays second
                nodes += 1
                mine, theirs = me | 1 << first | flipped, opponent & ~flipped
                best = 2 * mine.bit_count() - cells + 1
                flipped = flips[second](theirs, mine) if neighbours[second] & mine else 0
                if flipped:
                    best -= 1 + 2 * flipped.bit_count()
                else:
                    flipped = flips[second](mine, theirs) if neighbours[second] & theirs else 0
                    if flipped:
                        best += 1 + 2 * flipped.bit_count()
                if best >= beta:
                    return best
        if neighbours[second] & opponent:
            flipped = flips[second](me, opponent)
            if flipped:
                nodes += 1
                mine, theirs = me | 1 << second | flipped, opponent & ~flipped
                value = 2 * mine.bit_count() - cells + 1
                flipped = flips[first](theirs, mine) if neighbours[first] & mine else 0
                if flipped:
                    value -= 1 + 2 * flipped.bit_count()
                else:
                    flipped = flips[first](mine, theirs) if neighbours[first] & theirs else 0
                    if flipped:
                        value += 1 + 2 * flipped.bit_count()
                return max(best, value)
        if best > lowest:
            return best
        worst = -lowest  # I pass: the opponent plays the square that leaves me least
        flipped = flips[first](opponent, me)
        if flipped:
            nodes += 1
            worst = last_one(me & ~flipped, opponent | 1 << first | flipped, second)
        flipped = flips[second](opponent, me)
        if flipped:
            nodes += 1
            worst = min(worst, last_one(me & ~flipped, opponent | 1 << second | flipped, first))
        if worst < -lowest:
            return worst
        return me.bit_count() - opponent.bit_count()

    def last_one(me: int, opponent: int, square: int) -> int:
        """One empty square: the score once whoever can plays it (``me`` first), counted, not searched."""
        difference = 2 * me.bit_count() - cells + 1  # every other square is full
        flipped = flips[square](me, opponent)
        if flipped:
            return difference + 1 + 2 * flipped.bit_count()
        flipped = flips[square](opponent, me)
        if flipped:
            return difference - 1 - 2 * flipped.bit_count()
        return difference

    return root, visited


def _replies(counted: tuple[int, _Child]) -> int:
    return counted[0]
