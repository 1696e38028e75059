"""The student's own copy of the course: copying, listing and resetting lessons."""

import nbformat
import pytest
from nbformat.sign import NotebookNotary

from othello_lesson import course


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A small shipped course of three lessons, so the tests do not depend on the real ones.

    Jupyter's own data folder (where trusted notebooks are recorded) is a
    temporary one too.
    """
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))
    folder = tmp_path / "shipped"
    folder.mkdir()
    for name in ("00-welcome", "01-the-board", "02-showing-the-board"):
        notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(f"# {name}")])
        nbformat.write(notebook, folder / f"{name}.ipynb")
    monkeypatch.setattr(course, "shipped_folder", lambda: folder)
    return folder


def is_trusted(path) -> bool:
    return NotebookNotary().check_signature(nbformat.read(path, as_version=4))


def test_copied_and_reset_lessons_are_trusted_so_their_pictures_show(shipped, tmp_path):
    mine = tmp_path / "mine"
    assert not is_trusted(shipped / "00-welcome.ipynb")
    copied = course.copy_course(mine)
    assert copied and all(is_trusted(path) for path in copied)
    (mine / "01-the-board.ipynb").unlink()
    assert is_trusted(course.reset_lesson(1, mine))


def test_copy_course_copies_every_lesson_and_never_overwrites(shipped, tmp_path):
    mine = tmp_path / "mine"
    assert [p.name for p in course.copy_course(mine)] == sorted(p.name for p in shipped.iterdir())
    (mine / "01-the-board.ipynb").write_text("my work")
    assert course.copy_course(mine) == []
    assert (mine / "01-the-board.ipynb").read_text() == "my work"


@pytest.mark.parametrize("lesson", [1, "1", "01", "01-the-board", "01-the-board.ipynb"])
def test_a_lesson_can_be_named_by_number_or_name(shipped, lesson):
    assert course.lesson_name(lesson) == "01-the-board.ipynb"


@pytest.mark.parametrize("lesson", ["7", "board-", "", "0"])
def test_an_unknown_or_ambiguous_lesson_is_a_clear_error(shipped, lesson):
    if lesson == "0":  # "00" is lesson 0, so 0 is a real lesson
        assert course.lesson_name(lesson) == "00-welcome.ipynb"
        return
    with pytest.raises(ValueError, match="the lessons are: 00-welcome, 01-the-board, 02-showing"):
        course.lesson_name(lesson)


def test_reset_puts_one_lesson_back_and_keeps_a_backup(shipped, tmp_path):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    (mine / "01-the-board.ipynb").write_text("my work on lesson 1")
    (mine / "02-showing-the-board.ipynb").write_text("my work on lesson 2")

    restored = course.reset_lesson(1, mine)

    assert restored.read_text() == (shipped / "01-the-board.ipynb").read_text()
    assert (mine / "02-showing-the-board.ipynb").read_text() == "my work on lesson 2"
    backups = list((mine / course.BACKUPS).iterdir())
    assert [b.read_text() for b in backups] == ["my work on lesson 1"]
    assert backups[0].name.startswith("01-the-board-")


def test_reset_of_an_unknown_lesson_changes_nothing(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    before = {p.name: p.read_text() for p in mine.iterdir()}
    assert course.main(["--dir", str(mine), "reset", "42"]) == 2
    assert "there is no lesson '42'" in capsys.readouterr().err
    assert {p.name: p.read_text() for p in mine.iterdir()} == before


def test_the_command_lists_and_resets(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    assert course.main(["--dir", str(mine), "list"]) == 0
    assert capsys.readouterr().out.split() == ["00-welcome", "01-the-board", "02-showing-the-board"]
    assert course.main(["--dir", str(mine), "reset", "2"]) == 0
    assert "02-showing-the-board.ipynb is back as shipped" in capsys.readouterr().out
    assert (mine / "02-showing-the-board.ipynb").exists()


def test_the_real_course_ships_its_lessons():
    names = [p.name for p in course.shipped_lessons()]
    assert names, "notebooks/ holds no lesson"
    assert all("solutions" not in name for name in names)


def test_jupyterlab_serves_the_course_folder_on_this_computer_only(tmp_path):
    command = course.jupyterlab_command(tmp_path, browser=False)
    assert command[1:3] == ["-m", "jupyterlab"]
    assert f"--ServerApp.root_dir={tmp_path}" in command
    assert "--ServerApp.ip=127.0.0.1" in command
    assert "--no-browser" in command
    assert "--LabApp.news_url=None" in command
    assert "--no-browser" not in course.jupyterlab_command(tmp_path)
