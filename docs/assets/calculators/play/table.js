// The table: the controls for a new game, the board, the reader's options and
// hand, the teaching aids (hint, take back, open hands, replay, share) and the
// panels. Every request goes to the engine (`play`); the answer is drawn as it
// comes, the computer players' moves one at a time at a readable pace.
import { h, numberField, selectField } from "../dom.js";
import { startEngine } from "../engine.js";
import { statusLine } from "../status.js";
import { makeBoard } from "./board.js";
import { makeFiles } from "./files.js";
import { makeOptions } from "./options.js";
import { PACE_MS, REDUCED_PACE_MS, TRICK_MS } from "./pace.js";
import { makePanels } from "./panels.js";
import { extendsGame, linkedGame, loadStored, save, setAside, shareUrl } from "./store.js";
import { makeStrength } from "./strength.js";

const PROFILES = ["check", "standard", "double-deck"];
const SEED_LIMIT = 1_000_000_000;

export function mountTable({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  // `back`: the game the reader had acted in, replaced at once by a new game, a replay
  // or a followed link; offered back until the reader's next action.
  const state = { game: null, view: null, open: false, busy: false, back: null };

  // ---- the controls for a new game
  const rules = selectField(
    t("play.ui.rules"),
    "play-rules",
    PROFILES.map((name) => [name, t(`profile.${name}`)]),
  );
  const seed = numberField(t("play.ui.seed"), "play-seed", { min: 0 });
  const target = numberField(t("play.ui.target"), "play-target", { min: 1 });
  const strength = makeStrength(t);
  const newGame = button("play-new", t("play.ui.new"), () => start());
  // Folded away while a game is on, so that on a phone the table comes first.
  const setup = h(
    "details",
    { class: "play__setup", "data-testid": "play-setup" },
    strength.summary,
    h("div", { class: "calc__controls" }, rules.field, strength.field, seed.field, target.field, newGame),
  );

  // ---- the message line, the announcements for screen readers
  const message = h("p", { class: "play__message", "data-testid": "play-message", "aria-live": "polite" });
  const announcer = h("p", { class: "calc__sr", "aria-live": "polite" });

  const board = makeBoard(config, t);
  const options = makeOptions(config, t, { act, say, busy: tellBusy, newGame: () => start() });
  const backLine = h("p", { class: "play__back", hidden: true }, button("play-back", t("play.ui.back"), goBack));
  const panels = makePanels(config, t, { retry: (game) => switchTo(game, { taken: true }) });

  // ---- the teaching aids
  const hint = button("play-hint", t("play.ui.hint"), askHint);
  const undo = button("play-undo", t("play.ui.undo"), () => request({ op: "undo" }, { taken: true }));
  const openHands = button("play-open-hands", t("play.ui.open_hands"), () => {
    state.open = !state.open;
    openHands.setAttribute("aria-pressed", String(state.open));
    request({ op: "state" });
  });
  openHands.setAttribute("aria-pressed", "false");
  const replayDeal = button("play-replay", t("play.ui.replay"), replayThisDeal);
  const share = button("play-share", t("play.ui.share"), shareGame);
  const aids = h("div", { class: "play__aids" }, hint, undo, openHands, board.lastTrick, replayDeal, share);
  const files = makeFiles(t, { game: () => state.game, open: openFile });

  // The table and the reader's decision first, so that on a phone they share the
  // screen, then a finished hand's review and result; the rules-and-deal panel
  // below the aids.
  root.replaceChildren(
    status.line,
    board.status,
    board.element,
    message,
    backLine,
    options.element,
    panels.verdict,
    aids,
    files.element,
    setup,
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

  async function start({ opening = false } = {}) {
    const chosen = seed.input.value.trim();
    const number = /^\d+$/.test(chosen) ? Number(chosen) : Math.floor(Math.random() * SEED_LIMIT);
    const goal = target.input.value.trim();
    const request = { op: "new", rules: rules.select.value, seed: number % SEED_LIMIT, players: strength.value() };
    if (/^\d+$/.test(goal)) request.target = Number(goal);
    const left = state.game;
    await run(() => call(request), { fresh: true, opening, clear: !opening });
    if (state.game !== left) offerBack(left);
  }

  function request(extra, how = {}) {
    if (!state.game) return Promise.resolve();
    return run(() => call({ ...extra, game: state.game }), how);
  }

  // The reader's action: at once the card on the table and out of the hand, nobody's
  // turn until the engine answers, the prompt saying so.
  function act(action, played) {
    if (state.busy) return tellBusy();
    offerBack(null);
    if (played) board.placeReader(played);
    root.dataset.turn = "";
    board.thinking(null);
    options.wait(t("play.table.wait"), played);
    request({ op: "act", action });
  }

  // A tap while the computers play is answered: who is playing, else to wait a moment.
  function tellBusy() {
    const seat = root.dataset.turn;
    say(seat && seat !== "0" ? t("play.table.busy", { seat: t(`seat.${seat}`) }) : t("play.table.wait"));
  }

  // While the computers' moves are shown, the engine works out (and keeps) the hint of the
  // reader's decision now due and the review's weighing of the reader's last card: a tap
  // on Hint answers at once, an action waits for the computers' replies alone, and the
  // review at the hand's end finds its cards weighed.
  function workAhead({ game, view }) {
    if (view.turn === 0) engine.call("play", { lang: config.lang, op: "ahead", game }).catch(() => {});
  }

  async function askHint() {
    if (!state.game) return;
    if (state.busy) return tellBusy();
    const answer = await call({ op: "hint", game: state.game }).catch(showError);
    if (answer?.hint) say(answer.hint.text);
  }

  // The review comes by itself when a hand is over, asked once for each game position
  // (the marks fingerprint it) and shown while that position is on the table: again
  // when the reader comes back to it ("Back to your game" after "Try again from here").
  let reviewed = null; // the last position asked for, with its review once answered
  const positionOf = (game) => `${game.rules}/${game.seed}/${game.players}/${game.marks}`;
  async function review() {
    const position = positionOf(state.game);
    if (reviewed?.position === position) {
      if (reviewed.review) panels.showReview(reviewed.review);
      return;
    }
    const asked = { position, review: null };
    reviewed = asked;
    const answer = await call({ op: "review", game: state.game }).catch(showError);
    if (reviewed === asked && !answer?.review) reviewed = null; // asked again next time
    asked.review = answer?.review ?? null;
    if (answer?.review && positionOf(state.game) === position) panels.showReview(answer.review);
    if (answer?.review) import("./mistakes.js").then((own) => own.keepMistakes(answer.review), console.error);
  }

  async function replayThisDeal() {
    if (!state.game || !state.view) return;
    const kept = state.view.hand_start;
    const game = { ...state.game, actions: state.game.actions.slice(0, kept), marks: state.game.marks.slice(0, 4 * (kept + 1)) };
    await switchTo(game, { taken: true });
  }

  // A game read from a file: on the table once the engine replays it, else the engine's
  // words for what is wrong (returned, shown at the file control).
  async function openFile(game) {
    if (state.busy) return null;
    const failure = await switchTo(game);
    if (!failure) say(t("play.ui.imported"));
    return failure;
  }

  // Another game on the table at once, the computers' moves up to the reader's decision
  // shown without pauses (the deal replayed, a review's retry, a file read); the game
  // left is offered back, the log starts again (`taken`: with a line that the game was
  // taken back). Returns the engine's message when it cannot open the game.
  async function switchTo(game, { taken = false } = {}) {
    const left = state.game;
    let failure = null;
    const failed = (error) => {
      if (!error.engine) return showError(error);
      if (state.view) root.dataset.phase = state.view.phase;
      failure = error.message;
    };
    await run(() => call({ op: "state", game }), { fresh: true, failed, clear: true, taken });
    if (state.game !== left) offerBack(left);
    return failure;
  }

  // The game left behind is offered back when the reader had acted in it (a game with
  // no action of the reader's is replaced without a word); null: no longer offered.
  function offerBack(left) {
    state.back = left && left.actions.length && state.game && !sameGame(left, state.game) ? left : null;
    backLine.hidden = state.back === null;
  }

  async function goBack() {
    const game = state.back;
    if (!game || state.busy) return;
    await run(() => call({ op: "state", game }), { clear: true });
    offerBack(null);
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

  // One request at a time; its answer is shown, then saved. Another position on the
  // table (`clear`, `taken`: taken back) starts the log again: it holds what happened
  // up to the position on the table, never what came after it.
  async function run(ask, { fresh = false, opening = false, failed = showError, clear = false, taken = false } = {}) {
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
      save(answer.game); // kept at once: a reload while the computers play keeps it
      workAhead(answer);
      if (clear || taken) panels.clearLog();
      await showEvents(answer.view.events, fresh);
      if (taken) panels.note(t("play.table.taken_back")); // the newest line
      finish(answer, { opening });
    } catch (error) {
      if (state.view) restore(state.view);
      failed(error);
    } finally {
      state.busy = false;
    }
  }

  // A request that failed: the table and the decision as they were before it.
  function restore(view) {
    board.render(view);
    options.render(view);
    root.dataset.turn = view.turn === null ? "" : String(view.turn);
  }

  function finish(answer, { opening = false } = {}) {
    state.game = answer.game;
    state.view = answer.view;
    save(answer.game);
    strength.show(answer.game.players);
    board.render(answer.view);
    options.render(answer.view);
    panels.render(answer.view);
    root.dataset.ply = String(answer.view.ply);
    root.dataset.phase = answer.view.phase;
    root.dataset.turn = answer.view.turn === null ? "" : String(answer.view.turn);
    if (answer.view.record) root.dataset.record = JSON.stringify(answer.view.record);
    else delete root.dataset.record;
    undo.disabled = answer.game.actions.length === 0;
    const over = answer.view.phase === "hand-over" || answer.view.phase === "game-over";
    if (over) review();
    if (answer.view.turn === 0 && (answer.view.phase === "play" || !opening)) keepInView();
  }

  // At the reader's decision in the play, the table and the hand on the screen together:
  // the page scrolls just enough (the seats' top under the status strip, which stays in
  // view under the site's header, and the hand's bottom above the screen's bottom).
  function keepInView() {
    // Where the strip's bottom is once it sticks under the site's header.
    const below = headerBottom() + board.status.getBoundingClientRect().height;
    const top = board.table.getBoundingClientRect().top - below - 4;
    const bottom = options.element.getBoundingClientRect().bottom - window.innerHeight + 4;
    if (top >= 0 && bottom <= 0) return;
    const by = top < 0 ? top : Math.min(bottom, top);
    window.scrollBy({ top: by, behavior: "instant" });
  }

  function headerBottom() {
    const header = document.querySelector(".md-header");
    return header ? header.getBoundingClientRect().bottom : 0;
  }

  async function showEvents(events, fresh) {
    const pause = fresh ? 0 : reduced.matches ? REDUCED_PACE_MS : PACE_MS;
    for (const event of events) {
      const moves = event.kind === "play" || event.kind === "bid" || event.kind === "pass";
      if (pause && moves && event.seat !== null && event.seat !== 0) {
        root.dataset.turn = String(event.seat);
        board.thinking(event.seat);
        options.wait(t("play.ui.waiting", { seat: t(`seat.${event.seat}`) }));
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
  // On loading the page the address may lag a moment behind the stored game (a reload
  // just after a card): the stored game wins when it is the linked one with more actions.
  // A link followed on the page (`followed`) wins.
  async function open({ followed = false } = {}) {
    const linked = linkedGame();
    const kept = linked && followed ? { game: null } : loadStored();
    const stored = linked && !(kept.game && extendsGame(kept.game, linked)) ? { game: linked } : kept;
    // The game the link replaces: the one on the table, else the one stored.
    const left = linked ? (followed ? state.game : kept.game) : null;
    if (stored.aside) say(t(`play.ui.${stored.aside}`));
    if (stored.game) {
      rules.select.value = PROFILES.includes(stored.game.rules) ? stored.game.rules : PROFILES[0];
      seed.input.value = String(stored.game.seed);
      strength.choose(stored.game.players);
      try {
        const answer = await call({ op: "state", game: stored.game });
        if (followed) panels.clearLog();
        await showEvents(answer.view.events, true);
        finish(answer, { opening: true });
        offerBack(left);
        if (answer.notice) say(answer.notice.message);
        return;
      } catch (error) {
        if (!error.engine) throw error;
        if (stored.game !== linked) setAside(null, "damaged");
        say(`${error.message} ${t("play.ui.damaged")}`);
      }
    }
    const noticed = message.textContent;
    await start({ opening: true });
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
    if (linked && !state.busy && !sameGame(linked, state.game)) open({ followed: true }).catch(showError);
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
