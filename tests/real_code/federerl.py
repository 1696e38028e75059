"""reversi-zero, an AlphaZero-style Reversi for boards of any even size, by rhit-Lifei.

Repository: federerl/reversi-zero, files src/reversi/types.py, src/reversi/errors.py,
src/reversi/game/reference.py, src/reversi/game/bitboard.py, src/reversi/game/rules.py and
src/reversi/endgame/solver.py.
License: MIT, Copyright (c) 2026 rhit-Lifei (the repository's LICENSE).
Adapted: their bitboards put the square (row, col) at bit row * size + col, as ours do, so the
lesson 10 answers pass our bits to their functions as they are (a move's bit becomes its square
number, shift_east is their shift with the step (0, 1)); exact_score calls their solver's _search
on our board's two bitboards as solve_exact does (the full window, a fresh table, the plain disc
count).  Their reference engine's RefState holds a tuple of rows of Player.BLACK, Player.WHITE and
None: a wrapper writes our board in one with the colour asked to move, turns their square numbers
into (row, col), and for place_move raises our IllegalMoveError for theirs and writes their grid
back into ours.  Only what the exercises use is kept; the docstrings are shortened.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from typing import TypeAlias

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError

# --- their code (src/reversi/types.py) ------------------------------------------------------------

Bitboard: TypeAlias = int
Action: TypeAlias = int


class Player(IntEnum):
    """The side to move. Values are stable and used as array indices."""

    BLACK = 0
    WHITE = 1

    @property
    def opponent(self) -> Player:
        return Player.WHITE if self is Player.BLACK else Player.BLACK

    @property
    def label(self) -> str:
        return "black" if self is Player.BLACK else "white"


def pass_action(board_size: int) -> Action:
    """The PASS action index for a board of the given size."""
    return board_size * board_size


# --- their code (src/reversi/errors.py) -----------------------------------------------------------


class ReversiError(Exception):
    """Base class for all errors raised by reversi-zero."""


class TheirIllegalMoveError(ReversiError):  # their IllegalMoveError, renamed beside ours
    """An action was applied to a state where it is not legal."""


# --- their code (src/reversi/game/bitboard.py) ----------------------------------------------------

DIRECTIONS: tuple[tuple[int, int], ...] = (
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
)


@dataclass(frozen=True, slots=True)
class Shift:
    """One direction, precomputed as "drop these discs, then move this far"."""

    d_row: int
    d_col: int
    delta: int
    guard: Bitboard


@dataclass(frozen=True, slots=True)
class Geometry:
    """Everything about a board size that can be worked out once, in advance."""

    size: int
    n_squares: int
    full: Bitboard
    shifts: tuple[Shift, ...]


@cache
def geometry(size: int) -> Geometry:
    """Masks and shifts for a board of the given size. Computed once per size."""
    if size < 4 or size % 2 != 0:
        msg = f"board size must be even and at least 4, got {size}"
        raise ValueError(msg)

    n_squares = size * size
    full = (1 << n_squares) - 1

    # Squares not in the last column, and squares not in the first column.
    not_last_col = full
    not_first_col = full
    for row in range(size):
        not_last_col &= ~(1 << (row * size + size - 1))
        not_first_col &= ~(1 << (row * size))

    shifts = []
    for d_row, d_col in DIRECTIONS:
        if d_col > 0:
            guard = not_last_col
        elif d_col < 0:
            guard = not_first_col
        else:
            guard = full
        shifts.append(Shift(d_row=d_row, d_col=d_col, delta=d_row * size + d_col, guard=guard))

    return Geometry(size=size, n_squares=n_squares, full=full, shifts=tuple(shifts))


def shift(bits: Bitboard, step: Shift, full: Bitboard) -> Bitboard:
    """Move every disc one square in one direction."""
    bits &= step.guard
    if step.delta > 0:
        return (bits << step.delta) & full
    return bits >> -step.delta


def popcount(bits: Bitboard) -> int:
    """How many discs. ``int.bit_count`` is a single CPU instruction."""
    return bits.bit_count()


def indices(bits: Bitboard) -> list[Action]:
    """Which squares are set, in ascending order."""
    out: list[Action] = []
    while bits:
        lowest = bits & -bits
        out.append(lowest.bit_length() - 1)
        bits ^= lowest
    return out


# --- their code (src/reversi/game/rules.py) -------------------------------------------------------


def _placements(mine: Bitboard, theirs: Bitboard, size: int) -> Bitboard:
    """Every square this player could legally play, as a bitboard."""
    geo = geometry(size)
    empty = geo.full & ~(mine | theirs)
    moves = 0

    for step in geo.shifts:
        # Opponent discs sitting directly next to one of mine, in this direction.
        run = shift(mine, step, geo.full) & theirs

        # Grow each into the whole unbroken run of opponent discs behind it.
        for _ in range(size - 2):
            run |= shift(run, step, geo.full) & theirs

        # One step past the end of the run: if that square is empty, playing it
        # would trap the whole run.
        moves |= shift(run, step, geo.full) & empty

    return moves


def _flips_from(square: Bitboard, mine: Bitboard, theirs: Bitboard, size: int) -> Bitboard:
    """Discs flipped by playing ``square``, across all eight directions."""
    geo = geometry(size)
    flipped = 0

    for step in geo.shifts:
        run = 0
        probe = shift(square, step, geo.full)
        while probe & theirs:
            run |= probe
            probe = shift(probe, step, geo.full)
        if run and (probe & mine):
            flipped |= run

    return flipped


# --- their code (src/reversi/endgame/solver.py) ---------------------------------------------------

_MOBILITY_ORDERING_FROM = 9

_EXACT = 0
_LOWER = 1
_UPPER = 2


def _terminal_margin(mine: Bitboard, theirs: Bitboard, size: int, empties_to_winner: bool) -> int:
    """The final disc difference, under one of the two scoring conventions."""
    mine_count = popcount(mine)
    theirs_count = popcount(theirs)
    if empties_to_winner:
        open_squares = size * size - mine_count - theirs_count
        if mine_count > theirs_count:
            mine_count += open_squares
        elif theirs_count > mine_count:
            theirs_count += open_squares
    return mine_count - theirs_count


def _square_order(size: int) -> tuple[int, ...]:
    """Squares from most to least promising, by shape alone."""
    last = size - 1
    order: list[tuple[int, int]] = []
    for row in range(size):
        for col in range(size):
            near_row = min(row, last - row)
            near_col = min(col, last - col)
            if near_row == 0 and near_col == 0:
                rank = 0  # corner
            elif near_row <= 1 and near_col <= 1:
                rank = 4  # the squares that give a corner away
            elif near_row == 0 or near_col == 0:
                rank = 1  # edge
            elif near_row == 1 or near_col == 1:
                rank = 3  # one in from an edge
            else:
                rank = 2  # interior
            order.append((rank, row * size + col))
    order.sort()
    return tuple(square for _, square in order)


_ORDER_CACHE: dict[int, tuple[int, ...]] = {}


def _order_for(size: int) -> tuple[int, ...]:
    cached = _ORDER_CACHE.get(size)
    if cached is None:
        cached = _square_order(size)
        _ORDER_CACHE[size] = cached
    return cached


def _ordered_moves(moves: Bitboard, mine: Bitboard, theirs: Bitboard, size: int) -> list[Action]:
    """The legal moves, most promising first."""
    squares = indices(moves)
    if len(squares) < 2:
        return squares

    remaining = popcount(geometry(size).full & ~(mine | theirs))
    if remaining < _MOBILITY_ORDERING_FROM:
        rank = _order_for(size).index
        return sorted(squares, key=rank)

    scored: list[tuple[int, int]] = []
    for square in squares:
        bit = 1 << square
        flipped = _flips_from(bit, mine, theirs, size)
        child_mine = theirs & ~flipped
        child_theirs = mine | flipped | bit
        replies = popcount(_placements(child_mine, child_theirs, size))
        scored.append((replies, square))
    scored.sort()
    return [square for _, square in scored]


def _search(
    mine: Bitboard,
    theirs: Bitboard,
    size: int,
    alpha: int,
    beta: int,
    table: dict[tuple[int, int], tuple[int, int]],
    counter: list[int],
    empties_to_winner: bool,
) -> int:
    """Negamax with alpha-beta. Returns the final disc difference for ``mine``."""
    counter[0] += 1

    key = (mine, theirs)
    cached = table.get(key)
    if cached is not None:
        value, flag = cached
        if flag == _EXACT:
            return value
        if flag == _LOWER and value >= beta:
            return value
        if flag == _UPPER and value <= alpha:
            return value

    my_moves = _placements(mine, theirs, size)
    if not my_moves:
        their_moves = _placements(theirs, mine, size)
        if not their_moves:
            # Contract C3: neither side can place, so the game is over.
            return _terminal_margin(mine, theirs, size, empties_to_winner)
        # A pass is not a move and is never stored: it has no position of its
        # own, it is the same position seen from the other side.
        return -_search(theirs, mine, size, -beta, -alpha, table, counter, empties_to_winner)

    original_alpha = alpha
    best = -(size * size + 1)

    for square in _ordered_moves(my_moves, mine, theirs, size):
        bit = 1 << square
        flipped = _flips_from(bit, mine, theirs, size)
        value = -_search(
            theirs & ~flipped,
            mine | flipped | bit,
            size,
            -beta,
            -alpha,
            table,
            counter,
            empties_to_winner,
        )
        if value > best:
            best = value
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break

    if best <= original_alpha:
        flag = _UPPER
    elif best >= beta:
        flag = _LOWER
    else:
        flag = _EXACT
    table[key] = (best, flag)
    return best


# --- their code (src/reversi/game/reference.py) ---------------------------------------------------

Cell: TypeAlias = Player | None


@dataclass(frozen=True, slots=True)
class RefState:
    """A board position. Immutable: applying a move returns a new one."""

    grid: tuple[tuple[Cell, ...], ...]
    to_move: Player
    size: int

    def cell(self, row: int, col: int) -> Cell:
        return self.grid[row][col]

    def bitboards(self) -> tuple[Bitboard, Bitboard]:
        black = 0
        white = 0
        for row in range(self.size):
            for col in range(self.size):
                owner = self.grid[row][col]
                if owner is Player.BLACK:
                    black |= 1 << (row * self.size + col)
                elif owner is Player.WHITE:
                    white |= 1 << (row * self.size + col)
        return black, white


def to_index(row: int, col: int, size: int) -> Action:
    return row * size + col


def to_coords(index: Action, size: int) -> tuple[int, int]:
    return divmod(index, size)


def on_board(row: int, col: int, size: int) -> bool:
    return 0 <= row < size and 0 <= col < size


def flips_in_direction(
    state: RefState, row: int, col: int, d_row: int, d_col: int, player: Player
) -> list[Action]:
    """Discs flipped by playing at (row, col), looking one direction only."""
    captured: list[Action] = []
    r, c = row + d_row, col + d_col

    while on_board(r, c, state.size) and state.grid[r][c] is player.opponent:
        captured.append(to_index(r, c, state.size))
        r, c = r + d_row, c + d_col

    # The run only counts if it is closed off by one of our own discs.
    if captured and on_board(r, c, state.size) and state.grid[r][c] is player:
        return captured
    return []


def flips_for(state: RefState, index: Action, player: Player) -> list[Action]:
    """Every disc playing ``index`` would flip, across all eight directions."""
    row, col = to_coords(index, state.size)
    if not on_board(row, col, state.size) or state.grid[row][col] is not None:
        return []

    captured: list[Action] = []
    for d_row, d_col in DIRECTIONS:
        captured.extend(flips_in_direction(state, row, col, d_row, d_col, player))
    return captured


def flips(state: RefState, index: Action) -> list[Action]:
    """Discs flipped if the player to move plays ``index``."""
    return flips_for(state, index, state.to_move)


def legal_placements_for(state: RefState, player: Player) -> list[Action]:
    """Every square ``player`` could legally play, in ascending index order."""
    return [index for index in range(state.size * state.size) if flips_for(state, index, player)]


def legal_placements(state: RefState) -> list[Action]:
    """Every square the player to move could legally play."""
    return legal_placements_for(state, state.to_move)


def legal_actions(state: RefState) -> list[Action]:
    """Everything the player to move may legally do."""
    placements = legal_placements(state)
    if placements:
        return placements
    if legal_placements_for(state, state.to_move.opponent):
        return [pass_action(state.size)]
    return []


def apply(state: RefState, action: Action) -> RefState:
    """Play ``action`` and return the resulting position."""
    allowed = legal_actions(state)
    if action not in allowed:
        raise TheirIllegalMoveError(_explain_illegal(state, action, allowed))

    if action == pass_action(state.size):
        return RefState(grid=state.grid, to_move=state.to_move.opponent, size=state.size)

    row, col = to_coords(action, state.size)
    grid = [list(r) for r in state.grid]
    grid[row][col] = state.to_move
    for flipped in flips(state, action):
        f_row, f_col = to_coords(flipped, state.size)
        grid[f_row][f_col] = state.to_move

    return RefState(
        grid=tuple(tuple(r) for r in grid),
        to_move=state.to_move.opponent,
        size=state.size,
    )


def _explain_illegal(state: RefState, action: Action, allowed: list[Action]) -> str:
    """Error text carrying enough detail to reconstruct the position."""
    black, white = state.bitboards()
    if action == pass_action(state.size):
        reason = "cannot pass while a placement is available"
    elif not 0 <= action < state.size * state.size:
        reason = f"action out of range for a {state.size}x{state.size} board"
    elif not allowed:
        reason = "the game is already over"
    else:
        row, col = to_coords(action, state.size)
        occupied = state.grid[row][col] is not None
        reason = "square is occupied" if occupied else "move traps no opposing discs"
    return (
        f"illegal action {action}: {reason}. "
        f"to_move={state.to_move.label} size={state.size} "
        f"black=0x{black:016x} white=0x{white:016x} legal={allowed}"
    )


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: None, BLACK: Player.BLACK, WHITE: Player.WHITE}
FROM_THEIRS = {None: EMPTY, Player.BLACK: BLACK, Player.WHITE: WHITE}


def their(board, colour) -> RefState:
    grid = tuple(tuple(TO_THEIRS[square] for square in row) for row in board)
    return RefState(grid=grid, to_move=TO_THEIRS[colour], size=len(board))


def _sides(board, colour) -> tuple[Bitboard, Bitboard]:
    black, white = their(board, colour).bitboards()
    return (black, white) if colour == BLACK else (white, black)


# --- the exercises -----------------------------------------------------------------------------


def shift_east_federerl(bits, size):
    geo = geometry(size)
    return shift(bits, geo.shifts[DIRECTIONS.index((0, 1))], geo.full)


def legal_bits_federerl(me, opponent, size):
    return _placements(me, opponent, size)


def flip_bits_federerl(me, opponent, move, size):
    return _flips_from(move, me, opponent, size)


def exact_score_federerl(board, colour):
    """As their solve_exact: the full window, a fresh table, empty squares counted for nobody."""
    size = len(board)
    mine, theirs = _sides(board, colour)
    limit = size * size + 1
    return _search(mine, theirs, size, -limit, limit, {}, [0], False)


def flipped_discs_federerl(board, row, col, colour):
    size = len(board)
    state = their(board, colour)
    return [to_coords(index, size) for index in flips_for(state, to_index(row, col, size), state.to_move)]


def valid_moves_list_federerl(board, colour):
    state = their(board, colour)
    return [to_coords(index, len(board)) for index in legal_placements_for(state, state.to_move)]


def place_move_federerl(board, row, col, colour):
    size = len(board)
    try:
        after = apply(their(board, colour), to_index(row, col, size))
    except TheirIllegalMoveError as error:
        raise IllegalMoveError(str(error)) from error
    board[:] = [[FROM_THEIRS[cell] for cell in line] for line in after.grid]
    return board
