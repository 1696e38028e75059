"""What the whole test suite shares: every notebook cell is run twice, and tests are spread over the cores.

Every notebook cell, run by nbval, is run a second time straight away in the
same kernel, as students re-run cells all the time.  Both runs must show what
the notebook stores, and the second must show exactly what the first showed:
a cell that changes a board defined earlier, or that depends on how often it
ran, fails.  One execution of each notebook serves nbval and this check.

With pytest-xdist (``-n``), tests that share a costly set-up run together in
one worker, as one work unit: the cells of one notebook (they share a kernel),
and each file of tests that share a module-scoped fixture (each browser test
file, with its server and its page; the wheel's tests, with the wheel and its
virtualenv, built once), the browser files that share one page of
play.ipynb, and the solved lessons, which share their folder's my_othello.py.
Everything else is spread test by test.  The units
are handed out longest first (the JupyterLite site, the wheel, the other
browser files, the notebooks, then single tests), and a worker is given its next
unit only when it is about to run out, so that the workers finish together.
"""

from __future__ import annotations

import copy
import os
import sys

import pytest

try:
    import resource
except ImportError:  # Windows: no memory cap
    resource = None

BROWSER_TESTS = "tests/browser/"
# Test files whose tests share a module-scoped fixture that is costly to make: each is one work unit,
# so that the fixture is made once, not once per worker.  (Every file under tests/browser/ is one too.)
SHARED_SET_UP = ("tests/test_wheel.py", "tests/test_notebooks_rerun.py")
# The browser files that play on play.ipynb share its page (tests/browser/conftest.py): one unit.
PLAY_PAGE_FILES = (
    "tests/browser/test_dark_theme.py",
    "tests/browser/test_drawn_board.py",
    "tests/browser/test_play_in_browser.py",
    "tests/browser/test_record_in_browser.py",
)
PLAY_PAGE_UNIT = "tests/browser/ on play.ipynb"
# The solved lessons share one folder and the student's module in it, my_othello.py: lessons 3 to 6
# write their functions there, lesson 7 reads them.  Run at once on two workers, lesson 7 could read
# it before and after lesson 5 wrote valid_moves_list.  They are one unit, run in lesson order.
SOLVED_LESSONS = "notebooks/solutions/"
# The units handed out first, longest first.
LONGEST_UNITS = (
    "tests/browser/test_lite_site.py",
    "tests/test_wheel.py",
)

# The solved lessons write the student's module (my_othello.py) beside themselves while the
# tests run; a worker that starts later must collect exactly what the others collected.
collect_ignore_glob = ["notebooks/*.py", "notebooks/**/*.py"]

# The checks the tests run, and those of the notebooks' kernels (started from here), keep their
# outcomes in memory, each process its own: nothing is written into the folder the tests run in,
# and each lesson's map of progress starts fresh.
os.environ["OTHELLO_COURSE_PROGRESS"] = "memory"


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


class FormattedWhenLogged:
    """A value that is pretty-printed only when a log message that holds it is written.

    nbval logs every message the kernel sends at DEBUG level as ``pformat(msg)``, which pretty-prints
    the message (a picture's whole SVG included) whether or not anything is logged: about a tenth of
    the processor time of running a notebook full of pictures.  Put in place of nbval's ``pformat``
    (see ``pytest_configure``), it leaves the debug log as it was when the log is on.

    >>> import logging, pprint
    >>> message = {"header": {"msg_type": "stream"}, "content": {"text": "x" * 80}}
    >>> str(FormattedWhenLogged(message)) == pprint.pformat(message)
    True
    >>> class Loud:
    ...     def __repr__(self):
    ...         print("formatted")
    ...         return "Loud()"
    >>> logging.getLogger("quiet").debug("%s", FormattedWhenLogged(Loud()))  # not logged: not formatted
    >>> str(FormattedWhenLogged(Loud()))
    formatted
    'Loud()'
    """

    def __init__(self, value: object) -> None:
        self.value = value

    def __str__(self) -> str:
        import pprint

        return pprint.pformat(self.value)


