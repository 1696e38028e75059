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
import resource
import tempfile
import time
from pathlib import Path

from othello_lesson.evaluation import weighted_discs
from othello_lesson.players import alphabeta_player, computer_players
from othello_lesson.teacher.class_tournament import class_tournament
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
    """``run()``'s result, its wall time, and the processor time of this process and its children."""
    wall, cpu = time.perf_counter(), _processor_time()
    result = run()
    return result, time.perf_counter() - wall, _processor_time() - cpu


def _processor_time() -> float:
    mine, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + children.ru_utime + children.ru_stime


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
    print(f"class tournament (a process per entrant): {class_wall:6.2f} s wall, {class_cpu:5.2f} s CPU")
    print(f"the same players called directly:         {direct_wall:6.2f} s wall, {direct_cpu:5.2f} s CPU")
    per_move = direct_wall / direct_moves
    added = (class_wall - direct_wall) / moves
    print(f"a move's own time: {per_move * 1000:.2f} ms")
    print(f"added by the entrants' processes and the referee: {added * 1000:.2f} ms a move")
    print(f"ratio of the whole tournament to the players' own work: {class_wall / direct_wall:.2f}")
    startup, round_trip = process_costs()
    search = search_move_time(arguments.size)
    print(f"starting one entrant's process (once a tournament, again after a fault): {startup * 1000:.0f} ms")
    print(f"one move's round trip to an entrant's process: {round_trip * 1000:.3f} ms")
    print(f"a move of the lesson's readable alpha-beta, 3 moves deep, the yardstick: {search * 1000:.2f} ms")
    print(f"the round trip as a share of such a move: {round_trip / search:.1%}")
    print("(the rest of what the tournament adds: each entrant's process starts and warms its own caches)")


def process_costs() -> tuple[float, float]:
    """An entrant's start (to its first answer, less a later answer's time) and one answer's round
    trip, for a player that answers at once: best of three."""
    from othello_lesson.rules import BLACK, initialize_board
    from othello_lesson.teacher.entrants import SandboxedPlayer

    path = Path(tempfile.mkdtemp()) / "instant.py"
    path.write_text("def player(board, colour):\n    return (1, 2)\n", encoding="utf-8")
    board, starts, trips = initialize_board(6), [], []
    for _ in range(3):
        with SandboxedPlayer(path) as entrant:
            started = time.perf_counter()
            entrant(board, BLACK)
            first = time.perf_counter() - started
            started = time.perf_counter()
            for _ in range(500):
                entrant(board, BLACK)
            trips.append((time.perf_counter() - started) / 500)
            starts.append(first - trips[-1])
    return min(starts), min(trips)


def search_move_time(size: int) -> float:
    """The mean wall time of a move of the lesson's alpha-beta (``search.best_move``, the readable
    rules), three moves deep, over a seeded game's positions."""
    from othello_lesson.players import random_player
    from othello_lesson.rules import BLACK, initialize_board, next_player, place_move, valid_moves_list
    from othello_lesson.search import best_move

    shuffle = random_player(5)

    def search(board: list, colour: str) -> object:
        return best_move(board, colour, 3, weighted_discs)

    board, colour, spent, moves = initialize_board(size), BLACK, 0.0, 0
    while colour is not None:
        started = time.perf_counter()
        if valid_moves_list(board, colour):
            search(board, colour)
        spent, moves = spent + time.perf_counter() - started, moves + 1
        place_move(board, *shuffle(board, colour), colour)
        colour = next_player(board, colour)
    return spent / moves


if __name__ == "__main__":
    main()
