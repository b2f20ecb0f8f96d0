// A walkthrough's step and the controls that move through the steps: first,
// back, next, last, a jump to a chapter, and autoplay (play or pause, at a
// speed); and keys, while the walkthrough has focus: ← → step back and forth,
// Home and End go to the first and the last step.
import { h, selectField } from "../dom.js";

const KEYS = { ArrowLeft: -1, ArrowRight: +1 };
// Autoplay's speeds, as the time each step stays (ms). It starts only when
// pressed; a reader who asks for reduced motion starts at the slowest.
const SPEEDS = { slow: 6000, normal: 3000, fast: 1000 };
const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

// `go(index)` moves to a step (kept within the steps).
export function stepControls({ root, state, t, go }) {
  const stepText = h("p", { class: "walk__step", "data-testid": "walkthrough-step", "aria-live": "polite" });
  const position = h("span", { class: "walk__position", "data-testid": "step-position" });
  const button = (testid, label, move) =>
    h("button", { type: "button", class: "calc__button", "data-testid": testid, text: label, onclick: move });
  const first = button("step-first", t("widget.walk.start"), () => go(0));
  const prev = button("step-prev", t("widget.walk.prev"), () => go(state.index - 1));
  const next = button("step-next", t("widget.walk.next"), () => go(state.index + 1));
  const last = button("step-last", t("widget.walk.end"), () => go(state.steps.length - 1));
  const jump = selectField(t("widget.walk.jump"), "step-jump", [], () => go(Number(jump.select.value)));
  const auto = autoplay({ root, state, t, go });
  const controls = h(
    "div",
    { class: "walk__controls" },
    h("div", { class: "walk__buttons" }, first, prev, next, last, position),
    h("div", { class: "walk__auto" }, auto.button, auto.speed.field),
    jump.field,
  );

  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, select, textarea")) return;
    let target = null;
    if (event.key in KEYS) target = state.index + KEYS[event.key];
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = state.steps.length - 1;
    if (target === null) return;
    event.preventDefault();
    go(target);
  });

  // The step's words and where it stands; the root names the step and its kind.
  function show() {
    const step = state.steps[state.index];
    stepText.textContent = step.text;
    position.textContent = t("widget.walk.position", { step: state.index + 1, count: state.steps.length });
    first.disabled = prev.disabled = state.index === 0;
    next.disabled = last.disabled = state.index === state.steps.length - 1;
    auto.show();
    root.dataset.step = String(state.index);
    root.dataset.kind = step.kind;
    const chapter = state.chapters.filter((c) => c.step <= state.index).at(-1);
    if (chapter) jump.select.value = String(chapter.step);
  }

  function showChapters() {
    jump.select.replaceChildren(
      ...state.chapters.map((chapter) => h("option", { value: chapter.step, text: chapter.label })),
    );
  }

  return { stepText, controls, show, showChapters };
}

// Play steps on by themselves, one every SPEEDS[speed] ms, up to the last
// step; Pause (or leaving the page) stops. `root.dataset.playing` says which.
function autoplay({ root, state, t, go }) {
  let timer = null;
  const button = h("button", {
    type: "button",
    class: "calc__button walk__play",
    "data-testid": "auto-play",
    "aria-pressed": "false",
    text: t("widget.walk.auto.play"),
    onclick: () => (timer === null ? start() : stop()),
  });
  const speed = selectField(
    t("widget.walk.auto.speed"),
    "auto-speed",
    Object.keys(SPEEDS).map((name) => [name, t(`widget.walk.auto.speed.${name}`)]),
    () => timer !== null && start(),
  );
  speed.select.value = reducedMotion() ? "slow" : "normal";

  const atEnd = () => state.index >= state.steps.length - 1;
  function start() {
    clearInterval(timer);
    if (atEnd()) go(0);
    timer = setInterval(() => {
      if (!root.isConnected || atEnd()) stop();
      else go(state.index + 1);
    }, SPEEDS[speed.select.value]);
    show();
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    show();
  }

  function show() {
    if (timer !== null && atEnd()) {
      clearInterval(timer);
      timer = null;
    }
    const playing = timer !== null;
    button.textContent = t(playing ? "widget.walk.auto.pause" : "widget.walk.auto.play");
    button.setAttribute("aria-pressed", String(playing));
    root.dataset.playing = String(playing);
  }

  return { button, speed, show };
}
