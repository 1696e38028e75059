"""The class tournament on the projector: large standings filling in as games finish, then any game replayed.

``TournamentView(folder)`` is a page of widgets that fills a projector: a
title, the progress line (games played of all, and the longest it can still
take), the standings in large type, the games being played, one line per
entrant that lost games by fault (with the reason and how many) or cannot
play, one line per group too close to tell apart, and, once every game is
over, a game picker and the large board of the chosen game, whose Back and
Forward replay it move by move (a replay is read-only: a click on the board
plays nothing).  The games are played by ``class_tournament`` itself, several
at once, in a thread of their own (``live=True``), so the page shows at once
and ends with the very standings the terminal prints for the same seed;
every change of the page goes through one function, ``refresh``, which draws
it from the view's model.  ``TournamentView.following(file)`` plays
nothing: it draws the tournament another process plays and writes to
``file`` (``tournament_feed``), so every viewer of ``othello-course
present tournament --entries FOLDER`` sees the same games, played once.
``TournamentView.from_results(file)`` shows the results ``othello-course
tournament --json`` wrote, without playing again (``present tournament
--results FILE``).  A folder that cannot make a tournament shows its
one-line message instead.  The page says whether the entrants run in a
sandbox.

>>> import pathlib, tempfile
>>> from othello_lesson.teacher.entrants import write_entry
>>> from othello_lesson.players import greedy_player, weights_player
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = write_entry(greedy_player, folder / "greedy.py"), write_entry(weights_player, folder / "weights.py")
>>> view = TournamentView(folder, size=4, games=2, live=False)
>>> view.played, view.total, view.choices()
(2, 2, ['1. greedy ● vs weights ○, 9-7', '2. weights ● vs greedy ○, 12-4'])
"""

from __future__ import annotations

import html
import json
import os
import threading
import time
from pathlib import Path

import ipywidgets as widgets

from ..game import Game
from ..rules import board_to_text, check_size
from ..svg import game_svg
from ..widget import OthelloBoard
from .class_tournament import (
    ClassTournament,
    Watch,
    class_tournament,
    progress_text,
    tournament_from_games,
)
from .entrants import DEFAULT_SECONDS, EntrantError, Sandbox, find_entrants
from .game_pool import PlannedGame
from .tournament_feed import LIVE_VARIABLE, read_feed
from .tournament_games import Fault, Settings, TournamentGame
from .tournament_plan import DEFAULT_GAMES, Plan
from .tournament_words import words

RESULTS_VARIABLE = "OTHELLO_TOURNAMENT_RESULTS"  # the results file ``present tournament --results`` shows
FOLLOW_SECONDS = 0.5  # how often a viewer's page reads the tournament's feed
CHEAP_SECONDS = 0.1  # standings that cost less are drawn again after every game

# Sized for the back of the room: the standings' type grows with the screen, as the classroom board does.
STYLE = """<style>
.othello-tournament-main { display: flex; gap: 3vw; align-items: flex-start; flex-wrap: wrap; }
.othello-tournament-standings table { font-size: clamp(18px, 1.9vw, 56px); border-collapse: collapse; }
.othello-tournament-standings :is(th, td) { padding: 0.15em 0.6em; text-align: right; }
.othello-tournament-standings :is(th, td):nth-child(2) { text-align: left; }
.othello-tournament-standings tbody tr:nth-child(odd) { background: rgba(127, 127, 127, 0.12); }
.othello-tournament-count, .othello-tournament-problem { font-size: clamp(16px, 1.5vw, 44px); }
.othello-tournament-side { font-size: clamp(14px, 1.2vw, 36px); max-width: 40vw; }
.othello-tournament-side h2 { font-size: 1.2em; margin: 0.3em 0; }
.othello-tournament-side ul { margin: 0; padding-left: 1.2em; }
.othello-tournament-picker, .othello-tournament-picker select { font-size: 1.3em; height: auto; }
.othello-tournament-sandbox { font-size: clamp(14px, 1.2vw, 36px); margin: 0.2em 0; }
.othello-tournament-unsandboxed { font-weight: bold; color: #b00020; }
</style>"""


