"""A class tournament's games, settings and faults as data; words only where they are written and shown.

A ``Fault`` is what an entrant did that lost it a game: the entrant, the
kind (an id of the words' table, ``tournament_words``) and the facts its
words are filled with, kept as fields, never as a sentence to be cut apart
again.  A ``TournamentGame`` is one game as the tournament keeps it; a
``Settings`` the settings it was played with.  Each is written to JSON and
read back (``to_json``, ``from_json``); a results file written before faults
were kept as fields is read too.

>>> fault = Fault("ana", "raised", (("error", "ZeroDivisionError: division by zero"),))
>>> game = TournamentGame("ana", "ben", WHITE, 0, 16, "b1", fault)
>>> game.reason
'Black player ana raised ZeroDivisionError: division by zero'
>>> TournamentGame.from_json(game.to_json()) == game
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from ..gamelog import result_word
from ..rules import BLACK, COLOUR_NAMES, DRAW, WHITE
from .entrants import DEFAULT_GAME_SECONDS, DEFAULT_MEMORY_MB, DEFAULT_SECONDS, Sandbox
from .tournament_plan import DEFAULT_GAMES
from .tournament_words import WORDS, words

WINNER = {"black": BLACK, "white": WHITE, "draw": DRAW}


@dataclass(frozen=True)
class Fault:
    """What ``entrant`` did that lost it a game: ``kind`` (``fault_KIND`` in the words' table) and the
    facts its words are filled with."""

    entrant: str
    kind: str
    facts: tuple[tuple[str, str], ...] = ()

    @property
    def problem(self) -> str:
        """What it did, in words: ``'raised ZeroDivisionError: division by zero'``."""
        return words(f"fault_{self.kind}", **dict(self.facts))

    def to_json(self) -> dict[str, object]:
        return {"entrant": self.entrant, "kind": self.kind, "facts": dict(self.facts)}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Fault:
        facts = data.get("facts") or {}
        kind = str(data["kind"])
        if f"fault_{kind}" not in WORDS or not isinstance(facts, Mapping):
            raise ValueError(f"a fault of an unknown kind: {kind!r}")
        return cls(str(data["entrant"]), kind, tuple((str(k), str(v)) for k, v in facts.items()))


@dataclass(frozen=True)
class TournamentGame:
    """One game of the tournament: who played each colour, who won (``BLACK``, ``WHITE`` or ``DRAW``),
    the discs at the end, the record, and the fault that ended it early, if one did."""

    black: str
    white: str
    winner: str  # BLACK, WHITE or DRAW
    black_discs: int
    white_discs: int
    record: str
    fault: Fault | None = None

    @property
    def reason(self) -> str:
        """Why it ended early, as the table and the results file say it (empty if it did not)."""
        if self.fault is None:
            return ""
        colour = COLOUR_NAMES[BLACK if self.fault.entrant == self.black else WHITE]
        return words("fault_sentence", colour=colour, name=self.fault.entrant, problem=self.fault.problem)

    def to_json(self) -> dict[str, object]:
        return {
            "black": self.black,
            "white": self.white,
            "winner": result_word(self.winner),
            "black_discs": self.black_discs,
            "white_discs": self.white_discs,
            "record": self.record,
            "reason": self.reason,
            "fault": None if self.fault is None else self.fault.to_json(),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> TournamentGame:
        black, white, winner = str(data["black"]), str(data["white"]), WINNER[str(data["winner"])]
        fault = data.get("fault")
        reason = str(data.get("reason") or "")
        if isinstance(fault, Mapping):
            read = Fault.from_json(fault)
        elif reason:  # written before faults were kept as fields: its sentence, as it was
            loser, colour = (black, "Black") if winner == WHITE else (white, "White")
            read = Fault(loser, "other", (("reason", reason.removeprefix(f"{colour} player {loser} ")),))
        else:
            read = None
        black_discs, white_discs = data["black_discs"], data["white_discs"]
        if not isinstance(black_discs, int) or not isinstance(white_discs, int):
            raise ValueError(f"a game's discs are whole numbers, not {black_discs!r} and {white_discs!r}")
        return cls(black, white, winner, black_discs, white_discs, str(data["record"]), read)


@dataclass(frozen=True)
class Settings:
    """What a tournament was played with (as ``class_tournament`` takes them), and its sandbox."""

    size: int = 6
    games: int = DEFAULT_GAMES
    seconds: float = DEFAULT_SECONDS
    game_seconds: float = DEFAULT_GAME_SECONDS
    memory_mb: int = DEFAULT_MEMORY_MB
    seed: int = 0
    minutes: float | None = None
    rounds: int = 0
    workers: int = 1
    sandbox: Sandbox | None = None

    def to_json(self) -> dict[str, object]:
        data = dataclasses.asdict(self)
        data["sandbox"] = None if self.sandbox is None else self.sandbox.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Settings:
        """The settings a results file holds (those it leaves out, or older files, at their defaults)."""

        def whole(name: str, default: int) -> int:
            value = data.get(name)
            return value if isinstance(value, int) and not isinstance(value, bool) else default

        def real(name: str, default: float) -> float:
            value = data.get(name)
            return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else default

        sandbox = data.get("sandbox")
        return cls(
            size=whole("size", 6),
            games=whole("games", DEFAULT_GAMES),
            seconds=real("seconds", DEFAULT_SECONDS),
            game_seconds=real("game_seconds", DEFAULT_GAME_SECONDS),
            memory_mb=whole("memory_mb", DEFAULT_MEMORY_MB),
            seed=whole("seed", 0),
            minutes=real("minutes", 0.0) or None,
            rounds=whole("rounds", 0),
            workers=whole("workers", 1),
            sandbox=None if sandbox is None else Sandbox.from_json(sandbox),
        )


__all__ = ["Fault", "Settings", "TournamentGame"]
