"""Scoring a hand and ending a game (RULES.md §3, §4.2, §4.3).

Points, for a hand that is played out:

- Each team's hand score is its meld plus its points in tricks: every ace,
  ten and king taken is worth 1 (times the scale), and the last trick earns
  ``Ruleset.last_trick_bonus``.
- A team's meld counts only if that team wins at least one trick.
- The bidders **make** the bid when their counted meld plus their trick
  points reach it; both teams then add their hand score. Otherwise they are
  **set**: they score nothing and the bid is subtracted from their total,
  while the defenders add their hand score. Scores may go negative.

Hands that are not played out:

- **conceded** (after trump is named and meld shown): the bidders lose the
  bid as if set; the defenders add their meld only, counted although they
  take no trick (no tricks are played).
- **no marriage** (double deck: the bidder holds no marriage to name as
  trump): the bidders lose the bid; nobody scores meld and nothing else
  changes.
- **redeal** (four passes in Check Pinochle): nothing changes.

Checks (when ``Ruleset.checks``), all through the zero-sum ``Ledger``:

- meld checks go to each team as its meld is shown and are kept whatever
  happens later, also when its meld points are lost for want of a trick and
  when its contract goes set or is conceded;
- the contract pays ``contract_checks(bid)`` to the bidders when made, and
  twice that to the defenders when set, conceded or lost for want of a trump
  marriage;
- a team that wins every trick wins ``SLAM_CHECKS`` (defenders too);
- when the game ends the winner on points wins ``game_checks(lead)``, its lead
  being its score less the other team's (a negative lead counts as 0).

The game ends after the first hand that leaves a team at or above the
target. If both teams are there after the same hand, the bidding team wins
on points, otherwise the team that reached it. Check Pinochle is then won by
the team with more checks (equal checks are a draw); the other profiles by
the winner on points.

In the result, ``meld`` holds each team's meld *as counted* (0 for a team
whose meld was lost, for the bidders of a conceded hand, and for everyone in
a hand not played), ``meld_shown`` the meld laid down.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field

from pinochle.cards import Suit
from pinochle.checks import (
    SLAM_CHECKS,
    CheckSource,
    Ledger,
    contract_ledger,
    game_checks,
)
from pinochle.errors import ScoringError
from pinochle.play import Trick
from pinochle.rules import Ruleset
from pinochle.seats import TEAMS, other_team, team_of

Pair = tuple[int, int]


class Outcome(enum.Enum):
    """How a hand ended; the value is the JSON/catalog code."""

    PLAYED = "played"
    REDEAL = "redeal"
    CONCEDED = "conceded"
    NO_MARRIAGE = "no_marriage"


@dataclass(frozen=True)
class HandResult:
    """What one hand changed: points per team, checks (as ledger entries), and why."""

    outcome: Outcome
    bidders: int | None
    bid: int | None
    meld_shown: Pair
    meld: Pair
    tricks: Pair
    tricks_won: Pair
    made: bool | None
    score: Pair
    ledger: Ledger

    @property
    def checks(self) -> Pair:
        return self.ledger.balances

    @property
    def slam(self) -> int | None:
        """The team that won every trick of a played hand, if one did."""
        if self.outcome is not Outcome.PLAYED:
            return None
        return next((team for team in TEAMS if self.tricks_won[other_team(team)] == 0), None)

    def to_json(self) -> dict[str, object]:
        return {
            "meld": list(self.meld),
            "meld_shown": list(self.meld_shown),
            "tricks": list(self.tricks),
            "tricks_won": list(self.tricks_won),
            "made": self.made,
            "score": list(self.score),
            "checks": list(self.checks),
            "check_entries": [entry.to_json() for entry in self.ledger.entries],
        }


def counter_points(trick: Trick, rules: Ruleset) -> int:
    """The points of the counters in ``trick``: 1 per ace, ten and king, times the scale."""
    return trick.counters() * rules.scale


def trick_value(trick: Trick, last: bool, rules: Ruleset) -> int:
    """What ``trick`` is worth to its winner: its counters, and the last-trick bonus if
    ``last`` (the hand's final trick)."""
    return counter_points(trick, rules) + (rules.last_trick_bonus if last else 0)


def trick_points(tricks: Sequence[Trick], trump: Suit, rules: Ruleset) -> Pair:
    """Each team's points in ``tricks``, the last of them earning the last-trick bonus."""
    points = [0, 0]
    for number, trick in enumerate(tricks, start=1):
        points[team_of(trick.winner(trump))] += trick_value(trick, number == len(tricks), rules)
    return points[0], points[1]


def tricks_won(tricks: Sequence[Trick], trump: Suit) -> Pair:
    """How many of ``tricks`` each team won."""
    won = [0, 0]
    for trick in tricks:
        won[team_of(trick.winner(trump))] += 1
    return won[0], won[1]


def trick_totals(tricks: Sequence[Trick], trump: Suit, rules: Ruleset) -> tuple[Pair, Pair]:
    """Each team's points in ``tricks`` (last-trick bonus included) and tricks won."""
    return trick_points(tricks, trump, rules), tricks_won(tricks, trump)


def meld_ledger(rules: Ruleset, meld_checks: Pair) -> Ledger:
    """Each team wins its meld checks from the other when the meld is shown."""
    ledger = Ledger()
    if rules.checks:
        for team in (0, 1):
            ledger = ledger.add(CheckSource.MELD, team, meld_checks[team])
    return ledger


def hand_ledger(
    rules: Ruleset,
    bidders: int,
    bid: int,
    made: bool,
    meld_checks: Pair,
    slam: int | None = None,
    *,
    conceded: bool = False,
) -> Ledger:
    """The checks one hand moves (none without ``Ruleset.checks``), in this order: each
    team's meld checks; the contract, ``contract_checks(bid)`` to the bidders if ``made``,
    twice that to the defenders if not (set, conceded, or no trump marriage); and
    ``SLAM_CHECKS`` to the ``slam`` team, the one that took every trick.

    No hand ends so, and ``ScoringError`` says why: a slam in a ``conceded`` hand
    (``slam_after_concession``: no trick is played), a bid made while the defenders took
    every trick (``slam_by_defenders_made``), negative meld checks (``bad_meld_checks``).
    """
    if slam is not None and conceded:
        raise ScoringError("slam_after_concession")
    if slam is not None and made and slam != bidders:
        raise ScoringError("slam_by_defenders_made")
    if min(meld_checks) < 0:
        raise ScoringError("bad_meld_checks", checks=min(meld_checks))
    if not rules.checks:
        return Ledger()
    ledger = meld_ledger(rules, meld_checks)
    ledger += contract_ledger(bidders, bid, made=made and not conceded, scale=rules.scale)
    return ledger if slam is None else ledger.add(CheckSource.SLAM, slam, SLAM_CHECKS)


def _pair(bidders: int, for_bidders: int, for_defenders: int) -> Pair:
    return (for_bidders, for_defenders) if bidders == 0 else (for_defenders, for_bidders)


def score_redeal() -> HandResult:
    """Four passes: the cards are thrown in and nothing changes."""
    zero = (0, 0)
    return HandResult(Outcome.REDEAL, None, None, zero, zero, zero, zero, None, zero, Ledger())


def score_no_marriage(rules: Ruleset, bidders: int, bid: int) -> HandResult:
    """No trump marriage (double deck): the bidders lose the bid, nobody scores meld."""
    zero = (0, 0)
    score = _pair(bidders, -bid, 0)
    ledger = hand_ledger(rules, bidders, bid, False, zero)
    return HandResult(
        Outcome.NO_MARRIAGE, bidders, bid, zero, zero, zero, zero, False, score, ledger
    )


def score_conceded(
    rules: Ruleset, bidders: int, bid: int, meld: Pair, meld_checks: Pair
) -> HandResult:
    """A concession after the meld: the bidders lose the bid, the defenders add their meld."""
    defenders = other_team(bidders)
    counted = _pair(bidders, 0, meld[defenders])
    score = _pair(bidders, -bid, meld[defenders])
    ledger = hand_ledger(rules, bidders, bid, False, meld_checks, conceded=True)
    zero = (0, 0)
    return HandResult(
        Outcome.CONCEDED, bidders, bid, meld, counted, zero, zero, False, score, ledger
    )


def score_played(
    rules: Ruleset,
    bidders: int,
    bid: int,
    meld: Pair,
    meld_checks: Pair,
    tricks: Pair,
    tricks_won: Pair,
) -> HandResult:
    """A hand played out: meld needs a trick; made or set on the bid; slam checks."""
    counted = (
        meld[0] if tricks_won[0] else 0,
        meld[1] if tricks_won[1] else 0,
    )
    hand_score = (counted[0] + tricks[0], counted[1] + tricks[1])
    made = hand_score[bidders] >= bid
    score = hand_score if made else _pair(bidders, -bid, hand_score[other_team(bidders)])
    slam = next((team for team in TEAMS if tricks_won[other_team(team)] == 0), None)
    ledger = hand_ledger(rules, bidders, bid, made, meld_checks, slam)
    return HandResult(
        Outcome.PLAYED, bidders, bid, meld, counted, tricks, tricks_won, made, score, ledger
    )


def points_winner(scores: Pair, target: int, bidders: int) -> int | None:
    """The team that wins on points after a hand bid by ``bidders``, or None to play on.

    A team at or above ``target`` wins; if both are, the bidding team wins.
    """
    reached = [team for team in (0, 1) if scores[team] >= target]
    if not reached:
        return None
    return bidders if len(reached) == 2 else reached[0]


def game_ledger(rules: Ruleset, scores: Pair, winner: int) -> Ledger:
    """The game checks: the winner on points wins 10 plus 1 per 10 points (or part) of lead."""
    if not rules.checks:
        return Ledger()
    lead = scores[winner] - scores[other_team(winner)]
    return Ledger().add(CheckSource.GAME, winner, game_checks(lead, rules.scale))


@dataclass(frozen=True)
class Standing:
    """A game's running totals: the points, the checks ledger, and the winner on points once
    a hand has ended the game."""

    scores: Pair = (0, 0)
    ledger: Ledger = field(default_factory=Ledger)
    winner_on_points: int | None = None

    @property
    def checks(self) -> Pair:
        """Each team's checks so far (zero-sum)."""
        return self.ledger.balances

    @property
    def game_checks(self) -> Pair:
        """The checks that changed hands for the game itself (zero-sum; 0 until it ends)."""
        return self.ledger.balances_of(CheckSource.GAME)

    def is_over(self) -> bool:
        """Whether a hand has ended the game."""
        return self.winner_on_points is not None

    def winner(self, rules: Ruleset) -> int | None:
        """The winner of the finished game under ``rules`` (None: a draw, or not over)."""
        if self.winner_on_points is None:
            return None
        return overall_winner(rules, self.checks, self.winner_on_points)

    def after(self, rules: Ruleset, result: HandResult) -> Standing:
        """The totals with one more hand added; the game checks too if it ends the game.

        A thrown-in hand (no bidders) changes nothing and never ends the game.
        """
        scores = (self.scores[0] + result.score[0], self.scores[1] + result.score[1])
        ledger = self.ledger + result.ledger
        winner = (
            None if result.bidders is None else points_winner(scores, rules.target, result.bidders)
        )
        if winner is not None:
            ledger += game_ledger(rules, scores, winner)
        return Standing(scores, ledger, winner)


def overall_winner(rules: Ruleset, checks: Pair, winner_on_points: int) -> int | None:
    """Check Pinochle: the team with more checks (None for a draw); otherwise on points."""
    if not rules.checks:
        return winner_on_points
    if checks[0] == checks[1]:
        return None
    return 0 if checks[0] > checks[1] else 1
