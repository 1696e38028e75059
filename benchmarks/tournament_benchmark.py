"""How long a class tournament takes, and what running each entrant in a process of its own costs.

Eight entrants (the course's own players, each written to a file as a student's
entry would be) play a round robin on 6x6, four games a pair (112 games), twice
in the same run:

* as the class tournament plays them, each in a process of its own
  (``class_tournament``, with ``processes=True``);
* as the same players called directly in this process (``round_robin`` on the
  functions): the yardstick, the work of the moves themselves.

The difference, divided by the moves played, is what the referee and the
processes add to each move; it is printed beside a move's own time.  Then,
in the same run and side by side:

* 30 quick entrants on 8x8, a round robin of two games a pair (870 games),
  played one game at a time, then on every core;
* the same 30 as Swiss rounds (the default number of rounds), in games and in time;
* the referee's own share of a game's time (the rest is the entrants' answers);
* the eight entrants a class might hand in (one sleeps 10 s a move, one crashes,
  one answers a string, one does not import...) on default settings: the budget
  the command announces, and the time it took;
* a budget used: 24 quick entrants with ``--minutes 10``, as the teacher's
  command plays them on default settings, then the same with one slow entrant
  (half a second a move): the games played (against one round robin's) and the
  time taken, against the budget::

    python benchmarks/tournament_benchmark.py
    python benchmarks/tournament_benchmark.py --budget-only --minutes 0.5   # the budget alone, quickly
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
    parser.add_argument(
        "--big-games", type=int, default=2, help="games a pair for the 30 entrants (default 2)"
    )
    parser.add_argument(
        "--minutes", type=float, default=10, help="the budget of the 24 entrants (default 10)"
    )
    parser.add_argument("--budget-only", action="store_true", help="measure only the budget's use")
    arguments = parser.parse_args()
    if arguments.budget_only:
        a_budget_used(arguments.minutes)
        return
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
    moves = sum(len(game.record) // 2 - game.record.count("pa") for game in result.games)
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
    print()
    thirty_entrants(arguments.big_games)
    print()
    a_class_on_default_settings()
    print()
    a_budget_used(arguments.minutes)


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


QUICK = ["greedy", "weights", "random", "first_move", "aggressive", "cautious"]


def thirty_entrants(games: int) -> None:
    """30 quick entrants on 8x8: one game at a time against every core, and round robin against Swiss."""
    from othello_lesson.teacher.class_tournament import default_workers

    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for number in range(30):
            kind = QUICK[number % len(QUICK)]
            entry = "from othello_lesson.players import computer_players\n"
            entry += f"player = computer_players(seed={number})[{kind!r}]\n"
            (folder / f"s{number:02d}_{kind}.py").write_text(entry, encoding="utf-8")
        cores = default_workers()
        one, one_wall, _ = timed(
            lambda: class_tournament(folder, size=8, games=games, workers=1, progress=False)
        )
        every, every_wall, _ = timed(lambda: class_tournament(folder, size=8, games=games, progress=False))
        swiss, swiss_wall, _ = timed(
            lambda: class_tournament(folder, size=8, games=games, rounds=7, progress=False)
        )
        share = referee_share(folder)
    same = one.games == every.games and one.rows() == every.rows()
    print(f"30 entrants, 8x8, round robin of {games} games a pair: {len(one.games)} games")
    print(f"  one game at a time:         {one_wall:6.1f} s")
    print(f"  {cores} at once (every core):   {every_wall:6.1f} s   (same games and standings: {same})")
    print(f"  Swiss, 7 rounds: {len(swiss.games)} games in {swiss_wall:.1f} s", end=", ")
    print(f"the round robin {len(every.games)} in {every_wall:.1f} s")
    print(f"  the referee's own share of a game's time: {share:.1%} (the rest: the entrants answering)")


def referee_share(folder: Path) -> float:
    """The share of a game's wall time not spent waiting for the entrants' answers, over 20 games."""
    from othello_lesson.teacher.entrants import SandboxedPlayer, find_entrants
    from othello_lesson.tournament import referee

    found = find_entrants(folder)[:2]
    waiting = 0.0

    def timing(player):
        def ask(board, colour):
            nonlocal waiting
            started = time.perf_counter()
            try:
                return player(board, colour)
            finally:
                waiting += time.perf_counter() - started

        ask.__name__ = player.__name__
        return ask

    with SandboxedPlayer(found[0].path) as first, SandboxedPlayer(found[1].path) as second:
        first(*_start()), second(*_start())  # started: starting is not part of a game
        started = time.perf_counter()
        for number in range(20):
            first.new_game(number), second.new_game(number)
            referee(timing(first), timing(second), size=8)
            first.end_game(), second.end_game()
        whole = time.perf_counter() - started
    return 1 - waiting / whole


def _start() -> tuple:
    from othello_lesson.rules import BLACK, initialize_board

    return initialize_board(8), BLACK


CLASS = {
    "greedy": "from othello_lesson.players import greedy_player as player\n",
    "random_ria": "import random\nfrom othello_lesson import valid_moves_list\n"
    "def player(board, colour):\n    return random.choice(valid_moves_list(board, colour))\n",
    "corner_cora": "from othello_lesson import valid_moves_list\ndef player(board, colour):\n"
    "    moves = valid_moves_list(board, colour)\n    last = len(board) - 1\n"
    "    return ([m for m in moves if m[0] in (0, last) and m[1] in (0, last)] or moves)[0]\n",
    "cris_crash": "from othello_lesson import valid_moves_list\nmoves_made = 0\n"
    "def player(board, colour):\n    global moves_made\n    moves_made += 1\n"
    "    if moves_made == 5:\n        raise RuntimeError('my fifth move')\n"
    "    return valid_moves_list(board, colour)[0]\n",
    "stella_string": "def player(board, colour):\n    return 'd3'\n",
    "syd_syntax": "def player(board, colour)\n    return (0, 0)\n",
    "pat_prints": "from othello_lesson import valid_moves_list\ndef player(board, colour):\n"
    "    print('thinking ' * 100000)\n    return valid_moves_list(board, colour)[-1]\n",
    "sam_sleeps": "import time\nfrom othello_lesson import valid_moves_list\ndef player(board, colour):\n"
    "    time.sleep(10)\n    return valid_moves_list(board, colour)[0]\n",
}


def a_class_on_default_settings() -> None:
    """The eight entrants of a class, as the teacher's command plays them on default settings."""
    import subprocess
    import sys

    with tempfile.TemporaryDirectory() as name:
        folder = Path(name) / "class"
        folder.mkdir()
        for entrant, source in CLASS.items():
            (folder / f"{entrant}.py").write_text(source, encoding="utf-8")
        command = [sys.executable, "-m", "othello_lesson.teacher.class_tournament", str(folder)]
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        took = time.perf_counter() - started
    announced = next(line for line in done.stdout.splitlines() if "games, at most" in line)
    print("8 entrants a class might hand in, on default settings:")
    print(f"  announced: {announced}")
    print(f"  took {took:.1f} s")


