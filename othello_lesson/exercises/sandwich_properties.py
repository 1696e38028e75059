"""What a right answer that finds sandwiches does, each claim proven alone on one-way boards.

Lessons 3, 4 and 5 ask, in several forms, for the same walk: from a square, one
step at a time, over the opponent's discs to one of your own.  On a one-way board
(``probes.one_way_sandwich``) a single move sandwiches a run in a single
direction, so what a function answers there shows one thing at a time:

* an answer for the player asked about, not for the opponent (4x4);
* on 6x6 and 4x4 boards what it finds on 8x8 (one disc each way);
* every one of the eight directions, one disc each (4x4);
* a closing disc on the edge ahead: column 0, the last row, a corner (4x4);
* a run of more than one disc (6x6);
* a run as long as a 26x26 board allows, and every length up to it.

``one_way_properties(hints, make_case)`` gives these claims as ``Property``s for
any check, ``make_case`` writing the check's own case for a one-way board.  A
lesson keeps the words in a table of its own (``Hints("lesson4_sandwich",
SANDWICH_WORDS)``): every hint says only what the boards showed.

>>> from othello_lesson import rules
>>> from othello_lesson.exercises.cases import Case
>>> from othello_lesson.exercises.hints import Hints
>>> HINTS = Hints("example_sandwich", SANDWICH_WORDS)
>>> def make_case(name, board, move, colour, direction):
...     return Case(board, (*move, colour), True, f"{name}(board, {move[0]}, {move[1]}, {colour!r})")
>>> claims = one_way_properties(HINTS, make_case)
>>> [claim.name for claim in claims]  # doctest: +NORMALIZE_WHITESPACE
['answers for the player asked about', 'finds on smaller boards what it finds on 8x8',
 'finds a sandwich in each of the eight directions',
 'finds a sandwich closed on the edge ahead', 'finds a run of more than one disc',
 'finds a run as long as a 26x26 board allows']
>>> def capped(board, row, col, colour):  # a walk of at most 7 steps
...     return any(rules.flips_in_direction(board, row, col, dr, dc, colour)[:1]
...                and len(rules.flips_in_direction(board, row, col, dr, dc, colour)) < 7
...                for dr, dc in rules.DIRECTIONS)
>>> def call(function, case):
...     return function(case.board, *case.args)
>>> broken = [claim.broken_by(call, capped, lambda got, want: got == want, "is_valid_move")
...           for claim in claims]
>>> broken[:5]
[None, None, None, None, None]
>>> print(broken[5].hint)  # doctest: +NORMALIZE_WHITESPACE
is_valid_move finds a sandwich going to the right, (0, 1), when the closing disc is 7
squares away, but not when it is 8 squares away, at (1, 8), beyond the eighth row or column, on
this 26x26 board. No ray is that long on an 8x8 board: something in it is written for 8x8 (a
range(8), a 7 or an 8). Use len(board), the size of the board it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from ..rules import BLACK, DIRECTIONS, MAX_SIZE, WHITE, Board, Colour, Move, flipped_discs
from .cases import Case
from .hints import Hint, Hints
from .probes import (
    PROBE_WORDS,
    OneWay,
    direction_phrase,
    edge_closer_sandwich,
    longest_run,
    one_way_facts,
    one_way_sandwich,
)
from .properties import Property
from .words import squares_phrase

__all__ = ["FLIP_WORDS", "SANDWICH_WORDS", "MakeCase", "one_way_cases", "one_way_properties"]

SANDWICH_WORDS = {
    "no_direction": (
        "{name} finds no sandwich in any direction: on each of these boards one move sandwiches "
        "one disc, in one direction only, and it answered {got} every time."
    ),
    "diagonals": (
        "{name} misses every sandwich along a diagonal and finds the ones going up, down, left "
        "and right: walk all eight DIRECTIONS, diagonals too. On each of these boards the move "
        "sandwiches one disc, in one direction only."
    ),
    "only_first": (
        "{name} finds a sandwich only going {found}, the first of DIRECTIONS; going any of the "
        "other seven it answered {got}. Does it return after the first direction? Return False "
        "only after the loop has tried all eight."
    ),
    "some_directions": (
        "{name} misses a sandwich going {missed}; it finds the one going {found}. On each of "
        "these boards the move sandwiches one disc, in that one direction only."
    ),
    "edge_closer": (
        "{name} misses the sandwich whose closing disc stands on {edge} (going {direction}), and "
        "finds it when the closing disc is one square further in: the walk stops before it looks "
        "at the squares on that edge. They are on the board too: walk while 0 <= r < len(board) "
        "and 0 <= c < len(board)."
    ),
    "more_than_one": (
        "{name} finds a sandwich of one disc, but not one of {length} discs in a row going "
        "{direction}: a sandwich may hold more than one disc. Walk on over the opponent's discs "
        "until the first square that is not one."
    ),
    "eight_reach": (
        "{name} finds a sandwich going {direction}, when the closing disc is 7 squares away, "
        "but not when it is 8 squares away, at {closer}{beyond}, on this {size}x{size} board. No ray "
        "is that long on an 8x8 board: something in it is written for 8x8 (a range(8), a 7 or an 8). "
        "Use len(board), the size of the board it is given."
    ),
    "short_reach": (
        "{name} finds a sandwich going {direction}, when the closing disc is {found} squares "
        "away, but not when it is {missed} squares away, at {closer}{beyond}, on this {size}x{size} "
        "board: walk on until the ray leaves the board, however large it is."
    ),
    "for_the_opponent": (
        "{name} answers for the opponent: on each of these boards the move sandwiches for White "
        "only, and asked about White it answered {for_white}, asked about Black {for_black}. The "
        "player asked about is colour: its own discs close the sandwich, the other colour's are "
        "sandwiched."
    ),
    "eight_only": (
        "{name} finds every sandwich tried on an 8x8 board, but on a {size}x{size} board it misses "
        "the one going {direction} from {move}: something in it is written for 8x8 (a range(8), a "
        "7 or an 8, a mask or a shift). Use len(board), the size of the board it is given."
    ),
    "big_board": (
        "{name} misses a sandwich of one disc going {direction} from {move} on this {size}x{size} "
        "board, though it finds one on a 4x4 board: on a {size}x{size} board rows and columns go "
        "from 0 to {last}."
    ),
}
"""The words of every hint these properties give; each lesson makes its own table of them."""

FLIP_WORDS = {
    **SANDWICH_WORDS,
    "some_directions": (
        "{name} misses the discs that flip going {missed}: they should flip too. It finds the ones "
        "going {found}. On each of these boards the move sandwiches one disc, in that one direction only."
    ),
    "more_than_one": (
        "{name} flips the disc of a one-disc sandwich, but not a run of {length} discs in a row going "
        "{direction}: {flips} should flip too. A sandwich may hold more than one disc: walk on over "
        "the opponent's discs until the first square that is not one."
    ),
}
"""The same, for a function that gives the discs that flip (lesson 4)."""

OneWayBoard = tuple[Board, Move, Colour, tuple[int, int]]
"""A one-way board: the board, the move, its player, and the one direction it sandwiches in."""

MakeCase = Callable[[str, Board, Move, Colour, tuple[int, int]], Case]
"""Writes a check's case for a one-way board: (name, board, move, colour, direction) -> Case."""


