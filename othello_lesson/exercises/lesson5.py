"""Checks for lesson 5, *All legal moves, and passing*.

The positions are the shared ones of ``common`` (hand-made traps, then seeded random games on
4x4, 6x6 and 8x8 boards, each tried for both colours, so many of them are
passes) plus a few hand-made endings: a pass, a game over with empty squares
left, a full board.  The right answers come from ``othello_lesson.rules``.

>>> from othello_lesson import rules
>>> check_next_player(rules.next_player).passed
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from .. import rules
from ..rules import BLACK, EMPTY, WHITE, Board, Colour, copy_board
from .common import (
    COLOUR_NAMES,
    NO_RETURN_HINT,
    SIZE_HINT,
    Case,
    Earlier,
    Report,
    Rows,
    as_squares,
    beyond_eight,
    changed_hint,
    check_function,
    colour_name,
    endings,
    function_name,
    kept,
    looking_call,
    new_board,
    not_a_list_hint,
    positions,
    remember_passes,
    sampled,
    squares_phrase,
)

__all__ = [
    "check_has_valid_move",
    "check_is_game_over",
    "check_next_player",
    "check_valid_moves_list",
    "endings",
]


def _positions(games: int) -> list[tuple[Board, Colour]]:
    """Endings, the shared positions, then 10x10 ones where a size written as 8 gives another answer."""
    big = [(new_board(rows), colour) for rows, colour in sampled((10,), games=1)[::3]]
    return endings() + positions(games=games) + big + beyond_eight()


def _a_move(board: Board, colour: Colour) -> str:
    moves = rules.valid_moves_list(board, colour)
    return squares_phrase(moves[:1])


def _player_cases(answer: Callable[[Board, Colour], object], name: str, games: int) -> list[Case]:
    """A case for every position and colour: ``name(board, colour)``, answered by the finished rules."""
    return [
        Case(board, (colour,), answer(board, colour), f"{name}(board, {colour_name(colour)})")
        for board, colour in _positions(games=games)
    ]


def _has_move_in_eight(board: Board, colour: Colour) -> bool:
    """What ``has_valid_move`` answers when the size is written as 8: only the first 8 rows and columns."""
    eight = range(min(8, len(board)))
    return any(rules.is_valid_move(board, r, c, colour) for r in eight for c in eight)


def _next_in_eight(board: Board, colour: Colour) -> str | None:
    """What ``next_player`` answers when the size is written as 8."""
    other = WHITE if colour == BLACK else BLACK
    if _has_move_in_eight(board, other):
        return other
    return colour if _has_move_in_eight(board, colour) else None


def _size_eight_hint(board: Board, got: object, eight_answer: object) -> str:
    """The hint for an answer that is what looking at only the first 8 rows and columns gives."""
    if len(board) > 8 and got == eight_answer:
        return f"That square is beyond the eighth row or column: {SIZE_HINT}"
    return ""


def _same_bool(got: object, want: object) -> bool:
    """True or False, and the right one (1 and 0 are not accepted for True and False)."""
    return isinstance(got, bool) and got == want


# --- what the exercises build on: "fix it first" when it is wrong ---------------------


def _colours(case: Case) -> tuple[Colour, ...]:
    """The colours a case asks about: its player's for a list or a yes-no, both for who moves next."""
    if case.args and not case.call.startswith("next_player"):
        return (case.args[0],)
    return (BLACK, WHITE)


def _moves_right(own: Callable, case: Case) -> bool:
    """Whether the student's ``is_valid_move`` (lesson 3) is right on every square of this case's board."""
    board, size = cast(Board, case.board), len(cast(Board, case.board))
    return all(
        bool(own(copy_board(board), r, c, colour)) == rules.is_valid_move(board, r, c, colour)
        for colour in _colours(case)
        for r in range(size)
        for c in range(size)
    )


def _lists_right(own: Callable, case: Case) -> bool:
    """Whether the student's ``valid_moves_list`` lists this case's moves right."""
    board = cast(Board, case.board)
    return all(
        own(copy_board(board), colour) == rules.valid_moves_list(board, colour) for colour in _colours(case)
    )


def _has_move_right(own: Callable, case: Case) -> bool:
    """Whether the student's ``has_valid_move`` is right for both colours on this case's board."""
    board = cast(Board, case.board)
    return all(
        own(copy_board(board), colour) == rules.has_valid_move(board, colour) for colour in (BLACK, WHITE)
    )


