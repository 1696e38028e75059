"""What the browser DRAWS is the model, square by square, after every kind of action.

The board in ``play.ipynb`` (Black the human, White the greedy computer) is
driven by clicks, and a ``Game`` in the test is driven the same way.  After
every click, Undo, New game, size change, pass and game end, every square is
read as a user sees it: the text visible on it, and the pixels of a screenshot
at the disc, at the mark in the middle and round the flipped ring.  The test
waits (no fixed sleeps) until the picture is the model, and fails with every
difference when it never becomes so.
"""

from __future__ import annotations

import pytest
from _othello_browser import (
    REBUILD_TIMEOUT_MS,
    REDRAW_TIMEOUT_MS,
    drawing_differences,
    screenshot,
    wait_until_no_differences,
)

from othello_lesson.game import Game
from othello_lesson.rules import square_from_name

pytestmark = pytest.mark.browser


def wait_until_drawn(
    page, game: Game, what: str, *, hints: bool = True, timeout_ms: int = REDRAW_TIMEOUT_MS
) -> None:
    """Wait until every square is drawn as ``game`` holds it (legal moves marked if ``hints``)."""
    wait_until_no_differences(
        page, lambda: drawing_differences(page, game, hints=hints), what, timeout_ms=timeout_ms
    )


def answer(game: Game) -> list[str]:
    """The computer answers at once, as the board does when a human plays it; what happened."""
    events = [*game.events]
    while game.computer_answers_now:
        game.computer_move()
        events += game.events
    return events


def choose_size(page, game: Game, size: int, *, new_game_at_once: bool = False) -> None:
    """Choose the size, then press New game; the picture is checked after each.

    When the size changes a new game starts, and it must be drawn as the model
    right after the size change.  With ``new_game_at_once`` New game is pressed
    straight after the size change, while the rebuilt grid is still being drawn.
    """
    button = page.locator(".othello-board .othello-size button", has_text=f"{size}x{size}")
    changes = "mod-active" not in (button.get_attribute("class") or "")
    button.click()
    page.locator(".othello-board .othello-size button.mod-active", has_text=f"{size}x{size}").wait_for()
    game.new_game(size=size)
    if changes and not new_game_at_once:
        wait_until_drawn(page, game, f"the size change to {size}x{size}", timeout_ms=REBUILD_TIMEOUT_MS)
    new_game(page, game)


def new_game(page, game: Game) -> None:
    page.locator(".othello-board .othello-new-game").click()
    game.new_game()
    wait_until_drawn(page, game, "New game")


def click(page, game: Game, name: str) -> list[str]:
    page.locator(f".othello-board .othello-square-{name}").click()
    game.play(*square_from_name(name, game.size))
    events = answer(game)
    wait_until_drawn(page, game, f"a click on {name}")
    return events


def undo(page, game: Game) -> None:
    page.locator(".othello-board .othello-undo").click()
    game.undo()
    wait_until_drawn(page, game, "Undo")


def test_every_square_is_drawn_as_the_model_holds_it(play_page):
    page = play_page
    game = Game(8, white="greedy")
    choose_size(page, game, 6)
    click(page, game, "c2")
    choose_size(page, game, 4)
    click(page, game, "d3")
    click(page, game, "c1")
    undo(page, game)  # squares emptied again must look empty
    click(page, game, "c1")
    click(page, game, "c4")
    click(page, game, "a2")
    assert "Black has no legal move and passes." in click(page, game, "a3")  # White plays on, then wins
    assert game.is_over
    screenshot(page, "drawn-4x4-game-over")
    new_game(page, game)  # after a full board, twelve squares are emptied at once
    click(page, game, "b1")
    choose_size(page, game, 8, new_game_at_once=True)
    click(page, game, "d3")
    choose_size(page, game, 4)
    choose_size(page, game, 8)
    click(page, game, "d3")
    new_game(page, game)
    screenshot(page, "drawn-8x8-new-game")


