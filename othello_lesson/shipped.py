"""Where the course's notebooks are: as shipped, and in the student's own folder.

>>> (shipped_folder() / "00-welcome.ipynb").is_file()
True
"""

from __future__ import annotations

from pathlib import Path

DEFAULT_FOLDER = Path.home() / "othello-course"  # the student's own copy of the course


def shipped_folder() -> Path:
    """The folder of the notebooks as shipped.

    An installed wheel carries them inside the package (``othello_lesson/notebooks``);
    a clone of the repository (``pip install -e .``) has them beside the package.
    """
    package = Path(__file__).resolve().parent
    for folder in (package / "notebooks", package.parent / "notebooks"):
        if folder.is_dir():
            return folder
    raise FileNotFoundError(
        "the course notebooks were not found in the package nor next to it; install the course "
        "from its wheel (pip install othello_lesson-*.whl) or from a clone of its repository "
        "(pip install -e .)"
    )


__all__ = [
    "DEFAULT_FOLDER",
    "shipped_folder",
]
