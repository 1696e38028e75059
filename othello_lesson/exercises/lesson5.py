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
from functools import cache, partial
from typing import cast

from .. import rules
from ..rules import BLACK, EMPTY, WHITE, Board, Colour, Move, copy_board
from .common import (
    COLOUR_NAMES,
    Case,
    Earlier,
    Hints,
    Mistake,
    Property,
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
    no_return_hint,
    not_a_list_hint,
    positions,
    remember_passes,
    sampled,
    size_hint,
    squares_phrase,
    wrap_hint,
    wrapped_rays,
)
from .contents import Exercise, Lesson
from .mistakes import same_value
from .probes import one_way_sandwich
from .sandwich_properties import SANDWICH_WORDS, MakeCase, one_way_cases, one_way_properties

LESSON = Lesson(
    5,
    "All legal moves, and passing",
    Exercise("valid_moves_list", builds_on=("is_valid_move",), kept=True),
    Exercise("has_valid_move", builds_on=("is_valid_move", "valid_moves_list"), kept=True),
    Exercise("is_game_over", builds_on=("has_valid_move", "is_valid_move", "valid_moves_list"), kept=True),
    Exercise("next_player", builds_on=("has_valid_move", "is_valid_move", "valid_moves_list"), kept=True),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = [
    "check_has_valid_move",
    "check_is_game_over",
    "check_next_player",
    "check_valid_moves_list",
    "endings",
]


HINTS = Hints(
    "lesson5",
    {
        "beyond_eight": "That square is beyond the eighth row or column: {size_hint}",
        "a_set": (
            "Return a list, not a set: a set keeps no order, and the moves must come in row-major "
            "order. Start with moves = [] and append each legal move as you find it."
        ),
        "a_tuple": "Return a list [...], not a tuple (...): start with moves = [] and append each move.",
        "pair_as_list": (
            "Write each move as a tuple (row, col), not a list [row, col]: moves are compared as tuples."
        ),
        "wrong_order": (
            "The right moves, in the wrong order: list them row by row from the top, and each row "
            "from left to right (loop over the rows, and inside that over the columns)."
        ),
        "listed_twice": "A move is listed twice: each legal move should appear once.",
        "off_the_board": "{square} is off the board: rows and columns go from 0 to len(board) - 1.",
        "taken": "{squares} is already taken: only an empty square can be a move.",
        "no_sandwich": "{squares} sandwiches nothing, so it is not a legal move for {player}.",
        "wrapped_move": "{squares} sandwiches nothing on the board itself. {wrapped}",
        "other_colour_moves": (
            "These are {other}'s moves ({got}), not {player}'s ({want}): the moves of the player "
            "asked about, colour, are the squares where colour's new disc sandwiches the other colour."
        ),
        "answers_for_opponent": (
            "On a board where only {player} can move, {name}(board, {colour}) answered {for_player} and "
            "{name}(board, {other_colour}) answered {for_other}: it answers for the opponent. Ask about "
            "colour itself."
        ),
        "moves_on_edge_only": (
            "{player} can play {moves} here, every one of them on the edge of the board, and on a board "
            "whose one move is away from the edges it finds that move: look at every square, the edges "
            "too (range(len(board)) goes from 0 to the last row)."
        ),
        "missing_beyond_eight": (
            "{squares} is missing, beyond the eighth row or column: use len(board) for the size, not 8."
        ),
        "missing_on_edge": (
            "{squares} is missing: look at every square, the edges too "
            "(range(len(board)) goes from 0 to the last row)."
        ),
        "missing_move": "{squares} is a legal move too.",
        "try_every_square": "Try every square with is_valid_move; use len(board), not 8, for the size.",
        "yes_or_no": "Return True or False, not {kind} {got}.",
        "can_play_beyond_eight": "{player} can play {move}. {size_hint}",
        "can_play": "{player} can play {move} here, so the answer is True.",
        "empty_but_no_move": (
            "{player} has no legal move here, although some squares are empty: an empty square is "
            "a move only if it sandwiches something."
        ),
        "touching_not_a_move": (
            "{player} has no legal move here, although empty squares touch the opponent's discs: a move "
            "must sandwich a line of them between it and one of {player}'s own discs, not just touch one."
        ),
        "no_move_here": "{player} has no legal move here, although some squares are empty.",
        "wrapped_has_move": "{player} has no legal move here. {wrapped}",
        "full_no_move": "{player} has no legal move here: the board is full.",
        "still_plays_beyond_eight": "{player} can still play {move}. {size_hint}",
        "over_with_empties": (
            "Neither player can move here, so the game is over, even though squares are "
            "still empty. A full board is not the only way a game ends."
        ),
        "over_here": (
            "Neither player can move here, so the game is over, even though squares are still empty."
        ),
        "over_full": "The board is full, so nobody can move: the game is over.",
        "pass_not_end": (
            "{passer} has no move, but {mover} can play {move}: that is a pass, not the end of the "
            "game. The game is over only when neither player can move."
        ),
        "one_can_move": "{passer} has no move, but {mover} can play {move}, so the game is not over.",
        "both_move": "Both players can still move (Black at {move}): the game goes on.",
        "first_empty": (
            "{name} answered True (the game is over) on this board, though {mover} can still play "
            "{move}; the first empty square, {first}, is a move for neither player. The game is over "
            "only when no empty square is a move for either player: look at every empty square "
            "before you answer True."
        ),
        "who_next": "Return BLACK, WHITE or None, not {got}.",
        "next_beyond_eight": "{mover} can play {move}, so the answer is {answer}. {size_hint}",
        "none_over": "Neither player has a legal move, so the game is over: return None.",
        "must_pass": (
            "{other} has no legal move, so {other} must pass and {player} plays again "
            "(at {move}, for example): return {answer}."
        ),
        "must_pass_probe": (
            "{other} has no legal move on this board, so {other} must pass and {player} plays again "
            "(at {move}, for example): the answer is {answer}, and {name} answered {got}."
        ),
        "their_turn": "{other} can play {move}, so it is {other}'s turn: return {answer}.",
    },
)
"""Every hint of lesson 5's checks, under a stable id (``lesson5.must_pass``, say)."""


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
        Case(board, (colour,), want, f"{name}(board, {colour_name(colour)})")
        for board, colour, want in _answered(answer, games)
    ]


