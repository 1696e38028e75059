# ruff: noqa: E711, SIM108  # their code, in their style
"""An Othello game with a tkinter window and random, greedy and minimax computer players, by John Fish.

Repository: johnafish/othello, file othello.py.
License: MIT, Copyright (c) 2015 John Fish (the repository's license.txt).
Adapted: their board is a list of lists of "w" (white, player 0), "b" (black, player 1) and None,
read as array[x][y]; our board is given as it is, read with x the row and y the column (the rules
look the same either way round).  Their move() reads the colour to play from a global Board object
named ``board`` (their program's one Board): here that global is set to our board and the colour asked.  Their
Board.slightlyLessDumbMove (the greedy player) and Board.decentMove (the same, scored with their
weights) end by playing their choice with self.boardMove,
which draws on the window: here it returns the choice instead.  The tkinter window is left out.
"""

from copy import deepcopy

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (othello.py) ----------------------------------------------------------------------


class Board:
    def __init__(self, array, player):
        # White goes first (0 is white and player,1 is black and computer)
        self.player = player
        self.array = array

    # FUNCTION: Checks if a move is valid: returns True or False
    def valid(self, x, y):
        return valid(self.array, self.player, x, y)

    # METHOD: Not so stupid AI - Chooses a move based on what will get it the most pieces next turn
    def slightlyLessDumbMove(self):
        # Generates all possible choices and boards corresponding to those
        boards = []
        choices = []
        for x in range(8):
            for y in range(8):
                if self.valid(x, y):
                    test = move(self.array, x, y)
                    boards.append(test)
                    choices.append([x, y])

        # Determines the best score based on the prior generated boards and a "Dumb" Heuristic: dumbScore()
        bestScore = -float("inf")
        bestIndex = 0
        for i in range(len(boards)):
            score = dumbScore(boards[i], self.player)
            if score > bestScore:
                bestIndex = i
                bestScore = score
        # Move to the best location based on dumbScore()  (here: return it)
        return choices[bestIndex][0], choices[bestIndex][1]

    # METHOD: Actually Decent AI - Choose a move based on a simple heuristic
    # Same as slightlyLessDumbMove() just uses slightlyLessDumbScore()
    def decentMove(self):
        # Generates all possible choices and boards corresponding to those
        boards = []
        choices = []
        for x in range(8):
            for y in range(8):
                if self.valid(x, y):
                    test = move(self.array, x, y)
                    boards.append(test)
                    choices.append([x, y])

        bestScore = -float("inf")
        bestIndex = 0
        # Determines the best score based on the prior generated boards and a "Meh" Heuristic
        for i in range(len(boards)):
            score = slightlyLessDumbScore(boards[i], self.player)
            if score > bestScore:
                bestIndex = i
                bestScore = score
        # Move to the best location based on slightlyLessDumbScore()  (here: return it)
        return choices[bestIndex][0], choices[bestIndex][1]


board = Board(None, 0)
"""The global their move() reads the player from."""


# FUNCTION: Returns a board after making a move according to Othello rules
# Assumes the move is valid
def move(passedArray, x, y):
    # Must copy the passedArray so we don't alter the original
    array = deepcopy(passedArray)
    # Set colour and set the moved location to be that colour
    if board.player == 0:
        colour = "w"

    else:
        colour = "b"
    array[x][y] = colour

    # Determining the neighbours to the square
    neighbours = []
    for i in range(max(0, x - 1), min(x + 2, 8)):
        for j in range(max(0, y - 1), min(y + 2, 8)):
            if array[i][j] != None:
                neighbours.append([i, j])

    # Which tiles to convert
    convert = []

    # For all the generated neighbours, determine if they form a line
    # If a line is formed, we will add it to the convert array
    for neighbour in neighbours:
        neighX = neighbour[0]
        neighY = neighbour[1]
        # Check if the neighbour is of a different colour - it must be to form a line
        if array[neighX][neighY] != colour:
            # The path of each individual line
            path = []

            # Determining direction to move
            deltaX = neighX - x
            deltaY = neighY - y

            tempX = neighX
            tempY = neighY

            # While we are in the bounds of the board
            while 0 <= tempX <= 7 and 0 <= tempY <= 7:
                path.append([tempX, tempY])
                value = array[tempX][tempY]
                # If we reach a blank tile, we're done and there's no line
                if value == None:
                    break
                # If we reach a tile of the player's colour, a line is formed
                if value == colour:
                    # Append all of our path nodes to the convert array
                    for node in path:
                        convert.append(node)
                    break
                # Move the tile
                tempX += deltaX
                tempY += deltaY

    # Convert all the appropriate tiles
    for node in convert:
        array[node[0]][node[1]] = colour

    return array


