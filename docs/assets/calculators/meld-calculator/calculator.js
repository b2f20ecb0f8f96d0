// The meld calculator, wired: the inputs and the picker change the state,
// each change asks the engine (`pinochle.web.meld`) and the newest answer is
// shown; the address's fragment follows, and a changed fragment is followed.
// The picker's counts describe the text `state.countsHand`: the picker's own
// hand, or the engine's reading of a typed one; while they describe another
// text (typed since, or unreadable), a press adds to the typed text. A hand
// that came with the page or a link is shown, once read, in the reader's letters.
import { startEngine } from "../engine.js";
import { latestOnly, statusLine } from "../status.js";
import { meldControls } from "./controls.js";
import { cardPicker } from "./picker.js";
import { meldResult } from "./result.js";
import { applyFragment, countsOfCards, meldRequest, newState, profileOf, rememberState, typedCards } from "./state.js";

export function meldCalculator({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  const state = newState();
  const result = meldResult(config, t);
  const controls = meldControls({
    state,
    config,
    t,
    error: result.error,
    onChange: (change) => update(change),
    onRulesChange: () => {
      showRules();
      update();
    },
  });
  const picker = cardPicker({
    state,
    config,
    t,
    onChange: () => {
      controls.hand.value = state.hand;
      update();
    },
  });

  // A typed hand's error waits for a pause, unless the last card is complete
  // (the text ends with a space or a comma).
  let typing = false;
  let remembering = false;
  let fromAddress = true;
  function render(answer) {
    const empty = answer.error?.code === "empty_hand";
    controls.markHand(Boolean(answer.error) && !empty);
    if (!answer.error || empty) {
      if (fromAddress) controls.hand.value = state.hand = typedCards(answer.cards ?? [], t);
      state.counts = countsOfCards(answer.cards ?? []);
      state.countsHand = state.hand;
      if (remembering) rememberState(state, config);
    } else if (state.countsHand !== state.hand) state.counts = new Map(); // typed, unreadable
    picker.paint();
    if (empty) result.clear();
    else if (answer.error) result.showError(answer.error.message, { later: typing && !/[\s,]$/.test(state.hand) });
    else result.show(answer);
    fromAddress = false;
    status.set("ready");
  }

  function showRules() {
    controls.showTables(profileOf(state, config).tables);
    picker.build();
  }

  function showState() {
    controls.show();
    showRules();
  }

  const send = latestOnly(engine.call, render);
  // The fragment follows the reader's changes; the first calculation leaves
  // the address as it came (it may point at a heading).
  function update({ remember = true, typed = false } = {}) {
    typing = typed;
    remembering = remember;
    if (typed) fromAddress = false; // what the reader types stays as typed
    if (remember) rememberState(state, config);
    send("meld", meldRequest(state, config)).catch(() => status.set("error"));
  }

  // A link followed on the page (or the address edited) recalculates; once
  // instant navigation has taken the calculator off the page, it stops listening.
  function followAddress() {
    if (!root.isConnected) window.removeEventListener("hashchange", followAddress);
    else if (applyFragment(state, config)) {
      fromAddress = true;
      showState();
      update();
    }
  }

  applyFragment(state, config);
  root.replaceChildren(status.line, controls.element, picker.element, result.result);
  showState();
  update({ remember: false });
  engine.ready.catch(() => status.set("error"));
  window.addEventListener("hashchange", followAddress);
}
