"""The teacher's guide promises only what holds: a term plan whose lessons fit its periods, and what
the package's source shows a curious student, said plainly and true."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from othello_lesson import rules
from tests.test_readme import estimated_minutes

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "teachers.md"
NUMBERS = {"Ten": 10, "Eleven": 11, "Twelve": 12, "Thirteen": 13, "Fourteen": 14, "Fifteen": 15}


def section(title: str) -> str:
    text = GUIDE.read_text(encoding="utf-8")
    return text.split(f"\n{title}\n", 1)[1].split("\n## ", 1)[0]


def test_the_term_plan_has_the_weeks_it_names_and_each_lesson_fits_its_periods():
    plan = section("## A plan for a term")
    weeks, periods, minutes, lesson_minutes = re.search(
        r"^(\w+) weeks of (\w+) periods of (\d+) minutes\. A period holds at most (\d+) minutes of a lesson",
        plan,
        re.M,
    ).groups()
    rows = re.findall(r"^\| (\d+) \| (.*) \|$", plan, re.M)
    assert [int(week) for week, _ in rows] == list(range(1, NUMBERS[weeks] + 1))
    assert periods == "two" and int(lesson_minutes) <= int(minutes)
    shown = []  # every period of a lesson, in order: (lesson, part, parts)
    for _, cells in rows:
        assert len(cells.split(" | ")) == 2  # two periods a week
        for cell in cells.split(" | "):
            shown += [
                (number, int(k), int(n))
                for number, k, n in re.findall(r"^(\d\d) [^(]+\((\d) of (\d)\)", cell)
            ]
    assert_each_lesson_fits_its_periods(shown, int(lesson_minutes))


def assert_each_lesson_fits_its_periods(shown: list[tuple[str, int, int]], lesson_minutes: int) -> None:
    """Every lesson, in order, in periods 1 of n to n of n, each holding at most ``lesson_minutes`` of it.

    ``shown`` is every period of a lesson in a plan, in order: (lesson number, part, parts).
    """
    estimates = {name[:2]: int(time.split()[0]) for name, time in estimated_minutes().items()}
    assert [number for number, _, _ in shown] == sorted(number for number, _, _ in shown)  # in order
    assert {number for number, _, _ in shown} == set(estimates)  # every lesson
    for number, estimate in estimates.items():
        parts = [(k, n) for lesson, k, n in shown if lesson == number]
        (count,) = {n for _, n in parts}
        assert [k for k, _ in parts] == list(range(1, count + 1)), number
        assert estimate / count <= lesson_minutes, f"lesson {number}: {estimate} min in {count} period(s)"


def test_the_guide_says_what_the_package_source_shows_and_it_is_true():
    said = section("### What the package's source shows a curious student")
    assert "print(inspect.getsource(rules.is_valid_move))" in said
    assert inspect.getsource(rules.is_valid_move).startswith("def is_valid_move(")  # lesson 3's answer
    for name in re.findall(
        r"`(\w+)`", said.split("same works for every function of `rules`", 1)[1].split(")")[0]
    ):
        assert callable(getattr(rules, name)), name
    assert re.search(r"What a\s+teacher can do:", said)
