# ruff: noqa: E711  # their code, in their style
"""Othello with a Tkinter window and a minimax player, by Yuta Miyake.

Repository: YutaMiyake/Othello, file othello.py (classes Board and MinMax; Python 2, numpy).
License: MIT, Copyright (c) 2015 Yuta Miyake (the repository's LICENSE file).
Adapted: their Board keeps rows = 8 and a list of lists of 0 (empty), 1 (black) and 2 (white); a
wrapper writes our board into it (a smaller board sits in the top-left corner of their 8x8 one, a
larger one is given whole, with their rows = 8 kept) and reads it back after a move.  Their moves
are numpy arrays [row, col]: we return them as tuples of ints.  Their score functions take no
argument and return [black's score, white's]: ``negamax`` hands their search one built on the
``evaluate`` it is given.  Only the window and the console printing are left out.
"""

import numpy as np

from othello_lesson.rules import BLACK, EMPTY, WHITE

# --- their code (othello.py: Board, without show) -------------------------------------------------


class Board:
    """
    rows: board size
    board: a 8x8 matrix of colors
    color: a value in [0,1,2]: none, black, white, respectively.
    move: a array [row,col]
    directions: a set of all nine unit vectors
    olds: stack to keep old boards, which is to undo()
    """

    def __init__(self):
        self.rows = 8
        self.directions = np.array(
            [[-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]], int
        )
        self.init()

    def init(self):
        self.board = [[0 for x in range(self.rows)] for x in range(self.rows)]
        self.posScore = [
            [50, -10, 5, 5, 5, 5, -10, 50],
            [-10, -25, -3, -3, -3, -3, -25, -10],
            [5, -3, 2, 2, 2, 2, -3, 5],
            [5, -3, 2, 2, 2, 2, -3, 5],
            [5, -3, 2, 2, 2, 2, -3, 5],
            [5, -3, 2, 2, 2, 2, -3, 5],
            [-10, -25, -3, -3, -3, -3, -25, -10],
            [50, -10, 5, 5, 5, 5, -10, 50],
        ]
        self.board[3][3] = 1
        self.board[4][4] = 1
        self.board[3][4] = 2
        self.board[4][3] = 2
        self.olds = []

    def getBoardCopy(self):
        """returns a copy of board"""
        return [row[:] for row in self.board]

    def getStat(self):
        """returns a statistics which includes:
        1. # of black pieces
        2. # of white pieces"""
        b_score, w_score = 0, 0
        for row in range(self.rows):
            for col in range(self.rows):
                test = self.board[row][col]
                if test == 1:
                    b_score += 1
                elif test == 2:
                    w_score += 1
        return [b_score, w_score]

    def getPosScore(self):
        """returns a score calculated based on the pre-defined positional matrix"""
        score = 0
        for row in range(self.rows):
            for col in range(self.rows):
                test = self.board[row][col]
                if test == 1:
                    score += self.posScore[row][col]
                elif test == 2:
                    score -= self.posScore[row][col]
        return [score, -score]

    def undo(self):
        """move back state to old (top of stack)"""
        lastboard = self.olds.pop()
        self.board = lastboard

    def isValidMove(self, move, color):
        validMove = False
        # flip color
        opposite = (bool(color - 1) ^ bool(1)) + 1

        # check all direction
        for way in self.directions:
            newPos = move + way
            # border checking
            if not self.checkBorder(newPos):
                continue
            # check this way
            if self.board[newPos[0]][newPos[1]] == opposite:
                newPos += way
                # ignore opposites
                while self.checkBorder(newPos) and self.board[newPos[0]][newPos[1]] == opposite:
                    newPos += way
                # verify move if next is the same
                if self.checkBorder(newPos) and self.board[newPos[0]][newPos[1]] == color:
                    validMove = True
        return validMove

    def checkBorder(self, pos):
        return pos[0] >= 0 and pos[0] < self.rows and pos[1] >= 0 and pos[1] < self.rows

    def updateBoard(self, move, color):
        # store the current board
        self.olds.append(self.getBoardCopy())

        opposite = (bool(color - 1) ^ bool(1)) + 1
        # check all direction
        for way in self.directions:
            newPos = move + way
            # border checking
            if not self.checkBorder(newPos):
                continue
            # check this way
            if self.board[newPos[0]][newPos[1]] == opposite:
                newPos += way
                # ignore opposites
                while self.checkBorder(newPos) and self.board[newPos[0]][newPos[1]] == opposite:
                    newPos += way
                # verify move if next is the same
                if self.checkBorder(newPos) and self.board[newPos[0]][newPos[1]] == color:
                    # color flip with backtracking
                    newPos -= way
                    while not np.array_equal(newPos, move):
                        self.board[newPos[0]][newPos[1]] = color
                        newPos -= way
                    self.board[newPos[0]][newPos[1]] = color

    def getValidMoves(self, color):
        """returns a vector of moves"""
        moves = []
        for row in range(self.rows):
            for col in range(self.rows):
                move = np.array([row, col])
                if self.board[row][col] != 0:
                    continue
                if self.isValidMove(move, color):
                    moves.append(move)
        return np.array(moves)


