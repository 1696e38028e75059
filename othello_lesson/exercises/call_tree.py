"""The calls a recursive answer makes of itself, recorded as a tree: what each was given, what it gave back.

A search calls itself: negamax for the reply to each move, alpha-beta with the
window turned round, the solver at a pass.  A hint about one of those calls
(the window handed to the second move's reply, the depth given at a pass) is
said only from what the student's function really passed: ``recorded_calls``
watches its calls of itself while a probe runs, read-only (Python's profiling
hook), and gives back the outermost call with its calls inside it.

>>> def countdown(n):
...     return 0 if n == 0 else 1 + countdown(n - 1)
>>> top = recorded_calls(countdown, lambda f: f(2))
>>> top.args, top.returned, [child.args for child in top.children]
((2,), 2, [(1,)])
>>> top.children[0].children[0].returned
0
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["Call", "recorded_calls"]


@dataclass
class Call:
    """One call of the function: its arguments in order (a list of lists kept as rows of tuples, as it
    was at the call), what it gave back (``None`` too when it raised), and the calls it made of itself."""

    args: tuple[object, ...]
    returned: object = None
    children: list[Call] = field(default_factory=list)


def _kept(value: object) -> object:
    """A board as it is now (rows of tuples), so that a later change to it does not change the record."""
    if isinstance(value, list) and value and all(isinstance(row, list) for row in value):
        return tuple(tuple(row) for row in value)
    return value


def recorded_calls(
    function: Callable[..., object], ask: Callable[[Callable[..., object]], object]
) -> Call | None:
    """Run ``ask(function)`` and record every call ``function`` makes of itself, however it names itself.

    ``function`` may be a guarded one (its ``function`` is the student's).  ``None`` when there is
    no plain Python function to watch, or when ``ask`` never called it.  Whatever ``ask`` raises is
    raised, after the hook is put back.
    """
    own = getattr(function, "function", function)
    code = getattr(own, "__code__", None)
    if not isinstance(code, types.CodeType):
        return None
    count = code.co_argcount
    names = code.co_varnames[:count]
    roots: list[Call] = []
    stack: list[Call] = []

    def watch(frame: types.FrameType, event: str, arg: object) -> None:
        if frame.f_code is not code:
            return
        if event == "call":
            values = frame.f_locals
            call = Call(tuple(_kept(values.get(name)) for name in names))
            (stack[-1].children if stack else roots).append(call)
            stack.append(call)
        elif event == "return" and stack:
            stack.pop().returned = arg

    old = sys.getprofile()
    sys.setprofile(watch)
    try:
        ask(function)
    finally:
        sys.setprofile(old)
    return roots[0] if roots else None
