"""A private JupyterLab server and a headless Chromium, for the browser tests and the click benchmark.

Nothing here touches the user's Jupyter set-up or the repository's notebooks:
the notebooks are copied to a scratch folder, and the server's config,
settings, workspaces and runtime files all live in that folder too.  The
server listens on 127.0.0.1 only, on a free port, with a random token, and
fetches nothing from the internet (no news feed, no update check).

Used by ``tests/browser/conftest.py`` and ``benchmarks/click_benchmark.py``::

    with LabServer(scratch_dir) as lab, sync_playwright() as pw:
        browser = launch_chromium(pw)
        page = browser.new_page()
        open_and_run(page, lab, "play.ipynb")
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import queue
import re
import secrets
import shutil
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from othello_lesson.local_server import free_port  # the one port chooser, for the tests' servers too

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
ARTIFACTS = REPO / "artifacts"

CHROMIUM = Path(os.environ.get("OTHELLO_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

SERVER_START_TIMEOUT = 90  # seconds for JupyterLab to answer /api/status
KERNEL_TIMEOUT_MS = 120_000  # kernel start + running every cell of a notebook
REDRAW_TIMEOUT_MS = 15_000  # one click until the board is redrawn
# A size change builds a new grid: three widgets per square opened in the page, which took over 15 s
# at load 8-10 (the kernel still busy, the old grid drawn).
REBUILD_TIMEOUT_MS = 60_000


def wait_for_http(url: str, process: subprocess.Popen, timeout: float, log: Path | None = None) -> bytes:
    """Poll ``url`` until it answers 200; fail early, with the log, if ``process`` dies."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with code {process.returncode}\n{log_tail(log)}")
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return response.read()
        except (urllib.error.URLError, ConnectionError, TimeoutError) as error:
            last_error = error
        time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer within {timeout} s ({last_error})\n{log_tail(log)}")


CLASSROOM_URL_LINE = re.compile(r"^\s*(http://127\.0\.0\.1:(\d+)/\?token=(\S+))\s*$")
"""The line ``othello-course present`` prints once Voila answers: its address, port and token."""


@contextlib.contextmanager
def classroom_command(arguments: list[str], folder: Path, *, what: str = "the classroom command"):
    """Run ``python -m othello_lesson.teacher.classroom ARGUMENTS`` in ``folder``; yield the address line's match.

    The address is read from what the command prints (it prints it once the page answers); the
    process is stopped by its own id at the end, whatever happened.
    """
    log = folder / "voila.log"
    with open(log, "wb") as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "othello_lesson.teacher.classroom", *arguments],
            cwd=folder,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in process.stdout], daemon=True).start()
    try:
        printed = []
        while True:
            try:
                line = lines.get(timeout=90)
            except queue.Empty:
                raise AssertionError(f"no address printed in 90 s: {printed}\n{log_tail(log)}") from None
            printed.append(line)
            match = CLASSROOM_URL_LINE.match(line)
            if match:
                break
            if process.poll() is not None and lines.empty():
                raise AssertionError(f"{what} stopped: {printed}\n{log_tail(log)}")
        yield match
    finally:
        stop_process(process)
    assert process.returncode is not None


def log_tail(log: Path | None, lines: int = 40) -> str:
    if log is None or not log.exists():
        return ""
    return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])


