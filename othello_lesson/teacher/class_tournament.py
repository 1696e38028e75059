"""A tournament of the class's own players: a round robin of every entrant in a folder, rated.

Each student hands in one ``.py`` file defining ``player(board, colour)``
(lesson 9's ``write_entry`` makes one); the teacher puts them in one folder
and runs ``othello-course tournament FOLDER`` in a terminal, or
``class_tournament(FOLDER)`` in a notebook.  Every pair plays ``games``
games (colours alternated, from varied openings, as ``tournament.match``
plays them), refereed by the package's one referee; each entrant runs in a
process of its own (``entrants.SandboxedPlayer``), so a broken player loses
its games, with the reason recorded, and the tournament goes on.  The result
holds the table (wins, draws, losses, disc margin), a rating for every
entrant with its 95 % range (``ratings``), a note for each pair the games
are too few to separate, and every game with its record.

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> for name, choice in (("first", "moves[0]"), ("last", "moves[-1]")):
...     _ = (folder / f"{name}.py").write_text(
...         "from othello_lesson import valid_moves_list\\n"
...         "def player(board, colour):\\n"
...         f"    moves = valid_moves_list(board, colour)\\n    return {choice}\\n")
>>> result = class_tournament(folder, size=4, games=2, progress=False)
>>> [row.name for row in result.ratings], len(result.games)
(['first', 'last'], 2)
"""

from __future__ import annotations

import argparse
import contextlib
import html
import importlib.util
import json
import os
import random
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..ratings import Rating, ratings, too_close_groups
from ..records import record_from_moves
from ..referee import Forfeit
from ..rules import BLACK, DRAW, WHITE, Board, Colour, PlayerFunction, check_size, is_move, short_repr
from ..tournament import Chart, GameResult, MatchResult, Table
from ..words import Hints
from .entrants import (
    DEFAULT_GAME_SECONDS,
    DEFAULT_MEMORY_MB,
    DEFAULT_SECONDS,
    WALL_FACTOR,
    WALL_MARGIN,
    EntrantError,
    EntrantFault,
    Sandbox,
    SandboxedPlayer,
    find_entrants,
    is_root,
    sandbox_here,
)
from .game_pool import EntrantPool, PlannedGame, play_games
from .swiss import swiss_pairs
from .tournament_feed import Feed, stop_with_parent
from .tournament_games import Fault, Settings, TournamentGame
from .tournament_plan import (
    DEFAULT_GAMES,
    Plan,
    choose_plan,
    duration,
    pair_games,
    round_robin_games,
    round_robin_rounds,
    worst_game_seconds,
)
from .tournament_words import words

IN_THE_BROWSER = sys.platform == "emscripten"  # Pyodide: no processes to run entrants in


