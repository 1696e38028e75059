"""What an error in the student's code means, told from the error itself, and where it happened.

``where_and_hint(error)`` gives the student's line that raised it (in their deepest
function: a helper of theirs that the function checked calls is named, with the
line that called it) and an explanation of that error, said from the table
``ERRORS`` (its id is ``errors.<key>``) with the facts of the case filled in: the
name involved, the index and the length of the list read past, the key missing,
the function called with too few arguments...  The facts are read from the
failing frame without running the student's code again (see ``error_facts``).
An error the student raised on purpose (a ``raise`` line of theirs) needs no
explanation.  Every check explains errors here; a check's own hint follows.

>>> def first(row):
...     return row[len(row)]
>>> try:
...     first([1, 2])
... except IndexError as error:
...     where, hint = where_and_hint(error)
>>> print(where)
line 2 of the cell that defines first:
    return row[len(row)]
>>> print(hint)
IndexError on line 2 of first: row[len(row)] asks for item 2 of row (len(row) is 2), but row has 2 items, ...
>>> hint.id
'errors.index_past_end'
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import difflib
import inspect
import re
import textwrap
import types

from .. import rules
from .argument_order import Swap, callee_of, def_order, swap_in_call
from .error_facts import UNKNOWN, FailingLine, is_plain, is_sequence, text
from .exercise_numbers import exercise_of
from .hints import Hint, Hints, hint_id
from .tracebacks import (
    caller_step,
    error_text,
    function_named,
    is_students,
    line_of,
    plain_name,
    students_frame,
    students_steps,
)

__all__ = ["ERRORS", "ERROR_PARTS", "explain", "is_own_slip", "where_and_hint"]

_AT = "on line {line} of {function}"

ERRORS = Hints(
    "errors",
    {
        # UnboundLocalError
        "unbound_local": (
            "UnboundLocalError " + _AT + ": {name} is used before it is given a value. Give it one first, "
            "before this line (and before any loop that uses it): for example {example}."
        ),
        "unbound_local_skipped": (
            "UnboundLocalError " + _AT + ": {name} is used, but on this case the line that gives it a value "
            "(line {assigned}) did not run: it sits in an if or a loop that was skipped. Give {name} a "
            "value before that if or loop too."
        ),
        "unbound_local_outside": (
            "UnboundLocalError " + _AT + ": {name} is used before {function} gives it a value. {function} "
            "also assigns {name} (line {assigned}), so Python takes {name} to be {function}'s own variable, "
            "not the {name} made outside it: give it a value inside {function} first, or pass it in."
        ),
        # NameError
        "name_misspelt": (
            "NameError " + _AT + ": Python knows no name {name}: did you mean {close}? A name must be "
            "written exactly as where it was made, capitals included."
        ),
        "name_from_rules": (
            "NameError " + _AT + ": Python knows no name {name} here. {name} comes from the rules: add "
            "`from othello_lesson.rules import {name}` to the first code cell and run it, then run "
            "this check again."
        ),
        "name_case": (
            "NameError " + _AT + ": Python knows no name {name}: did you mean {close}, {close_is}? Python "
            "tells capitals apart, so {name} and {close} are two different names."
        ),
        "name_case_not_other": (
            "NameError " + _AT + ": Python knows no name {name}: did you mean {close}, {close_is}? Python "
            "tells capitals apart, so {name}, {close} and {other} are three different names: {other} is "
            "{other_is}, not a constant, and a name written with a capital first is a constant's."
        ),
        "name_case_from_rules": (
            "NameError " + _AT + ": Python knows no name {name}: did you mean {close}, a constant of the "
            "rules? Python tells capitals apart, so {name} and {close} are two different names. {close} "
            "comes from the rules: add `from othello_lesson.rules import {close}` to the first code cell "
            "and run it, then run this check again."
        ),
        "name_unknown": (
            "NameError " + _AT + ": Python knows no name {name}: write it exactly as where it was made, "
            "and run the cell that makes it before this one."
        ),
        # IndexError
        "index_past_end": (
            "IndexError " + _AT + ": {expression} asks for item {index} of {container}{index_is}, but "
            "{container} has {length} items, numbered 0 to {last}: the index is past the end. Check "
            "each index before you use it."
        ),
        "index_before_start": (
            "IndexError " + _AT + ": {expression} asks for item {index} of {container}{index_is}. A "
            "negative index counts from the end, and {container} has only {length} items, so {index} "
            "is before the first one. Check each index before you use it."
        ),
        "index_of_empty": (
            "IndexError " + _AT + ": {expression} asks for item {index} of {container}{index_is}, but "
            "{container} is empty: it has no items at all."
        ),
        "index_letters": (
            "IndexError " + _AT + ": the letters {letters} stop at {last_letter}, but a board may have "
            "up to 26 columns: write out all the letters, 'abcdefghijklmnopqrstuvwxyz'."
        ),
        "index_fixed_size": (  # no longer said (index_fixed_number names the place): kept for the logs
            "IndexError " + _AT + ": {read}The code writes {numbers} where the size of the board belongs: "
            "a board can be any size, so work it out with len(board) (or from the size you are given, "
            "e.g. size // 2)."
        ),
        "index_fixed_number": (
            "IndexError " + _AT + ": {read}{written}, on line {at} of {holder}, writes {numbers} where the "
            "size of the board belongs, but this board is {size}x{size}: a board can be any size, so work "
            "it out with len(board) (or from the size you are given, e.g. size // 2)."
        ),
        "index_pop_empty": (
            "IndexError " + _AT + ": {expression} takes an item from a list that is already empty."
        ),
        "index_general": (
            "IndexError " + _AT + ": an index is past the end of a list (or a string) read on this line: "
            "a row or column number was not on the board. Check each index before you use it."
        ),
        # KeyError
        "key_missing": (
            "KeyError " + _AT + ": {expression} asks {container} for the key {key}, which it does not "
            "have{keys}. Give it that key first, or ask `{key} in {container}` before you read it."
        ),
        "key_missing_plain": (
            "KeyError " + _AT + ": a dictionary was asked for the key {key}, which it does not have. "
            "Give it that key first, or ask `key in dictionary` before you read it."
        ),
        # TypeError
        "float_index": (
            "TypeError " + _AT + ": {division}, and a float cannot number the items of a list or the "
            "steps of a range. / always gives a float (8 / 2 is 4.0): use //, which gives a whole "
            "number (8 // 2 is 4)."
        ),
        "none_no_return": (
            "TypeError " + _AT + ": {culprit} is None, so it cannot be {used}. {callee} has no return, "
            "and a function that ends without return gives back None: end {callee} with return and "
            "what it works out."
        ),
        "none_some_path": (
            "TypeError " + _AT + ": {culprit} is None, so it cannot be {used}. On this case {callee} "
            "ended without reaching a return (a function that does gives back None): make every way "
            "through {callee} end with return."
        ),
        "none_value": (
            "TypeError " + _AT + ": {culprit} is None, so it cannot be {used}. A function that ends "
            "without return gives back None: does the function that gave {culprit} its value end "
            "with return?"
        ),
        "none_plain": (
            "TypeError " + _AT + ": a value on this line is None, so it cannot be {used}. A function "
            "that ends without return gives back None: does every function whose answer this line "
            "uses end with return?"
        ),
        "arguments_missing": (
            "TypeError " + _AT + ": {callee} is called with {given}, but it takes {takes}: "
            "{callee}({parameters}). This call leaves out {missing}."
        ),
        "arguments_too_many": (
            "TypeError " + _AT + ": {callee} is called with {given}, but it takes {takes}: "
            "{callee}({parameters})."
        ),
        "arguments_keyword": (
            "TypeError " + _AT + ": {callee} has no parameter named {keyword}: it takes "
            "{callee}({parameters})."
        ),
        "arguments_plain": (
            "TypeError " + _AT + ": {callee} is called with the wrong arguments ({message}). Give it "
            "exactly the arguments its def names, in that order."
        ),
        "not_iterable": (
            "TypeError " + _AT + ": {expression} is {a_type}{shown}, and {a_type} cannot be looped "
            "over.{advice}"
        ),
        "not_subscriptable": (
            "TypeError " + _AT + ": {expression} is {a_type}{shown}, which has no items to read with [...]."
        ),
        "not_callable": (
            "TypeError " + _AT + ": {callee} is {a_type}, not a function, so {callee}(...) cannot call "
            "it. (Was a variable given the name of a function? Did you mean {callee}[...]?)"
        ),
        "text_and_number": (
            "TypeError " + _AT + ": {text} is a string and {number} is {a_type}, and + cannot add text "
            "and a number. Turn the number into text first: str({number})."
        ),
        "type_other": (
            "TypeError " + _AT + ": a value of the wrong type was used ({message}). Look at what each "
            "name on this line holds on this case."
        ),
        # AttributeError
        "attribute_none": (
            "AttributeError " + _AT + ": {expression} is None, so it has no {attribute}. A function "
            "that ends without return gives back None: does the function that gave {expression} its "
            "value end with return?"
        ),
        "attribute_deepcopy": (
            "AttributeError " + _AT + ": {expression} is {a_type}, which has no method {attribute}: "
            "deepcopy is a function of the copy module. Write copy.deepcopy(board) (after "
            "`import copy`), or build new rows: [row[:] for row in board]."
        ),
        "attribute_tuple": (
            "AttributeError " + _AT + ": {expression} is a tuple, and a tuple never changes, so it has "
            "no {attribute}. Make it a list (with [...] or list(...)) if it must change."
        ),
        "attribute_misspelt": (
            "AttributeError " + _AT + ": {expression} is {a_type}, which has no attribute {attribute}: "
            "did you mean {close}?"
        ),
        "attribute_other": (
            "AttributeError " + _AT + ": {expression} is {a_type}, which has no attribute {attribute}. "
            "Check its spelling, and what {expression} holds on this case."
        ),
        # AssertionError
        "assertion": (
            "AssertionError " + _AT + ": your own assert found {test} False on this case{values}.{said} "
            "Either the code before it made a wrong value, or the condition is not what you meant."
        ),
        "assertion_plain": (
            "AssertionError " + _AT + ": an assert found its condition False on this case.{said}"
        ),
        # ZeroDivisionError
        "zero_division": (
            "ZeroDivisionError " + _AT + ": {expression} divides by {divisor}, which is 0 on this case, "
            "and nothing can be divided by 0. Check that {divisor} is not 0 before you divide."
        ),
        "zero_division_written": (
            "ZeroDivisionError " + _AT + ": {expression} divides by 0, and nothing can be divided by 0."
        ),
        "zero_division_plain": (
            "ZeroDivisionError " + _AT + ": a number is divided by 0, and nothing can be. Check that "
            "the number you divide by is not 0 before you divide."
        ),
        # RecursionError
        "recursion": (
            "RecursionError " + _AT + ": {function} calls itself again and again and never stops. A "
            "function that calls itself needs a case where it answers without calling itself, and "
            "each call must come closer to that case."
        ),
        # ValueError
        "unpack_too_many": (
            "ValueError " + _AT + ": {targets} takes {expected} values, but {value} holds {got}{shown}. "
            "Write one name for each value it holds."
        ),
        "unpack_not_enough": (
            "ValueError " + _AT + ": {targets} takes {expected} values, but {value} holds only "
            "{got}{shown}. Write one name for each value it holds."
        ),
        "unpack_each": (
            "ValueError " + _AT + ": each item of {value} is unpacked into {targets}, {expected} "
            "names, but an item holds {got}. Write one name for each value an item holds."
        ),
        "not_in_list": (
            "ValueError " + _AT + ": {expression} looks for a value the list does not hold. Ask "
            "`value in the_list` first."
        ),
        "not_a_number": (
            "ValueError " + _AT + ": int(...) was given text that is not a whole number ({message})."
        ),
        "value_other": (
            "ValueError " + _AT + ": a value of the right type, but not one this line can use ({message})."
        ),
        # Arguments in another order than the def names them (``argument_order``)
        "swapped_arguments": (
            "{call} on line {line} of {function} passes {argument} where the def {callee}({parameters}) "
            "takes {parameter}: the arguments come in another order than the def names them. Pass them "
            "in the def's order: {fixed}."
        ),
        "swapped_arguments_plain": (
            "{call} on line {line} of {function} passes {argument} where the def {callee}({parameters}) "
            "takes {parameter}: the arguments come in another order than the def names them. Pass each "
            "one where the def names it."
        ),
        "error_from_swap": (
            "{error} " + _AT + ": {call}, on line {call_line} of {caller}, passes {argument} where the def "
            "{callee}({parameters}) takes {parameter}: the arguments come in another order than the def "
            "names them. Pass them in the def's order: {fixed}."
        ),
        "error_from_swap_plain": (
            "{error} " + _AT + ": {call}, on line {call_line} of {caller}, passes {argument} where the def "
            "{callee}({parameters}) takes {parameter}: the arguments come in another order than the def "
            "names them. Pass each one where the def names it."
        ),
        "def_in_another_order": (
            "Your {call} (line {line}) takes its parameters in another order than the exercise's "
            "{function}({parameters}), and it is called in that order: what is passed as {parameter} arrives "
            "in your {argument}."
        ),
        "error_from_def_order": (
            "{error} " + _AT + ": your {call} (line {call_line}) takes its parameters in another order "
            "than the exercise's {callee}({parameters}), and it is called in that order: what is passed as "
            "{parameter} arrives in your {argument}."
        ),
        # An error raised inside a helper the student wrote
        "in_earlier_exercise": (
            "The error is in your {helper}, {exercise}, called from {checked} at line {line}."
        ),
        "helper_is_right": (
            "Your {helper} is right on what this case asks of it, so the error comes from what "
            "{checked} hands it: look at line {line} of {checked}."
        ),
    },
)


ERROR_PARTS = Hints(
    "errors_parts",
    {
        "the_number": "the number {number}",
        "the_named_number": "{name}, which is {number},",
        "the_numbers": "the numbers {numbers}",
        "exercise": "exercise {number}",
        "lesson_exercise": "lesson {lesson}'s exercise {number}",
        "is_constant": "a constant of the rules",
        "is_notebook_constant": "a constant of your notebook",
        "is_parameter": "a parameter of {function}",
        "is_variable": "a variable of {function}",
        "is_notebook": "a name your notebook made",
        "is_builtin": "one of Python's own names",
        "where": "line {line} of the cell that defines {function}",
        "called_from": "called from line {line} of the cell that defines {function}",
        "index_is": " ({written} is {index})",
        "read_past": (
            "{expression} asks for item {index} of {container}{index_is}, "
            "but {container} has {length} items. "
        ),
        "keys_are": ": its keys are {keys}",
        "no_keys": ": it is empty",
        "unpacked": "unpacked into names",
        "looped": "looped over",
        "read": "read with [...]",
        "given_item": "given an item with [...] =",
        "measured": "measured with len()",
        "in_arithmetic": "used in arithmetic",
        "compared": "compared",
        "added": "added",
        "used_here": "used here",
        "what_it_gave": "what {call} gave back",
        "float_named": "{name} is {value}, a float",
        "float_division": "a division with / gives a float",
        "a_whole_number": "a whole number",
        "a_float": "a float",
        "a_string": "a string",
        "true_or_false": "True or False",
        "a_kind": "a {kind}",
        "an_kind": "an {kind}",
        "module": "module {name}",
        "loop_advice": " To loop over the numbers 0, 1, ... up to it, write range({expression}).",
        "its_message": " Its message: {message}",
        "the_value": "the value",
        "the_names": "the names",
        "this_line": "this line",
        "one_argument": "1 argument",
        "arguments": "{count} arguments",
        "and": " and ",
        "more": "more",
        "fewer": "fewer",
    },
)
"""Parts of sentences the explanations fill in (``errors_parts.the_number``): words a translation carries."""


def where_and_hint(error: BaseException | None) -> tuple[str, str]:
    """Where in the student's cell ``error`` happened, and what the error means (a ``Hint``, or '').

    An error raised in another function of the student's, called by the one checked,
    is placed in that function, and the line of the one checked that called it follows.
    """
    if error is None:
        return "", ""
    trace = students_frame(error)
    if trace is None:
        return "", ""
    line = line_of(trace)
    where: str = ERROR_PARTS.say("where", line=trace.tb_lineno, function=function_named(error, trace))
    if line:
        where += f":\n    {line}"
    caller = caller_step(error)
    if caller is not None:
        where += "\n" + ERROR_PARTS.say(
            "called_from", line=caller.tb_lineno, function=plain_name(error, caller)
        )
        if called := line_of(caller):
            where += f":\n    {called}"
    try:
        hint = explain(error, trace)
    except Exception:  # an explanation that cannot be worked out leaves the report as it was
        hint = ""
    if hint and caller is not None and hint_id(hint) not in _NAMES_ITS_PLACE:
        with contextlib.suppress(Exception):
            hint = _placed(hint, plain_name(error, trace), plain_name(error, caller), caller.tb_lineno)
    return where, hint


_NAMES_ITS_PLACE = frozenset(
    {
        "errors.error_from_swap",
        "errors.error_from_swap_plain",
        "errors.error_from_def_order",
        "errors.index_fixed_number",
    }
)
"""Explanations that name the line their cause is on, which may be the caller's: nothing to add."""