def stop_process(process: subprocess.Popen, grace: float = 10) -> None:
    """Stop one process we started, by its own PID: terminate, wait, then kill."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=grace)


# The front ends a LabServer can run: the module started, and the class its settings are given to.
FRONT_ENDS = {"jupyterlab": "LabApp", "notebook": "JupyterNotebookApp"}  # Notebook 7 is built on JupyterLab


class LabServer:
    """JupyterLab on 127.0.0.1:<free port> with a random token, serving a scratch copy of notebooks/.

    ``app="notebook"`` runs Notebook 7 instead, set up the same way.
    """

    def __init__(
        self,
        scratch: Path,
        notebooks: Path = NOTEBOOKS,
        *,
        kernel_path: str | None = None,
        app: str = "jupyterlab",
    ) -> None:
        self.app = app
        self.kernel_path = kernel_path  # a folder put first on the server's (and kernels') sys.path
        self.scratch = Path(scratch)
        self.root = self.scratch / "root"
        self.notebooks = Path(notebooks)
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.log = self.scratch / "jupyterlab.log"
        self.process: subprocess.Popen | None = None

    def url(self, path: str = "lab") -> str:
        return f"http://127.0.0.1:{self.port}/{path.lstrip('/')}?token={self.token}"

    def start(self) -> LabServer:
        shutil.copytree(self.notebooks, self.root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        config = self.scratch / "config"
        # Nothing fetched from the internet: no news feed, no update check, no extension index.
        (config / "labconfig").mkdir(parents=True)
        (config / "jupyter_server_config.json").write_text(
            json.dumps(
                {
                    "LabApp": {
                        "news_url": None,
                        "check_for_updates_class": "jupyterlab.handlers.announcements.NeverCheckForUpdate",
                        "extension_manager": "readonly",
                    }
                }
            )
        )
        (config / "labconfig" / "page_config.json").write_text(
            json.dumps({"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}})
        )
        settings = self.scratch / "settings"
        # Render every cell (no virtual scrolling), so the board is always in the DOM.
        tracker = settings / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
        tracker.parent.mkdir(parents=True)
        tracker.write_text(json.dumps({"windowingMode": "none"}))
        # JupyterLab's menus in English whatever the computer's language (the test extra installs the
        # Japanese language pack, which a Japanese locale would otherwise choose): the tests click them by name.
        language = settings / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
        language.parent.mkdir(parents=True)
        language.write_text(json.dumps({"locale": "en"}))
        env = dict(os.environ)
        for name, folder in [
            ("JUPYTER_CONFIG_DIR", "config"),
            ("JUPYTER_DATA_DIR", "data"),
            ("JUPYTER_RUNTIME_DIR", "runtime"),
            ("IPYTHONDIR", "ipython"),
        ]:
            env[name] = str(self.scratch / folder)
        env.pop("JUPYTER_PATH", None)
        if self.kernel_path:
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [self.kernel_path, env.get("PYTHONPATH")]))
        app = FRONT_ENDS[self.app]
        command = [
            sys.executable,
            "-m",
            self.app,
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            f"--{app}.user_settings_dir={settings}",
            f"--{app}.workspaces_dir={self.scratch / 'workspaces'}",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            command.append("--ServerApp.allow_root=True")  # CI runs as root
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                command, cwd=self.root, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log
            )
        try:
            wait_for_http(self.url("api/status"), self.process, SERVER_START_TIMEOUT, self.log)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        if self.process is not None:
            stop_process(self.process)

    def __enter__(self) -> LabServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def chromium_missing() -> str:
    """'' if Chromium is there, else why not."""
    if not CHROMIUM.exists():
        return f"Chromium not found at {CHROMIUM} (install the Debian package 'chromium')"
    return ""


def launch_chromium(playwright, *, headless: bool = True):
    """The system's Chromium (headless by default); Playwright's own browser downloads are never used."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=headless)


# --- driving JupyterLab -----------------------------------------------------------


def click_menu(page, menu: str, *items: str) -> None:
    """Click ``menu`` in JupyterLab's menu bar, then its items labelled ``items`` (a submenu, then its
    item), as a user does."""
    page.locator(".lm-MenuBar-item", has_text=re.compile(rf"^{re.escape(menu)}$")).click()
    for item in items:
        label = page.locator(
            ".lm-Menu-content .lm-Menu-itemLabel", has_text=re.compile(rf"^{re.escape(item)}$")
        )
        label.wait_for(state="visible")
        label.click()