class InKernelPlayer:
    """An entrant run in this kernel, under the exercise checks' time limit: the browser's way.

    There it is guarded by time alone: it shares the kernel with everything else.
    """

    def __init__(self, path: str | os.PathLike[str], *, seconds: float = DEFAULT_SECONDS) -> None:
        self.path, self.seconds = Path(path), seconds
        self.__name__ = self.path.stem
        self._player: Callable[..., object] | None = None
        self._seed: int | None = None

    def start(self) -> None:
        """Import the file now (``EntrantFault`` if it cannot be)."""
        if self._player is None:
            self._load()

    def new_game(self, seed: int) -> None:
        """A new game: its first move seeds ``random`` with ``seed``, as a process of its own would."""
        self._seed = seed

    def __call__(self, board: Board, colour: Colour) -> object:
        """The entrant's answer, whatever it is: the referee checks it."""
        from ..exercises.guard import StillRunning, within_time  # the checks' guard, only when used

        player = self._player or self._load()
        if self._seed is not None:
            random.seed(self._seed)
            self._seed = None
        try:
            return within_time(player, board, colour, seconds=self.seconds)
        except StillRunning:
            raise EntrantFault("kernel_time", seconds=f"{self.seconds:g}") from None

    def _load(self) -> Callable[..., object]:
        try:
            spec = importlib.util.spec_from_file_location(f"entrant_{self.path.stem}", self.path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            writes_bytecode, sys.dont_write_bytecode = sys.dont_write_bytecode, True  # no file beside theirs
            try:
                spec.loader.exec_module(module)
            finally:
                sys.dont_write_bytecode = writes_bytecode
        except Exception as error:
            raise EntrantFault("failed_to_import", error=f"{type(error).__name__}: {error}") from None
        player: object = getattr(module, "player", None)
        if not callable(player):
            raise EntrantFault("no_player")
        self._player = player
        return player

    def close(self) -> None:
        """Nothing to end: the entrant ran in this kernel."""

    def __enter__(self) -> InKernelPlayer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def entrant(
    path: str | os.PathLike[str],
    *,
    seconds: float = DEFAULT_SECONDS,
    memory_mb: int = DEFAULT_MEMORY_MB,
    game_seconds: float | None = None,
    processes: bool = not IN_THE_BROWSER,
    bubblewrap: bool | None = None,
) -> SandboxedPlayer | InKernelPlayer:
    """The player of an entry file, run as the tournament runs it: in a process of its own where
    there are processes, in this kernel in the browser.  Use it in a ``with`` block."""
    if processes:
        return SandboxedPlayer(
            path, seconds=seconds, memory_mb=memory_mb, game_seconds=game_seconds, bubblewrap=bubblewrap
        )
    return InKernelPlayer(path, seconds=seconds)


@dataclass
class ClassTournament:
    """The result of a class tournament: the table, the ratings, the notes, and every game.

    ``not_playing`` names each entrant that could not play (its file does not
    import, say) with the reason; ``cut_short`` says it was stopped before
    its last game (the table then counts the games finished).
    """

    table: Table
    ratings: list[Rating]
    games: list[TournamentGame]
    settings: Settings
    not_playing: dict[str, Fault] = field(default_factory=dict)
    cut_short: bool = False
    planned: int = 0  # the games the plan had

    @property
    def rated(self) -> list[Rating]:
        """The ratings of the entrants who have played at least one game, the highest first."""
        return [rating for rating in self.ratings if rating.games]

    def faults(self) -> list[tuple[str, int, str]]:
        """Each entrant that lost games by fault: its name, how many, and the reason most often given."""
        reasons: dict[str, Counter[str]] = {}
        for game in self.games:
            if game.fault is not None:
                reasons.setdefault(game.fault.entrant, Counter())[game.fault.problem] += 1
        return [(name, sum(c.values()), c.most_common(1)[0][0]) for name, c in reasons.items()]

    @property
    def notes(self) -> list[str]:
        """What the reader should know: one line per group too close to tell apart, per faulty
        entrant and per entrant not playing, and whether it was cut short."""
        notes = [words("note_too_close", names=_listed(group)) for group in too_close_groups(self.rated)]
        for name, count, reason in self.faults():
            games = words("game_count" if count == 1 else "games_count", count=count)
            notes.append(words("note_faults", name=name, count=games, reason=reason))
        notes += [
            words("note_not_playing", name=name, reason=fault.problem)
            for name, fault in self.not_playing.items()
        ]
        if self.cut_short:
            notes.append(words("note_cut_short", done=len(self.games), planned=self.planned))
        return notes

    def rows(self) -> list[list[str]]:
        """The standings as text cells: rank, entrant, games, wins, draws, losses, margin, rating.

        Entrants with no game yet come after the rated ones, with no rating;
        those that cannot play come last, with no rank."""
        rows = []
        for rank, rating in enumerate([*self.rated, *(r for r in self.ratings if not r.games)], start=1):
            games, wins, draws, losses, margin = self.table.totals(rating.name)
            spread = "-"
            if games:
                spread = words(
                    "rating_cell",
                    rating=f"{rating.rating:.0f}",
                    low=f"{rating.low:.0f}",
                    high=f"{rating.high:.0f}",
                )
            rows.append(
                [
                    str(rank),
                    rating.name,
                    str(games),
                    str(wins),
                    str(draws),
                    str(losses),
                    f"{margin:+.1f}",
                    spread,
                ]
            )
        rows += [["", name, "0", "", "", "", "", words("not_playing_cell")] for name in self.not_playing]
        return rows

    HEADER = tuple(
        words(f"column_{name}")
        for name in ("rank", "entrant", "games", "won", "drawn", "lost", "margin", "rating")
    )

    def __str__(self) -> str:
        rows = [list(self.HEADER), *self.rows()]
        widths = [max(len(row[i]) for row in rows) for i in range(len(self.HEADER))]
        lines = [
            "  ".join(
                cell.rjust(w) if i != 1 else cell.ljust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            ).rstrip()
            for row in rows
        ]
        return "\n".join([*lines, *self.notes])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(cell)}</th>" for cell in self.HEADER)
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>" for row in self.rows()
        )
        notes = "".join(f"<li>{html.escape(note)}</li>" for note in self.notes)
        table = f'<table class="othello-class-tournament"><thead><tr>{head}</tr></thead>'
        return table + f"<tbody>{body}</tbody></table>" + (f"<ul>{notes}</ul>" if notes else "")

    def chart(self) -> Chart:
        """The wins, draws and losses of every entrant as a chart."""
        return self.table.chart()

    def to_json(self) -> dict[str, object]:
        """The standings, the ratings, the notes and every game with its record, as plain data."""
        ratings_by_name = {rating.name: rating for rating in self.ratings}
        standings = []
        for row in self.rows():
            entry: dict[str, str | float] = dict(
                zip(("rank", "entrant", "games", "won", "drawn", "lost", "margin"), row[:7], strict=True)
            )
            rating = ratings_by_name.get(row[1])
            if rating is not None and rating.games:
                entry |= {
                    "rating": round(rating.rating, 1),
                    "low": round(rating.low, 1),
                    "high": round(rating.high, 1),
                }
            standings.append(entry)
        return {
            "format": "othello-course class tournament",
            "version": 3,
            "settings": self.settings.to_json(),
            "entrants": self.table.names,
            "not_playing": {name: fault.problem for name, fault in self.not_playing.items()},
            "not_playing_faults": [fault.to_json() for fault in self.not_playing.values()],
            "cut_short": self.cut_short,
            "planned": self.planned,
            "standings": standings,
            "notes": self.notes,
            "games": [game.to_json() for game in self.games],
        }

    @classmethod
    def from_json(cls, data: object) -> ClassTournament:
        """The tournament ``to_json`` wrote (``othello-course tournament --json``), without playing again."""
        if not isinstance(data, dict) or data.get("format") != "othello-course class tournament":
            raise ValueError(words("error_not_results"))
        games = [TournamentGame.from_json(game) for game in data["games"]]
        names = data.get("entrants") or list(
            dict.fromkeys(name for game in games for name in (game.black, game.white))
        )
        faults = [Fault.from_json(fault) for fault in data.get("not_playing_faults") or []]
        said = data.get("not_playing") or {}  # written before the faults were: their words, as they were
        not_playing = {fault.entrant: fault for fault in faults} or {
            str(name): Fault(str(name), "other", (("reason", str(reason)),)) for name, reason in said.items()
        }
        return tournament_from_games(
            [str(name) for name in names],
            games,
            Settings.from_json(data["settings"]),
            not_playing=not_playing,
            cut_short=bool(data.get("cut_short", False)),
            planned=int(data.get("planned", len(games))),
        )


