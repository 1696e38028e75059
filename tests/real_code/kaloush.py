# ruff: noqa: B007, SIM103, SIM114, UP004  # their code, in their style
"""A small Othello game for boards of 4x4, 6x6 and 8x8 (a class project) by Christina Kaloush.

Repository: christinakaloush/othello_game, file src/othello.py.
License: MIT, as the package's setup.cfg declares ("License :: OSI Approved :: MIT License");
Copyright (c) Christina Kaloush.
Adapted: their discs are 'B', 'W' and 'E' (empty); a wrapper writes our board into an Othello
object's _board and _size.  Their constructor, which builds the start position, refuses sizes
above 8: it is called only where the exercise is that start (initialize_board); elsewhere the
object is made without it, around the board the exercise gives.  place_disc_at_pos returns None
for a move that is not valid: the wrapper raises IllegalMoveError then, as their game refuses it.
"""

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError

# --- their code --------------------------------------------------------------------------------


class Othello(object):
    """Othello class implements the game logic of the Othello board game."""

    # Useful constants - access these class attributes using format "classname.attributename"
    BLACK = "B"  # access as Othello.BLACK
    WHITE = "W"  # access as Othello.WHITE
    EMPTY = "E"  # access as Othello.EMPTY
    PLAYER1 = 1  # access as Othello.PLAYER1
    PLAYER2 = 2  # access as Othello.PLAYER2
    TIE = 0  # access as Othello.TIE

    def __init__(self, board_size, start_player, start_player_disc):
        if board_size < 4 or board_size > 8 or board_size % 2 != 0:
            raise ValueError("Board size can only be 4 or 6 or 8.")
        if start_player < Othello.PLAYER1 or start_player > Othello.PLAYER2:
            raise ValueError("Player number is not valid.")
        if not (start_player_disc == Othello.BLACK or start_player_disc == Othello.WHITE):
            raise ValueError("Disc color is not valid.")

        self._size = board_size
        self._turn = start_player

        if start_player == Othello.PLAYER1:
            self._player1_disc = start_player_disc
            self._player2_disc = Othello.WHITE if start_player_disc == Othello.BLACK else Othello.BLACK
        else:
            self._player2_disc = start_player_disc
            self._player1_disc = Othello.WHITE if start_player_disc == Othello.BLACK else Othello.BLACK

        self._board = []

        # Setup the board to initial game board configuration
        for i in range(self._size):
            self._board.append([Othello.EMPTY] * self._size)
        pos = (self._size - 2) // 2
        self._board[pos][pos] = Othello.BLACK
        self._board[pos][pos + 1] = Othello.WHITE
        self._board[pos + 1][pos] = Othello.WHITE
        self._board[pos + 1][pos + 1] = Othello.BLACK

    def get_turn(self):
        """Returns the current value of self._turn indicating whose turn it is currently."""
        return self._turn

    def set_next_turn(self):
        """Sets the value of self._turn to next player."""
        if self._turn == Othello.PLAYER1:
            self._turn = Othello.PLAYER2
        else:
            self._turn = Othello.PLAYER1

    def is_valid_move(self, row, col, disc):
        """
        Return True if placing the disc at location row,col is valid; False otherwise.
        """

        # Check if it is a valid disc
        if not (disc == Othello.BLACK or disc == Othello.WHITE):
            raise ValueError("Disc color is not valid.")

        # Check if row and col values are within bounds of the board
        if row < 0 or row >= self._size or col < 0 or col >= self._size:
            return False

        # Check if cell at row, col is occupied
        if self._board[row][col] != Othello.EMPTY:
            return False

        opponent_disc = Othello.WHITE if disc == Othello.BLACK else Othello.BLACK

        # Check for horizontal match to the left (West)
        r = row
        c = col - 1
        while c >= 0 and self._board[r][c] == opponent_disc:
            c -= 1
        if c >= 0 and c < self._size and abs(c - col) > 1 and self._board[r][c] == disc:
            return True

        # Check for horizontal match to the right (East)
        r = row
        c = col + 1
        while c < self._size and self._board[r][c] == opponent_disc:
            c += 1
        if c >= 0 and c < self._size and abs(c - col) > 1 and self._board[r][c] == disc:
            return True

        # Check for vertical match up top (North)
        r = row - 1
        c = col
        while r >= 0 and self._board[r][c] == opponent_disc:
            r -= 1
        if r >= 0 and r < self._size and abs(r - row) > 1 and self._board[r][c] == disc:
            return True

        # Check for vertical match down below (South)
        r = row + 1
        c = col
        while r < self._size and self._board[r][c] == opponent_disc:
            r += 1
        if r >= row and r < self._size and abs(r - row) > 1 and self._board[r][c] == disc:
            return True

        # Check for diagonal match above and to the right (Northeast)
        r = row - 1
        c = col + 1
        while c < self._size and r >= 0 and self._board[r][c] == opponent_disc:
            r -= 1
            c += 1
        if (
            r >= 0
            and r < self._size
            and abs(r - row) > 1
            and c >= 0
            and c < self._size
            and abs(c - col) > 1
            and self._board[r][c] == disc
        ):
            return True

        # Check for diagonal match above and to the left (Northwest)
        r = row - 1
        c = col - 1
        while c >= 0 and r >= 0 and self._board[r][c] == opponent_disc:
            r -= 1
            c -= 1
        if (
            r >= 0
            and r < self._size
            and abs(r - row) > 1
            and c >= 0
            and c < self._size
            and abs(c - col) > 1
            and self._board[r][c] == disc
        ):
            return True

        # Check for diagonal match below and to the left (Southwest)
        r = row + 1
        c = col - 1
        while c >= 0 and r < self._size and self._board[r][c] == opponent_disc:
            r += 1
            c -= 1
        if (
            r >= 0
            and r < self._size
            and abs(r - row) > 1
            and c >= 0
            and c < self._size
            and abs(c - col) > 1
            and self._board[r][c] == disc
        ):
            return True

        # Check for diagonal match below and to the right (Southeast)
        r = row + 1
        c = col + 1
        while c < self._size and r < self._size and self._board[r][c] == opponent_disc:
            r += 1
            c += 1
        if (
            r >= 0
            and r < self._size
            and abs(r - row) > 1
            and c >= 0
            and c < self._size
            and abs(c - col) > 1
            and self._board[r][c] == disc
        ):
            return True

        return False

    def is_a_valid_move_available(self, disc):
        """
        Return True if a valid move for disc is available; False otherwise.
        """
        # Check if a valid move is available
        for i in range(self._size):
            for j in range(self._size):
                if self.is_valid_move(i, j, disc):
                    return True
        return False

    def place_disc_at_pos(self, row, col, disc):
        """
        Place the disc at location row,col on the board, if valid.
        """

        if not self.is_valid_move(row, col, disc):
            return None

        opponent_disc = Othello.WHITE if disc == Othello.BLACK else Othello.BLACK

        # Place discs at horizontal matches to the left (West)
        r = row
        c = col - 1
        while c >= 0 and self._board[r][c] == opponent_disc:
            c -= 1
        if c >= 0 and c < self._size and abs(c - col) > 1 and self._board[r][c] == disc:
            for i in range(abs(c - col)):
                self._board[row][col - i] = disc

        # Place discs at horizontal matches to the right (East)
        r = row
        c = col + 1
        while c < self._size and self._board[r][c] == opponent_disc:
            c += 1
        if c >= 0 and c < self._size and abs(c - col) > 1 and self._board[r][c] == disc:
            for i in range(abs(c - col)):
                self._board[row][col + i] = disc

        # Place discs at vertical matches up top (North)
        r = row - 1
        c = col
        while r >= 0 and self._board[r][c] == opponent_disc:
            r -= 1
        if r >= 0 and r < self._size and abs(r - row) > 1 and self._board[r][c] == disc:
            for i in range(abs(r - row)):
                self._board[row - i][col] = disc

        # Place discs at vertical matches down below (South)
        r = row + 1
        c = col
        while r < self._size and self._board[r][c] == opponent_disc:
            r += 1
        if r >= 0 and r < self._size and abs(r - row) > 1 and self._board[r][c] == disc:
            for i in range(abs(r - row)):
                self._board[row + i][col] = disc

        # Place discs at diagonal matches above and to the right (Northeast)
        r = row - 1
        c = col + 1
        while c < self._size and r >= 0 and self._board[r][c] == opponent_disc:
            r -= 1
            c += 1
        while (
            r >= 0 and c < self._size and abs(r - row) > 1 and abs(c - col) > 1 and self._board[r][c] == disc
        ):
            self._board[row][col] = disc
            self._board[r + 1][c - 1] = disc
            c -= 1
            r += 1

        # Place discs at diagonal matches above and to the left (Northwest)
        r = row - 1
        c = col - 1
        while c >= 0 and r >= 0 and self._board[r][c] == opponent_disc:
            r -= 1
            c -= 1
        while (
            r >= 0
            and r < self._size
            and abs(r - row) > 1
            and c >= 0
            and c < self._size
            and abs(c - col) > 1
            and self._board[r][c] == disc
        ):
            self._board[row][col] = disc
            self._board[r + 1][c + 1] = disc
            c += 1
            r += 1

        # Place discs at diagonal matches below and to the left (Southwest)
        r = row + 1
        c = col - 1
        while c >= 0 and r < self._size and self._board[r][c] == opponent_disc:
            r += 1
            c -= 1
        while (
            c >= 0 and r < self._size and abs(r - row) > 1 and abs(c - col) > 1 and self._board[r][c] == disc
        ):
            self._board[row][col] = disc
            self._board[r - 1][c + 1] = disc
            c += 1
            r -= 1

        # Place discs at diagonal matches below and to the right (Southeast)
        r = row + 1
        c = col + 1
        while c < self._size and r < self._size and self._board[r][c] == opponent_disc:
            r += 1
            c += 1
        while (
            r >= 0
            and r < self._size
            and abs(r - row) > 1
            and c >= 0
            and c < self._size
            and abs(c - col) > 1
            and self._board[r][c] == disc
        ):
            self._board[row][col] = disc
            self._board[r - 1][c - 1] = disc
            c -= 1
            r -= 1

        if not self.is_game_over():
            self.set_next_turn()

    def is_board_full(self):
        """Returns True if the board is full; False otherwise."""
        empty_counter = 0
        for i in range(self._size):
            for j in range(self._size):
                if self._board[i][j] != Othello.EMPTY:
                    empty_counter += 1
        if empty_counter == self._size * self._size:
            return True
        else:
            return False

    def is_game_over(self):
        """Returns True if the game is over; False otherwise."""
        if not self.is_a_valid_move_available(Othello.WHITE) and not self.is_a_valid_move_available(
            Othello.BLACK
        ):
            return True
        elif self.is_board_full():
            return True
        else:
            return False

    def __repr__(self):
        """Returns printable representation of Othello object."""
        result_str = "\n  "
        for i in range(self._size):
            result_str += str(i) + " "
        result_str = result_str.rstrip() + "\n"
        for i in range(self._size):
            result_str += str(i) + " "
            for j in range(self._size):
                if self._board[i][j] == Othello.WHITE:
                    result_str += "W "
                elif self._board[i][j] == Othello.BLACK:
                    result_str += "B "
                else:
                    result_str += "- "
            result_str = result_str.rstrip() + "\n"
        return result_str


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: Othello.EMPTY, BLACK: Othello.BLACK, WHITE: Othello.WHITE}
FROM_THEIRS = {Othello.EMPTY: EMPTY, Othello.BLACK: BLACK, Othello.WHITE: WHITE}


