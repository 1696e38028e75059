"""The project's own promises: CI runs the README's test command, and the code is ruff clean."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text)


def test_ci_runs_the_readme_test_command_word_for_word():
    setup, test = readme_commands()[:2]
    assert "othello-course" in setup
    assert test.endswith("-m pytest")
    assert test in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_code_is_ruff_clean():
    for command in (["check", "."], ["format", "--check", "."]):
        result = subprocess.run(
            [sys.executable, "-m", "ruff", *command], cwd=ROOT, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stdout + result.stderr
