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
yet, is named and left out; the record of the collect (``.collect.json``,
when it ran, whom it wrote and whom it left out) goes beside the files, so
that the class view marks a student left out of the latest one.  Nothing is
written anywhere but FOLDER.

>>> line = '{"lesson": 3, "exercise": "is_on_board", "state": "correct", "hint": null, '
>>> line += '"time": "2026-03-02T09:30:00Z"}'
>>> exported = export_of_log(line + "\\n", "ana")
>>> exported["student"], exported["last_worked"]
('ana', '2026-03-02T09:30:00Z')
>>> [(e["exercise"], e["state"], e["first_try"]) for e in exported["exercises"] if e["tries"]]
[('is_on_board', 'done', '2026-03-02T09:30:00Z')]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from ..exercises.hints import Hints
from ..exercises.log import FILE, FOLDER
from ..files import write_whole
from ..progress import export_data
from .collect_record import CollectRecord, LeftOut, write_record

COURSE_FOLDER = "othello-course"  # where each student's lessons are, in their home
GROUP = "students"
TIMEOUT = 30  # seconds for one answer of the hub or of a student's server


class HubError(ValueError):
    """The hub cannot be asked: no address or token, or it refuses (the message says what to do)."""


# Every word of ``collect`` (and of the hub's answers to it), under an id (``collect.written``).
WORDS = Hints(
    "collect",
    {
        "written": "{count} progress file(s) written: {files}",
        "left_out": "{student}: {why}, left out",
        "see_class": "See the class with: othello-course class {folder}",
        "no_hub": "{command} runs in a terminal of your JupyterLab on the hub (no hub found here)",
        "no_address": "give the hub's address, as you open it in your browser: --hub https://...",
        "hub_refuses": "the hub refuses {path} ({code}): does the hub's configuration give you the "
        "teacher's role, and does the group exist? (see the teacher's guide)",
        "server_refuses": "their server does not let you read it: does the hub's configuration name them in "
        "the teacher's role, and allow hidden files? (see the teacher's guide)",
        "not_json": "the hub answered {path} with something that is not what it should be",
    },
)

Json = dict[str, object]  # a JSON object as read: its values narrowed where they are used


@dataclass
class Collected:
    """What ``collect`` did: the files written, and each student left out with why."""

    written: list[Path] = field(default_factory=list)
    left_out: list[LeftOut] = field(default_factory=list)

    def __str__(self) -> str:
        lines = [WORDS.say("written", count=len(self.written), files=", ".join(p.name for p in self.written))]
        lines += [WORDS.say("left_out", student=out.student, why=out.why()) for out in self.left_out]
        return "\n".join(lines)


def export_of_log(text: str, student: str) -> dict[str, object]:
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

    def request(self, url: str, *, method: str = "GET", body: object = None) -> bytes:
        """Ask ``url`` with the token (a JSON ``body`` if given); what it answered."""
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"Authorization": f"token {self.token}", "Content-Type": "application/json"}
        request = urllib.request.Request(url, data=data, method=method, headers=headers)
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            answer: bytes = response.read()
            return answer

    def get(self, url: str) -> bytes:
        return self.request(url)

    def json_of(self, url: str, *, method: str = "GET", body: object = None) -> Json:
        """A JSON object the hub or a server answers (a ``HubError`` if it is not one)."""
        answer = self.request(url, method=method, body=body)
        try:
            data = json.loads(answer) if answer else {}
        except ValueError:
            data = None
        if not isinstance(data, dict):
            raise HubError(WORDS.say("not_json", path=url))
        return data

    def api(self, path: str) -> Json:
        try:
            return self.json_of(self.api_url + path)
        except urllib.error.HTTPError as error:
            if error.code in (401, 403, 404):
                raise HubError(WORDS.say("hub_refuses", path=path, code=error.code)) from error
            raise

    def students(self, group: str) -> list[str]:
        users = self.api(f"groups/{urllib.parse.quote(group)}").get("users")
        return sorted(str(user) for user in users) if isinstance(users, list) else []

    def server_url(self, name: str) -> str | None:
        """The address of ``name``'s default server, if it is running and ready."""
        servers = self.api(f"users/{urllib.parse.quote(name)}").get("servers")
        server = servers.get("") if isinstance(servers, dict) else None
        if not isinstance(server, dict) or not server.get("ready"):
            return None
        return urllib.parse.urljoin(self.public_url, str(server["url"]))

    def contents(self, server: str, path: str, *, kind: str = "file") -> Json | None:
        """The model of ``path`` (under the user's home) with its content, from their server; ``None``: none.

        ``kind`` ``file`` gives a file's text, ``notebook`` a notebook's JSON.
        """
        query = "type=file&format=text&content=1" if kind == "file" else "type=notebook&content=1"
        try:
            return self.json_of(f"{server}api/contents/{urllib.parse.quote(path)}?{query}")
        except urllib.error.HTTPError as error:
            if error.code == 404:
                return None
            if error.code == 403:
                raise HubError(WORDS.say("server_refuses")) from error
            raise

    def save(self, server: str, path: str, model: Json) -> None:
        """Write ``model`` (a contents model: ``type``, ``format``, ``content``) at ``path`` on the server."""
        self.json_of(f"{server}api/contents/{urllib.parse.quote(path)}", method="PUT", body=model)

    def log_of(self, server: str) -> str | None:
        """The text of the student's log, through their server; ``None`` if they have none yet."""
        model = self.contents(server, f"{COURSE_FOLDER}/{FOLDER}/{FILE}")
        if model is None:
            return None
        content = model.get("content")
        return content if isinstance(content, str) else ""


