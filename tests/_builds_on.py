"""Exercises that build on earlier ones: the master's own answers, tried on a wrong and a right earlier one.

A check whose exercise naturally calls an earlier exercise's function must say
"Fix exercise N first" when that one is wrong, and never blame the answer.  The
answers tried here are the lesson master's worked answers (``course/NN-*.py``),
defined as a notebook defines them, beside whatever earlier function the test
puts into the notebook.  A lesson's test module lists its places and makes the
test with one line::

    from _builds_on import BuildsOn, builds_on_test

    PLACES = [BuildsOn(lesson3.check_ray_squares, "03", "ray_squares", "is_on_board", 1, wrong, ...), ...]
    test_builds_on = builds_on_test(PLACES)
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

import pytest
from _wrong_answers import WrongAnswer, hint_of

from othello_lesson.exercises.common import CORRECT, WRONG, Report
from tools import build_course


@cache
def _code_cells(prefix: str) -> tuple[tuple[str, bool], ...]:
    """The master's code cells, solved, each with whether it is an exercise (it holds a worked answer)."""
    (master,) = build_course.masters([prefix])
    cells = build_course.read_master(master.read_text(encoding="utf-8"))
    return tuple(
        (build_course.solved(cell.source), build_course.BEGIN in cell.source)
        for cell in cells
        if cell.kind == "code"
    )


def _imports(prefix: str) -> str:
    """The import statements of the master's cells: what a notebook of the lesson has at hand."""
    found = []
    for source, _ in _code_cells(prefix):
        tree = ast.parse(source)
        found += [ast.unparse(node) for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))]
    return "\n".join(found)


def answer_of(
    prefix: str, name: str, *, own: dict[str, Callable] | None = None, edits: dict[str, str] | None = None
) -> Callable:
    """The master's worked answer ``name``, defined in a fresh notebook of lesson ``prefix``.

    The notebook holds the lesson's imports and the master's answers to the
    exercises before this one; ``own`` then puts the student's earlier functions
    into it (in place of those answers), and ``edits`` replaces text in this
    answer's source (each must be found), to write a slip or to call the student's
    own function where the master calls the package's.
    """
    notebook: dict[str, object] = {"__name__": "__main__"}
    exec(compile(_imports(prefix), f"<lesson {prefix}'s imports>", "exec"), notebook)
    for source, exercise in _code_cells(prefix):
        if not exercise:
            continue
        if f"\ndef {name}(" in f"\n{source}":
            for old, new in (edits or {}).items():
                assert old in source, f"{old!r} is not in the master's {name}"
                source = source.replace(old, new)
            notebook.update(own or {})
            exec(compile(source, f"<lesson {prefix}'s {name}>", "exec"), notebook)
            return notebook[name]  # type: ignore[return-value]
        exec(compile(source, f"<lesson {prefix}'s answer>", "exec"), notebook)
    raise AssertionError(f"lesson {prefix}'s master has no exercise {name}")


@dataclass(frozen=True)
class BuildsOn:
    """An exercise that builds on an earlier one, and what its check must say.

    ``check`` checks exercise ``name`` of lesson ``prefix``, whose answer calls
    ``earlier`` (exercise ``exercise``; of lesson ``lesson`` if another);
    ``wrong_earlier`` is a wrong version of that function.  ``uses`` edits the
    master's answer to call the student's ``earlier`` where it calls the package's
    (``{"rules.is_valid_move": "is_valid_move"}``); ``slip`` edits it into a typical
    wrong answer, whose hint must say ``slip_says`` even with a right ``earlier``.
    ``right_earlier`` is the right one (by default the master's own answer).
    """

    check: Callable[[Callable], Report]
    prefix: str
    name: str
    earlier: str
    exercise: int
    wrong_earlier: Callable
    slip: dict[str, str]
    slip_says: str
    uses: dict[str, str] = field(default_factory=dict)
    lesson: int | None = None
    right_earlier: Callable | None = None

    @property
    def id(self) -> str:
        return f"{self.name}-on-{self.earlier}"

    def answer(self, earlier: Callable, *, slip: bool = False) -> Callable:
        """The master's answer, beside ``earlier``, with the slip written in if asked."""
        edits = {**self.uses, **(self.slip if slip else {})}
        return answer_of(self.prefix, self.name, own={self.earlier: earlier}, edits=edits)

    def exercise_words(self) -> str:
        """The earlier exercise as the hint names it: "exercise 2", or "lesson 3's exercise 4"."""
        if self.lesson is None:
            return f"exercise {self.exercise}"
        return f"lesson {self.lesson}'s exercise {self.exercise}"

    def right(self) -> Callable:
        if self.right_earlier is not None:
            return self.right_earlier
        return answer_of(f"{self.lesson:02d}" if self.lesson is not None else self.prefix, self.earlier)


def fix_first_entries(places: list[BuildsOn]) -> list[WrongAnswer]:
    """Catalogue entries: a right answer on a wrong earlier exercise, told to fix that one first
    (the first place of each check: the catalogue names an entry by its check and answer)."""
    entries, seen = [], set()
    for place in places:
        if place.check not in seen:
            seen.add(place.check)
            says = f"Fix {place.exercise_words()} first: your {place.name} uses your {place.earlier}"
            entries.append(WrongAnswer(place.check, place.answer(place.wrong_earlier), says))
    return entries


def run_place(place: BuildsOn) -> None:
    """The three promises of one place: a wrong earlier function named, a right one passes, a slip named."""
    exercise = place.exercise_words()
    on_wrong = place.check(place.answer(place.wrong_earlier))
    assert on_wrong.status == WRONG, on_wrong.text
    fix_first = f"Fix {exercise} first: your {place.name} uses your {place.earlier}, which "
    # an error the wrong earlier function led to is explained first, and "fix it first" follows
    raised = "\nreturned: an error: " in on_wrong.text
    assert hint_of(on_wrong).startswith(fix_first) or (raised and fix_first in hint_of(on_wrong)), (
        on_wrong.text
    )
    assert f"(check_{place.earlier}" in hint_of(on_wrong)

    on_right = place.check(place.answer(place.right()))
    assert on_right.status == CORRECT, on_right.text

    slipped = place.check(place.answer(place.right(), slip=True))
    assert slipped.status == WRONG, slipped.text
    assert place.slip_says in hint_of(slipped), slipped.text
    assert "first:" not in hint_of(slipped), slipped.text


def builds_on_test(places: list[BuildsOn]) -> Callable:
    """A test that runs every place of a lesson (one test case each, named exercise-on-earlier)."""

    @pytest.mark.parametrize("place", places, ids=[place.id for place in places])
    def test_an_answer_on_a_wrong_earlier_exercise_is_told_to_fix_that_first(place: BuildsOn) -> None:
        run_place(place)

    return test_an_answer_on_a_wrong_earlier_exercise_is_told_to_fix_that_first