def write_one_cell_notebook(path: Path, source: str) -> None:
    """Write a notebook of one code cell holding ``source``, with no outputs, run by the course's kernel."""
    cell = {
        "cell_type": "code",
        "execution_count": None,
        "id": f"{path.stem}-cell",
        "metadata": {},
        "outputs": [],
        "source": source,
    }
    kernelspec = {"display_name": "Python 3", "language": "python", "name": "python3"}
    notebook = {"cells": [cell], "metadata": {"kernelspec": kernelspec}, "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(notebook), encoding="utf-8")


def open_and_run(
    page, lab: LabServer, notebook: str, *, ready: str = ".othello-board .othello-square", workspace: str = ""
) -> None:
    """Open a notebook in a workspace of its own, clear its stored outputs, run all cells, wait for a live board.

    The workspace is named after the notebook unless given: JupyterLab's default
    workspace would open again, hidden beside this one, every notebook an earlier
    page of the same server opened, and draw their boards too.
    """
    page.goto(lab.url(f"lab/workspaces/{workspace or Path(notebook).stem}/tree/{notebook}"))
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook").first.wait_for(
        timeout=KERNEL_TIMEOUT_MS
    )
    wait_for_kernel(lab, notebook)
    # The kernel indicator says "Idle" once the kernel is up.
    page.locator(
        ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-NotebookPanel-toolbar .jp-Notebook-ExecutionIndicator[data-status='idle']"
    ).wait_for(timeout=KERNEL_TIMEOUT_MS)
    accept_kernel_dialog(page)
    run_afresh(page, ready=ready)


def run_afresh(page, *, ready: str = ".othello-board .othello-square") -> None:
    """Clear the open notebook's outputs, run all its cells, and wait until ``ready`` is shown.

    The stored outputs are cleared first: a board restored from the saved widget
    state would look right but is not connected to a kernel.  Run again in a page
    already open, it gives a new board, in its first state, without loading the page.
    """
    click_menu(page, "Edit", "Clear Outputs of All Cells")
    page.locator(ready).first.wait_for(state="detached", timeout=REDRAW_TIMEOUT_MS)
    run_all_cells(page)
    page.locator(ready).first.wait_for(state="visible", timeout=KERNEL_TIMEOUT_MS)


# A code cell whose prompt shows a number or '*' has been run or is queued to run.
_SOME_CELL_RAN = """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt')]
    .some((prompt) => /\\[[0-9*]+\\]/.test(prompt.textContent))"""


