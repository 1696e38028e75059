"""The course as a static JupyterLite site, in a real (headless) Chromium, with nothing from the internet.

The site is built from a clean copy of the repository by ``tools/build_site.py``
(the students' build, the default: no worked solutions), served on 127.0.0.1; every
file it serves, archives opened, is searched for a line only a worked solution has
(the teacher's build differs only in its course wheel and its ``solutions/`` folder,
both checked in ``tests/test_students_package.py`` and ``tests/test_wheel.py``).  It is used
as a student would, in one browser: the landing page, lesson 00 run cell by cell
with the outputs nbval expects on the desktop (its pictures and its clickable
board drawn), a lesson put back as shipped from inside a notebook (lesson 00's,
whose kernel is running by then), lesson 00 saved and its tab closed; then the
site opened again from the landing page, lesson 07 run with the outputs nbval
expects and a 4x4 game played on its board by clicks, lesson 07 saved and opened
in another page (the board shown as it was, with the line to run the cell), and, in lesson 07's kernel,
the student's work still there, and the kernel running on the bytecode that the
build made.  In a second student's browser, a wrong answer typed into lesson 04's
exercise cell and its check run: the report drawn as pictures, its marks on exactly
the squares that differ (and a bitboard check of lesson 10 likewise).  Pyodide
starts three times in the file: each start is about 10 seconds of one core's
work, 20 when the site shipped its Python as source only.  Every
request the browser makes is recorded (the kernel's worker and the site's service
worker included); one to any host but 127.0.0.1 is refused and fails the test.
"""

from __future__ import annotations

import io
import json
import os
import re
import time
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

# Playwright reports the requests of service workers only when asked before it starts.
os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")

import pytest
from _lite_site import (
    ALL_RAN,
    CELL_TIMEOUT_MS,
    KERNEL_TIMEOUT_MS,
    READ_OUTPUTS,
    RequestRecorder,
    SiteServer,
    build_site,
    differences,
    normalized,
    stored_outputs,
)
from _othello_browser import (
    ARTIFACTS,
    BOARD_SHOWS,
    REDRAW_TIMEOUT_MS,
    WAIT_FOR_REDRAW,
    assert_drawn_as_japanese_glyphs,
    board_from_state,
    board_state,
    click_menu,
    expected_after_click,
)
from _saved_board import picture_source, saved_boards_shown
from _solved_exercises import solution_only_lines, solutions_in_files

from othello_lesson import rules
from othello_lesson.exercises import lesson4, lesson10, pictures
from othello_lesson.game import Game
from othello_lesson.rules import (
    BLACK,
    WHITE,
    IllegalMoveError,
    count_discs,
    square_from_name,
    square_name,
    winner,
)
from othello_lesson.svg import MARK_COLOURS, bit_squares
from othello_lesson.widget._words import BOARD_WORDS

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]

FIGURES: dict[str, float] = {}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    built = build_site(tmp_path_factory.mktemp("lite"))  # the students' site
    FIGURES["build seconds"] = round(built["seconds"], 1)
    FIGURES["site MB"] = round(built["bytes"] / 1e6, 1)
    with SiteServer(built["folder"]) as server:
        yield {"server": server, **built}
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "lite-figures.json").write_text(json.dumps(FIGURES, indent=1))
    print("\nJupyterLite site figures:", FIGURES)


def new_student(browser, site) -> dict:
    """A student's browser: a context of its own whose every request is recorded (and kept on 127.0.0.1)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(60_000)
    recorder = RequestRecorder()
    recorder.attach(context)
    return {"context": context, "requests": recorder, "server": site["server"], "folder": site["folder"]}


def goodbye(student) -> None:
    """Close the student's browser: no request went to another host."""
    student["context"].close()
    assert student["requests"].foreign == [], f"requests to other hosts: {student['requests'].foreign}"


@pytest.fixture(scope="module")
def student(browser, site):
    """One student's browser, shared by the tests that use it."""
    student = new_student(browser, site)
    yield student
    goodbye(student)


@pytest.fixture(scope="module")
def lesson_00(student):
    """Lesson 00 opened from the landing page and run cell by cell: its page, and what its cells showed.

    What the cells showed is read at once, so the test of lesson 00 compares exactly
    that, whichever test runs first; the page, whose kernel is running, then serves
    ``put_back``, which runs code of its own there (Pyodide does not start again for it:
    a start takes half a minute on a busy 2-core machine).
    """
    page = student["context"].new_page()
    times = open_lesson(page, student, "00-welcome.ipynb")
    FIGURES.update({f"lesson 00 {name} (s)": round(value, 1) for name, value in times.items()})
    shown = page.evaluate(READ_OUTPUTS)
    yield {"page": page, "shown": shown}
    page.close()


def nothing_from_elsewhere(student) -> None:
    foreign = student["requests"].foreign
    assert foreign == [], f"the site asked another host for: {foreign[:5]}"
    assert student["requests"].urls, "no request was recorded at all"


