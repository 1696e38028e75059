"""Pictures of a board as SVG, for notebooks, saved pages and the widget's picture.

Every square is a ``<rect class="square d3">``, every disc a
``<circle class="disc black d3">`` (or ``white``), a variant's half disc a
``<g class="disc half d3">`` (a white disc, its left half black), so a picture
can be read by a program as well as by eye.  Discs have an outline of the other colour,
so they read clearly on light and dark pages alike.

>>> svg = board_svg(initialize_board(4), hints=[(0, 1)])
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
True
>>> '<circle class="disc white b2"' in svg, '<circle class="hint b1"' in svg
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import TYPE_CHECKING, Any, overload

from .game import Game
from .palette import (
    DISC_FILL,
    DISC_OUTLINE,
    FLIPPED,
    FOCUS,
    FRAME,
    GRID,
    HALF_OUTLINE,
    HINT,
    HINT_OPACITY,
    LABEL,
    LAST_MOVE,
    SQUARE,
    picture_fonts,
)
from .rules import (
    BLACK,
    COLOUR_NAMES,
    EMPTY,
    HALF,
    WHITE,
    Board,
    Move,
    board_to_text,
    check_board,
    count_discs,
    initialize_board,  # noqa: F401  (used by the doctests)
    square_name,
)
from .words import Hints

if TYPE_CHECKING:
    from IPython.lib.pretty import PrettyPrinter

DISC: dict[str, tuple[str, str]] = {
    colour: (DISC_FILL[colour], DISC_OUTLINE[colour]) for colour in (BLACK, WHITE)
}  # fill, outline

MARK_KINDS = Hints(
    "marks",
    {
        "differs": "a red square: this square differs from the expected board",
        "missing": "a cyan ring: expected, but not in the list returned",
        "extra": "a red square: in the list returned, but not expected",
        "asked": "an amber square: the square the case asks about",
    },
)
"""The marks a report's picture may put on squares (``board_svg(marks=...)``), and what each means."""
# What a picture says of itself to a screen reader (its title).
PICTURE_WORDS = Hints(
    "board_picture",
    {
        "labelled": "{label}: {picture}",
        "board": "Othello board {size}x{size}: Black {black} - {white} White",
        "bitboard": "bitboard {size}x{size}: {bits}",
        "bit_set": "1 bit set",
        "bits_set": "{count} bits set",
        "bits_named": "{picture} ({squares})",
        "half_disc": "{picture}, 1 half disc",
        "half_discs": "{picture}, {count} half discs",
    },
)
MARK_COLOURS = {"differs": LAST_MOVE, "missing": FOCUS, "extra": LAST_MOVE, "asked": FLIPPED}


def _number(value: float) -> str:
    """A length in a few characters: ``360.0`` -> ``360``, ``12.3456`` -> ``12.35``."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _attributes(**values: object) -> str:
    """``class_="a b", stroke_width=2`` -> ``class="a b" stroke-width="2"``."""
    parts = []
    for name, value in values.items():
        if isinstance(value, float):
            value = _number(value)
        parts.append(f'{name.rstrip("_").replace("_", "-")}="{escape(str(value))}"')
    return " ".join(parts)


def _element(tag: str, text: str = "", **values: object) -> str:
    opening = " ".join([tag, _attributes(**values)]).strip()
    return f"<{opening}>{escape(text)}</{tag}>" if text else f"<{opening}/>"


def _squares_on_board(squares: Iterable[Move], size: int, what: str) -> list[Move]:
    result = []
    for square in squares:
        row, col = square
        if not (0 <= row < size and 0 <= col < size):
            raise ValueError(f"{what} {square!r} is not on the {size}x{size} board")
        result.append((row, col))
    return result


class _Layout:
    """Where things go: a margin for the square names, then the squares."""

    def __init__(self, size: int, size_px: float, coordinates: bool) -> None:
        self.size = size
        self.size_px = size_px
        self.margin = size_px * (0.06 if coordinates else 0.02)
        self.square = (size_px - 2 * self.margin) / size

    def corner(self, row: int, col: int) -> tuple[float, float]:
        return self.margin + col * self.square, self.margin + row * self.square

    def centre(self, row: int, col: int) -> tuple[float, float]:
        x, y = self.corner(row, col)
        return x + self.square / 2, y + self.square / 2


def _fonts() -> dict[str, str]:
    """The picture's fonts, named once on the picture in a language other than English (Japanese fonts
    after the page's own, for any Japanese drawn in it); none in English, whose labels name theirs."""
    fonts = picture_fonts()
    return {} if fonts == "sans-serif" else {"font_family": fonts}


