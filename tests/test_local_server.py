"""Running a server until it is stopped: what reaches the terminal, and how the stop is asked for."""

from __future__ import annotations

import io
import os
import signal
import threading
import time

import pytest

from othello_lesson import local_server


def test_the_servers_idle_lines_are_left_out_and_the_rest_copied():
    said = io.StringIO(
        "[C 2026-03-01 14:25:01.000 ServerApp] received signal 15, stopping\n"
        "[W 2026-03-01 14:25:02.000 ServerApp] WebSocket ping timeout after 119952 ms.\n"
        "[E 2026-03-01 14:25:03.000 ServerApp] Uncaught exception GET /api/contents\n"
    )
    shown = io.StringIO()
    local_server.copy_lines(said, shown, threading.Event())
    assert shown.getvalue() == "[E 2026-03-01 14:25:03.000 ServerApp] Uncaught exception GET /api/contents\n"


def test_nothing_is_copied_once_the_server_is_being_stopped():
    hushed = threading.Event()
    hushed.set()
    shown = io.StringIO()
    local_server.copy_lines(io.StringIO("KeyboardInterrupt\n"), shown, hushed)
    assert shown.getvalue() == ""


class ClosedTerminal(io.StringIO):
    def write(self, text):
        raise OSError(5, "Input/output error")


def test_a_closed_terminal_stops_neither_the_copy_nor_the_sentence():
    local_server.copy_lines(io.StringIO("a line\nanother\n"), ClosedTerminal(), threading.Event())


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")
@pytest.mark.parametrize("signum", local_server.STOP_SIGNALS)
def test_each_stop_signal_asks_to_stop_and_the_handlers_come_back(signum):
    before = {number: signal.getsignal(number) for number in local_server.STOP_SIGNALS}
    with pytest.raises(local_server.StopAsked) as asked, local_server.stop_signals():
        os.kill(os.getpid(), signum)
        time.sleep(5)  # the handler interrupts it at once
    assert asked.value.signum == signum
    assert {number: signal.getsignal(number) for number in local_server.STOP_SIGNALS} == before


def test_stopping_a_server_kills_what_it_started_and_left_behind():
    """A server that started a child and went without waiting for it leaves no process behind."""
    import subprocess
    import sys
    import time

    import psutil

    from othello_lesson import local_server

    sleeper = "[sys.executable, '-c', 'import time; time.sleep(300)']"
    leaves_a_child = f"import subprocess, sys, time; subprocess.Popen({sleeper}); time.sleep(300)"
    server = subprocess.Popen([sys.executable, "-c", leaves_a_child], start_new_session=True)
    deadline = time.monotonic() + 60
    while not psutil.Process(server.pid).children() and time.monotonic() < deadline:
        time.sleep(0.05)
    (child,) = psutil.Process(server.pid).children()
    local_server.stop_process(server, timeout=5)
    child.wait(timeout=10)  # raises psutil.TimeoutExpired if it was left running
    assert not child.is_running() or child.status() == psutil.STATUS_ZOMBIE
