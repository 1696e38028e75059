"""othello-coach, an Othello trainer on 64-bit bitboards with a search and an exact solver.

Repository: yanniedog/othello-coach, files othello_coach/engine/board.py,
othello_coach/engine/movegen_fast.py, othello_coach/engine/solver.py and
othello_coach/insights/features.py.
License: MIT, Copyright (c) 2025 Othello Coach (the repository's LICENSE).
Adapted: their bitboards put the square (row, col) at bit row * 8 + col, as ours do on 8x8, so the
lesson 10 answers pass our bits to their functions as they are (a move's bit becomes its square
number); a board of the course becomes their B and W bitboards with our bit numbering
row * size + col (the one lesson 10 teaches), its hash computed by their compute_hash.  Their board's
legal_moves_mask, which only passes the board's fields on to movegen_fast's, is named
legal_moves_mask_of beside it; shift_east is their _shift one step east (d == 1).  Their Rust
kernel is not there, so solve_exact's pure-Python path, _python_exact_solver, is the one that runs;
the frontier answer keeps the lines of extract_features that count frontier discs.
"""

from __future__ import annotations

from dataclasses import dataclass

from othello_lesson.rules import BLACK, WHITE

# --- their code (othello_coach/engine/board.py) ----------------------------------------------------

# Masks
NOT_A = 0xFEFEFEFEFEFEFEFE
NOT_H = 0x7F7F7F7F7F7F7F7F

# Zobrist (deterministic)
_Z_SEED = 0x9E3779B97F4A7C15
_Z_KEYS = [[0] * 64 for _ in range(2)]
_Z_STM = 0


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = x
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
    return z ^ (z >> 31)


seed = _Z_SEED
for c in range(2):
    for i in range(64):
        seed = _splitmix64(seed)
        _Z_KEYS[c][i] = seed
seed = _splitmix64(seed)
_Z_STM = seed


@dataclass
class Board:
    B: int
    W: int
    stm: int  # 0 black, 1 white
    ply: int
    hash: int


def compute_hash(B: int, W: int, stm: int) -> int:
    h = 0
    for i in range(64):
        bit = 1 << i
        if B & bit:
            h ^= _Z_KEYS[0][i]
        if W & bit:
            h ^= _Z_KEYS[1][i]
    if stm:
        h ^= _Z_STM
    return h & 0xFFFFFFFFFFFFFFFF


@dataclass
class StackFrame:
    move_sq: int
    flipped: int
    prev_hash: int
    prev_stm: int
    prev_ply: int


def legal_moves_mask_of(board: Board) -> int:  # their board.legal_moves_mask, renamed beside movegen's
    return legal_moves_mask(board.B, board.W, board.stm)


def make_move(board: Board, sq: int) -> tuple[Board, StackFrame]:
    mask = 1 << sq
    legal = legal_moves_mask_of(board)
    if not (mask & legal):
        raise ValueError("illegal move")
    own = board.B if board.stm == 0 else board.W
    opp = board.W if board.stm == 0 else board.B
    flips = flip_mask_for_move(own, opp, sq)
    if flips == 0:
        raise ValueError("illegal move (no flips)")

    prev = StackFrame(sq, flips, board.hash, board.stm, board.ply)

    # Incremental Zobrist update
    h = board.hash
    # remove stm
    if board.stm:
        h ^= _Z_STM
    # place piece at sq and flip captured discs
    color_idx = board.stm  # 0 for B, 1 for W
    other_idx = 1 - color_idx
    # place new piece
    h ^= _Z_KEYS[color_idx][sq]
    # flip discs: remove from opp, add to own
    f = flips
    while f:
        lsb = f & -f
        i = lsb.bit_length() - 1
        h ^= _Z_KEYS[color_idx][i]
        h ^= _Z_KEYS[other_idx][i]
        f ^= lsb

    own |= mask | flips
    opp &= ~flips & ((1 << 64) - 1)

    if board.stm == 0:
        B, W = own, opp
    else:
        W, B = own, opp

    stm = 1 - board.stm
    ply = board.ply + 1
    # add stm for next player
    if stm:
        h ^= _Z_STM
    return Board(B, W, stm, ply, h & 0xFFFFFFFFFFFFFFFF), prev


# --- their code (othello_coach/engine/movegen_fast.py) ---------------------------------------------

# Directions in deltas: N, S, E, W, NE, NW, SE, SW
DIRS = [8, -8, 1, -1, 9, 7, -7, -9]


