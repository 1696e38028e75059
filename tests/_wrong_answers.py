"""A catalogue of typical wrong answers to the exercises, and the test that runs it.

Each entry names a check, a wrong answer a student might well write, and the
words its hint must contain: a check must not only say "wrong", it must name
the mistake the answer actually made.  A lesson's test module lists its entries
and makes the test with one line::

    from _wrong_answers import WrongAnswer, catalogue_test

    CATALOGUE = [WrongAnswer(lesson3.check_is_on_board, always_eight, "len(board)"), ...]
    test_wrong_answers = catalogue_test(CATALOGUE)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from othello_lesson.exercises import driver, mistakes
from othello_lesson.exercises.common import WRONG, Report

LESSONS_WITH_HINT_TABLES = {0, 1, 2, 3, 4, 5}
"""The lessons whose checks say every hint of their own from a table (``exercises.hints``)."""

SHARED_KINDS = {"error", "builds on", "changed board", "endless"}
"""Where a hint comes from when the whole pipeline says it, not the lesson's check (``driver.Outcome``)."""


@dataclass(frozen=True)
class WrongAnswer:
    """A typical wrong answer to one exercise, and the words its hint must contain.

    ``says`` is one phrase, or several separated by " | ", each of which
    must be in the hint.  ``shows`` may name words the rest of the report must
    show (what came back, the line that raised), and ``avoids`` words it must
    not show (a hint for another mistake, a traceback).  ``board_size``, if
    given, is the size of the board the report shows the mistake on.
    """

    check: Callable[[Callable], Report]
    answer: Callable
    says: str
    shows: str = ""
    avoids: str = ""
    board_size: int | None = None

    @property
    def name(self) -> str:
        return f"{self.check.__name__}-{self.answer.__name__}"


def hint_of(report: Report) -> str:
    """The hint part of a report ('' if it has none)."""
    return report.text.split("\nHint: ", 1)[1] if "\nHint: " in report.text else ""


def checked_with_outcome(
    check: Callable[[Callable], Report], answer: Callable
) -> tuple[Report, driver.Outcome]:
    """Run ``check`` on ``answer``: its report, and the outcome it told its listeners."""
    told: list[driver.Outcome] = []
    listener = driver.on_outcome(told.append)
    try:
        report = check(answer)
    finally:
        driver.LISTENERS.remove(listener)
    return report, told[-1]


def assert_said_from_a_table(check: Callable[[Callable], Report], outcome: driver.Outcome) -> None:
    """A hint of a lesson with hint tables is a ``Hint`` with an id, unless the pipeline said it."""
    lesson = int(check.__module__.rsplit("lesson", 1)[1])
    if lesson in LESSONS_WITH_HINT_TABLES and outcome.hint:
        said = outcome.hint_id or outcome.category or ""
        assert "." in said or said in SHARED_KINDS, f"a hint with no id ({said!r}): {outcome.hint}"


def run_entry(entry: WrongAnswer) -> None:
    """Run one entry's check on its wrong answer; fail unless it is caught and named."""
    report, outcome = checked_with_outcome(entry.check, entry.answer)
    assert_said_from_a_table(entry.check, outcome)
    assert report.status == WRONG, report.text
    hint = hint_of(report)
    for phrase in entry.says.split(" | "):
        assert phrase in hint, f"the hint should say {phrase!r}:\n{report.text}"
    for phrase in filter(None, entry.shows.split(" | ")):
        assert phrase in report.text, f"the report should show {phrase!r}:\n{report.text}"
    assert "Traceback" not in report.text, (
        f"a report shows the student's line, never a traceback:\n{report.text}"
    )
    for phrase in filter(None, entry.avoids.split(" | ")):
        assert phrase not in report.text, f"the report should not show {phrase!r}:\n{report.text}"
    if entry.board_size is not None:
        assert len(report.failure.board) == entry.board_size, report.text


def catalogue_test(entries: list[WrongAnswer]) -> Callable:
    """A test that runs every entry of a catalogue (one test case each, named check-answer)."""
    names = [entry.name for entry in entries]
    assert len(set(names)) == len(names), "each wrong answer once a check"

    @pytest.mark.parametrize("entry", entries, ids=names)
    def test_a_typical_wrong_answer_is_caught_and_its_mistake_named(entry: WrongAnswer) -> None:
        run_entry(entry)

    return test_a_typical_wrong_answer_is_caught_and_its_mistake_named


def typical_wrong_answers(check: Callable[[Callable], Report], catalogue: list[WrongAnswer]) -> int:
    """How many typical wrong answers ``check`` is tried on: its entries of ``catalogue``, and the
    answers that have a mistake its exercise declares (``tests/test_declared_mistakes.py`` runs those),
    each once.  A new exercise's wrong answers may live in its lesson's test alone."""
    lesson = importlib.import_module(check.__module__).LESSON
    exercise = next((each.function for each in lesson.exercises if each.check == check.__name__), None)
    tried = {
        f"{entry.answer.__module__}:{entry.answer.__name__}" for entry in catalogue if entry.check is check
    }
    for mistake in mistakes.declared():
        if mistake.exercise == exercise:
            tried.update(mistake.examples)
    return len(tried)
