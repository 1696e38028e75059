"""Lessons 10 and 11: the catalogue of typical wrong answers, each caught with a hint that names its mistake.

For bitboards these are the mistakes the bitboard article warns of: a shift
without its mask that wraps round the edge, a direction left out, a flip that
stops one short; for records and start positions, the slips of writing them
by hand.  The lessons' own test files keep the right answers and "not done".
"""

from __future__ import annotations

import test_exercises_lesson10 as l10
import test_exercises_lesson11 as l11
from _wrong_answers import WrongAnswer, catalogue_test, typical_wrong_answers

from othello_lesson import variants
from othello_lesson.boards import bitboard
from othello_lesson.exercises import lesson10, lesson11
from othello_lesson.records import format_record
from othello_lesson.rules import BLACK, EMPTY, WHITE, flipped_discs, initialize_board, square_name


def named(function, name):
    """Give a function made by a factory its own name (the catalogue names each entry by it)."""
    function.__name__ = function.__qualname__ = name
    return function


def full(size):
    return (1 << size * size) - 1


def column(size, col):
    return sum(1 << (row * size + col) for row in range(size))


# --- lesson 10, shift_east -------------------------------------------------------------------


def shift_without_mask(bits, size):
    return (bits << 1) & full(size)


def shift_without_any_mask(bits, size):
    return bits << 1


def shift_west(bits, size):
    return bits >> 1


def shift_east_as_in_the_article(bits, size):
    return (bits << 1) & 0xFEFEFEFEFEFEFEFE


def shift_south(bits, size):
    return (bits << size) & full(size)


def shift_masking_the_last_column_after(bits, size):
    return (bits << 1) & ~column(size, size - 1) & full(size)


def shift_without_the_board_mask(bits, size):
    return (bits << 1) & ~column(size, 0)


def shift_as_text(bits, size):
    return bin(bitboard.shift_east(bits, size))


def prints_the_record(moves):
    print(format_record(moves))


def forgets_return_shift(bits, size):
    moved = (bits & ~column(size, size - 1)) << 1
    del moved


# --- lesson 10, legal_bits --------------------------------------------------------------------


legal_bits_seven_directions = named(l10.legal_bits_from(l10.seven_directions), "legal_bits_seven_directions")
legal_bits_unmasked = named(l10.legal_bits_from(l10.all_directions, masked=False), "legal_bits_unmasked")


def legal_bits_with_taken_squares(me, opponent, size):
    return bitboard.legal_bits(me, opponent, size) | me


def legal_bits_of_the_opponent(me, opponent, size):
    return bitboard.legal_bits(opponent, me, size)


def legal_bits_one_step_lines(me, opponent, size):
    """Each line grows once: only lines of one or two opponent discs are found."""
    legal = 0
    for step, mask in bitboard.geometry(size).directions:
        line = opponent & mask & bitboard.shift(me, step, full(size))
        line |= opponent & mask & bitboard.shift(line, step, full(size))
        legal |= bitboard.shift(line, step, full(size))
    return legal & full(size) & ~(me | opponent)


def legal_bits_no_growing(me, opponent, size):
    """The line never grows: only a single opponent disc between the move and one of mine is found."""
    legal = 0
    for step, mask in bitboard.geometry(size).directions:
        line = opponent & mask & bitboard.shift(me, step, full(size))
        legal |= bitboard.shift(line, step, full(size))
    return legal & full(size) & ~(me | opponent)


def legal_bits_with_the_articles_masks(me, opponent, size):
    """The 8x8 board's masks (0x7e7e...) whatever the size."""
    legal = 0
    steps = {1: 1, -1: -1, 8: size, -8: -size, 9: size + 1, 7: size - 1, -7: 1 - size, -9: -size - 1}
    for step, mask in bitboard.geometry(8).directions:
        line = opponent & mask & bitboard.shift(me, steps[step], full(size))
        for _ in range(size - 3):
            line |= opponent & mask & bitboard.shift(line, steps[step], full(size))
        legal |= bitboard.shift(line, steps[step], full(size))
    return legal & full(size) & ~(me | opponent)


