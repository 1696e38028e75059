"""The Japanese lessons, course/ja/NN-name.py: each cell for cell beside its English master, and up to date.

A Japanese master has the English master's cells, in the same order and of the same
kinds; each cell's marker names the English cell it translates by its fingerprint
(``# %% [markdown] en=1a2b3c4d``, see tools/build_course.py).  When an English cell
changes, its translation is out of date and the test names the lesson and the cell
(``python tools/ja_skeleton.py --update course/NN-name.py`` shows what changed).  A code
cell is the English code with only its comments and strings translated, after the two
lines of the first code cell that switch the lesson to Japanese.  Every English master
has its Japanese master: a lesson not translated yet fails, by name.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tools import build_course
from tools.ja_skeleton import code_problem, skeleton

LANGUAGE = "ja"
ENGLISH = [m for m in build_course.masters([]) if build_course.language_of(m) == "en"]
JAPANESE = build_course.masters([f"{LANGUAGE}/"])
# Hiragana, katakana and the common kanji: a cell with none of them is not in Japanese.
Cells = list[build_course.Cell]
JAPANESE_LETTERS = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _name(path: Path) -> str:
    return path.relative_to(build_course.ROOT).as_posix()


def _cells(path: Path) -> list[build_course.Cell]:
    return build_course.read_master(path.read_text(encoding="utf-8"))


def out_of_step(english: Cells, japanese: Cells, lesson: str) -> list[str]:
    """Each way the Japanese cells fail to follow the English ones, naming the lesson and the cell."""
    found = []
    for number, (en, ja) in enumerate(zip(english, japanese, strict=False)):
        where = f"{lesson} cell {number} ({ja.kind})"
        if ja.en is None:
            found.append(f"{where}: its marker names no English cell (en=...)")
        elif ja.en != build_course.fingerprint(en.source):
            found.append(
                f"{where}: the English cell changed since it was translated (en={ja.en}, the English is now "
                f"en={build_course.fingerprint(en.source)}): update the translation, then its marker"
            )
        if ja.kind != en.kind:
            found.append(f"{where}: the English cell {number} is a {en.kind} cell")
    if len(japanese) != len(english):
        found.append(f"{lesson}: {len(japanese)} cells, the English has {len(english)}")
    return found


def code_differences(english: Cells, japanese: Cells, lesson: str) -> list[str]:
    """Each Japanese code cell whose code differs from the English in more than comments and strings."""
    found = []
    first = True
    for number, (en, ja) in enumerate(zip(english, japanese, strict=False)):
        if en.kind == ja.kind == "code":
            problem = code_problem(en.source, ja.source, first=first, language=LANGUAGE)
            if problem:
                found.append(f"{lesson} cell {number}: {problem}")
            first = False
    return found


def untranslated_text(english: Cells, japanese: Cells, lesson: str) -> list[str]:
    """Each Japanese text cell left in English: with no Japanese letters, or the English word for word."""
    return [
        f"{lesson} cell {number}: this text cell is not translated"
        for number, (en, ja) in enumerate(zip(english, japanese, strict=False))
        if ja.kind == "markdown" and (ja.source == en.source or not JAPANESE_LETTERS.search(ja.source))
    ]


def _english_of(japanese: Path) -> Path:
    return build_course.MASTERS / japanese.name


@pytest.mark.parametrize("english", ENGLISH, ids=_name)
def test_every_english_lesson_has_its_japanese_master(english):
    japanese = build_course.MASTERS / LANGUAGE / english.name
    assert japanese.is_file(), (
        f"{english.stem} is not translated into Japanese yet: {_name(japanese)} is missing "
        f"(start it with: python tools/ja_skeleton.py {_name(english)})"
    )


@pytest.mark.parametrize("japanese", JAPANESE, ids=_name)
def test_japanese_master_follows_its_english_master(japanese):
    english = _english_of(japanese)
    assert english.is_file(), f"{_name(japanese)} translates {_name(english)}, which does not exist"
    found = out_of_step(_cells(english), _cells(japanese), _name(japanese))
    assert found == [], f"run: python tools/ja_skeleton.py --update {_name(english)}\n" + "\n".join(found)


@pytest.mark.parametrize("japanese", JAPANESE, ids=_name)
def test_japanese_code_is_the_english_code(japanese):
    found = code_differences(_cells(_english_of(japanese)), _cells(japanese), _name(japanese))
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("japanese", JAPANESE, ids=_name)
def test_every_text_cell_is_translated(japanese):
    found = untranslated_text(_cells(_english_of(japanese)), _cells(japanese), _name(japanese))
    assert found == [], "\n".join(found)


# --- The checks above fail when they should: on a small lesson and its translation ----------------------

LESSON = """\
# %% [markdown]
# # Lesson 9
#
# Count the discs.

# %%
from othello_lesson import rules
board = rules.initialize_board(8)
print("The board has", len(board), "rows")  # rows, not squares

# %%
def count(board):
    # BEGIN SOLUTION
    return sum(len(row) for row in board)
    # END SOLUTION