def hub_from_environment(public_url: str, command: str) -> Hub:
    """The hub this terminal's server belongs to, asked with its token; a ``HubError`` off a hub."""
    api, token = os.environ.get("JUPYTERHUB_API_URL", ""), os.environ.get("JUPYTERHUB_API_TOKEN", "")
    if not api or not token:
        raise HubError(WORDS.say("no_hub", command=command))
    if not public_url:
        raise HubError(WORDS.say("no_address"))
    return Hub(api, public_url, token)


def collect(folder: Path | str, hub: Hub, *, group: str = GROUP) -> Collected:
    """Write the progress file of every running student of ``group`` into ``folder``, and the record of it.

    The record (``.collect.json``) says when it ran, whom it wrote and whom it left out: the class view
    marks a student left out, whose file there is an earlier one.
    """
    target = Path(folder).expanduser()
    target.mkdir(parents=True, exist_ok=True)
    done = Collected()
    for name in hub.students(group):
        server = hub.server_url(name)
        if server is None:
            done.left_out.append(LeftOut(name, "no_server"))
            continue
        try:
            text = hub.log_of(server)
        except (OSError, ValueError) as error:
            done.left_out.append(LeftOut(name, "no_answer", str(error)))
            continue
        if text is None:
            done.left_out.append(LeftOut(name, "no_check"))
            continue
        path = target / f"{name}.json"
        write_whole(path, json.dumps(export_of_log(text, name), indent=1) + "\n")
        done.written.append(path)
    now = datetime.datetime.now(datetime.timezone.utc)
    write_record(target, CollectRecord(now, tuple(path.stem for path in done.written), tuple(done.left_out)))
    return done


# The --help of othello-course collect.
COLLECT_HELP = Hints(
    "collect_help",
    {
        "folder": "where to write one progress file a student",
        "hub": "the hub's address, as you open it in your browser (default: the hub's public_url)",
        "group": "the hub's group of students (default {group})",
    },
)


def add_collect_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``othello-course collect``."""
    parser.add_argument("folder", type=Path, help=COLLECT_HELP.say("folder"))
    parser.add_argument(
        "--hub",
        default=os.environ.get("JUPYTERHUB_PUBLIC_URL", ""),
        help=COLLECT_HELP.say("hub"),
    )
    parser.add_argument("--group", default=GROUP, help=COLLECT_HELP.say("group", group=GROUP))


def run_collect(args: argparse.Namespace) -> int:
    """``othello-course collect FOLDER``: the class's progress files, written from the hub."""
    done = collect(args.folder, hub_from_environment(args.hub, "collect"), group=args.group)
    print(done)
    if done.written:
        print(WORDS.say("see_class", folder=args.folder))
    sys.stdout.flush()
    return 0 if done.written else 2


__all__ = [
    "WORDS",
    "Collected",
    "Hub",
    "HubError",
    "add_collect_arguments",
    "collect",
    "export_of_log",
    "hub_from_environment",
    "run_collect",
]
