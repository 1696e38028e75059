# ruff: noqa: F841, RUF059, UP004, UP034  # their code, in their style
"""A text Reversi with an alpha-beta player, by Bengt Ericsson (Zolomon).

Repository: Zolomon/reversi-ai, files game/ai.py (AlphaBetaPruner), game/board.py (Board),
game/piece.py (Piece) and game/settings.py (the constants).
License: MIT, Copyright (c) 2014 Bengt Ericsson (the repository's LICENSE file).
Adapted: their board is a flat list of the 64 squares of an 8x8 board, indexed x + y * WIDTH with x
the column and y the row; a wrapper writes each square of our board that fits in it (a smaller
board sits in its top-left corner, a larger one loses the squares past the eighth row or column),
and reads it back after a move.  Their moves are (x, y): we return them as (row, col) = (y, x).
Their prints (the pruner prints its state when made, a move prints what it flips) are silenced.
"""

import io
from contextlib import redirect_stdout

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import DRAW as OUR_DRAW
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (game/settings.py) ---------------------------------------------------------------

BOARD, WHITE, BLACK, MOVE = "BOARD", "WHITE", "BLACK", "MOVE"
WIDTH, HEIGHT = 8, 8
NORTH = -HEIGHT
NORTHEAST = -HEIGHT + 1
EAST = 1
SOUTHEAST = HEIGHT + 1
SOUTH = HEIGHT
SOUTHWEST = HEIGHT - 1
WEST = -1
NORTHWEST = -HEIGHT - 1

DIRECTIONS = (NORTH, NORTHEAST, EAST, SOUTHEAST, SOUTH, SOUTHWEST, WEST, NORTHWEST)

# --- their code (game/piece.py, without its drawing) ----------------------------------------------


class Piece(object):
    """Pieces are laid out on the board on an 8x8 grid."""

    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.state = "BOARD"
        self.flipped = False

    def set_black(self):
        self.state = "BLACK"

    def set_white(self):
        self.state = "WHITE"

    def flip(self):
        self.state = WHITE if self.state is BLACK else BLACK
        self.flipped = True

    def move(self):
        self.state = MOVE

    def get_position(self):
        return self.x, self.y

    def get_state(self):
        return self.state

    def set_flipped(self):
        self.flipped = True

    def set_board(self):
        self.state = BOARD


# --- their code (game/board.py, without its drawing) ----------------------------------------------


class Board(object):
    """Board represents the current state of the Reversi board."""

    def __init__(self):
        self.width = 8
        self.height = 8
        self.pieces = list((Piece(x, y) for x in range(0, self.width) for y in range(0, self.height)))

    def set_white(self, x, y):
        self.pieces[x + (y * self.width)].set_white()

    def set_black(self, x, y):
        self.pieces[x + (y * self.width)].set_black()

    def make_move(self, coordinates, player):
        print("Making move at", coordinates)
        x, y = coordinates
        opponent = BLACK if player == WHITE else WHITE
        print("Player is", player, "Opponent is", opponent)
        p = self.pieces[x + (y * WIDTH)]
        if player == WHITE:
            p.set_white()
            p.set_flipped()
        else:
            p.set_black()
            p.set_flipped()
        for d in DIRECTIONS:
            tile = x + (y * WIDTH) + d
            # if self.pieces[tile].get_state() == opponent:
            to_flip = []
            while self.pieces[tile].get_state() != BOARD:
                if self.pieces[tile].get_state() == opponent:
                    # print("Flipping piece: ", tile % WIDTH, int(tile / WIDTH))
                    # self.pieces[tile].flip()
                    to_flip.append(self.pieces[tile])
                tile += d

            if self.pieces[tile - d].get_state() == player:
                [x.flip() for x in to_flip]


# --- their code (game/ai.py) ---------------------------------------------------------------------


