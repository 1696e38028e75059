"""The student's own Othello: the rule functions they got right, kept in one module of their own.

Each lesson from 3 to 6 ends with one call, ``keep(...)``, which writes the
functions the student has just written into ``my_othello.py`` in the course
folder (the folder the notebook runs in), but only those whose check passes.
Lesson 6 shows the module as one program (``show_my_othello``) and lesson 7
plugs it into the clickable board (``rules_from_my_othello``).

The module is the student's: it is never overwritten without a copy of the
version before in ``.backups/``, and a function that is missing, or that was
changed by hand and no longer passes its check, is replaced by the course's
finished one, with a sentence that says so, so the lesson keeps working.

Each function in the module follows a marker line that names it and records a
fingerprint of its text when it passed its check, so that a function edited by
hand since can be named as such.

>>> import tempfile
>>> from othello_lesson import rules
>>> folder = tempfile.mkdtemp()
>>> print(keep(rules.count_discs, folder=folder))  # doctest: +ELLIPSIS
✔ my_othello.py now holds your count_discs:
<BLANKLINE>
def count_discs(board: Board) -> tuple[int, int]:
...
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import inspect
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..files import BACKUPS, back_up, write_whole
from ..student_rules import Rules
from .cases import Report
from .contents import Exercise, course, lesson_numbered
from .hints import Hints

if TYPE_CHECKING:
    from IPython.lib.pretty import PrettyPrinter

__all__ = [
    "MODULE",
    "Kept",
    "keep",
    "kept_exercises",
    "remember_passes",
    "rules_from_my_othello",
    "show_my_othello",
]

MODULE = "my_othello.py"


@functools.cache
def kept_exercises() -> dict[str, Exercise]:
    """The functions a student's Othello is made of, in the order of the course, each with its exercise:
    those the course's table of contents marks ``kept`` (``contents``).

    >>> list(kept_exercises())[:4]
    ['is_on_board', 'ray_squares', 'sandwiches', 'is_valid_move']
    """
    return {
        exercise.function: exercise for lesson in course() for exercise in lesson.exercises if exercise.kept
    }


IMPORTS = """from othello_lesson import BLACK, DIRECTIONS, DRAW, EMPTY, WHITE, IllegalMoveError, rules
from othello_lesson.rules import copy_board, initialize_board
"""

# A function's marker line; what it says in parentheses is in the language it was written in.
_MARKER = re.compile(r"^# --- (?P<name>\w+) \([^()\n]*?[:：] ?(?P<print>[0-9a-f]+)\) ---$", re.MULTILINE)


def _fingerprint(source: str) -> str:
    return hashlib.sha256(source.strip().encode("utf-8")).hexdigest()[:12]


# (name, fingerprint) of each function whose check passed in this session, so that keep need
# not run a check again for the function that just passed it in the cell above.
_PASSED: set[tuple[str, str]] = set()


def _source_of(function: Callable[..., object]) -> str | None:
    try:
        return textwrap.dedent(inspect.getsource(function)).strip("\n")
    except (OSError, TypeError):
        return None


def remember_passes(check: Callable[..., Report]) -> Callable[..., Report]:
    """Wrap a lesson's check so that a function that passes it is remembered for ``keep``."""

    @functools.wraps(check)
    def remembering(function: Callable[..., object], *args: object, **kwargs: object) -> Report:
        report = check(function, *args, **kwargs)
        if getattr(report, "passed", False):
            source = _source_of(function)
            if source is not None:
                _PASSED.add((getattr(function, "__name__", ""), _fingerprint(source)))
        return report

    return remembering


def _passes(name: str, function: Callable[..., object], source: str) -> tuple[bool, str]:
    """Does ``function`` pass its check (remembered, or run now)?  And the report's first line."""
    if (name, _fingerprint(source)) in _PASSED:
        return True, ""
    report = _recheck(name, function)  # the student's try was the check in the lesson; this one is no try
    return report.passed, repr(report).splitlines()[0]


def _recheck(name: str, function: Callable[..., object]) -> Report:
    """Check ``function`` again as the kept exercise ``name``: an outcome marked as no try."""
    exercise = kept_exercises()[name]
    lesson = lesson_numbered(exercise.lesson)
    if lesson is None:  # never: the exercise was found in the course
        raise LookupError(f"lesson {exercise.lesson} has no exercises")
    return lesson.run(exercise, function, recheck=True)


