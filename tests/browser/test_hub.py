"""The course on a real JupyterHub: two students and a teacher, each with a home of their own.

JupyterHub (from PyPI) and ``configurable-http-proxy`` (from npm, installed once
into ``build/hub-cache``) run on 127.0.0.1, configured with the lines of the
teacher's guide (``_hub.py``).  The course is installed once where the hub and
the users' servers run, as the guide tells a school: the students' wheel (built
once a run), installed with pip into a virtualenv of the test's own that
borrows the rest of the test's environment (``tests/_wheel_venv.py``), so that
the clone's editable install, which holds the worked solutions, is not the one
imported there.  The authenticator and the spawner are the ones
JupyterHub ships for testing, ``DummyAuthenticator`` and
``SimpleLocalProcessSpawner``: no accounts are made on the machine, and each
user's home is a folder of this test's own.

Ana logs in in Chromium and finds the lessons in her home, in a folder only
she may open, and JupyterLab open on lesson 00 with no question about
Jupyter's news; the teacher logs in too, opens the hub's admin page and starts
Ben's server there, with the guide's teacher role.  Ana opens lesson 07 at
``/user/ana/``, plays on the board, and every square drawn is the model's;
a check she runs is recorded in her home, and one Ben runs in a terminal of
his JupyterLab in his, where ``othello-course reset 3`` puts his lesson back.
Her kernel imports the wheel's package, from the virtualenv, with no worked
solutions in it, and Ben cannot read lesson 07's solution where the teacher's
package would keep it.  The teacher, in a terminal of their own JupyterLab on
the hub, runs the guide's commands: ``othello-course class`` shows both
students, and ``othello-course reset 3 --student ana`` puts her lesson back,
her version kept.  The terminals are login shells, as on a school's hub: the
course's commands are found through the guide's recipe alone.  Every request of the browser
stays on 127.0.0.1; the hub, the proxy and every server are stopped at the
end, each by its own process id.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pytest
from _hub import STUDENTS, TEACHER, Hub, is_running, proxy_command
from _lite_site import RequestRecorder
from _othello_browser import (
    KERNEL_TIMEOUT_MS,
    accept_kernel_dialog,
    click_menu,
    drawing_differences,
    log_tail,
    screenshot,
    wait_until_no_differences,
)
from _wheel_venv import shared_folder, students_package, wheel_venv

from othello_lesson.course import is_as_shipped, shipped_lessons
from othello_lesson.exercises.log import read_outcomes
from othello_lesson.game import Game
from othello_lesson.rules import square_name

pytestmark = pytest.mark.browser

LESSON_07 = "07-click-to-play.ipynb"
OPEN_NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"
WRONG_TRY = "check_most_flips_player(lambda board, colour: (0, 0))"
BENS_CHECKS = (
    "cd ~/othello-course && python -c 'from othello_lesson.exercises.lesson7 import check_most_flips_player as c;"
    " from othello_lesson import greedy_player as g; print(c(lambda b, p: (0, 0)).status);"
    ' most_flips_player = lambda b, p: g(b, p); most_flips_player.__name__ = "most_flips_player";'
    " print(c(most_flips_player).status)' && othello-course reset 3"
)
# What a student's kernel on the hub imports: the installed package, and whether it holds worked solutions.
PACKAGE_SEEN = (
    "import json, sys, othello_lesson; from othello_lesson.shipped import shipped_folder;"
    " print(json.dumps({'prefix': sys.prefix, 'package': othello_lesson.__file__,"
    " 'shipped': str(shipped_folder()), 'solutions': (shipped_folder() / 'solutions').exists()}))"
)
# A student, in a terminal, reads lesson 07's worked solution where the teacher's package keeps it.
READ_A_SOLUTION = (
    "cat \"$(python -c 'from othello_lesson.shipped import shipped_folder; print(shipped_folder())')"
    '/solutions/07-click-to-play.ipynb" > /dev/null'
)
COLLECT = "cd ~ && othello-course collect class-progress --hub {url} && othello-course class class-progress"
RESET_ANAS = "othello-course reset 3 --student ana --hub {url}"
LESSON_03 = "03-is-this-move-valid.ipynb"
NEWS_PLUGIN = "@jupyterlab/apputils-extension:announcements"


@pytest.fixture(scope="module")
def hub(tmp_path_factory, browser):
    """The hub, running; stopped at the end, each process by its id (checked by the last test)."""
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        pytest.skip("JupyterHub is not installed (pip install -e '.[test]')")
    try:
        proxy_command()
    except RuntimeError as error:  # no npm: skipped here, but CI must run it
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"CI must run the hub test, but: {error}", pytrace=False)
        pytest.skip(str(error))
    folder = tmp_path_factory.mktemp("hub")
    wheel = students_package(shared_folder(tmp_path_factory))["wheel"]
    hub = Hub(folder, wheel_venv(folder / "venv", wheel)).start()
    yield hub
    hub.stop()


@pytest.fixture(scope="module")
def ana(hub, browser):
    """Ana's page in Chromium (the first test logs her in), every request it makes recorded."""
    requests = RequestRecorder()
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    requests.listen(context)
    page = context.new_page()
    yield {"page": page, "requests": requests}
    context.close()


