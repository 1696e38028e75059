"""Checks for the course's exercises, one module a lesson.

A check takes the student's function, tries it on many positions, and
returns a ``Report`` that shows itself as "correct", "not done yet" or the
smallest case that goes wrong.  The machinery the lessons share is handed
out by ``othello_lesson.exercises.common``.
"""

from .common import Case, Report, check_function, sample_positions

__all__ = ["Case", "Report", "check_function", "sample_positions"]
