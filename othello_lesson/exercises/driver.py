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

Every check's outcome, told to whoever listens
----------------------------------------------
Each call of ``check_function`` ends at one point, where its verdict is
known; there every function registered with ``on_outcome(listener)`` (kept
in the list ``LISTENERS``, in order) is called once with an ``Outcome``:

* ``lesson``: the lesson's number, from the name of the check's module
  (``othello_lesson.exercises.lesson4`` gives 4), or ``None`` when
  ``check_function`` is not called from a lesson's check;
* ``exercise``: the name of the lesson's check function without ``check_``
  (``check_place_move`` gives ``"place_move"``; a check that calls another,
  such as ``check_fixed_careless``, is named by the outermost one), or the
  report's name outside a lesson's check;
* ``state``: the report's status, ``"correct"``, ``"not yet"`` or ``"not done"``
  (``CORRECT``, ``WRONG``, ``NOT_DONE``);
* ``hint_id``: which hint the report gave, ``None`` when there is none (always
  for "correct" and "not done"): the id of a hint said from a table
  (``"lesson3.row_above"``, see ``hints``; for an error the student's code
  raised, the id of its explanation, ``"errors.unbound_local"``, whatever the
  check adds after it), else where its words came from:
  ``"endless"`` (the function never finished), ``"changed board"`` (it changed a
  board it should only look at), ``"mistake"`` (the check's own hint for this
  particular answer), ``"builds on"`` (the answer uses an earlier exercise that
  is wrong: "Fix exercise N first", see ``builds_on``), ``"error"`` (the check's
  own words for that class of error, ``error_hints``) or ``"general"`` (the
  check's one general hint);
* ``hint``: the hint's text, as the report shows it after ``Hint:`` (``""`` if none);
* ``checked``: the name of the function checked, and ``text``: the whole report.

A check that runs another check tells one outcome, the outermost.  The first
listener records the outcome in the student's log (``exercises.log``).

A listener that raises is ignored: it never breaks a check, nor stops the
other listeners.  It should not print (the notebooks store the checks' output).

>>> told = on_outcome(lambda outcome: print(outcome.exercise, outcome.state, outcome.hint_id, outcome.hint))
>>> report = check_function(lambda board, r, c: 5, cases, name="count", hint="Count again.")
count not yet general Count again.
>>> LISTENERS.remove(told)
"""

from __future__ import annotations

import inspect
import re
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from .builds_on import Earlier, builds_on_hint, uses_own
from .cases import CORRECT, NOT_DONE, WRONG, Case, Report, correct, not_done, wrong
from .checking_line import CheckingLine
from .errors import ERRORS, is_own_slip, where_and_hint
from .guard import (
    ENDLESS_HINT,
    ChangedBoard,
    Endless,
    GuardedFunction,
    StillRunning,
    changed_hint,
    default_call,
)
from .hints import Hint, hint_id
from .log import record_check
from .mistakes import Mistake, first_proven
from .properties import Broken, Property, first_broken
from .tracebacks import caller_step, error_text, raised_in, students_frame
from .words import safe_repr

__all__ = [
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
]

ErrorWords = str | Callable[[Callable[..., object], Case], str]
"""What a check adds after an error's explanation: words, or a function of the guarded answer and the case."""

STRICT_HINTS = False
"""Let a hint that fails raise (the tests set it, so that a broken hint gets fixed)."""


@dataclass(frozen=True)
class Outcome:
    """How one check ended: told to every listener of ``on_outcome`` (see the module's docstring)."""

    lesson: int | None
    exercise: str
    state: str
    hint_id: str | None
    hint: str = ""
    checked: str = ""  # the name of the function checked (a lesson's own example is not the exercise)
    text: str = ""  # the report as the student reads it


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


def _tell(outcome: Outcome) -> None:
    for listener in list(LISTENERS):
        try:
            listener(outcome)
        except KeyboardInterrupt:
            raise
        except BaseException:  # recording an outcome must never break the check it records
            pass


_LESSON_MODULE = re.compile(r"othello_lesson\.exercises\.lesson(\d+)$")


def _exercise_checked(name: str) -> tuple[int | None, str]:
    """The lesson and exercise of the lesson's check that called ``check_function`` (outermost first)."""
    lesson, exercise = None, name
    frame = inspect.currentframe()
    while frame is not None:
        module = frame.f_globals.get("__name__")  # a notebook may have made it anything at all
        match = _LESSON_MODULE.match(module) if isinstance(module, str) else None
        if match and frame.f_code.co_name.startswith("check_"):
            lesson, exercise = int(match[1]), frame.f_code.co_name.removeprefix("check_")
        frame = frame.f_back
    return lesson, exercise


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
    to a plainer report.  Its outcome is told to the listeners of ``on_outcome``.

    An error the student's code raises is explained from the error itself
    (``errors.where_and_hint``: what it means, the name and the line involved);
    what the check adds follows that explanation, never replaces it: "fix
    exercise N first", else the words ``error_hints`` gives for that class of
    error (``{IndexError: "Ask is_on_board first."}``; or a function of the guarded answer
    and the case, which may ask the answer one more question), else ``hint``.
    """
    lesson, exercise = _exercise_checked(name)
    depth = getattr(_checking, "depth", 0)
    _checking.depth = depth + 1
    try:
        checks = _Checks(call, same, hint_for, builds_on, properties, note_for, error_hints or {}, mistakes)
        report, source, hint_text = _run(function, cases, name, hint, checks, seconds)
    finally:
        _checking.depth = depth
    if depth == 0:  # a check that runs another check (lesson 4's fixed functions) tells one outcome
        said = hint_id(hint_text) or source
        _tell(Outcome(lesson, exercise, report.status, said, hint_text, name, report.text))
    return report


_checking = threading.local()  # how deep in check_function this thread is


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
        self, guarded: Callable[..., object], name: str, *, claims: bool = True
    ) -> Broken | None:
        """The first mistake proven on the answer, else (if ``claims``) the first property it breaks:
        its case and hint (``None``: none, or looking failed)."""
        try:
            proven = (
                first_proven(self.mistakes, self.call, guarded, self.same, name) if self.mistakes else None
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


def _run(
    function: Callable[..., object],
    cases: Iterable[Case],
    name: str,
    hint: str,
    checks: _Checks,
    seconds: float | None,
) -> tuple[Report, str | None, str]:
    """``check_function``'s report, with where its hint came from and the hint itself."""
    call, same, hint_for = checks.call, checks.same, checks.hint_for
    ordered = sorted(cases, key=lambda c: 0 if c.board is None else len(c.board))
    answered: list[tuple[Case, object]] = []  # kept only for a note
    with GuardedFunction(function, seconds=seconds) as guarded, CheckingLine(name, len(ordered)) as line:
        for tried, case in enumerate(ordered, start=1):
            line.step(tried)
            try:
                got = call(guarded, case)
            except NotImplementedError as error:
                return not_done(name, waiting_for=raised_in(error)), None, ""
            except StillRunning:
                got = Endless(guarded.seconds)
            except (
                Exception,
                SystemExit,
            ) as error:  # any error in the student's code is reported, not raised
                where, explanation = where_and_hint(error)
                returned = f"an error: {type(error).__name__}: {error_text(error)}"
                earlier = "" if is_own_slip(error) else checks.earlier_hint(function, case, name)
                helper = "" if earlier else _helper_is_right(function, error, name, checks)
                # a property the answer breaks where it runs says what the probes showed about it
                broken = None if earlier or helper else checks.broken_property(guarded, name)
                shown = broken.hint if broken is not None else ""
                chosen, kind = _first_hint(
                    (earlier, "builds on"),
                    (helper, "helper"),
                    (shown, "property"),
                    (checks.after(error, guarded, case), "error"),
                    (hint, "general"),
                )
                chosen, kind = _explained(explanation, chosen, kind)
                return wrong(name, case, returned, hint=chosen, tried=tried, where=where), kind, chosen
            if not _safely_same(same, got, case.expected):
                earlier = checks.earlier_hint(function, case, name)
                broken = (
                    None
                    # a changed board, an endless loop, an earlier exercise: each has its own hint
                    if earlier or isinstance(got, (Endless, ChangedBoard))
                    # a declared mistake may be one of shape; a property's claims are not
                    else checks.broken_property(guarded, name, claims=type(got) is type(case.expected))
                )
                if broken is not None:
                    report = wrong(
                        name,
                        broken.case,
                        safe_repr(broken.answer),
                        hint=broken.hint,
                        tried=tried,
                        printed=broken.printed,  # what it printed on the case shown, not on the last probe
                        answer=broken.answer,
                    )
                    return report, "property", broken.hint
                specific, specific_kind = ("", None) if earlier else _safe_hint(hint_for, case, got)
                where, explanation = where_and_hint(guarded.error)
                chosen, kind = _first_hint(
                    (earlier, "builds on"), (specific, specific_kind), (hint, "general")
                )
                chosen, kind = _explained(explanation, chosen, kind)
                report = wrong(
                    name,
                    case,
                    safe_repr(got),
                    hint=chosen,
                    tried=tried,
                    where=where,
                    printed=guarded.printed,
                    answer=got,
                )
                return report, kind, chosen
            if checks.note_for is not None:
                answered.append((case, got))
    return correct(name, ordered, note=checks.note(answered)), None, ""


def _explained(explanation: str, follows: str, kind: str | None) -> tuple[str, str | None]:
    """The explanation of an error first (its id the hint's), then what the check adds; or that alone."""
    if not explanation:
        return follows, kind
    said = hint_id(explanation) or "error"
    return Hint(f"{explanation} {follows}" if follows else str(explanation), said), said


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
    if ENDLESS_HINT in specific:
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
