# ruff: noqa: B905, F841, SIM108, UP004  # their code, in their style
"""Reversi with numpy boards of any even size, played by people, greedy and minimax agents and GPT.

Repository: zhempstead/reversi, files lib/reversi_environment.py, lib/notation.py,
lib/display_board.py and lib/alphabeta.py (constants from constants.py).
License: MIT, Copyright (c) 2023 Zach Hempstead.
Adapted: their board is a numpy array of 1 (black), -1 (white) and 0 (empty); a wrapper turns our
board into it (and back, after a move) and builds their ReversiEnvironment around it, with the
colour to move as its current player.  Their sets of moves are sorted into a list (a set has no
order).  Their alphabeta maximises for black and minimises for white, with a heuristic that scores
the position for black: the wrapper gives it evaluate(board, BLACK) and turns the value (and the
window) round for white.
"""

import itertools

import numpy as np

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import DRAW
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

BLACK = 1
WHITE = -1
EMPTY = 0

PLAYER = {BLACK: "BLACK", WHITE: "WHITE"}

# --- their code (lib/notation.py) ---------------------------------------------------------------

A = ord("a")


def coords2notation(coords):
    r, c = coords
    return f"{chr(A + c)}{r + 1}"


def notation2coords(pos):
    c, r = pos
    return (int(r) - 1, ord(c) - A)


# --- their code (lib/display_board.py) ----------------------------------------------------------


def board2str(board, other_board=None, key2move=None, player=None):
    """
    board: current board state
    other_board: a different board state. Diffs between the two will be highlighted.
    key2move: Dict of char -> (int, int). Display key mapping for specific moves
    """
    key2move = key2move or {}

    b = board.astype(object)
    b[b == BLACK] = "\033[30m●"
    b[b == WHITE] = "\033[37m●"
    b[b == EMPTY] = "\033[30m□"

    if other_board is not None:
        b = np.where(board != other_board, "\033[44m" + b + "\033[42m", b)
    for key, move in key2move.items():
        color = 30 if player == BLACK else 37
        b[move] = f"\033[{color}m{key}"

    return "\n".join(["\033[42m" + " ".join(row) + "\033[40m" for row in b]) + "\033[37m"


# --- their code (lib/reversi_environment.py) ----------------------------------------------------


