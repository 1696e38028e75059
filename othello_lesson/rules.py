"""The rules of Othello on a plain 2-D list.

A board is a list of rows, ``board[row][col]``, row 0 at the top and column 0 on
the left.  Each square holds ``BLACK``, ``WHITE`` or ``EMPTY``.  Every function
works out the size from the board itself, so the same code plays on 4x4, 6x6,
8x8 and larger even boards.

This module knows nothing about printing, pictures or widgets: it is the
foundation that the players, the displays and the clickable board stand on.

>>> board = initialize_board(4)
>>> valid_moves_list(board, BLACK)
[(0, 1), (1, 0), (2, 3), (3, 2)]
>>> place_move(board, 0, 1, BLACK) is board
True
>>> count_discs(board)
(4, 1)
"""

from __future__ import annotations

from typing import Literal

BLACK: Literal["●"] = "●"
WHITE: Literal["○"] = "○"
EMPTY: Literal[" "] = " "
DRAW: Literal["draw"] = "draw"

Player = Literal["●", "○"]
Board = list[list[str]]
Move = tuple[int, int]

MIN_SIZE = 4
MAX_SIZE = 26  # one letter a..z names each column
DIRECTIONS: tuple[tuple[int, int], ...] = (
    (-1, -1), (-1, 0), (-1, 1),
    (0, -1),           (0, 1),
    (1, -1),  (1, 0),  (1, 1),
)  # fmt: skip

PLAYER_NAMES = {BLACK: "Black", WHITE: "White"}
_CELLS = frozenset((BLACK, WHITE, EMPTY))


class BoardError(ValueError):
    """A board that is not a square list of lists of ``BLACK``, ``WHITE`` and ``EMPTY``."""


class IllegalMoveError(ValueError):
    """A move that the rules do not allow; the board is left exactly as it was."""


# --- checking what we are given -------------------------------------------------


def check_size(size: object) -> int:
    """Return ``size`` if it is an allowed board size, else raise a clear error.

    >>> check_size(6)
    6
    >>> check_size(5)
    Traceback (most recent call last):
    ...
    ValueError: board size must be an even number from 4 to 26, not 5
    """
    if isinstance(size, bool) or not isinstance(size, int):
        raise TypeError(f"board size must be an int, not {type(size).__name__} {size!r}")
    if size % 2 or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"board size must be an even number from {MIN_SIZE} to {MAX_SIZE}, not {size}")
    return size


def check_board(board: object) -> int:
    """Return the size of ``board`` if it is well formed, else raise ``BoardError``.

    >>> check_board(initialize_board(6))
    6
    >>> check_board([[EMPTY] * 4] * 3)
    Traceback (most recent call last):
    ...
    othello_lesson.rules.BoardError: the board has 3 rows; it must be square ...
    """
    if not isinstance(board, list):
        raise BoardError(f"a board must be a list of rows, not {type(board).__name__}")
    size = len(board)
    if size % 2 or not MIN_SIZE <= size <= MAX_SIZE:
        raise BoardError(
            f"the board has {size} rows; it must be square with an even size from {MIN_SIZE} to {MAX_SIZE}"
        )
    for r, row in enumerate(board):
        if not isinstance(row, list) or len(row) != size:
            what = f"{len(row)} squares" if isinstance(row, list) else type(row).__name__
            raise BoardError(f"row {r} of the board is {what}; every row must be a list of {size}")
        if _CELLS.issuperset(row):
            continue  # the quick check passed; otherwise find the bad square to name it
        for c, cell in enumerate(row):
            if cell not in _CELLS:
                raise BoardError(
                    f"square (row {r}, col {c}) holds {cell!r}; "
                    f"a square holds BLACK {BLACK!r}, WHITE {WHITE!r} or EMPTY {EMPTY!r}"
                )
    return size


def check_player(player: object) -> Player:
    """Return ``player`` if it is ``BLACK`` or ``WHITE``, else raise ``ValueError``.

    >>> check_player(WHITE) == WHITE
    True
    """
    if player != BLACK and player != WHITE:
        raise ValueError(f"player must be BLACK {BLACK!r} or WHITE {WHITE!r}, not {player!r}")
    return player  # type: ignore[return-value]