IS_VALID_MOVE = Earlier(
    "is_valid_move", 4, _moves_right, lesson=3, wrong_on="is wrong about some squares of this board"
)
VALID_MOVES_LIST = Earlier(
    "valid_moves_list", 1, _lists_right, wrong_on="lists the moves of this board wrongly"
)
HAS_VALID_MOVE = Earlier("has_valid_move", 2, _has_move_right, wrong_on="is wrong about this board")


# --- exercise 1: every legal move ---------------------------------------------------


@remember_passes
def check_valid_moves_list(function: Callable) -> Report:
    """Check ``valid_moves_list(board, colour)``: every legal move, in row-major order."""
    cases = _player_cases(rules.valid_moves_list, "valid_moves_list", games=4)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or not_a_list_hint(got)
        if hint:
            return hint
        board = cast(Board, case.board)
        (colour,) = case.args
        want = cast(list, case.expected)
        found = as_squares(got) or []
        if isinstance(got, (set, frozenset)):
            return (
                "Return a list, not a set: a set keeps no order, and the moves must come in row-major "
                "order. Start with moves = [] and append each legal move as you find it."
            )
        if isinstance(got, tuple):
            return "Return a list [...], not a tuple (...): start with moves = [] and append each move."
        got = cast(list[object], got)  # not_a_list_hint let only a list, a tuple or a set through
        if not all(isinstance(move, tuple) for move in got):
            return (
                "Write each move as a tuple (row, col), not a list [row, col]: moves are compared as tuples."
            )
        if found == sorted(want):
            return (
                "The right moves, in the wrong order: list them row by row from the top, and each row "
                "from left to right (loop over the rows, and inside that over the columns)."
            )
        if len(set(found)) < len(found):
            return "A move is listed twice: each legal move should appear once."
        size = len(board)
        extra = [sq for sq in found if sq not in want]
        off = [(r, c) for r, c in extra if not (0 <= r < size and 0 <= c < size)]
        if off:
            return f"{off[0]} is off the board: rows and columns go from 0 to len(board) - 1."
        taken = [(r, c) for r, c in extra if board[r][c] != EMPTY]
        if taken:
            return f"{squares_phrase(taken)} is already taken: only an empty square can be a move."
        if extra:
            return (
                f"{squares_phrase(extra)} sandwiches nothing, so it is not a legal move for "
                f"{COLOUR_NAMES[colour]}."
            )
        missing = [sq for sq in want if sq not in found]
        if size > 8 and all(r >= 8 or c >= 8 for r, c in missing):
            return f"{squares_phrase(missing)} is missing: use len(board) for the size, not 8."
        edge = [(r, c) for r, c in missing if r in (0, size - 1) or c in (0, size - 1)]
        if edge and len(edge) == len(missing):
            return (
                f"{squares_phrase(edge)} is missing: look at every square, the edges too "
                "(range(len(board)) goes from 0 to the last row)."
            )
        return f"{squares_phrase(missing)} is a legal move too: try every square of the board."

    return check_function(
        function,
        cases,
        name=function_name(function, "valid_moves_list"),
        call=looking_call,
        hint_for=hint_for,
        hint="Try every square with is_valid_move; use len(board), not 8, for the size.",
        builds_on=[IS_VALID_MOVE],
    )


# --- exercise 2: is there any legal move? -------------------------------------------


def _yes_no(got: object) -> str:
    if isinstance(got, bool):
        return ""
    if got is None:
        return NO_RETURN_HINT
    return f"Return True or False, not {type(got).__name__} {got!r}."


@remember_passes
def check_has_valid_move(function: Callable) -> Report:
    """Check ``has_valid_move(board, colour)``: True or False, never a list."""
    cases = _player_cases(rules.has_valid_move, "has_valid_move", games=6)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or _yes_no(got)
        if hint:
            return hint
        board = cast(Board, case.board)
        (colour,) = case.args
        name = COLOUR_NAMES[colour]
        size_hint = _size_eight_hint(board, got, _has_move_in_eight(board, colour))
        if size_hint:
            return f"{name} can play {_a_move(board, colour)}. {size_hint}"
        if case.expected:
            return f"{name} can play {_a_move(board, colour)} here, so the answer is True."
        if any(EMPTY in row for row in board):
            return (
                f"{name} has no legal move here, although some squares are empty: an empty square is "
                "a move only if it sandwiches something."
            )
        return f"{name} has no legal move here: the board is full."

    return check_function(
        function,
        cases,
        name=function_name(function, "has_valid_move"),
        call=looking_call,
        same=_same_bool,
        hint_for=hint_for,
        builds_on=[IS_VALID_MOVE, VALID_MOVES_LIST],
    )


