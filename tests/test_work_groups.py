"""Tests that share a set-up run in one worker, one after the other: conftest.py marks each group at
collection, and pytest-xdist's ``--dist loadgroup`` (in pyproject.toml's addopts) keeps it together.

Here a small suite, laid out as the project's is, runs under the project's ``conftest.py`` and
addopts on two workers: each notebook's cells, each browser file, the files that share play.ipynb's
page, a file with a module-scoped fixture of its own and the solved lessons (in lesson order,
whatever order they were named in) each run in one worker.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from _suite_copy import copy_the_suites_conftest

ROOT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("the_suites_conftest", ROOT / "conftest.py")
CONFTEST = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(CONFTEST)


@pytest.mark.parametrize(
    ("nodeid", "shares", "unit"),
    [
        ("notebooks/04-playing-a-move.ipynb::Cell 7", False, "notebooks/04-playing-a-move.ipynb"),
        ("notebooks/solutions/03-is-this-move-valid.ipynb::Cell 2", False, "notebooks/solutions/"),
        ("notebooks/solutions/07-click-to-play.ipynb::Cell 9", False, "notebooks/solutions/"),
        ("tests/browser/test_lite_site.py::test_lesson[00]", False, "tests/browser/test_lite_site.py"),
        ("tests/browser/test_drawn_board.py::test_x", False, "tests/browser/ on play.ipynb"),
        ("tests/browser/test_record_in_browser.py::test_y", False, "tests/browser/ on play.ipynb"),
        ("tests/test_wheel.py::test_list", True, "tests/test_wheel.py"),
        ("tests/test_wheel.py::test_no_fixture", False, None),
        ("tests/test_rules.py::test_start[8]", False, None),
        ("othello_lesson/rules.py::othello_lesson.rules.place_move", False, None),
        ("README.md::README.md", False, None),
    ],
)
def test_each_test_belongs_to_the_group_of_the_set_up_it_shares(nodeid, shares, unit):
    assert CONFTEST.work_unit(nodeid, shares) == unit


def test_the_groups_come_longest_first_and_the_tests_that_run_alone_last():
    units = [
        None,
        "tests/test_wheel.py",
        "notebooks/00-welcome.ipynb",
        "tests/test_notebooks_rerun.py",
        "notebooks/solutions/",
        "tests/browser/test_classroom_server.py",
        "tests/browser/test_lite_site.py",
    ]
    assert sorted(units, key=CONFTEST.unit_rank) == [
        "tests/browser/test_lite_site.py",
        "tests/test_wheel.py",
        "tests/browser/test_classroom_server.py",
        "notebooks/solutions/",
        "notebooks/00-welcome.ipynb",
        "tests/test_notebooks_rerun.py",
        None,
    ]


def write_notebook(path: Path, *sources: str) -> None:
    """A notebook of code cells stored as run, each showing nothing."""
    cells = []
    for number, source in enumerate(sources, start=1):
        cell = nbformat.v4.new_code_cell(source)
        cell.execution_count = number
        cells.append(cell)
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nbformat.v4.new_notebook(cells=cells), path)


FILES = {
    "tests/browser/test_dark_theme.py": "def test_dark_1():\n    pass\n\n\ndef test_dark_2():\n    pass\n",
    "tests/browser/test_drawn_board.py": "def test_drawn_1():\n    pass\n\n\ndef test_drawn_2():\n    pass\n",
    "tests/browser/test_server.py": "".join(f"def test_server_{n}():\n    pass\n\n\n" for n in range(4)),
    "tests/test_shared.py": (
        "import pytest\n\n\n@pytest.fixture(scope='module')\ndef made_once():\n    return 1\n\n\n"
        + "".join(f"def test_shared_{n}(made_once):\n    pass\n\n\n" for n in range(4))
        + "def test_without_it():\n    pass\n"
    ),
    "tests/test_alone.py": (
        "import pytest\n\n\n@pytest.mark.parametrize('n', range(12))\ndef test_alone(n):\n    pass\n"
    ),
}


@pytest.fixture(scope="module")
def who_ran_what(tmp_path_factory) -> list[tuple[str, str]]:
    """The (worker, test) pairs of the run, in the order it reported them."""
    folder = tmp_path_factory.mktemp("groups")
    copy_the_suites_conftest(folder)
    addopts = re.search(r'^addopts = "(.*)"$', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M)
    (folder / "pytest.ini").write_text(f"[pytest]\naddopts = {addopts[1]}\n", encoding="utf-8")
    for name, text in FILES.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    write_notebook(folder / "notebooks/00-welcome.ipynb", "a = 1", "b = a + 1", "c = b + 1")
    # Lesson 3 writes the module lesson 7 reads, as the solved lessons share my_othello.py.
    solved = folder / "notebooks/solutions"
    write_notebook(solved / "03-three.ipynb", "x = 3", "_ = open('shared.txt', 'w').write('3')")
    write_notebook(solved / "07-seven.ipynb", "assert open('shared.txt').read() == '3'", "y = 7")
    environment = {name: value for name, value in os.environ.items() if not name.startswith("PYTEST_")}
    command = [sys.executable, "-m", "pytest", "-n", "2", "--nbval", "-v", "--color=no"]
    # The lessons named out of order: lesson 7 first.
    command += ["-p", "no:cacheprovider", "notebooks/solutions/07-seven.ipynb", "notebooks", "tests"]
    run = subprocess.run(command, cwd=folder, env=environment, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    # xdist shows a grouped test's group after an @
    ran = [
        (worker, nodeid.split("@")[0])
        for worker, nodeid in re.findall(r"^\[(gw\d+)\] \[ *\d+%\] PASSED (\S.*?)\s*$", run.stdout, re.M)
    ]
    assert len(ran) == 3 + 2 + 2 + 4 + 4 + 5 + 12, run.stdout
    return ran


def in_files(ran: list[tuple[str, str]], *files: str) -> list[tuple[str, str]]:
    return [(worker, test) for worker, test in ran if test.split("::")[0] in files]


@pytest.mark.parametrize(
    "files",
    [
        ["notebooks/00-welcome.ipynb"],
        ["notebooks/solutions/03-three.ipynb", "notebooks/solutions/07-seven.ipynb"],
        ["tests/browser/test_dark_theme.py", "tests/browser/test_drawn_board.py"],
        ["tests/browser/test_server.py"],
    ],
)
def test_a_group_runs_in_one_worker(who_ran_what, files):
    ran = in_files(who_ran_what, *files)
    assert ran and len({worker for worker, _ in ran}) == 1, ran


def test_the_tests_that_share_a_fixture_of_their_file_run_in_one_worker(who_ran_what):
    ran = in_files(who_ran_what, "tests/test_shared.py")
    sharing = [worker for worker, test in ran if "test_shared_" in test]
    assert len(sharing) == 4 and len(set(sharing)) == 1, ran


def test_the_solved_lessons_run_in_lesson_order(who_ran_what):
    solved = [test.split("::")[0] for _, test in who_ran_what if "/solutions/" in test]
    assert solved == ["notebooks/solutions/03-three.ipynb"] * 2 + ["notebooks/solutions/07-seven.ipynb"] * 2
