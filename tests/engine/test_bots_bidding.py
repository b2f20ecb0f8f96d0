"""The ``expert`` player's calls: calibrated chances, the partner's calls read, the bid by value.

The chances are checked against outcomes on fixed seeds: each deal is dealt
at random, the hand's stated chance of making a bid is compared with whether
the real deal, bid and melded through the state machine and played out by the
engine's play-out (``bots.playout``) from the bidder's lead, makes it
(``scoring.score_played``). The auctions are dealt by hand; the comments give
the reckoning a player at the table would make (RULES.md §3: contract checks
2 up to 24, 4 for 25–29, 7 for 30–34, 10 for 35–39, 13 for 40–44; §4.2: the
meld counts once the team takes a trick).
"""

from __future__ import annotations

import math
import random

import pytest
from pinochle.bots.calibration import Deal, Prospects, fit, percent, prospects
from pinochle.bots.expert import ExpertPlayer
from pinochle.bots.motives import Decision, Motive
from pinochle.bots.playout import SUIT_INDEX, Playout, compact, width_of
from pinochle.bots.view import SeatView
from pinochle.cards import Hand, Suit, parse_cards
from pinochle.catalog import Catalog
from pinochle.game import Bid, HandAction, HandState, NameTrump, Pass, shuffled_deal
from pinochle.rules import Ruleset, make_ruleset
from pinochle.scoring import score_played
from pinochle.seats import SEATS
from pinochle.words import motive_text

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
# The bids whose chances are checked, and how far the mean stated chance may lie from
# the make rate observed: overall (about 400 bids, from 150 deals: a standard error of
# about 0.025, more as a deal's bids go together), and among the bids stated likelier
# or less likely than not (about 170 and 250).
CALIBRATED_BIDS = (20, 25, 30, 35)
CALIBRATION_DEALS = 150
TOLERANCE = 0.06
TOLERANCE_PER_HALF = 0.12


def deal(rules: Ruleset, texts: tuple[str, str, str, str], dealer: int) -> HandState:
    return HandState.new(rules, dealer, [Hand(parse_cards(text)) for text in texts])


def reach(state: HandState, *actions: HandAction) -> HandState:
    for action in actions:
        state = state.apply(action)
    return state


def decide(state: HandState) -> Decision:
    return ExpertPlayer("seed/0").decide(state)


def made(state: HandState, suit_bid: int) -> bool:
    """Whether South (seat 0), having bid ``suit_bid`` and named the trump of ``state``,
    makes it when the real deal is played out by the engine's play-out."""
    trump = state.trump
    assert trump is not None
    width = width_of(CHECK.deck)
    hands = [compact(state.hands[seat].cards, width) for seat in SEATS]
    counters_0, counters_1, won_0, won_1, last = Playout(hands, SUIT_INDEX[trump], 0, width).run(
        0, [], CHECK.deck.hand_size
    )
    tricks = [counters_0, counters_1]
    tricks[last] += CHECK.last_trick_bonus
    meld, _ = state.team_meld()
    result = score_played(CHECK, 0, suit_bid, meld, (0, 0), (tricks[0], tricks[1]), (won_0, won_1))
    return result.made is True


def test_stated_chances_match_the_make_rates_on_fixed_seeds() -> None:
    stated: list[tuple[float, bool]] = []
    for number in range(CALIBRATION_DEALS):
        start = HandState.new(
            CHECK, 3, shuffled_deal(CHECK, random.Random(f"calibration/{number}"))
        )
        view = SeatView.of(start)
        suits = view.trump_choices()
        if not suits:
            continue
        for value in prospects(CHECK, view.hand, 0, view.auction, suits, f"calibration/{number}"):
            named = reach(start, Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, value.suit))
            stated.extend((value.chance(bid), made(named, bid)) for bid in CALIBRATED_BIDS)
    assert len(stated) > 300
    likely = [pair for pair in stated if pair[0] >= 0.5]
    unlikely = [pair for pair in stated if pair[0] < 0.5]
    for pairs, tolerance in (
        (stated, TOLERANCE),
        (likely, TOLERANCE_PER_HALF),
        (unlikely, TOLERANCE_PER_HALF),
    ):
        assert len(pairs) >= 40
        mean_stated = sum(chance for chance, _ in pairs) / len(pairs)
        rate = sum(outcome for _, outcome in pairs) / len(pairs)
        assert abs(mean_stated - rate) <= tolerance, (len(pairs), mean_stated, rate)


# South deals and holds double pinochle 30, royal marriage ♥ 4 and the dix 1 = 35 with
# hearts, and A♥ 10♥ besides: one trick (surely taken with the trump ace) makes 35.
STRONG_DEALER = (
    "AS QS QS AH TH KH QH 9H JD JD AC KC",
    "TS TH KH AD TD TD QD QD TC QC JC 9C",
    "AS TS KS JS AH JH KD AC TC KC JC 9C",
    "KS JS 9S 9S QH JH 9H AD KD 9D 9D QC",
)


