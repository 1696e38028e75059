"""Play lesson 12's match on many seeds: is what the lesson says true for most of them, or one lucky seed?

The lesson shows one match, seed 1, between ``LEARNED_WEIGHTS`` and lesson 8's
table, each searched one move ahead (400 games) and two moves ahead (100 games)
on 6x6, with 4-move openings.  Its text says how the match went over seeds 1 to 8; this prints
those matches, so that anyone can check the text (about ten seconds a seed):

    python tools/learned_match.py            # seeds 1 to 8
    python tools/learned_match.py 1 20       # seeds 1 to 20
"""

from __future__ import annotations

import argparse

from othello_lesson.evaluation import weighted_discs
from othello_lesson.learning import LEARNED_WEIGHTS, learned_evaluation, score_interval
from othello_lesson.players import alphabeta_player
from othello_lesson.tournament import match

GAMES = {1: 400, 2: 100}
"""The games of each match, by how many moves ahead the players look."""


def main(first: int = 1, last: int = 8) -> None:
    learned = learned_evaluation(LEARNED_WEIGHTS)
    for depth in (1, 2):
        scores, clear = [], 0
        for seed in range(first, last + 1):
            result = match(
                alphabeta_player(depth, learned),
                alphabeta_player(depth, weighted_discs),
                games=GAMES[depth],
                size=6,
                seed=seed,
                opening_moves=4,
            )
            score, low, high = score_interval(result.wins, result.draws, GAMES[depth])
            scores.append(score)
            clear += not low <= 0.5 <= high
            print(f"depth {depth}, seed {seed:2}: score {score:.3f}, 95% interval {low:.3f} to {high:.3f}")
        print(
            f"depth {depth}: scores {min(scores):.3f} to {max(scores):.3f}; "
            f"the interval left out 0.5 in {clear} of {len(scores)}\n"
        )


def parse_arguments(arguments: list[str] | None = None) -> argparse.Namespace:
    """The first and last seed to play, from the command line (``--help`` says so).

    >>> parse_arguments([]).first, parse_arguments(["1", "20"]).last
    (1, 20)
    """
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=int, nargs="?", default=1, help="the first seed (1 unless given)")
    parser.add_argument("last", type=int, nargs="?", default=8, help="the last seed (8 unless given)")
    return parser.parse_args(arguments)


if __name__ == "__main__":
    chosen = parse_arguments()
    main(chosen.first, chosen.last)
