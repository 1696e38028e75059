"""Every command the README and the guides show runs as written.

Each fenced ``sh`` block and each inline code span that starts with a command
(``.venv/bin/othello-course ...``, ``python3 -m http.server ...``) is split into
its commands, and each is checked against the program it names: every option is
one that program's ``--help`` lists, every file or folder named exists, every
extra named is one ``pyproject.toml`` declares, and a command line of
``othello-course`` or ``tools/build_site.py`` is parsed by that command's own
parser.  The cheap ones run for real: ``othello-course list`` and ``reset`` in a
folder of the test's own, the console game (told to quit), and every ``--help``.
"""

from __future__ import annotations

import contextlib
import functools
import glob
import importlib
import io
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from othello_lesson.course import copy_course

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = ["README.md", "docs/teachers.md", "docs/development.md"]
BIN = Path(sys.executable).parent  # the environment the tests run in stands for .venv/bin/

# The first word of a command, as the documents write it, and the program it stands for.
PROGRAMS = {
    "python": "python",
    "python3": "python",
    "py": "python",
    "pip": "pip",
    "othello-course": "othello-course",
    "othello": "othello",
    "ruff": "ruff",
    "uv": "uv",
    "jupyter": "jupyter",
    "git": "other",
    "sudo": "other",
    "apt-get": "other",
    "source": "other",
    "npm": "other",
}
# Words after a program that name one of its sub-commands (whose --help lists their options).
SUBCOMMANDS = {
    "install",
    "config",
    "list",
    "pip",
    "check",
    "format",
    "server",
    "stop",
    "open",
    "reset",
    "present",
    "progress",
    "class",
    "collect",
    "tournament",
}


@dataclass(frozen=True)
class Command:
    """One command of a document: the words as written, and where it was found."""

    words: tuple[str, ...]
    where: str

    def __str__(self) -> str:
        return f"{self.where}: {shlex.join(self.words)}"


# --- finding the commands --------------------------------------------------------------------------


def program_of(word: str) -> str | None:
    """The program a command's first word names (``.venv/bin/``, ``.venv\\Scripts\\`` or none in front)."""
    name = word.replace("\\", "/").removeprefix(".venv/Scripts/").removeprefix(".venv/bin/")
    return PROGRAMS.get(name)


def split_commands(line: str, where: str) -> list[Command]:
    """The commands of one shell line (``a && b; c``), each as its words."""
    commands = []
    for part in re.split(r"&&|;|\|\|?", line):
        try:
            words = shlex.split(part.replace("\\", "/"))
        except ValueError:
            continue
        if words and program_of(words[0]):
            commands.append(Command(tuple(words), where))
    return commands


def document_commands(text: str, name: str) -> list[Command]:
    """Every command of a Markdown text: the lines of its ``sh`` blocks and its inline code spans."""
    commands = []
    fenced = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
    for block in fenced.finditer(text):
        if block.group(1) == "sh":
            start = text.count("\n", 0, block.start()) + 2
            for number, line in enumerate(block.group(2).splitlines(), start):
                if line.strip() and not line.lstrip().startswith("#"):
                    commands += split_commands(line, f"{name}:{number}")
    prose = fenced.sub(lambda block: "\n" * block.group(0).count("\n"), text)
    for span in re.finditer(r"(?<!`)`([^`]+)`(?!`)", prose):
        line = " ".join(span.group(1).split())
        number = prose.count("\n", 0, span.start()) + 1
        commands += split_commands(line, f"{name}:{number}")
    return commands


def all_commands() -> list[Command]:
    found = []
    for name in DOCUMENTS:
        found += document_commands((ROOT / name).read_text(encoding="utf-8"), name)
    return found


# --- what the programs accept ----------------------------------------------------------------------


def executable(program: str) -> str:
    """The program of the tests' environment (the one the documents' ``.venv/bin/`` stands for)."""
    path = BIN / program
    return str(path) if path.exists() else program


@functools.cache
def help_text(*command: str) -> str:
    """What ``command --help`` prints (run for real, once per command)."""
    result = subprocess.run(
        [*command, "--help"], cwd=ROOT, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL
    )
    assert result.returncode == 0, f"{shlex.join(command)} --help failed:\n{result.stdout}{result.stderr}"
    return result.stdout + result.stderr


