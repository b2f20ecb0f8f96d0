// The meld of a team counted from its players' cards, by the meld
// calculator's rules (the engine's `meld` operation), filled into the form.
import { h } from "../dom.js";
import { button, select } from "./fields.js";

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
        h("input", { type: "text", autocomplete: "off", autocapitalize: "characters", spellcheck: "false", class: "calc__hand" }),
        "",
      ),
    ),
  );
  const names = TEAMS.flatMap((team) => PLAYERS.map((player) => `cards.${team}.${player}`));
  const error = h("p", { class: "calc__error", tabindex: -1, hidden: true });
  const element = h(
    "details",
    { class: "scorepad__cards", "data-testid": "meld-cards" },
    h("summary", { text: t("widget.scorepad.meld_cards") }),
    h("p", { class: "calc__help", text: t("widget.hand.help") }),
    h("div", { class: "scorepad__grid" }, trump.wrap, cards.flat().map((entry) => entry.wrap)),
    button(t("widget.scorepad.meld_count"), "meld-count", count),
    error,
  );

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

  // Each team's players, as the engine seats them.
  function render() {
    const seats = pad.state.sheet.seats;
    TEAMS.forEach((team) => {
      const own = seats.map((seat, index) => ({ ...seat, index })).filter((seat) => seat.team === team);
      cards[team].forEach((entry, player) => {
        entry.label.textContent = t("widget.scorepad.cards", { seat: pad.seatName(own[player].index) });
      });
    });
  }

  function clear() {
    for (const entry of cards.flat()) entry.input.value = "";
    error.hidden = true;
  }

  return { element, render, clear };
}
