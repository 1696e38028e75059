"""The classroom command: Voilà on 127.0.0.1 with a random token, refused without it."""

from __future__ import annotations

import shutil
import urllib.error
import urllib.request

import pytest
from _lite_site import RequestRecorder
from _othello_browser import (
    ARTIFACTS,
    DRAWN_SQUARES,
    NOTEBOOKS,
    board_state,
    classroom_command,
    free_port,
)

from othello_lesson import local_server
from tests._course_process import FakeServer

pytestmark = pytest.mark.browser


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def _status(url: str) -> int:
    """The HTTP status of ``url``, without following redirects."""
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(url, timeout=60) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """``python -m othello_lesson.teacher.classroom`` on a copy of classroom.ipynb; yields (url, port, token)."""
    pytest.importorskip("voila")
    folder = tmp_path_factory.mktemp("classroom")
    notebook = shutil.copy(NOTEBOOKS / "classroom.ipynb", folder / "classroom.ipynb")
    port = free_port()
    with classroom_command([str(notebook), "--port", str(port)], folder) as address:
        url, printed_port, token = address.groups()
        assert int(printed_port) == port
        yield url, port, token


def test_classroom_serves_the_page_with_its_token(classroom):
    url, _port, token = classroom
    assert len(token) >= 24, "the default token must be a long random secret"
    with urllib.request.urlopen(url, timeout=120) as response:
        assert response.status == 200
        page = response.read().decode("utf-8", errors="replace")
    assert "application/vnd.jupyter.widget-view+json" in page, "the notebook did not show its board"


def test_classroom_refuses_without_the_token(classroom):
    _url, port, _token = classroom
    assert _status(f"http://127.0.0.1:{port}/") in (302, 401, 403)
    assert _status(f"http://127.0.0.1:{port}/?token=wrong") in (302, 401, 403)


@pytest.fixture(scope="module")
def classroom_page(classroom, browser):
    """The classroom page in Chromium, as a teacher opens it: the board drawn from a kernel of its own.

    Its tests share it: the window is resized for each screen, then Auto-play is pressed.
    """
    url, _port, _token = classroom
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    REQUESTS.attach(context)
    page = context.new_page()
    try:
        page.goto(url)
        page.locator(".othello-board .othello-square").first.wait_for(timeout=120_000)
        yield page
    finally:
        context.close()


REQUESTS = RequestRecorder()  # every request of the classroom page, from its first


def test_the_classroom_page_fetches_nothing_from_another_host(classroom_page):
    """Offline in a classroom: the page, its styles, fonts and scripts all come from Voilà on 127.0.0.1."""
    page = classroom_page
    page.wait_for_load_state("networkidle")
    assert REQUESTS.foreign == []
    assert len(REQUESTS.urls) > 10 and all(url.startswith("http://127.0.0.1:") for url in REQUESTS.urls)
    # The buttons' icons still have their font (its solid face): Voilà serves it with the widgets' styles.
    faces = page.evaluate("() => [...document.fonts].map((face) => [face.family, face.weight, face.status])")
    assert ['"Font Awesome 5 Free"', "900", "loaded"] in faces or [
        "Font Awesome 5 Free",
        "900",
        "loaded",
    ] in faces
    icon = page.locator(".othello-board .fa").first
    assert (
        icon.evaluate("(i) => getComputedStyle(i, '::before').fontFamily").strip('"') == "Font Awesome 5 Free"
    )


# The board's grid, Step and Auto-play, where they are drawn, and the window's size.
_MEASURE = """() => {
    const box = (selector) => {
        const r = document.querySelector(selector).getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
    };
    return {
        grid: box('.othello-board .othello-grid'),
        step: box('.othello-board .othello-step'),
        autoplay: box('.othello-board .othello-autoplay'),
        title: box('h1'),
        score: box('.othello-board .othello-score'),
        scoreFont: parseFloat(getComputedStyle(document.querySelector('.othello-board .othello-score')).fontSize),
        buttonFont: parseFloat(getComputedStyle(document.querySelector('.othello-board .othello-step')).fontSize),
        title_text: document.querySelector('h1').textContent,
        window: [window.innerWidth, window.innerHeight],
    };
}"""


