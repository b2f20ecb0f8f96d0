// Below the table: what happened (the moves since the reader's last one, each
// with its rule and the computer player's motive; the newest first, folded on a
// phone), the meld of all four, the
// result of the hand with each amount's rule, the end of the game, and the
// review of the reader's decisions after a hand.
import { cardPicture, h } from "../dom.js";

const LOG_LENGTH = 12; // moves kept in the list
const PHONE = "(max-width: 44.9375em)"; // Material's breakpoint below the tablet

export function makePanels(config, t, { review }) {
  const log = h("ol", { class: "play__log", "data-testid": "play-log", reversed: "" });
  const logBox = h(
    "details",
    { class: "play__log-box", "data-testid": "play-log-box" },
    h("summary", { text: t("play.table.log") }),
    log,
  );
  logBox.open = !window.matchMedia(PHONE).matches;
  const meld = h("div", { class: "play__meld", "data-testid": "play-meld" });
  const result = h("div", { class: "play__result", "data-testid": "play-result", hidden: true });
  const reviewBox = h("div", { class: "play__review", "data-testid": "play-review", hidden: true });
  const element = h("div", { class: "play__panels" }, logBox, meld, result, reviewBox);

  function logEvent(event) {
    const item = h("li", { "data-kind": event.kind }, h("span", { text: event.text }));
    if (event.motive) item.append(" ", h("em", { class: "play__motive", text: event.motive }));
    log.prepend(item);
    while (log.children.length > LOG_LENGTH) log.lastElementChild.remove();
  }

  function render(view) {
    renderMeld(view);
    renderResult(view);
    if (view.phase !== "hand-over" && view.phase !== "game-over") reviewBox.hidden = true;
  }

  function renderMeld(view) {
    const shown = view.meld.length && (view.phase === "meld" || view.phase === "play");
    meld.hidden = !shown;
    if (!shown) return meld.replaceChildren();
    const rows = view.meld.map((seat) =>
      h(
        "li",
        {},
        h("strong", { text: t("play.ui.meld_seat", { seat: t(`seat.${seat.seat}`), points: seat.points }) }),
        seat.melds.map((item) =>
          h(
            "span",
            { class: "play__meld-item" },
            ` ${item.name} (${item.points}${item.checks ? `, ${item.checks} ${t("play.ui.checks")}` : ""}) `,
            h("span", { class: "cards cards--small" }, item.cards.map((code) => cardPicture(code, config, t))),
          ),
        ),
      ),
    );
    meld.replaceChildren(h("h2", { text: t("play.ui.meld") }), h("ul", {}, rows));
  }

  function renderResult(view) {
    const over = view.phase === "hand-over" || view.phase === "game-over";
    result.hidden = !over;
    if (!over) return result.replaceChildren();
    const lines = view.result.map((line) => h("li", { text: line }));
    const parts = [h("h2", { text: t("play.ui.result") }), h("ul", {}, lines)];
    if (view.phase === "game-over") {
      const text = view.winner === null ? t("play.ui.draw") : t("play.ui.game_over", { team: t(`team.${view.winner}`) });
      parts.push(h("p", { class: "play__winner", "data-testid": "play-winner", text }));
    }
    const open = h("button", { type: "button", class: "calc__button", "data-testid": "play-review-open", text: t("play.ui.review"), onclick: review });
    parts.push(h("p", {}, open));
    result.replaceChildren(...parts);
  }

  function showReview(data) {
    reviewBox.hidden = false;
    const rows = data.differences.map((row) =>
      h(
        "tr",
        { "data-testid": "review-row" },
        h("td", { text: row.yours.action }),
        h(
          "td",
          {},
          h("span", { text: row.computer.action }),
          row.computer.reason ? h("span", { class: "play__motive", text: ` ${row.computer.reason}` }) : null,
          row.computer.motive ? h("code", { class: "play__code", text: ` ${row.computer.motive}` }) : null,
          row.estimate
            ? h("span", { class: "play__estimate", "data-testid": "review-estimate", "data-difference": row.estimate.difference, text: ` ${row.estimate.text}` })
            : row.expected !== null
              ? h("span", { text: ` ${t("play.review.expected", { points: row.expected })}` })
              : null,
        ),
      ),
    );
    const table = rows.length
      ? h(
          "table",
          { class: "play__review-table" },
          h("thead", {}, h("tr", {}, h("th", { text: t("play.review.yours") }), h("th", { text: t("play.review.computer") }))),
          h("tbody", {}, rows),
        )
      : h("p", { text: t("play.review.none") });
    reviewBox.replaceChildren(h("h2", { text: t("play.review.title") }), h("p", { text: data.summary }), table);
    reviewBox.scrollIntoView?.({ block: "nearest" });
  }

  // A game opened over another (a followed link) starts with an empty log.
  function clearLog() {
    log.replaceChildren();
  }

  return { element, render, log: logEvent, clearLog, showReview };
}
