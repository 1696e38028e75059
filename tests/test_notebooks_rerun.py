"""Every cell of every notebook can be run twice in a row and shows the same thing again.

Students re-run cells all the time; a cell that changes a board defined
earlier, or that depends on how often it ran, would show something else the
second time.  Each notebook is run with every code cell doubled, and each
cell's second run must show exactly what its first run showed, with no error.
"""

import copy
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").rglob("*.ipynb"))


def shown_text(outputs) -> str:
    """What a cell showed, as text: printed output, results, and errors by name."""
    parts = []
    for output in outputs:
        if output.output_type == "stream":
            parts.append(output.text)
        elif output.output_type in ("execute_result", "display_data"):
            parts.append(output.data.get("text/plain", ""))
            parts.append(output.data.get("image/svg+xml", ""))
        elif output.output_type == "error":
            parts.append(f"error {output.ename}: {output.evalue}")
    return "".join(parts)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT)) for p in NOTEBOOKS])
def test_every_cell_shows_the_same_when_run_twice(path):
    notebook = nbformat.read(path, as_version=4)
    doubled = []
    for cell in notebook.cells:
        if cell.cell_type == "code":
            doubled += [copy.deepcopy(cell), copy.deepcopy(cell)]
    for number, cell in enumerate(doubled):
        cell.id = f"twice-{number}"
    notebook.cells = doubled
    NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        allow_errors=True,
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    for first, second in zip(doubled[0::2], doubled[1::2], strict=True):
        once, twice = shown_text(first.outputs), shown_text(second.outputs)
        assert "error" not in {o.output_type for o in first.outputs + second.outputs}, first.source
        assert once == twice, f"this cell shows something else when run again:\n{first.source}"