def open_lesson(page, student, notebook: str) -> dict:
    """Open a lesson from the landing page, clear its stored outputs, run every cell; return timings."""
    started = time.monotonic()
    page.goto(student["server"].url("index.html"))
    page.locator(f'a[href="lab/index.html?path={notebook}"]').click()
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-CodeCell").first.wait_for(
        timeout=KERNEL_TIMEOUT_MS
    )
    shown = time.monotonic()
    page.locator(
        ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-NotebookPanel-toolbar .jp-Notebook-ExecutionIndicator[data-status='idle']"
    ).wait_for(timeout=KERNEL_TIMEOUT_MS)
    click_menu(page, "Edit", "Clear Outputs of All Cells")
    page.wait_for_function(
        "() => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output').length === 0"
    )
    click_menu(page, "Run", "Run All Cells")
    page.wait_for_function(
        """() => /\\[1\\]/.test(document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt')
                                .textContent)""",
        timeout=KERNEL_TIMEOUT_MS,
    )
    first = time.monotonic()
    page.wait_for_function(ALL_RAN, timeout=KERNEL_TIMEOUT_MS)
    done = time.monotonic()
    return {
        "notebook shown": shown - started,
        "first cell ran": first - started,
        "all cells ran": done - started,
    }


LAST_CELL_RAN = """() => {
    const prompts = document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt');
    return /\\[\\d+\\]/.test(prompts[prompts.length - 1].textContent);
}"""


def save_notebook(page) -> None:
    """Save the open notebook with Ctrl+S; return once it is saved (its tab no longer marked changed).

    The mark is waited for first: without it there is nothing to save, and a wait for
    its absence would end at once, before the save (the page could then close first).
    """
    page.locator(CHANGED_TAB).wait_for(timeout=CELL_TIMEOUT_MS)
    page.keyboard.press("Control+s")
    page.locator(CHANGED_TAB).wait_for(state="detached", timeout=CELL_TIMEOUT_MS)


def append_cell(page, code: str) -> None:
    """Add a code cell holding ``code`` at the end of the open notebook (in command mode after)."""
    # While the notebook is still being laid out a spinner covers it and takes the click.
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Spinner").first.wait_for(
        state="detached", timeout=KERNEL_TIMEOUT_MS
    )
    cells = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell")
    before = cells.count()
    cells.last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    # Each key waits for what the one before did: on a loaded machine a key pressed early goes
    # elsewhere, and the text would be typed into no cell at all.
    page.wait_for_function(
        "([selector, before]) => document.querySelectorAll(selector).length > before",
        arg=[".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell", before],
        timeout=CELL_TIMEOUT_MS,
    )
    page.keyboard.press("Enter")
    cells.last.locator(".cm-editor.cm-focused").wait_for(timeout=CELL_TIMEOUT_MS)
    page.keyboard.insert_text(code)
    page.wait_for_function(
        "([selector, line]) => [...document.querySelectorAll(selector)].pop().textContent.includes(line)",
        arg=[".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell", code.splitlines()[0]],
        timeout=CELL_TIMEOUT_MS,
    )
    page.keyboard.press("Escape")


def run_code(page, code: str) -> str:
    """Add a cell at the end of the open notebook, run it, and return what it shows."""
    append_cell(page, code)
    page.keyboard.press("Control+Enter")
    cell = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell").last
    page.wait_for_function(LAST_CELL_RAN, timeout=KERNEL_TIMEOUT_MS)  # the first cell waits for Pyodide
    return cell.locator(".jp-OutputArea").inner_text()


def test_the_landing_page_lists_every_lesson_and_no_worked_solution(student):
    page = student["context"].new_page()
    page.goto(student["server"].url())
    lessons = sorted(path.name for path in (student["folder"] / "files").glob("*.ipynb"))
    assert "00-welcome.ipynb" in lessons and "07-click-to-play.ipynb" in lessons
    assert not (student["folder"] / "files" / "solutions").exists()
    for name in lessons:
        assert page.locator(f'a[href="lab/index.html?path={name}"]').count() == 1, name
    assert page.locator('a[href*="solutions/"]').count() == 0
    assert "Worked solutions" not in page.locator("body").inner_text()
    page.close()
    nothing_from_elsewhere(student)


def served_files(site) -> list[tuple[str, bytes]]:
    """Every file of the site, as its server hands it out: its path and its bytes."""
    folder = site["folder"]
    files = []
    for path in sorted(path for path in folder.rglob("*") if path.is_file()):
        name = path.relative_to(folder).as_posix()
        with urllib.request.urlopen(site["server"].url(urllib.parse.quote(name)), timeout=60) as response:
            files.append((name, response.read()))
    return files


def test_nothing_the_students_site_serves_holds_a_worked_solution(site, tmp_path):
    """Every file the site serves, and every file inside its archives (the course's wheel, Python's zip), is
    searched for the lines that only the worked solutions have; a copy of its course wheel with one
    solution put back in is caught by the same search."""
    needles = solution_only_lines()
    files = served_files(site)
    wheels = [name for name, _ in files if re.search(r"othello_lesson-.*\.whl$", name)]
    assert len(wheels) == 1 and len(files) > 100, [name for name, _ in files][:20]
    assert solutions_in_files(files, needles) == []
    FIGURES["files the students' site serves"] = len(files)

    (course,) = (data for name, data in files if name == wheels[0])
    leaky = tmp_path / "othello_lesson-0.1.0-py3-none-any.whl"
    with (
        zipfile.ZipFile(io.BytesIO(course)) as source,
        zipfile.ZipFile(leaky, "w", zipfile.ZIP_DEFLATED) as copy,
    ):
        for info in source.infolist():
            copy.writestr(info, source.read(info))
        solved = REPO / "notebooks" / "solutions" / "06-who-won.ipynb"
        copy.write(solved, "othello_lesson/notebooks/solutions/06-who-won.ipynb")
    found = solutions_in_files([(wheels[0], leaky.read_bytes())], needles)
    where = "!othello_lesson/notebooks/solutions/06-who-won.ipynb holds "
    assert found and all(where in line for line in found), found[:3]  # it holds lessons 3 to 6's answers
    assert any(f"{where}06-who-won: " in line for line in found), found


