"""The race: the same rules in five board representations, and OpenSpiel's C++ Othello, in one run.

Two measures, each taken on every contestant in turn, round after round, the
best round counting (a round of a quick contestant runs it over and over for
a tenth of a second, and its time is divided by the runs).  Times are the CPU time of this process
(``time.process_time``), not the wall clock: on a machine shared with other
work, the time spent waiting for a processor is not counted against anyone.

* perft from the 8x8 start (depth 6: 8200 leaves), walked with each
  representation's own ``legal_moves``-level engine (``perft`` of
  ``othello_lesson.boards``): leaves per second, and that speed as a multiple
  of the lesson's 2-D list.  The fast bitboard (``boards.fast_bitboard``: the
  same engine with each board size's code written out) runs next to them;
* random playouts: whole games from the 8x8 start with seeded random moves,
  through each representation's ``legal_moves`` and ``play``: games per second.

Every perft walks the same tree with the same conventions (a forced pass is a
move, a finished game is a leaf) and the same algorithm: no position is
remembered, every node's moves are generated, and at depth 1 the moves are
counted, not played (``len(moves)``, or the 1 bits of the legal-move number).
What differs is how each engine finds the moves.  The fast bitboard does one
more thing: one ply above the leaves it sets a position's children side by
side in one wide number and finds all their replies in one pass (it still
plays every child and counts every child's replies).

OpenSpiel (``pip install open_spiel``) is driven node by node from Python as
its users drive it (``is_terminal``, ``legal_actions``, ``clone``,
``apply_action``), the same walk: ``len(legal_actions())`` at depth 1, and a
pass is one of its actions, so a forced pass is a move here too.  When it is
not installed, its rows say so and the race goes on without it.

Last, the endgame solver of the computer players: ``search.solve`` on the
2-D list against ``fast_search.solve_fast`` on bitboards (the same answers),
on seeded 8x8 endgames.

Targets: the bitboard at least 20 times the 2-D list's perft speed, and at
least 3 times OpenSpiel's.  The last lines say whether each is met.

Run:  python benchmarks/race.py [--depth 6] [--rounds 3] [--games 20] [--empties 10]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable

from othello_lesson.boards import REPRESENTATIONS, fast_bitboard
from othello_lesson.fast_search import solve_fast
from othello_lesson.perft import PUBLISHED_8X8
from othello_lesson.rules import BLACK, WHITE, initialize_board, next_player, place_move, valid_moves_list
from othello_lesson.search import solve

OPENSPIEL = "OpenSpiel (C++)"
# The five representations, then the bitboard engine with each size's code written out.
CONTESTANTS = {**REPRESENTATIONS, fast_bitboard.NAME: fast_bitboard}


def perft_runner(name: str) -> Callable[[int], int]:
    module = CONTESTANTS[name]
    start = module.from_lists(initialize_board(8))
    return lambda depth: module.perft(start, BLACK, depth)


def playout_runner(name: str) -> Callable[[int, int], int]:
    """Play ``games`` random games; return the number of moves played."""
    module = CONTESTANTS[name]
    start = module.from_lists(initialize_board(8))

    def playouts(games: int, seed: int) -> int:
        rng = random.Random(seed)
        played = 0
        for _ in range(games):
            position, player, passed = start, BLACK, False
            while True:
                moves = module.legal_moves(position, player)
                if moves:
                    position = module.play(position, rng.choice(moves), player)
                    played += 1
                    passed = False
                elif passed:
                    break
                else:
                    passed = True
                player = WHITE if player == BLACK else BLACK
        return played

    return playouts


def openspiel_runners() -> tuple[Callable[[int], int], Callable[[int, int], int]] | str:
    """OpenSpiel's perft and playouts, or why they cannot run."""
    try:
        import pyspiel
    except ImportError:
        return "open_spiel is not installed (pip install open_spiel), skipped"
    game = pyspiel.load_game("othello")

    def perft(state, depth: int) -> int:
        if depth == 0 or state.is_terminal():
            return 1
        actions = state.legal_actions()
        if depth == 1:
            return len(actions)
        total = 0
        for action in actions:
            child = state.clone()
            child.apply_action(action)
            total += perft(child, depth - 1)
        return total

    def playouts(games: int, seed: int) -> int:
        rng = random.Random(seed)
        played = 0
        for _ in range(games):
            state = game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
                played += 1  # OpenSpiel plays a pass as an action: counted like a move here
        return played

    return (lambda depth: perft(game.new_initial_state(), depth)), playouts


def endgames(count: int, empties: int) -> list[tuple[list[list[str]], str]]:
    """Seeded random 8x8 games, stopped with ``empties`` empty squares left (the side to move has a move)."""
    found = []
    seed = 0
    while len(found) < count:
        rng = random.Random(seed)
        seed += 1
        board, to_move = initialize_board(8), BLACK
        while to_move is not None and sum(row.count(" ") for row in board) > empties:
            place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
            to_move = next_player(board, to_move)
        if to_move is not None and valid_moves_list(board, to_move):
            found.append((board, to_move))
    return found


