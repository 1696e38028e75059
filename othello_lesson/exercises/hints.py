"""Hints as data: each hint's words kept in one table a lesson, under an id that never changes.

A lesson's checks name their hints in one table, ``HINTS = Hints("lesson3", {...})``,
and say one with ``HINTS.say(key, **facts)``: the words, with the facts of the
case filled in.  What is said is a ``Hint``, the string the report shows, which
also carries its ``id`` (``"lesson3.row_above"``).  The log of outcomes records
that id, never the words; ``words_of(id)`` gives the words back, in the course's
current language, for a teacher's view of the class.

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

from ..words import Hint, Hints, loaded_table

__all__ = ["Hint", "Hints", "hint_id", "shown_words", "words_of"]


def hint_id(hint: str) -> str | None:
    """The id of a hint said from a table; ``None`` for words that are not one."""
    return hint.id if isinstance(hint, Hint) else None


def words_of(id: str) -> str | None:
    """The words of the hint ``id`` as its table holds them (``{fields}`` unfilled), or ``None``.

    A table of the checks that is not loaded yet is loaded, from the module its name
    starts with: ``lesson3.row_above`` and ``lesson3_move.long_run`` look in
    ``othello_lesson.exercises.lesson3``, ``errors.assertion`` in ``...exercises.errors``.
    """
    name, _, key = id.rpartition(".")
    if loaded_table(name) is None:
        try:
            importlib.import_module(f"{__package__}.{name.split('_')[0]}")
        except ImportError:
            return None
    table = loaded_table(name)
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
