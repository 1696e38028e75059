"""The bending-discs variant: a line of discs to flip may turn one corner.

``variants.bending_flips`` walks each line and tries a turn at every disc; the
reference here is written another way, shape by shape (direction, length
before the corner, which turn, length after), so the two check each other on
every square of positions from random games, on every size, and in perft.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import SYMMETRIES, transform

from othello_lesson.game import Game
from othello_lesson.perft import perft_of
from othello_lesson.records import RecordError
from othello_lesson.rules import (
    BLACK,
    DIRECTIONS,
    EMPTY,
    WHITE,
    Board,
    Colour,
    IllegalMoveError,
    Move,
    board_from_text,
    copy_board,
    flipped_discs,
    initialize_board,
    opponent,
    valid_moves_list,
)
from othello_lesson.student_rules import Rules
from othello_lesson.variants import (
    bending_flips,
    bending_rules,
    greedy_player_for,
    play_variant_game,
    rules_from_flips,
)

CHECKS = settings(deadline=None, max_examples=40, derandomize=True)


def reference_flips(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """Every line by its shape: direction (dr, dc), ``before`` opponent discs up to the corner,
    then a turn at right angles (or none) and ``after`` more, then one of ``colour``'s discs."""
    size = len(board)
    if board[row][col] != EMPTY:
        return []

    def holds(square: Move, disc: str) -> bool:
        r, c = square
        return 0 <= r < size and 0 <= c < size and board[r][c] == disc

    other = opponent(colour)
    found: set[Move] = set()
    for dr, dc in DIRECTIONS:
        square_turns = [(tr, tc) for tr, tc in DIRECTIONS if dr * tr + dc * tc == 0]  # at right angles
        for before in range(1, size):
            straight = [(row + k * dr, col + k * dc) for k in range(1, before + 1)]
            if not holds(straight[-1], other):
                break  # a longer line would cross this square too
            corner = straight[-1]
            if holds((corner[0] + dr, corner[1] + dc), colour):
                found.update(straight)  # no turn
            for tr, tc in square_turns:
                for after in range(size):
                    end = (corner[0] + (after + 1) * tr, corner[1] + (after + 1) * tc)
                    if holds(end, colour):
                        found.update(
                            straight + [(corner[0] + k * tr, corner[1] + k * tc) for k in range(1, after + 1)]
                        )
                    if not holds(end, other):
                        break
    return sorted(found)


REFERENCE = rules_from_flips(reference_flips)


def rules_perft(rules: Rules, board: Board, colour: Colour, depth: int) -> int:
    """Leaves of the game tree ``depth`` plies deep, a pass counting as a ply, by these rules."""

    def play(position: Board, move: Move, mover: Colour) -> Board:
        return rules.place_move(copy_board(position), *move, mover)

    return perft_of(rules.valid_moves_list, play, board, colour, depth)


def random_variant_game(size: int, seed: int, plies: int) -> list[tuple[Board, Colour]]:
    """The positions of a random game under the bending rules, each with the side to move."""
    rng, rules = random.Random(seed), bending_rules()
    board, colour, seen = initialize_board(size), BLACK, []
    for _ in range(plies):
        moves = rules.valid_moves_list(board, colour)
        if not moves:
            colour = opponent(colour)
            moves = rules.valid_moves_list(board, colour)
            if not moves:
                break
        seen.append((copy_board(board), colour))
        board = rules.place_move(board, *rng.choice(moves), colour)
        colour = opponent(colour)
    seen.append((board, colour))
    return seen


# --- the hand-worked examples -------------------------------------------------------------

BENT = """
    . . . . . .
    . . . . . .
    . ○ ○ ● . .
    . ○ . . . .
    . ○ . . . .
    . . . . . .
"""