def legal_bits_as_in_the_article(me, opponent, size):
    """The bitboard article's legal moves, every number of 8x8 in it: shifts, masks, 64 bits."""
    full = 0xFFFFFFFFFFFFFFFF
    horizontal = opponent & 0x7E7E7E7E7E7E7E7E
    vertical = opponent & 0x00FFFFFFFFFFFF00
    diagonal = opponent & 0x007E7E7E7E7E7E00
    empty = ~(me | opponent) & full
    legal = 0
    for step, inside in ((1, horizontal), (8, vertical), (7, diagonal), (9, diagonal)):
        line = inside & (me << step)
        for _ in range(5):
            line |= inside & (line << step)
        legal |= line << step
        line = inside & (me >> step)
        for _ in range(5):
            line |= inside & (line >> step)
        legal |= line >> step
    return legal & empty


def legal_bits_grown_five_times(me, opponent, size):
    """The board's own shifts and masks, but lines grown as on 8x8: at most 6 discs."""
    legal = 0
    for step, mask in bitboard.geometry(size).directions:
        line = opponent & mask & bitboard.shift(me, step, full(size))
        for _ in range(5):
            line |= opponent & mask & bitboard.shift(line, step, full(size))
        legal |= bitboard.shift(line, step, full(size))
    return legal & full(size) & ~(me | opponent)


def legal_bits_next_to_the_opponent(me, opponent, size):
    """Every empty square beside an opponent's disc, closed by one of mine or not."""
    near = 0
    for step, mask in bitboard.geometry(size).directions:
        near |= bitboard.shift(opponent & mask, step, full(size))
    return near & full(size) & ~(me | opponent)


def legal_bits_as_a_list(me, opponent, size):
    return bitboard.squares(bitboard.legal_bits(me, opponent, size), size)


# --- lesson 10, flip_bits ---------------------------------------------------------------------

flip_bits_one_short = named(l10.flip_bits_from(short=True), "flip_bits_one_short")
flip_bits_with_the_closing_disc = named(l10.flip_bits_from(closing=True), "flip_bits_with_the_closing_disc")
flip_bits_unclosed_rays = named(l10.flip_bits_from(unclosed=True), "flip_bits_unclosed_rays")


def flip_bits_with_the_move(me, opponent, move, size):
    return bitboard.flip_bits(me, opponent, move, size) | move


def flip_bits_as_a_list(me, opponent, move, size):
    return bitboard.squares(bitboard.flip_bits(me, opponent, move, size), size)


def flip_bits_seven_directions(me, opponent, move, size):
    flipped = 0
    for step, mask in bitboard.geometry(size).directions[:-1]:
        ray = 0
        square = bitboard.shift(move, step, full(size))
        while square & opponent & mask:
            ray |= square
            square = bitboard.shift(square, step, full(size))
        if square & me:
            flipped |= ray
    return flipped


# --- lesson 10, write_record ------------------------------------------------------------------


def flip_bits_unmasked(me, opponent, move, size):
    """Walks each ray over the opponent's discs with no mask: a ray may wrap round the edge."""
    flipped = 0
    for step, _ in bitboard.geometry(size).directions:
        ray, square = 0, bitboard.shift(move, step, full(size))
        while square & opponent:
            ray |= square
            square = bitboard.shift(square, step, full(size))
        if square & me:
            flipped |= ray
    return flipped


def record_with_row_and_column_swapped(moves):
    return "".join("pa" if move is None else square_name(move[1], move[0]) for move in moves)


def record_in_capitals(moves):
    return format_record(moves).upper()


def record_with_spaces(moves):
    return " ".join(l10.write_record_by_loop([move]) for move in moves)


def record_with_pass_in_full(moves):
    return format_record(moves).replace("pa", "pass")


def record_with_rows_from_zero(moves):
    return "".join("pa" if m is None else f"{'abcdefghijklmnopqrstuvwxyz'[m[1]]}{m[0]}" for m in moves)


def record_as_a_list(moves):
    return ["pa" if move is None else square_name(*move) for move in moves]


def record_without_passes(moves):
    return format_record([move for move in moves if move is not None])


# --- lesson 11 ------------------------------------------------------------------------------


def parallel_cross(size):
    return initialize_board(size)


def parallel_forgets_return(size):
    board = variants.parallel_start(size)
    del board


