"""The language the course speaks: English or Japanese, chosen by the environment or by one call.

A process starts in the language its environment names (``first_language``);
a notebook switches with ``use_language("ja")``.  Every table of words
(``othello_lesson.exercises.hints``) asks ``current_language()`` each time it
says something, so a switch holds from the next word on.

>>> first_language({"LANG": "ja_JP.UTF-8"}), first_language({"LANG": "C.UTF-8"}), first_language({})
('ja', 'en', 'en')
>>> first_language({"OTHELLO_LESSON_LANG": "en", "LANG": "ja_JP.UTF-8"})
'en'
>>> before = current_language()
>>> use_language("ja")
>>> current_language()
'ja'
>>> use_language(before)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

__all__ = ["LANGUAGES", "LOCALES", "current_language", "first_language", "use_language"]

LOCALES = (
    Path(__file__).resolve().parent / "locales"
)  # a folder of translations for each language but English
# English first (the words every table is written in), then each language that has a folder of translations:
# adding a language is adding its folder.
LANGUAGES: tuple[str, ...] = ("en", *sorted(folder.name for folder in LOCALES.glob("*") if folder.is_dir()))
COURSE_VARIABLE = "OTHELLO_LESSON_LANG"  # set by `othello-course --lang` for JupyterLab and its kernels
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")  # the system's, in the order that one overrides the next


def first_language(environ: Mapping[str, str]) -> str:
    """The language a process starts in: the course's own variable, else the locale's, else English.

    The first of ``OTHELLO_LESSON_LANG``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set
    decides: its language part (``ja`` of ``ja_JP.UTF-8``) if the course speaks it, else English.

    >>> first_language({"LC_ALL": "en_GB.UTF-8", "LANG": "ja_JP.UTF-8"})
    'en'
    >>> first_language({"LC_MESSAGES": "ja_JP.eucJP"}), first_language({"OTHELLO_LESSON_LANG": "ja"})
    ('ja', 'ja')
    """
    for variable in (COURSE_VARIABLE, *LOCALE_VARIABLES):
        value = environ.get(variable, "").strip()
        if value:
            code = value.replace("-", "_").split("_")[0].split(".")[0].split("@")[0].lower()
            return code if code in LANGUAGES else LANGUAGES[0]
    return LANGUAGES[0]


_current = [first_language(os.environ)]  # one list, so that the functions below change it in place


def current_language() -> str:
    """The code of the language the course speaks now: ``'en'`` or ``'ja'``."""
    return _current[0]


def use_language(code: str) -> None:
    """Speak ``code`` from now on, in this process: ``use_language("ja")`` in a notebook's first cell.

    >>> use_language("fr")
    Traceback (most recent call last):
    ...
    ValueError: the course speaks 'en', 'ja', not 'fr'
    """
    if code not in LANGUAGES:
        raise ValueError(f"the course speaks {', '.join(map(repr, LANGUAGES))}, not {code!r}")
    _current[0] = code
