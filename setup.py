"""The wheel carries the course: the notebooks go into the package as ``othello_lesson/notebooks``.

The repository keeps one copy of the notebooks, in ``notebooks/`` (built from
``course/`` by ``tools/build_course.py``).  Building a wheel copies them into
the package, where ``othello_lesson.course.shipped_folder`` finds them; an
editable install (``pip install -e .``) finds them beside the package instead.
Everything else is configured in ``pyproject.toml``.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

NOTEBOOKS = Path(__file__).resolve().parent / "notebooks"


class build_py_with_course(build_py):
    """Copy ``notebooks/`` (lessons and worked solutions) into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # the package is used from the repository, notebooks and all
            return
        if not NOTEBOOKS.is_dir():
            raise FileNotFoundError(f"no course notebooks in {NOTEBOOKS}")
        target = Path(self.build_lib) / "othello_lesson" / "notebooks"
        shutil.rmtree(target, ignore_errors=True)
        # my_othello.py is what a run of the solved lessons writes for the student (their own module)
        ignore = shutil.ignore_patterns(".*", "__pycache__", "my_othello.py")
        shutil.copytree(NOTEBOOKS, target, ignore=ignore)


setup(cmdclass={"build_py": build_py_with_course})