def _coordinates(layout: _Layout) -> list[str]:
    # In English each label names its font, as the stored pictures do; in another language the picture
    # names its fonts once (``_fonts``).
    named = {"font_family": "sans-serif"} if not _fonts() else {}
    font = dict(
        class_="coordinate",
        text_anchor="middle",
        dominant_baseline="central",
        **named,
        font_size=layout.margin * 0.7,
        fill=LABEL,
    )
    texts = []
    for index in range(layout.size):
        middle = layout.margin + (index + 0.5) * layout.square
        for edge in (layout.margin / 2, layout.size_px - layout.margin / 2):
            texts.append(_element("text", "abcdefghijklmnopqrstuvwxyz"[index], x=middle, y=edge, **font))
            texts.append(_element("text", str(index + 1), x=edge, y=middle, **font))
    return texts


def _square(layout: _Layout, row: int, col: int) -> str:
    x, y = layout.corner(row, col)
    side = layout.square
    return _element(
        "rect",
        class_=f"square {square_name(row, col)}",
        x=x,
        y=y,
        width=side,
        height=side,
        fill=SQUARE,
        stroke=GRID,
        stroke_width=max(1.0, side / 40),
    )


def _disc(layout: _Layout, row: int, col: int, colour: str) -> str:
    cx, cy = layout.centre(row, col)
    if colour == HALF:
        return _half_disc(layout, row, col)
    fill, outline = DISC[colour]
    name = COLOUR_NAMES[colour].lower()
    return _element(
        "circle",
        class_=f"disc {name} {square_name(row, col)}",
        cx=cx,
        cy=cy,
        r=layout.square * 0.4,
        fill=fill,
        stroke=outline,
        stroke_width=max(1.0, layout.square / 20),
    )


def _half_disc(layout: _Layout, row: int, col: int) -> str:
    """A variant's half disc: a white disc whose left half is black, with a grey outline."""
    cx, cy = layout.centre(row, col)
    radius, width = layout.square * 0.4, max(1.0, layout.square / 20)
    top, bottom = f"{_number(cx)},{_number(cy - radius)}", f"{_number(cx)},{_number(cy + radius)}"
    arc = f"M{top} A{_number(radius)},{_number(radius)} 0 0 0 {bottom} Z"  # the left half, top to bottom
    return "".join(
        [
            f"<g {_attributes(class_=f'disc half {square_name(row, col)}')}>",
            _element("circle", cx=cx, cy=cy, r=radius, fill=DISC_FILL[WHITE]),
            _element("path", d=arc, fill=DISC_FILL[BLACK]),
            _element("circle", cx=cx, cy=cy, r=radius, fill="none", stroke=HALF_OUTLINE, stroke_width=width),
            "</g>",
        ]
    )


def _marker(layout: _Layout, square: Move, kind: str) -> str:
    cx, cy = layout.centre(*square)
    classes = f"{kind} {square_name(*square)}"
    side = layout.square
    if kind == "hint":
        return _element(
            "circle", class_=classes, cx=cx, cy=cy, r=side * 0.12, fill=HINT, fill_opacity=HINT_OPACITY
        )
    if kind == "bit":
        return _inset_square(layout, square, 0.15, classes, rx=side * 0.08, fill=FLIPPED)
    if kind == "flipped":
        return _element(
            "circle",
            class_=classes,
            cx=cx,
            cy=cy,
            r=side * 0.46,
            fill="none",
            stroke=FLIPPED,
            stroke_width=max(1.0, side / 18),
            stroke_dasharray=f"{side / 10:.1f} {side / 14:.1f}",
        )
    if kind in MARK_KINDS:
        return _mark(layout, square, kind, classes)
    return _element("circle", class_=classes, cx=cx, cy=cy, r=side * 0.1, fill=LAST_MOVE)


