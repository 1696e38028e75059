# ruff: noqa: UP006, UP035  # their code, in their style
"""Reversi with a pygame window and minimax players, a CSC111 final project.

Repository: firetto/CSC111-Final-Project, files reversi.py (ReversiGame) and ai_players.py
(heuristic, MinimaxPlayer, MinimaxABPlayer), by Anatoly Zavyalov, Baker Jackson, Elliot Schrider
and Rachel Kim.
License: MIT, Copyright 2021 Anatoly Zavyalov, Baker Jackson, Elliot Schrider, Rachel Kim (the
files' headers and the repository's LICENSE file).
Adapted: their board is a list of rows of 1 (black), -1 (white) and 0 (empty).  Of their Board
class (board.py, whose stored version predates the one reversi.py calls) only what reversi.py uses
is written here: pieces, size, get_piece, set_board and valid_moves.  A wrapper builds their
ReversiGame on our board with the colour to move as its current player.  Their make_move refuses a
move with ValueError: it is turned into the course's IllegalMoveError.  Their set of valid moves is
sorted into a list (a set has no order).  Their minimax players always score with heuristic(game,
heuristic_array): it takes the evaluation as one added argument, and the wrapper passes ours, seen
from white's side as their heuristic is (white - black); the value is turned round for black.  A
player's search is started at depth 0 with (-1, -1) as the root move, as their test_players starts it.
"""

from __future__ import annotations

import copy
import random
from typing import List, Set, Tuple

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import DRAW, IllegalMoveError
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

_BLACK = 1
_WHITE = -1


# --- their Board, as reversi.py uses it --------------------------------------------------------


class Board:
    def __init__(self) -> None:
        self.pieces: List[List[int]] = []
        self.size = 8
        self.valid_moves: Set[Tuple[int, int]] = set()

    def set_board(self, board: List[List[int]]) -> None:
        self.pieces = board
        self.size = len(board)

    def get_piece(self, row: int, column: int) -> int:
        if row >= self.size or column >= self.size:
            raise IndexError
        else:
            return self.pieces[row][column]


# --- their code (reversi.py) ---------------------------------------------------------------------


class ReversiGame:
    def __init__(self, board: list[list[int]], current_player: int = _BLACK) -> None:
        self._board = Board()
        self._board.set_board(board)
        self._current_player = current_player
        self._recalculate_valid_moves()

    def get_board(self) -> Board:
        return self._board

    def get_valid_moves(self) -> Set[Tuple[int, int]]:
        """Return a list of the valid moves for the active player."""
        return self._board.valid_moves

    def make_move(self, move: Tuple[int, int]) -> None:
        if move not in self._board.valid_moves:
            raise ValueError(f'Move "{move}" is not valid')

        self._board.set_board(self._board_after_move(move))
        self._current_player = -self._current_player
        self._recalculate_valid_moves()

    def copy_and_make_move(self, move: Tuple[int, int]) -> ReversiGame:
        return ReversiGame(board=self._board_after_move(move), current_player=-self._current_player)

    def get_current_player(self) -> int:
        return self._current_player

    def get_winner(self) -> str | None:
        """Return the winner of the game (black or white) or 'draw' if the game ended in a draw.

        Return None if the game is not over.
        """
        if len(self._board.valid_moves) == 0:
            num_black = sum([row.count(1) for row in self._board.pieces])
            num_white = sum([row.count(-1) for row in self._board.pieces])
            if num_black > num_white:
                return "black"
            elif num_black < num_white:
                return "white"
            else:
                return "draw"

        return None

    def _calculate_moves_and_paths_for_board(self, current_player: int):
        moves_and_paths = (set(), set())

        for pos in [(row, col) for row in range(0, self._board.size) for col in range(0, self._board.size)]:
            piece = self._board.get_piece(row=pos[0], column=pos[1])
            if piece in (-current_player, 0):
                continue

            current_p = current_player

            for direction in {(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)}:
                self._find_moves_and_paths_in_direction(moves_and_paths, pos, current_p, direction)

        return moves_and_paths

    def _find_moves_and_paths_in_direction(self, moves_and_paths, pos, current_player, direction) -> None:
        stop = False
        i = 1
        other_player = -current_player
        while not stop:
            row, col = pos[0] + direction[0] * i, pos[1] + direction[1] * i

            if row < 0 or col < 0 or row >= self._board.size or col >= self._board.size:
                break  # Out of bounds
            # Break if there is another current_player piece in that direction or the first
            # space in that direction is empty
            if self._board.get_piece(row=row, column=col) == current_player or (
                self._board.get_piece(row=row, column=col) == 0
                and (row, col) == (pos[0] + direction[0], pos[1] + direction[1])
            ):
                break
            if self._board.get_piece(row=row, column=col) == other_player:
                pass
            # We have passed at least one of other_player pieces and reached an empty space
            else:
                moves_and_paths[0].add((row, col))
                moves_and_paths[1].add(((pos[0], pos[1]), (row, col)))
                break

            i += 1

    def _board_after_move(self, move: Tuple[int, int]) -> list[list[int]]:
        paths = self._calculate_moves_and_paths_for_board(self.get_current_player())[1]
        filter_paths = {p for p in paths if p[1] == move}
        board_copy = copy.deepcopy(self._board.pieces)
        board_copy[move[0]][move[1]] = self.get_current_player()
        for path in filter_paths:
            direction = get_direction(path[0], path[1])
            piece_x = path[0][0] + direction[0]
            piece_y = path[0][1] + direction[1]
            while (piece_x, piece_y) != path[1]:
                board_copy[piece_x][piece_y] = self.get_current_player()
                piece_x += direction[0]
                piece_y += direction[1]

        return board_copy

    def _recalculate_valid_moves(self) -> None:
        self._board.valid_moves = self._calculate_moves_and_paths_for_board(self.get_current_player())[0]


