"""Pictures of a weight table: each square shaded by its number, and the number written on it.

Green squares are worth having, red ones cost, and the stronger the colour the
bigger the number, measured against the table's own largest one (so two tables
of different scales can be compared by their shape).  Every square is a
``<rect class="square c1">`` and its number a ``<text class="weight c1">``, as
in ``othello_lesson.svg``.

>>> svg = heat_map_svg([[100, -20], [-20, -50]], title="tiny")
>>> svg.count('class="square '), '<text class="weight b2"' in svg
(4, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from .palette import FRAME, LABEL
from .rules import square_name

GOOD, BAD, NEUTRAL = (46, 139, 79), (198, 40, 40), (245, 245, 245)  # each as (red, green, blue)


def _shade(value: float, largest: float) -> str:
    """A colour between NEUTRAL (0) and GOOD or BAD (the largest size of number in the table)."""
    share = min(1.0, abs(value) / largest) if largest else 0.0
    far = GOOD if value > 0 else BAD
    red, green, blue = (round(n + (f - n) * share) for n, f in zip(NEUTRAL, far, strict=True))
    return f"#{red:02x}{green:02x}{blue:02x}"


def _ink(value: float, largest: float) -> str:
    """Dark numbers on light squares, white ones on the strongest colours."""
    return "#ffffff" if largest and abs(value) / largest > 0.6 else "#111111"


def _label(value: float) -> str:
    return f"{value:g}" if float(value).is_integer() else f"{value:.2f}".rstrip("0")


def heat_map_svg(table: Sequence[Sequence[float]], *, title: str = "", size_px: int = 240) -> str:
    """An SVG picture of ``table`` (one number per square), ``size_px`` wide, with ``title`` above it."""
    size = len(table)
    if size == 0 or any(len(row) != size for row in table):
        raise ValueError("a weight table is square: as many numbers in each row as there are rows")
    top = 28 if title else 6
    side = (size_px - 12) / size
    largest = max(abs(value) for row in table for value in row)
    height = f"{top + size_px - 6:g}"
    label = escape(title or "weights")
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size_px} {height}" '
        f'width="{size_px}" height="{height}" role="img" aria-label="{label}">',
        f'<rect class="frame" x="0" y="0" width="{size_px}" height="{height}" fill="{FRAME}" rx="4"/>',
    ]
    if title:
        parts.append(
            f'<text class="title" x="{size_px / 2:g}" y="18" text-anchor="middle" font-family="sans-serif" '
            f'font-size="14" fill="{LABEL}">{escape(title)}</text>'
        )
    for row in range(size):
        for col in range(size):
            value, name = table[row][col], square_name(row, col)
            x, y = 6 + col * side, top + row * side
            parts.append(
                f'<rect class="square {name}" x="{x:.2f}" y="{y:.2f}" width="{side:.2f}" height="{side:.2f}" '
                f'fill="{_shade(value, largest)}" stroke="{FRAME}" stroke-width="1"/>'
            )
            parts.append(
                f'<text class="weight {name}" x="{x + side / 2:.2f}" y="{y + side / 2:.2f}" '
                f'text-anchor="middle" dominant-baseline="central" font-family="sans-serif" '
                f'font-size="{side * 0.3:.1f}" fill="{_ink(value, largest)}">{escape(_label(value))}</text>'
            )
    parts.append("</svg>")
    return "\n".join(parts)


class HeatMaps:
    """Weight tables drawn side by side in a notebook (``{title: table}``), as text elsewhere.

    >>> HeatMaps({"hand": [[1, -1], [-1, 1]]})
    hand
          1     -1
         -1      1
    """

    def __init__(self, tables: dict[str, Sequence[Sequence[float]]], *, size_px: int = 240) -> None:
        self.tables = {title: [list(row) for row in table] for title, table in tables.items()}
        self.svgs = [
            heat_map_svg(table, title=title, size_px=size_px) for title, table in self.tables.items()
        ]

    def _repr_html_(self) -> str:
        pictures = "".join(f"<div>{svg}</div>" for svg in self.svgs)
        return f'<div style="display:flex;gap:16px;flex-wrap:wrap">{pictures}</div>'

    def __repr__(self) -> str:
        blocks = []
        for title, table in self.tables.items():
            rows = ["".join(f"{_label(value):>7}" for value in row) for row in table]
            blocks.append("\n".join([title, *rows]))
        return "\n\n".join(blocks)


__all__ = [
    "BAD",
    "GOOD",
    "NEUTRAL",
    "HeatMaps",
    "heat_map_svg",
]