SLOW = (
    "import time\nfrom othello_lesson.players import greedy_player\n"
    "def player(board, colour):\n    time.sleep(0.5)\n    return greedy_player(board, colour)\n"
)


def a_budget_used(minutes: float) -> None:
    """24 quick entrants with ``--minutes``, as the teacher's command plays them; then one of them slow."""
    import json
    import subprocess
    import sys

    for slow in (False, True):
        with tempfile.TemporaryDirectory() as name:
            folder, results = Path(name) / "class", Path(name) / "results.json"
            folder.mkdir()
            for number in range(24):
                kind = QUICK[number % len(QUICK)]
                entry = "from othello_lesson.players import computer_players\n"
                entry += f"player = computer_players(seed={number})[{kind!r}]\n"
                (folder / f"s{number:02d}_{kind}.py").write_text(entry, encoding="utf-8")
            if slow:
                (folder / "s00_greedy.py").write_text(SLOW, encoding="utf-8")
            command = [sys.executable, "-m", "othello_lesson.teacher.class_tournament", str(folder)]
            command += ["--minutes", f"{minutes:g}", "--json", str(results)]
            started = time.perf_counter()
            subprocess.run(command, capture_output=True, text=True, check=True)
            took = time.perf_counter() - started
            data = json.loads(results.read_text(encoding="utf-8"))
        games, robin = len(data["games"]), 24 * 23
        close = [note for note in data["notes"] if "too few games" in note]
        groups = [note.split(":")[0].count(",") + 1 + (" and " in note.split(":")[0]) for note in close]
        what = "24 entrants, one of them slow (0.5 s a move)" if slow else "24 quick entrants"
        print(f"{what}, --minutes {minutes:g}, default settings:")
        print(f"  {games} games in {took:.1f} s ({took / (minutes * 60):.0%} of the budget), ", end="")
        print(f"{games / robin:.1f} round robins' worth; {data['settings']['rounds']} rounds")
        print(f"  entrants in groups too close to tell apart: {sum(groups)} of 24, in {len(groups)} groups")


if __name__ == "__main__":
    main()
