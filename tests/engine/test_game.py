"""The hand and game state machines: whole hands worked by hand, illegal actions, properties."""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from pinochle.cards import Card, Hand, Suit, parse_cards, parse_hand
from pinochle.errors import IllegalAction
from pinochle.game import (
    Bid,
    Concede,
    Deal,
    GameState,
    HandAction,
    HandState,
    NameTrump,
    Pass,
    PassCards,
    Phase,
    PlayCard,
    shuffled_deal,
)
from pinochle.play import Reason
from pinochle.record import hand_record, replay_hand
from pinochle.rules import PROFILES, Ruleset, make_ruleset
from pinochle.scoring import Outcome

from tests.engine.support import TWO_WITHOUT_MARRIAGE

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
DOUBLE = make_ruleset("double-deck")

# Every player holds one whole suit.
ONE_SUIT_EACH = (
    "AS AS TS TS KS KS QS QS JS JS 9S 9S",
    "AH AH TH TH KH KH QH QH JH JH 9H 9H",
    "AD AD TD TD KD KD QD QD JD JD 9D 9D",
    "AC AC TC TC KC KC QC QC JC JC 9C 9C",
)
MIXED = (
    "AH TH KH QH JH 9H AS KS QS AD KD QD",
    "AS TS KS QS JS 9S TH 9H AC TC KC QC",
    "TS JS 9S AH KH QH JH AC TC JC JC 9C",
    "AD TD TD KD QD JD JD 9D 9D KC QC 9C",
)
# Double deck: South (0) holds aces and tens only, so no marriage.
DOUBLE_DEALER_WITHOUT_MARRIAGE = (
    "AS AS AS AS TS TS TS TS AH AH AH AH TH TH TH TH AD AD AD AD",
    "TD TD TD TD AC AC AC AC TC TC TC TC KS KS KS KS QS QS QS QS",
    "KH KH KH KH QH QH QH QH KD KD KD KD QD QD QD QD KC KC KC KC",
    "QC QC QC QC JS JS JS JS JH JH JH JH JD JD JD JD JC JC JC JC",
)


def deal(texts: tuple[str, str, str, str]) -> tuple[Hand, Hand, Hand, Hand]:
    hands = [Hand(parse_cards(text)) for text in texts]
    return (hands[0], hands[1], hands[2], hands[3])


def new_hand(rules: Ruleset, dealer: int, texts: tuple[str, str, str, str]) -> HandState:
    return HandState.new(rules, dealer, deal(texts))


def apply_all(state: HandState, *actions: HandAction) -> HandState:
    for action in actions:
        state = state.apply(action)
    return state


def play_tricks(state: HandState, *tricks: str) -> HandState:
    """Play each trick's cards in order, from whoever is to play."""
    for trick in tricks:
        for card in parse_cards(trick):
            turn = state.turn
            assert turn is not None
            state = state.apply(PlayCard(turn, card))
    return state


def refused(state: HandState, action: HandAction) -> str:
    before = hand_snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert hand_snapshot(state) == before
    return caught.value.code


def hand_snapshot(state: HandState) -> tuple[object, ...]:
    return (state, state.history, state.phase, state.turn)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


# --- whole hands, worked by hand ---------------------------------------------------------


