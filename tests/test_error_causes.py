"""An error is explained from its cause when the student's lines show it: a number written for an 8x8
board in the line that raised or a loop around it, arguments passed in another order than the def
names them, a name written with other capitals, an error inside an earlier exercise's function.

Each test is a beginner's slip, written in a notebook cell and run through a lesson's real check;
each says what the hint must name, and what it must not say when the code does not have it.
"""

from __future__ import annotations

import ast
import linecache
import re
from pathlib import Path

import pytest
from _wrong_answers import hint_of
from real_code.labels import ANSWERS
from test_error_explanations import cell, explained

from othello_lesson import rules
from othello_lesson.exercises import driver, lesson1, lesson2, lesson5, lesson6, lesson7, lesson9, lesson12
from othello_lesson.exercises.argument_order import def_in_another_order, swapped_arguments
from othello_lesson.exercises.cases import WRONG, Case
from othello_lesson.exercises.common import check_function
from othello_lesson.exercises.exercise_numbers import exercise_of
from othello_lesson.rules import BLACK

COURSE = Path(__file__).resolve().parent.parent / "course"
RULES = "from othello_lesson import rules\nfrom othello_lesson.rules import BLACK, WHITE, EMPTY, DIRECTIONS"


@pytest.fixture
def outcomes(monkeypatch):
    told = []
    monkeypatch.setattr(driver, "LISTENERS", [told.append])
    return told


# --- a number written for 8x8 ----------------------------------------------------------------------


def test_range_8_in_the_loop_that_calls_a_helper_is_named_as_the_cause(outcomes):
    notebook = cell(
        """
        def is_valid_move(board, row, col, colour):
            if board[row][col] != EMPTY:
                return False
            return rules.is_valid_move(board, row, col, colour)

        def valid_moves_list(board, colour):
            moves = []
            for r in range(8):
                for c in range(8):
                    if is_valid_move(board, r, c, colour):
                        moves.append((r, c))
            return moves
        """,
        imports=RULES,
    )
    report = lesson5.check_valid_moves_list(notebook["valid_moves_list"])
    hint = explained(
        report,
        "IndexError",
        "on line 2 of is_valid_move: board[row][col] asks for item 4",
        "range(8), on line 9 of valid_moves_list, writes the number 8 where the size of the board "
        "belongs, but this board is 4x4",
        "len(board)",
    )
    assert "Check each index before you use it" not in hint
    assert outcomes[-1].hint_id == "errors.index_fixed_number"


def test_a_bound_of_8_in_the_while_around_the_line_is_named():
    notebook = cell(
        """
        def sandwiches(board, row, col, dr, dc, colour):
            r, c = row + dr, col + dc
            seen = 0
            while 0 <= r < 8 and 0 <= c < 8:
                if board[r][c] == EMPTY:
                    return False
                if board[r][c] == colour:
                    return seen > 0
                seen += 1
                r, c = r + dr, c + dc
            return False
        """
    )
    from othello_lesson.exercises import lesson3
    from othello_lesson.exercises.errors import where_and_hint

    board = rules.initialize_board(4)
    with pytest.raises(IndexError) as raised:
        notebook["sandwiches"](board, 1, 3, 0, 1, BLACK)  # runs off a 4x4 board's right edge
    _, explanation = where_and_hint(raised.value)
    assert explanation.startswith("IndexError on line 5 of sandwiches"), explanation
    assert (
        "0 <= r < 8, on line 4 of sandwiches, writes the number 8 where the size of the board belongs"
        in explanation
    ), explanation
    # the check itself shows the claim the answer breaks, on its own case, with the same cause
    hint = str(lesson3.check_sandwiches(notebook["sandwiches"]).hint)
    assert "written for 8x8" in hint, hint


