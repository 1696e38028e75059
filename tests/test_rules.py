"""Tests of othello_lesson.rules: every bad input is refused clearly and leaves the board alone."""

from __future__ import annotations

import copy
import re

import pytest

from othello_lesson.rules import (
    BLACK,
    DIRECTIONS,
    DRAW,
    EMPTY,
    MAX_SIZE,
    MIN_SIZE,
    WHITE,
    BoardError,
    IllegalMoveError,
    board_from_text,
    board_to_text,
    check_board,
    copy_board,
    count_discs,
    describe_illegal_move,
    flipped_discs,
    flips_in_direction,
    has_valid_move,
    initialize_board,
    is_game_over,
    is_valid_move,
    next_player,
    opponent,
    place_move,
    square_from_name,
    square_name,
    valid_moves_list,
    winner,
)

# The functions that take (board, row, col, player).
MOVE_FUNCTIONS = [flipped_discs, is_valid_move, describe_illegal_move, place_move]
# The functions that take (board, player).
BOARD_PLAYER_FUNCTIONS = [valid_moves_list, has_valid_move, next_player]


# --- the start -------------------------------------------------------------------


@pytest.mark.parametrize("size", range(MIN_SIZE, MAX_SIZE + 1, 2))
def test_initialize_board_every_even_size(size):
    board = initialize_board(size)
    assert len(board) == size
    assert all(len(row) == size for row in board)
    assert check_board(board) == size
    mid = size // 2
    centre = {(mid - 1, mid - 1): WHITE, (mid - 1, mid): BLACK, (mid, mid - 1): BLACK, (mid, mid): WHITE}
    for row in range(size):
        for col in range(size):
            assert board[row][col] == centre.get((row, col), EMPTY)
    assert count_discs(board) == (2, 2)
    assert len({id(row) for row in board}) == size, "rows must be separate lists"


def test_initialize_board_defaults_to_eight():
    assert initialize_board() == initialize_board(8)


@pytest.mark.parametrize("size", [5, 7, 9, 25, 27])
def test_initialize_board_odd_size(size):
    with pytest.raises(ValueError, match=f"must be an even number from 4 to 26, not {size}$"):
        initialize_board(size)


@pytest.mark.parametrize("size", [-2, 0, 2, 28, 100])
def test_initialize_board_too_small_or_too_big(size):
    with pytest.raises(ValueError, match=f"must be an even number from 4 to 26, not {size}$"):
        initialize_board(size)


@pytest.mark.parametrize(
    ("size", "shown"), [(8.0, "float 8.0"), ("8", "str '8'"), (None, "NoneType None"), (True, "bool True")]
)
def test_initialize_board_size_not_an_int(size, shown):
    with pytest.raises(TypeError, match=re.escape(f"board size must be an int, not {shown}")):
        initialize_board(size)


def test_copy_board_is_independent():
    board = initialize_board(6)
    copy = copy_board(board)
    copy[0][0] = BLACK
    assert board[0][0] == EMPTY
    assert copy != board


# --- malformed boards are refused by every function that takes a board ----------

BAD_BOARDS = [
    pytest.param("not a board", r"a board must be a list of rows, not str", id="str"),
    pytest.param(
        tuple([EMPTY] * 4 for _ in range(4)), r"a board must be a list of rows, not tuple", id="tuple"
    ),
    pytest.param([], r"the board has 0 rows", id="empty"),
    pytest.param([[EMPTY] * 5 for _ in range(5)], r"the board has 5 rows; it must be square", id="odd"),
    pytest.param([[EMPTY] * 2 for _ in range(2)], r"the board has 2 rows", id="small"),
    pytest.param([[EMPTY] * 28 for _ in range(28)], r"the board has 28 rows", id="big"),
    pytest.param(
        [[EMPTY] * 4, [EMPTY] * 4, [EMPTY] * 3, [EMPTY] * 4], r"row 2 of the board is 3 squares", id="ragged"
    ),
    pytest.param(
        [[EMPTY] * 4, [EMPTY] * 4, "    ", [EMPTY] * 4], r"row 2 of the board is a str", id="row-str"
    ),
    pytest.param(
        [[EMPTY] * 4, [EMPTY, "x", EMPTY, EMPTY], [EMPTY] * 4, [EMPTY] * 4],
        r"square \(row 1, col 1\) holds 'x'",
        id="cell-x",
    ),
    pytest.param(
        [[EMPTY] * 4, [EMPTY] * 4, [EMPTY] * 4, [EMPTY, EMPTY, EMPTY, 0]],
        r"square \(row 3, col 3\) holds 0",
        id="cell-0",
    ),
]


