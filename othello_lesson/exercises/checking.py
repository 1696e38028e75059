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

import builtins
import contextlib
import difflib
import functools
import inspect
import io
import linecache
import random
import re
import signal
import sys
import sysconfig
import textwrap
import threading
import time
import tokenize
import types
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..progress import recorded
from ..rules import (
    BLACK,
    EMPTY,
    WHITE,
    Board,
    board_to_text,
    copy_board,
    initialize_board,
    next_player,
    place_move,
    square_name,
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


def wrong(
    name: str,
    case: Case,
    returned: str,
    *,
    hint: str = "",
    tried: int = 0,
    where: str = "",
    printed: str = "",
) -> Report:
    """A report for ``case``, with what came back (already put into words).

    ``where`` names the line of the student's code that raised an error;
    ``printed`` is what the student's function printed on this case.
    """
    parts = [f"✘ {name} is not right yet. The smallest case where it goes wrong:", ""]
    if case.board is not None:
        parts += [_board_text_or_repr(case.board), ""]
    parts += [case.call or f"{name}{safe_repr(case.args)}", f"returned: {returned}"]
    if where:
        parts.append(f"raised at: {where}")
    parts.append(f"expected: {safe_repr(case.expected)}")
    if printed:
        lines = printed.rstrip("\n").splitlines()
        shown = [f"    {line[:100]}" for line in lines[:6]] + (["    …"] if len(lines) > 6 else [])
        parts += ["it printed:", *shown]
    if hint:
        parts += ["", f"Hint: {hint}"]
    return Report(name, WRONG, "\n".join(parts), tried, case)


def _board_text_or_repr(board: object) -> str:
    return text_or_none(board) or safe_repr(board)


def correct(name: str, cases: Sequence[Case]) -> Report:
    count = len(cases)
    noun = "case" if count == 1 else "cases"
    text = f"✔ {name} is correct: tested on {count:,} {noun}{_sizes_phrase(cases)}."
    return Report(name, CORRECT, text, count)


# --- the one guarded way to call a student's function --------------------------------

SECONDS_PER_CALL = 2.0
"""The time limit of one call, read at each check (a test may patch it to make checks quicker)."""

WAITING_FACTOR = 10
"""A call that waits rather than computes (it sleeps, say) is stopped after this many times its limit."""

_PACKAGE = str(Path(__file__).resolve().parent.parent)
_CHECKS = str(Path(__file__).resolve().parent)
_PYTHON_PATHS = tuple(
    {
        str(Path(sysconfig.get_paths()[key]).resolve())
        for key in ("stdlib", "platstdlib", "purelib", "platlib")
    }
)


class StillRunning(BaseException):
    """The student's function ran too long on one case: most likely a loop that never ends.

    A ``BaseException``, so that an ``except Exception`` in the student's code
    cannot swallow it.
    """


@dataclass(frozen=True)
class Endless:
    """What came back from a call that was stopped because it ran too long."""

    seconds: float

    def __repr__(self) -> str:
        return f"nothing: it was still running after {self.seconds:g} seconds"


ENDLESS_HINT = (
    "The function never finished, so a loop never ends. In a while loop, each step must move on "
    "(r, c = r + dr, c + dc) and the condition must become False at the edge of the board."
)


@dataclass(frozen=True, eq=False)
class ChangedBoard:
    """What a function gave back when it also changed a board it should only have looked at."""

    returned: object
    before: Board
    after: Board

    def __repr__(self) -> str:
        after = text_or_none(self.after) or safe_repr(self.after)
        return f"{safe_repr(self.returned)}, but it also changed the board to\n{after}"


def text_or_none(board: object) -> str | None:
    """The compact text of ``board`` if it is a well-formed board, else ``None``."""
    try:
        return board_to_text(board)  # type: ignore[arg-type]
    except Exception:
        return None


def board_changes(before: Board, after: Board) -> str:
    """Say which squares differ between two boards of the same size, e.g. ``'b1: empty → ●'``."""
    words = {BLACK: "●", WHITE: "○", EMPTY: "empty"}
    changes = [
        f"{square_name(r, c)}: {words.get(before[r][c], safe_repr(before[r][c]))} → "
        f"{words.get(after[r][c], safe_repr(after[r][c]))}"
        for r in range(len(before))
        for c in range(len(before))
        if before[r][c] != after[r][c]
    ]
    return ", ".join(changes)


def changed_hint(got: object) -> str:
    """The hint for an answer that changed the board or never came ('' for any other answer)."""
    if isinstance(got, Endless):
        return ENDLESS_HINT
    if not isinstance(got, ChangedBoard):
        return ""
    if text_or_none(got.after) is None or len(got.after) != len(got.before):
        changes = "the board is no longer a proper board"
    else:
        changes = board_changes(got.before, got.after)
    return (
        "This function should only look at the board, never change it: "
        f"no assignment like board[r][c] = ... here. (It changed {changes}.)"
    )


class _Printed:
    """Where the student's prints go during a check: kept per call, never shown in the notebook."""

    def __init__(self, *, limit: int = 2000) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.limit = limit

    def write(self, text: str) -> int:
        if self.size < self.limit:
            self.parts.append(str(text)[: self.limit - self.size])
            self.size += len(self.parts[-1])
        return len(text)

    def flush(self) -> None:
        pass

    def take(self) -> str:
        text, self.parts, self.size = "".join(self.parts), [], 0
        return text


class GuardedFunction:
    """The one way a check calls the student's function: with a time limit, prints kept, errors kept.

    Used as a context manager around a whole check (``check_function`` does
    it): the time-limit handler and the capture of prints are set up once, and
    each call only starts and stops the timer.  A call that runs longer than
    ``seconds`` raises ``StillRunning``.  After each call, ``error`` is what it
    raised (or ``None``) and ``printed`` what it printed.

    Where the system has a timer signal (Linux, macOS) and we are in the main
    thread, a timer interrupts even ``while True: pass``.  There the limit is
    the processor time the call has used, which a busy machine does not
    stretch (the clock may run on ten times as long while the call waits for a
    core); a call that waits instead of computing is stopped by the clock, after
    ``WAITING_FACTOR`` times the limit.  Elsewhere (Windows, a browser), every
    line of the student's own code is counted and now and then the clock is
    read; the package's code is not traced, so it stays fast.  The limit is
    kept to within a tenth of a second.

    >>> with GuardedFunction(lambda n: print("n is", n) or n + 1, seconds=1) as guarded:
    ...     answer = guarded(41)
    >>> answer, guarded.printed
    (42, 'n is 41\\n')
    """

    def __init__(self, function: Callable, *, seconds: float | None = None) -> None:
        self.function = function
        self.seconds = SECONDS_PER_CALL if seconds is None else seconds
        self.error: BaseException | None = None
        self.printed = ""
        self._printed = _Printed()
        self._timer = False
        self._armed = False
        self._started = 0.0
        self._computed_before = 0.0
        self._stack = contextlib.ExitStack()

    def __enter__(self) -> GuardedFunction:
        self._timer = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
        if self._timer:
            # One timer for the whole check, ticking a few times a second: a call only notes when
            # it started, and a tick stops it once it has run too long.
            old = signal.signal(signal.SIGALRM, self._on_alarm)
            self._stack.callback(signal.signal, signal.SIGALRM, old)
            self._stack.callback(signal.setitimer, signal.ITIMER_REAL, 0)
            tick = min(0.1, self.seconds / 4)
            signal.setitimer(signal.ITIMER_REAL, tick, tick)
        self._stack.enter_context(contextlib.redirect_stdout(self._printed))  # type: ignore[type-var]
        return self

    def __exit__(self, *exc: object) -> None:
        self._stack.close()

    def _on_alarm(self, signum: int, frame: object) -> None:
        # Raised at every tick until the call is over, not once: Python runs this handler in whatever
        # code is running, and an error raised inside a __del__ (say, of an object the student's loop
        # throws away) is printed and dropped.  Raised once, it would leave such a loop running forever.
        if not self._armed:
            return
        computed = time.thread_time() - self._computed_before
        waited = time.monotonic() - self._started
        if computed >= self.seconds or waited >= self.seconds * WAITING_FACTOR:
            raise StillRunning(f"still running after {self.seconds:g} seconds")

    def __call__(self, *args: object, **kwargs: object) -> object:
        self.error, self.printed = None, ""
        printed = self._printed
        if printed.size:
            printed.take()
        try:
            if self._timer:
                self._started, self._computed_before = time.monotonic(), time.thread_time()
                self._armed = True
                try:
                    return self.function(*args, **kwargs)
                finally:
                    self._armed = False
            return _with_tracing(self.function, args, kwargs, self.seconds)
        except BaseException as error:
            self.error = error
            raise
        finally:
            if printed.size:
                self.printed = printed.take()

    @property
    def __name__(self) -> str:  # so that a report can still name the student's function
        return getattr(self.function, "__name__", "")


def within_time(function: Callable, *args: object, seconds: float | None = None) -> object:
    """Call ``function(*args)`` once, guarded: raise ``StillRunning`` once it has run for ``seconds``.

    A check calls the student's function through ``check_function``, which
    guards every call; this is for one call on its own.

    >>> within_time(lambda a, b: a + b, 2, 3)
    5
    """
    with GuardedFunction(function, seconds=seconds) as guarded:
        return guarded(*args)


def _with_tracing(function: Callable, args: tuple, kwargs: dict, limit: float) -> object:
    deadline = time.monotonic() + limit
    count = 0

    def on_line(frame: object, event: str, arg: object) -> object:
        nonlocal count
        count += 1
        if count % 1024 == 0 and time.monotonic() > deadline:
            raise StillRunning(f"still running after {limit:g} seconds")
        return on_line

    def on_call(frame: types.FrameType, event: str, arg: object) -> object:
        if frame.f_code.co_filename.startswith(_PACKAGE):
            return None
        return on_line(frame, event, arg)

    old = sys.gettrace()
    sys.settrace(on_call)
    try:
        return function(*args, **kwargs)
    finally:
        sys.settrace(old)


# --- where the student's code went wrong, and the errors beginners meet ----------------


def _is_students(filename: str) -> bool:
    if filename.startswith("<frozen") or filename.startswith(_PACKAGE):
        return False
    try:
        resolved = str(Path(filename).resolve())
    except (OSError, ValueError):
        return True
    return not resolved.startswith(_PYTHON_PATHS)


def _students_frame(error: BaseException) -> types.TracebackType | None:
    """The deepest step of ``error``'s traceback in the student's own code, if the error is theirs."""
    found, trace, last = None, error.__traceback__, None
    while trace is not None:
        if _is_students(trace.tb_frame.f_code.co_filename):
            found = trace
        last, trace = trace, trace.tb_next
    if last is not None and last.tb_frame.f_code.co_filename.startswith(_CHECKS):
        return None  # raised by the check's own helpers (a player that refuses to be asked, say)
    return found


def _where_and_hint(error: BaseException | None) -> tuple[str, str]:
    """Where in the student's cell ``error`` happened, and a hint if it is one beginners meet."""
    if error is None:
        return "", ""
    trace = _students_frame(error)
    if trace is None:
        return "", ""
    code = trace.tb_frame.f_code
    line = linecache.getline(code.co_filename, trace.tb_lineno).strip()
    where = f"line {trace.tb_lineno} of the cell that defines {code.co_name}"
    if line:
        where += f":\n    {line}"
    try:
        source = inspect.getsource(code)
    except (OSError, TypeError):
        source = line
    return where, beginner_hint(error, line, source, trace.tb_frame)


INDEX_ERROR_HINT = (
    "IndexError means the code read past the end of a list (or a string): a row or column "
    "number was not on the board. Check each index before you use it."
)
_LETTERS = re.compile(r"[\"']([a-zA-Z]{2,25})[\"']")


def beginner_hint(error: BaseException, line: str, source: str, frame: types.FrameType | None = None) -> str:
    """A hint for the errors beginners meet most, from the error, its line and the function's source.

    >>> size = 3
    >>> try:
    ...     [1, 2, 3][size / 2]
    ... except TypeError as error:
    ...     print(beginner_hint(error, "", ""))
    / always gives a float (8 / 2 is 4.0), and a float cannot number ...
    """
    message = _safe_text(error)
    if isinstance(error, TypeError) and "float" in message and ("indices" in message or "integer" in message):
        return (
            "/ always gives a float (8 / 2 is 4.0), and a float cannot number the items of a list or "
            "the steps of a range: use //, which gives a whole number (8 // 2 is 4)."
        )
    if isinstance(error, NameError):
        missing = getattr(error, "name", None) or ""
        if not missing:
            match = re.search(r"name '(\w+)'", message)
            missing = match[1] if match else ""
        known = set(dir(builtins))
        if frame is not None:
            known |= set(frame.f_locals) | set(frame.f_globals)
        close = difflib.get_close_matches(missing, sorted(known), n=1, cutoff=0.7)
        if close:
            return (
                f"Python knows no name {missing}: did you mean {close[0]}? A name must be written exactly "
                "as where it was made, capitals included."
            )
        return (
            f"Python knows no name {missing}: write it exactly as where it was made, and run the cell "
            "that makes it before this one."
        )
    if isinstance(error, IndexError):
        letters = [
            text for text in _LETTERS.findall(source) if "abcdefghijklmnopqrstuvwxyz".startswith(text.lower())
        ]
        if letters:
            return (
                f"The letters {letters[0]!r} stop at {letters[0][-1]!r}, but a board may have up to 26 "
                "columns: write out all the letters, 'abcdefghijklmnopqrstuvwxyz'."
            )
        fixed = _fixed_numbers(source)
        if fixed:
            numbers = f"the number {fixed[0]}" if len(fixed) == 1 else "the numbers " + ", ".join(fixed)
            return (
                f"The code writes {numbers} where the size of the board belongs: a board can be any "
                "size, so work it out with len(board) (or from the size you are given, e.g. size // 2)."
            )
        return INDEX_ERROR_HINT
    if isinstance(error, RecursionError):
        return "The function calls itself again and again and never stops."
    return ""


def _fixed_numbers(source: str) -> list[str]:
    """The whole numbers from 3 to 26 that ``source`` writes, except a divisor (``size // 2``)."""
    found: set[int] = set()
    before = ""
    try:
        for token in tokenize.generate_tokens(io.StringIO(textwrap.dedent(source)).readline):
            if token.type == tokenize.NUMBER and before not in ("/", "//", "%", "*"):
                with contextlib.suppress(ValueError):
                    if 3 <= int(token.string) <= 26:
                        found.add(int(token.string))
            if token.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT):
                before = token.string
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return [str(number) for number in sorted(found)]


