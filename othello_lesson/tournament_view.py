"""Moved to ``othello_lesson.teacher.tournament_view``.

This path stays so that a lesson saved before still runs.
"""

from .teacher.tournament_view import *  # noqa: F403
from .teacher.tournament_view import __all__  # noqa: F401
