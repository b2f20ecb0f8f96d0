"""Card pictures: a card's rank index over its suit symbol, labelled for screen readers."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from pinochle.cards import Card
from pinochle.catalog import Catalog
from pinochle.errors import PinochleError

from sitebuild.context import Context, MarkerError


def render_cards(arguments: str, context: Context) -> str:
    """``[[cards AH TH 9S]]``: the cards, written canonically, as pictures."""
    return cards_html(parse_marker_cards(arguments), context.catalog)


def parse_marker_cards(text: str) -> list[Card]:
    """Cards written canonically (``AH TH 9S``), at least one."""
    tokens = text.split()
    if not tokens:
        raise MarkerError("no cards")
    cards = []
    for token in tokens:
        try:
            card = Card.parse(token)
        except PinochleError:
            raise MarkerError(f"'{token}' is not a card") from None
        if str(card) != token:
            raise MarkerError(f"write '{token}' canonically as '{card}'")
        cards.append(card)
    return cards


def cards_html(cards: Iterable[Card], catalog: Catalog) -> str:
    return '<div class="cards">' + "".join(card_html(card, catalog) for card in cards) + "</div>"


def card_html(card: Card, catalog: Catalog) -> str:
    """One card: its rank index over its suit symbol, labelled for screen readers."""
    colour = "red" if card.suit.is_red else "black"
    label = escape(catalog.card(card))
    rank = escape(catalog.text(f"rank_index.{card.rank.value}"))
    return (
        f'<span class="card card--{colour}" role="img" aria-label="{label}" title="{label}">'
        f'<span class="card__rank" aria-hidden="true">{rank}</span>'
        f'<span class="card__suit" aria-hidden="true">{card.suit.symbol}</span></span>'
    )
