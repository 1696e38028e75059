"""Answers adapted from real public Othello code: a right one passes, a wrong one is caught and named.

The answers and their labels are in ``tests/real_code``; each label (right or wrong) is proven
here with rules written independently of the package, on boards from 4x4 to 26x26.
"""

from __future__ import annotations

import pytest
from _wrong_answers import assert_said_from_a_table, checked_with_outcome, hint_of
from real_code.labels import ANSWERS, RealAnswer
from real_code.oracle import is_right

from othello_lesson.exercises.common import WRONG

IDS = [entry.name for entry in ANSWERS]


@pytest.mark.parametrize("entry", ANSWERS, ids=IDS)
def test_the_label_agrees_with_the_independent_rules(entry: RealAnswer) -> None:
    found, where = is_right(entry.exercise, entry.answer)
    assert found == entry.right, f"{entry.name} is {'right' if found else 'wrong'} ({where})"


@pytest.mark.parametrize("entry", ANSWERS, ids=IDS)
def test_a_real_answer_is_judged_and_its_mistake_named(entry: RealAnswer) -> None:
    report, outcome = checked_with_outcome(entry.check, entry.answer)
    assert_said_from_a_table(entry.check, outcome)
    if entry.right:
        assert report.passed, report.text
        return
    assert report.status == WRONG, report.text
    hint = hint_of(report)
    for phrase in entry.says.split(" | "):
        assert phrase in hint, (
            f"the hint should name the mistake ({entry.mistake}): {phrase!r}\n{report.text}"
        )
    for phrase in filter(None, entry.avoids.split(" | ")):
        assert phrase not in hint, (
            f"the hint points at a mistake the code does not have: {phrase!r}\n{report.text}"
        )
