"""Moved to ``othello_lesson.teacher.class_progress``.

This path stays so that a lesson saved before still runs.
"""

from .teacher.class_progress import *  # noqa: F403
from .teacher.class_progress import __all__  # noqa: F401
