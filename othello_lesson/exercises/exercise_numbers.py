"""Which lesson and exercise a function of the course is, for the words that place an error there.

The numbers come from the course's table of contents (``contents``), the one
place that declares them.

>>> exercise_of("empty_board"), exercise_of("label"), exercise_of("is_valid_move")
((1, 1), (12, 3), (3, 4))
>>> exercise_of("my_own_helper") is None
True
"""

from __future__ import annotations

__all__ = ["exercise_of"]


def exercise_of(function_name: str) -> tuple[int, int] | None:
    """The lesson and the number of the exercise in which the student writes ``function_name``, if any."""
    from .contents import exercise_named  # the table gathers every lesson's checks, which use this module

    try:
        exercise = exercise_named(function_name)
    except LookupError:
        return None
    return exercise.lesson, exercise.number
