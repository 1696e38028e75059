"""Checks for lesson 0, *Welcome*: three gentle exercises about the rules.

* ``who_is_winning(black, white)``: who has more discs, or a draw;
* ``discs_after_move(black, white, flipped)``: the score after a black move;
* ``flips_along(line)``: how many white discs a black move flips along one line.

The right answers come from the finished rules (``othello_lesson.rules``),
played on real boards: the positions of seeded games, and every short line
of discs there is.

>>> check_who_is_winning(lambda black, white: "●" if black > white else "○")
✘ who_is_winning is not right yet. The smallest case where it goes wrong:
<BLANKLINE>
who_is_winning(2, 2)
returned: '○'
expected: 'draw'
<BLANKLINE>
Hint: With equal counts nobody wins: return DRAW.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from itertools import product

from .. import rules
from ..rules import BLACK, DRAW, EMPTY, WHITE, Board, copy_board
from .answers import SHAPES
from .common import (
    COLOUR_NAMES,
    NAMES,
    Case,
    Hints,
    Mistake,
    Report,
    check_function,
    counted,
    function_name,
    sample_positions,
)
from .contents import Exercise, Lesson
from .mistakes import known_by, returns_nothing

LESSON = Lesson(
    0,
    "Welcome",
    Exercise("who_is_winning"),
    Exercise("discs_after_move"),
    Exercise("flips_along"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_discs_after_move", "check_flips_along", "check_who_is_winning"]

HINTS = Hints(
    "lesson0",
    {
        "constant_not_word": "Return the constant {constant}, not the word {word}.",
        "draw": "With equal counts nobody wins: return DRAW.",
        "leader": "Black has {black} and White has {white}, so {leader} is winning.",
        "a_pair": "Return a pair of numbers in round brackets: (black, white).",
        "new_disc_counts": "Black's new disc counts too: it adds one to Black, on top of the flipped discs.",
        "white_loses": "Every flipped disc was White's and is Black's now: White has that many fewer.",
        "pair_swapped": "The pair is the wrong way round: Black's count first, then White's.",
        "every_white": (
            "This answer counts every white disc on the line, closed or not: only the white discs "
            "right after the new disc, up to a black one, flip."
        ),
        "whites_to_edge": (
            "The white discs run to the edge of the board and no black disc closes them: 0 flip."
        ),
        "empty_after_whites": (
            "An empty square comes right after the white discs, so no black disc closes them: 0 flip."
        ),
        "whites_then_black": (
            "The first {whites} and a black disc comes next: {those} (and nothing after the black disc)."
        ),
        "looks_no_further": (
            "Only the first {seen} squares of the line were looked at. Here the first {whites} and a "
            "black disc comes next: {those}."
        ),
    },
)
"""Every hint of lesson 0's checks, under a stable id (``lesson0.draw``, say)."""


def arguments_only(function: Callable[..., object], case: Case) -> object:
    """Call with the case's arguments alone: its board is only there to be shown."""
    return function(*case.args)


def _right_winner(black: int, white: int) -> str:
    return BLACK if black > white else WHITE if white > black else DRAW


# --- exercise 1: who is winning? -------------------------------------------------

_SCORES = [(2, 2), (3, 1), (1, 3), (8, 8), (20, 44), (33, 31)]


def _score_probes(name: str) -> list[Case]:
    return [Case(None, score, _right_winner(*score), f"{name}{score}") for score in _SCORES]


def _leader(case: Case, got: object) -> dict[str, object]:
    black, white = case.args
    leader = COLOUR_NAMES[BLACK if black > white else WHITE]
    return {"black": counted(black, "one_disc", "discs"), "white": white, "leader": leader}


def _as_word(got: object) -> bool:
    return (
        isinstance(got, str) and got.lower() in ("black", "white", "draw") and got not in (BLACK, WHITE, DRAW)
    )


