"""A failing check drawn in JupyterLab and in Voilà: lesson 4's buggy ``careless_place_move`` checked.

The report's pictures are rendered as SVG in the page: the marked squares are
there, visible, in the mark's colour, and they are exactly the squares where the
board returned and the board expected differ; the line to copy is shown under
them; and the page asks nothing of any host but the server on 127.0.0.1.
"""

from __future__ import annotations

import json
import secrets
import shutil
import socket
import subprocess
import time
from urllib.parse import urlsplit

import pytest
from _othello_browser import (
    KERNEL_TIMEOUT_MS,
    NOTEBOOKS,
    free_port,
    log_tail,
    open_and_run,
    screenshot,
    stop_process,
)

from othello_lesson.exercises import lesson4, pictures
from othello_lesson.rules import square_name
from othello_lesson.svg import MARK_COLOURS
from othello_lesson.teacher.classroom import voila_command, write_offline_template

pytestmark = pytest.mark.browser

LESSON = "04-playing-a-move.ipynb"
CHECK_CELL = "report = check_place_move(careless_place_move)\nreport"
READY = ".othello-report figure.othello-report-board.expected svg"
ALL_REPORTS_DRAWN = (
    "() => document.querySelectorAll('.othello-report figure.othello-report-board.expected svg').length >= 3"
)

# Every mark of the report's pictures as drawn: its board, its square, whether it shows, its fill.
# The lesson shows reports of its own above: the last one drawn is the appended cell's.
DRAWN_MARKS = """() => [...[...document.querySelectorAll('.othello-report')].pop().querySelectorAll('figure.othello-report-board')]
    .flatMap((figure) => [...figure.querySelectorAll('svg .differs, svg .asked')].map((mark) => {
        const box = mark.getBoundingClientRect();
        const style = getComputedStyle(mark);
        return {
            board: figure.classList[1],
            classes: mark.getAttribute('class'),
            fill: style.fill,
            shown: box.width > 0 && box.height > 0 && style.visibility === 'visible'
                && style.display !== 'none' && Number(style.opacity) > 0,
        };
    }))"""


def _rgb(colour: str) -> str:
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def with_the_check_appended(path) -> None:
    """The lesson's copy at ``path``, with one more cell: the check of the lesson's buggy function, shown."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook["cells"].append(
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "check-the-careless-move",
            "metadata": {},
            "outputs": [],
            "source": CHECK_CELL,
        }
    )
    path.write_text(json.dumps(notebook), encoding="utf-8")


def the_report():
    """The report the lesson's cell gives, made here too: its differing squares and the square it asks."""
    report = lesson4.check_place_move(lesson4.careless_place_move)
    got, want = report.answer.board, report.failure.expected.board
    differ = {
        square_name(r, c) for r in range(len(want)) for c in range(len(want)) if got[r][c] != want[r][c]
    }
    assert differ, report.text
    return report, differ, square_name(*report.failure.args[:2])


def assert_drawn(page, where: str) -> None:
    """The report in ``page`` is drawn as SVG, marked exactly where the boards differ, the line under it."""
    report, differ, asked = the_report()
    picture = page.locator(".othello-report").last
    picture.scroll_into_view_if_needed()
    screenshot(page, f"report-pictures-{where}")
    marks = page.evaluate(DRAWN_MARKS)
    drawn = {}
    for mark in marks:
        kind, square = mark["classes"].split()
        drawn.setdefault((mark["board"], kind), set()).add(square)
        assert mark["shown"], mark
        assert mark["fill"] == _rgb(MARK_COLOURS[kind]), mark
    assert drawn == {
        ("position", "asked"): {asked},
        ("returned", "differs"): differ,
        ("expected", "differs"): differ,
    }
    size = len(report.failure.board)
    for board in ("position", "returned", "expected"):  # each board drawn whole, its squares by name
        assert picture.locator(f"figure.othello-report-board.{board} svg rect.square").count() == size**2
    call = picture.locator("pre.othello-report-call")
    assert call.is_visible()
    assert call.inner_text().strip() == pictures.copyable_call(report)
    assert report.text.splitlines()[0] in picture.locator("pre.othello-report-text").inner_text()


def new_page(browser, hosts: list, *, refuse_elsewhere: bool = False):
    """A page of its own that notes every request's URL (and refuses those that leave 127.0.0.1).

    Refusing means handling every request in this thread, which stalls the page while the test
    waits for something else (JupyterLab's kernel, asked of the server): so only where asked.
    """
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    context.on("request", lambda request: hosts.append(request.url))
    if refuse_elsewhere:
        context.route(
            "**/*", lambda route: route.abort() if elsewhere([route.request.url]) else route.continue_()
        )
    return context.new_page()


def elsewhere(urls: list[str]) -> set[str]:
    return {url for url in urls if urlsplit(url).hostname != "127.0.0.1"}


def test_a_failing_check_is_drawn_in_jupyterlab_with_exactly_the_differing_squares_marked(browser, lab):
    with_the_check_appended(lab.root / LESSON)
    hosts: list[str] = []
    page = new_page(browser, hosts)
    try:
        open_and_run(page, lab, LESSON, ready=READY)
        # The lesson draws two reports of its own; the appended cell's is the third, and the last.
        page.wait_for_function(ALL_REPORTS_DRAWN, timeout=KERNEL_TIMEOUT_MS)
        assert_drawn(page, "jupyterlab")
    finally:
        page.context.close()
    assert hosts and elsewhere(hosts) == set()


@pytest.fixture
def voila_page(tmp_path):
    """Voilà on 127.0.0.1 with a random token, showing a copy of the lesson with the check appended."""
    pytest.importorskip("voila")
    notebook = shutil.copy(NOTEBOOKS / LESSON, tmp_path / LESSON)
    with_the_check_appended(notebook)
    port, token = free_port(), secrets.token_hex(16)
    log = tmp_path / "voila.log"
    with open(log, "wb") as output:
        command = voila_command(notebook, ip="127.0.0.1", port=port, token=token)
        env = write_offline_template(tmp_path / "jupyter")  # the course's page template: nothing from a CDN
        process = subprocess.Popen(
            command, cwd=tmp_path, env=env, stdin=subprocess.DEVNULL, stdout=output, stderr=output
        )
    try:
        deadline = time.monotonic() + 90
        while not listening(port):
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"Voilà did not start\n{log_tail(log)}")
            time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/?token={token}"
    finally:
        stop_process(process)


def listening(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


def test_a_failing_check_is_drawn_in_voila_with_exactly_the_differing_squares_marked(browser, voila_page):
    hosts: list[str] = []
    page = new_page(browser, hosts, refuse_elsewhere=True)
    try:
        page.goto(voila_page)
        page.locator(READY).last.wait_for(timeout=KERNEL_TIMEOUT_MS)
        page.wait_for_function(ALL_REPORTS_DRAWN, timeout=KERNEL_TIMEOUT_MS)
        assert_drawn(page, "voila")
    finally:
        page.context.close()
    assert hosts and elsewhere(hosts) == set()
