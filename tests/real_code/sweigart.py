# ruff: noqa: B007, E712, SIM108  # their code, in their style
"""Reversi from Al Sweigart's book "Invent Your Own Computer Games with Python".

Repository: asweigart/inventwithpython3rded, file src/reversi.py.
License: the book's source code is under the BSD 2-Clause ("Simplified BSD") license, as the
repository's README states; Copyright (c) Al Sweigart.
Adapted: their 'X' / 'O' / ' ' are written as our WHITE / BLACK / EMPTY (the board's
first index, their x, is our row), and each exercise is a thin wrapper around their functions,
whose logic (a hard-coded 8, the square read before the bounds test) is kept as it was.
"""

from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE, IllegalMoveError

# --- their code --------------------------------------------------------------------------------


def resetBoard(board):
    # Blanks out the board it is passed, except for the original starting position.
    for x in range(8):
        for y in range(8):
            board[x][y] = EMPTY

    # Starting pieces:
    board[3][3] = WHITE
    board[3][4] = BLACK
    board[4][3] = BLACK
    board[4][4] = WHITE


def getNewBoard():
    # Creates a brand new, blank board data structure.
    board = []
    for i in range(8):
        board.append([EMPTY] * 8)

    return board


def isValidMove(board, tile, xstart, ystart):
    # Returns False if the player's move on space xstart, ystart is invalid.
    # If it is a valid move, returns a list of spaces that would become the player's if they made a move here.
    if board[xstart][ystart] != EMPTY or not isOnBoard(xstart, ystart):
        return False

    board[xstart][ystart] = tile  # temporarily set the tile on the board.

    if tile == WHITE:
        otherTile = BLACK
    else:
        otherTile = WHITE

    tilesToFlip = []
    for xdirection, ydirection in [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]]:
        x, y = xstart, ystart
        x += xdirection  # first step in the direction
        y += ydirection  # first step in the direction
        if isOnBoard(x, y) and board[x][y] == otherTile:
            # There is a piece belonging to the other player next to our piece.
            x += xdirection
            y += ydirection
            if not isOnBoard(x, y):
                continue
            while board[x][y] == otherTile:
                x += xdirection
                y += ydirection
                if not isOnBoard(x, y):  # break out of while loop, then continue in for loop
                    break
            if not isOnBoard(x, y):
                continue
            if board[x][y] == tile:
                # There are pieces to flip over. Go in the reverse direction until we reach the original
                # space, noting all the tiles along the way.
                while True:
                    x -= xdirection
                    y -= ydirection
                    if x == xstart and y == ystart:
                        break
                    tilesToFlip.append([x, y])

    board[xstart][ystart] = EMPTY  # restore the empty space
    if len(tilesToFlip) == 0:  # If no tiles were flipped, this is not a valid move.
        return False
    return tilesToFlip


def isOnBoard(x, y):
    # Returns True if the coordinates are located on the board.
    return x >= 0 and x <= 7 and y >= 0 and y <= 7


def getValidMoves(board, tile):
    # Returns a list of [x,y] lists of valid moves for the given player on the given board.
    validMoves = []

    for x in range(8):
        for y in range(8):
            if isValidMove(board, tile, x, y) != False:  # their comparison
                validMoves.append([x, y])
    return validMoves


def getScoreOfBoard(board):
    # Determine the score by counting the tiles. Returns a dictionary with keys 'X' and 'O'.
    xscore = 0
    oscore = 0
    for x in range(8):
        for y in range(8):
            if board[x][y] == WHITE:
                xscore += 1
            if board[x][y] == BLACK:
                oscore += 1
    return {WHITE: xscore, BLACK: oscore}


def makeMove(board, tile, xstart, ystart):
    # Place the tile on the board at xstart, ystart, and flip any of the opponent's pieces.
    # Returns False if this is an invalid move, True if it is valid.
    tilesToFlip = isValidMove(board, tile, xstart, ystart)

    if tilesToFlip == False:  # their comparison
        return False

    board[xstart][ystart] = tile
    for x, y in tilesToFlip:
        board[x][y] = tile
    return True


# --- the exercises, as thin wrappers -----------------------------------------------------------


def other(colour):
    return BLACK if colour == WHITE else WHITE


def is_on_board_sweigart(board, row, col):
    return isOnBoard(row, col)


def is_valid_move_sweigart(board, row, col, colour):
    return isValidMove(board, colour, row, col) != False  # as their game asks


def flipped_discs_sweigart(board, row, col, colour):
    tiles = isValidMove(board, colour, row, col)
    return [] if tiles is False else [tuple(square) for square in tiles]


def place_move_sweigart(board, row, col, colour):
    if makeMove(board, colour, row, col) is False:
        raise IllegalMoveError("not a valid move")
    return board


def valid_moves_list_sweigart(board, colour):
    return [tuple(move) for move in getValidMoves(board, colour)]


def has_valid_move_sweigart(board, colour):
    return getValidMoves(board, colour) != []


def next_player_sweigart(board, colour):
    # Their game loop, after `colour` moved: the game ends when the other side cannot move.
    if getValidMoves(board, other(colour)) == []:
        return None
    return other(colour)


def count_discs_sweigart(board):
    scores = getScoreOfBoard(board)
    return (scores[BLACK], scores[WHITE])


def winner_sweigart(board):
    # Their final score, as the end of their game prints it.
    scores = getScoreOfBoard(board)
    if scores[BLACK] > scores[WHITE]:
        return BLACK
    elif scores[BLACK] < scores[WHITE]:
        return WHITE
    else:
        return DRAW


def initialize_board_sweigart(size):
    board = getNewBoard()
    resetBoard(board)
    return board
