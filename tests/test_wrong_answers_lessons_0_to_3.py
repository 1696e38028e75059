"""Lessons 0-3: a catalogue of typical wrong answers, each caught with a hint that names its mistake.

The wrong answers are the ones the lessons' own tests define, and more that
beginners write on a first try (``=`` for ``+=``, ``/`` for ``//``, a set for
a list, 1 for True, a typo, a size written as 8).
"""

from __future__ import annotations

import test_exercises_lesson0 as l0
import test_exercises_lesson1 as l1
import test_exercises_lesson2 as l2
import test_exercises_lesson3 as l3
from _builds_on import fix_first_entries
from _wrong_answers import WrongAnswer, catalogue_test, typical_wrong_answers

from othello_lesson import rules
from othello_lesson.exercises import lesson0, lesson1, lesson2, lesson3
from othello_lesson.rules import BLACK, DIRECTIONS, EMPTY, WHITE

# --- more first tries ------------------------------------------------------------------------


def count_with_equals(board, colour):
    count = 0
    for row in board:
        count = row.count(colour)  # = where += was meant
    return count


def misspelt_board(board, colour):
    count = 0
    for row in bord:  # noqa: F821  # the typo is the point
        count += row.count(colour)
    return count


def start_with_slash(size):
    board = [[EMPTY] * size for _ in range(size)]
    half = size / 2
    board[half - 1][half - 1] = WHITE
    board[half - 1][half] = BLACK
    board[half][half - 1] = BLACK
    board[half][half] = WHITE
    return board


def start_for_eight(size):
    board = [[EMPTY] * size for _ in range(size)]
    board[3][3], board[3][4], board[4][3], board[4][4] = WHITE, BLACK, BLACK, WHITE
    return board


def empty_for_eight(size):
    board = [[EMPTY] * size for _ in range(size)]
    for row in range(8):
        for col in range(8):
            board[row][col] = EMPTY
    return board


def one_number_for_a_pair(black, white, flipped):
    return black + 1 + flipped


def draws_go_to_black(black, white):
    return rules.WHITE if white > black else rules.BLACK


def prints_a_board(size):
    print([[EMPTY] * size for _ in range(size)])


def prints_the_count(board, colour):
    print(sum(row.count(colour) for row in board))


def prints_the_start(size):
    print(rules.initialize_board(size))


def row_as_a_list(row):
    return ["." if square == EMPTY else square for square in row]


def rows_with_no_spaces(board):
    return "\n".join(l2.row_to_text(row).replace(" ", "") for row in board)


def prints_the_board(board):
    print(l2.my_board_to_text(board))


def board_as_lines(board):
    return [l2.row_to_text(row) for row in board]


def prints_the_name(row, col):
    print(l2.my_square_name(row, col))


def name_as_a_pair(row, col):
    return (l2.LETTERS[col], row + 1)


def prints_the_square(name):
    print(l2.my_square_from_name(name))


def only_the_row(name):
    return int(name[1:]) - 1


def prints_whether_on_board(board, row, col):
    print(0 <= row < len(board) and 0 <= col < len(board))


def columns_up_to_size(board, row, col):
    return 0 <= row < len(board) and 0 <= col <= len(board)


def forgets_negative_columns(board, row, col):
    return 0 <= row < len(board) and col < len(board)


def no_ray_squares(board, row, col, dr, dc):
    return []


def prints_the_ray(board, row, col, dr, dc):
    print(l3.ray_squares(board, row, col, dr, dc))


def ray_of_lists(board, row, col, dr, dc):
    return [list(square) for square in l3.ray_squares(board, row, col, dr, dc)]


def prints_the_pair(black, white, flipped):
    print(black + 1 + flipped, white - flipped)


def prints_the_flips(line):
    print(l0.flips_along(line))


def discs_as_list(black, white, flipped):
    return [black + 1 + flipped, white - flipped]


def name_with_eight_letters(row, col):
    letters = "abcdefgh"
    return letters[col] + str(row + 1)


def row_emptied_while_reading(row):
    texts = []
    while row:
        square = row.pop(0)
        texts.append("." if square == EMPTY else square)
    return " ".join(texts)


_KEPT_BOARDS: dict = {}


def one_board_kept(size):
    """Makes the start once and hands the same board out at every call."""
    if size not in _KEPT_BOARDS:
        board = [[EMPTY] * size for _ in range(size)]
        mid = size // 2
        board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
        board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
        _KEPT_BOARDS[size] = board
    return _KEPT_BOARDS[size]