def their_game(board):
    """An Othello object around a copy of our board, made without their start-building constructor."""
    game = object.__new__(Othello)
    game._size = len(board)
    game._turn = Othello.PLAYER1
    game._player1_disc, game._player2_disc = Othello.BLACK, Othello.WHITE
    game._board = [[TO_THEIRS[square] for square in row] for row in board]
    return game


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_kaloush(size):
    game = Othello(size, Othello.PLAYER1, Othello.BLACK)
    return [[FROM_THEIRS[square] for square in row] for row in game._board]


def board_to_text_kaloush(board):
    return repr(their_game(board))


def is_valid_move_kaloush(board, row, col, colour):
    return their_game(board).is_valid_move(row, col, TO_THEIRS[colour])


def has_valid_move_kaloush(board, colour):
    return their_game(board).is_a_valid_move_available(TO_THEIRS[colour])


def place_move_kaloush(board, row, col, colour):
    game = their_game(board)
    if not game.is_valid_move(row, col, TO_THEIRS[colour]):
        raise IllegalMoveError("not a valid move")
    game.place_disc_at_pos(row, col, TO_THEIRS[colour])
    board[:] = [[FROM_THEIRS[square] for square in row] for row in game._board]
    return board


def is_game_over_kaloush(board):
    return their_game(board).is_game_over()