def get_direction(v1: Tuple[int, int], v2: Tuple[int, int]) -> list[int]:
    direction = [0, 0]
    for i in range(2):
        if v2[i] - v1[i] == 0:
            pass
        else:
            direction[i] = int((v2[i] - v1[i]) / abs(v2[i] - v1[i]))
    return direction


# --- their code (game_tree.py, the part the players use) ------------------------------------


class GameTree:
    def __init__(self, move, is_white_move):
        self.move = move
        self.is_white_move = is_white_move
        self.evaluation = 0.0
        self._subtrees = []

    def get_subtrees(self):
        return self._subtrees

    def add_subtree(self, subtree):
        self._subtrees.append(subtree)


# --- their code (ai_players.py) ------------------------------------------------------------------


def heuristic(game: ReversiGame, heuristic_array) -> float:
    """the difference between the number of white and black pieces (here: the evaluation given,
    for white). if one side wins in a position, it gets assigned a value of 100000/-100000
    """

    if game.get_winner() is None:
        return heuristic_array(game.get_board().pieces)
    elif game.get_winner() == "white":
        return 100000
    elif game.get_winner() == "black":
        return -100000
    else:
        return 0


class MinimaxPlayer:
    def __init__(self, depth: int, heuristic_array) -> None:
        self.depth = depth
        self.heuristic_array = heuristic_array

    def _minimax(self, root_move: tuple[int, int], game: ReversiGame, depth: int) -> GameTree:
        white_move = game.get_current_player() == -1
        ret = GameTree(move=root_move, is_white_move=white_move)
        if depth == self.depth:
            ret.evaluation = heuristic(game, self.heuristic_array)
            return ret
        possible_moves = list(game.get_valid_moves())
        if not possible_moves:
            if game.get_winner() == "white":
                ret.evaluation = 10000
            elif game.get_winner() == "black":
                ret.evaluation = -10000
            else:
                ret.evaluation = 0
            return ret
        # shuffle for randomness
        random.shuffle(possible_moves)
        # best_value tracks the best possible move that the player can make
        best_value = float("-inf")
        if not white_move:
            best_value = float("inf")
        for move in possible_moves:
            new_game = game.copy_and_make_move(move)
            new_subtree = self._minimax(move, new_game, depth + 1)
            if white_move:
                best_value = max(best_value, new_subtree.evaluation)
            else:
                best_value = min(best_value, new_subtree.evaluation)
            ret.add_subtree(new_subtree)
        # update the evaluation value of the tree once all subtrees are added
        ret.evaluation = best_value
        return ret


