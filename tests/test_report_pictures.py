"""A failing report's pictures: the marked squares are exactly the squares that differ.

For every check that compares boards, lists of squares or bitboards, each typical
wrong answer of the catalogue is checked, and its report's picture read back by the
class of each mark: on a board answer the ``differs`` marks are exactly the
squares where the board returned and the board expected differ; on a list of
squares the ``missing`` and ``extra`` marks are exactly the squares expected and
not returned, and returned and not expected; on a bitboard (lesson 10) they are
the squares of the bits expected and not returned, and returned and not expected,
on the bits returned and on the bits expected alike.  The line under the pictures is
run, and must call the student's function on that very position.  Correct and
not-done reports, and text, stay as they were.
"""

from __future__ import annotations

import ast
import math
import re
from html import unescape

import pytest
import test_exercises_lesson3 as l3
import test_exercises_lesson4 as l4
import test_exercises_lesson5 as l5
import test_wrong_answers_lesson12 as w12
import test_wrong_answers_lessons_0_to_3 as w0
import test_wrong_answers_lessons_4_to_7 as w4
import test_wrong_answers_lessons_8_and_9 as w8
import test_wrong_answers_lessons_10_and_11 as w10
from IPython.core.formatters import DisplayFormatter

import othello_lesson
from othello_lesson import rules
from othello_lesson.exercises import (
    cases,
    lesson1,
    lesson3,
    lesson4,
    lesson5,
    lesson6,
    lesson10,
    lesson11,
    pictures,
)
from othello_lesson.exercises.cases import CORRECT, NOT_DONE, WRONG, Case
from othello_lesson.exercises.guard import ChangedBoard
from othello_lesson.rules import BLACK, initialize_board, square_name
from othello_lesson.svg import MARK_KINDS, board_svg, mark_swatch

CATALOGUE = [*w0.CATALOGUE, *w4.CATALOGUE, *w8.CATALOGUE, *w10.CATALOGUE, *w12.CATALOGUE]

BOARD_CHECKS = [
    lesson1.check_initialize_board,
    lesson4.check_place_move,
    lesson4.check_fixed_careless,
    lesson4.check_fixed_hasty,
    lesson6.check_play_whole_game,
    lesson11.check_parallel_start,
    lesson11.check_handicap_start,
]
"""Every check whose answer is a board (the board after a move, at the end of a game, to start)."""

SQUARES_CHECKS = [
    lesson3.check_ray_squares,
    lesson4.check_flips_in_direction,
    lesson4.check_flipped_discs,
    lesson5.check_valid_moves_list,
    lesson11.check_straight_flips,
]
"""Every check whose answer is a list of squares, (row, col) each."""

BITS_CHECKS = [lesson10.check_shift_east, lesson10.check_legal_bits, lesson10.check_flip_bits]
"""Every check whose answer is a bitboard: an int, bit ``row * size + col`` for each square."""


def entries_of(checks):
    return [entry for entry in CATALOGUE if entry.check in checks]


def report_of(entry):
    report = entry.check(entry.answer)
    assert report.status == WRONG, report.text
    return report


def board_in(value):
    """The board an answer is or holds (a place_move's outcome and a game's keep it as ``board``)."""
    rows = value if isinstance(value, list) else getattr(value, "board", None)
    return None if rows is None else [list(row) for row in rows]


def square_names(squares):
    return {square_name(r, c) for r, c in squares}


FIGURE = re.compile(r'<figure class="othello-report-board (\w+)".*?</figure>', re.S)
MARK = re.compile(r'class="(differs|missing|extra|asked) ([a-z]+\d+)"')
DISC = re.compile(r'class="disc (black|white) ([a-z]+\d+)"')
BIT = re.compile(r'class="bit ([a-z]+\d+)"')


def figures(html):
    """Each board drawn, by its kind (position, returned, expected): its marks and its discs."""
    drawn = {}
    for match in FIGURE.finditer(html):
        kind, text = match[1], match[0]
        marks = {}
        for mark, square in MARK.findall(text):
            marks.setdefault(mark, set()).add(square)
        drawn[kind] = (marks, {(colour, square) for colour, square in DISC.findall(text)})
    return drawn


def discs_of(board):
    colours = {rules.BLACK: "black", rules.WHITE: "white"}
    return {
        (colours[cell], square_name(r, c))
        for r, row in enumerate(board)
        for c, cell in enumerate(row)
        if cell in colours
    }


