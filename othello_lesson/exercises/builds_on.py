"""An exercise that builds on an earlier one: when the earlier one is wrong, say so, never blame this one.

A student's ``place_move`` that calls their own ``flipped_discs`` is only as
right as that ``flipped_discs``.  When a check finds such an answer wrong (or
raising), it first asks whether the earlier function it uses is right on what
this case touches; if it is not, the hint says "Fix exercise N first" instead of
blaming an answer that may well be right.  ``check_function`` does it for every
``Earlier`` it is given (``builds_on=``), before the check's own hint.

An answer uses an earlier function when its code (or a lambda, comprehension or
function inside it) names it and the answer's globals (the notebook) hold a
function of that name: the student's own, not the package's finished one, and
not the answer itself.

>>> def flipped_discs(board, row, col, colour):
...     return []  # wrong: flips nothing
>>> def place_move(board, row, col, colour):
...     for r, c in flipped_discs(board, row, col, colour):
...         board[r][c] = colour
...     board[row][col] = colour
...     return board
>>> from othello_lesson.exercises.contents import Exercise, Lesson
>>> LESSON = Lesson(4, "Playing a move", Exercise("flips_in_direction"), Exercise("flipped_discs"))
>>> earlier = Earlier("flipped_discs", lambda own, case: own(None, 0, 0, "●") == [(0, 1)], LESSON)
>>> builds_on_hint(place_move, Case(None, (), None), [earlier])
'Fix exercise 2 first: your place_move uses your flipped_discs, which ... run this check again.'
>>> builds_on_hint(flipped_discs, Case(None, (), None), [earlier])  # uses nothing earlier
''
"""

from __future__ import annotations

import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..code_names import names_used
from .cases import Case
from .guard import GuardedFunction, StillRunning
from .tracebacks import PACKAGE_FOLDER

__all__ = ["Earlier", "Places", "builds_on_hint", "uses_own"]


class Places(Protocol):
    """A lesson of the table of contents (``contents.Lesson``): its number, and where an exercise is."""

    @property
    def number(self) -> int: ...

    def place_of(self, name: str) -> tuple[int, int, str]:
        """The lesson, the number and the check of the exercise whose function is ``name``."""
        ...


@dataclass(frozen=True)
class Earlier:
    """An earlier exercise the one checked may call: its function's name, a test, and the lesson using it.

    ``is_right(own, case)`` is handed the student's earlier function (guarded: a
    time limit, prints kept) and the case that went wrong, and says whether that
    function is right on every position this case makes it see; an error or an
    endless loop counts as wrong.  ``within`` is the lesson whose checks call it
    (its ``LESSON``): the course's table of contents says where the earlier exercise
    is, so the hint names it by its number, and by its lesson when that is another.
    ``wrong_on`` says in a few words what is wrong ("gives a wrong answer on some of
    these positions").
    """

    name: str
    is_right: Callable[[Callable[..., object], Case], object]
    within: Places
    wrong_on: str = "gives a wrong answer on some of the positions this case tries"

    def hint(self, checked: str) -> str:
        """The "fix it first" hint, for an answer named ``checked``."""
        lesson, number, check = self.within.place_of(self.name)
        elsewhere = lesson != self.within.number
        exercise = f"lesson {lesson}'s exercise {number}" if elsewhere else f"exercise {number}"
        where = check + (f" in lesson {lesson}" if elsewhere else "")
        return (
            f"Fix {exercise} first: your {checked} uses your {self.name}, which {self.wrong_on} "
            f"({where} says where). Once it is right, run this check again."
        )


def _is_finished(function: object) -> bool:
    """Whether ``function`` is the package's own (``rules.is_valid_move`` imported by its plain name)."""
    code = getattr(function, "__code__", None)
    if not isinstance(code, types.CodeType):
        return not isinstance(function, types.FunctionType)  # a class, a builtin: nothing the student wrote
    return code.co_filename.startswith(PACKAGE_FOLDER)


def uses_own(function: object, name: str) -> Callable[..., object] | None:
    """The student's own function ``name`` that ``function`` calls, or ``None`` if it calls none.

    >>> def winner(board):
    ...     return count_discs(board)
    >>> uses_own(winner, "count_discs") is None  # no count_discs in this module's globals
    True
    >>> count_discs = lambda board: 0  # the student's own ...
    >>> def winner(board):
    ...     return rules.count_discs(board)  # ... but this answer calls the package's
    >>> uses_own(winner, "count_discs") is None
    True
    """
    code, names = getattr(function, "__code__", None), getattr(function, "__globals__", None)
    if not isinstance(code, types.CodeType) or not isinstance(names, dict) or name not in names_used(code):
        return None
    own: object = names.get(name)
    if not callable(own) or own is function or _is_finished(own):
        return None
    return own


def _is_right(own: Callable[..., object], earlier: Earlier, case: Case) -> bool:
    try:
        with GuardedFunction(own) as guarded:
            return earlier.is_right(guarded, case) is True
    except (Exception, StillRunning, SystemExit):  # the earlier function raised or never ended: wrong
        return False


def builds_on_hint(function: object, case: Case, earlier: Sequence[Earlier], *, checked: str = "") -> str:
    """ "Fix exercise N first: ..." when ``function`` uses an earlier exercise wrong on ``case``; else "".

    ``checked`` is the answer's name in the hint (by default the function's own name).
    """
    checked = checked or getattr(function, "__name__", "") or "function"
    for one in earlier:
        own = uses_own(function, one.name)
        if own is not None and not _is_right(own, one, case):
            return one.hint(checked)
    return ""
