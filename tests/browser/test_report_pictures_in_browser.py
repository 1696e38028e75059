"""A failing check drawn in JupyterLab: lesson 4's buggy ``careless_place_move`` checked in the lesson.

The report's pictures are rendered as SVG in the page: the marked squares are
there, visible, in the mark's colour, and they are exactly the squares where the
board returned and the board expected differ; the line to copy is shown under
them; and the page asks nothing of any host but the server on 127.0.0.1.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest
from _othello_browser import open_and_run
from conftest import screenshot

from othello_lesson.exercises import lesson4, pictures
from othello_lesson.rules import square_name
from othello_lesson.svg import MARK_COLOURS

pytestmark = pytest.mark.browser

LESSON = "04-playing-a-move.ipynb"
CHECK_CELL = "report = check_place_move(careless_place_move)\nreport"

# Every mark of the report's pictures as drawn: its board, its square, whether it shows, its fill.
DRAWN_MARKS = """() => [...document.querySelectorAll('.othello-report figure.othello-report-board')]
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


def with_the_check_appended(lab) -> None:
    """The lesson's copy, with one more cell: the check of the lesson's buggy function, shown."""
    path = lab.root / LESSON
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


def test_a_failing_check_is_drawn_with_exactly_the_differing_squares_marked(browser, lab):
    report = lesson4.check_place_move(lesson4.careless_place_move)
    got, want = report.answer.board, report.failure.expected.board
    differ = {
        square_name(r, c) for r in range(len(want)) for c in range(len(want)) if got[r][c] != want[r][c]
    }
    assert differ, report.text
    asked = square_name(*report.failure.args[:2])

    with_the_check_appended(lab)
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    hosts = []
    context.on("request", lambda request: hosts.append(urlsplit(request.url).hostname))
    page = context.new_page()
    try:
        open_and_run(page, lab, LESSON, ready=".othello-report figure.othello-report-board.expected svg")
        picture = page.locator(".othello-report").last
        picture.scroll_into_view_if_needed()
        marks = page.evaluate(DRAWN_MARKS)
        screenshot(page, "report-pictures")
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
        # Each board is drawn whole: its squares are in the page, by name.
        for board in ("position", "returned", "expected"):
            squares = picture.locator(f"figure.othello-report-board.{board} svg rect.square")
            assert squares.count() == len(want) ** 2
        call = picture.locator("pre.othello-report-call")
        assert call.is_visible()
        assert call.inner_text().strip() == pictures.copyable_call(report)
        assert report.text.splitlines()[0] in picture.locator("pre.othello-report-text").inner_text()
    finally:
        context.close()
    assert hosts and set(hosts) == {"127.0.0.1"}, sorted(set(hosts))
