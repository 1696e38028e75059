"""The course in a student's own folder: copy it there, open it, put a lesson back.

Students never work in the course's shipped notebooks: ``othello-course``
copies the lessons into a folder of their own (``~/othello-course`` unless
told otherwise) and opens JupyterLab there.  ``othello-course reset 3`` puts
lesson 3 back as it was shipped, after keeping a copy of the student's
version, and touches no other lesson.  Nothing a student wrote is ever
overwritten: every backup gets a name of its own.

The same can be done from Python, for example from a notebook:
``reset_lesson(3, folder)`` answers what it did, in a sentence for the student:

>>> print(LessonReset(Path("03-is-this-move-valid.ipynb"), backup=None).message())
03-is-this-move-valid.ipynb is back as shipped.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import hashlib
import json
import os
import secrets
import shlex
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .exercises.hints import Hints
from .files import BACKUPS, back_up, copy_whole, write_whole
from .language import LANGUAGES, current_language, use_language
from .local_server import (
    StopAsked,
    choose_port,
    local_sockets_fit,
    open_in_browser,
    port_number,
    say,
    start_quietly,
    stop_process,
    stop_signals,
    stops_held,
    wait_until_answered,
)
from .progress import add_progress_arguments, run_progress
from .shipped import DEFAULT_FOLDER, shipped_folder
from .teacher.class_progress import add_class_arguments, run_class
from .teacher.class_tournament import add_tournament_arguments, run_tournament
from .teacher.classroom import add_present_arguments, run_present
from .teacher.hub_progress import Hub, add_collect_arguments, run_collect

RECORD = ".othello-course.json"  # which shipped version each lesson of the folder was copied from
LANGUAGE_RECORD = ".othello-course-language"  # the language the folder's lessons were chosen in

# The words of the student's folder and its lessons, under an id (``course.back_as_shipped``).
WORDS = Hints(
    "course",
    {
        "no_lesson": "there is no lesson {lesson}; the lessons are: {listed}",
        "is_a_file": "{folder} is a file, not a folder: give another --dir",
        "parent_is_a_file": "{folder} cannot be made, because {parent} is a file: give another --dir",
        "cannot_make": "{folder} cannot be made: {reason}: give another --dir",
        "cannot_write": "{folder} cannot be written to by you: give another --dir",
        "newer_title": "These lessons in your folder differ from the ones shipped with this version of "
        "the course:",
        "newer_lesson": "    {lesson:28} to get the new version: {command}",
        "newer_kept": "A reset keeps your version first, in {folder}.",
        "back_as_shipped": "{lesson} is back as shipped.",
        "back_and_kept": "{lesson} is back as shipped; your version is kept in {backup}.",
        "no_course": "{folder} holds no copy of the course, so there is no lesson to put back; "
        "to get the whole course there, run: othello-course --dir {quoted}",
        "too_many_backups": "{folder} holds too many backups of {lesson}: move some away",
        "folder_is": "Your course folder is {folder} ({count} new notebook(s) copied).",
        "starting": "JupyterLab is starting on this computer only ...",
        "ready": "JupyterLab is ready: open\n    {url}\n"
        "Stop it with Ctrl+C here. Save your work as you go (Ctrl+S): stopping saves nothing.",
        "not_answered": "JupyterLab has not answered yet (it may still be starting): open\n    {url}\n"
        "Stop it with Ctrl+C here. Save your work as you go (Ctrl+S): stopping saves nothing.",
        "stopped": "JupyterLab and its kernels are stopped; nothing was saved for you "
        "(what you saved is in {folder}).",
        "differs": "  (differs from the shipped version: {command})",
        "stopped_command": "othello-course: stopped.",
        "no_language_pack": "JupyterLab's own menus stay in English: its language pack is not installed. "
        "To have them in Japanese, run in the folder of the clone: {command}",
    },
)
# The command's --help: what each sub-command and option does.
HELP_WORDS = Hints(
    "course_help",
    {
        "description": "Work through the Othello course in JupyterLab.",
        "folder": "your course folder (default {folder})",
        "language": "the language of the lessons and of the course's words, remembered for the folder "
        "(en or ja; default: the folder's, else your computer's)",
        "no_browser": "do not open a browser window (open the printed link yourself)",
        "port": "the port (default {port}, or a free one if it is taken)",
        "open": "copy the course into your folder and open JupyterLab (the default)",
        "reset": "put one lesson back as shipped (your version is kept first)",
        "lesson": "lesson number or name, e.g. 3",
        "student": "the teacher: put back this student's lesson (their version is kept first), in their home "
        "on this computer, or through the hub in a terminal of your JupyterLab on a JupyterHub",
        "hub": "with --student on a JupyterHub: the hub's address, as you open it in your browser",
        "list": "list the lessons (and those of yours that a newer version replaces)",
        "present": "show the board alone for a class (Voilà)",
        "progress": "show where you stand in the course, or export it",
        "class": "merge the progress files of a class",
        "collect": "on a JupyterHub: write the progress file of each student of the hub's group",
        "tournament": "a round robin of the class's own players (a folder of .py files)",
    },
)
JUPYTERLAB_PORT = 8888


def shipped_lessons() -> list[Path]:
    """Every student notebook as shipped, in lesson order (worked solutions not included)."""
    return sorted(shipped_folder().glob("*.ipynb"))


def shipped_lesson(name: str, language: str = "en") -> Path:
    """The lesson in file ``name`` as shipped in ``language``: its translation, or the English where none is.

    The translations are shipped beside the lessons, in a folder named by the language (``ja/``).

    >>> shipped_lesson("00-welcome.ipynb") == shipped_folder() / "00-welcome.ipynb"
    True
    """
    if language != LANGUAGES[0]:
        translated = shipped_folder() / language / name
        if translated.is_file():
            return translated
    return shipped_folder() / name


def folder_language(folder: Path) -> str | None:
    """The language chosen for the course folder (``othello-course --lang``), or ``None`` if none was."""
    try:
        code = (Path(folder).expanduser() / LANGUAGE_RECORD).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return code if code in LANGUAGES else None


def remember_language(folder: Path, language: str) -> None:
    """Remember ``language`` for the course folder: its lessons, and the words of the command there."""
    if language not in LANGUAGES:
        use_language(language)  # refuses it, in a sentence that names the languages
    write_whole(check_folder(folder) / LANGUAGE_RECORD, language + "\n")


def lesson_name(lesson: str | int) -> str:
    """The file name of a lesson given by its number (``3``, ``"03"``) or its name.

    >>> lesson_name(1).startswith("01-")
    True
    >>> lesson_name("nine")
    Traceback (most recent call last):
    ...
    ValueError: there is no lesson 'nine'; the lessons are: ...
    """
    names = [path.name for path in shipped_lessons()]
    text = str(lesson).strip().removesuffix(".ipynb")
    if text.isdigit():
        text = f"{int(text):02d}-"
    matches = [name for name in names if name == f"{text}.ipynb" or name.startswith(text)]
    if len(matches) != 1:
        listed = ", ".join(name.removesuffix(".ipynb") for name in names)
        raise ValueError(WORDS.say("no_lesson", lesson=repr(lesson), listed=listed))
    return matches[0]


def reset_command(name: str) -> str:
    """The command that puts the lesson in file ``name`` back: by its number when it has one.

    >>> reset_command("03-is-this-move-valid.ipynb"), reset_command("play.ipynb")
    ('othello-course reset 3', 'othello-course reset play')
    """
    stem = name.removesuffix(".ipynb")
    number = stem.split("-")[0]
    return f"othello-course reset {int(number) if number.isdigit() else stem}"


def trust(notebook: Path) -> None:
    """Mark a notebook of the course as trusted by this user's Jupyter.

    JupyterLab shows the stored pictures (SVG) of a notebook only when it
    trusts it; the lessons come from the course itself, so they are trusted
    as they are copied.
    """
    try:
        import nbformat
        from nbformat.sign import NotebookNotary
    except ImportError:  # in the browser (JupyterLite) there is no notary to record it in
        return

    notary = NotebookNotary()
    Path(notary.data_dir).mkdir(parents=True, exist_ok=True)
    notary.sign(nbformat.read(notebook, as_version=4))


# ---------------------------------------------------------------------------------------------
# The student's folder: usable or not, said in one sentence


class CourseFolderError(OSError):
    """The course folder cannot be used (a file is in the way, or it cannot be written)."""


def refuse_a_file(folder: Path) -> None:
    """Raise ``CourseFolderError`` if ``folder`` (or a folder above it) is a file.

    >>> refuse_a_file(Path(__file__) / "lessons")
    Traceback (most recent call last):
    ...
    othello_lesson.course.CourseFolderError: .../lessons cannot be made, because .../course.py is a file: ...
    """
    folder = Path(folder).expanduser()
    if folder.exists() and not folder.is_dir():
        raise CourseFolderError(WORDS.say("is_a_file", folder=folder))
    for parent in folder.parents:
        if parent.exists() and not parent.is_dir():
            raise CourseFolderError(WORDS.say("parent_is_a_file", folder=folder, parent=parent))


def check_folder(folder: Path) -> Path:
    """Make sure ``folder`` exists and can be written; return it, or raise ``CourseFolderError``.

    >>> check_folder(Path(__file__))
    Traceback (most recent call last):
    ...
    othello_lesson.course.CourseFolderError: .../course.py is a file, not a folder: give another --dir
    """
    folder = Path(folder).expanduser()
    refuse_a_file(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CourseFolderError(WORDS.say("cannot_make", folder=folder, reason=_reason(error))) from error
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CourseFolderError(WORDS.say("cannot_write", folder=folder))
    return folder


def _reason(error: OSError) -> str:
    """An operating system error as a short phrase, e.g. ``permission denied``."""
    return (error.strerror or type(error).__name__).lower()


# ---------------------------------------------------------------------------------------------
# What a lesson holds, and which shipped version it came from


def lesson_digest(path: Path) -> str:
    """A fingerprint of what a student can change in a notebook: its cells' kinds and sources.

    Outputs, execution counts and metadata are left out: running a lesson or
    opening it in JupyterLab changes them, and holds no work of the student's.
    A file that is not a readable notebook is fingerprinted byte by byte.
    """
    return notebook_digest(Path(path).read_bytes())


def notebook_digest(data: bytes) -> str:
    """``lesson_digest`` of a notebook's bytes (a file's, or what a server answered)."""
    try:
        cells = json.loads(data)["cells"]
        content = [[cell["cell_type"], _source(cell["source"])] for cell in cells]
    except (ValueError, KeyError, TypeError):
        return "bytes:" + hashlib.sha256(data).hexdigest()
    return hashlib.sha256(json.dumps(content, ensure_ascii=False).encode("utf-8")).hexdigest()


def _source(source: str | list[str]) -> str:
    return source if isinstance(source, str) else "".join(source)


def is_as_shipped(path: Path) -> bool:
    """Does the lesson at ``path`` hold nothing but what was shipped (no work of the student's)?

    That is: the cells of the lesson as shipped now, or of the shipped
    version it was copied from (an older version of the course).
    """
    path = Path(path)
    mine = lesson_digest(path)
    for language in LANGUAGES:  # as shipped in any language: a student may have changed the folder's
        shipped = shipped_lesson(path.name, language)
        if shipped.is_file() and mine == lesson_digest(shipped):
            return True
    return mine == _read_record(path.parent)["copied"].get(path.name)


def _read_record(folder: Path) -> dict[str, dict[str, str]]:
    """For each lesson of the folder: the shipped version it was copied from, and the one last told of."""
    try:
        record = json.loads((folder / RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"copied": {}, "told": {}}
    if not isinstance(record, dict):
        record = {}
    return {key: dict(record.get(key) or {}) for key in ("copied", "told")}


def _write_record(folder: Path, record: dict[str, dict[str, str]]) -> None:
    """Write the record whole or not at all (never half a file)."""
    write_whole(folder / RECORD, json.dumps(record, indent=1, sort_keys=True) + "\n")


def _remember_copied(folder: Path, names: list[str], language: str = "en") -> None:
    record = _read_record(folder)
    for name in names:
        record["copied"][name] = lesson_digest(shipped_lesson(name, language))
    _write_record(folder, record)


def newer_lessons(folder: Path = DEFAULT_FOLDER) -> list[str]:
    """The student's lessons that differ from the shipped ones because a newer version was shipped.

    A lesson copied by this version of the command is compared with the
    shipped version it was copied from, so the student's own edits do not
    count.  A lesson copied before the course kept that record is listed when
    it differs from the shipped lesson at all (an older version, or edits).
    """
    folder = Path(folder).expanduser()
    record = _read_record(folder)
    language = folder_language(folder) or LANGUAGES[0]
    newer = []
    for english in shipped_lessons():
        shipped = shipped_lesson(english.name, language)
        mine = folder / shipped.name
        if not mine.is_file():
            continue
        now = lesson_digest(shipped)
        copied_from = record["copied"].get(shipped.name)
        if copied_from is None:
            if lesson_digest(mine) != now:
                newer.append(shipped.name)
        elif copied_from != now:
            newer.append(shipped.name)
    return newer


def newer_lessons_notice(folder: Path = DEFAULT_FOLDER, *, only_untold: bool = True) -> str:
    """What to tell a student whose lessons differ from a newer shipped version ('' when none do).

    With ``only_untold`` a lesson is named once per shipped version, so that
    opening the course every day does not repeat it.
    """
    folder = Path(folder).expanduser()
    newer = newer_lessons(folder)
    record = _read_record(folder)
    if only_untold:
        language = folder_language(folder) or LANGUAGES[0]
        told = record["told"]
        newer = [name for name in newer if told.get(name) != lesson_digest(shipped_lesson(name, language))]
    if not newer:
        return ""
    lines = [WORDS.say("newer_title")]
    lines += [
        WORDS.say("newer_lesson", lesson=name.removesuffix(".ipynb"), command=reset_command(name))
        for name in newer
    ]
    lines.append(WORDS.say("newer_kept", folder=folder / BACKUPS))
    return "\n".join(lines)


def _remember_told(folder: Path) -> None:
    record = _read_record(folder)
    language = folder_language(folder) or LANGUAGES[0]
    for name in newer_lessons(folder):
        record["told"][name] = lesson_digest(shipped_lesson(name, language))
    _write_record(folder, record)


# ---------------------------------------------------------------------------------------------
# Copying the course, and putting a lesson back


def copy_course(folder: Path = DEFAULT_FOLDER, language: str = "en") -> list[Path]:
    """Copy every shipped lesson, in ``language``, into ``folder`` unless the student already has it there.

    Returns the notebooks copied now; the student's own work is never overwritten.
    The worked solutions are never copied, in any language.
    """
    folder = check_folder(folder)
    copied = []
    for lesson in shipped_lessons():
        target = folder / lesson.name
        if not target.exists():
            copy_whole(shipped_lesson(lesson.name, language), target)
            trust(target)
            copied.append(target)
    _remember_copied(folder, [path.name for path in copied], language)
    return copied


def holds_the_course(folder: Path) -> bool:
    """Was the course copied into ``folder`` (it has the copy's record, or a lesson of the course)?"""
    folder = Path(folder).expanduser()
    if (folder / RECORD).is_file():
        return True
    return folder.is_dir() and any((folder / lesson.name).is_file() for lesson in shipped_lessons())


@dataclass(frozen=True)
class LessonReset:
    """What ``reset_lesson`` did: the lesson put back, and where the student's version was kept (if kept)."""

    lesson: Path
    backup: Path | None

    def message(self) -> str:
        """One sentence for the student: what was put back, and where their version is."""
        if self.backup is None:
            return WORDS.say("back_as_shipped", lesson=self.lesson.name)
        return WORDS.say("back_and_kept", lesson=self.lesson.name, backup=self.backup)


def time_stamp() -> str:
    """The time now, to the second, as backups are named: ``20250301-142501``."""
    return f"{datetime.datetime.now():%Y%m%d-%H%M%S}"


def backup_lesson(path: Path) -> Path:
    """Copy ``path`` into the ``.backups`` folder beside it, under a name no other backup has.

    The name tells the lesson and the time (``03-is-this-move-valid-20250301-142501.ipynb``);
    a second backup within the same second gets ``-2``, ``-3``, ... An
    existing file is never overwritten, even by another reset running at the
    same moment (see ``files.back_up``).
    """
    return back_up(path, label=time_stamp())


def reset_lesson(lesson: str | int, folder: Path = DEFAULT_FOLDER) -> LessonReset:
    """Put one lesson back as shipped, first keeping the student's version in ``.backups/``.

    Only in a folder the course was copied into: elsewhere ``CourseFolderError``
    says how to get the whole course there.  A lesson that holds nothing but
    what was shipped needs no backup, and gets none.  No other lesson is touched.
    The lesson comes back in the folder's language (``othello-course --lang``), else in the
    language spoken (a notebook's ``use_language``, or the computer's).
    """
    name = lesson_name(lesson)
    folder = Path(folder).expanduser()
    refuse_a_file(folder)
    if not holds_the_course(folder):
        raise CourseFolderError(WORDS.say("no_course", folder=folder, quoted=shlex.quote(str(folder))))
    folder = check_folder(folder)
    target = folder / name
    backup = None
    if target.exists() and not is_as_shipped(target):
        backup = backup_lesson(target)
    language = folder_language(folder) or current_language()
    copy_whole(shipped_lesson(name, language), target)
    trust(target)
    _remember_copied(folder, [name], language)
    return LessonReset(target, backup)


# ---------------------------------------------------------------------------------------------
# The teacher puts a student's lesson back: in their home on this computer, or through the hub

# The teacher's words, under an id (``teacher_reset.done``).
TEACHER_WORDS = Hints(
    "teacher_reset",
    {
        "done": "{student}'s {lesson} is back as shipped.",
        "kept": "{student}'s {lesson} is back as shipped; their version is kept in {backup}.",
        "no_account": "there is no account {student} on this computer: give their course folder with --dir",
        "no_server": "{student}'s server is not running: start it from the hub's admin page "
        "(or ask them to log in), then run this again",
        "no_course": "{student} has no copy of the course ({folder} holds none), so there is no lesson "
        "to put back",
    },
)


def students_folder(student: str) -> Path:
    """The course folder of the account ``student`` on this computer: ``~student/othello-course``."""
    home = os.path.expanduser(f"~{student}")
    if home.startswith("~") or not student.replace("-", "").replace("_", "").replace(".", "").isalnum():
        raise CourseFolderError(TEACHER_WORDS.say("no_account", student=student))
    return Path(home) / DEFAULT_FOLDER.name


def reset_students_lesson(lesson: str | int, student: str, *, hub_url: str = "") -> str:
    """Put ``student``'s lesson back as shipped, their version kept first; what was done, in a sentence.

    On a JupyterHub (in a terminal of the teacher's JupyterLab there) through the hub, with the
    teacher's role (``hub_url``: its address, as the browser opens it); elsewhere in their home on
    this computer (which the teacher may write: run as root, the files stay the student's).
    """
    if os.environ.get("JUPYTERHUB_API_URL"):
        from .teacher.hub_progress import hub_from_environment

        name, backup = reset_on_hub(lesson, student, hub_from_environment(hub_url, "reset --student"))
    else:
        folder = students_folder(student)
        if not holds_the_course(folder):
            raise CourseFolderError(TEACHER_WORDS.say("no_course", student=student, folder=folder))
        done = reset_lesson(lesson, folder)
        _give_to_owner(folder, [done.lesson, folder / RECORD, *([done.backup] if done.backup else [])])
        name, backup = done.lesson.name, None if done.backup is None else str(done.backup)
    if backup is None:
        return TEACHER_WORDS.say("done", student=student, lesson=name)
    return TEACHER_WORDS.say("kept", student=student, lesson=name, backup=backup)


def _give_to_owner(folder: Path, paths: list[Path]) -> None:
    """Run as root in another account's folder: make the files written there that account's."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return
    owner = folder.stat()
    if owner.st_uid == 0:
        return
    for path in [*paths, folder / BACKUPS]:
        with contextlib.suppress(FileNotFoundError):
            os.chown(path, owner.st_uid, owner.st_gid)


def reset_on_hub(lesson: str | int, student: str, hub: Hub) -> tuple[str, str | None]:
    """Put ``student``'s lesson back through their server on the hub; the lesson, and their version's backup.

    As ``reset_lesson`` does on one computer: their version is kept first in
    ``.backups`` (a name no other backup has) unless it holds nothing but what was
    shipped, and the record of the copy says which version the lesson now is.
    """
    name = lesson_name(lesson)
    server = hub.server_url(student)
    if server is None:
        raise CourseFolderError(TEACHER_WORDS.say("no_server", student=student))
    folder = DEFAULT_FOLDER.name
    shipped = json.loads((shipped_folder() / name).read_bytes())
    mine = hub.contents(server, f"{folder}/{name}", kind="notebook")
    record_model = hub.contents(server, f"{folder}/{RECORD}")
    if mine is None and record_model is None:
        raise CourseFolderError(
            TEACHER_WORDS.say("no_course", student=student, folder=f"~{student}/{folder}")
        )
    record = {"copied": {}, "told": {}} if record_model is None else _record_of(record_model.get("content"))
    backup = None
    if mine is not None:
        digest = notebook_digest(json.dumps(mine.get("content")).encode("utf-8"))
        if digest not in (notebook_digest(json.dumps(shipped).encode("utf-8")), record["copied"].get(name)):
            backup = _new_backup_name(hub, server, f"{folder}/{BACKUPS}", name)
            hub.save(server, backup, {"type": "notebook", "format": "json", "content": mine.get("content")})
    hub.save(server, f"{folder}/{name}", {"type": "notebook", "format": "json", "content": _trusted(shipped)})
    record["copied"][name] = lesson_digest(shipped_folder() / name)
    text = json.dumps(record, indent=1, sort_keys=True) + "\n"
    hub.save(server, f"{folder}/{RECORD}", {"type": "file", "format": "text", "content": text})
    return name, None if backup is None else f"~/{backup}"


def _record_of(content: object) -> dict[str, dict[str, str]]:
    try:
        record = json.loads(content) if isinstance(content, str) else {}
    except ValueError:
        record = {}
    if not isinstance(record, dict):
        record = {}
    return {key: dict(record.get(key) or {}) for key in ("copied", "told")}


def _new_backup_name(hub: Hub, server: str, folder: str, name: str) -> str:
    """A name in the student's ``.backups`` that no backup has yet (the lesson and the time)."""
    hub.save(server, folder, {"type": "directory"})
    stem, label = name.removesuffix(".ipynb"), time_stamp()
    for number in range(1, 1000):
        path = f"{folder}/{stem}-{label}{'' if number == 1 else f'-{number}'}.ipynb"
        if hub.contents(server, path) is None:
            return path
    raise FileExistsError(WORDS.say("too_many_backups", folder=folder, lesson=name))


def _trusted(notebook: dict[str, object]) -> dict[str, object]:
    """The notebook with its cells marked trusted: the student's server signs it as it saves it."""
    cells = notebook.get("cells")
    for cell in cells if isinstance(cells, list) else []:
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            metadata = cell.setdefault("metadata", {})
            if isinstance(metadata, dict):
                metadata["trusted"] = True
    return notebook


# ---------------------------------------------------------------------------------------------
# JupyterLab: started in a process group of its own, stopped by this command whatever stops it

START_TIMEOUT = 300.0  # seconds for JupyterLab to answer before the link is printed anyway
# JupyterLab's language packs (its menus) by the course's language: the pack, its locale, the course's extra.
LANGUAGE_PACKS = {"ja": ("jupyterlab-language-pack-ja-jp", "ja_JP", "ja")}


def first_lesson_path() -> str:
    """Where the course starts, as a path of JupyterLab's: lesson 00 open (not the Launcher)."""
    return f"lab/tree/{shipped_lessons()[0].name}"


def open_course(
    folder: Path = DEFAULT_FOLDER, *, browser: bool = True, port: int | None = None, language: str = "en"
) -> int:
    """Copy the course into ``folder`` (new lessons only) and run JupyterLab there until stopped.

    ``port`` None: 8888, or a free one if it is taken; 0: any free one.
    ``language``: the lessons copied, the words of the kernels (``OTHELLO_LESSON_LANG``)
    and JupyterLab's own menus, where its language pack is installed.
    The link is printed once JupyterLab answers it.  Ctrl+C, ``kill PID`` or
    the terminal closing stop JupyterLab and its kernels, and say so in one line.
    """
    folder = Path(folder).expanduser()
    with stop_signals(), contextlib.ExitStack() as stack:
        process = None
        try:
            copied = copy_course(folder, language)
            if folder_language(folder) is None:  # chosen by the computer's language: the folder keeps it
                remember_language(folder, language)
            print(WORDS.say("folder_is", folder=folder, count=len(copied)))
            notice = newer_lessons_notice(folder)
            if notice:
                print(notice)
                _remember_told(folder)
            if not has_language_pack(language):
                print(
                    WORDS.say(
                        "no_language_pack", command=f'pip install -e ".[{LANGUAGE_PACKS[language][2]}]"'
                    )
                )
            port = choose_port(port, usual=JUPYTERLAB_PORT, server="JupyterLab")
            token = secrets.token_urlsafe(24)
            url = f"http://127.0.0.1:{port}/{first_lesson_path()}?token={token}"
            print(WORDS.say("starting"), flush=True)
            settings = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="othello-course-")))
            command = jupyterlab_command(folder, port=port, token=token, settings=settings, language=language)
            with stops_held():  # a Ctrl+C as JupyterLab starts waits until it is ours to stop
                process = start_quietly(command, env=write_lab_config(settings, language))
            answered = wait_until_answered(url, process, START_TIMEOUT)
            if process.poll() is not None:
                return process.wait()  # JupyterLab said why, on the terminal
            print(WORDS.say("ready" if answered else "not_answered", url=url), flush=True)
            if browser:
                open_in_browser(url)
            return process.wait()
        except StopAsked:
            if process is not None:
                stop_process(process)
            say(WORDS.say("stopped", folder=folder))
            return 0


