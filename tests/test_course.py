"""The student's own copy of the course: copying, listing and resetting lessons, never losing work."""

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest
from jupyter_client import BlockingKernelClient
from nbformat.sign import NotebookNotary

from othello_lesson import course, files, local_server
from tests._course_process import FakeServer


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


def run_command(capsys, *argv):
    """``othello-course ARGV``: its exit code, and what it printed on stdout and on stderr."""
    code = course.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_copied_and_reset_lessons_are_trusted_so_their_pictures_show(shipped, tmp_path):
    mine = tmp_path / "mine"
    assert not is_trusted(shipped / "00-welcome.ipynb")
    copied = course.copy_course(mine)
    assert copied and all(is_trusted(path) for path in copied)
    (mine / "01-the-board.ipynb").unlink()
    assert is_trusted(course.reset_lesson(1, mine).lesson)


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


# --- putting a lesson back: the student's work is always kept, and only then said to be


def test_reset_puts_one_lesson_back_and_keeps_a_backup(shipped, tmp_path):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    (mine / "01-the-board.ipynb").write_text("my work on lesson 1")
    (mine / "02-showing-the-board.ipynb").write_text("my work on lesson 2")

    reset = course.reset_lesson(1, mine)

    assert reset.lesson.read_text() == (shipped / "01-the-board.ipynb").read_text()
    assert (mine / "02-showing-the-board.ipynb").read_text() == "my work on lesson 2"
    backups = list((mine / files.BACKUPS).iterdir())
    assert backups == [reset.backup]
    assert [b.read_text() for b in backups] == ["my work on lesson 1"]
    assert backups[0].name.startswith("01-the-board-")
    assert reset.message() == (
        f"01-the-board.ipynb is back as shipped; your version is kept in {reset.backup}."
    )


def test_backups_made_within_one_second_never_overwrite_one_another(shipped, tmp_path, monkeypatch):
    monkeypatch.setattr(course, "time_stamp", lambda: "20250301-142501")
    mine = tmp_path / "mine"
    course.copy_course(mine)
    kept = []
    for attempt in ("first", "second", "third"):
        (mine / "01-the-board.ipynb").write_text(f"my {attempt} try")
        kept.append(course.reset_lesson("1", mine).backup)
    assert [path.name for path in kept] == [
        "01-the-board-20250301-142501.ipynb",
        "01-the-board-20250301-142501-2.ipynb",
        "01-the-board-20250301-142501-3.ipynb",
    ]
    assert [path.read_text() for path in kept] == ["my first try", "my second try", "my third try"]