KEEP_WORDS = Hints(
    "keep",
    {
        "not_a_rule": (
            "✘ keep takes the rule functions of lessons 3 to 6 ({names}), "
            "each under its own name, not {given}."
        ),
        "unreadable": "✘ {name} cannot be kept: its text cannot be read. Define it with def in a cell.",
        "not_a_def": "✘ {name} cannot be kept: write it as def {name}(...) in a cell of its own.",
        "not_passed": "… {name} is not kept yet: its check does not pass. ({first})",
        "kept": "✔ {module} now holds your {names}:",
        "uses_missing": (
            "Note: {name} uses {missing}, which {module} does not hold yet: keep "
            "it too, or the board will use the course's finished one."
        ),
        "backed_up": "(Each time keep changes {module}, the version before is saved in {backups}/.)",
        "no_module": "There is no {module} in this folder yet (lessons 3 to 6 write it with keep(...))",
        "not_loadable": "Your {module} is not a Python file that can be loaded",
        "load_failed": "Your {module} could not be loaded ({error})",
        "finished_rules": "{why}, so the board uses the course's finished rules.",
        "not_held": "{name}: the finished one ({module} does not hold it yet)",
        "changed_since": "yours was changed since keep wrote it, and no longer passes its check",
        "fails_there": "yours fails its check as {module} defines it: does it use a name the module lacks?",
        "finished_because": "{name}: the finished one ({why})",
        "yours": "{name}: yours, from {module}",
        "board_rules": "The board's rules:",
        "nothing_yet": "There is no {module} in this folder yet: lessons 3 to 6 write it with keep(...).",
        "module_docstring": (
            "My own Othello: the rule functions I wrote in the course, each kept once its check passed.\n"
            "\n"
            "Written by keep() in the course notebooks; each keep saves the version before in .backups/.\n"
            "You may edit it: the board checks each function again before it uses it."
        ),
        "marker": "passed its check: {fingerprint}",
    },
)
"""What ``keep`` and the board say about the student's own module, my_othello.py."""


def header() -> str:
    """The lines ``my_othello.py`` begins with: its docstring, in the course's language, and its imports.

    >>> header().splitlines()[0][3:]
    'My own Othello: the rule functions I wrote in the course, each kept once its check passed.'
    """
    return f'"""{KEEP_WORDS.say("module_docstring")}\n"""\n\n{IMPORTS}'


@dataclass
class Kept:
    """What ``keep`` did, shown as text in the notebook."""

    lines: list[str] = field(default_factory=list)

    def __repr__(self) -> str:
        return "\n".join(self.lines)

    def _repr_pretty_(self, printer: PrettyPrinter, cycle: bool) -> None:  # IPython shows the text as it is
        printer.text(repr(self))


def _read_sections(path: Path) -> dict[str, tuple[str, str]]:
    """The functions of a module written by ``keep``: name -> (fingerprint, source)."""
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    marks = list(_MARKER.finditer(text))
    found = {}
    for number, mark in enumerate(marks):
        end = marks[number + 1].start() if number + 1 < len(marks) else len(text)
        found[mark["name"]] = (mark["print"], text[mark.end() : end].strip("\n"))
    return found


def _module_text(sections: dict[str, tuple[str, str]]) -> str:
    parts = [header()]
    for name in sorted(sections, key=list(kept_exercises()).index):
        fingerprint, source = sections[name]
        marker = KEEP_WORDS.say("marker", fingerprint=fingerprint)
        parts.append(f"\n# --- {name} ({marker}) ---\n{source}\n")
    return "\n".join(parts)