def has_language_pack(language: str) -> bool:
    """Is JupyterLab's own language pack for ``language`` installed (English needs none)?

    >>> has_language_pack("en")
    True
    """
    if language not in LANGUAGE_PACKS:
        return True
    from importlib.metadata import PackageNotFoundError, version

    try:
        version(LANGUAGE_PACKS[language][0])
    except PackageNotFoundError:
        return False
    return True


def local_sockets_work() -> bool:
    """Can kernels talk to JupyterLab over local (Unix) sockets, from Jupyter's runtime folder?"""
    from jupyter_core.paths import jupyter_runtime_dir

    return local_sockets_fit(Path(jupyter_runtime_dir()))


def jupyterlab_command(
    folder: Path,
    *,
    port: int = JUPYTERLAB_PORT,
    token: str | None = None,
    settings: Path | None = None,
    language: str = "en",
) -> list[str]:
    """The command that runs JupyterLab on the course folder, on this computer only.

    The course needs nothing from the internet, so JupyterLab is told not to
    look for news, updates or extensions.  It logs only warnings and errors,
    and, where the system has them, talks to its kernels over local sockets
    rather than TCP (so the kernels do not warn that TCP is unencrypted).
    It opens no browser itself: the course opens it once JupyterLab answers.
    ``/`` opens lesson 00.  The classic notebook's shim is left out: it
    only warns, about a setting the course does not use.  In a language
    with a language pack, JupyterLab reads its application settings from
    ``settings`` (written by ``write_lab_config``), which choose that pack.

    >>> command = jupyterlab_command(Path("course"), port=8888, token="abc")
    >>> "--ServerApp.ip=127.0.0.1" in command, "--IdentityProvider.token=abc" in command
    (True, True)
    """
    command = [
        sys.executable,
        "-W",
        "ignore::DeprecationWarning",  # warnings meant for JupyterLab's developers, not for students
        "-m",
        "jupyterlab",
        "--no-browser",
        f"--ServerApp.root_dir={folder}",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--ServerApp.log_level=WARN",
        "--LabApp.log_level=WARN",
        f"--LabApp.default_url=/{first_lesson_path()}",
        "--ServerApp.jpserver_extensions=notebook_shim=False",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
    ]
    if local_sockets_work():
        command.append("--KernelManager.transport=ipc")
    if token is not None:
        command.append(f"--IdentityProvider.token={token}")
    if settings is not None and language in LANGUAGE_PACKS:
        command.append(f"--LabApp.app_settings_dir={app_settings_folder(settings)}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--ServerApp.allow_root=True")  # a container or a teacher's server running as root
    return command


