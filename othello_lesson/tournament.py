"""Matches and tournaments between computer players, refereed so that they never crash.

``refereed_game`` plays one game and always returns a ``GameResult``: a player that
raises, answers something that is not a ``(row, col)`` pair, or plays an
illegal move loses that game at once, and the result says why.  (``play_game``
in ``othello_lesson.players`` raises instead, which is what the lessons want: both
are ``referee.play_out``, with another policy for a bad answer.)

``match(a, b, games=...)`` plays several games between two players, swapping
colours after each game and starting each pair of games from a different
short random opening, so that two players who always answer the same way do
not replay one game.  ``round_robin(players)`` plays a match between every
pair and returns a ``Table``, which shows itself as a neat table in a
notebook, as text in a console, and as a chart (``table.chart()``).

>>> result = match("weights", "random", games=10, size=6, seed=1)
>>> result.wins, result.draws, result.losses
(9, 1, 0)

Players given by name (from ``othello_lesson.players.computer_players``) are
made fresh for each match from ``seed``, so the same call gives the same
result every time.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from html import escape
from typing import TYPE_CHECKING, Any

from .gamelog import LoggedGame, log_game, result_word
from .players import PlayerSpec, check_player_function, computer_players
from .records import record_from_moves
from .referee import Forfeit, play_out, player_name
from .rules import (
    BLACK,
    DRAW,
    WHITE,
    Board,
    Colour,
    Move,
    PlayerFunction,
    check_size,
    count_discs,
    initialize_board,
    next_player,
    place_move,
    valid_moves_list,
    winner,
)
from .words import Hints

# What a match and a round robin say of themselves, in the words of the language spoken.
TABLE_WORDS = Hints(
    "tournament_table",
    {
        "match": "{first} vs {second}: {wins} wins, {draws} draws, {losses} losses, average margin {margin}",
        "player": "player",
        "games": "games",
        "wins": "wins",
        "draws": "draws",
        "losses": "losses",
        "avg_margin": "avg margin",
        "crosstable": "wins-draws-losses of each row against each column:",
        "crosstable_title": "Wins-draws-losses of each row against each column:",
        "forfeit": "forfeit: {reason}",
        "forfeits": "Forfeits:",
    },
)
_HEADER_KEYS = ("player", "games", "wins", "draws", "losses", "avg_margin")


def _header() -> list[str]:
    return [TABLE_WORDS.say(key) for key in _HEADER_KEYS]


# --- one game --------------------------------------------------------------------------


@dataclass(frozen=True)
class GameResult:
    """How one refereed game ended.

    ``winner`` is ``BLACK``, ``WHITE`` or ``DRAW``; ``black`` and ``white``
    are the final disc counts; ``forfeit`` says why a player lost early (empty
    when the game was played to the end).  A forfeited game counts as won by
    the whole board (``size * size`` to 0) for the margin.
    """

    winner: str
    black: int
    white: int
    moves: tuple[Move, ...] = ()
    forfeit: str = ""
    forfeited: Forfeit | None = field(default=None, compare=False)  # the referee's own account of it

    def margin(self, colour: Colour) -> int:
        """``colour``'s discs minus the opponent's at the end."""
        return self.black - self.white if colour == BLACK else self.white - self.black


def refereed_game(
    black: PlayerFunction,
    white: PlayerFunction,
    *,
    size: int = 8,
    opening: Sequence[Move] = (),
) -> GameResult:
    """Play one game, after the ``opening`` moves; never raises because of a player.

    >>> def confused(board, colour):
    ...     return "d3"
    >>> from othello_lesson.players import greedy_player
    >>> result = refereed_game(confused, greedy_player, size=4)
    >>> result.winner == WHITE, result.forfeit
    (True, "Black player confused answered 'd3', which is not a (row, col) pair of ints")
    """
    black, white = check_player_function(black, "black"), check_player_function(white, "white")
    board = initialize_board(size)
    to_move: Colour | None = BLACK
    for move in opening:
        if to_move is None or move not in valid_moves_list(board, to_move):
            raise ValueError(f"the opening move {move!r} is not legal here")
        place_move(board, *move, to_move)
        to_move = next_player(board, to_move)
    moves = list(opening)
    if to_move is not None:
        played = play_out(black, white, board, to_move=to_move, on_bad_answer="forfeit")
        moves += [move for _, move in played.moves]
        if played.forfeit is not None:
            return _forfeit(board, played.forfeit, moves)
    black_discs, white_discs = count_discs(board)
    return GameResult(winner(board), black_discs, white_discs, tuple(moves))


def _forfeit(board: Board, forfeit: Forfeit, moves: list[Move]) -> GameResult:
    whole = len(board) ** 2
    if forfeit.colour == BLACK:
        return GameResult(WHITE, 0, whole, tuple(moves), forfeit.reason, forfeit)
    return GameResult(BLACK, whole, 0, tuple(moves), forfeit.reason, forfeit)


# --- a match -----------------------------------------------------------------------------


def random_opening(size: int, moves: int, rng: random.Random) -> tuple[Move, ...]:
    """A short random opening: ``moves`` legal moves from the start, drawn with ``rng``.

    >>> random_opening(8, 2, random.Random(0))
    ((5, 4), (5, 3))
    """
    board = initialize_board(size)
    to_move: Colour | None = BLACK
    played: list[Move] = []
    for _ in range(moves):
        if to_move is None:
            break
        move = rng.choice(valid_moves_list(board, to_move))
        place_move(board, *move, to_move)
        played.append(move)
        to_move = next_player(board, to_move)
    return tuple(played)


@dataclass
class MatchResult:
    """The games of a match between ``first`` and ``second``, counted from ``first``'s side."""

    first: str
    second: str
    games: list[tuple[Colour, GameResult]] = field(default_factory=list)  # (first's colour, result)

    @property
    def wins(self) -> int:
        return sum(result.winner == colour for colour, result in self.games)

    @property
    def draws(self) -> int:
        return sum(result.winner == DRAW for _, result in self.games)

    @property
    def losses(self) -> int:
        return len(self.games) - self.wins - self.draws

    @property
    def margin(self) -> float:
        """``first``'s average disc margin per game."""
        if not self.games:
            return 0.0
        return sum(result.margin(colour) for colour, result in self.games) / len(self.games)

    @property
    def forfeits(self) -> list[str]:
        """Why games were lost early, in the order played."""
        return [result.forfeit for _, result in self.games if result.forfeit]

    def __repr__(self) -> str:
        return TABLE_WORDS.say(
            "match",
            first=self.first,
            second=self.second,
            wins=self.wins,
            draws=self.draws,
            losses=self.losses,
            margin=f"{self.margin:+.1f}",
        )