def game_label(number: int, game: TournamentGame) -> str:
    """How the picker names a game: ``'1. ana ● vs ben ○, 20-16'`` (Black first)."""
    return f"{number}. {game.black} ● vs {game.white} ○, {game.black_discs}-{game.white_discs}"


def played_moves(record: str) -> int:
    """The moves a record holds, its passes left out (each is one step of Back and Forward).

    >>> played_moves("d3c5f6pae6")
    4
    """
    return sum(record[i : i + 2] != "pa" for i in range(0, len(record), 2))


class ReplayBoard(OthelloBoard):
    """The large board of a game already played: Back and Forward step through it; a click plays nothing.

    It fills the screen (``fill_screen``): as high as the window, its buttons sized with it.  Its
    caption says which move is shown, of how many.
    """

    def __init__(self, game: Game, label: str) -> None:
        self.label = label
        self.moves = played_moves(game.record)  # every move of the game: it starts on the last
        super().__init__(game, fill_screen=True)

    def _click(self, row: int, col: int, on_page: bool = False) -> None:
        self._say(words("page_replay_click", label=self.label))

    def _status(self) -> str:
        shown = played_moves(self.game.record)
        return words("page_replay_caption", label=self.label, shown=shown, moves=self.moves)


class TournamentView(widgets.VBox):
    """The standings of a class tournament as its games finish, then a board to replay any game.

    ``live=True`` plays in a thread and returns at once; ``live=False`` plays
    every game before returning (a stored notebook shows the final standings).
    """

    def __init__(
        self,
        folder: str | os.PathLike[str],
        *,
        size: int = 6,
        games: int = DEFAULT_GAMES,
        seconds: float = DEFAULT_SECONDS,
        seed: int = 0,
        live: bool = True,
        title: str | None = None,
        scale: float = 1.5,
        workers: int | None = None,
        minutes: float | None = None,
        _results: ClassTournament | None = None,
        _follow: Path | None = None,
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
        self.scale, self.workers, self.minutes = scale, workers, minutes
        self.sandbox: Sandbox | None = None
        self.names: list[str] = []
        self.games: list[TournamentGame] = []  # every game finished so far, in the order finished
        self.playing: list[PlannedGame] = []  # the games being played now
        self.not_playing: dict[str, Fault] = {}
        self.plan: Plan | None = None
        self.final: ClassTournament | None = None
        self.played = self.total = 0
        self.finished = False
        self.began = time.time()  # the wall clock's: a page that follows another process's feed shares it
        self.problem = ""  # why the folder makes no tournament, or what stopped it
        self.board: OthelloBoard | None = None
        self._replayed: int | None = None  # the number of the game the board replays
        self.stopping = threading.Event()
        self._lock = threading.RLock()
        self._shown_choices: list[str] = []
        self._standings_drawn: tuple[int, bool] | None = None
        self._notes_shown: list[str] = []
        self.add_class("othello-tournament")
        self.title = widgets.HTML(
            f"<h1>{html.escape(title or words('page_title', name=self.folder.name))}</h1>"
        )
        self.count = widgets.HTML().add_class("othello-tournament-count")
        self.sandbox_line = widgets.HTML().add_class("othello-tournament-sandbox")
        self._standings_at, self._standings_cost = 0.0, 0.0
        self.standings = widgets.HTML().add_class("othello-tournament-standings")
        self.side = widgets.HTML().add_class("othello-tournament-side")
        main = widgets.HBox([self.standings, self.side]).add_class("othello-tournament-main")
        self.picker = widgets.Dropdown(
            description=words("page_game"), layout=widgets.Layout(width="32em", display="none")
        )
        self.picker.add_class("othello-tournament-picker")
        self.picker.observe(lambda _change: self.refresh(), names="value")
        self.replay = widgets.VBox()
        self.children = [
            widgets.HTML(STYLE),
            self.title,
            self.count,
            self.sandbox_line,
            main,
            self.picker,
            self.replay,
        ]
        if _results is not None:
            self._show_results(_results)
            return
        if _follow is not None:
            self.follow = _follow
            self._read_feed()
            self.thread = threading.Thread(target=self._keep_following, name="tournament feed", daemon=True)
            self.thread.start()
            return
        try:
            entrants = find_entrants(self.folder)
            if len(entrants) < 2:
                raise EntrantError(words("error_only_one", folder=self.folder, file=entrants[0].path.name))
        except EntrantError as error:
            self.problem, self.finished = str(error), True
            self.refresh()
            return
        self.names = [found.name for found in entrants]
        self.refresh()
        self.thread = threading.Thread(target=self._play, name="class tournament", daemon=True)
        if live:
            self.thread.start()
        else:
            self._play()

    @classmethod
    def from_results(cls, path: str | os.PathLike[str], *, title: str | None = None) -> TournamentView:
        """The page of a tournament played already: the file ``othello-course tournament --json`` wrote."""
        file = Path(path)
        try:
            results = ClassTournament.from_json(json.loads(file.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise ValueError(words("error_unreadable_results", path=file, error=error)) from None
        settings = results.settings
        return cls(
            file.parent,
            size=settings.size,
            games=settings.games,
            seed=settings.seed,
            title=title or f"Tournament: {file.stem}",
            _results=results,
        )

    @classmethod
    def following(cls, path: str | os.PathLike[str], *, title: str | None = None) -> TournamentView:
        """The page of a tournament another process plays (``othello-course tournament --live FILE``):
        it reads that file as it changes, and plays nothing itself."""
        feed = Path(path)
        state = read_feed(feed)
        return cls(feed.parent, title=title or words("page_title", name=state.name), _follow=feed)

    # --- the model ---------------------------------------------------------------------------

    def _read_feed(self) -> None:
        """Take the feed's state as the model: the same as the playing process's, for every viewer."""
        try:
            state = read_feed(self.follow)
        except (OSError, ValueError, KeyError, TypeError):
            return  # being written: the next look finds it whole
        with self._lock:
            self.names, self.sandbox, self.not_playing = state.names, state.sandbox, state.not_playing
            self.playing = [PlannedGame(black, white, (), 0) for black, white in state.playing]
            self.began = state.started_at
            if state.plan is not None:
                self.plan, self.total = state.plan, state.plan.total
            self.games, self.played = list(state.games), len(state.games)
            if state.final is not None and self.final is None:
                self.final = ClassTournament.from_json(state.final)
                self.size = self.final.settings.size
                self.games, self.played = list(self.final.games), len(self.final.games)
                self.total = self.final.planned
            self.problem = state.problem
            self.finished = state.finished
        self.refresh()

    def _keep_following(self) -> None:
        changed = None
        while not self.finished:
            time.sleep(FOLLOW_SECONDS)
            try:
                seen = self.follow.stat()
            except OSError:
                continue
            if (seen.st_mtime_ns, seen.st_size) != changed:
                changed = (seen.st_mtime_ns, seen.st_size)
                self._read_feed()
            else:
                self.refresh()  # the time left goes on

    def _show_results(self, results: ClassTournament) -> None:
        self.names = [*results.table.names, *results.not_playing]
        self.games = list(results.games)
        self.not_playing = dict(results.not_playing)
        self.final = results
        self.played = self.total = len(results.games)
        self.finished = True
        self.refresh()

    def _play(self) -> None:
        """Play the tournament ``class_tournament`` plays, refreshing as each game starts and ends."""
        try:
            result = class_tournament(
                self.folder,
                size=self.size,
                games=self.games_a_pair,
                seconds=self.seconds,
                seed=self.seed,
                workers=self.workers,
                progress=False,
                minutes=self.minutes,
                watch=Watch(
                    sandbox=self._sandbox,
                    planned=self._planned,
                    started=self._started,
                    finished=self._finished,
                ),
                stopping=self.stopping,
            )
            with self._lock:
                self.final = result
                self.games = list(result.games)
                self.playing = []
        except Exception as error:  # shown on the page: the projector has no traceback to read
            self.problem = words("page_stopped", error=f"{type(error).__name__}: {error}")
        self.finished = True
        self.refresh()

    def _sandbox(self, sandbox: Sandbox) -> None:
        with self._lock:
            self.sandbox = sandbox
        self.refresh()

    def _planned(self, plan: Plan, not_playing: dict[str, Fault]) -> None:
        with self._lock:
            self.plan, self.not_playing, self.total = plan, dict(not_playing), plan.total
            if not plan.budgeted:  # a budget counts from the start, checking the entrants included
                self.began = time.time()
        self.refresh()

    def _started(self, game: PlannedGame) -> None:
        with self._lock:
            self.playing.append(game)
        self.refresh()

    def _finished(self, game: PlannedGame, entry: TournamentGame) -> None:
        # Drawn under the same lock as the count goes up: two games that end at once (on two cores)
        # are drawn one after the other, each with its own count, never the second's twice.
        with self._lock:
            if game in self.playing:
                self.playing.remove(game)
            self.games.append(entry)
            self.played += 1
            self.refresh()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every game is played; ``True`` if they are."""
        thread = getattr(self, "thread", None)
        if thread is not None and thread.is_alive():
            thread.join(timeout)
        return self.finished

    def stop(self) -> None:
        """Stop the tournament: the games finished are kept, and the page says it was cut short."""
        self.stopping.set()

    def result(self) -> ClassTournament:
        """The standings: the tournament's own once it is over, else those of the games finished so far."""
        with self._lock:
            if self.final is not None:
                return self.final
            settings = Settings(size=self.size, games=self.games_a_pair, seconds=self.seconds, seed=self.seed)
            return tournament_from_games(
                self.names, list(self.games), settings, not_playing=self.not_playing, planned=self.total
            )

    def choices(self) -> list[str]:
        """The picker's games, once every game is over: ``['1. ana ● vs ben ○, 20-16', ...]``."""
        if not self.finished or self.final is None:
            return []
        return [game_label(number, game) for number, game in enumerate(self.final.games, start=1)]

    def chosen_game(self) -> Game | None:
        """The chosen game, every move played (its final position), to step back through."""
        if self.picker.value is None or self.final is None:
            return None
        return Game.from_record(self.final.games[self.picker.value].record, size=self.size)

    def progress(self) -> str:
        """``'12 of 56 games played, at most 6 min 9 s left'``, as the terminal's progress line says it."""
        if self.plan is None:
            return (
                words("progress_checking") if not self.finished else words("progress_done", done=self.played)
            )
        if self.finished:
            cut = self.final is not None and self.final.cut_short
            total = self.total or self.played
            return words("progress_cut_short" if cut else "progress_over", done=self.played, total=total)
        return progress_text(self.plan, self.played, time.time() - self.began)

    # --- the page ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Draw the page from the model: the only place the page is changed, from any thread."""
        with self._lock:
            if self.problem:
                self.count.value = f'<p class="othello-tournament-problem">{html.escape(self.problem)}</p>'
                if not self.names:
                    return
            else:
                self.count.value = f"<p>{html.escape(self.progress())}</p>"
            self.sandbox_line.value = self._sandbox_words()
            result = None
            # The ratings cost (a bootstrap of every game): drawn again when there is news, and no more
            # often than every few times their cost, so that a long tournament never keeps the page busy.
            news = self._standings_drawn != (len(self.games), self.finished)
            cost = self._standings_cost
            due = cost < CHEAP_SECONDS or time.monotonic() - self._standings_at >= 4 * cost
            if news and (due or self.finished or self._standings_drawn is None):
                began = time.monotonic()
                self._standings_drawn = (len(self.games), self.finished)
                result = self.result()
                self.standings.value = result._repr_html_().split("<ul>")[0]  # the notes go beside it
                self._standings_at, self._standings_cost = time.monotonic(), time.monotonic() - began
            self.side.value = self._side(result)
            choices = self.choices()
            if choices != self._shown_choices:
                self._shown_choices = choices
                self.picker.options = [(label, number) for number, label in enumerate(choices)]
                self.picker.value = 0 if choices else None  # observing the value refreshes again
                self.picker.layout.display = None if choices else "none"
            if self.picker.value is not None and self._replayed != self.picker.value:
                game = self.chosen_game()
                assert game is not None
                label = choices[self.picker.value].split(",")[0]
                self.board = ReplayBoard(game, label)
                self._replayed = self.picker.value
                for control in self._controls_that_change_the_game(self.board):
                    control.layout.display = "none"  # the game replayed stays the game chosen
                self.replay.children = [self.board]

    def _sandbox_words(self) -> str:
        """The sandbox's line: on, or a warning saying why not (nothing before it is known)."""
        if self.sandbox is None:
            return ""
        kind = "" if self.sandbox.on else " othello-tournament-unsandboxed"
        return f'<p class="othello-tournament-sandbox-state{kind}">{html.escape(self.sandbox.words())}</p>'

    def _side(self, result: ClassTournament | None) -> str:
        """Beside the standings: the games being played, then the notes (one line per faulty entrant)."""
        if result is not None:
            self._notes_shown = result.notes
        notes = self._notes_shown
        parts = []
        if self.playing:
            games = "".join(
                f"<li>{html.escape(g.black)} ● vs {html.escape(g.white)} ○</li>" for g in self.playing
            )
            heading = html.escape(words("page_playing_now"))
            parts.append(f'<h2>{heading}</h2><ul class="othello-tournament-playing">{games}</ul>')
        if notes:
            lines = "".join(f"<li>{html.escape(note)}</li>" for note in notes)
            heading = html.escape(words("page_notes"))
            parts.append(f'<h2>{heading}</h2><ul class="othello-tournament-notes">{lines}</ul>')
        return "".join(parts)

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
            lines += [str(self.result()), self.progress(), *self.choices()]
        return "\n".join(html.unescape(line) for line in lines)

    def _repr_mimebundle_(self, **kwargs: object) -> dict[str, object]:
        """The page, plus (for a notebook saved without a kernel) the chosen game's picture and the text."""
        data = super()._repr_mimebundle_(**kwargs) or {}
        text = str(self)
        if self.board is not None:
            data["image/svg+xml"] = game_svg(self.board.game, hints=False, size_px=360)
            text += f"\n{self.board.game!r}\n{board_to_text(self.board.game.board)}"
        data["text/plain"] = text
        return data


DEMONSTRATION = ("greedy", "weights", "aggressive", "cautious")  # the course's players the page shows


def write_demonstration(folder: str | os.PathLike[str]) -> Path:
    """Four of the course's players as entries in ``folder``: the tournament shown when none is named."""
    from ..players import computer_players  # only when a demonstration is asked for
    from .entrants import write_entry

    players = computer_players()
    for name in DEMONSTRATION:
        write_entry(players[name], Path(folder) / f"{name}.py")
    return Path(folder)


def view_from_environment() -> TournamentView | None:
    """The page ``present tournament`` asked for: the tournament it plays (``--entries``: its feed,
    followed), or the results it names (``--results``); ``None`` when it named neither."""
    results = os.environ.get(RESULTS_VARIABLE)
    if results:
        return TournamentView.from_results(results)
    live = os.environ.get(LIVE_VARIABLE)
    return TournamentView.following(live) if live else None


__all__ = [
    "LIVE_VARIABLE",
    "RESULTS_VARIABLE",
    "ReplayBoard",
    "TournamentView",
    "game_label",
    "view_from_environment",
    "write_demonstration",
]