# --- the marks are exactly the squares that differ --------------------------------------------


@pytest.mark.parametrize("entry", entries_of(BOARD_CHECKS), ids=lambda entry: entry.name)
def test_a_board_answer_marks_exactly_the_squares_that_differ(entry):
    report = report_of(entry)
    got, want = board_in(report.answer), board_in(report.failure.expected)
    html = report._repr_html_()
    if got is None or len(got) != len(want) or got == want:
        assert html is None, "no board to compare, or the same board: the text says what is wrong"
        return
    differ = {
        square_name(r, c) for r in range(len(want)) for c in range(len(want)) if got[r][c] != want[r][c]
    }
    drawn = figures(html)
    assert drawn["returned"] == ({"differs": differ}, discs_of(got))
    assert drawn["expected"] == ({"differs": differ}, discs_of(want))
    if report.failure.board is not None:
        marks, discs = drawn["position"]
        assert discs == discs_of(report.failure.board)
        assert "differs" not in marks


@pytest.mark.parametrize("entry", entries_of(SQUARES_CHECKS), ids=lambda entry: entry.name)
def test_a_list_of_squares_marks_exactly_the_missing_and_the_extra_squares(entry):
    report = report_of(entry)
    answer = report.answer.returned if isinstance(report.answer, ChangedBoard) else report.answer
    html = report._repr_html_()
    try:
        got = set() if answer is None else {(r, c) for r, c in answer}
    except (TypeError, ValueError):  # not a list of pairs: there are no squares to mark
        assert html is None or set(figures(html)["position"][0]) == {"asked"}
        return
    size = len(report.failure.board)
    on_board = {(r, c) for r, c in got if 0 <= r < size and 0 <= c < size}
    missing = square_names(set(report.failure.expected) - on_board)
    extra = square_names(on_board - set(report.failure.expected))
    if not (missing or extra or got - on_board):
        assert html is None, "the right squares in another form: the text says which"
        return
    marks, discs = figures(html)["position"]
    assert marks == {kind: squares for kind, squares in (("missing", missing), ("extra", extra)) if squares}
    assert discs == discs_of(report.failure.board)
    assert 'class="othello-report-legend"' in html


def bit_names(bits, size):
    """The names of the squares of the 1 bits of ``bits`` on the board (bit ``row * size + col``)."""
    return {square_name(*divmod(bit, size)) for bit in range(size * size) if bits >> bit & 1}


@pytest.mark.parametrize("entry", entries_of(BITS_CHECKS), ids=lambda entry: entry.name)
def test_a_bitboard_answer_marks_exactly_the_bits_that_differ(entry):
    report = report_of(entry)
    got, want, size = report.answer, report.failure.expected, report.failure.args[-1]
    html = report._repr_html_()
    if not isinstance(got, int) or isinstance(got, bool):
        assert html is None, "not a number: the text says what came back"
        return
    full = (1 << size * size) - 1
    missing, extra = bit_names(want & ~got, size), bit_names(got & ~want, size)
    if not (missing or extra or got & ~full):
        assert html is None, "the right bits: the text says what else is wrong"
        return
    marks = {kind: squares for kind, squares in (("missing", missing), ("extra", extra)) if squares}
    drawn = figures(html)
    for kind, bits in (("returned", got), ("expected", want)):
        figure = FIGURE.search(html[html.index(f'othello-report-board {kind}"') - 30 :])[0]
        assert drawn[kind] == (marks, set()), kind  # an empty board: no disc, the bits drawn on it
        assert set(BIT.findall(figure)) == bit_names(bits, size), kind
    if report.failure.board is not None:
        assert drawn["position"] == ({}, discs_of(report.failure.board))
    assert 'class="othello-report-legend"' in html
    if got & ~full:  # a bit past the board's last square is on no square: the legend says so
        assert "past the board's last square" in unescape(html)


def test_a_bit_past_the_board_is_named_in_the_legend():
    case = Case(None, (1 << 15, 4), 0, "shift_east(0x8000, 4)", bits_size=4)
    past = pictures.report_html(cases.wrong("shift_east", case, "65536", answer=1 << 16))
    assert pictures.marked_squares(past) == {}
    assert "returned bits past the board's last square (bit 15): 16" in unescape(past)
    negative = -(1 << 16) + 2  # bit 1 (b1) on the board, and every bit from 16 up
    drawn = pictures.report_html(cases.wrong("shift_east", case, str(negative), answer=negative))
    assert pictures.marked_squares(drawn) == {"extra": ["b1"]}
    assert "returned a negative number: every bit past the board's last square is 1" in unescape(drawn)
    assert "a red square: a bit returned, but not expected" in drawn


