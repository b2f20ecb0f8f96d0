// The reader's decision: the prompt, the calls, the suits for trump, the
// cards to pass, going on from the meld or to the next hand, and the hand as
// large card buttons. Every card stays focusable and choosable: a card the
// rules forbid now is marked `aria-disabled` and, chosen, tells the rule in
// the engine's words. Arrow keys move along the hand, Home and End to its
// ends; Enter or Space plays the card.
import { h, newId } from "../dom.js";

const SHOWN_BIDS = 3; // bid buttons after the pass; the higher bids are in a list
// Cards per row on a phone: a single-deck hand in two rows; the double deck's
// twenty in three, so that each card stays a comfortable target.
const MOST_PER_ROW = 7;

export function makeOptions(config, t, { act, say, busy, newGame }) {
  const prompt = h("p", { class: "play__prompt", id: newId("play-prompt") });
  const choices = h("div", { class: "play__choices" });
  const hand = h("div", {
    class: "play__hand",
    role: "group",
    "aria-label": t("play.ui.hand_label"),
    "aria-describedby": prompt.id,
    onkeydown: moveAlong,
  });
  const element = h("div", { class: "play__decision" }, prompt, choices, hand);
  let chosen = []; // the cards picked to pass, by position in the hand
  let view = null;
  // From the reader's action until the next decision: the prompt says who is to move,
  // and a tap is answered (`busy`), never with the options of the decision just taken.
  let waiting = false;

  function button(testid, label, onclick, extra = {}) {
    const answer = () => (waiting ? busy() : onclick());
    return h("button", { type: "button", class: "calc__button", "data-testid": testid, text: label, onclick: answer, ...extra });
  }

  // The reader has acted (`played`: the card now on the table, gone from the hand, its
  // place kept so that the hand does not move) or a computer seat is to move: `text` in
  // the prompt until the next decision.
  function wait(text, played = null) {
    waiting = true;
    prompt.textContent = text;
    const card = played && hand.querySelector(`[data-card="${played}"]:not([data-gone])`);
    if (card) {
      card.dataset.gone = "";
      card.style.visibility = "hidden";
    }
  }

  function render(next) {
    view = next;
    chosen = [];
    waiting = false;
    const options = view.options;
    prompt.textContent = promptText(options);
    choices.replaceChildren(...choiceButtons(options));
    renderHand(options);
  }

  function promptText(options) {
    if (options.kind === "bid") return options.bid_reason ?? t("play.ui.bid_prompt", { lowest: options.lowest });
    if (options.kind === "trump") return t("play.ui.trump_prompt");
    if (options.kind === "give") return t("play.ui.give_prompt", { count: options.count, seat: t(`seat.${giveTo()}`) });
    if (options.kind === "meld") return t("play.ui.meld_prompt");
    if (options.kind === "card") return options.rule ?? t("play.ui.play_prompt");
    if (view.phase === "game-over") {
      return view.winner === null ? t("play.ui.draw") : t("play.ui.game_over", { team: t(`team.${view.winner}`) });
    }
    if (view.thrown_in) return view.thrown_in;
    if (options.kind === "next") return t("play.ui.next_prompt");
    if (view.passing?.received) {
      const named = (codes) => codes.map((code) => t(`card.${code}`));
      return t("play.ui.passed", { given: named(view.passing.given), received: named(view.passing.received) });
    }
    return "";
  }

  function giveTo() {
    return view.bidder === 0 ? 2 : view.bidder;
  }

  function choiceButtons(options) {
    if (options.kind === "bid") return bidButtons(options);
    if (options.kind === "trump") {
      return options.suits.map((suit) =>
        button("trump-option", t(`suit.${suit.suit}`), () => (suit.legal ? act(`trump-${suit.suit}`) : say(suit.reason)), {
          "data-suit": suit.suit,
          "aria-disabled": suit.legal ? null : "true",
        }),
      );
    }
    if (options.kind === "give") return [button("pass-confirm", t("play.ui.give_confirm"), confirmGive, { "aria-disabled": "true" })];
    if (options.kind === "meld") {
      const next = button("play-next", t("play.ui.next_play"), () => act("next"));
      return options.may_concede ? [next, button("play-concede", t("play.ui.concede"), () => act("concede"))] : [next];
    }
    if (options.kind === "next") return [button("play-next", t("play.ui.next_hand"), () => act("next"))];
    if (view.phase === "game-over") return [button("play-over-new", t("play.ui.new"), newGame)];
    return [];
  }

  function bidButtons(options) {
    const pass = button("bid-option", t("play.ui.pass"), () => (options.may_pass ? act("pass") : say(options.pass_reason)), {
      "data-bid": "pass",
      "aria-disabled": options.may_pass ? null : "true",
    });
    if (options.bid_reason) {
      const refused = button("bid-option", t("play.ui.bid", { bid: options.lowest }), () => say(options.bid_reason), {
        "data-bid": options.lowest,
        "aria-disabled": "true",
      });
      return [pass, refused];
    }
    const shown = options.bids.slice(0, SHOWN_BIDS).map((bid) =>
      button("bid-option", t("play.ui.bid", { bid }), () => act(`bid-${bid}`), { "data-bid": bid }),
    );
    const higher = options.bids.slice(SHOWN_BIDS);
    if (!higher.length) return [pass, ...shown];
    const id = newId("play-higher");
    const list = h(
      "select",
      { id, "data-testid": "bid-higher", onchange: () => higherBid.setAttribute("data-bid", list.value) },
      higher.map((bid) => h("option", { value: bid, text: String(bid) })),
    );
    const higherBid = button("bid-option", t("play.ui.bid_higher"), () => act(`bid-${list.value}`), {
      "data-bid": higher[0],
    });
    const field = h("span", { class: "play__higher" }, h("label", { for: id, class: "calc__sr", text: t("play.ui.bid_higher") }), list, higherBid);
    return [pass, ...shown, field];
  }

  function renderHand(options) {
    const seat = view.seats[0];
    const legal = new Map((options.kind === "card" ? options.cards : []).map((card) => [card.card, card]));
    const cards = seat.cards.map((code, position) => {
      const rule = legal.get(code);
      const disabled = options.kind === "card" ? !rule.legal : options.kind !== "give";
      return h(
        "button",
        {
          type: "button",
          class: `play__card card card--${isRed(code) ? "red" : "black"}`,
          "data-testid": "hand-card",
          "data-card": code,
          "aria-label": t(`card.${code}`),
          "aria-disabled": disabled ? "true" : null,
          "aria-pressed": options.kind === "give" ? "false" : null,
          tabindex: position === 0 ? "0" : "-1",
          onclick: () => choose(code, position, rule),
        },
        h("span", { class: "card__rank", "aria-hidden": "true", text: t(`rank_index.${code[0]}`) }),
        h("span", { class: "card__suit", "aria-hidden": "true", text: suitSymbol(code) }),
      );
    });
    hand.replaceChildren(...cards);
    hand.dataset.kind = options.kind;
    // Cards per row: on a phone two rows, three for more than twice MOST_PER_ROW; on a
    // wider screen always two rows.
    const half = Math.ceil(cards.length / 2);
    hand.style.setProperty("--per-row-narrow", String(half > MOST_PER_ROW ? Math.ceil(cards.length / 3) : half));
    hand.style.setProperty("--per-row-wide", String(half));
  }

  function suitSymbol(code) {
    return config.suits.find((suit) => suit.code === code[1]).symbol;
  }

  function isRed(code) {
    return config.suits.find((suit) => suit.code === code[1]).red;
  }

  function choose(code, position, rule) {
    if (waiting) return busy();
    const kind = view.options.kind;
    if (kind === "card") {
      if (rule.legal) act(`card-${code}`, code);
      else say(rule.reason);
    } else if (kind === "give") {
      toggle(position);
    } else {
      say(prompt.textContent);
    }
  }

  function toggle(position) {
    const index = chosen.indexOf(position);
    if (index >= 0) chosen.splice(index, 1);
    else if (chosen.length < view.options.count) chosen.push(position);
    [...hand.children].forEach((card, at) => card.setAttribute("aria-pressed", String(chosen.includes(at))));
    const confirm = choices.querySelector('[data-testid="pass-confirm"]');
    confirm.setAttribute("aria-disabled", chosen.length === view.options.count ? "false" : "true");
  }

  function confirmGive() {
    const count = view.options.count;
    if (chosen.length !== count) {
      say(t("play.ui.give_prompt", { count, seat: t(`seat.${giveTo()}`) }));
      return;
    }
    const codes = chosen.map((position) => view.seats[0].cards[position]);
    act(`give-${codes.join("-")}`);
  }

  function moveAlong(event) {
    const cards = [...hand.children];
    const at = cards.indexOf(document.activeElement);
    if (at < 0) return;
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: cards.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = cards[Math.max(0, Math.min(cards.length - 1, moves[event.key]))];
    cards.forEach((card) => card.setAttribute("tabindex", card === target ? "0" : "-1"));
    target.focus();
  }

  return { element, render, wait };
}
