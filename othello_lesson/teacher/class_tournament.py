"""A tournament of the class's own players: a round robin of every entrant in a folder, rated.

Each student hands in one ``.py`` file defining ``player(board, colour)``
(lesson 9's ``write_entry`` makes one); the teacher puts them in one folder
and runs ``othello-course tournament FOLDER`` in a terminal, or
``class_tournament(FOLDER)`` in a notebook.  Every pair plays ``games``
games (colours alternated, from varied openings, as ``tournament.match``
plays them), refereed by the package's one referee; each entrant runs in a
process of its own (``entrants.SandboxedPlayer``), so a broken player loses
its games, with the reason recorded, and the tournament goes on.  The result
holds the table (wins, draws, losses, disc margin), a rating for every
entrant with its 95 % range (``ratings``), a note for each pair the games
are too few to separate, and every game with its record.

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> for name, choice in (("first", "moves[0]"), ("last", "moves[-1]")):
...     _ = (folder / f"{name}.py").write_text(
...         "from othello_lesson import valid_moves_list\\n"
...         "def player(board, colour):\\n"
...         f"    moves = valid_moves_list(board, colour)\\n    return {choice}\\n")
>>> result = class_tournament(folder, size=4, games=2, progress=False)
>>> [row.name for row in result.ratings], len(result.games)
(['first', 'last'], 2)
"""

from __future__ import annotations

import argparse
import html
import importlib.util
import json
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..gamelog import result_word
from ..ratings import Rating, ratings, too_close_to_tell
from ..records import record_from_moves
from ..rules import BLACK, DRAW, WHITE, Board, Colour, Move, check_size
from ..tournament import Chart, GameResult, Table, round_robin
from .entrants import (
    DEFAULT_MEMORY_MB,
    DEFAULT_SECONDS,
    EntrantError,
    EntrantFault,
    SandboxedPlayer,
    find_entrants,
)

IN_THE_BROWSER = sys.platform == "emscripten"  # Pyodide: no processes to run entrants in