def log_in(page, hub: Hub, user: str) -> None:
    """Log ``user`` in on the hub's page, as a person does (the hub then opens their JupyterLab)."""
    page.goto(f"{hub.url}/hub/login")
    page.locator("#username_input").fill(user)
    page.locator("#password_input").fill("any password: the test's authenticator takes any")
    page.locator("#login_submit").click()
    page.wait_for_url(lambda url: "/hub/login" not in url, timeout=KERNEL_TIMEOUT_MS)


def test_each_users_lessons_are_in_their_home_at_their_first_login(hub, ana, browser):
    page = ana["page"]
    hub.request("POST", f"/hub/api/users/{TEACHER}/server")  # started meanwhile, as an admin may
    log_in(page, hub, "ana")
    # Meanwhile the teacher logs in and starts ben's server from the hub's admin page, as the guide says.
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    context.set_default_timeout(30_000)
    teachers = RequestRecorder()
    teachers.listen(context)
    try:
        teacher = context.new_page()
        log_in(teacher, hub, TEACHER)
        teacher.goto(f"{hub.url}/hub/admin")  # not a "403 ... requires any of [admin-ui]"
        row = teacher.locator("tr.user-row", has=teacher.locator('[data-testid="user-name-div-ben"]'))
        row.locator(".start-button").click()
        for user in ("ana", "ben", TEACHER):
            hub.wait_for_server(user)
        assert teachers.foreign == [], teachers.foreign
    finally:
        context.close()
    # JupyterLab opens on lesson 00 (no Launcher), in her course folder, and asks nothing about news.
    page.wait_for_url(re.compile(r"/user/ana/lab"), timeout=KERNEL_TIMEOUT_MS)
    current = page.locator(".jp-MainAreaWidget.jp-NotebookPanel:not(.lm-mod-hidden)")
    current.wait_for(timeout=KERNEL_TIMEOUT_MS)
    tab = page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current .lm-TabBar-tabLabel")
    assert tab.inner_text() == "00-welcome.ipynb"
    page.locator(".jp-DirListing-itemName", has_text=LESSON_07).wait_for(timeout=KERNEL_TIMEOUT_MS)
    settings = json.loads(page.locator("#jupyter-config-data").text_content())
    assert NEWS_PLUGIN in json.dumps(settings.get("disabledExtensions")), settings.get("disabledExtensions")
    assert page.locator("text=Jupyter news").count() == 0  # the question never came
    assert page.locator(".jp-Launcher").count() == 0
    shipped = sorted(path.name for path in shipped_lessons())
    for user in (*STUDENTS, TEACHER):
        folder = hub.homes / user / "othello-course"
        assert sorted(path.name for path in folder.glob("*.ipynb")) == shipped, user
        assert not list(folder.rglob("solutions")), f"{user} was given the worked solutions"
        signatures = hub.homes / user / ".local" / "share" / "jupyter" / "nbsignatures.db"
        assert signatures.is_file(), f"the lessons were not trusted by {user}'s Jupyter"
        # No other account may open their home or their course folder (one student cannot read
        # another's notebooks: the test's spawner runs everyone as one account, so the modes say it).
        for private in (hub.homes / user, folder):
            assert stat.S_IMODE(private.stat().st_mode) & 0o077 == 0, f"{private} is open to others"
    assert ana["requests"].urls and ana["requests"].foreign == []


