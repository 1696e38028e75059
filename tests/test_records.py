"""Game records: every random game written down and read back gives the same positions; a bad record
names its first bad move, and nothing is written or changed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_lesson.boards import bitboard
from othello_lesson.records import (
    PASS,
    RecordError,
    format_record,
    load_record,
    parse_record,
    play_record,
    save_record,
    with_passes,
)
from othello_lesson.rules import (
    BLACK,
    WHITE,
    board_from_text,
    initialize_board,
    opponent,
)


def random_game(size: int, seed: int):
    """A whole seeded random game: the boards after each move, and the moves with a None for each pass.

    Played on the bitboard, which lists the lesson's moves in the lesson's order (tests/test_boards.py
    checks it on every size), so the game is the one the lesson's rules would play, found quicker:
    the records are what these tests are about.
    """
    rng = random.Random(seed)
    position, to_move = bitboard.from_lists(initialize_board(size)), BLACK
    boards, played = [initialize_board(size)], []
    moves = bitboard.legal_moves(position, to_move)
    while moves:
        move = rng.choice(moves)
        position = bitboard.play(position, move, to_move)
        played.append((to_move, move))
        boards.append(bitboard.to_lists(position))
        # The opponent moves next if it can; if not, it passes; if neither can, the game is over.
        if moves := bitboard.legal_moves(position, opponent(to_move)):
            to_move = opponent(to_move)
        else:
            moves = bitboard.legal_moves(position, to_move)
    return boards, with_passes(played)


@pytest.mark.parametrize("size", range(4, 27, 2))
def test_a_game_written_down_and_read_back_gives_every_position_again(size):
    for seed in range(30 if size <= 8 else 1):
        boards, moves = random_game(size, seed)
        text = format_record(moves)
        assert text == text.lower() and " " not in text
        game = play_record(text, size=size)
        assert game.moves == moves
        assert game.to_move is None
        positions = [b for b, m in zip(game.boards[1:], moves, strict=True) if m is not None]
        assert [game.boards[0], *positions] == boards


def test_passes_are_written_pa():
    # On this board black has no move: white plays, black passes, ...
    found = [random_game(4, seed)[1] for seed in range(200)]
    with_a_pass = [moves for moves in found if None in moves]
    assert with_a_pass
    text = format_record(with_a_pass[0])
    assert PASS in text and text.count(PASS) == with_a_pass[0].count(None)
    assert play_record(text, size=4).moves == with_a_pass[0]


def test_a_record_reads_capitals_and_separators_and_two_digit_rows():
    assert parse_record("F5, d6 C3\nd3") == [(4, 5), (5, 3), (2, 2), (2, 3)]
    assert parse_record("j10a1", size=10) == [(9, 9), (0, 0)]
    assert format_record([(9, 9), (0, 0)]) == "j10a1"


@pytest.mark.parametrize(
    ("record", "number", "text", "reason"),
    [
        ("f5d6x3", 3, "x3", "no column x"),
        ("f5d6c", 3, "c", "a letter and a row number"),
        ("f5d6c9", 3, "c9", "no row 9"),
        ("f5d6c0", 3, "c0", "no row 0"),
        ("f5f5", 2, "f5", "already taken"),
        ("f5a1", 2, "a1", "does not sandwich"),
        ("f5pa", 2, "pa", "White has a legal move"),
        ("f5?d6", 2, "?", "a letter and a row number"),
    ],
)
def test_a_bad_record_names_its_first_bad_move_and_why(record, number, text, reason):
    with pytest.raises(RecordError) as caught:
        play_record(record)
    assert (caught.value.number, caught.value.text) == (number, text)
    assert reason in caught.value.reason
    assert str(caught.value).startswith(f"move {number}, {text!r}: ")


def test_a_move_where_a_pass_is_due_and_a_move_after_the_end_are_refused():
    must_pass = board_from_text("""
        ○ ○ ○ .
        ● ● ● .
        . . . .
        . . . .
    """)
    with pytest.raises(RecordError, match="Black has no legal move here and must pass: write pa"):
        play_record("c3", board=must_pass)
    assert play_record("pa", board=must_pass).to_move == WHITE
    _, moves = random_game(4, 1)
    with pytest.raises(RecordError, match="the game is already over") as caught:
        play_record(format_record(moves) + "a1", size=4)
    assert caught.value.number == len(moves) + 1


def test_save_and_load_give_the_same_game(tmp_path):
    boards, moves = random_game(8, 3)
    path = save_record(tmp_path / "game.txt", moves)
    assert path.read_text(encoding="utf-8") == format_record(moves) + "\n"
    assert load_record(path).moves == moves
    assert load_record(path).board == boards[-1]


def test_saving_a_bad_record_writes_nothing_and_changes_nothing(tmp_path):
    path = tmp_path / "game.txt"
    save_record(path, "f5d6")
    with pytest.raises(RecordError, match="move 3, 'a1'"):
        save_record(path, "f5d6a1")
    assert path.read_text(encoding="utf-8") == "f5d6\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.txt"]
    with pytest.raises(RecordError):
        save_record(tmp_path / "other.txt", "zz")
    assert not (tmp_path / "other.txt").exists()


def test_loading_a_bad_file_names_the_move_and_leaves_the_file(tmp_path):
    path = tmp_path / "game.txt"
    path.write_text("f5d6c3q9\n", encoding="utf-8")
    with pytest.raises(RecordError, match="move 4, 'q9': there is no column q on the 8x8 board"):
        load_record(path)
    assert path.read_text(encoding="utf-8") == "f5d6c3q9\n"


@settings(deadline=None, max_examples=200, derandomize=True)
@given(st.text(max_size=30), st.sampled_from([4, 6, 8, 26]))
def test_any_text_either_plays_or_raises_a_record_error(text, size):
    try:
        game = play_record(text, size=size)
    except RecordError as error:
        assert error.number >= 1
    else:
        assert len(game.boards) == len(game.moves) + 1
        assert format_record(game.moves) == format_record(parse_record(text, size=size))


@settings(deadline=None, max_examples=60, derandomize=True)
@given(st.sampled_from([4, 6, 8, 10]), st.integers(0, 2**32), st.integers(0, 100))
def test_any_prefix_of_a_game_plays_to_the_same_position(size, seed, cut):
    boards, moves = random_game(size, seed)
    part = moves[:cut]
    game = play_record(format_record(part), size=size)
    assert len(game.boards) == len(part) + 1
    if part and part[-1] is not None:
        assert game.board in boards
        colour = game.colours[-1]
        assert game.to_move in (opponent(colour), colour, None)


# --- the Game model keeps its record and replays it ------------------------------------


def test_a_game_keeps_its_record_with_passes_and_starts_again_from_it():
    from othello_lesson.game import Game

    for seed in range(40):
        boards, moves = random_game(4, seed)
        game = Game.from_record(format_record(moves), size=4)
        assert game.record == format_record(moves)
        assert game.board == boards[-1] and game.is_over
        game2 = Game(4, black="random", white="random", seed=seed)
        while not game2.is_over:
            game2.computer_move()
        again = Game.from_record(game2.record, size=4)
        assert again.board == game2.board


def test_back_and_forward_step_through_every_move_and_a_new_move_drops_the_rest():
    from othello_lesson.game import Game

    boards, moves = random_game(6, 7)
    game = Game.from_record(format_record(moves), size=6)
    seen = [game.board]
    while game.back():
        seen.append(game.board)
    assert seen[::-1] == boards
    assert game.record == "" and game.moves_ahead == len(boards) - 1
    assert game.forward() and game.board == boards[1]
    game.back()
    game.play(*next(m for m in game.legal_moves() if m != moves[0]))
    assert game.moves_ahead == 0 and not game.forward()


def test_a_bad_record_makes_no_game():
    from othello_lesson.game import Game

    with pytest.raises(RecordError, match=r"move 3, 'e6': Black cannot play e6: it does not sandwich"):
        Game.from_record("f5d6e6")
