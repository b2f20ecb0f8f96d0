// The sheet: every hand with its result, both teams' points and checks and the
// running totals; the game checks and the final score once the game is over.
// A wide widget shows the full table; a narrow one (a phone) a card per hand,
// two lines a team, so that nothing needs sideways scrolling. Both carry the
// same test hooks.
import { h, signed } from "../dom.js";
import { total } from "./fields.js";

const TEAMS = [0, 1];
export const NARROW = 600; // px: below it, a card per hand

export function resultText(pad, row) {
  const { t } = pad;
  const entry = row.entry;
  let text;
  if (entry.outcome === "redeal") text = t("widget.scorepad.result.redeal");
  else if (entry.outcome === "no_marriage") text = t("widget.scorepad.result.no_marriage");
  else if (entry.outcome === "conceded") text = t("widget.outcome.conceded");
  else text = t(row.made ? "outcome.made" : "outcome.set");
  if (entry.slam !== null && entry.slam !== undefined) {
    text = t("widget.scorepad.result.slam", { result: text, team: pad.teamName(entry.slam) });
  }
  return text;
}

export const bidText = (pad, entry) =>
  entry.outcome === "redeal" ? "\u2014" : pad.t("widget.scorepad.bid_cell", { team: pad.teamName(entry.bidders), bid: entry.bid });

const editButton = (pad, number) =>
  pad.readOnly ? null : h("button", {
    type: "button",
    class: "calc__button calc__button--small",
    "data-testid": "edit-hand",
    "aria-label": pad.t("widget.scorepad.edit_hand", { number }),
    text: pad.t("widget.scorepad.edit"),
    onclick: () => pad.startEditing(number),
  });

export function sheetView(pad, narrow) {
  return narrow ? sheetCards(pad) : sheetTable(pad);
}

function sheetTable(pad) {
  const { t } = pad;
  const sheet = pad.state.sheet;
  const withChecks = sheet.rules.checks;
  const columns = withChecks ? ["points", "total", "checks", "balance"] : ["points", "total"];
  const numbers = (testid, values) => values.map((value, i) => h("td", { class: "num", "data-testid": `${testid}-${i}`, text: value }));
  const rows = sheet.rows.map((row) =>
    h(
      "tr",
      { "data-testid": "sheet-row", "data-hand": row.number },
      h("th", { scope: "row", class: "num", text: row.number }),
      h("td", { text: pad.seatName(row.entry.dealer) }),
      h("td", { text: bidText(pad, row.entry) }),
      h("td", { text: resultText(pad, row) }),
      TEAMS.map((team) => [
        h("td", { class: "num", "data-testid": `points-${team}`, text: signed(row.points[team]) }),
        h("td", { class: "num scorepad__total", "data-testid": `total-${team}`, text: total(row.scores[team]) }),
        withChecks ? h("td", { class: "num", "data-testid": `checks-${team}`, text: signed(row.checks[team]) }) : null,
        withChecks ? h("td", { class: "num scorepad__total", "data-testid": `balance-${team}`, text: signed(row.check_totals[team]) }) : null,
      ]),
      h("td", { class: "scorepad__noprint" }, editButton(pad, row.number)),
    ),
  );
  if (rows.length === 0) rows.push(h("tr", {}, h("td", { colspan: 5 + 2 * columns.length, text: t("widget.scorepad.no_hands") })));
  const foot = [];
  if (sheet.over) {
    const blank = () => h("td");
    if (withChecks) {
      foot.push(
        h(
          "tr",
          {},
          h("th", { scope: "row", colspan: 4, text: t("widget.scorepad.game_checks") }),
          TEAMS.map((team) => [blank(), blank(), numbers("game-checks", sheet.game_checks.map(signed))[team], blank()]),
          h("td", { class: "scorepad__noprint" }),
        ),
      );
    }
    foot.push(
      h(
        "tr",
        {},
        h("th", { scope: "row", colspan: 4, text: t("widget.scorepad.final") }),
        TEAMS.map((team) => [
          blank(),
          numbers("final-total", sheet.scores.map(total))[team],
          withChecks ? blank() : null,
          withChecks ? numbers("final-balance", sheet.checks.map(signed))[team] : null,
        ]),
        h("td", { class: "scorepad__noprint" }),
      ),
    );
  }
  const head = (key, extra = {}) => h("th", { scope: "col", rowspan: 2, text: t(`widget.scorepad.col.${key}`), ...extra });
  return h(
    "table",
    { class: "scorepad__table", "data-testid": "sheet" },
    h("caption", { text: t("widget.scorepad.caption") }),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        ["hand", "dealer", "bid", "result"].map((key) => head(key)),
        TEAMS.map((team) => h("th", { scope: "colgroup", colspan: columns.length, class: "scorepad__team", text: pad.teamName(team) })),
        head("change", { class: "scorepad__noprint" }),
      ),
      h("tr", {}, TEAMS.map(() => columns.map((key) => h("th", { scope: "col", class: "num", text: t(`widget.scorepad.col.${key}`) })))),
    ),
    h("tbody", {}, rows),
    foot.length ? h("tfoot", {}, foot) : null,
  );
}

