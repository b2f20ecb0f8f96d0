// A walkthrough's table at one step: the four hands around the trick (each
// seat with its badges: dealer, bidder) and the facts beside it, the contract
// and each team's tricks, points, score and checks. Every number is the
// engine's, from the step's `view`.
import { cardPicture, h, signed } from "../dom.js";

// Where each seat sits at the table, by seat number: South is seat 0, then clockwise.
const PLACES = ["south", "west", "north", "east"];

export function walkTable(config, t) {
  const seats = PLACES.map((place, seat) => {
    const badges = h("span", { class: "walk__badges" });
    const cards = h("span", { class: "cards cards--small walk__cards" });
    const box = h(
      "div",
      { class: `walk__seat walk__seat--${place}`, role: "group", "aria-label": t(`seat.${seat}`) },
      h("p", { class: "walk__name" }, h("strong", { text: t(`seat.${seat}`) }), " ", badges),
      cards,
    );
    return { box, badges, cards };
  });
  // Each seat's place in the trick, named: who played which card.
  const slots = PLACES.map(() => h("span", { class: "walk__slot-card" }));
  const trick = h(
    "div",
    { class: "walk__trick" },
    PLACES.map((place, seat) =>
      h(
        "span",
        { class: `walk__slot walk__slot--${place}` },
        h("span", { class: "walk__slot-seat", text: t(`seat.${seat}`) }),
        slots[seat],
      ),
    ),
  );
  const board = h("div", { class: "walk__board" }, seats.map((seat) => seat.box), trick);

  const contract = h("p", { class: "walk__contract", "data-testid": "walkthrough-contract" });
  const tally = h("tbody");
  const tallyHead = h("thead");
  const facts = h("div", { class: "walk__facts" }, contract, h("table", { class: "walk__tally" }, tallyHead, tally));

  function showSeats(view) {
    seats.forEach((seat, number) => {
      const badges = [];
      if (view.dealer === number) badges.push(t("widget.walk.dealer"));
      if (view.bidder === number) badges.push(t("widget.walk.bidder", { bid: view.bid }));
      seat.badges.textContent = badges.length ? `(${badges.join(", ")})` : "";
      const cards = view.hands[number].split(" ").filter(Boolean);
      seat.cards.replaceChildren(
        ...(cards.length
          ? cards.map((code) => cardPicture(code, config, t))
          : [h("span", { class: "walk__empty", text: t("widget.walk.no_cards") })]),
      );
    });
  }

  function showTrick(view) {
    slots.forEach((slot) => slot.replaceChildren());
    if (!view.trick) return;
    view.trick.cards.forEach((code, position) => {
      const seat = (view.trick.leader + position) % 4;
      const card = cardPicture(code, config, t);
      if (view.trick.winner === seat) card.classList.add("walk__card--wins");
      slots[seat].append(card);
    });
  }

  // `wholeGame`: the walkthrough tells a game, so the hand's number is shown;
  // `rules`: the profile it is played by (checks or none).
  function showFacts(view, { wholeGame, rules }) {
    const parts = [];
    if (wholeGame) parts.push(t("widget.walk.hand", { number: view.hand }));
    if (view.bidder !== null) parts.push(`${t(`seat.${view.bidder}`)} ${view.bid}`);
    if (view.trump) {
      const suit = config.suits.find((s) => s.code === view.trump);
      parts.push(t("widget.walk.trump", { suit: `${suit.symbol} ${t(`suit.${suit.code}`)}` }));
    }
    contract.textContent = parts.join(" · ");
    const withChecks = config.profiles[rules].checks;
    const columns = ["tricks", "points", "score", ...(withChecks ? ["checks"] : [])];
    tallyHead.replaceChildren(
      h("tr", {}, h("td"), columns.map((column) => h("th", { scope: "col", text: t(`widget.walk.${column}`) }))),
    );
    const values = { tricks: view.tricks_won, points: view.points, score: view.score, checks: view.checks };
    tally.replaceChildren(
      ...[0, 1].map((team) =>
        h(
          "tr",
          { "data-team": team },
          h("th", { scope: "row", text: t(`team.${team}`) }),
          columns.map((column) => {
            const value = values[column][team];
            return h("td", { class: "num", "data-column": column, text: column === "checks" ? signed(value) : value });
          }),
        ),
      ),
    );
  }

  function show(view, facts) {
    showSeats(view);
    showTrick(view);
    showFacts(view, facts);
  }

  return { board, facts, show };
}
