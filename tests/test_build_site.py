"""The JupyterLite site's own lock file and landing page (the site itself is tested in tests/browser/)."""

import hashlib
import json
import zipfile

import pytest

from tools.build_site import PRELOADED, browser_requirements, landing_page, site_lock, wheel_metadata

CORE_LOCK = {"info": {"python": "3.14.2", "platform": "emscripten_5_0_3"}, "packages": {}}


def make_wheel(folder, name, version="1.0", requires=(), tag="py3-none-any", modules=None):
    """A minimal wheel: METADATA with its requirements, and one module per import name."""
    stem = name.replace("-", "_")
    path = folder / f"{stem}-{version}-{tag}.whl"
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    lines += [f"Requires-Dist: {requirement}" for requirement in requires]
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{stem}-{version}.dist-info/METADATA", "\n".join(lines) + "\n")
        for module in modules or [stem]:
            archive.writestr(f"{module}/__init__.py", "")
    return path


@pytest.fixture
def wheels(tmp_path):
    """One wheel for each package the kernel preloads, plus what they need and one it does not."""
    made = {}
    for name in PRELOADED:
        requires = {
            "ipython": [
                "pexpect; sys_platform != 'emscripten'",
                "traitlets",
                "colorama; sys_platform == 'win32'",
            ],
            "ipywidgets": ["traitlets>=4", "comm"],
            "othello-lesson": ["ipywidgets>=8.1", "jupyterlab>=4.0", "numpy>=1.24", "matplotlib>=3.7"],
            "jedi": ["parso>=0.8; python_version >= '3.8'"],
        }.get(name, [])
        made[name] = make_wheel(tmp_path, name, requires=requires)
    for name in ("traitlets", "parso", "pexpect"):
        made[name] = make_wheel(tmp_path, name)
    return made


def test_the_lock_lists_exactly_what_the_browser_needs_with_true_hashes(wheels):
    course = wheels.pop("othello-lesson")
    lock, shipped = site_lock(CORE_LOCK, list(wheels.values()), course)
    packages = lock["packages"]
    assert set(packages) == {*PRELOADED, "traitlets", "parso"}  # no pexpect: not on Emscripten
    assert lock["info"] == CORE_LOCK["info"]
    assert packages["ipython"]["depends"] == ["traitlets"]
    assert packages["othello-lesson"]["depends"] == ["ipywidgets"]  # the rest is named as left out
    assert packages["jedi"]["depends"] == ["parso"]
    for name, entry in packages.items():
        wheel = next(path for path in shipped if path.name == entry["file_name"])
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest(), name
    assert sorted(path.name for path in shipped) == sorted(entry["file_name"] for entry in packages.values())
    json.dumps(lock)  # it is written as JSON


def test_a_missing_requirement_is_an_error_that_names_it(wheels):
    course = wheels.pop("othello-lesson")
    del wheels["parso"]
    with pytest.raises(RuntimeError, match="no wheel for parso"):
        site_lock(CORE_LOCK, list(wheels.values()), course)


def test_a_compiled_wheel_is_refused(wheels, tmp_path):
    course = wheels.pop("othello-lesson")
    wheels["traitlets"] = make_wheel(tmp_path, "traitlets", tag="cp314-cp314-manylinux_2_28_x86_64")
    with pytest.raises(RuntimeError, match="not a pure-Python wheel"):
        site_lock(CORE_LOCK, list(wheels.values()), course)


def test_requirements_are_read_for_the_browsers_python(tmp_path):
    wheel = make_wheel(
        tmp_path,
        "demo",
        requires=[
            "old; python_version < '3.12'",
            "new; python_version >= '3.13'",
            "posix; os_name == 'posix'",
        ],
    )
    message, imports = wheel_metadata(wheel)
    assert browser_requirements(message, "3.14.2") == ["new", "posix"]
    assert imports == ["demo"]


def test_the_landing_page_links_every_lesson_and_solutions_only_when_asked(tmp_path):
    lessons = []
    for name, title in [("00-welcome", "Welcome"), ("01-the-board", "The board")]:
        path = tmp_path / f"{name}.ipynb"
        cell = {"cell_type": "markdown", "metadata": {}, "source": [f"# Lesson: {title}\n", "text"]}
        path.write_text(json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
        lessons.append(path)
    students = landing_page(lessons, [])
    teachers = landing_page(lessons, lessons[:1])
    for page in (students, teachers):
        assert 'href="lab/index.html?path=00-welcome.ipynb"' in page
        assert "Lesson: The board" in page
        assert '<script id="jupyter-config-data"' in page  # JupyterLite's pages read it
    assert "solutions/" not in students
    assert 'href="lab/index.html?path=solutions/00-welcome.ipynb"' in teachers
