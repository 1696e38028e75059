"""Lesson 4's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_4_to_7.py``.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest
from _builds_on import BuildsOn, answer_of, builds_on_test

from othello_lesson import rules
from othello_lesson.exercises import common, guard, lesson4
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.rules import BLACK, DIRECTIONS, EMPTY, WHITE, IllegalMoveError, copy_board


def not_done(*args):
    raise NotImplementedError("your code here")


# --- flips_in_direction --------------------------------------------------------------


def _opponent(colour):
    return WHITE if colour == BLACK else BLACK


def flips_in_direction(board, row, col, dr, dc, colour):
    size, ray = len(board), []
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size and board[r][c] == _opponent(colour):
        ray.append((r, c))
        r, c = r + dr, c + dc
    if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
        return ray
    return []


def farthest_first(board, row, col, dr, dc, colour):
    return list(reversed(flips_in_direction(board, row, col, dr, dc, colour)))


def includes_own_disc(board, row, col, dr, dc, colour):
    ray = flips_in_direction(board, row, col, dr, dc, colour)
    return [*ray, (ray[-1][0] + dr, ray[-1][1] + dc)] if ray else []


def edge_counts_as_own(board, row, col, dr, dc, colour):
    size, ray = len(board), []
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size and board[r][c] == _opponent(colour):
        ray.append((r, c))
        r, c = r + dr, c + dc
    if ray and not (0 <= r < size and 0 <= c < size and board[r][c] == EMPTY):
        return ray
    return []


def empty_counts_as_own(board, row, col, dr, dc, colour):
    size, ray = len(board), []
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size and board[r][c] == _opponent(colour):
        ray.append((r, c))
        r, c = r + dr, c + dc
    if ray and 0 <= r < size and 0 <= c < size:
        return ray
    return []


def no_edge_check(board, row, col, dr, dc, colour):
    ray = []
    r, c = row + dr, col + dc
    while board[r][c] == _opponent(colour):  # reads board[-1] and runs off the end
        ray.append((r, c))
        r, c = r + dr, c + dc
    return ray if ray and board[r][c] == colour else []


def first_disc_only(board, row, col, dr, dc, colour):
    return flips_in_direction(board, row, col, dr, dc, colour)[:1]


def flips_and_changes(board, row, col, dr, dc, colour):
    ray = flips_in_direction(board, row, col, dr, dc, colour)
    for r, c in ray:
        board[r][c] = colour
    return ray


def forgets_return(board, row, col, dr, dc, colour):
    flips_in_direction(board, row, col, dr, dc, colour)


def test_flips_in_direction_right_answers_pass():
    assert lesson4.check_flips_in_direction(flips_in_direction).status == CORRECT
    assert lesson4.check_flips_in_direction(farthest_first).status == CORRECT


def test_flips_in_direction_not_done():
    assert lesson4.check_flips_in_direction(not_done).status == NOT_DONE


# --- flipped_discs -------------------------------------------------------------------


def flipped_discs(board, row, col, colour):
    if board[row][col] != EMPTY:
        return []
    return [sq for dr, dc in DIRECTIONS for sq in flips_in_direction(board, row, col, dr, dc, colour)]


def as_set(board, row, col, colour):
    return set(flipped_discs(board, row, col, colour))


def forgets_diagonals(board, row, col, colour):
    if board[row][col] != EMPTY:
        return []
    steps = [(0, 1), (1, 0), (0, -1), (-1, 0)]
    return [sq for dr, dc in steps for sq in flips_in_direction(board, row, col, dr, dc, colour)]


def forgets_one_direction(board, row, col, colour):
    if board[row][col] != EMPTY:
        return []
    return [sq for dr, dc in DIRECTIONS[:-1] for sq in flips_in_direction(board, row, col, dr, dc, colour)]


def accepts_taken_square(board, row, col, colour):
    return [sq for dr, dc in DIRECTIONS for sq in flips_in_direction(board, row, col, dr, dc, colour)]


def article_walk(board, row, col, colour):
    """The source article's walk: anything "not mine" is collected, empty squares too."""
    if board[row][col] != EMPTY:
        return []
    size, found = len(board), []
    for dr, dc in DIRECTIONS:
        passed = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            if board[r][c] != colour:
                passed.append((r, c))
            else:
                found += passed
                break
            r, c = r + dr, c + dc
    return found


def counts_twice(board, row, col, colour):
    flips = flipped_discs(board, row, col, colour)
    return flips + flips[:1]


def changes_the_board(board, row, col, colour):
    flips = flipped_discs(board, row, col, colour)
    if flips:
        board[row][col] = colour
    return flips


