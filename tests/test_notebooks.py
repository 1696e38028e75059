"""The notebooks as stored: made from their masters, run cleanly, checks that say the right thing.

nbval (run by the same test command) re-runs every notebook and compares
each stored output; these tests catch what nbval cannot: a notebook stored
without outputs or with an error, a notebook out of step with its master,
and a check that does not say "correct" on the worked solutions or "not done
yet" on the empty exercises.
"""

import json
from pathlib import Path

import pytest

from tools import build_course

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").rglob("*.ipynb"))
MASTERS = build_course.masters([])


def _ids(paths):
    return [str(p.relative_to(ROOT)) for p in paths]


def _outputs_text(cell) -> str:
    parts = []
    for output in cell.get("outputs", []):
        parts.append("".join(output.get("text", "")))
        parts.append("".join(output.get("data", {}).get("text/plain", "")))
    return "".join(parts)


def _check_cells(notebook):
    return [
        cell
        for cell in notebook["cells"]
        if cell["cell_type"] == "code" and "check_" in "".join(cell["source"]).split("\n")[-1]
    ]


def test_every_master_makes_notebooks():
    assert MASTERS, "course/ holds no master"
    made = {path for master in MASTERS for path, _ in build_course.targets(master)}
    assert made == set(NOTEBOOKS), "a notebook has no master, or a master was not built"


@pytest.mark.parametrize("master", MASTERS, ids=_ids(MASTERS))
def test_notebooks_are_in_step_with_their_master(master):
    for path, cells in build_course.targets(master):
        assert build_course.out_of_step(path, cells) == "", "run: python tools/build_course.py"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_notebook_was_stored_from_a_clean_run(path):
    notebook = json.loads(path.read_text(encoding="utf-8"))
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    counts = [cell["execution_count"] for cell in code]
    assert counts == list(range(1, len(code) + 1)), "cells were not run once each, top to bottom"
    errors = [o for cell in code for o in cell["outputs"] if o["output_type"] == "error"]
    assert errors == []


LESSONS = [p for p in NOTEBOOKS if p.parent.name == "notebooks" and p.name[:2].isdigit()]


@pytest.mark.parametrize("path", LESSONS, ids=_ids(LESSONS))
def test_lesson_has_three_exercises_each_not_done_yet_as_shipped(path):
    checks = _check_cells(json.loads(path.read_text(encoding="utf-8")))
    assert len(checks) >= 3
    for cell in checks:
        assert "is not done yet" in _outputs_text(cell), "".join(cell["source"])


SOLVED = sorted((ROOT / "notebooks" / "solutions").glob("*.ipynb"))


@pytest.mark.parametrize("path", SOLVED, ids=_ids(SOLVED))
def test_every_check_says_correct_on_the_worked_solutions(path):
    checks = _check_cells(json.loads(path.read_text(encoding="utf-8")))
    assert len(checks) >= 3
    for cell in checks:
        text = _outputs_text(cell)
        assert "✔" in text and "is correct" in text, "".join(cell["source"])
