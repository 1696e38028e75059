"""How the clickable board looks: its layout, each position (a stylesheet per size), the analysis.

``LAYOUT_CSS`` lays out the board's parts, whatever the size.

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

``analysis_css`` draws a search's values on their squares, one stylesheet per
position for one board.
"""

from __future__ import annotations

import functools

from .. import palette
from ..language import current_language
from ..rules import BLACK, DIRECTIONS, HALF, WHITE, Board, Move, square_name
from ._words import BOARD_WORDS

# Each disc's name in the text's classes (``othello-d3-black``) and in ``square_words``, half discs too.
DISC_WORDS = {BLACK: "black", WHITE: "white", HALF: "half-disc"}
# How each disc and mark is drawn.
DISC_CSS: dict[str, str] = {
    **{
        colour: f"inset: 10%; background: {palette.DISC_FILL[colour]};"
        f" border: 2px solid {palette.DISC_OUTLINE[colour]};"
        for colour in (BLACK, WHITE)
    },
    HALF: f"inset: 10%; background: linear-gradient(90deg, {palette.DISC_FILL[BLACK]} 50%,"
    f" {palette.DISC_FILL[WHITE]} 50%); border: 2px solid {palette.HALF_OUTLINE};",
}
MARK_CSS = {
    "legal": f"inset: 38%; background: {palette.HINT}; opacity: {palette.HINT_OPACITY};",
    "last": f"inset: 40%; background: {palette.LAST_MOVE};",
    "flipped": f"inset: 3%; border: 3px dashed {palette.FLIPPED};",
}
# The words of a legal move say how many discs it flips on boards up to this size; on larger
# ones the stylesheet would hold every count for every square (megabytes), so they do not.
LARGEST_BOARD_SAYING_FLIPS = 8
ANALYSIS_FONT_PX = 11  # the values drawn on the squares, at scale 1

# A board that fills the screen (a projector): its squares leave 4em of the window's height
# free (see the widget's grid), the em of the grid and of each of its cells, set here to
# ``FILL_ROOM_VH`` hundredths of the window's height, so that a title above the board fits.
# Everything beside the board is sized in ``--othello-unit``, a hundredth of the board's side:
# the buttons, menus and slider (through ipywidgets' own sizes), and the score, large.
FILL_ROOM_VH = 4
FILL_CSS = f"""\
.othello-board.othello-board.othello-fill {{
  --othello-unit: min({(100 - 4 * FILL_ROOM_VH) / 100}vh, 0.5vw);
  --jp-widgets-font-size: calc(2.6 * var(--othello-unit));
  --jp-widgets-inline-height: calc(5.5 * var(--othello-unit));
  --jp-widgets-inline-label-width: calc(12 * var(--othello-unit));
  --jp-widgets-inline-width: calc(36 * var(--othello-unit));
  --jp-widgets-inline-margin: calc(0.5 * var(--othello-unit));
  --jp-widgets-slider-handle-size: calc(2 * var(--othello-unit));
  --jp-widgets-slider-track-thickness: calc(0.5 * var(--othello-unit));
  --jp-ui-font-size1: var(--jp-widgets-font-size);
}}
.othello-board.othello-fill > .othello-grid,
.othello-board.othello-fill > .othello-grid > *,
.othello-board.othello-fill .othello-grid .othello-square.othello-square {{ font-size: {FILL_ROOM_VH}vh; }}
.othello-board.othello-fill .jupyter-button, .othello-board.othello-fill .widget-label,
.othello-board.othello-fill .widget-readout, .othello-board.othello-fill select,
.othello-board.othello-fill input {{ font-size: var(--jp-widgets-font-size); }}
.othello-board.othello-fill .othello-status {{ font-size: calc(3 * var(--othello-unit)); }}
.othello-board.othello-fill .othello-score {{ font-size: calc(5.5 * var(--othello-unit)); }}
"""

