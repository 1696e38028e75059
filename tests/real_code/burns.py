# ruff: noqa: SIM102, SIM103  # their code, in their style
"""Othello_Python, a course assignment rewritten in Python 3 by Daniel Burns.

Repository: WholeWheatThins/Othello_Python, files Othello_Python/src/board_setup/othello_board.py
and Othello_Python/src/game_modes/player_vs_player.py.
License: MIT, Copyright (c) 2019 Daniel Burns.
Adapted: their 'X' / 'O' / '.' are our WHITE / BLACK / EMPTY; a wrapper makes their OthelloBoard
of the board's size around our board (and sets the row, column and turn their game sets), and
refuses with IllegalMoveError where their game asks for the move again.
"""

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError

# --- their code --------------------------------------------------------------------------------


class OthelloBoard:
    def __init__(self, rowsize=8, columnsize=8):
        self.rowsize = rowsize
        self.columnsize = columnsize
        self.board = [[EMPTY for _ in range(columnsize)] for _ in range(rowsize)]
        self.board[int((len(self.board) / 2) - 1)][int((len(self.board) / 2) - 1)] = WHITE
        self.board[int(len(self.board) / 2)][int(len(self.board) / 2)] = WHITE
        self.board[int((len(self.board) / 2) - 1)][int(len(self.board) / 2)] = BLACK
        self.board[int(len(self.board) / 2)][int((len(self.board) / 2) - 1)] = BLACK

    def isGameFinished(self):
        for i in range(len(self.board)):
            for j in range(len(self.board)):
                if self.board[i][j] == EMPTY:
                    return False
        return True

    def captureLeft(self, row, column):
        if (
            (column - 2 >= 0)
            and (
                self.board[row][column - 1] != EMPTY
                and self.board[row][column - 1] != self.board[row][column]
            )
            and (self.board[row][column - 2] == self.board[row][column])
        ):
            return True
        return False

    def captureRight(self, row, column):
        if (
            (column + 2 < self.columnsize)
            and (
                self.board[row][column + 1] != EMPTY
                and self.board[row][column + 1] != self.board[row][column]
            )
            and (self.board[row][column + 2] == self.board[row][column])
        ):
            return True
        return False

    def captureUp(self, row, column):
        if (
            (row - 2 >= 0)
            and (
                self.board[row - 1][column] != EMPTY
                and self.board[row - 1][column] != self.board[row][column]
            )
            and (self.board[row - 2][column] == self.board[row][column])
        ):
            return True
        return False

    def captureDown(self, row, column):
        if (
            (row + 2 < self.rowsize)
            and (
                self.board[row + 1][column] != EMPTY
                and self.board[row + 1][column] != self.board[row][column]
            )
            and (self.board[row + 2][column] == self.board[row][column])
        ):
            return True
        return False

    def captureUpLeft(self, row, column):
        if (
            (row - 2 >= 0)
            and (column - 2 >= 0)
            and (
                self.board[row - 1][column - 1] != EMPTY
                and self.board[row - 1][column - 1] != self.board[row][column]
            )
            and (self.board[row - 2][column - 2] == self.board[row][column])
        ):
            return True
        return False

    def captureUpRight(self, row, column):
        if (
            (row - 2 >= 0)
            and (column + 2 < self.columnsize)
            and (
                self.board[row - 1][column + 1] != EMPTY
                and self.board[row - 1][column + 1] != self.board[row][column]
            )
            and (self.board[row - 2][column + 2] == self.board[row][column])
        ):
            return True
        return False

    def captureDownLeft(self, row, column):
        if (
            (row + 2 < self.rowsize)
            and (column - 2 >= 0)
            and (
                self.board[row + 1][column - 1] != EMPTY
                and self.board[row + 1][column - 1] != self.board[row][column]
            )
            and (self.board[row + 2][column - 2] == self.board[row][column])
        ):
            return True
        return False

    def captureDownRight(self, row, column):
        if (
            (row + 2 < self.rowsize)
            and (column + 2 < self.columnsize)
            and (
                self.board[row + 1][column + 1] != EMPTY
                and self.board[row + 1][column + 1] != self.board[row][column]
            )
            and (self.board[row + 2][column + 2] == self.board[row][column])
        ):
            return True
        return False


