# ruff: noqa: UP035, UP006, E501, SIM103, SIM110  # their code, in their style
"""Othello-AI-2025, an Othello with minimax and Monte Carlo players on numpy boards, by Nathan Bonada.

Repository: brandon-mai/Othello-AI-2025, files utils/constants.py and utils/array_utils.py.
License: MIT, Copyright (c) 2024 Nathan BONADA (the repository's LICENSE).
Adapted: their board is a numpy int16 matrix of 0 (FREE_CELL), 1 (PLAYER_1, Black, who moves first)
and 2 (PLAYER_2, White); a wrapper writes our board in one and calls their function with the
player's number.  Their functions are compiled by numba's njit, which is not installed here: a
stand-in njit returns each function unchanged (numba compiles the same Python, so the answers are
the same); the numba type signatures given to njit are left out, int16 is numpy's, and the
docstrings are cut to their first line.  Their move array of get_possible_moves becomes a
list of (row, col), their board ours again after flip_tiles, which plays the move as their game
does (their game asks is_valid_move first: the wrapper raises IllegalMoveError where it says no).
Their constants for the screen's colours and sizes are left out.
"""

from typing import Tuple

import numpy as np
from numpy import int16

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError


def njit(*signature, **options):
    """A stand-in for numba's njit: the function itself, uncompiled."""
    return lambda function: function


# --- their code (utils/constants.py) -------------------------------------------------------------

INT16_POSINF = 32767
INT16_NEGINF = -32767

DIRECTIONS = np.array([(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)], dtype=np.int16)

FREE_CELL = 0

PLAYER_1 = 1
PLAYER_2 = 2


# --- their code (utils/array_utils.py) -----------------------------------------------------------


@njit(cache=True)
def check_line(row: int, col: int, direction: Tuple[int, int], player: int, board: np.ndarray) -> bool:
    """
    Check if a line starting from (row, col) in a given direction encloses opponent's tiles and ends at player's tile.
    """

    dr, dc = direction
    opponent = 3 - player
    # Move to the next cell in the given direction
    r, c = row + dr, col + dc
    opponent_tiles = 0

    # Traverse the board in the given direction while opponent's tiles are found
    while (0 <= r < 8 and 0 <= c < 8) and board[r, c] == opponent:
        r, c = r + dr, c + dc
        opponent_tiles += 1

    # Check if the line ends at player's tile and encloses opponent's tiles
    if 0 <= r < 8 and 0 <= c < 8 and board[r, c] == player and opponent_tiles > 0:
        return True

    return False


@njit(cache=True)
def is_valid_move(move: Tuple[int, int], player: int, board: np.ndarray):
    """
    Check if a move is valid for the given player on the board.
    """
    row, col = move

    # Move is invalid if the cell is not empty
    if board[row, col] != FREE_CELL:
        return False

    # Check all directions for a valid enclosing line
    for dr, dc in DIRECTIONS:
        if check_line(row, col, (dr, dc), player, board):
            return True
    return False


@njit(cache=True)
def get_possible_moves(player: int, board: np.ndarray):
    """
    Get all possible valid moves for the given player on the board.
    """
    moves = np.zeros((50, 2), dtype=np.int16)  # Pre-allocate moves array
    move_count = 0

    # Iterate over all board cells
    for r in range(8):
        for c in range(8):
            # Check if the cell is empty and the move is valid
            if board[r, c] == FREE_CELL and is_valid_move((r, c), player, board):
                moves[move_count] = (int16(r), int16(c))
                move_count += 1

    # Return only the valid moves
    return moves[:move_count]


@njit(cache=True)
def flip_tiles(move: Tuple[int, int], player: int, board: np.ndarray):
    """
    Flip the opponent's tiles to the player's tiles for a given move on the board.
    """
    r, c = move
    board[r, c] = player

    # Check all directions for valid enclosing lines and flip opponent's tiles
    for dr, dc in DIRECTIONS:
        if check_line(r, c, (dr, dc), player, board):
            # Move to the next cell in the given direction
            rr, cc = r + dr, c + dc
            # Flip opponent's tiles until the player's tile is found
            while 0 <= rr < 8 and 0 <= cc < 8 and board[rr, cc] != player:
                board[rr, cc] = player
                rr, cc = rr + dr, cc + dc


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: FREE_CELL, BLACK: PLAYER_1, WHITE: PLAYER_2}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board) -> np.ndarray:
    return np.array([[TO_THEIRS[square] for square in row] for row in board], dtype=np.int16)


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_bonada(board, row, col, colour):
    return bool(is_valid_move((row, col), TO_THEIRS[colour], their(board)))


def valid_moves_list_bonada(board, colour):
    return [(int(r), int(c)) for r, c in get_possible_moves(TO_THEIRS[colour], their(board))]


def place_move_bonada(board, row, col, colour):
    theirs = their(board)
    if not is_valid_move((row, col), TO_THEIRS[colour], theirs):
        raise IllegalMoveError("not a valid move")
    flip_tiles((row, col), TO_THEIRS[colour], theirs)
    board[:] = [[FROM_THEIRS[int(value)] for value in line] for line in theirs]
    return board