# The layout.  A square is a Button that is never changed after it is made
# (see above): each square's disc is its ``::before``, its mark its ``::after``.
# The defaults of ``::before`` outrank ipywidgets' rule for an empty Button;
# those of ``::after`` count for nothing (``:where``), so every rule of the
# size's stylesheet outranks them.
# The status line, the score and the message are one HTML widget, so that a
# redraw sends one update for all three: its two parts are laid out as if they
# were the board's own children (``display: contents``), the status and score
# above the grid and the message under it (``order``).  The status and score are
# dark on light in every theme, so "●" and "○" there look like the discs drawn
# on the board.  Each edge label's text is centred in its grid cell.
LAYOUT_CSS = f"""<style>
.othello-board.othello-board {{ max-width: 100%; overflow-x: auto; }}
.othello-board.othello-board > .widget-hbox {{ flex-wrap: wrap; row-gap: 4px; }}
.othello-board.othello-board > .widget-hbox > * {{ flex-shrink: 0; }}
.othello-board.othello-board > .widget-hbox > .jupyter-button {{ width: auto; min-width: 6em; }}
.othello-board.othello-board > .othello-text,
.othello-board.othello-board > .othello-text > .widget-html-content {{ display: contents; }}
.othello-board.othello-board .othello-heading {{
  order: -2; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 2em; margin: 2px;
}}
.othello-board.othello-board > .othello-grid {{ order: -1; }}
.othello-board.othello-board .othello-status, .othello-board.othello-board .othello-score {{
  line-height: 1.6; padding: 0 0.4em; border-radius: 4px;
  color: {palette.STATUS_TEXT}; background: {palette.STATUS_BACKGROUND};
}}
.othello-board.othello-board .othello-score {{ font-weight: bold; }}
.othello-board.othello-board .othello-message {{ margin: 2px; line-height: 1.6; }}
.othello-board.othello-board .othello-edge > div {{
  align-self: stretch; flex: 1 1 auto; display: flex; align-items: center; justify-content: center;
  height: 100%; margin: 0; padding: 0; line-height: 1;
}}
.othello-board .othello-grid .othello-square.othello-square {{
  position: relative; margin: 0; padding: 0; border: 1px solid {palette.GRID}; border-radius: 0;
  background: {palette.SQUARE}; color: transparent; font-size: 0; line-height: 0; box-shadow: none;
  overflow: visible;
}}
.othello-board .othello-grid .othello-square::before,
:where(.othello-board .othello-grid .othello-square)::after {{
  content: ""; position: absolute; box-sizing: border-box; border-radius: 50%; pointer-events: none;
}}
.othello-board .othello-message pre.othello-position {{
  font-family: var(--jp-code-font-family, monospace); line-height: 1.2; margin: 0.3em 0 0.3em 1em;
}}
.othello-board .othello-message details pre {{ font-size: 85%; white-space: pre-wrap; }}
.othello-board.othello-board.othello-fill {{
  display: grid; grid-template-columns: max-content minmax(0, 1fr);
  grid-template-rows: repeat(12, max-content) 1fr; column-gap: 2em; align-items: start;
}}
.othello-board.othello-fill > *, .othello-board.othello-fill .othello-heading,
.othello-board.othello-fill .othello-message {{ grid-column: 2; }}
.othello-board.othello-fill > .othello-grid {{ grid-column: 1; grid-row: 1 / -1; }}
{FILL_CSS}.othello-board .othello-grid .othello-square.othello-square:focus-visible {{
  outline: 4px solid {palette.FOCUS}; outline-offset: -4px; z-index: 1;
}}
</style>"""


def says_flips(size: int) -> bool:
    """Do the words of a legal move on a board of ``size`` say how many discs it flips?

    >>> says_flips(8), says_flips(10)
    (True, False)
    """
    return size <= LARGEST_BOARD_SAYING_FLIPS


