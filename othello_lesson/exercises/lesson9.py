"""Checks for lesson 9, *Thinking ahead*: negamax, alpha-beta and the exact score of an endgame.

The student's searches are compared with the package's: ``search.minimax``
(the value of a position, looking ``depth`` moves ahead, from the side of the
player to move), and ``search.solve`` (the exact final disc difference).  An
alpha-beta must find minimax's value, and must not score more end positions
than minimax does; where the package's alpha-beta (moves in row-major order)
cuts lines off, the student's must cut some off too.  One that cuts off later
than the lesson's, at ``alpha > beta`` instead of ``alpha >= beta``, is right
too: it is accepted, with a note saying how many more end positions it scored.

A hint names a mistake only when a probe shows it: each claim of a search (the
end of the game, depth 0, one move ahead, a pass, the window handed to each
reply, the cut-off) is tried alone on the smallest positions that test it, in
the order the lesson builds the search, and the first one the answer breaks
gives the hint.  What a search hands its own replies (the window, the depth at
a pass) is read from the calls it makes of itself (``call_tree``).

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
from ..rules import Board, Colour, Move, copy_board
from ..search import FINISHED, final_value, minimax, solve
from .call_tree import recorded_calls
from .common import (
    NO_RETURN_HINT,
    REPORT_WORDS,
    Case,
    Hints,
    Property,
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
from .mistakes import Mistake
from .properties import Broken
from .returned_none import FELL_OFF_THE_END, ReturnLine, where_none_came_from

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
        "prunes_less": (
            "It prunes less than it could: over the {searches} searches with the window (-inf, inf) it "
            "scored {scored} end positions{how} where alpha >= beta scores {least} "
            "({more} more: {percent}%). Stop as soon as alpha >= "
            "beta: when alpha reaches beta the opponent already has a reply as good elsewhere, so nothing "
            "this line can still find changes the value."
        ),
        "as_a_late_cut": ", as a cut-off at alpha > beta does,",
        # What a search gave back, as a report shows it.
        "at_most": "at most {alpha} (minimax's value {value} is below the window)",
        "at_least": "at least {beta} (minimax's value {value} is above the window)",
        "inside": "{value} (inside the window)",
        "after_changing": "{answer}, after changing the board it was given",
        "scoring_at_most": "{value}, scoring at most {scored} end positions",
        "after_scoring": "{value}, after scoring {scored} end positions",
        "one_end_position": "1 end position scored{what}",
        "end_positions": "{count} end positions scored{what}",
        "one_window": "the window {window} handed to the opponent",
        "handed_windows": "the windows {windows} handed to the replies to its first {count} moves",
        "then": " then ",
        "one_each": ": one for each of its {count} moves",
        "first_reaches_beta": ": its first move, worth {first}, already reaches beta",
        "no_return": NO_RETURN_HINT,
        "returned_none_from": (
            "It returned None, from line {line} of {name}: `{text}`, and that None came from {callee}, "
            "whose body ended without a return that gives a value: did you forget `return` in {callee}?"
        ),
        "returned_none": (
            "It returned None, from line {line} of {name}: `{text}`: what it returned there was None."
        ),
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
        "depth_zero": (
            "With depth 0 the search looks no further: here the game is not over, and it should return "
            "evaluate(board, colour) at once."
        ),
        "depth_one": (
            "One move ahead (depth 1), the value is the best, over colour's moves, of minus "
            "evaluate(board after the move, opponent): no move here ends the game or makes anyone pass."
        ),
        "pass_ends": (
            "Here colour has no move but the opponent has, and it answered evaluate(board, colour), as if "
            "the game stopped there. When colour has no move but the opponent has, colour passes: the "
            "value is minus the opponent's value of the same board, with the same depth."
        ),
        "pass_uses_depth": (
            "A pass is not a move: search the opponent's reply with the same depth, not depth - 1."
        ),
        "pass_no_minus": (
            "Here colour must pass, and it answered the opponent's value of the same board itself: "
            "what is good for the opponent is bad for colour. A pass is worth MINUS the opponent's value."
        ),
        "pass_not_handled": (
            "Here colour has no move but the opponent has, and it answered {got}: the loop over colour's "
            "moves tried nothing. When colour has no move it passes: return minus the opponent's value "
            "of the same board, with the same depth."
        ),
        "pass_general": (
            "Here colour has no move but the opponent has, and no line within the depth ends the game: "
            "colour passes, and the value is minus the opponent's value of the same board, with the same "
            "depth."
        ),
        "stops_at_one": (
            "Stop at depth 0: if depth == 0, return evaluate(board, colour). Stopping at depth 1 looks "
            "one move less than asked, and called with depth 0 the search never stops."
        ),
        "best_from_zero": (
            "Start the best value at -math.inf, not 0: where every move is bad (all below 0), the "
            "best of them is still below 0, and 0 is a value no move gives."
        ),
        "two_mistakes": "{first} And on a position of its own: {second}",
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
            "After its first move, worth {value}, it handed the reply to its second move the same window "
            "as the first, {window}: a raised alpha never reached it. After each move raise alpha to the "
            "best value so far (alpha = max(alpha, value)), and hand the next reply -beta, -alpha with "
            "that alpha."
        ),
        "window_not_turned": (
            "Called with the window ({alpha}, {beta}), it handed the reply to its first move the window "
            "{got}: for the opponent the window turns round, -beta, -alpha, here {want}."
        ),
        "window_fresh": (
            "Called with the window ({alpha}, {beta}), it handed the reply to its first move the window "
            "(-inf, inf): hand on your own window, turned round: -beta, -alpha, here {want}."
        ),
        "windows": (
            "Called with the window ({alpha}, {beta}), it handed the replies to its first two moves the "
            "windows {got}; alpha-beta hands them {want}: -beta, -alpha, after raising alpha to the best "
            "value so far."
        ),
        "no_cut_off": (
            "Called with the window (-inf, {beta}), its first move was worth {value}, at least beta, and it "
            "still scored {scored} end positions: once alpha >= beta the opponent will never allow this "
            "position, so stop trying moves there (break)."
        ),
        "stops_after_first": (
            "Called with the window (-inf, inf), it scored only the first of its {moves} moves: the loop "
            "ended (or returned) after the first move though alpha < beta. Stop only once alpha >= beta, "
            "and return the best value after the loop."
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
        "exact_over": (
            "The game is over here (neither side can move): the score is disc_difference(board, colour)."
        ),
        "exact_pass": (
            "When colour cannot move but the opponent can, colour passes and the game goes on: "
            "the score is minus the opponent's score of the same board. "
            "The game ends only when neither can move."
        ),
        "exact_pass_no_minus": (
            "Here colour must pass, and it answered the opponent's score of the same board itself: a pass "
            "is worth MINUS the opponent's score, -exact_score(board, opponent)."
        ),
        "exact_end_test": (
            "On a board where neither player can move but squares are still empty, it called itself "
            "without end: the game is over when neither player can move, full board or not; then "
            "return disc_difference(board, colour)."
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


def _after(board: Board, move: tuple[int, int], colour: Colour) -> Board:
    return rules.place_move(copy_board(board), *move, colour)


def _call_text(name: str, colour: Colour, depth: int, evaluation: str, extra: str = "") -> str:
    return f"{name}(board, {colour_name(colour)}, {depth}, {evaluation}{extra})"


def _window_text(alpha: float, beta: float) -> str:
    return f"({_number_text(alpha)}, {_number_text(beta)})"


def _number_text(value: float) -> str:
    return "inf" if value == math.inf else "-inf" if value == -math.inf else repr(value)


# --- what a search answers, and what is expected ---------------------------------------------------


@dataclass(frozen=True)
class Value:
    """A search's value: a number that came back, or the one expected.

    Expected through a finite ``window`` (alpha, beta), any value at most alpha will
    do where minimax's is at most alpha, any at least beta where it is at least beta
    (the caller will not use it); inside, exactly ``value``.
    """

    value: float
    window: tuple[float, float] | None = None

    def accepts(self, got: object) -> bool:
        if not (isinstance(got, Value) and _is_number(got.value)):
            return False
        if self.window is None:
            return got.value == self.value
        alpha, beta = self.window
        return min(max(got.value, alpha), beta) == min(max(self.value, alpha), beta)

    def __repr__(self) -> str:
        if self.window is None:
            return repr(self.value)
        alpha, beta = self.window
        if self.value <= alpha:
            return str(HINTS.say("at_most", alpha=repr(alpha), value=repr(self.value)))
        if self.value >= beta:
            return str(HINTS.say("at_least", beta=repr(beta), value=repr(self.value)))
        return str(HINTS.say("inside", value=repr(self.value)))


def _as_value(got: object) -> object:
    """A number as a ``Value`` (so that a check compares it with what is expected); anything else as it is."""
    return Value(cast(float, got)) if _is_number(got) else got


class PlayedOnTheBoard:
    """What a search answered (or the error it then raised) after playing on the board it was given."""

    def __init__(self, answer: str) -> None:
        self.answer = answer

    def __eq__(self, other: object) -> bool:
        return False

    # defining __eq__ leaves it unhashable, as an answer that is never right

    def __repr__(self) -> str:
        return str(HINTS.say("after_changing", answer=self.answer))


def _searched(function: Callable[..., object], board: Board, *args: object) -> object:
    """``function(board copy, *args)``; a ``PlayedOnTheBoard`` if it changed that copy, even as it raised."""
    given = copy_board(board)
    try:
        got = function(given, *args)
    except Exception as error:
        if given != board:
            said = REPORT_WORDS.say("an_error", error=f"{type(error).__name__}: {error_text(error)}")
            return PlayedOnTheBoard(str(said))
        raise
    return PlayedOnTheBoard(repr(got)) if given != board else got


@dataclass
class ProbeCase(Case):
    """A case of a property: it asks the function its own question (``ask``), not the check's call."""

    ask: Callable[[Callable[..., object]], object] | None = None


