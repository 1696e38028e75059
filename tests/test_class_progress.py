"""A class's progress, merged from the files its students hand in.

The numbers are checked on a class made by hand, and the teacher's first lines
(who is stuck, where, with which hint, what to go over) on a class whose files
are real exports of real checks; bad files are named and skipped, and no
student's file is ever changed.  ``keep``'s re-checks are no tries.  The
command runs in a process of its own, as a teacher runs it.
"""

from __future__ import annotations

import csv
import datetime
import io
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
from othello_lesson.teacher.collect_record import CollectRecord, LeftOut, read_record, write_record
from othello_lesson.teacher.hub_progress import Hub, collect

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


TITLE = "The exercises the class has reached (lesson 3 is_on_board to lesson 3 sandwiches):"


def test_the_class_numbers_per_exercise(class_folder):
    assert class_progress(str(class_folder)) == class_progress([class_folder])  # one folder, on its own
    merged = class_progress([class_folder])
    assert merged.students == 3 and merged.skipped == []
    by_name = {entry.exercise: entry for entry in merged.exercises}
    assert [entry.exercise for entry in merged.exercises] == ["is_on_board", "ray_squares", "sandwiches"]
    counts = {name: (entry.finished, entry.trying, entry.stuck) for name, entry in by_name.items()}
    assert counts == {"is_on_board": (3, 0, 0), "ray_squares": (1, 0, 1), "sandwiches": (0, 2, 0)}
    assert by_name["is_on_board"].median_tries == 2
    assert by_name["ray_squares"].median_tries == 3.5
    assert by_name["ray_squares"].top_hints() == [("Walk one step", 5), ("Stop at the edge", 1)]
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
        "<td>ray_squares</td><td>1</td><td>0</td><td>1</td><td>3.5</td>"
        "<td>&quot;Walk one step&quot; (5 times); " in page
    )
    assert "<p>Stuck (3 tries or more, or 15 min or more" in page
    chart = ElementTree.fromstring(merged.chart())
    titles = [title.text for title in chart.iter("{http://www.w3.org/2000/svg}title")]
    assert "lesson 3 ray_squares: 1 finished, 0 trying, 1 stuck" in titles


def test_the_class_command_says_who_is_stuck_first_then_the_table_and_names_each_skipped_file(
    class_folder, tmp_path
):
    add_bad_files(class_folder)
    result = teacher_command("class", str(class_folder), home=tmp_path)
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[:5] == [
        "The class: 3 students (ada, bob, cy).",
        "Stuck (3 tries or more, or 15 min or more from the first try to the last, on one exercise not "
        "finished), most tries first:",
        '  bob  lesson 3 ray_squares: 4 tries (several tries); hint given most: "Walk one step" (3 times)',
        "Go over with the class: lesson 3 ray_squares, where 1 of 3 are stuck; "
        'the hint given most there: "Walk one step" (5 times).',
        "Trying, not stuck yet: ada (lesson 3 sandwiches, 2 tries); cy (lesson 3 sandwiches, 1 try).",
    ]
    table = lines[lines.index(TITLE) + 1 :]
    assert table[0].split() == ["lesson", "exercise", "finished", "trying", "stuck", "median", "tries"]
    assert table[3].split() == ["3", "ray_squares", "1", "0", "1", "3.5"]
    assert table[4].split("hints: ")[1] == '"Walk one step" (5 times); "Stop at the edge" (1 time)'
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
    said = "Trying, not stuck yet: mine (lesson 3 ray_squares, 1 try)."
    assert said in str(merged)


# --- a class of real exports: each student's checks run in their own folder, then exported ------


def wrong_columns(board, row, col):
    return 0 <= row < len(board) and 0 <= col <= len(board)  # <= : one column too many


def right_is_on_board(board, row, col):
    return 0 <= row < len(board) and 0 <= col < len(board)


