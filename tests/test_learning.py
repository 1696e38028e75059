"""The learning module: features by class, the weighted sum, a gradient step, and the shipped weights."""

from __future__ import annotations

import random

import pytest

from othello_lesson import learning
from othello_lesson.evaluation import weight_table, weighted_discs
from othello_lesson.exercises.common import sample_positions
from othello_lesson.heat_map import HeatMaps, heat_map_svg
from othello_lesson.rules import BLACK, WHITE, opponent


def test_the_shipped_weights_are_what_training_gives():
    assert learning.learn() == learning.LEARNED_WEIGHTS


def test_the_hand_weights_by_class_are_lesson_eights_table_on_4x4_and_6x6():
    for size in (4, 6):
        assert learning.weight_grid(learning.HAND_WEIGHTS, size) == weight_table(size)
    for board, colour in sample_positions((4, 6), games=3, seed=5):
        assert learning.evaluate(board, colour, learning.HAND_WEIGHTS) == weighted_discs(board, colour)


def test_features_count_every_disc_once_and_see_the_two_sides_opposite():
    for board, colour in sample_positions((4, 6, 8), games=2, seed=7):
        found = learning.features(board, colour)
        assert list(found) == list(learning.CLASSES)
        black = sum(row.count(BLACK) for row in board)
        white = sum(row.count(WHITE) for row in board)
        assert sum(found.values()) == (black - white if colour == BLACK else white - black)
        assert learning.features(board, opponent(colour)) == {name: -n for name, n in found.items()}


def test_square_classes_are_symmetric_and_each_corner_is_one():
    size = 8
    for row in range(size):
        for col in range(size):
            name = learning.square_class(row, col, size)
            assert (
                name
                == learning.square_class(col, row, size)
                == learning.square_class(size - 1 - row, col, size)
            )
    grid = [[learning.square_class(r, c, size) for c in range(size)] for r in range(size)]
    assert sum(row.count("corner") for row in grid) == 4
    assert sum(row.count("X-square") for row in grid) == 4
    assert sum(row.count("C-square") for row in grid) == 8


def test_a_gradient_step_lowers_the_error_on_its_example_and_leaves_the_weights_given_alone():
    rng = random.Random(3)
    for _ in range(50):
        weights = {name: rng.uniform(-2, 2) for name in learning.CLASSES}
        found = {name: rng.randint(-3, 3) for name in learning.CLASSES}
        target = rng.randint(-20, 20)
        before = dict(weights)
        prediction = learning.weighted_sum(weights, found)
        after = learning.update(weights, found, target, prediction, 0.01)
        assert weights == before
        if any(found.values()) and target != prediction:
            assert abs(target - learning.weighted_sum(after, found)) < abs(target - prediction)


def test_fit_is_the_same_for_the_same_seed_and_learns_a_rule_it_was_shown():
    rng = random.Random(1)
    secret = {"corner": 3.0, "edge": -1.0}
    examples = []
    for _ in range(200):
        found = {"corner": rng.randint(-2, 2), "edge": rng.randint(-4, 4)}
        examples.append((found, learning.weighted_sum(secret, found)))
    once = learning.fit(examples, rate=0.02, epochs=20, seed=4)
    assert once == learning.fit(examples, rate=0.02, epochs=20, seed=4)
    assert once != learning.fit(examples, rate=0.02, epochs=1, seed=5)
    assert once == pytest.approx(secret, abs=1e-6)


def test_split_never_puts_one_game_on_both_sides():
    examples = learning.training_examples(12, seed=3)
    training, test = learning.split(examples)
    assert {e.game for e in training}.isdisjoint({e.game for e in test})
    assert len(training) + len(test) == len(examples)
    assert {e.game for e in test} == {0, 5, 10}


def test_targets_are_from_the_side_of_the_player_to_move():
    examples = learning.training_examples(3, seed=9)
    for game in range(3):
        targets = {abs(e.target) for e in examples if e.game == game}
        assert len(targets) == 1  # one result a game, its sign the side's
    first = [e for e in examples if e.game == 0]
    assert first[0].target == -first[1].target  # Black moves first, then White


def test_the_learned_evaluation_is_the_weighted_sum():
    score = learning.learned_evaluation(learning.LEARNED_WEIGHTS)
    for board, colour in sample_positions((6,), games=1, seed=2):
        assert score(board, colour) == learning.evaluate(board, colour, learning.LEARNED_WEIGHTS)


def test_score_interval_holds_the_score_and_narrows_with_more_games():
    score, low, high = learning.score_interval(30, 10, 60)
    assert score == pytest.approx(35 / 60)
    assert low < score < high
    wide = learning.score_interval(6, 0, 10)
    narrow = learning.score_interval(60, 0, 100)
    assert narrow[2] - narrow[1] < wide[2] - wide[1]


def test_a_heat_map_names_every_square_and_refuses_a_table_that_is_not_square():
    svg = heat_map_svg(learning.weight_grid(learning.LEARNED_WEIGHTS), title="learned")
    assert svg.count('class="square ') == 36 and '<text class="weight f6"' in svg
    with pytest.raises(ValueError, match="square"):
        heat_map_svg([[1, 2], [3]])
    both = HeatMaps({"a": [[1, -1], [-1, 1]], "b": [[2, 0], [0, 2]]})
    assert both._repr_html_().count("<svg") == 2
