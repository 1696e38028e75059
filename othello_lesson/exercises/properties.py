"""Properties a right answer has, each proven by probes: the smallest cases that test it alone.

A check declares, beside its exercise, the claims a right answer makes good:
"finds a sandwich going up", "stops at the edge of a 26x26 board", "leaves
the board it is given as it was".  Each ``Property`` holds the few small
cases that test that claim and nothing else, and what to say when an answer
breaks it.  When an answer fails, ``check_function(properties=...)`` tries
the properties in order; the first one the answer breaks gives the hint, and
its case is the one the report shows, so what the student reads was seen, not
guessed.  When no property isolates the mistake, the report shows the smallest
failing case with what came back and what was expected, and guesses nothing.

>>> from othello_lesson.exercises.cases import Case
>>> from othello_lesson.exercises.hints import Hints
>>> HINTS = Hints("example_doubles", {"zero": "double(0) should be 0, and it answered {got}."})
>>> zero = Property("doubles zero", lambda name: [Case(None, (0,), 0, f"{name}(0)")],
...                 lambda failed: HINTS.say("zero", got=failed[0][1]))
>>> def call(function, case):
...     return function(*case.args)
>>> def same(got, want):
...     return got == want
>>> broken = zero.broken_by(call, lambda x: x + 1, same, "double")
>>> broken.case.call, broken.answer, broken.hint
('double(0)', 1, 'double(0) should be 0, and it answered 1.')
>>> zero.broken_by(call, lambda x: 2 * x, same, "double") is None
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cases import Case
from .guard import Endless, StillRunning

__all__ = ["SEARCH_SECONDS", "Broken", "Property", "first_broken"]

SEARCH_SECONDS = 3.0
"""How much processor time the search for a broken claim may take: past it, or at an answer that
never ends, the search gives up (it only looks for a hint, the answer is already known to be
wrong).  Processor time, not the clock's: on a busy machine the same answer gets the same hint."""


class _GiveUp(Exception):
    """The search for a broken claim is abandoned: out of time, or the answer never ends."""


@dataclass(frozen=True)
class Broken:
    """A property an answer broke: the case that showed it, what the answer gave, and the hint."""

    case: Case
    answer: object
    hint: str
    printed: str = ""  # what the answer printed on that case, and on no other


@dataclass(frozen=True)
class Property:
    """A claim a right answer makes good (``name``), the cases that test it alone, and what to say.

    ``cases(name)`` gives the cases, each call written with the function's ``name``
    (smallest first; make the boards once, with ``functools.cache``, where they cost
    anything).  ``says(failed)`` gives the hint, from every ``(case, answer)`` the answer
    got wrong among them: it states what those cases showed, nothing more, or ``""`` when
    those failures are not what the claim is about (the answer then breaks no claim here).
    """

    name: str
    cases: Callable[[str], Sequence[Case]]
    says: Callable[[list[tuple[Case, object]]], str]
    proves_nothing: Callable[[object], bool] | None = None
    """Whether an answer proves nothing about this claim (an error the check's call caught, say):
    such a case is passed over, as one that raises is.  It raises ``StillRunning`` for an answer
    that never came back (the check's call caught that too): the search then ends."""
    judge: Callable[[object, object], bool] | None = None
    """Whether an answer keeps this claim, given the right answer (the check's ``same`` if not given):
    a claim about finding the flips may accept an answer that lists one square too many."""

    def broken_by(
        self,
        call: Callable[[Callable[..., object], Case], object],
        function: Callable[..., object],
        same: Callable[[object, object], bool],
        name: str,
        deadline: float | None = None,
    ) -> Broken | None:
        """How ``function`` (already guarded) breaks this property, if it does: the first case
        it gets wrong, and the hint said from every case it gets wrong.

        A case on which it raises an error proves nothing about this claim: it is passed
        over (the error has a hint of its own).  An answer that never finishes, or a search
        still going at ``deadline`` (a ``time.process_time()``), ends the search: ``None``.
        """
        try:
            return self._broken_by(call, function, same, name, deadline)
        except _GiveUp:
            return None

    def _broken_by(
        self,
        call: Callable[[Callable[..., object], Case], object],
        function: Callable[..., object],
        same: Callable[[object, object], bool],
        name: str,
        deadline: float | None,
    ) -> Broken | None:
        failed: list[tuple[Case, object]] = []
        printed = ""
        for case in self.cases(name):
            if deadline is not None and time.process_time() > deadline:
                raise _GiveUp
            try:
                got = call(function, case)
                if isinstance(got, Endless):
                    raise StillRunning
                if self.proves_nothing is not None and self.proves_nothing(got):
                    continue
            except StillRunning:
                raise _GiveUp from None
            except (Exception, SystemExit):
                continue
            try:
                right = bool((self.judge or same)(got, case.expected))
            except Exception:
                right = False
            if not right:
                if not failed:
                    printed = str(getattr(function, "printed", ""))
                failed.append((case, got))
        if not failed:
            return None
        case, got = failed[0]
        hint = self.says(failed)
        return (
            Broken(case, got, hint, printed) if hint else None
        )  # '': the failures show nothing this claim names


def first_broken(
    properties: Sequence[Property],
    call: Callable[[Callable[..., object], Case], object],
    function: Callable[..., object],
    same: Callable[[object, object], bool],
    name: str,
) -> Broken | None:
    """The first property, in the order given, that ``function`` breaks; ``None`` if it breaks none,
    or if the search ran past ``SEARCH_SECONDS``."""
    deadline = time.process_time() + SEARCH_SECONDS
    for claim in properties:
        broken = claim.broken_by(call, function, same, name, deadline)
        if broken is not None:
            return broken
        if time.process_time() > deadline:
            return None
    return None