@cache  # the rules' answers do not change between checks: worked out once
def _answered(
    answer: Callable[[Board, Colour], object], games: int
) -> tuple[tuple[Board, Colour, object], ...]:
    return tuple((board, colour, answer(board, colour)) for board, colour in _positions(games=games))


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


def _eight_probes(
    answer: Callable[[Board, Colour], object], name: str, *, colour_asked: bool = True
) -> list[Case]:
    """8x8 positions, where a size written as 8 is right (two whose one move is on the last row or
    column, one where no square next to a disc is a move), then the 10x10 ones where it is not."""
    eights = [(board, colour) for board, colour in positions(games=1) if len(board) == 8][:2]
    eights += [
        (one_way_sandwich(8, way, BLACK, length=2, filled=True)[0], BLACK) for way in ((0, -1), (-1, 0))
    ]
    apart: Board = [[EMPTY] * 8 for _ in range(8)]
    apart[3][3], apart[6][0] = WHITE, BLACK  # discs next to empty squares, but no move for either player
    eights += [(apart, BLACK), (copy_board(apart), WHITE)]
    return [
        Case(
            board,
            (colour,) if colour_asked else (),
            answer(board, colour),
            f"{name}(board, {colour_name(colour)})" if colour_asked else f"{name}(board)",
        )
        for board, colour in eights + beyond_eight()
    ]


def _size_hint() -> str:
    return HINTS.say("beyond_eight", size_hint=size_hint())


FromMoves = Callable[[Callable[[Colour], list[Move]], Colour], object]
"""An exercise's answer worked out from each colour's legal moves (``moves_of(colour)``)."""


def _eight_moves(board: Board, colour: Colour, rows: bool, cols: bool) -> list[Move]:
    """The legal moves in the first 8 rows (``rows``) and/or columns (``cols``) of the board."""
    return [
        (r, c)
        for r, c in rules.valid_moves_list(board, colour)
        if not ((rows and r >= 8) or (cols and c >= 8))
    ]


def _sized_eight(
    key: str,
    exercise: str,
    answer: Callable[[Board, Colour], object],
    from_moves: FromMoves,
    facts: Callable[[Case, object], dict[str, object]],
    example: str,
    *,
    colour_asked: bool = True,
    cut_example: str = "",
) -> list[Mistake]:
    """An answer that tries the moves of the first 8 rows or columns (or both) only, whatever the
    size of the board; and (with ``cut_example``) one that sees only those 8 rows and columns, walks
    included."""

    def probes(name: str) -> list[Case]:
        return _eight_probes(answer, name, colour_asked=colour_asked)

    def colour(case: Case) -> Colour:
        return cast(Colour, case.args[0] if case.args else BLACK)

    def tried(case: Case) -> object:
        limits = ((True, True), (True, False), (False, True))
        return tuple(
            from_moves(partial(_eight_moves, case.position, rows=rows, cols=cols), colour(case))
            for rows, cols in limits
        )

    def one_of(got: object, answers: object) -> bool:
        return any(same_value(got, one) for one in cast(tuple[object, ...], answers))

    def cut(case: Case) -> object:
        return answer([list(row[:8]) for row in case.position[:8]], colour(case))

    declared = [Mistake(HINTS, key, exercise, probes, tried, (example,), facts, one_of)]
    if cut_example:
        declared.append(Mistake(HINTS, key, exercise, probes, cut, (cut_example,), facts))
    return declared