def _opening_length(size: int) -> int:
    return 2 if size <= 6 else 4


def _make(spec: PlayerSpec, seed: int, argument: str) -> tuple[str, PlayerFunction]:
    """The name and the function of a player given as a name or a function (``argument`` names it)."""
    if isinstance(spec, str):
        offered = computer_players(seed=seed)
        if spec not in offered:
            raise ValueError(f"{argument}: unknown player {spec[:40]!r}: choose one of {', '.join(offered)}")
        return spec, offered[spec]
    if callable(spec):
        return player_name(spec), spec
    raise TypeError(
        f"{argument} must be the name of a computer player or a player function, "
        f"not the {type(spec).__name__}"
    )


def match(
    first: PlayerSpec,
    second: PlayerSpec,
    *,
    games: int = 10,
    size: int = 8,
    seed: int = 0,
    opening_moves: int | None = None,
    progress: Callable[[], None] | None = None,
    log: str | os.PathLike[str] | None = None,
) -> MatchResult:
    """Play ``games`` games between two players, colours alternating, from varied openings.

    Games go in pairs: each pair starts from the same random opening of
    ``opening_moves`` moves (2 on boards up to 6x6, 4 above), once with each
    player as Black, so neither side gets the better opening.  The same
    ``seed`` gives the same result.  With ``log``, each game is appended to
    that games log (see ``othello_lesson.gamelog``).

    >>> match("weights", "greedy", games=2, size=4, seed=3)
    weights vs greedy: 0 wins, 0 draws, 2 losses, average margin -3.0
    """
    _check_whole_number("games", games, least=1)
    _check_whole_number("seed", seed, least=None)
    _check_whole_number("opening_moves", opening_moves, least=0, optional=True)
    check_size(size)
    if progress is not None and not callable(progress):
        raise TypeError(f"progress must be a function to call after each game, not {type(progress).__name__}")
    first_name, first_player = _make(first, seed, "first")
    second_name, second_player = _make(second, seed + 1, "second")
    rng = random.Random(seed)
    length = _opening_length(size) if opening_moves is None else opening_moves
    result = MatchResult(first_name, second_name)
    opening: tuple[Move, ...] = ()
    for game in range(games):
        started, clock = datetime.now(timezone.utc), time.monotonic()
        if game % 2 == 0:
            opening = random_opening(size, length, rng)
            played = refereed_game(first_player, second_player, size=size, opening=opening)
            result.games.append((BLACK, played))
            names = (first_name, second_name)
        else:
            played = refereed_game(second_player, first_player, size=size, opening=opening)
            result.games.append((WHITE, played))
            names = (second_name, first_name)
        if log is not None:
            log_game(log, _logged(played, size, names, started, time.monotonic() - clock))
        if progress is not None:
            progress()
    return result


