// One exercise: the question as the engine words it, its cards, and the
// answer controls its kind asks for. Hooks: `exercise` (data-kind,
// data-level, data-number and the question's facts as data-*), `answer-card`
// (data-card, data-index: the position in the trick or in the hand),
// `answer-points`, `answer-checks`, `answer-yes`, `answer-no`, `answer-suit`
// (data-suit), `answer-sign`, `answer-submit`, `answer-error` (data-field).
// Once graded, each answer button that is part of the key or was chosen
// wrongly gets `data-mark` ("right" or "wrong"); the chosen style is neutral,
// apart from both.
import { cardPicture, h, newId } from "../dom.js";

const cardsOf = (text) => (text ? text.split(" ") : []);

// A toggle button: `aria-pressed` says whether it is chosen.
function toggle(attributes, children, onToggle) {
  const button = h("button", { type: "button", "aria-pressed": "false", ...attributes }, children);
  button.addEventListener("click", () => onToggle(button));
  return button;
}

function pressed(button, on) {
  button.setAttribute("aria-pressed", String(on));
}

// The graded buttons: those of the key are right; a chosen one that is not, wrong.
function markButtons(buttons, isKey) {
  for (const button of buttons) {
    const chosen = button.getAttribute("aria-pressed") === "true";
    if (isKey(button)) button.dataset.mark = "right";
    else if (chosen) button.dataset.mark = "wrong";
  }
}

function cardRow(codes, config, t, label) {
  return h(
    "div",
    { class: "practice__cards", role: "group", "aria-label": label },
    codes.map((code) => cardPicture(code, config, t)),
  );
}

// A whole-number field with the phone's number keyboard; a signed one has a
// "+/−" button beside it, since that keyboard often has no minus sign.
function numberInput(t, testid, labelKey, { signed }) {
  const id = newId(testid);
  const errorId = newId(`${testid}-error`);
  const input = h("input", {
    id,
    type: "text",
    inputmode: "numeric",
    enterkeyhint: "done",
    autocomplete: "off",
    "data-testid": testid,
    "aria-describedby": errorId,
  });
  const error = h("p", { id: errorId, class: "calc__field-error", "data-testid": "answer-error", "data-field": testid.slice(7), hidden: true });
  const sign = signed
    ? h("button", {
        type: "button",
        class: "calc__button practice__sign",
        "data-testid": "answer-sign",
        "aria-label": t("practice.sign"),
        text: "+/−",
        onclick: () => {
          const value = input.value.trim();
          input.value = /^[-−]/.test(value) ? value.slice(1) : `−${value.replace(/^\+/, "")}`;
          input.focus();
        },
      })
    : null;
  const box = sign ? h("span", { class: "practice__signed" }, input, sign) : input;
  return { input, error, field: h("div", { class: "calc__field" }, h("label", { for: id, text: t(labelKey) }), box, error) };
}

// The exercise's element and its answer: `read()` gives the answer as the
// engine reads it; `lock()` keeps it from changing once graded; `mark(key)`
// shows the right answer; `problems(list)` shows unreadable fields.
export function exerciseView(answer, config, t, onSubmit) {
  const { exercise, prompt } = answer;
  const facts = exercise.facts;
  const promptId = newId("practice-prompt");
  const root = h("section", {
    class: "practice__exercise",
    "data-testid": "exercise",
    "data-kind": exercise.stage,
    "data-level": exercise.level,
    "data-number": exercise.number,
    "aria-labelledby": promptId,
  });
  for (const [name, value] of Object.entries(facts)) root.setAttribute(`data-${name}`, value);
  const promptBox = h("div", { id: promptId, class: "practice__prompt" }, prompt.map((line) => h("p", { text: line })));
  const parts = controls(exercise.answer, facts, config, t);
  const fields = h("div", { class: "practice__answer" }, parts.elements);
  const submit = h("button", {
    type: "submit",
    class: "calc__button calc__button--main practice__submit",
    "data-testid": "answer-submit",
    text: t("practice.submit"),
  });
  const form = h("form", { class: "practice__form", novalidate: true }, fields, submit);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    onSubmit(parts.read());
  });
  root.append(promptBox, form);
  return {
    element: root,
    kind: exercise.answer,
    promptText: prompt.join(" "),
    focus: () => parts.first()?.focus(),
    lock() {
      submit.disabled = true;
      for (const control of form.querySelectorAll("button, input")) {
        if (control.tagName === "INPUT") control.readOnly = true;
        else control.disabled = true;
      }
    },
    mark: (key) => parts.mark(key),
    problems: (list) => parts.problems(list),
  };
}