def _listed(moves_of: Callable[[Colour], list[Move]], colour: Colour) -> object:
    return moves_of(colour)


def _has(moves_of: Callable[[Colour], list[Move]], colour: Colour) -> object:
    return bool(moves_of(colour))


def _over(moves_of: Callable[[Colour], list[Move]], colour: Colour) -> object:
    return not moves_of(BLACK) and not moves_of(WHITE)


def _next(moves_of: Callable[[Colour], list[Move]], colour: Colour) -> object:
    other = WHITE if colour == BLACK else BLACK
    return other if moves_of(other) else colour if moves_of(colour) else None


def _can_play(case: Case, got: object) -> dict[str, object]:
    colour = case.args[0]
    return {"player": COLOUR_NAMES[colour], "move": _a_move(case.position, colour), "size_hint": _size_hint()}


def _still_plays(case: Case, got: object) -> dict[str, object]:
    mover = next(p for p in (BLACK, WHITE) if rules.has_valid_move(case.position, p))
    return {"player": COLOUR_NAMES[mover], "move": _a_move(case.position, mover), "size_hint": _size_hint()}


def _next_beyond(case: Case, got: object) -> dict[str, object]:
    mover = cast(Colour, case.expected)
    move = _a_move(case.position, mover)
    return {
        "mover": COLOUR_NAMES[mover],
        "move": move,
        "answer": colour_name(mover),
        "size_hint": _size_hint(),
    }


def _missing_beyond(case: Case, got: object) -> dict[str, object]:
    right = cast(list[Move], case.expected)
    return {"squares": squares_phrase([sq for sq in right if sq[0] >= 8 or sq[1] >= 8])}


def _same_bool(got: object, want: object) -> bool:
    """True or False, and the right one (1 and 0 are not accepted for True and False)."""
    return isinstance(got, bool) and got == want


# --- what the exercises build on: "fix it first" when it is wrong ---------------------


def _colours(case: Case) -> tuple[Colour, ...]:
    """The colours a case asks about: its player's for a list or a yes-no, both for who moves next."""
    if case.args and not case.call.startswith("next_player"):
        return (case.args[0],)
    return (BLACK, WHITE)


def _moves_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``is_valid_move`` (lesson 3) is right on every square of this case's board."""
    board, size = case.position, len(case.position)
    return all(
        bool(own(copy_board(board), r, c, colour)) == rules.is_valid_move(board, r, c, colour)
        for colour in _colours(case)
        for r in range(size)
        for c in range(size)
    )


def _lists_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``valid_moves_list`` lists this case's moves right."""
    board = case.position
    return all(
        own(copy_board(board), colour) == rules.valid_moves_list(board, colour) for colour in _colours(case)
    )


def _has_move_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``has_valid_move`` is right for both colours on this case's board."""
    board = case.position
    return all(
        own(copy_board(board), colour) == rules.has_valid_move(board, colour) for colour in (BLACK, WHITE)
    )


IS_VALID_MOVE = Earlier("is_valid_move", _moves_right, LESSON)
VALID_MOVES_LIST = Earlier("valid_moves_list", _lists_right, LESSON)
HAS_VALID_MOVE = Earlier("has_valid_move", _has_move_right, LESSON)


# --- the claims of a walk, on one-way boards -------------------------------------------

SANDWICH_HINTS = Hints("lesson5_sandwich", SANDWICH_WORDS)


def _only_move(case: Case) -> tuple[Move, Colour]:
    """The one move of a one-way board, and its player (Black, where the case names no colour)."""
    colour = case.args[0] if case.args else BLACK
    return rules.valid_moves_list(case.position, colour)[0], colour


def _one_way_case(answer: Callable[[Board, Colour], object], with_colour: bool = True) -> MakeCase:
    """Writes the case of a one-way board for a check whose answer the finished rules give."""

    def make_case(name: str, board: Board, move: Move, colour: Colour, direction: tuple[int, int]) -> Case:
        if not with_colour:
            return Case(board, (), answer(board, colour), f"{name}(board)")
        return Case(board, (colour,), answer(board, colour), f"{name}(board, {colour_name(colour)})")

    return make_case


def _lists_the_move(got: object, want: object) -> bool:
    """The one legal move is in the list (a move too many is another claim's matter)."""
    return isinstance(got, list) and all(move in got for move in cast(list[Move], want))


def _not_a_list(got: object) -> bool:
    return not isinstance(got, list)


