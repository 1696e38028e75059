"""Build the course notebooks from their masters in ``course/``.

Each lesson is written once, as a master: a Python file in "percent" format,
where ``# %% [markdown]`` starts a text cell (each line written as ``# text``)
and ``# %%`` starts a code cell.  Inside a code cell, the lines between
``# BEGIN SOLUTION`` and ``# END SOLUTION`` are the worked answer to an
exercise.  From one master this script makes

* ``notebooks/<name>.ipynb``: the student's version, each solution replaced by
  ``raise NotImplementedError`` and a "your code here" comment;
* ``notebooks/solutions/<name>.ipynb``: the solved version (only for masters
  that have solutions);

and runs both from top to bottom with a fresh kernel, storing the real
outputs, so nbval can compare them later.

A translation of a lesson is a master of its own in a folder named by its
language, ``course/<lang>/<name>.py`` (``course/ja/03-is-this-move-valid.py``),
cell for cell beside the English one: each cell's marker names the English cell
it translates by its fingerprint, ``# %% [markdown] en=1a2b3c4d`` (see
``fingerprint``; ``tools/ja_skeleton.py`` writes them, and shows which are out of
date).  It makes ``notebooks/<lang>/<name>.ipynb`` and
``notebooks/solutions/<lang>/<name>.ipynb`` the same way.

Every notebook is run with ``OTHELLO_LESSON_LANG=en``, as the test suite runs
it: a translated lesson switches to its language in its first cell.

Usage::

    python tools/build_course.py            # every master, English and translated
    python tools/build_course.py 03 play    # English masters whose names start with these
    python tools/build_course.py ja/        # every Japanese master
    python tools/build_course.py ja/03      # Japanese masters whose names start with 03
    python tools/build_course.py --check    # fail if a notebook is out of step
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MASTERS = ROOT / "course"
NOTEBOOKS = ROOT / "notebooks"
SOLUTIONS = NOTEBOOKS / "solutions"

_CELL_START = re.compile(r"^# %%(?P<markdown> \[markdown\])?(?: en=(?P<en>[0-9a-f]{8}))?\s*$")
BEGIN, END = "# BEGIN SOLUTION", "# END SOLUTION"
KERNEL = "python3"  # the kernel every notebook runs with
# Every kernel of the build starts in English, as the tests' kernels do: a translation switches in cell 1.
LANGUAGE_VARIABLE, BUILD_LANGUAGE = "OTHELLO_LESSON_LANG", "en"
# What stands in a student's notebook where a worked answer was, in each language of the course.
PLACEHOLDERS = {
    "en": ["# YOUR CODE HERE", 'raise NotImplementedError("your code here")'],
    "ja": ["# ここにコードを書きます", 'raise NotImplementedError("ここにコードを書いてください")'],
}
PLACEHOLDER = PLACEHOLDERS["en"]


@dataclass(frozen=True)
class Cell:
    kind: str  # "code" or "markdown"
    source: str
    # In a translation: the fingerprint of the English cell it translates, from its marker (not compared).
    en: str | None = field(default=None, compare=False)


def fingerprint(source: str) -> str:
    """The name a translated cell's marker gives its English cell: the first 8 hex digits of its sha1.

    >>> fingerprint("x = 1")
    '34bce5f7'
    """
    return hashlib.sha1(source.encode("utf-8")).hexdigest()[:8]


def read_master(text: str) -> list[Cell]:
    """Split a percent-format master into cells."""
    cells: list[Cell] = []
    kind: str | None = None
    lines: list[str] = []

    def flush() -> None:
        if kind is not None:
            body = "\n".join(lines).strip("\n")
            if kind == "markdown":
                body = "\n".join(_unmark(line) for line in body.splitlines())
            cells.append(Cell(kind, body, en))

    en: str | None = None
    for line in text.splitlines():
        match = _CELL_START.match(line)
        if match:
            flush()
            kind, lines, en = ("markdown" if match["markdown"] else "code"), [], match["en"]
        elif kind is None:
            if line.strip():
                raise ValueError(f"text before the first '# %%' cell marker: {line!r}")
        else:
            lines.append(line)
    flush()
    return cells


def _unmark(line: str) -> str:
    if line == "#":
        return ""
    if not line.startswith("# "):
        raise ValueError(f"a markdown line must start with '# ': {line!r}")
    return line[2:]


def has_solutions(cells: list[Cell]) -> bool:
    return any(BEGIN in cell.source for cell in cells if cell.kind == "code")


def strip_solutions(source: str, placeholder: list[str] = PLACEHOLDER) -> str:
    """Replace every solution block with the placeholder, at the block's indentation."""
    out: list[str] = []
    inside = False
    for line in source.splitlines():
        stripped = line.strip()
        if stripped == BEGIN:
            if inside:
                raise ValueError("a solution block opened inside another")
            inside = True
            indent = line[: len(line) - len(line.lstrip())]
            out.extend(indent + text for text in placeholder)
        elif stripped == END:
            if not inside:
                raise ValueError("'# END SOLUTION' without a '# BEGIN SOLUTION'")
            inside = False
        elif not inside:
            out.append(line)
    if inside:
        raise ValueError("'# BEGIN SOLUTION' without an '# END SOLUTION'")
    return "\n".join(out)


def solved(source: str) -> str:
    """The source with the solution markers taken out and the answers kept."""
    return "\n".join(line for line in source.splitlines() if line.strip() not in (BEGIN, END))


def student_cells(cells: list[Cell], language: str = "en") -> list[Cell]:
    placeholder = PLACEHOLDERS[language]
    return [
        Cell(c.kind, strip_solutions(c.source, placeholder) if c.kind == "code" else c.source) for c in cells
    ]


