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

import importlib.util
import inspect
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import textwrap
import types
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..referee import PlayerFault, PlayerFunction
from ..rules import Board, Colour, Move

DEFAULT_SECONDS = 1.0  # processor time per move
DEFAULT_MEMORY_MB = 300
START_SECONDS = 30.0  # time to start a process and import the student's file
WAITING_FACTOR = 10  # a move that waits (sleeps, reads) is stopped after this many times its limit


class EntrantFault(PlayerFault):
    """An entrant's answer that loses the game: the message says why, as the referee then says it
    ("Black player alice took more than 1 s of processor time for one move")."""


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
        raise EntrantError(f"{path}: no such folder")
    if not path.is_dir():
        raise EntrantError(f"{path} is a file, not a folder of entrants (one .py file per student)")
    files = sorted(p for p in path.iterdir() if p.suffix == ".py" and p.is_file() and p.name[0] not in "_.")
    by_name: dict[str, Path] = {}
    for file in files:
        twin = by_name.get(file.stem.lower())
        if twin is not None:
            raise EntrantError(f"{twin.name} and {file.name} would be two entrants with one name: rename one")
        by_name[file.stem.lower()] = file
    if not files:
        raise EntrantError(f"{path} has no entrants: put one .py file per student in it")
    return [Entrant(file.stem, file) for file in files]


RUNNER = Path(__file__).with_name("_entrant_runner.py")


def _runner_environment() -> dict[str, str]:
    """The child's environment: the course importable, nothing of the caller's Python settings."""
    package_root = str(Path(__file__).resolve().parents[2])
    keep = {name: value for name, value in os.environ.items() if not name.startswith("PYTHON")}
    keep["PYTHONPATH"] = package_root
    return keep


