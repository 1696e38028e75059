"""The package's type hints hold: mypy checks the whole package with every strict check.

``pyproject.toml``'s ``[tool.mypy]`` says how: every module of the package
(``othello_lesson.*``, the checks of every lesson included) with every check of
``mypy --strict`` (each function annotated, no bare generics, no ``Any``
returned where a type is promised, no subclass of ``Any``, no untyped call),
in one override and no other.  A ``# type: ignore`` that is not needed is an
error too (``warn_unused_ignores``), and none is left in the package.  The
package ships ``py.typed``, so a student's code that imports it is checked
against these hints.

Run it alone with ``python -m mypy`` at the root of the repository (it reads the
same configuration).  With its cache, ``.mypy_cache`` there, a run after a
small change takes under a second; the first run about five.
"""

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

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


PACKAGE = REPO / "othello_lesson"


def package_modules() -> list[str]:
    """Each module's name: ``othello_lesson.boards.bitboard`` for ``othello_lesson/boards/bitboard.py``."""
    names = []
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(REPO).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return sorted(names)


def is_strict(options: object) -> bool:
    """Are all the strict checks on in these per-module options (``no_implicit_reexport`` is
    ``implicit_reexport`` turned off)?"""
    flags = [flag for flag in STRICT_FLAGS if flag != "no_implicit_reexport"]
    return all(getattr(options, flag) is True for flag in flags) and options.implicit_reexport is False


def test_every_module_is_checked_with_every_strict_flag():
    """Asked as mypy itself reads the configuration: which options each module of the package gets."""
    config_parser = pytest.importorskip("mypy.config_parser")
    from mypy.options import Options

    options = Options()
    config_parser.parse_config_file(options, lambda: None, str(REPO / "pyproject.toml"))
    modules = package_modules()
    assert "othello_lesson.rules" in modules
    assert {f"othello_lesson.exercises.lesson{number}" for number in range(13)} <= set(modules)
    not_strict = {name for name in modules if not is_strict(options.clone_for_module(name))}
    assert not_strict == set()


def test_the_one_override_is_the_whole_package_with_every_strict_flag():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    strict = [
        override
        for override in config["overrides"]
        if all(override.get(flag) is True for flag in STRICT_FLAGS)
    ]
    assert [override["module"] for override in strict] == [["othello_lesson.*"]]
    overrides = config["overrides"]
    assert [override for override in overrides if any(flag in override for flag in STRICT_FLAGS)] == strict
    assert config["warn_unused_ignores"] is True
    assert config["warn_redundant_casts"] is True


def test_no_type_ignore_is_left_in_the_package():
    found = [
        f"{path.relative_to(REPO)}:{number}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "type: ignore" in line
    ]
    assert found == []
