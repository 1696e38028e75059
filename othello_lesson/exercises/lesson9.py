"""Checks for lesson 9, *Thinking ahead*: negamax, alpha-beta and the exact score of an endgame.

The student's searches are compared with the package's: ``search.minimax``
(the value of a position, looking ``depth`` moves ahead, from the side of the
player to move), and ``search.solve`` (the exact final disc difference).  An
alpha-beta must find minimax's value, and must not score more end positions
than minimax does; where the package's alpha-beta (moves in row-major order)
cuts lines off, the student's must cut some off too.  One that cuts off later
than the lesson's, at ``alpha > beta`` instead of ``alpha >= beta``, is right
too: it is accepted, with a note saying how many more end positions it scored.

The typical mistakes are recognised and explained: a missing minus sign, a
pass forgotten or counted as a move, an evaluation from the opponent's side,
a cut-off on the wrong side, empty squares counted for the winner.

>>> from othello_lesson.search import minimax
>>> check_negamax(minimax).passed
True
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import cast

from .. import rules
from ..evaluation import Evaluation, disc_difference, empty_squares, weighted_discs
from ..rules import Board, Colour, copy_board
from ..search import FINISHED, final_value, minimax, solve
from .common import (
    NO_RETURN_HINT,
    Case,
    Hints,
    Report,
    Rows,
    check_function,
    colour_name,
    endings,
    error_text,
    function_name,
    kept,
    new_board,
    probe,
    sample_positions,
    sampled,
)
from .contents import Exercise, Lesson

LESSON = Lesson(
    9,
    "Thinking ahead",
    Exercise("negamax"),
    Exercise("alphabeta"),
    Exercise("exact_score"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_alphabeta", "check_exact_score", "check_negamax"]

EVALUATIONS: dict[str, Evaluation] = {"disc_difference": disc_difference, "weighted_discs": weighted_discs}

Search = Callable[[Board, Colour, int, Evaluation], float]
"""A search as the lesson writes it: ``search(board, colour, depth, evaluate)``, the position's value."""

