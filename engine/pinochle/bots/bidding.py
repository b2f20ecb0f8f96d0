"""The club players' calls and trump: what a hand is worth as the bidder's, by simulation.

A club player values his hand for each suit he could name by dealing the
cards he cannot see ``VALUE_DEALS`` times (seeded), as his calls' partner
and opponents might hold them: a player who has bid in a game where bidding
or trump needs a marriage is dealt a hand with one. In each deal, with that
suit as trump, the cards are passed where the rules pass them (the partner
sends his best trumps and aces, the bidder returns his lowest plain cards
outside his meld), both partners' meld is counted, and the hand is played
out from the bidder's lead (``playout``). Each deal gives the partnership's
total: its meld, if it takes a trick, plus its trick points.

- **Bidding.** The hand's *limit* is the total the partnership reaches in
  ``MAKE_SHARE`` of the deals with the best suit; a partner who has raised
  this player's bid is counted with at least ``SUPPORT_MELD`` of meld. The
  player bids the lowest bid allowed while it is within the limit. Over his
  partner's bid he bids only with ``OUTBID_MARGIN`` to spare, or once to
  show ``SUPPORT_MELD`` or more of meld (``support_partner``) when he could
  play the contract himself.
- **Trump** is the suit with the best average total.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from pinochle.bots.motives import Decision, Motive, ParamValue
from pinochle.bots.playout import SUIT_INDEX, Playout, compact, width_of
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand, Rank, Suit
from pinochle.game import Bid, NameTrump, Pass
from pinochle.meld import find_meld
from pinochle.rules import Ruleset
from pinochle.seats import SEATS, partner, team_of

VALUE_DEALS = 24
MAKE_SHARE = 0.6
# Bidding over the partner's bid to take the contract: this share of the minimum bid to spare.
OUTBID_MARGIN = 0.25
# Meld worth showing the partner with a bid over his (single deck, double deck).
SUPPORT_MELD = {12: 10, 20: 30}


@dataclass(frozen=True)
class SuitValue:
    """What the partnership can expect with ``suit`` as trump and this hand as the bidder's:
    per deal, the bidder's meld, the partner's, the trick points, and whether the
    partnership took a trick."""

    suit: Suit
    meld: int
    deals: tuple[tuple[int, int, int, bool], ...]

    def totals(self, partner_floor: int = 0) -> list[int]:
        """The partnership's total in each deal, the partner's meld at least ``partner_floor``."""
        return sorted(
            (own + max(partner, partner_floor) if took else 0) + tricks
            for own, partner, tricks, took in self.deals
        )

    def reach(self, share: float, partner_floor: int = 0) -> int:
        """The total the partnership reaches in at least ``share`` of the deals."""
        totals = self.totals(partner_floor)
        return totals[min(int((1 - share) * len(totals)), len(totals) - 1)]

    def mean(self, partner_floor: int = 0) -> float:
        return sum(self.totals(partner_floor)) / len(self.deals)


def obliged_call(view: SeatView) -> Decision | None:
    """The call the rules leave no choice in: a forced opening is bid, and without the
    marriage a bid or a trump needs the player passes; None when the player may choose."""
    seat, auction = view.seat, view.auction
    if not auction.may_pass():
        return Decision(Bid(seat, auction.lowest_bid), Motive.BID_FORCED)
    if not auction.may_bid[seat] or not view.trump_choices():
        return Decision(Pass(seat), Motive.PASS_NO_MARRIAGE)
    return None


def call(view: SeatView, seed: str) -> Decision:
    """The club player's call (see the module docstring)."""
    if (obliged := obliged_call(view)) is not None:
        return obliged
    seat, auction, rules = view.seat, view.auction, view.rules
    lowest = auction.lowest_bid
    floor = SUPPORT_MELD[rules.deck.hand_size] * rules.scale
    values = suit_values(view, seed)
    supported = floor if _raised_over(view, view.seat) else 0
    best = max(values, key=lambda value: value.reach(MAKE_SHARE, supported))
    limit = best.reach(MAKE_SHARE, supported)
    high = auction.high
    if high is not None and high.seat == view.partner:
        if limit >= lowest + OUTBID_MARGIN * rules.min_bid:
            return _bid(view, lowest, limit)
        own = max(value.meld for value in values)
        if own >= floor and limit >= lowest and not _raised_over(view, view.partner):
            return Decision(Bid(seat, lowest), Motive.SUPPORT_PARTNER, {"meld": own})
        return Decision(Pass(seat), Motive.PASS_PARTNER_HOLDS)
    if lowest <= limit:
        return _bid(view, lowest, limit)
    return Decision(Pass(seat), Motive.PASS_TOO_WEAK, {"value": limit})


def name_trump(view: SeatView, seed: str) -> Decision:
    """The suit with the best average total; the only suit when there is one."""
    suits = view.trump_choices()
    if len(suits) == 1:
        return Decision(
            NameTrump(view.seat, suits[0]), Motive.TRUMP_ONLY_CHOICE, {"suit": suits[0]}
        )
    supported = (
        SUPPORT_MELD[view.rules.deck.hand_size] * view.rules.scale
        if _raised_over(view, view.seat)
        else 0
    )
    best = max(suit_values(view, seed), key=lambda value: value.mean(supported))
    params: dict[str, ParamValue] = {"suit": best.suit, "meld": best.meld}
    return Decision(NameTrump(view.seat, best.suit), Motive.TRUMP_MOST_VALUE, params)


