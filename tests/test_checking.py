"""The one guarded way a check calls the student's function: time limit, prints, errors, progress."""

from __future__ import annotations

import signal
import time

import pytest

from othello_lesson.exercises import (
    checking_line,
    driver,
    guard,
    lesson0,
    lesson1,
    lesson2,
    lesson3,
    lesson4,
    lesson8,
)
from othello_lesson.exercises.common import CORRECT, NOT_DONE, WRONG, Case, Earlier, check_function
from othello_lesson.exercises.contents import Exercise, Lesson
from othello_lesson.exercises.hints import Hints
from othello_lesson.exercises.properties import Property
from othello_lesson.rules import BLACK, EMPTY, WHITE


def forever(*args):
    while True:
        pass


# Every check that once called the student's function with no time limit.
UNGUARDED_ONCE = [
    lesson0.check_who_is_winning,
    lesson0.check_discs_after_move,
    lesson0.check_flips_along,
    lesson1.check_empty_board,
    lesson1.check_initialize_board,
    lesson2.check_row_to_text,
    lesson2.check_square_name,
    lesson2.check_square_from_name,
]


@pytest.mark.parametrize("check", UNGUARDED_ONCE, ids=lambda check: check.__name__)
def test_a_function_that_never_ends_is_stopped_in_every_check(check, monkeypatch):
    monkeypatch.setattr(guard, "SECONDS_PER_CALL", 0.1)
    report = check(forever)
    assert report.status == WRONG
    assert "still running after 0.1 seconds" in report.text
    assert "never finished" in report.text


def test_the_time_limit_handler_is_installed_once_per_check_not_once_per_call(monkeypatch):
    installed = []
    real = signal.signal

    def counting(signum, handler):
        if signum == signal.SIGALRM:
            installed.append(handler)
        return real(signum, handler)

    monkeypatch.setattr(signal, "signal", counting)
    calls = []

    def count_colour(board, colour):
        calls.append(colour)
        return sum(row.count(colour) for row in board)

    assert lesson1.check_count_colour(count_colour).status == CORRECT
    assert len(calls) > 100
    assert len(installed) == 2  # installed, then the old handler put back


class SlowToDelete:
    """An object whose ``__del__`` takes ``seconds``: an error raised while it runs is printed and dropped."""

    def __init__(self, seconds):
        self.seconds = seconds

    def __del__(self):
        started = time.thread_time()  # processor time: a busy machine stretches the clock, not this
        while time.thread_time() - started < self.seconds:
            pass


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the dropped stops
def test_the_time_limit_holds_when_its_first_stop_is_dropped_in_a_del(monkeypatch):
    """A time limit that runs out inside a ``__del__`` (where Python drops errors) still stops the loop.

    The limit is 0.2 s and the first object's ``__del__`` runs from the start to 0.4 s, so the
    timer's first stops are dropped there; the guard must go on trying, or the loop after it runs on
    (here it gives up by itself after 3 s, so that a broken guard fails this test instead of hanging it).
    """
    monkeypatch.setattr(guard, "SECONDS_PER_CALL", 0.2)

    def slow_then_endless(board, colour):
        started = time.thread_time()
        SlowToDelete(0.4)
        while time.thread_time() - started < 3:
            pass
        return 0

    report = lesson1.check_count_colour(slow_then_endless)
    assert report.status == WRONG
    assert "still running after 0.2 seconds" in report.text


def test_a_timer_left_over_from_one_call_never_stops_the_next():
    with guard.GuardedFunction(lambda: 1, seconds=0.05) as guarded:
        assert [guarded() for _ in range(200)] == [1] * 200
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_the_time_limit_is_the_processor_time_a_call_uses_so_a_busy_machine_does_not_stop_it():
    # On a busy machine a call waits for a core while the clock runs on; sleeping is that wait without
    # the load.  The call computes far less than its limit and waits a little longer than it.
    def waits_then_answers():
        time.sleep(0.5)
        return "answered"

    with guard.GuardedFunction(waits_then_answers, seconds=0.2) as guarded:
        assert guarded() == "answered"


def test_a_call_that_waits_for_ever_is_stopped_by_the_clock():
    with guard.GuardedFunction(lambda: time.sleep(60), seconds=0.05) as guarded:
        started = time.monotonic()
        with pytest.raises(guard.StillRunning):
            guarded()
    assert time.monotonic() - started < 30


