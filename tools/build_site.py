"""Build the course as a static JupyterLite site: JupyterLab and Python running in the browser.

    python tools/build_site.py                    # the students' site, lessons only: into site/
    python tools/build_site.py --with-solutions   # the teacher's, with worked solutions: teacher-site/
    python tools/build_site.py --lang ja          # the students' site in Japanese

Each goes to a folder of its own unless given another (``FOLDER`` first); a build never
replaces the other kind of site, nor a folder that holds anything but a site, and the
teacher's first page says at its top, in white on red, that it holds the worked solutions.

Needs the ``site`` extra (``pip install -e ".[site]"``) and ``npm`` with Node.js (for
Pyodide's core, and to run it to make the bytecode).
FOLDER is then a plain folder of files that any web server can host; the
site fetches nothing from any other host.  It holds:

- JupyterLab (jupyterlite-core) with the Pyodide kernel (jupyterlite-pyodide-kernel)
  and the widget manager that draws the clickable board;
- Pyodide's core (the npm package ``pyodide`` of the version the kernel was built for),
  under ``static/pyodide/``, where the kernel looks for it instead of a CDN;
- every Python wheel the kernel loads when it starts, ipywidgets, and the course's own
  wheel (built from this repository), next to Pyodide's core, with a lock file of
  their own that lists exactly these wheels and their sha256 (Pyodide checks them);
- the lessons as shipped in that wheel (and ``solutions/`` with ``--with-solutions``),
  and a landing page that lists them and says where the student's progress is kept; its
  link opens ``progress.ipynb`` (shipped without stored outputs), whose cells show the
  progress and write the file to download and hand in.

``--lang ja`` builds the site in Japanese: a first page in Japanese (its words are the table of
``othello_lesson.site_words``), the Japanese lessons (those of ``notebooks/ja/``,
the English where a lesson has no translation yet) under the lessons' own names, and
JupyterLab's menus in Japanese: JupyterLite takes JupyterLab's language packs installed
where it builds (the ``ja`` extra installs the Japanese one), and the site's settings
choose it.  The English site holds the translated lessons too, in their folders
(``ja/``), as the wheel does; its menus' language can be changed in JupyterLab's
Settings, Language, for each language pack installed where it was built.

It prints what it built, where, its size and how to try it; ``--verbose`` prints
every command it runs and everything they print (pip, npm, Node.js, JupyterLite's
build), which is otherwise shown only when one of them fails.

Which versions go together is written in one place: ``pyproject.toml`` pins
jupyterlite-pyodide-kernel in the ``site`` extra; the Pyodide version and its Python
are read from that kernel; the pure-Python wheels take the versions Pyodide's own lock
file gives them, ipywidgets and comm the versions installed here (those the desktop
course is tested with), and the kernel's own wheels (piplite, pyodide-kernel, its
ipykernel shim) come from the kernel's package itself.

What a kernel's start imports (the standard library's modules, IPython's, the
course's) ships as bytecode, made at build time by Pyodide's own Python in Node.js
(``tools/pyodide_compile.py``): without it the kernel compiled those modules from
source at every start, most of the time a first cell took.

npm's pyodide is kept in a cache folder (``--cache``, default ``build/site-cache``);
the wheels come through pip (and its cache) on every build.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from email.parser import Parser
from importlib import metadata
from pathlib import Path

if __package__:  # imported, as tools.build_site
    from .build_wheel import build_environment, carries_solutions
else:  # run: python tools/build_site.py
    from build_wheel import build_environment, carries_solutions

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:  # run as a script from anywhere: the page's words are the package's
    sys.path.insert(0, str(REPO))

# The first page's words, in the site's language: a table of the package (it imports no dependency).
from othello_lesson.site_words import site_words  # noqa: E402

DEFAULT_CACHE = REPO / "build" / "site-cache"

# Where each site goes unless told: two folders, so that one build never replaces the other's site.
DEFAULT_FOLDERS = {False: Path("site"), True: Path("teacher-site")}
SITE_MARK = "othello-site.json"  # in a built site: whose it is ({"site": "students"} or "teacher")
KINDS = {False: "students", True: "teacher"}

# The words a teacher reads when a build refuses, under an id (the site's own words are the package's).
WORDS = {
    "other_site": "{folder} holds the {found} site: the {wanted} site is built into {default} unless you "
    "give another folder (this build would replace it)",
    "not_a_site": "{folder} holds files that are not a site built by this command: give a new or empty "
    "folder (the build empties it first)",
}

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
WIDGETS_EXTENSION = "@jupyter-widgets/jupyterlab-manager"
# The Python package that ships each of them.
EXTENSION_PACKAGES = {KERNEL_EXTENSION: "jupyterlite-pyodide-kernel", WIDGETS_EXTENSION: "jupyterlab_widgets"}

# What the Pyodide kernel loads when it starts (it installs any of these that is not preloaded).
KERNEL_START = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
# Preloaded from the site's own lock file, so that the lessons run unchanged, with no %pip cell.
PRELOADED = [*KERNEL_START, "ipywidgets", "othello-lesson"]
# Requirements of the course that the site does not ship, and why.
NOT_IN_THE_BROWSER = {
    "jupyterlab": "the page itself is JupyterLab",
    # Compiled packages: Pyodide builds them, but only its CDN serves them, not PyPI or npm.
    "numpy": "lesson 10's numpy board needs it: that lesson runs on the desktop only",
    "matplotlib": "the tournament's chart needs it: that chart is drawn on the desktop only",
}
# What a kernel imports as it starts (the kernel's worker, then a lesson's first cell), and so gets its
# bytecode made at build time; ".*" takes every module of the package.
KERNEL_IMPORTS = ["micropip", "piplite.piplite", "pyodide_kernel", "ipywidgets", "othello_lesson.*"]
# The files of npm's pyodide package that the site needs.
PYODIDE_CORE = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]

# The notebook that shows the student's progress (course/progress.py), linked from the landing page.
PROGRESS_NOTEBOOK = "progress.ipynb"


def canonical(name: str) -> str:
    """A project name as package indexes and Pyodide's lock file compare them.

    >>> canonical("Prompt_Toolkit"), canonical("othello_lesson")
    ('prompt-toolkit', 'othello-lesson')
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def run(command: list, *, verbose: bool = False, **options) -> subprocess.CompletedProcess:
    """Run ``command``; what it prints is shown with ``verbose``, or else only when it fails.

    >>> run([sys.executable, "-c", "print('hello')"]).returncode
    0
    """
    words = [str(part) for part in command]
    if verbose:
        print("$", " ".join(words), flush=True)
        return subprocess.run(words, check=True, **options)
    result = subprocess.run(words, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **options)
    if result.returncode != 0:
        print("$", " ".join(words), file=sys.stderr)
        print(result.stdout, end="", file=sys.stderr, flush=True)
        raise subprocess.CalledProcessError(result.returncode, words, output=result.stdout)
    return result