# Simple heuristic. Compares number of each tile.
def dumbScore(array, player):
    score = 0
    # Set player and opponent colours
    if player == 1:
        colour = "b"
        opponent = "w"
    else:
        colour = "w"
        opponent = "b"
    # +1 if it's player colour, -1 if it's opponent colour
    for x in range(8):
        for y in range(8):
            if array[x][y] == colour:
                score += 1
            elif array[x][y] == opponent:
                score -= 1
    return score


# Less simple but still simple heuristic. Weights corners and edges as more
def slightlyLessDumbScore(array, player):
    score = 0
    # Set player and opponent colours
    if player == 1:
        colour = "b"
        opponent = "w"
    else:
        colour = "w"
        opponent = "b"
    # Go through all the tiles
    for x in range(8):
        for y in range(8):
            # Normal tiles worth 1
            add = 1
            # Edge tiles worth 3
            if (
                (x == 0 and 1 < y < 6)
                or (x == 7 and 1 < y < 6)
                or (y == 0 and 1 < x < 6)
                or (y == 7 and 1 < x < 6)
            ):
                add = 3
            # Corner tiles worth 5
            elif (x == 0 and y == 0) or (x == 0 and y == 7) or (x == 7 and y == 0) or (x == 7 and y == 7):
                add = 5
            # Add or subtract the value of the tile corresponding to the colour
            if array[x][y] == colour:
                score += add
            elif array[x][y] == opponent:
                score -= add
    return score


def valid(array, player, x, y):
    # Sets player colour
    if player == 0:
        colour = "w"
    else:
        colour = "b"

    # If there's already a piece there, it's an invalid move
    if array[x][y] != None:
        return False

    else:
        # Generating the list of neighbours
        neighbour = False
        neighbours = []
        for i in range(max(0, x - 1), min(x + 2, 8)):
            for j in range(max(0, y - 1), min(y + 2, 8)):
                if array[i][j] != None:
                    neighbour = True
                    neighbours.append([i, j])
        # If there's no neighbours, it's an invalid move
        if not neighbour:
            return False
        else:
            # Iterating through neighbours to determine if at least one line is formed
            valid = False
            for neighbour in neighbours:
                neighX = neighbour[0]
                neighY = neighbour[1]

                # If the neighbour colour is equal to your colour, it doesn't form a line
                # Go onto the next neighbour
                if array[neighX][neighY] == colour:
                    continue
                else:
                    # Determine the direction of the line
                    deltaX = neighX - x
                    deltaY = neighY - y
                    tempX = neighX
                    tempY = neighY

                    while 0 <= tempX <= 7 and 0 <= tempY <= 7:
                        # If an empty space, no line is formed
                        if array[tempX][tempY] == None:
                            break
                        # If it reaches a piece of the player's colour, it forms a line
                        if array[tempX][tempY] == colour:
                            valid = True
                            break
                        # Move the index according to the direction of the line
                        tempX += deltaX
                        tempY += deltaY
            return valid


# --- translation -------------------------------------------------------------------------------

PLAYER = {OUR_WHITE: 0, OUR_BLACK: 1}
TO_THEIRS = {OUR_EMPTY: None, OUR_BLACK: "b", OUR_WHITE: "w"}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their_array(board_):
    return [[TO_THEIRS[square] for square in row] for row in board_]


def our_board(array):
    return [[FROM_THEIRS[cell] for cell in row] for row in array]


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_johnafish(board_, row, col, colour):
    return valid(their_array(board_), PLAYER[colour], row, col)


def place_move_johnafish(board_, row, col, colour):
    board.player = PLAYER[colour]
    board_[:] = our_board(move(their_array(board_), row, col))
    return board_


def most_flips_player_johnafish(board_, colour):
    """Their program's one Board is also the global their move() reads: so is this one."""
    board.array, board.player = their_array(board_), PLAYER[colour]
    return board.slightlyLessDumbMove()


def weights_score_johnafish(board_, colour):
    return slightlyLessDumbScore(their_array(board_), PLAYER[colour])


def weights_player_johnafish(board_, colour):
    """Their program's one Board is also the global their move() reads: so is this one."""
    board.array, board.player = their_array(board_), PLAYER[colour]
    return board.decentMove()
