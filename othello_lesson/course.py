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
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .exercises.hints import Hints
from .files import BACKUPS, back_up, copy_whole, write_whole
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
    },
)
JUPYTERLAB_PORT = 8888


def shipped_lessons() -> list[Path]:
    """Every student notebook as shipped, in lesson order (worked solutions not included)."""
    return sorted(shipped_folder().glob("*.ipynb"))


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
    shipped = shipped_folder() / path.name
    mine = lesson_digest(path)
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


def _remember_copied(folder: Path, names: list[str]) -> None:
    record = _read_record(folder)
    for name in names:
        record["copied"][name] = lesson_digest(shipped_folder() / name)
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
    newer = []
    for shipped in shipped_lessons():
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
        newer = [name for name in newer if record["told"].get(name) != lesson_digest(shipped_folder() / name)]
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
    for name in newer_lessons(folder):
        record["told"][name] = lesson_digest(shipped_folder() / name)
    _write_record(folder, record)


# ---------------------------------------------------------------------------------------------
# Copying the course, and putting a lesson back


def copy_course(folder: Path = DEFAULT_FOLDER) -> list[Path]:
    """Copy every shipped lesson into ``folder`` unless the student already has it there.

    Returns the notebooks copied now; the student's own work is never overwritten.
    """
    folder = check_folder(folder)
    copied = []
    for lesson in shipped_lessons():
        target = folder / lesson.name
        if not target.exists():
            copy_whole(lesson, target)
            trust(target)
            copied.append(target)
    _remember_copied(folder, [path.name for path in copied])
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
    copy_whole(shipped_folder() / name, target)
    trust(target)
    _remember_copied(folder, [name])
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
STOPPED = "JupyterLab and its kernels are stopped; nothing was saved for you (what you saved is in {folder})."


def first_lesson_path() -> str:
    """Where the course starts, as a path of JupyterLab's: lesson 00 open (not the Launcher)."""
    return f"lab/tree/{shipped_lessons()[0].name}"


def open_course(folder: Path = DEFAULT_FOLDER, *, browser: bool = True, port: int | None = None) -> int:
    """Copy the course into ``folder`` (new lessons only) and run JupyterLab there until stopped.

    ``port`` None: 8888, or a free one if it is taken; 0: any free one.
    The link is printed once JupyterLab answers it.  Ctrl+C, ``kill PID`` or
    the terminal closing stop JupyterLab and its kernels, and say so in one line.
    """
    folder = Path(folder).expanduser()
    with stop_signals(), contextlib.ExitStack() as stack:
        process = None
        try:
            copied = copy_course(folder)
            print(f"Your course folder is {folder} ({len(copied)} new notebook(s) copied).")
            notice = newer_lessons_notice(folder)
            if notice:
                print(notice)
                _remember_told(folder)
            port = choose_port(port, usual=JUPYTERLAB_PORT, server="JupyterLab")
            token = secrets.token_urlsafe(24)
            url = f"http://127.0.0.1:{port}/{first_lesson_path()}?token={token}"
            print("JupyterLab is starting on this computer only ...", flush=True)
            settings = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="othello-course-")))
            command = jupyterlab_command(folder, port=port, token=token)
            with stops_held():  # a Ctrl+C as JupyterLab starts waits until it is ours to stop
                process = start_quietly(command, env=write_lab_config(settings))
            answered = wait_until_answered(url, process, START_TIMEOUT)
            if process.poll() is not None:
                return process.wait()  # JupyterLab said why, on the terminal
            state = "is ready" if answered else "has not answered yet (it may still be starting)"
            print(
                f"JupyterLab {state}: open\n    {url}\n"
                "Stop it with Ctrl+C here. Save your work as you go (Ctrl+S): stopping saves nothing.",
                flush=True,
            )
            if browser:
                open_in_browser(url)
            return process.wait()
        except StopAsked:
            if process is not None:
                stop_process(process)
            say(STOPPED.format(folder=folder))
            return 0


def local_sockets_work() -> bool:
    """Can kernels talk to JupyterLab over local (Unix) sockets, from Jupyter's runtime folder?"""
    from jupyter_core.paths import jupyter_runtime_dir

    return local_sockets_fit(Path(jupyter_runtime_dir()))


