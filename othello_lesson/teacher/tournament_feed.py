"""One tournament, many viewers: the games as they are played, in one file that every page follows.

``othello-course present tournament --entries FOLDER`` plays the tournament
once, in a process of its own (``othello-course tournament FOLDER --live
FILE``), which writes ``FILE`` whole (``Feed``) as it goes: whether the
entrants run in a sandbox, the plan, the games being played, every game
finished and, at the end, the results.  Each viewer's page reads that file
(``read_feed``) and draws it: a viewer never starts work on the teacher's
machine, and every viewer sees the same games.

>>> import pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "live.json"
>>> feed = Feed(path, ["ana", "ben"], name="class 3b")
>>> feed.sandbox(Sandbox(True))
>>> feed.close(final=None, problem="")
>>> state = read_feed(path)
>>> state.names, state.sandbox.on, state.finished
(['ana', 'ben'], True, True)
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..files import write_whole
from .entrants import Sandbox
from .game_pool import PlannedGame
from .tournament_games import Fault, TournamentGame
from .tournament_plan import Plan
from .tournament_words import words

FORMAT = "othello-course live tournament"
PAUSE = 0.25  # the longest a finished game waits before the file says so (the file is written whole)


@dataclass
class FeedState:
    """What a viewer's page draws: the tournament so far, as the playing process last wrote it."""

    names: list[str]
    name: str = ""  # the folder of entrants' name, the page's title
    sandbox: Sandbox | None = None
    plan: Plan | None = None
    not_playing: dict[str, Fault] = field(default_factory=dict)
    playing: list[tuple[str, str]] = field(default_factory=list)
    games: list[TournamentGame] = field(default_factory=list)
    started_at: float = 0.0  # the wall clock's time when the budget began
    finished: bool = False
    problem: str = ""  # what stopped it, in words
    final: dict[str, object] | None = None  # ClassTournament.to_json(), once it is over

    def to_json(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "version": 1,
            "names": self.names,
            "name": self.name,
            "sandbox": None if self.sandbox is None else self.sandbox.to_json(),
            "plan": None if self.plan is None else dataclasses.asdict(self.plan),
            "not_playing": [fault.to_json() for fault in self.not_playing.values()],
            "playing": self.playing,
            "games": [game.to_json() for game in self.games],
            "started_at": self.started_at,
            "finished": self.finished,
            "problem": self.problem,
            "final": self.final,
        }


def read_feed(path: str | os.PathLike[str]) -> FeedState:
    """The state a ``Feed`` last wrote to ``path`` (``ValueError`` for a file that is not one)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(words("error_not_a_feed", path=path))
    plan = data.get("plan")
    return FeedState(
        names=list(data["names"]),
        name=str(data.get("name", "")),
        sandbox=None if data.get("sandbox") is None else Sandbox.from_json(data["sandbox"]),
        plan=None if plan is None else Plan(**plan),
        not_playing={fault.entrant: fault for fault in map(Fault.from_json, data.get("not_playing", []))},
        playing=[(black, white) for black, white in data.get("playing", [])],
        games=[TournamentGame.from_json(game) for game in data.get("games", [])],
        started_at=float(data.get("started_at", 0.0)),
        finished=bool(data.get("finished")),
        problem=str(data.get("problem", "")),
        final=data.get("final"),
    )


class Feed:
    """The playing side: told what happens (as a ``Watch`` is), it keeps ``path`` up to date, written
    whole at most every ``PAUSE`` seconds by a thread of its own, and once more by ``close``."""

    def __init__(self, path: str | os.PathLike[str], names: list[str], *, name: str = "") -> None:
        self.path = Path(path)
        self.state = FeedState(list(names), name, started_at=time.time())
        self._lock = threading.Lock()
        self._writing = threading.Lock()
        self._changed = threading.Event()
        self._closed = False
        self._write()
        self._writer = threading.Thread(target=self._keep_writing, name="tournament feed", daemon=True)
        self._writer.start()

    def sandbox(self, sandbox: Sandbox) -> None:
        with self._lock:
            self.state.sandbox = sandbox
        self._write()  # said at once: the page shows it before the first game

    def planned(self, plan: Plan, not_playing: dict[str, Fault]) -> None:
        with self._lock:
            self.state.plan, self.state.not_playing = plan, dict(not_playing)
        self._write()

    def started(self, game: PlannedGame) -> None:
        with self._lock:
            self.state.playing.append((game.black, game.white))
        self._changed.set()

    def finished(self, game: PlannedGame, entry: TournamentGame) -> None:
        with self._lock:
            if (game.black, game.white) in self.state.playing:
                self.state.playing.remove((game.black, game.white))
            self.state.games.append(entry)
        self._changed.set()

    def close(self, *, final: dict[str, object] | None, problem: str) -> None:
        """The tournament is over (``final``: its results), or stopped (``problem``: why)."""
        with self._lock:
            self._closed = True
            self.state.playing, self.state.finished = [], True
            self.state.final, self.state.problem = final, problem
        self._changed.set()
        self._write()

    def _keep_writing(self) -> None:
        while True:
            self._changed.wait()
            if self._closed:
                return
            self._changed.clear()
            self._write()
            time.sleep(PAUSE)

    def _write(self) -> None:
        with self._writing:  # the state read and written in one go: a later state is never overwritten
            with self._lock:
                text = json.dumps(self.state.to_json(), ensure_ascii=False)
            write_whole(self.path, text)


LIVE_VARIABLE = "OTHELLO_TOURNAMENT_LIVE"  # the file every viewer's page follows
PARENT_VARIABLE = "OTHELLO_TOURNAMENT_PARENT"  # the process whose end stops the tournament


def play_for_viewers(folder: str | os.PathLike[str], options: list[str]) -> dict[str, str]:
    """Start the tournament of ``folder`` once, now, in a process of its own that writes its feed and ends
    with this process (``options`` as ``othello-course tournament`` takes them); the environment that
    tells every viewer's page the file to follow.  What it says (the sandbox, the plan) goes to this
    terminal."""
    live = Path(tempfile.mkdtemp(prefix="othello-live-tournament-")) / "live.json"
    command = [sys.executable, "-m", "othello_lesson.teacher.class_tournament", str(folder), *options]
    subprocess.Popen(
        [*command, "--live", str(live)],
        stdin=subprocess.DEVNULL,
        env={**os.environ, PARENT_VARIABLE: str(os.getpid())},
        start_new_session=True,  # Ctrl+C stops the page's server, whose end stops the tournament
    )
    return {LIVE_VARIABLE: str(live)}


def stop_with_parent(stopping: threading.Event) -> threading.Event:
    """When this process was started by ``play_for_viewers``: set ``stopping`` once that process has
    ended.  Returns the event set then (never set otherwise)."""
    orphaned = threading.Event()
    parent = os.environ.get(PARENT_VARIABLE)
    if parent and parent.isdigit():

        def watch() -> None:
            while os.getppid() == int(parent):
                time.sleep(0.5)
            orphaned.set()
            stopping.set()

        threading.Thread(target=watch, name="tournament parent", daemon=True).start()
    return orphaned


__all__ = [
    "FORMAT",
    "LIVE_VARIABLE",
    "Feed",
    "FeedState",
    "play_for_viewers",
    "read_feed",
    "stop_with_parent",
]
