// A walkthrough, wired: the steps the page came with (or a new deal's) shown
// one at a time, the table and the controls following the step. The step's
// words and its controls sit in a dock that stays in view under the table.
import { h, newId } from "../dom.js";
import { newDealForm } from "./deal.js";
import { stepControls } from "./steps.js";
import { rewriteStory } from "./story.js";
import { walkTable } from "./table.js";

export function walkthrough({ root, config, t }) {
  const data = JSON.parse(root.querySelector(".walkthrough__data").dataset.steps);
  const story = root.querySelector(".walkthrough__text");
  const state = { steps: data.steps, chapters: data.chapters, rules: data.rules, index: 0 };
  const helpId = newId("walk-help");
  const table = walkTable(config, t);
  const steps = stepControls({ root, state, t, go });
  const stage = h(
    "div",
    {
      class: "walk__stage",
      tabindex: "0",
      role: "group",
      "aria-label": t("widget.walk.table"),
      "aria-describedby": helpId,
    },
    table.board,
    table.facts,
  );

  function go(target) {
    state.index = Math.max(0, Math.min(state.steps.length - 1, target));
    render();
  }

  function render() {
    steps.show();
    const wholeGame = state.steps[0].kind === "game";
    table.show(state.steps[state.index].view, { wholeGame, rules: state.rules });
  }

  function showDeal(answer) {
    Object.assign(state, { steps: answer.steps, chapters: answer.chapters, rules: answer.rules, index: 0 });
    root.querySelector(".walkthrough__source")?.remove(); // the form now names seed and rules
    steps.showChapters();
    rewriteStory(story, state);
    render();
  }

  story.open = false;
  root.replaceChildren(
    ...(data.newDeal ? newDealForm({ root, config, t, data, onDeal: showDeal }) : []),
    stage,
    h("div", { class: "walk__dock" }, steps.stepText, steps.controls),
    h("p", { class: "calc__help", id: helpId, text: t("widget.walk.help") }),
    ...root.querySelectorAll(".walkthrough__source"),
    story,
    root.querySelector(".walkthrough__data"),
  );
  steps.showChapters();
  render();
  if (!data.newDeal) root.dataset.state = "ready";
}
