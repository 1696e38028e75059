"""Show the classroom notebook as a web page, with Voilà, for the projector or the class.

Voilà runs the notebook and shows only its outputs (no code): a large board
and a computer-against-computer game.  By default the page is served on this
computer only (127.0.0.1) and needs a secret token, which is printed with the
address::

    othello-course present                 # this computer only
    othello-course present --network       # everyone on the class network who has the link
    python -m othello_lesson.teacher.classroom     # the same, without the console script
    othello-course present tournament --entries FOLDER   # the class tournament of FOLDER, live

Stop the server with Ctrl+C.  Voilà is an optional extra; when it is
missing, the command says how to add it (``install_hint()``).

>>> options = build_parser().parse_args([])
>>> options.network, options.ip, options.token is None
(False, '127.0.0.1', True)
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.metadata
import importlib.util
import ipaddress
import json
import os
import secrets
import shlex
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Sequence
from pathlib import Path

from ..language import LANGUAGES, current_language
from ..local_server import (
    LOCAL_IP,
    PortInUse,
    StopAsked,
    choose_port,
    local_sockets_fit,
    port_number,
    say,
    start_quietly,
    stop_process,
    stop_signals,
    stops_held,
)
from ..shipped import DEFAULT_FOLDER, shipped_folder
from ..words import Hints

ALL_INTERFACES = "0.0.0.0"  # every network: only when the teacher asks for it
DEFAULT_PORT = 8866
NOTEBOOK = "classroom.ipynb"
START_TIMEOUT = 60.0
VOILA_KERNELS = Path(tempfile.gettempdir()) / "voila_xxxxxxxx"  # where Voilà keeps kernels' files: as long

# The words of othello-course present: its messages and its --help.
WORDS = Hints(
    "classroom",
    {
        "stopped": "Voilà and its kernels are stopped; the page is closed.",
        "network_warning": "WARNING: the page is open to the whole network, not only to this computer.\n"
        "Anyone who can reach this computer and has the link (with its token) can open\n"
        "it and run the notebook.  Share the link only with the class, and stop the\n"
        "server (Ctrl+C) when the lesson is over.",
        "is_a_file": "{folder} is a file, not a folder: give another --dir",
        "no_notebook": "there is no notebook {name} (looked in {looked})",
        "no_voila": "Voilà is not installed; add it with:\n    {command}",
        "starting": "Starting Voilà for {path} on {ip}:{port} ...",
        "open_network": "\nThe class opens one of these addresses (this computer's own addresses on its"
        " networks, then its name), Ctrl+C to stop:\n\n{links}\n",
        "open": "\nOpen this address in the browser (Ctrl+C to stop):\n\n{links}\n",
        "not_answered": "Voilà has not answered yet on port {port}; it may still be starting.",
        "results_and_entries": "--results and --entries: show either a tournament played or one to play",
        "without_entries": "{options} without --entries: name the folder of entrants",
        "bad_size": "--size: {error}",
        "bad_games": "--games {games}: a pair plays at least one game",
        "bad_seconds": "--seconds {seconds}: give a number above 0 and at most 600",
        "bad_minutes": "--minutes {minutes}: give a number above 0 and at most 1440",
        "only_one": "{folder} has only {file}: a tournament needs at least two",
        "budget": "--minutes: {error}",
        "failed": "othello-course present: {error}",
        "description": "Show the classroom notebook (large board, computer against computer) with Voilà.",
        "help_dir": "your course folder, where NOTEBOOK is looked for first",
        "help_notebook": "the notebook to show, from your course folder or the course "
        "(default: classroom.ipynb)",
        "help_network": "listen on every network of this computer (0.0.0.0), so the class can open the page",
        "help_ip": "the address to listen on (default {ip}: this computer only)",
        "help_port": "the port (default {port}, or a free one; 0: any free one)",
        "help_token": "the secret in the link (default: a new random one)",
        "help_open": "open the page in the browser",
        "tournament_group": "the class tournament (NOTEBOOK tournament)",
        "help_entries": "the folder of entrants (one .py file each) to play live",
        "help_results": "show the results othello-course tournament --json wrote, without playing again",
        "help_size": "the board size (default 6)",
        "help_games": "games per pair, colours alternated (default 2)",
        "help_seconds": "processor seconds a move may take (default 1)",
        "help_minutes": "the longest the tournament may take: as many games as fit in it",
        "help_unsandboxed": "run the entrants without bubblewrap's sandbox "
        "(as root, refused unless told this)",
    },
)


class ClassroomError(ValueError):
    """The page cannot be served as asked (no such notebook, a port in use); the message says why."""


def find_notebook(name: str | Path | None = None, *, folder: str | Path | None = None) -> Path:
    """The notebook to show: ``classroom.ipynb`` as shipped, or the one called ``name``.

    ``name`` is looked for as given (from the current folder), then in the
    student's course folder ``folder`` (``~/othello-course`` by default), then
    among the notebooks shipped with the course; ``.ipynb`` may be left out.

    >>> find_notebook().name
    'classroom.ipynb'
    >>> find_notebook("play", folder="no-such-folder").name
    'play.ipynb'
    """
    if folder is not None and Path(folder).expanduser().is_file():
        raise ClassroomError(WORDS.say("is_a_file", folder=Path(folder).expanduser()))
    if name is None:
        return _shipped(NOTEBOOK).resolve()
    given = Path(name).expanduser()
    names = [given] if given.suffix == ".ipynb" else [given, given.with_name(given.name + ".ipynb")]
    places = [Path()] if given.is_absolute() else [Path(), Path(folder or DEFAULT_FOLDER).expanduser()]
    with contextlib.suppress(FileNotFoundError):
        if current_language() != LANGUAGES[0]:  # the notebooks as shipped in the language spoken, first
            places.append(shipped_folder() / current_language())
        places.append(shipped_folder())
    for place in places:
        for candidate in names:
            if (place / candidate).is_file():
                return (place / candidate).resolve()
    looked = ", ".join(str(place.resolve()) for place in places)
    raise ClassroomError(WORDS.say("no_notebook", name=names[-1], looked=looked))


def _shipped(name: str) -> Path:
    """The notebook ``name`` as shipped, in the language spoken where it is translated."""
    translated = shipped_folder() / current_language() / name
    return (
        translated if current_language() != LANGUAGES[0] and translated.is_file() else shipped_folder() / name
    )


def network_address() -> str:
    """This computer's name, by which the class's computers can sometimes reach it."""
    return socket.gethostname()


def network_addresses() -> list[str]:
    """This computer's own addresses on its networks (IPv4, without 127.x), found without sending anything.

    Asking the system which address it would send from to a far address
    (a UDP socket is connected, nothing is sent) gives the address of the
    usual network; the computer's name may give more.
    """
    found = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # an address reserved for examples: only the route is looked up
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for *_, address in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(address[0])
    usable = [ip for ip in found if not (ipaddress.ip_address(ip).is_loopback or ip == ALL_INTERFACES)]
    return list(dict.fromkeys(usable))


def page_url(ip: str, port: int, token: str) -> str:
    """The address to open: the notebook page, with its token.

    >>> page_url("127.0.0.1", 8866, "abc")
    'http://127.0.0.1:8866/?token=abc'
    """
    host = network_address() if ip == ALL_INTERFACES else ip
    return f"http://{host}:{port}/?token={token}"


def page_urls(ip: str, port: int, token: str) -> list[str]:
    """Every address the page can be opened at: for every network, each of this computer's addresses.

    >>> page_urls("127.0.0.1", 8866, "abc")
    ['http://127.0.0.1:8866/?token=abc']
    """
    if ip != ALL_INTERFACES:
        return [page_url(ip, port, token)]
    hosts = [*network_addresses(), network_address()]
    return [f"http://{host}:{port}/?token={token}" for host in hosts]


def install_hint() -> str:
    """The command that adds Voilà, for the Python running the course and the way the course was installed.

    From a clone (``pip install -e .``): install the clone again with its
    ``classroom`` extra.  From a wheel or a package index: install Voilà
    itself (the wheel's extra would need the wheel's file again).
    """
    python = sys.executable
    installer = [python, "-m", "pip", "install"]
    if importlib.util.find_spec("pip") is None:  # an environment made by uv has no pip
        installer = ["uv", "pip", "install", "--python", python]
    clone = editable_clone()
    if clone is not None:
        return _command_line([*installer, "-e", f"{clone}[classroom]"])
    return _command_line([*installer, voila_requirement()])


def _direct_url() -> dict[str, object] | None:
    """Where the course was installed from, as pip recorded it (PEP 610); ``None`` for a package index."""
    try:
        text = importlib.metadata.distribution("othello_lesson").read_text("direct_url.json")
        recorded: object = json.loads(text) if text else None
        return recorded if isinstance(recorded, dict) else None
    except (importlib.metadata.PackageNotFoundError, ValueError):
        return None


def editable_clone() -> Path | None:
    """The folder of the clone the course was installed from in editable mode, if it was."""
    origin = _direct_url() or {}
    dir_info, url = origin.get("dir_info"), origin.get("url")
    if not (isinstance(dir_info, dict) and dir_info.get("editable")) or not isinstance(url, str):
        return None
    parsed = urllib.parse.urlparse(url)
    return Path(urllib.request.url2pathname(parsed.path)) if parsed.scheme == "file" else None


def voila_requirement() -> str:
    """Voilà as the course's ``classroom`` extra asks for it, e.g. ``voila>=0.5``."""
    try:
        requires = importlib.metadata.requires("othello_lesson") or []
    except importlib.metadata.PackageNotFoundError:
        requires = []
    for requirement in requires:
        wanted, _, marker = requirement.partition(";")
        if "classroom" in marker and wanted.strip().lower().startswith("voila"):
            return wanted.strip().replace(" ", "")
    return "voila"


