"""The fast bitboard engine against the readable one, bit for bit, and what its generated code looks like.

``tests/test_boards.py`` already walks the fast engine through every game
with the five representations and the lesson's rules; here its three
generated functions are compared with ``bitboard``'s on every size: the same
legal-move bits, the same flipped bits for every legal move, the same perft.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_lesson.boards import bitboard, fast_bitboard
from othello_lesson.rules import BLACK, WHITE, initialize_board, next_player, place_move, valid_moves_list


def positions(size: int, seed: int, plies: int):
    """The (black bits, white bits, player) of every position of a seeded random game."""
    rng = random.Random(seed)
    board, to_move = initialize_board(size), BLACK
    found = []
    while to_move is not None and len(found) < plies:
        position = bitboard.from_lists(board)
        found.append((position.black, position.white, to_move))
        place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
        to_move = next_player(board, to_move)
    return found


def assert_same_bits(size: int, seed: int, plies: int = 10_000) -> None:
    fast = fast_bitboard.engine(size)
    for black, white, colour in positions(size, seed, plies):
        for me, opponent in ((black, white), (white, black)):
            legal = bitboard.legal_bits(me, opponent, size)
            assert fast.legal_bits(me, opponent) == legal, (size, seed, colour)
            while legal:
                move = legal & -legal
                legal ^= move
                assert fast.flip_bits(me, opponent, move) == bitboard.flip_bits(me, opponent, move, size)


@pytest.mark.parametrize("size", fast_bitboard.SIZES)
def test_the_same_legal_bits_and_flips_as_the_readable_bitboard_on_every_size(size):
    games = {4: 60, 6: 20, 8: 10, 10: 3}.get(size, 1)
    for seed in range(games):
        assert_same_bits(size, seed, plies=10_000 if size <= 12 else 40)


@settings(deadline=None, max_examples=30, derandomize=True)
@given(st.sampled_from([4, 6, 8, 10]), st.integers(0, 2**32))
def test_hypothesis_the_same_bits_on_random_games(size, seed):
    assert_same_bits(size, seed)


@pytest.mark.parametrize(("size", "depth"), [(4, 9), (6, 6), (8, 5), (10, 4), (12, 3), (20, 3), (26, 3)])
def test_the_same_perft_as_the_readable_bitboard(size, depth):
    start = bitboard.from_lists(initialize_board(size))
    assert fast_bitboard.perft(start, BLACK, depth) == bitboard.perft(start, BLACK, depth)
    assert fast_bitboard.perft(start, WHITE, depth) == bitboard.perft(start, WHITE, depth)


@pytest.mark.parametrize("size", [4, 6, 8, 10, 14])
def test_the_same_perft_from_every_position_of_random_games(size):
    # Two and three plies deep from every position, the last ones near the end of the game: the
    # children counted side by side in lanes include forced passes and finished games.
    checked = passes = 0
    for seed in range({4: 6, 6: 6, 8: 3}.get(size, 1)):
        for black, white, colour in positions(size, seed, plies=10_000 if size <= 8 else 12):
            position = bitboard.Bitboard(size, black, white)
            for depth in (2, 3):
                assert fast_bitboard.perft(position, colour, depth) == bitboard.perft(position, colour, depth)
            checked += 1
            me, opponent = (black, white) if colour == BLACK else (white, black)
            legal = bitboard.legal_bits(me, opponent, size)
            while legal:
                move = legal & -legal
                legal ^= move
                flipped = bitboard.flip_bits(me, opponent, move, size)
                passes += not bitboard.legal_bits(opponent & ~flipped, me | move | flipped, size)
    assert checked >= 12
    if size <= 8:
        assert passes, "some child should have no reply, so the lanes' count of 1 for it is tested"


@pytest.mark.parametrize("size", [4, 8, 12, 26])
def test_legal_bits_in_lanes_are_each_boards_legal_bits(size):
    fast = fast_bitboard.engine(size)
    width, full = fast_bitboard.lane_width(size), (1 << size * size) - 1
    boards = positions(size, seed=size, plies=25)
    to_move = waiting = 0
    for black, white, _player in boards:
        to_move, waiting = (to_move << width) | black, (waiting << width) | white
    lanes = fast.legal_bits_in_lanes(to_move, waiting)
    for black, white, _player in reversed(boards):  # the last board is in the lowest lane
        assert lanes & full == bitboard.legal_bits(black, white, size)
        lanes >>= width
    assert lanes == 0


def test_the_lanes_hold_a_board_each_with_a_gap_wider_than_any_shift():
    for size in fast_bitboard.SIZES:
        masks = fast_bitboard.lanes(size)
        width = fast_bitboard.lane_width(size)
        assert masks["LANE"] == width >= size * size + 2 * (size + 1)
        assert masks["LANES_FULL"].bit_count() == size * size * (size * size - 4)
        assert masks["LANES_CARRY"] & masks["LANES_FULL"] == 0
        assert masks["LANES_CARRY"] >> width * (size * size - 5) == 1 << size * size  # one carry bit per lane


def test_the_generated_code_is_text_with_the_sizes_numbers_and_no_loop_over_directions():
    text = fast_bitboard.source(8)
    assert text.startswith("def legal_bits(me, opponent):")
    assert "def flip_bits(me, opponent, move):" in text
    assert "def perft_bits(me, opponent, depth):" in text
    assert "0x7e7e7e7e7e7e7e7e" in text  # the article's mask, typed in
    assert " for " not in text  # every direction and every step written out
    assert fast_bitboard.source(8) != fast_bitboard.source(10)
    compile(text, "<fast bitboard 8x8>", "exec")


def test_an_unsupported_size_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="even sizes 4 to 26, not 7"):
        fast_bitboard.source(7)
