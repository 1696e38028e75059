"""Every word the course can say has its translation in every language, and a check really says it.

The tables of words are found by importing every module of the package
(``tools/translations.py``), never from a list kept by hand; a test below checks
that finder against the source, every ``Hints(...)`` a module makes.  For each
language but English, each id of each table must have a current translation in
its domain's PO file (``othello_lesson/locales/<language>/<domain>.po``): written
for the table's English as it is now, not fuzzy, not empty, with exactly the
English's ``{fields}``.  ``python tools/translations.py`` adds what is missing,
for a translator to fill in.
"""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest
from babel.messages.pofile import read_po as babel_read_po

from othello_lesson import rules
from othello_lesson.exercises import lesson2, lesson3
from othello_lesson.exercises.common import WRONG
from othello_lesson.exercises.contents import LESSON_TITLES, course, lesson_numbered
from othello_lesson.language import LANGUAGES, LOCALES, use_language
from othello_lesson.rules import EMPTY
from othello_lesson.translations import Entry, is_current, read_po, translated
from othello_lesson.words import Hints, loaded_table
from tools import translations as tool

PACKAGE = Path(__file__).resolve().parent.parent / "othello_lesson"
TRANSLATED = [language for language in LANGUAGES if language != "en"]


def test_japanese_is_a_language_of_the_course():
    assert TRANSLATED == ["ja"]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_id_of_every_table_has_a_current_translation(language):
    problems = [problem for domain in tool.domains() for problem in tool.problems(language, domain)]
    assert not problems, f"{len(problems)} ids without a current translation:\n" + "\n".join(problems)


def tables_made_in_the_source() -> set[str]:
    """The name of every table of words a module of the package makes at its top level: ``X = Hints(...)``."""
    names = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
            if (
                isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name)
                and value.func.id == "Hints"
                and isinstance(value.args[0], ast.Constant)
            ):
                names.add(value.args[0].value)
    return names


def test_the_tool_finds_every_table_the_package_makes_and_no_example_of_a_docstring():
    Hints("example_of_a_test", {"key": "Words no module keeps."})
    found = {table.name for table in tool.every_table()}
    assert found == tables_made_in_the_source()
    assert {"errors", "lesson3_move", "answers"} <= found


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_file_reads_the_same_with_babel(language):
    """The files are ordinary gettext catalogues: Babel reads in them what the course reads."""
    for path in sorted((LOCALES / language).glob("*.po")):
        text = path.read_text(encoding="utf-8")
        ours = read_po(text)
        theirs = {
            message.context: Entry(message.context, message.id, message.string, message.fuzzy)
            for message in babel_read_po(io.StringIO(text))
            if message.context
        }
        assert {id: (e.english, e.words, e.fuzzy) for id, e in ours.items()} == {
            id: (e.english, e.words, e.fuzzy) for id, e in theirs.items()
        }, path.name


def wrong_row_to_text(row):
    return "".join("." if square == " " else square for square in row)  # no space between the squares


def test_a_check_says_its_hint_in_japanese(japanese):
    report = lesson2.check_row_to_text(wrong_row_to_text)
    assert report.status == WRONG and report.hint_id is not None
    name, _, key = report.hint_id.rpartition(".")
    english = loaded_table(name).english(key)
    japanese_words = translated(report.hint_id, english, "ja")
    assert japanese_words != english
    assert japanese_words.split("{")[0] in report.text
    assert english.split("{")[0] not in report.text


# --- The tool: new ids, changed English, and what --check says -------------------------------------------


def translate(path: Path, english: str, words: str) -> None:
    """Write a translation into a PO file the tool wrote, as a translator does."""
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace(f'msgid "{english}"\nmsgstr ""', f'msgid "{english}"\nmsgstr "{words}"'), "utf-8"
    )


@pytest.fixture
def small_tables(tmp_path, monkeypatch):
    """The tool on a folder of its own, with one table of two ids."""
    monkeypatch.setattr(tool, "LOCALES", tmp_path)
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    wanted = [tool.Wanted("t.first", "First {n}.", "t.py"), tool.Wanted("t.second", "Second.", "t.py")]
    monkeypatch.setattr(tool, "wanted_entries", lambda domain: list(wanted))
    return wanted


def test_the_tool_adds_new_ids_empty_and_marks_changed_english_fuzzy_keeping_the_translation(small_tables):
    assert tool.write("xx", "checks") == (2, 0)
    path = tool.po_file("xx", "checks")
    assert {e.id: e.words for e in read_po(path.read_text(encoding="utf-8")).values()} == {
        "t.first": "",
        "t.second": "",
    }
    translate(path, "First {n}.", "訳 {n}")
    small_tables[0] = tool.Wanted("t.first", "The first {n}.", "t.py")
    assert tool.write("xx", "checks") == (0, 1)
    entry = read_po(path.read_text(encoding="utf-8"))["t.first"]
    assert (entry.english, entry.words, entry.fuzzy) == ("The first {n}.", "訳 {n}", True)
    assert '#| msgid "First {n}."' in path.read_text(encoding="utf-8")
    tool.write("xx", "checks")  # again: the English it was made for is kept
    assert '#| msgid "First {n}."' in path.read_text(encoding="utf-8")
    problems = tool.problems("xx", "checks")
    assert problems == [
        "xx/checks.po: t.first (t.py): marked fuzzy: check the translation against the English, "
        "then remove the mark",
        "xx/checks.po: t.second (t.py): not translated yet (its msgstr is empty)",
    ]


def test_a_translation_with_other_fields_is_named_and_never_shown(small_tables):
    tool.write("xx", "checks")
    path = tool.po_file("xx", "checks")
    translate(path, "First {n}.", "訳 {m}")
    translate(path, "Second.", "二番目")
    assert tool.problems("xx", "checks") == [
        "xx/checks.po: t.first (t.py): its fields ['m'] are not the English's ['n']"
    ]
    entry = read_po(path.read_text(encoding="utf-8"))["t.first"]
    assert entry.words == "訳 {m}" and not is_current(entry, "First {n}.")


def test_every_lessons_title_is_the_one_its_table_translates(japanese):
    """A lesson declares its title, and ``LESSON_TITLES`` holds it for translation: the two must agree."""
    lessons = course()
    assert [lesson.english_title for lesson in lessons] == [
        LESSON_TITLES.english(f"lesson{lesson.number}") for lesson in lessons
    ]
    assert (
        lesson_numbered(4).title
        == translated("lesson_titles.lesson4", "Playing a move", "ja")
        != "Playing a move"
    )


def valid_on_taken(board, row, col, colour):
    if not (0 <= row < len(board) and 0 <= col < len(board)):
        return False
    emptied = [list(line) for line in board]
    emptied[row][col] = EMPTY  # as if the square were empty: a taken square is taken for a move
    return rules.is_valid_move(emptied, row, col, colour)


def test_the_language_never_changes_which_hint_a_check_chooses(japanese):
    """A check chooses its hint from what the answer does, never from words (which a translation changes)."""
    said = lesson3.check_is_valid_move(valid_on_taken)
    use_language("en")
    assert lesson3.check_is_valid_move(valid_on_taken).hint_id == said.hint_id == "lesson3_valid.taken_valid"
