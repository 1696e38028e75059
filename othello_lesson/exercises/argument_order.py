"""Arguments passed in another order than the ``def`` names them, found in the student's source.

``is_valid_move(board, colour, row, col)`` for ``def is_valid_move(board, row, col,
colour)`` may raise (a colour used as a row) or quietly answer wrong (in lesson 9,
``negamax(board, depth, colour)`` for ``negamax(board, colour, depth)`` swaps two
values the search can both use).  ``swapped_arguments(function)`` reads the
function's source with ``ast`` and, for each call of a function it can name
(the student's own, from the function's module, itself when it recurses, or the
course's, ``rules.place_move``), matches the name of each argument with the
names of the callee's parameters, without regard to capitals (``Colour`` is
``colour``; ``color`` is ``colour``).  An argument named as one parameter but
passed in the place of another is a ``Swap``; its words are the errors table's
``swapped_arguments``.  A check whose probe shows a wrong answer can offer it:

>>> def negamax(board, colour, depth):
...     if depth == 0:
...         return 0
...     return -negamax(board, depth - 1, colour)
>>> swap = swapped_arguments(negamax)
>>> swap.call, swap.argument, swap.parameter
('negamax(board, depth - 1, colour)', 'depth - 1', 'colour')
>>> swap.fixed
'negamax(board, colour, depth - 1)'
>>> print(swap.words())
negamax(board, depth - 1, colour) on line 4 of negamax passes depth - 1 where the def ...
>>> swap.words().id
'errors.swapped_arguments'
>>> def fine(board, colour, depth):
...     return negamax(board, colour, depth - 1)
>>> swapped_arguments(fine) is None
True

A check offers it where its probe shows the answer wrong: ``swap.words()`` is
the hint, and ``swap.fixed`` the call as the def wants it ('' when the other
arguments' names do not say where they go).

The def itself may be the one in another order: an exercise's def whose
parameters come in another order than the exercise's (``def update(weights,
features, prediction, target, rate)``) gets every value in another name, since
the check (and the course) calls it in the exercise's order.
``def_in_another_order(function)`` finds that alone; ``swapped_arguments`` looks
for it first, in the function and in each of the student's functions it calls.

Only positional arguments named after a parameter count (``depth - 1`` is named
``depth``; ``r`` stands for ``row`` when no other parameter left starts with r);
keywords, ``*args``, ``-beta`` and arguments with other names never make a swap,
so a call the student meant is not blamed.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .error_facts import text
from .tracebacks import is_students

__all__ = ["Swap", "callee_of", "def_in_another_order", "swap_in_call", "swapped_arguments"]


@dataclass(frozen=True)
class Swap:
    """One call whose arguments come in another order than its callee's ``def`` names them."""

    call: str  # the call as written, ``is_valid_move(board, colour, r, c)``
    line: int  # its line in the source (the cell's line)
    function: str  # the function the call is written in
    callee: str  # the callee as written, ``is_valid_move`` or ``rules.place_move``
    parameters: str  # the callee's parameters, ``board, row, col, colour``
    argument: str  # the first argument out of its place, as written: ``colour``
    parameter: str  # the parameter it is passed as: ``row``
    fixed: str  # the call with its arguments in the def's order, or '' when that cannot be said
    key: str = "swapped_arguments"  # its words in the errors table (``def_in_another_order``: the def's)

    def words(self) -> str:
        """The errors table's words for this swap (a ``Hint``, id ``errors.swapped_arguments``)."""
        from .errors import ERRORS  # errors explains an error with a Swap: imported when called

        key = self.key if self.fixed else f"{self.key}_plain"
        return ERRORS.say(key, **self.facts())

    def facts(self) -> dict[str, object]:
        """The facts the errors table's words fill in."""
        return {
            "call": self.call,
            "line": self.line,
            "function": self.function,
            "callee": self.callee,
            "parameters": self.parameters,
            "argument": self.argument,
            "parameter": self.parameter,
            "fixed": self.fixed,
        }


def _same_name(name: str) -> str:
    """A name as matched: capitals and the two spellings of colour do not count."""
    return name.lower().replace("colour", "color")


def _argument_name(node: ast.expr) -> str | None:
    """The one name an argument is written with: ``depth`` for ``depth`` or ``depth - 1``.

    ``-beta`` is not ``beta``: alpha-beta passes ``-beta`` as alpha on purpose.
    """
    if isinstance(node, ast.Name):
        return node.id
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.left, ast.Name)
        and isinstance(node.right, ast.Constant)
    ):
        return node.left.id
    return None