def test_two_quick_resets_from_the_command_keep_both_versions(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    for version in ("version A", "version B"):
        (mine / "00-welcome.ipynb").write_text(version)
        code, out, _ = run_command(capsys, "reset", "0", "--dir", str(mine))
        assert code == 0 and "your version is kept in" in out
    kept = sorted(path.read_text() for path in (mine / files.BACKUPS).iterdir())
    assert kept == ["version A", "version B"]


def test_a_lesson_as_shipped_is_put_back_without_a_backup(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    lesson = mine / "01-the-board.ipynb"
    notebook = nbformat.read(lesson, as_version=4)
    notebook.metadata["widgets"] = {"state": "saved by JupyterLab"}  # opened and saved, nothing written
    nbformat.write(notebook, lesson)

    code, out, _ = run_command(capsys, "--dir", str(mine), "reset", "1")
    assert (code, out) == (0, "01-the-board.ipynb is back as shipped.\n")
    assert not (mine / files.BACKUPS).exists()


def test_a_lesson_with_an_edited_cell_is_kept(shipped, tmp_path):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    lesson = mine / "01-the-board.ipynb"
    notebook = nbformat.read(lesson, as_version=4)
    notebook.cells[0].source += "\nmy answer"
    nbformat.write(notebook, lesson)
    backup = course.reset_lesson(1, mine).backup
    assert backup is not None and "my answer" in backup.read_text()


def test_reset_in_the_course_folder_without_the_lesson_says_nothing_was_kept(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    (mine / "02-showing-the-board.ipynb").unlink()
    code, out, _ = run_command(capsys, "reset", "2", "--dir", str(mine))
    assert (code, out) == (0, "02-showing-the-board.ipynb is back as shipped.\n")
    assert not (mine / files.BACKUPS).exists()


@pytest.mark.parametrize("made", [False, True], ids=["no-such-folder", "an-empty-folder"])
def test_reset_where_the_course_is_not_says_how_to_get_it_there_and_makes_nothing(
    shipped, tmp_path, capsys, made
):
    new = tmp_path / "new"
    if made:
        new.mkdir()
    code, out, err = run_command(capsys, "reset", "2", "--dir", str(new))
    assert (code, out) == (2, "")
    assert err == (
        f"othello-course: {new} holds no copy of the course, so there is no lesson to put back; "
        f"to get the whole course there, run: othello-course --dir {new}\n"
    )
    assert new.exists() == made and (not made or list(new.iterdir()) == [])


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
    course.copy_course(mine)
    assert course.main(["--dir", str(mine), "reset", "2"]) == 0
    assert capsys.readouterr().out == "02-showing-the-board.ipynb is back as shipped.\n"
    assert (mine / "02-showing-the-board.ipynb").exists()


# --- the course folder given with --dir: a problem is one line and exit code 2


def test_dir_pointing_to_a_file_is_one_line_and_code_2(shipped, tmp_path, capsys):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    for argv in (["--dir", str(a_file), "reset", "1"], ["reset", "1", "--dir", str(a_file)]):
        code, out, err = run_command(capsys, *argv)
        assert (code, out) == (2, "")
        assert err == f"othello-course: {a_file} is a file, not a folder: give another --dir\n"
    assert a_file.read_text() == "not a folder"


def test_dir_under_a_file_is_one_line_and_code_2(shipped, tmp_path, capsys):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    code, out, err = run_command(capsys, "--dir", str(a_file / "course" / "inside"), "reset", "1")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("othello-course: ") and f"{a_file} is a file" in err


def test_a_folder_you_cannot_write_is_one_line_and_code_2(shipped, tmp_path, capsys, monkeypatch):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    before = sorted(mine.iterdir())
    monkeypatch.setattr(course.os, "access", lambda path, mode: Path(path) != mine)
    code, out, err = run_command(capsys, "reset", "1", "--dir", str(mine))
    assert (code, out) == (2, "")
    assert err == f"othello-course: {mine} cannot be written to by you: give another --dir\n"
    assert sorted(mine.iterdir()) == before


def test_a_refusal_by_the_system_is_one_line_and_code_2(shipped, tmp_path, capsys, monkeypatch):
    def refuse(source, target, **kwargs):
        raise PermissionError(13, "Permission denied", str(target))

    mine = tmp_path / "mine"
    course.copy_course(mine)
    monkeypatch.setattr(files.shutil, "copy2", refuse)
    code, out, err = run_command(capsys, "reset", "1", "--dir", str(mine))
    assert (code, out) == (2, "")
    assert err == f"othello-course: {mine / '01-the-board.ipynb'}: permission denied\n"


def test_a_lesson_copy_stopped_halfway_leaves_no_half_lesson(shipped, tmp_path, monkeypatch):
    def stopped_halfway(source, target, **kwargs):
        Path(target).write_text('{"cells": [')
        raise KeyboardInterrupt

    mine = tmp_path / "mine"
    copy2 = files.shutil.copy2
    monkeypatch.setattr(files.shutil, "copy2", stopped_halfway)
    with pytest.raises(KeyboardInterrupt):
        course.copy_course(mine)
    assert list(mine.iterdir()) == []
    monkeypatch.setattr(files.shutil, "copy2", copy2)
    assert len(course.copy_course(mine)) == 3, "the next start copies every lesson"


def test_dir_is_taken_after_every_sub_command(shipped, tmp_path, capsys):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    assert course.main(["reset", "0", "--dir", str(mine)]) == 0
    assert (mine / "00-welcome.ipynb").exists()
    assert course.main(["list", "--dir", str(mine)]) == 0
    options = course.build_parser().parse_args(["present", "play.ipynb", "--dir", str(mine)])
    assert (options.dir, options.notebook) == (mine, "play.ipynb")
    options = course.build_parser().parse_args(["open", "--no-browser", "--dir", str(mine)])
    assert options.dir == mine
    assert course.build_parser().parse_args(["--dir", str(mine), "list"]).dir == mine


LIST_COMMAND = "import sys, othello_lesson.course as c; sys.exit(c.main(sys.argv[1:]))"


def test_the_list_read_by_a_closed_pipe_ends_without_a_traceback(tmp_path):
    """``othello-course list | head -1``: the reader has gone before everything is written."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run(
            [sys.executable, "-c", LIST_COMMAND, "list", "--dir", str(tmp_path)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert result.stderr == ""
    assert result.returncode == 1


# --- a newer version of the course


def ship_a_new_version(shipped, name: str) -> None:
    notebook = nbformat.read(shipped / name, as_version=4)
    notebook.cells.append(nbformat.v4.new_markdown_cell("A new exercise."))
    nbformat.write(notebook, shipped / name)


@pytest.fixture
def jupyterlab(monkeypatch):
    """The JupyterLab command lines that ``open_course`` would have run (none run for real)."""
    commands: list[list[str]] = []
    monkeypatch.setattr(course, "start_quietly", FakeServer(commands))
    monkeypatch.setattr(course, "wait_until_answered", lambda url, process, timeout: True)
    return commands


def test_a_newer_shipped_lesson_is_told_once_and_listed_until_reset(shipped, tmp_path, jupyterlab, capsys):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    (mine / "02-showing-the-board.ipynb").write_text("my own work, not a new version")
    ship_a_new_version(shipped, "01-the-board.ipynb")

    assert course.newer_lessons(mine) == ["01-the-board.ipynb"]
    assert course.open_course(mine, browser=False) == 0
    told = capsys.readouterr().out
    assert "01-the-board" in told and "othello-course reset 1" in told
    assert "02-showing" not in told
    assert course.open_course(mine, browser=False) == 0
    assert "differ" not in capsys.readouterr().out  # once is enough

    assert course.main(["list", "--dir", str(mine)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "00-welcome",
        "01-the-board  (differs from the shipped version: othello-course reset 1)",
        "02-showing-the-board",
    ]
    assert course.reset_lesson(1, mine).backup is None  # the old version held no work of the student's
    assert course.newer_lessons(mine) == []


def test_a_folder_copied_before_versions_were_recorded_is_compared_with_shipped_lessons(shipped, tmp_path):
    mine = tmp_path / "mine"
    course.copy_course(mine)
    (mine / course.RECORD).unlink()
    ship_a_new_version(shipped, "02-showing-the-board.ipynb")
    assert course.newer_lessons(mine) == ["02-showing-the-board.ipynb"]
    notice = course.newer_lessons_notice(mine)
    assert "othello-course reset 2" in notice and f"{mine / files.BACKUPS}" in notice


# --- JupyterLab


def test_the_real_course_ships_its_lessons():
    names = [p.name for p in course.shipped_lessons()]
    assert names, "notebooks/ holds no lesson"
    assert all("solutions" not in name for name in names)


def test_jupyterlab_serves_the_course_folder_on_this_computer_only(tmp_path):
    command = course.jupyterlab_command(tmp_path)
    assert command[0] == sys.executable and command[command.index("-m") + 1] == "jupyterlab"
    assert f"--ServerApp.root_dir={tmp_path}" in command
    assert "--ServerApp.ip=127.0.0.1" in command
    assert "--LabApp.news_url=None" in command
    assert "--no-browser" in command, "the course opens the browser itself, once JupyterLab answers"


def test_jupyterlab_is_quiet_and_opens_lesson_00(tmp_path):
    command = course.jupyterlab_command(tmp_path, port=8890, token="secret")
    assert "--ServerApp.log_level=WARN" in command and "--LabApp.log_level=WARN" in command
    assert "--ServerApp.port=8890" in command and "--ServerApp.port_retries=0" in command
    assert "--IdentityProvider.token=secret" in command
    assert ("--KernelManager.transport=ipc" in command) == course.local_sockets_work()
    assert f"--LabApp.default_url=/lab/tree/{course.shipped_lessons()[0].name}" in command


# --- the default command's options, without naming it


@pytest.mark.parametrize(
    "argv",
    [
        ["--no-browser"],
        ["--no-browser", "--port", "8899"],
        ["open", "--no-browser", "--port", "8899"],
        ["--dir", "DIR", "--no-browser"],
        ["--no-browser", "open", "--dir", "DIR"],
    ],
)
def test_the_options_of_open_work_without_naming_it(shipped, tmp_path, jupyterlab, capsys, argv):
    mine = tmp_path / "mine"
    argv = [str(mine) if word == "DIR" else word for word in argv]
    assert course.main([*argv, *([] if "--dir" in argv else ["--dir", str(mine)])]) == 0
    (command,) = jupyterlab
    assert f"--ServerApp.root_dir={mine}" in command
    out = capsys.readouterr().out
    assert "JupyterLab is ready: open\n    http://127.0.0.1:" in out
    if "8899" in argv:
        assert "http://127.0.0.1:8899/lab/tree/00-welcome.ipynb?token=" in out


def test_the_browser_opens_unless_told_not_to(shipped, tmp_path, jupyterlab, monkeypatch, capsys):
    opened = []
    monkeypatch.setattr(course, "open_in_browser", opened.append)
    assert course.main(["--dir", str(tmp_path / "a"), "--no-browser"]) == 0
    assert opened == []
    assert course.main(["--dir", str(tmp_path / "b")]) == 0
    (url,) = opened
    assert url.startswith("http://127.0.0.1:") and "/lab/tree/00-welcome.ipynb?token=" in url


def test_a_busy_port_is_refused_before_jupyterlab_starts(shipped, tmp_path, jupyterlab, capsys):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code, _, err = run_command(capsys, "--port", str(port), "--dir", str(tmp_path / "mine"))
    assert (code, jupyterlab) == (2, [])
    assert err == (
        f"othello-course: port {port} is already in use on 127.0.0.1 (another JupyterLab?): "
        "choose another with --port N, or --port 0 for any free one\n"
    )


@pytest.mark.parametrize(
    "argv",
    [["open"], ["list"], ["reset", "1"], ["present"], []],
    ids=["open", "list", "reset", "present", "default"],
)
def test_dir_naming_a_file_is_refused_by_every_command(shipped, tmp_path, jupyterlab, capsys, argv):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    code, out, err = run_command(capsys, *argv, "--dir", str(a_file))
    assert (code, out, jupyterlab) == (2, "", [])
    assert err == f"othello-course: {a_file} is a file, not a folder: give another --dir\n"
    assert a_file.read_text() == "not a folder"


def test_the_classroom_command_refuses_a_file_as_its_folder(tmp_path, capsys):
    from othello_lesson.teacher import classroom

    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    assert classroom.main(["play", "--dir", str(a_file)]) == 2
    assert capsys.readouterr().err == (
        f"othello-course present: {a_file} is a file, not a folder: give another --dir\n"
    )


@pytest.mark.browser
def test_the_courses_jupyterlab_says_little_and_its_kernels_do_not_warn(tmp_path, monkeypatch):
    """A real JupyterLab started as ``othello-course`` starts it, and a real kernel in it.

    What a student sees in the terminal: no lines of information, and no
    kernel warning that TCP is unencrypted (the kernel talks over local sockets).
    """
    short = Path(tempfile.mkdtemp(prefix="jr-"))  # a socket's path must be short
    for name, folder in [("RUNTIME", short), ("CONFIG", tmp_path / "config"), ("DATA", tmp_path / "data")]:
        monkeypatch.setenv(f"JUPYTER_{name}_DIR", str(folder))
    port, token = local_server.free_port(), "course-test-token"
    log = tmp_path / "jupyterlab.log"
    command = course.jupyterlab_command(tmp_path, port=port, token=token)
    with open(log, "wb") as output:
        server = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=output, stderr=output)
    try:
        status = wait_for_json(f"http://127.0.0.1:{port}/api/status", token, server)
        assert "started" in status
        kernel = request_json(f"http://127.0.0.1:{port}/api/kernels", token, method="POST", body={})
        client = BlockingKernelClient()
        client.load_connection_file(short / f"kernel-{kernel['id']}.json")
        client.start_channels()
        try:
            client.execute("6 * 7")
            reply = client.get_shell_msg(timeout=120)  # the kernel is up: it would have warned by now
            assert reply["content"]["status"] == "ok"
        finally:
            client.stop_channels()
        shown = log.read_text(errors="replace")
    finally:
        stop(server)
        shutil.rmtree(short, ignore_errors=True)
    assert "without encryption" not in shown
    assert [line for line in shown.splitlines() if line.startswith("[I ")] == []
    assert len(shown.splitlines()) <= 2, shown


def request_json(url: str, token: str, *, method: str = "GET", body: dict | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode()
    headers = {"Authorization": f"token {token}"}
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def wait_for_json(url: str, token: str, server: subprocess.Popen, *, timeout: float = 120.0) -> dict:
    """Ask ``url`` until it answers; fail if the server stops or takes too long."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert server.poll() is None, f"JupyterLab stopped with code {server.returncode}"
        with contextlib.suppress(OSError):
            return request_json(url, token)
        time.sleep(0.3)
    raise AssertionError(f"{url} did not answer within {timeout} s")


def stop(process: subprocess.Popen) -> None:
    """Stop a process this test started, by its own PID."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_ctrl_c_the_moment_jupyterlab_is_started_still_stops_it(tmp_path, monkeypatch):
    """A stop asked while the server is being started (before ``open_course`` holds it) waits for it.

    The real ``start_quietly`` starts a stand-in server (a process that would sleep for a minute),
    and Ctrl+C comes the moment it returns: the command must still stop that process.
    """
    started = []

    def start_then_ctrl_c(command, *, env=None):
        process = local_server.start_quietly([sys.executable, "-c", "import time; time.sleep(60)"], env=env)
        started.append(process)
        os.kill(os.getpid(), signal.SIGINT)
        return process  # with the signal come, a stop that is not held is raised before this line

    monkeypatch.setattr(course, "start_quietly", start_then_ctrl_c)
    try:
        assert course.open_course(tmp_path / "mine", browser=False, port=0) == 0
        (server,) = started
        assert server.poll() is not None, "the server outlived the command"
    finally:
        for process in started:
            process.kill()
            process.wait()
