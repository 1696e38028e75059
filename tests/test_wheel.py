"""The wheel carries the course: built, installed in a fresh virtualenv, and used from there.

``python -m build`` makes the sdist and, from it, the students' wheel, once a run
(``tests/_wheel_venv.py``, which the hub test uses too).  The wheel alone
(``--no-deps``) is installed in a new virtualenv that knows nothing of this
repository and borrows the dependencies of the environment these tests run in
(the same module says how: a ``.pth`` file, and the Jupyter files' paths), so
that the package imported there is the wheel's.

What a full install of ``wheel[classroom]`` used to prove, and a borrowed
environment could hide, is proved on its own: every requirement of the wheel
(and of its ``classroom`` extra), and of what they require in turn, is
installed at a version it accepts; ``pip check`` finds nothing broken in the
new virtualenv; and every module that the package's code and its notebooks
import (or run with ``-m``), outside the standard library, comes from a
distribution among those requirements, so that a dependency missing from
``pyproject.toml`` fails here.

Then the course is used as a student would: ``othello-course list``,
``reset`` (which copies a lesson into the student's folder), ``present``
(Voilà), and two of the copied lessons run through nbval there.  The other
lessons are only listed, to keep the run short.

This takes under a minute (1½ when it installed JupyterLab and Voilà); deselect it with ``-m 'not wheel'``.
"""

from __future__ import annotations

import ast
import itertools
import json
import re
import subprocess
import sys
import tarfile
import urllib.request
import zipfile
from email.parser import HeaderParser
from importlib import metadata
from pathlib import Path

import pytest
from _wheel_venv import (
    WRITTEN_BY_A_RUN,
    pip_of,
    shared_folder,
    students_package,
    venv_environment,
    wheel_venv,
)
from _wheel_venv import run as run_in
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from othello_lesson.course import shipped_lessons
from othello_lesson.local_server import free_port
from tools.build_site import build_installer

pytestmark = pytest.mark.wheel

REPO = Path(__file__).resolve().parent.parent
RUN_THROUGH_NBVAL = ["00-welcome", "07-click-to-play"]


def clean_env(cwd: Path) -> dict[str, str]:
    """The wheel's virtualenv's environment, with a home and Jupyter data folder in ``cwd``."""
    env = venv_environment()
    env["JUPYTER_DATA_DIR"] = str(cwd / "jupyter-data")  # where reset records trusted notebooks
    env["HOME"] = str(cwd / "home")  # no course folder of this machine's user is looked at
    return env


