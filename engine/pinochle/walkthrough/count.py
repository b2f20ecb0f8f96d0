"""The end of a hand and of a game told as steps: whose meld counts, the tricks' points, the
verdict, the score and every check that changes hands, then the game's winner."""

from __future__ import annotations

from dataclasses import replace

from pinochle.checks import (
    GAME_CHECKS_BASE,
    GAME_CHECKS_PER,
    CheckSource,
    contract_band,
    contract_checks,
)
from pinochle.game import GameState, HandState
from pinochle.rules import Ruleset
from pinochle.scoring import HandResult, Outcome
from pinochle.seats import TEAMS, other_team, team_of
from pinochle.walkthrough.cases import Chapter, ContractHow, MeldCounts
from pinochle.walkthrough.steps import (
    ConcededStep,
    ContractChecksStep,
    GameChecksStep,
    GameEndStep,
    HandChecksStep,
    HandScoreStep,
    MadeStep,
    MeldCountStep,
    SetStep,
    SlamStep,
    TrickPointsStep,
    WinnerStep,
)
from pinochle.walkthrough.teller import Teller

# ---- the count


def count(teller: Teller, state: HandState) -> None:
    """The count of a finished hand that was bid: played out, conceded or not played."""
    result = state.result()
    bidders, bid = result.bidders, result.bid
    assert bidders is not None and bid is not None  # a redeal has no count
    rules = state.rules
    chapter: Chapter | None = Chapter.COUNT
    if result.outcome is Outcome.PLAYED:
        _played_out(teller, state, result)
        chapter = None
    elif result.outcome is Outcome.CONCEDED:
        teller.add(ConcededStep(team=bidders, bid=bid, view=teller.view, chapter=chapter))
        chapter = None
    teller.view = replace(teller.view, score=teller.standing.after(rules, result).scores)
    teller.add(HandScoreStep(score=result.score, view=teller.view, chapter=chapter))
    if result.slam is not None:
        teller.settle(result.ledger.balances_of(CheckSource.MELD, CheckSource.SLAM))
        teller.add(
            SlamStep(
                team=result.slam,
                tricks=rules.deck.hand_size,
                checks=result.ledger.balances_of(CheckSource.SLAM)[result.slam],
                view=teller.view,
            )
        )
    if rules.checks:
        _contract_checks(teller, result, rules)
        teller.add(HandChecksStep(checks=result.checks, view=teller.view))


def _played_out(teller: Teller, state: HandState, result: HandResult) -> None:
    """The count of a hand played to the end: whose meld counts, the tricks, the verdict."""
    bidders, bid = result.bidders, result.bid
    assert bidders is not None and bid is not None and state.trump is not None
    for team in TEAMS:
        shown, counted = result.meld_shown[team], result.meld[team]
        counts = MeldCounts.NONE if not shown else MeldCounts.YES if counted else MeldCounts.NO
        teller.add(
            MeldCountStep(
                team=team,
                points=shown,
                tricks=result.tricks_won[team],
                counts=counts,
                view=teller.view,
                chapter=Chapter.COUNT if team == 0 else None,
            )
        )
    teller.add(
        TrickPointsStep(
            points=result.tricks,
            tricks=result.tricks_won,
            last=team_of(state.tricks[-1].winner(state.trump)),
            bonus=state.rules.last_trick_bonus,
            view=teller.view,
        )
    )
    verdict = MadeStep if result.made else SetStep
    teller.add(
        verdict(
            team=bidders,
            bid=bid,
            total=result.meld[bidders] + result.tricks[bidders],
            meld=result.meld[bidders],
            tricks=result.tricks[bidders],
            view=teller.view,
        )
    )


def _contract_checks(teller: Teller, result: HandResult, rules: Ruleset) -> None:
    bid = result.bid
    assert bid is not None
    (contract,) = (
        entry
        for entry in result.ledger.entries
        if entry.source in (CheckSource.CONTRACT_MADE, CheckSource.CONTRACT_SET)
    )
    low, high = contract_band(bid, rules.scale)
    teller.settle(result.checks)
    # A hand not played out is one the bidders conceded: with checks, a double-deck
    # bidder's missing marriage never happens (checks are not played with the double deck).
    how = (
        ContractHow.MADE
        if result.made
        else ContractHow.SET
        if result.outcome is Outcome.PLAYED
        else ContractHow.CONCEDED
    )
    teller.add(
        ContractChecksStep(
            team=contract.team,
            bid=bid,
            low=low,
            high=high,
            checks=contract_checks(bid, rules.scale),
            amount=contract.amount,
            how=how,
            view=teller.view,
        )
    )


# ---- the end of a game


def game_end(teller: Teller, game: GameState, winner: int) -> None:
    """The end of a finished game: the winner on points, the game checks, the winner."""
    rules, standing = game.rules, game.standing
    scores = standing.scores
    teller.add(
        GameEndStep(
            team=winner,
            score=scores[winner],
            other=scores[other_team(winner)],
            target=rules.target,
            both=min(scores) >= rules.target,
            view=teller.view,
            chapter=Chapter.GAME_END,
        )
    )
    if rules.checks:
        teller.view = replace(teller.view, checks=standing.checks)
        teller.add(
            GameChecksStep(
                team=winner,
                lead=max(scores[winner] - scores[other_team(winner)], 0),
                checks=standing.game_checks[winner],
                base=GAME_CHECKS_BASE,
                per=GAME_CHECKS_PER * rules.scale,
                view=teller.view,
            )
        )
    teller.add(
        WinnerStep(
            team=game.winner,
            points_winner=winner,
            checks=standing.checks if rules.checks else None,
            upset=game.winner is not None and game.winner != winner,
            view=teller.view,
        )
    )
