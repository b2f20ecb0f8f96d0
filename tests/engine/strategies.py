"""Shared strategies for the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st
from pinochle.cards import Deck, Hand


def hands(deck: Deck, min_size: int = 0) -> st.SearchStrategy[Hand]:
    """Random legal hands for ``deck``: distinct positions of the deck, up to a full hand."""
    cards = deck.cards()
    return st.lists(
        st.integers(0, len(cards) - 1), min_size=min_size, max_size=deck.hand_size, unique=True
    ).map(lambda picks: Hand(cards[i] for i in picks))
