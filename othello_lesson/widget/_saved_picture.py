"""The board's picture for a notebook opened again: the position as it was, and a line to run the cell.

A clickable board lives in its kernel.  Saved with the notebook and opened the next
day, its output names a widget that no kernel holds any more, and JupyterLab, Notebook 7
and the JupyterLite site show "Error displaying widget: model not found" where it was
(their widget renderer shows that line and tries no other form of the output).  So a
board is shown as two outputs (``OthelloBoard._ipython_display_``):

1. this picture, as HTML (an ``<img>`` of the SVG, which even an untrusted notebook
   shows, and the line "Run this cell to play again"), updated after every move, so
   that the notebook saves the position as it was last played;
2. the live board.

While the board is live, its stylesheet hides the picture (``SAVED_PICTURE_CSS``, in
the board's ``LAYOUT_CSS``); once the board is gone, nothing hides it.
"""

from __future__ import annotations

import base64
from html import escape

from ..game import Game
from ..rules import board_to_text
from ..svg import game_svg
from ._words import BOARD_WORDS

CLASS = "othello-saved-board"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

# The picture is hidden while the live board that follows it is drawn (the output after it holds an
# .othello-board): where the page has no live board, no rule hides it.
SAVED_PICTURE_CSS = (
    f"<style>.jp-OutputArea-child:has(.{CLASS}):has(+ .jp-OutputArea-child .othello-board) "
    "{ display: none; }</style>"
)


def saved_picture(game: Game, *, hints: bool = True, scale: float = 1.0) -> dict[str, str]:
    """The picture of ``game``'s position that a saved notebook keeps: HTML, and text for a terminal.

    >>> picture = saved_picture(Game(4))
    >>> picture["text/html"].startswith('<div class="othello-saved-board">')
    True
    >>> print(picture["text/plain"])
    <Game 4x4, Black 2 - 2 White, Black to move> The board as it was saved: run this cell to play again.
    . . . .
    . ○ ● .
    . ● ○ .
    . . . .
    """
    size_px = round(360 * scale)
    svg = game_svg(game, hints=hints, size_px=size_px)
    source = "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")
    words = BOARD_WORDS.say("saved_picture", game=repr(game))  # what a screen reader says of the picture
    run_again = BOARD_WORDS.say("run_again")
    html = (
        f'<div class="{CLASS}">'
        f'<img src="{source}" alt="{escape(words)}" width="{size_px}" height="{size_px}">'
        f'<p class="othello-run-again"><b>{escape(run_again)}</b></p>'
        "</div>"
    )
    text = f"{game!r} {run_again}\n{board_to_text(game.board)}"
    return {"text/html": html, "text/plain": text}


def live_board(bundle: dict[str, object]) -> dict[str, object]:
    """The live board's output: the widget alone, with no text for a page to show in its place.

    Where no widget can be drawn (a terminal, or a notebook whose widget is dropped as it is
    stored), the picture before it says it all.

    >>> live_board({WIDGET_VIEW: {"model_id": "1"}, "text/plain": "VBox(...)", "image/svg+xml": "<svg/>"})
    {'application/vnd.jupyter.widget-view+json': {'model_id': '1'}, 'text/plain': ''}
    """
    return {WIDGET_VIEW: bundle[WIDGET_VIEW], "text/plain": ""}
