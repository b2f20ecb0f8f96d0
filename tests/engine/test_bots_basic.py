"""The ``basic`` computer players: legal, deterministic, and sensible in a few plain positions."""

from __future__ import annotations

from pinochle.bots.basic import Bot, should_concede
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand, Suit, parse_cards
from pinochle.game import (
    Bid,
    Concede,
    HandAction,
    HandState,
    NameTrump,
    Pass,
    PassCards,
    PlayCard,
)
from pinochle.rules import Ruleset, make_ruleset

from tests.engine.support import TWO_WITHOUT_MARRIAGE

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
MIXED = (
    "AH TH KH QH JH 9H AS KS QS AD KD QD",
    "AS TS KS QS JS 9S TH 9H AC TC KC QC",
    "TS JS 9S AH KH QH JH AC TC JC JC 9C",
    "AD TD TD KD QD JD JD 9D 9D KC QC 9C",
)


def new_hand(rules: Ruleset, dealer: int = 3) -> HandState:
    hands = [Hand(parse_cards(text)) for text in MIXED]
    return HandState.new(rules, dealer, hands)


def apply_all(state: HandState, *actions: HandAction) -> HandState:
    for action in actions:
        state = state.apply(action)
    return state


def contract(rules: Ruleset, bid: int = 20, trump: Suit = Suit.HEARTS) -> HandState:
    """South bids ``bid`` and names ``trump``; the others pass."""
    return apply_all(new_hand(rules), Bid(0, bid), Pass(1), Pass(2), Pass(3), NameTrump(0, trump))


def choice(state: HandState, seed: str = "test") -> HandAction:
    return Bot(seed).decide(state).action


def test_a_player_without_a_marriage_passes_in_check_pinochle() -> None:
    hands = [Hand(parse_cards(text)) for text in TWO_WITHOUT_MARRIAGE]
    assert choice(HandState.new(CHECK, 0, hands)) == Pass(1)


def test_the_first_bidder_opens_in_standard_pinochle() -> None:
    assert choice(new_hand(STANDARD)) == Bid(0, 20)


def test_a_strong_hand_bids_and_a_weak_one_passes() -> None:
    # South: a run in hearts and two marriages, 20 meld: worth well over 20.
    assert choice(new_hand(CHECK)) == Bid(0, 20)
    # After a jump to 45 West lets it go.
    jumped = new_hand(CHECK).apply(Bid(0, 45))
    assert choice(jumped) == Pass(1)


def test_the_bidder_names_the_suit_of_his_run() -> None:
    hand = apply_all(new_hand(CHECK), Bid(0, 20), Pass(1), Pass(2), Pass(3))
    assert choice(hand) == NameTrump(0, Suit.HEARTS)


def test_the_partner_passes_trumps_first() -> None:
    hand = contract(STANDARD)
    # North holds exactly four hearts: A K Q J.
    assert choice(hand) == PassCards(2, tuple(parse_cards("AH KH QH JH")))


def test_the_bidder_passes_back_plain_cards_and_keeps_his_trumps() -> None:
    hand = contract(STANDARD).apply(PassCards(2, tuple(parse_cards("AH KH QH JH"))))
    action = choice(hand)
    assert isinstance(action, PassCards) and action.seat == 0
    assert len(action.cards) == 4
    assert all(card.suit is not Suit.HEARTS for card in action.cards)


def test_a_hopeless_contract_is_conceded() -> None:
    # Bid 60 with 24 meld: 36 more than all 25 points in the tricks.
    hand = contract(CHECK, bid=60)
    assert should_concede(SeatView.of(hand))
    assert choice(hand) == Concede(0)


def test_a_contract_within_reach_is_played() -> None:
    hand = contract(CHECK, bid=20)
    assert not should_concede(SeatView.of(hand))
    assert isinstance(choice(hand), PlayCard)


def test_counters_for_a_trick_the_partner_has_won_and_low_cards_otherwise() -> None:
    hand = contract(CHECK).apply(PlayCard(0, Card.parse("AS")))
    # West cannot beat the ace of spades: he keeps his counters and plays the nine.
    assert choice(hand) == PlayCard(1, Card.parse("9S"))
    hand = hand.apply(PlayCard(1, Card.parse("9S")))
    # North's partner holds the trick with an ace nobody can beat: the ten goes on it.
    assert choice(hand) == PlayCard(2, Card.parse("TS"))
    hand = hand.apply(PlayCard(2, Card.parse("TS")))
    # East, with neither spades nor trumps, throws a nine, not an ace or a ten.
    action = choice(hand)
    assert isinstance(action, PlayCard) and action.card.rank.strength == 0


def test_a_player_who_cannot_be_sure_of_the_trick_trumps_low() -> None:
    hand = contract(CHECK).apply(PlayCard(0, Card.parse("QD")))
    # West, void in diamonds, must trump with the ten or the nine of hearts;
    # higher hearts are still out, so he spends the nine.
    assert choice(hand) == PlayCard(1, Card.parse("9H"))


def test_a_sure_winner_takes_the_trick() -> None:
    hand = contract(CHECK).apply(PlayCard(0, Card.parse("QD"))).apply(PlayCard(1, Card.parse("9H")))
    # North must over-trump; his ace of hearts cannot be beaten.
    assert choice(hand) == PlayCard(2, Card.parse("AH"))
