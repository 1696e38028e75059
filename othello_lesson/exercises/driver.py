"""The driver of every exercise check: run a student's function on many cases, smallest board
first, and report either "correct" or the first case where it goes wrong.

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

How a check finds what to say
-----------------------------
In two steps.  First ``check_function`` finds the first case, smallest board first,
that the answer gets wrong: what came back or what it raised, with that call's own
error and prints (``_first_failure``).  Then it says what that case shows, in this order
(``_what_it_shows``): an earlier exercise the answer uses that is wrong on the case
("Fix exercise N first", ``builds_on``); the first of the exercise's declared mistakes
proven on the answer (``mistakes``); arguments the answer's own lines pass in another
order than the def names them (``argument_order``); the first property the answer breaks (each tried
on cases of its own, where it runs without an error), whose own case is then the one
shown; an error the answer raised on the case, explained from the error itself; the
check's own hint for the answer; its general hint; or the case alone.  Whatever is shown
belongs to one case: an error raised while a probe tried another case is never shown with
this one, nor a property's words with a case that is not the one they are about.

The report carries the hint (``Report.hint``), its id (``Report.hint_id``, for a hint said
from a table) and its category (``Report.category``, one of ``CATEGORIES``).

Every check's outcome, told to whoever listens
----------------------------------------------
A lesson's check is declared in the course's table of contents (``contents``:
``@LESSON.check``), which runs it and tells every function registered with
``on_outcome(listener)`` (kept in the list ``LISTENERS``, in order) an ``Outcome``: the
lesson, the exercise (the function the student writes) and its number, all from the
table; the report's ``state`` (``CORRECT``, ``WRONG`` or ``NOT_DONE``), its ``hint_id``,
``category``, ``hint`` and ``text``; ``checked``, the name of the function checked;
``recheck``, when ``keep`` checks again work already checked; and ``example``, when the
function checked is the course's own (a finished function, or a lesson's example with a
bug), no try of the student's.  ``check_function`` called on its own tells nothing.
The first listener records the outcome in the student's log (``exercises.log``).

A listener that raises is ignored: it never breaks a check, nor stops the
other listeners.  It should not print (the notebooks store the checks' output).

>>> report = check_function(lambda board, r, c: 5, cases, name="count", hint="Count again.")
>>> report.hint, report.hint_id, report.category
('Count again.', None, 'general')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from .argument_order import Swap, swapped_arguments
from .builds_on import Earlier, builds_on_hint, uses_own
from .cases import CORRECT, NOT_DONE, REPORT_WORDS, WRONG, Case, Report, correct, not_done, wrong
from .checking_line import CheckingLine
from .errors import ERRORS, is_own_slip, where_and_hint
from .guard import (
    ChangedBoard,
    Endless,
    GuardedFunction,
    StillRunning,
    changed_hint,
    default_call,
    endless_hint,
)
from .hints import Hint, hint_id
from .log import record_check
from .mistakes import Mistake, first_proven
from .properties import Broken, Property, first_broken
from .tracebacks import caller_step, error_text, raised_in, students_frame
from .words import safe_repr

__all__ = [
    "CATEGORIES",
    "CORRECT",
    "LISTENERS",
    "NOT_DONE",
    "NO_ANSWER",
    "STRICT_HINTS",
    "WRONG",
    "Outcome",
    "check_function",
    "on_outcome",
    "probe",
    "tell",
]

ErrorWords = str | Callable[[Callable[..., object], Case], str]
"""What a check adds after an error's explanation: words, or a function of the guarded answer and the case."""

STRICT_HINTS = False
"""Let a hint that fails raise (the tests set it, so that a broken hint gets fixed)."""

CATEGORIES = {
    "not done": "the exercise is not written yet",
    "builds on": "the answer uses an earlier exercise that is wrong: fix that one first",
    "error": "the answer raised an error, explained from the error itself",
    "property": "the answer breaks a property a right answer has, shown on its own case",
    "mistake": "the check's hint for that particular answer",
    "endless": "the function never finished (an endless loop?)",
    "changed board": "the function changed a board it should only look at",
    "general": "the exercise's general hint",
    "case only": "the case alone: what came back and what was expected, no hint",
}
"""What a report that is not correct shows (``Report.category``), each in a few words."""


