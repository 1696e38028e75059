"""Is lesson 8's ladder clear for almost any seed, or only for the one the lesson shows?

Lesson 8 plays three matches on 6x6 (greedy against random, weights against
greedy, alpha-beta three moves deep against weights) and says each result is
clear: a fair coin would give that many wins less than once in a hundred.
This script plays the same ladder with every seed from 1 to ``--seeds`` and
counts, for each rung and for all three together, the seeds where the claim
holds, so that the number of games the lesson plays is chosen on evidence::

    python tools/ladder_seeds.py                     # the lesson's games, seeds 1 to 100
    python tools/ladder_seeds.py --games 120 30 12   # fewer games a rung
"""

from __future__ import annotations

import argparse
import math

from othello_lesson.evaluation import weighted_discs
from othello_lesson.players import alphabeta_player
from othello_lesson.tournament import match

LESSON_GAMES = (400, 100, 30)


def chance_of_at_least(wins: int, games: int) -> float:
    """The chance that a fair coin gives at least ``wins`` heads in ``games`` tosses (as in lesson 8)."""
    return sum(math.comb(games, heads) for heads in range(wins, games + 1)) / 2**games


def clear_seeds(games: tuple[int, int, int], seeds: int) -> tuple[list[int], int]:
    """For each rung, how many seeds give a clear result; and how many give three clear rungs."""
    rungs = [("greedy", "random"), ("weights", "greedy"), (alphabeta_player(3, weighted_discs), "weights")]
    per_rung, all_three = [0, 0, 0], 0
    for seed in range(1, seeds + 1):
        clear = []
        for stronger, weaker in rungs:
            result = match(stronger, weaker, games=games[len(clear)], size=6, seed=seed)
            clear.append(chance_of_at_least(result.wins, result.wins + result.losses) < 0.01)
        per_rung = [count + is_clear for count, is_clear in zip(per_rung, clear, strict=True)]
        all_three += all(clear)
    return per_rung, all_three


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs=3, default=LESSON_GAMES, metavar="N")
    parser.add_argument("--seeds", type=int, default=100)
    arguments = parser.parse_args()
    per_rung, all_three = clear_seeds(tuple(arguments.games), arguments.seeds)
    names = ("greedy vs random", "weights vs greedy", "alphabeta(3) vs weights")
    for name, games, count in zip(names, arguments.games, per_rung, strict=True):
        print(f"{name:>24}, {games:3} games: clear for {count} of {arguments.seeds} seeds")
    print(f"{'all three rungs':>24}:            clear for {all_three} of {arguments.seeds} seeds")


if __name__ == "__main__":
    main()