@cache
def _small_and_eight(filled: bool = False) -> tuple[tuple[Board, Move, Colour, tuple[int, int]], ...]:
    """One disc in each direction on 8x8, 6x6 and 4x4 boards: 8x8 first, so a hint can tell that
    an answer right on all of them is wrong only on the smaller ones."""
    return tuple(
        (*one_way_sandwich(size, direction, BLACK, filled=filled), BLACK, direction)
        for size in (8, 6, 4)
        for direction in DIRECTIONS
    )


@cache
def _both_colours() -> tuple[tuple[Board, Move, Colour, tuple[int, int]], ...]:
    """A 4x4 one-way board of White's in each direction, asked about White and about Black."""
    found: list[OneWayBoard] = []
    for direction in DIRECTIONS:
        board, move = one_way_sandwich(4, direction, WHITE)
        found += [(board, move, WHITE, direction), (board, move, BLACK, direction)]
    return tuple(found)


@cache
def _four_by_four() -> tuple[tuple[Board, Move, Colour, tuple[int, int]], ...]:
    return tuple(
        (*one_way_sandwich(4, direction, colour), colour, direction)
        for direction in DIRECTIONS
        for colour in (BLACK, WHITE)
    )


@cache
def _edge_closers() -> tuple[tuple[Board, Move, Colour, tuple[int, int]], ...]:
    return tuple(
        (*edge_closer_sandwich(4, direction, colour), colour, direction)
        for direction in DIRECTIONS
        for colour in (BLACK, WHITE)
    )


