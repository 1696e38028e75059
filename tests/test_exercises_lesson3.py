"""Lesson 3's checks: right answers pass, empty ones are "not done", and the typical wrong answers.

The wrong answers defined here are run, each with the words its hint must say, by the
catalogue in ``test_wrong_answers_lessons_0_to_3.py``.
"""

from __future__ import annotations

from _builds_on import BuildsOn, builds_on_test

from othello_lesson import rules
from othello_lesson.exercises import lesson3
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG
from othello_lesson.rules import BLACK, DIRECTIONS, EMPTY, WHITE


def not_done(*args):
    raise NotImplementedError("your code here")


def _other(colour):
    return WHITE if colour == BLACK else BLACK


# --- is_on_board -----------------------------------------------------------------------------


def is_on_board(board, row, col):
    return 0 <= row < len(board) and 0 <= col < len(board)


def less_or_equal(board, row, col):
    return 0 <= row <= len(board) and 0 <= col <= len(board)


def forgets_negative(board, row, col):
    return row < len(board) and col < len(board)


def rows_only(board, row, col):
    return 0 <= row < len(board)


def always_eight(board, row, col):
    return 0 <= row < 8 and 0 <= col < 8


def a_number_not_a_bool(board, row, col):
    return int(is_on_board(board, row, col)) + 1


def test_is_on_board():
    assert lesson3.check_is_on_board(is_on_board).status == CORRECT
    assert lesson3.check_is_on_board(not_done).status == NOT_DONE


# --- ray_squares -----------------------------------------------------------------------------------


def ray_squares(board, row, col, dr, dc):
    squares = []
    r, c = row + dr, col + dc
    while is_on_board(board, r, c):
        squares.append((r, c))
        r, c = r + dr, c + dc
    return squares


def includes_the_start(board, row, col, dr, dc):
    return [(row, col), *ray_squares(board, row, col, dr, dc)]


def one_step_short(board, row, col, dr, dc):
    return ray_squares(board, row, col, dr, dc)[:-1]


def one_step_too_far(board, row, col, dr, dc):
    squares = ray_squares(board, row, col, dr, dc)
    r, c = squares[-1] if squares else (row, col)
    return [*squares, (r + dr, c + dc)]


def farthest_first(board, row, col, dr, dc):
    return ray_squares(board, row, col, dr, dc)[::-1]


def steps_swapped(board, row, col, dr, dc):
    return ray_squares(board, row, col, dc, dr)


def test_ray_squares():
    assert lesson3.check_ray_squares(ray_squares).status == CORRECT
    assert lesson3.check_ray_squares(not_done).status == NOT_DONE


# --- sandwiches -------------------------------------------------------------------------------------


def sandwiches(board, row, col, dr, dc, colour):
    seen = 0
    for r, c in ray_squares(board, row, col, dr, dc):
        if board[r][c] == _other(colour):
            seen += 1
        else:
            return board[r][c] == colour and seen > 0
    return False


def own_disc_right_away(board, row, col, dr, dc, colour):
    for r, c in ray_squares(board, row, col, dr, dc):
        if board[r][c] != _other(colour):
            return board[r][c] == colour
    return False


def edge_closes(board, row, col, dr, dc, colour):
    seen = 0
    for r, c in ray_squares(board, row, col, dr, dc):
        if board[r][c] == _other(colour):
            seen += 1
        else:
            return board[r][c] == colour and seen > 0
    return seen > 0


def empty_skipped(board, row, col, dr, dc, colour):
    """The source article's mistake, seen from one ray: anything not mine is walked over."""
    for seen, (r, c) in enumerate(ray_squares(board, row, col, dr, dc)):
        if board[r][c] == colour:
            return seen > 0
    return False


def next_square_only(board, row, col, dr, dc, colour):
    r, c = row + dr, col + dc
    r2, c2 = r + dr, c + dc
    return is_on_board(board, r2, c2) and board[r][c] == _other(colour) and board[r2][c2] == colour


