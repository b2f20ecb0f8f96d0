// The board: the score, the contract, the four seats around the trick (the
// other players' card counts; their cards only with open hands) and the trick
// itself, each card at its player's side with the seat's name; on demand the last
// trick gathered, laid over the trick in the same places (the page does not move).
import { cardPicture, h, newId } from "../dom.js";

// Where each seat sits, by seat number: South is the reader (seat 0), then clockwise.
const PLACES = ["south", "west", "north", "east"];

export function makeBoard(config, t) {
  const score = h("p", { class: "play__score", "data-testid": "play-score" });
  const contract = h("p", { class: "play__contract", "data-testid": "play-contract" });
  const seats = PLACES.map((place, seat) => {
    const name = h("strong", { text: seat === 0 ? `${t("seat.0")} (${t("play.ui.you")})` : t(`seat.${seat}`) });
    const count = h("span", { class: "play__count", "data-testid": "seat-count" });
    const cards = h("span", { class: "cards cards--small play__open" });
    const marks = h("span", { class: "play__marks" });
    const call = h("span", { class: "play__call", "data-testid": "seat-call", hidden: true });
    const meld = h("div", { class: "play__seat-meld", "data-testid": "seat-meld", hidden: true });
    const box = h(
      "div",
      { class: `play__seat play__seat--${place}`, "data-seat": seat, "data-testid": "seat", "data-state": "idle" },
      h("p", { class: "play__name" }, name, " ", count, " ", marks, " ", call),
      cards,
      meld,
    );
    return { box, count, cards, marks, call, meld };
  });
  const slots = PLACES.map((place, seat) =>
    h("span", { class: `play__slot play__slot--${place}`, "data-seat": seat, role: "group", "aria-label": t(`seat.${seat}`) }),
  );
  const trickTitle = h("p", { class: "play__trick-title" });
  const winnerLine = h("p", { class: "play__winner", "data-testid": "trick-winner", hidden: true });
  const trick = h("div", { class: "play__trick", role: "group", "aria-label": t("play.ui.table") }, trickTitle, slots, winnerLine);
  const last = makeLastTrick();
  trick.append(last.element, last.spoken);
  const table = h("div", { class: "play__board" }, seats.map((seat) => seat.box), trick);
  const item = (testid, label) => {
    const value = h("span", { class: "play__status-value" });
    const box = h("span", { class: "play__status-item", "data-testid": testid }, h("span", { text: `${label}: ` }), value);
    return { box, value };
  };
  const statusTrump = item("status-trump", t("play.table.trump"));
  const statusContract = item("status-contract", t("play.table.contract"));
  const statusPoints = [0, 1].map((team) => item(`status-points-${team}`, `${t(`team.${team}`)} ${t("play.table.points")}`));
  const statusChecks = item("status-checks", t("play.table.checks"));
  const statusMeld = item("status-meld", t("play.table.meld"));
  statusMeld.box.hidden = true; // until there is meld on the table
  const status = h(
    "div",
    { class: "play__status", "data-testid": "play-status", role: "group", "aria-label": t("play.table.status") },
    statusTrump.box,
    statusContract.box,
    statusPoints.map((point) => point.box),
    statusMeld.box,
    statusChecks.box,
  );
  // The strip is the table's own child (table.js), so that it stays in view over the
  // whole widget; the board keeps the score, the contract line and the seats.
  const element = h("div", { class: "play__top" }, score, contract, table);
  let trickDone = false;

  function suitName(code) {
    return t(`suit.${code}`);
  }

  function render(view) {
    // The checks are in the status strip, not repeated here: one line on a phone.
    const teams = `${t("team.0")} ${view.score[0]} · ${t("team.1")} ${view.score[1]}`;
    score.textContent = `${t("play.ui.hand", { number: view.hand })} · ${t("play.ui.score")}: ${teams}`;
    const dealer = t("play.ui.dealer", { seat: t(`seat.${view.dealer}`) });
    contract.textContent =
      view.bidder !== null && view.trump
        ? `${dealer} · ${t("play.ui.contract", { seat: t(`seat.${view.bidder}`), bid: view.bid, suit: suitName(view.trump) })}`
        : dealer;
    renderStatus(view);
    view.seats.forEach((seat, number) => {
      const place = seats[number];
      place.count.textContent = t("play.ui.cards_left", { count: seat.count });
      place.box.classList.toggle("play__seat--turn", view.turn === number);
      place.box.dataset.state = view.turn === number ? "to-act" : "idle";
      const marks = [];
      if (view.dealer === number) marks.push(t("play.table.dealer"));
      if (view.bidder === number && view.trump) marks.push(t("play.table.bidder"));
      place.marks.textContent = marks.length ? `(${marks.join(", ")})` : "";
      const last = view.auction.filter((called) => called.seat === number).at(-1);
      place.call.hidden = !last;
      if (last) {
        place.call.dataset.bid = last.bid === null ? "pass" : String(last.bid);
        place.call.textContent = last.bid === null ? t("play.table.pass") : t("play.table.bid", { bid: last.bid });
      }
      place.cards.replaceChildren(
        ...(number !== 0 && seat.cards ? seat.cards.map((code) => cardPicture(code, config, t)) : []),
      );
      renderSeatMeld(place.meld, view.phase === "meld" ? view.meld.find((shown) => shown.seat === number) : null);
    });
    renderTrick(view.trick);
    last.render(view.last_trick);
  }

  // At the meld, each seat's meld on the table beside its name: the points, then each
  // meld's name and cards.
  function renderSeatMeld(box, shown) {
    box.hidden = !shown;
    if (!shown) return box.replaceChildren();
    box.replaceChildren(
      h("span", { class: "play__seat-meld-total", text: `${t("play.table.meld")}: ${shown.points}` }),
      ...shown.melds.map((item) =>
        h(
          "span",
          { class: "play__seat-meld-item" },
          h("span", { class: "play__seat-meld-name", text: `${item.name} (${item.points})` }),
          h("span", { class: "cards cards--small" }, item.cards.map((code) => cardPicture(code, config, t))),
        ),
      ),
    );
  }

  function renderStatus(view) {
    statusTrump.box.dataset.suit = view.trump ?? "";
    statusTrump.value.textContent = view.trump ? `${t(`suit.${view.trump}`)}` : "–";
    statusContract.box.dataset.bid = view.bid === null ? "" : String(view.bid);
    statusContract.value.textContent =
      view.bid === null ? "–" : `${view.bid} (${t(`seat.${view.bidder}`)})`;
    view.trick_points.forEach((points, team) => {
      statusPoints[team].box.dataset.points = String(points);
      statusPoints[team].value.textContent = String(points);
    });
    statusMeld.box.hidden = !view.team_meld;
    if (view.team_meld) {
      const { points, checks } = view.team_meld;
      statusMeld.value.textContent = [0, 1]
        .map((team) => {
          const withChecks = view.with_checks && checks[team] ? ` (${checks[team]} ${t("play.table.checks")})` : "";
          return `${t(`team.${team}`)} ${points[team]}${withChecks}`;
        })
        .join(" · ");
    }
    statusChecks.box.hidden = !view.with_checks;
    statusChecks.value.textContent = `${view.checks[0]} / ${view.checks[1]}`.replaceAll("-", "−");
  }

  function renderTrick(current) {
    slots.forEach((slot) => slot.replaceChildren());
    slots.forEach((slot) => slot.classList.remove("play__slot--wins"));
    trickTitle.textContent = "";
    winnerLine.hidden = true;
    trickDone = false;
    if (!current) return;
    trickTitle.textContent = t("play.ui.trick", { number: current.number });
    for (const { seat, card } of current.cards) slots[seat].replaceChildren(trickCard(seat, card));
    if (current.winner !== null) showWinner(current.winner, current.line);
  }

  // One move of the computer players, shown as it happens.
  function show(event) {
    last.close();
    if (event.kind === "play") {
      clearIfDone();
      slots[event.seat].replaceChildren(trickCard(event.seat, event.card));
    } else if (event.kind === "trick") {
      showWinner(event.seat, event.line);
    }
  }

  function trickCard(seat, code) {
    const card = cardPicture(code, config, t);
    card.dataset.testid = "trick-card";
    card.dataset.seat = String(seat);
    card.dataset.card = code;
    return card;
  }

  function showWinner(seat, line) {
    slots[seat].classList.add("play__slot--wins");
    winnerLine.dataset.seat = String(seat);
    winnerLine.textContent = line ?? "";
    winnerLine.hidden = false;
    trickDone = true;
  }

  // A computer seat thinking over its move (null: nobody).
  function thinking(seat) {
    seats.forEach((place, number) => {
      place.box.dataset.state = number === seat ? "thinking" : "idle";
    });
  }

  function clearIfDone() {
    if (!trickDone) return;
    slots.forEach((slot) => slot.replaceChildren());
    slots.forEach((slot) => slot.classList.remove("play__slot--wins"));
    winnerLine.hidden = true;
    trickDone = false;
  }

  // The reader's own card goes on the table at once.
  function placeReader(code) {
    last.close();
    clearIfDone();
    slots[0].replaceChildren(trickCard(0, code));
  }

  // The last trick gathered this hand, shown over the trick while its button is
  // pressed (again, Escape, or the next move closes it): each card at its seat, the
  // winner ringed, the line naming the winner and the points, read out when shown.
  function makeLastTrick() {
    const title = h("p", { class: "play__trick-title" });
    const places = PLACES.map((place, seat) =>
      h("span", { class: `play__slot play__slot--${place}`, "data-seat": seat, role: "group", "aria-label": t(`seat.${seat}`) }),
    );
    const line = h("p", { class: "play__winner", "data-testid": "last-trick-winner" });
    const element = h(
      "div",
      { class: "play__trick play__last", id: newId("last-trick"), "data-testid": "last-trick", role: "group", hidden: true },
      title,
      places,
      line,
    );
    const spoken = h("p", { class: "calc__sr", "aria-live": "polite" });
    const toggle = h("button", {
      type: "button",
      class: "calc__button",
      "data-testid": "play-last-trick",
      "aria-controls": element.id,
      "aria-expanded": "false",
      disabled: true,
      text: t("play.ui.last_trick"),
      onclick: () => (element.hidden ? open() : close()),
      onkeydown: (event) => {
        if (event.key === "Escape") close();
      },
    });
    let shown = null;

    function render(gathered) {
      close();
      shown = gathered?.winner === null ? null : gathered;
      toggle.disabled = !shown;
    }

    function open() {
      if (!shown) return;
      title.textContent = t("play.ui.last_trick_title", { number: shown.number });
      element.setAttribute("aria-label", title.textContent);
      places.forEach((place) => place.replaceChildren());
      places.forEach((place) => place.classList.toggle("play__slot--wins", Number(place.dataset.seat) === shown.winner));
      for (const { seat, card } of shown.cards) {
        const picture = cardPicture(card, config, t);
        picture.dataset.testid = "last-trick-card";
        picture.dataset.seat = String(seat);
        picture.dataset.card = card;
        places[seat].replaceChildren(picture);
      }
      line.dataset.seat = String(shown.winner);
      line.textContent = shown.line;
      element.hidden = false;
      toggle.setAttribute("aria-expanded", "true");
      const cards = shown.cards.map(({ seat, card }) => `${t(`seat.${seat}`)}: ${t(`card.${card}`)}`);
      spoken.textContent = `${title.textContent}. ${cards.join(", ")}. ${shown.line}`;
      trick.scrollIntoView({ block: "nearest" });
    }

    function close() {
      element.hidden = true;
      toggle.setAttribute("aria-expanded", "false");
      spoken.textContent = "";
    }

    return { element, spoken, toggle, render, close };
  }

  return { element, status, table, render, show, placeReader, thinking, lastTrick: last.toggle };
}
