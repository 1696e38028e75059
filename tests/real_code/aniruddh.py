"""Othello, a first-year college project (TKinter and command line) by Aniruddh Balaji and team.

Repository: Aniruddh-Balaji/othello, file src/game_logic.py (colours from src/board.py).
License: MIT, Copyright (c) 2025 Aniruddh-Balaji, roomroofroot, Kaju Burfi, the-deepak-nayak,
devbrat-singh64 (the MIT text with one added sentence that asks for full marks, no restriction).
Adapted: their board holds 0 (empty), 1 (black) and 2 (white); a wrapper translates our board to
theirs and back, sorts their set of moves into a list (a set has no order), and raises
IllegalMoveError for a move not in their list, as their game refuses it.
"""

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError

# --- their code --------------------------------------------------------------------------------


def rowcheck(row, color):
    """
    Takes a list `r` and `color` and returns indices of valid moves in that list.
    """
    x = y = -1
    code = 0
    ans = []
    for i in range(len(row)):
        if row[i] == 0:
            x = i
            if not code:
                y = -1
            elif y != -1:
                ans.append(x)
                y = -1
            code = 0
        elif row[i] == color:
            y = i
            if not code:
                x = -1
            elif x != -1:
                ans.append(x)
                x = -1
            code = 0
        else:
            code += 1
    return ans


def listmoves(state, color):
    """
    Outputs the coordinates of all valid moves, given the current state `state` and `color`
    """
    valid_moves = set()

    for i in range(8):
        a = rowcheck(state[i], color)
        for j in a:
            valid_moves.add((i, j))
        x = []
        for j in range(8):
            x.append(state[j][i])
        a = rowcheck(x, color)
        for j in a:
            valid_moves.add((j, i))

    for j in range(6):
        x = []
        for i in range(0, 8 - j):
            x.append(state[i][j + i])
        a = rowcheck(x, color)
        for i in a:
            valid_moves.add((i, j + i))
        y = []
        for i in range(7, j - 1, -1):
            y.append(state[i][7 - i + j])
        a = rowcheck(y, color)
        for i in a:
            valid_moves.add((7 - i, i + j))

    for j in range(2, 8):
        x = []
        for i in range(0, j + 1):
            x.append(state[i][j - i])
        a = rowcheck(x, color)
        for i in a:
            valid_moves.add((i, j - i))
        y = []
        for i in range(7, 6 - j, -1):
            y.append(state[i][i + j - 7])
        a = rowcheck(y, color)
        for i in a:
            valid_moves.add((7 - i, j - i))

    return valid_moves


def rowmove(row, color, j):
    """
    Returns the operations on `row` with index `j` for `color` that needs to take place.
    """
    ans = []

    a = [j]
    code = 0
    for i in range(j - 1, -1, -1):
        if row[i] == 3 - color:
            code = 1
            a.append(i)
        elif row[i] == color and code:
            code = 2
            break
        else:
            code = 0
            break
    if code == 2:
        ans += a

    b = [j]
    code = 0
    for i in range(j + 1, len(row)):
        if row[i] == 3 - color:
            code = 1
            b.append(i)
        elif row[i] == color and code:
            code = 2
            break
        else:
            code = 0
            break
    if code == 2:
        return ans + b
    else:
        return ans


def moves(state, color, x, y):
    """
    Given `x`, `y` coordinates and `color` along with `state`, it returns the modified board.
    """
    r1 = rowmove(state[x], color, y)
    for j in r1:
        state[x][j] = color

    a = []
    for i in range(8):
        a.append(state[i][y])
    r2 = rowmove(a, color, x)
    for i in r2:
        state[i][y] = color

    d1 = [state[i][i - x + y] for i in range(8) if i - x + y in range(8)]
    d1c = [[i, i - x + y] for i in range(8) if i - x + y in range(8)]
    r3 = rowmove(d1, color, d1c.index([x, y]))
    for i in r3:
        state[d1c[i][0]][d1c[i][1]] = color

    d2 = [state[i][x + y - i] for i in range(8) if x + y - i in range(8)]
    d2c = [[i, x + y - i] for i in range(8) if x + y - i in range(8)]
    r4 = rowmove(d2, color, d2c.index([x, y]))
    for i in r4:
        state[d2c[i][0]][d2c[i][1]] = color

    return state


def count(state):
    """
    Returns the count of white and black pieces, given a `state`
    """
    ans = [0, 0]
    for i in state:
        for j in i:
            if j:
                ans[j - 1] += 1
    return ans


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: 0, BLACK: 1, WHITE: 2}
FROM_THEIRS = {0: EMPTY, 1: BLACK, 2: WHITE}


def their_state(board):
    return [[TO_THEIRS[square] for square in row] for row in board]


# --- the exercises -----------------------------------------------------------------------------


def valid_moves_list_aniruddh(board, colour):
    return sorted(listmoves(their_state(board), TO_THEIRS[colour]))


def is_valid_move_aniruddh(board, row, col, colour):
    return (row, col) in listmoves(their_state(board), TO_THEIRS[colour])


def has_valid_move_aniruddh(board, colour):
    return bool(listmoves(their_state(board), TO_THEIRS[colour]))


def place_move_aniruddh(board, row, col, colour):
    state = their_state(board)
    if (row, col) not in listmoves(state, TO_THEIRS[colour]):
        raise IllegalMoveError("not a valid move")
    moves(state, TO_THEIRS[colour], row, col)
    for r, line in enumerate(state):
        for c, square in enumerate(line):
            board[r][c] = FROM_THEIRS[square]
    return board


def count_discs_aniruddh(board):
    black, white = count(their_state(board))
    return (black, white)
