"""How long does each exercise check take on the lesson's own worked answer?

A check should answer in about a second on a right answer.  This script runs
every code cell of each lesson's master (solutions included) in one namespace,
as the solved notebook does, and times each cell that is a check call, for
example ``check_flips_in_direction(flips_in_direction)``.  The floor each
figure is compared with is measured in the same run: the same number of calls
of the finished rule ``rules.is_valid_move`` on the 8x8 start, so a slower or
busier machine moves both figures together.

With ``--wrong`` it times the typical wrong answers of the catalogue
(``tests/_wrong_answers.py``) instead: each check on each wrong answer, and the
slowest single call of that answer, which is what the time limit of a call
(``guard.SECONDS_PER_CALL``) is measured against.

Run:  python benchmarks/check_timings.py [--runs 1] [--wrong] [lesson prefixes, e.g. 03 04]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import io
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from othello_lesson import rules  # noqa: E402
from tools.build_course import read_master  # noqa: E402

CHECK_CALL = re.compile(r"^(?:\w+\s*=\s*)?(check_\w+)\((\w+)\)\s*$")
LESSONS = sorted(master.name[:2] for master in (ROOT / "course").glob("[0-9][0-9]-*.py"))  # every lesson


def _floor_seconds(calls: int) -> float:
    """The time of ``calls`` calls of the finished ``is_valid_move``: a yardstick for this machine."""
    board = rules.initialize_board(8)
    start = time.perf_counter()
    for i in range(calls):
        rules.is_valid_move(board, (i // 8) % 8, i % 8, rules.BLACK)
    return time.perf_counter() - start


def time_lesson(master: Path, runs: int) -> list[tuple[str, float, str, float]]:
    """Run a master's code cells in order; time each check call, and its slowest call (best of ``runs``)."""
    namespace: dict = {"__name__": "__lesson__"}
    found = []
    for cell in read_master(master.read_text(encoding="utf-8")):
        if cell.kind != "code":
            continue
        source = "\n".join(
            line
            for line in cell.source.splitlines()
            if line.strip() not in ("# BEGIN SOLUTION", "# END SOLUTION")
        )
        match = CHECK_CALL.match(source.strip())
        if match and "\n" not in source.strip():
            best, slowest_call, verdict = float("inf"), float("inf"), ""
            for _ in range(runs):
                times: list[float] = []
                answer = _timed(namespace[match[2]], times)
                start = time.perf_counter()
                report = namespace[match[1]](answer)
                best = min(best, time.perf_counter() - start)
                slowest_call = min(slowest_call, max(times, default=0.0))
                verdict = getattr(report, "status", "?")
            found.append((match[1], best, verdict, slowest_call))
            continue
        with contextlib.suppress(Exception), contextlib.redirect_stdout(io.StringIO()):
            exec(compile(source, f"<{master.stem}>", "exec"), namespace)
    return found


def _timed(function: Callable, times: list[float]) -> Callable:
    """``function``, noting how long each call takes in ``times``."""

    @functools.wraps(function)
    def timed(*args: object, **kwargs: object) -> object:
        start = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            times.append(time.perf_counter() - start)

    return timed


def catalogue_entries(prefixes: list[str]) -> list:
    """The catalogue's entries whose check belongs to one of the lessons ``prefixes`` name."""
    sys.path.insert(0, str(ROOT / "tests"))
    lessons = {f"othello_lesson.exercises.lesson{int(prefix)}" for prefix in prefixes}
    entries = []
    for path in sorted((ROOT / "tests").glob("test_wrong_answers_lessons_*.py")):
        module = importlib.import_module(path.stem)
        entries += [entry for entry in module.CATALOGUE if entry.check.__module__ in lessons]
    return entries


def time_wrong_answers(prefixes: list[str], floor: float, runs: int) -> None:
    """Time each catalogue entry: the whole check, and the slowest single call of the wrong answer."""
    print(f"{'check - wrong answer':<62}{'verdict':<9}{'check s':>8}{'slowest call s':>15}{'x floor':>9}")
    slowest_of_all = 0.0
    for entry in catalogue_entries(prefixes):
        best_check, best_call, verdict = float("inf"), float("inf"), ""
        for _ in range(runs):
            times: list[float] = []
            start = time.perf_counter()
            report = entry.check(_timed(entry.answer, times))
            best_check = min(best_check, time.perf_counter() - start)
            best_call = min(best_call, max(times, default=0.0))
            verdict = report.status
        slowest_of_all = max(slowest_of_all, best_call)
        name = f"{entry.check.__name__} - {entry.answer.__name__}"
        print(f"{name:<62}{verdict:<9}{best_check:>8.2f}{best_call:>15.3f}{best_call / floor:>9.1f}")
    last = "the slowest call of any wrong answer"
    print(f"{last:<79}{slowest_of_all:>15.3f}{slowest_of_all / floor:>9.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", default=LESSONS)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--wrong", action="store_true", help="time the catalogue's typical wrong answers")
    options = parser.parse_args()
    floor_calls = 10_000
    floor = _floor_seconds(floor_calls)
    print(f"floor: {floor_calls:,} calls of rules.is_valid_move on the 8x8 start took {floor:.3f} s")
    if options.wrong:
        time_wrong_answers(options.lessons, floor, options.runs)
        return
    print(f"{'lesson':<7}{'check':<30}{'verdict':<10}{'seconds':>8}{'x floor':>9}{'slowest call s':>16}")
    total = 0.0
    for prefix in options.lessons:
        for master in sorted((ROOT / "course").glob(f"{prefix}*-*.py")):
            for name, seconds, verdict, call in time_lesson(master, options.runs):
                total += seconds
                times = f"{seconds:>8.2f}{seconds / floor:>9.1f}{call:>16.3f}"
                print(f"{master.stem[:2]:<7}{name:<30}{verdict:<10}{times}")
    print(f"{'':<7}{'all checks':<40}{total:>8.2f}{total / floor:>9.1f}")


if __name__ == "__main__":
    # The masters' cells write files as a lesson does (lesson 8's games log, lesson 9's entry):
    # in a folder of their own, gone afterwards, not wherever the benchmark was started.
    started_in = Path.cwd()
    with tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)  # Python 3.10 has no contextlib.chdir
        try:
            main()
        finally:
            os.chdir(started_in)
