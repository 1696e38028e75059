"""Lesson 12's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lesson12.py``.
"""

from __future__ import annotations

import random

from _builds_on import BuildsOn, builds_on_test
from test_error_explanations import cell as notebook_cell

from othello_lesson import learning, rules
from othello_lesson.evaluation import weighted_discs
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.exercises.lesson12 import (
    check_evaluate,
    check_features,
    check_fit,
    check_label,
    check_split,
    check_update,
)
from othello_lesson.learning import CLASSES, square_class
from othello_lesson.rules import BLACK, EMPTY, WHITE


def not_done(*args):
    raise NotImplementedError


# --- features ------------------------------------------------------------------------------


def features(board, colour):
    other = WHITE if colour == BLACK else BLACK
    counts = {name: 0 for name in CLASSES}
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == colour:
                counts[square_class(row, col, len(board))] += 1
            elif board[row][col] == other:
                counts[square_class(row, col, len(board))] -= 1
    return counts


def features_by_subtraction(board, colour):
    """Another right way: count each side on its own, then subtract."""
    size = len(board)

    def count(who):
        found = dict.fromkeys(CLASSES, 0)
        for r in range(size):
            for c in range(size):
                if board[r][c] == who:
                    found[square_class(r, c, size)] += 1
        return found

    mine, theirs = count(colour), count(rules.opponent(colour))
    return {name: mine[name] - theirs[name] for name in CLASSES}


def own_discs_only(board, colour):
    counts = dict.fromkeys(CLASSES, 0)
    for r in range(len(board)):
        for c in range(len(board)):
            if board[r][c] == colour:
                counts[square_class(r, c, len(board))] += 1
    return counts


def features_wrong_side(board, colour):
    return features(board, rules.opponent(colour))


def empties_as_the_opponent(board, colour):
    counts = dict.fromkeys(CLASSES, 0)
    for r in range(len(board)):
        for c in range(len(board)):
            counts[square_class(r, c, len(board))] += 1 if board[r][c] == colour else -1
    return counts


def corner_counted_twice(board, colour):
    """Lists the edges by hand: the corners are on two edges, and counted as edges too."""
    size, other = len(board), rules.opponent(colour)
    counts = dict.fromkeys(CLASSES, 0)
    for r in range(size):
        for c in range(size):
            points = 1 if board[r][c] == colour else -1 if board[r][c] == other else 0
            name = square_class(r, c, size)
            counts[name] += points
            if name == "corner":
                counts["edge"] += points
    return counts


def classes_of_eight(board, colour):
    other = rules.opponent(colour)
    counts = dict.fromkeys(CLASSES, 0)
    for r in range(min(8, len(board))):
        for c in range(min(8, len(board))):
            if board[r][c] == colour:
                counts[square_class(r, c, 8)] += 1
            elif board[r][c] == other:
                counts[square_class(r, c, 8)] -= 1
    return counts


def only_the_classes_seen(board, colour):
    counts = {}
    other = rules.opponent(colour)
    for r in range(len(board)):
        for c in range(len(board)):
            name = square_class(r, c, len(board))
            if board[r][c] == colour:
                counts[name] = counts.get(name, 0) + 1
            elif board[r][c] == other:
                counts[name] = counts.get(name, 0) - 1
    return counts


def classes_of_six(board, colour):
    """Every square looked at, but each classed as if the board were 6x6."""
    other = rules.opponent(colour)
    counts = dict.fromkeys(CLASSES, 0)
    for r in range(len(board)):
        for c in range(len(board)):
            if board[r][c] == colour:
                counts[square_class(r, c, 6)] += 1
            elif board[r][c] == other:
                counts[square_class(r, c, 6)] -= 1
    return counts


def returns_after_the_first_row(board, colour):
    other = rules.opponent(colour)
    counts = dict.fromkeys(CLASSES, 0)
    for r in range(len(board)):
        for c in range(len(board)):
            if board[r][c] == colour:
                counts[square_class(r, c, len(board))] += 1
            elif board[r][c] == other:
                counts[square_class(r, c, len(board))] -= 1
        return counts


def features_as_a_list(board, colour):
    return [features(board, colour)[name] for name in CLASSES]


def test_features_right_answers_pass():
    for function in (features, features_by_subtraction, learning.features):
        assert check_features(function).status == CORRECT


def test_features_not_done():
    assert check_features(not_done).status == NOT_DONE