class AlphaBetaPruner(object):
    """Alpha-Beta Pruning algorithm."""

    def __init__(self, pieces, first_player, second_player):
        self.board = 0
        self.move = 1
        self.white = 2
        self.black = 3

        self.infinity = 1.0e400

        self.first_player, self.second_player = (
            (self.white, self.black) if first_player == WHITE else (self.black, self.white)
        )

        self.state = self.make_state(pieces)
        print(self.state)

    def make_state(self, pieces):
        results = {BOARD: self.board, MOVE: self.board, WHITE: self.white, BLACK: self.black}
        return self.first_player, [results[p.get_state()] for p in pieces]

    def max_value(self, depth, current_state, alpha, beta):
        player, state = current_state
        if self.cutoff_test(current_state, depth):
            return self.utility(current_state, self.first_player)

        value = -self.infinity

        actions = self.actions(current_state)
        for action in actions:
            value = max(
                [value, self.min_value(depth + 1, self.next_state(current_state, action), alpha, beta)]
            )
            if value >= beta:
                return value
            alpha = max(alpha, value)

        return value

    def min_value(self, depth, state, alpha, beta):
        if self.cutoff_test(state, depth):
            return self.utility(state, self.second_player)

        value = self.infinity

        actions = self.actions(state)
        for action in actions:
            value = min([value, self.max_value(depth + 1, self.next_state(state, action), alpha, beta)])
            if value <= alpha:
                return value
            beta = min([beta, value])

        return value

    def utility(self, current_state, player_to_check):
        """
        Returns 1 for a win for 'player'
        Returns 0 for a draw for 'player'
        Returns -1 for a lose for 'player'
        """
        player, state = current_state
        moves = self.get_moves(player_to_check, self.opponent(player_to_check), state)
        white_pieces = len([p for p in state if p == self.white])
        black_pieces = len([p for p in state if p == self.black])
        p1, p2 = (
            (white_pieces, black_pieces) if player_to_check == self.white else (black_pieces, white_pieces)
        )
        if p1 > p2:
            return 1
        elif p1 == p2:
            return 0
        else:
            return -1

    def terminal_test(self, state):
        return (
            len(self.get_moves(state[0], self.opponent(state[0]), state[1])) == 0
        )  # No moves in the state...

    def actions(self, current_state):
        """Returns"""
        player, state = current_state
        return self.get_moves(player, self.opponent(player), state)

    def opponent(self, player):
        return self.second_player if player is self.first_player else self.first_player

    def next_state(self, current_state, action):
        player, state = current_state
        opponent = self.opponent(player)
        # moves = self.get_moves(player, opponent, state)

        xx, yy = action
        state[xx + (yy * WIDTH)] = player
        for d in DIRECTIONS:
            tile = xx + (yy * WIDTH) + d
            if tile < 0 or tile >= 64:
                continue

            # if state[tile] == opponent:
            while state[tile] != self.board:
                state[tile] = player
                tile += d
                if tile < 0 or tile >= WIDTH * HEIGHT:
                    tile -= d
                    break

        return opponent, state

    def get_moves(self, player, opponent, state):
        """Returns a generator of (x,y) coordinates."""
        moves = [
            self.mark_move(player, opponent, x, y, state, d)
            for d in DIRECTIONS
            for x in range(WIDTH)
            for y in range(HEIGHT)
            if (x + (y * WIDTH) >= 0)
            and (x + (y * WIDTH) < WIDTH * HEIGHT)
            and state[x + (y * WIDTH)] == player
        ]
        return [(xx, yy) for found, xx, yy, tile in moves if found]

    def mark_move(self, player, opponent, x, y, pieces, direction):
        tile = (x + (y * WIDTH)) + direction

        if tile < 0 or tile >= WIDTH * HEIGHT:
            return False, int(tile % WIDTH), int(tile / HEIGHT), tile

        if pieces[tile] == opponent:
            while pieces[tile] == opponent:
                tile += direction
                if tile < 0 or tile >= WIDTH * HEIGHT:
                    return False, int(tile % WIDTH), int(tile / HEIGHT), tile

            if pieces[tile] == self.board:
                return True, int(tile % WIDTH), int(tile / HEIGHT), tile

        return False, int(tile % WIDTH), int(tile / HEIGHT), tile

    def cutoff_test(self, state, depth):
        return depth > 5


# --- translation ---------------------------------------------------------------------------------

THEIR_COLOUR = {OUR_BLACK: BLACK, OUR_WHITE: WHITE}
OURS = {BOARD: OUR_EMPTY, MOVE: OUR_EMPTY, BLACK: OUR_BLACK, WHITE: OUR_WHITE}


def _fits(board, x, y) -> bool:
    return y < len(board) and x < len(board)


def _pieces(board) -> list:
    """Their 64 pieces, in the order their pruner reads them (x + y * WIDTH), from our board."""
    pieces = [Piece(x, y) for y in range(HEIGHT) for x in range(WIDTH)]
    for piece in pieces:
        if _fits(board, piece.x, piece.y) and board[piece.y][piece.x] != OUR_EMPTY:
            piece.state = THEIR_COLOUR[board[piece.y][piece.x]]
    return pieces


def _pruner(board, colour) -> AlphaBetaPruner:
    other = OUR_WHITE if colour == OUR_BLACK else OUR_BLACK
    with redirect_stdout(io.StringIO()):
        return AlphaBetaPruner(_pieces(board), THEIR_COLOUR[colour], THEIR_COLOUR[other])


def _their_board(board) -> Board:
    theirs = Board()
    for piece, square in zip(
        theirs.pieces, _pieces(board), strict=True
    ):  # their list is indexed x + y * width
        piece.state = square.state
    return theirs


def _write_back(states, board) -> None:
    for y, row in enumerate(board):
        for x in range(len(row)):
            if x < WIDTH and y < HEIGHT:
                row[x] = OURS[states[x + y * WIDTH]]


# --- the exercises -------------------------------------------------------------------------------


def valid_moves_list_zolomon(board, colour):
    pruner = _pruner(board, colour)
    return [(y, x) for x, y in pruner.actions(pruner.state)]


def has_valid_move_zolomon(board, colour):
    pruner = _pruner(board, colour)
    return not pruner.terminal_test(pruner.state)


def place_move_zolomon(board, row, col, colour):
    pruner = _pruner(board, colour)
    _, state = pruner.next_state(pruner.state, (col, row))
    names = {pruner.board: BOARD, pruner.white: WHITE, pruner.black: BLACK}
    _write_back([names[value] for value in state], board)
    return board


def place_move_board_zolomon(board, row, col, colour):
    theirs = _their_board(board)
    with redirect_stdout(io.StringIO()):
        theirs.make_move((col, row), THEIR_COLOUR[colour])
    _write_back([piece.get_state() for piece in theirs.pieces], board)
    return board


def winner_zolomon(board):
    pruner = _pruner(board, OUR_BLACK)
    result = pruner.utility(pruner.state, pruner.black)
    return {1: OUR_BLACK, 0: OUR_DRAW, -1: OUR_WHITE}[result]


def alphabeta_zolomon(board, colour, depth, evaluate, alpha, beta):
    """Their max_value counts the depth up and stops past 5: it is started at 6 - depth, so that it
    looks ``depth`` moves ahead.  Their search has no place for ``evaluate``."""
    pruner = _pruner(board, colour)
    return pruner.max_value(6 - depth, pruner.state, alpha, beta)