def handicap_forgets_return(size, corners):
    variants.handicap_start(size, corners=corners)


def parallel_in_rows(size):
    """The same colours side by side in a row instead of a column."""
    board = [[EMPTY] * size for _ in range(size)]
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, WHITE
    board[mid][mid - 1], board[mid][mid] = BLACK, BLACK
    return board


def parallel_for_eight(size):
    board = [[EMPTY] * size for _ in range(size)]
    for row in (3, 4):
        board[row][3], board[row][4] = WHITE, BLACK
    return board


def parallel_swapped(size):
    board = variants.parallel_start(size)
    return [[{BLACK: WHITE, WHITE: BLACK}.get(cell, cell) for cell in row] for row in board]


def parallel_with_one_row_list(size):
    """The aliasing trap: every row is one and the same list."""
    board = [[EMPTY] * size] * size
    mid = size // 2
    board[mid][mid - 1], board[mid][mid] = WHITE, BLACK
    return board


def parallel_with_shared_empty_rows(size):
    """The centre rows are new lists, every empty row the same one."""
    empty = [EMPTY] * size
    board = [empty] * size
    mid = size // 2
    for row in (mid - 1, mid):
        board[row] = [EMPTY] * size
        board[row][mid - 1], board[row][mid] = WHITE, BLACK
    return board


_MADE: dict = {}


def parallel_made_once(size):
    """Hands out the same board object on every call with that size."""
    if size not in _MADE:
        _MADE[size] = variants.parallel_start(size)
    return _MADE[size]


_ROWS: dict = {}


def handicap_with_rows_kept(size, corners):
    """A new board on every call, but its rows are the rows of the board made before."""
    if (size, corners) not in _ROWS:
        _ROWS[size, corners] = variants.handicap_start(size, corners=corners)
    return list(_ROWS[size, corners])


def handicap_wrong_order(size, corners):
    board = initialize_board(size)
    last = size - 1
    for row, col in [(0, 0), (0, last), (last, 0), (last, last)][:corners]:
        board[row][col] = BLACK
    return board


def handicap_one_short(size, corners):
    board = initialize_board(size)
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][: max(corners - 1, 0)]:
        board[row][col] = BLACK
    return board


def handicap_all_four(size, corners):
    return variants.handicap_start(size, corners=4)


def handicap_white_corners(size, corners):
    board = variants.handicap_start(size, corners=0)
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][:corners]:
        board[row][col] = WHITE
    return board


def handicap_on_an_empty_board(size, corners):
    board = [[EMPTY] * size for _ in range(size)]
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][:corners]:
        board[row][col] = BLACK
    return board


def handicap_for_eight(size, corners):
    board = initialize_board(size)
    for row, col in [(0, 0), (7, 7), (0, 7), (7, 0)][:corners]:
        board[row][col] = BLACK
    return board


straight_three_directions = named(l11.flips_in([(0, 1), (1, 0), (0, -1)]), "straight_three_directions")


def straight_with_diagonals(board, row, col, colour):
    return sorted(flipped_discs(board, row, col, colour))


def straight_unsorted(board, row, col, colour):
    return variants.straight_flips(board, row, col, colour)[::-1]


STRAIGHT = [(-1, 0), (1, 0), (0, -1), (0, 1)]
straight_on_taken_squares = named(l11.flips_in(STRAIGHT, empty_only=False), "straight_on_taken_squares")
straight_unclosed = named(l11.flips_in(STRAIGHT, closed=False), "straight_unclosed")


def straight_walks_seven_steps(board, row, col, colour):
    """Each walk capped at seven steps, as on an 8x8 board: lines of up to 6 discs."""
    if board[row][col] != EMPTY:
        return []
    found = []
    for dr, dc in STRAIGHT:
        line = []
        for step in range(1, 8):
            r, c = row + dr * step, col + dc * step
            if not (0 <= r < len(board) and 0 <= c < len(board)) or board[r][c] == EMPTY:
                break
            if board[r][c] == colour:
                found += line
                break
            line.append((r, c))
    return sorted(found)


def straight_as_a_set(board, row, col, colour):
    return set(variants.straight_flips(board, row, col, colour))


