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
from .hints import Hints
from .tracebacks import PACKAGE_FOLDER

__all__ = ["BUILDS_ON_WORDS", "Earlier", "Places", "builds_on_hint", "uses_own"]

BUILDS_ON_WORDS = Hints(
    "builds_on",
    {
        "fix_first": (
            "Fix {exercise} first: your {checked} uses your {earlier}, which {wrong_on} "
            "({where} says where). Once it is right, run this check again."
        ),
        "exercise": "exercise {number}",
        "exercise_elsewhere": "lesson {lesson}'s exercise {number}",
        "check_elsewhere": "{check} in lesson {lesson}",
        "wrong_on": "gives a wrong answer on some of the positions this case tries",
        # What is wrong in each earlier exercise a check builds on, by its function's name.
        "empty_board": "does not make an empty board of this size",
        "row_to_text": "writes some rows of this board wrongly",
        "is_on_board": "is wrong about some squares this case asks about",
        "ray_squares": "walks a ray of this case wrongly",
        "sandwiches": "is wrong about a direction of this move",
        "flips_in_direction": "finds the wrong discs in a direction of this move",
        "flipped_discs": "finds the wrong discs for this move",
        "is_valid_move": "is wrong about some squares of this board",
        "valid_moves_list": "lists the moves of this board wrongly",
        "has_valid_move": "is wrong about this board",
        "count_discs": "counts the discs of this board wrongly",
        "most_flips_player": "chooses the wrong move on this board",
        "weights_score": "scores some of these positions wrongly",
        "features": "gives wrong features for a position of this case",
        "update": "gives wrong weights on a step of this descent",
    },
)
"""The words of "fix exercise N first", and what is wrong in each earlier exercise, by its name."""


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
    What is wrong is said in a few words, the table's words under the earlier exercise's
    name ("finds the wrong discs for this move"), else the general ones ("gives a wrong
    answer on some of the positions this case tries").
    """

    name: str
    is_right: Callable[[Callable[..., object], Case], object]
    within: Places

    def hint(self, checked: str) -> str:
        """The "fix it first" hint, for an answer named ``checked``."""
        words = BUILDS_ON_WORDS
        lesson, number, check = self.within.place_of(self.name)
        exercise: str = words.say("exercise", number=number)
        where: str = check
        if lesson != self.within.number:
            exercise = words.say("exercise_elsewhere", lesson=lesson, number=number)
            where = words.say("check_elsewhere", check=check, lesson=lesson)
        wrong_on = words[self.name] if self.name in words else words["wrong_on"]
        return str(
            words.say(
                "fix_first",
                exercise=exercise,
                checked=checked,
                earlier=self.name,
                wrong_on=wrong_on,
                where=where,
            )
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
