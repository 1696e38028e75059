"""Start a lesson's translation, and show which of its cells the English has left behind.

A translated master, ``course/ja/NN-name.py``, has the cells of the English master
``course/NN-name.py`` in the same order and of the same kinds; each cell's marker names
the English cell it translates by its fingerprint (``tools/build_course.py``):
``# %% [markdown] en=1a2b3c4d``.  When the English cell changes, its fingerprint
changes, and the translation is out of date (``tests/test_japanese_lessons.py`` fails).

Usage::

    python tools/ja_skeleton.py course/03-is-this-move-valid.py
        writes course/ja/03-is-this-move-valid.py: every cell with its marker and the English
        text, to translate in place (never change a marker); refuses to overwrite
    python tools/ja_skeleton.py --update course/03-is-this-move-valid.py
        shows each cell of the translation that is out of date: what changed in its English
        cell (from git's history of the English master), and the marker to give it once the
        translation follows; each English cell added, and each translated cell whose English is gone

``--lang`` names another language's folder (``ja`` by default).
"""

from __future__ import annotations

import argparse
import ast
import difflib
import itertools
import subprocess
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: python tools/ja_skeleton.py
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.build_course import MASTERS, ROOT, Cell, fingerprint, read_master, solved, strip_solutions


def marker(cell: Cell, en: str) -> str:
    """The line that starts a translated cell.

    >>> marker(Cell("markdown", "Hello"), "1a2b3c4d")
    '# %% [markdown] en=1a2b3c4d'
    """
    return f"# %% [markdown] en={en}" if cell.kind == "markdown" else f"# %% en={en}"


def cell_text(cell: Cell, en: str) -> str:
    """A cell as a master writes it: its marker, then its lines (a text cell's as comments)."""
    lines = [marker(cell, en)]
    if cell.kind == "markdown":
        lines.extend(f"# {line}" if line else "#" for line in cell.source.splitlines())
    else:
        lines.extend(cell.source.splitlines())
    return "\n".join(lines) + "\n"


def skeleton(english: list[Cell], language: str = "ja") -> str:
    """The translated master to start from: the English cells, each under a marker naming it.

    The cells are laid out as ``ruff format`` lays out the English master (two blank lines
    after a function), and the first code cell starts by switching the lesson's language.

    >>> cells = [Cell("markdown", "# Lesson\\n\\nHi."), Cell("code", "x = 1")]
    >>> cells += [Cell("code", "def f():\\n    pass"), Cell("code", "f()")]
    >>> print(skeleton(cells), end="")
    # %% [markdown] en=...
    # # Lesson
    #
    # Hi.
    <BLANKLINE>
    # %% en=34bce5f7
    from othello_lesson.language import use_language
    <BLANKLINE>
    use_language("ja")
    x = 1
    <BLANKLINE>
    <BLANKLINE>
    # %% en=...
    def f():
        pass
    <BLANKLINE>
    <BLANKLINE>
    # %% en=...
    f()
    """
    texts, first = [], True
    for cell in english:
        text = cell_text(cell, fingerprint(cell.source))
        if cell.kind == "code" and first:
            first = False
            switched = Cell("code", "\n".join([*first_lines(language, blank=True), cell.source]))
            text = cell_text(switched, fingerprint(cell.source))
        texts.append(text)
    gaps = [
        "\n\n" if _is_definition(before, -1) or _is_definition(after, 0) else "\n"
        for before, after in itertools.pairwise(english)
    ]
    return "".join(text + gap for text, gap in zip(texts, [*gaps, ""], strict=True))


def _is_definition(cell: Cell, index: int) -> bool:
    """Is the first (``index`` 0) or last (-1) statement of a code cell a function or a class?"""
    if cell.kind != "code":
        return False
    try:
        body = ast.parse(cell.source).body
    except SyntaxError:
        return False
    return bool(body) and isinstance(body[index], (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))


def translated_master(english_master: Path, language: str) -> Path:
    return english_master.parent / language / english_master.name