@pytest.mark.parametrize(
    "checks", [BOARD_CHECKS, SQUARES_CHECKS, BITS_CHECKS], ids=["boards", "squares", "bits"]
)
def test_every_check_that_compares_boards_or_squares_draws_a_catalogued_mistake(checks):
    drawn = {entry.check for entry in entries_of(checks) if report_of(entry)._repr_html_() is not None}
    assert drawn == set(checks)


def test_the_square_a_case_asks_about_is_marked_for_a_true_or_false_answer():
    entry = next(e for e in CATALOGUE if e.name == "check_is_valid_move-accepts_taken_squares")
    report = report_of(entry)
    row, col = report.failure.args[:2]
    marks, discs = figures(report._repr_html_())["position"]
    assert marks == {"asked": {square_name(row, col)}}
    assert discs == discs_of(report.failure.board)


def test_a_case_that_names_no_square_of_its_board_keeps_to_the_text():
    # who_is_winning(2, 2) is handed disc counts, not a square: nothing to mark, so no picture.
    entry = next(e for e in CATALOGUE if e.name == "check_who_is_winning-forgets_the_draw")
    assert report_of(entry)._repr_html_() is None


# --- the line to copy runs the very case ---------------------------------------------------


class Recorder:
    """The student's function, noting the arguments of each call (a board copied as it came)."""

    def __init__(self, function):
        self.function, self.calls = function, []

    def __call__(self, *args):
        self.calls.append(
            tuple(
                rules.copy_board(a) if isinstance(a, list) and a and isinstance(a[0], list) else a
                for a in args
            )
        )
        return self.function(*args)


def course_names():
    names = {name: getattr(othello_lesson, name) for name in othello_lesson.__all__}
    return {**names, "math": math}


def run_line(line, name, function):
    recorder = Recorder(function)
    namespace = {**course_names(), name: recorder}
    try:
        result = eval(line, namespace)  # the line is the report's: running it is the point
    except Exception as error:
        result = error
    return recorder.calls, result


@pytest.mark.parametrize(
    "entry", entries_of(BOARD_CHECKS + SQUARES_CHECKS + BITS_CHECKS), ids=lambda entry: entry.name
)
def test_the_line_to_copy_calls_the_function_on_that_very_position(entry):
    report = report_of(entry)
    if report._repr_html_() is None:
        return
    line = pictures.copyable_call(report)
    if entry.check is lesson6.check_play_whole_game:
        # The players of a game are made for it (random_player(seed=7)), not values a line writes.
        assert line is None and "othello-report-call" not in report._repr_html_()
        return
    assert line is not None and f"<code>{line}" in unescape(report._repr_html_())
    ast.parse(line, mode="eval")
    calls, result = run_line(line, report.name, entry.answer)
    case = report.failure
    passes_the_board = case.board is not None and entry.check not in BITS_CHECKS  # bits: numbers only
    expected_call = ((case.board,) if passes_the_board else ()) + tuple(case.args)
    assert calls == [expected_call]
    answer = report.answer
    if isinstance(answer, lesson4.MoveOutcome):
        if answer.error:
            assert type(result).__name__ == answer.error.split(":")[0]
        elif answer.returned == lesson4.SAME_BOARD:
            assert result == answer.board
        elif answer.returned == "None":
            assert result is None
    elif isinstance(answer, ChangedBoard):
        assert result == answer.returned
    elif isinstance(answer, lesson1.ShownBoard):  # a board made: compared row by row (shared rows too)
        assert [list(row) for row in result] == [list(row) for row in answer]
    elif isinstance(answer, list | set | tuple | int):
        assert result == answer


def test_a_name_the_notebook_does_not_have_is_written_as_its_value():
    entry = next(e for e in CATALOGUE if e.name == "check_legal_bits-legal_bits_one_step_lines")
    report = report_of(entry)
    line = pictures.copyable_call(report)
    calls, result = run_line(line, report.name, entry.answer)
    assert calls == [tuple(report.failure.args)]
    assert result == report.answer
    me, opponent, size = report.failure.args
    assert line.startswith(f"legal_bits({me:#x}, {opponent:#x}, {size})"), (
        line
    )  # bits, as the lesson writes them


