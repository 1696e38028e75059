"""Lessons 4-7: a catalogue of typical wrong answers, each caught with a hint that names its mistake.

The wrong answers are the ones the lessons' own tests define (first tries,
the two bugs of the source articles, a walk round the edge, a size written
as 8 on a board larger than 8x8), and two half-fixes of lesson 4's bugs.
"""

from __future__ import annotations

import test_exercises_lesson4 as l4
import test_exercises_lesson5 as l5
import test_exercises_lesson6 as l6
import test_exercises_lesson7 as l7
from _builds_on import fix_first_entries
from _wrong_answers import WrongAnswer, catalogue_test, typical_wrong_answers

from othello_lesson import rules
from othello_lesson.exercises import lesson4, lesson5, lesson6, lesson7
from othello_lesson.players import first_move_player, greedy_player
from othello_lesson.rules import DIRECTIONS, EMPTY, IllegalMoveError

# --- half-fixes of lesson 4's two bugs ---------------------------------------------------------


def stops_only_at_a_first_empty(board, row, col, colour):
    """Stops at an empty square next to the new disc, but not at one further along."""
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError("no")
    size = len(board)
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        passed = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            if board[r][c] == EMPTY and not passed:
                break
            if board[r][c] != colour:
                passed.append((r, c))
            else:
                for pr, pc in passed:
                    board[pr][pc] = colour
                break
            r, c = r + dr, c + dc
    return board


def fixes_hasty_but_flips_nothing(board, row, col, colour):
    if board[row][col] != EMPTY or not rules.flipped_discs(board, row, col, colour):
        raise IllegalMoveError("no")
    board[row][col] = colour
    return board


WRAP = "came back on the other side"
SIZE = "use len(board) for the size, not 8"


def count_discs_of_eight(board):
    """Every square of an 8x8 board, however large the board is."""
    black = white = 0
    for row in range(min(8, len(board))):
        for col in range(min(8, len(board))):
            black += board[row][col] == rules.BLACK
            white += board[row][col] == rules.WHITE
    return black, white


def count_discs_of_eight_rows(board):
    black = white = 0
    for row in board[:8]:
        black += row.count(rules.BLACK)
        white += row.count(rules.WHITE)
    return black, white


def winner_of_eight(board):
    black, white = count_discs_of_eight(board)
    return rules.BLACK if black > white else rules.WHITE if white > black else rules.DRAW


def counts_empties_as_black(board):
    black = sum(len(row) - row.count(rules.WHITE) for row in board)
    return black, sum(row.count(rules.WHITE) for row in board)


def returns_the_winner(black_player, white_player, size=8):
    return rules.winner(l6.play_whole_game(black_player, white_player, size))