# The page's plugins the course's JupyterLab leaves out: the one asking to get Jupyter's news.
DISABLED_PLUGINS = ("@jupyterlab/apputils-extension:announcements",)


# The setting of JupyterLab that chooses the language of its menus (from an installed language pack).
LOCALE_SETTING = ("@jupyterlab/translation-extension:plugin", "locale")


def app_settings_folder(folder: Path) -> Path:
    """Where ``write_lab_config`` writes JupyterLab's application settings (in the course's settings)."""
    return Path(folder) / "app-settings"


def write_lab_config(folder: Path, language: str = "en") -> dict[str, str]:
    """Write the course's own JupyterLab settings in ``folder``; the environment that reads them.

    The student's own Jupyter settings are read as always; these come first.
    The kernels speak ``language`` (``OTHELLO_LESSON_LANG``); in a language with a
    language pack, the application settings (JupyterLab's own, copied) choose its
    locale as their default, which the student's own settings may still change.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     env = write_lab_config(Path(folder), "ja")
    ...     overrides = json.loads((app_settings_folder(Path(folder)) / "overrides.json").read_text())
    >>> env["OTHELLO_LESSON_LANG"], overrides["@jupyterlab/translation-extension:plugin"]
    ('ja', {'locale': 'ja_JP'})
    """
    labconfig = Path(folder) / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    page_config = {"disabledExtensions": dict.fromkeys(DISABLED_PLUGINS, True)}
    (labconfig / "page_config.json").write_text(json.dumps(page_config), encoding="utf-8")
    if language in LANGUAGE_PACKS:
        _write_app_settings(app_settings_folder(folder), LANGUAGE_PACKS[language][1])
    env = dict(os.environ)
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(filter(None, [str(folder), env.get("JUPYTER_CONFIG_PATH")]))
    env["OTHELLO_LESSON_LANG"] = language
    return env


