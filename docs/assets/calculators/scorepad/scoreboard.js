// The scoreboard, always in view while a game is kept (sticky at the top of
// the widget): both teams' names, points and checks, large, with the target
// and who deals next, or that the game is over.
import { h } from "../dom.js";
import { total } from "./fields.js";

const TEAMS = [0, 1];

export function scoreboard(pad) {
  const { t } = pad;
  const names = TEAMS.map(() => h("span", { class: "scorepad__board-name" }));
  const points = TEAMS.map((team) => h("span", { class: "scorepad__board-points", "data-testid": `scoreboard-points-${team}` }));
  const checks = TEAMS.map((team) => h("span", { "data-testid": `scoreboard-checks-${team}` }));
  const checkLines = TEAMS.map((team) => h("span", { class: "scorepad__board-checks" }, h("span", { text: `${t("widget.scorepad.col.checks")} ` }), checks[team]));
  const status = h("p", { class: "scorepad__board-status", "data-testid": "scoreboard-status" });
  const element = h(
    "section",
    { class: "scorepad__board", "data-testid": "scoreboard", "aria-label": t("widget.scorepad.board") },
    h(
      "div",
      { class: "scorepad__board-teams" },
      TEAMS.map((team) => h("p", { class: "scorepad__board-team" }, names[team], points[team], checkLines[team])),
    ),
    status,
  );

  function render(sheet) {
    TEAMS.forEach((team) => {
      names[team].textContent = pad.teamName(team);
      points[team].textContent = total(sheet.scores[team]);
      checks[team].textContent = total(sheet.checks[team]);
      checkLines[team].hidden = !sheet.rules.checks;
    });
    status.textContent = sheet.over
      ? t("widget.scorepad.board_over", { hand: sheet.rows.length })
      : t("widget.scorepad.board_on", { target: sheet.rules.target, dealer: pad.seatName(sheet.next_dealer) });
  }

  return { element, render };
}
