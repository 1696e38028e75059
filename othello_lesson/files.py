"""Files written whole, and kept before they are replaced.

``write_whole`` and ``copy_whole`` write a file through a temporary file beside
it, which then takes its place in one step: a reader sees the old file or the
new one, never half of one, and a write stopped halfway (Ctrl+C, a full disc)
leaves the old file as it was and no temporary file behind.  ``back_up`` keeps a
copy of a file in the ``.backups`` folder beside it, under a name no other
backup has, even one made at the same moment by another process.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> path = write_whole(folder / "notes.txt", "first\\n")
>>> kept = back_up(path)
>>> _ = write_whole(path, "second\\n")
>>> kept.relative_to(folder).as_posix(), kept.read_text(), path.read_text()
('.backups/notes-1.txt', 'first\\n', 'second\\n')
"""

from __future__ import annotations

import itertools
import os
import shutil
from collections.abc import Callable
from pathlib import Path

BACKUPS = ".backups"  # the folder, beside a file, that keeps its earlier versions
MAX_BACKUPS = 10_000  # of one file under one label: past that, the folder asks to be cleared

_numbers = itertools.count(1)  # what makes a temporary file's name this process's own


def write_whole(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all, and give back ``path``.

    An ``OSError`` names ``path``, not the temporary file written through.
    """
    target = Path(path)

    def write(partial: Path) -> None:
        with open(partial, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())

    _write_through_partial(target, write)
    return target


def copy_whole(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> Path:
    """Copy ``source`` (with its times) to ``target`` whole or not at all, and give back ``target``."""
    copied = Path(target)
    _write_through_partial(copied, lambda partial: shutil.copy2(source, partial))
    return copied


def back_up(path: str | os.PathLike[str], *, label: str = "") -> Path:
    """Copy ``path`` (with its times) into ``.backups`` beside it; give back the copy.

    The copy is ``NAME-1.EXT``, ``NAME-2.EXT``, ...; with a ``label`` (a time,
    say) ``NAME-LABEL.EXT``, then ``NAME-LABEL-2.EXT``, ...  Each name is taken
    by creating its file exclusively, so that two backups made at the same
    moment never take the same name, and no backup is ever overwritten.
    """
    original = Path(path)
    folder = original.parent / BACKUPS
    folder.mkdir(exist_ok=True)
    for number in range(1, MAX_BACKUPS + 1):
        stem = f"{original.stem}-{label}" if label else original.stem
        name = stem if label and number == 1 else f"{stem}-{number}"
        backup = folder / f"{name}{original.suffix}"
        try:
            with open(backup, "xb") as kept, open(original, "rb") as mine:
                shutil.copyfileobj(mine, kept)
        except FileExistsError:
            continue
        shutil.copystat(original, backup)
        return backup
    raise FileExistsError(f"{folder} holds too many backups of {original.name}: move some away")


def _write_through_partial(target: Path, write: Callable[[Path], object]) -> None:
    """Have ``write`` fill a new file beside ``target``, then put it in ``target``'s place in one step."""
    partial = None
    try:
        partial = _new_partial(target)
        write(partial)
        partial.replace(target)
    except OSError as error:
        if error.errno is None:
            raise
        # said of the file written, not of the one it is written through (OSError makes the subclass)
        raise OSError(error.errno, error.strerror, str(target)) from error
    finally:
        if partial is not None:
            partial.unlink(missing_ok=True)


def _new_partial(target: Path) -> Path:
    """A new empty file beside ``target``, hidden, whose name no other writer has: ``.NAME.PID-N.part``."""
    while True:
        partial = target.with_name(f".{target.name}.{os.getpid()}-{next(_numbers)}.part")
        try:
            with open(partial, "xb"):
                return partial
        except FileExistsError:  # left by a process that had this one's number before
            continue


__all__ = ["BACKUPS", "MAX_BACKUPS", "back_up", "copy_whole", "write_whole"]