def returns_a_count(board, row, col, colour):
    return len(flipped_discs(board, row, col, colour))


def test_flipped_discs_right_answers_pass():
    assert lesson4.check_flipped_discs(flipped_discs).status == CORRECT
    assert lesson4.check_flipped_discs(rules.flipped_discs).status == CORRECT


def test_flipped_discs_not_done():
    assert lesson4.check_flipped_discs(not_done).status == NOT_DONE


# --- place_move ----------------------------------------------------------------------


def place_move(board, row, col, colour):
    flips = flipped_discs(board, row, col, colour)
    if not flips:
        raise IllegalMoveError("not a legal move")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


def raises_value_error(board, row, col, colour):
    if not flipped_discs(board, row, col, colour):
        raise ValueError("no")
    return place_move(board, row, col, colour)


def forgets_own_disc(board, row, col, colour):
    flips = flipped_discs(board, row, col, colour)
    if not flips:
        raise IllegalMoveError("no")
    for r, c in flips:
        board[r][c] = colour
    return board


def returns_a_copy(board, row, col, colour):
    return place_move(copy_board(board), row, col, colour)


def returns_nothing(board, row, col, colour):
    place_move(board, row, col, colour)


def never_refuses(board, row, col, colour):
    for r, c in flipped_discs(board, row, col, colour):
        board[r][c] = colour
    board[row][col] = colour
    return board


def refuses_with_wrong_error(board, row, col, colour):
    if not flipped_discs(board, row, col, colour):
        raise KeyError("no")
    return place_move(board, row, col, colour)


def first_ray_only(board, row, col, colour):
    if not flipped_discs(board, row, col, colour):
        raise IllegalMoveError("no")
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        ray = flips_in_direction(board, row, col, dr, dc, colour)
        if ray:
            for r, c in ray:
                board[r][c] = colour
            break
    return board


def places_but_never_flips(board, row, col, colour):
    if not flipped_discs(board, row, col, colour):
        raise IllegalMoveError("no")
    board[row][col] = colour
    return board


def test_place_move_right_answers_pass():
    assert lesson4.check_place_move(place_move).status == CORRECT
    assert lesson4.check_place_move(rules.place_move).status == CORRECT


def test_place_move_that_refuses_with_a_plain_value_error_is_told_to_raise_illegal_move_error():
    result = lesson4.check_place_move(raises_value_error)
    assert result.status == WRONG
    assert result.hint_id == "lesson4.refuse_with" and "ValueError" in result.hint


def test_place_move_not_done():
    assert lesson4.check_place_move(not_done).status == NOT_DONE


def test_the_check_never_changes_its_cases():
    cases = lesson4.move_cases(games=1)
    before = [copy_board(case.board) for case in cases]
    lesson4.check_place_move(never_refuses)
    lesson4.check_place_move(place_move)
    assert [case.board for case in lesson4.move_cases(games=1)] == before


def test_an_illegal_move_that_is_refused_after_changing_the_board_is_caught():
    def places_then_refuses(board, row, col, colour):
        flips = flipped_discs(board, row, col, colour)
        if board[row][col] == EMPTY:
            board[row][col] = colour
        if not flips:
            raise IllegalMoveError("no")
        for r, c in flips:
            board[r][c] = colour
        return board

    report = lesson4.check_place_move(places_then_refuses)
    assert report.status == WRONG
    assert "before changing the board" in report.text


# --- the two find-the-bug exercises ----------------------------------------------------


def test_the_repaired_functions_pass_and_the_buggy_ones_are_named():
    assert lesson4.check_fixed_careless(place_move).status == CORRECT
    assert lesson4.check_fixed_hasty(place_move).status == CORRECT
    careless = lesson4.check_fixed_careless(lesson4.careless_place_move)
    assert careless.status == WRONG and "careless_place_move does here" in careless.text
    hasty = lesson4.check_fixed_hasty(lesson4.hasty_place_move)
    assert hasty.status == WRONG and "hasty_place_move does here" in hasty.text
    assert lesson4.check_fixed_careless(not_done).status == NOT_DONE
    assert lesson4.check_fixed_hasty(not_done).status == NOT_DONE


def test_hand_made_positions_hold_their_traps():
    (bug, _), (own, _), (taken, _), *_ = lesson4.hand_made_positions()
    assert lesson4.careless_place_move(copy_board(bug), 0, 0, BLACK) != rules.place_move(
        copy_board(bug), 0, 0, BLACK
    )
    assert lesson4.careless_place_move(copy_board(own), 0, 0, BLACK)[0][1] == BLACK  # "empty, own" too
    assert taken[1][1] == WHITE
    assert lesson4.hasty_place_move(copy_board(taken), 1, 1, BLACK)[1][1] == BLACK


