"""Lines only the worked solutions have, and a search for them in every file of a folder, archives opened.

Used by the students' site's test and the students' package's::

    needles = solution_only_lines()            # from the masters' `# BEGIN SOLUTION` blocks
    found = solutions_in(site_folder, needles)  # [] when the folder hands out no worked solution

A solution-only line is a line of an answer (between ``# BEGIN SOLUTION`` and
``# END SOLUTION`` in a master of ``course/``) that appears nowhere in what a student
may have: the students' notebooks and the package's own code (which holds the finished
rules that lesson 7 falls back on).  Each is searched as it is written in a file of
code, and as a notebook's JSON writes it (its quotes and backslashes escaped).  Archives
(wheels and other zips, tars, gzip) are opened, and archives inside them, as a browser's
Python opens a wheel it installs.
"""

from __future__ import annotations

import gzip
import io
import json
import tarfile
import zipfile
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BEGIN, END = "# BEGIN SOLUTION", "# END SOLUTION"
SHORTEST = 30  # shorter lines (`return flips`) could be anyone's


def answer_lines(master: str) -> list[str]:
    """The lines of a master's answers, stripped, in order.

    >>> answer_lines("x = 1\\n    # BEGIN SOLUTION\\n    return 42\\n    # END SOLUTION\\n")
    ['return 42']
    """
    lines, inside = [], False
    for line in master.splitlines():
        if line.strip() == BEGIN:
            inside = True
        elif line.strip() == END:
            inside = False
        elif inside and line.strip():
            lines.append(line.strip())
    return lines


def in_json(line: str) -> str:
    """A line as a notebook's JSON holds it.

    >>> print(in_json('return " ".join(row)'))
    return \\" \\".join(row)
    """
    return json.dumps(line, ensure_ascii=False)[1:-1]


def students_text() -> str:
    """All a student may have: the students' notebooks and the package's code, as one text."""
    files = [*sorted((REPO / "notebooks").glob("*.ipynb")), *sorted((REPO / "othello_lesson").rglob("*.py"))]
    return "\n".join(path.read_text(encoding="utf-8") for path in files)


def solution_only_lines(masters: Path = REPO / "course") -> dict[str, list[str]]:
    """Per master with exercises, its answers' lines that nothing a student has holds (at least one each)."""
    allowed = students_text()
    found = {}
    for master in sorted(masters.glob("*.py")):
        lines = [
            line
            for line in answer_lines(master.read_text(encoding="utf-8"))
            if len(line) >= SHORTEST and line not in allowed and in_json(line) not in allowed
        ]
        if BEGIN in master.read_text(encoding="utf-8"):
            assert lines, f"no answer line of {master.name} is the solution's alone: the search would miss it"
            found[master.stem] = list(dict.fromkeys(lines))
    return found


def unpacked(name: str, data: bytes, depth: int = 0):
    """``(name, bytes)`` of a file and, for an archive, of every file inside it (archives inside too)."""
    yield name, data
    if depth > 3:
        return
    members: list[tuple[str, bytes]] = []
    if data[:2] == b"\x1f\x8b":  # gzip (a .tgz, or one file gzipped): what it holds, under the same name
        try:
            inside = gzip.decompress(data)
        except (OSError, EOFError):
            return
        yield from unpacked(name, inside, depth + 1)
        return
    if zipfile.is_zipfile(io.BytesIO(data)):
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = [(info.filename, archive.read(info)) for info in archive.infolist()]
    elif len(data) > 262 and data[257:262] == b"ustar":  # a tar
        with tarfile.open(fileobj=io.BytesIO(data)) as archive:
            for member in archive.getmembers():
                source = archive.extractfile(member) if member.isfile() else None
                if source is not None:
                    members.append((member.name, source.read()))
    for inner, content in members:
        yield from unpacked(f"{name}!{inner}", content, depth + 1)


def solutions_in(folder: Path, needles: dict[str, list[str]]) -> list[str]:
    """Where a solution-only line is in the files under ``folder``: "file(!inside) holds lesson: line"."""
    paths = sorted(path for path in folder.rglob("*") if path.is_file())
    files = ((path.relative_to(folder).as_posix(), path.read_bytes()) for path in paths)
    return solutions_in_files(files, needles)


def solutions_in_files(files: Iterable[tuple[str, bytes]], needles: dict[str, list[str]]) -> list[str]:
    """Where a solution-only line is in the ``(name, bytes)`` of ``files``, as ``solutions_in`` says it."""
    wanted = [
        (lesson, line, form.encode())
        for lesson, lines in needles.items()
        for line in lines
        for form in dict.fromkeys([line, in_json(line)])
    ]
    found = []
    for file_name, file_data in files:
        for name, data in unpacked(file_name, file_data):
            found += [f"{name} holds {lesson}: {line}" for lesson, line, form in wanted if form in data]
    return list(dict.fromkeys(found))
