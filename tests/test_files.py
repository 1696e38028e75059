"""Files written whole, and backups that never overwrite one another."""

from __future__ import annotations

import os

import pytest

from othello_lesson import files


def test_a_write_stopped_halfway_leaves_the_old_file_and_nothing_else(tmp_path, monkeypatch):
    path = tmp_path / "record.txt"
    files.write_whole(path, "old\n")

    def stopped(descriptor):
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "fsync", stopped)
    with pytest.raises(KeyboardInterrupt):
        files.write_whole(path, "new\n" * 1000)
    assert [p.name for p in tmp_path.iterdir()] == ["record.txt"]
    assert path.read_text(encoding="utf-8") == "old\n"


def test_an_error_names_the_file_asked_for_not_the_temporary_one(tmp_path):
    missing = tmp_path / "no-such-folder" / "ana.py"
    with pytest.raises(FileNotFoundError) as raised:
        files.write_whole(missing, "x = 1\n")
    assert raised.value.filename == str(missing)
    assert str(missing) in str(raised.value)


def test_a_copy_keeps_the_times_and_replaces_the_target_whole(tmp_path):
    source, target = tmp_path / "shipped.ipynb", tmp_path / "mine.ipynb"
    source.write_text("{}", encoding="utf-8")
    os.utime(source, (1_600_000_000, 1_600_000_000))
    target.write_text("my work", encoding="utf-8")
    assert files.copy_whole(source, target) == target
    assert target.read_text(encoding="utf-8") == "{}"
    assert target.stat().st_mtime == 1_600_000_000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.ipynb", "shipped.ipynb"]


def test_backups_take_the_next_free_name_with_or_without_a_label(tmp_path):
    path = tmp_path / "lesson.ipynb"
    names = []
    for version in ("a", "b"):
        path.write_text(version, encoding="utf-8")
        names.append(files.back_up(path).name)
        names.append(files.back_up(path, label="20250301-142501").name)
    assert names == [
        "lesson-1.ipynb",
        "lesson-20250301-142501.ipynb",
        "lesson-2.ipynb",
        "lesson-20250301-142501-2.ipynb",
    ]
    kept = tmp_path / files.BACKUPS
    assert [(kept / name).read_text(encoding="utf-8") for name in names] == ["a", "a", "b", "b"]


def test_a_folder_full_of_backups_says_so_and_overwrites_none(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "MAX_BACKUPS", 2)
    path = tmp_path / "my_othello.py"
    path.write_text("# mine\n", encoding="utf-8")
    files.back_up(path), files.back_up(path)
    with pytest.raises(FileExistsError, match=r"holds too many backups of my_othello\.py: move some away"):
        files.back_up(path)
    assert sorted(p.name for p in (tmp_path / files.BACKUPS).iterdir()) == [
        "my_othello-1.py",
        "my_othello-2.py",
    ]
