"""pyreversi, a console Reversi on numpy boards, by Kimiaki Kinugasa.

Repository: KimiakiKinugasa/pyreversi, files pyreversi/models.py and pyreversi/logic.py.
License: Apache-2.0 (the repository's pyproject.toml: license = "Apache-2.0").
Adapted: their Board holds a numpy matrix of 1 (DARK, Black), -1 (LIGHT, White) and 0 (NULL), read
by a Position(row, col); a wrapper writes our board in a Board and calls their function with the
Disk of the colour asked and a Position.  Their frozensets of positions become lists in the
frozenset's own order (as their game lists them), their boards ours again, and their numpy counts
ints.  Only what the exercises use is kept; their comments in Japanese are left out, and the
Japanese words of two docstrings put in English.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple

import numpy as np

from othello_lesson.rules import BLACK, EMPTY, WHITE

# --- their code (pyreversi/models.py) -------------------------------------------------------------


class Reversible(IntEnum):
    def reverse(self):
        return self.__class__(-self)


class Disk(Reversible):
    """reversi disk"""

    DARK = 1
    LIGHT = -1


class Square(Reversible):
    """State of each piece of a board

    NULL means piece is empty.
    """

    DARK = Disk.DARK
    LIGHT = Disk.LIGHT
    NULL = 0


class Direction(NamedTuple):
    row: int
    col: int


_DIRECTIONS: Final = (
    Direction(-1, -1),
    Direction(-1, 0),
    Direction(-1, 1),
    Direction(0, -1),
    Direction(0, 1),
    Direction(1, -1),
    Direction(1, 0),
    Direction(1, 1),
)


class Position(NamedTuple):
    row: int
    col: int

    def __lt__(self, position):
        if not isinstance(position, Position):
            raise TypeError(f"{position} is not 'Position'")
        return self.row < position.row and self.col < position.col

    def __le__(self, position):
        if not isinstance(position, Position):
            raise TypeError(f"{position} is not 'Position'")
        return self.row <= position.row and self.col <= position.col

    def __gt__(self, position):
        if not isinstance(position, Position):
            raise TypeError(f"{position} is not 'Position'")
        return self.row > position.row and self.col > position.col

    def __ge__(self, position):
        if not isinstance(position, Position):
            raise TypeError(f"{position} is not 'Position'")
        return self.row >= position.row and self.col >= position.col

    def __add__(self, direction):
        if not isinstance(direction, Direction):
            raise TypeError(f"{direction} is not 'Direction'")
        return Position(self.row + direction.row, self.col + direction.col)


class Board:
    """reversi board

    This is supposed to be immutable
    """

    def __init__(self, config: np.ndarray):
        self._config = config.copy()
        self._config.setflags(write=False)

    def __getitem__(self, position) -> Square:
        if not isinstance(position, Position):
            raise TypeError(f"{position} is not 'Position'")
        if not self.is_in_range(position):
            raise IndexError(f"{position} is out of range")
        return self._config[position]

    def __iter__(self):
        return iter(map(lambda index: Position(*index), np.ndindex(self.config.shape)))

    @property
    def config(self):
        return self._config

    def is_in_range(self, position: Position) -> bool:
        return Position(0, 0) <= position < Position(*self._config.shape)


# --- their code (pyreversi/logic.py) --------------------------------------------------------------


def init_board(length: int):
    """initialize board

    Args:
        length (int): length of board
    """
    config = np.zeros((length, length), dtype=np.int8)
    config[length // 2][length // 2] = Square.LIGHT
    config[length // 2 - 1][length // 2 - 1] = Square.LIGHT
    config[length // 2][length // 2 - 1] = Square.DARK
    config[length // 2 - 1][length // 2] = Square.DARK
    return Board(config)


def obtain_legal_actions(board: Board, disk: Disk) -> frozenset[Position]:
    """obtain legal actions"""
    return frozenset(filter(lambda position: _is_legal_action(board, disk, position), board))


def _is_legal_action(board: Board, disk: Disk, position: Position) -> bool:
    if board[position] != Square.NULL:
        return False
    for direction in _DIRECTIONS:
        adjacent_position = position + direction
        if (
            board.is_in_range(adjacent_position)
            and board[adjacent_position] == disk.reverse()
            and _increment_search(board, disk, adjacent_position, direction)[0]
        ):
            return True
    return False


def _increment_search(
    board: Board, disk: Disk, position: Position, direction: Direction
) -> tuple[bool, Position | None]:
    if not board.is_in_range(position):
        return False, None
    if board[position] == Square.NULL:
        return False, None
    if board[position] == disk:
        return True, position
    return _increment_search(
        board,
        disk,
        position + direction,
        direction,
    )


def execute_action(board: Board, disk: Disk, position: Position) -> Board:
    """execute action and return new state board

    Args:
        board (Board): board
        disk (Disk): disk colour
        position (Position): where the disk is put
    Returns:
        Board: the new board with the disk put
    """
    flip_position_list = [position]
    for direction in _DIRECTIONS:
        adjacent_position = position + direction
        if not board.is_in_range(adjacent_position) or board[adjacent_position] != disk.reverse():
            continue
        legal, end_position = _increment_search(board, disk, adjacent_position, direction)
        while legal and adjacent_position != end_position:
            flip_position_list.append(adjacent_position)
            adjacent_position = adjacent_position + direction

    assert len(flip_position_list) > 1
    config = board.config.copy()
    for position in flip_position_list:
        config[position] = disk
    return Board(config)


def count_disk(board: Board, disk: Disk) -> int:
    """count disk"""
    return np.count_nonzero(board.config == disk)


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: 0, BLACK: 1, WHITE: -1}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}
DISKS = {BLACK: Disk.DARK, WHITE: Disk.LIGHT}


def their(board) -> Board:
    return Board(np.array([[TO_THEIRS[square] for square in row] for row in board], dtype=np.int8))


def our(theirs: Board):
    return [[FROM_THEIRS[int(value)] for value in row] for row in theirs.config]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_kinugasa(size):
    return our(init_board(size))


def is_valid_move_kinugasa(board, row, col, colour):
    return _is_legal_action(their(board), DISKS[colour], Position(row, col))


def valid_moves_list_kinugasa(board, colour):
    return [(position.row, position.col) for position in obtain_legal_actions(their(board), DISKS[colour])]


def has_valid_move_kinugasa(board, colour):
    """Their game asks whether the legal actions are empty to pass."""
    return bool(obtain_legal_actions(their(board), DISKS[colour]))


def place_move_kinugasa(board, row, col, colour):
    board[:] = our(execute_action(their(board), DISKS[colour], Position(row, col)))
    return board


def count_discs_kinugasa(board):
    theirs = their(board)
    return int(count_disk(theirs, Disk.DARK)), int(count_disk(theirs, Disk.LIGHT))