def _listed(names: list[str]) -> str:
    """``'ana, ben and cat'``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {words('and')} " + names[-1]


def game_entry(black: str, white: str, played: GameResult, size: int) -> TournamentGame:
    """One refereed game as the class tournament keeps it: who played, who won, the discs, the record,
    and the fault that ended it, if one did."""
    record = record_from_moves(list(played.moves), size=size)
    fault = fault_of(played.forfeited)
    return TournamentGame(black, white, played.winner, played.black, played.white, record, fault)


def fault_of(forfeit: Forfeit | None) -> Fault | None:
    """The referee's account of a forfeit as a fault: the entrant, the kind, its facts."""
    if forfeit is None:
        return None
    error, name = forfeit.error, forfeit.name
    if isinstance(error, EntrantFault):
        return Fault(name, error.kind, error.facts)
    if error is not None:  # an entrant played in this kernel, whose error the referee caught
        return Fault(name, "raised", (("error", f"{type(error).__name__}: {error}"),))
    answer = short_repr(forfeit.answer)
    if not is_move(forfeit.answer):
        return Fault(name, "not_a_move", (("answer", answer),))
    legal = forfeit.problem.rpartition("the legal moves are ")[2]
    return Fault(name, "illegal", (("answer", answer), ("moves", legal)))


def tournament_from_games(
    names: Sequence[str],
    games: Sequence[TournamentGame],
    settings: Settings,
    *,
    not_playing: Mapping[str, Fault] | None = None,
    cut_short: bool = False,
    planned: int = 0,
) -> ClassTournament:
    """The standings and ratings of ``games`` (as ``game_entry`` keeps them): the one way they are
    counted, for the terminal, the notebook, the live page and a results file alike."""
    playing = [name for name in names if name not in (not_playing or {})]
    matches = {(a, b): MatchResult(a, b) for i, a in enumerate(playing) for b in playing[i + 1 :]}
    scores = []
    for game in games:
        black, white, winner = game.black, game.white, game.winner
        result = GameResult(winner, game.black_discs, game.white_discs, (), game.reason)
        if (black, white) in matches:
            matches[black, white].games.append((BLACK, result))
        else:
            matches[white, black].games.append((WHITE, result))
        scores.append((black, white, 0.5 if winner == DRAW else float(winner == BLACK)))
    table = Table(playing, matches, settings.size)
    rated = ratings(scores, playing, seed=settings.seed)
    return ClassTournament(table, rated, list(games), settings, dict(not_playing or {}), cut_short, planned)


