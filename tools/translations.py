"""Keep the translation files up to date with the tables of words: one PO file a language and domain.

    python tools/translations.py            # add every new id, mark every changed English fuzzy
    python tools/translations.py --check    # list what is missing or out of date; exit 1 if anything is
    python tools/translations.py --lang ko  # start (or update) another language's files

Every table of words (``othello_lesson.exercises.hints.Hints``) is found by importing
every module of the package.  A table's translations go into
``othello_lesson/locales/<language>/<domain>.po``, its domain chosen by the module
that makes the table (``DOMAINS``).  For each id of each table the file gets an
entry: ``msgctxt`` the id, ``msgid`` the English as the table holds it, ``msgstr``
the translation.  A new id gets an empty ``msgstr``; an id whose English changed
gets the new English, keeps its old translation and is marked ``#, fuzzy``, with
the English it translated in a ``#|`` line (as gettext's own tools do): both are
shown in English until a translator writes or checks the translation and removes
the mark.  Entries of ids no table has any more are dropped.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

import othello_lesson  # noqa: E402
from othello_lesson.language import LANGUAGES, LOCALES  # noqa: E402
from othello_lesson.translations import Entry, fields, is_current, read_po  # noqa: E402
from othello_lesson.words import Hints, tables  # noqa: E402

# Which domain (which PO file) a table's words go in, by the module that makes the table: the longest
# prefix that matches wins.  A new area of the package adds its line here.
DOMAINS = {
    "othello_lesson.exercises": "checks",  # the checks' hints, errors and reports
    "othello_lesson.course": "course",  # the othello-course command
    "othello_lesson.teacher": "teacher",  # the teacher's wing: the class view, the tournament, collecting
    "othello_lesson.game": "board",  # the game's sentences, said on the board and in the console
    "othello_lesson.student_rules": "board",  # what the game says of a student's rule function gone wrong
    "othello_lesson.records": "board",  # what is said of a record that cannot be read or played
    "othello_lesson.rule_words": "board",  # the rules' own words: why a move is illegal
    "othello_lesson.referee": "board",  # why a player forfeits, said on the board and in matches
    "othello_lesson.variants": "board",  # how a variant's game ended
    "othello_lesson.tournament": "players",  # a match's and a round robin's tables
    "othello_lesson.widget": "board",  # the clickable board
    "othello_lesson.players": "players",  # the computer players' names
    "othello_lesson.search": "players",  # the searches the board's analysis names
    "othello_lesson.console": "console",  # the terminal game
    "othello_lesson.svg": "board",  # the board's pictures
    "othello_lesson.text": "board",  # the board as text, and a game's result in words
    "othello_lesson.progress": "progress",  # the student's map of the course
    "othello_lesson.local_server": "course",  # the ports the course's servers listen on
    "othello_lesson.hub": "course",  # the lessons given on a JupyterHub
    "othello_lesson.site_words": "course",  # the JupyterLite site's first page
}


def domain_of(module: str) -> str:
    """The domain of the tables ``module`` makes.

    >>> domain_of("othello_lesson.exercises.lesson3")
    'checks'
    >>> domain_of("othello_lesson.unheard_of")
    Traceback (most recent call last):
    ...
    LookupError: the tables of othello_lesson.unheard_of have no domain: add their module to DOMAINS ...
    """
    matches = [prefix for prefix in DOMAINS if module == prefix or module.startswith(prefix + ".")]
    if not matches:
        raise LookupError(
            f"the tables of {module} have no domain: add their module to DOMAINS in tools/translations.py"
        )
    return DOMAINS[max(matches, key=len)]


def import_every_module() -> None:
    """Import every module of the package, so that every table of words is made.

    A module that cannot be imported stops the tool: its tables would be missed, and their
    translations dropped from the files.
    """
    for module in pkgutil.walk_packages(othello_lesson.__path__, prefix="othello_lesson."):
        importlib.import_module(module.name)


def every_table() -> list[Hints]:
    """Every table of words of the package, by module and name.

    Only the tables a module keeps (as one of its names): the examples of its docstrings,
    made when its doctests run, are left out.
    """
    import_every_module()
    found = [
        table
        for table in tables().values()
        if table.module.startswith("othello_lesson")
        and any(value is table for value in vars(sys.modules[table.module]).values())
    ]
    return sorted(found, key=lambda table: (table.module, table.name))


@dataclass(frozen=True)
class Wanted:
    """One id as the tables have it now: the English words, and the file of the table."""

    id: str
    english: str
    where: str


def wanted_entries(domain: str) -> list[Wanted]:
    """Every id of the tables of ``domain``, in the order of the files and tables."""
    return [
        Wanted(f"{table.name}.{key}", table.english(key), file_of(table.module))
        for table in every_table()
        if domain_of(table.module) == domain
        for key in table
        if table.english(key)  # an empty word (a blank column heading) has nothing to translate
    ]


def domains() -> list[str]:
    """Every domain that holds a table."""
    return sorted({domain_of(table.module) for table in every_table()})


def file_of(module: str) -> str:
    """The file of a module of the package, as the repository names it."""
    path = Path(importlib.import_module(module).__file__ or "")
    return path.relative_to(ROOT).as_posix()


def po_file(language: str, domain: str) -> Path:
    return LOCALES / language / f"{domain}.po"


# --- Writing PO files ----------------------------------------------------------------------------------


def quoted(text: str) -> str:
    r"""Text as a PO string, in double quotes, its backslashes, quotes, tabs and new lines escaped.

    >>> print(quoted('say "d3"\tnow\n'))
    "say \"d3\"\tnow\n"
    """
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{escaped}"'


def po_string(keyword: str, text: str) -> list[str]:
    """``keyword`` and its text as PO lines: one line, or, for text of several lines, one line each."""
    if "\n" not in text.rstrip("\n"):
        return [f"{keyword} {quoted(text)}"]
    return [f'{keyword} ""', *(quoted(line) for line in text.splitlines(keepends=True))]


def header(language: str, domain: str) -> list[str]:
    return [
        f"# The words of othello_lesson's {domain} in {language!r}: an entry for each id of its tables.",
        "# msgctxt is the id, msgid the English, msgstr its translation, with the same {fields}.",
        "# tools/translations.py adds new ids and marks changed English fuzzy; translate each msgstr.",
        'msgid ""',
        'msgstr ""',
        f'"Language: {language}\\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
    ]


def updated(wanted: Iterable[Wanted], old: dict[str, Entry]) -> list[tuple[Entry, str | None]]:
    """The entries a file should hold now, each with the English its translation was made for if that changed.

    >>> old = {"a.x": Entry("a.x", "Old words.", "古い")}
    >>> wanted = [Wanted("a.x", "New words.", "f.py"), Wanted("a.y", "More.", "f.py")]
    >>> for entry, before in updated(wanted, old):
    ...     print(entry.id, repr(entry.words), entry.fuzzy, before)
    a.x '古い' True Old words.
    a.y '' False None
    """
    entries = []
    for item in wanted:
        previous = old.get(item.id)
        if previous is None:
            entries.append((Entry(item.id, item.english, "", where=item.where), None))
        elif previous.english == item.english:
            entries.append((Entry(item.id, item.english, previous.words, previous.fuzzy, item.where), None))
        else:
            fuzzy = previous.words != ""
            entries.append(
                (Entry(item.id, item.english, previous.words, fuzzy, item.where), previous.english)
            )
    return entries


def old_english(text: str) -> dict[str, str]:
    r"""The English each fuzzy entry's translation was made for, from its ``#|`` lines, by id.

    >>> old_english('#, fuzzy\n#| msgid "Old."\nmsgctxt "a.x"\nmsgid "New."\nmsgstr "古い"\n')
    {'a.x': 'Old.'}
    """
    found = {}
    for block in text.split("\n\n"):  # the entries this tool writes are kept apart by an empty line
        before = [line[2:].strip() for line in block.splitlines() if line.startswith("#|")]
        entries = list(read_po(block).values())
        if before and len(entries) == 1:
            found[entries[0].id] = read_po('msgctxt "x"\n' + "\n".join(before))["x"].english
    return found


def po_text(language: str, domain: str, entries: list[tuple[Entry, str | None]]) -> str:
    lines = header(language, domain)
    for entry, before in entries:
        lines += ["", f"#: {entry.where}"]
        if entry.fuzzy:
            lines.append("#, fuzzy")
        if before is not None:
            lines += ["#| " + line for line in po_string("msgid", before)]
        lines += po_string("msgctxt", entry.id)
        lines += po_string("msgid", entry.english)
        lines += po_string("msgstr", entry.words)
    return "\n".join(lines) + "\n"


def write(language: str, domain: str) -> tuple[int, int]:
    """Bring one PO file up to date; how many ids it gained and how many it marked fuzzy."""
    path = po_file(language, domain)
    old = read_po(path.read_text(encoding="utf-8")) if path.exists() else {}
    earlier = old_english(path.read_text(encoding="utf-8")) if path.exists() else {}
    entries = updated(wanted_entries(domain), old)
    # An entry already fuzzy keeps the English its translation was made for, if the file said it.
    entries = [
        (entry, before if before is not None else (earlier.get(entry.id) if entry.fuzzy else None))
        for entry, before in entries
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(po_text(language, domain, entries), encoding="utf-8")
    new = sum(entry.id not in old for entry, _ in entries)
    changed = sum(
        before is not None and entry.id in old and old[entry.id].english != entry.english
        for entry, before in entries
    )
    return new, changed


# --- Checking them ---------------------------------------------------------------------------------------


def problems(language: str, domain: str) -> list[str]:
    """What the PO file of ``language`` and ``domain`` lacks: each id with no current translation, and why."""
    path = po_file(language, domain)
    name = path.relative_to(ROOT).as_posix()
    entries = read_po(path.read_text(encoding="utf-8")) if path.exists() else {}
    found = []
    for item in wanted_entries(domain):
        entry = entries.get(item.id)
        if entry is not None and is_current(entry, item.english):
            continue
        if entry is None:
            why = "no entry (run tools/translations.py to add it)"
        elif entry.english != item.english:
            why = "out of date: its msgid is not the table's English (run tools/translations.py)"
        elif entry.fuzzy:
            why = "marked fuzzy: check the translation against the English, then remove the mark"
        elif entry.words == "":
            why = "not translated yet (its msgstr is empty)"
        else:
            theirs, english = sorted(fields(entry.words)), sorted(fields(item.english))
            why = f"its fields {theirs} are not the English's {english}"
        found.append(f"{name}: {item.id} ({item.where}): {why}")
    return found


def main(arguments: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--check", action="store_true", help="list what is missing or out of date, write nothing"
    )
    parser.add_argument(
        "--lang", action="append", help="a language's code (default: every language but English); repeatable"
    )
    options = parser.parse_args(arguments)
    languages = options.lang or [language for language in LANGUAGES if language != "en"]
    if "en" in languages:
        parser.error("English is the tables' own words: it has no translation files")
    if options.check:
        found = [
            problem
            for language in languages
            for domain in domains()
            for problem in problems(language, domain)
        ]
        print("\n".join(found) if found else "every id has a current translation")
        return 1 if found else 0
    for language in languages:
        for domain in domains():
            new, changed = write(language, domain)
            left = len(problems(language, domain))
            name = po_file(language, domain).relative_to(ROOT)
            print(f"{name}: {new} new, {changed} changed, {left} to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
