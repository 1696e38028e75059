"""``othello-course`` in Chromium, as a newcomer meets it: the printed link opens lesson 00, ready.

The lesson opens where the course starts (not JupyterLab's Launcher), its
kernel starts, and the lesson is not marked changed by the opening alone
(closing it would otherwise ask "Save your work?").  A copy of the lesson
stored with the kernel metadata the course used to store is opened beside
it, and is marked changed: the test tells the two apart.  Every request of
the page stays on this computer.
"""

from __future__ import annotations

import json
import signal

import pytest
from _lite_site import RequestRecorder
from _othello_browser import ARTIFACTS, KERNEL_TIMEOUT_MS

from othello_lesson import course, local_server
from tests._course_process import LINK, NOISE, Command

pytestmark = pytest.mark.browser

DIRTY_TAB = ".lm-TabBar-tab.jp-mod-dirty"  # JupyterLab draws "●" on the tab of a changed document


def tab(page, name: str):
    return page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=name)


def test_the_printed_link_opens_lesson_00_and_opening_it_changes_nothing(browser, tmp_path):
    first = course.shipped_lessons()[0]
    folder = tmp_path / "course"
    course.copy_course(folder)
    old = json.loads(first.read_text(encoding="utf-8"))
    old["metadata"]["kernelspec"]["display_name"] = "Python 3"  # what the course stored before
    (folder / "old-metadata.ipynb").write_text(json.dumps(old), encoding="utf-8")

    command = Command(
        ["--no-browser", "--port", str(local_server.free_port()), "--dir", str(folder)], tmp_path
    )
    requests = RequestRecorder()
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(30_000)
    requests.attach(context)
    try:
        link, _port = command.wait_for_line(LINK).groups()
        page = context.new_page()
        page.goto(link)
        current = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current")
        current.filter(has_text=first.name).wait_for(timeout=KERNEL_TIMEOUT_MS)
        assert page.locator(".jp-Launcher").count() == 0, "the Launcher is open, not the lesson"
        idle = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator[data-status='idle']"
        page.locator(idle).wait_for(timeout=KERNEL_TIMEOUT_MS)

        page.locator(".jp-DirListing-itemName", has_text="old-metadata.ipynb").dblclick()
        current.filter(has_text="old-metadata.ipynb").wait_for(timeout=KERNEL_TIMEOUT_MS)
        page.locator(idle).wait_for(timeout=KERNEL_TIMEOUT_MS)
        tab(page, "old-metadata.ipynb").and_(page.locator(DIRTY_TAB)).wait_for(timeout=KERNEL_TIMEOUT_MS)
        page.wait_for_load_state("networkidle")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "course-lesson-00-opened.png"))

        assert tab(page, first.name).count() == 1
        assert tab(page, first.name).and_(page.locator(DIRTY_TAB)).count() == 0, "lesson 00 is marked changed"
        assert "Save your work" not in page.locator("body").inner_text()
        assert page.get_by_text("official Jupyter news").count() == 0, "the news pop-up asks"
        assert requests.foreign == []
        assert requests.urls and all(url.startswith("http://127.0.0.1:") for url in requests.urls)
    finally:
        context.close()
        command.process.send_signal(signal.SIGTERM)
        command.process.wait(timeout=60)
        command.stop()
    assert not [noise for noise in NOISE if noise in command.said()], command.said()
