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

from dataclasses import dataclass

from pinochle.cards import Card, Hand, Rank, Suit
from pinochle.meldtables import (
    AROUND_RANKS,
    PINOCHLE_CARDS,
    RUN_RANKS,
    TABLES,
    MeldKind,
    MeldTable,
    meld_checks,
)
from pinochle.rules import Ruleset

# The card groups the finder counts, made once.
SUITS = tuple(Suit)
_RUNS = {suit: tuple(Card(rank, suit) for rank in RUN_RANKS) for suit in SUITS}
_MARRIAGES = {suit: (Card(Rank.KING, suit), Card(Rank.QUEEN, suit)) for suit in SUITS}
_AROUNDS = {kind: tuple(Card(rank, suit) for suit in SUITS) for kind, rank in AROUND_RANKS.items()}
_ROUNDHOUSE = tuple(card for suit in SUITS for card in _MARRIAGES[suit])


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
