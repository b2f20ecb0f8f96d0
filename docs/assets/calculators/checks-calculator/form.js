// The checks calculator's inputs: the bid and how it ended, a slam, each
// team's meld checks and, for the end of the game, the scores and the target.
// They live in the fragment (#bid=27&outcome=set&meld=4,0…); the meld
// calculator links here that way. Teams: 0 is "us", 1 is "them".
import { h, newId, numberField, selectField } from "../dom.js";
import { readFragment, writeFragment } from "../fragment.js";

const FRAGMENT_KEYS = ["bidders", "bid", "outcome", "slam", "meld", "scores", "target"];
export const TEAMS = [0, 1];

// The number typed, or null for an empty box: the bid and the target as they
// are (the engine refuses a fraction, at the field); meld and scores whole.
const number = (input) => (input.value.trim() === "" ? null : Number(input.value));
const whole = (input) => (input.value.trim() === "" ? null : Math.trunc(Number(input.value)));

// A message under a field, for the engine's refusals that name it.
function fieldError(field, name) {
  const error = h("p", {
    class: "calc__error calc__error--field",
    id: newId(`${name}-error`),
    "data-testid": `${name}-error`,
    hidden: true,
  });
  field.field.append(error);
  field.input.setAttribute("aria-describedby", error.id);
  return {
    show(message) {
      error.textContent = message;
      error.hidden = message === null;
      if (message === null) field.input.removeAttribute("aria-invalid");
      else field.input.setAttribute("aria-invalid", "true");
    },
  };
}

export function checksForm({ config, t, onChange }) {
  const team = (index) => t(`widget.team.${index}`);
  const bidders = selectField(t("widget.checks.bidders"), "bidders-select", TEAMS.map((i) => [i, team(i)]), onChange);
  const bid = numberField(t("widget.checks.bid"), "bid-input", { min: 1, value: 25 }, onChange);
  const outcome = selectField(
    t("widget.checks.outcome"),
    "outcome-select",
    [
      ["made", t("outcome.made")],
      ["set", t("outcome.set")],
      ["conceded", t("widget.outcome.conceded")],
    ],
    onChange,
  );
  const slam = selectField(
    t("widget.checks.slam"),
    "slam-select",
    [["", t("widget.checks.slam_none")], ...TEAMS.map((i) => [i, team(i)])],
    onChange,
  );
  const meld = TEAMS.map((i) => numberField(team(i), `meld-checks-${i}`, { min: 0, value: 0 }, onChange));
  const scores = TEAMS.map((i) => numberField(team(i), `score-${i}`, {}, onChange));
  const target = numberField(
    t("widget.checks.target"),
    "target-input",
    { min: 1, value: config.profiles.check.target },
    onChange,
  );
  const errors = { bid: fieldError(bid, "bid"), target: fieldError(target, "target") };
  const group = (legend, ...children) =>
    h("fieldset", { class: "calc__group" }, h("legend", { text: t(legend) }), ...children);
  const elements = [
    group(
      "widget.checks.hand_legend",
      h("div", { class: "calc__controls" }, bidders.field, bid.field, outcome.field, slam.field),
    ),
    group("widget.checks.meld_legend", h("div", { class: "calc__controls" }, meld.map((field) => field.field))),
    group(
      "widget.checks.game_legend",
      h("p", { class: "calc__help", text: t("widget.checks.scores_help") }),
      h("div", { class: "calc__controls" }, scores.map((field) => field.field), target.field),
    ),
  ];

  // The request for `pinochle.web.checks`; the scores only when both are given.
  function request() {
    const given = scores.map((field) => whole(field.input));
    return {
      lang: config.lang,
      bidders: Number(bidders.select.value),
      bid: number(bid.input),
      outcome: outcome.select.value,
      slam: slam.select.value === "" ? null : Number(slam.select.value),
      meld_checks: meld.map((field) => whole(field.input) ?? 0),
      scores: given.includes(null) ? null : given,
      target: number(target.input),
    };
  }

  // The fragment follows the inputs, as the reader typed them.
  function remember(sent) {
    writeFragment({
      bidders: sent.bidders,
      bid: bid.input.value,
      outcome: sent.outcome,
      slam: slam.select.value,
      meld: sent.meld_checks.join(","),
      scores: sent.scores ? sent.scores.join(",") : "",
      target: target.input.value,
    });
  }

  // The engine's refusal shown at the field it names; false when it names
  // none of these fields. `null` clears every field's message.
  function showError(error) {
    for (const [name, message] of Object.entries(errors)) {
      message.show(error?.params?.field === name ? error.message : null);
    }
    return Boolean(error && error.params?.field in errors);
  }

  // The inputs the fragment gives; the others stay as they are. True when it gave any.
  function applyFragment() {
    const params = readFragment(FRAGMENT_KEYS);
    if (!params) return false;
    const pair = (key) => (params.get(key) ?? "").split(",");
    if (params.has("bidders")) bidders.select.value = params.get("bidders");
    if (params.has("bid")) bid.input.value = params.get("bid");
    if (params.has("outcome")) outcome.select.value = params.get("outcome");
    if (params.has("slam")) slam.select.value = params.get("slam");
    if (params.has("target")) target.input.value = params.get("target");
    TEAMS.forEach((i) => {
      if (params.has("meld")) meld[i].input.value = pair("meld")[i] ?? 0;
      if (params.has("scores")) scores[i].input.value = pair("scores")[i] ?? "";
    });
    return true;
  }

  return { elements, request, remember, applyFragment, showError, target: () => target.input.value };
}
