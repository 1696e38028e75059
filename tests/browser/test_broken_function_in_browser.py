"""A student's broken rule function, as the page shows it: the message once, the position in
monospace, the traceback folded away (and no second, pink copy), the board still drawn."""

import pytest
from _othello_browser import (
    BOARD_SHOWS,
    REDRAW_TIMEOUT_MS,
    board_state,
    open_and_run,
    screenshot,
    write_one_cell_notebook,
)

pytestmark = pytest.mark.browser

SOURCE = """from othello_lesson.game import Rules
from othello_lesson.widget import play


def my_place_move(board, row, col, player):
    board[row][col] = player
    return board[row][col] / 0  # a slip: dividing where nothing should be divided


play(4, white="human", rules=Rules(place_move=my_place_move))"""


# The position's font, and the width each of its lines is drawn at.
POSITION_FONT_AND_LINE_WIDTHS = """() => {
    const el = document.querySelector('.othello-board .othello-message pre.othello-position');
    const widths = el.textContent.split('\\n').map((line) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(el).font;
        probe.style.whiteSpace = 'pre';
        probe.textContent = line;
        el.appendChild(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return Math.round(width * 10) / 10;
    });
    return [getComputedStyle(el).fontFamily, widths];
}"""

SAID = "place_move (your function my_place_move) raised TypeError"


def test_a_broken_function_is_said_once_with_the_position_in_monospace_and_the_traceback_folded(browser, lab):
    write_one_cell_notebook(lab.root / "broken.ipynb", SOURCE)
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        open_and_run(page, lab, "broken.ipynb")
        # The hints cannot count flips with this function, but the position is drawn all the same.
        page.wait_for_function(BOARD_SHOWS, arg=[16, 4, 4], timeout=REDRAW_TIMEOUT_MS)
        before = board_state(page)
        page.locator(".othello-board .othello-square-b1").click()
        message = page.locator(".othello-board .othello-message")
        message.filter(has_text="Black (●) to move").wait_for(timeout=REDRAW_TIMEOUT_MS)
        assert message.inner_text().count(SAID) == 1, message.inner_text()  # said once, the traceback folded
        position = message.locator("pre.othello-position")
        assert position.inner_text().splitlines() == [". . . .", ". ○ ● .", ". ● ○ .", ". . . ."]
        # Read in one go, in the page: a locator's evaluate finds the element first and runs later, and
        # a redraw of the text in between leaves it holding a detached element with no style at all.
        font, widths = page.evaluate(POSITION_FONT_AND_LINE_WIDTHS)
        assert "mono" in font.lower(), font
        # In monospace every line of the position is as wide as the others, so the dots line up.
        assert len(set(widths)) == 1, widths
        details = message.locator("details.othello-traceback")
        assert details.count() == 1 and details.evaluate("(el) => el.open") is False
        assert not details.locator("pre").is_visible(), "the traceback is folded away"
        assert page.locator(".othello-board .jp-OutputArea-output").count() == 0, "no second, pink copy"
        details.locator("summary").click()  # for those who want it
        assert details.locator("pre").is_visible()
        assert "Traceback (most recent call last)" in details.locator("pre").inner_text()
        screenshot(page, "broken-function")
        assert board_state(page)["cells"] == before["cells"], "the game is as it was"
    finally:
        context.close()
