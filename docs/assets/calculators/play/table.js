// The table: the controls for a new game, the board, the reader's options and
// hand, the teaching aids (hint, take back, open hands, replay, share) and the
// panels. Every request goes to the engine (`play`); the answer is drawn as it
// comes, the computer players' moves one at a time at a readable pace.
import { h, numberField, selectField } from "../dom.js";
import { startEngine } from "../engine.js";
import { statusLine } from "../status.js";
import { makeBoard } from "./board.js";
import { makeOptions } from "./options.js";
import { makePanels } from "./panels.js";
import { linkedGame, loadStored, save, setAside, shareUrl } from "./store.js";

const PROFILES = ["check", "standard", "double-deck"];
const PACE_MS = 700; // a computer player's move, the seat shown thinking
const REDUCED_PACE_MS = 500; // the same with reduced motion: no animation, the pacing kept
const TRICK_MS = 1500; // a finished trick stays at least this long (reduced motion: one pace)
const SEED_LIMIT = 1_000_000_000;

export function mountTable({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const state = { game: null, view: null, open: false, busy: false };

  // ---- the controls for a new game
  const rules = selectField(
    t("play.ui.rules"),
    "play-rules",
    PROFILES.map((name) => [name, t(`profile.${name}`)]),
  );
  const seed = numberField(t("play.ui.seed"), "play-seed", { min: 0 });
  const target = numberField(t("play.ui.target"), "play-target", { min: 1 });
  const newGame = button("play-new", t("play.ui.new"), () => start());
  // Folded away while a game is on, so that on a phone the table comes first.
  const setup = h(
    "details",
    { class: "play__setup", "data-testid": "play-setup" },
    h("summary", { text: t("play.ui.setup") }),
    h("div", { class: "calc__controls" }, rules.field, seed.field, target.field, newGame),
  );

  // ---- the message line, the announcements for screen readers
  const message = h("p", { class: "play__message", "data-testid": "play-message", "aria-live": "polite" });
  const announcer = h("p", { class: "calc__sr", "aria-live": "polite" });

  const board = makeBoard(config, t);
  const options = makeOptions(config, t, { act, say });
  const panels = makePanels(config, t, { review });

  // ---- the teaching aids
  const hint = button("play-hint", t("play.ui.hint"), askHint);
  const undo = button("play-undo", t("play.ui.undo"), () => request({ op: "undo" }));
  const openHands = button("play-open-hands", t("play.ui.open_hands"), () => {
    state.open = !state.open;
    openHands.setAttribute("aria-pressed", String(state.open));
    request({ op: "state" });
  });
  openHands.setAttribute("aria-pressed", "false");
  const replayDeal = button("play-replay", t("play.ui.replay"), replayThisDeal);
  const share = button("play-share", t("play.ui.share"), shareGame);
  const aids = h("div", { class: "play__aids" }, hint, undo, openHands, replayDeal, share);

  root.replaceChildren(
    status.line,
    setup,
    board.element,
    message,
    options.element,
    aids,
    panels.element,
    announcer,
  );

  function button(testid, label, onclick) {
    return h("button", { type: "button", class: "calc__button", "data-testid": testid, text: label, onclick });
  }

  function say(text) {
    message.textContent = text ?? "";
  }

  // ---- talking to the engine

  async function call(request) {
    const answer = await engine.call("play", { lang: config.lang, open: state.open, ...request });
    if (answer.error) throw Object.assign(new Error(answer.error.message), { engine: answer.error });
    return answer;
  }

  async function start() {
    const chosen = seed.input.value.trim();
    const number = /^\d+$/.test(chosen) ? Number(chosen) : Math.floor(Math.random() * SEED_LIMIT);
    const goal = target.input.value.trim();
    const request = { op: "new", rules: rules.select.value, seed: number % SEED_LIMIT };
    if (/^\d+$/.test(goal)) request.target = Number(goal);
    await run(() => call(request), { fresh: true });
  }

  function request(extra) {
    if (!state.game) return Promise.resolve();
    return run(() => call({ ...extra, game: state.game }));
  }

  function act(action, played) {
    if (state.busy) {
      const seat = root.dataset.turn;
      if (seat) say(t("play.table.busy", { seat: t(`seat.${seat}`) }));
      return;
    }
    if (played) board.placeReader(played);
    request({ op: "act", action });
  }

  async function askHint() {
    if (!state.game || state.busy) return;
    const answer = await call({ op: "hint", game: state.game }).catch(showError);
    if (answer?.hint) say(answer.hint.text);
  }

  async function review() {
    const answer = await call({ op: "review", game: state.game }).catch(showError);
    if (answer?.review) panels.showReview(answer.review);
  }

  function replayThisDeal() {
    if (!state.game || !state.view) return;
    const kept = state.view.hand_start;
    const game = { ...state.game, actions: state.game.actions.slice(0, kept), marks: state.game.marks.slice(0, 4 * (kept + 1)) };
    run(() => call({ op: "state", game }));
  }

  async function shareGame() {
    if (!state.game) return;
    const url = shareUrl(state.game);
    try {
      await navigator.clipboard.writeText(url);
      say(t("play.ui.copied"));
    } catch {
      say(url);
    }
  }

  // One request at a time; its answer is shown, then saved.
  async function run(ask, { fresh = false } = {}) {
    if (state.busy) return;
    state.busy = true;
    root.dataset.phase = "waiting";
    try {
      const answer = await ask();
      if (answer.refused) {
        say(answer.refused.message);
        finish(answer);
        return;
      }
      say(answer.notice?.message ?? "");
      await showEvents(answer.view.events, fresh);
      finish(answer);
    } catch (error) {
      showError(error);
    } finally {
      state.busy = false;
    }
  }

  function finish(answer) {
    state.game = answer.game;
    state.view = answer.view;
    save(answer.game);
    board.render(answer.view);
    options.render(answer.view);
    panels.render(answer.view);
    root.dataset.ply = String(answer.view.ply);
    root.dataset.phase = answer.view.phase;
    root.dataset.turn = answer.view.turn === null ? "" : String(answer.view.turn);
    if (answer.view.record) root.dataset.record = JSON.stringify(answer.view.record);
    else delete root.dataset.record;
    undo.disabled = answer.game.actions.length === 0;
  }

  async function showEvents(events, fresh) {
    const pause = fresh ? 0 : reduced.matches ? REDUCED_PACE_MS : PACE_MS;
    for (const event of events) {
      const moves = event.kind === "play" || event.kind === "bid" || event.kind === "pass";
      if (pause && moves && event.seat !== null && event.seat !== 0) {
        root.dataset.turn = String(event.seat);
        board.thinking(event.seat);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      board.show(event);
      panels.log(event);
      announcer.textContent = event.text;
      if (pause && event.kind === "trick") {
        await new Promise((resolve) => setTimeout(resolve, reduced.matches ? REDUCED_PACE_MS : TRICK_MS));
      }
    }
    board.thinking(null);
  }

  function showError(error) {
    if (state.view) root.dataset.phase = state.view.phase;
    say(error.message);
    if (!error.engine) status.set("error");
  }

  // ---- opening: a shared link, else the saved game, else a new game
  async function open() {
    const linked = linkedGame();
    const stored = linked ? { game: linked } : loadStored();
    if (stored.aside) say(t(`play.ui.${stored.aside}`));
    if (stored.game) {
      rules.select.value = PROFILES.includes(stored.game.rules) ? stored.game.rules : PROFILES[0];
      seed.input.value = String(stored.game.seed);
      try {
        const answer = await call({ op: "state", game: stored.game });
        await showEvents(answer.view.events, true);
        finish(answer);
        if (answer.notice) say(answer.notice.message);
        return;
      } catch (error) {
        if (!error.engine) throw error;
        if (!linked) setAside(null, "damaged");
        say(`${error.message} ${t("play.ui.damaged")}`);
      }
    }
    const noticed = message.textContent;
    await start();
    if (noticed) say(noticed);
  }

  // A link followed on the page (or the address edited) opens its game; the address
  // the page writes itself (replaceState) fires no hashchange. Once instant navigation
  // has taken the table off the page, it stops listening.
  function followAddress() {
    if (!root.isConnected) {
      window.removeEventListener("hashchange", followAddress);
      return;
    }
    const linked = linkedGame();
    if (linked && !state.busy && !sameGame(linked, state.game)) open().catch(showError);
  }

  engine.ready
    .then(open)
    .then(() => window.addEventListener("hashchange", followAddress))
    .then(() => status.set("ready"))
    .catch((error) => {
      status.set("error");
      say(error.message);
    });
}

// Whether the linked game is the one on the table.
function sameGame(linked, game) {
  return (
    game !== null &&
    linked.rules === game.rules &&
    linked.seed === game.seed &&
    (linked.players ?? game.players) === game.players &&
    linked.actions.join(".") === game.actions.join(".")
  );
}
