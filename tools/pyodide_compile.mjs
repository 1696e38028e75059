// Runs tools/pyodide_compile.py in Pyodide's own Python, in Node.js (see tools/build_site.py).
//
//     node tools/pyodide_compile.mjs PYODIDE_FOLDER WORK_FOLDER
//
// PYODIDE_FOLDER holds Pyodide's core (pyodide.mjs, pyodide.asm.wasm, python_stdlib.zip, ...);
// WORK_FOLDER holds in/ (the files to compile) and gets out/.  Nothing is fetched.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [core, work] = process.argv.slice(2).map((path) => resolve(path));
if (!core || !work) {
  console.error("usage: node tools/pyodide_compile.mjs PYODIDE_FOLDER WORK_FOLDER");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(core, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: core + "/" });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, "/work");
const script = join(dirname(fileURLToPath(import.meta.url)), "pyodide_compile.py");
pyodide.runPython(readFileSync(script, "utf8"), { filename: script });