@pytest.mark.parametrize(("board", "message"), BAD_BOARDS)
def test_check_board_refuses_malformed_boards(board, message):
    with pytest.raises(BoardError, match=message):
        check_board(board)


@pytest.mark.parametrize(("board", "message"), BAD_BOARDS)
@pytest.mark.parametrize("function", MOVE_FUNCTIONS)
def test_move_functions_refuse_malformed_boards(function, board, message):
    before = copy.deepcopy(board)
    with pytest.raises(BoardError, match=message):
        function(board, 0, 0, BLACK)
    assert board == before


@pytest.mark.parametrize(("board", "message"), BAD_BOARDS)
@pytest.mark.parametrize("function", BOARD_PLAYER_FUNCTIONS)
def test_board_player_functions_refuse_malformed_boards(function, board, message):
    with pytest.raises(BoardError, match=message):
        function(board, BLACK)


@pytest.mark.parametrize(("board", "message"), BAD_BOARDS)
@pytest.mark.parametrize("function", [is_game_over, count_discs, winner, board_to_text])
def test_whole_board_functions_refuse_malformed_boards(function, board, message):
    with pytest.raises(BoardError, match=message):
        function(board)


def test_board_error_is_a_value_error():
    assert issubclass(BoardError, ValueError)
    assert issubclass(IllegalMoveError, ValueError)


# --- bad coordinates and bad players leave the board unchanged ------------------


@pytest.mark.parametrize("function", MOVE_FUNCTIONS)
@pytest.mark.parametrize(
    ("row", "col", "message"),
    [
        ("2", 3, r"row must be an int, not str '2'"),
        (2, "3", r"col must be an int, not str '3'"),
        (2.0, 3, r"row must be an int, not float 2.0"),
        (2, None, r"col must be an int, not NoneType None"),
        (True, 3, r"row must be an int, not bool True"),
        (2, False, r"col must be an int, not bool False"),
        ((2, 3), 3, r"row must be an int, not tuple \(2, 3\)"),
    ],
)
def test_move_functions_refuse_coordinates_that_are_not_ints(function, row, col, message):
    board = initialize_board(8)
    before = copy_board(board)
    with pytest.raises(TypeError, match=message):
        function(board, row, col, BLACK)
    assert board == before


@pytest.mark.parametrize("colour", ["x", "", "black", None, 1, EMPTY, DRAW, [BLACK]])
def test_every_function_refuses_a_bad_colour(colour):
    board = initialize_board(6)
    before = copy_board(board)
    message = re.escape(f"colour must be BLACK '●' or WHITE '○', not {colour!r}")
    for function in MOVE_FUNCTIONS:
        with pytest.raises(ValueError, match=message):
            function(board, 1, 2, colour)
    for function in BOARD_PLAYER_FUNCTIONS:
        with pytest.raises(ValueError, match=message):
            function(board, colour)
    with pytest.raises(ValueError, match=message):
        opponent(colour)
    assert board == before


# --- illegal moves ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "col", "where", "reason"),
    [
        (-1, 3, "(row -1, col 3)", "it is off the board (rows and columns go from 0 to 7)"),
        (8, 0, "(row 8, col 0)", "it is off the board (rows and columns go from 0 to 7)"),
        (2, 99, "(row 2, col 99)", "it is off the board (rows and columns go from 0 to 7)"),
        (3, 3, "d4 (row 3, col 3)", "the square is already taken"),
        (4, 3, "d5 (row 4, col 3)", "the square is already taken"),
        (0, 0, "a1 (row 0, col 0)", "it does not sandwich any white disc"),
        (2, 2, "c3 (row 2, col 2)", "it does not sandwich any white disc"),
    ],
)
def test_illegal_move_is_refused_and_board_unchanged(row, col, where, reason):
    board = initialize_board(8)
    before = copy_board(board)
    with pytest.raises(IllegalMoveError, match=f"^{re.escape(f'Black cannot play {where}: {reason}')}$"):
        place_move(board, row, col, BLACK)
    assert board == before
    assert not is_valid_move(board, row, col, BLACK)
    assert flipped_discs(board, row, col, BLACK) == []
    assert describe_illegal_move(board, row, col, BLACK) == reason


