"""Playing to a trick (RULES.md §4.1): legal cards with their reason, and the trick's winner."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle.cards import Card, Deck, Hand, Suit, parse_cards, parse_hand
from pinochle.play import Reason, Trick, beats, legal_cards, winning_position

from tests.engine.strategies import hands

HEARTS, SPADES = Suit.HEARTS, Suit.SPADES


def legal(hand: str, played: str, trump: Suit = HEARTS) -> tuple[set[str], Reason]:
    result = legal_cards(parse_hand(hand), tuple(parse_cards(played)), trump)
    return {str(card) for card in result.cards}, result.reason


def test_the_leader_may_play_any_card() -> None:
    assert legal("AS JS 9H TD", "") == ({"AS", "JS", "9H", "TD"}, Reason.FREE)


def test_heading_the_trick_the_worked_example() -> None:
    # Hearts trump, the king of spades led: of A♠ J♠ 9♠ 10♥ only the ace beats it.
    assert legal("AS JS 9S TH", "KS") == ({"AS"}, Reason.MUST_BEAT)


def test_a_player_who_cannot_beat_may_play_any_card_of_the_suit_led() -> None:
    assert legal("KS 9S TH", "AS") == ({"KS", "9S"}, Reason.MUST_FOLLOW)


def test_the_card_to_beat_is_the_one_winning_not_the_one_led() -> None:
    # K♠ led, then A♠: the third player must beat the ace, which he cannot.
    assert legal("TS 9S", "KS AS") == ({"TS", "9S"}, Reason.MUST_FOLLOW)
    # J♠ led, then K♠: only the ten and the ace beat the king.
    assert legal("AS TS QS 9S", "JS KS") == ({"AS", "TS"}, Reason.MUST_BEAT)


def test_an_identical_card_does_not_beat_the_first() -> None:
    assert legal("AS KS", "AS") == ({"AS", "KS"}, Reason.MUST_FOLLOW)


def test_once_trumped_any_card_of_the_suit_led_will_do() -> None:
    # A♠ led, trumped with the queen of hearts: the ace of spades cannot win any more.
    assert legal("AS 9S KH", "KS QH") == ({"AS", "9S"}, Reason.MUST_FOLLOW)


def test_when_trumps_are_led_a_higher_trump_must_be_played() -> None:
    assert legal("AH 9H AS", "KH") == ({"AH"}, Reason.MUST_BEAT)
    assert legal("QH 9H AS", "KH") == ({"QH", "9H"}, Reason.MUST_FOLLOW)


def test_void_in_the_suit_led_a_trump_must_be_played() -> None:
    assert legal("9H JH AC TD", "AS") == ({"9H", "JH"}, Reason.MUST_TRUMP)


def test_over_trumping_the_worked_example() -> None:
    # Hearts trump: A♠ led, trumped with Q♥; holding K♥ 9♥ A♣ 10♦, the king must go.
    assert legal("KH 9H AC TD", "AS QH") == ({"KH"}, Reason.MUST_OVERTRUMP)


def test_a_player_who_cannot_over_trump_plays_any_trump() -> None:
    assert legal("JH 9H AC", "AS QH") == ({"JH", "9H"}, Reason.MUST_TRUMP)


def test_over_trumping_counts_against_the_highest_trump_in_the_trick() -> None:
    # A♠ led, trumped with J♥, over-trumped with A♥: the king of hearts no longer beats it.
    assert legal("KH 9H", "AS JH AH") == ({"KH", "9H"}, Reason.MUST_TRUMP)


def test_with_neither_the_suit_led_nor_a_trump_any_card_may_be_played() -> None:
    assert legal("AC TD 9D", "AS") == ({"AC", "TD", "9D"}, Reason.FREE)


def test_the_reason_names_the_rule_even_when_it_leaves_every_card() -> None:
    assert legal("QS JS", "AS") == ({"QS", "JS"}, Reason.MUST_FOLLOW)


def test_copies_are_listed_once() -> None:
    cards = legal_cards(parse_hand("9S 9S JS"), (), HEARTS).cards
    assert cards == (Card.parse("JS"), Card.parse("9S"))


def trick(cards: str, leader: int = 0, trump: Suit = HEARTS) -> int:
    played = Trick(leader)
    for card in parse_cards(cards):
        played = played.add(card, Reason.FREE)
    return played.winner(trump)


def test_the_highest_card_of_the_suit_led_wins_without_trumps() -> None:
    assert trick("KS AS QS 9S") == 1


def test_a_higher_card_of_another_plain_suit_does_not_win() -> None:
    assert trick("9S AC AD JS") == 3


def test_the_highest_trump_wins() -> None:
    assert trick("AS 9H KH AC") == 2


def test_of_two_identical_cards_the_first_played_wins() -> None:
    assert trick("AS AS TS 9S") == 0
    assert trick("9S KH AS KH", leader=2) == 3  # seat 2 + position 1
    assert trick("KD AD AD AD", trump=SPADES) == 1


def test_the_winner_is_counted_from_the_leader() -> None:
    assert trick("KS AS QS 9S", leader=3) == 0


def test_counters_in_a_trick() -> None:
    played = Trick(0)
    for card in parse_cards("AS TS KS QS"):
        played = played.add(card, Reason.FREE)
    assert played.counters() == 3
    assert played.is_complete and played.next_seat == 0


def test_beats() -> None:
    ace, nine = Card.parse("AS"), Card.parse("9S")
    assert beats(ace, nine, HEARTS) and not beats(nine, ace, HEARTS)
    assert beats(Card.parse("9H"), ace, HEARTS)
    assert not beats(Card.parse("AC"), nine, HEARTS)
    assert winning_position((nine, ace, Card.parse("9H")), HEARTS) == 2


@settings(max_examples=300, deadline=None)
@given(
    hand=hands(Deck.SINGLE, min_size=1),
    played=st.lists(st.sampled_from(Deck.SINGLE.cards()), max_size=3),
    trump=st.sampled_from(list(Suit)),
)
def test_legal_cards_are_held_never_empty_and_obey_the_rule(
    hand: Hand, played: list[Card], trump: Suit
) -> None:
    result = legal_cards(hand, tuple(played), trump)
    assert result.cards and set(result.cards) <= set(hand)
    if not played:
        assert result.reason is Reason.FREE
        return
    led = played[0].suit
    win = played[winning_position(tuple(played), trump)]
    if any(card.suit is led for card in hand):
        assert {card.suit for card in result.cards} == {led}
    elif any(card.suit is trump for card in hand):
        assert {card.suit for card in result.cards} == {trump}
    else:
        assert result.reason is Reason.FREE and set(result.cards) == set(hand)
    if result.reason in (Reason.MUST_BEAT, Reason.MUST_OVERTRUMP):
        assert all(beats(card, win, trump) for card in result.cards)