def options_of(help: str) -> set[str]:
    """Every option a help text lists: ``--dir``, ``-n``."""
    return set(re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", help))


def unknown_options(words: list[str], help: str) -> list[str]:
    """The options among ``words`` that the help text does not list (``-rs`` is checked as ``-r``)."""
    known = options_of(help)
    unknown = []
    for word in words:
        if not word.startswith("-") or word == "-":
            continue
        option = word.split("=")[0]
        if not option.startswith("--"):
            option = option[:2]
        if option not in known:
            unknown.append(word)
    return unknown


def looks_like_a_path(word: str) -> bool:
    return not word.startswith("-") and ("/" in word or word.endswith((".py", ".ipynb", ".md", ".toml")))


def missing_path(word: str) -> bool:
    """Is ``word`` a file or folder of the repository (of the environment, for ``.venv/...``) that is missing?

    A path with a wildcard is made by an earlier step (``dist/othello_lesson-*.whl``), and is not checked.
    """
    if glob.has_magic(word) or "://" in word:
        return False
    if word.startswith(".venv/"):
        inside = word.removeprefix(".venv/")
        if os.name == "nt":
            inside = inside.replace("bin/", "Scripts/", 1)
        return not (Path(sys.prefix) / inside).exists()
    return not ((ROOT / word).exists() or (ROOT / "notebooks" / word).exists())


def declared_extras() -> set[str]:
    """The extras of ``pyproject.toml`` (read without tomllib, which Python 3.10 lacks)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[project.optional-dependencies]\n", 1)[1].split("\n[", 1)[0]
    return set(re.findall(r"^([A-Za-z][\w-]*) = \[", section, re.MULTILINE))


def extras_problems(words: list[str]) -> list[str]:
    """An editable install of an extra pyproject does not declare (``-e ".[nope]"``)."""
    problems = []
    for word in words:
        match = re.fullmatch(r"\.\[([\w,-]+)\]", word)
        if match:
            problems += [f"no extra {extra!r} in pyproject.toml" for extra in match.group(1).split(",")]
            problems = [problem for problem in problems if problem.split("'")[1] not in declared_extras()]
    return problems


def help_command(program: list[str], words: list[str]) -> list[str]:
    """The program and the sub-commands it is given (``pip install``, ``uv pip install``)."""
    command = list(program)
    for word in words:
        if word not in SUBCOMMANDS:
            break
        command.append(word)
    return command


# --- checking one command --------------------------------------------------------------------------


def problems(command: Command, folder: Path) -> list[str]:
    """What is wrong with ``command`` (nothing: ``[]``); ``folder`` is where cheap ones run for real."""
    program = program_of(command.words[0])
    args = list(command.words[1:])
    found = [
        f"{word}: no such file or folder" for word in args if looks_like_a_path(word) and missing_path(word)
    ]
    if program == "python":
        found += python_problems(args, folder)
    elif program == "pip":
        found += python_problems(["-m", "pip", *args], folder)
    elif program == "othello-course":
        found += course_problems(args, folder)
    elif program == "othello":
        found += unknown_options(args, help_text(executable("othello")))
        found += ran_for_real([executable("othello"), *args], folder, stdin="q\n")
    elif program in ("ruff", "uv", "jupyter"):
        found += unknown_options(args, help_text(*help_command([executable(program)], args)))
        found += extras_problems(args)
    return found


def python_problems(args: list[str], folder: Path) -> list[str]:
    python = [sys.executable]
    while args and args[0].startswith("-") and args[0] != "-m":
        if args[0] not in options_of(help_text(sys.executable)):
            return [f"python has no option {args[0]}"]
        args = args[1:]
    if not args:
        return []
    if args[0] == "-m":
        if len(args) < 2:
            return ["-m names no module"]
        module, rest = args[1], args[2:]
        if module == "venv":
            return []
        found = unknown_options(rest, help_text(*help_command([*python, "-m", module], rest)))
        return found + extras_problems(rest)
    script, rest = args[0], args[1:]
    if not (ROOT / script).is_file():
        return []  # reported as a missing file already
    found = unknown_options(rest, help_text(sys.executable, script))
    if script == "tools/build_site.py":
        found += parsed_by("tools.build_site", tuple(rest))
    if script == "tools/build_course.py":
        from tools.build_course import masters  # ja/03 names a Japanese master, 03 an English one

        for name in (word for word in rest if not word.startswith("-")):
            if not masters([name]):
                found.append(f"no master in course/ starts with {name!r}")
    return found


def course_problems(args: list[str], folder: Path) -> list[str]:
    course = executable("othello-course")
    found = unknown_options(args, help_text(*help_command([course], args)))
    found += parsed_by("othello_lesson.course", tuple(args))
    if found:
        return found
    positional = [word for word in args if not word.startswith("-")]
    if positional and positional[0] in ("list", "reset") and "--student" not in args:
        # (a teacher's reset of a student's lesson reaches another account's files: parsed, not run)
        # Cheap, so run for real, in a course folder of this test's own (reset needs the course there).
        if positional[0] == "reset" and not (folder / "course").is_dir():
            copy_course(folder / "course")
        found += ran_for_real([course, *without_dir(args), "--dir", str(folder / "course")], folder)
    return found


def without_dir(args: list[str]) -> list[str]:
    """The arguments without a ``--dir FOLDER`` of their own (the test gives its own folder)."""
    kept, skip = [], False
    for word in args:
        if skip:
            skip = False
        elif word == "--dir":
            skip = True
        elif not word.startswith("--dir="):
            kept.append(word)
    return kept


@functools.cache
def parsed_by(module: str, args: tuple[str, ...]) -> list[str]:
    """What the command's own parser says of ``args`` (nothing when it takes them); parsing runs nothing."""
    parser = importlib.import_module(module).build_parser()
    said = io.StringIO()
    try:
        with contextlib.redirect_stderr(said), contextlib.redirect_stdout(io.StringIO()):
            parser.parse_args(list(args))
    except SystemExit as stopped:
        if stopped.code:
            return [said.getvalue().strip().splitlines()[-1]]
    return []


def ran_for_real(command: list[str], folder: Path, stdin: str = "") -> list[str]:
    result = subprocess.run(command, cwd=folder, input=stdin, capture_output=True, text=True, timeout=120)
    if result.returncode == 0:
        return []
    return [f"exit code {result.returncode}: {(result.stderr or result.stdout).strip()[-300:]}"]


# --- the tests -------------------------------------------------------------------------------------


def test_the_documents_show_the_commands_this_test_checks():
    commands = all_commands()
    shown = {str(command).split(": ", 1)[1] for command in commands}
    assert len(commands) >= 40
    assert any(line.startswith(".venv/bin/othello-course list") for line in shown)
    assert any("tools/build_site.py --with-solutions" in line for line in shown)
    assert "python3 -m http.server --bind 127.0.0.1 --directory site 8000" in shown


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_command_runs_as_written(name, tmp_path):
    text = (ROOT / name).read_text(encoding="utf-8")
    wrong = {str(command): problems(command, tmp_path) for command in document_commands(text, name)}
    assert {command: said for command, said in wrong.items() if said} == {}


@pytest.mark.parametrize(
    ("written", "complaint"),
    [
        ("`.venv/bin/othello-course list --colour red`", "--colour"),
        ("`.venv/bin/othello-course reset 99`", "exit code 2"),
        ("`.venv/bin/othello --colour red`", "--colour"),
        ("`.venv/bin/python tools/build_site.py site --with-answers`", "--with-answers"),
        ("`.venv/bin/python tools/no_such_tool.py`", "no such file"),
        ("`.venv/bin/python -m pytest tests/test_nothing_here.py`", "no such file"),
        ("`.venv/bin/python -m pytest --no-such-option`", "--no-such-option"),
        ('```sh\n.venv/bin/python -m pip install -e ".[nope]"\n```', "no extra 'nope'"),
        ("`python3 -m http.server --port 8000`", "--port"),
        ("`.venv/bin/python tools/build_course.py 42`", "no master"),
        ("`source .venv/bin/no-such-activate`", "no such file"),
    ],
)
def test_a_command_naming_what_does_not_exist_is_caught(written, complaint, tmp_path):
    (command,) = document_commands(f"Run this:\n{written}\n", "example.md")
    assert any(complaint in said for said in problems(command, tmp_path)), problems(command, tmp_path)


def test_links_between_the_documents_lead_to_files_that_exist():
    for name in DOCUMENTS:
        text = (ROOT / name).read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if "://" in target or target.startswith("#"):
                continue
            path = (ROOT / name).parent / target.split("#")[0]
            assert path.exists(), f"{name} links to {target}, which does not exist"


def estimated_minutes() -> dict[str, str]:
    """Each lesson master's own estimate, ``*About N minutes.*``, by the master's name."""
    masters = sorted((ROOT / "course").glob("[0-9][0-9]-*.py"))
    found = {}
    for master in masters:
        text = master.read_text(encoding="utf-8")
        estimate = re.search(r"^# \*About (\d+) minutes\.\*$", text, re.MULTILINE)
        assert estimate, f"{master.name} gives no '*About N minutes.*'"
        found[master.stem] = f"{estimate.group(1)} min"
    assert found
    return found


def test_the_readme_lesson_table_gives_each_lessons_own_estimated_time():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    rows = {name: time.strip() for name, time in re.findall(r"^\| `(\d\d-[\w-]+)` \| ([^|]*) \|", text, re.M)}
    assert rows == estimated_minutes()


def test_the_teachers_guide_gives_each_lesson_and_its_time():
    text = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    rows = {
        number: time.strip() for number, time in re.findall(r"^\| (\d\d) [^|]+ \| ([^|]*) \|", text, re.M)
    }
    assert rows == {name[:2]: time for name, time in estimated_minutes().items()}
