"""How well the exercise checks diagnose: the real-code answers and the hand-written catalogue.

For each lesson and in total, prints: right answers accepted / all right answers; wrong answers
caught (status WRONG) / all wrong; hints that name the mistake (contain every `says` phrase) /
wrong; hints that mislead / wrong.  The real-code answers are shown batch by batch (batch 1 the
first collection, each later one held out until its first figures were taken), then all together.
A catalogue hint misleads when it contains one of its entry's
`avoids` phrases; a real-code hint misleads when it does, or when it is given but names something
else (it lacks a `says` phrase).  The catalogue holds wrong answers only.

Run from the repository's root:  python benchmarks/diagnosis_figures.py
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent / "tests"
sys.path[:0] = [str(TESTS.parent), str(TESTS)]

from _wrong_answers import hint_of  # noqa: E402
from real_code.labels import ALL_ANSWERS, BATCHES  # noqa: E402
from real_code.real_answer import names_the_mistake, points_elsewhere  # noqa: E402

from othello_lesson.exercises.common import WRONG  # noqa: E402

CATALOGUES = [
    "test_wrong_answers_lessons_0_to_3",
    "test_wrong_answers_lessons_4_to_7",
    "test_wrong_answers_lessons_8_and_9",
    "test_wrong_answers_lessons_10_and_11",
    "test_wrong_answers_lesson12",
]


def lesson_of(check) -> int:
    return int(check.__module__.rsplit("lesson", 1)[1])


def tally(entries, *, real: bool) -> dict[int, dict[str, int]]:
    counts: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for entry in entries:
        row = counts[lesson_of(entry.check)]
        report = entry.check(entry.answer)
        if real and entry.right:
            row["right"] += 1
            row["accepted"] += report.passed
            continue
        row["wrong"] += 1
        if report.status != WRONG:
            continue
        row["caught"] += 1
        hint = hint_of(report)
        names = names_the_mistake(entry, hint)
        row["named"] += names
        row["misleads"] += points_elsewhere(entry, hint) or (real and bool(hint) and not names)
    return counts


def show(title: str, counts: dict[int, dict[str, int]]) -> None:
    print(f"\n{title}")
    heads = ("right accepted", "wrong caught", "hint names it", "hint misleads")
    print(f"{'lesson':>8} {heads[0]:>15} {heads[1]:>13} {heads[2]:>14} {heads[3]:>14}")
    total: dict[str, int] = defaultdict(int)
    for lesson in sorted(counts):
        row = counts[lesson]
        for key, value in row.items():
            total[key] += value
        print(line(str(lesson), row))
    print(line("total", total))


def line(label: str, row) -> str:
    def frac(a: str, b: str) -> str:
        return f"{row[a]}/{row[b]}" if row[b] else "-"

    return (
        f"{label:>8} {frac('accepted', 'right'):>15} {frac('caught', 'wrong'):>13}"
        f" {frac('named', 'wrong'):>14} {frac('misleads', 'wrong'):>14}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, help="show only this batch of real code, no catalogue")
    args = parser.parse_args(argv)
    if args.batch is not None:
        show(f"Real code, batch {args.batch}", tally(BATCHES[args.batch], real=True))
        return
    for number, answers in BATCHES.items():
        show(f"Real code, batch {number} ({len(answers)} answers)", tally(answers, real=True))
    show(f"Real code, all batches ({len(ALL_ANSWERS)} answers)", tally(ALL_ANSWERS, real=True))
    catalogue = [entry for name in CATALOGUES for entry in importlib.import_module(name).CATALOGUE]
    show("Hand-written catalogue of wrong answers", tally(catalogue, real=False))


if __name__ == "__main__":
    main()
