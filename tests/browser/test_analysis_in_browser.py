"""The analysis view in real JupyterLab: the value drawn on each square is the one fast_search.analyse gives."""

import pytest
from _othello_browser import REDRAW_TIMEOUT_MS, open_and_run, write_one_cell_notebook

from othello_lesson.fast_search import analyse
from othello_lesson.game import Game
from othello_lesson.rules import square_name

pytestmark = pytest.mark.browser

SOURCE = 'from othello_lesson.widget import play\nplay(6, white="greedy", analysis="alphabeta")'

DRAWN_VALUES = """() => {
    const drawn = {};
    for (const square of document.querySelectorAll('.othello-board .othello-square')) {
        const name = [...square.classList].find(c => c.startsWith('othello-square-')).slice(15);
        // The text drawn, before any alternative text for screen readers ("+12" / "").
        const drawnText = getComputedStyle(square, '::before').content.match(/^"([^"]*)"/);
        if (drawnText && drawnText[1]) {
            drawn[name] = drawnText[1];
        }
    }
    return Object.fromEntries(Object.entries(drawn).sort());
}"""


def expected(game: Game) -> dict[str, str]:
    values = analyse(game.board, game.to_move, "alphabeta")
    return {square_name(*move): f"{value:+,.0f}" for move, value in values.items()}


def wait_for_drawn(page, wanted: dict[str, str]) -> None:
    page.wait_for_function(
        f"wanted => JSON.stringify(({DRAWN_VALUES})()) === JSON.stringify(wanted)",
        arg=dict(sorted(wanted.items())),
        timeout=REDRAW_TIMEOUT_MS,
    )


def test_each_legal_square_shows_the_value_search_gives_it_and_the_box_turns_it_off(browser, lab):
    write_one_cell_notebook(lab.root / "analysis.ipynb", SOURCE)
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        open_and_run(page, lab, "analysis.ipynb")
        game = Game(6, white="greedy")
        wait_for_drawn(page, expected(game))
        assert len(page.evaluate(DRAWN_VALUES)) == 4
        page.locator(".othello-board .othello-analysis-toggle input").click()
        wait_for_drawn(page, {})
        page.locator(".othello-board .othello-analysis-toggle input").click()
        wait_for_drawn(page, expected(game))
        move = game.legal_moves()[0]
        page.locator(f".othello-board .othello-square-{square_name(*move)}").click()
        game.play(*move)
        game.answer()
        wait_for_drawn(page, expected(game))
    finally:
        context.close()
