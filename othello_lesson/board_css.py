"""How the clickable board draws a position: a fixed stylesheet per size, and classes on the text.

The squares of the board are Buttons that never change.  What each square
shows is said by classes on the board's text (the widget with the status line,
score and message, which comes just before the grid): ``othello-d3-black``
(a disc), ``othello-d3-legal`` with ``othello-d3-flips-1`` (a legal move
flipping one disc), ``othello-d3-last`` (the last move), ``othello-d3-flipped``
(just flipped).  A stylesheet made once per board size turns those classes
into pictures: the disc on the square's ``::before``, the mark on its
``::after``, and the square's words for screen readers as the alternative
text of that ``::after`` (CSS ``content: "" / "d3, empty, legal move, flips 1"``).

So a move changes one widget on the page, the text, whose words and classes
go in one message; the browser restyles only the squares whose classes
changed.  The stylesheet reaches the squares from the text with CSS's
sibling combinator: ``.othello-text.othello-d3-black ~ .othello-grid .othello-square-d3``.

>>> from othello_lesson.rules import initialize_board
>>> sorted(position_classes(initialize_board(4), marks={(0, 1): "legal"}, flips={(0, 1): 1}))[:3]
['othello-b1-flips-1', 'othello-b1-legal', 'othello-b2-white']
>>> square_words("b1", "empty", "legal", flips=1)
'b1, empty, legal move, flips 1'
"""

from __future__ import annotations

import functools

from . import palette
from .rules import BLACK, DIRECTIONS, WHITE, Board, Move, square_name

DISC_WORDS = {BLACK: "black", WHITE: "white"}
# How each disc and mark is drawn.
DISC_CSS = {
    colour: f"inset: 10%; background: {palette.DISC_FILL[colour]};"
    f" border: 2px solid {palette.DISC_OUTLINE[colour]};"
    for colour in (BLACK, WHITE)
}
MARK_CSS = {
    "legal": f"inset: 38%; background: {palette.HINT}; opacity: {palette.HINT_OPACITY};",
    "last": f"inset: 40%; background: {palette.LAST_MOVE};",
    "flipped": f"inset: 3%; border: 3px dashed {palette.FLIPPED};",
}
MARK_WORDS = {"legal": "legal move", "last": "last move", "flipped": "just flipped"}
# The words of a legal move say how many discs it flips on boards up to this size; on larger
# ones the stylesheet would hold every count for every square (megabytes), so they do not.
LARGEST_BOARD_SAYING_FLIPS = 8


def says_flips(size: int) -> bool:
    """Do the words of a legal move on a board of ``size`` say how many discs it flips?

    >>> says_flips(8), says_flips(10)
    (True, False)
    """
    return size <= LARGEST_BOARD_SAYING_FLIPS


def square_words(
    name: str, disc: str, mark: str | None = None, *, flips: int | None = None, value: float | None = None
) -> str:
    """What a square says to a screen reader.

    >>> square_words("d3", "black", "last")
    'd3, black, last move'
    >>> square_words("c4", "empty", "legal", flips=2, value=-3)
    'c4, empty, legal move, flips 2, value -3'
    """
    words = [name, disc]
    if mark:
        words.append(MARK_WORDS[mark])
    if flips is not None:
        words.append(f"flips {flips}")
    if value is not None:
        words.append(f"value {value:+,.0f}")
    return ", ".join(words)


def most_flips(size: int, row: int, col: int) -> int:
    """The most discs one move on this square can flip: in each direction, all but the last square.

    >>> most_flips(8, 0, 0), most_flips(8, 3, 3), most_flips(4, 0, 1)
    (18, 19, 4)
    """
    total = 0
    for dr, dc in DIRECTIONS:
        steps = 0
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            steps += 1
            r, c = r + dr, c + dc
        total += max(0, steps - 1)
    return total


def selector(name: str, pseudo: str, *states: str) -> str:
    """The square ``name``'s ``::pseudo`` when the board's text has every class of ``states``.

    >>> selector("d3", "after", "last")
    '.othello-text.othello-d3-last ~ .othello-grid .othello-square-d3::after'

    The more classes a rule names, the more it counts: the words for a disc
    with a mark outrank the words for the disc alone, which outrank the
    square's words when it is empty.
    """
    text = "".join(f".othello-{name}-{state}" for state in states)
    return f".othello-text{text} ~ .othello-grid .othello-square-{name}::{pseudo}"


@functools.cache
def squares_css(size: int) -> str:
    """The stylesheet that draws every position on a board of ``size``, from the text's classes."""
    names = {(row, col): square_name(row, col) for row in range(size) for col in range(size)}
    rules = []
    for colour, css in DISC_CSS.items():
        disc = DISC_WORDS[colour]
        rules.append(",\n".join(selector(name, "before", disc) for name in names.values()) + f" {{ {css} }}")
    for mark, css in MARK_CSS.items():
        rules.append(",\n".join(selector(name, "after", mark) for name in names.values()) + f" {{ {css} }}")
    for (row, col), name in names.items():
        rules.append(f'{selector(name, "after")} {{ content: "" / "{square_words(name, "empty")}"; }}')
        for disc in DISC_WORDS.values():
            for mark in (None, "last", "flipped"):
                states = [disc, mark] if mark else [disc]
                words = square_words(name, disc, mark)
                rules.append(f'{selector(name, "after", *states)} {{ content: "" / "{words}"; }}')
        words = square_words(name, "empty", "legal")  # a count no move here can flip is not said
        rules.append(f'{selector(name, "after", "legal")} {{ content: "" / "{words}"; }}')
        for count in range(most_flips(size, row, col) + 1 if says_flips(size) else 0):
            words = square_words(name, "empty", "legal", flips=count)
            states = ("legal", f"flips-{count}")
            rules.append(f'{selector(name, "after", *states)} {{ content: "" / "{words}"; }}')
    return "<style>\n" + "\n".join(rules) + "\n</style>"


def position_classes(board: Board, *, marks: dict[Move, str], flips: dict[Move, int]) -> set[str]:
    """The text's classes that show ``board`` with ``marks`` ("legal", "last", "flipped") and flip counts.

    A flip count beyond what the square allows (a rule function of your own
    may say anything) is left out of the words rather than drawn wrong.
    """
    size = len(board)
    classes = set()
    for row, line in enumerate(board):
        for col, cell in enumerate(line):
            if cell in DISC_WORDS:
                classes.add(f"othello-{square_name(row, col)}-{DISC_WORDS[cell]}")
    for (row, col), mark in marks.items():
        classes.add(f"othello-{square_name(row, col)}-{mark}")
    for (row, col), count in flips.items():
        if says_flips(size) and 0 <= count <= most_flips(size, row, col):
            classes.add(f"othello-{square_name(row, col)}-flips-{count}")
    return classes
