"""Hints as data: each hint's words kept in one table a lesson, under an id that never changes.

A lesson's checks name their hints in one table, ``HINTS = Hints("lesson3", {...})``,
and say one with ``HINTS.say(key, **facts)``: the words, with the facts of the
case filled in.  What is said is a ``Hint``, the string the report shows, which
also carries its ``id`` (``"lesson3.row_above"``).  The log of outcomes records
that id, never the words; ``words_of(id)`` gives the words back, for a teacher's
view of the class.

The words are said in the course's current language (``othello_lesson.language``):
a table holds the English, and ``othello_lesson.translations`` gives an id's
translation from the PO files of ``othello_lesson/locales/``, or the English
where there is none yet.

>>> HINTS = Hints("example", {"row_above": "Row {row} is above the top row: a row is at least 0."})
>>> hint = HINTS.say("row_above", row=-2)
>>> hint
'Row -2 is above the top row: a row is at least 0.'
>>> hint.id
'example.row_above'
>>> hint_id(hint), hint_id("words with no id")
('example.row_above', None)
>>> words_of("example.row_above")
'Row {row} is above the top row: a row is at least 0.'
"""

from __future__ import annotations

import importlib
import string
import sys
from collections.abc import Iterator, Mapping

from ..translations import translated

__all__ = ["Hint", "Hints", "hint_id", "shown_words", "tables", "words_of"]


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
    module that made the table: its translations go in that module's catalogue.

    >>> from othello_lesson.language import current_language, use_language
    >>> HINTS = Hints("example", {"row_above": "Row {row} is above the top row."})
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
        self.module: str = sys._getframe(1).f_globals.get("__name__", "")  # where the table is written
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


def hint_id(hint: str) -> str | None:
    """The id of a hint said from a table; ``None`` for words that are not one."""
    return hint.id if isinstance(hint, Hint) else None


def tables() -> dict[str, Hints]:
    """Every table of words made so far in this process, by name."""
    return dict(_TABLES)


def words_of(id: str) -> str | None:
    """The words of the hint ``id`` in the current language (``{fields}`` unfilled), or ``None``.

    A table of the checks that is not loaded yet is loaded, from the module its name
    starts with: ``lesson3.row_above`` and ``lesson3_move.long_run`` look in
    ``othello_lesson.exercises.lesson3``, ``errors.assertion`` in ``...exercises.errors``.
    """
    name, _, key = id.rpartition(".")
    if name not in _TABLES:
        try:
            importlib.import_module(f"{__package__}.{name.split('_')[0]}")
        except ImportError:
            return None
    table = _TABLES.get(name)
    return table.get(key) if table is not None else None


def shown_words(id: str) -> str | None:
    """The words of the hint ``id`` for a reader who has no case in front of them: each field as ``…``.

    >>> _ = Hints("example", {"row_above": "Row {row} is above the top row."})
    >>> shown_words("example.row_above")
    'Row … is above the top row.'
    """
    words = words_of(id)
    if words is None:
        return None
    return "".join(
        text + ("…" if field is not None else "") for text, field, _, _ in string.Formatter().parse(words)
    )
