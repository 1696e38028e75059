"""Lesson 07 in Notebook 7 (the ``notebook`` package): its board is drawn and played as in JupyterLab.

A private Notebook 7 server on 127.0.0.1 serves a scratch copy of the lessons; in
Chromium, lesson 07 is opened at Notebook 7's own address (``/notebooks/...``), its
cells are run, and its first board (``play(6, white="greedy")``: Black the human) is
clicked; a ``Game`` in the test plays the same moves, and after every click every
square is read as a user sees it (its text, its pixels) and compared with the model.
Every request of the page stays on 127.0.0.1.
"""

from __future__ import annotations

import pytest
from _lite_site import RequestRecorder
from _othello_browser import (
    KERNEL_TIMEOUT_MS,
    REDRAW_TIMEOUT_MS,
    LabServer,
    board_from_state,
    board_state,
    drawing_differences,
    run_afresh,
    screenshot,
    wait_for_kernel,
    wait_until_no_differences,
)

from othello_lesson.game import Game
from othello_lesson.rules import BLACK, initialize_board, square_from_name

pytestmark = pytest.mark.browser

LESSON = "07-click-to-play.ipynb"


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory):
    """Notebook 7 on 127.0.0.1, a free port and a random token, serving a copy of notebooks/."""
    with LabServer(tmp_path_factory.mktemp("notebook7"), app="notebook") as server:
        yield server


@pytest.fixture(scope="module")
def lesson_07(browser, notebook7):
    """Lesson 07 open in Notebook 7, every cell just run: its page and the requests it made."""
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    requests = RequestRecorder()
    requests.listen(
        context
    )  # recorded, not routed: wait_for_kernel polls the server between Playwright calls
    page = context.new_page()
    page.goto(notebook7.url(f"notebooks/{LESSON}"))
    page.locator(".jp-NotebookPanel .jp-Notebook .jp-CodeCell").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    wait_for_kernel(notebook7, LESSON)
    run_afresh(page)
    yield {"page": page, "requests": requests}
    context.close()
    assert requests.foreign == [], f"requests to other hosts: {requests.foreign}"


def test_lesson_07_opens_in_notebook_7_not_jupyterlab(lesson_07):
    page = lesson_07["page"]
    assert page.evaluate("() => document.body.dataset.notebook") == "notebooks", "not Notebook 7's page"
    assert page.locator(".jp-LabShell").count() == 0  # JupyterLab's own shell is not there


def test_the_board_plays_by_clicks_and_is_drawn_as_the_model_after_each(lesson_07):
    page = lesson_07["page"]
    state = board_state(page)
    assert state["squares"] == 36 and board_from_state(state) == initialize_board(6), state
    game = Game(board=board_from_state(state), to_move=BLACK, white="greedy")
    wait_until_no_differences(page, lambda: drawing_differences(page, game), "opening lesson 07")
    clicks = 0
    while clicks < 4 and game.legal_moves():
        name = sorted(board_state(page)["legal"])[-1]  # a different square from the JupyterLab tests' first
        page.locator(f".othello-board .othello-square-{name}").first.click()
        game.play(*square_from_name(name, game.size))
        while game.computer_answers_now:
            game.computer_move()
        wait_until_no_differences(
            page, lambda: drawing_differences(page, game), f"a click on {name}", timeout_ms=REDRAW_TIMEOUT_MS
        )
        clicks += 1
    assert clicks == 4, f"only {clicks} clicks: the game ended early"
    assert "Black" in board_state(page)["status"]
    screenshot(page, "notebook7-07-after-clicks")
    assert lesson_07["requests"].urls and lesson_07["requests"].foreign == []
