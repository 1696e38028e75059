"""A lesson opened and left untouched is not marked changed: it stores the kernel metadata JupyterLab writes.

On opening a notebook, JupyterLab writes the kernel's name, display name and
language from its spec (``kernelspec``), and the kernel's own description of
its language (``language_info``, from its kernel-info reply).  Any difference
from what the notebook stores marks it changed at once, and closing it asks
"Save your work?".  The browser test ``tests/browser/test_course_in_browser.py``
watches JupyterLab itself do it.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import start_new_kernel

from tools import build_course

NOTEBOOKS = sorted(Path(build_course.NOTEBOOKS).glob("**/*.ipynb"))


@functools.cache
def kernel_language_info() -> dict:
    """``language_info`` as the course's kernel describes itself when JupyterLab connects to it."""
    manager, client = start_new_kernel(kernel_name=build_course.KERNEL)
    try:
        # The reply to this request, skipping any earlier kernel-info reply still queued from
        # start_new_kernel's own wait for the kernel (seen on a loaded machine).
        reply = client.kernel_info(reply=True, timeout=60)
        return reply["content"]["language_info"]
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def test_the_build_writes_the_kernelspec_as_jupyterlab_does():
    spec = KernelSpecManager().get_kernel_spec(build_course.KERNEL)
    assert build_course.kernelspec() == {
        "display_name": spec.display_name,
        "language": spec.language,
        "name": build_course.KERNEL,
    }


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: str(path.relative_to(build_course.NOTEBOOKS)))
def test_a_stored_notebook_holds_the_kernel_metadata_jupyterlab_writes(path):
    metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
    assert metadata["kernelspec"] == build_course.kernelspec(), "run: python tools/build_course.py"
    assert metadata["language_info"] == kernel_language_info(), "run: python tools/build_course.py"
