"""The student's progress: every check's outcome, kept in the course folder, and a map of it.

Each exercise check appends one line to ``.progress/progress.jsonl`` in the
course folder (the notebook's working folder): the lesson, the exercise, the
outcome (``correct``, ``not yet`` or ``not done``), the kind of hint it gave
and the time.  A line is written whole, with one ``os.write`` to a file
opened for appending, so a kernel killed while writing can at most leave a
torn last line, which reading skips.  Recording never fails a check: where
the file cannot be written, the check still reports, and the student is told
once that progress is not being saved.

``progress()`` shows the map: every lesson and exercise, done, tried or not
started, and what to do next.  It is a map for self-study, not a mark.

>>> from pathlib import Path
>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> record_outcome(3, "is_on_board", "not yet", "Row # is above the top row", folder=folder)
>>> record_outcome(3, "is_on_board", "correct", None, folder=folder)
>>> print(progress(lesson=3, folder=folder))
Lesson 3, Is this move valid?: done is_on_board; not started ray_squares, sandwiches, is_valid_move.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import functools
import html
import json
import os
import re
import secrets
import sys
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .shipped import shipped_folder

FOLDER = ".progress"
FILE = "progress.jsonl"
STUDENT_ID = "student-id"
ENVIRONMENT = "OTHELLO_COURSE_PROGRESS"
"""Where checks record: a course folder, or ``memory`` to keep this process's outcomes in memory only."""
MEMORY = "memory"
MEMORY_LIMIT = 20_000  # outcomes kept in memory at most (a test run makes many)
STATES = ("correct", "not yet", "not done")
DONE, TRIED, NOT_STARTED = "done", "tried", "not started"
EXPORT_FORMAT = "othello-course-progress"
EXPORT_VERSION = 1

_remembered: list[dict] = []  # the outcomes of this process when they are kept in memory only
_told_not_saved = False
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
    hint_kind: str | None,
    *,
    folder: Path | str | None = None,
) -> None:
    """Append one check's outcome to the student's progress; never raises, never waits long.

    ``state`` is ``"correct"``, ``"not yet"`` or ``"not done"``; ``hint_kind``
    names the kind of hint the check gave (``None`` for none).
    """
    try:
        entry = {
            "lesson": int(lesson),
            "exercise": str(exercise),
            "state": state if state in STATES else "not yet",
            "hint": None if hint_kind is None else str(hint_kind)[:120],
            "time": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        }
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
        print(
            f"Your progress is not being saved ({str(reason).lower()}); the checks work as before.",
            file=sys.stderr,
        )


def record_check(outcome: object) -> None:
    """Record an exercise check's outcome (``exercises.driver.Outcome``): its state, and the kind of its hint.

    A check run outside a lesson's check module records nothing.  A check of
    one of the lesson's own examples (a function of another name that its check
    module defines, like lesson 4's ``careless_place_move``, which the lesson
    checks to show a bug) is a demonstration, not the student's try: it is not
    recorded either.
    """
    lesson, exercise = getattr(outcome, "lesson", None), getattr(outcome, "exercise", "")
    if not isinstance(lesson, int) or is_demonstration(lesson, exercise, getattr(outcome, "checked", "")):
        return
    state = getattr(outcome, "state", "")
    kind = hint_kind(getattr(outcome, "text", "")) if state == "not yet" else None
    record_outcome(lesson, exercise, state, kind)


def is_demonstration(lesson: int, exercise: str, checked: str) -> bool:
    """Is ``checked``, not the exercise's name, a function the lesson's check module defines (an example)?"""
    module = sys.modules.get(f"othello_lesson.exercises.lesson{lesson}")
    return checked not in ("", exercise) and callable(getattr(module, checked, None))


_NUMBER = re.compile(r"-?\d+")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_SQUARE = re.compile(r"\b[a-z]\d+\b")


def hint_kind(text: str) -> str | None:
    """The kind of a report's hint: its first clause, numbers and quoted words left out.

    Two students making one mistake get one kind, whatever board showed it;
    the student's own names never appear in it.

    >>> hint_kind("✘ ...\\n\\nHint: Row -2 is above the top row: a row on the board is at least 0.")
    'Row # is above the top row'
    >>> hint_kind("✘ ...\\nreturned: an error: ZeroDivisionError: division by zero\\nexpected: 3")
    'an error: ZeroDivisionError'
    """
    hint = text.rpartition("\nHint: ")[2] if "\nHint: " in text else ""
    if not hint:
        error = re.search(r"^returned: an error: (\w+)", text, re.MULTILINE)
        return f"an error: {error[1]}" if error else None
    if hint.startswith("Python knows no name"):
        return "Python knows no name like that"
    first = re.split(r"[:.;!?](?:\s|$)", hint.strip(), maxsplit=1)[0]
    first = _QUOTED.sub("…", _NUMBER.sub("#", _SQUARE.sub("…", first)))
    return first[:80].strip() or None