def wait_for_kernel(lab: LabServer, notebook: str, timeout: float = KERNEL_TIMEOUT_MS / 1000) -> None:
    """Wait until the server has an idle kernel for ``notebook`` (JupyterLab starts it on opening)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with urllib.request.urlopen(lab.url("api/sessions"), timeout=10) as response:
            sessions = json.load(response)
        states = [
            s["kernel"]["execution_state"] for s in sessions if s.get("path") == notebook and s.get("kernel")
        ]
        if "idle" in states:
            return
        time.sleep(0.2)
    raise TimeoutError(f"no idle kernel for {notebook} after {timeout} s\n{log_tail(lab.log)}")


def accept_kernel_dialog(page) -> bool:
    """If JupyterLab asks which kernel to use, take the one it proposes (the notebook's own)."""
    dialog = page.locator(".jp-Dialog")
    if dialog.count() == 0 or not dialog.first.is_visible():
        return False
    dialog.locator(".jp-Dialog-button.jp-mod-accept").first.click()
    dialog.first.wait_for(state="detached")
    return True


def run_all_cells(page, attempts: int = 10, *, menu: tuple[str, str] = ("Run", "Run All Cells")) -> None:
    """Run > Run All Cells, and see a cell start; try again if none does.

    Just after the notebook opens, the page can show an idle kernel that it is
    not connected to yet: a run asked for then is dropped silently, or makes
    JupyterLab ask which kernel to use.  A cell that is queued shows ``[*]`` at
    once, so a short wait tells whether to ask again.  ``menu``: the menu and its item, as
    JupyterLab names them in its language.
    """
    for attempt in range(1, attempts + 1):
        accept_kernel_dialog(page)
        click_menu(page, *menu)
        try:
            page.wait_for_function(_SOME_CELL_RAN, timeout=5_000)
            return
        except Exception:
            if accept_kernel_dialog(page):
                continue
            if attempt == attempts:
                raise


# --- reading the board --------------------------------------------------------------

_SQUARE_NAME = re.compile(r"\bothello-square-([a-z]+\d+)\b")


def square_name(classes: str) -> str:
    """The square's name ('d3') from its class attribute.

    >>> square_name("lm-Widget othello-square othello-square-d3 othello-disc-empty")
    'd3'
    """
    match = _SQUARE_NAME.search(classes)
    if match is None:
        raise ValueError(f"no othello-square-<name> class in {classes!r}")
    return match[1]


def _rgb(colour: str) -> str:
    """A palette colour as the browser's computed style writes it.

    >>> _rgb("#e53935")
    'rgb(229, 57, 53)'
    """
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def _drawn_squares_js() -> str:
    """A JavaScript function: each square of a board as drawn, [name, disc, mark], by computed style.

    The disc is what the square's ``::before`` is painted with (black, white or
    empty), the mark what its ``::after`` shows: "legal" (the hint dot),
    "last" (the red dot), "flipped" (the dashed ring) or "".
    """
    from othello_lesson import palette
    from othello_lesson.rules import BLACK, WHITE

    discs = {_rgb(palette.DISC_FILL[BLACK]): "black", _rgb(palette.DISC_FILL[WHITE]): "white"}
    marks = {_rgb(palette.HINT): "legal", _rgb(palette.LAST_MOVE): "last"}
    return (
        """(board) => {
        const discs = """
        + json.dumps(discs)
        + """;
        const marks = """
        + json.dumps(marks)
        + """;
        return [...board.querySelectorAll('.othello-square')].map((square) => {
            const name = (square.className.match(/\\bothello-square-([a-z]+\\d+)\\b/) || [])[1];
            const before = getComputedStyle(square, '::before');
            const after = getComputedStyle(square, '::after');
            const mark = after.borderTopStyle === 'dashed' ? 'flipped' : marks[after.backgroundColor] || '';
            return [name, discs[before.backgroundColor] || 'empty', mark];
        });
    }"""
    )


DRAWN_SQUARES = _drawn_squares_js()


def board_state(page) -> dict:
    """Everything the tests look at, read in one go from the DOM: discs and marks as drawn."""
    return page.evaluate(
        """() => {
            const drawnSquares = """
        + DRAWN_SQUARES
        + """;
            const board = document.querySelector('.othello-board');
            const cells = drawnSquares(board);
            const text = (cls) => {
                const el = board.querySelector('.' + cls);
                return el ? el.textContent.trim() : null;
            };
            const count = (disc) => cells.filter((cell) => cell[1] === disc).length;
            return {
                cells: cells.map(([name, disc]) => [name, disc]),
                squares: cells.length,
                black: count('black'),
                white: count('white'),
                empty: count('empty'),
                legal: cells.filter((cell) => cell[2] === 'legal').map((cell) => cell[0]),
                last: cells.filter((cell) => cell[2] === 'last').map((cell) => cell[0]),
                status: text('othello-status'),
                score: text('othello-score'),
                message: text('othello-message'),
            };
        }"""
    )


# True once the board has ``squares`` squares, with ``discs`` discs (black and white) and
# ``legal`` legal-move marks drawn.
BOARD_SHOWS = (
    """([squares, discs, legal]) => {
    const board = document.querySelector('.othello-board');
    if (board === null) return false;
    const cells = ("""
    + DRAWN_SQUARES
    + """)(board);
    return cells.length === squares && cells.filter((cell) => cell[1] !== 'empty').length === discs
        && cells.filter((cell) => cell[2] === 'legal').length === legal;
}"""
)


def board_from_state(state: dict) -> list[list[str]]:
    """The position shown in the browser, as a rules board."""
    from othello_lesson.rules import BLACK, EMPTY, WHITE, square_from_name

    size = round(len(state["cells"]) ** 0.5)
    board = [[EMPTY] * size for _ in range(size)]
    for name, disc in state["cells"]:
        row, col = square_from_name(name, size)
        board[row][col] = {"black": BLACK, "white": WHITE, "empty": EMPTY}[disc]
    return board


def expected_after_click(board: list[list[str]], move: tuple[int, int], white: str = "greedy") -> dict:
    """What the board must show once Black has played ``move`` and the computer has answered.

    The computer keeps playing while Black has to pass, as the clickable board
    does.  Returns the disc on every square (``{"d3": "black", ...}``), the
    squares Black may play next (hints) and whether the game is over.
    """
    from othello_lesson.game import Game
    from othello_lesson.rules import BLACK, WHITE, square_name

    game = Game(board=board, to_move=BLACK, white=white)
    game.play(*move)
    game.answer()
    colour = {BLACK: "black", WHITE: "white"}
    discs = {
        square_name(r, c): colour.get(cell, "empty")
        for r, line in enumerate(game.board)
        for c, cell in enumerate(line)
    }
    legal = sorted(square_name(*move) for move in game.legal_moves())
    return {"discs": discs, "legal": legal, "over": game.is_over}


# True once every square shows its expected disc, exactly the expected squares
# are marked legal, and the status line says whose turn it is (or game over).
WAIT_FOR_REDRAW = (
    """(expected) => {
    const board = document.querySelector('.othello-board');
    if (board === null) return false;
    const status = board.querySelector('.othello-status').textContent;
    if (!(expected.over ? status.includes('Game over') : status.includes('Black'))) return false;
    const cells = ("""
    + DRAWN_SQUARES
    + """)(board);
    if (cells.length !== Object.keys(expected.discs).length) return false;
    for (const [name, disc] of cells) {
        if (expected.discs[name] !== disc) return false;
    }
    const legal = cells.filter((cell) => cell[2] === 'legal').map((cell) => cell[0]).sort();
    return legal.join(' ') === expected.legal.join(' ');
}"""
)


# --- what is drawn ------------------------------------------------------------------

# For every square: the text a user sees on it (nothing when its text is hidden
# or transparent), where it is, relative to the grid, and what its ``::after``
# says to a screen reader.
SQUARES_AS_SEEN = """() => {
    const grid = document.querySelector('.othello-board .othello-grid');
    const origin = grid.getBoundingClientRect();
    const seen = {};
    for (const square of grid.querySelectorAll('.othello-square')) {
        const name = (square.className.match(/\\bothello-square-([a-z]+\\d+)\\b/) || [])[1];
        const style = getComputedStyle(square);
        const colour = style.color.match(/[\\d.]+/g).map(Number);
        const hidden = parseFloat(style.fontSize) === 0 || colour[3] === 0 || style.visibility !== 'visible';
        const box = square.getBoundingClientRect();
        seen[name] = {
            text: hidden ? '' : square.textContent.trim(),
            colour: colour.slice(0, 3),
            label: square.textContent.trim(),
            box: [box.left - origin.left, box.top - origin.top, box.width, box.height],
            said: getComputedStyle(square, '::after').content,
        };
    }
    return seen;
}"""

# Where to look in a square (fractions of its width and height): the disc is
# drawn round the centre (radius 0.4), the marks (hint, last move) at the very
# centre, and the corner shows the square itself.
DISC_PROBE = (0.5, 0.25)
MARK_PROBE = (0.5, 0.5)
SQUARE_PROBE = (0.07, 0.07)
RING_PROBES = [(0.5, 0.045), (0.5, 0.955), (0.045, 0.5), (0.955, 0.5), (0.18, 0.18), (0.82, 0.82)]


def rgb_of(colour: str) -> tuple[int, int, int]:
    """``(r, g, b)`` of a ``#rrggbb`` colour of the palette."""
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def is_near(pixel, colour: tuple[int, int, int], tolerance: int = 40) -> bool:
    """Is ``pixel`` within ``tolerance`` of ``colour`` in each of red, green and blue?"""
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))


