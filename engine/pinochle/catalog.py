"""Message catalogs: the words for the engine's codes, one flat JSON file per language.

The catalogs live in ``locales/<lang>.json`` at the repository root; the wheel
carries a copy inside the package (``pinochle/locales``), read wherever the
package is (a folder, or the zip the browser imports it from). Keys are dotted
codes (``meld.run.2``, ``error.unknown_card``); texts are ICU messages
(``pinochle.messageformat``): ``{named}`` arguments, plural, select and list forms.
"""

from __future__ import annotations

import json
import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pinochle.cards import Card, Suit
from pinochle.errors import PinochleError
from pinochle.messageformat import format_message

LANGUAGES = ("en", "nl", "de", "fi")
# Error parameters that hold a seat number, named in messages by the seat's name.
SEAT_PARAMS = frozenset({"seat", "turn"})
# The repository's catalogs, for an engine run from its source tree.
_SOURCE_LOCALES = Path(__file__).resolve().parent.parent.parent / "locales"


@dataclass(frozen=True)
class Catalog:
    """The texts of one language."""

    lang: str
    texts: Mapping[str, str]

    @staticmethod
    @cache
    def load(lang: str) -> Catalog:
        """The catalog for ``lang`` (one of ``LANGUAGES``), read once."""
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        try:
            data = pkgutil.get_data("pinochle", f"locales/{lang}.json")
        except OSError:  # no copy in the package: the engine runs from the repository
            path = _SOURCE_LOCALES / f"{lang}.json"
            if not path.is_file():
                raise FileNotFoundError(
                    f"no catalog {lang}.json in pinochle or {path.parent}"
                ) from None
            data = path.read_bytes()
        if data is None:
            raise FileNotFoundError(f"the pinochle package cannot read its catalog {lang}.json")
        return Catalog(lang, json.loads(data.decode("utf-8")))

    def text(self, key: str, **params: object) -> str:
        """The text for ``key`` with its placeholders filled; English when missing."""
        template = self.texts.get(key)
        if template is None:
            template = Catalog.load("en").texts[key] if self.lang != "en" else key
        return format_message(self.lang, template, params)

    def count(self, noun: str, count: int) -> str:
        """``1 point``, ``2 points``: the plural message ``count.<noun>`` for ``count``."""
        return self.text(f"count.{noun}", count=count)

    def card(self, card: Card) -> str:
        return self.text(f"card.{card.rank.value}{card.suit.value}")

    def suit(self, suit: Suit) -> str:
        return self.text(f"suit.{suit.value}")

    def error(self, error: PinochleError) -> str:
        """The reader's message for a typed engine error.

        Parameters are put in the reader's words where the catalog has them: a
        card as its corner shows it (``D♠`` in German), and any value with a
        key ``<param>.<value>`` (``deck.double``, ``phase.play``) by that text.
        """
        params = {name: self._param(name, value) for name, value in error.params.items()}
        return self.text(f"error.{error.code}", **params)

    def card_index(self, card: Card) -> str:
        """``10♥``, ``V♠``: the rank letter of the reader's language and the suit symbol."""
        return self.text(f"rank_index.{card.rank.value}") + card.suit.symbol

    def _param(self, name: str, value: object) -> object:
        if name == "card" and isinstance(value, str):
            return self.card_index(Card.parse(value))
        key = f"seat.{value}" if name in SEAT_PARAMS else f"{name}.{value}"
        return self.text(key) if key in self.texts else value
