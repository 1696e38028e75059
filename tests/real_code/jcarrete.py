"""othello-ai, an Othello engine on 64-bit bitboards with a minimax player, by Jason Carrete.

Repository: jcarrete5/othello-ai, files othelloai/bitboard.py, othelloai/board.py,
othelloai/color.py and othelloai/ai/minmax.py.
License: MIT, as the project's pyproject.toml declares; Copyright Jason Carrete.
Adapted: their bitboards put (row, col) on bit 63 - (8 * row + col) (bb.pos_mask); a wrapper writes
each disc of our board (a list of rows, or the course's bitboard with (row, col) on bit
row * size + col) at their pos_mask(row, col), and reads their answers back the same way.  Their
IllegalMoveError is turned into the course's.  Their MinmaxAIPlayer always scores with
_evaluate_state (the disc difference for the player's own colour): it takes the evaluation as one
added argument, and the wrapper passes ours, for the player's colour as theirs is; the search is
started as their _get_move starts it (the player's colour to move), and the board it searched is
written back into ours (their search plays moves on the board object it is given).
"""

import enum
import operator as op
from collections import namedtuple
from copy import copy
from functools import reduce
from math import inf

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE
from othello_lesson.rules import IllegalMoveError as OurIllegalMoveError

# --- their code (othelloai/color.py) -------------------------------------------------------------


class Color(enum.Enum):
    """Represents the color of the pieces a player controls."""

    black = 1
    white = 2


def opposite_color(c: Color) -> Color:
    """Return the color opposite to that of the input."""
    return Color.white if c is Color.black else Color.black


class IllegalMoveError(Exception):
    """othelloai/exception.py"""


# --- their code (othelloai/bitboard.py) ------------------------------------------------------------

N_EDGE = 0xFF00000000000000
E_EDGE = 0x0101010101010101
S_EDGE = 0x00000000000000FF
W_EDGE = 0x8080808080808080
ALL_ = 0xFFFFFFFFFFFFFFFF
DIRECTIONS = frozenset({"n", "ne", "e", "se", "s", "sw", "w", "nw"})

Position = namedtuple("Position", "row, col", module=__name__)


def pos_mask(row: int, col: int) -> int:
    """Return the bit mask for (row, col) on a bitboard."""
    assert 0 <= row < 8
    assert 0 <= col < 8
    return 0x8000000000000000 >> col >> row * 8


def shift(bits: int, dir_: str, times: int = 1) -> int:
    """Shift `bits` in direction `dir_` `times` times."""
    dir_ = dir_.lower()
    res = bits
    if "n" in dir_:
        res <<= 8 * times
    if "e" in dir_:
        # wall is a bit mask that ensures bits aren't shifted beyond where they are meant to go
        wall = not_(reduce(op.or_, (W_EDGE >> shift_ for shift_ in range(times)), 0))
        res >>= 1 * times
        res &= wall
    if "s" in dir_:
        res >>= 8 * times
    if "w" in dir_:
        # wall is a bit mask that ensures bits aren't shifted beyond where they are meant to go
        wall = not_(reduce(op.or_, (E_EDGE << shift_ for shift_ in range(times)), 0))
        res <<= 1 * times
        res &= wall
    return res & ALL_


def on_edge(bits: int) -> str:
    """Returns the edges that contain on-bits."""
    edges = []
    if bits & N_EDGE:
        edges.append("n")
    if bits & E_EDGE:
        edges.append("e")
    if bits & S_EDGE:
        edges.append("s")
    if bits & W_EDGE:
        edges.append("w")
    return "".join(edges)


def dilate(bits: int, dir_: str, times: int = 1) -> int:
    """Set `times` bits in direction `dir_`"""
    for _ in range(times):
        bits |= shift(bits, dir_)
    return bits


def not_(bits: int) -> int:
    """Bitwise not of the bitboard."""
    # The `& ALL_` is necessary so python doesn't treat bits as 2's compliment
    return ~bits & ALL_


def to_list(bits: int) -> list:
    """Return a list of positions corresponding to the bits set in `bits`."""
    positions = []
    for r in range(8):
        for c in range(8):
            mask = pos_mask(r, c)
            if bits & mask > 0:
                positions.append(Position(r, c))
    return positions


# --- their code (othelloai/board.py) -------------------------------------------------------------


