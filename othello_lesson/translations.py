"""Translated words, read from the gettext PO files of ``othello_lesson/locales/<language>/``.

Each entry of a PO file translates one id of a table of words: ``msgctxt`` is the
id, ``msgid`` the English words exactly as the table holds them, ``msgstr`` the
translation, with the same ``{fields}``.  An entry counts only while it is
current: its English is the table's English, it is not marked ``#, fuzzy``, its
translation is not empty and keeps the English's fields.  Otherwise the English
is shown.  (A small reader of the format, so that the course needs nothing more
at run time; the files are ordinary gettext catalogues that any PO editor opens.)

>>> entries = read_po('''
... #: othello_lesson/exercises/lesson3.py
... msgctxt "lesson3.row_above"
... msgid "Row {row} is above the top row."
... msgstr "{row} 行目は一番上の行より上です。"
... ''')
>>> entry = entries["lesson3.row_above"]
>>> entry.words, entry.where
('{row} 行目は一番上の行より上です。', 'othello_lesson/exercises/lesson3.py')
>>> is_current(entry, "Row {row} is above the top row."), is_current(entry, "Row {row} is too high.")
(True, False)
"""

from __future__ import annotations

import functools
import string
from dataclasses import dataclass

from .language import LOCALES, current_language

__all__ = ["Entry", "fields", "is_current", "read_po", "translated"]

ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


@dataclass(frozen=True)
class Entry:
    """One translation: the id (``msgctxt``), the English (``msgid``) and its translation (``msgstr``)."""

    id: str
    english: str
    words: str
    fuzzy: bool = False
    where: str = ""  # the file of the table, from the ``#:`` line


def unquote(line: str) -> str:
    r"""The text of one quoted PO string, its escapes undone: ``"a \"b\"\n"`` gives ``a "b"`` and a new line.

    >>> unquote(r'"say \"d3\"\n"')
    'say "d3"\n'
    """
    body = line.strip()
    if len(body) < 2 or body[0] != '"' or body[-1] != '"':
        raise ValueError(f"a PO string is written in double quotes, not {line.strip()!r}")
    text, escaped = [], False
    for character in body[1:-1]:
        if escaped:
            text.append(ESCAPES.get(character, "\\" + character))
            escaped = False
        elif character == "\\":
            escaped = True
        else:
            text.append(character)
    return "".join(text)


def read_po(text: str) -> dict[str, Entry]:
    """The entries of a PO file's text that have an id (``msgctxt``), by id.

    The header (which has none) and old entries (``#~``) are left out.

    >>> read_po('#, fuzzy\\nmsgctxt "a.b"\\nmsgid ""\\n"two "\\n"lines"\\nmsgstr ""')["a.b"]
    Entry(id='a.b', english='two lines', words='', fuzzy=True, where='')
    """
    entries: dict[str, Entry] = {}
    parts: dict[str, str] = {}
    flags: set[str] = set()
    where: list[str] = []
    field = ""  # the keyword that a quoted line goes on

    def finish() -> None:
        if "msgctxt" in parts and "msgid" in parts:
            entry = Entry(
                parts["msgctxt"], parts["msgid"], parts.get("msgstr", ""), "fuzzy" in flags, " ".join(where)
            )
            entries[entry.id] = entry
        parts.clear()
        flags.clear()
        where.clear()

    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#~"):
            continue
        if "msgstr" in parts and not stripped.startswith('"'):
            finish()  # a comment or a keyword after a msgstr starts the next entry
        try:
            if stripped.startswith("#,"):
                flags.update(flag.strip() for flag in stripped[2:].split(","))
            elif stripped.startswith("#:"):
                where.append(stripped[2:].strip())
            elif stripped.startswith("#"):
                pass  # a translator's or the tool's comment
            elif stripped.startswith('"'):
                if field not in parts:
                    raise ValueError("a quoted line that follows no msgctxt, msgid or msgstr")
                parts[field] += unquote(stripped)
            else:
                keyword, _, rest = stripped.partition(" ")
                if keyword not in ("msgctxt", "msgid", "msgstr"):
                    raise ValueError(f"{keyword!r} is not a PO keyword")
                field = keyword
                parts[field] = unquote(rest)
        except ValueError as error:
            raise ValueError(f"line {number} of the PO file: {error}") from None
    finish()
    return entries


def fields(words: str) -> set[str]:
    """The ``{fields}`` of words, each as written between its braces.

    >>> sorted(fields("{count:,} discs for {colour}, {{not a field}}"))
    ['colour', 'count:,']
    """
    found = set()
    for _, name, spec, conversion in string.Formatter().parse(words):
        if name is not None:
            found.add(name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else ""))
    return found


def is_current(entry: Entry, english: str) -> bool:
    """Does ``entry`` translate these English words, as they are now, fully?

    It does when it was written for this English, is not marked fuzzy, is not empty,
    and keeps exactly the English's ``{fields}``.
    """
    return (
        entry.english == english
        and not entry.fuzzy
        and entry.words != ""
        and fields(entry.words) == fields(english)
    )


@functools.cache
def catalogue(language: str) -> dict[str, Entry]:
    """Every entry of every PO file of ``language``, by id (read once a process)."""
    entries: dict[str, Entry] = {}
    for path in sorted((LOCALES / language).glob("*.po")):
        entries.update(read_po(path.read_text(encoding="utf-8")))
    return entries


def translated(id: str, english: str, language: str | None = None) -> str:
    """The words of ``id`` in ``language`` (the current language when not given), or the English.

    >>> translated("no.such_id", "Well done.", "ja")
    'Well done.'
    """
    language = language or current_language()
    if language == "en":
        return english
    return _translated(id, english, language)


@functools.lru_cache(maxsize=4096)
def _translated(id: str, english: str, language: str) -> str:
    """``translated`` for a language with translations, remembered: a check may say a hint many times."""
    entry = catalogue(language).get(id)
    return entry.words if entry is not None and is_current(entry, english) else english
