"""The one-way boards and the claims of lessons 3 to 5 proven on them: right answers keep every claim,
each board shows one thing, and a hint of those lessons always carries an id."""

from __future__ import annotations

from dataclasses import replace

import pytest
from _wrong_answers import assert_said_from_a_table, checked_with_outcome

from othello_lesson import rules
from othello_lesson.exercises import lesson0, lesson3, lesson4, lesson5
from othello_lesson.exercises.cases import Case
from othello_lesson.exercises.common import looking_call, same_bool
from othello_lesson.exercises.probes import edge_closer_sandwich, longest_run, one_way_facts, one_way_sandwich
from othello_lesson.rules import BLACK, DIRECTIONS, MAX_SIZE, WHITE

SIZES = (4, 10, MAX_SIZE)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("filled", [False, True])
def test_a_one_way_board_holds_one_sandwich_in_one_direction(size, filled):
    for direction in DIRECTIONS:
        for length in (1, longest_run(size)):
            board, move = one_way_sandwich(size, direction, BLACK, length=length, filled=filled)
            found = [d for d in DIRECTIONS if rules.flips_in_direction(board, *move, *d, BLACK)]
            assert found == [direction]
            assert one_way_facts(board, move, BLACK).length == length
            if filled:  # the move is the only one either player has
                assert rules.valid_moves_list(board, BLACK) == [move]
                assert rules.valid_moves_list(board, WHITE) == []


def test_a_closing_disc_on_the_edge_ahead_stands_on_that_edge():
    for direction in DIRECTIONS:
        board, move = edge_closer_sandwich(4, direction, WHITE)
        facts = one_way_facts(board, move, WHITE)
        assert (facts.direction, facts.length) == (direction, 1)
        assert facts.on_edge(4), facts
        assert rules.flipped_discs(board, *move, WHITE) == [(move[0] + direction[0], move[1] + direction[1])]


CLAIMS = [
    (lesson3.SANDWICH_PROPERTIES, rules.flips_in_direction, lesson3.check_sandwiches, same_bool),
    (lesson3.MOVE_PROPERTIES, rules.is_valid_move, lesson3.check_is_valid_move, same_bool),
    (lesson4.RAY_PROPERTIES, rules.flips_in_direction, None, None),
    (lesson4.FLIPS_PROPERTIES, rules.flipped_discs, None, None),
    (lesson5.LIST_PROPERTIES, rules.valid_moves_list, None, None),
    (lesson5.HAS_PROPERTIES, rules.has_valid_move, None, None),
    (lesson5.OVER_PROPERTIES, rules.is_game_over, None, None),
]


def _sandwiches(board, row, col, dr, dc, colour):
    return bool(rules.flips_in_direction(board, row, col, dr, dc, colour))


@pytest.mark.parametrize("number", range(len(CLAIMS)))
def test_the_finished_rules_keep_every_claim(number):
    properties, answer, _, same = CLAIMS[number]
    if answer is rules.flips_in_direction and same is same_bool:
        answer = _sandwiches
    for claim in properties:
        compare = same or (lambda got, want: got == want)
        assert claim.broken_by(looking_call, answer, compare, answer.__name__) is None, claim.name


def test_a_walk_capped_at_seven_steps_is_named_as_written_for_eight_by_eight():
    def capped(board, row, col, colour):
        return any(
            0 < len(rules.flips_in_direction(board, row, col, dr, dc, colour)) < 7 for dr, dc in DIRECTIONS
        )

    broken = [
        claim.broken_by(looking_call, capped, same_bool, "is_valid_move") for claim in lesson3.MOVE_PROPERTIES
    ]
    assert broken[:5] == [None, None, None, None, None]
    assert broken[5] is not None and "written for 8x8" in broken[5].hint
    assert broken[5].hint.id == "lesson3_move.eight_reach"
    assert len(broken[5].case.position) == MAX_SIZE


def test_an_answer_right_on_8x8_and_wrong_on_a_smaller_board_is_named_as_written_for_8x8():
    first = lesson3.MOVE_PROPERTIES[1]

    def right_on_eight_only(board, row, col, colour):
        return rules.is_valid_move(board, row, col, colour) if len(board) == 8 else False

    broken = first.broken_by(looking_call, right_on_eight_only, same_bool, "is_valid_move")
    assert broken is not None and broken.hint.id == "lesson3_move.eight_only"
    assert len(broken.case.position) == 6 and "on a 6x6 board it misses" in broken.hint
    assert first.broken_by(looking_call, lambda *args: False, same_bool, "is_valid_move") is None


def test_a_claim_whose_failures_it_cannot_name_gives_no_hint():
    # Every move refused, on 8x8 too: no claim about the size or the reach is made
    for claim in lesson5.HAS_PROPERTIES:
        assert claim.broken_by(looking_call, lambda board, colour: False, same_bool, "has_valid_move") is None


def test_a_hint_without_an_id_is_refused_in_a_lesson_with_hint_tables():
    report, outcome = checked_with_outcome(lesson0.check_who_is_winning, lambda black, white: None)
    assert outcome.hint_id == "answers.no_return" and report.text.endswith(outcome.hint)
    assert_said_from_a_table(lesson0.check_who_is_winning, outcome)
    with pytest.raises(AssertionError, match="a hint with no id"):
        assert_said_from_a_table(lesson0.check_who_is_winning, replace(outcome, hint_id="mistake"))


def test_the_case_a_property_reports_is_a_real_case_of_its_check():
    board, move = one_way_sandwich(10, (1, 0), BLACK, length=7)
    case = lesson3._one_move_case("is_valid_move", board, move, BLACK, (1, 0))
    assert isinstance(case, Case) and case.call == "is_valid_move(board, 0, 1, BLACK)"
    assert case.expected is rules.is_valid_move(board, *move, BLACK) is True


def test_an_answer_for_the_opponent_is_named_only_when_both_colours_show_it():
    claim = lesson3.MOVE_PROPERTIES[0]

    def for_the_opponent(board, row, col, colour):
        return rules.is_valid_move(board, row, col, rules.opponent(colour))

    broken = claim.broken_by(looking_call, for_the_opponent, same_bool, "is_valid_move")
    assert broken is not None and broken.hint.id == "lesson3_move.for_the_opponent"
    assert "asked about White it answered False, asked about Black True" in broken.hint

    def always_true(board, row, col, colour):
        return True

    assert claim.broken_by(looking_call, always_true, same_bool, "is_valid_move") is None