def solution_cells(cells: list[Cell]) -> list[Cell]:
    return [Cell(c.kind, solved(c.source) if c.kind == "code" else c.source) for c in cells]


def to_notebook(cells: list[Cell]):
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": kernelspec(), "language_info": {"name": "python"}}  # the run fills it in
    for number, cell in enumerate(cells):
        make = nbformat.v4.new_code_cell if cell.kind == "code" else nbformat.v4.new_markdown_cell
        new = make(cell.source)
        new.id = f"cell-{number:03d}"  # stable ids keep diffs small
        nb.cells.append(new)
    return nb


def kernelspec(name: str = KERNEL) -> dict[str, str]:
    """The notebook's ``kernelspec`` as JupyterLab writes it when it opens the notebook with kernel ``name``.

    JupyterLab copies the kernel's name, display name and language from its
    spec; a stored notebook that says anything else is marked changed as soon
    as it is opened, and closing it untouched asks "Save your work?".
    """
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec(name)
    return {"display_name": spec.display_name, "language": spec.language, "name": name}


def execute(nb, cwd: Path):
    from nbclient import NotebookClient

    client = NotebookClient(
        nb,
        timeout=120,
        kernel_name=KERNEL,
        record_timing=False,
        store_widget_state=False,
        resources={"metadata": {"path": str(cwd)}},
    )
    client.execute(env={**os.environ, LANGUAGE_VARIABLE: BUILD_LANGUAGE})
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = merge_streams(cell.outputs)
            for output in cell.outputs:
                keep_picture_only(output)
    return nb


def merge_streams(outputs: list) -> list:
    """Join printed text that arrived in several pieces, so a rebuild stores it the same way."""
    merged: list = []
    for output in outputs:
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and output.output_type == previous.output_type == "stream"
            and output.name == previous.name
        ):
            previous.text += output.text
        else:
            merged.append(output)
    return merged


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def keep_picture_only(output) -> None:
    """Store a live board as its picture.

    A widget cannot come back to life from a saved notebook without its
    kernel: JupyterLab would show "Error displaying widget: model not found".
    A board shows the picture of its position in the output before the widget
    (``othello_lesson.widget._saved_picture``), so the stored notebook keeps
    that, and the widget's own output keeps only its (empty) text; running the
    cell brings the clickable board back.
    """
    data = output.get("data", {})
    if WIDGET_VIEW in data:
        del data[WIDGET_VIEW]


def language_of(master: Path) -> str:
    """The language a master is written in: ``en`` in ``course/``, else the name of its folder (``ja``)."""
    return "en" if master.parent == MASTERS else master.parent.name


def targets(master: Path) -> list[tuple[Path, list[Cell]]]:
    """The notebooks one master makes, with their cells."""
    cells = read_master(master.read_text(encoding="utf-8"))
    language = language_of(master)
    if language == "en":
        folder, solved_folder = NOTEBOOKS, SOLUTIONS
    else:
        folder, solved_folder = NOTEBOOKS / language, SOLUTIONS / language
    made = [(folder / f"{master.stem}.ipynb", student_cells(cells, language))]
    if has_solutions(cells):
        made.append((solved_folder / f"{master.stem}.ipynb", solution_cells(cells)))
    return made


def translations() -> list[str]:
    """The languages the course is translated into: the folders of ``course/`` that hold masters."""
    return sorted(folder.name for folder in MASTERS.iterdir() if folder.is_dir() and any(folder.glob("*.py")))


def masters(prefixes: list[str]) -> list[Path]:
    """The masters named by ``prefixes``: every master, English and translated, when there are none.

    ``03`` names the English masters whose names start with 03; ``ja/03`` the Japanese ones;
    ``ja/`` (or ``ja``) every Japanese master.
    """
    english = sorted(MASTERS.glob("*.py"))
    if not prefixes:
        return english + [m for language in translations() for m in sorted((MASTERS / language).glob("*.py"))]
    found: list[Path] = []
    for prefix in prefixes:
        folder, _, start = (prefix + "/" if prefix in translations() else prefix).rpartition("/")
        candidates = sorted((MASTERS / folder).glob("*.py")) if folder else english
        found += [m for m in candidates if m.stem.startswith(start) and m not in found]
    return sorted(found, key=lambda m: (m.parent != MASTERS, m.parent.name, m.name))


def out_of_step(path: Path, cells: list[Cell]) -> str:
    """'' if the notebook at ``path`` has exactly these cells, else what differs."""
    import nbformat

    if not path.exists():
        return f"{path.relative_to(ROOT)} is missing"
    nb = nbformat.read(path, as_version=4)
    stored = [Cell(c.cell_type, c.source) for c in nb.cells]
    if stored != cells:
        for number, (a, b) in enumerate(zip(stored, cells, strict=False)):
            if a != b:
                return f"{path.relative_to(ROOT)}: cell {number} differs from its master"
        return f"{path.relative_to(ROOT)}: has {len(stored)} cells, its master makes {len(cells)}"
    return ""


def main(argv: list[str] | None = None) -> int:
    import nbformat

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "names",
        nargs="*",
        help="build only the masters whose names start with these (03: English; ja/03, ja/: Japanese)",
    )
    parser.add_argument("--check", action="store_true", help="only check that notebooks match masters")
    args = parser.parse_args(argv)
    problems = [f"no master in course/ starts with {name!r}" for name in args.names if not masters([name])]
    for master in [] if problems else masters(args.names):
        for path, cells in targets(master):
            if args.check:
                problem = out_of_step(path, cells)
                if problem:
                    problems.append(problem)
                continue
            print(f"building {path.relative_to(ROOT)}", flush=True)
            path.parent.mkdir(parents=True, exist_ok=True)
            nb = execute(to_notebook(cells), path.parent)
            nbformat.write(nb, path)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
