"""The test session's home folder: one of its own, so that nothing of the person running the tests is read.

The suite's ``conftest.py`` calls ``use_a_home_of_its_own()`` before anything imports
the course (whose default course folder, ``~/othello-course``, is worked out on import)::

    home = use_a_home_of_its_own()   # HOME and USERPROFILE now name an empty folder

Nothing in the person's own home is then seen by a test: their course folder
(``othello-course``, filled by the README's first command), and their Jupyter,
IPython and matplotlib set-ups, which could change what a notebook shows.  Only
what the package tools need to find their packages is kept, named by the variables
these tools read: their caches (pip's, uv's, npm's, and the others under
``~/.cache``) and their settings (a package mirror in ``pip.conf``, ``uv.toml`` or
``.npmrc``; git's own settings), as a developer's or CI's machine has them.

The pytest-xdist workers are started with the first process's environment: they
find the folder in ``OTHELLO_TESTS_HOME`` and use it too.  The process that made it
removes it at the end (``remove_home``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

VARIABLE = "OTHELLO_TESTS_HOME"
REAL_HOME = "OTHELLO_TESTS_REAL_HOME"  # the home the session started with: never read, only compared


def kept_for_the_tools(real_home: Path, environ: dict[str, str]) -> dict[str, str]:
    """The variables that keep the package tools' caches and settings where they are in ``real_home``.

    Only those not set already, and for settings only the files that exist.

    >>> home = Path("/home/ana")
    >>> kept = kept_for_the_tools(home, {"UV_CACHE_DIR": "/srv/uv"})
    >>> kept["XDG_CACHE_HOME"], kept["PIP_CACHE_DIR"], kept["npm_config_cache"], "UV_CACHE_DIR" in kept
    ('/home/ana/.cache', '/home/ana/.cache/pip', '/home/ana/.npm', False)
    """
    kept: dict[str, str] = {}
    if os.name == "posix":  # on Windows these live in LOCALAPPDATA, which is not the home
        cache = Path(environ.get("XDG_CACHE_HOME") or real_home / ".cache")
        kept |= {
            "XDG_CACHE_HOME": str(cache),
            "PIP_CACHE_DIR": str(cache / "pip"),
            "UV_CACHE_DIR": str(cache / "uv"),
            "npm_config_cache": str(real_home / ".npm"),
        }
    settings = {
        "PIP_CONFIG_FILE": [real_home / ".config" / "pip" / "pip.conf", real_home / ".pip" / "pip.conf"],
        "UV_CONFIG_FILE": [real_home / ".config" / "uv" / "uv.toml"],
        "NPM_CONFIG_USERCONFIG": [real_home / ".npmrc"],
        "GIT_CONFIG_GLOBAL": [real_home / ".gitconfig"],
    }
    for name, places in settings.items():
        found = next((place for place in places if place.is_file()), None)
        if found is not None:
            kept[name] = str(found)
    return {name: value for name, value in kept.items() if name not in environ}


def use_a_home_of_its_own() -> Path:
    """Set HOME and USERPROFILE to a new empty folder (or the one the first process made); return it."""
    given = os.environ.get(VARIABLE)
    if given and Path(given).is_dir():
        home = Path(given)
    else:
        home = Path(tempfile.mkdtemp(prefix="othello-tests-home-"))
        os.environ.update(kept_for_the_tools(Path.home(), dict(os.environ)))
        os.environ[VARIABLE] = str(home)
        os.environ[REAL_HOME] = str(Path.home())
        os.environ["OTHELLO_TESTS_HOME_MADE_BY"] = str(os.getpid())
    os.environ["HOME"] = os.environ["USERPROFILE"] = str(home)
    return home


def remove_home() -> None:
    """Remove the session's home folder, in the process that made it."""
    if os.environ.get("OTHELLO_TESTS_HOME_MADE_BY") == str(os.getpid()):
        shutil.rmtree(os.environ[VARIABLE], ignore_errors=True)
