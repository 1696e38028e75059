"""The project's own promises: CI runs the README's test command, and the code is ruff clean."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text)


def test_ci_runs_the_readme_test_command_word_for_word():
    commands = readme_commands()
    setup = commands[0]
    test = next(command for command in commands if " -m pytest " in command)  # after the Japanese set-up
    assert "othello-course" in setup
    assert test.endswith("-m pytest -n auto --nbval")  # every core, every notebook: not forced by addopts
    assert test in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_code_is_ruff_clean():
    for command in (["check", "."], ["format", "--check", "."]):
        result = subprocess.run(
            [sys.executable, "-m", "ruff", *command], cwd=ROOT, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stdout + result.stderr


def test_the_license_file_is_the_one_pyproject_declares():
    declared = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^license = "MIT"$', declared, re.MULTILINE)
    assert re.search(r'^license-files = \["LICENSE"\]$', declared, re.MULTILINE)
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) the othello_lesson authors\n")
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in text


def test_the_readme_says_how_to_run_the_commands_after_set_up():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for needed in ("source .venv/bin/activate", r".venv\Scripts\activate", "Ctrl+C", "python3-venv", "-rs"):
        assert needed in text


@pytest.mark.skipif(os.name != "posix", reason="local (Unix) sockets: Linux and macOS")
def test_nbval_starts_its_kernels_on_local_sockets_of_their_own():
    """No TCP port for a kernel to lose to another process at start (see conftest.py)."""
    from nbval import kernel

    first, second = (kernel.KernelManager(kernel_name="python3") for _ in range(2))
    assert (first.transport, second.transport) == ("ipc", "ipc")
    assert os.path.isabs(first.ip) and first.ip != second.ip
    assert len(f"{first.ip}-99") < 100, first.ip  # a socket's path must be short


def test_ipywidgets_8_1_9_is_left_out_where_the_board_is_drawn_with_it():
    """With ipywidgets 8.1.9 VS Code draws no widget (microsoft/vscode-jupyter#17504): the course and its
    site take any other 8.1 or later, and the README says what to do in VS Code."""
    from importlib import metadata

    from packaging.requirements import Requirement

    wanted = [Requirement(line) for line in metadata.requires("othello_lesson") or []]
    widgets = {str(line.marker): line.specifier for line in wanted if line.name == "ipywidgets"}
    assert sorted(widgets) == ["None", 'extra == "site"'], widgets  # the course, and the site's kernel
    for where, specifier in widgets.items():
        assert not specifier.contains("8.1.9") and specifier.contains("8.1.8"), where
        assert not specifier.contains("8.0.7") and specifier.contains("8.2.0"), where
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "**In VS Code**" in readme and "Select Kernel → Python Environments → .venv" in readme
