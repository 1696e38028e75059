"""othello-cli, a command-line Othello for boards of 4x4 to 26x26, by Amos Law.

Repository: ahlaw/othello-cli, files othello/game/board.py, othello/game/stone.py,
othello/game/player.py and othello/game/game_state.py.
License: MIT (the repository's README and pyproject.toml); Copyright Amos Law.
Adapted: their Board keeps a grid of Stone strings (" " empty, "○" black, "●" white) and a
Point(row, col) named tuple; a wrapper builds their Board of our board's size and writes our board
in its grid.  Their errors for a refused move are turned into the course's IllegalMoveError, and
their winner's None (a draw) into DRAW.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import DRAW, IllegalMoveError
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (othello/game/player.py, othello/game/point.py, othello/game/stone.py) ---------


class Player(enum.Enum):
    """Player class representing a playable color."""

    BLACK = 1
    WHITE = 2

    @property
    def other(self) -> Player:
        """Returns the other player color."""
        return Player.BLACK if self == Player.WHITE else Player.WHITE


class Point(NamedTuple):
    row: int
    col: int


BLANK_STONE: str = " "
BLACK_STONE: str = "○"
WHITE_STONE: str = "●"


class Stone(str):
    """Stone object."""

    __slots__ = ()


class StoneFactory:
    """Creates Stone objects."""

    def __call__(self, player: Player | None = None) -> Stone:
        if player == Player.BLACK:
            return Stone(BLACK_STONE)
        elif player == Player.WHITE:
            return Stone(WHITE_STONE)
        else:
            return Stone(BLANK_STONE)


# --- their code (othello/game/board.py) --------------------------------------------------------

MIN_BOARD_SIZE = 4
MAX_BOARD_SIZE = 26


class BoardSizeError(Exception):
    """Raised when initializing Board object with invalid board size."""


class InvalidStonePlacementError(Exception):
    """Raised when placing stone on Board at an invalid location."""


class Board:
    """Othello board."""

    def __init__(self, size: int) -> None:
        if not size >= MIN_BOARD_SIZE or not size <= MAX_BOARD_SIZE or size % 2 != 0:
            raise BoardSizeError(f"{size} is invalid size!")

        self.size = size

        self.stone = StoneFactory()

        center = size // 2 - 1
        self._grid = [[self.stone()] * size for _ in range(size)]
        self._grid[center][center] = self.stone(Player.WHITE)
        self._grid[center][center + 1] = self.stone(Player.BLACK)
        self._grid[center + 1][center] = self.stone(Player.BLACK)
        self._grid[center + 1][center + 1] = self.stone(Player.WHITE)

    def count_stones(self, player: Player) -> int:
        count = 0
        player_stone = self.stone(player)
        for i in range(self.size):
            for j in range(self.size):
                if self._grid[i][j] == player_stone:
                    count += 1
        return count

    def place_stone(self, player: Player, point: Point) -> None:
        valid_moves = self.get_valid_moves(player)

        if point not in valid_moves:
            raise InvalidStonePlacementError(f"{point} is not a valid move!")

        self._grid[point.row][point.col] = self.stone(player)
        capturables = valid_moves[point]
        for row, col in capturables:
            self._grid[row][col] = self.stone(player)

    def get_valid_moves(self, player: Player) -> dict[Point, list[Point]]:
        valid_moves = {}
        for row in range(self.size):
            for col in range(self.size):
                point = Point(row, col)
                capturables = self._get_capturables(player, point)
                if capturables:
                    valid_moves[point] = capturables
        return valid_moves

    def _get_capturables(self, player: Player, point: Point) -> list[Point]:
        directions = [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (0, -1), (1, -1)]
        capturables = []
        if self._is_on_grid(point) and self._grid[point.row][point.col] == self.stone():
            for direction in directions:
                tmp = self._get_capturables_in_dir(player, point, direction)
                if tmp:
                    capturables.extend(tmp)
        return capturables

    def _get_capturables_in_dir(
        self, player: Player, point: Point, direction: tuple[int, int]
    ) -> list[Point]:
        capturables: list[Point] = []
        next_point = point
        row_dir, col_dir = direction
        while True:
            next_point = Point(next_point.row + row_dir, next_point.col + col_dir)
            if self._is_on_grid(next_point):
                next_value = self._grid[next_point.row][next_point.col]
                if next_value != self.stone():
                    if next_value == self.stone(player):
                        return capturables
                    capturables.append(next_point)
                else:
                    break
            else:
                break
        return []

    def _is_on_grid(self, point: Point) -> bool:
        return 0 <= point.row < self.size and 0 <= point.col < self.size


# --- their code (othello/game/game_state.py, the winner) ---------------------------------------


def winner(board: Board) -> Player | None:
    black_count = board.count_stones(Player.BLACK)
    white_count = board.count_stones(Player.WHITE)
    if black_count > white_count:
        return Player.BLACK
    elif white_count > black_count:
        return Player.WHITE
    else:
        return None


# --- translation -------------------------------------------------------------------------------

PLAYERS = {OUR_BLACK: Player.BLACK, OUR_WHITE: Player.WHITE}
TO_THEIRS = {OUR_EMPTY: BLANK_STONE, OUR_BLACK: BLACK_STONE, OUR_WHITE: WHITE_STONE}
FROM_THEIRS = {stone: square for square, stone in TO_THEIRS.items()}


def their_board(board) -> Board:
    theirs = Board(len(board))
    theirs._grid = [[Stone(TO_THEIRS[square]) for square in row] for row in board]
    return theirs


def our_board(theirs: Board):
    return [[FROM_THEIRS[stone] for stone in row] for row in theirs._grid]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_ahlaw(size):
    return our_board(Board(size))


def count_colour_ahlaw(board, colour):
    return their_board(board).count_stones(PLAYERS[colour])


def is_valid_move_ahlaw(board, row, col, colour):
    """Their get_valid_moves keeps a square when _get_capturables finds discs to capture there."""
    return bool(their_board(board)._get_capturables(PLAYERS[colour], Point(row, col)))


def flipped_discs_ahlaw(board, row, col, colour):
    return [tuple(point) for point in their_board(board)._get_capturables(PLAYERS[colour], Point(row, col))]


def place_move_ahlaw(board, row, col, colour):
    theirs = their_board(board)
    try:
        theirs.place_stone(PLAYERS[colour], Point(row, col))
    except InvalidStonePlacementError as error:
        raise IllegalMoveError(str(error)) from error
    board[:] = our_board(theirs)
    return board


def valid_moves_list_ahlaw(board, colour):
    return [tuple(point) for point in their_board(board).get_valid_moves(PLAYERS[colour])]


def has_valid_move_ahlaw(board, colour):
    return bool(their_board(board).get_valid_moves(PLAYERS[colour]))


def count_discs_ahlaw(board):
    theirs = their_board(board)
    return (theirs.count_stones(Player.BLACK), theirs.count_stones(Player.WHITE))


def winner_ahlaw(board):
    found = winner(their_board(board))
    return DRAW if found is None else {Player.BLACK: OUR_BLACK, Player.WHITE: OUR_WHITE}[found]
