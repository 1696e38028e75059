"""The class's own players as tournament entrants: found in a folder, each run apart from the rest.

An entrant is one ``.py`` file defining ``player(board, colour) -> (row,
col)``; its name is the file's name.  ``find_entrants`` lists a folder's
entrants (and says clearly what is wrong with a folder that has none).
``SandboxedPlayer`` is a player function like any other, so the package's
referee plays it as it plays every player; behind it, the student's code runs
in a process of its own (``entrant_runner``), which is told only the position
and limited in processor time per move, memory and file writes.  Whatever
goes wrong in there (an error, a hang, a flood of printing, running out of
memory, exiting, a changed board, a file that does not import) comes back as
``EntrantFault``, with the reason, which loses that game and nothing more;
the next move starts a new process.  In the browser there are no processes:
``InKernelPlayer`` runs the file in the kernel under the exercise checks'
guard instead (a time limit, nothing more).

The process runs a copy of the entrant's file in a folder of its own, so it
is never told where the other entrants are, and it may write no file (its
file-size limit is zero).  What this does *not* protect against: code that
sets out to do harm can still read, empty or delete any file the teacher's
account may (it can guess paths), use the network, and start threads or
processes; run as root, it can raise its own limits again.  It keeps honest
mistakes from spoiling a tournament; it is not a sandbox for hostile code:
run a class's entrants under an account of their own (see the teacher's
guide).

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "first_move.py").write_text(
...     "from othello_lesson import valid_moves_list\\n"
...     "def player(board, colour):\\n"
...     "    return valid_moves_list(board, colour)[0]\\n")
>>> [entrant.name for entrant in find_entrants(folder)]
['first_move']
>>> from othello_lesson import initialize_board, BLACK
>>> with SandboxedPlayer(folder / "first_move.py") as player:
...     player(initialize_board(4), BLACK)
(0, 1)
"""

from __future__ import annotations

import contextlib
import importlib.util
import inspect
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
import types
from dataclasses import dataclass
from pathlib import Path

from ..code_names import names_used
from ..files import write_whole
from ..language import LANGUAGES
from ..referee import PlayerFault
from ..rules import Board, Colour, PlayerFunction
from ..translations import translated
from .tournament_words import WORDS, words

DEFAULT_SECONDS = 1.0  # processor time per move
WALL_FACTOR, WALL_MARGIN = 2, 0.5  # a move's time on the clock: twice its processor time, and half a second
DEFAULT_GAME_SECONDS = 10.0  # each entrant's clock for a whole game, as in chess: the tournament's budget
DEFAULT_MEMORY_MB = 300
START_SECONDS = 10.0  # time to start a process and import the student's file


class EntrantFault(PlayerFault):
    """An entrant's answer that loses the game: its ``kind`` (``fault_KIND`` in the words' table) and
    the ``facts`` its words are filled with; the message is those words, as the referee then says them
    ("Black player alice took more than 1 s of processor time for one move")."""

    def __init__(self, kind: str, **facts: object) -> None:
        if f"fault_{kind}" not in WORDS:  # a kind this side does not know: said as what it is
            kind, facts = "unreadable", {}
        self.kind = kind
        self.facts = tuple((name, str(value)) for name, value in facts.items())
        super().__init__(words(f"fault_{kind}", **dict(self.facts)))


class EntrantError(ValueError):
    """A folder of entrants that cannot make a tournament: the message says why, in one line."""


@dataclass(frozen=True)
class Entrant:
    """One student's player file: its name (the file's name) and where it is."""

    name: str
    path: Path


def find_entrants(folder: str | os.PathLike[str]) -> list[Entrant]:
    """Every ``.py`` file directly in ``folder`` (not those starting with ``_`` or ``.``), by name.

    Raises ``EntrantError`` for a folder that does not exist, a file given as
    the folder, a folder with no entrant, or two entrants whose names differ
    only in capitals (they would be one name on some systems).
    """
    path = Path(folder)
    if not path.exists():
        raise EntrantError(words("error_no_folder", path=path))
    if not path.is_dir():
        raise EntrantError(words("error_a_file", path=path))
    files = sorted(p for p in path.iterdir() if p.suffix == ".py" and p.is_file() and p.name[0] not in "_.")
    by_name: dict[str, Path] = {}
    for file in files:
        twin = by_name.get(file.stem.lower())
        if twin is not None:
            raise EntrantError(words("error_twins", first=twin.name, second=file.name))
        by_name[file.stem.lower()] = file
    if not files:
        raise EntrantError(words("error_no_entrants", path=path))
    return [Entrant(file.stem, file) for file in files]