def _command_line(words: list[str]) -> str:
    """Words as one line to paste into this system's terminal."""
    if os.name == "nt":
        return subprocess.list2cmdline(words)
    return shlex.join(words)


def voila_command(notebook: Path, *, ip: str, port: int, token: str, open_browser: bool = False) -> list[str]:
    """The command line that starts Voilà on ``notebook``.

    ``port_retries=0``: if the port is taken Voilà stops, rather than moving to
    another port than the one in the printed address.  The template is
    Voilà's own, fetching nothing from another host (``write_offline_template``).

    >>> voila_command(Path("c.ipynb"), ip="127.0.0.1", port=8866, token="abc")[1:12]
    ['-m', 'voila', 'c.ipynb', '--Voila.ip=127.0.0.1', '--Voila.port=8866', '--Voila.port_retries=0', \
'--Voila.token=abc', '--Voila.open_browser=False', '--VoilaConfiguration.show_tracebacks=False', \
'--VoilaConfiguration.template=othello-offline', '--Voila.log_level=WARN']
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
        f"--VoilaConfiguration.template={OFFLINE_TEMPLATE}",
        "--Voila.log_level=WARN",  # the address is printed by this command, once it answers
        # Voilà keeps its kernels' files in a new folder of the system's temporary one.
        *(["--KernelManager.transport=ipc"] if local_sockets_fit(VOILA_KERNELS) else []),
    ]


def _wait_until_listening(process: subprocess.Popen[str], port: int, timeout: float) -> bool:
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
    folder: str | Path | None = None,
    environment: dict[str, str] | None = None,
) -> int:
    """Serve the classroom notebook with Voilà until Ctrl+C; return Voilà's exit code.

    ``ip`` is where the server listens: ``"127.0.0.1"`` (the default) is this
    computer only; ``"0.0.0.0"`` is every network the computer is on (a
    warning is printed).  ``port`` 0 is any free port; a port in use is
    refused before Voilà starts.  ``token`` defaults to a new random secret.
    ``notebook`` is looked up as ``find_notebook`` says, ``folder`` being the
    student's course folder; ``environment`` is added to the notebook's (as
    ``--entries`` tells the tournament notebook its folder).
    """
    if importlib.util.find_spec("voila") is None:
        print(WORDS.say("no_voila", command=install_hint()), file=sys.stderr)
        return 2
    path = find_notebook(notebook, folder=folder)
    token = token or secrets.token_urlsafe(24)
    port = choose_port(port, usual=DEFAULT_PORT, ip=ip)
    urls = page_urls(ip, port, token)
    if ip != LOCAL_IP:
        print(WORDS.say("network_warning"), file=sys.stderr, flush=True)
    print(WORDS.say("starting", path=path, ip=ip, port=port), flush=True)
    language = {"OTHELLO_LESSON_LANG": current_language()}  # the page's kernel speaks the course's language
    with stop_signals(), contextlib.ExitStack() as stack:
        process = None
        try:
            templates = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="othello-voila-")))
            command = voila_command(path, ip=ip, port=port, token=token, open_browser=open_browser)
            with stops_held():  # a Ctrl+C as Voilà starts waits until it is ours to stop
                env = write_offline_template(templates) | language | (environment or {})
                process = start_quietly(command, env=env)
            if _wait_until_listening(process, port, START_TIMEOUT):
                links = "\n".join(f"    {url}" for url in urls)
                if ip == ALL_INTERFACES:
                    print(WORDS.say("open_network", links=links), flush=True)
                else:
                    print(WORDS.say("open", links=links), flush=True)
            elif process.poll() is None:
                print(WORDS.say("not_answered", port=port), flush=True)
            return process.wait()
        except StopAsked:
            if process is not None:
                stop_process(process)
            say(WORDS.say("stopped"))
            return 0


# Voilà's "lab" template, without the icon font it fetches from a CDN: its widgets' own styles,
# served by Voilà, carry the same font.
OFFLINE_TEMPLATE = "othello-offline"
_CDN_STYLESHEETS = [
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/all.min.css"'
    ' type="text/css" />',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/v4-shims.min.css"'
    ' type="text/css" />',
]


def write_offline_template(folder: Path) -> dict[str, str]:
    """Write the page's template (Voilà's own, fetching nothing from another host) in ``folder``.

    Returns the environment in which Voilà finds it (``JUPYTER_PATH``).
    """
    template = Path(folder) / "voila" / "templates" / OFFLINE_TEMPLATE
    template.mkdir(parents=True, exist_ok=True)
    (template / "conf.json").write_text(json.dumps({"base_template": "lab"}), encoding="utf-8")
    dropped = "".join(f" | replace({json.dumps(link)}, '')" for link in _CDN_STYLESHEETS)
    (template / "index.html.j2").write_text(
        "{%- extends 'voila/templates/lab/index.html.j2' -%}\n"
        f"{{%- block notebook_css -%}}{{{{ super(){dropped} }}}}{{%- endblock notebook_css -%}}\n",
        encoding="utf-8",
    )
    env = dict(os.environ)
    env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(folder), env.get("JUPYTER_PATH")]))
    return env


def add_present_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options of ``othello-course present`` (also of ``python -m othello_lesson.teacher.classroom``)."""
    parser.add_argument(
        "notebook",
        nargs="?",
        help=WORDS.say("help_notebook"),
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--network",
        action="store_true",
        help=WORDS.say("help_network"),
    )
    where.add_argument(
        "--ip",
        default=LOCAL_IP,
        help=WORDS.say("help_ip", ip=LOCAL_IP),
    )
    parser.add_argument("--port", type=port_number, help=WORDS.say("help_port", port=DEFAULT_PORT))
    parser.add_argument("--token", help=WORDS.say("help_token"))
    parser.add_argument("--open", action="store_true", help=WORDS.say("help_open"))
    tournament = parser.add_argument_group(WORDS.say("tournament_group"))
    tournament.add_argument(
        "--entries",
        metavar="FOLDER",
        type=Path,
        help=WORDS.say("help_entries"),
    )
    tournament.add_argument(
        "--results",
        metavar="FILE",
        type=Path,
        help=WORDS.say("help_results"),
    )
    tournament.add_argument("--size", type=int, help=WORDS.say("help_size"))
    tournament.add_argument("--games", type=int, help=WORDS.say("help_games"))
    tournament.add_argument("--seconds", type=float, help=WORDS.say("help_seconds"))
    tournament.add_argument("--minutes", type=float, help=WORDS.say("help_minutes"))
    tournament.add_argument(
        "--unsandboxed",
        action="store_true",
        help=WORDS.say("help_unsandboxed"),
    )
    return parser