def _asked(
    call: Callable[[Callable[..., object], Case], object],
) -> Callable[[Callable[..., object], Case], object]:
    """The check's call, which lets a probe case ask its own question."""

    def run(function: Callable[..., object], case: Case) -> object:
        if isinstance(case, ProbeCase) and case.ask is not None:
            return case.ask(function)
        return call(function, case)

    return run


def _none_hint(
    function: Callable[..., object], case: Case, ask: Callable[[Callable[..., object]], object]
) -> str:
    """Why ``None`` came back, from where the function returned it ('' if that cannot be seen)."""
    found = probe(function, lambda guarded: where_none_came_from(guarded, ask))
    if found is FELL_OFF_THE_END:
        return HINTS.say("no_return")
    if not isinstance(found, ReturnLine):
        return ""
    name = case.call.partition("(")[0]
    if found.callee:
        return HINTS.say(
            "returned_none_from", line=found.number, text=found.text, name=name, callee=found.callee
        )
    return HINTS.say("returned_none", line=found.number, text=found.text, name=name)


# --- the probes: each claim of a search alone, on the smallest positions that test it ---------------


@cache
def _probe_positions() -> dict[str, tuple[tuple[Rows, Colour, int, str], ...]]:
    """Small positions, with a depth and an evaluation, sorted by the claim they test alone.

    ``over``: neither side can move.  ``depth 0`` and ``depth 1``: colour has two moves or
    more, and after each the opponent can move (no pass and no end one move ahead).  ``pass``:
    colour cannot move, the opponent can.  Each is chosen so that the typical slips of that
    claim (written out in ``_negamax_with``) give values unlike the right one and unlike each other.
    """
    whole: dict[str, list[tuple[Rows, Colour, int, str]]] = {kind: [] for kind in _PROBE_DEPTHS}
    partial: dict[str, list[tuple[Rows, Colour, int, str]]] = {kind: [] for kind in _PROBE_DEPTHS}
    played = sample_positions((4, 6), games=3, seed=919)
    # a pass: the position of a game where the side that just moved has no move (seen from that side)
    passes = [
        (board, rules.opponent(colour)) for board, colour in sample_positions((4, 6), games=8, seed=929)
    ]
    for board, colour in endings() + played + passes:
        kind = _kind_of(board, colour)
        for claim in ("depth 0", "depth 1") if kind == "moves" else (kind,) if kind else ():
            if len(whole[claim]) >= 4 or any(
                rows == kept(board) for rows, *_ in whole[claim] + partial[claim]
            ):
                continue
            for depth in _PROBE_DEPTHS[claim]:
                if len(board) > 4 and depth > 2:
                    continue
                evaluation = ("disc_difference", "weighted_discs")[len(whole[claim]) % 2]
                if claim == "pass" and _ends_within(board, colour, depth):
                    continue  # a pass is tried where the end of the game is out of reach, to test it alone
                if claim == "depth 0" and empty_squares(board) > 6:
                    continue  # near the end: a search that never stops at depth 0 still answers soon
                told = _slips_told_apart(board, colour, depth, EVALUATIONS[evaluation], _SLIPS[claim])
                if told is not None:
                    (whole if told == len(_SLIPS[claim]) else partial)[claim].append(
                        (kept(board), colour, depth, evaluation)
                    )
                    if claim != "over":
                        break  # a finished game is tried at every depth
    # positions where every slip gives its own wrong value first ("best from zero" is right where a
    # move is worth 0 or more), then others where the slips that are wrong are told apart
    return {kind: tuple((whole[kind] + partial[kind])[:4]) for kind in _PROBE_DEPTHS}


