"""The student's progress: every check records its outcome, safely, and ``progress()`` maps it.

The command line is run as a student runs it, in its own process, with a
home folder of its own.
"""

from __future__ import annotations

import ast
import errno
import inspect
import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from othello_lesson.course import shipped_folder
from othello_lesson.exercises import driver
from othello_lesson.exercises import log as log_module
from othello_lesson.exercises.common import Case, check_function
from othello_lesson.exercises.contents import course
from othello_lesson.exercises.hints import Hints, hint_id
from othello_lesson.exercises.lesson3 import check_is_on_board
from othello_lesson.exercises.lesson4 import check_fixed_careless
from othello_lesson.exercises.lesson8 import check_weights_player, check_weights_score
from othello_lesson.exercises.log import progress_file, read_outcomes, record_outcome
from othello_lesson.progress import course_lessons, export_progress, progress

COMMAND = Path(sys.executable).parent / "othello-course"


def wrong_on_board(board, row, col):
    return row < len(board) and col < len(board)


def right_on_board(board, row, col):
    return 0 <= row < len(board) and 0 <= col < len(board)


def not_written(*args):
    raise NotImplementedError


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """A fresh course folder where the checks of this test record (as a notebook's working folder)."""
    course = tmp_path / "othello-course"
    course.mkdir()
    monkeypatch.setenv(log_module.ENVIRONMENT, str(course))
    monkeypatch.setattr(log_module, "_told_not_saved", False)
    monkeypatch.setattr(log_module, "_checked_files", set())
    return course


def student_env(home: Path) -> dict[str, str]:
    """The environment of a student's own process: a home of its own, progress kept on disk."""
    env = {key: value for key, value in os.environ.items() if key != log_module.ENVIRONMENT}
    env["HOME"] = str(home)
    return env


def course_command(*argv: str, home: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(COMMAND), *argv], env=student_env(home), capture_output=True, text=True, timeout=120
    )


def run_checks_in_process(cwd: Path, home: Path, code: str) -> subprocess.CompletedProcess:
    """Run ``code`` (which runs checks) in a Python of its own, in ``cwd``, as a notebook's kernel would."""
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=cwd,
        env=student_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )


# --- recording ------------------------------------------------------------------------------------


def test_a_check_records_its_lesson_exercise_outcome_and_hint_id(folder):
    told: list[driver.Outcome] = []
    listener = driver.on_outcome(told.append)
    try:
        check_is_on_board(not_written)
        check_is_on_board(wrong_on_board)
        check_is_on_board(right_on_board)
    finally:
        driver.LISTENERS.remove(listener)
    said = told[1]
    lines = (folder / ".progress" / "progress.jsonl").read_text(encoding="utf-8").splitlines()
    entries = [json.loads(line) for line in lines]
    assert [(e["lesson"], e["exercise"], e["state"]) for e in entries] == [
        (3, "is_on_board", "not done"),
        (3, "is_on_board", "not yet"),
        (3, "is_on_board", "correct"),
    ]
    assert entries[1]["hint"] == said.hint_id and said.hint_id  # the hint's id, never its words
    assert said.hint not in lines[1] and "above the top row" in said.hint
    assert entries[0]["hint"] is None and entries[2]["hint"] is None
    assert [e["category"] for e in entries] == ["not done", said.category, None] and said.category
    assert [e["number"] for e in entries] == [1, 1, 1]
    assert all(
        set(e) == {"lesson", "exercise", "number", "state", "hint", "category", "time"} for e in entries
    )
    assert all(e["time"].endswith("Z") and len(e["time"]) == 20 for e in entries)


def test_the_exercise_is_the_function_the_student_writes_as_the_table_of_contents_names_it(folder):
    check_fixed_careless(not_written)
    check_weights_score(not_written)
    check_weights_player(not_written)
    assert [(e["lesson"], e["number"], e["exercise"]) for e in read_outcomes(folder)] == [
        (4, 4, "fixed_place_move"),
        (8, 1, "weights_score"),
        (8, 2, "weights_choice"),
    ]


