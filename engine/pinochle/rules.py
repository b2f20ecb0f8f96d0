"""Rulesets: the three named profiles and their options (RULES.md §4).

A ``Ruleset`` is a small immutable value. The profiles differ in data (deck,
minimum bid, target, last-trick bonus, passing) and in three rules that the
auction and the hand read from it: who may bid, what happens when nobody
opens, and which suits the bidder may name as trump.

Options (target, minimum bid, meld table, scale ×10) may be set for any
profile. Checks cannot be combined with the double deck: asking for both
gives the double deck *without* checks and the notice
``checks_not_with_double_deck``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace

from pinochle.cards import Deck, Hand, Suit
from pinochle.errors import RulesError
from pinochle.meldtables import TABLES


class Opening(enum.Enum):
    """What the auction does about a first bidder and about passes all round."""

    MUST_OPEN = "must_open"  # the first bidder may not pass on his first turn
    REDEAL = "redeal"  # anyone may pass; four passes throw the hand in
    FORCE_DEALER = "force_dealer"  # three passes force the dealer to the minimum


@dataclass(frozen=True)
class Ruleset:
    """Everything that decides how a hand is bid, played and scored.

    Point figures (``target``, ``min_bid``, ``last_trick_bonus``) are in the
    ruleset's own units, already multiplied by ``scale``.
    """

    profile: str
    deck: Deck
    checks: bool
    target: int
    min_bid: int
    table: str = "standard"
    scale: int = 1
    opening: Opening = Opening.REDEAL
    bid_needs_marriage: bool = False
    trump_needs_marriage: bool = False
    passing_cards: int = 0
    last_trick_bonus: int = 1
    fine_bids_up_to: int | None = None
    notices: tuple[str, ...] = field(default=(), compare=False)

    def is_bid_amount(self, bid: int) -> bool:
        """Whether ``bid`` is a step bid: any whole point (×scale), or above
        ``fine_bids_up_to`` only multiples of 5 (×scale)."""
        if bid < self.min_bid or bid % self.scale:
            return False
        if self.fine_bids_up_to is not None and bid > self.fine_bids_up_to * self.scale:
            return bid % (5 * self.scale) == 0
        return True

    def next_bid(self, current: int | None) -> int:
        """The lowest bid allowed after ``current`` (``None``: the opening bid)."""
        bid = self.min_bid if current is None else current + self.scale
        while not self.is_bid_amount(bid):
            bid += self.scale
        return bid

    def trump_choices(self, hand: Hand) -> tuple[Suit, ...]:
        """The suits a bidder holding ``hand`` may name as trump: any suit, or
        (Check Pinochle, double deck) only a suit in which he holds a marriage."""
        if self.trump_needs_marriage:
            return tuple(suit for suit in Suit if hand.has_marriage(suit))
        return tuple(Suit)

    @property
    def allows_all_passed(self) -> bool:
        """Whether a hand may end with four passes (Check Pinochle: the cards are thrown in)."""
        return self.opening is Opening.REDEAL

    @property
    def allows_no_marriage(self) -> bool:
        """Whether a bidder may be left without a marriage for trump (double deck: anyone
        may bid, but trump must be a marriage suit, so the hand ends at once)."""
        return self.trump_needs_marriage and not self.bid_needs_marriage

    @property
    def trick_points(self) -> int:
        """All points in the tricks: one per counter, plus the last trick."""
        counters = 3 * 4 * self.deck.copies
        return counters * self.scale + self.last_trick_bonus

    def to_json(self) -> dict[str, object]:
        return {
            "profile": self.profile,
            "deck": self.deck.value,
            "checks": self.checks,
            "target": self.target,
            "min_bid": self.min_bid,
            "table": self.table,
            "scale": self.scale,
        }


PROFILES: dict[str, Ruleset] = {
    "standard": Ruleset(
        "standard",
        Deck.SINGLE,
        checks=False,
        target=150,
        min_bid=20,
        opening=Opening.MUST_OPEN,
        passing_cards=4,
    ),
    "check": Ruleset(
        "check",
        Deck.SINGLE,
        checks=True,
        target=100,
        min_bid=20,
        opening=Opening.REDEAL,
        bid_needs_marriage=True,
        trump_needs_marriage=True,
    ),
    "double-deck": Ruleset(
        "double-deck",
        Deck.DOUBLE,
        checks=False,
        target=500,
        min_bid=50,
        opening=Opening.FORCE_DEALER,
        trump_needs_marriage=True,
        last_trick_bonus=2,
        fine_bids_up_to=60,
    ),
}
SCALES = (1, 10)


def make_ruleset(
    profile: str,
    *,
    target: int | None = None,
    min_bid: int | None = None,
    table: str = "standard",
    scale: int = 1,
    checks: bool | None = None,
) -> Ruleset:
    """The named profile with options; ``target`` and ``min_bid`` in scaled units.

    Raises ``RulesError`` with code ``unknown_profile``, ``unknown_table``,
    ``bad_scale``, ``bad_target`` or ``bad_min_bid``.
    """
    base = PROFILES.get(profile)
    if base is None:
        raise RulesError("unknown_profile", profile=profile, choices=", ".join(PROFILES))
    if table not in TABLES[base.deck]:
        raise RulesError(
            "unknown_table", table=table, deck=base.deck.value, choices=", ".join(TABLES[base.deck])
        )
    if scale not in SCALES:
        raise RulesError("bad_scale", scale=scale)
    notices: tuple[str, ...] = ()
    wants_checks = base.checks if checks is None else checks
    if wants_checks and base.deck is Deck.DOUBLE:
        notices, wants_checks = ("checks_not_with_double_deck",), False
    rules = replace(
        base,
        checks=wants_checks,
        table=table,
        scale=scale,
        target=base.target * scale if target is None else target,
        min_bid=base.min_bid * scale if min_bid is None else min_bid,
        last_trick_bonus=base.last_trick_bonus * scale,
        notices=notices,
    )
    if rules.target <= 0:
        raise RulesError("bad_target", target=rules.target)
    if rules.min_bid <= 0 or rules.min_bid % scale:
        raise RulesError("bad_min_bid", min_bid=rules.min_bid)
    return rules


def ruleset_from_json(data: dict[str, object]) -> Ruleset:
    """The ruleset a record's ``rules`` object describes."""
    try:
        rules = make_ruleset(
            str(data["profile"]),
            target=int(str(data["target"])),
            min_bid=int(str(data["min_bid"])),
            table=str(data.get("table", "standard")),
            scale=int(str(data.get("scale", 1))),
            checks=bool(data["checks"]),
        )
    except (KeyError, ValueError) as error:
        if isinstance(error, RulesError):
            raise
        raise RulesError("bad_rules", detail=str(error)) from error
    if rules.deck.value != data.get("deck", rules.deck.value):
        raise RulesError("bad_rules", detail="deck")
    return rules
