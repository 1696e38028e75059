"""A failing report drawn: the position tried, what came back and what was expected, and one line to run it.

A report shows its pictures only where a notebook shows HTML (``Report._repr_html_``
asks this module when the report is displayed, never while checking); its text
stays as it is for a terminal, a screen reader and an untrusted notebook.

* An answer that is a board (``place_move``, ``initialize_board``): three
  boards side by side, the position tried, the board returned and the board
  expected; each square where the two last differ gets a ``differs`` mark.
* An answer that is a list of squares (``valid_moves_list``): one board, the
  position, with a ``missing`` mark on each square expected but not returned
  and an ``extra`` mark on each square returned but not expected, and a legend.
* An answer that is a bitboard (lesson 10's ``legal_bits``, ``flip_bits``,
  shifts: a case with ``bits_size``): the position, if the case has one, then
  the bits returned and the bits expected, each an amber square on an empty
  board, with the same ``missing`` and ``extra`` marks as a list of squares
  (``differing_bits``), and a legend that also names any bit returned past
  the board's last square.
* Any other answer: the position, with the square the case asks about marked
  (``asked``), if the case names one; else no picture, only the text.

Under the pictures, ``copyable_call`` gives the line that runs the case again.

>>> from othello_lesson.rules import BLACK, initialize_board
>>> from .cases import Case, wrong
>>> case = Case(initialize_board(4), (BLACK,), [(0, 1), (1, 0)], "valid_moves_list(board, BLACK)")
>>> report = wrong("valid_moves", case, "[(0, 1), (3, 2)]", answer=[(0, 1), (3, 2)])
>>> marked_squares(report_html(report))
{'extra': ['c4'], 'missing': ['a2']}
>>> print(copyable_call(report))
valid_moves(board_from_text(\"\"\"
. . . .
. ○ ● .
. ● ○ .
. . . .
\"\"\"), BLACK)
"""

from __future__ import annotations

import ast
import re
from html import escape
from typing import cast

from ..rules import EMPTY, Board, Move, board_to_text, check_board
from ..svg import MARK_KINDS, bit_squares, board_svg, mark_swatch
from .answers import as_squares
from .cases import WRONG, Case, Report
from .guard import ChangedBoard
from .hints import Hints
from .words import NAMES

__all__ = [
    "board_of",
    "copyable_call",
    "differing_bits",
    "differing_squares",
    "marked_squares",
    "report_html",
]

BOARD_PX = 200
"""How wide each board of a report's picture is drawn, in pixels."""

BITS_PX = 160
"""How wide each bitboard of a report's picture is drawn, in pixels (as ``svg.bits_picture`` does)."""

PICTURE_WORDS = Hints(
    "pictures",
    {
        "position_tried": "position tried",
        "returned": "returned",
        "expected": "expected",
        "bits_returned": "bits returned",
        "bits_expected": "bits expected",
        # What the marks on a bitboard's picture mean (``svg.MARK_KINDS`` says it for squares).
        "bits_missing": "a cyan ring: a bit expected, but not returned",
        "bits_extra": "a red square: a bit returned, but not expected",
        "off_board": "returned but off the board: {squares}",
        "returned_past": "returned {what}",
        "negative": "a negative number: every bit past the board's last square is 1",
        "past_the_board": "bits past the board's last square (bit {last}): {bits}",
        "run_it": "To run this case yourself, copy this into a cell:",
    },
)
"""The words of a report's pictures: their captions, their legends, and the line to run the case."""


MONOSPACE = "font-family:monospace;white-space:pre-wrap"  # text boards line up, whatever the page does

KNOWN_NAMES = {"board_from_text", "math", *NAMES.values()}
"""The names, besides the function's own, that a copyable line may use: the course imports them."""


def board_of(value: object) -> Board | None:
    """``value`` as a board (a new list of lists) if it is one or holds one (its ``board``); else ``None``.

    >>> from othello_lesson.rules import initialize_board
    >>> board_of(tuple(map(tuple, initialize_board(4)))) == initialize_board(4), board_of([1, 2])
    (True, None)
    """
    if not isinstance(value, list | tuple):
        value = getattr(value, "board", None)  # a place_move's or a game's outcome keeps the board after it
    if not isinstance(value, list | tuple) or not all(isinstance(row, list | tuple) for row in value):
        return None
    board = [list(row) for row in value]
    try:
        check_board(board)
    except Exception:
        return None
    return board