HINTS = Hints(
    "lesson9",
    {
        "no_return": NO_RETURN_HINT,
        "not_a_number": "Return a number, not {kind} {got}.",
        "not_an_int": "Return a whole number (an int), not {kind} {got}.",
        # negamax (and alpha-beta's value)
        "no_minus": (
            "A move is worth MINUS the value of the position after it, seen by the opponent: "
            "what is good for them is bad for you. Write -negamax(...), and take the max."
        ),
        "evaluated_for_opponent": (
            "At depth 0 score the position for colour, the one to move there: "
            "evaluate(board, colour), not the opponent."
        ),
        "pass_ends": (
            "When colour has no move but the opponent has, colour passes: the value is "
            "minus the opponent's value of the same board, with the same depth."
        ),
        "pass_uses_depth": (
            "A pass is not a move: search the opponent's reply with the same depth, not depth - 1."
        ),
        "stops_at_one": (
            "Stop at depth 0: if depth == 0, return evaluate(board, colour). Stopping at depth 1 looks "
            "one move less than asked, and called with depth 0 the search never stops."
        ),
        "best_from_zero": (
            "Start the best value at -math.inf, not 0: where every move is bad (all below 0), the "
            "best of them is still below 0, and 0 is a value no move gives."
        ),
        "either_mistake": "On this position two mistakes give this value: {first} Or: {second}",
        "game_over": (
            "The game is over here (neither side can move): return final_value(board, colour), "
            "the disc difference times 10 000, whatever the depth."
        ),
        "sign": "The sign is the wrong way round: the value is from the side of colour, the one to move.",
        "on_a_copy": (
            "A search must try each move on a copy: after = rules.place_move(copy_board(board), *move, "
            "colour). Played on the board it was given, the first move tried changes the position every "
            "later move is tried in (and a move may then no longer be legal there)."
        ),
        # alpha-beta
        "alpha_never_rises": (
            "The value is right, but it scored {scored} end positions where alpha-beta needs at most "
            "{most}: alpha never rises. After each move raise alpha to the best value so far "
            "(alpha = max(alpha, value)); with alpha as it came in, alpha >= beta is seldom true."
        ),
        "no_cut_off": (
            "The value is right, but it scored {scored} end positions where alpha-beta needs at most "
            "{most}: stop trying moves as soon as alpha >= beta (the opponent will never allow "
            "this position), and pass -beta, -alpha down to the opponent."
        ),
        "stops_after_first": (
            "It stops after the first move: the loop must end only when alpha >= beta (the window has "
            "shut), not while alpha <= beta (it is still open)."
        ),
        "not_minimax": (
            "Alpha-beta must give exactly minimax's value. Check the cut-off: break when alpha >= beta "
            "(not <=), after raising alpha to the best value so far; and call the opponent with "
            "(-beta, -alpha), in that order."
        ),
        "pass_window": (
            "A pass hands the opponent the window turned round too: minus alphabeta of the same board, "
            "the same depth, with (-beta, -alpha). With the window (-inf, inf) the two look alike; with "
            "a narrower one, as deep in a search, they do not."
        ),
        # exact_score
        "exact_sign": "The sign is the wrong way round: the score is colour's discs minus the opponent's.",
        "final_value": (
            "That is final_value, the score times 10 000 (so that a search prefers a finished game to "
            "any guess): the exact score is the disc difference itself."
        ),
        "exact_pass": (
            "When colour cannot move but the opponent can, colour passes and the game goes on: "
            "the score is minus the opponent's score of the same board. "
            "The game ends only when neither can move."
        ),
        "empties_to_winner": (
            "Empty squares count for nobody: the score is just colour's discs minus the opponent's."
        ),
    },
)


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _positions() -> list[tuple[Board, Colour]]:
    """Small positions: passes and endings, then seeded random games on 4x4 and 6x6."""
    return endings() + [(new_board(rows), colour) for rows, colour in sampled((4, 6), games=2, seed=909)[::3]]


# --- the typical mistakes, written out so that a hint can name them ------------------------------


