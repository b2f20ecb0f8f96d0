"""Stage ``meld``: how many points (and, in Check Pinochle, checks) does this hand show?

The key is ``meld.find_meld`` for the hand, the trump and the ruleset
(RULES.md §2, §3.1). The explanation is the full breakdown, each meld with
its cards, and the class rule where it decides the count: a card serves in
only one meld of a class (a run's K Q are not a royal marriage as well; a
second J♦ makes no second pinochle without a second Q♠), but may serve in
melds of two classes (a K♠ in a marriage and in kings around).

Levels:
1. one meld in a few cards (Check Pinochle);
2. a full 12-card hand with several melds (Check Pinochle);
3. a 12-card hand where the class rule decides (Check Pinochle);
4. double deck, 20 cards, with doubles and more (the standard table);
5. double deck with a named table (book, pinochle 14, NPA, family) that
   changes the count.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from pinochle.cards import Card, Deck, Hand, Rank, Suit
from pinochle.meld import MeldResult, find_meld
from pinochle.meldtables import (
    AROUND_RANKS,
    PINOCHLE_CARDS,
    RUN_RANKS,
    TABLES,
    MeldKind,
    MeldTable,
)
from pinochle.practice.base import Answer, Note, Problem, Verdict, read_signed
from pinochle.rules import PROFILES, Ruleset

LEVELS = 5
_CLASS = {
    MeldKind.RUN: "A",
    MeldKind.ROYAL_MARRIAGE: "A",
    MeldKind.MARRIAGE: "A",
    MeldKind.DIX: "A",
    MeldKind.PINOCHLE: "B",
    **{kind: "C" for kind in AROUND_RANKS},
}


@dataclass(frozen=True)
class MeldQuestion:
    """One player's hand and the trump, valued by ``rules``."""

    rules: Ruleset
    trump: Suit
    hand: Hand

    answer_kind = "count"

    def facts(self) -> dict[str, str]:
        return {
            "rules": self.rules.profile,
            "table": self.rules.table,
            "trump": self.trump.value,
            "hand": str(self.hand),
        }

    @property
    def result(self) -> MeldResult:
        return find_meld(self.hand, self.trump, self.rules)

    def grade(self, answer: Answer) -> Verdict:
        points = read_signed(answer, "points")
        checks = read_signed(answer, "checks") if self.rules.checks else 0
        problems = [value for value in (points, checks) if isinstance(value, Problem)]
        if problems:
            return Verdict.unreadable(*problems)
        result = self.result
        key = {"points": result.points, "checks": result.checks if self.rules.checks else None}
        right = points == result.points and checks == result.checks
        return Verdict(right, key, (*self.breakdown(result), *self.class_notes(result)))

    def breakdown(self, result: MeldResult) -> tuple[Note, ...]:
        """Each meld with its cards, points and checks; then the total."""
        code = "meld_checks" if self.rules.checks else "meld"
        notes = []
        for meld in result.melds:
            params: dict[str, int | str] = {
                "meld": f"{meld.kind.value}.{meld.multiple}",
                "points": meld.points,
                "checks": meld.checks,
            }
            if meld.suit is not None:
                params["suit"] = meld.suit.value
            notes.append(Note(code, params, meld.cards))
        total = {"points": result.points, "checks": result.checks}
        if not result.melds:
            notes.append(Note("meld_none"))
        notes.append(Note("meld_total_checks" if self.rules.checks else "meld_total", total))
        return tuple(notes)

    def class_notes(self, result: MeldResult) -> tuple[Note, ...]:
        """The class rule where it decides the count (see the module's docstring)."""
        kinds = {meld.kind: meld for meld in result.melds}
        trump = {"suit": self.trump.value}
        table = TABLES[self.rules.deck][self.rules.table]
        notes = []
        if MeldKind.RUN in kinds:
            if MeldKind.ROYAL_MARRIAGE not in kinds:
                notes.append(Note("class_run_holds_marriage", trump))
            elif table.royal_marriages_include_runs:
                notes.append(Note("class_family_royals", trump))
            else:
                notes.append(Note("class_royal_beside_run", trump))
        for card, meld_key in _short_copies(self.hand, table, result):
            notes.append(Note("class_short_copy", {"card": str(card), "meld": meld_key}, (card,)))
        shared = _in_two_classes(result)
        if shared:
            notes.append(Note("class_two_classes", {"card": str(shared[0])}, shared))
        for suit in Suit:
            if suit is not self.trump and all(self.hand.count(Card(r, suit)) for r in RUN_RANKS):
                notes.append(Note("class_plain_run", {"suit": suit.value}))
        if MeldKind.ROUNDHOUSE in kinds:
            notes.append(Note("class_roundhouse", {"checks": kinds[MeldKind.ROUNDHOUSE].checks}))
        return tuple(notes)


