"""``othello-course present tournament --entries FOLDER`` in Chromium: the standings, then a game replayed.

The command plays the tournament of three small entrants once, in a process of its own, and
serves tournament.ipynb with Voilà on 127.0.0.1; the page's kernel follows that tournament while
the page shows, then the test picks a game and steps through it with the board's Back and
Forward, comparing every drawn square with the model's position, and measures the replay on a
1920x1080 projector: the board whole on screen, its buttons at least 44 px.  A second tab shows
the same games and starts no entrant.  No request of the page leaves this computer.
"""

from __future__ import annotations

import pytest
from _lite_site import RequestRecorder
from _othello_browser import ARTIFACTS, DRAWN_SQUARES, classroom_command, free_port

from othello_lesson.game import Game
from othello_lesson.rules import BLACK, WHITE, square_name
from othello_lesson.teacher.class_tournament import class_tournament
from othello_lesson.teacher.tournament_view import game_label
from tests.test_tournament_view import write_entrants

pytestmark = pytest.mark.browser

SIZE, GAMES = 4, 2
PAGE_TIMEOUT_MS = 180_000  # Voilà starts a kernel, which follows the games played
TOUCH_PX = 44  # the smallest a button may be, on a projector too


CRASHER = "def player(board, colour):\n    return 1 / 0\n"


