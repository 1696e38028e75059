# ruff: noqa: RUF005, SIM108  # their code, in their style
"""pyOthello, an Othello game with a window and a computer player, by Humberto Henrique Campos Pinheiro.

Repository: humbhenri/pyOthello, file board.py (the Board class of its Python 2 version).
License: MIT, Copyright (c) 2013 Humberto Henrique Campos Pinheiro (the repository's LICENSE.txt).
Adapted: their board is a list of rows of 1 (black), 2 (white) and 0 (empty), read
board[row][col]; a wrapper builds their Board and writes our board into it.  Their code is Python 2:
print_board (print statements) is left out, and unique's dict.keys() (a list in Python 2, in no
particular order) is taken as a list, which the wrapper sorts (as a set's moves are elsewhere in
this set).  Their
game calls get_valid_moves before apply_move (its docstring asks for it): so does the wrapper.
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

BLACK = 1
WHITE = 2

# --- their code (board.py) ------------------------------------------------------------------------


def unique(s):
    """Return a list of the elements in s, but without duplicates (their first way: a dict)."""

    n = len(s)
    if n == 0:
        return []

    u = {}
    for x in s:
        u[x] = 1
    return list(u.keys())


class Board:
    """Rules of the game"""

    def __init__(self):
        # inicia as estruturas de dados do tabuleiro
        self.WHITE = WHITE
        self.BLACK = BLACK
        self.black_pieces = 2
        self.white_pieces = 2
        self.board = [
            [0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0],
        ]
        self.board[3][4] = self.BLACK
        self.board[4][3] = self.BLACK
        self.board[3][3] = self.WHITE
        self.board[4][4] = self.WHITE
        self.valid_moves = []  # lista de jogadas validas para a rodada

    def lookup(self, row, column, color):
        """Returns the possible positions that there exists at least one straight
        (horizontal, vertical, or diagonal) line between the piece specified by (row,
        column, color) and another piece of the same color."""

        if color == self.BLACK:
            other = self.WHITE
        else:
            other = self.BLACK

        places = []

        if row < 0 or row > 7 or column < 0 or column > 7:
            return places

        # For each direction search for possible positions to put a piece.

        # north
        i = row - 1
        if i >= 0 and self.board[i][column] == other:
            i = i - 1
            while i >= 0 and self.board[i][column] == other:
                i = i - 1
            if i >= 0 and self.board[i][column] == 0:
                places = places + [(i, column)]

        # northeast
        i = row - 1
        j = column + 1
        if i >= 0 and j < 8 and self.board[i][j] == other:
            i = i - 1
            j = j + 1
            while i >= 0 and j < 8 and self.board[i][j] == other:
                i = i - 1
                j = j + 1
            if i >= 0 and j < 8 and self.board[i][j] == 0:
                places = places + [(i, j)]

        # east
        j = column + 1
        if j < 8 and self.board[row][j] == other:
            j = j + 1
            while j < 8 and self.board[row][j] == other:
                j = j + 1
            if j < 8 and self.board[row][j] == 0:
                places = places + [(row, j)]

        # southeast
        i = row + 1
        j = column + 1
        if i < 8 and j < 8 and self.board[i][j] == other:
            i = i + 1
            j = j + 1
            while i < 8 and j < 8 and self.board[i][j] == other:
                i = i + 1
                j = j + 1
            if i < 8 and j < 8 and self.board[i][j] == 0:
                places = places + [(i, j)]

        # south
        i = row + 1
        if i < 8 and self.board[i][column] == other:
            i = i + 1
            while i < 8 and self.board[i][column] == other:
                i = i + 1
            if i < 8 and self.board[i][column] == 0:
                places = places + [(i, column)]

        # southwest
        i = row + 1
        j = column - 1
        if i < 8 and j >= 0 and self.board[i][j] == other:
            i = i + 1
            j = j - 1
            while i < 8 and j >= 0 and self.board[i][j] == other:
                i = i + 1
                j = j - 1
            if i < 8 and j >= 0 and self.board[i][j] == 0:
                places = places + [(i, j)]

        # west
        j = column - 1
        if j >= 0 and self.board[row][j] == other:
            j = j - 1
            while j >= 0 and self.board[row][j] == other:
                j = j - 1
            if j >= 0 and self.board[row][j] == 0:
                places = places + [(row, j)]

        # northwest
        i = row - 1
        j = column - 1
        if i >= 0 and j >= 0 and self.board[i][j] == other:
            i = i - 1
            j = j - 1
            while i >= 0 and j >= 0 and self.board[i][j] == other:
                i = i - 1
                j = j - 1
            if i >= 0 and j >= 0 and self.board[i][j] == 0:
                places = places + [(i, j)]

        return places

    def get_valid_moves(self, color):
        """Get the avaiable positions to put a piece of the given color. This method must be
        called before apply_move."""

        places = []

        for i in range(8):
            for j in range(8):
                if self.board[i][j] == color:
                    places = places + self.lookup(i, j, color)

        places = unique(places)
        self.valid_moves = places
        return places

    def apply_move(self, move, color):
        """Determine if the move is correct and apply the changes in the game."""

        # test if the move is correct
        if move in self.valid_moves:
            self.board[move[0]][move[1]] = color
            # vira as pedras
            for i in range(1, 9):
                self.flip(i, move, color)

        # update counters
        self.black_pieces = 0
        self.white_pieces = 0
        for row in self.board:
            for piece in row:
                if piece == self.BLACK:
                    self.black_pieces += 1
                elif piece == self.WHITE:
                    self.white_pieces += 1

    def flip(self, direction, position, color):
        """Flips (capturates) the pieces of the given color in the given direction
        (1=North,2=Northeast...) from position."""

        if direction == 1:
            # north
            row_inc = -1
            col_inc = 0
        elif direction == 2:
            # northeast
            row_inc = -1
            col_inc = 1
        elif direction == 3:
            # east
            row_inc = 0
            col_inc = 1
        elif direction == 4:
            # southeast
            row_inc = 1
            col_inc = 1
        elif direction == 5:
            # south
            row_inc = 1
            col_inc = 0
        elif direction == 6:
            # southwest
            row_inc = 1
            col_inc = -1
        elif direction == 7:
            # west
            row_inc = 0
            col_inc = -1
        elif direction == 8:
            # northwest
            row_inc = -1
            col_inc = -1

        places = []  # pieces to flip
        i = position[0] + row_inc
        j = position[1] + col_inc

        if color == self.WHITE:
            other = self.BLACK
        else:
            other = self.WHITE

        if i in range(8) and j in range(8) and self.board[i][j] == other:
            # assures there is at least one piece to flip
            places = places + [(i, j)]
            i = i + row_inc
            j = j + col_inc
            while i in range(8) and j in range(8) and self.board[i][j] == other:
                # search for more pieces to flip
                places = places + [(i, j)]
                i = i + row_inc
                j = j + col_inc
            if i in range(8) and j in range(8) and self.board[i][j] == color:
                # found a piece of the right color to flip the pieces between
                for pos in places:
                    # flips
                    self.board[pos[0]][pos[1]] = color

    def game_ended(self):
        """Is the game ended?"""

        # if board is full or it's not possible to do moves anymore
        # the game is over, the winner is the one with more pieces
        for row in self.board:
            for stone in row:
                if stone == 0:
                    # there is still a empty place
                    return False

        return True

    def count_stones(self):
        """Returns counters"""
        return (self.black_pieces, self.white_pieces)


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: 0, OUR_BLACK: BLACK, OUR_WHITE: WHITE}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their_board(board) -> Board:
    theirs = Board()
    theirs.board = [[TO_THEIRS[square] for square in row] for row in board]
    return theirs


def our_board(rows):
    return [[FROM_THEIRS[cell] for cell in row] for row in rows]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_humbhenri(size):
    return our_board(Board().board)


def is_valid_move_humbhenri(board, row, col, colour):
    return (row, col) in their_board(board).get_valid_moves(TO_THEIRS[colour])


def valid_moves_list_humbhenri(board, colour):
    return sorted(their_board(board).get_valid_moves(TO_THEIRS[colour]))


def has_valid_move_humbhenri(board, colour):
    return bool(their_board(board).get_valid_moves(TO_THEIRS[colour]))


def place_move_humbhenri(board, row, col, colour):
    theirs = their_board(board)
    theirs.get_valid_moves(TO_THEIRS[colour])
    theirs.apply_move((row, col), TO_THEIRS[colour])
    board[:] = our_board(theirs.board)
    return board


def is_game_over_humbhenri(board):
    return their_board(board).game_ended()


def count_discs_humbhenri(board):
    return their_board(board).count_stones()
