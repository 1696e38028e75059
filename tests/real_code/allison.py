"""A Reversi exercise of a computer science 12 course: the board and the rules given, AI players to write.

Repository: thirtysevenohtwo/computer-science-12, file reversi/main.py.
License: MIT, Copyright (c) 2023 Allison (the repository's LICENSE file).
Adapted: their board is a list of rows of " " (empty), "●" and "○", read as board[y][x] (x the
column); who is black is not said (their game starts with "●"): here "●" is black.  A wrapper
writes our board in it and passes (x, y) = (col, row).  Their play changes the board it is given
and returns nothing: the wrapper writes that board back into ours and returns ours.
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (reversi/main.py) ----------------------------------------------------------------


def on_board(x, y):
    """Returns True if the position at (x, y) is on the board."""
    return 0 <= x <= 7 and 0 <= y <= 7


def play(board, piece, x, y):
    """If playing at (x, y) is legal, plays piece there and returns True.
    Otherwise leaves board unchanged and returns False."""
    if board[y][x] != " ":
        return False
    pieces_to_flip = []
    # 8 directions to check for flipping other player's pieces
    directions = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
    for i, j in directions:
        x_now = x + i
        y_now = y + j
        pieces_to_add = []
        # Continue in direction while you encounter other player's pieces
        while on_board(x_now, y_now) and board[y_now][x_now] not in [piece, " "]:
            pieces_to_add.append((x_now, y_now))
            x_now += i
            y_now += j
        # If next piece is your own, flip all pieces in between
        if on_board(x_now, y_now) and board[y_now][x_now] == piece:
            pieces_to_flip += pieces_to_add
    # Move is legal if any pieces are flipped
    if pieces_to_flip != []:
        board[y][x] = piece
        for i, j in pieces_to_flip:
            board[j][i] = piece


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: " ", OUR_BLACK: "●", OUR_WHITE: "○"}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their_board(board):
    return [[TO_THEIRS[square] for square in row] for row in board]


def our_board(theirs):
    return [[FROM_THEIRS[cell] for cell in row] for row in theirs]


# --- the exercises -----------------------------------------------------------------------------


def is_on_board_allison(board, row, col):
    return on_board(col, row)


def place_move_allison(board, row, col, colour):
    theirs = their_board(board)
    play(theirs, TO_THEIRS[colour], col, row)
    board[:] = our_board(theirs)
    return board
