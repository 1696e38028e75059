"""Answers adapted from real public Othello code: a right one passes, a wrong one is caught and named.

The answers and their labels are in ``tests/real_code``, collected in batches; each label (right or
wrong) is proven here with rules written independently of the package, on boards from 4x4 to 26x26.
A batch collected after the checks were written may list wrong answers whose hint does not yet
name the mistake (``KNOWN_MISSES``) and answers the checks misjudge (``MISJUDGED``): the test
checks that exactly those miss, so that a fix or a regression shows.  One test per batch checks
each of its answers once (the checks are the slow part), so that no answer is checked twice when
the tests are spread over several workers.
"""

from __future__ import annotations

import pytest
from _wrong_answers import assert_said_from_a_table, checked_with_outcome, hint_of
from real_code.labels import ALL_ANSWERS, BATCHES, KNOWN_MISSES, MISJUDGED, RealAnswer
from real_code.oracle import is_right
from real_code.real_answer import names_the_mistake, phrases, points_elsewhere

from othello_lesson.exercises.common import WRONG

IDS = [entry.name for entry in ALL_ANSWERS]


def _judged_right(entry: RealAnswer, report) -> bool:
    return report.passed if entry.right else report.status == WRONG


def _what_is_wrong(entry: RealAnswer, report, outcome, batch: int) -> str:
    """Why this answer's report falls short of its label ('' when it does not), a known miss aside."""
    assert_said_from_a_table(entry.check, outcome)
    if entry.name in MISJUDGED[batch]:
        return ""  # a known finding, checked to be still misjudged by the batch's test
    if entry.right:
        return "" if report.passed else f"a right answer refused:\n{report.text}"
    if report.status != WRONG:
        return f"a wrong answer accepted:\n{report.text}"
    if entry.name in KNOWN_MISSES[batch]:
        return ""  # the next step's target, checked to be still missed by the batch's test
    hint = hint_of(report)
    if not names_the_mistake(entry, hint):
        return f"the hint should name the mistake ({entry.mistake}): {entry.says!r}\n{report.text}"
    elsewhere = [phrase for phrase in phrases(entry.avoids) if phrase in hint]
    if elsewhere:
        return f"the hint points at a mistake the code does not have: {elsewhere}\n{report.text}"
    return ""


@pytest.mark.parametrize("entry", ALL_ANSWERS, ids=IDS)
def test_the_label_agrees_with_the_independent_rules(entry: RealAnswer) -> None:
    found, where = is_right(entry.exercise, entry.answer)
    assert found == entry.right, f"{entry.name} is {'right' if found else 'wrong'} ({where})"


@pytest.mark.parametrize("batch", sorted(BATCHES))
def test_each_answer_is_judged_and_named_and_exactly_the_known_ones_miss(batch: int) -> None:
    """Each answer of the batch is checked once: right ones pass, wrong ones are caught and their hint
    names their mistake and no other, and the answers that miss are exactly the recorded ones."""
    misjudged, missed, faults = set(), set(), {}
    for entry in BATCHES[batch]:
        report, outcome = checked_with_outcome(entry.check, entry.answer)
        if not _judged_right(entry, report):
            misjudged.add(entry.name)
        elif not entry.right:
            hint = hint_of(report)
            if not names_the_mistake(entry, hint) or points_elsewhere(entry, hint):
                missed.add(entry.name)
        fault = _what_is_wrong(entry, report, outcome, batch)
        if fault:
            faults[entry.name] = fault
    assert not faults, "\n\n".join(f"{name}: {fault}" for name, fault in faults.items())
    assert misjudged == MISJUDGED[batch], "answers the checks misjudge (a finding, or one fixed)"
    assert missed == KNOWN_MISSES[batch], "wrong answers whose hint does not name the mistake"
