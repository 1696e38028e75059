"""Imports flow one way: rules ← players ← game ← display ← widget.

The rules never know how they are shown; a display never reaches into the
widget.  Each module may import only from the layers below it, at module
level; a method may import a higher layer when it is called (as
``Game._repr_svg_`` asks the picture module to draw it).
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "othello_lesson"

LAYERS = [
    {"rules"},
    {"evaluation", "student_rules", "perft"},
    {"boards", "records", "gamelog", "variants"},
    {"search"},
    {"fast_search"},
    {"players"},
    {"game", "console", "text", "tournament"},
    {"palette"},
    {"svg", "board_css"},
    {"widget"},
    # The commands: the course (JupyterLab on the student's folder) runs the classroom (Voilà) as one
    # of its sub-commands; both find the shipped notebooks and run their server the same way.
    {"shipped", "local_server"},
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
    allowed_same_layer = {"console": {"text"}, "boards": {"perft"}}.get(module, set())
    assert upward - allowed_same_layer == set()


def test_every_module_has_a_layer():
    modules = {path.stem for path in PACKAGE.glob("*.py")} - {"__init__"}
    modules |= {path.parent.name for path in PACKAGE.glob("*/__init__.py")} - {"exercises"}
    assert modules == set(LAYER_OF)


def test_the_rules_import_nothing_of_the_package():
    assert package_imports(PACKAGE / "rules.py") == set()