class _Progress:
    """A one-line "checking ..." for a check that takes more than a moment, cleared when it ends.

    In a notebook the line is a display that always ends empty, so the stored
    output is the same however long the check took.  Outside a notebook it
    shows nothing.
    """

    AFTER = 0.5  # seconds before the line appears, and between two updates

    def __init__(self, name: str, total: int) -> None:
        self.name, self.total = name, total
        self._handle: object = None
        self._shown = False
        self._next = 0.0

    def __enter__(self) -> _Progress:
        self._handle = _display_handle()
        self._next = time.perf_counter() + self.AFTER
        return self

    def step(self, tried: int) -> None:
        if self._handle is None:
            return
        now = time.perf_counter()
        if now >= self._next:
            self._next = now + self.AFTER
            self._shown = True
            _update(self._handle, f"checking {self.name} … {tried:,} of {self.total:,} cases")

    def __exit__(self, *exc: object) -> None:
        if self._handle is not None:
            _update(self._handle, "")


class _Plain:
    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _display_handle() -> object:
    """A display in the running notebook to show progress in, or ``None`` outside a notebook."""
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:
        return None
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return None
    try:
        return display(_Plain(""), display_id=True)
    except Exception:
        return None


def _update(handle: object, text: str) -> None:
    with contextlib.suppress(Exception):
        handle.update(_Plain(text))  # type: ignore[attr-defined]