_LIST_CASE = _one_way_case(rules.valid_moves_list)
_HAS_CASE = _one_way_case(rules.has_valid_move)
_OVER_CASE = _one_way_case(lambda board, colour: rules.is_game_over(board), with_colour=False)
LIST_PROPERTIES = one_way_properties(
    SANDWICH_HINTS,
    _LIST_CASE,
    move_of=_only_move,
    proves_nothing=_not_a_list,
    judge=_lists_the_move,
    whole_board=True,
)
HAS_PROPERTIES = one_way_properties(SANDWICH_HINTS, _HAS_CASE, move_of=_only_move, whole_board=True)
OVER_PROPERTIES = one_way_properties(SANDWICH_HINTS, _OVER_CASE, move_of=_only_move, whole_board=True)


def _kind_of(board: Board) -> tuple[bool, bool, bool]:
    """Whether Black can move, whether White can, whether a square is empty."""
    return (
        rules.has_valid_move(board, BLACK),
        rules.has_valid_move(board, WHITE),
        any(EMPTY in row for row in board),
    )


@cache
def _boards_of_every_kind() -> tuple[Rows, ...]:
    """The smallest two boards of each kind (``_kind_of``): neither player can move on a board with
    empty squares, or on a full one; one player can move; both can (found once)."""
    by_kind: dict[tuple[bool, bool, bool], list[Rows]] = {}
    boards = [rules.initialize_board(size) for size in (4, 6)] + [
        board for board, _ in endings() + positions(games=2)
    ]
    for board in sorted(boards, key=len):
        found = by_kind.setdefault(_kind_of(board), [])
        if len(found) < 2 and kept(board) not in found:
            found.append(kept(board))
    return tuple(rows for found in by_kind.values() for rows in found)


def _asked_of_every_kind(
    answer: Callable[[Board, Colour], object], colours: bool, *, full: bool = True
) -> Callable[[str], list[Case]]:
    """The boards of every kind (but the full ones, unless ``full``), asked about each colour
    (``colours``) or about the board alone."""

    def cases(name: str) -> list[Case]:
        kinds = [rows for rows in _boards_of_every_kind() if full or any(EMPTY in row for row in rows)]
        if not colours:
            return [
                Case(new_board(rows), (), answer(new_board(rows), BLACK), f"{name}(board)") for rows in kinds
            ]
        return [
            Case(
                new_board(rows),
                (colour,),
                answer(new_board(rows), colour),
                f"{name}(board, {colour_name(colour)})",
            )
            for rows in kinds
            for colour in (BLACK, WHITE)
        ]

    return cases


def _touches_an_opponent(case: Case) -> object:
    """What a has_valid_move that takes any empty square next to an opponent's disc for a move answers."""
    board, (colour,) = case.position, case.args
    size, other = len(board), rules.opponent(colour)
    return any(
        board[r][c] == EMPTY and board[r + dr][c + dc] == other
        for r in range(size)
        for c in range(size)
        for dr, dc in rules.DIRECTIONS
        if 0 <= r + dr < size and 0 <= c + dc < size
    )


def _whose_pass(case: Case, got: object) -> dict[str, object]:
    board = case.position
    mover = BLACK if rules.has_valid_move(board, BLACK) else WHITE
    passer = WHITE if mover == BLACK else BLACK
    return {"passer": COLOUR_NAMES[passer], "mover": COLOUR_NAMES[mover], "move": _a_move(board, mover)}


# --- exercise 1: every legal move ---------------------------------------------------


VALID_MOVES_LIST_MISTAKES = _sized_eight(
    "missing_beyond_eight",
    "valid_moves_list",
    rules.valid_moves_list,
    _listed,
    _missing_beyond,
    "test_exercises_lesson5:size_eight",
)
"""A size written as 8, proven on 8x8 and 10x10 boards."""


@cache
def _differing_positions() -> tuple[tuple[Rows, Colour], ...]:
    """Positions where both colours can move, and not to the same squares (found once)."""
    found = []
    for board, colour in _positions(games=1):
        mine, theirs = (
            rules.valid_moves_list(board, colour),
            rules.valid_moves_list(board, rules.opponent(colour)),
        )
        if mine and theirs and mine != theirs:
            found.append((kept(board), colour))
            if len(found) == 6:
                break
    return tuple(found)


def _cases_of(positions: tuple[tuple[Rows, Colour], ...], name: str) -> list[Case]:
    return [
        Case(
            new_board(rows),
            (colour,),
            rules.valid_moves_list(new_board(rows), colour),
            f"{name}(board, {colour_name(colour)})",
        )
        for rows, colour in positions
    ]


def _differing_colours(name: str) -> list[Case]:
    return _cases_of(_differing_positions(), name)


def _other_colour_facts(case: Case, got: object) -> dict[str, object]:
    (colour,) = case.args
    return {
        "other": COLOUR_NAMES[rules.opponent(colour)],
        "player": COLOUR_NAMES[colour],
        "got": squares_phrase(rules.valid_moves_list(case.position, rules.opponent(colour))),
        "want": squares_phrase(cast(list[Move], case.expected)),
    }


