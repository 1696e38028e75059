# ruff: noqa: E501  # their code, in their style
"""PyReversi, a small Reversi with a PyQt5 window and a computer player, by iBug.

Repository: iBug/PyReversi, file reversi.py.
License: MIT, Copyright (c) 2018 iBug (the repository's LICENSE).
Adapted: their board is a list of columns, board[x][y] with x the column (their __str__ writes y
down and x across), of 0 (EMPTY), 1 (BLACK) and 2 (WHITE), BS = 8 squares a side; a wrapper writes
our board in theirs (whatever its size), makes the colour asked their current player, calls their
method with x = col and y = row, and for place_move writes their squares back in our board (their
put returns False for an illegal move: the wrapper returns the board either way).  Their moves are
(x, y): made (row, col).  Their chessCount is [empty, black, white]: count_discs returns its black
and white.  Only the methods used are kept.
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (reversi.py) ----------------------------------------------------------------------

# While these are written as constants, there's no guarantee that the program will work if any of them is changed

BS = 8  # Board size

EMPTY = 0
BLACK = 1
WHITE = 2


class Reversi:
    def __init__(self):
        self.board = None
        self.current = None
        self.history = None
        self.reset()

    def reset(self):
        self.board = [[EMPTY for _ in range(BS)] for _ in range(BS)]
        self.board[3][3] = self.board[4][4] = BLACK
        self.board[3][4] = self.board[4][3] = WHITE
        self.current = BLACK
        self.history = []

    def toggle(self):
        self.current = [BLACK, WHITE][self.current == BLACK]

    def check(self, x, y, dx, dy, player=None, operate=False, func=lambda *a: None):
        if player is None:
            player = self.current

        found = False
        c = 0
        while True:
            x += dx
            y += dy
            if not (0 <= x < BS and 0 <= y < BS):
                break
            chess = self.board[x][y]
            if chess == EMPTY:
                break
            elif chess == player:
                found = True
                break
            else:
                c += 1

        if c > 0 and found:
            if operate:
                while c > 0:
                    x -= dx
                    y -= dy
                    self.board[x][y] = player
                    func(x, y)
                    c -= 1
            return True
        return False

    def canPut(self, x, y, player=None):
        if player is None:
            player = self.current

        if self.board[x][y] != EMPTY:
            return False
        return self.check(x, y, -1, -1, player) or self.check(x, y, 1, 1, player) or \
               self.check(x, y, -1, 0, player) or self.check(x, y, 1, 0, player) or \
               self.check(x, y, -1, 1, player) or self.check(x, y, 1, -1, player) or \
               self.check(x, y, 0, -1, player) or self.check(x, y, 0, 1, player)  # fmt: skip

    def getAvailables(self, player=None):
        if player is None:
            player = self.current

        return [(x, y) for x in range(BS) for y in range(BS) if self.canPut(x, y, player)]

    def any(self, player=None):
        if player is None:
            player = self.current

        return any(self.canPut(x, y, player) for x in range(BS) for y in range(BS))

    @property
    def over(self):
        return (not self.any(BLACK)) and (not self.any(WHITE))

    @property
    def chessCount(self):
        # Relies on EMPTY, BLACK, WHITE == 0, 1, 2
        cc = [0, 0, 0]

        for x in range(BS):
            for y in range(BS):
                cc[self.board[x][y]] += 1
        return cc

    def put(self, x, y=None, player=None):
        if y is None:
            # Unpack the tuple
            x, y = x
        if self.board[x][y] != EMPTY:
            return False
        if player is None:
            player = self.current

        changes = []
        saveChange = lambda x, y: changes.append((x, y))  # noqa: E731  # their code
        self.check(x, y, -1, -1, player, True, saveChange)
        self.check(x, y, 1, 1, player, True, saveChange)
        self.check(x, y, -1, 0, player, True, saveChange)
        self.check(x, y, 1, 0, player, True, saveChange)
        self.check(x, y, -1, 1, player, True, saveChange)
        self.check(x, y, 1, -1, player, True, saveChange)
        self.check(x, y, 0, -1, player, True, saveChange)
        self.check(x, y, 0, 1, player, True, saveChange)

        if len(changes) == 0:
            return False

        self.board[x][y] = player
        changes.append((x, y))
        self.history.append(changes)
        self.toggle()
        self.skipPut()
        return True

    def skipPut(self):
        if self.any(self.current):
            return False

        self.history.append([])
        self.toggle()
        return True

    def __str__(self):
        return "\n".join(" ".join([".", "O", "X"][self.board[x][y]] for x in range(BS)) for y in range(BS))


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: EMPTY, OUR_BLACK: BLACK, OUR_WHITE: WHITE}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board, colour=OUR_BLACK) -> Reversi:
    game = Reversi()
    game.board = [[TO_THEIRS[row[x]] for row in board] for x in range(len(board))]
    game.current = TO_THEIRS[colour]
    return game


def our(columns):
    return [[FROM_THEIRS[column[y]] for column in columns] for y in range(len(columns))]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_ibug(size):
    return our(Reversi().board)


def board_to_text_ibug(board):
    return str(their(board))


def is_valid_move_ibug(board, row, col, colour):
    return their(board, colour).canPut(col, row)


def valid_moves_list_ibug(board, colour):
    return [(y, x) for x, y in their(board, colour).getAvailables()]


def has_valid_move_ibug(board, colour):
    return their(board, colour).any()


def is_game_over_ibug(board):
    return their(board).over


def place_move_ibug(board, row, col, colour):
    game = their(board, colour)
    game.put(col, row)
    board[:] = our(game.board)
    return board


def count_discs_ibug(board):
    _, black, white = their(board).chessCount
    return black, white
