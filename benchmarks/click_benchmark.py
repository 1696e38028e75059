"""How long from a click on the board to the redrawn board, in a real JupyterLab and Chromium.

Opens ``play.ipynb`` (a scratch copy) in a private JupyterLab, like the browser
tests, and plays clicks as Black on 8x8 against the greedy computer (a new
game is started when one ends).  Each time is measured inside the page: from
the ``click`` event on the square to the moment the whole board shows the
result, that is the clicked square has its disc, the computer's answer is
drawn, the hints for Black's next move are marked and the status line says
whose turn it is.  The "frame" figure adds the wait for the next animation
frame, when the browser paints that board.

In the same run, in another tab with its own kernel, it times the floor: a
single ipywidgets Button whose click changes its own description, which is the
least any widget click can cost on this machine right now.  Floor and board
clicks alternate, so a machine shared with other work slows both alike; the
figure that matters is the ratio.  It also counts the widget messages the
kernel sends for each click (``comm_msg`` frames on the kernel's websocket).

    python benchmarks/click_benchmark.py [--clicks 20] [--headed]

The goal: the board's median click-to-frame at most 2.5 times the floor's,
and under 100 ms on a 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "browser"))

from _othello_browser import (
    BOARD_SHOWS,
    REDRAW_TIMEOUT_MS,
    WAIT_FOR_REDRAW,
    LabServer,
    board_from_state,
    board_state,
    chromium_missing,
    expected_after_click,
    launch_chromium,
    open_and_run,
)

from othello_lesson.rules import square_from_name

GOAL_MS = 100.0
GOAL_RATIO = 2.5

FLOOR_NOTEBOOK = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": [
                "import ipywidgets as widgets\n",
                "floor = widgets.Button(description='0')\n",
                "floor.add_class('floor-button')\n",
                "def count(button):\n",
                "    button.description = str(int(button.description) + 1)\n",
                "floor.on_click(count)\n",
                "floor",
            ],
        }
    ],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}

# Time a click on the floor button until its text shows the next number.
ARM_FLOOR = (
    """(expected) => {
    const button = document.querySelector('.floor-button');
    window.__floorClick = new Promise((resolve, reject) => {
        let clicked = null;
        let observer = null;
        const timer = setTimeout(() => reject(new Error('the button was not redrawn in time')), """
    + str(REDRAW_TIMEOUT_MS)
    + """);
        const check = () => {
            if (clicked === null || button.textContent.trim() !== expected) return;
            const drawn = performance.now();
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => resolve({dom: drawn - clicked, frame: performance.now() - clicked}));
        };
        button.addEventListener('click', (event) => {
            clicked = event.timeStamp;
            observer = new MutationObserver(check);
            observer.observe(button, {subtree: true, childList: true, characterData: true});
            check();
        }, {capture: true, once: true});
    });
}"""
)


class CommCounter:
    """Counts the widget messages (comm_msg) a page receives from its kernel."""

    def __init__(self, page) -> None:
        self.count = 0
        page.on("websocket", self._watch)

    def _watch(self, websocket) -> None:
        websocket.on("framereceived", self._frame)

    def _frame(self, payload) -> None:
        if message_type(payload) == "comm_msg":
            self.count += 1


def message_type(payload: bytes | str) -> str:
    """The msg_type of a kernel message on JupyterLab's websocket (JSON, or the binary v1 protocol).

    >>> message_type('{"header": {"msg_type": "comm_msg"}, "parent_header": {"msg_type": "x"}}')
    'comm_msg'
    """
    if isinstance(payload, str):
        message = json.loads(payload)
        return message.get("header", {}).get("msg_type") or message.get("msg_type", "")
    count = int.from_bytes(payload[:8], "little")
    offsets = [int.from_bytes(payload[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    header = payload[offsets[1] : offsets[2]]  # after the channel name
    return json.loads(header).get("msg_type", "")


def settle(counter: CommCounter, quiet_ms: int = 300, page=None) -> None:
    """Wait until no widget message has arrived for ``quiet_ms``."""
    last = -1
    while counter.count != last:
        last = counter.count
        page.wait_for_timeout(quiet_ms)


# Before the click: wait for the next click on the board, then for the board to
# show ``expected``; resolve with both times, in ms after the click event.
ARM = (
    """(expected) => {
    const redrawn = """
    + WAIT_FOR_REDRAW
    + """;
    const board = document.querySelector('.othello-board');
    window.__othelloClick = new Promise((resolve, reject) => {
        let clicked = null;
        let observer = null;
        const timer = setTimeout(() => {
            if (observer) observer.disconnect();
            reject(new Error('the board was not redrawn in time'));
        }, """
    + str(REDRAW_TIMEOUT_MS)
    + """);
        const check = () => {
            if (clicked === null || !redrawn(expected)) return;
            const drawn = performance.now();
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => resolve({dom: drawn - clicked, frame: performance.now() - clicked}));
        };
        board.addEventListener('click', (event) => {
            clicked = event.timeStamp;
            observer = new MutationObserver(check);
            observer.observe(board, {subtree: true, childList: true, attributes: true, characterData: true});
            check();
        }, {capture: true, once: true});
    });
}"""
)


def board_click(page, counter: CommCounter) -> dict | None:
    """Time one click on the board (None when a new game had to be started instead)."""
    state = board_state(page)
    if not state["legal"]:  # game over: start again
        page.locator(".othello-board .othello-new-game").click()
        page.wait_for_function(BOARD_SHOWS, arg=[64, 4, 4], timeout=REDRAW_TIMEOUT_MS)
        settle(counter, page=page)
        return None
    name = state["legal"][0]
    board = board_from_state(state)
    expected = expected_after_click(board, square_from_name(name, len(board)))
    page.evaluate(ARM, expected)
    before = counter.count
    page.locator(f".othello-board .othello-square-{name}").click()
    result = page.evaluate("() => window.__othelloClick")
    settle(counter, page=page)
    result["messages"] = counter.count - before
    result["square"] = name
    return result


def floor_click(page, counter: CommCounter) -> dict:
    button = page.locator(".floor-button")
    expected = str(int(button.inner_text().strip()) + 1)
    page.evaluate(ARM_FLOOR, expected)
    before = counter.count
    button.click()
    result = page.evaluate("() => window.__floorClick")
    settle(counter, page=page)
    result["messages"] = counter.count - before
    return result


def measure(board_page, board_counter, floor_page, floor_counter, clicks: int) -> tuple[list, list]:
    """Alternate floor and board clicks until ``clicks`` of each are timed."""
    board_times: list[dict] = []
    floor_times: list[dict] = []
    while len(board_times) < clicks:
        floor = floor_click(floor_page, floor_counter)
        result = board_click(board_page, board_counter)
        if result is None:
            continue
        floor_times.append(floor)
        board_times.append(result)
        print(
            f"  click {len(board_times):2d}: floor {floor['frame']:6.1f} ms | board on {result['square']:>3} "
            f"{result['frame']:6.1f} ms to the frame, {result['messages']} messages",
            flush=True,
        )
    return board_times, floor_times


def summary(label: str, values: list[float]) -> str:
    quartiles = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return (
        f"{label}: median {statistics.median(values):.1f} ms, "
        f"quartiles {quartiles[0]:.1f}-{quartiles[2]:.1f} ms, "
        f"min {min(values):.1f} ms, max {max(values):.1f} ms (n={len(values)})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=20, help="how many clicks to time (default 20)")
    parser.add_argument("--headed", action="store_true", help="show the browser window")
    parser.add_argument(
        "--package-from",
        metavar="CHECKOUT",
        help="run the kernel with othello_lesson from another checkout (to time an older board)",
    )
    args = parser.parse_args(argv)
    reason = chromium_missing()
    if reason:
        print(reason, file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with (
        tempfile.TemporaryDirectory(prefix="othello-bench-") as scratch,
        LabServer(Path(scratch), kernel_path=args.package_from) as lab,
        sync_playwright() as playwright,
    ):
        (lab.root / "floor.ipynb").write_text(json.dumps(FLOOR_NOTEBOOK))
        browser = launch_chromium(playwright, headless=not args.headed)
        board_page = browser.new_page(viewport={"width": 1400, "height": 1100})
        board_counter = CommCounter(board_page)
        print("opening play.ipynb in JupyterLab and running it ...", flush=True)
        open_and_run(board_page, lab, "play.ipynb")
        board_page.locator(".othello-board .othello-size button", has_text="8x8").click()
        board_page.locator(".othello-board .othello-new-game").click()
        board_page.wait_for_function(BOARD_SHOWS, arg=[64, 4, 4], timeout=REDRAW_TIMEOUT_MS)
        floor_page = browser.new_page(viewport={"width": 1400, "height": 1100})
        floor_counter = CommCounter(floor_page)
        print("opening the one-button floor notebook in another tab ...", flush=True)
        open_and_run(floor_page, lab, "floor.ipynb", ready=".floor-button", workspace="floor")
        settle(board_counter, page=board_page)
        print(
            f"{args.clicks} clicks as Black on 8x8 against greedy White, each after one floor click:",
            flush=True,
        )
        board_times, floor_times = measure(board_page, board_counter, floor_page, floor_counter, args.clicks)
        browser.close()
    print()
    print(summary("floor: click to next frame ", [t["frame"] for t in floor_times]))
    print(summary("board: click to redrawn DOM", [t["dom"] for t in board_times]))
    print(summary("board: click to next frame ", [t["frame"] for t in board_times]))
    floor = statistics.median(t["frame"] for t in floor_times)
    board = statistics.median(t["frame"] for t in board_times)
    messages = [t["messages"] for t in board_times]
    print(
        f"widget messages per click: board median {statistics.median(messages):g} "
        f"(min {min(messages)}, max {max(messages)}), floor median "
        f"{statistics.median(t['messages'] for t in floor_times):g}"
    )
    ratio = board / floor
    print(
        f"median board {board:.1f} ms / floor {floor:.1f} ms = {ratio:.2f}x "
        f"(goal <= {GOAL_RATIO}x: {'met' if ratio <= GOAL_RATIO else 'missed'}; "
        f"under {GOAL_MS:.0f} ms: {'met' if board < GOAL_MS else 'missed'})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
