"""The teacher puts a student's lesson back: in the student's home on one computer, and through the hub.

The student's own version is kept first, in their ``.backups``, as their own
reset keeps it; on one computer, run as root, every file written stays the
student's.  Through the hub the student's server is asked (its contents API,
as the teacher's role allows): here an in-memory stand-in of it; the real hub
does it in ``tests/browser/test_hub.py``.
"""

from __future__ import annotations

import json
import os

import nbformat
import pytest

from othello_lesson import course, files
from othello_lesson.teacher.hub_progress import Hub


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A small shipped course of two lessons; Jupyter's data folder a temporary one."""
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))
    monkeypatch.delenv("JUPYTERHUB_API_URL", raising=False)
    folder = tmp_path / "shipped"
    folder.mkdir()
    for name in ("00-welcome", "03-is-this-move-valid"):
        notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(f"print('{name}')")])
        nbformat.write(notebook, folder / f"{name}.ipynb")
    monkeypatch.setattr(course, "shipped_folder", lambda: folder)
    return folder


@pytest.fixture
def anas_home(tmp_path, monkeypatch):
    """The account ana's home on this computer (``~ana``), with the course copied and lesson 3 changed."""
    home = tmp_path / "home" / "ana"
    course.copy_course(home / "othello-course")
    (home / "othello-course" / "03-is-this-move-valid.ipynb").write_text("ana's work on lesson 3")
    real = os.path.expanduser
    monkeypatch.setattr(os.path, "expanduser", lambda path: str(home) if path == "~ana" else real(path))
    return home


def test_the_teacher_resets_a_students_lesson_in_their_home_and_their_version_is_kept(
    shipped, anas_home, capsys
):
    assert course.main(["reset", "3", "--student", "ana"]) == 0
    said = capsys.readouterr().out
    folder = anas_home / "othello-course"
    lesson = folder / "03-is-this-move-valid.ipynb"
    assert lesson.read_bytes() == (shipped / "03-is-this-move-valid.ipynb").read_bytes()
    (backup,) = (folder / files.BACKUPS).iterdir()
    assert backup.read_text() == "ana's work on lesson 3"
    assert (
        said == f"ana's 03-is-this-move-valid.ipynb is back as shipped; their version is kept in {backup}.\n"
    )
    assert course.is_as_shipped(lesson)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root writes as another")
def test_run_as_root_the_files_it_writes_stay_the_students(shipped, anas_home):
    student = 54321  # an account of its own, not root's
    for path in [anas_home, *anas_home.rglob("*")]:
        os.chown(path, student, student)
    print(course.reset_students_lesson(3, "ana"))
    folder = anas_home / "othello-course"
    written = [folder / "03-is-this-move-valid.ipynb", folder / course.RECORD, folder / files.BACKUPS]
    written += list((folder / files.BACKUPS).iterdir())
    assert [(path.name, path.stat().st_uid) for path in written] == [(path.name, student) for path in written]


def test_a_student_with_no_account_or_no_course_is_one_line_and_nothing_is_made(shipped, tmp_path, capsys):
    assert course.main(["reset", "3", "--student", "nobody-by-this-name"]) == 2
    assert capsys.readouterr().err == (
        "othello-course: there is no account nobody-by-this-name on this computer: "
        "give their course folder with --dir\n"
    )


class StudentsServer(Hub):
    """The hub, with one student's server whose files are held in memory (its contents API)."""

    def __init__(self, files: dict[str, object]) -> None:
        super().__init__("http://hub/hub/api", "http://hub", "token")
        self.files = files

    def server_url(self, name: str) -> str | None:
        return "http://hub/user/ana/" if name == "ana" else None

    def contents(self, server: str, path: str, *, kind: str = "file") -> dict[str, object] | None:
        if path not in self.files:
            return None
        return {"content": self.files[path]}

    def save(self, server: str, path: str, model: dict[str, object]) -> None:
        self.files[path] = model.get("content", "(a folder)")


def test_on_the_hub_the_lesson_is_put_back_through_the_students_server_and_theirs_is_kept(
    shipped, monkeypatch
):
    monkeypatch.setattr(course, "time_stamp", lambda: "20260302-093000")
    mine = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("my own answer")])
    record = json.dumps({"copied": {}, "told": {}})
    server = StudentsServer(
        {
            "othello-course/03-is-this-move-valid.ipynb": mine,
            "othello-course/.othello-course.json": record,
            "othello-course/.backups/03-is-this-move-valid-20260302-093000.ipynb": "an earlier backup",
        }
    )
    name, backup = course.reset_on_hub(3, "ana", server)
    assert (name, backup) == (
        "03-is-this-move-valid.ipynb",
        "~/othello-course/.backups/03-is-this-move-valid-20260302-093000-2.ipynb",
    )
    assert server.files[backup.removeprefix("~/")] == mine  # theirs kept, the earlier backup too
    assert (
        server.files["othello-course/.backups/03-is-this-move-valid-20260302-093000.ipynb"]
        == "an earlier backup"
    )
    put_back = server.files["othello-course/03-is-this-move-valid.ipynb"]
    assert ["".join(cell["source"]) for cell in put_back["cells"]] == ["print('03-is-this-move-valid')"]
    copied = json.loads(server.files["othello-course/.othello-course.json"])["copied"]
    assert copied == {name: course.lesson_digest(shipped / name)}
    # Put back again: it holds only what was shipped, so nothing more is kept.
    assert course.reset_on_hub(3, "ana", server) == (name, None)
    with pytest.raises(course.CourseFolderError, match="ben's server is not running"):
        course.reset_on_hub(3, "ben", server)
