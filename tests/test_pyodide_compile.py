"""The site's bytecode (``tools/pyodide_compile.py``), made by this Python as the build makes it in Pyodide's.

The browser test (``tests/browser/test_lite_site.py``) checks that the kernel in the
page runs on the bytecode the build made; here, what goes into the files.
"""

import importlib.util
import sys
import zipfile

import pytest

from tools.pyodide_compile import import_all, main, stdlib_with_bytecode

TAG = sys.implementation.cache_tag
DATE = (2020, 1, 2, 3, 4, 6)


def make_zip(path, files: dict[str, str]):
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(zipfile.ZipInfo(name, DATE), text)
    return path


def is_unchecked_hash_pyc(data: bytes, source: str) -> bool:
    """Does ``data`` hold this Python's bytecode of ``source``, used without looking at the source's time?"""
    flags = int.from_bytes(data[4:8], "little")
    return (
        data[:4] == importlib.util.MAGIC_NUMBER
        and flags == 0b01  # hash-based, not checked against the source
        and data[8:16] == importlib.util.source_hash(source.encode())
    )


@pytest.fixture
def importable(tmp_path):
    """A folder put first on sys.path; the modules imported from it are forgotten afterwards."""
    folder = tmp_path / "site-packages"
    folder.mkdir()
    before = set(sys.modules)
    sys.path.insert(0, str(folder))
    yield folder
    sys.path.remove(str(folder))
    for name in set(sys.modules) - before:
        if str(getattr(sys.modules[name], "__file__", "")).startswith(str(tmp_path)):
            del sys.modules[name]


WHEEL = {
    "demo/__init__.py": "from demo.part import VALUE\n",
    "demo/part.py": "VALUE = 6 * 7\n",
    "demo/unused.py": "NOBODY = 'imports this'\n",
    "demo/data.txt": "not python",
    "demo-1.0.dist-info/METADATA": "Name: demo\n",
    "demo-1.0.dist-info/RECORD": "demo/__init__.py,sha256=x,1\ndemo/part.py,sha256=y,2\n",
}


def test_what_the_start_imports_gets_bytecode_in_the_wheel_and_its_record(tmp_path, importable):
    work = tmp_path / "work"
    (work / "in").mkdir(parents=True)
    make_zip(work / "in" / "demo-1.0-py3-none-any.whl", WHEEL)
    (work / "in" / "imports.txt").write_text("demo\n")
    main(str(work), str(importable))

    with zipfile.ZipFile(work / "out" / "demo-1.0-py3-none-any.whl") as archive:
        for name, text in WHEEL.items():  # everything that was there still is, as it was
            if not name.endswith("RECORD"):
                assert archive.read(name).decode() == text, name
        compiled = {name for name in archive.namelist() if name.endswith(".pyc")}
        # demo and demo.part were imported; demo.unused was not, and is left to compile when it is
        assert compiled == {f"demo/__pycache__/__init__.{TAG}.pyc", f"demo/__pycache__/part.{TAG}.pyc"}
        for name in compiled:
            module = name.replace("__pycache__/", "").replace(f".{TAG}.pyc", ".py")
            assert is_unchecked_hash_pyc(archive.read(name), WHEEL[module]), name
            assert archive.getinfo(name).compress_type == zipfile.ZIP_DEFLATED
            assert archive.getinfo(name).date_time == DATE
        record = archive.read("demo-1.0.dist-info/RECORD").decode().splitlines()
        assert record[:2] == WHEEL["demo-1.0.dist-info/RECORD"].splitlines()
        assert sorted(record[2:]) == sorted(f"{name},," for name in compiled)

        # Unpacked anew, as a browser does, the package runs from that bytecode, not from the source.
        fresh = tmp_path / "fresh"
        archive.extractall(fresh)
    (fresh / "demo" / "part.py").write_text("VALUE = 'the source was read'\n")
    for name in ("demo", "demo.part"):
        del sys.modules[name]
    sys.path.insert(0, str(fresh))
    try:
        import demo.part

        assert demo.part.VALUE == 42
        assert demo.part.__file__ == str(fresh / "demo" / "part.py")  # tracebacks show the source
    finally:
        sys.path.remove(str(fresh))


def test_a_package_is_imported_whole_but_for_modules_that_need_what_is_not_there(importable):
    (importable / "walk").mkdir()
    (importable / "walk" / "__init__.py").write_text("")
    (importable / "walk" / "fine.py").write_text("FINE = True\n")
    (importable / "walk" / "numeric.py").write_text("import no_such_module_here\n")
    import_all(["walk.*"])
    assert sys.modules["walk.fine"].FINE
    assert "walk.numeric" not in sys.modules
    with pytest.raises(ModuleNotFoundError):
        import_all(["no_such_package_here"])


def test_the_standard_library_gets_a_pyc_beside_each_module_the_start_imports(tmp_path, importable):
    files = {"stdmod.py": "ANSWER = 42\n", "stdpkg/__init__.py": "", "stdpkg/inner.py": "X = 1\n"}
    source = make_zip(tmp_path / "python_stdlib.zip", files)
    target = importable / "stdlib.zip"
    assert stdlib_with_bytecode(str(source), str(target), {"stdmod.py"}, "/lib/python3NN.zip") == 1
    with zipfile.ZipFile(target) as archive:
        assert sorted(archive.namelist()) == sorted([*files, "stdmod.pyc"])
        for name, text in files.items():
            assert archive.read(name).decode() == text
        assert is_unchecked_hash_pyc(archive.read("stdmod.pyc"), files["stdmod.py"])
    sys.path.insert(0, str(target))
    try:
        import stdmod

        assert stdmod.ANSWER == 42
        assert stdmod.__file__.endswith("stdmod.pyc")  # zipimport took the bytecode
        assert stdmod.__spec__.loader.get_code("stdmod").co_filename == "/lib/python3NN.zip/stdmod.py"
    finally:
        sys.path.remove(str(target))