def measured_at(page, width: int, height: int) -> dict:
    """The classroom page in a window of ``width`` x ``height``: where its parts are drawn (``_MEASURE``)."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(
        "([w, h]) => window.innerWidth === w && window.innerHeight === h", arg=[width, height]
    )
    page.locator(".othello-board .othello-autoplay").wait_for(state="visible", timeout=30_000)
    return page.evaluate(_MEASURE)


@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1280, 720)])
def test_classroom_board_fills_the_screen_with_its_controls_in_view(classroom_page, width, height):
    """On a projector the board is as high as the window, and Step and Auto-play can be seen at once."""
    page = classroom_page
    seen = measured_at(page, width, height)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"classroom-voila-{width}x{height}.png"))
    smaller = min(seen["window"])
    left, top, right, bottom = seen["grid"]
    assert min(right - left, bottom - top) >= 0.8 * smaller, f"the board is small: {seen}"
    assert bottom <= seen["window"][1] and right <= seen["window"][0], f"the board is cut: {seen}"
    for control in ("step", "autoplay"):
        left, top, right, bottom = seen[control]
        assert left >= 0 and right <= width and top >= 0 and bottom <= height, (
            f"{control} out of view: {seen}"
        )
    # The title above the board, the score large (read from across a classroom), all in view.
    assert "Othello" in seen["title_text"]
    assert seen["title"][3] <= seen["grid"][1] and seen["title"][1] >= 0, (
        f"the title is not above the board: {seen}"
    )
    assert seen["scoreFont"] >= SCORE_PX, f"the score is small: {seen}"
    assert seen["score"][3] <= height, f"the score out of view: {seen}"
    assert seen["buttonFont"] >= 14, f"the buttons' words are small: {seen}"


SCORE_PX = 32  # the score's letters at least this high on a 1280x720 projector and larger


def test_classroom_controls_grow_with_the_board(classroom_page):
    """On the larger screen the board is larger, and so are the buttons, their words and the score."""
    small, large = measured_at(classroom_page, 1280, 720), measured_at(classroom_page, 1920, 1080)

    def high(seen, part):
        return seen[part][3] - seen[part][1]

    grown = high(large, "grid") / high(small, "grid")
    assert grown > 1.3, f"the board did not grow: {small} {large}"
    for part in ("step", "autoplay"):
        assert high(large, part) / high(small, part) > 0.8 * grown, f"{part} did not grow with the board"
    assert large["scoreFont"] / small["scoreFont"] > 0.8 * grown
    assert large["buttonFont"] / small["buttonFont"] > 0.8 * grown


def test_classroom_page_shows_a_live_board(classroom_page):
    page = classroom_page
    page.set_viewport_size({"width": 1400, "height": 1100})
    # Auto-play: the computers play on their own, and the empty squares get fewer.
    empty = board_state(page)["empty"]
    page.locator(".othello-board .othello-autoplay").click()
    page.wait_for_function(
        f"(n) => ({DRAWN_SQUARES})(document.querySelector('.othello-board'))"
        ".filter(([_name, disc]) => disc === 'empty').length < n",
        arg=empty,
        timeout=30_000,
    )
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "classroom-voila.png"), full_page=True)
    # The picture kept for a saved notebook is there, and hidden by the live board after it.
    picture = page.locator(".othello-saved-board")
    assert picture.count() == 1 and picture.first.is_hidden()


@pytest.mark.parametrize(
    ("argv", "ip", "warned"),
    [([], "127.0.0.1", False), (["--network"], "0.0.0.0", True), (["--ip", "0.0.0.0"], "0.0.0.0", True)],
)
def test_classroom_listens_on_the_class_network_only_when_asked(monkeypatch, capsys, argv, ip, warned):
    pytest.importorskip("voila")
    from othello_lesson.teacher import classroom

    commands: list[list[str]] = []
    monkeypatch.setattr(classroom, "start_quietly", FakeServer(commands))
    monkeypatch.setattr(classroom, "_wait_until_listening", lambda *args: True)
    monkeypatch.setattr(local_server, "port_is_free", lambda ip, port: True)  # 8999 may be in use here
    assert classroom.main([str(NOTEBOOKS / "classroom.ipynb"), "--port", "8999", *argv]) == 0
    (command,) = commands
    assert f"--Voila.ip={ip}" in command
    assert "--Voila.port_retries=0" in command
    token = next(arg.split("=", 1)[1] for arg in command if arg.startswith("--Voila.token="))
    assert len(token) >= 24
    out, err = capsys.readouterr()
    assert f":8999/?token={token}" in out
    assert ("WARNING" in err) == warned
