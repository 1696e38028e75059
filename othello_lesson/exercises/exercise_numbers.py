"""Which lesson and exercise a function of the course is, for the words that place an error there.

Until the course declares its table of contents in code, the numbers are read
from the lessons' check modules as they are written: each exercise's section
starts with a ``# --- exercise N: ...`` line, and the first ``check_<name>``
after it checks the function ``<name>``.

>>> exercise_of("empty_board"), exercise_of("label"), exercise_of("is_valid_move")
((1, 1), (12, 3), (3, 4))
>>> exercise_of("my_own_helper") is None
True
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

__all__ = ["exercise_of"]

_HEADER = re.compile(r"# --- exercise (\d+)\b")
_CHECK = re.compile(r"def check_(\w+)\(")
_LESSON = re.compile(r"lesson(\d+)\.py")


@lru_cache(maxsize=1)
def _exercises() -> dict[str, tuple[int, int]]:
    found: dict[str, tuple[int, int]] = {}
    for path in sorted(Path(__file__).resolve().parent.glob("lesson*.py")):
        lesson = _LESSON.fullmatch(path.name)
        if lesson is None:
            continue
        try:
            source = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):  # a package shipped without its sources: no numbers
            continue
        number = None
        for line in source.splitlines():
            if header := _HEADER.match(line):
                number = int(header[1])
            elif (check := _CHECK.match(line)) and number is not None:
                found.setdefault(check[1], (int(lesson[1]), number))
                number = None  # the first check after the header is the exercise's own
    return found


def exercise_of(function_name: str) -> tuple[int, int] | None:
    """The lesson and the number of the exercise in which the student writes ``function_name``, if any."""
    return _exercises().get(function_name)
