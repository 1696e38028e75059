# ruff: noqa: E712, SIM103, SIM114  # their code, in their style
"""A simple Reversi in pygame by waheeduk: the pieces are lists of the pixel corners of their tiles.

Repository: waheeduk/reversi, file main.py.
License: MIT (the repository's LICENSE file).
Adapted: their game keeps the player's and the opponent's pieces in two global lists of pixel
positions (x, y), x the column times tile_size; a wrapper fills those lists from our board, turns
their positions into our (row, col), writes a move's pieces back, and raises IllegalMoveError
where their game ignores the click.  Their pygame drawing and printing are left out.
"""

from othello_lesson.rules import BLACK, WHITE, IllegalMoveError

# --- their code --------------------------------------------------------------------------------

tile_size = 64  # size of individual grid piece

directions = []
n = (0, -1 * tile_size)
s = (0, tile_size)
w = (-1 * tile_size, 0)
e = (tile_size, 0)
ne = (tile_size, -1 * tile_size)
nw = (-1 * tile_size, -1 * tile_size)
se = (tile_size, tile_size)
sw = (-1 * tile_size, tile_size)
directions.append(n)
directions.append(e)
directions.append(s)
directions.append(w)
directions.append(ne)
directions.append(nw)
directions.append(se)
directions.append(sw)

current_piece = []
enemy_piece = []


def valid_moves_available():
    """checks how many valid remaining moves are possible"""
    valid_moves = 0
    valid_move_list = []
    for n in range(0, len(enemy_piece)):
        for x in range(0, len(directions)):
            checking_piece = ((enemy_piece[n][0] + directions[x][0]), (enemy_piece[n][1] + directions[x][1]))
            if checking_piece in enemy_piece or checking_piece in current_piece:
                continue
            if checking_piece[0] > (7 * tile_size) or checking_piece[0] < 0:
                continue
            if checking_piece[1] < 0 or checking_piece[1] > (7 * tile_size):
                continue
            else:
                valid_move_list.append(checking_piece)
                valid_moves += 1
    if valid_moves == 0:
        return False
    else:
        return True


def check_valid(position):
    """checks in every direction listed above, to see if the player has selected a tile
    adjacent to an enemy piece"""
    hits = 8
    if position in enemy_piece or position in current_piece:
        return False
    for n in range(0, len(directions)):
        if ((position[0] + directions[n][0]), (position[1] + directions[n][1])) in enemy_piece:
            flip(position, ((position[0] + directions[n][0]), (position[1] + directions[n][1])))
        else:
            hits -= 1
    if hits == 0:
        return False
    else:
        return True


def basic_check(position):
    hits = 8
    if position in enemy_piece or position in current_piece:
        return False
    for n in range(0, len(directions)):
        if ((position[0] + directions[n][0]), (position[1] + directions[n][1])) in enemy_piece:
            return True
        else:
            hits -= 1
    if hits == 0:
        return False


def list_valid_moves():
    """returns a list of all the valid moves possible"""
    valid_move_list = []
    for n in range(0, len(enemy_piece)):
        for x in range(0, len(directions)):
            checking_piece = ((enemy_piece[n][0] + directions[x][0]), (enemy_piece[n][1] + directions[x][1]))
            if checking_piece in enemy_piece or checking_piece in current_piece:
                continue
            if checking_piece[0] > (7 * tile_size) or checking_piece[0] < 0:
                continue
            if checking_piece[1] < 0 or checking_piece[1] > (7 * tile_size):
                continue
            else:
                valid_move_list.append(checking_piece)
    return valid_move_list


def flip(position, adjacent):
    """finds the furthest position on grid up to which the player has captured enemy pieces"""
    interval = (adjacent[0] - position[0], adjacent[1] - position[1])
    if adjacent[0] < 0 or adjacent[0] > (8 * tile_size):
        return False
    elif adjacent[1] < 0 or adjacent[1] > (8 * tile_size):
        return False
    check_piece = (adjacent[0] + interval[0], adjacent[1] + interval[1])
    if check_piece in current_piece:
        flip_back(adjacent, (interval[0] * -1, interval[1] * -1))
    else:
        return flip(adjacent, check_piece)


def flip_back(start, interval):
    """takes the final piece the player has captured, and working back, captures those pieces"""
    if start in current_piece:
        return
    elif start in enemy_piece:
        enemy_piece.remove((start[0], start[1]))
        current_piece.append((start[0], start[1]))
        return flip_back((start[0] + interval[0], start[1] + interval[1]), interval)


# --- translation -------------------------------------------------------------------------------


def set_pieces(board, colour):
    """Fill their two global lists from our board: `colour` is the player to move."""
    global current_piece, enemy_piece
    opponent = BLACK if colour == WHITE else WHITE
    size = len(board)
    current_piece = [
        (c * tile_size, r * tile_size) for r in range(size) for c in range(size) if board[r][c] == colour
    ]
    enemy_piece = [
        (c * tile_size, r * tile_size) for r in range(size) for c in range(size) if board[r][c] == opponent
    ]


def to_row_col(position):
    return (position[1] // tile_size, position[0] // tile_size)


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_waheeduk(board, row, col, colour):
    set_pieces(board, colour)
    return basic_check((col * tile_size, row * tile_size))


def valid_moves_list_waheeduk(board, colour):
    set_pieces(board, colour)
    return [to_row_col(position) for position in list_valid_moves()]


def has_valid_move_waheeduk(board, colour):
    set_pieces(board, colour)
    return valid_moves_available()


def place_move_waheeduk(board, row, col, colour):
    set_pieces(board, colour)
    tile_pos = (col * tile_size, row * tile_size)
    if check_valid(tile_pos) != True:  # their comparison
        raise IllegalMoveError("invalid move")
    current_piece.append(tile_pos)
    size = len(board)
    for position in current_piece:
        r, c = to_row_col(position)
        if 0 <= r < size and 0 <= c < size:
            board[r][c] = colour
    return board
