"""Ratings fitted to every game of a tournament: the Bradley-Terry model, on the Elo scale.

Points tables say who won most; a rating also says by how much, and how
sure we are.  In the Bradley-Terry model each player has a strength, and
player ``i`` beats player ``j`` with probability ``s_i / (s_i + s_j)``; a
draw counts as half a win for each.  ``fit_strengths`` finds the strengths
that make the games played most likely (Hunter's minorisation-maximisation
steps), with one virtual draw of every player against an average one, so
that a player who won or lost every game still gets a finite rating.
``ratings`` puts them on the Elo scale (400 points = ten times as strong,
the average player at 1500) and gives each a 95 % range, found by fitting
again to games drawn at random, with replacement, from the ones played (a
bootstrap, seeded so the same games give the same ranges).

>>> games = [("ann", "bob", 1.0)] * 8 + [("ann", "bob", 0.0)] * 2
>>> games += [("bob", "cat", 1.0)] * 6 + [("bob", "cat", 0.5)] * 2
>>> table = ratings(games, resamples=100, seed=1)
>>> [row.name for row in table]
['ann', 'bob', 'cat']
>>> table[0].rating > table[1].rating > 1400
True
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

Game = tuple[str, str, float]  # (first player, second player, first player's score: 1, 0.5 or 0)

ELO_SCALE = 400 / math.log(10)
AVERAGE = 1500.0


def fit_strengths(games: Sequence[Game], names: Sequence[str], *, steps: int = 200) -> dict[str, float]:
    """The Bradley-Terry strength of each player, their geometric mean 1.

    >>> strengths = fit_strengths([("a", "b", 1.0), ("a", "b", 1.0), ("a", "b", 0.0)], ["a", "b"])
    >>> round(strengths["a"] / strengths["b"], 2)   # a won two of three, and each drew an average player
    1.8
    """
    index = {name: number for number, name in enumerate(names)}
    won = [0.5] * len(names)  # the virtual draw against an average player (strength 1)
    met: list[dict[int, float]] = [{} for _ in names]  # met[i][j]: games between i and j
    for first, second, score in games:
        i, j = index[first], index[second]
        won[i] += score
        won[j] += 1 - score
        met[i][j] = met[i].get(j, 0) + 1
        met[j][i] = met[j].get(i, 0) + 1
    strength = [1.0] * len(names)
    for _ in range(steps):
        new = []
        for i in range(len(names)):
            against = 1 / (strength[i] + 1) + sum(n / (strength[i] + strength[j]) for j, n in met[i].items())
            new.append(won[i] / against)
        mean = math.exp(sum(math.log(s) for s in new) / len(new))
        strength = [s / mean for s in new]
    return {name: strength[index[name]] for name in names}


def elo(strength: float) -> float:
    """A Bradley-Terry strength on the Elo scale: strength 1 is 1500, ten times as strong 400 more.

    >>> elo(1.0), round(elo(10.0))
    (1500.0, 1900)
    """
    return AVERAGE + ELO_SCALE * math.log(strength)


@dataclass(frozen=True)
class Rating:
    """One player's rating and the 95 % range that the games allow."""

    name: str
    rating: float
    low: float
    high: float
    games: int

    def overlaps(self, other: Rating) -> bool:
        """Could the games be explained with these two the other way round?"""
        return self.low <= other.high and other.low <= self.high


def ratings(
    games: Sequence[Game], names: Sequence[str] | None = None, *, resamples: int = 200, seed: int = 0
) -> list[Rating]:
    """Every player's rating with its 95 % range, the highest first."""
    if names is None:
        names = list(dict.fromkeys(name for first, second, _ in games for name in (first, second)))
    best = {name: elo(s) for name, s in fit_strengths(games, names).items()}
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(resamples if games else 0):
        drawn = [games[rng.randrange(len(games))] for _ in games]
        for name, strength in fit_strengths(drawn, names, steps=60).items():
            samples[name].append(elo(strength))
    played = {name: sum(name in (first, second) for first, second, _ in games) for name in names}
    table = []
    for name in names:
        values = sorted(samples[name]) or [best[name]]
        low, high = values[int(0.025 * (len(values) - 1))], values[int(0.975 * (len(values) - 1))]
        table.append(Rating(name, best[name], min(low, best[name]), max(high, best[name]), played[name]))
    return sorted(table, key=lambda row: -row.rating)


def too_close_to_tell(table: Sequence[Rating]) -> list[tuple[str, str]]:
    """The pairs next to each other in ``table`` whose ranges overlap: too few games to separate them.

    >>> a, b = Rating("a", 1700, 1650, 1750, 20), Rating("b", 1600, 1500, 1660, 20)
    >>> too_close_to_tell([a, b, Rating("c", 1200, 1100, 1300, 20)])
    [('a', 'b')]
    """
    return [(upper.name, lower.name) for upper, lower in itertools.pairwise(table) if upper.overlaps(lower)]


def too_close_groups(table: Sequence[Rating]) -> list[list[str]]:
    """The runs of neighbours in ``table`` linked by overlapping ranges: one group per run, not per pair.

    >>> a, b = Rating("a", 1700, 1600, 1750, 20), Rating("b", 1650, 1550, 1700, 20)
    >>> c, d = Rating("c", 1560, 1500, 1610, 20), Rating("d", 1200, 1100, 1300, 20)
    >>> too_close_groups([a, b, c, d])
    [['a', 'b', 'c']]
    """
    groups: list[list[str]] = []
    for upper, lower in itertools.pairwise(table):
        if not upper.overlaps(lower):
            continue
        if groups and groups[-1][-1] == upper.name:
            groups[-1].append(lower.name)
        else:
            groups.append([upper.name, lower.name])
    return groups


__all__ = ["Game", "Rating", "elo", "fit_strengths", "ratings", "too_close_groups", "too_close_to_tell"]
