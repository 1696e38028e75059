"""The student's progress: a map of the course drawn from the log of the checks' outcomes.

``progress()`` shows every lesson and exercise, done, tried or not started,
and what to do next.  It is a map for self-study, not a mark.  The outcomes
themselves are kept by ``othello_lesson.exercises.log``.

>>> from pathlib import Path
>>> import tempfile
>>> from othello_lesson.exercises.log import record_outcome
>>> folder = Path(tempfile.mkdtemp())
>>> record_outcome(3, "is_on_board", "not yet", "lesson3.row_above", folder=folder, category="mistake")
>>> record_outcome(3, "is_on_board", "correct", None, folder=folder)
>>> print(progress(lesson=3, folder=folder))
Lesson 3, Is this move valid?: done is_on_board; not started ray_squares, sandwiches, is_valid_move.
>>> progress(lesson=3, folder=folder).next_step()
'Next: ray_squares (not started).'

The lessons, their exercises and their order come from the course's table of contents
(``exercises.contents``).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import html
import json
import re
import secrets
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .exercises.contents import course
from .exercises.log import STUDENT_ID, progress_file, read_outcomes
from .files import write_whole
from .palette import picture_fonts
from .words import Hints

if TYPE_CHECKING:
    from IPython.lib.pretty import PrettyPrinter

DONE, TRIED, NOT_STARTED = "done", "tried", "not started"
EXPORT_FORMAT = "othello-course-progress"
EXPORT_VERSION = 1
# The map's words, and the command's (the states above are the export's data, and stay as they are).
WORDS = Hints(
    "progress",
    {
        "done": "done",
        "tried": "tried",
        "not_started": "not started",
        "lesson_line": "Lesson {number}, {title}: {parts}.",
        "part": "{state} {names}",
        "part_separator": "; ",
        "lesson_done": "Every exercise of this lesson is done.",
        "next_in_lesson": "Next: {exercise} ({state}).",
        "first": "Next: lesson 0, the first exercise.",
        "course_done": "Every exercise of the course is done: well played.",
        "next": "Next: lesson {lesson}, {exercise} ({state}).",
        "no_exercises": "lesson {lesson} has no exercises",
        "picture_title": "Your progress",
        "exercise_state": "{exercise}: {state}",
        "exported": "Your progress is in {file}: hand that file in (in a browser, download it first).",
        "no_folder": "{folder} is not a folder: give the file to write in a folder that exists",
        "is_a_folder": "{target} is a folder: give the name of a file to write",
        "not_progress": "{target} exists and is not a progress file: give another name",
        "no_course_folder": "{folder} is not a course folder (it does not exist): give another --dir",
        "help_lesson": "show one lesson only",
        "help_json": "print it as JSON (lesson, exercise, state, tries)",
        "help_export": "write the file to hand in to your teacher",
        "help_student": "the name your exported file gives you (a random one is kept otherwise)",
    },
)


def state_words(state: str) -> str:
    """A state (``DONE``, ``TRIED``, ``NOT_STARTED``) in the words of the language spoken.

    >>> state_words(NOT_STARTED)
    'not started'
    """
    return WORDS.say(state.replace(" ", "_"))


# --- the course's exercises --------------------------------------------------------------------


@dataclass(frozen=True)
class Lesson:
    number: int
    title: str
    exercises: tuple[str, ...]  # the functions the student writes, in order: exercise 1 first


def course_lessons() -> list[Lesson]:
    """Every lesson with exercises, in order: its number, its title and its exercises' functions.

    >>> course_lessons()[4].exercises
    ('flips_in_direction', 'flipped_discs', 'place_move', 'fixed_place_move', 'fixed_hasty_place_move')
    """
    return [
        Lesson(lesson.number, lesson.title, tuple(exercise.function for exercise in lesson.exercises))
        for lesson in course()
    ]


def exercise_name(lesson: int, name: str) -> str:
    """The exercise's name as the table of contents gives it: the function the student writes, also for
    an outcome written when the log named it by its check (``fixed_careless``, ``weights_player``).

    >>> exercise_name(4, "fixed_careless"), exercise_name(4, "place_move"), exercise_name(99, "gone")
    ('fixed_place_move', 'place_move', 'gone')
    """
    found = next((entry for entry in course() if entry.number == lesson), None)
    exercise = found.exercise(name) if found is not None else None
    return exercise.function if exercise is not None else name


# --- the map -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Exercise:
    """Where one exercise stands: done, tried or not started, after how many tries, and its hints."""

    lesson: int
    exercise: str
    state: str
    tries: int
    hints: dict[str, int] = field(default_factory=dict)
    number: int = 0  # the exercise's number in its lesson
    first_try: str | None = None  # when the tries counted began and ended (the log's UTC times)
    last_try: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"lesson": self.lesson, "exercise": self.exercise, "state": self.state, "tries": self.tries}


_NO_HINT = ("case only", "not done")  # categories of a report that gave no hint


def exercise_states(outcomes: Iterable[dict[str, Any]], lessons: list[Lesson]) -> list[Exercise]:
    """Every exercise of ``lessons``, with where the outcomes say it stands.

    A try is a check that found an answer (correct or not yet), counted up to
    the first correct one; a check of an exercise not written yet is no try, nor
    is a re-check (``keep`` checking again what the lesson checked).
    """
    tries: Counter[tuple[int, str]] = Counter()
    hints: dict[tuple[int, str], Counter[str]] = {}
    when: dict[tuple[int, str], list[str]] = {}
    done = set()
    for entry in outcomes:
        key = (entry["lesson"], exercise_name(entry["lesson"], entry["exercise"]))
        if entry["state"] == "not done" or entry.get("recheck") or key in done:
            continue
        tries[key] += 1
        if isinstance(entry.get("time"), str):
            when.setdefault(key, []).append(entry["time"])
        if entry["state"] == "correct":
            done.add(key)
            continue
        said = entry.get("hint") or entry.get("category")  # the hint's id, else what the report showed
        if said and said not in _NO_HINT:
            hints.setdefault(key, Counter())[said] += 1
    found = []
    for lesson in lessons:
        for number, name in enumerate(lesson.exercises, start=1):
            key = (lesson.number, name)
            state = DONE if key in done else TRIED if tries[key] else NOT_STARTED
            times: list[str | None] = [*when.get(key, [])] or [None]
            found.append(
                Exercise(
                    lesson.number,
                    name,
                    state,
                    tries[key],
                    dict(hints.get(key, {})),
                    number,
                    first_try=times[0],
                    last_try=times[-1],
                )
            )
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
                parts.append(WORDS.say("part", state=state_words(state), names=", ".join(names)))
        joined = WORDS.say("part_separator").join(parts)
        return WORDS.say("lesson_line", number=lesson.number, title=lesson.title, parts=joined)

    def next_step(self) -> str:
        """What to do next: the first exercise not done, from the lesson worked on last."""
        if len(self.lessons) == 1:
            todo = [exercise for exercise in self.exercises if exercise.state != DONE]
            if not todo:
                return WORDS.say("lesson_done")
            return WORDS.say("next_in_lesson", exercise=todo[0].exercise, state=state_words(todo[0].state))
        if all(exercise.state == NOT_STARTED for exercise in self.exercises):
            return WORDS.say("first")
        later = [e for e in self.exercises if e.state != DONE and e.lesson >= (self.last_lesson or 0)]
        todo = later or [exercise for exercise in self.exercises if exercise.state != DONE]
        if not todo:
            return WORDS.say("course_done")
        first = todo[0]
        return WORDS.say("next", lesson=first.lesson, exercise=first.exercise, state=state_words(first.state))

    def __str__(self) -> str:
        lines = [self.lesson_line(lesson) for lesson in self.lessons]
        if len(self.lessons) != 1:
            lines.append(self.next_step())
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_pretty_(self, printer: PrettyPrinter, cycle: bool) -> None:
        printer.text(str(self))

    def as_json(self) -> list[dict[str, Any]]:
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
            raise ValueError(WORDS.say("no_exercises", lesson=lesson))
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
            said = WORDS.say("exercise_state", exercise=exercise.exercise, state=state_words(exercise.state))
            parts.append(
                f"<g><title>{html.escape(said)}</title>"
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
    legend = "    ".join(f"{mark} {state_words(state)}" for state, (_, _, _, mark) in _COLOURS.items())
    height = legend_y + 10
    width = max(width, label_width + 320)
    words = html.escape(str(shown))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{words}" '
        f'font-family="{picture_fonts()}"><title>{html.escape(WORDS.say("picture_title"))}</title><desc>{words}</desc>'
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


def export_data(folder: Path | str | None = None, *, student: str | None = None) -> dict[str, Any]:
    """What an export holds: a format marker and version, an anonymous id, and each exercise's progress.

    With the times (UTC) it was written, of the student's last check, and of each exercise's first
    and last try, so that a teacher sees when the student worked.
    """
    shown = progress(folder=folder)
    outcomes = read_outcomes(folder)
    last = [entry["time"] for entry in outcomes if isinstance(entry.get("time"), str)]
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "student": student_id(folder, chosen=student),
        "written": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "last_worked": max(last) if last else None,
        "exercises": [
            dict(
                exercise.as_json(),
                hints=exercise.hints,
                first_try=exercise.first_try,
                last_try=exercise.last_try,
            )
            for exercise in shown.exercises
        ],
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
    write_whole(target, text)
    print(WORDS.say("exported", file=target.name))
    return target


def refuse_to_overwrite(target: Path) -> None:
    """Raise a one-line ``ValueError`` unless ``target`` can take an export without losing anything.

    Only an earlier export may be replaced: a lesson, or any other file, never is.
    """
    if not target.parent.is_dir():
        raise ValueError(WORDS.say("no_folder", folder=target.parent))
    if target.is_dir():
        raise ValueError(WORDS.say("is_a_folder", target=target))
    if target.exists():
        try:
            earlier = json.loads(target.read_bytes()).get("format")
        except (OSError, ValueError, AttributeError):
            earlier = None
        if earlier != EXPORT_FORMAT:
            raise ValueError(WORDS.say("not_progress", target=target))


# --- the command line --------------------------------------------------------------------------


def add_progress_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``othello-course progress``."""
    parser.add_argument("--lesson", type=int, help=WORDS.say("help_lesson"))
    parser.add_argument("--json", action="store_true", help=WORDS.say("help_json"))
    parser.add_argument("--export", type=Path, metavar="FILE", help=WORDS.say("help_export"))
    parser.add_argument("--student", help=WORDS.say("help_student"))


def run_progress(args: argparse.Namespace, *, folder: Path) -> int:
    """``othello-course progress``: the map in words, as JSON, or exported to a file."""
    folder = Path(folder).expanduser()
    if not folder.is_dir():
        raise ValueError(WORDS.say("no_course_folder", folder=folder))
    if args.export is not None:
        export_progress(args.export, folder=folder, student=args.student)
        return 0
    shown = progress(args.lesson, folder=folder)
    print(json.dumps(shown.as_json(), indent=1) if args.json else shown)
    return 0


__all__ = [
    "DONE",
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "NOT_STARTED",
    "TRIED",
    "WORDS",
    "Exercise",
    "Lesson",
    "Progress",
    "add_progress_arguments",
    "course_lessons",
    "exercise_name",
    "exercise_states",
    "export_data",
    "export_progress",
    "progress",
    "progress_svg",
    "refuse_to_overwrite",
    "run_progress",
    "state_words",
    "student_id",
]
