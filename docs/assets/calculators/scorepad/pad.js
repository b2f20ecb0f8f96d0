// One scorepad on the page: the game and its sheet, the engine's operations
// one at a time, and the parts (scoreboard, settings, hand form, sheet,
// actions, saved games) drawn from each answer. The page only collects the
// inputs and shows the answers: every rule is the engine's
// `pinochle.web.scorepad`, which gets the saved game with each operation and
// answers with the new game and its sheet.
import { startEngine } from "../engine.js";
import { h } from "../dom.js";
import { startWhenReady, statusLine } from "../status.js";
import { gameActions } from "./actions.js";
import { atTable } from "./at-table.js";
import { button, download, fieldSet } from "./fields.js";
import { savedGames } from "./games.js";
import { handForm } from "./hand-form.js";
import { handOver } from "./handover.js";
import { scoreboard } from "./scoreboard.js";
import { settingsForm } from "./settings.js";
import { NARROW, resultLines, sheetView } from "./sheet.js";
import { KEPT, gameStore } from "./store.js";

export function mountScorepad({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  const notices = h("div", { class: "scorepad__notices", "data-testid": "scorepad-notice", role: "alert" });
  const live = h("p", { class: "scorepad__live", "data-testid": "scorepad-live", role: "status" });
  const notice = (text) => notices.append(h("p", { class: "calc__error", text }));
  let queue = Promise.resolve();

  const pad = {
    t,
    config,
    fields: fieldSet(),
    store: gameStore(() => notice(t("widget.scorepad.not_saved"))),
    state: { game: null, sheet: null, editing: null },
    readOnly: false, // true when Python could not start: the saved sheet is shown to read
    notice,
    say: (text) => (live.textContent = text),
    teamName: (team) => pad.state.game?.teams?.[team] || t(`widget.scorepad.team.${team}`),
    seatName: (seat) => {
      const { team, player } = pad.state.sheet.seats[seat];
      return t("widget.scorepad.seat", { team: pad.teamName(team), number: player });
    },
    // One operation at a time, each on the game the previous one left.
    perform(op, extra = {}, { adopt = true } = {}) {
      const step = queue.then(async () => {
        const answer = await engine.call("scorepad", { lang: config.lang, op, game: pad.state.game, ...extra });
        if (adopt && answer.game) take(answer);
        return answer;
      });
      queue = step.catch(() => status.set("error"));
      return step;
    },
    startEditing: (number) => form.startEditing(number),
    showRow,
    focusRow: (number) => sheetBox.querySelector(`[data-hand="${number}"] [data-testid="edit-hand"]`)?.focus(),
    focusResult: () => result.focus(),
    focusForm: () => form.focus(),
    forgetRedo: () => actions.forgetRedo(),
    afterUndo(number) {
      if (number === null || pad.state.editing === number) form.stopEditing();
      else if (!pad.state.editing) form.clear();
    },
    async startNewGame() {
      const { game } = pad.state;
      pad.store.switchTo(null, game);
      actions.forgetRedo();
      await pad.perform("restart");
      form.stopEditing();
    },
    async resume(id) {
      const text = pad.store.switchTo(id, pad.state.game);
      actions.forgetRedo();
      const answer = text === null ? null : await pad.perform("read", { text });
      if (!answer || answer.error) {
        if (text !== null) pad.store.keepAside(text);
        await pad.perform("new", { profile: "check" });
      }
      form.stopEditing();
      pad.say(t("widget.scorepad.live.resumed"));
    },
    adoptNew(answer) {
      pad.store.switchTo(null, pad.state.game);
      actions.forgetRedo();
      take(answer);
      form.stopEditing();
    },
  };
  pad.settingsFields = [];

  const board = scoreboard(pad);
  const settings = settingsForm(pad);
  pad.settingsFields = settings.fieldNames;
  const form = handForm(pad);
  const handover = handOver(pad);
  const actions = gameActions(pad, handover);
  const games = savedGames(pad);
  const table = atTable(pad);
  const sheetBox = h("div", { class: "scorepad__sheet" });
  const result = h("p", { class: "scorepad__result", "data-testid": "scorepad-result", "aria-live": "polite", tabindex: -1 });
  const printHead = h("div", { class: "scorepad__print-head" });
  const settingsBox = h("details", { class: "scorepad__settings-box scorepad__noprint", "data-testid": "settings-box" }, h("summary", { text: t("widget.scorepad.settings_legend") }), settings.element);

  function take(answer) {
    pad.state.game = answer.game;
    pad.state.sheet = answer.sheet;
    const sheet = answer.sheet;
    pad.store.save(answer.game, sheet, { teams: answer.game.teams, scores: sheet.scores, over: sheet.over, hands: sheet.rows.length });
    render();
  }

  let narrow = null;
  function render() {
    const { game, sheet } = pad.state;
    settings.render(game, sheet);
    if (sheet.rows.length === 0) settingsBox.open = true;
    form.render(sheet);
    actions.render(sheet);
    renderSheet();
  }

  // What needs no Python: the scoreboard, the sheet and the result as the engine gave them.
  function renderSheet() {
    const { sheet } = pad.state;
    narrow = root.clientWidth < NARROW;
    board.render(sheet);
    sheetBox.replaceChildren(sheetView(pad, narrow));
    result.classList.toggle("scorepad__result--over", sheet.over);
    result.replaceChildren(...resultLines(pad).map((line) => h("span", { class: "scorepad__line", text: line })));
    games.render();
    printHead.replaceChildren(
      h("p", { class: "scorepad__print-title", text: t("widget.scorepad.print_title", { teams: [0, 1].map(pad.teamName).join(" – ") }) }),
      h("p", { text: `${new Intl.DateTimeFormat(config.lang, { dateStyle: "long" }).format(new Date())} · ${t(`profile.${sheet.rules.profile}`)}` }),
    );
  }

  // The new hand's row just under the scoreboard, with the form after it.
  function showRow(number) {
    const row = sheetBox.querySelector(`[data-hand="${number}"]`);
    if (!row) return;
    root.style.setProperty("--scorepad-board", `${board.element.offsetHeight}px`);
    row.scrollIntoView({ block: "start" });
  }

  new ResizeObserver(() => {
    if (pad.state.sheet && (root.clientWidth < NARROW) !== narrow) sheetBox.replaceChildren(sheetView(pad, (narrow = root.clientWidth < NARROW)));
  }).observe(root);

  async function showKept() {
    for (const node of [...notices.querySelectorAll(".scorepad__kept")]) node.remove();
    for (const key of pad.store.keptKeys()) {
      const text = pad.store.get(key);
      const answer = await pad.perform("read", { text }, { adopt: false });
      const reason = answer.error ? answer.error.message : "";
      const kept = h(
        "div",
        { class: "calc__error scorepad__kept" },
        h("p", { text: t("widget.scorepad.kept", { reason, key }) }),
        h(
          "p",
          { class: "scorepad__buttons" },
          button(t("widget.scorepad.kept_download"), "kept-download", () => download(text, `${key.slice(KEPT.length).replace(/[:.]/g, "-")}.txt`, "text/plain")),
          button(t("widget.scorepad.kept_delete"), "kept-delete", () => {
            pad.store.forget(key);
            kept.remove();
          }),
        ),
      );
      notices.append(kept);
    }
  }

  async function start() {
    const stored = pad.store.current();
    let answer = stored === null ? null : await pad.perform("read", { text: stored });
    if (answer?.error) {
      pad.store.keepAside(stored);
      answer = null;
    }
    if (!answer) answer = await pad.perform("new", { profile: "check" });
    if (answer.error) throw new Error(answer.error.message);
    await handover.receive();
    form.clear();
    await showKept();
    body.hidden = false;
    status.set("ready");
    await table.start();
  }

  // Shown once the engine has answered: until then there is nothing to fill in.
  const body = h(
    "div",
    { hidden: true },
    notices,
    table.message,
    printHead,
    board.element,
    settingsBox,
    sheetBox,
    result,
    form.element,
    live,
    actions.element,
    table.element,
    games.element,
  );
  // Without Python, the current game as last saved, to read only: its sheet as
  // the engine last gave it, or (never shown on this device) its teams and hands.
  function withoutPython() {
    const text = pad.store.current();
    let game = null;
    try {
      game = JSON.parse(text ?? "null");
    } catch {
      // not readable here either: it stays stored as it is, for the engine to judge later
    }
    if (!game) return;
    pad.readOnly = true;
    pad.state.game = game;
    pad.state.sheet = pad.store.lastSheet(text);
    const note = h("p", { class: "calc__help", "data-testid": "read-only-note" });
    if (pad.state.sheet) {
      note.textContent = t("widget.scorepad.read_only");
      renderSheet();
    } else {
      const names = [0, 1].map(pad.teamName).join(" – ");
      note.textContent = t("widget.scorepad.read_only_unseen", { teams: names, hands: Array.isArray(game.hands) ? game.hands.length : 0 });
      board.element.hidden = true;
      games.render();
    }
    for (const part of [settingsBox, form.element, actions.element, table.element, live]) part.hidden = true;
    notices.after(note);
    body.hidden = false;
  }

  root.classList.add("scorepad");
  root.replaceChildren(status.line, body);
  startWhenReady(engine, status, start, withoutPython).catch((error) => {
    console.error(error); // the reader sees the status line; the console says why
    status.set("error");
  });
}
