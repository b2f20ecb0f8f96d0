// The verdict on an answer: right or not, and the engine's notes that
// explain it, each with the cards it speaks of. Hooks: `feedback`
// (data-correct), `feedback-note` (data-code), `exercise-next`,
// `level-replay`, `level-done` (data-stars).
import { cardPicture, h, signed } from "../dom.js";

// The headline: right, or not, with the right number where the question asks
// for one (nothing on the page is marked then).
function headlineOf(verdict, kind, t) {
  if (verdict.correct) return t("practice.right");
  const { key } = verdict;
  if (kind === "checks") return t("practice.wrong_checks", { answer: signed(key.checks) });
  if (kind === "count" && key.checks !== null && key.checks !== undefined)
    return t("practice.wrong_count_checks", { points: key.points, checks: key.checks });
  if (kind === "count") return t("practice.wrong_count", { points: key.points });
  return t("practice.wrong");
}

export function feedbackView(verdict, config, t, { kind, last, onNext, onReplay }) {
  const notes = verdict.notes.map((note) =>
    h(
      "li",
      { class: "practice__note", "data-testid": "feedback-note", "data-code": note.code },
      h("span", { text: note.text }),
      note.cards.length
        ? h("span", { class: "cards cards--small practice__note-cards" }, note.cards.map((code) => cardPicture(code, config, t)))
        : null,
    ),
  );
  const headline = headlineOf(verdict, kind, t);
  const done =
    verdict.stars === null
      ? null
      : h("p", {
          class: "practice__done",
          "data-testid": "level-done",
          "data-stars": verdict.stars,
          text: t("practice.done", { stars: verdict.stars, max: 3 }),
        });
  const next = h("button", {
    type: "button",
    class: "calc__button calc__button--main",
    "data-testid": "exercise-next",
    text: t(verdict.stars === null ? "practice.next" : last ? "practice.replay" : "practice.next_level"),
    onclick: onNext,
  });
  const replay =
    verdict.stars !== null && !last
      ? h("button", { type: "button", class: "calc__button", "data-testid": "level-replay", text: t("practice.replay"), onclick: onReplay })
      : null;
  const element = h(
    "div",
    {
      class: `practice__feedback practice__feedback--${verdict.correct ? "right" : "wrong"}`,
      "data-testid": "feedback",
      "data-correct": String(verdict.correct),
    },
    h("p", { class: "practice__verdict", text: headline }),
    h("ul", { class: "practice__notes" }, notes),
    done,
    h("div", { class: "practice__buttons" }, next, replay),
  );
  const spoken = [headline, ...verdict.notes.map((note) => note.text), done?.textContent ?? ""].join(" ");
  return { element, spoken, focus: () => next.focus() };
}
