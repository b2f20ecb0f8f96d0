"""Meld: the tables as data, and finding every meld in one player's hand (RULES.md §2).

There are three classes. A card may serve in melds of different classes but
in only one meld of the same class:

- class A, runs and marriages: the run (A 10 K Q J of trumps), the royal
  marriage (K Q of trumps), the marriage (K Q of a plain suit) and, in the
  single deck, the dix (each 9 of trumps). A run in a plain suit is worth only
  its marriage;
- class B, the pinochle: J♦ with Q♠;
- class C, "around": an ace (king, queen, jack) in each of the four suits.

With several copies a meld is single, double, triple or quadruple: the
multiple is the number of complete disjoint copies held (for an around, the
smallest count over the four suits). Within class A the split between runs
and royal marriages that scores most is chosen.

The roundhouse (K and Q in every suit) has no point value of its own; in
Check Pinochle it wins 5 checks, and is listed as a meld worth 0 points.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pinochle.cards import Card, Deck, Hand, Rank, Suit
from pinochle.checks import meld_checks

if TYPE_CHECKING:
    from pinochle.rules import Ruleset


class MeldKind(enum.Enum):
    """The kinds of meld; the value is the code used in JSON and catalogs."""

    RUN = "run"
    ROYAL_MARRIAGE = "royal_marriage"
    MARRIAGE = "marriage"
    DIX = "dix"
    PINOCHLE = "pinochle"
    ACES_AROUND = "aces_around"
    KINGS_AROUND = "kings_around"
    QUEENS_AROUND = "queens_around"
    JACKS_AROUND = "jacks_around"
    ROUNDHOUSE = "roundhouse"


AROUND_RANKS: Mapping[MeldKind, Rank] = {
    MeldKind.ACES_AROUND: Rank.ACE,
    MeldKind.KINGS_AROUND: Rank.KING,
    MeldKind.QUEENS_AROUND: Rank.QUEEN,
    MeldKind.JACKS_AROUND: Rank.JACK,
}
RUN_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
PINOCHLE_CARDS = (Card(Rank.JACK, Suit.DIAMONDS), Card(Rank.QUEEN, Suit.SPADES))

SUITS = tuple(Suit)
_RUNS = {suit: tuple(Card(rank, suit) for rank in RUN_RANKS) for suit in SUITS}
_MARRIAGES = {suit: (Card(Rank.KING, suit), Card(Rank.QUEEN, suit)) for suit in SUITS}
_AROUNDS = {kind: tuple(Card(rank, suit) for suit in SUITS) for kind, rank in AROUND_RANKS.items()}
_ROUNDHOUSE = tuple(card for suit in SUITS for card in _MARRIAGES[suit])


@dataclass(frozen=True)
class MeldTable:
    """Points for each kind of meld, indexed by multiple (single, double, …).

    ``royal_marriages_include_runs``: when the hand holds a trump K Q beyond
    those in its runs, royal marriages are counted over all trump K Q pairs,
    the runs' pairs included (the ``family`` table).
    """

    name: str
    deck: Deck
    values: Mapping[MeldKind, tuple[int, ...]]
    royal_marriages_include_runs: bool = False

    def points(self, kind: MeldKind, multiple: int) -> int:
        return self.values[kind][multiple - 1]

    @property
    def kinds(self) -> tuple[MeldKind, ...]:
        return tuple(self.values)


def _double_deck_table(name: str, **changes: tuple[int, ...]) -> MeldTable:
    values = dict(_DOUBLE_STANDARD)
    values.update({MeldKind(kind): points for kind, points in changes.items()})
    return MeldTable(name, Deck.DOUBLE, values)


_DOUBLE_STANDARD: Mapping[MeldKind, tuple[int, ...]] = {
    MeldKind.RUN: (15, 150, 225, 300),
    MeldKind.ROYAL_MARRIAGE: (4, 8, 12, 16),
    MeldKind.MARRIAGE: (2, 4, 6, 8),
    MeldKind.PINOCHLE: (4, 30, 60, 90),
    MeldKind.ACES_AROUND: (10, 100, 150, 200),
    MeldKind.KINGS_AROUND: (8, 80, 120, 160),
    MeldKind.QUEENS_AROUND: (6, 60, 90, 120),
    MeldKind.JACKS_AROUND: (4, 40, 60, 80),
}

SINGLE_DECK_TABLE = MeldTable(
    "standard",
    Deck.SINGLE,
    {
        MeldKind.RUN: (15, 150),
        MeldKind.ROYAL_MARRIAGE: (4, 8),
        MeldKind.MARRIAGE: (2, 4),
        MeldKind.DIX: (1, 2),
        MeldKind.PINOCHLE: (4, 30),
        MeldKind.ACES_AROUND: (10, 100),
        MeldKind.KINGS_AROUND: (8, 80),
        MeldKind.QUEENS_AROUND: (6, 60),
        MeldKind.JACKS_AROUND: (4, 40),
    },
)

# The family table writes "–" for the quadruples it does not score; RULES.md
# says to treat those as the triple value.
DOUBLE_DECK_TABLES: Mapping[str, MeldTable] = {
    "standard": MeldTable("standard", Deck.DOUBLE, _DOUBLE_STANDARD),
    "book": _double_deck_table("book", pinochle=(4, 30, 45, 300), run=(15, 30, 45, 60)),
    "pinochle14": _double_deck_table("pinochle14", pinochle=(14, 30, 60, 90)),
    "npa": _double_deck_table("npa", run=(25, 150, 225, 300), pinochle=(15, 30, 60, 90)),
    "family": MeldTable(
        "family",
        Deck.DOUBLE,
        {
            MeldKind.RUN: (15, 150, 500, 500),
            MeldKind.ROYAL_MARRIAGE: (4, 30, 60, 240),
            MeldKind.MARRIAGE: (2, 4, 6, 8),
            MeldKind.PINOCHLE: (4, 30, 90, 360),
            MeldKind.ACES_AROUND: (10, 100, 500, 500),
            MeldKind.KINGS_AROUND: (8, 80, 400, 400),
            MeldKind.QUEENS_AROUND: (6, 60, 300, 300),
            MeldKind.JACKS_AROUND: (4, 40, 200, 200),
        },
        royal_marriages_include_runs=True,
    ),
}

TABLES: Mapping[Deck, Mapping[str, MeldTable]] = {
    Deck.SINGLE: {"standard": SINGLE_DECK_TABLE},
    Deck.DOUBLE: DOUBLE_DECK_TABLES,
}


@dataclass(frozen=True)
class Meld:
    """One meld in a hand: its kind, suit (for class A), multiple, cards and value."""

    kind: MeldKind
    suit: Suit | None
    multiple: int
    cards: tuple[Card, ...]
    points: int
    checks: int

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind.value,
            "suit": None if self.suit is None else self.suit.value,
            "multiple": self.multiple,
            "points": self.points,
            "checks": self.checks,
            "cards": [str(card) for card in self.cards],
        }


@dataclass(frozen=True)
class MeldResult:
    """Every meld in one hand, with the totals."""

    melds: tuple[Meld, ...]

    @property
    def points(self) -> int:
        return sum(meld.points for meld in self.melds)

    @property
    def checks(self) -> int:
        return sum(meld.checks for meld in self.melds)

    def to_json(self) -> dict[str, object]:
        return {
            "points": self.points,
            "checks": self.checks,
            "melds": [meld.to_json() for meld in self.melds],
        }


def find_meld(hand: Hand, trump: Suit, rules: Ruleset) -> MeldResult:
    """Every meld ``hand`` shows with ``trump``, valued by ``rules``' table and scale."""
    table = TABLES[rules.deck][rules.table]
    found: list[tuple[MeldKind, Suit | None, int, tuple[Card, ...]]] = []
    found += _class_a(hand, trump, table)
    pinochles = min(hand.count(card) for card in PINOCHLE_CARDS)
    if pinochles:
        found.append((MeldKind.PINOCHLE, None, pinochles, PINOCHLE_CARDS * pinochles))
    for kind, cards in _AROUNDS.items():
        arounds = min(hand.count(card) for card in cards)
        if arounds:
            found.append((kind, None, arounds, cards * arounds))
    melds = [
        Meld(
            kind,
            suit,
            multiple,
            tuple(sorted(cards, key=lambda card: card.sort_key)),
            table.points(kind, multiple) * rules.scale,
            meld_checks(kind, multiple) if rules.checks else 0,
        )
        for kind, suit, multiple, cards in found
    ]
    if rules.checks and all(hand.count(card) for card in _ROUNDHOUSE):
        melds.append(
            Meld(MeldKind.ROUNDHOUSE, None, 1, _ROUNDHOUSE, 0, meld_checks(MeldKind.ROUNDHOUSE, 1))
        )
    return MeldResult(tuple(melds))