@cache
def _longer_runs() -> tuple[tuple[Board, Move, Colour, tuple[int, int]], ...]:
    return tuple(
        (*one_way_sandwich(6, direction, BLACK, length=length), BLACK, direction)
        for length in (2, 3)
        for direction in DIRECTIONS
    )


@cache
def _every_length(filled: bool = False) -> tuple[tuple[Board, Move, Colour, tuple[int, int]], ...]:
    """Runs of every length in every direction; for a function of the whole board (``filled``), whose
    every call tries every square, the lengths around 7 and 10 along the two long diagonals."""
    directions: Sequence[tuple[int, int]] = ((1, 1), (-1, -1))
    lengths: Sequence[int] = WHOLE_BOARD_LENGTHS
    if not filled:
        directions, lengths = DIRECTIONS, tuple(range(1, longest_run(MAX_SIZE) + 1))
    return tuple(
        (*one_way_sandwich(MAX_SIZE, direction, BLACK, length=length, filled=filled), BLACK, direction)
        for direction in directions
        for length in lengths
    )


WHOLE_BOARD_LENGTHS = (1, 2, 6, 7, 9, 10, 11, 24)
"""The runs tried on a function of the whole board: each length after the first is tried with the one
before it where a walk cut at 7 or 10 steps shows (a run of 6 found, 7 missed)."""


@cache
def _few_big(filled: bool = False) -> tuple[tuple[Board, Move, Colour, tuple[int, int]], ...]:
    """In each direction: a closing disc on the edge ahead (4x4), the first run an 8x8 board cannot
    hold (7 discs on 10x10), and the longest run a 26x26 board holds."""
    longest = longest_run(MAX_SIZE)
    # a function of the whole board tries every square: two 26x26 boards, the long diagonals, are enough
    largest = [(1, 1), (-1, -1)] if filled else DIRECTIONS
    return (
        _edge_closers()
        + tuple(
            (*one_way_sandwich(10, direction, BLACK, length=7, filled=filled), BLACK, direction)
            for direction in DIRECTIONS
        )
        + tuple(
            (*one_way_sandwich(MAX_SIZE, direction, BLACK, length=longest, filled=filled), BLACK, direction)
            for direction in largest
        )
    )


def one_way_cases(make_case: MakeCase, name: str, *, filled: bool = False) -> list[Case]:
    """The few one-way boards a check tries besides its own: edges, and rays longer than 8x8 allows
    (``filled``: with the player's discs beyond the closing one, so that the move is the only one)."""
    return list(_cases_of_few_big(make_case, name, filled))


@cache  # the right answers on 26x26 boards cost something: worked out once for each check and name
def _cases_of_few_big(make_case: MakeCase, name: str, filled: bool) -> tuple[Case, ...]:
    return tuple(make_case(name, *one_way) for one_way in _few_big(filled))


def _move_and_colour(case: Case) -> tuple[Move, Colour]:
    """The move and the player of a case whose arguments are (row, col, [dr, dc,] colour)."""
    return (case.args[0], case.args[1]), case.args[-1]


