// The scorepad: a game played at a real table, kept hand by hand. The page only
// collects the inputs and shows the answers: every rule (validation, made or
// set, points, checks, the end of the game) is the engine's `pinochle.web.scorepad`,
// which gets the saved game with each operation and answers with the new game
// and its sheet. The game is saved in localStorage after every change; stored
// data the engine cannot read is kept aside, untouched, and the reader is told.
//
// Test hooks (data-testid), besides the root "scorepad":
//   scorepad-notice         notices about stored data (kept aside, not saved)
//   kept-download, kept-delete   buttons of a notice about data kept aside
//   team-name-0, team-name-1, rules-select, target-input, min-bid-input   the game's settings
//   settings-error          a settings problem not tied to one input
//   hand-form, hand-legend  the form for a new hand, or for correcting one
//   dealer-select, bidders-select ("0", "1", "passed"), bid-input,
//   outcome-select ("played", "conceded", "no_marriage"), meld-0, meld-1,
//   meld-checks-0, meld-checks-1, tricks-0, tricks-1, slam-select ("", "0", "1")
//   meld-cards (the <details>), meld-trump, cards-T-P (team T, player P), meld-count
//   add-hand (submit), cancel-edit, form-error
//   error-ID                the message at the input whose test id is ID: error-bid-input,
//                           error-tricks-0, error-team-name-1…
//   sheet (the table), sheet-row (one per hand, data-hand="N"), and in each row
//   points-T, total-T, checks-T, balance-T, edit-hand
//   game-checks-T, final-total-T, final-balance-T   the footer once the game is over
//   scorepad-result         the state of the game: play on, or the winners
//   undo, new-game, confirm-new-game, keep-game, export-json, export-csv,
//   import-file, import-error, print, scorepad-live (what just happened)
import { h, newId, signed } from "./dom.js";
import { startEngine } from "./engine.js";
import { statusLine } from "./status.js";
import { onWidgets } from "./widgets.js";

const STORE = "pinochle.scorepad";
const KEPT = "pinochle.scorepad.kept.";
const TEAMS = [0, 1];
const SEATS = [0, 1, 2, 3];

addStyleSheet();
onWidgets("scorepad", scorepad);

function addStyleSheet() {
  const href = new URL("scorepad.css", import.meta.url).href;
  if (!document.querySelector(`link[href="${href}"]`)) {
    document.head.append(h("link", { rel: "stylesheet", href }));
  }
}