def open_lesson_07_and_run_its_first_board(page, hub: Hub) -> None:
    """Open lesson 07 under /user/ana/, run the cells up to its first board (play(6, white="greedy"))."""
    page.goto(f"{hub.url}/user/ana/lab/workspaces/lesson07/tree/othello-course/{LESSON_07}")
    page.locator(f"{OPEN_NOTEBOOK} .jp-Notebook").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    hub.wait(lambda: kernel_idle(hub, LESSON_07), "lesson 07's kernel idle")
    idle = f"{OPEN_NOTEBOOK} .jp-NotebookPanel-toolbar .jp-Notebook-ExecutionIndicator[data-status='idle']"
    page.locator(idle).wait_for(timeout=KERNEL_TIMEOUT_MS)
    accept_kernel_dialog(page)
    click_menu(page, "Edit", "Clear Outputs of All Cells")
    board_cell = page.locator(f"{OPEN_NOTEBOOK} .jp-CodeCell").filter(
        has=page.locator(".cm-content", has_text=re.compile(r'^play\(6, white="greedy"\)$'))
    )
    board_cell.locator(".jp-InputPrompt").click()
    click_menu(page, "Run", "Run All Above Selected Cell")
    page.keyboard.press("Control+Enter")  # the selected cell itself: the board
    page.locator(".othello-board .othello-square").first.wait_for(timeout=KERNEL_TIMEOUT_MS)


def kernel_idle(hub: Hub, notebook: str) -> bool:
    sessions = json.loads(hub.request("GET", "/user/ana/api/sessions"))
    return any(s["path"].endswith(notebook) and s["kernel"]["execution_state"] == "idle" for s in sessions)


def run_in_new_cell(page, code: str, shows: str) -> str:
    """Add a cell at the end of the open notebook, type ``code``, run it; what it shows, once it shows ``shows``."""
    cells = page.locator(f"{OPEN_NOTEBOOK} .jp-CodeCell")
    cells.last.locator(".jp-InputPrompt").click()
    before = page.locator(f"{OPEN_NOTEBOOK} .jp-Cell").count()
    page.keyboard.press("b")
    page.wait_for_function(
        "([selector, before]) => document.querySelectorAll(selector).length > before",
        arg=[f"{OPEN_NOTEBOOK} .jp-Cell", before],
    )
    page.keyboard.press("Enter")
    cells.last.locator(".cm-editor.cm-focused").wait_for()
    page.keyboard.insert_text(code)
    cells.last.locator(".cm-content", has_text=code).wait_for()
    page.keyboard.press("Control+Enter")
    output = cells.last.locator(".jp-OutputArea", has_text=shows)
    output.wait_for(timeout=KERNEL_TIMEOUT_MS)
    return output.inner_text()


def test_lesson_07_on_the_hub_draws_the_model_and_her_check_is_recorded_in_her_home(hub, ana):
    page = ana["page"]
    open_lesson_07_and_run_its_first_board(page, hub)
    game = Game(size=6, white="greedy")
    wait_until_no_differences(page, lambda: drawing_differences(page, game), "lesson 07 opened on the hub")
    for _ in range(2):
        move = game.legal_moves()[0]
        page.locator(f".othello-board .othello-square-{square_name(*move)}").first.click()
        game.play(*move)
        while game.computer_answers_now:
            game.computer_move()
        wait_until_no_differences(
            page, lambda: drawing_differences(page, game), f"a click on {square_name(*move)}"
        )
    shown = run_in_new_cell(page, WRONG_TRY, "most_flips_player")
    assert "most_flips_player is not right yet" in shown, shown
    screenshot(page, "hub-lesson-07")
    outcomes = read_outcomes(hub.homes / "ana" / "othello-course")
    assert (7, "most_flips_player", "not yet") in {(o["lesson"], o["exercise"], o["state"]) for o in outcomes}
    assert ana["requests"].foreign == [], ana["requests"].foreign
    assert all(url.startswith(f"{hub.url}/") for url in ana["requests"].urls)


