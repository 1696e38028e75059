"""Run a server on this computer (JupyterLab, Voilà) until the person who started it stops it.

However the command is stopped (Ctrl+C, ``kill PID`` from an IDE's stop
button, the terminal closing), the server is stopped with it, kernels and
all, and nothing of it keeps the port::

    with stop_signals():
        with stops_held():  # a stop asked as it starts waits until the server is ours to stop
            server = start_quietly(command)
        try:
            server.wait()
        except StopAsked:
            stop_process(server)

Its port is chosen, and checked, before it starts (``choose_port``).

>>> "received signal" in QUIET_LINES[0]
True
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from .words import Hints

# The words of a port asked for: one that is not a port, one in use.
PORT_WORDS = Hints(
    "ports",
    {
        "not_a_port": "{text} is not a port: give a number from 1 to 65535, or 0 for any free port",
        "in_use": "port {port} is already in use on {ip} (another {server}?): "
        "choose another with --port N, or --port 0 for any free one",
    },
)

LOCAL_IP = "127.0.0.1"  # this computer only
STOP_TIMEOUT = 20.0  # seconds for a server to shut its kernels down before it is killed
STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
# What a server says on the terminal that a student can do nothing about: its own stopping (this
# command says it, in a sentence), and a browser tab that answered a keep-alive late.
QUIET_LINES = (
    "received signal",
    "WebSocket ping timeout",
    "websocket_ping_timeout",  # Voilà's keep-alive settings, which tornado corrects (two lines)
)
# A server's log record starts with its level and time ("[E 2026-03-01 14:25:03.000 ServerApp] ...");
# the lines after it (a traceback, a request's headers) belong to it.
RECORD_START = re.compile(r"^\[[A-Z] \d{4}-\d\d-\d\d ")
# A failed kernel websocket is held until its record ends, and left out, with the request's headers
# and its "500 GET" line after it, if its traceback is one of these: a tab that closed (or reloaded)
# while its kernel's websocket was opening (jupyter_server issue 1265; nothing was lost).
HELD_RECORDS = ("Uncaught exception GET /api/kernels/",)
QUIET_TRACEBACKS = ("'NoneType' object has no attribute 'kernel_ws_protocol'",)


class StopAsked(BaseException):
    """A signal (Ctrl+C, ``kill PID``, the terminal closing) asked the command to stop.

    A ``BaseException``, as ``KeyboardInterrupt`` is: no ``except Exception`` swallows it.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class _Held:
    """How many ``stops_held`` sections are open, and the stop signal that came meanwhile."""

    depth = 0
    pending: int | None = None


@contextlib.contextmanager
def stop_signals() -> Iterator[None]:
    """While inside, SIGINT, SIGTERM and SIGHUP raise ``StopAsked``; once one came, the others are ignored."""

    def ask_to_stop(signum: int, frame: object) -> None:
        for number in STOP_SIGNALS:
            signal.signal(number, signal.SIG_IGN)
        if _Held.depth:
            _Held.pending = signum  # raised as the held section ends
            return
        raise StopAsked(signum)

    previous = {number: signal.signal(number, ask_to_stop) for number in STOP_SIGNALS}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


@contextlib.contextmanager
def stops_held() -> Iterator[None]:
    """Inside, a stop signal waits; it raises ``StopAsked`` as the section ends, never halfway through.

    For a step that must not be cut in two: a server started but not yet in the
    hands of the code that will stop it (``process = start_quietly(...)``).

    >>> with stop_signals():
    ...     try:
    ...         with stops_held():
    ...             os.kill(os.getpid(), signal.SIGTERM)
    ...             started = True  # the signal has come: nothing is raised here
    ...     except StopAsked:
    ...         print("stop asked; started:", started)
    stop asked; started: True
    """
    _Held.depth += 1
    try:
        yield
    finally:
        _Held.depth -= 1
        signum = _Held.pending if _Held.depth == 0 else None
        if _Held.depth == 0:
            _Held.pending = None  # an error inside goes on as it is; the stop is not kept for later
    if signum is not None:
        raise StopAsked(signum)


def start_quietly(command: list[str], *, env: dict[str, str] | None = None) -> ServerProcess:
    """Start ``command`` in a process group of its own; its messages reach our stderr, but the idle ones.

    In a process group of its own, Ctrl+C in the terminal reaches this command
    only, which then stops the server (and its kernels) itself, once.
    """
    process = ServerProcess(
        command,
        env=env,
        stdin=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=sys.platform != "win32",
        text=True,
        errors="replace",
    )
    threading.Thread(
        target=copy_lines, args=(process.stderr, sys.stderr, process.hushed), daemon=True
    ).start()
    return process