class MinimaxABPlayer:
    def __init__(self, depth: int, heuristic_array) -> None:
        self.depth = depth
        self.heuristic_array = heuristic_array

    def _minimax(
        self, root_move: tuple[int, int], depth: int, game: ReversiGame, alpha: float, beta: float
    ) -> GameTree:
        white_move = game.get_current_player() == -1
        ret = GameTree(move=root_move, is_white_move=white_move)
        if depth == self.depth:
            ret.evaluation = heuristic(game, self.heuristic_array)
            return ret
        possible_moves = list(game.get_valid_moves())
        if not possible_moves:
            if game.get_winner() == "white":
                ret.evaluation = 10000
            elif game.get_winner() == "black":
                ret.evaluation = -10000
            else:
                ret.evaluation = 0
            return ret
        random.shuffle(possible_moves)
        best_value = float("-inf")
        if not white_move:
            best_value = float("inf")
        for move in possible_moves:
            new_game = game.copy_and_make_move(move)
            new_tree = self._minimax(move, depth + 1, new_game, alpha, beta)
            ret.add_subtree(new_tree)
            # we update the alpha value when the maximizer is playing (white)
            if white_move and best_value < new_tree.evaluation:
                best_value = new_tree.evaluation
                alpha = max(alpha, best_value)
                if beta <= alpha:
                    break
            # we update the beta value when the minimizer is playing (black)
            elif not white_move and best_value > new_tree.evaluation:
                best_value = new_tree.evaluation
                beta = min(beta, best_value)
                if beta <= alpha:
                    break
        ret.evaluation = best_value
        return ret


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: 0, OUR_BLACK: _BLACK, OUR_WHITE: _WHITE}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}
WINNER = {"black": OUR_BLACK, "white": OUR_WHITE, "draw": DRAW, None: None}


def their_game(board, colour=OUR_BLACK) -> ReversiGame:
    return ReversiGame([[TO_THEIRS[square] for square in row] for row in board], TO_THEIRS[colour])


def our_board(pieces):
    return [[FROM_THEIRS[cell] for cell in row] for row in pieces]


def _for_white(evaluate):
    return lambda pieces: evaluate(our_board(pieces), OUR_WHITE)


# --- the exercises -----------------------------------------------------------------------------


def is_valid_move_firetto(board, row, col, colour):
    return (row, col) in their_game(board, colour).get_valid_moves()


def valid_moves_list_firetto(board, colour):
    return sorted(their_game(board, colour).get_valid_moves())


def has_valid_move_firetto(board, colour):
    return bool(their_game(board, colour).get_valid_moves())


def place_move_firetto(board, row, col, colour):
    game = their_game(board, colour)
    try:
        game.make_move((row, col))
    except ValueError as error:
        raise IllegalMoveError(str(error)) from error
    board[:] = our_board(game.get_board().pieces)
    return board


def winner_firetto(board):
    """Their get_winner, with black as the player to move (as at the start of their game)."""
    return WINNER[their_game(board).get_winner()]


def negamax_firetto(board, colour, depth, evaluate):
    player = MinimaxPlayer(depth, _for_white(evaluate))
    value = player._minimax((-1, -1), their_game(board, colour), 0).evaluation
    return value if colour == OUR_WHITE else -value


def alphabeta_firetto(board, colour, depth, evaluate, alpha, beta):
    """Their window is white's (alpha for the maximising white): for black it is turned round."""
    player = MinimaxABPlayer(depth, _for_white(evaluate))
    if colour == OUR_WHITE:
        return player._minimax((-1, -1), 0, their_game(board, colour), alpha, beta).evaluation
    return -player._minimax((-1, -1), 0, their_game(board, colour), -beta, -alpha).evaluation