def test_white_illegal_move_names_white_and_black_discs():
    board = initialize_board(4)
    before = copy_board(board)
    with pytest.raises(IllegalMoveError, match=r"^White cannot play a1 \(row 0, col 0\): .* any black disc$"):
        place_move(board, 0, 0, WHITE)
    assert board == before


def test_playing_on_an_occupied_square_that_would_sandwich_is_refused():
    # (1, 1) is taken by white; if it were empty, black would flip (1, 2) from there.
    board = board_from_text("""
        . . . .
        . ○ ○ ●
        . ● ○ .
        . . . .
    """)
    before = copy_board(board)
    with pytest.raises(IllegalMoveError, match=r"b2 \(row 1, col 1\): the square is already taken"):
        place_move(board, 1, 1, BLACK)
    assert board == before
    assert describe_illegal_move(board, 1, 1, BLACK) == "the square is already taken"


def test_place_move_article_bug_empty_square_inside_a_ray_stays_empty():
    # Along row 0 from a1: me (the new disc), empty, opponent, me.  The move is
    # legal through column a, but b1 must stay empty and c1 must stay white.
    board = board_from_text("""
        . . ○ ●
        ○ . . .
        ● . . .
        . . . .
    """)
    before = copy_board(board)
    assert flipped_discs(board, 0, 0, BLACK) == [(1, 0)]
    place_move(board, 0, 0, BLACK)
    assert board[0][1] == EMPTY, "the empty square inside the ray must stay empty"
    assert board[0][2] == WHITE, "a disc beyond an empty square is not sandwiched"
    changed = {(r, c) for r in range(4) for c in range(4) if board[r][c] != before[r][c]}
    assert changed == {(0, 0), (1, 0)}


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_place_move_article_bug_in_every_direction(direction):
    dr, dc = direction
    board = initialize_board(8)
    for row in range(8):
        board[row] = [EMPTY] * 8
    # From d4: empty, white, black along `direction`; white, black the other way.
    board[3 + 2 * dr][3 + 2 * dc] = WHITE
    board[3 + 3 * dr][3 + 3 * dc] = BLACK
    board[3 - dr][3 - dc] = WHITE
    board[3 - 2 * dr][3 - 2 * dc] = BLACK
    before = copy_board(board)
    place_move(board, 3, 3, BLACK)
    changed = {(r, c) for r in range(8) for c in range(8) if board[r][c] != before[r][c]}
    assert changed == {(3, 3), (3 - dr, 3 - dc)}
    assert board[3 + dr][3 + dc] == EMPTY


# Black at c3 sandwiches one white disc in each of the eight directions.
SANDWICHED_ALL_ROUND = """
    ● . ● . ● .
    . ○ ○ ○ . .
    ● ○ . ○ ● .
    . ○ ○ ○ . .
    ● . ● . ● .
    . . . . . .
"""


def test_place_move_flips_every_sandwiched_line():
    board = board_from_text(SANDWICHED_ALL_ROUND)
    assert sorted(flipped_discs(board, 2, 2, BLACK)) == [
        (1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)
    ]  # fmt: skip
    result = place_move(board, 2, 2, BLACK)
    assert result is board
    assert count_discs(board) == (17, 0)


def test_place_move_does_not_flip_open_ended_lines():
    board = board_from_text("""
        . . . .
        ● ○ ○ .
        . . . .
        . . . .
    """)
    assert not is_valid_move(board, 1, 3, WHITE)
    assert describe_illegal_move(board, 1, 3, BLACK) == ""
    place_move(board, 1, 3, BLACK)
    assert board[1] == [BLACK] * 4
    # Playing one short of the own disc flips nothing: there is no own disc behind.
    assert flipped_discs(board_from_text(". . . .\n. ○ ○ .\n. . . .\n. . . ."), 1, 0, BLACK) == []


