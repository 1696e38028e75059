"""The tests use a home folder of their own: a course folder the person filled before is never read.

The README's first command fills ``~/othello-course``; the test command run after it must
pass all the same, reading nothing there (``tests/_own_home.py``, called by ``conftest.py``).
Proven here by running the course's own tests in a pytest of their own, with a home whose
course folder has every notebook changed.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from _own_home import REAL_HOME, VARIABLE

from othello_lesson import shipped
from othello_lesson.course import copy_course

REPO = Path(__file__).resolve().parent.parent
# The tests of the course command and of what it serves (present, the classroom, the tournament page).
COURSE_TESTS = ["tests/test_course.py", "tests/test_classroom.py", "tests/test_tournament_view.py"]
PROBE = "tests/test_own_home.py::test_this_session_runs_in_a_home_of_its_own"
CHANGED = "a lesson the student changed, which no test may read"


def test_this_session_runs_in_a_home_of_its_own():
    persons_home = Path(os.environ.get(REAL_HOME, Path.home()))  # the home the session started with
    folder = shipped.DEFAULT_FOLDER
    assert not folder.is_relative_to(persons_home), f"the course folder is in the person's home: {folder}"
    home = Path(os.environ[VARIABLE])
    assert Path.home() == home and Path(os.environ["USERPROFILE"]) == home
    assert home / "othello-course" == folder


def fingerprint(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def pytest_run(arguments: list[str], home: Path, cwd: Path = REPO) -> subprocess.CompletedProcess:
    """pytest run in a process of its own whose home is ``home``, as if the person ran it."""
    env = {name: value for name, value in os.environ.items() if not name.startswith("OTHELLO_TESTS_")}
    env |= {"HOME": str(home), "USERPROFILE": str(home)}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-q", *arguments]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


def test_a_changed_course_folder_in_the_persons_home_is_never_read(tmp_path):
    home = tmp_path / "home"
    course = home / "othello-course"
    copy_course(course)  # as the README's first command does
    for notebook in course.glob("*.ipynb"):
        data = json.loads(notebook.read_text(encoding="utf-8"))
        data["cells"].insert(0, {"cell_type": "markdown", "metadata": {}, "source": CHANGED})
        notebook.write_text(json.dumps(data), encoding="utf-8")
    before = fingerprint(home)

    ran = pytest_run([*COURSE_TESTS, PROBE], home)
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-2000:]
    summary = ran.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary, summary
    assert fingerprint(home) == before, "a test wrote into the person's home"

    # Without the suite's conftest.py, the same session is in the person's home: the check above can fail.
    bare = pytest_run(["--noconftest", PROBE], home)
    assert bare.returncode != 0 and "1 failed" in bare.stdout, bare.stdout[-3000:]
    assert f"the course folder is in the person's home: {home / 'othello-course'}" in bare.stdout
