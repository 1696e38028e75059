"""A games log: every finished game appended as one row of a CSV file, as the Chinese program keeps one.

Open the file in a spreadsheet to see who played whom, how long it took and
how it ended.  The columns are ``COLUMNS``: when the game started (UTC,
ISO 8601), how long it lasted in seconds, the board size, who played black
and white, the discs of each at the end, the result (``black``, ``white``
or ``draw``) and why the game ended, and the moves in the standard notation
(see ``records``).

Appending is safe: the file is locked while a row is added, the row goes in
with one write and is forced to the disk (``fsync``) before the lock is let
go, so two programs appending at once never mix their rows.  A full disk
takes back the part of the row it let in.  A program killed while appending
can at worst leave its own row cut short: the next game starts on a line of
its own, the cut row is marked ``CUT_SHORT`` there, and ``read_log`` reports
it by its line, never as a finished game; every other row stays as it was.
A file that is not a games log (nor UTF-8 text) is never written to;
``read_log`` names the first bad line.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "games.csv"
>>> log_game(path, LoggedGame("2024-05-01T10:00:00+00:00", 12.5, 4, "greedy", "random", 6, 10,
...                           "white", "neither player can move", "b1a1"))
>>> print(path.read_text(encoding="utf-8"), end="")
start,duration_s,size,black,white,black_discs,white_discs,result,reason,moves
2024-05-01T10:00:00+00:00,12.5,4,greedy,random,6,10,white,neither player can move,b1a1
>>> read_log(path)[0].result
'white'
"""

from __future__ import annotations

import contextlib
import csv
import io
import os
import sys
from dataclasses import astuple, dataclass, fields
from datetime import datetime
from pathlib import Path
from typing import Any

from .rules import COLOUR_NAMES, Board, count_discs, winner

COLUMNS = (
    "start",
    "duration_s",
    "size",
    "black",
    "white",
    "black_discs",
    "white_discs",
    "result",
    "reason",
    "moves",
)
RESULTS = ("black", "white", "draw")


class GameLogError(ValueError):
    """A games log that cannot be read or added to: ``line`` is the first bad line (from 1)."""

    def __init__(self, path: Path, line: int, reason: str) -> None:
        self.path, self.line, self.reason = path, line, reason
        super().__init__(f"{path}, line {line}: {reason}")


@dataclass(frozen=True)
class LoggedGame:
    """One finished game, one row of the log."""

    start: str
    duration_s: float
    size: int
    black: str
    white: str
    black_discs: int
    white_discs: int
    result: str
    reason: str
    moves: str


def result_word(result: str | None) -> str:
    """A game's result as the log writes it: ``"black"``, ``"white"`` or ``"draw"``.

    >>> from othello_lesson.rules import BLACK, DRAW
    >>> result_word(BLACK), result_word(DRAW)
    ('black', 'draw')
    """
    return COLOUR_NAMES[result].lower() if result in COLOUR_NAMES else "draw"


def finished_game(
    board: Board,
    *,
    start: datetime,
    duration_s: float,
    black: str,
    white: str,
    moves: str,
    reason: str = "neither player can move",
    result: str | None = None,
) -> LoggedGame:
    """The row for a game that ended on ``board``: the discs and the result are counted from it,
    unless ``result`` (``BLACK``, ``WHITE`` or ``DRAW``) says otherwise (a game lost by forfeit).

    >>> from othello_lesson.rules import initialize_board
    >>> from datetime import datetime, timezone
    >>> row = finished_game(initialize_board(4), start=datetime(2024, 5, 1, tzinfo=timezone.utc),
    ...                     duration_s=1.25, black="me", white="greedy", moves="", reason="stopped")
    >>> row.result, row.black_discs, row.start
    ('draw', 2, '2024-05-01T00:00:00+00:00')
    """
    black_discs, white_discs = count_discs(board)
    result = result_word(winner(board) if result is None else result)
    return LoggedGame(
        start.isoformat(timespec="seconds"),
        round(duration_s, 3),
        len(board),
        black,
        white,
        black_discs,
        white_discs,
        result,
        reason,
        moves,
    )


def _line(values: tuple[object, ...]) -> bytes:
    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerow(values)
    return text.getvalue().encode("utf-8")


HEADER = _line(COLUMNS)
NOT_A_LOG = f"this is not a games log: line 1 must be {HEADER.decode().strip()!r}"
# The value that ends a row cut short once the next game is logged after it: no finished game ends so.
CUT_SHORT = "(cut short: not a finished game)"
CUT_SHORT_REASON = (
    "this row was cut short as it was written (the program was stopped, or the disk was full): "
    "it is not a finished game; delete that line to read the others"
)