def differing_squares(returned: Board, expected: Board) -> list[Move]:
    """The squares where two boards of one size differ, row by row.

    >>> differing_squares([["●", " "], [" ", " "]], [["●", "○"], [" ", "●"]])
    [(0, 1), (1, 1)]
    """
    size = len(expected)
    return [(r, c) for r in range(size) for c in range(size) if returned[r][c] != expected[r][c]]


def differing_bits(returned: int, expected: int, size: int) -> dict[str, list[Move]]:
    """The squares of the bits expected and not returned (``missing``), returned and not expected (``extra``).

    Only the board's ``size * size`` bits count: a bit past the last square is on no square.

    >>> differing_bits(0b0110, 0b0011, 2)
    {'missing': [(0, 0)], 'extra': [(1, 0)]}
    """
    full = (1 << size * size) - 1
    on_board = returned & full
    return {
        "missing": bit_squares(expected & full & ~on_board, size),
        "extra": bit_squares(on_board & ~expected, size),
    }


def _bits_past_the_board(returned: int, size: int) -> str:
    """What of ``returned`` lies past the board's last square, in words ('' if nothing)."""
    if returned < 0:
        return PICTURE_WORDS["negative"]
    rest, past = returned >> size * size, list[int]()
    while rest and len(past) < 7:  # the lowest few, however many bits the number has
        lowest = (rest & -rest).bit_length() - 1
        past.append(size * size + lowest)
        rest &= rest - 1
    if not past:
        return ""
    shown = ", ".join(map(str, past[:6])) + (" ..." if len(past) > 6 else "")
    return PICTURE_WORDS.say("past_the_board", last=size * size - 1, bits=shown)


def _is_a_whole_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parsed_call(case: Case) -> ast.Call | None:
    """The case's call as Python, if it is one call of a plain name on one line (else ``None``)."""
    try:
        tree = ast.parse(case.call.strip(), mode="eval")
    except SyntaxError:
        return None
    call = tree.body
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or call.end_lineno != 1:
        return None
    return call


def _passes_the_board(call: ast.Call | None) -> bool:
    """Does the call hand the function the board itself, as its first argument?"""
    return bool(call and call.args and isinstance(call.args[0], ast.Name) and call.args[0].id == "board")


def _asked_squares(case: Case, size: int) -> list[Move]:
    """The square a case asks about: the two arguments after the board, if they are a square on it."""
    first_two = case.args[:2]
    if not _passes_the_board(_parsed_call(case)) or len(first_two) != 2:
        return []
    if all(isinstance(x, int) and not isinstance(x, bool) for x in first_two):
        row, col = first_two
        if 0 <= row < size and 0 <= col < size:
            return [(row, col)]
    return []


def _figure(
    caption: str, board: Board, marks: dict[str, list[Move]], kind: str, *, bits: list[Move] | None = None
) -> str:
    """One board of a picture; ``bits`` draws a bitboard (its 1 bits amber) on the empty ``board``."""
    size_px = BOARD_PX if bits is None else BITS_PX
    svg = board_svg(
        board, size_px=size_px, marks={k: v for k, v in marks.items() if v}, bits=bits or [], label=caption
    )
    return (
        f'<figure class="othello-report-board {kind}" style="margin:0">'
        f'<figcaption style="font-weight:bold">{escape(caption)}</figcaption>{svg}</figure>'
    )


def _legend(
    kinds: list[str], off_board: list[Move], *, past_the_board: str = "", words: dict[str, str] = MARK_KINDS
) -> str:
    items = [f'<li style="list-style:none">{mark_swatch(kind)} {escape(words[kind])}</li>' for kind in kinds]
    if off_board:
        squares = ", ".join(f"({r}, {c})" for r, c in off_board)
        said = PICTURE_WORDS.say("off_board", squares=squares)
        items.append(f'<li style="list-style:none">{escape(said)}</li>')
    if past_the_board:
        said = PICTURE_WORDS.say("returned_past", what=past_the_board)
        items.append(f'<li style="list-style:none">{escape(said)}</li>')
    return f'<ul class="othello-report-legend" style="padding:0">{"".join(items)}</ul>'


