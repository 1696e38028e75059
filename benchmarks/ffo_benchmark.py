"""FFO endgame positions #40 to #44 solved exactly by ``endgame.solve_endgame``, beside today's solver.

The FFO positions (``ffo.txt`` in the ``shared`` folder beside the clone, or
``--ffo PATH``) are the classic test of endgame solvers: #40 has 20 empty
squares, #41 to #44 22 or 23.  Each is solved by ``endgame.solve_endgame``
with every idea on; its score must be the file's and its move one of the
file's best moves.  Printed for each: the score, the move, CPU seconds, the
positions visited (nodes) and nodes a second.

Then today's solver, ``fast_search.solve_fast`` (``search.solve`` on
bitboards: the same nodes), on the same position within ``--limit`` CPU
seconds: the nodes it visited in that time, its nodes a second, and the ratio
of the two solvers' speeds; and both solvers in full on a position both
finish (#40 played on by alpha-beta to ``--small`` empty squares).

Last, each idea measured on its own: every idea on, then each one off in
turn, on seeded random 8x8 endgames (``--ideas-empties`` empty squares,
``--ideas-positions`` of them): nodes and seconds.  Nodes do not depend on
the machine's load; seconds do (the goal, #40 in under 60 s, is for a quiet
2-core machine).

Times are CPU time of this process (``time.process_time``).

``--quick`` solves #40 alone, gives today's solver 10 s on it and leaves the
ideas out: about a minute and a half.

Run:  python benchmarks/ffo_benchmark.py [--ffo PATH] [--first 40] [--last 44] [--limit 60]
      [--small 14] [--ideas-empties 16] [--ideas-positions 3] [--skip-today] [--skip-ideas] [--quick]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from pathlib import Path

from othello_lesson.endgame import ALL_IDEAS, Ideas, solve_endgame
from othello_lesson.evaluation import weighted_discs
from othello_lesson.fast_search import best_move, solve_fast
from othello_lesson.rules import (
    BLACK,
    EMPTY,
    WHITE,
    Board,
    Colour,
    initialize_board,
    next_player,
    place_move,
    square_name,
    valid_moves_list,
)
from othello_lesson.search import NodeCount, Solution

REPOSITORY = Path(__file__).resolve().parent.parent
DEFAULT_FFO = REPOSITORY.parent / "shared" / "ffo.txt"


class Position:
    """One line of ffo.txt: the board, the side to move, the exact score and every best move."""

    def __init__(self, line: str) -> None:
        number, squares, side, empties, score, best = line.split()[:6]
        cells = {"X": BLACK, "O": WHITE, "-": EMPTY}
        self.number, self.empties, self.score = int(number), int(empties), int(score)
        self.board: Board = [[cells[squares[row * 8 + col]] for col in range(8)] for row in range(8)]
        self.colour: Colour = BLACK if side == "X" else WHITE
        self.best = best.split(",")


def read_ffo(path: Path) -> dict[int, Position]:
    positions = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            position = Position(line)
            positions[position.number] = position
    return positions


class OutOfTime(Exception):
    """The solver under a time limit ran out of it."""


class TimedCount(NodeCount):
    """A node counter that stops the search (``OutOfTime``) once ``seconds`` of CPU time have passed."""

    def __init__(self, seconds: float) -> None:
        self.deadline = time.process_time() + seconds
        self.counted = 0

    @property  # type: ignore[override]
    def nodes(self) -> int:
        return self.counted

    @nodes.setter
    def nodes(self, value: int) -> None:
        self.counted = value
        if value & 0x3FFF == 0 and time.process_time() > self.deadline:
            raise OutOfTime


def timed_solve(solver, board: Board, colour: Colour, **options: object) -> tuple[Solution, int, float]:
    counter = NodeCount()
    start = time.process_time()
    solution = solver(board, colour, counter=counter, **options)
    return solution, counter.nodes, time.process_time() - start


def part_ffo(positions: dict[int, Position], numbers: range) -> dict[int, tuple[int, float]]:
    print(f"1. FFO #{numbers[0]} to #{numbers[-1]}: endgame.solve_endgame, every idea on")
    figures = {}
    for number in numbers:
        position = positions[number]
        solution, nodes, seconds = timed_solve(solve_endgame, position.board, position.colour)
        move = square_name(*solution.move) if solution.move else "pass"
        right = solution.score == position.score and move in position.best
        wanted = ",".join(position.best)
        figures[number] = nodes, seconds
        print(
            f"   #{number} ({position.empties} empties): {solution.score:+d} {move}  "
            f"{'right' if right else 'WRONG: the file says ' + f'{position.score:+d} ' + wanted}  "
            f"{seconds:6.1f} s  {nodes:>11,} nodes  {nodes / seconds:>9,.0f} nodes/s"
        )
    if 40 in figures:
        print(f"   goal: #40 in under 60 s on a quiet 2-core machine: {figures[40][1]:.1f} s here")
    print()
    return figures


def part_today(
    positions: dict[int, Position], figures: dict[int, tuple[int, float]], limit: float, small: int
) -> None:
    print("2. Today's solver, fast_search.solve_fast (search.solve on bitboards), in the same run")
    position = positions[40]
    counter = TimedCount(limit)
    start = time.process_time()
    try:
        solve_fast(position.board, position.colour, counter=counter)
        finished = True
    except OutOfTime:
        finished = False
    seconds = time.process_time() - start
    today_rate = counter.counted / seconds
    nodes, new_seconds = figures.get(40, (0, 0.0))
    state = "finished" if finished else f"stopped after its limit of {limit:.0f} s"
    print(f"   #40: {state}: {counter.counted:,} nodes in {seconds:.1f} s, {today_rate:,.0f} nodes/s")
    if nodes:
        print(
            f"   endgame.solve_endgame on #40: {nodes:,} nodes, {nodes / new_seconds:,.0f} nodes/s "
            f"({nodes / new_seconds / today_rate:.2f} times today's rate)"
        )
    board, colour = played_on(position, small)
    rows = []
    for name, solver in (("solve_fast (today)", solve_fast), ("solve_endgame", solve_endgame)):
        solution, nodes, seconds = timed_solve(solver, board, colour)
        rows.append((name, solution, nodes, seconds))
    same = rows[0][1].score == rows[1][1].score
    print(
        f"   #40 played on by alpha-beta to {small} empties "
        f"(both finish; {'same score' if same else 'DIFFERENT SCORES'}):"
    )
    for name, solution, nodes, seconds in rows:
        print(
            f"     {name:<20} {solution.score:+d}  {seconds:7.2f} s  {nodes:>11,} nodes  "
            f"{nodes / seconds:>9,.0f} nodes/s"
        )
    print(
        f"     solve_endgame: {rows[0][2] / rows[1][2]:.1f} times fewer nodes, "
        f"{rows[0][3] / rows[1][3]:.1f} times as fast"
    )
    print()


def played_on(position: Position, empties: int) -> tuple[Board, Colour]:
    """The FFO position played on to ``empties`` empty squares, each side by alpha-beta (depth 4, weights)."""
    board, colour = [row[:] for row in position.board], position.colour
    while sum(row.count(EMPTY) for row in board) > empties:
        place_move(board, *best_move(board, colour, 4, weighted_discs), colour)
        following = next_player(board, colour)
        assert following is not None
        colour = following
    return board, colour


def random_endgame(empties: int, seed: int) -> tuple[Board, Colour] | None:
    rng = random.Random(seed)
    board, colour = initialize_board(8), BLACK
    while sum(row.count(EMPTY) for row in board) > empties:
        place_move(board, *rng.choice(valid_moves_list(board, colour)), colour)
        following = next_player(board, colour)
        if following is None:
            return None
        colour = following
    return board, colour


def part_ideas(empties: int, count: int) -> None:
    print(f"3. Each idea on its own: {count} seeded random 8x8 endgames with {empties} empty squares")
    endgames, seed = [], 0
    while len(endgames) < count:
        found = random_endgame(empties, seed)
        seed += 1
        if found is not None and valid_moves_list(*found):
            endgames.append(found)
    variants = [("every idea", ALL_IDEAS)] + [
        (f"without {field.name.replace('_', ' ')}", dataclasses.replace(ALL_IDEAS, **{field.name: False}))
        for field in dataclasses.fields(Ideas)
    ]
    base_nodes = base_seconds = 0.0
    scores = None
    for name, ideas in variants:
        nodes = seconds = 0.0
        found_scores = []
        for board, colour in endgames:
            solution, visited, spent = timed_solve(solve_endgame, board, colour, ideas=ideas)
            nodes, seconds = nodes + visited, seconds + spent
            found_scores.append(solution.score)
        if scores is None:
            scores, base_nodes, base_seconds = found_scores, nodes, seconds
        assert found_scores == scores, (name, found_scores, scores)
        print(
            f"   {name:<26} {nodes:>11,.0f} nodes ({nodes / base_nodes:5.2f}x)  "
            f"{seconds:7.2f} s ({seconds / base_seconds:5.2f}x)"
        )
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--ffo", type=Path, default=DEFAULT_FFO, help=f"the positions (default {DEFAULT_FFO})"
    )
    parser.add_argument("--first", type=int, default=40, help="the first position (default 40)")
    parser.add_argument(
        "--last", type=int, default=44, help="the last position (default 44; below --first: none)"
    )
    parser.add_argument("--limit", type=float, default=60, help="CPU seconds for today's solver on #40 (60)")
    parser.add_argument("--small", type=int, default=14, help="empties of the position both finish (14)")
    parser.add_argument("--ideas-empties", type=int, default=16, help="empty squares (default 16)")
    parser.add_argument("--ideas-positions", type=int, default=3, help="endgames per idea (default 3)")
    parser.add_argument("--skip-today", action="store_true", help="leave today's solver out")
    parser.add_argument("--skip-ideas", action="store_true", help="leave the ideas one by one out")
    parser.add_argument(
        "--quick", action="store_true", help="#40 alone, today's solver for 10 s, no ideas one by one"
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.first = args.last = 40
        args.limit = min(args.limit, 10)
        args.skip_ideas = True
    if not args.ffo.is_file():
        parser.error(f"no FFO positions at {args.ffo}: give the file with --ffo PATH")
    positions = read_ffo(args.ffo)
    print(f"Python {sys.version.split()[0]}")
    print()
    figures = part_ffo(positions, range(args.first, args.last + 1)) if args.first <= args.last else {}
    if not args.skip_today:
        part_today(positions, figures, args.limit, args.small)
    if not args.skip_ideas:
        part_ideas(args.ideas_empties, args.ideas_positions)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
