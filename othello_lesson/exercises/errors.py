"""Where in the student's code an error happened, and a hint for the errors beginners meet most.

>>> def first(row):
...     return row[len(row)]
>>> try:
...     first([1, 2])
... except IndexError as error:
...     where, hint = where_and_hint(error)
>>> print(where)
line 2 of the cell that defines first:
    return row[len(row)]
>>> hint == INDEX_ERROR_HINT
True
"""

from __future__ import annotations

import builtins
import contextlib
import difflib
import inspect
import io
import linecache
import re
import sysconfig
import textwrap
import tokenize
import types
from pathlib import Path

PACKAGE_FOLDER = str(Path(__file__).resolve().parent.parent)
"""The package's own code: never the student's, and not traced by the time limit."""

_CHECKS = str(Path(__file__).resolve().parent)
_PYTHON_PATHS = tuple(
    {
        str(Path(sysconfig.get_paths()[key]).resolve())
        for key in ("stdlib", "platstdlib", "purelib", "platlib")
    }
)

INDEX_ERROR_HINT = (
    "IndexError means the code read past the end of a list (or a string): a row or column "
    "number was not on the board. Check each index before you use it."
)
_LETTERS = re.compile(r"[\"']([a-zA-Z]{2,25})[\"']")


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


def _is_students(filename: str) -> bool:
    if filename.startswith("<frozen") or filename.startswith(PACKAGE_FOLDER):
        return False
    try:
        resolved = str(Path(filename).resolve())
    except (OSError, ValueError):
        return True
    return not resolved.startswith(_PYTHON_PATHS)


def students_frame(error: BaseException) -> types.TracebackType | None:
    """The deepest step of ``error``'s traceback in the student's own code, if the error is theirs."""
    found, trace, last = None, error.__traceback__, None
    while trace is not None:
        if _is_students(trace.tb_frame.f_code.co_filename):
            found = trace
        last, trace = trace, trace.tb_next
    if last is not None and last.tb_frame.f_code.co_filename.startswith(_CHECKS):
        return None  # raised by the check's own helpers (a player that refuses to be asked, say)
    return found


_INNER = {
    "<genexpr>": "a generator expression",
    "<listcomp>": "a list comprehension",
    "<dictcomp>": "a dict comprehension",
    "<setcomp>": "a set comprehension",
    "<lambda>": "a lambda",
}


def _function_named(error: BaseException, deepest: types.TracebackType) -> str:
    """The student's function the error happened in, by its name; inside a generator expression (or
    a comprehension, or a lambda) the function that holds it, and where in it."""
    name = deepest.tb_frame.f_code.co_name
    if name not in _INNER:
        return name
    holder, trace = "", error.__traceback__
    while trace is not None and trace is not deepest:
        code = trace.tb_frame.f_code
        if _is_students(code.co_filename) and code.co_name not in _INNER and not code.co_name.startswith("<"):
            holder = code.co_name
        trace = trace.tb_next
    return f"{holder}, in {_INNER[name]}" if holder else _INNER[name]


def where_and_hint(error: BaseException | None) -> tuple[str, str]:
    """Where in the student's cell ``error`` happened, and a hint if it is one beginners meet."""
    if error is None:
        return "", ""
    trace = students_frame(error)
    if trace is None:
        return "", ""
    code = trace.tb_frame.f_code
    line = linecache.getline(code.co_filename, trace.tb_lineno).strip()
    where = f"line {trace.tb_lineno} of the cell that defines {_function_named(error, trace)}"
    if line:
        where += f":\n    {line}"
    try:
        source = inspect.getsource(code)
    except (OSError, TypeError):
        source = line
    return where, beginner_hint(error, line, source, trace.tb_frame)


def beginner_hint(error: BaseException, line: str, source: str, frame: types.FrameType | None = None) -> str:
    """A hint for the errors beginners meet most, from the error, its line and the function's source.

    >>> size = 3
    >>> try:
    ...     [1, 2, 3][size / 2]
    ... except TypeError as error:
    ...     print(beginner_hint(error, "", ""))
    / always gives a float (8 / 2 is 4.0), and a float cannot number ...
    """
    message = error_text(error)
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