class InKernelPlayer:
    """An entrant run in this kernel, under the exercise checks' time limit: the browser's way.

    There it is guarded by time alone: it shares the kernel with everything else.
    """

    def __init__(self, path: str | os.PathLike[str], *, seconds: float = DEFAULT_SECONDS) -> None:
        self.path, self.seconds = Path(path), seconds
        self.__name__ = self.path.stem
        self._player: Callable[..., object] | None = None

    def __call__(self, board: Board, colour: Colour) -> Move:
        from ..exercises.guard import StillRunning, within_time  # the checks' guard, only when used

        player = self._player or self._load()
        try:
            return within_time(player, board, colour, seconds=self.seconds)  # type: ignore[return-value]  # the entrant answers anything: the referee checks it
        except StillRunning:
            raise EntrantFault(f"took more than {self.seconds:g} s for one move") from None

    def _load(self) -> Callable[..., object]:
        try:
            spec = importlib.util.spec_from_file_location(f"entrant_{self.path.stem}", self.path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            writes_bytecode, sys.dont_write_bytecode = sys.dont_write_bytecode, True  # no file beside theirs
            try:
                spec.loader.exec_module(module)
            finally:
                sys.dont_write_bytecode = writes_bytecode
        except Exception as error:
            raise EntrantFault(f"failed to import: {type(error).__name__}: {error}") from None
        player = getattr(module, "player", None)
        if not callable(player):
            raise EntrantFault("defines no function player(board, colour)")
        self._player = player
        return player

    def close(self) -> None:
        """Nothing to end: the entrant ran in this kernel."""

    def __enter__(self) -> InKernelPlayer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def entrant(
    path: str | os.PathLike[str],
    *,
    seconds: float = DEFAULT_SECONDS,
    memory_mb: int = DEFAULT_MEMORY_MB,
    processes: bool = not IN_THE_BROWSER,
) -> SandboxedPlayer | InKernelPlayer:
    """The player of an entry file, run as the tournament runs it: in a process of its own where
    there are processes, in this kernel in the browser.  Use it in a ``with`` block."""
    if processes:
        return SandboxedPlayer(path, seconds=seconds, memory_mb=memory_mb)
    return InKernelPlayer(path, seconds=seconds)


@dataclass
class ClassTournament:
    """The result of a class tournament: the table, the ratings, the notes, and every game."""

    table: Table
    ratings: list[Rating]
    games: list[dict]
    settings: dict

    @property
    def notes(self) -> list[str]:
        """What the reader should know: pairs the games cannot separate, and every forfeit."""
        notes = [
            f"{upper} and {lower}: too few games to tell apart (their 95 % ranges overlap)"
            for upper, lower in too_close_to_tell(self.ratings)
        ]
        for game in self.games:
            if game["reason"]:
                beaten = game[result_word(WHITE if game["winner"] == "black" else BLACK)]
                notes.append(f"{beaten} lost a game by fault: {game['reason']}")
        return notes

    def rows(self) -> list[list[str]]:
        """The standings as text cells: rank, entrant, games, wins, draws, losses, margin, rating."""
        rows = []
        for rank, rating in enumerate(self.ratings, start=1):
            games, wins, draws, losses, margin = self.table.totals(rating.name)
            spread = f"{rating.rating:.0f} ({rating.low:.0f} to {rating.high:.0f})"
            rows.append(
                [
                    str(rank),
                    rating.name,
                    str(games),
                    str(wins),
                    str(draws),
                    str(losses),
                    f"{margin:+.1f}",
                    spread,
                ]
            )
        return rows

    HEADER = ("", "entrant", "games", "won", "drawn", "lost", "margin", "rating (95 % range)")

    def __str__(self) -> str:
        rows = [list(self.HEADER), *self.rows()]
        widths = [max(len(row[i]) for row in rows) for i in range(len(self.HEADER))]
        lines = [
            "  ".join(
                cell.rjust(w) if i != 1 else cell.ljust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            )
            for row in rows
        ]
        return "\n".join([*lines, *self.notes])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(cell)}</th>" for cell in self.HEADER)
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>" for row in self.rows()
        )
        notes = "".join(f"<li>{html.escape(note)}</li>" for note in self.notes)
        table = f'<table class="othello-class-tournament"><thead><tr>{head}</tr></thead>'
        return table + f"<tbody>{body}</tbody></table>" + (f"<ul>{notes}</ul>" if notes else "")

    def chart(self) -> Chart:
        """The wins, draws and losses of every entrant as a chart."""
        return self.table.chart()

    def to_json(self) -> dict:
        """The standings, the ratings, the notes and every game with its record, as plain data."""
        return {
            "format": "othello-course class tournament",
            "version": 1,
            "settings": self.settings,
            "standings": [
                dict(
                    zip(("rank", "entrant", "games", "won", "drawn", "lost", "margin"), row[:7], strict=True)
                )
                | {
                    "rating": round(rating.rating, 1),
                    "low": round(rating.low, 1),
                    "high": round(rating.high, 1),
                }
                for row, rating in zip(self.rows(), self.ratings, strict=True)
            ],
            "notes": self.notes,
            "games": self.games,
        }


def _scores(table: Table) -> list[tuple[str, str, float]]:
    """Every game as (first, second, first's score) for the ratings."""
    scores = []
    for (first, second), match in table.matches.items():
        for colour, result in match.games:
            score = 0.5 if result.winner == DRAW else float(result.winner == colour)
            scores.append((first, second, score))
    return scores


def game_entry(black: str, white: str, played: GameResult, size: int) -> dict:
    """One refereed game as the class tournament keeps it: who played, who won, the discs, the record."""
    return {
        "black": black,
        "white": white,
        "winner": result_word(played.winner),
        "black_discs": played.black,
        "white_discs": played.white,
        "record": record_from_moves(list(played.moves), size=size),
        "reason": played.forfeit,
    }


def _games(table: Table) -> list[dict]:
    games = []
    for (first, second), match in table.matches.items():
        for colour, result in match.games:
            black, white = (first, second) if colour == BLACK else (second, first)
            games.append(game_entry(black, white, result, table.size))
    return games


