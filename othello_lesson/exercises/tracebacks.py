"""Where in the student's code an error happened: their deepest line, and the line that called it.

The student's code is every file that is neither the package's nor Python's own
(a notebook's cells, a module of theirs).  An error raised inside the checks'
own helpers is not the student's.

>>> def first(row):
...     return row[len(row)]
>>> try:
...     first([1, 2])
... except IndexError as error:
...     found = students_frame(error).tb_frame.f_code.co_name, raised_in(error), caller_step(error)
>>> found
('first', 'first', None)
"""

from __future__ import annotations

import linecache
import sysconfig
import types
from pathlib import Path

__all__ = [
    "PACKAGE_FOLDER",
    "caller_step",
    "error_text",
    "function_named",
    "is_students",
    "line_of",
    "plain_name",
    "raised_in",
    "students_frame",
    "students_steps",
]

PACKAGE_FOLDER = str(Path(__file__).resolve().parent.parent)
"""The package's own code: never the student's, and not traced by the time limit."""

_CHECKS = str(Path(__file__).resolve().parent)
_PYTHON_PATHS = tuple(
    {
        str(Path(sysconfig.get_paths()[key]).resolve())
        for key in ("stdlib", "platstdlib", "purelib", "platlib")
    }
)


def error_text(error: BaseException) -> str:
    """``str(error)``, or ``''`` for an error whose own ``__str__`` fails."""
    try:
        return str(error)
    except Exception:
        return ""


def raised_in(error: BaseException) -> str:
    """The name of the function where ``error`` was raised."""
    trace = error.__traceback__
    while trace is not None and trace.tb_next is not None:
        trace = trace.tb_next
    return trace.tb_frame.f_code.co_name if trace is not None else ""


def is_students(filename: str) -> bool:
    """Is ``filename`` the student's code: neither the package's nor Python's own?"""
    if filename.startswith("<frozen") or filename.startswith(PACKAGE_FOLDER):
        return False
    try:
        resolved = str(Path(filename).resolve())
    except (OSError, ValueError):
        return True
    return not resolved.startswith(_PYTHON_PATHS)


def students_steps(error: BaseException) -> list[types.TracebackType]:
    """The steps of ``error``'s traceback in the student's own code, outermost first."""
    steps, trace = [], error.__traceback__
    while trace is not None:
        if is_students(trace.tb_frame.f_code.co_filename):
            steps.append(trace)
        trace = trace.tb_next
    return steps


def students_frame(error: BaseException) -> types.TracebackType | None:
    """The deepest step of ``error``'s traceback in the student's own code, if the error is theirs."""
    trace, last = error.__traceback__, None
    while trace is not None:
        last, trace = trace, trace.tb_next
    if last is not None and last.tb_frame.f_code.co_filename.startswith(_CHECKS):
        return None  # raised by the check's own helpers (a player that refuses to be asked, say)
    steps = students_steps(error)
    return steps[-1] if steps else None


_INNER = {
    "<genexpr>": "a generator expression",
    "<listcomp>": "a list comprehension",
    "<dictcomp>": "a dict comprehension",
    "<setcomp>": "a set comprehension",
    "<lambda>": "a lambda",
}


def function_named(error: BaseException, deepest: types.TracebackType) -> str:
    """The student's function the error happened in, by its name; inside a generator expression (or
    a comprehension, or a lambda) the function that holds it, and where in it."""
    name = deepest.tb_frame.f_code.co_name
    if name not in _INNER:
        return name
    return f"{holder}, in {_INNER[name]}" if (holder := _holder(error, deepest)) else _INNER[name]


def _holder(error: BaseException, deepest: types.TracebackType) -> str:
    """The student's named function that holds ``deepest``'s comprehension or lambda in its code, or ''."""
    holder, trace = "", error.__traceback__
    while trace is not None and trace is not deepest:
        code = trace.tb_frame.f_code
        named = is_students(code.co_filename) and not code.co_name.startswith("<")
        if named and _holds(code, deepest.tb_frame.f_code):
            holder = code.co_name
        trace = trace.tb_next
    return holder


def _holds(outer: types.CodeType, inner: types.CodeType) -> bool:
    """Whether the code ``inner`` is written inside ``outer`` (a lambda or comprehension in it)."""
    return any(
        constant is inner or (isinstance(constant, types.CodeType) and _holds(constant, inner))
        for constant in outer.co_consts
    )


def plain_name(error: BaseException, trace: types.TracebackType) -> str:
    """The name of the student's function that holds ``trace``'s line (a comprehension's holder)."""
    name = trace.tb_frame.f_code.co_name
    return (_holder(error, trace) or name) if name in _INNER else name


def line_of(trace: types.TracebackType) -> str:
    return linecache.getline(trace.tb_frame.f_code.co_filename, trace.tb_lineno).strip()


def caller_step(error: BaseException) -> types.TracebackType | None:
    """The step in the student's outermost function (the one checked) when the error was raised deeper,
    in another function of theirs; else ``None``."""
    steps = students_steps(error)
    deepest = students_frame(error)
    if deepest is None or len(steps) < 2:
        return None
    outer = steps[0]
    if outer.tb_frame.f_code.co_name.startswith("<") or plain_name(error, outer) == plain_name(
        error, deepest
    ):
        return None
    return outer