def no_edge_check(board, row, col, dr, dc, colour):
    seen = 0
    r, c = row + dr, col + dc
    while board[r][c] == _other(colour):  # walks off the board
        seen += 1
        r, c = r + dr, c + dc
    return seen > 0 and board[r][c] == colour


def marks_the_way(board, row, col, dr, dc, colour):
    board[row][col] = colour
    return sandwiches(board, row, col, dr, dc, colour)


def test_sandwiches():
    assert lesson3.check_sandwiches(sandwiches).status == CORRECT
    assert lesson3.check_sandwiches(not_done).status == NOT_DONE


def test_the_hint_says_where_the_walk_stops():
    assert "run to the edge of the board" in lesson3.check_sandwiches(edge_closes).text
    assert "empty square" in lesson3.check_sandwiches(empty_skipped).text


# --- my_is_valid_move -------------------------------------------------------------------------------


def my_is_valid_move(board, row, col, colour):
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    return any(sandwiches(board, row, col, dr, dc, colour) for dr, dc in DIRECTIONS)


def accepts_taken_squares(board, row, col, colour):
    if not is_on_board(board, row, col):
        return False
    return any(sandwiches(board, row, col, dr, dc, colour) for dr, dc in DIRECTIONS)


def forgets_the_edge(board, row, col, colour):
    if board[row][col] != EMPTY:
        return False
    return any(sandwiches(board, row, col, dr, dc, colour) for dr, dc in DIRECTIONS)


def four_directions(board, row, col, colour):
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    return any(sandwiches(board, row, col, dr, dc, colour) for dr, dc in DIRECTIONS if dr == 0 or dc == 0)


def first_direction_decides(board, row, col, colour):
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    for dr, dc in DIRECTIONS:
        return sandwiches(board, row, col, dr, dc, colour)
    return False


def next_to_an_opponent(board, row, col, colour):
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    return any(
        is_on_board(board, row + dr, col + dc) and board[row + dr][col + dc] == _other(colour)
        for dr, dc in DIRECTIONS
    )


def plays_while_looking(board, row, col, colour):
    valid = my_is_valid_move(board, row, col, colour)
    if valid:
        board[row][col] = colour
    return valid


def returns_the_flips(board, row, col, colour):
    if not is_on_board(board, row, col):
        return []
    return rules.flipped_discs(board, row, col, colour)


def test_is_valid_move():
    assert lesson3.check_is_valid_move(my_is_valid_move).status == CORRECT
    assert lesson3.check_is_valid_move(rules.is_valid_move).status == CORRECT
    assert lesson3.check_is_valid_move(not_done).status == NOT_DONE


def test_a_taken_square_is_explained():
    assert "the square is already taken" in lesson3.check_is_valid_move(accepts_taken_squares).text


def test_line_positions_hold_every_mix_along_one_ray():
    found = lesson3.line_positions(4)
    assert len(found) == 8 * 3**3
    for board, (row, col), (dr, dc) in found:
        assert board[row][col] == EMPTY
        on_ray = set(lesson3.walk(board, row, col, dr, dc))
        assert all(board[r][c] == EMPTY for r in range(4) for c in range(4) if (r, c) not in on_ray)


# --- hints that name the real mistake of is_valid_move ------------------------------------------


def gives_up_after_the_first_direction(board, row, col, colour):
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    for dr, dc in DIRECTIONS:
        if sandwiches(board, row, col, dr, dc, colour):  # noqa: SIM103 (the beginner's shape, on purpose)
            return True
        else:
            return False
    return False


def walks_round_the_edge(board, row, col, colour):
    """Checks only r < size and c < size: board[-1] is the last row, so the walk wraps round."""
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    size, other = len(board), _other(colour)
    for dr, dc in DIRECTIONS:
        r, c, seen = row + dr, col + dc, 0
        while r < size and c < size and board[r][c] == other:
            r, c, seen = r + dr, c + dc, seen + 1
        if seen and r < size and c < size and board[r][c] == colour:
            return True
    return False