def wall_limit(seconds: float) -> float:
    """The time on the clock a move may take, for ``seconds`` of processor time.

    >>> wall_limit(1)
    2.5
    """
    return WALL_FACTOR * seconds + WALL_MARGIN


RUNNER = Path(__file__).with_name("_entrant_runner.py")
PACKAGE = Path(__file__).resolve().parents[1]  # othello_lesson/: the one folder of the course an entrant sees


def _runner_environment(home: str) -> dict[str, str]:
    """The child's environment: the course importable, and nothing else of the teacher's (no working
    folder, no paths of theirs, no Python settings); string hashing fixed, so sets iterate alike."""
    keep = {name: os.environ[name] for name in ("PATH", "LANG", "LC_ALL", "SYSTEMROOT") if name in os.environ}
    return keep | {"PYTHONPATH": str(PACKAGE.parent), "PYTHONHASHSEED": "0", "HOME": home}


@dataclass(frozen=True)
class Sandbox:
    """Whether the entrants run in bubblewrap's sandbox (``on``) and, when not, why: ``why`` is one of
    ``WHY_NOT`` (``"cannot_start"`` comes with bubblewrap's own words in ``detail``).

    >>> Sandbox(False, "not_installed").words().startswith("WARNING: the entrants run WITHOUT a sandbox")
    True
    """

    on: bool
    why: str = "on"
    detail: str = ""

    WHY_NOT = ("not_installed", "cannot_start", "not_linux", "turned_off", "in_the_browser")

    def reason(self) -> str:
        """Why there is no sandbox, in one sentence (empty when there is one)."""
        return "" if self.on else words(f"sandbox_why_{self.why}", detail=self.detail)

    def remedy(self) -> str:
        """What the teacher can do to have one."""
        remedy = {"not_installed": "install", "cannot_start": "cannot_start", "turned_off": "account"}
        return words(f"sandbox_remedy_{remedy.get(self.why, 'none')}")

    def words(self) -> str:
        """The line said before the first game: the sandbox is on, or a warning saying why not."""
        if self.on:
            return words("sandbox_on")
        return words("sandbox_off", why=self.reason(), remedy=self.remedy()).rstrip()

    def refusal(self) -> str:
        """Why the tournament refuses to run as root without a sandbox, and how to make it run."""
        return words("sandbox_refused", why=self.reason(), remedy=self.remedy()).replace("  ", " ")

    def to_json(self) -> dict[str, str | bool]:
        return {"on": self.on, "why": self.why, "detail": self.detail}

    @classmethod
    def from_json(cls, data: object) -> Sandbox:
        if not isinstance(data, dict):
            return cls(False, "turned_off")
        return cls(bool(data.get("on")), str(data.get("why", "on")), str(data.get("detail", "")))


def is_root() -> bool:
    """Does this process run as root (whose entrants, unsandboxed, could read and lift anything)?"""
    return hasattr(os, "geteuid") and os.geteuid() == 0


_SANDBOX: Sandbox | None = None
_BUBBLEWRAP: str = ""  # the bwrap program the probe found working


def sandbox_here() -> Sandbox:
    """Can entrants run in bubblewrap's sandbox here?  Asked once a process, by starting one: Python in
    the sandbox, importing the course's package, exactly as an entrant's process starts."""
    global _SANDBOX, _BUBBLEWRAP
    if _SANDBOX is None:
        found = shutil.which("bwrap")
        if not sys.platform.startswith("linux"):
            _SANDBOX = Sandbox(False, "not_linux")
        elif not found:
            _SANDBOX = Sandbox(False, "not_installed")
        else:
            probe = [sys.executable, "-B", "-s", "-c", "import othello_lesson.rules"]
            command = _sandboxed(found, probe, _runner_environment("/tmp"), hidden=None)
            try:
                done = subprocess.run(command, capture_output=True, timeout=30, cwd="/", text=True)
                said = (done.stderr.strip().splitlines() or [f"exit code {done.returncode}"])[-1]
            except (OSError, subprocess.SubprocessError) as error:
                done, said = None, str(error)
            if done is not None and done.returncode == 0:
                _SANDBOX, _BUBBLEWRAP = Sandbox(True), found
            else:
                _SANDBOX = Sandbox(False, "cannot_start", said[:300])
    return _SANDBOX