def test_check_a_slam_with_a_double_run_ends_the_game_in_one_hand() -> None:
    game = GameState(CHECK, first_dealer=3).apply(Deal(deal(ONE_SUIT_EACH)))
    for action in (Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.SPADES)):
        game = game.apply(action)
    assert game.current is not None
    # Spades trump: South double run 150 + two dix 2 = 152 (4 checks); the
    # others a double marriage in their plain suit, 4 each.
    assert [meld.points for meld in game.current.meld] == [152, 4, 4, 4]
    assert [meld.checks for meld in game.current.meld] == [4, 0, 0, 0]
    for spade, heart, diamond, club in zip(
        *(parse_cards(text) for text in ONE_SUIT_EACH), strict=True
    ):
        for seat, card in enumerate((spade, heart, diamond, club)):
            game = game.apply(PlayCard(seat, card))
    assert game.is_over()
    hand = game.hands[0]
    assert hand.outcome is Outcome.PLAYED
    assert all(reason is Reason.FREE for trick in hand.tricks for reason in trick.reasons)
    result = hand.result()
    # All 24 counters and the last trick to North-South; East-West took no
    # trick and lose their 8 meld.
    assert result.tricks == (25, 0) and result.meld == (156, 0)
    assert result.made and result.score == (181, 0)
    # Meld 4, contract 20 made 2, slam 5.
    assert result.checks == (11, -11)
    # Game: 181 reaches 100; lead 181, so 10 + ceil(181 / 10) = 29 game checks.
    assert game.standing.scores == (181, 0)
    assert game.standing.game_checks == (29, -29)
    assert game.standing.checks == (40, -40)
    assert (game.standing.winner_on_points, game.winner) == (0, 0)


def test_standard_with_checks_the_defenders_slam_and_the_bidders_go_negative() -> None:
    rules = make_ruleset("standard", checks=True)
    game = GameState(rules, first_dealer=3).apply(Deal(deal(ONE_SUIT_EACH)))
    for action in (
        Bid(0, 20),
        Pass(1),
        Pass(2),
        Pass(3),
        NameTrump(0, Suit.HEARTS),
        PassCards(2, cards("AD AD TD TD")),
        PassCards(0, cards("JS JS 9S 9S")),
    ):
        game = game.apply(action)
    hand = game.current
    assert hand is not None and hand.phase is Phase.PLAYING
    assert hand.hands[0] == parse_hand("AS AS TS TS KS KS QS QS AD AD TD TD")
    # Hearts trump: West double run 150 + two dix = 152; South, North and East
    # a double marriage each.
    assert [meld.points for meld in hand.meld] == [4, 152, 4, 4]
    # South leads a spade; West, void, must trump; North must follow (the trick
    # is trumped, so any spade); East has neither.
    hand = play_tricks(hand, "AS 9H JS 9C")
    assert hand.tricks[0].reasons == (
        Reason.FREE,
        Reason.MUST_TRUMP,
        Reason.MUST_FOLLOW,
        Reason.FREE,
    )
    west = parse_cards("AH AH TH TH KH KH QH QH JH JH 9H")
    north = parse_cards("KD KD QD QD JD JD 9D 9D 9S 9S JS")
    east = parse_cards("AC AC TC TC KC KC QC QC JC JC 9C")
    south = parse_cards("AS TS TS KS KS QS QS AD AD TD TD")
    for trick in zip(west, north, east, south, strict=True):
        for seat, card in zip((1, 2, 3, 0), trick, strict=True):
            hand = hand.apply(PlayCard(seat, card))
    game = GameState(rules, 3).apply(Deal(deal(ONE_SUIT_EACH)))
    for played in hand.history:
        game = game.apply(played)
    assert game.is_over()
    result = game.hands[0].result()
    assert result.tricks == (0, 25) and result.meld == (0, 156)
    assert result.made is False and result.score == (-20, 181)
    # Meld 4 to East-West; contract 20 set: twice 2; slam 5.
    assert result.checks == (-13, 13)
    # 181 reaches 150; lead 181 - (-20) = 201: 10 + 21 = 31 game checks.
    assert game.standing.scores == (-20, 181)
    assert game.standing.game_checks == (-31, 31)
    assert game.standing.checks == (-44, 44)
    assert game.winner == 1
    record = hand_record(game.hands[0])
    assert record["passing"] == {
        "to_bidder": ["AD", "AD", "TD", "TD"],
        "to_partner": ["JS", "JS", "9S", "9S"],
    }


