"""Catalog messages put the engine's codes into the reader's words."""

from __future__ import annotations

from pinochle.catalog import Catalog
from pinochle.errors import IllegalAction, NotationError


def test_a_card_in_a_message_shows_the_languages_rank_letter_and_suit_symbol() -> None:
    error = NotationError("card_not_held", card="QS")
    assert Catalog.load("en").error(error) == "The Q♠ is not in the hand."
    assert "D♠" in Catalog.load("de").error(error)  # Dame
    assert "V♠" in Catalog.load("nl").error(error)  # vrouw


def test_a_deck_in_a_message_is_named_in_the_readers_language() -> None:
    error = NotationError("too_many_copies", card="AH", count=3, max=2, deck="single")
    assert Catalog.load("en").error(error) == (
        "The A♥ appears 3 times, but a single deck holds only 2."
    )
    assert "single" not in Catalog.load("nl").error(error)


def test_counts_take_the_singular_for_one() -> None:
    english = Catalog.load("en")
    assert (english.count("points", 1), english.count("points", 2)) == ("1 point", "2 points")
    assert english.count("checks", -1) == "-1 check"


def test_seats_in_a_message_are_named() -> None:
    error = IllegalAction("not_your_turn", seat=1, turn=2)
    assert Catalog.load("en").error(error) == "It is not West's turn: North plays now."
