"""Lesson 0's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_0_to_3.py``.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson0
from othello_lesson.exercises.common import CORRECT, NOT_DONE
from othello_lesson.rules import BLACK, DRAW, WHITE


def not_done(*args):
    raise NotImplementedError("your code here")


# --- who_is_winning ----------------------------------------------------------------------


def who_is_winning(black, white):
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    return DRAW


def forgets_the_draw(black, white):
    return BLACK if black > white else WHITE


def swapped(black, white):
    return who_is_winning(white, black)


def words(black, white):
    return {BLACK: "Black", WHITE: "White", DRAW: "draw"}[who_is_winning(black, white)]


def no_return(black, white):
    who_is_winning(black, white)


def test_who_is_winning():
    assert lesson0.check_who_is_winning(who_is_winning).status == CORRECT
    assert lesson0.check_who_is_winning(not_done).status == NOT_DONE


def test_a_word_instead_of_the_constant_gets_its_own_hint():
    assert "Return the constant" in lesson0.check_who_is_winning(words).text


# --- discs_after_move ------------------------------------------------------------------------


def discs_after_move(black, white, flipped):
    return black + 1 + flipped, white - flipped


def forgets_the_new_disc(black, white, flipped):
    return black + flipped, white - flipped


def white_keeps_its_discs(black, white, flipped):
    return black + 1 + flipped, white


def as_a_list(black, white, flipped):
    return [black + 1 + flipped, white - flipped]


def the_wrong_way_round(black, white, flipped):
    return white - flipped, black + 1 + flipped


def test_discs_after_move():
    assert lesson0.check_discs_after_move(discs_after_move).status == CORRECT
    assert lesson0.check_discs_after_move(not_done).status == NOT_DONE


def test_forgetting_the_new_disc_is_explained():
    text = lesson0.check_discs_after_move(forgets_the_new_disc).text
    assert "Black's new disc counts too" in text


# --- flips_along -------------------------------------------------------------------------------


def flips_along(line):
    whites = 0
    for square in line:
        if square == WHITE:
            whites += 1
        elif square == BLACK:
            return whites
        else:
            return 0
    return 0


def counts_every_white(line):
    return line.count(WHITE)


def edge_closes_the_line(line):
    whites = 0
    for square in line:
        if square != WHITE:
            return whites if square == BLACK else 0
        whites += 1
    return whites


def empty_is_skipped(line):
    whites = 0
    for square in line:
        if square == WHITE:
            whites += 1
        elif square == BLACK:
            return whites
    return 0


def counts_the_closing_disc(line):
    whites = flips_along(line)
    return whites + 1 if whites else 0


def short_lines_only(line):
    return flips_along(line[:4])


def test_flips_along():
    assert lesson0.check_flips_along(flips_along).status == CORRECT
    assert lesson0.check_flips_along(not_done).status == NOT_DONE


def test_flips_along_shows_the_line_with_the_names_of_the_constants():
    text = lesson0.check_flips_along(edge_closes_the_line).text
    assert "edge_closes_the_line([WHITE])" in text and "expected: 0" in text
    assert (
        lesson0.check_flips_along(empty_is_skipped).text.split("\n")[2]
        == "empty_is_skipped([WHITE, EMPTY, BLACK])"
    )
