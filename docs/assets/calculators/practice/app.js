// The practice widget: the stages and levels, one exercise at a time, and
// the verdict. Every question and every verdict comes from the engine
// (`pinochle.web.practice`): the page sends the exercise's name (stage,
// level, seed, number) and the answer, never a key. The question and the
// verdict are announced through one live region (`practice-live`).
// Hooks: `practice` (data-state), `progress-reset` (it asks first, in the
// page: `progress-reset-ask` with `progress-reset-confirm` and
// `progress-reset-cancel`), `progress-export`, `progress-import` (its file
// input `progress-import-file`), `progress-import-message` (data-ok),
// `progress-notice`, and those of board.js, exercise.js, feedback.js and
// mistakes.js (the stage of the reader's own mistakes, `own_mistakes`).
import { h, newId } from "../dom.js";
import { startEngine } from "../engine.js";
import { statusLine } from "../status.js";
import { importedMistakes, loadMistakes, saveMistakes } from "../play/mistakes.js";
import { MISTAKES, stageBoard } from "./board.js";
import { exerciseView } from "./exercise.js";
import { feedbackView } from "./feedback.js";
import { mistakesStage } from "./mistakes.js";
import {
  allStars,
  exportText,
  importedProgress,
  levelStars,
  loadProgress,
  newSeed,
  recordStars,
  resetProgress,
  saveProgress,
} from "./progress.js";

