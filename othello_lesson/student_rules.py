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
    BLACK,  # noqa: F401  (used by the doctests)
    COLOUR_NAMES,
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
            f"{function} {problem}\n"
            f"The position, {COLOUR_NAMES[colour]} ({colour}) to move:\n{board_to_text(board)}"
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
    return role if name == role else f"{role} (your function {name})"


def describe_value(value: object) -> str:
    """A value and its type, as an error message shows what a function answered.

    >>> describe_value([1, 2])
    '[1, 2] (a list)'
    """
    return f"{short_repr(value, 100)} (a {type(value).__name__})"


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
            problem = f"raised {type(exc).__name__}: {exc}"
            raise StudentFunctionError(_label(role, function), board, colour, problem) from exc
        if role != "place_move" and given != board:
            squares = ", ".join(square_name(r, c) for r, c in changed_squares(board, given))
            problem = f"changed the board it was given (at {squares}); it must only look at it"
            raise StudentFunctionError(_label(role, function), board, colour, problem)
        return answer

    def fail(self, role: str, board: Board, colour: Colour, problem: str) -> StudentFunctionError:
        """The error that says the rule function ``role`` went wrong on ``board`` as ``problem`` says."""
        return StudentFunctionError(_label(role, getattr(self.rules, role)), board, colour, problem)

    def is_valid_move(self, board: Board, row: int, col: int, colour: Colour) -> bool:
        answer = self._call("is_valid_move", board, colour, row, col, colour)
        if not isinstance(answer, bool):
            problem = (
                f"returned {describe_value(answer)} for {square_name(row, col)}; it must return True or False"
            )
            raise self.fail("is_valid_move", board, colour, problem)
        return answer

    def valid_moves_list(self, board: Board, colour: Colour) -> list[Move]:
        answer = self._call("valid_moves_list", board, colour, colour)
        role = "valid_moves_list"
        if not isinstance(answer, list):
            problem = f"returned {describe_value(answer)}; it must return a list of (row, col) tuples"
            raise self.fail(role, board, colour, problem)
        size = len(board)
        for index, move in enumerate(answer):
            if not is_move(move):
                problem = (
                    f"returned a list whose item {index} is {describe_value(move)}; "
                    "each move must be a (row, col) tuple of ints"
                )
                raise self.fail(role, board, colour, problem)
            if not all(0 <= x < size for x in move):
                problem = f"returned {move}, which is off the {size}x{size} board"
                raise self.fail(role, board, colour, problem)
            if move in answer[:index]:
                problem = f"returned {move} ({square_name(*move)}) twice"
                raise self.fail(role, board, colour, problem)
        for row, col in answer:
            if not self.is_valid_move(board, row, col, colour):
                problem = (
                    f"says {square_name(row, col)} {(row, col)} is a legal move, "
                    "but is_valid_move says it is not"
                )
                raise self.fail(role, board, colour, problem)
        return answer

    def place_move(self, board: Board, row: int, col: int, colour: Colour) -> Board:
        role, name = "place_move", square_name(row, col)
        try:
            answer = self._call(role, board, colour, row, col, colour)
        except StudentFunctionError as exc:
            if isinstance(exc.__cause__, IllegalMoveError):
                problem = f"raised IllegalMoveError for {name}, but is_valid_move says {name} is legal"
                raise self.fail(role, board, colour, problem) from exc.__cause__
            raise
        return self._placed(board, answer, row, col, colour)

    def _placed(self, board: Board, answer: object, row: int, col: int, colour: Colour) -> Board:
        """``answer``, once checked to be ``board`` after ``colour`` played ``(row, col)``."""
        role, name = "place_move", square_name(row, col)
        if not isinstance(answer, list):
            problem = f"returned {describe_value(answer)} for {name}; it must return the board after the move"
            raise self.fail(role, board, colour, problem)
        try:
            size = check_board(answer, allow_half_discs=self.rules.allows_half_discs)
        except BoardError as exc:
            raise self.fail(
                role, board, colour, f"returned a board that is not right for {name}: {exc}"
            ) from exc
        if size != len(board):
            problem = f"returned a {size}x{size} board for {name}; it must stay {len(board)}x{len(board)}"
            raise self.fail(role, board, colour, problem)
        if answer[row][col] != colour:
            problem = f"returned a board without {COLOUR_NAMES[colour].lower()}'s disc on {name}"
            raise self.fail(role, board, colour, problem)
        other = opponent(colour)
        for r, c in changed_squares(board, answer):
            if (r, c) != (row, col) and (board[r][c], answer[r][c]) != (other, colour):
                problem = (
                    f"changed {square_name(r, c)} from {board[r][c]!r} to {answer[r][c]!r} "
                    f"when playing {name}; "
                    f"a move only places one disc and flips {COLOUR_NAMES[other].lower()} discs"
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