def test_a_lessons_own_buggy_example_checked_to_show_a_bug_is_no_try_of_the_student(folder):
    from othello_lesson.exercises.lesson4 import careless_place_move, check_place_move

    assert not check_place_move(careless_place_move).passed
    assert read_outcomes(folder) == []
    check_place_move(not_written)
    assert [entry["exercise"] for entry in read_outcomes(folder)] == ["place_move"]


def test_only_lesson_4s_two_examples_are_declared_as_no_try_of_the_student():
    """Every check call of every lesson records, but the two on lesson 4's buggy examples, which the
    table of contents declares as the lesson's own examples."""
    calls = set()
    for master in sorted((Path(__file__).parent.parent / "course").glob("[01][0-9]-*.py")):
        for line in master.read_text(encoding="utf-8").splitlines():
            found = re.match(r"^(?:\w+ = )?check_(\w+)\((\w+)\)$", line)
            if found:
                calls.add((int(master.name[:2]), found[1], found[2]))
    assert len(calls) > 40
    examples = {
        (lesson.number, exercise.old_name, example)
        for lesson in course()
        for exercise in lesson.exercises
        for example in exercise.examples
    }
    assert {call for call in calls if call in examples} == examples
    assert examples == {(4, "place_move", "careless_place_move"), (4, "place_move", "hasty_place_move")}


def test_a_lessons_example_checked_in_its_notebook_records_nothing(folder):
    from othello_lesson.exercises.lesson4 import careless_place_move, check_place_move

    cells: dict = {"__name__": "__main__"}  # as a notebook defines it, word for word
    imports = "from othello_lesson import *\nfrom othello_lesson.rules import Board, Colour\n"
    exec(imports + inspect.getsource(careless_place_move), cells)
    assert cells["careless_place_move"].__module__ == "__main__"
    assert not check_place_move(cells["careless_place_move"]).passed
    assert read_outcomes(folder) == []


def test_a_check_run_outside_the_lessons_check_modules_records_nothing(folder):
    report = check_function(lambda x: x, [Case(None, (1,), expected=1)], name="same")
    assert report.passed
    assert read_outcomes(folder) == []
    assert not (folder / ".progress").exists()


def test_a_torn_last_line_is_skipped_and_the_next_outcome_is_kept_whole(folder):
    record_outcome(3, "is_on_board", "not yet", "a hint", folder=folder)
    path = progress_file(folder)
    with open(path, "ab") as file:
        file.write(b'{"lesson": 3, "exercise": "ray_sq')  # a kernel killed in the middle of a line
    log_module._checked_files.clear()  # a new kernel
    record_outcome(3, "ray_squares", "correct", None, folder=folder)
    assert [(e["exercise"], e["state"]) for e in read_outcomes(folder)] == [
        ("is_on_board", "not yet"),
        ("ray_squares", "correct"),
    ]


def test_lines_that_are_no_outcome_are_skipped(tmp_path):
    path = tmp_path / ".progress" / "progress.jsonl"
    path.parent.mkdir()
    good = '{"lesson": 2, "exercise": "square_name", "state": "correct", "hint": null, "time": "x"}'
    path.write_text(
        "\n".join(
            [
                "not json",
                '{"lesson": true, "exercise": "square_name", "state": "correct"}',
                '{"lesson": 2, "exercise": "square_name", "state": "finished"}',
                "[1, 2]",
                good,
                "",
            ]
        ),
        encoding="utf-8",
    )
    assert read_outcomes(tmp_path) == [
        {
            "lesson": 2,
            "exercise": "square_name",
            "number": None,
            "state": "correct",
            "hint": None,
            "category": None,
            "time": "x",
        }
    ]