def _on_the_edge(board: Board, square: Move) -> bool:
    return square[0] in (0, len(board) - 1) or square[1] in (0, len(board) - 1)


@cache
def _edge_and_inside_positions() -> tuple[tuple[Rows, Colour], ...]:
    """Positions with legal moves both on the edge of the board and away from it (found once)."""
    found = []
    for board, colour in _positions(games=2):
        moves = rules.valid_moves_list(board, colour)
        edge = [move for move in moves if _on_the_edge(board, move)]
        if edge and len(edge) < len(moves):
            found.append((kept(board), colour))
            if len(found) == 8:
                break
    return tuple(found)


def _edges_and_inside(name: str) -> list[Case]:
    return _cases_of(_edge_and_inside_positions(), name)


def _edges_left_out(got: object, case: object) -> bool:
    """Right but for moves on the edge of the board left out: every other move listed, in order,
    and nothing else (``case`` is the probe's case: the mistake's ``gives`` hands it on)."""
    shown = cast(Case, case)
    moves = cast(list[Move], shown.expected)
    left_out = [move for move in moves if not (isinstance(got, list) and move in got)]
    return (
        isinstance(got, list)
        and got == [move for move in moves if move in got]
        and all(_on_the_edge(shown.position, move) for move in left_out)
    )


def _missing_edge_facts(case: Case, got: object) -> dict[str, object]:
    missing = [move for move in cast(list[Move], case.expected) if move not in cast(list[Move], got)]
    return {"squares": squares_phrase(missing)}


VALID_MOVES_LIST_MISTAKES += [
    Mistake(
        HINTS,
        "other_colour_moves",
        "valid_moves_list",
        _differing_colours,
        lambda case: rules.valid_moves_list(case.position, rules.opponent(case.args[0])),
        ("test_wrong_answers_lessons_4_to_7:the_opponents_moves",),
        _other_colour_facts,
    ),
    Mistake(
        HINTS,
        "missing_on_edge",
        "valid_moves_list",
        _edges_and_inside,
        lambda case: case,  # which moves on the edge are left out: ``matches`` is handed the case
        ("test_exercises_lesson5:skips_the_edges", "test_exercises_lesson5:last_row_missing"),
        _missing_edge_facts,
        _edges_left_out,
    ),
]
"""An answer that lists the other colour's moves, and one that leaves out moves on the edge of the
board, each proven on positions of its own."""


@LESSON.check
@remember_passes
def check_valid_moves_list(function: Callable[..., object]) -> Report:
    """Check ``valid_moves_list(board, colour)``: every legal move, in row-major order."""
    name = function_name(function, "valid_moves_list")
    cases = _player_cases(rules.valid_moves_list, "valid_moves_list", games=4)
    cases += one_way_cases(_LIST_CASE, name, filled=True)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or not_a_list_hint(got)
        if hint:
            return hint
        board = case.position
        (colour,) = case.args
        want = cast(list[Move], case.expected)
        found = as_squares(got) or []
        if isinstance(got, (set, frozenset)):
            return HINTS.say("a_set")
        if isinstance(got, tuple):
            return HINTS.say("a_tuple")
        got = cast(list[object], got)  # not_a_list_hint let only a list, a tuple or a set through
        if not all(isinstance(move, tuple) for move in got):
            return HINTS.say("pair_as_list")
        if found == sorted(want):
            return HINTS.say("wrong_order")
        if len(set(found)) < len(found):
            return HINTS.say("listed_twice")
        size = len(board)
        extra = [sq for sq in found if sq not in want]
        off = [(r, c) for r, c in extra if not (0 <= r < size and 0 <= c < size)]
        if off:
            return HINTS.say("off_the_board", square=off[0])
        taken = [(r, c) for r, c in extra if board[r][c] != EMPTY]
        if taken:
            return HINTS.say("taken", squares=squares_phrase(taken))
        if extra:
            wrapped = next(
                (
                    wrap_hint(
                        board,
                        r,
                        c,
                        colour,
                        [sq for _, ray, _ in wrapped_rays(board, r, c, colour) for sq in ray],
                    )
                    for r, c in extra
                    if wrapped_rays(board, r, c, colour)
                ),
                "",
            )
            if wrapped:
                return HINTS.say("wrapped_move", squares=squares_phrase(extra), wrapped=wrapped)
            return HINTS.say("no_sandwich", squares=squares_phrase(extra), player=COLOUR_NAMES[colour])
        missing = [sq for sq in want if sq not in found]
        return HINTS.say("missing_move", squares=squares_phrase(missing))

    return check_function(
        function,
        cases,
        name=name,
        call=looking_call,
        hint_for=hint_for,
        hint=HINTS.say("try_every_square"),
        builds_on=[IS_VALID_MOVE],
        properties=LIST_PROPERTIES,
        mistakes=VALID_MOVES_LIST_MISTAKES,
    )


