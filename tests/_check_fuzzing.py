"""Fuzzing an exercise check: whatever the student's function does, the check ends in a report.

Every ``check_*`` function of every ``othello_lesson.exercises.lessonN``
module is found by ``every_check`` (so a new lesson's checks are fuzzed as soon
as its module exists); ``fuzz_check(check)`` runs one check against one
made-up student function and says what went wrong, if anything.  A lesson
whose check needs more than the student's function registers a way to call
it with ``register``.
"""

from __future__ import annotations

import importlib
import pkgutil
import time
from collections.abc import Callable
from dataclasses import dataclass

from hypothesis import strategies as st

from othello_lesson import exercises
from othello_lesson.exercises.common import CORRECT, Report
from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE

# How to call a check whose only argument is not the student's function.
_REGISTERED: dict[str, Callable[[Callable], Report]] = {}


def register(name: str, run: Callable[[Callable], Report]) -> None:
    """Fuzz ``run(student_function)`` under ``name`` instead of calling the check directly."""
    _REGISTERED[name] = run


def every_check() -> dict[str, Callable[[Callable], Report]]:
    """``{"lesson3.check_sandwiches": check, ...}`` for every lesson's checks, in lesson order."""
    found: dict[str, Callable[[Callable], Report]] = {}
    names = sorted(
        (
            module.name
            for module in pkgutil.iter_modules(exercises.__path__)
            if module.name.startswith("lesson")
        ),
        key=lambda name: int(name.removeprefix("lesson")),
    )
    for module_name in names:
        module = importlib.import_module(f"{exercises.__name__}.{module_name}")
        for name in sorted(vars(module)):
            check = getattr(module, name)
            if name.startswith("check_") and callable(check) and check.__module__ == module.__name__:
                found[f"{module_name}.{name}"] = check
    found.update(_REGISTERED)
    return found


# --- made-up student functions --------------------------------------------------------------


class Unshowable:
    """An answer that cannot be shown, compared or turned into a bool."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no ==")

    def __bool__(self) -> bool:
        raise RuntimeError("no bool")

    __hash__ = None  # type: ignore[assignment]


_atoms = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-30, 30),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=6),
    st.sampled_from([BLACK, WHITE, EMPTY, DRAW, "black", "BLACK", "a1", "d3"]),
    st.builds(Unshowable),
    st.just(object()),
)
answers = st.recursive(
    _atoms,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner, inner),
        st.tuples(st.booleans(), st.booleans()),
        st.tuples(st.integers(-3, 30), st.integers(-3, 30)),
        st.lists(st.tuples(st.integers(-3, 30), st.integers(-3, 30)), max_size=5),
        st.frozensets(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=5),
        st.dictionaries(st.text(max_size=2), inner, max_size=3),
        st.lists(st.lists(st.sampled_from([BLACK, WHITE, EMPTY, 0]), max_size=5), max_size=5),
    ),
    max_leaves=12,
)

_errors = st.sampled_from(
    [
        ValueError,
        TypeError,
        IndexError,
        KeyError,
        ZeroDivisionError,
        AttributeError,
        RuntimeError,
        RecursionError,
    ]
)


@dataclass(frozen=True)
class Behaviour:
    """One made-up student function, with a name that says what it does."""

    name: str
    function: Callable
    can_pass: bool = False  # an answer that might be right (the check may then say "correct")

    def __repr__(self) -> str:
        return self.name


def _returning(value: object) -> Behaviour:
    return Behaviour(f"returns {type(value).__name__}", lambda *args: value)


def _raising(error: type[Exception], message: str) -> Behaviour:
    def raises(*args: object) -> object:
        raise error(message)

    return Behaviour(f"raises {error.__name__}", raises)


def _printing(value: object, text: str) -> Behaviour:
    def prints(*args: object) -> object:
        print(text * 50)
        return value

    return Behaviour("prints", prints)


def _mutating(value: object, how: int) -> Behaviour:
    def mutates(*args: object) -> object:
        for arg in args:
            if isinstance(arg, list) and arg:
                if how == 0 and isinstance(arg[0], list):
                    arg[0].clear()
                elif how == 1 and isinstance(arg[0], list) and arg[0]:
                    arg[0][0] = 7
                elif how == 2:
                    arg.append(["x"])
                elif how == 3:
                    arg.clear()
                else:
                    arg[-1] = None
        return value

    return Behaviour(f"mutates ({how})", mutates)


def _forever() -> Behaviour:
    def forever(*args: object) -> object:
        while True:
            pass

    return Behaviour("never ends", forever)


def _echo() -> Behaviour:
    return Behaviour("returns its first argument", lambda *args: args[0] if args else None, can_pass=True)


def _changing_mind(first: object, later: object) -> Behaviour:
    calls = []

    def changes(*args: object) -> object:
        calls.append(1)
        return first if len(calls) % 7 else later

    return Behaviour("answers one thing, then another", changes)


# Each kind of made-up answer, and how many examples of it each check is tried on: every kind
# on every check, and more of the kinds whose answers vary most.
KINDS: dict[str, tuple[st.SearchStrategy[Behaviour], int]] = {
    "returns": (st.builds(_returning, answers), 2),
    "raises": (st.builds(_raising, _errors, st.text(max_size=10)), 1),
    "prints": (st.builds(_printing, answers, st.text(max_size=3)), 1),
    "mutates": (st.builds(_mutating, answers, st.integers(0, 4)), 1),
    "never ends": (st.builds(_forever), 1),
    "echoes": (st.builds(_echo), 1),
    "changes its mind": (st.builds(_changing_mind, answers, answers), 1),
}

behaviours = st.one_of(*(strategy for strategy, _ in KINDS.values()))


def fuzz_check(check: Callable[[Callable], Report], behaviour: Behaviour, *, seconds: float = 10.0) -> str:
    """Run ``check`` on ``behaviour``; return what went wrong ('' if the check behaved)."""
    start = time.perf_counter()
    try:
        report = check(behaviour.function)
    except BaseException as error:  # the whole point: a check must never raise
        return f"the check raised {type(error).__name__}: {error}"
    took = time.perf_counter() - start
    if not isinstance(report, Report):
        return f"the check gave back {type(report).__name__}, not a Report"
    if not isinstance(report.text, str) or not report.text:
        return "the report has no text"
    if report.status == CORRECT and not behaviour.can_pass:
        return f"a wrong answer passed: {report.text}"
    if took > seconds:
        return f"the check took {took:.1f} s"
    return ""
