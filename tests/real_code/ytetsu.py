# ruff: noqa: SIM103  # their code, in their style
"""The board of y-tetsu's `reversi` package (a list board and a bitboard, sizes 4 to 26).

Repository: y-tetsu/reversi, files reversi/board.py and reversi/BitBoardMethods/GetLegalMoves.py.
License: MIT, Copyright (c) 2019 y-tetsu.
Adapted: their Board keeps `_board[y][x]` with x the column, so a wrapper fills it from our board
(their discs d['black'] / d['white'] / d['blank'] are ours) and turns (x, y) into (row, col); their
bitboards number the squares from the highest bit, so the bitboard wrapper reverses the bits.
"""

from collections import namedtuple

from othello_lesson.rules import BLACK, EMPTY, WHITE

d = {"black": BLACK, "white": WHITE, "blank": EMPTY}  # reversi.disc.D, here our discs


# --- their code (reversi/board.py, class Board) -------------------------------------------------


class Board:
    def __init__(self, size=8):
        self.size = size
        self._black_score = 2
        self._white_score = 2
        self.prev = []
        center = size // 2
        self._board = [[d["blank"] for _ in range(size)] for _ in range(size)]
        self._board[center][center - 1] = d["black"]
        self._board[center - 1][center] = d["black"]
        self._board[center - 1][center - 1] = d["white"]
        self._board[center][center] = d["white"]

    def get_legal_moves(self, color):
        legal_moves = []
        for y in range(self.size):
            for x in range(self.size):
                flippable_discs = self.get_flippable_discs(color, x, y)

                if flippable_discs:
                    legal_moves += [(x, y)]

        return legal_moves

    def get_flippable_discs(self, color, x, y):
        directions = [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (0, -1), (1, -1)]
        ret = []

        if self._in_range(x, y) and self._board[y][x] == d["blank"]:
            for direction in directions:
                tmp = self._get_flippable_discs_in_direction(color, x, y, direction)

                if tmp:
                    ret += tmp

        return ret

    def _get_flippable_discs_in_direction(self, color, x, y, direction):
        ret = []
        next_x, next_y = x, y
        dx, dy = direction

        while True:
            next_x, next_y = next_x + dx, next_y + dy

            if self._in_range(next_x, next_y):
                next_value = self._board[next_y][next_x]

                if next_value != d["blank"]:
                    if next_value == d[color]:
                        return ret

                    ret += [(next_x, next_y)]
                else:
                    break
            else:
                break

        return []

    def _in_range(self, x, y):
        if 0 <= x < self.size and 0 <= y < self.size:
            return True

        return False

    def put_disc(self, color, x, y):
        if not self._in_range(x, y):
            return 0

        flippable_discs = self.get_flippable_discs(color, x, y)

        self._board[y][x] = d[color]

        for (
            tmp_x,
            tmp_y,
        ) in flippable_discs:
            self._board[tmp_y][tmp_x] = d[color]

        self.update_score()
        self.prev += [{"color": color, "x": x, "y": y, "flippable_discs": flippable_discs}]
        return flippable_discs

    def update_score(self):
        self._black_score = sum([row.count(d["black"]) for row in self._board])
        self._white_score = sum([row.count(d["white"]) for row in self._board])


# --- their code (BitBoard masks, reversi/BitBoardMethods/GetLegalMoves.py) ----------------------

BitMask = namedtuple("BitMask", "h v d")


def bit_masks(size):
    return BitMask(
        int("".join((["0"] + ["1"] * (size - 2) + ["0"]) * size), 2),
        int("".join(["0"] * size + ["1"] * size * (size - 2) + ["0"] * size), 2),
        int("".join(["0"] * size + (["0"] + (["1"] * (size - 2)) + ["0"]) * (size - 2) + ["0"] * size), 2),
    )


def get_legal_moves_bits(size, player, opponent, mask):
    legal_moves = 0
    horizontal = opponent & mask.h
    vertical = opponent & mask.v
    diagonal = opponent & mask.d
    blank = ~(player | opponent)

    legal_moves |= get_legal_moves_lshift(size, horizontal, player, blank, 1)
    legal_moves |= get_legal_moves_rshift(size, horizontal, player, blank, 1)
    legal_moves |= get_legal_moves_lshift(size, vertical, player, blank, size)
    legal_moves |= get_legal_moves_rshift(size, vertical, player, blank, size)
    legal_moves |= get_legal_moves_lshift(size, diagonal, player, blank, size + 1)
    legal_moves |= get_legal_moves_lshift(size, diagonal, player, blank, size - 1)
    legal_moves |= get_legal_moves_rshift(size, diagonal, player, blank, size - 1)
    legal_moves |= get_legal_moves_rshift(size, diagonal, player, blank, size + 1)
    return legal_moves


def get_legal_moves_lshift(size, mask, player, blank, shift_size):
    tmp = mask & (player << shift_size)
    for _ in range(size - 3):
        tmp |= mask & (tmp << shift_size)
    return blank & (tmp << shift_size)


def get_legal_moves_rshift(size, mask, player, blank, shift_size):
    tmp = mask & (player >> shift_size)
    for _ in range(size - 3):
        tmp |= mask & (tmp >> shift_size)
    return blank & (tmp >> shift_size)


# --- translation -------------------------------------------------------------------------------


def their_board(board):
    theirs = Board(len(board))
    theirs._board = board
    return theirs


def their_colour(colour):
    return "black" if colour == BLACK else "white"


def reverse_bits(bits, size):
    return sum(1 << (size * size - 1 - i) for i in range(size * size) if bits >> i & 1)


# --- the exercises -----------------------------------------------------------------------------


def is_on_board_ytetsu(board, row, col):
    return their_board(board)._in_range(col, row)


def flips_in_direction_ytetsu(board, row, col, dr, dc, colour):
    found = their_board(board)._get_flippable_discs_in_direction(their_colour(colour), col, row, (dc, dr))
    return [(y, x) for x, y in found]


def flipped_discs_ytetsu(board, row, col, colour):
    return [(y, x) for x, y in their_board(board).get_flippable_discs(their_colour(colour), col, row)]


def is_valid_move_ytetsu(board, row, col, colour):
    return bool(their_board(board).get_flippable_discs(their_colour(colour), col, row))


def place_move_ytetsu(board, row, col, colour):
    their_board(board).put_disc(their_colour(colour), col, row)
    return board


def valid_moves_list_ytetsu(board, colour):
    return [(y, x) for x, y in their_board(board).get_legal_moves(their_colour(colour))]


def has_valid_move_ytetsu(board, colour):
    return bool(their_board(board).get_legal_moves(their_colour(colour)))


def count_discs_ytetsu(board):
    theirs = their_board(board)
    theirs.update_score()
    return (theirs._black_score, theirs._white_score)


def initialize_board_ytetsu(size):
    return Board(size)._board


def legal_bits_ytetsu(me, opponent, size):
    theirs = get_legal_moves_bits(size, reverse_bits(me, size), reverse_bits(opponent, size), bit_masks(size))
    return reverse_bits(theirs, size)
