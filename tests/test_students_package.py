"""The students' package and site hold no worked solutions, the teacher's do; none holds what a run wrote.

The wheels themselves are built in ``tests/test_wheel.py`` (both packages) and the
students' site in ``tests/browser/test_lite_site.py``; here: which notebooks a build
takes (from the masters, never from the folder), and the search for solved exercises
that the site's test runs, proven able to find one where it hides.
"""

from __future__ import annotations

import doctest
import gzip
import importlib.util
import io
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest
from _solved_exercises import solution_only_lines, solutions_in

from tools import build_site, build_wheel

REPO = Path(__file__).resolve().parent.parent


def setup_module_of_the_repository():
    """``setup.py`` as a module (its ``setup()`` call runs only when a build runs the file)."""
    spec = importlib.util.spec_from_file_location("course_setup", REPO / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def setup_py():
    return setup_module_of_the_repository()


def test_the_examples_of_setup_py_and_build_wheel_hold(setup_py):
    for module in (setup_py, build_wheel):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def tracked(folder: str) -> list[str]:
    listed = subprocess.run(["git", "ls-files", folder], cwd=REPO, check=True, capture_output=True, text=True)
    return sorted(name.removeprefix("notebooks/") for name in listed.stdout.split())


def test_the_masters_name_exactly_the_tracked_notebooks_and_solutions(setup_py):
    students = setup_py.course_notebooks(REPO / "course", solutions=False)
    teacher = setup_py.course_notebooks(REPO / "course", solutions=True)
    assert sorted(students) == [name for name in tracked("notebooks") if not name.startswith("solutions/")]
    assert sorted(teacher) == tracked("notebooks")
    assert not [name for name in students if name.startswith("solutions/")]


def test_a_file_a_run_left_beside_the_notebooks_is_not_named(setup_py, tmp_path):
    """Only the masters name notebooks: a file beside them, even a notebook, is no part of a build."""
    course = tmp_path / "course"
    course.mkdir()
    (course / "03-valid.py").write_text("# %%\n# BEGIN SOLUTION\nx = 1\n# END SOLUTION\n")
    (course / "README.md").write_text("# the recipe\n")
    for name in ("my_entry.py", "lesson8-games.csv", "Untitled.ipynb", "solutions/my_othello.py"):
        (tmp_path / "notebooks" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "notebooks" / name).write_text("left by a run\n")
    assert setup_py.course_notebooks(course, solutions=True) == ["03-valid.ipynb", "solutions/03-valid.ipynb"]


def test_a_build_setting_that_is_neither_yes_nor_no_is_refused(setup_py):
    assert setup_py.with_solutions({"OTHELLO_WITH_SOLUTIONS": " Yes "}) is True
    assert setup_py.with_solutions({"OTHELLO_WITH_SOLUTIONS": "0"}) is False
    with pytest.raises(ValueError, match="1 for the teacher's package, 0 for the students'"):
        setup_py.with_solutions({"OTHELLO_WITH_SOLUTIONS": "teacher"})


# --- the search for solved exercises ------------------------------------------------------------


@pytest.fixture(scope="module")
def needles() -> dict[str, list[str]]:
    return solution_only_lines()


def test_every_lesson_with_exercises_has_lines_only_its_solution_holds(needles):
    masters = [path.stem for path in (REPO / "course").glob("*.py") if "# BEGIN SOLUTION" in path.read_text()]
    assert sorted(needles) == sorted(masters) and len(masters) == 13
    assert all(needles.values())


def test_the_students_notebooks_hold_no_solution_and_the_solved_ones_are_found(needles):
    students = REPO / "notebooks"
    assert [line for line in solutions_in(students, needles) if not line.startswith("solutions/")] == []
    found = {line.split(" holds ")[1].split(":")[0] for line in solutions_in(students / "solutions", needles)}
    assert found == set(needles)  # every solved notebook is found by its own lines


def zipped(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def tarred(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def test_a_solution_hidden_in_an_archive_in_an_archive_is_found(needles, tmp_path):
    solved = (REPO / "notebooks" / "solutions" / "04-playing-a-move.ipynb").read_bytes()
    lesson = (REPO / "notebooks" / "04-playing-a-move.ipynb").read_bytes()
    site = tmp_path / "site"
    (site / "static").mkdir(parents=True)
    (site / "static" / "lesson.ipynb").write_bytes(lesson)
    wheel = zipped({"othello_lesson/notebooks/solutions/04-playing-a-move.ipynb": solved})
    (site / "static" / "bundle.zip").write_bytes(zipped({"inner/course-1.0-py3-none-any.whl": wheel}))
    (site / "static" / "course.tgz").write_bytes(tarred({"package/04.ipynb": solved}))
    (site / "static" / "one.ipynb.gz").write_bytes(gzip.compress(solved))
    found = solutions_in(site, needles)
    where = {line.split(" holds ")[0] for line in found}
    assert where == {
        "static/bundle.zip!inner/course-1.0-py3-none-any.whl!othello_lesson/notebooks/solutions/04-playing-a-move.ipynb",
        "static/course.tgz",  # the tar inside the gzip holds the file's bytes as they are
        "static/course.tgz!package/04.ipynb",
        "static/one.ipynb.gz",
    }
    assert all(" holds 04-playing-a-move: " in line for line in found)
    (site / "static" / "bundle.zip").unlink()
    (site / "static" / "course.tgz").unlink()
    (site / "static" / "one.ipynb.gz").unlink()
    assert solutions_in(site, needles) == []


# --- the site's course wheel ---------------------------------------------------------------------


def test_the_students_site_refuses_a_given_wheel_that_carries_solutions(tmp_path):
    teachers = tmp_path / "teacher" / "othello_lesson-0.1.0-py3-none-any.whl"
    teachers.parent.mkdir()
    teachers.write_bytes(zipped({"othello_lesson/notebooks/solutions/04-playing-a-move.ipynb": b"{}"}))
    students = tmp_path / "othello_lesson-0.1.0-py3-none-any.whl"
    students.write_bytes(zipped({"othello_lesson/notebooks/04-playing-a-move.ipynb": b"{}"}))
    with pytest.raises(RuntimeError, match="carries the worked solutions: the students' site needs"):
        build_site.course_wheel(tmp_path, teachers, solutions=False)
    assert build_site.course_wheel(tmp_path, teachers, solutions=True) == teachers
    assert build_site.course_wheel(tmp_path, students, solutions=False) == students


@pytest.mark.parametrize("solutions", [False, True])
def test_the_site_builds_the_package_of_its_kind(monkeypatch, tmp_path, solutions):
    """The students' site is built on the students' package, the teacher's on the teacher's."""
    asked = []

    def fake_run(command, *, verbose=False, env=None, **options):
        asked.append(env["OTHELLO_WITH_SOLUTIONS"])
        out = Path(command[command.index("--outdir") + 1])
        out.mkdir(parents=True, exist_ok=True)
        name = "solutions/00-welcome.ipynb" if env["OTHELLO_WITH_SOLUTIONS"] == "1" else "00-welcome.ipynb"
        (out / "othello_lesson-0.1.0-py3-none-any.whl").write_bytes(
            zipped({f"othello_lesson/notebooks/{name}": b"{}"})
        )

    monkeypatch.setattr(build_site, "run", fake_run)
    wheel = build_site.course_wheel(tmp_path, None, solutions=solutions)
    assert asked == ["1" if solutions else "0"]
    assert build_wheel.carries_solutions(wheel) is solutions
