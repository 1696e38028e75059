"""Plugging a student's own rule functions into a game, checked at every call.

``Rules`` names the three rule functions a ``Game`` calls.  ``CheckedRules``
calls them on copies of the board and turns every mistake (an exception, an
answer of the wrong type, a board changed that should only be looked at, a
move that flips the wrong discs) into a ``StudentFunctionError`` that names
the function, says what went wrong and shows the position.

>>> def my_is_valid_move(board, row, col, colour):
...     return 1                          # an int, not True or False
>>> checked = CheckedRules(Rules(is_valid_move=my_is_valid_move))
>>> try:
...     checked.is_valid_move(initialize_board(4), 0, 1, BLACK)
... except StudentFunctionError as error:
...     print(error)
is_valid_move (your function my_is_valid_move) returned 1 (a int) for b1; it must return True or False
The position, Black (●) to move:
. . . .
. ○ ● .
. ● ○ .
. . . .
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from . import rules as reference
from .rules import (
    BLACK,
    Board,
    BoardError,
    Colour,
    IllegalMoveError,
    Move,
    board_to_text,
    check_board,
    copy_board,
    initialize_board,  # noqa: F401  (used by the doctests)
    is_move,
    opponent,
    short_repr,
    square_name,
)
from .words import Hints

# What the game says when a rule function of the student's goes wrong (the board shows it, with the position).
FUNCTION_WORDS = Hints(
    "student_rules",
    {
        "error": "{function} {problem}\nThe position, {colour} ({disc}) to move:\n{board}",
        "black": "Black",
        "white": "White",
        "black_lower": "black",
        "white_lower": "white",
        "your_function": "{role} (your function {name})",
        "value": "{value} (a {kind})",
        "raised": "raised {error}: {message}",
        "changed_board": "changed the board it was given (at {squares}); it must only look at it",
        "not_a_bool": "returned {value} for {square}; it must return True or False",
        "not_a_list": "returned {value}; it must return a list of (row, col) tuples",
        "not_a_move": "returned a list whose item {index} is {value}; "
        "each move must be a (row, col) tuple of ints",
        "off_board": "returned {move}, which is off the {size}x{size} board",
        "twice": "returned {move} ({square}) twice",
        "not_valid": "says {square} {move} is a legal move, but is_valid_move says it is not",
        "illegal_raised": "raised IllegalMoveError for {square}, but is_valid_move says {square} is legal",
        "not_a_board": "returned {value} for {square}; it must return the board after the move",
        "wrong_board": "returned a board that is not right for {square}: {error}",
        "wrong_size": "returned a {size}x{size} board for {square}; it must stay {given}x{given}",
        "no_disc": "returned a board without {colour}'s disc on {square}",
        "changed_square": "changed {changed} from {before} to {after} when playing {square}; "
        "a move only places one disc and flips {other} discs",
    },
)


def _colour_words(colour: Colour, *, lower: bool = False) -> str:
    key = ("black" if colour == BLACK else "white") + ("_lower" if lower else "")
    return FUNCTION_WORDS.say(key)


class StudentFunctionError(ValueError):
    """A rule or player function given to ``Game`` raised or answered nonsense.

    The message says which function, on which position and what went wrong.
    The attributes ``function``, ``board``, ``colour`` and ``problem`` hold the
    same facts for programs.
    """

    def __init__(self, function: str, board: Board, colour: Colour, problem: str) -> None:
        self.function = function
        self.board = copy_board(board)
        self.colour = colour
        self.problem = problem
        super().__init__(
            FUNCTION_WORDS.say(
                "error",
                function=function,
                problem=problem,
                colour=_colour_words(colour),
                disc=colour,
                board=board_to_text(board),
            )
        )


@dataclass(frozen=True)
class Rules:
    """The three rule functions a ``Game`` calls; any of them may be a student's own.

    ``allows_half_discs`` says whether they play on boards holding a variant's
    half discs (``rules.HALF``): not these, but ``HalfDiscRules``; a game by
    rules that do not refuses such a board.

    >>> Rules().is_valid_move is reference.is_valid_move
    True
    """

    allows_half_discs: ClassVar[bool] = False
    is_valid_move: Callable[[Board, int, int, Colour], bool] = reference.is_valid_move
    place_move: Callable[[Board, int, int, Colour], Board] = reference.place_move
    valid_moves_list: Callable[[Board, Colour], list[Move]] = reference.valid_moves_list


@dataclass(frozen=True)
class HalfDiscRules(Rules):
    """Three rule functions that play on boards holding half discs, as ``variants.half_disc_rules()``.

    >>> HalfDiscRules().allows_half_discs, Rules().allows_half_discs
    (True, False)
    """

    allows_half_discs: ClassVar[bool] = True


def _label(role: str, function: Callable[..., Any]) -> str:
    """How an error names a function: its role, and the student's own name for it."""
    name = getattr(function, "__name__", repr(function))
    return role if name == role else FUNCTION_WORDS.say("your_function", role=role, name=name)


def describe_value(value: object) -> str:
    """A value and its type, as an error message shows what a function answered.

    >>> describe_value([1, 2])
    '[1, 2] (a list)'
    """
    return FUNCTION_WORDS.say("value", value=short_repr(value, 100), kind=type(value).__name__)


