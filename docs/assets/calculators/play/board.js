// The board: the score, the contract, the four seats around the trick (the
// other players' card counts; their cards only with open hands) and the trick
// itself, each card at its player's side with the seat's name.
import { cardPicture, h } from "../dom.js";

// Where each seat sits, by seat number: South is the reader (seat 0), then clockwise.
const PLACES = ["south", "west", "north", "east"];

export function makeBoard(config, t) {
  const score = h("p", { class: "play__score", "data-testid": "play-score" });
  const contract = h("p", { class: "play__contract", "data-testid": "play-contract" });
  const seats = PLACES.map((place, seat) => {
    const name = h("strong", { text: seat === 0 ? `${t("seat.0")} (${t("play.ui.you")})` : t(`seat.${seat}`) });
    const count = h("span", { class: "play__count", "data-testid": "seat-count" });
    const cards = h("span", { class: "cards cards--small play__open" });
    const box = h(
      "div",
      { class: `play__seat play__seat--${place}`, "data-seat": seat },
      h("p", { class: "play__name" }, name, " ", count),
      cards,
    );
    return { box, count, cards };
  });
  const slots = PLACES.map((place, seat) =>
    h("span", { class: `play__slot play__slot--${place}`, "data-seat": seat, role: "group", "aria-label": t(`seat.${seat}`) }),
  );
  const trickTitle = h("p", { class: "play__trick-title" });
  const trick = h("div", { class: "play__trick", role: "group", "aria-label": t("play.ui.table") }, trickTitle, slots);
  const table = h("div", { class: "play__board" }, seats.map((seat) => seat.box), trick);
  const element = h("div", { class: "play__top" }, score, contract, table);
  let trickDone = false;

  function suitName(code) {
    return t(`suit.${code}`);
  }

  function render(view) {
    const teams = `${t("team.0")} ${view.score[0]} · ${t("team.1")} ${view.score[1]}`;
    let text = `${t("play.ui.hand", { number: view.hand })} · ${t("play.ui.score")}: ${teams}`;
    if (view.with_checks) text += ` · ${t("play.ui.checks")}: ${view.checks[0]} / ${view.checks[1]}`;
    score.textContent = text;
    const dealer = t("play.ui.dealer", { seat: t(`seat.${view.dealer}`) });
    contract.textContent =
      view.bidder !== null && view.trump
        ? `${dealer} · ${t("play.ui.contract", { seat: t(`seat.${view.bidder}`), bid: view.bid, suit: suitName(view.trump) })}`
        : dealer;
    view.seats.forEach((seat, number) => {
      const place = seats[number];
      place.count.textContent = t("play.ui.cards_left", { count: seat.count });
      place.box.classList.toggle("play__seat--turn", view.turn === number);
      place.cards.replaceChildren(
        ...(number !== 0 && seat.cards ? seat.cards.map((code) => cardPicture(code, config, t)) : []),
      );
    });
    renderTrick(view.trick);
  }

  function renderTrick(current) {
    slots.forEach((slot) => slot.replaceChildren());
    slots.forEach((slot) => slot.classList.remove("play__slot--wins"));
    trickTitle.textContent = "";
    trickDone = false;
    if (!current) return;
    trickTitle.textContent = t("play.ui.trick", { number: current.number });
    for (const { seat, card } of current.cards) slots[seat].replaceChildren(cardPicture(card, config, t));
    if (current.winner !== null) {
      slots[current.winner].classList.add("play__slot--wins");
      trickDone = true;
    }
  }

  // One move of the computer players, shown as it happens.
  function show(event) {
    if (event.kind === "play") {
      clearIfDone();
      slots[event.seat].replaceChildren(cardPicture(event.card, config, t));
    } else if (event.kind === "trick") {
      slots[event.seat].classList.add("play__slot--wins");
      trickDone = true;
    }
  }

  function clearIfDone() {
    if (!trickDone) return;
    slots.forEach((slot) => slot.replaceChildren());
    slots.forEach((slot) => slot.classList.remove("play__slot--wins"));
    trickDone = false;
  }

  // The reader's own card goes on the table at once.
  function placeReader(code) {
    clearIfDone();
    slots[0].replaceChildren(cardPicture(code, config, t));
  }

  return { element, render, show, placeReader };
}