// The controls for each kind of answer the engine asks for.
function controls(kind, facts, config, t) {
  if (kind === "pick_one") return pickOne(facts, config, t);
  if (kind === "pick_many") return pickMany(facts, config, t);
  if (kind === "count") return counts(facts, config, t);
  if (kind === "checks") return checksBox(t);
  return choice(kind, facts, config, t);
}

// A card to choose; its name (the picture's label) says which card it is.
function cardButton(code, index, label, config, t, onToggle) {
  const picture = cardPicture(code, config, t);
  picture.setAttribute("aria-label", label);
  return toggle({ class: "practice__card", "data-testid": "answer-card", "data-card": code, "data-index": index }, picture, onToggle);
}

function pickOne(facts, config, t) {
  let chosen = null;
  const buttons = cardsOf(facts.trick).map((code, index) => {
    const label = t("practice.trick_card", { card: t(`card.${code}`), position: index + 1 });
    return cardButton(code, index, label, config, t, (button) => {
      chosen = index;
      for (const other of buttons) pressed(other, other === button);
    });
  });
  const group = h("div", { class: "practice__cards", role: "group", "aria-label": t("practice.trick") }, buttons);
  const error = h("p", { class: "calc__field-error", "data-testid": "answer-error", "data-field": "index", role: "alert", hidden: true });
  return {
    elements: [group, error],
    read: () => ({ index: chosen }),
    first: () => buttons[0],
    mark: ({ index }) => markButtons(buttons, (button) => Number(button.dataset.index) === index),
    problems: (list) => showMessage(error, list),
  };
}

function pickMany(facts, config, t) {
  const chosen = new Set();
  const trick = cardsOf(facts.trick);
  const trickRow = trick.length
    ? cardRow(trick, config, t, t("practice.trick"))
    : h("p", { class: "practice__lead", text: t("practice.note.legal_lead") });
  const buttons = cardsOf(facts.hand).map((code, index) =>
    cardButton(code, index, t(`card.${code}`), config, t, (button) => {
      if (chosen.has(index)) chosen.delete(index);
      else chosen.add(index);
      pressed(button, chosen.has(index));
    }),
  );
  const hand = h("div", { class: "practice__cards", role: "group", "aria-label": t("practice.hand") }, buttons);
  const error = h("p", { class: "calc__field-error", "data-testid": "answer-error", "data-field": "indices", role: "alert", hidden: true });
  return {
    elements: [h("p", { class: "practice__label", text: t("practice.trick") }), trickRow, h("p", { class: "practice__label", text: t("practice.hand") }), hand, error],
    read: () => ({ indices: [...chosen].sort((a, b) => a - b) }),
    first: () => buttons[0],
    mark: ({ indices }) => {
      markButtons(buttons, (button) => indices.includes(Number(button.dataset.index)));
      for (const index of indices) {
        const button = buttons[index];
        button.dataset.legal = "true";
        const label = `${t(`card.${button.dataset.card}`)}, ${t("practice.legal_card")}`;
        button.querySelector(".card").setAttribute("aria-label", label);
      }
    },
    problems: (list) => showMessage(error, list),
  };
}