def _placed(hint: Hint | str, helper: str, checked: str, line: int) -> Hint | str:
    """The explanation, then where the error is when it is raised in an earlier exercise's function."""
    own, outer = exercise_of(helper), exercise_of(checked)
    if own is None or (outer is not None and own >= outer):
        return hint
    lesson, number = own
    if outer is not None and outer[0] == lesson:
        exercise = ERROR_PARTS.say("exercise", number=number)
    else:
        exercise = ERROR_PARTS.say("lesson_exercise", lesson=lesson, number=number)
    place = ERRORS.say("in_earlier_exercise", helper=helper, exercise=exercise, checked=checked, line=line)
    return Hint(f"{hint} {place}", hint_id(hint) or place.id)


_ARGUMENTS = re.compile(r"[\w.<>]+\(\) (missing \d+ required|takes \d+|takes from|got an unexpected keyword)")


def is_own_slip(error: BaseException) -> bool:
    """Whether ``error`` is a slip of the line that raised it, whatever values it was given: a name
    misspelt or used before it has a value, a function called with the wrong number of arguments.

    Such an error is never caused by an earlier exercise giving a wrong answer.
    """
    return isinstance(error, NameError) or (
        isinstance(error, TypeError) and bool(_ARGUMENTS.match(error_text(error)))
    )


