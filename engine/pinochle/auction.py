"""The auction (RULES.md §4): who bids, in what order, and when it ends.

- The player left of the dealer (``dealer + 1``) calls first; the turn goes
  clockwise and skips players who have passed.
- A bid is at least the minimum, higher than the last bid, and one of the
  profile's steps (``Ruleset.is_bid_amount``: whole points, or in the double
  deck whole points up to 60 and multiples of 5 above). A player may jump
  to any higher step.
- Passing is final: a player who passed does not call again.
- Check Pinochle: only a player holding a marriage (any suit) may bid; the
  others must pass. If all four pass, the hand is thrown in and the next
  dealer deals (a redeal).
- Standard Pinochle: the first bidder must open (he may not pass on his
  first turn); if the other three pass he is the bidder at his bid.
- Double Deck Pinochle: if the first three pass, the dealer is forced to bid
  the minimum; that bid is entered for him at once (reason
  ``dealer_forced``).
- The auction ends when three have passed (the fourth is the bidder), or
  when all four have passed (a redeal).

Every call carries a reason code when the rules left the player no choice:
``no_marriage`` (had to pass), ``must_open`` (had to bid), ``dealer_forced``.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from pinochle.cards import Hand
from pinochle.errors import IllegalAction
from pinochle.rules import Opening, Ruleset
from pinochle.seats import in_turn_from, left_of, per_seat


class CallReason(enum.Enum):
    """Why a player had no choice in a call; the value is the JSON/catalog code."""

    NO_MARRIAGE = "no_marriage"
    MUST_OPEN = "must_open"
    DEALER_FORCED = "dealer_forced"


@dataclass(frozen=True)
class Call:
    """One call of the auction: a bid of ``bid`` points, or a pass (``bid`` is None)."""

    seat: int
    bid: int | None
    reason: CallReason | None = None


@dataclass(frozen=True)
class Auction:
    """The auction so far. ``may_bid[seat]`` is False for a player the rules keep from bidding."""

    rules: Ruleset
    dealer: int
    may_bid: tuple[bool, bool, bool, bool]
    calls: tuple[Call, ...] = ()

    @classmethod
    def start(cls, rules: Ruleset, dealer: int, hands: Sequence[Hand]) -> Auction:
        """The auction before the first call, for the hands as dealt."""
        may_bid = [not rules.bid_needs_marriage or hand.has_marriage() for hand in hands]
        return cls(rules, dealer, per_seat(may_bid))

    @cached_property
    def passed(self) -> frozenset[int]:
        return frozenset(call.seat for call in self.calls if call.bid is None)

    @cached_property
    def high(self) -> Call | None:
        """The highest bid so far (the last bid made)."""
        return next((call for call in reversed(self.calls) if call.bid is not None), None)

    def is_over(self) -> bool:
        passes = len(self.passed)
        return passes == 4 or (passes == 3 and self.high is not None)

    @property
    def is_redeal(self) -> bool:
        """All four passed: the cards are thrown in."""
        return len(self.passed) == 4

    @property
    def bidder(self) -> int | None:
        """The seat holding the contract once the auction is over (None on a redeal)."""
        high = self.high
        return high.seat if self.is_over() and high is not None else None

    @property
    def bid(self) -> int | None:
        high = self.high
        return high.bid if self.is_over() and high is not None else None

    @cached_property
    def turn(self) -> int | None:
        """The seat to call next; None once the auction is over."""
        if self.is_over():
            return None
        seat = self.calls[-1].seat if self.calls else self.dealer
        passed = self.passed
        return next(other for other in in_turn_from(left_of(seat)) if other not in passed)

    @property
    def lowest_bid(self) -> int:
        """The lowest bid allowed now."""
        high = self.high
        return self.rules.next_bid(None if high is None else high.bid)

    def may_pass(self) -> bool:
        """Whether the player to call may pass (not the first bidder who must open)."""
        return not (self.rules.opening is Opening.MUST_OPEN and not self.calls)

    def listed_bids(self) -> tuple[int, ...]:
        """The bids ``legal_actions`` offers: every step from the lowest bid up to the lowest
        plus all the points in the tricks. Higher jumps are legal too; the list must end."""
        turn = self.turn
        if turn is None or not self.may_bid[turn]:
            return ()
        lowest = self.lowest_bid
        top = lowest + self.rules.trick_points
        return tuple(
            amount
            for amount in range(lowest, top + 1, self.rules.scale)
            if self.rules.is_bid_amount(amount)
        )

    def check_call(self, seat: int, bid: int | None) -> CallReason | None:
        """Raise ``IllegalAction`` unless ``seat`` may make this call; return its reason code."""
        turn = self.turn
        if turn is None:
            raise IllegalAction("auction_over", seat=seat)
        if seat != turn:
            raise IllegalAction("not_your_turn", seat=seat, turn=turn)
        if bid is None:
            if not self.may_pass():
                raise IllegalAction("must_open", seat=seat, bid=self.lowest_bid)
            return None if self.may_bid[seat] else CallReason.NO_MARRIAGE
        if not self.may_bid[seat]:
            raise IllegalAction("no_marriage_to_bid", seat=seat, bid=bid)
        if bid < self.lowest_bid:
            raise IllegalAction("bid_too_low", seat=seat, bid=bid, lowest=self.lowest_bid)
        if not self.rules.is_bid_amount(bid):
            raise IllegalAction("bad_bid_step", seat=seat, bid=bid)
        return None if self.may_pass() else CallReason.MUST_OPEN

    def call(self, seat: int, bid: int | None) -> Auction:
        """The auction after ``seat`` bids ``bid`` (None: passes); the dealer's forced bid
        follows at once when the rules force it."""
        reason = self.check_call(seat, bid)
        after = Auction(
            self.rules, self.dealer, self.may_bid, (*self.calls, Call(seat, bid, reason))
        )
        if (
            self.rules.opening is Opening.FORCE_DEALER
            and len(after.passed) == 3
            and after.high is None
        ):
            forced = Call(self.dealer, self.rules.min_bid, CallReason.DEALER_FORCED)
            return Auction(self.rules, self.dealer, self.may_bid, (*after.calls, forced))
        return after
