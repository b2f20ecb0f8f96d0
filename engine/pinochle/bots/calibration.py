"""The expert players' calls: hand values calibrated against outcomes, bids chosen by value.

The expert values its hand, for each suit it could name, by dealing the cards
it cannot see ``deals`` times (``Effort.valued``, seeded from its seed, hence its seat) as the
auction allows: a seat that has bid where bidding needs a marriage holds one,
and a seat that passed before anyone bid, where bidding needs a marriage, holds
none (a player with a marriage opens unless his hand is poor). Nothing else
is read into the partner's bids: his meld is dealt, never assumed, so two
partners cannot talk each other up. Each deal is played out from the
bidder's lead (``playout``), the cards first passed where the rules pass them
(``bidding._exchange``), and gives both teams' totals.

**The opponents' bids are read as strength** (policy-based inference): once
an opponent has bid, each deal is also played out with the opponent who made
the highest bid as the bidder, the suit of his most meld as trump, and the
deal is weighted by how likely a bidder is to have bid that high with his
team's total there (``fit``: as likely as not when the total is exactly the
bid, falling off over ``SHOWN_SPREAD`` of the trick points). Deals where the
opponents could not have bid so high count for little, which is also what
letting them play is worth (``Prospects.defended``).

- **The chance a bid makes** (``Prospects.chance``) is the (weighted) share of deals
  whose total reaches the bid, smoothed by half a deal each way so that no
  sample says "always" or "never". Measured against the engine's own games on
  fixed seeds (the contracts of duplicate matches of ``expert`` and ``club``,
  seed 7), the stated chance of the contract won was 82 % where 83 % were
  made (272 Check contracts) and 70 % where 72 % were made (130 standard):
  the face-up play-outs' optimism and the auction winner's are offset by the
  real play being better than the play-outs' rules of thumb, so no margin is
  added (``make bench`` prints the table by bucket).
- **What a bid is worth** (``Prospects.worth``) is the expected value of the
  hand to the bidders' team in ``search.team_value``'s units, deal by deal:
  in a deal that makes the bid, their total less the defenders' plus
  ``CHECK_WEIGHT`` times the contract checks; in a deal that sets it, minus the
  bid less the defenders' total, minus twice the contract checks weighted.
  The worth falls within a contract-check band as the bid rises, so the best
  bid is the lowest allowed or the floor of a higher band.

Calls (``call``):
- a forced opening is bid; without a marriage (where one is needed) the
  player passes;
- over the partner's bid the player bids only while an opponent is still in
  and the lowest bid makes at least ``OVER_PARTNER`` of the time, never to
  show meld: with both opponents out the partner's contract stands;
- otherwise the player bids when the lowest bid makes at least
  ``MAKE_CHANCE`` of the time and is worth more than the alternative. Before
  anyone has bid in Check, that is the throw-in's nothing (four passes throw
  the cards in), whoever may still bid after him: a bid that loses on average
  is no better for being the first. Over 2,400 duplicate Check deals against
  ``club`` (seeds 7 to 10) this gained 0.32 points a deal [0.07, 0.58] for
  about the same checks (−0.05 [−0.12, +0.02]). In 400 random deals it passed
  74 first calls, each stated to make 60–85 % of the time: what the deals that
  make the bid gain does not pay for the sets, each costing the bid and twice
  the contract checks. Over an opponent's bid the chance must reach
  ``COMPETE_CHANCE`` (the auction goes to whichever estimate errs high, the
  winner's curse): in Check, over 2,400 duplicate deals against ``club``
  (seeds 7 to 10), this gained 0.40 points a deal [0.06, 0.75] for about the
  same checks (−0.07 [−0.19, +0.04]), in auctions the expert used to win over
  ``club`` and then lose. Without contract checks (standard, double deck) the
  bid must also be worth more than letting the opponents play theirs, as the
  deals read for their bids say; in Check that lost 0.25 checks a deal [0.08,
  0.41] for +0.12 points [−0.25, +0.49] (1,200 duplicate deals against
  ``club``, seeds 7 and 8), so it is left out there. He bids the bid worth
  most (``worth``): with contract checks that is the floor of the band the
  hand can make, jumped to at once; without them, the lowest;
- the reason states the calibrated chance, and in Check the checks the bid
  pays; a pass because defending pays more names the opponents' bid, and one
  because no bid is worth the risk says what a set costs.

The trump is the suit worth most at the bid won. The bidder concedes when,
over ``Effort.conceding`` deals that fit the meld shown, playing on is worth less
on average than conceding.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from pinochle.auction import Auction
from pinochle.bots import compact_meld
from pinochle.bots.bidding import _exchange, obliged_call
from pinochle.bots.effort import MATCH
from pinochle.bots.motives import Decision, Motive, ParamValue
from pinochle.bots.playout import SUIT_INDEX, Playout, compact, width_of
from pinochle.bots.search import CHECK_WEIGHT, Search
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand, Suit
from pinochle.checks import contract_band, contract_checks
from pinochle.game import Bid, NameTrump, Pass
from pinochle.meld import find_meld
from pinochle.rules import Ruleset
from pinochle.seats import SEATS, partner, team_of

# The least calibrated chance of making the lowest bid the expert bids on.
MAKE_CHANCE = 0.55
# ... and the least with which it bids over its partner while an opponent is still in.
OVER_PARTNER = 0.75
# ... and the least with which it bids over an opponent's bid: the auction goes to the
# estimate that errs high, so MAKE_CHANCE plus about two standard errors of a chance
# sampled on the match's 48 deals.
COMPETE_CHANCE = 0.7
# Tries to deal the unseen cards so that every seat's marriage fits the auction.
TRIES = 30
# The spread of the opponents' totals about the bid they made, as a share of the trick points.
SHOWN_SPREAD = 0.2


@dataclass(frozen=True)
class Deal:
    """One simulated deal with the valued suit as trump: the bidders' meld (if they take a
    trick) plus trick points, and the defenders' likewise."""

    ours: int
    theirs: int


