"""Stage ``bidding``: may this hand bid, which suits may it name, must this player open?

You sit South (seat 0). The keys come from the auction and the ruleset
(RULES.md §4): ``Auction.start(...).may_bid`` (Check Pinochle: only a hand
with a marriage may bid), ``Ruleset.trump_choices`` (Check Pinochle and
the double deck: a suit in which the bidder holds a marriage; standard
Pinochle: any suit), and for ``must_open`` the auction after the calls
before yours: whether you may not pass (``Auction.may_pass``; standard
Pinochle: the first bidder must open) or the rules bid for you (double
deck: the dealer after three passes).

Levels:
1. Check Pinochle: may this hand bid?
2. Check Pinochle: which suits may this hand name trump?
3. standard Pinochle: must you open?
4. all three questions, under all three rule profiles.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pinochle.auction import Auction, CallReason
from pinochle.cards import Hand, Suit
from pinochle.practice.base import (
    Answer,
    Note,
    Verdict,
    read_suits,
    read_yes_no,
    suit_codes,
)
from pinochle.rules import PROFILES, Opening, Ruleset
from pinochle.seats import in_turn_from, left_of

LEVELS = 4
YOU = 0
QUESTIONS = ("may_bid", "trump_suits", "must_open")
_LEVEL_QUESTIONS = {1: ("may_bid",), 2: ("trump_suits",), 3: ("must_open",)}
# Calls before yours: a seat and a bid (None: a pass).
Calls = tuple[tuple[int, int | None], ...]


@dataclass(frozen=True)
class BiddingQuestion:
    """``question`` about South's ``hand`` under ``rules``; the calls before South's turn."""

    rules: Ruleset
    question: str
    hand: Hand
    dealer: int = 3
    calls: Calls = ()

    @property
    def answer_kind(self) -> str:
        return "suits" if self.question == "trump_suits" else "yes_no"

    def facts(self) -> dict[str, str]:
        facts = {"rules": self.rules.profile, "question": self.question, "seat": str(YOU)}
        if self.question == "must_open":
            facts["dealer"] = str(self.dealer)
            facts["calls"] = " ".join(f"{seat}:{bid or 'P'}" for seat, bid in self.calls)
        else:
            facts["hand"] = str(self.hand)
        return facts

    def auction(self) -> Auction:
        """The auction when South is to call (other players are free to bid)."""
        may_bid = Auction.start(self.rules, self.dealer, [self.hand] * 4).may_bid
        auction = Auction(self.rules, self.dealer, (may_bid[YOU], True, True, True))
        for seat, bid in self.calls:
            auction = auction.call(seat, bid)
        return auction

    @property
    def key(self) -> bool | frozenset[Suit]:
        if self.question == "trump_suits":
            return frozenset(self.rules.trump_choices(self.hand))
        auction = self.auction()
        if self.question == "may_bid":
            return auction.may_bid[YOU]
        forced = any(c.seat == YOU and c.reason is CallReason.DEALER_FORCED for c in auction.calls)
        return forced or (auction.turn == YOU and not auction.may_pass())

    def grade(self, answer: Answer) -> Verdict:
        key = self.key
        if isinstance(key, frozenset):
            suits = read_suits(answer, "suits")
            if not isinstance(suits, frozenset):
                return Verdict.unreadable(suits)
            return Verdict(suits == key, {"suits": list(suit_codes(tuple(key)))}, self.notes())
        yes = read_yes_no(answer, "yes")
        if not isinstance(yes, bool):
            return Verdict.unreadable(yes)
        return Verdict(yes == key, {"yes": key}, self.notes())

    def notes(self) -> tuple[Note, ...]:
        marriages = suit_codes([suit for suit in Suit if self.hand.has_marriage(suit)])
        if self.question == "may_bid":
            if not self.rules.bid_needs_marriage:
                return (Note("bid_anyone", {"rules": self.rules.profile}),)
            code = "bid_has_marriage" if marriages else "bid_no_marriage"
            return (Note(code, {"suits": marriages}),)
        if self.question == "trump_suits":
            if not self.rules.trump_needs_marriage:
                return (Note("trump_any", {"rules": self.rules.profile}),)
            code = "trump_marriage_suits" if marriages else "trump_no_marriage"
            return (Note(code, {"suits": marriages, "rules": self.rules.profile}),)
        return (self._opening_note(),)

    def _opening_note(self) -> Note:
        params: dict[str, int | str] = {"dealer": self.dealer, "seat": left_of(self.dealer)}
        if self.rules.opening is Opening.MUST_OPEN:
            return Note("open_first_must" if not self.calls else "open_not_first", params)
        if self.rules.opening is Opening.FORCE_DEALER:
            return Note("open_dealer_forced" if self.key else "open_may_pass_forced", params)
        return Note("open_anyone_may_pass", params)


def generate(rng: random.Random, level: int) -> BiddingQuestion:
    question = rng.choice(_LEVEL_QUESTIONS.get(level, QUESTIONS))
    profile = {1: "check", 2: "check", 3: "standard"}.get(level)
    if profile is None:
        choices = ("standard", "double-deck") if question == "must_open" else tuple(PROFILES)
        profile = rng.choice(choices)
    rules = PROFILES[profile]
    if question != "must_open":
        # A Check Pinochle bidder holds a marriage: only the double deck bids without one.
        want = rng.random() < 0.5 or (question == "trump_suits" and rules.bid_needs_marriage)
        return BiddingQuestion(rules, question, _hand(rng, rules, want=want))
    dealer = rng.choice(in_turn_from(0))
    return BiddingQuestion(rules, question, Hand(), dealer, _calls(rng, rules, dealer))


def _hand(rng: random.Random, rules: Ruleset, *, want: bool) -> Hand:
    """A dealt hand that holds a marriage when ``want`` (half the time a hand without one)."""
    for _ in range(200):
        cards = list(rules.deck.cards())
        rng.shuffle(cards)
        hand = Hand(cards[: rules.deck.hand_size])
        if hand.has_marriage() is want:
            return hand
    return hand


def _calls(rng: random.Random, rules: Ruleset, dealer: int) -> Calls:
    """The calls of the players between the dealer and South, each a legal call."""
    auction = Auction(rules, dealer, (True, True, True, True))
    calls: list[tuple[int, int | None]] = []
    before = in_turn_from(left_of(dealer))
    # The double deck's forced dealer is the case to see: often everyone passes.
    all_pass = rules.opening is Opening.FORCE_DEALER and rng.random() < 0.6
    for seat in before[: before.index(YOU)]:
        bid: int | None = None
        if not auction.may_pass() or (not all_pass and rng.random() < 0.5):
            bid = auction.lowest_bid + rules.scale * rng.randint(0, 3)
            while not rules.is_bid_amount(bid):
                bid += rules.scale
        auction = auction.call(seat, bid)
        calls.append((seat, bid))
    return tuple(calls)
