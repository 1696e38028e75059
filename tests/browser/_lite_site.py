"""The JupyterLite site, built from a clean copy of the repository and served on 127.0.0.1.

Used by ``tests/browser/test_lite_site.py``::

    site = build_site(scratch)              # tools/build_site.py in its own virtualenv
    with SiteServer(site) as server:
        page.goto(server.url("lab/index.html?path=00-welcome.ipynb"))

The site is built by ``tools/build_site.py`` run in a virtualenv of its own
(``build/site-venv``, made once, with the package's ``site`` extra), so that the
JupyterLite packages never mix with the JupyterLab that the other tests run.  That
virtualenv holds only what the tests' own environment lacks: it sees this
environment's packages, read-only, through a ``.pth`` file (see ``site_python``).
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import threading
import time
from importlib import metadata
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[2]
SITE_VENV = REPO / "build" / "site-venv"
SITE_CACHE = REPO / "build" / "site-cache"
LOCAL_HOSTS = {"127.0.0.1"}

KERNEL_TIMEOUT_MS = 300_000  # Pyodide starts in the page: slow on a busy 2-core machine
CELL_TIMEOUT_MS = 120_000


def site_requirements() -> list[str]:
    """The ``site`` extra of the package, as installed here (pyproject.toml is the one place)."""
    wanted = []
    for line in metadata.requires("othello_lesson") or []:
        requirement, _, marker = line.partition(";")
        if re.search(r"""extra\s*==\s*['"]site['"]""", marker):
            wanted.append(requirement.strip())
    if not wanted:
        raise RuntimeError("the package has no 'site' extra installed: pip install -e '.[test]'")
    return wanted


def seen_site_packages() -> list[str]:
    """The folders of this environment's packages (those the tests run with), as the site's Python sees them."""
    folders = [sysconfig.get_path("purelib"), sysconfig.get_path("platlib")]
    return list(dict.fromkeys(str(Path(folder).resolve()) for folder in folders))


def site_stamp() -> str:
    """What ``build/site-venv`` is made from: the ``site`` extra, and what it sees of this environment.

    Used as pip's requirements file, so the rest are comments: this Python, the folders the
    site's Python sees, and every package installed there, with its version (a package
    changed here may call for another version of one that only the site installs).
    """
    seen = sorted({f"{dist.metadata['Name']}=={dist.version}" for dist in metadata.distributions()})
    lines = [
        *site_requirements(),
        f"# made by Python {sys.version.split()[0]} ({sys.executable})",
        *(f"# sees {folder}" for folder in seen_site_packages()),
        *(f"# with {name}" for name in seen),
    ]
    return "\n".join(lines) + "\n"


def site_python() -> Path:
    """The Python of ``build/site-venv``, made (again) when ``site_stamp()`` changed.

    The virtualenv gets no pip and no copy of what this environment already has: a
    ``.pth`` file in it names this environment's site-packages, which its Python then
    imports from (read-only, after its own packages), and pip, run by that Python,
    installs only what is missing: JupyterLite's own packages.  This environment
    never sees those (its JupyterLab would load the Pyodide kernel's extension).
    A ``.pth`` line only adds a folder to ``sys.path``: the ``.pth`` files in that folder
    (the editable install of this course) are not run, so the site's Python cannot
    import the course from this repository (the site is built from its own wheel).
    """
    python = SITE_VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    stamp = SITE_VENV / "requirements.txt"
    wanted = site_stamp()
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    shutil.rmtree(SITE_VENV, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", SITE_VENV], check=True)
    own = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    (Path(own) / "tests-environment.pth").write_text("\n".join(seen_site_packages()) + "\n")
    # The stamp is in place only once pip is done: a virtualenv left half made is made again.
    pending = stamp.with_suffix(".pending")
    pending.write_text(wanted)
    install = [python, "-m", "pip", "install", "--quiet", "--no-compile", "-r", pending]  # compiled on import
    subprocess.run(install, check=True, stdin=subprocess.DEVNULL)
    pending.rename(stamp)
    return python


def clean_copy(target: Path) -> Path:
    """The repository's tracked files (as they are in the work tree), copied to ``target``."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=REPO, check=True, capture_output=True, text=True
    ).stdout.split("\0")
    for name in filter(None, listed):
        if (REPO / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, target / name)
    return target


def build_site(scratch: Path, *, with_solutions: bool = False) -> dict:
    """Build the site from a clean copy into ``scratch/site``; return its folder, time and size.

    The students' site by default; ``with_solutions`` builds the teacher's.
    """
    source = clean_copy(Path(scratch) / "source")
    output = Path(scratch) / "site"
    python = site_python()
    command = [python, source / "tools" / "build_site.py", output, "--cache", SITE_CACHE]
    if with_solutions:
        command.append("--with-solutions")
    started = time.monotonic()
    subprocess.run([str(part) for part in command], cwd=source, check=True, stdin=subprocess.DEVNULL)
    seconds = time.monotonic() - started
    size = sum(path.stat().st_size for path in output.rglob("*") if path.is_file())
    return {"folder": output, "seconds": seconds, "bytes": size}


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".ipynb": "application/json",
    }

    def log_message(self, format: str, *args) -> None:
        self.server.log.append(format % args)


class SiteServer:
    """A static web server for the site on 127.0.0.1 (a free port), in a thread of this process."""

    def __init__(self, folder: Path) -> None:
        handler = functools.partial(_Handler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.log = []
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}/{path.lstrip('/')}"

    @property
    def log(self) -> list[str]:
        return self.httpd.log

    def __enter__(self) -> SiteServer:
        self.thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=10)


class RequestRecorder:
    """Every request a browser context makes; any to a host other than 127.0.0.1 is refused and kept."""

    def __init__(self) -> None:
        self.urls: list[str] = []
        self.foreign: list[str] = []

    def attach(self, context) -> None:
        context.on("request", lambda request: self.note(request.url))
        context.route("**/*", self.route)

    def listen(self, context) -> None:
        """Record every request without routing: for a test that waits outside Playwright.

        A routed request waits for this process to answer it, which it does only
        while a Playwright call runs; a test that sleeps while polling the server
        (``wait_for_kernel``) would hold every request of the page until then.
        """
        context.on("request", lambda request: self.note(request.url))

    def note(self, url: str) -> None:
        self.urls.append(url)
        parts = urlsplit(url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.hostname not in LOCAL_HOSTS:
            self.foreign.append(url)

    def route(self, route) -> None:
        url = route.request.url
        if urlsplit(url).scheme in ("http", "https") and urlsplit(url).hostname not in LOCAL_HOSTS:
            self.note(url)
            route.abort()
        else:
            route.continue_()


# --- a notebook in the page ---------------------------------------------------------------

# Per code cell, in order: its prompt and each output's rendered MIME type and text.
READ_OUTPUTS = """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell')]
    .map((cell) => ({
        prompt: (cell.querySelector('.jp-InputPrompt') || {}).textContent || '',
        outputs: [...cell.querySelectorAll('.jp-OutputArea-output')].map((output) => ({
            mime: output.getAttribute('data-mime-type') || '',
            text: output.innerText,
            svg: output.querySelector('svg, img') !== null,
            board: output.matches('.othello-board') || output.querySelector('.othello-board') !== null,
            saved: output.querySelector('.othello-saved-board') !== null,
            hidden: getComputedStyle(output.closest('.jp-OutputArea-child')).display === 'none',
        })),
    }))"""

# True once every code cell shows a number in its prompt: all have run.
ALL_RAN = """() => {
    const prompts = [...document.querySelectorAll(
        '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt')];
    return prompts.length > 0 && prompts.every((prompt) => /\\[\\d+\\]/.test(prompt.textContent));
}"""

SOME_OUTPUT = """() => document.querySelector(
    '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-OutputArea-output') !== null"""


def stored_outputs(notebook: Path) -> list[dict]:
    """Per code cell of a stored notebook: its source and its outputs, as nbval compares them."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return [
        {"source": "".join(cell["source"]), "outputs": cell["outputs"]}
        for cell in cells
        if cell["cell_type"] == "code"
    ]


