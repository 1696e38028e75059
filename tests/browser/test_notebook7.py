"""Lesson 07 in Notebook 7 (the ``notebook`` package): its board is drawn and played as in JupyterLab.

A private Notebook 7 server on 127.0.0.1 serves a scratch copy of the lessons; in
Chromium, lesson 07 is opened at Notebook 7's own address (``/notebooks/...``), its
cells are run, and its first board (``play(6, white="greedy")``: Black the human) is
clicked; a ``Game`` in the test plays the same moves, and after every click every
square is read as a user sees it (its text, its pixels) and compared with the model.  Saved,
its kernel shut down, and opened in a fresh page (whose kernel runs no cell), the lesson shows
each board as it was saved, with the line to run the cell.  Every request of the page stays on
127.0.0.1.
"""

from __future__ import annotations

import json
import re

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
from _saved_board import picture_source, saved_boards_shown, shut_down_kernels

from othello_lesson.game import Game
from othello_lesson.rules import BLACK, initialize_board, square_from_name
from othello_lesson.widget._words import BOARD_WORDS

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
    lesson_07["game"] = game


def first_picture_saved(notebook7) -> str:
    """The ``src`` of the first saved board picture in lesson 07 as stored on disk ('' if none, or if
    the server is writing the file at that moment and it is not whole yet)."""
    try:
        cells = json.loads((notebook7.root / LESSON).read_text(encoding="utf-8"))["cells"]
    except ValueError:  # read while Notebook 7 was writing it: the next look sees it whole
        return ""
    for cell in cells:
        for output in cell.get("outputs", []):
            html = "".join(output.get("data", {}).get("text/html", ""))
            found = re.search(r'class="othello-saved-board"><img src="([^"]+)"', html)
            if found:
                return found[1]
    return ""


def test_lesson_07_saved_and_opened_again_shows_its_boards_as_they_were(browser, notebook7, lesson_07):
    """Saved after the clicks, its kernel shut down, lesson 07 opened in a fresh page shows each board's picture."""
    game = lesson_07.get("game")
    assert game is not None, "the clicks were not played"
    page = lesson_07["page"]
    expected = picture_source(game)
    page.wait_for_function(
        "(source) => document.querySelector('.othello-saved-board img').getAttribute('src') === source",
        arg=expected,
        timeout=REDRAW_TIMEOUT_MS,
    )
    page.keyboard.press("Control+s")
    for _ in range(150):  # the save, seen on disk
        if first_picture_saved(notebook7) == expected:
            break
        page.wait_for_timeout(200)
    assert first_picture_saved(notebook7) == expected, "the save did not keep the position as played"
    shut_down_kernels(notebook7, LESSON)

    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    requests = RequestRecorder()
    requests.listen(context)
    next_day = context.new_page()
    next_day.goto(notebook7.url(f"notebooks/{LESSON}"))
    next_day.locator(".jp-NotebookPanel .othello-saved-board img").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    next_day.wait_for_function(
        "() => [...document.querySelectorAll('.othello-saved-board img')].every((image) => image.naturalWidth > 0)",
        timeout=KERNEL_TIMEOUT_MS,
    )
    next_day.locator(".jp-OutputArea-child", has_text="model not found").first.wait_for(
        timeout=KERNEL_TIMEOUT_MS
    )
    shown = saved_boards_shown(next_day)
    screenshot(next_day, "notebook7-07-opened-again")
    context.close()
    assert len(shown) >= 4, [{k: v for k, v in board.items() if k != "source"} for board in shown]
    assert all(
        board["visible"] and board["decoded"] and board["text"] == BOARD_WORDS["run_again"] for board in shown
    ), [{k: v for k, v in board.items() if k != "source"} for board in shown]
    assert shown[0]["source"] == expected, "the first board is not shown as it was saved"
    assert {board["after"] for board in shown} == {"Error displaying widget: model not found"}
    assert requests.urls and requests.foreign == []
