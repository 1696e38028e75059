"""Batch 48 of the real-code answers: reversi-zero's two yardstick players, held out like the others.

Two answers from federerl/reversi-zero's players (lessons 7 and 9), which batch 46 had not adapted:
its Greedy agent and its depth-limited alpha-beta.  The repository is batch 46's, the functions
new.  Labelled from the code alone, each label proven by the independent rules, and first run on
the checks as they were on this branch (commit 9ed216f: main's checks with this step's fixes for
lessons 2, 6 and 8, which these exercises do not use), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           7               -           1/1            1/1            0/1
           9               -           1/1            1/1            0/1
       total               -           2/2            2/2            0/2

The greedy player is told its tie goes to the wrong move; the search is told that a finished game
is worth final_value (its own evaluation, which it uses in place of the one given, scores it
10 000 times +1, 0 or -1).
"""

from __future__ import annotations

from othello_lesson.exercises import lesson7, lesson9

from . import federerl_agents
from .real_answer import RealAnswer, wrong

ANSWERS: list[RealAnswer] = [
    # federerl/reversi-zero (MIT), its players
    wrong(
        lesson7.check_most_flips_player,
        federerl_agents.most_flips_player_federerl,
        "Among the moves that flip the most it picks one at random (their Greedy breaks ties uniformly,"
        " on purpose), not the first in row-major order.",
        "tie",
        "8x8 | len(board)",
    ),
    wrong(
        lesson9.check_alphabeta,
        federerl_agents.alphabeta_federerl,
        "It never calls the evaluation it is given: its search scores with its own (a table, mobility,"
        " frontier and material, and 10 000 times +1, 0 or -1 for a finished game, not final_value);"
        " and a pass is played as a move that uses up one of the depth.",
        "never calls evaluate || evaluate(board, colour) || same depth || final_value",
        "Check the cut-off | alpha never rises | on a copy",
    ),
]

SOURCES = {
    "federerl_agents": (
        "federerl/reversi-zero",
        "src/reversi/game/state.py, src/reversi/game/rules.py, src/reversi/game/scoring.py,"
        " src/reversi/agents/greedy.py, src/reversi/agents/minimax.py",
        "MIT",
    )
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
