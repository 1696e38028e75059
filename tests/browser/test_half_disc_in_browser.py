"""The half-disc variant on the page: every half disc drawn half black, half white, and said as such.

A board of lesson 11's half-disc variant is played in JupyterLab by two people clicking.
After the start, each move, Undo and New game, every square's pixels are compared with the
model (a ``Game`` of the same variant, played in this process): a half disc's left half black
and its right half white, a disc one colour, an empty square the green of the board; what a
screen reader says of each square names its disc.  White's second move is closed by a half
disc: the flip it makes is one that Othello's own rules would not make.
"""

from __future__ import annotations

import pytest
from _lite_site import RequestRecorder
from _othello_browser import (
    is_near,
    open_and_run,
    rgb_of,
    screenshot,
    squares_and_pixels,
    wait_until_no_differences,
    write_one_cell_notebook,
)

from othello_lesson import palette
from othello_lesson.game import Game
from othello_lesson.rules import BLACK, EMPTY, HALF, WHITE, square_name
from othello_lesson.variants import half_disc_rules, half_disc_start

pytestmark = pytest.mark.browser

SIZE = 6
SOURCE = f"""from othello_lesson import variants
from othello_lesson.widget import play

play({SIZE}, white="human", rules=variants.half_disc_rules(), start=variants.half_disc_start)"""


# Black plays c2 (flipping c3), then White d2: the black disc c2 lies between d2 and the half
# disc b2, which counts as White's own on White's move, so c2 flips (and d3, closed by d4).
MOVES = [(1, 2), (1, 3)]
LEFT, RIGHT = (0.27, 0.5), (0.73, 0.5)  # inside the disc (inset 10 %), clear of the centre's mark


def shade(pixel) -> str:
    """What one pixel of a square shows: 'black', 'white', 'board' (the square's green) or 'other'."""
    if is_near(pixel, rgb_of(palette.DISC_FILL[BLACK]), 30):
        return "black"
    if is_near(pixel, rgb_of(palette.DISC_FILL[WHITE]), 30):
        return "white"
    if is_near(pixel, rgb_of(palette.SQUARE), 30) or is_near(pixel, rgb_of(palette.HINT), 60):
        return "board"
    return "other"


EXPECTED_HALVES = {BLACK: ("black", "black"), WHITE: ("white", "white"), HALF: ("black", "white")}


def drawn_halves(page) -> dict[str, tuple[str, str, str]]:
    """Every square as drawn: the left and right halves of its disc, and what is said of it."""
    seen, pixels = squares_and_pixels(page, [LEFT, RIGHT])
    return {name: (shade(left), shade(right), seen[name]["said"]) for name, (left, right) in pixels.items()}


def differences(page, game: Game) -> list[str]:
    """The squares whose drawing is not what the model holds ([] when the screen is right)."""
    drawn = drawn_halves(page)
    wrong = []
    for row, line in enumerate(game.board):
        for col, cell in enumerate(line):
            name = square_name(row, col)
            left, right, said = drawn[name]
            want = EXPECTED_HALVES.get(cell, ("board", "board"))
            if cell == EMPTY and (left, right) != want:
                wrong.append(f"{name}: empty in the model, drawn {left}/{right}")
            elif cell != EMPTY and (left, right) != want:
                wrong.append(f"{name}: {cell} in the model, drawn {left}/{right}")
            if cell == HALF and "half" not in said:
                wrong.append(f"{name}: a half disc, but a screen reader is told {said!r}")
            if cell in (BLACK, WHITE) and ("black" if cell == BLACK else "white") not in said:
                wrong.append(f"{name}: {cell} in the model, but a screen reader is told {said!r}")
    return wrong


def wait_until_drawn_as(page, game: Game, what: str) -> None:
    wait_until_no_differences(page, lambda: differences(page, game), what)


def test_half_discs_are_drawn_half_and_half_and_a_move_closed_by_one_flips(browser, lab):
    write_one_cell_notebook(lab.root / "half-discs.ipynb", SOURCE)
    requests = RequestRecorder()
    context = browser.new_context(viewport={"width": 1200, "height": 1000})
    requests.listen(context)
    context.set_default_timeout(30_000)
    page = context.new_page()
    game = Game(SIZE, white="human", rules=half_disc_rules(), start=half_disc_start)
    try:
        open_and_run(page, lab, "half-discs.ipynb")
        wait_until_drawn_as(page, game, "the start")
        for row, col in MOVES:
            page.locator(f".othello-board .othello-square-{square_name(row, col)}").click()
            game.play(row, col)
            wait_until_drawn_as(page, game, f"a click on {square_name(row, col)}")
        # White's d2 flipped c2, closed by the half disc b2, which stays a half disc.
        assert game.board[1][2] == WHITE and game.board[1][1] == HALF, game.board
        screenshot(page, "half-discs")
        page.locator(".othello-board .othello-undo").click()  # c2 is black again, b2 still half
        game.undo()
        wait_until_drawn_as(page, game, "Undo")
        page.locator(".othello-board .othello-new-game").click()  # the variant's own start again
        game.new_game()
        wait_until_drawn_as(page, game, "New game")
    finally:
        context.close()
    assert requests.urls and not requests.foreign, requests.foreign
