// What the calculators share: the engine's worker, the page's configuration
// and words, building elements (user text always goes in as text, never as
// HTML), the state kept in the address's fragment, and the status line.

let engine = null;

// The page's engine: one Web Worker, started by the page itself (the inline
// script after the first widget, see scripts/widgets_hook.py) as soon as the
// parser reaches it. `call(entry, request)` resolves to the entry point's
// answer (an object).
export function startEngine() {
  if (engine) return engine;
  const worker = window.pinochleWorker;
  const waiting = new Map();
  let nextId = 0;
  const ready = new Promise((resolve, reject) => {
    const handle = (data) => {
      if (data.type === "ready") resolve();
      else if (data.type === "failed") reject(new Error(data.detail));
      else if (data.type === "answer") {
        waiting.get(data.id)(JSON.parse(data.response));
        waiting.delete(data.id);
      }
    };
    worker.early.forEach(handle);
    worker.onmessage = ({ data }) => handle(data);
    worker.onerror = (event) => reject(new Error(event.message));
  });
  engine = {
    ready,
    async call(entry, request) {
      await ready;
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ type: "call", id, entry, request: JSON.stringify(request) });
      });
    },
  };
  return engine;
}

// Each root of the widget `name`, with its configuration (words, rule data,
// runtime files) and its translator.
export function widgetRoots(name) {
  return [...document.querySelectorAll(`[data-testid="${name}"]`)].map((root) => {
    const config = JSON.parse(root.dataset.config);
    return { root, config, t: translator(config.strings) };
  });
}

// `t(key, {name: value})`: the catalog text with its {name} placeholders filled.
export function translator(strings) {
  return (key, params = {}) =>
    (strings[key] ?? key).replace(/\{(\w+)\}/g, (whole, name) =>
      name in params ? String(params[name]) : whole,
    );
}

// An element with attributes and children (strings become text nodes).
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "text") element.textContent = value;
    else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  element.append(...children.flat(Infinity).filter((child) => child !== null && child !== undefined));
  return element;
}

let uniqueId = 0;
export function newId(prefix) {
  uniqueId += 1;
  return `${prefix}-${uniqueId}`;
}

// A labelled <select>; options are [value, text] pairs.
export function selectField(label, testid, options, onChange) {
  const id = newId(testid);
  const select = h(
    "select",
    { id, "data-testid": testid, onchange: onChange },
    options.map(([value, text]) => h("option", { value, text })),
  );
  return { field: h("div", { class: "calc__field" }, h("label", { for: id, text: label }), select), select };
}

// A labelled number box.
export function numberField(label, testid, { min, value = "" } = {}, onInput) {
  const id = newId(testid);
  const input = h("input", {
    id,
    type: "number",
    inputmode: "numeric",
    step: 1,
    min,
    value,
    "data-testid": testid,
    oninput: onInput,
  });
  return { field: h("div", { class: "calc__field" }, h("label", { for: id, text: label }), input), input };
}

// A card as its corner shows it, named for screen readers: the site's card style.
export function cardPicture(code, config, t) {
  const suit = config.suits.find((s) => s.code === code[1]);
  return h(
    "span",
    { class: `card card--${suit.red ? "red" : "black"}`, role: "img", "aria-label": t(`card.${code}`) },
    h("span", { class: "card__rank", "aria-hidden": "true", text: t(`rank_index.${code[0]}`) }),
    h("span", { class: "card__suit", "aria-hidden": "true", text: suit.symbol }),
  );
}

// The widget's state lives in the fragment (#hand=…&trump=…), so a link
// reproduces it. Fragments without our keys (a heading's anchor) are ignored.
export function readFragment(keys) {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return keys.some((key) => params.has(key)) ? params : null;
}

// Written at most every quarter second: browsers throttle a page that
// replaces its address on every keystroke.
let fragmentTimer = null;
export function writeFragment(values) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== "" && value !== null && value !== undefined) params.set(key, value);
  }
  clearTimeout(fragmentTimer);
  fragmentTimer = setTimeout(() => {
    const url = `${window.location.pathname}${window.location.search}#${params}`;
    window.history.replaceState(null, "", url);
  }, 250);
}

// The status line and `data-state`: loading → ready, or error.
export function statusLine(root, t) {
  const line = h("p", { class: "calc__status", role: "status" });
  const set = (state) => {
    root.dataset.state = state;
    line.textContent = t(`widget.status.${state}`);
  };
  set("loading");
  return { line, set };
}

// The newest request wins: answers to older ones are dropped.
export function latestOnly(engineCall, render) {
  let latest = 0;
  return async (entry, request) => {
    latest += 1;
    const mine = latest;
    const answer = await engineCall(entry, request);
    if (mine === latest) render(answer);
  };
}

// +4, −4 (a true minus sign), 0.
export function signed(amount) {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${-amount}`;
  return "0";
}
