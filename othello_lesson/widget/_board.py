"""The clickable board: Othello in a notebook, built from plain ipywidgets.

>>> from othello_lesson.widget import play
>>> board = play(4, white="greedy")
>>> board.squares[(0, 1)].click()          # what a click on b1 does
>>> board.game.last_move                   # ... and the computer answered at once
(0, 0)
>>> board.score
'Black ● 3 - 3 ○ White'

Every click only asks the ``Game`` model to do something; then ``refresh``
redraws everything from the model.  Clicks that cannot be played are ignored
with a short message, and errors (such as a ``StudentFunctionError`` from your
own rule functions) are shown in the message area and logged, never lost.
"""

from __future__ import annotations

import asyncio
import itertools
import time
import traceback
from collections.abc import Callable, Iterator
from html import escape
from typing import Any

import ipywidgets as widgets

from ..fast_search import analyse
from ..game import Game, Rules, StudentFunctionError, colour_name
from ..players import HUMAN, PlayerSpec, player_choices
from ..records import RecordError
from ..rules import (
    BLACK,
    EMPTY,
    WHITE,
    Board,
    Colour,
    IllegalMoveError,
    Move,
    board_to_text,
    square_name,
)
from ..search import ANALYSES, ANALYSIS_WORDS
from ..svg import game_svg
from ._board_css import (
    DISC_WORDS,
    LAYOUT_CSS,
    analysis_css,
    position_classes,
    says_flips,
    square_words,
    squares_css,
)
from ._kernel_plumbing import event_loop, handle_in_arrival_order, on_click, replace_classes
from ._saved_picture import SAVED_PICTURE_CSS, live_board, saved_picture
from ._words import BOARD_WORDS

SQUARE_WORDS = {**DISC_WORDS, EMPTY: "empty"}  # what a square holds, as a screen reader says it
SIZES = {4: "4x4", 6: "6x6", 8: "8x8"}
SQUARE_PX = 40
FONT_PX = 14  # the text around the board, at scale 1
DOUBLE_CLICK_SECONDS = 0.4
# A square is a Button that is never changed after it is made: the position is
# drawn from classes on the board's text (status, score and message, just before
# the grid) by a stylesheet made once per size (see ``board_css``), so a move is
# one update of the text: its words and classes in one message.
_BOARD_NUMBERS = itertools.count(1)  # each board's own class, to scope its position's stylesheet


def _widgets_in(widget: widgets.Widget) -> Iterator[widgets.Widget]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _widgets_in(child)


def _with_class(widget: widgets.DOMWidget, *names: str) -> Any:
    for name in names:
        widget.add_class(name)
    return widget


def _text_html(text: str) -> str:
    """Plain text as HTML, its lines kept."""
    return f'<div style="white-space:pre-wrap">{escape(text, quote=False)}</div>'


