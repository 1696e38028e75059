"""The clickable board: ``play()`` returns one to show in a notebook.

>>> from othello_lesson.widget import play
>>> play(4).game.size
4

The board is built in ``_board``; its stylesheet (``_board_css``) and the
three hooks into ipykernel and ipywidgets it needs (``_kernel_plumbing``) are
its back rooms.
"""

from ._board import OthelloBoard, play

__all__ = ["OthelloBoard", "play"]
