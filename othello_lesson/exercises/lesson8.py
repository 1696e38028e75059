"""Checks for lesson 8, *Computer players*: a weight-table score, the player built on it, frontier discs.

Each check runs the student's function on many positions (hand-made ones,
seeded random games on 4x4, 6x6 and 8x8, and 10x10 boards where a size
written as 8 goes wrong) and compares the answer with the package's finished
function: ``evaluation.weighted_discs``, ``players.weights_player`` and
``players.frontier_discs``.

>>> from othello_lesson.evaluation import weighted_discs
>>> check_weights_score(weighted_discs).passed
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from .. import rules
from ..evaluation import weight_table, weighted_discs
from ..players import frontier_discs, weights_player
from ..rules import BLACK, DIRECTIONS, EMPTY, MAX_SIZE, WHITE, Board, Colour, Move, copy_board
from .common import (
    COLOUR_NAMES,
    NO_RETURN_HINT,
    SIZE_HINT,
    Case,
    Earlier,
    Hints,
    Report,
    beyond_eight,
    changed_hint,
    check_function,
    colour_name,
    function_name,
    is_int,
    positions,
    probe,
    squares_phrase,
)
from .contents import Exercise, Lesson
from .lesson7 import move_hint, only_eight_hint, player_call
from .mistakes import Mistake, known_by, returns_nothing

LESSON = Lesson(
    8,
    "Computer players",
    Exercise("weights_score"),
    Exercise("weights_choice", "check_weights_player", builds_on=("weights_score",)),
    Exercise("frontier_count"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_frontier_count", "check_weights_player", "check_weights_score"]

HINTS = Hints(
    "lesson8",
    {
        "no_return": NO_RETURN_HINT,
        "not_an_int": "Return a whole number (an int), not {kind} {got}.",
        "first_eight": "Only the first eight rows and columns were counted: " + SIZE_HINT,
        "only_eight": (
            "{name} is right on every 8x8 board tried, and on this {size}x{size} one it gives {got}, not "
            "{want}: a number written for 8x8 (7 for the last row or column, range(8), the 8x8 table) "
            "is right only there: " + SIZE_HINT
        ),
        # weights_score
        "other_side": (
            "That is the score from {other}'s side: add the weights of colour's discs and subtract the "
            "opponent's."
        ),
        "own_only": (
            "You added the weights of colour's discs; now subtract the weights of the opponent's discs."
        ),
        "empties_subtracted": (
            "The empty squares were subtracted too: subtract only the opponent's discs (elif board[r][c] "
            "== other), not every square that is not colour's. An empty square counts for nobody."
        ),
        "eight_table": "That is the 8x8 table on a {size}x{size} board: use weight_table(len(board)).",
        # weights_player
        "tie": (
            "{got} and {want} both leave a score of {score}: on a tie take the first in row-major order "
            "(replace the best only when a move scores strictly more)."
        ),
        "square_weight_only": (
            "{got} has the best weight of its own, but after it the score is {got_score}; after {want} "
            "it is {want_score}. Score the whole board after each move: flipped discs change squares too."
        ),
        "lower_score": (
            "After {got} the score is {got_score}, after {want} it is {want_score}: play each move on a "
            "copy and keep the highest score."
        ),
        # frontier_count
        "empty_neighbours": (
            "You counted empty neighbours; count discs instead: each disc once, however many empty "
            "squares it touches."
        ),
        "four_directions": "Look in all eight directions (DIRECTIONS): a diagonal neighbour counts too.",
        "opponents_count": "That is the opponent's count: count only the discs of colour.",
        "wraps": (
            "A disc on the top row or the left column was counted from a neighbour across the board: in "
            "Python board[-1] is the last row (and row[-1] the last square), not off the board. Check "
            "0 <= r + dr < size and 0 <= c + dc < size before you read a neighbour."
        ),
        "shifted_bits_wrap": (
            "That is the count of the empty squares shifted as 64 bits by 1, 7, 8 and 9 with no mask: a "
            "shift by 1, 7 or 9 wraps a square from the end of one row onto the start of the next, and 64 "
            "bits are an 8x8 board's, whatever the size. Look at each neighbour with 0 <= r + dr < size "
            "and 0 <= c + dc < size (with bits: mask the edge columns and keep size * size bits)."
        ),
    },
)


def _cases(model: Callable[[Board, Colour], object], name: str, *, needs_a_move: bool = False) -> list[Case]:
    cases = []
    for board, colour in positions(games=2) + beyond_eight() + _largest():
        if needs_a_move and not rules.has_valid_move(board, colour):
            continue
        cases.append(Case(board, (colour,), model(board, colour), f"{name}(board, {colour_name(colour)})"))
    return cases


def _largest() -> list[tuple[Board, Colour]]:
    """A 26x26 board with discs of both colours on every edge and inside, empty squares among them."""
    size = MAX_SIZE
    board: Board = [
        [(BLACK, WHITE, EMPTY, EMPTY)[(row + 3 * col + row * col) % 4] for col in range(size)]
        for row in range(size)
    ]
    return [(board, BLACK)]


def _same_int(got: object, want: object) -> bool:
    """A count or a score is a whole number: 3.0 is not accepted for 3."""
    return is_int(got) and got == want


# --- exercise 1: the weighted score ----------------------------------------------------------


def _own_weights(board: Board, colour: Colour) -> int:
    table = weight_table(len(board))
    return sum(table[r][c] for r, row in enumerate(board) for c, cell in enumerate(row) if cell == colour)


def _eight_table_score(board: Board, colour: Colour) -> int | None:
    """The score with the 8x8 table on every board (``None`` where that table is too small)."""
    if len(board) > 8:
        return None
    table, other = weight_table(8), rules.opponent(colour)
    total = 0
    for r, row in enumerate(board):
        for c, cell in enumerate(row):
            total += table[r][c] if cell == colour else -table[r][c] if cell == other else 0
    return total


def _int_hint(got: object) -> str:
    """The hint for an answer that is not a whole number ('' if it is one)."""
    if got is None:
        return HINTS.say("no_return")
    if not is_int(got):
        return HINTS.say("not_an_int", kind=type(got).__name__, got=repr(got))
    return ""


def _probes(model: Callable[[Board, Colour], object], *sizes: int) -> Callable[[str], list[Case]]:
    """A probe: two positions of each size (both colours), and for sizes past 8 the 10x10 ones
    whose discs beyond the eighth row or column decide."""

    def cases(name: str) -> list[Case]:
        found = [(board, colour) for size in sizes if size <= 8 for board, colour in _of_size(size)[:2]]
        if any(size > 8 for size in sizes):
            found += beyond_eight()
        return [
            Case(board, (colour,), model(board, colour), f"{name}(board, {colour_name(colour)})")
            for board, colour in found
        ]

    return cases


def _of_size(size: int) -> list[tuple[Board, Colour]]:
    return [
        (board, colour)
        for board, colour in positions(games=1)
        if len(board) == size and any(EMPTY in row for row in board)
    ]


def _counted(
    key: str,
    exercise: str,
    probe: Callable[[str], list[Case]],
    mistaken: Callable[[Board, Colour], object],
    example: str,
    facts: Callable[[Case, object], dict[str, object]] | None = None,
) -> Mistake:
    """A count or score that gives what ``mistaken(board, colour)`` does on every position of the probe."""
    return Mistake(
        HINTS,
        key,
        exercise,
        probe,
        lambda case: mistaken(case.position, case.args[0]),
        (example,),
        facts or (lambda case, got: {}),
        lambda got, mistaken_answer: _same_int(got, mistaken_answer),
    )


def _whole_number_mistakes(
    exercise: str, probe: Callable[[str], list[Case]], no_return: str, not_int: str
) -> list[Mistake]:
    return [
        returns_nothing(HINTS, "no_return", exercise, probe, (no_return,)),
        known_by(
            HINTS,
            "not_an_int",
            exercise,
            probe,
            lambda got: got is not None and not is_int(got),
            (not_int,),
            lambda case, got: {"kind": type(got).__name__, "got": repr(got)},
        ),
    ]


def _empties_subtracted(board: Board, colour: Colour) -> int:
    """The score with every square that is not colour's subtracted, the empty ones too."""
    table = weight_table(len(board))
    return sum(
        table[r][c] if cell == colour else -table[r][c]
        for r, row in enumerate(board)
        for c, cell in enumerate(row)
    )


