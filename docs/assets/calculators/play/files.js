// The game to a file and back, as the scorepad does: the file holds the game as the
// engine returns it (rules, seed, target, players, version, actions, marks); a file
// read back is opened only when the engine replays it, else the reader is told at the
// control and the game on the table stays.
import { h, newId } from "../dom.js";
import { download } from "../scorepad/fields.js";
import { isGame } from "./store.js";

export function makeFiles(t, { game, open }) {
  const exportButton = h("button", {
    type: "button",
    class: "calc__button",
    "data-testid": "play-export",
    text: t("play.ui.export"),
    onclick: () => {
      const kept = game();
      if (kept) download(`${JSON.stringify(kept, null, 2)}\n`, `pinochle-${kept.rules}-${kept.seed}.json`, "application/json");
    },
  });
  const error = h("p", { class: "calc__error", "data-testid": "play-import-error", id: newId("play-import-error"), tabindex: -1, hidden: true });
  // A short label (it fits a phone's line); what the file is and that the game left stays
  // reachable, in a help line under it.
  const help = h("span", { class: "calc__help", "data-testid": "play-import-help", id: newId("play-import-help"), text: t("play.ui.import_help") });
  const input = h("input", {
    type: "file",
    id: newId("play-import"),
    "data-testid": "play-import",
    accept: ".json,application/json",
    "aria-describedby": `${help.id} ${error.id}`,
    onchange: async (event) => {
      const file = event.target.files[0];
      if (!file) return;
      const text = await file.text();
      event.target.value = "";
      const read = parse(text);
      const failure = read ? await open(read) : t("play.ui.import_foreign");
      error.hidden = !failure;
      error.textContent = failure ?? "";
      if (failure) error.focus();
    },
  });
  const label = h("label", { class: "calc__label", for: input.id, text: t("play.ui.import") });
  const element = h("div", { class: "play__files" }, exportButton, h("div", { class: "play__import" }, label, input, help), error);
  return { element };
}

function parse(text) {
  try {
    const read = JSON.parse(text);
    return isGame(read) ? read : null;
  } catch {
    return null;
  }
}