def keep_bytecode() -> None:
    """Let this run and every Python process it starts keep the bytecode of what they import.

    Where ``PYTHONDONTWRITEBYTECODE`` is set, each of the run's processes (its workers, some forty
    notebook kernels, the JupyterLab and Voila servers) would compile the package, the tests and
    pytest's rewritten test modules again: about 5 s of processor time for each worker's collection
    alone.  The bytecode goes where Python always puts it, in ``__pycache__`` folders, which git ignores.
    """
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


def kernels_over_local_sockets(kernel) -> None:
    """Start nbval's kernels (``kernel`` is ``nbval.kernel``) talking over local sockets, where there are any.

    Over TCP a kernel's five ports on 127.0.0.1 are picked by jupyter_client, which asks the
    system for free ones and lets them go again for the kernel to take; with several workers,
    servers and a browser starting at once, another process can take one in between, and the
    kernel dies as it starts ("Kernel died before replying to kernel_info", seen in a full run).
    Local (Unix) sockets are files: each kernel gets names of its own in a folder of this
    process's, as the course's own JupyterLab does on Linux and macOS.
    """
    if os.name != "posix":
        return
    import atexit
    import itertools
    import shutil
    import tempfile

    folder = tempfile.mkdtemp(prefix="kernels-")  # short: a socket's path must stay under ~100 characters
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    numbers = itertools.count(1)

    class LocalSocketKernelManager(kernel.KernelManager):
        def __init__(self, **kwargs) -> None:
            super().__init__(transport="ipc", ip=os.path.join(folder, f"kernel{next(numbers)}"), **kwargs)

    kernel.KernelManager = LocalSocketKernelManager


def pytest_configure(config: pytest.Config) -> None:
    keep_bytecode()  # before pytest-xdist starts the workers, so that they inherit it
    try:
        from nbval import kernel
    except ImportError:  # nbval is not installed: no notebook is run
        return
    if hasattr(kernel, "pformat"):
        kernel.pformat = FormattedWhenLogged
    if hasattr(kernel, "KernelManager"):
        kernels_over_local_sockets(kernel)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    if not is_notebook_cell(item):
        return (yield)
    stored = copy.deepcopy(item.cell.outputs)
    result = yield  # the first run; nbval compares it with the stored outputs
    item.cell.outputs = stored  # nbval's comparison merges the stored streams in place
    run_cell_again(item)
    return result


# --- The memory cap: a test that runs away with memory fails with a MemoryError that names it ----------
# Without a cap, the kernel's out-of-memory killer ends the whole worker, and every test after it in the
# worker's queue goes with it.  The cap is on the process's data (RLIMIT_DATA: its heap and private
# memory), not its address space: children inherit it, and Chromium and Node reserve far more address
# space than they use (Chromium does not start under a 6 GB RLIMIT_AS; it runs under a 6 GB RLIMIT_DATA).
# The browser tests run without it all the same, as they start Chromium, Node and JupyterLab.
MEMORY_CAP = 6 * 2**30


