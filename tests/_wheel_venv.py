"""The students' package, built once a run, and a fresh virtualenv that holds it and borrows the rest.

``students_package`` builds the sdist and, from it, the students' wheel (the
default of ``python -m build``: no worked solutions), from a copy of the
repository's tracked files that also holds what a run of the lessons writes
beside the notebooks, as a clone that ran them does.  It is built once a run:
the first test that asks builds it into the run's shared folder (shared by the
pytest-xdist workers too), and a later one, in any worker, takes it from there.
Two that ask at once each build it, and the first to finish puts its files in
place, whole (a rename); the other's are the same.

``wheel_venv`` makes a new virtualenv with the wheel alone (``--no-deps``),
which knows nothing of this repository; its dependencies are borrowed from the
environment the tests run in: a ``.pth`` file in the new virtualenv names this
environment's site-packages (already installed and compiled, so nothing is
downloaded or installed twice), and ``venv_environment`` its Jupyter files
(``borrowed_jupyter_files``).  A ``.pth`` line only appends a folder to
``sys.path``: the ``.pth`` files inside it (this environment's editable
install of the package) are not run, so the package imported there is the
wheel's.  ``tests/test_wheel.py`` and the hub test
(``tests/browser/test_hub.py``) use both.
"""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

import pytest

from tools.build_site import build_installer

REPO = Path(__file__).resolve().parent.parent
# The environment these tests run in, whose packages the wheel's virtualenv borrows: its site-packages,
# and the folder where pip put its packages' Jupyter files (share/jupyter, etc/jupyter).
BORROWED_SITE_PACKAGES = list(dict.fromkeys([*site.getsitepackages(), sysconfig.get_path("purelib")]))
BORROWED_DATA = Path(sysconfig.get_path("data"))
# What a run of the lessons (or of their tests) writes beside the notebooks, and a notebook a student made:
# none of it is the course's, and no package may carry it.
WRITTEN_BY_A_RUN = [
    "notebooks/my_entry.py",
    "notebooks/lesson8-games.csv",
    "notebooks/my_othello.py",
    "notebooks/Untitled.ipynb",
    "notebooks/solutions/my_othello.py",
    "notebooks/solutions/my_entry.py",
    "notebooks/solutions/lesson8-games.csv",
]


def venv_environment(environ: dict[str, str] | None = None) -> dict[str, str]:
    """``environ`` (this process's by default) for the wheel's virtualenv: this one's Jupyter files, no more.

    >>> env = venv_environment({"PATH": "/bin", "VIRTUAL_ENV": "/repo/.venv", "PYTHONPATH": "/repo"})
    >>> sorted(env)
    ['JUPYTERLAB_DIR', 'JUPYTER_CONFIG_PATH', 'JUPYTER_PATH', 'PATH']
    """
    # PYTHONDONTWRITEBYTECODE too: the throwaway virtualenv keeps the bytecode of what its programs
    # import (it is installed without compiling), so that the next program does not compile it again.
    left_out = ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE")
    given = os.environ if environ is None else environ
    env = {key: value for key, value in given.items() if key not in left_out}
    return env | borrowed_jupyter_files()


def borrowed_jupyter_files() -> dict[str, str]:
    """Where the borrowed packages' Jupyter files are (JupyterLab's, Voilà's templates, the kernel's spec).

    A full install would put them in the virtualenv's own share/jupyter and etc/jupyter.

    >>> sorted(borrowed_jupyter_files())
    ['JUPYTERLAB_DIR', 'JUPYTER_CONFIG_PATH', 'JUPYTER_PATH']
    """
    return {
        "JUPYTER_PATH": str(BORROWED_DATA / "share" / "jupyter"),
        "JUPYTER_CONFIG_PATH": str(BORROWED_DATA / "etc" / "jupyter"),
        "JUPYTERLAB_DIR": str(BORROWED_DATA / "share" / "jupyter" / "lab"),
    }


