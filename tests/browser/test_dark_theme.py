"""In JupyterLab's dark theme the status line and score stay readable, and their discs are the board's.

The theme is chosen as a user does, Settings > Theme > JupyterLab Dark, on the
page of play.ipynb that the other files playing on it share (and set back to
JupyterLab Light afterwards).

"Black ●" must not be drawn as a white disc (light text on a dark page), and
the score's "○" must look like the white disc drawn on the board: filled with
the white disc's colour, outlined in dark.  Read from what is drawn: computed
colours, and the pixels under each symbol compared with those of a disc on the
board.
"""

from __future__ import annotations

import pytest
from _othello_browser import BOARD_SHOWS, REDRAW_TIMEOUT_MS, click_menu, png_pixels, screenshot

from othello_lesson import palette
from othello_lesson.rules import BLACK, WHITE

pytestmark = pytest.mark.browser

# The box round one character of an element's text: where "●" or "○" is drawn.
SYMBOL_BOX = """([selector, symbol]) => {
    const element = document.querySelector(selector);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent.indexOf(symbol);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + symbol.length);
        const box = range.getBoundingClientRect();
        return [box.left, box.top, box.width, box.height];
    }
    return null;
}"""


def _rgb(colour: str) -> list[int]:
    return [int(colour[i : i + 2], 16) for i in (1, 3, 5)]


def is_near(pixel, colour, tolerance=40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))


def _luminance(rgb) -> float:
    def channel(value: float) -> float:
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(v) for v in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one, other) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted([_luminance(one), _luminance(other)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


SYMBOL_IN_VIEW = (
    "([selector, symbol]) => { const box = (" + SYMBOL_BOX + ")([selector, symbol]);"
    " return box !== null && box[2] > 0 && box[3] > 0 && box[0] >= 0 && box[1] >= 0"
    " && box[0] + box[2] <= window.innerWidth && box[1] + box[3] <= window.innerHeight; }"
)


def symbol_pixels(page, selector: str, symbol: str, *, part: float = 0.5) -> list[list[int]]:
    """The pixels drawn for ``symbol`` in the element ``selector``: the middle ``part`` of its box.

    The element is brought into view first, and its box read once it is laid out there (after a
    theme change, under load, it may still be moving when asked at once).
    """
    page.locator(selector).first.scroll_into_view_if_needed(timeout=REDRAW_TIMEOUT_MS)
    page.wait_for_function(SYMBOL_IN_VIEW, arg=[selector, symbol], timeout=REDRAW_TIMEOUT_MS)
    left, top, width, height = page.evaluate(SYMBOL_BOX, [selector, symbol])
    margin = (1 - part) / 2
    clip = {
        "x": left + width * margin,
        "y": top + height * margin,
        "width": width * part,
        "height": height * part,
    }
    image = png_pixels(page.screenshot(clip=clip))
    return [list(image.getpixel((x, y))) for y in range(image.height) for x in range(image.width)]


@pytest.fixture(scope="module")
def dark_page(play_page):
    page = play_page
    click_menu(page, "Settings", "Theme", "JupyterLab Dark")
    try:
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
        page.locator(".othello-board .othello-size button", has_text="8x8").click()
        page.wait_for_function(BOARD_SHOWS, arg=[64, 4, 4], timeout=REDRAW_TIMEOUT_MS)
        yield page
    finally:
        click_menu(page, "Settings", "Theme", "JupyterLab Light")
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")


def test_the_page_is_in_the_dark_theme(dark_page):
    assert dark_page.evaluate("() => document.body.dataset.jpThemeLight") == "false"
    background = dark_page.evaluate(
        "() => getComputedStyle(document.querySelector('.jp-Notebook')).backgroundColor"
    )
    assert _luminance([int(v) for v in background[4:-1].split(",")[:3]]) < 0.1, background


def test_status_and_score_are_dark_on_light_and_readable(dark_page):
    for selector in [".othello-board .othello-status", ".othello-board .othello-score"]:
        colours = dark_page.evaluate(
            "(s) => { const st = getComputedStyle(document.querySelector(s)); return [st.color, st.backgroundColor]; }",
            selector,
        )
        text, background = ([int(v) for v in c[c.index("(") + 1 : -1].split(",")[:3]] for c in colours)
        assert text == _rgb(palette.STATUS_TEXT) and background == _rgb(palette.STATUS_BACKGROUND), colours
        assert contrast(text, background) >= 7, colours
    screenshot(dark_page, "dark-theme-board")


def test_the_symbols_in_status_and_score_look_like_the_discs_on_the_board(dark_page):
    black, white, outline = _rgb(palette.DISC_FILL[BLACK]), _rgb(palette.DISC_FILL[WHITE]), _rgb(palette.GRID)
    status = symbol_pixels(dark_page, ".othello-board .othello-status", BLACK)  # "Black ● to move ..."
    assert sum(is_near(p, black) for p in status) > len(status) / 4, "Black's ● is drawn as a black disc"
    for symbol, fill in [(BLACK, black), (WHITE, white)]:
        score = symbol_pixels(dark_page, ".othello-board .othello-score", symbol)
        assert sum(is_near(p, fill) for p in score) > len(score) / 4, (
            f"the score's {symbol} is filled as its disc"
        )
    ring = symbol_pixels(dark_page, ".othello-board .othello-score", WHITE, part=1)
    assert any(is_near(p, black, 90) or is_near(p, outline, 90) for p in ring), (
        "the white disc has a dark outline"
    )
