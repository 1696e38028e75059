"""How fast are the lesson's rules?  Perft from the 8x8 start, compared with two other Python libraries.

Perft counts the positions reached after a fixed number of moves (depth 6:
8200).  The same tree walk is run on each library's own board, move
generator and move player:

* othello_lesson: ``perft.perft``, which checks the board once and then walks
  with ``fast_rules`` (the rules without their checks);
* othello_lesson's checked rules: the same walk (``perft.perft_of``) through
  ``valid_moves_list`` and ``place_move`` on a ``copy_board``, each checking
  its arguments, as a student's program calls them;
* othellopy: a ``BasePlayer``'s ``get_moves`` and ``get_flips``, on its
  ``initial_board`` copied with its ``copy_board``;
* easyAI: the ``Reversi`` game's ``possible_moves``, ``make_move`` and
  ``switch_player``, saving and restoring its numpy board around each move.

All three use the same convention: a forced pass is a move, a finished game is
a leaf, and the moves at the last ply are counted, not played.  Neither
library computes perft itself, so this measures the nearest fair thing: the
same tree walked with each library's own functions.  A library that is not
installed is skipped.

Run:  python benchmarks/perft_benchmark.py [--depth 6] [--runs 3]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

from othello_lesson.perft import PUBLISHED_8X8, perft, perft_of
from othello_lesson.rules import (
    BLACK,
    Board,
    Colour,
    Move,
    copy_board,
    initialize_board,
    place_move,
    valid_moves_list,
)

# --- the same perft on each library ------------------------------------------------


lesson_perft = perft


def run_lesson(depth: int) -> int:
    return lesson_perft(initialize_board(8), BLACK, depth)


def play_checked(board: Board, move: Move, colour: Colour) -> Board:
    return place_move(copy_board(board), *move, colour)


def run_checked_rules(depth: int) -> int:
    return perft_of(valid_moves_list, play_checked, initialize_board(8), BLACK, depth)


def run_othellopy(depth: int) -> int:
    from othellopy.board import copy_board as othellopy_copy
    from othellopy.board import initial_board
    from othellopy.core import Cell
    from othellopy.players.base import BasePlayer

    class MoveMaker(BasePlayer):
        def next_move(self, board):  # never asked: we only use the rules it inherits
            raise NotImplementedError

    players = {Cell.BLACK: MoveMaker(Cell.BLACK), Cell.WHITE: MoveMaker(Cell.WHITE)}

    def perft(board, colour, depth):
        if depth == 0:
            return 1
        me, other = players[colour], players[players[colour].opponent_color]
        moves = me.get_moves(board)
        if not moves:
            if not other.get_moves(board):
                return 1
            return perft(board, other.color, depth - 1)
        if depth == 1:
            return len(moves)
        total = 0
        for row, col in moves:
            child = othellopy_copy(board)
            for r, c in [(row, col), *me.get_flips(board, row, col)]:
                child[r][c] = colour
            total += perft(child, other.color, depth - 1)
        return total

    return perft(initial_board(), Cell.BLACK, depth)


def run_easyai(depth: int) -> int:
    from easyAI.games.Reversi import Reversi

    game = Reversi(players=[None, None])

    def perft(depth):
        # easyAI's Reversi ends the game at the first pass; we play the pass
        # ourselves so the tree is the same as the others'.
        if depth == 0:
            return 1
        moves = game.possible_moves()
        if not moves:
            game.switch_player()
            over = not game.possible_moves()
            total = 1 if over else perft(depth - 1)
            game.switch_player()
            return total
        if depth == 1:
            return len(moves)
        total = 0
        for move in moves:
            saved = game.board.copy()
            game.make_move(move)
            game.switch_player()
            total += perft(depth - 1)
            game.switch_player()
            game.board = saved
        return total

    return perft(depth)


LIBRARIES: dict[str, Callable[[int], int]] = {
    "othello_lesson": run_lesson,
    "checked rules": run_checked_rules,
    "othellopy": run_othellopy,
    "easyAI Reversi": run_easyai,
}


# --- timing and the report ---------------------------------------------------------


def best_time(run: Callable[[int], int], depth: int, runs: int) -> tuple[int, float]:
    """Run ``run(depth)`` ``runs`` times; return its count and the fastest time."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        leaves = run(depth)
        times.append(time.process_time() - start)
    return leaves, min(times)


def verdict(leaves: int, expected: int | None) -> str:
    if expected is None:
        return ""
    return "count OK" if leaves == expected else f"WRONG COUNT, expected {expected}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=6, help="perft depth (default 6)")
    parser.add_argument("--runs", type=int, default=3, help="runs per library; the best counts (default 3)")
    args = parser.parse_args(argv)
    expected = PUBLISHED_8X8.get(args.depth)

    python = sys.version.split()[0]
    print(f"perft({args.depth}) from the 8x8 start, best of {args.runs} runs, Python {python}")
    print("Same tree walk on each library's own board and move functions (no library has perft built in).")
    print(f"Published count: {expected if expected is not None else 'not known for this depth'}")
    print()
    results: dict[str, float] = {}
    all_right = True
    for name, run in LIBRARIES.items():
        try:
            leaves, seconds = best_time(run, args.depth, args.runs)
        except ImportError as error:
            print(f"{name:<16} not installed, skipped ({error.name})")
            continue
        all_right = all_right and (expected is None or leaves == expected)
        results[name] = seconds
        rate = f"{leaves / seconds:>12,.0f} leaves/s"
        print(f"{name:<16} {leaves:>9} leaves {seconds:9.3f} s {rate}  {verdict(leaves, expected)}")

    lesson = results.get("othello_lesson")
    if lesson:
        print()
        for name, seconds in results.items():
            if name != "othello_lesson":
                print(f"{name} takes {seconds / lesson:.2f} times as long as othello_lesson")
    return 0 if all_right else 1


if __name__ == "__main__":
    raise SystemExit(main())
