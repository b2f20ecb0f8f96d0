// The tab's one engine: the Python rules engine in a Web Worker (worker.js),
// answering JSON requests through `pinochle.web`. One per tab, kept across the
// pages of instant navigation; every widget shares it.
//
// The inline start script at the top of the page's head (START_WORKER in
// scripts/sitebuild/widgets.py) usually has started the worker already, before
// anything else on the page loaded, as `window.pinochleWorker`, keeping what the worker said
// meanwhile in its `early` list; the engine adopts that worker. Without it,
// the engine starts one itself, the same way.
//
// `ready` resolves once Python has started and rejects when it cannot start,
// at the latest after START_LIMIT_S seconds, with an error whose `reason` says
// why: "offline" (the runtime could not be fetched and the browser is
// offline), "timeout", or "failed". `engineFailure()` is that error, once known.
// Once ready, the page's `data-python-start` says how: "fresh" or "restored"
// (from this browser's snapshot, worker.js).
// `call(entry, request)` resolves to the entry point's answer (an object). It
// always settles: it rejects when Python did not start, when the worker fails,
// or when the entry point throws or does not exist.

export const START_LIMIT_S = 20;

let engine = null;
let failureSeen = null;

export function engineFailure() {
  return failureSeen;
}

export function startEngine() {
  engine ??= newEngine();
  return engine;
}

function newEngine() {
  const waiting = new Map(); // call id → the call's {resolve, reject}
  let nextId = 0;
  let failure = null; // once the worker has failed, every call is refused
  let started;
  const ready = new Promise((resolve, reject) => {
    started = { resolve, reject };
  });

  function fail(error, reason = navigator.onLine === false ? "offline" : "failed") {
    if (!failure) {
      failure = error;
      failure.reason ??= reason;
      failureSeen = failure;
    }
    started.reject(failure);
    for (const call of waiting.values()) call.reject(failure);
    waiting.clear();
  }

  const limit = setTimeout(
    () =>
      fail(
        new Error(`Python did not start in ${START_LIMIT_S} s`),
        navigator.onLine === false ? "offline" : "timeout",
      ),
    START_LIMIT_S * 1000,
  );
  ready.then(() => clearTimeout(limit), () => clearTimeout(limit));

  function receive(data) {
    if (data.type === "ready" && !failure) {
      document.documentElement.dataset.pythonStart = data.start;
      started.resolve();
    }
    else if (data.type === "failed") fail(new Error(data.detail), reasonOf(data.detail));
    else if (data.type === "answer") settle(data);
  }

  function settle({ id, response, error }) {
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (error !== undefined) call.reject(new Error(error));
    else {
      try {
        call.resolve(JSON.parse(response));
      } catch (notJson) {
        call.reject(notJson);
      }
    }
  }

  let worker = null;
  try {
    worker = window.pinochleWorker ?? startWorker();
    for (const data of worker.early ?? []) receive(data);
    worker.early = [];
    worker.onmessage = ({ data }) => receive(data);
    worker.onerror = (event) => fail(new Error(event.message || "the engine's worker failed"));
  } catch (error) {
    fail(error);
  }

  async function call(entry, request) {
    await ready;
    if (failure) throw failure;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ type: "call", id, entry, request: JSON.stringify(request) });
    });
  }

  return { ready, call };
}

// A runtime file that could not be fetched: the device is offline (or the
// site's host is gone) and the file is not cached.
function reasonOf(detail) {
  return navigator.onLine === false || /fetch|network/i.test(detail) ? "offline" : "failed";
}

// The worker, started as the inline start script does it: named by the runtime
// file names from the first widget's configuration, which it boots.
function startWorker() {
  const config = JSON.parse(document.querySelector(".calc[data-config]").dataset.config);
  const name = JSON.stringify(config.runtime);
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name });
  window.pinochleWorker = worker;
  return worker;
}
