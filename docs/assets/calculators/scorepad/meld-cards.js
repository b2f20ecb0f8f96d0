// The meld of a team counted from its players' cards, by the meld
// calculator's rules (the engine's `meld` operation), filled into the form.
// Each player's cards are typed in a box, or picked with the meld
// calculator's card picker, which works on the box of the player chosen in
// "whose cards": its presses follow the picker's rules (a box typed by hand
// keeps its text; a press adds the card's code to it).
import { h } from "../dom.js";
import { cardPicker } from "../meld-calculator/picker.js";
import { button, select, setOptions } from "./fields.js";

const TEAMS = [0, 1];
const PLAYERS = [0, 1];

export function meldCards(pad, filled) {
  const { t, config, fields } = pad;
  const trump = fields.field(
    null,
    "meld-trump",
    select(config.suits.map((suit) => [suit.code, `${suit.symbol} ${t(`suit.${suit.code}`)}`])),
    t("widget.trump.label"),
  );
  const cards = TEAMS.map((team) =>
    PLAYERS.map((player) =>
      fields.field(
        `cards.${team}.${player}`,
        `cards-${team}-${player}`,
        h("input", { type: "text", autocomplete: "off", autocapitalize: "characters", spellcheck: "false", class: "calc__hand", oninput: follow }),
        "",
      ),
    ),
  );
  const names = TEAMS.flatMap((team) => PLAYERS.map((player) => `cards.${team}.${player}`));
  const error = h("p", { class: "calc__error", tabindex: -1, hidden: true });

  // The picker's state, as the meld calculator keeps it, for the chosen player's box.
  const picking = { hand: "", counts: new Map(), countsHand: "", rules: null };
  const picked = new Map(); // box → the picker's counts and the text they describe, while another box is chosen
  let active = cards[0][0];
  const picker = cardPicker({ state: picking, config, t, onChange: () => (active.input.value = picking.hand) });
  const whose = fields.field(null, "cards-player", select([], { onchange: () => pickFor(whose.input.value) }), t("widget.scorepad.cards_whose"));
  const element = h(
    "details",
    { class: "scorepad__cards", "data-testid": "meld-cards" },
    h("summary", { text: t("widget.scorepad.meld_cards") }),
    h("div", { class: "scorepad__grid" }, trump.wrap, whose.wrap),
    picker.element,
    h("p", { class: "calc__help", text: t("widget.hand.help") }),
    h("div", { class: "scorepad__grid" }, cards.flat().map((entry) => entry.wrap)),
    button(t("widget.scorepad.meld_count"), "meld-count", count),
    error,
  );

  // The picker shows the chosen box: its own picks while the box holds them; none for typed text.
  function follow() {
    const text = active.input.value;
    picking.hand = text;
    if (picking.countsHand !== text) {
      picking.counts = new Map();
      picking.countsHand = text.trim() ? null : text;
    }
    picker.paint();
  }

  function pickFor(value) {
    const [team, player] = value.split(".").map(Number);
    picked.set(active, { counts: picking.counts, countsHand: picking.countsHand });
    active = cards[team][player];
    Object.assign(picking, picked.get(active) ?? { counts: new Map(), countsHand: "" });
    follow();
  }

  async function count() {
    fields.clear(names);
    const problems = [];
    for (const team of TEAMS) {
      const hands = cards[team].map((entry) => entry.input.value);
      if (hands.every((text) => !text.trim())) continue;
      const answer = await pad.perform("meld", { trump: trump.input.value, hands }, { adopt: false });
      if (answer.problems) {
        problems.push(...answer.problems.map((p) => ({ ...p, field: p.field && `cards.${team}.${p.field.split(".")[1]}` })));
      } else if (answer.error) {
        problems.push(answer.error);
      } else {
        filled(team, answer.points, answer.checks);
      }
    }
    fields.show(problems, names, error);
  }

  // Each team's players, as the engine seats them; the picker holds the game's deck.
  function render() {
    const { seats, rules } = pad.state.sheet;
    const choices = [];
    TEAMS.forEach((team) => {
      const own = seats.map((seat, index) => ({ ...seat, index })).filter((seat) => seat.team === team);
      cards[team].forEach((entry, player) => {
        const name = pad.seatName(own[player].index);
        entry.label.textContent = t("widget.scorepad.cards", { seat: name });
        choices.push([`${team}.${player}`, name]);
      });
    });
    setOptions(whose.input, choices);
    if (picking.rules !== rules.profile) {
      picking.rules = rules.profile;
      picker.build();
    }
  }

  function clear() {
    for (const entry of cards.flat()) entry.input.value = "";
    picked.clear();
    picking.countsHand = "";
    follow();
    error.hidden = true;
  }

  return { element, render, clear };
}