class ReversiEnvironment(object):
    def __init__(self, dim, board=None, curr_player=BLACK, last_moved=True):
        self.dim = dim
        self.board = board
        if self.board is None:
            self.init_board()

        self.curr_player = curr_player
        self.last_moved = last_moved

    def init_board(self):
        if self.dim % 2 != 0:
            raise ValueError("Dimensions must be even")
        elif self.dim < 4:
            raise ValueError("Dimensions must be >= 4")
        self.board = np.zeros((self.dim, self.dim), dtype=int)

        self.board[self.dim // 2 - 1, self.dim // 2 - 1] = WHITE
        self.board[self.dim // 2 - 1, self.dim // 2] = BLACK
        self.board[self.dim // 2, self.dim // 2 - 1] = BLACK
        self.board[self.dim // 2, self.dim // 2] = WHITE

    def legal_actions(self):
        opponent = -self.curr_player

        found = set()

        # TODO: optimize for full board
        for i, j in zip(*np.where(self.board == self.curr_player)):
            for crawl in crawls_from(i, j, self.dim):
                for idx, (i2, j2) in enumerate(crawl):
                    if self.board[i2, j2] == EMPTY:
                        if idx != 0:
                            found.add((i2, j2))
                        break
                    if self.board[i2, j2] == self.curr_player:
                        break

        return found

    def act(self, action):
        """
        Returns
        - New environment
        - Reward
        - If game is over
        """
        new_board = self.board.copy()
        opponent = -self.curr_player
        new_last_moved = True
        reward = 0
        game_over = False

        if action is None:
            new_last_moved = False
            if not self.last_moved:
                game_over = True
                scores = self.get_score()
                if scores[BLACK] > scores[WHITE]:
                    reward = 1
                elif scores[WHITE] > scores[BLACK]:
                    reward = -1
        else:
            row, col = action
            # if self.board[row, col] != EMPTY:
            #    raise ValueError("Square must be empty")

            new_board[row, col] = self.curr_player

            for crawl in crawls_from(row, col, self.dim):
                flip_i = []
                flip_j = []
                for i, j in crawl:
                    if new_board[i, j] == self.curr_player:
                        new_board[flip_i, flip_j] = self.curr_player
                        break
                    elif new_board[i, j] == EMPTY:
                        break
                    flip_i.append(i)
                    flip_j.append(j)

        new_env = ReversiEnvironment(self.dim, new_board, opponent, new_last_moved)
        return (new_env, reward, game_over)

    def get_score(self):
        return {p: len(np.where(self.board == p)[0]) for p in [BLACK, WHITE]}


def crawls_from(i, j, dim):
    icrawls = [[i] * dim, range(i + 1, dim), range(i - 1, -1, -1)]
    jcrawls = [[j] * dim, range(j + 1, dim), range(j - 1, -1, -1)]
    crawl_pairs = list(itertools.product(icrawls, jcrawls))[1:]
    return [zip(*p) for p in crawl_pairs]


# --- their code (lib/alphabeta.py) --------------------------------------------------------------


def alphabeta(state, depth, alpha, beta, heuristic):
    if depth == 0:
        return heuristic(state)

    legal_actions = state.legal_actions()
    if not legal_actions:
        legal_actions = [None]

    if state.curr_player == BLACK:
        value = -float("inf")
        for action in legal_actions:
            child, reward, game_over = state.act(action)
            if game_over:
                new_value = reward
            else:
                new_value = alphabeta(child, depth - 1, alpha, beta, heuristic)
            value = max(value, new_value)
            if value > beta:
                break
            alpha = max(alpha, value)
        return value
    else:
        value = float("inf")
        for action in legal_actions:
            child, reward, game_over = state.act(action)
            if game_over:
                new_value = reward
            else:
                new_value = alphabeta(child, depth - 1, alpha, beta, heuristic)
            value = min(value, new_value)
            if value < alpha:
                break
            beta = min(beta, value)
        return value


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: EMPTY, OUR_BLACK: BLACK, OUR_WHITE: WHITE}
FROM_THEIRS = {EMPTY: OUR_EMPTY, BLACK: OUR_BLACK, WHITE: OUR_WHITE}
STEP_INDEX = {0: 0, 1: 1, -1: 2}  # the order of their icrawls and jcrawls


def their_board(board):
    return np.array([[TO_THEIRS[square] for square in row] for row in board], dtype=int)


def our_board(array):
    return [[FROM_THEIRS[int(square)] for square in row] for row in array]


def their_env(board, colour=OUR_BLACK, last_moved=True):
    return ReversiEnvironment(len(board), their_board(board), TO_THEIRS[colour], last_moved)


# --- the exercises -----------------------------------------------------------------------------


def square_name_zhempstead(row, col):
    return coords2notation((row, col))


def square_from_name_zhempstead(name):
    return notation2coords(name)


def board_to_text_zhempstead(board):
    return board2str(their_board(board))


def ray_squares_zhempstead(board, row, col, dr, dc):
    crawls = crawls_from(row, col, len(board))
    return list(crawls[3 * STEP_INDEX[dr] + STEP_INDEX[dc] - 1])


def initialize_board_zhempstead(size):
    return our_board(ReversiEnvironment(size).board)


def valid_moves_list_zhempstead(board, colour):
    return sorted(their_env(board, colour).legal_actions())


def has_valid_move_zhempstead(board, colour):
    return bool(their_env(board, colour).legal_actions())


def place_move_zhempstead(board, row, col, colour):
    new_env, _, _ = their_env(board, colour).act((row, col))
    board[:] = our_board(new_env.board)
    return board


def count_discs_zhempstead(board):
    scores = their_env(board).get_score()
    return (scores[BLACK], scores[WHITE])


def winner_zhempstead(board):
    """Their game's end: a pass after a pass, whose reward says who won."""
    _, reward, _ = their_env(board, last_moved=False).act(None)
    return {1: OUR_BLACK, -1: OUR_WHITE, 0: DRAW}[reward]


def _black_heuristic(evaluate):
    return lambda env: evaluate(our_board(env.board), OUR_BLACK)


def alphabeta_zhempstead(board, colour, depth, evaluate, alpha, beta):
    env = their_env(board, colour)
    if colour == OUR_BLACK:
        return alphabeta(env, depth, alpha, beta, _black_heuristic(evaluate))
    return -alphabeta(env, depth, -beta, -alpha, _black_heuristic(evaluate))


def negamax_zhempstead(board, colour, depth, evaluate):
    """Their MinimaxAgent calls alphabeta with the whole window."""
    return alphabeta_zhempstead(board, colour, depth, evaluate, -float("inf"), float("inf"))
