"""Fixtures for the browser tests: one private JupyterLab server and one headless Chromium per session.

Without Chromium the browser tests are skipped on a developer's machine, but
they fail when the environment variable CI is set: CI must really run them.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from othello_browser import ARTIFACTS, LabServer, chromium_missing, launch_chromium, open_and_run

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


@pytest.fixture(scope="session")
def browser():
    """Headless Chromium, driven by Playwright, for as long as the browser tests run and no longer.

    Playwright's synchronous API keeps an asyncio loop running in this thread
    while it is started; any later test in the same worker that runs a loop of
    its own (the board's ``wait``) would fail, so Playwright stops as soon as
    the last browser test is done (see ``pytest_runtest_teardown`` below).
    """
    reason = chromium_missing()
    if reason:
        _missing(reason)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright for Python is not installed (pip install -e '.[test]')")
    playwright = sync_playwright().start()
    chromium = launch_chromium(playwright)
    _RUNNING.append((playwright, chromium))
    yield chromium
    _stop_playwright()


_RUNNING: list = []  # (Playwright, its Chromium) while the browser tests run
_STOPPED: list = []


def _stop_playwright() -> None:
    while _RUNNING:
        playwright, chromium = _RUNNING.pop()
        chromium.close()
        playwright.stop()
        _STOPPED.append(playwright)


@pytest.fixture(autouse=True)
def _browser_still_there(request):
    if _STOPPED and "browser" in request.fixturenames:
        pytest.fail(
            "the browser tests must run one after another: Playwright was stopped after an earlier one"
        )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After the last browser test (its pages closed first), stop Playwright and free the loop."""
    result = yield
    if nextitem is None or BROWSER_TESTS not in nextitem.path.parents:
        _stop_playwright()
    return result


@pytest.fixture(scope="module")
def play_page(browser, lab):
    """play.ipynb opened in JupyterLab with every cell run: a live board on the page."""
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    page = context.new_page()
    CONSOLE_ERRORS.clear()
    page.on("console", lambda msg: msg.type == "error" and CONSOLE_ERRORS.append(msg.text))
    try:
        open_and_run(page, lab, "play.ipynb")
    except Exception:
        screenshot(page, "play-open-failed")
        raise
    yield page
    context.close()


def screenshot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


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