def test_no_lesson_of_the_students_site_can_list_a_worked_solution(student, lesson_07):
    """The package the browser's Python installed holds the lessons, and no ``solutions`` folder."""
    shown = run_code(
        lesson_07["page"],
        "from pathlib import Path\n"
        "import othello_lesson\n"
        "package = Path(othello_lesson.__file__).parent\n"
        "print('solved:', sorted(p.name for p in package.rglob('*') if 'solution' in p.as_posix().lower()))\n"
        "print('lessons:', len(list((package / 'notebooks').glob('*.ipynb'))))",
    )
    lessons = len(list((student["folder"] / "files").glob("*.ipynb")))
    assert "solved: []" in shown, shown
    assert f"lessons: {lessons}" in shown, shown
    nothing_from_elsewhere(student)


def test_lesson_00_shows_what_nbval_expects_on_the_desktop(student, lesson_00):
    stored = stored_outputs(student["folder"] / "files" / "00-welcome.ipynb")
    assert differences(stored, lesson_00["shown"]) == []
    nothing_from_elsewhere(student)


# The student's own edit of lesson 1 (as a save from JupyterLab would write it), then a reset.
PUT_LESSON_1_BACK = (
    "import json\n"
    "from pathlib import Path\n"
    "from othello_lesson.course import is_as_shipped, reset_lesson\n"
    "mine = Path('01-the-board.ipynb')\n"
    "notebook = json.loads(mine.read_text())\n"
    "notebook['cells'][0]['source'] = 'my own notes'\n"
    "mine.write_text(json.dumps(notebook))\n"
    "done = reset_lesson(1, '.')\n"
    "print(done.message())\n"
    "print('as shipped:', is_as_shipped(mine))\n"
    "print('kept:', 'my own notes' in done.backup.read_text())"
)

# JupyterLab marks a changed document on its tab (the "●"), not on the document's own widget.
CHANGED_TAB = ".lm-TabBar-tab.lm-mod-current.jp-mod-dirty"

# Waits (up to the given milliseconds) until the workspace JupyterLite keeps in the browser's storage
# (IndexedDB, a store named 'statedb') has no notebook open in the main area; true if it came to that.
# It is saved about a second after a tab is closed.  (Playwright's wait_for_function does not wait
# for a promise: it would take the promise itself for true.)
STORED_WORKSPACE_WITHOUT_NOTEBOOK = """async (timeout) => {
    const read = (request) => new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
    });
    const noNotebookOpen = async () => {
        for (const { name } of await indexedDB.databases()) {
            const db = await read(indexedDB.open(name));
            try {
                if (!db.objectStoreNames.contains('statedb')) continue;
                const values = await read(db.transaction('statedb').objectStore('statedb').getAll());
                const layouts = values.map((value) => value && value.data && value.data['layout-restorer:data']);
                return layouts.some(Boolean)
                    && layouts.every((layout) => !layout || !JSON.stringify(layout.main || {}).includes('notebook:'));
            } finally {
                db.close();
            }
        }
        return false;
    };
    const end = Date.now() + timeout;
    while (Date.now() < end) {
        if (await noNotebookOpen()) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
}"""


@pytest.fixture(scope="module")
def put_back(lesson_00):
    """Lesson 1 edited and put back as shipped from lesson 00's kernel; lesson 00 then saved and closed.

    Returns what the added cell showed.  The student saves lesson 00 (the added cell
    with it) and closes its tab before leaving the page: JupyterLite keeps the open
    tabs in the browser's storage and would open lesson 00 again, and start its
    kernel, beside the next lesson the student opens.
    """
    page = lesson_00["page"]
    shown = run_code(page, PUT_LESSON_1_BACK)
    save_notebook(page)
    click_menu(page, "File", "Close Tab")
    page.wait_for_function("() => document.querySelectorAll('.jp-NotebookPanel').length === 0")
    assert page.evaluate(STORED_WORKSPACE_WITHOUT_NOTEBOOK, CELL_TIMEOUT_MS), "the closed tab is still stored"
    page.close()  # the page's kernel goes with it
    return shown


@pytest.fixture(scope="module")
def lesson_07(student, put_back):
    """Lesson 07 opened from the landing page once lesson 00 is put aside, and run cell by cell.

    This opens the site again in the same browser, with the student's storage as
    ``put_back`` left it: a reload, for the student's work.  What the cells showed is
    read at once, before a test adds a cell of its own.
    """
    page = student["context"].new_page()
    times = open_lesson(page, student, "07-click-to-play.ipynb")
    FIGURES.update({f"lesson 07 {name} (s)": round(value, 1) for name, value in times.items()})
    yield {"page": page, "shown": page.evaluate(READ_OUTPUTS)}
    page.close()