def _shift(bb: int, d: int) -> int:
    if d == 8:
        return (bb << 8) & 0xFFFFFFFFFFFFFFFF
    if d == -8:
        return (bb >> 8) & 0xFFFFFFFFFFFFFFFF
    if d == 1:
        return (bb << 1) & NOT_A & 0xFFFFFFFFFFFFFFFF
    if d == -1:
        return (bb >> 1) & NOT_H & 0xFFFFFFFFFFFFFFFF
    if d == 9:
        return (bb << 9) & NOT_A & 0xFFFFFFFFFFFFFFFF
    if d == 7:
        return (bb << 7) & NOT_H & 0xFFFFFFFFFFFFFFFF
    if d == -7:
        return (bb >> 7) & NOT_A & 0xFFFFFFFFFFFFFFFF
    if d == -9:
        return (bb >> 9) & NOT_H & 0xFFFFFFFFFFFFFFFF
    raise ValueError("bad dir")


def legal_moves_mask(B: int, W: int, stm: int) -> int:
    own, opp = (B, W) if stm == 0 else (W, B)
    empty = ~(B | W) & 0xFFFFFFFFFFFFFFFF
    moves = 0
    # For each direction, expand captures using shift-and-mask trick
    for d in DIRS:
        t = _shift(own, d) & opp
        # Up to 5 additional expansions are sufficient on an 8x8 board
        t |= _shift(t, d) & opp
        t |= _shift(t, d) & opp
        t |= _shift(t, d) & opp
        t |= _shift(t, d) & opp
        t |= _shift(t, d) & opp
        moves |= _shift(t, d) & empty
    return moves


def flip_mask_for_move(own: int, opp: int, sq: int) -> int:
    # Re-traverse each direction from the move square to compute flips
    m = 1 << sq
    flips = 0
    for d in DIRS:
        run = 0
        cur = _shift(m, d)
        while cur and (cur & opp):
            run |= cur
            cur = _shift(cur, d)
        if run and (cur & own):
            flips |= run
    return flips


# --- their code (othello_coach/engine/solver.py) ----------------------------------------------------


def terminal_disc_diff_cp(board: Board) -> int:
    return (board.B.bit_count() - board.W.bit_count()) * 100


def _python_exact_solver(board: Board) -> int:
    """Python implementation of exact solver"""
    mask = legal_moves_mask(board.B, board.W, board.stm)
    if mask == 0:
        # pass move
        new_stm = 1 - board.stm
        b_pass = Board(board.B, board.W, new_stm, board.ply + 1, compute_hash(board.B, board.W, new_stm))
        mask2 = legal_moves_mask(b_pass.B, b_pass.W, b_pass.stm)
        if mask2 == 0:
            return terminal_disc_diff_cp(board)
        return -_python_exact_solver(b_pass)

    best = -1_000_000
    m = mask
    while m:
        lsb = m & -m
        sq = lsb.bit_length() - 1
        m ^= lsb
        b2, _ = make_move(board, sq)
        score = -_python_exact_solver(b2)
        if score > best:
            best = score
    return best


# --- their code (othello_coach/insights/features.py, the frontier part of extract_features) ---------


def frontier_features(B: int, W: int, stm: int):
    empties = ~(B | W) & 0xFFFFFFFFFFFFFFFF
    # Squares adjacent to empties (8-neighborhood)
    adj_mask = (
        (empties << 1)
        | (empties >> 1)
        | (empties << 8)
        | (empties >> 8)
        | (empties << 9)
        | (empties >> 9)
        | (empties << 7)
        | (empties >> 7)
    ) & 0xFFFFFFFFFFFFFFFF
    opp = W if stm == 0 else B
    own = B if stm == 0 else W
    # Frontier discs are discs adjacent to any empty square
    frontier_stm = (own & adj_mask).bit_count()
    frontier_opp = (opp & adj_mask).bit_count()
    return {"frontier_stm": frontier_stm, "frontier_opp": frontier_opp}


# --- translation -------------------------------------------------------------------------------

STM = {BLACK: 0, WHITE: 1}


def their(board, colour) -> Board:
    size = len(board)
    black = white = 0
    for row in range(size):
        for col in range(size):
            if board[row][col] == BLACK:
                black |= 1 << (row * size + col)
            elif board[row][col] == WHITE:
                white |= 1 << (row * size + col)
    return Board(black, white, STM[colour], 0, compute_hash(black, white, STM[colour]))


# --- the exercises -----------------------------------------------------------------------------


def shift_east_coach(bits, size):
    return _shift(bits, 1)


def legal_bits_coach(me, opponent, size):
    return legal_moves_mask(me, opponent, 0)


def flip_bits_coach(me, opponent, move, size):
    return flip_mask_for_move(me, opponent, move.bit_length() - 1)


def frontier_count_coach(board, colour):
    theirs = their(board, colour)
    return frontier_features(theirs.B, theirs.W, theirs.stm)["frontier_stm"]


def exact_score_coach(board, colour):
    return _python_exact_solver(their(board, colour))