def _mark(layout: _Layout, square: Move, kind: str, classes: str) -> str:
    """A report's mark: a ring for "missing", a square round the disc for the others (see ``MARK_KINDS``)."""
    side = layout.square
    colour = MARK_COLOURS[kind]
    if kind == "missing":
        cx, cy = layout.centre(*square)
        return _element(
            "circle",
            class_=classes,
            cx=cx,
            cy=cy,
            r=side * 0.43,
            fill=colour,
            fill_opacity=0.3,
            stroke=colour,
            stroke_width=max(1.0, side / 10),
        )
    return _inset_square(
        layout,
        square,
        0.06,
        classes,
        fill=colour,
        fill_opacity=0.6,
        stroke=colour,
        stroke_width=max(1.0, side / 12),
    )


def _inset_square(layout: _Layout, square: Move, inset: float, classes: str, **style: object) -> str:
    """A rectangle inside a square, ``inset`` (a fraction of the square's side) from each edge."""
    side = layout.square
    x, y = layout.corner(*square)
    return _element(
        "rect",
        "",
        class_=classes,
        x=x + inset * side,
        y=y + inset * side,
        width=side * (1 - 2 * inset),
        height=side * (1 - 2 * inset),
        **style,
    )


def mark_swatch(kind: str, *, size_px: float = 18) -> str:
    """A small SVG of one mark on one empty square, for a legend.

    >>> 'class="swatch missing"' in mark_swatch("missing")
    True
    """
    if kind not in MARK_KINDS:
        raise ValueError(f"kind must be one of {', '.join(MARK_KINDS)}, not {kind!r}")
    layout = _Layout(1, size_px, coordinates=False)
    side = _number(size_px)
    return "".join(
        [
            f'<svg xmlns="http://www.w3.org/2000/svg" {_attributes(viewBox=f"0 0 {side} {side}")} '
            f"{_attributes(width=size_px, height=size_px, aria_hidden='true')}>",
            _square(layout, 0, 0),
            _mark(layout, (0, 0), kind, f"swatch {kind}"),  # no square's name: it marks no square
            "</svg>",
        ]
    )


