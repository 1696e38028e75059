"""The package's plan: eight wings, each a few words, and imports that flow one way between them.

Every module belongs to exactly one wing.  At module level a module imports
only from its own wing or the wings below it, and no two modules import each
other, whether directly or round a circle.  A function may import a higher
wing when it is called only where ``LAZY_UPWARD`` says so (as
``Game._repr_svg_`` asks the pictures to draw it, the one lazy upward import
python-chess has too).  A name with a leading underscore belongs to its
module, and a module with one (a back room) to its folder.
"""

import ast
import importlib
import re
import types
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "othello_lesson"

# The wings, bottom first: (name, what it is for, its modules).  A folder is named by its folder.
WINGS = [
    (
        "plumbing",
        "where the course's files are, writing them safely, the local servers, the names code reads, "
        "the language spoken, its tables of words and their translations; knows nothing of Othello",
        {"local_server", "shipped", "files", "code_names", "language", "translations", "words"},
    ),
    (
        "rules",
        "the rules and their words, the one referee, other boards, records and variants",
        {
            "rules",
            "rule_words",
            "fast_rules",
            "referee",
            "perft",
            "boards",
            "records",
            "variants",
            "student_rules",
            "gamelog",
        },
    ),
    (
        "players",
        "computer players, search, learning, matches and ratings",
        {"evaluation", "search", "fast_search", "endgame", "players", "learning", "tournament", "ratings"},
    ),
    ("game", "one game: moves, undo, records, players plugged in", {"game"}),
    (
        "pictures",
        "the board as text, as a picture, and as a clickable widget",
        {"text", "palette", "svg", "heat_map", "widget"},
    ),
    ("exercises", "the lessons' checks, and the log of their outcomes", {"exercises"}),
    ("progress", "the student's map of the course, drawn from the log", {"progress"}),
    (
        "teacher",
        "the class tournament, its live page, the class's progress, the classroom page",
        {"teacher", "entrants", "class_tournament", "tournament_view", "class_progress"},
    ),
    (
        "commands",
        "the terminal game, the othello-course command, the lessons given on a JupyterHub, "
        "the site's first page",
        {"console", "course", "hub", "site_words"},
    ),
]
WING_OF = {module: number for number, (_, _, modules) in enumerate(WINGS) for module in modules}
FACES = {"entrants", "class_tournament", "tournament_view", "class_progress"}
"""Modules that moved into ``teacher/``: their old paths stay, one line each, for lessons saved before."""
LAZY_UPWARD = {("game", "svg")}
"""(module, what it imports inside a function) where that is a higher wing: the game draws itself."""


def package_imports(path: Path) -> set[str]:
    """The package modules that a module imports at module level (relative imports).

    A subpackage (a folder) imports what any of its files imports from the package above it.
    """
    if path.with_suffix("").is_dir():
        inside = path.with_suffix("")
        return set().union(*(package_imports_at(file, level=2) for file in inside.rglob("*.py")))
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


def path_of(module: str) -> Path:
    return PACKAGE / module if (PACKAGE / module).is_dir() else PACKAGE / f"{module}.py"


@pytest.mark.parametrize("module", sorted(WING_OF))
def test_a_module_imports_only_from_its_wing_or_below(module):
    imported = package_imports(path_of(module)) - {module}
    assert {name for name in imported if WING_OF.get(name, len(WINGS)) > WING_OF[module]} == set()


def test_every_module_is_in_exactly_one_wing():
    modules = {path.stem for path in PACKAGE.glob("*.py")} - {"__init__"}
    modules |= {path.parent.name for path in PACKAGE.glob("*/__init__.py")}
    assert modules == set(WING_OF)
    assert sum(len(names) for _, _, names in WINGS) == len(WING_OF)


def module_graph() -> dict[str, set[str]]:
    """Every module of the package (files inside folders too), and the modules it imports at module level.

    ``from . import palette`` imports the module ``palette``; ``from .rules import BLACK``, ``rules``.
    """
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        imported = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ImportFrom) and node.level:
                source = imported_from(path, node)
                for alias in node.names:
                    inner = f"{source}.{alias.name}"
                    imported.add(inner if is_package_module(inner) else source)
        graph[module_name(path)] = imported
    return graph


def test_no_modules_import_each_other_round_a_circle():
    graph = {module: imported - {module} for module, imported in module_graph().items()}
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as error:
        pytest.fail(f"an import circle: {' -> '.join(error.args[1])}")


def test_the_circle_check_finds_a_circle():
    with pytest.raises(CycleError):
        tuple(TopologicalSorter({"a": {"b"}, "b": {"c"}, "c": {"a"}}).static_order())


