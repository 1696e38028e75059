"""``fast_rules`` is ``rules`` without the checks: the same moves and the same flips, in the same order.

Every position of seeded random games on several sizes is asked both ways,
for both players: the legal moves, whether there is one, the discs each square
of the board would flip, and the board after each legal move.
"""

from __future__ import annotations

import random

import pytest

from othello_lesson import fast_rules
from othello_lesson.rules import (
    BLACK,
    EMPTY,
    WHITE,
    Board,
    board_from_text,
    copy_board,
    flipped_discs,
    has_valid_move,
    initialize_board,
    next_player,
    place_move,
    valid_moves_list,
)


def positions(size: int, seed: int, every: int) -> list[Board]:
    """Every ``every``-th position of a seeded random game, played to the end, and the last one."""
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    played = []
    while to_move is not None:
        played.append(copy_board(board))
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    return [*played[::every], board]


def assert_the_same_rules(board: Board) -> int:
    """Ask ``board`` both ways, for both players; return how many legal moves were compared."""
    size = len(board)
    compared = 0
    for colour in (BLACK, WHITE):
        moves = valid_moves_list(board, colour)
        assert fast_rules.moves(board, colour) == moves
        assert fast_rules.has_move(board, colour) == has_valid_move(board, colour) == bool(moves)
        for row in range(size):
            for col in range(size):
                assert fast_rules.flips(board, row, col, colour) == flipped_discs(board, row, col, colour)
        for row, col in moves:
            flips = fast_rules.flips(board, row, col, colour)
            played = fast_rules.place(copy_board(board), row, col, colour, flips)
            assert played == place_move(copy_board(board), row, col, colour)
            compared += 1
    return compared


@pytest.mark.parametrize(("size", "every"), [(4, 1), (6, 1), (8, 2), (10, 4), (16, 20), (26, 80)])
def test_the_same_moves_and_flips_as_the_readable_rules_on_random_games(size, every):
    boards = [board for seed in range(3) for board in positions(size, seed, every)]
    assert sum(assert_the_same_rules(board) for board in boards) > 50


def test_the_same_on_a_position_where_one_player_must_pass():
    board = board_from_text("""
        . ○ ● ●
        ● ● ● ●
        ● ● ● ●
        ● ● ● ●
    """)
    assert not fast_rules.has_move(board, WHITE) and fast_rules.moves(board, BLACK) == [(0, 0)]
    assert assert_the_same_rules(board) == 1


def test_place_changes_the_board_it_is_given_and_returns_it():
    board = initialize_board(4)
    assert fast_rules.place(board, 0, 1, BLACK, [(1, 1)]) is board
    assert board[0][1] == board[1][1] == BLACK and board[0][0] == EMPTY
