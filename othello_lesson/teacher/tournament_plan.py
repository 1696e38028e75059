"""What a class tournament will play, and the longest it can take, said before the first game.

Every entrant has a clock for each game (``game_seconds``, as in chess),
so no game can last longer than both clocks and a little for the referee;
with ``workers`` games at once, a batch of ``n`` games takes at most
``ceil(n / workers)`` such games, whatever the entrants do.  ``choose_plan``
keeps the round robin the teacher asked for when it fits in ``minutes``;
otherwise it plays fewer games a pair, and, when even one game a pair is too
many, Swiss rounds (``othello_lesson.teacher.swiss``), as many as fit.

>>> plan = choose_plan(8, games=2, workers=2, game_seconds=10)
>>> plan.describe()
'round robin, 2 games a pair: 56 games, at most 9 min 34 s (2 at once)'
>>> choose_plan(30, games=2, workers=2, game_seconds=10, minutes=10).describe()
'Swiss, 1 round of 15 pairs, 2 games a pair: 30 games, at most 5 min 8 s (2 at once)'
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..rules import Move
from ..tournament import random_opening
from .game_pool import PlannedGame
from .swiss import swiss_rounds

DEFAULT_GAMES = 2  # games a pair plays, one with each colour from the same opening
REFEREE_SECONDS = 0.5  # the referee's own time in a game, and starting it, at most (measured: a few ms)


def worst_game_seconds(game_seconds: float) -> float:
    """The longest one game can take: both entrants' clocks, and the referee's share."""
    return 2 * game_seconds + REFEREE_SECONDS


def duration(seconds: float) -> str:
    """``'9 min 34 s'``, ``'45 s'``, ``'1 h 2 min'``: a time said the way a teacher reads it.

    >>> duration(574), duration(45.2), duration(3720)
    ('9 min 34 s', '46 s', '1 h 2 min')
    """
    whole = math.ceil(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min {secs} s" if minutes else f"{secs} s"


@dataclass(frozen=True)
class Plan:
    """A round robin (``rounds`` 0) or ``rounds`` Swiss rounds, for ``players`` entrants."""

    players: int
    games: int  # games a pair plays
    rounds: int  # Swiss rounds; 0 for a round robin
    workers: int
    game_seconds: float

    @property
    def swiss(self) -> bool:
        return self.rounds > 0

    @property
    def pairs_a_round(self) -> int:
        return self.players // 2 if self.swiss else self.players * (self.players - 1) // 2

    @property
    def batches(self) -> list[int]:
        """The games of each batch played together: one round robin, or one batch per Swiss round."""
        return [self.pairs_a_round * self.games] * max(1, self.rounds)

    @property
    def total(self) -> int:
        return sum(self.batches)

    def seconds(self, batches: list[int] | None = None) -> float:
        """The longest ``batches`` (all of them, unless given) can take."""
        worst = worst_game_seconds(self.game_seconds)
        return sum(math.ceil(games / self.workers) for games in (batches or self.batches)) * worst

    def describe(self) -> str:
        games = f"{self.games} game{'s' * (self.games != 1)} a pair"
        if self.swiss:
            rounds = f"{self.rounds} round{'s' * (self.rounds != 1)}"
            kind = f"Swiss, {rounds} of {self.pairs_a_round} pairs, {games}"
        else:
            kind = f"round robin, {games}"
        return f"{kind}: {self.total} games, at most {duration(self.seconds())} ({self.workers} at once)"


def choose_plan(
    players: int,
    *,
    games: int = DEFAULT_GAMES,
    rounds: int | None = None,
    minutes: float | None = None,
    workers: int = 1,
    game_seconds: float,
) -> Plan:
    """The round robin asked for, or (``rounds``) Swiss rounds; made smaller to fit in ``minutes``.

    Raises ``ValueError`` when not even one Swiss round fits, saying how long one takes.
    """
    if rounds is not None:
        plan = Plan(players, games, min(rounds, max(1, players - 1)), workers, game_seconds)
    else:
        plan = Plan(players, games, 0, workers, game_seconds)
    if minutes is None or plan.seconds() <= minutes * 60:
        return plan
    budget = minutes * 60
    if not plan.swiss:
        for fewer in range(games - 1, 0, -1):
            smaller = Plan(players, fewer, 0, workers, game_seconds)
            if smaller.seconds() <= budget:
                return smaller
    one_round = Plan(players, min(games, DEFAULT_GAMES), 1, workers, game_seconds)
    if one_round.seconds() > budget:
        raise ValueError(
            f"{minutes:g} minutes are too few for {players} entrants: one Swiss round takes at most "
            f"{duration(one_round.seconds())} ({one_round.batches[0]} games, {workers} at once)"
        )
    most = plan.rounds or swiss_rounds(players)
    fitting = max(
        r
        for r in range(1, most + 1)
        if Plan(players, one_round.games, r, workers, game_seconds).seconds() <= budget
    )
    return Plan(players, one_round.games, fitting, workers, game_seconds)


def round_robin_games(names: list[str], games: int, size: int, seed: int) -> list[PlannedGame]:
    """Every pair's ``games`` games, pair after pair: colours alternating, each two from one opening."""
    planned = []
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1 :]]
    for number, pair in enumerate(pairs):
        planned += pair_games(pair, games, size, f"{seed}:pair {number}")
    return planned


def pair_games(pair: tuple[str, str], games: int, size: int, key: str, round: int = 1) -> list[PlannedGame]:
    """The ``games`` games of one pair, the first of ``pair`` Black first; ``key`` seeds them all."""
    rng = random.Random(key)
    length = 2 if size <= 6 else 4
    planned = []
    opening: tuple[Move, ...] = ()
    for game in range(games):
        if game % 2 == 0:
            opening = random_opening(size, length, rng)
        black, white = pair if game % 2 == 0 else pair[::-1]
        planned.append(PlannedGame(black, white, opening, rng.randrange(2**31), round))
    return planned


__all__ = [
    "DEFAULT_GAMES",
    "Plan",
    "choose_plan",
    "duration",
    "pair_games",
    "round_robin_games",
    "worst_game_seconds",
]
