"""The table of contents (``exercises.contents``) is the lessons' own: numbers, functions, checks, order.

Each lesson's master (``course/NN-*.py``) says its exercises in its headings,
``### Exercise N ...``, each followed by the cell that defines the function the
student writes and the cell that checks it, ``check_name(function)``.  The table
is compared with that text, and the comparison is shown to fail on a master
whose exercises are in another order, renamed, or checked by another check.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from othello_lesson.exercises import contents, own_othello
from othello_lesson.exercises.builds_on import Earlier
from othello_lesson.exercises.contents import Exercise, Lesson, course, exercise_named

MASTERS = sorted((Path(__file__).resolve().parent.parent / "course").glob("[0-9][0-9]-*.py"))
HEADING = re.compile(r"^# ### Exercise (\d+)\b.*$", re.MULTILINE)
CHECK_CALL = re.compile(r"^(?:\w+ = )?(check_\w+)\((\w+)\)$", re.MULTILINE)
TITLE = re.compile(r"^# # Lesson (\d+) · (.+)$", re.MULTILINE)


def exercises_in(text: str) -> list[tuple[int, str, str]]:
    """(number, function, check) of each exercise a master's text gives, in its order: the number of
    each heading, and the first check call after it whose function that section defines."""
    found = []
    headings = list(HEADING.finditer(text))
    for at, heading in enumerate(headings):
        end = headings[at + 1].start() if at + 1 < len(headings) else len(text)
        section = text[heading.end() : end]
        defined = set(re.findall(r"^def (\w+)\(", section, re.MULTILINE))
        calls = [(check, function) for check, function in CHECK_CALL.findall(section) if function in defined]
        check, function = calls[0] if calls else ("", "")
        found.append((int(heading[1]), function, check))
    return found


def differences(lesson: Lesson, text: str) -> list[str]:
    """How the table's ``lesson`` and its master's ``text`` differ: empty when they agree."""
    title = TITLE.search(text)
    said = []
    if title is None or (int(title[1]), title[2]) != (lesson.number, lesson.title):
        said.append(f"title: {title and title[0]!r} in the master, {lesson.title!r} in the table")
    declared = [(exercise.number, exercise.function, exercise.check) for exercise in lesson.exercises]
    written = exercises_in(text)
    if declared != written:
        said.append(f"exercises: {written} in the master, {declared} in the table")
    return said


@pytest.mark.parametrize("master", MASTERS, ids=lambda path: path.name[:2])
def test_each_lessons_table_of_contents_is_its_masters(master):
    text = master.read_text(encoding="utf-8")
    lesson = contents.lesson_numbered(int(master.name[:2]))
    if lesson is None:
        assert not HEADING.search(text), f"{master.name} has exercises and no table of contents"
        return
    assert differences(lesson, text) == []
    numbers = [number for number, _, _ in exercises_in(text)]
    assert numbers == list(range(1, len(numbers) + 1)) and numbers, (
        "exercises are numbered 1, 2, ... in order"
    )


def test_every_lesson_with_a_master_has_a_table_and_every_table_a_master():
    assert [lesson.number for lesson in course()] == [int(master.name[:2]) for master in MASTERS]


MASTER_4 = next(master for master in MASTERS if master.name.startswith("04"))


def test_the_comparison_finds_exercises_in_another_order_renamed_or_checked_by_another_check():
    text = MASTER_4.read_text(encoding="utf-8")
    lesson = contents.lesson_numbered(4)
    assert lesson is not None and differences(lesson, text) == []
    swapped = text.replace("### Exercise 1 ", "### Exercise 9 ").replace("### Exercise 2:", "### Exercise 1:")
    renamed = text.replace("fixed_hasty_place_move", "hasty_fix")
    other_check = text.replace("check_fixed_careless(fixed_place_move)", "check_place_move(fixed_place_move)")
    retitled = text.replace("# # Lesson 4 · Playing a move", "# # Lesson 4 · Making a move")
    for changed in (swapped, renamed, other_check, retitled):
        assert changed != text and differences(lesson, changed) != []


def test_lesson_4_and_8_name_the_functions_the_student_writes_and_lesson_12_puts_label_third():
    assert [e.function for e in course()[4].exercises][3:] == ["fixed_place_move", "fixed_hasty_place_move"]
    assert [e.check for e in course()[4].exercises][3:] == ["check_fixed_careless", "check_fixed_hasty"]
    assert (course()[8].exercises[1].function, course()[8].exercises[1].check) == (
        "weights_choice",
        "check_weights_player",
    )
    assert [e.function for e in course()[12].exercises][2] == "label"


def test_each_lesson_module_declares_its_own_number_and_every_check_it_offers():
    import importlib

    for lesson in course():
        module = importlib.import_module(f"othello_lesson.exercises.lesson{lesson.number}")
        offered = {name for name in module.__all__ if name.startswith("check_")}
        assert offered == {exercise.check for exercise in lesson.exercises}, lesson.number
        for exercise in lesson.exercises:
            check = getattr(module, exercise.check)
            assert check.__wrapped__ is not None, f"{exercise.check} is not marked @LESSON.check"


def test_an_exercise_builds_on_earlier_exercises_only_and_each_has_its_earlier_test():
    import importlib

    for lesson in course():
        module = importlib.import_module(f"othello_lesson.exercises.lesson{lesson.number}")
        tested = {value.name for value in vars(module).values() if isinstance(value, Earlier)}
        for exercise in lesson.exercises:
            for name in exercise.builds_on:
                earlier = exercise_named(name)
                assert (earlier.lesson, earlier.number) < (exercise.lesson, exercise.number), (exercise, name)
                assert name in tested, f"lesson {lesson.number} has no Earlier test for {name}"


def test_function_names_are_unique_across_the_course():
    names = [exercise.function for lesson in course() for exercise in lesson.exercises]
    assert len(names) == len(set(names))


def test_the_functions_a_lesson_keeps_come_from_the_table():
    assert list(own_othello.kept_exercises()) == [
        exercise.function for lesson in course() for exercise in lesson.exercises if exercise.kept
    ]
    assert {exercise.lesson for exercise in own_othello.kept_exercises().values()} == {3, 4, 5, 6}


def test_a_check_the_table_does_not_list_cannot_be_declared():
    lesson = Lesson(99, "Example", Exercise("double"))
    with pytest.raises(ValueError, match="lists no exercise checked by check_triple"):

        @lesson.check
        def check_triple(function):
            raise AssertionError("never run")


def test_fix_exercise_n_first_takes_its_number_and_lesson_from_the_table():
    lesson5 = course()[5]
    earlier = Earlier("is_valid_move", lambda own, case: False, lesson5)
    assert earlier.hint("valid_moves_list").startswith(
        "Fix lesson 3's exercise 4 first: your valid_moves_list uses your is_valid_move"
    )
    assert "(check_is_valid_move in lesson 3 says where)" in earlier.hint("valid_moves_list")
    same_lesson = Earlier("valid_moves_list", lambda own, case: False, lesson5)
    assert same_lesson.hint("has_valid_move").startswith("Fix exercise 1 first:")
