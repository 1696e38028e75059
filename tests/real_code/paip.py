"""Othello after chapter 18 of Norvig's "Paradigms of AI Programming", in Python by Daniel Connelly.

Repository: dhconnelly/paip-python, file paip/othello.py.
License: BSD 3-Clause, Copyright (c) 2015, Daniel Connelly.
Adapted: their 10x10 "mailbox" list (an 8x8 board with a border of OUTER) is filled from our board
by a wrapper and read back after a move, their pieces are our BLACK / WHITE / EMPTY, `xrange` is
`range`, and each exercise calls their functions, whose 8x8 is kept as it was.
"""

from othello_lesson.rules import BLACK, EMPTY, WHITE, IllegalMoveError

# --- their code --------------------------------------------------------------------------------

OUTER = "?"

UP, DOWN, LEFT, RIGHT = -10, 10, -1, 1
UP_RIGHT, DOWN_RIGHT, DOWN_LEFT, UP_LEFT = -9, 11, 9, -11
DIRECTIONS = (UP, UP_RIGHT, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT, LEFT, UP_LEFT)


def squares():
    """List all the valid squares on the board."""
    return [i for i in range(11, 89) if 1 <= (i % 10) <= 8]


def is_valid(move):
    """Is move a square on the board?"""
    return isinstance(move, int) and move in squares()


def opponent(player):
    """Get player's opponent piece."""
    return BLACK if player is WHITE else WHITE


def find_bracket(square, player, board, direction):
    """
    Find a square that forms a bracket with `square` for `player` in the given
    `direction`.  Returns None if no such square exists.
    """
    bracket = square + direction
    if board[bracket] == player:
        return None
    opp = opponent(player)
    while board[bracket] == opp:
        bracket += direction
    return None if board[bracket] in (OUTER, EMPTY) else bracket


def is_legal(move, player, board):
    """Is this a legal move for the player?"""

    def hasbracket(direction):
        return find_bracket(move, player, board, direction)

    return board[move] == EMPTY and any(map(hasbracket, DIRECTIONS))


def make_move(move, player, board):
    """Update the board to reflect the move by the specified player."""
    board[move] = player
    for d in DIRECTIONS:
        make_flips(move, player, board, d)
    return board


def make_flips(move, player, board, direction):
    """Flip pieces in the given direction as a result of the move by player."""
    bracket = find_bracket(move, player, board, direction)
    if not bracket:
        return
    square = move + direction
    while square != bracket:
        board[square] = player
        square += direction


def legal_moves(player, board):
    """Get a list of all legal moves for player."""
    return [sq for sq in squares() if is_legal(sq, player, board)]


def any_legal_move(player, board):
    """Can player make any moves?"""
    return any(is_legal(sq, player, board) for sq in squares())


def next_player(board, prev_player):
    """Which player should move next?  Returns None if no legal moves exist."""
    opp = opponent(prev_player)
    if any_legal_move(opp, board):
        return opp
    elif any_legal_move(prev_player, board):
        return prev_player
    return None


# --- translation between our board and their mailbox -------------------------------------------


def to_mailbox(board):
    """Their 100-square list, holding what of our board fits in their 8x8."""
    cells = [OUTER] * 100
    for row in range(min(len(board), 8)):
        for col in range(min(len(board), 8)):
            cells[10 * (row + 1) + col + 1] = board[row][col]
    return cells


def to_square(row, col):
    """Their square number for (row, col), or None where their 8x8 has no such square."""
    return 10 * (row + 1) + col + 1 if 0 <= row < 8 and 0 <= col < 8 else None


def to_row_col(square):
    return square // 10 - 1, square % 10 - 1


def back_to_board(cells, board):
    for row in range(min(len(board), 8)):
        for col in range(min(len(board), 8)):
            board[row][col] = cells[10 * (row + 1) + col + 1]


# --- the exercises -----------------------------------------------------------------------------


def sandwiches_paip(board, row, col, dr, dc, colour):
    return find_bracket(to_square(row, col), colour, to_mailbox(board), 10 * dr + dc) is not None


def is_valid_move_paip(board, row, col, colour):
    move = to_square(row, col)
    return is_valid(move) and is_legal(move, colour, to_mailbox(board))


def flips_in_direction_paip(board, row, col, dr, dc, colour):
    cells = to_mailbox(board)
    before = list(cells)
    make_flips(to_square(row, col), colour, cells, 10 * dr + dc)
    return [to_row_col(sq) for sq in range(100) if cells[sq] != before[sq]]


def place_move_paip(board, row, col, colour):
    cells = to_mailbox(board)
    move = to_square(row, col)
    if not is_valid(move) or not is_legal(move, colour, cells):  # as their get_move checks
        raise IllegalMoveError("not a legal move")
    back_to_board(make_move(move, colour, cells), board)
    return board


def valid_moves_list_paip(board, colour):
    return [to_row_col(sq) for sq in legal_moves(colour, to_mailbox(board))]


def has_valid_move_paip(board, colour):
    return any_legal_move(colour, to_mailbox(board))


def next_player_paip(board, colour):
    return next_player(to_mailbox(board), colour)