def board_svg(
    board: Board,
    *,
    size_px: float = 360,
    last_move: Move | None = None,
    flipped: Iterable[Move] = (),
    hints: Iterable[Move] = (),
    bits: Iterable[Move] = (),
    coordinates: bool = True,
    marks: dict[str, Iterable[Move]] | None = None,
    label: str = "",
) -> str:
    """Return an SVG picture of ``board``, ``size_px`` pixels wide and high.

    ``last_move`` gets a red dot, the ``flipped`` discs a dashed amber ring,
    the ``hints`` (empty squares, usually the legal moves) a small dark dot and
    the ``bits`` (the 1 bits of a bitboard, see ``bits_picture``) an amber square.
    ``coordinates`` writes the square names' letters and numbers along the edges.
    ``marks`` maps a kind of ``MARK_KINDS`` to the squares that get that mark
    (a report's picture marks the squares that differ, say); ``label`` is
    said before the board's description in the picture's title.

    >>> svg = board_svg(initialize_board(4), size_px=200, last_move=(1, 2))
    >>> svg.count('class="square '), svg.count('class="disc '), svg.count('class="last-move c2"')
    (16, 4, 1)
    >>> 'class="differs a1"' in board_svg(initialize_board(4), marks={"differs": [(0, 0)]})
    True
    """
    # a picture shows even the aliasing trap as it is, and a variant's half discs
    size = check_board(board, allow_shared_rows=True, allow_half_discs=True)
    if isinstance(size_px, bool) or not isinstance(size_px, int | float) or size_px < 40:
        raise ValueError(f"size_px must be a number of pixels, at least 40, not {size_px!r}")
    marked = {kind: _squares_on_board(squares, size, kind) for kind, squares in (marks or {}).items()}
    unknown = sorted(set(marked) - set(MARK_KINDS))
    if unknown:
        raise ValueError(f"marks may be {', '.join(MARK_KINDS)}, not {', '.join(map(repr, unknown))}")
    layout = _Layout(size, size_px, coordinates)
    black, white = (sum(row.count(colour) for row in board) for colour in (BLACK, WHITE))
    bit_list = list(bits)
    if bit_list and not (black or white):  # a bitboard: say which bits are set, not a score of no discs
        named = [square_name(*square) for square in bit_list if min(square) >= 0 and max(square) < size]
        shown = ", ".join(named[:12]) + ", ..." * (len(named) > 12)
        bits_set = PICTURE_WORDS.say("bit_set" if len(named) == 1 else "bits_set", count=len(named))
        picture = PICTURE_WORDS.say("bitboard", size=size, bits=bits_set)
        if named:
            picture = PICTURE_WORDS.say("bits_named", picture=picture, squares=shown)
    else:
        picture = PICTURE_WORDS.say("board", size=size, black=black, white=white)
    halves = sum(row.count(HALF) for row in board)
    if halves:
        key = "half_disc" if halves == 1 else "half_discs"
        picture = PICTURE_WORDS.say(key, picture=picture, count=halves)
    label = PICTURE_WORDS.say("labelled", label=label, picture=picture) if label else picture
    side = _number(size_px)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" {_attributes(viewBox=f"0 0 {side} {side}")} '
        f"{_attributes(width=size_px, height=size_px, role='img', aria_label=label, **_fonts())}>",
        _element("title", label),
        _element(
            "rect", class_="frame", x=0, y=0, width=size_px, height=size_px, fill=FRAME, rx=size_px / 60
        ),
    ]
    if coordinates:
        parts += _coordinates(layout)
    parts += [_square(layout, r, c) for r in range(size) for c in range(size)]
    # A square mark frames the disc from under it, so the disc stays as it is; a ring goes on top.
    under = {kind: squares for kind, squares in marked.items() if kind != "missing"}
    parts += [_marker(layout, square, kind) for kind, squares in under.items() for square in squares]
    parts += [
        _disc(layout, r, c, board[r][c]) for r in range(size) for c in range(size) if board[r][c] != EMPTY
    ]
    parts += [_marker(layout, square, "bit") for square in _squares_on_board(bit_list, size, "bit")]
    parts += [_marker(layout, square, "hint") for square in _squares_on_board(hints, size, "hint")]
    parts += [_marker(layout, square, "flipped") for square in _squares_on_board(flipped, size, "flipped")]
    parts += [_marker(layout, square, "missing") for square in marked.get("missing", [])]
    if last_move is not None:
        parts.append(_marker(layout, _squares_on_board([last_move], size, "last_move")[0], "last-move"))
    parts.append("</svg>")
    return "\n".join(parts)


def game_svg(game: Game, *, size_px: float = 360, hints: bool = True, coordinates: bool = True) -> str:
    """Return an SVG picture of a game: its board, last move, flipped discs and legal moves.

    >>> game = Game(4)
    >>> game.play(0, 1)
    >>> svg = game_svg(game)
    >>> 'class="last-move b1"' in svg, 'class="flipped b2"' in svg, 'class="hint a1"' in svg
    (True, True, True)
    """
    return board_svg(
        game.board,
        size_px=size_px,
        last_move=game.last_move,
        flipped=game.flipped,
        hints=game.legal_moves() if hints else (),
        coordinates=coordinates,
    )


class BoardPicture:
    """A board (or a game) that shows itself as an SVG picture in a notebook.

    >>> BoardPicture(initialize_board(4), size_px=120)
    <BoardPicture 4x4: Black 2 - 2 White>
    """

    @overload
    def __init__(
        self, board: Game, *, size_px: float = ..., hints: bool = ..., coordinates: bool = ...
    ) -> None: ...

    @overload
    def __init__(
        self,
        board: Board,
        *,
        size_px: float = ...,
        last_move: Move | None = ...,
        flipped: Iterable[Move] = ...,
        hints: Iterable[Move] = ...,
        bits: Iterable[Move] = ...,
        coordinates: bool = ...,
        marks: dict[str, Iterable[Move]] | None = ...,
        label: str = ...,
    ) -> None: ...

    def __init__(self, board: Board | Game, **options: Any) -> None:  # the options of game_svg or board_svg
        if isinstance(board, Game):
            self.svg = game_svg(board, **options)
            board = board.board
        else:
            self.svg = board_svg(board, **options)
        self.board = [list(row) for row in board]

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        black, white = count_discs(self.board)
        size = len(self.board)
        return f"<BoardPicture {size}x{size}: Black {black} - {white} White>"

    def _repr_pretty_(self, printer: PrettyPrinter, cycle: bool) -> None:
        """Where pictures are not shown (a notebook not yet trusted), show the position as text."""
        printer.text(f"{self!r}\n{board_to_text(self.board)}")


