"""The wheel carries the course: the notebooks go into the package as ``othello_lesson/notebooks``.

The repository keeps one copy of the notebooks, in ``notebooks/`` (built from
``course/`` by ``tools/build_course.py``).  Building a wheel copies them into
the package, where ``othello_lesson.course.shipped_folder`` finds them; an
editable install (``pip install -e .``) finds them beside the package instead.

Two packages are built from the same files:

- the students' package (the default): the lessons, and no worked solutions;
- the teacher's package, with ``OTHELLO_WITH_SOLUTIONS=1`` in the environment of the
  build (``python tools/build_wheel.py --with-solutions`` sets it): the lessons and
  the worked solutions, in ``othello_lesson/notebooks/solutions``.

Which notebooks go in is read from the masters in ``course/`` (one notebook each,
and a solved one for each master with an exercise), never from what the folder
holds: a run of the lessons writes files beside them (``my_othello.py``,
``my_entry.py``, ``lesson8-games.csv``, ``Untitled.ipynb``) that no one should ship.
Everything else is configured in ``pyproject.toml``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent
NOTEBOOKS = ROOT / "notebooks"
MASTERS = ROOT / "course"
SOLUTION_MARK = "# BEGIN SOLUTION"  # a master with an exercise (tools/build_course.py) has a solved notebook
WITH_SOLUTIONS = "OTHELLO_WITH_SOLUTIONS"
YES, NO = ("1", "yes", "true"), ("", "0", "no", "false")


def with_solutions(environ: dict[str, str]) -> bool:
    """Does this build make the teacher's package (with the worked solutions)?  The students' by default.

    >>> with_solutions({}), with_solutions({"OTHELLO_WITH_SOLUTIONS": "1"})
    (False, True)
    >>> with_solutions({"OTHELLO_WITH_SOLUTIONS": "maybe"})
    Traceback (most recent call last):
    ...
    ValueError: OTHELLO_WITH_SOLUTIONS is 'maybe': 1 for the teacher's package, 0 for the students'
    """
    value = environ.get(WITH_SOLUTIONS, "").strip().lower()
    if value not in YES + NO:
        raise ValueError(f"{WITH_SOLUTIONS} is {value!r}: 1 for the teacher's package, 0 for the students'")
    return value in YES


def course_notebooks(masters: Path, *, solutions: bool) -> list[str]:
    """The notebooks a package carries, in ``notebooks/``: one per master, and its solved one if asked.

    A translated master, in a folder of ``course/`` named by its language, makes its notebooks in a
    folder of that name (``course/ja/03-valid.py``: ``ja/03-valid.ipynb``, ``solutions/ja/03-valid.ipynb``).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "03-valid.py").write_text("# %%\\n# BEGIN SOLUTION\\nx = 1\\n# END SOLUTION\\n")
    >>> _ = (folder / "play.py").write_text("# %%\\nplay()\\n")
    >>> course_notebooks(folder, solutions=False)
    ['03-valid.ipynb', 'play.ipynb']
    >>> course_notebooks(folder, solutions=True)
    ['03-valid.ipynb', 'play.ipynb', 'solutions/03-valid.ipynb']
    >>> (folder / "ja").mkdir()
    >>> _ = (folder / "ja" / "03-valid.py").write_text((folder / "03-valid.py").read_text())
    >>> course_notebooks(folder, solutions=False)[2:], course_notebooks(folder, solutions=True)[3:]
    (['ja/03-valid.ipynb'], ['solutions/03-valid.ipynb', 'solutions/ja/03-valid.ipynb'])
    """
    found = sorted(masters.glob("*.py"))
    if not found:
        raise FileNotFoundError(f"no course masters in {masters}: build from a clone or from the sdist")
    translated = sorted(masters.glob("*/*.py"))
    names = [f"{master.stem}.ipynb" for master in found]
    names += [f"{master.parent.name}/{master.stem}.ipynb" for master in translated]
    if solutions:
        solved = [master for master in found if SOLUTION_MARK in master.read_text(encoding="utf-8")]
        names += [f"solutions/{master.stem}.ipynb" for master in solved]
        solved = [master for master in translated if SOLUTION_MARK in master.read_text(encoding="utf-8")]
        names += [f"solutions/{master.parent.name}/{master.stem}.ipynb" for master in solved]
    return names


if __name__ == "__main__":  # run by the build (setuptools), not when a test imports the functions above
    from setuptools import setup
    from setuptools.command.build_py import build_py
    from setuptools.command.sdist import sdist

    class build_py_with_course(build_py):
        """Copy the course's notebooks (for the teacher's package, the worked solutions too) into it."""

        def run(self) -> None:
            super().run()
            if self.editable_mode:  # the package is used from the repository, notebooks and all
                return
            target = Path(self.build_lib) / "othello_lesson" / "notebooks"
            shutil.rmtree(target, ignore_errors=True)
            for name in course_notebooks(MASTERS, solutions=with_solutions(dict(os.environ))):
                source = NOTEBOOKS / name
                if not source.is_file():
                    raise FileNotFoundError(f"{source} is missing: make it with tools/build_course.py")
                (target / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target / name)

    class sdist_of_course(sdist):
        """The sdist, with only the notebooks the masters name (MANIFEST.in takes ``notebooks/*.ipynb``)."""

        def make_release_tree(self, base_dir: str, files: list[str]) -> None:
            named = {f"notebooks/{name}" for name in course_notebooks(MASTERS, solutions=True)}
            kept = [
                name for name in files if Path(name).parts[0] != "notebooks" or Path(name).as_posix() in named
            ]
            super().make_release_tree(base_dir, kept)

    setup(cmdclass={"build_py": build_py_with_course, "sdist": sdist_of_course})
