"""Whether an answer is right, decided by the independent rules of ``_reference_rules``, never by the checks.

Each exercise has a judge that runs the answer on positions of random legal games (seeded) on
boards from 4x4 to 26x26 and compares what it returns, strictly (a real bool, a tuple, a list of
(row, col) tuples, in the order the exercise asks for), with what the reference rules say, and
that the board is left as it was (or, for ``place_move``, changed exactly as the move changes it).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache

import _reference_rules as ref

from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE, IllegalMoveError

SIZES = (4, 6, 8, 10, 12, 16, 26)
OURS = {ref.BLACK: BLACK, ref.WHITE: WHITE, ref.EMPTY: EMPTY}
THEIRS = {BLACK: ref.BLACK, WHITE: ref.WHITE}
STEPS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


@cache
def positions(size: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Positions (cells, colour to move) from seeded random games on a size x size board, ends included."""
    games, keep = (3, 4) if size <= 8 else (1, 3 * size)
    found = []
    for seed in range(games):
        rng = random.Random(1000 * size + seed)
        cells, colour, passed, step = ref.start(size), ref.BLACK, False, 0
        while True:
            moves = ref.legal_moves(cells, size, colour)
            if step % keep == 0 or not moves:
                found.append((cells, colour))
            if not moves:
                if passed:
                    break
                passed, colour = True, -colour
                continue
            cells = ref.play(cells, size, rng.choice(moves), colour)
            colour, passed, step = -colour, False, step + 1
    return tuple(found)


def all_positions(most: int = 26):
    for size in SIZES:
        if size <= most:
            for cells, colour in positions(size):
                yield size, cells, colour


def board_of(cells, size: int) -> list[list[str]]:
    return [[OURS[cells[ref.to_index(size, r, c)]] for c in range(size)] for r in range(size)]


def colour_of(disc: int) -> str:
    return OURS[disc]


def _walk(cells, size, row, col, dr, dc, disc) -> list[tuple[int, int]]:
    """The opponent discs that a disc at (row, col) sandwiches in one direction."""
    line = []
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size and cells[ref.to_index(size, r, c)] == -disc:
        line.append((r, c))
        r, c = r + dr, c + dc
    inside = 0 <= r < size and 0 <= c < size
    return line if inside and cells[ref.to_index(size, r, c)] == disc else []


def _same(got, expected) -> bool:
    return type(got) is type(expected) and got == expected


class Wrong(Exception):
    """The answer disagrees with the reference rules."""


def _call(function: Callable, board, *args):
    before = [list(row) for row in board]  # a board's squares are strings: a copy of each row is enough
    try:
        got = function(board, *args)
    except Exception as error:  # the answer crashed: it is wrong
        raise Wrong(f"raised {error!r}") from error
    if board != before:
        raise Wrong("changed the board")
    return got


def _expect(ok: bool, what: str) -> None:
    if not ok:
        raise Wrong(what)


def _squares(size: int, margin: int = 0):
    return [(r, c) for r in range(-margin, size + margin) for c in range(-margin, size + margin)]