def test_a_lesson_is_put_back_from_a_notebook(student, put_back):
    """From a notebook whose kernel is running, a lesson the student changed is put back, their version kept."""
    shown = put_back
    assert "01-the-board.ipynb is back as shipped; your version is kept in" in shown, shown
    assert "as shipped: True" in shown and "kept: True" in shown, shown
    nothing_from_elsewhere(student)


def test_lesson_07_runs_and_a_4x4_game_is_played_to_the_end_by_clicks(student, lesson_07):
    """Lesson 07 shows what nbval expects, and its board plays a whole 4x4 game by clicks, each redraw checked."""
    stored = stored_outputs(student["folder"] / "files" / "07-click-to-play.ipynb")
    assert differences(stored, lesson_07["shown"]) == []
    page = lesson_07["page"]
    board = page.locator(".othello-board").first  # play(6, white="greedy"): Black is the human
    board.locator(".othello-size button", has_text="4x4").click()
    board.locator(".othello-new-game").click()
    page.wait_for_function(BOARD_SHOWS, arg=[16, 4, 4], timeout=REDRAW_TIMEOUT_MS)
    state = board_state(page)
    clicks = []
    game = Game(4, white="greedy")  # the model, for the picture a save keeps (see the next test)
    while state["legal"]:
        assert "Black" in state["status"], state["status"]
        name = state["legal"][0]
        expected = expected_after_click(board_from_state(state), square_from_name(name, 4))
        started = time.monotonic()
        board.locator(f".othello-square-{name}").click()
        page.wait_for_function(WAIT_FOR_REDRAW, arg=expected, timeout=REDRAW_TIMEOUT_MS)
        clicks.append(time.monotonic() - started)
        game.play(*square_from_name(name, 4))
        while game.computer_answers_now:
            game.computer_move()
        state = board_state(page)
        assert len(clicks) <= 12, "a 4x4 game has only 12 empty squares"
    assert board_from_state(state) == game.board
    lesson_07["game"] = game
    black, white = count_discs(board_from_state(state))
    verdict = {BLACK: "Black wins", WHITE: "White wins"}.get(winner(board_from_state(state)), "draw")
    assert state["status"].startswith("Game over"), state["status"]
    assert f"Black {black}" in state["status"] and f"{white} White" in state["status"], state["status"]
    assert verdict in state["status"], state["status"]
    FIGURES["4x4 clicks"] = len(clicks)
    FIGURES["click to redrawn board, median over the game (ms, seen from the test)"] = round(
        sorted(clicks)[len(clicks) // 2] * 1000
    )
    page.screenshot(path=str(ARTIFACTS / "lite-07-game-over.png"))
    nothing_from_elsewhere(student)


def test_lesson_07_saved_and_opened_again_shows_the_board_as_it_was(student, lesson_07):
    """Lesson 07 saved after the game, then opened in another page (whose kernel runs no cell).

    The notebook saved in the browser's storage is not trusted there: its picture still
    shows (an image in HTML), the game's last position, with the line to run the cell.
    """
    game = lesson_07.get("game")
    assert game is not None, "the 4x4 game was not played"
    expected = picture_source(game)
    page = lesson_07["page"]
    page.wait_for_function(
        "(source) => document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .othello-saved-board img')"
        ".getAttribute('src') === source",
        arg=expected,
        timeout=REDRAW_TIMEOUT_MS,
    )
    save_notebook(page)
    again = student["context"].new_page()
    try:
        again.goto(student["server"].url("lab/index.html?path=07-click-to-play.ipynb"))
        picture = ".jp-NotebookPanel:not(.lm-mod-hidden) .othello-saved-board img"
        again.locator(picture).first.wait_for(timeout=KERNEL_TIMEOUT_MS)
        again.wait_for_function(
            f"() => [...document.querySelectorAll({json.dumps(picture)})].every((image) => image.naturalWidth > 0)",
            timeout=CELL_TIMEOUT_MS,
        )
        shown = saved_boards_shown(again)
        again.screenshot(path=str(ARTIFACTS / "lite-07-opened-again.png"))
    finally:
        again.close()
    assert len(shown) >= 4, shown
    assert all(
        board["visible"] and board["decoded"] and board["text"] == BOARD_WORDS["run_again"] for board in shown
    )
    assert shown[0]["source"] == expected, "the first board is not shown as it was saved"
    assert not any(board["live_board_after"] for board in shown)
    nothing_from_elsewhere(student)


def test_work_survives_a_reload(student, lesson_07):
    """The site opened again (lesson 07, same browser): the student's work is still in the browser's storage.

    In lesson 07's kernel: the backup the reset made is in ``.backups/``, and lesson 00
    as saved still holds the cell that was added to it.  Lesson 00, whose tab the
    student closed, was not opened again.
    """
    page = lesson_07["page"]
    open_notebooks = page.locator(".jp-NotebookPanel").count()
    assert open_notebooks == 1, f"{open_notebooks} notebooks open, not lesson 07 alone"
    shown = run_code(
        page,
        "import json\n"
        "from pathlib import Path\n"
        "print(sorted(p.name.split('-2')[0] for p in Path('.backups').glob('*.ipynb')))\n"
        "saved = json.loads(Path('00-welcome.ipynb').read_text())\n"
        "sources = [''.join(cell['source']) for cell in saved['cells'] if cell['cell_type'] == 'code']\n"
        "print('saved cell:', any(\"done = reset_lesson(1, '.')\" in source for source in sources))",
    )
    assert "['01-the-board']" in shown, shown
    assert "saved cell: True" in shown, f"the saved cell is gone: {shown}"
    nothing_from_elsewhere(student)


def test_the_kernel_runs_on_the_bytecode_the_build_made(student, lesson_07):
    """The standard library and the course are imported from the bytecode made at build time, not compiled."""
    shown = run_code(
        lesson_07["page"],
        "import importlib.util, json\n"
        "import othello_lesson.rules as rules\n"
        "made = open(importlib.util.cache_from_source(rules.__file__), 'rb').read(16)\n"
        "print('stdlib:', json.__file__)\n"
        "print('course:', made[4:8] == bytes([1, 0, 0, 0]), rules.__file__.endswith('.py'))",
    )
    assert re.search(r"stdlib: \S+\.zip/json/__init__\.pyc", shown), shown  # zipimport took the .pyc
    # Flags 0b01: the hash-based, unchecked bytecode of tools/pyodide_compile.py (Pyodide's Python
    # writes no bytecode of its own: without the build's, there is no such file).
    assert "course: True True" in shown, shown
    nothing_from_elsewhere(student)


def test_the_site_speaks_japanese_on_the_board_with_jupyterlabs_japanese_menus_at_hand(student, lesson_07):
    """The Japanese course on the same site: the translations ship in the site's wheel, a board in Japanese
    is drawn in a Japanese font, the translated lessons are served beside the English ones, and JupyterLite
    has JupyterLab's Japanese language pack (``tools/build_site.py --lang ja`` chooses it for the menus)."""
    page = lesson_07["page"]
    append_cell(
        page,
        "from othello_lesson.language import use_language\n"
        "from othello_lesson.widget import play\n"
        "use_language('ja')\n"
        "japanese = play(4, white='greedy')\n"
        "japanese.add_class('othello-in-japanese')\n"
        "japanese.squares[(0, 1)].click()\n"
        "display(japanese)\n"
        "use_language('en')  # the other tests of this page speak English",
    )
    page.keyboard.press("Control+Enter")
    page.wait_for_function(LAST_CELL_RAN, timeout=KERNEL_TIMEOUT_MS)
    status, message = ".othello-in-japanese .othello-status", ".othello-in-japanese .othello-message"
    page.locator(status).wait_for(timeout=CELL_TIMEOUT_MS)
    assert page.locator(status).inner_text() == "黒 ● の番です。マスをクリックしてください。"
    assert page.locator(message).inner_text().splitlines() == [
        "黒が b1 に打ち、1枚裏返しました。",
        "白（欲張り）が a1 に打ち、1枚裏返しました。",
    ]
    assert_drawn_as_japanese_glyphs(page, status)
    server = student["server"]
    packs = json.loads(urllib.request.urlopen(server.url("api/translations/all.json"), timeout=30).read())
    assert "ja_JP" in packs["data"], packs
    menus = json.loads(urllib.request.urlopen(server.url("api/translations/ja_JP.json"), timeout=30).read())
    jupyterlab = menus["data"]["jupyterlab"]
    assert jupyterlab["menu\u0004File"] == ["ファイル"] and jupyterlab["Run All Cells"] == [
        "すべてのセルを実行"
    ]
    translated = sorted(path.name for path in (REPO / "notebooks" / "ja").glob("*.ipynb"))
    served = {path.name for path in (student["folder"] / "files" / "ja").glob("*.ipynb")}
    assert set(translated) <= served, sorted(set(translated) - served)
    nothing_from_elsewhere(student)


def test_the_checks_progress_is_kept_in_the_browsers_storage(student, lesson_07):
    """Lesson 00's checks, run in another kernel before the reload, are in lesson 07's progress file."""
    shown = run_code(
        lesson_07["page"],
        "from pathlib import Path\n"
        "from othello_lesson.exercises.log import progress_file, read_outcomes\n"
        "outcomes = read_outcomes()\n"
        "print('file:', progress_file().relative_to(Path.cwd()).as_posix())\n"
        "print('lessons:', sorted({entry['lesson'] for entry in outcomes}))\n"
        "print('lesson 0:', sorted({entry['exercise'] for entry in outcomes if entry['lesson'] == 0}))",
    )
    assert "file: .progress/progress.jsonl" in shown, shown
    assert "lessons: [0, 7]" in shown, shown
    assert "lesson 0: ['discs_after_move', 'flips_along', 'who_is_winning']" in shown, shown
    nothing_from_elsewhere(student)


# --- a failing check, drawn in the site -------------------------------------------------------

# A student's first try at lesson 04's place_move, as typed into its exercise cell: the disc itself
# is never put down.
WRONG_PLACE_MOVE = '''def place_move(board, row, col, colour):
    """Play `colour`'s disc at (row, col) and flip every disc it sandwiches."""
    flips = rules.flipped_discs(board, row, col, colour)
    if not flips:
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    for r, c in flips:
        board[r][c] = colour
    return board'''

# Lesson 10's legal_bits without the masks (a line may wrap round the edge), checked in a cell of its own.
WRONG_LEGAL_BITS = """from othello_lesson.boards import bitboard
from othello_lesson.exercises.lesson10 import check_legal_bits

def legal_bits(me, opponent, size):
    full = (1 << size * size) - 1
    legal = 0
    for step, mask in bitboard.geometry(size).directions:
        line = opponent & bitboard.shift(me, step, full)
        for _ in range(size - 3):
            line |= opponent & bitboard.shift(line, step, full)
        legal |= bitboard.shift(line, step, full)
    return legal & full & ~(me | opponent)

check_legal_bits(legal_bits)"""

# Each board of a report as drawn: its kind, how many SVGs and squares it has, the squares of its
# bits, and each mark: its class, its fill, whether it shows, and the square it is drawn on, found
# from where it is on the page (the square whose drawn box holds the mark's centre).
DRAWN_REPORT = """(report) => [...report.querySelectorAll('figure.othello-report-board')].map((figure) => {
    const squares = [...figure.querySelectorAll('svg rect.square')].map((square) => ({
        name: square.getAttribute('class').split(' ')[1], box: square.getBoundingClientRect()}));
    const under = (element) => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const found = squares.filter((s) => s.box.left <= x && x <= s.box.right && s.box.top <= y && y <= s.box.bottom);
        return found.length === 1 ? found[0].name : null;
    };
    return {
        board: figure.classList[1],
        svgs: figure.querySelectorAll('svg').length,
        squares: squares.length,
        bits: [...figure.querySelectorAll('svg .bit')].map(under),
        marks: [...figure.querySelectorAll('svg .differs, svg .missing, svg .extra, svg .asked')].map((mark) => {
            const box = mark.getBoundingClientRect();
            const style = getComputedStyle(mark);
            return {
                kind: mark.getAttribute('class').split(' ')[0],
                square: under(mark),
                fill: style.fill,
                shown: box.width > 0 && box.height > 0 && style.visibility === 'visible'
                    && style.display !== 'none' && Number(style.opacity) > 0,
            };
        }),
    };
})"""


def typed_function(source: str, name: str, **names):
    """The function a cell's ``source`` defines, made here too (the names the notebook gives it, given)."""
    namespace = dict(names)
    exec(source, namespace)  # the very text typed into the page: running it here is the point
    return namespace[name]


def rgb(colour: str) -> str:
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def drawn_report(output, report) -> dict:
    """The report drawn in ``output``: its text and line shown, and per board its marks and bits by square.

    Every mark must show, in its kind's colour, on the square its class names.
    """
    html = output.locator(".jp-OutputArea-output[data-mime-type='text/html']")
    assert html.count() == 1, "the report is shown as HTML"
    drawing = html.locator(".othello-report")
    boards = {}
    for figure in drawing.evaluate(DRAWN_REPORT):
        assert figure["svgs"] == 1 and figure["squares"] > 0, figure
        marks: dict[str, set[str]] = {}
        for mark in figure["marks"]:
            assert mark["shown"] and mark["square"], mark
            assert mark["fill"] == rgb(MARK_COLOURS[mark["kind"]]), mark
            marks.setdefault(mark["kind"], set()).add(mark["square"])
        assert None not in figure["bits"], figure
        boards[figure["board"]] = {"marks": marks, "bits": set(figure["bits"]), "squares": figure["squares"]}
    text = drawing.locator("pre.othello-report-text").inner_text()
    assert normalized(text) == normalized(report.text), "the text form is shown, as the check wrote it"
    assert drawing.locator("pre.othello-report-call").inner_text().strip() == pictures.copyable_call(report)
    return boards


def names(squares) -> set[str]:
    return {square_name(r, c) for r, c in squares}


def test_a_failing_check_is_drawn_in_the_site_with_exactly_the_differing_squares_marked(browser, site):
    """A wrong place_move typed into lesson 04's exercise cell, then its check cell run: the report is drawn.

    In a student's browser of its own (so that this lesson's kernel and progress are its own):
    the report's boards are SVG in the cell's output, the squares marked on the page (found by
    where each mark is drawn) are ``differing_squares`` of the same case checked here, the text
    form is under them; then lesson 10's bitboard check, in a cell of its own, marks exactly the
    ``differing_bits``.  Nothing is asked of any host but 127.0.0.1.
    """
    student = new_student(browser, site)
    page = student["context"].new_page()
    try:
        times = open_lesson(page, student, "04-playing-a-move.ipynb")
        FIGURES["lesson 04 all cells ran (s)"] = round(times["all cells ran"], 1)
        cells = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell")
        exercise = cells.filter(
            has=page.locator(".jp-InputArea .cm-content", has_text="def place_move(board, row, col, colour):")
        )
        check = cells.filter(
            has=page.locator(
                ".jp-InputArea .cm-content", has_text=re.compile(r"^check_place_move\(place_move\)$")
            )
        )
        assert exercise.count() == 1 and check.count() == 1
        ran_before = exercise.locator(".jp-InputPrompt").inner_text()
        exercise.locator(".cm-content").click()
        page.keyboard.press("Control+a")
        page.keyboard.insert_text(WRONG_PLACE_MOVE)
        page.keyboard.press("Shift+Enter")  # the exercise cell runs; the check cell is next
        page.wait_for_function(
            "([cell, before]) => /\\[\\d+\\]/.test(cell.textContent) && cell.textContent !== before",
            arg=[exercise.locator(".jp-InputPrompt").element_handle(), ran_before],
            timeout=CELL_TIMEOUT_MS,
        )
        started = time.monotonic()
        check.locator(".cm-content").click()
        page.keyboard.press("Control+Enter")
        check.locator(".othello-report figure.othello-report-board.expected svg").wait_for(
            timeout=CELL_TIMEOUT_MS
        )
        FIGURES["lesson 04 check run to report drawn (s)"] = round(time.monotonic() - started, 1)
        check.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "lite-04-report-pictures.png"))

        function = typed_function(
            WRONG_PLACE_MOVE, "place_move", rules=rules, IllegalMoveError=IllegalMoveError
        )
        report = lesson4.check_place_move(function)
        assert report.status == "not yet", report.text
        returned, expected = pictures.board_of(report.answer), pictures.board_of(report.failure.expected)
        differ = names(pictures.differing_squares(returned, expected))
        assert differ, report.text
        size = len(report.failure.board)
        boards = drawn_report(check.locator(".jp-OutputArea"), report)
        assert {board: drawn["marks"] for board, drawn in boards.items()} == {
            "position": {"asked": {square_name(*report.failure.args[:2])}},
            "returned": {"differs": differ},
            "expected": {"differs": differ},
        }
        assert all(drawn["squares"] == size * size for drawn in boards.values())

        shown = run_code(page, WRONG_LEGAL_BITS)
        bits_function = typed_function(WRONG_LEGAL_BITS.rsplit("\n", 1)[0], "legal_bits")
        report = lesson10.check_legal_bits(bits_function)
        assert report.text.splitlines()[-1] in shown, shown  # the hint, as the text form says it
        size = report.failure.bits_size
        differ_bits = {
            kind: names(squares)
            for kind, squares in pictures.differing_bits(report.answer, report.failure.expected, size).items()
            if squares
        }
        assert differ_bits, report.text
        last = cells.last.locator(".jp-OutputArea")
        boards = drawn_report(last, report)
        assert boards["returned"]["marks"] == boards["expected"]["marks"] == differ_bits
        assert boards["returned"]["bits"] == names(bit_squares(report.answer, size))
        assert boards["expected"]["bits"] == names(bit_squares(report.failure.expected, size))
        assert boards["position"]["marks"] == {}
        last.locator(".othello-report-legend").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "lite-10-bits-report-pictures.png"))
    finally:
        page.close()
    goodbye(student)


