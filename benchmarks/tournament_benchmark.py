"""How long a class tournament takes, and what running each entrant in a process of its own costs.

Eight entrants (the course's own players, each written to a file as a student's
entry would be) play a round robin on 6x6, four games a pair (112 games), twice
in the same run:

* as the class tournament plays them, each in a process of its own
  (``class_tournament``, with ``processes=True``);
* as the same players called directly in this process (``round_robin`` on the
  functions): the yardstick, the work of the moves themselves.

The difference, divided by the moves played, is what the referee and the
processes add to each move; it is printed beside a move's own time::

    python benchmarks/tournament_benchmark.py
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from othello_lesson.class_tournament import class_tournament
from othello_lesson.evaluation import weighted_discs
from othello_lesson.players import alphabeta_player, computer_players
from othello_lesson.tournament import round_robin

ENTRANTS = ["greedy", "weights", "random", "first_move", "aggressive", "cautious", "whimsical"]


def write_entrants(folder: Path) -> dict:
    """The eight players as entry files in ``folder``, and as functions."""
    offered = computer_players(seed=1)
    players = {name: offered[name] for name in ENTRANTS if name in offered}
    for name in players:
        entry = "from othello_lesson.players import computer_players\n"
        entry += f"player = computer_players(seed=1)[{name!r}]\n"
        (folder / f"{name}.py").write_text(entry, encoding="utf-8")
    (folder / "alphabeta2.py").write_text(
        "from othello_lesson.evaluation import weighted_discs\n"
        "from othello_lesson.players import alphabeta_player\n"
        "player = alphabeta_player(2, weighted_discs)\n",
        encoding="utf-8",
    )
    players["alphabeta2"] = alphabeta_player(2, weighted_discs)
    return players


def timed(run):
    """``run()``'s result, its wall time and this process's processor time."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = run()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games a pair (default 4)")
    parser.add_argument("--size", type=int, default=6)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        players = write_entrants(folder)
        table, direct_wall, direct_cpu = timed(
            lambda: round_robin(players, games=arguments.games, size=arguments.size, seed=0, progress=False)
        )
        result, class_wall, class_cpu = timed(
            lambda: class_tournament(folder, size=arguments.size, games=arguments.games, progress=False)
        )
    games = len(result.games)
    moves = sum(len(game["record"]) // 2 - game["record"].count("pa") for game in result.games)
    direct_moves = sum(len(game.moves) for match in table.matches.values() for _, game in match.games)
    size = f"{arguments.size}x{arguments.size}"
    print(f"{len(players)} entrants, {size}, {arguments.games} games a pair: {games} games, {moves} moves")
    print(f"class tournament (a process per entrant): {class_wall:6.2f} s wall, {class_cpu:5.2f} s CPU here")
    print(f"the same players called directly:         {direct_wall:6.2f} s wall, {direct_cpu:5.2f} s CPU")
    per_move = direct_wall / direct_moves
    added = (class_wall - direct_wall) / moves
    print(f"a move's own time: {per_move * 1000:.2f} ms")
    print(f"added by the entrants' processes and the referee: {added * 1000:.2f} ms a move")
    print(f"ratio of the whole tournament to the players' own work: {class_wall / direct_wall:.2f}")


if __name__ == "__main__":
    main()
