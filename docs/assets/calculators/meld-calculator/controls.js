// The meld calculator's inputs: the hand as typed (with the engine's message
// about it right under it), trump, the rules and the meld table. Each change
// goes into the state, then to `onChange` (typing: `onChange({typed: true})`;
// the rules: `onRulesChange`).
import { h, newId, selectField } from "../dom.js";

export function meldControls({ state, config, t, error, onChange, onRulesChange }) {
  const helpId = newId("hand-help");
  const handId = newId("hand");
  const hand = h("input", {
    id: handId,
    type: "text",
    class: "calc__hand",
    "data-testid": "hand-input",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: "false",
    "aria-describedby": `${helpId} ${error.id}`,
    oninput: () => {
      state.hand = hand.value;
      onChange({ typed: true });
    },
  });
  const trump = selectField(
    t("widget.trump.label"),
    "trump-select",
    config.suits.map((suit) => [suit.code, `${suit.symbol} ${t(`suit.${suit.code}`)}`]),
    () => {
      state.trump = trump.select.value;
      onChange();
    },
  );
  const rules = selectField(
    t("widget.rules.label"),
    "rules-select",
    Object.keys(config.profiles).map((name) => [name, t(`profile.${name}`)]),
    () => {
      state.rules = rules.select.value;
      onRulesChange();
    },
  );
  const table = selectField(t("widget.table.label"), "table-select", [], () => {
    state.table = table.select.value;
    onChange();
  });
  const element = h(
    "div",
    { class: "calc__controls" },
    h(
      "div",
      { class: "calc__field calc__field--wide" },
      h("label", { for: handId, text: t("widget.hand.label") }),
      hand,
      h("p", { class: "calc__help", id: helpId, text: t("widget.hand.help") }),
      error,
    ),
    trump.field,
    rules.field,
    table.field,
  );

  // The meld tables the rules offer (a table they lack gives way to their
  // first); no choice to make when they offer one.
  function showTables(tables) {
    if (!tables.includes(state.table)) state.table = tables[0];
    table.select.replaceChildren(...tables.map((name) => h("option", { value: name, text: t(`table.${name}`) })));
    table.select.value = state.table;
    table.select.disabled = tables.length < 2;
  }

  function show() {
    hand.value = state.hand;
    trump.select.value = state.trump;
    rules.select.value = state.rules;
  }

  // The hand's field tells screen readers whether the engine could read it.
  function markHand(invalid) {
    if (invalid) hand.setAttribute("aria-invalid", "true");
    else hand.removeAttribute("aria-invalid");
  }

  return { element, hand, showTables, show, markHand };
}