# --- the landing page and the student's progress ------------------------------------------------------

# The names of every file the file browser of the open lab lists (its top folder).
LISTED_FILES = """() => [...document.querySelectorAll('.jp-DirListing-content .jp-DirListing-itemText')]
    .map((item) => item.textContent.trim())"""

# The words of the first picture a cell of the open notebook shows (an SVG's <desc>), inline or as an <img>.
PICTURE_WORDS = """() => {
    const output = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output svg, '
        + '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output img');
    if (!output) return null;
    let svg = output;
    if (output.tagName.toLowerCase() === 'img') {
        const src = output.getAttribute('src') || '';
        const text = src.startsWith('data:image/svg+xml;base64,') ? atob(src.split(',')[1])
            : decodeURIComponent(src.slice(src.indexOf(',') + 1));
        svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    }
    const desc = svg.querySelector('desc');
    return desc ? desc.textContent : null;
}"""

# Every file of the course folder as the kernel sees it (the browser's storage), with its sha256.
# Lesson 07 is left out: it is open in the lab, which saves it on its own now and then.
LIST_STORED_FILES = (
    "import hashlib\n"
    "from pathlib import Path\n"
    "for path in sorted(p for p in Path('.').rglob('*') if p.is_file()):\n"
    "    if path.name != '07-click-to-play.ipynb':\n"
    "        print('stored:', path.as_posix(), hashlib.sha256(path.read_bytes()).hexdigest()[:16])"
)

