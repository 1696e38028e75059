"""The wheel carries the course: built, installed in a fresh virtualenv, and used from there.

``python -m build`` makes the sdist and, from it, the wheel.  The wheel alone
(``--no-deps``) is installed in a new virtualenv that knows nothing of this
repository; its dependencies are borrowed from the environment these tests run
in: a ``.pth`` file in the new virtualenv names this environment's
site-packages (already installed and compiled, so nothing is installed twice),
and ``JUPYTER_PATH`` and ``JUPYTER_CONFIG_PATH`` its Jupyter files (Voilà's
templates, the kernel's spec).  A ``.pth`` line only appends a folder to
``sys.path``: the ``.pth`` files inside it (this environment's editable install
of the package) are not run, so the package imported there is the wheel's.

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
import os
import re
import shutil
import site
import subprocess
import sys
import sysconfig
import tarfile
import urllib.request
import zipfile
from email.parser import HeaderParser
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from othello_lesson.course import shipped_lessons
from othello_lesson.local_server import free_port
from tools.build_site import build_installer

pytestmark = pytest.mark.wheel

REPO = Path(__file__).resolve().parent.parent
RUN_THROUGH_NBVAL = ["00-welcome", "07-click-to-play"]
# The environment these tests run in, whose packages the wheel's virtualenv borrows: its site-packages,
# and the folder where pip put its packages' Jupyter files (share/jupyter, etc/jupyter).
BORROWED_SITE_PACKAGES = list(dict.fromkeys([*site.getsitepackages(), sysconfig.get_path("purelib")]))
BORROWED_DATA = Path(sysconfig.get_path("data"))


def clean_env(cwd: Path) -> dict[str, str]:
    """This environment without any hint of the repository's virtualenv."""
    # PYTHONDONTWRITEBYTECODE too: the throwaway virtualenv keeps the bytecode of what its programs
    # import (it is installed without compiling), so that the next program does not compile it again.
    left_out = ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE")
    env = {key: value for key, value in os.environ.items() if key not in left_out}
    env["JUPYTER_DATA_DIR"] = str(cwd / "jupyter-data")  # where reset records trusted notebooks
    env["HOME"] = str(cwd / "home")  # no course folder of this machine's user is looked at
    # The Jupyter files of the borrowed packages (see the module's docstring), as a full install puts
    # them in the virtualenv's own share/jupyter and etc/jupyter.
    env["JUPYTER_PATH"] = str(BORROWED_DATA / "share" / "jupyter")
    env["JUPYTER_CONFIG_PATH"] = str(BORROWED_DATA / "etc" / "jupyter")
    return env


def run(
    command: list, *, cwd: Path, timeout: float = 600, check: bool = True, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    env = clean_env(cwd) | (env or {})
    result = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    if check and result.returncode != 0:
        said = f"{result.stdout}\n{result.stderr}"
        pytest.fail(f"{' '.join(map(str, command))} failed ({result.returncode}):\n{said}")
    return result


# What a run of the lessons (or of their tests) writes beside the notebooks, and a notebook a student made:
# none of it is the course's.
WRITTEN_BY_A_RUN = [
    "notebooks/my_entry.py",
    "notebooks/lesson8-games.csv",
    "notebooks/my_othello.py",
    "notebooks/Untitled.ipynb",
    "notebooks/solutions/my_othello.py",
    "notebooks/solutions/my_entry.py",
    "notebooks/solutions/lesson8-games.csv",
]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """The sdist, the students' wheel and the teacher's, built from a copy of the repository's tracked files.

    The copy also holds what a run of the lessons writes beside the notebooks, as a clone
    that ran them does: no package may carry it.  The students' wheel is ``python -m build``'s
    default (built from the sdist); the teacher's is built with ``OTHELLO_WITH_SOLUTIONS=1``.
    """
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    tracked = run(["git", "ls-files", "-z"], cwd=REPO).stdout.split("\0")
    for name in filter(None, tracked):
        if (REPO / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, source / name)
    for name in WRITTEN_BY_A_RUN:
        (source / name).write_text("# not the course's\n")
    # The sdist's and the wheel's isolated build environments are set up with uv where it is installed.
    run([sys.executable, "-m", "build", *build_installer(), "--outdir", work / "dist", source], cwd=work)
    (wheel,) = (work / "dist").glob("othello_lesson-*.whl")
    (sdist,) = (work / "dist").glob("othello_lesson-*.tar.gz")
    teacher = work / "teacher"
    command = [sys.executable, "-m", "build", "--wheel", *build_installer(), "--outdir", teacher, source]
    run(command, cwd=work, env={"OTHELLO_WITH_SOLUTIONS": "1"})
    (teachers_wheel,) = teacher.glob("othello_lesson-*.whl")
    return {"wheel": wheel, "teachers_wheel": teachers_wheel, "sdist": sdist, "work": work}


def pip_takes_another_python() -> bool:
    """Can this environment's pip install into another Python (``pip --python``, pip 22.3 and later)?"""
    try:
        major, minor = (int(part) for part in metadata.version("pip").split(".")[:2])
    except (metadata.PackageNotFoundError, ValueError):
        return False
    return (major, minor) >= (22, 3)


@pytest.fixture(scope="module")
def venv(built) -> Path:
    """A fresh virtualenv with the wheel, borrowing this environment's packages: its bin folder."""
    folder = built["work"] / "venv"
    bin_folder = folder / ("Scripts" if os.name == "nt" else "bin")
    # The wheel alone, uncompiled: Python compiles its modules when they are first imported.
    options = ["install", "-q", "--no-compile", "--no-deps"]
    without_pip = ["--without-pip"] if pip_takes_another_python() else []
    run([sys.executable, "-m", "venv", *without_pip, folder], cwd=built["work"])
    # The wheel goes in before the borrowed packages are in sight: pip would otherwise see this
    # environment's own install of the package and try to replace it.
    run([*pip_of(bin_folder), *options, built["wheel"]], cwd=built["work"])
    where = [bin_folder / "python", "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]
    site_packages = Path(run(where, cwd=built["work"]).stdout.strip())
    (site_packages / "borrowed.pth").write_text("".join(f"{path}\n" for path in BORROWED_SITE_PACKAGES))
    return bin_folder


def pip_of(bin_folder: Path) -> list:
    """The pip that works on the virtualenv of ``bin_folder``."""
    if pip_takes_another_python():
        # The virtualenv has no pip of its own: this environment's pip works on it, which spares
        # copying pip in first (ensurepip: about 5 s of processor time); nothing run in it needs pip.
        return [sys.executable, "-m", "pip", "--python", bin_folder / "python"]
    return [bin_folder / "python", "-m", "pip"]


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
