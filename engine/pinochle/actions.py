"""What players do, one action at a time, and the deal that starts each hand.

Every action names its ``seat`` and has a ``kind`` (the JSON/catalog code).
A hand takes ``HandAction``s (``Bid``, ``Pass``, ``NameTrump``, ``PassCards``,
``Concede``, ``PlayCard``); a game takes those and the ``Deal`` of each hand.
Whether an action is legal is the state's question (``HandState.apply``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from pinochle.cards import Card, Hand, Suit
from pinochle.errors import IllegalAction
from pinochle.rules import Ruleset
from pinochle.seats import SEATS, per_seat

Deal4 = tuple[Hand, Hand, Hand, Hand]  # seat 0 to seat 3


@dataclass(frozen=True)
class Bid:
    """``seat`` bids ``amount`` points."""

    kind: ClassVar[str] = "bid"
    seat: int
    amount: int


@dataclass(frozen=True)
class Pass:
    """``seat`` passes (for the rest of the auction)."""

    kind: ClassVar[str] = "pass"
    seat: int


@dataclass(frozen=True)
class NameTrump:
    """The bidder names ``suit`` as trump."""

    kind: ClassVar[str] = "name_trump"
    seat: int
    suit: Suit


@dataclass(frozen=True)
class PassCards:
    """The bidder's partner passes cards to the bidder, or the bidder passes cards back."""

    kind: ClassVar[str] = "pass_cards"
    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        # Which cards are passed matters, not their order: one action per set of cards.
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=lambda card: card.sort_key)))


@dataclass(frozen=True)
class Concede:
    """The bidder gives the hand up after the meld, before the first lead."""

    kind: ClassVar[str] = "concede"
    seat: int


@dataclass(frozen=True)
class PlayCard:
    """``seat`` plays ``card`` to the trick."""

    kind: ClassVar[str] = "play_card"
    seat: int
    card: Card


@dataclass(frozen=True)
class Deal:
    """The next hand's cards, seat by seat (a game action)."""

    kind: ClassVar[str] = "deal"
    hands: Deal4


HandAction = Bid | Pass | NameTrump | PassCards | Concede | PlayCard
GameAction = Deal | HandAction


def check_deal(rules: Ruleset, hands: Sequence[Hand]) -> Deal4:
    """The four hands, if together they are exactly the deck, ``hand_size`` cards each."""
    size, deck = rules.deck.hand_size, rules.deck.value
    dealt = Counter(card for hand in hands for card in hand)
    sizes_ok = len(hands) == len(SEATS) and all(len(hand) == size for hand in hands)
    if not sizes_ok or dealt != Counter(rules.deck.cards()):
        raise IllegalAction("bad_deal", size=size, deck=deck)
    return per_seat(hands)


def shuffled_deal(rules: Ruleset, rng: random.Random) -> Deal4:
    """A fresh shuffle of the deck, dealt into four hands."""
    cards = list(rules.deck.cards())
    rng.shuffle(cards)
    size = rules.deck.hand_size
    return per_seat([Hand(cards[seat * size : (seat + 1) * size]) for seat in SEATS])