# --- reading -----------------------------------------------------------------------------------


def read_outcomes(folder: Path | str | None = None) -> list[dict]:
    """Every outcome recorded in ``folder`` (or this process's, kept in memory), oldest first.

    A line that is not a whole outcome (torn by a kill, or written by something else) is skipped.
    """
    path = progress_file(folder)
    if path is None:
        with _lock:
            return [_whole(entry) for entry in _remembered]  # type: ignore[misc]  # an outcome kept in memory is always whole
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


def _outcome(line: bytes) -> dict | None:
    """The outcome one line holds, or ``None`` for a line torn by a kill or written by something else."""
    try:
        entry = json.loads(line)
    except ValueError:
        return None
    return _whole(entry)


def _whole(entry: object) -> dict | None:
    """The outcome's fields, if ``entry`` is a whole outcome, as ``record_outcome`` writes them."""
    if not (
        isinstance(entry, dict)
        and type(entry.get("lesson")) is int
        and isinstance(entry.get("exercise"), str)
        and entry.get("state") in STATES
    ):
        return None
    hint = entry.get("hint")
    return {
        "lesson": entry["lesson"],
        "exercise": entry["exercise"],
        "state": entry["state"],
        "hint": hint if isinstance(hint, str) else None,
    }


# --- the course's exercises --------------------------------------------------------------------


@dataclass(frozen=True)
class Lesson:
    number: int
    title: str
    exercises: tuple[str, ...]


def course_lessons() -> list[Lesson]:
    """Every lesson with exercises, in order: its number, its title and its checks' exercises.

    >>> course_lessons()[3].exercises
    ('is_on_board', 'ray_squares', 'sandwiches', 'is_valid_move')
    """
    import importlib
    import pkgutil

    from . import exercises

    lessons = []
    for module in pkgutil.iter_modules(exercises.__path__):
        match = re.fullmatch(r"lesson(\d+)", module.name)
        if not match:
            continue
        checks = importlib.import_module(f"{exercises.__name__}.{module.name}")
        names = tuple(
            name.removeprefix("check_")
            for name, value in vars(checks).items()
            if name.startswith("check_") and getattr(value, "__module__", "") == checks.__name__
        )
        title = re.search(r"\*([^*]+)\*", checks.__doc__ or "")
        lessons.append(Lesson(int(match[1]), title[1] if title else f"Lesson {match[1]}", names))
    return sorted(lessons, key=lambda lesson: lesson.number)


# --- the map -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Exercise:
    """Where one exercise stands: done, tried or not started, after how many tries, and its hints."""

    lesson: int
    exercise: str
    state: str
    tries: int
    hints: dict[str, int] = field(default_factory=dict)

    def as_json(self) -> dict:
        return {"lesson": self.lesson, "exercise": self.exercise, "state": self.state, "tries": self.tries}


def exercise_states(outcomes: Iterable[dict], lessons: list[Lesson]) -> list[Exercise]:
    """Every exercise of ``lessons``, with where the outcomes say it stands.

    A try is a check that found an answer (correct or not yet), counted up to
    the first correct one; a check of an exercise not written yet is no try.
    """
    tries: Counter = Counter()
    hints: dict[tuple[int, str], Counter] = {}
    done = set()
    for entry in outcomes:
        key = (entry["lesson"], entry["exercise"])
        if entry["state"] == "not done" or key in done:
            continue
        tries[key] += 1
        if entry["state"] == "correct":
            done.add(key)
        elif entry.get("hint"):
            hints.setdefault(key, Counter())[entry["hint"]] += 1
    found = []
    for lesson in lessons:
        for name in lesson.exercises:
            key = (lesson.number, name)
            state = DONE if key in done else TRIED if tries[key] else NOT_STARTED
            found.append(Exercise(lesson.number, name, state, tries[key], dict(hints.get(key, {}))))
    return found


