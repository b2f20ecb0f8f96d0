// A walkthrough's new deal: rules and a seed chosen, the hand dealt and played
// by the engine in the browser (`pinochle.web.walkthrough`), and its steps
// handed to `onDeal`. The engine checks the seed (a whole number in its range)
// and says what is wrong; without a seed it picks one at random. Seed and rules
// live in the fragment (#seed=…&rules=…).
import { h, newId, numberField, selectField } from "../dom.js";
import { startEngine } from "../engine.js";
import { readFragment, writeFragment } from "../fragment.js";

const FRAGMENT_KEYS = ["seed", "rules"];

// The form's elements: its status line, the form and its error message.
export function newDealForm({ root, config, t, data, onDeal }) {
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
  const deal = h("button", {
    type: "submit",
    class: "calc__button walk__deal",
    "data-testid": "deal-button",
    text: t("widget.walk.deal.button"),
    disabled: true,
  });
  const random = h("button", {
    type: "button",
    class: "calc__button walk__deal",
    "data-testid": "deal-random",
    text: t("widget.walk.deal.random"),
    disabled: true,
    onclick: () => play(rules.select.value, null),
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
      h("div", { class: "calc__controls" }, rules.field, seed.field, deal, random),
      h("p", { class: "calc__help", text: t("widget.walk.deal.help") }),
    ),
  );

  async function play(profile, number) {
    deal.disabled = random.disabled = true;
    setStatus("dealing");
    let answer;
    try {
      answer = await engine.call("walkthrough", { rules: profile, seed: number, lang: config.lang });
    } catch {
      setStatus("error");
      return;
    }
    deal.disabled = random.disabled = false;
    if (answer.error) {
      error.textContent = answer.error.message;
      error.hidden = false;
      seed.input.setAttribute("aria-invalid", "true");
      setStatus("ready");
      return;
    }
    error.hidden = true;
    seed.input.value = answer.seed;
    seed.input.removeAttribute("aria-invalid");
    onDeal(answer);
    writeFragment({ seed: answer.seed, rules: answer.rules });
    setStatus("ready");
  }

  // A link with a seed and rules deals that hand once the engine is ready.
  function dealFromFragment() {
    const params = readFragment(FRAGMENT_KEYS);
    if (params && params.get("rules") in config.profiles && /^\d+$/.test(params.get("seed") ?? "")) {
      rules.select.value = params.get("rules");
      seed.input.value = params.get("seed");
      play(params.get("rules"), Number(params.get("seed")));
    }
  }

  setStatus("loading");
  engine.ready.then(
    () => {
      deal.disabled = random.disabled = false;
      setStatus("ready");
      dealFromFragment();
    },
    () => setStatus("error"),
  );
  return [status, form, error];
}
