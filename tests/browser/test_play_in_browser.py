"""The clickable board, played by clicks in a real JupyterLab in a real (headless) Chromium.

The notebook is ``play.ipynb`` (a scratch copy): Black is the human, White the
greedy computer.  After every click the test computes, with the game model,
the exact position the board must show once the computer has answered, and
waits for every square to show it: no fixed sleeps.
"""

from __future__ import annotations

import re

import pytest
from _othello_browser import (
    BOARD_SHOWS,
    DRAWN_SQUARES,
    REDRAW_TIMEOUT_MS,
    WAIT_FOR_REDRAW,
    board_from_state,
    board_state,
    expected_after_click,
    screenshot,
)

from othello_lesson.rules import BLACK, WHITE, count_discs, square_from_name, winner

pytestmark = pytest.mark.browser


def square(page, name: str):
    return page.locator(f".othello-board .othello-square-{name}")


def new_game(page, size: str) -> None:
    """Choose the size and start a new game; wait for the opening position."""
    page.locator(".othello-board .othello-size button", has_text=size).click()
    page.locator(".othello-board .othello-new-game").click()
    n = int(size.split("x")[0])
    page.wait_for_function(BOARD_SHOWS, arg=[n * n, 4, 4], timeout=REDRAW_TIMEOUT_MS)


def click_and_wait(page, name: str) -> dict:
    """Click square ``name`` as Black; wait until the board shows the computer's answer too."""
    state = board_state(page)
    board = board_from_state(state)
    expected = expected_after_click(board, square_from_name(name, len(board)))
    square(page, name).click()
    page.wait_for_function(WAIT_FOR_REDRAW, arg=expected, timeout=REDRAW_TIMEOUT_MS)
    return board_state(page)


def test_the_board_is_drawn_with_the_opening_position(play_page):
    page = play_page
    new_game(page, "8x8")
    state = board_state(page)
    assert state["squares"] == 64
    assert (state["black"], state["white"]) == (2, 2)
    assert sorted(state["legal"]) == ["c4", "d3", "e6", "f5"]
    assert "Black" in state["status"]
    screenshot(page, "play-opening")


def test_a_click_on_a_legal_square_plays_and_the_computer_answers(play_page):
    page = play_page
    new_game(page, "8x8")
    before = board_state(page)
    name = before["legal"][0]

    # The disc appears on the clicked square, and the computer (White) answers.
    square(page, name).click()
    page.wait_for_function(
        f"(name) => ({DRAWN_SQUARES})(document.querySelector('.othello-board'))"
        ".some(([square, disc]) => square === name && disc === 'black')",
        arg=name,
        timeout=REDRAW_TIMEOUT_MS,
    )
    page.wait_for_function(
        """() => /Black/.test(document.querySelector('.othello-board .othello-status').textContent)""",
        timeout=REDRAW_TIMEOUT_MS,
    )
    expected = expected_after_click(board_from_state(before), square_from_name(name, 8))
    page.wait_for_function(WAIT_FOR_REDRAW, arg=expected, timeout=REDRAW_TIMEOUT_MS)
    after = board_state(page)
    assert dict(after["cells"]) == expected["discs"]
    assert (after["black"], after["white"]) == (3, 3), "Black flips one disc, then greedy White flips one"
    assert after["score"] != before["score"]
    assert re.findall(r"\d+", after["score"]) == ["3", "3"], after["score"]
    assert len(after["last"]) == 1, "the computer's answer is marked as the last move"
    screenshot(page, "play-after-first-move")


def test_a_click_on_an_occupied_square_says_why_and_changes_nothing(play_page):
    page = play_page
    new_game(page, "8x8")
    before = board_state(page)
    square(page, "d4").click()
    message = page.locator(".othello-board .othello-message")
    message.filter(has_text="d4").wait_for(timeout=REDRAW_TIMEOUT_MS)
    assert "cannot" in message.inner_text(), message.inner_text()
    after = board_state(page)
    assert after["cells"] == before["cells"]
    assert after["status"] == before["status"]
    screenshot(page, "play-illegal-click")


def test_a_whole_4x4_game_by_clicks(play_page):
    page = play_page
    new_game(page, "4x4")
    state = board_state(page)
    clicks = 0
    while state["legal"]:
        assert "Black" in state["status"], state["status"]
        state = click_and_wait(page, state["legal"][0])
        clicks += 1
        assert clicks <= 12, "a 4x4 game has only 12 empty squares"
    page.locator(".othello-board .othello-status", has_text="Game over").wait_for(timeout=REDRAW_TIMEOUT_MS)
    state = board_state(page)
    board = board_from_state(state)
    black, white = count_discs(board)
    verdict = {BLACK: "Black wins", WHITE: "White wins"}.get(winner(board), "draw")
    status = state["status"]
    assert status.startswith("Game over"), status
    assert f"Black {black}" in status and f"{white} White" in status, status
    assert verdict in status, status
    assert state["legal"] == []
    screenshot(page, "play-4x4-game-over")