def bubblewrap_works() -> bool:
    """Is bubblewrap (``bwrap``) installed, and able to start an entrant's process here?  Asked once."""
    return sandbox_here().on


def _sandboxed(bwrap: str, command: list[str], environment: dict[str, str], hidden: Path | None) -> list[str]:
    """``command`` run by bubblewrap with ``environment`` (its working folder the empty ``/tmp``)."""
    settings = [part for name, value in environment.items() for part in ("--setenv", name, value)]
    return [bwrap, *_sandbox_options(hidden), *settings, "--setenv", "HOME", "/tmp", "--", *command]


def _sandbox_options(hidden: Path | None) -> list[str]:
    """bubblewrap's options: no network, no other process, an empty ``/tmp``, and of the files only
    the system's programs, Python and the course's package, read-only (``hidden`` covered over).

    The empty ``/tmp`` is made first and the folders shown are put on top of it, so that Python or
    the course under ``/tmp`` (a clone there, its virtual environment) is shown too."""
    options = ["--unshare-all", "--clearenv"]  # ended by killing its process group
    options += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/usr"):
        path = Path(top)
        if path.is_symlink():
            options += ["--symlink", os.readlink(path), top]
        elif path.is_dir():
            options += ["--ro-bind", top, top]
    shown = {
        Path(sys.prefix),
        Path(sys.base_prefix),
        Path(sys.prefix).resolve(),
        Path(sys.base_prefix).resolve(),
    }
    shown |= {Path(sys.executable).resolve().parent, PACKAGE}
    for path in _outermost(shown):
        if not str(path).startswith(("/usr/", "/bin/", "/lib")) and path.is_dir():
            options += ["--ro-bind", str(path), str(path)]
    options += ["--chdir", "/tmp"]
    if hidden is not None and any(hidden.resolve().is_relative_to(path) for path in shown | {Path("/usr")}):
        options += ["--tmpfs", str(hidden.resolve())]  # the class's folder, inside one of those: covered
    return options


def _outermost(paths: set[Path]) -> list[Path]:
    """``paths`` without those inside another of them, sorted (a folder bound whole shows what it holds)."""
    return sorted(
        path for path in paths if not any(path != other and path.is_relative_to(other) for other in paths)
    )


