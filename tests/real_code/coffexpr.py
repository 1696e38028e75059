"""python-reversi, a console Reversi for any number of players on a board of any size, by coffexpr.

Repository: coffexpr/python-reversi, files reversi/board.py, reversi/disc.py, reversi/game.py and
reversi/player.py (the discs and players of reversi/main.py's default settings).
License: MIT, Copyright 2018 coffexpr (the repository's LICENSE).
Adapted: their Board keeps rows of disc codes, board[y][x] with x the column, read and written by
cell (x, y); the empty disc is made first (code 0), then Black's '●' (1) and White's '○' (2), as
their settings list them.  A wrapper writes our board in a Board of its size, makes a Game with the
two players, the colour asked to move, and calls their method with the cell (col, row); their cells
are made (row, col), their sets of cells lists.  Their game asks next_state after each put, with the
put's player still current: next_player does the same, and is_game_over asks next_state at once.
Their GameIsEnd answers "no one moves" (None, or True for is_game_over).
"""

import itertools
from collections import Counter

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (reversi/disc.py) -----------------------------------------------------------------


class Disc:
    _instance_count = 0

    def __init__(self, name, symbol, code=None):
        cls = type(self)
        self.code = cls._instance_count if code is None else code
        self.name = name
        self.symbol = symbol
        cls._instance_count += 1 if cls._instance_count < 1000 else 0

    def __int__(self):
        return self.code

    def __repr__(self):
        return f"<Disc {self.name!r}, {self.symbol!r}>"


# --- their code (reversi/board.py) ----------------------------------------------------------------


class Board:
    EMPTY = Disc("empty", "  ")

    def __init__(self, size_x, size_y, board=None):
        self.size_x = int(size_x)
        self.size_y = int(size_y)
        if board is None:
            self.clear()
        else:
            self.board = board
            for c in self._cells_all():
                value = self[c]
                try:
                    int(value)
                except ValueError:
                    ValueError(f"Board contains invalid value: {c!r} -> {value!r}")

    def __getitem__(self, cell):
        x, y = self._c2xy(cell)
        if x < 0 or y < 0:
            raise IndexError("Index must be > 0: (x, y) == {cell!r}")
        return self.board[y][x]

    def __setitem__(self, cell, value):
        x, y = self._c2xy(cell)
        code = int(value)
        if code == int(self.EMPTY):
            raise ValueError("Value must not be empty")
        self.board[y][x] = code

    def __iter__(self):
        for c in self._cells_all():
            yield self[c]

    def clear(self):
        self.board = [[int(self.EMPTY) for x in range(self.size_x)] for y in range(self.size_y)]

    def flips(self, disc, cell):
        return set(self._cells_flip_all_flattened(disc, cell))

    def puttables(self, disc):
        return set(self._cells_puttable(disc))

    def _c2xy(self, cells):
        x, y = cells
        return int(x), int(y)

    def _cells_all(self):
        for x in range(self.size_x):
            for y in range(self.size_y):
                yield x, y

    def _cells_code(self, code):
        for x, y in self._cells_all():
            if self[(x, y)] == code:
                yield x, y

    def _cells_empty(self):
        return self._cells_code(int(self.EMPTY))

    def _cells_toward(self, start_cell, delta):
        if delta == (0, 0):
            return
        x, y = self._c2xy(start_cell)
        dx, dy = self._c2xy(delta)
        try:
            while True:
                self[(x, y)]
                yield x, y
                x += dx
                y += dy
        except IndexError:
            return

    def _cells_flip(self, disc, cells):
        flips = set()
        for i, c in enumerate(cells):
            if i <= 0:
                continue
            code = self[c]
            if code == int(self.EMPTY):
                break
            if code == int(disc):
                return flips
            else:
                flips.add(c)
        return set()

    def _cells_flip_all(self, disc, cell):
        d = {-1, 0, 1}
        deltas = itertools.product(d, d)
        for d in deltas:
            yield self._cells_flip(disc, self._cells_toward(cell, d))

    def _cells_flip_all_flattened(self, disc, cell):
        return itertools.chain.from_iterable(self._cells_flip_all(disc, cell))

    def _puttable(self, disc, cell):
        if self[cell] == int(self.EMPTY):
            return bool(tuple(self._cells_flip_all_flattened(disc, cell)))
        else:
            return False

    def _cells_puttable(self, disc):
        for c in self._cells_empty():
            if self._puttable(disc, c):
                yield c


# --- their code (reversi/player.py) ---------------------------------------------------------------


class Player:
    def __init__(self, name, disc):
        self.name = name
        self.disc = disc


