# ruff: noqa: UP006  # their code, in their style
"""Othello in Don Kirkby's zero-play, a framework of board games for AlphaZero-style players.

Repository: donkirkby/zero-play, files zero_play/game_state.py (GameState, GridGameState) and
zero_play/othello/game.py (OthelloState).
License: MIT, Copyright (c) 2018 Don Kirkby.
Adapted: only the parts of GameState and GridGameState that OthelloState uses are kept (their
abstract methods, text parsing and the like are left out, their code unchanged).  Their board is
an array of two layers (X's discs, then O's) packed into bits; X moves first, so X is our BLACK
and O our WHITE, and a wrapper writes our board into a state whose active player is the colour to
move.  A move is a square's index, row * width + column (the index after the last square is a
pass): the wrappers turn (row, col) into it and their array of valid moves into a list; a
square's name is read and written by a 26x26 state's parse_move and display_move.
"""

import math
import typing
from copy import copy

import numpy as np

from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE

# --- their code (zero_play/game_state.py, the parts OthelloState uses) ---------------------------


class GameState:
    DISPLAY_CHARS = "O.X"
    NO_PLAYER = 0
    X_PLAYER = 1
    O_PLAYER = -1
    players = (X_PLAYER, O_PLAYER)

    def get_spaces(self) -> np.ndarray:
        return self.spaces


class GridGameState(GameState):
    """Game state for a simple grid with pieces on it."""

    def __init__(
        self,
        board_height: int,
        board_width: int,
        text: str | None = None,
        lines: typing.Sequence[str] | None = None,
        spaces: np.ndarray | None = None,
    ):
        self.board_height = board_height
        self.board_width = board_width
        if spaces is not None:
            assert text is None
            assert lines is None
            self.spaces = spaces
            return
        type_count = len(self.piece_types)
        packed = np.zeros(math.ceil(board_height * board_width * type_count / 8), dtype=np.uint8)
        self.packed = packed
        if spaces is not None:
            self.spaces = spaces

    @property
    def piece_types(self):
        return self.X_PLAYER, self.O_PLAYER

    @property
    def piece_displays(self):
        return "XO"

    @property
    def spaces(self) -> np.ndarray:
        type_count = len(self.piece_types)
        trimmed_size = self.board_height * self.board_width * type_count
        trimmed = np.unpackbits(self.packed)[:trimmed_size]
        return trimmed.reshape(type_count, self.board_height, self.board_width)

    @spaces.setter
    def spaces(self, spaces):
        self.packed = np.packbits(spaces)

    def display(self, show_coordinates: bool = False) -> str:
        spaces = self.get_spaces().astype(bool)
        display_grid = np.full((self.board_height, self.board_width), ".")
        for level, char in enumerate(self.piece_displays):
            np.copyto(display_grid, char, where=spaces[level])
        lines = np.full(self.board_height, "")
        if show_coordinates:
            lines = np.char.add(lines, [chr(49 + i) + " " for i in range(self.board_height)])
        for j in range(self.board_width):
            lines = np.char.add(lines, display_grid[:, j])
        text = "\n".join(lines) + "\n"
        if show_coordinates:
            header = "  " + "".join(chr(i) for i in range(65, 65 + self.board_width))
            text = header + "\n" + text
        return text

    def display_move(self, move: int) -> str:
        row = move // self.board_width
        column = move % self.board_width
        column_text = chr(65 + column)
        return f"{row + 1}{column_text}"

    def parse_move(self, text: str) -> int:
        trimmed = text.strip().replace(" ", "")
        if len(trimmed) != 2:
            raise ValueError("A move must be a row and a column.")
        row, column = trimmed[0], trimmed[1:]
        i = ord(row) - 49
        j = ord(column.upper()) - 65
        if i < 0 or self.board_height <= i:
            raise ValueError(f"Row must be between 1 and {self.board_height}.")
        if j < 0 or self.board_width <= j:
            max_column = chr(64 + self.board_width)
            raise ValueError(f"Column must be between A and {max_column}.")

        return i * self.board_width + j


# --- their code (zero_play/othello/game.py) ------------------------------------------------------


