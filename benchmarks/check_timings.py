"""How long does each exercise check take on the lesson's own worked answer?

A check should answer in about a second on a right answer.  This script runs
every code cell of each lesson's master (solutions included) in one namespace,
as the solved notebook does, and times each cell that is a check call, for
example ``check_flips_in_direction(flips_in_direction)``.  The floor each
figure is compared with is measured in the same run: the same number of calls
of the finished rule ``rules.is_valid_move`` on the 8x8 start, so a slower or
busier machine moves both figures together.

Run:  python benchmarks/check_timings.py [--runs 1] [lesson prefixes, e.g. 03 04]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from othello_lesson import rules  # noqa: E402
from tools.build_course import read_master  # noqa: E402

CHECK_CALL = re.compile(r"^(?:\w+\s*=\s*)?(check_\w+)\((\w+)\)\s*$")
LESSONS = [f"{n:02d}" for n in range(8)]


def _floor_seconds(calls: int) -> float:
    """The time of ``calls`` calls of the finished ``is_valid_move``: a yardstick for this machine."""
    board = rules.initialize_board(8)
    start = time.perf_counter()
    for i in range(calls):
        rules.is_valid_move(board, (i // 8) % 8, i % 8, rules.BLACK)
    return time.perf_counter() - start


def time_lesson(master: Path, runs: int) -> list[tuple[str, float, str]]:
    """Run a master's code cells in order; time each check call (best of ``runs``)."""
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
            best, verdict = float("inf"), ""
            for _ in range(runs):
                start = time.perf_counter()
                report = eval(f"{match[1]}({match[2]})", namespace)
                best = min(best, time.perf_counter() - start)
                verdict = getattr(report, "status", "?")
            found.append((match[1], best, verdict))
            continue
        with contextlib.suppress(Exception), contextlib.redirect_stdout(io.StringIO()):
            exec(compile(source, f"<{master.stem}>", "exec"), namespace)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", default=LESSONS)
    parser.add_argument("--runs", type=int, default=1)
    options = parser.parse_args()
    floor_calls = 10_000
    floor = _floor_seconds(floor_calls)
    print(f"floor: {floor_calls:,} calls of rules.is_valid_move on the 8x8 start took {floor:.3f} s")
    print(f"{'lesson':<7}{'check':<30}{'verdict':<10}{'seconds':>8}{'x floor':>9}")
    total = 0.0
    for prefix in options.lessons:
        for master in sorted((ROOT / "course").glob(f"{prefix}*-*.py")):
            for name, seconds, verdict in time_lesson(master, options.runs):
                total += seconds
                print(f"{master.stem[:2]:<7}{name:<30}{verdict:<10}{seconds:>8.2f}{seconds / floor:>9.1f}")
    print(f"{'':<7}{'all checks':<40}{total:>8.2f}{total / floor:>9.1f}")


if __name__ == "__main__":
    main()
