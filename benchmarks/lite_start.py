"""How much work is a start of the JupyterLite kernel?  With the build's bytecode, and as source only.

``tools/build_site.py`` ships the bytecode of what the kernel imports as it starts,
made by Pyodide's own Python.  This starts Pyodide in Node.js as the site's kernel
starts it (Pyodide, the site's preloaded packages, then the kernel's imports), from
the site's own files and from a copy of them with the bytecode taken out, in turn,
and prints the processor time of each start and their ratio.  Node.js runs the same
WebAssembly as Chromium; the browser test (``tests/browser/test_lite_site.py``)
records the times seen in the page, in ``artifacts/lite-figures.json``.

Run:  python benchmarks/lite_start.py SITE_FOLDER [--runs 3]
      (SITE_FOLDER built by ``python tools/build_site.py SITE_FOLDER``)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.build_site import KERNEL_IMPORTS, PRELOADED

COMPILE_SCRIPT = Path(__file__).resolve().parent.parent / "tools" / "pyodide_compile.py"

# Node.js: Pyodide, its preloaded packages, then the kernel's imports (import_all of the build's own script).
START = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [folder, packages, imports, script] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(folder + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: folder + "/" });
await pyodide.loadPackage(JSON.parse(packages), { messageCallback: () => {} });
const namespace = pyodide.toPy({ __name__: "pyodide_compile" });
pyodide.runPython(readFileSync(script, "utf8"), { globals: namespace });
namespace.get("import_all")(pyodide.toPy(JSON.parse(imports)));
"""


def without_bytecode(pyodide: Path, copy: Path) -> Path:
    """A copy of the site's Pyodide folder, with no .pyc in its zips (and its lock's hashes to match)."""
    shutil.copytree(pyodide, copy)
    for archive_path in [*copy.glob("*.whl"), copy / "python_stdlib.zip"]:
        stripped = archive_path.with_suffix(".stripped")
        with (
            zipfile.ZipFile(archive_path) as old,
            zipfile.ZipFile(stripped, "w", zipfile.ZIP_DEFLATED) as new,
        ):
            for item in old.infolist():
                if not item.filename.endswith(".pyc"):
                    new.writestr(item, old.read(item))
        stripped.replace(archive_path)
    lock_path = copy / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    for entry in lock["packages"].values():
        wheel = copy / entry["file_name"]
        if wheel.is_file():
            entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
    lock_path.write_text(json.dumps(lock))
    return copy


def start_seconds(node: str, script: Path, pyodide: Path) -> float:
    """Processor seconds (all of Node.js's threads) of one start of the kernel's Python from ``pyodide``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [node, script, pyodide, json.dumps(PRELOADED), json.dumps(KERNEL_IMPORTS), COMPILE_SCRIPT],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site", type=Path, help="a site built by tools/build_site.py")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        parser.error("Node.js is needed (Debian: apt-get install nodejs)")
    built = (args.site / "static" / "pyodide").resolve()
    with tempfile.TemporaryDirectory() as scratch:
        script = Path(scratch) / "start.mjs"
        script.write_text(START)
        source_only = without_bytecode(built, Path(scratch) / "source-only")
        times: dict[str, list[float]] = {"as built": [], "source only": []}
        for _ in range(args.runs):  # in turn, so that both see the machine alike
            times["as built"].append(start_seconds(node, script, built))
            times["source only"].append(start_seconds(node, script, source_only))
    for name, seconds in times.items():
        each = ", ".join(f"{value:.2f}" for value in seconds)
        print(f"{name:>12}: median {statistics.median(seconds):5.2f} CPU-s  ({each})")
    ratio = statistics.median(times["source only"]) / statistics.median(times["as built"])
    print(f"a start from source only takes {ratio:.1f} times the processor time of a start as built")
    return 0


if __name__ == "__main__":
    sys.exit(main())
