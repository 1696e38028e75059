# ruff: noqa: SIM110  # their code, in their style
"""reversi, a Flask Reversi with a random computer player, by Piotr Kondej.

Repository: kondej/reversi, file engine/core.py (the version with check_game_over).
License: MIT, Copyright (c) 2025 Piotr Kondej (the repository's LICENSE).
Adapted: their Core holds the board as rows of 0 (empty), 1 (Black) and 2 (White) in self.board;
a wrapper makes a Core without running its __init__ (whose reset_game writes the start discs into
an empty list, which raises IndexError before any board is set), puts our board in self.board and
calls their method with (row, col, player).  Their make_move answers False for a move it refuses:
the wrapper raises IllegalMoveError for it, as their game reports it, and writes their board back
into ours.  check_game_over's winner 1, 2 or 0 is our Black, White or None.  Their comment lines, in
Polish, are left out.
"""

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError

# --- their code (engine/core.py) -----------------------------------------------------------------

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


class Core:
    def __init__(self):
        self.board = []
        self.current_player = 1  # 1 = czarne, 2 = białe
        self.game_over = False
        self.winner = None
        self.reset_game()

    def reset_game(self):
        self.board = []
        self.board[3][3] = 2
        self.board[3][4] = 1
        self.board[4][3] = 1
        self.board[4][4] = 2
        self.current_player = 1
        self.game_over = False
        self.winner = None

    def get_valid_moves(self, player):
        valid_moves = []
        for row in range(8):
            for col in range(8):
                if self.is_valid_move(row, col, player):
                    valid_moves.append((row, col))
        return valid_moves

    def is_valid_move(self, row, col, player):
        if self.board[row][col] != 0:
            return False

        for drow, dcol in DIRECTIONS:
            if self.would_flip_in_direction(row, col, drow, dcol, player):
                return True
        return False

    def would_flip_in_direction(self, row, col, drow, dcol, player):
        opponent = 3 - player  # Wyliczenie kto jest przeciwnikiem
        r = row + drow
        c = col + dcol
        found_opponent = False

        while 0 <= r < 8 and 0 <= c < 8:
            if self.board[r][c] == opponent:
                found_opponent = True
            elif self.board[r][c] == player and found_opponent:
                return True
            else:
                break
            r = r + drow
            c = c + dcol
        return False

    def flip_pieces_in_direction(self, row, col, drow, dcol, player):
        opponent = 3 - player
        r = row + drow
        c = col + dcol
        pieces_to_flip = []

        while 0 <= r < 8 and 0 <= c < 8:
            if self.board[r][c] == opponent:
                pieces_to_flip.append((r, c))
            elif self.board[r][c] == player:
                for flip_r, flip_c in pieces_to_flip:
                    self.board[flip_r][flip_c] = player
                break
            else:
                break
            r = r + drow
            c = c + dcol

    def make_move(self, row, col, player):
        if not self.is_valid_move(row, col, player):
            return False

        self.board[row][col] = player

        for drow, dcol in DIRECTIONS:
            if self.would_flip_in_direction(row, col, drow, dcol, player):
                self.flip_pieces_in_direction(row, col, drow, dcol, player)

        return True

    def check_game_over(self):
        player1_moves = len(self.get_valid_moves(1))
        player2_moves = len(self.get_valid_moves(2))

        if player1_moves == 0 and player2_moves == 0:
            self.game_over = True
            player1_count = sum(row.count(1) for row in self.board)
            player2_count = sum(row.count(2) for row in self.board)

            if player1_count > player2_count:
                self.winner = 1
            elif player2_count > player1_count:
                self.winner = 2
            else:
                self.winner = 0

        return self.game_over


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: 0, BLACK: 1, WHITE: 2}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board) -> Core:
    core = Core.__new__(Core)
    core.board = [[TO_THEIRS[square] for square in row] for row in board]
    core.current_player, core.game_over, core.winner = 1, False, None
    return core


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_kondej(board, row, col, colour):
    return their(board).is_valid_move(row, col, TO_THEIRS[colour])


def valid_moves_list_kondej(board, colour):
    return their(board).get_valid_moves(TO_THEIRS[colour])


def place_move_kondej(board, row, col, colour):
    core = their(board)
    if core.make_move(row, col, TO_THEIRS[colour]) is False:
        raise IllegalMoveError("not a valid move")
    board[:] = [[FROM_THEIRS[value] for value in line] for line in core.board]
    return board


def is_game_over_kondej(board):
    return their(board).check_game_over()


def winner_kondej(board):
    """Their game's winner once check_game_over has run (None, as they start it, while it goes on)."""
    core = their(board)
    core.check_game_over()
    return {None: None, 0: None, 1: BLACK, 2: WHITE}[core.winner]