@dataclass(frozen=True)
class Prospects:
    """The hand's prospects as the bidder's with ``suit`` as trump (see the module
    docstring): ``meld`` is its own meld, ``deals`` the simulated totals, ``weights`` how
    well each deal fits the opponents' bids (their mean is 1) and ``against`` the same
    deals played by the opponents' bidder (none when they have not bid)."""

    rules: Ruleset
    suit: Suit
    meld: int
    deals: tuple[Deal, ...]
    weights: tuple[float, ...]
    against: tuple[Deal, ...] = ()

    def chance(self, bid: int) -> float:
        """The chance that the bidders make ``bid``, calibrated (see the module docstring)."""
        return _chance(self.deals, self.weights, bid)

    def worth(self, bid: int) -> float:
        """The bidders' expected value of playing ``bid`` (see the module docstring)."""
        return _worth(self.rules, self.deals, self.weights, bid)

    def defended(self, bid: int) -> float:
        """The expected value to this hand's team of the opponents playing ``bid``."""
        return -_worth(self.rules, self.against, self.weights, bid)


def _chance(deals: tuple[Deal, ...], weights: tuple[float, ...], bid: int) -> float:
    """The weighted share of ``deals`` whose bidders make ``bid``, smoothed by half a deal."""
    made = sum(weight for deal, weight in zip(deals, weights, strict=True) if deal.ours >= bid)
    return (made + 0.5) / (len(deals) + 1)


def _worth(rules: Ruleset, deals: tuple[Deal, ...], weights: tuple[float, ...], bid: int) -> float:
    """The bidders' expected value of playing ``bid``, deal by deal over the weighted ``deals``:
    where made, their total less the defenders' plus the contract checks weighted; where
    set, minus the bid less the defenders' total, minus twice the contract checks weighted."""
    checks = (CHECK_WEIGHT if rules.checks else 0.0) * contract_checks(bid, rules.scale)

    def value_of(deal: Deal) -> float:
        if deal.ours >= bid:
            return deal.ours - deal.theirs + checks
        return -bid - deal.theirs - 2 * checks

    total = sum(weight * value_of(deal) for deal, weight in zip(deals, weights, strict=True))
    return total / len(deals)


def prospects(
    rules: Ruleset,
    hand: Hand,
    seat: int,
    auction: Auction,
    suits: tuple[Suit, ...],
    seed: str,
    deals: int = MATCH.valued,
) -> tuple[Prospects, ...]:
    """The hand's prospects for each of ``suits`` given what ``auction`` shows, valued on
    ``deals`` deals."""
    married: set[int] = set()
    unmarried: set[int] = set()
    if rules.bid_needs_marriage or rules.trump_needs_marriage:
        married = {call.seat for call in auction.calls if call.bid is not None}
    if rules.bid_needs_marriage:
        opened = False
        for call in auction.calls:
            if call.bid is not None:
                opened = True
            elif not opened and call.seat != seat:
                unmarried.add(call.seat)
    shown = max(
        (
            (call.bid, call.seat)
            for call in auction.calls
            if call.bid is not None and team_of(call.seat) != team_of(seat)
        ),
        default=None,
    )
    worlds = _Worlds(
        rules, hand, seat, frozenset(married - {seat}), frozenset(unmarried), seed, deals
    )
    if shown is None:
        against: tuple[Deal, ...] = ()
        weights = (1.0,) * deals
    else:
        bid, bidder = shown
        against = _against(worlds, bidder)
        fits = [fit(rules, deal.ours, bid) for deal in against]
        weights = tuple(each * len(fits) / sum(fits) for each in fits)
    return tuple(
        Prospects(
            rules, suit, find_meld(hand, suit, rules).points, _ours(worlds, suit), weights, against
        )
        for suit in suits
    )


