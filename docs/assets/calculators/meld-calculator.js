// The meld calculator: a hand typed or picked, trump and rules chosen, and the
// engine's answer (every meld with its cards, points and checks, and the totals)
// rendered in the page's language. The hand, trump and rules live in the
// address's fragment, so a link reproduces the calculation.
import {
  cardPicture,
  h,
  latestOnly,
  newId,
  readFragment,
  selectField,
  startEngine,
  statusLine,
  widgetRoots,
  writeFragment,
} from "./common.js";

const FRAGMENT_KEYS = ["hand", "trump", "rules", "table"];
const FIRST_HAND = { hand: "AH TH KH QH JH 9H KS QS JD AC AD AS", trump: "H", rules: "check", table: "standard" };
const REMOVE_KEYS = ["Delete", "Backspace", "-"];

for (const widget of widgetRoots("meld-calculator")) meldCalculator(widget);

function meldCalculator({ root, config, t }) {
  const engine = startEngine();
  const status = statusLine(root, t);
  const state = { ...FIRST_HAND, counts: new Map() };
  const profile = () => config.profiles[state.rules];
  // Every rank any deck has, high to low: the order cards are written in.
  const allRanks = Object.values(config.profiles).reduce((a, p) => (p.ranks.length > a.length ? p.ranks : a), []);

  // ---- controls
  const helpId = newId("hand-help");
  const errorId = newId("meld-error");
  const handId = newId("hand");
  const hand = h("input", {
    id: handId,
    type: "text",
    class: "calc__hand",
    "data-testid": "hand-input",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: "false",
    "aria-describedby": `${helpId} ${errorId}`,
    oninput: () => {
      state.hand = hand.value;
      update();
    },
  });
  const trump = selectField(
    t("widget.trump.label"),
    "trump-select",
    config.suits.map((suit) => [suit.code, `${suit.symbol} ${t(`suit.${suit.code}`)}`]),
    () => {
      state.trump = trump.select.value;
      update();
    },
  );
  const rules = selectField(
    t("widget.rules.label"),
    "rules-select",
    Object.keys(config.profiles).map((name) => [name, t(`profile.${name}`)]),
    () => {
      state.rules = rules.select.value;
      showRules();
      update();
    },
  );
  const table = selectField(t("widget.table.label"), "table-select", [], () => {
    state.table = table.select.value;
    update();
  });

  // ---- the card picker: one button per card, grouped by suit
  const pickHelpId = newId("pick-help");
  const buttons = new Map();
  const suitGroups = h("div", { class: "calc__suits" });
  const picker = h(
    "fieldset",
    { class: "calc__picker" },
    h("legend", { text: t("widget.picker.legend") }),
    h("p", { class: "calc__help", id: pickHelpId, text: t("widget.picker.help") }),
    suitGroups,
    h("button", {
      type: "button",
      class: "calc__clear",
      text: t("widget.picker.clear"),
      onclick: () => {
        state.counts = new Map();
        pickerChanged();
      },
    }),
  );

  function pickButton(code, suit) {
    const button = h(
      "button",
      {
        type: "button",
        class: `card card--${suit.red ? "red" : "black"} calc__pick`,
        "data-card": code,
        "aria-describedby": pickHelpId,
        onclick: () => changeCount(code, +1),
        onkeydown: (event) => {
          if (!REMOVE_KEYS.includes(event.key)) return;
          event.preventDefault();
          changeCount(code, -1);
        },
      },
      h("span", { class: "card__rank", "aria-hidden": "true", text: t(`rank_index.${code[0]}`) }),
      h("span", { class: "card__suit", "aria-hidden": "true", text: suit.symbol }),
      h("span", { class: "calc__count", "aria-hidden": "true" }),
    );
    buttons.set(code, button);
    return button;
  }

  function buildPicker() {
    buttons.clear();
    suitGroups.replaceChildren(
      ...config.suits.map((suit) => {
        const nameId = newId("suit");
        return h(
          "div",
          { class: "calc__suit", role: "group", "aria-labelledby": nameId },
          h("span", { class: "calc__suit-name", id: nameId, text: `${suit.symbol} ${t(`suit.${suit.code}`)}` }),
          profile().ranks.map((rank) => pickButton(`${rank}${suit.code}`, suit)),
        );
      }),
    );
    paintPicker();
  }

  function paintPicker() {
    for (const [code, button] of buttons) {
      const count = state.counts.get(code) ?? 0;
      button.setAttribute("aria-label", t("widget.picker.card", { card: t(`card.${code}`), count }));
      button.classList.toggle("calc__pick--held", count > 0);
      button.querySelector(".calc__count").textContent = count ? `×${count}` : "";
    }
  }

  // A press adds a copy; past the deck's copies it starts again at none.
  function changeCount(code, step) {
    const count = (state.counts.get(code) ?? 0) + step;
    state.counts.set(code, count > profile().copies ? 0 : Math.max(count, 0));
    pickerChanged();
  }

  function pickerChanged() {
    const cards = [];
    for (const suit of config.suits) {
      for (const rank of allRanks) {
        const code = `${rank}${suit.code}`;
        for (let n = 0; n < (state.counts.get(code) ?? 0); n += 1) cards.push(code);
      }
    }
    state.hand = cards.join(" ");
    hand.value = state.hand;
    paintPicker();
    update();
  }

  // ---- the result
  const error = h("p", { class: "calc__error", id: errorId, role: "alert", "data-testid": "meld-error", hidden: true });
  const points = h("dd", { "data-testid": "meld-points" });
  const checks = h("dd", { "data-testid": "meld-checks" });
  const count = h("p", { class: "calc__count-line" });
  const melds = h("div", { class: "calc__melds" });
  const checksNote = h("p", { class: "calc__note", text: t("widget.no_checks") });
  const checksLink = h("a", { class: "calc__link", text: t("widget.to_checks") });
  const result = h(
    "div",
    { class: "calc__result" },
    count,
    melds,
    h(
      "dl",
      { class: "calc__totals", "aria-live": "polite" },
      h("dt", { text: t("widget.total.points") }),
      points,
      h("dt", { text: t("widget.total.checks") }),
      checks,
    ),
    checksNote,
    h("p", {}, checksLink),
  );

  function render(answer) {
    if (answer.error) {
      error.textContent = answer.error.message;
      error.hidden = false;
      hand.setAttribute("aria-invalid", "true");
      result.hidden = true;
    } else {
      error.hidden = true;
      hand.removeAttribute("aria-invalid");
      result.hidden = false;
      state.counts = new Map();
      for (const code of answer.cards) state.counts.set(code, (state.counts.get(code) ?? 0) + 1);
      paintPicker();
      renderResult(answer);
    }
    status.set("ready");
  }

  function renderResult(answer) {
    const withChecks = answer.rules.checks;
    count.textContent = t("widget.result.count", { count: answer.cards.length });
    const head = [t("site.col.meld"), t("widget.result.cards"), t("site.col.points")];
    if (withChecks) head.push(t("site.col.checks"));
    const rows = answer.melds.map((meld) =>
      h(
        "tr",
        {},
        h("th", { scope: "row", text: meld.name }),
        h("td", {}, h("span", { class: "cards cards--small" }, meld.cards.map((code) => cardPicture(code, config, t)))),
        h("td", { class: "num", text: meld.points }),
        withChecks ? h("td", { class: "num", text: meld.checks }) : null,
      ),
    );
    if (rows.length === 0) {
      rows.push(h("tr", {}, h("td", { colspan: head.length, text: t("result.no_meld") })));
    }
    melds.replaceChildren(
      h(
        "table",
        {},
        h("caption", { text: t("widget.result.caption") }),
        h("thead", {}, h("tr", {}, head.map((text) => h("th", { scope: "col", text })))),
        h("tbody", {}, rows),
      ),
    );
    points.textContent = answer.points;
    checks.textContent = answer.checks;
    checksNote.hidden = withChecks;
    checksLink.parentElement.hidden = !withChecks;
    checksLink.href = `checks-calculator.html#meld=${answer.checks},0`;
  }

  // ---- state ⇄ controls ⇄ fragment
  function showRules() {
    const tables = profile().tables;
    if (!tables.includes(state.table)) state.table = tables[0];
    table.select.replaceChildren(...tables.map((name) => h("option", { value: name, text: t(`table.${name}`) })));
    table.select.value = state.table;
    table.select.disabled = tables.length < 2;
    buildPicker();
  }

  function showState() {
    hand.value = state.hand;
    trump.select.value = state.trump;
    rules.select.value = state.rules;
    showRules();
  }

  function applyFragment() {
    const params = readFragment(FRAGMENT_KEYS);
    if (!params) return false;
    for (const key of FRAGMENT_KEYS) if (params.has(key)) state[key] = params.get(key);
    if (!(state.rules in config.profiles)) state.rules = FIRST_HAND.rules;
    if (!config.suits.some((suit) => suit.code === state.trump)) state.trump = FIRST_HAND.trump;
    return true;
  }

  const send = latestOnly(engine.call, render);
  // The fragment follows the reader's changes; the first calculation leaves
  // the address as it came (it may point at a heading).
  function update({ remember = true } = {}) {
    const { hand: text, trump: suit, rules: profileName, table: tableName } = state;
    if (remember) {
      const chosenTable = profile().tables.length > 1 ? tableName : "";
      writeFragment({ hand: text, trump: suit, rules: profileName, table: chosenTable });
    }
    send("meld", { hand: text, trump: suit, rules: profileName, table: tableName, lang: config.lang }).catch(() =>
      status.set("error"),
    );
  }

  applyFragment();
  root.replaceChildren(
    status.line,
    h(
      "div",
      { class: "calc__controls" },
      h(
        "div",
        { class: "calc__field calc__field--wide" },
        h("label", { for: handId, text: t("widget.hand.label") }),
        hand,
        h("p", { class: "calc__help", id: helpId, text: t("widget.hand.help") }),
      ),
      trump.field,
      rules.field,
      table.field,
    ),
    picker,
    error,
    result,
  );
  showState();
  update({ remember: false });
  engine.ready.catch(() => status.set("error"));
  window.addEventListener("hashchange", () => {
    if (applyFragment()) {
      showState();
      update();
    }
  });
}
