"""Checks for lesson 12, *Learning to play*: features by class, the weighted sum, a gradient step, training.

The student's functions are compared with the package's finished ones in
``othello_lesson.learning``: ``features`` on many positions (10x10 boards
too, where a size written as 8 goes wrong), ``evaluate`` with the hand-written,
the learned and other weights, ``update`` and ``fit`` on small made-up
examples.  Weights and examples are handed over as copies: a function that
changes what it was given is caught, and so is a training run that gives other
weights each time it runs with the same seed.

>>> from othello_lesson import learning
>>> check_features(learning.features).passed, check_update(learning.update).passed
(True, True)
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TypeGuard, cast

from .. import learning, rules
from ..evaluation import weighted_discs
from ..rules import BLACK, EMPTY, Board, Colour
from .common import (
    COLOUR_NAMES,
    NO_ANSWER,
    NO_RETURN_HINT,
    SIZE_HINT,
    Case,
    Earlier,
    Report,
    beyond_eight,
    changed_hint,
    check_function,
    colour_name,
    function_name,
    is_int,
    looking_call,
    positions,
    probe,
    sample_positions,
)

__all__ = ["check_evaluate", "check_features", "check_fit", "check_label", "check_split", "check_update"]

CLASSES = learning.CLASSES


def _is_number(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _same_numbers(got: object, want: dict[str, float], *, whole: bool = False) -> bool:
    """Is ``got`` a dict with exactly ``want``'s keys, and (close to) its numbers?"""
    if not isinstance(got, dict) or set(got) != set(want):
        return False
    if whole:
        return all(is_int(got[name]) and got[name] == want[name] for name in want)
    return all(_is_number(got[name]) and _close(got[name], want[name]) for name in want)


def _dict_hint(got: object, want: dict[str, float], what: str) -> str:
    """A hint for an answer that is not a dict of the right classes ('' if it is one)."""
    if got is None:
        return NO_RETURN_HINT
    if not isinstance(got, dict):
        return (
            f"Return a dict with one {what} for each class name, like {{'corner': ..., ...}}, "
            f"not {type(got).__name__}."
        )
    missing = [name for name in want if name not in got]
    if missing:
        names = ", ".join(repr(name) for name in missing)
        return f"Every class needs its {what}, 0 included: {names} is missing."
    extra = [name for name in got if name not in want]
    if extra:
        return f"Only the class names are keys: {', '.join(repr(name) for name in extra[:3])} is not one."
    return ""


# --- exercise 1: features ----------------------------------------------------------------------


def _counted(board: Board, colour: Colour, *, mine: int, theirs: int, empty: int = 0, size: int = 0) -> dict:
    """Features counted with these points for a disc of each kind (and the class table of ``size``)."""
    n, other = len(board), rules.opponent(colour)
    table_size = size or n
    found = dict.fromkeys(CLASSES, 0)
    for row in range(n):
        for col in range(n):
            cell = board[row][col]
            points = mine if cell == colour else theirs if cell == other else empty
            if points and (row < table_size and col < table_size):
                found[learning.square_class(row, col, table_size)] += points
    return found


def _corners_also_edges(board: Board, colour: Colour) -> dict:
    found = learning.features(board, colour)
    found["edge"] += found["corner"]
    return found


def _features_hint(case: Case, got: object) -> str:
    want = cast(dict, case.expected)
    shape = changed_hint(got) or _dict_hint(got, want, "count")
    if shape:
        return shape
    assert isinstance(got, dict)
    if not all(is_int(value) for value in got.values()):
        return "Each count is a whole number (an int): add 1 or subtract 1, never a float."
    board = cast(Board, case.board)
    (colour,) = case.args
    if got == _counted(board, colour, mine=1, theirs=0):
        return "You counted colour's discs in each class; now subtract the opponent's discs there."
    if got == {name: -count for name, count in want.items()}:
        other = COLOUR_NAMES[rules.opponent(colour)]
        return f"That is {other}'s side: add 1 for a disc of colour, subtract 1 for the opponent's."
    if got == _counted(board, colour, mine=1, theirs=-1, empty=-1):
        return (
            "Empty squares were counted as the opponent's: subtract only for a disc of the opponent "
            "(elif cell == other), not for every square that is not colour's."
        )
    if got == _corners_also_edges(board, colour):
        return (
            "A corner disc was counted twice, as a corner and as an edge: each disc counts in one "
            "class only, the one square_class gives its square."
        )
    if len(board) != 8 and got in (
        _counted(board, colour, mine=1, theirs=-1, size=8),
        _first_eight(board, colour),
    ):
        return f"The classes were worked out for an 8x8 board: {SIZE_HINT}"
    return ""