@dataclass(frozen=True)
class _Worlds:
    """What the deals of the unseen cards are drawn from (see ``_deals``)."""

    rules: Ruleset
    hand: Hand
    seat: int
    married: frozenset[int]
    unmarried: frozenset[int]
    seed: str
    deals: int


@lru_cache(maxsize=64)
def _deals(worlds: _Worlds) -> tuple[dict[int, list[Card]], ...]:
    """``worlds.deals`` deals of the cards, the hand to its seat and the unseen cards as the
    auction allows, cached (as are the play-outs below): a player calls several times
    with one hand."""
    rules, hand, seat = worlds.rules, worlds.hand, worlds.seat
    rng = random.Random(f"{worlds.seed}/expert/value")
    rest = list(rules.deck.cards())
    for card in hand:
        rest.remove(card)
    married, unmarried = worlds.married, worlds.unmarried
    deals = [_deal(rest, rules, seat, married, unmarried, rng) for _ in range(worlds.deals)]
    for deal in deals:
        deal[seat] = list(hand.cards)
    return tuple(deals)


@lru_cache(maxsize=256)
def _ours(worlds: _Worlds, suit: Suit) -> tuple[Deal, ...]:
    """The deals played with the hand the bidder's and ``suit`` trump."""
    return tuple(_played(worlds.rules, deal, worlds.seat, suit) for deal in _deals(worlds))


@lru_cache(maxsize=64)
def _against(worlds: _Worlds, bidder: int) -> tuple[Deal, ...]:
    """The deals played by the opponents' ``bidder`` with the suit of his most meld as trump."""
    rules = worlds.rules
    width = width_of(rules.deck)
    found = []
    for deal in _deals(worlds):
        hand = Hand(deal[bidder])
        holdings = compact(hand.cards, width)
        named = [suit for suit in Suit if not rules.trump_needs_marriage or hand.has_marriage(suit)]
        suit = max(
            named or list(Suit),
            key=lambda suit: (
                compact_meld.meld(holdings, width, suit, rules).points,
                sum(card.suit is suit for card in hand),
            ),
        )
        found.append(_played(rules, deal, bidder, suit))
    return tuple(found)


def fit(rules: Ruleset, total: int, bid: int) -> float:
    """How likely a bidder is to have bid ``bid`` in a deal his team plays to ``total``:
    reaching his bid exactly, as likely as not; ``SHOWN_SPREAD`` of the trick points
    short of it, 1 / (1 + e) (a logistic curve around the bid)."""
    return 1 / (1 + math.exp((bid - total) / (SHOWN_SPREAD * rules.trick_points)))


def _played(rules: Ruleset, deal: dict[int, list[Card]], bidder: int, suit: Suit) -> Deal:
    """``deal`` played out with ``bidder`` the bidder and ``suit`` trump: the bidders' total
    (meld if they take a trick, plus trick points) and the defenders'."""
    width = width_of(rules.deck)
    mate, team = partner(bidder), team_of(bidder)
    cards = dict(deal)
    if rules.passing_cards:
        cards[bidder], cards[mate] = _exchange(cards[bidder], cards[mate], suit, rules)
    hands = [compact(cards[other], width) for other in SEATS]
    melds = [compact_meld.meld(hands[other], width, suit, rules).points for other in SEATS]
    counters_0, counters_1, won_0, won_1, last = Playout(hands, SUIT_INDEX[suit], team, width).run(
        bidder, [], rules.deck.hand_size
    )
    counters, won, took_last = (
        (counters_0, won_0, last == 0) if team == 0 else (counters_1, won_1, last == 1)
    )
    tricks = counters * rules.scale + (rules.last_trick_bonus if took_last else 0)
    our_meld = melds[bidder] + melds[mate]
    their_meld = sum(melds[other] for other in SEATS if team_of(other) != team)
    their_won = rules.deck.hand_size - won
    ours = (our_meld if won else 0) + tricks
    theirs = (their_meld if their_won else 0) + rules.trick_points - tricks
    return Deal(ours, theirs)


def _deal(
    rest: list[Card],
    rules: Ruleset,
    seat: int,
    married: frozenset[int],
    unmarried: frozenset[int],
    rng: random.Random,
) -> dict[int, list[Card]]:
    """The unseen cards dealt to the other seats, those in ``married`` with a marriage and
    those in ``unmarried`` without one (``TRIES`` tries, then as dealt)."""
    size = rules.deck.hand_size
    others = [other for other in SEATS if other != seat]
    cards = list(rest)
    for _ in range(TRIES):
        rng.shuffle(cards)
        hands = {other: cards[i * size : (i + 1) * size] for i, other in enumerate(others)}
        if all(Hand(hands[other]).has_marriage() for other in married) and not any(
            Hand(hands[other]).has_marriage() for other in unmarried
        ):
            break
    return hands


