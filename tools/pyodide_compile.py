"""Bytecode for what a kernel's start imports, made by Pyodide's own Python (``tools/pyodide_compile.mjs``).

Pyodide ships its standard library, and PyPI's wheels ship their modules, as source
only, so every start of the kernel in a student's browser compiled some 800 modules
(the standard library's, IPython's, the course's) before the first cell could run.
``tools/build_site.py`` runs this inside Pyodide, in Node.js, so that the bytecode is
made by exactly the Python that runs it in the browser (the same version, the same
magic number): the wheels are unpacked as the browser unpacks them, the modules a
kernel's start imports are imported (Python writes their bytecode as it goes), and
that bytecode goes into the files the site ships.  A module imported only later
(by a lesson's code, say) is compiled in the browser when it is first imported, as
before; the rest would make the site larger for nothing.

The work folder (``/work``, where the Node.js script mounts it) holds ``in/`` (the
standard library's ``python_stdlib.zip``, the wheels, and ``imports.txt``, the modules
to import, one a line) and gets ``out/``, the same files with bytecode in them:

- ``python_stdlib.zip``: an ``x.pyc`` beside each such ``x.py`` (the layout zipimport
  reads; the source stays, for tracebacks);
- each wheel: ``__pycache__/x.cpython-3NN.pyc`` beside each such module, listed in the
  wheel's RECORD.

The bytecode is "unchecked-hash" (PEP 552): Python uses it without comparing it with
the source file's time, which the browser sets anew when it unpacks a wheel.
"""

import contextlib
import importlib
import importlib.util
import os
import pkgutil
import py_compile
import sys
import sysconfig
import tempfile
import warnings
import zipfile


def bytecode(source: bytes, shown_as: str) -> bytes | None:
    """The .pyc of ``source``, whose tracebacks name ``shown_as``; None if it does not compile."""
    with tempfile.TemporaryDirectory() as scratch, warnings.catch_warnings():
        source_file, compiled_file = f"{scratch}/module.py", f"{scratch}/module.pyc"
        with open(source_file, "wb") as file:
            file.write(source)
        warnings.simplefilter("ignore")  # a SyntaxWarning here would be shown to nobody
        try:
            py_compile.compile(
                source_file,
                cfile=compiled_file,
                dfile=shown_as,
                doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            )
        except py_compile.PyCompileError:
            return None
        with open(compiled_file, "rb") as file:
            return file.read()


def unchecked(pyc: bytes, source: bytes) -> bytes:
    """Python's own bytecode (its header dates the source), as unchecked-hash bytecode of ``source``."""
    flags = (0b01).to_bytes(4, "little")  # hash-based, not checked against the source
    return pyc[:4] + flags + importlib.util.source_hash(source) + pyc[16:]


def entry(name: str, like: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """A new zip entry named ``name``, compressed, dated as the source file ``like``."""
    made = zipfile.ZipInfo(name, like.date_time)
    made.compress_type = zipfile.ZIP_DEFLATED
    return made


def import_all(names: list[str]) -> None:
    """Import each module named, and every module of a package whose name ends with ``.*``.

    A module of such a package that needs what the site does not ship (numpy, say) is
    left out, as it fails in the browser too.
    """
    for name in names:
        package = importlib.import_module(name.removesuffix(".*"))
        if name.endswith(".*"):
            for module in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
                with contextlib.suppress(ModuleNotFoundError):
                    importlib.import_module(module.name)


def stdlib_with_bytecode(source: str, target: str, wanted: set[str], shown_in: str) -> int:
    """The standard library's zip with an ``x.pyc`` beside each wanted ``x.py``; returns how many."""
    count = 0
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            data = old.read(item)
            new.writestr(item, data)
            if item.filename in wanted:
                compiled = bytecode(data, f"{shown_in}/{item.filename}")
                if compiled is not None:
                    new.writestr(entry(item.filename + "c", item), compiled)
                    count += 1
    return count


def wheel_with_bytecode(source: str, target: str, installed_in: str) -> int:
    """A wheel with the bytecode Python wrote for its modules, unpacked in ``installed_in``; counts them."""
    count = 0
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        record, added = None, []
        for item in old.infolist():
            if item.filename.endswith(".dist-info/RECORD"):
                record = item  # written last, with the new files in it
                continue
            data = old.read(item)
            new.writestr(item, data)
            if not item.filename.endswith(".py"):
                continue
            written = importlib.util.cache_from_source(f"{installed_in}/{item.filename}")
            if os.path.isfile(written):
                with open(written, "rb") as file:
                    compiled = unchecked(file.read(), data)
                name = os.path.relpath(written, installed_in).replace(os.sep, "/")
                new.writestr(entry(name, item), compiled)
                added.append(name)
                count += 1
        if record is not None:
            lines = old.read(record).decode().rstrip("\n").split("\n")
            new.writestr(record, "\n".join([*lines, *(f"{name},," for name in added)]) + "\n")
    return count


def main(work: str = "/work", installed_in: str = "") -> None:
    """Fill ``work``/out; the wheels are unpacked in ``installed_in`` (by default site-packages)."""
    inputs, outputs = f"{work}/in", f"{work}/out"
    os.makedirs(outputs, exist_ok=True)
    installed_in = installed_in or sysconfig.get_path("purelib")
    wheels = sorted(name for name in os.listdir(inputs) if name.endswith(".whl"))
    for name in wheels:  # unpacked where, and as, the browser unpacks them
        with zipfile.ZipFile(f"{inputs}/{name}") as archive:
            archive.extractall(installed_in)
    with open(f"{inputs}/imports.txt") as file:
        names = file.read().split()
    importlib.invalidate_caches()
    writes = sys.dont_write_bytecode
    sys.dont_write_bytecode = False  # Pyodide's default is True
    try:
        import_all(names)
    finally:
        sys.dont_write_bytecode = writes

    stdlib = next((path for path in sys.path if path.endswith(".zip")), "")  # as this Python sees it
    from_stdlib = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if stdlib and origin.startswith(stdlib + "/") and origin.endswith(".py"):
            from_stdlib.add(origin.removeprefix(stdlib + "/"))
    counts = [0, 0]
    if stdlib and os.path.isfile(f"{inputs}/python_stdlib.zip"):
        counts[0] = stdlib_with_bytecode(
            f"{inputs}/python_stdlib.zip", f"{outputs}/python_stdlib.zip", from_stdlib, stdlib
        )
    for name in wheels:
        counts[1] += wheel_with_bytecode(f"{inputs}/{name}", f"{outputs}/{name}", installed_in)
    print(
        f"Bytecode for Python {sys.version.split()[0]}: {counts[0]} modules of the standard library "
        f"and {counts[1]} of {len(wheels)} wheels, those a kernel's start imports.",
        file=sys.__stdout__,  # the kernel, once imported, has taken sys.stdout for its own
    )


if __name__ == "__main__":  # as Pyodide runs it
    main()