# --- exercise 2: is there any legal move? -------------------------------------------


def _yes_no(got: object) -> str:
    if isinstance(got, bool):
        return ""
    if got is None:
        return no_return_hint()
    return HINTS.say("yes_or_no", kind=type(got).__name__, got=repr(got))


def _wrapped_move(board: Board, colour: Colour) -> str:
    """Words for a move that only a walk round an edge of the board would find ('' if there is none)."""
    size = len(board)
    for r in range(size):
        for c in range(size):
            if board[r][c] == EMPTY:
                rays = wrapped_rays(board, r, c, colour)
                if rays:
                    return wrap_hint(board, r, c, colour, rays[0][1])
    return ""


def _opponent_probes(name: str) -> list[Case]:
    """A 6x6 board where Black has the one move and White none, asked about each."""
    board, _ = one_way_sandwich(6, (0, 1), BLACK, length=2, filled=True)
    return [
        Case(board, (colour,), rules.has_valid_move(board, colour), f"{name}(board, {colour_name(colour)})")
        for colour in (BLACK, WHITE)
    ]


def _opponent_facts(case: Case, got: object) -> dict[str, object]:
    return {
        "player": "Black",
        "name": case.call.partition("(")[0],
        "colour": "BLACK",
        "other_colour": "WHITE",
        "for_player": False,
        "for_other": True,
    }


@cache
def _last_edge_boards() -> tuple[tuple[Rows, Colour], ...]:
    """Boards whose every move is on the last row or the last column, and one whose one move is away
    from every edge: a function that never looks at the last row and column (or at any edge) misses
    the first ones and finds the last."""
    boards = []
    for direction, size in (((0, -1), 6), ((-1, 0), 6), ((0, -1), 4), ((-1, -1), 4)):
        board, _ = one_way_sandwich(size, direction, BLACK, length=1)
        boards.append((kept(board), BLACK))
    inside: Board = [[EMPTY for _ in range(6)] for _ in range(6)]
    inside[2][3], inside[2][4] = WHITE, BLACK  # Black's only move is (2, 2)
    boards.append((kept(inside), BLACK))
    return tuple(boards)


def _edge_probes(name: str) -> list[Case]:
    return [
        Case(
            new_board(rows),
            (colour,),
            rules.has_valid_move(new_board(rows), colour),
            f"{name}(board, {colour_name(colour)})",
        )
        for rows, colour in _last_edge_boards()
    ]


def _inside_only(case: Case) -> object:
    """What a has_valid_move that never tries the last row and column answers."""
    board, (colour,) = case.position, case.args
    inside = range(len(board) - 1)
    return any(rules.is_valid_move(board, r, c, colour) for r in inside for c in inside)


def _edge_facts(case: Case, got: object) -> dict[str, object]:
    (colour,) = case.args
    moves = rules.valid_moves_list(case.position, colour)
    return {"player": COLOUR_NAMES[colour], "moves": squares_phrase(moves)}


HAS_VALID_MOVE_MISTAKES = _sized_eight(
    "can_play_beyond_eight",
    "has_valid_move",
    rules.has_valid_move,
    _has,
    _can_play,
    "test_exercises_lesson5:has_valid_move_size_eight",
)
"""A size written as 8, proven on 8x8 and 10x10 boards."""

HAS_VALID_MOVE_MISTAKES += [
    Mistake(
        HINTS,
        "answers_for_opponent",
        "has_valid_move",
        _opponent_probes,
        lambda case: rules.has_valid_move(case.position, rules.opponent(case.args[0])),
        ("test_exercises_lesson5:asks_about_the_opponent",),
        _opponent_facts,
    ),
    Mistake(
        HINTS,
        "empty_but_no_move",
        "has_valid_move",
        _asked_of_every_kind(rules.has_valid_move, colours=True),
        lambda case: any(EMPTY in row for row in case.position),
        ("test_exercises_lesson5:any_empty_square",),
        lambda case, got: {"player": COLOUR_NAMES[case.args[0]]},
    ),
    Mistake(
        HINTS,
        "touching_not_a_move",
        "has_valid_move",
        _asked_of_every_kind(rules.has_valid_move, colours=True, full=False),  # a claim of empty squares
        _touches_an_opponent,
        ("real_code.waheeduk:has_valid_move_waheeduk", "test_exercises_lesson5:next_to_an_opponent"),
        lambda case, got: {"player": COLOUR_NAMES[case.args[0]]},
    ),
    Mistake(
        HINTS,
        "moves_on_edge_only",
        "has_valid_move",
        _edge_probes,
        _inside_only,
        ("test_wrong_answers_lessons_4_to_7:misses_the_last_row_and_column",),
        _edge_facts,
    ),
]
"""An answer for the opponent, and one that never tries the last row and column, each proven on
boards of its own."""