def imports_inside_functions(module: str) -> set[str]:
    """The package modules that ``module`` imports only when one of its functions is called."""
    inside = PACKAGE / module
    files, level = (sorted(inside.rglob("*.py")), 2) if inside.is_dir() else ([PACKAGE / f"{module}.py"], 1)
    found = set()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        at_module_level = set(map(id, tree.body))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == level and id(node) not in at_module_level:
                found.update([node.module.split(".")[0]] if node.module else [a.name for a in node.names])
    return found


def test_only_the_named_functions_import_a_higher_wing_when_called():
    upward = {
        (module, name)
        for module in WING_OF
        for name in imports_inside_functions(module)
        if WING_OF.get(name, -1) > WING_OF[module]
    }
    assert upward == LAZY_UPWARD


def test_the_rules_import_nothing_of_the_package():
    assert package_imports(PACKAGE / "rules.py") == set()


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_moved_modules_old_path_only_hands_on_the_new_one(face):
    tree = ast.parse((PACKAGE / f"{face}.py").read_text(encoding="utf-8"))
    imports = [node for node in tree.body if isinstance(node, ast.ImportFrom)]
    assert [node.module for node in imports] == [f"teacher.{face}"] * 2
    assert len(tree.body) == len(imports) + 1  # and its docstring
    old = __import__(f"othello_lesson.{face}", fromlist=["__all__"])
    new = __import__(f"othello_lesson.teacher.{face}", fromlist=["__all__"])
    assert old.__all__ == new.__all__ and all(
        getattr(old, name) is getattr(new, name) for name in new.__all__
    )


def test_a_back_room_is_imported_only_from_its_own_folder():
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                target = imported_from(path, node)
                for part in target.split(".")[1:]:
                    if is_private(part):
                        folder = target.rsplit(".", 1)[0]
                        assert module_name(path).rsplit(".", 1)[0] == folder or module_name(path) == folder, (
                            f"{module_name(path)} imports the back room {target}"
                        )


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


def test_the_readmes_map_of_wings_is_the_one_checked_here():
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    lines = re.findall(
        r"^(\d+)\. \*\*([a-z]+)\*\*, (.+?): (`[a-z_/]+`(?:, `[a-z_/]+`)*)$", readme, re.MULTILINE
    )
    assert [(int(number), name, words) for number, name, words, _ in lines] == [
        (number, name, words) for number, (name, words, _) in enumerate(WINGS, start=1)
    ]
    shown = [{name.rstrip("/") for name in re.findall(r"`([a-z_/]+)`", names)} for *_, names in lines]
    assert shown == [modules - FACES for _, _, modules in WINGS]


# --- every public module says what it offers ---------------------------------------------


def public_modules() -> list[str]:
    """Every module of the package with no leading underscore in its name or its folders' names."""
    names = (module_name(path) for path in PACKAGE.rglob("*.py"))
    return sorted(name for name in names if not any(part.startswith("_") for part in name.split(".")))


def all_problems(module: types.ModuleType) -> list[str]:
    """What is wrong with ``module.__all__``: missing, not a list of text, a name twice, a name not there."""
    names = getattr(module, "__all__", None)
    if not isinstance(names, list | tuple) or not all(isinstance(name, str) for name in names):
        return [f"{module.__name__} has no __all__ listing the names it offers"]
    problems = [f"{name} is listed twice" for name in sorted(set(names)) if names.count(name) > 1]
    return problems + [f"{name} is listed but not defined" for name in names if not hasattr(module, name)]


@pytest.mark.parametrize("name", public_modules())
def test_every_public_module_lists_the_names_it_offers_in_all_and_each_exists(name):
    assert all_problems(importlib.import_module(name)) == []


def test_a_missing_all_or_a_name_it_lists_that_is_not_there_is_found():
    module = types.ModuleType("othello_lesson.probe")
    assert all_problems(module) == ["othello_lesson.probe has no __all__ listing the names it offers"]
    module.__all__ = ["play", "play", "gone"]
    module.play = print
    assert all_problems(module) == ["play is listed twice", "gone is listed but not defined"]


def test_the_package_offers_the_names_the_course_teaches():
    """The top ``__all__`` offers every name a lesson imports from ``othello_lesson`` itself."""
    package = importlib.import_module(PACKAGE_NAME)
    taught = set()
    for master in sorted((PACKAGE.parent / "course").glob("*.py")):
        for node in ast.walk(ast.parse(master.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == PACKAGE_NAME:
                taught |= {alias.name for alias in node.names} - set(public_modules_at_the_top())
    assert taught <= set(package.__all__)


def public_modules_at_the_top() -> list[str]:
    return [name.split(".")[1] for name in public_modules() if name.count(".") == 1]