def test_prints_stay_out_of_the_notebook_and_the_failing_case_shows_them(capsys):
    def chatty(black, white):
        print("black", black, "white", white)
        return BLACK

    report = lesson0.check_who_is_winning(chatty)
    assert capsys.readouterr().out == ""
    assert report.status == WRONG
    assert "it printed:\n    black 2 white 2" in report.text


def test_a_correct_answer_that_prints_passes_and_prints_nothing(capsys):
    def chatty(size):
        print("making", size)
        return [[EMPTY] * size for _ in range(size)]

    assert lesson1.check_empty_board(chatty).status == CORRECT
    assert capsys.readouterr().out == ""


# --- an error in the student's code: where it happened, and a hint for beginners -------------


def halves_with_slash(size):
    board = [[EMPTY] * size for _ in range(size)]
    board[size / 2 - 1][size / 2 - 1] = WHITE
    return board


def test_slash_instead_of_floor_division_shows_the_line_and_says_use_floor_division():
    report = lesson1.check_initialize_board(halves_with_slash)
    assert report.status == WRONG
    assert "returned: an error: TypeError: list indices must be integers or slices, not float" in report.text
    assert "raised at: line" in report.text
    assert "board[size / 2 - 1][size / 2 - 1] = WHITE" in report.text
    assert "use //" in report.text


def misspelt(board, colour):
    count = 0
    for row in bord:  # noqa: F821  # the typo is the point
        count += row.count(colour)
    return count


def test_a_misspelt_name_gets_the_name_it_probably_meant():
    report = lesson1.check_count_colour(misspelt)
    assert "NameError: name 'bord' is not defined" in report.text
    assert "for row in bord:" in report.text
    assert "did you mean board?" in report.text


def eight_by_eight(size):
    board = [[EMPTY] * size for _ in range(size)]
    for row in range(8):
        for col in range(8):
            board[row][col] = EMPTY
    return board


def test_an_index_error_from_a_hard_coded_eight_says_so():
    report = lesson1.check_empty_board(eight_by_eight)
    assert "IndexError" in report.text
    assert "writes the number 8 where the size of the board belongs" in report.text
    assert "len(board)" in report.text


def eight_letters(row, col):
    return "abcdefgh"[col] + str(row + 1)


def test_eight_letters_in_square_name_get_told_to_write_all_26():
    report = lesson2.check_square_name(eight_letters)
    assert "IndexError: string index out of range" in report.text
    assert "'abcdefgh' stop at 'h'" in report.text


def test_an_error_raised_by_the_check_itself_is_not_blamed_on_a_line_of_the_student():
    def reaches_into_rules(board, row, col):
        from othello_lesson import rules

        return rules.flipped_discs(board, row, col, "purple")

    report = lesson3.check_is_on_board(reaches_into_rules)
    assert report.status == WRONG
    assert "raised at: line" in report.text  # the call into the rules is the student's line
    assert 'rules.flipped_discs(board, row, col, "purple")' in report.text


# --- a check never raises itself --------------------------------------------------------------


class Unshowable:
    def __repr__(self):
        raise RuntimeError("no")

    def __eq__(self, other):
        raise RuntimeError("no")

    __hash__ = None


def test_an_answer_that_cannot_be_compared_or_shown_is_still_reported():
    cases = [Case(None, (1,), 1, "f(1)")]
    report = check_function(lambda n: Unshowable(), cases, name="f")
    assert report.status == WRONG
    assert "cannot be shown" in report.text


def test_a_hint_that_fails_falls_back_to_the_plain_hint():
    cases = [Case(None, (1,), 1, "f(1)")]

    def broken_hint(case, got):
        raise TypeError("row must be an int, not bool")

    report = check_function(lambda n: 2, cases, name="f", hint="Add one.", hint_for=broken_hint)
    assert report.status == WRONG and "Hint: Add one." in report.text


def test_a_student_calling_exit_is_reported_not_obeyed():
    report = check_function(lambda n: exit(), [Case(None, (1,), 1, "f(1)")], name="f")
    assert report.status == WRONG and "SystemExit" in report.text


