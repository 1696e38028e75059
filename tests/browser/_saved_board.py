"""What a notebook page shows of a saved board: the picture kept with the notebook, and the output after it.

Used by the browser tests that save a lesson with a board and open it again, with no kernel
running its cells (JupyterLab, Notebook 7, the JupyterLite site)::

    shown = saved_boards_shown(page)   # one entry per board's picture, in the open notebook
    assert shown[0]["visible"] and shown[0]["source"] == picture_source(game)
"""

from __future__ import annotations

import json
import re
import urllib.request

from othello_lesson.game import Game
from othello_lesson.widget._saved_picture import saved_picture

# Per saved picture in the open notebook (JupyterLab's, Notebook 7's and the site's pages alike): whether
# its output shows, its picture's source and whether the browser decoded it, its text, and the text of
# the output after it (where the live board is, or the line the widget renderer writes instead).
SAVED_BOARDS_SHOWN = """() => [...document.querySelectorAll(
        '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-child .othello-saved-board')].map((picture) => {
    const child = picture.closest('.jp-OutputArea-child');
    const image = picture.querySelector('img');
    const box = image ? image.getBoundingClientRect() : {width: 0, height: 0};
    const next = child.nextElementSibling;
    return {
        visible: getComputedStyle(child).display !== 'none' && box.width > 0 && box.height > 0,
        source: image ? image.getAttribute('src') : null,
        decoded: image ? image.complete && image.naturalWidth > 0 : false,
        text: picture.textContent.trim(),
        after: next ? next.textContent.trim() : null,
        live_board_after: next ? next.querySelector('.othello-board') !== null : false,
    };
})"""


def saved_boards_shown(page) -> list[dict]:
    """Every saved board's picture in the open notebook, as the page shows it."""
    return page.evaluate(SAVED_BOARDS_SHOWN)


def picture_source(game: Game, **options) -> str:
    """The ``src`` of the picture a notebook saves of ``game``'s position."""
    found = re.search(r'src="([^"]+)"', saved_picture(game, **options)["text/html"])
    assert found is not None
    return found[1]


def shut_down_kernels(server, notebook: str) -> None:
    """End every kernel session of ``notebook`` on a LabServer, as closing the course for the night does."""
    with urllib.request.urlopen(server.url("api/sessions"), timeout=10) as response:
        sessions = [s for s in json.load(response) if s.get("path") == notebook]
    for session in sessions:
        ask = urllib.request.Request(server.url(f"api/sessions/{session['id']}"), method="DELETE")
        with urllib.request.urlopen(ask, timeout=30) as response:
            assert response.status == 204
