"""The teacher's wing: the class tournament, its live page, the class's progress and the classroom page.

* ``entrants``: a student's player file, written and run in a sandboxed process of its own
  (``_entrant_runner`` is that process);
* ``class_tournament``: a round robin of the class's files, rated;
* ``tournament_view``: the same tournament, drawn live in a notebook;
* ``class_progress``: the students' progress files, merged;
* ``classroom``: ``othello-course present``, the board alone on a screen, through Voilà.

This ``__init__`` imports none of them: a module is loaded only when it is asked for.
"""

__all__: list[str] = []  # the modules are the names: import them one by one