def _bits_pictures(case: Case, returned: object, size: int, position: Board | None) -> str:
    """A bitboard answer drawn: the position, the bits returned and expected, the bits that differ marked."""
    expected = case.expected
    if not (_is_a_whole_number(returned) and _is_a_whole_number(expected)) or size < 1:
        return ""  # not a number (a list, None, an error): the text and its hint say what came back
    got, want = cast(int, returned), cast(int, expected)
    marks = differing_bits(got, want, size)
    past = _bits_past_the_board(got, size)
    if not (marks["missing"] or marks["extra"] or past):
        return ""
    empty: Board = [[EMPTY] * size for _ in range(size)]
    full = (1 << size * size) - 1
    figures = []
    if position is not None:
        figures.append(_figure(PICTURE_WORDS["position_tried"], position, {}, "position"))
    returned_bits, expected_bits = bit_squares(got & full, size), bit_squares(want & full, size)
    figures.append(_figure(PICTURE_WORDS["bits_returned"], empty, marks, "returned", bits=returned_bits))
    figures.append(_figure(PICTURE_WORDS["bits_expected"], empty, marks, "expected", bits=expected_bits))
    drawn = "".join(figures)
    kinds = [kind for kind, squares in marks.items() if squares]
    bits_marks = {"missing": PICTURE_WORDS["bits_missing"], "extra": PICTURE_WORDS["bits_extra"]}
    legend = _legend(kinds, [], past_the_board=past, words=bits_marks)
    return f'<div style="display:flex;flex-wrap:wrap;gap:12px">{drawn}</div>{legend}'


def _pictures(report: Report) -> str:
    """The pictures of a failing report, as HTML ('' when there is nothing to draw)."""
    case, answer = report.failure, report.answer
    if case is None:
        return ""
    position = board_of(case.board) if case.board is not None else None
    returned = answer.returned if isinstance(answer, ChangedBoard) else answer
    if case.bits_size is not None:
        return _bits_pictures(case, returned, case.bits_size, position)
    expected_board, returned_board = board_of(case.expected), board_of(returned)
    if isinstance(answer, ChangedBoard) and expected_board is None:
        returned_board = None  # a function that should only look: its answer is not the board it changed
    if (
        expected_board is not None
        and returned_board is not None
        and len(returned_board) == len(expected_board)
    ):
        differs = differing_squares(returned_board, expected_board)
        if not differs:
            return ""  # the board is right: the text says what else is wrong (what came back, say)
        figures = []
        if position is not None:
            figures.append(
                _figure(
                    PICTURE_WORDS["position_tried"],
                    position,
                    {"asked": _asked_squares(case, len(position))},
                    "position",
                )
            )
        figures.append(_figure(PICTURE_WORDS["returned"], returned_board, {"differs": differs}, "returned"))
        figures.append(_figure(PICTURE_WORDS["expected"], expected_board, {"differs": differs}, "expected"))
        drawn = "".join(figures)
        return f'<div style="display:flex;flex-wrap:wrap;gap:12px">{drawn}</div>{_legend(["differs"], [])}'
    if position is None:
        return ""
    size = len(position)
    wanted = as_squares(case.expected)
    got = [] if returned is None else as_squares(returned)
    if wanted is not None and got is not None and all(0 <= r < size and 0 <= c < size for r, c in wanted):
        on_board = [(r, c) for r, c in got if 0 <= r < size and 0 <= c < size]
        off_board = [square for square in got if square not in on_board]
        missing = sorted(set(wanted) - set(on_board))
        extra = sorted(set(on_board) - set(wanted))
        if not (missing or extra or off_board):
            return ""  # the right squares, in another form or order: the text says which
        marks = {"missing": missing, "extra": extra}
        figure = _figure(PICTURE_WORDS["position_tried"], position, marks, "position")
        return figure + _legend([kind for kind, squares in marks.items() if squares], off_board)
    asked = _asked_squares(case, size)
    if not asked:
        return ""
    tried = _figure(PICTURE_WORDS["position_tried"], position, {"asked": asked}, "position")
    return tried + _legend(["asked"], [])