def test_not_done_stays_not_done():
    def empty(*args):
        raise NotImplementedError("your code here")

    assert lesson0.check_flips_along(empty).status == NOT_DONE


# --- a check that takes more than a moment shows that it is running ----------------------------


class FakeHandle:
    def __init__(self):
        self.shown = []

    def update(self, value):
        self.shown.append(repr(value))


def test_a_long_check_shows_a_checking_line_and_clears_it(monkeypatch):
    handle = FakeHandle()
    monkeypatch.setattr(checking_line, "_display_handle", lambda: handle)
    monkeypatch.setattr(checking_line.CheckingLine, "AFTER", 0.0)
    assert lesson2.check_square_name(lesson2.rules.square_name).status == CORRECT
    assert handle.shown[0].startswith("checking square_name … 1 of 676 cases")
    assert handle.shown[-1] == ""  # the stored output never depends on how long the check took


def test_outside_a_notebook_there_is_no_progress_line():
    assert checking_line._display_handle() is None


# --- a hint that asks the function one more question leaves the failing case's report alone ------


def counts_the_last_row_and_says_so(board, colour):
    for row in board:
        count = row.count(colour)
    print("counted", count, "on", len(board), "rows")
    return count


def test_a_probing_hint_shows_what_the_failing_case_printed_not_what_the_probe_printed():
    report = lesson1.check_count_colour(counts_the_last_row_and_says_so)
    assert "Only the last row was counted" in report.text  # the hint asked the function again
    assert "it printed:\n    counted 4 on 4 rows" in report.text  # ... on the failing 4x4 case


def test_a_guard_opened_inside_another_puts_the_outer_timer_back():
    with guard.GuardedFunction(lambda: 1, seconds=0.4):
        outer = signal.getitimer(signal.ITIMER_REAL)
        assert guard.within_time(lambda: 2, seconds=0.05) == 2
        assert signal.getitimer(signal.ITIMER_REAL)[1] == outer[1] == 0.1
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_probe_gives_no_answer_for_an_error_or_an_endless_loop():
    assert driver.probe(lambda n: n + 1, lambda f: f(41)) == 42
    assert driver.probe(lambda n: 1 / n, lambda f: f(0)) is driver.NO_ANSWER
    assert driver.probe(forever, lambda f: f(), seconds=0.05) is driver.NO_ANSWER


# --- every check's outcome is told to its listeners ----------------------------------------


@pytest.fixture
def outcomes(monkeypatch):
    told = []
    monkeypatch.setattr(driver, "LISTENERS", [])
    driver.on_outcome(told.append)
    return told


def test_a_correct_check_tells_its_lesson_exercise_and_state(outcomes):
    lesson1.check_count_colour(lambda board, colour: sum(row.count(colour) for row in board))
    (outcome,) = outcomes
    assert (outcome.lesson, outcome.exercise, outcome.state, outcome.hint_id, outcome.hint) == (
        1,
        "count_colour",
        CORRECT,
        None,
        "",
    )
    assert (outcome.number, outcome.category, outcome.recheck) == (2, None, False)
    assert outcome.checked == "count_colour" and outcome.text.startswith("✔ count_colour is correct")


def test_a_wrong_answer_tells_where_its_hint_came_from_and_the_hint(outcomes):
    report = lesson1.check_count_colour(counts_the_last_row_and_says_so)
    (outcome,) = outcomes
    assert (outcome.lesson, outcome.exercise, outcome.state, outcome.hint_id) == (
        1,
        "count_colour",
        WRONG,
        "lesson1.last_row_only",
    )
    assert report.text.endswith("Hint: " + outcome.hint)


def test_each_outcome_tells_its_hints_id_and_what_the_report_showed_apart(outcomes, monkeypatch):
    monkeypatch.setattr(guard, "SECONDS_PER_CALL", 0.1)
    lesson1.check_count_colour(misspelt)
    lesson0.check_who_is_winning(forever)
    lesson1.check_count_colour(lambda board, colour: board[0].clear())
    assert [(outcome.hint_id, outcome.category) for outcome in outcomes] == [
        ("errors.name_misspelt", "error"),
        (None, "endless"),
        (None, "changed board"),
    ]
    assert [(outcome.lesson, outcome.number) for outcome in outcomes] == [(1, 2), (0, 1), (1, 2)]