def _set_on_eight(case: Case) -> Case:
    """The case's discs set on an 8x8 board (its top left), for a score that reads an 8x8 table."""
    board: Board = [[EMPTY] * 8 for _ in range(8)]
    for r, row in enumerate(case.position):
        board[r][: len(row)] = row
    return Case(board, case.args, None, case.call)


def _first_eight(board: Board) -> Board:
    """The board with every square beyond the eighth row or column emptied."""
    return [[cell if r < 8 and c < 8 else EMPTY for c, cell in enumerate(row)] for r, row in enumerate(board)]


_SCORE_PROBE = _probes(weighted_discs, 4, 6, 8)
_SCORE_PAST_EIGHT = _probes(weighted_discs, 8, 10)

SCORE_MISTAKES = [
    *_whole_number_mistakes(
        "weights_score",
        _SCORE_PROBE,
        "test_wrong_answers_lessons_8_and_9:forgets_return_score",
        "test_exercises_lesson8:as_a_float",
    ),
    _counted(
        "other_side",
        "weights_score",
        _SCORE_PROBE,
        lambda board, colour: -weighted_discs(board, colour),
        "test_exercises_lesson8:wrong_side",
        lambda case, got: {"other": COLOUR_NAMES[rules.opponent(case.args[0])]},
    ),
    _counted("own_only", "weights_score", _SCORE_PROBE, _own_weights, "test_exercises_lesson8:own_only"),
    _counted(
        "empties_subtracted",
        "weights_score",
        _SCORE_PROBE,
        _empties_subtracted,
        "test_wrong_answers_lessons_8_and_9:score_subtracting_the_empty_squares",
    ),
    _counted(
        "eight_table",
        "weights_score",
        _SCORE_PROBE,
        _eight_table_score,
        "test_exercises_lesson8:eight_by_eight_table",
        lambda case, got: {"size": len(case.position)},
    ),
    Mistake(
        HINTS,
        "eight_table",
        "weights_score",
        _probes(weighted_discs, 4, 6),
        lambda case: None,
        ("real_code.hietan:weights_score_hietan",),
        lambda case, got: {"size": len(case.position)},
        lambda got, mistaken: _same_int(got, mistaken),
        asks=_set_on_eight,
    ),
    _counted(
        "first_eight",
        "weights_score",
        _SCORE_PAST_EIGHT,
        lambda board, colour: weighted_discs(_first_eight(board), colour),
        "test_exercises_lesson8:first_eight_rows",
    ),
]
"""The mistakes known in ``weights_score``, each proven on the student's function by its own positions."""


