"""Game records: a whole game written as one line of square names, ``f5d6c3d3c4...``.

This is the notation Othello players use to write down and share games.
Each move is its square's name (the column letter, then the row number; row
1 is at the top, as on the course's boards), one after the other with
nothing between them, black's first move first.  A pass is written ``pa``:
when the side to move has no legal move, the record says so with ``pa``
before the other side's next move (``pa`` is not a square name on any
board, so it can never be mistaken for a move).  The record works on every
board size: a move on a 10x10 board can be ``j10``.

Reading a record checks every move against the rules; the first move that is
malformed or illegal is named, with the reason, and nothing is changed.

>>> from othello_lesson.rules import WHITE, count_discs
>>> game = play_record("f5d6c3d3c4")
>>> game.moves[:2]
[(4, 5), (5, 3)]
>>> game.to_move == WHITE, count_discs(game.board)
(True, (6, 3))
>>> format_record(game.moves)
'f5d6c3d3c4'
>>> play_record("f5d6c3d3c9")
Traceback (most recent call last):
...
othello_lesson.records.RecordError: move 5, 'c9': there is no row 9 on the 8x8 board
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .files import write_whole
from .rules import (
    BLACK,
    EMPTY,
    Board,
    Colour,
    Move,
    MoveRules,
    check_board,
    check_colour,
    check_size,
    copy_board,
    has_valid_move,
    initialize_board,
    is_move,
    opponent,
    place_move,
    short_repr,
    square_name,
    valid_moves_list,
)
from .words import Hints

# What is said of a record that cannot be read or played (the board shows it when a record is loaded).
RECORD_WORDS = Hints(
    "records",
    {
        "error": "move {number}, {text}: {reason}",
        "not_a_move": "a move is a letter and a row number (like f5), or pa",
        "no_column": "there is no column {column} on the {size}x{size} board",
        "no_row": "there is no row {row} on the {size}x{size} board",
        "over": "the game is already over",
        "may_not_pass": "{colour} has a legal move ({moves}), so {colour} may not pass",
        "must_pass": "{colour} has no legal move here and must pass: write {passing}",
        "cannot_play": "{colour} cannot play {text}: {why}",
        "taken": "the square is already taken",
        "not_legal_here": "it is not a legal move by this game's rules",
        "off_board": "it is off the board (rows and columns go from 0 to {last})",
        "sandwiches_no_black": "it does not sandwich any black disc",
        "sandwiches_no_white": "it does not sandwich any white disc",
        "not_a_pair": "a move is a (row, col) pair of ints, or None for a pass",
        "black": "Black",
        "white": "White",
    },
)

PASS = "pa"
_TOKEN = re.compile(r"pa|[a-z][0-9]{1,2}|.", re.IGNORECASE | re.ASCII)  # a-z and 0-9 only: not '١' or '²'


class RecordError(ValueError):
    """A record that cannot be read or played: ``number`` (from 1) and ``text`` name the first bad move."""

    def __init__(self, number: int, text: str, reason: str) -> None:
        self.number, self.text, self.reason = number, text, reason
        super().__init__(RECORD_WORDS.say("error", number=number, text=repr(text), reason=reason))


def format_record(moves: list[Move | None]) -> str:
    """The record of a list of moves, ``None`` standing for a pass.

    >>> format_record([(4, 5), (5, 3), None, (9, 0)])
    'f5d6paa10'
    """
    return "".join(PASS if move is None else square_name(*move) for move in moves)


def parse_record(text: str, *, size: int = 8) -> list[Move | None]:
    """The moves of a record (``None`` for a pass), checking only that each names a square of the board.

    Capital letters and spaces, commas or new lines between moves are accepted.

    >>> parse_record("F5 d6, pa")
    [(4, 5), (5, 3), None]
    >>> parse_record("f5x")
    Traceback (most recent call last):
    ...
    othello_lesson.records.RecordError: move 2, 'x': a move is a letter and a row number (like f5), or pa
    """
    if not isinstance(text, str):
        raise TypeError(f"a record must be a str, not {type(text).__name__}")
    check_size(size)
    moves: list[Move | None] = []
    for token in _TOKEN.findall(text):
        if token.isspace() or token == ",":
            continue
        number, word = len(moves) + 1, token.lower()
        if word == PASS:
            moves.append(None)
            continue
        if len(word) < 2:
            raise RecordError(number, token, RECORD_WORDS.say("not_a_move"))
        row, col = int(word[1:]) - 1, ord(word[0]) - ord("a")
        if col >= size:
            raise RecordError(number, token, RECORD_WORDS.say("no_column", column=word[0], size=size))
        if not 0 <= row < size:
            raise RecordError(number, token, RECORD_WORDS.say("no_row", row=row + 1, size=size))
        moves.append((row, col))
    return moves


@dataclass
class RecordedGame:
    """A record played out: the position reached, who is to move there, and every position on the way."""

    start: Board
    moves: list[Move | None] = field(default_factory=list)
    boards: list[Board] = field(default_factory=list)  # boards[i] is the board after moves[:i]
    colours: list[Colour] = field(default_factory=list)  # colours[i] played moves[i]
    to_move: Colour | None = BLACK

    @property
    def board(self) -> Board:
        return copy_board(self.boards[-1])

    @property
    def record(self) -> str:
        return format_record(self.moves)


def play_record(
    record: str | list[Move | None],
    *,
    size: int = 8,
    board: Board | None = None,
    to_move: Colour = BLACK,
    rules: MoveRules | None = None,
) -> RecordedGame:
    """Play a record from the start (or from ``board``, ``to_move`` first), checking every move.

    A record may stop at any point; it may not go on after the game is over,
    pass when a move exists, or play when the side to move has to pass.
    ``rules`` plays it by a variant's rules (default: Othello's).

    >>> play_record("d3pa", size=4)
    Traceback (most recent call last):
    ...
    othello_lesson.records.RecordError: move 2, 'pa': White has a legal move (d2, b4, d4), so White ...
    """
    start = initialize_board(size) if board is None else copy_board(board)
    half_discs = bool(getattr(rules, "allows_half_discs", False))  # a variant's board may hold half discs
    size = check_board(start, allow_half_discs=half_discs)
    colour: Colour | None
    colour = check_colour(to_move)
    moves = _moves_of(record, size)
    game = RecordedGame(copy_board(start), boards=[copy_board(start)])
    current = copy_board(start)
    legal_moves = valid_moves_list if rules is None else rules.valid_moves_list

    def can_move(board: Board, colour: Colour) -> bool:
        return bool(legal_moves(board, colour))

    if not can_move(current, colour) and not can_move(current, opponent(colour)):
        colour = None
    for number, move in enumerate(moves, start=1):
        text = _move_text(move, size)
        if colour is None:
            raise RecordError(number, text, RECORD_WORDS.say("over"))
        name = RECORD_WORDS.say("black" if colour == BLACK else "white")
        legal = legal_moves(current, colour)
        if move is None:
            if legal:
                shown = ", ".join(square_name(*m) for m in legal[:3]) + (" ..." if len(legal) > 3 else "")
                raise RecordError(number, text, RECORD_WORDS.say("may_not_pass", colour=name, moves=shown))
            game.colours.append(colour)
            colour = opponent(colour)
        else:
            if not legal:
                raise RecordError(number, text, RECORD_WORDS.say("must_pass", colour=name, passing=PASS))
            if move not in legal:
                why = _why_not(current, move, colour, any_rules=half_discs or rules is not None)
                raise RecordError(
                    number, text, RECORD_WORDS.say("cannot_play", colour=name, text=text, why=why)
                )
            current = copy_board((place_move if rules is None else rules.place_move)(current, *move, colour))
            game.colours.append(colour)
            colour = opponent(colour)
            if not can_move(current, colour) and not can_move(current, opponent(colour)):
                colour = None
        game.moves.append(move)
        game.boards.append(copy_board(current))
    game.to_move = colour
    return game


def _moves_of(record: object, size: int) -> list[Move | None]:
    """The moves of a record given as text, or as a list of (row, col) pairs and ``None`` for a pass."""
    if isinstance(record, str):
        return parse_record(record, size=size)
    if not isinstance(record, (list, tuple)):
        raise TypeError(
            f"a record is a str such as 'f5d6' or a list of (row, col) moves, not {type(record).__name__}"
        )
    for number, move in enumerate(record, start=1):
        if not (move is None or is_move(move)):
            raise RecordError(number, short_repr(move, 20), RECORD_WORDS.say("not_a_pair"))
    return list(record)


def _why_not(board: Board, move: Move, colour: Colour, *, any_rules: bool) -> str:
    """Why ``move`` is not legal for ``colour``: in Othello's words (``describe_illegal_move``'s), or, by
    other rules (a student's, a variant's), only whether the square is taken."""
    row, col = move
    size = len(board)
    on_board = 0 <= row < size and 0 <= col < size
    if on_board and board[row][col] != EMPTY:
        return RECORD_WORDS.say("taken")
    if any_rules:
        return RECORD_WORDS.say("not_legal_here")
    if not on_board:
        return RECORD_WORDS.say("off_board", last=size - 1)
    return RECORD_WORDS.say("sandwiches_no_black" if opponent(colour) == BLACK else "sandwiches_no_white")


def _move_text(move: Move | None, size: int) -> str:
    if move is None:
        return PASS
    row, col = move
    return square_name(row, col) if 0 <= row < size and 0 <= col < size else f"{move}"


def game_moves(record: RecordedGame) -> list[tuple[Colour, Move | None]]:
    """Who played what, pass included: ``[(BLACK, (4, 5)), (WHITE, (5, 3)), ...]``."""
    return list(zip(record.colours, record.moves, strict=True))


def with_passes(moves: list[tuple[Colour, Move]], *, first: Colour = BLACK) -> list[Move | None]:
    """The moves of a game kept as (player, move) pairs, a ``None`` put in for every pass.

    A player moving twice in a row means the other one passed in between.

    >>> from othello_lesson.rules import WHITE
    >>> with_passes([(BLACK, (0, 1)), (BLACK, (3, 2)), (WHITE, (0, 0))])
    [(0, 1), None, (3, 2), (0, 0)]
    """
    found: list[Move | None] = []
    expected = first
    for colour, move in moves:
        if colour != expected:
            found.append(None)
        found.append(move)
        expected = opponent(colour)
    return found


def record_from_moves(moves: list[Move] | tuple[Move, ...], *, size: int = 8) -> str:
    """The record of a game kept as its moves alone (no colours, no passes): the passes are found by
    replaying it, a ``pa`` where the side to move had no legal move.

    >>> record_from_moves([(0, 1), (0, 0), (1, 0)], size=4)
    'b1a1a2'
    """
    board = initialize_board(size)
    colour: Colour = BLACK
    found: list[Move | None] = []
    for move in moves:
        if not has_valid_move(board, colour):
            found.append(None)
            colour = opponent(colour)
        place_move(board, *move, colour)
        found.append(move)
        colour = opponent(colour)
    return format_record(found)


def save_record(path: str | os.PathLike[str], record: str | list[Move | None], *, size: int = 8) -> Path:
    """Write a record to a text file, after checking it plays; the file is replaced in one step.

    The file holds the record on one line.  A record that does not play raises
    ``RecordError`` and no file is written or changed.
    """
    text = play_record(record, size=size).record
    return write_whole(path, text + "\n")


def load_record(path: str | os.PathLike[str], *, size: int = 8) -> RecordedGame:
    """Read a record from a text file and play it (see ``play_record``); the file is only read."""
    return play_record(Path(path).read_text(encoding="utf-8"), size=size)


__all__ = [
    "PASS",
    "RecordError",
    "RecordedGame",
    "format_record",
    "game_moves",
    "load_record",
    "parse_record",
    "play_record",
    "record_from_moves",
    "save_record",
    "with_passes",
]
