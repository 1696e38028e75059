"""How fast and how strong is the search?  Alpha-beta, the endgame solver, and matches against two peers.

Three parts, all in one run, every position drawn from seeded random games so
the run is repeatable:

1. Alpha-beta at depth 4 with the weight table (what ``alphabeta_player(4,
   weighted_discs)`` does for one move) on typical 8x8 midgame positions
   (after 20 random moves): the readable ``search.best_move`` and its twin on
   bitboards ``fast_search.best_move_fast`` (the same move), time and
   positions visited, and a move chosen by othellopy's ``AdvancedPlayer`` at
   the same depth, as a peer.
2. ``solve``, ``solve_fast`` (the same search on bitboards) and
   ``endgame.solve_endgame`` (the engines' ideas, the same scores) at 10, 12
   and 14 empty squares: time and positions visited.
3. Strength: the board's strongest player (``perfect``: alpha-beta depth 4
   with weights, exact once 14 squares are empty) against othellopy's best
   sample player (``AdvancedPlayer``, depth 3 by default; ``--peer-depth``)
   and easyAI 2.0.12's ``Negamax`` on its ``Reversi`` game, through the
   tournament's referee: openings of 4 random moves, each played twice with
   colours swapped.  A peer that is not installed is skipped.

Times are CPU time of this process (``time.process_time``).

Run:  python benchmarks/search_benchmark.py [--games 10] [--positions 5] [--peer-depth 3]
      [--easyai-depth 4] [--skip-strength]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from othello_lesson.endgame import solve_endgame
from othello_lesson.evaluation import empty_squares, weighted_discs
from othello_lesson.fast_search import best_move_fast, solve_fast
from othello_lesson.players import computer_players
from othello_lesson.rules import (
    BLACK,
    WHITE,
    Board,
    Colour,
    Move,
    PlayerFunction,
    initialize_board,
    next_player,
    place_move,
)
from othello_lesson.rules import valid_moves_list as legal
from othello_lesson.search import NodeCount, alphabeta, best_move, solve
from othello_lesson.tournament import match

# --- positions -------------------------------------------------------------------------


def random_position(moves: int, seed: int) -> tuple[Board, Colour] | None:
    """The 8x8 position after ``moves`` random moves (``None`` if the game ended first)."""
    rng = random.Random(seed)
    board, to_move = initialize_board(8), BLACK
    for _ in range(moves):
        place_move(board, *rng.choice(legal(board, to_move)), to_move)
        to_move = next_player(board, to_move)
        if to_move is None:
            return None
    return board, to_move


def positions_with(moves: int, count: int) -> list[tuple[Board, Colour]]:
    found, seed = [], 0
    while len(found) < count:
        position = random_position(moves, seed)
        seed += 1
        if position is not None and legal(*position):
            found.append(position)
    return found


# --- the peers as player functions --------------------------------------------------------


def othellopy_player(depth: int) -> PlayerFunction:
    """othellopy's AdvancedPlayer (alpha-beta with its own weights and mobility) as our kind of player."""
    from othellopy.core import Cell
    from othellopy.players import AdvancedPlayer

    cells = {BLACK: Cell.BLACK, WHITE: Cell.WHITE, " ": Cell.EMPTY}
    players = {colour: AdvancedPlayer(cells[colour], depth=depth) for colour in (BLACK, WHITE)}

    def play_othellopy(board: Board, colour: Colour) -> Move:
        return players[colour].next_move([[cells[cell] for cell in row] for row in board])

    play_othellopy.__name__ = f"othellopy AdvancedPlayer(depth={depth})"
    return play_othellopy


def easyai_player(depth: int) -> PlayerFunction:
    """easyAI's Negamax on its Reversi game as our kind of player (its player 1 is the side to move)."""
    import numpy as np
    from easyAI import Negamax
    from easyAI.games.Reversi import Reversi

    ai = Negamax(depth)

    def play_easyai(board: Board, colour: Colour) -> Move:
        game = Reversi(players=[None, None])
        game.board = np.array([[0 if c == " " else 1 if c == colour else 2 for c in row] for row in board])
        game.current_player = 1
        answer = ai(game)
        return "ABCDEFGH".index(answer[0]), int(answer[1:]) - 1

    play_easyai.__name__ = f"easyAI Negamax({depth})"
    return play_easyai


# --- the parts --------------------------------------------------------------------------------


def timed(function, *args, **kwargs):
    """The result, and the CPU time of this process it took (steadier than the wall clock when shared)."""
    start = time.process_time()
    result = function(*args, **kwargs)
    return result, time.process_time() - start