def _negamax_with(slip: str) -> Search:
    """Negamax with one typical slip written in, so that a hint can replay it and name it:

    ``"no minus"``: each side is taken to like what the other likes; ``"pass is the end"``: a
    player with no move is scored as if the game stopped there; ``"pass uses depth"``: a pass
    costs a level of depth; ``"stops at one"``: it stops at depth 1 (one move short, and from
    depth 0 it never stops before the end); ``"best from zero"``: the best value starts at 0.
    """

    def search(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> float:
        other = rules.opponent(colour)
        moves = rules.valid_moves_list(board, colour)
        if not moves and not rules.has_valid_move(board, other):
            return final_value(board, colour)
        if depth == (1 if slip == "stops at one" else 0) or (not moves and slip == "pass is the end"):
            return evaluate(board, colour)
        sign = 1 if slip == "no minus" else -1
        if not moves:
            return sign * search(board, other, depth - (slip == "pass uses depth"), evaluate)
        values = [sign * search(_after(board, m, colour), other, depth - 1, evaluate) for m in moves]
        return max(0, *values) if slip == "best from zero" else max(values)

    return search


def _evaluate_wrong_side(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> float:
    return minimax(board, colour, depth, lambda b, p: evaluate(b, rules.opponent(p)))


def _after(board: Board, move: tuple[int, int], colour: Colour) -> Board:
    return rules.place_move(copy_board(board), *move, colour)


_MISTAKES: list[tuple[Search, str]] = [
    (_negamax_with("no minus"), "no_minus"),
    (_evaluate_wrong_side, "evaluated_for_opponent"),
    (_negamax_with("pass is the end"), "pass_ends"),
    (_negamax_with("pass uses depth"), "pass_uses_depth"),
    (_negamax_with("stops at one"), "stops_at_one"),
    (_negamax_with("best from zero"), "best_from_zero"),
]
"""The typical mistakes of a search, each written out, and its hint's key."""

PROBED_CASES = 12
"""How many of a check's cases a hint asks the search again, to tell two mistakes apart."""


def _gives(mistake: Search, board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> object:
    try:
        return mistake(board, colour, depth, evaluate)
    except Exception:
        return None


def _value_hint(
    case: Case, got: object, function: Callable[..., object] | None = None, cases: Sequence[Case] = ()
) -> str:
    """The hint for a search's wrong value: the mistake written out that gives it, if one does.

    Where two mistakes give this value, the search is asked again on the check's other cases
    (``function``, ``cases``): a mistake that gives what it answers on all of them is named alone.
    """
    if got is None:
        return HINTS.say("no_return")
    if not _is_number(got):
        return HINTS.say("not_a_number", kind=type(got).__name__, got=repr(got))
    board = case.position
    colour, depth, evaluate = case.args[:3]
    want = cast(float, case.expected) if not isinstance(case.expected, Searched) else case.expected.value
    matching = [
        (mistake, key)
        for mistake, key in _MISTAKES
        if _gives(mistake, board, colour, depth, evaluate) == got != want
    ]
    if len(matching) > 1 and function is not None:
        matching = [match for match in matching if _made_everywhere(function, cases, match[0])] or matching
    if len(matching) == 1:
        return HINTS.say(matching[0][1])
    if matching:
        first, second = (HINTS[key] for _, key in matching[:2])
        return HINTS.say("either_mistake", first=first, second=second)
    other = rules.opponent(colour)
    if not rules.valid_moves_list(board, colour) and not rules.has_valid_move(board, other):
        return HINTS.say("game_over")
    if got == -want:
        return HINTS.say("sign")
    return ""


def _made_everywhere(function: Callable[..., object], cases: Sequence[Case], mistake: Search) -> bool:
    """Does the search answer, on the check's first cases, the value ``mistake`` gives (asked again)?"""
    for case in cases[:PROBED_CASES]:
        if isinstance(case.expected, Windowed):
            continue
        colour, depth, evaluate = case.args[:3]
        window = (-math.inf, math.inf) if isinstance(case.expected, Searched) else ()

        def ask(
            guarded: Callable[..., object],
            board: Board = case.position,
            args: tuple[object, ...] = (colour, depth, evaluate, *window),
        ) -> object:
            return guarded(copy_board(board), *args)

        if probe(function, ask) != _gives(mistake, case.position, colour, depth, evaluate):
            return False
    return True


# --- exercise 1: negamax ---------------------------------------------------------------------------


def _search_cases(name: str, depths: tuple[int, ...]) -> list[tuple[Board, Colour, int, str]]:
    found = []
    for index, (board, colour) in enumerate(_positions()):
        depth = depths[index % len(depths)]
        evaluation = "weighted_discs" if index % 2 else "disc_difference"
        if len(board) > 4 and depth > 2:
            depth = 2
        found.append((board, colour, depth, evaluation))
    return found


def _call_text(name: str, colour: Colour, depth: int, evaluation: str, extra: str = "") -> str:
    return f"{name}(board, {colour_name(colour)}, {depth}, {evaluation}{extra})"


class PlayedOnTheBoard:
    """What a search answered (or the error it then raised) after playing on the board it was given."""

    def __init__(self, answer: str) -> None:
        self.answer = answer

    def __eq__(self, other: object) -> bool:
        return False

    # defining __eq__ leaves it unhashable, as an answer that is never right

    def __repr__(self) -> str:
        return f"{self.answer}, after changing the board it was given"


def _searched(function: Callable[..., object], board: Board, *args: object) -> object:
    """``function(board copy, *args)``; a ``PlayedOnTheBoard`` if it changed that copy, even as it raised."""
    given = copy_board(board)
    try:
        got = function(given, *args)
    except Exception as error:
        if given != board:
            return PlayedOnTheBoard(f"an error: {type(error).__name__}: {error_text(error)}")
        raise
    return PlayedOnTheBoard(repr(got)) if given != board else got


def _negamax_call(function: Callable[..., object], case: Case) -> object:
    return _searched(function, case.position, *case.args)


def _negamax_hint(function: Callable[..., object], cases: list[Case], case: Case, got: object) -> str:
    if isinstance(got, PlayedOnTheBoard):
        return HINTS.say("on_a_copy")
    return _value_hint(case, got, function, cases)


@LESSON.check
def check_negamax(function: Callable[..., object]) -> Report:
    """Check a negamax ``function(board, colour, depth, evaluate)`` against ``search.minimax``."""
    cases = [
        Case(
            board,
            (colour, depth, EVALUATIONS[evaluation]),
            minimax(board, colour, depth, EVALUATIONS[evaluation]),
            _call_text("negamax", colour, depth, evaluation),
        )
        for board, colour, depth, evaluation in _search_cases("negamax", (0, 1, 2, 3))
    ]
    return check_function(
        function,
        cases,
        name=function_name(function, "negamax"),
        call=_negamax_call,
        same=lambda got, want: _is_number(got) and got == want,
        hint_for=lambda case, got: _negamax_hint(function, cases, case, got),
    )


# --- exercise 2: alpha-beta ------------------------------------------------------------------------


@dataclass(frozen=True)
class Searched:
    """A value, and how many end positions were scored (with ``evaluate``) to find it.

    As what a check expects, ``scored`` is the most an answer may score; ``least``
    what the lesson's alpha-beta scores, and ``position`` the search (its rows,
    colour, depth and evaluation's name), to replay it cutting off later.
    """

    value: float
    scored: int
    at_most: bool = False
    least: int = field(default=0, repr=False, compare=False)
    position: tuple[Rows, Colour, int, str] | None = field(default=None, repr=False, compare=False)

    def __repr__(self) -> str:
        if self.at_most:
            return f"{self.value!r}, scoring at most {self.scored} end positions"
        return f"{self.value!r}, after scoring {self.scored} end positions"


@dataclass(frozen=True)
class Windowed:
    """What alpha-beta must answer with a finite window: minimax's ``value`` as seen through the window.

    Below ``alpha`` any value at most ``alpha`` will do, above ``beta`` any at
    least ``beta`` (the caller will not use it); inside, exactly ``value``.
    """

    value: float
    alpha: float
    beta: float

    def accepts(self, got: float) -> bool:
        return min(max(got, self.alpha), self.beta) == min(max(self.value, self.alpha), self.beta)

    def __repr__(self) -> str:
        if self.value <= self.alpha:
            return f"at most {self.alpha!r} (minimax's value {self.value!r} is below the window)"
        if self.value >= self.beta:
            return f"at least {self.beta!r} (minimax's value {self.value!r} is above the window)"
        return f"{self.value!r} (inside the window)"


class _Counting:
    """An evaluation that counts how often it is called."""

    def __init__(self, evaluate: Evaluation) -> None:
        self.evaluate, self.calls = evaluate, 0
        self.__name__ = evaluate.__name__

    def __call__(self, board: Board, colour: Colour) -> float:
        self.calls += 1
        return self.evaluate(board, colour)


def _shut(alpha: float, beta: float) -> bool:
    return alpha >= beta


def _shut_late(alpha: float, beta: float) -> bool:
    """The cut-off one step late: right values, but it goes on trying moves when alpha equals beta."""
    return alpha > beta


def _open(alpha: float, beta: float) -> bool:
    """The cut-off written the wrong way round: it stops while the window is still open."""
    return alpha <= beta


def _reference_alphabeta(
    board: Board,
    colour: Colour,
    depth: int,
    evaluate: Evaluation,
    alpha: float,
    beta: float,
    *,
    cut: Callable[[float, float], bool] = _shut,
    raises_alpha: bool = True,
    turns_at_pass: bool = True,
) -> float:
    """Alpha-beta as the lesson writes it; ``cut``, ``raises_alpha`` and ``turns_at_pass`` write in the
    typical slips a hint replays (the cut-off the wrong way round, alpha never raised, the window
    handed on unturned at a pass)."""
    other = rules.opponent(colour)
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.has_valid_move(board, other):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        window = (-beta, -alpha) if turns_at_pass else (alpha, beta)
        return -_reference_alphabeta(
            board,
            other,
            depth,
            evaluate,
            *window,
            cut=cut,
            raises_alpha=raises_alpha,
            turns_at_pass=turns_at_pass,
        )
    best = -math.inf
    for move in moves:
        after = _after(board, move, colour)
        value = -_reference_alphabeta(
            after,
            other,
            depth - 1,
            evaluate,
            -beta,
            -alpha,
            cut=cut,
            raises_alpha=raises_alpha,
            turns_at_pass=turns_at_pass,
        )
        best = max(best, value)
        alpha = max(alpha, value) if raises_alpha else alpha
        if cut(alpha, beta):
            break
    return best


def _scored(
    search: Callable[..., float],
    board: Board,
    colour: Colour,
    depth: int,
    evaluate: Evaluation,
    *window: float,
) -> int:
    counting = _Counting(evaluate)
    search(copy_board(board), colour, depth, counting, *window)
    return counting.calls


def _alphabeta_call(function: Callable[..., object], case: Case) -> object:
    """Call the student's alpha-beta with a counting evaluation; answer the value and the count."""
    board = copy_board(case.position)
    colour, depth, evaluate, *window = case.args
    if window:  # a finite window: the value seen through it is what counts
        return _searched(function, board, colour, depth, evaluate, *window)
    counting = _Counting(evaluate)
    got = _searched(function, board, colour, depth, counting, -math.inf, math.inf)
    return got if isinstance(got, PlayedOnTheBoard) else Searched(cast(float, got), counting.calls)


@cache
def _scored_cutting_late(rows: Rows, colour: Colour, depth: int, evaluation: str) -> int:
    """How many end positions alpha-beta scores with the cut-off at alpha > beta (worked out once)."""
    late = functools.partial(_reference_alphabeta, cut=_shut_late)
    return _scored(late, new_board(rows), colour, depth, EVALUATIONS[evaluation], -math.inf, math.inf)


def _alphabeta_same(got: object, want: object) -> bool:
    """The value, and no more end positions than the lesson's alpha-beta scores, or one cutting off at >."""
    if isinstance(want, Windowed):
        return isinstance(got, (int, float)) and not isinstance(got, bool) and want.accepts(got)
    if not (isinstance(got, Searched) and isinstance(want, Searched)):
        return False
    if not (_is_number(got.value) and got.value == want.value):
        return False
    if got.scored <= want.scored:
        return True
    return want.position is not None and got.scored <= _scored_cutting_late(*want.position)


def _pruning_note(answered: list[tuple[Case, object]]) -> str:
    """A note for a right alpha-beta that scored more end positions than the lesson's ('' if none)."""
    searched = [
        (got, want)
        for case, got in answered
        if isinstance(got, Searched) and isinstance(want := case.expected, Searched) and want.position
    ]
    scored = sum(got.scored for got, _ in searched)
    least = sum(want.least for _, want in searched)
    if scored <= least:
        return ""
    late = sum(_scored_cutting_late(*want.position) for _, want in searched if want.position)
    how = ", as a cut-off at alpha > beta does," if scored == late else ""
    return (
        f"It prunes less than it could: over the {len(searched)} searches with the window (-inf, inf) it "
        f"scored {scored:,} end positions{how} where alpha >= beta scores {least:,} "
        f"({scored - least:,} more: {100 * (scored - least) / least:.0f}%). Stop as soon as alpha >= "
        "beta: when alpha reaches beta the opponent already has a reply as good elsewhere, so nothing "
        "this line can still find changes the value."
    )


def _alphabeta_hint(function: Callable[..., object], cases: list[Case], case: Case, got: object) -> str:
    if isinstance(got, PlayedOnTheBoard):
        return HINTS.say("on_a_copy")
    if isinstance(case.expected, Windowed):
        return _window_hint(case, got)
    if not isinstance(got, Searched):
        return ""
    want = cast(Searched, case.expected)
    board = case.position
    colour, depth, evaluate = case.args[:3]
    if got.value == want.value and got.scored == _scored(
        functools.partial(_reference_alphabeta, raises_alpha=False),
        board,
        colour,
        depth,
        evaluate,
        -math.inf,
        math.inf,
    ):
        return HINTS.say("alpha_never_rises", scored=got.scored, most=want.scored)
    if got.value == want.value:
        return HINTS.say("no_cut_off", scored=got.scored, most=want.scored)
    if got.value == _reference_alphabeta(board, colour, depth, evaluate, -math.inf, math.inf, cut=_open):
        return HINTS.say("stops_after_first")
    hint = _value_hint(Case(board, case.args, want.value, case.call), got.value, function, cases)
    if hint:
        return hint
    return HINTS.say("not_minimax")


def _window_hint(case: Case, got: object) -> str:
    if got is None:
        return HINTS.say("no_return")
    if not _is_number(got):
        return HINTS.say("not_a_number", kind=type(got).__name__, got=repr(got))
    board = case.position
    colour, depth, evaluate, alpha, beta = case.args
    want = cast(Windowed, case.expected)
    if Windowed(want.value, alpha, beta).accepts(
        _reference_alphabeta(board, colour, depth, evaluate, alpha, beta, turns_at_pass=False)
    ):
        return ""  # its mistake is another one
    return HINTS.say("pass_window")


@cache
def _passes_ahead() -> tuple[tuple[Rows, Colour, int], ...]:
    """Positions whose search, two or three moves deep, meets a pass: where a window must be turned."""
    found = []
    for board, colour in sample_positions((4, 6), games=6, seed=4242):
        depth = 3 if len(board) == 4 else 2
        if rules.valid_moves_list(board, colour) and _pass_within(board, colour, depth):
            found.append((kept(board), colour, depth))
    return tuple(found[:8])


def _pass_within(board: Board, colour: Colour, depth: int) -> bool:
    other = rules.opponent(colour)
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        return rules.has_valid_move(board, other)
    return depth > 1 and any(_pass_within(_after(board, move, colour), other, depth - 1) for move in moves)


def _windowed_cases() -> list[Case]:
    cases = []
    for rows, colour, depth in _passes_ahead():
        board = new_board(rows)
        value = minimax(board, colour, depth, weighted_discs)
        for alpha, beta in ((value - 1, value + 1), (value - 40, value - 2), (value + 2, value + 40)):
            cases.append(
                Case(
                    board,
                    (colour, depth, weighted_discs, alpha, beta),
                    Windowed(value, alpha, beta),
                    _call_text("alphabeta", colour, depth, "weighted_discs", f", {alpha!r}, {beta!r}"),
                )
            )
    return cases


@LESSON.check
def check_alphabeta(function: Callable[..., object]) -> Report:
    """Check ``function(board, colour, depth, evaluate, alpha, beta)``: minimax's value, with cut-offs."""
    cases = []
    for board, colour, depth, evaluation in _search_cases("alphabeta", (1, 2, 3, 2)):
        evaluate = EVALUATIONS[evaluation]
        value = minimax(board, colour, depth, evaluate)
        everything = _scored(minimax, board, colour, depth, evaluate)
        pruned = _scored(_reference_alphabeta, board, colour, depth, evaluate, -math.inf, math.inf)
        limit = everything - 1 if pruned < everything else everything
        cases.append(
            Case(
                board,
                (colour, depth, evaluate),
                Searched(
                    value,
                    limit,
                    at_most=True,
                    least=pruned,
                    position=(kept(board), colour, depth, evaluation),
                ),
                _call_text("alphabeta", colour, depth, evaluation, ", -math.inf, math.inf"),
            )
        )
    cases += _windowed_cases()  # after the open window: a pass deep in a search, a narrow window
    return check_function(
        function,
        cases,
        name=function_name(function, "alphabeta"),
        call=_alphabeta_call,
        same=_alphabeta_same,
        hint_for=lambda case, got: _alphabeta_hint(function, cases, case, got),
        note_for=_pruning_note,
    )


# --- exercise 3: the exact score ------------------------------------------------------------------


# The student's exact score tries every line of play to the end, so each case is kept small enough
# for that to answer in a blink even with a slow student's solution: a call has a time limit (of
# processor time; see guard.GuardedFunction).  (7 empty squares on 6x6 took up to 40 times as long.)
MOST_EMPTIES = {4: 7, 6: 5}


@cache
def _endgames() -> tuple[tuple[Rows, Colour], ...]:
    found = [(kept(board), colour) for board, colour in endings() if _small_enough(board)]
    for board, colour in sample_positions((4, 6), games=8, seed=77):
        if empty_squares(board) >= 1 and _small_enough(board):
            found.append((kept(board), colour))
            found.append((kept(board), rules.opponent(colour)))
    return tuple(found)


def _small_enough(board: Board) -> bool:
    return empty_squares(board) <= MOST_EMPTIES.get(len(board), 5)


def _score_without_passes(board: Board, colour: Colour) -> int:
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        return disc_difference(board, colour)
    other = rules.opponent(colour)
    return max(-_score_without_passes(_after(board, m, colour), other) for m in moves)


def _score_empties_to_winner(board: Board, colour: Colour) -> int:
    moves = rules.valid_moves_list(board, colour)
    other = rules.opponent(colour)
    if not moves:
        if rules.has_valid_move(board, other):
            return -_score_empties_to_winner(board, other)
        difference = disc_difference(board, colour)
        empties = empty_squares(board)
        return difference + empties if difference > 0 else difference - empties if difference < 0 else 0
    return max(-_score_empties_to_winner(_after(board, m, colour), other) for m in moves)


def _exact_hint(case: Case, got: object) -> str:
    if got is None:
        return HINTS.say("no_return")
    if not (isinstance(got, int) and not isinstance(got, bool)):
        return HINTS.say("not_an_int", kind=type(got).__name__, got=repr(got))
    board = case.position
    (colour,) = case.args
    want = cast(int, case.expected)
    if got == -want:
        return HINTS.say("exact_sign")
    if want != 0 and got == want * FINISHED:
        return HINTS.say("final_value")
    if got == _score_without_passes(board, colour):
        return HINTS.say("exact_pass")
    if got == _score_empties_to_winner(board, colour):
        return HINTS.say("empties_to_winner")
    return ""


@LESSON.check
def check_exact_score(function: Callable[..., object]) -> Report:
    """Check ``function(board, colour)``: the final disc difference with perfect play (``solve``'s score)."""
    cases = []
    for rows, colour in _endgames():
        board = new_board(rows)
        cases.append(
            Case(board, (colour,), solve(board, colour).score, f"exact_score(board, {colour_name(colour)})")
        )
    return check_function(
        function,
        cases,
        name=function_name(function, "exact_score"),
        same=lambda got, want: isinstance(got, int) and not isinstance(got, bool) and got == want,
        hint_for=_exact_hint,
    )