def test_check_function_on_its_own_tells_nothing_and_its_report_says_where_its_hint_came_from(outcomes):
    general = check_function(lambda n: 2, [Case(None, (1,), 1, "f(1)")], name="f", hint="Add one.")
    alone = check_function(lambda n: 2, [Case(None, (1,), 1, "f(1)")], name="f")
    assert (general.hint, general.hint_id, general.category) == ("Add one.", None, "general")
    assert (alone.hint, alone.hint_id, alone.category) == ("", None, "case only")
    assert outcomes == []


def test_a_hint_said_from_a_table_is_told_by_its_id():
    table = Hints("example", {"add_one": "Add {number}."})
    report = check_function(
        lambda n: 2, [Case(None, (1,), 1, "f(1)")], name="f", hint=table.say("add_one", number=1)
    )
    assert (report.hint_id, report.hint, report.category) == ("example.add_one", "Add 1.", "general")


def test_not_done_is_told_without_a_hint(outcomes):
    def empty(*args):
        raise NotImplementedError("your code here")

    lesson0.check_flips_along(empty)
    (outcome,) = outcomes
    assert (outcome.lesson, outcome.exercise, outcome.state, outcome.hint_id, outcome.hint) == (
        0,
        "flips_along",
        NOT_DONE,
        None,
        "",
    )
    assert outcome.checked == "empty" and "not done yet" in outcome.text
    assert outcome.category == "not done"


def test_an_exercise_is_told_by_the_function_the_student_writes_and_its_number_from_the_table(outcomes):
    lesson4.check_fixed_careless(lesson4.careless_place_move)
    lesson8.check_weights_player(lambda board, colour: None)
    assert [(outcome.lesson, outcome.exercise, outcome.number) for outcome in outcomes] == [
        (4, "fixed_place_move", 4),
        (8, "weights_choice", 2),
    ]
    assert [outcome.example for outcome in outcomes] == [True, False]  # the lesson's own buggy function


def test_a_listener_that_fails_never_breaks_a_check_nor_the_other_listeners(outcomes):
    def broken(outcome):
        raise OSError("the disk is full")

    driver.LISTENERS.insert(0, broken)
    driver.on_outcome(broken)  # a listener added twice is told once
    report = lesson1.check_count_colour(lambda board, colour: sum(row.count(colour) for row in board))
    assert report.status == CORRECT
    assert len(outcomes) == 1 and driver.LISTENERS.count(broken) == 1


def test_a_caller_whose_module_name_is_not_text_still_gets_its_report(outcomes):
    namespace = {"__name__": 5, "check": lesson1.check_count_colour}
    exec("report = check(lambda board, colour: 0)", namespace)
    assert namespace["report"].status == WRONG
    assert [(outcome.lesson, outcome.exercise) for outcome in outcomes] == [(1, "count_colour")]


def test_a_wrong_report_keeps_the_failing_case_and_the_answer_as_it_came_back():
    report = lesson1.check_count_colour(lambda board, colour: board[0].clear())
    assert report.failure is not None and report.failure.board is not None
    assert isinstance(report.answer, guard.ChangedBoard)
    assert report.answer.before == report.failure.board and report.answer.after[0] == []


def test_an_error_inside_a_generator_expression_names_the_students_function():
    cells: dict = {}
    source = "def count_colour(board, colour):\n    return sum(row.count(colour) / 0 for row in board)\n"
    exec(compile(source, "<ipython-input-7>", "exec"), cells)
    report = lesson1.check_count_colour(cells["count_colour"])
    assert "raised at: line 2 of the cell that defines count_colour, in a generator expression" in report.text
    assert "<genexpr>" not in report.text


# --- a note on a right answer, and "fix exercise N first" --------------------------------------

SQUARES = Lesson(99, "Squares", Exercise("square"), Exercise("square_plus_one", builds_on=("square",)))


