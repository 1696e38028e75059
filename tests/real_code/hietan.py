"""othellopy, a small package for Othello exercises in Python lessons, by Hietan.

Repository: Hietan/othellopy, files src/othellopy/core.py, src/othellopy/board.py,
src/othellopy/game.py and src/othellopy/players/_logic.py (the sample players' shared logic).
License: Apache License 2.0, as the repository's README states; Copyright 2026 Hietan (NOTICE).
Adapted: their cells are an IntEnum Cell (EMPTY 0, BLACK 1, WHITE 2); a wrapper writes our board
in it, and turns their winner Cell.EMPTY (a draw) into our DRAW.  Their alphabeta always scores
with their evaluate_board (kept here as _their_evaluate_board): it takes the evaluation as one
added keyword, and the wrapper passes ours; the search is started as their AdvancedPlayer starts
it (the colour to move is the maximising colour; for negamax, their window of +-WIN_SCORE).
"""

from dataclasses import dataclass
from enum import IntEnum

from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE, IllegalMoveError

# --- their code (src/othellopy/core.py) ----------------------------------------------------------


class Cell(IntEnum):
    """Board cell values used by othellopy."""

    EMPTY = 0
    BLACK = 1
    WHITE = 2


Board = list[list[Cell]]
Move = tuple[int, int]


def opponent(cell: Cell) -> Cell:
    """Return the opponent color for a player cell."""
    cell = Cell(cell)
    if cell == Cell.BLACK:
        return Cell.WHITE
    if cell == Cell.WHITE:
        return Cell.BLACK
    msg = "cell must be Cell.BLACK or Cell.WHITE"
    raise ValueError(msg)


# --- their code (src/othellopy/board.py) ---------------------------------------------------------


def initial_board() -> Board:
    """Return the standard initial Othello board."""
    board = [[Cell.EMPTY for _ in range(8)] for _ in range(8)]
    board[3][3] = Cell.WHITE
    board[3][4] = Cell.BLACK
    board[4][3] = Cell.BLACK
    board[4][4] = Cell.WHITE
    return board


def board_to_str(board: Board) -> str:
    """Return a readable board string for notebooks and debugging."""
    lines = ["  0 1 2 3 4 5 6 7"]
    for row_number, row in enumerate(board):
        cells = " ".join(_piece_to_mark(piece) for piece in row)
        lines.append(f"{row_number} {cells}")
    return "\n".join(lines)


def _piece_to_mark(piece: Cell) -> str:
    piece = Cell(piece)
    if piece == Cell.BLACK:
        return "B"
    if piece == Cell.WHITE:
        return "W"
    return "."


# --- their code (src/othellopy/game.py) ----------------------------------------------------------


def _count_cell(board: Board, cell: Cell) -> int:
    return sum(row.count(cell) for row in board)


def _winner(black_score: int, white_score: int) -> Cell:
    if black_score > white_score:
        return Cell.BLACK
    if white_score > black_score:
        return Cell.WHITE
    return Cell.EMPTY


# --- their code (src/othellopy/players/_logic.py) ------------------------------------------------

MAX_CONSECUTIVE_PASSES = 2
WIN_SCORE = 100_000
CORNER_BONUS = 1_000
MOBILITY_WEIGHT = 8
DISC_WEIGHT = 2
DIRECTIONS = (
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
)
POSITION_WEIGHTS = (
    (120, -20, 20, 5, 5, 20, -20, 120),
    (-20, -40, -5, -5, -5, -5, -40, -20),
    (20, -5, 15, 3, 3, 15, -5, 20),
    (5, -5, 3, 3, 3, 3, -5, 5),
    (5, -5, 3, 3, 3, 3, -5, 5),
    (20, -5, 15, 3, 3, 15, -5, 20),
    (-20, -40, -5, -5, -5, -5, -40, -20),
    (120, -20, 20, 5, 5, 20, -20, 120),
)
CORNERS = ((0, 0), (0, 7), (7, 0), (7, 7))


@dataclass(frozen=True)
class SearchState:
    """Alpha-beta search state."""

    color: Cell
    depth: int
    alpha: int
    beta: int
    pass_count: int


