"""Copy the README's pictures from the screenshots the browser tests took.

The browser tests (``pytest -m browser``) save their screenshots in
``artifacts/`` (kept by CI, ignored by git).  After a change to how the board
looks, run the browser tests, then this, and commit ``docs/``:

    python -m pytest -m browser tests/browser
    python tools/readme_pictures.py
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PICTURES = {  # README picture: the browser test's screenshot it is copied from
    "docs/play.png": "artifacts/play-after-first-move.png",
    "docs/classroom.png": "artifacts/classroom-voila-1280x720.png",  # the full-screen layout
}


def main() -> int:
    missing = [shot for shot in PICTURES.values() if not (REPO / shot).exists()]
    if missing:
        print(f"no screenshot {', '.join(missing)}: run the browser tests first", file=sys.stderr)
        return 2
    for picture, shot in PICTURES.items():
        shutil.copyfile(REPO / shot, REPO / picture)
        print(f"{picture} <- {shot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