def _short_copies(hand: Hand, table: MeldTable, result: MeldResult) -> Iterable[tuple[Card, str]]:
    """The one card whose fewer copies keep a meld from the next multiple, which every
    other card of it would make: one more of that card, and the hand holds it. Only where
    the table has that multiple (there is no double roundhouse)."""
    for meld in result.melds:
        if meld.kind in (MeldKind.RUN, MeldKind.ROYAL_MARRIAGE, MeldKind.DIX):
            continue
        if meld.multiple >= len(table.values.get(meld.kind, ())):
            continue
        parts = sorted(set(meld.cards), key=hand.count)
        if hand.count(parts[0]) < hand.count(parts[1]):
            yield parts[0], f"{meld.kind.value}.{meld.multiple + 1}"


def _in_two_classes(result: MeldResult) -> tuple[Card, ...]:
    """The cards that serve in melds of two classes."""
    classes: dict[Card, set[str]] = {}
    for meld in result.melds:
        if meld.kind in _CLASS:
            for card in meld.cards:
                classes.setdefault(card, set()).add(_CLASS[meld.kind])
    shared = [card for card, found in classes.items() if len(found) > 1]
    return tuple(sorted(shared, key=lambda card: card.sort_key))


def generate(rng: random.Random, level: int) -> MeldQuestion:
    """A hand for ``level``: a few melds planted, the rest dealt, until it shows the level."""
    rules = PROFILES["check"] if level <= 3 else PROFILES["double-deck"]
    if level == 5:
        rules = replace(
            rules, table=rng.choice([t for t in TABLES[Deck.DOUBLE] if t != "standard"])
        )
    while True:
        trump = rng.choice(list(Suit))
        planted = _plant(rng, level, trump, rules.deck)
        size = rng.randint(5, 7) if level == 1 else rules.deck.hand_size
        hand = _deal_around(rng, planted, size, rules.deck)
        if hand is not None:
            question = MeldQuestion(rules, trump, hand)
            if _shows(level, question):
                return question


def _templates(trump: Suit) -> list[list[Card]]:
    """The cards of each kind of meld, to plant in a hand."""
    plain = [suit for suit in Suit if suit is not trump]
    return [
        [Card(rank, trump) for rank in RUN_RANKS],
        [Card(Rank.KING, trump), Card(Rank.QUEEN, trump)],
        *([Card(Rank.KING, suit), Card(Rank.QUEEN, suit)] for suit in plain),
        [Card(Rank.NINE, trump)],
        list(PINOCHLE_CARDS),
        *([Card(rank, suit) for suit in Suit] for rank in AROUND_RANKS.values()),
    ]


def _plant(rng: random.Random, level: int, trump: Suit, deck: Deck) -> list[Card]:
    templates = [t for t in _templates(trump) if all(c.rank in deck.ranks for c in t)]
    if level == 1:
        return list(rng.choice(templates))
    planted = [card for template in rng.sample(templates, 2) for card in template]
    if level == 3:
        planted.append(rng.choice([*planted, *PINOCHLE_CARDS, Card(Rank.KING, trump)]))
    if level >= 4:
        planted += rng.choice(templates) * 2
    return planted


def _deal_around(rng: random.Random, planted: list[Card], size: int, deck: Deck) -> Hand | None:
    """``planted`` and random cards up to ``size``; None when the deck cannot hold them."""
    left = Counter(deck.cards())
    left.subtract(planted)
    if len(planted) > size or min(left.values()) < 0:
        return None
    rest = list(left.elements())
    rng.shuffle(rest)
    return Hand([*planted, *rest[: size - len(planted)]])


def _shows(level: int, question: MeldQuestion) -> bool:
    """Whether the hand teaches what ``level`` is for (the level's definition, not a rule)."""
    result = question.result
    if level == 1:
        return len(result.melds) == 1
    if level == 2:
        return len(result.melds) >= 2
    if level == 3:
        return bool(question.class_notes(result))
    if level == 4:
        return any(meld.multiple >= 2 for meld in result.melds)
    standard = find_meld(question.hand, question.trump, replace(question.rules, table="standard"))
    return result.points != standard.points