DATABASES = (
    "async () => (await indexedDB.databases()).map(({ name, version }) => `${name} v${version}`).sort()"
)


def stored_files(page) -> dict[str, str]:
    """Every file of the course folder in the browser's storage, read by the kernel of ``page``: its short hash."""
    shown = run_code(page, LIST_STORED_FILES)
    return dict(line.split()[1:3] for line in shown.splitlines() if line.startswith("stored: "))


def landing_page_says_where_the_progress_is(page) -> None:
    """The landing page's progress section: where the progress is, a labelled link, how to download it."""
    section = page.locator("body").inner_text()
    assert "Your progress" in section, section
    assert ".progress/progress.jsonl of your course folder, which is this browser's storage" in section
    link = page.locator("a.progress-link")
    assert link.inner_text() == "See your progress: open progress.ipynb", link.inner_text()
    assert link.get_attribute("href") == "lab/index.html?path=progress.ipynb"
    assert "right-click progress.json and choose Download" in section, section


def test_a_new_browser_visiting_the_landing_page_first_keeps_what_it_saves_in_the_lab(browser, site):
    """A fresh browser profile: the landing page first, then the lab; a notebook saved there is still there.

    The lab's own storage is made by the lab (the landing page touches none): its files are
    listed, a cell added to lesson 02 is saved, and it is there when the student comes back
    through the landing page again.
    """
    newcomer = new_student(browser, site)
    mark = "# written by a student who came in through the landing page"
    page = newcomer["context"].new_page()
    page.goto(newcomer["server"].url("index.html"))
    landing_page_says_where_the_progress_is(page)
    page.locator('a[href="lab/index.html?path=02-showing-the-board.ipynb"]').click()
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell").first.wait_for(
        timeout=KERNEL_TIMEOUT_MS
    )
    lessons = sorted(path.name for path in (newcomer["folder"] / "files").glob("*.ipynb"))
    assert "progress.ipynb" in lessons
    page.wait_for_function(
        f"() => {json.dumps(lessons)}.every((name) => ({LISTED_FILES})().includes(name))",
        timeout=CELL_TIMEOUT_MS,
    )
    append_cell(page, mark)
    save_notebook(page)
    page.close()

    again = newcomer["context"].new_page()
    again.goto(newcomer["server"].url("index.html"))
    landing_page_says_where_the_progress_is(again)
    again.locator('a[href="lab/index.html?path=02-showing-the-board.ipynb"]').click()
    cells = again.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell")
    cells.first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    again.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell", has_text=mark).first.wait_for(
        timeout=CELL_TIMEOUT_MS
    )
    assert again.evaluate(LISTED_FILES).count("02-showing-the-board.ipynb") == 1
    again.close()
    goodbye(newcomer)