def test_after_three_passes_the_expert_bids_into_the_band_its_meld_makes() -> None:
    # Nobody can bid over the last bid: bidding 20 would pay 2 checks, while 35 (10 checks)
    # needs only a trick and 40 (13 checks) five trick points more.
    state = reach(deal(CHECK, STRONG_DEALER, 0), Pass(1), Pass(2), Pass(3))
    decision = decide(state)
    assert isinstance(decision.action, Bid)
    assert decision.motive is Motive.BID_BAND
    checks = {35: 10, 40: 13, 45: 16}
    assert decision.action.amount in checks
    assert decision.params["checks"] == checks[decision.action.amount]
    chance = decision.params["chance"]
    assert isinstance(chance, int) and chance >= 80


# South speaks first with a marriage (K♣ Q♣: royal marriage 4 with clubs) and no ace:
# 20 needs about 16 in tricks, too much without a trick-taker.
WEAK_OPENER = (
    "TS JS 9S QH JH 9H QD JD 9D 9D KC QC",
    "AS TS KS QH 9H TD KD AC TC KC QC 9C",
    "AS QS JS TH TH KH KH JH AD QD TC JC",
    "KS QS 9S AH AH AD TD KD JD AC JC 9C",
)
# South speaks first with the same marriage and three aces: 20 is made more often than
# not, but made it pays a small margin and 2 checks, while a set costs 20 points and 4
# checks and the defenders score their hand: a set outweighs several made deals.
ACES_NO_MELD = (
    "AS AH KH KH JH AD TD JD JD TC KC QC",
    "TS 9S AH 9H 9H AD KD QD AC KC JC 9C",
    "AS TS KS QS 9S TH KD 9D AC TC JC 9C",
    "KS QS JS JS TH QH QH JH TD QD 9D QC",
)


@pytest.mark.parametrize(
    ("hands", "motive", "chances"),
    [
        (WEAK_OPENER, Motive.PASS_SET_TOO_OFTEN, range(55)),
        (ACES_NO_MELD, Motive.PASS_BID_LOSES, range(55, 95)),
    ],
    ids=["made-too-seldom", "made-but-losing"],
)
def test_a_first_call_that_loses_on_average_passes_since_a_throw_in_costs_nothing(
    hands: tuple[str, str, str, str], motive: Motive, chances: range
) -> None:
    decision = decide(deal(CHECK, hands, 3))
    assert decision.action == Pass(0)
    assert decision.motive is motive
    assert decision.params["bid"] == 20
    assert decision.params["chance"] in chances


def test_a_bid_is_worth_each_deals_own_outcome() -> None:
    # Two deals of a Check hand, bid 20 (2 contract checks, each weighed as 2 points).
    # Made 30 to 10: a margin of 20 and 2 checks, 24. Set at 15 to 20: minus the bid
    # and the defenders' 20, minus 4 checks, -48. Worth (24 - 48) / 2 = -12; the made
    # deal's margin is not diluted by the set one's.
    value = Prospects(CHECK, Suit.CLUBS, 4, (Deal(30, 10), Deal(15, 20)), (1.0, 1.0))
    assert value.worth(20) == -12
    # Bid 30 (7 checks, 14 points) makes in the first deal only: 20 + 14 = 34; the second
    # is set, -30 - 20 - 28 = -78.
    assert value.worth(30) == (34 - 78) / 2
    # Weighed 3 to 1 (the weights' mean is 1), the made deal counts thrice.
    weighed = Prospects(CHECK, Suit.CLUBS, 4, (Deal(30, 10), Deal(15, 20)), (1.5, 0.5))
    assert weighed.worth(20) == (1.5 * 24 - 0.5 * 48) / 2


def test_a_partner_who_passed_before_any_bid_is_read_as_holding_no_marriage() -> None:
    # North (seat 2) passed before anyone bid, in Check: he holds no marriage, so less
    # meld can come from him and South's chance of making 20 falls.
    start = deal(CHECK, WEAK_OPENER, 1)
    before = reach(start, Pass(2), Pass(3))
    view = SeatView.of(before)
    suits = view.trump_choices()
    read = prospects(CHECK, view.hand, 0, view.auction, suits, "read")[0]
    unread = prospects(CHECK, view.hand, 0, SeatView.of(start).auction, suits, "read")[0]
    assert read.chance(20) < unread.chance(20)


