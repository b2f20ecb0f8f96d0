// The checks calculator, wired: each change of the inputs asks the engine
// (`pinochle.web.checks`) and the newest answer is shown; a refusal that
// names a field is shown at it. A changed fragment is followed.
import { startEngine } from "../engine.js";
import { latestOnly, statusLine } from "../status.js";
import { checksForm } from "./form.js";
import { checksLedger } from "./ledger.js";

export function checksCalculator({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  const form = checksForm({ config, t, onChange: () => update() });
  const ledger = checksLedger(t);

  function render(answer) {
    if (form.showError(answer.error ?? null)) ledger.hide();
    else if (answer.error) ledger.showError(answer.error.message);
    else ledger.show(answer, form.target());
    status.set("ready");
  }

  const send = latestOnly(engine.call, render);
  // The fragment follows the reader's changes; the first calculation leaves
  // the address as it came.
  function update({ remember = true } = {}) {
    const request = form.request();
    if (remember) form.remember(request);
    send("checks", request).catch(() => status.set("error"));
  }

  // A link followed on the page (or the address edited) recalculates; once
  // instant navigation has taken the calculator off the page, it stops listening.
  function followAddress() {
    if (!root.isConnected) window.removeEventListener("hashchange", followAddress);
    else if (form.applyFragment()) update({ remember: false });
  }

  root.replaceChildren(status.line, ...form.elements, ledger.error, ledger.result);
  form.applyFragment();
  update({ remember: false });
  engine.ready.catch(() => status.set("error"));
  window.addEventListener("hashchange", followAddress);
}