def test_check_four_passes_throw_the_hand_in_and_the_next_dealer_deals() -> None:
    game = GameState(CHECK, first_dealer=0).apply(Deal(deal(TWO_WITHOUT_MARRIAGE)))
    assert game.legal_actions() == (Pass(1),)
    hand = game.current
    assert hand is not None
    assert refused(hand, Bid(1, 20)) == "no_marriage_to_bid"
    for seat in (1, 2, 3, 0):
        game = game.apply(Pass(seat))
    assert game.current is None and game.expects_deal and game.dealer == 1
    finished = game.hands[0]
    assert finished.outcome is Outcome.REDEAL
    assert [call.reason and call.reason.value for call in finished.auction.calls] == [
        "no_marriage",
        "no_marriage",
        None,
        None,
    ]
    assert game.standing.scores == (0, 0) and game.standing.checks == (0, 0)
    assert hand_record(finished)["trump"] is None


def test_double_deck_a_forced_dealer_without_a_marriage_loses_the_bid() -> None:
    game = GameState(DOUBLE, first_dealer=0).apply(Deal(deal(DOUBLE_DEALER_WITHOUT_MARRIAGE)))
    for seat in (1, 2, 3):
        game = game.apply(Pass(seat))
    assert game.current is None and not game.is_over()
    hand = game.hands[0]
    assert (hand.bidder, hand.bid, hand.trump) == (0, 50, None)
    assert hand.outcome is Outcome.NO_MARRIAGE and hand.meld == ()
    assert game.standing.scores == (-50, 0)
    assert game.dealer == 1


def test_check_a_conceded_hand() -> None:
    hand = apply_all(
        new_hand(CHECK, 3, MIXED), Bid(0, 60), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.HEARTS)
    )
    # Hearts trump. South: run 15, dix 1, marriages in spades and diamonds 4 = 20
    # (run: 2 checks). West: dix 1, two marriages 4 = 5. North: royal marriage 4.
    # East: two marriages 4.
    assert [meld.points for meld in hand.meld] == [20, 5, 4, 4]
    assert Concede(0) in hand.legal_actions()
    over = hand.apply(Concede(0))
    assert over.outcome is Outcome.CONCEDED and over.tricks == ()
    result = over.result()
    assert result.score == (-60, 9)
    # Meld 2 to North-South; contract 60 (4 + 3 * 7 = 25) conceded: 50 to East-West.
    assert result.checks == (-48, 48)


# --- illegal actions: a typed error with a reason code, and the state unchanged ----------


def test_illegal_calls() -> None:
    hand = new_hand(CHECK, 3, MIXED)
    assert hand.turn == 0
    assert refused(hand, Bid(1, 20)) == "not_your_turn"
    assert refused(hand, Bid(0, 19)) == "bid_too_low"
    assert refused(hand, PlayCard(0, Card.parse("AH"))) == "wrong_phase"
    assert refused(hand, NameTrump(0, Suit.HEARTS)) == "wrong_phase"
    standard = new_hand(STANDARD, 3, MIXED)
    assert refused(standard, Pass(0)) == "must_open"
    assert Pass(0) not in standard.legal_actions()


