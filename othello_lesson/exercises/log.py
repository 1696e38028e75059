"""The log of the checks' outcomes: one line a check, kept in the course folder.

Each exercise check appends one line to ``.progress/progress.jsonl`` in the
course folder (the notebook's working folder): the lesson, the exercise (the
function the student writes) and its number, the outcome (``correct``, ``not yet``
or ``not done``), the id of the hint it gave (``lesson3.row_above``: see ``hints``;
never the hint's words; ``null`` for words said from no table), what the report
showed (its ``category``: ``error``, ``property``, ``case only``, ``not done``,
``builds on`` ..., see ``driver.CATEGORIES``) and the time.  A check run again on work
already checked (``keep`` at the end of lessons 3 to 6, the board reading
``my_othello.py``) is marked ``"recheck": true``: it is no try of the student's, and
the map leaves it out.  A check of the course's own function (a lesson's example with a
bug, a finished function) is no try either, and is not written.

Files written before the hint's id and its category were two fields still read: their
``hint`` held either an id or where the words came from (``"mistake"``, ``"general"``
...), which reading turns into the category.  A line is
written whole, with one ``os.write`` to a file opened for appending, so a
kernel killed while writing can at most leave a torn last line, which
reading skips.  Recording never fails a check: where the file cannot be
written, the check still reports, and the student is told once that progress
is not being saved.

The student's map of the course is drawn from it by ``othello_lesson.progress``.

>>> from pathlib import Path
>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> record_outcome(3, "is_on_board", "not yet", "lesson3.row_above", folder=folder, category="mistake")
>>> record_outcome(3, "is_on_board", "correct", None, folder=folder)
>>> [(outcome["state"], outcome["hint"], outcome["category"]) for outcome in read_outcomes(folder)]
[('not yet', 'lesson3.row_above', 'mistake'), ('correct', None, None)]
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import json
import os
import sys
import threading
from pathlib import Path
from typing import Any

from ..shipped import shipped_folder
from .hints import Hints

FOLDER = ".progress"
FILE = "progress.jsonl"
STUDENT_ID = "student-id"
ENVIRONMENT = "OTHELLO_COURSE_PROGRESS"
"""Where checks record: a course folder, or ``memory`` to keep this process's outcomes in memory only."""
MEMORY = "memory"
MEMORY_LIMIT = 20_000  # outcomes kept in memory at most (a test run makes many)
STATES = ("correct", "not yet", "not done")
OLD_KINDS = {
    "mistake": "mistake",
    "general": "general",
    "error": "error",
    "helper": "error",
    "builds on": "builds on",
    "endless": "endless",
    "changed board": "changed board",
    "property": "property",
}
"""What files written before the category was a field of its own held as a ``hint``: its category."""

_remembered: list[dict[str, Any]] = []  # the outcomes of this process when they are kept in memory only
_told_not_saved = False

LOG_WORDS = Hints(
    "log",
    {"not_saved": "Your progress is not being saved ({reason}); the checks work as before."},
)
"""What the log says, once, when it cannot write the student's progress."""
_checked_files: set[str] = set()  # files whose last line this process made sure ends with a newline
_lock = threading.Lock()


# --- where the record lives -------------------------------------------------------------------


def progress_file(folder: Path | str | None = None) -> Path | None:
    """The progress file of ``folder`` (by default the working folder), or ``None`` if kept in memory.

    ``OTHELLO_COURSE_PROGRESS`` names another folder, or ``memory``.  The
    course's own shipped lessons are not a student's folder: checks run there
    (to build or test the course) keep their outcomes in memory, for the
    process only, so that every run of a lesson starts from a fresh map.
    """
    if folder is None:
        chosen = os.environ.get(ENVIRONMENT, "")
        if chosen == MEMORY:
            return None
        folder = Path(chosen) if chosen else Path.cwd()
        if _is_shipped(folder):
            return None
    return Path(folder).expanduser() / FOLDER / FILE


def _is_shipped(folder: Path) -> bool:
    """Is ``folder`` the course's shipped notebooks (or inside them)?"""
    shipped = _shipped()
    try:
        resolved = folder.resolve()
    except (OSError, RuntimeError):
        return False
    return shipped is not None and (resolved == shipped or shipped in resolved.parents)


@functools.cache
def _shipped() -> Path | None:
    try:
        return shipped_folder().resolve()
    except Exception:  # no shipped notebooks at all: every folder is a student's
        return None


# --- recording ---------------------------------------------------------------------------------


def record_outcome(
    lesson: int,
    exercise: str,
    state: str,
    hint: str | None,
    *,
    folder: Path | str | None = None,
    recheck: bool = False,
    number: int | None = None,
    category: str | None = None,
) -> None:
    """Append one check's outcome to the student's progress; never raises, never waits long.

    ``state`` is ``"correct"``, ``"not yet"`` or ``"not done"``; ``hint`` is the
    id of the hint the check gave (``Outcome.hint_id``; ``None`` for none);
    ``category`` what the report showed (``Outcome.category``); ``number`` the
    exercise's number in its lesson; ``recheck``: the check ran again on work
    already checked, and is no try.
    """
    try:
        entry: dict[str, Any] = {
            "lesson": int(lesson),
            "exercise": str(exercise),
            "number": None if number is None else int(number),
            "state": state if state in STATES else "not yet",
            "hint": None if hint is None else str(hint)[:120],
            "category": None if category is None else str(category)[:40],
            "time": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        }
        if recheck:
            entry["recheck"] = True
        path = progress_file(folder)
        if path is None:
            with _lock:
                _remembered.append(entry)
                if len(_remembered) > MEMORY_LIMIT:
                    del _remembered[: MEMORY_LIMIT // 2]
            return
        _append_line(path, json.dumps(entry, ensure_ascii=False) + "\n")
    except Exception as error:  # a full disk, a read-only folder, anything: the check goes on
        _tell_not_saved(error)


def _append_line(path: Path, line: str) -> None:
    """Write ``line`` at the end of ``path`` with one ``os.write`` (a torn earlier line is closed first)."""
    data = line.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)  # Windows: bytes as they are
    descriptor = os.open(path, flags, 0o600)
    try:
        key = str(path)
        if key not in _checked_files:
            if not _ends_with_newline(path):
                data = b"\n" + data  # a line cut short by a killed kernel stays on its own line
            _checked_files.add(key)
        os.write(descriptor, data)
    finally:
        os.close(descriptor)


