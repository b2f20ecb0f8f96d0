"""Meld (RULES.md §2 and the worked examples of §5), valued by hand."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from pinochle.cards import Card, Deck, Hand, Suit, parse_hand
from pinochle.meld import MeldResult, find_meld
from pinochle.meldtables import MeldKind
from pinochle.rules import Ruleset, make_ruleset

from tests.engine.strategies import hands

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
DOUBLE = make_ruleset("double-deck")


def meld(text: str, trump: str, rules: Ruleset = CHECK) -> MeldResult:
    return find_meld(parse_hand(text, rules.deck), Suit(trump), rules)


def summary(result: MeldResult) -> list[tuple[str, str | None, int, int, int]]:
    """(kind, suit, multiple, points, checks) for each meld, in the order found."""
    return [
        (m.kind.value, None if m.suit is None else m.suit.value, m.multiple, m.points, m.checks)
        for m in result.melds
    ]


# RULES.md §5: the three worked examples, trump hearts.


def test_worked_example_run_dix_marriage_pinochle_aces() -> None:
    result = meld("AH TH KH QH JH 9H KS QS JD AC AD AS", "H")
    assert summary(result) == [
        ("run", "H", 1, 15, 2),
        ("dix", "H", 1, 1, 0),
        ("marriage", "S", 1, 2, 0),
        ("pinochle", None, 1, 4, 0),
        ("aces_around", None, 1, 10, 2),
    ]
    assert (result.points, result.checks) == (32, 4)


def test_worked_example_roundhouse_with_a_run() -> None:
    result = meld("KH QH KS QS KD QD KC QC AH TH JH JD", "H")
    assert summary(result) == [
        ("run", "H", 1, 15, 2),
        ("marriage", "S", 1, 2, 0),
        ("marriage", "D", 1, 2, 0),
        ("marriage", "C", 1, 2, 0),
        ("pinochle", None, 1, 4, 0),
        ("kings_around", None, 1, 8, 1),
        ("queens_around", None, 1, 6, 1),
        ("roundhouse", None, 1, 0, 5),
    ]
    assert (result.points, result.checks) == (39, 9)


def test_worked_example_double_run_and_two_dix() -> None:
    result = meld("AH AH TH TH KH KH QH QH JH JH 9H 9H", "H")
    assert summary(result) == [("run", "H", 2, 150, 4), ("dix", "H", 2, 2, 0)]
    assert (result.points, result.checks) == (152, 4)


# Class A: runs and marriages.


def test_run_plus_a_further_trump_king_queen_is_19() -> None:
    result = meld("AH TH KH KH QH QH JH", "H", STANDARD)
    assert summary(result) == [("run", "H", 1, 15, 0), ("royal_marriage", "H", 1, 4, 0)]


def test_the_runs_king_and_queen_cannot_also_be_a_royal_marriage() -> None:
    assert summary(meld("AH TH KH QH JH", "H", STANDARD)) == [("run", "H", 1, 15, 0)]


def test_a_run_in_a_plain_suit_is_only_its_marriage() -> None:
    assert summary(meld("AS TS KS QS JS", "H", STANDARD)) == [("marriage", "S", 1, 2, 0)]


def test_two_royal_marriages_are_8_and_a_double_plain_marriage_4() -> None:
    result = meld("KH KH QH QH KC KC QC QC", "H", STANDARD)
    assert summary(result) == [("royal_marriage", "H", 2, 8, 0), ("marriage", "C", 2, 4, 0)]


def test_roundhouse_without_a_run_is_24_points_and_7_checks() -> None:
    result = meld("KS QS KH QH KD QD KC QC", "H")
    assert result.points == 4 + 2 + 2 + 2 + 8 + 6 == 24
    assert result.checks == 5 + 1 + 1


def test_roundhouse_with_a_run_in_trumps_is_35_points() -> None:
    assert meld("KS QS KH QH KD QD KC QC AH TH JH", "H").points == 15 + 2 + 2 + 2 + 8 + 6 == 35


def test_no_roundhouse_meld_without_checks() -> None:
    result = meld("KS QS KH QH KD QD KC QC", "H", STANDARD)
    assert MeldKind.ROUNDHOUSE not in [m.kind for m in result.melds]
    assert (result.points, result.checks) == (24, 0)


def test_dix_is_each_nine_of_trumps_and_only_of_trumps() -> None:
    assert summary(meld("9H 9H 9S", "H", STANDARD)) == [("dix", "H", 2, 2, 0)]


# Class B and class C, and cards shared between classes.


def test_double_pinochle_and_jacks_around_share_the_jack_of_diamonds() -> None:
    result = meld("JD JD QS QS JS JH JC", "C")
    assert summary(result) == [("pinochle", None, 2, 30, 1), ("jacks_around", None, 1, 4, 1)]


def test_queen_of_spades_serves_a_marriage_and_a_pinochle() -> None:
    result = meld("KS QS JD", "H", STANDARD)
    assert summary(result) == [("marriage", "S", 1, 2, 0), ("pinochle", None, 1, 4, 0)]


def test_tens_around_score_nothing() -> None:
    assert summary(meld("AS AH AD AC TS TH TD TC", "C", STANDARD)) == [
        ("aces_around", None, 1, 10, 0)
    ]


def test_around_needs_all_four_suits() -> None:
    assert meld("KS KH KD KS KH KD", "C", STANDARD).melds == ()


def test_double_arounds_in_the_single_deck() -> None:
    result = meld("AS AS AH AH AD AD AC AC", "S")
    assert summary(result) == [("aces_around", None, 2, 100, 4)]


# The double deck: standard table and multiples up to quadruple.


def test_quadruple_run_in_the_double_deck_is_300() -> None:
    result = meld("AH AH AH AH TH TH TH TH KH KH KH KH QH QH QH QH JH JH JH JH", "H", DOUBLE)
    assert summary(result) == [("run", "H", 4, 300, 0)]


def test_quadruple_aces_is_200() -> None:
    result = meld("AS AS AS AS AH AH AH AH AD AD AD AD AC AC AC AC", "S", DOUBLE)
    assert summary(result) == [("aces_around", None, 4, 200, 0)]


def test_triple_kings_around_with_no_queens_is_120() -> None:
    assert summary(meld("KS KS KS KH KH KH KD KD KD KC KC KC", "S", DOUBLE)) == [
        ("kings_around", None, 3, 120, 0)
    ]


def test_double_run_and_spare_royal_marriage_in_the_double_deck() -> None:
    result = meld("AH AH TH TH KH KH KH QH QH QH JH JH", "H", DOUBLE)
    assert summary(result) == [("run", "H", 2, 150, 0), ("royal_marriage", "H", 1, 4, 0)]


def test_triple_pinochle_by_table() -> None:
    hand = "JD JD JD QS QS QS"
    assert meld(hand, "H", DOUBLE).points == 60
    assert meld(hand, "H", make_ruleset("double-deck", table="book")).points == 45
    assert meld(hand, "H", make_ruleset("double-deck", table="family")).points == 90


def test_book_table_quadruple_pinochle_300_and_no_bonus_for_double_runs() -> None:
    book = make_ruleset("double-deck", table="book")
    assert meld("JD JD JD JD QS QS QS QS", "H", book).points == 300
    assert meld("AH AH TH TH KH KH QH QH JH JH", "H", book).points == 30


def test_pinochle14_table_changes_only_the_single_pinochle() -> None:
    table = make_ruleset("double-deck", table="pinochle14")
    assert meld("JD QS", "H", table).points == 14
    assert meld("JD JD QS QS", "H", table).points == 30


def test_npa_table_run_25_and_pinochle_15() -> None:
    npa = make_ruleset("double-deck", table="npa")
    assert meld("AH TH KH QH JH", "H", npa).points == 25
    assert meld("JD QS", "H", npa).points == 15
    assert meld("KS QS", "H", npa).points == 2


@pytest.mark.parametrize(
    ("hand", "points"),
    [
        ("AH TH KH QH JH", 15),
        ("AH TH KH KH QH QH JH", 15 + 30),
        ("AH TH KH KH KH QH QH QH JH", 15 + 60),
        ("AH AH TH TH KH KH KH QH QH QH JH JH", 150 + 60),
        ("KH KH QH QH", 30),
    ],
)
def test_family_table_counts_royal_marriages_over_every_trump_pair(hand: str, points: int) -> None:
    assert meld(hand, "H", make_ruleset("double-deck", table="family")).points == points


def test_family_four_runs_score_best_as_three_runs_and_four_royal_marriages() -> None:
    # The table has no quadruple run (treated as the triple value, 500). Showing
    # three runs leaves a spare trump K Q, so the royal marriages count over all
    # four pairs: 500 + 240 = 740, more than 500 for four runs.
    family = make_ruleset("double-deck", table="family")
    hand = "AH AH AH AH TH TH TH TH KH KH KH KH QH QH QH QH JH JH JH JH"
    assert summary(meld(hand, "H", family)) == [
        ("run", "H", 3, 500, 0),
        ("royal_marriage", "H", 4, 240, 0),
    ]


def test_scale_ten_multiplies_points_but_not_checks() -> None:
    result = meld("AH TH KH QH JH 9H KS QS JD AC AD AS", "H", make_ruleset("check", scale=10))
    assert (result.points, result.checks) == (320, 4)


def test_meld_cards_are_the_cards_used() -> None:
    (run,) = meld("AH TH KH QH JH", "H", STANDARD).melds
    assert [str(card) for card in run.cards] == ["AH", "TH", "KH", "QH", "JH"]
    assert run.to_json() == {
        "kind": "run",
        "suit": "H",
        "multiple": 1,
        "points": 15,
        "checks": 0,
        "cards": ["AH", "TH", "KH", "QH", "JH"],
    }


# Properties over random hands of both decks.

CLASSES = {
    "A": {MeldKind.RUN, MeldKind.ROYAL_MARRIAGE, MeldKind.MARRIAGE, MeldKind.DIX},
    "B": {MeldKind.PINOCHLE},
    "C": {
        MeldKind.ACES_AROUND,
        MeldKind.KINGS_AROUND,
        MeldKind.QUEENS_AROUND,
        MeldKind.JACKS_AROUND,
    },
}
RULESETS = [CHECK, STANDARD] + [
    make_ruleset("double-deck", table=name)
    for name in ("standard", "book", "pinochle14", "npa", "family")
]


def class_values(result: MeldResult) -> dict[str, int]:
    return {
        name: sum(m.points for m in result.melds if m.kind in kinds)
        for name, kinds in CLASSES.items()
    }


def rules_for(deck: Deck) -> list[Ruleset]:
    return [rules for rules in RULESETS if rules.deck is deck]


@given(hands(Deck.SINGLE))
def test_single_deck_points_never_negative(hand: Hand) -> None:
    for rules in rules_for(Deck.SINGLE):
        for trump in Suit:
            result = find_meld(hand, trump, rules)
            assert result.points >= 0 and result.checks >= 0


@given(hands(Deck.DOUBLE))
def test_double_deck_points_never_negative(hand: Hand) -> None:
    for rules in rules_for(Deck.DOUBLE):
        result = find_meld(hand, Suit.HEARTS, rules)
        assert result.points >= 0


def assert_adding_a_card_never_lowers_a_class(hand: Hand, deck: Deck) -> None:
    for card in set(deck.cards()):
        if hand.count(card) == deck.copies or len(hand) == deck.hand_size:
            continue
        bigger = hand.with_cards([card])
        for rules in rules_for(deck):
            for trump in (Suit.HEARTS, Suit.SPADES):
                before = class_values(find_meld(hand, trump, rules))
                after = class_values(find_meld(bigger, trump, rules))
                assert all(after[name] >= before[name] for name in CLASSES), (card, rules.table)


@given(hands(Deck.SINGLE))
def test_adding_a_card_never_lowers_a_class_single_deck(hand: Hand) -> None:
    assert_adding_a_card_never_lowers_a_class(hand, Deck.SINGLE)


@settings(max_examples=40)
@given(hands(Deck.DOUBLE))
def test_adding_a_card_never_lowers_a_class_double_deck(hand: Hand) -> None:
    assert_adding_a_card_never_lowers_a_class(hand, Deck.DOUBLE)


@given(hands(Deck.SINGLE))
def test_no_card_serves_twice_in_one_class(hand: Hand) -> None:
    for trump in Suit:
        result = find_meld(hand, trump, CHECK)
        for kinds in CLASSES.values():
            used: list[Card] = [c for m in result.melds if m.kind in kinds for c in m.cards]
            assert all(used.count(card) <= hand.count(card) for card in used)
