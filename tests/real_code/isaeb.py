# ruff: noqa: E501, SIM103, SIM110  # their code, in their style
"""Python Othello, a terminal Othello with an alpha-beta engine on bitboards, by isaeb.

Repository: isaeb/pyOthello, files othello/board.py, othello/move.py and engine/engine.py.
License: MIT (the repository's README.md: "This project is licensed under the MIT License.").
Adapted: their board is a list of columns, board[col][row], of 'b', 'w' and '' (empty), and a move
is a name such as 'd3' (the column's letter, then the row's number); a wrapper writes our board in
theirs (whatever its size), names the square asked with our letters ('a' to 'z') and the row's
number (a square above or left of the board, which their names cannot say, is named '?0', which
their is_legal refuses as it refuses any name off its board), and for place_move writes their squares back in our board (their make_move returns False
for an illegal move: the wrapper returns the board either way).  Their bitboards put the square
(row, col) at bit row * 8 + col, as ours do on 8x8; flip_bits reads the discs that
make_move_bitboard takes from the opponent.  Only the functions used are kept.
"""

from typing import Literal

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (othello/move.py) -----------------------------------------------------------------


class Move:
    def __init__(self, notation: str, color: Literal["b", "w"]):
        self.notation = notation
        self.color = color

        columns = "abcdefgh"
        rows = "12345678"
        self.coordinates = (columns.find(notation[0]), rows.find(notation[1]))


# --- their code (othello/board.py) ----------------------------------------------------------------


class Board:
    def __init__(self):
        # Init variables
        self.moves = []
        self.board = init_board()
        self.fen = create_fen(self.board)

    def __str__(self):
        s = ""
        for row in range(8):
            for col in range(8):
                val = self.board[col][row]
                if val == "":
                    s += "⛶"
                else:
                    s += "○●"["bw".find(val)]
                s += " "
            s += "\n"
        return s

    def get_score(self, color: Literal["b", "w"]):
        count = 0
        for col in range(8):
            for row in range(8):
                if self.board[col][row] == color:
                    count += 1
        return count

    def game_over(self) -> bool:
        for color in "bw":
            if self.has_legal_moves(color):
                return False
        return True

    def has_legal_moves(self, color: Literal["b", "w"]) -> False:
        for col in "abcdefgh":
            for row in "1234567":
                if is_legal(self.board, col + row, color):
                    return True
        return False

    def make_move(
        self,
        coordinate: str,
        color: Literal["b", "w"],
        update_fen: bool = True,
        update_pgn=True,
        update_move_list: bool = True,
    ) -> bool:
        if not is_legal(self.board, coordinate, color):
            return False

        c = "abcdefgh".find(coordinate[0])
        r = int(coordinate[1]) - 1
        other_color = "wb"["bw".find(color)]
        for dx in [1, 0, -1]:
            for dy in [1, 0, -1]:
                if dx == 0 and dy == 0:
                    continue
                coordinates = []
                cursor_col = c + dx
                cursor_row = r + dy
                if not legal_coordinate(cursor_col, cursor_row):
                    continue
                if self.board[cursor_col][cursor_row] == "":
                    continue
                while self.board[cursor_col][cursor_row] == other_color:
                    coordinates.append((cursor_col, cursor_row))
                    cursor_col += dx
                    cursor_row += dy
                    if not legal_coordinate(cursor_col, cursor_row):
                        coordinates = []
                        break
                    if self.board[cursor_col][cursor_row] == color:
                        for coord in coordinates:
                            self.board[coord[0]][coord[1]] = color
                        self.board[c][r] = color
                        break
        if update_fen:
            self.fen = create_fen(self.board)
        if update_move_list:
            self.moves.append(Move(coordinate, color))
        if update_pgn:
            self = create_pgn(self.moves)
        return True


def create_pgn(moves: list[Move]):
    s = ""
    move_num = 1
    last_move = "w"
    for move_num, move in enumerate(moves, start=1):
        if move.color == "b":
            s += f"{move_num}. {move.notation}"
            if last_move == "b":
                s += "..\n"
        else:
            if last_move == "w":
                s += f"{move_num}. .."
            s += f" {move.notation}\n"


def is_legal(board: list[list[str]], coordinate: str, color: Literal["b", "w"]) -> bool:
    c = "abcdefgh".find(coordinate[0])
    r = int(coordinate[1]) - 1
    other_color = "wb"["bw".find(color)]

    if not legal_coordinate(c, r):
        return False

    if board[c][r] != "":
        return False

    for dx in [1, 0, -1]:
        for dy in [1, 0, -1]:
            if dx == 0 and dy == 0:
                continue
            cursor_col = c + dx
            cursor_row = r + dy
            if not legal_coordinate(cursor_col, cursor_row):
                continue
            while board[cursor_col][cursor_row] == other_color:
                cursor_col += dx
                cursor_row += dy
                if not legal_coordinate(cursor_col, cursor_row):
                    break
                if board[cursor_col][cursor_row] == color:
                    return True


def legal_coordinate(column: int, row: int):
    if column < 0 or column > 7:
        return False
    if row < 0 or row > 7:
        return False
    return True


def create_fen(board: list[list[str]]) -> str:
    fen = ""
    whitespace = 0
    for row in range(8):
        for col in range(8):
            val = board[col][row]
            if val == "":
                whitespace += 1
            else:
                if whitespace > 0:
                    fen += str(whitespace)
                    whitespace = 0
                char = "dD"["bw".find(val)]
                fen += char
        if whitespace > 0:
            fen += str(whitespace)
            whitespace = 0
        if row < 7:
            fen += "/"
    return fen