def class_tournament(
    folder: str | os.PathLike[str],
    *,
    size: int = 6,
    games: int = 4,
    seconds: float = DEFAULT_SECONDS,
    memory_mb: int = DEFAULT_MEMORY_MB,
    seed: int = 0,
    progress: bool = True,
    processes: bool = not IN_THE_BROWSER,
) -> ClassTournament:
    """Run a round robin of every entrant in ``folder``: ``games`` games a pair on ``size`` x ``size``.

    ``seconds`` is each move's processor time and ``memory_mb`` each entrant's
    memory; ``processes=False`` runs the entrants in this kernel instead (the
    browser's only way: it has no processes), guarded by time alone.
    """
    check_size(size)
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not 0 < seconds <= 600:
        raise ValueError(
            f"seconds must be a number of seconds per move, above 0 and at most 600, not {seconds!r}"
        )
    if isinstance(memory_mb, bool) or not isinstance(memory_mb, int) or memory_mb < 50:
        raise ValueError(f"memory_mb must be a whole number of megabytes, at least 50, not {memory_mb!r}")
    entrants = find_entrants(folder)
    if len(entrants) < 2:
        raise EntrantError(
            f"{folder} has only {entrants[0].path.name}: a tournament needs at least two entrants"
        )
    players = {
        found.name: entrant(found.path, seconds=seconds, memory_mb=memory_mb, processes=processes)
        for found in entrants
    }
    try:
        table = round_robin(players, games=games, size=size, seed=seed, progress=progress)
    finally:
        for player in players.values():
            player.close()
    settings = {"size": size, "games": games, "seconds": seconds, "memory_mb": memory_mb, "seed": seed}
    names = [entrant.name for entrant in entrants]
    return ClassTournament(table, ratings(_scores(table), names, seed=seed), _games(table), settings)


def add_tournament_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options of ``othello-course tournament``."""
    entrants_help = "the folder of entrants (one .py file each, defining player(board, colour))"
    parser.add_argument("folder", help=entrants_help)
    parser.add_argument("--size", type=int, default=6, help="the board size (default 6)")
    parser.add_argument("--games", type=int, default=4, help="games per pair, colours alternated (default 4)")
    seconds_help = "processor seconds a move may take (default 1)"
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help=seconds_help)
    memory_help = f"megabytes of memory an entrant may use (default {DEFAULT_MEMORY_MB})"
    parser.add_argument("--memory", type=int, default=DEFAULT_MEMORY_MB, help=memory_help)
    parser.add_argument("--seed", type=int, default=0, help="the same seed gives the same openings")
    parser.add_argument("--json", metavar="FILE", help="also write the standings and every game to FILE")
    return parser


def run_tournament(arguments: argparse.Namespace) -> int:
    """Play the tournament the options ask for and print its table; a bad input raises ``ValueError``."""
    if arguments.json and Path(arguments.json).is_dir():
        raise EntrantError(f"--json {arguments.json} is a folder: name a file to write")
    result = class_tournament(
        arguments.folder,
        size=arguments.size,
        games=arguments.games,
        seconds=arguments.seconds,
        memory_mb=arguments.memory,
        seed=arguments.seed,
    )
    print(result)
    if arguments.json:
        text = json.dumps(result.to_json(), indent=1, ensure_ascii=False) + "\n"
        Path(arguments.json).write_text(text, encoding="utf-8")
        print(f"Standings and every game written to {arguments.json}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m othello_lesson.teacher.class_tournament FOLDER ...``, as ``othello-course tournament``."""
    description = "A round robin of the class's own players: one .py file per student in FOLDER."
    parser = argparse.ArgumentParser(prog="othello-course tournament", description=description)
    arguments = add_tournament_arguments(parser).parse_args(argv)
    try:
        return run_tournament(arguments)
    except (ValueError, TypeError, OSError) as error:
        print(f"othello-course tournament: {error}", file=sys.stderr)
        return 2


__all__ = [
    "ClassTournament",
    "InKernelPlayer",
    "add_tournament_arguments",
    "class_tournament",
    "entrant",
    "game_entry",
    "main",
    "run_tournament",
]


if __name__ == "__main__":
    sys.exit(main())
