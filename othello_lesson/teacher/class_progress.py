"""A class's progress, merged from the files its students hand in (``export_progress``).

It opens with what a teacher asks first: which students are stuck (tried an
exercise and not finished it), on which exercise, after how many tries and
with which hint, and which exercise to go over with the class (the one the
most students are stuck on, with the hint the class was given most there).
Then, for each exercise the class has reached (from the first to the
furthest one any student tried), how many finished it, how many are stuck on it, the median
number of tries of those who tried, and every hint it gave, each shown whole:
its id and its words (``lesson3.row_above "Row … is above the top row ..."``).
A file that is not a whole progress file of the course, or a second file of
one student, is named and skipped.  The students' files are only ever read.

>>> merged = class_progress([])
>>> merged.students, merged.skipped
(0, [])
>>> from othello_lesson.exercises.hints import Hints
>>> _ = Hints("example", {"row_above": "Row {row} is above the top row: a row is at least 0."})
>>> print(hint_shown("example.row_above"))
example.row_above "Row … is above the top row: a row is at least 0."
"""

from __future__ import annotations

import argparse
import html
import importlib
import json
import re
import statistics
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..exercises.hints import shown_words
from ..progress import DONE, EXPORT_FORMAT, EXPORT_VERSION, NOT_STARTED, TRIED, course_lessons, exercise_name

if TYPE_CHECKING:
    from IPython.lib.pretty import PrettyPrinter


class ClassFilesError(ValueError):
    """No progress file could be read: a folder that does not exist, or holds none."""


# Where a hint's words came from, for the hints that are not said from a lesson's table of hints
# (``exercises.driver``: the ``hint_id`` of an outcome).
HINT_KINDS = {
    "mistake": "the check's hint for that particular answer",
    "general": "the exercise's general hint",
    "error": "the check's own words for that kind of error",
    "builds on": "the answer uses an earlier exercise that is wrong: fix that one first",
    "endless": "the function never finished (an endless loop?)",
    "changed board": "the function changed a board it should only look at",
}
_HINT_ID = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)+")
_ANONYMOUS = re.compile(r"student-[0-9a-f]{8}")


def hint_shown(hint: str) -> str:
    """A hint as the teacher reads it, whole: its id and its words, or its kind, or (older files) its text.

    >>> hint_shown("mistake")
    "mistake (the check's hint for that particular answer)"
    >>> hint_shown("Row # is above the top row")  # a file written before hints had ids
    '"Row # is above the top row"'
    """
    if hint in HINT_KINDS:
        return f"{hint} ({HINT_KINDS[hint]})"
    words = None
    if _HINT_ID.fullmatch(hint):
        try:
            lesson = re.match(r"lesson\d+", hint)  # a lesson's tables live in its checks' module
            if lesson:
                importlib.import_module(f"othello_lesson.exercises.{lesson[0]}")
            words = shown_words(hint)
        except Exception:  # a hint's table that cannot be loaded: its id alone is shown
            words = None
        if words is None:
            return hint
        return f'{hint} "{words}"'
    return f'"{hint}"'


def times(count: int, one: str = "time", many: str = "times") -> str:
    """``1 time``, ``3 times``."""
    return f"{count} {one if count == 1 else many}"


@dataclass
class ExerciseOfClass:
    """One exercise across the class: who finished it, who is stuck on it, the tries and hints."""

    lesson: int
    exercise: str
    finished: int = 0
    stuck: int = 0
    tries: list[int] = field(default_factory=list)
    hints: Counter[str] = field(default_factory=Counter)
    stuck_students: list[str] = field(default_factory=list)

    @property
    def median_tries(self) -> float | None:
        return statistics.median(self.tries) if self.tries else None

    def top_hints(self, count: int | None = 2) -> list[tuple[str, int]]:
        return self.hints.most_common(count)

    @property
    def name(self) -> str:
        return f"lesson {self.lesson} {self.exercise}"