def init_board() -> list[list[str]]:
    board = [["" for _ in range(8)] for _ in range(8)]
    board[3][3] = "w"
    board[4][3] = "b"
    board[3][4] = "b"
    board[4][4] = "w"
    return board


# --- their code (engine/engine.py) ----------------------------------------------------------------


def find_legal_moves_bitboard(black_bitboard, white_bitboard, color):
    if color == "b":
        player = black_bitboard
        opponent = white_bitboard
    else:
        player = white_bitboard
        opponent = black_bitboard
    legal_moves_bitboard = 0  # Start with an empty bitboard

    directions = [-1, 1, -8, 8, -7, 7, -9, 9]

    for i in range(64):  # Iterate over all 64 squares
        if (player | opponent) & (1 << i):  # Skip occupied squares
            continue

        for direction in directions:
            flip = False
            pos = i + direction

            # Check boundaries for left-right moves and row wrapping
            jumping = False
            while 0 <= pos < 64:
                if direction == -1 and pos % 8 == 7:  # If we're at the rightmost column
                    break
                if direction == 1 and pos % 8 == 0:  # If we're at the leftmost column
                    break

                if direction == -7 and pos % 8 == 0:
                    break
                if direction == 7 and pos % 8 == 7:
                    break

                if direction == -9 and pos % 8 == 7:
                    break
                if direction == 9 and pos % 8 == 0:
                    break

                # If we encounter the opponent's piece, continue checking
                if (opponent >> pos) & 1:
                    pos += direction
                    jumping = True
                # If we encounter the player's own piece, it's a valid move in this direction
                elif (player >> pos) & 1:
                    if jumping:
                        flip = True
                    break
                else:  # An empty square or boundary, break out
                    break

            if flip:
                legal_moves_bitboard |= 1 << i  # Mark this square as a legal move

    return legal_moves_bitboard


def shift_board(bitboard, shift):
    """
    Shifts the bitboard in the specified direction while avoiding illegal board wrapping.
    """
    if shift > 0:  # Shifting downwards or rightwards
        if shift % 8 == 0:  # Vertical shift (up/down)
            return bitboard >> shift
        elif shift == 1:  # Right shift
            return (bitboard >> shift) & 0x7F7F7F7F7F7F7F7F  # Mask to avoid wrapping
        elif shift == -1:  # Left shift
            return (bitboard << -shift) & 0xFEFEFEFEFEFEFEFE  # Mask to avoid wrapping
    else:  # Shifting upwards or leftwards
        shift = -shift
        if shift % 8 == 0:  # Vertical shift (up/down)
            return bitboard << shift
        elif shift == 1:  # Left shift
            return (bitboard << shift) & 0xFEFEFEFEFEFEFEFE  # Mask to avoid wrapping
        elif shift == -1:  # Right shift
            return (bitboard >> -shift) & 0x7F7F7F7F7F7F7F7F  # Mask to avoid wrapping
    return 0  # Return 0 if no valid shift is applied


def make_move_bitboard(black, white, color, move):
    if color == "b":
        player = black
        opponent = white
    else:
        player = white
        opponent = black
    # Directions: [±1, ±8, ±7, ±9] (left, right, up, down, diagonals)
    DIRECTIONS = [-1, 1, -8, 8, -7, -9, 7, 9]
    flips = 0

    # Compute flips for all directions
    for direction in DIRECTIONS:
        flips |= compute_flips(move, player, opponent, direction)

    # Update bitboards
    player |= flips | move  # Add flipped pieces and the move to the player
    opponent &= ~flips  # Remove flipped pieces from the opponent

    if color == "b":
        return player, opponent
    else:
        return opponent, player


def compute_flips(move, player, opponent, direction):
    """
    Compute the pieces flipped in a specific direction.
    """
    mask = 0
    potential = shift_board(move, direction) & opponent  # Check the first step
    while potential:
        mask |= potential  # Accumulate potential flips
        potential = shift_board(potential, direction) & opponent
    # Check if flips are valid (bracketed by a player piece)
    if shift_board(mask, direction) & player:
        return mask
    return 0


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: "", OUR_BLACK: "b", OUR_WHITE: "w"}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def their(board) -> Board:
    theirs = Board()
    theirs.board = [[TO_THEIRS[row[col]] for row in board] for col in range(len(board))]
    return theirs


def our(columns):
    return [[FROM_THEIRS[column[row]] for column in columns] for row in range(len(columns))]


def name(row, col):
    return LETTERS[col] + str(row + 1) if row >= 0 and col >= 0 else "?0"


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_isaeb(size):
    return our(init_board())


def board_to_text_isaeb(board):
    return str(their(board))


def is_valid_move_isaeb(board, row, col, colour):
    return is_legal(their(board).board, name(row, col), TO_THEIRS[colour])


def has_valid_move_isaeb(board, colour):
    return their(board).has_legal_moves(TO_THEIRS[colour])


def is_game_over_isaeb(board):
    return their(board).game_over()


def place_move_isaeb(board, row, col, colour):
    theirs = their(board)
    theirs.make_move(name(row, col), TO_THEIRS[colour])
    board[:] = our(theirs.board)
    return board


def count_discs_isaeb(board):
    theirs = their(board)
    return theirs.get_score("b"), theirs.get_score("w")


def legal_bits_isaeb(me, opponent, size):
    return find_legal_moves_bitboard(me, opponent, "b")


def flip_bits_isaeb(me, opponent, move, size):
    _, after = make_move_bitboard(me, opponent, "b", move)
    return opponent & ~after