def _value_text(value: object) -> str | None:
    """``value`` as Python a student can copy (a constant by its name); ``None`` if its repr is not that."""
    if isinstance(value, str) and value in NAMES:
        return NAMES[value]
    text = repr(value)
    try:
        same = ast.literal_eval(text) == value
    except Exception:
        same = False
    return text if same else None


def _from_the_package(value: object, name: str) -> bool:
    """Is ``value`` a function of the package that the lessons import by ``name``?"""
    module = getattr(value, "__module__", "") or ""
    return getattr(value, "__name__", None) == name and module.startswith("othello_lesson")


def copyable_call(report: Report) -> str | None:
    """The line that runs the report's failing case again, or ``None`` if it cannot be written out.

    It is the case's call, named by the report's name, with the board written
    out with ``board_from_text`` and any name the notebook does not have (``me``
    in ``legal_bits(me, opponent, 4)``) replaced by its value (a bitboard's
    in hexadecimal, ``0x108``).
    """
    case = report.failure
    call = _parsed_call(case) if case is not None and case.call else None
    if case is None or call is None or not report.name.isidentifier():
        return None
    board = board_of(case.board) if case.board is not None else None
    arguments = [*call.args, *(keyword.value for keyword in call.keywords)]
    values = ([case.board] if _passes_the_board(call) else []) + list(case.args)
    value_of = {id(node): value for node, value in zip(arguments, values, strict=False)}
    matched = len(arguments) == len(values)
    edits = [(call.func.col_offset, call.func.end_col_offset, report.name)]
    for node in ast.walk(call):
        if not isinstance(node, ast.Name) or node is call.func or node.id in KNOWN_NAMES:
            continue
        text: str | None = None
        if node.id == "board" and board is not None:
            text = f'board_from_text("""\n{board_to_text(board)}\n""")'
        elif any(_from_the_package(value, node.id) for value in case.args):
            continue
        elif matched and id(node) in value_of:
            value = value_of[id(node)]
            bits = case.bits_size is not None and _is_a_whole_number(value) and cast(int, value) >= 0
            text = f"{value:#x}" if bits else _value_text(value)  # a bitboard, as the lesson writes one
        if text is None:
            return None
        edits.append((node.col_offset, node.end_col_offset, text))
    source = case.call.strip().encode("utf-8")  # the offsets of ast are in bytes of UTF-8
    for start, end, new in sorted(edits, reverse=True):
        source = source[:start] + new.encode("utf-8") + source[end:]
    return source.decode("utf-8")


def report_html(report: Report) -> str | None:
    """A failing report as HTML: its text, its pictures, the line to run it; ``None`` if nothing to draw."""
    if report.status != WRONG or report.failure is None:
        return None
    pictures = _pictures(report)
    if not pictures:
        return None
    parts = [
        '<div class="othello-report">',
        f'<pre class="othello-report-text" style="{MONOSPACE}">{escape(report.text)}</pre>',
        f'<div class="othello-report-pictures">{pictures}</div>',
    ]
    line = copyable_call(report)
    if line is not None:
        parts += [
            f"<p>{escape(PICTURE_WORDS['run_it'])}</p>",
            f'<pre class="othello-report-call" style="{MONOSPACE}"><code>{escape(line)}</code></pre>',
        ]
    parts.append("</div>")
    return "\n".join(parts)


_MARK = re.compile(r'class="(' + "|".join(MARK_KINDS) + r') ([a-z]+[0-9]+)"')


def marked_squares(html: str | None) -> dict[str, list[str]]:
    """The squares each kind of mark is on in a report's HTML, each once, sorted (to test a picture)."""
    found: dict[str, set[str]] = {}
    for kind, square in _MARK.findall(html or ""):
        found.setdefault(kind, set()).add(square)
    return {kind: sorted(found[kind], key=lambda name: (name[0], int(name[1:]))) for kind in sorted(found)}
