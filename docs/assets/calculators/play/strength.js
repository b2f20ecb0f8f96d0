// The opponents' strength: a choice of the engine's computer players (its `PLAYERS`,
// `club` by default as its `DEFAULT`), each with a line saying how it plays, and the
// strength of the game on the table named in the rules-and-deal panel's summary.
import { h, newId, selectField } from "../dom.js";

const PLAYERS = ["basic", "club", "expert"];
const DEFAULT = "club";

export function makeStrength(t) {
  const choice = selectField(
    t("play.setup.strength"),
    "play-players",
    PLAYERS.map((name) => [name, t(`play.setup.strength_name.${name}`)]),
    describe,
  );
  const about = h("p", { class: "calc__help", id: newId("play-players-about"), "data-testid": "play-players-about" });
  choice.select.setAttribute("aria-describedby", about.id);
  choice.field.append(about);
  const summary = h("summary", { text: t("play.ui.setup") });
  choose(DEFAULT);

  function describe() {
    about.textContent = t(`play.setup.strength_about.${choice.select.value}`);
  }

  // The strength offered for the next game.
  function choose(name) {
    choice.select.value = PLAYERS.includes(name) ? name : DEFAULT;
    describe();
  }

  // The summary names whom the reader plays in the game on the table.
  function show(name) {
    summary.dataset.players = name;
    summary.textContent = t("play.setup.summary", { strength: t(`play.setup.strength_name.${name}`) });
  }

  return { field: choice.field, summary, choose, show, value: () => choice.select.value };
}
