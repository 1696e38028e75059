"""mcts-games, tic-tac-toe, Connect 4 and Othello for a Monte Carlo tree search, by Nigel Jose.

Repository: nigelmj/mcts-games, files src/games/game.py and src/games/othello.py.
License: MIT, Copyright (c) 2024 Nigel Jose (the repository's LICENSE).
Adapted: their Othello holds rows of 0 (empty), 1 (Black, who moves first) and -1 (White) in
self.board, and answers for self.current_player; a wrapper makes an Othello, puts our board in it
with their set_board, sets the colour asked with their set_player and calls their method.  Their
make_move plays whatever it is given (their search only offers it legal moves), and the wrapper
writes their board back into ours.  get_winner's 1, -1 and 0 are our Black, White and None.
"""

import random
from abc import ABC, abstractmethod

from othello_lesson.rules import BLACK, EMPTY, WHITE

# --- their code (src/games/game.py) ----------------------------------------------------------------


class Game(ABC):
    def __init__(self, board: list[list[int]]) -> None:
        self.board = board
        self.set_player(1)

    @abstractmethod
    def make_move(self, row: int, col: int) -> None:
        pass

    @abstractmethod
    def get_legal_moves(self) -> list[tuple[int, int]]:
        pass

    @abstractmethod
    def is_legal_move(self, row: int, col: int) -> bool:
        pass

    def make_random_move(self) -> tuple[int, int]:
        return random.choice(self.get_legal_moves())

    @abstractmethod
    def get_winner(self) -> int:
        pass

    @abstractmethod
    def is_game_over(self) -> bool:
        pass

    @abstractmethod
    def create_game(self) -> "Game":
        pass

    def set_board(self, board: list[list[int]]) -> None:
        self.board = board

    def set_player(self, player: int) -> None:
        self.current_player = player

    def copy(self) -> "Game":
        new_game = self.create_game()
        new_game.set_board([row.copy() for row in self.board])
        new_game.set_player(self.current_player)
        return new_game


# --- their code (src/games/othello.py) -------------------------------------------------------------


class Othello(Game):
    def __init__(self) -> None:
        super().__init__([[0 for _ in range(8)] for _ in range(8)])
        self.board[3][3] = -1
        self.board[3][4] = 1
        self.board[4][3] = 1
        self.board[4][4] = -1
        self._legal_moves_cache = None

    def create_game(self) -> "Othello":
        return Othello()

    def make_move(self, row: int, col: int) -> None:
        self._legal_moves_cache = None
        if row == -1 and col == -1:
            self.current_player = -self.current_player
            return
        self.board[row][col] = self.current_player
        self.flip_pieces(row, col)
        self.current_player = -self.current_player

    def flip_pieces(self, row: int, col: int) -> None:
        for i in range(-1, 2):
            for j in range(-1, 2):
                if i == 0 and j == 0:
                    continue
                self.flip_direction(row, col, i, j)

    def flip_direction(self, row: int, col: int, i: int, j: int) -> None:
        new_row = row + i
        new_col = col + j
        while 0 <= new_row < 8 and 0 <= new_col < 8 and self.board[new_row][new_col] == -self.current_player:
            new_row += i
            new_col += j
        if 0 <= new_row < 8 and 0 <= new_col < 8 and self.board[new_row][new_col] == self.current_player:
            while row != new_row - i or col != new_col - j:
                new_row -= i
                new_col -= j
                self.board[new_row][new_col] = self.current_player

    def get_winner(self) -> int:
        if not self.is_game_over():
            return 0
        count = 0
        for row in self.board:
            pieces = row.count(1) - row.count(-1)
            count += pieces
            if count > 32 or count < -32:
                return 1 if count > 0 else -1
        return 1 if count > 0 else -1 if count < 0 else 0

    def is_game_over(self) -> bool:
        if not self.get_possible_moves():
            self.current_player = -self.current_player
            if not self.get_possible_moves():
                return True
            self.current_player = -self.current_player
        return False

    def get_possible_moves(self) -> list[tuple[int, int]]:
        if self._legal_moves_cache is not None:
            return self._legal_moves_cache
        self._legal_moves_cache = []
        for i in range(8):
            for j in range(8):
                if self.is_legal_move(i, j):
                    self._legal_moves_cache.append((i, j))
        return self._legal_moves_cache

    def get_legal_moves(self) -> list[tuple[int, int]]:
        possible_moves = self.get_possible_moves()
        if len(possible_moves) == 0:
            return [(-1, -1)]
        return possible_moves

    def is_legal_move(self, row: int, col: int) -> bool:
        if self.board[row][col] != 0:
            return False
        for i in range(-1, 2):
            for j in range(-1, 2):
                if i == 0 and j == 0:
                    continue
                if self.is_legal_direction(row, col, i, j):
                    return True
        return False

    def is_legal_direction(self, row: int, col: int, i: int, j: int) -> bool:
        row += i
        col += j
        if not (0 <= row < 8 and 0 <= col < 8) or self.board[row][col] != -self.current_player:
            return False
        while 0 <= row < 8 and 0 <= col < 8 and self.board[row][col] == -self.current_player:
            row += i
            col += j
        return 0 <= row < 8 and 0 <= col < 8 and self.board[row][col] == self.current_player


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: 0, BLACK: 1, WHITE: -1}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board, colour=BLACK) -> Othello:
    game = Othello()
    game.set_board([[TO_THEIRS[square] for square in row] for row in board])
    game.set_player(TO_THEIRS[colour])
    return game


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_nigelmj(board, row, col, colour):
    return their(board, colour).is_legal_move(row, col)


def valid_moves_list_nigelmj(board, colour):
    return their(board, colour).get_possible_moves()


def place_move_nigelmj(board, row, col, colour):
    game = their(board, colour)
    game.make_move(row, col)
    board[:] = [[FROM_THEIRS[value] for value in line] for line in game.board]
    return board


def is_game_over_nigelmj(board):
    return their(board).is_game_over()


def winner_nigelmj(board):
    return {1: BLACK, -1: WHITE, 0: None}[their(board).get_winner()]
