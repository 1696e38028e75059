"""Words as data: every table of words a student or teacher reads, each word under an id that never changes.

A table is a ``Hints`` (the checks' hints were the first tables, and
``othello_lesson.exercises.hints`` still gives them their name): its name and
keys make the ids.  It lives here, with the plumbing, so that every wing can
keep its words in tables (the game, the board, the console, the course
command, the teacher's pages) and each is translated from the same ids.

A table holds the English, and says its words in the course's current language
(``othello_lesson.language``): ``othello_lesson.translations`` gives an id's
translation from the PO files of ``othello_lesson/locales/``, or the English
where there is none yet, or where the English changed since it was translated.

>>> WORDS = Hints("example_words", {"new_game": "New game."})
>>> WORDS.say("new_game").id
'example_words.new_game'
"""

from __future__ import annotations

import string
import sys
from collections.abc import Iterator, Mapping

from .translations import translated

__all__ = ["Hint", "Hints", "loaded_table", "tables"]


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
    A key's words are given in the current language (``HINTS[key]``, ``HINTS.say``);
    ``english(key)`` gives the words the table was written with.  ``module`` is the
    module that made the table: its translations go in that module's PO file.

    >>> from othello_lesson.language import current_language, use_language
    >>> HINTS = Hints("example_words", {"row_above": "Row {row} is above the top row."})
    >>> before = current_language()
    >>> use_language("ja")
    >>> HINTS.say("row_above", row=-1)  # no translation for this id: the English
    'Row -1 is above the top row.'
    >>> use_language(before)
    """

    def __init__(self, name: str, words: Mapping[str, str]) -> None:
        for key, text in words.items():
            if not key.isidentifier():
                raise ValueError(f"a hint's key is a Python name, not {key!r}")
            list(string.Formatter().parse(text))  # a malformed {field} fails here, not in a check
        self.name = name
        self._words = dict(words)
        self.module: str = sys._getframe(1).f_globals.get("__name__", "")  # the module that made the table
        _TABLES[name] = self

    def __getitem__(self, key: str) -> str:
        return translated(f"{self.name}.{key}", self._words[key])

    def english(self, key: str) -> str:
        """The English words of ``key``, as the table holds them."""
        return self._words[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)

    def say(self, key: str, /, **facts: object) -> Hint:
        """The hint ``key``, its ``{fields}`` filled in from ``facts``."""
        return Hint(self[key].format(**facts), f"{self.name}.{key}")


def loaded_table(name: str) -> Hints | None:
    """The table called ``name``, if the module that makes it has been imported; else ``None``.

    >>> table = Hints("example_loaded", {"hello": "Hello."})
    >>> loaded_table("example_loaded") is table, loaded_table("no_such_table")
    (True, None)
    """
    return _TABLES.get(name)


def tables() -> dict[str, Hints]:
    """Every table of words made so far in this process, by name."""
    return dict(_TABLES)
