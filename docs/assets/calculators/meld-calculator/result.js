// The meld calculator's answer: every meld with its cards, points and checks,
// and the totals (checks only where the rules count them); or the engine's
// message naming what is wrong with the hand, shown once the reader has
// stopped typing (`showError`'s `later`) or at once.
import { cardPicture, h, newId } from "../dom.js";

export function meldResult(config, t) {
  const error = h("p", {
    class: "calc__error calc__error--field",
    id: newId("meld-error"),
    "aria-live": "polite",
    "data-testid": "meld-error",
    hidden: true,
  });
  const points = h("dd", { "data-testid": "meld-points" });
  const checks = h("dd", { "data-testid": "meld-checks" });
  const checksTerm = h("dt", { text: t("widget.total.checks") });
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
      checksTerm,
      checks,
    ),
    checksNote,
    h("p", {}, checksLink),
  );

  // Typing shows its error after a pause (WAIT ms without a keystroke), so
  // that a card half typed is not called wrong; anything else shows it at once.
  const WAIT = 800;
  let errorTimer = null;
  function showError(message, { later = false } = {}) {
    clearTimeout(errorTimer);
    const reveal = () => {
      error.textContent = message;
      error.hidden = false;
      result.hidden = true;
    };
    if (later) errorTimer = setTimeout(reveal, WAIT);
    else reveal();
  }

  // An empty hand: nothing to count and nothing wrong.
  function clear() {
    clearTimeout(errorTimer);
    error.hidden = true;
    result.hidden = true;
  }

  function show(answer) {
    clearTimeout(errorTimer);
    error.hidden = true;
    result.hidden = false;
    const withChecks = answer.rules.checks;
    count.textContent = t("widget.result.count", { count: answer.cards.length });
    melds.replaceChildren(meldTable(answer.melds, withChecks));
    points.textContent = answer.points;
    checks.textContent = answer.checks;
    checksTerm.hidden = checks.hidden = !withChecks;
    checksNote.hidden = withChecks;
    checksLink.parentElement.hidden = !withChecks;
    checksLink.href = `checks-calculator.html#meld=${answer.checks},0`;
  }

  function meldTable(found, withChecks) {
    const head = [t("site.col.meld"), t("widget.result.cards"), t("site.col.points")];
    if (withChecks) head.push(t("site.col.checks"));
    const rows = found.map((meld) =>
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
    return h(
      "table",
      { class: "calc__table calc__meld-table" },
      h("caption", { text: t("widget.result.caption") }),
      h("thead", {}, h("tr", {}, head.map((text) => h("th", { scope: "col", text })))),
      h("tbody", {}, rows),
    );
  }

  return { error, result, showError, clear, show };
}
