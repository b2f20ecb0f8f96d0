"""The meld calculator's entry point (RULES.md §2, §3.1)."""

from __future__ import annotations

from pinochle.cards import parse_hand
from pinochle.catalog import Catalog
from pinochle.meld import find_meld
from pinochle.rules import make_ruleset
from pinochle.web._entry import Request, Response, answer, card_letters, suit, text
from pinochle.words import meld_name


def meld(request: str) -> str:
    """The meld calculator: every meld in one player's hand, valued by the rules chosen."""
    return answer(request, _meld)


def _meld(data: Request, catalog: Catalog) -> Response:
    rules = make_ruleset(text(data, "rules"), table=text(data, "table", "standard"))
    trump = suit(data)
    # Typed in the reader's letters (Dutch ``HS VS``) or English ones (``KS QS``).
    hand = parse_hand(text(data, "hand"), rules.deck, letters=card_letters(catalog))
    result = find_meld(hand, trump, rules)
    melds = [{**meld.to_json(), "name": meld_name(meld, catalog)} for meld in result.melds]
    return {
        "hand": str(hand),
        "cards": [str(card) for card in hand],
        "rules": rules.to_json(),
        "trump": trump.value,
        "points": result.points,
        "checks": result.checks,
        "melds": melds,
    }