@dataclass(frozen=True)
class _Sayings:
    """What each claim of ``one_way_properties`` says of the cases an answer got wrong."""

    hints: Hints
    move_of: Callable[[Case], tuple[Move, Colour]]
    whole_board: bool

    def facts(self, case: Case) -> OneWay:
        move, colour = self.move_of(case)
        return one_way_facts(case.position, move, colour)

    def directions(self, failed: list[tuple[Case, object]]) -> Hint:
        name, got = _name(failed[0][0]), failed[0][1]
        missed = sorted({self.facts(case).direction for case, _ in failed}, key=DIRECTIONS.index)
        if len(missed) == len(DIRECTIONS):
            return self.hints.say("no_direction", name=name, got=_short(got))
        found = [d for d in DIRECTIONS if d not in missed]
        if len(missed) == 4 and all(dr and dc for dr, dc in missed):
            return self.hints.say("diagonals", name=name)
        if found == [DIRECTIONS[0]]:
            return self.hints.say(
                "only_first", name=name, found=direction_phrase(DIRECTIONS[0]), got=_short(got)
            )
        return self.hints.say(
            "some_directions",
            name=name,
            missed=PROBE_WORDS["separator"].join(map(direction_phrase, missed)),
            found=PROBE_WORDS["separator"].join(map(direction_phrase, found)),
        )

    def edge(self, failed: list[tuple[Case, object]]) -> Hint:
        case = failed[0][0]
        one_way = self.facts(case)
        return self.hints.say(
            "edge_closer",
            name=_name(case),
            edge=one_way.on_edge(len(case.position)),
            direction=direction_phrase(one_way.direction),
        )

    def more_than_one(self, failed: list[tuple[Case, object]]) -> Hint:
        case = failed[0][0]
        one_way = self.facts(case)
        move, colour = self.move_of(case)
        flips = flipped_discs(case.position, *move, colour)
        return self.hints.say(
            "more_than_one",
            name=_name(case),
            length=one_way.length,
            direction=direction_phrase(one_way.direction),
            flips=squares_phrase(flips),
        )

    def reach(self, failed: list[tuple[Case, object]]) -> str:
        first_missed: dict[tuple[int, int], tuple[Case, OneWay]] = {}
        for case, _ in failed:
            one_way = self.facts(case)
            if (
                one_way.direction not in first_missed
                or one_way.length < first_missed[one_way.direction][1].length
            ):
                first_missed[one_way.direction] = (case, one_way)

        def rank(item: tuple[Case, OneWay]) -> tuple[bool, bool, int]:
            case, one_way = item
            return (
                one_way.distance != 8,
                not _first_beyond_eighth(self.move_of(case)[0], one_way),
                one_way.distance,
            )

        eight = any(one_way.distance == 8 for _, one_way in first_missed.values())
        if (
            self.whole_board
            and not eight
            and any(one_way.length == 1 for _, one_way in first_missed.values())
        ):
            return ""  # a move missed outright: which squares are tried is another claim's matter
        if len(first_missed) == len(DIRECTIONS) and all(
            one_way.length == 1 for _, one_way in first_missed.values()
        ):
            return ""  # it finds nothing at all here: not a matter of the board's size
        case, one_way = min(first_missed.values(), key=rank)
        size, (move, _) = len(case.position), self.move_of(case)
        shown: dict[str, object] = {
            "name": _name(case),
            "direction": direction_phrase(one_way.direction),
            "size": size,
        }
        if one_way.length == 1:
            return self.hints.say("big_board", **shown, move=move, last=size - 1)
        shown["closer"] = one_way.closer
        shown["beyond"] = PROBE_WORDS["beyond_eighth"] if _first_beyond_eighth(move, one_way) else ""
        tried = WHOLE_BOARD_LENGTHS if self.whole_board else range(1, one_way.length)
        found = max(length for length in tried if length < one_way.length) + 1
        if one_way.distance == 8 and found == 7:
            return self.hints.say("eight_reach", **shown)
        return self.hints.say("short_reach", **shown, found=found, missed=one_way.distance)

    def for_the_opponent(self, failed: list[tuple[Case, object]]) -> str:
        if len(failed) < len(_both_colours()):
            return ""  # right for one colour at least: not a matter of whose move it is
        for_white = next(got for case, got in failed if self.move_of(case)[1] == WHITE)
        for_black = next(got for case, got in failed if self.move_of(case)[1] == BLACK)
        return self.hints.say(
            "for_the_opponent",
            name=_name(failed[0][0]),
            for_white=_short(for_white),
            for_black=_short(for_black),
        )

    def eight_only(self, failed: list[tuple[Case, object]]) -> str:
        if any(len(case.position) == 8 for case, _ in failed):
            return ""  # wrong on 8x8 too: another claim names it
        case = failed[0][0]
        move, _ = self.move_of(case)
        size = len(case.position)
        direction = direction_phrase(self.facts(case).direction)
        return self.hints.say("eight_only", name=_name(case), size=size, direction=direction, move=move)


