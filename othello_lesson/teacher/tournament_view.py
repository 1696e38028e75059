"""The class tournament on the projector: the standings filling in as games finish, then any game replayed.

``TournamentView(folder)`` is a page of widgets: a title, the standings (as
``class_tournament`` ranks them), the count of games played, and, once every
game is over, a game picker and the large board of the chosen game, whose
Back and Forward buttons replay it move by move.  The games are played in a
thread of their own (``live=True``), so the page shows at once; every change
of the page goes through one function, ``refresh``, which draws it from the
view's model (the games played so far).  Each entrant runs in a process of
its own, as ``class_tournament`` runs them.  A folder that cannot make a
tournament shows its one-line message instead.  ``othello-course present
tournament --entries FOLDER`` shows it with Voilà.

>>> import pathlib, tempfile
>>> from othello_lesson.teacher.entrants import write_entry
>>> from othello_lesson.players import greedy_player, weights_player
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = write_entry(greedy_player, folder / "greedy.py"), write_entry(weights_player, folder / "weights.py")
>>> view = TournamentView(folder, size=4, games=2, live=False)
>>> view.played, view.total, view.choices()
(2, 2, ['1. greedy ● vs weights ○, 5-11', '2. weights ● vs greedy ○, 15-0'])
"""

from __future__ import annotations

import html
import os
import threading
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..game import Game
from ..ratings import ratings
from ..rules import BLACK, board_to_text, check_size
from ..svg import game_svg
from ..tournament import MatchResult, Table, round_robin
from ..widget import OthelloBoard
from .class_tournament import ClassTournament, entrant, game_entry
from .entrants import DEFAULT_SECONDS, EntrantError, find_entrants

ENTRIES_VARIABLE = "OTHELLO_TOURNAMENT_ENTRIES"  # the folder ``present tournament --entries`` shows
SETTINGS_VARIABLES = {"size": "OTHELLO_TOURNAMENT_SIZE", "games": "OTHELLO_TOURNAMENT_GAMES"}
SECONDS_VARIABLE = "OTHELLO_TOURNAMENT_SECONDS"

STYLE = """<style>
.othello-tournament-standings table { font-size: 1.6em; border-collapse: collapse; }
.othello-tournament-standings :is(th, td) { padding: 0.2em 0.7em; text-align: right; }
.othello-tournament-standings :is(th, td):nth-child(2) { text-align: left; }
.othello-tournament-standings tbody tr:nth-child(odd) { background: rgba(127, 127, 127, 0.12); }
.othello-tournament-count, .othello-tournament-problem { font-size: 1.4em; }
.othello-tournament-picker, .othello-tournament-picker select { font-size: 1.3em; height: auto; }
</style>"""


def game_label(number: int, game: dict) -> str:
    """How the picker names a game: ``'1. ana ● vs ben ○, 20-16'`` (Black first)."""
    return f"{number}. {game['black']} ● vs {game['white']} ○, {game['black_discs']}-{game['white_discs']}"