def test_flipped_discs_are_the_walks_in_the_eight_directions_in_their_order():
    board = board_from_text(SANDWICHED_ALL_ROUND)
    walks = {direction: flips_in_direction(board, 2, 2, *direction, BLACK) for direction in DIRECTIONS}
    assert walks[(-1, -1)] == [(1, 1)] and walks[(0, 1)] == [(2, 3)] and walks[(1, 1)] == [(3, 3)]
    assert flipped_discs(board, 2, 2, BLACK) == [square for walk in walks.values() for square in walk]


def test_a_walk_flips_only_a_sandwich_the_four_ways_a_walk_stops():
    board = board_from_text("""
        . ○ ○ ○
        . ○ . ●
        . ● ○ ●
        . ○ ○ ●
    """)
    assert flips_in_direction(board, 0, 0, 0, 1, BLACK) == []  # the edge
    assert flips_in_direction(board, 1, 0, 0, 1, BLACK) == []  # an empty square
    assert flips_in_direction(board, 2, 0, 0, 1, BLACK) == []  # its own disc, at once
    assert flips_in_direction(board, 3, 0, 0, 1, BLACK) == [(3, 1), (3, 2)]  # a sandwich, nearest first


def test_a_walk_from_a_taken_square_or_off_the_board_flips_nothing():
    board = initialize_board(4)
    assert flips_in_direction(board, 1, 1, 0, 1, BLACK) == []
    assert flips_in_direction(board, -1, 1, 1, 0, BLACK) == []
    assert flips_in_direction(board, 0, 9, 1, 0, BLACK) == []


@pytest.mark.parametrize(
    ("dr", "dc", "error", "message"),
    [
        (0, 0, ValueError, r"\(dr, dc\) must be one of the eight DIRECTIONS, not \(0, 0\)"),
        (2, 0, ValueError, r"not \(2, 0\)"),
        (1.0, 0, TypeError, r"dr must be an int, not float 1.0"),
        (0, True, TypeError, r"dc must be an int, not bool True"),
    ],
)
def test_a_walk_needs_one_of_the_eight_directions(dr, dc, error, message):
    board = initialize_board(4)
    with pytest.raises(error, match=message):
        flips_in_direction(board, 0, 1, dr, dc, BLACK)
    assert board == initialize_board(4)


def test_valid_moves_of_the_start_position():
    board = initialize_board(8)
    assert valid_moves_list(board, BLACK) == [(2, 3), (3, 2), (4, 5), (5, 4)]
    assert valid_moves_list(board, WHITE) == [(2, 4), (3, 5), (4, 2), (5, 3)]
    assert all(is_valid_move(board, r, c, BLACK) for r, c in valid_moves_list(board, BLACK))


# --- turns, the end and the winner on hand-made positions ------------------------


def test_next_player_normal_turn():
    assert next_player(initialize_board(8), BLACK) == WHITE
    assert next_player(initialize_board(8), WHITE) == BLACK


def test_next_player_when_the_opponent_must_pass():
    # White has no move anywhere; black still has a1 (flipping b2? no: a1-b1-c1).
    board = board_from_text("""
        . ○ ● ●
        ● ● ● ●
        ● ● ● ●
        ● ● ● ●
    """)
    assert not has_valid_move(board, WHITE)
    assert has_valid_move(board, BLACK)
    assert valid_moves_list(board, BLACK) == [(0, 0)]
    assert next_player(board, BLACK) == BLACK
    assert next_player(board, WHITE) == BLACK
    assert not is_game_over(board)


def test_game_over_with_empty_squares_left():
    board = board_from_text("""
        . . ○ ○
        . . ○ ○
        ○ ○ ○ ○
        ○ ○ ○ ○
    """)
    assert is_game_over(board)
    assert next_player(board, BLACK) is None
    assert next_player(board, WHITE) is None
    assert count_discs(board) == (0, 12)
    assert winner(board) == WHITE


def test_full_board_black_wins():
    board = board_from_text("""
        ● ● ● ●
        ● ● ● ○
        ● ● ○ ○
        ● ○ ○ ○
    """)
    assert is_game_over(board)
    assert count_discs(board) == (10, 6)
    assert winner(board) == BLACK