# --- what goes together ------------------------------------------------------------------


def kernel_versions() -> dict[str, str]:
    """The kernel's version, the Pyodide it was built for, and that Pyodide's Python (major.minor)."""
    from jupyterlite_pyodide_kernel import constants

    return {
        "kernel": metadata.version("jupyterlite-pyodide-kernel"),
        "pyodide": constants.PYODIDE_VERSION,
        "python": constants.PYODIDE_PYTHON_VERSION,
    }


def labextension(name: str) -> Path:
    """The folder of an installed JupyterLab extension, found in the files of the package that ships it.

    Not only under this Python's prefix: the tests' site virtualenv takes jupyterlab_widgets
    from the tests' own environment, whose prefix is another.
    """
    wanted = f"share/jupyter/labextensions/{name}/package.json"
    try:
        files = metadata.distribution(EXTENSION_PACKAGES[name]).files or []
    except metadata.PackageNotFoundError:
        files = []
    for file in files:
        if file.as_posix().endswith(wanted):
            return Path(file.locate()).resolve().parent
    raise FileNotFoundError(f"the JupyterLab extension {name} is not installed (pip install -e '.[site]')")


def kernel_wheels() -> dict[str, Path]:
    """The wheels the kernel ships (piplite, pyodide-kernel, its ipykernel shim, ...), newest of each."""
    found: dict[str, tuple[tuple, Path]] = {}
    for wheel in sorted((labextension(KERNEL_EXTENSION) / "static" / "pypi").glob("*.whl")):
        name, version = wheel.name.split("-")[:2]
        key = tuple(int(part) if part.isdigit() else 0 for part in version.split("."))
        if canonical(name) not in found or key > found[canonical(name)][0]:
            found[canonical(name)] = (key, wheel)
    return {name: wheel for name, (_key, wheel) in found.items()}


# --- downloads ---------------------------------------------------------------------------


