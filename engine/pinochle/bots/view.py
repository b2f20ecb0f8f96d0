"""What one player at the table knows, and nothing more: the computer players' only input.

A ``SeatView`` holds the seat's own cards, the calls, trump, the cards passed
to and by this seat, the meld every player has shown and the cards played.
It never holds another player's hidden cards, so a computer player that reads
only its view cannot peek. The auction is the public one: whether another
player may bid (holds a marriage, in Check Pinochle) is his secret, so the
view's auction says every other player may.

From the view follow what any careful player works out at the table
(``Knowledge``): which cards he has not seen, which cards another player must
still hold (shown in meld, or passed to him by this seat, and not played
since), and what each play revealed about the hand that made it (see
``revealed_caps``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from functools import cached_property

from pinochle.auction import Auction
from pinochle.cards import Card, Hand, Suit
from pinochle.game import HandState, Phase
from pinochle.meld import MeldResult
from pinochle.play import Trick, beats, legal_cards, winning_position
from pinochle.rules import Ruleset
from pinochle.seats import SEATS, partner, seats_of, team_of

# Strength cap meaning "no card of the suit": below the nine's strength 0.
VOID = -1
NO_CAP = 5


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of a hand in progress (see the module docstring)."""

    rules: Ruleset
    seat: int
    dealer: int
    hand: Hand
    auction: Auction
    phase: Phase
    trump: Suit | None
    gave: tuple[Card, ...] | None
    received: tuple[Card, ...] | None
    meld: tuple[MeldResult, ...]
    tricks: tuple[Trick, ...]
    trick: Trick | None
    may_concede: bool
    actions: int

    @classmethod
    def of(cls, state: HandState) -> SeatView:
        """The view of the seat whose turn it is."""
        seat = state.turn
        if seat is None:
            raise ValueError("the hand is over: no seat to act")
        may_bid = [True, True, True, True]
        may_bid[seat] = state.auction.may_bid[seat]
        public = replace(state.auction, may_bid=(may_bid[0], may_bid[1], may_bid[2], may_bid[3]))
        gave = received = None
        bidder = state.bidder
        if bidder is not None and seat == bidder:
            gave, received = state.to_partner, state.to_bidder
        elif bidder is not None and seat == partner(bidder):
            gave, received = state.to_bidder, state.to_partner
        return cls(
            state.rules,
            seat,
            state.dealer,
            state.hands[seat],
            public,
            state.phase,
            state.trump,
            gave,
            received,
            state.meld,
            state.tricks,
            state.trick,
            state.may_concede(),
            len(state.history),
        )

    @property
    def partner(self) -> int:
        return partner(self.seat)

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def bidder(self) -> int | None:
        return self.auction.bidder

    @property
    def bid(self) -> int | None:
        return self.auction.bid

    @property
    def played(self) -> tuple[Card, ...]:
        """The cards on the current trick, led first."""
        return self.trick.cards if self.trick is not None else ()

    @property
    def position(self) -> int:
        """How many cards lie on the current trick before this seat plays (0: it leads)."""
        return len(self.played)

    def legal(self) -> tuple[Card, ...]:
        """The distinct cards this seat may play now (the rules of ``pinochle.play``)."""
        assert self.trump is not None  # cards are played after trump is named
        return legal_cards(self.hand, self.played, self.trump).cards

    def passed_on(self) -> Counter[Card]:
        """The cards this seat passed that its partner must still have had after the
        passing: all it returned, as the bidder; as the first to pass, those the bidder did
        not send back."""
        gave = Counter(self.gave or ())
        if self.seat == self.bidder:
            return gave
        return gave - Counter(self.received or ())

    def team_meld(self, team: int) -> int:
        """The meld ``team`` has shown (0 before the meld)."""
        if not self.meld:
            return 0
        return sum(self.meld[seat].points for seat in seats_of(team))

    def need(self) -> int:
        """The trick points this seat's team still needs for the bid, its meld shown."""
        return (self.bid or 0) - self.team_meld(self.team)

    def winning(self) -> tuple[Card, int] | None:
        """The card winning the current trick so far and the seat that played it."""
        trick, trump = self.trick, self.trump
        if trick is None or not trick.cards or trump is None:
            return None
        position = winning_position(trick.cards, trump)
        return trick.cards[position], trick.seat_of(position)

    def trump_choices(self) -> tuple[Suit, ...]:
        """The suits this seat could name as trump with its hand."""
        return self.rules.trump_choices(self.hand)

    @cached_property
    def knowledge(self) -> Knowledge:
        return Knowledge.of(self)


