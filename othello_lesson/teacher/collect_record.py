"""What the latest ``othello-course collect`` did, kept beside the files it wrote (``.collect.json``).

``collect`` writes one progress file a student into the class's folder, and
this record with them: when it ran, whom it wrote, and whom it left out and
why.  The class view reads it back, so that a student left out of the latest
collect is shown as such, never from an older file as if it were new.

>>> import datetime, tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> when = datetime.datetime(2026, 3, 2, 9, 30, tzinfo=datetime.timezone.utc)
>>> _ = write_record(folder, CollectRecord(when, ("ana",), (LeftOut("ben", "no_server"),)))
>>> record = read_record(folder)
>>> record.written, str(record.left_out[0])
(('ana',), 'ben: no server running (not logged in since the hub started, or stopped for being idle)')
"""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass
from pathlib import Path

from ..exercises.hints import Hints
from ..files import write_whole

RECORD = ".collect.json"
FORMAT = "othello-course-collect"
VERSION = 1
TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"  # UTC, as the progress log writes its times

# Why a student was left out of a collect, by the id the record keeps.
REASONS = Hints(
    "collect_reasons",
    {
        "no_server": "no server running (not logged in since the hub started, or stopped for being idle)",
        "no_check": "no check run yet",
        "no_answer": "their server did not answer ({detail})",
    },
)


@dataclass(frozen=True)
class LeftOut:
    """A student a collect left out, and why (``reason``: an id of ``REASONS``; ``detail``: its fact)."""

    student: str
    reason: str
    detail: str = ""

    def why(self) -> str:
        return REASONS.say(self.reason, detail=self.detail)

    def __str__(self) -> str:
        return f"{self.student}: {self.why()}"


@dataclass(frozen=True)
class CollectRecord:
    """One collect: when it ran (UTC), the students it wrote a file for, those it left out."""

    time: datetime.datetime
    written: tuple[str, ...]
    left_out: tuple[LeftOut, ...] = ()

    def as_json(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "time": self.time.astimezone(datetime.timezone.utc).strftime(TIME_FORMAT),
            "written": list(self.written),
            "left_out": [
                {"student": out.student, "reason": out.reason, "detail": out.detail} for out in self.left_out
            ],
        }

    def left_out_as(self, student: str) -> LeftOut | None:
        return next((out for out in self.left_out if out.student == student), None)


def parse_time(text: object) -> datetime.datetime | None:
    """A UTC time as the course writes them (``2026-03-02T09:30:00Z``); ``None`` for anything else.

    >>> parse_time("2026-03-02T09:30:00Z").hour, parse_time("yesterday"), parse_time(None)
    (9, None, None)
    """
    if not isinstance(text, str):
        return None
    try:
        return datetime.datetime.strptime(text, TIME_FORMAT).replace(tzinfo=datetime.timezone.utc)
    except ValueError:
        return None


def write_record(folder: Path, record: CollectRecord) -> Path:
    """Write ``record`` into ``folder`` whole (never half a file); where it went."""
    path = Path(folder) / RECORD
    write_whole(path, json.dumps(record.as_json(), indent=1) + "\n")
    return path


def read_record(folder: Path) -> CollectRecord | None:
    """The record of the latest collect into ``folder``; ``None`` when there is none, or it is not whole."""
    try:
        data = json.loads((Path(folder) / RECORD).read_bytes())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    time = parse_time(data.get("time"))
    written = data.get("written")
    left_out = data.get("left_out")
    if time is None or not isinstance(written, list) or not isinstance(left_out, list):
        return None
    outs = tuple(
        LeftOut(str(out["student"]), str(out["reason"]), str(out.get("detail", "")))
        for out in left_out
        if isinstance(out, dict) and "student" in out and out.get("reason") in REASONS
    )
    return CollectRecord(time, tuple(str(name) for name in written), outs)


__all__ = ["REASONS", "RECORD", "CollectRecord", "LeftOut", "parse_time", "read_record", "write_record"]
