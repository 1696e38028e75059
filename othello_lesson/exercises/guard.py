"""The one guarded way a check calls the student's function: a time limit, prints kept, the board kept.

A function that never ends is stopped (``StillRunning``, reported as
``Endless``) instead of hanging the notebook; what it prints is kept out of
the notebook; and ``looking_call`` hands it a copy of the case's board, so a
function that should only *look* at the board but changes it comes back as a
``ChangedBoard``.  ``SECONDS_PER_CALL`` is read at each check, so a test
shortens the limit for every lesson by patching this module.

>>> from .cases import Case
>>> board = [[" ", "●"], ["○", " "]]
>>> changed_hint(looking_call(lambda b: b[0].clear(), Case(board, (), None)))
'This function should only look at the board, never change it: ...'
>>> board
[[' ', '●'], ['○', ' ']]
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
import time
import types
from collections.abc import Callable
from dataclasses import dataclass

from ..rules import Board, copy_board
from .cases import Case
from .hints import Hints
from .tracebacks import PACKAGE_FOLDER
from .words import board_changes, board_or_repr, safe_repr, text_or_none

SECONDS_PER_CALL = 2.0
"""The time limit of one call, read at each check (a test may patch it to make checks quicker)."""

TraceFunction = Callable[[types.FrameType, str, object], "TraceFunction | None"]
"""What ``sys.settrace`` takes: called on each event of a frame, it returns the function for its next ones."""

WAITING_FACTOR = 10
"""A call that waits rather than computes (it sleeps, say) is stopped after this many times its limit."""


class StillRunning(BaseException):
    """The student's function ran too long on one case: most likely a loop that never ends.

    A ``BaseException``, so that an ``except Exception`` in the student's code
    cannot swallow it.
    """


@dataclass(frozen=True)
class Endless:
    """What came back from a call that was stopped because it ran too long."""

    seconds: float

    @classmethod
    def of(cls, function: Callable[..., object]) -> Endless:
        """What a call of ``function`` stopped by its time limit gives back (``function`` guarded, or not)."""
        return cls(getattr(function, "seconds", SECONDS_PER_CALL))

    def __repr__(self) -> str:
        return GUARD_WORDS.say("still_running", seconds=f"{self.seconds:g}")


GUARD_WORDS = Hints(
    "guard",
    {
        "endless": (
            "The function never finished, so a loop never ends. In a while loop, each step must move on "
            "(r, c = r + dr, c + dc) and the condition must become False at the edge of the board."
        ),
        "still_running": "nothing: it was still running after {seconds} seconds",
        "also_changed": "{returned}, but it also changed the board to\n{board}",
        "changed": (
            "This function should only look at the board, never change it: "
            "no assignment like board[r][c] = ... here. (It changed {changes}.)"
        ),
        "no_longer_a_board": "the board is no longer a proper board",
    },
)
"""The words of an answer that never finished, or that changed the board it was given."""
ENDLESS_HINT = GUARD_WORDS.english("endless")  # in English: said in the current language by endless_hint()


def endless_hint() -> str:
    """The hint for a function that never finished, in the current language."""
    return str(GUARD_WORDS.say("endless"))


@dataclass(frozen=True, eq=False)
class ChangedBoard:
    """What a function gave back when it also changed a board it should only have looked at."""

    returned: object
    before: Board
    after: Board

    def __repr__(self) -> str:
        returned, board = safe_repr(self.returned), board_or_repr(self.after)
        return GUARD_WORDS.say("also_changed", returned=returned, board=board)


def changed_hint(got: object) -> str:
    """The hint for an answer that changed the board or never came ('' for any other answer)."""
    if isinstance(got, Endless):
        return endless_hint()
    if not isinstance(got, ChangedBoard):
        return ""
    if text_or_none(got.after) is None or len(got.after) != len(got.before):
        changes = GUARD_WORDS["no_longer_a_board"]
    else:
        changes = board_changes(got.before, got.after)
    return str(GUARD_WORDS.say("changed", changes=changes))


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
    raised (or ``None``) and ``printed`` what it printed.  One guard may be
    opened inside another (a hint asking the function one more question): the
    outer one's timer is put back when the inner one closes.

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

    def __init__(self, function: Callable[..., object], *, seconds: float | None = None) -> None:
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
            self._stack.callback(signal.setitimer, signal.ITIMER_REAL, *signal.getitimer(signal.ITIMER_REAL))
            tick = min(0.1, self.seconds / 4)
            signal.setitimer(signal.ITIMER_REAL, tick, tick)
        self._stack.enter_context(contextlib.redirect_stdout(self._printed))
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


def within_time(function: Callable[..., object], *args: object, seconds: float | None = None) -> object:
    """Call ``function(*args)`` once, guarded: raise ``StillRunning`` once it has run for ``seconds``.

    A check calls the student's function through ``check_function``, which
    guards every call; this is for one call on its own.

    >>> within_time(lambda a, b: a + b, 2, 3)
    5
    """
    with GuardedFunction(function, seconds=seconds) as guarded:
        return guarded(*args)


def _with_tracing(
    function: Callable[..., object], args: tuple[object, ...], kwargs: dict[str, object], limit: float
) -> object:
    deadline = time.monotonic() + limit
    count = 0

    def on_line(frame: types.FrameType, event: str, arg: object) -> TraceFunction:
        nonlocal count
        count += 1
        if count % 1024 == 0 and time.monotonic() > deadline:
            raise StillRunning(f"still running after {limit:g} seconds")
        return on_line

    def on_call(frame: types.FrameType, event: str, arg: object) -> TraceFunction | None:
        if frame.f_code.co_filename.startswith(PACKAGE_FOLDER):
            return None
        return on_line(frame, event, arg)

    old = sys.gettrace()
    sys.settrace(on_call)
    try:
        return function(*args, **kwargs)
    finally:
        sys.settrace(old)


def default_call(function: Callable[..., object], case: Case) -> object:
    """Call the student's function on a copy of the board (``looking_call``), or on the arguments alone."""
    if case.board is None:
        return function(*case.args)
    return looking_call(function, case)


def looking_call(function: Callable[..., object], case: Case) -> object:
    """Call ``function`` on a copy of the case's board; catch it if it changes that copy or never ends."""
    given = case.position  # a ValueError for a case without a board
    board = copy_board(given)
    try:
        got = function(board, *case.args)
    except StillRunning:
        return Endless.of(function)
    if board != given:
        return ChangedBoard(got, given, [list(row) if isinstance(row, list) else row for row in board])
    return got


__all__ = [
    "ENDLESS_HINT",
    "GUARD_WORDS",
    "SECONDS_PER_CALL",
    "WAITING_FACTOR",
    "ChangedBoard",
    "Endless",
    "GuardedFunction",
    "StillRunning",
    "TraceFunction",
    "changed_hint",
    "default_call",
    "endless_hint",
    "looking_call",
    "within_time",
]
