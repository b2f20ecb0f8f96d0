// The verdict on an answer: right or not, and the engine's notes that
// explain it, each with the cards it speaks of. Hooks: `feedback`
// (data-correct), `feedback-note` (data-code), `exercise-next`,
// `level-replay`, `level-done` (data-stars).
import { cardPicture, h } from "../dom.js";

export function feedbackView(verdict, config, t, { last, onNext, onReplay }) {
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
  const headline = t(verdict.correct ? "practice.right" : "practice.wrong");
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
