"""The half-disc variant: a half disc ``◐`` counts as the colour of whoever is moving.

``variants.half_disc_flips`` walks each line as Othello's rules do; the reference
here is written another way, reading each ray as a string and matching it with
a regular expression, so the two check each other in perft and on every square
of positions from random games.  Then the third kind of square is followed
through everything that shows a board: the picture, the clickable board, the
console, the score.
"""

from __future__ import annotations

import random
import re

import pytest
from test_variant_bending import rules_perft

from othello_lesson.console import othello
from othello_lesson.game import Game
from othello_lesson.records import RecordError
from othello_lesson.rules import (
    BLACK,
    DIRECTIONS,
    DRAW,
    EMPTY,
    HALF,
    WHITE,
    Board,
    BoardError,
    Colour,
    IllegalMoveError,
    Move,
    board_from_text,
    board_to_text,
    copy_board,
    count_discs,
    initialize_board,
    opponent,
    valid_moves_list,
    winner,
)
from othello_lesson.student_rules import Rules
from othello_lesson.svg import board_svg, game_svg
from othello_lesson.text import format_board
from othello_lesson.variants import (
    greedy_player_for,
    half_disc_flips,
    half_disc_rules,
    half_disc_start,
    play_variant_game,
    rules_from_flips,
)


def reference_flips(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """Each ray read as text and matched: the opponent's discs, then the mover's disc or a half disc."""
    size = len(board)
    if board[row][col] != EMPTY:
        return []
    closed = re.compile(f"({re.escape(opponent(colour))}+)[{re.escape(colour)}{re.escape(HALF)}]")
    found: list[Move] = []
    for dr, dc in DIRECTIONS:
        squares = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            squares.append((r, c))
            r, c = r + dr, c + dc
        match = closed.match("".join(board[r][c] for r, c in squares))
        if match:
            found += squares[: len(match.group(1))]
    return sorted(found)


REFERENCE = rules_from_flips(reference_flips, allows_half_discs=True)


def halves(board: Board) -> list[Move]:
    return [(r, c) for r, line in enumerate(board) for c, cell in enumerate(line) if cell == HALF]


CLOSED_BY_HALF = """
    . . . .
    . ○ ○ ◐
    . . ● ◐
    . . . .
"""


# --- the rule ----------------------------------------------------------------------------


def test_a_half_disc_closes_a_line_for_whoever_moves_and_never_flips():
    board = board_from_text(CLOSED_BY_HALF)
    assert (1, 0) not in valid_moves_list(board_from_text(CLOSED_BY_HALF.replace("◐", ".")), BLACK)
    assert half_disc_flips(board, 1, 0, BLACK) == [(1, 1), (1, 2)]  # b2, c2 closed by the half disc d2
    assert half_disc_flips(board, 2, 1, WHITE) == [(2, 2)]  # for white the half disc d3 is white's
    assert half_disc_flips(board, 0, 3, BLACK) == []  # d1: the line down starts on a half disc, not white's
    after = half_disc_rules().place_move(copy_board(board), 1, 0, BLACK)
    assert after[1] == [BLACK, BLACK, BLACK, HALF] and halves(after) == halves(board)
    with pytest.raises(IllegalMoveError, match="d1 flips nothing, even with the half discs counted as yours"):
        half_disc_rules().place_move(copy_board(board), 0, 3, BLACK)


def test_the_start_puts_four_half_discs_that_every_symmetry_keeps():
    for size in range(4, 27, 2):
        start = half_disc_start(size)
        squares = halves(start)
        assert len(squares) == 4 and count_discs(start) == (2, 2)
        assert sorted((c, r) for r, c in squares) == squares  # the diagonal mirror
        assert sorted((size - 1 - r, c) for r, c in squares) == squares  # upside down
        assert [row for row in start if EMPTY not in row] == []
        assert all(
            cell in (BLACK, WHITE) for cell in (start[size // 2][size // 2], start[size // 2 - 1][size // 2])
        )


@pytest.mark.parametrize(("size", "depth"), [(4, 7), (6, 5), (8, 4)])
def test_perft_of_the_start_agrees_with_the_reference(size, depth):
    start = half_disc_start(size)
    counts = [rules_perft(half_disc_rules(), start, BLACK, ply) for ply in range(1, depth + 1)]
    assert counts == [rules_perft(REFERENCE, start, BLACK, ply) for ply in range(1, depth + 1)]
    othello = [rules_perft(Rules(), initialize_board(size), BLACK, ply) for ply in range(1, depth + 1)]
    assert counts[0] == othello[0] == 4 and counts[1:] != othello[1:]  # the half discs do change the game


# --- whole games ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [4, 6, 8])
def test_random_games_always_end_and_the_half_discs_never_change(size):
    passes = 0
    for seed in range(20 if size == 4 else 4):
        rng, rules = random.Random(seed), half_disc_rules()
        board, colour = half_disc_start(size), BLACK
        fixed = halves(board)
        for _ply in range(size * size):  # every move fills a square: a game ends in fewer plies
            moves = rules.valid_moves_list(board, colour)
            assert moves == REFERENCE.valid_moves_list(board, colour)
            if not moves:
                colour = opponent(colour)
                moves = rules.valid_moves_list(board, colour)
                if not moves:
                    break
                passes += 1
            black, white = count_discs(board)
            move = rng.choice(moves)
            assert half_disc_flips(board, *move, colour) == reference_flips(board, *move, colour)
            flipped = len(half_disc_flips(board, *move, colour))
            board = rules.place_move(board, *move, colour)
            gained = (1 + flipped, -flipped) if colour == BLACK else (-flipped, 1 + flipped)
            assert count_discs(board) == (black + gained[0], white + gained[1])
            assert halves(board) == fixed
            colour = opponent(colour)
        else:
            pytest.fail(f"the game of seed {seed} did not end")
        assert not REFERENCE.valid_moves_list(board, BLACK) and not REFERENCE.valid_moves_list(board, WHITE)
        black, white = count_discs(board)
        assert black + white + len(fixed) + sum(row.count(EMPTY) for row in board) == size * size
        assert winner(board) == (BLACK if black > white else WHITE if white > black else DRAW)
    if size == 4:
        assert passes > 0  # the games above do pass: the passes are tested


def test_the_referee_and_the_game_play_it_to_the_end():
    greedy = greedy_player_for(half_disc_flips)
    played = play_variant_game(greedy, greedy, start=half_disc_start(6), rules=half_disc_rules())
    assert played.reason == "neither player can move" and halves(played.board) == halves(half_disc_start(6))
    game = Game(6, rules=half_disc_rules(), start=half_disc_start)
    for colour, move in played.moves:
        assert game.to_move == colour
        game.play(*move)
    assert game.board == played.board and game.is_over and game.result == played.result
    black, white = game.score()
    assert f"Black {black} - {white} White" in game.result_text
    record = game.record
    game.new_game()
    assert game.board == half_disc_start(6)
    assert Game.from_record(record, board=half_disc_start(6), rules=half_disc_rules()).board == played.board


def test_a_record_is_replayed_by_the_variants_rules_and_a_bad_move_is_named():
    game = Game(6, rules=half_disc_rules(), start=half_disc_start)
    game.play(1, 2)
    game.play(*game.legal_moves()[0])
    record = game.record
    replay = Game(6, rules=half_disc_rules(), start=half_disc_start)
    assert replay.load_record(record) == 2 and replay.board == game.board
    with pytest.raises(RecordError, match="cannot play b2: the square is already taken"):
        replay.load_record("b2")
    with pytest.raises(RecordError, match="cannot play a1: it is not a legal move by this game's rules"):
        replay.load_record("a1")
    assert replay.board == game.board  # a bad record changes nothing


# --- Othello's rules refuse a half disc; everything that shows a board shows it ------------------


def test_othellos_rules_and_a_game_by_them_refuse_a_board_with_a_half_disc():
    board = half_disc_start(6)
    message = "square (row 1, col 1) holds the half disc '◐', which Othello's rules do not know"
    with pytest.raises(BoardError, match=re.escape(message)):
        valid_moves_list(board, BLACK)
    with pytest.raises(BoardError, match=re.escape("variants.half_disc_rules()")):
        Game(board=board)
    with pytest.raises(BoardError, match="half disc"):
        Game(6, start=half_disc_start)
    with pytest.raises(BoardError, match="half disc"):
        play_variant_game(greedy_player_for(half_disc_flips), greedy_player_for(half_disc_flips), start=board)
    junk = copy_board(board)
    junk[0][0] = "x"
    with pytest.raises(
        BoardError,
        match=re.escape("holds 'x' (a str); a square holds BLACK '●', WHITE '○' or EMPTY ' ' (or HALF '◐')"),
    ):
        Game(board=junk, rules=half_disc_rules())


def test_the_score_the_text_and_the_result_count_half_discs_for_nobody():
    board = half_disc_start(4)
    assert count_discs(board) == (2, 2) and winner(board) == DRAW
    assert board_from_text(board_to_text(board)) == board
    assert board_to_text(board).splitlines()[0] == "◐ . . ◐"
    assert "│ ◐ │" in format_board(board, square_names=True)


def test_the_picture_draws_a_half_disc_on_its_square():
    svg = board_svg(half_disc_start(4))
    for name in ("a1", "d1", "a4", "d4"):
        assert f'<g class="disc half {name}">' in svg
    assert svg.count('class="disc half ') == 4 and svg.count('class="disc black ') == 2
    assert "Black 2 - 2 White, 4 half discs" in svg
    assert "half disc" not in board_svg(initialize_board(4))  # an ordinary board is drawn as before
    game = Game(4, rules=half_disc_rules(), start=half_disc_start)
    assert '<g class="disc half a1">' in game_svg(game) and 'class="hint b1"' in game_svg(game)


def test_the_clickable_board_shows_the_half_discs_and_plays_the_variant():
    from othello_lesson.widget import play

    board = play(4, rules=half_disc_rules(), start=half_disc_start, white=greedy_player_for(half_disc_flips))
    assert {"othello-a1-half-disc", "othello-d4-half-disc"} <= board.position_classes()
    assert board.square_words(0, 0) == "a1, half-disc"
    css = board.squares_style.value
    assert ".othello-text.othello-a1-half-disc ~ .othello-grid .othello-square-a1::before" in css
    assert "linear-gradient" in css and '"a1, half-disc"' in css
    board._last_click = None
    board.squares[(0, 1)].click()  # b1, then white answers
    assert board.game.last_move != (0, 1) and len(board.game.record) >= 4
    assert halves(board.game.board) == halves(half_disc_start(4))
    from othello_lesson.widget._board_css import squares_css

    assert "half-disc" not in squares_css(4)  # an ordinary board's stylesheet is as before


def test_the_console_plays_the_variant_and_draws_its_half_discs():
    answers = iter(["a1", "b1", "q"])
    lines: list[str] = []
    greedy = greedy_player_for(half_disc_flips)
    othello(
        4,
        rules=half_disc_rules(),
        start=half_disc_start,
        white=greedy,
        input=lambda prompt: next(answers),
        output=lines.append,
    )
    assert lines[0].splitlines()[2] == " 1 │ ◐ │   │   │ ◐ │ 1"
    assert "Black ● to play. Legal moves: b1, a2, d3, c4" in lines
    assert "a1 is not a legal move: the square is already taken." in lines
    assert "Black played b1, flipping 1 disc." in lines
    assert lines[-1] == "Game stopped. See you next time!"


def test_the_console_plays_a_whole_game_of_the_variant_between_computers():
    lines: list[str] = []
    greedy = greedy_player_for(half_disc_flips)
    othello(
        6, rules=half_disc_rules(), start=half_disc_start, black=greedy, white=greedy, output=lines.append
    )
    assert lines[-1].startswith("Game over: Black ")
    assert lines[-2].count("◐") == 4  # the last board still has its four half discs