def part_alphabeta(count: int) -> None:
    print(f"1. Alpha-beta, depth 4, weights, on {count} 8x8 midgame positions (after 20 random moves)")
    print(
        "   search.best_move (the readable search on the 2-D list) and fast_search.best_move_fast (the same"
    )
    print("   search on bitboards, which alphabeta_player and perfect_player use): the same move")
    positions = positions_with(20, count)
    readable, ours, theirs, nodes = [], [], [], []
    try:
        peer = othellopy_player(4)
    except ImportError:
        peer = None
    for board, colour in positions:
        counter = NodeCount()
        alphabeta(board, colour, 4, weighted_discs, order=True, counter=counter)
        slow_move, seconds_slow = timed(best_move, board, colour, 4, weighted_discs)
        fast_move, seconds_move = timed(best_move_fast, board, colour, 4, weighted_discs)
        assert fast_move == slow_move, (fast_move, slow_move)
        readable.append(seconds_slow)
        ours.append(seconds_move)
        nodes.append(counter.nodes)
        if peer is not None:
            theirs.append(timed(peer, board, colour)[1])
    print(
        f"   search.best_move: mean {statistics.mean(readable):.3f} s, worst {max(readable):.3f} s; "
        f"positions visited by alphabeta: mean {statistics.mean(nodes):,.0f}"
    )
    print(
        f"   best_move_fast: mean {statistics.mean(ours):.3f} s, worst {max(ours):.3f} s (goal: under 1 s), "
        f"{sum(readable) / sum(ours):.1f} times as fast"
    )
    if theirs:
        print(
            f"   othellopy AdvancedPlayer(depth=4), same positions: mean {statistics.mean(theirs):.3f} s, "
            f"worst {max(theirs):.3f} s"
        )
        print(
            f"   ratio: othellopy takes {statistics.mean(theirs) / statistics.mean(ours):.2f} times as long "
            "as best_move_fast"
        )
    else:
        print("   othellopy not installed: no peer timing")
    print()


def part_solve(count: int) -> None:
    print(f"2. Exact endgame, {count} positions per number of empty squares (the same positions for both)")
    print("   search.solve (the readable solver on the 2-D list) and fast_search.solve_fast (the same")
    print("   search on bitboards): same score, move and positions visited; endgame.solve_endgame (which the")
    print("   perfect player uses): the same score")
    for empties in (10, 12, 14):
        times, fast_times, nodes, engine_times, engine_nodes = [], [], [], [], []
        for board, colour in positions_with(60 - empties, count):
            assert empty_squares(board) == empties
            counter = NodeCount()
            solution, seconds = timed(solve, board, colour, counter=counter)
            fast, fast_seconds = timed(solve_fast, board, colour)
            assert fast == solution, (fast, solution)
            engine_counter = NodeCount()
            engine, engine_seconds = timed(solve_endgame, board, colour, counter=engine_counter)
            assert engine.score == solution.score, (engine, solution)
            engine_times.append(engine_seconds)
            engine_nodes.append(engine_counter.nodes)
            times.append(seconds)
            fast_times.append(fast_seconds)
            nodes.append(counter.nodes)
        print(
            f"   {empties} empties: positions mean {statistics.mean(nodes):>9,.0f}, worst {max(nodes):>9,}; "
            f"solve mean {statistics.mean(times):6.2f} s, worst {max(times):6.2f} s; "
            f"solve_fast mean {statistics.mean(fast_times):5.2f} s, worst {max(fast_times):5.2f} s "
            f"({sum(times) / sum(fast_times):.1f} times as fast)"
        )
        print(
            f"      solve_endgame: positions mean {statistics.mean(engine_nodes):>9,.0f}, "
            f"mean {statistics.mean(engine_times):5.2f} s, worst {max(engine_times):5.2f} s "
            f"({sum(fast_times) / sum(engine_times):.1f} times as fast as solve_fast)"
        )
    print("   goal: 14 empties in under 30 s")
    print()


def part_strength(games: int, peer_depth: int, easyai_depth: int) -> None:
    ours = computer_players()["perfect"]
    print(f"3. Strength: perfect (alpha-beta depth 4 + exact last 14) over {games} games per peer, 8x8,")
    print("   4-move random openings, each opening played with both colours")
    peers = {"othellopy": lambda: othellopy_player(peer_depth), "easyAI": lambda: easyai_player(easyai_depth)}
    for name, make in peers.items():
        try:
            peer = make()
        except ImportError as error:
            print(f"   {name}: not installed, skipped ({error.name})")
            continue
        result, seconds = timed(match, ours, peer, games=games, size=8, seed=2024)
        result.first, result.second = "perfect", peer.__name__
        print(f"   {result}  ({seconds:.0f} s)")
        for reason in result.forfeits:
            print(f"     forfeit: {reason}")
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=5, help="positions per timing (default 5)")
    parser.add_argument("--games", type=int, default=10, help="games against each peer (default 10)")
    parser.add_argument(
        "--peer-depth", type=int, default=3, help="othellopy AdvancedPlayer depth (default 3)"
    )
    parser.add_argument("--easyai-depth", type=int, default=4, help="easyAI Negamax depth (default 4)")
    parser.add_argument("--skip-strength", action="store_true", help="only the timings")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}")
    print()
    part_alphabeta(args.positions)
    part_solve(args.positions)
    if not args.skip_strength:
        part_strength(args.games, args.peer_depth, args.easyai_depth)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