export function mountPractice({ root, config, t }) {
  const status = statusLine(root, t);
  const engine = startEngine();
  const call = (request) => engine.call("practice", { lang: config.lang, ...request });
  const live = h("p", { class: "calc__sr", "data-testid": "practice-live", "aria-live": "polite" });
  const notice = h("p", { class: "calc__error", "data-testid": "progress-notice", role: "alert", hidden: true });
  const stage = h("div", { class: "practice__stage-area" });
  const resetLine = h("div", { class: "practice__reset-line" });
  const reset = h("button", {
    type: "button",
    class: "calc__button",
    "data-testid": "progress-reset",
    text: t("practice.reset"),
    onclick: () => askReset(),
  });
  // "Reset progress" asks first, in the page; "Keep" is the one focused.
  const keep = h("button", {
    type: "button",
    class: "calc__button",
    "data-testid": "progress-reset-cancel",
    text: t("practice.reset_cancel"),
    onclick: () => closeAsk(t("practice.reset_kept")),
  });
  const confirm = h("button", {
    type: "button",
    class: "calc__button",
    "data-testid": "progress-reset-confirm",
    text: t("practice.reset_confirm"),
    onclick: () => {
      state.progress = resetProgress();
      state.round = null;
      playing = false;
      paint();
      stage.replaceChildren();
      if (state.current === MISTAKES) own.show();
      closeAsk(t("practice.reset_done"));
    },
  });
  const askId = newId("practice-reset-ask");
  const ask = h(
    "div",
    { class: "practice__reset-box", "data-testid": "progress-reset-ask", role: "group", "aria-labelledby": askId, hidden: true },
    h("p", { id: askId, class: "practice__reset-ask", text: t("practice.reset_ask") }),
    confirm,
    keep,
  );
  function askReset() {
    reset.hidden = true;
    ask.hidden = false;
    keep.focus();
  }
  function closeAsk(said) {
    ask.hidden = true;
    reset.hidden = false;
    reset.focus();
    announce(said);
  }
  // The progress to a file and back (like the scorepad's games).
  const exportButton = h("button", {
    type: "button",
    class: "calc__button",
    "data-testid": "progress-export",
    text: t("practice.export"),
    onclick: () => {
      const url = URL.createObjectURL(new Blob([exportText(state.progress, loadMistakes().mistakes)], { type: "application/json" }));
      const link = h("a", { href: url, download: `practice-${new Date().toISOString().slice(0, 10)}.json`, hidden: true });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
  const importMessage = h("p", { class: "practice__import-message", "data-testid": "progress-import-message", role: "status" });
  const importFile = h("input", {
    type: "file",
    accept: ".json,application/json",
    hidden: true,
    "data-testid": "progress-import-file",
    onchange: async (event) => {
      const file = event.target.files[0];
      if (!file) return;
      let merged = null;
      let mistakes = null;
      try {
        const text = await file.text();
        merged = importedProgress(state.progress, text);
        mistakes = importedMistakes(loadMistakes().mistakes, text);
      } catch {
        merged = null; // an unreadable file changes nothing
      }
      if (!mistakes) merged = null;
      event.target.value = "";
      importMessage.dataset.ok = String(Boolean(merged));
      importMessage.classList.toggle("calc__error", !merged);
      if (!merged) {
        importMessage.textContent = t("practice.import_failed");
        return;
      }
      state.progress = merged;
      save();
      saveMistakes(mistakes);
      paint();
      importMessage.textContent = t("practice.imported", { stars: allStars(merged) });
    },
  });
  const importButton = h("button", {
    type: "button",
    class: "calc__button",
    "data-testid": "progress-import",
    text: t("practice.import"),
    onclick: () => importFile.click(),
  });
  resetLine.append(exportButton, importButton, importFile, reset, ask, importMessage);
  root.replaceChildren(status.line, notice, live);

  const loaded = loadProgress();
  const state = { progress: loaded.progress, stages: [], current: "winner", round: loaded.progress.round };
  function damaged(key) {
    notice.hidden = false;
    notice.textContent = t("practice.damaged", { key });
  }
  if (loaded.kept) damaged(loaded.kept);
  let board = null;
  let playing = false; // an exercise is on the page

  function announce(text) {
    live.textContent = "";
    // A new text in a cleared region is announced even when it repeats the last one.
    requestAnimationFrame(() => {
      live.textContent = text;
    });
  }

  const levelsOf = (name) => state.stages.find(({ stage: id }) => id === name).levels;
  const starsOf = (name, levels) => levelStars(state.progress, name, levels);
  const paint = () => board.paint(state.current, starsOf, { levelsShown: !playing, mistakes: own.count() });
  const own = mistakesStage({
    area: stage,
    config,
    t,
    call: (request) => engine.call("own_mistakes", { lang: config.lang, ...request }),
    announce,
    onChange: paint,
    onDamaged: damaged,
  });

  function save() {
    state.progress.round = state.round;
    saveProgress(state.progress);
  }

  function chooseStage(name) {
    state.current = name;
    playing = false;
    stage.replaceChildren();
    paint();
    if (name === MISTAKES) own.show();
  }

  // A level chosen: the round of it in progress goes on, otherwise a new round.
  function chooseLevel(level) {
    const round = state.round;
    if (round && round.stage === state.current && round.level === level) show();
    else startLevel(level);
  }

  function startLevel(level) {
    const seed = newSeed(state.progress, state.current, level);
    state.round = { stage: state.current, level, seed, answered: 0, mistakes: 0 };
    save();
    show();
  }

  async function show() {
    const round = state.round;
    const { stage: name, level, seed } = round;
    const answer = await call({ op: "new", stage: name, level, seed, number: round.answered + 1 });
    if (answer.error) return failed(answer.error.message);
    const view = exerciseView(answer, config, t, (given) => submit(view, given));
    const position = h("p", {
      class: "practice__position",
      text: `${t(`practice.stage.${name}`)} · ${t("practice.level", { level })} · ${t("practice.position", { number: round.answered + 1, total: 10 })}`,
    });
    const goal = h("p", { class: "practice__goal-line", text: t(`practice.goal.${name}.${level}`) });
    stage.replaceChildren(position, goal, view.element);
    playing = true;
    paint();
    announce(view.promptText);
    view.focus();
  }

  async function submit(view, given) {
    const round = state.round;
    const request = { op: "grade", stage: round.stage, level: round.level, seed: round.seed };
    const answer = await call({ ...request, number: round.answered + 1, answer: given, mistakes: round.mistakes });
    if (answer.error) return failed(answer.error.message);
    const verdict = answer.verdict;
    view.problems(verdict.problems);
    if (verdict.correct === null) {
      announce(verdict.problems.map((problem) => problem.message).join(" "));
      return;
    }
    view.lock();
    view.mark(verdict.key);
    round.answered += 1;
    round.mistakes += verdict.correct ? 0 : 1;
    const levels = levelsOf(round.stage);
    const last = round.level === levels;
    if (verdict.stars !== null) {
      recordStars(state.progress, round.stage, round.level, verdict.stars, levels);
      state.round = null;
    }
    save();
    paint();
    const feedback = feedbackView(verdict, config, t, {
      kind: view.kind,
      last,
      onNext: () => (verdict.stars === null ? show() : startLevel(last ? round.level : round.level + 1)),
      onReplay: () => startLevel(round.level),
    });
    stage.append(feedback.element);
    announce(feedback.spoken);
    feedback.focus();
  }

  function failed(message) {
    status.set("error");
    stage.replaceChildren(h("p", { class: "calc__error", text: message }));
  }

  engine.ready
    .then(() => call({ op: "stages" }))
    .then((answer) => {
      state.stages = answer.stages;
      const resumable = state.round && state.stages.some(({ stage: id, levels }) => id === state.round.stage && state.round.level <= levels);
      if (!resumable) state.round = null;
      if (state.round) state.current = state.round.stage;
      board = stageBoard(t, state.stages, { onStage: chooseStage, onLevel: chooseLevel });
      root.replaceChildren(status.line, notice, board.element, stage, resetLine, live);
      paint();
      status.set("ready");
      if (state.round) show();
    })
    .catch((error) => {
      console.error(error); // the reader sees the status line; the console says why
      status.set("error");
    });
}
