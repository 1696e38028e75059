"""Build the course's wheel: the students' package, or the teacher's with the worked solutions.

    python tools/build_wheel.py                    # dist/students/: the lessons, no worked solutions
    python tools/build_wheel.py --with-solutions   # dist/teacher/: the lessons and the worked solutions

The students' package is the one to install where students work (a computer room, a
JupyterHub) and the one the students' site runs; the teacher's is for the teacher's own
computer and the teacher's site.  Both are built from the repository's files by
``python -m build --wheel``, which reads ``OTHELLO_WITH_SOLUTIONS`` (``setup.py``): this
command sets it, and puts each package in a folder of its own, as both files have the
same name.  Needs ``build`` (``pip install build``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOLUTIONS = "othello_lesson/notebooks/solutions/"


def package_kind(solutions: bool) -> str:
    """Whose package a build makes.

    >>> package_kind(False)
    "students' package (lessons only)"
    """
    if solutions:
        return "teacher's package (lessons and worked solutions)"
    return "students' package (lessons only)"


def build_environment(solutions: bool, environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of the build: ``environ`` (this process's by default) saying which package to build.

    >>> build_environment(True, {"PATH": "/bin"})
    {'PATH': '/bin', 'OTHELLO_WITH_SOLUTIONS': '1'}
    """
    environ = dict(os.environ if environ is None else environ)
    return {**environ, "OTHELLO_WITH_SOLUTIONS": "1" if solutions else "0"}


def carries_solutions(wheel: Path) -> bool:
    """Does a built wheel carry worked solutions?"""
    with zipfile.ZipFile(wheel) as archive:
        return any(name.startswith(SOLUTIONS) for name in archive.namelist())


def build(outdir: Path, *, solutions: bool, installer: list[str] | None = None) -> Path:
    """Build the wheel into ``outdir`` (its old wheels removed first) and return it."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    for old in outdir.glob("othello_lesson-*.whl"):
        old.unlink()
    command = [sys.executable, "-m", "build", "--wheel", *(installer or []), "--outdir", str(outdir)]
    command.append(str(REPO))
    done = subprocess.run(
        command,
        env=build_environment(solutions),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if done.returncode != 0:  # all it said, to find the cause
        print(done.stdout, end="", file=sys.stderr)
        raise subprocess.CalledProcessError(done.returncode, command)
    (wheel,) = outdir.glob("othello_lesson-*.whl")
    if carries_solutions(wheel) != solutions:  # the build read another setting than the one asked for
        raise RuntimeError(f"{wheel} is not the {package_kind(solutions)}")
    return wheel


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="build_wheel.py",
        description="Build the course's wheel: the students' package (without the worked solutions) "
        "unless --with-solutions asks for the teacher's.",
    )
    parser.add_argument(
        "--with-solutions", action="store_true", help="the teacher's package, with the worked solutions"
    )
    parser.add_argument("--outdir", type=Path, help="where to put it (default: dist/students, dist/teacher)")
    args = parser.parse_args(argv)
    outdir = args.outdir or REPO / "dist" / ("teacher" if args.with_solutions else "students")
    try:
        wheel = build(outdir, solutions=args.with_solutions)
    except subprocess.CalledProcessError as error:
        print(f"build_wheel.py: the build failed with exit code {error.returncode}", file=sys.stderr)
        return 2
    print(f"Built the {package_kind(args.with_solutions)}: {wheel}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