class Progress:
    """The map of a student's progress: shows itself as a picture in a notebook, as text elsewhere."""

    def __init__(self, exercises: list[Exercise], lessons: list[Lesson], *, last_lesson: int | None) -> None:
        self.exercises = exercises
        self.lessons = lessons
        self.last_lesson = last_lesson

    def lesson_line(self, lesson: Lesson) -> str:
        """One lesson in one line of words, e.g. ``Lesson 3, Is this move valid?: done is_on_board; ...``."""
        mine = [exercise for exercise in self.exercises if exercise.lesson == lesson.number]
        parts = []
        for state in (DONE, TRIED, NOT_STARTED):
            names = [exercise.exercise for exercise in mine if exercise.state == state]
            if names:
                parts.append(f"{state} {', '.join(names)}")
        return f"Lesson {lesson.number}, {lesson.title}: {'; '.join(parts)}."

    def next_step(self) -> str:
        """What to do next: the first exercise not done, from the lesson worked on last."""
        if len(self.lessons) == 1:
            todo = [exercise for exercise in self.exercises if exercise.state != DONE]
            if not todo:
                return "Every exercise of this lesson is done."
            return f"Next: {todo[0].exercise} ({todo[0].state})."
        if all(exercise.state == NOT_STARTED for exercise in self.exercises):
            return "Next: lesson 0, the first exercise."
        later = [e for e in self.exercises if e.state != DONE and e.lesson >= (self.last_lesson or 0)]
        todo = later or [exercise for exercise in self.exercises if exercise.state != DONE]
        if not todo:
            return "Every exercise of the course is done: well played."
        return f"Next: lesson {todo[0].lesson}, {todo[0].exercise} ({todo[0].state})."

    def __str__(self) -> str:
        lines = [self.lesson_line(lesson) for lesson in self.lessons]
        if len(self.lessons) != 1:
            lines.append(self.next_step())
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text(str(self))

    def as_json(self) -> list[dict]:
        """Every exercise as ``{"lesson", "exercise", "state", "tries"}``."""
        return [exercise.as_json() for exercise in self.exercises]

    def _repr_svg_(self) -> str:
        return progress_svg(self)


def progress(lesson: int | None = None, *, folder: Path | str | None = None) -> Progress:
    """The student's progress (of one lesson, or all of them), from what the checks recorded.

    In a notebook it shows as a picture; ``print(progress())`` gives it in words.
    """
    lessons = course_lessons()
    outcomes = read_outcomes(folder)
    if lesson is not None:
        lessons = [entry for entry in lessons if entry.number == int(lesson)]
        if not lessons:
            raise ValueError(f"lesson {lesson} has no exercises")
    last = outcomes[-1]["lesson"] if outcomes else None
    return Progress(exercise_states(outcomes, lessons), lessons, last_lesson=last)


# --- the picture -------------------------------------------------------------------------------

_COLOURS = {
    DONE: ("#2e7d32", "#ffffff", "#2e7d32", "✔"),
    TRIED: ("#fff3e0", "#8a3c00", "#e65100", "✎"),
    NOT_STARTED: ("#ffffff", "#555555", "#9e9e9e", "○"),
}


def progress_svg(shown: Progress) -> str:
    """The map as an SVG picture: a row a lesson, a labelled pill an exercise (its words in ``<desc>``)."""
    row_height, label_width, font = 26, 230, 12
    rows, width = [], 0
    for y, lesson in enumerate(shown.lessons):
        top = 8 + y * row_height
        parts = [
            f'<text x="8" y="{top + 16}" font-size="{font}" fill="#333">'
            f"{html.escape(f'{lesson.number:>2} {lesson.title}')}</text>"
        ]
        x = label_width
        for exercise in (e for e in shown.exercises if e.lesson == lesson.number):
            fill, ink, border, mark = _COLOURS[exercise.state]
            text = f"{mark} {exercise.exercise}"
            pill = int(len(text) * font * 0.62) + 16
            dash = ' stroke-dasharray="4 3"' if exercise.state == NOT_STARTED else ""
            parts.append(
                f"<g><title>{html.escape(f'{exercise.exercise}: {exercise.state}')}</title>"
                f'<rect x="{x}" y="{top + 2}" width="{pill}" height="{row_height - 6}" rx="9" '
                f'fill="{fill}" stroke="{border}"{dash}/>'
                f'<text x="{x + 8}" y="{top + 16}" font-size="{font}" fill="{ink}">'
                f"{html.escape(text)}</text></g>"
            )
            x += pill + 6
        width = max(width, x)
        rows.append("".join(parts))
    height = 8 + len(shown.lessons) * row_height
    next_y, legend_y = height + 16, height + 34
    legend = "    ".join(f"{mark} {state}" for state, (_, _, _, mark) in _COLOURS.items())
    height = legend_y + 10
    width = max(width, label_width + 320)
    words = html.escape(str(shown))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{words}" '
        f'font-family="sans-serif"><title>Your progress</title><desc>{words}</desc>'
        f'<rect width="{width}" height="{height}" fill="#fafafa"/>{"".join(rows)}'
        f'<text x="8" y="{next_y}" font-size="{font + 1}" font-weight="bold" fill="#333">'
        f"{html.escape(shown.next_step())}</text>"
        f'<text x="8" y="{legend_y}" font-size="{font}" fill="#555">{html.escape(legend)}</text></svg>'
    )


