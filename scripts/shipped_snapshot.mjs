// For `make bench`: the memory snapshot a site could ship so that a first visit
// restores Python instead of starting it (Pyodide's private `_makeSnapshot`),
// made under Node.js by the pinned Pyodide with the site's start-up standard
// library and engine zip, every widget's entry point imported as the browser's
// own snapshot has them (docs/assets/calculators/worker.js).
//
//   node scripts/shipped_snapshot.mjs STDLIB_ZIP ENGINE_ZIP OUT
import fs from "node:fs";
import process from "node:process";
import { loadPyodide } from "pyodide";

const [stdlib, engine, out] = process.argv.slice(2);
// Where the engine zip's bytecode says it lives (ENGINE_PATH in scripts/precompile.py).
const pyodide = await loadPyodide({ stdLibURL: stdlib, _makeSnapshot: true });
pyodide.FS.writeFile("/lib/pinochle_engine.zip", new Uint8Array(fs.readFileSync(engine)));
pyodide.runPython(`
import gc, sys
sys.path.insert(0, "/lib/pinochle_engine.zip")
import pinochle.web
for name in pinochle.web.__all__:
    getattr(pinochle.web, name)
gc.collect()
`);
fs.writeFileSync(out, pyodide.makeMemorySnapshot());
