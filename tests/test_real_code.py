"""Answers adapted from real public Othello code: a right one passes, a wrong one is caught and named.

The answers and their labels are in ``tests/real_code``, collected in batches; each label (right or
wrong) is proven here with rules written independently of the package, on boards from 4x4 to 26x26.
A batch collected after the checks were written may list wrong answers whose hint does not yet
name the mistake (``KNOWN_MISSES``) and answers the checks misjudge (``MISJUDGED``): the test
checks that exactly those miss, so that a fix or a regression shows.
"""

from __future__ import annotations

from functools import cache

import pytest
from _wrong_answers import assert_said_from_a_table, checked_with_outcome, hint_of
from real_code.labels import ALL_ANSWERS, BATCHES, KNOWN_MISSES, MISJUDGED, RealAnswer
from real_code.oracle import is_right
from real_code.real_answer import names_the_mistake, phrases, points_elsewhere

from othello_lesson.exercises.common import WRONG

IDS = [entry.name for entry in ALL_ANSWERS]


@cache
def _checked(index: int):
    entry = ALL_ANSWERS[index]
    return checked_with_outcome(entry.check, entry.answer)


def _is_judged_right(index: int) -> bool:
    entry, (report, _) = ALL_ANSWERS[index], _checked(index)
    return report.passed if entry.right else report.status == WRONG


def _names_the_mistake(index: int) -> bool:
    """Whether the hint names the mistake and points at none the code does not have."""
    entry, (report, _) = ALL_ANSWERS[index], _checked(index)
    hint = hint_of(report)
    return names_the_mistake(entry, hint) and not points_elsewhere(entry, hint)


@pytest.mark.parametrize("entry", ALL_ANSWERS, ids=IDS)
def test_the_label_agrees_with_the_independent_rules(entry: RealAnswer) -> None:
    found, where = is_right(entry.exercise, entry.answer)
    assert found == entry.right, f"{entry.name} is {'right' if found else 'wrong'} ({where})"


@pytest.mark.parametrize("index", range(len(ALL_ANSWERS)), ids=IDS)
def test_a_real_answer_is_judged_and_its_mistake_named(index: int) -> None:
    entry = ALL_ANSWERS[index]
    report, outcome = _checked(index)
    assert_said_from_a_table(entry.check, outcome)
    batch = next(number for number, answers in BATCHES.items() if entry in answers)
    if entry.name in MISJUDGED[batch]:
        return  # a known finding, checked to be still misjudged below
    if entry.right:
        assert report.passed, report.text
        return
    assert report.status == WRONG, report.text
    if entry.name in KNOWN_MISSES[batch]:
        return  # the next step's target, checked to be still missed below
    hint = hint_of(report)
    assert names_the_mistake(entry, hint), (
        f"the hint should name the mistake ({entry.mistake}): {entry.says!r}\n{report.text}"
    )
    for phrase in phrases(entry.avoids):
        assert phrase not in hint, (
            f"the hint points at a mistake the code does not have: {phrase!r}\n{report.text}"
        )


@pytest.mark.parametrize("batch", sorted(BATCHES))
def test_the_known_misses_are_exactly_the_answers_that_miss(batch: int) -> None:
    indexes = [i for i, entry in enumerate(ALL_ANSWERS) if entry in BATCHES[batch]]
    misjudged = {ALL_ANSWERS[i].name for i in indexes if not _is_judged_right(i)}
    assert misjudged == MISJUDGED[batch], "answers the checks misjudge (a finding, or one fixed)"
    missed = {
        ALL_ANSWERS[i].name
        for i in indexes
        if not ALL_ANSWERS[i].right and _is_judged_right(i) and not _names_the_mistake(i)
    }
    assert missed == KNOWN_MISSES[batch], "wrong answers whose hint does not name the mistake"