def _disc_of_colour(rgb) -> str:
    """'black', 'white' or 'empty' (neither): what a pixel (or a text colour) shows."""
    light = sum(rgb) / 3
    if light < 70:
        return "black"
    if light > 200:
        return "white"
    return "empty"


def png_pixels(png: bytes) -> Image.Image:
    """A screenshot (PNG bytes) as an RGB image whose pixels can be read: ``.getpixel((x, y))``."""
    return Image.open(io.BytesIO(png)).convert("RGB")


def pixels_at(png: bytes, points) -> list[list[int]]:
    """The [r, g, b] of a screenshot at each (x, y) point, rounded to the nearest pixel.

    A point outside the picture reads black: the boxes are read just before the screenshot, and a
    board being redrawn (a size change) may have moved in between; the caller's wait then tries again.
    """
    image = png_pixels(png)

    def pixel(x: float, y: float) -> list[int]:
        at = (int(x + 0.5), int(y + 0.5))
        inside = 0 <= at[0] < image.width and 0 <= at[1] < image.height
        return list(image.getpixel(at)) if inside else [0, 0, 0]

    return [pixel(x, y) for x, y in points]


def squares_and_pixels(page, probes) -> tuple[dict[str, dict], dict[str, list[list[int]]]]:
    """Every square as ``SQUARES_AS_SEEN`` reads it, and its pixels at ``probes`` (fractions of its box).

    The page's first board, as ``SQUARES_AS_SEEN`` reads it (a lesson may show several).
    """
    seen = page.evaluate(SQUARES_AS_SEEN)
    png = page.locator(".othello-board .othello-grid").first.screenshot()
    names = sorted(seen)
    points = []
    for name in names:
        x, y, width, height = seen[name]["box"]
        points += [[x + fx * width, y + fy * height] for fx, fy in probes]
    pixels = pixels_at(png, points)
    each = len(probes)
    return seen, {name: pixels[i * each : (i + 1) * each] for i, name in enumerate(names)}


