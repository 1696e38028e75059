"""The Python version of Akseli Lukkarila's Othello, written in several languages.

Repository: Esgrove/othellogame, files python/othello/board.py and python/othello/utils.py.
License: MIT, Copyright (c) 2019-2024 Akseli Lukkarila.
Adapted: only the parts of their Disk, Square, Step and Move that the board uses are kept; a
wrapper turns our board into their rows of Disk (-1 black, 1 white) and their Square(x, y),
x the column, into our (row, col); their order of moves (most flips first) is kept.
"""

from enum import IntEnum
from functools import lru_cache

from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE

# --- their code (utils.py, trimmed to what the board uses) -------------------------------------


class Disk(IntEnum):
    BLACK = -1
    EMPTY = 0
    WHITE = 1

    def opponent(self):
        if self == Disk.EMPTY:
            return Disk.EMPTY
        return Disk.WHITE if self == Disk.BLACK else Disk.BLACK


class Step:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Square:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __getitem__(self, key):
        if key == 0:
            return self.x
        elif key == 1:
            return self.y
        raise IndexError

    def __hash__(self):
        return hash((self.x, self.y))

    def __add__(self, other):
        return Square(self.x + other.x, self.y + other.y)

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y

    def __lt__(self, other):
        return self.x < other.x or (self.x <= other.x and self.y < other.y)


class Move:
    def __init__(self, square, disk=Disk.EMPTY, value=0, directions=None):
        self.square = square
        self.disk = disk
        self.value = value
        self.directions = directions

    def __lt__(self, other):
        return self.value > other.value or (self.value == other.value and self.square < other.square)


# --- their code (board.py) ---------------------------------------------------------------------


class Board:
    STEP_DIRECTIONS = (
        Step(-1, -1),
        Step(-1, 0),
        Step(-1, 1),
        Step(0, -1),
        Step(0, 1),
        Step(1, -1),
        Step(1, 0),
        Step(1, 1),
    )

    def __init__(self, size=8):
        self._size = size
        self._board = [[Disk.EMPTY for _ in range(self._size)] for _ in range(self._size)]

        row = (self._size - 1) // 2 if self._size % 2 == 0 else (self._size - 1) // 2 - 1
        col = self._size // 2
        self._board[row][row] = Disk.WHITE
        self._board[row][col] = Disk.BLACK
        self._board[col][row] = Disk.BLACK
        self._board[col][col] = Disk.WHITE

        self._empty_squares = {
            Square(x, y)
            for x in range(self._size)
            for y in range(self._size)
            if self._board[y][x] == Disk.EMPTY
        }

    def possible_moves(self, disk):
        moves = []
        opposing_disk = disk.opponent()
        for square in self._empty_squares:
            value = 0
            directions = []
            for step in self.STEP_DIRECTIONS:
                pos = square + step
                if self._get_square(pos) != opposing_disk:
                    continue
                steps = 0
                while self._get_square(pos) == disk.opponent():
                    steps += 1
                    pos += step
                if self._get_square(pos) == disk:
                    value += steps
                    directions.append(step)

            if value:
                moves.append(Move(square, disk, value, directions))

        return sorted(moves)

    def result(self):
        total_score = self._score()
        if total_score == 0:
            return Disk.EMPTY

        return Disk.WHITE if total_score > 0 else Disk.BLACK

    def _check_coordinates(self, x, y):
        return 0 <= x < self._size and 0 <= y < self._size

    def _get_square(self, square):
        x, y = square
        return self._board[y][x] if self._check_coordinates(x, y) else None

    def _player_scores(self):
        white = sum(disk == Disk.WHITE for row in self._board for disk in row)
        black = sum(disk == Disk.BLACK for row in self._board for disk in row)
        return black, white

    def _score(self):
        return sum(sum(row) for row in self._board)


# --- translation -------------------------------------------------------------------------------

TO_DISK = {BLACK: Disk.BLACK, WHITE: Disk.WHITE, EMPTY: Disk.EMPTY}
FROM_DISK = {Disk.BLACK: BLACK, Disk.WHITE: WHITE, Disk.EMPTY: EMPTY}


def their_board(board):
    theirs = Board(len(board))
    theirs._board = [[TO_DISK[square] for square in row] for row in board]
    theirs._empty_squares = {
        Square(x, y) for x in range(len(board)) for y in range(len(board)) if board[y][x] == EMPTY
    }
    return theirs


# --- the exercises -----------------------------------------------------------------------------


def is_on_board_esgrove(board, row, col):
    return their_board(board)._check_coordinates(col, row)


def is_valid_move_esgrove(board, row, col, colour):
    return Square(col, row) in _their_squares(tuple(map(tuple, board)), colour)


@lru_cache(maxsize=64)
def _their_squares(rows, colour):
    """The squares of their possible_moves on a board, worked out once a position (the adapter's
    shortcut: their is_valid_move asks for every move, whichever square it is asked about)."""
    return frozenset(
        move.square for move in their_board([list(row) for row in rows]).possible_moves(TO_DISK[colour])
    )


def valid_moves_list_esgrove(board, colour):
    return [(move.square.y, move.square.x) for move in their_board(board).possible_moves(TO_DISK[colour])]


def has_valid_move_esgrove(board, colour):
    return bool(their_board(board).possible_moves(TO_DISK[colour]))


def count_discs_esgrove(board):
    return their_board(board)._player_scores()


def winner_esgrove(board):
    result = their_board(board).result()
    return DRAW if result == Disk.EMPTY else FROM_DISK[result]


def initialize_board_esgrove(size):
    return [[FROM_DISK[disk] for disk in row] for row in Board(size)._board]
