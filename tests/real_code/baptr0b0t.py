# ruff: noqa: E712  # their code, in their style
"""Reversi-python, a Tkinter Reversi with a computer player, by Baptr0b0t.

Repository: Baptr0b0t/Reversi-python, files core.py and constants.py (the version with direction).
License: MIT, Copyright (c) 2024 Baptr0b0t (the repository's LICENSE).
Adapted: their plateau is a list of rows of 0 (Black), 1 (White) and -1 (empty), read as
plateau[x][y] with x the row (as their click turns a button's number into x = coord // 8); a
wrapper writes our board in a plateau and calls their function with the colour asked.  For
place_move the wrapper does what their click does (Can_place, then the disc, then Capture_list's
squares for each direction Can_place found), and raises IllegalMoveError where Can_place says no,
as their Addpion refuses the move ("Coup invalide.").  The moves are listed as their
Refresh_placeable finds them.  Their comments, in French, are left out; their prints are kept.
"""

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError

# --- their code (constants.py) -------------------------------------------------------------------

Black = 0
White = 1

Empty = -1

direction = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


# --- their code (core.py) ------------------------------------------------------------------------


def Capture_list(plateau, x, y, direction, joueur):
    capture_list = []
    dx = direction[0]
    dy = direction[1]
    i = 1
    while (0 <= x + dx * i < 8 and 0 <= y + dy * i < 8) and plateau[x + dx * i][y + dy * i] != joueur:
        capture_list.append((x + dx * i, y + dy * i))
        i = i + 1
    print(capture_list)
    return capture_list


def Can_place(plateau, joueur, x, y):
    capture = 0
    capture_list = []
    if plateau[x][y] != Empty:
        return False, "Case remplis"
    for dx, dy in direction:
        if 0 <= x + dx < 8 and 0 <= y + dy < 8 and plateau[x + dx][y + dy] == (joueur ^ 1):
            capturing = True
            i = 1
            while (0 <= x + dx * i < 8 and 0 <= y + dy * i < 8) and capturing == True:
                if plateau[x + dx * i][y + dy * i] == joueur:
                    capture = capture + (i - 1)
                    capture_list.append((dx, dy))
                    capturing = False
                elif plateau[x + dx * i][y + dy * i] == Empty:
                    capturing = False
                elif plateau[x + dx * i][y + dy * i] == (joueur ^ 1):
                    i = i + 1

    if capture > 0:
        return True, capture_list
    else:
        return False, "Pas de capture"


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: Empty, BLACK: Black, WHITE: White}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board):
    return [[TO_THEIRS[square] for square in row] for row in board]


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_baptr0b0t(board, row, col, colour):
    return Can_place(their(board), TO_THEIRS[colour], row, col)[0]


def valid_moves_list_baptr0b0t(board, colour):
    """As their Refresh_placeable finds the squares that can take a disc."""
    plateau, moves = their(board), []
    for i in range(8):
        for j in range(8):
            if Can_place(plateau, TO_THEIRS[colour], i, j)[0] == True:
                moves.append((i, j))
    return moves


def place_move_baptr0b0t(board, row, col, colour):
    plateau, joueur = their(board), TO_THEIRS[colour]
    can_be_place = Can_place(plateau, joueur, row, col)
    if can_be_place[0] != True:
        raise IllegalMoveError("Coup invalide.")
    plateau[row][col] = joueur
    for direction_found in can_be_place[1]:
        for x, y in Capture_list(plateau, row, col, direction_found, joueur):
            plateau[x][y] = joueur
    board[:] = [[FROM_THEIRS[value] for value in line] for line in plateau]
    return board
