# ruff: noqa: B905, RUF012  # their code, in their style
"""Othello for alpha-zero-general (Eric P. Nichols's board), a self-play learning framework by Surag Nair.

Repository: suragnair/alpha-zero-general, files othello/OthelloLogic.py, othello/OthelloGame.py
and othello/OthelloPlayers.py.
License: MIT, Copyright (c) 2025 Surag Nair (the repository's LICENSE file).
Adapted: their board is a list of rows of 1 (white), -1 (black) and 0 (empty), indexed
pieces[row][col] by their game (a move (x, y) is action x * n + y); a wrapper writes our board in
it.  Numpy is left out: getNextState copies the board with np.copy, here with a list copy.  Their
players see the board in canonical form (the player to move as 1), as their Arena gives it; a
player's action number is turned into (row, col) as their game turns it.  The list of legal moves
comes from a set: it is sorted (a set has no order).
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (othello/OthelloLogic.py) ------------------------------------------------------


class Board:
    # list of all 8 directions on the board, as (x,y) offsets
    __directions = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]

    def __init__(self, n):
        """Set up initial board configuration."""

        self.n = n
        # Create the empty board array.
        self.pieces = [None] * self.n
        for i in range(self.n):
            self.pieces[i] = [0] * self.n

        # Set up the initial 4 pieces.
        self.pieces[int(self.n / 2) - 1][int(self.n / 2)] = 1
        self.pieces[int(self.n / 2)][int(self.n / 2) - 1] = 1
        self.pieces[int(self.n / 2) - 1][int(self.n / 2) - 1] = -1
        self.pieces[int(self.n / 2)][int(self.n / 2)] = -1

    # add [][] indexer syntax to the Board
    def __getitem__(self, index):
        return self.pieces[index]

    def countDiff(self, color):
        """Counts the # pieces of the given color
        (1 for white, -1 for black, 0 for empty spaces)"""
        count = 0
        for y in range(self.n):
            for x in range(self.n):
                if self[x][y] == color:
                    count += 1
                if self[x][y] == -color:
                    count -= 1
        return count

    def get_legal_moves(self, color):
        """Returns all the legal moves for the given color.
        (1 for white, -1 for black
        """
        moves = set()  # stores the legal moves.

        # Get all the squares with pieces of the given color.
        for y in range(self.n):
            for x in range(self.n):
                if self[x][y] == color:
                    newmoves = self.get_moves_for_square((x, y))
                    moves.update(newmoves)
        return list(moves)

    def has_legal_moves(self, color):
        for y in range(self.n):
            for x in range(self.n):
                if self[x][y] == color:
                    newmoves = self.get_moves_for_square((x, y))
                    if len(newmoves) > 0:
                        return True
        return False

    def get_moves_for_square(self, square):
        """Returns all the legal moves that use the given square as a base."""
        (x, y) = square

        # determine the color of the piece.
        color = self[x][y]

        # skip empty source squares.
        if color == 0:
            return None

        # search all possible directions.
        moves = []
        for direction in self.__directions:
            move = self._discover_move(square, direction)
            if move:
                # print(square,move,direction)
                moves.append(move)

        # return the generated move list
        return moves

    def execute_move(self, move, color):
        """Perform the given move on the board; flips pieces as necessary.
        color gives the color pf the piece to play (1=white,-1=black)
        """

        # Much like move generation, start at the new piece's square and
        # follow it on all 8 directions to look for a piece allowing flipping.

        # Add the piece to the empty square.
        # print(move)
        flips = [flip for direction in self.__directions for flip in self._get_flips(move, direction, color)]
        assert len(list(flips)) > 0
        for x, y in flips:
            # print(self[x][y],color)
            self[x][y] = color

    def _discover_move(self, origin, direction):
        """Returns the endpoint for a legal move, starting at the given origin,
        moving by the given increment."""
        x, y = origin
        color = self[x][y]
        flips = []

        for x, y in Board._increment_move(origin, direction, self.n):
            if self[x][y] == 0:
                if flips:
                    # print("Found", x,y)
                    return x, y
                else:
                    return None
            elif self[x][y] == color:
                return None
            elif self[x][y] == -color:
                # print("Flip",x,y)
                flips.append((x, y))

    def _get_flips(self, origin, direction, color):
        """Gets the list of flips for a vertex and direction to use with the
        execute_move function"""
        # initialize variables
        flips = [origin]

        for x, y in Board._increment_move(origin, direction, self.n):
            # print(x,y)
            if self[x][y] == 0:
                return []
            if self[x][y] == -color:
                flips.append((x, y))
            elif self[x][y] == color and len(flips) > 0:
                # print(flips)
                return flips

        return []

    @staticmethod
    def _increment_move(move, direction, n):
        # print(move)
        """Generator expression for incrementing moves"""
        move = list(map(sum, zip(move, direction)))
        # move = (move[0]+direction[0], move[1]+direction[1])
        while all(map(lambda x: 0 <= x < n, move)):
            # while 0<=move[0] and move[0]<n and 0<=move[1] and move[1]<n:
            yield move
            move = list(map(sum, zip(move, direction)))
        # move = (move[0]+direction[0],move[1]+direction[1])


# --- their code (othello/OthelloGame.py, without numpy) ------------------------------------------


class OthelloGame:
    def __init__(self, n):
        self.n = n

    def getInitBoard(self):
        # return initial board (numpy board)
        b = Board(self.n)
        return b.pieces

    def getActionSize(self):
        # return number of actions
        return self.n * self.n + 1

    def getNextState(self, board, player, action):
        # if player takes action on board, return next (board,player)
        # action must be a valid move
        if action == self.n * self.n:
            return (board, -player)
        b = Board(self.n)
        b.pieces = [list(row) for row in board]
        move = (int(action / self.n), action % self.n)
        b.execute_move(move, player)
        return (b.pieces, -player)

    def getValidMoves(self, board, player):
        # return a fixed size binary vector
        valids = [0] * self.getActionSize()
        b = Board(self.n)
        b.pieces = [list(row) for row in board]
        legalMoves = b.get_legal_moves(player)
        if len(legalMoves) == 0:
            valids[-1] = 1
            return valids
        for x, y in legalMoves:
            valids[self.n * x + y] = 1
        return valids

    def getGameEnded(self, board, player):
        # return 0 if not ended, 1 if player 1 won, -1 if player 1 lost
        # player = 1
        b = Board(self.n)
        b.pieces = [list(row) for row in board]
        if b.has_legal_moves(player):
            return 0
        if b.has_legal_moves(-player):
            return 0
        if b.countDiff(player) > 0:
            return 1
        return -1

    def getCanonicalForm(self, board, player):
        # return state if player==1, else return -state if player==-1
        return [[player * cell for cell in row] for row in board]

    def getScore(self, board, player):
        b = Board(self.n)
        b.pieces = [list(row) for row in board]
        return b.countDiff(player)


# --- their code (othello/OthelloPlayers.py) ----------------------------------------------------


class GreedyOthelloPlayer:
    def __init__(self, game):
        self.game = game

    def play(self, board):
        valids = self.game.getValidMoves(board, 1)
        candidates = []
        for a in range(self.game.getActionSize()):
            if valids[a] == 0:
                continue
            nextBoard, _ = self.game.getNextState(board, 1, a)
            score = self.game.getScore(nextBoard, 1)
            candidates += [(-score, a)]
        candidates.sort()
        return candidates[0][1]


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: 0, OUR_BLACK: -1, OUR_WHITE: 1}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their_board(board):
    b = Board(len(board))
    b.pieces = [[TO_THEIRS[square] for square in row] for row in board]
    return b


def our_board(pieces):
    return [[FROM_THEIRS[cell] for cell in row] for row in pieces]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_azg(size):
    return our_board(OthelloGame(size).getInitBoard())


def is_valid_move_azg(board, row, col, colour):
    return (row, col) in their_board(board).get_legal_moves(TO_THEIRS[colour])


def valid_moves_list_azg(board, colour):
    return sorted(their_board(board).get_legal_moves(TO_THEIRS[colour]))


def has_valid_move_azg(board, colour):
    return their_board(board).has_legal_moves(TO_THEIRS[colour])


def place_move_azg(board, row, col, colour):
    """Their game plays an action it is given (its players pick only valid ones); so does this."""
    theirs = their_board(board)
    theirs.execute_move((row, col), TO_THEIRS[colour])
    board[:] = our_board(theirs.pieces)
    return board


def is_game_over_azg(board):
    return OthelloGame(len(board)).getGameEnded(their_board(board).pieces, 1) != 0


def winner_azg(board):
    """Their getGameEnded for black: 1 black won, -1 black lost, 0 the game is not over (no winner yet)."""
    result = OthelloGame(len(board)).getGameEnded(their_board(board).pieces, TO_THEIRS[OUR_BLACK])
    return {1: OUR_BLACK, -1: OUR_WHITE, 0: None}[result]


def most_flips_player_azg(board, colour):
    game = OthelloGame(len(board))
    canonical = game.getCanonicalForm(their_board(board).pieces, TO_THEIRS[colour])
    action = GreedyOthelloPlayer(game).play(canonical)
    return (int(action / game.n), action % game.n)
