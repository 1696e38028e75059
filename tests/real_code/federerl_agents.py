"""reversi-zero's two yardstick players, Greedy and a depth-limited alpha-beta, by rhit-Lifei.

Repository: federerl/reversi-zero, files src/reversi/game/state.py, src/reversi/game/rules.py,
src/reversi/game/scoring.py, src/reversi/agents/greedy.py and src/reversi/agents/minimax.py (their
bitboard helpers, types and reference engine are in ``federerl``, kept once).
License: MIT, Copyright (c) 2026 rhit-Lifei (the repository's LICENSE).
Adapted: a wrapper makes their State of our board (bit row * size + col, the colour asked to move).
Greedy's select is given a new numpy generator seeded with 0 at each call (their arena passes one
in), and its square number becomes (row, col).  alphabeta calls MinimaxAgent's _search on that
State with the depth and window given (the agent made with that depth); the evaluation given is
not passed on, as their search has none to take.  Only what these use is kept, the docstrings cut
to their first line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from othello_lesson.rules import BLACK, WHITE

from .federerl import (
    Action,
    Bitboard,
    Player,
    TheirIllegalMoveError,
    _flips_from,
    _placements,
    geometry,
    indices,
    pass_action,
    popcount,
)

# --- their code (src/reversi/game/state.py) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class State:
    """One Reversi position."""

    black: Bitboard
    white: Bitboard
    to_move: Player
    size: int

    @property
    def mine(self) -> Bitboard:
        """Discs belonging to the player about to move."""
        return self.black if self.to_move is Player.BLACK else self.white

    @property
    def theirs(self) -> Bitboard:
        """Discs belonging to the player waiting."""
        return self.white if self.to_move is Player.BLACK else self.black

    @property
    def occupied(self) -> Bitboard:
        return self.black | self.white

    @property
    def empty(self) -> Bitboard:
        return geometry(self.size).full & ~self.occupied

    def with_discs(self, mine: Bitboard, theirs: Bitboard, *, switch: bool = True) -> State:
        """Build the next position from the mover's and waiter's disc sets."""
        black, white = (mine, theirs) if self.to_move is Player.BLACK else (theirs, mine)
        return State(
            black=black,
            white=white,
            to_move=self.to_move.opponent if switch else self.to_move,
            size=self.size,
        )


# --- their code (src/reversi/game/rules.py) -------------------------------------------------------


def legal_placements(state: State) -> Bitboard:
    """Squares the player to move may play, as a bitboard."""
    return _placements(state.mine, state.theirs, state.size)


def flips(state: State, action: Action) -> Bitboard:
    """Discs the player to move would flip by playing ``action``."""
    geo = geometry(state.size)
    if not 0 <= action < geo.n_squares:
        return 0
    square = 1 << action
    if square & (state.black | state.white):
        return 0
    return _flips_from(square, state.mine, state.theirs, state.size)


def legal_actions(state: State) -> list[Action]:
    """Everything the player to move may do, in ascending order."""
    placements = legal_placements(state)
    if placements:
        return indices(placements)
    if _placements(state.theirs, state.mine, state.size):
        return [pass_action(state.size)]
    return []


def is_terminal(state: State) -> bool:
    """True when neither player has a legal move."""
    return not legal_placements(state) and not _placements(state.theirs, state.mine, state.size)


def apply(state: State, action: Action) -> State:
    """Play ``action`` and return the resulting position."""
    geo = geometry(state.size)

    if action == pass_action(state.size):
        if legal_placements(state):
            raise TheirIllegalMoveError(_explain(state, action, "cannot pass while a move exists"))
        if not _placements(state.theirs, state.mine, state.size):
            raise TheirIllegalMoveError(_explain(state, action, "the game is already over"))
        return state.with_discs(state.mine, state.theirs)

    if not 0 <= action < geo.n_squares:
        raise TheirIllegalMoveError(_explain(state, action, "action out of range"))

    square = 1 << action
    if square & (state.black | state.white):
        raise TheirIllegalMoveError(_explain(state, action, "square is occupied"))

    flipped = _flips_from(square, state.mine, state.theirs, state.size)
    if not flipped:
        raise TheirIllegalMoveError(_explain(state, action, "move traps no opposing discs"))

    return state.with_discs(
        mine=state.mine | flipped | square,
        theirs=state.theirs & ~flipped,
    )


def _explain(state: State, action: Action, reason: str) -> str:
    """Error text carrying enough detail to reconstruct the position."""
    return (
        f"illegal action {action}: {reason}. "
        f"to_move={state.to_move.label} size={state.size} "
        f"black=0x{state.black:016x} white=0x{state.white:016x} "
        f"legal={legal_actions(state)}\n{state}"
    )


# --- their code (src/reversi/game/scoring.py) -----------------------------------------------------


def result(state: State) -> int:
    """+1 / 0 / -1 for a win / draw / loss, from the point of view of ``to_move``."""
    mine = popcount(state.mine)
    theirs = popcount(state.theirs)
    if mine > theirs:
        return 1
    if mine < theirs:
        return -1
    return 0


# --- their code (src/reversi/agents/greedy.py) ----------------------------------------------------


class GreedyAgent:
    """Maximises discs flipped this move; ties broken uniformly at random."""

    def __init__(self, name: str = "greedy") -> None:
        self._name = name

    def select(self, state: State, rng: np.random.Generator) -> Action:
        actions = legal_actions(state)
        if not actions:
            msg = f"asked for a move in a finished position:\n{state}"
            raise ValueError(msg)
        if actions == [pass_action(state.size)]:
            return actions[0]

        gains = [popcount(flips(state, action)) for action in actions]
        best = max(gains)
        tied = [action for action, gain in zip(actions, gains, strict=True) if gain == best]
        return tied[int(rng.integers(0, len(tied)))]


# --- their code (src/reversi/agents/minimax.py) ---------------------------------------------------

CORNER = 120.0
X_SQUARE = -40.0
C_SQUARE = -20.0
EDGE = 15.0
INTERIOR = -3.0
NEAR_EDGE = -5.0

STAGE_WEIGHTS: dict[str, tuple[float, float, float, float]] = {
    #            positional  mobility  frontier  material
    "opening": (1.0, 12.0, -2.5, 0.0),
    "midgame": (1.0, 8.0, -2.0, 0.5),
    "endgame": (0.6, 2.0, -0.5, 12.0),
}


@cache
def square_values(board_size: int) -> tuple[float, ...]:
    """The disc-square table, generated rather than typed out."""
    if board_size < 4:
        msg = f"board_size must be at least 4, got {board_size}"
        raise ValueError(msg)

    values = []
    last = board_size - 1
    for row in range(board_size):
        for col in range(board_size):
            on_edge_row = row in (0, last)
            on_edge_col = col in (0, last)
            near_row = row in (1, last - 1)
            near_col = col in (1, last - 1)

            if on_edge_row and on_edge_col:
                value = CORNER
            elif near_row and near_col:
                value = X_SQUARE  # diagonal neighbour of a corner
            elif (on_edge_row and near_col) or (on_edge_col and near_row):
                value = C_SQUARE  # edge neighbour of a corner
            elif on_edge_row or on_edge_col:
                value = EDGE
            elif near_row or near_col:
                value = NEAR_EDGE
            else:
                value = INTERIOR
            values.append(value)
    return tuple(values)


def _stage(state: State) -> str:
    filled = popcount(state.occupied)
    total = state.size * state.size
    share = filled / total
    if share < 0.35:
        return "opening"
    if share < 0.80:
        return "midgame"
    return "endgame"


def _frontier(discs: int, empty: int, board_size: int) -> int:
    """How many of these discs touch an empty square."""
    count = 0
    for index in indices(discs):
        row, col = divmod(index, board_size)
        touching = False
        for d_row in (-1, 0, 1):
            for d_col in (-1, 0, 1):
                if d_row == 0 and d_col == 0:
                    continue
                r, c = row + d_row, col + d_col
                inside = 0 <= r < board_size and 0 <= c < board_size
                if inside and empty & (1 << (r * board_size + c)):
                    touching = True
                    break
            if touching:
                break
        count += touching
    return count


def evaluate(state: State) -> float:
    """Score a position from the point of view of the player to move."""
    if is_terminal(state):
        # A decided game is worth more than any heuristic opinion about it.
        return 10_000.0 * result(state)

    size = state.size
    table = square_values(size)
    mine, theirs = state.mine, state.theirs
    empty = state.empty

    positional = sum(table[i] for i in indices(mine)) - sum(table[i] for i in indices(theirs))

    my_moves = popcount(legal_placements(state))
    their_moves = popcount(_placements(theirs, mine, size))
    mobility = _ratio(my_moves, their_moves)

    frontier = _ratio(_frontier(mine, empty, size), _frontier(theirs, empty, size))
    material = _ratio(popcount(mine), popcount(theirs))

    w_pos, w_mob, w_front, w_mat = STAGE_WEIGHTS[_stage(state)]
    return w_pos * positional + w_mob * mobility + w_front * frontier + w_mat * material


def _ratio(mine: int, theirs: int) -> float:
    """A difference normalised to [-100, 100], so terms stay comparable."""
    if mine + theirs == 0:
        return 0.0
    return 100.0 * (mine - theirs) / (mine + theirs)


class MinimaxAgent:
    """Alpha-beta to a fixed depth, with the evaluation above."""

    def __init__(self, depth: int = 4, name: str | None = None) -> None:
        if depth < 1:
            msg = f"depth must be at least 1, got {depth}"
            raise ValueError(msg)
        self.depth = depth
        self._name = name if name is not None else f"minimax-d{depth}"
        self.nodes = 0

    def _ordered(self, state: State, actions: list[Action]) -> list[Action]:
        """Look at promising moves first, so alpha-beta can prune more."""
        if len(actions) < 3:
            return actions
        table = square_values(state.size)
        passing = pass_action(state.size)
        return sorted(actions, key=lambda a: -(table[a] if a != passing else 0.0))

    def _search(self, state: State, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1

        if depth <= 0 or is_terminal(state):
            return evaluate(state)

        actions = legal_actions(state)
        best = -float("inf")
        for action in self._ordered(state, actions):
            score = -self._search(apply(state, action), depth - 1, -beta, -alpha)
            if score > best:
                best = score
            if best > alpha:
                alpha = best
            if alpha >= beta:
                break  # this branch cannot change the answer above
        return best


# --- translation -------------------------------------------------------------------------------

PLAYERS = {BLACK: Player.BLACK, WHITE: Player.WHITE}


def their(board, colour) -> State:
    size, black, white = len(board), 0, 0
    for row in range(size):
        for col in range(size):
            if board[row][col] == BLACK:
                black |= 1 << (row * size + col)
            elif board[row][col] == WHITE:
                white |= 1 << (row * size + col)
    return State(black=black, white=white, to_move=PLAYERS[colour], size=size)


# --- the exercises -----------------------------------------------------------------------------


def most_flips_player_federerl(board, colour):
    action = GreedyAgent().select(their(board, colour), np.random.default_rng(0))
    return divmod(action, len(board))


def alphabeta_federerl(board, colour, depth, evaluate, alpha, beta):
    """Their agent's search; the evaluation given is not theirs to take."""
    agent = MinimaxAgent(depth=max(depth, 1))
    return agent._search(their(board, colour), depth, alpha, beta)