@dataclass(frozen=True)
class Outcome:
    """How one check of a lesson's exercise ended: told to every listener of ``on_outcome``."""

    lesson: int | None
    exercise: str
    state: str
    hint_id: str | None
    hint: str = ""
    checked: str = ""  # the name of the function checked (a lesson's own example is not the exercise)
    text: str = ""  # the report as the student reads it
    number: int | None = None  # the exercise's number in its lesson
    category: str | None = None  # what the report shows (``CATEGORIES``); ``None`` for correct
    recheck: bool = False  # checked again by ``keep`` or the board: no try of the student's
    example: bool = False  # the function checked is the course's own, not the student's


LISTENERS: list[Callable[[Outcome], object]] = [record_check]
"""The functions told every check's ``Outcome``, in order (``on_outcome`` adds one); the first
records it in the student's log (``exercises.log``)."""


def on_outcome(listener: Callable[[Outcome], object]) -> Callable[[Outcome], object]:
    """Call ``listener(outcome)`` at the end of every check from now on; give back ``listener``.

    Adding the same listener twice tells it once.  ``LISTENERS.remove(listener)`` stops it.
    """
    if listener not in LISTENERS:
        LISTENERS.append(listener)
    return listener


def tell(outcome: Outcome) -> None:
    """Tell ``outcome`` to every listener, in order; one that raises is passed over."""
    for listener in list(LISTENERS):
        try:
            listener(outcome)
        except KeyboardInterrupt:
            raise
        except BaseException:  # recording an outcome must never break the check it records
            pass


def check_function(
    function: Callable[..., object],
    cases: Iterable[Case],
    *,
    name: str,
    hint: str = "",
    call: Callable[[Callable[..., object], Case], object] = default_call,
    same: Callable[[object, object], bool] = lambda got, want: got == want,
    hint_for: Callable[[Case, object], str] | None = None,
    builds_on: Sequence[Earlier] = (),
    properties: Sequence[Property] = (),
    note_for: Callable[[list[tuple[Case, object]]], str] | None = None,
    seconds: float | None = None,
    error_hints: Mapping[type[BaseException], ErrorWords] | None = None,
    mistakes: Sequence[Mistake] = (),
) -> Report:
    """Run ``function`` on every case, smallest board first; report the first wrong answer.

    ``call`` decides how a case is run (by default on a copy of its board);
    ``same`` decides whether the answer is right; ``hint_for`` may give a
    hint that fits the particular mistake (``probe`` lets it ask the function
    one more question).  ``builds_on`` names the earlier exercises the answer
    may call: when it uses one that is wrong on the failing case, the hint says
    to fix that one first (``builds_on.Earlier``).  ``properties`` are the claims a
    right answer makes good, each with the small cases that test it alone
    (``properties.Property``): when the answer is wrong, the first property it
    breaks gives the hint, and its case is the one reported; where none does,
    ``hint_for`` is asked.  ``mistakes`` are the exercise's known mistakes
    (``mistakes.Mistake``), tried before the properties: the first one proven on the
    answer gives the hint, and its probe's case is the one reported.  ``note_for``, given every
    case of a right answer with what it answered, may write a note the correct
    report carries (what a right answer costs, say).  ``call`` is handed the student's function already
    guarded (see ``GuardedFunction``): every call has a time limit of
    ``seconds`` (``guard.SECONDS_PER_CALL`` unless given), what it prints is
    kept out of the notebook, and whatever it raises becomes a report.  The
    check itself never raises: an error in a hint or a comparison falls back
    to a plainer report.

    An error the student's code raises is explained from the error itself
    (``errors.where_and_hint``: what it means, the name and the line involved);
    what the check adds follows that explanation, never replaces it: "fix
    exercise N first", else the words ``error_hints`` gives for that class of
    error (``{IndexError: "Ask is_on_board first."}``; or a function of the guarded answer
    and the case, which may ask the answer one more question), else ``hint``.
    """
    checks = _Checks(call, same, hint_for, builds_on, properties, note_for, error_hints or {}, mistakes)
    ordered = sorted(cases, key=lambda c: 0 if c.board is None else len(c.board))
    with GuardedFunction(function, seconds=seconds) as guarded, CheckingLine(name, len(ordered)) as line:
        found = _first_failure(guarded, ordered, checks, line)
        if isinstance(found, list):
            return correct(name, ordered, note=checks.note(found))
        return _what_it_shows(found, function, guarded, name, hint, checks)