def _write_app_settings(folder: Path, locale: str) -> None:
    """JupyterLab's application settings as installed, with ``locale`` the default language of its menus."""
    app = os.environ.get("JUPYTERLAB_DIR") or Path(sys.prefix, "share", "jupyter", "lab")
    installed = Path(app) / "settings"
    if installed.is_dir():
        shutil.copytree(installed, folder, dirs_exist_ok=True)
    folder.mkdir(parents=True, exist_ok=True)
    overrides_file = folder / "overrides.json"
    try:
        overrides = json.loads(overrides_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        overrides = {}
    plugin, key = LOCALE_SETTING
    overrides.setdefault(plugin, {})[key] = locale
    overrides_file.write_text(json.dumps(overrides, indent=1), encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# The command line


def build_parser() -> argparse.ArgumentParser:
    """The ``othello-course`` command's options, their help in the language the course speaks.

    ``--dir`` and ``--lang`` are taken before or after the sub-command; the options of
    ``open``, the default, are taken without naming it.
    """
    parser = argparse.ArgumentParser(prog="othello-course", description=HELP_WORDS.say("description"))
    folder_help = HELP_WORDS.say("folder", folder=DEFAULT_FOLDER)
    language_help = HELP_WORDS.say("language")
    parser.add_argument("--dir", type=Path, default=DEFAULT_FOLDER, help=folder_help)
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help=language_help)
    commands = parser.add_subparsers(dest="command")

    def command(name: str) -> argparse.ArgumentParser:
        help = HELP_WORDS.say(name)
        sub = commands.add_parser(name, help=help, description=help)
        sub.add_argument("--dir", type=Path, default=argparse.SUPPRESS, help=folder_help)
        sub.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=language_help)
        return sub

    browser_help = HELP_WORDS.say("no_browser")
    parser.add_argument("--no-browser", action="store_true", help=browser_help)
    port_help = HELP_WORDS.say("port", port=JUPYTERLAB_PORT)
    parser.add_argument("--port", type=port_number, default=None, help=port_help)
    opening = command("open")
    opening.add_argument("--no-browser", action="store_true", default=argparse.SUPPRESS, help=browser_help)
    opening.add_argument("--port", type=port_number, default=argparse.SUPPRESS, help=port_help)
    reset = command("reset")
    reset.add_argument("lesson", help=HELP_WORDS.say("lesson"))
    reset.add_argument("--student", help=HELP_WORDS.say("student"))
    reset.add_argument(
        "--hub", default=os.environ.get("JUPYTERHUB_PUBLIC_URL", ""), help=HELP_WORDS.say("hub")
    )
    command("list")
    add_present_arguments(command("present"))
    add_progress_arguments(command("progress"))
    add_class_arguments(command("class"))
    add_collect_arguments(command("collect"))
    add_tournament_arguments(command("tournament"))
    return parser


