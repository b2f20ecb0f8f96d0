"""The meld tables as data: kinds, points by multiple, and the checks a meld wins.

A leaf module (it imports only ``cards``), so the rules, the meld finder and
the site's tables all read the same numbers (RULES.md §2 and §3).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from pinochle.cards import Card, Deck, Rank, Suit


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


# Checks for meld, by kind and multiple (single, double). Each listed meld
# pays on its own: a roundhouse also shows kings and queens around, so those
# cards win 5 + 1 + 1. Marriages, a single pinochle and the dix win none.
MELD_CHECKS: Mapping[MeldKind, tuple[int, ...]] = {
    MeldKind.ROUNDHOUSE: (5,),
    MeldKind.RUN: (2, 4),
    MeldKind.ACES_AROUND: (2, 4),
    MeldKind.KINGS_AROUND: (1, 2),
    MeldKind.QUEENS_AROUND: (1, 2),
    MeldKind.JACKS_AROUND: (1, 2),
    MeldKind.PINOCHLE: (0, 1),
}


def meld_checks(kind: MeldKind, multiple: int) -> int:
    """Checks a meld wins when shown; 0 for melds that win none.

    Multiples beyond the listed ones pay the highest listed amount (they
    cannot occur in the single deck, the only deck played with checks).
    """
    amounts = MELD_CHECKS.get(kind)
    if amounts is None:
        return 0
    return amounts[min(multiple, len(amounts)) - 1]
