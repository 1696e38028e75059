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
. . . .
. ○ ● .
. ● ○ .
. . . .
<BLANKLINE>
who_is_winning(2, 2)
returned: '○'
expected: 'draw'
<BLANKLINE>
Hint: With equal counts nobody wins: return DRAW.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from .. import rules
from ..rules import BLACK, EMPTY, WHITE, Board, copy_board
from .common import (
    NAMES,
    NO_RETURN_HINT,
    Case,
    Hints,
    Report,
    check_function,
    function_name,
    plural,
    sample_positions,
)
from .contents import Exercise, Lesson

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
        "gains_and_loses": "Black gains the new disc and {flipped}; White loses {lost}.",
        "no_white_first": "The first square does not hold a white disc, so nothing is sandwiched: 0 flip.",
        "whites_to_edge": (
            "The white discs run to the edge of the board and no black disc closes them: 0 flip."
        ),
        "empty_after_whites": (
            "An empty square comes right after the white discs, so no black disc closes them: 0 flip."
        ),
        "whites_then_black": (
            "The first {whites} and a black disc comes next: {those} (and nothing after the black disc)."
        ),
    },
)
"""Every hint of lesson 0's checks, under a stable id (``lesson0.draw``, say)."""


def arguments_only(function: Callable[..., object], case: Case) -> object:
    """Call with the case's arguments alone: its board is only there to be shown."""
    return function(*case.args)


# --- exercise 1: who is winning? -------------------------------------------------


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

    def hint_for(case: Case, got: object) -> str:
        black, white = case.args
        if isinstance(got, str) and got.lower() in ("black", "white", "draw"):
            return HINTS.say("constant_not_word", constant=got.upper(), word=repr(got))
        if got is None:
            return NO_RETURN_HINT
        if black == white:
            return HINTS.say("draw")
        leader = "Black" if black > white else "White"
        return HINTS.say("leader", black=plural(black, "disc"), white=white, leader=leader)

    return check_function(function, cases, name=name, call=arguments_only, hint_for=hint_for)


# --- exercise 2: the score after a move --------------------------------------------


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

    def hint_for(case: Case, got: object) -> str:
        black, white, flipped = case.args
        if got is None:
            return NO_RETURN_HINT
        if not isinstance(got, tuple) or len(got) != 2:
            return HINTS.say("a_pair")
        if got == (black + flipped, white - flipped):
            return HINTS.say("new_disc_counts")
        if got[1] == white:
            return HINTS.say("white_loses")
        if got == (white - flipped, black + 1 + flipped):
            return HINTS.say("pair_swapped")
        return HINTS.say(
            "gains_and_loses", flipped=plural(flipped, "flipped disc"), lost=plural(flipped, "disc")
        )

    return check_function(function, cases, name=name, call=arguments_only, hint_for=hint_for)


# --- exercise 3: how many discs does a move flip along one line? ------------------


def _line_board(line: tuple[str, ...]) -> Board:
    """A board with ``line`` to the right of the top-left corner, and nothing else."""
    size = max(4, len(line) + 1 + (len(line) + 1) % 2)
    board: Board = [[EMPTY for _ in range(size)] for _ in range(size)]
    board[0][1 : 1 + len(line)] = line
    return board


def _line_words(line: tuple[str, ...]) -> str:
    return "[" + ", ".join(NAMES[square] for square in line) + "]"


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

    def hint_for(case: Case, got: object) -> str:
        line = case.args[0]
        whites = 0
        while whites < len(line) and line[whites] == WHITE:
            whites += 1
        if got is None:
            return NO_RETURN_HINT
        if whites == 0:
            return HINTS.say("no_white_first")
        if whites == len(line):
            return HINTS.say("whites_to_edge")
        if line[whites] == EMPTY:
            return HINTS.say("empty_after_whites")
        return HINTS.say(
            "whites_then_black",
            whites=plural(whites, "square holds a white disc", "squares hold white discs"),
            those="that one flips" if whites == 1 else f"those {whites} flip",
        )

    return check_function(function, cases, name=name, hint_for=hint_for)