class PlayerVsPlayer:
    def __init__(self):
        self.row = None
        self.column = None
        self.turn = 1
        self.gameBoard = OthelloBoard()

    def count(self):
        # the end of their mainExecution, which counts the discs
        xCount = 0
        oCount = 0
        for i in range(len(self.gameBoard.rowsize)):
            for j in range(len(self.gameBoard.columnsize)):
                if self.gameBoard.board[i][j] == WHITE:
                    xCount += 1
                elif self.gameBoard.board[i][j] == BLACK:
                    oCount += 1
        return xCount, oCount

    def isConnectedToOtherPiece(self):
        for i in range(-1, 2):
            for j in range(-1, 2):
                if (
                    self.row + i < self.gameBoard.rowsize
                    and self.row + i >= 0
                    and self.column + j < self.gameBoard.columnsize
                    and self.column + j >= 0
                ):
                    if self.gameBoard.board[self.row + i][self.column + j] != EMPTY:
                        return True
        return False

    def iterateBoard(self):
        if self.gameBoard.captureLeft(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row][self.column - 1] = WHITE
            else:
                self.gameBoard.board[self.row][self.column - 1] = BLACK
        if self.gameBoard.captureRight(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row][self.column + 1] = WHITE
            else:
                self.gameBoard.board[self.row][self.column + 1] = BLACK
        if self.gameBoard.captureUp(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row - 1][self.column] = WHITE
            else:
                self.gameBoard.board[self.row - 1][self.column] = BLACK
        if self.gameBoard.captureDown(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row + 1][self.column] = WHITE
            else:
                self.gameBoard.board[self.row + 1][self.column] = BLACK
        if self.gameBoard.captureUpLeft(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row - 1][self.column - 1] = WHITE
            else:
                self.gameBoard.board[self.row - 1][self.column - 1] = BLACK
        if self.gameBoard.captureUpRight(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row - 1][self.column + 1] = WHITE
            else:
                self.gameBoard.board[self.row - 1][self.column + 1] = BLACK
        if self.gameBoard.captureDownLeft(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row + 1][self.column - 1] = WHITE
            else:
                self.gameBoard.board[self.row + 1][self.column - 1] = BLACK
        if self.gameBoard.captureDownRight(self.row, self.column):
            if self.turn % 2:
                self.gameBoard.board[self.row + 1][self.column + 1] = WHITE
            else:
                self.gameBoard.board[self.row + 1][self.column + 1] = BLACK


# --- translation -------------------------------------------------------------------------------

CAPTURES = {
    (0, -1): OthelloBoard.captureLeft,
    (0, 1): OthelloBoard.captureRight,
    (-1, 0): OthelloBoard.captureUp,
    (1, 0): OthelloBoard.captureDown,
    (-1, -1): OthelloBoard.captureUpLeft,
    (-1, 1): OthelloBoard.captureUpRight,
    (1, -1): OthelloBoard.captureDownLeft,
    (1, 1): OthelloBoard.captureDownRight,
}


def their_game(board, row=None, col=None, colour=WHITE):
    game = PlayerVsPlayer()
    game.gameBoard = OthelloBoard(len(board), len(board))
    game.gameBoard.board = board
    game.row, game.column = row, col
    game.turn = 1 if colour == WHITE else 2  # X (our WHITE) plays on odd turns
    return game


def with_disc_put(board, row, col, colour):
    """Their game puts the disc down before it asks which discs it captures: on a copy here."""
    grid = [list(line) for line in board]
    grid[row][col] = colour
    return their_game(grid, row, col, colour).gameBoard


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_burns(size):
    return OthelloBoard(size, size).board


def sandwiches_burns(board, row, col, dr, dc, colour):
    return CAPTURES[(dr, dc)](with_disc_put(board, row, col, colour), row, col)


def flips_in_direction_burns(board, row, col, dr, dc, colour):
    if CAPTURES[(dr, dc)](with_disc_put(board, row, col, colour), row, col):
        return [(row + dr, col + dc)]
    return []


def flipped_discs_burns(board, row, col, colour):
    if board[row][col] != EMPTY:
        return []
    put = with_disc_put(board, row, col, colour)
    return [(row + dr, col + dc) for (dr, dc), capture in CAPTURES.items() if capture(put, row, col)]


def is_valid_move_burns(board, row, col, colour):
    game = their_game(board, row, col, colour)
    return game.gameBoard.board[row][col] == EMPTY and game.isConnectedToOtherPiece()


def place_move_burns(board, row, col, colour):
    game = their_game(board, row, col, colour)
    if game.gameBoard.board[game.row][game.column] != EMPTY:
        raise IllegalMoveError("There is already a piece there")
    if not game.isConnectedToOtherPiece():
        raise IllegalMoveError("Piece must be connected to another piece")
    if game.turn % 2:
        game.gameBoard.board[game.row][game.column] = WHITE
    else:
        game.gameBoard.board[game.row][game.column] = BLACK
    game.iterateBoard()
    return board


def is_game_over_burns(board):
    return their_game(board).gameBoard.isGameFinished()


def count_discs_burns(board):
    xCount, oCount = their_game(board).count()
    return (oCount, xCount)