class SandboxedPlayer:
    """A player function whose moves come from a student's file run in a process of its own.

    ``seconds`` is the processor time a move may take and ``wall_seconds``
    the time on the clock (twice ``seconds`` unless given); ``game_seconds``,
    if given, is the entrant's clock for a game (``new_game`` starts it),
    which starting its process counts on too.  ``memory_mb`` is the memory
    the process may use.  ``bubblewrap`` runs it in a bubblewrap sandbox
    (``None``: where bubblewrap works; ``True`` where it does not raises
    ``EntrantError`` saying why).  Use it in a ``with`` block, or call
    ``close()``, so the process ends.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        seconds: float = DEFAULT_SECONDS,
        memory_mb: int = DEFAULT_MEMORY_MB,
        wall_seconds: float | None = None,
        game_seconds: float | None = None,
        bubblewrap: bool | None = None,
    ) -> None:
        self.path = Path(path)
        self.__name__ = self.path.stem
        self.seconds, self.memory_mb = seconds, memory_mb
        self.wall_seconds = wall_limit(seconds) if wall_seconds is None else wall_seconds
        self.game_seconds = game_seconds
        self.bubblewrap = bubblewrap_works() if bubblewrap is None else bubblewrap
        if self.bubblewrap and not bubblewrap_works():  # asked for, and not there: never run without it
            raise EntrantError(sandbox_here().reason())
        self._process: subprocess.Popen[str] | None = None
        self._folder = tempfile.TemporaryDirectory(prefix="othello-entrant-")
        self._clock_left: float | None = game_seconds
        self._seed: int | None = None
        self._in_a_game = False

    def __enter__(self) -> SandboxedPlayer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def new_game(self, seed: int) -> None:
        """A new game starts: its clock is full again, and its first move seeds ``random`` with ``seed``."""
        self.end_game()
        self._clock_left, self._seed = self.game_seconds, seed

    def end_game(self) -> None:
        """The game is over: its process (a copy of the one that imported the file) ends."""
        process = self._process
        if self._in_a_game and process is not None:
            self._in_a_game = False
            try:
                self._send(process, {"end": True})
                self._receive(process, START_SECONDS, time.monotonic())
            except EntrantFault:
                self.close()

    def __call__(self, board: Board, colour: Colour) -> object:
        """The entrant's answer: a move, or what it answered instead as its process shows it (refused)."""
        started = time.monotonic()
        try:
            process = self._process or self._start()
            if not self._in_a_game:
                self._send(process, {"game": self._seed})
                self._in_a_game = True
                if not self._receive(process, START_SECONDS, started, starting=True).get("ready"):
                    self.close()
                    raise EntrantFault("did_not_start_game")
            message: dict[str, object] = {"board": board, "colour": colour}
            self._send(process, message)
            reply = self._receive(process, self.wall_seconds, started, asked=time.monotonic())
        finally:
            if self._clock_left is not None:
                self._clock_left -= time.monotonic() - started
        move = reply.get("move")
        if isinstance(move, list) and len(move) == 2 and all(type(x) is int for x in move):
            return (move[0], move[1])
        if "answer" in reply:
            return _Shown(str(reply["answer"]))  # the referee names it and refuses it
        self.close()  # a fault leaves nothing behind: the next move starts afresh
        raise _fault_in(reply)

    def start(self) -> None:
        """Start the process now, if it is not running (``EntrantFault`` if it cannot)."""
        if self._process is None:
            self._start()

    def _start(self) -> subprocess.Popen[str]:
        # The process is given the file's text on its pipe, not a path: nothing in its command line,
        # its environment or its working folder (empty, its own) says where the class's files are.
        runner = [sys.executable, "-B", "-s", str(RUNNER), repr(self.seconds), str(self.memory_mb)]
        environment = _runner_environment(self._folder.name)
        if self.bubblewrap:
            runner = _sandboxed(_BUBBLEWRAP, runner, environment, hidden=self.path.parent)
        process = subprocess.Popen(
            runner,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=self._folder.name,
            env=environment,
            text=True,
            start_new_session=True,  # Ctrl+C in the teacher's terminal reaches the referee, which stops it
        )
        self._process = process
        source = self.path.read_text(encoding="utf-8", errors="replace")
        self._send(process, {"name": self.path.name, "source": source})
        reply = self._receive(process, START_SECONDS, time.monotonic(), starting=True)
        if not reply.get("ready"):
            self.close()
            raise _fault_in(reply)
        return process

    def _send(self, process: subprocess.Popen[str], message: dict[str, object]) -> None:
        assert process.stdin is not None
        try:
            process.stdin.write(json.dumps(message) + "\n")
            process.stdin.flush()
        except (BrokenPipeError, OSError):
            self._ended(process)

    def _receive(
        self,
        process: subprocess.Popen[str],
        seconds: float,
        started: float,
        *,
        asked: float | None = None,
        starting: bool = False,
    ) -> dict[str, object]:
        """The next reply, waiting at most ``seconds`` after ``asked`` (and no longer than the game's
        clock, running since ``started``, allows)."""
        assert process.stdout is not None
        now = time.monotonic()
        clock = None if self._clock_left is None else self._clock_left - (now - started)
        wait = seconds - (now - (asked or now))
        wait = max(0.0, wait if clock is None else min(wait, clock))
        ready, _, _ = select.select([process.stdout], [], [], wait)
        if not ready:
            self.close()
            if clock is not None and clock <= wait:
                raise EntrantFault("game_clock", seconds=f"{self.game_seconds:g}")
            if starting:
                raise EntrantFault("did_not_start", seconds=f"{seconds:g}")
            raise EntrantFault("clock", seconds=f"{seconds:g}")
        line = process.stdout.readline()
        if not line:
            self._ended(process)
        try:
            reply = json.loads(line)
        except json.JSONDecodeError:
            self.close()
            raise EntrantFault("unreadable") from None
        return reply if isinstance(reply, dict) else {}

    def _ended(self, process: subprocess.Popen[str]) -> None:
        code = process.wait()
        self._process = None
        if code < 0 or code == 128 + 9:  # killed (through bubblewrap, the code says which signal)
            number = -code if code < 0 else code - 128
            raise EntrantFault("signal", signal=number)
        raise EntrantFault("exit_code", code=code)

    def kill(self) -> None:
        """End the process at once, from any thread: the move it is making gets no answer."""
        process = self._process
        if process is not None and process.poll() is None:
            _kill_group(process)

    def close(self) -> None:
        """End the process, if there is one (the next move starts a new one)."""
        process, self._process = self._process, None
        self._in_a_game = False
        if process is not None:
            _kill_group(process)
            process.wait()
        if process is not None:
            for stream in (process.stdin, process.stdout):
                if stream is not None:
                    with contextlib.suppress(OSError):
                        stream.close()


