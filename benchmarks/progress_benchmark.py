"""What does recording a check's outcome cost, beside the check's own time?

Every exercise check appends one line to the student's progress file
(``othello_lesson.progress``).  This script measures, in one run:

* the time of a whole check (its recording included), for three checks: a wrong answer caught on the very
  first case (the quickest a check ever is), and two right answers
  (``check_is_valid_move`` and ``check_count_discs`` on the finished rules);
* the time recording adds to one check: telling the outcome (its lesson and
  exercise come from the check's declaration, ``exercises.contents``) to the
  listeners, the first of which appends the line to a progress file on disk.

The figure that matters is the ratio: the recording's time as a share of
the check's.  Each time is the median of several runs.

Run:  python benchmarks/progress_benchmark.py [--runs 7] [--records 2000]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from othello_lesson import rules  # noqa: E402
from othello_lesson.exercises import driver  # noqa: E402
from othello_lesson.exercises import log as progress  # noqa: E402
from othello_lesson.exercises.lesson3 import check_is_valid_move  # noqa: E402
from othello_lesson.exercises.lesson6 import check_count_discs  # noqa: E402


def median_seconds(run, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def recording_seconds(records: int) -> float:
    """The time of recording one outcome: telling it to the listeners, the progress log finding
    the file and appending the line."""
    outcome = driver.Outcome(3, "is_valid_move", "correct", None, "", "is_valid_move", "✔ correct", number=4)

    def once():
        for _ in range(records):
            driver.tell(outcome)

    return median_seconds(once, 5) / records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--records", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ[progress.ENVIRONMENT] = folder  # the checks below record there, as in a course folder
        checks = {
            "a wrong answer, caught on the first case": lambda: check_is_valid_move(lambda *a: "yes"),
            "check_is_valid_move, right": lambda: check_is_valid_move(rules.is_valid_move),
            "check_count_discs, right": lambda: check_count_discs(rules.count_discs),
        }
        own = {name: median_seconds(run, args.runs) for name, run in checks.items()}
        recording = recording_seconds(args.records)
        lines = len(progress.read_outcomes(folder))
    runs = f"median of 5 x {args.records:,}; {lines:,} lines in the file"
    print(f"recording one outcome: {recording * 1e6:.0f} µs ({runs})")
    for name, seconds in own.items():
        print(f"{name:45} {seconds * 1e3:9.2f} ms   recording is {recording / seconds:7.2%} of it")


if __name__ == "__main__":
    main()