def pyodide_core(version: str, cache: Path, *, verbose: bool = False) -> Path:
    """Pyodide's core files from npm's ``pyodide`` package of ``version`` (downloaded once)."""
    folder = cache / f"pyodide-{version}"
    if all((folder / name).is_file() for name in PYODIDE_CORE):
        return folder
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / f"pyodide-{version}.tgz"
    if not tarball.is_file():
        if shutil.which("npm") is None:
            raise RuntimeError("npm is needed once, to fetch Pyodide's core (Debian: apt-get install npm)")
        npm = ["npm", "pack", f"pyodide@{version}", "--pack-destination", cache, "--silent"]
        run(npm, cwd=cache, verbose=verbose)
    with tarfile.open(tarball) as archive:
        manifest = json.load(archive.extractfile("package/package.json"))
        if manifest["version"] != version:
            raise RuntimeError(f"npm gave pyodide {manifest['version']}, not {version}")
        folder.mkdir(exist_ok=True)
        for name in PYODIDE_CORE:
            source = archive.extractfile(f"package/{name}")
            if source is None:
                raise FileNotFoundError(f"npm's pyodide {version} has no {name}")
            (folder / name).write_bytes(source.read())
    return folder


def pins(core_lock: dict, kernel: dict[str, Path]) -> list[str]:
    """Constraints for pip: Pyodide's own versions, the kernel's own wheels, ipywidgets as installed here."""
    lines = {canonical(entry["name"]): entry["version"] for entry in core_lock["packages"].values()}
    for name in ("ipywidgets", "comm", "jupyterlab-widgets"):
        lines[name] = metadata.version(name)
    for name, wheel in kernel.items():
        lines[name] = wheel.name.split("-")[1]
    return [f"{name}=={version}" for name, version in sorted(lines.items())]


def download_wheels(
    python: str, constraints: list[str], kernel: dict[str, Path], cache: Path, *, verbose: bool = False
) -> list[Path]:
    """Every wheel the browser needs (pure-Python wheels for ``python``), downloaded with pip."""
    folder = cache / f"wheels-py{python}"
    shutil.rmtree(folder, ignore_errors=True)  # no stale versions (pip keeps its own cache)
    folder.mkdir(parents=True)
    constraints_file = folder / "constraints.txt"
    constraints_file.write_text("\n".join(constraints) + "\n")
    # The kernel's own wheels are taken as they are (its ipykernel is a shim, not PyPI's ipykernel);
    # pip gets the rest, and may take the kernel's widgetsnbextension shim for ipywidgets.
    wanted = [name for name in PRELOADED if name != "othello-lesson" and name not in kernel]
    find_links = {str(wheel.parent) for wheel in kernel.values()}
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:"]
    command += ["--python-version", python, "--dest", folder, "--constraint", constraints_file]
    for link in sorted(find_links):
        command += ["--find-links", link]
    run([*command, *wanted], verbose=verbose)
    return sorted(folder.glob("*.whl"))


def with_bytecode(core: Path, files: list[Path], work: Path, *, verbose: bool = False) -> dict[str, Path]:
    """The standard library's zip and the wheels, with the bytecode of what a kernel's start imports, by name.

    Made in the empty folder ``work`` by Pyodide's own Python, in Node.js
    (``tools/pyodide_compile.py``).
    """
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        raise RuntimeError("Node.js is needed to compile the site's Python (Debian: apt-get install nodejs)")
    (work / "in").mkdir(parents=True)
    for path in files:
        shutil.copy2(path, work / "in" / path.name)
    (work / "in" / "imports.txt").write_text("\n".join(KERNEL_IMPORTS) + "\n")
    run([node, REPO / "tools" / "pyodide_compile.mjs", core, work], verbose=verbose)
    return {path.name: work / "out" / path.name for path in files}


def course_wheel(cache: Path, given: Path | None, *, solutions: bool = False, verbose: bool = False) -> Path:
    """The course's own wheel: ``given``, or built now from this repository.

    The students' package for the students' site, the teacher's (``solutions``) for the
    teacher's (``setup.py`` reads ``OTHELLO_WITH_SOLUTIONS``).  A given wheel that carries
    worked solutions is refused for the students' site: the browser's Python installs it,
    and any lesson could list them.
    """
    if given is not None:
        if not solutions and carries_solutions(Path(given)):
            raise RuntimeError(
                f"{given} carries the worked solutions: the students' site needs the students' package "
                "(python tools/build_wheel.py)"
            )
        return Path(given)
    out = cache / "course-wheel"
    shutil.rmtree(out, ignore_errors=True)
    command = [sys.executable, "-m", "build", "--wheel", *build_installer(), "--outdir", out, REPO]
    run(command, verbose=verbose, env=build_environment(solutions))
    (wheel,) = out.glob("othello_lesson-*.whl")
    if carries_solutions(wheel) != solutions:
        whose = "teacher's" if solutions else "students'"
        raise RuntimeError(f"the course's wheel {wheel} is not the {whose} package")
    return wheel


