"""The wheel carries the course: built, installed in a fresh virtualenv, and used from there.

``python -m build`` makes the sdist and, from it, the wheel; the wheel is
installed in a new virtualenv that knows nothing of this repository, and the
course is used as a student would: ``othello-course list``, ``reset`` (which
copies a lesson into the student's folder), ``present`` (Voilà), and two of
the copied lessons run through nbval there.  The other lessons are only
listed, to keep the run short.

This is slow (a minute or two: a virtualenv with JupyterLab); deselect it with
``-m 'not wheel'``.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import urllib.request
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from othello_lesson.course import shipped_lessons

pytestmark = pytest.mark.wheel

REPO = Path(__file__).resolve().parent.parent
RUN_THROUGH_NBVAL = ["00-welcome", "07-click-to-play"]


def clean_env(cwd: Path) -> dict[str, str]:
    """This environment without any hint of the repository's virtualenv."""
    # PYTHONDONTWRITEBYTECODE too: the throwaway virtualenv keeps the bytecode of what its programs
    # import (it is installed without compiling), so that the next program does not compile it again.
    left_out = ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE")
    env = {key: value for key, value in os.environ.items() if key not in left_out}
    env["JUPYTER_DATA_DIR"] = str(cwd / "jupyter-data")  # where reset records trusted notebooks
    env["HOME"] = str(cwd / "home")  # no course folder of this machine's user is looked at
    return env


def run(command: list, *, cwd: Path, timeout: float = 600, check: bool = True) -> subprocess.CompletedProcess:
    env = clean_env(cwd)
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


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """The sdist and the wheel, built from a clean copy of the repository's tracked files."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    tracked = run(["git", "ls-files", "-z"], cwd=REPO).stdout.split("\0")
    for name in filter(None, tracked):
        if (REPO / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, source / name)
    run([sys.executable, "-m", "build", "--outdir", work / "dist", source], cwd=work)
    (wheel,) = (work / "dist").glob("othello_lesson-*.whl")
    (sdist,) = (work / "dist").glob("othello_lesson-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist, "work": work}


def pip_takes_another_python() -> bool:
    """Can this environment's pip install into another Python (``pip --python``, pip 22.3 and later)?"""
    try:
        major, minor = (int(part) for part in metadata.version("pip").split(".")[:2])
    except (metadata.PackageNotFoundError, ValueError):
        return False
    return (major, minor) >= (22, 3)


@pytest.fixture(scope="module")
def venv(built) -> Path:
    """A fresh virtualenv with the wheel (and Voilà, nbval) installed: its bin folder."""
    folder = built["work"] / "venv"
    bin_folder = folder / ("Scripts" if os.name == "nt" else "bin")
    # --no-compile: Python compiles the few modules the tests import when they are imported, not
    # every module of JupyterLab and Voilà at install time (most of the install's time otherwise).
    options = ["install", "-q", "--no-compile"]
    wheel = f"{built['wheel']}[classroom]"
    if pip_takes_another_python():
        # No pip of its own: this environment's pip installs into it, which spares copying pip
        # in first (ensurepip: about 5 s of processor time); nothing run in it needs pip.
        run([sys.executable, "-m", "venv", "--without-pip", folder], cwd=built["work"])
        install = [sys.executable, "-m", "pip", "--python", bin_folder / "python", *options]
    else:
        run([sys.executable, "-m", "venv", folder], cwd=built["work"])
        install = [bin_folder / "python", "-m", "pip", *options]
    run([*install, wheel, "pytest", "nbval"], cwd=built["work"])
    return bin_folder


def test_the_wheel_holds_every_lesson_and_solution(built):
    names = set(zipfile.ZipFile(built["wheel"]).namelist())
    for lesson in shipped_lessons():
        assert f"othello_lesson/notebooks/{lesson.name}" in names
        assert f"othello_lesson/notebooks/solutions/{lesson.name}" in names or not lesson.stem[:2].isdigit()


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
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    summary = result.stdout.strip().splitlines()[-1]
    assert re.search(r"\b\d+ passed\b", summary) and "failed" not in summary, result.stdout[-2000:]


def test_present_serves_the_classroom_notebook_from_the_wheel(venv, built):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
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