class SandboxedPlayer:
    """A player function whose moves come from a student's file run in a process of its own.

    ``seconds`` is the processor time a move may take, ``memory_mb`` the
    memory the process may use.  Use it in a ``with`` block, or call
    ``close()``, so the process ends.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        seconds: float = DEFAULT_SECONDS,
        memory_mb: int = DEFAULT_MEMORY_MB,
    ) -> None:
        self.path = Path(path)
        self.__name__ = self.path.stem
        self.seconds, self.memory_mb = seconds, memory_mb
        self._process: subprocess.Popen[str] | None = None
        self._folder = tempfile.TemporaryDirectory(prefix="othello-entrant-")

    def __enter__(self) -> SandboxedPlayer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __call__(self, board: Board, colour: Colour) -> Move:
        process = self._process or self._start()
        self._send(process, {"board": board, "colour": colour})
        reply = self._receive(process, self.seconds * WAITING_FACTOR + 1)
        if "move" in reply:
            row, col = reply["move"]
            return (row, col)
        if "answer" in reply:
            return _Shown(reply["answer"])  # type: ignore[return-value]  # the referee names it and refuses it
        self.close()  # a fault leaves nothing behind: the next move starts afresh
        raise EntrantFault(reply.get("fault", "answered something the referee cannot read"))

    def _start(self) -> subprocess.Popen[str]:
        # The process runs a copy of the file, in a folder of its own: it is never told where the
        # teacher keeps the entrants, and what it writes (it may write nothing) lands in its folder.
        copy = Path(self._folder.name) / self.path.name
        shutil.copyfile(self.path, copy)
        # The runner is started as a file, not as a module of the package: so the child imports nothing
        # of the course (not even the package's ``__init__``) unless the student's own file does.
        runner = [sys.executable, "-B", "-s", str(RUNNER)]
        process = subprocess.Popen(
            [*runner, str(copy), repr(self.seconds), str(self.memory_mb)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=self._folder.name,
            env=_runner_environment(),
            text=True,
            start_new_session=True,  # Ctrl+C in the teacher's terminal reaches the referee, which stops it
        )
        self._process = process
        reply = self._receive(process, START_SECONDS)
        if not reply.get("ready"):
            self.close()
            raise EntrantFault(reply.get("fault", "did not start"))
        return process

    def _send(self, process: subprocess.Popen[str], message: dict[str, object]) -> None:
        assert process.stdin is not None
        try:
            process.stdin.write(json.dumps(message) + "\n")
            process.stdin.flush()
        except (BrokenPipeError, OSError):
            self._ended(process)

    def _receive(self, process: subprocess.Popen[str], seconds: float) -> dict[str, Any]:
        assert process.stdout is not None
        ready, _, _ = select.select([process.stdout], [], [], seconds)
        if not ready:
            self.close()
            raise EntrantFault(f"gave no answer within {seconds:g} s")
        line = process.stdout.readline()
        if not line:
            self._ended(process)
        try:
            reply = json.loads(line)
        except json.JSONDecodeError:
            self.close()
            raise EntrantFault("answered something the referee cannot read") from None
        return reply if isinstance(reply, dict) else {}

    def _ended(self, process: subprocess.Popen[str]) -> None:
        code = process.wait()
        self._process = None
        if code < 0:
            raise EntrantFault(f"was stopped by signal {-code} (it may have run out of memory)")
        raise EntrantFault(f"ended its process (exit code {code}) instead of answering")

    def close(self) -> None:
        """End the process, if there is one (the next move starts a new one)."""
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()
        if process is not None:
            for stream in (process.stdin, process.stdout):
                if stream is not None:
                    stream.close()


ENTRY_HEADER = "# A class tournament entry, written by othello_lesson.teacher.entrants.write_entry"
# Entries written before the teacher's modules had a folder of their own start with this line.
OLD_ENTRY_HEADER = "# A class tournament entry, written by othello_lesson.entrants.write_entry"


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
        raise ValueError(f"{target.name}: an entry is a .py file (its name is the entrant's name)")
    if target.is_dir() or (
        target.exists()
        and not target.read_text(errors="replace").startswith((ENTRY_HEADER, OLD_ENTRY_HEADER))
    ):
        raise ValueError(f"{target} exists and is not an entry written by write_entry: choose another name")
    if not callable(player):
        raise TypeError(f"player must be a function player(board, colour), not the {type(player).__name__}")
    lines = [ENTRY_HEADER, "", *_entry_source(player)]
    source = "\n".join(lines) + "\n"
    compile(source, str(target), "exec")  # never write a file that does not import
    target.write_text(source, encoding="utf-8")
    return target


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


def _names_used(code: types.CodeType) -> set[str]:
    names = set(code.co_names)
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            names |= _names_used(constant)
    return names


def _entry_source(player: PlayerFunction) -> list[str]:
    """The lines of an entry file for ``player``: imports, values, functions, then ``player = ...``."""
    where = _importable(player)
    if where is not None:
        module, name = where.split(":")
        return [f"from {module} import {name} as player"]
    if not isinstance(player, types.FunctionType):
        raise ValueError(
            f"{player!r} is not a function written in a notebook or a file: write_entry cannot copy it"
        )
    imports: dict[str, str] = {}
    values: dict[str, str] = {}
    functions: dict[str, str] = {}
    waiting = [player]
    while waiting:
        function = waiting.pop()
        if function.__code__.co_freevars:
            raise ValueError(
                f"{function.__name__} is made inside another function (it uses its variables): "
                "write_entry can copy only functions defined at the top of a cell"
            )
        try:
            functions[function.__name__] = textwrap.dedent(inspect.getsource(function))
        except (OSError, TypeError):
            raise ValueError(
                f"the code of {function.__name__} cannot be found: define it in a cell and run it"
            ) from None
        for name in sorted(_names_used(function.__code__)):
            if name in functions or name in imports or name in values or name not in function.__globals__:
                continue  # a builtin, an attribute's name, or written already
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
                    f"{function.__name__} uses {name}, a {kind}, which cannot be copied to a file"
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
    "DEFAULT_MEMORY_MB",
    "DEFAULT_SECONDS",
    "Entrant",
    "EntrantError",
    "EntrantFault",
    "SandboxedPlayer",
    "find_entrants",
    "write_entry",
]
