// The stages and their levels: buttons that show the stars earned and start
// a level, and the stage of the reader's own mistakes (no levels: it shows how
// many are left to practise). Hooks: `stage` (data-stage, data-stars: the
// stage's stars summed over its levels; for "mistakes" data-count), `level`
// (data-level, data-stars).
import { h, newId } from "../dom.js";

const MAX_STARS = 3;

// "★★☆": the stars earned, drawn for the eye (the label says it in words).
function starGlyphs(stars, max) {
  return "★".repeat(stars) + "☆".repeat(max - stars);
}

export const MISTAKES = "mistakes";

export function stageBoard(t, stages, { onStage, onLevel }) {
  const stageButtons = new Map();
  const stageNav = h(
    "nav",
    { class: "practice__stages", "aria-label": t("practice.stages") },
    [...stages.map(({ stage }) => stage), MISTAKES].map((stage) => {
      const button = h("button", {
        type: "button",
        class: "calc__button practice__stage",
        "data-testid": "stage",
        "data-stage": stage,
        "aria-pressed": "false",
        onclick: () => onStage(stage),
      });
      stageButtons.set(stage, button);
      return button;
    }),
  );
  const levelsTitleId = newId("practice-levels");
  const levelList = h("ol", { class: "practice__levels", "aria-labelledby": levelsTitleId });
  const levelsBox = h(
    "section",
    { class: "practice__levels-box" },
    h("h3", { id: levelsTitleId, class: "practice__levels-title", text: t("practice.levels") }),
    levelList,
  );

  // Every stage's total, the chosen stage pressed, and its levels listed
  // (hidden while an exercise is on: on a phone the exercise comes first);
  // `mistakes`: how many own mistakes are left to practise.
  function paint(current, starsOf, { levelsShown, mistakes }) {
    const own = stageButtons.get(MISTAKES);
    own.dataset.count = String(mistakes);
    own.setAttribute("aria-pressed", String(current === MISTAKES));
    own.replaceChildren(
      h("span", { class: "practice__stage-name", text: t("practice.mistakes.stage") }),
      h("span", { class: "practice__count", text: t("practice.mistakes.count", { number: mistakes }) }),
    );
    levelsBox.hidden = !levelsShown || current === MISTAKES;
    for (const { stage, levels } of stages) {
      const stars = starsOf(stage, levels);
      const total = stars.reduce((sum, s) => sum + s, 0);
      const button = stageButtons.get(stage);
      button.dataset.stars = String(total);
      button.setAttribute("aria-pressed", String(stage === current));
      const label = t("practice.stars", { stars: total, max: MAX_STARS * levels });
      button.replaceChildren(
        h("span", { class: "practice__stage-name", text: t(`practice.stage.${stage}`) }),
        h("span", { class: "practice__stars", "aria-hidden": "true", text: `★ ${total}/${MAX_STARS * levels}` }),
        h("span", { class: "calc__sr", text: ` (${label})` }),
      );
    }
    if (current === MISTAKES) return levelList.replaceChildren();
    const { levels } = stages.find(({ stage }) => stage === current);
    const stars = starsOf(current, levels);
    levelList.replaceChildren(
      ...stars.map((earned, index) =>
        h(
          "li",
          {},
          h(
            "button",
            {
              type: "button",
              class: "calc__button practice__level",
              "data-testid": "level",
              "data-level": index + 1,
              "data-stars": earned,
              onclick: () => onLevel(index + 1),
            },
            h("span", { class: "practice__level-name", text: t("practice.level", { level: index + 1 }) }),
            h("span", { class: "practice__stars", "aria-hidden": "true", text: starGlyphs(earned, MAX_STARS) }),
            h("span", { class: "calc__sr", text: ` (${t("practice.stars", { stars: earned, max: MAX_STARS })})` }),
            h("span", { class: "practice__goal", text: t(`practice.goal.${current}.${index + 1}`) }),
          ),
        ),
      ),
    );
  }

  return { element: h("div", { class: "practice__board" }, stageNav, levelsBox), paint };
}