def test_autoplay_plays_two_computers_to_the_end_and_draws_every_move(play_page):
    """Auto-play runs on the kernel's event loop; the finished game is drawn as the model holds it."""
    page = play_page
    game = Game(8, white="greedy")
    choose_size(page, game, 4)
    step = page.locator(".othello-board .othello-step")
    assert not step.is_visible(), "Step only applies when two computers play"
    page.locator(".othello-board .othello-black-player select").select_option(label="Greedy")
    step.wait_for(state="visible", timeout=REDRAW_TIMEOUT_MS)
    game.set_player("●", "greedy")
    page.locator(".othello-board .othello-autoplay").click()
    page.locator(".othello-board .othello-status", has_text="Game over").wait_for(
        timeout=REDRAW_TIMEOUT_MS * 4
    )
    while not game.is_over:
        game.computer_move()
    wait_until_drawn(page, game, "Auto-play to the end")
    assert page.locator(".othello-board .othello-autoplay.mod-active").count() == 0, "the button is off again"
    screenshot(page, "drawn-autoplay-game-over")
    page.locator(".othello-board .othello-black-player select").select_option(label="Human")


def cut_text(page) -> list[str]:
    """The buttons and labels of the board whose text does not fit (cut, or shown as '...')."""
    return page.evaluate(
        """() => [...document.querySelectorAll('.othello-board button, .othello-board .widget-label')]
            .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.className + ': ' + el.textContent.trim())"""
    )


def test_in_a_narrow_window_every_square_and_control_can_be_reached(play_page):
    """700 px wide with the file browser open: the board scrolls, nothing clickable is cut off."""
    page = play_page
    game = Game(8, white="greedy")
    choose_size(page, game, 8)
    assert cut_text(page) == [], "text cut off at 1400 px"
    page.set_viewport_size({"width": 700, "height": 900})
    try:
        assert page.locator(".jp-FileBrowser").first.is_visible(), "the file browser is open"
        for name in ["h1", "h8", "a8"]:
            page.locator(f".othello-board .othello-square-{name}").click(trial=True, timeout=5_000)
        for control in [".othello-new-game", ".othello-undo", ".othello-size button", ".othello-hints input"]:
            page.locator(f".othello-board {control}").last.click(trial=True, timeout=5_000)
        assert cut_text(page) == [], "text cut off at 700 px"
        screenshot(page, "narrow-700px")
        page.locator(".othello-board .othello-square-d3").click()  # the board still plays
    finally:
        page.set_viewport_size({"width": 1400, "height": 1100})
    game.play(*square_from_name("d3", 8))
    answer(game)
    wait_until_drawn(page, game, "a click in a narrow window")


def test_squares_have_names_for_screen_readers_and_a_visible_focus_ring(play_page):
    page = play_page
    game = Game(8, white="greedy")
    choose_size(page, game, 8)
    square = page.get_by_role("button", name="d3, empty, legal move, flips 1", exact=True)
    assert square.count() == 1
    assert page.get_by_role("button", name="d4, white", exact=True).count() == 1
    square.focus()
    page.keyboard.press("Shift")  # focus moved by the keyboard shows the ring (:focus-visible)
    ring = square.evaluate(
        "(el) => { const s = getComputedStyle(el); return [s.outlineStyle, parseFloat(s.outlineWidth)]; }"
    )
    assert ring[0] == "solid" and ring[1] >= 3, ring
    page.keyboard.press("Enter")  # Enter plays the focused square
    page.evaluate(
        "() => document.activeElement.blur()"
    )  # the pixels compared next are the board's, not the ring's
    game.play(2, 3)
    answer(game)
    wait_until_drawn(page, game, "Enter on d3")
    name = "d3, black, just flipped" if (2, 3) in game.flipped else "d3, black"
    assert page.get_by_role("button", name=name, exact=True).count() == 1