def swapped_steps(board, row, col, dr, dc):
    """A ray_squares that adds the column's step to the row and the row's to the column."""
    squares = []
    row, col = row + dc, col + dr
    while 0 <= row < len(board) and 0 <= col < len(board):
        squares.append((row, col))
        row, col = row + dc, col + dr
    return squares


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
            lambda: lesson3.check_ray_squares(swapped_steps),
            lambda: lesson3.check_ray_squares(swapped_steps),
        ],
        "cy": wrong[:1],
    }.items():
        exported = exported_by_checks(homes, name, monkeypatch, *checks)
        exported.rename(handed_in / exported.name)
    return handed_in


def test_the_first_lines_name_who_is_stuck_where_with_the_whole_hint_and_what_to_go_over(real_class):
    hint = f'lesson3.column_past "{shown_words("lesson3.column_past")}"'
    assert len(shown_words("lesson3.column_past")) > 80  # shown whole, never cut short
    ray_hint = f'lesson3_ray.step "{shown_words("lesson3_ray.step")}"'
    merged = class_progress(real_class, stuck_tries=2)
    assert merged.headline()[:6] == [
        "The class: 3 students (ana, ben, cy).",
        "Stuck (2 tries or more, or 15 min or more from the first try to the last, on one exercise not "
        "finished), most tries first:",
        f"  ana  lesson 3 is_on_board: 3 tries in 0 min (several tries); hint given most: {hint} (3 times)",
        f"  ben  lesson 3 ray_squares: 2 tries in 0 min (several tries); hint given most: {ray_hint} "
        "(2 times)",
        "Go over with the class: lesson 3 is_on_board, where 1 of 3 are stuck; "
        f"the hint given most there: {hint} (4 times).",
        "Trying, not stuck yet: cy (lesson 3 is_on_board, 1 try).",
    ]
    assert [(entry.exercise, entry.finished, entry.trying, entry.stuck) for entry in merged.reached()] == [
        ("is_on_board", 1, 1, 1),
        ("ray_squares", 0, 0, 1),
    ]
    assert merged.reached()[0].stuck_students == ["ana"]


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
        "Nobody is stuck: no exercise has taken 3 tries or 15 min without being finished.",
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


# --- time: when each student worked and was collected; stuck by tries or by time ---------------


def timed(student: str, written: str, *exercises: tuple[str, str, int, str | None, str | None]) -> dict:
    """A file of this version: lesson 3's (name, state, tries, first try, last try), and when written."""
    last = [exercise[4] for exercise in exercises if exercise[4]]
    return {
        "format": "othello-course-progress",
        "version": 1,
        "student": student,
        "written": written,
        "last_worked": max(last) if last else None,
        "exercises": [
            {"lesson": 3, "exercise": name, "state": state, "tries": tries, "hints": {}, "first_try": first,
             "last_try": final}
            for name, state, tries, first, final in exercises
        ],
    }  # fmt: skip


def write_class(folder: Path, files: dict[str, dict]) -> Path:
    folder.mkdir(exist_ok=True)
    for name, data in files.items():
        (folder / name).write_text(json.dumps(data), encoding="utf-8")
    return folder


MONDAY = "2026-03-02T09:{:02d}:00Z"


def test_stuck_means_several_tries_or_a_long_time_on_one_exercise_and_says_which(tmp_path):
    folder = write_class(
        tmp_path / "class",
        {
            "ana.json": timed(
                "ana", MONDAY.format(59), ("is_on_board", "tried", 4, MONDAY.format(0), MONDAY.format(3))
            ),
            "ben.json": timed(
                "ben", MONDAY.format(59), ("is_on_board", "tried", 2, MONDAY.format(0), MONDAY.format(40))
            ),
            "cy.json": timed(
                "cy", MONDAY.format(59), ("is_on_board", "tried", 5, MONDAY.format(0), MONDAY.format(30))
            ),
            "dan.json": timed(
                "dan", MONDAY.format(59), ("is_on_board", "tried", 1, MONDAY.format(1), MONDAY.format(1))
            ),
        },
    )
    merged = class_progress(folder)
    assert [str(entry) for entry in merged.stuck] == [
        "lesson 3 is_on_board: 5 tries in 30 min (several tries and a long time)",
        "lesson 3 is_on_board: 4 tries in 3 min (several tries)",
        "lesson 3 is_on_board: 2 tries in 40 min (a long time)",
    ]
    assert [entry.student for entry in merged.stuck] == ["cy", "ana", "ben"]
    assert "Trying, not stuck yet: dan (lesson 3 is_on_board, 1 try)." in merged.headline()
    # One try is never "stuck"; the limits are the teacher's to choose.
    assert [entry.student for entry in class_progress(folder, stuck_tries=2, stuck_minutes=60).stuck] == [
        "cy",
        "ana",
        "ben",
    ]