def _check_coordinates(row: object, col: object) -> None:
    for name, value in (("row", row), ("col", col)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an int, not {type(value).__name__} {value!r}")


# --- the start -------------------------------------------------------------------


def initialize_board(size: int = 8) -> Board:
    """Return a new board of ``size`` x ``size`` set up for the start of a game.

    The four centre squares hold two discs of each colour, white on the
    top-left to bottom-right diagonal, black on the other.

    >>> initialize_board(4)
    [[' ', ' ', ' ', ' '], [' ', '○', '●', ' '], [' ', '●', '○', ' '], [' ', ' ', ' ', ' ']]
    """
    check_size(size)
    board = [[EMPTY for _ in range(size)] for _ in range(size)]
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
    return board


def copy_board(board: Board) -> Board:
    """Return a new board with the same discs; changing one leaves the other alone.

    >>> board = initialize_board(4)
    >>> copy = copy_board(board)
    >>> copy == board, copy is board, copy[0] is board[0]
    (True, False, False)
    """
    return [list(row) for row in board]


def opponent(player: Player) -> Player:
    """Return the other player.

    >>> opponent(BLACK) == WHITE
    True
    """
    return WHITE if check_player(player) == BLACK else BLACK


# --- moves -----------------------------------------------------------------------


def _flips(board: Board, row: int, col: int, player: str) -> list[Move]:
    """The discs a move flips, for a board and arguments already checked."""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return []
    other = WHITE if player == BLACK else BLACK
    flips: list[Move] = []
    for dr, dc in DIRECTIONS:
        r, c = row + dr, col + dc
        ray: list[Move] = []
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] == player:
            flips.extend(ray)
    return flips


def _sandwiches(board: Board, row: int, col: int, player: str) -> bool:
    """Does the move flip anything?  Like ``bool(_flips(...))``, but stops at the first line found."""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return False
    other = WHITE if player == BLACK else BLACK
    for dr, dc in DIRECTIONS:
        r, c = row + dr, col + dc
        passed_other = False
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            r, c = r + dr, c + dc
            passed_other = True
        if passed_other and 0 <= r < size and 0 <= c < size and board[r][c] == player:
            return True
    return False


def flipped_discs(board: Board, row: int, col: int, player: Player) -> list[Move]:
    """Return the squares of the discs that ``player`` would flip by playing at (row, col).

    The list is empty when the move is not valid (occupied, off the board, or
    it sandwiches nothing).  Rays are walked in the order of ``DIRECTIONS``.

    >>> flipped_discs(initialize_board(4), 0, 1, BLACK)
    [(1, 1)]
    """
    check_board(board)
    check_player(player)
    _check_coordinates(row, col)
    return _flips(board, row, col, player)


def is_valid_move(board: Board, row: int, col: int, player: Player) -> bool:
    """Is playing at (row, col) a legal move for ``player``?

    A move is legal on an empty square that sandwiches at least one line of the
    opponent's discs between it and one of ``player``'s own.  A square off the
    board is simply not a legal move.

    >>> board = initialize_board(4)
    >>> is_valid_move(board, 0, 1, BLACK), is_valid_move(board, 0, 0, BLACK)
    (True, False)
    >>> is_valid_move(board, -1, 9, BLACK)
    False
    """
    return bool(flipped_discs(board, row, col, player))


def describe_illegal_move(board: Board, row: int, col: int, player: Player) -> str:
    """Say in words why (row, col) is not a legal move for ``player`` ('' if it is legal).

    >>> describe_illegal_move(initialize_board(4), 1, 1, BLACK)
    'the square is already taken'
    """
    if flipped_discs(board, row, col, player):
        return ""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size):
        return f"it is off the board (rows and columns go from 0 to {size - 1})"
    if board[row][col] != EMPTY:
        return "the square is already taken"
    return f"it does not sandwich any {PLAYER_NAMES[opponent(player)].lower()} disc"


def place_move(board: Board, row: int, col: int, player: Player) -> Board:
    """Play ``player``'s disc at (row, col) and flip every sandwiched line.

    The board passed in is changed in place, and the same board is returned
    (as the source article's version does), so ``copy_board`` first if you
    want to keep the old position.  An illegal move raises
    ``IllegalMoveError`` and leaves the board exactly as it was.

    >>> board = initialize_board(4)
    >>> place_move(board, 0, 1, BLACK)[:2]
    [[' ', '●', ' ', ' '], [' ', '●', '●', ' ']]
    >>> place_move(board, 0, 1, WHITE)
    Traceback (most recent call last):
    ...
    othello_lesson.rules.IllegalMoveError: White cannot play b1 (row 0, col 1): the square is already taken
    """
    flips = flipped_discs(board, row, col, player)
    if not flips:
        reason = describe_illegal_move(board, row, col, player)
        where = f"(row {row}, col {col})"
        if 0 <= row < len(board) and 0 <= col < len(board):
            where = f"{square_name(row, col)} {where}"
        raise IllegalMoveError(f"{PLAYER_NAMES[player]} cannot play {where}: {reason}")
    board[row][col] = player
    for r, c in flips:
        board[r][c] = player
    return board


def valid_moves_list(board: Board, player: Player) -> list[Move]:
    """Return every legal move for ``player`` as (row, col) pairs, in row-major order.

    >>> valid_moves_list(initialize_board(4), WHITE)
    [(0, 2), (1, 3), (2, 0), (3, 1)]
    """
    size = check_board(board)
    check_player(player)
    return [(row, col) for row in range(size) for col in range(size) if _sandwiches(board, row, col, player)]