# --- the file a student hands in ---------------------------------------------------------------


def student_id(folder: Path | str | None = None, *, chosen: str | None = None) -> str:
    """The anonymous name of this student's exports: ``chosen``, else one drawn once and kept."""
    if chosen:
        return str(chosen).strip()[:60]
    path = progress_file(folder)
    if path is not None:
        kept = path.parent / STUDENT_ID
        with contextlib.suppress(OSError, UnicodeDecodeError):
            text = kept.read_text(encoding="utf-8").strip()
            if re.fullmatch(r"student-[0-9a-f]{8}", text):
                return text
    drawn = f"student-{secrets.token_hex(4)}"
    if path is not None:
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            (path.parent / STUDENT_ID).write_text(drawn + "\n", encoding="utf-8")
    return drawn


def export_data(folder: Path | str | None = None, *, student: str | None = None) -> dict:
    """What an export holds: a format marker and version, an anonymous id, and each exercise's progress."""
    shown = progress(folder=folder)
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "student": student_id(folder, chosen=student),
        "exercises": [dict(exercise.as_json(), hints=exercise.hints) for exercise in shown.exercises],
    }


def export_progress(
    path: Path | str = "progress.json", *, folder: Path | str | None = None, student: str | None = None
) -> Path:
    """Write the student's progress to ``path`` to hand in; say so, and give back where it went.

    It holds the progress only: no code, no paths.  In the JupyterLite site
    the file appears in the file browser, where right-click, Download saves it.
    """
    target = Path(path).expanduser()
    refuse_to_overwrite(target)
    text = json.dumps(export_data(folder, student=student), indent=1, ensure_ascii=False) + "\n"
    partial = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        partial.write_text(text, encoding="utf-8")
        partial.replace(target)
    finally:
        with contextlib.suppress(OSError):
            partial.unlink()
    print(f"Your progress is in {target.name}: hand that file in (in a browser, download it first).")
    return target


def refuse_to_overwrite(target: Path) -> None:
    """Raise a one-line ``ValueError`` unless ``target`` can take an export without losing anything.

    Only an earlier export may be replaced: a lesson, or any other file, never is.
    """
    if not target.parent.is_dir():
        raise ValueError(f"{target.parent} is not a folder: give the file to write in a folder that exists")
    if target.is_dir():
        raise ValueError(f"{target} is a folder: give the name of a file to write")
    if target.exists():
        try:
            earlier = json.loads(target.read_bytes()).get("format")
        except (OSError, ValueError, AttributeError):
            earlier = None
        if earlier != EXPORT_FORMAT:
            raise ValueError(f"{target} exists and is not a progress file: give another name")


# --- the command line --------------------------------------------------------------------------


def add_progress_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``othello-course progress``."""
    parser.add_argument("--lesson", type=int, help="show one lesson only")
    parser.add_argument(
        "--json", action="store_true", help="print it as JSON (lesson, exercise, state, tries)"
    )
    parser.add_argument(
        "--export", type=Path, metavar="FILE", help="write the file to hand in to your teacher"
    )
    parser.add_argument(
        "--student", help="the name your exported file gives you (a random one is kept otherwise)"
    )


def run_progress(args: argparse.Namespace, *, folder: Path) -> int:
    """``othello-course progress``: the map in words, as JSON, or exported to a file."""
    folder = Path(folder).expanduser()
    if not folder.is_dir():
        raise ValueError(f"{folder} is not a course folder (it does not exist): give another --dir")
    if args.export is not None:
        export_progress(args.export, folder=folder, student=args.student)
        return 0
    shown = progress(args.lesson, folder=folder)
    print(json.dumps(shown.as_json(), indent=1) if args.json else shown)
    return 0
