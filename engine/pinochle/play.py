"""The play of the tricks: which cards a player may play, and who wins a trick (RULES.md §4.1).

The bidder leads to the first trick; the winner of each trick leads the next.
The leader may play any card. Let ``led`` be the suit led and ``win`` the
card winning the trick so far. Every later player:

- holding a card of ``led``:
  - if no trump has been played to the trick (or ``led`` is trumps), must
    play a card of ``led`` that beats ``win`` if he has one (``must_beat``),
    otherwise any card of ``led`` (``must_follow``);
  - if the trick has already been trumped (and ``led`` is not trumps), may
    play any card of ``led`` (``must_follow``);
- holding no card of ``led`` but a trump: must play a trump; if the trick is
  already trumped he must beat the highest trump if he can
  (``must_overtrump``), otherwise any trump will do (``must_trump``);
- holding neither: may play any card (``free``).

The reason code names the rule that decided the choice, whether or not it
left the player more than one card: a player whose every card is a spade
still plays under ``must_follow`` when spades are led. ``free`` is kept for
the leader and for a player with neither the suit led nor a trump.

The highest trump wins the trick; with no trump in it, the highest card of
``led``. Of two identical cards the one played first wins.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from pinochle.cards import Card, Hand, Suit
from pinochle.seats import seat_after


class Reason(enum.Enum):
    """Which rule decided the cards a player could play; the value is the JSON/catalog code."""

    FREE = "free"
    MUST_FOLLOW = "must_follow"
    MUST_BEAT = "must_beat"
    MUST_TRUMP = "must_trump"
    MUST_OVERTRUMP = "must_overtrump"


@dataclass(frozen=True)
class LegalCards:
    """The distinct cards a player may play now, and the rule that decided them."""

    cards: tuple[Card, ...]
    reason: Reason


def beats(card: Card, win: Card, trump: Suit) -> bool:
    """Whether ``card``, played after ``win``, takes the trick from it.

    A trump beats any other suit; within a suit the higher rank wins; a card
    of another plain suit, or an identical card, never does.
    """
    if card.suit is win.suit:
        return card.rank.strength > win.rank.strength
    return card.suit is trump


def winning_position(cards: tuple[Card, ...], trump: Suit) -> int:
    """The position (0 = the lead) of the card winning ``cards`` so far."""
    best = 0
    for position in range(1, len(cards)):
        if beats(cards[position], cards[best], trump):
            best = position
    return best


def legal_cards(hand: Hand, played: tuple[Card, ...], trump: Suit) -> LegalCards:
    """The cards ``hand`` may play to a trick in which ``played`` lie, led first."""
    held = tuple(dict.fromkeys(hand.cards))
    if not played:
        return LegalCards(held, Reason.FREE)
    led = played[0].suit
    win = played[winning_position(played, trump)]
    trumped = win.suit is trump and led is not trump
    follow = tuple(card for card in held if card.suit is led)
    if follow:
        if trumped:
            return LegalCards(follow, Reason.MUST_FOLLOW)
        heading = tuple(card for card in follow if beats(card, win, trump))
        if heading:
            return LegalCards(heading, Reason.MUST_BEAT)
        return LegalCards(follow, Reason.MUST_FOLLOW)
    trumps = tuple(card for card in held if card.suit is trump)
    if trumps:
        if trumped:
            over = tuple(card for card in trumps if beats(card, win, trump))
            if over:
                return LegalCards(over, Reason.MUST_OVERTRUMP)
        return LegalCards(trumps, Reason.MUST_TRUMP)
    return LegalCards(held, Reason.FREE)


@dataclass(frozen=True)
class Trick:
    """A trick, complete or in progress: its leader's seat and the cards in play order.

    ``reasons`` holds, for each card, the rule that decided the choice of the
    player who played it (see ``legal_cards``).
    """

    leader: int
    cards: tuple[Card, ...] = ()
    reasons: tuple[Reason, ...] = ()

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 4

    @property
    def next_seat(self) -> int:
        """The seat to play next (clockwise from the leader)."""
        return seat_after(self.leader, len(self.cards))

    def seat_of(self, position: int) -> int:
        return seat_after(self.leader, position)

    def add(self, card: Card, reason: Reason) -> Trick:
        return Trick(self.leader, (*self.cards, card), (*self.reasons, reason))

    def winner(self, trump: Suit) -> int:
        """The seat whose card wins the trick (so far)."""
        return self.seat_of(winning_position(self.cards, trump))

    def counters(self) -> int:
        """The aces, tens and kings in the trick (each worth a point, times the scale)."""
        return sum(1 for card in self.cards if card.rank.is_counter)