def test_a_right_answer_can_carry_a_note_written_from_every_case_and_its_answer():
    cases = [Case(None, (n,), n * n, f"square({n})") for n in range(1, 4)]

    def note_for(answered):
        return f"It answered {', '.join(str(got) for _, got in answered)}."

    report = check_function(lambda n: n * n, cases, name="square", note_for=note_for)
    assert report.status == CORRECT
    assert report.note == "It answered 1, 4, 9."
    assert report.text.endswith("\nNote: It answered 1, 4, 9.")
    wrong = check_function(lambda n: n + n, cases, name="square", note_for=note_for)
    assert wrong.status == WRONG and wrong.note == "" and "Note:" not in wrong.text


def test_a_note_that_fails_leaves_a_plain_correct_report(monkeypatch):
    cases = [Case(None, (2,), 4, "square(2)")]
    monkeypatch.setattr(driver, "STRICT_HINTS", False)
    report = check_function(lambda n: n * n, cases, name="square", note_for=lambda answered: 1 / 0)
    assert (report.status, report.note) == (CORRECT, "")


def test_an_answer_on_a_wrong_earlier_function_is_told_to_fix_that_one_first():
    cases = [Case(None, (n,), n * n + 1, f"square_plus_one({n})") for n in range(1, 4)]
    earlier = Earlier("square", lambda own, case: own(case.args[0]) == case.args[0] ** 2, SQUARES)
    notebook = {"square": lambda n: n + n}  # exercise 1, wrong from 3 on
    exec("def square_plus_one(n):\n    return square(n) + 1\n", notebook)
    report = check_function(notebook["square_plus_one"], cases, name="square_plus_one", builds_on=[earlier])
    assert report.status == WRONG
    assert report.text.endswith(
        "Hint: Fix exercise 1 first: your square_plus_one uses your square, which gives a wrong answer on "
        "some of the positions this case tries (check_square says where). Once it is right, run this "
        "check again."
    )
    notebook["square"] = lambda n: n * n
    assert check_function(
        notebook["square_plus_one"], cases, name="square_plus_one", builds_on=[earlier]
    ).passed
    notebook["square"] = lambda n: 1 / 0  # raising counts as wrong, and the error is not blamed on the answer
    raised = check_function(notebook["square_plus_one"], cases, name="square_plus_one", builds_on=[earlier])
    # the error is explained first, then the earlier exercise that caused it is named
    assert "raised at: line" in raised.text and "of the cell that defines a lambda:" in raised.text
    assert "called from line 2 of the cell that defines square_plus_one" in raised.text
    assert "Hint: ZeroDivisionError" in raised.text and "Fix exercise 1 first" in raised.text
    assert raised.text.index("Hint: ZeroDivisionError") < raised.text.index("Fix exercise 1 first")


# --- properties: a hint from what a probe has shown ----------------------------------------------

DOUBLES = Hints("example_doubles", {"zero": "{name}(0) answered {got}: twice 0 is 0."})
ZERO = Property(
    "doubles zero",
    lambda name: [Case(None, (0,), 0, f"{name}(0)")],
    lambda failed: DOUBLES.say("zero", name="double", got=failed[0][1]),
)
BIG_CASES = [Case(None, (5,), 10, "double(5)")]


def test_the_first_broken_property_gives_the_hint_and_the_case_shown():
    report = check_function(lambda n: n * 2 + 1, BIG_CASES, name="double", properties=[ZERO], hint="Twice.")
    assert "double(0)\nreturned: 1\nexpected: 0" in report.text
    assert report.text.endswith("Hint: double(0) answered 1: twice 0 is 0.")
    assert (report.hint_id, report.category) == ("example_doubles.zero", "property")


def test_an_answer_that_keeps_every_property_gets_the_plain_hint(outcomes):
    report = check_function(
        lambda n: 0 if n == 0 else 11, BIG_CASES, name="double", properties=[ZERO], hint="Twice."
    )
    assert "double(5)\nreturned: 11\nexpected: 10" in report.text
    assert report.text.endswith("Hint: Twice.")


def test_an_answer_of_the_wrong_shape_is_told_its_shape_not_a_property():
    report = check_function(
        lambda n: str(n * 2 + 1),
        BIG_CASES,
        name="double",
        properties=[ZERO],
        hint_for=lambda case, got: "Return a number, not a string.",
    )
    assert report.text.endswith("Hint: Return a number, not a string.")


# --- one case per report ---------------------------------------------------------------------------

