"""A lesson with a board, saved in JupyterLab and opened again the next day: the board is shown as it was.

A notebook whose cell shows ``play(6, white="greedy")`` is run in JupyterLab, a square
is clicked (the drawn board compared with the model), and the notebook is saved.  Its
kernel is then shut down, as a night does, and the notebook is opened in a fresh page,
whose new kernel runs no cell: there, where JupyterLab alone shows "Error displaying
widget: model not found", the page shows the picture of the position as it was after
the click, decoded by the browser, with the line that says to run the cell.  Running it
brings the live board back, and the picture is hidden again.  Every request stays on
127.0.0.1.
"""

from __future__ import annotations

import json

import pytest
from _lite_site import RequestRecorder
from _othello_browser import (
    KERNEL_TIMEOUT_MS,
    REDRAW_TIMEOUT_MS,
    accept_kernel_dialog,
    board_from_state,
    board_state,
    drawing_differences,
    open_and_run,
    run_afresh,
    screenshot,
    wait_for_kernel,
    wait_until_no_differences,
    write_one_cell_notebook,
)
from _saved_board import picture_source, saved_boards_shown, shut_down_kernels

from othello_lesson.game import Game
from othello_lesson.rules import BLACK, square_from_name
from othello_lesson.widget._words import BOARD_WORDS

pytestmark = pytest.mark.browser

NOTEBOOK = "saved-board.ipynb"
CHANGED_TAB = ".lm-TabBar-tab.lm-mod-current.jp-mod-dirty"  # JupyterLab's "●" on a changed document's tab


def new_context(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(30_000)
    requests = RequestRecorder()
    requests.listen(context)  # recorded, not routed: the test polls the server between Playwright calls
    return context, requests


def test_a_saved_board_opened_again_shows_its_position_and_says_to_run_the_cell(browser, lab):
    write_one_cell_notebook(
        lab.root / NOTEBOOK, "from othello_lesson.widget import play\nplay(6, white='greedy')"
    )
    context, requests = new_context(browser)
    page = context.new_page()
    open_and_run(page, lab, NOTEBOOK, workspace="saved-board-day-1")
    ((live,),) = [saved_boards_shown(page)]
    assert not live["visible"] and live["live_board_after"], live  # the live board hides its picture

    state = board_state(page)
    game = Game(board=board_from_state(state), to_move=BLACK, white="greedy")
    name = state["legal"][0]
    page.locator(f".othello-board .othello-square-{name}").click()
    game.play(*square_from_name(name, 6))
    while game.computer_answers_now:
        game.computer_move()
    wait_until_no_differences(page, lambda: drawing_differences(page, game), f"a click on {name}")
    expected = picture_source(game)
    page.wait_for_function(  # the picture follows the moves, so that a save keeps the position as played
        "(source) => document.querySelector('.othello-saved-board img').getAttribute('src') === source",
        arg=expected,
        timeout=REDRAW_TIMEOUT_MS,
    )
    page.locator(CHANGED_TAB).wait_for(timeout=REDRAW_TIMEOUT_MS)
    page.keyboard.press("Control+s")
    page.locator(CHANGED_TAB).wait_for(state="detached", timeout=REDRAW_TIMEOUT_MS)
    context.close()
    saved = json.loads((lab.root / NOTEBOOK).read_text(encoding="utf-8"))
    assert f'src="{expected}"' in "".join(saved["cells"][0]["outputs"][0]["data"]["text/html"])
    shut_down_kernels(lab, NOTEBOOK)

    context, requests_next_day = new_context(browser)
    page = context.new_page()
    page.goto(lab.url(f"lab/workspaces/saved-board-day-2/tree/{NOTEBOOK}"))
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .othello-saved-board img").wait_for(
        timeout=KERNEL_TIMEOUT_MS
    )
    wait_for_kernel(lab, NOTEBOOK)  # a new kernel, which has run nothing
    page.wait_for_function(
        "() => document.querySelector('.othello-saved-board img').naturalWidth > 0", timeout=KERNEL_TIMEOUT_MS
    )
    page.locator(
        ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-child", has_text="model not found"
    ).wait_for(timeout=KERNEL_TIMEOUT_MS)
    screenshot(page, "saved-board-opened-again")
    ((shown,),) = [saved_boards_shown(page)]
    assert shown["visible"] and shown["decoded"], shown
    assert shown["source"] == expected, "the picture is not the position as it was saved"
    assert shown["text"] == BOARD_WORDS["run_again"]
    assert not shown["live_board_after"] and shown["after"] == "Error displaying widget: model not found"
    assert page.locator(".othello-board").count() == 0

    accept_kernel_dialog(page)
    run_afresh(page)  # running the cell brings the live board back, and hides the picture
    wait_until_no_differences(
        page, lambda: drawing_differences(page, Game(6, white="greedy")), "running again"
    )
    ((again,),) = [saved_boards_shown(page)]
    assert not again["visible"] and again["live_board_after"], again
    context.close()
    assert requests.foreign == [] and requests_next_day.foreign == []
    assert requests_next_day.urls
