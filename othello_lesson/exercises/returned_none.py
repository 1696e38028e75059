"""Where an answer that gave ``None`` returned from: a ``return`` of its own, or the end of its body.

"Did you forget ``return``?" is true only of a function whose call ended without reaching a
``return`` that gives a value.  ``where_none_came_from`` runs the call again, watching the
student's function (read-only, Python's profiling hook), and says which it was: the line of its own
``return value`` statement that gave ``None`` (a variable still ``None`` there, say), or
``FELL_OFF_THE_END`` when its body ended (or a bare ``return``) without giving a value.

>>> def forgets(n):
...     total = n + 1
>>> def keeps_none(n):
...     best = None
...     return best
>>> where_none_came_from(forgets, lambda f: f(1)) is FELL_OFF_THE_END
True
>>> where_none_came_from(keeps_none, lambda f: f(1)).text
'return best'

A ``return`` that hands on what another function of the student's gave, where that function
ended without giving a value, names it (``callee``):

>>> def passes_it_on(n):
...     return forgets(n)
>>> where_none_came_from(passes_it_on, lambda f: f(1)).callee
'forgets'
"""

from __future__ import annotations

import dis
import linecache
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["FELL_OFF_THE_END", "ReturnLine", "where_none_came_from"]


@dataclass(frozen=True)
class ReturnLine:
    """A line of the student's function whose ``return value`` gave ``None``: its number and its text."""

    number: int
    text: str
    callee: str = ""  # the function the line called whose body ended without giving a value, if any


FELL_OFF_THE_END = ReturnLine(0, "")
"""Where ``None`` came from when the call ended without a ``return`` that gives a value."""


def _lines_returning_a_value(code: types.CodeType) -> set[int]:
    """The lines of ``code`` holding a ``return`` whose value is not the constant ``None``."""
    found: set[int] = set()
    before: dis.Instruction | None = None
    line = code.co_firstlineno
    for instruction in dis.get_instructions(code):
        number = getattr(instruction, "line_number", None)  # Python 3.13 and later
        if isinstance(number, int):
            line = number
        elif instruction.starts_line is not None and not isinstance(instruction.starts_line, bool):
            line = instruction.starts_line
        if instruction.opname == "RETURN_VALUE":
            constant_none = before is not None and before.opname == "LOAD_CONST" and before.argval is None
            if not constant_none:
                found.add(line)
        before = instruction
    return found


def where_none_came_from(
    function: Callable[..., object], ask: Callable[[Callable[..., object]], object]
) -> ReturnLine | None:
    """Run ``ask(function)``; if the outermost call of ``function`` gave ``None``, from which line: a
    ``return value`` of its own, or ``FELL_OFF_THE_END``.  ``None`` if it gave something else, or if
    there is no plain Python function to watch.  What ``ask`` raises is raised.

    ``function`` may be a guarded one (its ``function`` is the student's).
    """
    own = getattr(function, "function", function)
    code = getattr(own, "__code__", None)
    if not isinstance(code, types.CodeType):
        return None
    depth = 0
    ended_at: list[int] = []
    outermost: list[types.FrameType] = []
    fell_off: list[str] = []  # the last function the outermost call called that ended giving nothing

    def watch(frame: types.FrameType, event: str, arg: object) -> None:
        nonlocal depth
        if frame.f_code is not code:
            if event == "return" and outermost and frame.f_back is outermost[-1]:
                ended = arg is None and frame.f_lineno not in _lines_returning_a_value(frame.f_code)
                fell_off[:] = [frame.f_code.co_name] if ended else []
            return
        if event == "call":
            depth += 1
            if depth == 1:
                outermost[:] = [frame]
                fell_off.clear()
        elif event == "return":
            depth -= 1
            if depth == 0 and arg is None:
                ended_at.append(frame.f_lineno)

    old = sys.getprofile()
    sys.setprofile(watch)
    try:
        ask(function)
    finally:
        sys.setprofile(old)
    if not ended_at:
        return None
    if ended_at[-1] not in _lines_returning_a_value(code):
        return FELL_OFF_THE_END
    number = ended_at[-1]
    callee = fell_off[0] if fell_off else ""
    return ReturnLine(number, linecache.getline(code.co_filename, number).strip(), callee)