def code_shape(source: str) -> str:
    """A code cell's code without its comments and the text of its strings: solved, and as a student has it.

    Two cells of the same shape differ only in comments and words a reader reads:

    >>> code_shape('x = 1  # one\\nprint("hi")') == code_shape('x = 1  # 一\\nprint("こんにちは")')
    True
    >>> code_shape("x = 1") == code_shape("x = 2"), code_shape("f(x)") == code_shape("f(y)")
    (False, False)

    The worked answer's markers are comments that count: without them, a student's notebook has the answer.

    >>> answer = "def f():\\n    # BEGIN SOLUTION\\n    return 1\\n    # END SOLUTION"
    >>> code_shape(answer) == code_shape("def f():\\n    return 1")
    False
    """
    return _blanked(solved(source)) + "\n" + _blanked(strip_solutions(source))


def _blanked(source: str) -> str:
    """The code's syntax tree with every string's text blanked.

    An f-string keeps only its fields, in any order: a translation words the text around
    them as its language needs, and may name them in another order.

    >>> _blanked('f"{n} rows"') == _blanked('f"行の数：{n} 行"')
    True
    >>> _blanked('f"{a} of {b}"') == _blanked('f"{b}の{a}"')
    True
    >>> _blanked('f"{n} rows"') == _blanked('f"{n + 1} 行"')
    False
    """
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            fields = [value for value in node.values if not isinstance(value, ast.Constant)]
            node.values = sorted(fields, key=ast.dump)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            node.value = ""
    return ast.dump(tree)


def first_lines(language: str, *, blank: bool = False) -> list[str]:
    """The two lines a translation's first code cell starts with: they switch the lesson's language.

    ``blank``: with the blank line between them that ``ruff format`` puts after an import.
    """
    return [
        "from othello_lesson.language import use_language",
        *([""] if blank else []),
        f'use_language("{language}")',
    ]


def code_problem(english: str, translated: str, *, first: bool, language: str = "ja") -> str:
    """'' if a translated code cell is its English one with only comments and strings changed; else why not.

    >>> code_problem("x = 1  # one", "x = 1  # 一", first=False)
    ''
    >>> code_problem("x = 1", "x = 2", first=False)
    'its code differs from the English cell in more than comments and strings'
    >>> print(code_problem("x = 1", "x = 1", first=True))
    as the first code cell, it must start with: from othello_lesson.language import ...; use_language("ja")
    """
    lines = translated.splitlines()
    if first:
        expected = first_lines(language)
        written = [number for number, line in enumerate(lines) if line.strip()][: len(expected)]
        if [lines[number] for number in written] != expected:
            return "as the first code cell, it must start with: " + "; ".join(expected)
        translated = "\n".join(lines[written[-1] + 1 :])
    try:
        same = code_shape(english) == code_shape(translated)
    except (SyntaxError, ValueError) as error:
        return f"its code cannot be read: {error}"
    return "" if same else "its code differs from the English cell in more than comments and strings"