def test_an_opponents_bid_is_read_as_the_strength_it_shows() -> None:
    # West opens with a jump to 30 in Check. A bidder reaches his bid about as often as not:
    # a deal where West's side plays to exactly 30 fits his bid half the time, one a fifth of
    # the 25 trick points (5) short 1/(1 + e) = 0.27, one 5 over 1/(1 + 1/e) = 0.73.
    assert fit(CHECK, 30, 30) == 0.5
    assert fit(CHECK, 25, 30) == pytest.approx(1 / (1 + math.e))
    assert fit(CHECK, 35, 30) == pytest.approx(1 / (1 + 1 / math.e))
    # North (no marriage) and East pass; South, to call, reads the deals for West's bid: they
    # weigh 1 on average, more where West's side plays to more, so it makes its 30 in more of
    # the deals read than dealt blind.
    start = deal(CHECK, WEAK_OPENER, 0)
    view = SeatView.of(reach(start, Bid(1, 30), Pass(2), Pass(3)))
    read = prospects(CHECK, view.hand, 0, view.auction, view.trump_choices(), "read")[0]
    assert sum(read.weights) == pytest.approx(len(read.deals))
    pairs = list(zip(read.against, read.weights, strict=True))
    for first, first_weight in pairs:
        for second, second_weight in pairs:
            if first.ours > second.ours:
                assert first_weight > second_weight
    blind = sum(deal.ours >= 30 for deal in read.against) / len(pairs)
    weighted = sum(weight for deal, weight in pairs if deal.ours >= 30) / len(pairs)
    assert 0 < blind < 1 and weighted > blind
    # Without an opponent's bid nothing is read: every deal weighs 1.
    quiet = SeatView.of(reach(start, Pass(1), Pass(2), Pass(3)))
    unread = prospects(CHECK, quiet.hand, 0, quiet.auction, quiet.trump_choices(), "read")[0]
    assert set(unread.weights) == {1.0} and unread.against == ()


# South opens 20 in standard with 10 meld (jacks around 4, pinochle 4, marriage 2).
STANDARD_OPENER = (
    "AS QS JS KH QH JH AD JD 9D AC JC 9C",
    "TS QS AH TH KH QH 9H KD KD QD 9D TC",
    "KS KS JS 9S AH TH 9H JD AC TC KC QC",
    "AS TS 9S JH AD TD TD QD KC QC JC 9C",
)


def test_partners_do_not_raise_each_other_with_both_opponents_out() -> None:
    # North bid over South's opening with both opponents out: his contract stands, as
    # a raise from South would add risk and no score (no checks in standard).
    state = reach(deal(STANDARD, STANDARD_OPENER, 3), Bid(0, 20), Pass(1), Bid(2, 21), Pass(3))
    decision = decide(state)
    assert decision.action == Pass(0)
    assert decision.motive is Motive.PASS_PARTNER_HOLDS


def test_the_expert_calls_alike_for_the_same_seed() -> None:
    state = reach(deal(CHECK, STRONG_DEALER, 0), Pass(1), Pass(2), Pass(3))
    assert decide(state) == ExpertPlayer("seed/0").decide(state)


@pytest.mark.parametrize(("chance", "told"), [(0.993, 95), (0.612, 60), (0.574, 55), (0.001, 5)])
def test_a_chance_is_told_to_the_nearest_five_percent(chance: float, told: int) -> None:
    assert percent(chance) == told


def test_a_bidding_reason_states_the_chance_in_words() -> None:
    band = Decision(Bid(0, 30), Motive.BID_BAND, {"chance": 60, "checks": 7}).to_json()
    assert motive_text(str(band["motive"]), band["params"], Catalog.load("en")) == (  # type: ignore[arg-type]
        "The team makes this bid about 60% of the time, and if made it pays 7 checks: "
        "of the bids still open, it offers the best gain for the risk of going set."
    )
    defended = Decision(
        Pass(0), Motive.PASS_DEFENDING_PAYS, {"bid": 25, "chance": 70, "theirs": 24}
    ).to_json()
    assert motive_text(str(defended["motive"]), defended["params"], Catalog.load("en")) == (  # type: ignore[arg-type]
        "A bid of 25 would be made about 70% of the time, but the opponents' bids show "
        "strong cards: letting them have the contract at 24 is worth more to the team."
    )
    losing = Decision(Pass(0), Motive.PASS_BID_LOSES, {"bid": 20, "chance": 75}).to_json()
    assert motive_text(str(losing["motive"]), losing["params"], Catalog.load("en")) == (  # type: ignore[arg-type]
        "A bid of 20 would be made about 75% of the time, but what the team gains when it is "
        "made does not pay for the sets: each set costs the bid and twice its contract checks."
    )
    passed = Decision(Pass(0), Motive.PASS_SET_TOO_OFTEN, {"bid": 20, "chance": 30}).to_json()
    assert motive_text(str(passed["motive"]), passed["params"], Catalog.load("de")) == (  # type: ignore[arg-type]
        "Selbst das niedrigste Gebot, 20, würde die Seite nur in etwa 30\u00a0% der Fälle "
        "erfüllen; das Risiko zu fallen ist zu groß."
    )
