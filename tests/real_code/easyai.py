# ruff: noqa: E731  # their code, in their style
"""Reversi, one of the example games of easyAI, a Python library of game AI, by Zulko and contributors.

Repository: Zulko/easyAI, file easyAI/games/Reversi.py.
License: MIT, the repository's LICENSE.txt (named by its setup.py); Copyright Zulko 2013 and
contributors.
Adapted: their board is a numpy array of 0 (empty), 1 (player 1, who moves first: black) and 2
(player 2, white), indexed [row, col]; a wrapper writes our board in it and builds their Reversi
game with the colour to play as its nplayer (their TwoPlayersGame base class is left out: only
the attributes Reversi uses are set).  Their moves are names like "C4" (the row's letter, then the
column's number): to_array turns one back into (row, col), and their flipped positions (numpy
arrays) are turned into (row, col) tuples.
"""

import numpy as np

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (easyAI/games/Reversi.py) ------------------------------------------------------

to_string = lambda a: "ABCDEFGH"[a[0]] + str(a[1] + 1)
to_array = lambda s: np.array(["ABCDEFGH".index(s[0]), int(s[1]) - 1])


class Reversi:
    """
    See the rules on http://en.wikipedia.org/wiki/Reversi
    Here for simplicity we suppose that the game ends when a
    player cannot play, but it would take just a few more lines to
    implement the real ending rules, by which the game ends when both
    players can't play.
    """

    def __init__(self, players, board=None):
        self.players = players
        self.board = np.zeros((8, 8), dtype=int)
        self.board[3, [3, 4]] = [1, 2]
        self.board[4, [3, 4]] = [2, 1]
        self.nplayer = 1

    def possible_moves(self):
        """Only moves that lead to flipped pieces are allowed"""
        return [
            to_string((i, j))
            for i in range(8)
            for j in range(8)
            if (self.board[i, j] == 0) and (pieces_flipped(self.board, (i, j), self.nplayer) != [])
        ]

    def make_move(self, pos):
        """Put the piece at position ``pos`` and flip the pieces that
        much be flipped"""
        pos = to_array(pos)
        flipped = pieces_flipped(self.board, pos, self.nplayer)
        for i, j in flipped:
            self.board[i, j] = self.nplayer
        self.board[pos[0], pos[1]] = self.nplayer

    @property
    def nopponent(self):
        """Their base class TwoPlayersGame's: the player who is not to move."""
        return 3 - self.nplayer

    def scoring(self):
        """
        In the beginning of the game (less than 32 pieces) much
        importance is given to placing pieces on the border. After this
        point, only the number of pieces of each player counts
        """

        if np.sum(self.board == 0) > 32:  # less than half the board is full
            player = self.board == self.nplayer
            opponent = self.board == self.nopponent
            return ((player - opponent) * BOARD_SCORE).sum()
        else:
            npieces_player = np.sum(self.board == self.nplayer)
            npieces_opponent = np.sum(self.board == self.nopponent)
            return npieces_player - npieces_opponent

    def is_over(self):
        """The game is considered over when someone cannot play."""
        return self.possible_moves() == []


# This board is used by the AI to give more importance to the border
BOARD_SCORE = np.array(
    [
        [9, 3, 3, 3, 3, 3, 3, 9],
        [3, 1, 1, 1, 1, 1, 1, 3],
        [3, 1, 1, 1, 1, 1, 1, 3],
        [3, 1, 1, 1, 1, 1, 1, 3],
        [3, 1, 1, 1, 1, 1, 1, 3],
        [3, 1, 1, 1, 1, 1, 1, 3],
        [3, 1, 1, 1, 1, 1, 1, 3],
        [9, 3, 3, 3, 3, 3, 3, 9],
    ]
)

DIRECTIONS = [np.array([i, j]) for i in [-1, 0, 1] for j in [-1, 0, 1] if (i != 0 or j != 0)]


def pieces_flipped(board, pos, nplayer):
    """
    Returns a list of the positions of the pieces to be flipped if
    player `nplayer` places a piece on the `board` at position `pos`.
    """

    flipped = []

    for d in DIRECTIONS:
        ppos = pos + d
        streak = []
        while (0 <= ppos[0] <= 7) and (0 <= ppos[1] <= 7):
            if board[ppos[0], ppos[1]] == 3 - nplayer:
                streak.append(+ppos)
            elif board[ppos[0], ppos[1]] == nplayer:
                flipped += streak
                break
            else:
                break
            ppos += d

    return flipped


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: 0, OUR_BLACK: 1, OUR_WHITE: 2}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their_game(board, colour=OUR_BLACK) -> Reversi:
    game = Reversi(players=None)
    game.board = np.array([[TO_THEIRS[square] for square in row] for row in board], dtype=int)
    game.nplayer = TO_THEIRS[colour]
    return game


def our_board(array):
    return [[FROM_THEIRS[int(cell)] for cell in row] for row in array]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_easyai(size):
    return our_board(Reversi(players=None).board)


def is_valid_move_easyai(board, row, col, colour):
    game = their_game(board, colour)
    return bool((game.board[row, col] == 0) and (pieces_flipped(game.board, (row, col), game.nplayer) != []))


def flipped_discs_easyai(board, row, col, colour):
    game = their_game(board, colour)
    return [(int(r), int(c)) for r, c in pieces_flipped(game.board, np.array([row, col]), game.nplayer)]


def valid_moves_list_easyai(board, colour):
    return [(int(r), int(c)) for r, c in map(to_array, their_game(board, colour).possible_moves())]


def place_move_easyai(board, row, col, colour):
    game = their_game(board, colour)
    game.make_move(to_string((row, col)))
    board[:] = our_board(game.board)
    return board


def is_game_over_easyai(board):
    """Their is_over, with black as the player to move."""
    return their_game(board).is_over()


def weights_score_easyai(board, colour):
    """Their scoring, for the colour given as the player to move (a numpy integer: made an int)."""
    return int(their_game(board, colour).scoring())