# --- evaluate ------------------------------------------------------------------------------


def evaluate(board, colour, weights):
    found = features(board, colour)
    return sum(weights[name] * found[name] for name in CLASSES)


def evaluate_square_by_square(board, colour, weights):
    """Another right way: add each disc's class weight, or subtract it for the opponent's."""
    total = 0
    for r, row in enumerate(board):
        for c, cell in enumerate(row):
            if cell != EMPTY:
                weight = weights[square_class(r, c, len(board))]
                total += weight if cell == colour else -weight
    return total


def evaluate_wrong_side(board, colour, weights):
    return evaluate(board, rules.opponent(colour), weights)


def forgets_the_weights(board, colour, weights):
    return sum(features(board, colour).values())


def lesson_eight_table(board, colour, weights):
    return weighted_discs(board, colour)


def sum_times_sum(board, colour, weights):
    return sum(weights.values()) * sum(features(board, colour).values())


def rounds_the_score(board, colour, weights):
    return round(evaluate(board, colour, weights))


def keeps_the_score_in_the_weights(board, colour, weights):
    weights["last score"] = evaluate(board, colour, weights)
    return weights["last score"]


def test_evaluate_right_answers_pass():
    for function in (evaluate, evaluate_square_by_square, learning.evaluate):
        assert check_evaluate(function).status == CORRECT


def test_evaluate_not_done():
    assert check_evaluate(not_done).status == NOT_DONE


# --- update --------------------------------------------------------------------------------


def update(weights, features, target, prediction, rate):
    error = target - prediction
    return {name: weights[name] + rate * error * features[name] for name in weights}


def update_in_a_loop(weights, features, target, prediction, rate):
    new = {}
    for name, weight in weights.items():
        new[name] = weight + rate * (target - prediction) * features[name]
    return new


def sign_flipped(weights, features, target, prediction, rate):
    error = prediction - target
    return {name: weights[name] + rate * error * features[name] for name in weights}


def forgets_the_feature(weights, features, target, prediction, rate):
    return {name: weights[name] + rate * (target - prediction) for name in weights}


def forgets_the_rate(weights, features, target, prediction, rate):
    return {name: weights[name] + (target - prediction) * features[name] for name in weights}


def only_the_step(weights, features, target, prediction, rate):
    return {name: rate * (target - prediction) * features[name] for name in weights}


def changes_the_weights_given(weights, features, target, prediction, rate):
    for name in weights:
        weights[name] += rate * (target - prediction) * features[name]
    return weights


def squared_error(weights, features, target, prediction, rate):
    error = (target - prediction) ** 2
    return {name: weights[name] + rate * error * features[name] for name in weights}


def test_update_right_answers_pass():
    for function in (update, update_in_a_loop, learning.update):
        assert check_update(function).status == CORRECT


def test_update_not_done():
    assert check_update(not_done).status == NOT_DONE


# --- fit -----------------------------------------------------------------------------------


