"""othello-zero, an AlphaZero-style Othello on numpy 64-bit bitboards, by Xiong Zepeng (2Bear).

Repository: 2Bear/othello-zero, files board.py (the bitboard rules) and util.py (square names),
with config.py's constants (N = 8, black = 1, white = -1).
License: MIT, Copyright (c) 2018- Xiong Zepeng (the repository's LICENSE file).
Adapted: their bitboards are numpy uint64 with (row, col) on bit row * 8 + col, as the course's are
on an 8x8 board: the bitboard exercises hand them the course's bitboards as they come (as numpy
uint64) and return their answer as an int; a board larger than 8x8 does not fit in 64 bits, and
numpy refuses it.  For place_move, their Board is made from our board's discs at bit row * 8 + col
and read back the same way.  Their square names are for a line index row * N + col: the name
exercises convert between (row, col) and that index with their N.
"""

import numpy as np

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (config.py, the constants the rules use) -----------------------------------------

N = 8
board_length = N * N
pass_move = N * N
black = 1
white = -1

# --- their code (board.py) -----------------------------------------------------------------------

initial_black = np.uint64(0b00010000 << 24 | 0b00001000 << 32)
initial_white = np.uint64(0b00001000 << 24 | 0b00010000 << 32)


class Board:
    def __init__(self, black=initial_black, white=initial_white):
        self.black = black
        self.white = white
        self.black_array2d = bit_to_array(self.black, board_length).reshape((N, N))
        self.white_array2d = bit_to_array(self.white, board_length).reshape((N, N))

    def get_own_and_enemy(self, player):
        if player == black:
            return self.black, self.white
        else:
            return self.white, self.black

    def make_move(self, player, move):
        if move == pass_move:
            return Board(self.black, self.white)
        bit_move = np.uint64(0b1 << move)
        own, enemy = self.get_own_and_enemy(player)
        flipped_stones = get_flipped_stones_bit(bit_move, own, enemy)
        own |= flipped_stones | bit_move
        enemy &= ~flipped_stones
        if player == black:
            return Board(own, enemy)
        else:
            return Board(enemy, own)


left_right_mask = np.uint64(0x7E7E7E7E7E7E7E7E)
top_bottom_mask = np.uint64(0x00FFFFFFFFFFFF00)
corner_mask = left_right_mask & top_bottom_mask


def get_legal_moves_bit(own, enemy):
    legal_moves = np.uint64(0)
    legal_moves |= search_legal_moves_left(own, enemy, left_right_mask, np.uint64(1))
    legal_moves |= search_legal_moves_left(own, enemy, corner_mask, np.uint64(9))
    legal_moves |= search_legal_moves_left(own, enemy, top_bottom_mask, np.uint64(8))
    legal_moves |= search_legal_moves_left(own, enemy, corner_mask, np.uint64(7))
    legal_moves |= search_legal_moves_right(own, enemy, left_right_mask, np.uint64(1))
    legal_moves |= search_legal_moves_right(own, enemy, corner_mask, np.uint64(9))
    legal_moves |= search_legal_moves_right(own, enemy, top_bottom_mask, np.uint64(8))
    legal_moves |= search_legal_moves_right(own, enemy, corner_mask, np.uint64(7))
    legal_moves &= ~(own | enemy)
    return legal_moves


def search_legal_moves_left(own, enemy, mask, offset):
    return search_contiguous_stones_left(own, enemy, mask, offset) >> offset


def search_legal_moves_right(own, enemy, mask, offset):
    return search_contiguous_stones_right(own, enemy, mask, offset) << offset


