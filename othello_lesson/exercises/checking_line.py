"""A one-line "checking ..." for a check that takes more than a moment, cleared when it ends.

In a notebook the line is a display that always ends empty, so the stored
output is the same however long the check took.  Outside a notebook it
shows nothing.

>>> with CheckingLine("count", 100) as line:
...     line.step(1)
"""

from __future__ import annotations

import contextlib
import time
from typing import Protocol

from .cases import REPORT_WORDS


class CheckingLine:
    """The line a check shows while it runs: "checking name … tried of total cases"."""

    AFTER = 0.5  # seconds before the line appears, and between two updates

    def __init__(self, name: str, total: int) -> None:
        self.name, self.total = name, total
        self._handle: _Handle | None = None
        self._next = 0.0

    def __enter__(self) -> CheckingLine:
        self._handle = _display_handle()
        self._next = time.perf_counter() + self.AFTER
        return self

    def step(self, tried: int) -> None:
        """Note that case number ``tried`` is being checked (shown at most every ``AFTER`` seconds)."""
        if self._handle is None:
            return
        now = time.perf_counter()
        if now >= self._next:
            self._next = now + self.AFTER
            words = REPORT_WORDS.say("checking", name=self.name, tried=f"{tried:,}", total=f"{self.total:,}")
            _update(self._handle, str(words))

    def __exit__(self, *exc: object) -> None:
        if self._handle is not None:
            _update(self._handle, "")


class _Handle(Protocol):
    """A display in the notebook, as ``IPython.display.display(..., display_id=True)`` gives it."""

    def update(self, obj: object) -> None: ...


class _Plain:
    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _display_handle() -> _Handle | None:
    """A display in the running notebook to show the line in, or ``None`` outside a notebook."""
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:
        return None
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return None
    try:
        handle: _Handle | None = display(_Plain(""), display_id=True)
        return handle
    except Exception:
        return None


def _update(handle: _Handle, text: str) -> None:
    with contextlib.suppress(Exception):
        handle.update(_Plain(text))


__all__ = [
    "CheckingLine",
]