class OthelloBoard(widgets.VBox):
    """A board you can click, with the controls around it, showing one ``Game``.

    ``game`` is the model (the single source of truth) and ``squares[(row, col)]``
    the square buttons.  Build one with ``play(...)``.
    """

    def __init__(
        self,
        game: Game,
        *,
        hints: bool = True,
        scale: float = 1.0,
        pace: float = 0.5,
        seed: int | None = None,
        analysis: str | None = None,
        fill_screen: bool = False,
    ) -> None:
        if analysis is not None and analysis not in ANALYSES:
            raise ValueError(f"unknown analysis {analysis!r}: choose one of {', '.join(map(repr, ANALYSES))}")
        if isinstance(scale, bool) or not isinstance(scale, int | float) or not 0.25 <= scale <= 4:
            raise ValueError(f"scale must be a number from 0.25 to 4, not {scale!r}")
        if isinstance(pace, bool) or not isinstance(pace, int | float) or not 0 <= pace <= 5:
            raise ValueError(f"pace must be a number of seconds from 0 to 5, not {pace!r}")
        super().__init__()
        self.game = game
        self.analysis = analysis
        self.scale = float(scale)
        self.fill_screen = bool(fill_screen)
        self.seed = seed
        self.squares: dict[Move, widgets.Button] = {}
        self._made_cells: dict[Any, widgets.Widget] = {}  # every square and edge label made so far
        self._autoplay_task: asyncio.Task[None] | None = None
        self._reply_task: asyncio.Task[None] | None = None  # the computer's answer to a click on the page
        # The last click on a square: the square, when it was answered, the seconds of thinking, and
        # the position it left.  Only a click on that same position can be a double click.
        self._last_click: tuple[Move, float, float, object] | None = None
        self._own_players: dict[str, PlayerSpec] = {}
        self._message = ""  # the message as text ...
        self._message_html = ""  # ... and as shown
        self._shown_status = self._shown_score = ""
        self._syncing = False  # True while a choice is being set to show the model
        # The record last written into the record field: the field is written again only when the
        # game's record changes (or a game is started or loaded), so text typed there stays until then.
        self._shown_record: str | None = None
        self._drawing_error: Exception | None = None  # a rule function that failed while drawing hints
        self._shown_position: set[str] = set()  # the text's classes that draw the position now
        self._computer_thinking = False  # True while a computer answering at once thinks
        # Where this board is shown in a notebook, the picture a saved notebook keeps (see _saved_picture),
        # each updated when the position changes; and the picture they show now.
        self._saved_pictures: list[Any] = []
        self._saved_picture: dict[str, str] | None = None
        self._build_controls(hints=hints, pace=pace)
        self.grid = _with_class(widgets.GridBox(), "othello-grid")
        self.add_class("othello-board")
        self.css_class = f"othello-board-{next(_BOARD_NUMBERS)}"
        self.add_class(self.css_class)
        if self.fill_screen:
            self.add_class("othello-fill")  # the board as high as the window, the controls beside it
        self.children = [
            widgets.HTML(LAYOUT_CSS + SAVED_PICTURE_CSS, layout=widgets.Layout(display="none")),
            self.text_panel,
            self.grid,
            self.analysis_label,
            self.squares_style,
            self.analysis_style,
            widgets.HBox(
                [self.new_game_button, self.undo_button, self.size_choice, self.hints_box, self.analysis_box]
            ),
            widgets.HBox([self.black_choice, self.white_choice]),
            self.computer_controls,
            widgets.HBox([self.back_button, self.forward_button, self.record_text, self.load_button]),
            self.log_output,
        ]
        for widget in _widgets_in(self):
            handle_in_arrival_order(widget)
        self._run(self._opening)

    # --- building --------------------------------------------------------------------

    def _build_controls(self, *, hints: bool, pace: float) -> None:
        font = f"{round(FONT_PX * self.scale)}px"
        self._font = font
        # The status line, the score and the message: one widget, one update per redraw.
        self.text_panel = _with_class(widgets.HTML(), "othello-text")
        self.analysis_label = _with_class(widgets.HTML(style={"font_size": font}), "othello-analysis")
        # The stylesheet that draws every position of this size from the text's classes.
        self.squares_style = widgets.HTML(layout=widgets.Layout(display="none"))
        # The analysis values drawn on the squares: one stylesheet for this board, one update per position.
        self.analysis_style = widgets.HTML(layout=widgets.Layout(display="none"))
        self.analysis_box = widgets.Checkbox(
            value=self.analysis is not None,
            description=BOARD_WORDS.say("show_analysis"),
            indent=False,
            layout=widgets.Layout(
                width="max-content", margin="0 0 0 1em", display=None if self.analysis else "none"
            ),
        )
        _with_class(self.analysis_box, "othello-analysis-toggle")
        self.analysis_box.observe(lambda _change: self._run(lambda: None), names="value")
        self.new_game_button = self._button("new_game_button", "othello-new-game", self._new_game, "refresh")
        self.undo_button = self._button("undo_button", "othello-undo", self._undo, "undo")
        self.step_button = self._button("step_button", "othello-step", self._step, "step-forward")
        sizes = {**SIZES, self.game.size: f"{self.game.size}x{self.game.size}"}
        self.size_choice = widgets.ToggleButtons(
            options=[(label, size) for size, label in sorted(sizes.items())],
            value=self.game.size,
            tooltips=[BOARD_WORDS.say("size_tooltip", size=label) for _, label in sorted(sizes.items())],
            style=widgets.ToggleButtonsStyle(button_width="4em"),
            layout=widgets.Layout(width="max-content"),
        )
        _with_class(self.size_choice, "othello-size")
        self.size_choice.observe(self._on_size, names="value")
        self.hints_box = widgets.Checkbox(
            value=hints,
            description=BOARD_WORDS.say("show_legal_moves"),
            indent=False,
            layout=widgets.Layout(width="max-content", margin="0 0 0 1em"),
        )
        _with_class(self.hints_box, "othello-hints")
        self.hints_box.observe(lambda _change: self._run(lambda: None), names="value")
        self.black_choice = self._player_choice(BLACK, "othello-black-player")
        self.white_choice = self._player_choice(WHITE, "othello-white-player")
        self.autoplay_button = _with_class(
            widgets.ToggleButton(
                description=BOARD_WORDS.say("autoplay_button"),
                icon="play",
                tooltip=BOARD_WORDS.say("autoplay_tooltip"),
            ),
            "othello-autoplay",
        )
        self.autoplay_button.observe(self._on_autoplay, names="value")
        self.pace_slider = _with_class(
            widgets.FloatSlider(
                value=pace, min=0, max=3, step=0.1, description=BOARD_WORDS.say("pace"), readout_format=".1f"
            ),
            "othello-pace",
        )
        self.log_output = _with_class(widgets.Output(), "othello-log")
        # The record (f5d6..., pa for a pass): select it to copy it; or type one, then Start from record.
        # What is typed reaches the kernel when the field loses focus (pressing the button does that),
        # in one message sent before the button's click, and handled before it (``handle_in_arrival_order``).
        # Sent at every key, a value still unanswered would hold back the next one (ipywidgets sends
        # one at a time).
        self.record_text = _with_class(
            widgets.Text(
                description=BOARD_WORDS.say("record"),
                placeholder="f5d6c3...",
                continuous_update=False,
                layout=widgets.Layout(width="24em"),
            ),
            "othello-record",
        )
        load = self._load_record
        self.load_button = self._button("load_record_button", "othello-load-record", load, "upload")
        self.back_button = self._button("back_button", "othello-back", self._back, "step-backward")
        self.forward_button = self._button("forward_button", "othello-forward", self._forward, "step-forward")
        # Step, Auto-play and Pace only apply when two computers play each other.
        self.computer_controls = widgets.HBox([self.step_button, self.autoplay_button, self.pace_slider])

    def _button(self, words: str, css: str, action: Callable[[], None], icon: str) -> widgets.Button:
        """A button named by the board's words ``words``."""
        description = BOARD_WORDS.say(words)
        button = _with_class(widgets.Button(description=description, icon=icon, tooltip=description), css)
        button.on_click(lambda _button: self._run(action))
        return button

    def _player_choice(self, colour: Colour, css: str) -> widgets.Dropdown:
        options = [(label, name) for name, label in player_choices().items()]
        choice = widgets.Dropdown(options=options, description=colour_name(colour))
        self._show_player(colour, choice)
        choice.observe(lambda change: self._on_player(colour, change["new"]), names="value")
        return _with_class(choice, css)

    def _show_player(self, colour: Colour, choice: widgets.Dropdown) -> None:
        """Make ``choice`` show who plays ``colour`` in the model, adding a player of your own."""
        name = self.game.player_name(colour)
        self._syncing = True
        try:
            if name not in {value for _, value in choice.options}:
                self._own_players[name] = self.game.player(colour)
                choice.options = [*choice.options, (name, name)]
            choice.value = name
        finally:
            self._syncing = False

    def _build_grid(self) -> None:
        """Show the squares (and edge labels) of the game's size in the grid.

        Squares are made once per (row, col) and kept: changing the size shows
        squares the page already knows, instead of opening new widgets whose
        first updates could race with their views being drawn.  The grid's
        layout is changed in place (a new Layout would make the page remove the
        old one's styles from the same grid, perhaps after the new ones).
        """
        size = self.game.size
        if self.fill_screen:  # as high as the window (less a margin), and never wider than half of it
            px = f"min(calc((100vh - 4em) / {size + 0.5} - 2px), calc(50vw / {size + 0.5}))"
            edge = f"calc({px} / 2)"
        else:
            px, edge = f"{round(SQUARE_PX * self.scale)}px", f"{round(SQUARE_PX * self.scale) // 2}px"
        made = self._made_cells
        if "corner" not in made:
            made["corner"] = self._edge_label("")
        cells: list[widgets.Widget] = [made["corner"]]
        for col in range(size):
            if ("col", col) not in made:
                made[("col", col)] = self._edge_label(chr(ord("a") + col))
            cells.append(made[("col", col)])
        self.squares = {}
        for row in range(size):
            if ("row", row) not in made:
                made[("row", row)] = self._edge_label(str(row + 1))
            cells.append(made[("row", row)])
            for col in range(size):
                if (row, col) not in made:
                    made[(row, col)] = self._square(row, col)
                self.squares[(row, col)] = made[(row, col)]
                cells.append(made[(row, col)])
        for key, cell in made.items():
            wide, high = (edge, edge) if key == "corner" else (px, edge) if key[0] == "col" else (edge, px)
            if isinstance(key[0], int):
                wide = high = px
            if (cell.layout.width, cell.layout.height) != (wide, high):
                with cell.layout.hold_sync():
                    cell.layout.width, cell.layout.height = wide, high
        with self.grid.layout.hold_sync():
            self.grid.layout.grid_template_columns = f"{edge} repeat({size}, {px})"
            self.grid.layout.grid_template_rows = f"{edge} repeat({size}, {px})"
            self.grid.layout.grid_gap = "2px"
            self.grid.layout.width = "max-content"
        self.grid.children = cells

    def _edge_label(self, text: str) -> widgets.HTML:
        """A letter or number along the edge of the board, centred by its square.

        The label is exactly its grid cell (its size is set by ``_build_grid``)
        and centres its text both ways, whatever the widget's own line height:
        at every scale the letters sit just above their column and the numbers
        beside their row.
        """
        font = min(round(FONT_PX * self.scale), round(SQUARE_PX * self.scale) // 2)
        style = f"font-weight:bold;font-size:{font}px;line-height:1"
        layout = widgets.Layout(
            margin="0",
            padding="0",
            overflow="hidden",
            display="flex",
            align_items="center",
            justify_content="center",
        )
        label = widgets.HTML(f'<span style="{style}">{text}</span>', layout=layout)
        return _with_class(label, "othello-edge")

    def _square(self, row: int, col: int) -> widgets.Button:
        name = square_name(row, col)
        # No text: the square's words for screen readers come with the position's stylesheet.
        button = widgets.Button(description="", tooltip=name, layout=widgets.Layout())
        _with_class(button, "othello-square", f"othello-square-{name}")
        # A click on the page is drawn at once, the computer answering a moment later; ``click()``
        # from code gets the answer at once, so the next line of code can read it.
        on_click(button, lambda on_page: self._run(self._click, row, col, on_page))
        handle_in_arrival_order(button)
        return button

    # --- handling events ---------------------------------------------------------------

    def _run(self, action: Callable[..., None], *args: Any) -> None:
        """Do ``action``, show any error, then redraw everything from the model.

        Everything (clicks, controls and auto-play) runs one at a time on one
        thread of the kernel (see ``handle_in_arrival_order``), so no two actions
        ever overlap.
        """
        try:
            action(*args)
        except Exception as exc:
            self._report(exc)
        try:
            self.refresh()
        except Exception as exc:
            self._report(exc)
            self._draw_text()

    def _report(self, exc: Exception) -> None:
        """Show an error once: its message, any position in monospace, the traceback folded away."""
        text = f"{type(exc).__name__}: {exc}"
        self._message = text
        board = getattr(exc, "board", None)
        picture = board_to_text(board) if isinstance(exc, StudentFunctionError) and board is not None else ""
        if picture and picture in text:
            before, after = text.split(picture, 1)
            parts = [
                _text_html(before.rstrip("\n")),
                f"<pre class='othello-position'>{escape(picture)}</pre>",
            ]
            parts += [_text_html(after.strip("\n"))] if after.strip() else []
        else:
            parts = [_text_html(text)]
        details = escape("".join(traceback.format_exception(exc)))
        parts.append(
            "<details class='othello-traceback'>"
            f"<summary>{escape(BOARD_WORDS.say('traceback_summary'))}</summary>"
            f"<pre>{details}</pre></details>"
        )
        self._message_html = "".join(parts)

    def _say(self, message: str) -> None:
        """Put ``message`` in the message area (drawn with the rest by ``refresh``)."""
        self._message = message
        self._message_html = _text_html(message)

    @property
    def message(self) -> str:
        """The text of the message area: what the last click did, or why it was ignored."""
        return self._message

    @property
    def status(self) -> str:
        """The status line above the board: whose turn it is, and what to do."""
        return self._shown_status

    @property
    def score(self) -> str:
        """The score above the board: 'Black ● 2 - 2 ○ White'."""
        return self._shown_score

    def _draw_text(self) -> None:
        """Show the status line, the score and the message: one update (part of ``refresh``)."""
        black, white = self.game.score()
        self._shown_status = self._status()
        self._shown_score = BOARD_WORDS.say(
            "score", black_disc=BLACK, black=black, white=white, white_disc=WHITE
        )
        font = f"font-size:{self._font}"
        html = (
            f'<div class="othello-heading" style="{font}">'
            f'<div class="othello-status">{escape(self._shown_status, quote=False)}</div>'
            f'<div class="othello-score">{escape(self._shown_score, quote=False)}</div></div>'
            f'<div class="othello-message" style="{font}">{self._message_html}</div>'
        )
        if self.text_panel.value != html:
            self.text_panel.value = html

    def _click(self, row: int, col: int, on_page: bool = False) -> None:
        game, name = self.game, square_name(row, col)
        if self._reply_task is not None:
            self._say(BOARD_WORDS.say("wait_for_move", thinking=self._thinking(), square=name))
            return
        if self._too_soon(row, col):
            return
        if game.is_over:
            self._say(BOARD_WORDS.say("over_click_ignored", square=name))
        elif game.is_computer_turn:
            self._say(BOARD_WORDS.say("computers_turn_click_ignored", square=name))
        else:
            try:
                game.play(row, col)
            except IllegalMoveError as exc:
                self._say(BOARD_WORDS.say("try_another_square", why=exc))
                return
            news = game.narration()
            if on_page and game.computer_answers_now:
                # Draw this move now; the computer answers in a task on the kernel's event loop.
                self._say("\n".join(news))
                self._last_click = ((row, col), time.monotonic(), 0.0, self._position())
                self._reply_task = event_loop().create_task(self._reply(row, col, news))
                return
            thinking = time.monotonic()
            news += self._computer_answers()
            answered = time.monotonic()
            self._say("\n".join(news))
            self._last_click = ((row, col), answered, answered - thinking, self._position())

    def _position(self) -> tuple[Colour | None, tuple[tuple[str, ...], ...]]:
        """The position now, as a value that compares equal only to the same position."""
        return (self.game.to_move, tuple(map(tuple, self.game.board)))

    def _too_soon(self, row: int, col: int) -> bool:
        """Is this click one made before the last one was answered?  Then it is ignored, and said so.

        Clicks are handled one after the other: a click made while the
        computer was answering arrives just after the answer, on a position
        its maker has not seen yet.  A second click on the same square within
        ``DOUBLE_CLICK_SECONDS``, on the position the first one left, is a
        double click.
        """
        if self._last_click is None:
            return False
        last, answered, busy, position = self._last_click
        if position != self._position():  # Undo, Back, New game, ... came in between: a new click
            return False
        since = time.monotonic() - answered
        if (row, col) == last and since < DOUBLE_CLICK_SECONDS:
            self._say(BOARD_WORDS.say("second_click", square=square_name(row, col)))
            return True
        if (row, col) != last and since < min(busy, DOUBLE_CLICK_SECONDS):
            self._say(BOARD_WORDS.say("click_while_thinking", square=square_name(row, col)))
            return True
        return False

    async def _reply(self, row: int, col: int, news: list[str]) -> None:
        """The computer's answer to a click on the page, after that click has been drawn.

        Clicks on squares made before it starts are refused; clicks made while
        it thinks arrive after it and are ignored by ``_too_soon``.
        """
        await asyncio.sleep(0)  # the click's own drawing goes out first
        self._reply_task = None

        def answer() -> None:
            thinking = time.monotonic()
            said = [*news, *self._computer_answers()]
            answered = time.monotonic()
            self._say("\n".join(said))
            self._last_click = ((row, col), answered, answered - thinking, self._position())

        self._run(answer)

    def _thinking(self) -> str:
        """'White ○ (Greedy) is thinking…' for the side to move."""
        colour = self.game.colour_to_move
        return BOARD_WORDS.say("thinking", side=self._side(colour), player=self._label(colour))

    def _side(self, colour: Colour) -> str:
        """'White ○': the colour's name and its disc."""
        return BOARD_WORDS.say("side", colour=colour_name(colour), disc=colour)

    def _opening(self) -> None:
        self._say("\n".join(self._computer_answers()))

    def _computer_answers(self) -> list[str]:
        """Let the computer answer at once when the game says so (a human plays the other colour)."""
        if not self.game.computer_answers_now:
            return []
        self._computer_thinking = True
        try:
            self._draw_text()  # the status says so while a slow player thinks
            moves = self.game.answer()
        finally:
            self._computer_thinking = False
        return self.game.narration(len(moves))

    def _computer_step(self) -> list[str]:
        self.game.computer_move()
        return self.game.narration()

    def _step(self) -> None:
        game = self.game
        if game.is_over:
            self._say(BOARD_WORDS.say("game_over"))
        elif not game.is_computer_turn:
            self._say(BOARD_WORDS.say("humans_turn", colour=colour_name(game.colour_to_move)))
        else:
            self._say("\n".join(self._computer_step()))

    def _new_game(self, size: int | None = None) -> None:
        self._stop_autoplay()
        self.game.new_game(size=size)
        self._shown_record = None  # a new game's record replaces any text typed in the field
        self._say("\n".join([BOARD_WORDS.say("new_game"), *self._computer_answers()]))

    def _undo(self) -> None:
        self._stop_autoplay()
        taken = self.game.undo()
        if not taken:
            self._say(BOARD_WORDS.say("nothing_to_undo"))
        else:
            self._say(BOARD_WORDS.say("took_back_one" if taken == 1 else "took_back", count=taken))

    def _load_record(self) -> None:
        self._stop_autoplay()
        try:
            count = self.game.load_record(self.record_text.value)
        except RecordError as exc:
            self._say(BOARD_WORDS.say("bad_record", why=exc))
            return
        self._shown_record = None  # the field shows the record as the game holds it
        key = "started_from_record_one" if count == 1 else "started_from_record"
        self._say(BOARD_WORDS.say(key, count=count))

    def _back(self) -> None:
        self._stop_autoplay()
        if self.game.back():
            self._say(BOARD_WORDS.say("back", ahead=self.game.moves_ahead))
        else:
            self._say(BOARD_WORDS.say("at_start"))

    def _forward(self) -> None:
        self._stop_autoplay()
        if self.game.forward():
            self._say(BOARD_WORDS.say("forward", ahead=self.game.moves_ahead))
        else:
            self._say(BOARD_WORDS.say("nothing_to_replay"))

    def _on_size(self, change: dict[str, Any]) -> None:
        if change["new"] != self.game.size:
            self._run(self._new_game, change["new"])

    def _on_player(self, colour: Colour, name: str) -> None:
        if not self._syncing and name != self.game.player_name(colour):
            self._run(self._change_player, colour, name)

    def _change_player(self, colour: Colour, name: str) -> None:
        spec = self._own_players.get(name, name)
        self.game.set_player(colour, spec, seed=self.seed)
        said = BOARD_WORDS.say("player_changed", colour=colour_name(colour), player=self._label(colour))
        self._say("\n".join([said, *self._computer_answers()]))

    def _label(self, colour: Colour) -> str:
        return self.game.player_label(colour)

    # --- watching the computers play -----------------------------------------------------

    def _on_autoplay(self, change: dict[str, Any]) -> None:
        self._cancel_autoplay()
        if not change["new"]:
            self._run(lambda: None)  # the status says again what to do
            return
        why_not = self._why_no_autoplay()
        if why_not:
            self._run(self._say, why_not)
            self.autoplay_button.value = False
            return
        self._autoplay_task = event_loop().create_task(self._autoplay())

    def _why_no_autoplay(self) -> str:
        if self.game.is_over:
            return BOARD_WORDS.say("game_over")
        if not self.game.is_computer_turn:
            return BOARD_WORDS.say("autoplay_needs_computers")
        return ""

    def _cancel_autoplay(self) -> None:
        task, self._autoplay_task = self._autoplay_task, None
        if task is not None:
            task.cancel()

    def _stop_autoplay(self) -> None:
        """Stop auto-play, and any answer to a click not yet begun (the control pressed wins)."""
        task, self._reply_task = self._reply_task, None
        if task is not None:
            task.cancel()
        self._cancel_autoplay()
        self.autoplay_button.value = False

    async def _autoplay(self) -> None:
        """Play computer moves one by one, ``pace`` seconds apart, until a human must move.

        A task on the kernel's event loop: between two moves the kernel
        handles clicks, so Auto-play can be switched off, the pace changed or
        a new game started; each of those cancels this task at its next pause.
        """
        await asyncio.sleep(0)  # let the click that started it be answered first
        while self._autoplay_move():
            await asyncio.sleep(self.pace_slider.value)
        self._autoplay_task = None
        self.autoplay_button.value = False

    def _autoplay_move(self) -> bool:
        """One computer move, shown; ``False`` when auto-play is over."""
        game, more = self.game, False
        if game.is_computer_turn:

            def move() -> None:
                nonlocal more
                self._say("\n".join(self._computer_step()))
                more = not game.is_over

            self._run(move)
        elif not game.is_over:
            name = colour_name(game.colour_to_move)
            self._run(self._say, BOARD_WORDS.say("autoplay_stopped", colour=name))
        return more

    def wait(self, timeout: float | None = None) -> None:
        """Let auto-play, or the computer's answer to a click on the page, run to its end.

        For scripts and tests, outside a notebook.  In a notebook both run by
        themselves on the kernel's event loop and there is nothing to wait
        for; and ``board.squares[(r, c)].click()`` from code gets the answer
        at once, so it never needs ``wait``.
        """
        tasks = [
            task for task in (self._reply_task, self._autoplay_task) if task is not None and not task.done()
        ]
        if not tasks:
            return
        loop = tasks[0].get_loop()
        if loop.is_running():
            raise RuntimeError("auto-play runs by itself here: there is nothing to wait for")
        loop.run_until_complete(asyncio.wait(tasks, timeout=timeout))
        if self._autoplay_task is not None and not self._autoplay_task.done():
            loop.run_until_complete(asyncio.wait([self._autoplay_task], timeout=timeout))

    # --- drawing --------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the model: squares, status, score, size and players.

        Only what changed is sent to the page: the position (the text's classes)
        and the status, score and message (the text's words) go in one update,
        and a widget that would show the same sends nothing.
        """
        game = self.game
        if len(self.squares) != game.size**2:
            self._build_grid()
        self.squares_style.value = squares_css(game.size, half_discs=game.rules.allows_half_discs)
        self._drawing_error = None
        marks = self._marks()  # once per refresh: every square's mark and count come from these two
        flips = self._flips(marks)
        values = self._analyse()
        words = {move: self._words(move, marks.get(move), flips.get(move), v) for move, v in values.items()}
        analysis = analysis_css(self.css_class, values, words, scale=self.scale) if values else ""
        self.analysis_style.value = analysis
        position = position_classes(game.board, marks=marks, flips=flips)
        with self.text_panel.hold_sync():  # the position and the words: one message
            replace_classes(self.text_panel, self._shown_position, position)
            self._shown_position = position
            self._draw_text()
        if self.size_choice.value != game.size:
            self.size_choice.value = game.size
        self._show_player(BLACK, self.black_choice)
        self._show_player(WHITE, self.white_choice)
        if game.record != self._shown_record and self._reply_task is None:  # with the answer, if one is due
            self.record_text.value = self._shown_record = game.record
        computers_only = HUMAN not in (game.player(BLACK), game.player(WHITE))
        self.computer_controls.layout.display = None if computers_only else "none"
        self._update_saved_pictures()
        if self._drawing_error is not None:  # drawn all the same; now say what went wrong
            raise self._drawing_error

    def _update_saved_pictures(self) -> None:
        """Draw the position again in the pictures a saved notebook keeps, if it changed."""
        if not self._saved_pictures:
            return
        picture = saved_picture(self.game, hints=self.hints_box.value, scale=self.scale)
        if picture != self._saved_picture:
            self._saved_picture = picture
            for handle in self._saved_pictures:
                handle.update(picture, raw=True)

    def _status(self) -> str:
        """Whose turn, and what to do: 'Black ● to move: click a square.'"""
        game = self.game
        if game.is_over:
            return game.result_text
        colour = game.colour_to_move
        side = self._side(colour)
        if self._computer_thinking:  # a computer answering at once, while it thinks
            return self._thinking()
        if self._reply_task is not None:
            turn = self._thinking()
        elif not game.is_computer_turn:
            turn = BOARD_WORDS.say("human_to_move", side=side)
        elif self._autoplay_task is not None:
            turn = BOARD_WORDS.say("computer_to_move", side=side, player=self._label(colour))
        else:
            turn = BOARD_WORDS.say("computer_to_step", side=side, player=self._label(colour))
        return " ".join([*game.events, turn])

    def _analyse(self) -> dict[Move, float]:
        """The analysis view: what the chosen search thinks of each legal move of a human to move.

        The values come from ``fast_search.analyse``; the board only shows them:
        drawn on each legal square, in the line under the message and in each
        legal square's words.  The "Show analysis" box turns it on and off.
        """
        game = self.game
        if self.analysis is None or not self.analysis_box.value or game.is_over or game.is_computer_turn:
            self.analysis_label.value = ""
            self.analysis_label.layout.display = "none"
            return {}
        colour = game.colour_to_move
        values = analyse(game.board, colour, self.analysis)
        ranked = sorted(values.items(), key=lambda item: -item[1])
        listed = ", ".join(f"{square_name(*move)} {value:+,.0f}" for move, value in ranked)
        words = ANALYSIS_WORDS[self.analysis]
        said = BOARD_WORDS.say("analysis", search=words, colour=colour_name(colour), listed=listed)
        self.analysis_label.value = escape(said)
        self.analysis_label.layout.display = None
        return values

    def _marks(self) -> dict[Move, str]:
        """The mark on each marked square: "legal" (a hint), "last" (the last move) or "flipped"."""
        game = self.game
        marks: dict[Move, str] = {}
        if self.hints_box.value and self._reply_task is None:  # no hints while the computer answers
            marks.update((move, "legal") for move in game.legal_moves())
        marks.update((move, "flipped") for move in game.flipped)
        if game.last_move is not None:
            marks[game.last_move] = "last"
        return marks

    def _flips(self, marks: dict[Move, str]) -> dict[Move, int]:
        """How many discs each marked legal move flips, by the game's own rules (maybe a student's).

        When your rule function fails, the count is left out of the square's
        words, and the first error is kept for ``refresh`` to raise once the
        whole position is drawn.
        """
        counts: dict[Move, int] = {}
        for move, mark in marks.items():
            if mark == "legal" and says_flips(self.game.size):
                try:
                    counts[move] = len(self.game.would_flip(*move))
                except Exception as exc:
                    self._drawing_error = self._drawing_error or exc
        return counts

    def square_words(self, row: int, col: int, *, value: float | None = None) -> str:
        """What the square says to a screen reader: 'd3, empty, legal move, flips 1'.

        >>> board = play(4, white="human")
        >>> board.square_words(0, 1), board.square_words(1, 1)
        ('b1, empty, legal move, flips 1', 'b2, white')
        """
        mark = self._marks().get((row, col))
        counted = mark == "legal" and says_flips(self.game.size)
        flips = len(self.game.would_flip(row, col)) if counted else None
        return self._words((row, col), mark, flips, value)

    def _words(self, move: Move, mark: str | None, flips: int | None, value: float | None = None) -> str:
        row, col = move
        disc = SQUARE_WORDS[self.game.board[row][col]]
        return square_words(square_name(row, col), disc, mark, flips=flips, value=value)

    def position_classes(self) -> set[str]:
        """The classes (of the board's text) that draw the position (see ``board_css``).

        >>> sorted(play(4, white="human").position_classes())[:4]
        ['othello-a2-flips-1', 'othello-a2-legal', 'othello-b1-flips-1', 'othello-b1-legal']
        """
        marks = self._marks()
        return position_classes(self.game.board, marks=marks, flips=self._flips(marks))

    def _ipython_display_(self) -> None:
        """In a notebook: the picture a saved notebook keeps, then the live board (see ``_saved_picture``)."""
        from IPython.display import display

        self._saved_picture = saved_picture(self.game, hints=self.hints_box.value, scale=self.scale)
        handle = display(self._saved_picture, raw=True, display_id=True)
        if handle is not None:
            self._saved_pictures.append(handle)
        display(live_board(self._repr_mimebundle_()), raw=True)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The widget, plus a picture of the position for pages saved without a kernel."""
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["image/svg+xml"] = game_svg(self.game, hints=self.hints_box.value, size_px=360 * self.scale)
        # Where neither shows (a notebook not yet trusted), the position as text, as other boards show.
        run_to_play = BOARD_WORDS.say("run_to_play", game=repr(self.game))
        data["text/plain"] = f"{run_to_play}\n{board_to_text(self.game.board)}"
        return data


def play(
    size: int = 8,
    *,
    black: PlayerSpec = "human",
    white: PlayerSpec = "greedy",
    hints: bool = True,
    rules: Rules | None = None,
    start: Callable[[int], Board] | None = None,
    scale: float = 1.0,
    pace: float = 0.5,
    seed: int | None = None,
    analysis: str | None = None,
    fill_screen: bool = False,
) -> OthelloBoard:
    """Return a board to play Othello on: make it the last line of a cell to show it.

    ``black`` and ``white`` are ``"human"``, a computer player's name
    (``"greedy"``, ``"random"``, ...) or a player function.  ``hints`` shows the
    legal moves, ``rules`` plugs in your own rule functions, ``start(size)`` makes
    a variant's start position (New game and a size change keep it), ``scale`` enlarges
    the board for a projector, ``pace`` is the seconds between moves in
    auto-play and ``seed`` makes random players repeatable.  ``analysis``
    (``"alphabeta"`` or ``"minimax"``) shows what that search thinks of each
    of your legal moves, under the board and in each square's words.
    ``fill_screen`` makes the board as high as the window, with the controls
    beside it (for a projector, in Voilà).

    >>> board = play(6, black="greedy", white="human")
    >>> board.game.last_move, board.status
    ((1, 2), 'White ○ to move: click a square.')
    """
    game = Game(size, black=black, white=white, rules=rules, start=start, seed=seed)
    return OthelloBoard(
        game, hints=hints, scale=scale, pace=pace, seed=seed, analysis=analysis, fill_screen=fill_screen
    )
