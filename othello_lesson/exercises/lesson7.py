"""Checks for lesson 7, *Click to play*: player functions the board can use.

A player is ``player(board, colour) -> (row, col)``.  Each check asks the
student's player for a move in many positions where ``colour`` has a legal
move (the shared positions, both colours), and compares the answer with the
model answer below, which is built on the finished rules.  A move that is not
legal, a list instead of a tuple, or a player that writes on the board it is
given are all reported with a hint.

>>> from othello_lesson.players import greedy_player
>>> check_most_flips_player(greedy_player).passed
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, partial
from typing import cast

from .. import rules
from ..rules import BLACK, EMPTY, MAX_SIZE, WHITE, Board, Colour, Move, copy_board
from .common import (
    COLOUR_NAMES,
    NO_RETURN_HINT,
    REPORT_WORDS,
    SIZE_HINT,
    Case,
    ChangedBoard,
    Earlier,
    Endless,
    Hints,
    Report,
    StillRunning,
    beyond_eight,
    changed_hint,
    check_function,
    colour_name,
    function_name,
    pair_hint,
    positions,
    probe,
    squares_phrase,
)
from .contents import Exercise, Lesson
from .mistakes import Mistake
from .returned_none import FELL_OFF_THE_END, ReturnLine, where_none_came_from

LESSON = Lesson(
    7,
    "Click to play",
    Exercise("most_flips_player"),
    Exercise("corner_first_player", builds_on=("most_flips_player",)),
    Exercise("careful_player"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = [
    "careful_player",
    "check_careful_player",
    "check_corner_first_player",
    "check_most_flips_player",
    "corner_first_player",
    "corners",
    "most_flips_player",
]


HINTS = Hints(
    "lesson7",
    {
        "no_return": NO_RETURN_HINT,
        "beyond_eight": (
            "{name} is right on every board up to 8x8 tried, and on this {size}x{size} one it chose "
            "among the moves of the first eight rows and columns only: the move to choose here is "
            "{want}, beyond the eighth row or column: " + SIZE_HINT
        ),
        "only_eight": (
            "{name} is right on every 8x8 board tried, and on this {size}x{size} one it chose {got}, not "
            "{want}: a number written for 8x8 (7 for the last row or column, range(8), a table made for "
            "8x8) is right only there: " + SIZE_HINT
        ),
        "changed_board": "{changed} To try a move out, play it on copy_board(board).",
        "raised": "The player raised an error: read its message. A player is only asked when it has a move.",
        "a_list": "Return the move as a tuple (row, col), not a list: the board compares moves as tuples.",
        "illegal": "{move} is not a legal move for {colour}: {why}. Choose from valid_moves_list.",
        "fewer_flips": (
            "{got} flips {got_flips}, but {want} flips {want_flips}: take the move that flips the most "
            "(len(flipped_discs(...)))."
        ),
        "tie": (
            "{got} and {want} both flip {flips}: on a tie, take the first in row-major order (the "
            "smaller row, then the smaller column). Replace the best move only when another one flips "
            "strictly more."
        ),
        "returned_none_from": (
            "It returned None, from line {line} of {name}: `{text}`, and that None came from {callee}, "
            "whose body ended without a return that gives a value: did you forget `return` in {callee}?"
        ),
        "returned_none": (
            "It returned None, from line {line} of {name}: `{text}`: what it returned there was None. A "
            "player is only asked when it has a move: return one of them."
        ),
        "corner_missed": "The corner {want} is a legal move: take a corner whenever you can.",
        "first_corner": "Two corners are legal: take the first in row-major order.",
        "corners_order": (
            "Two corners are legal here, {corners}, and it took {got}: take the first corner in row-major "
            "order (the smaller row, then the smaller column), {want}."
        ),
        "corners_beyond": (
            "{name} looks for the corners one square beyond the board, at (0, {size}), ({size}, 0) and "
            "({size}, {size}): on this {size}x{size} board the corner {want} is legal and it chose {got}. "
            "The last row and column are len(board) - 1, here {last}."
        ),
        "corners_of_eight": (
            "{name} takes the corners of an 8x8 board, (0, 7), (7, 0) and (7, 7): on this {size}x{size} "
            "board the corner {want} is legal and it chose {got}. The last row and column are "
            "len(board) - 1, here {last}."
        ),
        "illegal_corner": "{got} is a corner, but it is not a legal move here.",
        "gives_a_corner": (
            "After {got} the opponent could take a corner, but {want} gives no corner away. Try each "
            "move on copy_board(board) and see whether the opponent could then play on a corner."
        ),
        "every_move_gives_a_corner": (
            "Every move here gives a corner away, so just take the one that flips the most."
        ),
    },
)


# --- the model answers ----------------------------------------------------------------


def _flips(board: Board, move: Move, colour: Colour) -> int:
    return len(rules.flipped_discs(board, *move, colour))


def _most_flips(board: Board, moves: list[Move], colour: Colour) -> Move:
    """The move of ``moves`` that flips the most; on a tie the first in row-major order."""
    best = moves[0]
    for move in moves[1:]:
        if _flips(board, move, colour) > _flips(board, best, colour):
            best = move
    return best


def corners(board: Board) -> list[Move]:
    """The four corner squares of ``board``, in row-major order."""
    last = len(board) - 1
    return [(0, 0), (0, last), (last, 0), (last, last)]


EIGHT_CORNERS = [(0, 0), (0, 7), (7, 0), (7, 7)]
"""The corners as a player written for 8x8 lists them, whatever the size."""


def most_flips_player(board: Board, colour: Colour) -> Move:
    """The legal move that flips the most discs; on a tie, the first in row-major order."""
    return _choose_most_flips(board, colour, rules.valid_moves_list(board, colour))


def corner_first_player(board: Board, colour: Colour) -> Move:
    """A legal corner if there is one (the first in row-major order), else ``most_flips_player``."""
    return _choose_corner_first(board, colour, rules.valid_moves_list(board, colour))


def gives_a_corner(board: Board, move: Move, colour: Colour) -> bool:
    """After ``colour`` plays ``move``, can the opponent play on a corner?"""
    after = rules.place_move(copy_board(board), *move, colour)
    other = rules.opponent(colour)
    return any(rules.is_valid_move(after, *corner, other) for corner in corners(board))


def careful_player(board: Board, colour: Colour) -> Move:
    """A corner first; else the most flips among the moves that give no corner away; else the most flips."""
    return _choose_careful(board, colour, rules.valid_moves_list(board, colour))


# Each player's rule, choosing among the moves it is given (all the legal moves, or, to name a
# size written as 8, only those in the first eight rows and columns).


def _choose_most_flips(board: Board, colour: Colour, moves: list[Move]) -> Move:
    return _most_flips(board, moves, colour)


def _choose_corner_first(
    board: Board, colour: Colour, moves: list[Move], listed: list[Move] | None = None
) -> Move:
    for move in moves:
        if move in (listed or corners(board)):
            return move
    return _most_flips(board, moves, colour)


def _choose_careful(
    board: Board, colour: Colour, moves: list[Move], listed: list[Move] | None = None
) -> Move:
    """The careful choice; ``listed`` the corners as the player lists them (the board's own if not given)."""
    own = listed or corners(board)
    for move in moves:
        if move in own:
            return move
    other = rules.opponent(colour)

    def gives(move: Move) -> bool:
        after = rules.place_move(copy_board(board), *move, colour)
        return any(rules.is_valid_move(after, *corner, other) for corner in own)

    safe = [move for move in moves if not gives(move)]
    return _most_flips(board, safe or moves, colour)


def _size_eight_hint(
    choose: Callable[[Board, Colour, list[Move]], Move],
    function: Callable[..., object],
    cases: list[Case],
    case: Case,
    got: object,
) -> str:
    """The hint for a player that only looks at the first eight rows and columns of a larger board.

    Its answer here is the choice among those moves, and probes show it right on every case up to 8x8.
    """
    board = case.position
    if len(board) <= 8:
        return ""
    (colour,) = case.args
    moves = rules.valid_moves_list(board, colour)
    in_eight = [(r, c) for r, c in moves if r < 8 and c < 8]
    answer = choose(board, colour, in_eight) if in_eight else None
    if answer is None:
        if not (got is None or isinstance(got, Raised)):
            return ""
    elif not (isinstance(got, tuple) and got == answer):
        return ""
    small = [other for other in cases if len(other.position) <= 8]
    for other in small[:: max(1, len(small) // PROBED_CASES)]:  # a sample, spread over every size
        if probe(function, partial(_ask, case=other)) != other.expected:
            return ""
    want = squares_phrase([cast(Move, case.expected)])
    return HINTS.say("beyond_eight", name=case.call.partition("(")[0], size=len(board), want=want)


PROBED_CASES = 40
"""About how many of the cases up to 8x8 a hint asks a player again, to show it right on them."""


def only_eight_hint(function: Callable[..., object], cases: list[Case], case: Case, got: object) -> str:
    """The hint for a legal move, wrong here, from a player right on every 8x8 case ('' if not so).

    Lesson 8's player check uses it (lesson 7's own players are told about a size written as 8 only
    from probes: the corners of an 8x8 board, or the first eight rows and columns of a larger one).
    """
    board = case.position
    if len(board) == 8 or not isinstance(got, tuple):
        return ""
    eights = [other for other in cases if len(other.position) == 8]
    for other in eights[:: max(1, len(eights) // PROBED_CASES)]:
        if probe(function, partial(_ask, case=other)) != other.expected:
            return ""
    return HINTS.say(
        "only_eight",
        name=case.call.partition("(")[0],
        size=len(board),
        got=squares_phrase([cast(Move, got)]),
        want=squares_phrase([cast(Move, case.expected)]),
    )


def _ask(guarded: Callable[..., object], case: Case) -> object:
    """Ask a player (already guarded) for its move on a copy of the case's board."""
    return guarded(copy_board(case.position), *case.args)


# --- the corners, probed: boards where one or two corners are legal, on every size --------------


def _corner_setup(board: Board, corner: Move, colour: Colour) -> None:
    """Make ``corner`` a legal move of ``colour`` flipping one disc, along the edge (the corners do
    not share a line: the top-left and bottom-right ones go along the row, the others down the column)."""
    last = len(board) - 1
    row, col = corner
    if corner in ((0, 0), (last, last)):
        step = (0, 1) if col == 0 else (0, -1)
    else:
        step = (1, 0) if row == 0 else (-1, 0)
    board[row + step[0]][col + step[1]] = rules.opponent(colour)
    board[row + 2 * step[0]][col + 2 * step[1]] = colour


def _with_a_longer_run(board: Board, colour: Colour) -> Move | None:
    """Give ``colour`` a move in the middle flipping two discs (more than a corner's one): the move."""
    size = len(board)
    row = size // 2
    cells = [(row, 1), (row, 2), (row, 3), (row, 4)] if size > 4 else [(1, 1), (2, 1), (3, 1)]
    if any(board[r][c] != EMPTY for r, c in cells):
        return None
    if size > 4:
        board[row][2] = board[row][3] = rules.opponent(colour)
        board[row][4] = colour
        return (row, 1)
    board[2][1] = rules.opponent(colour)
    board[3][1] = colour
    return (1, 1)


@cache
def _corner_boards(two: bool) -> tuple[tuple[tuple[tuple[str, ...], ...], Move, tuple[Move, ...]], ...]:
    """Boards of 4x4 to 10x10 where Black's legal corners are one corner (``two`` false: with a move
    in the middle flipping more) or two: each board, the move the middle offers, and the corners."""
    found = []
    for size in (4, 6, 8, 10):
        template: Board = [[EMPTY] * size for _ in range(size)]
        sets = (
            [(a, b) for i, a in enumerate(corners(template)) for b in corners(template)[i + 1 :]]
            if two
            else [(corner,) for corner in corners(template)]
        )
        for chosen in sets:
            board = [row[:] for row in template]
            for corner in chosen:
                _corner_setup(board, corner, BLACK)
            middle = None if two else _with_a_longer_run(board, BLACK)
            legal = set(rules.valid_moves_list(board, BLACK))
            corner_moves = {move for move in legal if move in corners(board)}
            if corner_moves != set(chosen) or (not two and (middle is None or middle not in legal)):
                continue
            found.append((tuple(map(tuple, board)), middle or (0, 0), tuple(chosen)))
    return tuple(found)


def _corner_cases(model: Callable[[Board, Colour], Move], two: bool) -> Callable[[str], list[Case]]:
    def cases(name: str) -> list[Case]:
        made = []
        for rows, _, _ in _corner_boards(two):
            board = [list(row) for row in rows]
            made.append(Case(board, (BLACK,), model(board, BLACK), f"{name}(board, BLACK)"))
        return made

    return cases


def _corner_order_facts(case: Case, got: object) -> dict[str, object]:
    legal = [move for move in rules.valid_moves_list(case.position, BLACK) if move in corners(case.position)]
    return {
        "corners": squares_phrase(legal),
        "got": squares_phrase([cast(Move, got)]),
        "want": squares_phrase([cast(Move, case.expected)]),
    }


def _legal_corner_of(case: Case, got: object) -> bool:
    return (
        isinstance(got, tuple)
        and got in corners(case.position)
        and not rules.describe_illegal_move(case.position, got[0], got[1], BLACK)
    )


def _corners_in_order(
    exercise: str, model: Callable[[Board, Colour], Move], examples: tuple[str, ...]
) -> Mistake:
    """Two legal corners: the answer is right, or another legal corner, on every board (and wrong once)."""
    return Mistake(
        HINTS,
        "corners_order",
        exercise,
        _corner_cases(model, two=True),
        lambda case: case,  # what it may give depends on the board: ``matches`` is handed the case
        examples,
        _corner_order_facts,
        lambda got, case: got == cast(Case, case).expected or _legal_corner_of(cast(Case, case), got),
    )


def _beyond_the_board(board: Board) -> list[Move]:
    """The corners as a player that takes len(board) for the last row and column lists them."""
    size = len(board)
    return [(0, 0), (0, size), (size, 0), (size, size)]


def _corners_of_eight(
    exercise: str,
    model: Callable[[Board, Colour], Move],
    replay: Callable[[Board, Colour, list[Move], list[Move]], Move],
    examples: tuple[str, ...],
    *,
    key: str = "corners_of_eight",
    listed: Callable[[Board], list[Move]] = lambda board: EIGHT_CORNERS,
) -> Mistake:
    """One legal corner on each board of 4x4 to 10x10: the answer is what the player whose corners are
    ``listed`` chooses (the corners of 8x8: right on 8x8, a corner passed over on the other sizes)."""

    def gives(case: Case) -> object:
        board = case.position
        return replay(board, BLACK, rules.valid_moves_list(board, BLACK), listed(board))

    def facts(case: Case, got: object) -> dict[str, object]:
        size = len(case.position)
        return {
            "name": case.call.partition("(")[0],
            "size": size,
            "want": squares_phrase([cast(Move, case.expected)]),
            "got": squares_phrase([cast(Move, got)]),
            "last": size - 1,
        }

    return Mistake(HINTS, key, exercise, _corner_cases(model, two=False), gives, examples, facts)


# --- checking a player -----------------------------------------------------------------


def _player_cases(model: Callable[[Board, Colour], Move], name: str) -> list[Case]:
    """The check's cases, each on a new board (the player's answers are worked out once)."""
    return [
        Case(copy_board(case.position), case.args, case.expected, case.call)
        for case in _answered_cases(model, name)
    ]


@cache  # one list for each of the three checks
def _answered_cases(model: Callable[[Board, Colour], Move], name: str) -> tuple[Case, ...]:
    cases = []
    for board, colour in positions(games=3) + beyond_eight() + _largest():
        if rules.has_valid_move(board, colour):
            cases.append(
                Case(board, (colour,), model(board, colour), f"{name}(board, {colour_name(colour)})")
            )
    return tuple(cases)


def _largest() -> list[tuple[Board, Colour]]:
    """A 26x26 board: Black's move at a corner flips a whole last row; the one near a1 flips one disc."""
    size = MAX_SIZE
    board: Board = [[EMPTY] * size for _ in range(size)]
    board[size - 1][1 : size - 1] = [WHITE] * (size - 2)
    board[size - 1][size - 1] = BLACK
    board[1][1], board[1][2] = WHITE, BLACK
    return [(board, BLACK)]


@dataclass(frozen=True)
class Raised:
    """A player that raised an error instead of answering."""

    error: str

    def __repr__(self) -> str:
        return str(REPORT_WORDS.say("an_error", error=self.error))


def player_call(function: Callable[..., object], case: Case) -> object:
    """Ask the player on a copy of the board; an error, or a change to the board, is reported."""
    board = copy_board(case.position)
    try:
        got: object = function(board, *case.args)  # guarded by check_function
    except NotImplementedError:
        raise
    except StillRunning:
        got = Endless.of(function)
    except Exception as error:
        got = Raised(f"{type(error).__name__}: {error}")
    if board != case.position:
        return ChangedBoard(got, case.position, [list(row) for row in board])
    return got


def move_hint(case: Case, got: object) -> str:
    """Hints that fit every player: the answer's form and its legality ('' if it is a legal move).

    Lesson 8's player checks use it too.
    """
    hint = changed_hint(got)
    if hint:
        return HINTS.say("changed_board", changed=hint)
    if isinstance(got, Raised):
        return HINTS.say("raised")
    if got is None:
        return HINTS.say("no_return")
    if isinstance(got, list) and len(got) == 2:
        return HINTS.say("a_list")
    hint = pair_hint(got)
    if hint:
        return hint
    got = cast(Move, got)  # no hint about its shape: it is a (row, col) pair
    board = case.position
    (colour,) = case.args
    why = rules.describe_illegal_move(board, got[0], got[1], colour)
    if why:
        return HINTS.say("illegal", move=got, colour=COLOUR_NAMES[colour], why=why)
    return ""


def _none_hint(function: Callable[..., object], case: Case, got: object) -> str:
    """Why the player gave ``None``: its body ended with no ``return``, or a ``return`` of its own gave
    None (the line); '' for another answer, or when that cannot be seen."""
    if got is not None:
        return ""
    found = probe(function, lambda guarded: where_none_came_from(guarded, partial(_ask, case=case)))
    if found is FELL_OFF_THE_END:
        return HINTS.say("no_return")
    if isinstance(found, ReturnLine) and found.callee:
        return HINTS.say(
            "returned_none_from",
            line=found.number,
            text=found.text,
            name=case.call.partition("(")[0],
            callee=found.callee,
        )
    if isinstance(found, ReturnLine):
        return HINTS.say(
            "returned_none", line=found.number, text=found.text, name=case.call.partition("(")[0]
        )
    return ""


def _flips_hint(case: Case, got: object) -> str:
    board = case.position
    (colour,) = case.args
    want, move = cast(Move, case.expected), cast(Move, got)  # called once move_hint found it a legal move
    got_flips, want_flips = _flips(board, move, colour), _flips(board, want, colour)
    facts = {"got": squares_phrase([move]), "want": squares_phrase([want])}
    if got_flips < want_flips:
        return HINTS.say("fewer_flips", got_flips=got_flips, want_flips=want_flips, **facts)
    if got_flips == want_flips:
        return HINTS.say("tie", flips=got_flips, **facts)
    return ""


@LESSON.check
def check_most_flips_player(function: Callable[..., object]) -> Report:
    """Check a player that takes the move flipping the most discs (ties: first in row-major order)."""

    cases = _player_cases(most_flips_player, "most_flips_player")

    def hint_for(case: Case, got: object) -> str:
        return (
            _size_eight_hint(_choose_most_flips, function, cases, case, got)
            or _none_hint(function, case, got)
            or move_hint(case, got)
            or _flips_hint(case, got)
        )

    return check_function(
        function,
        cases,
        name=function_name(function, "most_flips_player"),
        call=player_call,
        hint_for=hint_for,
    )


def _corner_hint(case: Case, got: object) -> str:
    board = case.position
    want = cast(Move, case.expected)
    if want in corners(board) and got not in corners(board):
        return HINTS.say("corner_missed", want=squares_phrase([want]))
    if want in corners(board):
        return HINTS.say("first_corner")
    if got in corners(board):
        return HINTS.say("illegal_corner", got=squares_phrase([got]))
    return ""


def _most_flips_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``most_flips_player`` chooses right on this case's board."""
    board, (colour,) = case.position, case.args
    return own(copy_board(board), colour) == most_flips_player(board, colour)


MOST_FLIPS_PLAYER = Earlier("most_flips_player", _most_flips_right, LESSON)


CORNER_FIRST_MISTAKES = [
    _corners_of_eight(
        "corner_first_player",
        corner_first_player,
        _choose_corner_first,
        ("test_exercises_lesson7:corners_of_an_eight_by_eight",),
    ),
    _corners_of_eight(
        "corner_first_player",
        corner_first_player,
        _choose_corner_first,
        ("test_exercises_lesson7:corners_one_beyond",),
        key="corners_beyond",
        listed=_beyond_the_board,
    ),
    _corners_in_order(
        "corner_first_player",
        corner_first_player,
        ("test_exercises_lesson7:last_corner_first", "test_exercises_lesson7:corners_listed_by_column"),
    ),
]
"""The known mistakes of a corner-first player, each proven on boards where one or two corners are legal."""

CAREFUL_MISTAKES = [
    _corners_of_eight(
        "careful_player",
        careful_player,
        _choose_careful,
        ("test_exercises_lesson7:careful_with_the_corners_of_eight",),
    ),
    _corners_in_order(
        "careful_player", careful_player, ("test_exercises_lesson7:careful_corners_by_column",)
    ),
]
"""The known mistakes of a careful player about the corners it takes."""


@LESSON.check
def check_corner_first_player(function: Callable[..., object]) -> Report:
    """Check a player that takes a corner when it can, and otherwise the move flipping the most."""

    cases = _player_cases(corner_first_player, "corner_first_player")

    def hint_for(case: Case, got: object) -> str:
        return (
            _size_eight_hint(_choose_corner_first, function, cases, case, got)
            or _none_hint(function, case, got)
            or move_hint(case, got)
            or _corner_hint(case, got)
            or _flips_hint(case, got)
        )

    return check_function(
        function,
        cases,
        name=function_name(function, "corner_first_player"),
        call=player_call,
        hint_for=hint_for,
        builds_on=[MOST_FLIPS_PLAYER],
        mistakes=CORNER_FIRST_MISTAKES,
    )


@LESSON.check
def check_careful_player(function: Callable[..., object]) -> Report:
    """Check a player that takes corners, and avoids moves that give the opponent a corner."""

    cases = _player_cases(careful_player, "careful_player")

    def hint_for(case: Case, got: object) -> str:
        hint = (
            _size_eight_hint(_choose_careful, function, cases, case, got)
            or _none_hint(function, case, got)
            or move_hint(case, got)
            or _corner_hint(case, got)
        )
        if hint:
            return hint
        board = case.position
        (colour,) = case.args
        want = cast(Move, case.expected)
        got_move = cast(Move, got)
        if gives_a_corner(board, got_move, colour) and not gives_a_corner(board, want, colour):
            return HINTS.say("gives_a_corner", got=squares_phrase([got_move]), want=squares_phrase([want]))
        if not gives_a_corner(board, got_move, colour) or gives_a_corner(board, want, colour):
            return _flips_hint(case, got_move) or HINTS.say("every_move_gives_a_corner")
        return ""

    return check_function(
        function,
        cases,
        name=function_name(function, "careful_player"),
        call=player_call,
        hint_for=hint_for,
        mistakes=CAREFUL_MISTAKES,
    )
