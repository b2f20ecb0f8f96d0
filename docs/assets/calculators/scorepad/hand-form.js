// The form for one hand: who bid what, how it ended, the meld and the trick
// points, or the correction of a hand already on the sheet. The engine says
// which inputs each outcome uses (`sheet.rules.inputs`), the lowest bids
// (`quick_bids`) and the total of the trick points; the form hides what the
// outcome does not use and never judges an input itself.
//
// Quick buttons (a tap instead of a choice in a list, or of typing a bid) sit
// beside the controls they fill; they are left out of the Tab order, which
// goes through the controls themselves.
import { h } from "../dom.js";
import { meldCards } from "./meld-cards.js";
import { button, numberInput, select, setOptions } from "./fields.js";

const TEAMS = [0, 1];
const PAIRS = ["meld", "meld_checks", "tricks"];
export const HAND_FIELDS = ["dealer", "bidders", "bid", "outcome", ...PAIRS.flatMap((p) => TEAMS.map((team) => `${p}.${team}`)), "slam"];

export function handForm(pad) {
  const { t, fields } = pad;
  const quick = (text, onclick, attributes = {}) =>
    h("button", { type: "button", class: "calc__button scorepad__quick", tabindex: -1, text, onclick, ...attributes });
  const dealer = fields.field("dealer", "dealer-select", select(), t("widget.scorepad.dealer"));
  const bidders = fields.field("bidders", "bidders-select", select([], { onchange: showInputs }), t("widget.scorepad.bidders"));
  const bidderButtons = h("div", { class: "scorepad__quicks", "data-testid": "bidders-quick" });
  const bid = fields.field("bid", "bid-input", numberInput(), t("widget.scorepad.bid"));
  const bidButtons = h("div", { class: "scorepad__quicks", "data-testid": "bid-quick" });
  const outcome = fields.field("outcome", "outcome-select", select([], { onchange: showInputs }), t("widget.scorepad.outcome"));
  const meld = TEAMS.map((team) => fields.field(`meld.${team}`, `meld-${team}`, numberInput(), ""));
  const meldChecks = TEAMS.map((team) => fields.field(`meld_checks.${team}`, `meld-checks-${team}`, numberInput(), ""));
  const tricks = TEAMS.map((team) => fields.field(`tricks.${team}`, `tricks-${team}`, numberInput({ oninput: () => fillOtherTricks(team) }), ""));
  const slam = fields.field("slam", "slam-select", select([], { onchange: slamChosen }), t("widget.scorepad.slam"));
  const cards = meldCards(pad, (team, points, checks) => {
    meld[team].input.value = points;
    meldChecks[team].input.value = checks;
  });

  const legend = h("legend", { "data-testid": "hand-legend" });
  const submit = h("button", { type: "submit", class: "calc__button calc__button--main", "data-testid": "add-hand" });
  const cancel = button(t("widget.scorepad.cancel"), "cancel-edit", () => stopEditing(), { hidden: true });
  const error = h("p", { class: "calc__error", "data-testid": "form-error", tabindex: -1, hidden: true });
  const tricksHelp = h("p", { class: "calc__help" });
  const contractGroup = h("div", {}, h("div", { class: "scorepad__grid" }, bid.wrap, outcome.wrap), bidButtons);
  // The team figures as a small table, a row each (meld points, meld checks,
  // trick points) and a column per team, so the common hand fits one phone
  // screen; each input keeps its full label for screen readers, while the
  // row and column headings are what the eye reads.
  const teamHeads = TEAMS.map(() => h("span", { class: "scorepad__figures-team" }));
  const figureRow = (key, entries) =>
    h("div", { class: "scorepad__figures-row" }, h("span", { class: "scorepad__figures-key", "aria-hidden": "true", text: t(`widget.scorepad.row.${key}`) }), entries.map((entry) => entry.wrap));
  const meldRow = figureRow("meld", meld);
  const checksRow = figureRow("meld_checks", meldChecks);
  const tricksRow = figureRow("tricks", tricks);
  for (const entry of [...meld, ...meldChecks, ...tricks]) entry.label.classList.add("calc__sr"); // the row and column headings show it
  const slamGroup = h("div", {}, h("div", { class: "scorepad__inline" }, slam.wrap), tricksHelp);
  const figures = h(
    "div",
    { class: "scorepad__part" },
    h("div", { class: "scorepad__figures-row", "aria-hidden": "true" }, h("span"), teamHeads),
    meldRow,
    checksRow,
    tricksRow,
    cards.element,
    slamGroup,
  );
  const element = h(
    "form",
    { class: "scorepad__form scorepad__noprint", "data-testid": "hand-form", novalidate: true, onsubmit: submitHand },
    h(
      "fieldset",
      { class: "calc__group" },
      legend,
      h("div", { class: "scorepad__inline scorepad__inline--long-choices" }, dealer.wrap, bidders.wrap),
      bidderButtons,
      contractGroup,
      figures,
      error,
      h("p", { class: "scorepad__buttons" }, submit, cancel),
    ),
  );

  const inputsOf = () => pad.state.sheet.rules.inputs[bidders.input.value === "passed" ? "redeal" : outcome.input.value];

  function handFromForm() {
    const passed = bidders.input.value === "passed";
    return {
      dealer: dealer.input.value,
      outcome: passed ? "redeal" : outcome.input.value,
      bidders: passed ? null : bidders.input.value,
      bid: bid.input.value,
      meld: meld.map((entry) => entry.input.value),
      meld_checks: meldChecks.map((entry) => entry.input.value),
      tricks: tricks.map((entry) => entry.input.value),
      slam: slam.input.value,
    };
  }

  async function submitHand(event) {
    event.preventDefault();
    const editing = pad.state.editing;
    const number = editing ?? pad.state.sheet.rows.length + 1;
    const answer = editing
      ? await pad.perform("edit", { number: editing, hand: handFromForm() })
      : await pad.perform("add", { hand: handFromForm() });
    if (answer.problems) {
      fields.show(answer.problems, HAND_FIELDS, error);
      return;
    }
    if (!editing) pad.forgetRedo();
    pad.say(t("widget.scorepad.live.saved", { number }));
    stopEditing(number);
  }

  // The other team's trick points are the rest of the engine's total.
  function fillOtherTricks(team) {
    const all = pad.state.sheet.rules.trick_points;
    const text = tricks[team].input.value.trim();
    const points = Number(text);
    const other = tricks[1 - team].input;
    if (text === "") other.value = "";
    else if (Number.isInteger(points) && points >= 0 && points <= all) other.value = all - points;
  }

  function slamChosen() {
    if (slam.input.value === "") return;
    const team = Number(slam.input.value);
    tricks[team].input.value = pad.state.sheet.rules.trick_points;
    tricks[1 - team].input.value = 0;
  }

  function showInputs() {
    const uses = inputsOf() ?? [];
    contractGroup.hidden = !uses.includes("bid");
    figures.hidden = !uses.includes("meld");
    checksRow.hidden = !pad.state.sheet.rules.checks;
    tricksRow.hidden = slamGroup.hidden = !uses.includes("tricks");
    for (const choice of bidderButtons.children) choice.setAttribute("aria-pressed", String(choice.value === bidders.input.value));
  }

  function fill(entry) {
    const pair = (values) => values ?? ["", ""];
    dealer.input.value = entry.dealer;
    bidders.input.value = entry.outcome === "redeal" ? "passed" : String(entry.bidders);
    bid.input.value = entry.bid ?? "";
    outcome.input.value = entry.outcome === "redeal" ? "played" : entry.outcome;
    TEAMS.forEach((team) => {
      meld[team].input.value = pair(entry.meld)[team];
      meldChecks[team].input.value = pair(entry.meld_checks)[team];
      tricks[team].input.value = pair(entry.tricks)[team];
    });
    slam.input.value = entry.slam ?? "";
    showInputs();
  }

  function clear() {
    fill({ dealer: pad.state.sheet.next_dealer, outcome: "played", bidders: 0, bid: null, slam: null });
    cards.clear();
    fields.clear(fields.names().filter((name) => !pad.settingsFields.includes(name)));
    error.hidden = true;
  }

  function startEditing(number) {
    pad.state.editing = number;
    renderLegend();
    fill(pad.state.sheet.rows[number - 1].entry);
    element.hidden = false;
    dealer.input.focus();
  }

  // Back to a new hand; after a hand was added, its row and the scoreboard are in view.
  function stopEditing(added = null) {
    const wasEditing = pad.state.editing;
    pad.state.editing = null;
    renderLegend();
    clear();
    if (added) pad.showRow(added);
    if (!element.hidden) bidders.input.focus({ preventScroll: Boolean(added) });
    else if (wasEditing) pad.focusRow(wasEditing);
    else pad.focusResult();
  }

  function renderLegend() {
    const { editing, sheet } = pad.state;
    const next = editing ?? sheet.rows.length + 1;
    legend.textContent = t(editing ? "widget.scorepad.legend_edit" : "widget.scorepad.legend_hand", { number: next });
    submit.textContent = t(editing ? "widget.scorepad.save" : "widget.scorepad.add", { number: next });
    cancel.hidden = !editing;
    element.hidden = sheet.over && !editing;
  }

  function render(sheet) {
    TEAMS.forEach((team) => {
      const name = pad.teamName(team);
      meld[team].label.textContent = t("widget.scorepad.meld", { team: name });
      meldChecks[team].label.textContent = t("widget.scorepad.meld_checks", { team: name });
      tricks[team].label.textContent = t("widget.scorepad.tricks", { team: name });
      teamHeads[team].textContent = name;
    });
    cards.render();
    setOptions(dealer.input, sheet.seats.map((_, seat) => [String(seat), pad.seatName(seat)]));
    const bidderOptions = TEAMS.map((team) => [String(team), pad.teamName(team)]);
    if (sheet.rules.all_passed) bidderOptions.push(["passed", t("widget.scorepad.all_passed")]);
    setOptions(bidders.input, bidderOptions);
    bidderButtons.replaceChildren(
      ...bidderOptions.map(([value, text]) =>
        Object.assign(quick(text, () => choose(bidders.input, value)), { value }),
      ),
    );
    bidButtons.replaceChildren(
      ...sheet.rules.quick_bids.map((amount) => quick(String(amount), () => (bid.input.value = amount), { "data-bid": amount })),
    );
    const outcomes = [
      ["played", t("widget.scorepad.outcome.played")],
      ["conceded", t("widget.outcome.conceded")],
    ];
    if (sheet.rules.no_marriage) outcomes.push(["no_marriage", t("widget.scorepad.outcome.no_marriage")]);
    setOptions(outcome.input, outcomes);
    setOptions(slam.input, [["", t("widget.checks.slam_none")], ...TEAMS.map((team) => [String(team), pad.teamName(team)])]);
    tricksHelp.textContent = t("widget.scorepad.tricks_help", { total: sheet.rules.trick_points, tricks: sheet.rules.tricks });
    if (pad.state.editing && pad.state.editing > sheet.rows.length) pad.state.editing = null;
    renderLegend();
    showInputs();
  }

  function choose(input, value) {
    input.value = value;
    input.dispatchEvent(new Event("change"));
  }

  return { element, render, clear, startEditing, stopEditing, focus: () => bidders.input.focus() };
}