def test_full_board_draw():
    board = [[BLACK] * 4, [BLACK] * 4, [WHITE] * 4, [WHITE] * 4]
    assert is_game_over(board)
    assert count_discs(board) == (8, 8)
    assert winner(board) == DRAW


def test_winner_by_one_disc_on_a_big_board():
    board = initialize_board(10)
    board[0][0] = WHITE
    assert count_discs(board) == (2, 3)
    assert winner(board) == WHITE


def test_count_discs_counts_every_disc():
    board = initialize_board(6)
    for col in range(6):
        board[5][col] = BLACK
    board[0][0] = WHITE
    assert count_discs(board) == (8, 3)


# --- square names -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "col", "name"),
    [(0, 0, "a1"), (2, 3, "d3"), (7, 7, "h8"), (4, 5, "f5"), (25, 25, "z26"), (9, 0, "a10")],
)
def test_square_names_both_ways(row, col, name):
    assert square_name(row, col) == name
    assert square_from_name(name) == (row, col)
    assert square_from_name(f"  {name.upper()} ") == (row, col)


@pytest.mark.parametrize("size", range(MIN_SIZE, MAX_SIZE + 1, 2))
def test_every_square_name_round_trips(size):
    names = {square_name(r, c) for r in range(size) for c in range(size)}
    assert len(names) == size * size
    for name in names:
        row, col = square_from_name(name, size)
        assert square_name(row, col) == name


@pytest.mark.parametrize(
    ("row", "col", "error", "message"),
    [
        (-1, 0, ValueError, r"\(row -1, col 0\) has no square name"),
        (0, 26, ValueError, r"\(row 0, col 26\) has no square name"),
        ("0", 0, TypeError, r"row must be an int, not str '0'"),
        (0, True, TypeError, r"col must be an int, not bool True"),
    ],
)
def test_square_name_errors(row, col, error, message):
    with pytest.raises(error, match=message):
        square_name(row, col)


@pytest.mark.parametrize(
    "name", ["", "d", "3", "3d", "dd", "d3x", "d-3", "é3", "d 3", "d3.0", "a0", "z27", "a99"]
)
def test_square_from_name_errors(name):
    with pytest.raises(ValueError, match=re.escape(repr(name))):
        square_from_name(name)


def test_square_from_name_checks_the_board_size():
    assert square_from_name("h8", 8) == (7, 7)
    with pytest.raises(ValueError, match=r"'i1' is not on the 8x8 board"):
        square_from_name("i1", 8)
    with pytest.raises(ValueError, match=r"'a9' is not on the 8x8 board"):
        square_from_name("a9", 8)


@pytest.mark.parametrize("name", [None, 3, ("d", 3)])
def test_square_from_name_needs_a_str(name):
    with pytest.raises(TypeError, match=r"a square name must be a str"):
        square_from_name(name)


# --- boards as text -----------------------------------------------------------------


def test_board_text_round_trip():
    board = initialize_board(6)
    place_move(board, 1, 2, BLACK)
    assert board_from_text(board_to_text(board)) == board


def test_board_from_text_accepts_letters():
    assert board_from_text("....\n.wb.\n.BO.\n....") == initialize_board(4)
    assert board_from_text("....\n.OX.\n.xW.\n....") == initialize_board(4)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (". . . .\n. ○ ● .\n. ● ? .\n. . . .", r"row 2 \(line 3 of the text\) holds '\?'"),
        ("....\n.○●.\n.●○.", r"the board has 3 rows"),
        ("....\n.○●.\n.●○\n....", r"row 2 \(line 3 of the text\) has 3 squares, but row 0 has 4"),
        ("", r"the board has 0 rows"),
        (".....\n.....\n.....\n.....\n.....", r"the board has 5 rows"),
    ],
)
def test_board_from_text_errors(text, message):
    with pytest.raises(BoardError, match=message):
        board_from_text(text)


# --- the malformed inputs that once slipped through ---------------------------------

from othello_lesson import rules as rules_module  # noqa: E402

