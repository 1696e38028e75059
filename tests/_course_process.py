"""``othello-course`` run as a student runs it, in a process of its own, for the tests that stop it.

>>> LINK.match("    http://127.0.0.1:8888/lab/tree/00-welcome.ipynb?token=abc").group(2)
'8888'
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import psutil
from jupyter_client import BlockingKernelClient

START = 180.0  # seconds for the command to print its link on a loaded machine
LINK = re.compile(r"^\s+(http://127\.0\.0\.1:(\d+)/\S*\?token=\S+)\s*$")
# What a student must never see in the terminal: none of it is theirs to act on.
NOISE = ("Traceback", "DeprecationWarning", "No web browser found", "received signal", "ping timeout")


class Command:
    """The command running in a process of its own (and process group, as a terminal gives it)."""

    def __init__(self, argv: list[str], scratch: Path, *, without: tuple[str, ...] = ()) -> None:
        self.scratch = scratch
        runtime = Path(tempfile.mkdtemp(prefix="jr-"))  # a kernel's socket path must be short
        self.runtime = runtime
        env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
        env.pop("JUPYTER_PATH", None)
        env.pop("JUPYTER_CONFIG_PATH", None)
        env.update(
            HOME=str(scratch / "home"),
            JUPYTER_CONFIG_DIR=str(scratch / "config"),
            JUPYTER_DATA_DIR=str(scratch / "data"),
            JUPYTER_RUNTIME_DIR=str(runtime),
            IPYTHONDIR=str(scratch / "ipython"),
            BROWSER=str(scratch / "no-such-browser"),  # the course must say nothing about it
            PYTHONUNBUFFERED="1",
        )
        for name in without:
            env.pop(name, None)
        (scratch / "home").mkdir(exist_ok=True)
        code = "import sys; from othello_lesson.course import main; sys.exit(main(sys.argv[1:]))"
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, *argv],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.out: list[str] = []
        self.err: list[str] = []
        for stream, kept in ((self.process.stdout, self.out), (self.process.stderr, self.err)):
            threading.Thread(target=self._read, args=(stream, kept), daemon=True).start()

    def _read(self, stream, kept: list[str]) -> None:
        for line in stream:
            kept.append(line)
            self.lines.put(line)

    def wait_for_line(self, pattern: re.Pattern | str, timeout: float = START) -> re.Match:
        pattern = re.compile(pattern) if isinstance(pattern, str) else pattern
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=1)
            except queue.Empty:
                assert self.process.poll() is None or not self.lines.empty(), self.said()
                continue
            match = pattern.search(line)
            if match:
                return match
        raise AssertionError(f"no line matching {pattern.pattern} in {timeout} s:\n{self.said()}")

    def said(self) -> str:
        return "".join(self.out) + "--- stderr ---\n" + "".join(self.err)

    def family(self) -> list[psutil.Process]:
        """The command and every process it started (JupyterLab, Voilà, kernels), alive now."""
        try:
            me = psutil.Process(self.process.pid)
            return [me, *me.children(recursive=True)]
        except psutil.NoSuchProcess:
            return []

    def ours(self) -> list[psutil.Process]:
        """Any live process that belongs to this test's Jupyter (one of its folders is in its command)."""
        found = []
        for process in psutil.process_iter(["cmdline", "status"]):
            command = " ".join(process.info["cmdline"] or [])
            if process.info["status"] != psutil.STATUS_ZOMBIE and (
                str(self.scratch) in command or str(self.runtime) in command
            ):
                found.append(process)
        return found

    def stop(self) -> None:
        """Whatever happened, leave nothing of this test running (by the PIDs it started)."""
        for process in reversed(self.family() + self.ours()):
            with contextlib.suppress(psutil.NoSuchProcess):
                process.kill()
        self.process.wait(timeout=30)
        shutil.rmtree(self.runtime, ignore_errors=True)


def gone(processes: list[psutil.Process], timeout: float = 30.0) -> list[psutil.Process]:
    """Those of ``processes`` still alive (not merely a zombie) after waiting up to ``timeout``."""
    deadline = time.monotonic() + timeout
    alive = processes
    while alive and time.monotonic() < deadline:
        alive = [p for p in alive if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
        time.sleep(0.2)
    return alive


def start_kernel(command: Command, port: int, token: str, path: str) -> None:
    """Open a notebook's session, as the browser does on opening the lesson; wait till its kernel answers."""
    body = json.dumps({"path": path, "type": "notebook", "name": "", "kernel": {"name": "python3"}})
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/sessions",
        data=body.encode(),
        method="POST",
        headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        kernel = json.load(response)["kernel"]["id"]
    wait_for_kernel(command.runtime / f"kernel-{kernel}.json")


def wait_for_kernel(connection_file: Path) -> None:
    """Wait until the kernel of ``connection_file`` is up and answers."""
    wait_for(connection_file.exists)
    client = BlockingKernelClient()
    client.load_connection_file(connection_file)
    client.start_channels()
    try:
        client.kernel_info()
        assert client.get_shell_msg(timeout=START)["msg_type"] == "kernel_info_reply"
    finally:
        client.stop_channels()


def has_a_kernel(command: Command) -> bool:
    return any("ipykernel" in " ".join(p.cmdline()) for p in command.family()[1:] if p.is_running())


def wait_for(condition, timeout: float = START) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.2)


class FakeServer:
    """Stands in for JupyterLab or Voilà, in place of ``start_quietly``: records the command line,
    'runs' until waited for."""

    def __init__(self, commands: list[list[str]]) -> None:
        self.commands = commands
        self.returncode = None

    def __call__(self, command, *, env=None):
        self.commands.append(command)
        self.env = env
        self.returncode = None
        return self

    def poll(self):
        return self.returncode

    def wait(self, timeout=None):
        self.returncode = 0
        return 0

    def terminate(self):
        self.returncode = -15