def build_installer() -> list[str]:
    """``build``'s option to set up its isolated build environment with uv, where uv is installed.

    uv does it in about half the processor time pip takes (the test command installs uv);
    without uv, ``build`` uses pip.
    """
    try:
        import uv

        uv.find_uv_bin()
    except (ImportError, FileNotFoundError):
        return []
    return ["--installer", "uv"]


# --- the site's lock file ------------------------------------------------------------------


def wheel_metadata(wheel: Path) -> tuple[dict, list[str]]:
    """A wheel's METADATA (as a message) and its top-level import names."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        info = next(name for name in names if name.endswith(".dist-info/METADATA"))
        message = Parser().parsestr(archive.read(info).decode())
        top_level = next((name for name in names if name.endswith(".dist-info/top_level.txt")), None)
        if top_level:
            imports = archive.read(top_level).decode().split()
        else:
            imports = sorted(
                {
                    name.split("/")[0].removesuffix(".py")
                    for name in names
                    if not name.split("/")[0].endswith((".dist-info", ".data"))
                    and (name.endswith(".py") or "/" in name)
                }
            )
    return message, [name for name in imports if name.isidentifier()]


def browser_requirements(message, python_full: str) -> list[str]:
    """The requirements of a wheel that hold in Pyodide (Emscripten, the browser's Python)."""
    from packaging.requirements import Requirement

    environment = {
        "python_version": ".".join(python_full.split(".")[:2]),
        "python_full_version": python_full,
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "os_name": "posix",
        "platform_machine": "wasm32",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "extra": "",
    }
    needed = []
    for line in message.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            needed.append(canonical(requirement.name))
    return needed


def site_lock(core_lock: dict, wheels: list[Path], course: Path) -> tuple[dict, list[Path]]:
    """The lock file of the site: exactly the wheels the preloaded packages need, with their sha256.

    Returns the lock and the wheels it lists.  A requirement that no wheel
    meets is an error that names it: the site would fail in the browser.
    """
    python_full = core_lock["info"]["python"]
    by_name = {canonical(wheel.name.split("-")[0]): wheel for wheel in wheels}
    by_name["othello-lesson"] = course
    for name, wheel in by_name.items():
        if not wheel.name.endswith("-none-any.whl"):
            raise RuntimeError(f"{wheel.name} is not a pure-Python wheel: Pyodide cannot use it ({name})")
    packages: dict[str, dict] = {}
    todo = list(PRELOADED)
    while todo:
        name = todo.pop()
        if name in packages:
            continue
        if name not in by_name:
            raise RuntimeError(f"no wheel for {name}, which the browser needs")
        wheel = by_name[name]
        message, imports = wheel_metadata(wheel)
        depends = sorted(set(browser_requirements(message, python_full)) - set(NOT_IN_THE_BROWSER))
        packages[name] = {
            "name": message["Name"],
            "version": message["Version"],
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": imports,
            "depends": depends,
            "unvendored_tests": False,
            "shared_library": False,
        }
        todo.extend(depends)
    lock = {"info": core_lock["info"], "packages": dict(sorted(packages.items()))}
    return lock, [by_name[name] for name in sorted(packages)]


# --- the site ----------------------------------------------------------------------------------


def notebook_title(notebook: Path) -> str:
    """The first heading of a notebook's first markdown cell (or its file name)."""
    cells = json.loads(notebook.read_text(encoding="utf-8")).get("cells", [])
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", "")).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return notebook.stem


def without_outputs(notebook: bytes) -> bytes:
    """A notebook's text with every code cell's outputs and prompt number cleared.

    The progress notebook ships so: its stored map, made when the course was
    built, is that of a student who has not started, and would pass for the
    student's own until its cells run.

    >>> cell = {"cell_type": "code", "execution_count": 1, "outputs": [{"output_type": "stream"}]}
    >>> json.loads(without_outputs(json.dumps({"cells": [cell]}).encode()))["cells"]
    [{'cell_type': 'code', 'execution_count': None, 'outputs': []}]
    """
    data = json.loads(notebook)
    for cell in data.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"], cell["execution_count"] = [], None
    return (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def code(text: str) -> str:
    """Text shown as code on the page, escaped."""
    return f"<code>{html.escape(text)}</code>"


def page_words(words: dict[str, str], key: str, **markup: str) -> str:
    """A key's words, escaped for the page, with each ``{field}`` filled by the page's own markup."""
    return html.escape(words[key], quote=False).format(**markup)


def progress_section(progress: Path | None, language: str = "en") -> str:
    """Where the student's progress is, the link to see it, and how to download the file to hand in.

    The landing page reads nothing from the browser's storage itself: that storage is
    JupyterLab's, and the progress is shown inside JupyterLab, by the progress notebook.
    """
    if progress is None:
        return ""
    words = site_words(language)
    name = html.escape(progress.name)
    href = f"lab/index.html?path={name}"
    menu = f"<em>{page_words(words, 'run_all_menu')}</em>"
    download = f"<em>{page_words(words, 'download_menu')}</em>"
    call = code('export_progress("progress.json")')
    return f"""<h2 id="progress">{page_words(words, "progress_heading")}</h2>
<p>{page_words(words, "progress_where", file=code(".progress/progress.jsonl"))}</p>
<p><a class="progress-link" href="{href}">{page_words(words, "progress_link", name=code(progress.name))}</a>
{page_words(words, "progress_run", menu=menu)}</p>
<p class="note">{
        page_words(
            words,
            "hand_in",
            name=code(progress.name),
            hash=code("#"),
            call=call,
            file=code("progress.json"),
            download=download,
        )
    }</p>"""


def landing_page(
    lessons: list[Path], solutions: list[Path], *, progress: Path | None = None, language: str = "en"
) -> str:
    """The site's front page: what it is, where the progress is, a link to each lesson (and worked solution).

    ``progress`` is the progress notebook: linked in a section of its own, not among the lessons.
    Its words are in ``language``, the site's (the lessons' titles are their own).
    """
    words = site_words(language)

    def link(notebook: Path, path: str) -> str:
        href = f"lab/index.html?path={html.escape(path)}"
        title = html.escape(notebook_title(notebook))
        return f'<li><a href="{href}"><code>{html.escape(notebook.stem)}</code> {title}</a></li>'

    items = "\n".join(link(notebook, notebook.name) for notebook in lessons if notebook != progress)
    solved = banner = ""
    title = page_words(words, "title")
    if solutions:
        solved_items = "\n".join(link(notebook, f"solutions/{notebook.name}") for notebook in solutions)
        solved = f"<h2>{page_words(words, 'solutions_heading')}</h2>\n<ul>\n{solved_items}\n</ul>"
        banner = f'<p class="teacher" role="alert">{page_words(words, "teacher_banner")}</p>\n'
        title = f"{page_words(words, 'teacher_title')}: {title}"
    reset = code('from othello_lesson.course import reset_lesson; reset_lesson(3, ".")')
    return f"""<!doctype html>
<html lang="{html.escape(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" href="lab/favicon.ico">
<!-- JupyterLite's pages read their settings from here (this page does not redirect to them). -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">
{{}}
</script>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem;
       line-height: 1.5; color: #222; }}
li {{ margin: 0.3rem 0; }}
code {{ color: #555; margin-right: 0.4rem; }}
.note {{ background: #f4f4f0; padding: 0.6rem 1rem; border-radius: 6px; }}
.progress-link {{ font-weight: bold; }}
.teacher {{ background: #b71c1c; color: #fff; font-size: 1.3rem; font-weight: bold; padding: 1rem;
           border-radius: 6px; margin-top: 0; }}
</style>
</head>
<body>
{banner}<h1>{title}</h1>
<p>{page_words(words, "intro")}</p>
<p class="note">{page_words(words, "saved_note", reset=reset, backups=code(".backups/"))}</p>
{progress_section(progress, language)}
<h2>{page_words(words, "lessons_heading")}</h2>
<ul>
{items}
</ul>
{solved}
<p><a href="lab/index.html">{page_words(words, "open_lab")}</a></p>
</body>
</html>
"""


def lite_config(
    contents: Path, output: Path, kernel_extension: Path, widgets_extension: Path, cache: Path
) -> dict:
    """jupyter_lite_config.json: what goes into the site (and only that)."""
    return {
        "LiteBuildConfig": {
            "apps": ["lab"],
            "contents": [str(contents)],
            "output_dir": str(output),
            "cache_dir": str(cache / "lite-build-cache"),
            # Only the two extensions the course needs, whatever else is installed here.
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [str(kernel_extension), str(widgets_extension)],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
        }
    }


def lite_settings(language: str = "en") -> dict:
    """jupyter-lite.json: the kernel uses the site's own Pyodide and lock file, and preloads the course.

    The application's name (in the browser's tab) is the site's title, in the site's language.
    """
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": site_words(language)["title"],
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": PRELOADED},
                }
            },
        },
    }