@dataclass(frozen=True)
class _Checks:
    """How ``check_function`` runs a case, compares its answer and finds a hint."""

    call: Callable[[Callable[..., object], Case], object]
    same: Callable[[object, object], bool]
    hint_for: Callable[[Case, object], str] | None
    builds_on: Sequence[Earlier]
    properties: Sequence[Property] = ()
    note_for: Callable[[list[tuple[Case, object]]], str] | None = None
    error_hints: Mapping[type[BaseException], ErrorWords] = field(default_factory=dict)
    mistakes: Sequence[Mistake] = ()

    def after(self, error: BaseException, guarded: Callable[..., object], case: Case) -> str:
        """What the check says after the explanation of ``error`` (``error_hints``), if it says anything."""
        words = next((words for kind, words in self.error_hints.items() if isinstance(error, kind)), "")
        if isinstance(words, str):
            return words
        try:
            said = words(guarded, case)
        except Exception:
            if STRICT_HINTS:
                raise
            return ""
        return said if isinstance(said, str) else ""

    def broken_property(
        self, guarded: Callable[..., object], name: str, *, claims: bool = True, mistakes: bool = True
    ) -> Broken | None:
        """The first mistake proven on the answer, else (if ``claims``) the first property it breaks:
        its case and hint (``None``: none, or looking failed)."""
        try:
            proven = (
                first_proven(self.mistakes, self.call, guarded, self.same, name)
                if self.mistakes and mistakes
                else None
            )
            if proven is not None:
                return Broken(proven.case, proven.answer, proven.hint, proven.printed)
            if not claims or not self.properties:
                return None
            return first_broken(self.properties, self.call, guarded, self.same, name)
        except Exception:
            if STRICT_HINTS:
                raise
            return None

    def note(self, answered: list[tuple[Case, object]]) -> str:
        """The note for a right answer ('' if none, or if writing it failed)."""
        if self.note_for is None:
            return ""
        try:
            note = self.note_for(answered)
        except Exception:
            if STRICT_HINTS:
                raise
            return ""
        return note if isinstance(note, str) else ""

    def earlier_hint(self, function: Callable[..., object], case: Case, name: str) -> str:
        """ "Fix exercise N first" when the answer uses an earlier exercise wrong on ``case``; else ""."""
        if not self.builds_on:
            return ""
        try:
            return builds_on_hint(function, case, self.builds_on, checked=name)
        except Exception:
            if STRICT_HINTS:
                raise
            return ""


# --- step 1: the first case the answer gets wrong ------------------------------------------------


@dataclass(frozen=True)
class _Failure:
    """The first case an answer gets wrong, and everything its own call left: nothing of any other case.

    ``raised`` is what the call raised out of the check's ``call`` (``None`` if it came back);
    ``error`` what the student's function raised in that call even when the check's ``call``
    caught it (a move that raised, shown as an outcome); ``printed`` what it printed.
    """

    case: Case
    tried: int
    got: object = None
    raised: BaseException | None = None
    error: BaseException | None = None
    printed: str = ""


def _first_failure(
    guarded: GuardedFunction, ordered: list[Case], checks: _Checks, line: CheckingLine
) -> _Failure | list[tuple[Case, object]]:
    """The first case of ``ordered`` the answer gets wrong; else every case with its answer
    (kept only when the check writes a note for a right answer)."""
    answered: list[tuple[Case, object]] = []
    for tried, case in enumerate(ordered, start=1):
        line.step(tried)
        try:
            got = checks.call(guarded, case)
        except StillRunning:
            got = Endless(guarded.seconds)
        except (Exception, SystemExit) as error:  # any error in the student's code is reported, not raised
            return _Failure(case, tried, raised=error, error=error, printed=guarded.printed)
        if not _safely_same(checks.same, got, case.expected):
            return _Failure(case, tried, got=got, error=guarded.error, printed=guarded.printed)
        if checks.note_for is not None:
            answered.append((case, got))
    return answered


