// The engine's Web Worker, one per page with a calculator. It boots Pyodide from
// this site (../pyodide/), unpacks the engine wheel into site-packages and then
// answers the widgets' calls through the engine's `pinochle.web` entry points:
//
//   in:  {type: "boot", stdlib, wheel, bytecode, lockInfo}   (file names from the page)
//        {type: "call", id, entry, request}        (request: JSON text)
//   out: {type: "ready"} | {type: "failed", detail}
//        {type: "answer", id, response}            (response: JSON text)
import { loadPyodide } from "../pyodide/pyodide.mjs";

const runtime = new URL("../pyodide/", import.meta.url);
let web = null;

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
  return pyodide.pyimport("pinochle.web");
}

self.onmessage = async ({ data }) => {
  if (data.type === "boot") {
    try {
      web = await boot(data);
      self.postMessage({ type: "ready" });
    } catch (error) {
      self.postMessage({ type: "failed", detail: String(error) });
    }
  } else if (data.type === "call") {
    self.postMessage({ type: "answer", id: data.id, response: web[data.entry](data.request) });
  }
};
