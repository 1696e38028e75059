"""The rules' words in the language spoken: a table of what ``rules`` says in English, given to it.

The rules module imports nothing of the package, so it cannot look its words up; this module makes
them a table (translated like every other) and hands the rules that table when it is imported, as
``othello_lesson`` does.

>>> from othello_lesson.rules import describe_illegal_move, initialize_board, BLACK
>>> RULE_WORDS.english("taken") == describe_illegal_move(initialize_board(4), 1, 1, BLACK)
True
"""

from __future__ import annotations

from . import rules
from .words import Hints

RULE_WORDS = Hints("rules", rules.RULE_ENGLISH)
rules.speak(RULE_WORDS.__getitem__)

__all__ = ["RULE_WORDS"]