@LESSON.check
@remember_passes
def check_has_valid_move(function: Callable[..., object]) -> Report:
    """Check ``has_valid_move(board, colour)``: True or False, never a list."""
    name = function_name(function, "has_valid_move")
    cases = _player_cases(rules.has_valid_move, "has_valid_move", games=6) + one_way_cases(
        _HAS_CASE, name, filled=True
    )

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or _yes_no(got)
        if hint:
            return hint
        board = case.position
        (colour,) = case.args
        player = COLOUR_NAMES[colour]
        if case.expected:
            return HINTS.say("can_play", player=player, move=_a_move(board, colour))
        wrapped = _wrapped_move(board, colour)
        if wrapped:
            return HINTS.say("wrapped_has_move", player=player, wrapped=wrapped)
        if any(EMPTY in row for row in board):
            return HINTS.say("no_move_here", player=player)
        return HINTS.say("full_no_move", player=player)

    return check_function(
        function,
        cases,
        name=name,
        call=looking_call,
        same=_same_bool,
        hint_for=hint_for,
        builds_on=[IS_VALID_MOVE, VALID_MOVES_LIST],
        properties=HAS_PROPERTIES,
        mistakes=HAS_VALID_MOVE_MISTAKES,
    )


# --- exercise 3: is the game over? ---------------------------------------------------


def _first_empty(board: Board) -> Move:
    return next((r, c) for r, row in enumerate(board) for c, square in enumerate(row) if square == EMPTY)


@cache
def _first_empty_boards() -> tuple[Rows, ...]:
    """Boards where both players can move, but the first empty square is a move for neither."""
    found: list[Rows] = []
    for board, _ in [(rules.initialize_board(size), BLACK) for size in (4, 6, 8)] + positions(games=1):
        if any(EMPTY in row for row in board) and all(rules.has_valid_move(board, p) for p in (BLACK, WHITE)):
            r, c = _first_empty(board)
            is_no_move = not any(rules.is_valid_move(board, r, c, p) for p in (BLACK, WHITE))
            if is_no_move and kept(board) not in found:
                found.append(kept(board))
    return tuple(found[:6])


def _says_first_empty(failed: list[tuple[Case, object]]) -> str:
    case = failed[0][0]
    board = case.position
    mover = BLACK if rules.has_valid_move(board, BLACK) else WHITE
    return HINTS.say(
        "first_empty",
        name=case.call.partition("(")[0],
        mover=COLOUR_NAMES[mover],
        move=_a_move(board, mover),
        first=squares_phrase([_first_empty(board)]),
    )


OVER_FIRST_EMPTY = Property(
    "looks past the first empty square",
    lambda name: [Case(new_board(rows), (), False, f"{name}(board)") for rows in _first_empty_boards()],
    _says_first_empty,
)
"""A right ``is_game_over`` says False wherever a move is left, even when the first empty square is none."""


IS_GAME_OVER_MISTAKES = _sized_eight(
    "still_plays_beyond_eight",
    "is_game_over",
    lambda board, colour: rules.is_game_over(board),
    _over,
    _still_plays,
    "test_exercises_lesson5:is_game_over_size_eight",
    colour_asked=False,
)
"""A size written as 8, proven on 8x8 and 10x10 boards."""

IS_GAME_OVER_MISTAKES += [
    Mistake(
        HINTS,
        "over_with_empties",
        "is_game_over",
        _asked_of_every_kind(lambda board, colour: rules.is_game_over(board), colours=False),
        lambda case: all(EMPTY not in row for row in case.position),
        ("test_exercises_lesson5:board_is_full",),
    ),
    Mistake(
        HINTS,
        "pass_not_end",
        "is_game_over",
        _asked_of_every_kind(lambda board, colour: rules.is_game_over(board), colours=False),
        lambda case: (
            not rules.has_valid_move(case.position, BLACK) or not rules.has_valid_move(case.position, WHITE)
        ),
        ("test_exercises_lesson5:either_cannot_move",),
        _whose_pass,
    ),
    Mistake(
        HINTS,
        "pass_not_end",
        "is_game_over",
        _asked_of_every_kind(lambda board, colour: rules.is_game_over(board), colours=False),
        lambda case: not rules.has_valid_move(case.position, BLACK),
        ("test_exercises_lesson5:black_cannot_move",),
        _whose_pass,
    ),
]
"""A game that ends only on a full board, and one that ends when either player, or Black, cannot move
(a pass), each proven on boards of every kind."""