def changed_squares(before: Board, after: Board) -> list[Move]:
    """The squares, row by row, that differ between two boards of the same size.

    >>> before = initialize_board(4)
    >>> after = reference.place_move(copy_board(before), 0, 1, BLACK)
    >>> changed_squares(before, after)
    [(0, 1), (1, 1)]
    """
    size = len(before)
    return [(r, c) for r in range(size) for c in range(size) if before[r][c] != after[r][c]]


class CheckedRules:
    """Calls the rule functions on copies and turns every mistake into a ``StudentFunctionError``.

    Each method takes the same arguments as the rule it calls and returns its
    answer once the answer has been checked.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.allows_half_discs = rules.allows_half_discs  # as the rules it checks

    def _call(self, role: str, board: Board, colour: Colour, *args: object) -> object:
        function = getattr(self.rules, role)
        given = copy_board(board)
        try:
            answer = function(given, *args)
        except Exception as exc:
            problem = FUNCTION_WORDS.say("raised", error=type(exc).__name__, message=exc)
            raise StudentFunctionError(_label(role, function), board, colour, problem) from exc
        if role != "place_move" and given != board:
            squares = ", ".join(square_name(r, c) for r, c in changed_squares(board, given))
            problem = FUNCTION_WORDS.say("changed_board", squares=squares)
            raise StudentFunctionError(_label(role, function), board, colour, problem)
        return answer

    def fail(self, role: str, board: Board, colour: Colour, problem: str) -> StudentFunctionError:
        """The error that says the rule function ``role`` went wrong on ``board`` as ``problem`` says."""
        return StudentFunctionError(_label(role, getattr(self.rules, role)), board, colour, problem)

    def is_valid_move(self, board: Board, row: int, col: int, colour: Colour) -> bool:
        answer = self._call("is_valid_move", board, colour, row, col, colour)
        if not isinstance(answer, bool):
            problem = FUNCTION_WORDS.say(
                "not_a_bool", value=describe_value(answer), square=square_name(row, col)
            )
            raise self.fail("is_valid_move", board, colour, problem)
        return answer

    def valid_moves_list(self, board: Board, colour: Colour) -> list[Move]:
        answer = self._call("valid_moves_list", board, colour, colour)
        role = "valid_moves_list"
        if not isinstance(answer, list):
            problem = FUNCTION_WORDS.say("not_a_list", value=describe_value(answer))
            raise self.fail(role, board, colour, problem)
        size = len(board)
        for index, move in enumerate(answer):
            if not is_move(move):
                problem = FUNCTION_WORDS.say("not_a_move", index=index, value=describe_value(move))
                raise self.fail(role, board, colour, problem)
            if not all(0 <= x < size for x in move):
                problem = FUNCTION_WORDS.say("off_board", move=move, size=size)
                raise self.fail(role, board, colour, problem)
            if move in answer[:index]:
                problem = FUNCTION_WORDS.say("twice", move=move, square=square_name(*move))
                raise self.fail(role, board, colour, problem)
        for row, col in answer:
            if not self.is_valid_move(board, row, col, colour):
                problem = FUNCTION_WORDS.say("not_valid", square=square_name(row, col), move=(row, col))
                raise self.fail(role, board, colour, problem)
        return answer

    def place_move(self, board: Board, row: int, col: int, colour: Colour) -> Board:
        role, name = "place_move", square_name(row, col)
        try:
            answer = self._call(role, board, colour, row, col, colour)
        except StudentFunctionError as exc:
            if isinstance(exc.__cause__, IllegalMoveError):
                problem = FUNCTION_WORDS.say("illegal_raised", square=name)
                raise self.fail(role, board, colour, problem) from exc.__cause__
            raise
        return self._placed(board, answer, row, col, colour)

    def _placed(self, board: Board, answer: object, row: int, col: int, colour: Colour) -> Board:
        """``answer``, once checked to be ``board`` after ``colour`` played ``(row, col)``."""
        role, name = "place_move", square_name(row, col)
        if not isinstance(answer, list):
            problem = FUNCTION_WORDS.say("not_a_board", value=describe_value(answer), square=name)
            raise self.fail(role, board, colour, problem)
        try:
            size = check_board(answer, allow_half_discs=self.rules.allows_half_discs)
        except BoardError as exc:
            problem = FUNCTION_WORDS.say("wrong_board", square=name, error=exc)
            raise self.fail(role, board, colour, problem) from exc
        if size != len(board):
            problem = FUNCTION_WORDS.say("wrong_size", size=size, square=name, given=len(board))
            raise self.fail(role, board, colour, problem)
        if answer[row][col] != colour:
            problem = FUNCTION_WORDS.say("no_disc", colour=_colour_words(colour, lower=True), square=name)
            raise self.fail(role, board, colour, problem)
        other = opponent(colour)
        for r, c in changed_squares(board, answer):
            if (r, c) != (row, col) and (board[r][c], answer[r][c]) != (other, colour):
                problem = FUNCTION_WORDS.say(
                    "changed_square",
                    changed=square_name(r, c),
                    before=repr(board[r][c]),
                    after=repr(answer[r][c]),
                    square=name,
                    other=_colour_words(other, lower=True),
                )
                raise self.fail(role, board, colour, problem)
        return answer


__all__ = [
    "CheckedRules",
    "HalfDiscRules",
    "Rules",
    "StudentFunctionError",
    "changed_squares",
    "describe_value",
]
