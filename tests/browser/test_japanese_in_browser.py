"""``othello-course --lang ja`` in Chromium: a Japanese JupyterLab, a board that speaks Japanese, and
Japanese drawn as glyphs, not as empty boxes.

The command starts JupyterLab with JupyterLab's Japanese language pack chosen (its menus
read ファイル, 実行) and with ``OTHELLO_LESSON_LANG=ja`` for its kernels: lesson 00, which
opens first, plays a board whose words (status line, messages) are Japanese, though the
lesson itself sets no language (a stand-in of one cell, put in the course folder before the
command runs, which never replaces a student's lesson).  The status line's words are then
measured: Chromium tells which font drew them (a Japanese one, by the fonts the board names,
which CI installs), and each of 黒, 白, 番 draws a shape of its own, where characters no font
has draw one and the same empty box.  Every request of the page stays on this computer.
"""

from __future__ import annotations

import signal

import pytest
from _lite_site import RequestRecorder
from _othello_browser import (
    KERNEL_TIMEOUT_MS,
    REDRAW_TIMEOUT_MS,
    assert_drawn_as_japanese_glyphs,
    run_all_cells,
    screenshot,
    write_one_cell_notebook,
)

from othello_lesson import local_server
from tests._course_process import LINK, NOISE, Command

pytestmark = pytest.mark.browser

STATUS = ".othello-board .othello-status"
MESSAGE = ".othello-board .othello-message"


def test_the_japanese_course_opens_in_a_japanese_jupyterlab_and_its_board_speaks_japanese(browser, tmp_path):
    folder = tmp_path / "course"
    folder.mkdir()
    write_one_cell_notebook(
        folder / "00-welcome.ipynb", 'from othello_lesson.widget import play\nplay(4, white="greedy")'
    )
    command = Command(
        ["--lang", "ja", "--no-browser", "--port", str(local_server.free_port()), "--dir", str(folder)],
        tmp_path,
    )
    requests = RequestRecorder()
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(30_000)
    requests.attach(context)
    try:
        link, _port = command.wait_for_line(LINK).groups()
        page = context.new_page()
        page.goto(link)
        idle = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator[data-status='idle']"
        page.locator(idle).wait_for(timeout=KERNEL_TIMEOUT_MS)
        menus = page.locator(".lm-MenuBar-item").all_inner_texts()
        assert {"ファイル", "編集", "実行", "カーネル"} <= {menu.strip() for menu in menus}, menus

        run_all_cells(page, menu=("実行", "すべてのセルを実行"))
        page.locator(STATUS).wait_for(timeout=KERNEL_TIMEOUT_MS)
        assert page.locator(STATUS).inner_text() == "黒 ● の番です。マスをクリックしてください。"
        assert page.locator(".othello-board .othello-score").inner_text() == "黒 ● 2 - 2 ○ 白"
        assert page.locator(".othello-board .othello-new-game").inner_text().strip() == "新しい対局"
        page.locator(".othello-square-b1").click()
        message = page.locator(MESSAGE)
        message.filter(has_text="白（欲張り）が").wait_for(timeout=REDRAW_TIMEOUT_MS)
        assert message.inner_text().splitlines()[0] == "黒が b1 に打ち、1枚裏返しました。"
        screenshot(page, "japanese-board")

        assert_drawn_as_japanese_glyphs(page, STATUS)
        assert requests.foreign == []
    except Exception:
        if context.pages:
            screenshot(context.pages[0], "japanese-failed")
        raise
    finally:
        context.close()
        command.process.send_signal(signal.SIGTERM)
        command.process.wait(timeout=60)
        command.stop()
    assert not [noise for noise in NOISE if noise in command.said()], command.said()
