// Inputs with a label and a message slot, and the engine's problems shown at
// them: each problem names its input (`field`, as the engine calls it), so the
// message goes beside that input; the rest go to a general line.
import { h, newId } from "../dom.js";

export function fieldSet() {
  const fields = new Map(); // engine field name → {input, error, label, wrap}

  function field(name, testid, input, labelText) {
    const id = newId(testid);
    const errorId = `${id}-error`;
    Object.assign(input, { id });
    input.dataset.testid = testid;
    input.setAttribute("aria-describedby", errorId);
    const label = h("label", { for: id, text: labelText });
    const error = h("p", { class: "calc__field-error", id: errorId, "data-testid": `error-${testid}`, hidden: true });
    const wrap = h("div", { class: "calc__field" }, label, input, error);
    const entry = { input, error, label, wrap };
    if (name) fields.set(name, entry);
    return entry;
  }

  function clear(names) {
    for (const name of names) {
      const entry = fields.get(name);
      if (!entry) continue;
      entry.error.hidden = true;
      entry.error.textContent = "";
      entry.input.removeAttribute("aria-invalid");
    }
  }

  // Each problem at its input; the others in `general`. The first input at fault gets focus.
  function show(problems, names, general) {
    clear(names);
    general.hidden = true;
    const loose = [];
    let first = null;
    for (const problem of problems) {
      const entry = problem.field && !problem.params.hand && names.includes(problem.field) ? fields.get(problem.field) : null;
      if (!entry) {
        loose.push(problem.message);
        continue;
      }
      entry.error.textContent = problem.message;
      entry.error.hidden = false;
      entry.input.setAttribute("aria-invalid", "true");
      first ??= entry.input;
    }
    if (loose.length) {
      general.textContent = loose.join(" ");
      general.hidden = false;
    }
    if (problems.length) (first ?? general).focus();
  }

  return { field, clear, show, names: () => [...fields.keys()] };
}

export const numberInput = (attributes = {}) =>
  h("input", { type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off", class: "scorepad__number", ...attributes });

export const select = (options = [], attributes = {}) =>
  h("select", attributes, options.map(([value, text]) => h("option", { value, text })));

export const button = (text, testid, onclick, attributes = {}) =>
  h("button", { type: "button", class: "calc__button", text, "data-testid": testid, onclick, ...attributes });

// The options of a <select>, keeping its choice when it is still offered.
export function setOptions(input, options) {
  const value = input.value;
  input.replaceChildren(...options.map(([code, text]) => h("option", { value: code, text })));
  if (options.some(([code]) => code === value)) input.value = value;
}

// A field the reader is typing in keeps the typed text: an answer to an earlier
// change may arrive meanwhile, and overwriting the field would lose the keystrokes.
export function showValue(input, value) {
  if (document.activeElement !== input) input.value = value;
}

// A plain total: 27, 0, −4 (a true minus sign).
export const total = (value) => (value < 0 ? `\u2212${-value}` : String(value));

// A file offered for download.
export function download(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