def _fault_in(reply: dict[str, object]) -> EntrantFault:
    """The fault an entrant's process sent (its kind and facts), or that its reply made no sense."""
    kind, facts = reply.get("fault"), reply.get("facts")
    if not isinstance(kind, str) or not isinstance(facts, dict | None):
        return EntrantFault("unreadable")
    return EntrantFault(kind, **{str(name): value for name, value in (facts or {}).items()})


def _kill_group(process: subprocess.Popen[str]) -> None:
    """End the process and every process it started (a game's copy, bubblewrap's own)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)  # its own group: it was started in a session of its own
    except (OSError, AttributeError):
        with contextlib.suppress(OSError):
            process.kill()


ENTRY_WRITER = "othello_lesson.teacher.entrants.write_entry"
# Entries written before the teacher's modules had a folder of their own name this writer.
OLD_ENTRY_WRITER = "othello_lesson.entrants.write_entry"


def entry_header() -> str:
    """The first line of an entry written now: a comment, in the language spoken."""
    return "# " + words("entry_header", writer=ENTRY_WRITER)


def entry_headers() -> set[str]:
    """Every first line an entry written here may start with: in each language of the course, old and new.

    >>> english = "# A class tournament entry, written by othello_lesson.teacher.entrants.write_entry"
    >>> english in entry_headers()
    True
    """
    id, english = f"{WORDS.name}.entry_header", WORDS.english("entry_header")
    return {
        "# " + translated(id, english, language).format(writer=writer)
        for language in LANGUAGES
        for writer in (ENTRY_WRITER, OLD_ENTRY_WRITER)
    }


def is_written_entry(text: str) -> bool:
    """Does ``text`` start as an entry ``write_entry`` wrote, in whichever language the course spoke then?

    >>> is_written_entry(entry_header() + "\\nfrom othello_lesson.players import greedy_player as player\\n")
    True
    >>> is_written_entry("# my own work\\n")
    False
    """
    return text.partition("\n")[0].rstrip("\r") in entry_headers()


def write_entry(player: PlayerFunction, path: str | os.PathLike[str]) -> Path:
    """Write ``player`` as a tournament entry: one file with it and what it uses from the notebook.

    The file holds the player's own code, the code of every function of the
    notebook it calls (and those they call), the values it reads (numbers,
    text, lists and dicts of them), and an import for each name it takes from
    a module, so that it runs on its own; its last line names the function
    ``player``.  A file that is not an entry written here is never replaced.

    >>> import pathlib, tempfile
    >>> from othello_lesson.players import greedy_player
    >>> path = write_entry(greedy_player, pathlib.Path(tempfile.mkdtemp()) / "ana.py")
    >>> print(path.read_text().splitlines()[-1])
    from othello_lesson.players import greedy_player as player
    """
    target = Path(path)
    if target.suffix != ".py":
        raise ValueError(words("entry_not_py", name=target.name))
    if target.is_dir() or (
        target.exists() and not is_written_entry(target.read_text(encoding="utf-8", errors="replace"))
    ):
        raise ValueError(words("entry_not_ours", path=target))
    if not callable(player):
        raise TypeError(words("entry_not_a_function", kind=type(player).__name__))
    lines = [entry_header(), "", *_entry_source(player)]
    source = "\n".join(lines) + "\n"
    compile(source, str(target), "exec")  # never write a file that does not import
    return write_whole(target, source)  # a tournament that reads it meanwhile never finds half an entry


def _importable(value: object) -> str | None:
    """``module:name`` for a function, class or module that an ``import`` brings, or None."""
    if isinstance(value, types.ModuleType):
        return value.__name__
    module, name = getattr(value, "__module__", None), getattr(value, "__qualname__", "")
    if isinstance(module, str) and module != "builtins" and name and "<" not in name and _can_import(module):
        return f"{module}:{name}"
    return None


def _can_import(module: str) -> bool:
    """Can another process import ``module``?  Not a notebook's (``__main__``), nor one made by hand."""
    if module == "__main__":
        return False
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a module made in memory has no spec to find
        return False