def test_naming_trump() -> None:
    hand = apply_all(new_hand(CHECK, 3, MIXED), Bid(0, 20), Pass(1), Pass(2), Pass(3))
    assert hand.phase is Phase.TRUMP and hand.turn == 0
    assert hand.trump_choices() == (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
    assert refused(hand, NameTrump(1, Suit.HEARTS)) == "not_your_turn"
    assert refused(hand, NameTrump(0, Suit.CLUBS)) == "trump_needs_marriage"
    standard = apply_all(new_hand(STANDARD, 3, MIXED), Bid(0, 20), Pass(1), Pass(2), Pass(3))
    assert standard.trump_choices() == tuple(Suit)


def test_passing_cards() -> None:
    hand = apply_all(
        new_hand(STANDARD, 3, MIXED),
        Bid(0, 20),
        Pass(1),
        Pass(2),
        Pass(3),
        NameTrump(0, Suit.CLUBS),
    )
    assert hand.phase is Phase.PASSING and hand.turn == 2
    assert refused(hand, PassCards(0, cards("AS KS QS AD"))) == "not_your_turn"
    assert refused(hand, PassCards(2, cards("AC TC JC"))) == "wrong_pass_count"
    assert refused(hand, PassCards(2, cards("AC TC JC KD"))) == "card_not_held"
    assert refused(hand, PassCards(2, cards("AC TC 9C 9C"))) == "card_not_held"
    # North's 12 cards hold J♣ twice: 210 + 120 + 45 different sets of four.
    assert len(hand.legal_actions()) == 375
    hand = hand.apply(PassCards(2, cards("AC TC JC JC")))
    assert hand.turn == 0 and len(hand.hands[0]) == 16 and hand.meld == ()
    hand = hand.apply(PassCards(0, cards("AC TC JC JC")))
    assert hand.phase is Phase.PLAYING and hand.turn == 0
    assert len(hand.meld) == 4


def test_illegal_cards_name_the_rule_they_break() -> None:
    hand = apply_all(
        new_hand(CHECK, 3, MIXED), Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.HEARTS)
    )
    assert refused(hand, PlayCard(1, Card.parse("AS"))) == "not_your_turn"
    assert refused(hand, PlayCard(0, Card.parse("AC"))) == "card_not_held"
    hand = hand.apply(PlayCard(0, Card.parse("AD")))
    # West has no diamond but two trumps.
    assert refused(hand, PlayCard(1, Card.parse("AS"))) == "must_trump"
    hand = hand.apply(PlayCard(1, Card.parse("TH")))
    # North has no diamond; of his trumps only the ace beats the ten.
    assert hand.legal_cards().cards == (Card.parse("AH"),)
    assert refused(hand, PlayCard(2, Card.parse("KH"))) == "must_overtrump"
    assert refused(hand, PlayCard(2, Card.parse("9C"))) == "must_overtrump"
    hand = hand.apply(PlayCard(2, Card.parse("AH")))
    # East holds diamonds: the trick is trumped, so any diamond.
    assert refused(hand, PlayCard(3, Card.parse("KC"))) == "must_follow"
    hand = hand.apply(PlayCard(3, Card.parse("9D")))
    assert hand.tricks[0].winner(Suit.HEARTS) == 2 and hand.turn == 2
    hand = hand.apply(PlayCard(2, Card.parse("JS")))
    hand = hand.apply(PlayCard(3, Card.parse("9C")))
    # South holds A♠ K♠ Q♠, all above the jack: one of them, not a trump.
    assert refused(hand, PlayCard(0, Card.parse("KH"))) == "must_beat"
    hand = hand.apply(PlayCard(0, Card.parse("QS")))
    # West must beat the queen: ace, ten or king of spades.
    assert {str(card) for card in hand.legal_cards().cards} == {"AS", "TS", "KS"}
    assert refused(hand, PlayCard(1, Card.parse("9S"))) == "must_beat"


def test_concede_only_by_the_bidder_and_only_before_the_first_lead() -> None:
    hand = apply_all(
        new_hand(CHECK, 3, MIXED), Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.HEARTS)
    )
    assert refused(hand, Concede(1)) == "not_your_turn"
    hand = hand.apply(PlayCard(0, Card.parse("AD")))
    assert Concede(1) not in hand.legal_actions()
    assert refused(hand, Concede(1)) == "concede_too_late"


def test_a_finished_hand_takes_no_more_actions() -> None:
    hand = apply_all(new_hand(CHECK, 0, TWO_WITHOUT_MARRIAGE), Pass(1), Pass(2), Pass(3), Pass(0))
    assert hand.is_over() and hand.turn is None and hand.legal_actions() == ()
    assert refused(hand, Pass(1)) == "hand_over"