# Lesson 0's checks of two answers: one right, one not right yet.
TWO_CHECKS = (
    "from othello_lesson import BLACK, DRAW, WHITE\n"
    "from othello_lesson.exercises.lesson0 import check_flips_along, check_who_is_winning\n"
    "def who_is_winning(black, white):\n"
    "    return BLACK if black > white else WHITE if white > black else DRAW\n"
    "def flips_along(line):\n"
    "    return 0\n"
    "print(check_who_is_winning(who_is_winning))\n"
    "print(check_flips_along(flips_along))"
)


@pytest.fixture(scope="module")
def progress_page(browser, site):
    """A student of their own: progress.ipynb opened from the landing page, checks run, the map run again.

    A browser of its own, so that no other notebook is open in its lab (JupyterLite opens again,
    in every page of the site, the tabs that another page of the same browser left open).
    The checks run in a cell added to the progress notebook; then its cells are cleared and
    run again, reading the progress file from the browser's storage.  Returns what the map
    showed (its picture's words and its words) and the progress file as the storage holds it.
    """
    learner = new_student(browser, site)
    page = learner["context"].new_page()
    page.goto(learner["server"].url("index.html"))
    landing_page_says_where_the_progress_is(page)
    times = open_lesson(page, learner, "progress.ipynb")
    FIGURES["progress notebook: all cells ran (s)"] = round(times["all cells ran"], 1)
    checked = run_code(page, TWO_CHECKS)
    assert "who_is_winning is correct" in checked and "flips_along is not right yet" in checked, checked
    click_menu(page, "Edit", "Clear Outputs of All Cells")
    page.wait_for_function(
        "() => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output').length === 0"
    )
    click_menu(page, "Run", "Run All Cells")
    page.wait_for_function(ALL_RAN, timeout=KERNEL_TIMEOUT_MS)
    shown = page.evaluate(READ_OUTPUTS)
    picture = page.evaluate(PICTURE_WORDS)
    stored = run_code(page, "print(open('.progress/progress.jsonl', encoding='utf-8').read(), end='')")
    yield {"shown": shown, "picture": picture, "stored": stored, "student": learner}
    page.close()
    goodbye(learner)


