"""A known mistake, declared once beside its check: its id, its words, its probe and its examples.

A check names the mistakes students are known to make in its exercise, each as one
``Mistake``:

* its words: the key of a hint in the lesson's ``Hints`` table (``HINTS``), which gives its
  id, ``lesson6.empties_counted``, never renamed once shipped, and lets a translation replace
  the words;
* its probe: a few small cases (``cases``, the right answer as each case's ``expected``) and
  what an answer with this mistake gives on each (``gives``).  The mistake is proven on the
  student's function when it gives exactly that on every case, and is wrong on at least one.
  Make the cases differ in that one claim alone (a board with empty squares, the same board
  full), so that an answer with another mistake fails the proof;
* its examples: answers that have the mistake, from the real code or the catalogue of wrong
  answers, each a module of the tests and a function in it
  (``"test_wrong_answers_lessons_4_to_7:winner_counting_empties_as_black"``).  One test runs
  every example through its check and asserts that this mistake, and only it, is named.

``check_function(mistakes=[...])`` tries a wrong answer's mistakes in order: the first one
proven gives the hint, and the report shows the probe's case that showed it.  When none is
proven, the report shows the smallest failing case, what came back and what was expected,
and guesses nothing.

>>> from othello_lesson.exercises.cases import Case
>>> from othello_lesson.exercises.hints import Hints
>>> HINTS = Hints("example_mistakes", {"adds_one": "double({n}) gave {got}: that is {n} + 1, not 2 * {n}."})
>>> adds_one = Mistake(
...     HINTS, "adds_one", "double",
...     cases=lambda name: [Case(None, (n,), 2 * n, f"{name}({n})") for n in (1, 3)],
...     gives=lambda case: case.args[0] + 1,
...     examples=(),
...     facts=lambda case, got: {"n": case.args[0], "got": got},
... )
>>> def call(function, case):
...     return function(*case.args)
>>> proven = adds_one.proven_on(call, lambda n: n + 1, lambda got, want: got == want, "double")
>>> proven.case.call, proven.answer, proven.hint, proven.hint.id
('double(3)', 4, 'double(3) gave 4: that is 3 + 1, not 2 * 3.', 'example_mistakes.adds_one')
>>> adds_one.proven_on(call, lambda n: n * n, lambda got, want: got == want, "double") is None
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from .cases import Case
from .guard import Endless, StillRunning
from .hints import Hint, Hints

__all__ = [
    "Mistake",
    "Proven",
    "declared",
    "first_proven",
    "known_by",
    "returns_nothing",
    "right_or",
    "same_value",
]

SEARCH_SECONDS = 3.0
"""How much processor time the search for a proven mistake may take (the answer is already known
to be wrong: past it, the report guesses nothing).  Processor time, so that a busy machine gives
the same hint."""

_DECLARED: list[Mistake] = []  # every mistake declared so far, in order


def same_value(got: object, mistaken: object) -> bool:
    """Whether an answer is exactly what the mistake gives: the same value, of the same type.

    >>> same_value((2, 2), (2, 2)), same_value([2, 2], (2, 2)), same_value(True, 1)
    (True, False, False)
    """
    return type(got) is type(mistaken) and got == mistaken


def right_or(
    symptom: Callable[[object], bool], same: Callable[[object, object], bool] = same_value
) -> Callable[[object, object], bool]:
    """A ``matches`` for a mistake known by what it gives, not by where: every answer on the probe
    is right (``same``), or shows the ``symptom``.  Its mistake's ``gives`` is the right answer.

    >>> matches = right_or(lambda got: got is None)
    >>> matches(None, 3), matches(3, 3), matches(4, 3)
    (True, True, False)
    """

    def matches(got: object, right: object) -> bool:
        return symptom(got) or bool(same(got, right))

    return matches


def _no_facts(case: Case, got: object) -> Mapping[str, object]:
    return {}


@dataclass(frozen=True)
class Proven:
    """A mistake proven on an answer: the case that showed it, what the answer gave there, the hint."""

    mistake: Mistake
    case: Case
    answer: object
    hint: Hint
    printed: str = ""  # what the answer printed on that case, and on no other


@dataclass(frozen=True)
class Mistake:
    """A known mistake of the exercise ``exercise``: its words ``hints[key]``, its probe, its examples.

    ``cases(name)`` gives the probe's cases, each call written with the function's ``name`` and
    the right answer as ``expected`` (small boards first; make them once, ``functools.cache``,
    where they cost anything).  ``gives(case)`` is what an answer with the mistake gives on the
    case, compared with what the student's gave by ``matches(got, mistaken)`` (``same_value``
    unless given; a mistake of shape, "not one of the constants", may ignore ``mistaken``).
    ``facts(case, got)`` fills the words' ``{fields}`` from the first case that showed the mistake.
    ``examples`` name answers that have the mistake, ``"module:function"`` in the tests.
    """

    hints: Hints
    key: str
    exercise: str
    cases: Callable[[str], Sequence[Case]]
    gives: Callable[[Case], object]
    examples: tuple[str, ...]
    facts: Callable[[Case, object], Mapping[str, object]] = _no_facts
    matches: Callable[[object, object], bool] = same_value
    asks: Callable[[Case], Case] | None = None
    """For a mistake known by what the function does elsewhere: on each case the mistake gives what
    the student's own function gives on ``asks(case)`` (then ``gives`` is not used).  A count that
    reads an 8x8 table whatever the size gives, on a 4x4 board, what it gives on that board's discs
    set on an 8x8 board."""
    right_on: int = 0
    """For a mistake about some cases of the probe, not all (a direction missed, of eight): how many of
    them at least the answer must get right."""
    summary: Callable[[Sequence[tuple[Case, object]]], Mapping[str, object]] | None = None
    """Facts of the words read from every case of the probe with what the answer gave there (which
    directions it got wrong, say), added to ``facts``'."""

    def __post_init__(self) -> None:
        if self.key not in self.hints:
            raise KeyError(f"{self.hints.name} has no words for the mistake {self.key!r}")
        _DECLARED.append(self)

    @property
    def id(self) -> str:
        """The mistake's id, its hint's: ``lesson6.empties_counted``."""
        return f"{self.hints.name}.{self.key}"

    def proven_on(
        self,
        call: Callable[[Callable[..., object], Case], object],
        function: Callable[..., object],
        same: Callable[[object, object], bool],
        name: str,
        deadline: float | None = None,
    ) -> Proven | None:
        """The proof that ``function`` (already guarded) has this mistake, or ``None``.

        Proven when on every case it gives what the mistake gives, and on at least one that is
        wrong (``same``, the check's, says so).  A case on which it raises, never
        finishes, or gives anything else, disproves it; so does a search past ``deadline`` (a
        ``time.process_time()``).
        """
        shown: tuple[Case, object, str] | None = None
        answered: list[tuple[Case, object]] = []
        right = 0
        for case in self.cases(name):
            if deadline is not None and time.process_time() > deadline:
                return None
            try:
                got = call(function, case)
            except (Exception, SystemExit, StillRunning):
                return None
            if isinstance(got, Endless):
                return None
            try:
                mistaken = self.gives(case) if self.asks is None else call(function, self.asks(case))
            except (Exception, SystemExit, StillRunning):
                return None
            if isinstance(mistaken, Endless):
                return None
            try:
                if not self.matches(got, mistaken):
                    return None
                wrong = not same(got, case.expected)
            except Exception:
                return None
            if wrong and shown is None:
                shown = (case, got, str(getattr(function, "printed", "")))
            right += not wrong
            answered.append((case, got))
        if shown is None or right < self.right_on:
            return None
        case, got, printed = shown
        facts = {**self.facts(case, got), **(self.summary(answered) if self.summary is not None else {})}
        return Proven(self, case, got, self.hints.say(self.key, **facts), printed)