class OthelloState(GridGameState):
    game_name = "Othello"

    def __init__(self, text: str | None = None, board_height: int = 6, board_width: int = 6):
        if text is None:
            lines = None
            next_player_line = None
        else:
            lines = text.splitlines()
            next_player_line = lines.pop()
        super().__init__(board_height, board_width, lines=lines)
        spaces = self.spaces
        if text:
            assert next_player_line and next_player_line.startswith(">")
            self.active_player = self.X_PLAYER if next_player_line.endswith("X") else self.O_PLAYER
        else:
            self.active_player = self.X_PLAYER
            for i in range(self.board_height // 2 - 1, self.board_height // 2 + 1):
                for j in range(self.board_width // 2 - 1, self.board_width // 2 + 1):
                    player = self.X_PLAYER if (i + j) % 2 else self.O_PLAYER
                    piece_type = self.piece_types.index(player)
                    spaces[piece_type, i, j] = 1
            self.spaces = spaces

    def get_valid_moves(self) -> np.ndarray:
        spaces = self.get_spaces()
        moves = np.zeros(self.board_height * self.board_width + 1, bool)
        move_spaces = moves[:-1].reshape(self.board_width, self.board_height)
        player = self.get_active_player()
        piece_type = self.piece_types.index(player)
        for i, j in self.find_moves(spaces, piece_type):
            move_spaces[i, j] = True

        if moves.sum() == 0:
            # No moves for this player, check opponent.
            for _ in self.find_moves(spaces, 1 - piece_type):
                # Opponent has a move, pass is allowed.
                moves[-1] = True
                break

        return moves

    def find_moves(self, spaces: np.ndarray, piece_type: int):
        for i in range(self.board_height):
            for j in range(self.board_width):
                if spaces[piece_type, i, j]:
                    yield from self.find_moves_from_space(spaces, i, j, piece_type)

    def find_moves_from_space(self, spaces, start_row, start_column, piece_type):
        for di in range(-1, 2):
            for dj in range(-1, 2):
                if not (di or dj):
                    continue
                has_flipped = False
                i = start_row + di
                j = start_column + dj
                while 0 <= i < self.board_height and 0 <= j < self.board_width:
                    if spaces[piece_type, i, j]:
                        break
                    if not spaces[1 - piece_type, i, j]:
                        # empty space
                        if has_flipped:
                            yield i, j
                        break
                    else:
                        has_flipped = True
                    i += di
                    j += dj

    def make_move(self, move: int) -> "OthelloState":
        new_state = copy(self)
        new_state.active_player = -self.active_player

        if move == self.board_width * self.board_height:
            return new_state  # It's a pass.

        spaces = new_state.spaces
        start_row = move // self.board_width
        start_column = move % self.board_width
        piece_type = self.piece_types.index(self.active_player)
        opponent_piece_type = 1 - piece_type
        for di in range(-1, 2):
            for dj in range(-1, 2):
                if not (di or dj):
                    continue
                to_flip: typing.List[typing.Tuple[int, int]] = []  # [(i, j)]
                i = start_row + di
                j = start_column + dj
                while 0 <= i < self.board_height and 0 <= j < self.board_width:
                    if spaces[piece_type, i, j]:
                        for i2, j2 in to_flip:
                            spaces[opponent_piece_type, i2, j2] = 0
                            spaces[piece_type, i2, j2] = 1
                        break
                    elif not spaces[opponent_piece_type, i, j]:
                        # empty space
                        break
                    else:
                        to_flip.append((i, j))
                    i += di
                    j += dj
        spaces[piece_type, start_row, start_column] = 1
        new_state.spaces = spaces
        return new_state

    def get_active_player(self):
        return self.active_player

    def is_ended(self):
        spaces = self.spaces
        piece_type = self.piece_types.index(self.active_player)
        for _ in self.find_moves(spaces, piece_type):
            # Player has a move, not ended.
            return False
        for _ in self.find_moves(spaces, 1 - piece_type):
            # Opponent has a move, not ended.
            return False
        return True

    def get_winner(self):
        if not self.is_ended():
            return self.NO_PLAYER
        spaces = self.spaces
        x_total = spaces[0].sum()
        o_total = spaces[1].sum()
        if x_total > o_total:
            return self.X_PLAYER
        if x_total < o_total:
            return self.O_PLAYER
        return self.NO_PLAYER


# --- translation -------------------------------------------------------------------------------

PLAYER = {BLACK: GameState.X_PLAYER, WHITE: GameState.O_PLAYER}
COLOUR = {GameState.X_PLAYER: BLACK, GameState.O_PLAYER: WHITE}


def their_state(board, colour=BLACK):
    size = len(board)
    state = OthelloState(board_height=size, board_width=size)
    spaces = np.zeros((2, size, size), dtype=np.uint8)
    for r, row in enumerate(board):
        for c, square in enumerate(row):
            if square != EMPTY:
                spaces[state.piece_types.index(PLAYER[square]), r, c] = 1
    state.spaces = spaces
    state.active_player = PLAYER[colour]
    return state


def our_board(state):
    spaces = state.spaces
    size = state.board_height
    return [
        [BLACK if spaces[0, r, c] else WHITE if spaces[1, r, c] else EMPTY for c in range(size)]
        for r in range(size)
    ]


def _moves_of(state):
    size = state.board_width
    return [divmod(int(move), size) for move in np.flatnonzero(state.get_valid_moves()[:-1])]


# --- the exercises -----------------------------------------------------------------------------


def square_name_kirkby(row, col):
    return OthelloState(board_height=26, board_width=26).display_move(row * 26 + col)


def square_from_name_kirkby(name):
    return divmod(OthelloState(board_height=26, board_width=26).parse_move(name), 26)


def board_to_text_kirkby(board):
    return their_state(board).display()


def initialize_board_kirkby(size):
    return our_board(OthelloState(board_height=size, board_width=size))


def valid_moves_list_kirkby(board, colour):
    return _moves_of(their_state(board, colour))


def has_valid_move_kirkby(board, colour):
    return bool(_moves_of(their_state(board, colour)))


def is_game_over_kirkby(board):
    return their_state(board).is_ended()


def next_player_kirkby(board, colour):
    """After colour's move, their make_move makes the opponent the active player."""
    state = their_state(board, colour)
    state.active_player = -state.active_player
    return COLOUR[state.get_active_player()]


def winner_kirkby(board):
    return {GameState.X_PLAYER: BLACK, GameState.O_PLAYER: WHITE, GameState.NO_PLAYER: DRAW}[
        their_state(board).get_winner()
    ]


def place_move_kirkby(board, row, col, colour):
    state = their_state(board, colour).make_move(row * len(board) + col)
    board[:] = our_board(state)
    return board