def fit(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            prediction = sum(weights[name] * found[name] for name in found)
            weights = update(weights, found, target, prediction, rate)
    return weights


def fit_with_the_packages_parts(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = dict.fromkeys(examples[0][0], 0.0)
    for _ in range(epochs):
        order = examples[:]
        rng.shuffle(order)
        for found, target in order:
            weights = learning.update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def fit_from_the_classes(examples, rate, epochs, seed):
    """Another right way: the weights start from CLASSES, as the lesson's cell before the exercise does."""
    rng = random.Random(seed)
    weights = dict.fromkeys(CLASSES, 0.0)
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            weights = update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def shuffles_once_before_the_epochs(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    order = list(examples)
    rng.shuffle(order)
    for _ in range(epochs):
        for found, target in order:
            weights = update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def never_predicts(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        prediction = 0
        for found, target in order:
            weights = update(weights, found, target, prediction, rate)
    return weights


def keeps_only_the_last_step(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            new = update(weights, found, target, learning.weighted_sum(weights, found), rate)
        weights = new
    return weights


def seeds_the_shared_generator(examples, rate, epochs, seed):
    """Another right way: random.seed(seed) once, then random.shuffle, as random.Random(seed) does."""
    random.seed(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        random.shuffle(order)
        for found, target in order:
            weights = update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def unseeded(examples, rate, epochs, seed):
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        random.shuffle(order)
        for found, target in order:
            weights = update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def never_shuffles(examples, rate, epochs, seed):
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        for found, target in examples:
            weights = update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def new_generator_each_epoch(examples, rate, epochs, seed):
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        random.Random(seed).shuffle(order)
        for found, target in order:
            weights = update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def shuffles_the_callers_list(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        rng.shuffle(examples)
        for found, target in examples:
            weights = update(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def fit_with_the_sign_flipped(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            weights = sign_flipped(weights, found, target, learning.weighted_sum(weights, found), rate)
    return weights


def one_epoch_too_many(examples, rate, epochs, seed):
    return fit(examples, rate, epochs + 1, seed)


def test_fit_right_answers_pass():
    for function in (
        fit,
        fit_with_the_packages_parts,
        fit_from_the_classes,
        seeds_the_shared_generator,
        learning.fit,
    ):
        assert check_fit(function).status == CORRECT


def test_fit_not_done():
    assert check_fit(not_done).status == NOT_DONE


def test_fit_that_uses_an_update_not_done_says_so():
    def waits_for_update(examples, rate, epochs, seed):
        return not_done()

    assert check_fit(waits_for_update).status == NOT_DONE


# --- label ---------------------------------------------------------------------------------


def label(positions, result_for_black):
    pairs = []
    for board, colour in positions:
        target = result_for_black if colour == BLACK else -result_for_black
        pairs.append((features(board, colour), target))
    return pairs


def label_with_a_sign(positions, result_for_black):
    """Another right way: a sign of +1 or -1 for the player to move."""
    return [
        (learning.features(board, colour), (1 if colour == BLACK else -1) * result_for_black)
        for board, colour in positions
    ]


def target_from_blacks_side(positions, result_for_black):
    return [(features(board, colour), result_for_black) for board, colour in positions]


def targets_the_wrong_way_round(positions, result_for_black):
    return [(f, -t) for f, t in label(positions, result_for_black)]


def features_from_blacks_side(positions, result_for_black):
    return [
        (features(board, BLACK), t)
        for (board, _), (_, t) in zip(positions, label(positions, result_for_black), strict=True)
    ]


def pairs_as_lists(positions, result_for_black):
    return [list(pair) for pair in label(positions, result_for_black)]


def skips_the_first_position(positions, result_for_black):
    return label(positions[1:], result_for_black)


def plays_on_the_boards(positions, result_for_black):
    pairs = label(positions, result_for_black)
    for board, _ in positions:
        board[0][0] = BLACK
    return pairs


def test_label_right_answers_pass():
    for function in (label, label_with_a_sign, learning.labelled):
        assert check_label(function).status == CORRECT


def test_label_not_done():
    assert check_label(not_done).status == NOT_DONE


# --- split ---------------------------------------------------------------------------------


def split(examples, every):
    training, test = [], []
    for example in examples:
        if example.game % every == 0:
            test.append(example)
        else:
            training.append(example)
    return training, test


def split_by_index(examples, every):
    """Another right way: the game is the first item of each example."""
    test = [e for e in examples if e[0] % every == 0]
    return [e for e in examples if e[0] % every != 0], test


def split_by_position(examples, every):
    training = [e for i, e in enumerate(examples) if i % every != 0]
    return training, [e for i, e in enumerate(examples) if i % every == 0]


def trains_on_the_test_games(examples, every):
    return list(examples), [e for e in examples if e.game % every == 0]


def returns_the_test_list_first(examples, every):
    training, test = split(examples, every)
    return test, training


def counts_games_from_one(examples, every):
    training, test = [], []
    for example in examples:
        if (example.game + 1) % every == 0:
            test.append(example)
        else:
            training.append(example)
    return training, test


def split_as_a_list(examples, every):
    return list(split(examples, every))


def removes_the_test_games_from_the_list(examples, every):
    test = [e for e in examples if e.game % every == 0]
    for example in test:
        examples.remove(example)
    return examples, test


def test_split_right_answers_pass():
    for function in (split, split_by_index, learning.split):
        assert check_split(function).status == CORRECT


def test_split_not_done():
    assert check_split(not_done).status == NOT_DONE


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---


def features_of_the_opponent(board, colour):
    return learning.features(board, rules.opponent(colour))


def update_the_wrong_way(weights, features, target, prediction, rate):
    return {name: weights[name] + rate * (prediction - target) * features[name] for name in weights}


PLACES = [
    BuildsOn(
        check_evaluate,
        "12",
        "evaluate",
        "features",
        1,
        features_of_the_opponent,
        slip={"weights[name] * found[name]": "found[name]"},
        slip_says="That is the disc difference",
    ),
    BuildsOn(
        check_label,
        "12",
        "label",
        "features",
        1,
        features_of_the_opponent,
        slip={"result_for_black if colour == BLACK else -result_for_black": "result_for_black"},
        slip_says="The target is seen from the side of the player to move",
    ),
    BuildsOn(
        check_fit,
        "12",
        "fit",
        "update",
        4,
        update_the_wrong_way,
        slip={"        rng.shuffle(order)\n": ""},
        slip_says="The examples were never shuffled",
    ),
]
test_builds_on = builds_on_test(PLACES)


# --- slips a new student makes, each proven by a probe of its own ------------------------------------


def returns_inside_the_loop(board, colour, weights):
    found = features(board, colour)
    total = 0
    for name in weights:
        total += weights[name] * found[name]
        return total


def works_out_its_own_prediction(weights, features, target, prediction, rate):
    own = sum(weights[name] * features[name] for name in weights)
    error = target - own
    return {name: weights[name] + rate * error * features[name] for name in weights}


def weight_for_the_feature(weights, features, target, prediction, rate):
    error = target - prediction
    return {name: weights[name] + rate * error * weights[name] for name in weights}


def drops_what_update_returns(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            prediction = sum(weights[name] * found[name] for name in found)
            update(weights, found, target, prediction, rate)  # its answer is dropped
    return weights


def returns_after_the_first_epoch(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            prediction = sum(weights[name] * found[name] for name in found)
            weights = update(weights, found, target, prediction, rate)
        return weights


def negates_the_result_in_place(positions, result_for_black):
    pairs = []
    for board, colour in positions:
        if colour == WHITE:
            result_for_black = -result_for_black
        pairs.append((features(board, colour), result_for_black))
    return pairs


def pairs_of_boards(positions, result_for_black):
    return [
        (board, result_for_black if colour == BLACK else -result_for_black) for board, colour in positions
    ]


def test_each_new_slip_is_named_by_its_own_words():
    said = {
        (check_evaluate, returns_inside_the_loop): "the loop ended after its first class",
        (check_update, works_out_its_own_prediction): "It worked out its own prediction",
        (check_update, weight_for_the_feature): "times that class's weight",
        (check_fit, drops_what_update_returns): "what update returned was never kept",
        (check_fit, returns_after_the_first_epoch): "the weights after the first epoch alone",
        (check_label, negates_the_result_in_place): "result_for_black itself was negated",
        (check_label, pairs_of_boards): "The first item of each pair is a list, not the position's features",
    }
    for (check, function), words in said.items():
        report = check(function)
        assert report.status == "not yet", report.text
        assert words in report.text, report.text


def test_the_label_report_shows_whose_turn_each_position_is():
    report = check_label(negates_the_result_in_place)
    assert "# 1: White to move" in report.text and "# 2: Black to move" in report.text, report.text
    assert "(board_1, WHITE)," in report.text and "(board_2, BLACK)," in report.text


NOTEBOOK_OF_SWAPS = """
import random

def update(weights, features, prediction, target, rate):
    return {name: weights[name] + rate * (target - prediction) * features[name] for name in weights}

def right_update(weights, features, target, prediction, rate):
    return {name: weights[name] + rate * (target - prediction) * features[name] for name in weights}

def fit(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            prediction = sum(weights[name] * found[name] for name in found)
            weights = right_update(weights, found, prediction, target, rate)
    return weights
"""


def test_an_update_whose_def_swaps_target_and_prediction_is_told_so_not_that_its_step_goes_the_wrong_way():
    report = check_update(notebook_cell(NOTEBOOK_OF_SWAPS)["update"])
    assert report.status == WRONG
    assert "takes its parameters in another order than the exercise's" in report.hint, report.text
    assert "wrong way" not in report.text


def test_a_fit_that_calls_update_with_target_and_prediction_swapped_is_told_the_call():
    notebook = notebook_cell(NOTEBOOK_OF_SWAPS)
    assert check_update(notebook["right_update"]).passed
    report = check_fit(notebook["fit"])
    assert report.status == WRONG
    assert "passes prediction where the def right_update(weights, features, target, prediction, rate)" in (
        report.hint
    ), report.text
    assert "wrong way" not in report.text