@LESSON.check
@remember_passes
def check_is_game_over(function: Callable[..., object]) -> Report:
    """Check ``is_game_over(board)``: True exactly when neither player has a legal move."""
    name = function_name(function, "is_game_over")
    seen: set[Rows] = set()
    cases = []
    for board, _ in _positions(games=6):
        rows = kept(board)
        if rows not in seen:  # each board once: the colour does not matter here
            seen.add(rows)
            cases.append(Case(board, (), rules.is_game_over(board), "is_game_over(board)"))
    cases += one_way_cases(_OVER_CASE, name, filled=True)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got) or _yes_no(got)
        if hint:
            return hint
        board = case.position
        if case.expected:
            if any(EMPTY in row for row in board):
                return HINTS.say("over_here")
            return HINTS.say("over_full")
        movers = [p for p in (BLACK, WHITE) if rules.has_valid_move(board, p)]
        if len(movers) == 1:
            passer = WHITE if movers[0] == BLACK else BLACK
            return HINTS.say(
                "one_can_move",
                passer=COLOUR_NAMES[passer],
                mover=COLOUR_NAMES[movers[0]],
                move=_a_move(board, movers[0]),
            )
        return HINTS.say("both_move", move=_a_move(board, BLACK))

    return check_function(
        function,
        cases,
        name=name,
        call=looking_call,
        same=_same_bool,
        hint_for=hint_for,
        builds_on=[HAS_VALID_MOVE, IS_VALID_MOVE, VALID_MOVES_LIST],
        properties=[OVER_FIRST_EMPTY, *OVER_PROPERTIES],
        mistakes=IS_GAME_OVER_MISTAKES,
    )


# --- exercise 4: who moves next? --------------------------------------------------------


def _same_player(got: object, want: object) -> bool:
    return got is want or (got is not None and got == want)


@cache
def _pass_positions() -> tuple[tuple[Rows, Colour], ...]:
    """Positions, 4x4 to 8x8, where the opponent of the player who just moved must pass."""
    found = []
    for board, colour in endings() + positions(games=2):
        if len(board) <= 8 and rules.next_player(board, colour) == colour:
            found.append((kept(board), colour))
    by_size = sorted(found, key=lambda item: len(item[0]))
    return tuple(by_size[:2] + [item for item in by_size if len(item[0]) == 8][:2])


def _says_must_pass(failed: list[tuple[Case, object]]) -> str:
    case, got = failed[0]
    board, (colour,) = case.position, case.args
    other = WHITE if colour == BLACK else BLACK
    return HINTS.say(
        "must_pass_probe",
        other=COLOUR_NAMES[other],
        player=COLOUR_NAMES[colour],
        move=_a_move(board, colour),
        answer=colour_name(colour),
        name=case.call.partition("(")[0],
        got=colour_name(got) if got in (BLACK, WHITE) else repr(got),
    )


NEXT_PASSES = Property(
    "the player plays again when the opponent must pass",
    lambda name: [
        Case(new_board(rows), (colour,), colour, f"{name}(board, {colour_name(colour)})")
        for rows, colour in _pass_positions()
    ],
    _says_must_pass,
    proves_nothing=lambda got: got not in (BLACK, WHITE, None),
)
"""A right ``next_player`` gives the same player again when the opponent has no move but the player has."""


NEXT_PLAYER_MISTAKES = _sized_eight(
    "next_beyond_eight",
    "next_player",
    rules.next_player,
    _next,
    _next_beyond,
    "test_exercises_lesson5:next_player_size_eight",
    cut_example="real_code.paip:next_player_paip",
)
"""A size written as 8, proven on 8x8 and 10x10 boards."""


@LESSON.check
@remember_passes
def check_next_player(function: Callable[..., object]) -> Report:
    """Check ``next_player(board, colour)``: the opponent, the same player again, or ``None``."""
    cases = _player_cases(rules.next_player, "next_player", games=6)

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got)
        if hint:
            return hint
        board = case.position
        (colour,) = case.args
        other = WHITE if colour == BLACK else BLACK
        player, other_player = COLOUR_NAMES[colour], COLOUR_NAMES[other]
        if got not in (BLACK, WHITE, None):
            return HINTS.say("who_next", got=repr(got))
        if case.expected is None:
            return HINTS.say("none_over")
        if case.expected == colour:
            return HINTS.say(
                "must_pass",
                other=other_player,
                player=player,
                move=_a_move(board, colour),
                answer=colour_name(colour),
            )
        return HINTS.say(
            "their_turn", other=other_player, move=_a_move(board, other), answer=colour_name(other)
        )

    return check_function(
        function,
        cases,
        name=function_name(function, "next_player"),
        call=looking_call,
        same=_same_player,
        hint_for=hint_for,
        builds_on=[HAS_VALID_MOVE, IS_VALID_MOVE, VALID_MOVES_LIST],
        properties=[NEXT_PASSES],
        mistakes=NEXT_PLAYER_MISTAKES,
    )