_EMPTY_ROWS: dict = {}


def empty_rows_kept(size):
    """A new list of rows each time, but the rows themselves made once and handed out again."""
    rows = _EMPTY_ROWS.setdefault(size, [[EMPTY] * size for _ in range(size)])
    return list(rows)


def start_on_one_row(size):
    """Every row is the same list: the centre discs, set on it, show in every row."""
    board = [[EMPTY] * size] * size
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    return board


_ONE_EMPTY_BOARD: dict = {}


def one_empty_board_kept(size):
    """The same board object, rows and all, at every call."""
    return _ONE_EMPTY_BOARD.setdefault(size, [[EMPTY] * size for _ in range(size)])


def on_board_as_number(board, row, col):
    return int(0 <= row < len(board) and 0 <= col < len(board))


def ray_as_set(board, row, col, dr, dc):
    return set(l3.ray_squares(board, row, col, dr, dc))


def sandwiches_as_number(board, row, col, dr, dc, colour):
    return 1 if l3.sandwiches(board, row, col, dr, dc, colour) else 0


def valid_as_number(board, row, col, colour):
    return 1 if l3.my_is_valid_move(board, row, col, colour) else 0


# --- mistakes only a probe tells apart -----------------------------------------------------------

_TWICE_AND_ONE_MISSING = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 0)]


def _walk_to_own_disc(board, row, col, dr, dc, colour, on_board):
    """How many opponent discs a walk passes before one of ``colour``'s, or 0; ``on_board`` its bounds."""
    other = WHITE if colour == BLACK else BLACK
    r, c, seen = row + dr, col + dc, 0
    while on_board(r, c) and board[r][c] == other:
        r, c, seen = r + dr, c + dc, seen + 1
    return seen if seen and on_board(r, c) and board[r][c] == colour else 0


def a_direction_twice_and_one_missing(board, row, col, colour):
    """Its list of directions has (1, 0) twice and no (1, 1): a slip in typing the eight."""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return False

    def on_board(r, c):
        return 0 <= r < size and 0 <= c < size

    return any(
        _walk_to_own_disc(board, row, col, dr, dc, colour, on_board) for dr, dc in _TWICE_AND_ONE_MISSING
    )


def stops_before_row_and_column_zero(board, row, col, dr, dc, colour):
    """Its bounds are 0 < r and 0 < c: the first row and column are never looked at."""
    size = len(board)
    return bool(
        _walk_to_own_disc(board, row, col, dr, dc, colour, lambda r, c: 0 < r < size and 0 < c < size)
    )


def bounds_of_eight(board, row, col, dr, dc, colour):
    """Its bounds are r < 8 and c < 8, as if every board had 8 rows and columns."""
    return bool(_walk_to_own_disc(board, row, col, dr, dc, colour, lambda r, c: 0 <= r < 8 and 0 <= c < 8))


def walks_seven_steps_at_most(board, row, col, colour):
    """Its walk is a for loop over range(1, 8): no more steps than an 8x8 board has room for."""
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return False
    other = WHITE if colour == BLACK else BLACK
    for dr, dc in DIRECTIONS:
        for step in range(1, 8):
            r, c = row + step * dr, col + step * dc
            if not (0 <= r < size and 0 <= c < size) or board[r][c] not in (other, colour):
                break
            if board[r][c] == colour:
                if step > 1:
                    return True
                break
    return False


def valid_for_the_opponent(board, row, col, colour):
    """Asks the rules about the other colour: a swap of colour and its opponent."""
    return rules.is_valid_move(board, row, col, WHITE if colour == BLACK else BLACK)