RETURN = "did you forget `return`?"
WRAPS = "came back on the first column of the next row | clear the first column with a mask"
DIRECTION = "directions left out | misses the move when the line runs"  # words no direction hint lacks
NOT_CLOSED = "a ray flips only when it ends on one of your discs"

CATALOGUE = [
    # lesson 10: shift_east
    WrongAnswer(lesson10.check_shift_east, shift_without_mask, WRAPS),
    WrongAnswer(lesson10.check_shift_east, shift_without_any_mask, WRAPS),
    WrongAnswer(lesson10.check_shift_east, shift_masking_the_last_column_after, WRAPS),
    WrongAnswer(lesson10.check_shift_east, shift_west, "East is to the right | >> 1 goes west"),
    WrongAnswer(lesson10.check_shift_east, shift_south, "one row down (south)"),
    WrongAnswer(
        lesson10.check_shift_east,
        shift_east_as_in_the_article,
        "right on every 8x8 position tried | the mask 0xfefefefefefefefe | from size",
        avoids=DIRECTION,
    ),
    WrongAnswer(
        lesson10.check_shift_east, shift_without_the_board_mask, "bits past the board's last square | & full"
    ),
    WrongAnswer(lesson10.check_shift_east, forgets_return_shift, RETURN),
    WrongAnswer(lesson10.check_shift_east, shift_as_text, "Return a whole number (an int)"),
    WrongAnswer(lesson10.check_write_record, prints_the_record, RETURN),
    # lesson 10: legal_bits
    WrongAnswer(
        lesson10.check_legal_bits,
        legal_bits_seven_directions,
        "misses the move when the line runs down and to the right, (1, 1) | shift by -size - 1, -9 on 8x8",
    ),
    WrongAnswer(
        lesson10.check_legal_bits,
        legal_bits_unmasked,
        "wrapped round from the other side of the board | Mask the opponent's discs",
    ),
    WrongAnswer(
        lesson10.check_legal_bits, legal_bits_with_taken_squares, "is taken: keep only empty squares"
    ),
    WrongAnswer(
        lesson10.check_legal_bits,
        legal_bits_of_the_opponent,
        "passes opponent where the def bitboard.legal_bits(me, opponent, size) takes me",
    ),
    WrongAnswer(lesson10.check_legal_bits, legal_bits_no_growing, "A line stops growing too soon"),
    WrongAnswer(lesson10.check_legal_bits, legal_bits_with_the_articles_masks, "the masks of an 8x8 board"),
    WrongAnswer(
        lesson10.check_legal_bits,
        legal_bits_as_in_the_article,
        "right on every 8x8 position tried | the shifts by 1, 7, 8 and 9 | 0x7e7e7e7e7e7e7e7e | from size",
        avoids=DIRECTION,
    ),
    WrongAnswer(
        lesson10.check_legal_bits,
        legal_bits_grown_five_times,
        "its line of the opponent's discs is longer than 6 | grow it size - 3 times",
        avoids=DIRECTION,
    ),
    WrongAnswer(
        lesson10.check_legal_bits,
        legal_bits_one_step_lines,
        "longer than 2 | A line stops growing too soon: grow it size - 3 times",
    ),
    WrongAnswer(
        lesson10.check_legal_bits,
        legal_bits_next_to_the_opponent,
        "no such line ends on one of your discs",
    ),
    WrongAnswer(lesson10.check_legal_bits, legal_bits_as_a_list, "Return a whole number (an int)"),
    # lesson 10: flip_bits
    WrongAnswer(lesson10.check_flip_bits, flip_bits_unmasked, "ran off one side of the board"),
    WrongAnswer(
        lesson10.check_flip_bits, flip_bits_one_short, "it kept all the opponent's discs but the last"
    ),
    WrongAnswer(
        lesson10.check_flip_bits, flip_bits_with_the_closing_disc, "the disc that closes a ray does not flip"
    ),
    WrongAnswer(lesson10.check_flip_bits, flip_bits_unclosed_rays, NOT_CLOSED),
    WrongAnswer(lesson10.check_flip_bits, flip_bits_with_the_move, "The move's own square is not flipped"),
    WrongAnswer(lesson10.check_flip_bits, flip_bits_as_a_list, "Return a whole number (an int)"),
    WrongAnswer(
        lesson10.check_flip_bits,
        flip_bits_seven_directions,
        "misses the discs a move flips when the line runs up and to the left, (-1, -1)",
    ),
    # lesson 10: write_record
    WrongAnswer(
        lesson10.check_write_record, record_with_row_and_column_swapped, "Row and column are swapped"
    ),
    WrongAnswer(lesson10.check_write_record, record_in_capitals, "in lower case"),
    WrongAnswer(lesson10.check_write_record, record_with_spaces, "with nothing between them"),
    WrongAnswer(lesson10.check_write_record, record_with_pass_in_full, "as the two letters pa"),
    WrongAnswer(lesson10.check_write_record, record_without_passes, "as the two letters pa"),
    WrongAnswer(lesson10.check_write_record, record_with_rows_from_zero, "Row numbers start at 1"),
    WrongAnswer(lesson10.check_write_record, record_as_a_list, "Return one str"),
    # lesson 11: parallel_start
    WrongAnswer(lesson11.check_parallel_start, parallel_cross, "That is the usual (cross) start"),
    WrongAnswer(lesson11.check_handicap_start, handicap_forgets_return, RETURN),
    WrongAnswer(lesson11.check_parallel_start, parallel_swapped, "The colours are the wrong way round"),
    WrongAnswer(
        lesson11.check_parallel_start,
        parallel_in_rows,
        "in the parallel start each COLUMN is",
    ),
    WrongAnswer(lesson11.check_parallel_start, parallel_for_eight, "a board can be any size"),
    WrongAnswer(lesson11.check_parallel_start, parallel_forgets_return, RETURN),
    WrongAnswer(
        lesson11.check_parallel_start,
        parallel_with_one_row_list,
        "Rows 0, 1, 2 and 3 | one and the same list",
    ),
    WrongAnswer(
        lesson11.check_parallel_start,
        parallel_with_shared_empty_rows,
        "Rows 0 and 3 of this board are one and the same list | aliasing",
    ),
    WrongAnswer(lesson11.check_parallel_start, parallel_made_once, "Called twice | the very board"),
    # lesson 11: handicap_start
    WrongAnswer(lesson11.check_handicap_start, handicap_wrong_order, "wrong order"),
    WrongAnswer(lesson11.check_handicap_start, handicap_with_rows_kept, "Called twice | rows of the board"),
    WrongAnswer(lesson11.check_handicap_start, handicap_one_short, "One black corner is missing"),
    WrongAnswer(lesson11.check_handicap_start, handicap_all_four, "Too many corners"),
    WrongAnswer(lesson11.check_handicap_start, handicap_white_corners, "The handicap discs are BLACK"),
    WrongAnswer(
        lesson11.check_handicap_start, handicap_on_an_empty_board, "begin with initialize_board(size)"
    ),
    WrongAnswer(lesson11.check_handicap_start, handicap_for_eight, "the number 7 | a board can be any size"),
    # lesson 11: straight_flips
    WrongAnswer(lesson11.check_straight_flips, straight_three_directions, "all four"),
    WrongAnswer(lesson11.check_straight_flips, straight_with_diagonals, "is on a diagonal"),
    WrongAnswer(lesson11.check_straight_flips, straight_unsorted, "in the wrong order"),
    WrongAnswer(lesson11.check_straight_flips, straight_on_taken_squares, "is taken | return []"),
    WrongAnswer(lesson11.check_straight_flips, straight_unclosed, NOT_CLOSED),
    WrongAnswer(lesson11.check_straight_flips, straight_as_a_set, "Return a list, not a set"),
    WrongAnswer(
        lesson11.check_straight_flips,
        straight_walks_seven_steps,
        "a line of up to 6 discs going up, (-1, 0), and not the line of 24 | however large",
        avoids="all four",
    ),
]

test_wrong_answers = catalogue_test(CATALOGUE)


def test_every_check_of_lessons_10_and_11_has_at_least_four_typical_wrong_answers():
    checks = {
        check
        for module in (lesson10, lesson11)
        for name, check in vars(module).items()
        if name.startswith("check_") and getattr(check, "__module__", "") == module.__name__
    }
    counted = {check.__name__: typical_wrong_answers(check, CATALOGUE) for check in checks}
    assert min(counted.values()) >= 4, counted
