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


class CheckingLine:
    """The line a check shows while it runs: "checking name … tried of total cases"."""

    AFTER = 0.5  # seconds before the line appears, and between two updates

    def __init__(self, name: str, total: int) -> None:
        self.name, self.total = name, total
        self._handle: object = None
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
            _update(self._handle, f"checking {self.name} … {tried:,} of {self.total:,} cases")

    def __exit__(self, *exc: object) -> None:
        if self._handle is not None:
            _update(self._handle, "")


class _Plain:
    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _display_handle() -> object:
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
        return display(_Plain(""), display_id=True)  # type: ignore[no-untyped-call]  # IPython's display has no hints
    except Exception:
        return None


def _update(handle: object, text: str) -> None:
    with contextlib.suppress(Exception):
        handle.update(_Plain(text))  # type: ignore[attr-defined]  # a display handle (IPython has no hints)


__all__ = [
    "CheckingLine",
]