def square_words(
    name: str, disc: str, mark: str | None = None, *, flips: int | None = None, value: float | None = None
) -> str:
    """What a square says to a screen reader, in the board's words.

    ``disc`` is what the square holds (``"black"``, ``"white"``, ``"half-disc"`` or ``"empty"``)
    and ``mark`` its mark (``"legal"``, ``"last"`` or ``"flipped"``).

    >>> square_words("d3", "black", "last")
    'd3, black, last move'
    >>> square_words("c4", "empty", "legal", flips=2, value=-3)
    'c4, empty, legal move, flips 2, value -3'
    """
    words = [name, BOARD_WORDS.say("holds_" + disc.replace("-", "_"))]
    if mark:
        words.append(BOARD_WORDS.say("mark_" + mark))
    if flips is not None:
        words.append(BOARD_WORDS.say("flips", flips=flips))
    if value is not None:
        words.append(BOARD_WORDS.say("value", value=f"{value:+,.0f}"))
    return BOARD_WORDS.say("separator").join(words)


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


def squares_css(size: int, *, half_discs: bool = False) -> str:
    """The stylesheet that draws every position on a board of ``size``, from the text's classes.

    With ``half_discs`` it draws a variant's half discs too (never played nor flipped: no marks).
    The squares' words are in the language the course speaks now.
    """
    return _squares_css(size, half_discs, current_language())


@functools.cache
def _squares_css(size: int, half_discs: bool, language: str) -> str:
    """``squares_css``, made once for each size and language (``language`` is only its key)."""
    names = {(row, col): square_name(row, col) for row in range(size) for col in range(size)}
    discs = [BLACK, WHITE, HALF] if half_discs else [BLACK, WHITE]
    rules = []
    for colour in discs:
        disc = DISC_WORDS[colour]
        rules.append(
            ",\n".join(selector(name, "before", disc) for name in names.values())
            + f" {{ {DISC_CSS[colour]} }}"
        )
    for mark, css in MARK_CSS.items():
        rules.append(",\n".join(selector(name, "after", mark) for name in names.values()) + f" {{ {css} }}")
    for (row, col), name in names.items():
        rules.append(f'{selector(name, "after")} {{ content: "" / "{square_words(name, "empty")}"; }}')
        for disc in (DISC_WORDS[BLACK], DISC_WORDS[WHITE]):
            for also in (None, "last", "flipped"):
                states = (disc, also) if also else (disc,)
                words = square_words(name, disc, also)
                rules.append(f'{selector(name, "after", *states)} {{ content: "" / "{words}"; }}')
        if half_discs:
            half = DISC_WORDS[HALF]
            rules.append(f'{selector(name, "after", half)} {{ content: "" / "{square_words(name, half)}"; }}')
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


def analysis_css(
    board_class: str, values: dict[Move, float], words: dict[Move, str], *, scale: float = 1.0
) -> str:
    """A stylesheet drawing each value on its (empty) square of the board ``board_class``, with its ``words``.

    >>> css = analysis_css("othello-board-1", {(2, 3): 4.0}, {(2, 3): "d3, legal move, value +4"})
    >>> [rule.split(".othello-square-")[-1] for rule in css.splitlines()[2:4]]
    ['d3::before { content: "+4" / ""; }', 'd3::after { content: "" / "d3, legal move, value +4"; }']
    """
    font = round(ANALYSIS_FONT_PX * scale)
    # Classes named twice outrank the size's stylesheet (see ``selector``), whatever comes later.
    board = f".{board_class}.othello-board.othello-board .othello-grid .othello-square.othello-square"
    squares = {move: f"{board}.othello-square-{square_name(*move)}" for move in values}
    rules = [
        ",\n".join(f"{square}::before" for square in squares.values())
        + " { inset: 0; border-radius: 0; display: flex; align-items: flex-end; justify-content: center;"
        f" padding-bottom: 2px; font-size: {font}px; line-height: 1; font-weight: bold;"
        f" color: {palette.ANALYSIS_TEXT}; text-shadow: 0 0 2px #000; }}"
    ]
    for move, value in sorted(values.items()):
        rules.append(f'{squares[move]}::before {{ content: "{value:+,.0f}" / ""; }}')
        rules.append(f'{squares[move]}::after {{ content: "" / "{words[move]}"; }}')
    return "<style>\n" + "\n".join(rules) + "\n</style>"