def race(
    contestants: dict[str, Callable[[], object]], rounds: int, *, at_least: float = 0.1
) -> dict[str, tuple[object, float]]:
    """Time every contestant once a round; keep each one's answer and best time for one run.

    A first run of each warms it up (the fast bitboard compiles its code then)
    and tells how many runs make a round last ``at_least`` seconds: a quick
    contestant is timed over many runs, so the clock's ticks and the odd
    interruption weigh little.
    """
    runs = {}
    for name, run in contestants.items():
        start = time.process_time()
        run()
        runs[name] = max(1, math.ceil(at_least / max(time.process_time() - start, 1e-6)))
    best: dict[str, tuple[object, float]] = {}
    for _ in range(rounds):
        for name, run in contestants.items():
            start = time.process_time()
            for _ in range(runs[name]):
                answer = run()
            seconds = (time.process_time() - start) / runs[name]
            if name not in best or seconds < best[name][1]:
                best[name] = (answer, seconds)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=6, help="perft depth (default 6)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds; each one's best counts (default 3)")
    parser.add_argument("--games", type=int, default=20, help="random games per playout round (default 20)")
    parser.add_argument("--empties", type=int, default=10, help="empty squares in the endgames (default 10)")
    args = parser.parse_args(argv)

    perfts = {name: perft_runner(name) for name in CONTESTANTS}
    playouts = {name: playout_runner(name) for name in CONTESTANTS}
    openspiel = openspiel_runners()
    if isinstance(openspiel, str):
        note = openspiel
    else:
        note = ""
        perfts[OPENSPIEL], playouts[OPENSPIEL] = openspiel

    expected = PUBLISHED_8X8.get(args.depth)
    python = sys.version.split()[0]
    print(f"The race, Python {python}: best of {args.rounds} rounds, CPU time of this process")
    print()
    print(f"perft({args.depth}) from the 8x8 start (published count: {expected})")
    timed = race({name: (lambda run=run: run(args.depth)) for name, run in perfts.items()}, args.rounds)
    base = timed["2-D list"][0] / timed["2-D list"][1]  # type: ignore[operator]
    all_right = True
    speed = {}
    for name, (leaves, seconds) in timed.items():
        speed[name] = leaves / seconds  # type: ignore[operator]
        ok = "count OK" if leaves == expected else f"WRONG COUNT, expected {expected}"
        all_right = all_right and leaves == expected
        print(
            f"  {name:<16} {leaves:>8} leaves {seconds:8.3f} s {speed[name]:>11,.0f} leaves/s "
            f"{speed[name] / base:6.1f} x 2-D list  {ok}"
        )
    if note:
        print(f"  {OPENSPIEL:<16} {note}")

    print()
    print(f"random playouts: {args.games} games from the 8x8 start, the same seed for every representation")
    games = race(
        {name: (lambda run=run: run(args.games, 2024)) for name, run in playouts.items()}, args.rounds
    )
    for name, (moves, seconds) in games.items():
        print(
            f"  {name:<16} {args.games / seconds:8.1f} games/s  "
            f"({moves} moves, {moves / seconds:>9,.0f} moves/s)"  # type: ignore[operator]
        )
    if note:
        print(f"  {OPENSPIEL:<16} {note}")

    print()
    positions = endgames(5, args.empties)
    print(f"endgame solver: {len(positions)} seeded 8x8 endgames with {args.empties} empty squares")
    solved = race(
        {
            "search.solve (2-D list)": lambda: [solve(b, p) for b, p in positions],
            "solve_fast (bitboard)": lambda: [solve_fast(b, p) for b, p in positions],
        },
        args.rounds,
    )
    slow, quick = solved["search.solve (2-D list)"], solved["solve_fast (bitboard)"]
    same = "the same answers" if slow[0] == quick[0] else "DIFFERENT ANSWERS"
    all_right = all_right and slow[0] == quick[0]
    for name, (_, seconds) in solved.items():
        print(f"  {name:<24} {seconds:8.3f} s")
    print(f"  solve_fast is {slow[1] / quick[1]:.1f} x as fast, with {same}")

    print()
    for engine in ("bitboard", fast_bitboard.NAME):
        fast = speed[engine]
        target = "met" if fast / base >= 20 else "NOT met"
        print(f"{engine} perft = {fast / base:.1f} x the 2-D list (target 20 x): {target}")
        if OPENSPIEL in speed:
            ratio = fast / speed[OPENSPIEL]
            target = "met" if ratio >= 3 else "NOT met"
            print(f"{engine} perft = {ratio:.2f} x OpenSpiel driven from Python (target 3 x): {target}")
        else:
            print(f"{engine} against OpenSpiel: {note}")
    return 0 if all_right else 1


if __name__ == "__main__":
    raise SystemExit(main())