def test_a_hand_not_over_has_no_result() -> None:
    with pytest.raises(IllegalAction) as caught:
        new_hand(CHECK, 0, MIXED).result()
    assert caught.value.code == "hand_not_over"


def test_a_deal_must_be_the_whole_deck() -> None:
    good = deal(MIXED)
    with pytest.raises(IllegalAction) as caught:
        HandState.new(CHECK, 0, good[:3])
    assert caught.value.code == "bad_deal"
    swapped = (good[0].without(cards("AH")).with_cards(cards("AS")), *good[1:])
    with pytest.raises(IllegalAction) as caught:
        HandState.new(CHECK, 0, swapped)
    assert caught.value.code == "bad_deal"
    with pytest.raises(IllegalAction) as caught:
        HandState.new(CHECK, 4, good)
    assert caught.value.code == "bad_dealer"
    with pytest.raises(IllegalAction) as caught:
        HandState.new(DOUBLE, 0, good)
    assert caught.value.code == "bad_deal"


def test_the_game_waits_for_a_deal() -> None:
    game = GameState(CHECK, first_dealer=2)
    assert game.expects_deal and game.legal_actions() == () and game.dealer == 2
    with pytest.raises(IllegalAction) as caught:
        game.apply(Pass(3))
    assert caught.value.code == "deal_first"
    dealt = game.apply(Deal(deal(MIXED)))
    assert dealt.turn == 3
    with pytest.raises(IllegalAction) as caught:
        dealt.apply(Deal(deal(MIXED)))
    assert caught.value.code == "wrong_phase"


def test_a_finished_game_takes_no_more_actions() -> None:
    game = GameState(CHECK, first_dealer=3).apply(Deal(deal(ONE_SUIT_EACH)))
    for action in (Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.SPADES)):
        game = game.apply(action)
    for spade, heart, diamond, club in zip(
        *(parse_cards(text) for text in ONE_SUIT_EACH), strict=True
    ):
        for seat, card in enumerate((spade, heart, diamond, club)):
            game = game.apply(PlayCard(seat, card))
    with pytest.raises(IllegalAction) as caught:
        game.apply(Deal(deal(MIXED)))
    assert caught.value.code == "game_over"


# --- properties over many random hands and games ----------------------------------------

HANDS = int(os.environ.get("PINOCHLE_PROPERTY_HANDS", "200"))


def random_hand(rules: Ruleset, rng: random.Random) -> HandState:
    """A hand in which every action is drawn from ``legal_actions()`` (bids kept low)."""
    state = HandState.new(rules, rng.randrange(4), shuffled_deal(rules, rng))
    while not state.is_over():
        actions: Sequence[HandAction] = state.legal_actions()
        if state.phase is Phase.BIDDING:
            actions = actions[:3]
        elif state.phase is Phase.PASSING:
            actions = rng.sample(actions, 5)
        state = state.apply(rng.choice(actions))
    return state


@pytest.mark.parametrize("profile", list(PROFILES))
def test_random_legal_play_finishes_every_hand_properly(profile: str) -> None:
    rules = make_ruleset(profile)
    rng = random.Random(f"random-legal-{profile}")
    outcomes: Counter[Outcome] = Counter()
    for _ in range(HANDS):
        hand = random_hand(rules, rng)
        outcome = hand.outcome
        assert outcome is not None
        outcomes[outcome] += 1
        result = hand.result()
        assert sum(result.checks) == 0
        if outcome is Outcome.PLAYED:
            played = Counter(card for trick in hand.tricks for card in trick.cards)
            assert played == Counter(rules.deck.cards())
            assert all(len(hand) == 0 for hand in hand.hands)
            assert sum(result.tricks) == rules.trick_points
        if not rules.checks:
            assert result.checks == (0, 0)
        assert replay_hand(hand_record(hand)) == hand
    assert outcomes[Outcome.PLAYED] > HANDS // 2