def memory_cap() -> int:
    """The data cap of one test, in bytes: 6 GB, or a third of this computer's memory if that is less.

    >>> 2**30 <= memory_cap() <= MEMORY_CAP
    True
    """
    try:
        physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return MEMORY_CAP
    return max(2**30, min(MEMORY_CAP, physical // 3))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem):
    if resource is None or item.get_closest_marker("browser"):
        return (yield)
    soft, hard = resource.getrlimit(resource.RLIMIT_DATA)
    cap = min([memory_cap()] + [limit for limit in (soft, hard) if limit != resource.RLIM_INFINITY])
    resource.setrlimit(resource.RLIMIT_DATA, (cap, hard))
    try:
        return (yield)
    finally:
        resource.setrlimit(resource.RLIMIT_DATA, (soft, hard))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    if call.excinfo is not None and call.excinfo.errisinstance(MemoryError) and resource is not None:
        cap = resource.getrlimit(resource.RLIMIT_DATA)[0]
        if cap != resource.RLIM_INFINITY:
            where = f"at the cap of {cap / 2**30:.1f} GB that conftest.py sets"
            report.sections.append(("memory cap", f"{item.nodeid} ran out of memory {where}"))
    return report


def work_unit(nodeid: str) -> str:
    """The tests that one worker runs together, in order: a notebook's cells, or a file that shares a set-up.

    >>> work_unit("notebooks/01-the-board.ipynb::Cell 3"), work_unit("tests/browser/test_x.py::test_y")
    ('notebooks/01-the-board.ipynb', 'tests/browser/test_x.py')
    >>> work_unit("tests/test_wheel.py::test_list"), work_unit("tests/test_rules.py::test_start[8]")
    ('tests/test_wheel.py', 'tests/test_rules.py::test_start[8]')
    >>> work_unit("tests/browser/test_play_in_browser.py::test_x")
    'tests/browser/ on play.ipynb'
    >>> work_unit("notebooks/solutions/07-click-to-play.ipynb::Cell 5")
    'notebooks/solutions/'
    """
    path = nodeid.split("::")[0]
    if path in PLAY_PAGE_FILES:
        return PLAY_PAGE_UNIT
    if path.startswith(SOLVED_LESSONS) and path.endswith(".ipynb"):
        return SOLVED_LESSONS
    if path.endswith(".ipynb") or path.startswith(BROWSER_TESTS) or path in SHARED_SET_UP:
        return path
    return nodeid


def unit_rank(unit: str) -> tuple[int, int]:
    """Where a work unit comes in the queue: the longest kinds first (see the module's docstring).

    >>> units = ["tests/test_rules.py::test_x", "notebooks/00-welcome.ipynb", "tests/test_wheel.py"]
    >>> sorted(units, key=unit_rank)
    ['tests/test_wheel.py', 'notebooks/00-welcome.ipynb', 'tests/test_rules.py::test_x']
    >>> unit_rank("notebooks/solutions/") < unit_rank("notebooks/00-welcome.ipynb")
    True
    """
    if unit in LONGEST_UNITS:
        return (0, LONGEST_UNITS.index(unit))
    if unit.startswith(BROWSER_TESTS):
        return (1, 0)
    if unit == SOLVED_LESSONS:
        return (2, 0)
    if unit.endswith(".ipynb"):
        return (2, 1)
    if unit in SHARED_SET_UP:
        return (3, 0)
    return (4, 0)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Put each work unit's tests together, the units in the order of ``unit_rank``.

    Every worker collects and orders the tests alike; the scheduler below hands out the units
    in this order.  A test that uses a module-scoped fixture of its own file must be in that
    file's unit, or the fixture would be made again in every worker that runs one of its tests.
    """
    first_seen: dict[str, int] = {}
    for index, item in enumerate(items):
        unit = work_unit(item.nodeid)
        first_seen.setdefault(unit, index)
        shared = _module_fixtures_of_its_own_file(item)
        if shared and unit == item.nodeid:
            raise pytest.UsageError(
                f"{item.nodeid} shares the module-scoped fixture(s) {', '.join(shared)}: "
                "add its file to SHARED_SET_UP in conftest.py"
            )
    order = {id(item): index for index, item in enumerate(items)}
    items.sort(
        key=lambda item: (
            unit_rank(work_unit(item.nodeid)),
            first_seen[work_unit(item.nodeid)],
            order[id(item)],
        )
    )


def _module_fixtures_of_its_own_file(item: pytest.Item) -> list[str]:
    """The module-scoped fixtures defined in the test's own file that it uses."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return []
    file = item.nodeid.split("::")[0]
    return sorted(
        name
        for name, definitions in info.name2fixturedefs.items()
        if definitions[-1].scope == "module" and definitions[-1].baseid == file
    )


def requeue_unfinished(workload: dict, workqueue, workers, reschedule) -> str | None:
    """Put a dead worker's unfinished tests back at the front of ``workqueue``; return the test it died in.

    ``workload`` maps each unit the worker was given, in order, to ``{nodeid: finished}``.  The first
    unfinished test is the one that was running: it is not run again (xdist reports it as failed).

    >>> from collections import OrderedDict
    >>> queue = OrderedDict(c={"c": False})
    >>> given = {"a": {"a::1": True, "a::2": False, "a::3": False}, "b": {"b": False}, "d": {"d": True}}
    >>> requeue_unfinished(given, queue, [], print)
    'a::2'
    >>> list(queue.items())
    [('a', {'a::3': False}), ('b', {'b': False}), ('c', {'c': False})]
    >>> requeue_unfinished({"d": {"d": True}}, queue, [], print) is None  # a worker that finished its work
    True
    """
    unfinished = {}
    for unit, tests in workload.items():
        left = {nodeid: False for nodeid, finished in tests.items() if not finished}
        if left:
            unfinished[unit] = left
    if not unfinished:
        return None
    crashed_in = next(iter(unfinished))
    crashed = next(iter(unfinished[crashed_in]))
    del unfinished[crashed_in][crashed]
    for unit, tests in reversed([(unit, tests) for unit, tests in unfinished.items() if tests]):
        workqueue[unit] = tests
        workqueue.move_to_end(unit, last=False)
    for worker in workers:
        reschedule(worker)
    return crashed


def workers_for(cores: int) -> int:
    """How many workers ``-n auto`` starts on ``cores`` cores: one more than the cores.

    Much of a browser test is waiting (for Chromium, JupyterLab, a kernel), with a
    core left idle; a worker more runs other tests on it meanwhile.

    >>> workers_for(2), workers_for(1)
    (3, 2)
    """
    return cores + 1


@pytest.hookimpl(wrapper=True, optionalhook=True)  # a hook of pytest-xdist, used only for -n auto
def pytest_xdist_auto_num_workers(config: pytest.Config):
    cores = yield  # xdist's own count of the cores (or PYTEST_XDIST_AUTO_NUM_WORKERS)
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return cores  # a number asked for by name is taken as it is
    return workers_for(cores)


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, used only when it runs the tests
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """Hand out work units (see ``work_unit``) in the order collected, to whichever worker is free."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class WorkUnitScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

        def _reschedule(self, node) -> None:
            # xdist gives a worker its next unit when it has two tests left; a worker holds back its
            # last test until it knows the next (or is told to stop), so one left is soon enough, and
            # the other worker may take the unit meanwhile.
            if node.shutting_down:
                return
            if not self.workqueue:
                node.shutdown()
                return
            if self._pending_of(self.assigned_work[node]) > 1:
                return
            self._assign_work_unit(node)

        def remove_node(self, node) -> str | None:
            # A worker that died (out of memory, a crash) fails the test it was running, as xdist's own
            # LoadScheduling does, and the tests it had not run yet go back to the front of the queue
            # for the other worker or the worker started in its place.  (LoadScopeScheduling put back
            # every unit the worker ever had, finished ones too, and the test that killed it: a
            # finished unit handed out again sends no test, and the run waited forever.)
            workload = self.assigned_work.pop(node)
            return requeue_unfinished(workload, self.workqueue, self.nodes, self._reschedule)

        def add_node_collection(self, node, collection) -> None:
            super().add_node_collection(node, collection)
            if node not in self.registered_collections:
                # A worker started in place of a dead one collected other tests than the first workers
                # (a file written in the meantime): LoadScopeScheduling leaves it out, then hands it work
                # and fails on a KeyError.  It runs what it is handed, each test found by its name.
                missing = sorted(set(self.collection or ()) - set(collection))
                if missing:
                    raise pytest.UsageError(f"{node.gateway.id} did not collect: {', '.join(missing)}")
                self.registered_collections[node] = list(collection)

    config.option.loadscopereorder = False  # keep the long units first, as collected
    return WorkUnitScheduling(config, log)