// A card per hand: the hand, dealer, bid and result, then a line a team with
// the hand's points and the score, the hand's checks and the balance.
function sheetCards(pad) {
  const { t } = pad;
  const sheet = pad.state.sheet;
  const withChecks = sheet.rules.checks;
  const figure = (key, testid, text, strong = false) =>
    h(
      "span",
      { class: "scorepad__figure" },
      h("span", { class: "scorepad__key", text: t(`widget.scorepad.col.${key}`) }),
      h(strong ? "strong" : "span", { class: "num", "data-testid": testid, text }),
    );
  const teamLine = (team, parts) => h("p", { class: "scorepad__team-line" }, h("span", { class: "scorepad__name", text: pad.teamName(team) }), parts);
  const cards = sheet.rows.map((row) =>
    h(
      "li",
      { class: "scorepad__hand", "data-testid": "sheet-row", "data-hand": row.number },
      h(
        "p",
        { class: "scorepad__hand-head" },
        h("strong", { text: t("widget.scorepad.legend_hand", { number: row.number }) }),
        h("span", { text: `${bidText(pad, row.entry)} · ${resultText(pad, row)}` }),
        h("span", { class: "scorepad__dealer", text: `${t("widget.scorepad.col.dealer")}: ${pad.seatName(row.entry.dealer)}` }),
        h("span", { class: "scorepad__noprint" }, editButton(pad, row.number)),
      ),
      TEAMS.map((team) =>
        teamLine(team, [
          figure("points", `points-${team}`, signed(row.points[team])),
          figure("total", `total-${team}`, total(row.scores[team]), true),
          withChecks ? figure("checks", `checks-${team}`, signed(row.checks[team])) : null,
          withChecks ? figure("balance", `balance-${team}`, signed(row.check_totals[team]), true) : null,
        ]),
      ),
    ),
  );
  const end = [];
  if (sheet.over) {
    end.push(
      h(
        "li",
        { class: "scorepad__hand scorepad__end" },
        h("p", { class: "scorepad__hand-head" }, h("strong", { text: t("widget.scorepad.final") })),
        TEAMS.map((team) =>
          teamLine(team, [
            withChecks ? figure("game_checks", `game-checks-${team}`, signed(sheet.game_checks[team])) : null,
            figure("total", `final-total-${team}`, total(sheet.scores[team]), true),
            withChecks ? figure("balance", `final-balance-${team}`, signed(sheet.checks[team]), true) : null,
          ]),
        ),
      ),
    );
  }
  return h(
    "section",
    { class: "scorepad__cards-sheet", "data-testid": "sheet", "aria-label": t("widget.scorepad.caption") },
    h("h3", { class: "scorepad__caption", text: t("widget.scorepad.caption") }),
    cards.length ? h("ol", { class: "scorepad__hands" }, cards, end) : h("p", { text: t("widget.scorepad.no_hands") }),
  );
}

// The state of the game: play on, or the winners.
export function resultLines(pad) {
  const { t } = pad;
  const sheet = pad.state.sheet;
  const target = sheet.rules.target;
  if (!sheet.over) return [t("widget.scorepad.game_on", { target })];
  const winner = sheet.points_winner;
  const points = { team: pad.teamName(winner), won: total(sheet.scores[winner]), lost: total(sheet.scores[1 - winner]), hand: sheet.rows.length };
  const lines = [];
  if (sheet.both_reached) lines.push(t("widget.scorepad.over.both", { target, team: pad.teamName(winner) }));
  if (!sheet.rules.checks) {
    lines.push(t("widget.scorepad.over.winner", points));
    return lines;
  }
  lines.push(t("widget.scorepad.over.points", { ...points, checks: signed(sheet.game_checks[winner]) }));
  if (sheet.winner === null) lines.push(t("widget.scorepad.over.draw"));
  else lines.push(t("widget.scorepad.over.checks", { team: pad.teamName(sheet.winner), checks: signed(sheet.checks[sheet.winner]) }));
  return lines;
}
