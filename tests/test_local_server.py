"""Running a server until it is stopped: what reaches the terminal, and how the stop is asked for."""

from __future__ import annotations

import io
import os
import signal
import socket
import threading
import time

import pytest

from othello_lesson import local_server


@pytest.fixture
def busy_port():
    """A port something listens on, for as long as the test runs."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        yield busy.getsockname()[1]


def test_the_usual_port_is_chosen_when_free_and_another_when_it_is_taken(busy_port):
    free = local_server.free_port()
    assert local_server.choose_port(None, usual=free) == free
    other = local_server.choose_port(None, usual=busy_port)
    assert other != busy_port and local_server.port_is_free("127.0.0.1", other)
    assert not local_server.port_is_free("127.0.0.1", busy_port)


def test_port_0_is_any_free_port_and_a_port_asked_for_must_be_free(busy_port):
    any_port = local_server.choose_port(0, usual=busy_port)
    assert any_port not in (0, busy_port) and local_server.port_is_free("127.0.0.1", any_port)
    with pytest.raises(local_server.PortInUse, match=f"port {busy_port} is already in use on 127.0.0.1 "):
        local_server.choose_port(busy_port, usual=8888, server="JupyterLab")
    free = local_server.free_port()
    assert local_server.choose_port(free, usual=busy_port) == free


def test_the_servers_idle_lines_are_left_out_and_the_rest_copied():
    said = io.StringIO(
        "[C 2026-03-01 14:25:01.000 ServerApp] received signal 15, stopping\n"
        "[W 2026-03-01 14:25:02.000 ServerApp] WebSocket ping timeout after 119952 ms.\n"
        "[E 2026-03-01 14:25:03.000 ServerApp] Uncaught exception GET /api/contents\n"
    )
    shown = io.StringIO()
    local_server.copy_lines(said, shown, threading.Event())
    assert shown.getvalue() == "[E 2026-03-01 14:25:03.000 ServerApp] Uncaught exception GET /api/contents\n"


# What JupyterLab's server wrote when a page closed while its kernel's websocket was opening
# (jupyter_server issue 1265), seen in a test run on a loaded machine; times and ids shortened.
CLOSED_WHILE_OPENING = """\
[E 2026-12-03 11:00:00.523 ServerApp] Uncaught exception GET /api/kernels/2f9c/channels (127.0.0.1)
    HTTPServerRequest(protocol='http', host='127.0.0.1:52185', method='GET', uri='/api/kernels/2f9c/channels')
    Traceback (most recent call last):
      File "jupyter_server/services/kernels/websocket.py", line 88, in select_subprotocol
        preferred_protocol = self.connection.kernel_ws_protocol
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    AttributeError: 'NoneType' object has no attribute 'kernel_ws_protocol'
[E 2026-12-03 11:00:00.556 ServerApp] {
      "Host": "127.0.0.1:52185",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0 Safari/537.36"
    }
[E 2026-12-03 11:00:00.557 ServerApp] 500 GET /api/kernels/2f9c/channels?session_id=526d (127.0.0.1) 1494.78ms
"""

# Another failure of a kernel's websocket, which the student should see, whole.
OTHER_FAILURE = """\
[E 2026-12-03 11:00:01.000 ServerApp] Uncaught exception GET /api/kernels/77aa/channels (127.0.0.1)
    Traceback (most recent call last):
    RuntimeError: the kernel died
"""


def test_a_page_closed_while_its_kernel_connects_leaves_no_traceback_on_the_terminal():
    said = io.StringIO(
        "[I 2026-12-03 10:59:58.000 ServerApp] Kernel started: 2f9c\n"
        + CLOSED_WHILE_OPENING
        + "[W 2026-12-03 11:00:00.600 ServerApp] Notebook 00-welcome.ipynb is not trusted\n"
        + OTHER_FAILURE
        + "[I 2026-12-03 11:00:02.000 ServerApp] Saving file at /00-welcome.ipynb\n"
    )
    shown = io.StringIO()
    local_server.copy_lines(said, shown, threading.Event())
    assert shown.getvalue() == (
        "[I 2026-12-03 10:59:58.000 ServerApp] Kernel started: 2f9c\n"
        "[W 2026-12-03 11:00:00.600 ServerApp] Notebook 00-welcome.ipynb is not trusted\n"
        + OTHER_FAILURE
        + "[I 2026-12-03 11:00:02.000 ServerApp] Saving file at /00-welcome.ipynb\n"
    )


def test_a_held_record_at_the_end_of_what_the_server_said_is_copied():
    shown = io.StringIO()
    local_server.copy_lines(io.StringIO(OTHER_FAILURE), shown, threading.Event())
    assert shown.getvalue() == OTHER_FAILURE
    shown = io.StringIO()
    local_server.copy_lines(io.StringIO(CLOSED_WHILE_OPENING), shown, threading.Event())
    assert shown.getvalue() == ""


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


def test_an_error_while_stops_are_held_goes_on_as_it_is_and_keeps_no_stop_for_later():
    with local_server.stop_signals():
        with pytest.raises(OSError, match="could not start"), local_server.stops_held():
            os.kill(os.getpid(), signal.SIGTERM)
            raise OSError("the server could not start")
        with local_server.stops_held():
            held_again = True  # no stop left over from the first section is raised here
    assert held_again
