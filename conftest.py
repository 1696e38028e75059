"""What the whole test suite shares: every notebook cell is run twice; tests that share a set-up run together.

Every notebook cell, run by nbval, is run a second time straight away in the
same kernel, as students re-run cells all the time.  Both runs must show what
the notebook stores, and the second must show exactly what the first showed:
a cell that changes a board defined earlier, or that depends on how often it
ran, fails.  One execution of each notebook serves nbval and this check.  A
translated lesson (``notebooks/ja/``) runs each cell once: its code is the
English lesson's but for comments and strings (``tests/test_japanese_lessons.py``
holds them to that), so the English run proves it for both.

With pytest-xdist (``-n``, and ``--dist loadgroup`` from pyproject.toml), tests
that share a costly set-up carry one ``xdist_group`` mark, and each group runs
in one worker, in order (see ``work_unit``): the cells of one notebook (they
share a kernel); each browser test file (its server and its page), the files
that share one page of play.ipynb together; each file whose tests share a
module-scoped fixture of its own (the wheel, with its virtualenv); and the
solved lessons, in lesson order, as they share their folder's my_othello.py.
Everything else is spread test by test.  The tests are collected longest
first (the JupyterLite site, the wheel, the other browser files, the
notebooks, then the rest), and xdist hands the groups out in that order
(``--no-loadscope-reorder``), so that the workers finish together.

A worker that dies (a crash) fails the test it was running and its other tests go to the others:
``tests/_xdist_dead_workers.py``, the one place the suite reaches into pytest-xdist.
"""

from __future__ import annotations

import copy
import os
import sys

import pytest
from _own_home import remove_home, use_a_home_of_its_own

# A home folder of the session's own, set before anything imports the course (whose default course folder,
# ~/othello-course, is worked out on import): no test reads the course folder, nor the Jupyter or IPython
# set-up, of the person who runs the tests (tests/_own_home.py says what is kept: the package tools' caches
# and settings).
use_a_home_of_its_own()

try:
    import resource
except ImportError:  # Windows: no memory cap
    resource = None

BROWSER_TESTS = "tests/browser/"
# The browser files that play on play.ipynb share its page (tests/browser/conftest.py): one group.
PLAY_PAGE_FILES = (
    "tests/browser/test_dark_theme.py",
    "tests/browser/test_drawn_board.py",
    "tests/browser/test_play_in_browser.py",
    "tests/browser/test_record_in_browser.py",
)
PLAY_PAGE_UNIT = "tests/browser/ on play.ipynb"
# The solved lessons share one folder and the student's module in it, my_othello.py: lessons 3 to 6
# write their functions there, lesson 7 reads them.  Run at once on two workers, lesson 7 could read
# it before and after lesson 5 wrote valid_moves_list.  They are one group, run in lesson order; the
# solved lessons of a translation (notebooks/solutions/ja/) have a folder of their own, and a group.
SOLVED_LESSONS = "notebooks/solutions/"
# The groups collected first, longest first.
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

# The suite speaks English on any computer: the course's language (othello_lesson/language.py) would
# otherwise follow a Japanese locale, in the tests and in the notebooks' kernels (started from here), and
# every English output stored in a notebook would differ.  A test of another language asks for it.
os.environ["OTHELLO_LESSON_LANG"] = "en"

# What xdist's scheduler does when a worker dies, made safe: its own file (tests/), as it is the one
# place the suite reaches into pytest-xdist's insides.
pytest_plugins = ["_xdist_dead_workers"]


def is_notebook_cell(item: pytest.Item) -> bool:
    """Is ``item`` a notebook cell run by nbval?"""
    return type(item).__name__ == "IPyNbCell"


def is_a_translated_lesson(item: pytest.Item) -> bool:
    """Is ``item`` a cell of a translated lesson, in a folder named by its language's code?

    >>> from types import SimpleNamespace as Item
    >>> [is_a_translated_lesson(Item(nodeid=f"notebooks/{path}::Cell 1")) for path in
    ...  ("ja/03-x.ipynb", "solutions/ja/03-x.ipynb", "03-x.ipynb", "solutions/03-x.ipynb")]
    [True, True, False, False]
    >>> is_a_translated_lesson(Item(nodeid="fine.ipynb::Cell 1"))
    False
    """
    folders = item.nodeid.split("::")[0].split("/")[:-1]
    return bool(folders) and len(folders[-1]) == 2 and folders[-1].isalpha() and folders[-1].islower()


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
    if is_a_translated_lesson(item):
        return (yield)  # its code is the English lesson's, which runs twice
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