# Every cell is kept in the page (no virtual scrolling), as the course's lessons are short.
OVERRIDES = {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"}}
# The course's languages with JupyterLab's language pack for each (its Python package, its locale).
LANGUAGE_PACKS = {"ja": ("jupyterlab-language-pack-ja-jp", "ja_JP")}
LANGUAGES = ("en", *LANGUAGE_PACKS)
LOCALE_SETTING = ("@jupyterlab/translation-extension:plugin", "locale")


def site_notebook(name: str, language: str, *, solutions: bool) -> str | None:
    """Where the wheel's notebook ``name`` (relative to its ``notebooks/``) goes in a site, or ``None``.

    The worked solutions stay out of a students' site.  The English site holds the
    notebooks as the wheel lays them out, the translations in their folders beside
    (``ja/03-valid.ipynb``); a site in another language holds its translations under
    the lessons' own names, where their English lessons go (``is_translated`` leaves
    those out), and no other language's folder.

    >>> [site_notebook(name, "en", solutions=False) for name in ("03-valid.ipynb", "ja/03-valid.ipynb")]
    ['03-valid.ipynb', 'ja/03-valid.ipynb']
    >>> translated = ("ja/03-valid.ipynb", "solutions/ja/03-valid.ipynb")
    >>> [site_notebook(name, "ja", solutions=True) for name in translated]
    ['03-valid.ipynb', 'solutions/03-valid.ipynb']
    >>> site_notebook("solutions/ja/03-valid.ipynb", "ja", solutions=False) is None
    True
    """
    folder, _, rest = name.rpartition("/")
    prefix = ""
    if folder == "solutions" or folder.startswith("solutions/"):
        if not solutions:
            return None
        folder, prefix = folder.removeprefix("solutions").strip("/"), "solutions/"
    if language == "en":
        return prefix + (f"{folder}/" if folder else "") + rest
    if folder in ("", language):
        return prefix + rest
    return None


def is_translated(name: str, names: list[str], language: str) -> bool:
    """Does the wheel's English notebook ``name`` have a translation into ``language`` among ``names``?

    >>> is_translated("03-valid.ipynb", ["03-valid.ipynb", "ja/03-valid.ipynb"], "ja")
    True
    >>> is_translated("solutions/04-move.ipynb", ["solutions/04-move.ipynb"], "ja")
    False
    """
    folder, _, rest = name.rpartition("/")
    translated = f"{folder}/{language}/{rest}" if folder else f"{language}/{rest}"
    return language != "en" and translated in names


def site_overrides(language: str) -> dict:
    """The site's settings: the course's own, and in a language with a pack, the locale of JupyterLab's menus.

    >>> site_overrides("ja")["@jupyterlab/translation-extension:plugin"]
    {'locale': 'ja_JP'}
    """
    overrides = json.loads(json.dumps(OVERRIDES))
    if language in LANGUAGE_PACKS:
        plugin, key = LOCALE_SETTING
        overrides[plugin] = {key: LANGUAGE_PACKS[language][1]}
    return overrides


def has_language_pack(language: str) -> bool:
    """Is JupyterLab's language pack for ``language`` installed where the site is built (English needs none)?

    >>> has_language_pack("en")
    True
    """
    if language not in LANGUAGE_PACKS:
        return True
    try:
        metadata.version(LANGUAGE_PACKS[language][0])
    except metadata.PackageNotFoundError:
        return False
    return True


def build(
    output: Path,
    *,
    solutions: bool = False,
    wheel: Path | None = None,
    cache: Path = DEFAULT_CACHE,
    verbose: bool = False,
    language: str = "en",
) -> dict:
    """Build the site into ``output`` (emptied first); return what went in and how long it took.

    ``language``: the lessons' language, and JupyterLab's where its language pack is installed.
    """
    started = time.monotonic()
    output = Path(output).resolve()
    cache = Path(cache).resolve()
    versions = kernel_versions()
    core = pyodide_core(versions["pyodide"], cache, verbose=verbose)
    core_lock = json.loads((core / "pyodide-lock.json").read_text())
    if not core_lock["info"]["python"].startswith(versions["python"] + "."):
        raise RuntimeError(
            f"Pyodide {versions['pyodide']} runs Python {core_lock['info']['python']}, "
            f"the kernel expects {versions['python']}"
        )
    kernel = kernel_wheels()
    downloaded = download_wheels(versions["python"], pins(core_lock, kernel), kernel, cache, verbose=verbose)
    wheels = [*downloaded, *kernel.values()]
    course = course_wheel(cache, wheel, solutions=solutions, verbose=verbose)
    # Which wheels the site ships; their lock is made again below, from the files with bytecode in them.
    _, needed = site_lock(core_lock, wheels, course)

    with (
        tempfile.TemporaryDirectory(prefix="othello-bytecode-") as work,
        tempfile.TemporaryDirectory(prefix="othello-site-") as scratch,
    ):
        compiled = with_bytecode(core, [core / "python_stdlib.zip", *needed], Path(work), verbose=verbose)
        others = [compiled[path.name] for path in needed if path != course]
        lock, shipped = site_lock(core_lock, others, compiled[course.name])
        lite_dir = Path(scratch)
        pyodide = lite_dir / "static" / "pyodide"
        pyodide.mkdir(parents=True)
        for name in PYODIDE_CORE:
            shutil.copy2(compiled.get(name, core / name), pyodide / name)
        for path in shipped:
            shutil.copy2(path, pyodide / path.name)
        (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")

        contents = lite_dir / "contents"
        with zipfile.ZipFile(course) as archive:
            prefix = "othello_lesson/notebooks/"
            notebooks = [
                name.removeprefix(prefix)
                for name in archive.namelist()
                if name.startswith(prefix) and name.endswith(".ipynb")
            ]
            for relative in notebooks:
                target = site_notebook(relative, language, solutions=solutions)
                if target is None or is_translated(relative, notebooks, language):
                    continue
                (contents / target).parent.mkdir(parents=True, exist_ok=True)
                data = archive.read(prefix + relative)
                if target == PROGRESS_NOTEBOOK:
                    data = without_outputs(data)
                (contents / target).write_bytes(data)

        if output.exists():
            shutil.rmtree(output)
        config = lite_config(
            contents, output, labextension(KERNEL_EXTENSION), labextension(WIDGETS_EXTENSION), cache
        )
        (lite_dir / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1))
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_settings(language), indent=1))
        (lite_dir / "overrides.json").write_text(json.dumps(site_overrides(language), indent=1))
        lite_build = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", lite_dir]
        run(lite_build, cwd=lite_dir, verbose=verbose)

        lessons = sorted(contents.glob("*.ipynb"))
        solved = sorted((contents / "solutions").glob("*.ipynb"))
        shown = contents / PROGRESS_NOTEBOOK
        page = landing_page(lessons, solved, progress=shown if shown.is_file() else None, language=language)
        (output / "index.html").write_text(page, encoding="utf-8")
    (output / ".nojekyll").write_text("")  # GitHub Pages: serve the folders whose names start with _
    (output / SITE_MARK).write_text(json.dumps({"site": KINDS[solutions]}) + "\n")

    return {
        "versions": versions,
        "wheels": sorted(lock["packages"]),
        "lessons": [path.name for path in lessons],
        "solutions": [path.name for path in solved],
        "seconds": round(time.monotonic() - started, 1),
        "bytes": sum(path.stat().st_size for path in output.rglob("*") if path.is_file()),
    }