def reads_one_square_past_the_edge(board, row, col, colour):
    """Checks the square before the step, not after: one step past row or column 0 reads index -1."""
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    size, other = len(board), _other(colour)
    for dr, dc in DIRECTIONS:
        r, c, seen = row, col, 0
        while 0 <= r < size and 0 <= c < size:
            r, c = r + dr, c + dc
            if r >= size or c >= size or board[r][c] != other:
                break
            seen += 1
        if seen and r < size and c < size and board[r][c] == colour:
            return True
    return False


def test_else_return_false_inside_the_loop_is_named():
    report = lesson3.check_is_valid_move(gives_up_after_the_first_direction)
    assert report.status == WRONG
    assert "finds a sandwich only going up and to the left, (-1, -1), the first of DIRECTIONS" in report.text
    assert "Does it return after the first direction?" in report.text


def test_a_walk_round_the_edge_is_named_with_where_it_came_back():
    report = lesson3.check_is_valid_move(walks_round_the_edge)
    assert report.status == WRONG
    assert "it sandwiches nothing." in report.text
    assert "left the board past the" in report.text and "came back on the other side" in report.text


# --- exercises that build on earlier ones: "fix exercise N first", never blaming a right answer ---

PLACES = [
    BuildsOn(
        lesson3.check_ray_squares,
        "03",
        "ray_squares",
        "is_on_board",
        1,
        always_eight,
        slip={"r, c = row + dr, col + dc": "r, c = row, col"},
        slip_says="Start with the square next to",
    ),
    BuildsOn(
        lesson3.check_sandwiches,
        "03",
        "sandwiches",
        "ray_squares",
        2,
        one_step_short,
        slip={"return seen > 0": "return True"},
        slip_says="Your own disc is right next to it",
    ),
    BuildsOn(
        lesson3.check_is_valid_move,
        "03",
        "is_valid_move",
        "sandwiches",
        3,
        edge_closes,
        slip={" or board[row][col] != EMPTY": ""},
        slip_says="is not valid",
    ),
    BuildsOn(
        lesson3.check_is_valid_move,
        "03",
        "is_valid_move",
        "is_on_board",
        1,
        always_eight,
        slip={"for dr, dc in DIRECTIONS)": "for dr, dc in DIRECTIONS[:4])"},
        slip_says="misses a sandwich going to the right, (0, 1); down and to the left, (1, -1);",
    ),
]
test_builds_on = builds_on_test(PLACES)


def test_a_walk_that_reads_one_square_past_the_edge_is_named_as_a_walk_round_it():
    # it never goes on round the board: the squares past index -1 are never read
    report = lesson3.check_is_valid_move(reads_one_square_past_the_edge)
    assert report.status == WRONG
    assert "left the board past the left edge" in report.text and "came back on the other side" in report.text


def valid_also_on_some_empty_squares(board, row, col, colour):
    """Wrong in a way no probe tells: valid also on empty squares whose row and column add up to 3."""
    if is_on_board(board, row, col) and board[row][col] == EMPTY and row + col == 3:
        return True
    return rules.is_valid_move(board, row, col, colour)


def test_a_wrong_answer_no_probe_explains_is_shown_its_case_and_told_nothing_more():
    report = lesson3.check_is_valid_move(valid_also_on_some_empty_squares)
    assert report.status == WRONG
    assert report.category == "case only" and "Hint" not in report.text, report.text


def test_the_slips_of_a_walk_in_one_direction_are_proven_not_read_off_the_case():
    for answer, key in (
        (own_disc_right_away, "own_next"),
        (edge_closes, "many_to_edge"),
        (empty_skipped, "empty_after"),
    ):
        report = lesson3.check_sandwiches(answer)
        assert report.hint_id == f"lesson3_walk.{key}" and report.category == "property", report.text
