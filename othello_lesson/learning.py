"""Learning an evaluation from games: the weight table as a handful of numbers, fitted to solved positions.

Lesson 8's weight table gives every square a number a person chose.  Most of
those numbers repeat: every corner is worth the same, every square next to a
corner costs the same.  So the table is really a few numbers, one for each
**class** of square (``CLASSES``), and a position's score is a weighted sum:
for each class, the weight times the class's **feature**, ``colour``'s discs
there minus the opponent's.  On 6x6 the hand-written classes' numbers
(``HAND_WEIGHTS``) give exactly ``evaluation.weighted_discs``.

Instead of choosing the numbers, a program can learn them: play seeded random
games on 6x6 until ``SOLVE_AT`` squares are empty, let the exact solver
(``endgame.solve_endgame``) say how the game ends from there with perfect
play, and ask every earlier position of the game to predict that result, seen
from the side of the player to move (``training_examples``).  Stochastic
gradient descent (``fit``) nudges the weights after each example, by the
error times the feature (``update``).  ``split`` keeps whole games apart for
testing, so the error measured on them (``mean_squared_error``) is honest.

``LEARNED_WEIGHTS`` is what ``learn()`` gives with its defaults (the tests
train it again and compare); pure Python, no numpy, so it runs in the
browser too.

>>> from othello_lesson.rules import initialize_board, place_move, BLACK
>>> board = place_move(initialize_board(6), 1, 2, BLACK)
>>> features(board, BLACK)
{'corner': 0, 'C-square': 0, 'X-square': 0, 'edge': 0, 'second ring': 1, 'inside': 2}
>>> evaluate(board, BLACK, HAND_WEIGHTS)
-4
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from .endgame import solve_endgame
from .evaluation import (
    CORNER,
    DIAGONAL_TO_CORNER,
    EDGE_NEAR_CORNER,
    INSIDE,
    NEXT_TO_CORNER_ON_EDGE,
    SECOND_RING,
    Evaluation,
)
from .rules import (
    BLACK,
    EMPTY,
    Board,
    Colour,
    initialize_board,
    next_player,
    opponent,
    place_move,
    valid_moves_list,
)

Weights = Mapping[str, float]

CLASSES = ("corner", "C-square", "X-square", "edge", "second ring", "inside")
"""The classes of square, in the order every table of this module lists them."""

HAND_WEIGHTS = {
    "corner": CORNER,
    "C-square": NEXT_TO_CORNER_ON_EDGE,
    "X-square": DIAGONAL_TO_CORNER,
    "edge": EDGE_NEAR_CORNER,
    "second ring": SECOND_RING,
    "inside": INSIDE,
}
"""Lesson 8's weight table by class: on 6x6 (and 4x4) exactly ``weight_table``'s numbers."""

SOLVE_AT = 10  # the random games stop here, and the solver plays the rest perfectly
TEST_EVERY = 5  # game 0, 5, 10, ... are kept for testing


def square_class(row: int, col: int, size: int) -> str:
    """The class of a square, from how far it is from the nearest edges.

    >>> [square_class(0, col, 6) for col in range(3)]
    ['corner', 'C-square', 'edge']
    >>> square_class(1, 1, 6), square_class(1, 3, 6), square_class(2, 3, 6)
    ('X-square', 'second ring', 'inside')
    """
    near, far = sorted((min(row, size - 1 - row), min(col, size - 1 - col)))
    if near == 0:
        return "corner" if far == 0 else "C-square" if far == 1 else "edge"
    if near == 1:
        return "X-square" if far == 1 else "second ring"
    return "inside"


def features(board: Board, colour: Colour) -> dict[str, int]:
    """For every class, ``colour``'s discs on squares of that class minus the opponent's.

    >>> features(initialize_board(4), BLACK)
    {'corner': 0, 'C-square': 0, 'X-square': 0, 'edge': 0, 'second ring': 0, 'inside': 0}
    """
    size, other = len(board), opponent(colour)
    found = dict.fromkeys(CLASSES, 0)
    for row in range(size):
        for col in range(size):
            if board[row][col] == colour:
                found[square_class(row, col, size)] += 1
            elif board[row][col] == other:
                found[square_class(row, col, size)] -= 1
    return found


def weighted_sum(weights: Weights, found: Mapping[str, float]) -> float:
    """The sum, over the classes, of each weight times its feature.

    >>> weighted_sum({"corner": 2.0, "edge": 0.5}, {"corner": 1, "edge": -2})
    1.0
    """
    return sum(weights[name] * found[name] for name in found)


def evaluate(board: Board, colour: Colour, weights: Weights) -> float:
    """The position's score for ``colour``: the weighted sum of its features.

    >>> from othello_lesson.evaluation import weighted_discs
    >>> from othello_lesson.rules import place_move
    >>> board = place_move(initialize_board(6), 2, 1, BLACK)
    >>> evaluate(board, BLACK, HAND_WEIGHTS) == weighted_discs(board, BLACK)
    True
    """
    return weighted_sum(weights, features(board, colour))


def update(
    weights: Weights, found: Mapping[str, float], target: float, prediction: float, rate: float
) -> dict[str, float]:
    """One step of gradient descent: new weights, each moved by ``rate`` times the error times its feature.

    The error is ``target - prediction``: a prediction too low raises the
    weights of the classes where ``colour`` has more discs.  The weights given
    are not changed.

    >>> update({"corner": 1.0, "edge": 0.0}, {"corner": 1, "edge": -2}, 5, 1.0, 0.1)
    {'corner': 1.4, 'edge': -0.8}
    """
    error = target - prediction
    return {name: weights[name] + rate * error * found[name] for name in weights}


class Example(NamedTuple):
    """One position to learn from: its game, its features, and the result to predict."""

    game: int
    features: dict[str, int]
    target: int


def training_examples(games: int = 300, *, seed: int = 12, size: int = 6) -> list[Example]:
    """Every position of ``games`` seeded random games, each with the exact result of its game.

    A game is played at random until ``SOLVE_AT`` squares are empty (or it
    ends sooner); the solver then gives the final disc difference with perfect
    play from there.  Each earlier position gets that result from the side of
    the player to move in it, and its features from that side too.

    >>> examples = training_examples(2, seed=1)
    >>> len(examples), examples[0].target == -examples[1].target
    (44, True)
    """
    rng = random.Random(seed)
    found: list[Example] = []
    for game in range(games):
        board, seen = initialize_board(size), []
        to_move: Colour | None = BLACK
        result_for_black = None
        while to_move is not None:
            if sum(row.count(EMPTY) for row in board) == SOLVE_AT:
                score = solve_endgame(board, to_move).score
                result_for_black = score if to_move == BLACK else -score
                break
            seen.append(([list(row) for row in board], to_move))
            place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
            to_move = next_player(board, to_move)
        if result_for_black is None:  # the game ended before: its own result is exact
            result_for_black = _disc_difference(board)
        found += [Example(game, *pair) for pair in labelled(seen, result_for_black)]
    return found


def labelled(
    positions: Sequence[tuple[Board, Colour]], result_for_black: int
) -> list[tuple[dict[str, int], int]]:
    """The examples of one game: for each (board, player to move), its features and target, from that side.

    >>> start = initialize_board(4)
    >>> labelled([(start, BLACK), (start, opponent(BLACK))], 8)[1][1]
    -8
    """
    return [
        (features(board, colour), result_for_black if colour == BLACK else -result_for_black)
        for board, colour in positions
    ]


def _disc_difference(board: Board) -> int:
    return sum(row.count(BLACK) - row.count(opponent(BLACK)) for row in board)


def split(examples: Sequence[Example], every: int = TEST_EVERY) -> tuple[list[Example], list[Example]]:
    """The examples for training and for testing: every ``every``-th game, whole, goes to testing.

    Positions of one game look alike and share one result, so a game is never
    split between the two.

    >>> training, test = split(training_examples(10, seed=1))
    >>> sorted({e.game for e in test}), 0 in {e.game for e in training}
    ([0, 5], False)
    """
    training = [example for example in examples if example.game % every != 0]
    test = [example for example in examples if example.game % every == 0]
    return training, test


def fit(
    examples: Sequence[tuple[Mapping[str, float], float] | Example], rate: float, epochs: int, seed: int
) -> dict[str, float]:
    """Learn weights by stochastic gradient descent, from all-zero weights.

    Each epoch goes through the examples once, in an order shuffled by one
    ``random.Random(seed)``, and updates the weights after each.  An example is
    ``(features, target)`` (an ``Example`` also works: only its last two
    fields are used).  The same arguments give the same weights.

    >>> fit([({"corner": 1, "edge": 0}, 4.0), ({"corner": 0, "edge": 1}, 1.0)], rate=0.5, epochs=1, seed=1)
    {'corner': 2.0, 'edge': 0.5}
    """
    rng = random.Random(seed)
    pairs = [(example[-2], example[-1]) for example in examples]
    names = list(pairs[0][0]) if pairs else list(CLASSES)
    weights = dict.fromkeys(names, 0.0)
    for _ in range(epochs):
        order = list(pairs)
        rng.shuffle(order)
        for found, target in order:
            weights = update(weights, found, target, weighted_sum(weights, found), rate)
    return weights


def mean_squared_error(weights: Weights, examples: Sequence[Example]) -> float:
    """The average, over the examples, of (target - prediction) squared.

    >>> mean_squared_error(dict.fromkeys(CLASSES, 0.0), training_examples(1, seed=1))
    400.0
    """
    return sum((e.target - weighted_sum(weights, e.features)) ** 2 for e in examples) / len(examples)


RATE, EPOCHS, GAMES, SEED = 0.001, 5, 300, 12  # how LEARNED_WEIGHTS were trained


def learn(
    games: int = GAMES, *, seed: int = SEED, rate: float = RATE, epochs: int = EPOCHS
) -> dict[str, float]:
    """Train weights on the training games (the test games left out), rounded to two decimals.

    With the defaults this gives ``LEARNED_WEIGHTS`` (a test trains it again).
    """
    training, _ = split(training_examples(games, seed=seed))
    return {
        name: round(weight, 2) for name, weight in fit(training, rate=rate, epochs=epochs, seed=seed).items()
    }


LEARNED_WEIGHTS = {
    "corner": 9.54,
    "C-square": -0.88,
    "X-square": -1.02,
    "edge": 0.75,
    "second ring": -0.95,
    "inside": 0.49,
}
"""``learn()``'s weights: 300 random games on 6x6, solved from 10 empty squares, 5 epochs, seed 12."""


