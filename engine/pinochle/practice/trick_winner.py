"""Stage ``winner``: which card wins this trick? (RULES.md §4.1)

The trick is four cards, the leader's first. The key is
``play.winning_position``: the highest trump wins; with no trump, the
highest card of the suit led; of two identical cards the one played first.

Levels:
1. every card follows the suit led, no trump in the trick;
2. some players could not follow and threw another plain suit: a card of
   another suit never wins, however high;
3. the trick is trumped (sometimes over-trumped);
4. identical cards: the winning card is played again later in the trick
   (the double deck, four copies of each card, half of the time).

A wrong answer whose card differs from the winner in rank is told the order
of a suit too (A 10 K Q J 9), shown in the winner's suit.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from pinochle.cards import Card, Deck, Rank, Suit, format_cards
from pinochle.play import winning_position
from pinochle.practice.base import Answer, Note, Problem, Verdict
from pinochle.rules import PROFILES, Ruleset

LEVELS = 4


@dataclass(frozen=True)
class WinnerQuestion:
    """The four cards of a trick, led first, and the trump."""

    rules: Ruleset
    trump: Suit
    trick: tuple[Card, ...]

    answer_kind = "pick_one"

    def facts(self) -> dict[str, str]:
        return {
            "rules": self.rules.profile,
            "trump": self.trump.value,
            "trick": format_cards(self.trick),
        }

    @property
    def winner(self) -> int:
        return winning_position(self.trick, self.trump)

    def grade(self, answer: Answer) -> Verdict:
        index = answer.get("index")
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 4:
            return Verdict.unreadable(Problem("index", "choose_card"))
        notes = self.notes()
        best, chosen = self.trick[self.winner], self.trick[index]
        if chosen.rank is not best.rank:
            # The answer missed on rank: the order of a suit, shown in the winner's suit.
            order = tuple(Card(rank, best.suit) for rank in Rank)
            notes = (*notes, Note("winner_order", {}, order))
        return Verdict(index == self.winner, {"index": self.winner}, notes)

    def notes(self) -> tuple[Note, ...]:
        best = self.trick[self.winner]
        led = self.trick[0].suit
        notes = []
        if best.suit is self.trump and led is not self.trump:
            notes.append(Note("winner_trump", {"card": str(best), "trump": self.trump.value}))
        else:
            notes.append(Note("winner_led", {"card": str(best), "led": led.value}))
        if self.trick[self.winner + 1 :].count(best):
            notes.append(Note("winner_first_copy", {"card": str(best)}))
        thrown = tuple(c for c in self.trick if c.suit not in (led, self.trump))
        if thrown:
            notes.append(Note("winner_thrown", {"led": led.value}, thrown))
        return tuple(notes)


def generate(rng: random.Random, level: int) -> WinnerQuestion:
    """A trick for ``level``, drawn until it shows what the level teaches."""
    while True:
        rules = PROFILES["double-deck" if level == 4 and rng.random() < 0.5 else "check"]
        trump, led = rng.choice(list(Suit)), rng.choice(list(Suit))
        trick = _draw_trick(rng, rules.deck, trump, led, level)
        if trick is not None and _shows(level, trick, trump):
            return WinnerQuestion(rules, trump, trick)


def _draw_trick(
    rng: random.Random, deck: Deck, trump: Suit, led: Suit, level: int
) -> tuple[Card, ...] | None:
    """Four cards, the first of ``led``, the others' suits leaning the level's way."""
    others = [suit for suit in Suit if suit not in (led, trump)]
    lean = {1: [led], 2: [led, led, *others], 3: [led, trump, trump, *others]}
    cards = [Card(rng.choice(deck.ranks), led)]
    for _ in range(3):
        if level == 4 and rng.random() < 0.4:
            cards.append(rng.choice(cards))
            continue
        suit = rng.choice(lean.get(level, list(Suit)))
        cards.append(Card(rng.choice(deck.ranks), suit))
    if max(Counter(cards).values()) > deck.copies:
        return None
    return tuple(cards)


def _shows(level: int, trick: tuple[Card, ...], trump: Suit) -> bool:
    """Whether ``trick`` is one of ``level``'s tricks (the level's definition, not a rule)."""
    led = trick[0].suit
    trumps = sum(card.suit is trump for card in trick)
    repeated = len(set(trick)) < 4
    if level == 1:
        return led is not trump and all(card.suit is led for card in trick) and not repeated
    if level == 2:
        return (
            led is not trump
            and trumps == 0
            and not repeated
            and any(card.suit is not led for card in trick)
        )
    if level == 3:
        return led is not trump and trumps >= 1 and not repeated
    best = winning_position(trick, trump)
    return trick[best] in trick[best + 1 :]
