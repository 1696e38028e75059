"""Lesson 12: the catalogue of typical wrong answers, each caught with a hint that names its mistake.

The wrong answers are the ones the lesson's own tests define; at least five a check.
"""

from __future__ import annotations

import test_exercises_lesson12 as l12
from _builds_on import fix_first_entries
from _wrong_answers import WrongAnswer, catalogue_test

from othello_lesson.exercises import lesson12


def forgets_return_features(board, colour):
    found = l12.features(board, colour)  # computed, never returned
    del found


def features_as_floats(board, colour):
    return {name: float(count) for name, count in l12.features(board, colour).items()}


def forgets_return_update(weights, features, target, prediction, rate):
    new = l12.update(weights, features, target, prediction, rate)  # computed, never returned
    del new


CATALOGUE = [
    # features
    WrongAnswer(lesson12.check_features, l12.own_discs_only, "now subtract the opponent's discs there"),
    WrongAnswer(lesson12.check_features, l12.features_wrong_side, "That is White's side"),
    WrongAnswer(lesson12.check_features, l12.empties_as_the_opponent, "Empty squares were counted"),
    WrongAnswer(lesson12.check_features, l12.corner_counted_twice, "A corner disc was counted twice"),
    WrongAnswer(
        lesson12.check_features,
        l12.classes_of_eight,
        "right when the board is 8x8 | as if the board were 8x8 | use len(board) for the size, not 8",
    ),
    WrongAnswer(
        lesson12.check_features,
        l12.classes_of_six,
        "right when the board is 6x6 | as if the board were 6x6 | use len(board) for the size, not 6",
        avoids="not 8",
    ),
    WrongAnswer(lesson12.check_features, l12.only_the_classes_seen, "0 included"),
    WrongAnswer(
        lesson12.check_features,
        l12.returns_after_the_first_row,
        "counts of the first row alone | Return after",
    ),
    WrongAnswer(lesson12.check_features, l12.features_as_a_list, "Return a dict"),
    WrongAnswer(lesson12.check_features, features_as_floats, "whole number (an int)"),
    WrongAnswer(lesson12.check_features, forgets_return_features, "did you forget `return`?"),
    # evaluate
    WrongAnswer(lesson12.check_evaluate, l12.evaluate_wrong_side, "from White's side"),
    WrongAnswer(lesson12.check_evaluate, l12.forgets_the_weights, "That is the disc difference"),
    WrongAnswer(lesson12.check_evaluate, l12.lesson_eight_table, "That is lesson 8's table"),
    WrongAnswer(lesson12.check_evaluate, l12.sum_times_sum, "the sum of the weights times the sum"),
    WrongAnswer(lesson12.check_evaluate, l12.rounds_the_score, "Do not round"),
    WrongAnswer(lesson12.check_evaluate, l12.keeps_the_score_in_the_weights, "must not change the dict"),
    # update
    WrongAnswer(lesson12.check_update, l12.sign_flipped, "sign flipped | target - prediction"),
    WrongAnswer(lesson12.check_update, l12.forgets_the_feature, "Multiply by each class's feature too"),
    WrongAnswer(lesson12.check_update, l12.forgets_the_rate, "Multiply the step by rate"),
    WrongAnswer(lesson12.check_update, l12.only_the_step, "add it to the old weight"),
    WrongAnswer(lesson12.check_update, l12.changes_the_weights_given, "Do not change the weights"),
    WrongAnswer(lesson12.check_update, l12.squared_error, "not its square"),
    WrongAnswer(lesson12.check_update, forgets_return_update, "did you forget `return`?"),
    # fit
    WrongAnswer(lesson12.check_fit, l12.unseeded, "the run is not seeded | random.Random(seed)"),
    WrongAnswer(lesson12.check_fit, l12.never_shuffles, "never shuffled"),
    WrongAnswer(
        lesson12.check_fit, l12.new_generator_each_epoch, "one and the same order | once, before the epochs"
    ),
    WrongAnswer(
        lesson12.check_fit,
        l12.shuffles_once_before_the_epochs,
        "one and the same order | each epoch, shuffle a new copy",
        avoids="made anew",
    ),
    WrongAnswer(lesson12.check_fit, l12.shuffles_the_callers_list, "Shuffle a copy"),
    WrongAnswer(lesson12.check_fit, l12.fit_with_the_sign_flipped, "the sign of the step is flipped"),
    WrongAnswer(lesson12.check_fit, l12.one_epoch_too_many, "one epoch too many"),
    WrongAnswer(lesson12.check_fit, l12.never_predicts, "the prediction to be 0 | the weighted sum"),
    WrongAnswer(lesson12.check_fit, l12.keeps_only_the_last_step, "only the last one counted"),
    # label
    WrongAnswer(lesson12.check_label, l12.target_from_blacks_side, "a target from the wrong side"),
    WrongAnswer(lesson12.check_label, l12.targets_the_wrong_way_round, "the wrong way round"),
    WrongAnswer(lesson12.check_label, l12.features_from_blacks_side, "features(board, colour)"),
    WrongAnswer(lesson12.check_label, l12.pairs_as_lists, "a tuple (features, target)"),
    WrongAnswer(lesson12.check_label, l12.skips_the_first_position, "one pair for each position"),
    WrongAnswer(lesson12.check_label, l12.plays_on_the_boards, "must not change the list or the boards"),
    # split
    WrongAnswer(lesson12.check_split, l12.split_by_position, "splits positions, not games"),
    WrongAnswer(lesson12.check_split, l12.trains_on_the_test_games, "training on the test games"),
    WrongAnswer(lesson12.check_split, l12.returns_the_test_list_first, "swapped"),
    WrongAnswer(
        lesson12.check_split,
        l12.counts_games_from_one,
        "the test list holds games 1, 3 | a multiple of 2: 0, 2",
        avoids="swapped",
    ),
    WrongAnswer(lesson12.check_split, l12.split_as_a_list, "as a tuple"),
    WrongAnswer(
        lesson12.check_split, l12.removes_the_test_games_from_the_list, "leave the one you were given"
    ),
]

# Slips a new student makes, each named only where its probe proves it.
CATALOGUE += [
    WrongAnswer(lesson12.check_evaluate, l12.returns_inside_the_loop, "the loop ended after its first class"),
    WrongAnswer(
        lesson12.check_update,
        l12.works_out_its_own_prediction,
        "It worked out its own prediction | Use the prediction it is given",
    ),
    WrongAnswer(
        lesson12.check_update, l12.weight_for_the_feature, "times that class's weight | features[name]"
    ),
    WrongAnswer(
        lesson12.check_fit, l12.drops_what_update_returns, "never kept | weights = update(weights, ...)"
    ),
    WrongAnswer(
        lesson12.check_fit,
        l12.returns_after_the_first_epoch,
        "the weights after the first epoch alone",
        avoids="one epoch too few",
    ),
    WrongAnswer(
        lesson12.check_label,
        l12.negates_the_result_in_place,
        "result_for_black itself was negated",
        shows="White to move | Black to move",
    ),
    WrongAnswer(
        lesson12.check_label, l12.pairs_of_boards, "not the position's features | features(board, colour)"
    ),
]

# Right answers that build on a wrong earlier exercise: told to fix that one first.
CATALOGUE += fix_first_entries(l12.PLACES)

test_wrong_answers = catalogue_test(CATALOGUE)