def test_a_line_bends_at_any_of_its_discs():
    board = board_from_text(BENT)
    # from b6 up over b5, b4, b3: no black disc at the end of the straight line (b2 is empty);
    # turning right at b3, the line goes on over c3 and ends on the black d3
    assert flipped_discs(board, 5, 1, BLACK) == []
    assert bending_flips(board, 5, 1, BLACK) == [(2, 1), (2, 2), (3, 1), (4, 1)]
    # from a3 right over b3, c3 to d3 is an ordinary straight line
    assert bending_flips(board, 2, 0, BLACK) == flipped_discs(board, 2, 0, BLACK) == [(2, 1), (2, 2)]
    # from b2 down: b3 and the turn left at b3 (to c3, then d3): b3 and c3; the straight line
    # down b3, b4, b5 ends on the empty b6
    assert bending_flips(board, 1, 1, BLACK) == [(2, 1), (2, 2)]
    # a line never turns twice, and a turn must be made at one of the opponent's discs
    assert bending_flips(board, 5, 2, BLACK) == []


def test_a_bent_move_is_played_on_the_board_and_flips_what_it_says():
    game = Game(board=board_from_text(BENT), rules=bending_rules())
    assert (5, 1) in game.legal_moves() and (5, 1) not in valid_moves_list(board_from_text(BENT), BLACK)
    game.play(5, 1)
    assert game.flipped == ((2, 1), (2, 2), (3, 1), (4, 1))
    with pytest.raises(IllegalMoveError):
        game.play(0, 5)  # White: no line from f1, straight or bent
    assert game.score() == (6, 0)


def test_the_reference_agrees_on_the_examples():
    board = board_from_text(BENT)
    size = len(board)
    for colour in (BLACK, WHITE):
        for row in range(size):
            for col in range(size):
                assert reference_flips(board, row, col, colour) == bending_flips(board, row, col, colour)


# --- every size, random games, symmetries ------------------------------------------------


@CHECKS
@given(st.sampled_from([4, 6, 8]), st.integers(0, 2**32 - 1), st.integers(0, 70))
def test_flips_agree_with_the_reference_on_every_square(size, seed, plies):
    board, to_move = random_variant_game(size, seed, plies)[-1]
    for colour in (to_move, opponent(to_move)):
        for row in range(size):
            for col in range(size):
                want = reference_flips(board, row, col, colour)
                assert bending_flips(board, row, col, colour) == want, (row, col, colour)


@pytest.mark.parametrize("size", range(4, 27, 2))
def test_every_size_agrees_with_the_reference_on_its_first_moves(size):
    for board, colour in random_variant_game(size, seed=size, plies=12):
        assert bending_rules().valid_moves_list(board, colour) == REFERENCE.valid_moves_list(board, colour)
        for move in bending_rules().valid_moves_list(board, colour):
            assert bending_flips(board, *move, colour) == reference_flips(board, *move, colour)


@CHECKS
@given(st.sampled_from([4, 6, 8]), st.integers(0, 2**32 - 1), st.integers(0, 60))
def test_every_othello_move_is_legal_and_flips_at_least_as_much(size, seed, plies):
    board, colour = random_variant_game(size, seed, plies)[-1]
    for move in valid_moves_list(board, colour):
        assert set(flipped_discs(board, *move, colour)) <= set(bending_flips(board, *move, colour))
    assert set(valid_moves_list(board, colour)) <= set(bending_rules().valid_moves_list(board, colour))


@CHECKS
@given(
    st.sampled_from([4, 6, 8]),
    st.integers(0, 2**32 - 1),
    st.integers(0, 60),
    st.sampled_from(list(SYMMETRIES)),
)
def test_the_eight_symmetries_map_flips_onto_flips(size, seed, plies, name):
    board, colour = random_variant_game(size, seed, plies)[-1]
    symmetry = SYMMETRIES[name]
    turned = transform(board, symmetry)
    for row in range(size):
        for col in range(size):
            want = sorted(symmetry(r, c, size) for r, c in bending_flips(board, row, col, colour))
            assert bending_flips(turned, *symmetry(row, col, size), colour) == want


@pytest.mark.parametrize(("size", "depth"), [(4, 5), (6, 4), (8, 3)])
def test_perft_agrees_with_the_reference(size, depth):
    start = initialize_board(size)
    assert rules_perft(bending_rules(), start, BLACK, depth) == rules_perft(REFERENCE, start, BLACK, depth)


# --- whole games: passes and the end ---------------------------------------------------------


