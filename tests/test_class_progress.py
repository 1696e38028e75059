"""A class's progress, merged from the files its students hand in.

The numbers are checked on a class made by hand; bad files are named and
skipped, and no student's file is ever changed.  The command runs in a
process of its own, as a teacher runs it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from othello_lesson.exercises.log import ENVIRONMENT, record_outcome
from othello_lesson.progress import export_progress
from othello_lesson.teacher.class_progress import ClassFilesError, class_progress

COMMAND = Path(sys.executable).parent / "othello-course"


def exported(student: str, *exercises: tuple[str, str, int, dict]) -> dict:
    """A student's file as ``export_progress`` writes it: lesson 3's (name, state, tries, hints)."""
    return {
        "format": "othello-course-progress",
        "version": 1,
        "student": student,
        "exercises": [
            {"lesson": 3, "exercise": name, "state": state, "tries": tries, "hints": hints}
            for name, state, tries, hints in exercises
        ],
    }


CLASS = {
    "ada.json": exported(
        "student-0000000a",
        ("is_on_board", "done", 1, {}),
        ("ray_squares", "done", 3, {"Walk one step": 2}),
        ("sandwiches", "tried", 2, {"Own disc first": 2}),
    ),
    "bob.json": exported(
        "student-0000000b",
        ("is_on_board", "done", 2, {"Walk one step": 1}),
        ("ray_squares", "tried", 4, {"Walk one step": 3, "Stop at the edge": 1}),
        ("sandwiches", "not started", 0, {}),
    ),
    "cy.json": exported(
        "student-0000000c",
        ("is_on_board", "done", 5, {}),
        ("ray_squares", "not started", 0, {}),
        ("sandwiches", "tried", 1, {"Own disc first": 1}),
    ),
}


@pytest.fixture
def class_folder(tmp_path) -> Path:
    folder = tmp_path / "handed-in"
    folder.mkdir()
    for name, data in CLASS.items():
        (folder / name).write_text(json.dumps(data), encoding="utf-8")
    return folder


def add_bad_files(folder: Path) -> None:
    whole = (folder / "ada.json").read_text(encoding="utf-8")
    (folder / "second-ada.json").write_text(whole, encoding="utf-8")  # two files of one student
    (folder / "cut.json").write_text(whole[:40], encoding="utf-8")  # cut short
    (folder / "other.json").write_text('{"name": "a file of another program"}', encoding="utf-8")
    newer = dict(CLASS["bob.json"], version=99, student="student-000000ff")
    (folder / "newer.json").write_text(json.dumps(newer), encoding="utf-8")
    (folder / "notes.txt").write_text("not a progress file, and not a .json: not read")


def teacher_command(*argv: str, home: Path) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if key != ENVIRONMENT}
    env["HOME"] = str(home)
    return subprocess.run([str(COMMAND), *argv], env=env, capture_output=True, text=True, timeout=120)


def test_the_class_numbers_per_exercise(class_folder):
    assert class_progress(str(class_folder)) == class_progress([class_folder])  # one folder, on its own
    merged = class_progress([class_folder])
    assert merged.students == 3 and merged.skipped == []
    by_name = {entry.exercise: entry for entry in merged.exercises}
    assert [entry.exercise for entry in merged.exercises] == ["is_on_board", "ray_squares", "sandwiches"]
    assert (by_name["is_on_board"].finished, by_name["is_on_board"].stuck) == (3, 0)
    assert by_name["is_on_board"].median_tries == 2
    assert (by_name["ray_squares"].finished, by_name["ray_squares"].stuck) == (1, 1)
    assert by_name["ray_squares"].median_tries == 3.5
    assert by_name["ray_squares"].top_hints() == [("Walk one step", 5), ("Stop at the edge", 1)]
    assert (by_name["sandwiches"].finished, by_name["sandwiches"].stuck) == (0, 2)
    assert by_name["sandwiches"].median_tries == 1.5
    assert by_name["sandwiches"].top_hints() == [("Own disc first", 3)]


def test_bad_files_are_named_and_skipped_and_left_as_they_were(class_folder):
    add_bad_files(class_folder)
    before = {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in class_folder.iterdir()}
    merged = class_progress([class_folder])
    assert merged.students == 3
    assert dict(merged.skipped) == {
        "second-ada.json": "is a second file of the student of ada.json",
        "cut.json": "is cut short or is not JSON",
        "other.json": "is not a progress file of the Othello course",
        "newer.json": "was written by a newer version of the course (update yours)",
    }
    after = {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in class_folder.iterdir()}
    assert after == before


def test_the_table_and_the_chart_in_a_notebook(class_folder):
    merged = class_progress([class_folder / "ada.json", class_folder / "bob.json"])
    page = merged._repr_html_()
    assert page.count("<tr>") == 4  # the header and three exercises
    assert "<td>ray_squares</td><td>1</td><td>1</td><td>3.5</td>" in page
    chart = ElementTree.fromstring(merged.chart())
    titles = [title.text for title in chart.iter("{http://www.w3.org/2000/svg}title")]
    assert "lesson 3 ray_squares: 1 finished, 1 stuck" in titles


def test_the_class_command_prints_the_table_and_names_each_skipped_file(class_folder, tmp_path):
    add_bad_files(class_folder)
    result = teacher_command("class", str(class_folder), home=tmp_path)
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "3 student(s)."
    assert lines[1].split() == [
        "lesson",
        "exercise",
        "finished",
        "stuck",
        "median",
        "tries",
        "hints",
        "fired",
        "most",
    ]
    assert lines[3].split()[:5] == ["3", "ray_squares", "1", "1", "3.5"]
    assert "Walk one step (5); Stop at the edge (1)" in lines[3]
    assert result.stderr.splitlines() == [  # in the order of the files' names
        "othello-course: cut.json is cut short or is not JSON: skipped",
        "othello-course: newer.json was written by a newer version of the course (update yours): skipped",
        "othello-course: other.json is not a progress file of the Othello course: skipped",
        "othello-course: second-ada.json is a second file of the student of ada.json: skipped",
    ]


@pytest.mark.parametrize("problem", ["empty folder", "no such folder", "only bad files"])
def test_nothing_to_merge_is_one_line_and_exit_2(tmp_path, problem):
    folder = tmp_path / "class"
    if problem != "no such folder":
        folder.mkdir()
    if problem == "only bad files":
        (folder / "cut.json").write_text('{"format": "othello-course-prog')
    result = teacher_command("class", str(folder), home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert "Traceback" not in result.stderr
    last = result.stderr.splitlines()[-1]
    assert (
        last
        == {
            "empty folder": f"othello-course: {folder} holds no progress files (.json)",
            "no such folder": f"othello-course: {folder} does not exist",
            "only bad files": "othello-course: no progress file could be read",
        }[problem]
    )


@pytest.mark.parametrize("made", [True, False])
def test_a_folder_with_no_progress_files_raises_a_one_line_error(tmp_path, made):
    folder = tmp_path / "class"
    if made:
        folder.mkdir()
    with pytest.raises(ClassFilesError, match="holds no progress files" if made else "does not exist"):
        class_progress([folder])


def test_a_students_export_is_read_back_by_the_class(tmp_path, capsys):
    record_outcome(3, "is_on_board", "not yet", "Row # is above the top row", folder=tmp_path)
    record_outcome(3, "is_on_board", "correct", None, folder=tmp_path)
    export_progress(tmp_path / "mine.json", folder=tmp_path)
    merged = class_progress([tmp_path / "mine.json"])
    (entry,) = [entry for entry in merged.exercises if entry.exercise == "is_on_board"]
    assert (merged.students, entry.finished, entry.median_tries) == (1, 1, 2)
    assert entry.top_hints() == [("Row # is above the top row", 1)]