def _empties(cells, size, most=12):
    found = [(r, c) for r, c in _squares(size) if cells[ref.to_index(size, r, c)] == ref.EMPTY]
    return found[:: max(1, len(found) // most)]


# --- the judges, one for each exercise -----------------------------------------------------------


def judge_is_on_board(answer):
    for size in SIZES:
        board = board_of(ref.start(size), size)
        for r, c in _squares(size, 2):
            _expect(_same(_call(answer, board, r, c), 0 <= r < size and 0 <= c < size), f"{size}: {(r, c)}")


def judge_sandwiches(answer):
    for size, cells, disc in all_positions():
        board = board_of(cells, size)
        for r, c in _empties(cells, size):
            for dr, dc in STEPS:
                expected = bool(_walk(cells, size, r, c, dr, dc, disc))
                _expect(_same(_call(answer, board, r, c, dr, dc, colour_of(disc)), expected), "sandwich")


def judge_flips_in_direction(answer):
    for size, cells, disc in all_positions():
        board = board_of(cells, size)
        for r, c in _empties(cells, size):
            for dr, dc in STEPS:
                got = _call(answer, board, r, c, dr, dc, colour_of(disc))
                expected = sorted(_walk(cells, size, r, c, dr, dc, disc))
                _expect(type(got) is list and sorted(got) == expected and _tuples(got), "flips")


def _tuples(squares) -> bool:
    return all(type(square) is tuple for square in squares)


def _flips(cells, size, r, c, disc):
    return sorted(ref.to_row_col(size, i) for i in ref.captures(cells, size, ref.to_index(size, r, c), disc))


def _some_squares(cells, size: int):
    """The ring just off the board, every empty square next to a disc, and one taken square in three;
    on a board larger than 10x10, one in three of each.

    (The empty squares with no disc around, never a move, add time and no case: an answer that
    works out every legal move to answer for one square is slow on large boards.)"""
    ring = [(r, c) for r, c in _squares(size, 1) if r in (-1, size) or c in (-1, size)]
    steps = ref._steps(size)
    inside, taken = [], []
    for r, c in _squares(size):
        index = ref.to_index(size, r, c)
        if cells[index] != ref.EMPTY:
            taken.append((r, c))
        elif any(cells[index + step] in (ref.BLACK, ref.WHITE) for step in steps):
            inside.append((r, c))
    step = 1 if size <= 10 else 3
    return ring[::step] + inside[::step] + taken[:: 3 * step]


LARGE = 16
"""The largest board an answer asked once per square is judged on (the ones above add time, no case)."""


def judge_is_valid_move(answer):
    for size, cells, disc in all_positions(LARGE):
        board = board_of(cells, size)
        for r, c in _some_squares(cells, size):
            on = 0 <= r < size and 0 <= c < size
            expected = on and bool(_flips(cells, size, r, c, disc))
            _expect(_same(_call(answer, board, r, c, colour_of(disc)), expected), f"valid {(r, c)}")


def judge_flipped_discs(answer):
    for size, cells, disc in all_positions():
        board = board_of(cells, size)
        for r, c in _some_squares(cells, size):
            if not (0 <= r < size and 0 <= c < size):
                continue
            got = _call(answer, board, r, c, colour_of(disc))
            _expect(
                type(got) is list and _tuples(got) and sorted(got) == _flips(cells, size, r, c, disc), "flips"
            )


def judge_place_move(answer):
    for size, cells, disc in all_positions(LARGE):
        legal = ref.legal_moves(cells, size, disc)
        taken = [i for i in ref._squares(size) if cells[i] != ref.EMPTY][:2]
        useless = [i for i in ref._squares(size) if cells[i] == ref.EMPTY and i not in legal][:2]
        for index in legal[:3]:
            board = board_of(cells, size)
            try:
                got = answer(board, *ref.to_row_col(size, index), colour_of(disc))
            except Exception as error:
                raise Wrong(f"raised {error!r} on a legal move") from error
            _expect(got is board and board == board_of(ref.play(cells, size, index, disc), size), "played")
        for index in taken + useless:
            board = board_of(cells, size)
            try:
                answer(board, *ref.to_row_col(size, index), colour_of(disc))
            except IllegalMoveError:
                _expect(board == board_of(cells, size), "changed the board on an illegal move")
                continue
            except Exception as error:
                raise Wrong(f"raised {error!r} on an illegal move") from error
            raise Wrong("played an illegal move")


def judge_valid_moves_list(answer):
    for size, cells, disc in all_positions():
        expected = [ref.to_row_col(size, i) for i in ref.legal_moves(cells, size, disc)]
        got = _call(answer, board_of(cells, size), colour_of(disc))
        _expect(type(got) is list and _tuples(got) and got == expected, "moves")


def judge_has_valid_move(answer):
    for size, cells, disc in all_positions():
        for side in (disc, -disc):
            expected = bool(ref.legal_moves(cells, size, side))
            _expect(_same(_call(answer, board_of(cells, size), colour_of(side)), expected), "has")


def judge_is_game_over(answer):
    for size, cells, disc in all_positions():
        expected = not ref.legal_moves(cells, size, disc) and not ref.legal_moves(cells, size, -disc)
        _expect(_same(_call(answer, board_of(cells, size)), expected), "over")


def judge_next_player(answer):
    for size, cells, disc in all_positions():
        for side in (disc, -disc):
            if ref.legal_moves(cells, size, -side):
                expected = colour_of(-side)
            elif ref.legal_moves(cells, size, side):
                expected = colour_of(side)
            else:
                expected = None
            _expect(_call(answer, board_of(cells, size), colour_of(side)) == expected, "next")


def judge_count_discs(answer):
    for size, cells, _disc in all_positions():
        _expect(_same(_call(answer, board_of(cells, size)), ref.final_scores(cells)), "count")


def judge_winner(answer):
    for size, cells, _disc in all_positions():
        black, white = ref.final_scores(cells)
        expected = BLACK if black > white else WHITE if white > black else DRAW
        _expect(_call(answer, board_of(cells, size)) == expected, "winner")


def judge_initialize_board(answer):
    for size in range(4, 27, 2):
        try:
            got = answer(size)
        except Exception as error:
            raise Wrong(f"raised {error!r}") from error
        _expect(got == board_of(ref.start(size), size), f"start {size}")
        _expect(len({id(row) for row in got}) == size, "aliased rows")


def judge_empty_board(answer):
    for size in range(4, 27, 2):
        try:
            got = answer(size)
        except Exception as error:
            raise Wrong(f"raised {error!r}") from error
        _expect(got == [[EMPTY] * size for _ in range(size)], f"empty {size}")
        _expect(len({id(row) for row in got}) == size, "aliased rows")


def judge_count_colour(answer):
    for size, cells, disc in all_positions():
        for side in (disc, -disc):
            expected = sum(cells[i] == side for i in ref._squares(size))
            _expect(_same(_call(answer, board_of(cells, size), colour_of(side)), expected), f"count {size}")


def _bits(cells, size, disc) -> int:
    return sum(
        1 << (r * size + c)
        for r in range(size)
        for c in range(size)
        if cells[ref.to_index(size, r, c)] == disc
    )


def judge_legal_bits(answer):
    for size, cells, disc in all_positions():
        expected = sum(
            1 << (r * size + c)
            for r, c in (ref.to_row_col(size, i) for i in ref.legal_moves(cells, size, disc))
        )
        try:
            got = answer(_bits(cells, size, disc), _bits(cells, size, -disc), size)
        except Exception as error:
            raise Wrong(f"raised {error!r}") from error
        _expect(_same(got, expected), "legal bits")


LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _text_of_row(row) -> str:
    return " ".join("." if square == EMPTY else square for square in row)


def judge_row_to_text(answer):
    for size, cells, _disc in all_positions():
        for row in board_of(cells, size)[:: max(1, size // 4)]:
            _expect(_same(_call(answer, row), _text_of_row(row)), "row text")


def judge_board_to_text(answer):
    for size, cells, _disc in all_positions():
        board = board_of(cells, size)
        expected = "\n".join(_text_of_row(row) for row in board)
        _expect(_same(_call(answer, board), expected), f"board text {size}")


def judge_square_name(answer):
    for row, col in _squares(26):
        try:
            got = answer(row, col)
        except Exception as error:
            raise Wrong(f"raised {error!r}") from error
        _expect(_same(got, LETTERS[col] + str(row + 1)), f"name of {(row, col)}")


def judge_square_from_name(answer):
    for row, col in _squares(26):
        try:
            got = answer(LETTERS[col] + str(row + 1))
        except Exception as error:
            raise Wrong(f"raised {error!r}") from error
        _expect(_same(got, (row, col)), f"square of {(row, col)}")


def judge_ray_squares(answer):
    for size in SIZES:
        board = board_of(ref.start(size), size)
        for r, c in _squares(size)[:: 1 if size <= 8 else 7]:
            for dr, dc in STEPS:
                expected, at = [], (r + dr, c + dc)
                while 0 <= at[0] < size and 0 <= at[1] < size:
                    expected.append(at)
                    at = (at[0] + dr, at[1] + dc)
                got = _call(answer, board, r, c, dr, dc)
                _expect(type(got) is list and _tuples(got) and got == expected, f"ray {(r, c, dr, dc)}")


def _weight(size: int, row: int, col: int) -> int:
    """The course's weight table, from its description: corners 100, the edge squares next to a
    corner -20, the square diagonally next to a corner -50, the edge squares two from a corner 10,
    other edge squares 5, the rest of the second ring -2, and -1 inside."""
    across = min(row, size - 1 - row)
    along = min(col, size - 1 - col)
    if across > along:
        across, along = along, across
    if across == 0:
        return {0: 100, 1: -20, 2: 10}.get(along, 5)
    if across == 1:
        return -50 if along == 1 else -2
    return -1


def _weighted(cells, size, disc) -> int:
    return sum(
        _weight(size, r, c) * cells[ref.to_index(size, r, c)] * disc
        for r, c in _squares(size)
        if cells[ref.to_index(size, r, c)] != ref.EMPTY
    )


def judge_weights_score(answer):
    for size, cells, disc in all_positions():
        board = board_of(cells, size)
        for side in (disc, -disc):
            _expect(
                _same(_call(answer, board, colour_of(side)), _weighted(cells, size, side)), f"weights {size}"
            )


# --- lesson 9: a search of our own on the reference rules ---------------------------------------

FINISHED = 10_000


def _cells_of(board) -> tuple[int, ...]:
    size = len(board)
    cells = list(ref.start(size))
    for r, c in _squares(size):
        cells[ref.to_index(size, r, c)] = THEIRS.get(board[r][c], ref.EMPTY)
    return tuple(cells)


def _discs(board, colour) -> int:
    """Our own disc difference, an evaluation the answers are called with."""
    other = WHITE if colour == BLACK else BLACK
    return sum(row.count(colour) - row.count(other) for row in board)


def _squares_worth(board, colour) -> int:
    """Our own weighted evaluation, the other evaluation the answers are called with."""
    disc = THEIRS[colour]
    return _weighted(_cells_of(board), len(board), disc)


def _value(cells, size, disc, depth, evaluate) -> int:
    """Minimax's value for ``disc`` to move, in negamax form, as lesson 9 defines it."""
    moves = ref.legal_moves(cells, size, disc)
    if not moves and not ref.legal_moves(cells, size, -disc):
        return FINISHED * sum(cells[i] * disc for i in ref._squares(size))
    if depth == 0:
        return evaluate(board_of(cells, size), colour_of(disc))
    if not moves:
        return -_value(cells, size, -disc, depth, evaluate)
    return max(-_value(ref.play(cells, size, m, disc), size, -disc, depth - 1, evaluate) for m in moves)


def _search_cases():
    for size, cells, disc in all_positions(8):
        for depth in (0, 1, 2, 3) if size <= 6 else (0, 1):
            for evaluate in (_discs, _squares_worth):
                yield size, cells, disc, depth, evaluate


def judge_negamax(answer):
    for size, cells, disc, depth, evaluate in _search_cases():
        got = _call(answer, board_of(cells, size), colour_of(disc), depth, evaluate)
        expected = _value(cells, size, disc, depth, evaluate)
        _expect(got == expected and not isinstance(got, bool), f"negamax {size} depth {depth}")


def judge_alphabeta(answer):
    for size, cells, disc, depth, evaluate in _search_cases():
        got = _call(answer, board_of(cells, size), colour_of(disc), depth, evaluate, -math.inf, math.inf)
        expected = _value(cells, size, disc, depth, evaluate)
        _expect(got == expected and not isinstance(got, bool), f"alphabeta {size} depth {depth}")


# --- lessons 7 and 8: players, judged by the lesson's rule on our own rules ----------------------


def _corners(size: int) -> list[tuple[int, int]]:
    last = size - 1
    return [(0, 0), (0, last), (last, 0), (last, last)]


def _moves(cells, size, disc) -> list[tuple[int, int]]:
    """The legal moves as (row, col), in row-major order (the order of the flat board)."""
    return [ref.to_row_col(size, i) for i in ref.legal_moves(cells, size, disc)]


def _most_flips_of(cells, size, disc, moves):
    """The move of ``moves`` flipping the most; a tie goes to the first (``max`` keeps the first)."""
    return max(moves, key=lambda move: len(_flips(cells, size, *move, disc)))


def _rule_most_flips(cells, size, disc):
    return _most_flips_of(cells, size, disc, _moves(cells, size, disc))


def _rule_corner_first(cells, size, disc):
    moves = _moves(cells, size, disc)
    corners = [move for move in moves if move in _corners(size)]
    return corners[0] if corners else _most_flips_of(cells, size, disc, moves)


def _opens_a_corner(cells, size, disc, move) -> bool:
    after = ref.play(cells, size, ref.to_index(size, *move), disc)
    replies = _moves(after, size, -disc)
    return any(corner in replies for corner in _corners(size))


def _rule_careful(cells, size, disc):
    moves = _moves(cells, size, disc)
    corners = [move for move in moves if move in _corners(size)]
    if corners:
        return corners[0]
    safe = [move for move in moves if not _opens_a_corner(cells, size, disc, move)]
    return _most_flips_of(cells, size, disc, safe or moves)


def _rule_weights(cells, size, disc):
    def worth(move):
        after = ref.play(cells, size, ref.to_index(size, *move), disc)
        return _weighted(after, size, disc)

    return max(_moves(cells, size, disc), key=worth)


PLAYER_SIZES = 16
"""Players are judged on boards up to 16x16 (a 26x26 game adds time and no new kind of case)."""


def _judge_player(answer, rule) -> None:
    for size, cells, disc in all_positions(PLAYER_SIZES):
        if not ref.legal_moves(cells, size, disc):
            continue
        got = _call(answer, board_of(cells, size), colour_of(disc))
        expected = rule(cells, size, disc)
        _expect(type(got) is tuple and got == expected, f"player {size}: {got!r} for {expected!r}")


def judge_most_flips_player(answer):
    _judge_player(answer, _rule_most_flips)


def judge_corner_first_player(answer):
    _judge_player(answer, _rule_corner_first)


def judge_careful_player(answer):
    _judge_player(answer, _rule_careful)


def judge_weights_player(answer):
    _judge_player(answer, _rule_weights)


def _frontier(cells, size, disc) -> int:
    return sum(
        1
        for r, c in _squares(size)
        if cells[ref.to_index(size, r, c)] == disc
        and any(cells[ref.to_index(size, r, c) + step] == ref.EMPTY for step in ref._steps(size))
    )


def judge_frontier_count(answer):
    for size, cells, disc in all_positions():
        for side in (disc, -disc):
            got = _call(answer, board_of(cells, size), colour_of(side))
            _expect(_same(got, _frontier(cells, size, side)), f"frontier {size}")


# --- lesson 9: the exact score of an endgame ----------------------------------------------------


def _exact(cells, size, disc, passed=False) -> int:
    """The final disc difference for ``disc`` to move, both sides playing perfectly."""
    moves = ref.legal_moves(cells, size, disc)
    if not moves:
        if passed:
            return sum(cells[i] * disc for i in ref._squares(size))
        return -_exact(cells, size, -disc, True)
    return max(-_exact(ref.play(cells, size, m, disc), size, -disc) for m in moves)


def _endgames():
    """Positions with at most 8 empty squares, from the seeded games on 4x4 and 6x6 boards."""
    for size, cells, disc in all_positions(6):
        empties = sum(cells[i] == ref.EMPTY for i in ref._squares(size))
        if empties <= 8:
            yield size, cells, disc


def judge_exact_score(answer):
    for size, cells, disc in _endgames():
        got = _call(answer, board_of(cells, size), colour_of(disc))
        _expect(_same(got, _exact(cells, size, disc)), f"exact {size}")


# --- lesson 10: bitboards -------------------------------------------------------------------------


def judge_shift_east(answer):
    for size, cells, disc in all_positions():
        for bits in (_bits(cells, size, disc), _bits(cells, size, -disc)):
            expected = sum(
                1 << (r * size + c + 1)
                for r in range(size)
                for c in range(size - 1)
                if bits >> (r * size + c) & 1
            )
            try:
                got = answer(bits, size)
            except Exception as error:
                raise Wrong(f"raised {error!r}") from error
            _expect(_same(got, expected), f"shift east {size}")


def judge_flip_bits(answer):
    for size, cells, disc in all_positions():
        for index in ref.legal_moves(cells, size, disc)[:4]:
            r, c = ref.to_row_col(size, index)
            expected = sum(1 << (rr * size + cc) for rr, cc in _flips(cells, size, r, c, disc))
            try:
                got = answer(_bits(cells, size, disc), _bits(cells, size, -disc), 1 << (r * size + c), size)
            except Exception as error:
                raise Wrong(f"raised {error!r}") from error
            _expect(_same(got, expected), f"flip bits {size} at {(r, c)}")


JUDGES = {
    name[len("judge_") :]: judge for name, judge in dict(globals()).items() if name.startswith("judge_")
}


def is_right(exercise: str, answer: Callable) -> tuple[bool, str]:
    """(True, "") if the answer agrees with the reference rules everywhere, else (False, where it did not)."""
    try:
        JUDGES[exercise](answer)
    except Wrong as wrong:
        return False, str(wrong)
    return True, ""