def tournament_environment(args: argparse.Namespace) -> dict[str, str]:
    """What the tournament notebook is told, checked before Voilà starts: the results to show, or the
    feed of the tournament of ``--entries``, which starts now, played once for every viewer.

    A folder that cannot make a tournament raises ``ClassroomError`` saying why, in one line, and so
    does a tournament that would run the students' files as root without a sandbox.
    """
    from ..rules import check_size
    from .class_tournament import sandbox_for
    from .entrants import DEFAULT_GAME_SECONDS, EntrantError, find_entrants, is_root
    from .tournament_feed import play_for_viewers
    from .tournament_plan import choose_plan
    from .tournament_view import RESULTS_VARIABLE, TournamentView, write_demonstration

    asked = {"size": args.size, "games": args.games, "seconds": args.seconds}
    asked["minutes"] = getattr(args, "minutes", None)
    unsandboxed = getattr(args, "unsandboxed", False)
    results = getattr(args, "results", None)
    if results is not None:
        if args.entries is not None:
            raise ClassroomError(WORDS.say("results_and_entries"))
        try:
            TournamentView.from_results(results)
        except ValueError as error:
            raise ClassroomError(str(error)) from None
        return {RESULTS_VARIABLE: str(results.expanduser().resolve())}
    if args.entries is None:
        given = [f"--{name}" for name, value in asked.items() if value is not None]
        if given:
            raise ClassroomError(WORDS.say("without_entries", options=", ".join(given)))
        if getattr(args, "notebook", None) == "tournament":  # the demonstration, played once for all too
            demonstration = Path(tempfile.mkdtemp(prefix="othello-demo-")) / "a demonstration"
            demonstration.mkdir()
            return play_for_viewers(write_demonstration(demonstration), [])
        return {}
    if args.size is not None:
        try:
            check_size(args.size)
        except ValueError as error:
            raise ClassroomError(WORDS.say("bad_size", error=error)) from None
    if args.games is not None and args.games < 1:
        raise ClassroomError(WORDS.say("bad_games", games=args.games))
    if args.seconds is not None and not 0 < args.seconds <= 600:
        raise ClassroomError(WORDS.say("bad_seconds", seconds=f"{args.seconds:g}"))
    if asked["minutes"] is not None and not 0 < asked["minutes"] <= 24 * 60:
        raise ClassroomError(WORDS.say("bad_minutes", minutes=f"{asked['minutes']:g}"))
    try:
        entrants = find_entrants(args.entries)
    except EntrantError as error:
        raise ClassroomError(str(error)) from None
    if len(entrants) < 2:
        raise ClassroomError(WORDS.say("only_one", folder=args.entries, file=entrants[0].path.name))
    try:  # a budget too short for one game is said here, before anything starts
        choose_plan(len(entrants), minutes=asked["minutes"], game_seconds=DEFAULT_GAME_SECONDS)
    except ValueError as error:
        raise ClassroomError(WORDS.say("budget", error=error)) from None
    sandbox = sandbox_for(bubblewrap=False if unsandboxed else None)
    if not sandbox.on and not unsandboxed and is_root():
        raise ClassroomError(sandbox.refusal())
    options = [f"--{name}={value!r}" for name, value in asked.items() if value is not None]
    return play_for_viewers(args.entries.expanduser().resolve(), options + ["--unsandboxed"] * unsandboxed)


