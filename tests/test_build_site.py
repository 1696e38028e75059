"""The JupyterLite site's lock file, landing page and command line (the site is tested in tests/browser/)."""

import hashlib
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tools import build_site
from tools.build_site import (
    PRELOADED,
    PROGRESS_NOTEBOOK,
    browser_requirements,
    landing_page,
    site_lock,
    wheel_metadata,
    without_outputs,
)

REPO = Path(__file__).resolve().parent.parent

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


def test_the_landing_page_says_where_the_progress_is_and_links_the_progress_notebook_apart(tmp_path):
    notebooks = []
    for name in ("00-welcome", "progress"):
        path = tmp_path / f"{name}.ipynb"
        cell = {"cell_type": "markdown", "metadata": {}, "source": [f"# {name}\n"]}
        path.write_text(json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
        notebooks.append(path)
    page = landing_page(notebooks, [], progress=notebooks[1])
    lessons = page.split("<h2>Lessons</h2>")[1]
    assert 'href="lab/index.html?path=00-welcome.ipynb"' in lessons
    assert "progress.ipynb" not in lessons  # not a lesson: it has its own section, above the lessons
    assert page.count('href="lab/index.html?path=progress.ipynb"') == 1
    assert "See your progress: open <code>progress.ipynb</code>" in page
    assert "<code>.progress/progress.jsonl</code> of your course folder" in page
    assert "right-click <code>progress.json</code> and choose <em>Download</em>" in page
    assert "<script" not in page.replace('<script id="jupyter-config-data"', "")  # it reads no storage
    assert "Your progress" not in landing_page(notebooks[:1], [])


def test_a_japanese_site_has_a_japanese_first_page_whatever_language_the_course_speaks(tmp_path, japanese):
    notebooks = []
    for name, title in (("00-welcome", "レッスン 0 · ようこそ"), ("progress", "自分の進み具合")):
        path = tmp_path / f"{name}.ipynb"
        cell = {"cell_type": "markdown", "metadata": {}, "source": [f"# {title}\n"]}
        path.write_text(json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
        notebooks.append(path)
    page = landing_page(notebooks, [], progress=notebooks[1], language="ja")
    teachers = landing_page(notebooks[:1], notebooks[:1], language="ja")
    assert '<html lang="ja">' in page
    assert "<title>オセロ: ゲームを作りながらプログラミングを学ぶ</title>" in page
    assert "<h2>レッスン</h2>" in page and "レッスン 0 · ようこそ" in page
    assert 'href="lab/index.html?path=00-welcome.ipynb"' in page
    assert "進み具合を見る: <code>progress.ipynb</code> を開く</a>" in page
    assert "コースのフォルダーの <code>.progress/progress.jsonl</code> です" in page
    assert "<code>progress.json</code> を右クリックし、<em>ダウンロード</em> を選びます" in page
    assert "<em>実行 → すべてのセルを実行</em>" in page
    assert "すべてのファイルを JupyterLab で開く</a>" in page
    assert "<title>先生用のサイト（解答例つき）: オセロ" in teachers
    assert "<h2>解答例（先生用）</h2>" in teachers
    # No English words are left on the Japanese page: only code, file names and the page's markup.
    prose = re.sub(r"<code>.*?</code>|<[^>]+>|\{[^}]*\}", " ", page.split("<body>")[1])
    assert not re.findall(r"[A-Za-z]{3,}", prose.replace("JupyterLab", "").replace("Python", ""))
    english = landing_page(notebooks, [], progress=notebooks[1])
    assert '<html lang="en">' in english and "<h2>Lessons</h2>" in english


def test_the_site_is_named_in_its_language_in_jupyterlab_too():
    title = build_site.lite_settings("ja")["jupyter-config-data"]["appName"]
    assert title == "オセロ: ゲームを作りながらプログラミングを学ぶ"
    assert build_site.lite_settings()["jupyter-config-data"]["appName"].startswith("Othello")


def test_the_progress_notebook_ships_to_the_site_with_no_stored_map():
    shipped = Path(__file__).resolve().parent.parent / "notebooks" / PROGRESS_NOTEBOOK
    stored = json.loads(shipped.read_text(encoding="utf-8"))
    assert any(cell.get("outputs") for cell in stored["cells"])  # the desktop's copy keeps its outputs
    cleared = json.loads(without_outputs(shipped.read_bytes()))
    code = [cell for cell in cleared["cells"] if cell["cell_type"] == "code"]
    assert code and all(cell["outputs"] == [] and cell["execution_count"] is None for cell in code)
    assert [cell["source"] for cell in cleared["cells"]] == [cell["source"] for cell in stored["cells"]]


# --- what the command prints -----------------------------------------------------------------


def fake_report(solutions: bool) -> dict:
    return {
        "versions": {"kernel": "0.8.6", "pyodide": "0.29.0", "python": "3.13"},
        "wheels": ["othello-lesson"],
        "lessons": [f"{number:02d}-lesson.ipynb" for number in range(14)],
        "solutions": [f"{number:02d}-lesson.ipynb" for number in range(12)] if solutions else [],
        "seconds": 95.3,
        "bytes": 46_123_456,
    }


@pytest.fixture
def builds(monkeypatch):
    """``build_site.main`` with the build itself (Node.js, Pyodide) replaced: the calls it got."""
    calls = []

    def build(folder, **options):
        calls.append({"folder": folder, **options})
        return fake_report(options["solutions"])

    monkeypatch.setattr(build_site, "build", build)
    return calls


def test_the_default_build_is_the_students_site_and_says_so_in_a_few_lines(builds, capsys):
    assert build_site.main(["site"]) == 0
    assert builds[0]["solutions"] is False and builds[0]["verbose"] is False
    out = capsys.readouterr().out
    assert len(out.splitlines()) <= 5, out
    assert "students' site" in out and "no worked solutions" in out
    assert "46.1 MB" in out and "14 notebooks" in out
    assert "python3 -m http.server --bind 127.0.0.1 --directory site 8000" in out
    assert "http://127.0.0.1:8000/" in out


def test_with_solutions_builds_the_teachers_site(builds, capsys):
    assert build_site.main(["out dir", "--with-solutions", "--verbose"]) == 0
    assert builds[0]["solutions"] is True and builds[0]["verbose"] is True
    out = capsys.readouterr().out
    assert "teacher's site" in out and "12 worked solutions in solutions/" in out
    assert "--directory 'out dir' 8000" in out  # a folder with a space is quoted, ready to paste


def test_each_site_has_a_folder_of_its_own_by_default(builds, capsys):
    assert build_site.main([]) == 0
    assert build_site.main(["--with-solutions"]) == 0
    assert [(call["folder"], call["solutions"]) for call in builds] == [
        (Path("site"), False),
        (Path("teacher-site"), True),
    ]
    out = capsys.readouterr().out
    assert "Building the teacher's site (lessons and worked solutions) in teacher-site" in out


def test_a_build_never_replaces_the_other_sites_folder_nor_a_folder_of_other_files(builds, tmp_path, capsys):
    students = tmp_path / "site"
    students.mkdir()
    (students / "index.html").write_text('<a href="lab/index.html?path=00-welcome.ipynb">')
    (students / build_site.SITE_MARK).write_text('{"site": "students"}')
    assert build_site.main([str(students), "--with-solutions"]) == 2
    assert capsys.readouterr().err == (
        f"build_site.py: {students} holds the students' site: the teacher's site is built into teacher-site "
        "unless you give another folder (this build would replace it)\n"
    )
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "plan.txt").write_text("the term's plan")
    assert build_site.main([str(notes)]) == 2
    assert "holds files that are not a site built by this command" in capsys.readouterr().err
    assert builds == [] and (notes / "plan.txt").read_text() == "the term's plan"
    assert build_site.main([str(students)]) == 0  # the same kind of site is built again, in its place
    assert build_site.site_found(tmp_path / "new") is None


def test_the_teachers_first_page_says_at_its_top_that_it_holds_the_worked_solutions(tmp_path):
    lesson = tmp_path / "00-welcome.ipynb"
    cell = {"cell_type": "markdown", "metadata": {}, "source": ["# Lesson: Welcome\n"]}
    lesson.write_text(json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    teachers = landing_page([lesson], [lesson])
    students = landing_page([lesson], [])
    body = teachers.split("<body>\n", 1)[1]
    assert body.startswith(
        '<p class="teacher" role="alert">The teacher\'s site: it holds the worked solutions of every lesson.'
    )
    assert "<title>TEACHER'S SITE, with the worked solutions:" in teachers
    assert "worked solutions" not in students and 'class="teacher"' not in students


def test_students_is_still_accepted_and_asks_for_the_default(builds, capsys):
    assert build_site.main(["site", "--students"]) == 0
    assert builds[0]["solutions"] is False
    with pytest.raises(SystemExit) as stopped:
        build_site.main(["site", "--students", "--with-solutions"])
    assert stopped.value.code == 2
    assert "two different sites" in capsys.readouterr().err


def test_a_failed_build_is_one_line_and_exit_code_2(monkeypatch, capsys):
    def build(folder, **options):
        raise RuntimeError("npm is needed once, to fetch Pyodide's core (Debian: apt-get install npm)")

    monkeypatch.setattr(build_site, "build", build)
    assert build_site.main(["site"]) == 2
    err = capsys.readouterr().err
    assert err == "build_site.py: npm is needed once, to fetch Pyodide's core (Debian: apt-get install npm)\n"


def test_a_command_run_quietly_prints_nothing_unless_it_fails(capfd):
    chatty = [sys.executable, "-c", "for n in range(500): print('line', n)"]
    build_site.run(chatty)
    assert capfd.readouterr() == ("", "")
    build_site.run(chatty, verbose=True)
    out = capfd.readouterr().out
    assert out.startswith("$ ") and "line 499" in out
    failing = [sys.executable, "-c", "import sys; print('what went wrong'); sys.exit(3)"]
    with pytest.raises(subprocess.CalledProcessError):
        build_site.run(failing)
    err = capfd.readouterr().err
    assert "what went wrong" in err and err.startswith("$ ")  # the command and all it said, to find the cause


def test_manifest_takes_the_notebooks_and_masters_with_no_warning_and_nothing_a_run_writes(capfd, caplog):
    """setuptools warns of a MANIFEST.in line that matches nothing in a clean clone, as the site builds."""
    from setuptools.command.egg_info import FileList

    tracked = subprocess.run(
        ["git", "ls-files", "notebooks", "course/*.py", "othello_lesson/locales"],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    written_by_a_run = [
        "notebooks/my_entry.py",
        "notebooks/lesson8-games.csv",
        "course/__pycache__/play.cpython-311.pyc",
        "notebooks/my_othello.py",
        "notebooks/.backups/03-is-this-move-valid-20250301-142501.ipynb",
        "notebooks/.ipynb_checkpoints/00-welcome-checkpoint.ipynb",
        "notebooks/solutions/.backups/03-is-this-move-valid-20250301-142501.ipynb",
        "notebooks/solutions/my_othello.py",
        "notebooks/__pycache__/my_othello.cpython-311.pyc",
    ]
    for files in (tracked, tracked + written_by_a_run):
        found = FileList()
        found.allfiles = list(files)
        for line in (REPO / "MANIFEST.in").read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                found.process_template_line(line)
        assert sorted(found.files) == sorted(tracked)
    captured = capfd.readouterr()
    said = captured.out + captured.err + caplog.text
    assert "warning" not in said.lower() and "previously-included" not in said, said


def test_lang_ja_builds_the_site_in_japanese(builds, capsys):
    assert build_site.main(["site", "--lang", "ja"]) == 0
    assert builds[0]["language"] == "ja"
    assert build_site.main(["site"]) == 0
    assert builds[1]["language"] == "en"
    assert build_site.site_overrides("ja")["@jupyterlab/translation-extension:plugin"] == {"locale": "ja_JP"}
    assert "@jupyterlab/translation-extension:plugin" not in build_site.site_overrides("en")
    assert build_site.has_language_pack("ja")  # the test extra installs it, as the [ja] extra does
    with pytest.raises(SystemExit):
        build_site.main(["site", "--lang", "fr"])


@pytest.mark.parametrize("solutions", [False, True])
def test_a_japanese_site_holds_each_lesson_once_in_japanese_where_translated(solutions):
    names = [
        "00-welcome.ipynb",
        "01-the-board.ipynb",
        "play.ipynb",
        "ja/00-welcome.ipynb",
        "solutions/00-welcome.ipynb",
        "solutions/01-the-board.ipynb",
        "solutions/ja/00-welcome.ipynb",
    ]

    def site(language):
        return {
            build_site.site_notebook(name, language, solutions=solutions): name
            for name in names
            if build_site.site_notebook(name, language, solutions=solutions) is not None
            and not build_site.is_translated(name, names, language)
        }

    lessons = ["00-welcome.ipynb", "01-the-board.ipynb", "play.ipynb"]
    solved = ["solutions/00-welcome.ipynb", "solutions/01-the-board.ipynb"] if solutions else []
    assert site("ja") == dict(
        zip(
            lessons + solved,
            ["ja/00-welcome.ipynb", "01-the-board.ipynb", "play.ipynb"]
            + (["solutions/ja/00-welcome.ipynb", "solutions/01-the-board.ipynb"] if solutions else []),
            strict=True,
        )
    )
    translations = ["ja/00-welcome.ipynb"] + (["solutions/ja/00-welcome.ipynb"] if solutions else [])
    assert site("en") == {name: name for name in lessons + solved + translations}