# --- a function that never ends is stopped, never left hanging ------------------------------


def test_a_walk_that_never_moves_on_is_stopped_and_reported(monkeypatch):
    monkeypatch.setattr(guard, "SECONDS_PER_CALL", 0.2)

    def never_steps(board, row, col, dr, dc, colour):
        ray = []
        r, c = row + dr, col + dc
        while 0 <= r < len(board) and 0 <= c < len(board) and board[r][c] == _opponent(colour):
            ray.append((r, c))  # forgets: r, c = r + dr, c + dc
        return ray

    report = lesson4.check_flips_in_direction(never_steps)
    assert report.status == WRONG
    assert "still running" in report.text and "never ends" in report.text


def test_even_a_one_line_endless_loop_that_swallows_errors_is_stopped(monkeypatch):
    monkeypatch.setattr(guard, "SECONDS_PER_CALL", 0.2)

    def stuck(board, row, col, colour):
        while True:
            try:
                while True: pass  # noqa: E701  # fmt: skip
            except Exception:
                pass

    report = lesson4.check_place_move(stuck)
    assert report.status == WRONG and "never ends" in report.text


def test_the_slow_path_without_a_timer_stops_an_endless_loop_too():
    def stuck():
        n = 0
        while True:
            n += 1

    with pytest.raises(common.StillRunning):
        guard._with_tracing(stuck, (), {}, 0.2)
    assert guard._with_tracing(lambda a, b: a + b, (2, 3), {}, 1.0) == 5


def test_what_a_function_prints_stays_out_of_the_report(capsys):
    def chatty(board, row, col, colour):
        print("looking at", row, col)
        return place_move(board, row, col, colour)

    assert lesson4.check_place_move(chatty).status == CORRECT
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("buggy", [lesson4.careless_place_move, lesson4.hasty_place_move])
def test_the_buggy_functions_are_the_ones_the_lesson_shows(buggy):
    """The checks name "the same mistake" by comparing with these: they are the lesson's, word for word,
    but for the type hints of their first line (the package is typed, the lesson shows none)."""
    master = Path(__file__).resolve().parent.parent / "course" / "04-playing-a-move.py"
    signature, body = inspect.getsource(buggy).split("\n", 1)
    untyped = re.sub(r": \w+| -> \w+", "", signature)
    assert untyped == f"def {buggy.__name__}(board, row, col, colour):"
    assert f"{untyped}\n{body}" in master.read_text(encoding="utf-8")


# --- typical wrong answers: the hint names the real mistake ---------------------------------


def wraps_round_the_edge(board, row, col, dr, dc, colour):
    """Checks only r < size: board[-1] is the last row, so a walk off the top comes back at the bottom."""
    size, ray = len(board), []
    r, c = row + dr, col + dc
    while r < size and c < size and board[r][c] == _opponent(colour):
        ray.append((r % size, c % size))
        r, c = r + dr, c + dc
    if ray and r < size and c < size and board[r][c] == colour:
        return ray
    return []


def returns_after_the_first_direction(board, row, col, colour):
    if board[row][col] != EMPTY:
        return []
    for dr, dc in DIRECTIONS:
        flips = flips_in_direction(board, row, col, dr, dc, colour)
        if flips:
            return flips
    return []


def includes_the_played_square(board, row, col, colour):
    flips = flipped_discs(board, row, col, colour)
    return [(row, col), *flips] if flips else []


def flipped_discs_wrapping(board, row, col, colour):
    if board[row][col] != EMPTY:
        return []
    return [sq for dr, dc in DIRECTIONS for sq in wraps_round_the_edge(board, row, col, dr, dc, colour)]


def appends_each_ray(board, row, col, colour):
    if board[row][col] != EMPTY:
        return []
    flips = []
    for dr, dc in DIRECTIONS:
        ray = flips_in_direction(board, row, col, dr, dc, colour)
        if ray:
            flips.append(ray)
    return flips


def as_a_tuple(board, row, col, colour):
    return tuple(flipped_discs(board, row, col, colour))


def with_lists_for_squares(board, row, col, colour):
    return [[r, c] for r, c in flipped_discs(board, row, col, colour)]


WRAP_WORDS = "came back on the other side"


def test_a_walk_round_the_edge_in_one_direction_says_where_it_came_back():
    report = lesson4.check_flips_in_direction(wraps_round_the_edge)
    assert report.status == WRONG
    assert WRAP_WORDS in report.text and "where it found your disc at" in report.text


