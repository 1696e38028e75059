"""The machinery behind every exercise check: run a student's function on many
cases, smallest board first, and report either "correct" or the first case
where it goes wrong.

A check never raises because of the student's code: an exercise not yet
attempted (it raises ``NotImplementedError``) reports "not done yet", and any
other exception is reported as a wrong answer with its message.

>>> from othello_lesson.rules import initialize_board
>>> cases = [Case(initialize_board(4), (1, 1), expected=4, call="count(board, 1, 1)")]
>>> check_function(lambda board, r, c: 4, cases, name="count")
✔ count is correct: tested on 1 case on a 4x4 board.
>>> def helper(board):
...     raise NotImplementedError
>>> check_function(lambda board, r, c: helper(board), cases, name="count")
… count is not done yet: it uses helper, which is not done yet. Finish helper first, ...
>>> check_function(lambda board, r, c: 5, cases, name="count", hint="Count again.")
✘ count is not right yet. The smallest case where it goes wrong:
<BLANKLINE>
. . . .
. ○ ● .
. ● ○ .
. . . .
<BLANKLINE>
count(board, 1, 1)
returned: 5
expected: 4
<BLANKLINE>
Hint: Count again.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..rules import (
    BLACK,
    Board,
    board_to_text,
    copy_board,
    initialize_board,
    next_player,
    place_move,
    valid_moves_list,
)

CORRECT, WRONG, NOT_DONE = "correct", "wrong", "not done"


@dataclass
class Case:
    """One call to check: the board, the other arguments, and the right answer.

    ``call`` is the call as the student would write it, for example
    ``"is_valid_move(board, 2, 3, BLACK)"``.
    """

    board: Board | None
    args: tuple
    expected: object
    call: str = ""


@dataclass
class Report:
    """What a check found.  Shows itself as a short text in the notebook."""

    name: str
    status: str
    text: str
    cases_tried: int = 0
    failure: Case | None = field(default=None, repr=False)

    @property
    def passed(self) -> bool:
        return self.status == CORRECT

    def __repr__(self) -> str:
        return self.text

    def _repr_pretty_(self, printer, cycle) -> None:  # IPython shows the text as it is
        printer.text(self.text)


def _sizes_phrase(cases: Sequence[Case]) -> str:
    sizes = sorted({len(c.board) for c in cases if c.board is not None})
    if not sizes:
        return ""
    names = [f"{s}x{s}" for s in sizes]
    if len(names) == 1:
        return f" on a {names[0]} board"
    return " on " + ", ".join(names[:-1]) + f" and {names[-1]} boards"


def not_done(name: str, *, waiting_for: str = "") -> Report:
    """The report for an exercise not attempted yet (or one that uses another not done yet)."""
    if waiting_for and waiting_for != name:
        text = (
            f"… {name} is not done yet: it uses {waiting_for}, which is not done yet. "
            f"Finish {waiting_for} first, run its cell, then run this check again."
        )
    else:
        text = (
            f"… {name} is not done yet: write your code in the cell above, run it, then run this check again."
        )
    return Report(name, NOT_DONE, text)


def _raised_in(error: BaseException) -> str:
    """The name of the function where ``error`` was raised."""
    trace = error.__traceback__
    while trace is not None and trace.tb_next is not None:
        trace = trace.tb_next
    return trace.tb_frame.f_code.co_name if trace is not None else ""


def wrong(name: str, case: Case, returned: str, *, hint: str = "", tried: int = 0) -> Report:
    """A report for ``case``, with what came back (already put into words)."""
    parts = [f"✘ {name} is not right yet. The smallest case where it goes wrong:", ""]
    if case.board is not None:
        parts += [board_to_text(case.board), ""]
    parts += [case.call or f"{name}{case.args!r}", f"returned: {returned}", f"expected: {case.expected!r}"]
    if hint:
        parts += ["", f"Hint: {hint}"]
    return Report(name, WRONG, "\n".join(parts), tried, case)


def correct(name: str, cases: Sequence[Case]) -> Report:
    count = len(cases)
    noun = "case" if count == 1 else "cases"
    text = f"✔ {name} is correct: tested on {count:,} {noun}{_sizes_phrase(cases)}."
    return Report(name, CORRECT, text, count)


def default_call(function: Callable, case: Case) -> object:
    """Call the student's function on a copy of the board, so a check never changes its cases."""
    if case.board is None:
        return function(*case.args)
    return function(copy_board(case.board), *case.args)


def check_function(
    function: Callable,
    cases: Iterable[Case],
    *,
    name: str,
    hint: str = "",
    call: Callable[[Callable, Case], object] = default_call,
    same: Callable[[object, object], bool] = lambda got, want: got == want,
    hint_for: Callable[[Case, object], str] | None = None,
) -> Report:
    """Run ``function`` on every case, smallest board first; report the first wrong answer.

    ``call`` decides how a case is run (by default on a copy of its board);
    ``same`` decides whether the answer is right; ``hint_for`` may give a
    hint that fits the particular mistake.
    """
    ordered = sorted(cases, key=lambda c: 0 if c.board is None else len(c.board))
    for tried, case in enumerate(ordered, start=1):
        try:
            got = call(function, case)
        except NotImplementedError as error:
            return not_done(name, waiting_for=_raised_in(error))
        except Exception as error:  # any error in the student's code is reported, not raised
            return wrong(name, case, f"an error: {type(error).__name__}: {error}", hint=hint, tried=tried)
        if not same(got, case.expected):
            specific = hint_for(case, got) if hint_for else ""
            return wrong(name, case, repr(got), hint=specific or hint, tried=tried)
    return correct(name, ordered)


def sample_positions(
    sizes: Iterable[int] = (4, 6, 8), *, games: int = 6, seed: int = 2024
) -> list[tuple[Board, str]]:
    """Positions from seeded random games: every position of every game, with who is to move.

    The same seed always gives the same positions, so a check reports the
    same thing every time it runs.

    >>> positions = sample_positions((4,), games=1)
    >>> positions[0][0] == initialize_board(4), positions[0][1] == BLACK
    (True, True)
    """
    rng = random.Random(seed)
    found: list[tuple[Board, str]] = []
    for size in sizes:
        for _ in range(games):
            board, to_move = initialize_board(size), BLACK
            while to_move is not None:
                found.append((copy_board(board), to_move))
                row, col = rng.choice(valid_moves_list(board, to_move))
                place_move(board, row, col, to_move)
                to_move = next_player(board, to_move)
            found.append((copy_board(board), BLACK))
    return found