class Board:
    """A board that can be manipulated adhering to the rules of othello."""

    def __init__(
        self, init_white=0x0000001008000000, init_black=0x0000000810000000, init_turn_player_color=Color.black
    ):
        self.white = init_white
        self.black = init_black
        self.turn_player_color = init_turn_player_color

    def empty_cells(self) -> int:
        """Return a bitboard representing empty cells."""
        return not_(self.white | self.black)

    def valid_moves(self) -> list:
        """Return a list of positions of valid moves for the turn player."""
        if self.turn_player_color is Color.black:
            my_pieces = self.black
            foe_pieces = self.white
        else:
            my_pieces = self.white
            foe_pieces = self.black
        moves_bb = 0x0
        for dir_ in DIRECTIONS:
            candidates = foe_pieces & shift(my_pieces, dir_)
            while candidates != 0:
                shifted = shift(candidates, dir_)
                moves_bb |= self.empty_cells() & shifted
                candidates = foe_pieces & shifted
        return to_list(moves_bb)

    def place(self, color: Color, pos: Position):
        """Place a piece of color `color` at position `pos`.

        Raises an IllegalMoveError if an illegal move was attempted
        """
        assert 0 <= pos.row < 8
        assert 0 <= pos.col < 8
        pos_mask_ = pos_mask(*pos)
        self._capture(color, pos)
        if color is Color.black:
            self.black |= pos_mask_
        else:
            self.white |= pos_mask_

    def _capture(self, color: Color, pos: Position):
        """Find pieces that should be captured."""
        my_pieces = self.white if color is Color.white else self.black
        empty = self.empty_cells()

        class State:
            def __init__(self, dir_, init_bb=0x0):
                self.bb = init_bb
                self.dir = dir_
                self.capped = False
                self.on_edge = False
                self.on_empty = False

            def dilate(self):
                self.bb = dilate(self.bb, self.dir)

            def should_commit(self):
                return self.capped

            def should_keep_dilating(self):
                selected = not_(pos_mask(*pos)) & self.bb
                self.on_edge = len(set(self.dir) & set(on_edge(self.bb))) > 0
                self.capped = my_pieces & selected != 0
                self.on_empty = empty & selected != 0
                return not self.on_edge and not self.capped and not self.on_empty

        start = pos_mask(*pos)
        states = [State(dir_, start) for dir_ in DIRECTIONS]
        did_commit = False
        for state in states:
            while state.should_keep_dilating():
                state.dilate()
            if state.should_commit():
                did_commit = True
                if color is Color.white:
                    self.white |= state.bb
                    self.black &= not_(state.bb)
                elif color is Color.black:
                    self.black |= state.bb
                    self.white &= not_(state.bb)
        if not did_commit:
            raise IllegalMoveError

    def copy(self):
        """Return a shallow copy of this board."""
        return copy(self)


# --- their code (othelloai/ai/minmax.py) ----------------------------------------------------------


class MinmaxAIPlayer:
    """Player that uses the minmax algorithm to make moves."""

    def __init__(self, color, evaluate):
        self.color = color
        self.evaluate = evaluate

    def _evaluate_state(self, state: Board) -> int:
        return self.evaluate(state, self.color)

    def _find_best_move(self, board: Board, depth: int):
        current_score = self._evaluate_state(board)
        potential_moves = board.valid_moves()
        if not potential_moves or depth == 0:
            return current_score, None

        best_move = potential_moves[0]
        best_score = -inf
        color = board.turn_player_color
        for move in potential_moves:
            initial_state = board.copy()

            board.place(color, move)
            board.turn_player_color = opposite_color(color)

            opponent_best_score, _ = self._find_best_move(board, depth - 1)
            current_score = -opponent_best_score

            if current_score > best_score:
                best_score = current_score
                best_move = move

            board = initial_state

        return best_score, best_move


# --- translation -------------------------------------------------------------------------------

COLOURS = {OUR_BLACK: Color.black, OUR_WHITE: Color.white}
OURS = {Color.black: OUR_BLACK, Color.white: OUR_WHITE}


def their_board(board, colour=OUR_BLACK) -> Board:
    white = black = 0
    for r, row in enumerate(board):
        for c, square in enumerate(row):
            if square == OUR_WHITE:
                white |= pos_mask(r, c)
            elif square == OUR_BLACK:
                black |= pos_mask(r, c)
    return Board(white, black, COLOURS[colour])


def write_back(theirs: Board, board) -> None:
    for r, row in enumerate(board):
        for c in range(len(row)):
            mask = pos_mask(r, c)
            row[c] = OUR_WHITE if theirs.white & mask else OUR_BLACK if theirs.black & mask else OUR_EMPTY


def _theirs(bits: int, size: int) -> int:
    return reduce(op.or_, (pos_mask(*divmod(i, size)) for i in range(size * size) if bits >> i & 1), 0)


def _ours(bits: int, size: int) -> int:
    return sum(1 << (r * size + c) for r, c in to_list(bits))


# --- the exercises -----------------------------------------------------------------------------


def valid_moves_list_jcarrete(board, colour):
    return [tuple(position) for position in their_board(board, colour).valid_moves()]


def place_move_jcarrete(board, row, col, colour):
    theirs = their_board(board, colour)
    try:
        theirs.place(COLOURS[colour], Position(row, col))
    except IllegalMoveError as error:
        raise OurIllegalMoveError("illegal move") from error
    write_back(theirs, board)
    return board


def legal_bits_jcarrete(me, opponent, size):
    theirs = Board(init_white=_theirs(opponent, size), init_black=_theirs(me, size))
    return _ours(reduce(op.or_, (pos_mask(*p) for p in theirs.valid_moves()), 0), size)


def shift_east_jcarrete(bits, size):
    return _ours(shift(_theirs(bits, size), "e"), size)


def negamax_jcarrete(board, colour, depth, evaluate):
    def scored(state, color):
        ours = [[OUR_EMPTY] * len(board) for _ in board]
        write_back(state, ours)
        return evaluate(ours, OURS[color])

    theirs = their_board(board, colour)
    score, _ = MinmaxAIPlayer(COLOURS[colour], scored)._find_best_move(theirs, depth)
    write_back(theirs, board)
    return score
