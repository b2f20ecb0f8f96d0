// The meld calculator's card picker: one button per card of the chosen
// rules' deck, grouped by suit. A press adds a copy; past the deck's copies it
// starts again at none; Delete, Backspace or "-" takes one away. The picked
// cards become the hand (`state.hand`), then `onChange` is told. While the
// counts do not describe the text in the box (typed, and not yet read by the
// engine, or with a mistake), a press only adds the card, in the reader's letters, to the text,
// or takes its last copy out: what was typed stays.
import { h, newId } from "../dom.js";
import { codesOfCounts, profileOf, typedCards } from "./state.js";

const REMOVE_KEYS = ["Delete", "Backspace", "-"];

export function cardPicker({ state, config, t, onChange }) {
  const helpId = newId("pick-help");
  const keysId = newId("pick-keys");
  const buttons = new Map();
  const suitGroups = h("div", { class: "calc__suits" });
  const element = h(
    "fieldset",
    { class: "calc__picker" },
    h("legend", { text: t("widget.picker.legend") }),
    h("p", { class: "calc__help", id: helpId, text: t("widget.picker.help") }),
    h("p", { class: "calc__help calc__keys-help", id: keysId, text: t("widget.picker.keys") }),
    suitGroups,
    h("button", {
      type: "button",
      class: "calc__clear",
      text: t("widget.picker.clear"),
      onclick: () => {
        state.counts = new Map();
        changed();
      },
    }),
  );

  function pickButton(code, suit) {
    const button = h(
      "button",
      {
        type: "button",
        class: `card card--${suit.red ? "red" : "black"} calc__pick`,
        "data-card": code,
        "aria-describedby": `${helpId} ${keysId}`,
        onclick: () => changeCount(code, +1),
        onkeydown: (event) => {
          if (!REMOVE_KEYS.includes(event.key)) return;
          event.preventDefault();
          changeCount(code, -1);
        },
      },
      h("span", { class: "card__rank", "aria-hidden": "true", text: t(`rank_index.${code[0]}`) }),
      h("span", { class: "card__suit", "aria-hidden": "true", text: suit.symbol }),
      h("span", { class: "calc__count", "aria-hidden": "true" }),
    );
    buttons.set(code, button);
    return button;
  }

  // The buttons for the chosen rules' deck.
  function build() {
    buttons.clear();
    suitGroups.replaceChildren(
      ...config.suits.map((suit) => {
        const nameId = newId("suit");
        return h(
          "div",
          { class: "calc__suit", role: "group", "aria-labelledby": nameId },
          h("span", { class: "calc__suit-name", id: nameId, text: `${suit.symbol} ${t(`suit.${suit.code}`)}` }),
          profileOf(state, config).ranks.map((rank) => pickButton(`${rank}${suit.code}`, suit)),
        );
      }),
    );
    paint();
  }

  // Each button shows and names how many copies are picked.
  function paint() {
    for (const [code, button] of buttons) {
      const count = state.counts.get(code) ?? 0;
      button.setAttribute("aria-label", t("widget.picker.card", { card: t(`card.${code}`), count }));
      button.classList.toggle("calc__pick--held", count > 0);
      button.querySelector(".calc__count").textContent = count ? `×${count}` : "";
    }
  }

  function changeCount(code, step) {
    if (state.countsHand !== state.hand) {
      editText(code, step);
      return;
    }
    const count = (state.counts.get(code) ?? 0) + step;
    state.counts.set(code, count > profileOf(state, config).copies ? 0 : Math.max(count, 0));
    changed();
  }

  function changed() {
    state.hand = typedCards(codesOfCounts(state.counts, config), t);
    state.countsHand = state.hand;
    paint();
    onChange();
  }

  function editText(code, step) {
    const words = state.hand.trim().split(/\s+/).filter(Boolean);
    const typed = typedCards([code], t);
    if (step > 0) words.push(typed);
    else {
      const last = words.findLastIndex((word) => [code, typed].includes(word.toUpperCase()));
      if (last < 0) return;
      words.splice(last, 1);
    }
    state.hand = words.join(" ");
    onChange();
  }

  return { element, build, paint };
}
