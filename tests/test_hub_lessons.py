"""``python -m othello_lesson.hub``: the lessons a user lacks copied into their folder, theirs kept.

It is what the hub's hook runs as each user (``lessons_at_login``; the hub itself is in
``tests/browser/test_hub.py``), and what a user or a Kubernetes start-up command runs.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys

from othello_lesson.course import shipped_lessons
from othello_lesson.hub import main


def test_the_lessons_are_copied_and_a_lesson_of_the_users_is_kept(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))  # the user's Jupyter, here
    folder = tmp_path / "othello-course"
    assert main([str(folder)]) == 0
    assert (tmp_path / "jupyter" / "nbsignatures.db").is_file()  # the lessons are trusted
    shipped = sorted(path.name for path in shipped_lessons())
    assert sorted(path.name for path in folder.glob("*.ipynb")) == shipped
    assert capsys.readouterr().out == f"{len(shipped)} lesson(s) copied into {folder}\n"
    mine = folder / shipped[3]
    mine.write_text("my own work", encoding="utf-8")
    (folder / shipped[0]).unlink()
    assert main([str(folder)]) == 0
    assert capsys.readouterr().out == f"1 lesson(s) copied into {folder}\n"
    assert mine.read_text(encoding="utf-8") == "my own work"


def test_help_is_help_and_writes_nothing(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "othello_lesson.hub", "--help"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and result.stdout.startswith("usage: python -m othello_lesson.hub")
    assert list(tmp_path.iterdir()) == []


def test_the_course_folder_it_makes_is_its_owners_alone_whatever_the_umask(tmp_path, monkeypatch):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))
    before = os.umask(0o022)  # the usual umask: new folders readable by every user
    try:
        assert main([str(tmp_path / "othello-course")]) == 0
    finally:
        os.umask(before)
    assert stat.S_IMODE((tmp_path / "othello-course").stat().st_mode) == 0o700
    shared = tmp_path / "shared"  # a folder the user made, and opened to others, is left as it is
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    assert main([str(shared)]) == 0
    assert stat.S_IMODE(shared.stat().st_mode) == 0o755
