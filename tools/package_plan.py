"""Print the package's plan as the code has it: wings, modules, imports between them, and sizes.

    python tools/package_plan.py            # this checkout
    python tools/package_plan.py --rev REV  # the package as commit REV had it (read with git)

The wings are the ones ``tests/test_layers.py`` checks (for ``--rev``, the
modules are grouped by the same map, and those it does not name are listed
as such).  Printed: the modules at the top of the package, each wing with its
modules, the imports from module to module at module level, the circles among
them, the largest files and functions, and the ``# type: ignore`` comments.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))

from test_layers import WINGS  # noqa: E402


def package_files(rev: str | None) -> dict[str, str]:
    """Every .py file of the package, by its path inside the repository: its text."""
    if rev is None:
        return {
            str(p.relative_to(REPO)): p.read_text(encoding="utf-8")
            for p in (REPO / "othello_lesson").rglob("*.py")
        }
    listed = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", rev, "othello_lesson"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return {
        name: subprocess.run(
            ["git", "show", f"{rev}:{name}"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout
        for name in listed
        if name.endswith(".py")
    }


def module_of(path: str) -> str:
    parts = Path(path).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: str, text: str, modules: set[str], *, inside_functions: bool = False) -> set[str]:
    """The package modules ``path`` imports at module level (``from . import x`` is the module x),
    and, with ``inside_functions``, those its functions import when they are called."""
    here = module_of(path).split(".")
    package = here if path.endswith("__init__.py") else here[:-1]
    found = set()
    tree = ast.parse(text)
    for node in ast.walk(tree) if inside_functions else tree.body:
        if isinstance(node, ast.ImportFrom) and node.level:
            source = ".".join(
                package[: len(package) - node.level + 1] + ([node.module] if node.module else [])
            )
            for alias in node.names:
                inner = f"{source}.{alias.name}"
                found.add(inner if inner in modules else source)
    return found - {module_of(path)}


def circles(graph: dict[str, set[str]]) -> str:
    """Each circle among the modules of ``graph``, found one at a time (each broken before the next)."""
    graph = {module: set(found) for module, found in graph.items()}
    found = []
    while True:
        try:
            tuple(TopologicalSorter(graph).static_order())
            return "; ".join(found) or "none"
        except CycleError as error:
            circle = error.args[1]
            words = " -> ".join(name.removeprefix("othello_lesson.") for name in circle)
            if words not in found:
                found.append(words)
            first, second = circle[0], circle[1]
            if second in graph.get(first, set()):
                graph[first].remove(second)
            else:
                graph[second].remove(first)


def longest_functions(files: dict[str, str], count: int) -> list[tuple[int, str]]:
    found = []
    for path, text in files.items():
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno:
                found.append((node.end_lineno - node.lineno + 1, f"{module_of(path)}.{node.name}"))
    return sorted(found, reverse=True)[:count]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", help="a commit to read the package from, instead of this checkout")
    args = parser.parse_args(argv)
    files = package_files(args.rev)
    modules = {module_of(path) for path in files}
    graph = {module_of(path): imports(path, text, modules) for path, text in files.items()}
    top = sorted({Path(path).parts[1].removesuffix(".py") for path in files} - {"__init__"})
    print(f"modules and folders at the top of the package: {len(top)}")
    wing_of = {name: wing for wing, _, names in WINGS for name in names}
    for wing, words, _ in WINGS:
        mine = [name for name in top if wing_of.get(name) == wing]
        print(f"  {wing} ({words}): {', '.join(mine) or '-'}")
    unplaced = [name for name in top if name not in wing_of]
    if unplaced:
        print(f"  in no wing: {', '.join(unplaced)}")
    print(f"imports between modules at module level: {sum(len(found) for found in graph.values())}")
    print(f"circles at module level: {circles(graph)}")
    called = {
        module_of(path): imports(path, text, modules, inside_functions=True) for path, text in files.items()
    }
    print(f"circles, counting the imports functions make when called: {circles(called)}")
    lines = sorted(((text.count("\n"), path) for path, text in files.items()), reverse=True)[:5]
    print("largest files: " + ", ".join(f"{path} {count}" for count, path in lines))
    print("longest functions: " + ", ".join(f"{name} {count}" for count, name in longest_functions(files, 5)))
    ignores = sum(text.count("# type: ignore") for text in files.values())
    print(f"'# type: ignore' comments: {ignores}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
