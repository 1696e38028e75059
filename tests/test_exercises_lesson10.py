"""Lesson 10's checks: right answers pass (written several ways) and empty ones are "not done".

The typical wrong answers (a shift without its mask, a missing direction, a flip
that stops one short, ...) are in the catalogue,
``test_wrong_answers_lessons_10_and_11.py``, each with the words of its hint;
the factories here make some of them."""

from __future__ import annotations

from othello_lesson.boards import bitboard
from othello_lesson.exercises import lesson10
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
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


def test_shift_east_right_answers_pass():
    assert lesson10.check_shift_east(bitboard.shift_east).status == CORRECT
    assert lesson10.check_shift_east(shift_east_by_squares).status == CORRECT


def test_shift_east_empty_is_not_done():
    assert lesson10.check_shift_east(not_done).status == NOT_DONE


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


def test_legal_bits_right_answers_pass():
    assert lesson10.check_legal_bits(bitboard.legal_bits).status == CORRECT
    assert lesson10.check_legal_bits(legal_bits_from(all_directions)).status == CORRECT
    assert lesson10.check_legal_bits(legal_bits_square_by_square).status == CORRECT


def test_legal_bits_empty_is_not_done():
    assert lesson10.check_legal_bits(not_done).status == NOT_DONE


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


def flip_bits_first_disc_only(me, opponent, move, size):
    """Keeps only the disc next to the move of each ray that flips: short by more than one on long rays."""
    flipped = 0
    for step, mask in bitboard.geometry(size).directions:
        ray = lesson10._ray(me, opponent & mask, move, step, size)
        flipped |= ray & bitboard.shift(move, step, full(size))
    return flipped


def test_a_ray_one_short_is_said_only_when_every_ray_probed_is_one_short():
    report = lesson10.check_flip_bits(flip_bits_from(short=True))
    assert report.hint_id == "lesson10.one_short", report.text
    report = lesson10.check_flip_bits(flip_bits_first_disc_only)
    assert report.status == WRONG
    assert report.hint_id != "lesson10.one_short" and "one disc short" not in report.text, report.text