def one_way_properties(
    hints: Hints,
    make_case: MakeCase,
    *,
    move_of: Callable[[Case], tuple[Move, Colour]] = _move_and_colour,
    proves_nothing: Callable[[object], bool] | None = None,
    judge: Callable[[object, object], bool] | None = None,
    only_reach: bool = False,
    whole_board: bool = False,
) -> list[Property]:
    """The four claims of a function that finds sandwiches, in the order a hint should name them.

    ``hints`` holds ``SANDWICH_WORDS`` under a lesson's name; ``make_case`` writes the
    check's case for a one-way board; ``move_of`` finds the move and the player in a case;
    ``proves_nothing`` tells an answer that says nothing about a claim, and ``judge`` whether
    an answer finds the sandwich (see ``Property``); ``only_reach`` keeps the last claim alone.
    ``whole_board`` is for a function of the whole board whose walk is an earlier exercise's: its
    boards hold one move for either player, and it names only a walk cut short, never a move
    missed outright (which squares a function tries is its own check's matter).
    """

    def cases_of(
        boards: Callable[[], Sequence[tuple[Board, Move, Colour, tuple[int, int]]]],
    ) -> Callable[[str], list[Case]]:
        def cases(name: str) -> list[Case]:
            return [make_case(name, *one_way) for one_way in boards()]

        return cases

    say = _Sayings(hints, move_of, whole_board)
    claims: list[tuple[str, Callable[[], Sequence[OneWayBoard]], Callable[..., str]]] = [
        ("answers for the player asked about", _both_colours, say.for_the_opponent),
        ("finds on smaller boards what it finds on 8x8", _small_and_eight, say.eight_only),
        ("finds a sandwich in each of the eight directions", _four_by_four, say.directions),
        ("finds a sandwich closed on the edge ahead", _edge_closers, say.edge),
        ("finds a run of more than one disc", _longer_runs, say.more_than_one),
        (f"finds a run as long as a {MAX_SIZE}x{MAX_SIZE} board allows", _every_length, say.reach),
    ]
    if only_reach or whole_board:
        claims = [
            (claims[1][0], lambda: _small_and_eight(whole_board), say.eight_only),
            (claims[-1][0], lambda: _every_length(whole_board), say.reach),
        ]
    return [Property(claim, cases_of(boards), says, proves_nothing, judge) for claim, boards, says in claims]


def _name(case: Case) -> str:
    return case.call.partition("(")[0]


def _first_beyond_eighth(move: Move, one_way: OneWay) -> bool:
    """Whether the closing disc is the first square of its ray beyond the eighth row or column."""
    return max(one_way.closer) == 8 and max(move) < 8 and min(one_way.direction) >= 0


def _short(got: object) -> str:
    """What came back, as a hint quotes it: a short answer itself, anything else "wrongly"."""
    text = repr(got)
    return text if isinstance(got, (bool, list, tuple, type(None))) and len(text) <= 40 else "wrongly"
