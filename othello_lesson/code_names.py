"""The names a function's code reads from its module: its globals, not its attributes' names.

What a check needs to know whether an answer calls the student's own earlier
function, and what a class tournament entry must copy from the notebook.

>>> def winner(board):
...     black, white = count_discs(board)
...     return rules.BLACK if black > white else board.copy()
>>> sorted(names_used(winner.__code__))
['count_discs', 'rules']
"""

from __future__ import annotations

import dis
import types

GLOBAL_READS = frozenset({"LOAD_GLOBAL", "LOAD_NAME"})


def names_used(code: types.CodeType) -> set[str]:
    """Every global name ``code`` reads, and the code inside it (lambdas, comprehensions, inner functions).

    Only names read as globals: ``rules.flipped_discs`` reads ``rules``, not a ``flipped_discs``.
    """
    names = {str(step.argval) for step in dis.get_instructions(code) if step.opname in GLOBAL_READS}
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            names |= names_used(constant)
    return names


__all__ = ["GLOBAL_READS", "names_used"]
