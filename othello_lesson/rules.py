"""The rules of Othello on a plain 2-D list.

A board is a list of rows, ``board[row][col]``, row 0 at the top and column 0 on
the left.  Each square holds ``BLACK``, ``WHITE`` or ``EMPTY``.  Every function
works out the size from the board itself, so the same code plays on 4x4, 6x6,
8x8 and larger even boards.

This module knows nothing about printing, pictures or widgets: it is the
foundation that the players, the displays and the clickable board stand on.
The rules are written as the lessons write them: ``flips_in_direction`` walks
one ray, ``flipped_discs`` adds up the walks in the eight ``DIRECTIONS``, and
``is_valid_move``, ``place_move``, ``valid_moves_list`` and ``has_valid_move``
are built on it.  A function checks what it is given once, when it is called
(the checks are kept apart, at the end of the file); the walks it then makes,
square after square, are private functions that trust their arguments.  The
same rules without any checks, written for speed, are ``fast_rules``.

>>> board = initialize_board(4)
>>> valid_moves_list(board, BLACK)
[(0, 1), (1, 0), (2, 3), (3, 2)]
>>> place_move(board, 0, 1, BLACK) is board
True
>>> count_discs(board)
(4, 1)

Bad input raises ``BoardError`` (a board that is not a board), ``TypeError``
(a value of the wrong type), ``ValueError`` (a value of the right type that
is not allowed) or ``IllegalMoveError`` (a move the rules forbid), always with
a message that says what was wrong; a board given to a function is never
changed unless the function's job is to change it (``place_move``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol, TypeGuard

BLACK: Literal["●"] = "●"
WHITE: Literal["○"] = "○"
EMPTY: Literal[" "] = " "
DRAW: Literal["draw"] = "draw"
HALF: Literal["◐"] = "◐"  # a variant's half disc, neither player's: Othello's rules refuse it

Colour = Literal["●", "○"]
Board = list[list[str]]
Move = tuple[int, int]
PlayerFunction = Callable[[Board, Colour], object]  # answers (row, col); the referee checks its answer

MIN_SIZE = 4
MAX_SIZE = 26  # one letter a..z names each column
MAX_DEPTH = 2 * MAX_SIZE * MAX_SIZE  # no game lasts longer: a move fills a square, and one pass may follow
DIRECTIONS: tuple[tuple[int, int], ...] = (
    (-1, -1), (-1, 0), (-1, 1),
    (0, -1),           (0, 1),
    (1, -1),  (1, 0),  (1, 1),
)  # fmt: skip

COLOUR_NAMES = {BLACK: "Black", WHITE: "White"}
CELLS = frozenset((BLACK, WHITE, EMPTY))  # what a square of an Othello board holds
VARIANT_CELLS = CELLS | {HALF}  # what a square of a variant's board may hold


# The words the rules say, in English.  The rules import nothing of the package: a caller that speaks
# another language gives the words, by key, through ``speak`` (``othello_lesson.rule_words`` does).
RULE_ENGLISH = {
    "off_board": "it is off the board (rows and columns go from 0 to {last})",
    "taken": "the square is already taken",
    "sandwiches_no_black": "it does not sandwich any black disc",
    "sandwiches_no_white": "it does not sandwich any white disc",
    "where": "(row {row}, col {col})",
    "named_where": "{square} {where}",
    "black_cannot_play": "Black cannot play {where}: {why}",
    "white_cannot_play": "White cannot play {where}: {why}",
}
_rule_words: Callable[[str], str] = RULE_ENGLISH.__getitem__


def speak(words: Callable[[str], str]) -> None:
    """Say the rules' words with ``words(key)``: ``RULE_ENGLISH[key]`` in the language spoken, same fields."""
    global _rule_words
    _rule_words = words


def _say(key: str, **facts: object) -> str:
    return _rule_words(key).format(**facts)


class BoardError(ValueError):
    """A board that is not a square list of lists of ``BLACK``, ``WHITE`` and ``EMPTY``
    (and ``HALF``, where a variant's board is allowed)."""


