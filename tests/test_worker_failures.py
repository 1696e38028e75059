"""A test that runs away with memory, or kills its worker, fails alone: the run goes on and ends.

The worker started in place of a dead one may find a file written since the run began: it runs the
tests it is handed all the same.

Each check runs pytest on a few tests of its own, under the project's ``conftest.py`` (its memory cap
and what it does when a worker dies), on two workers with ``--dist loadgroup``, as the test command does.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from _suite_copy import copy_the_suites_conftest

ROOT = Path(__file__).resolve().parents[1]

SOME_TESTS = """
import os
import resource
import time

import pytest


@pytest.mark.parametrize("number", range(16))
def test_quick(number):
    assert number >= 0


def test_kills_its_worker():
    # A file written during the run: the worker started in place of this one finds a test more.
    with open("test_written_later.py", "w") as file:
        file.write("def test_written_later():\\n    pass\\n")
    os._exit(3)


def test_runs_away_with_memory():
    cap = resource.getrlimit(resource.RLIMIT_DATA)[0]
    assert cap != resource.RLIM_INFINITY, "no memory cap"
    hoard = bytearray(cap)  # fails at once: the cap is on what may be taken, before any is used
    assert len(hoard) == 0


def test_after_a_test_ran_out_of_memory_the_next_one_runs_as_usual():
    assert len(bytearray(2**20)) == 2**20


@pytest.mark.browser
def test_a_browser_test_runs_without_the_cap():
    assert resource.getrlimit(resource.RLIMIT_DATA)[0] == resource.RLIM_INFINITY


@pytest.mark.parametrize("number", range(4))
def test_quick_at_the_end(number):
    assert number >= 0


@pytest.mark.parametrize("number", range(10))
def test_slow_at_the_end(number):  # work left for the worker started in place of the dead one
    time.sleep(0.4)
"""


def _without_inherited_cap() -> None:
    """In the child, undo this test's own cap, as a fresh test command would start without one."""
    hard = resource.getrlimit(resource.RLIMIT_DATA)[1]
    resource.setrlimit(resource.RLIMIT_DATA, (hard, hard))


def test_a_test_runs_under_the_memory_cap():
    cap = resource.getrlimit(resource.RLIMIT_DATA)[0]
    assert cap != resource.RLIM_INFINITY
    assert 2**30 <= cap <= 6 * 2**30  # conftest.memory_cap(): 6 GB, or a third of the memory if less


def test_a_dead_worker_and_a_runaway_test_each_fail_alone_and_the_run_ends(tmp_path):
    copy_the_suites_conftest(tmp_path)
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    browser: drives a browser\n")
    (tmp_path / "test_some.py").write_text(SOME_TESTS)
    environment = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("PYTEST_", "COV_")) and name != "PYTHONPATH"
    }
    environment["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # only xdist: the workers start in a blink
    command = [sys.executable, "-m", "pytest", "-p", "xdist.plugin", "-n", "2", "-rf", "--dist", "loadgroup"]
    command += ["-p", "no:cacheprovider"]
    try:
        run = subprocess.run(
            command,
            cwd=tmp_path,
            env=environment,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=300,
            preexec_fn=_without_inherited_cap,
        )
    except subprocess.TimeoutExpired as error:
        pytest.fail(f"the run did not end after a worker died:\n{error.stdout}")
    out = run.stdout
    assert run.returncode == 1, out
    assert "crashed while running 'test_some.py::test_kills_its_worker'" in out, out
    assert "FAILED test_some.py::test_runs_away_with_memory - MemoryError" in out, out
    assert "test_some.py::test_runs_away_with_memory ran out of memory at the cap of" in out, out
    # Every other test ran once: none lost with the dead worker, none run twice, and the file written
    # during the run was not run.
    assert "2 failed, 32 passed" in out, out