# --- each error, explained from itself ---------------------------------------------------------


def explain(error: BaseException, trace: types.TracebackType) -> Hint | str:
    """What ``error`` means, told from the error, the student's line (``trace``) and its values; '' if
    it is not one of the errors explained here, or the student raised it on purpose."""
    line = line_of(trace)
    if re.match(r"raise\b", line) and not isinstance(error, AssertionError):
        return ""  # the student's own error, raised on purpose: its message says what it means
    facts = {"line": trace.tb_lineno, "function": function_named(error, trace)}
    failing = FailingLine.of(trace)
    message = error_text(error)
    if not isinstance(error, NameError) and not is_own_slip(error):
        swap = _swap_behind(error)
        if swap is not None:
            key = "error_from_swap" if swap.fixed else "error_from_swap_plain"
            if swap.key == "def_in_another_order":
                key = "error_from_def_order"
            said = swap.facts()
            said.update(call_line=said.pop("line"), caller=said.pop("function"))
            return ERRORS.say(key, error=type(error).__name__, **said, **facts)
    for kind, explainer in _EXPLAINERS:
        if isinstance(error, kind):
            return explainer(error, message, failing, facts)
    return ""


def _header(statement: ast.stmt) -> list[ast.AST]:
    """The parts of a statement that run on its own line: an if's or a loop's test, not its body."""
    if isinstance(statement, (ast.If, ast.While)):
        return [statement.test]
    if isinstance(statement, (ast.For, ast.AsyncFor)):
        return [statement.iter]
    if isinstance(statement, (ast.With, ast.AsyncWith)):
        return [item.context_expr for item in statement.items]
    if isinstance(statement, ast.Try):
        return []
    return [statement]


