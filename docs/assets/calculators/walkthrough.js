// The walkthroughs: a hand (or a whole game) told one step at a time, with the
// table following the story. Each walkthrough's steps come with the page (the
// JSON beside its text version, both made by the rules engine at build time),
// so stepping needs no Python; only "deal a new hand" asks the engine in the
// page's worker (`pinochle.web.walkthrough`). Every word comes from the engine
// or the page's catalog strings; this script only shows them.
//
// Keys, while the walkthrough has focus: ← → step back and forth, Home and End
// go to the first and the last step.
import {
  cardPicture,
  h,
  newId,
  numberField,
  readFragment,
  selectField,
  signed,
  startEngine,
  widgetRoots,
  writeFragment,
} from "./common.js";

// Where each seat sits at the table, by seat number: South is seat 0, then clockwise.
const PLACES = ["south", "west", "north", "east"];
const KEYS = { ArrowLeft: -1, ArrowRight: +1 };
const FRAGMENT_KEYS = ["seed", "rules"];

for (const widget of widgetRoots("walkthrough")) walkthrough(widget);

function walkthrough({ root, config, t }) {
  const data = JSON.parse(root.querySelector(".walkthrough__data").textContent);
  const story = root.querySelector(".walkthrough__text");
  const state = { steps: data.steps, chapters: data.chapters, rules: data.rules, index: 0 };

  // ---- the table: four hands around the trick
  const seats = PLACES.map((place, seat) => {
    const badges = h("span", { class: "walk__badges" });
    const cards = h("span", { class: "cards cards--small walk__cards" });
    const box = h(
      "div",
      { class: `walk__seat walk__seat--${place}`, role: "group", "aria-label": t(`seat.${seat}`) },
      h("p", { class: "walk__name" }, h("strong", { text: t(`seat.${seat}`) }), " ", badges),
      cards,
    );
    return { box, badges, cards };
  });
  const slots = PLACES.map((place) => h("span", { class: `walk__slot walk__slot--${place}` }));
  const trick = h("div", { class: "walk__trick" }, slots);
  const board = h("div", { class: "walk__board" }, seats.map((seat) => seat.box), trick);

  const contract = h("p", { class: "walk__contract", "data-testid": "walkthrough-contract" });
  const tally = h("tbody");
  const tallyHead = h("thead");
  const facts = h("div", { class: "walk__facts" }, contract, h("table", { class: "walk__tally" }, tallyHead, tally));

  // ---- the step and the controls
  const helpId = newId("walk-help");
  const stepText = h("p", { class: "walk__step", "data-testid": "walkthrough-step", "aria-live": "polite" });
  const position = h("span", { class: "walk__position", "data-testid": "step-position" });
  const button = (testid, label, move) =>
    h("button", { type: "button", class: "calc__button", "data-testid": testid, text: label, onclick: move });
  const first = button("step-first", t("widget.walk.start"), () => go(0));
  const prev = button("step-prev", t("widget.walk.prev"), () => go(state.index - 1));
  const next = button("step-next", t("widget.walk.next"), () => go(state.index + 1));
  const last = button("step-last", t("widget.walk.end"), () => go(state.steps.length - 1));
  const jump = selectField(t("widget.walk.jump"), "step-jump", [], () => go(Number(jump.select.value)));
  const controls = h(
    "div",
    { class: "walk__controls" },
    h("div", { class: "walk__buttons" }, first, prev, next, last, position),
    jump.field,
  );
  const stage = h(
    "div",
    {
      class: "walk__stage",
      tabindex: "0",
      role: "group",
      "aria-label": t("widget.walk.table"),
      "aria-describedby": helpId,
    },
    board,
    facts,
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

  function go(target) {
    state.index = Math.max(0, Math.min(state.steps.length - 1, target));
    render();
  }

  // ---- showing a step
  function render() {
    const step = state.steps[state.index];
    const view = step.view;
    stepText.textContent = step.text;
    position.textContent = t("widget.walk.position", { step: state.index + 1, count: state.steps.length });
    first.disabled = prev.disabled = state.index === 0;
    next.disabled = last.disabled = state.index === state.steps.length - 1;
    root.dataset.step = String(state.index);
    root.dataset.kind = step.kind;
    const chapter = state.chapters.filter((c) => c.step <= state.index).at(-1);
    if (chapter) jump.select.value = String(chapter.step);
    renderSeats(view);
    renderTrick(view);
    renderFacts(view);
  }

  function renderSeats(view) {
    seats.forEach((seat, number) => {
      const badges = [];
      if (view.dealer === number) badges.push(t("widget.walk.dealer"));
      if (view.bidder === number) badges.push(t("widget.walk.bidder", { bid: view.bid }));
      seat.badges.textContent = badges.length ? `(${badges.join(", ")})` : "";
      const cards = view.hands[number].split(" ").filter(Boolean);
      seat.cards.replaceChildren(
        ...(cards.length
          ? cards.map((code) => cardPicture(code, config, t))
          : [h("span", { class: "walk__empty", text: t("widget.walk.no_cards") })]),
      );
    });
  }

  function renderTrick(view) {
    slots.forEach((slot) => slot.replaceChildren());
    if (!view.trick) return;
    view.trick.cards.forEach((code, position) => {
      const seat = (view.trick.leader + position) % 4;
      const card = cardPicture(code, config, t);
      if (view.trick.winner === seat) card.classList.add("walk__card--wins");
      slots[seat].append(card);
    });
  }

  function renderFacts(view) {
    const parts = [];
    if (state.steps[0].kind === "game") parts.push(t("widget.walk.hand", { number: view.hand }));
    if (view.bidder !== null) parts.push(`${t(`seat.${view.bidder}`)} ${view.bid}`);
    if (view.trump) {
      const suit = config.suits.find((s) => s.code === view.trump);
      parts.push(t("widget.walk.trump", { suit: `${suit.symbol} ${t(`suit.${suit.code}`)}` }));
    }
    contract.textContent = parts.join(" · ");
    const withChecks = config.profiles[state.rules].checks;
    const columns = ["tricks", "points", "score", ...(withChecks ? ["checks"] : [])];
    tallyHead.replaceChildren(
      h("tr", {}, h("td"), columns.map((column) => h("th", { scope: "col", text: t(`widget.walk.${column}`) }))),
    );
    const values = { tricks: view.tricks_won, points: view.points, score: view.score, checks: view.checks };
    tally.replaceChildren(
      ...[0, 1].map((team) =>
        h(
          "tr",
          { "data-team": team },
          h("th", { scope: "row", text: t(`team.${team}`) }),
          columns.map((column) => {
            const value = values[column][team];
            return h("td", { class: "num", "data-column": column, text: column === "checks" ? signed(value) : value });
          }),
        ),
      ),
    );
  }

  function showChapters() {
    jump.select.replaceChildren(
      ...state.chapters.map((chapter) => h("option", { value: chapter.step, text: chapter.label })),
    );
  }

  // The text version of a new deal, like the page's own: chapters of steps.
  function rewriteStory() {
    const starts = new Map(state.chapters.map((chapter) => [chapter.step, chapter.label]));
    const sections = [];
    let list = null;
    state.steps.forEach((step, index) => {
      if (starts.has(index) || !list) {
        list = h("ol", { class: "walkthrough__steps" });
        sections.push(
          h(
            "section",
            { class: "walkthrough__chapter" },
            h("p", { class: "walkthrough__chapter-title", text: starts.get(index) ?? "" }),
            list,
          ),
        );
      }
      list.append(h("li", { "data-step": index, "data-kind": step.kind }, h("p", { text: step.text })));
    });
    story.replaceChildren(story.querySelector("summary"), ...sections);
  }

  // ---- a new deal, played by the engine in the browser
  function newDealForm() {
    const engine = startEngine();
    const status = h("p", { class: "calc__status", role: "status" });
    const setStatus = (name) => {
      root.dataset.state = name === "dealing" ? "busy" : name;
      status.textContent = t(`widget.walk.status.${name}`);
    };
    const errorId = newId("deal-error");
    const error = h("p", { class: "calc__error", id: errorId, role: "alert", "data-testid": "deal-error", hidden: true });
    const rules = selectField(
      t("widget.rules.label"),
      "deal-rules",
      Object.keys(config.profiles).map((name) => [name, t(`profile.${name}`)]),
    );
    const seed = numberField(t("widget.walk.deal.seed"), "deal-seed", { min: 0, value: data.seed });
    seed.input.setAttribute("aria-describedby", errorId);
    const helpText = h("p", { class: "calc__help", text: t("widget.walk.deal.help") });
    const deal = h("button", {
      type: "submit",
      class: "calc__button walk__deal",
      "data-testid": "deal-button",
      text: t("widget.walk.deal.button"),
      disabled: true,
    });
    rules.select.value = data.rules;
    const form = h(
      "form",
      {
        class: "calc__group walk__form",
        novalidate: true,
        onsubmit: (event) => {
          event.preventDefault();
          const text = seed.input.value.trim();
          play(rules.select.value, /^-?\d+$/.test(text) ? Number(text) : text);
        },
      },
      h(
        "fieldset",
        {},
        h("legend", { text: t("widget.walk.deal.legend") }),
        h("div", { class: "calc__controls" }, rules.field, seed.field, deal),
        helpText,
      ),
    );

    // The engine checks the seed (a whole number in its range) and says what is wrong.
    async function play(profile, number) {
      deal.disabled = true;
      setStatus("dealing");
      let answer;
      try {
        answer = await engine.call("walkthrough", { rules: profile, seed: number, lang: config.lang });
      } catch {
        setStatus("error");
        return;
      }
      deal.disabled = false;
      if (answer.error) {
        error.textContent = answer.error.message;
        error.hidden = false;
        seed.input.setAttribute("aria-invalid", "true");
        setStatus("ready");
        return;
      }
      error.hidden = true;
      seed.input.removeAttribute("aria-invalid");
      Object.assign(state, { steps: answer.steps, chapters: answer.chapters, rules: answer.rules, index: 0 });
      root.querySelector(".walkthrough__source")?.remove(); // the form now names seed and rules
      showChapters();
      rewriteStory();
      render();
      writeFragment({ seed: answer.seed, rules: answer.rules });
      setStatus("ready");
    }

    setStatus("loading");
    engine.ready.then(
      () => {
        deal.disabled = false;
        setStatus("ready");
        const params = readFragment(FRAGMENT_KEYS);
        if (params && params.get("rules") in config.profiles && /^\d+$/.test(params.get("seed") ?? "")) {
          rules.select.value = params.get("rules");
          seed.input.value = params.get("seed");
          play(params.get("rules"), Number(params.get("seed")));
        }
      },
      () => setStatus("error"),
    );
    return [status, form, error];
  }

  story.open = false;
  root.replaceChildren(
    ...(data.newDeal ? newDealForm() : []),
    stage,
    stepText,
    controls,
    h("p", { class: "calc__help", id: helpId, text: t("widget.walk.help") }),
    ...root.querySelectorAll(".walkthrough__source"),
    story,
    root.querySelector(".walkthrough__data"),
  );
  showChapters();
  render();
  if (!data.newDeal) root.dataset.state = "ready";
}
