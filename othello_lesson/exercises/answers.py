"""The shape of an answer, asked the same way in every lesson, and the hint when it is not that shape.

A question answered with True/False must return a real bool (1/0 gets a hint
saying so); a pair asked for as a tuple must be a tuple (a list gets a hint
saying so); a list of squares may come in any order.

>>> same_squares([(1, 2), (0, 3)], [(0, 3), (1, 2)]), same_pair([2, 3], (2, 3))
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from ..rules import Move, is_int
from .hints import Hint, Hints

SHAPES = Hints(
    "answers",
    {
        "no_return": "The function returned None: did you forget `return`?",
        "not_squares": "Return a list of (row, col) pairs, like [(1, 2), (1, 3)], not {kind}.",
        "bool_as_number": (
            "Return True or False, not {got}: the exercise asks for a real bool "
            "({word} is not the number {got})."
        ),
        "not_a_bool": "Return True or False, not {kind} {got}.",
        "pair_as_list": (
            "Return a tuple {what}, with round brackets, not a list: [{a}, {b}] should be ({a}, {b})."
        ),
        "pair_of_bools": (
            "Return two whole numbers {what}, not True or False: {got} is not a pair of numbers."
        ),
        "not_a_pair": "Return one pair, a tuple {what}, not {kind} {got}.",
    },
)
"""The hints about the shape of an answer that many checks share, under stable ids."""

NO_RETURN_HINT = SHAPES.say("no_return")  # in English, for the tables that copy it


def no_return_hint() -> Hint:
    """The hint for an answer that returned None, in the current language."""
    return SHAPES.say("no_return")


def as_squares(got: object) -> list[Move] | None:
    """The squares in a returned list (or tuple or set) of (row, col) pairs, sorted; else ``None``."""
    if not isinstance(got, (list, tuple, set)):
        return None
    squares = []
    for item in got:
        if not (isinstance(item, (tuple, list)) and len(item) == 2):
            return None
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in item):
            return None
        squares.append((item[0], item[1]))
    return sorted(squares)


def same_squares(got: object, want: object) -> bool:
    """Do two answers list the same squares, in any order (and each as often)?

    ``got`` is the student's answer, any object; ``want`` is the rules' own list of squares.
    """
    return as_squares(got) == sorted(cast("Iterable[Move]", want))


def not_a_list_hint(got: object) -> str:
    """A hint for an answer that is not a list of (row, col) pairs ('' if it is one)."""
    if got is None:
        return no_return_hint()
    if as_squares(got) is None:
        return SHAPES.say("not_squares", kind=type(got).__name__)
    return ""


def same_bool(got: object, want: object) -> bool:
    """Is ``got`` the real bool ``want`` (1 and 0 are not True and False here)?

    >>> same_bool(True, True), same_bool(1, True)
    (True, False)
    """
    return isinstance(got, bool) and got == want


def bool_hint(got: object) -> str:
    """A hint for an answer that is not a real bool ('' if it is one).

    >>> bool_hint(1)
    'Return True or False, not 1: the exercise asks for a real bool (True is not the number 1).'
    """
    if isinstance(got, bool):
        return ""
    if got is None:
        return no_return_hint()
    if is_int(got) and got in (0, 1):
        word = "True" if got else "False"
        return SHAPES.say("bool_as_number", got=got, word=word)
    return SHAPES.say("not_a_bool", kind=type(got).__name__, got=_short(got))


def same_pair(got: object, want: object) -> bool:
    """Is ``got`` the tuple ``want`` (a list with the same two numbers is not)?"""
    return isinstance(got, tuple) and got == want


def pair_hint(got: object, what: str = "(row, col)") -> str:
    """A hint for an answer that is not a tuple of two ints ('' if it is one).

    >>> pair_hint([2, 3])
    'Return a tuple (row, col), with round brackets, not a list: [2, 3] should be (2, 3).'
    >>> pair_hint((True, False))
    'Return two whole numbers (row, col), not True or False: (True, False) is not a pair of numbers.'
    """
    if got is None:
        return no_return_hint()
    if isinstance(got, list) and len(got) == 2 and all(is_int(x) for x in got):
        return SHAPES.say("pair_as_list", what=what, a=got[0], b=got[1])
    if isinstance(got, (tuple, list)) and len(got) == 2 and any(isinstance(x, bool) for x in got):
        return SHAPES.say("pair_of_bools", what=what, got=_short(got))
    if not (isinstance(got, tuple) and len(got) == 2 and all(is_int(x) for x in got)):
        return SHAPES.say("not_a_pair", what=what, kind=type(got).__name__, got=_short(got))
    return ""


def _short(value: object, limit: int = 80) -> str:
    try:
        text = repr(value)
    except Exception:
        return "(which cannot be shown)"
    return text if len(text) <= limit else text[: limit - 1] + "…"


__all__ = [
    "NO_RETURN_HINT",
    "as_squares",
    "bool_hint",
    "no_return_hint",
    "not_a_list_hint",
    "pair_hint",
    "same_bool",
    "same_pair",
    "same_squares",
]
