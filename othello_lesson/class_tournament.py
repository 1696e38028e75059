"""Moved to ``othello_lesson.teacher.class_tournament``.

This path stays so that a lesson saved before still runs.
"""

from .teacher.class_tournament import *  # noqa: F403
from .teacher.class_tournament import __all__  # noqa: F401
