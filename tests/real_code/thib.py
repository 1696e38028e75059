# ruff: noqa: SIM103, SIM108  # their code, in their style
"""pyreversi, a Reversi in the terminal with computer players of four levels, by thib1984.

Repository: thib1984/pyreversi, files pyreversi/plateau.py, pyreversi/rules.py and pyreversi/bot.py.
License: MIT (setup.py: license="MIT", "License :: OSI Approved :: MIT License").
Adapted: their board is a list of rows of BLACK ("\\u26ab"), WHITE ("\\u26aa") and VIDEE (" "),
like ours with other discs, and a move is a name such as "d3" (the column's letter, then the row's
number); a wrapper writes our board in theirs (whatever its size), names the square asked with the
letters from 'a' and the row's number, and for place_move writes their squares back in our board.
Their moves are names such as "C4": made (row, col).  Their args module parses the command line:
here compute_args answers as for ``pyreversi --fix`` (verbose off, the moves not shuffled, their
own option for a game that can be replayed).  Only the functions used are kept.
"""

import copy
from types import SimpleNamespace

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE


def compute_args():
    """Stands for their args module: the options of ``pyreversi --fix``."""
    return SimpleNamespace(verbose=False, nocolor=False, fix=True)


# --- their code (pyreversi/plateau.py) ------------------------------------------------------------

CORNERS = ["A1", "A8", "H1", "H8"]
BLACK = "\U000026ab"
WHITE = "\U000026aa"
if compute_args().nocolor:
    BLACK = "X"
    WHITE = "O"
VIDEE = " "

INIT_PLATEAU = [
    [VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE],
    [VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE],
    [VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE],
    [VIDEE, VIDEE, VIDEE, WHITE, BLACK, VIDEE, VIDEE, VIDEE],
    [VIDEE, VIDEE, VIDEE, BLACK, WHITE, VIDEE, VIDEE, VIDEE],
    [VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE],
    [VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE],
    [VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE, VIDEE],
]
CLOSE_CORNERS = [
    "A2",
    "B2",
    "B1",
    "G1",
    "G2",
    "H2",
    "A7",
    "B7",
    "B8",
    "G8",
    "G7",
    "H7",
]


def opposite_joueur(joueur):
    if joueur == BLACK:
        joueur_against = WHITE
    else:
        joueur_against = BLACK
    return joueur_against


# --- their code (pyreversi/rules.py) --------------------------------------------------------------


def is_valid_move(board, joueur, position):

    column = ord(position[0].lower()) - 96 - 1
    line = int(position[1]) - 1

    if board[int(line)][int(column)] != VIDEE:
        return False
    if (
        not is_one_in(board, joueur, line, column, 1, 0)
        and not is_one_in(board, joueur, line, column, 1, 1)
        and not is_one_in(board, joueur, line, column, 0, 1)
        and not is_one_in(board, joueur, line, column, -1, 1)
        and not is_one_in(board, joueur, line, column, -1, 0)
        and not is_one_in(board, joueur, line, column, -1, -1)
        and not is_one_in(board, joueur, line, column, 0, -1)
        and not is_one_in(board, joueur, line, column, 1, -1)
    ):
        return False
    return True


def is_one_in(board, joueur, line, column, dirline, dircol):
    check_line = line
    check_column = column
    if joueur == WHITE:
        joueur_against = BLACK
    else:
        joueur_against = WHITE
    check_one = False
    while True:
        check_line = check_line + dirline
        check_column = check_column + dircol

        if (
            check_column > 7
            or check_line > 7
            or check_column < 0
            or check_line < 0
            or board[int(check_line)][int(check_column)] == VIDEE
        ):
            return False
        if board[int(check_line)][int(check_column)] == joueur:
            return check_one
        if board[int(check_line)][int(check_column)] == joueur_against:
            check_one = True


def return_in(board, joueur, line, column, dirline, dircol):
    check_line = line
    check_column = column
    if joueur == WHITE:
        joueur_against = BLACK
    else:
        joueur_against = WHITE
    check_one = False
    while True:
        check_line = check_line + dirline
        check_column = check_column + dircol

        if check_column > 7 or check_line > 7:
            return
        if check_column < 0 or check_line < 0:
            return
        if board[int(check_line)][int(check_column)] == VIDEE:
            return
        if check_one and board[int(check_line)][int(check_column)] == joueur:
            return
        if board[int(check_line)][int(check_column)] == joueur_against:
            board[int(check_line)][int(check_column)] = joueur
            check_one = True


def score(joueur, board):
    return sum([i.count(joueur) for i in board])


