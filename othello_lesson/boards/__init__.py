"""Five ways to store a board, each with the same few functions.

Every module here holds the same rules in its own data structure and offers:

* ``NAME`` and ``SIZES`` (the board sizes it handles);
* ``from_lists(board)`` and ``to_lists(position)``: to and from the lesson's 2-D list;
* ``legal_moves(position, colour)``: every legal move, row by row;
* ``play(position, move, colour)``: the new position (the old one is not changed;
  an illegal move raises ``IllegalMoveError``);
* ``count(position)``: ``(black, white)``;
* ``perft(position, colour, depth)``: the leaves of the tree of moves.

``REPRESENTATIONS`` lists them by name, so tests, the race and lesson 10 loop over them.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> from othello_lesson.boards import REPRESENTATIONS
>>> for name, module in REPRESENTATIONS.items():
...     print(f"{name:9} {module.perft(module.from_lists(initialize_board(6)), BLACK, 4)}")
2-D list  244
numpy     244
sentinel  244
sets      244
bitboard  244

``numpy_board`` and ``REPRESENTATIONS`` are made on first use: the players' search uses the
bitboard, and importing numpy with it would add a tenth of a second of processor time to every
program and notebook kernel that imports the course, most of which never use numpy.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import cast

from . import bitboard, lists, sentinel, sets

__all__ = ["REPRESENTATIONS", "bitboard", "lists", "numpy_board", "sentinel", "sets"]


def __getattr__(name: str) -> object:
    """``numpy_board`` (``None`` without numpy) and ``REPRESENTATIONS``, imported when first asked for."""
    if name == "numpy_board":
        try:
            numpy_board = importlib.import_module(f"{__name__}.numpy_board")
        except ImportError:  # no numpy (the course in the browser, JupyterLite): the other four still work
            numpy_board = None
        globals()["numpy_board"] = numpy_board
        return numpy_board
    if name == "REPRESENTATIONS":
        numpy_or_none = cast("ModuleType | None", __getattr__("numpy_board"))
        modules = (lists, numpy_or_none, sentinel, sets, bitboard)
        representations: dict[str, ModuleType] = {
            module.NAME: module for module in modules if module is not None
        }
        globals()["REPRESENTATIONS"] = representations
        return representations
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
