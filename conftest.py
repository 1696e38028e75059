"""What the whole test suite shares: every notebook cell is run twice, and tests are spread over the cores.

Every notebook cell, run by nbval, is run a second time straight away in the
same kernel, as students re-run cells all the time.  Both runs must show what
the notebook stores, and the second must show exactly what the first showed:
a cell that changes a board defined earlier, or that depends on how often it
ran, fails.  One execution of each notebook serves nbval and this check.

With pytest-xdist (``-n``), the cells of one notebook stay together in one
worker (they share a kernel), and so do the browser tests (they share one
JupyterLab and one Chromium); everything else is spread test by test.  Those
long groups are handed out first, so that no worker is left with a long tail.
"""

from __future__ import annotations

import copy

import pytest

BROWSER_TESTS = "tests/browser/"

# The solved lessons write the student's module (my_othello.py) beside themselves while the
# tests run; a worker that starts later must collect exactly what the others collected.
collect_ignore_glob = ["notebooks/*.py", "notebooks/**/*.py"]


def is_notebook_cell(item: pytest.Item) -> bool:
    """Is ``item`` a notebook cell run by nbval?"""
    return type(item).__name__ == "IPyNbCell"


def shown_text(outputs) -> str:
    """What a cell showed, as text: printed output, results and pictures, and errors by name."""
    parts = []
    for output in outputs or []:
        kind = output.get("output_type")
        if kind == "stream":
            parts.append(output.get("text", ""))
        elif kind in ("execute_result", "display_data"):
            data = output.get("data", {})
            parts.append(data.get("text/plain", ""))
            parts.append(data.get("image/svg+xml", ""))
        elif kind == "error":
            parts.append(f"error {output.get('ename')}: {output.get('evalue')}")
    return "".join(parts)


def run_cell_again(item: pytest.Item) -> None:
    """Run an nbval cell a second time: it must again show what is stored, and what it showed first."""
    from nbval.plugin import NbCellError

    first = shown_text(item.test_outputs)
    try:
        item.runtest()
    except NbCellError as error:
        message = f"run a second time, as a student may: {error}"
        raise NbCellError(item.cell_num, message, error.source, error.inner_traceback) from None
    again = shown_text(item.test_outputs)
    if again != first:
        raise NbCellError(
            item.cell_num,
            "this cell shows something else when run a second time",
            item.cell.source,
            f"first run:\n{first}\nsecond run:\n{again}",
        )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    if not is_notebook_cell(item):
        return (yield)
    stored = copy.deepcopy(item.cell.outputs)
    result = yield  # the first run; nbval compares it with the stored outputs
    item.cell.outputs = stored  # nbval's comparison merges the stored streams in place
    run_cell_again(item)
    return result


def _order(item: pytest.Item) -> tuple[int, int]:
    """Browser tests first, then notebooks (the solved ones first), then everything else."""
    if item.nodeid.startswith(BROWSER_TESTS):
        return (0, 0)
    if is_notebook_cell(item):
        return (1, 0 if "/solutions/" in item.nodeid else 1)
    return (2, 0)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    items.sort(key=_order)  # a stable sort: the order within each kind is kept


def work_unit(nodeid: str) -> str:
    """The tests that one worker runs together, in order: a notebook's cells, or all the browser tests.

    >>> work_unit("notebooks/01-the-board.ipynb::Cell 3"), work_unit("tests/browser/test_x.py::test_y")
    ('notebooks/01-the-board.ipynb', 'tests/browser/')
    >>> work_unit("tests/test_rules.py::test_start[8]")
    'tests/test_rules.py::test_start[8]'
    """
    path = nodeid.split("::")[0]
    if path.endswith(".ipynb"):
        return path
    if nodeid.startswith(BROWSER_TESTS):
        return BROWSER_TESTS
    return nodeid


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, used only when it runs the tests
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """Hand out work units (see ``work_unit``) in the order collected, to whichever worker is free."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class WorkUnitScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

    config.option.loadscopereorder = False  # keep the long units first, as collected
    return WorkUnitScheduling(config, log)