@dataclass(frozen=True)
class Knowledge:
    """What the seat has worked out about the cards it cannot see.

    ``unseen``: the cards neither in its hand nor played. ``held[seat]``: cards
    another seat must still hold. ``caps[seat][suit]``: the highest strength
    another seat can still hold in a suit (``VOID``: none of it). ``left[seat]``:
    how many cards each seat still holds.
    """

    unseen: Counter[Card]
    held: tuple[Counter[Card], ...]
    caps: tuple[dict[Suit, int], ...]
    left: tuple[int, ...]

    @classmethod
    def of(cls, view: SeatView) -> Knowledge:
        played_by: list[Counter[Card]] = [Counter() for _ in SEATS]
        tricks = (*view.tricks, *((view.trick,) if view.trick is not None else ()))
        for trick in tricks:
            for position, card in enumerate(trick.cards):
                played_by[trick.seat_of(position)][card] += 1
        unseen = Counter(view.rules.deck.cards())
        unseen.subtract(view.hand.cards)
        for cards in played_by:
            unseen.subtract(cards)
        held: list[Counter[Card]] = []
        for seat in SEATS:
            shown: Counter[Card] = Counter()
            if seat != view.seat and view.meld:
                for meld in view.meld[seat].melds:
                    shown |= Counter(meld.cards)
                if seat == view.partner:
                    shown |= view.passed_on()
            shown.subtract(played_by[seat])
            held.append(+shown)
        size = view.rules.deck.hand_size
        left = tuple(size - sum(cards.values()) for cards in played_by)
        caps = revealed_caps(tricks, view.trump) if view.trump is not None else _no_caps()
        return cls(+unseen, tuple(held), caps, left)

    def is_boss(self, card: Card) -> bool:
        """No card this seat has not seen ranks above ``card`` in its suit."""
        return not any(
            other.suit is card.suit and other.rank.strength > card.rank.strength
            for other in self.unseen
        )

    def shown_void(self, seat: int, suit: Suit) -> bool:
        return self.caps[seat][suit] == VOID


def _no_caps() -> tuple[dict[Suit, int], ...]:
    return tuple(dict.fromkeys(Suit, NO_CAP) for _ in SEATS)


def revealed_caps(tricks: tuple[Trick, ...], trump: Suit) -> tuple[dict[Suit, int], ...]:
    """What the plays revealed, read backwards from the rules of ``pinochle.play``.

    - A player who did not follow the suit led holds none of it; if he played
      neither that suit nor a trump (and the suit led was not trumps), he
      holds no trump either.
    - A player who played a trump under a trump already winning a plain-suit
      trick, holding none of the suit led, holds no trump above the winning one.
    - A player who followed with a card that does not beat the winning card,
      on a trick not trumped (or led in trumps), holds no card of the suit led
      above it.
    Hands only lose cards, so what was true at the play stays true.
    """
    caps = _no_caps()
    for trick in tricks:
        for position in range(1, len(trick.cards)):
            earlier = trick.cards[:position]
            led = earlier[0].suit
            win = earlier[winning_position(earlier, trump)]
            trumped = win.suit is trump and led is not trump
            card, cap = trick.cards[position], caps[trick.seat_of(position)]
            if card.suit is not led:
                cap[led] = VOID
                if card.suit is not trump and led is not trump:
                    cap[trump] = VOID
                elif card.suit is trump and trumped and not beats(card, win, trump):
                    cap[trump] = min(cap[trump], win.rank.strength)
            elif not trumped and not beats(card, win, trump):
                cap[led] = min(cap[led], win.rank.strength)
    return caps
