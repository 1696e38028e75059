"""The course's table of contents: each lesson's exercises, in order, declared once beside their checks.

Every lesson's check module (``exercises/lessonN.py``) declares its exercises near its top, in the
order the lesson gives them: the function the student writes, the check that checks it (by
default ``check_`` and the function's name), the exercises it builds on (by their functions'
names, in this lesson or an earlier one) and whether ``keep`` writes it into the student's
``my_othello.py``.  An exercise's number is its place in that list.  Each check is marked with
``@LESSON.check``, which ties it to its exercise: the check's outcome is told to the listeners
of ``driver.on_outcome`` (the first one writes the student's log) with the lesson, the exercise
and its number, from here, so nothing has to guess them.

>>> LESSON = Lesson(99, "An example", Exercise("double"), Exercise("quadruple", builds_on=("double",)))
>>> [(exercise.number, exercise.function, exercise.check) for exercise in LESSON.exercises]
[(1, 'double', 'check_double'), (2, 'quadruple', 'check_quadruple')]
>>> LESSON.place_of("double")
(99, 1, 'check_double')

Everything that needs the course's shape reads it from ``course()``: the student's map
(``progress``), the log, the class view, the functions a lesson keeps (``own_othello``) and
"Fix exercise N first" (``builds_on``).  ``tests/test_contents.py`` compares it with every
lesson's master (``course/NN-*.py``): numbers, functions, checks and order.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
import types
from collections.abc import Callable
from dataclasses import dataclass, replace

from . import driver
from .cases import Report
from .hints import Hints

__all__ = ["LESSON_TITLES", "Exercise", "Lesson", "course", "exercise_named", "lesson_numbered"]

LESSON_TITLES = Hints(
    "lesson_titles",
    {
        "lesson0": "Welcome",
        "lesson1": "The board",
        "lesson2": "Showing the board",
        "lesson3": "Is this move valid?",
        "lesson4": "Playing a move",
        "lesson5": "All legal moves, and passing",
        "lesson6": "Who won? The whole game",
        "lesson7": "Click to play",
        "lesson8": "Computer players",
        "lesson9": "Thinking ahead",
        "lesson10": "Five ways to store a board",
        "lesson11": "Designing for change",
        "lesson12": "Learning to play",
    },
)
"""Each lesson's title, as the map of progress and the class view show it (a lesson declares it too)."""


@dataclass(frozen=True)
class Exercise:
    """One exercise: the function the student writes, its check, what it builds on, whether it is kept,
    and the functions of the lesson's own that the lesson checks with it (to show a bug, say).

    ``lesson`` and ``number`` are filled in by the ``Lesson`` that lists it.
    """

    function: str
    check: str = ""
    builds_on: tuple[str, ...] = ()
    kept: bool = False
    examples: tuple[
        str, ...
    ] = ()  # the lesson's own functions its check is shown on: no try of the student's
    lesson: int = 0
    number: int = 0

    def __post_init__(self) -> None:
        if not self.check:
            object.__setattr__(self, "check", f"check_{self.function}")

    @property
    def old_name(self) -> str:
        """The name logs written before the table gave this exercise: its check's, without ``check_``."""
        return self.check.removeprefix("check_")