# --- their code (reversi/game.py) -----------------------------------------------------------------


class GameIsEnd(Exception):
    pass


class Game:
    def __init__(self, board, players, player_index=0):
        self.board = board
        self.players = players
        self.player_index = player_index
        self.puttables = set()
        self._disc_map = {int(p.disc): p.disc for p in self.players}
        self._disc_map[int(self.board.EMPTY)] = self.board.EMPTY
        self._update_puttables()

    @property
    def player(self):
        return self.players[self.player_index]

    def _next_player(self, index=None):
        lp = len(self.players)
        idx = self.player_index if index is None else index
        idx = idx + 1
        if idx < lp:
            return idx
        else:
            return 0

    def _player_cycle(self, offset=0, limit=None):
        limit = len(self.players) if limit is None else int(limit)
        limit += offset
        idx = self.player_index
        for i, idx in enumerate(self._player_cycle_forever()):
            if i >= limit:
                break
            if i >= offset:
                yield idx

    def _player_cycle_forever(self):
        idx = self.player_index
        while True:
            yield idx
            idx = self._next_player(idx)

    def _update_puttables(self, disc=None):
        disc = self.player.disc if disc is None else disc
        self.puttables = self.board.puttables(disc)

    def setup(self):
        lp = len(self.players)
        x_begin = self.board.size_x // 2 - lp // 2
        y_begin = self.board.size_y // 2 - lp // 2
        if not (x_begin > 0 and y_begin):
            raise ValueError("Not enough board size")
        pc = self._player_cycle_forever()
        for dx in range(lp):
            for dy in range(lp):
                i = next(pc)
                disc = self.players[i].disc
                self.board[(x_begin + dx, y_begin + dy)] = int(disc)
            next(pc)
        self._update_puttables()
        return self

    def next_state(self):
        if self.puttables:
            return self
        for i in self._player_cycle(offset=1):
            self._update_puttables(self.players[i].disc)
            if self.puttables:
                self.player_index = i
                return self
        raise GameIsEnd("Game is end")

    def put(self, cell):
        if cell not in self.puttables:
            raise ValueError(f"Could not put: {cell!r}")
        disc = self.player.disc
        for c in self.board.flips(disc, cell) | {cell}:
            self.board[c] = disc
        self.puttables.clear()
        return self

    def count(self):
        return Counter(self.board)


# --- their settings (reversi/main.py's default_settings) --------------------------------------------

BLACK_DISC = Disc("black", "●")
WHITE_DISC = Disc("white", "○")


def players():
    return [Player("black", BLACK_DISC), Player("white", WHITE_DISC)]


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: int(Board.EMPTY), OUR_BLACK: int(BLACK_DISC), OUR_WHITE: int(WHITE_DISC)}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}
DISCS = {OUR_BLACK: BLACK_DISC, OUR_WHITE: WHITE_DISC}
INDEX = {OUR_BLACK: 0, OUR_WHITE: 1}


def their(board) -> Board:
    return Board(len(board), len(board), [[TO_THEIRS[square] for square in row] for row in board])


def our(theirs: Board):
    return [[FROM_THEIRS[code] for code in row] for row in theirs.board]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_coffexpr(size):
    return our(Game(Board(size, size), players()).setup().board)


def is_valid_move_coffexpr(board, row, col, colour):
    return their(board)._puttable(DISCS[colour], (col, row))


def flipped_discs_coffexpr(board, row, col, colour):
    return [(y, x) for x, y in their(board).flips(DISCS[colour], (col, row))]


def valid_moves_list_coffexpr(board, colour):
    return [(y, x) for x, y in their(board).puttables(DISCS[colour])]


def has_valid_move_coffexpr(board, colour):
    return bool(their(board).puttables(DISCS[colour]))


def place_move_coffexpr(board, row, col, colour):
    game = Game(their(board), players(), INDEX[colour])
    game.put((col, row))
    board[:] = our(game.board)
    return board


def is_game_over_coffexpr(board):
    try:
        Game(their(board), players()).next_state()
    except GameIsEnd:
        return True
    return False


def next_player_coffexpr(board, colour):
    game = Game(their(board), players(), INDEX[colour])
    game.puttables.clear()  # as after their put
    try:
        game.next_state()
    except GameIsEnd:
        return None
    return OUR_BLACK if game.player.disc is BLACK_DISC else OUR_WHITE


def count_discs_coffexpr(board):
    counts = Game(their(board), players()).count()
    return counts[int(BLACK_DISC)], counts[int(WHITE_DISC)]