def loop_that_never_runs(black_player, white_player, size=8):
    board = rules.initialize_board(size)
    colour = rules.BLACK
    while colour is None:
        row, col = (black_player if colour == rules.BLACK else white_player)(rules.copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return board


def winner_of_eight_rows(board):
    black, white = count_discs_of_eight_rows(board)
    return rules.BLACK if black > white else rules.WHITE if white > black else rules.DRAW


def winner_counting_empties_as_black(board):
    """Counts every square that is not White's as Black's (a real beginner's slip)."""
    black = white = 0
    for row in board:
        for square in row:
            if square == rules.WHITE:
                white += 1
            else:
                black += 1
    if black > white:
        return rules.BLACK
    if white > black:
        return rules.WHITE
    return rules.DRAW


def ties_go_to_white(board):
    black, white = rules.count_discs(board)
    return rules.BLACK if black > white else rules.WHITE


# --- mistakes only a probe tells apart -----------------------------------------------------------


def flips_seven_steps_at_most(board, row, col, dr, dc, colour):
    """Its walk is a for loop over range(1, 8): no more steps than an 8x8 board has room for."""
    size, ray = len(board), []
    for step in range(1, 8):
        r, c = row + step * dr, col + step * dc
        if not (0 <= r < size and 0 <= c < size) or board[r][c] == EMPTY:
            return []
        if board[r][c] == colour:
            return ray
        ray.append((r, c))
    return []


def places_then_misspells(board, row, col, colour):
    """Finds the flips first, as it should, then misspells their name after putting the disc down."""
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError("no")
    flips = rules.flipped_discs(board, row, col, colour)  # noqa: F841
    board[row][col] = colour
    for r, c in flip:  # noqa: F821
        board[r][c] = colour
    return board


def ten_steps_at_most(board, colour):
    """Tries every square, but its walk stops after 10 steps."""
    size, moves = len(board), []
    for row in range(size):
        for col in range(size):
            if board[row][col] != EMPTY:
                continue
            for dr, dc in DIRECTIONS:
                ray = [(row + k * dr, col + k * dc) for k in range(1, 11)]
                ray = [(r, c) for r, c in ray if 0 <= r < size and 0 <= c < size]
                squares = [board[r][c] for r, c in ray]
                ends = next((k for k, square in enumerate(squares) if square != rules.opponent(colour)), None)
                if ends and squares[ends] == colour:
                    moves.append((row, col))
                    break
    return moves


def over_at_the_first_empty_square(board):
    """Decides at the first empty square it meets: over if that square is no one's move."""
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == EMPTY:
                return not any(rules.is_valid_move(board, row, col, p) for p in (rules.BLACK, rules.WHITE))
    return True


def reads_round_the_edge(board, colour):
    """Its walk lets r and c go below 0, where board[-1] is the last row."""
    size, other = len(board), rules.opponent(colour)
    for row in range(size):
        for col in range(size):
            if board[row][col] != EMPTY:
                continue
            for dr, dc in DIRECTIONS:
                r, c, seen = row + dr, col + dc, 0
                while -size <= r < size and -size <= c < size and board[r][c] == other:
                    r, c, seen = r + dr, c + dc, seen + 1
                if seen and -size <= r < size and -size <= c < size and board[r][c] == colour:
                    return True
    return False


def the_opponents_moves(board, colour):
    """Lists the moves of the other colour: a swap of colour and its opponent."""
    return rules.valid_moves_list(board, rules.opponent(colour))


def misses_the_last_row_and_column(board, colour):
    """Its loops run over range(len(board) - 1): the last row and column are never tried."""
    last = len(board) - 1
    return any(rules.is_valid_move(board, r, c, colour) for r in range(last) for c in range(last))


CATALOGUE = [
    # lesson 4
    WrongAnswer(lesson4.check_flips_in_direction, l4.includes_own_disc, "own disc, which never flips"),
    WrongAnswer(lesson4.check_flips_in_direction, l4.edge_counts_as_own, "not sandwiched | not at the edge"),
    WrongAnswer(lesson4.check_flips_in_direction, l4.empty_counts_as_own, "not sandwiched"),
    WrongAnswer(lesson4.check_flips_in_direction, l4.no_edge_check, "one step of (dr, dc) at a time"),
    WrongAnswer(lesson4.check_flips_in_direction, l4.first_disc_only, "should flip too"),
    WrongAnswer(lesson4.check_flips_in_direction, l4.flips_and_changes, "never change it"),
    WrongAnswer(lesson4.check_flips_in_direction, l4.forgets_return, "forget `return`"),
    WrongAnswer(lesson4.check_flipped_discs, l4.forgets_diagonals, "diagonal"),
    WrongAnswer(lesson4.check_flipped_discs, l4.forgets_one_direction, "should flip too"),
    WrongAnswer(lesson4.check_flipped_discs, l4.accepts_taken_square, "already taken"),
    WrongAnswer(lesson4.check_flipped_discs, l4.article_walk, "empty square"),
    WrongAnswer(lesson4.check_flipped_discs, l4.counts_twice, "twice"),
    WrongAnswer(lesson4.check_flipped_discs, l4.changes_the_board, "never change it"),
    WrongAnswer(lesson4.check_flipped_discs, l4.returns_a_count, "list of (row, col) pairs"),
    WrongAnswer(
        lesson4.check_flipped_discs,
        l4.returns_after_the_first_direction,
        "inside the loop over DIRECTIONS stops at the first direction",
        avoids="diagonal | not list.",
    ),
    WrongAnswer(
        lesson4.check_flipped_discs,
        l4.includes_the_played_square,
        "is the square you play on: it gets your new disc, it is not flipped",
        avoids="diagonal | not list.",
    ),
    WrongAnswer(lesson4.check_flipped_discs, l4.flipped_discs_wrapping, WRAP, avoids="diagonal | not list."),
    WrongAnswer(
        lesson4.check_flipped_discs,
        l4.appends_each_ray,
        "append adds a whole list as one item. Join lists with += (flips += ray)",
        avoids="diagonal | not list.",
    ),
    WrongAnswer(
        lesson4.check_flipped_discs, l4.as_set, "Return a list, not a set", avoids="diagonal | not list."
    ),
    WrongAnswer(
        lesson4.check_flipped_discs,
        l4.as_a_tuple,
        "Return a list [...], not a tuple (...)",
        avoids="diagonal | not list.",
    ),
    WrongAnswer(
        lesson4.check_flipped_discs,
        l4.with_lists_for_squares,
        "Write each square as a tuple (row, col), not a list [row, col].",
        avoids="diagonal | not list.",
    ),
    WrongAnswer(lesson4.check_place_move, lesson4.careless_place_move, "must stay empty"),
    WrongAnswer(lesson4.check_place_move, lesson4.hasty_place_move, "already taken"),
    WrongAnswer(lesson4.check_place_move, l4.forgets_own_disc, "Put your own disc"),
    WrongAnswer(lesson4.check_place_move, l4.returns_a_copy, "did not change"),
    WrongAnswer(lesson4.check_place_move, l4.returns_nothing, "returned None"),
    WrongAnswer(lesson4.check_place_move, l4.never_refuses, "already taken"),
    WrongAnswer(lesson4.check_place_move, l4.refuses_with_wrong_error, "not KeyError"),
    WrongAnswer(lesson4.check_place_move, l4.first_ray_only, "stops at the first direction that flips"),
    WrongAnswer(lesson4.check_place_move, l4.places_but_never_flips, "nothing was flipped"),
    WrongAnswer(
        lesson4.check_place_move, l4.place_move_wrapping, WRAP, avoids="Only refuse a move that flips nothing"
    ),
    WrongAnswer(
        lesson4.check_place_move,
        l4.places_before_asking,
        "was put on (0, 0) before asking which discs flip",
        avoids="Only refuse a move that flips nothing",
    ),
    WrongAnswer(
        lesson4.check_place_move,
        l4.places_before_asking_and_never_refuses,
        "find the flips first, then place and flip",
        avoids="Only refuse a move that flips nothing",
    ),
    WrongAnswer(
        lesson4.check_fixed_careless,
        lesson4.careless_place_move,
        "must stay empty",
        shows="careless_place_move(board, 0, 0, BLACK) | careless_place_move does here",
    ),
    WrongAnswer(lesson4.check_fixed_careless, lesson4.hasty_place_move, "already taken"),
    WrongAnswer(lesson4.check_fixed_careless, stops_only_at_a_first_empty, "must stay empty"),
    WrongAnswer(lesson4.check_fixed_careless, l4.places_before_asking, "before asking which discs flip"),
    WrongAnswer(lesson4.check_fixed_careless, l4.forgets_own_disc, "Put your own disc"),
    WrongAnswer(
        lesson4.check_fixed_hasty,
        lesson4.hasty_place_move,
        "already taken",
        shows="hasty_place_move(board | hasty_place_move does here",
    ),
    WrongAnswer(lesson4.check_fixed_hasty, fixes_hasty_but_flips_nothing, "nothing was flipped"),
    WrongAnswer(lesson4.check_fixed_hasty, lesson4.careless_place_move, "must stay empty"),
    WrongAnswer(lesson4.check_fixed_hasty, l4.never_refuses, "already taken"),
    WrongAnswer(lesson4.check_fixed_hasty, l4.returns_nothing, "returned None"),
    # lesson 5
    WrongAnswer(
        lesson4.check_flips_in_direction, flips_seven_steps_at_most, "8 squares away | written for 8x8"
    ),
    WrongAnswer(
        lesson4.check_fixed_careless,
        places_then_misspells,
        "flip",
        shows="NameError",
        avoids="before asking which discs flip",
    ),
    WrongAnswer(
        lesson5.check_valid_moves_list,
        ten_steps_at_most,
        "closing disc is 10 squares away, but not when it is 11 | walk on until the ray leaves the board",
    ),
    WrongAnswer(
        lesson5.check_is_game_over, over_at_the_first_empty_square, "the first empty square", avoids="pass"
    ),
    WrongAnswer(lesson5.check_has_valid_move, reads_round_the_edge, "came back on the other side"),
    WrongAnswer(lesson5.check_valid_moves_list, the_opponents_moves, "These are White's moves | not Black's"),
    WrongAnswer(
        lesson5.check_has_valid_move,
        misses_the_last_row_and_column,
        "every one of them on the edge of the board",
    ),
    WrongAnswer(lesson5.check_valid_moves_list, l5.column_major, "wrong order"),
    WrongAnswer(lesson5.check_valid_moves_list, l5.skips_the_edges, "edges too"),
    WrongAnswer(lesson5.check_valid_moves_list, l5.size_eight, "not 8"),
    WrongAnswer(lesson5.check_valid_moves_list, l5.every_empty_square, "sandwiches nothing"),
    WrongAnswer(lesson5.check_valid_moves_list, l5.with_taken_squares, "already taken"),
    WrongAnswer(lesson5.check_valid_moves_list, l5.last_row_missing, "edges too"),
    WrongAnswer(lesson5.check_valid_moves_list, l5.twice, "twice"),
    WrongAnswer(
        lesson5.check_valid_moves_list, l5.as_a_set, "Return a list, not a set: a set keeps no order"
    ),
    WrongAnswer(lesson5.check_valid_moves_list, l5.lists_not_tuples, "tuple (row, col)"),
    WrongAnswer(lesson5.check_has_valid_move, l5.returns_the_list, "True or False"),
    WrongAnswer(lesson5.check_has_valid_move, l5.any_empty_square, "although some squares are empty"),
    WrongAnswer(lesson5.check_has_valid_move, l5.first_row_only, "answer is True"),
    WrongAnswer(lesson5.check_has_valid_move, l5.asks_about_the_opponent, "it answers for the opponent"),
    WrongAnswer(lesson5.check_has_valid_move, l5.stops_too_early, "answer is True"),
    WrongAnswer(
        lesson5.check_has_valid_move,
        l5.has_valid_move_size_eight,
        f"Black can play (9, 9) j10. That square | {SIZE}",
        avoids="10x10",
        board_size=10,
    ),
    WrongAnswer(lesson5.check_is_game_over, l5.board_is_full, "even though squares are still empty"),
    WrongAnswer(lesson5.check_is_game_over, l5.black_cannot_move, "that is a pass"),
    WrongAnswer(lesson5.check_is_game_over, l5.either_cannot_move, "that is a pass"),
    WrongAnswer(lesson5.check_is_game_over, l5.forgets_return, "forget `return`"),
    WrongAnswer(
        lesson5.check_is_game_over,
        l5.is_game_over_size_eight,
        f"Black can still play (9, 9) j10. That square | {SIZE}",
        avoids="10x10",
        board_size=10,
    ),
    WrongAnswer(lesson5.check_next_player, l5.always_the_opponent, "must pass"),
    WrongAnswer(lesson5.check_next_player, l5.game_over_at_the_first_pass, "must pass"),
    WrongAnswer(lesson5.check_next_player, l5.same_player_first, "turn"),
    WrongAnswer(lesson5.check_next_player, l5.never_none, "return None"),
    WrongAnswer(lesson5.check_next_player, l5.names_instead_of_discs, "Return BLACK, WHITE or None"),
    WrongAnswer(
        lesson5.check_next_player,
        l5.next_player_size_eight,
        f"White can play (9, 6) g10, so the answer | {SIZE}",
        avoids="10x10",
        board_size=10,
    ),
    # lesson 6
    WrongAnswer(lesson6.check_count_discs, l6.swapped, "swapped"),
    WrongAnswer(
        lesson6.check_count_discs, l6.counts_empties_as_white, "empty squares were counted too, as White's"
    ),
    WrongAnswer(
        lesson6.check_count_discs, counts_empties_as_black, "empty squares were counted too, as Black's"
    ),
    WrongAnswer(lesson6.check_count_discs, l6.first_row_only, "Only the first row was counted"),
    WrongAnswer(
        lesson6.check_count_discs,
        l6.returns_inside_the_loop,
        "Only the first row was counted",
    ),
    WrongAnswer(
        lesson6.check_count_discs,
        l6.assigns_instead_of_adding,
        "Only the last row was counted: each row's count replaced the one",
    ),
    WrongAnswer(
        lesson6.check_count_discs,
        l6.one_row_short,
        "The last row was not counted: the loop over the rows stops one row short",
    ),
    WrongAnswer(lesson6.check_count_discs, l6.last_row_forgotten, "The last row was not counted"),
    WrongAnswer(
        lesson6.check_count_discs,
        count_discs_of_eight,
        "right when the board is 8x8 | only the first 8 rows and columns | len(board)",
    ),
    WrongAnswer(
        lesson6.check_count_discs,
        count_discs_of_eight_rows,
        "right when the board is 8x8 | only the first 8 rows: | len(board)",
    ),
    WrongAnswer(lesson6.check_count_discs, l6.as_list, "return them as a tuple (black, white), not a list"),
    WrongAnswer(lesson6.check_count_discs, l6.prints_instead, "forget `return`"),
    WrongAnswer(lesson6.check_winner, l6.ties_go_to_black, "draw"),
    WrongAnswer(lesson6.check_winner, l6.reversed_comparison, "more discs wins"),
    WrongAnswer(lesson6.check_winner, l6.names_not_constants, "constants"),
    WrongAnswer(
        lesson6.check_winner,
        winner_of_eight,
        "right when the board is 8x8 | only the first 8 rows | len(board)",
        avoids="more discs wins",
    ),
    WrongAnswer(
        lesson6.check_winner,
        l6.counts_empty_squares_for_white,
        "empty squares count as White's discs",
        avoids="equal counts are a draw",
    ),
    WrongAnswer(
        lesson6.check_winner,
        winner_counting_empties_as_black,
        "empty squares count as Black's discs",
        avoids="equal counts are a draw",
    ),
    WrongAnswer(lesson6.check_winner, ties_go_to_white, "equal counts are a draw"),
    WrongAnswer(
        lesson6.check_winner,
        winner_of_eight_rows,
        "right when the board is 8x8 | only the first 8 rows: | len(board)",
        avoids="more discs wins",
    ),
    WrongAnswer(
        lesson6.check_play_whole_game, l6.no_passes, "A player with no move passes", avoids="[player]"
    ),
    WrongAnswer(lesson6.check_play_whole_game, l6.always_alternates, "must pass", avoids="[player]"),
    WrongAnswer(
        lesson6.check_play_whole_game,
        l6.hands_out_the_real_board,
        "players[colour](copy_board(board), colour)",
        avoids="[player]",
    ),
    WrongAnswer(lesson6.check_play_whole_game, l6.forgets_return, "returned None", avoids="[player]"),
    WrongAnswer(lesson6.check_play_whole_game, l6.always_size_eight, "4x4 board", avoids="[player]"),
    WrongAnswer(lesson6.check_play_whole_game, returns_the_winner, "Return the final board"),
    WrongAnswer(lesson6.check_play_whole_game, loop_that_never_runs, "This is the starting position"),
    WrongAnswer(
        lesson6.check_play_whole_game, l6.black_plays_every_move, "whose turn it is", avoids="[player]"
    ),
    # lesson 7
    WrongAnswer(lesson7.check_most_flips_player, l7.ties_go_to_the_last, "on a tie"),
    WrongAnswer(lesson7.check_most_flips_player, l7.fewest_flips, "flips the most"),
    WrongAnswer(lesson7.check_most_flips_player, first_move_player, "flips the most"),
    WrongAnswer(lesson7.check_most_flips_player, l7.as_a_list, "not a list"),
    WrongAnswer(lesson7.check_most_flips_player, l7.any_square, "not a legal move"),
    WrongAnswer(lesson7.check_most_flips_player, l7.tries_moves_on_the_real_board, "copy_board"),
    WrongAnswer(
        lesson7.check_most_flips_player,
        l7.most_flips_size_eight,
        f"beyond the eighth row or column | {SIZE}",
        board_size=10,
    ),
    WrongAnswer(
        lesson7.check_corner_first_player,
        l7.corners_of_an_eight_by_eight,
        "takes the corners of an 8x8 board | the corner (3, 0) a4 is legal | len(board) - 1, here 3",
    ),
    WrongAnswer(lesson7.check_corner_first_player, l7.forgets_corners, "take a corner"),
    WrongAnswer(lesson7.check_corner_first_player, l7.any_corner, "not a legal move"),
    WrongAnswer(lesson7.check_corner_first_player, l7.last_corner_first, "first corner in row-major order"),
    WrongAnswer(lesson7.check_corner_first_player, greedy_player, "take a corner"),
    WrongAnswer(
        lesson7.check_corner_first_player,
        l7.corner_first_size_eight,
        f"beyond the eighth row or column | {SIZE}",
        board_size=10,
    ),
    WrongAnswer(lesson7.check_careful_player, l7.corner_first, "gives no corner away"),
    WrongAnswer(lesson7.check_careful_player, l7.looks_at_its_own_corners, "gives no corner away"),
    WrongAnswer(lesson7.check_careful_player, l7.forgets_the_fallback, "flips the most"),
    WrongAnswer(lesson7.check_careful_player, l7.plays_on_the_real_board, "never change it"),
    WrongAnswer(lesson7.check_careful_player, greedy_player, "take a corner"),
    WrongAnswer(
        lesson7.check_careful_player,
        l7.careful_size_eight,
        f"beyond the eighth row or column | {SIZE}",
        board_size=10,
    ),
]

# Lesson 7: the corners as students list them, and a player that returns None from a return of its own.
CATALOGUE += [
    WrongAnswer(
        lesson7.check_corner_first_player,
        l7.corners_listed_by_column,
        "take the first corner in row-major order",
        avoids="written for 8x8 | 7 for the last row",
    ),
    WrongAnswer(
        lesson7.check_careful_player,
        l7.careful_with_the_corners_of_eight,
        "takes the corners of an 8x8 board | len(board) - 1",
        avoids="on a tie | both flip",
    ),
    WrongAnswer(
        lesson7.check_corner_first_player,
        l7.corners_one_beyond,
        "one square beyond the board | len(board) - 1",
        avoids="take a corner whenever you can",
    ),
    WrongAnswer(
        lesson7.check_careful_player,
        l7.careful_corners_by_column,
        "take the first corner in row-major order",
        avoids="written for 8x8",
    ),
    WrongAnswer(
        lesson7.check_careful_player,
        l7.careful_returning_none_when_nothing_is_safe,
        "It returned None, from line | `return best`",
        avoids="did you forget `return`?",
    ),
]

# Right answers that build on a wrong earlier exercise: told to fix that one first.
CATALOGUE += fix_first_entries(l4.PLACES)
CATALOGUE += fix_first_entries(l5.PLACES)
CATALOGUE += fix_first_entries(l6.PLACES)
CATALOGUE += fix_first_entries(l7.PLACES)

test_wrong_answers = catalogue_test(CATALOGUE)


def test_every_check_of_lessons_4_to_7_has_at_least_four_typical_wrong_answers():
    checks = {
        check
        for module in (lesson4, lesson5, lesson6, lesson7)
        for name, check in vars(module).items()
        if name.startswith("check_") and getattr(check, "__module__", "") == module.__name__
    }
    counted = {check.__name__: typical_wrong_answers(check, CATALOGUE) for check in checks}
    assert min(counted.values()) >= 4, counted
