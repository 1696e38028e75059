"""The course in a student's own folder: copy it there, open it, put a lesson back.

Students never work in the repository's notebooks: ``othello-course`` copies
the lessons into a folder of their own (``~/othello-course`` unless told
otherwise) and opens JupyterLab there.  ``othello-course reset 3`` puts
lesson 3 back as it was shipped, after keeping a backup of the student's
version, and touches no other lesson.

>>> lesson_name("3") in [path.name for path in shipped_lessons()]
True
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_FOLDER = Path.home() / "othello-course"
BACKUPS = ".backups"


def shipped_folder() -> Path:
    """The folder of the notebooks as shipped (``notebooks/`` beside the package)."""
    folder = Path(__file__).resolve().parent.parent / "notebooks"
    if not folder.is_dir():
        raise FileNotFoundError(
            "the course notebooks were not found next to the package; install the course "
            "from a clone of its repository with: pip install -e ."
        )
    return folder


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
        raise ValueError(f"there is no lesson {lesson!r}; the lessons are: {listed}")
    return matches[0]


def trust(notebook: Path) -> None:
    """Mark a notebook of the course as trusted by this user's Jupyter.

    JupyterLab shows the stored pictures (SVG) of a notebook only when it
    trusts it; the lessons come from the course itself, so they are trusted
    as they are copied.
    """
    import nbformat
    from nbformat.sign import NotebookNotary

    notary = NotebookNotary()
    Path(notary.data_dir).mkdir(parents=True, exist_ok=True)
    notary.sign(nbformat.read(notebook, as_version=4))


def copy_course(folder: Path = DEFAULT_FOLDER) -> list[Path]:
    """Copy every shipped lesson into ``folder`` unless the student already has it there.

    Returns the notebooks copied now; the student's own work is never overwritten.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    copied = []
    for lesson in shipped_lessons():
        target = folder / lesson.name
        if not target.exists():
            shutil.copy2(lesson, target)
            trust(target)
            copied.append(target)
    return copied


def reset_lesson(lesson: str | int, folder: Path = DEFAULT_FOLDER) -> Path:
    """Put one lesson back as shipped, keeping the student's version in ``.backups/``.

    Returns the path of the lesson put back.  No other lesson is touched.
    """
    name = lesson_name(lesson)
    folder = Path(folder)
    target = folder / name
    if target.exists():
        backups = folder / BACKUPS
        backups.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        shutil.copy2(target, backups / f"{target.stem}-{stamp}.ipynb")
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy2(shipped_folder() / name, target)
    trust(target)
    return target


def open_course(folder: Path = DEFAULT_FOLDER, *, browser: bool = True) -> int:
    """Copy the course into ``folder`` (new lessons only) and run JupyterLab there."""
    copied = copy_course(folder)
    print(f"Your course folder is {folder} ({len(copied)} new notebook(s) copied).")
    return subprocess.call(jupyterlab_command(folder, browser=browser))


def jupyterlab_command(folder: Path, *, browser: bool = True) -> list[str]:
    """The command that runs JupyterLab on the course folder, on this computer only.

    The course needs nothing from the internet, so JupyterLab is told not to
    look for news, updates or extensions.
    """
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        f"--ServerApp.root_dir={folder}",
        "--ServerApp.ip=127.0.0.1",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
    ]
    if not browser:
        command.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--ServerApp.allow_root=True")  # a container or a teacher's server running as root
    return command


def main(argv: list[str] | None = None) -> int:
    """The ``othello-course`` command."""
    parser = argparse.ArgumentParser(
        prog="othello-course", description="Work through the Othello course in JupyterLab."
    )
    parser.add_argument("--dir", type=Path, default=DEFAULT_FOLDER, help="your course folder")
    commands = parser.add_subparsers(dest="command")
    opening = commands.add_parser(
        "open", help="copy the course into your folder and open JupyterLab (default)"
    )
    opening.add_argument("--no-browser", action="store_true", help="do not open a browser window")
    reset = commands.add_parser("reset", help="put one lesson back as shipped (your version is backed up)")
    reset.add_argument("lesson", help="lesson number or name, e.g. 3")
    commands.add_parser("list", help="list the lessons")
    commands.add_parser("present", help="show the board alone for a class (Voilà)", add_help=False)
    args, rest = parser.parse_known_args(argv)
    if args.command == "present":
        from .classroom import main as present

        return present(rest)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if args.command == "reset":
            path = reset_lesson(args.lesson, args.dir)
            print(f"{path.name} is back as shipped; your version is kept in {args.dir / BACKUPS}.")
            return 0
        if args.command == "list":
            for lesson in shipped_lessons():
                print(lesson.stem)
            return 0
        return open_course(args.dir, browser=not getattr(args, "no_browser", False))
    except (ValueError, FileNotFoundError) as error:
        print(f"othello-course: {error}", file=sys.stderr)
        return 2
