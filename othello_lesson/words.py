"""Words as data: every table of words a student or teacher reads, each word under an id that never changes.

A table is a ``Hints`` (the checks' hints were the first tables, and
``othello_lesson.exercises.hints`` still gives them their name): its name and
keys make the ids.  It lives here, with the plumbing, so that every wing can
keep its words in tables (the game, the board, the console, the course
command, the teacher's pages) and each is translated from the same ids.

>>> WORDS = Hints("example_words", {"new_game": "New game."})
>>> WORDS.say("new_game").id
'example_words.new_game'
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Mapping

__all__ = ["Hint", "Hints", "loaded_table"]


class Hint(str):
    """The words of a hint (it is the string a report shows), with the ``id`` that names it."""

    id: str

    def __new__(cls, words: str, id: str) -> Hint:
        hint = super().__new__(cls, words)
        hint.id = id
        return hint


_TABLES: dict[str, Hints] = {}  # every table made so far, by its name


class Hints(Mapping[str, str]):
    """One lesson's hints (or one part of the checks'): each key's words, with ``{fact}`` fields.

    A table's name and keys make the ids (``name.key``): rename neither, once shipped.
    """

    def __init__(self, name: str, words: Mapping[str, str]) -> None:
        for key, text in words.items():
            if not key.isidentifier():
                raise ValueError(f"a hint's key is a Python name, not {key!r}")
            list(string.Formatter().parse(text))  # a malformed {field} fails here, not in a check
        self.name = name
        self._words = dict(words)
        _TABLES[name] = self

    def __getitem__(self, key: str) -> str:
        return self._words[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)

    def say(self, key: str, /, **facts: object) -> Hint:
        """The hint ``key``, its ``{fields}`` filled in from ``facts``."""
        return Hint(self._words[key].format(**facts), f"{self.name}.{key}")


def loaded_table(name: str) -> Hints | None:
    """The table called ``name``, if the module that makes it has been imported; else ``None``.

    >>> loaded_table("example_words") is not None, loaded_table("no_such_table")
    (True, None)
    """
    return _TABLES.get(name)
