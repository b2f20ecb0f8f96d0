// Under the reader's choices, after a hand: the review of the reader's decisions
// (above the result it explains: each decision the computer player would have
// taken otherwise, labelled by the points it lost, with a button to try again
// from there), the result of the hand with each amount's rule, and the end of
// the game (`verdict`). Further down: what happened (the moves since the
// reader's last one, each with its rule and the computer player's motive; the
// newest first, folded on a phone) and the meld of all four (`element`).
import { cardPicture, h } from "../dom.js";

const LOG_LENGTH = 12; // moves kept in the list
const PHONE = "(max-width: 44.9375em)"; // Material's breakpoint below the tablet

export function makePanels(config, t, { retry }) {
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
  // The review and the result stand right under the reader's choices (Next hand),
  // where a hand's end is read; the log and the meld below the rest.
  const verdict = h("div", { class: "play__verdict" }, reviewBox, result);
  const element = h("div", { class: "play__panels" }, logBox, meld);

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
    result.replaceChildren(...parts);
  }

  function showReview(data) {
    reviewBox.hidden = false;
    const rows = data.differences.map((row) =>
      h(
        "li",
        { class: "play__review-row", "data-testid": "review-row", "data-label": row.label, "data-ply": String(row.ply) },
        h("strong", { class: `play__label play__label--${row.label}`, text: t(`play.review.label.${row.label}`) }),
        h("p", { text: row.situation }),
        h("p", {}, h("span", { class: "play__who", text: `${t("play.review.yours")}: ` }), row.yours.action),
        h(
          "p",
          {},
          h("span", { class: "play__who", text: `${t("play.review.computer")}: ` }),
          row.computer.action,
          row.computer.reason ? h("span", { class: "play__motive", text: ` ${row.computer.reason}` }) : null,
        ),
        row.estimate
          ? h("p", { class: "play__estimate", "data-testid": "review-estimate", "data-difference": row.estimate.difference, text: row.estimate.text })
          : h("p", { class: "play__estimate", text: t("play.review.unweighed") }),
        h("button", { type: "button", class: "calc__button", "data-testid": "review-retry", text: t("play.review.retry"), onclick: () => retry(row.position) }),
      ),
    );
    const list = rows.length ? h("ol", { class: "play__review-list" }, rows) : h("p", { text: t("play.review.none") });
    const parts = [h("h2", { text: t("play.review.title") }), h("p", { text: data.summary }), list];
    if (rows.length) parts.push(h("p", { class: "calc__help", "data-testid": "review-scale", text: data.scale }));
    reviewBox.replaceChildren(...parts);
  }

  // Another game or position on the table (a followed link, a retry, take back) starts
  // with an empty log; `note` adds what happened to the game as its newest line.
  function clearLog() {
    log.replaceChildren();
  }

  function note(text) {
    log.prepend(h("li", { "data-kind": "taken-back" }, h("span", { text })));
  }

  return { verdict, element, render, log: logEvent, clearLog, note, showReview };
}
