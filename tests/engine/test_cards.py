"""Cards, decks and notation (RULES.md §1)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle.cards import (
    ENGLISH,
    Card,
    CardLetters,
    Deck,
    Hand,
    Rank,
    Suit,
    format_cards,
    parse_hand,
)
from pinochle.errors import IllegalAction, NotationError

from tests.engine.strategies import hands


def test_single_deck_has_two_of_each_of_48_cards() -> None:
    cards = Deck.SINGLE.cards()
    assert len(cards) == 48
    assert cards.count(Card(Rank.NINE, Suit.CLUBS)) == 2
    assert Deck.SINGLE.hand_size == 12


def test_double_deck_has_four_of_each_of_80_cards_and_no_nines() -> None:
    cards = Deck.DOUBLE.cards()
    assert len(cards) == 80
    assert cards.count(Card(Rank.ACE, Suit.SPADES)) == 4
    assert all(card.rank is not Rank.NINE for card in cards)
    assert Deck.DOUBLE.hand_size == 20


def test_ranks_run_ace_ten_king_queen_jack_nine() -> None:
    ordered = sorted(Rank, key=lambda rank: rank.strength, reverse=True)
    assert [rank.value for rank in ordered] == ["A", "T", "K", "Q", "J", "9"]
    assert [rank.value for rank in Rank if rank.is_counter] == ["A", "T", "K"]


def test_canonical_notation_sorts_by_suit_then_rank() -> None:
    hand = parse_hand("9c, qs; 10h AS kh")
    assert str(hand) == "AS QS TH KH 9C"


@pytest.mark.parametrize(
    "text",
    ["AS TS KH", "as ts kh", "A♠ 10♠ K♥", "A♤,10♤,K♡", "  AS,TS   KH  "],
)
def test_every_accepted_spelling_reads_the_same_hand(text: str) -> None:
    assert parse_hand(text) == Hand(
        [Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.SPADES), Card(Rank.KING, Suit.HEARTS)]
    )


def test_diamond_and_club_symbols() -> None:
    assert str(parse_hand("J♦ Q♢ 9♣ K♧")) == "QD JD KC 9C"


def raises(text: str, deck: Deck = Deck.SINGLE, *, exactly: int | None = None) -> NotationError:
    with pytest.raises(NotationError) as caught:
        parse_hand(text, deck, exactly=exactly)
    return caught.value


def test_unknown_token_is_named() -> None:
    error = raises("AS XS KH")
    assert error.code == "unknown_card"
    assert error.params["token"] == "XS"


def test_eleven_is_not_a_card() -> None:
    assert raises("11H").params["token"] == "11H"


def test_nine_is_not_in_the_double_deck() -> None:
    error = raises("9H AH", Deck.DOUBLE)
    assert (error.code, error.params["card"]) == ("card_not_in_deck", "9H")


def test_third_copy_in_the_single_deck_is_refused() -> None:
    error = raises("QS QS QS")
    assert error.code == "too_many_copies"
    assert (error.params["card"], error.params["count"], error.params["max"]) == ("QS", 3, 2)


def test_four_copies_are_fine_in_the_double_deck_but_not_five() -> None:
    assert len(parse_hand("AH AH AH AH", Deck.DOUBLE)) == 4
    assert raises("AH AH AH AH AH", Deck.DOUBLE).code == "too_many_copies"


def test_more_cards_than_a_player_holds() -> None:
    error = raises("AS AS TS TS KS KS QS QS JS JS 9S 9S AH")
    assert (error.code, error.params["count"], error.params["max"]) == ("too_many_cards", 13, 12)


def test_exact_count_when_the_context_needs_a_full_hand() -> None:
    error = raises("AS TS", exactly=12)
    assert (error.code, error.params["count"], error.params["expected"]) == (
        "wrong_card_count",
        2,
        12,
    )


def test_empty_hand() -> None:
    assert raises(" , ").code == "empty_hand"


def test_errors_are_value_errors() -> None:
    assert isinstance(raises("ZZ"), ValueError)


def test_without_removes_one_copy_and_refuses_a_card_not_held() -> None:
    hand = parse_hand("QS QS JD")
    assert str(hand.without([Card(Rank.QUEEN, Suit.SPADES)])) == "QS JD"
    with pytest.raises(IllegalAction) as caught:
        hand.without([Card(Rank.ACE, Suit.SPADES)])
    assert caught.value.code == "card_not_held"


def test_marriage() -> None:
    assert parse_hand("KS QS").has_marriage(Suit.SPADES)
    assert not parse_hand("KS QH").has_marriage()


@given(st.sampled_from(list(Deck)).flatmap(lambda deck: st.tuples(st.just(deck), hands(deck, 1))))
def test_notation_round_trips(deck_and_hand: tuple[Deck, Hand]) -> None:
    deck, hand = deck_and_hand
    assert parse_hand(str(hand), deck) == hand
    assert str(parse_hand(format_cards(reversed(hand.cards)), deck)) == str(hand)


@given(hands(Deck.SINGLE, 1), st.sampled_from([" ", ",", ", ", ";"]), st.booleans())
def test_symbols_lower_case_and_separators_round_trip(
    hand: Hand, separator: str, lower: bool
) -> None:
    text = separator.join(
        ("10" if card.rank is Rank.TEN else card.rank.value) + card.suit.symbol for card in hand
    )
    assert parse_hand(text.lower() if lower else text) == hand


# ---- typed in the reader's letters: the letters come in as data (the catalog's rank_index.*)

DUTCH = CardLetters.of({Rank.TEN: "10", Rank.KING: "H", Rank.QUEEN: "V", Rank.JACK: "B"})
GERMAN = CardLetters.of({Rank.TEN: "10", Rank.KING: "K", Rank.QUEEN: "D", Rank.JACK: "B"})
FINNISH = CardLetters.of({Rank.TEN: "10"})  # Finnish cards show K Q J
LETTERS = {"en": ENGLISH, "nl": DUTCH, "de": GERMAN, "fi": FINNISH}


def test_dutch_heer_vrouw_boer_rank_first_suit_last() -> None:
    # HH is the heer of hearts: H as a rank comes first, H as a suit last.
    assert str(parse_hand("HH VS BD hs", letters=DUTCH)) == "KS QS KH JD"
    assert str(parse_hand("10H TH H♥ v♠", letters=DUTCH)) == "QS TH TH KH"


def test_german_dame_and_bube_and_dd_is_the_queen_of_diamonds() -> None:
    assert str(parse_hand("DS BD DD KH", letters=GERMAN)) == "QS KH QD JD"


def test_english_letters_keep_working_in_every_language() -> None:
    for letters in LETTERS.values():
        assert str(parse_hand("AS 10S TS KS QS JS 9S", letters=letters)) == "AS TS TS KS QS JS 9S"


def test_letters_of_another_language_are_not_read() -> None:
    with pytest.raises(NotationError) as caught:
        parse_hand("AH VS", letters=GERMAN)  # V is Dutch, not German
    assert caught.value.params == {"token": "VS"}
    with pytest.raises(NotationError):
        parse_hand("HS")  # H is no English rank: in English HS is not a card


def test_the_readers_letter_wins_a_clash_with_english() -> None:
    # A language whose queen were K: K is that queen, and the king only its own letter.
    clash = CardLetters.of({Rank.KING: "H", Rank.QUEEN: "K"})
    assert parse_hand("KS HS", letters=clash) == parse_hand("QS KS")
    assert clash.spellings(Rank.QUEEN) == ("K", "Q")
    assert clash.spellings(Rank.KING) == ("H",)


def test_spellings_list_the_languages_letter_first() -> None:
    assert [DUTCH.spellings(rank) for rank in Rank] == [
        ("A",),
        ("10", "T"),
        ("H", "K"),
        ("V", "Q"),
        ("B", "J"),
        ("9",),
    ]
    assert GERMAN.spellings(Rank.QUEEN) == ("D", "Q")
    assert GERMAN.spellings(Rank.KING) == ("K",)


def test_two_ranks_cannot_share_a_letter() -> None:
    with pytest.raises(ValueError, match="names both"):
        CardLetters.of({Rank.KING: "B", Rank.JACK: "B"})
    with pytest.raises(ValueError, match="cannot be typed"):
        CardLetters.of({Rank.KING: " "})


def test_writing_in_dutch_letters() -> None:
    assert DUTCH.format(parse_hand("AS TS KS QS JD")) == "AS 10S HS VS BD"
    assert ENGLISH.format(parse_hand("AS TS KS")) == "AS TS KS"


@settings(max_examples=40)
@given(st.sampled_from(sorted(LETTERS)), hands(Deck.SINGLE, 1), st.booleans())
def test_each_languages_letters_round_trip(lang: str, hand: Hand, lower: bool) -> None:
    letters = LETTERS[lang]
    text = letters.format(hand)
    assert parse_hand(text.lower() if lower else text, letters=letters) == hand
