"""Rulesets: the three profiles and their options (RULES.md §4)."""

from __future__ import annotations

import pytest
from pinochle.cards import Deck, Suit, parse_hand
from pinochle.errors import RulesError
from pinochle.rules import Opening, make_ruleset, ruleset_from_json


def test_profiles_as_the_table_says() -> None:
    standard, check, double = (make_ruleset(p) for p in ("standard", "check", "double-deck"))
    assert (standard.deck, standard.min_bid, standard.target, standard.checks) == (
        Deck.SINGLE,
        20,
        150,
        False,
    )
    assert (check.deck, check.min_bid, check.target, check.checks) == (Deck.SINGLE, 20, 100, True)
    assert (double.deck, double.min_bid, double.target, double.checks) == (
        Deck.DOUBLE,
        50,
        500,
        False,
    )
    assert (standard.opening, check.opening, double.opening) == (
        Opening.MUST_OPEN,
        Opening.REDEAL,
        Opening.FORCE_DEALER,
    )
    assert (standard.passing_cards, check.passing_cards, double.passing_cards) == (4, 0, 0)
    assert check.bid_needs_marriage and not standard.bid_needs_marriage
    assert check.trump_needs_marriage and double.trump_needs_marriage
    assert not standard.trump_needs_marriage


def test_points_in_the_tricks() -> None:
    assert make_ruleset("check").trick_points == 25
    assert make_ruleset("double-deck").trick_points == 50
    assert make_ruleset("check", scale=10).trick_points == 250


def test_double_deck_bids_go_by_ones_to_60_then_by_fives() -> None:
    rules = make_ruleset("double-deck")
    assert rules.next_bid(None) == 50
    assert rules.next_bid(59) == 60
    assert rules.next_bid(60) == 65
    assert rules.is_bid_amount(57) and not rules.is_bid_amount(61)
    assert not rules.is_bid_amount(49)


def test_single_deck_bids_go_by_ones_and_by_tens_on_the_ten_times_scale() -> None:
    assert make_ruleset("check").next_bid(27) == 28
    scaled = make_ruleset("check", scale=10)
    assert (scaled.min_bid, scaled.target, scaled.last_trick_bonus) == (200, 1000, 10)
    assert scaled.next_bid(270) == 280
    assert not scaled.is_bid_amount(275)


def test_options_override_the_profile() -> None:
    rules = make_ruleset("check", target=150, min_bid=25)
    assert (rules.target, rules.min_bid) == (150, 25)


def test_checks_with_the_double_deck_give_no_checks_and_a_notice() -> None:
    rules = make_ruleset("double-deck", checks=True)
    assert rules.checks is False
    assert rules.notices == ("checks_not_with_double_deck",)


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"profile": "bridge"}, "unknown_profile"),
        ({"profile": "check", "table": "family"}, "unknown_table"),
        ({"profile": "double-deck", "table": "nonsense"}, "unknown_table"),
        ({"profile": "check", "scale": 3}, "bad_scale"),
        ({"profile": "check", "target": 0}, "bad_target"),
        ({"profile": "check", "min_bid": -5}, "bad_min_bid"),
    ],
)
def test_bad_options_are_typed_errors(kwargs: dict[str, object], code: str) -> None:
    profile = str(kwargs.pop("profile"))
    with pytest.raises(RulesError) as caught:
        make_ruleset(profile, **kwargs)  # type: ignore[arg-type]
    assert caught.value.code == code


def test_rules_round_trip_through_json() -> None:
    rules = make_ruleset("double-deck", table="family", target=600)
    assert ruleset_from_json(rules.to_json()) == rules
    assert rules.to_json() == {
        "profile": "double-deck",
        "deck": "double",
        "checks": False,
        "target": 600,
        "min_bid": 50,
        "table": "family",
        "scale": 1,
    }


def test_the_suits_a_bidder_may_name() -> None:
    # Check Pinochle and the double deck: only a suit with a marriage; standard: any suit.
    hand = parse_hand("KS QS KH QH KD AC")
    assert make_ruleset("check").trump_choices(hand) == (Suit.SPADES, Suit.HEARTS)
    assert make_ruleset("double-deck").trump_choices(hand) == (Suit.SPADES, Suit.HEARTS)
    assert make_ruleset("standard").trump_choices(hand) == tuple(Suit)
    assert make_ruleset("check").trump_choices(parse_hand("KS QH")) == ()


def test_which_profiles_allow_four_passes_and_a_bidder_without_marriage() -> None:
    check, standard, double = (make_ruleset(p) for p in ("check", "standard", "double-deck"))
    assert (check.allows_all_passed, standard.allows_all_passed, double.allows_all_passed) == (
        True,
        False,
        False,
    )
    assert (check.allows_no_marriage, standard.allows_no_marriage, double.allows_no_marriage) == (
        False,
        False,
        True,
    )
