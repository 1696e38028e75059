"""Every exercise check of every lesson, fuzzed: whatever the answer does, the check ends in a report.

Every kind of made-up student function is tried on every check (``KINDS``, one or
two hypothesis examples each).  They return random Python values (pairs of bools,
unshowable objects, sets, nested lists...), raise, print, change the board
they are given, never end, or change their mind between calls.  Each check
must give back a ``Report`` (never raise, never hang), and never pass an
answer that cannot be right.  A hint that fails is made to fail loudly here
(``STRICT_HINTS``), although in a notebook it falls back to a plainer hint.
"""

from __future__ import annotations

import pytest
from _check_fuzzing import KINDS, every_check, fuzz_check
from hypothesis import HealthCheck, given, settings

from othello_lesson.exercises import driver, guard, lesson6

CHECKS = every_check()


def test_every_lesson_has_its_checks_found():
    lessons = {name.split(".")[0] for name in CHECKS}
    assert {f"lesson{n}" for n in range(8)} <= lessons
    assert len(CHECKS) >= 29


@pytest.fixture(autouse=True)
def quick_and_strict(monkeypatch):
    monkeypatch.setattr(guard, "SECONDS_PER_CALL", 0.05)
    monkeypatch.setattr(lesson6, "SECONDS_PER_GAME", 0.2)
    monkeypatch.setattr(driver, "STRICT_HINTS", True)


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("name", list(CHECKS))
def test_a_check_always_ends_in_a_report(name, kind):
    strategy, examples = KINDS[kind]

    @settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
    @given(behaviour=strategy)
    def ends_in_a_report(behaviour):
        problem = fuzz_check(CHECKS[name], behaviour)
        assert not problem, f"{name} with a function that {behaviour!r}: {problem}"

    ends_in_a_report()