def keep(*functions: Callable[..., object], folder: str | Path | None = None) -> Kept:
    """Write each function whose check passes into ``my_othello.py`` in ``folder`` (the notebook's).

    A function whose check does not pass is not written, and the report says why.
    The file is only written when something in it changes, after a copy of the
    version before is saved in ``.backups/``.
    """
    path = Path(folder or Path.cwd()) / MODULE
    sections = _read_sections(path)
    kept: list[str] = []
    sources: list[str] = []
    lines: list[str] = []
    for function in functions:
        name = getattr(function, "__name__", "")
        if name not in kept_exercises():
            names = ", ".join(kept_exercises())
            lines.append(KEEP_WORDS.say("not_a_rule", names=names, given=name or repr(function)))
            continue
        source = _source_of(function)
        if source is None:
            lines.append(KEEP_WORDS.say("unreadable", name=name))
            continue
        if not re.match(rf"(@.*\n)*def {name}\(", source):
            lines.append(KEEP_WORDS.say("not_a_def", name=name))
            continue
        passed, first = _passes(name, function, source)
        if not passed:
            lines.append(KEEP_WORDS.say("not_passed", name=name, first=first))
            continue
        sections[name] = (_fingerprint(source), source)
        kept.append(name)
        sources.append(source)
    if kept:
        text = _module_text(sections)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            if path.exists():
                back_up(path)
            write_whole(path, text)
        lines.insert(0, KEEP_WORDS.say("kept", module=MODULE, names=", ".join(kept)))
        for source in sources:
            lines += ["", source]
        for name in kept:
            missing = [
                used
                for used in _uses(sections[name][1])
                if used in kept_exercises() and used != name and used not in sections
            ]
            if missing:
                uses = KEEP_WORDS.say("uses_missing", name=name, missing=", ".join(missing), module=MODULE)
                lines.append("\n" + uses)
        lines.append("\n" + KEEP_WORDS.say("backed_up", module=MODULE, backups=BACKUPS))
    return Kept(lines)


def _uses(source: str) -> list[str]:
    """The plain names a function's text calls (not ``rules.name(...)``), in order of first use.

    >>> _uses("g(board) + rules.h(board) + g(1) + f(2)")
    ['g', 'f']
    """
    return list(dict.fromkeys(re.findall(r"(?<![\w.])(\w+)\s*\(", source)))


def _load(path: Path) -> tuple[object | None, str]:
    """The student's module, freshly loaded, or None and why not."""
    if not path.exists():
        return None, KEEP_WORDS.say("no_module", module=MODULE)
    spec = importlib.util.spec_from_file_location("my_othello", path)
    if spec is None or spec.loader is None:  # never for a .py file
        return None, KEEP_WORDS.say("not_loadable", module=MODULE)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # the student's file: any error is reported, never raised
        return None, KEEP_WORDS.say("load_failed", module=MODULE, error=f"{type(error).__name__}: {error}")
    return module, ""


def rules_from_my_othello(*, folder: str | Path | None = None, say: Callable[[str], None] = print) -> Rules:
    """``Rules`` for the board made of the student's own functions, the finished ones standing in.

    A function is used when ``my_othello.py`` holds it and, loaded from there,
    it passes its check; otherwise the finished one stands in, and ``say``
    tells which and why (a function edited by hand since ``keep`` wrote it is
    named as such, thanks to the fingerprint on its marker line).
    """
    path = Path(folder or Path.cwd()) / MODULE
    module, why = _load(path)
    if module is None:
        say(KEEP_WORDS.say("finished_rules", why=why))
        return Rules()
    sections = _read_sections(path)
    chosen: dict[str, Any] = {}  # functions of the student's module, each passed its check
    words = []
    for name in ("is_valid_move", "place_move", "valid_moves_list"):
        function = getattr(module, name, None)
        if function is None:
            words.append(KEEP_WORDS.say("not_held", name=name, module=MODULE))
            continue
        passed = _recheck(name, function).passed
        if not passed:
            fingerprint, source = sections.get(name, ("", ""))
            if fingerprint != _fingerprint(source):
                why = KEEP_WORDS["changed_since"]
            else:
                why = KEEP_WORDS.say("fails_there", module=MODULE)
            words.append(KEEP_WORDS.say("finished_because", name=name, why=why))
            continue
        chosen[name] = function
        words.append(KEEP_WORDS.say("yours", name=name, module=MODULE))
    say(KEEP_WORDS["board_rules"] + "\n" + "\n".join(f"  {line}" for line in words))
    return Rules(**chosen)


def show_my_othello(*, folder: str | Path | None = None) -> None:
    """Print ``my_othello.py``, the student's own Othello, as one program."""
    path = Path(folder or Path.cwd()) / MODULE
    if not path.exists():
        print(KEEP_WORDS.say("nothing_yet", module=MODULE))
        return
    print(path.read_text(encoding="utf-8"))