def test_when_each_student_last_worked_and_was_collected_and_who_has_not_started_are_shown(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("TZ", "UTC")
    folder = write_class(
        tmp_path / "class",
        {
            "ana.json": timed(
                "ana", "2026-03-02T10:00:00Z", ("is_on_board", "done", 1, MONDAY.format(5), MONDAY.format(5))
            ),
            "cy.json": timed("cy", "2026-03-02T10:00:00Z", ("is_on_board", "not started", 0, None, None)),
            "old.json": CLASS["ada.json"],  # a file of an older version: no times
        },
    )
    result = teacher_command("class", str(folder), home=tmp_path)
    lines = result.stdout.splitlines()
    assert "Not started (no check run yet): cy." in lines, result.stdout
    when = lines[lines.index("When each student last worked, and when their progress was collected:") :][1:4]
    assert when == [
        "  ana  last worked 2026-03-02 09:05; collected 2026-03-02 10:00",
        "  cy   last worked never (no check run yet); collected 2026-03-02 10:00",
        "  old  last worked unknown (a file of an older version); "
        "collected unknown (a file of an older version)",
    ]


def test_a_student_missing_from_the_latest_collect_is_marked_with_the_date_of_the_file_shown(
    tmp_path, monkeypatch
):
    """Ben's file is from Monday's collect; Tuesday's left him out (no server), and dan has no check."""
    monkeypatch.setenv("TZ", "UTC")
    folder = write_class(
        tmp_path / "class",
        {
            "ana.json": timed(
                "ana", "2026-03-03T10:00:00Z", ("is_on_board", "done", 1, MONDAY.format(5), MONDAY.format(5))
            ),
            "ben.json": timed(
                "ben", "2026-03-02T10:00:00Z", ("is_on_board", "done", 2, MONDAY.format(0), MONDAY.format(9))
            ),
        },
    )
    tuesday = datetime.datetime(2026, 3, 3, 10, 0, tzinfo=datetime.timezone.utc)
    write_record(
        folder, CollectRecord(tuesday, ("ana",), (LeftOut("ben", "no_server"), LeftOut("dan", "no_check")))
    )
    result = teacher_command("class", str(folder), home=tmp_path)
    lines = result.stdout.splitlines()
    assert "Not started (no check run yet): dan." in lines, result.stdout
    assert "The latest collect: 2026-03-03 10:00." in lines
    assert (
        "Not in the latest collect: ben, no server running (not logged in since the hub started, or stopped "
        "for being idle); shown from an earlier file, collected 2026-03-02 10:00."
    ) in lines
    assert (
        "  ben  last worked 2026-03-02 09:09; collected 2026-03-02 10:00; NOT in the latest collect" in lines
    )
    assert "  ana  last worked 2026-03-02 09:05; collected 2026-03-03 10:00" in lines


def test_the_class_as_csv_has_one_row_a_student_and_exercise_for_a_gradebook(tmp_path):
    folder = write_class(
        tmp_path / "class",
        {
            "ana.json": timed(
                "ana",
                "2026-03-02T10:00:00Z",
                ("is_on_board", "done", 1, MONDAY.format(5), MONDAY.format(5)),
                ("ray_squares", "tried", 3, MONDAY.format(6), MONDAY.format(9)),
            ),
            "ben.json": timed(
                "ben",
                "2026-03-02T10:00:00Z",
                ("is_on_board", "tried", 1, MONDAY.format(7), MONDAY.format(7)),
                ("ray_squares", "not started", 0, None, None),
            ),
        },
    )
    result = teacher_command("class", str(folder), "--csv", home=tmp_path)
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [(row["student"], row["exercise"], row["state"], row["finished"]) for row in rows] == [
        ("ana", "is_on_board", "done", "1"),
        ("ana", "ray_squares", "tried", "0"),
        ("ben", "is_on_board", "tried", "0"),
        ("ben", "ray_squares", "not started", "0"),
    ]
    assert rows[1] | {} == {
        "student": "ana",
        "lesson": "3",
        "exercise": "ray_squares",
        "state": "tried",
        "finished": "0",
        "tries": "3",
        "first try (UTC)": "2026-03-02T09:06:00Z",
        "last try (UTC)": "2026-03-02T09:09:00Z",
        "minutes from first to last try": "3",
        "stuck": "several tries",
        "hint given most": "",
        "last worked (UTC)": "2026-03-02T09:09:00Z",
        "collected (UTC)": "2026-03-02T10:00:00Z",
        "in the latest collect": "",
    }
    # To a file, for a spreadsheet: UTF-8 with its mark; a file that is not a .csv is never replaced.
    target = tmp_path / "class.csv"
    result = teacher_command("class", str(folder), "--csv", str(target), home=tmp_path)
    assert result.stdout == f"4 rows written to {target} (one a student and exercise).\n"
    assert (
        target.read_text(encoding="utf-8-sig")
        == teacher_command("class", str(folder), "--csv", home=tmp_path).stdout
    )
    notes = tmp_path / "notes.txt"
    notes.write_text("the teacher's notes")
    result = teacher_command("class", str(folder), "--csv", str(notes), home=tmp_path)
    assert result.returncode == 2 and notes.read_text() == "the teacher's notes"
    assert result.stderr == f"othello-course: {notes} exists and is not a .csv file: give another name\n"


class FakeHub(Hub):
    """A hub of three students: ana has a log, ben's server is not running, cy has run no check."""

    def __init__(self) -> None:
        super().__init__("http://hub/hub/api", "http://hub", "token")

    def students(self, group: str) -> list[str]:
        return ["ana", "ben", "cy"]

    def server_url(self, name: str) -> str | None:
        return None if name == "ben" else f"http://hub/user/{name}/"

    def log_of(self, server: str) -> str | None:
        if "ana" not in server:
            return None
        line = {
            "lesson": 3,
            "exercise": "is_on_board",
            "state": "not yet",
            "hint": None,
            "time": MONDAY.format(1),
        }
        return json.dumps(line) + "\n"


def test_collect_keeps_its_record_and_the_class_view_reads_it(tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", "UTC")
    folder = tmp_path / "class"
    write_class(folder, {"ben.json": timed("ben", "2026-03-01T10:00:00Z")})  # from an earlier collect
    done = collect(folder, FakeHub())
    assert str(done) == (
        "1 progress file(s) written: ana.json\n"
        "ben: no server running (not logged in since the hub started, or stopped for being idle), left out\n"
        "cy: no check run yet, left out"
    )
    record = read_record(folder)
    assert record is not None and record.written == ("ana",)
    assert [(out.student, out.reason) for out in record.left_out] == [
        ("ben", "no_server"),
        ("cy", "no_check"),
    ]
    merged = class_progress(folder)
    assert merged.names == ["ana", "ben"] and merged.not_started() == ["ben", "cy"]
    assert any(
        line.startswith("Not in the latest collect: ben, no server running") for line in merged.headline()
    )
    data = json.loads((folder / "ana.json").read_text())
    assert data["last_worked"] == MONDAY.format(1) and data["written"] >= "2026"
