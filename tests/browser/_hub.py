"""A real JupyterHub on 127.0.0.1 for the hub test: JupyterHub from PyPI, its proxy from npm.

The hub runs with the configuration lines the teacher's guide shows
(``docs/teachers.md``, the ``jupyterhub_config.py`` block of its hub section),
read from the guide itself, and after them the lines of this test only:
addresses on 127.0.0.1, JupyterHub's own test authenticator and spawner, each
user's home under the test's folder, and a service whose token lets the test
start servers and read their process ids.  The administrator's recipe of the
guide (its ``sh`` block) is followed as far as a test may: its ``chmod`` and
its JupyterLab command on the test's own environment (``/opt/othello`` stands
for it), and its ``/etc/profile.d`` line in each user's ``~/.profile``, which
the users' terminals, login shells, read after ``/etc/profile.d``.

The hub and every user's server run from the virtualenv given (its ``bin``
folder): the Python there, first on their ``PATH``, with the environment
``tests/_wheel_venv.py`` gives that virtualenv (the Jupyter files it borrows).

``configurable-http-proxy`` is installed once with npm into ``build/hub-cache``
and used from there by every run.  The hub, the proxy and every user's server
are stopped at the end, each by its own process id.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import re
import secrets
import shlex
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from _othello_browser import REPO, free_port, log_tail
from _wheel_venv import borrowed_jupyter_files, venv_environment

HUB_CACHE = REPO / "build" / "hub-cache"
PROXY_VERSION = "5.3.0"  # configurable-http-proxy, from npm
GUIDE = REPO / "docs" / "teachers.md"
RECIPE_ENVIRONMENT = "/opt/othello"  # the guide's environment, which the test's own stands for
STUDENTS = ("ana", "ben")
TEACHER = "teacher"
START_TIMEOUT = 120  # seconds for the hub, or a user's server, to answer


def proxy_command() -> Path:
    """``configurable-http-proxy`` of ``PROXY_VERSION``, installed with npm into ``build/hub-cache`` once."""
    folder = HUB_CACHE / f"configurable-http-proxy-{PROXY_VERSION}"
    command = folder / "node_modules" / ".bin" / "configurable-http-proxy"
    if command.is_file():
        return command
    if shutil.which("npm") is None:
        raise RuntimeError("npm is needed once, to install configurable-http-proxy (apt-get install npm)")
    partial = folder.with_name(folder.name + f".{os.getpid()}.part")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    package = f"configurable-http-proxy@{PROXY_VERSION}"
    subprocess.run(
        ["npm", "install", "--prefix", str(partial), "--no-package-lock", "--no-save", "--silent", package],
        check=True,
        capture_output=True,
        timeout=300,
    )
    shutil.rmtree(folder, ignore_errors=True)
    partial.rename(folder)  # whole or not at all: a run stopped halfway installs again
    return command


def guide_config() -> str:
    """The ``jupyterhub_config.py`` lines the teacher's guide gives a school (its one such block)."""
    blocks = re.findall(
        r"```python\n(# jupyterhub_config\.py.*?)```", GUIDE.read_text(encoding="utf-8"), re.S
    )
    if len(blocks) != 1:
        raise AssertionError(f"the guide has {len(blocks)} jupyterhub_config.py blocks, not one")
    return blocks[0]


def guide_recipe() -> list[str]:
    """The administrator's commands the guide gives (its one ``sh`` block of the course on a hub)."""
    blocks = re.findall(
        r"```sh\n(# The course on a JupyterHub, as root\..*?)```", GUIDE.read_text(encoding="utf-8"), re.S
    )
    if len(blocks) != 1:
        raise AssertionError(f"the guide has {len(blocks)} recipes of the course on a hub, not one")
    return [line for line in blocks[0].splitlines() if line and not line.startswith("#")]


def recipe_line(starts: str) -> str:
    """The guide recipe's one command that starts with ``starts``."""
    (line,) = [line for line in guide_recipe() if line.startswith(starts)]
    return line