def list_lessons(folder: Path) -> None:
    """Print every lesson, marking those of the student's folder that a newer shipped version replaces."""
    folder = Path(folder).expanduser()
    newer = set(newer_lessons(folder)) if folder.is_dir() else set()
    for lesson in shipped_lessons():
        mark = WORDS.say("differs", command=reset_command(lesson.name)) if lesson.name in newer else ""
        print(lesson.stem + mark)


def choose_language(folder: Path, asked: str | None) -> str:
    """The language of the course in ``folder``: the one asked for (then remembered for the folder),
    else the one remembered there, else the language this process started in (its locale's).

    The words of the command are said in it from then on.
    """
    if asked is not None:
        remember_language(folder, asked)
    language = asked or folder_language(folder) or current_language()
    use_language(language)
    return language


def main(argv: list[str] | None = None) -> int:
    """The ``othello-course`` command: every problem is one line on stderr and exit code 2."""
    before = current_language()
    try:
        return _run(build_parser().parse_args(argv))
    finally:
        use_language(before)  # called from Python (a test, a notebook), the caller's language is kept


def _run(args: argparse.Namespace) -> int:
    try:
        refuse_a_file(args.dir)
        language = choose_language(args.dir, getattr(args, "lang", None))
        if args.command == "present":
            return run_present(args, folder=args.dir)
        if args.command in ("progress", "class", "tournament", "collect"):
            if args.command == "progress":
                code = run_progress(args, folder=args.dir)
            elif args.command == "collect":
                code = run_collect(args)
            else:
                code = run_class(args) if args.command == "class" else run_tournament(args)
            sys.stdout.flush()
            return code
        if args.command == "reset" and args.student:
            print(reset_students_lesson(args.lesson, args.student, hub_url=args.hub))
        elif args.command == "reset":
            print(reset_lesson(args.lesson, args.dir).message())
        elif args.command == "list":
            list_lessons(args.dir)
        else:
            return open_course(args.dir, browser=not args.no_browser, port=args.port, language=language)
        sys.stdout.flush()  # here, where a closed pipe can still be answered quietly
        return 0
    except BrokenPipeError:
        return _stop_writing_to_closed_pipe()
    except (ValueError, OSError) as error:
        print(f"othello-course: {_one_line(error)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl+C while listing or resetting: each file is written whole or not at all
        say(WORDS.say("stopped_command"))
        return 130


def _one_line(error: BaseException) -> str:
    """An error as one line: ours say what to do; the system's name the file and the reason."""
    if isinstance(error, OSError) and not isinstance(error, CourseFolderError) and error.filename:
        return f"{error.filename}: {_reason(error)}"
    return str(error).splitlines()[0] if str(error) else type(error).__name__


def _stop_writing_to_closed_pipe() -> int:
    """The reader of our output went away (``othello-course list | head -1``): stop quietly.

    Python would otherwise report the pipe's closing when it flushes
    standard output at exit; pointing it at the null device avoids that.
    """
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return 1


__all__ = [
    "DISABLED_PLUGINS",
    "HELP_WORDS",
    "JUPYTERLAB_PORT",
    "LANGUAGE_PACKS",
    "LANGUAGE_RECORD",
    "RECORD",
    "START_TIMEOUT",
    "TEACHER_WORDS",
    "WORDS",
    "CourseFolderError",
    "LessonReset",
    "backup_lesson",
    "build_parser",
    "check_folder",
    "copy_course",
    "first_lesson_path",
    "folder_language",
    "has_language_pack",
    "holds_the_course",
    "is_as_shipped",
    "jupyterlab_command",
    "lesson_digest",
    "lesson_name",
    "list_lessons",
    "local_sockets_work",
    "main",
    "newer_lessons",
    "newer_lessons_notice",
    "notebook_digest",
    "open_course",
    "refuse_a_file",
    "remember_language",
    "reset_command",
    "reset_lesson",
    "reset_on_hub",
    "reset_students_lesson",
    "shipped_lesson",
    "shipped_lessons",
    "students_folder",
    "time_stamp",
    "trust",
    "write_lab_config",
]