def default_call(function: Callable, case: Case) -> object:
    """Call the student's function on a copy of the board (``looking_call``), or on the arguments alone."""
    if case.board is None:
        return function(*case.args)
    return looking_call(function, case)


def looking_call(function: Callable, case: Case) -> object:
    """Call ``function`` on a copy of the case's board; catch it if it changes that copy or never ends."""
    board = copy_board(case.board)  # type: ignore[arg-type]
    try:
        got = function(board, *case.args)
    except StillRunning:
        return Endless(getattr(function, "seconds", SECONDS_PER_CALL))
    if board != case.board:
        return ChangedBoard(got, case.board, [list(row) if isinstance(row, list) else row for row in board])  # type: ignore[arg-type]
    return got


@recorded  # the outcome goes into the student's progress (never raises)
def check_function(
    function: Callable,
    cases: Iterable[Case],
    *,
    name: str,
    hint: str = "",
    call: Callable[[Callable, Case], object] = default_call,
    same: Callable[[object, object], bool] = lambda got, want: got == want,
    hint_for: Callable[[Case, object], str] | None = None,
    seconds: float | None = None,
) -> Report:
    """Run ``function`` on every case, smallest board first; report the first wrong answer.

    ``call`` decides how a case is run (by default on a copy of its board);
    ``same`` decides whether the answer is right; ``hint_for`` may give a
    hint that fits the particular mistake.  ``call`` is handed the student's
    function already guarded (see ``GuardedFunction``): every call has a time
    limit of ``seconds`` (``SECONDS_PER_CALL`` unless given), what it prints is
    kept out of the notebook, and whatever it raises becomes a report.  The
    check itself never raises: an error in a hint or a comparison falls back
    to a plainer report.
    """
    ordered = sorted(cases, key=lambda c: 0 if c.board is None else len(c.board))
    limit = SECONDS_PER_CALL if seconds is None else seconds
    with GuardedFunction(function, seconds=limit) as guarded, _Progress(name, len(ordered)) as progress:
        for tried, case in enumerate(ordered, start=1):
            progress.step(tried)
            try:
                got = call(guarded, case)
            except NotImplementedError as error:
                return not_done(name, waiting_for=_raised_in(error))
            except StillRunning:
                got = Endless(limit)
            except (
                Exception,
                SystemExit,
            ) as error:  # any error in the student's code is reported, not raised
                where, beginner = _where_and_hint(error)
                returned = f"an error: {type(error).__name__}: {_safe_text(error)}"
                if beginner == INDEX_ERROR_HINT and hint:
                    beginner = ""  # the check's own hint says more about this exercise
                return wrong(name, case, returned, hint=beginner or hint, tried=tried, where=where)
            if not _safely_same(same, got, case.expected):
                _BEING_CHECKED.append(guarded)
                try:
                    specific = _safe_hint(hint_for, case, got)
                finally:
                    _BEING_CHECKED.pop()
                where, beginner = _where_and_hint(guarded.error) if guarded.error is not None else ("", "")
                return wrong(
                    name,
                    case,
                    safe_repr(got),
                    hint=specific or beginner or hint,
                    tried=tried,
                    where=where,
                    printed=guarded.printed,
                )
    return correct(name, ordered)