def team_meld(*results: MeldResult) -> int:
    """A team's meld is the sum of its players' meld."""
    return sum(result.points for result in results)


def _class_a(
    hand: Hand, trump: Suit, table: MeldTable
) -> list[tuple[MeldKind, Suit | None, int, tuple[Card, ...]]]:
    """Runs, royal marriages, dix and plain marriages, with the best run split."""
    found: list[tuple[MeldKind, Suit | None, int, tuple[Card, ...]]] = []
    king, queen = _MARRIAGES[trump]
    trump_pairs = min(hand.count(king), hand.count(queen))
    run_cards = _RUNS[trump]
    most_runs = min(hand.count(card) for card in run_cards)

    def royal_marriages(runs: int) -> int:
        spare_pairs = trump_pairs - runs
        if table.royal_marriages_include_runs and spare_pairs > 0:
            return trump_pairs
        return spare_pairs

    def value(runs: int) -> int:
        royals = royal_marriages(runs)
        return (table.points(MeldKind.RUN, runs) if runs else 0) + (
            table.points(MeldKind.ROYAL_MARRIAGE, royals) if royals else 0
        )

    runs = max(range(most_runs + 1), key=lambda n: (value(n), n))
    royals = royal_marriages(runs)
    if runs:
        found.append((MeldKind.RUN, trump, runs, run_cards * runs))
    if royals:
        found.append((MeldKind.ROYAL_MARRIAGE, trump, royals, (king, queen) * royals))
    if MeldKind.DIX in table.values:
        nines = hand.count(Card(Rank.NINE, trump))
        if nines:
            found.append((MeldKind.DIX, trump, nines, (Card(Rank.NINE, trump),) * nines))
    for suit in SUITS:
        if suit is trump:
            continue
        pair = _MARRIAGES[suit]
        marriages = min(hand.count(card) for card in pair)
        if marriages:
            found.append((MeldKind.MARRIAGE, suit, marriages, pair * marriages))
    return found
