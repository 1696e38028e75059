"""Show the classroom notebook as a web page, with Voilà, for the projector or the class.

Voilà runs the notebook and shows only its outputs (no code): a large board
and a computer-against-computer game.  By default the page is served on this
computer only (127.0.0.1) and needs a secret token, which is printed with the
address::

    othello-course present                 # this computer only
    othello-course present --network       # everyone on the class network who has the link
    python -m othello_lesson.classroom     # the same, without the console script

Stop the server with Ctrl+C.  Voilà is an optional extra:
``pip install "othello_lesson[classroom]"``.

>>> options = build_parser().parse_args([])
>>> options.network, options.ip, options.token is None
(False, '127.0.0.1', True)
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

LOCAL_IP = "127.0.0.1"
ALL_INTERFACES = "0.0.0.0"  # every network: only when the teacher asks for it
DEFAULT_PORT = 8866
NOTEBOOK = "classroom.ipynb"
START_TIMEOUT = 60.0

NETWORK_WARNING = """\
WARNING: the page is open to the whole network, not only to this computer.
Anyone who can reach this computer and has the link (with its token) can open
it and run the notebook.  Share the link only with the class, and stop the
server (Ctrl+C) when the lesson is over."""


def find_notebook(path: str | Path | None = None) -> Path:
    """The notebook to show: ``path``, else ``classroom.ipynb`` in the course's ``notebooks/`` folder.

    Looks next to the package first (a checkout of the course), then in the
    current folder and its ``notebooks/`` folder (a student's course copy).

    >>> find_notebook().name
    'classroom.ipynb'
    """
    if path is not None:
        found = Path(path).expanduser()
        if not found.is_file():
            raise FileNotFoundError(f"no notebook at {found}")
        return found.resolve()
    here = Path(__file__).resolve().parent
    candidates = [
        here.parent / "notebooks" / NOTEBOOK,
        Path.cwd() / "notebooks" / NOTEBOOK,
        Path.cwd() / NOTEBOOK,
    ]
    for candidate in candidates:
        if candidate.is_file():
            return candidate.resolve()
    tried = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"cannot find {NOTEBOOK} (looked at {tried}); give its path")


def port_is_free(ip: str, port: int) -> bool:
    """Can a server listen on ``ip:port`` right now?"""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind((ip, port))
        except OSError:
            return False
    return True


def choose_port(ip: str, port: int | None) -> int:
    """``port`` if given; else the usual Voilà port 8866, or any free port if that one is taken."""
    if port is not None:
        return port
    if port_is_free(ip, DEFAULT_PORT):
        return DEFAULT_PORT
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((ip, 0))
        return sock.getsockname()[1]


def network_address() -> str:
    """The name by which the class's computers can usually reach this one.

    Found without sending anything on the network; if the name does not
    work on a school network, use this computer's address instead.
    """
    return socket.gethostname()


def page_url(ip: str, port: int, token: str) -> str:
    """The address to open: the notebook page, with its token.

    >>> page_url("127.0.0.1", 8866, "abc")
    'http://127.0.0.1:8866/?token=abc'
    """
    host = network_address() if ip == ALL_INTERFACES else ip
    return f"http://{host}:{port}/?token={token}"


def voila_command(notebook: Path, *, ip: str, port: int, token: str, open_browser: bool = False) -> list[str]:
    """The command line that starts Voilà on ``notebook``.

    ``port_retries=0``: if the port is taken Voilà stops, rather than moving to
    another port than the one in the printed address.

    >>> voila_command(Path("c.ipynb"), ip="127.0.0.1", port=8866, token="abc")[1:]
    ['-m', 'voila', 'c.ipynb', '--Voila.ip=127.0.0.1', '--Voila.port=8866', '--Voila.port_retries=0', \
'--Voila.token=abc', '--Voila.open_browser=False', '--VoilaConfiguration.show_tracebacks=False']
    """
    return [
        sys.executable,
        "-m",
        "voila",
        str(notebook),
        f"--Voila.ip={ip}",
        f"--Voila.port={port}",
        "--Voila.port_retries=0",
        f"--Voila.token={token}",
        f"--Voila.open_browser={open_browser}",
        "--VoilaConfiguration.show_tracebacks=False",
    ]


def _wait_until_listening(process: subprocess.Popen, port: int, timeout: float) -> bool:
    """Wait until something answers on ``port``; ``False`` if Voilà stopped first or took too long."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        with contextlib.suppress(OSError), socket.create_connection((LOCAL_IP, port), timeout=1):
            return True
        time.sleep(0.2)
    return False


def present(
    notebook: str | Path | None = None,
    *,
    ip: str = LOCAL_IP,
    port: int | None = None,
    token: str | None = None,
    open_browser: bool = False,
) -> int:
    """Serve the classroom notebook with Voilà until Ctrl+C; return Voilà's exit code.

    ``ip`` is where the server listens: ``"127.0.0.1"`` (the default) is this
    computer only; ``"0.0.0.0"`` is every network the computer is on (a
    warning is printed).  ``token`` defaults to a new random secret.
    """
    if importlib.util.find_spec("voila") is None:
        print('Voilà is not installed: pip install "othello_lesson[classroom]"', file=sys.stderr)
        return 2
    path = find_notebook(notebook)
    token = token or secrets.token_urlsafe(24)
    port = choose_port(LOCAL_IP if ip == ALL_INTERFACES else ip, port)
    url = page_url(ip, port, token)
    if ip != LOCAL_IP:
        print(NETWORK_WARNING, file=sys.stderr, flush=True)
    print(f"Starting Voilà for {path.name} on {ip}:{port} ...", flush=True)
    process = subprocess.Popen(voila_command(path, ip=ip, port=port, token=token, open_browser=open_browser))
    previous = _exit_on_sigterm()
    try:
        if _wait_until_listening(process, port, START_TIMEOUT):
            print(f"\nOpen this address in the browser (Ctrl+C to stop):\n\n    {url}\n", flush=True)
        elif process.poll() is None:
            print(f"Voilà has not answered yet on port {port}; it may still be starting.", flush=True)
        return process.wait()
    except KeyboardInterrupt:
        print("Stopping Voilà ...", flush=True)
        return _stop(process)
    finally:
        _stop(process)
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _exit_on_sigterm():
    """Turn SIGTERM into ``SystemExit``, so that stopping this command also stops Voilà."""

    def exit_now(signum, frame):
        raise SystemExit(128 + signum)

    try:
        return signal.signal(signal.SIGTERM, exit_now)
    except ValueError:  # not the main thread: leave signals alone
        return None


def _stop(process: subprocess.Popen) -> int:
    """Stop Voilà (it shuts its kernels down on SIGTERM); kill it if it does not stop."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    return process.wait()


def build_parser(prog: str = "othello-course present") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Show the classroom notebook (large board, computer against computer) with Voilà.",
    )
    parser.add_argument("notebook", nargs="?", help="the notebook to show (default: classroom.ipynb)")
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--network",
        action="store_true",
        help="listen on every network of this computer (0.0.0.0), so the class can open the page",
    )
    where.add_argument(
        "--ip",
        default=LOCAL_IP,
        help=f"the address to listen on (default {LOCAL_IP}: this computer only)",
    )
    parser.add_argument("--port", type=int, help=f"the port (default {DEFAULT_PORT}, or a free one)")
    parser.add_argument("--token", help="the secret in the link (default: a new random one)")
    parser.add_argument("--open", action="store_true", help="open the page in the browser")
    return parser


def main(argv: Sequence[str] | None = None, *, prog: str = "othello-course present") -> int:
    """The command line: ``othello-course present [NOTEBOOK] [--network | --ip IP] [--port N]``."""
    args = build_parser(prog).parse_args(argv)
    ip = ALL_INTERFACES if args.network else args.ip
    try:
        return present(args.notebook, ip=ip, port=args.port, token=args.token, open_browser=args.open)
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(prog="python -m othello_lesson.classroom"))
