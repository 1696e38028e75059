"""The suite's conftest.py and the plugin it names, copied where a small suite runs under them."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUITE_FILES = {
    "conftest.py": ROOT / "conftest.py",
    "_xdist_dead_workers.py": ROOT / "tests/_xdist_dead_workers.py",
    "_own_home.py": ROOT / "tests/_own_home.py",
}


def copy_the_suites_conftest(folder: Path) -> None:
    """Put conftest.py and the modules it loads (its plugin, its home folder) at the top of ``folder``."""
    for name, source in SUITE_FILES.items():
        shutil.copy(source, folder / name)