# --- their code (othello.py: MinMax) -------------------------------------------------------------


class MinMax:
    def __init__(self, board):
        """
        board: Board obj
        """
        self.board = board

    def getMax(self, depth, opposite, current_color, nomovectr, score_func):
        """returns a maximum score at the specified depth or the endgame"""
        maxval = None
        next_color = (bool(current_color - 1) ^ bool(1)) + 1

        # is game end or reaches the depth?
        if nomovectr == 2 or depth == 0:
            maxval = score_func()[opposite - 1]
            return maxval

        # is there any possible movement for the player?
        moves = self.board.getValidMoves(current_color)

        if moves.size == 0:
            maxval = self.getMax(depth - 1, opposite, next_color, nomovectr + 1, score_func)
        else:
            for move in moves:
                self.board.updateBoard(move, current_color)
                test = self.getMax(depth - 1, opposite, next_color, 0, score_func)
                if maxval == None or test > maxval:
                    maxval = test
                self.board.undo()  # undo


# --- translation ---------------------------------------------------------------------------------

THEIRS = {EMPTY: 0, BLACK: 1, WHITE: 2}
OURS = {value: square for square, value in THEIRS.items()}


def their_board(board) -> Board:
    theirs = Board()
    side = max(8, len(board))
    theirs.board = [[0] * side for _ in range(side)]
    for r, row in enumerate(board):
        for c, square in enumerate(row):
            theirs.board[r][c] = THEIRS[square]
    return theirs


def our_board(theirs: Board, size: int) -> list[list[str]]:
    return [[OURS[theirs.board[r][c]] for c in range(size)] for r in range(size)]


# --- the exercises -------------------------------------------------------------------------------


def is_valid_move_yuta(board, row, col, colour):
    return their_board(board).isValidMove(np.array([row, col]), THEIRS[colour])


def valid_moves_list_yuta(board, colour):
    return [(int(row), int(col)) for row, col in their_board(board).getValidMoves(THEIRS[colour])]


def place_move_yuta(board, row, col, colour):
    theirs = their_board(board)
    theirs.updateBoard(np.array([row, col]), THEIRS[colour])
    for r, line in enumerate(our_board(theirs, len(board))):
        board[r][:] = line
    return board


def count_discs_yuta(board):
    return their_board(board).getStat()


def weights_score_yuta(board, colour):
    return their_board(board).getPosScore()[THEIRS[colour] - 1]


def negamax_yuta(board, colour, depth, evaluate):
    """Their getMax, called for ``colour`` to move and scoring for ``colour`` (``opposite`` in their
    names is the side whose score they keep); its score function asks ``evaluate`` for each side."""
    theirs = their_board(board)

    def score_func():
        now = our_board(theirs, len(board))
        return [evaluate(now, BLACK), evaluate(now, WHITE)]

    return MinMax(theirs).getMax(depth, THEIRS[colour], THEIRS[colour], 0, score_func)