@dataclass(frozen=True)
class Stuck:
    """A student stuck on an exercise: tried, not finished."""

    student: str
    lesson: int
    exercise: str
    tries: int
    hint: tuple[str, int] | None  # the hint given most, and how often
    others: int  # how many other exercises the student is stuck on

    def __str__(self) -> str:
        words = f"lesson {self.lesson} {self.exercise}, {times(self.tries, 'try', 'tries')}"
        if self.hint is not None:
            words += f"; hint given most: {hint_shown(self.hint[0])} ({times(self.hint[1])})"
        if self.others:
            words += f"; stuck on {self.others} more"
        return words


@dataclass
class ClassProgress:
    """The merged progress of a class: shows as text and a table, with a chart in a notebook."""

    exercises: list[ExerciseOfClass]
    students: int
    skipped: list[tuple[str, str]]
    names: list[str] = field(default_factory=list)
    stuck: list[Stuck] = field(default_factory=list)  # the students stuck, most tries first

    def reached(self) -> list[ExerciseOfClass]:
        """The exercises in course order from the first to the furthest one any student tried."""
        tried = [at for at, entry in enumerate(self.exercises) if entry.finished or entry.tries]
        return self.exercises[tried[0] : tried[-1] + 1] if tried else []

    def to_go_over(self) -> ExerciseOfClass | None:
        """The exercise the most students are stuck on (then the most hints given), ``None`` if none."""
        stuck = [entry for entry in self.exercises if entry.stuck]
        if not stuck:
            return None
        return max(stuck, key=lambda entry: (entry.stuck, sum(entry.hints.values())))

    def headline(self) -> list[str]:
        """The first lines: the class, who is stuck and where, what to go over."""
        who = ", ".join(self.names)
        lines = [f"The class: {times(self.students, 'student', 'students')} ({who})."]
        if not self.stuck:
            lines.append("Nobody is stuck: every exercise tried has been finished.")
            return lines
        lines.append("Stuck (tried, not finished), most tries first:")
        width = max(len(entry.student) for entry in self.stuck)
        lines += [f"  {entry.student.ljust(width)}  {entry}" for entry in self.stuck]
        over = self.to_go_over()
        if over is not None:
            line = f"Go over with the class: {over.name}, where {over.stuck} of {self.students} are stuck"
            if over.hints:
                hint, count = over.top_hints(1)[0]
                line += f"; the hint given most there: {hint_shown(hint)} ({times(count)})"
            lines.append(line + ".")
        return lines

    def rows(self) -> list[list[str]]:
        """The table's rows of words, a header first: the exercises reached."""
        rows = [["lesson", "exercise", "finished", "stuck", "median tries"]]
        for entry in self.reached():
            median = entry.median_tries
            rows.append(
                [
                    str(entry.lesson),
                    entry.exercise,
                    str(entry.finished),
                    str(entry.stuck),
                    "" if median is None else f"{median:g}",
                ]
            )
        return rows

    def hints_line(self, entry: ExerciseOfClass) -> str:
        """Every hint the exercise gave, most given first, each whole."""
        return "; ".join(f"{hint_shown(hint)} ({times(count)})" for hint, count in entry.top_hints(None))

    def __str__(self) -> str:
        lines = self.headline()
        reached = self.reached()
        if not reached:
            return "\n".join([*lines, "", "No exercise tried yet."])
        lines += ["", f"The exercises the class has reached ({reached[0].name} to {reached[-1].name}):"]
        rows = self.rows()
        widths = [max(len(row[column]) for row in rows) for column in range(5)]
        for number, row in enumerate(rows):
            cells = [row[c].ljust(widths[c]) if c == 1 else row[c].rjust(widths[c]) for c in range(5)]
            lines.append("  ".join(cells).rstrip())
            if number and reached[number - 1].hints:
                lines.append(" " * (widths[0] + 2) + "hints: " + self.hints_line(reached[number - 1]))
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_pretty_(self, printer: PrettyPrinter, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        head_lines = "".join(f"<p>{html.escape(line.strip())}</p>" for line in self.headline())
        header, *body = self.rows()
        head = "".join(f"<th>{html.escape(cell)}</th>" for cell in [*header, "hints"])
        lines = "".join(
            "<tr>"
            + "".join(f"<td>{html.escape(cell)}</td>" for cell in [*row, self.hints_line(entry)])
            + "</tr>"
            for row, entry in zip(body, self.reached(), strict=True)
        )
        return (
            f"{head_lines}<table><thead><tr>{head}</tr></thead><tbody>{lines}</tbody></table>{self.chart()}"
        )

    def chart(self) -> str:
        """An SVG bar an exercise reached: finished (green) and stuck (orange) students, out of the class."""
        shown = self.reached()
        bar, label, height = 300, 220, 18
        total = max(self.students, 1)
        parts = []
        for y, entry in enumerate(shown):
            top = 6 + y * (height + 4)
            done = bar * entry.finished / total
            stuck = bar * entry.stuck / total
            name = html.escape(f"{entry.lesson} {entry.exercise}")
            words = f"lesson {entry.lesson} {entry.exercise}: {entry.finished} finished, {entry.stuck} stuck"
            parts.append(
                f"<g><title>{html.escape(words)}</title>"
                f'<text x="4" y="{top + 13}" font-size="12">{name}</text>'
                f'<rect x="{label}" y="{top}" width="{done:.1f}" height="{height}" fill="#2e7d32"/>'
                f'<rect x="{label + done:.1f}" y="{top}" width="{stuck:.1f}" height="{height}" '
                'fill="#ef6c00"/>'
                f'<rect x="{label}" y="{top}" width="{bar}" height="{height}" fill="none" '
                'stroke="#9e9e9e"/></g>'
            )
        total_height = 30 + len(shown) * (height + 4)
        legend = "green: finished, orange: stuck (tried, not finished)"
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{label + bar + 10}" height="{total_height}" '
            f'role="img" font-family="sans-serif"><title>Progress of the class</title>{"".join(parts)}'
            f'<text x="4" y="{total_height - 8}" font-size="12">{legend}</text></svg>'
        )