WINNING_MISTAKES = [
    returns_nothing(
        SHAPES, "no_return", "who_is_winning", _score_probes, ("test_exercises_lesson0:no_return",)
    ),
    known_by(
        HINTS,
        "constant_not_word",
        "who_is_winning",
        _score_probes,
        _as_word,
        ("test_exercises_lesson0:words",),
        lambda case, got: {"constant": str(got).upper(), "word": repr(got)},
    ),
    Mistake(
        HINTS,
        "draw",
        "who_is_winning",
        _score_probes,
        lambda case: BLACK if case.args[0] > case.args[1] else WHITE,
        ("test_exercises_lesson0:forgets_the_draw",),
    ),
    Mistake(
        HINTS,
        "draw",
        "who_is_winning",
        _score_probes,
        lambda case: WHITE if case.args[1] > case.args[0] else BLACK,
        ("test_wrong_answers_lessons_0_to_3:draws_go_to_black",),
    ),
    Mistake(
        HINTS,
        "leader",
        "who_is_winning",
        _score_probes,
        lambda case: _right_winner(case.args[1], case.args[0]),
        ("test_exercises_lesson0:swapped",),
        _leader,
    ),
]
"""The mistakes known in ``who_is_winning``, each proven on the student's function by its own scores."""


@LESSON.check
def check_who_is_winning(function: Callable[..., object]) -> Report:
    """Check ``who_is_winning(black, white)`` on the scores of many real positions.

    It must return ``BLACK`` when black has more discs, ``WHITE`` when white
    has more, and ``DRAW`` when they have the same number.
    """
    name = function_name(function, "who_is_winning")
    cases, seen = [], set()
    for board, _ in sample_positions():
        score = rules.count_discs(board)
        if score not in seen:
            seen.add(score)
            cases.append(Case(board, score, rules.winner(board), f"{name}{score}"))
    return check_function(function, cases, name=name, call=arguments_only, mistakes=WINNING_MISTAKES)


# --- exercise 2: the score after a move --------------------------------------------

_MOVES = [(2, 2, 1), (3, 3, 2), (10, 6, 3), (1, 12, 1)]


def _move_probes(name: str) -> list[Case]:
    return [
        Case(
            None,
            (black, white, flipped),
            (black + 1 + flipped, white - flipped),
            f"{name}{(black, white, flipped)}",
        )
        for black, white, flipped in _MOVES
    ]


def _after(model: Callable[[int, int, int], object]) -> Callable[[Case], object]:
    return lambda case: model(*case.args)


def _not_a_pair(got: object) -> bool:
    return not (isinstance(got, tuple) and len(got) == 2) and got is not None


AFTER_MOVE_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "discs_after_move",
        _move_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_the_pair",),
    ),
    known_by(
        HINTS,
        "a_pair",
        "discs_after_move",
        _move_probes,
        _not_a_pair,
        (
            "test_exercises_lesson0:as_a_list",
            "test_wrong_answers_lessons_0_to_3:discs_as_list",
            "test_wrong_answers_lessons_0_to_3:one_number_for_a_pair",
        ),
    ),
    Mistake(
        HINTS,
        "new_disc_counts",
        "discs_after_move",
        _move_probes,
        _after(lambda black, white, flipped: (black + flipped, white - flipped)),
        ("test_exercises_lesson0:forgets_the_new_disc",),
    ),
    Mistake(
        HINTS,
        "white_loses",
        "discs_after_move",
        _move_probes,
        _after(lambda black, white, flipped: (black + 1 + flipped, white)),
        ("test_exercises_lesson0:white_keeps_its_discs",),
    ),
    Mistake(
        HINTS,
        "pair_swapped",
        "discs_after_move",
        _move_probes,
        _after(lambda black, white, flipped: (white - flipped, black + 1 + flipped)),
        ("test_exercises_lesson0:the_wrong_way_round",),
    ),
]
"""The mistakes known in ``discs_after_move``, each proven on the student's function by its own scores."""


@LESSON.check
def check_discs_after_move(function: Callable[..., object]) -> Report:
    """Check ``discs_after_move(black, white, flipped)`` on every black move of many games.

    Black has ``black`` discs and White ``white``; Black plays a move that
    flips ``flipped`` white discs.  The answer is the pair ``(black, white)``
    after the move.
    """
    name = function_name(function, "discs_after_move")
    cases, seen = [], set()
    for board, colour in sample_positions():
        if colour != BLACK:
            continue
        black, white = rules.count_discs(board)
        for row, col in rules.valid_moves_list(board, BLACK):
            flipped = len(rules.flipped_discs(board, row, col, BLACK))
            if (black, white, flipped) in seen:
                continue
            seen.add((black, white, flipped))
            after = rules.count_discs(rules.place_move(copy_board(board), row, col, BLACK))
            cases.append(Case(board, (black, white, flipped), after, f"{name}({black}, {white}, {flipped})"))
    return check_function(function, cases, name=name, call=arguments_only, mistakes=AFTER_MOVE_MISTAKES)