function scorepad({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  let game = null;
  let sheet = null;
  let editing = null; // the number of the hand being corrected
  let saving = true;
  let queue = Promise.resolve();

  const teamName = (team) => (game?.teams[team] || t(`widget.team.${team}`));
  const seatName = (seat) => t("widget.scorepad.seat", { team: teamName(seat % 2), number: seat < 2 ? 1 : 2 });

  // One operation at a time, each on the game the previous one left.
  function perform(op, extra = {}, { adopt = true } = {}) {
    const step = queue.then(async () => {
      const answer = await engine.call("scorepad", { lang: config.lang, op, game, ...extra });
      if (adopt && answer.game) {
        game = answer.game;
        sheet = answer.sheet;
        save();
        render();
      }
      return answer;
    });
    queue = step.catch(() => status.set("error"));
    return step;
  }

  // ---- inputs with a message slot
  const fields = new Map(); // engine field name → {input, error, label}

  function field(name, testid, input, labelText, help = null) {
    const id = newId(testid);
    const errorId = `${id}-error`;
    const helpId = help ? `${id}-help` : null;
    Object.assign(input, { id });
    input.dataset.testid = testid;
    input.setAttribute("aria-describedby", [helpId, errorId].filter(Boolean).join(" "));
    const label = h("label", { for: id, text: labelText });
    const error = h("p", { class: "calc__field-error", id: errorId, "data-testid": `error-${testid}`, hidden: true });
    const wrap = h(
      "div",
      { class: "calc__field" },
      label,
      input,
      help ? h("p", { class: "calc__help", id: helpId, text: help }) : null,
      error,
    );
    const entry = { input, error, label, wrap };
    if (name) fields.set(name, entry);
    return entry;
  }

  const numberInput = (attributes = {}) =>
    h("input", { type: "text", inputmode: "numeric", autocomplete: "off", class: "scorepad__number", ...attributes });
  const select = (options = [], attributes = {}) =>
    h("select", attributes, options.map(([value, text]) => h("option", { value, text })));
  const button = (text, testid, onclick, attributes = {}) =>
    h("button", { type: "button", class: "calc__button", text, "data-testid": testid, onclick, ...attributes });

  function clearProblems(names) {
    for (const name of names) {
      const entry = fields.get(name);
      if (!entry) continue;
      entry.error.hidden = true;
      entry.error.textContent = "";
      entry.input.removeAttribute("aria-invalid");
    }
  }

  // Each problem at its input; the others in `general`. The first input at fault gets focus.
  function showProblems(problems, names, general) {
    clearProblems(names);
    general.hidden = true;
    const loose = [];
    let first = null;
    for (const problem of problems) {
      const entry = problem.field && !problem.params.hand && names.includes(problem.field) ? fields.get(problem.field) : null;
      if (!entry) {
        loose.push(problem.message);
        continue;
      }
      entry.error.textContent = problem.message;
      entry.error.hidden = false;
      entry.input.setAttribute("aria-invalid", "true");
      first ??= entry.input;
    }
    if (loose.length) {
      general.textContent = loose.join(" ");
      general.hidden = false;
    }
    if (problems.length) (first ?? general).focus();
  }

  // ---- notices about stored data
  const notices = h("div", { class: "scorepad__notices", "data-testid": "scorepad-notice", role: "alert" });

  function save() {
    if (!saving) return;
    try {
      localStorage.setItem(STORE, JSON.stringify(game));
    } catch {
      saving = false;
      notices.append(h("p", { class: "calc__error", text: t("widget.scorepad.not_saved") }));
    }
  }

  function keptKeys() {
    try {
      return Object.keys(localStorage)
        .filter((key) => key.startsWith(KEPT))
        .sort();
    } catch {
      return [];
    }
  }

  // Unreadable stored data moves, byte for byte, to a key of its own; if that
  // fails it stays where it is and nothing is saved over it.
  function keepAside(text) {
    const key = `${KEPT}${new Date().toISOString()}`;
    try {
      localStorage.setItem(key, text);
      if (localStorage.getItem(key) !== text) throw new Error("not kept");
    } catch {
      saving = false;
      notices.append(h("p", { class: "calc__error", text: t("widget.scorepad.not_saved") }));
    }
  }

  async function showKept() {
    for (const node of [...notices.querySelectorAll(".scorepad__kept")]) node.remove();
    for (const key of keptKeys()) {
      const text = localStorage.getItem(key);
      const answer = await perform("read", { text }, { adopt: false });
      const reason = answer.error ? answer.error.message : "";
      const notice = h(
        "div",
        { class: "calc__error scorepad__kept" },
        h("p", { text: t("widget.scorepad.kept", { reason, key }) }),
        h(
          "p",
          { class: "scorepad__buttons" },
          button(t("widget.scorepad.kept_download"), "kept-download", () =>
            download(text, `${key.slice(KEPT.length).replace(/[:.]/g, "-")}.txt`, "text/plain"),
          ),
          button(t("widget.scorepad.kept_delete"), "kept-delete", () => {
            localStorage.removeItem(key);
            notice.remove();
          }),
        ),
      );
      notices.append(notice);
    }
  }

  // ---- the game's settings
  const teamInputs = TEAMS.map((team) =>
    field(`team.${team}`, `team-name-${team}`, h("input", { type: "text", maxlength: 40, autocomplete: "off", onchange: changeSettings }), t(`widget.scorepad.team_name.${team}`)),
  );
  const rules = field(
    "profile",
    "rules-select",
    select(Object.keys(config.profiles).map((name) => [name, t(`profile.${name}`)]), {
      onchange: () => {
        target.input.value = "";
        minBid.input.value = "";
        changeSettings();
      },
    }),
    t("widget.rules.label"),
  );
  const target = field("target", "target-input", numberInput({ onchange: changeSettings }), t("widget.scorepad.target"));
  const minBid = field("min_bid", "min-bid-input", numberInput({ onchange: changeSettings }), t("widget.scorepad.min_bid"));
  const settingsError = h("p", { class: "calc__error", "data-testid": "settings-error", tabindex: -1, hidden: true });
  const SETTINGS_FIELDS = ["team.0", "team.1", "profile", "target", "min_bid"];

  async function changeSettings() {
    const settings = {
      profile: rules.input.value,
      target: target.input.value,
      min_bid: minBid.input.value,
      teams: teamInputs.map((entry) => entry.input.value),
    };
    const answer = await perform("settings", { settings });
    if (answer.problems) showProblems(answer.problems, SETTINGS_FIELDS, settingsError);
    else showProblems([], SETTINGS_FIELDS, settingsError);
  }

  // ---- the hand form
  const dealer = field("dealer", "dealer-select", select(), t("widget.scorepad.dealer"));
  const bidders = field("bidders", "bidders-select", select([], { onchange: showInputs }), t("widget.scorepad.bidders"));
  const bid = field("bid", "bid-input", numberInput(), t("widget.scorepad.bid"));
  const outcome = field("outcome", "outcome-select", select([], { onchange: showInputs }), t("widget.scorepad.outcome"));
  const meld = TEAMS.map((team) => field(`meld.${team}`, `meld-${team}`, numberInput(), ""));
  const meldChecks = TEAMS.map((team) => field(`meld_checks.${team}`, `meld-checks-${team}`, numberInput(), ""));
  const tricks = TEAMS.map((team) =>
    field(`tricks.${team}`, `tricks-${team}`, numberInput({ oninput: () => fillOtherTricks(team) }), ""),
  );
  const slam = field("slam", "slam-select", select([], { onchange: slamChosen }), t("widget.scorepad.slam"));
  const HAND_FIELDS = [
    "dealer",
    "bidders",
    "bid",
    "outcome",
    ...TEAMS.flatMap((team) => [`meld.${team}`, `meld_checks.${team}`, `tricks.${team}`]),
    "slam",
  ];

  // The meld counted from the cards, by the meld calculator's rules.
  const meldTrump = field(
    null,
    "meld-trump",
    select(config.suits.map((suit) => [suit.code, `${suit.symbol} ${t(`suit.${suit.code}`)}`])),
    t("widget.trump.label"),
  );
  const cards = TEAMS.map((team) =>
    [0, 1].map((player) =>
      field(`cards.${team}.${player}`, `cards-${team}-${player}`, h("input", { type: "text", autocomplete: "off", spellcheck: "false", class: "calc__hand" }), ""),
    ),
  );
  const cardsError = h("p", { class: "calc__error", tabindex: -1, hidden: true });
  const meldCards = h(
    "details",
    { class: "scorepad__cards", "data-testid": "meld-cards" },
    h("summary", { text: t("widget.scorepad.meld_cards") }),
    h("p", { class: "calc__help", text: t("widget.hand.help") }),
    h("div", { class: "calc__controls" }, meldTrump.wrap, cards.flat().map((entry) => entry.wrap)),
    button(t("widget.scorepad.meld_count"), "meld-count", countMeld),
    cardsError,
  );

  async function countMeld() {
    const names = cards.flat().map((_, index) => `cards.${index >> 1}.${index % 2}`);
    clearProblems(names);
    const problems = [];
    for (const team of TEAMS) {
      const hands = cards[team].map((entry) => entry.input.value);
      if (hands.every((text) => !text.trim())) continue;
      const answer = await perform("meld", { trump: meldTrump.input.value, hands }, { adopt: false });
      if (answer.problems) {
        problems.push(...answer.problems.map((p) => ({ ...p, field: p.field && `cards.${team}.${p.field.split(".")[1]}` })));
      } else if (answer.error) {
        problems.push(answer.error);
      } else {
        meld[team].input.value = answer.points;
        meldChecks[team].input.value = answer.checks;
      }
    }
    showProblems(problems, names, cardsError);
  }

  const legend = h("legend", { "data-testid": "hand-legend" });
  const submit = h("button", { type: "submit", class: "calc__button calc__button--main", "data-testid": "add-hand" });
  const cancel = button(t("widget.scorepad.cancel"), "cancel-edit", () => stopEditing(), { hidden: true });
  const formError = h("p", { class: "calc__error", "data-testid": "form-error", tabindex: -1, hidden: true });
  const tricksHelp = h("p", { class: "calc__help" });
  const contractGroup = h("div", { class: "calc__controls" }, bid.wrap, outcome.wrap);
  const meldGroup = h(
    "fieldset",
    { class: "calc__group" },
    h("legend", { text: t("widget.scorepad.meld_legend") }),
    h("div", { class: "calc__controls" }, TEAMS.map((team) => [meld[team].wrap, meldChecks[team].wrap])),
    meldCards,
  );
  const tricksGroup = h(
    "fieldset",
    { class: "calc__group" },
    h("legend", { text: t("widget.scorepad.tricks_legend") }),
    tricksHelp,
    h("div", { class: "calc__controls" }, tricks.map((entry) => entry.wrap), slam.wrap),
  );
  const form = h(
    "form",
    { class: "scorepad__form", "data-testid": "hand-form", novalidate: true, onsubmit: submitHand },
    h(
      "fieldset",
      { class: "calc__group" },
      legend,
      h("div", { class: "calc__controls" }, dealer.wrap, bidders.wrap),
      contractGroup,
      meldGroup,
      tricksGroup,
      formError,
      h("p", { class: "scorepad__buttons" }, submit, cancel),
    ),
  );

  function handFromForm() {
    const passed = bidders.input.value === "passed";
    return {
      dealer: dealer.input.value,
      outcome: passed ? "redeal" : outcome.input.value,
      bidders: passed ? null : bidders.input.value,
      bid: bid.input.value,
      meld: meld.map((entry) => entry.input.value),
      meld_checks: meldChecks.map((entry) => entry.input.value),
      tricks: tricks.map((entry) => entry.input.value),
      slam: slam.input.value,
    };
  }

  async function submitHand(event) {
    event.preventDefault();
    const number = editing ?? sheet.rows.length + 1;
    const answer = editing
      ? await perform("edit", { number: editing, hand: handFromForm() })
      : await perform("add", { hand: handFromForm() });
    if (answer.problems) {
      showProblems(answer.problems, HAND_FIELDS, formError);
      return;
    }
    live.textContent = t("widget.scorepad.live.saved", { number });
    stopEditing();
  }

  // The other team's trick points are the rest of the total.
  function fillOtherTricks(team) {
    const total = sheet.rules.trick_points;
    const text = tricks[team].input.value.trim();
    const points = Number(text);
    const other = tricks[1 - team].input;
    if (text === "") other.value = "";
    else if (Number.isInteger(points) && points >= 0 && points <= total) other.value = total - points;
  }

  function slamChosen() {
    if (slam.input.value === "") return;
    const team = Number(slam.input.value);
    tricks[team].input.value = sheet.rules.trick_points;
    tricks[1 - team].input.value = 0;
  }

  function showInputs() {
    const passed = bidders.input.value === "passed";
    contractGroup.hidden = passed;
    meldGroup.hidden = passed || outcome.input.value === "no_marriage";
    tricksGroup.hidden = passed || outcome.input.value !== "played";
    for (const entry of meldChecks) entry.wrap.hidden = !sheet.rules.checks;
  }

  function fillForm(entry) {
    const pair = (values) => values ?? ["", ""];
    dealer.input.value = entry.dealer;
    bidders.input.value = entry.outcome === "redeal" ? "passed" : String(entry.bidders);
    bid.input.value = entry.bid ?? "";
    outcome.input.value = entry.outcome === "redeal" ? "played" : entry.outcome;
    TEAMS.forEach((team) => {
      meld[team].input.value = pair(entry.meld)[team];
      meldChecks[team].input.value = pair(entry.meld_checks)[team];
      tricks[team].input.value = pair(entry.tricks)[team];
    });
    slam.input.value = entry.slam ?? "";
  }

  function clearForm() {
    fillForm({ dealer: sheet.next_dealer, outcome: "played", bidders: 0, bid: null, slam: null });
    for (const entry of cards.flat()) entry.input.value = "";
    clearProblems([...HAND_FIELDS, ...fields.keys()].filter((name) => !SETTINGS_FIELDS.includes(name)));
    formError.hidden = true;
  }

  function startEditing(number) {
    editing = number;
    renderForm();
    fillForm(sheet.rows[number - 1].entry);
    showInputs();
    form.hidden = false;
    dealer.input.focus();
  }

  function stopEditing() {
    const wasEditing = editing;
    editing = null;
    renderForm();
    clearForm();
    showInputs();
    if (!form.hidden) bidders.input.focus();
    else if (wasEditing) sheetBox.querySelector(`[data-hand="${wasEditing}"] button`)?.focus();
    else result.focus();
  }

  // ---- the sheet
  const sheetBox = h("div", { class: "scorepad__sheet" });
  const result = h("p", { class: "scorepad__result", "data-testid": "scorepad-result", "aria-live": "polite", tabindex: -1 });
  const live = h("p", { class: "scorepad__live", "data-testid": "scorepad-live", role: "status" });

  function resultText(row) {
    const entry = row.entry;
    let text;
    if (entry.outcome === "redeal") text = t("widget.scorepad.result.redeal");
    else if (entry.outcome === "no_marriage") text = t("widget.scorepad.result.no_marriage");
    else if (entry.outcome === "conceded") text = t("widget.outcome.conceded");
    else text = t(row.made ? "outcome.made" : "outcome.set");
    if (entry.slam !== null && entry.slam !== undefined) {
      text = t("widget.scorepad.result.slam", { result: text, team: teamName(entry.slam) });
    }
    return text;
  }

  function sheetTable() {
    const withChecks = sheet.rules.checks;
    const columns = withChecks ? ["points", "total", "checks", "balance"] : ["points", "total"];
    const numbers = (testid, values) => values.map((value, i) => h("td", { class: "num", "data-testid": `${testid}-${i}`, text: value }));
    const rows = sheet.rows.map((row) =>
      h(
        "tr",
        { "data-testid": "sheet-row", "data-hand": row.number },
        h("th", { scope: "row", class: "num", text: row.number }),
        h("td", { text: seatName(row.entry.dealer) }),
        h("td", {
          text: row.entry.outcome === "redeal" ? "\u2014" : t("widget.scorepad.bid_cell", { team: teamName(row.entry.bidders), bid: row.entry.bid }),
        }),
        h("td", { text: resultText(row) }),
        TEAMS.map((team) => [
          h("td", { class: "num", "data-testid": `points-${team}`, text: signed(row.points[team]) }),
          h("td", { class: "num scorepad__total", "data-testid": `total-${team}`, text: total(row.scores[team]) }),
          withChecks ? h("td", { class: "num", "data-testid": `checks-${team}`, text: signed(row.checks[team]) }) : null,
          withChecks ? h("td", { class: "num scorepad__total", "data-testid": `balance-${team}`, text: signed(row.check_totals[team]) }) : null,
        ]),
        h(
          "td",
          { class: "scorepad__noprint" },
          h("button", {
            type: "button",
            class: "calc__button calc__button--small",
            "data-testid": "edit-hand",
            "aria-label": t("widget.scorepad.edit_hand", { number: row.number }),
            text: t("widget.scorepad.edit"),
            onclick: () => startEditing(row.number),
          }),
        ),
      ),
    );
    if (rows.length === 0) {
      rows.push(h("tr", {}, h("td", { colspan: 5 + 2 * columns.length, text: t("widget.scorepad.no_hands") })));
    }
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
          ["hand", "dealer", "bid", "result"].map((key) => h("th", { scope: "col", rowspan: 2, text: t(`widget.scorepad.col.${key}`) })),
          TEAMS.map((team) => h("th", { scope: "colgroup", colspan: columns.length, class: "scorepad__team", text: teamName(team) })),
          h("th", { scope: "col", rowspan: 2, class: "scorepad__noprint", text: t("widget.scorepad.col.change") }),
        ),
        h(
          "tr",
          {},
          TEAMS.map(() => columns.map((key) => h("th", { scope: "col", class: "num", text: t(`widget.scorepad.col.${key}`) }))),
        ),
      ),
      h("tbody", {}, rows),
      foot.length ? h("tfoot", {}, foot) : null,
    );
  }

  const total = (value) => (value < 0 ? `\u2212${-value}` : String(value));

  function resultLines() {
    const target = sheet.rules.target;
    if (!sheet.over) return [t("widget.scorepad.game_on", { target })];
    const winner = sheet.points_winner;
    const points = { team: teamName(winner), won: total(sheet.scores[winner]), lost: total(sheet.scores[1 - winner]), hand: sheet.rows.length };
    const lines = [];
    if (sheet.both_reached) lines.push(t("widget.scorepad.over.both", { target, team: teamName(winner) }));
    if (!sheet.rules.checks) {
      lines.push(t("widget.scorepad.over.winner", points));
      return lines;
    }
    lines.push(t("widget.scorepad.over.points", { ...points, checks: signed(sheet.game_checks[winner]) }));
    if (sheet.winner === null) lines.push(t("widget.scorepad.over.draw"));
    else lines.push(t("widget.scorepad.over.checks", { team: teamName(sheet.winner), checks: signed(sheet.checks[sheet.winner]) }));
    return lines;
  }

  // ---- the game's buttons
  const undo = button(t("widget.scorepad.undo"), "undo", async () => {
    const number = sheet.rows.length;
    const answer = await perform("undo");
    if (!answer.error) {
      live.textContent = t("widget.scorepad.live.undone", { number });
      if (editing === number) stopEditing();
      else if (!editing) clearForm();
    }
  });
  const keepGame = button(t("widget.scorepad.keep_game"), "keep-game", () => confirmNew(false));
  const startNew = button(t("widget.scorepad.confirm_new"), "confirm-new-game", async () => {
    await perform("restart");
    confirmNew(false);
    editing = null;
    renderForm();
    clearForm();
    showInputs();
    live.textContent = t("widget.scorepad.live.new");
    bidders.input.focus();
  });
  const newGame = button(t("widget.scorepad.new_game"), "new-game", () => confirmNew(true));
  const confirmBox = h(
    "div",
    { class: "scorepad__confirm", hidden: true },
    h("p", { text: t("widget.scorepad.confirm_text") }),
    h("p", { class: "scorepad__buttons" }, startNew, keepGame),
  );

  function confirmNew(show) {
    confirmBox.hidden = !show;
    if (show) startNew.focus();
    else newGame.focus();
  }

  function download(text, name, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = h("a", { href: url, download: name, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  async function exportAs(format) {
    const answer = await perform("export", { format }, { adopt: false });
    if (answer.text === undefined) return;
    const day = new Date().toISOString().slice(0, 10);
    download(answer.text, `scorepad-${day}.${format}`, format === "json" ? "application/json" : "text/csv");
  }

  const importError = h("p", { class: "calc__error", "data-testid": "import-error", tabindex: -1, hidden: true });
  const importFile = field(
    null,
    "import-file",
    h("input", {
      type: "file",
      accept: ".json,.csv,application/json,text/csv",
      onchange: async (event) => {
        const file = event.target.files[0];
        if (!file) return;
        const answer = await perform("read", { text: await file.text() });
        event.target.value = "";
        importError.hidden = !answer.error;
        if (answer.error) {
          importError.textContent = answer.error.message;
          importError.focus();
          return;
        }
        editing = null;
        renderForm();
        clearForm();
        showInputs();
        live.textContent = t("widget.scorepad.live.imported");
      },
    }),
    t("widget.scorepad.import"),
  );

  function print() {
    document.documentElement.classList.add("scorepad-printing");
    window.addEventListener("afterprint", () => document.documentElement.classList.remove("scorepad-printing"), { once: true });
    window.print();
  }

  const actions = h(
    "div",
    { class: "scorepad__actions scorepad__noprint" },
    h(
      "p",
      { class: "scorepad__buttons" },
      undo,
      newGame,
      button(t("widget.scorepad.export_json"), "export-json", () => exportAs("json")),
      button(t("widget.scorepad.export_csv"), "export-csv", () => exportAs("csv")),
      button(t("widget.scorepad.print"), "print", print),
    ),
    confirmBox,
    importFile.wrap,
    importError,
  );

  // ---- rendering the answer
  function renderForm() {
    const next = editing ?? sheet.rows.length + 1;
    legend.textContent = t(editing ? "widget.scorepad.legend_edit" : "widget.scorepad.legend_hand", { number: next });
    submit.textContent = t(editing ? "widget.scorepad.save" : "widget.scorepad.add", { number: next });
    cancel.hidden = !editing;
    form.hidden = sheet.over && !editing;
  }

  function setOptions(entry, options) {
    const value = entry.input.value;
    entry.input.replaceChildren(...options.map(([code, text]) => h("option", { value: code, text })));
    if (options.some(([code]) => code === value)) entry.input.value = value;
  }

  // A field the reader is typing in keeps the typed text: an answer to an earlier
  // change may arrive meanwhile, and overwriting the field would lose the keystrokes.
  function showValue(input, value) {
    if (document.activeElement !== input) input.value = value;
  }

  function render() {
    const gameRules = sheet.rules;
    TEAMS.forEach((team) => {
      showValue(teamInputs[team].input, game.teams[team]);
      teamInputs[team].input.placeholder = t(`widget.team.${team}`);
      meld[team].label.textContent = t("widget.scorepad.meld", { team: teamName(team) });
      meldChecks[team].label.textContent = t("widget.scorepad.meld_checks", { team: teamName(team) });
      tricks[team].label.textContent = t("widget.scorepad.tricks", { team: teamName(team) });
      cards[team].forEach((entry, player) => {
        entry.label.textContent = t("widget.scorepad.cards", { seat: seatName(team + 2 * player) });
      });
    });
    rules.input.value = gameRules.profile;
    showValue(target.input, gameRules.target);
    showValue(minBid.input, gameRules.min_bid);
    setOptions(dealer, SEATS.map((seat) => [String(seat), seatName(seat)]));
    const bidderOptions = TEAMS.map((team) => [String(team), teamName(team)]);
    if (gameRules.all_passed) bidderOptions.push(["passed", t("widget.scorepad.all_passed")]);
    setOptions(bidders, bidderOptions);
    const outcomes = [
      ["played", t("widget.scorepad.outcome.played")],
      ["conceded", t("widget.outcome.conceded")],
    ];
    if (gameRules.no_marriage) outcomes.push(["no_marriage", t("widget.scorepad.outcome.no_marriage")]);
    setOptions(outcome, outcomes);
    setOptions(slam, [["", t("widget.checks.slam_none")], ...TEAMS.map((team) => [String(team), teamName(team)])]);
    tricksHelp.textContent = t("widget.scorepad.tricks_help", { total: gameRules.trick_points, tricks: gameRules.tricks });
    if (editing && editing > sheet.rows.length) editing = null;
    renderForm();
    showInputs();
    sheetBox.replaceChildren(sheetTable());
    result.replaceChildren(...resultLines().map((line) => h("span", { class: "scorepad__line", text: line })));
    undo.disabled = sheet.rows.length === 0;
  }

  async function start() {
    let stored = null;
    try {
      stored = localStorage.getItem(STORE);
    } catch {
      saving = false;
      notices.append(h("p", { class: "calc__error", text: t("widget.scorepad.not_saved") }));
    }
    let answer = stored === null ? null : await perform("read", { text: stored });
    if (answer?.error) {
      keepAside(stored);
      answer = null;
    }
    if (!answer) answer = await perform("new", { profile: "check" });
    if (answer.error) throw new Error(answer.error.message);
    clearForm();
    showInputs();
    await showKept();
    body.hidden = false;
    status.set("ready");
  }

  // Shown once the engine has answered: until then there is nothing to fill in.
  const body = h(
    "div",
    { hidden: true },
    notices,
    h(
      "fieldset",
      { class: "calc__group scorepad__settings scorepad__noprint" },
      h("legend", { text: t("widget.scorepad.settings_legend") }),
      h("p", { class: "calc__help", text: t("widget.scorepad.settings_help") }),
      h("div", { class: "calc__controls" }, teamInputs.map((entry) => entry.wrap), rules.wrap, target.wrap, minBid.wrap),
      settingsError,
    ),
    form,
    sheetBox,
    result,
    live,
    actions,
  );
  root.classList.add("scorepad");
  root.replaceChildren(status.line, body);
  form.classList.add("scorepad__noprint");
  engine.ready.then(start).catch(() => status.set("error"));
}
