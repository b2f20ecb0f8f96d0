// The checks calculator: the bid and how it ended, a slam, each team's meld
// checks and, when the hand ends the game, the scores; the engine answers with
// every check that changes hands and the rule behind it, for the hand and for
// the game. Teams: 0 is "us", 1 is "them". The inputs live in the fragment
// (#bid=27&outcome=set&meld=4,0…); the meld calculator links here that way.
import {
  h,
  latestOnly,
  numberField,
  readFragment,
  selectField,
  signed,
  startEngine,
  statusLine,
  widgetRoots,
  writeFragment,
} from "./common.js";

const FRAGMENT_KEYS = ["bidders", "bid", "outcome", "slam", "meld", "scores", "target"];
const TEAMS = [0, 1];

for (const widget of widgetRoots("checks-calculator")) checksCalculator(widget);

function checksCalculator({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  const team = (index) => t(`widget.team.${index}`);
  const changed = () => update();

  const bidders = selectField(t("widget.checks.bidders"), "bidders-select", TEAMS.map((i) => [i, team(i)]), changed);
  const bid = numberField(t("widget.checks.bid"), "bid-input", { min: 1, value: 25 }, changed);
  const outcome = selectField(
    t("widget.checks.outcome"),
    "outcome-select",
    [
      ["made", t("outcome.made")],
      ["set", t("outcome.set")],
      ["conceded", t("widget.outcome.conceded")],
    ],
    changed,
  );
  const slam = selectField(
    t("widget.checks.slam"),
    "slam-select",
    [["", t("widget.checks.slam_none")], ...TEAMS.map((i) => [i, team(i)])],
    changed,
  );
  const meld = TEAMS.map((i) => numberField(team(i), `meld-checks-${i}`, { min: 0, value: 0 }, changed));
  const scores = TEAMS.map((i) => numberField(team(i), `score-${i}`, {}, changed));
  const target = numberField(
    t("widget.checks.target"),
    "target-input",
    { min: 1, value: config.profiles.check.target },
    changed,
  );

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
        h("th", { scope: "row", text: entry.rule }),
        TEAMS.map((i) => h("td", { class: "num", text: signed(entry.team === i ? entry.amount : -entry.amount) })),
      ),
    );
    if (rows.length === 0) {
      rows.push(h("tr", {}, h("td", { colspan: 3, text: t("widget.checks.no_entries") })));
    }
    return h(
      "table",
      {},
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

  function render(answer) {
    if (answer.error) {
      error.textContent = answer.error.message;
      error.hidden = false;
      result.hidden = true;
    } else {
      error.hidden = true;
      result.hidden = false;
      handTable.replaceChildren(ledgerTable(t("widget.checks.hand_caption"), answer.hand));
      gameTable.replaceChildren();
      if (answer.game?.over) {
        gameTable.append(
          h("p", { text: t(`widget.checks.winner.${answer.game.winner}`) }),
          ledgerTable(t("widget.checks.game_caption"), answer.game),
        );
      } else if (answer.game) {
        gameTable.append(h("p", { text: t("widget.checks.game_on", { target: target.input.value }) }));
      }
      TEAMS.forEach((i) => {
        totals[i].textContent = signed(answer.balances[i]);
      });
    }
    status.set("ready");
  }

  const number = (input) => (input.value.trim() === "" ? null : Math.trunc(Number(input.value)));
  const send = latestOnly(engine.call, render);

  // The fragment follows the reader's changes; the first calculation leaves
  // the address as it came.
  function update({ remember = true } = {}) {
    const given = scores.map((field) => number(field.input));
    const request = {
      lang: config.lang,
      bidders: Number(bidders.select.value),
      bid: number(bid.input) ?? 0,
      outcome: outcome.select.value,
      slam: slam.select.value === "" ? null : Number(slam.select.value),
      meld_checks: meld.map((field) => number(field.input) ?? 0),
      scores: given.includes(null) ? null : given,
      target: number(target.input) ?? 0,
    };
    if (remember) writeFragment({
      bidders: request.bidders,
      bid: bid.input.value,
      outcome: request.outcome,
      slam: slam.select.value,
      meld: request.meld_checks.join(","),
      scores: request.scores ? request.scores.join(",") : "",
      target: target.input.value,
    });
    send("checks", request).catch(() => status.set("error"));
  }

  function applyFragment() {
    const params = readFragment(FRAGMENT_KEYS);
    if (!params) return;
    const pair = (key) => (params.get(key) ?? "").split(",");
    if (params.has("bidders")) bidders.select.value = params.get("bidders");
    if (params.has("bid")) bid.input.value = params.get("bid");
    if (params.has("outcome")) outcome.select.value = params.get("outcome");
    if (params.has("slam")) slam.select.value = params.get("slam");
    if (params.has("target")) target.input.value = params.get("target");
    TEAMS.forEach((i) => {
      if (params.has("meld")) meld[i].input.value = pair("meld")[i] ?? 0;
      if (params.has("scores")) scores[i].input.value = pair("scores")[i] ?? "";
    });
  }

  root.replaceChildren(
    status.line,
    h(
      "fieldset",
      { class: "calc__group" },
      h("legend", { text: t("widget.checks.hand_legend") }),
      h("div", { class: "calc__controls" }, bidders.field, bid.field, outcome.field, slam.field),
    ),
    h(
      "fieldset",
      { class: "calc__group" },
      h("legend", { text: t("widget.checks.meld_legend") }),
      h("div", { class: "calc__controls" }, meld.map((field) => field.field)),
    ),
    h(
      "fieldset",
      { class: "calc__group" },
      h("legend", { text: t("widget.checks.game_legend") }),
      h("p", { class: "calc__help", text: t("widget.checks.scores_help") }),
      h("div", { class: "calc__controls" }, scores.map((field) => field.field), target.field),
    ),
    error,
    result,
  );
  applyFragment();
  update({ remember: false });
  engine.ready.catch(() => status.set("error"));
}