def test_the_progress_page_shows_the_progress_of_the_checks_run_in_the_lab(progress_page, tmp_path):
    """The map progress.ipynb shows (picture and words) is ``progress()`` of the same outcomes, computed here."""
    from _lite_site import normalized

    from othello_lesson.progress import progress

    (tmp_path / ".progress").mkdir()
    (tmp_path / ".progress" / "progress.jsonl").write_text(progress_page["stored"] + "\n", encoding="utf-8")
    expected = str(progress(folder=tmp_path))
    # The checks ran and were recorded: the map is not that of a student who has not started.
    assert "Lesson 0, Welcome: done who_is_winning; tried flips_along;" in expected, expected
    picture_cell, words_cell = progress_page["shown"][0], progress_page["shown"][1]
    assert [output["svg"] for output in picture_cell["outputs"]] == [True], picture_cell
    assert normalized(progress_page["picture"] or "") == normalized(expected)
    assert [normalized(output["text"]) for output in words_cell["outputs"]] == [normalized(expected)]
    nothing_from_elsewhere(progress_page["student"])


def test_the_students_files_are_all_there_after_the_landing_page_again(student, lesson_07):
    """Every file of the student's course folder, and every database of the lab, is as it was after a visit."""
    page = lesson_07["page"]
    before, databases = stored_files(page), page.evaluate(DATABASES)
    assert {"00-welcome.ipynb", "progress.ipynb", ".progress/progress.jsonl"} <= set(before), before
    assert any(name.startswith(".backups/01-the-board") for name in before), before
    visit = student["context"].new_page()
    visit.goto(student["server"].url("index.html"))
    landing_page_says_where_the_progress_is(visit)
    visit.close()
    assert stored_files(page) == before
    assert page.evaluate(DATABASES) == databases
    nothing_from_elsewhere(student)