def english_history(english_master: Path, wanted: set[str], limit: int = 200) -> dict[str, str]:
    """The sources of earlier English cells with these fingerprints, found in git's history of the master."""
    found: dict[str, str] = {}
    relative = english_master.resolve().relative_to(ROOT).as_posix()
    try:
        commits = subprocess.run(
            ["git", "log", f"-{limit}", "--format=%H", "--", relative],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return found
    for commit in commits:
        shown = subprocess.run(
            ["git", "show", f"{commit}:{relative}"], cwd=ROOT, capture_output=True, text=True
        )
        if shown.returncode != 0:
            continue
        for cell in read_master(shown.stdout):
            name = fingerprint(cell.source)
            if name in wanted:
                found.setdefault(name, cell.source)
        if wanted <= found.keys():
            break
    return found


def out_of_date(
    english: list[Cell], translated: list[Cell], history: dict[str, str] | None = None
) -> list[str]:
    """What a translation must do to follow its English master, cell by cell ([] when it is up to date).

    >>> english = [Cell("markdown", "One."), Cell("code", "x = 2"), Cell("markdown", "Three.")]
    >>> translated = [Cell("markdown", "一。", fingerprint("One.")), Cell("code", "x = 1", "34bce5f7")]
    >>> for line in out_of_date(english, translated):
    ...     print(line)
    cell 1 (code): its English changed since it was translated; its English is now:
        x = 2
      once translated, its marker is: # %% en=...
    cell 2 (markdown): a new English cell, not translated yet; add after cell 1:
        # %% [markdown] en=...
        # Three.
    """
    history = history or {}
    names = [fingerprint(cell.source) for cell in english]
    said: list[str] = []
    matcher = difflib.SequenceMatcher(a=[cell.en for cell in translated], b=names, autojunk=False)
    for tag, a_start, a_end, b_start, b_end in matcher.get_opcodes():
        if tag == "equal":
            continue
        paired = min(a_end - a_start, b_end - b_start) if tag == "replace" else 0
        for offset in range(paired):
            ours, theirs = translated[a_start + offset], english[b_start + offset]
            number = b_start + offset
            if ours.kind != theirs.kind:
                said.append(
                    f"cell {number}: a {ours.kind} cell translates a {theirs.kind} cell: "
                    f"the English now has a {theirs.kind} cell here"
                )
                continue
            shown = "what changed in the English:" if ours.en in history else "its English is now:"
            said.append(
                f"cell {number} ({theirs.kind}): its English changed since it was translated; {shown}"
            )
            if ours.en in history:
                before, now = history[ours.en].splitlines(), theirs.source.splitlines()
                diff = difflib.unified_diff(before, now, "before", "now", lineterm="", n=1)
                said.extend("    " + line for line in diff)
            else:
                said.extend("    " + line for line in theirs.source.splitlines())
            said.append(f"  once translated, its marker is: {marker(theirs, names[number])}")
        for index in range(a_start + paired, a_end):
            cell = translated[index]
            said.append(
                f"translated cell {index} ({cell.kind}, en={cell.en}): its English cell is gone; remove it"
            )
        for number in range(b_start + paired, b_end):
            cell = english[number]
            where = f"after cell {number - 1}" if number else "first"
            said.append(f"cell {number} ({cell.kind}): a new English cell, not translated yet; add {where}:")
            said.extend("    " + line for line in cell_text(cell, names[number]).splitlines())
    return said


def code_problems(english: list[Cell], translated: list[Cell], language: str) -> list[str]:
    """Each up-to-date translated code cell whose code differs from its English cell's in more than words."""
    said, first = [], True
    sources = {fingerprint(cell.source): cell.source for cell in english}
    for number, cell in enumerate(translated):
        if cell.kind != "code":
            continue
        if cell.en in sources:
            problem = code_problem(sources[cell.en], cell.source, first=first, language=language)
            if problem:
                said.append(f"translated cell {number}: {problem}")
        first = False
    return said


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "masters", nargs="+", type=Path, help="English masters: course/03-is-this-move-valid.py"
    )
    parser.add_argument("--update", action="store_true", help="show which translated cells are out of date")
    parser.add_argument("--lang", default="ja", help="the language's folder in course/ (default: ja)")
    args = parser.parse_args(argv)
    status = 0
    for master in args.masters:
        if master.resolve().parent != MASTERS:
            print(f"{master}: name an English master, in course/", file=sys.stderr)
            status = 1
            continue
        english = read_master(master.read_text(encoding="utf-8"))
        out = translated_master(master, args.lang)
        if not args.update:
            if out.exists():
                print(f"{out} exists already: to see what is out of date, use --update", file=sys.stderr)
                status = 1
                continue
            out.parent.mkdir(exist_ok=True)
            out.write_text(skeleton(english), encoding="utf-8")
            print(f"wrote {out}: translate each cell in place, and never change a marker")
            continue
        if not out.exists():
            print(f"{out} does not exist: make it without --update", file=sys.stderr)
            status = 1
            continue
        translated = read_master(out.read_text(encoding="utf-8"))
        names = {fingerprint(cell.source) for cell in english}
        stale = {cell.en for cell in translated if cell.en is not None and cell.en not in names}
        said = out_of_date(english, translated, english_history(master, stale))
        said += code_problems(english, translated, args.lang)
        if said:
            status = 1
            print(f"{out}: out of date with {master}")
            print("\n".join(said))
        else:
            print(f"{out}: every cell is up to date")
    return status


if __name__ == "__main__":
    sys.exit(main())