CATALOGUE = [
    # lesson 0
    WrongAnswer(lesson0.check_who_is_winning, l0.forgets_the_draw, "nobody wins: return DRAW"),
    WrongAnswer(lesson0.check_who_is_winning, l0.swapped, "so Black is winning"),
    WrongAnswer(lesson0.check_who_is_winning, l0.words, "Return the constant BLACK, not the word 'Black'"),
    WrongAnswer(lesson0.check_who_is_winning, l0.no_return, "did you forget `return`"),
    WrongAnswer(lesson0.check_discs_after_move, l0.forgets_the_new_disc, "new disc counts too"),
    WrongAnswer(lesson0.check_discs_after_move, l0.white_keeps_its_discs, "White has that many fewer"),
    WrongAnswer(lesson0.check_discs_after_move, l0.as_a_list, "round brackets"),
    WrongAnswer(lesson0.check_discs_after_move, discs_as_list, "round brackets"),
    WrongAnswer(lesson0.check_discs_after_move, one_number_for_a_pair, "Return a pair of numbers"),
    WrongAnswer(lesson0.check_discs_after_move, l0.the_wrong_way_round, "wrong way round"),
    WrongAnswer(lesson0.check_flips_along, l0.counts_every_white, "counts every white disc on the line"),
    WrongAnswer(lesson0.check_who_is_winning, draws_go_to_black, "nobody wins: return DRAW"),
    WrongAnswer(lesson0.check_flips_along, prints_the_flips, "did you forget `return`"),
    WrongAnswer(lesson0.check_discs_after_move, prints_the_pair, "did you forget `return`"),
    WrongAnswer(lesson0.check_flips_along, l0.edge_closes_the_line, "run to the edge of the board"),
    WrongAnswer(lesson0.check_flips_along, l0.empty_is_skipped, "An empty square comes right after"),
    WrongAnswer(lesson0.check_flips_along, l0.counts_the_closing_disc, "that one flips (and nothing after"),
    WrongAnswer(lesson0.check_flips_along, l0.short_lines_only, "those 4 flip"),
    # lesson 1
    WrongAnswer(lesson1.check_empty_board, l1.aliased, "aliasing trap"),
    WrongAnswer(lesson1.check_empty_board, prints_a_board, "did you forget `return`"),
    WrongAnswer(lesson1.check_count_colour, prints_the_count, "did you forget `return`"),
    WrongAnswer(lesson1.check_initialize_board, prints_the_start, "did you forget `return`"),
    WrongAnswer(lesson1.check_empty_board, empty_rows_kept, "Called twice, it gave back rows of the board"),
    WrongAnswer(
        lesson1.check_empty_board, one_empty_board_kept, "Called twice, it gave back rows of the board"
    ),
    WrongAnswer(lesson1.check_initialize_board, start_on_one_row, "one and the same list | aliasing trap"),
    WrongAnswer(
        lesson1.check_initialize_board, one_board_kept, "Called twice, it gave back rows of the board"
    ),
    WrongAnswer(lesson1.check_empty_board, l1.rows_of_tuples, "Every row must be a list"),
    WrongAnswer(lesson1.check_empty_board, l1.one_row_short, "1 row of 1 square each"),
    WrongAnswer(lesson1.check_empty_board, l1.dots, "A square holds EMPTY"),
    WrongAnswer(
        lesson1.check_empty_board,
        l1.always_eight,
        "gives a board of 8 rows whatever the size | Make the board from size",
    ),
    WrongAnswer(
        lesson1.check_empty_board,
        empty_for_eight,
        "writes the number 8 where the size of the board belongs | len(board)",
        shows="IndexError | board[row][col] = EMPTY",
    ),
    WrongAnswer(lesson1.check_count_colour, l1.misses_the_last_row, "last row or the last column was missed"),
    WrongAnswer(
        lesson1.check_count_colour, l1.misses_the_last_column, "last row or the last column was missed"
    ),
    WrongAnswer(lesson1.check_count_colour, l1.first_row_only, "Only the first row was counted"),
    WrongAnswer(lesson1.check_count_colour, l1.both_colours, "discs of both colours"),
    WrongAnswer(lesson1.check_count_colour, l1.counts_by_emptying, "should only look at the board"),
    WrongAnswer(lesson1.check_count_colour, count_with_equals, "Only the last row was counted | count +="),
    WrongAnswer(
        lesson1.check_count_colour,
        misspelt_board,
        "did you mean board?",
        shows="NameError: name 'bord' is not defined | for row in bord:",
    ),
    WrongAnswer(lesson1.check_initialize_board, l1.colours_swapped, "The colours are swapped"),
    WrongAnswer(lesson1.check_initialize_board, l1.only_for_eight, "work them out from size"),
    WrongAnswer(lesson1.check_initialize_board, l1.centre_off_by_one, "size // 2 - 1 and size // 2"),
    WrongAnswer(lesson1.check_initialize_board, l1.aliased_start, "aliasing trap"),
    WrongAnswer(
        lesson1.check_initialize_board,
        start_with_slash,
        "use //, which gives a whole number",
        shows="list indices must be integers or slices, not float | board[half - 1][half - 1] = WHITE",
    ),
    WrongAnswer(
        lesson1.check_initialize_board, start_for_eight, "(size // 2 - 1 and size // 2): work them out"
    ),
    # lesson 2
    WrongAnswer(lesson2.check_row_to_text, l2.spaces_for_empty, "Write an empty square as '.'"),
    WrongAnswer(lesson2.check_row_to_text, row_as_a_list, "Return the row as one str, not a list"),
    WrongAnswer(lesson2.check_board_to_text, prints_the_board, "print shows text; return gives it back"),
    WrongAnswer(lesson2.check_board_to_text, board_as_lines, "Return the board as one str, not a list"),
    WrongAnswer(lesson2.check_square_name, prints_the_name, "did you forget `return`"),
    WrongAnswer(lesson2.check_square_name, name_as_a_pair, "Return the name as a str"),
    WrongAnswer(lesson2.check_square_from_name, prints_the_square, "did you forget `return`"),
    WrongAnswer(lesson2.check_square_from_name, only_the_row, "Return a pair of ints"),
    WrongAnswer(lesson2.check_row_to_text, l2.no_separator, "exactly one space between two squares"),
    WrongAnswer(lesson2.check_row_to_text, l2.trailing_space, "no space or newline at the end"),
    WrongAnswer(lesson2.check_row_to_text, l2.prints_instead, "print shows text; return gives it back"),
    WrongAnswer(lesson2.check_row_to_text, l2.marks_the_row, "should only read the row it is given | became"),
    WrongAnswer(
        lesson2.check_row_to_text,
        row_emptied_while_reading,
        "should only read the row it is given | became []",
    ),
    WrongAnswer(lesson2.check_board_to_text, l2.ends_with_a_newline, "no space or newline at the end"),
    WrongAnswer(lesson2.check_board_to_text, l2.one_long_line, "Put a newline"),
    WrongAnswer(lesson2.check_board_to_text, l2.misses_the_last_row, "needs 4 lines, one a row; yours has 3"),
    WrongAnswer(lesson2.check_board_to_text, l2.columns_for_rows, "Row 0 should read | that is column 0"),
    WrongAnswer(lesson2.check_board_to_text, rows_with_no_spaces, "exactly one space between two squares"),
    WrongAnswer(lesson2.check_square_name, l2.row_from_zero, "add 1 to the row"),
    WrongAnswer(lesson2.check_square_name, l2.number_first, "The letter comes first"),
    WrongAnswer(lesson2.check_square_name, l2.capital_letters, "Use small letters"),
    WrongAnswer(lesson2.check_square_name, l2.row_and_column_swapped, "The letter names the column"),
    WrongAnswer(lesson2.check_square_name, l2.only_eight_letters, "stop at 'h' | up to 26 columns"),
    WrongAnswer(
        lesson2.check_square_name,
        name_with_eight_letters,
        "IndexError on line | the letters 'abcdefgh' stop at 'h'",
        shows="IndexError: string index out of range | return letters[col] + str(row + 1)",
    ),
    WrongAnswer(lesson2.check_square_from_name, l2.one_digit_only, "the number has 2 digits"),
    WrongAnswer(lesson2.check_square_from_name, l2.forgets_to_subtract, "subtract 1 from the number"),
    WrongAnswer(lesson2.check_square_from_name, l2.column_first, "wrong way round"),
    WrongAnswer(lesson2.check_square_from_name, l2.as_a_list, "Return a tuple, (row, col)"),
    WrongAnswer(lesson2.check_square_from_name, l2.number_as_text, "The number is still text"),
    # lesson 3
    WrongAnswer(lesson3.check_is_on_board, l3.less_or_equal, "the test is < len(board), not <="),
    WrongAnswer(lesson3.check_is_on_board, prints_whether_on_board, "did you forget `return`"),
    WrongAnswer(lesson3.check_is_on_board, columns_up_to_size, "Column 4 is past the last one"),
    WrongAnswer(lesson3.check_is_on_board, forgets_negative_columns, "Column -2 is left of the first column"),
    WrongAnswer(lesson3.check_is_on_board, l3.forgets_negative, "Row -2 is above the top row"),
    WrongAnswer(lesson3.check_is_on_board, l3.rows_only, "Column -2 is left of the first column"),
    WrongAnswer(lesson3.check_is_on_board, l3.always_eight, "as if every board had 8 | len(board)"),
    WrongAnswer(lesson3.check_is_on_board, l3.a_number_not_a_bool, "Return True or False, not 1"),
    WrongAnswer(lesson3.check_is_on_board, on_board_as_number, "not 0 | a real bool"),
    WrongAnswer(lesson3.check_ray_squares, l3.includes_the_start, "Start with the square next to (0, 0)"),
    WrongAnswer(lesson3.check_ray_squares, l3.one_step_short, "The last square before the edge"),
    WrongAnswer(lesson3.check_ray_squares, l3.one_step_too_far, "is off the board: stop as soon as"),
    WrongAnswer(lesson3.check_ray_squares, l3.farthest_first, "nearest first"),
    WrongAnswer(lesson3.check_ray_squares, l3.steps_swapped, "adds 0 to the row and 1 to the column"),
    WrongAnswer(lesson3.check_ray_squares, ray_as_set, "A set has no order | return a list"),
    WrongAnswer(lesson3.check_ray_squares, prints_the_ray, "did you forget `return`"),
    WrongAnswer(lesson3.check_ray_squares, no_ray_squares, "an empty list on every ray tried"),
    WrongAnswer(lesson3.check_ray_squares, ray_of_lists, "Return a list of (row, col) tuples"),
    WrongAnswer(lesson3.check_sandwiches, l3.own_disc_right_away, "Your own disc is right next to it"),
    WrongAnswer(lesson3.check_sandwiches, l3.edge_closes, "run to the edge of the board"),
    WrongAnswer(lesson3.check_sandwiches, l3.empty_skipped, "After 1 opponent disc comes the empty square"),
    WrongAnswer(
        lesson3.check_sandwiches, l3.next_square_only, "not one of 2 discs in a row | more than one disc"
    ),
    WrongAnswer(
        lesson3.check_sandwiches,
        l3.no_edge_check,
        "board[r][c] asks for item 4 of board[r] (c is 4) | past the end | Ask is_on_board(board, r, c)",
    ),
    WrongAnswer(lesson3.check_sandwiches, l3.marks_the_way, "should only look at the board"),
    WrongAnswer(lesson3.check_sandwiches, sandwiches_as_number, "not 0: the exercise asks for a real bool"),
    WrongAnswer(lesson3.check_is_valid_move, l3.accepts_taken_squares, "the square is already taken"),
    WrongAnswer(
        lesson3.check_is_valid_move,
        l3.forgets_the_edge,
        "board[row] asks for item 4 of board (row is 4) | past the end | Ask is_on_board(board, r, c)",
    ),
    WrongAnswer(
        lesson3.check_is_valid_move,
        l3.four_directions,
        "misses every sandwich along a diagonal | diagonals too",
    ),
    WrongAnswer(
        lesson3.check_is_valid_move,
        l3.first_direction_decides,
        "finds a sandwich only going up and to the left, (-1, -1), the first of DIRECTIONS | tried all eight",
    ),
    WrongAnswer(lesson3.check_is_valid_move, l3.next_to_an_opponent, "does not sandwich any white disc"),
    WrongAnswer(lesson3.check_is_valid_move, l3.plays_while_looking, "should only look at the board"),
    WrongAnswer(lesson3.check_is_valid_move, l3.returns_the_flips, "Return True or False, not list []"),
    WrongAnswer(lesson3.check_is_valid_move, valid_as_number, "a real bool"),
    WrongAnswer(
        lesson3.check_is_valid_move,
        a_direction_twice_and_one_missing,
        "misses a sandwich going down and to the right, (1, 1)",
        avoids="give up too early",
    ),
    WrongAnswer(
        lesson3.check_sandwiches,
        stops_before_row_and_column_zero,
        "closing disc stands on column 0 | stops before it looks at the squares on that edge",
        avoids="diagonals too",
    ),
    WrongAnswer(lesson3.check_sandwiches, bounds_of_eight, "written for 8x8 | len(board)"),
    WrongAnswer(lesson3.check_is_valid_move, valid_for_the_opponent, "answers for the opponent"),
    WrongAnswer(lesson3.check_is_valid_move, walks_seven_steps_at_most, "8 squares away | written for 8x8"),
]

# Right answers that build on a wrong earlier exercise: told to fix that one first.
CATALOGUE += fix_first_entries(l2.PLACES)
CATALOGUE += fix_first_entries(l3.PLACES)

test_wrong_answers = catalogue_test(CATALOGUE)


def test_every_check_of_lessons_0_to_3_has_at_least_four_typical_wrong_answers():
    checks = {
        check
        for module in (lesson0, lesson1, lesson2, lesson3)
        for name, check in vars(module).items()
        if name.startswith("check_") and getattr(check, "__module__", "") == module.__name__
    }
    counted = {check: typical_wrong_answers(check, CATALOGUE) for check in checks}
    assert min(counted.values()) >= 4, counted