# --- step 2: what that case shows ----------------------------------------------------------------


def _what_it_shows(
    failure: _Failure,
    function: Callable[..., object],
    guarded: GuardedFunction,
    name: str,
    hint: str,
    checks: _Checks,
) -> Report:
    """The report of ``failure``: the first of what the docs' order finds, about that case alone."""
    case, tried = failure.case, failure.tried
    if isinstance(failure.raised, NotImplementedError):
        return replace(not_done(name, waiting_for=raised_in(failure.raised)), category="not done")
    if failure.raised is not None:
        return _error_report(failure, failure.raised, function, guarded, name, hint, checks)
    got = failure.got
    earlier = checks.earlier_hint(function, case, name)
    # a changed board, an endless loop, an earlier exercise: each has its own hint
    others = bool(earlier) or isinstance(got, (Endless, ChangedBoard))
    # an error the case's call caught is explained from the error, arguments' order included
    swap = None if others or failure.error is not None else _swap_in(function)
    if swap is not None and swap.key == "def_in_another_order":  # every value arrives in another name
        return _swap_report(swap, failure, name)
    proven = None if others else checks.broken_property(guarded, name, claims=False)
    if proven is not None:  # a declared mistake, proven on the answer
        return _property_report(proven, name, tried)
    if swap is not None:  # the answer is wrong and its own lines pass values in another order than the def's
        return _swap_report(swap, failure, name)
    # a property's claims are about an answer of the right shape
    claims = type(got) is type(case.expected)
    broken = None if others or not claims else checks.broken_property(guarded, name, mistakes=False)
    if broken is not None:
        return _property_report(broken, name, tried)
    specific, specific_kind = ("", None) if earlier else _safe_hint(checks.hint_for, case, got)
    where, explanation = where_and_hint(failure.error)  # the error of this case's own call, if any
    chosen, kind = _first_hint((earlier, "builds on"), (specific, specific_kind), (hint, "general"))
    if explanation and kind != "builds on":
        kind = "error"
    chosen = _explained(explanation, chosen)
    report = wrong(
        name, case, safe_repr(got), hint=chosen, tried=tried, where=where, printed=failure.printed, answer=got
    )
    return _said(report, chosen, kind)


def _swap_in(function: Callable[..., object]) -> Swap | None:
    """Arguments the answer's def or lines take in another order than the exercise or the callee's def
    names them (``argument_order``); ``None``: none found, or looking failed."""
    try:
        return swapped_arguments(function)
    except Exception:
        if STRICT_HINTS:
            raise
        return None


def _swap_report(swap: Swap, failure: _Failure, name: str) -> Report:
    """The report of a wrong answer whose arguments come in another order: its own case, and the swap."""
    words = swap.words()
    report = wrong(
        name,
        failure.case,
        safe_repr(failure.got),
        hint=words,
        tried=failure.tried,
        printed=failure.printed,
        answer=failure.got,
    )
    return _said(report, words, "error")


def _error_report(
    failure: _Failure,
    error: BaseException,
    function: Callable[..., object],
    guarded: GuardedFunction,
    name: str,
    hint: str,
    checks: _Checks,
) -> Report:
    """The report of a case whose call raised: the error explained, then what the check adds."""
    case = failure.case
    where, explanation = where_and_hint(error)
    returned = REPORT_WORDS.say("an_error", error=f"{type(error).__name__}: {error_text(error)}")
    earlier = "" if is_own_slip(error) else checks.earlier_hint(function, case, name)
    helper = "" if earlier else _helper_is_right(function, error, name, checks)
    broken = None if earlier or helper else checks.broken_property(guarded, name)
    if broken is not None:  # proven where the answer runs: the property's own case is shown, not the error
        return _property_report(broken, name, failure.tried)
    chosen, kind = _first_hint(
        (earlier, "builds on"),
        (helper, "error"),
        (checks.after(error, guarded, case), "error"),
        (hint, "general"),
    )
    if explanation and kind != "builds on":
        kind = "error"
    chosen = _explained(explanation, chosen)
    report = wrong(name, case, returned, hint=chosen, tried=failure.tried, where=where)
    return _said(report, chosen, kind)


