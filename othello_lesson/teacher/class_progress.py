"""A class's progress, merged from the files its students hand in (``export_progress``).

Per exercise: how many students finished it, how many are stuck on it (tried,
not finished), the median number of tries of those who tried, and the hints
that fired most (the mistake the class is making).  A file that is not a
whole progress file of the course, or a second file of one student, is
named and skipped.  The students' files are only ever read.

>>> merged = class_progress([])
>>> merged.students, merged.skipped
(0, [])
"""

from __future__ import annotations

import argparse
import html
import json
import statistics
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..progress import DONE, EXPORT_FORMAT, EXPORT_VERSION, NOT_STARTED, TRIED


class ClassFilesError(ValueError):
    """No progress file could be read: a folder that does not exist, or holds none."""


@dataclass
class ExerciseOfClass:
    """One exercise across the class."""

    lesson: int
    exercise: str
    finished: int = 0
    stuck: int = 0
    tries: list[int] = field(default_factory=list)
    hints: Counter = field(default_factory=Counter)

    @property
    def median_tries(self) -> float | None:
        return statistics.median(self.tries) if self.tries else None

    def top_hints(self, count: int = 2) -> list[tuple[str, int]]:
        return self.hints.most_common(count)


@dataclass
class ClassProgress:
    """The merged progress of a class: shows as a table and a chart in a notebook, a table in a terminal."""

    exercises: list[ExerciseOfClass]
    students: int
    skipped: list[tuple[str, str]]

    def rows(self) -> list[list[str]]:
        """The table's rows of words, a header first."""
        rows = [["lesson", "exercise", "finished", "stuck", "median tries", "hints fired most"]]
        for entry in self.exercises:
            median = entry.median_tries
            rows.append(
                [
                    str(entry.lesson),
                    entry.exercise,
                    str(entry.finished),
                    str(entry.stuck),
                    "" if median is None else f"{median:g}",
                    "; ".join(f"{hint} ({times})" for hint, times in entry.top_hints()),
                ]
            )
        return rows

    def __str__(self) -> str:
        rows = self.rows()
        widths = [max(len(row[column]) for row in rows) for column in range(5)]
        lines = [f"{self.students} student(s)."]
        for row in rows:
            cells = [
                row[c].rjust(widths[c]) if c in (0, 2, 3, 4) else row[c].ljust(widths[c]) for c in range(5)
            ]
            lines.append("  ".join([*cells, row[5]]).rstrip())
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        header, *body = self.rows()
        head = "".join(f"<th>{html.escape(cell)}</th>" for cell in header)
        lines = "".join(
            "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>" for row in body
        )
        return (
            f"<p>{self.students} student(s).</p><table><thead><tr>{head}</tr></thead>"
            f"<tbody>{lines}</tbody></table>{self.chart()}"
        )

    def chart(self) -> str:
        """An SVG bar a exercise: finished (green) and stuck (orange) students, out of the class."""
        shown = [entry for entry in self.exercises if entry.finished or entry.stuck]
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


def read_export(path: Path) -> dict:
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


def class_progress(paths: Iterable[Path | str] | Path | str) -> ClassProgress:
    """Merge the progress files at ``paths`` (files, or folders of ``.json`` files) into the class's.

    A file that cannot be used is reported in ``skipped``, by name, with why.
    """
    merged: dict[tuple[int, str], ExerciseOfClass] = {}
    skipped: list[tuple[str, str]] = []
    seen: dict[str, str] = {}
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
        for entry in data["exercises"]:
            key = (entry["lesson"], entry["exercise"])
            exercise = merged.setdefault(key, ExerciseOfClass(*key))
            if entry["state"] == DONE:
                exercise.finished += 1
            elif entry["state"] == TRIED:
                exercise.stuck += 1
            if entry["tries"]:
                exercise.tries.append(entry["tries"])
            for hint, times in entry.get("hints", {}).items():
                if isinstance(hint, str) and isinstance(times, int):
                    exercise.hints[hint] += times
    ordered = sorted(merged.values(), key=lambda exercise: exercise.lesson)  # each lesson in course order
    return ClassProgress(ordered, len(seen), skipped)


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
    "ClassFilesError",
    "ClassProgress",
    "ExerciseOfClass",
    "add_class_arguments",
    "class_progress",
    "progress_files",
    "read_export",
    "run_class",
]
