"""A case to check, and the report a check gives back: correct, not yet, or not done.

A report shows itself as its text in the notebook (and a failing one also as
pictures, where the notebook shows HTML: see ``pictures``, which shows the text
above them); ``status`` is one of ``CORRECT``, ``WRONG`` and ``NOT_DONE``.  A
correct report may carry a ``note``, something worth knowing about a right
answer (what it costs, say): it is part of the text, so shown wherever the text is.

>>> from othello_lesson.rules import initialize_board
>>> correct("count", [Case(initialize_board(4), (1, 1), 4), Case(initialize_board(6), (1, 1), 4)])
✔ count is correct: tested on 2 cases on 4x4 and 6x6 boards.
>>> print(correct("count", [Case(None, (), 4)], note="It counts every disc twice.").text)
✔ count is correct: tested on 1 case.
Note: It counts every disc twice.
>>> not_done("count").status
'not done'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..rules import Board
from .hints import Hints
from .words import board_or_repr, safe_repr

if TYPE_CHECKING:
    from IPython.lib.pretty import PrettyPrinter

CORRECT, WRONG, NOT_DONE = "correct", "not yet", "not done"

REPORT_WORDS = Hints(
    "report",
    {
        "correct": "✔ {name} is correct: tested on {cases}{sizes}.",
        "one_case": "1 case",
        "cases": "{count} cases",
        "on_one_size": " on a {size} board",
        "on_sizes": " on {sizes} and {last} boards",
        "size_separator": ", ",
        "note": "Note: {note}",
        "not_done": (
            "… {name} is not done yet: write your code in the cell above, run it, then run this check again."
        ),
        "not_done_uses": (
            "… {name} is not done yet: it uses {helper}, which is not done yet. "
            "Finish {helper} first, run its cell, then run this check again."
        ),
        "wrong": "✘ {name} is not right yet. The smallest case where it goes wrong:",
        "returned": "returned: {returned}",
        "raised_at": "raised at: {where}",
        "expected": "expected: {expected}",
        "printed": "it printed:",
        "hint": "Hint: {hint}",
        "checking": "checking {name} … {tried} of {total} cases",
        "an_error": "an error: {error}",
    },
)
"""The words of every report: its verdict, and the lines that frame the case that went wrong."""


@dataclass
class Case:
    """One call to check: the board, the other arguments, and the right answer.

    ``call`` is the call as the student would write it, for example
    ``"is_valid_move(board, 2, 3, BLACK)"``.  ``bits_size`` is set when the
    answer is a bitboard (an int, bit ``row * size + col``): the size of its
    board, so that a failing report can draw the bits.
    """

    board: Board | None
    args: tuple[Any, ...]  # what the check calls the function with: a board, a colour, a square ...
    expected: object
    call: str = ""
    bits_size: int | None = None

    @property
    def position(self) -> Board:
        """The case's board, for a check whose cases all have one; ``ValueError`` for a case without.

        >>> Case(None, (), 0, "count()").position
        Traceback (most recent call last):
        ...
        ValueError: the case count() has no board
        """
        if self.board is None:
            raise ValueError(f"the case {self.call or repr(self.args)} has no board")
        return self.board


@dataclass
class Report:
    """What a check found.  Shows itself as a short text in the notebook.

    For a wrong answer, ``failure`` is the smallest case that went wrong and
    ``answer`` what the call of that case gave back (as the check's call put
    it: an ``Endless`` or a ``ChangedBoard``, say; ``None`` if it raised).
    """

    name: str
    status: str
    text: str
    cases_tried: int = 0
    failure: Case | None = field(default=None, repr=False)
    answer: object = field(default=None, repr=False)
    note: str = ""
    hint: str = ""  # the words after "Hint:" ("" if none)
    hint_id: str | None = None  # the hint's id in its table (``hints``), if it was said from one
    category: str | None = None  # what the report shows: see ``driver.CATEGORIES`` (``None``: correct)

    @property
    def passed(self) -> bool:
        return self.status == CORRECT

    def __repr__(self) -> str:
        return self.text

    def _repr_pretty_(self, printer: PrettyPrinter, cycle: bool) -> None:  # IPython shows the text as it is
        printer.text(self.text)

    def _repr_html_(self) -> str | None:
        """A failing report drawn (see ``pictures``), built only when a notebook shows it; else ``None``.

        ``None`` (a correct or not-done report, or nothing to draw) lets the notebook show the text.
        A picture that cannot be drawn never breaks the notebook: it too gives ``None``.
        """
        if self.status != WRONG or self.failure is None:
            return None
        from .pictures import report_html  # drawn only when shown: a check never pays for it

        try:
            return report_html(self)
        except Exception:
            return None


def _sizes_phrase(cases: Sequence[Case]) -> str:
    sizes = sorted({len(c.board) for c in cases if c.board is not None})
    if not sizes:
        return ""
    names = [f"{s}x{s}" for s in sizes]
    if len(names) == 1:
        return REPORT_WORDS.say("on_one_size", size=names[0])
    separator = REPORT_WORDS["size_separator"]
    return REPORT_WORDS.say("on_sizes", sizes=separator.join(names[:-1]), last=names[-1])


def not_done(name: str, *, waiting_for: str = "") -> Report:
    """The report for an exercise not attempted yet (or one that uses another not done yet)."""
    if waiting_for and waiting_for != name:
        text = REPORT_WORDS.say("not_done_uses", name=name, helper=waiting_for)
    else:
        text = REPORT_WORDS.say("not_done", name=name)
    return Report(name, NOT_DONE, str(text))


def wrong(
    name: str,
    case: Case,
    returned: str,
    *,
    hint: str = "",
    tried: int = 0,
    where: str = "",
    printed: str = "",
    answer: object = None,
) -> Report:
    """A report for ``case``, with what came back (already put into words).

    ``where`` names the line of the student's code that raised an error;
    ``printed`` is what the student's function printed on this case; ``answer``
    is what came back, as it was.
    """
    say = REPORT_WORDS.say
    parts = [say("wrong", name=name), ""]
    if case.board is not None:
        parts += [board_or_repr(case.board), ""]
    parts += [case.call or f"{name}{safe_repr(case.args)}", say("returned", returned=returned)]
    if where:
        parts.append(say("raised_at", where=where))
    parts.append(say("expected", expected=safe_repr(case.expected)))
    if printed:
        lines = printed.rstrip("\n").splitlines()
        shown = [f"    {line[:100]}" for line in lines[:6]] + (["    …"] if len(lines) > 6 else [])
        parts += [say("printed"), *shown]
    if hint:
        parts += ["", say("hint", hint=hint)]
    return Report(name, WRONG, "\n".join(parts), tried, case, answer)


def correct(name: str, cases: Sequence[Case], *, note: str = "") -> Report:
    """The report for a function right on every one of ``cases``; ``note`` adds a line worth knowing."""
    count = len(cases)
    tried = REPORT_WORDS["one_case"] if count == 1 else REPORT_WORDS.say("cases", count=f"{count:,}")
    text = str(REPORT_WORDS.say("correct", name=name, cases=tried, sizes=_sizes_phrase(cases)))
    if note:
        text += "\n" + REPORT_WORDS.say("note", note=note)
    return Report(name, CORRECT, text, count, note=note)


__all__ = [
    "CORRECT",
    "NOT_DONE",
    "REPORT_WORDS",
    "WRONG",
    "Case",
    "Report",
    "correct",
    "not_done",
    "wrong",
]
