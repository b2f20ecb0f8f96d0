// A widget's status: the line that tells the reader, and the answers it shows.
import { h } from "./dom.js";

// The status line and the root's `data-state`: loading → ready, or error,
// each worded by the catalog (`widget.status.STATE`).
export function statusLine(root, t) {
  const line = h("p", { class: "calc__status", role: "status" });
  const set = (state) => {
    root.dataset.state = state;
    line.textContent = t(`widget.status.${state}`);
  };
  set("loading");
  return { line, set };
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