def drawn_board(page) -> dict[str, dict]:
    """For every square, what is drawn: the text seen on it and what its pixels show.

    ``text_disc`` is the disc a visible text glyph (``●``) shows, by its colour;
    ``disc`` is the disc the pixels show; ``mark`` is "hint", "last" or "" from
    the pixel at the centre of the square; ``ring`` says whether any pixel of
    the flipped-disc ring shows its amber colour; ``label`` is the square's text,
    seen or not (what a screen reader says).
    """
    from othello_lesson import palette

    seen, pixels = squares_and_pixels(page, [DISC_PROBE, MARK_PROBE, SQUARE_PROBE, *RING_PROBES])
    square, hint, red, amber = (
        rgb_of(palette.SQUARE),
        rgb_of(palette.HINT),
        rgb_of(palette.LAST_MOVE),
        rgb_of(palette.FLIPPED),
    )
    hint_on_square = tuple(
        round(palette.HINT_OPACITY * h + (1 - palette.HINT_OPACITY) * s)
        for h, s in zip(hint, square, strict=True)
    )
    drawn = {}
    for name in sorted(seen):
        disc_px, mark_px, square_px, *ring_px = pixels[name]
        text = seen[name]["text"]
        text_disc = _disc_of_colour(seen[name]["colour"]) if "●" in text or "○" in text else "empty"
        mark = "last" if is_near(mark_px, red) else "hint" if is_near(mark_px, hint_on_square, 20) else ""
        drawn[name] = {
            "text": text,
            "text_disc": text_disc,
            "disc": "empty" if is_near(disc_px, square, 30) else _disc_of_colour(disc_px),
            "mark": mark,
            "ring": any(is_near(p, amber) for p in ring_px),
            "square": list(square_px),
            "label": seen[name]["label"],
        }
    return drawn


