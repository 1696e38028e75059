"""Every cell of every notebook can be run twice in a row and shows the same thing again.

Students re-run cells all the time; a cell that changes a board defined
earlier, or that depends on how often it ran, would show something else the
second time.  The check lives in the suite's ``conftest.py``: nbval runs each
cell, and the cell is run again at once in the same kernel, so one execution
of each notebook serves both nbval and this check.  Here the check itself is
tested, on small notebooks with a cell that behaves and one that does not.
"""

import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from _suite_copy import copy_the_suites_conftest

ROOT = Path(__file__).resolve().parent.parent


def write_notebook(path: Path, *sources: str, stored: list[str | None]) -> None:
    """A notebook of code cells storing the outputs given.

    ``""`` in ``stored`` is a cell run that showed nothing; ``None`` a cell stored as never run
    (nbval does not compare it).
    """
    cells = []
    for number, (source, output) in enumerate(zip(sources, stored, strict=True), start=1):
        cell = nbformat.v4.new_code_cell(source)
        if output is not None:
            cell.execution_count = number
        if output:
            cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=output)]
        cells.append(cell)
    nbformat.write(nbformat.v4.new_notebook(cells=cells), path)


@pytest.fixture(scope="module")
def nbval_output(tmp_path_factory) -> str:
    """nbval, with the suite's conftest, on three small notebooks: one whose cells can be re-run, two not."""
    folder = tmp_path_factory.mktemp("rerun")
    counter = "runs = globals().get('runs', 0) + 1\nprint('run', runs)"
    write_notebook(folder / "fine.ipynb", "board = [0] * 3", "print(board)", stored=["", "[0, 0, 0]\n"])
    write_notebook(folder / "stored.ipynb", counter, stored=["run 1\n"])
    write_notebook(folder / "unstored.ipynb", counter, stored=[None])
    copy_the_suites_conftest(folder)
    (folder / "pytest.ini").write_text("[pytest]\n")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval", "--color=no", "-p", "no:cacheprovider", "-p", "no:xdist"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "2 failed, 2 passed" in result.stdout, result.stdout + result.stderr
    return result.stdout


def failure_of(output: str, cell: str) -> str:
    """The report of one failed cell, e.g. ``stored.ipynb::Cell 0``."""
    sections = output.split("____ ")
    return next((section for section in sections if section.startswith(cell)), "")


def test_cells_that_show_the_same_when_run_again_pass(nbval_output):
    assert "FAILED fine.ipynb" not in nbval_output
    assert "ERROR" not in nbval_output


def test_a_cell_whose_second_run_differs_from_the_stored_output_fails(nbval_output):
    assert "FAILED stored.ipynb::Cell 0" in nbval_output
    report = failure_of(nbval_output, "stored.ipynb")
    assert "run a second time, as a student may: Cell outputs differ" in report


def test_a_cell_whose_second_run_differs_from_its_first_fails_even_unstored(nbval_output):
    assert "FAILED unstored.ipynb::Cell 0" in nbval_output
    report = failure_of(nbval_output, "unstored.ipynb")
    assert "this cell shows something else when run a second time" in report
    assert "run 1" in report and "run 2" in report