def site_found(folder: Path) -> str | None:
    """Whose site ``folder`` holds (``students``, ``teacher``); ``""``: something else; ``None``: nothing.

    A site built before the mark was written is told by its first page.
    """
    folder = Path(folder)
    if not folder.is_dir() or not any(folder.iterdir()):
        return None
    try:
        kind = json.loads((folder / SITE_MARK).read_text(encoding="utf-8")).get("site")
        if kind in KINDS.values():
            return str(kind)
    except (OSError, ValueError, AttributeError):
        pass
    try:
        page = (folder / "index.html").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""
    if "lab/index.html" not in page:
        return ""
    return KINDS[True] if "?path=solutions/" in page else KINDS[False]


def refuse_to_replace(folder: Path, *, solutions: bool) -> None:
    """Raise a one-line ``RuntimeError`` unless ``folder`` is new, empty, or a site of the same kind."""
    found = site_found(folder)
    if found is None or found == KINDS[solutions]:
        return
    if found == "":
        raise RuntimeError(WORDS["not_a_site"].format(folder=folder))
    raise RuntimeError(
        WORDS["other_site"].format(
            folder=folder,
            found=site_kind(found == KINDS[True]).split(" (")[0].removesuffix(" site"),
            wanted=site_kind(solutions).split(" (")[0].removesuffix(" site"),
            default=DEFAULT_FOLDERS[solutions],
        )
    )


