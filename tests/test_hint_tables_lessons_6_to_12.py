"""Lessons 6 to 12 say every hint of their own from one table a lesson, under an id that never changes.

For every wrong answer of those lessons, in the hand-written catalogue and in the real-code set,
the outcome the check tells names a hint of a lesson's table (``lesson6.swapped``), unless the hint
came from the check pipeline shared by every lesson (an error explained, an earlier exercise to fix
first, an endless loop, a changed board).  And every word in those tables is one a check can say.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
import test_wrong_answers_lesson12
import test_wrong_answers_lessons_4_to_7
import test_wrong_answers_lessons_8_and_9
import test_wrong_answers_lessons_10_and_11
from _wrong_answers import hint_of
from real_code.labels import ANSWERS

from othello_lesson.exercises import driver
from othello_lesson.exercises.hints import Hints, words_of

LESSONS = range(6, 13)
SHARED = {"builds on", "error", "endless", "changed board"}  # the pipeline's own hints, not a lesson's


def lesson_of(check) -> int:
    return int(check.__module__.rsplit("lesson", 1)[1])


ENTRIES = [
    entry
    for catalogue in (
        test_wrong_answers_lessons_4_to_7,
        test_wrong_answers_lessons_8_and_9,
        test_wrong_answers_lessons_10_and_11,
        test_wrong_answers_lesson12,
    )
    for entry in catalogue.CATALOGUE
    if lesson_of(entry.check) in LESSONS
] + [entry for entry in ANSWERS if not entry.right and entry.lesson in LESSONS]


@pytest.fixture
def outcomes(monkeypatch):
    told = []
    monkeypatch.setattr(driver, "LISTENERS", [told.append])
    return told


@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e.check.__name__}-{e.answer.__name__}" for e in ENTRIES])
def test_a_lessons_own_hint_is_said_from_its_table(entry, outcomes):
    report = entry.check(entry.answer)
    outcome = outcomes[-1]
    assert outcome.hint == hint_of(report)
    if outcome.category in SHARED or (outcome.hint_id or "").startswith("errors.") or not outcome.hint:
        return  # the pipeline's own words, an error explained among them
    assert outcome.hint_id is not None and words_of(outcome.hint_id) is not None, (
        f"the hint is not said from a table ({outcome.hint_id}):\n{report.text}"
    )
    assert outcome.hint_id.split(".")[0].startswith(f"lesson{lesson_of(entry.check)}") or (
        outcome.hint_id.startswith("lesson7.") and lesson_of(entry.check) == 8  # lesson 8's players reuse it
    ), outcome.hint_id


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_hint_of_a_lessons_table_is_one_its_checks_can_say(lesson):
    module = importlib.import_module(f"othello_lesson.exercises.lesson{lesson}")
    source = Path(module.__file__).read_text(encoding="utf-8")
    # the tables the lesson makes, not those it imports (the report's words, the probes' directions)
    tables = [
        value
        for value in vars(module).values()
        if isinstance(value, Hints) and value.module == module.__name__
    ]
    assert tables, f"lesson {lesson} has no table of hints"
    for table in tables:
        for key in table:
            said = re.findall(rf"""["']{key}["']""", source)
            assert len(said) >= 2, f"{table.name}.{key} is in the table but never said"