def run(
    command: list, *, cwd: Path, timeout: float = 600, check: bool = True, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    return run_in(command, cwd=cwd, env=clean_env(cwd) | (env or {}), timeout=timeout, check=check)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """The sdist and the students' wheel of this run, and the teacher's wheel, built from the same copy.

    The copy of the repository's tracked files also holds what a run of the lessons writes
    beside the notebooks, as a clone that ran them does: no package may carry it.  The
    students' wheel is ``python -m build``'s default (built from the sdist); the teacher's
    is built with ``OTHELLO_WITH_SOLUTIONS=1``.
    """
    work = tmp_path_factory.mktemp("wheel")
    package = students_package(shared_folder(tmp_path_factory))
    teacher = work / "teacher"
    command = [sys.executable, "-m", "build", "--wheel", *build_installer(), "--outdir", teacher]
    run([*command, package["source"]], cwd=work, env={"OTHELLO_WITH_SOLUTIONS": "1"})
    (teachers_wheel,) = teacher.glob("othello_lesson-*.whl")
    return {**package, "teachers_wheel": teachers_wheel, "work": work}


@pytest.fixture(scope="module")
def venv(built) -> Path:
    """A fresh virtualenv with the students' wheel, borrowing this environment's packages: its bin folder."""
    return wheel_venv(built["work"] / "venv", built["wheel"])


def wheel_requirements(wheel: Path) -> list[str]:
    """The wheel's Requires-Dist lines, read from its own metadata."""
    with zipfile.ZipFile(wheel) as archive:
        (name,) = (name for name in archive.namelist() if name.endswith(".dist-info/METADATA"))
        fields = HeaderParser().parsestr(archive.read(name).decode())
    return fields.get_all("Requires-Dist") or []


def installed_closure(
    requirements: list[str], extras: tuple[str, ...] = ()
) -> tuple[dict[str, str], list[str]]:
    """What installing ``requirements`` (with ``extras``) brings in, as found in this environment.

    Returns every distribution reached, requirement by requirement (with the extras each asks for),
    by its normalized name and version, and the problems: a requirement not installed, or
    installed at a version it does not accept.

    >>> found, problems = installed_closure(["pytest>=1"])
    >>> "pluggy" in found, problems
    (True, [])
    >>> installed_closure(["pytest>=9999", "no-such-distribution-here"])[1]  # doctest: +ELLIPSIS
    ['pytest ... is installed, pytest>=9999 is required', 'no-such-distribution-here is not installed']
    """
    found: dict[str, str] = {}
    problems: list[str] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    todo = [(Requirement(line), extras) for line in requirements]
    while todo:
        requirement, asked = todo.pop(0)
        marker = requirement.marker
        if marker and not any(marker.evaluate({"extra": extra}) for extra in ("", *asked)):
            continue
        name = canonicalize_name(requirement.name)
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            problems.append(f"{requirement.name} is not installed")
            continue
        if not requirement.specifier.contains(distribution.version, prereleases=True):
            installed = f"{requirement.name} {distribution.version} is installed"
            problems.append(f"{installed}, {requirement} is required")
        found[name] = distribution.version
        key = (name, tuple(sorted(requirement.extras)))
        if key not in seen:
            seen.add(key)
            todo.extend((Requirement(line), key[1]) for line in distribution.requires or [])
    return found, problems


def modules_used(source: str) -> set[str]:
    """The top-level modules a piece of code imports, or runs with ``-m`` in a command it builds.

    >>> sorted(modules_used("import a.b\\nfrom c import d\\nfrom . import e\\nrun = [python, '-m', 'f.g']"))
    ['a', 'c', 'f']
    """
    # A notebook's code cell may hold IPython's own syntax: magics (%) and shell commands (!).
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    used = set()
    for node in ast.walk(ast.parse("\n".join(lines))):
        if isinstance(node, ast.Import):
            used.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            used.add(node.module.split(".")[0])
        elif isinstance(node, (ast.List, ast.Tuple)):
            words = [item.value if isinstance(item, ast.Constant) else None for item in node.elts]
            ran = (module for flag, module in itertools.pairwise(words) if flag == "-m")
            used.update(module.split(".")[0] for module in ran if isinstance(module, str))
    return used


def wheel_sources(wheel: Path) -> dict[str, str]:
    """The code the wheel carries: each module, and each code cell of each notebook."""
    sources = {}
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.endswith(".py"):
                sources[name] = archive.read(name).decode()
            elif name.endswith(".ipynb"):
                cells = json.loads(archive.read(name))["cells"]
                for number, cell in enumerate(cells):
                    if cell["cell_type"] == "code":
                        source = cell["source"]  # a list of lines, or one string
                        sources[f"{name} cell {number}"] = "".join(source)
    return sources


NOTEBOOKS = "othello_lesson/notebooks/"


def shipped_notebooks(wheel: Path) -> list[str]:
    """The files a wheel carries in the package's ``notebooks/`` folder, relative to it."""
    names = zipfile.ZipFile(wheel).namelist()
    return sorted(name.removeprefix(NOTEBOOKS) for name in names if name.startswith(NOTEBOOKS))


def test_the_students_wheel_holds_every_lesson_and_no_solution_nor_anything_a_run_wrote(built):
    assert shipped_notebooks(built["wheel"]) == sorted(lesson.name for lesson in shipped_lessons())


def test_the_teachers_wheel_holds_every_lesson_and_its_solution_and_nothing_a_run_wrote(built):
    lessons = [lesson.name for lesson in shipped_lessons()]
    solved = [f"solutions/{name}" for name in lessons if name[:2].isdigit()]
    assert len(solved) == 13
    assert shipped_notebooks(built["teachers_wheel"]) == sorted([*lessons, *solved])


def test_the_sdist_is_the_courses_source_with_its_masters_and_nothing_a_run_wrote(built):
    with tarfile.open(built["sdist"]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {f"course/{master.name}" for master in (REPO / "course").glob("*.py")} <= names
    assert not names & set(WRITTEN_BY_A_RUN), names & set(WRITTEN_BY_A_RUN)


def test_the_wheel_and_the_sdist_carry_every_translation(built):
    """The PO files are package data: without them the course speaks English alone, and silently."""
    catalogues = sorted(
        path.relative_to(REPO).as_posix() for path in (REPO / "othello_lesson" / "locales").rglob("*.po")
    )
    assert catalogues, "no PO files in othello_lesson/locales"
    for wheel in (built["wheel"], built["teachers_wheel"]):
        assert set(catalogues) <= set(zipfile.ZipFile(wheel).namelist())
    with tarfile.open(built["sdist"]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert set(catalogues) <= names


def test_the_wheel_is_marked_typed(built):
    """A type checker reads the installed package's hints only if it carries ``py.typed`` (PEP 561)."""
    assert "othello_lesson/py.typed" in zipfile.ZipFile(built["wheel"]).namelist()


def test_every_requirement_of_the_wheel_is_met_in_its_virtualenv(venv, built):
    found, problems = installed_closure(wheel_requirements(built["wheel"]), extras=("classroom",))
    assert not problems, problems
    assert "voila" in found  # the classroom extra, which `othello-course present` needs
    result = run([*pip_of(venv), "check"], cwd=built["work"], check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_module_the_wheel_uses_comes_from_its_requirements(built):
    found, _ = installed_closure(wheel_requirements(built["wheel"]), extras=("classroom",))
    provided_by = metadata.packages_distributions()
    # pip: run only to add Voila for the teacher, and only once find_spec has found it
    # (an environment made by uv has none); the package is not asked to bring it.
    standard = {*sys.stdlib_module_names, "othello_lesson", "pip"}
    missing = {}
    for where, source in wheel_sources(built["wheel"]).items():
        for module in sorted(modules_used(source) - standard):
            distributions = {canonicalize_name(name) for name in provided_by.get(module, [])}
            if not distributions & found.keys():
                missing.setdefault(module, where)
    assert not missing, f"used but not required by the wheel (module: where): {missing}"


def test_the_installed_course_is_the_wheels_own(venv, built):
    where = run(
        [venv / "python", "-c", "from othello_lesson.course import shipped_folder; print(shipped_folder())"],
        cwd=built["work"],
    ).stdout.strip()
    assert Path(where).is_relative_to(venv.parent), where
    assert Path(where).parent.name == "othello_lesson"


def test_othello_course_list_names_every_lesson(venv, built):
    listed = run([venv / "othello-course", "list"], cwd=built["work"]).stdout.split()
    assert listed == [lesson.stem for lesson in shipped_lessons()]


def test_reset_copies_lessons_that_pass_nbval_in_the_fresh_venv(venv, built):
    mine = built["work"] / "my-course"
    # The course copied there first, as its first start does (reset refuses a folder without it).
    copy = f"from othello_lesson.course import copy_course; copy_course({str(mine)!r})"
    run([venv / "python", "-c", copy], cwd=built["work"])
    for lesson in RUN_THROUGH_NBVAL:
        result = run([venv / "othello-course", "--dir", mine, "reset", lesson[:2]], cwd=built["work"])
        assert "back as shipped" in result.stdout
        shipped = REPO / "notebooks" / f"{lesson}.ipynb"
        assert (mine / f"{lesson}.ipynb").read_bytes() == shipped.read_bytes()
    (built["work"] / "pytest.ini").write_text("[pytest]\n")  # none of the repository's options
    result = run(
        [
            venv / "python",
            "-m",
            "pytest",
            "-p",
            "nbval",  # the one plugin the run needs, as if pytest and nbval alone were installed
            "-c",
            built["work"] / "pytest.ini",
            "-p",
            "no:cacheprovider",
            "--nbval",
            "--nbval-current-env",
            *(mine / f"{lesson}.ipynb" for lesson in RUN_THROUGH_NBVAL),
        ],
        cwd=built["work"],
        check=False,
        env={"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"},
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    summary = result.stdout.strip().splitlines()[-1]
    assert re.search(r"\b\d+ passed\b", summary) and "failed" not in summary, result.stdout[-2000:]


def test_present_serves_the_classroom_notebook_from_the_wheel(venv, built):
    port = free_port()
    process = subprocess.Popen(
        [str(venv / "othello-course"), "present", "--port", str(port), "--token", "wheel-test-token"],
        cwd=built["work"],
        env=clean_env(built["work"]),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        text=True,
    )
    try:
        lines = []
        for line in process.stdout:
            lines.append(line)
            match = re.search(rf"http://127\.0\.0\.1:{port}/\?token=wheel-test-token\b", line)
            if match:
                break
        else:
            pytest.fail("present printed no address:\n" + "".join(lines))
        assert "classroom.ipynb" in "".join(lines)
        with urllib.request.urlopen(match[0], timeout=120) as response:
            page = response.read().decode()
        assert response.status == 200
        assert "application/vnd.jupyter.widget-view+json" in page, "the notebook did not show its board"
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
