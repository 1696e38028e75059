"""Lesson 10's checks: right answers pass, empty ones are "not done", and the classic bitboard and record
mistakes are caught with the hint a student needs (a shift without its mask, a missing direction, a flip
that stops one short)."""

from __future__ import annotations

from othello_lesson.boards import bitboard
from othello_lesson.exercises import lesson10
from othello_lesson.exercises.checking import CORRECT, NOT_DONE, WRONG
from othello_lesson.records import format_record
from othello_lesson.rules import square_name


def not_done(*args):
    raise NotImplementedError("your code here")


def full(size):
    return (1 << size * size) - 1


# --- shift_east ---------------------------------------------------------------------------


def shift_east_by_squares(bits, size):
    """Another right way: one square at a time."""
    moved = 0
    for row, col in bitboard.squares(bits, size):
        if col + 1 < size:
            moved |= 1 << (row * size + col + 1)
    return moved


def shift_without_mask(bits, size):
    return (bits << 1) & full(size)


def shift_west(bits, size):
    return bits >> 1


def test_shift_east_right_answers_pass():
    assert lesson10.check_shift_east(bitboard.shift_east).status == CORRECT
    assert lesson10.check_shift_east(shift_east_by_squares).status == CORRECT


def test_shift_east_empty_is_not_done():
    assert lesson10.check_shift_east(not_done).status == NOT_DONE


def test_a_shift_without_its_mask_wraps_round_the_edge_and_is_caught():
    report = lesson10.check_shift_east(shift_without_mask)
    assert report.status == WRONG
    assert "came back on the first column of the next row" in report.text
    assert "clear the first column with a mask" in report.text


def test_a_shift_the_wrong_way_is_caught():
    report = lesson10.check_shift_east(shift_west)
    assert report.status == WRONG
    assert "East is to the right" in report.text


# --- legal_bits -------------------------------------------------------------------------------


def legal_bits_from(directions, *, masked=True):
    def legal_bits(me, opponent, size):
        empty = full(size) & ~(me | opponent)
        legal = 0
        for step, mask in directions(size):
            inside = opponent & mask if masked else opponent
            line = inside & bitboard.shift(me, step, full(size))
            for _ in range(size - 3):
                line |= inside & bitboard.shift(line, step, full(size))
            legal |= bitboard.shift(line, step, full(size))
        return legal & empty

    return legal_bits


def all_directions(size):
    return bitboard.geometry(size).directions


def seven_directions(size):
    return bitboard.geometry(size).directions[:-1]


def legal_bits_square_by_square(me, opponent, size):
    """Another right way: ask flip_bits about every empty square."""
    legal = 0
    for index in range(size * size):
        bit = 1 << index
        if not bit & (me | opponent) and bitboard.flip_bits(me, opponent, bit, size):
            legal |= bit
    return legal


def legal_bits_with_taken_squares(me, opponent, size):
    return legal_bits_from(all_directions)(me, opponent, size) | me


def test_legal_bits_right_answers_pass():
    assert lesson10.check_legal_bits(bitboard.legal_bits).status == CORRECT
    assert lesson10.check_legal_bits(legal_bits_from(all_directions)).status == CORRECT
    assert lesson10.check_legal_bits(legal_bits_square_by_square).status == CORRECT


def test_legal_bits_empty_is_not_done():
    assert lesson10.check_legal_bits(not_done).status == NOT_DONE


def test_a_missing_direction_is_caught():
    report = lesson10.check_legal_bits(legal_bits_from(seven_directions))
    assert report.status == WRONG
    assert "is one of the eight directions left out" in report.text


def test_shifts_without_masks_wrap_and_are_caught():
    report = lesson10.check_legal_bits(legal_bits_from(all_directions, masked=False))
    assert report.status == WRONG
    assert "wrapped round from the other side of the board" in report.text


def test_moves_on_taken_squares_are_caught():
    report = lesson10.check_legal_bits(legal_bits_with_taken_squares)
    assert report.status == WRONG
    assert "is taken: keep only empty squares" in report.text


# --- flip_bits ----------------------------------------------------------------------------------


def flip_bits_from(*, short=False, closing=False, unclosed=False):
    def flip_bits(me, opponent, move, size):
        flipped = 0
        for step, mask in bitboard.geometry(size).directions:
            inside = opponent & mask
            ray, last = 0, 0
            square = bitboard.shift(move, step, full(size))
            while square & inside:
                if short:
                    ray |= last
                    last = square
                else:
                    ray |= square
                square = bitboard.shift(square, step, full(size))
            if square & me or unclosed:
                flipped |= ray | (square & me if closing else 0)
        return flipped

    return flip_bits


def test_flip_bits_right_answers_pass():
    assert lesson10.check_flip_bits(bitboard.flip_bits).status == CORRECT
    assert lesson10.check_flip_bits(flip_bits_from()).status == CORRECT


def test_flip_bits_empty_is_not_done():
    assert lesson10.check_flip_bits(not_done).status == NOT_DONE


def test_a_flip_that_stops_one_short_is_caught():
    report = lesson10.check_flip_bits(flip_bits_from(short=True))
    assert report.status == WRONG
    assert "does a ray stop one disc short?" in report.text


def test_flipping_the_closing_disc_is_caught():
    report = lesson10.check_flip_bits(flip_bits_from(closing=True))
    assert report.status == WRONG
    assert "the disc that closes a ray does not flip" in report.text


def test_flipping_a_ray_that_is_not_closed_is_caught():
    report = lesson10.check_flip_bits(flip_bits_from(unclosed=True))
    assert report.status == WRONG
    assert "a ray flips only when it ends on one of your discs" in report.text


def test_a_list_instead_of_a_number_gets_a_hint():
    report = lesson10.check_flip_bits(lambda me, opponent, move, size: [move])
    assert report.status == WRONG
    assert "Return a whole number (an int)" in report.text


# --- write_record -------------------------------------------------------------------------------


def write_record_by_loop(moves):
    text = ""
    for move in moves:
        text += "pa" if move is None else square_name(*move)
    return text


def test_write_record_right_answers_pass():
    assert lesson10.check_write_record(format_record).status == CORRECT
    assert lesson10.check_write_record(write_record_by_loop).status == CORRECT


def test_write_record_empty_is_not_done():
    assert lesson10.check_write_record(not_done).status == NOT_DONE


def test_typical_record_mistakes_are_caught_with_their_hints():
    cases = {
        "in lower case": lambda moves: format_record(moves).upper(),
        "with nothing between them": lambda moves: " ".join(write_record_by_loop([m]) for m in moves),
        "as the two letters pa": lambda moves: format_record(moves).replace("pa", "pass"),
        "Row numbers start at 1": lambda moves: "".join(
            "pa" if m is None else f"{'abcdefghijklmnopqrstuvwxyz'[m[1]]}{m[0]}" for m in moves
        ),
    }
    for hint, function in cases.items():
        report = lesson10.check_write_record(function)
        assert report.status == WRONG
        assert hint in report.text, hint