BOARD_FUNCTIONS = [
    ("check_board", ()),
    ("count_discs", ()),
    ("winner", ()),
    ("is_game_over", ()),
    ("board_to_text", ()),
    ("valid_moves_list", (BLACK,)),
    ("has_valid_move", (BLACK,)),
    ("next_player", (BLACK,)),
    ("flipped_discs", (2, 3, BLACK)),
    ("flips_in_direction", (0, 1, 1, 0, BLACK)),
    ("is_valid_move", (2, 3, BLACK)),
    ("describe_illegal_move", (2, 3, BLACK)),
    ("place_move", (0, 1, BLACK)),
]


@pytest.mark.parametrize(("name", "args"), BOARD_FUNCTIONS)
def test_a_board_of_lists_in_squares_is_named_as_such(name, args):
    board = [[[EMPTY] for _ in range(4)] for _ in range(4)]  # one list too many
    before = copy.deepcopy(board)
    with pytest.raises(BoardError, match=r"square \(row 0, col 0\) holds \[' '\] \(a list\).*not a list"):
        getattr(rules_module, name)(board, *args)
    assert board == before


@pytest.mark.parametrize(("name", "args"), BOARD_FUNCTIONS)
def test_rows_that_are_one_list_are_refused_naming_the_rows(name, args):
    board = [[EMPTY] * 8] * 8
    with pytest.raises(
        BoardError, match=r"rows 0, 1, 2, 3, 4, 5, 6 and 7 of the board are one and the same list"
    ):
        getattr(rules_module, name)(board, *args)
    assert all(square == EMPTY for square in board[0])


def test_only_the_rows_that_are_shared_are_named():
    board = initialize_board(4)
    board[3] = board[1]
    with pytest.raises(
        BoardError, match=r"rows 1 and 3 of the board are one and the same list.*\[\[EMPTY\] \* 4 for"
    ):
        check_board(board)
    assert check_board(board, allow_shared_rows=True) == 4


@pytest.mark.parametrize(
    ("board", "message"),
    [
        (None, "not NoneType"),
        (3, "not int"),
        ("....", "not str"),
        ([[EMPTY], "row"], "row 1 of the board is a str"),
    ],
)
def test_copy_board_needs_a_list_of_lists(board, message):
    with pytest.raises(BoardError, match=message):
        copy_board(board)


def test_copy_board_copies_any_list_of_lists():
    small = [[EMPTY, BLACK], [WHITE, EMPTY]]
    assert copy_board(small) == small and copy_board(small)[0] is not small[0]


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        (None, TypeError, r"board_from_text needs the picture as a str, not NoneType"),
        (42, TypeError, r"not int"),
        (["....", "...."], TypeError, r"not list: join the lines first"),
        (b"....", TypeError, r"not bytes: decode it first"),
    ],
)
def test_board_from_text_needs_text(text, error, message):
    with pytest.raises(error, match=message):
        board_from_text(text)


def test_board_from_text_ignores_tabs_as_it_ignores_spaces():
    picture = "\n\t. . . .\n\t. ○ ● .\n\t.\t●\t○ .\n\t. . . .\n"
    assert board_from_text(picture) == initialize_board(4)


def test_board_from_text_names_the_row_from_0_and_the_line_from_1():
    picture = "\n    . . . .\n\n    . ○ ● .\n    . ● ? .\n    . . . .\n"
    with pytest.raises(BoardError, match=r"^row 2 \(line 5 of the text\) holds '\?'"):
        board_from_text(picture)


@pytest.mark.parametrize(
    ("name", "size", "error", "message"),
    [
        ("a²", None, ValueError, r"'a²' is not a square name"),
        ("a١", None, ValueError, r"'a١' is not a square name"),  # an Arabic-Indic digit one
        ("a" + "9" * 5000, None, ValueError, r"'a9{30,}… is not on the 26x26 board"),
        ("d3", "x", TypeError, r"board size must be an int, not str 'x'"),
        ("d3", 5, ValueError, r"board size must be an even number from 4 to 26, not 5"),
        ("d3", True, TypeError, r"board size must be an int"),
    ],
)
def test_square_from_name_refuses_with_a_message(name, size, error, message):
    with pytest.raises(error, match=message) as caught:
        square_from_name(name, size)
    assert len(str(caught.value)) < 200
