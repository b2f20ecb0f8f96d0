"""The score sheet of a game played at a real table (RULES.md §3, §4.2, §4.3).

The table tells the scorepad, hand by hand, what it saw; the scorepad works
out everything else with the same rules as a hand played in the engine
(``scoring``: made or set, points, contract, slam and game checks).

A **hand entry** holds the dealer (a seat, ``pinochle.seats``) and the
outcome, with the inputs that outcome uses (``OUTCOME_INPUTS``):

- ``played``: the bidding team and its bid; each team's meld points and meld
  checks as shown; each team's trick points; the team that took every trick
  (the slam), if one did.
- ``conceded`` (after the meld): the bidders, the bid and the meld.
- ``redeal``: all four passed (Check Pinochle only: in the other profiles
  somebody always bids).
- ``no_marriage`` (double deck): the bidder holds no marriage to name trump;
  the bidders and the bid.

An entry says what is wrong with itself under a ruleset
(``HandEntry.problems``); the **sheet** adds valid hands up in order: each
hand's points and checks and the running totals. The first hand that leaves
a team at or above the target ends the game (if both teams are there, the
bidders win on points), the winner on points wins the game checks, and in
Check Pinochle the team with more checks wins the game (equal checks: a
draw).

Decisions where RULES.md is silent, taken as a careful scorekeeper would:

- All passed: the hand is a row that changes nothing (no trump was named, so
  no meld was shown) and the deal passes on.
- A team that took no trick (the other team's slam) loses its meld points but
  keeps its meld checks: checks are won when the meld is shown.
- Conceded: the defenders' meld points count, the bidders' do not; both
  teams' meld checks count. No trick points or slam are asked.
- No trump marriage: no meld is asked; nobody scores meld.
- Trick points: the two teams' add up to ``Ruleset.trick_points``; a slam
  team holds them all. A trick may hold no points, so 0 trick points is not
  a slam: the slam is said, never guessed.
- The dealer is recorded as told, never refused (tables misdeal); the next
  dealer offered is the one left of the last.
- Meld checks typed in a game without checks stay with the hand and count for
  nothing (they count again if the rules are switched back).
- Nothing follows the hand that ends the game: a hand added then is refused,
  and so is an edit that would end the game before the hands after it.

Every problem names its input in ``params["field"]`` (``bid``, ``meld.1``,
``tricks.0``…, in the order of ``FIELDS``) and, for a hand of a game, the
hand in ``params["hand"]`` (from 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from pinochle.checks import CheckSource
from pinochle.errors import EntryError, EntryErrors
from pinochle.rules import Ruleset
from pinochle.scoring import (
    HandResult,
    Outcome,
    Pair,
    Standing,
    overall_winner,
    score_conceded,
    score_no_marriage,
    score_played,
    score_redeal,
)
from pinochle.seats import SEATS, TEAMS, Team, left_of

TEAM_NAME_MAX = 40

# The inputs each outcome uses, in the order of the form; the others are not read.
OUTCOME_INPUTS: dict[Outcome, tuple[str, ...]] = {
    Outcome.REDEAL: (),
    Outcome.NO_MARRIAGE: ("bidders", "bid"),
    Outcome.CONCEDED: ("bidders", "bid", "meld", "meld_checks"),
    Outcome.PLAYED: ("bidders", "bid", "meld", "meld_checks", "tricks", "slam"),
}
PAIRS = ("meld", "meld_checks", "tricks")
# Every field a problem may name, in the order the form shows them.
FIELDS = (
    "dealer",
    "outcome",
    "bidders",
    "bid",
    *(f"{pair}.{team}" for pair in PAIRS for team in TEAMS),
    "slam",
)


@dataclass(frozen=True)
class HandEntry:
    """One hand as the table reports it; an entry without bidders is a thrown-in hand."""

    dealer: int
    outcome: Outcome
    bidders: Team | None = None
    bid: int | None = None
    meld: Pair = (0, 0)
    meld_checks: Pair = (0, 0)
    tricks: Pair = (0, 0)
    slam: Team | None = None

    def problems(self, rules: Ruleset) -> tuple[EntryError, ...]:
        """What ``rules`` refuse in this entry (empty when it is a valid hand), in field order."""
        found: list[EntryError] = []
        if self.dealer not in SEATS:
            found.append(EntryError("not_a_choice", field="dealer", value=str(self.dealer)))
        if self.outcome is Outcome.REDEAL:
            if not rules.allows_all_passed:
                found.append(
                    EntryError("all_passed_not_allowed", field="bidders", profile=rules.profile)
                )
            return tuple(found)
        if self.outcome is Outcome.NO_MARRIAGE and not rules.allows_no_marriage:
            found.append(EntryError("no_marriage_not_possible", field="outcome"))
        if self.bidders not in TEAMS:
            found.append(EntryError("choice_needed", field="bidders", choice="bidders"))
        found += self._bid_problems(rules)
        if self.outcome in (Outcome.CONCEDED, Outcome.PLAYED):
            found += _count_problems("meld", self.meld, "bad_meld", "points")
            found += _count_problems("meld_checks", self.meld_checks, "bad_meld_checks", "checks")
        if self.outcome is Outcome.PLAYED:
            found += self._trick_problems(rules)
        return tuple(sorted(found, key=lambda problem: FIELDS.index(str(problem.params["field"]))))

    def _bid_problems(self, rules: Ruleset) -> list[EntryError]:
        if self.bid is None:
            return [EntryError("bid_needed", field="bid")]
        if self.bid < rules.min_bid:
            return [EntryError("bid_too_low", field="bid", bid=self.bid, lowest=rules.min_bid)]
        if not rules.is_bid_amount(self.bid):
            return [EntryError("bad_bid_step", field="bid", bid=self.bid)]
        return []

    def _trick_problems(self, rules: Ruleset) -> list[EntryError]:
        """Each team's trick points lie in 0…total, together they are the total, and a slam
        team holds them all."""
        total = rules.trick_points
        found = [
            EntryError("bad_trick_points", field=f"tricks.{team}", points=points, max=total)
            for team, points in enumerate(self.tricks)
            if not 0 <= points <= total
        ]
        if found:
            return found
        if sum(self.tricks) != total:
            return [
                EntryError(
                    "trick_points_total", field="tricks.1", total=total, sum=sum(self.tricks)
                )
            ]
        if self.slam is not None and self.slam not in TEAMS:
            return [EntryError("not_a_choice", field="slam", value=str(self.slam))]
        if self.slam is not None and self.tricks[self.slam] != total:
            return [EntryError("slam_needs_all_points", field="slam", total=total)]
        return []

    def result(self, rules: Ruleset) -> HandResult:
        """The hand scored by the engine's rules (``scoring``)."""
        if self.bidders is None or self.bid is None:
            return score_redeal()
        if self.outcome is Outcome.NO_MARRIAGE:
            return score_no_marriage(rules, self.bidders, self.bid)
        if self.outcome is Outcome.CONCEDED:
            return score_conceded(rules, self.bidders, self.bid, self.meld, self.meld_checks)
        return score_played(
            rules,
            self.bidders,
            self.bid,
            self.meld,
            self.meld_checks,
            self.tricks,
            self._tricks_won(rules),
        )

    def _tricks_won(self, rules: Ruleset) -> Pair:
        """Tricks per team as far as scoring reads them: the slam team took them all;
        otherwise each team took at least one (the scorepad is not told how many)."""
        if self.slam is None:
            return (1, 1)
        every = rules.deck.hand_size
        return (every, 0) if self.slam == 0 else (0, every)

    def to_json(self) -> dict[str, object]:
        """The entry as saved: the dealer, the outcome and the inputs the outcome uses."""
        values: dict[str, object] = {
            "bidders": self.bidders,
            "bid": self.bid,
            "meld": list(self.meld),
            "meld_checks": list(self.meld_checks),
            "tricks": list(self.tricks),
            "slam": self.slam,
        }
        data: dict[str, object] = {"dealer": self.dealer, "outcome": self.outcome.value}
        return data | {name: values[name] for name in OUTCOME_INPUTS[self.outcome]}