def _property_report(broken: Broken, name: str, tried: int) -> Report:
    """The report of a broken property: its own case, what came back there, and its words."""
    report = wrong(
        name,
        broken.case,
        safe_repr(broken.answer),
        hint=broken.hint,
        tried=tried,
        printed=broken.printed,  # what it printed on the case shown, not on the last probe
        answer=broken.answer,
    )
    return _said(report, broken.hint, "property")


def _said(report: Report, hint: str, kind: str | None) -> Report:
    """``report`` with its hint, the hint's id and its category (``case only`` when it has no hint)."""
    return replace(report, hint=str(hint), hint_id=hint_id(hint), category=kind if hint else "case only")


def _explained(explanation: str, follows: str) -> str:
    """The explanation of an error first (its id the hint's), then what the check adds; or that alone."""
    if not explanation:
        return follows
    words = f"{explanation} {follows}" if follows else str(explanation)
    said = hint_id(explanation)
    return words if said is None else Hint(words, said)


def _helper_is_right(
    function: Callable[..., object], error: BaseException, name: str, checks: _Checks
) -> str:
    """When the error was raised in an earlier exercise of the student's that is right on this case
    (the check's ``builds_on`` found nothing wrong in it), words that send them to the caller's line."""
    caller, deepest = caller_step(error), students_frame(error)
    if caller is None or deepest is None:
        return ""
    helper = deepest.tb_frame.f_code.co_name
    if not any(earlier.name == helper for earlier in checks.builds_on) or uses_own(function, helper) is None:
        return ""
    return ERRORS.say("helper_is_right", helper=helper, checked=name, line=caller.tb_lineno)


def _first_hint(*hints: tuple[str, str | None]) -> tuple[str, str | None]:
    """The first hint that says something, with its kind; ``('', None)`` if none does."""
    for text, kind in hints:
        if text:
            return text, kind
    return "", None


def _safely_same(same: Callable[[object, object], bool], got: object, want: object) -> bool:
    """``same(got, want)``, where an answer that cannot even be compared is simply not the same."""
    try:
        return bool(same(got, want))
    except Exception:
        return False


def _safe_hint(
    hint_for: Callable[[Case, object], str] | None, case: Case, got: object
) -> tuple[str, str | None]:
    """The check's own hint for this answer (else that for a changed board or endless loop), and its kind."""
    try:
        specific = hint_for(case, got) if hint_for is not None else ""
    except Exception as error:
        # The tests make a hint that fails loud, so that it gets fixed; an answer whose own
        # methods fail (a repr or == that raises) simply gets the plainer hint.
        if STRICT_HINTS and students_frame(error) is None:
            raise
        specific = ""
    if isinstance(got, Endless) or not (isinstance(specific, str) and specific):
        specific = changed_hint(got)
    if not specific:
        return "", None
    # A lesson's own hint often starts with the one for an endless loop or a changed board.
    if endless_hint() in specific:
        return specific, "endless"
    if isinstance(got, ChangedBoard) and changed_hint(got) in specific:
        return specific, "changed board"
    return specific, "mistake"


NO_ANSWER = object()  # what ``probe`` gives back when the student's function raised or ran too long


def probe(
    function: Callable[..., object],
    ask: Callable[[Callable[..., object]], object],
    *,
    seconds: float | None = None,
) -> object:
    """Ask ``function`` one more question, to diagnose its mistake in a hint.

    ``ask`` is handed ``function`` guarded, as every call of a check is, and
    asks it whatever it likes, e.g. ``probe(is_on_board, lambda f: f(board, 7, 0))``.
    An error or an endless loop gives ``NO_ANSWER``.

    >>> probe(lambda n: n + 1, lambda f: f(41)), probe(lambda n: 1 / n, lambda f: f(0)) is NO_ANSWER
    (42, True)
    """
    try:
        with GuardedFunction(function, seconds=seconds) as guarded:
            return ask(guarded)
    except (Exception, StillRunning, SystemExit):
        return NO_ANSWER
