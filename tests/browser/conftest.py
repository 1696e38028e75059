"""Fixtures for the browser tests: one private JupyterLab server and one headless Chromium per session.

The files that play on ``play.ipynb`` share one page: the suite's conftest.py
(``PLAY_PAGE_FILES``) makes them one work unit, run one after the other on one worker;
each file starts from a new board (the notebook's cells run again), without
loading JupyterLab and starting a kernel again.

Without Chromium the browser tests are skipped on a developer's machine, but
they fail when the environment variable CI is set: CI must really run them.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from _othello_browser import (
    LabServer,
    chromium_missing,
    launch_chromium,
    open_and_run,
    run_afresh,
    screenshot,
)

CONSOLE_ERRORS: list[str] = []
BROWSER_TESTS = Path(__file__).resolve().parent


def _missing(reason: str) -> None:
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"CI must run the browser tests, but: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """JupyterLab on 127.0.0.1, a free port and a random token, serving a copy of notebooks/."""
    with LabServer(tmp_path_factory.mktemp("jupyterlab")) as server:
        yield server


class _Chromium:
    """Headless Chromium driven by Playwright: started when a browser test needs it, stopped after
    the last browser test in a row.

    Playwright's synchronous API keeps an asyncio loop running in this thread
    while it is started; a later test in the same worker that runs a loop of
    its own (the board's ``wait``) would fail, so Playwright must not outlive
    the browser tests (see ``pytest_runtest_teardown`` below).
    """

    def __init__(self) -> None:
        self.playwright = None
        self.chromium = None
        self.play_page = None  # play.ipynb, open and run: see ``play_page``

    def get(self):
        if self.chromium is None:
            from playwright.sync_api import sync_playwright

            self.playwright = sync_playwright().start()
            self.chromium = launch_chromium(self.playwright)
        return self.chromium

    def stop(self) -> None:
        if self.chromium is not None:
            self.chromium.close()
            self.playwright.stop()
        self.playwright = self.chromium = self.play_page = None


_CHROMIUM = _Chromium()


@pytest.fixture(scope="module")
def browser():
    """The shared headless Chromium (a Playwright ``Browser``)."""
    reason = chromium_missing()
    if reason:
        _missing(reason)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _missing("Playwright for Python is not installed (pip install -e '.[test]')")
    return _CHROMIUM.get()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After the last browser test in a row (its pages closed first), stop Playwright and free the loop."""
    result = yield
    if nextitem is None or BROWSER_TESTS not in nextitem.path.parents:
        _CHROMIUM.stop()
    return result


@pytest.fixture(scope="module")
def play_page(browser, lab):
    """play.ipynb open in JupyterLab with every cell just run: a new, live board on the page.

    The first file to ask opens the page; each later file (on the same worker,
    the browser still running) runs the notebook's cells again in it.
    """
    page = _CHROMIUM.play_page
    CONSOLE_ERRORS.clear()
    try:
        if page is None or page.is_closed():
            context = browser.new_context(viewport={"width": 1400, "height": 1100})
            context.set_default_timeout(30_000)
            page = context.new_page()
            page.on("console", lambda msg: msg.type == "error" and CONSOLE_ERRORS.append(msg.text))
            _CHROMIUM.play_page = page
            open_and_run(page, lab, "play.ipynb")
        else:
            run_afresh(page)
    except Exception:
        if page is not None:
            screenshot(page, "play-open-failed")
            page.context.close()
        _CHROMIUM.play_page = None
        raise
    return page


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call" and report.failed and "play_page" in item.fixturenames:
        page = item.funcargs["play_page"]
        try:
            screenshot(page, "failed-" + re.sub(r"\W+", "-", item.name))
        except Exception as error:  # the page may be gone; the failure itself matters more
            report.sections.append(("screenshot", f"no screenshot: {error}"))
        if CONSOLE_ERRORS:
            report.sections.append(("browser console errors", "\n".join(CONSOLE_ERRORS)))
    return report
