"""Duplicate matches between two computer players: the same cards, the seats swapped.

Deal ``i`` of a match with seed ``S`` is shuffled from
``random.Random("S/i")``, dealt by seat ``i % 4``, and played twice by
players seeded ``"S/i"``: first with player ``a`` at North–South (seats 0
and 2) and ``b`` at East–West, then the other way round. Luck in the cards
cancels out: a deal's **gain** for ``a`` is half the sum, over its two hands,
of ``a``'s partnership's points less ``b``'s (and likewise for checks, in
Check Pinochle). The summary gives the mean gain per deal with its 95 %
confidence interval (the normal approximation, 1.96 standard errors).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from pinochle.bots import play_out, seat_bots
from pinochle.bots.effort import MATCH, Effort
from pinochle.game import HandState, shuffled_deal
from pinochle.rules import Ruleset
from pinochle.seats import SEATS, TEAMS, other_team, team_of

# The normal distribution's two-sided 95 % point.
Z_95 = 1.96


@dataclass(frozen=True)
class DealPlayed:
    """One deal of a match: its two hands (``a`` at North–South first) and ``a``'s gains."""

    deal: int
    hands: tuple[HandState, HandState]
    points: float
    checks: float


def play_deal(
    rules: Ruleset, seed: int, deal: int, a: str, b: str, effort: Effort = MATCH
) -> DealPlayed:
    """Deal number ``deal`` of the match, played both ways (see the module docstring), an
    ``expert`` searching as far as ``effort`` says."""
    cards = shuffled_deal(rules, random.Random(f"{seed}/{deal}"))
    dealer = SEATS[deal % len(SEATS)]
    hands = []
    points = checks = 0
    for a_team in TEAMS:
        names = [a if team_of(seat) == a_team else b for seat in SEATS]
        bots = seat_bots(f"{seed}/{deal}", names, effort)
        hand = play_out(HandState.new(rules, dealer, cards), bots)
        result = hand.result()
        points += result.score[a_team] - result.score[other_team(a_team)]
        checks += result.checks[a_team] - result.checks[other_team(a_team)]
        hands.append(hand)
    return DealPlayed(deal, (hands[0], hands[1]), points / 2, checks / 2)


def play_match(
    rules: Ruleset, deals: int, seed: int, a: str, b: str, effort: Effort = MATCH
) -> Iterator[DealPlayed]:
    """The match's deals, one after the other."""
    for deal in range(deals):
        yield play_deal(rules, seed, deal, a, b, effort)


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95 % confidence interval."""

    mean: float
    low: float
    high: float


def estimate(values: Sequence[float]) -> Estimate:
    """The mean of ``values`` and its 95 % confidence interval (one value: no spread)."""
    count = len(values)
    mean = sum(values) / count
    if count < 2:
        return Estimate(mean, mean, mean)
    variance = sum((value - mean) ** 2 for value in values) / (count - 1)
    half = Z_95 * math.sqrt(variance / count)
    return Estimate(mean, mean - half, mean + half)


@dataclass(frozen=True)
class Summary:
    """What ``a`` gains per deal over ``b``: points, and checks."""

    deals: int
    points: Estimate
    checks: Estimate


def summarize(played: Iterable[DealPlayed]) -> Summary:
    deals = list(played)
    return Summary(
        len(deals),
        estimate([deal.points for deal in deals]),
        estimate([deal.checks for deal in deals]),
    )
