// The saved games of this browser: a line per game (teams, date, score,
// finished or not), the current one marked; another game can be resumed or
// deleted. Starting a new game keeps the current one in the list.
import { h } from "../dom.js";
import { button, total } from "./fields.js";

export function savedGames(pad) {
  const { t, config } = pad;
  const list = h("ul", { class: "scorepad__games", "data-testid": "games" });
  const element = h(
    "details",
    { class: "scorepad__games-box scorepad__noprint", "data-testid": "games-box" },
    h("summary", { text: t("widget.scorepad.games") }),
    list,
  );
  const date = new Intl.DateTimeFormat(config.lang, { dateStyle: "medium", timeStyle: "short" });

  function render() {
    const shelf = pad.store.shelf();
    const lines = shelf.games.map((game) => {
      const current = game.id === shelf.current;
      const names = game.teams.map((name, team) => name || t(`widget.scorepad.team.${team}`));
      const state = t(game.over ? "widget.scorepad.game_finished" : "widget.scorepad.game_open", { hands: game.hands });
      return h(
        "li",
        { class: "scorepad__game", "data-testid": "saved-game", "data-game": game.id, "data-current": String(current) },
        h("p", {}, h("strong", { text: `${names[0]} ${total(game.scores[0])} – ${total(game.scores[1])} ${names[1]}` })),
        h("p", { class: "calc__help", text: `${date.format(new Date(game.updated))} · ${state}${current ? ` · ${t("widget.scorepad.game_current")}` : ""}` }),
        current || pad.readOnly
          ? null
          : h(
              "p",
              { class: "scorepad__buttons" },
              button(t("widget.scorepad.game_resume"), "game-resume", () => pad.resume(game.id), { "aria-label": t("widget.scorepad.game_resume_named", { teams: names.join(" – ") }) }),
              button(t("widget.scorepad.game_delete"), "game-delete", () => confirmDelete(game.id, names), { "aria-label": t("widget.scorepad.game_delete_named", { teams: names.join(" – ") }) }),
            ),
      );
    });
    list.replaceChildren(...lines);
  }

  function confirmDelete(id, names) {
    if (!window.confirm(t("widget.scorepad.game_delete_confirm", { teams: names.join(" – ") }))) return;
    pad.store.remove(id);
    render();
    pad.say(t("widget.scorepad.live.deleted"));
  }

  return { element, render };
}
