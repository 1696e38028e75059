"""Several games of a class tournament at once: one per core, each entrant still in processes of its own.

Every game is planned before any is played (``PlannedGame``: who has
Black, the opening, the seed the entrants' ``random`` starts from), so a
game plays the same whichever worker plays it and whenever; ``play_games``
hands the games to ``workers`` threads, each of which asks an
``EntrantPool`` for the two players (an idle process of that entrant, or a
new one), lets the package's referee play, and gives them back.  The
results come back in the order planned, whatever order they finished in.
Ctrl+C (or ``stopping.set()``) ends every entrant's process at once; the
games finished before it are kept, those it cut off are not.

>>> from othello_lesson.players import greedy_player, weights_player
>>> pool = EntrantPool({"greedy": lambda: greedy_player, "weights": lambda: weights_player})
>>> planned = [PlannedGame("greedy", "weights", (), 1), PlannedGame("weights", "greedy", (), 2)]
>>> played = play_games(planned, pool, size=4, workers=2)
>>> [result.winner for result in played.results], played.cut_short
(['○', '○'], False)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as StillPlaying
from dataclasses import dataclass

from ..rules import Move, PlayerFunction
from ..tournament import GameResult, refereed_game


@dataclass(frozen=True)
class PlannedGame:
    """One game, fixed before any is played: the two entrants, the opening, the seed of their ``random``."""

    black: str
    white: str
    opening: tuple[Move, ...]
    seed: int
    round: int = 1


class EntrantPool:
    """The players of each entrant, lent to one game at a time: an idle one, or a new one made by ``make``.

    ``make[name]()`` makes a player (a ``SandboxedPlayer``, an
    ``InKernelPlayer``, any player function); ``close()`` ends them all.
    """

    def __init__(self, make: Mapping[str, Callable[[], PlayerFunction]]) -> None:
        self.make = dict(make)
        self._idle: dict[str, list[PlayerFunction]] = {name: [] for name in self.make}
        self._every: list[PlayerFunction] = []
        self._lock = threading.Lock()
        self.closed = False

    def borrow(self, name: str) -> PlayerFunction:
        with self._lock:
            if self.closed:
                raise RuntimeError("the tournament was stopped")
            if self._idle[name]:
                return self._idle[name].pop()
            player = self.make[name]()
            self._every.append(player)
            return player

    def give_back(self, name: str, player: PlayerFunction) -> None:
        with self._lock:
            self._idle[name].append(player)

    def stop(self) -> None:
        """End every process now, mid-move too (its game is then abandoned, not recorded)."""
        with self._lock:
            self.closed = True
            players = list(self._every)
        for player in players:
            _call(player, "kill")

    def close(self) -> None:
        """End every player's process (a pool stopped or finished)."""
        with self._lock:
            self.closed, players, self._every = True, list(self._every), []
        for player in players:
            _call(player, "close")


def _call(player: object, method: str, *arguments: object) -> None:
    action = getattr(player, method, None)
    if callable(action):
        action(*arguments)


@dataclass
class PlayedGames:
    """The results in the order planned (``None`` for a game not finished), and whether it was cut short."""

    results: list[GameResult | None]
    cut_short: bool


def play_games(
    planned: Sequence[PlannedGame],
    pool: EntrantPool,
    *,
    size: int,
    workers: int = 1,
    started: Callable[[int], None] | None = None,
    finished: Callable[[int, GameResult], None] | None = None,
    stopping: threading.Event | None = None,
    deadline: float | None = None,
    worst: float = 0.0,
) -> PlayedGames:
    """Play ``planned`` on ``workers`` threads; ``started(i)`` and ``finished(i, result)`` say how it goes.

    With a ``deadline`` (a ``time.monotonic()`` time), a game starts only if ``worst`` seconds (the
    longest it can take) end before it: the others are left unplayed (``None``), not cut short."""
    stopping = stopping or threading.Event()
    results: list[GameResult | None] = [None] * len(planned)
    report = threading.Lock()

    def play(number: int) -> None:
        game = planned[number]
        if stopping.is_set() or (deadline is not None and time.monotonic() + worst > deadline):
            return
        try:
            black, white = pool.borrow(game.black), pool.borrow(game.white)
        except RuntimeError:
            return
        try:
            _call(black, "new_game", game.seed)
            _call(white, "new_game", game.seed + 1)
            if started is not None:
                started(number)
            result = refereed_game(black, white, size=size, opening=game.opening)
        finally:
            _call(black, "end_game")
            _call(white, "end_game")
            pool.give_back(game.black, black)
            pool.give_back(game.white, white)
        with report:
            if stopping.is_set():
                return  # it may have been cut off: a stopped tournament keeps only what finished before
            results[number] = result
        if finished is not None:
            finished(number, result)

    executor = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="othello-game")
    futures = [executor.submit(play, number) for number in range(len(planned))]
    cut_short = False
    try:
        for future in futures:
            while not stopping.is_set():
                try:
                    future.result(timeout=0.2)
                    break
                except StillPlaying:
                    continue
        cut_short = stopping.is_set()
    except KeyboardInterrupt:
        cut_short = True
    finally:
        if cut_short or stopping.is_set():
            with report:
                stopping.set()
            cut_short = True
            pool.stop()
        executor.shutdown(wait=True, cancel_futures=True)
    if not cut_short:
        for future in futures:
            error = future.exception()
            if error is not None:
                raise error  # the referee's own bug, not an entrant's: it is not hidden
    return PlayedGames(results, cut_short)


__all__ = ["EntrantPool", "PlannedGame", "PlayedGames", "play_games"]
