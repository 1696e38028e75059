"""othello_lesson: learn to program by building the game of Othello.

The names here are the ones the course teaches, lesson by lesson.

>>> from othello_lesson import initialize_board, valid_moves_list, BLACK
>>> valid_moves_list(initialize_board(8), BLACK)
[(2, 3), (3, 2), (4, 5), (5, 4)]
"""

from . import rule_words  # noqa: F401  (the rules say their words in the language spoken)
from .console import othello
from .game import Game
from .players import first_move_player, greedy_player, play_game, random_player
from .rules import (
    BLACK,
    DIRECTIONS,
    DRAW,
    EMPTY,
    WHITE,
    BoardError,
    IllegalMoveError,
    board_from_text,
    board_to_text,
    copy_board,
    count_discs,
    flipped_discs,
    flips_in_direction,
    has_valid_move,
    initialize_board,
    is_game_over,
    is_valid_move,
    next_player,
    opponent,
    place_move,
    square_from_name,
    square_name,
    valid_moves_list,
    winner,
)
from .svg import picture
from .text import format_board, format_winner, print_board, print_winner

__all__ = [
    "BLACK",
    "DIRECTIONS",
    "DRAW",
    "EMPTY",
    "WHITE",
    "BoardError",
    "Game",
    "IllegalMoveError",
    "board_from_text",
    "board_to_text",
    "copy_board",
    "count_discs",
    "first_move_player",
    "flipped_discs",
    "flips_in_direction",
    "format_board",
    "format_winner",
    "greedy_player",
    "has_valid_move",
    "initialize_board",
    "is_game_over",
    "is_valid_move",
    "next_player",
    "opponent",
    "othello",
    "picture",
    "place_move",
    "play_game",
    "print_board",
    "print_winner",
    "random_player",
    "square_from_name",
    "square_name",
    "valid_moves_list",
    "winner",
]