def alphabeta(
    board: Board,
    *,
    maximizing_color: Cell,
    state: SearchState,
    evaluate_board=None,  # added: the evaluation to score with (theirs when None)
) -> int:
    """Return an alpha-beta search score."""
    evaluate_board = evaluate_board or _their_evaluate_board
    if state.depth <= 0 or state.pass_count == MAX_CONSECUTIVE_PASSES:
        return evaluate_board(board, maximizing_color)

    moves = valid_moves(board, state.color)
    next_color = opponent(state.color)
    if not moves:
        return alphabeta(
            board,
            maximizing_color=maximizing_color,
            state=SearchState(
                color=next_color,
                depth=state.depth - 1,
                alpha=state.alpha,
                beta=state.beta,
                pass_count=state.pass_count + 1,
            ),
            evaluate_board=evaluate_board,
        )

    alpha = state.alpha
    beta = state.beta
    if state.color == maximizing_color:
        best_score = -WIN_SCORE
        for move in moves:
            score = alphabeta(
                apply_move(board, state.color, move),
                maximizing_color=maximizing_color,
                state=SearchState(
                    color=next_color,
                    depth=state.depth - 1,
                    alpha=alpha,
                    beta=beta,
                    pass_count=0,
                ),
                evaluate_board=evaluate_board,
            )
            best_score = max(best_score, score)
            alpha = max(alpha, best_score)
            if alpha >= beta:
                break
        return best_score

    best_score = WIN_SCORE
    for move in moves:
        score = alphabeta(
            apply_move(board, state.color, move),
            maximizing_color=maximizing_color,
            state=SearchState(
                color=next_color,
                depth=state.depth - 1,
                alpha=alpha,
                beta=beta,
                pass_count=0,
            ),
            evaluate_board=evaluate_board,
        )
        best_score = min(best_score, score)
        beta = min(beta, best_score)
        if alpha >= beta:
            break
    return best_score


def _their_evaluate_board(board: Board, color: Cell) -> int:
    """Return a heuristic score for a board (their evaluate_board)."""
    other_color = opponent(color)
    color_moves = valid_moves(board, color)
    other_moves = valid_moves(board, other_color)

    if not color_moves and not other_moves:
        score_difference = count_cell(board, color) - count_cell(board, other_color)
        if score_difference > 0:
            return WIN_SCORE
        if score_difference < 0:
            return -WIN_SCORE
        return 0

    return (
        weighted_cells(board, color)
        - weighted_cells(board, other_color)
        + (len(color_moves) - len(other_moves)) * MOBILITY_WEIGHT
        + (corner_count(board, color) - corner_count(board, other_color)) * CORNER_BONUS
        + (count_cell(board, color) - count_cell(board, other_color)) * DISC_WEIGHT
    )


def weighted_cells(board: Board, color: Cell) -> int:
    """Return the weighted position score for one color."""
    return sum(
        POSITION_WEIGHTS[row][col]
        for row, line in enumerate(board)
        for col, cell in enumerate(line)
        if cell == color
    )


def corner_count(board: Board, color: Cell) -> int:
    """Return how many corners one color owns."""
    return sum(1 for row, col in CORNERS if board[row][col] == color)


def count_cell(board: Board, color: Cell) -> int:
    """Return how many cells one color owns."""
    return sum(row.count(color) for row in board)


def valid_moves(board: Board, color: Cell) -> list[Move]:
    """Return all valid moves for one color."""
    return [
        (row, col)
        for row, line in enumerate(board)
        for col, _ in enumerate(line)
        if flips_for(board, color, (row, col))
    ]


def apply_move(board: Board, color: Cell, move: Move) -> Board:
    """Return a copied board after applying one move."""
    next_board = [row.copy() for row in board]
    row, col = move
    next_board[row][col] = color
    for flip_row, flip_col in flips_for(board, color, move):
        next_board[flip_row][flip_col] = color
    return next_board


def flips_for(board: Board, color: Cell, move: Move) -> list[Move]:
    """Return cells flipped by one move."""
    row, col = move
    if not is_on_board(board, row, col):
        return []
    if board[row][col] != Cell.EMPTY:
        return []

    flips = []
    for row_step, col_step in DIRECTIONS:
        flips.extend(flips_in_direction(board, color, move, (row_step, col_step)))
    return flips