def test_an_8_neither_in_the_line_nor_in_its_loops_is_not_named():
    notebook = cell(
        """
        def count_colour(board, colour, size=8):
            count = 0
            for r in range(len(board)):
                for c in range(len(board)):
                    if board[r][c + 1] == colour:
                        count += 1
            return count
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    hint = explained(report, "IndexError", "on line 5 of count_colour", "board[r][c + 1] asks for item 4")
    assert "8" not in hint and "size of the board" not in hint


# --- arguments in another order than the def -------------------------------------------------------


def test_a_helper_called_with_its_arguments_in_another_order_is_named(outcomes):
    notebook = cell(
        """
        def is_valid_move(board, row, col, colour):
            return rules.is_valid_move(board, row, col, colour)

        def valid_moves_list(board, colour):
            moves = []
            for r in range(len(board)):
                for c in range(len(board)):
                    if is_valid_move(board, colour, r, c):
                        moves.append((r, c))
            return moves
        """,
        imports=RULES,
    )
    report = lesson5.check_valid_moves_list(notebook["valid_moves_list"])
    explained(
        report,
        "ValueError",
        "is_valid_move(board, colour, r, c), on line 8 of valid_moves_list, passes colour where the def "
        "is_valid_move(board, row, col, colour) takes row",
        "in the def's order: is_valid_move(board, r, c, colour)",
    )
    assert outcomes[-1].hint_id == "errors.error_from_swap"


def test_a_recursive_negamax_with_depth_and_colour_swapped_is_named():
    notebook = cell(
        """
        import math

        def negamax(board, colour, depth, evaluate):
            other = WHITE if colour == BLACK else BLACK
            moves = rules.valid_moves_list(board, colour)
            if not moves and not rules.valid_moves_list(board, other):
                return final_value(board, colour)
            if depth == 0:
                return evaluate(board, colour)
            if not moves:
                return -negamax(board, other, depth, evaluate)
            best = -math.inf
            for move in moves:
                after = rules.place_move(rules.copy_board(board), *move, colour)
                best = max(best, -negamax(after, depth - 1, other, evaluate))
            return best
        """,
        imports=RULES + "\nfrom othello_lesson.search import final_value",
    )
    report = lesson9.check_negamax(notebook["negamax"])
    explained(
        report,
        "ValueError",
        "negamax(after, depth - 1, other, evaluate), on line 15 of negamax, passes depth - 1 where the def "
        "negamax(board, colour, depth, evaluate) takes colour",
        "negamax(after, other, depth - 1, evaluate)",
    )


def test_place_move_of_the_rules_called_with_the_colour_second_is_named():
    notebook = cell(
        """
        def careful_player(board, colour):
            last = len(board) - 1
            corners = [(0, 0), (0, last), (last, 0), (last, last)]
            other = rules.opponent(colour)
            moves = rules.valid_moves_list(board, colour)
            for move in moves:
                if move in corners:
                    return move
            for row, col in moves:
                after = rules.place_move(rules.copy_board(board), colour, row, col)
                if not any(rules.is_valid_move(after, r, c, other) for r, c in corners):
                    return (row, col)
            return moves[0]
        """,
        imports=RULES,
    )
    report = lesson7.check_careful_player(notebook["careful_player"])
    explained(
        report,
        "ValueError",
        "rules.place_move(rules.copy_board(board), colour, row, col), on line 10 of careful_player, "
        "passes colour where the def rules.place_move(board, row, col, colour) takes row",
        "rules.place_move(rules.copy_board(board), row, col, colour)",
    )


FIT_WITH_TARGET_AND_PREDICTION_SWAPPED = """
import random

def update(weights, features, target, prediction, rate):
    error = target - prediction
    return {name: weights[name] + rate * error * features[name] for name in weights}

def fit(examples, rate, epochs, seed):
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            prediction = sum(weights[name] * found[name] for name in found)
            weights = update(weights, found, prediction, target, rate)
    return weights
"""


def test_a_swap_that_raises_nothing_is_found_for_a_check_to_offer():
    notebook = cell(FIT_WITH_TARGET_AND_PREDICTION_SWAPPED)
    report = lesson12.check_fit(notebook["fit"])
    assert report.status == WRONG, report.text  # wrong, with no error for the explanation to read
    assert "returned: an error" not in report.text
    swap = swapped_arguments(notebook["fit"])
    assert swap is not None
    words = swap.words()
    assert words.id == "errors.swapped_arguments"
    assert words.startswith(
        "update(weights, found, prediction, target, rate) on line 15 of fit passes prediction where the "
        "def update(weights, features, target, prediction, rate) takes target"
    ), words
    assert "in the def's order: update(weights, found, target, prediction, rate)" in words


def test_a_helper_defined_inside_the_answer_is_read_from_its_source():
    notebook = cell(
        """
        def valid_moves_list(board, colour):
            def is_free(row, col):
                return board[row][col] == EMPTY

            moves = []
            for r in range(len(board)):
                for c in range(len(board)):
                    if is_free(c, r) and rules.is_valid_move(board, r, c, colour):
                        moves.append((r, c))
            return moves
        """,
        imports=RULES,
    )
    assert lesson5.check_valid_moves_list(notebook["valid_moves_list"]).status == WRONG
    swap = swapped_arguments(notebook["valid_moves_list"])
    assert swap is not None
    assert (swap.call, swap.argument, swap.parameter, swap.fixed) == (
        "is_free(c, r)",
        "c",
        "row",
        "is_free(r, c)",
    )
    assert swap.line == 8 and swap.function == "valid_moves_list"


@pytest.mark.parametrize(
    "call",
    [
        "update(weights, found, target, prediction, rate)",  # the def's order
        "update(weights, found, goal, guess, rate)",  # names the def does not use: nothing to say
        "update(weights, found, target=target, prediction=prediction, rate=rate)",  # keywords
    ],
)
def test_a_call_in_the_defs_order_or_with_other_names_is_never_taken_for_a_swap(call):
    source = FIT_WITH_TARGET_AND_PREDICTION_SWAPPED.replace(
        "update(weights, found, prediction, target, rate)", call
    )
    assert swapped_arguments(cell(source)["fit"]) is None


@pytest.mark.parametrize("window", ["-beta, -alpha", "beta, alpha"])
def test_alpha_beta_handing_on_its_window_turned_round_is_not_a_swap(window):
    # negamax's window is turned round on purpose; without the minus, the minus is what is missing
    notebook = cell(
        f"""
        def alphabeta(board, colour, depth, evaluate, alpha, beta):
            if depth == 0:
                return evaluate(board, colour)
            return -alphabeta(board, colour, depth - 1, evaluate, {window})
        """
    )
    assert swapped_arguments(notebook["alphabeta"]) is None


def test_an_alphabeta_whose_def_takes_the_window_before_evaluate_is_told_the_exercises_order(outcomes):
    notebook = cell(
        """
        import math

        def alphabeta(board, colour, depth, alpha, beta, evaluate):
            other = WHITE if colour == BLACK else BLACK
            moves = rules.valid_moves_list(board, colour)
            if not moves and not rules.valid_moves_list(board, other):
                return final_value(board, colour)
            if depth == 0:
                return evaluate(board, colour)
            if not moves:
                return -alphabeta(board, other, depth, -beta, -alpha, evaluate)
            for move in moves:
                after = rules.place_move(rules.copy_board(board), *move, colour)
                alpha = max(alpha, -alphabeta(after, other, depth - 1, -beta, -alpha, evaluate))
                if alpha >= beta:
                    break
            return alpha
        """,
        imports=RULES + "\nfrom othello_lesson.search import final_value",
    )
    report = lesson9.check_alphabeta(notebook["alphabeta"])
    explained(
        report,
        "TypeError",
        "your def alphabeta(board, colour, depth, alpha, beta, evaluate) (line 3) takes its parameters in "
        "another order than the exercise's alphabeta(board, colour, depth, evaluate, alpha, beta)",
        "it is called in that order: what is passed as evaluate arrives in your alpha.",
    )
    assert "_Counting" not in hint_of(report)
    assert outcomes[-1].hint_id == "errors.error_from_def_order"


def test_an_update_whose_def_takes_the_prediction_before_the_target_is_found_though_it_raises_nothing():
    notebook = cell(
        """
        def update(weights, features, prediction, target, rate):
            error = target - prediction
            return {name: weights[name] + rate * error * features[name] for name in weights}
        """
    )
    report = lesson12.check_update(notebook["update"])
    assert report.status == WRONG and "returned: an error" not in report.text, report.text
    found = def_in_another_order(notebook["update"])
    assert found is not None and swapped_arguments(notebook["update"]) == found
    words = found.words()
    assert words.id == "errors.def_in_another_order"
    assert words == (
        "Your def update(weights, features, prediction, target, rate) (line 1) takes its parameters in "
        "another order than the exercise's update(weights, features, target, prediction, rate), and it is "
        "called in that order: what is passed as target arrives in your prediction."
    )


def _masters_functions():
    """Every function the course's masters define, solutions filled in, with the masters' imports."""
    for path in sorted(COURSE.glob("[0-9][0-9]-*.py")):
        source = path.read_text(encoding="utf-8")
        kept = [
            node
            for node in ast.parse(source).body
            if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef))
        ]
        name = f"<master {path.name}>"
        linecache.cache[name] = (len(source), None, source.splitlines(keepends=True), name)
        space: dict = {"__name__": "__main__"}
        exec(compile(ast.Module(body=kept, type_ignores=[]), name, "exec"), space)
        yield from (space[node.name] for node in kept if isinstance(node, ast.FunctionDef))


def test_no_worked_solution_nor_right_real_answer_is_taken_for_a_swap():
    functions = list(_masters_functions()) + [entry.answer for entry in ANSWERS]
    assert len(functions) > 100
    found = {function.__qualname__: swapped_arguments(function) for function in functions}
    found.update({f"def {function.__qualname__}": def_in_another_order(function) for function in functions})
    assert not {name: swap for name, swap in found.items() if swap is not None}


# --- names with other capitals ---------------------------------------------------------------------


def test_a_constant_written_with_a_capital_is_offered_the_constant_never_the_variable(outcomes):
    notebook = cell(
        """
        def winner(board):
            black, white = rules.count_discs(board)
            if black >= white:
                return Black
            return WHITE
        """,
        imports=RULES,
    )
    report = lesson6.check_winner(notebook["winner"])
    hint = explained(
        report,
        "NameError",
        "on line 4 of winner: Python knows no name Black: did you mean BLACK, a constant of the rules?",
        "black is a variable of winner, not a constant, and a name written with a capital first is a "
        "constant's",
    )
    assert "did you mean black" not in hint
    assert outcomes[-1].hint_id == "errors.name_case_not_other"


def test_a_constant_written_in_small_letters_is_offered_the_constant():
    notebook = cell(
        """
        def count_colour(board, colour):
            count = 0
            for row in board:
                for square in row:
                    if square == colour and square != empty:
                        count += 1
            return count
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(report, "NameError", "no name empty: did you mean EMPTY, a constant of the rules?")


def test_a_parameter_written_with_a_capital_is_offered_the_parameter():
    notebook = cell(
        """
        def count_colour(board, colour):
            return sum(row.count(colour) for row in Board)
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(report, "NameError", "no name Board: did you mean board, a parameter of count_colour?")


# --- looping over a whole number ------------------------------------------------------------------


def test_a_whole_number_that_no_for_loops_over_gets_no_advice_about_range():
    notebook = cell(
        """
        def count_colour(board, colour):
            return sum(list(len(board)))
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    hint = explained(report, "TypeError", "len(board) is a whole number (4)", "cannot be looped over")
    assert "range(" not in hint


def test_a_whole_number_in_a_comprehensions_for_gets_the_advice():
    notebook = cell(
        """
        def count_colour(board, colour):
            return sum(board[r].count(colour) for r in len(board))
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(report, "TypeError", "write range(len(board))")


# --- an error inside an earlier exercise's function ------------------------------------------------


def test_an_error_inside_the_empty_board_of_exercise_1_is_placed_there(outcomes):
    notebook = cell(
        """
        def empty_board(size):
            board = [[] for _ in range(size)]
            for r in range(size + 1):
                for c in range(size):
                    board[r].append(EMPTY)
            return board

        def initialize_board(size):
            board = empty_board(size)
            mid = size // 2
            board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
            board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
            return board
        """
    )
    report = lesson1.check_initialize_board(notebook["initialize_board"])
    hint = explained(report, "IndexError", "on line 5 of empty_board")
    placed = "The error is in your empty_board, exercise 1, called from initialize_board at line 9."
    assert placed in hint, hint
    assert outcomes[-1].hint_id == "errors.index_past_end"


def test_an_error_inside_a_function_of_an_earlier_lesson_names_that_lesson():
    notebook = cell(
        """
        def is_valid_move(board, row, col, colour):
            if board[row][col] != EMPTY:
                return False
            return bool(rules.flipped_discs(board, row, col, colour))

        def valid_moves_list(board, colour):
            return [(r, c) for r in range(len(board) + 1) for c in range(len(board))
                    if is_valid_move(board, r, c, colour)]
        """,
        imports=RULES,
    )
    hint = hint_of(lesson5.check_valid_moves_list(notebook["valid_moves_list"]))
    assert "The error is in your is_valid_move, lesson 3's exercise 4, called from valid_moves_list" in hint


def test_an_error_in_a_helper_of_no_exercise_is_not_given_a_number():
    notebook = cell(
        """
        def middle(size):
            return [size // 2][1]

        def initialize_board(size):
            board = [[EMPTY] * size for _ in range(size)]
            mid = middle(size)
            board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
            board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
            return board
        """
    )
    hint = hint_of(lesson1.check_initialize_board(notebook["initialize_board"]))
    assert hint.startswith("IndexError on line 2 of middle") and "The error is in your" not in hint


def test_the_exercise_numbers_are_the_ones_the_lessons_show():
    shown = 0
    for path in sorted(COURSE.glob("[0-9][0-9]-*.py")):
        lesson = int(path.name[:2])
        for number, name in re.findall(r"^# ### Exercise (\d+)[^`\n]*`(\w+)`", path.read_text(), re.M):
            if exercise_of(name) is not None:
                shown += 1
                assert exercise_of(name) == (lesson, int(number)), name
    assert shown >= 25
    assert exercise_of("empty_board") == (1, 1) and exercise_of("label") == (12, 3)


def test_an_attribute_of_the_rules_written_in_small_letters_is_offered_the_constant():
    notebook = cell(
        """
        def count_colour(board, colour):
            return sum(row.count(colour) for row in board if colour != rules.empty)
        """,
        imports=RULES,
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    explained(report, "AttributeError", "has no attribute empty: did you mean EMPTY?")


def test_a_constant_written_with_a_capital_is_never_offered_the_parameter_of_that_name():
    notebook = cell(
        """
        def colour_of_more(board, black, white):
            if black > white:
                return Black
            return WHITE
        """,
        imports=RULES,
    )
    cases = [Case(None, ([], 3, 1), "●", "colour_of_more(board, 3, 1)")]
    report = check_function(notebook["colour_of_more"], cases, name="colour_of_more")
    hint = explained(
        report,
        "NameError",
        "no name Black: did you mean BLACK, a constant of the rules?",
        "black is a parameter of colour_of_more, not a constant",
    )
    assert "did you mean black" not in hint


def test_a_constant_of_the_rules_not_imported_is_offered_with_its_import_never_the_variable():
    notebook = cell(
        """
        def winner(board):
            black, white = rules.count_discs(board)
            if black >= white:
                return Black
            return WHITE
        """,
        imports="from othello_lesson import rules\nfrom othello_lesson.rules import WHITE",
    )
    hint = explained(
        lesson6.check_winner(notebook["winner"]),
        "NameError",
        "no name Black: did you mean BLACK, a constant of the rules?",
        "from othello_lesson.rules import BLACK",
    )
    assert "did you mean black" not in hint and "variable" not in hint


def test_corners_written_for_8x8_are_named_by_the_corner_that_holds_the_7():
    notebook = cell(
        """
        def corner_first_player(board, colour):
            moves = rules.valid_moves_list(board, colour)
            for r, c in [(0, 0), (0, 7), (7, 0), (7, 7)]:
                if board[r][c] == EMPTY and (r, c) in moves:
                    return (r, c)
            return moves[0]
        """,
        imports=RULES,
    )
    report = lesson7.check_corner_first_player(notebook["corner_first_player"])
    explained(
        report,
        "IndexError",
        "on line 4 of corner_first_player: board[r][c] asks for item 7",
        "(0, 7), on line 3 of corner_first_player, writes the number 7 where the size of the board belongs",
    )


def test_a_row_number_added_to_a_letter_is_told_to_become_text_first(outcomes):
    notebook = cell(
        """
        def square_name(row, col):
            return "abcdefghijklmnopqrstuvwxyz"[col] + row + 1
        """
    )
    report = lesson2.check_square_name(notebook["square_name"])
    explained(
        report,
        "TypeError",
        "on line 2 of square_name: 'abcdefghijklmnopqrstuvwxyz'[col] is a string and row is a whole number",
        "+ cannot add text and a number",
        "str(row)",
    )
    assert outcomes[-1].hint_id == "errors.text_and_number"


def test_a_loop_whose_variable_the_line_does_not_use_is_not_taken_for_the_boards_size():
    notebook = cell(
        """
        def count_colour(board, colour):
            count = 0
            for attempt in range(10):
                for r in range(len(board)):
                    count += board[r + 1].count(colour)
            return count // 10
        """
    )
    report = lesson1.check_count_colour(notebook["count_colour"])
    hint = explained(report, "IndexError", "on line 5 of count_colour", "board[r + 1] asks for item 4")
    assert "10" not in hint and "size of the board" not in hint


def test_a_call_in_the_exercises_order_of_a_def_in_another_order_blames_the_def_never_the_call():
    notebook = cell(
        """
        def is_valid_move(board, colour, row, col):
            return rules.is_valid_move(board, row, col, colour)

        def valid_moves_list(board, colour):
            moves = []
            for r in range(len(board)):
                for c in range(len(board)):
                    if is_valid_move(board, r, c, colour):
                        moves.append((r, c))
            return moves
        """,
        imports=RULES,
    )
    report = lesson5.check_valid_moves_list(notebook["valid_moves_list"])
    hint = explained(
        report,
        "ValueError",
        "your def is_valid_move(board, colour, row, col) (line 1) takes its parameters in another order "
        "than the exercise's is_valid_move(board, row, col, colour)",
    )
    assert "Pass them in the def's order" not in hint


def test_a_size_kept_in_a_constant_of_the_notebook_is_named_with_its_value():
    notebook = cell(
        """
        SIZE = 8

        def count_discs(board):
            black = white = 0
            for r in range(SIZE):
                for c in range(SIZE):
                    if board[r][c] == BLACK:
                        black += 1
                    elif board[r][c] == WHITE:
                        white += 1
            return black, white
        """
    )
    assert_explained_on_a_4x4_board(
        notebook["count_discs"],
        "range(SIZE), on line 6 of count_discs, writes SIZE, which is 8, where the size",
    )


def test_a_board_kept_by_a_class_of_the_students_is_measured_for_the_8():
    notebook = cell(
        """
        class Board:
            def __init__(self, rows):
                self.board = rows

            def black_discs(self):
                found = 0
                for r in range(8):
                    for c in range(8):
                        found += self.board[r][c] == BLACK
                return found

        def count_discs(board):
            black = Board(board).black_discs()
            return black, sum(row.count(WHITE) for row in board)
        """
    )
    assert_explained_on_a_4x4_board(
        notebook["count_discs"], "range(8), on line 8 of black_discs, writes the number 8 where the size"
    )


def assert_explained_on_a_4x4_board(count_discs, phrase: str) -> None:
    """``count_discs`` raises an IndexError on a 4x4 board, explained with ``phrase``."""
    from othello_lesson.exercises.errors import where_and_hint

    with pytest.raises(IndexError) as raised:
        count_discs(rules.initialize_board(4))
    _, explanation = where_and_hint(raised.value)
    assert explanation.startswith("IndexError on line "), explanation
    assert phrase in explanation, explanation