def _first_eight(board: Board, colour: Colour) -> dict:
    cut = [[cell if r < 8 and c < 8 else EMPTY for c, cell in enumerate(row)] for r, row in enumerate(board)]
    return learning.features(cut, colour)


def check_features(function: Callable) -> Report:
    """Check ``features(board, colour)``: for each class, colour's discs there minus the opponent's."""
    cases = [
        Case(board, (colour,), learning.features(board, colour), f"features(board, {colour_name(colour)})")
        for board, colour in positions(games=2) + beyond_eight()
    ]
    return check_function(
        function,
        cases,
        name=function_name(function, "features"),
        same=lambda got, want: _same_numbers(got, want, whole=True),  # type: ignore[arg-type]  # this check's answers are dicts of numbers
        hint_for=_features_hint,
    )


# --- exercise 2: evaluate ----------------------------------------------------------------------

OTHER_WEIGHTS = {"corner": 3, "C-square": -2, "X-square": -5, "edge": 1, "second ring": 0.5, "inside": -0.25}
_WEIGHT_NAMES = {"HAND_WEIGHTS": learning.HAND_WEIGHTS, "LEARNED_WEIGHTS": learning.LEARNED_WEIGHTS}


@dataclass(frozen=True, eq=False)
class ChangedArgument:
    """What came back from a function that also changed a dict or list it was handed."""

    returned: object
    what: str

    def __repr__(self) -> str:
        return f"{self.returned!r}, but it also changed the {self.what} it was given"


def _weights_text(weights: Mapping[str, float]) -> str:
    for name, table in _WEIGHT_NAMES.items():
        if weights == table:
            return name
    return repr(weights)


def _evaluate_call(function: Callable, case: Case) -> object:
    colour, weights = case.args
    given = dict(weights)
    got = looking_call(lambda board: function(board, colour, given), Case(case.board, (), None))
    if given != weights:
        return ChangedArgument(got, "weights")
    return got


