"""Rule variants: other start positions (checked by every board representation), and the referee
under which an illegal move loses."""

from __future__ import annotations

import pytest

from othello_lesson.boards import REPRESENTATIONS
from othello_lesson.game import Game
from othello_lesson.perft import perft
from othello_lesson.players import first_move_player, greedy_player, random_player
from othello_lesson.rules import BLACK, DRAW, WHITE, count_discs, initialize_board
from othello_lesson.variants import (
    START_POSITIONS,
    cross_start,
    handicap_start,
    parallel_start,
    play_variant_game,
)


@pytest.mark.parametrize("name", sorted(START_POSITIONS))
@pytest.mark.parametrize("size", [4, 6, 8, 10])
def test_every_start_is_counted_alike_by_every_representation(name, size):
    board = START_POSITIONS[name](size)
    expected = perft(board, BLACK, 3)
    for module in REPRESENTATIONS.values():
        assert module.perft(module.from_lists(board), BLACK, 3) == expected, module.NAME


def test_the_starts_hold_the_discs_they_say():
    assert cross_start(8) == initialize_board(8)
    parallel = parallel_start(6)
    assert [parallel[r][2:4] for r in (2, 3)] == [[WHITE, BLACK], [WHITE, BLACK]]
    for corners in range(5):
        board = handicap_start(8, corners=corners)
        assert count_discs(board) == (2 + corners, 2)
    assert handicap_start(8, corners=1)[0][0] == BLACK
    assert handicap_start(8, corners=2)[7][7] == BLACK
    with pytest.raises(ValueError, match="corners must be"):
        handicap_start(8, corners=5)


@pytest.mark.parametrize("name", sorted(START_POSITIONS))
def test_a_whole_game_plays_from_every_start(name):
    game = play_variant_game(random_player(seed=1), greedy_player, start=START_POSITIONS[name](6))
    assert game.reason == "neither player can move"
    black, white = count_discs(game.board)
    assert game.result == (BLACK if black > white else WHITE if white > black else DRAW)
    on_the_board = Game(board=START_POSITIONS[name](6), white="greedy")
    assert on_the_board.legal_moves()


def test_an_illegal_move_loses_only_under_that_rule():
    def stubborn(board, colour):
        return (0, 0)

    game = play_variant_game(first_move_player, stubborn, size=4, illegal_move_loses=True)
    assert game.result == BLACK
    assert game.reason == "White played a1, which is not a legal move, and loses"
    assert game.moves[-1] == (BLACK, (1, 0))  # a1 was legal once, then taken: White loses on move 4
    with pytest.raises(ValueError, match="White played a1, which is not a legal move"):
        play_variant_game(first_move_player, stubborn, size=4)


def test_a_nonsense_answer_loses_too():
    game = play_variant_game(lambda b, c: "e3", greedy_player, size=4, illegal_move_loses=True)
    assert (game.result, game.reason) == (WHITE, "Black played 'e3', which is not a legal move, and loses")