def default_workers() -> int:
    """The games played at once: one per core this process may use (one in the browser)."""
    if IN_THE_BROWSER:
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


@dataclass
class Watch:
    """What a page (or a progress line) is told while a tournament runs; every call may be left out.

    ``sandbox(state)`` first, whether the entrants run in a sandbox; ``planned(plan, not_playing)``
    once before the first game; ``started(game)``
    and ``finished(game, entry)`` for each game (from the workers' threads).
    """

    sandbox: Callable[[Sandbox], None] | None = None
    planned: Callable[[Plan, dict[str, Fault]], None] | None = None
    started: Callable[[PlannedGame], None] | None = None
    finished: Callable[[PlannedGame, TournamentGame], None] | None = None


def class_tournament(
    folder: str | os.PathLike[str],
    *,
    size: int = 6,
    games: int = DEFAULT_GAMES,
    seconds: float = DEFAULT_SECONDS,
    game_seconds: float = DEFAULT_GAME_SECONDS,
    memory_mb: int = DEFAULT_MEMORY_MB,
    seed: int = 0,
    minutes: float | None = None,
    rounds: int | None = None,
    workers: int | None = None,
    progress: bool = True,
    processes: bool = not IN_THE_BROWSER,
    bubblewrap: bool | None = None,
    watch: Watch | None = None,
    stopping: threading.Event | None = None,
) -> ClassTournament:
    """Play every entrant in ``folder``: a round robin of ``games`` games a pair on ``size`` x ``size``,
    or ``rounds`` Swiss rounds, made smaller to fit in ``minutes`` if given.

    A move may take ``seconds`` of processor time and ``wall_limit(seconds)``
    on the clock, and each entrant has ``game_seconds`` on its clock for a
    game; ``memory_mb`` is each entrant's memory.  ``workers`` games are
    played at once (default: one per core), with the same results whatever
    their number.  ``processes=False`` runs the entrants in this kernel
    instead (the browser's only way: it has no processes), guarded by time
    alone.  Ctrl+C (or ``stopping.set()``) stops it and returns the games
    finished, ``cut_short``.
    """
    began = time.monotonic()  # a budget counts from here: checking the entrants is part of it
    check_size(size)
    _check_number("seconds", seconds, 600)
    _check_number("game_seconds", game_seconds, 3600)
    if isinstance(memory_mb, bool) or not isinstance(memory_mb, int) or memory_mb < 50:
        raise ValueError(words("error_memory", value=repr(memory_mb)))
    for name, value in (("games", games), ("rounds", rounds), ("workers", workers)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
            raise ValueError(words("error_whole_number", name=name, value=repr(value)))
    if minutes is not None:
        _check_number("minutes", minutes, 24 * 60)
    entrants = find_entrants(folder)
    if len(entrants) < 2:
        raise EntrantError(words("error_only_one", folder=folder, file=entrants[0].path.name))
    workers = workers or default_workers()
    paths = {found.name: found.path for found in entrants}
    sandbox = sandbox_for(processes=processes, bubblewrap=bubblewrap)
    if not sandbox.on and processes and bubblewrap is not False and is_root():
        raise EntrantError(sandbox.refusal())  # root's entrants, unsandboxed, could read and lift anything
    bubblewrap = sandbox.on if processes else False
    watch = watch or Watch()
    if watch.sandbox is not None:
        watch.sandbox(sandbox)

    def maker(path: Path) -> Callable[[], PlayerFunction]:
        return lambda: entrant(
            path,
            seconds=seconds,
            memory_mb=memory_mb,
            game_seconds=game_seconds,
            processes=processes,
            bubblewrap=bubblewrap,
        )

    pool = EntrantPool({name: maker(path) for name, path in paths.items()})
    stopping = stopping or threading.Event()
    settings = Settings(size, games, seconds, game_seconds, memory_mb, seed, minutes, sandbox=sandbox)
    try:
        not_playing = _check_every_entrant(pool, list(paths), workers)
        playing = [name for name in paths if name not in not_playing]
        if len(playing) < 2:
            why = "; ".join(f"{name} {fault.problem}" for name, fault in not_playing.items())
            raise EntrantError(words("error_fewer_than_two", why=why))
        plan = choose_plan(
            len(playing),
            games=games,
            rounds=rounds,
            minutes=minutes,
            workers=workers,
            game_seconds=game_seconds,
        )
        settings = replace(settings, games=plan.games, rounds=plan.rounds, workers=workers)
        if watch.planned is not None:
            watch.planned(plan, not_playing)
        line = _ProgressLine(plan, began) if progress else None
        if plan.budgeted:
            played, cut_short, rounds_played = _play_within_budget(
                plan, playing, pool, size, seed, watch, line, stopping, began
            )
            settings = replace(settings, rounds=rounds_played)
        else:
            played, cut_short = _play(plan, playing, pool, size, seed, watch, line, stopping)
        if line is not None:
            line.close()
    finally:
        pool.close()
    planned = plan.total or len(played)
    return tournament_from_games(
        list(paths), played, settings, not_playing=not_playing, cut_short=cut_short, planned=planned
    )


def sandbox_for(*, processes: bool = True, bubblewrap: bool | None = None) -> Sandbox:
    """Whether the entrants will run in a sandbox here, as ``class_tournament`` runs them, and why not."""
    if not processes:
        return Sandbox(False, "in_the_browser")
    if bubblewrap is False:
        return Sandbox(False, "turned_off")
    return sandbox_here()


def _check_number(name: str, value: object, most: float) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value <= most:
        raise ValueError(words("error_seconds", name=name, most=f"{most:g}", value=repr(value)))


def _check_every_entrant(pool: EntrantPool, names: list[str], workers: int) -> dict[str, Fault]:
    """Start every entrant once (its file imported, its ``player`` found): those that cannot, and why."""
    problems: dict[str, Fault] = {}

    def check(name: str) -> None:
        player = pool.borrow(name)
        try:
            start = getattr(player, "start", None)
            if start is not None:
                start()
        except EntrantFault as fault:
            problems[name] = Fault(name, fault.kind, fault.facts)
        finally:
            pool.give_back(name, player)

    with ThreadPoolExecutor(max_workers=workers) as executor:
        list(executor.map(check, names))
    return {name: problems[name] for name in names if name in problems}


def _play(
    plan: Plan,
    playing: list[str],
    pool: EntrantPool,
    size: int,
    seed: int,
    watch: Watch,
    line: _ProgressLine | None,
    stopping: threading.Event,
) -> tuple[list[TournamentGame], bool]:
    """Play the plan: one batch for a round robin, a batch per Swiss round; the games in plan order."""
    entries: list[TournamentGame] = []
    for round in range(1, max(1, plan.rounds) + 1):
        if stopping.is_set():
            return entries, True
        if plan.swiss:
            planned = _swiss_round(playing, entries, plan.games, size, seed, round)
        else:
            planned = round_robin_games(playing, plan.games, size, seed)
        finished, cut_short = _play_batch(planned, pool, size, plan, watch, line, stopping)
        entries += finished
        if cut_short:
            return entries, True
    return entries, False


def _play_batch(
    planned: list[PlannedGame],
    pool: EntrantPool,
    size: int,
    plan: Plan,
    watch: Watch,
    line: _ProgressLine | None,
    stopping: threading.Event,
    *,
    deadline: float | None = None,
    worst: float = 0.0,
) -> tuple[list[TournamentGame], bool]:
    """Play one batch of games at once (``plan.workers`` at a time): those finished, in plan order."""

    def started(number: int) -> None:
        if watch.started is not None:
            watch.started(planned[number])

    def finished(number: int, result: GameResult) -> None:
        game = planned[number]
        entry = game_entry(game.black, game.white, result, size)
        if line is not None:
            line.advance()
        if watch.finished is not None:
            watch.finished(game, entry)

    played = play_games(
        planned,
        pool,
        size=size,
        workers=plan.workers,
        started=started,
        finished=finished,
        stopping=stopping,
        deadline=deadline,
        worst=worst,
    )
    entries = [
        game_entry(game.black, game.white, result, size)
        for game, result in zip(planned, played.results, strict=True)
        if result is not None
    ]
    return entries, played.cut_short


def _play_within_budget(
    plan: Plan,
    playing: list[str],
    pool: EntrantPool,
    size: int,
    seed: int,
    watch: Watch,
    line: _ProgressLine | None,
    stopping: threading.Event,
    began: float,
) -> tuple[list[TournamentGame], bool, int]:
    """Play rounds while the budget lasts: the first measures the entrants' speed; whole round robins
    follow while one fits (else Swiss rounds), batched as far as the time measured allows.  A game
    starts only if its worst case ends within the budget.  The games, whether cut short, the rounds."""
    assert plan.minutes is not None
    deadline = began + plan.minutes * 60
    worst = worst_game_seconds(plan.game_seconds)
    schedule = round_robin_rounds(playing)
    entries: list[TournamentGame] = []
    round_seconds: list[float] = []  # the time each round took, measured
    swiss = plan.swiss
    played_rounds = 0
    while not (plan.swiss and played_rounds >= plan.rounds):
        if stopping.is_set():
            return entries, True, played_rounds
        left = deadline - time.monotonic()
        if left < worst:
            break
        estimate = max(round_seconds[-3:]) if round_seconds else worst
        if played_rounds == 1 and not swiss:
            swiss = estimate * (len(schedule) - 1) > left  # the rest of one round robin does not fit
        if swiss:
            planned = _swiss_round(playing, entries, plan.games, size, seed, played_rounds + 1)
            count = 1
        else:
            cycle, turn = divmod(played_rounds, len(schedule))
            fitting = 1 if not round_seconds else int(left // estimate)
            count = max(1, min(len(schedule) - turn, fitting))
            planned = []
            for number in range(turn, turn + count):
                for index, pair in enumerate(schedule[number]):
                    key = f"{seed}:cycle {cycle}:round {number}:pair {index}"
                    planned += pair_games(pair, plan.games, size, key, played_rounds + number - turn + 1)
        started = time.monotonic()
        finished, cut_short = _play_batch(
            planned, pool, size, plan, watch, line, stopping, deadline=deadline, worst=worst
        )
        entries += finished
        round_seconds.append((time.monotonic() - started) / count)
        played_rounds += count
        if cut_short:
            return entries, True, played_rounds
    return entries, False, played_rounds


def _swiss_round(
    playing: list[str], entries: list[TournamentGame], games: int, size: int, seed: int, round: int
) -> list[PlannedGame]:
    """One Swiss round's games, paired from the games played so far."""
    points: dict[str, float] = {}
    blacks: dict[str, int] = {}
    met = set()
    for game in entries:
        black, white = game.black, game.white
        score = {BLACK: 1.0, WHITE: 0.0}.get(game.winner, 0.5)
        points[black] = points.get(black, 0.0) + score
        points[white] = points.get(white, 0.0) + 1 - score
        blacks[black] = blacks.get(black, 0) + 1
        met.add(frozenset((black, white)))
    played = Counter(name for game in entries for name in (game.black, game.white))
    sat_out = {name for name in playing if played[name] < (round - 1) * games}
    pairs, _ = swiss_pairs(playing, points, met=met, sat_out=sat_out, blacks=blacks)
    planned = []
    for number, pair in enumerate(pairs):
        planned += pair_games(pair, games, size, f"{seed}:round {round}:pair {number}", round)
    return planned


class _ProgressLine:
    """``12 of 56 games played, at most 6 min 9 s left``, redrawn on a terminal's standard error."""

    def __init__(self, plan: Plan, began: float) -> None:
        self.plan, self.done = plan, 0
        self.began = began if plan.budgeted else time.monotonic()
        self.console = sys.stderr.isatty()
        self._lock = threading.Lock()
        self.draw()

    def text(self) -> str:
        return progress_text(self.plan, self.done, time.monotonic() - self.began)

    def advance(self) -> None:
        with self._lock:
            self.done += 1
            self.draw()

    def draw(self) -> None:
        if self.console:
            sys.stderr.write("\r" + self.text() + "\033[K")
            sys.stderr.flush()

    def close(self) -> None:
        if self.console:
            sys.stderr.write("\n")
            sys.stderr.flush()


def progress_text(plan: Plan, done: int, elapsed: float) -> str:
    """How far a tournament is, and the longest it can still take (never more than the budget left).

    >>> plan = Plan(8, 2, 0, 2, 10)
    >>> progress_text(plan, 14, 30.0)
    '14 of 56 games played, at most 7 min 11 s left'
    """
    if plan.budgeted:
        return words("progress_budget", done=done, left=duration(max(0.0, plan.seconds() - elapsed)))
    left = plan.total - done
    batches, seen = [], 0
    for batch in plan.batches:
        batches.append(max(0, min(batch, seen + batch - done)))
        seen += batch
    most = min(plan.seconds([b for b in batches if b]) if left else 0.0, max(0.0, plan.seconds() - elapsed))
    return words("progress_fixed", done=done, total=plan.total, most=duration(most))


# The --help of othello-course tournament.
TOURNAMENT_HELP = Hints(
    "tournament_help",
    {
        "description": "A tournament of the class's own players: one .py file per student in FOLDER.",
        "folder": "the folder of entrants (one .py file each, defining player(board, colour))",
        "size": "the board size (default 6)",
        "games": "games per pair, colours alternated (default {games})",
        "seconds": "processor seconds a move may take (default {seconds}); on the clock it may take "
        "{factor} times that and {margin} s more",
        "game_seconds": "seconds on each entrant's clock for a whole game (default {seconds})",
        "minutes": "the longest the tournament may take: fewer games a pair, or Swiss rounds, to fit",
        "rounds": "play this many Swiss rounds instead of a round robin",
        "workers": "games played at once (default: one per core)",
        "memory": "megabytes of memory an entrant may use (default {megabytes})",
        "seed": "the same seed gives the same openings",
        "json": "also write the standings and every game to FILE",
        "unsandboxed": "run the entrants without bubblewrap's sandbox, even where it is installed "
        "(as root, the tournament refuses to run without it unless told this)",
        "live": "also keep FILE up to date with the games as they are played (present tournament follows it)",
        "failed": "othello-course tournament: {error}",
    },
)


def add_tournament_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options of ``othello-course tournament``."""
    said = TOURNAMENT_HELP.say
    parser.add_argument("folder", help=said("folder"))
    parser.add_argument("--size", type=int, default=6, help=said("size"))
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help=said("games", games=DEFAULT_GAMES))
    seconds_help = said(
        "seconds", seconds=f"{DEFAULT_SECONDS:g}", factor=WALL_FACTOR, margin=f"{WALL_MARGIN:g}"
    )
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help=seconds_help)
    game_help = said("game_seconds", seconds=f"{DEFAULT_GAME_SECONDS:g}")
    parser.add_argument("--game-seconds", type=float, default=DEFAULT_GAME_SECONDS, help=game_help)
    parser.add_argument("--minutes", type=float, help=said("minutes"))
    parser.add_argument("--rounds", type=int, help=said("rounds"))
    parser.add_argument("--workers", type=int, help=said("workers"))
    memory_help = said("memory", megabytes=DEFAULT_MEMORY_MB)
    parser.add_argument("--memory", type=int, default=DEFAULT_MEMORY_MB, help=memory_help)
    parser.add_argument("--seed", type=int, default=0, help=said("seed"))
    parser.add_argument("--json", metavar="FILE", help=said("json"))
    parser.add_argument("--unsandboxed", "--no-bubblewrap", action="store_true", help=said("unsandboxed"))
    parser.add_argument("--live", metavar="FILE", help=said("live"))
    return parser


HIDDEN_ARGUMENTS = "--arguments-on-descriptor"


def run_tournament(arguments: argparse.Namespace) -> int:
    """Play the tournament the options ask for and print its table; a bad input raises ``ValueError``."""
    if arguments.json and Path(arguments.json).is_dir():
        raise EntrantError(words("error_json_folder", path=arguments.json))
    entrants = find_entrants(arguments.folder)  # a folder that makes no tournament is said first
    if not getattr(arguments, "hidden", False) and sys.platform.startswith("linux"):
        _start_again_with_nothing_to_see(arguments)
    live = getattr(arguments, "live", None)
    names = [found.name for found in entrants]
    feed = Feed(live, names, name=Path(arguments.folder).name) if live else None
    watch = Watch(sandbox=_say_sandbox, planned=_announce)
    if feed is not None:
        watch = _said_and_fed(feed)
    stopping = threading.Event()
    orphaned = stop_with_parent(stopping)
    try:
        with _ctrl_c_stops(stopping):
            result = class_tournament(
                arguments.folder,
                size=arguments.size,
                games=arguments.games,
                seconds=arguments.seconds,
                game_seconds=arguments.game_seconds,
                memory_mb=arguments.memory,
                seed=arguments.seed,
                minutes=arguments.minutes,
                rounds=arguments.rounds,
                workers=arguments.workers,
                bubblewrap=False if getattr(arguments, "unsandboxed", False) else None,
                watch=watch,
                stopping=stopping,
            )
    except (ValueError, TypeError, OSError) as error:
        if feed is not None:
            feed.close(final=None, problem=words("page_stopped", error=error))
        raise
    if feed is not None:
        feed.close(final=result.to_json(), problem="")
    if orphaned.is_set():
        return 130  # the page's server ended, and with it the tournament: no one is left to read the table
    print(result)
    if arguments.json:
        text = json.dumps(result.to_json(), indent=1, ensure_ascii=False) + "\n"
        Path(arguments.json).write_text(text, encoding="utf-8")
        print(words("written", path=arguments.json))
    return 130 if result.cut_short else 0


@contextlib.contextmanager
def _ctrl_c_stops(stopping: threading.Event) -> Iterator[None]:
    """Ctrl+C (SIGINT) stops the tournament wherever it is, keeping the games finished; a second one
    interrupts at once."""

    def stop(signum: int, frame: object) -> None:
        if stopping.is_set():
            raise KeyboardInterrupt
        stopping.set()

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _said_and_fed(feed: Feed) -> Watch:
    """What the terminal is told, and the feed that the viewers' pages follow, all of it."""

    def sandbox(state: Sandbox) -> None:
        _say_sandbox(state)
        feed.sandbox(state)

    def planned(plan: Plan, not_playing: dict[str, Fault]) -> None:
        _announce(plan, not_playing)
        feed.planned(plan, not_playing)

    return Watch(sandbox=sandbox, planned=planned, started=feed.started, finished=feed.finished)


def _say_sandbox(sandbox: Sandbox) -> None:
    """Before anything else: the sandbox is on, or a warning on standard error saying why not."""
    print(sandbox.words(), file=sys.stdout if sandbox.on else sys.stderr, flush=True)


def _announce(plan: Plan, not_playing: dict[str, Fault]) -> None:
    for name, fault in not_playing.items():
        print(words("not_playing_line", name=name, reason=fault.problem))
    print(words("announce", players=plan.players, plan=plan.describe()))
    sys.stdout.flush()


def _start_again_with_nothing_to_see(arguments: argparse.Namespace) -> None:
    """Become a process whose command line names no folder, whose working folder is ``/``, and which
    the user's other processes (the entrants) cannot look into: the same process, started again.

    The options go on a pipe; the paths in them are made absolute first."""
    options = vars(arguments) | {"folder": str(Path(arguments.folder).resolve()), "hidden": True}
    for name in ("json", "live"):
        if getattr(arguments, name, None):
            options[name] = str(Path(getattr(arguments, name)).resolve())
    text = json.dumps({key: value for key, value in options.items() if _plain(value)}).encode()
    reading, writing = os.pipe()
    if len(text) >= 60_000:  # more than a pipe holds before it is read: give up hiding, nothing else
        os.close(reading)
        os.close(writing)
        return
    os.write(writing, text)
    os.close(writing)
    os.set_inheritable(reading, True)
    sys.stdout.flush()
    sys.stderr.flush()
    os.chdir("/")
    command = [
        sys.executable,
        "-m",
        "othello_lesson.teacher.class_tournament",
        HIDDEN_ARGUMENTS,
        str(reading),
    ]
    os.execve(sys.executable, command, {**os.environ, "PWD": "/"} | {"OLDPWD": "/"})


def _plain(value: object) -> bool:
    return value is None or isinstance(value, bool | int | float | str)


def _read_hidden_arguments(descriptor: int) -> argparse.Namespace:
    with os.fdopen(descriptor, "rb") as pipe:
        options = json.loads(pipe.read())
    return argparse.Namespace(**options)


def _hide_from_other_processes() -> None:
    """Not dumpable: the entrants, run by the same user, cannot read this process's environment,
    memory or open files through ``/proc``."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            import ctypes

            ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m othello_lesson.teacher.class_tournament FOLDER ...``, as ``othello-course tournament``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if len(argv) == 2 and argv[0] == HIDDEN_ARGUMENTS:
            arguments = _read_hidden_arguments(int(argv[1]))
            _hide_from_other_processes()
        else:
            description = TOURNAMENT_HELP.say("description")
            parser = argparse.ArgumentParser(prog="othello-course tournament", description=description)
            arguments = add_tournament_arguments(parser).parse_args(argv)
        return run_tournament(arguments)
    except (ValueError, TypeError, OSError) as error:
        print(TOURNAMENT_HELP.say("failed", error=error), file=sys.stderr)
        return 2


__all__ = [
    "ClassTournament",
    "InKernelPlayer",
    "Watch",
    "add_tournament_arguments",
    "class_tournament",
    "default_workers",
    "entrant",
    "game_entry",
    "main",
    "progress_text",
    "run_tournament",
    "tournament_from_games",
]


if __name__ == "__main__":
    sys.exit(main())