# --- A language for one test -----------------------------------------------------------------------------


@pytest.fixture
def japanese():
    """The course speaks Japanese for the test, and its own language again after it."""
    from othello_lesson.language import current_language, use_language

    before = current_language()
    use_language("ja")
    yield
    use_language(before)


# --- Groups: the tests that share a costly set-up run in one worker, one after the other --------------


def work_unit(nodeid: str, shares_a_set_up_of_its_file: bool = False) -> str | None:
    """The group of tests that one worker runs together, in order; ``None`` for a test that runs alone.

    ``shares_a_set_up_of_its_file``: the test uses a module-scoped fixture defined in its own file,
    made once for the file's tests only if they run in one worker.

    >>> work_unit("notebooks/01-the-board.ipynb::Cell 3"), work_unit("tests/browser/test_x.py::test_y")
    ('notebooks/01-the-board.ipynb', 'tests/browser/test_x.py')
    >>> work_unit("tests/test_wheel.py::test_list", True), work_unit("tests/test_rules.py::test_start[8]")
    ('tests/test_wheel.py', None)
    >>> work_unit("tests/browser/test_play_in_browser.py::test_x")
    'tests/browser/ on play.ipynb'
    >>> work_unit("notebooks/solutions/07-click-to-play.ipynb::Cell 5")
    'notebooks/solutions/'
    >>> work_unit("notebooks/solutions/ja/07-click-to-play.ipynb::Cell 5")
    'notebooks/solutions/ja/'
    """
    path = nodeid.split("::")[0]
    if path in PLAY_PAGE_FILES:
        return PLAY_PAGE_UNIT
    if path.startswith(SOLVED_LESSONS) and path.endswith(".ipynb"):
        return path.rpartition("/")[0] + "/"  # the folder they share
    if path.endswith(".ipynb") or path.startswith(BROWSER_TESTS) or shares_a_set_up_of_its_file:
        return path
    return None


def unit_rank(unit: str | None) -> tuple[int, int]:
    """Where a group comes in the run: the longest kinds first (see the module's docstring).

    >>> units = [None, "notebooks/00-welcome.ipynb", "tests/test_wheel.py"]
    >>> sorted(units, key=unit_rank)
    ['tests/test_wheel.py', 'notebooks/00-welcome.ipynb', None]
    >>> unit_rank("notebooks/solutions/") < unit_rank("notebooks/00-welcome.ipynb")
    True
    >>> unit_rank("notebooks/solutions/ja/") == unit_rank("notebooks/solutions/")
    True
    """
    if unit in LONGEST_UNITS:
        return (0, LONGEST_UNITS.index(unit))
    if unit is None:
        return (4, 0)
    if unit.startswith(BROWSER_TESTS):
        return (1, 0)
    if unit.startswith(SOLVED_LESSONS):
        return (2, 0)
    if unit.endswith(".ipynb"):
        return (2, 1)
    return (3, 0)


def uses_a_module_fixture_of_its_own_file(item: pytest.Item) -> bool:
    """Does the test use a module-scoped fixture defined in its own file?"""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return False
    file = item.nodeid.split("::")[0]
    return any(
        definitions[-1].scope == "module" and definitions[-1].baseid == file
        for definitions in info.name2fixturedefs.values()
    )


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own hook reads the marks
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark each group's tests with its ``xdist_group``, and put them together, the groups longest first.

    The solved lessons run in lesson order, whatever order they were named in.
    """
    units = {id(item): work_unit(item.nodeid, uses_a_module_fixture_of_its_own_file(item)) for item in items}
    if config.pluginmanager.hasplugin("xdist"):
        for item in items:
            if units[id(item)] is not None:
                item.add_marker(pytest.mark.xdist_group(units[id(item)]))
    first_seen: dict[str, int] = {}
    for index, item in enumerate(items):
        first_seen.setdefault(units[id(item)] or item.nodeid, index)
    order = {id(item): index for index, item in enumerate(items)}

    def place(item: pytest.Item) -> tuple:
        unit = units[id(item)]
        lesson = item.nodeid.split("::")[0] if unit and unit.startswith(SOLVED_LESSONS) else ""
        return (unit_rank(unit), first_seen[unit or item.nodeid], lesson, order[id(item)])

    items.sort(key=place)


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


def pytest_unconfigure(config: pytest.Config) -> None:
    """The session's own home folder goes at the end (in the process that made it)."""
    remove_home()
