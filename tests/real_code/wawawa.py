# their code, in their style
"""othelloAI-canvas, an Othello library in which AIs play each other on a drawn board, by Wawawa2525.

Repository: Wawawa2525/othelloAI-canvas, file othelloAI_canvas/othello.py.
License: MIT, Copyright (c) 2024 Wawawa2525 (the repository's LICENSE file).
Adapted: their board is a list of rows of 0 (empty), 1 (black) and 2 (white), read as board[y][x]
(x the column); a wrapper writes our board in it and passes (x, y) = (col, row).  Their move_stone
returns the list of boards it drew (one per flip) and changes the board it is given; the wrapper
writes that board back into ours and returns ours, as the exercise asks.
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

BLACK = 1
WHITE = 2

# --- their code (othelloAI_canvas/othello.py) ----------------------------------------------------


# 石を置けるか確認する関数
def can_place_x_y(board, stone, x, y):
    if board[y][x] != 0:
        return False

    opponent = 3 - stone
    directions = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]

    for dx, dy in directions:
        nx, ny = x + dx, y + dy
        found_opponent = False

        while 0 <= nx < len(board[0]) and 0 <= ny < len(board) and board[ny][nx] == opponent:
            nx += dx
            ny += dy
            found_opponent = True

        if found_opponent and 0 <= nx < len(board[0]) and 0 <= ny < len(board) and board[ny][nx] == stone:
            return True

    return False


# 石を置ける場所があるか確認
def can_place(board, stone):
    for y in range(len(board)):
        for x in range(len(board[0])):
            if can_place_x_y(board, stone, x, y):
                return True
    return False


# 盤面をコピーする関数
def copy(board):
    return [row[:] for row in board]


# 石を置き、ひっくり返す関数
def move_stone(board, stone, x, y):
    moves = [copy(board)]
    if not can_place_x_y(board, stone, x, y):
        return moves

    board[y][x] = stone
    moves.append(copy(board))
    opponent = 3 - stone
    directions = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]

    for dx, dy in directions:
        nx, ny = x + dx, y + dy
        stones_to_flip = []

        while 0 <= nx < len(board[0]) and 0 <= ny < len(board) and board[ny][nx] == opponent:
            stones_to_flip.append((nx, ny))
            nx += dx
            ny += dy

        if stones_to_flip and 0 <= nx < len(board[0]) and 0 <= ny < len(board) and board[ny][nx] == stone:
            for flip_x, flip_y in stones_to_flip:
                board[flip_y][flip_x] = stone
                moves.append(copy(board))

    return moves


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_BLACK: BLACK, OUR_WHITE: WHITE}
FROM_THEIRS = {0: OUR_EMPTY, BLACK: OUR_BLACK, WHITE: OUR_WHITE}


def their_board(board):
    return [[TO_THEIRS.get(square, 0) for square in row] for row in board]


def our_board(board):
    return [[FROM_THEIRS[cell] for cell in row] for row in board]


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_wawawa(board, row, col, colour):
    return can_place_x_y(their_board(board), TO_THEIRS[colour], col, row)


def has_valid_move_wawawa(board, colour):
    return can_place(their_board(board), TO_THEIRS[colour])


def place_move_wawawa(board, row, col, colour):
    theirs = their_board(board)
    move_stone(theirs, TO_THEIRS[colour], col, row)
    board[:] = our_board(theirs)
    return board