def test_a_line_that_cannot_be_written_out_is_left_out():
    case = Case(initialize_board(4), (object(),), [(0, 1)], "f(board, thing)")
    report = cases.wrong("f", case, "[]", answer=[])
    assert pictures.copyable_call(report) is None
    assert "othello-report-call" not in report._repr_html_()


# --- what does not change --------------------------------------------------------------------


def test_correct_and_not_done_reports_have_no_picture():
    reports = [
        lesson4.check_place_move(rules.place_move),
        lesson4.check_place_move(l4.not_done),
        lesson4.check_flipped_discs(rules.flipped_discs),
        lesson5.check_valid_moves_list(l5.valid_moves_list),
        lesson5.check_valid_moves_list(l5.not_done),
        lesson3.check_ray_squares(l3.ray_squares),
    ]
    assert {report.status for report in reports} == {CORRECT, NOT_DONE}
    formatter = DisplayFormatter()
    for report in reports:
        assert report._repr_html_() is None
        assert formatter.format(report)[0] == {"text/plain": report.text}


def test_a_failing_report_keeps_its_text_as_plain_text_and_adds_the_html():
    report = lesson4.check_place_move(lesson4.careless_place_move)
    data, _ = DisplayFormatter().format(report)
    assert data["text/plain"] == report.text == repr(report)
    assert data["text/html"] == report._repr_html_()


def test_the_picture_is_the_same_every_time():
    first = lesson4.check_place_move(lesson4.careless_place_move)._repr_html_()
    again = lesson4.check_place_move(lesson4.careless_place_move)._repr_html_()
    assert first == again
    assert not re.search(r"0x[0-9a-f]{6,}|\bid=", first)


def test_the_html_escapes_every_text_and_fetches_nothing():
    case = Case(initialize_board(4), (0, 0, BLACK), [(0, 1)], "f(board, 0, 0, BLACK)")
    report = cases.wrong(
        "f", case, "<img src=x onerror=alert(1)>", hint="<script>alert(1)</script>", answer=[]
    )
    html = report._repr_html_()
    assert "<script>" not in html and "<img" not in html
    assert "&lt;script&gt;" in html
    assert not re.search(r"<[^>]*\b(src|href)=", html)
    assert set(re.findall(r"https?://[^\"' ]+", html)) == {"http://www.w3.org/2000/svg"}


def test_a_picture_that_cannot_be_drawn_leaves_the_text(monkeypatch):
    def broken(report):
        raise RuntimeError("cannot draw")

    monkeypatch.setattr(pictures, "report_html", broken)
    assert lesson4.check_place_move(lesson4.careless_place_move)._repr_html_() is None


def test_a_check_never_draws_its_picture(monkeypatch):
    # The picture is built when a notebook shows the report, never while checking: no cost to a check.
    drawn = []
    monkeypatch.setattr(pictures, "report_html", lambda report: drawn.append(report))
    report = lesson4.check_place_move(lesson4.careless_place_move)
    assert report.status == WRONG and drawn == []
    report._repr_html_()
    assert drawn == [report]


# --- the marks, as the SVG draws them ---------------------------------------------------------


def test_a_mark_names_its_kind_and_square_and_the_title_says_which_board():
    svg = board_svg(
        initialize_board(4), marks={"differs": [(1, 1)], "missing": [(0, 1)], "asked": []}, label="expected"
    )
    assert MARK.findall(svg) == [("differs", "b2"), ("missing", "b1")]
    assert "<title>expected: Othello board 4x4" in svg
    # A square mark frames the disc from under it; the ring of a missing square is drawn over it.
    order = [
        line.split('"')[1] for line in svg.splitlines() if line.startswith(("<rect class", "<circle class"))
    ]
    assert order.index("differs b2") < order.index("disc white b2") < order.index("missing b1")


@pytest.mark.parametrize(
    ("marks", "message"),
    [
        ({"wrong": [(0, 0)]}, "marks may be differs, missing, extra, asked"),
        ({"extra": [(4, 0)]}, "not on the 4x4"),
    ],
)
def test_a_bad_mark_is_refused_with_a_clear_message(marks, message):
    with pytest.raises(ValueError, match=message):
        board_svg(initialize_board(4), marks=marks)


def test_a_legend_swatch_marks_no_square():
    for kind in MARK_KINDS:
        assert MARK.findall(mark_swatch(kind)) == []
        assert f'class="swatch {kind}"' in mark_swatch(kind)
    with pytest.raises(ValueError, match="kind must be one of"):
        mark_swatch("hint")