def _check_a_count(
    function: Callable[..., object],
    model: Callable[[Board, Colour], int],
    name: str,
    mistakes: list[Mistake],
) -> Report:
    """Check a function that scores a position with a whole number, as ``model`` does."""

    cases = _cases(model, name)

    def hint_for(case: Case, got: object) -> str:
        return changed_hint(got) or _only_eight_count_hint(function, cases, case, got)

    return check_function(
        function,
        cases,
        name=function_name(function, name),
        same=_same_int,
        hint_for=hint_for,
        mistakes=mistakes,
    )


PROBED_CASES = 40
"""About how many 8x8 cases a hint asks a function again, to show it right on them."""


def _only_eight_count_hint(
    function: Callable[..., object], cases: list[Case], case: Case, got: object
) -> str:
    """The hint for a count wrong here and right on every 8x8 case asked again ('' if not so)."""
    if len(case.position) == 8 or not is_int(got):
        return ""
    eights = [other for other in cases if len(other.position) == 8]
    for other in eights[:: max(1, len(eights) // PROBED_CASES)]:

        def ask(guarded: Callable[..., object], given: Case = other) -> object:
            return guarded(copy_board(given.position), *given.args)

        if probe(function, ask) != other.expected:
            return ""
    size = len(case.position)
    return HINTS.say("only_eight", name=case.call.partition("(")[0], size=size, got=got, want=case.expected)


@LESSON.check
def check_weights_score(function: Callable[..., object]) -> Report:
    """Check a function returning the weights of ``colour``'s squares minus the weights of the opponent's."""
    return _check_a_count(function, weighted_discs, "weights_score", SCORE_MISTAKES)


# --- exercise 2: the weights player ----------------------------------------------------------


def _after(board: Board, move: Move, colour: Colour) -> Board:
    return rules.place_move(copy_board(board), *move, colour)


def _weights_choice_hint(case: Case, got: object) -> str:
    board = case.position
    (colour,) = case.args
    want, move = cast(Move, case.expected), cast(Move, got)  # called once move_hint found it a legal move
    got_score = weighted_discs(_after(board, move, colour), colour)
    want_score = weighted_discs(_after(board, want, colour), colour)
    facts = {"got": squares_phrase([move]), "want": squares_phrase([want])}
    if got_score == want_score:
        return HINTS.say("tie", score=want_score, **facts)
    table = weight_table(len(board))
    if table[move[0]][move[1]] >= table[want[0]][want[1]]:
        return HINTS.say("square_weight_only", got_score=got_score, want_score=want_score, **facts)
    return HINTS.say("lower_score", got_score=got_score, want_score=want_score, **facts)


def _scores_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``weights_score`` is right on the position and on every position after a move."""
    board, (colour,) = case.position, case.args[:1]
    positions = [board] + [_after(board, move, colour) for move in rules.valid_moves_list(board, colour)]
    return all(
        own(copy_board(position), colour) == weighted_discs(position, colour) for position in positions
    )


WEIGHTS_SCORE = Earlier("weights_score", _scores_right, LESSON)
"""The earlier exercise a weights player naturally calls: when it is wrong, the player is not to blame."""


@LESSON.check
def check_weights_player(function: Callable[..., object]) -> Report:
    """Check a player that plays the move after which the weighted score is highest (ties: row-major)."""

    def hint_for(case: Case, got: object) -> str:
        return (
            move_hint(case, got)
            or only_eight_hint(function, cases, case, got)
            or _weights_choice_hint(case, got)
        )

    cases = _cases(weights_player, "weights_choice", needs_a_move=True)
    return check_function(
        function,
        cases,
        name=function_name(function, "weights_choice"),
        call=player_call,
        hint_for=hint_for,
        builds_on=[WEIGHTS_SCORE],
    )


# --- exercise 3: frontier discs ----------------------------------------------------------------


def _empty_neighbours(board: Board, colour: Colour, directions: tuple[tuple[int, int], ...]) -> int:
    size, count = len(board), 0
    for r in range(size):
        for c in range(size):
            if board[r][c] == colour:
                for dr, dc in directions:
                    if 0 <= r + dr < size and 0 <= c + dc < size and board[r + dr][c + dc] == EMPTY:
                        count += 1
    return count


def _frontier_wrapping(board: Board, colour: Colour) -> int:
    """The frontier count with neighbours read at index -1 as Python reads them: from the far side."""
    size = len(board)
    return sum(
        1
        for r in range(size)
        for c in range(size)
        if board[r][c] == colour
        and any(r + dr < size and c + dc < size and board[r + dr][c + dc] == EMPTY for dr, dc in DIRECTIONS)
    )


def _frontier_in(board: Board, colour: Colour, directions: tuple[tuple[int, int], ...]) -> int:
    size = len(board)
    return sum(
        1
        for r in range(size)
        for c in range(size)
        if board[r][c] == colour
        and any(
            0 <= r + dr < size and 0 <= c + dc < size and board[r + dr][c + dc] == EMPTY
            for dr, dc in directions
        )
    )


def _frontier_of_shifted_bits(board: Board, colour: Colour) -> int:
    """The frontier found by shifting the empty squares as 64 bits by 1, 7, 8 and 9, both ways, with no
    mask: a shift by 1, 7 or 9 carries a square from the end of one row to the start of the next."""
    size, all_bits = len(board), (1 << 64) - 1
    squares = [(r, c) for r in range(size) for c in range(size)]
    own = sum(1 << (r * size + c) for r, c in squares if board[r][c] == colour)
    taken = sum(1 << (r * size + c) for r, c in squares if board[r][c] != EMPTY)
    empties = ~taken & all_bits
    near = 0
    for step in (1, 7, 8, 9):
        near |= (empties << step) | (empties >> step)
    return bin(own & near & all_bits).count("1")


_FOUR = tuple((dr, dc) for dr, dc in DIRECTIONS if dr == 0 or dc == 0)
_FRONTIER_PROBE = _probes(frontier_discs, 4, 6, 8)


def _frontier_mistake(
    key: str, mistaken: Callable[[Board, Colour], object], example: str, past_eight: bool = False
) -> Mistake:
    probe = _probes(frontier_discs, 8, 10) if past_eight else _FRONTIER_PROBE
    return _counted(key, "frontier_count", probe, mistaken, example)


FRONTIER_MISTAKES = [
    *_whole_number_mistakes(
        "frontier_count",
        _FRONTIER_PROBE,
        "test_wrong_answers_lessons_8_and_9:prints_the_frontier",
        "test_wrong_answers_lessons_8_and_9:frontier_as_a_float",
    ),
    _frontier_mistake(
        "empty_neighbours",
        lambda board, colour: _empty_neighbours(board, colour, DIRECTIONS),
        "test_exercises_lesson8:counts_empty_neighbours",
    ),
    _frontier_mistake(
        "four_directions",
        lambda board, colour: _frontier_in(board, colour, _FOUR),
        "test_exercises_lesson8:four_directions",
    ),
    _frontier_mistake(
        "opponents_count",
        lambda board, colour: frontier_discs(board, rules.opponent(colour)),
        "test_wrong_answers_lessons_8_and_9:counts_the_opponents_frontier",
    ),
    _frontier_mistake(
        "wraps", _frontier_wrapping, "test_wrong_answers_lessons_8_and_9:frontier_read_across_the_edge"
    ),
    _frontier_mistake("shifted_bits_wrap", _frontier_of_shifted_bits, "real_code.coach:frontier_count_coach"),
    _frontier_mistake(
        "first_eight",
        lambda board, colour: _frontier_in([row[:8] for row in board[:8]], colour, DIRECTIONS),
        "test_exercises_lesson8:size_eight",
        past_eight=True,
    ),
]
"""The mistakes known in ``frontier_count``, each proven on the student's function by its own positions."""


@LESSON.check
def check_frontier_count(function: Callable[..., object]) -> Report:
    """Check a function counting ``colour``'s discs that touch at least one empty square."""
    return _check_a_count(function, frontier_discs, "frontier_count", FRONTIER_MISTAKES)