def calcul_nouveau_plateau(board, joueur, position):

    column = ord(position[0].lower()) - 96 - 1
    line = int(position[1]) - 1

    board[int(line)][int(column)] = joueur
    if is_one_in(board, joueur, line, column, 1, 0):
        return_in(board, joueur, line, column, 1, 0)
    if is_one_in(board, joueur, line, column, 1, 1):
        return_in(board, joueur, line, column, 1, 1)
    if is_one_in(board, joueur, line, column, 0, 1):
        return_in(board, joueur, line, column, 0, 1)
    if is_one_in(board, joueur, line, column, -1, 1):
        return_in(board, joueur, line, column, -1, 1)
    if is_one_in(board, joueur, line, column, -1, 0):
        return_in(board, joueur, line, column, -1, 0)
    if is_one_in(board, joueur, line, column, -1, -1):
        return_in(board, joueur, line, column, -1, -1)
    if is_one_in(board, joueur, line, column, 0, -1):
        return_in(board, joueur, line, column, 0, -1)
    if is_one_in(board, joueur, line, column, 1, -1):
        return_in(board, joueur, line, column, 1, -1)


def available_moves(board, joueur):
    moves = []
    for i in range(0, 8):
        for j in range(0, 8):
            move = chr(65 + i) + str(j + 1)
            if is_valid_move(board, joueur, move):
                moves.append(move)
    if compute_args().verbose:
        print("available_moves : " + str(moves))
    return moves


def can_play(board, joueur):
    if available_moves(board, joueur) == []:
        return False
    return True


def end_game(board):
    if not can_play(board, WHITE) and not can_play(board, BLACK):
        return True
    return False


# --- their code (pyreversi/bot.py) ----------------------------------------------------------------


def remove_close_corners_from_move(moves, close_corners):
    for move in close_corners:
        if move in moves:
            if compute_args().verbose:
                print(move + " can offer a corner! Remove it")
            moves.remove(move)


def corner_from_move(moves, corners):
    for move in corners:
        if move in moves:
            if compute_args().verbose:
                print("corner available!")
            return move
    return ""


def calcul_bot(board, joueur, level):
    moves = available_moves(board, joueur)
    corners = copy.deepcopy(CORNERS)
    close_corners = copy.deepcopy(CLOSE_CORNERS)
    if not compute_args().fix:
        random.shuffle(moves)  # noqa: F821  # their code (not reached with --fix)
        random.shuffle(corners)  # noqa: F821
        random.shuffle(close_corners)  # noqa: F821
    initmoves = copy.deepcopy(moves)
    if level == 0:
        return moves[0]
    if level == 1:
        return compute_best_score_gain(board, joueur, moves)
    if level == 2:
        move = corner_from_move(moves, corners)
        if move:
            return move
        remove_close_corners_from_move(moves, close_corners)
        if not moves:
            moves = copy.deepcopy(initmoves)
        return compute_best_score_gain(board, joueur, moves)


def compute_best_score_gain(board, joueur, moves):
    best_move = ""
    best_gain = 0
    for move in moves:
        sandbox = copy.deepcopy(board)
        calcul_nouveau_plateau(
            sandbox,
            joueur,
            move,
        )
        gain = score(joueur, sandbox) - score(joueur, board)
        if gain > best_gain:
            if compute_args().verbose:
                print("better move : " + move + " with " + str(gain) + " pts")
            best_move = move
            best_gain = gain
    if compute_args().verbose:
        print("best move : " + best_move + " with " + str(best_gain) + " pts")

    return best_move


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: VIDEE, OUR_BLACK: BLACK, OUR_WHITE: WHITE}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board):
    return [[TO_THEIRS[square] for square in row] for row in board]


def our(theirs):
    return [[FROM_THEIRS[square] for square in row] for row in theirs]


def name(row, col):
    return chr(97 + col) + str(row + 1)


def square(move):
    return int(move[1:]) - 1, ord(move[0].lower()) - 97


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_thib(size):
    return our(INIT_PLATEAU)


def is_valid_move_thib(board, row, col, colour):
    return is_valid_move(their(board), TO_THEIRS[colour], name(row, col))


def valid_moves_list_thib(board, colour):
    return [square(move) for move in available_moves(their(board), TO_THEIRS[colour])]


def has_valid_move_thib(board, colour):
    return can_play(their(board), TO_THEIRS[colour])


def is_game_over_thib(board):
    return end_game(their(board))


def place_move_thib(board, row, col, colour):
    theirs = their(board)
    calcul_nouveau_plateau(theirs, TO_THEIRS[colour], name(row, col))
    board[:] = our(theirs)
    return board


def count_discs_thib(board):
    theirs = their(board)
    return score(BLACK, theirs), score(WHITE, theirs)


def most_flips_player_thib(board, colour):
    return square(calcul_bot(their(board), TO_THEIRS[colour], 1))


def careful_player_thib(board, colour):
    return square(calcul_bot(their(board), TO_THEIRS[colour], 2))
