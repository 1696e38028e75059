"""Bitboards: the whole board in two whole numbers, one bit a square, as the bitboard article teaches.

Number the squares row by row from the top left: square (row, col) is bit
``row * size + col``.  ``black`` has a 1 bit on every black disc, ``white``
on every white one, and the empty squares are ``full & ~(black | white)``.
On 8x8 that is 64 bits (a1 is bit 0, h8 is bit 63); Python's ints grow as
needed, so the same code handles every even size up to 26x26 (676 bits),
with the masks below computed from the size.  (The article numbers the bits
the other way round, a1 as the highest bit; that changes nothing but the
direction of each shift.)

Moving every disc one square is one shift of the whole number:

* east (col + 1) is ``bits << 1``, west ``bits >> 1``;
* south (row + 1) is ``bits << size``, north ``bits >> size``;
* the diagonals are ``size + 1`` and ``size - 1`` steps.

A shift east moves a disc on the last column to the *first column of the
next row*: the board has no edge inside the number.  So before shifting
east or west (or along a diagonal) we keep only the opponent's discs off the
first and last columns: the mask ``0x7e7e7e7e7e7e7e7e`` on 8x8.  A ray of the
opponent's discs can never cross an edge then.  Going north or south needs no
such mask: the bits fall off the ends of the number (``& full`` cuts what a
shift to the left pushes past the last square).

>>> from othello_lesson.rules import BLACK, initialize_board
>>> position = from_lists(initialize_board(8))
>>> hex(position.black), hex(position.white)
('0x810000000', '0x1008000000')
>>> legal_moves(position, BLACK)
[(2, 3), (3, 2), (4, 5), (5, 4)]
>>> [perft(position, BLACK, depth) for depth in range(1, 6)]
[4, 12, 56, 244, 1396]
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ..perft import PERFT_DEPTH
from ..rules import BLACK, EMPTY, WHITE, Board, Colour, IllegalMoveError, Move, check_board, check_depth

NAME = "bitboard"
SIZES = tuple(range(4, 27, 2))


class Bitboard(NamedTuple):
    """The board size and one whole number per colour, a 1 bit on each of its discs."""

    size: int
    black: int
    white: int


class Geometry(NamedTuple):
    """The numbers that depend only on the board size."""

    size: int
    full: int  # a 1 bit on every square
    directions: tuple[tuple[int, int], ...]  # (shift, mask for the opponent's discs) for each direction


@cache
def geometry(size: int) -> Geometry:
    """The full-board mask and the eight (shift, mask) pairs for a board of ``size``.

    >>> g = geometry(8)
    >>> hex(g.full)
    '0xffffffffffffffff'
    >>> [(shift, hex(mask)) for shift, mask in g.directions[:2]]
    [(1, '0x7e7e7e7e7e7e7e7e'), (-1, '0x7e7e7e7e7e7e7e7e')]
    """
    full = (1 << size * size) - 1
    one_row_inside = ((1 << size) - 1) & ~1 & ~(1 << (size - 1))  # 0b01111110 on 8x8
    inside_columns = sum(one_row_inside << (row * size) for row in range(size))  # 0x7e7e...7e
    directions = (
        (1, inside_columns),  # east
        (-1, inside_columns),  # west
        (size, full),  # south: bits fall off the ends, no mask needed
        (-size, full),  # north
        (size + 1, inside_columns),  # south-east
        (size - 1, inside_columns),  # south-west
        (-size + 1, inside_columns),  # north-east
        (-size - 1, inside_columns),  # north-west
    )
    return Geometry(size, full, directions)


def shift(bits: int, step: int, full: int) -> int:
    """Move every 1 bit ``step`` squares on (left for a positive step), keeping only the board's bits.

    >>> bin(shift(0b0110, 1, 0b1111)), bin(shift(0b0110, -1, 0b1111)), bin(shift(0b1000, 1, 0b1111))
    ('0b1100', '0b11', '0b0')
    """
    return (bits << step) & full if step > 0 else bits >> -step


def shift_east(bits: int, size: int) -> int:
    """Move every disc one square east (to the right); a disc on the last column falls off the board.

    ``bits << 1`` alone would carry a disc from the last column onto the
    first column of the next row, and the last square's disc past the board:
    ``& full`` and the mask that clears the first column stop both.

    >>> bin(shift_east(0b1000_0001, 4))
    '0b10'
    """
    full = (1 << size * size) - 1
    first_column = sum(1 << (row * size) for row in range(size))
    return (bits << 1) & full & ~first_column


def legal_bits(
    me: int, opponent: int, size: int, *, directions: tuple[tuple[int, int], ...] | None = None
) -> int:
    """A 1 bit on every square where the side with discs ``me`` may play.

    For each direction: ``line`` starts as my discs moved one step, kept only
    where an opponent's disc is (the first disc of a ray).  Each round moves
    the line one more step, again kept only on the opponent's discs, so it
    grows along rows of them.  One step beyond the end of a line, an empty
    square is a legal move.  A ray holds at most ``size - 2`` opponent's
    discs, so ``size - 3`` rounds after the first are enough.

    The shifts are written out (``<<`` for a positive step, ``>>`` for a
    negative one) instead of calling ``shift``: this is the engine the
    computer players use, and a call costs more than the shift itself.  Bits
    pushed past the last square by ``<<`` do no harm: ``inside`` has none
    there, and ``& empty`` at the end drops them.

    >>> from othello_lesson.rules import initialize_board
    >>> start = from_lists(initialize_board(8))
    >>> squares(legal_bits(start.black, start.white, 8), 8)
    [(2, 3), (3, 2), (4, 5), (5, 4)]

    ``directions`` replaces ``geometry(size)``'s (shift, mask) pairs: lesson 10
    tries the bitboard article's masks with it.
    """
    full, own_directions = geometry(size)[1:]
    directions = own_directions if directions is None else directions
    empty = full & ~(me | opponent)
    rounds = range(size - 3)
    legal = 0
    for step, mask in directions:
        inside = opponent & mask  # the opponent's discs that a ray may pass over in this direction
        if step > 0:
            line = inside & (me << step)
            for _ in rounds:
                line |= inside & (line << step)
            legal |= line << step
        else:
            line = inside & (me >> -step)
            for _ in rounds:
                line |= inside & (line >> -step)
            legal |= line >> -step
    return legal & empty


def flip_bits(me: int, opponent: int, move: int, size: int) -> int:
    """A 1 bit on every opponent's disc that ``me`` flips by playing on the single bit ``move``.

    Walk each ray from the move while it meets the opponent's discs (masked as
    for the legal moves, so no ray crosses an edge); when the walk ends on one
    of my discs, the whole ray flips.

    >>> from othello_lesson.rules import initialize_board
    >>> start = from_lists(initialize_board(8))
    >>> squares(flip_bits(start.black, start.white, 1 << (2 * 8 + 3), 8), 8)
    [(3, 3)]
    """
    directions = geometry(size)[2]
    flipped = 0
    for step, mask in directions:
        inside = opponent & mask
        ray = 0
        square = move << step if step > 0 else move >> -step
        while square & inside:
            ray |= square
            square = square << step if step > 0 else square >> -step
        if square & me:
            flipped |= ray
    return flipped


def squares(bits: int, size: int) -> list[Move]:
    """The (row, col) of every 1 bit, lowest bit first: that is row by row.

    >>> squares(0b100000011, 4)
    [(0, 0), (0, 1), (2, 0)]
    """
    found = []
    while bits:
        lowest = bits & -bits  # the lowest 1 bit alone
        found.append(divmod(lowest.bit_length() - 1, size))
        bits ^= lowest
    return found


def from_lists(board: Board) -> Bitboard:
    """The two numbers of the lesson's board."""
    size = check_board(board)
    black = white = 0
    for row in range(size):
        for col in range(size):
            if board[row][col] == BLACK:
                black |= 1 << (row * size + col)
            elif board[row][col] == WHITE:
                white |= 1 << (row * size + col)
    return Bitboard(size, black, white)


