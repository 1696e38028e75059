"""A class's progress, merged from the files its students hand in (``export_progress``) or ``collect`` wrote.

It opens with what a teacher asks first: which students are stuck on an
exercise (several tries, or a long time from its first try to its last,
without finishing it: it says which), with which hint, and which exercise to
go over with the class (the one the most students are stuck on); who is
trying an exercise and not stuck yet; who has not started; who was left out of
the latest ``collect`` (shown from an earlier file, with its date, if any).
Then when each student last worked and when their progress was collected,
and, for each exercise the class has reached (from the first to the furthest
one any student tried), how many finished it, are trying it, are stuck on it,
the median number of tries, and every hint it gave, each shown whole: its id
and its words (``lesson3.row_above "Row … is above the top row ..."``).
``as_csv`` gives one row per student and exercise, for a spreadsheet or a
learning platform's gradebook.  A file that is not a whole progress file of
the course, or a second file of one student, is named and skipped.  The
students' files are only ever read.  Every word shown is in a table
(``WORDS``), under an id.

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
import csv
import dataclasses
import datetime
import enum
import html
import importlib
import io
import json
import re
import statistics
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..exercises.hints import Hints, shown_words
from ..files import write_whole
from ..progress import EXPORT_FORMAT, EXPORT_VERSION, course_lessons, exercise_name
from .collect_record import CollectRecord, LeftOut, parse_time, read_record

if TYPE_CHECKING:
    from IPython.lib.pretty import PrettyPrinter

STUCK_TRIES = 3  # tries without finishing that make a student stuck on an exercise
STUCK_MINUTES = 15  # or minutes from its first try to its last, without finishing it


class ClassFilesError(ValueError):
    """No progress file could be read: a folder that does not exist, or holds none."""


class State(str, enum.Enum):
    """Where a student stands on an exercise, as the progress files write it."""

    DONE = "done"
    TRIED = "tried"
    NOT_STARTED = "not started"


# Every word of the class view, under an id (``class_view.stuck_title``).
WORDS = Hints(
    "class_view",
    {
        "class": "The class: {students} ({names}).",
        "students_one": "{count} student",
        "students_many": "{count} students",
        "tries_one": "{count} try",
        "tries_many": "{count} tries",
        "times_one": "{count} time",
        "times_many": "{count} times",
        "minutes": "{count} min",
        "hours": "{hours} h {minutes} min",
        "days_one": "{count} day",
        "days_many": "{count} days",
        "exercise": "lesson {lesson} {exercise}",
        "stuck_title": "Stuck ({tries} or more, or {minutes} min or more from the first try to the last, "
        "on one exercise not finished), most tries first:",
        "nobody_stuck": "Nobody is stuck: no exercise has taken {tries} or {minutes} min "
        "without being finished.",
        "stuck_entry": "{exercise}: {tries}{span} ({why})",
        "span": " in {time}",
        "why_tries": "several tries",
        "why_time": "a long time",
        "why_both": "several tries and a long time",
        "hint_most": "; hint given most: {hint} ({times})",
        "stuck_more": "; stuck on {count} more",
        "go_over": "Go over with the class: {exercise}, where {stuck} of {students} are stuck",
        "go_over_hint": "; the hint given most there: {hint} ({times})",
        "trying": "Trying, not stuck yet: {entries}.",
        "trying_entry": "{student} ({exercise}, {tries})",
        "not_started": "Not started (no check run yet): {names}.",
        "latest_collect": "The latest collect: {time}.",
        "left_out": "Not in the latest collect: {student}, {why}; {shown}.",
        "left_out_earlier": "shown from an earlier file, collected {time}",
        "left_out_nothing": "no earlier file",
        "not_collected": "not among the students it collected",
        "when_title": "When each student last worked, and when their progress was collected:",
        "when_entry": "last worked {worked}; collected {collected}{mark}",
        "never": "never (no check run yet)",
        "unknown_time": "unknown (a file of an older version)",
        "mark_missing": "; NOT in the latest collect",
        "reached": "The exercises the class has reached ({first} to {last}):",
        "none_tried": "No exercise tried yet.",
        "column_lesson": "lesson",
        "column_exercise": "exercise",
        "column_finished": "finished",
        "column_trying": "trying",
        "column_stuck": "stuck",
        "column_median": "median tries",
        "column_hints": "hints",
        "hints": "hints: ",
        "hint_count": "{hint} ({times})",
        "chart_title": "Progress of the class",
        "chart_bar": "{exercise}: {finished} finished, {trying} trying, {stuck} stuck",
        "chart_legend": "green: finished, yellow: trying, orange: stuck",
        "skipped": "othello-course: {file} {why}: skipped",
        "nothing_read": "othello-course: no progress file could be read",
        "no_folder": "{path} does not exist",
        "no_files": "{path} holds no progress files (.json)",
        "unreadable": "cannot be read ({reason})",
        "not_json": "is cut short or is not JSON",
        "not_progress": "is not a progress file of the Othello course",
        "newer": "was written by a newer version of the course (update yours)",
        "incomplete": "is incomplete (no student or no exercises)",
        "bad_exercise": "holds an exercise that is not written as the course writes them",
        "second_file": "is a second file of the student of {file}",
        "csv_written": "{rows} rows written to {file} (one a student and exercise).",
        "csv_refused": "{file} exists and is not a .csv file: give another name",
        # The CSV's header and its words.
        "csv_student": "student",
        "csv_lesson": "lesson",
        "csv_exercise": "exercise",
        "csv_state": "state",
        "csv_finished": "finished",
        "csv_tries": "tries",
        "csv_first_try": "first try (UTC)",
        "csv_last_try": "last try (UTC)",
        "csv_minutes": "minutes from first to last try",
        "csv_stuck": "stuck",
        "csv_hint": "hint given most",
        "csv_last_worked": "last worked (UTC)",
        "csv_collected": "collected (UTC)",
        "csv_in_latest": "in the latest collect",
        "done": "done",
        "tried": "tried",
        "not_started_state": "not started",
        "yes": "yes",
        "no": "no",
    },
)
STATE_WORDS = {State.DONE: "done", State.TRIED: "tried", State.NOT_STARTED: "not_started_state"}

# Where a hint's words came from, for the hints that are not said from a lesson's table of hints
# (``exercises.driver``: the ``hint_id`` of an outcome).
HINT_KIND_WORDS = Hints(
    "hint_kinds",
    {
        "mistake": "the check's hint for that particular answer",
        "general": "the exercise's general hint",
        "error": "the check's own words for that kind of error",
        "builds_on": "the answer uses an earlier exercise that is wrong: fix that one first",
        "endless": "the function never finished (an endless loop?)",
        "changed_board": "the function changed a board it should only look at",
    },
)
HINT_KINDS = {key.replace("_", " "): words for key, words in HINT_KIND_WORDS.items()}  # as the log names them
_HINT_ID = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)+")
_ANONYMOUS = re.compile(r"student-[0-9a-f]{8}")


def say(key: str, **facts: object) -> str:
    """The class view's words ``key``, its facts filled in."""
    return str(WORDS.say(key, **facts))


