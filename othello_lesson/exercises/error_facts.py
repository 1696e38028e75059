"""What the student's failing line was looking at: its expressions, and the values of the simple ones.

An error's explanation names the index and the length of the list it read past,
the key a dictionary lacks, the divisor that was 0.  ``FailingLine.of(trace)``
finds, for one step of a traceback, the statement that failed, the expression
Python points at (where it says, from Python 3.11 on) and the frame's names.
``value(node)`` then works out an expression's value from those names, reading
only: names, constants, subscripts of lists, tuples, strings and dicts, ``len``
of those, tuples, and ``+ - * / // %`` on numbers.  It never calls anything of the
student's (no attribute, no call of theirs, no operator on an object of theirs),
so reading a value never runs their code again.  What it cannot read is ``UNKNOWN``.

>>> def read(board, r):
...     return board[r + 1][0]
>>> try:
...     read([[1, 2], [3, 4]], 1)
... except IndexError as error:
...     line = FailingLine.of(error.__traceback__.tb_next)
>>> [text(node) for node in line.nodes(ast.Subscript)]  # the one Python points at
['board[r + 1]']
>>> line.value(line.nodes(ast.Subscript)[0].slice), line.value(line.nodes(ast.Subscript)[0].value)
(2, [[1, 2], [3, 4]])
>>> line.value(line.nodes(ast.Subscript)[0]) is UNKNOWN
True
"""

from __future__ import annotations

import ast
import linecache
import operator
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TypeGuard

__all__ = ["UNKNOWN", "FailingLine", "is_plain", "is_sequence", "text"]

UNKNOWN: object = type("Unknown", (), {"__repr__": lambda self: "UNKNOWN"})()
"""What ``FailingLine.value`` gives for an expression it will not (or cannot) read."""

_SEQUENCES = (list, tuple, str)
_NUMBERS = (int, float, bool)


def is_sequence(value: object) -> TypeGuard[list[object] | tuple[object, ...] | str]:
    """Is ``value`` a list, a tuple or a string itself (not a subclass, whose ``len`` may be the student's)?

    >>> is_sequence([1]), is_sequence("ab"), is_sequence({1: 2})
    (True, True, False)
    """
    return type(value) in _SEQUENCES


def _is_number(value: object) -> TypeGuard[int | float]:
    return type(value) in _NUMBERS


_PLAIN = (int, float, bool, str, type(None))
_OPERATORS: dict[type[ast.operator], Callable[[object, object], object]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}


def is_plain(value: object) -> bool:
    """Whether ``value`` is one Python made, with no code of the student's: safe to compare or show.

    >>> is_plain((1, "a", None)), is_plain([[0, 1]]), is_plain(object())
    (True, True, False)
    """
    if type(value) in _PLAIN:
        return True
    if isinstance(value, (list, tuple)) and type(value) in (list, tuple):
        return len(value) <= 1000 and all(is_plain(item) for item in value)
    return False


def text(node: ast.AST) -> str:
    """The expression as the student would write it (``ast.unparse``)."""
    try:
        return ast.unparse(node)
    except Exception:
        return ""


@lru_cache(maxsize=32)
def _tree(filename: str, lines: tuple[str, ...]) -> ast.Module | None:
    try:
        return ast.parse("".join(lines), filename)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _position(trace: types.TracebackType) -> tuple[int, int, int, int] | None:
    """Where the failing instruction is in the source: (line, end line, column, end column), if known."""
    positions = getattr(trace.tb_frame.f_code, "co_positions", None)
    if positions is None or trace.tb_lasti < 0:
        return None  # Python 3.10
    for number, where in enumerate(positions()):
        if number == trace.tb_lasti // 2:
            if None in where:
                return None
            line, end_line, col, end_col = where
            return (int(line), int(end_line), int(col), int(end_col))
    return None


def _spans(node: ast.AST) -> tuple[int, int, int, int] | None:
    line, col = getattr(node, "lineno", None), getattr(node, "col_offset", None)
    end_line, end_col = getattr(node, "end_lineno", None), getattr(node, "end_col_offset", None)
    if line is None or col is None or end_line is None or end_col is None:
        return None
    return (line, end_line, col, end_col)