FOUR_BY_FOUR_CELLS = """from othello_lesson import BLACK, EMPTY, WHITE
def empty_board(size):
    return [[EMPTY for _ in range(4)] for _ in range(4)]

def initialize_board(size):
    board = empty_board(size)
    mid = size // 2
    board[mid - 1][mid - 1] = WHITE
    board[mid - 1][mid] = BLACK
    board[mid][mid - 1] = BLACK
    board[mid][mid] = WHITE
    return board
"""


def test_a_report_shows_one_case_and_blames_the_earlier_exercise_that_is_wrong_on_it():
    """A teacher's trial: an empty_board that always makes 4x4 under a right initialize_board.  The
    report of initialize_board(6) showed the board it returned with "raised at: line 8" and an
    IndexError of a 10x10 probe, and blamed initialize_board."""
    cells: dict = {}
    exec(compile(FOUR_BY_FOUR_CELLS, "<ipython-input-3>", "exec"), cells)
    report = lesson1.check_initialize_board(cells["initialize_board"])
    assert report.text.startswith(
        "✘ initialize_board is not right yet. The smallest case where it goes wrong:\n\ninitialize_board(6)\n"
    )
    assert "raised at" not in report.text and "IndexError" not in report.text
    assert report.hint.startswith("Fix exercise 1 first: your initialize_board uses your empty_board, which")
    assert (report.category, report.failure.call) == ("builds on", "initialize_board(6)")


def test_an_error_a_probe_of_another_case_raised_is_never_shown_with_the_case_shown():
    def size_of(n):  # wrong on 6 without an error; raises on the property's probe of 10
        if n >= 10:
            return [0][n]
        return n + 1

    probe_of_ten = Property(
        "answers n", lambda name: [Case(None, (10,), 10, f"{name}(10)")], lambda failed: ""
    )
    report = check_function(
        size_of, [Case(None, (6,), 6, "size_of(6)")], name="size_of", properties=[probe_of_ten]
    )
    assert "size_of(6)\nreturned: 7\nexpected: 6" in report.text
    assert "raised at" not in report.text and "IndexError" not in report.text
    assert report.category == "case only"


def test_an_error_the_case_shown_raised_itself_is_shown_with_it():
    def raises_on_six(n):
        return [0][n]

    report = check_function(raises_on_six, [Case(None, (6,), 6, "raises_on_six(6)")], name="raises_on_six")
    assert (
        "raises_on_six(6)\nreturned: an error: IndexError" in report.text and "raised at: line" in report.text
    )
    assert report.category == "error"


def test_an_error_gives_way_to_a_property_broken_on_a_case_of_its_own_which_is_shown_whole():
    def double(n):  # raises on 5, the case checked; wrong without an error on the property's 0
        return [0][n] if n else 1

    report = check_function(double, BIG_CASES, name="double", properties=[ZERO], hint="Twice.")
    assert "double(0)\nreturned: 1\nexpected: 0" in report.text
    assert (
        "double(5)" not in report.text and "IndexError" not in report.text and "raised at" not in report.text
    )
    assert (report.hint, report.category) == ("double(0) answered 1: twice 0 is 0.", "property")


def test_the_case_a_property_shows_is_the_one_its_words_are_about():
    """The walk of a flips_in_direction written for 8x8 fails on many one-way boards; the words name
    the run going right to (1, 8), so that is the case shown, not the first board it failed on."""
    cells: dict = {"EMPTY": EMPTY}
    exec(
        "def flips_in_direction(board, row, col, dr, dc, colour):\n"
        "    r, c = row + dr, col + dc\n"
        "    ray = []\n"
        "    while 0 <= r < 8 and 0 <= c < 8 and board[r][c] not in (colour, EMPTY):\n"
        "        ray.append((r, c))\n"
        "        r, c = r + dr, c + dc\n"
        "    if 0 <= r < 8 and 0 <= c < 8 and board[r][c] == colour:\n"
        "        return ray\n"
        "    return []\n",
        cells,
    )
    report = lesson4.check_flips_in_direction(cells["flips_in_direction"])
    assert "going to the right, (0, 1)" in report.hint and "at (1, 8)" in report.hint
    assert report.failure.call == "flips_in_direction(board, 1, 0, 0, 1, BLACK)"
    assert report.failure.expected == [(1, c) for c in range(1, 8)]