class TournamentView(widgets.VBox):
    """The standings of a class tournament as its games finish, then a board to replay any game.

    ``live=True`` plays in a thread and returns at once; ``live=False`` plays
    every game before returning (a stored notebook shows the final standings).
    """

    def __init__(
        self,
        folder: str | os.PathLike,
        *,
        size: int = 6,
        games: int = 2,
        seconds: float = DEFAULT_SECONDS,
        seed: int = 0,
        live: bool = True,
        title: str | None = None,
        scale: float = 1.5,
    ) -> None:
        check_size(size)
        super().__init__()
        self.folder, self.size, self.games_a_pair, self.seconds, self.seed = (
            Path(folder),
            size,
            games,
            seconds,
            seed,
        )
        self.scale = scale
        self.names: list[str] = []
        self.matches: dict[tuple[str, str], MatchResult] = {}
        self.games: list[dict] = []  # every game played so far, in the order played
        self.played = self.total = 0
        self.finished = False
        self.problem = ""  # why the folder makes no tournament, or what stopped it
        self.board: OthelloBoard | None = None
        self._lock = threading.RLock()
        self._shown_choices: list[str] = []
        self._standings_drawn: tuple[int, bool] | None = None
        self.add_class("othello-tournament")
        self.title = widgets.HTML(f"<h1>{html.escape(title or f'Tournament: {self.folder.name}')}</h1>")
        self.standings = widgets.HTML().add_class("othello-tournament-standings")
        self.count = widgets.HTML().add_class("othello-tournament-count")
        self.picker = widgets.Dropdown(
            description="Game", layout=widgets.Layout(width="32em", display="none")
        )
        self.picker.add_class("othello-tournament-picker")
        self.picker.observe(lambda _change: self.refresh(), names="value")
        self.replay = widgets.VBox()
        self.children = [
            widgets.HTML(STYLE),
            self.title,
            self.standings,
            self.count,
            self.picker,
            self.replay,
        ]
        try:
            entrants = find_entrants(self.folder)
            if len(entrants) < 2:
                raise EntrantError(
                    f"{self.folder} has only {entrants[0].path.name}: a tournament needs at least two"
                )
        except EntrantError as error:
            self.problem, self.finished = str(error), True
            self.refresh()
            return
        self.names = [found.name for found in entrants]
        self._paths = {found.name: found.path for found in entrants}
        self.pairs = [(a, b) for i, a in enumerate(self.names) for b in self.names[i + 1 :]]
        self.total = len(self.pairs) * games
        self.refresh()
        self.thread = threading.Thread(target=self._play, name="class tournament", daemon=True)
        if live:
            self.thread.start()
        else:
            self._play()

    # --- the model ---------------------------------------------------------------------------

    def _play(self) -> None:
        """Play the round robin ``class_tournament`` plays, refreshing after each game and each match."""
        players = {name: entrant(path, seconds=self.seconds) for name, path in self._paths.items()}
        try:
            round_robin(
                players,
                games=self.games_a_pair,
                size=self.size,
                seed=self.seed,
                progress=False,
                on_game=self._one_more_game,
                on_match=self._one_more_match,
            )
        except Exception as error:  # shown on the page: the projector has no traceback to read
            self.problem = f"the tournament stopped: {type(error).__name__}: {error}"
        finally:
            for player in players.values():
                player.close()
        self.finished = True
        self.refresh()

    def _one_more_match(self, result: MatchResult) -> None:
        a, b = result.first, result.second
        with self._lock:
            self.matches[a, b] = result
            for colour, played in result.games:
                black, white = (a, b) if colour == BLACK else (b, a)
                self.games.append(game_entry(black, white, played, self.size))
        self.refresh()

    def _one_more_game(self) -> None:
        with self._lock:
            self.played += 1
        self.refresh()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every game is played; ``True`` if they are."""
        thread = getattr(self, "thread", None)
        if thread is not None and thread.is_alive():
            thread.join(timeout)
        return self.finished

    def result(self) -> ClassTournament:
        """The standings of the games played so far (every pair not yet played counts no game)."""
        with self._lock:
            matches = {pair: self.matches.get(pair, MatchResult(*pair)) for pair in self.pairs}
            scores = [
                (game["black"], game["white"], {"black": 1.0, "white": 0.0}.get(game["winner"], 0.5))
                for game in self.games
            ]
            settings = {
                "size": self.size,
                "games": self.games_a_pair,
                "seconds": self.seconds,
                "seed": self.seed,
            }
            table = Table(self.names, matches, self.size)
            return ClassTournament(
                table, ratings(scores, self.names, seed=self.seed), list(self.games), settings
            )

    def choices(self) -> list[str]:
        """The picker's games, once every game is over: ``['1. ana ● vs ben ○, 20-16', ...]``."""
        if not self.finished:
            return []
        return [game_label(number, game) for number, game in enumerate(self.games, start=1)]

    def chosen_game(self) -> Game | None:
        """The chosen game, every move played (its final position), to step back through."""
        if self.picker.value is None:
            return None
        return Game.from_record(self.games[self.picker.value]["record"], size=self.size)

    # --- the page ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Draw the page from the model: the only place the page is changed, from any thread."""
        with self._lock:
            if self.problem:
                self.count.value = f'<p class="othello-tournament-problem">{html.escape(self.problem)}</p>'
                if not self.names:
                    return
            else:
                self.count.value = f"<p>games played: {self.played} of {self.total}</p>"
            if self._standings_drawn != (len(self.games), self.finished):  # the ratings cost: only when new
                self._standings_drawn = (len(self.games), self.finished)
                self.standings.value = self.result()._repr_html_()
            choices = self.choices()
            if choices != self._shown_choices:
                self._shown_choices = choices
                self.picker.options = [(label, number) for number, label in enumerate(choices)]
                self.picker.value = 0 if choices else None  # observing the value refreshes again
                self.picker.layout.display = None if choices else "none"
            shown = getattr(self.board, "tournament_game", None)
            if self.picker.value is not None and shown != self.picker.value:
                game = self.chosen_game()
                assert game is not None
                self.board = OthelloBoard(game, scale=self.scale)
                self.board.tournament_game = self.picker.value
                for control in self._controls_that_change_the_game(self.board):
                    control.layout.display = "none"  # the game replayed stays the game chosen
                self.replay.children = [self.board]

    @staticmethod
    def _controls_that_change_the_game(board: OthelloBoard) -> list[widgets.Widget]:
        """A new game, another size, other players, a record typed in: not for a replay."""
        return [
            board.new_game_button,
            board.undo_button,
            board.size_choice,
            board.black_choice,
            board.white_choice,
            board.load_button,
        ]

    def __str__(self) -> str:
        lines = [self.title.value.removeprefix("<h1>").removesuffix("</h1>")]
        if self.problem:
            lines.append(self.problem)
        if self.names:
            lines += [str(self.result()), f"games played: {self.played} of {self.total}", *self.choices()]
        return "\n".join(html.unescape(line) for line in lines)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The page, plus (for a notebook saved without a kernel) the chosen game's picture and the text."""
        data = super()._repr_mimebundle_(**kwargs) or {}
        text = str(self)
        if self.board is not None:
            data["image/svg+xml"] = game_svg(self.board.game, hints=False, size_px=360)
            text += f"\n{self.board.game!r}\n{board_to_text(self.board.game.board)}"
        data["text/plain"] = text
        return data


def view_from_environment() -> TournamentView | None:
    """The view of the folder ``present tournament --entries`` named, or ``None`` when none was named."""
    folder = os.environ.get(ENTRIES_VARIABLE)
    if not folder:
        return None
    settings: dict[str, Any] = {
        name: int(os.environ[variable])
        for name, variable in SETTINGS_VARIABLES.items()
        if variable in os.environ
    }
    if SECONDS_VARIABLE in os.environ:
        settings["seconds"] = float(os.environ[SECONDS_VARIABLE])
    return TournamentView(folder, **settings)


__all__ = ["ENTRIES_VARIABLE", "TournamentView", "game_label", "view_from_environment"]