def run(
    command: list, *, cwd: Path, env: dict[str, str], timeout: float = 600, check: bool = True
) -> subprocess.CompletedProcess:
    """Run ``command`` in ``cwd`` with ``env``; the test fails with all it said if ``check`` and it failed."""
    result = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    if check and result.returncode != 0:
        said = f"{result.stdout}\n{result.stderr}"
        pytest.fail(f"{' '.join(map(str, command))} failed ({result.returncode}):\n{said}")
    return result


def shared_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's folder that every pytest-xdist worker sees (the run's own when there are none)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def students_package(shared: Path) -> dict[str, Path]:
    """The sdist and the students' wheel of this run, built into ``shared`` by the first that asks.

    Returns ``wheel``, ``sdist`` and ``source`` (the copy they were built from).
    """
    published = shared / "students-package"
    if not published.is_dir():
        own = shared / f"students-package.{os.getpid()}.part"
        shutil.rmtree(own, ignore_errors=True)
        build_students_package(own)
        try:
            own.rename(published)  # whole or not at all
        except OSError:  # another worker put its own in place first: the same files
            shutil.rmtree(own, ignore_errors=True)
    (wheel,) = (published / "dist").glob("othello_lesson-*.whl")
    (sdist,) = (published / "dist").glob("othello_lesson-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist, "source": published / "source"}


def build_students_package(folder: Path) -> None:
    """``python -m build`` of a copy of the tracked files (and what a run writes): ``folder``/dist."""
    source = folder / "source"
    env = dict(os.environ)
    tracked = run(["git", "ls-files", "-z"], cwd=REPO, env=env).stdout.split("\0")
    for name in filter(None, tracked):
        if (REPO / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, source / name)
    for name in WRITTEN_BY_A_RUN:
        (source / name).write_text("# not the course's\n")
    # The isolated build environments are set up with uv where it is installed.
    command = [sys.executable, "-m", "build", *build_installer(), "--outdir", folder / "dist", source]
    run(command, cwd=folder, env=env | {"OTHELLO_WITH_SOLUTIONS": "0"})


def pip_takes_another_python() -> bool:
    """Can this environment's pip install into another Python (``pip --python``, pip 22.3 and later)?"""
    try:
        major, minor = (int(part) for part in metadata.version("pip").split(".")[:2])
    except (metadata.PackageNotFoundError, ValueError):
        return False
    return (major, minor) >= (22, 3)


def pip_of(bin_folder: Path) -> list:
    """The pip that works on the virtualenv of ``bin_folder``."""
    if pip_takes_another_python():
        # The virtualenv has no pip of its own: this environment's pip works on it, which spares
        # copying pip in first (ensurepip: about 5 s of processor time); nothing run in it needs pip.
        return [sys.executable, "-m", "pip", "--python", bin_folder / "python"]
    return [bin_folder / "python", "-m", "pip"]


def wheel_venv(folder: Path, wheel: Path) -> Path:
    """A new virtualenv in ``folder``: ``wheel`` and this environment's packages; its bin folder."""
    bin_folder = folder / ("Scripts" if os.name == "nt" else "bin")
    env, cwd = venv_environment(), folder.parent
    # The wheel alone, uncompiled: Python compiles its modules when they are first imported.
    options = ["install", "-q", "--no-compile", "--no-deps"]
    without_pip = ["--without-pip"] if pip_takes_another_python() else []
    run([sys.executable, "-m", "venv", *without_pip, folder], cwd=cwd, env=env)
    # The wheel goes in before the borrowed packages are in sight: pip would otherwise see this
    # environment's own install of the package and try to replace it.
    run([*pip_of(bin_folder), *options, wheel], cwd=cwd, env=env)
    where = [bin_folder / "python", "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]
    site_packages = Path(run(where, cwd=cwd, env=env).stdout.strip())
    (site_packages / "borrowed.pth").write_text("".join(f"{path}\n" for path in BORROWED_SITE_PACKAGES))
    return bin_folder
