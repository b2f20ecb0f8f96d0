"""Reading JSON values by their expected shape, naming the exact place of any fault.

A ``Reader`` wraps one value parsed from JSON and the path that led to it
(``hands[3].auction[0].bid``). Stepping in (``field``, ``item``, ``items``)
extends the path; asking for a shape (``integer``, ``text``, ``seat``,
``cards``…) returns the typed value or raises ``ReadError``:

- ``missing``: a key absent from an object, or an index past a list's end;
  ``params``: ``where``;
- ``bad_value``: a value of the wrong type, out of range or not canonical;
  ``params``: ``where`` and ``value`` (the value as short JSON).

The root's path is ``where`` (empty by default, so that a record's keys read
``hands[0].dealer``); ``ReadError.field`` is the path's first key, the
request field at fault. Each caller maps the error to its own codes: a
record to ``record_missing`` / ``record_bad_value``, a web request to
``bad_request`` with ``field``.

>>> call = Reader({"hands": [{"bid": "25"}]}).field("hands").item(0).field("bid")
>>> call.integer()
Traceback (most recent call last):
    ...
pinochle.errors.ReadError: bad_value: where='hands[0].bid', value='"25"'
>>> Reader({"seat": 3}).field("seat").seat()
3
>>> Reader({"bid": None}).field("bid").or_none() is None
True
"""

from __future__ import annotations

import json

from pinochle.cards import Card, Suit
from pinochle.errors import NotationError, ReadError
from pinochle.seats import SEATS, TEAMS, Seat, Team

# The largest number any input may carry (a request, a form, a saved game): far
# above any real bid or score, small enough that no arithmetic on it is slow.
MAX_NUMBER = 100_000

_REQUIRED = object()  # the default of ``Reader.field``: the key must be there


def short_json(value: object, limit: int = 60) -> str:
    """``value`` as JSON, cut to ``limit`` characters for an error message."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class Reader:
    """A JSON value at a path; each method checks one expected shape (see the module)."""

    __slots__ = ("value", "where")

    def __init__(self, value: object, where: str = "") -> None:
        self.value = value
        self.where = where

    def __repr__(self) -> str:
        return f"Reader({self.value!r}, {self.where!r})"

    def bad(self) -> ReadError:
        """The error for this value: not what was expected here."""
        return ReadError("bad_value", where=self.where, value=short_json(self.value))

    # ---- stepping in

    def mapping(self) -> dict[str, object]:
        """The value as a JSON object."""
        value = self.value
        if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
            raise self.bad()
        return value

    def has(self, name: str) -> bool:
        """Whether the object holds key ``name``."""
        return name in self.mapping()

    def field(self, name: str, default: object = _REQUIRED) -> Reader:
        """The object's value at ``name``; ``default`` (when given) if the key is absent."""
        mapping = self.mapping()
        where = f"{self.where}.{name}" if self.where else name
        if name in mapping:
            return Reader(mapping[name], where)
        if default is _REQUIRED:
            raise ReadError("missing", where=where)
        return Reader(default, where)

    def items(self, length: int | None = None) -> list[Reader]:
        """The list's items, each at its index; ``length`` items when given."""
        value = self.value
        if not isinstance(value, list) or (length is not None and len(value) != length):
            raise self.bad()
        return [Reader(item, f"{self.where}[{index}]") for index, item in enumerate(value)]

    def item(self, index: int) -> Reader:
        """The list's item at ``index``."""
        items = self.items()
        if not 0 <= index < len(items):
            raise ReadError("missing", where=f"{self.where}[{index}]")
        return items[index]

    def or_none(self) -> Reader | None:
        """None for a JSON null, else this reader: for values that may be null."""
        return None if self.value is None else self

    # ---- values

    def integer(self, low: int | None = None, high: int | None = None) -> int:
        """A whole number (not a boolean), from ``low`` to ``high`` when given."""
        value = self.value
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.bad()
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.bad()
        return value

    def number(self) -> int:
        """A whole number of at most ``MAX_NUMBER`` either way, as any input may carry."""
        return self.integer(-MAX_NUMBER, MAX_NUMBER)

    def pair(self) -> tuple[int, int]:
        """Two numbers (``number``), one per team."""
        first, second = self.items(len(TEAMS))
        return first.number(), second.number()

    def seat(self) -> Seat:
        """A seat, 0–3."""
        return self.integer(SEATS[0], SEATS[-1])

    def team(self) -> Team:
        """A team, 0 or 1."""
        return self.integer(TEAMS[0], TEAMS[-1])

    def text(self) -> str:
        """A string."""
        if not isinstance(self.value, str):
            raise self.bad()
        return self.value

    def texts(self) -> list[str]:
        """A list of strings (the whole list is at fault if one is not)."""
        value = self.value
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise self.bad()
        return value

    def suit(self) -> Suit:
        """A suit letter: ``S``, ``H``, ``D`` or ``C``."""
        if self.value not in [suit.value for suit in Suit]:
            raise self.bad()
        return Suit(self.value)

    def card(self) -> Card:
        """A card in canonical notation (``TH``, not ``10h``)."""
        value = self.value
        try:
            card = Card.parse(value) if isinstance(value, str) else None
        except NotationError:
            card = None
        if card is None or str(card) != value:
            raise self.bad()
        return card

    def cards(self) -> list[Card]:
        """A list of cards in canonical notation, each named at its index when wrong."""
        return [item.card() for item in self.items()]