_PROBE_DEPTHS = {"over": (0, 2), "depth 0": (0,), "depth 1": (1,), "pass": (2, 3)}
_SLIPS: dict[str, tuple[str, ...]] = {
    "over": (),
    "depth 0": ("for the opponent",),
    "depth 1": ("no minus", "stops at one", "best from zero"),
    "pass": ("pass is the end", "pass uses depth", "pass without minus", "pass not handled"),
}
"""The slips whose values a probe of each claim must tell apart from the right one and from each other."""


def _slips_told_apart(
    board: Board, colour: Colour, depth: int, evaluate: Evaluation, slips: Sequence[str]
) -> int | None:
    """How many of ``slips`` give a wrong value here, if those values differ from each other (else None)."""
    right = minimax(board, colour, depth, evaluate)
    values = [_gives(_negamax_with(slip), board, colour, depth, evaluate) for slip in slips]
    wrong = [value for value in values if value != right]
    if len(set(wrong)) != len(wrong) or len(wrong) < len(values) - (slips == _SLIPS["depth 1"]):
        return None
    return len(wrong)


def _ends_within(board: Board, colour: Colour, depth: int) -> bool:
    """Can the game end within ``depth`` moves from here (a pass costs none)?"""
    other = rules.opponent(colour)
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        return not rules.has_valid_move(board, other) or _ends_within(board, other, depth)
    return depth > 0 and any(_ends_within(_after(board, move, colour), other, depth - 1) for move in moves)


def _kind_of(board: Board, colour: Colour) -> str:
    other = rules.opponent(colour)
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        return "pass" if rules.has_valid_move(board, other) else "over"
    if len(moves) >= 2 and all(rules.has_valid_move(_after(board, move, colour), other) for move in moves):
        return "moves"
    return ""


Answered = list[tuple[Case, object]]


def _all_give(failed: Answered, value: Callable[[Case], object]) -> bool:
    """Does every failing answer hold the number ``value(case)`` (and that number is not the right one)?"""
    for case, got in failed:
        wrong = value(case)
        if not (isinstance(got, Value) and _is_number(wrong) and got.value == wrong):
            return False
        if isinstance(case.expected, Value) and case.expected.accepts(Value(wrong)):
            return False
    return True


def _not_a_value(got: object) -> bool:
    return not (isinstance(got, Value) and _is_number(got.value))


class _Searches:
    """The value probes of a search: ``negamax(board, colour, depth, evaluate)``, or with ``window`` given,
    alpha-beta called with that window appended."""

    def __init__(self, function: Callable[..., object], window: tuple[float, ...] = ()) -> None:
        self.function = function
        self.window = window

    def case(self, name: str, rows: Rows, colour: Colour, depth: int, evaluation: str) -> ProbeCase:
        board, evaluate = new_board(rows), EVALUATIONS[evaluation]
        extra = ", -math.inf, math.inf" if self.window else ""
        window = self.window

        def ask(guarded: Callable[..., object]) -> object:
            return _as_value(_searched(guarded, board, colour, depth, evaluate, *window))

        return ProbeCase(
            board,
            (colour, depth, evaluate),
            Value(minimax(board, colour, depth, evaluate)),
            _call_text(name, colour, depth, evaluation, extra),
            ask=ask,
        )

    def again(self, case: Case, depth: int) -> object:
        """The function's value of ``case``'s position with another depth (``NO_ANSWER`` if none)."""
        colour, _, evaluate = case.args[:3]
        board = case.position
        return probe(self.function, lambda f: f(copy_board(board), colour, depth, evaluate, *self.window))

    def properties(self) -> list[Property]:
        def cases(claim: str) -> Callable[[str], list[Case]]:
            return lambda name: [self.case(name, *position) for position in _probe_positions()[claim]]

        self.passes = Property("passes", cases("pass"), self._says_pass, _not_a_value)
        return [
            Property("scores a finished game", cases("over"), self._says_over, _not_a_value),
            Property("stops at depth 0", cases("depth 0"), self._says_depth_zero, _not_a_value),
            Property("looks one move ahead", cases("depth 1"), self._says_depth_one, _not_a_value),
            self.passes,
        ]

    def _says_over(self, failed: Answered) -> str:
        if _all_give(failed, lambda case: -final_value(case.position, case.args[0])):
            return HINTS.say("sign")
        # a pass is probed where the end is out of reach: what it shows is a mistake of its own
        name = failed[0][0].call.partition("(")[0]
        also = probe(
            self.function,
            lambda guarded: self.passes.broken_by(_asked(_negamax_call), guarded, _accepts, name),
        )
        if isinstance(also, Broken):
            return HINTS.say("two_mistakes", first=HINTS.say("game_over"), second=also.hint)
        return HINTS.say("game_over")

    def _says_depth_zero(self, failed: Answered) -> str:
        if _all_make(failed, "for the opponent"):
            return HINTS.say("evaluated_for_opponent")
        if self._stops_at_one([case for case, _ in failed]):
            return HINTS.say("stops_at_one")
        return HINTS.say("depth_zero")

    def _stops_at_one(self, cases: list[Case]) -> bool:
        """Does the function answer evaluate(board, colour) one move ahead on each of these positions,
        where on one of them at least that is not the value one move ahead?"""
        differs = False
        for case in cases:
            colour, _, evaluate = case.args
            here = evaluate(case.position, colour)
            if self.again(case, 1) != here:
                return False
            differs = differs or here != minimax(case.position, colour, 1, evaluate)
        return differs

    def _says_depth_one(self, failed: Answered) -> str:
        return _said_of_the_slip(failed, _SLIPS["depth 1"]) or HINTS.say("depth_one")

    def _says_pass(self, failed: Answered) -> str:
        # a slip of the loop (say, the best value from 0) shows first in the opponent's reply
        said = _said_of_the_slip(failed, _SLIPS["pass"]) or _said_of_the_slip(
            failed, _SLIPS["depth 1"] + _SLIPS["depth 0"]
        )
        if said or not self._right_two_ahead(max(case.args[1] for case, _ in failed)):
            return said
        return HINTS.say("pass_general")

    def _right_two_ahead(self, depth: int) -> bool:
        """Is the search right ``depth`` moves ahead on the positions with no pass near (asked again)?
        Then a pass it gets wrong at that depth is its own mistake, not one of the loop."""
        for rows, colour, _, evaluation in _probe_positions()["depth 1"]:
            board, evaluate = new_board(rows), EVALUATIONS[evaluation]
            args = (colour, depth, evaluate, *self.window)

            def ask(
                f: Callable[..., object], board: Board = board, args: tuple[object, ...] = args
            ) -> object:
                return f(copy_board(board), *args)

            got = probe(self.function, ask)
            if got != minimax(board, colour, depth, evaluate):
                return False
        return True


