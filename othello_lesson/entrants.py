"""Moved to ``othello_lesson.teacher.entrants``.

This path stays so that a lesson saved before still runs.
"""

from .teacher.entrants import *  # noqa: F403
from .teacher.entrants import __all__  # noqa: F401
