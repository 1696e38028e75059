"""pyothello, a tkinter Othello for a programming class, by Alex Wolfe.

Repository: afwolfe/pyothello, files board.py, constants.py and disc.py.
License: MIT, Copyright (c) 2021 Alex Wolfe (the repository's LICENSE.md).
Adapted: their board is a list of rows of Disc objects whose player is 1 (black), -1 (white) or 0
(empty); a wrapper builds their Board, writes our board in its discs, and makes the colour asked
its current player (their game asks its board only for the player to move).  The stored disc.py is
of another commit than board.py and names the attribute ``owner``: here it is ``player``, as this
board.py reads it.  Their make_move returns False for an illegal move: the wrapper returns the
board either way, as the exercise asks.  Their flipped discs are [x, y] lists: made tuples.
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (constants.py) --------------------------------------------------------------------

SIZE = 8

# White and black must be opposites -1 and 1, the game makes some assumptions based on this.
WHITE = -1
BLACK = 1
EMPTY = 0

# Each direction you can look for flips on an Othello board.
DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 1), (1, 0)]


# --- their code (disc.py) -------------------------------------------------------------------------


class Disc:
    """Basic Disc class for Othello."""

    def __init__(self, player=EMPTY):
        self.player = player
        self.oval_id = None

    def flip(self):
        """Flips the oval by setting the player to the opposite."""
        self.player = self.player * -1


# --- their code (board.py) ------------------------------------------------------------------------


class Board:
    """Board class that implements Othello game logic."""

    def __init__(self):
        self.discs = [[Disc(EMPTY) for x in range(SIZE)] for y in range(SIZE)]

        self.discs[3][3].player = WHITE
        self.discs[4][4].player = WHITE

        self.discs[3][4].player = BLACK
        self.discs[4][3].player = BLACK

        self.scores = {WHITE: 2, BLACK: 2}
        self.depth = 0
        self.current_player = WHITE

        # _flips is a dict that caches move calculations.
        self._flips = {}

        # move_history holds each move as a 2D array [ [depth, player, pos], ...]
        self.move_history = []

    def _update_scores(self):
        change = len(self._flips[str(self.move_history[-1])])
        player = self.move_history[-1][1]
        self.scores[player] += change + 1
        self.scores[player * -1] -= change

        return self.scores

    def get_discs_flipped(self, player, pos):
        """Given the player and the move position, returns an array of discs that would be flipped."""

        discs_flipped = []
        temp_flip = []
        if str([self.depth + 1, player, pos]) in self._flips:
            # If we've already calculated the flips, return them.
            return self._flips[str([self.depth + 1, player, pos])]
        else:
            # We need to calculate them from scratch.
            for d in DIRECTIONS:
                # TODO: There seems to be some weird wrapping behavior when checking moves...
                # Need to check the logic
                x = pos[0]
                y = pos[1]
                while 0 <= x < len(self.discs) and 0 <= y < len(self.discs[x]):
                    x += d[0]
                    y += d[1]
                    try:
                        if self.discs[x][y].player is self.current_player * -1:
                            temp_flip.append([x, y])
                        else:
                            if self.discs[x][y].player is self.current_player:
                                discs_flipped = discs_flipped + temp_flip
                            temp_flip = []
                            break
                    except IndexError:
                        # We reached the edge of the board.
                        break

            # Caches list of discs flipped in a dict with str([self.depth, player, pos]) as key
            self._flips[str([self.depth + 1, player, pos])] = discs_flipped

            return discs_flipped

    def get_num_discs_flipped(self, player, pos):
        return len(self.get_discs_flipped(player, pos))

    def get_valid_moves(self, player):
        valid_moves = []
        for r in range(SIZE):
            for c in range(SIZE):
                pos = (r, c)
                if self.is_legal_move(player, pos):
                    valid_moves.append(pos)
        return valid_moves

    def is_legal_move(self, player, pos):
        return self.discs[pos[0]][pos[1]].player is EMPTY and self.get_num_discs_flipped(player, pos) > 0

    def make_move(self, player, pos):
        """Given a player and position (row, col), attempts to move and returns True.
        If it is not a valid move, returns False."""
        if self.is_legal_move(player, pos):
            self.depth += 1
            self.discs[pos[0]][pos[1]].player = player
            self.move_history.append([self.depth, player, pos])

            for d in self.get_discs_flipped(player, pos):
                x = d[0]
                y = d[1]
                self.discs[x][y].flip()

            # Success!
            self.current_player = self.current_player * -1
            self._update_scores()
            return True
        else:
            # Illegal move was attempted
            return False


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: EMPTY, OUR_BLACK: BLACK, OUR_WHITE: WHITE}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their_board(board, colour=OUR_BLACK) -> Board:
    theirs = Board()
    theirs.discs = [[Disc(TO_THEIRS[square]) for square in row] for row in board]
    theirs.current_player = TO_THEIRS[colour]
    return theirs


def our_board(theirs: Board):
    return [[FROM_THEIRS[disc.player] for disc in row] for row in theirs.discs]


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_afwolfe(board, row, col, colour):
    return their_board(board, colour).is_legal_move(TO_THEIRS[colour], (row, col))


def flipped_discs_afwolfe(board, row, col, colour):
    flips = their_board(board, colour).get_discs_flipped(TO_THEIRS[colour], (row, col))
    return [tuple(square) for square in flips]


def valid_moves_list_afwolfe(board, colour):
    return their_board(board, colour).get_valid_moves(TO_THEIRS[colour])


def has_valid_move_afwolfe(board, colour):
    return bool(their_board(board, colour).get_valid_moves(TO_THEIRS[colour]))


def place_move_afwolfe(board, row, col, colour):
    theirs = their_board(board, colour)
    theirs.make_move(TO_THEIRS[colour], (row, col))
    board[:] = our_board(theirs)
    return board