def get_flipped_stones_bit(bit_move, own, enemy):
    flipped_stones = np.uint64(0)
    flipped_stones |= search_flipped_stones_left(bit_move, own, enemy, left_right_mask, np.uint64(1))
    flipped_stones |= search_flipped_stones_left(bit_move, own, enemy, corner_mask, np.uint64(9))
    flipped_stones |= search_flipped_stones_left(bit_move, own, enemy, top_bottom_mask, np.uint64(8))
    flipped_stones |= search_flipped_stones_left(bit_move, own, enemy, corner_mask, np.uint64(7))
    flipped_stones |= search_flipped_stones_right(bit_move, own, enemy, left_right_mask, np.uint64(1))
    flipped_stones |= search_flipped_stones_right(bit_move, own, enemy, corner_mask, np.uint64(9))
    flipped_stones |= search_flipped_stones_right(bit_move, own, enemy, top_bottom_mask, np.uint64(8))
    flipped_stones |= search_flipped_stones_right(bit_move, own, enemy, corner_mask, np.uint64(7))
    return flipped_stones


def search_flipped_stones_left(bit_move, own, enemy, mask, offset):
    flipped_stones = search_contiguous_stones_left(bit_move, enemy, mask, offset)
    if own & (flipped_stones >> offset) == np.uint64(0):
        return np.uint64(0)
    else:
        return flipped_stones


def search_flipped_stones_right(bit_move, own, enemy, mask, offset):
    flipped_stones = search_contiguous_stones_right(bit_move, enemy, mask, offset)
    if own & (flipped_stones << offset) == np.uint64(0):
        return np.uint64(0)
    else:
        return flipped_stones


def search_contiguous_stones_left(own, enemy, mask, offset):
    e = enemy & mask
    s = e & (own >> offset)
    s |= e & (s >> offset)
    s |= e & (s >> offset)
    s |= e & (s >> offset)
    s |= e & (s >> offset)
    s |= e & (s >> offset)
    return s


def search_contiguous_stones_right(own, enemy, mask, offset):
    e = enemy & mask
    s = e & (own << offset)
    s |= e & (s << offset)
    s |= e & (s << offset)
    s |= e & (s << offset)
    s |= e & (s << offset)
    s |= e & (s << offset)
    return s


def bit_to_array(bit, size):
    return np.array(list(reversed(("0" * size + bin(bit)[2:])[-size:])), dtype=np.uint8)


# --- their code (util.py) ------------------------------------------------------------------------


def plane_2_line(plane):
    if (plane[0].isalpha() and plane[1].isdigit()) is not True:
        return None

    plane = plane.upper()
    col = ord(plane[0]) - 65
    row = int(plane[1]) - 1

    line = row * N + col

    if line > board_length - 1 or line < 0:
        return None
    return line


def line_2_plane(line):
    if line > board_length - 1 or line < 0:
        return None

    col = chr(line % N + 65)
    row = str(line // N + 1)

    return col + row


# --- translation ---------------------------------------------------------------------------------

COLOURS = {OUR_BLACK: black, OUR_WHITE: white}


def _their_bits(board, colour) -> np.uint64:
    return np.uint64(
        sum(
            1 << (r * N + c)
            for r, row in enumerate(board)
            for c, square in enumerate(row)
            if square == colour
        )
    )


# --- the exercises -------------------------------------------------------------------------------


def legal_bits_twobear(me, opponent, size):
    return int(get_legal_moves_bit(np.uint64(me), np.uint64(opponent)))


def flip_bits_twobear(me, opponent, move, size):
    return int(get_flipped_stones_bit(np.uint64(move), np.uint64(me), np.uint64(opponent)))


def place_move_twobear(board, row, col, colour):
    theirs = Board(_their_bits(board, OUR_BLACK), _their_bits(board, OUR_WHITE))
    after = theirs.make_move(COLOURS[colour], row * N + col)
    for r, line in enumerate(board):
        for c in range(len(line)):
            bit = np.uint64(1 << (r * N + c)) if r < N and c < N else np.uint64(0)
            line[c] = OUR_BLACK if after.black & bit else OUR_WHITE if after.white & bit else OUR_EMPTY
    return board


def square_name_twobear(row, col):
    return line_2_plane(row * N + col)


def square_from_name_twobear(name):
    return divmod(plane_2_line(name), N)