# --- exercise 3: is the game over? ---------------------------------------------------


@remember_passes
def check_is_game_over(function: Callable) -> Report:
    """Check ``is_game_over(board)``: True exactly when neither player has a legal move."""
    seen: set[Rows] = set()
    cases = []
    for board, _ in _positions(games=6):
        rows = kept(board)
        if rows not in seen:  # each board once: the colour does not matter here
            seen.add(rows)
            cases.append(Case(board, (), rules.is_game_over(board), "is_game_over(board)"))

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or _yes_no(got)
        if hint:
            return hint
        board = cast(Board, case.board)
        eight_over = not _has_move_in_eight(board, BLACK) and not _has_move_in_eight(board, WHITE)
        size_hint = _size_eight_hint(board, got, eight_over)
        if size_hint:
            movers = [p for p in (BLACK, WHITE) if rules.has_valid_move(board, p)]
            return f"{COLOUR_NAMES[movers[0]]} can still play {_a_move(board, movers[0])}. {size_hint}"
        if case.expected:
            if any(EMPTY in row for row in board):
                return (
                    "Neither player can move here, so the game is over, even though squares are "
                    "still empty. A full board is not the only way a game ends."
                )
            return "The board is full, so nobody can move: the game is over."
        movers = [p for p in (BLACK, WHITE) if rules.has_valid_move(board, p)]
        if len(movers) == 1:
            other = WHITE if movers[0] == BLACK else BLACK
            return (
                f"{COLOUR_NAMES[other]} has no move, but {COLOUR_NAMES[movers[0]]} can play "
                f"{_a_move(board, movers[0])}: that is a pass, not the end of the game. The game is "
                "over only when neither player can move."
            )
        return f"Both players can still move (Black at {_a_move(board, BLACK)}): the game goes on."

    return check_function(
        function,
        cases,
        name=function_name(function, "is_game_over"),
        call=looking_call,
        same=_same_bool,
        hint_for=hint_for,
        builds_on=[HAS_VALID_MOVE, IS_VALID_MOVE, VALID_MOVES_LIST],
    )


# --- exercise 4: who moves next? --------------------------------------------------------


@remember_passes
def check_next_player(function: Callable) -> Report:
    """Check ``next_player(board, colour)``: the opponent, the same player again, or ``None``."""
    cases = _player_cases(rules.next_player, "next_player", games=6)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got)
        if hint:
            return hint
        board = cast(Board, case.board)
        (colour,) = case.args
        other = WHITE if colour == BLACK else BLACK
        name, other_name = COLOUR_NAMES[colour], COLOUR_NAMES[other]
        if got not in (BLACK, WHITE, None):
            return f"Return BLACK, WHITE or None, not {got!r}."
        size_hint = _size_eight_hint(board, got, _next_in_eight(board, colour))
        if size_hint:
            mover = cast(Colour, case.expected)
            return (
                f"{COLOUR_NAMES[mover]} can play {_a_move(board, mover)}, so the answer is "
                f"{colour_name(mover)}. {size_hint}"
            )
        if case.expected is None:
            return "Neither player has a legal move, so the game is over: return None."
        if case.expected == colour:
            return (
                f"{other_name} has no legal move, so {other_name} must pass and {name} plays again "
                f"(at {_a_move(board, colour)}, for example): return {colour_name(colour)}."
            )
        return (
            f"{other_name} can play {_a_move(board, other)}, so it is {other_name}'s turn: "
            f"return {colour_name(other)}."
        )

    return check_function(
        function,
        cases,
        name=function_name(function, "next_player"),
        call=looking_call,
        same=lambda got, want: got is want or (got is not None and got == want),
        hint_for=hint_for,
        builds_on=[HAS_VALID_MOVE, IS_VALID_MOVE, VALID_MOVES_LIST],
    )