def build_parser(prog: str = "othello-course present") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description=WORDS.say("description"),
    )
    parser.add_argument("--dir", type=Path, help=WORDS.say("help_dir"))
    return add_present_arguments(parser)


def run_present(args: argparse.Namespace, *, folder: str | Path | None = None) -> int:
    """Serve the page as the parsed command line asks; a problem is one line on stderr and exit code 2."""
    ip = ALL_INTERFACES if args.network else args.ip
    try:
        environment = tournament_environment(args)
        notebook = args.notebook or ("tournament" if environment else None)
        return present(
            notebook,
            ip=ip,
            port=args.port,
            token=args.token,
            open_browser=args.open,
            folder=folder,
            environment=environment,
        )
    except (ClassroomError, PortInUse, OSError) as error:
        print(WORDS.say("failed", error=error), file=sys.stderr)
        return 2


def main(argv: Sequence[str] | None = None, *, prog: str = "othello-course present") -> int:
    """The command line: ``othello-course present [NOTEBOOK] [--network | --ip IP] [--port N] [--entries D]``

    ``--entries D`` (with ``--size``, ``--games``, ``--seconds``) shows the class tournament of folder D.
    """
    args = build_parser(prog).parse_args(argv)
    return run_present(args, folder=args.dir)


if __name__ == "__main__":
    sys.exit(main(prog="python -m othello_lesson.teacher.classroom"))


__all__ = [
    "ALL_INTERFACES",
    "DEFAULT_PORT",
    "NOTEBOOK",
    "OFFLINE_TEMPLATE",
    "START_TIMEOUT",
    "VOILA_KERNELS",
    "WORDS",
    "ClassroomError",
    "add_present_arguments",
    "build_parser",
    "editable_clone",
    "find_notebook",
    "install_hint",
    "main",
    "network_address",
    "network_addresses",
    "page_url",
    "page_urls",
    "present",
    "run_present",
    "tournament_environment",
    "voila_command",
    "voila_requirement",
    "write_offline_template",
]