def _check_whole_number(name: str, value: object, *, least: int | None, optional: bool = False) -> None:
    """``TypeError`` unless ``value`` is an int (or None if ``optional``), ``ValueError`` below ``least``."""
    if optional and value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number (an int), not the {type(value).__name__}")
    if least is not None and value < least:
        raise ValueError(f"{name} must be a whole number of at least {least}, not {value}")


def _logged(
    played: GameResult, size: int, names: tuple[str, str], started: datetime, seconds: float
) -> LoggedGame:
    """The games-log row of a refereed game."""
    result = result_word(played.winner)
    return LoggedGame(
        started.isoformat(timespec="seconds"),
        round(seconds, 3),
        size,
        *names,
        played.black,
        played.white,
        result,
        played.forfeit or "neither player can move",
        record_from_moves(played.moves, size=size),
    )


# --- a round robin -------------------------------------------------------------------------


@dataclass
class Table:
    """The results of a round robin: one ``MatchResult`` per pair, and totals per player."""

    names: list[str]
    matches: dict[tuple[str, str], MatchResult]
    size: int

    def pair(self, first: str, second: str) -> tuple[int, int, int, float]:
        """``first``'s wins, draws, losses and average margin against ``second``."""
        if (first, second) in self.matches:
            m = self.matches[first, second]
            return m.wins, m.draws, m.losses, m.margin
        m = self.matches[second, first]
        return m.losses, m.draws, m.wins, -m.margin

    def totals(self, name: str) -> tuple[int, int, int, int, float]:
        """``name``'s games, wins, draws, losses and average margin over the whole tournament."""
        games = wins = draws = losses = 0
        margin = 0.0
        for other in self.names:
            if other == name:
                continue
            w, d, lost, avg = self.pair(name, other)
            count = w + d + lost
            games, wins, draws, losses = games + count, wins + w, draws + d, losses + lost
            margin += avg * count
        return games, wins, draws, losses, margin / games if games else 0.0

    def points(self, name: str) -> float:
        """A win is 1 point, a draw half a point."""
        _, wins, draws, _, _ = self.totals(name)
        return wins + draws / 2

    def standings(self) -> list[str]:
        """The players, most points first (then the best margin, then the order given)."""
        return sorted(self.names, key=lambda n: (-self.points(n), -self.totals(n)[4], self.names.index(n)))

    @property
    def forfeits(self) -> list[str]:
        return [reason for m in self.matches.values() for reason in m.forfeits]

    def _overall_rows(self) -> list[list[str]]:
        rows = []
        for name in self.standings():
            games, wins, draws, losses, margin = self.totals(name)
            rows.append([name, str(games), str(wins), str(draws), str(losses), f"{margin:+.1f}"])
        return rows

    def _pair_cell(self, first: str, second: str) -> str:
        if first == second:
            return "-"
        wins, draws, losses, _ = self.pair(first, second)
        return f"{wins}-{draws}-{losses}"

    def __str__(self) -> str:
        header = _header()
        rows = self._overall_rows()
        widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
        lines = [
            "  ".join(cell.ljust(widths[0]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(r))
            for r in [header, *rows]
        ]
        order = self.standings()
        name_width = max(len(n) for n in order)
        cells = [[self._pair_cell(a, b) for b in order] for a in order]
        width = max(len(c) for row in cells for c in row + order)
        lines += ["", TABLE_WORDS.say("crosstable")]
        lines.append(" " * name_width + "  " + "  ".join(n.rjust(width) for n in order))
        for name, row in zip(order, cells, strict=True):
            lines.append(name.ljust(name_width) + "  " + "  ".join(c.rjust(width) for c in row))
        lines += [TABLE_WORDS.say("forfeit", reason=reason) for reason in self.forfeits]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{escape(h)}</th>" for h in _header())
        body = "".join(
            "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>"
            for row in self._overall_rows()
        )
        order = self.standings()
        cross_head = "<th></th>" + "".join(f"<th>{escape(n)}</th>" for n in order)
        cross_body = "".join(
            f"<tr><th>{escape(a)}</th>"
            + "".join(f"<td>{self._pair_cell(a, b)}</td>" for b in order)
            + "</tr>"
            for a in order
        )
        forfeits = "".join(f"<li>{escape(reason)}</li>" for reason in self.forfeits)
        return (
            f'<table class="othello-standings"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
            f"<p>{escape(TABLE_WORDS.say('crosstable_title'))}</p>"
            f'<table class="othello-crosstable"><thead><tr>{cross_head}</tr></thead>'
            f"<tbody>{cross_body}</tbody></table>"
            + (f"<p>{escape(TABLE_WORDS.say('forfeits'))}</p><ul>{forfeits}</ul>" if forfeits else "")
        )

    def chart(self) -> Chart:
        """A bar chart of each player's wins, draws and losses; ``.figure`` is the matplotlib ``Figure``."""
        from matplotlib.figure import Figure  # only needed when a chart is asked for

        order = self.standings()[::-1]  # the best at the top
        totals = [self.totals(name) for name in order]
        wins = [t[1] for t in totals]
        draws = [t[2] for t in totals]
        losses = [t[3] for t in totals]
        figure = Figure(figsize=(6, 0.5 * len(order) + 1.2))
        axes = figure.add_subplot()
        axes.barh(order, wins, color="#2e7d32", label="wins")
        axes.barh(order, draws, left=wins, color="#9e9e9e", label="draws")
        after_draws = [w + d for w, d in zip(wins, draws, strict=True)]
        axes.barh(order, losses, left=after_draws, color="#c62828", label="losses")
        axes.set_xlabel("games")
        axes.set_title(f"Round robin on {self.size}x{self.size}")
        axes.legend(loc="lower right")
        figure.tight_layout()
        return Chart(figure, f"<Chart: round robin of {len(order)} players on {self.size}x{self.size}>")


@dataclass(frozen=True)
class Chart:
    """A matplotlib figure that a notebook shows as a picture, and describes in plain text."""

    figure: Any
    description: str

    def _repr_png_(self) -> bytes:
        from io import BytesIO

        buffer = BytesIO()
        self.figure.savefig(buffer, format="png", metadata={"Software": None})
        return buffer.getvalue()

    def __repr__(self) -> str:
        return self.description


def round_robin(
    players: Mapping[str, PlayerFunction] | Iterable[PlayerSpec],
    *,
    games: int = 10,
    size: int = 8,
    seed: int = 0,
    progress: bool = True,
    on_game: Callable[[], None] | None = None,
    on_match: Callable[[MatchResult], None] | None = None,
) -> Table:
    """Play a ``match`` of ``games`` games between every pair of ``players``.

    ``players`` is a list of names (``"greedy"``, ...) or functions, or a dict
    from names to functions.  With ``progress`` a bar shows how many games are
    done (in the console it goes to standard error, and only on a terminal).
    ``on_game()`` is called after every game and ``on_match(result)`` after
    every pair's match (a page that shows the tournament as it goes).

    >>> table = round_robin(["random", "greedy", "weights"], games=4, size=6, progress=False)
    >>> table.standings()
    ['weights', 'random', 'greedy']
    >>> table.pair("weights", "greedy")      # wins, draws, losses, average margin
    (4, 0, 0, 14.5)
    """
    specs: list[tuple[str, PlayerSpec]]
    if isinstance(players, Mapping):
        specs = list(players.items())
        arguments = [f"players[{name!r}]" for name in players]
    elif isinstance(players, Iterable) and not isinstance(players, (str, bytes)):
        specs = [(s if isinstance(s, str) else player_name(s), s) for s in players]
        arguments = [f"players[{i}]" for i in range(len(specs))]
    else:
        raise TypeError(
            f"players must be a list of players (names or functions) or a dict from names to players, "
            f"not the {type(players).__name__}"
        )
    for argument, (_, spec) in zip(arguments, specs, strict=True):
        _make(spec, seed, argument)  # every player is checked before the first game
    names = [name for name, _ in specs]
    if len(set(names)) != len(names) or len(names) < 2:
        raise ValueError(f"a round robin needs at least two players with different names, not {names}")
    pairs = [(i, j) for i in range(len(specs)) for j in range(i + 1, len(specs))]
    bar = ProgressBar(len(pairs) * games, "games") if progress else None
    matches = {}

    def one_more_game() -> None:
        if bar is not None:
            bar.advance()
        if on_game is not None:
            on_game()

    for number, (i, j) in enumerate(pairs):
        (a_name, a), (b_name, b) = specs[i], specs[j]
        result = match(a, b, games=games, size=size, seed=seed + 1000 * number, progress=one_more_game)
        result.first, result.second = a_name, b_name
        matches[a_name, b_name] = result
        if on_match is not None:
            on_match(result)
    if bar is not None:
        bar.close()
    return Table(names, matches, size)


# --- a progress bar that stays deterministic ------------------------------------------------


class ProgressBar:
    """A text bar, ``games: 12/30 [########------------]``: no times, so what is stored is repeatable.

    In a notebook it is one output updated in place, which starts and ends
    empty, so a saved notebook keeps the same (empty) line however the run
    went; in a console it is redrawn on standard error, and only when that is
    a terminal.
    """

    WIDTH = 20

    def __init__(self, total: int, label: str) -> None:
        self.total, self.label, self.done = total, label, 0
        self._handle = None
        self._console = False
        shell = _notebook_shell()
        if shell is not None:
            from IPython.display import display

            self._handle = display(_Text(""), display_id=True)
        else:
            self._console = sys.stderr.isatty()
            self._draw()

    def text(self) -> str:
        filled = self.WIDTH * self.done // self.total if self.total else self.WIDTH
        return f"{self.label}: {self.done}/{self.total} [{'#' * filled}{'-' * (self.WIDTH - filled)}]"

    def advance(self) -> None:
        self.done += 1
        self._draw()

    def _draw(self) -> None:
        if self._handle is not None:
            self._handle.update(_Text(self.text()))
        elif self._console:
            sys.stderr.write("\r" + self.text())
            sys.stderr.flush()

    def close(self) -> None:
        if self._handle is not None:
            self._handle.update(_Text(""))
        if self._console:
            sys.stderr.write("\n")
            sys.stderr.flush()


@dataclass(frozen=True)
class _Text:
    text: str

    def __repr__(self) -> str:
        return self.text


def _notebook_shell() -> Any:
    """The running notebook's shell, or ``None`` outside a notebook kernel."""
    ipython = sys.modules.get("IPython")
    if ipython is None:
        return None
    shell = ipython.get_ipython()
    return shell if shell is not None and getattr(shell, "kernel", None) is not None else None


__all__ = [
    "Chart",
    "GameResult",
    "MatchResult",
    "ProgressBar",
    "Table",
    "match",
    "random_opening",
    "refereed_game",
    "round_robin",
]


if not TYPE_CHECKING:  # a lesson saved before ``refereed_game`` had its name runs as it did

    def __getattr__(name: str) -> object:
        if name == "referee":  # the module ``othello_lesson.referee`` is the one referee now
            return refereed_game
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
