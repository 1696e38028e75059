"""The other end of ``entrants``: one student's player, run in a process of its own.

Started as ``python -B -s PATH/_entrant_runner.py SECONDS MEMORY_MB`` by
``entrants.SandboxedPlayer``, never by hand; its first line in is
``{"name": "ana.py", "source": "..."}``, the student's file itself, so that
no path of the class's files is ever given to it.  It makes itself unreadable
to the user's other processes (the other entrants), then, before the
student's code runs, limits itself: its memory (``RLIMIT_AS``), the size of
any file it may write (zero: it changes no file, the student's own included),
and its processor time; it keeps its answers on a pipe of its own and sends
whatever the student prints nowhere, counting it.  Then it imports the file
(writing no bytecode beside it) and answers the referee's questions, one JSON
line each way:

* asked ``{"board": [[...]], "colour": "●"}``, it calls ``player`` on the
  board with a processor-time limit per move and answers
  ``{"move": [row, col]}`` (a ``"seed"`` in the question, at the start of a
  game, seeds the ``random`` module first: a game plays the same however the
  games are shared out among processes);
  answering ``{"move": [row, col]}``, ``{"answer": "<repr>"}`` for anything that is not
  a pair of ints, or ``{"fault": "KIND", "facts": {...}}`` (it raised, ran out of
  time or of memory, printed too much, or changed the board it was given): the
  kind and its facts, never words (the teacher's side holds those, in a table);
* ``{"fault": ...}`` is also its first line when the file does not import or
  defines no ``player``; otherwise the first line is ``{"ready": true}``.

It is started as a file, not as a module of the package, and imports only the
standard library: the child holds no code of the course unless the student's
file imports it (their own folder is not on ``sys.path``, nor this one).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
import signal
import sys
import types
from collections.abc import Callable

PRINT_LIMIT = 1_000_000  # characters a player may print in one move


class _TimeUp(BaseException):
    """Raised inside the student's code when a move has used its processor time (not an Exception,
    so that ``except Exception`` in their code does not swallow it)."""


class _Flood(BaseException):
    """Raised inside the student's code when it prints more than ``PRINT_LIMIT`` characters in a move."""


class _CountingSink(io.TextIOBase):
    """Standard output and error for the student's code: counted, and thrown away."""

    def __init__(self) -> None:
        self.count = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.count += len(text)
        if self.count > PRINT_LIMIT:
            raise _Flood
        return len(text)


def _limit_myself(memory_mb: int) -> None:
    try:
        import resource
    except ImportError:  # not on this system: the parent's clock still stops a slow player
        return
    memory = memory_mb * 1024 * 1024
    for limit, value in ((resource.RLIMIT_AS, memory), (resource.RLIMIT_FSIZE, 0)):
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(limit, (value, value))
    if hasattr(signal, "SIGXFSZ"):
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write then fails with an error instead


def _hide_myself() -> None:
    """Not dumpable: the user's other processes (the other entrants) cannot read this one's memory,
    environment, open files or working folder through ``/proc``."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            import ctypes

            ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0


def _load(name: str, source: str) -> types.ModuleType:
    module = types.ModuleType("entrant")
    module.__file__ = name
    sys.modules["entrant"] = module
    exec(compile(source, name, "exec"), module.__dict__)
    return module


def _describe(error: BaseException) -> str:
    text = str(error).splitlines()[0][:200] if str(error) else ""
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _answer(
    player: Callable[[list[list[str]], str], object],
    board: list[list[str]],
    colour: str,
    seconds: float,
    sink: _CountingSink,
) -> dict[str, object]:
    given = copy.deepcopy(board)
    sink.count = 0

    def time_up(signum: int, frame: object) -> None:
        raise _TimeUp

    signal.signal(signal.SIGVTALRM, time_up)
    signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
    try:
        move = player(board, colour)
    except _TimeUp:
        return _fault("processor_time", seconds=f"{seconds:g}")
    except _Flood:
        return _fault("printed", limit=f"{PRINT_LIMIT:,}")
    except MemoryError:
        return _fault("memory")
    except SystemExit as error:
        return _fault("called_exit", code=repr(error.code))
    except BaseException as error:  # the student's error is reported, never raised here
        return _fault("raised", error=_describe(error))
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
    if board != given:
        return _fault("changed_board")
    if (
        isinstance(move, tuple)
        and len(move) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in move)
    ):
        return {"move": list(move)}
    try:
        shown = repr(move)[:200]
    except BaseException:  # a repr that raises is nonsense too
        shown = f"an object of type {type(move).__name__}"
    return {"answer": shown}


def main(argv: list[str]) -> int:
    seconds, memory_mb = float(argv[0]), int(argv[1])
    _hide_myself()
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [entry for entry in sys.path if os.path.abspath(entry or ".") != here]
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    requests = os.fdopen(os.dup(0), "rb", buffering=0)  # unbuffered: a game's process reads what is its own
    given = json.loads(requests.readline() or b"{}")
    with open(os.devnull, "w") as devnull:
        os.dup2(devnull.fileno(), 1)
        os.dup2(devnull.fileno(), 2)
    sink = _CountingSink()
    sys.stdout = sys.stderr = sink
    sys.stdin = io.StringIO("")
    sys.dont_write_bytecode = True
    _limit_myself(memory_mb)

    def send(message: dict[str, object]) -> None:
        replies.write(json.dumps(message) + "\n")

    try:
        player = getattr(_load(given["name"], given["source"]), "player", None)
    except BaseException as error:
        send(_fault("failed_to_import", error=_describe(error)))
        return 0
    if not callable(player):
        send(_fault("no_player"))
        return 0
    send({"ready": True})
    in_a_game = False
    for line in iter(requests.readline, b""):
        request = json.loads(line)
        if "game" in request:
            # Each game is played by a copy of this process, forked with the file just imported: the
            # player's module starts every game alike, whichever games this process played before.
            child = os.fork() if hasattr(os, "fork") and not in_a_game else 0
            if child:
                _, status = os.waitpid(child, 0)
                if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == GAME_OVER):
                    send(_how_it_ended(status))
                continue
            in_a_game = hasattr(os, "fork")
            if request["game"] is not None:
                random.seed(request["game"])
            send({"ready": True})
        elif "end" in request:
            send({"ended": True})
            if in_a_game:
                replies.flush()
                os._exit(GAME_OVER)
        else:
            send(_answer(player, request["board"], request["colour"], seconds, sink))
    return 0


GAME_OVER = 86  # a game's process ended as asked


def _how_it_ended(status: int) -> dict[str, object]:
    """The fault of a game's process that ended by itself, as the referee would have seen it."""
    if os.WIFSIGNALED(status):
        return _fault("signal", signal=str(os.WTERMSIG(status)))
    return _fault("exit_code", code=str(os.WEXITSTATUS(status)))


def _fault(kind: str, **facts: str) -> dict[str, object]:
    """A fault as the referee's side reads it: its kind, and the facts its words are filled with."""
    return {"fault": kind, "facts": facts}


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