"""


def _translation(english: str, change=lambda text: text) -> tuple[list, list]:
    cells = build_course.read_master(english)
    return cells, build_course.read_master(change(skeleton(cells)))


def _translated(text: str) -> str:
    return (
        text.replace("# # Lesson 9", "# # 第9回")
        .replace("# Count the discs.", "# 石を数えます。")
        .replace('"The board has"', '"盤の行の数:"')
        .replace("# rows, not squares", "# マスではなく行の数")
    )


def test_a_faithful_translation_passes():
    english, japanese = _translation(LESSON, _translated)
    assert out_of_step(english, japanese, "ja/09") == []
    assert code_differences(english, japanese, "ja/09") == []
    assert untranslated_text(english, japanese, "ja/09") == []


def test_a_changed_english_cell_is_named_with_its_lesson():
    english, japanese = _translation(LESSON, _translated)
    changed = build_course.read_master(LESSON.replace("Count the discs.", "Count every disc."))
    (found,) = out_of_step(changed, japanese, "course/ja/09-count.py")
    assert found.startswith(
        "course/ja/09-count.py cell 0 (markdown): the English cell changed since it was translated"
    )
    assert english != changed


def test_a_missing_or_moved_cell_is_caught():
    english, japanese = _translation(LESSON, _translated)
    assert out_of_step(english, japanese[:-1], "ja/09") == ["ja/09: 2 cells, the English has 3"]
    swapped = [japanese[0], japanese[2], japanese[1]]
    assert len(out_of_step(english, swapped, "ja/09")) == 2


def test_a_cell_of_another_kind_is_caught():
    english, japanese = _translation(LESSON, _translated)
    as_code = [build_course.Cell("code", japanese[0].source, japanese[0].en), *japanese[1:]]
    assert out_of_step(english, as_code, "ja/09") == [
        "ja/09 cell 0 (code): the English cell 0 is a markdown cell"
    ]


@pytest.mark.parametrize(
    "change",
    [
        lambda text: text.replace("initialize_board(8)", "initialize_board(6)"),  # a number
        lambda text: text.replace("len(board)", "len(board[0])"),  # an expression
        lambda text: text.replace("    # BEGIN SOLUTION\n", "").replace(
            "    # END SOLUTION\n", ""
        ),  # answer shown
        lambda text: text.replace('use_language("ja")\n', ""),  # the lesson stays English
    ],
    ids=["number", "expression", "solution markers", "language switch"],
)
def test_code_changed_beyond_words_is_caught(change):
    english, japanese = _translation(LESSON, lambda text: change(_translated(text)))
    assert code_differences(english, japanese, "ja/09") != []


def test_an_untranslated_text_cell_is_caught():
    english, japanese = _translation(LESSON)
    assert untranslated_text(english, japanese, "ja/09") == ["ja/09 cell 0: this text cell is not translated"]


# --- The Japanese notebooks: built where the course looks for them, and their checks speak Japanese ------


def test_a_name_with_its_language_picks_the_translation():
    english, japanese = build_course.masters(["03"]), build_course.masters(["ja/03"])
    assert [build_course.language_of(m) for m in english] == ["en"]
    assert all(build_course.language_of(m) == LANGUAGE for m in japanese)
    assert build_course.masters(["ja"]) == build_course.masters(["ja/"]) == JAPANESE
    assert set(JAPANESE) <= set(build_course.masters([])), "a plain build leaves the Japanese lessons out"


@pytest.mark.parametrize("japanese", JAPANESE, ids=_name)
def test_japanese_notebooks_go_beside_the_english_in_a_folder_of_their_own(japanese):
    made = build_course.targets(japanese)
    assert made[0][0] == build_course.NOTEBOOKS / LANGUAGE / f"{japanese.stem}.ipynb"
    if len(made) > 1:
        assert made[1][0] == build_course.SOLUTIONS / LANGUAGE / f"{japanese.stem}.ipynb"
        student = "\n".join(cell.source for _, cells in made[:1] for cell in cells)
        assert build_course.BEGIN not in student and "ここにコードを書いてください" in student


def _check_outputs(path: Path) -> list[tuple[str, str]]:
    """Each check cell of a notebook (its last line calls check_...), with the text it showed."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    found = []
    for cell in notebook["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code" and source.split("\n")[-1].startswith("check_"):
            shown = "".join(
                "".join(output.get("text", "")) + "".join(output.get("data", {}).get("text/plain", ""))
                for output in cell["outputs"]
            )
            found.append((source.split("\n")[-1], shown))
    return found


LESSON_NOTEBOOKS = sorted((build_course.NOTEBOOKS / LANGUAGE).glob("[0-9][0-9]-*.ipynb"))
SOLVED_NOTEBOOKS = sorted((build_course.SOLUTIONS / LANGUAGE).glob("[0-9][0-9]-*.ipynb"))


@pytest.mark.parametrize("path", LESSON_NOTEBOOKS, ids=_name)
def test_japanese_checks_say_not_done_yet_in_japanese_as_shipped(path):
    checks = _check_outputs(path)
    assert len(checks) >= 3
    for call, shown in checks:
        assert shown.startswith("…") and JAPANESE_LETTERS.search(shown), f"{call} showed: {shown}"


@pytest.mark.parametrize("path", SOLVED_NOTEBOOKS, ids=_name)
def test_japanese_checks_say_correct_in_japanese_on_the_worked_solutions(path):
    checks = _check_outputs(path)
    assert len(checks) >= 3
    for call, shown in checks:
        assert shown.startswith("✔") and JAPANESE_LETTERS.search(shown), f"{call} showed: {shown}"