def _safely_same(same: Callable[[object, object], bool], got: object, want: object) -> bool:
    """``same(got, want)``, where an answer that cannot even be compared is simply not the same."""
    try:
        return bool(same(got, want))
    except Exception:
        return False


def _safe_hint(hint_for: Callable[[Case, object], str] | None, case: Case, got: object) -> str:
    """The check's own hint for this answer, else the one for a changed board or an endless loop."""
    try:
        specific = hint_for(case, got) if hint_for is not None else ""
    except Exception as error:
        # The tests make a hint that fails loud, so that it gets fixed; an answer whose own
        # methods fail (a repr or == that raises) simply gets the plainer hint.
        if STRICT_HINTS and _students_frame(error) is None:
            raise
        specific = ""
    if isinstance(got, Endless) or not (isinstance(specific, str) and specific):
        return changed_hint(got)
    return specific


STRICT_HINTS = False

_BEING_CHECKED: list[Callable] = []  # the guarded function of the check now running (for ``probe``)
NO_ANSWER = object()  # what ``probe`` gives back when the student's function raised or ran too long


def probe(call: Callable[[Callable], object]) -> object:
    """Ask the function being checked one more question, to diagnose its mistake in a hint.

    ``call`` is handed the student's function (guarded, as every call is) and
    asks it whatever it likes, e.g. ``probe(lambda f: f(copy_board(board), 7, 0))``.
    An error or an endless loop gives ``NO_ANSWER``; so does a probe outside a check.
    """
    if not _BEING_CHECKED:
        return NO_ANSWER
    try:
        return call(_BEING_CHECKED[-1])
    except (Exception, StillRunning, SystemExit):
        return NO_ANSWER