def progress_files(paths: Iterable[Path | str] | Path | str) -> list[Path]:
    """The files named, and the ``.json`` files of the folders named, in order.

    >>> progress_files(["no-such-folder"])
    Traceback (most recent call last):
    ...
    othello_lesson.teacher.class_progress.ClassFilesError: no-such-folder does not exist
    """
    if isinstance(paths, (str, Path)):
        paths = [paths]  # one folder or file, named on its own
    found = []
    for given in paths:
        path = Path(given).expanduser()
        if path.is_dir():
            inside = sorted(child for child in path.iterdir() if child.suffix == ".json" and child.is_file())
            if not inside:
                raise ClassFilesError(f"{path} holds no progress files (.json)")
            found += inside
        elif path.is_file():
            found.append(path)
        else:
            raise ClassFilesError(f"{path} does not exist")
    return found


def read_export(path: Path) -> dict[str, Any]:
    """One student's progress file, or a ``ValueError`` saying in a few words what is wrong with it."""
    try:
        data = json.loads(path.read_bytes())
    except OSError as error:
        raise ValueError(f"cannot be read ({(error.strerror or type(error).__name__).lower()})") from error
    except ValueError as error:
        raise ValueError("is cut short or is not JSON") from error
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ValueError("is not a progress file of the Othello course")
    if not isinstance(data.get("version"), int) or data["version"] > EXPORT_VERSION:
        raise ValueError("was written by a newer version of the course (update yours)")
    exercises = data.get("exercises")
    if not isinstance(data.get("student"), str) or not isinstance(exercises, list):
        raise ValueError("is incomplete (no student or no exercises)")
    for entry in exercises:
        if not (
            isinstance(entry, dict)
            and isinstance(entry.get("lesson"), int)
            and isinstance(entry.get("exercise"), str)
            and entry.get("state") in (DONE, TRIED, NOT_STARTED)
            and isinstance(entry.get("tries"), int)
            and isinstance(entry.get("hints", {}), dict)
        ):
            raise ValueError("holds an exercise that is not written as the course writes them")
    return data