class HalfDiscError(BoardError):
    """A board holding a variant's half disc, given to rules that know none; ``square`` is where."""

    def __init__(self, message: str, square: tuple[int, int]) -> None:
        super().__init__(message)
        self.square = square


class IllegalMoveError(ValueError):
    """A move that the rules do not allow; the board is left exactly as it was."""


class MoveRules(Protocol):
    """The two rule functions a game is played by (this module and a variant's ``Rules(...)`` have them)."""

    def valid_moves_list(self, board: Board, colour: Colour) -> list[Move]: ...

    def place_move(self, board: Board, row: int, col: int, colour: Colour) -> Board: ...


def is_int(value: object) -> TypeGuard[int]:
    """Is ``value`` an int (and not a bool, which Python counts as an int)?

    >>> is_int(3), is_int(True), is_int(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def is_move(value: object) -> TypeGuard[Move]:
    """Is ``value`` a ``(row, col)`` pair of ints, the shape of every move (on the board or not)?

    >>> is_move((2, 3)), is_move([2, 3]), is_move((2, True)), is_move("d3")
    (True, False, False, False)
    """
    return isinstance(value, tuple) and len(value) == 2 and all(is_int(x) for x in value)


# --- the start -------------------------------------------------------------------


def initialize_board(size: int = 8) -> Board:
    """Return a new board of ``size`` x ``size`` set up for the start of a game.

    The four centre squares hold two discs of each colour, white on the
    top-left to bottom-right diagonal, black on the other.  A ``size`` that is
    not an even int from 4 to 26 raises ``TypeError`` or ``ValueError``.

    >>> initialize_board(4)
    [[' ', ' ', ' ', ' '], [' ', '○', '●', ' '], [' ', '●', '○', ' '], [' ', ' ', ' ', ' ']]
    """
    check_size(size)
    board: Board = [[EMPTY for _ in range(size)] for _ in range(size)]
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
    return board


def copy_board(board: Board) -> Board:
    """Return a new board with the same discs; changing one leaves the other alone.

    Any list of lists is copied, whatever its size or squares (so a small
    board in an exercise can be copied too); anything else raises ``BoardError``.

    >>> board = initialize_board(4)
    >>> copy = copy_board(board)
    >>> copy == board, copy is board, copy[0] is board[0]
    (True, False, False)
    """
    _check_rows_are_lists(board)
    return [list(row) for row in board]


def opponent(colour: Colour) -> Colour:
    """Return the other colour (``ValueError`` if ``colour`` is neither).

    >>> opponent(BLACK) == WHITE
    True
    """
    return WHITE if check_colour(colour) == BLACK else BLACK


# --- moves: one walk serves every rule ---------------------------------------------


def flips_in_direction(board: Board, row: int, col: int, dr: int, dc: int, colour: Colour) -> list[Move]:
    """Return the squares of the discs that ``colour`` would flip in the one direction (dr, dc)
    by playing at (row, col).

    The walk goes from the square next to (row, col), one step of (dr, dc) at a
    time, over the opponent's discs: they flip only if it then reaches one of
    ``colour``'s own discs.  The list is empty if the walk reaches an empty
    square or the edge instead, and when the square is taken or off the board.
    Raises as ``flipped_discs`` does, and ``TypeError`` or ``ValueError`` if
    (dr, dc) is not one of the ``DIRECTIONS``.

    >>> flips_in_direction(initialize_board(4), 0, 1, 1, 0, BLACK)
    [(1, 1)]
    >>> flips_in_direction(initialize_board(4), 0, 1, 0, 1, BLACK)
    []
    """
    size = _check_move_arguments(board, row, col, colour)
    _check_direction(dr, dc)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return []
    return _flips_in_direction(board, row, col, dr, dc, colour)


def _flips_in_direction(board: Board, row: int, col: int, dr: int, dc: int, colour: Colour) -> list[Move]:
    """``flips_in_direction`` from an empty square of a board already checked: the walk itself."""
    size = len(board)
    other = WHITE if colour == BLACK else BLACK
    ray: list[Move] = []
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size and board[r][c] == other:
        ray.append((r, c))
        r, c = r + dr, c + dc
    if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
        return ray
    return []


def flipped_discs(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """Return the squares of the discs that ``colour`` would flip by playing at (row, col).

    They are the sandwiched rays of all eight ``DIRECTIONS`` together, in that
    order, each nearest first.  The list is empty when the move is not valid
    (occupied, off the board, or it sandwiches nothing).  ``BoardError``,
    ``TypeError`` or ``ValueError`` if the arguments are not a board, two ints
    and a colour.

    >>> flipped_discs(initialize_board(4), 0, 1, BLACK)
    [(1, 1)]
    """
    _check_move_arguments(board, row, col, colour)
    return _flipped_discs(board, row, col, colour)


def _flipped_discs(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """``flipped_discs`` of a board already checked: every rule that asks about a move asks this."""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return []
    flips: list[Move] = []
    for dr, dc in DIRECTIONS:
        flips += _flips_in_direction(board, row, col, dr, dc, colour)
    return flips


def is_valid_move(board: Board, row: int, col: int, colour: Colour) -> bool:
    """Is playing at (row, col) a legal move for ``colour``?

    A move is legal on an empty square that sandwiches at least one line of the
    opponent's discs between it and one of ``colour``'s own: exactly when it
    flips something.  A square off the board is simply not a legal move.
    Raises as ``flipped_discs`` does.

    >>> board = initialize_board(4)
    >>> is_valid_move(board, 0, 1, BLACK), is_valid_move(board, 0, 0, BLACK)
    (True, False)
    >>> is_valid_move(board, -1, 9, BLACK)
    False
    """
    return len(flipped_discs(board, row, col, colour)) > 0


def place_move(board: Board, row: int, col: int, colour: Colour) -> Board:
    """Play ``colour``'s disc at (row, col) and flip every sandwiched line.

    The board passed in is changed in place, and the same board is returned
    (as the source article's version does), so ``copy_board`` first if you
    want to keep the old position.  An illegal move raises
    ``IllegalMoveError`` and leaves the board exactly as it was; bad arguments
    raise as ``flipped_discs`` does.

    >>> board = initialize_board(4)
    >>> place_move(board, 0, 1, BLACK)[:2]
    [[' ', '●', ' ', ' '], [' ', '●', '●', ' ']]
    >>> place_move(board, 0, 1, WHITE)
    Traceback (most recent call last):
    ...
    othello_lesson.rules.IllegalMoveError: White cannot play b1 (row 0, col 1): the square is already taken
    """
    flips = flipped_discs(board, row, col, colour)
    if not flips:
        raise IllegalMoveError(_why_illegal(board, row, col, colour))
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


def valid_moves_list(board: Board, colour: Colour) -> list[Move]:
    """Return every legal move for ``colour`` as (row, col) pairs, in row-major order.

    ``BoardError`` or ``ValueError`` if ``board`` or ``colour`` is not one.

    >>> valid_moves_list(initialize_board(4), WHITE)
    [(0, 2), (1, 3), (2, 0), (3, 1)]
    """
    size = _check_position(board, colour)
    moves: list[Move] = []
    for row in range(size):
        for col in range(size):
            if _flipped_discs(board, row, col, colour):
                moves.append((row, col))
    return moves


def has_valid_move(board: Board, colour: Colour) -> bool:
    """Does ``colour`` have at least one legal move?  Raises as ``valid_moves_list`` does.

    >>> has_valid_move(initialize_board(4), BLACK)
    True
    """
    size = _check_position(board, colour)
    for row in range(size):
        for col in range(size):
            if _flipped_discs(board, row, col, colour):
                return True
    return False


def describe_illegal_move(board: Board, row: int, col: int, colour: Colour) -> str:
    """Say in words why (row, col) is not a legal move for ``colour`` ('' if it is legal).

    Raises as ``flipped_discs`` does.

    >>> describe_illegal_move(initialize_board(4), 1, 1, BLACK)
    'the square is already taken'
    """
    if flipped_discs(board, row, col, colour):
        return ""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size):
        return _say("off_board", last=size - 1)
    if board[row][col] != EMPTY:
        return _say("taken")
    return _say("sandwiches_no_black" if opponent(colour) == BLACK else "sandwiches_no_white")


# --- turns and the end of the game ----------------------------------------------


def next_player(board: Board, colour: Colour) -> Colour | None:
    """Who moves after ``colour`` has just moved: the opponent, or ``colour`` again
    when the opponent must pass, or ``None`` when neither can move (game over).

    Raises as ``valid_moves_list`` does.

    >>> next_player(initialize_board(4), BLACK) == WHITE
    True
    """
    other = opponent(colour)
    if has_valid_move(board, other):
        return other
    if has_valid_move(board, colour):
        return colour
    return None


def is_game_over(board: Board) -> bool:
    """Is the game over, because neither player has a legal move?  ``BoardError`` if no board.

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
    """Return ``(black, white)``: how many discs each player has.  ``BoardError`` if no board.

    A variant's half discs (``HALF``) count for nobody.

    >>> count_discs(initialize_board(8))
    (2, 2)
    """
    check_board(board, allow_half_discs=True)
    black = sum(row.count(BLACK) for row in board)
    white = sum(row.count(WHITE) for row in board)
    return black, white


def winner(board: Board) -> str:
    """Return ``BLACK`` or ``WHITE``, whoever has more discs, or ``DRAW`` if equal.

    ``BoardError`` if ``board`` is not a board.

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

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def square_name(row: int, col: int) -> str:
    """Return the name Othello players use for (row, col): column letter, then row number.

    ``TypeError`` if row or col is not an int, ``ValueError`` if it has no name.

    >>> square_name(2, 3)
    'd3'
    """
    _check_ints(row=row, col=col)
    if not (0 <= row < MAX_SIZE and 0 <= col < MAX_SIZE):
        raise ValueError(f"(row {short_repr(row)}, col {short_repr(col)}) has no square name")
    return f"{_LETTERS[col]}{row + 1}"


def square_from_name(name: str, size: int | None = None) -> Move:
    """Return (row, col) for a square name such as ``'d3'``; case and spaces do not matter.

    Give ``size`` to also check that the square is on a board of that size.
    ``TypeError`` if ``name`` is not a str (or ``size`` not an int),
    ``ValueError`` if it is not a name of a square on the board.

    >>> square_from_name('d3')
    (2, 3)
    >>> square_from_name('F5')
    (4, 5)
    >>> square_from_name('d9', 8)
    Traceback (most recent call last):
    ...
    ValueError: 'd9' is not on the 8x8 board, which goes from a1 to h8
    """
    if not isinstance(name, str):
        raise TypeError(f"a square name must be a str, not {_type_name(name)}")
    limit = MAX_SIZE if size is None else check_size(size)
    text = name.strip().lower()
    letter, number = text[:1], text[1:]
    if not (letter in _LETTERS and _is_ascii_number(number)) or number[:1] == "0" != number:
        raise ValueError(
            f"{short_repr(name)} is not a square name: write a letter a-z and then a number, like 'd3'"
        )
    col = _LETTERS.index(letter)
    if len(number) > 2 or not (1 <= int(number) <= limit and col < limit):
        last = f"{_LETTERS[limit - 1]}{limit}"
        raise ValueError(
            f"{short_repr(name)} is not on the {limit}x{limit} board, which goes from a1 to {last}"
        )
    return int(number) - 1, col


_FROM_TEXT = {"●": BLACK, "B": BLACK, "X": BLACK, "○": WHITE, "W": WHITE, "O": WHITE, ".": EMPTY, "◐": HALF}


def board_from_text(text: str) -> Board:
    """Build a board from a small text picture, one line a row.

    Black is ``●``, ``B`` or ``X``; white is ``○``, ``W`` or ``O``; an empty
    square is ``.``; a variant's half disc is ``◐``.  Spaces, tabs and blank lines are ignored.  ``TypeError``
    if ``text`` is not a str; ``BoardError`` if the picture is not a board (the
    message names the row, counted from 0 as in ``board[row]``, and the line of
    the text, counted from 1).

    >>> board_from_text('''
    ...     . . . .
    ...     . ○ ● .
    ...     . ● ○ .
    ...     . . . .
    ... ''') == initialize_board(4)
    True
    """
    if not isinstance(text, str):
        raise TypeError(_not_text_message(text))
    board: Board = []
    lines: list[int] = []  # the line of the text each row comes from
    for line_number, line in enumerate(text.splitlines(), start=1):
        squares = "".join(line.split())  # every kind of space is ignored
        if not squares:
            continue
        for square in squares:
            if square.upper() not in _FROM_TEXT:
                raise BoardError(
                    f"row {len(board)} (line {line_number} of the text) holds {short_repr(square)}: "
                    "use ● B X for black, ○ W O for white, . for empty"
                )
        board.append([_FROM_TEXT[square.upper()] for square in squares])
        lines.append(line_number)
    for row, parsed in enumerate(board):
        if len(parsed) != len(board[0]):
            raise BoardError(
                f"row {row} (line {lines[row]} of the text) has {len(parsed)} squares, "
                f"but row 0 has {len(board[0])}; every row needs the same number"
            )
    check_board(board, allow_half_discs=True)
    return board


def board_to_text(board: Board) -> str:
    """Return the compact text picture of ``board`` that ``board_from_text`` reads back.

    ``BoardError`` if ``board`` is not a board.

    >>> print(board_to_text(initialize_board(4)))
    . . . .
    . ○ ● .
    . ● ○ .
    . . . .
    """
    check_board(board, allow_half_discs=True)
    return "\n".join(" ".join("." if cell == EMPTY else cell for cell in row) for row in board)


# --- checking what we are given -------------------------------------------------
#
# The rules above trust their arguments once these checks have passed.  Every
# message says what was wrong, in words a student can act on.


def check_size(size: object) -> int:
    """Return ``size`` if it is an allowed board size, else raise a clear error.

    ``TypeError`` if it is not an int, ``ValueError`` if it is not an even number from 4 to 26.

    >>> check_size(6)
    6
    >>> check_size(5)
    Traceback (most recent call last):
    ...
    ValueError: board size must be an even number from 4 to 26, not 5
    """
    if isinstance(size, bool) or not isinstance(size, int):
        raise TypeError(f"board size must be an int, not {_type_name(size)} {short_repr(size)}")
    if size % 2 or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(
            f"board size must be an even number from {MIN_SIZE} to {MAX_SIZE}, not {short_repr(size)}"
        )
    return size


def check_depth(depth: object, *, least: int = 0, name: str = "depth") -> int:
    """``depth`` if it is a whole number of moves from ``least`` to ``MAX_DEPTH``, else a ``ValueError``.

    A search or a perft ``depth`` moves deep (a pass counts as a move) checks it
    with this: a depth below 0 or between whole numbers would never reach 0, and
    none deeper than ``MAX_DEPTH`` is needed, since no game lasts longer.
    ``name`` is what the message calls it.

    >>> check_depth(3)
    3
    >>> check_depth(2.5)
    Traceback (most recent call last):
    ...
    ValueError: depth must be a whole number of at least 0 (moves), not 2.5
    >>> check_depth(0, least=1, name="perft's depth")
    Traceback (most recent call last):
    ...
    ValueError: perft's depth must be a whole number of at least 1 (moves), not 0
    """
    if not is_int(depth) or depth < least:
        raise ValueError(
            f"{name} must be a whole number of at least {least} (moves), not {short_repr(depth)}"
        )
    if depth > MAX_DEPTH:
        raise ValueError(f"{name} must be at most {MAX_DEPTH}: no game lasts longer, even on 26x26")
    return depth


def check_board(board: object, *, allow_shared_rows: bool = False, allow_half_discs: bool = False) -> int:
    """Return the size of ``board`` if it is well formed, else raise ``BoardError``.

    A board is a list of ``size`` rows, each a list of ``size`` squares, each
    square ``BLACK``, ``WHITE`` or ``EMPTY``, with an even size from 4 to 26.
    Every row must be a list of its own: rows that are one and the same list
    (the aliasing trap of ``[[EMPTY] * 8] * 8``) are refused, unless
    ``allow_shared_rows`` (a picture may show the trap).  A variant's half
    disc ``HALF`` is refused too, unless ``allow_half_discs``.

    >>> check_board(initialize_board(6))
    6
    >>> check_board([[EMPTY] * 4] * 3)
    Traceback (most recent call last):
    ...
    othello_lesson.rules.BoardError: the board has 3 rows; it must be square ...
    >>> check_board([[EMPTY] * 4] * 4)
    Traceback (most recent call last):
    ...
    othello_lesson.rules.BoardError: rows 0, 1, 2 and 3 of the board are one and the same list...
    """
    if not isinstance(board, list):
        raise BoardError(f"a board must be a list of rows, not {_type_name(board)}")
    size = len(board)
    if size % 2 or not MIN_SIZE <= size <= MAX_SIZE:
        raise BoardError(
            f"the board has {size} rows; it must be square with an even size from {MIN_SIZE} to {MAX_SIZE}"
        )
    cells = VARIANT_CELLS if allow_half_discs else CELLS
    for r, row in enumerate(board):
        if not isinstance(row, list) or len(row) != size:
            what = f"{len(row)} squares" if isinstance(row, list) else f"a {_type_name(row)}"
            raise BoardError(f"row {r} of the board is {what}; every row must be a list of {size} squares")
        if not _holds_only(cells, row):
            _raise_for_the_bad_square(r, row, cells)
    if not allow_shared_rows and len(set(map(id, board))) < size:
        _raise_for_shared_rows(board)
    return size


def check_colour(colour: object) -> Colour:
    """Return ``colour`` if it is ``BLACK`` or ``WHITE``, else raise ``ValueError``.

    >>> check_colour(WHITE) == WHITE
    True
    """
    if isinstance(colour, str) and colour == BLACK:
        return BLACK
    if isinstance(colour, str) and colour == WHITE:
        return WHITE
    raise ValueError(f"colour must be BLACK {BLACK!r} or WHITE {WHITE!r}, not {short_repr(colour)}")


def _check_rows_are_lists(board: object) -> None:
    if not isinstance(board, list):
        raise BoardError(f"a board must be a list of rows, not {_type_name(board)}")
    for r, row in enumerate(board):
        if not isinstance(row, list):
            raise BoardError(f"row {r} of the board is a {_type_name(row)}; every row must be a list")


def _check_position(board: object, colour: object) -> int:
    """Check a board and a colour; return the board's size."""
    size = check_board(board)
    check_colour(colour)
    return size


def _check_move_arguments(board: object, row: object, col: object, colour: object) -> int:
    """Check a board, a row, a column and a colour; return the board's size."""
    size = _check_position(board, colour)
    _check_ints(row=row, col=col)
    return size


def _check_direction(dr: object, dc: object) -> None:
    _check_ints(dr=dr, dc=dc)
    if (dr, dc) not in DIRECTIONS:
        raise ValueError(
            f"(dr, dc) must be one of the eight DIRECTIONS, not ({short_repr(dr)}, {short_repr(dc)})"
        )


def _check_ints(**values: object) -> None:
    for name, value in values.items():
        if not is_int(value):
            raise TypeError(f"{name} must be an int, not {_type_name(value)} {short_repr(value)}")


def _holds_only(cells: frozenset[str], row: list[object]) -> bool:
    try:
        return cells.issuperset(row)
    except TypeError:  # a square that cannot be looked up in a set, such as a list
        return False


def _raise_for_the_bad_square(r: int, row: list[object], cells: frozenset[str]) -> None:
    for c, square in enumerate(row):
        if isinstance(square, str) and square == HALF and HALF not in cells:
            raise HalfDiscError(
                f"square (row {r}, col {c}) holds the half disc {HALF!r}, which Othello's rules do not know; "
                "play a board with half discs by the rules of its variant (variants.half_disc_rules())",
                (r, c),
            )
        if not (isinstance(square, str) and square in cells):
            hint = "; a square is one string, not a list" if isinstance(square, list) else ""
            raise BoardError(
                f"square (row {r}, col {c}) holds {short_repr(square)} (a {_type_name(square)}); "
                f"a square holds BLACK {BLACK!r}, WHITE {WHITE!r} or EMPTY {EMPTY!r}"
                f"{f' (or HALF {HALF!r})' if HALF in cells else ''}{hint}"
            )


def _raise_for_shared_rows(board: Board) -> None:
    rows_of: dict[int, list[int]] = {}
    for r, row in enumerate(board):
        rows_of.setdefault(id(row), []).append(r)
    shared = next(rows for rows in rows_of.values() if len(rows) > 1)
    size = len(board)
    raise BoardError(
        f"rows {_and_list(shared)} of the board are one and the same list, so changing a square in one "
        f"changes it in all of them (the aliasing trap of [[EMPTY] * {size}] * {size}); "
        f"make every row a list of its own, as in [[EMPTY] * {size} for _ in range({size})]"
    )


def _is_ascii_number(text: str) -> bool:
    """Is ``text`` made of the digits 0-9 only?  (``str.isdigit`` also accepts '²' and '١'.)"""
    return text.isascii() and text.isdigit()


def _and_list(numbers: list[int]) -> str:
    words = [str(number) for number in numbers]
    return ", ".join(words[:-1]) + " and " + words[-1]


def _type_name(value: object) -> str:
    return type(value).__name__


def short_repr(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut short so that a huge value cannot flood a message.

    >>> short_repr("d3"), short_repr(list(range(100)), 12)
    ("'d3'", '[0, 1, 2, 3…')
    """
    try:
        text = repr(value)
    except ValueError:  # an int too long to write out
        return f"a {_type_name(value)} too long to show"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _not_text_message(text: object) -> str:
    message = f"board_from_text needs the picture as a str, not {_type_name(text)}"
    if isinstance(text, bytes):
        return message + ": decode it first, for example data.decode('utf-8')"
    if isinstance(text, list):
        return message + ": join the lines first, for example '\\n'.join(lines)"
    return message


def _why_illegal(board: Board, row: int, col: int, colour: Colour) -> str:
    where = _say("where", row=short_repr(row), col=short_repr(col))
    if 0 <= row < len(board) and 0 <= col < len(board):
        where = _say("named_where", square=square_name(row, col), where=where)
    why = describe_illegal_move(board, row, col, colour)
    return _say("black_cannot_play" if colour == BLACK else "white_cannot_play", where=where, why=why)


__all__ = [
    "BLACK",
    "CELLS",
    "COLOUR_NAMES",
    "DIRECTIONS",
    "DRAW",
    "EMPTY",
    "HALF",
    "MAX_DEPTH",
    "MAX_SIZE",
    "MIN_SIZE",
    "RULE_ENGLISH",
    "VARIANT_CELLS",
    "WHITE",
    "Board",
    "BoardError",
    "Colour",
    "HalfDiscError",
    "IllegalMoveError",
    "Move",
    "MoveRules",
    "PlayerFunction",
    "board_from_text",
    "board_to_text",
    "check_board",
    "check_colour",
    "check_depth",
    "check_size",
    "copy_board",
    "count_discs",
    "describe_illegal_move",
    "flipped_discs",
    "flips_in_direction",
    "has_valid_move",
    "initialize_board",
    "is_game_over",
    "is_int",
    "is_move",
    "is_valid_move",
    "next_player",
    "opponent",
    "place_move",
    "short_repr",
    "speak",
    "square_from_name",
    "square_name",
    "valid_moves_list",
    "winner",
]