_SLIP_HINTS = {
    "for the opponent": "evaluated_for_opponent",
    "no minus": "no_minus",
    "stops at one": "stops_at_one",
    "best from zero": "best_from_zero",
    "pass is the end": "pass_ends",
    "pass uses depth": "pass_uses_depth",
    "pass without minus": "pass_no_minus",
    "pass not handled": "pass_not_handled",
}


def _all_make(failed: Answered, slip: str) -> bool:
    """Does every failing answer hold the value the search with ``slip`` written in gives?"""
    mistake = _negamax_with(slip)
    return _all_give(failed, lambda case: _gives(mistake, case.position, *case.args[:3]))


def _said_of_the_slip(failed: Answered, slips: Sequence[str]) -> str:
    """The hint of the one slip of ``slips`` whose values every failing answer holds ('' if not one)."""
    made = [slip for slip in slips if _all_make(failed, slip)]
    if len(made) != 1:
        return ""
    got = cast(Value, failed[0][1]).value
    return HINTS.say(_SLIP_HINTS[made[0]], got=_number_text(got))


# --- the typical mistakes, written out so that a hint can replay them where no probe told --------------


def _negamax_with(slip: str) -> Search:
    """Negamax with one typical slip written in, so that a hint can replay it and name it:

    ``"no minus"``: each side is taken to like what the other likes; ``"pass is the end"``: a
    player with no move is scored as if the game stopped there; ``"pass uses depth"``: a pass
    costs a level of depth; ``"stops at one"``: it stops at depth 1 (one move short, and from
    depth 0 it never stops before the end); ``"best from zero"``: the best value starts at 0;
    ``"for the opponent"``: depth 0 scores the opponent's side; ``"pass without minus"``: a pass is
    worth the opponent's value itself; ``"pass not handled"``: with no move the loop tries nothing,
    and the best value stays at -inf.
    """

    def search(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> float:
        other = rules.opponent(colour)
        moves = rules.valid_moves_list(board, colour)
        if not moves and not rules.has_valid_move(board, other):
            return final_value(board, colour)
        if depth == (1 if slip == "stops at one" else 0) or (not moves and slip == "pass is the end"):
            return evaluate(board, other if slip == "for the opponent" else colour)
        sign = 1 if slip == "no minus" else -1
        if not moves and slip == "pass not handled":
            return -math.inf
        if not moves:
            sign = 1 if slip == "pass without minus" else sign
            return sign * search(board, other, depth - (slip == "pass uses depth"), evaluate)
        values = [sign * search(_after(board, m, colour), other, depth - 1, evaluate) for m in moves]
        return max(0, *values) if slip == "best from zero" else max(values)

    return search


_MISTAKES: list[tuple[Search, str]] = [
    (_negamax_with("no minus"), "no_minus"),
    (_negamax_with("for the opponent"), "evaluated_for_opponent"),
    (_negamax_with("pass is the end"), "pass_ends"),
    (_negamax_with("pass uses depth"), "pass_uses_depth"),
    (_negamax_with("stops at one"), "stops_at_one"),
    (_negamax_with("best from zero"), "best_from_zero"),
]
"""The typical mistakes of a search, each written out, and its hint's key."""

PROBED_CASES = 12
"""How many of a check's cases a hint asks the search again, to show a mistake written out gives them."""


def _gives(mistake: Search, board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> object:
    try:
        return mistake(board, colour, depth, evaluate)
    except Exception:
        return None


def _value_hint(
    function: Callable[..., object],
    cases: Sequence[Case],
    case: Case,
    got: object,
    window: tuple[float, ...] = (),
) -> str:
    """The hint for a search's wrong value that no probe explained: a mistake written out that gives this
    value and, asked again, the search's values on the check's first cases; the end of the game; the sign.
    ('' when nothing shows one.)"""
    if got is None:
        board, args = case.position, case.args[:3]
        return _none_hint(function, case, lambda f: f(copy_board(board), *args, *window))
    if not isinstance(got, Value):
        return HINTS.say("not_a_number", kind=type(got).__name__, got=repr(got))
    board = case.position
    colour, depth, evaluate = case.args[:3]
    want = cast(Value, case.expected)
    other = rules.opponent(colour)
    if not rules.valid_moves_list(board, colour) and not rules.has_valid_move(board, other):
        return HINTS.say("game_over")
    matching = [
        key
        for mistake, key in _MISTAKES
        if _gives(mistake, board, colour, depth, evaluate) == got.value
        and not want.accepts(Value(got.value))
        and _made_everywhere(function, cases, mistake, window)
    ]
    if len(matching) == 1:
        return HINTS.say(matching[0])
    if (
        got.value == -want.value
        and want.window is None
        and _made_everywhere(function, cases, _negated, window)
    ):
        return HINTS.say("sign")
    return ""


def _negated(board: Board, colour: Colour, depth: int, evaluate: Evaluation) -> float:
    return -minimax(board, colour, depth, evaluate)


def _made_everywhere(
    function: Callable[..., object], cases: Sequence[Case], mistake: Search, window: tuple[float, ...]
) -> bool:
    """Does the search answer, on the check's first cases, the value ``mistake`` gives (asked again)?"""
    tried = 0
    for case in cases:
        if tried == PROBED_CASES:
            break
        if isinstance(case.expected, Value) and case.expected.window is not None:
            continue
        tried += 1
        colour, depth, evaluate = case.args[:3]

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


def _search_cases(depths: tuple[int, ...]) -> list[tuple[Board, Colour, int, str]]:
    found = []
    for index, (board, colour) in enumerate(_positions()):
        depth = depths[index % len(depths)]
        evaluation = "weighted_discs" if index % 2 else "disc_difference"
        if len(board) > 4 and depth > 2:
            depth = 2
        found.append((board, colour, depth, evaluation))
    return found


def _negamax_call(function: Callable[..., object], case: Case) -> object:
    return _as_value(_searched(function, case.position, *case.args))


def _accepts(got: object, want: object) -> bool:
    return isinstance(want, Value) and want.accepts(got)


def _slip_of_a_claim(key: str, slip: str, claim: str, examples: tuple[str, ...]) -> Mistake:
    """The mistake ``slip`` of negamax, proven on the probes of ``claim``: the search gives, on each,
    the value the search with that slip written in gives."""
    probes = _Searches(minimax)
    mistake = _negamax_with(slip)

    def cases(name: str) -> list[Case]:
        return [probes.case(name, *position) for position in _probe_positions()[claim]]

    def gives(case: Case) -> object:
        return _as_value(_gives(mistake, case.position, *case.args[:3]))

    return Mistake(HINTS, key, "negamax", cases, gives, examples)


NEGAMAX_MISTAKES = [
    _slip_of_a_claim(
        "evaluated_for_opponent", "for the opponent", "depth 0", ("test_exercises_lesson9:wrong_side",)
    ),
    _slip_of_a_claim("no_minus", "no minus", "depth 1", ("test_exercises_lesson9:no_minus",)),
    _slip_of_a_claim(
        "stops_at_one",
        "stops at one",
        "depth 1",
        ("test_wrong_answers_lessons_8_and_9:negamax_stopping_at_one",),
    ),
    _slip_of_a_claim(
        "best_from_zero",
        "best from zero",
        "depth 1",
        ("test_wrong_answers_lessons_8_and_9:best_starts_at_zero",),
    ),
]
"""The slips of negamax's loop, each proven where its value differs from the right one and the others'.
(The slips at a pass are told by the property of the pass, after the end of the game is: an answer
may have both, and is then told both.)"""


@LESSON.check
def check_negamax(function: Callable[..., object]) -> Report:
    """Check a negamax ``function(board, colour, depth, evaluate)`` against ``search.minimax``."""
    cases = [
        Case(
            board,
            (colour, depth, EVALUATIONS[evaluation]),
            Value(minimax(board, colour, depth, EVALUATIONS[evaluation])),
            _call_text("negamax", colour, depth, evaluation),
        )
        for board, colour, depth, evaluation in _search_cases((0, 1, 2, 3))
    ]

    def hint_for(case: Case, got: object) -> str:
        if isinstance(got, PlayedOnTheBoard):
            return HINTS.say("on_a_copy")
        return _value_hint(function, cases, case, got)

    return check_function(
        function,
        cases,
        name=function_name(function, "negamax"),
        call=_asked(_negamax_call),
        same=_accepts,
        hint_for=hint_for,
        properties=_Searches(function).properties(),
        mistakes=NEGAMAX_MISTAKES,
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
            return str(HINTS.say("scoring_at_most", value=repr(self.value), scored=self.scored))
        return str(HINTS.say("after_scoring", value=repr(self.value), scored=self.scored))


@dataclass(frozen=True)
class Scored:
    """How many end positions a search scored (``evaluate`` was called), as a probe counts them."""

    count: int
    what: str = field(default="", compare=False)

    def __repr__(self) -> str:
        if self.count == 1:
            return str(HINTS.say("one_end_position", what=self.what))
        return str(HINTS.say("end_positions", count=self.count, what=self.what))


@dataclass(frozen=True)
class Windows:
    """The windows a search handed the replies to its first moves (read from its calls of itself)."""

    windows: tuple[tuple[float, float], ...]

    def __repr__(self) -> str:
        if len(self.windows) == 1:
            return str(HINTS.say("one_window", window=_window_text(*self.windows[0])))
        shown = HINTS["then"].join(_window_text(*window) for window in self.windows)
        return str(HINTS.say("handed_windows", windows=shown, count=len(self.windows)))


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


def _reference_alphabeta(
    board: Board,
    colour: Colour,
    depth: int,
    evaluate: Evaluation,
    alpha: float,
    beta: float,
    *,
    cut: Callable[[float, float], bool] = _shut,
) -> float:
    """Alpha-beta as the lesson writes it; ``cut`` may cut off one step late (``_shut_late``)."""
    other = rules.opponent(colour)
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.has_valid_move(board, other):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -_reference_alphabeta(board, other, depth, evaluate, -beta, -alpha, cut=cut)
    best = -math.inf
    for move in moves:
        value = -_reference_alphabeta(
            _after(board, move, colour), other, depth - 1, evaluate, -beta, -alpha, cut=cut
        )
        best = max(best, value)
        alpha = max(alpha, value)
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
        return _as_value(_searched(function, board, colour, depth, evaluate, *window))
    counting = _Counting(evaluate)
    got = _searched(function, board, colour, depth, counting, -math.inf, math.inf)
    return (
        got
        if isinstance(got, PlayedOnTheBoard) or got is None
        else Searched(cast(float, got), counting.calls)
    )


@cache
def _scored_cutting_late(rows: Rows, colour: Colour, depth: int, evaluation: str) -> int:
    """How many end positions alpha-beta scores with the cut-off at alpha > beta (worked out once)."""
    late = functools.partial(_reference_alphabeta, cut=_shut_late)
    return _scored(late, new_board(rows), colour, depth, EVALUATIONS[evaluation], -math.inf, math.inf)


def _alphabeta_same(got: object, want: object) -> bool:
    """The value, and no more end positions than the lesson's alpha-beta scores, or one cutting off at >."""
    if isinstance(want, Value):
        return want.accepts(got)
    if isinstance(want, (Scored, Windows)):
        return got == want
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
    how = HINTS["as_a_late_cut"] if scored == late else ""
    return str(
        HINTS.say(
            "prunes_less",
            searches=len(searched),
            scored=f"{scored:,}",
            how=how,
            least=f"{least:,}",
            more=f"{scored - least:,}",
            percent=f"{100 * (scored - least) / least:.0f}",
        )
    )


class _Pruning:
    """The probes of what alpha-beta adds to negamax: every move tried while the window is open, the
    window handed to each reply (turned round, alpha raised), the window at a pass, the cut-off."""

    def windows(self) -> Property:
        return Property(
            "hands each reply the window turned round", self._window_cases, self._says_windows, _no_windows
        )

    def cut_off(self) -> Property:
        return Property("stops once alpha >= beta", self._cut_cases, self._says_cut, _not_scored)

    @staticmethod
    def _moves_positions() -> list[tuple[Board, Colour, list[Move]]]:
        found = []
        for rows, colour, *_ in _probe_positions()["depth 1"]:
            board = new_board(rows)
            found.append((board, colour, rules.valid_moves_list(board, colour)))
        return found

    def _open_cases(self, name: str) -> list[Case]:
        found: list[Case] = []
        for board, colour, moves in self._moves_positions():

            def ask(guarded: Callable[..., object], board: Board = board, colour: Colour = colour) -> object:
                counting = _Counting(disc_difference)
                _searched(guarded, board, colour, 1, counting, -math.inf, math.inf)
                return Scored(counting.calls)

            found.append(
                ProbeCase(
                    board,
                    (colour, 1, disc_difference, -math.inf, math.inf),
                    Scored(len(moves), HINTS.say("one_each", count=len(moves))),
                    _call_text(name, colour, 1, "disc_difference", ", -math.inf, math.inf"),
                    ask=ask,
                )
            )
        return found

    def _window_cases(self, name: str) -> list[Case]:
        """Depth 1, a window around the first move's value: the replies' windows, read from the calls."""
        found: list[Case] = []
        for board, colour, moves in self._moves_positions():
            other = rules.opponent(colour)
            first = -disc_difference(_after(board, moves[0], colour), other)
            alpha, beta = first - 7, first + 9
            want = Windows(((-beta, -alpha), (-beta, -max(alpha, first))))

            def ask(
                guarded: Callable[..., object],
                board: Board = board,
                colour: Colour = colour,
                window: tuple[float, float] = (alpha, beta),
            ) -> object:
                return _reply_windows(guarded, board, colour, 1, window, 2)

            found.append(
                ProbeCase(
                    board,
                    (colour, 1, disc_difference, alpha, beta),
                    want,
                    _call_text(name, colour, 1, "disc_difference", f", {alpha!r}, {beta!r}"),
                    ask=ask,
                )
            )
        return found

    def _says_windows(self, failed: Answered) -> str:
        """The windows it handed its replies, beside alpha-beta's (a known mistake of the window is
        declared in ``ALPHABETA_MISTAKES``: this is what is said when none of them is proven)."""
        case, got = failed[0]
        alpha, beta = case.args[3:5]
        shown = " then ".join(_window_text(*window) for window in cast(Windows, got).windows)
        wanted = " then ".join(_window_text(*window) for window in cast(Windows, case.expected).windows)
        return HINTS.say(
            "windows", got=shown, want=wanted, alpha=_number_text(alpha), beta=_number_text(beta)
        )

    def _pass_cases(self, name: str) -> list[Case]:
        found: list[Case] = []
        for rows, colour, *_ in _probe_positions()["pass"]:
            board = new_board(rows)
            alpha, beta = -3, 5

            def ask(guarded: Callable[..., object], board: Board = board, colour: Colour = colour) -> object:
                return _reply_windows(guarded, board, colour, 2, (-3, 5), 1)

            found.append(
                ProbeCase(
                    board,
                    (colour, 2, disc_difference, alpha, beta),
                    Windows(((-beta, -alpha),)),
                    _call_text(name, colour, 2, "disc_difference", f", {alpha!r}, {beta!r}"),
                    ask=ask,
                )
            )
        return found

    def _cut_cases(self, name: str) -> list[Case]:
        """Depth 1, the window (-inf, beta) with the first move's value above beta: only it is scored."""
        found: list[Case] = []
        for board, colour, moves in self._moves_positions():
            other = rules.opponent(colour)
            first = -disc_difference(_after(board, moves[0], colour), other)
            beta = first - 1

            def ask(
                guarded: Callable[..., object],
                board: Board = board,
                colour: Colour = colour,
                beta: float = beta,
            ) -> object:
                counting = _Counting(disc_difference)
                _searched(guarded, board, colour, 1, counting, -math.inf, beta)
                return Scored(counting.calls)

            found.append(
                ProbeCase(
                    board,
                    (colour, 1, disc_difference, -math.inf, beta),
                    Scored(1, HINTS.say("first_reaches_beta", first=first)),
                    _call_text(name, colour, 1, "disc_difference", f", -math.inf, {beta!r}"),
                    ask=ask,
                )
            )
        return found

    def _says_cut(self, failed: Answered) -> str:
        case, got = failed[0]
        beta = case.args[4]
        if not (isinstance(got, Scored) and got.count > 1):
            return ""
        board, colour = case.position, case.args[0]
        first = -disc_difference(
            _after(board, rules.valid_moves_list(board, colour)[0], colour), rules.opponent(colour)
        )
        return HINTS.say("no_cut_off", beta=_number_text(beta), value=_number_text(first), scored=got.count)


def _not_scored(got: object) -> bool:
    return not isinstance(got, Scored)


def _no_windows(got: object) -> bool:
    return not isinstance(got, Windows)


def _reply_windows(
    function: Callable[..., object],
    board: Board,
    colour: Colour,
    depth: int,
    window: tuple[float, float],
    replies: int,
) -> object:
    """The windows ``function`` hands its first ``replies`` calls of itself (``None`` if it makes fewer, or
    none that can be seen)."""
    top = recorded_calls(function, lambda f: _searched(f, board, colour, depth, disc_difference, *window))
    if top is None or len(top.children) < replies:
        return None
    found = []
    for child in top.children[:replies]:
        if len(child.args) < 6 or not all(_is_number(bound) for bound in child.args[4:6]):
            return None
        found.append((cast(float, child.args[4]), cast(float, child.args[5])))
    return Windows(tuple(found))


_PRUNING = _Pruning()


def _first_windows(case: Case) -> dict[str, object]:
    """The facts of a window probe: the window it was called with, and the one its first reply should get."""
    alpha, beta = case.args[3:5]
    want = cast(Windows, case.expected)
    return {
        "alpha": _number_text(alpha),
        "beta": _number_text(beta),
        "want": _window_text(*want.windows[0]),
        "value": _number_text(-want.windows[-1][1]),
        "window": _window_text(*want.windows[0]),
    }


def _first_reply_got(case: Case, got: object) -> dict[str, object]:
    return {**_first_windows(case), "got": _window_text(*cast(Windows, got).windows[0])}


def _unturned(got: object, case: object) -> bool:
    """Is the window handed to the first reply the caller's own, not turned round (or half turned)?"""
    alpha, beta = cast(Case, case).args[3:5]
    return isinstance(got, Windows) and got.windows[0] in ((alpha, beta), (-alpha, -beta), (beta, alpha))


ALPHABETA_MISTAKES = [
    Mistake(
        HINTS,
        "stops_after_first",
        "alphabeta",
        _PRUNING._open_cases,
        lambda case: Scored(1),
        ("test_exercises_lesson9:cut_on_the_wrong_side",),
        lambda case, got: {"moves": cast(Scored, case.expected).count},
    ),
    Mistake(
        HINTS,
        "window_fresh",
        "alphabeta",
        _PRUNING._window_cases,
        lambda case: Windows(((-math.inf, math.inf), (-math.inf, math.inf))),
        ("test_exercises_lesson9:alphabeta_fresh_window",),
        lambda case, got: _first_windows(case),
    ),
    Mistake(
        HINTS,
        "window_not_turned",
        "alphabeta",
        _PRUNING._window_cases,
        lambda case: case,  # which of the windows not turned round: ``matches`` is handed the case
        ("test_exercises_lesson9:window_not_swapped", "test_exercises_lesson9:alphabeta_window_as_given"),
        _first_reply_got,
        _unturned,
    ),
    Mistake(
        HINTS,
        "alpha_never_rises",
        "alphabeta",
        _PRUNING._window_cases,
        lambda case: Windows((cast(Windows, case.expected).windows[0],) * 2),
        (
            "test_wrong_answers_lessons_8_and_9:alphabeta_never_raising_alpha",
            "test_exercises_lesson9:alphabeta_window_worked_out_once",
        ),
        lambda case, got: _first_windows(case),
    ),
    Mistake(
        HINTS,
        "pass_window",
        "alphabeta",
        _PRUNING._pass_cases,
        lambda case: Windows((tuple(case.args[3:5]),)),
        ("test_wrong_answers_lessons_8_and_9:window_kept_at_a_pass",),
    ),
]
"""What alpha-beta hands its replies, each mistake read from its calls of itself (or, for a loop that
stops after its first move, from how many positions it scored)."""


def _alphabeta_hint(function: Callable[..., object], cases: list[Case], case: Case, got: object) -> str:
    if isinstance(got, PlayedOnTheBoard):
        return HINTS.say("on_a_copy")
    want = case.expected
    if isinstance(want, Value):  # a finite window
        return _value_hint(function, cases, case, got, (-math.inf, math.inf)) if got is None else ""
    if got is None:
        return _value_hint(function, cases, case, got, (-math.inf, math.inf))
    if not isinstance(got, Searched) or not isinstance(want, Searched):
        return ""
    if not _is_number(got.value):
        return HINTS.say("not_a_number", kind=type(got.value).__name__, got=repr(got.value))
    if got.value == want.value:
        return ""  # the report shows how many it scored, and how many it may: no probe told why
    shown = Case(case.board, case.args, Value(want.value), case.call)
    return _value_hint(function, cases, shown, Value(got.value), (-math.inf, math.inf))


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
                    Value(value, (alpha, beta)),
                    _call_text("alphabeta", colour, depth, "weighted_discs", f", {alpha!r}, {beta!r}"),
                )
            )
    return cases


@LESSON.check
def check_alphabeta(function: Callable[..., object]) -> Report:
    """Check ``function(board, colour, depth, evaluate, alpha, beta)``: minimax's value, with cut-offs."""
    cases = []
    for board, colour, depth, evaluation in _search_cases((1, 2, 3, 2)):
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
    values = _Searches(function, (-math.inf, math.inf)).properties()
    # the windows before the passes: a window handed on wrong changes the values there
    properties = [*values[:2], _PRUNING.windows(), *values[2:], _PRUNING.cut_off()]
    return check_function(
        function,
        cases,
        name=function_name(function, "alphabeta"),
        call=_asked(_alphabeta_call),
        same=_alphabeta_same,
        hint_for=lambda case, got: _alphabeta_hint(function, cases, case, got),
        note_for=_pruning_note,
        properties=properties,
        mistakes=ALPHABETA_MISTAKES,
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


def _exact_call(function: Callable[..., object], case: Case) -> object:
    return _as_value(_searched(function, case.position, *case.args))


def _is_whole(got: object) -> bool:
    return isinstance(got, Value) and isinstance(got.value, int) and not isinstance(got.value, bool)


def _exact_same(got: object, want: object) -> bool:
    return _is_whole(got) and isinstance(want, Value) and want.accepts(got)


@cache
def _small_endings() -> dict[str, tuple[tuple[Rows, Colour], ...]]:
    """Endgames with few empty squares: ``over`` (neither can move, empty squares left first),
    ``pass`` (colour cannot move, the opponent can)."""
    kinds: dict[str, list[tuple[Rows, Colour]]] = {"over": [], "pass": []}
    for rows, colour in _endgames():
        board = new_board(rows)
        kind = _kind_of(board, colour)
        if kind in kinds and len(kinds[kind]) < 4:
            kinds[kind].append((rows, colour))
    kinds["over"].sort(key=lambda item: -empty_squares(new_board(item[0])))
    return {kind: tuple(found) for kind, found in kinds.items()}


def _exact_case(name: str, rows: Rows, colour: Colour) -> ProbeCase:
    board = new_board(rows)

    def ask(guarded: Callable[..., object]) -> object:
        return _as_value(_searched(guarded, board, colour))

    return ProbeCase(
        board, (colour,), Value(solve(board, colour).score), f"{name}(board, {colour_name(colour)})", ask=ask
    )


def _says_exact_over(failed: Answered) -> str:
    if _all_give(failed, lambda case: final_value(case.position, case.args[0])):
        return HINTS.say("final_value")
    if _all_give(failed, lambda case: _score_empties_to_winner(case.position, case.args[0])):
        return HINTS.say("empties_to_winner")
    if _all_give(failed, lambda case: -disc_difference(case.position, case.args[0])):
        return HINTS.say("exact_sign")
    return HINTS.say("exact_over")


def _says_exact_pass(failed: Answered) -> str:
    def opponents(case: Case) -> int:
        return solve(case.position, rules.opponent(case.args[0])).score

    if _all_give(failed, lambda case: disc_difference(case.position, case.args[0])):
        return HINTS.say("exact_pass")
    if _all_give(failed, opponents):
        return HINTS.say("exact_pass_no_minus")
    return ""  # the opponent's search may be wrong as well: nothing here tells the pass alone


def _exact_best_from_zero(board: Board, colour: Colour) -> int:
    """The exact score with the best value started at 0: a lost position is scored 0 where every move
    loses (a slip a hint replays)."""
    moves = rules.valid_moves_list(board, colour)
    other = rules.opponent(colour)
    if not moves:
        if not rules.has_valid_move(board, other):
            return disc_difference(board, colour)
        return -_exact_best_from_zero(board, other)
    return max(0, *(-_exact_best_from_zero(_after(board, move, colour), other) for move in moves))


@cache
def _losing_endgames() -> tuple[tuple[Rows, Colour], ...]:
    """Endgames where starting the best value at 0 gives another score than the right one."""
    found = []
    for rows, colour in _endgames():
        board = new_board(rows)
        if (
            rules.valid_moves_list(board, colour)
            and _exact_best_from_zero(board, colour) != solve(board, colour).score
        ):
            found.append((rows, colour))
            if len(found) == 4:
                break
    return tuple(found)


EXACT_MISTAKES = [
    Mistake(
        HINTS,
        "best_from_zero",
        "exact_score",
        lambda name: [_exact_case(name, rows, colour) for rows, colour in _losing_endgames()],
        lambda case: Value(_exact_best_from_zero(case.position, case.args[0])),
        ("test_exercises_lesson9:exact_best_from_zero",),
    ),
]
"""The known mistakes of an exact score that its claims alone do not show."""

EXACT_PROPERTIES = [
    Property(
        "scores a finished game",
        lambda name: [_exact_case(name, rows, colour) for rows, colour in _small_endings()["over"]],
        _says_exact_over,
        lambda got: not _is_whole(got),
    ),
    Property(
        "passes",
        lambda name: [_exact_case(name, rows, colour) for rows, colour in _small_endings()["pass"]],
        _says_exact_pass,
        lambda got: not _is_whole(got),
    ),
]
"""The claims of an exact score, each on the smallest endgames that test it alone."""


def _exact_hint(function: Callable[..., object], case: Case, got: object) -> str:
    if isinstance(got, PlayedOnTheBoard):
        return HINTS.say("on_a_copy")
    if got is None:
        board, (colour,) = case.position, case.args
        return _none_hint(function, case, lambda f: f(copy_board(board), colour))
    value = got.value if isinstance(got, Value) else got
    if not (isinstance(value, int) and not isinstance(value, bool)):
        return HINTS.say("not_an_int", kind=type(value).__name__, got=repr(value))
    want = cast(Value, case.expected).value
    if want != 0 and value == want * FINISHED:
        return HINTS.say("final_value")
    return ""


def _never_ends_on_an_unfull_finish(guarded: Callable[..., object], case: Case) -> str:
    """After a RecursionError: the end test's words, when a finished board with empty squares recurses
    without end and a full finished board does not ('' otherwise)."""
    over = [new_board(rows) for rows, _ in _small_endings()["over"]]
    unfull = [board for board in over if empty_squares(board) > 0]
    full = [board for board in over if empty_squares(board) == 0]
    if not unfull:
        return ""

    def recurses(board: Board) -> bool:
        try:
            guarded(copy_board(board), rules.BLACK)
        except RecursionError:
            return True
        except Exception:
            return False
        return False

    if recurses(unfull[0]) and not any(recurses(board) for board in full[:1]):
        return HINTS.say("exact_end_test")
    return ""


@LESSON.check
def check_exact_score(function: Callable[..., object]) -> Report:
    """Check ``function(board, colour)``: the final disc difference with perfect play (``solve``'s score)."""
    cases = []
    for rows, colour in _endgames():
        board = new_board(rows)
        cases.append(
            Case(
                board,
                (colour,),
                Value(solve(board, colour).score),
                f"exact_score(board, {colour_name(colour)})",
            )
        )
    return check_function(
        function,
        cases,
        name=function_name(function, "exact_score"),
        call=_asked(_exact_call),
        same=_exact_same,
        hint_for=lambda case, got: _exact_hint(function, case, got),
        properties=EXACT_PROPERTIES,
        mistakes=EXACT_MISTAKES,
        error_hints={RecursionError: _never_ends_on_an_unfull_finish},
    )