def _positional_names(callee: Callable[..., object]) -> list[str] | None:
    """The names of the parameters ``callee`` takes by position, or ``None`` if it takes ``*args``."""
    try:
        parameters = list(inspect.signature(callee).parameters.values())
    except (TypeError, ValueError):
        return None
    names = []
    for parameter in parameters:
        if parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            return None
        if parameter.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD):
            names.append(parameter.name)
    return names


def _is_the_courses_or_students(function: types.FunctionType) -> bool:
    return str(function.__module__).startswith("othello_lesson") or is_students(function.__code__.co_filename)


def swap_in_call(call: ast.Call, callee: object, *, line: int, function: str) -> Swap | None:
    """The ``Swap`` of one call of ``callee`` (a Python function), if its arguments are out of order."""
    if not isinstance(callee, types.FunctionType) or not _is_the_courses_or_students(callee):
        return None
    if is_students(callee.__code__.co_filename) and (ordered := def_order(callee.__code__)) is not None:
        return ordered  # the call follows the exercise, the student's def does not: the def is to change
    if any(isinstance(argument, ast.Starred) for argument in call.args):
        return None
    parameters = _positional_names(callee)
    return None if parameters is None else _swap(call, parameters, line=line, function=function)


def _swap(call: ast.Call, parameters: list[str], *, line: int, function: str) -> Swap | None:
    """The ``Swap`` of a call of a def whose positional parameters are ``parameters``, if any."""
    if len(call.args) > len(parameters) or any(isinstance(argument, ast.Starred) for argument in call.args):
        return None
    wanted = _places(call.args, parameters)
    out_of_place = [number for number, where in enumerate(wanted) if where is not None and where != number]
    if not out_of_place or all(_same_name(parameters[number]) in _WINDOW for number in out_of_place):
        return None
    first = out_of_place[0]
    return Swap(
        call=text(call),
        line=line,
        function=function,
        callee=text(call.func),
        parameters=", ".join(parameters),
        argument=text(call.args[first]),
        parameter=parameters[first],
        fixed=_fixed(call, wanted),
    )


_WINDOW = frozenset({"alpha", "beta"})
"""Negamax's alpha-beta hands the window on turned round (``-beta, -alpha``): never a swap to fix."""

_LONGEST_ABBREVIATION = 2
"""An argument of at most this many letters may stand for the parameter it starts: ``r`` for ``row``."""


def _places(arguments: list[ast.expr], parameters: list[str]) -> list[int | None]:
    """Where the def wants each argument, by its name: the parameter of that name, else, for a name of
    one or two letters, the one parameter left whose name it starts (``r`` for ``row`` once ``colour``
    has its own); ``None``: unknown."""
    place = {_same_name(name): number for number, name in enumerate(parameters)}
    named = [_argument_name(argument) for argument in arguments]
    wanted = [place.get(_same_name(name)) if name is not None else None for name in named]
    # two arguments named after one parameter (``column(size, size - 1)``) say nothing of where either goes
    wanted = [where if where is None or wanted.count(where) == 1 else None for where in wanted]
    left = [number for number in range(len(parameters)) if number not in wanted]
    for number, name in enumerate(named):
        if name is None or wanted[number] is not None or len(name) > _LONGEST_ABBREVIATION:
            continue
        starts = [where for where in left if _same_name(parameters[where]).startswith(_same_name(name))]
        if len(starts) == 1:
            wanted[number] = starts[0]
            left.remove(starts[0])
    return wanted


def _fixed(call: ast.Call, wanted: list[int | None]) -> str:
    """The call with its arguments where the def wants them; an argument of no known name keeps its
    order among the places left.  '' when the places do not make one call."""
    left = iter(sorted(set(range(len(wanted))) - {where for where in wanted if where is not None}))
    places = [where if where is not None else next(left, None) for where in wanted]
    if sorted(place for place in places if place is not None) != list(range(len(wanted))):
        return ""
    ordered = ["" for _ in call.args]
    for argument, place in zip(call.args, places, strict=True):
        if place is not None:
            ordered[place] = text(argument)
    rest = [text(keyword) for keyword in call.keywords]
    return f"{text(call.func)}({', '.join(ordered + rest)})"


def callee_of(call: ast.Call, names: Callable[[str], object]) -> object:
    """The function a call calls, looked up with ``names`` (a name's value, or ``None``): ``f(...)``
    gives ``names('f')``, ``module.f(...)`` the module's ``f`` when ``names('module')`` is a module."""
    func = call.func
    if isinstance(func, ast.Name):
        return names(func.id)
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        module = names(func.value.id)
        if isinstance(module, types.ModuleType):
            return getattr(module, func.attr, None)
    return None


