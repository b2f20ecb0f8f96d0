"""The ``club`` player in positions where one choice is clearly right, one per reason code.

Each position is dealt by hand and reached through legal actions; the comment
gives the reasoning a player at the table would give (RULES.md §4: Check
Pinochle counts A, 10, K as 1 point each; a player must follow suit and head
the trick if he can, else trump, else play anything).
"""

from __future__ import annotations

import pytest
from pinochle.bots.club import ClubPlayer
from pinochle.bots.expert import ExpertPlayer
from pinochle.bots.motives import Decision, Motive
from pinochle.cards import Card, Hand, Suit, parse_cards
from pinochle.game import Bid, HandAction, HandState, NameTrump, Pass, PassCards, PlayCard
from pinochle.rules import Ruleset, make_ruleset

from tests.engine.support import TWO_WITHOUT_MARRIAGE

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
# South: run in hearts 15, marriage ♠ 2, aces around 10 = 27; West is void in spades.
VOID_DEAL = (
    "AH TH KH QH JH AS AS AC AD TD KS QS",
    "TH 9H 9H AC TC KC QC JC KD QD JD 9D",
    "AH KH TS TS KS QS JS JS 9S 9S TC 9C",
    "QH JH AD TD KD QD JD 9D KC QC JC 9C",
)
# South: eight hearts with both aces and both tens, and three plain aces.
TRUMP_DEAL = (
    "AH AH TH TH KH QH JH 9H AS AS AC AD",
    "KH 9H TS KS QS JS 9S TC KC QC JC 9C",
    "TS KS QS JS 9S AC TC KC QC JC 9C TD",
    "QH JH AD TD KD KD QD QD JD JD 9D 9D",
)


def card(text: str) -> Card:
    return Card.parse(text)


def deal(rules: Ruleset, texts: tuple[str, str, str, str], dealer: int = 3) -> HandState:
    return HandState.new(rules, dealer, [Hand(parse_cards(text)) for text in texts])


def reach(state: HandState, *actions: HandAction) -> HandState:
    for action in actions:
        state = state.apply(action)
    return state


def plays(*moves: tuple[int, str]) -> tuple[PlayCard, ...]:
    return tuple(PlayCard(seat, card(text)) for seat, text in moves)


def decide(state: HandState) -> Decision:
    return ClubPlayer("seed").decide(state)


def hearts_contract(rules: Ruleset, texts: tuple[str, str, str, str]) -> HandState:
    """South bids 20 and names hearts; the others pass."""
    calls = (Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.HEARTS))
    return reach(deal(rules, texts), *calls)


def void_trick_one() -> HandState:
    """South leads the ace of spades; West, void, trumps with a nine; North follows."""
    return reach(hearts_contract(CHECK, VOID_DEAL), *plays((0, "AS"), (1, "9H"), (2, "9S")))


def test_a_hand_without_a_marriage_passes_in_check_pinochle() -> None:
    # West (first to call, dealer South) holds no king and queen of one suit:
    # Check Pinochle lets only a player with a marriage bid.
    decision = decide(deal(CHECK, TWO_WITHOUT_MARRIAGE, dealer=0))
    assert decision.action == Pass(1)
    assert decision.motive is Motive.PASS_NO_MARRIAGE


def test_meld_alone_above_the_minimum_opens_the_bidding() -> None:
    # South's meld with hearts is 15 (run) + 2 (♠ marriage) + 10 (aces around)
    # = 27, more than the minimum bid 20 before a single trick: he opens at 20.
    decision = decide(deal(CHECK, VOID_DEAL))
    assert decision.action == Bid(0, 20)
    assert decision.motive is Motive.BID_WITHIN_REACH


def test_the_bidder_names_the_suit_of_his_run() -> None:
    # Hearts: run 15 + ♠ marriage 2 + aces around 10 = 27 and five trumps.
    # Spades: royal marriage 4 + ♥ marriage 2 + aces around 10 = 16, four trumps.
    state = reach(deal(CHECK, VOID_DEAL), Bid(0, 20), Pass(1), Pass(2), Pass(3))
    decision = decide(state)
    assert decision.action == NameTrump(0, Suit.HEARTS)
    assert decision.motive is Motive.TRUMP_MOST_VALUE
    assert decision.params == {"suit": Suit.HEARTS, "meld": 27}


def test_the_partner_passes_his_trumps_to_the_bidder() -> None:
    # Standard game, hearts trump. North holds A 10 J 9 of hearts and no
    # heart meld but the dix (1): four trumps in the bidder's hand give him
    # length and the top trumps; the rest of North's hand is plain cards.
    hands = (
        "AH TH KH QH JH 9H AS KS QS AD KD QD",
        "AS TS KS QS JS 9S KH QH AC TC KC QC",
        "TS JS 9S AH TH 9H JH AC TC JC JC 9C",
        "AD TD TD KD QD JD JD 9D 9D KC QC 9C",
    )
    decision = decide(hearts_contract(STANDARD, hands))
    assert decision.action == PassCards(2, tuple(parse_cards("AH TH JH 9H")))
    assert decision.motive is Motive.PASS_TRUMP_TO_BIDDER