def jupyterlab_command(folder: Path, *, port: int = JUPYTERLAB_PORT, token: str | None = None) -> list[str]:
    """The command that runs JupyterLab on the course folder, on this computer only.

    The course needs nothing from the internet, so JupyterLab is told not to
    look for news, updates or extensions.  It logs only warnings and errors,
    and, where the system has them, talks to its kernels over local sockets
    rather than TCP (so the kernels do not warn that TCP is unencrypted).
    It opens no browser itself: the course opens it once JupyterLab answers.
    ``/`` opens lesson 00.  The classic notebook's shim is left out: it
    only warns, about a setting the course does not use.

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
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--ServerApp.allow_root=True")  # a container or a teacher's server running as root
    return command


# The page's plugins the course's JupyterLab leaves out: the one asking to get Jupyter's news.
DISABLED_PLUGINS = ("@jupyterlab/apputils-extension:announcements",)


def write_lab_config(folder: Path) -> dict[str, str]:
    """Write the course's own JupyterLab page settings in ``folder``; the environment that reads them.

    The student's own Jupyter settings are read as always; these come first.
    """
    labconfig = Path(folder) / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    page_config = {"disabledExtensions": dict.fromkeys(DISABLED_PLUGINS, True)}
    (labconfig / "page_config.json").write_text(json.dumps(page_config), encoding="utf-8")
    env = dict(os.environ)
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(filter(None, [str(folder), env.get("JUPYTER_CONFIG_PATH")]))
    return env


# ---------------------------------------------------------------------------------------------
# The command line


def build_parser() -> argparse.ArgumentParser:
    """The ``othello-course`` command's options.

    ``--dir`` is taken before or after the sub-command; the options of
    ``open``, the default, are taken without naming it.
    """
    parser = argparse.ArgumentParser(
        prog="othello-course", description="Work through the Othello course in JupyterLab."
    )
    folder_help = f"your course folder (default {DEFAULT_FOLDER})"
    parser.add_argument("--dir", type=Path, default=DEFAULT_FOLDER, help=folder_help)
    commands = parser.add_subparsers(dest="command")

    def command(name: str, help: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help)
        sub.add_argument("--dir", type=Path, default=argparse.SUPPRESS, help=folder_help)
        return sub

    browser_help = "do not open a browser window (open the printed link yourself)"
    parser.add_argument("--no-browser", action="store_true", help=browser_help)
    port_help = f"the port (default {JUPYTERLAB_PORT}, or a free one if it is taken)"
    parser.add_argument("--port", type=port_number, default=None, help=port_help)
    opening = command("open", "copy the course into your folder and open JupyterLab (the default)")
    opening.add_argument("--no-browser", action="store_true", default=argparse.SUPPRESS, help=browser_help)
    opening.add_argument("--port", type=port_number, default=argparse.SUPPRESS, help=port_help)
    reset = command("reset", "put one lesson back as shipped (your version is kept first)")
    reset.add_argument("lesson", help="lesson number or name, e.g. 3")
    reset.add_argument(
        "--student",
        help="the teacher: put back this student's lesson (their version is kept first), in their home "
        "on this computer, or through the hub in a terminal of your JupyterLab on a JupyterHub",
    )
    reset.add_argument(
        "--hub",
        default=os.environ.get("JUPYTERHUB_PUBLIC_URL", ""),
        help="with --student on a JupyterHub: the hub's address, as you open it in your browser",
    )
    command("list", "list the lessons (and those of yours that a newer version replaces)")
    add_present_arguments(command("present", "show the board alone for a class (Voilà)"))
    add_progress_arguments(command("progress", "show where you stand in the course, or export it"))
    add_class_arguments(command("class", "merge the progress files of a class"))
    add_collect_arguments(
        command("collect", "on a JupyterHub: write the progress file of each student of the hub's group")
    )
    add_tournament_arguments(
        command("tournament", "a round robin of the class's own players (a folder of .py files)")
    )
    return parser


def list_lessons(folder: Path) -> None:
    """Print every lesson, marking those of the student's folder that a newer shipped version replaces."""
    folder = Path(folder).expanduser()
    newer = set(newer_lessons(folder)) if folder.is_dir() else set()
    for lesson in shipped_lessons():
        mark = (
            f"  (differs from the shipped version: {reset_command(lesson.name)})"
            if lesson.name in newer
            else ""
        )
        print(lesson.stem + mark)


def main(argv: list[str] | None = None) -> int:
    """The ``othello-course`` command: every problem is one line on stderr and exit code 2."""
    args = build_parser().parse_args(argv)
    try:
        refuse_a_file(args.dir)
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
            return open_course(args.dir, browser=not args.no_browser, port=args.port)
        sys.stdout.flush()  # here, where a closed pipe can still be answered quietly
        return 0
    except BrokenPipeError:
        return _stop_writing_to_closed_pipe()
    except (ValueError, OSError) as error:
        print(f"othello-course: {_one_line(error)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl+C while listing or resetting: each file is written whole or not at all
        say("othello-course: stopped.")
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
    "JUPYTERLAB_PORT",
    "RECORD",
    "START_TIMEOUT",
    "STOPPED",
    "TEACHER_WORDS",
    "WORDS",
    "CourseFolderError",
    "LessonReset",
    "backup_lesson",
    "build_parser",
    "check_folder",
    "copy_course",
    "first_lesson_path",
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
    "reset_command",
    "reset_lesson",
    "reset_on_hub",
    "reset_students_lesson",
    "shipped_lessons",
    "students_folder",
    "time_stamp",
    "trust",
    "write_lab_config",
]