def _calls_of(statement: ast.stmt | None) -> list[ast.Call]:
    if statement is None:
        return []
    found = [node for part in _header(statement) for node in ast.walk(part) if isinstance(node, ast.Call)]
    return sorted(found, key=lambda node: (node.lineno, node.col_offset))


def _swap_behind(error: BaseException) -> Swap | None:
    """The def of the function checked, when it takes the exercise's parameters in another order; else a
    call on a line of the student's traceback (the deepest first) whose arguments come in another order
    than its callee's def names them."""
    steps = students_steps(error)
    if steps and (ordered := def_order(steps[0].tb_frame.f_code)) is not None:
        return ordered  # the function checked takes the exercise's arguments in another order
    for step in reversed(steps):
        failing = FailingLine.of(step)

        def names(name: str, failing: FailingLine = failing) -> object:
            value = failing.name(name)
            return None if value is UNKNOWN else value

        for call in _calls_of(failing.statement):
            swap = swap_in_call(
                call, callee_of(call, names), line=call.lineno, function=plain_name(error, step)
            )
            if swap is not None:
                return swap
    return None


def _unbound(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    match = re.search(r"variable '(\w+)'", message)
    name = match[1] if match else (getattr(error, "name", None) or "a name")
    assigned = sorted(_assigned_lines(failing, name) - {failing_line(facts)})
    if name in failing.known:
        where = assigned[0] if assigned else failing_line(facts)
        return ERRORS.say("unbound_local_outside", name=name, assigned=where, **facts)
    before = [number for number in assigned if number < failing_line(facts)]
    if before:
        return ERRORS.say("unbound_local_skipped", name=name, assigned=before[-1], **facts)
    return ERRORS.say("unbound_local", name=name, example=_first_value(failing, name), **facts)


def failing_line(facts: dict[str, object]) -> int:
    line = facts["line"]
    return line if isinstance(line, int) else 0


def _assigned_lines(failing: FailingLine, name: str) -> set[int]:
    """The lines of the failing function that give ``name`` a value."""
    function = _function_node(failing)
    if function is None:
        return set()
    return {
        node.lineno
        for node in ast.walk(function)
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store)
    }


def _function_node(failing: FailingLine) -> ast.AST | None:
    """The function (or lambda) of the source whose body holds the failing statement."""
    statement = failing.statement
    tree = failing.tree
    if statement is None or tree is None:
        return None
    holders = [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and any(inner is statement for inner in ast.walk(node))
    ]
    return max(holders, key=lambda node: node.lineno, default=None)


def _first_value(failing: FailingLine, name: str) -> str:
    statement = failing.statement
    if isinstance(statement, ast.AugAssign) and isinstance(statement.value, ast.List):
        return f"{name} = []"
    value = statement.value if isinstance(statement, ast.AugAssign) else None
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return f'{name} = ""'
    return f"{name} = 0" if isinstance(statement, ast.AugAssign) else f"{name} = ..."


_RULES_NAMES = frozenset(name for name in vars(rules) if not name.startswith("_"))