def place_move_wrapping(board, row, col, colour):
    flips = flipped_discs_wrapping(board, row, col, colour)
    if not flips:
        raise IllegalMoveError("no")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


def places_before_asking(board, row, col, colour):
    board[row][col] = colour
    flips = flipped_discs(board, row, col, colour)
    if not flips:
        raise IllegalMoveError("no")
    for r, c in flips:
        board[r][c] = colour
    return board


def places_before_asking_and_never_refuses(board, row, col, colour):
    board[row][col] = colour
    for r, c in flipped_discs(board, row, col, colour):
        board[r][c] = colour
    return board


def careless_unchanged(board, row, col, colour):
    """A repair of careless_place_move that only renames: any square not mine is still walked over."""
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError("not legal")
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        walked = []
        r, c = row + dr, col + dc
        while 0 <= r < len(board) and 0 <= c < len(board):
            if board[r][c] == colour:
                for wr, wc in walked:
                    board[wr][wc] = colour
                break
            walked.append((r, c))
            r, c = r + dr, c + dc
    return board


def hasty_unchanged(board, row, col, colour):
    """A repair of hasty_place_move that tidies the loop but still never looks at the square played."""
    flips = []
    for dr, dc in DIRECTIONS:
        ray = []
        r, c = row + dr, col + dc
        while 0 <= r < len(board) and 0 <= c < len(board) and board[r][c] == rules.opponent(colour):
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < len(board) and 0 <= c < len(board) and board[r][c] == colour:
            flips.extend(ray)
    if not flips:
        raise IllegalMoveError("nothing to flip")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


def test_the_fixed_bug_exercises_show_the_call_with_the_students_own_name():
    report = lesson4.check_fixed_careless(lesson4.careless_place_move)
    assert "careless_place_move(board, 0, 0, BLACK)" in report.text
    assert "\nplace_move(board" not in report.text
    assert "(0, 1) b1 was empty and must stay empty" in report.text


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---

PLACES = [
    BuildsOn(
        lesson4.check_flipped_discs,
        "04",
        "flipped_discs",
        "flips_in_direction",
        1,
        edge_counts_as_own,
        slip={"for dr, dc in DIRECTIONS:": "for dr, dc in DIRECTIONS[::2]:"},
        slip_says="misses the discs that flip going up, (-1, 0); to the left, (0, -1)",
    ),
    BuildsOn(
        lesson4.check_place_move,
        "04",
        "place_move",
        "flipped_discs",
        2,
        forgets_diagonals,
        slip={"    for r, c in flips:\n        board[r][c] = colour\n": ""},
        slip_says="but nothing was flipped",
    ),
]
test_builds_on = builds_on_test(PLACES)


def flips_nothing(board, row, col, colour):
    return []


def test_an_answer_calling_the_packages_flipped_discs_is_not_told_to_fix_the_students_own():
    """``rules.flipped_discs`` reads the global ``rules``: a wrong own ``flipped_discs`` is not used."""
    answer = answer_of(
        "04",
        "place_move",
        own={"flipped_discs": flips_nothing},
        edits={
            "flips = flipped_discs(": "flips = rules.flipped_discs(",
            "    for r, c in flips:\n        board[r][c] = colour\n": "",
        },
    )
    answer.__globals__["rules"] = rules
    report = lesson4.check_place_move(answer)
    assert report.status == WRONG, report.text
    assert "Fix exercise" not in report.text
    assert "but nothing was flipped" in report.text


def test_a_place_move_that_never_refuses_is_told_so_from_its_probe_not_from_the_case():
    report = lesson4.check_place_move(never_refuses)
    assert report.status == WRONG
    assert report.hint_id == "lesson4.never_refuses", report.text
    assert "(0, 0) is already taken, yet it put its disc there" in report.text
    # a place_move that refuses nothing but also flips nothing is told what it flips, not this
    assert lesson4.check_place_move(places_before_asking_and_never_refuses).hint_id != "lesson4.never_refuses"


def test_rays_that_flip_nothing_are_proven_on_one_ray_not_read_off_one_case():
    for answer, key in (
        (includes_own_disc, "own_disc"),
        (edge_counts_as_own, "not_sandwiched"),
        (empty_counts_as_own, "not_sandwiched"),
    ):
        report = lesson4.check_flips_in_direction(answer)
        assert report.hint_id == f"lesson4.{key}" and report.category == "property", report.text


def test_a_disc_put_down_before_asking_is_proven_on_moves_of_its_own():
    report = lesson4.check_place_move(places_before_asking)
    assert report.hint_id == "lesson4.placed_first" and report.category == "property", report.text
