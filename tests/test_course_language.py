"""The course in the student's language: ``othello-course --lang ja`` (or a Japanese locale) copies the
Japanese lessons, remembers the choice for the folder, resets a lesson in it, and starts JupyterLab in it."""

import json
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from othello_lesson import course
from othello_lesson.language import current_language, use_language

LESSONS = ("00-welcome", "01-the-board")


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A small shipped course in two languages: lesson 00 translated, lesson 01 not yet; worked solutions."""
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))
    folder = tmp_path / "shipped"
    places = ((folder, "English"), (folder / "ja", "日本語"), (folder / "solutions" / "ja", "解答"))
    for place, title in places:
        place.mkdir(parents=True, exist_ok=True)
        for name in LESSONS if place == folder else LESSONS[:1]:
            notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(f"# {name} {title}")])
            nbformat.write(notebook, place / f"{name}.ipynb")
    monkeypatch.setattr(course, "shipped_folder", lambda: folder)
    return folder


def title(path: Path) -> str:
    return nbformat.read(path, as_version=4).cells[0].source


def test_lang_ja_copies_the_japanese_lessons_and_remembers_the_choice(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    assert course.main(["--dir", str(mine), "--lang", "ja", "list"]) == 0
    assert course.folder_language(mine) == "ja"
    course.copy_course(mine, course.folder_language(mine))
    assert title(mine / "00-welcome.ipynb") == "# 00-welcome 日本語"
    assert title(mine / "01-the-board.ipynb") == "# 01-the-board English"  # not translated yet: the English
    assert sorted(path.name for path in mine.rglob("*.ipynb")) == ["00-welcome.ipynb", "01-the-board.ipynb"]
    assert current_language() == "en"  # the caller's language is kept


def test_reset_puts_a_lesson_back_in_the_folders_language(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    course.remember_language(mine, "ja")
    course.copy_course(mine, "ja")
    lesson = mine / "00-welcome.ipynb"
    notebook = nbformat.read(lesson, as_version=4)
    notebook.cells[0].source = "# my own work"
    nbformat.write(notebook, lesson)
    assert course.main(["--dir", str(mine), "reset", "0"]) == 0
    out = capsys.readouterr().out
    assert title(lesson) == "# 00-welcome 日本語"
    assert "配られたときの状態に戻しました" in out and ".backups" in out
    assert [title(path) for path in (mine / ".backups").iterdir()] == ["# my own work"]


def test_a_lesson_as_shipped_in_either_language_needs_no_backup(shipped, tmp_path):
    mine = tmp_path / "mine"
    course.copy_course(mine, "en")
    course.remember_language(mine, "ja")
    assert course.reset_lesson(0, mine).backup is None
    assert title(mine / "00-welcome.ipynb") == "# 00-welcome 日本語"
    assert course.newer_lessons(mine) == []


def test_an_unknown_language_is_refused_with_the_languages_named(shipped, tmp_path, capsys):
    with pytest.raises(SystemExit):
        course.main(["--dir", str(tmp_path / "mine"), "--lang", "fr", "list"])
    assert "invalid choice: 'fr' (choose from 'en', 'ja')" in capsys.readouterr().err
    assert not (tmp_path / "mine").exists()


def test_jupyterlab_is_started_speaking_the_language_with_its_language_pack(tmp_path):
    env = course.write_lab_config(tmp_path, "ja")
    command = course.jupyterlab_command(tmp_path / "course", settings=tmp_path, language="ja")
    assert env["OTHELLO_LESSON_LANG"] == "ja"
    assert f"--LabApp.app_settings_dir={tmp_path / 'app-settings'}" in command
    overrides = json.loads((tmp_path / "app-settings" / "overrides.json").read_text(encoding="utf-8"))
    assert overrides == {"@jupyterlab/translation-extension:plugin": {"locale": "ja_JP"}}
    english = tmp_path / "en"
    assert course.write_lab_config(english, "en")["OTHELLO_LESSON_LANG"] == "en"
    assert not (english / "app-settings").exists()
    command = course.jupyterlab_command(english, settings=english)
    assert not any("app_settings_dir" in part for part in command)


def test_the_japanese_language_pack_is_installed_with_the_test_extra():
    assert course.has_language_pack("ja")


def test_a_japanese_locale_gives_the_command_in_japanese(tmp_path):
    """LANG=ja_JP.UTF-8 and no choice made: the help, and a folder's reset, in Japanese."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "ja_JP.UTF-8"}
    code = "import sys; from othello_lesson.course import main; sys.exit(main(sys.argv[1:]))"
    shown = subprocess.run(
        [sys.executable, "-c", code, "--help"], env=env, capture_output=True, text=True, timeout=60
    )
    assert shown.returncode == 0, shown.stderr
    assert "JupyterLab でオセロのコースを進めます。" in shown.stdout
    assert "レッスンを1つ配られたときの状態に戻す" in shown.stdout
    english = subprocess.run(
        [sys.executable, "-c", code, "--help"], env={**env, "LANG": "C.UTF-8"}, capture_output=True, text=True
    )
    assert "Work through the Othello course in JupyterLab." in english.stdout


def test_the_help_is_in_the_language_spoken():
    before = current_language()
    use_language("ja")
    try:
        text = course.build_parser().format_help()
    finally:
        use_language(before)
    assert "コースのフォルダー" in text and "your course folder" not in text


def test_a_folder_with_no_language_chosen_resets_in_the_language_spoken(shipped, tmp_path):
    """As in the site, where a Japanese lesson's first cell says use_language("ja") before reset_lesson."""
    mine = tmp_path / "mine"
    course.copy_course(mine, "en")
    before = current_language()
    use_language("ja")
    try:
        course.reset_lesson(0, mine)
    finally:
        use_language(before)
    assert title(mine / "00-welcome.ipynb") == "# 00-welcome 日本語"
    assert course.folder_language(mine) is None


def test_opening_the_course_remembers_the_language_it_was_opened_in(shipped, tmp_path, monkeypatch):
    """A Japanese computer opens a new folder in Japanese: the folder keeps it, whatever opens it next."""
    from tests._course_process import FakeServer

    monkeypatch.setattr(course, "start_quietly", FakeServer([]))
    monkeypatch.setattr(course, "wait_until_answered", lambda *args: True)
    mine = tmp_path / "mine"
    assert course.open_course(mine, browser=False, port=0, language="ja") == 0
    assert course.folder_language(mine) == "ja"
    assert title(mine / "00-welcome.ipynb") == "# 00-welcome 日本語"
    assert course.open_course(mine, browser=False, port=0, language="en") == 0
    assert course.folder_language(mine) == "ja"  # only --lang changes it