@pytest.fixture(scope="module")
def entries(tmp_path_factory):
    """ana, ben and cleo, and cris, whose every move raises."""
    folder = write_entrants(tmp_path_factory.mktemp("entries"))
    (folder / "cris.py").write_text(CRASHER, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def served(entries, tmp_path_factory):
    """The command, on a free port; yields the page's address.  Stopped by its process id."""
    pytest.importorskip("voila")
    folder = tmp_path_factory.mktemp("voila")
    port = free_port()
    arguments = ["tournament", "--entries", str(entries), "--size", str(SIZE), "--games", str(GAMES)]
    with classroom_command([*arguments, "--port", str(port)], folder) as address:
        assert int(address[2]) == port
        yield address[1]


REQUESTS = RequestRecorder()


@pytest.fixture(scope="module")
def page(served, browser):
    context = browser.new_context(viewport={"width": 1920, "height": 1080})  # a projector
    REQUESTS.attach(context)
    page = context.new_page()
    try:
        page.goto(served)
        yield page
    finally:
        context.close()


STANDINGS = """() => [...document.querySelectorAll('.othello-tournament-standings tbody tr')]
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent.trim()))"""

BOARD_IS = f"""(expected) => {{
    const board = document.querySelector('.othello-tournament .othello-board');
    if (board === null) return false;
    const cells = ({DRAWN_SQUARES})(board);
    return cells.length === Object.keys(expected).length
        && cells.every(([name, disc]) => expected[name] === disc);
}}"""


BOX = """(selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height};
}"""


def drawn(game: Game) -> dict[str, str]:
    """Every square's disc as the page must draw it: ``{"a1": "empty", "b2": "white", ...}``."""
    colour = {BLACK: "black", WHITE: "white"}
    return {
        square_name(r, c): colour.get(cell, "empty")
        for r, line in enumerate(game.board)
        for c, cell in enumerate(line)
    }


def test_the_standings_show_every_entrant_then_a_game_is_replayed_move_by_move(page, entries):
    expected = class_tournament(entries, size=SIZE, games=GAMES, progress=False)  # as the terminal plays it
    total = 6 * GAMES
    page.locator(".othello-tournament-standings table").wait_for(timeout=PAGE_TIMEOUT_MS)
    # The tournament over, not only its last game played: the count then says no more time is left, and
    # the standings are the tournament's own (before, those of the games so far, in the order they ended).
    page.wait_for_function(
        "(line) => (document.querySelector('.othello-tournament-count') || {}).textContent?.trim() === line",
        arg=f"{total} of {total} games played",
        timeout=PAGE_TIMEOUT_MS,
    )
    page.wait_for_function(
        f"() => ({STANDINGS})().length === 4 && ({STANDINGS})()[0][2] === '{3 * GAMES}'",
        timeout=PAGE_TIMEOUT_MS,
    )
    assert page.evaluate(STANDINGS) == expected.rows()
    # Read from the back of the room: the standings' type is large, and beside them one line per
    # faulty entrant (not one per game it lost).
    size = page.evaluate(
        "() => parseFloat(getComputedStyle(document.querySelector('.othello-tournament-standings table')).fontSize)"
    )
    assert size >= 32, f"the standings are in {size}px type at 1920x1080"
    notes = page.locator(".othello-tournament-notes li").all_text_contents()
    faults = [note for note in notes if "by fault" in note]
    assert faults == [f"cris lost {3 * GAMES} games by fault: raised ZeroDivisionError: division by zero"]
    assert faults == [note for note in expected.notes if "by fault" in note]

    picker = page.locator(".othello-tournament-picker select")
    picker.wait_for(timeout=60_000)
    labels = picker.locator("option").all_text_contents()  # ipywidgets writes each space as a no-break one
    assert [label.replace("\xa0", " ") for label in labels] == [
        game_label(n, game) for n, game in enumerate(expected.games, start=1)
    ]

    number = 3
    game = expected.games[number]
    picker.select_option(label=labels[number])
    model = Game.from_record(game.record, size=SIZE)
    page.wait_for_function(BOARD_IS, arg=drawn(model), timeout=30_000)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "tournament-voila.png"), full_page=True)
    board = page.locator(".othello-tournament .othello-board")
    for _ in range(3):
        board.locator(".othello-back").click()
        assert model.back()
        page.wait_for_function(BOARD_IS, arg=drawn(model), timeout=30_000)
    board.locator(".othello-forward").click()
    assert model.forward()
    page.wait_for_function(BOARD_IS, arg=drawn(model), timeout=30_000)
    # On the projector: the board, scrolled to, is whole on the screen, and its buttons are large.
    grid = board.locator(".othello-grid")
    grid.scroll_into_view_if_needed()
    box = page.evaluate(BOX, ".othello-tournament .othello-board .othello-grid")
    assert box["top"] >= 0 and box["bottom"] <= 1080 and box["left"] >= 0 and box["right"] <= 1920, box
    assert box["height"] >= 1080 * 0.6, f"the board is {box['height']:.0f} px high on a 1080 px screen"
    for button in (".othello-back", ".othello-forward"):
        size = page.evaluate(BOX, f".othello-tournament .othello-board {button}")
        assert size["width"] >= TOUCH_PX and size["height"] >= TOUCH_PX, (button, size)
    caption = board.locator(".othello-status").text_content()
    moves = sum(game.record[i : i + 2] != "pa" for i in range(0, len(game.record), 2))
    assert caption.endswith(f"move {moves - 2} of {moves}"), caption

    page.wait_for_load_state("networkidle")
    assert REQUESTS.foreign == []
    assert REQUESTS.urls and all(url.startswith("http://127.0.0.1:") for url in REQUESTS.urls)


def test_a_second_viewer_sees_the_same_games_and_starts_no_entrant(page, served, browser):
    """Opened once the tournament is over: the same standings, and no entrant's process anywhere."""
    from tests.test_tournament_view import entrant_processes

    page.wait_for_function(
        "() => (document.querySelector('.othello-tournament-count') || {}).textContent?.includes(' of ')"
        " && !document.querySelector('.othello-tournament-playing')",
        timeout=PAGE_TIMEOUT_MS,
    )
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    try:
        second = context.new_page()
        second.goto(served)
        second.locator(".othello-tournament-picker select").wait_for(timeout=PAGE_TIMEOUT_MS)
        assert second.evaluate(STANDINGS) == page.evaluate(STANDINGS)
        sandbox = second.locator(".othello-tournament-sandbox-state").text_content()
        assert "bubblewrap" in sandbox
        assert entrant_processes() == []
    finally:
        context.close()
