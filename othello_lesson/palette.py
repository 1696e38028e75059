"""The colours of the board, shared by the SVG picture and the clickable board.

Both draw a position the same way: green squares with dark grid lines, discs
with an outline of the other colour, a small dark dot on each legal move, a
red dot on the last move and a dashed amber ring round the discs it flipped.

>>> DISC_FILL[BLACK], DISC_OUTLINE[WHITE]
('#141414', '#1a1a1a')
"""

from __future__ import annotations

from .language import current_language
from .rules import BLACK, WHITE

FRAME = "#1d4a2c"
SQUARE = "#2e8b4f"
GRID = "#123821"
LABEL = "#e6f4ea"
DISC_FILL = {BLACK: "#141414", WHITE: "#fafafa"}
DISC_OUTLINE = {BLACK: "#f2f2f2", WHITE: "#1a1a1a"}
HALF_OUTLINE = "#808080"  # a variant's half disc: white, its left half black, outlined in grey
LAST_MOVE = "#e53935"
FLIPPED = "#ffb300"
HINT = "#0b2616"
HINT_OPACITY = 0.45
FOCUS = "#00e5ff"
# The status line and score: in every theme (JupyterLab's dark one too) "●" is a
# black disc and "○" a white one with a dark outline, as drawn on the board.
STATUS_TEXT = DISC_FILL[BLACK]
STATUS_BACKGROUND = DISC_FILL[WHITE]
ANALYSIS_TEXT = "#ffffff"  # a search's value drawn on a legal square (with a dark halo)


# The fonts of the pictures' words: the page's sans-serif, then fonts that have Japanese (黒, 白, ...)
# where the first has none (Debian's Noto CJK and IPA fonts, then those of macOS and Windows).
JAPANESE_FONTS = (
    "'Noto Sans CJK JP', 'Noto Sans JP', 'IPAexGothic', 'IPAGothic', 'Hiragino Sans', 'Yu Gothic', 'Meiryo'"
)
FONTS = f"sans-serif, {JAPANESE_FONTS}"


def picture_fonts() -> str:
    """The fonts a picture names for its words: ``FONTS`` in Japanese; in English the page's sans-serif
    alone, as the pictures stored in the English notebooks name it.

    >>> picture_fonts()
    'sans-serif'
    """
    return "sans-serif" if current_language() == "en" else FONTS


__all__ = [
    "ANALYSIS_TEXT",
    "DISC_FILL",
    "DISC_OUTLINE",
    "FLIPPED",
    "FOCUS",
    "FONTS",
    "FRAME",
    "GRID",
    "HALF_OUTLINE",
    "HINT",
    "HINT_OPACITY",
    "JAPANESE_FONTS",
    "LABEL",
    "LAST_MOVE",
    "SQUARE",
    "STATUS_BACKGROUND",
    "STATUS_TEXT",
    "picture_fonts",
]