def flips_in_direction(
    board: Board,
    color: Cell,
    move: Move,
    direction: Move,
) -> list[Move]:
    """Return cells flipped by one move in one direction."""
    flips = []
    other_color = opponent(color)
    row, col = move
    row_step, col_step = direction
    current_row = row + row_step
    current_col = col + col_step

    while is_on_board(board, current_row, current_col):
        cell = board[current_row][current_col]
        if cell == other_color:
            flips.append((current_row, current_col))
        elif cell == color:
            return flips
        else:
            return []

        current_row += row_step
        current_col += col_step

    return []


def is_on_board(board: Board, row: int, col: int) -> bool:
    """Return whether a coordinate is on the board."""
    return 0 <= row < len(board) and 0 <= col < len(board[row])


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {EMPTY: Cell.EMPTY, BLACK: Cell.BLACK, WHITE: Cell.WHITE}
FROM_THEIRS = {Cell.EMPTY: EMPTY, Cell.BLACK: BLACK, Cell.WHITE: WHITE}
WINNER = {Cell.BLACK: BLACK, Cell.WHITE: WHITE, Cell.EMPTY: DRAW}


def their_board(board) -> Board:
    return [[TO_THEIRS[square] for square in row] for row in board]


def our_board(board: Board):
    return [[FROM_THEIRS[cell] for cell in row] for row in board]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_hietan(size):
    return our_board(initial_board())


def board_to_text_hietan(board):
    return board_to_str(their_board(board))


def is_on_board_hietan(board, row, col):
    return is_on_board(their_board(board), row, col)


def is_valid_move_hietan(board, row, col, colour):
    return bool(flips_for(their_board(board), TO_THEIRS[colour], (row, col)))


def flips_in_direction_hietan(board, row, col, dr, dc, colour):
    return flips_in_direction(their_board(board), TO_THEIRS[colour], (row, col), (dr, dc))


def flipped_discs_hietan(board, row, col, colour):
    return flips_for(their_board(board), TO_THEIRS[colour], (row, col))


def place_move_hietan(board, row, col, colour):
    """Their game refuses a move not in valid_moves, then plays apply_move's board."""
    theirs = their_board(board)
    if (row, col) not in valid_moves(theirs, TO_THEIRS[colour]):
        raise IllegalMoveError("invalid move")
    board[:] = our_board(apply_move(theirs, TO_THEIRS[colour], (row, col)))
    return board


def valid_moves_list_hietan(board, colour):
    return valid_moves(their_board(board), TO_THEIRS[colour])


def has_valid_move_hietan(board, colour):
    return bool(valid_moves(their_board(board), TO_THEIRS[colour]))


def count_discs_hietan(board):
    theirs = their_board(board)
    return (_count_cell(theirs, Cell.BLACK), _count_cell(theirs, Cell.WHITE))


def winner_hietan(board):
    theirs = their_board(board)
    return WINNER[_winner(_count_cell(theirs, Cell.BLACK), _count_cell(theirs, Cell.WHITE))]


def weights_score_hietan(board, colour):
    """The weighted part of their evaluate_board: their table for colour minus the opponent's."""
    theirs, color = their_board(board), TO_THEIRS[colour]
    return weighted_cells(theirs, color) - weighted_cells(theirs, opponent(color))


def _theirs_scored_by(evaluate):
    return lambda board, color: evaluate(our_board(board), FROM_THEIRS[color])


def alphabeta_hietan(board, colour, depth, evaluate, alpha, beta):
    return alphabeta(
        their_board(board),
        maximizing_color=TO_THEIRS[colour],
        state=SearchState(color=TO_THEIRS[colour], depth=depth, alpha=alpha, beta=beta, pass_count=0),
        evaluate_board=_theirs_scored_by(evaluate),
    )


def negamax_hietan(board, colour, depth, evaluate):
    return alphabeta_hietan(board, colour, depth, evaluate, -WIN_SCORE, WIN_SCORE)