def normalized(text: str) -> str:
    """Text as compared: no trailing spaces on a line, no blank lines at the end."""
    return "\n".join(line.rstrip() for line in text.replace("\r\n", "\n").splitlines()).strip("\n")


def differences(stored: list[dict], shown: list[dict]) -> list[str]:
    """Where the page's outputs differ from those nbval expects (an empty list: none)."""
    found = []
    if len(stored) != len(shown):
        return [f"{len(shown)} code cells shown, {len(stored)} stored"]
    for number, (cell, page) in enumerate(zip(stored, shown, strict=True), start=1):
        where = f"code cell {number} ({cell['source'].splitlines()[0][:40]!r})"
        if "NBVAL_IGNORE_OUTPUT" in cell["source"] or "NBVAL_SKIP" in cell["source"]:
            continue
        errors = [o for o in page["outputs"] if o["mime"] == "application/vnd.jupyter.stderr"]
        if errors:
            found.append(f"{where}: an error: {errors[0]['text'][:300]}")
            continue
        if len(cell["outputs"]) != len(page["outputs"]):
            found.append(f"{where}: {len(page['outputs'])} outputs shown, {len(cell['outputs'])} stored")
            continue
        for output, drawn in zip(cell["outputs"], page["outputs"], strict=True):
            data = output.get("data", {})
            if output["output_type"] == "stream":
                text = output["text"]
                expected = normalized(text if isinstance(text, str) else "".join(text))
                if normalized(drawn["text"]) != expected:
                    found.append(f"{where}: printed {drawn['text']!r}, expected {expected!r}")
            elif "image/svg+xml" in data:
                if not (drawn["svg"] or drawn["board"]):
                    found.append(f"{where}: no picture or board shown ({drawn['mime']})")
            elif "othello-saved-board" in "".join(data.get("text/html", "")):
                # A board's picture, kept for a saved notebook: hidden while the live board after it is drawn.
                if not (drawn["saved"] and drawn["hidden"]):
                    found.append(f"{where}: the saved board's picture is not hidden by a live board")
            elif set(data) == {"text/plain"} and not "".join(data["text/plain"]):
                # Nothing to show, or the live board, stored as its (empty) text: the picture before it
                # is its stored form.
                if not (drawn["board"] or not drawn["text"].strip()):
                    found.append(f"{where}: shows {drawn['text'][:80]!r}, expected nothing or the live board")
            elif "text/plain" in data:
                text = data["text/plain"]
                expected = normalized(text if isinstance(text, str) else "".join(text))
                if normalized(drawn["text"]) != expected:
                    found.append(f"{where}: shows {drawn['text']!r}, expected {expected!r}")
            else:
                found.append(f"{where}: an output of a kind this test does not compare: {sorted(data)}")
    return found
