// The stage "Your own mistakes": the cards the Play page's review labelled a
// mistake or a blunder (kept by play/mistakes.js), one exercise at a time. The
// engine (`pinochle.web.own_mistakes`) sets each decision again as South saw it
// and grades the card chosen by the review's own estimate: a card graded best or
// good is right; right twice, the exercise leaves the stage. Hooks: `exercise`
// (data-kind "mistakes", data-label, data-ply, data-number, data-total),
// `trick-card` (data-seat, data-card), `answer-card` (data-card, data-legal;
// data-mark once graded), `answer-submit`, `answer-error`, `mistakes-empty`, and
// feedback.js's.
import { cardPicture, h, newId } from "../dom.js";
import { answeredRight, letGo, loadMistakes } from "../play/mistakes.js";
import { feedbackView } from "./feedback.js";

export function mistakesStage({ area, config, t, call, announce, onChange, onDamaged }) {
  let place = 0; // the exercise shown: its place in the list
  // A card as its corner shows it, as the engine's words name it: "K♣", in Dutch "H♣".
  const cardIndex = (code) => `${t(`rank_index.${code[0]}`)}${config.suits.find((suit) => suit.code === code[1]).symbol}`;

  function exercises() {
    const { mistakes, kept } = loadMistakes();
    if (kept) onDamaged(kept);
    return mistakes.exercises;
  }

  function empty() {
    const text = h("p", { class: "practice__empty", "data-testid": "mistakes-empty", text: t("practice.mistakes.empty") });
    area.replaceChildren(text, h("p", {}, h("a", { href: "play.html", class: "practice__to-play", text: t("practice.mistakes.to_play") })));
    onChange();
    announce(text.textContent);
  }

  async function show() {
    const list = exercises();
    if (!list.length) return empty();
    place %= list.length;
    const item = list[place];
    const answer = await call({ op: "exercise", game: item.position });
    if (answer.error) return failed(answer.error.message);
    if (answer.exercise === null) return gone(item);
    const view = exerciseView(item, answer.exercise, place, list.length);
    area.replaceChildren(view.element);
    onChange();
    announce(view.promptText);
    view.focus();
  }

  // A kept game that no longer replays (another version of the engine): let go.
  function gone(item) {
    letGo(item.id);
    show();
    announce(t("practice.mistakes.gone"));
  }

  function failed(message) {
    area.replaceChildren(h("p", { class: "calc__error", text: message }));
  }

  function exerciseView(item, exercise, index, total) {
    const promptId = newId("practice-prompt");
    const root = h("section", {
      class: "practice__exercise",
      "data-testid": "exercise",
      "data-kind": "mistakes",
      "data-label": item.label,
      "data-ply": item.ply,
      "data-number": index + 1,
      "data-total": total,
      "aria-labelledby": promptId,
    });
    const played = t("practice.mistakes.played", { card: cardIndex(item.card), label: t(`play.review.label.${item.label}`) });
    const lines = [...exercise.prompt.slice(0, -1), played, exercise.prompt.at(-1)];
    const position = h("p", {
      class: "practice__position",
      text: `${t("practice.mistakes.stage")} · ${t("practice.position", { number: index + 1, total })}`,
    });
    const promptBox = h("div", { id: promptId, class: "practice__prompt" }, lines.map((line) => h("p", { text: line })));
    const trick = exercise.trick.length
      ? [
          h("p", { class: "practice__label", text: t("practice.trick") }),
          h(
            "ol",
            { class: "practice__trick", "aria-label": t("practice.trick") },
            exercise.trick.map(({ seat, card }) =>
              h(
                "li",
                { class: "practice__trick-card", "data-testid": "trick-card", "data-seat": seat, "data-card": card },
                cardPicture(card, config, t),
                h("span", { class: "practice__seat", text: t(`seat.${seat}`) }),
              ),
            ),
          ),
        ]
      : [];
    let chosen = null;
    const buttons = exercise.cards.map(({ card, legal }) => {
      const picture = cardPicture(card, config, t);
      const button = h(
        "button",
        {
          type: "button",
          class: "practice__card",
          "data-testid": "answer-card",
          "data-card": card,
          "data-legal": String(legal),
          "aria-pressed": "false",
          disabled: !legal,
        },
        picture,
      );
      button.addEventListener("click", () => {
        chosen = button;
        for (const other of buttons) other.setAttribute("aria-pressed", String(other === button));
      });
      return button;
    });
    const hand = h("div", { class: "practice__cards", role: "group", "aria-label": t("practice.hand") }, buttons);
    const rule = h("p", { class: "practice__rule", text: exercise.rule });
    const error = h("p", { class: "calc__field-error", "data-testid": "answer-error", "data-field": "card", role: "alert", hidden: true });
    const submit = h("button", {
      type: "submit",
      class: "calc__button calc__button--main practice__submit",
      "data-testid": "answer-submit",
      text: t("practice.submit"),
    });
    const form = h(
      "form",
      { class: "practice__form", novalidate: true },
      h("div", { class: "practice__answer" }, rule, h("p", { class: "practice__label", text: t("practice.hand") }), hand, error),
      submit,
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      if (!chosen) return problem(t("practice.mistakes.choose"));
      grade(chosen.dataset.card);
    });
    const goal = h("p", { class: "practice__goal-line", text: t("practice.mistakes.goal") });
    root.append(position, goal, promptBox, ...trick, form);

    function problem(message) {
      error.hidden = false;
      error.textContent = message;
      announce(message);
    }

    async function grade(card) {
      submit.disabled = true;
      const answer = await call({ op: "grade", game: item.position, card });
      if (answer.error) return failed(answer.error.message);
      const verdict = answer.verdict;
      if (verdict === null) return gone(item);
      if (verdict.correct === null) {
        submit.disabled = false;
        return problem(verdict.problems.map((found) => found.message).join(" "));
      }
      error.hidden = true;
      for (const button of buttons) button.disabled = true;
      for (const button of buttons) {
        if (verdict.key.cards.includes(button.dataset.card)) button.dataset.mark = "right";
        else if (button === chosen) button.dataset.mark = "wrong";
      }
      const left = verdict.correct && answeredRight(item.id);
      // A right answer that leaves the stage takes the next one to this place.
      if (!left) place += 1;
      const notes = verdict.correct
        ? [...verdict.notes, { code: left ? "left" : "right_once", text: t(`practice.mistakes.${left ? "left" : "right_once"}`), cards: [] }]
        : verdict.notes;
      const feedback = feedbackView({ ...verdict, notes }, config, t, { kind: "pick_one", last: false, onNext: show, onReplay: show });
      root.append(feedback.element);
      onChange();
      announce(feedback.spoken);
      feedback.focus();
    }

    return {
      element: root,
      promptText: lines.join(" "),
      focus: () => buttons.find((button) => !button.disabled)?.focus(),
    };
  }

  return { show, count: () => exercises().length };
}
