# ruff: noqa: RUF012  # their code, in their style
"""A Reversi web game with a minimax opponent (Flask), by Sadeq Sheikhi.

Repository: sadeqsheikhi/reversi_python_ai, file reversi.py.
License: MIT, Copyright (c) 2021 Sadeq Sheikhi (the repository's LICENSE file).
Adapted: their board is an OrderedDict from Coord(row, col) to "b", "w" or " ", made for the 64
squares of an 8x8 board; a wrapper empties it and writes each square of our board in it (a smaller
board sits in its top-left corner), and makes the colour asked their current player.  Their
InvalidMoveError is turned into the course's IllegalMoveError.
"""

from collections import OrderedDict

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE
from othello_lesson.rules import IllegalMoveError

# --- their code (reversi.py) ----------------------------------------------------------------------


class GameHasEndedError(Exception):
    pass


class InvalidMoveError(Exception):
    pass


class InvalidCoordRangeStepError(Exception):
    pass


class Coord:
    # on difinition we pass x and y values to class
    def __init__(self, x, y):
        self.x = x
        self.y = y

    # gets two cordinations and returns the sum of them as new Coord
    def __add__(self, other):
        return Coord(self.x + other.x, self.y + other.y)

    # compares two Coords
    def __eq__(self, other):
        return self.x == other.x and self.y == other.y

    def __ne__(self, other):
        return self.x != other.x or self.y != other.y

    def __hash__(self):
        return hash((self.x, self.y))

    # defines if Coord is in right domain
    def is_in_board(self):
        return min(self.x, self.y) >= 0 and max(self.x, self.y) < 8

    # maybe related to flipping
    def to(self, end, step):
        if (end.x - self.x) * step.y != (end.y - self.y) * step.x:
            raise InvalidCoordRangeStepError()

        result = []
        coord = self
        while coord != end:
            result.append(coord)
            coord += step
        return result


class Player:
    def __init__(self, field, AI=False):
        # type of stones [b, w]
        self.field = field

        # score of each player
        self.result = 0
        self.AI = AI


class Reversi:
    BLACK = "b"
    WHITE = "w"
    EMPTY = " "

    # surronding of a stone
    DIRECTIONS = [
        Coord(x, y) for x, y in [(-1, -1), (-1, 0), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 0), (1, 1)]
    ]

    GAME_STATES = {
        "IN_PROGRESS": "In progress",
        "BLACK_WINS": "Black wins",
        "WHITE_WINS": "White wins",
        "TIE": "Tie",
    }

    def __init__(self, single_player=False):
        self.black_player = Player(self.BLACK)
        self.white_player = Player(self.WHITE)

        # creating the board as 64 tiles
        self.board = OrderedDict((Coord(i, j), self.EMPTY) for i in range(8) for j in range(8))

        # placing the initial stones
        self.board[Coord(3, 3)] = self.white_player.field
        self.board[Coord(4, 4)] = self.white_player.field
        self.board[Coord(3, 4)] = self.black_player.field
        self.board[Coord(4, 3)] = self.black_player.field

        # player is the current player
        self.player = self.black_player

        # creating initial scores
        self.black_player.result, self.white_player.result = 2, 2
        self.game_state = self.GAME_STATES["IN_PROGRESS"]

    # determines if the disk in the given coordination is current players or not
    def is_enemy_disc(self, coord):
        return coord.is_in_board() and self.board[coord] not in [self.player.field, self.EMPTY]

    def is_ally_disc(self, coord):
        return coord.is_in_board() and self.board[coord] == self.player.field

    # checking if the disc is empty
    def is_empty_disc(self, coord):
        return coord.is_in_board() and self.board[coord] == self.EMPTY

    # returns an array of all current player discs
    def current_player_discs(self):
        all_coords = [Coord(i, j) for i in range(8) for j in range(8)]
        return [coord for coord in all_coords if self.board[coord] == self.player.field]

    # array of black player discs
    def black_player_discs(self):
        all_coords = [Coord(i, j) for i in range(8) for j in range(8)]
        return [coord for coord in all_coords if self.board[coord] == self.black_player.field]

    # array of white player discs
    def white_player_discs(self):
        all_coords = [Coord(i, j) for i in range(8) for j in range(8)]
        return [coord for coord in all_coords if self.board[coord] == self.white_player.field]

    # changes the turn
    def change_current_player(self):
        if self.player == self.black_player:
            self.player = self.white_player
        else:
            self.player = self.black_player

    # array of clickable cordinations
    def available_fields(self):
        discs = self.current_player_discs()
        result = []
        for disc in discs:
            for d in self.DIRECTIONS:
                coord = disc + d
                while self.is_enemy_disc(coord):
                    coord += d
                    if self.is_empty_disc(coord):
                        result += [coord]
        return result

    # if coordination is in available fileds
    def is_valid_move(self, coord):
        return coord in self.available_fields()

    def play(self, coord):
        if self.game_state != self.GAME_STATES["IN_PROGRESS"]:
            raise GameHasEndedError("Game has already ended")
        if not self.is_valid_move(coord):
            raise InvalidMoveError("Not valid move")

        # fields that are flipped after a move
        won_fields = []
        for d in self.DIRECTIONS:
            current_coord = coord + d
            while self.is_enemy_disc(current_coord):
                current_coord += d

            if self.is_ally_disc(current_coord):
                won_fields += coord.to(current_coord, d)

        # change the field to the player's field
        for coord in won_fields:
            self.board[coord] = self.player.field

        # update player result after aech move
        self.black_player.result = len(self.black_player_discs())
        self.white_player.result = len(self.white_player_discs())
        self.change_current_player()
        self.game_state = self.outcome()

    # run after every move
    def outcome(self):
        # change player if there is no move for first player
        if not self.available_fields():
            self.change_current_player()

            # if second player had no move determine the winner
            if not self.available_fields():
                if self.white_player.result > self.black_player.result:
                    return self.GAME_STATES["WHITE_WINS"]
                elif self.white_player.result < self.black_player.result:
                    return self.GAME_STATES["BLACK_WINS"]
                else:
                    return self.GAME_STATES["TIE"]
        return self.GAME_STATES["IN_PROGRESS"]


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: Reversi.EMPTY, OUR_BLACK: Reversi.BLACK, OUR_WHITE: Reversi.WHITE}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their_game(board, colour=OUR_BLACK) -> Reversi:
    game = Reversi()
    for coord in game.board:
        game.board[coord] = Reversi.EMPTY
    for r, row in enumerate(board):
        for c, square in enumerate(row):
            game.board[Coord(r, c)] = TO_THEIRS[square]
    game.player = game.black_player if colour == OUR_BLACK else game.white_player
    return game


def write_back(game: Reversi, board) -> None:
    for r, row in enumerate(board):
        for c in range(len(row)):
            row[c] = FROM_THEIRS[game.board[Coord(r, c)]]


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_sadeq(board, row, col, colour):
    return their_game(board, colour).is_valid_move(Coord(row, col))


def valid_moves_list_sadeq(board, colour):
    return [(coord.x, coord.y) for coord in their_game(board, colour).available_fields()]


def has_valid_move_sadeq(board, colour):
    return bool(their_game(board, colour).available_fields())


def place_move_sadeq(board, row, col, colour):
    game = their_game(board, colour)
    try:
        game.play(Coord(row, col))
    except InvalidMoveError as error:
        raise IllegalMoveError(str(error)) from error
    write_back(game, board)
    return board


def count_discs_sadeq(board):
    game = their_game(board)
    return (len(game.black_player_discs()), len(game.white_player_discs()))