def counted(key: str, count: int) -> str:
    """``1 try``, ``3 tries``: the words ``key_one`` or ``key_many``."""
    return say(f"{key}_{'one' if count == 1 else 'many'}", count=count)


def duration(span: datetime.timedelta) -> str:
    """A time on an exercise, in words: ``6 min``, ``1 h 5 min``, ``3 days``.

    >>> duration(datetime.timedelta(minutes=65)), duration(datetime.timedelta(days=2, hours=3))
    ('1 h 5 min', '2 days')
    """
    minutes = int(span.total_seconds() // 60)
    if minutes < 60:
        return say("minutes", count=minutes)
    if minutes < 24 * 60:
        return say("hours", hours=minutes // 60, minutes=minutes % 60)
    return counted("days", minutes // (24 * 60))


def local_time(when: datetime.datetime) -> str:
    """A time as the teacher reads it: this computer's local time, to the minute."""
    return f"{when.astimezone():%Y-%m-%d %H:%M}"


def utc_text(when: datetime.datetime | None) -> str:
    return "" if when is None else when.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


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


# --- one student's file, read ------------------------------------------------------------------


@dataclass(frozen=True)
class ExerciseProgress:
    """One exercise of one student: where they stand, their tries, hints, and first and last try."""

    lesson: int
    exercise: str
    state: State
    tries: int
    hints: dict[str, int] = field(default_factory=dict)
    first_try: datetime.datetime | None = None
    last_try: datetime.datetime | None = None

    @property
    def name(self) -> str:
        return say("exercise", lesson=self.lesson, exercise=self.exercise)

    @property
    def time_on_it(self) -> datetime.timedelta | None:
        """From its first try to its last (``None`` in a file of an older version, which has no times)."""
        if self.first_try is None or self.last_try is None:
            return None
        return self.last_try - self.first_try

    def hint_given_most(self) -> tuple[str, int] | None:
        hints = Counter({hint: count for hint, count in self.hints.items() if count})
        return hints.most_common(1)[0] if hints else None


@dataclass(frozen=True)
class StudentProgress:
    """One student's progress file: their name, when it was written and they last worked, their exercises."""

    name: str
    student: str  # the id the file gives them
    file: str
    exercises: tuple[ExerciseProgress, ...]
    written: datetime.datetime | None = None
    last_worked: datetime.datetime | None = None
    folder: Path | None = None

    def has_started(self) -> bool:
        return any(entry.tries or entry.state is not State.NOT_STARTED for entry in self.exercises)


@dataclass(frozen=True)
class Stuck:
    """A student stuck on an exercise: tried, not finished, after several tries or a long time (which)."""

    student: str
    entry: ExerciseProgress
    by_tries: bool
    by_time: bool
    others: int  # how many other exercises the student is stuck on

    @property
    def tries(self) -> int:
        return self.entry.tries

    def why(self) -> str:
        return say(
            "why_both" if self.by_tries and self.by_time else "why_tries" if self.by_tries else "why_time"
        )

    def __str__(self) -> str:
        span = self.entry.time_on_it
        words = say(
            "stuck_entry",
            exercise=self.entry.name,
            tries=counted("tries", self.entry.tries),
            span="" if span is None else say("span", time=duration(span)),
            why=self.why(),
        )
        hint = self.entry.hint_given_most()
        if hint is not None:
            words += say("hint_most", hint=hint_shown(hint[0]), times=counted("times", hint[1]))
        if self.others:
            words += say("stuck_more", count=self.others)
        return words


def stuck_on(
    student: StudentProgress, *, tries: int = STUCK_TRIES, minutes: float = STUCK_MINUTES
) -> list[Stuck]:
    """The exercises ``student`` is stuck on: tried, not finished, after ``tries`` tries or ``minutes``."""
    found = []
    for entry in student.exercises:
        if entry.state is not State.TRIED:
            continue
        span = entry.time_on_it
        by_tries = entry.tries >= tries
        by_time = span is not None and span >= datetime.timedelta(minutes=minutes)
        if by_tries or by_time:
            found.append(Stuck(student.name, entry, by_tries, by_time, 0))
    return found


# --- the class ----------------------------------------------------------------------------------


@dataclass
class ExerciseOfClass:
    """One exercise across the class: who finished it, is trying it, is stuck on it; the tries and hints."""

    lesson: int
    exercise: str
    finished: int = 0
    trying: int = 0
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
        return say("exercise", lesson=self.lesson, exercise=self.exercise)


@dataclass
class ClassProgress:
    """The merged progress of a class: shows as text and a table, with a chart in a notebook."""

    exercises: list[ExerciseOfClass]
    roster: list[StudentProgress]
    skipped: list[tuple[str, str]]
    stuck: list[Stuck] = field(default_factory=list)  # each student's worst, most tries first
    latest_collect: CollectRecord | None = None
    stuck_tries: int = STUCK_TRIES
    stuck_minutes: float = STUCK_MINUTES

    @property
    def students(self) -> int:
        return len(self.roster)

    @property
    def names(self) -> list[str]:
        return [student.name for student in self.roster]

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

    def not_started(self) -> list[str]:
        """The students with no check yet: by their file, or left out of the latest collect for it."""
        names = [student.name for student in self.roster if not student.has_started()]
        if self.latest_collect is not None:
            names += [
                out.student
                for out in self.latest_collect.left_out
                if out.reason == "no_check" and out.student not in self.names
            ]
        return names

    def is_missing_from_latest_collect(self, student: StudentProgress) -> bool:
        """Is ``student``'s file in the latest collect's folder, but not one that collect wrote?"""
        record = self.latest_collect
        return record is not None and student.folder is not None and student.name not in record.written

    def trying(self) -> list[tuple[str, ExerciseProgress]]:
        """Each student trying an exercise, not stuck on any: their latest exercise tried and not finished."""
        stuck = {entry.student for entry in self.stuck}
        found = []
        for student in self.roster:
            tried = [entry for entry in student.exercises if entry.state is State.TRIED]
            if tried and student.name not in stuck:
                found.append((student.name, tried[-1]))
        return found

    def headline(self) -> list[str]:
        """The first lines: the class, who is stuck and where, what to go over, who is not there yet."""
        lines = [say("class", students=counted("students", self.students), names=", ".join(self.names))]
        limits = {"tries": counted("tries", self.stuck_tries), "minutes": f"{self.stuck_minutes:g}"}
        if not self.stuck:
            lines.append(say("nobody_stuck", **limits))
        else:
            lines.append(say("stuck_title", **limits))
            width = max(len(entry.student) for entry in self.stuck)
            lines += [f"  {entry.student.ljust(width)}  {entry}" for entry in self.stuck]
            over = self.to_go_over()
            if over is not None:
                line = say("go_over", exercise=over.name, stuck=over.stuck, students=self.students)
                if over.hints:
                    hint, count = over.top_hints(1)[0]
                    line += say("go_over_hint", hint=hint_shown(hint), times=counted("times", count))
                lines.append(line + ".")
        trying = self.trying()
        if trying:
            entries = [
                say("trying_entry", student=name, exercise=entry.name, tries=counted("tries", entry.tries))
                for name, entry in trying
            ]
            lines.append(say("trying", entries="; ".join(entries)))
        if self.not_started():
            lines.append(say("not_started", names=", ".join(self.not_started())))
        lines += self.collect_lines()
        return lines

    def collect_lines(self) -> list[str]:
        """The latest collect, and every student it left out (or did not write), each with why."""
        record = self.latest_collect
        if record is None:
            return []
        lines = [say("latest_collect", time=local_time(record.time))]
        by_name = {student.name: student for student in self.roster}
        missing = [student.name for student in self.roster if self.is_missing_from_latest_collect(student)]
        named = [out for out in record.left_out if out.reason != "no_check" or out.student in by_name]
        for name in missing:
            if all(out.student != name for out in named):
                named.append(LeftOut(name, ""))
        for out in named:
            earlier = by_name.get(out.student)
            shown = (
                say("left_out_nothing")
                if earlier is None
                else say("left_out_earlier", time=self.time_words(earlier.written))
            )
            why = out.why() if out.reason else say("not_collected")
            lines.append(say("left_out", student=out.student, why=why, shown=shown))
        return lines

    @staticmethod
    def time_words(when: datetime.datetime | None) -> str:
        return say("unknown_time") if when is None else local_time(when)

    def when_lines(self) -> list[str]:
        """When each student last worked, and when their progress was collected (written)."""
        if not self.roster:
            return []
        width = max(len(name) for name in self.names)
        lines = [say("when_title")]
        for student in self.roster:
            if student.last_worked is not None:
                worked = local_time(student.last_worked)
            else:
                worked = say("never") if not student.has_started() else say("unknown_time")
            mark = say("mark_missing") if self.is_missing_from_latest_collect(student) else ""
            words = say("when_entry", worked=worked, collected=self.time_words(student.written), mark=mark)
            lines.append(f"  {student.name.ljust(width)}  {words}")
        return lines

    def header(self) -> list[str]:
        keys = ("lesson", "exercise", "finished", "trying", "stuck", "median")
        return [say(f"column_{key}") for key in keys]

    def rows(self) -> list[list[str]]:
        """The table's rows of words, a header first: the exercises reached."""
        rows = [self.header()]
        for entry in self.reached():
            median = entry.median_tries
            rows.append(
                [
                    str(entry.lesson),
                    entry.exercise,
                    str(entry.finished),
                    str(entry.trying),
                    str(entry.stuck),
                    "" if median is None else f"{median:g}",
                ]
            )
        return rows

    def hints_line(self, entry: ExerciseOfClass) -> str:
        """Every hint the exercise gave, most given first, each whole."""
        return "; ".join(
            say("hint_count", hint=hint_shown(hint), times=counted("times", count))
            for hint, count in entry.top_hints(None)
        )

    def __str__(self) -> str:
        lines = [*self.headline(), "", *self.when_lines()]
        reached = self.reached()
        if not reached:
            return "\n".join([*lines, "", say("none_tried")])
        lines += ["", say("reached", first=reached[0].name, last=reached[-1].name)]
        rows = self.rows()
        columns = len(rows[0])
        widths = [max(len(row[column]) for row in rows) for column in range(columns)]
        for number, row in enumerate(rows):
            cells = [row[c].ljust(widths[c]) if c == 1 else row[c].rjust(widths[c]) for c in range(columns)]
            lines.append("  ".join(cells).rstrip())
            if number and reached[number - 1].hints:
                lines.append(" " * (widths[0] + 2) + say("hints") + self.hints_line(reached[number - 1]))
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_pretty_(self, printer: PrettyPrinter, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        head_lines = "".join(
            f"<p>{html.escape(line.strip())}</p>" for line in [*self.headline(), *self.when_lines()]
        )
        header, *body = self.rows()
        head = "".join(f"<th>{html.escape(cell)}</th>" for cell in [*header, say("column_hints")])
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
        """An SVG bar an exercise reached: finished (green), trying (yellow), stuck (orange) students."""
        shown = self.reached()
        bar, label, height = 300, 220, 18
        total = max(self.students, 1)
        parts = []
        for y, entry in enumerate(shown):
            top = 6 + y * (height + 4)
            x = float(label)
            rects = ""
            for count, colour in (
                (entry.finished, "#2e7d32"),
                (entry.trying, "#f9a825"),
                (entry.stuck, "#ef6c00"),
            ):
                width = bar * count / total
                rects += (
                    f'<rect x="{x:.1f}" y="{top}" width="{width:.1f}" height="{height}" fill="{colour}"/>'
                )
                x += width
            label_words = f"{entry.lesson} {entry.exercise}"
            words = say(
                "chart_bar",
                exercise=entry.name,
                finished=entry.finished,
                trying=entry.trying,
                stuck=entry.stuck,
            )
            parts.append(
                f"<g><title>{html.escape(words)}</title>"
                f'<text x="4" y="{top + 13}" font-size="12">{html.escape(label_words)}</text>'
                f'{rects}<rect x="{label}" y="{top}" width="{bar}" height="{height}" fill="none" '
                'stroke="#9e9e9e"/></g>'
            )
        total_height = 30 + len(shown) * (height + 4)
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{label + bar + 10}" height="{total_height}" '
            f'role="img" font-family="sans-serif"><title>{html.escape(say("chart_title"))}</title>'
            f'{"".join(parts)}<text x="4" y="{total_height - 8}" font-size="12">'
            f"{html.escape(say('chart_legend'))}</text></svg>"
        )

    # --- the spreadsheet ----------------------------------------------------------------------

    def csv_rows(self) -> list[list[str]]:
        """One row a student and exercise, a header first: for a spreadsheet or a gradebook's import."""
        keys = (
            "student", "lesson", "exercise", "state", "finished", "tries", "first_try", "last_try",
            "minutes", "stuck", "hint", "last_worked", "collected", "in_latest",
        )  # fmt: skip
        rows = [[say(f"csv_{key}") for key in keys]]
        stuck = {
            (entry.student, entry.entry.lesson, entry.entry.exercise): entry.why()
            for student in self.roster
            for entry in stuck_on(student, tries=self.stuck_tries, minutes=self.stuck_minutes)
        }
        for student in self.roster:
            if self.latest_collect is None or student.folder is None:
                latest = ""
            else:
                latest = say("no" if self.is_missing_from_latest_collect(student) else "yes")
            for entry in student.exercises:
                span = entry.time_on_it
                hint = entry.hint_given_most()
                rows.append(
                    [
                        student.name,
                        str(entry.lesson),
                        entry.exercise,
                        say(STATE_WORDS[entry.state]),
                        "1" if entry.state is State.DONE else "0",
                        str(entry.tries),
                        utc_text(entry.first_try),
                        utc_text(entry.last_try),
                        "" if span is None else str(int(span.total_seconds() // 60)),
                        stuck.get((student.name, entry.lesson, entry.exercise), ""),
                        "" if hint is None else hint[0],
                        utc_text(student.last_worked),
                        utc_text(student.written),
                        latest,
                    ]
                )
        return rows

    def as_csv(self) -> str:
        """The class as CSV text (see ``csv_rows``)."""
        out = io.StringIO()
        csv.writer(out, lineterminator="\n").writerows(self.csv_rows())
        return out.getvalue()


# --- reading the files --------------------------------------------------------------------------


def progress_files(paths: Iterable[Path | str] | Path | str) -> list[Path]:
    """The files named, and the ``.json`` files of the folders named (not hidden ones), in order.

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
            inside = sorted(
                child
                for child in path.iterdir()
                if child.suffix == ".json" and not child.name.startswith(".") and child.is_file()
            )
            if not inside:
                raise ClassFilesError(say("no_files", path=path))
            found += inside
        elif path.is_file():
            found.append(path)
        else:
            raise ClassFilesError(say("no_folder", path=path))
    return found


def read_export(path: Path) -> StudentProgress:
    """One student's progress file, or a ``ValueError`` saying in a few words what is wrong with it."""
    try:
        data = json.loads(path.read_bytes())
    except OSError as error:
        raise ValueError(
            say("unreadable", reason=(error.strerror or type(error).__name__).lower())
        ) from error
    except ValueError as error:
        raise ValueError(say("not_json")) from error
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ValueError(say("not_progress"))
    if not isinstance(data.get("version"), int) or data["version"] > EXPORT_VERSION:
        raise ValueError(say("newer"))
    exercises = data.get("exercises")
    student = data.get("student")
    if not isinstance(student, str) or not isinstance(exercises, list):
        raise ValueError(say("incomplete"))
    read = tuple(_exercise(entry) for entry in exercises)
    name = path.stem if _ANONYMOUS.fullmatch(student) else student
    return StudentProgress(
        name, student, path.name, read, parse_time(data.get("written")), parse_time(data.get("last_worked"))
    )


def _exercise(entry: object) -> ExerciseProgress:
    """One exercise of a progress file, or a ``ValueError``."""
    states = {state.value: state for state in State}
    if not (
        isinstance(entry, dict)
        and isinstance(entry.get("lesson"), int)
        and isinstance(entry.get("exercise"), str)
        and entry.get("state") in states
        and isinstance(entry.get("tries"), int)
        and isinstance(entry.get("hints", {}), dict)
    ):
        raise ValueError(say("bad_exercise"))
    hints = {
        hint: count
        for hint, count in entry.get("hints", {}).items()
        if isinstance(hint, str) and isinstance(count, int)
    }
    return ExerciseProgress(
        entry["lesson"],
        # older files name some exercises by their checks (fixed_careless): the table's names
        exercise_name(entry["lesson"], entry["exercise"]),
        states[entry["state"]],
        entry["tries"],
        hints,
        parse_time(entry.get("first_try")),
        parse_time(entry.get("last_try")),
    )


def class_progress(
    paths: Iterable[Path | str] | Path | str,
    *,
    stuck_tries: int = STUCK_TRIES,
    stuck_minutes: float = STUCK_MINUTES,
) -> ClassProgress:
    """Merge the progress files at ``paths`` (files, or folders of ``.json`` files) into the class's.

    A file that cannot be used is reported in ``skipped``, by name, with why.  A folder that
    ``collect`` wrote into holds the record of the latest collect, read too.
    """
    if isinstance(paths, (str, Path)):
        paths = [paths]
    paths = list(paths)
    merged: dict[tuple[int, str], ExerciseOfClass] = {}
    skipped: list[tuple[str, str]] = []
    seen: dict[str, str] = {}
    roster: list[StudentProgress] = []
    stuck: list[Stuck] = []
    folders = [Path(path).expanduser() for path in paths if Path(path).expanduser().is_dir()]
    records = [(folder, record) for folder in folders if (record := read_record(folder)) is not None]
    latest = max(records, key=lambda found: found[1].time) if records else None
    for path in progress_files(paths):
        try:
            student = read_export(path)
        except ValueError as error:
            skipped.append((path.name, str(error)))
            continue
        if student.student in seen:
            skipped.append((path.name, say("second_file", file=seen[student.student])))
            continue
        seen[student.student] = path.name
        if latest is not None and path.parent.resolve() == latest[0].resolve():
            student = dataclasses.replace(student, folder=path.parent)
        roster.append(student)
        found = stuck_on(student, tries=stuck_tries, minutes=stuck_minutes)
        if found:
            worst = max(found, key=lambda entry: (entry.tries, student.exercises.index(entry.entry)))
            stuck.append(Stuck(worst.student, worst.entry, worst.by_tries, worst.by_time, len(found) - 1))
        stuck_here = {(entry.entry.lesson, entry.entry.exercise) for entry in found}
        for entry in student.exercises:
            key = (entry.lesson, entry.exercise)
            exercise = merged.setdefault(key, ExerciseOfClass(*key))
            if entry.state is State.DONE:
                exercise.finished += 1
            elif key in stuck_here:
                exercise.stuck += 1
                exercise.stuck_students.append(student.name)
            elif entry.state is State.TRIED:
                exercise.trying += 1
            if entry.tries:
                exercise.tries.append(entry.tries)
            exercise.hints.update(entry.hints)
    place = {
        (lesson.number, name): at for lesson in course_lessons() for at, name in enumerate(lesson.exercises)
    }
    ordered = sorted(merged.values(), key=lambda one: (one.lesson, place.get((one.lesson, one.exercise), 0)))
    stuck.sort(key=lambda entry: (-entry.tries, entry.student))
    record = None if latest is None else latest[1]
    return ClassProgress(ordered, roster, skipped, stuck, record, stuck_tries, stuck_minutes)


# --- the command --------------------------------------------------------------------------------


# The --help of othello-course class.
CLASS_HELP = Hints(
    "class_help",
    {
        "paths": "the students' progress files, or folders of them",
        "csv": "write one row a student and exercise as CSV, to FILE (a .csv) or, without it, "
        "to the terminal",
        "stuck_tries": "tries without finishing that make a student stuck (default {tries})",
        "stuck_minutes": "or minutes from the first try to the last (default {minutes})",
    },
)


def add_class_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``othello-course class``."""
    parser.add_argument("paths", nargs="+", type=Path, help=CLASS_HELP.say("paths"))
    parser.add_argument(
        "--csv",
        nargs="?",
        const="-",
        metavar="FILE",
        help=CLASS_HELP.say("csv"),
    )
    parser.add_argument(
        "--stuck-tries",
        type=int,
        default=STUCK_TRIES,
        help=CLASS_HELP.say("stuck_tries", tries=STUCK_TRIES),
    )
    parser.add_argument(
        "--stuck-minutes",
        type=float,
        default=STUCK_MINUTES,
        help=CLASS_HELP.say("stuck_minutes", minutes=STUCK_MINUTES),
    )


def write_csv(merged: ClassProgress, target: str) -> None:
    """The class's CSV to ``target`` (``-``: the terminal); a file that is not a .csv is never replaced."""
    text = merged.as_csv()
    if target == "-":
        sys.stdout.write(text)
        return
    path = Path(target).expanduser()
    if path.suffix.lower() != ".csv" and path.exists():
        raise ValueError(say("csv_refused", file=path))
    write_whole(path, "\ufeff" + text)  # the byte-order mark: spreadsheets then read names in UTF-8
    print(say("csv_written", rows=text.count("\n") - 1, file=path))


def run_class(args: argparse.Namespace) -> int:
    """``othello-course class FILES...``: the class's view, or its CSV; each file skipped named on stderr."""
    merged = class_progress(args.paths, stuck_tries=args.stuck_tries, stuck_minutes=args.stuck_minutes)
    for name, why in merged.skipped:
        print(say("skipped", file=name, why=why), file=sys.stderr)
    if not merged.students:
        print(say("nothing_read"), file=sys.stderr)
        return 2
    if args.csv is not None:
        write_csv(merged, args.csv)
    else:
        print(merged)
    return 0


__all__ = [
    "HINT_KINDS",
    "WORDS",
    "ClassFilesError",
    "ClassProgress",
    "ExerciseOfClass",
    "ExerciseProgress",
    "State",
    "Stuck",
    "StudentProgress",
    "add_class_arguments",
    "class_progress",
    "hint_shown",
    "progress_files",
    "read_export",
    "run_class",
]
