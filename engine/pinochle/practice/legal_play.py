"""Stage ``legal``: choose every card you may play to this trick (RULES.md §4.1).

The player holds ``hand`` (in canonical order; the answer names positions
in it) and sees ``trick``, the cards played so far from the leader. The key
is ``play.legal_cards``; an answer is right when the cards at the chosen
positions are exactly the cards that may be played (one copy of a card
stands for all its copies: they are the same card).

Levels, each one rule (the reason ``legal_cards`` gives):
1. follow: the suit led, no card of it beats the trick, any of them;
2. head the trick: the suit led, and a card of it that beats the trick;
3. trumped tricks: the trick is trumped, any card of the suit led;
4. void → trump: none of the suit led, so a trump (any, when none beats
   the trump already in the trick);
5. over-trump: none of the suit led, the trick is trumped, beat that trump;
6. all of them, the lead and the free choice (neither suit nor trump) too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pinochle.cards import Card, Hand, Suit, format_cards
from pinochle.play import LegalCards, Reason, legal_cards, winning_position
from pinochle.practice.base import Answer, Note, Verdict, read_positions
from pinochle.rules import PROFILES, Ruleset

LEVELS = 6
# The situation each level asks for: the reason and whether the trick is trumped.
Situation = tuple[Reason, bool]
_LEVEL_SITUATIONS: dict[int, tuple[Situation, ...]] = {
    1: ((Reason.MUST_FOLLOW, False),),
    2: ((Reason.MUST_BEAT, False),),
    3: ((Reason.MUST_FOLLOW, True),),
    4: ((Reason.MUST_TRUMP, False), (Reason.MUST_TRUMP, True)),
    5: ((Reason.MUST_OVERTRUMP, True),),
}
_ALL_SITUATIONS = (
    *(situation for situations in _LEVEL_SITUATIONS.values() for situation in situations),
    (Reason.FREE, False),
    (Reason.FREE, True),
)


@dataclass(frozen=True)
class LegalQuestion:
    """A hand, the cards played so far to the trick, and the trump."""

    rules: Ruleset
    trump: Suit
    hand: Hand
    trick: tuple[Card, ...]

    answer_kind = "pick_many"

    def facts(self) -> dict[str, str]:
        return {
            "rules": self.rules.profile,
            "trump": self.trump.value,
            "hand": str(self.hand),
            "trick": format_cards(self.trick),
        }

    @property
    def legal(self) -> LegalCards:
        return legal_cards(self.hand, self.trick, self.trump)

    @property
    def trumped(self) -> bool:
        """Whether a trump already wins a trick led in a plain suit."""
        if not self.trick or self.trick[0].suit is self.trump:
            return False
        return self.trick[winning_position(self.trick, self.trump)].suit is self.trump

    def grade(self, answer: Answer) -> Verdict:
        positions = read_positions(answer, "indices", len(self.hand))
        if not isinstance(positions, tuple):
            return Verdict.unreadable(positions)
        legal = self.legal
        chosen = {self.hand.cards[position] for position in positions}
        key_positions = [i for i, card in enumerate(self.hand.cards) if card in legal.cards]
        key = {"indices": key_positions, "cards": [str(card) for card in legal.cards]}
        return Verdict(chosen == set(legal.cards), key, (self.note(legal),))

    def note(self, legal: LegalCards) -> Note:
        """The rule that decided, naming the suit led and the card to beat."""
        if not self.trick:
            return Note("legal_lead", {}, legal.cards)
        led = self.trick[0].suit
        win = self.trick[winning_position(self.trick, self.trump)]
        params = {"led": led.value, "trump": self.trump.value, "beat": str(win)}
        code = {
            Reason.MUST_BEAT: "legal_must_beat",
            Reason.MUST_OVERTRUMP: "legal_must_overtrump",
            Reason.FREE: "legal_free",
        }.get(legal.reason)
        if legal.reason is Reason.MUST_FOLLOW:
            code = "legal_follow_trumped" if self.trumped else "legal_follow_cannot_beat"
        if legal.reason is Reason.MUST_TRUMP:
            code = "legal_trump_cannot_beat" if self.trumped else "legal_must_trump"
        assert code is not None
        return Note(code, params, legal.cards)


def generate(rng: random.Random, level: int) -> LegalQuestion:
    """A hand and a trick for ``level``, dealt until they ask for the level's rule."""
    situations = _LEVEL_SITUATIONS.get(level, _ALL_SITUATIONS)
    reason, trumped = rng.choice(situations)
    rules = PROFILES["check"]
    while True:
        question = _deal(rng, rules, reason, trumped)
        if question.legal.reason is reason and question.trumped is trumped:
            return question


def _deal(rng: random.Random, rules: Ruleset, reason: Reason, trumped: bool) -> LegalQuestion:
    """A deal leaning towards ``reason``: a void in the suit led when the rule needs one."""
    deck = list(rules.deck.cards())
    rng.shuffle(deck)
    trump = rng.choice(list(Suit))
    leading = reason is Reason.FREE and not trumped and rng.random() < 0.5
    played = 0 if leading else rng.randint(1, 3)
    plain = [suit for suit in Suit if suit is not trump]
    led = rng.choice(plain) if trumped or rng.random() < 0.8 else trump
    trick: list[Card] = []
    for position in range(played):
        if position == 0:
            pool = [card for card in deck if card.suit is led]
        elif trumped and rng.random() < 0.6:
            pool = [card for card in deck if card.suit is trump]
        else:
            pool = deck
        trick.append(pool[0])
        deck.remove(pool[0])
    banned: set[Suit] = set()
    if played and reason in (Reason.MUST_TRUMP, Reason.MUST_OVERTRUMP, Reason.FREE):
        banned.add(led)
    if played and reason is Reason.FREE:
        banned.add(trump)
    size = rng.randint(4, rules.deck.hand_size)
    hand = Hand([card for card in deck if card.suit not in banned][:size])
    return LegalQuestion(rules, trump, hand, tuple(trick))
