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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TypeGuard, cast

from .. import learning, rules
from ..evaluation import weighted_discs
from ..rules import BLACK, EMPTY, WHITE, Board, Colour
from .common import (
    COLOUR_NAMES,
    NO_ANSWER,
    NO_RETURN_HINT,
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
    looking_call,
    positions,
    probe,
    sample_positions,
)
from .contents import Exercise, Lesson
from .mistakes import Mistake, known_by

LESSON = Lesson(
    12,
    "Learning to play",
    Exercise("features"),
    Exercise("evaluate", builds_on=("features",)),
    Exercise("label", builds_on=("features",)),
    Exercise("update"),
    Exercise("fit", builds_on=("update",)),
    Exercise("split"),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_evaluate", "check_features", "check_fit", "check_label", "check_split", "check_update"]

CLASSES = learning.CLASSES

HINTS = Hints(
    "lesson12",
    {
        "no_return": NO_RETURN_HINT,
        "not_a_dict": (
            "Return a dict with one {what} for each class name, like {{'corner': ..., ...}}, not {kind}."
        ),
        "class_missing": "Every class needs its {what}, 0 included: {names} is missing.",
        "changed_argument": "{returned}, but it also changed the {what} it was given",
        "not_a_class": "Only the class names are keys: {names} is not one.",
        # features
        "count_not_int": "Each count is a whole number (an int): add 1 or subtract 1, never a float.",
        "own_discs_only": (
            "You counted colour's discs in each class; now subtract the opponent's discs there."
        ),
        "other_side": "That is {other}'s side: add 1 for a disc of colour, subtract 1 for the opponent's.",
        "empties_counted": (
            "Empty squares were counted as the opponent's: subtract only for a disc of the opponent "
            "(elif cell == other), not for every square that is not colour's."
        ),
        "first_row_only": (
            "These are the counts of the first row alone: the rows after it were never counted. Is "
            "the return inside the loop over the rows? Return after the loops."
        ),
        "last_row_left_out": (
            "These are the counts of every row but the last: range(len(board) - 1) stops one row "
            "short; range(len(board)) goes over every row."
        ),
        "corner_twice": (
            "A corner disc was counted twice, as a corner and as an edge: each disc counts in one "
            "class only, the one square_class gives its square."
        ),
        "classes_of_one_size": (
            "{name} is right when the board is {written}x{written}, and on this {size}x{size} one it works "
            "out the classes as if the board were {written}x{written}: use len(board) for the size, "
            "not {written}: boards come in every even size from 4 to 26."
        ),
        "squares_of_one_size": (
            "{name} is right when the board is {written}x{written}, and on this {size}x{size} one it counts "
            "only the squares of the first {written} rows and columns: use len(board) for the size, "
            "not {written}: boards come in every even size from 4 to 26."
        ),
        # evaluate
        "weights_changed": "Only read the weights: evaluate must not change the dict it is given.",
        "not_a_number": "Return one number, the weighted sum, not {kind}.",
        "score_other_side": "That is the score from {other}'s side: use features(board, colour), for colour.",
        "difference_or_sums": (
            "That is the disc difference, or the sum of the weights times the sum of the features: "
            "multiply each class's weight by that class's feature, then add the products."
        ),
        "disc_difference": (
            "That is the disc difference: multiply each class's feature by its weight before adding."
        ),
        "lesson_eight_table": (
            "That is lesson 8's table: score with the weights you are given (the third argument)."
        ),
        "sum_times_sum": (
            "That is the sum of the weights times the sum of the features: multiply each class's "
            "weight by that class's feature, then add the products."
        ),
        "rounded": "Do not round: the weighted sum of weights like 0.5 is a float.",
        "first_class_only": (
            "That is one class's weight times its feature alone, the first class's ({name}): the loop "
            "ended after its first class. Add up every class's product, and return after the loop."
        ),
        # update
        "argument_changed": (
            "Do not change the {what} you are given: build a new dict, "
            "{{name: ... for name in weights}}, and return it."
        ),
        "step_wrong_way": (
            "The step goes the wrong way (a learning rate with its sign flipped): the error is "
            "target - prediction, and each weight gets rate * error * feature added."
        ),
        "feature_left_out": (
            "Multiply by each class's feature too: a class where colour has no more discs than "
            "the opponent (feature 0) must keep its weight."
        ),
        "rate_left_out": "Multiply the step by rate: without it every step jumps far too far.",
        "only_the_step": "That is only the step: add it to the old weight (weights[name] + ...).",
        "squared_error": (
            "Use the error itself (target - prediction), not its square: the square loses its sign."
        ),
        "own_prediction": (
            "It worked out its own prediction, the weighted sum of these weights and features, where "
            "it is given one: here prediction={given}, and the weighted sum is {own}. Use the "
            "prediction it is given: the error is target - prediction."
        ),
        "weight_for_feature": (
            "Each weight moved by rate * error times that class's weight: the step is rate * error * "
            "features[name], the class's feature."
        ),
        # fit
        "shuffled_callers_list": (
            "Shuffle a copy (order = list(examples)), not the list you were given: "
            "the caller's examples must stay in their order."
        ),
        "not_seeded": (
            "Two runs with the same seed gave different weights: the run is not seeded. Make one "
            "rng = random.Random(seed) and shuffle with rng.shuffle(order), not random.shuffle."
        ),
        "never_shuffled": (
            "The examples were never shuffled: each epoch, shuffle a copy with rng.shuffle(order)."
        ),
        "same_order_every_epoch": (
            "Every epoch went through the examples in one and the same order (these are the weights "
            "of that order, repeated): each epoch, shuffle a new copy, order = list(examples), with "
            "the one rng = random.Random(seed) made once, before the epochs."
        ),
        "fit_wrong_way": (
            "The weights moved the wrong way (the sign of the step is flipped): the error is "
            "target - prediction."
        ),
        "prediction_zero": (
            "These are the weights of steps that all took the prediction to be 0: before each step, "
            "work out the prediction from the weights as they are now, the weighted sum of the "
            "example's features."
        ),
        "last_step_only": (
            "Of each epoch's steps only the last one counted: these are the weights of steps that all "
            "started from the weights the epoch began with. Each step starts from the weights the step "
            "before gave: weights = update(weights, ...), inside the loop over the examples."
        ),
        "update_dropped": (
            "These are the starting weights, every one 0.0: what update returned was never kept. update "
            "gives back new weights: weights = update(weights, ...), inside the loop over the examples."
        ),
        "first_epoch_only": (
            "These are the weights after the first epoch alone, whatever epochs is: the loop over the "
            "epochs stopped after one. Return the weights after that loop."
        ),
        "epoch_too_many": "That is one epoch too many: go through the examples exactly epochs times.",
        "epoch_too_few": "That is one epoch too few: go through the examples exactly epochs times.",
        # label
        "positions_changed": "Only read the positions: label must not change the list or the boards in it.",
        "not_a_list": ("Return a list, with one (features, target) pair for each position, not {kind}."),
        "not_pairs": "Each item is a pair, a tuple (features, target), with round brackets.",
        "pair_count": ("Give one pair for each position, in order: {positions} positions, {pairs} pairs."),
        "target_not_from_mover": (
            "The target is seen from the side of the player to move: a position where White is to "
            "move gets minus Black's result (a target from the wrong side teaches the opposite)."
        ),
        "targets_reversed": (
            "The targets are the wrong way round: Black's positions get Black's result, White's minus it."
        ),
        "features_not_from_mover": (
            "Work out the features from the side of the player to move too: features(board, colour)."
        ),
        "target_negated_in_place": (
            "After a position where White is to move, the targets of the later positions kept the sign "
            "turned round: result_for_black itself was negated. Work out each position's target on "
            "its own: result_for_black if colour == BLACK else -result_for_black."
        ),
        "features_not_called": (
            "The first item of each pair is {kind}, not the position's features: give "
            "(features(board, colour), target) for each position."
        ),
        # split
        "examples_changed": (
            "Only read the examples: build two new lists, and leave the one you were given as it is."
        ),
        "not_a_pair_of_lists": "Return a pair of lists, (training, test), as a tuple.",
        "lists_swapped": (
            "The two lists are swapped, with every = 2, 3 and 5: return (training, test), the "
            "training examples first."
        ),
        "by_position": (
            "That splits positions, not games: positions of one game land on both sides. Send "
            "every example whose game (example.game) is a multiple of every to the test list."
        ),
        "test_games_trained_on": (
            "The training list holds the test games too: training on the test games makes the "
            "test error look better than it is. Keep them out of the training list."
        ),
        "other_test_games": (
            "With every = {every}, the test list holds games {got}; it should hold the games whose "
            "number is a multiple of {every}: {want}."
        ),
    },
)


def _is_number(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _same_numbers(got: object, want: object, *, whole: bool = False) -> bool:
    """Is ``got`` a dict with exactly ``want``'s keys, and (close to) its numbers?"""
    if not isinstance(got, dict) or not isinstance(want, dict) or set(got) != set(want):
        return False
    if whole:
        return all(is_int(got[name]) and got[name] == want[name] for name in want)
    return all(_is_number(got[name]) and _close(got[name], want[name]) for name in want)


def _dict_hint(got: object, want: Mapping[str, float], what: str) -> str:
    """A hint for an answer that is not a dict of the right classes ('' if it is one)."""
    if got is None:
        return HINTS.say("no_return")
    if not isinstance(got, dict):
        return HINTS.say("not_a_dict", what=what, kind=type(got).__name__)
    missing = [name for name in want if name not in got]
    if missing:
        return HINTS.say("class_missing", what=what, names=", ".join(repr(name) for name in missing))
    extra = [name for name in got if name not in want]
    if extra:
        return HINTS.say("not_a_class", names=", ".join(repr(name) for name in extra[:3]))
    return ""


# --- exercise 1: features ----------------------------------------------------------------------


def _counted(
    board: Board, colour: Colour, *, mine: int, theirs: int, empty: int = 0, size: int = 0
) -> dict[str, int]:
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


def _corners_also_edges(board: Board, colour: Colour) -> dict[str, int]:
    found = learning.features(board, colour)
    found["edge"] += found["corner"]
    return found


def _features_hint(function: Callable[..., object], case: Case, got: object) -> str:
    want = cast(dict[str, int], case.expected)
    shape = changed_hint(got) or _dict_hint(got, want, "count")
    if shape:
        return shape
    assert isinstance(got, dict)
    if not all(is_int(value) for value in got.values()):
        return HINTS.say("count_not_int")
    board = case.position
    (colour,) = case.args
    if got == _counted(board, colour, mine=1, theirs=0):
        return HINTS.say("own_discs_only")
    if got == {name: -count for name, count in want.items()}:
        return HINTS.say("other_side", other=COLOUR_NAMES[rules.opponent(colour)])
    if got == _counted(board, colour, mine=1, theirs=-1, empty=-1):
        return HINTS.say("empties_counted")
    if got == _corners_also_edges(board, colour):
        return HINTS.say("corner_twice")
    rows = _rows_counted(board, colour, got)
    if rows:
        return HINTS.say(rows)
    return _one_size_hint(function, case, got)


def _rows_counted(board: Board, colour: Colour, got: dict[object, object]) -> str:
    """The key of the hint for features counted on the first row only, or on all rows but the last."""
    for key, kept_rows in (("first_row_only", range(1)), ("last_row_left_out", range(len(board) - 1))):
        cut: Board = [[cell if r in kept_rows else EMPTY for cell in row] for r, row in enumerate(board)]
        if got == learning.features(cut, colour) != learning.features(board, colour):
            return key
    return ""


def _one_size_hint(function: Callable[..., object], case: Case, got: dict[object, object]) -> str:
    """The hint for features written for one size (8, or 6, say), when probes show it.

    The answer on this case is what the classes (or the squares) of one size give, and a probe
    shows the function right on a board of that size.
    """
    board, (colour,) = case.position, case.args
    size = len(board)
    name = case.call.partition("(")[0]
    for written in range(4, rules.MAX_SIZE + 1):
        if written == size:
            continue
        if got == _counted(board, colour, mine=1, theirs=-1, size=written):
            key = "classes_of_one_size"
        elif written < size and got == _first_rows(board, colour, written):
            key = "squares_of_one_size"
        else:
            continue
        if _right_on_size(function, written):
            return HINTS.say(key, name=name, written=written, size=size)
    return ""


def _right_on_size(function: Callable[..., object], size: int) -> bool:
    """Is ``function`` right on a ``size`` board with discs of both colours in every class?"""
    board = _patterned(size)

    def ask(guarded: Callable[..., object]) -> object:
        return guarded(rules.copy_board(board), BLACK)

    return _same_numbers(probe(function, ask), learning.features(board, BLACK), whole=True)


def _patterned(size: int) -> Board:
    """A ``size`` board with discs of both colours in every class, on every edge and corner."""
    return [
        [(EMPTY, BLACK, WHITE)[(3 * row + 5 * col + row * col) % 3] for col in range(size)]
        for row in range(size)
    ]


def _first_rows(board: Board, colour: Colour, written: int) -> dict[str, int]:
    """The features of the first ``written`` rows and columns only (classes of the whole board)."""
    cut = [
        [cell if r < written and c < written else EMPTY for c, cell in enumerate(row)]
        for r, row in enumerate(board)
    ]
    return learning.features(cut, colour)


def _largest_board() -> list[tuple[Board, Colour]]:
    """A 26x26 board with discs of both colours in every class, on every edge and corner."""
    return [(_patterned(rules.MAX_SIZE), BLACK)]


@LESSON.check
def check_features(function: Callable[..., object]) -> Report:
    """Check ``features(board, colour)``: for each class, colour's discs there minus the opponent's."""
    cases = [
        Case(board, (colour,), learning.features(board, colour), f"features(board, {colour_name(colour)})")
        for board, colour in positions(games=2) + beyond_eight() + _largest_board()
    ]
    return check_function(
        function,
        cases,
        name=function_name(function, "features"),
        same=lambda got, want: _same_numbers(got, want, whole=True),
        hint_for=lambda case, got: _features_hint(function, case, got),
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
        return str(HINTS.say("changed_argument", returned=repr(self.returned), what=self.what))


def _weights_text(weights: Mapping[str, float]) -> str:
    for name, table in _WEIGHT_NAMES.items():
        if weights == table:
            return name
    return repr(weights)


def _evaluate_call(function: Callable[..., object], case: Case) -> object:
    colour, weights = case.args
    given = dict(weights)
    got = looking_call(lambda board: function(board, colour, given), Case(case.board, (), None))
    if given != weights:
        return ChangedArgument(got, "weights")
    return got


def _evaluate_hint(case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return HINTS.say("weights_changed")
    hint = changed_hint(got)
    if hint:
        return hint
    if got is None:
        return HINTS.say("no_return")
    if not _is_number(got):
        return HINTS.say("not_a_number", kind=type(got).__name__)
    board = case.position
    colour, weights = case.args
    want = cast(float, case.expected)
    found = learning.features(board, colour)
    if _close(got, -want):
        return HINTS.say("score_other_side", other=COLOUR_NAMES[rules.opponent(colour)])
    difference = sum(found.values())
    sums = sum(weights.values()) * difference
    if got == difference and _close(got, sums):
        return HINTS.say("difference_or_sums")
    if got == difference:
        return HINTS.say("disc_difference")
    if weights != learning.HAND_WEIGHTS and (
        _close(got, learning.evaluate(board, colour, learning.HAND_WEIGHTS))
        or got == weighted_discs(board, colour)
    ):
        return HINTS.say("lesson_eight_table")
    if _close(got, sums):
        return HINTS.say("sum_times_sum")
    if is_int(got) and not _close(want, round(want)) and got == round(want):
        return HINTS.say("rounded")
    return ""


def _features_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``features`` is right on every position (and side) this case scores."""
    # evaluate(board, colour, weights) scores one position; label(positions, result) many
    seen = [(case.board, case.args[0])] if case.board is not None else list(case.args[0])
    return all(
        _same_numbers(
            own(rules.copy_board(board), colour), dict(learning.features(board, colour)), whole=True
        )
        for board, colour in seen
    )


FEATURES = Earlier("features", _features_right, LESSON)
"""The earlier exercise that evaluate and label naturally call."""


@cache
def _evaluate_boards() -> tuple[tuple[tuple[tuple[str, ...], ...], Colour], ...]:
    found = positions(games=1)[::3]
    return tuple((tuple(map(tuple, board)), colour) for board, colour in found)


def _corner_boards(name: str) -> list[Case]:
    """Start positions of 4x4 to 8x8 with two black corners and two white discs on the top and left
    edges, scored with each table: the corner's product alone is unlike the whole sum."""
    cases = []
    tables: list[Mapping[str, float]] = [learning.HAND_WEIGHTS, learning.LEARNED_WEIGHTS, OTHER_WEIGHTS]
    for index, size in enumerate((4, 6, 8)):
        board = rules.initialize_board(size)
        board[0][0] = board[size - 1][size - 1] = BLACK
        board[0][2] = board[2][0] = WHITE  # other classes too, so that the corner alone is not the sum
        for colour in (BLACK, WHITE):
            weights = tables[(index + (colour == WHITE)) % len(tables)]
            cases.append(
                Case(
                    board,
                    (colour, weights),
                    learning.evaluate(board, colour, weights),
                    f"{name}(board, {colour_name(colour)}, {_weights_text(weights)})",
                )
            )
    return cases


def _first_product(case: Case) -> object:
    colour, weights = case.args
    first = next(iter(weights))
    return weights[first] * learning.features(case.position, colour)[first]


def _close_numbers(got: object, want: object) -> bool:
    return _is_number(got) and _is_number(want) and _close(got, want)


EVALUATE_MISTAKES = [
    Mistake(
        HINTS,
        "first_class_only",
        "evaluate",
        _corner_boards,
        _first_product,
        ("test_exercises_lesson12:returns_inside_the_loop",),
        lambda case, got: {"name": repr(next(iter(case.args[1])))},
        _close_numbers,
    ),
]
"""The known mistakes of evaluate, each proven on boards where they give values of their own."""


@LESSON.check
def check_evaluate(function: Callable[..., object]) -> Report:
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
        same=lambda got, want: _is_number(got) and _is_number(want) and _close(got, want),
        hint_for=_evaluate_hint,
        builds_on=[FEATURES],
        mistakes=EVALUATE_MISTAKES,
    )


# --- exercise 4: update -------------------------------------------------------------------------


def _update_cases() -> list[tuple[dict[str, float], dict[str, int], float, float, float]]:
    """Small steps first (two classes, round numbers), then all six classes."""
    found: list[tuple[dict[str, float], dict[str, int], float, float, float]] = [
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


def _on_copies(*what: str) -> Callable[[Callable[..., object], Case], object]:
    """A call that hands the function copies of the case's arguments and names any it changed.

    ``what`` names the arguments to watch, in order (an empty name: not watched).
    """

    def call(function: Callable[..., object], case: Case) -> object:
        given = copy.deepcopy(case.args)
        got = function(*given)
        for name, before, after in zip(what, case.args, given, strict=False):
            if name and before != after:
                return ChangedArgument(got, name)
        return got

    return call


def _moved(
    weights: Mapping[str, float], features: Mapping[str, float], step: Callable[[float, float], float]
) -> dict[str, float]:
    return {name: step(weights[name], features[name]) for name in weights}


def _update_hint(case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return HINTS.say("argument_changed", what=got.what)
    weights, features, target, prediction, rate = case.args
    want = cast(dict[str, float], case.expected)
    shape = _dict_hint(got, want, "weight")
    if shape:
        return shape
    error = target - prediction
    mistakes = [
        (_moved(weights, features, lambda w, f: w - rate * error * f), "step_wrong_way"),
        (_moved(weights, features, lambda w, f: w + rate * error), "feature_left_out"),
        (_moved(weights, features, lambda w, f: w + error * f), "rate_left_out"),
        (_moved(weights, features, lambda w, f: rate * error * f), "only_the_step"),
        (_moved(weights, features, lambda w, f: w + rate * error * error * f), "squared_error"),
    ]
    for wrong, key in mistakes:
        if _same_numbers(got, wrong) and not _same_numbers(wrong, want):
            return HINTS.say(key)
    return ""


def _update_case(name: str, args: tuple[dict[str, float], dict[str, int], float, float, float]) -> Case:
    weights, features, target, prediction, rate = args
    return Case(
        None,
        args,
        learning.update(*args),
        f"{name}({weights!r}, {features!r}, target={target!r}, prediction={prediction!r}, rate={rate!r})",
    )


def _given_predictions(name: str) -> list[Case]:
    """Steps whose prediction is not the weighted sum of their weights and features (as fit's never is
    after a step, and as the check hands them)."""
    found = []
    for weights, features, target, prediction, rate in _update_cases()[:8]:
        own = learning.weighted_sum(weights, features)
        given = prediction if prediction != own else own + 3.0
        found.append(_update_case(name, (weights, features, target, given, rate)))
    return found


def _own_prediction(case: Case) -> object:
    weights, features, target, _, rate = case.args
    return learning.update(weights, features, target, learning.weighted_sum(weights, features), rate)


def _weight_for_feature(case: Case) -> object:
    weights, _, target, prediction, rate = case.args
    error = target - prediction
    return {name: weights[name] + rate * error * weights[name] for name in weights}


def _same_weights(got: object, want: object) -> bool:
    return _same_numbers(got, want)


UPDATE_MISTAKES = [
    Mistake(
        HINTS,
        "own_prediction",
        "update",
        _given_predictions,
        _own_prediction,
        ("test_exercises_lesson12:works_out_its_own_prediction",),
        lambda case, got: {
            "given": case.args[3],
            "own": learning.weighted_sum(case.args[0], case.args[1]),
        },
        _same_weights,
    ),
    Mistake(
        HINTS,
        "weight_for_feature",
        "update",
        lambda name: [_update_case(name, args) for args in _update_cases()],
        _weight_for_feature,
        ("test_exercises_lesson12:weight_for_the_feature",),
        matches=_same_weights,
    ),
]
"""The known mistakes of update, each proven on steps where it gives weights of its own."""


@LESSON.check
def check_update(function: Callable[..., object]) -> Report:
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
        same=lambda got, want: _same_numbers(got, want),
        hint_for=_update_hint,
        mistakes=UPDATE_MISTAKES,
    )


# --- exercise 5: fit -------------------------------------------------------------------------------

Examples = list[tuple[dict[str, int], int]]
"""A training set as ``fit``'s cases hand it over: (features, target) pairs."""


def _fit_cases() -> list[tuple[Examples, float, int, int]]:
    """A few small training sets, each with its rate, epochs and seed.

    Every example has a feature for each of the six CLASSES, as the lesson's examples do, so a fit
    that starts from CLASSES (as the lesson's cell before the exercise does) is right too; only a
    few classes are not 0, so that the numbers stay readable.
    """
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
            features = {name: rng.randint(-2, 2) if name in names else 0 for name in CLASSES}
            examples.append((features, rng.randint(-8, 8)))
        found.append((examples, 0.05, epochs, seed))
    return found


def _fit_variant(
    examples: Examples,
    rate: float,
    epochs: int,
    seed: int,
    *,
    shuffle: str = "once",
    sign: int = 1,
    predicted: bool = True,
    last_only: bool = False,
) -> dict[str, float]:
    """``learning.fit`` with one thing done differently (to recognise a mistake): the shuffle, the
    sign of the step, a prediction never worked out (0), or only each epoch's last step kept."""
    rng = random.Random(seed)
    weights = dict.fromkeys(examples[0][0], 0.0)
    for _ in range(epochs):
        order = list(examples)
        if shuffle == "each epoch":
            random.Random(seed).shuffle(order)
        elif shuffle == "once":
            rng.shuffle(order)
        start = weights
        for features, target in order:
            before = start if last_only else weights
            prediction = learning.weighted_sum(before, features) if predicted else 0
            error = sign * (target - prediction)
            weights = {name: before[name] + rate * error * features[name] for name in before}
    return weights


def _differs_when_run_again(
    function: Callable[..., object], examples: Examples, rate: float, epochs: int, seed: int, got: object
) -> bool:
    """Does the function give other weights for the same arguments (asked up to RUNS_AGAIN times)?

    A small list has few orders, so one more run may shuffle it the same way by chance.
    """
    for _ in range(RUNS_AGAIN):
        again = probe(function, lambda f: f(copy.deepcopy(examples), rate, epochs, seed))
        if again is NO_ANSWER:
            return False
        if not _same_numbers(again, got):
            return True
    return False


RUNS_AGAIN = 8


def _fit_hint(function: Callable[..., object], case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return HINTS.say("shuffled_callers_list")
    examples, rate, epochs, seed = case.args
    want = cast(dict[str, float], case.expected)
    shape = _dict_hint(got, want, "weight")
    if shape:
        return shape
    if _differs_when_run_again(function, examples, rate, epochs, seed, got):
        return HINTS.say("not_seeded")
    mistakes = [
        (_fit_variant(examples, rate, epochs, seed, shuffle="never"), "never_shuffled"),
        # a new rng each epoch, and one shuffle before the epochs, both give every epoch one order
        (_fit_variant(examples, rate, epochs, seed, shuffle="each epoch"), "same_order_every_epoch"),
        (_fit_variant(examples, rate, epochs, seed, sign=-1), "fit_wrong_way"),
        (_fit_variant(examples, rate, epochs, seed, predicted=False), "prediction_zero"),
        (_fit_variant(examples, rate, epochs, seed, last_only=True), "last_step_only"),
        (_fit_variant(examples, rate, epochs + 1, seed), "epoch_too_many"),
        (_fit_variant(examples, rate, epochs - 1, seed) if epochs > 1 else None, "epoch_too_few"),
    ]
    for wrong, key in mistakes:
        if wrong is not None and _same_numbers(got, wrong) and not _same_numbers(wrong, want):
            return HINTS.say(key)
    return ""


def _updates_right(own: Callable[..., object], case: Case) -> bool:
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


UPDATE = Earlier("update", _updates_right, LESSON)
"""The earlier exercise that fit naturally calls."""


def _fit_call(examples: Examples, rate: float, epochs: int, seed: int) -> str:
    """The call of a fit case as a student would type it: the examples one a line, then the call."""
    lines = "".join(f"    {example!r},\n" for example in examples)
    return f"examples = [\n{lines}]\nfit(examples, {rate!r}, {epochs!r}, {seed!r})"


def _fit_probe_cases(name: str) -> list[Case]:
    return [
        Case(None, args, learning.fit(args[0], rate=args[1], epochs=args[2], seed=args[3]), _fit_call(*args))
        for args in _fit_cases()
    ]


FIT_MISTAKES = [
    Mistake(
        HINTS,
        "update_dropped",
        "fit",
        _fit_probe_cases,
        lambda case: dict.fromkeys(case.args[0][0][0], 0.0),
        ("test_exercises_lesson12:drops_what_update_returns",),
        matches=_same_weights,
    ),
    Mistake(
        HINTS,
        "first_epoch_only",
        "fit",
        _fit_probe_cases,
        lambda case: _fit_variant(case.args[0], case.args[1], 1, case.args[3]),
        ("test_exercises_lesson12:returns_after_the_first_epoch",),
        matches=_same_weights,
    ),
]
"""The known mistakes of fit that no replay of the descent shows: proven on the check's own training sets."""


@LESSON.check
def check_fit(function: Callable[..., object]) -> Report:
    """Check ``fit(examples, rate, epochs, seed)``: seeded stochastic gradient descent from zero weights."""
    cases = [
        Case(
            None,
            args,
            learning.fit(args[0], rate=args[1], epochs=args[2], seed=args[3]),
            _fit_call(*args),
        )
        for args in _fit_cases()
    ]
    return check_function(
        function,
        cases,
        name=function_name(function, "fit"),
        call=_on_copies("list of examples"),
        same=lambda got, want: _same_numbers(got, want),
        hint_for=lambda case, got: _fit_hint(function, case, got),
        builds_on=[UPDATE],
        mistakes=FIT_MISTAKES,
    )


# --- exercise 3: label -----------------------------------------------------------------------------


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


def _same_examples(got: object, want: object) -> bool:
    if not _is_pair_list(got) or not isinstance(want, list) or len(got) != len(want):
        return False
    return all(
        _same_numbers(found, want_found, whole=True) and is_int(target) and target == want_target
        for (found, target), (want_found, want_target) in zip(got, want, strict=True)
    )


def _label_hint(case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return HINTS.say("positions_changed")
    if got is None:
        return HINTS.say("no_return")
    if not isinstance(got, list):
        return HINTS.say("not_a_list", kind=type(got).__name__)
    if not _is_pair_list(got):
        return HINTS.say("not_pairs")
    positions, result = case.args
    want = cast(list[tuple[dict[str, int], int]], case.expected)
    if len(got) != len(want):
        return HINTS.say("pair_count", positions=len(want), pairs=len(got))
    blacks = [(learning.features(board, BLACK), result) for board, _ in positions]
    always_black_target = [(learning.features(board, colour), result) for board, colour in positions]
    if _same_examples(got, always_black_target):
        return HINTS.say("target_not_from_mover")
    if _same_examples(got, [(found, -target) for found, target in want]):
        return HINTS.say("targets_reversed")
    if _same_examples(got, blacks) or _same_examples(
        got,
        [
            (learning.features(board, BLACK), target)
            for (board, _), (_, target) in zip(positions, want, strict=True)
        ],
    ):
        return HINTS.say("features_not_from_mover")
    return ""


def _label_call(name: str, positions: Sequence[tuple[Board, Colour]], result: int) -> str:
    """The call of a label case, with its positions drawn, each with whose turn it is."""
    lines = ["positions = ["]
    for number, (board, colour) in enumerate(positions, start=1):
        lines.append(f"    # {number}: {COLOUR_NAMES[colour]} to move")
        lines += [f"    #   {row}" for row in rules.board_to_text(board).splitlines()]
        lines.append(f"    (board_{number}, {colour_name(colour)}),")
    lines += ["]", f"{name}(positions, {result})"]
    return "\n".join(lines)


def _label_cases(name: str) -> list[Case]:
    cases = []
    for index, run in enumerate(_label_positions()):
        positions = [([list(row) for row in rows], colour) for rows, colour in run]
        result = [8, -6, 4, 2, -12][index]
        cases.append(
            Case(
                None,
                (positions, result),
                learning.labelled(positions, result),
                _label_call(name, positions, result),
            )
        )
    return cases


def _negated_in_place(case: Case) -> object:
    positions, result = case.args
    found = []
    for board, colour in positions:
        if colour == WHITE:
            result = -result
        found.append((learning.features(board, colour), result))
    return found


def _first_items_not_features(got: object) -> bool:
    return _is_pair_list(got) and bool(got) and not any(isinstance(found, dict) for found, _ in got)


LABEL_MISTAKES = [
    Mistake(
        HINTS,
        "target_negated_in_place",
        "label",
        _label_cases,
        _negated_in_place,
        ("test_exercises_lesson12:negates_the_result_in_place",),
        matches=_same_examples,
    ),
    known_by(
        HINTS,
        "features_not_called",
        "label",
        _label_cases,
        _first_items_not_features,
        ("test_exercises_lesson12:pairs_of_boards",),
        lambda case, got: {"kind": f"a {type(cast(list[tuple[object, object]], got)[0][0]).__name__}"},
        _same_examples,
    ),
]
"""The known mistakes of label, each proven on the check's own runs of positions."""


@LESSON.check
def check_label(function: Callable[..., object]) -> Report:
    """Check ``label(positions, result_for_black)``: (features, target) a position, from the mover's side."""
    cases = _label_cases("label")
    return check_function(
        function,
        cases,
        name=function_name(function, "label"),
        call=_on_copies("positions"),
        same=_same_examples,
        hint_for=_label_hint,
        builds_on=[FEATURES],
        mistakes=LABEL_MISTAKES,
    )


# --- exercise 6: split -----------------------------------------------------------------------------


def _split_cases() -> list[tuple[list[learning.Example], int]]:
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


def _split_hint(function: Callable[..., object], cases: list[Case], case: Case, got: object) -> str:
    if isinstance(got, ChangedArgument):
        return HINTS.say("examples_changed")
    if got is None:
        return HINTS.say("no_return")
    if not (isinstance(got, tuple) and len(got) == 2 and all(isinstance(part, list) for part in got)):
        return HINTS.say("not_a_pair_of_lists")
    examples, every = case.args
    training, test = got
    want_training, want_test = cast(tuple[list[learning.Example], list[learning.Example]], case.expected)
    # With every = 2 the swapped lists are also the odd games sent to the test list: say "swapped"
    # only when every case comes back swapped.
    if (training, test) == (want_test, want_training) and _swapped_everywhere(function, cases):
        return HINTS.say("lists_swapped")
    by_position = (
        [e for i, e in enumerate(examples) if i % every != 0],
        [e for i, e in enumerate(examples) if i % every == 0],
    )
    if (training, test) == by_position:
        return HINTS.say("by_position")
    if test == want_test and training == list(examples):
        return HINTS.say("test_games_trained_on")
    games = _games_of(test)
    if games is not None and games != _games_of(want_test):
        return HINTS.say("other_test_games", every=every, got=games, want=_games_of(want_test))
    return ""


def _games_of(examples: Sequence[object]) -> str | None:
    """The numbers of these examples' games, in words ('none' if none; None if they are not examples)."""
    games = [example.game for example in examples if isinstance(example, learning.Example)]
    if len(games) != len(examples):
        return None
    numbers = sorted(set(games))
    return ", ".join(map(str, numbers)) if numbers else "none"


def _swapped_everywhere(function: Callable[..., object], cases: list[Case]) -> bool:
    """Does ``function`` return (test, training) on every case (asked again, guarded)?"""
    for case in cases:
        examples, every = case.args
        training, test = cast(tuple[list[learning.Example], list[learning.Example]], case.expected)

        def ask(
            guarded: Callable[..., object], given: list[learning.Example] = examples, every: int = every
        ) -> object:
            return guarded(copy.deepcopy(given), every)

        again = probe(function, ask)
        if again != (test, training):
            return False
    return True


@LESSON.check
def check_split(function: Callable[..., object]) -> Report:
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
        hint_for=lambda case, got: _split_hint(function, cases, case, got),
    )
