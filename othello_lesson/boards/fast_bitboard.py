"""The bitboard engine made fast: the same rules as ``bitboard``, with each board size's code written out.

``bitboard`` is the readable engine that lesson 10 teaches: it loops over
eight (shift, mask) pairs and walks each ray a step at a time.  Python spends
most of that time on the loops themselves.  This module writes, once per
board size, the Python source of ``legal_bits``, ``flip_bits`` and
``perft_bits`` with that size's numbers typed in: every shift and mask is a
constant, every step of every direction is its own line, and there is no
loop over directions and no tuple to unpack.  ``source(size)`` returns that
text, so you can read exactly what runs; ``engine(size)`` compiles it (once,
then cached).

Flips do not walk step by step either: ``rays(size)`` holds, for every square
and direction, the bits of the whole ray from that square to the edge, and
each square has its own flip function (``flip_at_27`` on 8x8 is d4's) with
its rays typed in, and only the directions that have room for a ray.  The
first square along the ray that is *not* an opponent's disc is the lowest
(or, for a ray running towards bit 0, the highest) 1 bit of
``ray & ~opponent``; when that square is mine, every ray square before it
flips.

Perft is the same algorithm as ``bitboard.perft``: the same tree, the moves
at depth 1 counted, not played, no position remembered.  Two things make it
quicker.  The legal-move code is written into it instead of called.  And one
ply above the leaves, where most of the work is, the children of a position
are set side by side in one wide number (``lanes``: every child
``lane_width(size)`` bits from the next), so that one pass of the legal-move
lines counts the replies of every child at once: Python's whole numbers grow
as needed, and an ``&`` or a shift of a few hundred bits costs little more
than one of 64.  East's moves take a shortcut, a carry along each row (see
``_legal_lines``).  The tests check this module against ``bitboard`` and the
lesson's rules on every size.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> position = from_lists(initialize_board(8))
>>> legal_moves(position, BLACK)
[(2, 3), (3, 2), (4, 5), (5, 4)]
>>> [perft(position, BLACK, depth) for depth in range(1, 6)]
[4, 12, 56, 244, 1396]
>>> print(source(4).splitlines()[0])
def legal_bits(me, opponent):
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..perft import PERFT_DEPTH
from ..rules import BLACK, Colour, IllegalMoveError, Move, check_depth
from .bitboard import Bitboard, count, from_lists, geometry, squares, to_lists

NAME = "fast bitboard"
SIZES = tuple(range(4, 27, 2))

__all__ = [
    "NAME",
    "SIZES",
    "Bitboard",
    "Engine",
    "count",
    "engine",
    "from_lists",
    "lane_width",
    "lanes",
    "legal_moves",
    "perft",
    "play",
    "rays",
    "source",
    "to_lists",
]

# The eight directions as (row step, col step), in the order of bitboard.geometry's (shift, mask) pairs.
STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))


@cache
def rays(size: int) -> tuple[tuple[int, ...], ...]:
    """For each direction (in ``STEPS`` order), for each square: the bits from the next square to the edge.

    >>> east = rays(4)[0]
    >>> bin(east[0]), bin(east[3]), bin(east[5])
    ('0b1110', '0b0', '0b11000000')
    """
    table = []
    for row_step, col_step in STEPS:
        per_square = []
        for square in range(size * size):
            row, col = divmod(square, size)
            bits = 0
            row, col = row + row_step, col + col_step
            while 0 <= row < size and 0 <= col < size:
                bits |= 1 << (row * size + col)
                row, col = row + row_step, col + col_step
            per_square.append(bits)
        table.append(tuple(per_square))
    return tuple(table)


def _shifted(name: str, step: int) -> str:
    """The text of ``name`` moved ``step`` squares on."""
    return f"({name} << {step})" if step > 0 else f"({name} >> {-step})"


def _legal_lines(size: int, me: str, opponent: str, result: str, *, lanes: bool = False) -> list[str]:
    """Lines that set ``result`` to the legal-move bits of ``me`` (``bitboard.legal_bits``, written out).

    East is the one direction with a shortcut: adding a 1 at the start of each
    row of the opponent's discs that has my disc just before it carries all
    along the row and lands one square past its end, as a carry runs through
    ``0b0111 + 0b0001``.  The other seven directions grow their rays by shifts.

    With ``lanes``, ``me`` and ``opponent`` hold many boards side by side, one
    every ``lane_width(size)`` bits, and the same lines find every board's
    moves at once: the masks are the ``LANES_...`` numbers, the board's mask
    repeated in every lane.  The gap between two lanes is wider than any
    shift here, so no ray crosses from one board into the next.
    """
    full, directions = geometry(size)[1:]
    inside_columns = "LANES_INSIDE" if lanes else f"{directions[0][1]:#x}"
    all_squares = "LANES_FULL" if lanes else f"{full:#x}"
    lines = [f"inner = {opponent} & {inside_columns}"]
    lines.append(f"{result} = inner + (inner & {_shifted(me, 1)})")  # east: the carry runs along each row
    for step, mask in directions:
        if step == 1:
            continue
        inside = opponent if mask == full else "inner"
        lines.append(f"line = {inside} & {_shifted(me, step)}")  # the first disc of each ray
        lines.append(f"line |= {inside} & {_shifted('line', step)}")  # rays of up to two discs
        if size > 4:  # longer rays grow two discs a line, over pairs of the opponent's discs
            lines.append(f"pairs = {inside} & {_shifted(inside, step)}")
            for _ in range((size - 3) // 2):
                lines.append(f"line |= pairs & {_shifted('line', 2 * step)}")
        lines.append(f"{result} |= {_shifted('line', step)}")
    lines.append(f"{result} &= {all_squares} & ~({me} | {opponent})")
    return lines


def _flip_function(size: int, square: int) -> str:
    """The text of ``flip_at_<square>(me, opponent)``: the discs ``me`` flips by playing on ``square``.

    Only the directions with room for a ray (two squares or more before the
    edge) are written, each with its numbers typed in: the square next to
    this one (if it holds no opponent's disc, the direction flips nothing) and
    the whole ray to the edge.  The first square along the ray that is *not*
    an opponent's disc is the lowest 1 bit of ``ray & free`` (the highest,
    for a ray running towards bit 0); when that square is mine, every ray
    square before it flips.
    """
    lines = ["free = ~opponent", "flipped = 0"]
    for (step, _mask), table in zip(geometry(size).directions, rays(size), strict=True):
        ray = table[square]
        if ray.bit_count() < 2:
            continue
        following = 1 << (square + step)
        lines.append(f"if opponent & {following:#x}:")
        lines.append(f"    stop = free & {ray:#x}")
        if step > 0:
            lines.append("    stop &= -stop")  # the nearest square along the ray that is not the opponent's
            lines.append("    if stop & me:")
            lines.append(f"        flipped |= {ray:#x} & (stop - 1)")
        else:
            lines.append("    if stop:")
            lines.append("        stop = 1 << (stop.bit_length() - 1)")  # the nearest one, going down
            lines.append("        if stop & me:")
            lines.append(f"            flipped |= {ray:#x} & -(stop << 1)")
    lines.append("return flipped")
    return f"def flip_at_{square}(me, opponent):\n" + _indented(lines, 1)


def _indented(lines: list[str], depth: int) -> str:
    return "".join("    " * depth + line + "\n" for line in lines)


def lane_width(size: int) -> int:
    """The bits a board takes in a wide number of boards side by side: its squares, then a gap.

    The gap is as wide as the longest shift in the legal-move lines (two steps
    of a diagonal), so a ray never reaches the next board.

    >>> lane_width(8)
    82
    """
    return size * size + 2 * (size + 1)


@cache
def lanes(size: int) -> dict[str, int]:
    """The masks of the wide numbers: each board-sized mask repeated in every lane.

    There are as many lanes as a position can have moves (one per empty
    square), so every child of any position fits.  ``LANES_CARRY`` has one bit
    per lane, just above the lane's squares: where adding ``LANES_FULL`` to a
    lane carries.
    """
    full, directions = geometry(size)[1:]
    width = lane_width(size)
    repeat = sum(1 << (width * lane) for lane in range(size * size - 4))
    return {
        "LANE": width,
        "LANES_FULL": full * repeat,
        "LANES_INSIDE": directions[0][1] * repeat,
        "LANES_CARRY": (full + 1) * repeat,
    }


@cache
def source(size: int) -> str:
    """The Python text of the engine for ``size``: read it to see what runs.

    ``legal_bits``, one ``flip_at_<square>`` per square (``FLIPS`` lists
    them), ``flip_bits``, ``legal_bits_in_lanes`` and ``perft_bits``.
    """
    if size not in SIZES:
        raise ValueError(f"the fast bitboard handles the even sizes 4 to 26, not {size}")
    width = lane_width(size)
    text = "def legal_bits(me, opponent):\n"
    text += _indented(_legal_lines(size, "me", "opponent", "legal"), 1)
    text += "    return legal\n\n\n"
    text += "".join(_flip_function(size, square) + "\n\n" for square in range(size * size))
    text += f"FLIPS = ({', '.join(f'flip_at_{square}' for square in range(size * size))})\n\n\n"
    text += "def flip_bits(me, opponent, move):\n"
    text += "    return FLIPS[move.bit_length() - 1](me, opponent)\n\n\n"
    text += "def legal_bits_in_lanes(me, opponent):\n"
    text += _indented(_legal_lines(size, "me", "opponent", "legal", lanes=True), 1)
    text += "    return legal\n\n\n"
    text += "def perft_bits(me, opponent, depth):\n"
    text += "    if depth == 0:\n        return 1\n"
    text += _indented(_legal_lines(size, "me", "opponent", "legal"), 1)
    text += "    if not legal:\n"
    text += "        if not legal_bits(opponent, me):\n"
    text += "            return 1\n"
    text += "        return perft_bits(opponent, me, depth - 1)\n"
    text += "    if depth == 1:\n        return legal.bit_count()\n"
    text += "    if depth > 2:\n"
    text += "        total = 0\n"
    text += "        while legal:\n"
    text += "            move = legal & -legal\n"
    text += "            legal ^= move\n"
    text += "            flipped = FLIPS[move.bit_length() - 1](me, opponent)\n"
    text += "            total += perft_bits(opponent & ~flipped, me | move | flipped, depth - 1)\n"
    text += "        return total\n"
    # One ply above the leaves every child is counted as perft_bits(child, 1) would count it: its
    # number of moves, or 1 when it has none (a forced pass to depth 0, or the end of the game).
    # The children are set side by side in two wide numbers, one lane each, and one pass of the
    # legal-move lines finds the replies in every lane at once.
    text += "    children = legal.bit_count()\n"
    text += "    to_move = waiting = 0\n"
    text += "    while legal:\n"
    text += "        move = legal & -legal\n"
    text += "        legal ^= move\n"
    text += "        flipped = FLIPS[move.bit_length() - 1](me, opponent)\n"
    text += f"        to_move = (to_move << {width}) | (opponent & ~flipped)\n"
    text += f"        waiting = (waiting << {width}) | me | move | flipped\n"
    text += _indented(_legal_lines(size, "to_move", "waiting", "replies", lanes=True), 1)
    # Adding LANES_FULL carries out of every lane that is not 0: one carry bit per child with replies.
    text += "    with_replies = ((replies + LANES_FULL) & LANES_CARRY).bit_count()\n"
    text += "    return replies.bit_count() + children - with_replies\n"
    return text


@dataclass(frozen=True)
class Engine:
    """The functions ``engine`` compiles for one size, each on ``(me, opponent)`` as bit sets."""

    legal_bits: Callable[[int, int], int]
    flip_bits: Callable[[int, int, int], int]  # (me, opponent, move)
    perft_bits: Callable[[int, int, int], int]  # (me, opponent, depth)
    flips: tuple[Callable[[int, int], int], ...]  # flips[square](me, opponent)
    legal_bits_in_lanes: Callable[[int, int], int]


@cache
def engine(size: int) -> Engine:
    """The compiled functions for ``size``: ``legal_bits``, ``flip_bits``, ``perft_bits`` and ``flips``.

    They take ``(me, opponent)``, ``(me, opponent, move)`` and ``(me, opponent, depth)``;
    ``flips[square]`` is the square's own flip function, taking ``(me, opponent)``;
    ``legal_bits_in_lanes`` is ``legal_bits`` for many boards side by side (see ``lanes``).

    >>> fast = engine(8)
    >>> fast.perft_bits(0x810000000, 0x1008000000, 4)
    244
    """
    namespace: dict[str, Any] = dict(lanes(size))  # what the compiled source defines: untyped code
    exec(compile(source(size), f"<fast bitboard {size}x{size}>", "exec"), namespace)
    return Engine(
        legal_bits=namespace["legal_bits"],
        flip_bits=namespace["flip_bits"],
        perft_bits=namespace["perft_bits"],
        flips=namespace["FLIPS"],
        legal_bits_in_lanes=namespace["legal_bits_in_lanes"],
    )


def _sides(position: Bitboard, colour: Colour) -> tuple[int, int]:
    return (position.black, position.white) if colour == BLACK else (position.white, position.black)


def legal_moves(position: Bitboard, colour: Colour) -> list[Move]:
    """Every legal move of ``colour``, row by row."""
    return squares(engine(position.size).legal_bits(*_sides(position, colour)), position.size)


def play(position: Bitboard, move: Move, colour: Colour) -> Bitboard:
    """The position after ``colour`` plays ``move``: two new numbers."""
    size = position.size
    row, col = move
    me, opponent = _sides(position, colour)
    bit = 1 << (row * size + col) if 0 <= row < size and 0 <= col < size else 0
    flipped = engine(size).flip_bits(me, opponent, bit) if bit & ~(me | opponent) else 0
    if not flipped:
        raise IllegalMoveError(f"{move} is not a legal move for {colour}")
    me, opponent = me | bit | flipped, opponent & ~flipped
    return Bitboard(size, me, opponent) if colour == BLACK else Bitboard(size, opponent, me)


def perft(position: Bitboard, colour: Colour, depth: int) -> int:
    """The leaves of the tree of moves ``depth`` plies deep (a forced pass is a ply)."""
    check_depth(depth, name=PERFT_DEPTH)
    return engine(position.size).perft_bits(*_sides(position, colour), depth)