def _ends_with_newline(path: Path) -> bool:
    with open(path, "rb") as file:
        if file.seek(0, os.SEEK_END) == 0:
            return True
        file.seek(-1, os.SEEK_END)
        return file.read(1) == b"\n"


def _tell_not_saved(error: BaseException) -> None:
    """Say once per process (once per kernel) that progress is not being saved, and why."""
    global _told_not_saved
    if _told_not_saved:
        return
    _told_not_saved = True
    reason = getattr(error, "strerror", None) or type(error).__name__
    with contextlib.suppress(Exception):
        print(LOG_WORDS.say("not_saved", reason=str(reason).lower()), file=sys.stderr)


def record_check(outcome: object) -> None:
    """Record an exercise check's outcome (``exercises.driver.Outcome``): its state, hint's id and category.

    An outcome with no lesson records nothing, and neither does a check of the
    course's own function (``Outcome.example``: lesson 4 checks its
    ``careless_place_move`` to show the bug), which is no try of the student's.
    """
    lesson, exercise = getattr(outcome, "lesson", None), getattr(outcome, "exercise", "")
    if not isinstance(lesson, int) or getattr(outcome, "example", False) is True:
        return
    state = getattr(outcome, "state", "")
    said = getattr(outcome, "hint_id", None) if state == "not yet" else None
    category = getattr(outcome, "category", None) if state != "correct" else None
    number = getattr(outcome, "number", None)
    record_outcome(
        lesson,
        exercise,
        state,
        said,
        recheck=getattr(outcome, "recheck", False) is True,
        number=number if isinstance(number, int) else None,
        category=category if isinstance(category, str) else None,
    )


# --- reading -----------------------------------------------------------------------------------


def read_outcomes(folder: Path | str | None = None) -> list[dict[str, Any]]:
    """Every outcome recorded in ``folder`` (or this process's, kept in memory), oldest first.

    A line that is not a whole outcome (torn by a kill, or written by something else) is skipped.
    """
    path = progress_file(folder)
    if path is None:
        with _lock:
            return [whole for whole in map(_whole, _remembered) if whole is not None]  # always whole
    try:
        data = path.read_bytes()
    except OSError:
        return []
    outcomes = []
    for line in data.split(b"\n"):
        entry = _outcome(line)
        if entry is not None:
            outcomes.append(entry)
    return outcomes


def _outcome(line: bytes) -> dict[str, Any] | None:
    """The outcome one line holds, or ``None`` for a line torn by a kill or written by something else."""
    try:
        entry = json.loads(line)
    except ValueError:
        return None
    return _whole(entry)


def _whole(entry: object) -> dict[str, Any] | None:
    """The outcome's fields, if ``entry`` is a whole outcome, as ``record_outcome`` writes them."""
    if not (
        isinstance(entry, dict)
        and type(entry.get("lesson")) is int
        and isinstance(entry.get("exercise"), str)
        and entry.get("state") in STATES
    ):
        return None
    hint = entry.get("hint")
    hint = hint if isinstance(hint, str) else None
    category = entry.get("category")
    if "category" not in entry:  # written before the category was a field of its own
        category, hint = _old_category(entry["state"], hint)
    number = entry.get("number")
    whole = {
        "lesson": entry["lesson"],
        "exercise": entry["exercise"],
        "number": number if type(number) is int else None,
        "state": entry["state"],
        "hint": hint,
        "category": category if isinstance(category, str) else None,
    }
    if entry.get("recheck") is True:
        whole["recheck"] = True  # only then: an outcome of a student's try has no such field
    if isinstance(entry.get("time"), str):
        whole["time"] = entry["time"]  # when it was checked (UTC): the class view's times
    return whole


def _old_category(state: str, hint: str | None) -> tuple[str | None, str | None]:
    """The category and the hint's id of an outcome written when one field, ``hint``, held both.

    >>> _old_category("not yet", "mistake"), _old_category("not yet", "errors.unbound_local")
    (('mistake', None), ('error', 'errors.unbound_local'))
    """
    if state == "not done":
        return "not done", None
    if hint in OLD_KINDS:
        return OLD_KINDS[hint], None
    if hint is not None and hint.startswith("errors."):
        return "error", hint
    return None, hint


__all__ = [
    "ENVIRONMENT",
    "FILE",
    "FOLDER",
    "MEMORY",
    "MEMORY_LIMIT",
    "OLD_KINDS",
    "STATES",
    "STUDENT_ID",
    "progress_file",
    "read_outcomes",
    "record_check",
    "record_outcome",
]