class Lesson:
    """A lesson's exercises in order, numbered from 1; its checks are marked with ``@lesson.check``."""

    def __init__(self, number: int, title: str, *exercises: Exercise) -> None:
        self.number = number
        self.english_title = title
        self.exercises = tuple(
            replace(exercise, lesson=number, number=place) for place, exercise in enumerate(exercises, 1)
        )
        names = [exercise.function for exercise in self.exercises]
        if len(set(names)) != len(names):
            raise ValueError(f"lesson {number} lists an exercise twice: {names}")
        self._checks: dict[str, Callable[..., Report]] = {}  # each exercise's check, as written

    @property
    def title(self) -> str:
        """The lesson's title in the current language (``LESSON_TITLES``), where the table has its English."""
        key = f"lesson{self.number}"
        if key in LESSON_TITLES and LESSON_TITLES.english(key) == self.english_title:
            return LESSON_TITLES[key]
        return self.english_title

    def __repr__(self) -> str:
        return f"Lesson({self.number}, {self.english_title!r}, {', '.join(map(repr, self.exercises))})"

    def exercise(self, name: str) -> Exercise | None:
        """The exercise whose function is ``name`` (or, as logs written before the table named it,
        whose check is ``check_`` + ``name``); ``None`` if the lesson has none."""
        found = [exercise for exercise in self.exercises if exercise.function == name]
        found += [exercise for exercise in self.exercises if exercise.old_name == name]
        return found[0] if found else None

    def place_of(self, name: str) -> tuple[int, int, str]:
        """Where the exercise whose function is ``name`` is: (lesson, number, check), in this lesson
        first, else in the course (``LookupError`` if nowhere)."""
        mine = next((exercise for exercise in self.exercises if exercise.function == name), None)
        exercise = mine or exercise_named(name)
        return exercise.lesson, exercise.number, exercise.check

    def check(self, check: Callable[..., Report]) -> Callable[..., Report]:
        """Mark ``check`` as the check of its exercise (``ValueError`` if the lesson lists none).

        The check given back runs ``check`` and tells its outcome to the listeners of
        ``driver.on_outcome``, with this lesson, the exercise and its number.
        """
        name = getattr(check, "__name__", "")
        exercise = next((exercise for exercise in self.exercises if exercise.check == name), None)
        if exercise is None:
            raise ValueError(f"lesson {self.number} lists no exercise checked by {name}")
        self._checks[name] = check

        @functools.wraps(check)
        def declared(function: Callable[..., object]) -> Report:
            return self.run(exercise, function)

        return declared

    def run(self, exercise: Exercise, function: Callable[..., object], *, recheck: bool = False) -> Report:
        """Check ``function`` as ``exercise`` and tell the outcome; ``recheck``: work already checked
        (``keep``, the board reading ``my_othello.py``), which the map counts as no try."""
        report = self._checks[exercise.check](function)
        outcome = driver.Outcome(
            self.number,
            exercise.function,
            report.status,
            report.hint_id,
            report.hint,
            report.name,
            report.text,
            number=exercise.number,
            category=report.category,
            recheck=recheck,
            example=report.name in exercise.examples or _is_the_courses(function),
        )
        driver.tell(outcome)
        return report


def _is_the_courses(function: object) -> bool:
    """Is ``function`` the course's own (a finished function, or a lesson's example with a bug)?"""
    code = getattr(function, "__code__", None)
    if not isinstance(code, types.CodeType):
        return False
    module = getattr(function, "__module__", None)  # a notebook may have made it anything at all
    return isinstance(module, str) and module.startswith("othello_lesson.")


_LESSON_MODULE = re.compile(r"lesson\d+")


@functools.cache
def course() -> tuple[Lesson, ...]:
    """Every lesson that has exercises, in order of its number: each lesson module's ``LESSON``.

    >>> [exercise.function for exercise in course()[12].exercises][:3]
    ['features', 'evaluate', 'label']
    """
    package = __name__.rpartition(".")[0]
    lessons = []
    for found in pkgutil.iter_modules(importlib.import_module(package).__path__):
        if _LESSON_MODULE.fullmatch(found.name):
            declared = getattr(importlib.import_module(f"{package}.{found.name}"), "LESSON", None)
            if isinstance(declared, Lesson):
                lessons.append(declared)
    return tuple(sorted(lessons, key=lambda lesson: lesson.number))


def lesson_numbered(number: int) -> Lesson | None:
    """The lesson numbered ``number``, or ``None`` if it has no exercises."""
    return next((lesson for lesson in course() if lesson.number == number), None)


def exercise_named(name: str) -> Exercise:
    """The exercise whose function is ``name``, anywhere in the course (``LookupError`` if none).

    >>> exercise = exercise_named("is_valid_move")
    >>> exercise.lesson, exercise.number
    (3, 4)
    """
    for lesson in course():
        for exercise in lesson.exercises:
            if exercise.function == name:
                return exercise
    raise LookupError(f"no exercise of the course is a function named {name}")
