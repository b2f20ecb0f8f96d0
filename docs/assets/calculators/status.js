// A widget's status: the line that tells the reader, and the answers it shows.
import { h } from "./dom.js";
import { engineFailure, START_LIMIT_S } from "./engine.js";

// The status line and the root's `data-state`: loading → ready, or error,
// each worded by the catalog (`widget.status.STATE`). When the error is that
// Python could not start offline or in time, the line says so
// (`widget.status.failed_REASON`).
export function statusLine(root, t) {
  const line = h("p", { class: "calc__status", role: "status" });
  const set = (state) => {
    root.dataset.state = state;
    const reason = state === "error" ? engineFailure()?.reason : undefined;
    const key = reason && reason !== "failed" ? `widget.status.failed_${reason}` : `widget.status.${state}`;
    line.textContent = t(key, { seconds: START_LIMIT_S });
  };
  set("loading");
  return { line, set };
}

// Starts a widget on the tab's engine: `start()` once Python is ready; when it
// cannot start, the status line says why and `withoutPython()` shows what
// still works without it (a scorepad's saved sheet, read from storage).
export function startWhenReady(engine, status, start, withoutPython = () => {}) {
  return engine.ready.then(start, () => {
    status.set("error");
    withoutPython();
  });
}

// `call` (the engine's) whose answers go to `render`, the newest request
// winning: answers to older ones are dropped. The returned promise rejects
// when the call does.
export function latestOnly(call, render) {
  let latest = 0;
  return async (entry, request) => {
    latest += 1;
    const mine = latest;
    const answer = await call(entry, request);
    if (mine === latest) render(answer);
  };
}