def safe_repr(value: object, *, limit: int = 600) -> str:
    """``repr(value)``, shortened if very long, and never an error (for an answer in a report or hint).

    >>> safe_repr(list(range(1000)))[-20:]
    '… (4,890 characters)'
    """
    try:
        text = repr(value)
    except Exception as error:
        return f"a {type(value).__name__} that cannot be shown ({type(error).__name__})"
    if not isinstance(text, str):
        return f"a {type(value).__name__}"
    if len(text) > limit:
        return text[: limit - 20] + f" … ({len(text):,} characters)"
    return text


def _safe_text(error: BaseException) -> str:
    try:
        return str(error)
    except Exception:
        return ""


def sample_positions(
    sizes: Iterable[int] = (4, 6, 8), *, games: int = 6, seed: int = 2024
) -> list[tuple[Board, str]]:
    """Positions from seeded random games: every position of every game, with who is to move.

    The same seed always gives the same positions, so a check reports the
    same thing every time it runs.

    >>> positions = sample_positions((4,), games=1)
    >>> positions[0][0] == initialize_board(4), positions[0][1] == BLACK
    (True, True)

    The games are played once for each choice of sizes, games and seed; every
    call gets new boards, which it may change freely.
    """
    return [([list(row) for row in rows], to_move) for rows, to_move in _played(tuple(sizes), games, seed)]


@functools.cache
def _played(sizes: tuple[int, ...], games: int, seed: int) -> tuple[tuple[tuple, str], ...]:
    """``sample_positions``'s games, each position's rows as tuples (kept, so never changed)."""
    rng = random.Random(seed)
    found = []
    for size in sizes:
        for _ in range(games):
            board, to_move = initialize_board(size), BLACK
            while to_move is not None:
                found.append((tuple(map(tuple, board)), to_move))
                row, col = rng.choice(valid_moves_list(board, to_move))
                place_move(board, row, col, to_move)
                to_move = next_player(board, to_move)
            found.append((tuple(map(tuple, board)), BLACK))
    return tuple(found)
