"""The Japanese README and teacher's guide say what the English ones say, and their own promises hold.

The guide's term plan is in the 50-minute periods of Japan's high schools, and each lesson fits its
periods by the lesson's own estimate; its page for 情報I maps every topic of the programming unit to
lessons that exist; every code block of the English guide (the hub's recipe and configuration
among them) is the Japanese guide's, its comments aside, so a command or a line of configuration
changed in the English guide and not in its translation fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.test_readme import document_commands, estimated_minutes
from tests.test_teachers_guide import assert_each_lesson_fits_its_periods

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "teachers.md"
GUIDE_JA = ROOT / "docs" / "teachers.ja.md"
README = ROOT / "README.md"
README_JA = ROOT / "README.ja.md"
# 情報I's programming unit, as its textbooks name its parts (lists and 2-D lists are one row of the page).
JOHO1_TOPICS = [
    "変数",
    "条件分岐",
    "繰り返し",
    "関数",
    "リスト・二次元リスト",
    "探索と整列",
    "シミュレーション",
]


def section(path: Path, title: str) -> str:
    text = path.read_text(encoding="utf-8")
    assert f"\n{title}\n" in text, f"{path.name} has no section {title!r}"
    return text.split(f"\n{title}\n", 1)[1].split("\n## ", 1)[0]


def lesson_numbers() -> set[int]:
    return {int(name[:2]) for name in estimated_minutes()}


def test_the_japanese_term_plan_is_in_50_minute_periods_and_each_lesson_fits_its_periods():
    plan = section(GUIDE_JA, "## 1学期の計画（50分授業）")
    weeks, per_week, minutes, lesson_minutes = map(
        int,
        re.search(
            r"^(\d+)週間、週(\d+)回、1回(\d+)分の授業です。1回の授業で進めるのは、レッスンの(\d+)分までです。",
            plan,
            re.M,
        ).groups(),
    )
    assert minutes == 50 and lesson_minutes < minutes
    rows = re.findall(r"^\| (\d+) \| (.*) \|$", plan, re.M)
    assert [int(week) for week, _ in rows] == list(range(1, weeks + 1))
    shown = []  # every period of a lesson, in order: (lesson, part, parts)
    for _, cells in rows:
        assert len(cells.split(" | ")) == per_week
        for cell in cells.split(" | "):
            parts = re.findall(r"^(\d\d) [^（]+（(\d)/(\d)）", cell)  # "03 その手は打てる？（1/2）"
            shown += [(number, int(k), int(n)) for number, k, n in parts]
    assert_each_lesson_fits_its_periods(shown, lesson_minutes)
    # and the counts the prose gives are the table's
    lessons, others = map(int, re.search(r"レッスンの授業が(\d+)回、それに(\d+)回を加えます", plan).groups())
    assert len(shown) == lessons and lessons + others == weeks * per_week


def test_the_japanese_guide_gives_each_lesson_and_its_time():
    lessons = section(GUIDE_JA, "## 各レッスンの内容")
    rows = dict(re.findall(r"^\| (\d\d) [^|]+ \| (\d+)分 \|", lessons, re.M))
    assert rows == {name[:2]: time.split()[0] for name, time in estimated_minutes().items()}


def test_the_joho1_page_maps_every_topic_of_the_unit_to_lessons_that_exist():
    page = section(GUIDE_JA, "## 情報Iとの対応")
    rows = dict(re.findall(r"^\| ([^|]+) \| ([^|]+) \|$", page, re.M))
    assert [topic for topic in rows if topic in JOHO1_TOPICS] == JOHO1_TOPICS
    cited = {topic: {int(n) for n in re.findall(r"レッスン (\d+)", rows[topic])} for topic in JOHO1_TOPICS}
    for topic, numbers in cited.items():
        assert numbers and numbers <= lesson_numbers(), (topic, numbers)
    # the lessons that write the whole game (0 to 7) all serve the unit
    assert set(range(8)) <= set().union(*cited.values())


def commands_of(path: Path) -> set[tuple[str, ...]]:
    return {command.words for command in document_commands(path.read_text(encoding="utf-8"), path.name)}


def test_every_command_of_the_english_guide_is_in_the_japanese_guide_word_for_word():
    assert commands_of(GUIDE) - commands_of(GUIDE_JA) == set()


def test_the_japanese_readme_gives_the_japanese_set_up_and_the_test_command_word_for_word():
    english = re.findall(r"```sh\n(.+?)\n```", README.read_text(encoding="utf-8"))
    japanese = re.findall(r"```sh\n(.+?)\n```", README_JA.read_text(encoding="utf-8"))
    set_up = next(block for block in english if block.endswith("/othello-course") and "-e . " in block)
    test = next(block for block in english if block.endswith("-m pytest -n auto --nbval"))
    assert japanese[:2] == [set_up.replace("-e .", '-e ".[ja]"') + " --lang ja", test]


def test_the_readme_links_to_the_japanese_one_in_its_first_lines():
    first_lines = README.read_text(encoding="utf-8").splitlines()[:5]
    assert any("](README.ja.md)" in line for line in first_lines)


def test_the_japanese_guide_names_each_lesson_as_its_japanese_master_does():
    lessons = section(GUIDE_JA, "## 各レッスンの内容")
    named = dict(re.findall(r"^\| (\d\d) ([^|]+?) \| \d+分 \|", lessons, re.M))
    masters = sorted((ROOT / "course" / "ja").glob("[0-9][0-9]-*.py"))
    assert masters
    for master in masters:
        title = re.search(r"^# # .+? · (.+)$", master.read_text(encoding="utf-8"), re.M)
        assert title, f"{master.name} has no title line '# # ... · title'"
        assert named[master.name[:2]] == title.group(1).strip(), master.name


def code_blocks(path: Path) -> list[list[str]]:
    """Each fenced block's code, without its comments (which a translation puts in its language)."""
    blocks = re.findall(r"^```\w*\n(.*?)^```", path.read_text(encoding="utf-8"), re.M | re.S)
    return [
        [re.sub(r"\s+# .*$", "", line) for line in block.splitlines() if not line.lstrip().startswith("#")]
        for block in blocks
    ]


def test_the_japanese_guide_shows_the_english_guides_code_blocks_with_only_their_comments_translated():
    assert code_blocks(GUIDE_JA) == code_blocks(GUIDE)


def headings(path: Path, level: str) -> list[str]:
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.M | re.S)
    return re.findall(rf"^{level} (.+)$", text, re.M)


def test_the_japanese_guide_has_a_section_for_each_section_of_the_english_one_and_the_joho1_page():
    assert len(headings(GUIDE_JA, "##")) == len(headings(GUIDE, "##")) + 1  # + 情報Iとの対応
    assert "情報Iとの対応" in headings(GUIDE_JA, "##")
    assert len(headings(GUIDE_JA, "###")) == len(headings(GUIDE, "###"))
