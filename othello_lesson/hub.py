"""The course on a JupyterHub: each user finds the lessons in their home at their first login.

A school puts two lines in its ``jupyterhub_config.py``::

    from othello_lesson.hub import lessons_at_login
    c.Spawner.pre_spawn_hook = lessons_at_login

Before a user's server starts, the hub calls ``lessons_at_login``: it copies the
lessons the user does not have yet into ``~/othello-course`` of that user, with
the course's own ``copy_course`` (nothing of theirs is ever replaced), and marks
them trusted by that user's Jupyter.  The course folder it makes is its owner's
alone (mode 700): another student on the machine cannot open it, whatever the
home's own mode (the teacher's guide also makes the homes private).  The copy runs in a process of its own,
as the user (``python -m othello_lesson.hub FOLDER``), so that the files are
theirs and the hub never writes into a user's home with its own rights.

It works with the spawners that start servers on the hub's own machine
(``LocalProcessSpawner`` for the machine's accounts, and JupyterHub's test
spawner ``SimpleLocalProcessSpawner``); with any other (Docker, Kubernetes), the
hub cannot reach the user's home: there, run ``python -m othello_lesson.hub``
as the server starts (the spawner's own start-up hook), and it copies into
``~/othello-course``.

>>> course_folder(Path("/home/ana"))
PosixPath('/home/ana/othello-course')
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import os
import sys
from pathlib import Path
from typing import Any

from .course import copy_course, folder_language
from .language import current_language
from .words import Hints

COURSE_FOLDER = "othello-course"
PRIVATE = 0o700  # a folder only its owner may open: the course folder made here, and a home made here
KEPT_VARIABLES = ("PATH", "LANG", "LC_ALL", "PYTHONPATH", "VIRTUAL_ENV", "OTHELLO_LESSON_LANG")
# The words of python -m othello_lesson.hub.
HUB_WORDS = Hints(
    "hub",
    {
        "description": "Copy the lessons you do not have yet into your course folder (yours are kept).",
        "folder": "default: ~/othello-course",
        "copied": "{count} lesson(s) copied into {folder}",
    },
)


def course_folder(home: Path) -> Path:
    """Where a user's lessons go: ``othello-course`` in their home."""
    return Path(home) / COURSE_FOLDER


def home_of(spawner: Any) -> tuple[Path, Any] | None:
    """The user's home, and their account on this machine (``None`` for JupyterHub's test spawner).

    ``None`` altogether when the spawner starts servers elsewhere (the hub cannot reach the home).
    """
    spawners = importlib.import_module("jupyterhub.spawner")
    if not isinstance(spawner, spawners.LocalProcessSpawner):
        return None
    if isinstance(spawner, spawners.SimpleLocalProcessSpawner):
        return Path(spawner.home_dir), None
    import pwd

    account = pwd.getpwnam(spawner.user.name)
    return Path(account.pw_dir), account


async def lessons_at_login(spawner: Any) -> None:
    """JupyterHub's ``pre_spawn_hook``: copy the lessons the user lacks into their home, as the user.

    A copy that fails is written in the hub's log; the user's server starts all the same.
    """
    found = home_of(spawner)
    if found is None:
        spawner.log.warning(
            "othello_lesson: %s starts servers where the hub cannot reach %s's home; "
            "run `python -m othello_lesson.hub` as the server starts instead",
            type(spawner).__name__,
            spawner.user.name,
        )
        return
    home, account = found
    as_user: dict[str, Any] = {}
    if account is None:
        home.mkdir(mode=PRIVATE, parents=True, exist_ok=True)  # the test spawner makes it later, as it starts
    elif hasattr(os, "geteuid") and os.geteuid() == 0 and account.pw_uid != 0:
        as_user = {"user": account.pw_uid, "group": account.pw_gid, "extra_groups": []}
    env = {name: os.environ[name] for name in KEPT_VARIABLES if name in os.environ}
    env["HOME"] = str(home)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        __name__,
        str(course_folder(home)),
        cwd=home,
        env=env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        **as_user,
    )
    said, _ = await process.communicate()
    text = said.decode(errors="replace").strip()
    if process.returncode:
        spawner.log.error("othello_lesson: the lessons were not copied for %s: %s", spawner.user.name, text)
    elif text:
        spawner.log.info("othello_lesson: %s", text)


def main(argv: list[str] | None = None) -> int:
    """``python -m othello_lesson.hub [FOLDER]``: copy the lessons the user lacks (``~/othello-course``)."""
    parser = argparse.ArgumentParser(
        prog="python -m othello_lesson.hub",
        description=HUB_WORDS.say("description"),
    )
    default = course_folder(Path.home())
    parser.add_argument("folder", nargs="?", type=Path, default=default, help=HUB_WORDS.say("folder"))
    folder = parser.parse_args(argv).folder
    if not folder.exists():  # made here: the student's alone (another user of the machine cannot open it)
        folder.mkdir(mode=PRIVATE, parents=True)
        folder.chmod(PRIVATE)  # whatever the umask
    copied = copy_course(folder, folder_language(folder) or current_language())
    if copied:
        print(HUB_WORDS.say("copied", count=len(copied), folder=folder))
    return 0


__all__ = [
    "COURSE_FOLDER",
    "KEPT_VARIABLES",
    "PRIVATE",
    "course_folder",
    "home_of",
    "lessons_at_login",
    "main",
]


if __name__ == "__main__":
    sys.exit(main())
