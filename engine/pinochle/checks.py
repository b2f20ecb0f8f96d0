"""Checks: the second, zero-sum score of Check Pinochle (RULES.md §3).

Every check one team wins the other pays, so the two balances always add up
to zero. Checks come from four sources: meld (shown, and kept whatever
happens later in the hand), the contract (from the bid, not the points
taken), a slam, and the game. Check amounts never scale; on the ×10 scale
the point thresholds do (contract checks read from bid ÷ 10, game checks per
100 points of lead).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from pinochle.seats import other_team

SLAM_CHECKS = 5
# Game checks: 10 for the win, plus 1 per 10 points (or part of 10) of lead.
GAME_CHECKS_BASE = 10
GAME_CHECKS_PER = 10
# Contract checks: a bid up to 24 pays 2, 25–29 pays 4, then 3 more per band of 5.
CONTRACT_CHECKS_LOW = 2
CONTRACT_FIRST_BAND = 25
CONTRACT_BAND_WIDTH = 5
CONTRACT_CHECKS_AT_25 = 4
CONTRACT_CHECKS_STEP = 3
SET_MULTIPLIER = 2


class CheckSource(enum.Enum):
    """Why checks changed hands; the value is the code used in JSON and catalogs."""

    MELD = "meld"
    CONTRACT_MADE = "contract_made"
    CONTRACT_SET = "contract_set"
    SLAM = "slam"
    GAME = "game"


def contract_checks(bid: int, scale: int = 1) -> int:
    """Checks the bidders win for making ``bid`` (the defenders win twice this on a set).

    ``4 + 3 * ((bid - 25) // 5)`` for bids of 25 and more, 2 below that; on the
    ×10 scale the bid is read in tens.
    """
    level = bid // scale
    if level < CONTRACT_FIRST_BAND:
        return CONTRACT_CHECKS_LOW
    return CONTRACT_CHECKS_AT_25 + CONTRACT_CHECKS_STEP * (
        (level - CONTRACT_FIRST_BAND) // CONTRACT_BAND_WIDTH
    )


def contract_band(bid: int, scale: int = 1) -> tuple[int, int]:
    """The bids that pay what ``bid`` pays, in the ruleset's units: ``(0, 24)``, ``(25, 29)``, …

    ``low`` is 0 for the lowest band (any bid up to ``high``); on the ×10 scale
    the bands are ``(0, 240)``, ``(250, 290)``, … since bids go in tens.
    """
    level = bid // scale
    if level < CONTRACT_FIRST_BAND:
        return (0, (CONTRACT_FIRST_BAND - 1) * scale)
    low = level - (level - CONTRACT_FIRST_BAND) % CONTRACT_BAND_WIDTH
    return (low * scale, (low + CONTRACT_BAND_WIDTH - 1) * scale)


def game_checks(lead: int, scale: int = 1) -> int:
    """Checks for winning the game on points: 10, plus 1 per 10 points or part of 10 of lead."""
    per = GAME_CHECKS_PER * scale
    return GAME_CHECKS_BASE + -(-max(lead, 0) // per)


@dataclass(frozen=True)
class CheckEntry:
    """One transfer: ``team`` wins ``amount`` checks from the other team."""

    source: CheckSource
    team: int
    amount: int

    def to_json(self) -> dict[str, object]:
        return {"source": self.source.value, "team": self.team, "amount": self.amount}


@dataclass(frozen=True)
class Ledger:
    """A zero-sum record of checks between team 0 and team 1.

    Entries only move checks from one team to the other, so the balances
    always add up to zero.
    """

    entries: tuple[CheckEntry, ...] = ()

    def add(self, source: CheckSource, team: int, amount: int) -> Ledger:
        """A new ledger with ``team`` winning ``amount`` from the other (0 adds nothing)."""
        if team not in (0, 1):
            raise ValueError(f"team must be 0 or 1, not {team}")
        if amount == 0:
            return self
        return Ledger((*self.entries, CheckEntry(source, team, amount)))

    def __add__(self, other: Ledger) -> Ledger:
        return Ledger((*self.entries, *other.entries))

    @property
    def balances(self) -> tuple[int, int]:
        """Each team's checks; always ``(x, -x)``."""
        return self.balances_of(*CheckSource)

    def balances_of(self, *sources: CheckSource) -> tuple[int, int]:
        """Each team's checks from ``sources`` only (the game checks, say); ``(x, -x)``."""
        won = [0, 0]
        for entry in self.entries:
            if entry.source in sources:
                won[entry.team] += entry.amount
        return (won[0] - won[1], won[1] - won[0])

    def to_json(self) -> dict[str, object]:
        return {
            "balances": list(self.balances),
            "entries": [entry.to_json() for entry in self.entries],
        }


def contract_ledger(bidders: int, bid: int, made: bool, scale: int = 1) -> Ledger:
    """The contract's checks: the bidders win them if made, the defenders twice as many if set."""
    amount = contract_checks(bid, scale)
    if made:
        return Ledger().add(CheckSource.CONTRACT_MADE, bidders, amount)
    return Ledger().add(CheckSource.CONTRACT_SET, other_team(bidders), SET_MULTIPLIER * amount)
