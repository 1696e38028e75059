"""The class's progress collected on a JupyterHub: ``othello-course collect FOLDER`` (the teacher's terminal).

On a hub each student's checks are recorded in their own home
(``~/othello-course/.progress/progress.jsonl``).  The teacher, in a terminal of
their own JupyterLab on the hub, runs ``othello-course collect FOLDER``: it asks
the hub (``$JUPYTERHUB_API_URL``, with the token ``$JUPYTERHUB_API_TOKEN`` that
the hub gives every server) for the members of the group ``students``, reads
each running student's log through their server, and writes one progress file
a student into FOLDER, named after them (``ana.json``), as the student's own
``othello-course progress --export`` would.  ``othello-course class FOLDER``
then shows the class.

The hub allows it when its configuration gives the teacher a role that may
read the group's servers, hands that role's scopes to the teacher's server
token, and lets the servers serve the hidden ``.progress`` folder: the lines
are in the teacher's guide (``docs/teachers.md``, "A school that already runs
JupyterHub").  A student whose server is not running, or who has run no check
yet, is named and left out.  Nothing is written anywhere but FOLDER.

>>> line = '{"lesson": 3, "exercise": "is_on_board", "state": "correct", "hint": null}'
>>> exported = export_of_log(line + "\\n", "ana")
>>> exported["student"], [entry for entry in exported["exercises"] if entry["tries"]]
('ana', [{'lesson': 3, 'exercise': 'is_on_board', 'state': 'done', 'tries': 1, 'hints': {}}])
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..exercises.log import FILE, FOLDER
from ..progress import export_data

COURSE_FOLDER = "othello-course"  # where each student's lessons are, in their home
GROUP = "students"
TIMEOUT = 30  # seconds for one answer of the hub or of a student's server


class HubError(ValueError):
    """The hub cannot be asked: no address or token, or it refuses (the message says what to do)."""


@dataclass
class Collected:
    """What ``collect`` did: the files written, and each student left out with why."""

    written: list[Path] = field(default_factory=list)
    left_out: list[tuple[str, str]] = field(default_factory=list)

    def __str__(self) -> str:
        lines = [f"{len(self.written)} progress file(s) written: {', '.join(p.name for p in self.written)}"]
        lines += [f"{name}: {why}, left out" for name, why in self.left_out]
        return "\n".join(lines)


def export_of_log(text: str, student: str) -> dict[str, Any]:
    """The progress file of a student whose log (``progress.jsonl``) holds ``text``."""
    with tempfile.TemporaryDirectory() as scratch:
        log = Path(scratch) / FOLDER / FILE
        log.parent.mkdir()
        log.write_text(text, encoding="utf-8")
        return export_data(scratch, student=student)


class Hub:
    """The hub's REST API, and the students' servers behind its proxy, asked with one token."""

    def __init__(self, api_url: str, public_url: str, token: str) -> None:
        self.api_url = api_url.rstrip("/") + "/"
        self.public_url = public_url.rstrip("/") + "/"
        self.token = token

    def get(self, url: str) -> bytes:
        request = urllib.request.Request(url, headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            body: bytes = response.read()
            return body

    def api(self, path: str) -> dict[str, Any]:
        try:
            answer: dict[str, Any] = json.loads(self.get(self.api_url + path))
            return answer
        except urllib.error.HTTPError as error:
            if error.code in (401, 403, 404):
                raise HubError(
                    f"the hub refuses {path} ({error.code}): does the hub's configuration give you the "
                    "teacher's role, and does the group exist? (see the teacher's guide)"
                ) from error
            raise

    def students(self, group: str) -> list[str]:
        return sorted(self.api(f"groups/{urllib.parse.quote(group)}").get("users", []))

    def server_url(self, name: str) -> str | None:
        """The address of ``name``'s default server, if it is running and ready."""
        server = self.api(f"users/{urllib.parse.quote(name)}").get("servers", {}).get("")
        if not server or not server.get("ready"):
            return None
        url: str = urllib.parse.urljoin(self.public_url, server["url"])
        return url

    def log_of(self, server: str) -> str | None:
        """The text of the student's log, through their server; ``None`` if they have none yet."""
        path = urllib.parse.quote(f"{COURSE_FOLDER}/{FOLDER}/{FILE}")
        try:
            model = json.loads(self.get(f"{server}api/contents/{path}?type=file&format=text&content=1"))
        except urllib.error.HTTPError as error:
            if error.code == 404:
                return None
            if error.code == 403:
                raise HubError(
                    "their server does not let you read it: does the hub's configuration name them in the "
                    "teacher's role, and allow hidden files? (see the teacher's guide)"
                ) from error
            raise
        return model.get("content") or ""


def collect(folder: Path | str, hub: Hub, *, group: str = GROUP) -> Collected:
    """Write the progress file of every running student of ``group`` into ``folder``."""
    target = Path(folder).expanduser()
    target.mkdir(parents=True, exist_ok=True)
    done = Collected()
    for name in hub.students(group):
        server = hub.server_url(name)
        if server is None:
            done.left_out.append((name, "no server running (they have not logged in since the hub started)"))
            continue
        try:
            text = hub.log_of(server)
        except (OSError, ValueError) as error:
            done.left_out.append((name, f"their server did not answer ({error})"))
            continue
        if text is None:
            done.left_out.append((name, "no check run yet"))
            continue
        path = target / f"{name}.json"
        path.write_text(json.dumps(export_of_log(text, name), indent=1) + "\n", encoding="utf-8")
        done.written.append(path)
    return done


def add_collect_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``othello-course collect``."""
    parser.add_argument("folder", type=Path, help="where to write one progress file a student")
    parser.add_argument(
        "--hub",
        default=os.environ.get("JUPYTERHUB_PUBLIC_URL", ""),
        help="the hub's address, as you open it in your browser (default: the hub's public_url)",
    )
    parser.add_argument("--group", default=GROUP, help=f"the hub's group of students (default {GROUP})")


def run_collect(args: argparse.Namespace) -> int:
    """``othello-course collect FOLDER``: the class's progress files, written from the hub."""
    api, token = os.environ.get("JUPYTERHUB_API_URL", ""), os.environ.get("JUPYTERHUB_API_TOKEN", "")
    if not api or not token:
        raise HubError("collect runs in a terminal of your JupyterLab on the hub (no hub found here)")
    if not args.hub:
        raise HubError("give the hub's address, as you open it in your browser: --hub https://...")
    done = collect(args.folder, Hub(api, args.hub, token), group=args.group)
    print(done)
    if done.written:
        print(f"See the class with: othello-course class {args.folder}")
    sys.stdout.flush()
    return 0 if done.written else 2


__all__ = ["Collected", "Hub", "HubError", "add_collect_arguments", "collect", "export_of_log", "run_collect"]