# --- exercise 3: how many discs does a move flip along one line? ------------------


def _line_board(line: tuple[str, ...]) -> Board:
    """A board with ``line`` to the right of the top-left corner, and nothing else."""
    size = max(4, len(line) + 1 + (len(line) + 1) % 2)
    board: Board = [[EMPTY for _ in range(size)] for _ in range(size)]
    board[0][1 : 1 + len(line)] = line
    return board


def _line_words(line: tuple[str, ...]) -> str:
    return "[" + ", ".join(NAMES[square] for square in line) + "]"


def _flips(line: Sequence[str]) -> int:
    """How many white discs a black move flips along ``line``: the rules, on a board."""
    return len(rules.flipped_discs(_line_board(tuple(line)), 0, 0, BLACK))


def _whites_first(line: Sequence[str]) -> int:
    whites = 0
    while whites < len(line) and line[whites] == WHITE:
        whites += 1
    return whites


_LINES = [
    "W",
    "B",
    "E",
    "WB",
    "WE",
    "WW",
    "WEB",
    "EWB",
    "BWB",
    "WWB",
    "WBWB",
    "WWEWB",
    "WWWWB",
    "WWWWWB",
    "WWWWWWB",
]


def _line_probes(name: str) -> list[Case]:
    squares = {"W": WHITE, "B": BLACK, "E": EMPTY}
    lines = [[squares[letter] for letter in text] for text in _LINES]
    return [Case(None, (line,), _flips(line), f"{name}({_line_words(tuple(line))})") for line in lines]


def _closed_by_black(case: Case, got: object) -> dict[str, object]:
    whites = _whites_first(case.args[0])
    return {
        "whites": counted(whites, "one_white_square", "white_squares"),
        "those": counted(whites, "that_one_flips", "those_flip"),
    }


def _line_mistake(key: str, model: Callable[[Sequence[str]], int], example: str, **fixed: object) -> Mistake:
    def facts(case: Case, got: object) -> dict[str, object]:
        return {**_closed_by_black(case, got), **fixed}

    return Mistake(
        HINTS, key, "flips_along", _line_probes, lambda case: model(case.args[0]), (example,), facts
    )


def _edge_closes(line: Sequence[str]) -> int:
    whites = _whites_first(line)
    return whites if whites == len(line) else _flips(line)


def _empty_skipped(line: Sequence[str]) -> int:
    kept = [square for square in line if square != EMPTY]
    whites = _whites_first(kept)
    return whites if whites < len(kept) else 0


def _closing_counted(line: Sequence[str]) -> int:
    flips = _flips(line)
    return flips + 1 if flips else 0


FLIPS_MISTAKES = [
    returns_nothing(
        SHAPES,
        "no_return",
        "flips_along",
        _line_probes,
        ("test_wrong_answers_lessons_0_to_3:prints_the_flips",),
    ),
    _line_mistake(
        "every_white", lambda line: list(line).count(WHITE), "test_exercises_lesson0:counts_every_white"
    ),
    _line_mistake("whites_to_edge", _edge_closes, "test_exercises_lesson0:edge_closes_the_line"),
    _line_mistake("empty_after_whites", _empty_skipped, "test_exercises_lesson0:empty_is_skipped"),
    _line_mistake("whites_then_black", _closing_counted, "test_exercises_lesson0:counts_the_closing_disc"),
    *[
        _line_mistake(
            "looks_no_further",
            partial(lambda seen, line: _flips(line[:seen]), seen),
            "test_exercises_lesson0:short_lines_only",
            seen=seen,
        )
        for seen in (4,)
    ],
]
"""The mistakes known in ``flips_along``, each proven on the student's function by its own lines."""


@LESSON.check
def check_flips_along(function: Callable[..., object]) -> Report:
    """Check ``flips_along(line)`` on every line of up to seven squares.

    ``line`` lists the squares in one direction from the square where Black
    plays, nearest first, up to the edge of the board.  The answer is how many
    white discs the move flips along that line.
    """
    name = function_name(function, "flips_along")
    cases = []
    for length in range(8):
        for line in product((WHITE, BLACK, EMPTY), repeat=length):
            want = len(rules.flipped_discs(_line_board(line), 0, 0, BLACK))
            cases.append(Case(None, (list(line),), want, f"{name}({_line_words(line)})"))
    return check_function(function, cases, name=name, mistakes=FLIPS_MISTAKES)
