"""A class's progress, merged from the files its students hand in.

The numbers are checked on a class made by hand, and the teacher's first lines
(who is stuck, where, with which hint, what to go over) on a class whose files
are real exports of real checks; bad files are named and skipped, and no
student's file is ever changed.  ``keep``'s re-checks are no tries.  The
command runs in a process of its own, as a teacher runs it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from othello_lesson import rules
from othello_lesson.exercises import lesson3, lesson5, lesson6, own_othello
from othello_lesson.exercises.hints import shown_words
from othello_lesson.exercises.log import ENVIRONMENT, read_outcomes, record_outcome
from othello_lesson.exercises.own_othello import keep, rules_from_my_othello
from othello_lesson.progress import course_lessons, export_progress
from othello_lesson.rules import BLACK, WHITE
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
    assert (
        "<td>ray_squares</td><td>1</td><td>1</td><td>3.5</td><td>&quot;Walk one step&quot; (5 times); "
        in page
    )
    assert "<p>Stuck (tried, not finished), most tries first:</p>" in page
    chart = ElementTree.fromstring(merged.chart())
    titles = [title.text for title in chart.iter("{http://www.w3.org/2000/svg}title")]
    assert "lesson 3 ray_squares: 1 finished, 1 stuck" in titles


def test_the_class_command_says_who_is_stuck_first_then_the_table_and_names_each_skipped_file(
    class_folder, tmp_path
):
    add_bad_files(class_folder)
    result = teacher_command("class", str(class_folder), home=tmp_path)
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[:6] == [
        "The class: 3 students (ada, bob, cy).",
        "Stuck (tried, not finished), most tries first:",
        '  bob  lesson 3 ray_squares, 4 tries; hint given most: "Walk one step" (3 times)',
        '  ada  lesson 3 sandwiches, 2 tries; hint given most: "Own disc first" (2 times)',
        '  cy   lesson 3 sandwiches, 1 try; hint given most: "Own disc first" (1 time)',
        "Go over with the class: lesson 3 sandwiches, where 2 of 3 are stuck; "
        'the hint given most there: "Own disc first" (3 times).',
    ]
    assert lines[7] == "The exercises the class has reached (lesson 3 is_on_board to lesson 3 sandwiches):"
    assert lines[8].split() == ["lesson", "exercise", "finished", "stuck", "median", "tries"]
    assert lines[11].split() == ["3", "ray_squares", "1", "1", "3.5"]
    assert lines[12].split("hints: ")[1] == '"Walk one step" (5 times); "Stop at the edge" (1 time)'
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


def test_an_older_students_export_with_hint_texts_is_read_back_by_the_class(tmp_path, capsys):
    record_outcome(3, "is_on_board", "not yet", "Row # is above the top row", folder=tmp_path)
    record_outcome(3, "is_on_board", "correct", None, folder=tmp_path)
    record_outcome(3, "ray_squares", "not yet", "Row # is above the top row", folder=tmp_path)
    export_progress(tmp_path / "mine.json", folder=tmp_path)
    merged = class_progress([tmp_path / "mine.json"])
    (entry,) = [entry for entry in merged.exercises if entry.exercise == "is_on_board"]
    assert (merged.students, entry.finished, entry.median_tries) == (1, 1, 2)
    assert entry.top_hints() == [("Row # is above the top row", 1)]
    said = '  mine  lesson 3 ray_squares, 1 try; hint given most: "Row # is above the top row" (1 time)'
    assert said in str(merged)


# --- a class of real exports: each student's checks run in their own folder, then exported ------


def wrong_columns(board, row, col):
    return 0 <= row < len(board) and 0 <= col <= len(board)  # <= : one column too many


def right_is_on_board(board, row, col):
    return 0 <= row < len(board) and 0 <= col < len(board)


def no_squares(board, row, col, dr, dc):
    return []


def exported_by_checks(folder: Path, name: str, monkeypatch, *checks) -> Path:
    """Run ``checks`` (calls of the lessons' checks) as the student ``name`` does, in their folder; export."""
    student = folder / name
    student.mkdir()
    monkeypatch.setenv(ENVIRONMENT, str(student))
    for check in checks:
        check()
    monkeypatch.setenv(ENVIRONMENT, "memory")
    return export_progress(folder / f"{name}.json", folder=student)


@pytest.fixture
def real_class(tmp_path, monkeypatch) -> Path:
    handed_in = tmp_path / "handed-in"
    handed_in.mkdir()
    homes = tmp_path / "homes"
    homes.mkdir()
    wrong = [lambda: lesson3.check_is_on_board(wrong_columns)] * 3
    for name, checks in {
        "ana": wrong,
        "ben": [
            lambda: lesson3.check_is_on_board(right_is_on_board),
            lambda: lesson3.check_ray_squares(no_squares),
            lambda: lesson3.check_ray_squares(no_squares),
        ],
        "cy": wrong[:1],
    }.items():
        exported = exported_by_checks(homes, name, monkeypatch, *checks)
        exported.rename(handed_in / exported.name)
    return handed_in


def test_the_first_lines_name_who_is_stuck_where_with_the_whole_hint_and_what_to_go_over(real_class):
    merged = class_progress(real_class)
    hint = f'lesson3.column_past "{shown_words("lesson3.column_past")}"'
    assert len(shown_words("lesson3.column_past")) > 80  # shown whole, never cut short
    ray_hint = f'lesson3_ray.never_walks "{shown_words("lesson3_ray.never_walks")}"'
    assert merged.headline() == [
        "The class: 3 students (ana, ben, cy).",
        "Stuck (tried, not finished), most tries first:",
        f"  ana  lesson 3 is_on_board, 3 tries; hint given most: {hint} (3 times)",
        f"  ben  lesson 3 ray_squares, 2 tries; hint given most: {ray_hint} (2 times)",
        f"  cy   lesson 3 is_on_board, 1 try; hint given most: {hint} (1 time)",
        "Go over with the class: lesson 3 is_on_board, where 2 of 3 are stuck; "
        f"the hint given most there: {hint} (4 times).",
    ]
    assert [(entry.exercise, entry.finished, entry.stuck) for entry in merged.reached()] == [
        ("is_on_board", 1, 2),
        ("ray_squares", 0, 1),
    ]
    assert merged.reached()[0].stuck_students == ["ana", "cy"]


def test_only_the_exercises_the_class_has_reached_are_listed(real_class):
    shown = str(class_progress(real_class))
    title = "The exercises the class has reached (lesson 3 is_on_board to lesson 3 ray_squares):\n"
    table = shown.split(title)[1]
    rows = [line.split()[:2] for line in table.splitlines()[1:] if not line.lstrip().startswith("hints:")]
    assert rows == [["3", "is_on_board"], ["3", "ray_squares"]]
    assert sum(len(lesson.exercises) for lesson in course_lessons()) > 40 and "sandwiches" not in shown


def test_a_class_where_nobody_is_stuck_says_so(tmp_path, monkeypatch):
    exported_by_checks(tmp_path, "ana", monkeypatch, lambda: lesson3.check_is_on_board(right_is_on_board))
    merged = class_progress(tmp_path / "ana.json")
    assert merged.headline() == [
        "The class: 1 student (ana).",
        "Nobody is stuck: every exercise tried has been finished.",
    ]
    assert merged.to_go_over() is None


def count_discs(board):
    return sum(row.count(BLACK) for row in board), sum(row.count(WHITE) for row in board)


def valid_moves_list(board, colour):
    size = len(board)
    return [(r, c) for r in range(size) for c in range(size) if rules.is_valid_move(board, r, c, colour)]


def test_keep_checking_again_at_the_end_of_a_lesson_is_no_try(tmp_path, monkeypatch):
    """A wrong try, a right one, then keep (after a restart: it checks again) and the board reading it."""
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path))
    monkeypatch.setattr(own_othello, "_PASSED", set())
    lesson6.check_count_discs(lambda board: (0, 0))
    lesson6.check_count_discs(count_discs)
    lesson5.check_valid_moves_list(valid_moves_list)
    own_othello._PASSED.clear()  # a kernel restarted: keep runs the checks again
    kept = keep(count_discs, valid_moves_list, folder=tmp_path)
    assert repr(kept).startswith("✔ my_othello.py now holds your count_discs, valid_moves_list:")
    rules_from_my_othello(folder=tmp_path, say=lambda words: None)  # lesson 7's board checks them again
    logged = read_outcomes(tmp_path)
    rechecks = [(entry["exercise"], entry["state"]) for entry in logged if entry.get("recheck")]
    assert sorted(rechecks) == [
        ("count_discs", "correct"),
        ("valid_moves_list", "correct"),
        ("valid_moves_list", "correct"),
    ]
    monkeypatch.setenv(ENVIRONMENT, "memory")
    exported = export_progress(tmp_path / "ana.json", folder=tmp_path)
    tries = {entry["exercise"]: entry["tries"] for entry in json.loads(exported.read_text())["exercises"]}
    assert (tries["count_discs"], tries["valid_moves_list"]) == (2, 1)
    last = json.loads((tmp_path / ".progress" / "progress.jsonl").read_text().splitlines()[-1])
    assert last["recheck"] is True


def test_collect_outside_a_hub_says_where_it_runs_and_writes_nothing(tmp_path):
    result = teacher_command("collect", str(tmp_path / "class"), home=tmp_path)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (
        "othello-course: collect runs in a terminal of your JupyterLab on the hub (no hub found here)\n"
    )
    assert not (tmp_path / "class").exists()