def learned_evaluation(weights: Weights, name: str = "learned") -> Evaluation:
    """An evaluation ``evaluate(board, colour)`` that scores with ``weights``, for a search or a player.

    >>> score = learned_evaluation(HAND_WEIGHTS, "hand")
    >>> score.__name__, score(initialize_board(6), BLACK)
    ('hand', 0)
    """
    table = dict(weights)

    def score(board: Board, colour: Colour) -> float:
        return evaluate(board, colour, table)

    score.__name__ = name
    return score


def weight_grid(weights: Weights, size: int = 6) -> list[list[float]]:
    """The weights as a table with one number per square, like ``evaluation.weight_table``.

    >>> weight_grid(HAND_WEIGHTS, 4)[0]
    [100, -20, -20, 100]
    """
    return [[weights[square_class(row, col, size)] for col in range(size)] for row in range(size)]


def score_interval(wins: int, draws: int, games: int) -> tuple[float, float, float]:
    """The score (a win 1, a draw 1/2) per game, and a 95% interval around it.

    The interval is the score plus or minus 1.96 standard errors, the spread
    of the games' points divided by the square root of their number.

    >>> [round(x, 3) for x in score_interval(60, 0, 100)]
    [0.6, 0.503, 0.697]
    """
    points = [1.0] * wins + [0.5] * draws + [0.0] * (games - wins - draws)
    mean = sum(points) / games
    spread = math.sqrt(sum((p - mean) ** 2 for p in points) / (games - 1)) if games > 1 else 0.0
    half = 1.96 * spread / math.sqrt(games)
    return mean, mean - half, mean + half


__all__ = [
    "CLASSES",
    "EPOCHS",
    "GAMES",
    "HAND_WEIGHTS",
    "LEARNED_WEIGHTS",
    "RATE",
    "SEED",
    "SOLVE_AT",
    "TEST_EVERY",
    "Example",
    "Weights",
    "evaluate",
    "features",
    "fit",
    "labelled",
    "learn",
    "learned_evaluation",
    "mean_squared_error",
    "score_interval",
    "split",
    "square_class",
    "training_examples",
    "update",
    "weight_grid",
    "weighted_sum",
]