def test_a_students_server_runs_the_students_package_and_no_worked_solution_can_be_read(hub, ana):
    """Ana's kernel imports the wheel's package, in its virtualenv; Ben's terminal finds no solution there."""
    shown = run_in_new_cell(ana["page"], PACKAGE_SEEN, '"solutions"')
    seen = json.loads(re.search(r"\{.*\}", shown, re.S)[0])  # type: ignore[index]
    venv = hub.bin_folder.parent.resolve()
    package = Path(seen["package"]).resolve().parent
    assert Path(seen["prefix"]).resolve() == venv, seen
    # The wheel's package, not the clone's (an editable install is imported from the repository).
    assert package.is_relative_to(venv) and package.name == "othello_lesson", seen
    assert Path(seen["shipped"]).resolve() == package / "notebooks", seen
    assert seen["solutions"] is False, seen
    lessons = sorted(path.name for path in shipped_lessons())
    assert sorted(path.name for path in (package / "notebooks").glob("*.ipynb")) == lessons
    translated = sorted(
        path.relative_to(package / "notebooks") for path in (package / "notebooks").glob("*/*")
    )
    assert translated and all(path.parts[0] == "ja" and path.suffix == ".ipynb" for path in translated)
    assert {path.name for path in translated} <= set(lessons)  # a translated lesson, never a solution
    shown = hub.run_in_terminal("ben", READ_A_SOLUTION)
    assert "solutions/07-click-to-play.ipynb: No such file or directory" in shown, shown
    assert re.search(r"END-[0-9a-f]+-1\b", shown), shown  # cat failed: nothing was read


def test_the_teacher_collects_the_class_on_the_hub_and_sees_both_students(hub):
    shown = hub.run_in_terminal("ben", BENS_CHECKS)  # a login shell: the recipe's PATH finds the course
    assert "not yet\ncorrect\n03-is-this-move-valid.ipynb is back as shipped." in shown, shown
    bens = read_outcomes(hub.homes / "ben" / "othello-course")
    assert [(o["exercise"], o["state"]) for o in bens] == [
        ("most_flips_player", "not yet"),
        ("most_flips_player", "correct"),
    ]
    shown = hub.run_in_terminal(TEACHER, COLLECT.format(url=hub.url))
    assert "2 progress file(s) written: ana.json, ben.json" in shown, shown + log_tail(hub.log, 30)
    collected = hub.homes / TEACHER / "class-progress"
    assert sorted(path.name for path in collected.iterdir()) == [".collect.json", "ana.json", "ben.json"]
    for name, state in (("ana", "tried"), ("ben", "done")):
        data = json.loads((collected / f"{name}.json").read_text(encoding="utf-8"))
        (entry,) = [e for e in data["exercises"] if e["exercise"] == "most_flips_player"]
        assert (data["student"], entry["state"]) == (name, state)
    assert "The class: 2 students (ana, ben)." in shown, shown
    assert "Trying, not stuck yet: ana (lesson 7 most_flips_player, 1 try)." in shown, shown
    assert "The latest collect: " in shown and "Not in the latest collect" not in shown, shown
    # ben finished, ana is trying (one try is not stuck)
    assert re.search(r"^ +7  most_flips_player +1 +1 +0 +1\.5$", shown, re.M), shown


def test_the_teacher_puts_a_students_lesson_back_through_the_hub_and_keeps_hers(hub):
    lesson = hub.homes / "ana" / "othello-course" / LESSON_03
    mine = json.loads(lesson.read_text(encoding="utf-8"))
    mine["cells"].append({"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                          "source": "# ana's own try"})  # fmt: skip
    lesson.write_text(json.dumps(mine), encoding="utf-8")
    shown = hub.run_in_terminal(TEACHER, RESET_ANAS.format(url=hub.url))
    said = re.search(
        r"ana's 03-is-this-move-valid\.ipynb is back as shipped; their version is kept in (\S+)\.", shown
    )
    assert said, shown + log_tail(hub.log, 30)
    (backup,) = (hub.homes / "ana" / "othello-course" / ".backups").glob("03-is-this-move-valid-*.ipynb")
    assert said[1] == f"~/othello-course/.backups/{backup.name}"
    kept = json.loads(backup.read_text(encoding="utf-8"))
    assert "".join(kept["cells"][-1]["source"]) == "# ana's own try"
    assert is_as_shipped(lesson)


def test_the_hub_the_proxy_and_every_server_stop_each_by_its_process_id(hub):
    assert set(hub.pids) == {"hub", "proxy", *(f"server of {user}" for user in (*STUDENTS, TEACHER))}
    running = [name for name, pid in hub.pids.items() if is_running(pid)]
    assert sorted(running) == sorted(hub.pids), running
    left = hub.stop()
    assert left == {}, f"still running after the hub stopped: {left}"
    assert not [name for name, pid in hub.pids.items() if is_running(pid)]
