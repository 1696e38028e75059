"""``othello-course present``: which notebook, which port, which addresses, and what to do without Voilà.

Voilà itself is not started here (a stand-in records its command line); the
real server is tested in ``tests/browser/test_classroom_server.py``.
"""

from __future__ import annotations

import socket

import nbformat
import pytest

from othello_lesson import course
from othello_lesson.teacher import classroom
from tests._course_process import FakeServer


@pytest.fixture
def voila(monkeypatch):
    """The Voilà command lines that ``present`` would have run (none run for real)."""
    commands: list[list[str]] = []
    monkeypatch.setattr(classroom, "start_quietly", FakeServer(commands))
    monkeypatch.setattr(classroom, "_wait_until_listening", lambda *args: True)
    monkeypatch.setattr(classroom.importlib.util, "find_spec", lambda name: object())
    return commands


def option(command: list[str], name: str) -> str:
    return next(arg.split("=", 1)[1] for arg in command if arg.startswith(f"--Voila.{name}="))


# --- which notebook


def test_a_name_is_found_in_the_students_folder_first(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    mine = tmp_path / "my-course"
    mine.mkdir()
    nbformat.write(nbformat.v4.new_notebook(), mine / "play.ipynb")
    assert classroom.find_notebook("play.ipynb", folder=mine) == (mine / "play.ipynb").resolve()
    assert classroom.find_notebook("play", folder=mine) == (mine / "play.ipynb").resolve()


def test_a_name_is_found_among_the_shipped_notebooks_from_any_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shipped = course.shipped_folder()
    assert classroom.find_notebook("play.ipynb", folder=tmp_path) == (shipped / "play.ipynb").resolve()
    solved = classroom.find_notebook("solutions/07-click-to-play.ipynb", folder=tmp_path)
    assert solved == (shipped / "solutions" / "07-click-to-play.ipynb").resolve()


def test_present_play_from_another_folder_serves_the_shipped_play(tmp_path, monkeypatch, voila, capsys):
    monkeypatch.chdir(tmp_path)
    assert course.main(["present", "play.ipynb", "--dir", str(tmp_path / "empty"), "--port", "0"]) == 0
    (command,) = voila
    assert command[3] == str((course.shipped_folder() / "play.ipynb").resolve())


def test_an_unknown_notebook_is_one_line_naming_where_it_was_looked_for(tmp_path, monkeypatch, voila, capsys):
    monkeypatch.chdir(tmp_path)
    assert course.main(["present", "nowhere.ipynb", "--dir", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert voila == [] and out == ""
    assert err.startswith("othello-course present: there is no notebook nowhere.ipynb (looked in ")
    assert err.count("\n") == 1 and str(course.shipped_folder()) in err


# --- which port


def test_port_0_picks_a_free_port_and_the_link_shows_it(voila, capsys, tmp_path):
    assert classroom.main(["--port", "0", "--dir", str(tmp_path)]) == 0
    (command,) = voila
    port = int(option(command, "port"))
    assert 0 < port < 65536
    out, _ = capsys.readouterr()
    assert f"http://127.0.0.1:{port}/?token={option(command, 'token')}" in out


def test_a_busy_port_is_refused_before_voila_starts(voila, capsys, tmp_path):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert classroom.main(["--port", str(port), "--dir", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert voila == [] and "http" not in out
    assert err == (
        f"othello-course present: port {port} is already in use on 127.0.0.1 (another server?): "
        "choose another with --port N, or --port 0 for any free one\n"
    )


@pytest.mark.parametrize("port", ["70000", "-1", "65536", "eighty"])
def test_a_port_out_of_range_is_refused(voila, capsys, port):
    with pytest.raises(SystemExit) as stopped:
        course.main(["present", "--port", port])
    assert stopped.value.code == 2
    assert voila == []
    refusal = f"{port} is not a port: give a number from 1 to 65535, or 0 for any free port"
    assert refusal in capsys.readouterr().err


# --- which addresses


def test_network_prints_this_computers_own_addresses(voila, monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(classroom, "network_addresses", lambda: ["192.0.2.10", "198.51.100.7"])
    monkeypatch.setattr(classroom, "network_address", lambda: "teachers-pc")
    assert classroom.main(["--network", "--port", "0", "--dir", str(tmp_path)]) == 0
    (command,) = voila
    assert option(command, "ip") == "0.0.0.0"
    port, token = option(command, "port"), option(command, "token")
    out, err = capsys.readouterr()
    links = [line.strip() for line in out.splitlines() if line.strip().startswith("http")]
    assert links == [
        f"http://192.0.2.10:{port}/?token={token}",
        f"http://198.51.100.7:{port}/?token={token}",
        f"http://teachers-pc:{port}/?token={token}",
    ]
    assert "WARNING" in err


def test_network_addresses_leave_out_this_computer_only_addresses(monkeypatch):
    answers = [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (ip, 0)) for ip in ("127.0.1.1", "192.0.2.33")]
    monkeypatch.setattr(classroom.socket, "getaddrinfo", lambda *args: answers)
    found = classroom.network_addresses()
    assert "192.0.2.33" in found
    assert not any(ip.startswith("127.") or ip == "0.0.0.0" for ip in found)


# --- without Voilà


def test_without_voila_the_hint_is_a_command_for_this_installation(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(classroom.importlib.util, "find_spec", lambda name: None)
    assert course.main(["present", "--dir", str(tmp_path)]) == 2
    _, err = capsys.readouterr()
    assert err == f"Voilà is not installed; add it with:\n    {classroom.install_hint()}\n"


def test_the_hint_for_a_clone_installs_the_clone_with_its_classroom_extra(monkeypatch, tmp_path):
    clone = tmp_path / "my clone"
    editable = {"url": clone.as_uri(), "dir_info": {"editable": True}}
    monkeypatch.setattr(classroom, "_direct_url", lambda: editable)
    hint = classroom.install_hint()
    assert hint.endswith(classroom.shlex.quote(f"{clone}[classroom]")) and " -e " in hint
    assert "pip install" in hint


@pytest.mark.parametrize(
    "origin",
    [None, {"url": "file:///tmp/othello_lesson-0.1.0-py3-none-any.whl", "archive_info": {}}],
    ids=["package index", "wheel file"],
)
def test_the_hint_for_a_wheel_installs_voila_itself(monkeypatch, origin):
    monkeypatch.setattr(classroom, "_direct_url", lambda: origin)
    hint = classroom.install_hint()
    assert hint.endswith(classroom.shlex.quote(classroom.voila_requirement()))
    assert " -e " not in hint and "[classroom]" not in hint
    assert classroom.voila_requirement().startswith("voila>=")


def test_present_in_japanese_serves_the_japanese_notebook_and_its_kernel_speaks_japanese(
    tmp_path, monkeypatch, voila, capsys
):
    shipped = tmp_path / "shipped"
    (shipped / "ja").mkdir(parents=True)
    for place in (shipped, shipped / "ja"):
        nbformat.write(nbformat.v4.new_notebook(), place / "classroom.ipynb")
    monkeypatch.setattr(classroom, "shipped_folder", lambda: shipped)
    monkeypatch.chdir(tmp_path)
    mine = tmp_path / "mine"
    assert course.main(["present", "--lang", "ja", "--dir", str(mine), "--port", "0"]) == 0
    (command,) = voila
    assert command[3] == str((shipped / "ja" / "classroom.ipynb").resolve())
    assert classroom.start_quietly.env["OTHELLO_LESSON_LANG"] == "ja"
    out = capsys.readouterr().out
    assert "の Voilà で始めています" in out and "ブラウザーで次のアドレスを開いてください" in out
    assert course.main(["present", "--lang", "en", "--dir", str(mine), "--port", "0"]) == 0
    assert voila[1][3] == str((shipped / "classroom.ipynb").resolve())
    assert classroom.start_quietly.env["OTHELLO_LESSON_LANG"] == "en"