def _name(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    missing = getattr(error, "name", None) or ""
    if not missing:
        match = re.search(r"name '(\w+)'", message)
        missing = match[1] if match else ""
    known = set(dir(builtins)) | set(failing.local) | set(failing.known)
    close = difflib.get_close_matches(
        missing, sorted(n for n in known if not n.startswith("__")), n=1, cutoff=0.7
    )
    if (
        missing in _RULES_NAMES and missing.isupper()
    ):  # BLACK, EMPTY, DIRECTIONS: the lesson did not import it
        return ERRORS.say("name_from_rules", name=missing, **facts)
    same = sorted(name for name in known if name.lower() == missing.lower() and not name.startswith("__"))
    constant = missing.upper()
    from_rules = constant != missing and constant in _RULES_NAMES and constant not in known
    if from_rules and (missing[:1].isupper() or not same):  # Black, never the variable black
        return ERRORS.say("name_case_from_rules", name=missing, close=constant, **facts)
    if same:
        return _other_capitals(missing, same, failing, facts)
    if close:
        return ERRORS.say("name_misspelt", name=missing, close=close[0], **facts)
    return ERRORS.say("name_unknown", name=missing, **facts)


def _is_constant(name: str, failing: FailingLine) -> bool:
    return name.isupper() and name not in failing.local and name in failing.known


def _other_capitals(missing: str, same: list[str], failing: FailingLine, facts: dict[str, object]) -> Hint:
    """``Black`` for ``BLACK`` or ``black``: the name meant, told apart from another with other capitals.

    A name written with a capital first is a constant's (``BLACK``), never a parameter's or a variable's;
    a name in small letters is a variable's or a parameter's first, else a constant's.
    """
    constants = [name for name in same if _is_constant(name, failing)]
    others = [name for name in same if name not in constants]
    ranked = constants + others if missing[:1].isupper() else others + constants
    close, rest = ranked[0], ranked[1:]
    if rest and close in constants and missing[:1].isupper():
        other = rest[0]
        return ERRORS.say(
            "name_case_not_other",
            name=missing,
            close=close,
            close_is=_what_name(close, failing, facts),
            other=other,
            other_is=_what_name(other, failing, facts),
            **facts,
        )
    return ERRORS.say(
        "name_case", name=missing, close=close, close_is=_what_name(close, failing, facts), **facts
    )


def _what_name(name: str, failing: FailingLine, facts: dict[str, object]) -> str:
    """What ``name`` is, in a few words: a constant of the rules, a parameter of the function..."""
    function = str(facts.get("function", ""))
    if name in failing.local:
        parameters = _parameters(failing)
        key = "is_parameter" if name in parameters else "is_variable"
        return ERROR_PARTS.say(key, name=name, function=function)
    if _is_constant(name, failing):
        key = "is_constant" if name in _RULES_NAMES else "is_notebook_constant"
        return ERROR_PARTS.say(key, name=name)
    if name in failing.known:
        return ERROR_PARTS.say("is_notebook", name=name)
    return ERROR_PARTS.say("is_builtin", name=name)


def _parameters(failing: FailingLine) -> set[str]:
    function = _function_node(failing)
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return set()
    arguments = function.args
    every = arguments.posonlyargs + arguments.args + arguments.kwonlyargs
    every += [one for one in (arguments.vararg, arguments.kwarg) if one is not None]
    return {argument.arg for argument in every}


_LETTERS = re.compile(r"[\"']([a-zA-Z]{2,25})[\"']")


def _index(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    source = _source_of(failing)
    letters = [
        text for text in _LETTERS.findall(source) if "abcdefghijklmnopqrstuvwxyz".startswith(text.lower())
    ]
    if letters:
        return ERRORS.say(
            "index_letters", letters=repr(letters[0]), last_letter=repr(letters[0][-1]), **facts
        )
    read = _read_past(failing)
    fixed = _fixed_size(error, read, failing)
    if fixed is not None:
        sentence = ""
        if read is not None:
            sentence = ERROR_PARTS.say("read_past", **read)
        return ERRORS.say("index_fixed_number", read=sentence, **fixed, **facts)
    if read is not None:
        key = "index_past_end"
        if read["length"] == 0:
            key = "index_of_empty"
        elif isinstance(read["index"], int) and read["index"] < 0:
            key = "index_before_start"
        return ERRORS.say(key, **read, **facts)
    if "pop from empty" in message:
        calls = [
            node for node in failing.nodes(ast.Call) if text(node).endswith(".pop()") or ".pop(" in text(node)
        ]
        if calls:
            return ERRORS.say("index_pop_empty", expression=text(calls[0]), **facts)
    return ERRORS.say("index_general", **facts)


def _fixed_size(
    error: BaseException, read: dict[str, object] | None, failing: FailingLine
) -> dict[str, object] | None:
    """A number larger than the board (an 8 on a 4x4 board, ``range(8)``) written in the line that
    raised, or in a loop around it, or in a line of the student's that called it: where, and what."""
    size = _length(read) if read is not None else _board_size(failing)
    if not size:
        return None
    for step in reversed(students_steps(error)):
        here = FailingLine.of(step)
        for region in _line_and_loops(here):
            written_here = _written_numbers(region) + _named_numbers(region, here)
            indices = {id(node.slice) for node in ast.walk(region) if isinstance(node, ast.Subscript)}
            too_big = [
                node
                for node, value in written_here
                if value > size or (value == size and id(node) in indices)
            ]
            if too_big:
                written = _around(too_big[0], region)
                values = sorted({value for _, value in written_here})
                named = [node for node in too_big if isinstance(node, ast.Name)]
                said = (
                    ERROR_PARTS.say("the_named_number", name=named[0].id, number=_value_of(named[0], here))
                    if named and len(values) == 1
                    else ERROR_PARTS.say("the_number", number=values[0])
                    if len(values) == 1
                    else ERROR_PARTS.say("the_numbers", numbers=", ".join(str(value) for value in values))
                )
                return {
                    "written": text(written),
                    "at": too_big[0].lineno,
                    "holder": plain_name(error, step),
                    "numbers": said,
                    "size": size,
                }
    return None


def _board_size(failing: FailingLine) -> int:
    """The number of rows of the board the failing frame holds (``board``, else a list of lists), or 0."""
    values = [failing.local.get("board"), *failing.local.values()]
    values += [_board_of(value) for value in failing.local.values()]  # a class's self.board
    for value in values:
        if type(value) is list and value and all(type(row) is list for row in value):
            return len(value)
    return 0


def _board_of(value: object) -> object:
    """``value.board`` (a class of the student's that holds its board), or ``None``."""
    try:
        return getattr(value, "board", None)
    except Exception:  # a property of the student's that raises
        return None


def _line_and_loops(failing: FailingLine) -> list[ast.AST]:
    """The failing statement's own line, then the head of each loop around it whose names the line
    uses (``for r in range(8)`` around ``board[r][c]``, not ``for game in range(10)``), innermost first."""
    statement = failing.statement
    if statement is None:
        return []
    regions: list[ast.AST] = list(_header(statement))
    function = _function_node(failing)
    if function is None:
        return regions
    used = {name.id for region in regions for name in ast.walk(region) if isinstance(name, ast.Name)}
    loops = [
        node
        for node in ast.walk(function)
        if isinstance(node, (ast.For, ast.AsyncFor, ast.While))
        and node is not statement
        and any(inner is statement for inner in ast.walk(node))
    ]
    for loop in sorted(loops, key=lambda node: node.lineno, reverse=True):
        names = loop.test if isinstance(loop, ast.While) else loop.target
        if used & {name.id for name in ast.walk(names) if isinstance(name, ast.Name)}:
            regions.extend(_header(loop))
    return regions


_DIVIDES = (ast.Div, ast.FloorDiv, ast.Mod, ast.Mult)


def _written_numbers(region: ast.AST) -> list[tuple[ast.Constant, int]]:
    """The whole numbers from 3 to 26 written in ``region``, except a divisor or factor (``size // 2``)."""
    skipped = {
        id(node.right)
        for node in ast.walk(region)
        if isinstance(node, ast.BinOp) and isinstance(node.op, _DIVIDES)
    }
    return [
        (node, node.value)
        for node in ast.walk(region)
        if isinstance(node, ast.Constant)
        and type(node.value) is int
        and 3 <= node.value <= 26
        and id(node) not in skipped
    ]


def _named_numbers(region: ast.AST, failing: FailingLine) -> list[tuple[ast.Name, int]]:
    """The names in ``region`` of whole numbers from 3 to 26 kept in a constant of the student's module
    (``BS = 8`` read as ``range(BS)``): a name in capitals, not a variable of the function."""
    return [
        (node, value)
        for node in ast.walk(region)
        if isinstance(node, ast.Name)
        and node.id.isupper()
        and node.id not in failing.local
        and type(value := failing.known.get(node.id)) is int
        and 3 <= value <= 26
    ]


def _value_of(name: ast.Name, failing: FailingLine) -> object:
    return failing.known.get(name.id)


def _around(number: ast.expr, region: ast.AST) -> ast.AST:
    """The expression the number is written in: ``range(8)``, ``0 <= r < 8``, ``board[7]``, ``(0, 7)``."""
    for node in ast.walk(region):
        if isinstance(node, (ast.Call, ast.Compare, ast.Subscript, ast.BinOp, ast.Tuple, ast.List)) and any(
            child is number for child in ast.iter_child_nodes(node)
        ):
            return node
    return number


def _length(read: dict[str, object]) -> int:
    length = read["length"]
    return length if isinstance(length, int) else 0


def _read_past(failing: FailingLine) -> dict[str, object] | None:
    """The facts of the subscript of the line that reads past the end of a list, if they can be read."""
    for node in failing.nodes(ast.Subscript):
        assert isinstance(node, ast.Subscript)
        container, index = failing.value(node.value), failing.value(node.slice)
        if not is_sequence(container) or type(index) is not int:
            continue
        length = len(container)
        if -length <= index < length:
            continue
        written = text(node.slice)
        index_is = (
            ""
            if isinstance(node.slice, ast.Constant)
            else ERROR_PARTS.say("index_is", written=written, index=index)
        )
        return {
            "expression": text(node),
            "container": text(node.value),
            "index": index,
            "index_is": index_is,
            "length": length,
            "last": length - 1,
        }
    return None


def _source_of(failing: FailingLine) -> str:
    function = _function_node(failing)
    if function is not None:
        return ast.unparse(function)
    return text(failing.statement) if failing.statement is not None else ""


def _shown(value: object, limit: int = 60) -> str:
    """`` (value)`` for a plain value short enough to show; else ''."""
    if value is UNKNOWN or not is_plain(value):
        return ""
    shown = repr(value)
    return f" ({shown})" if len(shown) <= limit else ""


def _key(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    key = error.args[0] if error.args else UNKNOWN
    key_text = repr(key) if is_plain(key) else message
    for node in failing.nodes(ast.Subscript):
        assert isinstance(node, ast.Subscript)
        container = failing.value(node.value)
        if type(container) is not dict or not is_plain(key) or not all(is_plain(k) for k in container):
            continue
        if key in container:
            continue
        known = sorted((repr(k) for k in container), key=len)
        keys = ""
        if known:
            keys = ERROR_PARTS.say(
                "keys_are", keys=", ".join(known[:8]) + (", ..." if len(known) > 8 else "")
            )
        else:
            keys = ERROR_PARTS["no_keys"]
        return ERRORS.say(
            "key_missing", expression=text(node), container=text(node.value), key=key_text, keys=keys, **facts
        )
    return ERRORS.say("key_missing_plain", key=key_text, **facts)


_USED = (  # the words of ERROR_PARTS for what a value was used for, by a part of Python's message
    ("unpack", "unpacked"),
    ("iterable", "looped"),
    ("subscriptable", "read"),
    ("item assignment", "given_item"),
    ("len()", "measured"),
    ("operand", "in_arithmetic"),
    ("not supported between", "compared"),
    ("concatenate", "added"),
)


def _type(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    if "float" in message and ("indices" in message or "integer" in message):
        return ERRORS.say("float_index", division=_float_made(failing), **facts)
    if "NoneType" in message:
        return _none(message, failing, facts)
    arguments = re.match(
        r"([\w.<>]+)\(\) (missing|takes|got an unexpected keyword argument '(\w+)')", message
    )
    if arguments:
        return _arguments(arguments[1], message, arguments[3], failing, facts)
    if "concatenate str" in message or re.search(r"for \+: '(int|float)' and 'str'", message):
        mixed = _text_and_number(failing)
        if mixed is not None:
            return ERRORS.say("text_and_number", **mixed, **facts)
    kind = re.match(r"'(\w+)' object is not (iterable|subscriptable|callable)", message)
    if kind:
        return _wrong_kind(kind[1], kind[2], failing, facts)
    return ERRORS.say("type_other", message=message, **facts)


def _text_and_number(failing: FailingLine) -> dict[str, object] | None:
    """The two sides of a ``+`` of the line, one a string and the other a number, as written."""
    for node in failing.nodes(ast.BinOp):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)):
            continue
        left, right = failing.value(node.left), failing.value(node.right)
        for text_side, number_side, number in ((node.left, node.right, right), (node.right, node.left, left)):
            value = failing.value(text_side)
            if type(value) is str and type(number) in (int, float):
                return {
                    "text": text(text_side),
                    "number": text(number_side),
                    "a_type": _a(type(number).__name__),
                }
    return None


def _float_made(failing: FailingLine) -> str:
    """Words for the float the line used as a whole number: the division, or the name that holds it."""
    for kind in (ast.BinOp, ast.Name):
        for node in failing.nodes(kind):
            value = failing.value(node)
            if type(value) is float and (kind is ast.Name or isinstance(getattr(node, "op", None), ast.Div)):
                return str(ERROR_PARTS.say("float_named", name=text(node), value=repr(value)))
    return ERROR_PARTS["float_division"]


def _a(type_name: str) -> str:
    words = {"int": "a_whole_number", "float": "a_float", "str": "a_string", "bool": "true_or_false"}
    if type_name in words:
        return ERROR_PARTS[words[type_name]]
    return str(ERROR_PARTS.say("an_kind" if type_name[:1].lower() in "aeiou" else "a_kind", kind=type_name))


def _where_used(failing: FailingLine) -> list[ast.AST]:
    """The part of the failing statement whose value is used: a loop's or an unpacking's source, or all."""
    statement = failing.statement
    if isinstance(statement, (ast.For, ast.AsyncFor)):
        return [statement.iter]
    if isinstance(statement, ast.Assign) and any(
        isinstance(t, (ast.Tuple, ast.List)) for t in statement.targets
    ):
        return [statement.value]
    found = [failing.node] if failing.node is not None else []
    return found + ([statement] if statement is not None else [])


def _none(message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    used = ERROR_PARTS[next((key for part, key in _USED if part in message), "used_here")]
    for region in _where_used(failing):
        for node in sorted(ast.walk(region), key=lambda node: getattr(node, "col_offset", 0)):
            if isinstance(node, ast.Call):
                callee = _students_function(failing, node)
                if callee is not None:
                    return _none_from(callee, ERROR_PARTS.say("what_it_gave", call=text(node)), used, facts)
            elif isinstance(node, (ast.Name, ast.Subscript)) and failing.value(node) is None:
                culprit = text(node)
                made = _made_by(failing, culprit)
                if made is not None:
                    return _none_from(made, culprit, used, facts)
                return ERRORS.say("none_value", culprit=culprit, used=used, **facts)
    return ERRORS.say("none_plain", used=used, **facts)


def _none_from(callee: types.FunctionType, culprit: str, used: str, facts: dict[str, object]) -> Hint:
    key = "none_some_path" if _returns_a_value(callee) else "none_no_return"
    return ERRORS.say(key, culprit=culprit, callee=callee.__name__, used=used, **facts)


def _students_function(failing: FailingLine, call: ast.Call) -> types.FunctionType | None:
    """The student's own function a call of the line calls by its name, if it is one."""
    if not isinstance(call.func, ast.Name):
        return None
    function = failing.name(call.func.id)
    if isinstance(function, types.FunctionType) and is_students(function.__code__.co_filename):
        return function
    return None


def _made_by(failing: FailingLine, name: str) -> types.FunctionType | None:
    """The student's function whose answer the failing function gave ``name`` (``name = f(...)``), if any."""
    function = _function_node(failing)
    if function is None:
        return None
    for node in ast.walk(function):
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)):
            continue
        if any(isinstance(target, ast.Name) and target.id == name for target in node.targets):
            found = _students_function(failing, node.value)
            if found is not None:
                return found
    return None


def _returns_a_value(function: types.FunctionType) -> bool:
    """Whether ``function``'s source has a ``return`` with a value (its own, not an inner function's)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError, IndentationError):
        return True  # unknown: say the milder thing
    definition = tree.body[0] if tree.body else None
    if not isinstance(definition, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return True
    pending: list[ast.AST] = list(definition.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Return) and node.value is not None:
            return True
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            pending.extend(ast.iter_child_nodes(node))
    return False


def _arguments_count(count: int) -> str:
    if count == 1:
        return ERROR_PARTS["one_argument"]
    return str(ERROR_PARTS.say("arguments", count=count))


def _arguments(
    callee_name: str, message: str, keyword: str | None, failing: FailingLine, facts: dict[str, object]
) -> Hint:
    short = callee_name.rsplit(".", 1)[-1]
    calls = [
        node
        for node in failing.nodes(ast.Call)
        if isinstance(node, ast.Call) and text(node.func).rsplit(".", 1)[-1] == short
    ]
    function = failing.name(short) if "." not in callee_name else UNKNOWN
    if not isinstance(function, types.FunctionType) or not calls:
        return ERRORS.say("arguments_plain", callee=short, message=message, **facts)
    call = calls[0]
    assert isinstance(call, ast.Call)
    try:
        parameters = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return ERRORS.say("arguments_plain", callee=short, message=message, **facts)
    written = ", ".join(str(parameter) for parameter in parameters)
    if keyword:
        return ERRORS.say("arguments_keyword", callee=short, keyword=keyword, parameters=written, **facts)
    given = len(call.args) + len(call.keywords)
    takes = _arguments_count(len(parameters))
    shared = {"callee": short, "given": _arguments_count(given), "takes": takes, "parameters": written}
    if "missing" in message:
        missing = re.findall(r"'(\w+)'", message)
        missing_words = ERROR_PARTS["and"].join(missing)
        return ERRORS.say("arguments_missing", missing=missing_words, **shared, **facts)
    return ERRORS.say("arguments_too_many", **shared, **facts)


def _wrong_kind(type_name: str, kind: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    if kind == "callable":
        for node in failing.nodes(ast.Call):
            assert isinstance(node, ast.Call)
            if type(failing.value(node.func)).__name__ == type_name:
                return ERRORS.say("not_callable", callee=text(node.func), a_type=_a(type_name), **facts)
        return ERRORS.say("type_other", message=f"'{type_name}' object is not callable", **facts)
    candidates: list[ast.AST] = []
    if kind == "subscriptable":
        candidates = [node.value for node in failing.nodes(ast.Subscript) if isinstance(node, ast.Subscript)]
    else:
        for region in _where_used(failing):
            candidates += [node for node in ast.walk(region) if isinstance(node, ast.expr)]
    for node in candidates:
        value = failing.value(node)
        if type(value).__name__ == type_name:
            advice = ""
            if kind == "iterable" and type_name == "int" and _is_looped_by_for(failing, node):
                advice = str(ERROR_PARTS.say("loop_advice", expression=text(node)))
            key = "not_iterable" if kind == "iterable" else "not_subscriptable"
            return ERRORS.say(
                key, expression=text(node), a_type=_a(type_name), shown=_shown(value), advice=advice, **facts
            )
    return ERRORS.say("type_other", message=f"'{type_name}' object is not {kind}", **facts)


def _is_looped_by_for(failing: FailingLine, node: ast.AST) -> bool:
    """Whether ``node`` is what a ``for`` of the failing line loops over (a loop's or a comprehension's)."""
    statement = failing.statement
    if statement is None:
        return False
    return any(
        isinstance(loop, (ast.For, ast.AsyncFor, ast.comprehension)) and loop.iter is node
        for loop in ast.walk(statement)
    )


_LIST_CHANGES = frozenset({"append", "extend", "insert", "remove", "pop", "sort", "reverse", "clear"})


def _attribute(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    match = re.match(
        r"'(\w+)' object has no attribute '(\w+)'|module '([\w.]+)' has no attribute '(\w+)'", message
    )
    attribute = getattr(error, "name", None) or (match and (match[2] or match[4])) or ""
    type_name = (match[1] if match[1] else ERROR_PARTS.say("module", name=match[3])) if match else "value"
    found = [
        node
        for node in failing.nodes(ast.Attribute)
        if isinstance(node, ast.Attribute) and node.attr == attribute
    ]
    expression = (
        text(found[0].value) if found and isinstance(found[0], ast.Attribute) else ERROR_PARTS["the_value"]
    )
    shared = {
        "expression": expression,
        "attribute": attribute,
        "a_type": _a(type_name) if match and match[1] else type_name,
    }
    if type_name == "NoneType":
        return ERRORS.say("attribute_none", **shared, **facts)
    if attribute == "deepcopy":
        return ERRORS.say("attribute_deepcopy", **shared, **facts)
    if type_name == "tuple" and attribute in _LIST_CHANGES:
        return ERRORS.say("attribute_tuple", **shared, **facts)
    owner = getattr(error, "obj", UNKNOWN)
    names: list[str] = []
    if owner is not UNKNOWN and type(owner).__module__ == "builtins":
        names = [name for name in dir(type(owner)) if not name.startswith("_")]
        if isinstance(owner, types.ModuleType):
            names = [name for name in vars(owner) if not name.startswith("_")]
    same = [name for name in names if name.lower() == attribute.lower()]  # rules.black for rules.BLACK
    close = same or difflib.get_close_matches(attribute, names, n=1, cutoff=0.7)
    if close:
        return ERRORS.say("attribute_misspelt", close=close[0], **shared, **facts)
    return ERRORS.say("attribute_other", **shared, **facts)


def _assertion(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    said = str(ERROR_PARTS.say("its_message", message=message)) if message else ""
    if said and not said.endswith("."):
        said += "."
    statement = failing.statement
    if not isinstance(statement, ast.Assert):
        return ERRORS.say("assertion_plain", said=said, **facts)
    seen: dict[str, str] = {}
    for node in ast.walk(statement.test):
        is_len = isinstance(node, ast.Call) and text(node.func) == "len"
        if isinstance(node, (ast.Name, ast.Subscript)) or is_len:
            value = failing.value(node)
            shown = _shown(value, limit=30)
            if shown and not callable(value) and text(node) not in seen:
                seen[text(node)] = shown[2:-1]
    values = f" ({', '.join(f'{name} is {value}' for name, value in list(seen.items())[:5])})" if seen else ""
    return ERRORS.say("assertion", test=text(statement.test), values=values, said=said, **facts)


def _zero(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    for node in failing.nodes(ast.BinOp):
        assert isinstance(node, ast.BinOp)
        if isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)) and failing.value(node.right) == 0:
            key = "zero_division_written" if isinstance(node.right, ast.Constant) else "zero_division"
            return ERRORS.say(key, expression=text(node), divisor=text(node.right), **facts)
    return ERRORS.say("zero_division_plain", **facts)


def _recursion(error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]) -> Hint:
    return ERRORS.say("recursion", **facts)


def _value_error(
    error: BaseException, message: str, failing: FailingLine, facts: dict[str, object]
) -> Hint | str:
    unpack = re.search(r"(too many|not enough) values to unpack \(expected (\d+)(?:, got (\d+))?\)", message)
    if unpack:
        return _unpacking(unpack[1] == "too many", int(unpack[2]), unpack[3], failing, facts)
    if "not in list" in message:
        calls = [node for node in failing.nodes(ast.Call) if re.search(r"\.(index|remove)\(", text(node))]
        expression = text(calls[0]) if calls else ERROR_PARTS["this_line"]
        return ERRORS.say("not_in_list", expression=expression, **facts)
    if message.startswith("invalid literal for int()"):
        return ERRORS.say("not_a_number", message=message, **facts)
    if type(error) is ValueError:
        return ERRORS.say("value_other", message=message, **facts)
    return ""  # a ValueError of the package's (an illegal move, say): its message says what it means


def _unpacking(
    too_many: bool, expected: int, got_text: str | None, failing: FailingLine, facts: dict[str, object]
) -> Hint:
    statement = failing.statement
    targets, source = ERROR_PARTS["the_names"], None
    if isinstance(statement, (ast.For, ast.AsyncFor)):
        targets, source = _names(statement.target), statement.iter
        got = got_text or ERROR_PARTS["more" if too_many else "fewer"]
        return ERRORS.say(
            "unpack_each", targets=targets, value=text(source), expected=expected, got=got, **facts
        )
    if isinstance(statement, ast.Assign):
        targets, source = _names(statement.targets[0]), statement.value
    value = failing.value(source) if source is not None else UNKNOWN
    if got_text is None and is_sequence(value):
        got_text = str(len(value))
    got = got_text or ERROR_PARTS["more"]
    key = "unpack_too_many" if too_many else "unpack_not_enough"
    shown = _shown(value)
    value_text = text(source) if source is not None else ERROR_PARTS["the_value"]
    return ERRORS.say(
        key, targets=targets, value=value_text, expected=expected, got=got, shown=shown, **facts
    )


def _names(target: ast.expr) -> str:
    """The names an unpacking gives values to, as written: ``row, col`` (no brackets)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return ", ".join(text(item) for item in target.elts)
    return text(target)


_EXPLAINERS = (
    (UnboundLocalError, _unbound),
    (NameError, _name),
    (IndexError, _index),
    (KeyError, _key),
    (TypeError, _type),
    (AttributeError, _attribute),
    (AssertionError, _assertion),
    (ZeroDivisionError, _zero),
    (RecursionError, _recursion),
    (ValueError, _value_error),
)
