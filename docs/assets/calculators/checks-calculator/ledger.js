// The checks calculator's answer: the checks that change hands for the hand
// and, once the scores end the game, for the game, each with the rule behind
// it; then each team's balance. Or the engine's message naming what is wrong.
import { h, signed } from "../dom.js";
import { TEAMS } from "./form.js";

export function checksLedger(t) {
  const team = (index) => t(`widget.team.${index}`);
  const error = h("p", { class: "calc__error", role: "alert", "data-testid": "checks-error", hidden: true });
  const handTable = h("div");
  const gameTable = h("div");
  const totals = TEAMS.map((i) => h("dd", { "data-testid": `checks-total-${i}` }));
  const result = h(
    "div",
    { class: "calc__result" },
    handTable,
    gameTable,
    h("p", { class: "calc__totals-title", text: t("widget.checks.balance") }),
    h(
      "dl",
      { class: "calc__totals", "aria-live": "polite" },
      TEAMS.map((i) => [h("dt", { text: team(i) }), totals[i]]),
    ),
  );

  function ledgerTable(caption, ledger) {
    const rows = ledger.entries.map((entry) =>
      h(
        "tr",
        {},
        h("th", {
          scope: "row",
          text: entry.source === "meld" ? t("widget.checks.row", { team: team(entry.team), rule: entry.rule }) : entry.rule,
        }),
        TEAMS.map((i) => h("td", { class: "num", text: signed(entry.team === i ? entry.amount : -entry.amount) })),
      ),
    );
    if (rows.length === 0) {
      rows.push(h("tr", {}, h("td", { colspan: 3, text: t("widget.checks.no_entries") })));
    }
    return h(
      "table",
      { class: "calc__table calc__ledger" },
      h("caption", { text: caption }),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col", text: t("widget.checks.col.rule") }),
          TEAMS.map((i) => h("th", { scope: "col", text: team(i) })),
        ),
      ),
      h("tbody", {}, rows),
      h(
        "tfoot",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "row", text: t("site.row.total") }),
          TEAMS.map((i) => h("td", { class: "num", text: signed(ledger.balances[i]) })),
        ),
      ),
    );
  }

  function showError(message) {
    error.textContent = message;
    error.hidden = false;
    result.hidden = true;
  }

  function hide() {
    error.hidden = true;
    result.hidden = true;
  }

  // `target`: the target as typed, named while the game goes on.
  function show(answer, target) {
    error.hidden = true;
    result.hidden = false;
    handTable.replaceChildren(ledgerTable(t("widget.checks.hand_caption"), answer.hand));
    gameTable.replaceChildren();
    if (answer.game?.over) {
      const why = answer.game.both_reached ? "both" : "winner";
      gameTable.append(
        h("p", { text: t(`widget.checks.${why}.${answer.game.winner}`) }),
        ledgerTable(t("widget.checks.game_caption"), answer.game),
      );
    } else if (answer.game) {
      gameTable.append(h("p", { text: t("widget.checks.game_on", { target }) }));
    }
    TEAMS.forEach((i) => {
      totals[i].textContent = signed(answer.balances[i]);
    });
  }

  return { error, result, showError, hide, show };
}
