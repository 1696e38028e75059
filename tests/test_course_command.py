"""``othello-course`` as a student runs it, in a real process: started, then stopped every way there is.

Each test starts the command on a free port with its own home and Jupyter
folders, and checks what a student sees: the link works as soon as it is
printed, and Ctrl+C, ``kill PID`` or the terminal closing stop JupyterLab
(or Voilà) and every kernel, free the port, and say so in one line.
"""

from __future__ import annotations

import json
import os
import re
import signal
import urllib.request

import pytest

from othello_lesson import course, local_server
from othello_lesson.teacher import classroom
from tests._course_process import LINK, NOISE, START, Command, gone, has_a_kernel, start_kernel, wait_for

pytestmark = [
    pytest.mark.browser,  # starts a real JupyterLab or Voilà
    pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals"),
]


@pytest.fixture
def scratch(tmp_path):
    return tmp_path


# Ctrl+C and the terminal closing reach the terminal's whole process group; kill reaches one PID.
WAYS_TO_STOP = [
    pytest.param("group", signal.SIGINT, id="ctrl-c"),
    pytest.param("pid", signal.SIGINT, id="sigint-to-pid"),
    pytest.param("pid", signal.SIGTERM, id="kill-pid"),
    pytest.param("group", signal.SIGHUP, id="terminal-closed"),
]


def send(command: Command, to: str, signum: int) -> None:
    if to == "group":
        os.killpg(command.process.pid, signum)
    else:
        command.process.send_signal(signum)


@pytest.mark.parametrize(("to", "signum"), WAYS_TO_STOP)
def test_every_way_of_stopping_stops_jupyterlab_and_its_kernels(scratch, to, signum):
    port = local_server.free_port()
    folder = scratch / "course"
    command = Command(["--no-browser", "--port", str(port), "--dir", str(folder)], scratch)
    try:
        link, _ = command.wait_for_line(LINK).groups()
        token = link.rsplit("token=", 1)[1]
        with urllib.request.urlopen(link, timeout=10) as response:  # at once: no waiting, no retry
            assert response.status == 200
        start_kernel(command, port, token, "00-welcome.ipynb")
        family = command.family()
        assert len(family) >= 3, "the command, JupyterLab and a kernel"

        send(command, to, signum)

        assert command.process.wait(timeout=60) == 0
        assert gone(family) == [], "a process of the course outlived the command"
        assert command.ours() == []
        assert local_server.port_is_free("127.0.0.1", port)
        said = command.said()
        assert command.out[-1] == course.WORDS.say("stopped", folder=folder) + "\n"
        assert said.count("stopped") == 1
        assert not [noise for noise in NOISE if noise in said], said
    finally:
        command.stop()
    if signum == signal.SIGTERM:  # the next start gets the same port at once
        again = Command(["--no-browser", "--port", str(port), "--dir", str(folder)], scratch)
        try:
            assert int(again.wait_for_line(LINK).group(2)) == port
            again.process.send_signal(signal.SIGTERM)
            assert again.process.wait(timeout=60) == 0
        finally:
            again.stop()


def test_ctrl_c_before_jupyterlab_answers_ends_cleanly_in_one_line(scratch):
    port = local_server.free_port()
    folder = scratch / "course"
    command = Command(["--no-browser", "--port", str(port), "--dir", str(folder)], scratch)
    try:
        command.wait_for_line("JupyterLab is starting")
        wait_for(lambda: len(command.family()) >= 2, timeout=60)  # JupyterLab started, not answering yet
        family = command.family()
        os.killpg(command.process.pid, signal.SIGINT)
        assert command.process.wait(timeout=60) == 0
        assert gone(family) == [] and command.ours() == []
        assert local_server.port_is_free("127.0.0.1", port)
        assert not any(LINK.match(line) for line in command.out), "the link was printed after all"
        assert command.out[-1] == course.WORDS.say("stopped", folder=folder) + "\n"
        assert not [noise for noise in NOISE if noise in command.said()], command.said()
    finally:
        command.stop()


def test_the_course_opens_at_lesson_00_and_asks_for_no_news(scratch):
    """``/`` and the printed link open lesson 00; the page leaves out the plugin that asks about news."""
    port = local_server.free_port()
    command = Command(["open", "--no-browser", "--port", str(port), "--dir", str(scratch / "c")], scratch)
    try:
        link, _ = command.wait_for_line(LINK).groups()
        first = course.shipped_lessons()[0].name
        assert f"/lab/tree/{first}?token=" in link
        with urllib.request.urlopen(link, timeout=10) as response:
            page = response.read().decode()
        config = json.loads(re.search(r'id="jupyter-config-data"[^>]*>(.*?)</script>', page, re.S).group(1))
        assert "@jupyterlab/apputils-extension:announcements" in config["disabledExtensions"]
        token = link.rsplit("token=", 1)[1]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/?token={token}", timeout=10) as response:
            assert response.url.split("?")[0].endswith(f"/lab/tree/{first}")
    finally:
        send(command, "pid", signal.SIGTERM)
        command.process.wait(timeout=60)
        command.stop()
    assert not [noise for noise in NOISE if noise in command.said()], command.said()


def test_where_no_browser_can_be_opened_the_student_is_told_only_the_link(scratch):
    """No desktop (no browser to open): JupyterLab warned "No web browser found"; the link is enough."""
    port = local_server.free_port()
    command = Command(["--port", str(port), "--dir", str(scratch / "c")], scratch, without=("BROWSER",))
    try:
        command.wait_for_line(LINK)
        command.wait_for_line(r"Stop it with Ctrl\+C")
        os.killpg(command.process.pid, signal.SIGINT)
        assert command.process.wait(timeout=60) == 0
    finally:
        command.stop()
    assert not [noise for noise in NOISE if noise in command.said()], command.said()
    assert command.err == [], "the student was told something they cannot act on"


@pytest.mark.parametrize(("to", "signum"), [WAYS_TO_STOP[0], WAYS_TO_STOP[2], WAYS_TO_STOP[3]])
def test_every_way_of_stopping_the_classroom_stops_voila_and_its_kernels(scratch, to, signum):
    pytest.importorskip("voila")
    port = local_server.free_port()
    command = Command(["present", "--port", str(port)], scratch)
    try:
        link = command.wait_for_line(r"^\s+(http://127\.0\.0\.1:\d+/\?token=\S+)\s*$").group(1)
        with urllib.request.urlopen(link, timeout=START) as response:  # Voilà runs the notebook: a kernel
            assert response.status == 200
        wait_for(lambda: has_a_kernel(command))
        family = command.family()
        send(command, to, signum)
        assert command.process.wait(timeout=60) == 0
        assert gone(family) == [] and command.ours() == []
        assert local_server.port_is_free("127.0.0.1", port)
        assert command.out[-1] == classroom.WORDS.say("stopped") + "\n"
        said = command.said()
        assert not [noise for noise in NOISE if noise in said], said
        # Voilà's own start-up lines (the address is printed once, by the command) and the kernel's warning
        assert "[Voila] Voilà is running at" not in said and "without encryption" not in said, said
    finally:
        command.stop()