@pytest.mark.parametrize("size", [4, 6])
def test_whole_games_pass_and_end_by_the_variants_rules(size):
    passes = 0
    for seed in range(12 if size == 4 else 3):
        rng = random.Random(seed)

        def random_bender(board, colour, rng=rng):  # the course's players know only Othello's moves
            return rng.choice(REFERENCE.valid_moves_list(board, colour))

        game = Game(size, rules=bending_rules(), black=greedy_player_for(bending_flips), white=random_bender)
        while not game.is_over:
            mover = game.to_move
            game.computer_move()
            board = game.board
            if game.is_over:
                assert not REFERENCE.valid_moves_list(board, BLACK)
                assert not REFERENCE.valid_moves_list(board, WHITE)
            elif game.to_move == mover:  # the other side had to pass
                passes += 1
                assert not REFERENCE.valid_moves_list(board, opponent(mover))
                assert any("passes" in event for event in game.events)
            if not game.is_over:
                assert game.legal_moves() == REFERENCE.valid_moves_list(board, game.to_move)
    if size == 4:
        assert passes > 0  # the games above do pass: the check of a pass is not empty


def test_the_variants_greedy_player_takes_the_move_that_flips_most():
    board = board_from_text(BENT)
    player = greedy_player_for(bending_flips)
    move = player(board, BLACK)
    most = max(len(bending_flips(board, r, c, BLACK)) for r in range(6) for c in range(6))
    assert len(bending_flips(board, *move, BLACK)) == most == 4
    with pytest.raises(ValueError, match="no move"):
        player([[BLACK] * 4 for _ in range(4)], WHITE)


def test_the_variant_plays_on_the_board_and_new_game_keeps_its_start():
    from othello_lesson.widget import OthelloBoard

    start = board_from_text(BENT)
    board = OthelloBoard(Game(board=start, rules=bending_rules(), white=greedy_player_for(bending_flips)))
    assert board.square_words(5, 1) == "b6, empty, legal move, flips 4"  # a hint on the bent move
    board._last_click = None
    board.squares[(5, 1)].click()
    assert board.game.last_move == (5, 1) and board.game.is_over  # every white disc flipped at once
    assert board.game.score() == (6, 0) and "Black wins" in board.message
    board.new_game_button.click()
    assert board.game.board == start and board.game.to_move == BLACK


def test_a_record_of_bent_moves_is_loaded_and_replayed_by_the_variants_rules():
    start = board_from_text(BENT)
    game = Game(board=start, rules=bending_rules())
    game.play(5, 1)
    assert game.record == "b6"
    game.new_game()
    assert game.load_record("b6") == 1 and game.score() == (6, 0)
    assert Game.from_record("b6", board=start, rules=bending_rules()).board == game.board
    with pytest.raises(RecordError, match="move 1, 'b6': Black cannot play b6: it does not sandwich"):
        Game(board=start).load_record("b6")  # in Othello b6 flips nothing
    with pytest.raises(RecordError, match="cannot play f1: it is not a legal move by this game's rules"):
        game.load_record("f1")
    assert game.record == "b6" and game.score() == (6, 0)  # a bad record changes nothing


def test_the_referee_plays_by_the_variants_rules_and_an_illegal_move_still_loses():

    bender = greedy_player_for(bending_flips)
    game = play_variant_game(bender, bender, size=6, rules=bending_rules())
    assert game.reason == "neither player can move"
    assert not REFERENCE.valid_moves_list(game.board, BLACK) and not REFERENCE.valid_moves_list(
        game.board, WHITE
    )
    replay = Game(6, rules=bending_rules())
    for colour, move in game.moves:
        assert replay.to_move == colour
        replay.play(*move)
    assert replay.board == game.board and replay.is_over
    # b6 is a move only when lines bend: the referee judges by the rules it is given

    def bends_first(board, colour):
        return (5, 1) if board == start else bender(board, colour)

    start = board_from_text(BENT)
    game = play_variant_game(bends_first, bender, start=start, rules=bending_rules(), illegal_move_loses=True)
    assert game.moves[0] == (BLACK, (5, 1)) and game.reason == "neither player can move"
    game = play_variant_game(bends_first, bender, start=start, illegal_move_loses=True)
    assert (game.result, game.reason) == (WHITE, "Black played b6, which is not a legal move, and loses")