def call(view: SeatView, seed: str, deals: int) -> Decision:
    """The expert's call, its hand valued on ``deals`` deals (see the module docstring's
    "Calls")."""
    if (obliged := obliged_call(view)) is not None:
        return obliged
    seat, auction, rules = view.seat, view.auction, view.rules
    lowest = auction.lowest_bid
    suits = view.trump_choices()
    values = prospects(rules, view.hand, seat, auction, suits, seed, deals)
    surest = max(values, key=lambda value: value.chance(lowest))
    chance = surest.chance(lowest)
    high = auction.high
    opponents_out = all(other in auction.passed for other in SEATS if team_of(other) != view.team)
    if high is not None and high.seat == view.partner:
        if opponents_out or chance < OVER_PARTNER:
            return Decision(Pass(seat), Motive.PASS_PARTNER_HOLDS)
        return _bid(view, surest, lowest)
    value, amount = max(
        ((value.worth(amount), amount) for value in values for amount in _bids(rules, lowest)),
    )
    params: dict[str, ParamValue] = {"bid": lowest, "chance": percent(chance)}
    # Over an opponent's bid the auction goes to the estimate that errs high.
    if chance < (MAKE_CHANCE if high is None else COMPETE_CHANCE):
        return Decision(Pass(seat), Motive.PASS_SET_TOO_OFTEN, params)
    # Before any bid in Check, four passes throw the cards in: nothing to either team.
    if high is None and rules.allows_all_passed and value <= 0:
        return Decision(Pass(seat), Motive.PASS_BID_LOSES, params)
    # Without contract checks, also against letting them play (in Check it lost checks: see above).
    theirs = high.bid if high is not None and not rules.checks else None
    if theirs is not None and value <= values[0].defended(theirs):
        return Decision(Pass(seat), Motive.PASS_DEFENDING_PAYS, {**params, "theirs": theirs})
    best = max(values, key=lambda value: value.worth(amount))
    return _bid(view, best, amount)


def name_trump(view: SeatView, seed: str, deals: int) -> Decision:
    """The suit worth most at the bid won, valued on ``deals`` deals; the only suit when
    there is one."""
    suits = view.trump_choices()
    if len(suits) == 1:
        return Decision(
            NameTrump(view.seat, suits[0]), Motive.TRUMP_ONLY_CHOICE, {"suit": suits[0]}
        )
    bid = view.bid
    assert bid is not None  # trump is named once the auction is won
    values = prospects(view.rules, view.hand, view.seat, view.auction, suits, seed, deals)
    best = max(values, key=lambda value: value.worth(bid))
    params: dict[str, ParamValue] = {"suit": best.suit, "meld": best.meld}
    return Decision(NameTrump(view.seat, best.suit), Motive.TRUMP_MOST_VALUE, params)


def percent(chance: float) -> int:
    """A chance as a reader is told it: a whole percentage to the nearest 5, from 5 to 95
    (a sample never makes a contract sure)."""
    return min(max(5 * round(20 * chance), 5), 95)


def _bids(rules: Ruleset, lowest: int) -> tuple[int, ...]:
    """The bids worth weighing from ``lowest``: it, and with contract checks the floor of
    each higher band up to all the points in the tricks above it."""
    if not rules.checks:
        return (lowest,)
    floors = set()
    for amount in range(lowest, lowest + rules.trick_points + 1, rules.scale):
        low, _ = contract_band(amount, rules.scale)
        floors.add(max(low, lowest))
    return tuple(sorted(floors))


def _bid(view: SeatView, value: Prospects, amount: int) -> Decision:
    """A bid of ``amount``: the reason states its calibrated chance, and in Check the contract
    checks it pays when made."""
    params: dict[str, ParamValue] = {"chance": percent(value.chance(amount))}
    if view.rules.checks:
        params["checks"] = contract_checks(amount, view.rules.scale)
        return Decision(Bid(view.seat, amount), Motive.BID_BAND, params)
    return Decision(Bid(view.seat, amount), Motive.BID_MAKES, params)


def concedes(view: SeatView, seed: str, deals: int) -> bool:
    """Whether the bidders should concede: over ``deals`` deals that fit the meld
    shown, playing on is worth less on average than conceding (which loses the bid but
    keeps the defenders' trick points off the score)."""
    search = Search(view, random.Random(f"{seed}/expert/concede"), meld=True)
    return search.outcomes.conceded() > search.mean_value(deals)