def first_proven(
    mistakes: Sequence[Mistake],
    call: Callable[[Callable[..., object], Case], object],
    function: Callable[..., object],
    same: Callable[[object, object], bool],
    name: str,
) -> Proven | None:
    """The first mistake, in the order given, proven on ``function``; ``None`` if none is, or if
    the search ran past ``SEARCH_SECONDS``."""
    deadline = time.process_time() + SEARCH_SECONDS
    for mistake in mistakes:
        proven = mistake.proven_on(call, function, same, name, deadline)
        if proven is not None:
            return proven
        if time.process_time() > deadline:
            return None
    return None


def declared() -> list[Mistake]:
    """Every mistake declared by the modules loaded so far, in the order declared."""
    return list(_DECLARED)


def _right(case: Case) -> object:
    return case.expected


def _nothing(case: Case) -> object:
    return None


def returns_nothing(
    hints: Hints, key: str, exercise: str, cases: Callable[[str], Sequence[Case]], examples: tuple[str, ...]
) -> Mistake:
    """The mistake of a function with no ``return``: it gives ``None`` on every case of the probe
    (a function that returns on some paths only is not told this: it gives something else somewhere).
    """
    return Mistake(hints, key, exercise, cases, _nothing, examples)


def known_by(
    hints: Hints,
    key: str,
    exercise: str,
    cases: Callable[[str], Sequence[Case]],
    symptom: Callable[[object], bool],
    examples: tuple[str, ...],
    facts: Callable[[Case, object], Mapping[str, object]] = _no_facts,
    same: Callable[[object, object], bool] = same_value,
) -> Mistake:
    """A mistake known by its ``symptom`` (an answer of the wrong shape, say): on every case of the
    probe the answer is right, or shows the symptom (``right_or``)."""
    return Mistake(hints, key, exercise, cases, _right, examples, facts, right_or(symptom, same))