def test_a_defender_trumped_by_his_partner_must_overtrump_with_the_lowest() -> None:
    # East has no spade: he must play a trump and beat West's nine if he can.
    # Queen and jack both beat it and neither is a counter; the jack does it,
    # keeping the higher queen.
    decision = decide(void_trick_one())
    assert decision.action == PlayCard(3, card("JH"))
    assert decision.motive is Motive.OVERTRUMP


def test_the_bidders_partner_keeps_his_counters_off_a_trumped_trick() -> None:
    # West's trump takes the ace of spades; North must follow spades but need
    # not head a trumped trick: a ten or king would be a point for the
    # opponents, so the nine goes.
    state = reach(hearts_contract(CHECK, VOID_DEAL), *plays((0, "AS"), (1, "9H")))
    decision = decide(state)
    assert decision.action == PlayCard(2, card("9S"))
    assert decision.motive is Motive.SAVE_COUNTERS


def test_the_only_club_that_heads_the_trick_is_played() -> None:
    # East leads the nine of clubs; South's one club is the ace.
    state = reach(void_trick_one(), *plays((3, "JH"), (3, "9C")))
    decision = decide(state)
    assert decision.action == PlayCard(0, card("AC"))
    assert decision.motive is Motive.ONLY_CARD


def test_counters_to_the_partner_and_none_to_the_opponents() -> None:
    # South's ace of clubs cannot be beaten (the other ace is West's and
    # comes second). West keeps his counters: the jack, his lowest card that
    # is no counter. North feeds his partner the ten (his other club is a nine).
    state = reach(void_trick_one(), *plays((3, "JH"), (3, "9C"), (0, "AC")))
    west = decide(state)
    assert west.action == PlayCard(1, card("JC"))
    assert west.motive is Motive.SAVE_COUNTERS
    north = decide(state.apply(west.action))
    assert north.action == PlayCard(2, card("TC"))
    assert north.motive is Motive.FEED_PARTNER


def test_the_cheapest_counter_goes_on_the_partners_trump() -> None:
    # South leads the ace of diamonds; West trumps with his last heart and
    # North follows with his only diamond. East, last, may play any diamond on
    # a trumped trick: his partner has it. Ace, ten and king are a point each;
    # the ace and the ten are now the top diamonds, so the king goes.
    first = plays((0, "KH"), (1, "9H"), (2, "9S"), (3, "JH"))
    state = reach(
        hearts_contract(CHECK, TRUMP_DEAL), *first, *plays((0, "AD"), (1, "KH"), (2, "TD"))
    )
    decision = decide(state)
    assert decision.action == PlayCard(3, card("KD"))
    assert decision.motive is Motive.FEED_PARTNER


@pytest.mark.xfail(
    strict=True,
    reason="club player cashes the ace of clubs while two trumps are out instead of drawing them",
)
def test_the_bidder_draws_trumps_with_his_top_trumps() -> None:
    # After trick 1 only the king and queen of hearts are unseen; South holds
    # A A 10 10 Q J 9 of hearts and three plain aces. A plain ace led now can
    # be trumped by an opponent void in its suit; an ace or ten of trumps
    # (the same card here: South holds both of each) loses to nothing and
    # draws the opponents' trumps before the aces are cashed.
    first = plays((0, "KH"), (1, "9H"), (2, "9S"), (3, "JH"))
    decision = decide(reach(hearts_contract(CHECK, TRUMP_DEAL), *first))
    assert decision.action in (PlayCard(0, card("AH")), PlayCard(0, card("TH")))
    assert decision.motive is Motive.DRAW_TRUMPS


def test_no_ace_is_led_into_an_opponent_void_who_holds_trumps() -> None:
    # West trumped South's first ace of spades and five trumps are still
    # unseen (A K 10 Q 9 of hearts): South's ace of spades, though no spade
    # beats it, would be trumped by West. South leads anything else.
    state = reach(void_trick_one(), *plays((3, "JH"), (3, "9C"), (0, "AC"), (1, "JC")))
    state = reach(state, *plays((2, "TC")))
    decision = decide(state)
    assert isinstance(decision.action, PlayCard) and decision.action.seat == 0
    assert decision.action.card != card("AS")


def test_the_expert_bidder_draws_trumps_with_his_top_trumps() -> None:
    # The position of the test above (only K♥ Q♥ of trumps unseen): the
    # expert player, comparing every card on the same deals, draws trumps.
    first = plays((0, "KH"), (1, "9H"), (2, "9S"), (3, "JH"))
    state = reach(hearts_contract(CHECK, TRUMP_DEAL), *first)
    decision = ExpertPlayer("seed").decide(state)
    assert decision.action in (PlayCard(0, card("AH")), PlayCard(0, card("TH")))
    assert decision.motive is Motive.DRAW_TRUMPS


def test_the_expert_decides_the_same_way_each_time_it_is_asked() -> None:
    # Its random numbers come from its seed, seat and the ply only.
    first = plays((0, "KH"), (1, "9H"), (2, "9S"), (3, "JH"))
    state = reach(hearts_contract(CHECK, TRUMP_DEAL), *first, *plays((0, "AH")))
    assert ExpertPlayer("seed/1").decide(state) == ExpertPlayer("seed/1").decide(state)