def _is_plain(value: object) -> bool:
    """Can ``repr(value)`` be written into the file and read back as the same value?"""
    if value is None or isinstance(value, bool | int | float | str):
        return True
    if isinstance(value, list | tuple | set | frozenset):
        return all(_is_plain(item) for item in value)
    if isinstance(value, dict):
        return all(_is_plain(key) and _is_plain(item) for key, item in value.items())
    return False


def _entry_source(player: PlayerFunction) -> list[str]:
    """The lines of an entry file for ``player``: imports, values, functions, then ``player = ...``."""
    where = _importable(player)
    if where is not None:
        module, name = where.split(":")
        return [f"from {module} import {name} as player"]
    if not isinstance(player, types.FunctionType):
        raise ValueError(words("entry_cannot_copy", player=repr(player)))
    imports: dict[str, str] = {}
    values: dict[str, str] = {}
    functions: dict[str, str] = {}
    waiting = [player]
    while waiting:
        function = waiting.pop()
        if function.__code__.co_freevars:
            raise ValueError(words("entry_inner_function", name=function.__name__))
        try:
            functions[function.__name__] = textwrap.dedent(inspect.getsource(function))
        except (OSError, TypeError):
            raise ValueError(words("entry_no_code", name=function.__name__)) from None
        for name in sorted(names_used(function.__code__)):
            if name in functions or name in imports or name in values or name not in function.__globals__:
                continue  # a builtin, or written already
            value = function.__globals__[name]
            where = _importable(value)
            if isinstance(value, types.FunctionType) and where is None:
                waiting.append(value)
            elif where is not None:
                module, _, attribute = where.partition(":")
                if not attribute:
                    imports[name] = f"import {module}" if module == name else f"import {module} as {name}"
                else:
                    imports[name] = f"from {module} import {attribute}" + (
                        "" if attribute == name else f" as {name}"
                    )
            elif _is_plain(value):
                values[name] = f"{name} = {value!r}"
            else:
                kind = type(value).__name__
                raise ValueError(
                    words("entry_uncopiable_value", name=function.__name__, value=name, kind=kind)
                )
    parts = ["\n".join(sorted(imports.values())), "\n".join(values.values())]
    parts += [source.rstrip() for source in reversed(list(functions.values()))]
    if player.__name__ != "player":
        parts.append(f"player = {player.__name__}")
    return "\n\n\n".join(part for part in parts if part).split("\n")


class _Shown:
    """An answer that is not a (row, col) pair, as the entrant's own process showed it."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


__all__ = [
    "DEFAULT_GAME_SECONDS",
    "DEFAULT_MEMORY_MB",
    "DEFAULT_SECONDS",
    "WALL_FACTOR",
    "WALL_MARGIN",
    "Entrant",
    "EntrantError",
    "EntrantFault",
    "Sandbox",
    "SandboxedPlayer",
    "bubblewrap_works",
    "find_entrants",
    "is_root",
    "sandbox_here",
    "wall_limit",
    "write_entry",
]
