// The meld calculator's state: the hand as text and as picked cards, trump,
// the rules and the meld table; kept in the address's fragment
// (#hand=…&trump=…&rules=…&table=…), so a link reproduces the calculation.
import { readFragment, writeFragment } from "../fragment.js";

const FRAGMENT_KEYS = ["hand", "trump", "rules", "table"];
// RULES.md's first worked example: the hand a reader sees first.
const FIRST_HAND = { hand: "AH TH KH QH JH 9H KS QS JD AC AD AS", trump: "H", rules: "check", table: "standard" };

// `counts`: how many copies of each card (by code) the picker holds, which
// describe the text `countsHand` (null until the engine has read the first hand).
export function newState() {
  return { ...FIRST_HAND, counts: new Map(), countsHand: null };
}

// The chosen rules' profile (deck, checks, meld tables) from the page's configuration.
export function profileOf(state, config) {
  return config.profiles[state.rules];
}

// The fragment's state, when it holds any; rules and trump the page does not
// know give way to the first hand's. True when the fragment held state.
export function applyFragment(state, config) {
  const params = readFragment(FRAGMENT_KEYS);
  if (!params) return false;
  for (const key of FRAGMENT_KEYS) if (params.has(key)) state[key] = params.get(key);
  if (!(state.rules in config.profiles)) state.rules = FIRST_HAND.rules;
  if (!config.suits.some((suit) => suit.code === state.trump)) state.trump = FIRST_HAND.trump;
  return true;
}

// The fragment follows the state; the table only when the rules offer a choice.
// The hand goes in the cards' codes once the engine has read it, so a link (or
// a switch of language) reads the same cards in any language's letters.
export function rememberState(state, config) {
  const table = profileOf(state, config).tables.length > 1 ? state.table : "";
  const hand = state.countsHand === state.hand ? codesOfCounts(state.counts, config).join(" ") : state.hand;
  writeFragment({ hand, trump: state.trump, rules: state.rules, table });
}

// The request for `pinochle.web.meld`.
export function meldRequest(state, config) {
  return { hand: state.hand, trump: state.trump, rules: state.rules, table: state.table, lang: config.lang };
}

// Cards as the reader types them: the rank as the card shows it in the
// reader's language (Dutch H for heer), then the suit's letter.
export function typedCards(codes, t) {
  return codes.map((code) => `${t(`rank_index.${code[0]}`)}${code.slice(1)}`).join(" ");
}

// The picked cards' codes, suit by suit in the page's suit order, each suit
// high to low (every rank any deck has).
export function codesOfCounts(counts, config) {
  const ranks = Object.values(config.profiles).reduce((a, p) => (p.ranks.length > a.length ? p.ranks : a), []);
  const cards = [];
  for (const suit of config.suits) {
    for (const rank of ranks) {
      const code = `${rank}${suit.code}`;
      for (let n = 0; n < (counts.get(code) ?? 0); n += 1) cards.push(code);
    }
  }
  return cards;
}

// The copies of each card in the engine's reading of the hand.
export function countsOfCards(cards) {
  const counts = new Map();
  for (const code of cards) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}
