"""Stage ``checks``: settle the checks of a hand of Check Pinochle (RULES.md §3).

The answer is one signed number: the checks North–South win (negative when
they pay). The key is the zero-sum ledger the engine keeps, built from its
own rules: ``scoring.meld_ledger`` (meld checks, kept whatever happens),
``checks.contract_ledger`` (from the bid: the bidders win
``contract_checks(bid)`` when they make it, the defenders twice that when
the bidders go set or concede), the slam (``SLAM_CHECKS`` to a team that
took every trick) and ``scoring.game_ledger`` for the team that wins on
points when ``scoring.points_winner`` says the game is over.

Levels:
1. the contract alone: a bid made or set;
2. the contract with a slam, or conceded;
3. the game checks from the final scores;
4. a whole hand: meld checks, the contract, a slam, and the game when the
   hand ends it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pinochle.checks import (
    GAME_CHECKS_BASE,
    GAME_CHECKS_PER,
    SET_MULTIPLIER,
    SLAM_CHECKS,
    CheckEntry,
    CheckSource,
    Ledger,
    contract_band,
    contract_checks,
    contract_ledger,
)
from pinochle.practice.base import Answer, Note, Param, Problem, Verdict, read_signed
from pinochle.rules import PROFILES, Ruleset
from pinochle.scoring import game_ledger, meld_ledger, points_winner
from pinochle.seats import other_team

LEVELS = 4
OUTCOMES = ("made", "set", "conceded")


@dataclass(frozen=True)
class ChecksQuestion:
    """One hand's facts; ``bid`` None for the game checks alone, ``scores`` None when the
    game goes on."""

    rules: Ruleset
    bidders: int
    bid: int | None = None
    outcome: str | None = None
    slam: int | None = None
    meld_checks: tuple[int, int] = (0, 0)
    scores: tuple[int, int] | None = None

    answer_kind = "checks"

    def facts(self) -> dict[str, str]:
        facts = {"rules": self.rules.profile, "bidders": str(self.bidders)}
        if self.bid is not None and self.outcome is not None:
            facts |= {"bid": str(self.bid), "outcome": self.outcome}
            facts["slam"] = "" if self.slam is None else str(self.slam)
            facts["meld-checks"] = " ".join(map(str, self.meld_checks))
        if self.scores is not None:
            facts |= {"scores": " ".join(map(str, self.scores)), "target": str(self.rules.target)}
        return facts

    def ledger(self) -> Ledger:
        """Every transfer of the hand (and of the game, when it ends), in order."""
        ledger = meld_ledger(self.rules, self.meld_checks)
        if self.bid is not None:
            made = self.outcome == "made"
            ledger += contract_ledger(self.bidders, self.bid, made=made, scale=self.rules.scale)
        if self.slam is not None:
            ledger = ledger.add(CheckSource.SLAM, self.slam, SLAM_CHECKS)
        if self.scores is not None:
            winner = points_winner(self.scores, self.rules.target, self.bidders)
            if winner is not None:
                ledger += game_ledger(self.rules, self.scores, winner)
        return ledger

    def grade(self, answer: Answer) -> Verdict:
        checks = read_signed(answer, "checks")
        if isinstance(checks, Problem):
            return Verdict.unreadable(checks)
        ledger = self.ledger()
        ours = ledger.balances[0]
        notes = [self.note(entry) for entry in ledger.entries]
        if not ledger.entries:
            notes.append(Note("checks_none"))
        total = (
            "checks_total_won" if ours > 0 else "checks_total_paid" if ours else "checks_total_even"
        )
        notes.append(Note(total, {"team": 0, "amount": abs(ours)}))
        return Verdict(checks == ours, {"checks": ours}, tuple(notes))

    def note(self, entry: CheckEntry) -> Note:
        """The transfer with the rule that makes it."""
        params: dict[str, Param] = {"team": entry.team, "amount": entry.amount}
        if entry.source in (CheckSource.CONTRACT_MADE, CheckSource.CONTRACT_SET):
            assert self.bid is not None
            low, high = contract_band(self.bid, self.rules.scale)
            params |= {"bid": self.bid, "low": low, "high": high}
            params |= {"checks": contract_checks(self.bid, self.rules.scale)}
            params |= {"multiplier": SET_MULTIPLIER}
            code = "checks_made" if entry.source is CheckSource.CONTRACT_MADE else "checks_set"
            if self.outcome == "conceded":
                code = "checks_conceded"
            return Note(code, params)
        if entry.source is CheckSource.GAME:
            assert self.scores is not None
            won, lost = self.scores[entry.team], self.scores[other_team(entry.team)]
            params |= {"won": won, "lost": lost, "lead": max(won - lost, 0)}
            params |= {"base": GAME_CHECKS_BASE, "per": GAME_CHECKS_PER * self.rules.scale}
            return Note("checks_game", params)
        return Note(f"checks_{entry.source.value}", params)


def generate(rng: random.Random, level: int) -> ChecksQuestion:
    rules = PROFILES["check"]
    bidders = rng.randint(0, 1)
    if level == 3:
        return ChecksQuestion(rules, bidders, scores=_final_scores(rng, rules))
    bid = rng.choice([20, 21, 22, 24, 25, 27, 29, 30, 33, 35, 38, 40, 41, 44, 45, 50])
    outcome = rng.choice(OUTCOMES if level > 1 else OUTCOMES[:2])
    slam = None
    if level > 1 and outcome != "conceded" and rng.random() < 0.6:
        slam = bidders if outcome == "made" else other_team(bidders)
    if level < 4:
        return ChecksQuestion(rules, bidders, bid, outcome, slam)
    meld = (rng.choice((0, 0, 1, 2, 3, 4, 7)), rng.choice((0, 0, 1, 2, 4)))
    scores = _final_scores(rng, rules) if rng.random() < 0.5 else None
    return ChecksQuestion(rules, bidders, bid, outcome, slam, meld, scores)


def _final_scores(rng: random.Random, rules: Ruleset) -> tuple[int, int]:
    """Scores after the last hand: one team at the target, or both (the bidders win then,
    even with fewer points)."""
    target = rules.target
    high = target + rng.randint(0, 60)
    other = rng.randint(target - 90, target + 40)
    if other >= target and rng.random() < 0.5:
        other = high  # equal scores at the target: the bidders still win
    return (high, other) if rng.random() < 0.5 else (other, high)