def has_valid_move(board: Board, player: Player) -> bool:
    """Does ``player`` have at least one legal move?

    >>> has_valid_move(initialize_board(4), BLACK)
    True
    """
    size = check_board(board)
    check_player(player)
    return any(_sandwiches(board, r, c, player) for r in range(size) for c in range(size))


# --- turns and the end of the game ----------------------------------------------


def next_player(board: Board, player: Player) -> Player | None:
    """Who moves after ``player`` has just moved: the opponent, or ``player`` again
    when the opponent must pass, or ``None`` when neither can move (game over).

    >>> next_player(initialize_board(4), BLACK) == WHITE
    True
    """
    other = opponent(player)
    if has_valid_move(board, other):
        return other
    if has_valid_move(board, player):
        return player
    return None


def is_game_over(board: Board) -> bool:
    """Is the game over, because neither player has a legal move?

    >>> is_game_over(initialize_board(4))
    False
    >>> is_game_over(board_from_text('''
    ...     ● ● ● ●
    ...     ● ● ● ●
    ...     ● ● . .
    ...     . . . .
    ... '''))
    True
    """
    return not has_valid_move(board, BLACK) and not has_valid_move(board, WHITE)


def count_discs(board: Board) -> tuple[int, int]:
    """Return ``(black, white)``: how many discs each player has on the board.

    >>> count_discs(initialize_board(8))
    (2, 2)
    """
    check_board(board)
    black = sum(row.count(BLACK) for row in board)
    white = sum(row.count(WHITE) for row in board)
    return black, white


def winner(board: Board) -> str:
    """Return ``BLACK`` or ``WHITE``, whoever has more discs, or ``DRAW`` if equal.

    >>> winner(initialize_board(4)) == DRAW
    True
    """
    black, white = count_discs(board)
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    return DRAW


# --- names and pictures in text -------------------------------------------------


def square_name(row: int, col: int) -> str:
    """Return the name Othello players use for (row, col): column letter, then row number.

    >>> square_name(2, 3)
    'd3'
    """
    _check_coordinates(row, col)
    if not (0 <= row < MAX_SIZE and 0 <= col < MAX_SIZE):
        raise ValueError(f"(row {row}, col {col}) has no square name")
    return f"{'abcdefghijklmnopqrstuvwxyz'[col]}{row + 1}"


def square_from_name(name: str, size: int | None = None) -> Move:
    """Return (row, col) for a square name such as ``'d3'``; case and spaces do not matter.

    Give ``size`` to also check that the square is on a board of that size.

    >>> square_from_name('d3')
    (2, 3)
    >>> square_from_name('F5')
    (4, 5)
    """
    if not isinstance(name, str):
        raise TypeError(f"a square name must be a str, not {type(name).__name__}")
    text = name.strip().lower()
    letter, digits = text[:1], text[1:]
    if not (letter.isascii() and letter.isalpha() and digits.isdigit()):
        raise ValueError(f"{name!r} is not a square name: write a letter and a number, like 'd3'")
    row, col = int(digits) - 1, ord(letter) - ord("a")
    limit = MAX_SIZE if size is None else size
    if not (0 <= row < limit and 0 <= col < limit):
        raise ValueError(f"{name!r} is not on a {limit}x{limit} board")
    return row, col


_FROM_TEXT = {"●": BLACK, "B": BLACK, "X": BLACK, "○": WHITE, "W": WHITE, "O": WHITE, ".": EMPTY}


def board_from_text(text: str) -> Board:
    """Build a board from a small text picture, one line a row.

    Black is ``●``, ``B`` or ``X``; white is ``○``, ``W`` or ``O``; an empty
    square is ``.``.  Spaces and blank lines are ignored.

    >>> board_from_text('''
    ...     . . . .
    ...     . ○ ● .
    ...     . ● ○ .
    ...     . . . .
    ... ''') == initialize_board(4)
    True
    """
    rows = [line.replace(" ", "") for line in text.strip().splitlines()]
    board = []
    for r, line in enumerate(row for row in rows if row):
        cells = []
        for ch in line:
            if ch.upper() not in _FROM_TEXT:
                raise BoardError(
                    f"line {r + 1} holds {ch!r}: use ● B X for black, ○ W O for white, . for empty"
                )
            cells.append(_FROM_TEXT[ch.upper()])
        board.append(cells)
    check_board(board)
    return board


def board_to_text(board: Board) -> str:
    """Return the compact text picture of ``board`` that ``board_from_text`` reads back.

    >>> print(board_to_text(initialize_board(4)))
    . . . .
    . ○ ● .
    . ● ○ .
    . . . .
    """
    check_board(board)
    return "\n".join(" ".join("." if cell == EMPTY else cell for cell in row) for row in board)