def test_a_writer_killed_while_recording_leaves_every_earlier_outcome_readable(tmp_path):
    writer = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys\nfrom othello_lesson.exercises.log import record_outcome\n"
            "print('ready', flush=True)\n"
            "while True:\n    record_outcome(5, 'next_player', 'not yet', 'x' * 100, folder=sys.argv[1])\n",
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        env=student_env(tmp_path),
    )
    assert writer.stdout.readline() == b"ready\n"
    path = progress_file(tmp_path)
    deadline = time.monotonic() + 60
    while (not path.exists() or path.stat().st_size < 50_000) and time.monotonic() < deadline:
        time.sleep(0.01)
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    writer.stdout.close()
    lines = path.read_bytes().split(b"\n")
    whole = lines[:-1]  # the last piece is empty, or a line the kill cut short
    assert len(whole) > 100
    assert all(json.loads(line)["exercise"] == "next_player" for line in whole)
    assert len(read_outcomes(tmp_path)) == len(whole)
    record_outcome(5, "is_game_over", "correct", None, folder=tmp_path)
    assert read_outcomes(tmp_path)[-1]["exercise"] == "is_game_over"


def test_a_full_disk_fails_no_check_and_is_told_once(folder, monkeypatch, capsys):
    def full(descriptor, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(log_module.os, "write", full)
    first = check_is_on_board(wrong_on_board)
    second = check_is_on_board(right_on_board)
    assert first.status == "not yet" and second.passed
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "Your progress is not being saved (no space left on device); the checks work as before.\n"


def test_a_folder_that_cannot_be_written_fails_no_check(tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(log_module.ENVIRONMENT, str(blocked))
    monkeypatch.setattr(log_module, "_told_not_saved", False)
    assert check_is_on_board(right_on_board).passed
    assert check_is_on_board(right_on_board).passed
    assert capsys.readouterr().err.count("not being saved") == 1
    assert blocked.read_text() == "not a folder"


def test_recording_that_works_prints_nothing(folder, capsys):
    check_is_on_board(wrong_on_board)
    check_is_on_board(right_on_board)
    assert capsys.readouterr() == ("", "")


def test_runs_of_the_shipped_lessons_and_of_the_tests_keep_progress_in_memory(monkeypatch):
    monkeypatch.delenv(log_module.ENVIRONMENT)
    monkeypatch.chdir(shipped_folder())
    assert progress_file() is None
    monkeypatch.chdir(shipped_folder() / "solutions")
    assert progress_file() is None
    monkeypatch.setenv(log_module.ENVIRONMENT, "memory")
    monkeypatch.chdir(Path(__file__).parent)
    assert progress_file() is None
    before = len(read_outcomes())
    check_is_on_board(right_on_board)
    (recorded,) = read_outcomes()[before:]
    assert recorded == {
        "lesson": 3,
        "exercise": "is_on_board",
        "number": 1,
        "state": "correct",
        "hint": None,
        "category": None,
        "time": recorded["time"],
    }


def test_recording_needs_nothing_a_browser_lacks():
    """The JupyterLite site runs in Pyodide: no locks, no processes, plain files only."""
    tree = ast.parse(Path(log_module.__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert imported.isdisjoint({"fcntl", "msvcrt", "multiprocessing", "subprocess", "signal", "tempfile"})


def test_the_history_survives_a_reset_of_the_lesson(tmp_path):
    home = tmp_path / "home"
    mine = home / "othello-course"
    mine.mkdir(parents=True)
    record_outcome(3, "is_on_board", "correct", None, folder=mine)
    (mine / "03-is-this-move-valid.ipynb").write_text("{}", encoding="utf-8")  # the student's version
    before = progress_file(mine).read_bytes()
    result = course_command("--dir", str(mine), "reset", "3", home=home)
    assert result.returncode == 0, result.stderr
    assert progress_file(mine).read_bytes() == before
    shown = course_command("--dir", str(mine), "progress", "--json", home=home)
    assert {"lesson": 3, "exercise": "is_on_board", "state": "done", "tries": 1} in json.loads(shown.stdout)


def test_a_hint_from_a_table_is_recorded_by_its_id_and_never_by_its_words(folder):
    table = Hints("example_log", {"row_above": "Row {row} is above the top row."})  # not lesson 3's own table
    said = table.say("row_above", row=-2)
    outcome = driver.Outcome(3, "is_on_board", "not yet", hint_id(said), said, "is_on_board", "Hint: " + said)
    log_module.record_check(outcome)
    line = (folder / ".progress" / "progress.jsonl").read_text(encoding="utf-8")
    assert json.loads(line)["hint"] == "example_log.row_above"
    assert "top row" not in line and "-2" not in line


# --- the map ----------------------------------------------------------------------------------------


def test_the_lessons_exercises_are_the_functions_of_the_table_of_contents_in_its_order():
    lessons = course_lessons()
    masters = sorted(Path(__file__).resolve().parent.parent.glob("course/[0-9][0-9]-*.py"))
    assert [lesson.number for lesson in lessons] == [int(master.name[:2]) for master in masters]
    assert lessons[0].title == "Welcome"
    assert lessons[4].exercises == (
        "flips_in_direction",
        "flipped_discs",
        "place_move",
        "fixed_place_move",
        "fixed_hasty_place_move",
    )
    assert lessons[8].exercises == ("weights_score", "weights_choice", "frontier_count")
    assert lessons[12].exercises == ("features", "evaluate", "label", "update", "fit", "split")


def test_the_maps_of_lessons_4_and_8_name_the_functions_the_student_wrote(tmp_path):
    record_outcome(4, "fixed_place_move", "correct", None, folder=tmp_path)
    record_outcome(8, "weights_choice", "not yet", "lesson8.tie", folder=tmp_path, category="mistake")
    assert str(progress(lesson=4, folder=tmp_path)) == (
        "Lesson 4, Playing a move: done fixed_place_move; not started flips_in_direction, flipped_discs, "
        "place_move, fixed_hasty_place_move."
    )
    assert str(progress(lesson=8, folder=tmp_path)) == (
        "Lesson 8, Computer players: tried weights_choice; not started weights_score, frontier_count."
    )


def test_after_lesson_12s_first_two_exercises_the_next_is_exercise_3_label(tmp_path):
    record_outcome(12, "features", "correct", None, folder=tmp_path)
    record_outcome(12, "evaluate", "correct", None, folder=tmp_path)
    assert progress(lesson=12, folder=tmp_path).next_step() == "Next: label (not started)."
    assert progress(folder=tmp_path).next_step() == "Next: lesson 12, label (not started)."


def test_a_log_written_before_the_table_and_the_category_still_reads(tmp_path):
    """Its exercises named by their checks, its hint field holding an id or where the words came from."""
    path = tmp_path / ".progress" / "progress.jsonl"
    path.parent.mkdir()
    old = [
        {"lesson": 4, "exercise": "fixed_careless", "state": "not yet", "hint": "mistake", "time": "x"},
        {"lesson": 4, "exercise": "fixed_careless", "state": "correct", "hint": None, "time": "x"},
        {"lesson": 8, "exercise": "weights_player", "state": "not yet", "hint": "errors.unbound_local"},
        {"lesson": 8, "exercise": "weights_player", "state": "not yet", "hint": "lesson8.tie"},
        {"lesson": 8, "exercise": "weights_player", "state": "not done", "hint": None},
        {"lesson": 3, "exercise": "is_on_board", "state": "correct", "hint": None, "recheck": True},
    ]
    path.write_text("".join(json.dumps(entry) + "\n" for entry in old), encoding="utf-8")
    read = read_outcomes(tmp_path)
    assert [(entry["hint"], entry["category"]) for entry in read] == [
        (None, "mistake"),
        (None, None),
        ("errors.unbound_local", "error"),
        ("lesson8.tie", None),
        (None, "not done"),
        (None, None),
    ]
    assert read[-1]["recheck"] is True
    states = {(e.lesson, e.exercise): e for e in progress(folder=tmp_path).exercises}
    assert states[4, "fixed_place_move"].state == "done" and states[4, "fixed_place_move"].tries == 2
    assert states[4, "fixed_place_move"].hints == {"mistake": 1}
    assert states[8, "weights_choice"].state == "tried"
    assert states[8, "weights_choice"].hints == {"errors.unbound_local": 1, "lesson8.tie": 1}
    assert states[3, "is_on_board"].state == "not started"


def test_the_map_says_done_tried_not_started_and_what_is_next(tmp_path):
    record_outcome(0, "who_is_winning", "not yet", "h", folder=tmp_path)
    record_outcome(0, "who_is_winning", "correct", None, folder=tmp_path)
    record_outcome(0, "discs_after_move", "not done", None, folder=tmp_path)
    record_outcome(1, "count_colour", "not yet", "h", folder=tmp_path)
    shown = progress(folder=tmp_path)
    lines = str(shown).splitlines()
    assert lines[0] == "Lesson 0, Welcome: done who_is_winning; not started discs_after_move, flips_along."
    assert lines[1] == ("Lesson 1, The board: tried count_colour; not started empty_board, initialize_board.")
    assert lines[-1] == "Next: lesson 1, empty_board (not started)."
    assert len(lines) == len(course_lessons()) + 1  # a line a lesson, then what to do next
    assert str(progress(lesson=0, folder=tmp_path)) == lines[0]
    assert progress(lesson=0, folder=tmp_path).next_step() == "Next: discs_after_move (not started)."


def test_a_fresh_folder_starts_at_lesson_0(tmp_path):
    assert progress(folder=tmp_path).next_step() == "Next: lesson 0, the first exercise."
    assert {exercise.state for exercise in progress(folder=tmp_path).exercises} == {"not started"}


def test_the_picture_is_an_svg_that_also_holds_its_words(tmp_path):
    record_outcome(3, "is_on_board", "correct", None, folder=tmp_path)
    record_outcome(3, "ray_squares", "not yet", "h", folder=tmp_path)
    shown = progress(lesson=3, folder=tmp_path)
    svg = ElementTree.fromstring(shown._repr_svg_())
    namespace = "{http://www.w3.org/2000/svg}"
    assert svg.find(f"{namespace}desc").text == str(shown)
    titles = [title.text for title in svg.iter(f"{namespace}title")]
    assert "is_on_board: done" in titles and "ray_squares: tried" in titles
    assert "sandwiches: not started" in titles


def test_it_is_a_map_not_a_mark(tmp_path):
    record_outcome(3, "is_on_board", "correct", None, folder=tmp_path)
    shown = progress(folder=tmp_path)
    for text in (str(shown), shown._repr_svg_()):
        assert "%" not in text
        assert not any(word in text.lower() for word in ("grade", "mark:", "points", " of 42"))


# --- the command line -------------------------------------------------------------------------------


def test_progress_json_gives_every_exercise_with_its_state_and_tries(tmp_path):
    mine = tmp_path / "othello-course"
    mine.mkdir()
    for state in ("not done", "not yet", "not yet", "correct", "not yet"):
        record_outcome(3, "sandwiches", state, None, folder=mine)
    result = course_command("--dir", str(mine), "progress", "--json", home=tmp_path)
    assert result.returncode == 0 and result.stderr == ""
    shown = json.loads(result.stdout)
    assert all(set(entry) == {"lesson", "exercise", "state", "tries"} for entry in shown)
    assert len(shown) == sum(len(lesson.exercises) for lesson in course_lessons())
    assert {"lesson": 3, "exercise": "sandwiches", "state": "done", "tries": 3} in shown
    text = course_command("progress", "--dir", str(mine), "--lesson", "3", home=tmp_path)
    assert text.stdout == (
        "Lesson 3, Is this move valid?: done sandwiches; "
        "not started is_on_board, ray_squares, is_valid_move.\n"
    )


def test_progress_of_a_folder_that_does_not_exist_is_one_line_and_exit_2(tmp_path):
    result = course_command("--dir", str(tmp_path / "nowhere"), "progress", home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "does not exist" in result.stderr


def test_the_export_holds_progress_only_no_code_no_paths(tmp_path):
    home = tmp_path / "home"
    mine = home / "othello-course"
    mine.mkdir(parents=True)
    (mine / "my_othello.py").write_text("def is_on_board(board, row, col):\n    return True\n")
    outcome = run_checks_in_process(
        mine,
        home,
        """
        from othello_lesson.exercises.lesson3 import check_is_on_board
        def is_on_board(board, row, col):
            return row < len(board)
        check_is_on_board(is_on_board)
        """,
    )
    assert outcome.returncode == 0, outcome.stderr
    exported = tmp_path / "hand-in.json"
    result = course_command("--dir", str(mine), "progress", "--export", str(exported), home=home)
    assert result.returncode == 0, result.stderr
    text = exported.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == "othello-course-progress" and data["version"] == 1
    assert data["student"].startswith("student-")
    (mine_3,) = [entry for entry in data["exercises"] if entry["exercise"] == "is_on_board"]
    assert mine_3 == {
        "lesson": 3,
        "exercise": "is_on_board",
        "state": "tried",
        "tries": 1,
        "hints": {"lesson3.row_above": 1},
        "first_try": data["last_worked"],  # the times of its tries (UTC), the teacher's to see
        "last_try": data["last_worked"],
    }
    for secret in (str(tmp_path), str(home), "my_othello", "def ", "return", "len(board)"):
        assert secret not in text
    again = tmp_path / "again.json"
    course_command("--dir", str(mine), "progress", "--export", str(again), home=home)
    assert json.loads(again.read_text())["student"] == data["student"]  # one student, one id
    chosen = tmp_path / "chosen.json"
    course_command("--dir", str(mine), "progress", "--export", str(chosen), "--student", "Ada", home=home)
    assert json.loads(chosen.read_text())["student"] == "Ada"


def test_export_progress_in_a_notebook_says_where_the_file_is(tmp_path, capsys):
    record_outcome(0, "flips_along", "correct", None, folder=tmp_path)
    written = export_progress(tmp_path / "progress.json", folder=tmp_path)
    assert capsys.readouterr().out.startswith("Your progress is in progress.json: hand that file in")
    data = json.loads(written.read_text())
    assert data["exercises"][2] == {
        "lesson": 0,
        "exercise": "flips_along",
        "state": "done",
        "tries": 1,
        "hints": {},
        "first_try": data["last_worked"],
        "last_try": data["last_worked"],
    }


def test_two_users_of_one_machine_see_only_their_own_progress(tmp_path):
    check = """
        from othello_lesson.exercises.lesson3 import check_is_on_board
        check_is_on_board(lambda board, row, col: 0 <= row < len(board) and 0 <= col < len(board))
        """
    ada, bob = tmp_path / "ada", tmp_path / "bob"
    for home in (ada, bob):
        (home / "othello-course").mkdir(parents=True)
    assert run_checks_in_process(ada / "othello-course", ada, check).returncode == 0
    seen = {}
    for home in (ada, bob):
        result = course_command("progress", "--json", home=home)
        assert result.returncode == 0, result.stderr
        seen[home.name] = {entry["exercise"]: entry["state"] for entry in json.loads(result.stdout)}
    assert seen["ada"]["is_on_board"] == "done"
    assert seen["bob"]["is_on_board"] == "not started"
    assert not (bob / "othello-course" / ".progress").exists()
    assert (ada / "othello-course" / ".progress" / "progress.jsonl").stat().st_mode & 0o077 == 0


@pytest.mark.parametrize("where", ["a lesson", "a folder", "no folder"])
def test_an_export_never_overwrites_a_file_that_is_not_an_earlier_export(tmp_path, where):
    home = tmp_path / "home"
    mine = home / "othello-course"
    mine.mkdir(parents=True)
    lesson = mine / "03-is-this-move-valid.ipynb"
    lesson.write_text('{"cells": []}', encoding="utf-8")
    target = {"a lesson": lesson, "a folder": mine, "no folder": tmp_path / "nowhere" / "p.json"}[where]
    result = course_command("--dir", str(mine), "progress", "--export", str(target), home=home)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert lesson.read_text(encoding="utf-8") == '{"cells": []}'
    assert [path.name for path in mine.iterdir()] == ["03-is-this-move-valid.ipynb"]  # refused before writing


def test_an_earlier_export_is_replaced(tmp_path, capsys):
    target = tmp_path / "progress.json"
    export_progress(target, folder=tmp_path, student="first")
    export_progress(target, folder=tmp_path, student="second")
    assert json.loads(target.read_text())["student"] == "second"
    assert [path.name for path in tmp_path.iterdir()] == ["progress.json"]  # no part left behind
