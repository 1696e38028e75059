"""What does a failing report's picture cost, next to the check that made the report?

A check never draws: ``Report._repr_html_`` draws the pictures when a notebook
shows the report.  For each typical wrong answer of the catalogue whose report
has a picture, this script times the check (the yardstick, measured in the same
run) and then the drawing, in processor time, and prints each drawing as a
fraction of its check, and the median and the largest fraction.

Run:  python benchmarks/report_pictures_benchmark.py [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

CATALOGUES = [
    "test_wrong_answers_lessons_0_to_3",
    "test_wrong_answers_lessons_4_to_7",
    "test_wrong_answers_lessons_8_and_9",
    "test_wrong_answers_lessons_10_and_11",
    "test_wrong_answers_lesson12",
]


def best_of(runs: int, work) -> tuple[float, object]:
    """The least processor time of ``runs`` runs of ``work()``, and what it gave back."""
    times, result = [], None
    for _ in range(runs):
        start = time.process_time()
        result = work()
        times.append(time.process_time() - start)
    return min(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    import importlib

    entries = [entry for name in CATALOGUES for entry in importlib.import_module(name).CATALOGUE]
    fractions, drawing = [], []
    for entry in entries:
        check_time, report = best_of(runs, lambda entry=entry: entry.check(entry.answer))
        if report._repr_html_() is None:
            continue
        draw_time, _ = best_of(runs, report._repr_html_)
        fractions.append(draw_time / check_time)
        drawing.append(draw_time)
        print(
            f"{entry.name:66} check {check_time * 1000:7.1f} ms  "
            f"picture {draw_time * 1000:5.1f} ms = {draw_time / check_time:6.1%} of it"
        )
    print(
        f"{len(fractions)} pictures: drawing one costs {statistics.median(fractions):.1%} of its check "
        f"(median), {max(fractions):.1%} at most (the quickest checks); "
        f"{max(drawing) * 1000:.1f} ms at most; a check itself draws nothing"
    )


if __name__ == "__main__":
    main()