def _bid(view: SeatView, amount: int, limit: int) -> Decision:
    """A bid of ``amount``, within the ``limit`` the partnership reaches often enough: the
    reason names that figure, the one the bid is chosen by."""
    return Decision(Bid(view.seat, amount), Motive.BID_WITHIN_REACH, {"value": limit})


def _raised_over(view: SeatView, seat: int) -> bool:
    """Whether ``seat``'s partner has bid over a bid of ``seat``'s."""
    holder = None
    for call_ in view.auction.calls:
        if call_.bid is None:
            continue
        if holder == seat and call_.seat == partner(seat):
            return True
        holder = call_.seat
    return False


def suit_values(view: SeatView, seed: str) -> tuple[SuitValue, ...]:
    """The value of the view's hand for each suit it could name (see the module docstring)."""
    rules, seat = view.rules, view.seat
    married = rules.bid_needs_marriage or rules.trump_needs_marriage
    bidders = frozenset(call_.seat for call_ in view.auction.calls if call_.bid is not None)
    return value_hand(
        rules, view.hand, seat, view.trump_choices(), bidders if married else frozenset(), seed
    )


@lru_cache(maxsize=512)
def value_hand(
    rules: Ruleset,
    hand: Hand,
    seat: int,
    suits: tuple[Suit, ...],
    married: frozenset[int],
    seed: str,
) -> tuple[SuitValue, ...]:
    """``suit_values`` for ``seat`` holding ``hand``, the seats in ``married`` known to hold
    a marriage; cached, since a player calls several times with one hand."""
    rng = random.Random(f"{seed}/value")
    rest = list(rules.deck.cards())
    for card in hand:
        rest.remove(card)
    deals = [_deal(rest, rules, seat, married, rng) for _ in range(VALUE_DEALS)]
    return tuple(_suit_value(hand, seat, deals, suit, rules) for suit in suits)


def _deal(
    rest: list[Card], rules: Ruleset, seat: int, married: frozenset[int], rng: random.Random
) -> dict[int, list[Card]]:
    """The unseen cards dealt to the other seats, those in ``married`` with a marriage (a
    few tries, then as dealt)."""
    size = rules.deck.hand_size
    others = [other for other in SEATS if other != seat]
    cards = list(rest)
    for _ in range(20):
        rng.shuffle(cards)
        hands = {other: cards[i * size : (i + 1) * size] for i, other in enumerate(others)}
        if all(Hand(hands[other]).has_marriage() for other in married if other in hands):
            break
    return hands


def _suit_value(
    hand: Hand, seat: int, deals: list[dict[int, list[Card]]], suit: Suit, rules: Ruleset
) -> SuitValue:
    width = width_of(rules.deck)
    trump, mate, team = SUIT_INDEX[suit], partner(seat), team_of(seat)
    results = []
    for deal in deals:
        cards = {**deal, seat: list(hand.cards)}
        if rules.passing_cards:
            cards[seat], cards[mate] = _exchange(cards[seat], cards[mate], suit, rules)
        own_meld = find_meld(Hand(cards[seat]), suit, rules).points
        partner_meld = find_meld(Hand(cards[mate]), suit, rules).points
        hands = [compact(cards[other], width) for other in SEATS]
        counters, won, last = _team_result(
            Playout(hands, trump, team, width).run(seat, [], rules.deck.hand_size), team
        )
        tricks = counters * rules.scale + (rules.last_trick_bonus if last else 0)
        results.append((own_meld, partner_meld, tricks, won > 0))
    return SuitValue(suit, find_meld(hand, suit, rules).points, tuple(results))


def _team_result(result: tuple[int, int, int, int, int], team: int) -> tuple[int, int, bool]:
    """A play-out's counters and tricks for ``team``, and whether it took the last trick."""
    counters_0, counters_1, won_0, won_1, last = result
    if team == 0:
        return counters_0, won_0, last == 0
    return counters_1, won_1, last == 1


def _exchange(
    own: list[Card], partner: list[Card], trump: Suit, rules: Ruleset
) -> tuple[list[Card], list[Card]]:
    """A quick passing for the valuation: the partner's best trumps and aces go to the
    bidder, who returns his lowest plain cards outside his meld."""
    count = rules.passing_cards
    gifts = sorted(
        partner, key=lambda c: (c.suit is not trump, c.rank is not Rank.ACE, -c.rank.strength)
    )[:count]
    received = own + gifts
    kept = list(partner)
    for card in gifts:
        kept.remove(card)
    in_meld: set[Card] = set()
    for meld in find_meld(Hand(received), trump, rules).melds:
        in_meld.update(meld.cards)
    returned = sorted(
        received,
        key=lambda c: (c.suit is trump, c in in_meld, c.rank is Rank.ACE, c.rank.strength),
    )[:count]
    for card in returned:
        received.remove(card)
    return received, kept + returned