class Hub:
    """JupyterHub with its proxy on 127.0.0.1, two students and a teacher, each with a home in ``folder``.

    The hub and the users' servers run from the virtualenv whose bin folder is ``bin_folder``.
    """

    def __init__(self, folder: Path, bin_folder: Path) -> None:
        self.folder = Path(folder)
        self.bin_folder = Path(bin_folder)
        self.python = self.bin_folder / "python"
        self.environment = venv_environment(
            {key: value for key, value in os.environ.items() if not key.startswith("OTHELLO_")}
        )
        self.environment["PATH"] = os.pathsep.join([str(self.bin_folder), os.environ.get("PATH", os.defpath)])
        self.homes = self.folder / "homes"
        self.port, self.hub_port, self.proxy_api_port = free_port(), free_port(), free_port()
        self.token = secrets.token_hex(32)  # the test's service: starts servers, reads their ids
        self.log = self.folder / "jupyterhub.log"
        self.process: subprocess.Popen | None = None
        self.pids: dict[str, int] = {}  # what was started, by name: hub, proxy, each user's server

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def config(self) -> str:
        as_root = hasattr(os, "geteuid") and os.geteuid() == 0
        return guide_config() + "\n".join(
            [
                "",
                "# --- the test's own lines ---",
                "c.JupyterHub.ip = '127.0.0.1'",
                f"c.JupyterHub.port = {self.port}",
                "c.JupyterHub.hub_ip = '127.0.0.1'",
                f"c.JupyterHub.hub_port = {self.hub_port}",
                f"c.ConfigurableHTTPProxy.api_url = 'http://127.0.0.1:{self.proxy_api_port}'",
                f"c.ConfigurableHTTPProxy.command = [{str(proxy_command())!r}]",
                f"c.ConfigurableHTTPProxy.pid_file = {str(self.folder / 'proxy.pid')!r}",
                f"c.JupyterHub.db_url = 'sqlite:///{self.folder / 'jupyterhub.sqlite'}'",
                f"c.JupyterHub.cookie_secret_file = {str(self.folder / 'cookie_secret')!r}",
                "c.JupyterHub.authenticator_class = 'dummy'",
                f"c.Authenticator.allowed_users = {{{', '.join(map(repr, [*STUDENTS, TEACHER]))}}}",
                "c.JupyterHub.spawner_class = 'simple'",
                # The servers run from the virtualenv too, with the Jupyter files it borrows (a spawner
                # passes on only a few variables of the hub's environment).
                f"c.Spawner.cmd = [{str(self.python)!r}, '-m', 'jupyterhub.singleuser']",
                f"c.Spawner.environment = {borrowed_jupyter_files()!r}",
                f"c.SimpleLocalProcessSpawner.home_dir_template = {str(self.homes / '{username}')!r}",
                *(["c.Spawner.args += ['--allow-root']"] if as_root else []),
                f"c.JupyterHub.services = [{{'name': 'hub-test', 'api_token': {self.token!r}}}]",
                "c.JupyterHub.load_roles.append({'name': 'hub-test', 'services': ['hub-test'], 'scopes':"
                " ['admin:users', 'admin:servers', 'admin:server_state', 'access:servers']})",
                "",
            ]
        )

    def recipe(self, line: str) -> list[str]:
        """A command of the guide's recipe, run on the test's environment instead of ``/opt/othello``."""
        return shlex.split(line.replace(RECIPE_ENVIRONMENT, str(self.bin_folder.parent)))

    def follow_the_recipe(self) -> subprocess.Popen:
        """Step 1's chmod (at once) and step 2's JupyterLab command (running: wait for it before a login)."""
        subprocess.run(self.recipe(recipe_line("chmod -R a+rX ")), check=True)
        return subprocess.Popen(
            self.recipe(recipe_line(f"{RECIPE_ENVIRONMENT}/bin/python -m jupyterlab.labextensions disable")),
            env=self.environment,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def login_profile(self, user: str) -> None:
        """Step 3's /etc/profile.d line in ``user``'s ``~/.profile`` (which a login shell reads after it)."""
        line = recipe_line("echo 'PATH=")
        said = shlex.split(line.replace(RECIPE_ENVIRONMENT, str(self.bin_folder.parent)))[1]
        (self.homes / user / ".profile").write_text(said + "\n", encoding="utf-8")

    def start(self) -> Hub:
        self.homes.mkdir(parents=True)
        lab_settings = self.follow_the_recipe()
        config = self.folder / "jupyterhub_config.py"
        config.write_text(self.config(), encoding="utf-8")
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                [str(self.python), "-m", "jupyterhub", "-f", str(config)],
                cwd=self.folder,
                env=self.environment,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
            )
        self.pids["hub"] = self.process.pid
        try:
            self.wait(lambda: self.api("GET", "/hub/api/") is not None, "the hub to answer")
            self.pids["proxy"] = int((self.folder / "proxy.pid").read_text().strip())
            if lab_settings.wait(timeout=START_TIMEOUT):
                raise RuntimeError("the guide's JupyterLab command (step 2) failed")
        except BaseException:
            self.stop()
            raise
        return self

    # --- asking the hub, and the users' servers, with the test's token ---

    def request(self, method: str, path: str, body: object = None) -> bytes:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.read()

    def api(self, method: str, path: str, body: object = None) -> object:
        try:
            answer = self.request(method, path, body)
        except (urllib.error.URLError, ConnectionError):
            return None
        return json.loads(answer) if answer else {}

    def wait(self, ready, what: str, timeout: float = START_TIMEOUT) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            if self.process is not None and self.process.poll() is not None:
                raise RuntimeError(f"the hub stopped while waiting for {what}\n{log_tail(self.log)}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"no {what} after {timeout} s\n{log_tail(self.log)}")
            time.sleep(0.3)

    def server(self, user: str) -> dict:
        """The user's default server as the hub describes it ({} while there is none)."""
        model = self.api("GET", f"/hub/api/users/{user}")
        return (model or {}).get("servers", {}).get("", {})  # type: ignore[union-attr]

    def wait_for_server(self, user: str) -> None:
        """Wait until ``user``'s server is ready; keep its process id; give their home the recipe's profile."""
        self.wait(lambda: self.server(user).get("ready"), f"server of {user} ready")
        self.pids[f"server of {user}"] = int(self.server(user)["state"]["pid"])
        self.login_profile(user)

    def run_in_terminal(self, user: str, command: str, timeout: float = 120) -> str:
        """Run ``command`` in a new terminal of ``user``'s JupyterLab on the hub; what the terminal showed."""
        base = f"{self.url}/user/{user}/"
        name = json.loads(self.request("POST", f"/user/{user}/api/terminals"))["name"]
        # In a thread of its own: Playwright keeps an asyncio loop running in this one.
        with concurrent.futures.ThreadPoolExecutor(1) as thread:
            return thread.submit(asyncio.run, self._terminal(base, name, command, timeout)).result()

    async def _terminal(self, base: str, name: str, command: str, timeout: float) -> str:
        from tornado.httpclient import HTTPRequest
        from tornado.websocket import websocket_connect

        url = base.replace("http://", "ws://") + f"terminals/websocket/{name}"
        socket = await websocket_connect(HTTPRequest(url, headers={"Authorization": f"token {self.token}"}))
        marker = secrets.token_hex(4)
        socket.write_message(json.dumps(["stdin", f"{command}; echo END-{marker}-$?\r"]))
        shown = ""
        deadline = time.monotonic() + timeout
        while not re.search(rf"END-{marker}-\d+", shown):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"the terminal showed, after {timeout} s:\n{shown}")
            message = await asyncio.wait_for(socket.read_message(), left)
            if message is None:
                raise RuntimeError(f"the terminal closed; it showed:\n{shown}")
            kind, *rest = json.loads(message)
            if kind == "stdout":
                shown += rest[0]
        socket.close()
        return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r", "", shown)

    # --- stopping, each process by its own id ---

    def stop(self) -> dict[str, int]:
        """Stop the hub (it stops the proxy and the servers), then any process left, by its id.

        Returns the processes that were still running after the hub stopped, by name.
        """
        if self.process is None:
            return {}
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=30)
        left = {}
        for name, pid in self.pids.items():
            if name != "hub" and is_running(pid, within=10):
                left[name] = pid
                stop_pid(pid)
        return left


def is_running(pid: int, *, within: float = 0) -> bool:
    """Is process ``pid`` still running after ``within`` seconds?"""
    deadline = time.monotonic() + within
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        if is_zombie(pid):  # ended, and not yet reaped by whoever adopted it
            return False
        if time.monotonic() >= deadline:
            return True
        time.sleep(0.2)


def is_zombie(pid: int) -> bool:
    """Has process ``pid`` ended, waiting only to be reaped (Linux: its state is Z)?"""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return re.search(r"^State:\s*Z", status, re.M) is not None


def stop_pid(pid: int) -> None:
    """Stop process ``pid`` (one we started): terminate, wait, then kill."""
    for sent in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.kill(pid, sent)
        except ProcessLookupError:
            return
        if not is_running(pid, within=10):
            return