def _count_problems(name: str, counts: Pair, code: str, param: str) -> list[EntryError]:
    """Meld points and meld checks may be 0, never negative."""
    return [
        EntryError(code, field=f"{name}.{team}", **{param: count})
        for team, count in enumerate(counts)
        if count < 0
    ]


@dataclass(frozen=True)
class Row:
    """One hand on the sheet: the entry, its result, and the totals after it (``checks``
    before any game checks)."""

    number: int
    entry: HandEntry
    result: HandResult
    scores: Pair
    checks: Pair


@dataclass(frozen=True)
class Sheet:
    """The hands added up, and the standing after the last (game checks included)."""

    rows: tuple[Row, ...]
    standing: Standing

    @property
    def game_checks(self) -> Pair:
        """The checks that changed hands for the game itself (zero-sum)."""
        return self.standing.ledger.balances_of(CheckSource.GAME)


def numbered(problems: Sequence[EntryError], number: int) -> EntryErrors:
    """The problems of hand ``number`` of a game, each naming the hand."""
    return EntryErrors(tuple(EntryError(p.code, **p.params, hand=number) for p in problems))


@dataclass(frozen=True)
class Scorepad:
    """A game kept by hand: the rules, the team names and the hands, always valid.

    Making one checks every hand against the rules (``EntryErrors`` with the hand
    number) and that no hand follows the end of the game (``game_over_after``).
    """

    rules: Ruleset
    teams: tuple[str, str] = ("", "")
    hands: tuple[HandEntry, ...] = ()

    def __post_init__(self) -> None:
        for team, name in enumerate(self.teams):
            if len(name) > TEAM_NAME_MAX:
                raise EntryError("team_name_too_long", field=f"team.{team}", max=TEAM_NAME_MAX)
        _ = self.sheet

    @cached_property
    def sheet(self) -> Sheet:
        standing = Standing()
        rows = []
        for number, entry in enumerate(self.hands, 1):
            if standing.winner_on_points is not None:
                raise EntryError("game_over_after", hand=number - 1)
            problems = entry.problems(self.rules)
            if problems:
                raise numbered(problems, number)
            result = entry.result(self.rules)
            checks = (standing.ledger + result.ledger).balances
            standing = standing.after(self.rules, result)
            rows.append(Row(number, entry, result, standing.scores, checks))
        return Sheet(tuple(rows), standing)

    def is_over(self) -> bool:
        return self.sheet.standing.winner_on_points is not None

    @property
    def both_reached(self) -> bool:
        """Whether the game ended with both teams at the target (the bidders won on points)."""
        return self.is_over() and min(self.sheet.standing.scores) >= self.rules.target

    @property
    def winner(self) -> Team | None:
        """The winner of a finished game: on checks in Check Pinochle (None for a draw), on
        points otherwise; None while the game goes on."""
        winner = self.sheet.standing.winner_on_points
        if winner is None:
            return None
        return overall_winner(self.rules, self.sheet.standing.ledger.balances, winner)

    @property
    def next_dealer(self) -> int:
        """The seat left of the last hand's dealer (seat 0 deals first)."""
        return left_of(self.hands[-1].dealer) if self.hands else SEATS[0]

    def add(self, entry: HandEntry) -> Scorepad:
        """The game with one more hand; ``game_over`` once the game has ended."""
        if self.is_over():
            raise EntryError("game_over")
        return replace(self, hands=(*self.hands, entry))

    def edit(self, number: int, entry: HandEntry) -> Scorepad:
        """The game with hand ``number`` (from 1) replaced and everything recomputed."""
        if not 1 <= number <= len(self.hands):
            raise EntryError("no_such_hand", hand=number)
        hands = list(self.hands)
        hands[number - 1] = entry
        return replace(self, hands=tuple(hands))

    def undo(self) -> Scorepad:
        """The game without its last hand."""
        if not self.hands:
            raise EntryError("nothing_to_undo")
        return replace(self, hands=self.hands[:-1])

    def restart(self) -> Scorepad:
        """A new game with the same rules and team names."""
        return replace(self, hands=())

    def with_settings(self, rules: Ruleset, teams: Sequence[str]) -> Scorepad:
        """The same hands under other rules or team names, all checked again."""
        return replace(self, rules=rules, teams=(teams[0], teams[1]))