def _evaluate_hint(case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return "Only read the weights: evaluate must not change the dict it is given."
    hint = changed_hint(got)
    if hint:
        return hint
    if got is None:
        return NO_RETURN_HINT
    if not _is_number(got):
        return f"Return one number, the weighted sum, not {type(got).__name__}."
    board = cast(Board, case.board)
    colour, weights = case.args
    want = cast(float, case.expected)
    found = learning.features(board, colour)
    if _close(got, -want):
        other = COLOUR_NAMES[rules.opponent(colour)]
        return f"That is the score from {other}'s side: use features(board, colour), for colour."
    difference = sum(found.values())
    sums = sum(weights.values()) * difference
    if got == difference and _close(got, sums):
        return (
            "That is the disc difference, or the sum of the weights times the sum of the features: "
            "multiply each class's weight by that class's feature, then add the products."
        )
    if got == difference:
        return "That is the disc difference: multiply each class's feature by its weight before adding."
    if weights != learning.HAND_WEIGHTS and (
        _close(got, learning.evaluate(board, colour, learning.HAND_WEIGHTS))
        or got == weighted_discs(board, colour)
    ):
        return "That is lesson 8's table: score with the weights you are given (the third argument)."
    if _close(got, sums):
        return (
            "That is the sum of the weights times the sum of the features: multiply each class's "
            "weight by that class's feature, then add the products."
        )
    if is_int(got) and not _close(want, round(want)) and got == round(want):
        return "Do not round: the weighted sum of weights like 0.5 is a float."
    return ""


def _features_right(own: Callable, case: Case) -> bool:
    """Whether the student's ``features`` is right on every position (and side) this case scores."""
    # evaluate(board, colour, weights) scores one position; label(positions, result) many
    seen = [(case.board, case.args[0])] if case.board is not None else list(case.args[0])
    return all(
        _same_numbers(
            own(rules.copy_board(board), colour), dict(learning.features(board, colour)), whole=True
        )
        for board, colour in seen
    )


FEATURES = Earlier(
    "features", 1, _features_right, wrong_on="gives wrong features for a position of this case"
)
"""Exercise 1, which evaluate and label naturally call."""


@cache
def _evaluate_boards() -> tuple[tuple[tuple[tuple[str, ...], ...], Colour], ...]:
    found = positions(games=1)[::3]
    return tuple((tuple(map(tuple, board)), colour) for board, colour in found)


def check_evaluate(function: Callable) -> Report:
    """Check ``evaluate(board, colour, weights)``: the sum of each weight times its class's feature."""
    cases = []
    tables: list[Mapping[str, float]] = [learning.HAND_WEIGHTS, learning.LEARNED_WEIGHTS, OTHER_WEIGHTS]
    for index, (rows, colour) in enumerate(_evaluate_boards()):
        board = [list(row) for row in rows]
        weights = tables[index % len(tables)]
        cases.append(
            Case(
                board,
                (colour, weights),
                learning.evaluate(board, colour, weights),
                f"evaluate(board, {colour_name(colour)}, {_weights_text(weights)})",
            )
        )
    return check_function(
        function,
        cases,
        name=function_name(function, "evaluate"),
        call=_evaluate_call,
        same=lambda got, want: _is_number(got) and _close(got, want),  # type: ignore[arg-type]  # this check's answers are numbers
        hint_for=_evaluate_hint,
        builds_on=[FEATURES],
    )


# --- exercise 3: update -------------------------------------------------------------------------


def _update_cases() -> list[tuple[dict, dict, float, float, float]]:
    """Small steps first (two classes, round numbers), then all six classes."""
    found: list[tuple[dict, dict, float, float, float]] = [
        ({"corner": 1.0, "edge": 0.0}, {"corner": 1, "edge": -2}, 5, 1.0, 0.1),
        ({"corner": 0.0, "edge": 0.0}, {"corner": 2, "edge": 0}, -4, 0.0, 0.5),
        ({"corner": 2.0, "edge": 1.0}, {"corner": 0, "edge": 3}, 1, 4.0, 0.1),
    ]
    rng = random.Random(1212)
    for _ in range(12):
        weights = {name: rng.randint(-20, 20) / 4 for name in CLASSES}
        features = {name: rng.randint(-3, 3) for name in CLASSES}
        features["corner"] = features["corner"] or 1  # never all zeros
        target = rng.randint(-30, 30)
        prediction = learning.weighted_sum(weights, features)
        found.append((weights, features, target, prediction, rng.choice([0.01, 0.05, 0.1])))
    return found


def _on_copies(*what: str) -> Callable[[Callable, Case], object]:
    """A call that hands the function copies of the case's arguments and names any it changed.

    ``what`` names the arguments to watch, in order (an empty name: not watched).
    """

    def call(function: Callable, case: Case) -> object:
        given = copy.deepcopy(case.args)
        got = function(*given)
        for name, before, after in zip(what, case.args, given, strict=False):
            if name and before != after:
                return ChangedArgument(got, name)
        return got

    return call


def _moved(weights: dict, features: dict, step: Callable[[float, float], float]) -> dict:
    return {name: step(weights[name], features[name]) for name in weights}


def _update_hint(case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return (
            f"Do not change the {got.what} you are given: build a new dict, "
            "{name: ... for name in weights}, and return it."
        )
    weights, features, target, prediction, rate = case.args
    want = cast(dict, case.expected)
    shape = _dict_hint(got, want, "weight")
    if shape:
        return shape
    error = target - prediction
    mistakes = [
        (
            _moved(weights, features, lambda w, f: w - rate * error * f),
            "The step goes the wrong way (a learning rate with its sign flipped): the error is "
            "target - prediction, and each weight gets rate * error * feature added.",
        ),
        (
            _moved(weights, features, lambda w, f: w + rate * error),
            "Multiply by each class's feature too: a class where colour has no more discs than "
            "the opponent (feature 0) must keep its weight.",
        ),
        (
            _moved(weights, features, lambda w, f: w + error * f),
            "Multiply the step by rate: without it every step jumps far too far.",
        ),
        (
            _moved(weights, features, lambda w, f: rate * error * f),
            "That is only the step: add it to the old weight (weights[name] + ...).",
        ),
        (
            _moved(weights, features, lambda w, f: w + rate * error * error * f),
            "Use the error itself (target - prediction), not its square: the square loses its sign.",
        ),
    ]
    for wrong, hint in mistakes:
        if _same_numbers(got, wrong) and not _same_numbers(wrong, want):
            return hint
    return ""


def check_update(function: Callable) -> Report:
    """Check ``update(weights, features, target, prediction, rate)``: one step of gradient descent."""
    cases = [
        Case(
            None,
            args,
            learning.update(*args),
            f"update({args[0]!r}, {args[1]!r}, target={args[2]!r}, prediction={args[3]!r}, rate={args[4]!r})",
        )
        for args in _update_cases()
    ]
    return check_function(
        function,
        cases,
        name=function_name(function, "update"),
        call=_on_copies("weights", "features"),
        same=lambda got, want: _same_numbers(got, want),  # type: ignore[arg-type]  # this check's answers are dicts of numbers
        hint_for=_update_hint,
    )


# --- exercise 4: fit -------------------------------------------------------------------------------


def _fit_cases() -> list[tuple[list, float, int, int]]:
    """A few small training sets: two classes first, then three; each with its rate, epochs and seed."""
    rng = random.Random(1234)
    found = []
    for count, names, epochs, seed in [
        (3, ("corner", "edge"), 1, 1),
        (4, ("corner", "edge"), 2, 7),
        (6, ("corner", "X-square", "edge"), 3, 12),
        (8, ("corner", "X-square", "edge"), 2, 5),
    ]:
        examples = []
        for _ in range(count):
            features = {name: rng.randint(-2, 2) for name in names}
            examples.append((features, rng.randint(-8, 8)))
        found.append((examples, 0.05, epochs, seed))
    return found


def _fit_variant(
    examples: list, rate: float, epochs: int, seed: int, *, shuffle: str = "once", sign: int = 1
) -> dict:
    """``learning.fit`` with one thing done differently (to recognise a mistake)."""
    rng = random.Random(seed)
    weights = dict.fromkeys(examples[0][0], 0.0)
    for _ in range(epochs):
        order = list(examples)
        if shuffle == "each epoch":
            random.Random(seed).shuffle(order)
        elif shuffle == "once":
            rng.shuffle(order)
        for features, target in order:
            error = sign * (target - learning.weighted_sum(weights, features))
            weights = {name: weights[name] + rate * error * features[name] for name in weights}
    return weights


def _differs_when_run_again(
    function: Callable, examples: list, rate: float, epochs: int, seed: int, got: object
) -> bool:
    """Does the function give other weights for the same arguments (asked up to RUNS_AGAIN times)?

    A small list has few orders, so one more run may shuffle it the same way by chance.
    """
    for _ in range(RUNS_AGAIN):
        again = probe(function, lambda f: f(copy.deepcopy(examples), rate, epochs, seed))
        if again is NO_ANSWER:
            return False
        if not _same_numbers(again, got):  # type: ignore[arg-type]  # the caller found got a dict of weights (_dict_hint)
            return True
    return False


RUNS_AGAIN = 8


def _fit_hint(function: Callable, case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return (
            "Shuffle a copy (order = list(examples)), not the list you were given: "
            "the caller's examples must stay in their order."
        )
    examples, rate, epochs, seed = case.args
    want = cast(dict, case.expected)
    shape = _dict_hint(got, want, "weight")
    if shape:
        return shape
    if _differs_when_run_again(function, examples, rate, epochs, seed, got):
        return (
            "Two runs with the same seed gave different weights: the run is not seeded. Make one "
            "rng = random.Random(seed) and shuffle with rng.shuffle(order), not random.shuffle."
        )
    mistakes = [
        (
            _fit_variant(examples, rate, epochs, seed, shuffle="never"),
            "The examples were never shuffled: each epoch, shuffle a copy with rng.shuffle(order).",
        ),
        (
            _fit_variant(examples, rate, epochs, seed, shuffle="each epoch"),
            "Make rng = random.Random(seed) once, before the epochs: made anew in each epoch it "
            "shuffles every epoch the same way.",
        ),
        (
            _fit_variant(examples, rate, epochs, seed, sign=-1),
            "The weights moved the wrong way (the sign of the step is flipped): the error is "
            "target - prediction.",
        ),
        (
            _fit_variant(examples, rate, epochs + 1, seed),
            "That is one epoch too many: go through the examples exactly epochs times.",
        ),
        (
            _fit_variant(examples, rate, epochs - 1, seed) if epochs > 1 else None,
            "That is one epoch too few: go through the examples exactly epochs times.",
        ),
    ]
    for wrong, hint in mistakes:
        if wrong is not None and _same_numbers(got, wrong) and not _same_numbers(wrong, want):
            return hint
    return ""


def _updates_right(own: Callable, case: Case) -> bool:
    """Whether the student's ``update`` gives every step of this case's descent right (as fit takes them)."""
    examples, rate, epochs, seed = case.args
    rng = random.Random(seed)
    weights = dict.fromkeys(examples[0][0], 0.0)
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            prediction = learning.weighted_sum(weights, found)
            want = learning.update(weights, found, target, prediction, rate)
            if not _same_numbers(own(dict(weights), dict(found), target, prediction, rate), want):
                return False
            weights = want
    return True


UPDATE = Earlier("update", 3, _updates_right, wrong_on="gives wrong weights on a step of this descent")
"""Exercise 3, which fit naturally calls."""


def check_fit(function: Callable) -> Report:
    """Check ``fit(examples, rate, epochs, seed)``: seeded stochastic gradient descent from zero weights."""
    cases = [
        Case(
            None,
            args,
            learning.fit(args[0], rate=args[1], epochs=args[2], seed=args[3]),
            f"fit({args[0]!r}, {args[1]!r}, {args[2]!r}, {args[3]!r})",
        )
        for args in _fit_cases()
    ]
    return check_function(
        function,
        cases,
        name=function_name(function, "fit"),
        call=_on_copies("list of examples"),
        same=lambda got, want: _same_numbers(got, want),  # type: ignore[arg-type]  # this check's answers are dicts of numbers
        hint_for=lambda case, got: _fit_hint(function, case, got),
        builds_on=[UPDATE],
    )


# --- exercise 5: label -----------------------------------------------------------------------------


@cache
def _label_positions() -> tuple[tuple[tuple[tuple[tuple[str, ...], ...], Colour], ...], ...]:
    """Short runs of consecutive positions of seeded random games: a few on 4x4, then on 6x6."""
    played = sample_positions((4, 6), games=1, seed=1207)
    runs = []
    for start, length in [(0, 2), (3, 3), (6, 4), (20, 3), (26, 4)]:
        run = played[start : start + length]
        runs.append(tuple((tuple(map(tuple, board)), colour) for board, colour in run))
    return tuple(runs)


def _is_pair_list(got: object) -> TypeGuard[list[tuple[object, object]]]:
    return isinstance(got, list) and all(isinstance(item, tuple) and len(item) == 2 for item in got)


def _same_examples(got: object, want: list) -> bool:
    if not _is_pair_list(got) or len(got) != len(want):
        return False
    return all(
        _same_numbers(found, want_found, whole=True) and is_int(target) and target == want_target
        for (found, target), (want_found, want_target) in zip(got, want, strict=True)
    )


def _label_hint(case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return "Only read the positions: label must not change the list or the boards in it."
    if got is None:
        return NO_RETURN_HINT
    if not isinstance(got, list):
        return f"Return a list, with one (features, target) pair for each position, not {type(got).__name__}."
    if not _is_pair_list(got):
        return "Each item is a pair, a tuple (features, target), with round brackets."
    positions, result = case.args
    want = cast(list, case.expected)
    if len(got) != len(want):
        return f"Give one pair for each position, in order: {len(want)} positions, {len(got)} pairs."
    blacks = [(learning.features(board, BLACK), result) for board, _ in positions]
    always_black_target = [(learning.features(board, colour), result) for board, colour in positions]
    if _same_examples(got, always_black_target):
        return (
            "The target is seen from the side of the player to move: a position where White is to "
            "move gets minus Black's result (a target from the wrong side teaches the opposite)."
        )
    if _same_examples(got, [(found, -target) for found, target in want]):
        return "The targets are the wrong way round: Black's positions get Black's result, White's minus it."
    if _same_examples(got, blacks) or _same_examples(
        got,
        [
            (learning.features(board, BLACK), target)
            for (board, _), (_, target) in zip(positions, want, strict=True)
        ],
    ):
        return "Work out the features from the side of the player to move too: features(board, colour)."
    return ""


def check_label(function: Callable) -> Report:
    """Check ``label(positions, result_for_black)``: (features, target) a position, from the mover's side."""
    cases = []
    for index, run in enumerate(_label_positions()):
        positions = [([list(row) for row in rows], colour) for rows, colour in run]
        result = [8, -6, 4, 2, -12][index]
        cases.append(
            Case(
                None, (positions, result), learning.labelled(positions, result), f"label(positions, {result})"
            )
        )
    return check_function(
        function,
        cases,
        name=function_name(function, "label"),
        call=_on_copies("positions"),
        same=_same_examples,  # type: ignore[arg-type]  # this check's answers are lists
        hint_for=_label_hint,
        builds_on=[FEATURES],
    )


# --- exercise 6: split -----------------------------------------------------------------------------


def _split_cases() -> list[tuple[list, int]]:
    """Small lists of examples, several positions a game, in game order."""
    rng = random.Random(1206)
    found = []
    for games, every in [(4, 2), (6, 5), (7, 3), (11, 5), (9, 4)]:
        examples = []
        for game in range(games):
            for _ in range(rng.randint(1, 3) if games > 4 else 1 + (game == 0)):
                features = {"corner": rng.randint(-2, 2), "edge": rng.randint(-3, 3)}
                examples.append(learning.Example(game, features, rng.randint(-10, 10)))
        found.append((examples, every))
    return found


def _split_hint(case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return "Only read the examples: build two new lists, and leave the one you were given as it is."
    if got is None:
        return NO_RETURN_HINT
    if not (isinstance(got, tuple) and len(got) == 2 and all(isinstance(part, list) for part in got)):
        return "Return a pair of lists, (training, test), as a tuple."
    examples, every = case.args
    training, test = got
    want_training, want_test = cast(tuple[list[learning.Example], list[learning.Example]], case.expected)
    if (training, test) == (want_test, want_training):
        return "The two lists are swapped: return (training, test), the training examples first."
    by_position = (
        [e for i, e in enumerate(examples) if i % every != 0],
        [e for i, e in enumerate(examples) if i % every == 0],
    )
    if (training, test) == by_position:
        return (
            "That splits positions, not games: positions of one game land on both sides. Send "
            "every example whose game (example.game) is a multiple of every to the test list."
        )
    if test == want_test and training == list(examples):
        return (
            "The training list holds the test games too: training on the test games makes the "
            "test error look better than it is. Keep them out of the training list."
        )
    return ""


def check_split(function: Callable) -> Report:
    """Check ``split(examples, every)``: whole games to testing when their number is a multiple of every."""
    cases = [
        Case(None, (examples, every), learning.split(examples, every), f"split(examples, {every})")
        for examples, every in _split_cases()
    ]
    return check_function(
        function,
        cases,
        name=function_name(function, "split"),
        call=_on_copies("list of examples"),
        same=lambda got, want: isinstance(got, tuple) and got == want,
        hint_for=_split_hint,
    )
