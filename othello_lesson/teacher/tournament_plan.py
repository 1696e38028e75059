"""What a class tournament will play, and the longest it can take, said before the first game.

Every entrant has a clock for each game (``game_seconds``, as in chess),
so no game can last longer than both clocks and a little for the referee;
with ``workers`` games at once, a batch of ``n`` games takes at most
``ceil(n / workers)`` such games, whatever the entrants do.  Without a
budget, ``choose_plan`` keeps the round robin (or the Swiss rounds) asked
for, and says the longest it can take.  With ``minutes``, it plans rounds
instead, from the entrants' speed as measured while they play: the first
round measures it, whole round robins follow (round after round, a new
round robin after each) while they fit, else Swiss rounds, and rounds are
added while time remains; a game starts only when even its worst case ends
within the budget, so the worst case bounds the stop and nothing else.

>>> plan = choose_plan(8, games=2, workers=2, game_seconds=10)
>>> plan.describe()
'round robin, 2 games a pair: 56 games, at most 9 min 34 s (2 at once)'
>>> choose_plan(30, games=2, workers=2, game_seconds=10, minutes=10).describe()[:50]
'within 10 min 0 s: rounds of 30 games (2 games a p'
>>> [len(pairs) for pairs in round_robin_rounds(["a", "b", "c", "d", "e"])]
[2, 2, 2, 2, 2]
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..rules import Move
from ..tournament import random_opening
from .game_pool import PlannedGame
from .tournament_words import words

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
    """A round robin (``rounds`` 0) or ``rounds`` Swiss rounds, for ``players`` entrants; with ``minutes``,
    rounds played while the budget lasts (at most ``rounds`` Swiss rounds, if given)."""

    players: int
    games: int  # games a pair plays (in a round, with a budget)
    rounds: int  # Swiss rounds; 0 for a round robin
    workers: int
    game_seconds: float
    minutes: float | None = None

    @property
    def swiss(self) -> bool:
        return self.rounds > 0

    @property
    def budgeted(self) -> bool:
        """Are rounds added while the budget lasts (the games are not known before)?"""
        return self.minutes is not None

    @property
    def pairs_a_round(self) -> int:
        return self.players // 2 if self.swiss or self.budgeted else self.players * (self.players - 1) // 2

    @property
    def batches(self) -> list[int]:
        """The games of each batch played together: one round robin, or one batch per Swiss round."""
        return [self.pairs_a_round * self.games] * max(1, self.rounds)

    @property
    def total(self) -> int:
        """The games planned (with a budget: none are, before they are played)."""
        return 0 if self.budgeted else sum(self.batches)

    def seconds(self, batches: list[int] | None = None) -> float:
        """The longest ``batches`` (all of them, unless given) can take; with a budget, the budget."""
        if self.minutes is not None and batches is None:
            return self.minutes * 60
        worst = worst_game_seconds(self.game_seconds)
        return sum(math.ceil(games / self.workers) for games in (batches or self.batches)) * worst

    def describe(self) -> str:
        games = words("games_a_pair" if self.games != 1 else "game_a_pair", games=self.games)
        if self.budgeted:
            robin = len(round_robin_rounds([str(n) for n in range(self.players)]))
            return words(
                "plan_budget",
                budget=duration(self.seconds()),
                round_games=self.pairs_a_round * self.games,
                games=games,
                robin_rounds=robin,
                workers=self.workers,
            )
        if self.swiss:
            rounds = words("rounds" if self.rounds != 1 else "round", rounds=self.rounds)
            kind = words("plan_swiss", rounds=rounds, pairs=self.pairs_a_round, games=games)
        else:
            kind = words("plan_round_robin", games=games)
        most = duration(self.seconds())
        return words("plan_fixed", kind=kind, total=self.total, most=most, workers=self.workers)


def choose_plan(
    players: int,
    *,
    games: int = DEFAULT_GAMES,
    rounds: int | None = None,
    minutes: float | None = None,
    workers: int = 1,
    game_seconds: float,
) -> Plan:
    """The round robin asked for, or (``rounds``) Swiss rounds; with ``minutes``, rounds while it lasts.

    Raises ``ValueError`` when the budget is shorter than one game can take.
    """
    rounds = min(rounds, max(1, players - 1)) if rounds is not None else 0
    if minutes is None:
        return Plan(players, games, rounds, workers, game_seconds)
    worst = worst_game_seconds(game_seconds)
    if minutes * 60 < worst:
        raise ValueError(
            words(
                "budget_too_small",
                minutes=f"{minutes:g}",
                most=duration(worst),
                least=f"{math.ceil(worst / 6) / 10:g}",
            )
        )
    return Plan(players, games, rounds, workers, game_seconds, minutes)


def round_robin_rounds(names: list[str]) -> list[list[tuple[str, str]]]:
    """A round robin as rounds in which each entrant plays once (one sits out each round, if they are an
    odd number): the circle method, the first name fixed and the others turning round it."""
    seats: list[str | None] = [*names, None] if len(names) % 2 else list(names)
    rounds = []
    for _ in range(len(seats) - 1):
        half = len(seats) // 2
        pairs = [(seats[i], seats[-1 - i]) for i in range(half)]
        rounds.append([(a, b) for a, b in pairs if a is not None and b is not None])
        seats = [seats[0], seats[-1], *seats[1:-1]]
    return rounds


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
    "round_robin_rounds",
    "worst_game_seconds",
]