class ServerProcess(subprocess.Popen[str]):
    """A server's process; ``hushed`` is set by ``stop_process``: what it says while stopping is not news."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hushed = threading.Event()


def copy_lines(source: TextIO, target: TextIO, hushed: threading.Event) -> None:
    """Copy lines from ``source`` to ``target`` but the quiet ones, until ``hushed`` is set.

    Left out: the ``QUIET_LINES``, and a ``HELD_RECORDS`` record whose traceback is
    one of the ``QUIET_TRACEBACKS`` with the records of its request that follow it.
    A closed target (the terminal gone) stops nothing.
    """

    def write(text: str) -> None:
        if text and not hushed.is_set():
            with contextlib.suppress(OSError, ValueError):
                target.write(text)
                target.flush()

    held: list[str] = []  # the lines of a record kept until it ends
    state = "copy"  # what to do with the current record's lines: "copy", "hold" or "drop"
    after_quiet = False  # the record before was a quiet traceback: its request's records follow
    for line in source:
        if RECORD_START.match(line):
            if state == "hold":
                record = "".join(held)
                held.clear()
                after_quiet = any(quiet in record for quiet in QUIET_TRACEBACKS)
                write("" if after_quiet else record)
            follows = after_quiet and (line.rstrip().endswith("{") or "/channels" in line)
            after_quiet = follows and "/channels" not in line  # its "500 GET" line is the last
            if follows or any(quiet in line for quiet in QUIET_LINES):
                state = "drop"
            elif any(kind in line for kind in HELD_RECORDS):
                state = "hold"
            else:
                state = "copy"
        if state == "hold":
            held.append(line)
        elif state == "copy" and not any(quiet in line for quiet in QUIET_LINES):
            write(line)
    record = "".join(held)
    if not any(quiet in record for quiet in QUIET_TRACEBACKS):
        write(record)


def wait_until_answered(url: str, process: subprocess.Popen[str], timeout: float) -> bool:
    """Ask ``url`` until it answers; ``False`` if ``process`` stopped first or it took too long."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return True
        except (OSError, ValueError):  # not listening yet, or answering with an error for now
            pass
        time.sleep(0.2)
    return False


def stop_process(process: subprocess.Popen[str], timeout: float = STOP_TIMEOUT) -> int:
    """Stop a server as ``kill`` does (it shuts its kernels down first); kill it if it takes too long."""
    hushed = getattr(process, "hushed", None)
    if hushed is not None:
        hushed.set()  # a kernel interrupted as it starts, say: this command says in one line what happened
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
    code = process.wait()
    stop_its_group(process.pid)
    return code


def stop_its_group(pid: int) -> None:
    """Kill what is left of the process group the server led (started with a session of its own, its
    group is its PID): a child it started and did not wait for, stopped halfway through its start."""
    if os.name != "posix":
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def local_sockets_fit(folder: Path) -> bool:
    """Can kernels whose connection files are in ``folder`` talk over local (Unix) sockets?

    Not on Windows; and a socket's path must be short (about 100 characters).
    Over local sockets, kernels do not warn that TCP is unencrypted.

    >>> local_sockets_fit(Path("/" + "long-folder-name/" * 5))
    False
    """
    if os.name != "posix":
        return False
    longest = Path(folder) / "kernel-00000000-0000-0000-0000-000000000000-ipc-5"
    return len(str(longest)) < 100


# --- the port ------------------------------------------------------------------------------


class PortInUse(ValueError):
    """The port asked for is taken: the message says so, and how to choose another."""


def port_number(text: str) -> int:
    """A port given on the command line: 1 to 65535, or 0 for "any free port".

    >>> port_number("8866"), port_number("0")
    (8866, 0)
    >>> port_number("70000")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: 70000 is not a port: give a number from 1 to 65535, or 0 for any free port
    """
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(PORT_WORDS.say("not_a_port", text=text))
    return port


def port_is_free(ip: str, port: int) -> bool:
    """Can a server listen on ``ip:port`` right now?

    As a server does (tornado, for JupyterLab and Voilà), a port whose last
    connections are closing (TIME_WAIT) counts as free: only a listener takes it.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        if os.name == "posix":  # elsewhere the option would let two servers share the port
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((ip, port))
        except OSError:
            return False
    return True


def free_port(ip: str = LOCAL_IP) -> int:
    """A port that nothing listens on at ``ip`` right now, as the system hands one out.

    >>> 0 < free_port() < 65536
    True
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((ip, 0))
        port: int = sock.getsockname()[1]
        return port


def choose_port(port: int | None, *, usual: int, ip: str = LOCAL_IP, server: str = "server") -> int:
    """The port a ``server`` is to listen on at ``ip``, checked before it starts.

    ``None``: its ``usual`` port, or any free port if that one is taken.
    ``0``: any free port.  Any other port must be free, or ``PortInUse`` says
    that it is in use.

    >>> usual = free_port()
    >>> choose_port(None, usual=usual) == usual
    True
    """
    if port is None:
        return usual if usual and port_is_free(ip, usual) else free_port(ip)
    if port == 0:
        return free_port(ip)
    if not port_is_free(ip, port):
        raise PortInUse(PORT_WORDS.say("in_use", port=port, ip=ip, server=server))
    return port


# --- the person at the terminal --------------------------------------------------------------


def say(line: str) -> None:
    """Print one line for the person at the terminal, if it is still there (after SIGHUP it is not)."""
    with contextlib.suppress(OSError, ValueError):
        print(line, flush=True)


def open_in_browser(url: str) -> None:
    """Open ``url`` in a browser, in the background; where there is none, the printed link is enough."""

    import webbrowser  # here: only a computer with a desktop may have a browser to open

    def open_it() -> None:
        with contextlib.suppress(webbrowser.Error, OSError):
            webbrowser.open(url, new=2)

    threading.Thread(target=open_it, daemon=True).start()


__all__ = [
    "HELD_RECORDS",
    "LOCAL_IP",
    "QUIET_LINES",
    "QUIET_TRACEBACKS",
    "RECORD_START",
    "STOP_SIGNALS",
    "STOP_TIMEOUT",
    "PortInUse",
    "ServerProcess",
    "StopAsked",
    "choose_port",
    "copy_lines",
    "free_port",
    "local_sockets_fit",
    "open_in_browser",
    "port_is_free",
    "port_number",
    "say",
    "start_quietly",
    "stop_its_group",
    "stop_process",
    "stop_signals",
    "stops_held",
    "wait_until_answered",
]
