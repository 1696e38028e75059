"""The package's type hints hold: mypy checks the whole package, and the core strictly.

``pyproject.toml``'s ``[tool.mypy]`` says how: every module as written (the bodies
of functions with hints are checked), and the core below with every check of
``mypy --strict`` (each function annotated, no bare generics, no ``Any``
returned where a type is promised).  A ``# type: ignore`` that is not needed
is an error too (``warn_unused_ignores``), and each one left names its error
code.  The package ships ``py.typed``, so a student's code that imports it is
checked against these hints.

Nothing is left out: every module is checked, the pictures, the widget and the
lessons' checks included.

Run it alone with ``python -m mypy`` at the root of the repository (it reads the
same configuration).  With its cache, ``.mypy_cache`` there, a run after a
small change takes under a second; the first run about five.
"""

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

CORE = [
    "rules",
    "fast_rules",
    "referee",
    "game",
    "search",
    "fast_search",
    "players",
    "records",
    "gamelog",
    "ratings",
    "teacher.entrants",
    "evaluation",
    "perft",
    "exercises.guard",
    "exercises.driver",
    "exercises.errors",
    "exercises.tracebacks",
    "exercises.error_facts",
    "exercises.positions",
    "exercises.answers",
    "exercises.words",
    "exercises.checking_line",
    "exercises.common",
]
STRICT_FLAGS = [
    "disallow_any_generics",
    "disallow_subclassing_any",
    "disallow_untyped_calls",
    "disallow_untyped_defs",
    "disallow_incomplete_defs",
    "check_untyped_defs",
    "disallow_untyped_decorators",
    "warn_return_any",
    "no_implicit_reexport",
    "strict_equality",
    "extra_checks",
]


def test_mypy_finds_no_error_in_the_package():
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, f"mypy found errors:\n{result.stdout}{result.stderr}"


def test_the_core_is_checked_with_every_strict_flag():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    strict = [
        override
        for override in config["overrides"]
        if all(override.get(flag) is True for flag in STRICT_FLAGS)
    ]
    assert len(strict) == 1, "one override turns on every strict flag"
    assert sorted(strict[0]["module"]) == sorted(f"othello_lesson.{name}" for name in CORE)
    assert config["warn_unused_ignores"] is True
    assert config["warn_redundant_casts"] is True
