"""One answer adapted from real code, and what a check should make of it (shared by every batch)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from othello_lesson.exercises.common import Report


@dataclass(frozen=True)
class RealAnswer:
    """One answer adapted from real code, and what a check should make of it."""

    check: Callable[[Callable], Report]
    answer: Callable
    right: bool
    mistake: str = ""
    says: str = ""
    avoids: str = ""

    @property
    def exercise(self) -> str:
        return self.check.__name__.removeprefix("check_")

    @property
    def lesson(self) -> int:
        return int(self.check.__module__.rsplit("lesson", 1)[1])

    @property
    def source(self) -> str:
        return self.answer.__module__.rsplit(".", 1)[1]

    @property
    def name(self) -> str:
        return self.answer.__name__


SIZE_8 = "len(board)"
PAST_8 = "beyond the eighth row or column"
SWEIGART_8 = "Their loops and bounds are written for 8x8 (range(8), x <= 7), not for the board's size."
PAIP_8 = "Their 10x10 list holds an 8x8 board, so squares beyond the eighth row or column are never seen."
NO_SANDWICH = "sandwich"
NOT_AT_DEPTH_0 = "Stop at depth 0"
EMPTY_AS_DOT = "empty square"
NEVER_REFUSES = "IllegalMoveError"


def right(check, answer) -> RealAnswer:
    return RealAnswer(check, answer, True)


def wrong(check, answer, mistake, says, avoids="") -> RealAnswer:
    return RealAnswer(check, answer, False, mistake, says, avoids)


def phrases(text: str) -> list[str]:
    """The phrases of a ``says`` or ``avoids`` text, separated by " | "."""
    return [phrase for phrase in text.split(" | ") if phrase]


def names_the_mistake(entry: RealAnswer, hint: str) -> bool:
    """Whether ``hint`` names the answer's mistake: it holds every phrase of one of the ``says``
    alternatives (separated by " || ", for an answer with more than one mistake)."""
    return any(all(phrase in hint for phrase in phrases(one)) for one in entry.says.split(" || "))


def points_elsewhere(entry: RealAnswer, hint: str) -> bool:
    """Whether ``hint`` holds a phrase of ``avoids``: words for a mistake the code does not have."""
    return any(phrase in hint for phrase in phrases(entry.avoids))
