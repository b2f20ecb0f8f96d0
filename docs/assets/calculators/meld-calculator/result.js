// The meld calculator's answer: every meld with its cards, points and checks,
// and the totals; or the engine's message naming what is wrong with the hand.
import { cardPicture, h, newId } from "../dom.js";

export function meldResult(config, t) {
  const error = h("p", {
    class: "calc__error",
    id: newId("meld-error"),
    role: "alert",
    "data-testid": "meld-error",
    hidden: true,
  });
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

  function showError(message) {
    error.textContent = message;
    error.hidden = false;
    result.hidden = true;
  }

  function show(answer) {
    error.hidden = true;
    result.hidden = false;
    const withChecks = answer.rules.checks;
    count.textContent = t("widget.result.count", { count: answer.cards.length });
    melds.replaceChildren(meldTable(answer.melds, withChecks));
    points.textContent = answer.points;
    checks.textContent = answer.checks;
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
      {},
      h("caption", { text: t("widget.result.caption") }),
      h("thead", {}, h("tr", {}, head.map((text) => h("th", { scope: "col", text })))),
      h("tbody", {}, rows),
    );
  }

  return { error, result, showError, show };
}
