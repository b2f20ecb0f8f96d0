// The game's settings: the team names and the rules. A change the engine
// refuses (hands that the new rules would not allow, a bad number) leaves the
// game as it was, and the controls show the game's rules again; a number typed
// wrong stays, with its message, so that the reader can put it right.
import { h } from "../dom.js";
import { numberInput, select, setOptions, showValue } from "./fields.js";

const SETTINGS_FIELDS = ["team.0", "team.1", "profile", "target", "min_bid"];

export function settingsForm(pad) {
  const { t, config, fields } = pad;
  const teamInputs = [0, 1].map((team) =>
    fields.field(`team.${team}`, `team-name-${team}`, h("input", { type: "text", autocomplete: "off", onchange: change }), t(`widget.scorepad.team_name.${team}`)),
  );
  const profiles = Object.keys(config.profiles).map((name) => [name, t(`profile.${name}`)]);
  const rules = fields.field(
    "profile",
    "rules-select",
    select(profiles, {
      onchange: () => {
        target.input.value = "";
        minBid.input.value = "";
        change();
      },
    }),
    t("widget.rules.label"),
  );
  rules.wrap.classList.add("calc__field--wide"); // a profile's name is long: a row of its own
  const target = fields.field("target", "target-input", numberInput({ onchange: change }), t("widget.scorepad.target"));
  const minBid = fields.field("min_bid", "min-bid-input", numberInput({ onchange: change }), t("widget.scorepad.min_bid"));
  const error = h("p", { class: "calc__error", "data-testid": "settings-error", tabindex: -1, hidden: true });

  async function change() {
    const settings = {
      profile: rules.input.value,
      target: target.input.value,
      min_bid: minBid.input.value,
      teams: teamInputs.map((entry) => entry.input.value),
    };
    const answer = await pad.perform("settings", { settings });
    fields.show(answer.problems ?? [], SETTINGS_FIELDS, error);
    if (answer.problems) showRules(pad.state.sheet.rules, answer.problems);
  }

  // The game's rules in the controls; after a refusal, a number typed wrong keeps its text.
  function showRules(gameRules, problems = []) {
    const typedWrong = new Set(problems.map((problem) => problem.field));
    rules.input.value = gameRules.profile;
    if (!typedWrong.has("target")) target.input.value = gameRules.target;
    if (!typedWrong.has("min_bid")) minBid.input.value = gameRules.min_bid;
  }

  function render(game, sheet) {
    teamInputs.forEach((entry, team) => {
      showValue(entry.input, game.teams[team]);
      entry.input.placeholder = t(`widget.scorepad.team.${team}`);
      entry.input.maxLength = sheet.team_name_max;
    });
    setOptions(rules.input, profiles);
    rules.input.value = sheet.rules.profile;
    showValue(target.input, sheet.rules.target);
    showValue(minBid.input, sheet.rules.min_bid);
  }

  const element = h(
    "div",
    { class: "scorepad__settings scorepad__noprint" },
    h("p", { class: "calc__help", text: t("widget.scorepad.settings_help") }),
    h("div", { class: "scorepad__grid" }, teamInputs.map((entry) => entry.wrap), rules.wrap, target.wrap, minBid.wrap),
    error,
  );
  return { element, render, fieldNames: SETTINGS_FIELDS };
}