function counts(facts, config, t) {
  const withChecks = facts.rules === "check";
  const points = numberInput(t, "answer-points", "practice.points", { signed: false });
  const checks = withChecks ? numberInput(t, "answer-checks", "practice.checks", { signed: false }) : null;
  const inputs = [points, checks].filter(Boolean);
  // Enter in the points field with the checks still empty goes on to the checks.
  points.input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && checks && !checks.input.value.trim()) {
      event.preventDefault();
      checks.input.focus();
    }
  });
  return {
    elements: [
      cardRow(cardsOf(facts.hand), config, t, t("practice.hand")),
      h("div", { class: "calc__controls" }, inputs.map((part) => part.field)),
    ],
    read: () => (withChecks ? { points: points.input.value, checks: checks.input.value } : { points: points.input.value }),
    first: () => points.input,
    mark: () => {},
    problems: (list) => fieldProblems(inputs, list),
  };
}

function checksBox(t) {
  const checks = numberInput(t, "answer-checks", "practice.checks_signed", { signed: true });
  return {
    elements: [h("div", { class: "calc__controls" }, checks.field)],
    read: () => ({ checks: checks.input.value }),
    first: () => checks.input,
    mark: () => {},
    problems: (list) => fieldProblems([checks], list),
  };
}

// Yes / no, or the suits (any number of them) for trump.
function choice(kind, facts, config, t) {
  const hand = facts.hand ? [cardRow(cardsOf(facts.hand), config, t, t("practice.hand"))] : [];
  const error = h("p", { class: "calc__field-error", "data-testid": "answer-error", role: "alert", hidden: true });
  if (kind === "suits") {
    const chosen = new Set();
    const buttons = config.suits.map(({ code, symbol, red }) =>
      toggle(
        { class: `calc__button practice__suit practice__suit--${red ? "red" : "black"}`, "data-testid": "answer-suit", "data-suit": code },
        [h("span", { "aria-hidden": "true", text: symbol }), ` ${t(`suit.${code}`)}`],
        (button) => {
          if (chosen.has(code)) chosen.delete(code);
          else chosen.add(code);
          pressed(button, chosen.has(code));
        },
      ),
    );
    return {
      elements: [...hand, h("div", { class: "practice__choices", role: "group", "aria-label": t("practice.suits") }, buttons), error],
      read: () => ({ suits: [...chosen] }),
      first: () => buttons[0],
      mark: ({ suits }) => markButtons(buttons, (button) => suits.includes(button.dataset.suit)),
      problems: (list) => showMessage(error, list),
    };
  }
  let yes = null;
  const buttons = [true, false].map((value) =>
    toggle(
      { class: "calc__button practice__yes-no", "data-testid": value ? "answer-yes" : "answer-no", text: t(value ? "practice.yes" : "practice.no") },
      [],
      (button) => {
        yes = value;
        for (const other of buttons) pressed(other, other === button);
      },
    ),
  );
  return {
    elements: [...hand, h("div", { class: "practice__choices" }, buttons), error],
    read: () => ({ yes }),
    first: () => buttons[0],
    mark: ({ yes: right }) => markButtons(buttons, (button) => button === buttons[right ? 0 : 1]),
    problems: (list) => showMessage(error, list),
  };
}

function showMessage(error, list) {
  error.hidden = list.length === 0;
  error.textContent = list.map((problem) => problem.message).join(" ");
}

// Each problem at its field, the field marked invalid; the first one focused.
function fieldProblems(parts, list) {
  for (const part of parts) {
    const problem = list.find((p) => `answer-${p.field}` === part.input.dataset.testid);
    part.error.hidden = !problem;
    part.error.textContent = problem ? problem.message : "";
    part.input.toggleAttribute("aria-invalid", Boolean(problem));
    if (problem) part.input.setAttribute("aria-invalid", "true");
  }
  parts.find((part) => part.input.getAttribute("aria-invalid") === "true")?.input.focus();
}