def picture(board: Board | Game, **options: Any) -> BoardPicture:
    """Show ``board`` (or a ``Game``) as a picture: the last thing in a cell, or ``display(...)``.

    The options are those of ``board_svg`` (for a board) or ``game_svg`` (for a game).

    >>> picture(initialize_board(6), hints=[(1, 2)])
    <BoardPicture 6x6: Black 2 - 2 White>
    """
    return BoardPicture(board, **options)


def bit_squares(bits: int, size: int) -> list[Move]:
    """The squares of the 1 bits of ``bits`` on a ``size`` x ``size`` board (bit ``row * size + col``).

    >>> bit_squares(0b1000_0000_0000_1000, 4)
    [(0, 3), (3, 3)]
    """
    if isinstance(bits, bool) or not isinstance(bits, int) or bits < 0:
        raise ValueError(f"bits must be a whole number, at least 0, not {bits!r}")
    if isinstance(size, bool) or not isinstance(size, int) or size < 1:
        raise ValueError(f"size must be a whole number of squares, at least 1, not {size!r}")
    return [(row, col) for row in range(size) for col in range(size) if bits >> (row * size + col) & 1]


def bits_text(bits: int, size: int) -> str:
    """A bitboard as text: ``1`` where a bit is set, ``.`` where it is not, square 0 at the top left.

    >>> print(bits_text(0b0110, 2))
    . 1
    1 .
    >>> print(bits_text(0b1000_0000_0000_1000, 4))
    . . . 1
    . . . .
    . . . .
    . . . 1
    """
    marked = set(bit_squares(bits, size))
    return "\n".join(
        " ".join("1" if (row, col) in marked else "." for col in range(size)) for row in range(size)
    )


class BitsPicture:
    """A bitboard's 1 bits drawn as amber squares on an empty board, with a text form beside it.

    >>> BitsPicture(0b1000_0000_0000_1000, 4)
    <BitsPicture 4x4: 2 bits set>
    """

    def __init__(self, bits: int, size: int, *, size_px: float = 160, coordinates: bool = True) -> None:
        self.bits, self.size = bits, size
        self.squares = bit_squares(bits, size)
        empty: Board = [[EMPTY] * size for _ in range(size)]
        self.svg = board_svg(empty, size_px=size_px, bits=self.squares, coordinates=coordinates)

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"<BitsPicture {self.size}x{self.size}: {len(self.squares)} bits set>"

    def _repr_pretty_(self, printer: PrettyPrinter, cycle: bool) -> None:
        """Where pictures are not shown, show the bits as text."""
        printer.text(f"{self!r}\n{bits_text(self.bits, self.size)}")


def bits_picture(bits: int, size: int, *, size_px: float = 160, coordinates: bool = True) -> BitsPicture:
    """Show a bitboard's 1 bits as a picture: the last thing in a cell, or ``display(...)``.

    ``size_px`` and ``coordinates`` are as for ``board_svg``.

    >>> svg = bits_picture(0b1000_0000_0000_1000, 4)._repr_svg_()
    >>> svg.count('class="bit '), 'class="bit d1"' in svg, 'class="bit d4"' in svg
    (2, True, True)
    >>> "<title>bitboard 4x4: 2 bits set (d1, d4)</title>" in svg  # what a screen reader says
    True
    """
    return BitsPicture(bits, size, size_px=size_px, coordinates=coordinates)


__all__ = [
    "DISC",
    "MARK_COLOURS",
    "MARK_KINDS",
    "BitsPicture",
    "BoardPicture",
    "bit_squares",
    "bits_picture",
    "bits_text",
    "board_svg",
    "game_svg",
    "mark_swatch",
    "picture",
]