def student_name(data: dict[str, Any], path: Path) -> str:
    """The name the class view gives a student: the one they chose, else their file's (``ana.json``: ana)."""
    return path.stem if _ANONYMOUS.fullmatch(data["student"]) else data["student"]


def stuck_on(name: str, exercises: list[dict[str, Any]]) -> Stuck | None:
    """Where a student is stuck: the exercise tried and not finished most tried (then the latest)."""
    tried = [
        (entry["tries"], index, entry) for index, entry in enumerate(exercises) if entry["state"] == TRIED
    ]
    if not tried:
        return None
    tries, _, entry = max(tried, key=lambda found: (found[0], found[1]))
    hints = Counter(
        {hint: count for hint, count in entry.get("hints", {}).items() if isinstance(count, int) and count}
    )
    hint = hints.most_common(1)[0] if hints else None
    return Stuck(name, entry["lesson"], entry["exercise"], tries, hint, len(tried) - 1)


def class_progress(paths: Iterable[Path | str] | Path | str) -> ClassProgress:
    """Merge the progress files at ``paths`` (files, or folders of ``.json`` files) into the class's.

    A file that cannot be used is reported in ``skipped``, by name, with why.
    """
    merged: dict[tuple[int, str], ExerciseOfClass] = {}
    skipped: list[tuple[str, str]] = []
    seen: dict[str, str] = {}
    names: list[str] = []
    stuck: list[Stuck] = []
    for path in progress_files(paths):
        try:
            data = read_export(path)
        except ValueError as error:
            skipped.append((path.name, str(error)))
            continue
        if data["student"] in seen:
            skipped.append((path.name, f"is a second file of the student of {seen[data['student']]}"))
            continue
        seen[data["student"]] = path.name
        name = student_name(data, path)
        names.append(name)
        found = stuck_on(name, data["exercises"])
        if found is not None:
            stuck.append(found)
        for entry in data["exercises"]:
            # older files name some exercises by their checks (fixed_careless): the table's names
            key = (entry["lesson"], exercise_name(entry["lesson"], entry["exercise"]))
            exercise = merged.setdefault(key, ExerciseOfClass(*key))
            if entry["state"] == DONE:
                exercise.finished += 1
            elif entry["state"] == TRIED:
                exercise.stuck += 1
                exercise.stuck_students.append(name)
            if entry["tries"]:
                exercise.tries.append(entry["tries"])
            for hint, count in entry.get("hints", {}).items():
                if isinstance(hint, str) and isinstance(count, int):
                    exercise.hints[hint] += count
    place = {
        (lesson.number, name): at for lesson in course_lessons() for at, name in enumerate(lesson.exercises)
    }
    ordered = sorted(merged.values(), key=lambda one: (one.lesson, place.get((one.lesson, one.exercise), 0)))
    stuck.sort(key=lambda entry: (-entry.tries, entry.student))
    return ClassProgress(ordered, len(seen), skipped, names, stuck)


def add_class_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``othello-course class``."""
    parser.add_argument(
        "paths", nargs="+", type=Path, help="the students' progress files, or folders of them"
    )


def run_class(args: argparse.Namespace) -> int:
    """``othello-course class FILES...``: the class's table; every file skipped is named on stderr."""
    merged = class_progress(args.paths)
    for name, why in merged.skipped:
        print(f"othello-course: {name} {why}: skipped", file=sys.stderr)
    if not merged.students:
        print("othello-course: no progress file could be read", file=sys.stderr)
        return 2
    print(merged)
    return 0


__all__ = [
    "HINT_KINDS",
    "ClassFilesError",
    "ClassProgress",
    "ExerciseOfClass",
    "Stuck",
    "add_class_arguments",
    "class_progress",
    "hint_shown",
    "progress_files",
    "read_export",
    "run_class",
]