@dataclass
class FailingLine:
    """The statement of the student's code that failed, the expression Python points at, and the names."""

    statement: ast.stmt | None
    node: ast.AST | None  # the expression (or statement) the failing instruction belongs to, if known
    local: Mapping[str, object] = field(default_factory=dict)
    known: Mapping[str, object] = field(default_factory=dict)  # the frame's globals
    tree: ast.Module | None = None  # the whole source the statement is in (the cell, the file)

    @classmethod
    def of(cls, trace: types.TracebackType) -> FailingLine:
        """The failing statement of one step of a traceback (the student's), with that frame's names."""
        frame = trace.tb_frame
        local, known = dict(frame.f_locals), frame.f_globals
        filename = frame.f_code.co_filename
        tree = _tree(filename, tuple(linecache.getlines(filename, frame.f_globals)))
        if tree is None:
            return cls(None, None, local, known, None)
        line = trace.tb_lineno
        statements = [
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.stmt)
            and node.lineno <= line <= (node.end_lineno or node.lineno)
            and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        ]
        # The innermost statement on that line: the one that starts last (a loop holds its body).
        statement = max(statements, key=lambda node: (node.lineno, node.col_offset), default=None)
        place = _position(trace)
        exact = None
        if place is not None and statement is not None:
            exact = next((node for node in ast.walk(statement) if _spans(node) == place), None)
        return cls(statement, exact, local, known, tree)

    def nodes(self, kind: type[ast.AST] | tuple[type[ast.AST], ...]) -> list[ast.AST]:
        """The nodes of ``kind`` in the expression Python points at (else in the statement), outer first."""
        found: list[ast.AST] = []
        for where in (self.node, self.statement):
            if where is not None:
                found = [node for node in ast.walk(where) if isinstance(node, kind)]
                if found:
                    break
        return sorted(found, key=lambda node: (getattr(node, "lineno", 0), getattr(node, "col_offset", 0)))

    def name(self, name: str) -> object:
        """The value of the name ``name`` in the failing frame, or ``UNKNOWN``."""
        if name in self.local:
            return self.local[name]
        if name in self.known:
            return self.known[name]
        return UNKNOWN

    def value(self, node: ast.AST | None) -> object:
        """A simple expression's value, read without running the student's code; or ``UNKNOWN``."""
        try:
            return self._value(node, 0)
        except Exception:  # an overflow, a recursion too deep: simply unknown
            return UNKNOWN

    def _value(self, node: ast.AST | None, depth: int) -> object:
        if node is None or depth > 30:
            return UNKNOWN
        depth += 1
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return self.name(node.id)
        if isinstance(node, ast.Tuple):
            items = [self._value(item, depth) for item in node.elts]
            return UNKNOWN if any(item is UNKNOWN for item in items) else tuple(items)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            number = self._value(node.operand, depth)
            if _is_number(number):
                return -number if isinstance(node.op, ast.USub) else +number
            return UNKNOWN
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            left, right = self._value(node.left, depth), self._value(node.right, depth)
            if type(left) in _NUMBERS and type(right) in _NUMBERS:
                if isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)) and right == 0:
                    return UNKNOWN
                return _OPERATORS[type(node.op)](left, right)
            return UNKNOWN
        if isinstance(node, ast.Subscript):
            return self._item(self._value(node.value, depth), self._value(node.slice, depth))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len":
            if self.name("len") is not UNKNOWN or len(node.args) != 1 or node.keywords:
                return UNKNOWN  # a len of the student's own
            container = self._value(node.args[0], depth)
            if is_sequence(container) or type(container) is dict:
                return len(container)
            return UNKNOWN
        return UNKNOWN

    @staticmethod
    def _item(container: object, key: object) -> object:
        if is_sequence(container) and (type(key) is int or type(key) is bool):
            size = len(container)
            return container[key] if -size <= key < size else UNKNOWN
        if type(container) is dict and is_plain(key) and all(is_plain(k) for k in container):
            return container.get(key, UNKNOWN)
        return UNKNOWN