def site_kind(solutions: bool) -> str:
    """Whose site a build makes: the students' (lessons only) or the teacher's (with worked solutions)."""
    return "teacher's site (lessons and worked solutions)" if solutions else "students' site (lessons only)"


def summary(report: dict, folder: Path, *, solutions: bool, port: int = 8000) -> str:
    """What a person needs after a build: what was built, where, its size, and how to try it.

    >>> report = {"lessons": ["00-welcome.ipynb"], "solutions": [], "bytes": 46_100_000, "seconds": 95.3,
    ...           "versions": {"pyodide": "0.29.0", "python": "3.13"}}
    >>> print(summary(report, Path("site"), solutions=False))
    Built the students' site (lessons only) in site in 95.3 s: 46.1 MB, 1 notebook, no worked solutions
    (Pyodide 0.29.0, Python 3.13).
    Try it on this computer: python3 -m http.server --bind 127.0.0.1 --directory site 8000
    and open http://127.0.0.1:8000/
    """
    notebooks = len(report["lessons"])
    notebook_words = f"{notebooks} notebook" + ("" if notebooks == 1 else "s")
    solved = len(report["solutions"])
    solved_words = f"{solved} worked solutions in solutions/" if solved else "no worked solutions"
    serve = shlex.join(["python3", "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(folder)])
    return (
        f"Built the {site_kind(solutions)} in {folder} in {report['seconds']} s: "
        f"{report['bytes'] / 1e6:.1f} MB, {notebook_words}, {solved_words}\n"
        f"(Pyodide {report['versions']['pyodide']}, Python {report['versions']['python']}).\n"
        f"Try it on this computer: {serve} {port}\n"
        f"and open http://127.0.0.1:{port}/"
    )


def build_parser() -> argparse.ArgumentParser:
    """The command's options."""
    parser = argparse.ArgumentParser(
        prog="build_site.py",
        description="Build the course as a static JupyterLite site in FOLDER: by default the students' "
        "site, with the lessons and no worked solutions.",
    )
    parser.add_argument(
        "folder",
        type=Path,
        nargs="?",
        help=f"where to build the site (emptied first; default {DEFAULT_FOLDERS[False]} for the students' "
        f"site, {DEFAULT_FOLDERS[True]} for the teacher's)",
    )
    parser.add_argument(
        "--with-solutions",
        action="store_true",
        help="put the worked solutions in too, under solutions/ (the teacher's site)",
    )
    parser.add_argument(
        "--students", action="store_true", help="the students' site, the default (kept for older scripts)"
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="the language of the lessons and of JupyterLab's menus (default en; ja needs the ja extra "
        "for the menus)",
    )
    parser.add_argument("--wheel", type=Path, help="the course's wheel to use (default: build one now)")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="where downloads are kept")
    parser.add_argument(
        "--verbose", action="store_true", help="print every command run and all it prints (pip, npm, ...)"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Build the site; a problem is one line on stderr (after the output of a command that failed), exit 2."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.students and args.with_solutions:
        parser.error("--students and --with-solutions ask for two different sites: give one")
    solutions = args.with_solutions
    if args.folder is None:
        args.folder = DEFAULT_FOLDERS[solutions]
    try:
        refuse_to_replace(args.folder, solutions=solutions)
    except RuntimeError as error:
        print(f"build_site.py: {error}", file=sys.stderr)
        return 2
    print(f"Building the {site_kind(solutions)} in {args.folder}: this can take a few minutes.", flush=True)
    if not has_language_pack(args.lang):
        pack = LANGUAGE_PACKS[args.lang][0]
        print(
            f"JupyterLab's menus stay in English: {pack} is not installed here "
            f'(pip install -e ".[{args.lang}]" installs it); the lessons are in {args.lang}.',
            flush=True,
        )
    try:
        report = build(
            args.folder,
            solutions=solutions,
            wheel=args.wheel,
            cache=args.cache,
            verbose=args.verbose,
            language=args.lang,
        )
    except subprocess.CalledProcessError as error:
        print(f"build_site.py: {error.cmd[0]} ... failed with exit code {error.returncode}", file=sys.stderr)
        return 2
    except (RuntimeError, OSError) as error:
        print(f"build_site.py: {error}", file=sys.stderr)
        return 2
    print(summary(report, args.folder, solutions=solutions))
    return 0


if __name__ == "__main__":
    sys.exit(main())