def swapped_arguments(function: Callable[..., object]) -> Swap | None:
    """``function``'s own def, when it takes an exercise's parameters in another order, else the first
    call in its source whose arguments come in another order than its callee's ``def`` (the student's own
    function, ``function`` itself, or the course's); ``None`` if none does."""
    function = inspect.unwrap(function)
    if not isinstance(function, types.FunctionType):
        return None
    if (ordered := def_order(function.__code__)) is not None:
        return ordered
    try:
        source = textwrap.dedent(inspect.getsource(function))
        tree = ast.parse(source)
        first_line = function.__code__.co_firstlineno
    except (OSError, TypeError, SyntaxError, ValueError):
        return None
    known: Mapping[str, object] = function.__globals__

    def names(name: str) -> object:
        return function if name == function.__name__ and name not in known else known.get(name)

    calls = sorted(
        (node for node in ast.walk(tree) if isinstance(node, ast.Call)),
        key=lambda node: (node.lineno, node.col_offset),
    )
    inner = _inner_defs(tree)
    for call in calls:
        line = call.lineno + first_line - 1
        if isinstance(call.func, ast.Name) and call.func.id in inner:
            found = _swap(call, inner[call.func.id], line=line, function=function.__name__)
        else:
            found = swap_in_call(call, callee_of(call, names), line=line, function=function.__name__)
        if found is not None:
            return found
    return None


def _inner_defs(tree: ast.Module) -> dict[str, list[str]]:
    """The functions defined inside the function's own def, by name: their positional parameters."""
    outer = tree.body[0] if tree.body else None
    return {
        node.name: [argument.arg for argument in node.args.posonlyargs + node.args.args]
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node is not outer
        and node.args.vararg is None
    }


_EXERCISES_DONE = ("rules", "search", "learning", "variants")
"""The package's modules whose functions are the course's exercises done, with the exercise's parameters."""


def _exercise_parameters(name: str) -> list[str] | None:
    """The positional parameters of the exercise ``name`` as the course's finished function takes them."""
    import importlib

    from .exercise_numbers import exercise_of

    if exercise_of(name) is None:
        return None
    for module in _EXERCISES_DONE:
        done = getattr(importlib.import_module(f"othello_lesson.{module}"), name, None)
        if isinstance(done, types.FunctionType):
            return _positional_names(done)
    return None


def def_order(code: types.CodeType) -> Swap | None:
    """The ``Swap`` of a def of an exercise (its code) whose parameters come in another order than the
    exercise's: the check calls it in the exercise's order, so each value arrives in another name."""
    mine = list(code.co_varnames[: code.co_argcount])
    theirs = _exercise_parameters(code.co_name)
    if theirs is None or len(theirs) != len(mine):
        return None  # another design of the student's own, not the exercise's function
    same = {_same_name(name) for name in mine} & {_same_name(name) for name in theirs}
    spelt = {_same_name(name): name for name in mine}  # the exercise's order, in the student's names
    ordered = iter([spelt[_same_name(name)] for name in theirs if _same_name(name) in same])
    wanted = [next(ordered) if _same_name(name) in same else name for name in mine]
    out = [number for number, (name, want) in enumerate(zip(mine, wanted, strict=True)) if name != want]
    if not out or all(_same_name(mine[number]) in _WINDOW for number in out):
        return None
    first = out[0]
    return Swap(
        call=f"def {code.co_name}({', '.join(mine)})",
        line=code.co_firstlineno,
        function=code.co_name,
        callee=code.co_name,
        parameters=", ".join(wanted),  # the exercise's order, in the student's own names
        argument=mine[first],
        parameter=wanted[first],
        fixed=f"def {code.co_name}({', '.join(wanted)})",
        key="def_in_another_order",
    )


def def_in_another_order(function: Callable[..., object]) -> Swap | None:
    """The ``Swap`` of an exercise's def whose parameters come in another order than the exercise's.

    >>> def update(weights, features, prediction, target, rate):
    ...     error = target - prediction
    ...     return {name: weights[name] + rate * error * features[name] for name in weights}
    >>> print(def_in_another_order(update).words())
    Your def update(weights, features, prediction, target, rate) (line 1) takes its parameters in another ...
    >>> def_in_another_order(update).fixed
    'def update(weights, features, target, prediction, rate)'
    """
    function = inspect.unwrap(function)
    code = getattr(function, "__code__", None)
    return def_order(code) if isinstance(code, types.CodeType) else None
