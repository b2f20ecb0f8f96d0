"""A rules engine for Check Pinochle, standard Pinochle and Double Deck Pinochle.

The data model: ``Card`` (a ``Rank`` of a ``Suit``), ``Hand`` (an immutable
multiset of cards), ``Deck`` (single or double), ``Ruleset`` (a named profile
with options), ``Meld`` (one meld found in a hand) and the zero-sum check
``Ledger``. The engine knows no language: results carry codes, and the
catalogs in ``locales/`` turn them into words.
"""

from pinochle.cards import Card, Deck, Hand, Rank, Suit, format_cards, parse_cards, parse_hand
from pinochle.checks import CheckSource, Ledger, contract_checks, game_checks
from pinochle.errors import IllegalAction, NotationError, PinochleError, RecordError, RulesError
from pinochle.meld import Meld, MeldResult, find_meld
from pinochle.meldtables import MeldKind, MeldTable
from pinochle.rules import PROFILES, Opening, Ruleset, make_ruleset

__version__ = "0.2.1"

__all__ = [
    "PROFILES",
    "Card",
    "CheckSource",
    "Deck",
    "Hand",
    "IllegalAction",
    "Ledger",
    "Meld",
    "MeldKind",
    "MeldResult",
    "MeldTable",
    "NotationError",
    "Opening",
    "PinochleError",
    "Rank",
    "RecordError",
    "RulesError",
    "Ruleset",
    "Suit",
    "__version__",
    "contract_checks",
    "find_meld",
    "format_cards",
    "game_checks",
    "make_ruleset",
    "parse_cards",
    "parse_hand",
]