def _text(path: Path, data: bytes) -> str:
    """The log's text; a log in another encoding than UTF-8 (a BOM may lead) is named by its line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise GameLogError(
            path,
            line,
            f"this line is not UTF-8 text (byte {data[error.start]:#04x}): the log was saved in another "
            "encoding, perhaps by a spreadsheet; save it again as UTF-8 (a spreadsheet's 'CSV UTF-8')",
        ) from None


def _cut_short(text: str) -> bool:
    """Was the last row cut short as it was written?  Every row ends with a new line, outside quotes."""
    return bool(text) and (not text.endswith("\n") or text.count('"') % 2 == 1)


def _records(path: Path, text: str) -> list[tuple[int, list[str]]]:
    """Each CSV row of ``text`` with the line it starts on."""
    reader = csv.reader(io.StringIO(text, newline=""))
    records, line = [], 1
    try:
        for values in reader:
            records.append((line, values))
            line = reader.line_num + 1
    except csv.Error as error:
        raise GameLogError(path, line, f"this is not a CSV row: {error}") from None
    return records


def _is_header(text: str) -> bool:
    first = text.split("\n", 1)[0].removesuffix("\r")
    return next(csv.reader([first]), []) == list(COLUMNS)


def _lock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover - the tests run on Linux
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX)


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def _read_at(fd: int, offset: int, count: int) -> bytes:
    os.lseek(fd, offset, os.SEEK_SET)
    return os.read(fd, count)


def log_game(path: str | os.PathLike[str], game: LoggedGame) -> None:
    """Append ``game`` as one row to the log at ``path``; a new log starts with the header row.

    Raises ``GameLogError`` (and writes nothing) when the file is there but is
    not a games log, or not UTF-8 text.  A last row cut short is ended with
    ``CUT_SHORT`` first, so that this row starts on a line of its own.
    """
    path = Path(path)
    row = _line(astuple(game))
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0), 0o644)
    try:
        _lock(fd)
        try:
            size = os.fstat(fd).st_size
            if size == 0:
                data = HEADER + row
            else:
                text = _text(path, _read_at(fd, 0, size))
                if not _is_header(text):
                    raise GameLogError(path, 1, NOT_A_LOG)
                data = row
                if _cut_short(text):  # by a program killed mid-write: close its quotes, mark it, end it
                    quote = b'"' if text.count('"') % 2 else b""
                    data = quote + _line(("", CUT_SHORT)) + row
            try:
                while data:  # os.write may write less than asked: write the rest
                    data = data[os.write(fd, data) :]
                os.fsync(fd)
            except OSError:  # a full disk: take back the part of the row that went in
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, size)
                raise
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def _parse(path: Path, line: int, values: list[str]) -> LoggedGame:
    if len(values) != len(COLUMNS):
        raise GameLogError(path, line, f"a row has {len(COLUMNS)} values, this one has {len(values)}")
    kinds = {field.name: field.type for field in fields(LoggedGame)}
    parsed: list[Any] = []  # each value as the kind its field names
    for name, value in zip(COLUMNS, values, strict=True):
        kind = kinds[name]
        try:
            parsed.append(int(value) if kind == "int" else float(value) if kind == "float" else value)
        except ValueError:
            raise GameLogError(path, line, f"{name} must be a number, not {value!r}") from None
    game = LoggedGame(*parsed)
    if game.result not in RESULTS:
        raise GameLogError(path, line, f"result must be one of {', '.join(RESULTS)}, not {game.result!r}")
    try:
        datetime.fromisoformat(game.start)
    except ValueError:
        raise GameLogError(path, line, f"start must be a date and time, not {game.start!r}") from None
    return game


def read_log(path: str | os.PathLike[str]) -> list[LoggedGame]:
    """Every game in the log at ``path``; the first malformed line raises ``GameLogError`` with its number.

    A row cut short as it was written (the last row, or one marked ``CUT_SHORT``) is such a line.
    """
    path = Path(path)
    text = _text(path, path.read_bytes())
    records = _records(path, text)
    if records and records[0][1] != list(COLUMNS):
        raise GameLogError(path, 1, NOT_A_LOG)
    last_cut_short = _cut_short(text)
    games = []
    for number, (line, values) in enumerate(records[1:], start=2):
        if values[-1:] == [CUT_SHORT] or (last_cut_short and number == len(records)):
            raise GameLogError(path, line, CUT_SHORT_REASON)
        games.append(_parse(path, line, values))
    return games


__all__ = ["COLUMNS", "CUT_SHORT", "GameLogError", "LoggedGame", "finished_game", "log_game", "read_log"]
