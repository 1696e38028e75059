"""Imports flow one way: rules ← referee ← players ← game ← display ← widget.

The rules never know how they are shown; a display never reaches into the
widget.  Each module may import only from the layers below it, at module
level; a method may import a higher layer when it is called (as
``Game._repr_svg_`` asks the picture module to draw it).  A name with a
leading underscore belongs to its module: no other module uses it.
"""

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "othello_lesson"

LAYERS = [
    {"rules", "ratings", "entrant_runner", "shipped"},
    {"fast_rules", "referee", "progress"},
    {"evaluation", "student_rules", "perft", "entrants"},
    {"boards", "records", "gamelog", "variants", "class_progress"},
    {"search"},
    {"fast_search"},
    {"players", "learning"},
    {"game", "text", "tournament"},
    {"class_tournament", "console", "palette"},
    {"svg", "board_css", "heat_map", "kernel_plumbing"},
    {"widget"},
    {"tournament_view"},
    # The commands: the course (JupyterLab on the student's folder) runs the classroom (Voilà) as one
    # of its sub-commands; both run their server the same way (and find the shipped notebooks, low down).
    {"local_server"},
    {"classroom"},
    {"course"},
]
LAYER_OF = {name: number for number, layer in enumerate(LAYERS) for name in layer}


def package_imports(path: Path) -> set[str]:
    """The package modules that a module imports at module level (relative imports).

    A subpackage (a folder) imports what any of its files imports from the package above it.
    """
    if path.with_suffix("").is_dir():
        inside = path.with_suffix("")
        return set().union(*(package_imports_at(file, level=2) for file in inside.glob("*.py")))
    return package_imports_at(path, level=1)


def package_imports_at(path: Path, *, level: int) -> set[str]:
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.level == level:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("module", sorted(LAYER_OF))
def test_a_module_imports_only_from_lower_layers(module):
    imported = package_imports(PACKAGE / f"{module}.py")
    upward = {name for name in imported if LAYER_OF.get(name, -1) >= LAYER_OF[module] and name != module}
    allowed_same_layer = {"boards": {"perft"}}.get(module, set())
    assert upward - allowed_same_layer == set()


def imports_inside_functions(module: str) -> set[str]:
    """The package modules that ``module`` imports only when one of its functions is called."""
    inside = PACKAGE / module
    files, level = (sorted(inside.glob("*.py")), 2) if inside.is_dir() else ([PACKAGE / f"{module}.py"], 1)
    found = set()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        at_module_level = set(map(id, tree.body))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == level and id(node) not in at_module_level:
                found.update([node.module.split(".")[0]] if node.module else [a.name for a in node.names])
    return found


def test_only_the_game_imports_a_higher_layer_when_called():
    # ``Game._repr_svg_`` draws the game with the picture module, as python-chess's boards do;
    # no other function reaches up (``search.analyse`` once did, for ``fast_search``).
    upward = {
        (module, name)
        for module in LAYER_OF
        for name in imports_inside_functions(module)
        if LAYER_OF.get(name, -1) > LAYER_OF[module]
    }
    assert upward == {("game", "svg")}


def test_every_module_has_a_layer():
    modules = {path.stem for path in PACKAGE.glob("*.py")} - {"__init__"}
    modules |= {path.parent.name for path in PACKAGE.glob("*/__init__.py")} - {"exercises"}
    assert modules == set(LAYER_OF)


def test_the_rules_import_nothing_of_the_package():
    assert package_imports(PACKAGE / "rules.py") == set()


# --- private names stay in their module ---------------------------------------------------

PACKAGE_NAME = PACKAGE.name


def module_name(path: Path) -> str:
    """``othello_lesson.boards.bitboard`` for the file ``othello_lesson/boards/bitboard.py``."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_package_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def imported_from(path: Path, node: ast.ImportFrom) -> str:
    """The full name of the module that ``from ... import`` reads, relative imports resolved."""
    if not node.level:
        return node.module or ""
    here = module_name(path).split(".")
    if path.name != "__init__.py":
        here = here[:-1]  # a module's relative imports start from its package
    base = here[: len(here) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_names_used_from_other_modules(path: Path, text: str | None = None) -> list[str]:
    """Each ``from X import _name`` and ``X._name`` in the module at ``path`` (or its ``text``), where X
    is another module of the package."""
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    modules: dict[str, str] = {}  # a name bound in this file to a package module: that module
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = imported_from(path, node)
            if not (source == PACKAGE_NAME or source.startswith(PACKAGE_NAME + ".")):
                continue
            for alias in node.names:
                if is_private(alias.name):
                    found.append(f"line {node.lineno}: from {source} import {alias.name}")
                elif is_package_module(f"{source}.{alias.name}"):
                    modules[alias.asname or alias.name] = f"{source}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE_NAME:
                    bound = alias.asname or alias.name.split(".")[0]
                    modules[bound] = alias.name if alias.asname else PACKAGE_NAME
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_private(node.attr):
            owner = dotted(node.value, modules)
            if owner is not None and is_package_module(owner) and owner != module_name(path):
                found.append(f"line {node.lineno}: {owner}.{node.attr}")
    return found


def dotted(node: ast.expr, modules: dict[str, str]) -> str | None:
    """The package module that ``rules`` or ``othello_lesson.boards.bitboard`` names here, if any."""
    if isinstance(node, ast.Name):
        return modules.get(node.id)
    if isinstance(node, ast.Attribute) and not is_private(node.attr):
        owner = dotted(node.value, modules)
        return None if owner is None else f"{owner}.{node.attr}"
    return None


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda path: module_name(path))
def test_no_module_uses_another_modules_private_names(path):
    assert private_names_used_from_other_modules(path) == []


def test_the_private_names_check_finds_both_ways_of_reaching_in():
    # A module of the exercises, written to break the rule twice (and to keep it once).
    probe = PACKAGE / "exercises" / "probe.py"
    text = (
        "from ..rules import _check_ints, BLACK\n"
        "from .. import rules as reference\n"
        "import othello_lesson.search\n"
        "reference._type_name(BLACK)\n"
        "othello_lesson.search._visit(None)\n"
        "reference.short_repr(BLACK)\n"
    )
    assert private_names_used_from_other_modules(probe, text) == [
        "line 1: from othello_lesson.rules import _check_ints",
        "line 4: othello_lesson.rules._type_name",
        "line 5: othello_lesson.search._visit",
    ]


def test_the_readmes_layer_map_is_the_one_checked_here():
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    lines = re.findall(r"^(\d+)\. (`[a-z_]+`(?:, `[a-z_]+`)*)$", readme, re.MULTILINE)
    assert [int(number) for number, _ in lines] == list(range(1, len(LAYERS) + 1))
    assert [set(re.findall(r"`([a-z_]+)`", names)) for _, names in lines] == LAYERS