def to_lists(position: Bitboard) -> Board:
    """The lesson's board from the two numbers."""
    size = position.size
    board: Board = [[EMPTY] * size for _ in range(size)]
    for colour, bits in ((BLACK, position.black), (WHITE, position.white)):
        for row, col in squares(bits, size):
            board[row][col] = colour
    return board


def _sides(position: Bitboard, colour: Colour) -> tuple[int, int]:
    return (position.black, position.white) if colour == BLACK else (position.white, position.black)


def legal_moves(position: Bitboard, colour: Colour) -> list[Move]:
    """Every legal move of ``colour``, row by row."""
    return squares(legal_bits(*_sides(position, colour), position.size), position.size)


def play(position: Bitboard, move: Move, colour: Colour) -> Bitboard:
    """The position after ``colour`` plays ``move``: two new numbers."""
    size = position.size
    row, col = move
    me, opponent = _sides(position, colour)
    bit = 1 << (row * size + col) if 0 <= row < size and 0 <= col < size else 0
    flipped = flip_bits(me, opponent, bit, size) if bit & ~(me | opponent) else 0
    if not flipped:
        raise IllegalMoveError(f"{move} is not a legal move for {colour}")
    me, opponent = me | bit | flipped, opponent & ~flipped
    return Bitboard(size, me, opponent) if colour == BLACK else Bitboard(size, opponent, me)


def count(position: Bitboard) -> tuple[int, int]:
    """``(black, white)``: how many 1 bits in each number."""
    return position.black.bit_count(), position.white.bit_count()


def perft_bits(me: int, opponent: int, size: int, depth: int) -> int:
    """Perft on the two numbers, ``me`` to move."""
    if depth == 0:
        return 1
    legal = legal_bits(me, opponent, size)
    if not legal:
        if not legal_bits(opponent, me, size):
            return 1  # the game is over
        return perft_bits(opponent, me, size, depth - 1)  # a forced pass
    if depth == 1:
        return legal.bit_count()  # each move is a leaf: count the 1 bits
    total = 0
    while legal:
        move = legal & -legal  # the lowest 1 bit: one move
        legal ^= move
        flipped = flip_bits(me, opponent, move, size)
        total += perft_bits(opponent & ~flipped, me | move | flipped, size, depth - 1)
    return total


def perft(position: Bitboard, colour: Colour, depth: int) -> int:
    """The leaves of the tree of moves ``depth`` plies deep (a forced pass is a ply)."""
    check_depth(depth, name=PERFT_DEPTH)
    return perft_bits(*_sides(position, colour), position.size, depth)


__all__ = [
    "NAME",
    "SIZES",
    "Bitboard",
    "Geometry",
    "count",
    "flip_bits",
    "from_lists",
    "geometry",
    "legal_bits",
    "legal_moves",
    "perft",
    "perft_bits",
    "play",
    "shift",
    "shift_east",
    "squares",
    "to_lists",
]
