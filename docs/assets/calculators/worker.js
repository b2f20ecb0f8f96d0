// The engine's Web Worker, one per tab (engine.js). It boots Pyodide from
// this site (../pyodide/), puts the engine zip (its modules' bytecode and its
// catalogs, scripts/precompile.py) on sys.path and then answers the widgets'
// calls through the engine's `pinochle.web` entry points:
//
//   name: {stdlib, stdlibRest, engine, lockInfo} as JSON, booted at once
//   in:  {type: "call", id, entry, request}        (request: JSON text)
//   out: {type: "ready", start} | {type: "failed", detail}
//        {type: "answer", id, response}            (response: JSON text)
//        {type: "answer", id, error}               (the call failed: error is its text)
//
// `start` says how Python started: "fresh", or "restored" from this browser's
// snapshot (see snapshot.js): the interpreter's memory, saved after the first
// start with the engine imported, restores in a fraction of a fresh start.
//
// Every call is answered, even when the entry point throws or does not exist;
// the failure's text (for Python, its traceback) also goes to the console.
import { dropSnapshots, keepSnapshot, keptSnapshot, madeBy } from "./snapshot.js";

// Asked for first: the kept snapshot streams in from storage while Pyodide's
// JavaScript loads.
const kept = keptSnapshot();
const pyodideModule = import("../pyodide/pyodide.mjs");
pyodideModule.catch(() => {}); // a failed fetch is told by the start that awaits it

const runtime = new URL("../pyodide/", import.meta.url);
// The snapshot is made this long after the first start is ready: after the
// page's first answers, which should not wait for it.
const SNAPSHOT_AFTER_MS = 3000;
// Where the engine zip goes; its bytecode names this path (scripts/precompile.py).
const ENGINE_PATH = "/lib/pinochle_engine.zip";
const ENGINE_ON_PATH = `import sys\nif "${ENGINE_PATH}" not in sys.path: sys.path.insert(0, "${ENGINE_PATH}")`;
const ALL_ENTRY_POINTS = "import pinochle.web\nfor name in pinochle.web.__all__: getattr(pinochle.web, name)";
let entryPoint = null; // name → the `pinochle.web` function of that name, once booted

// The start's steps as User Timing marks ("engine:boot", "engine:snapshot-read",
// "engine:python-started", "engine:ready"): a browser's performance trace shows
// them, and make bench reads them (scripts/bench_offline.py).
function mark(step) {
  performance.mark(`engine:${step}`);
}

function download(name) {
  return fetch(new URL(name, runtime)).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.url}`);
    return response.arrayBuffer();
  });
}

// Python with the engine importable, restored from `snapshot` (a promise
// of its bytes) or, without one, started afresh and able to make one.
async function start({ stdlib, stdlibRest, engine, lockInfo }, snapshot) {
  const engineBytes = download(engine);
  const { loadPyodide } = await pyodideModule;
  const pyodide = await loadPyodide({
    indexURL: runtime.href,
    stdLibURL: new URL(stdlib, runtime).href,
    // The calculators load no Pyodide packages: an empty package list spares
    // fetching and reading the full lock file.
    lockFileContents: { info: lockInfo, packages: {} },
    ...(snapshot ? { _loadSnapshot: snapshot } : { _makeSnapshot: true }),
  });
  mark("python-started");
  // The standard library's modules that no widget imports, fetched the first
  // time anything imports one (scripts/offline/stdlib_rest.py).
  const rest = pyodide.pyimport("_stdlib_rest");
  rest.install(new URL(stdlibRest, runtime).href);
  rest.destroy();
  // A snapshot holds memory, not files: the engine zip is written on every
  // start (a restored Python has it on sys.path already).
  pyodide.FS.writeFile(ENGINE_PATH, new Uint8Array(await engineBytes));
  pyodide.runPython(ENGINE_ON_PATH);
  // The restored memory holds the random state of the start that made it.
  if (snapshot) pyodide.runPython("import random; random.seed()");
  return pyodide;
}

// Python restored from this browser's snapshot when it has one, else started
// afresh; a fresh start keeps a snapshot of itself a little later.
async function boot(config) {
  mark("boot");
  const saved = await kept;
  if (saved && !madeBy(saved, config)) saved.drop();
  let pyodide = null;
  if (madeBy(saved, config)) {
    try {
      pyodide = await start(config, saved.bytes.then((bytes) => (mark("snapshot-read"), bytes)));
    } catch (error) {
      console.warn("the saved interpreter could not be restored; starting afresh:", error);
      await dropSnapshots();
    }
  }
  const restored = pyodide !== null;
  pyodide ??= await start(config, null);
  const web = pyodide.pyimport("pinochle.web");
  if (!restored) setTimeout(() => keepSnapshot(config, () => snapshotOf(pyodide)), SNAPSHOT_AFTER_MS);
  // Python's own look-up: a name the module lacks is no entry point, even one
  // the JavaScript proxy answers (`toString`, `destroy`).
  const getattr = pyodide.pyimport("builtins").getattr;
  return { entry: (name) => getattr(web, name, null), restored };
}

// Every widget's rules imported (a page imports only its own), so that a
// restored Python answers any page at once; then the memory.
function snapshotOf(pyodide) {
  const namespace = pyodide.toPy({});
  try {
    pyodide.runPython(ALL_ENTRY_POINTS, { globals: namespace });
  } finally {
    namespace.destroy();
  }
  return pyodide.makeMemorySnapshot();
}

async function started() {
  try {
    const { entry, restored } = await boot(JSON.parse(self.name));
    entryPoint = entry;
    mark("ready");
    self.postMessage({ type: "ready", start: restored ? "restored" : "fresh" });
  } catch (error) {
    console.error("the engine could not start:", error);
    self.postMessage({ type: "failed", detail: String(error) });
  }
}

started();

self.onmessage = ({ data }) => {
  if (data.type === "call") self.postMessage(answer(data));
};

function answer({ id, entry, request }) {
  let run = null;
  try {
    run = entryPoint?.(entry);
    if (typeof run !== "function") throw new Error(`pinochle.web has no entry point "${entry}"`);
    const response = run(request);
    if (typeof response !== "string") throw new Error(`pinochle.web.${entry} answered no JSON text`);
    return { type: "answer", id, response };
  } catch (error) {
    console.error(`pinochle.web.${entry} failed:`, error);
    return { type: "answer", id, error: String(error) };
  } finally {
    run?.destroy?.(); // the proxy of the Python function, made for this call
  }
}
