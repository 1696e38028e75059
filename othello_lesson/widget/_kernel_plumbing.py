"""What the board needs from the kernel and ipywidgets beyond their public API, in one place.

Each function names the private attribute it relies on, the version it was
written for, and what happens without it: the board then works as it would
without that refinement, and never fails.  A dependency upgrade that changes
one of them touches this file only.

>>> import ipywidgets as widgets
>>> button, heard = widgets.Button(), []
>>> on_click(button, heard.append)
True
>>> button.click()  # a click from code, not from the page
>>> heard
[False]
"""

from __future__ import annotations

import asyncio
import sys
import warnings
from collections.abc import Callable, Collection
from typing import Any

import ipywidgets as widgets

# The handler an ipywidgets 8 Button registers for the page's messages (a click among them).
BUTTON_MESSAGE_HANDLER = "_handle_button_msg"


def on_click(button: widgets.Button, action: Callable[[bool], None]) -> bool:
    """Call ``action(on_page)`` at each click of ``button``: ``True`` on the page, ``False`` from code.

    Relies on ipywidgets 8's ``Button._handle_button_msg``, the handler a
    Button registers (with the public ``on_msg``) for the page's messages: it
    is swapped for one that notes the click came from the page.  Returns
    whether it could; without that handler every click counts as one from
    code (``False``), so a click on the page is answered at once, with the
    computer's move, instead of a moment after its own drawing.
    """
    clicked_on_page = False
    button.on_click(lambda _button: action(clicked_on_page))
    from_the_page = getattr(button, BUTTON_MESSAGE_HANDLER, None)
    if from_the_page is None:
        return False

    def noting_the_page(widget: Any, content: dict[str, Any], buffers: Any) -> None:
        nonlocal clicked_on_page
        clicked_on_page = True
        try:
            from_the_page(widget, content, buffers)
        finally:
            clicked_on_page = False

    button.on_msg(from_the_page, remove=True)
    button.on_msg(noting_the_page)
    return True


def _as_the_page_sent_it(_data: Any, subshell: str | None) -> str | None:
    return subshell


def handle_in_arrival_order(widget: widgets.Widget) -> bool:
    """Have the kernel handle ``widget``'s messages from the page on the thread the page chose.

    JupyterLab sends every widget's messages to one kernel subshell, a thread
    that handles them in the order they were sent.  ipykernel 7.4 sends a
    comm's incoming messages instead to the subshell of the last message that
    made the kernel write to that comm (``BaseComm._reply_subshell_for``), so
    two widgets' messages could be handled by two threads at once, the later
    first: the record field's new text, then the click on Start from record,
    and the record loaded was the one before.  Returns whether it changed the
    routing; a comm without that method (older kernels, Pyodide's) is left as
    it is, and already handles messages in arrival order.
    """
    comm = getattr(widget, "comm", None)
    if comm is None or not hasattr(comm, "_reply_subshell_for"):
        return False
    comm._reply_subshell_for = _as_the_page_sent_it
    return True


def replace_classes(widget: widgets.DOMWidget, old: Collection[str], new: Collection[str]) -> None:
    """Take the classes ``old`` off ``widget`` and put ``new`` on it, in one change (one update).

    Relies on ipywidgets' ``DOMWidget._dom_classes`` (7 and 8), the trait that
    ``add_class`` and ``remove_class`` change one class at a time: setting it
    once makes one change for observers and one update for the page, however
    many classes changed.  Without it, the public methods do the same one
    class at a time (an update each, unless sent together in ``hold_sync``).

    >>> text = widgets.HTML()
    >>> replace_classes(text.add_class("othello-text"), (), ["othello-d3-black"])
    >>> replace_classes(text, ["othello-d3-black"], ["othello-d3-white", "othello-c4-legal"])
    >>> text._dom_classes
    ('othello-text', 'othello-c4-legal', 'othello-d3-white')
    """
    shown = getattr(widget, "_dom_classes", None)
    if shown is None:
        for name in set(old) - set(new):
            widget.remove_class(name)
        for name in sorted(set(new) - set(old)):
            widget.add_class(name)
        return
    classes = (*(name for name in shown if name not in old), *sorted(new))
    if tuple(shown) != classes:
        widget._dom_classes = classes


def in_a_kernel() -> bool:
    """True inside a Jupyter kernel (JupyterLab, nbval, Voilà), where widget events arrive."""
    shell_module = sys.modules.get("IPython")
    if shell_module is None:
        return False
    shell = shell_module.get_ipython()
    return getattr(shell, "kernel", None) is not None


_OWN_LOOP: asyncio.AbstractEventLoop | None = None


def event_loop() -> asyncio.AbstractEventLoop:
    """The event loop the board's tasks run on: the kernel's (desktop or Pyodide), else one of its own.

    A kernel handles widget events inside its running loop; Pyodide's loop is
    the browser's own and always there.  Anywhere else (a script, a test) the
    board keeps a loop of its own that ``OthelloBoard.wait`` runs: a loop some
    other library happens to run in this thread (Playwright's, say) would take
    the board's tasks and never give them back.
    """
    if sys.platform == "emscripten":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return asyncio.get_event_loop()
    if in_a_kernel():
        try:
            return asyncio.get_running_loop()
        except RuntimeError:
            pass
    global _OWN_LOOP
    if _OWN_LOOP is None or _OWN_LOOP.is_closed():
        _OWN_LOOP = asyncio.new_event_loop()
    return _OWN_LOOP
