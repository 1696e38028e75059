"""Every known mistake declared beside its check is named for every answer that has it, and only it.

A ``Mistake`` (``othello_lesson.exercises.mistakes``) names answers that have it, from the
real code or the catalogue of wrong answers; each is run through its exercise's check, and the
hint must be that mistake's, said from its table, on a report that is "not right yet".
"""

from __future__ import annotations

import importlib
import re
import string

import pytest
from _wrong_answers import checked_with_outcome

from othello_lesson.exercises import mistakes
from othello_lesson.exercises.cases import Case
from othello_lesson.exercises.common import WRONG, check_function
from othello_lesson.exercises.hints import Hints, words_of

LESSONS = range(13)
for _lesson in LESSONS:
    importlib.import_module(f"othello_lesson.exercises.lesson{_lesson}")

EXAMPLE_TABLES = {"example_halves", "example_mistakes"}  # the made-up exercises of this file and a docstring
DECLARED = [mistake for mistake in mistakes.declared() if mistake.hints.name not in EXAMPLE_TABLES]
EXAMPLES = [(mistake, example) for mistake in DECLARED for example in mistake.examples]


def answer_named(example: str):
    """The function ``"module:function"`` of the tests names."""
    module, _, function = example.partition(":")
    return getattr(importlib.import_module(module), function)


def words_in(mistake: mistakes.Mistake, hint: str) -> re.Match[str] | None:
    """Where ``hint`` says the words of ``mistake``, whatever its facts."""
    parts = string.Formatter().parse(mistake.hints[mistake.key])
    pattern = "".join(re.escape(text) + (".*?" if field is not None else "") for text, field, _, _ in parts)
    return re.search(pattern, hint, re.DOTALL)


def said(mistake: mistakes.Mistake, hint: str) -> bool:
    return words_in(mistake, hint) is not None


def check_of(mistake: mistakes.Mistake):
    """The check that declares ``mistake``: the lesson whose module holds it (its words may be in a
    table all checks share, as "did you forget `return`?" is)."""
    for lesson in LESSONS:
        module = importlib.import_module(f"othello_lesson.exercises.lesson{lesson}")
        held = [value if isinstance(value, list) else [value] for value in vars(module).values()]
        if any(any(item is mistake for item in value) for value in held):
            return getattr(module, module.LESSON.exercise(mistake.exercise).check)
    raise LookupError(f"no lesson holds {mistake.id} of {mistake.exercise}")


def test_every_declared_mistake_has_an_answer_that_has_it_and_words_in_its_table():
    assert DECLARED, "no mistake is declared"
    for mistake in DECLARED:
        assert mistake.examples, f"{mistake.id} names no answer that has it"
        assert words_of(mistake.id) is not None
        check_of(mistake)  # its check exists


def test_each_mistake_is_declared_once():
    ids = [(mistake.id, mistake.exercise) for mistake in DECLARED]
    examples = [(mistake.id, mistake.exercise, example) for mistake, example in EXAMPLES]
    assert len(set(examples)) == len(examples)
    assert ids  # a key may be declared for several sizes, but each example names one


@pytest.mark.parametrize(
    ("mistake", "example"),
    EXAMPLES,
    ids=[f"{mistake.id}-{example.rpartition(':')[2]}" for mistake, example in EXAMPLES],
)
def test_an_answer_with_a_declared_mistake_is_told_that_mistake_and_only_it(mistake, example):
    report, outcome = checked_with_outcome(check_of(mistake), answer_named(example))
    assert report.status == WRONG, report.text
    # an error's explanation comes first and gives its id; the mistake's words follow it
    assert outcome.hint_id == mistake.id or (outcome.hint_id or "").startswith("errors."), report.text
    found = words_in(mistake, outcome.hint)
    assert found, f"{example} should be told {mistake.id}:\n{report.text}"
    rest = outcome.hint[: found.start()] + outcome.hint[found.end() :]  # its words may quote others'
    others = {other.id for other in DECLARED if other.id != mistake.id and said(other, rest)}
    assert not others, f"{example} is told {others} too:\n{report.text}"


# --- the declaration itself, on a small made-up exercise ---------------------------------------

HINTS = Hints("example_halves", {"floors": "half({n}) gave {got}: // drops the half; use /."})
FLOORS = mistakes.Mistake(
    HINTS,
    "floors",
    "half",
    cases=lambda name: [Case(None, (n,), n / 2, f"{name}({n})") for n in (2, 3, 5)],
    gives=lambda case: case.args[0] // 2,
    examples=(),
    facts=lambda case, got: {"n": case.args[0], "got": got},
)
CASES = [Case(None, (n,), n / 2, f"half({n})") for n in (4, 7)]


def check_half(function):
    return check_function(function, CASES, name="half", mistakes=[FLOORS])


def test_a_proven_mistake_is_said_with_the_probe_case_that_shows_it():
    report = check_half(lambda n: n // 2)
    assert report.status == WRONG
    assert "half(3) gave 1: // drops the half" in report.text
    assert "half(3)\nreturned: 1\nexpected: 1.5" in report.text


def test_words_are_said_only_when_the_probe_holds():
    # wrong on the check's case 7, like the mistake, but not the mistake: 3 // 2 is not what it gives
    report = check_half(lambda n: float(n // 2) if n > 5 else n / 2)
    assert report.status == WRONG
    assert "drops the half" not in report.text
    assert "Hint" not in report.text  # no guess: the smallest case, what came back, what was expected
    assert "half(7)\nreturned: 3.0\nexpected: 3.5" in report.text


def test_an_answer_that_raises_on_a_probe_case_is_not_proven_to_have_the_mistake():
    def floors_or_raises(n):
        if n == 5:
            raise ValueError("five")
        return n // 2

    assert "drops the half" not in check_half(floors_or_raises).text
