"""The one door of the check pipeline: every lesson's checks import what they share from here.

A check runs the student's function thousands of times and must stay fair,
quick and kind whatever that function does.  The pieces live in a module
each, and this module hands them all out:

* ``cases``: a ``Case`` to check, and the ``Report`` (correct, not yet, not done);
* ``driver``: ``check_function``, which runs the cases and reports the first wrong
  answer, ``probe`` for a hint that asks the function one more question, and
  ``on_outcome`` to be told how every check ended;
* ``builds_on``: ``Earlier``, an earlier exercise the one checked may call, given to
  ``check_function(builds_on=...)``, which then says "Fix exercise N first" when that
  one is wrong, never blaming a right answer (``uses_own`` finds the student's own);
* ``guard``: the one guarded way to call the student's function, with a time
  limit (``StillRunning``, reported as ``Endless``; ``guard.SECONDS_PER_CALL`` is
  read at each check, so a test shortens it for every lesson by patching that
  module), prints kept out of the notebook, and a copy of the board
  (``looking_call``, which catches a ``ChangedBoard``);
* ``errors``: where in the student's code an error happened (in a helper of theirs,
  and the line that called it), and what the error means, told from the error
  itself with the facts of the failing line (``error_facts`` reads them without
  running the student's code again), from the table ``errors.ERRORS``;
* ``positions``: hand-made traps and seeded random games to try, the squares and
  rays worth trying in each, and hand-made endings; a position is kept as its rows
  of tuples (``kept``), and handed out as a new board (``new_board``);
* ``answers``: the shape an answer must have (a real bool, a tuple, a list of
  squares), and the hint when it has not;
* ``words``: colours, squares and boards put into words, and any value shown safely;
* ``hints``: ``Hints``, a lesson's table of hint words under ids that never change
  (``HINTS.say(key, **facts)`` gives a ``Hint``, whose id the log records);
* ``mistakes``: a ``Mistake``, a known mistake declared beside its check (its words' key in
  the lesson's table, the probe that proves it on the student's function, the answers that
  have it), given to ``check_function(mistakes=...)``: the first one proven is the hint;
* ``properties``: a ``Property``, a claim a right answer makes good with the small cases
  that test it alone, given to ``check_function(properties=...)``: the first one an
  answer breaks is its hint (``probes`` builds the smallest positions for them);
* for the lessons' hints: ``edges`` (a walk that wraps round the edge of the board),
  ``big_boards`` (10x10 positions, where a size written as 8 goes wrong), and
  ``own_othello.remember_passes``, which remembers a function that passed for ``keep``.

>>> board = [[" ", "●"], ["○", " "]]
>>> changed_hint(looking_call(lambda b: b[0].clear(), Case(board, (), None)))
'This function should only look at the board, never change it: ...'
>>> board
[[' ', '●'], ['○', ' ']]
"""

from __future__ import annotations

from ..rules import is_int
from .answers import (
    NO_RETURN_HINT,
    as_squares,
    bool_hint,
    no_return_hint,
    not_a_list_hint,
    pair_hint,
    same_bool,
    same_pair,
    same_squares,
)
from .big_boards import SIZE_HINT, beyond_eight, size_hint
from .builds_on import Earlier, builds_on_hint, uses_own
from .cases import CORRECT, NOT_DONE, REPORT_WORDS, WRONG, Case, Report
from .driver import NO_ANSWER, Outcome, check_function, on_outcome, probe
from .edges import wrap_hint, wrapped_rays
from .guard import (
    ENDLESS_HINT,
    ChangedBoard,
    Endless,
    StillRunning,
    changed_hint,
    endless_hint,
    looking_call,
    within_time,
)
from .hints import Hint, Hints
from .mistakes import Mistake
from .own_othello import remember_passes
from .positions import (
    Rows,
    endings,
    hand_made_positions,
    kept,
    new_board,
    one_ray_boards,
    positions,
    rays_to_try,
    sample_positions,
    sampled,
    squares_to_try,
)
from .properties import Property
from .tracebacks import error_text
from .words import (
    COLOUR_CONSTANTS,
    COLOUR_NAMES,
    NAMES,
    agreeing,
    board_changes,
    board_or_repr,
    colour_name,
    counted,
    function_name,
    plural,
    safe_repr,
    squares_phrase,
    squares_phrase_raw,
    text_or_none,
)

__all__ = [
    "COLOUR_CONSTANTS",
    "COLOUR_NAMES",
    "CORRECT",
    "ENDLESS_HINT",
    "NAMES",
    "NOT_DONE",
    "NO_ANSWER",
    "NO_RETURN_HINT",
    "REPORT_WORDS",
    "SIZE_HINT",
    "WRONG",
    "Case",
    "ChangedBoard",
    "Earlier",
    "Endless",
    "Hint",
    "Hints",
    "Mistake",
    "Outcome",
    "Property",
    "Report",
    "Rows",
    "StillRunning",
    "agreeing",
    "as_squares",
    "beyond_eight",
    "board_changes",
    "board_or_repr",
    "bool_hint",
    "builds_on_hint",
    "changed_hint",
    "check_function",
    "colour_name",
    "counted",
    "endings",
    "endless_hint",
    "error_text",
    "function_name",
    "hand_made_positions",
    "is_int",
    "kept",
    "looking_call",
    "new_board",
    "no_return_hint",
    "not_a_list_hint",
    "on_outcome",
    "one_ray_boards",
    "pair_hint",
    "plural",
    "positions",
    "probe",
    "rays_to_try",
    "remember_passes",
    "safe_repr",
    "same_bool",
    "same_pair",
    "same_squares",
    "sample_positions",
    "sampled",
    "size_hint",
    "squares_phrase",
    "squares_phrase_raw",
    "squares_to_try",
    "text_or_none",
    "uses_own",
    "within_time",
    "wrap_hint",
    "wrapped_rays",
]
