// The engine's Web Worker, one per tab (engine.js). It boots Pyodide from
// this site (../pyodide/), unpacks the engine wheel into site-packages and then
// answers the widgets' calls through the engine's `pinochle.web` entry points:
//
//   in:  {type: "boot", stdlib, wheel, bytecode, lockInfo}   (file names from the page)
//        {type: "call", id, entry, request}        (request: JSON text)
//   out: {type: "ready"} | {type: "failed", detail}
//        {type: "answer", id, response}            (response: JSON text)
//        {type: "answer", id, error}               (the call failed: error is its text)
//
// Every call is answered, even when the entry point throws or does not exist;
// the failure's text (for Python, its traceback) also goes to the console.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const runtime = new URL("../pyodide/", import.meta.url);
let entryPoint = null; // name → the `pinochle.web` function of that name, once booted

function download(name) {
  return fetch(new URL(name, runtime)).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.url}`);
    return response.arrayBuffer();
  });
}

async function boot({ stdlib, wheel, bytecode, lockInfo }) {
  const [wheelBytes, bytecodeBytes] = [download(wheel), download(bytecode)];
  const pyodide = await loadPyodide({
    indexURL: runtime.href,
    stdLibURL: new URL(stdlib, runtime).href,
    // The calculators load no Pyodide packages: an empty package list spares
    // fetching and reading the full lock file.
    lockFileContents: { info: lockInfo, packages: {} },
  });
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(await wheelBytes, "wheel", { extractDir: sitePackages });
  // The engine's __pycache__, compiled by this same Pyodide at build time.
  pyodide.unpackArchive(await bytecodeBytes, "zip", { extractDir: sitePackages });
  const web = pyodide.pyimport("pinochle.web");
  // Python's own look-up: a name the module lacks is no entry point, even one
  // the JavaScript proxy answers (`toString`, `destroy`).
  const getattr = pyodide.pyimport("builtins").getattr;
  return (name) => getattr(web, name, null);
}

self.onmessage = async ({ data }) => {
  if (data.type === "boot") {
    try {
      entryPoint = await boot(data);
      self.postMessage({ type: "ready" });
    } catch (error) {
      console.error("the engine could not start:", error);
      self.postMessage({ type: "failed", detail: String(error) });
    }
  } else if (data.type === "call") {
    self.postMessage(answer(data));
  }
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
