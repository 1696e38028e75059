"""The Othello environment of TextArena, a collection of text games for language models.

Repository: TextArena/TextArena, file textarena/envs/Othello/env.py (class OthelloEnv).
License: MIT, Copyright (c) 2025 Leon Guertler and Bobby Cheng (the repository's LICENSE file).
Adapted: their rules are methods of OthelloEnv, which needs the rest of TextArena (a game loop, a
renderer, player messages); the methods the exercises use are copied into a class of their own
with the one attribute they read, N, the board's side (their board_size parameter), set from our
board.  Their board is a list of rows of "" (empty), "B" and "W": a wrapper writes ours into it and
reads it back after a move.  Their answers are returned as they come.
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (textarena/envs/Othello/env.py) --------------------------------------------------

DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
EMPTY, BLACK, WHITE = "", "B", "W"


class OthelloRules:
    """The rule methods of their OthelloEnv, as they are."""

    def __init__(self, N: int):
        self.N = N

    def _in_bounds(self, r: int, c: int) -> bool:
        return 0 <= r < self.N and 0 <= c < self.N

    def _counts(self, board):
        return sum(row.count(BLACK) for row in board), sum(row.count(WHITE) for row in board)

    def _valid_moves(self, board, piece):
        return [
            [r, c]
            for r in range(self.N)
            for c in range(self.N)
            if board[r][c] == EMPTY and self._would_flip(board, r, c, piece)
        ]

    def _would_flip(self, board, r, c, piece) -> bool:
        opp = BLACK if piece == WHITE else WHITE
        for dr, dc in DIRS:
            rr, cc = r + dr, c + dc
            if not (self._in_bounds(rr, cc) and board[rr][cc] == opp):
                continue
            while self._in_bounds(rr, cc) and board[rr][cc] == opp:
                rr += dr
                cc += dc
            if self._in_bounds(rr, cc) and board[rr][cc] == piece:
                return True
        return False

    def _place_and_flip(self, board, r, c, piece) -> int:
        opp = BLACK if piece == WHITE else WHITE
        board[r][c] = piece
        flipped = 0
        for dr, dc in DIRS:
            rr, cc = r + dr, c + dc
            line = []
            while self._in_bounds(rr, cc) and board[rr][cc] == opp:
                line.append((rr, cc))
                rr += dr
                cc += dc
            if self._in_bounds(rr, cc) and board[rr][cc] == piece:
                for fr, fc in line:
                    board[fr][fc] = piece
                flipped += len(line)
        return flipped

    def _game_over(self, board) -> bool:
        return all(cell != EMPTY for row in board for cell in row) or (
            not self._valid_moves(board, BLACK) and not self._valid_moves(board, WHITE)
        )


# --- translation ---------------------------------------------------------------------------------

THEIRS = {OUR_EMPTY: EMPTY, OUR_BLACK: BLACK, OUR_WHITE: WHITE}
OURS = {value: square for square, value in THEIRS.items()}


def their_board(board):
    return [[THEIRS[square] for square in row] for row in board]


def rules_for(board) -> OthelloRules:
    return OthelloRules(len(board))


# --- the exercises -------------------------------------------------------------------------------


def is_valid_move_textarena(board, row, col, colour):
    return rules_for(board)._would_flip(their_board(board), row, col, THEIRS[colour])


def valid_moves_list_textarena(board, colour):
    return rules_for(board)._valid_moves(their_board(board), THEIRS[colour])


def has_valid_move_textarena(board, colour):
    return bool(rules_for(board)._valid_moves(their_board(board), THEIRS[colour]))


def place_move_textarena(board, row, col, colour):
    theirs = their_board(board)
    rules_for(board)._place_and_flip(theirs, row, col, THEIRS[colour])
    for r, line in enumerate(theirs):
        board[r][:] = [OURS[square] for square in line]
    return board


def count_discs_textarena(board):
    return rules_for(board)._counts(their_board(board))


def is_game_over_textarena(board):
    return rules_for(board)._game_over(their_board(board))