def screenshot(page, name: str) -> None:
    """Keep a picture of the whole page in ``artifacts/`` (for a person reading a failure)."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def wait_until_no_differences(
    page, differences: Callable[[], list[str]], what: str, *, timeout_ms: int = REDRAW_TIMEOUT_MS
) -> None:
    """Wait (for the redraw, not a fixed time) until ``differences()`` finds none; else fail with them.

    ``differences`` reads the screen and compares it with the model, one line per square drawn wrong.
    """
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        problems = differences()
        if not problems:
            return
        if time.monotonic() > deadline:
            screenshot(page, "drawn-wrong-" + what.replace(" ", "-"))
            raise AssertionError(f"after {what}, the board drawn is not the model:\n" + "\n".join(problems))
        page.wait_for_timeout(200)  # a poll between two readings of the screen, not a margin


def expected_drawing(game, *, hints: bool = True) -> dict[str, dict]:
    """What every square must show for ``game`` (a ``Game``): disc, mark and flipped ring."""
    from othello_lesson.rules import BLACK, WHITE, square_name

    legal = set(game.legal_moves()) if hints else set()
    expected = {}
    for row, line in enumerate(game.board):
        for col, cell in enumerate(line):
            move = (row, col)
            mark = "last" if move == game.last_move else "hint" if move in legal else ""
            expected[square_name(row, col)] = {
                "disc": {BLACK: "black", WHITE: "white"}.get(cell, "empty"),
                "mark": mark,
                "ring": move in game.flipped,
            }
    return expected


def drawing_differences(page, game, *, hints: bool = True) -> list[str]:
    """Every way the drawn board differs from ``game``; [] when the picture is the model."""
    drawn = drawn_board(page)
    expected = expected_drawing(game, hints=hints)
    problems = []
    if sorted(drawn) != sorted(expected):
        return [f"squares drawn {sorted(drawn)}, expected {sorted(expected)}"]
    for name, want in expected.items():
        got = drawn[name]
        if got["text_disc"] not in ("empty", want["disc"]) or (got["text_disc"] == "empty" and got["text"]):
            problems.append(
                f"{name}: its text shows {got['text']!r} ({got['text_disc']}), the model {want['disc']}"
            )
        if got["disc"] != want["disc"]:
            problems.append(f"{name}: its pixels show {got['disc']}, the model {want['disc']}")
        if got["mark"] != want["mark"]:
            problems.append(
                f"{name}: marked {got['mark'] or 'nothing'!r}, the model {want['mark'] or 'nothing'!r}"
            )
        if got["ring"] != want["ring"]:
            problems.append(f"{name}: flipped ring {'drawn' if got['ring'] else 'missing'}")
    return problems


# --- Japanese drawn as glyphs -----------------------------------------------------------------

# Draws each string alone on a canvas in the font of the element ``selector``; gives back each drawing's pixels,
# as a string, so that two drawings compare equal only if they are the same shape.
DRAWINGS = """([selector, texts]) => {
    const font = getComputedStyle(document.querySelector(selector)).font;
    return texts.map((text) => {
        const canvas = document.createElement('canvas');
        canvas.width = 64; canvas.height = 64;
        const context = canvas.getContext('2d');
        context.font = font.replace(/\\d+(\\.\\d+)?px/, '40px');
        context.fillStyle = '#000';
        context.fillText(text, 4, 48);
        const pixels = context.getImageData(0, 0, 64, 64).data;
        let ink = 0, shape = '';
        for (let i = 3; i < pixels.length; i += 4) { ink += pixels[i] > 0; shape += pixels[i] > 127 ? '#' : '.'; }
        return {ink, shape};
    });
}"""


def fonts_drawing(page, selector: str) -> list[str]:
    """The fonts Chromium drew the text of ``selector``'s element with (its own report, through CDP)."""
    session = page.context.new_cdp_session(page)
    try:
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        node = session.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        fonts = session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    finally:
        session.detach()
    return [font["familyName"] for font in fonts]


def assert_drawn_as_japanese_glyphs(page, selector: str) -> None:
    """The text of ``selector`` is drawn in a Japanese font (Chromium names it), and 黒, 白 and 番 in that
    font draw three shapes, where two characters no font has draw one and the same empty box."""
    used = fonts_drawing(page, selector)
    assert any("CJK JP" in font or "IPA" in font for font in used), used
    japanese = page.evaluate(DRAWINGS, [selector, ["黒", "白", "番"]])
    boxes = page.evaluate(DRAWINGS, [selector, ["\U0010fffd", "\U0010fffc"]])
    assert all(drawing["ink"] > 40 for drawing in japanese + boxes)
    assert boxes[0]["shape"] == boxes[1]["shape"], "characters no font has should draw one box"
    assert len({drawing["shape"] for drawing in japanese}) == 3, "黒, 白 and 番 drew as the same box"
