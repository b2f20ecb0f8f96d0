"""The checks calculator's entry point (RULES.md §3, §4.3): ``scoring`` counts, this words."""

from __future__ import annotations

from collections.abc import Mapping

from pinochle.catalog import Catalog
from pinochle.checks import (
    GAME_CHECKS_BASE,
    GAME_CHECKS_PER,
    SET_MULTIPLIER,
    CheckSource,
    Ledger,
    contract_band,
    contract_checks,
)
from pinochle.explain import bid_band_text
from pinochle.rules import Ruleset, make_ruleset
from pinochle.scoring import Pair, game_ledger, hand_ledger, points_winner
from pinochle.seats import other_team
from pinochle.web._entry import Request, RequestError, Response, answer, number, pair, team, text

OUTCOMES = ("made", "set", "conceded")


def checks(request: str) -> str:
    """The checks calculator: the checks for one hand, and for the game when it ends."""
    return answer(request, _checks)


def _checks(data: Request, catalog: Catalog) -> Response:
    rules = make_ruleset("check")
    bidders = team(data, "bidders")
    bid = number(data, "bid")
    if bid < 1:
        raise RequestError("bad_bid", bid=bid)
    outcome = text(data, "outcome")
    if outcome not in OUTCOMES:
        raise RequestError("bad_request", field="outcome")
    slam = None if data.get("slam") is None else team(data, "slam")
    made, conceded = outcome == "made", outcome == "conceded"
    meld_checks = pair(data, "meld_checks")
    hand = hand_ledger(rules, bidders, bid, made, meld_checks, slam, conceded=conceded)
    contract_rule = catalog.text(
        f"web.rule.contract_{outcome}",
        bid=bid,
        band=bid_band_text(contract_band(bid, rules.scale), catalog),
        checks=contract_checks(bid, rules.scale),
        multiplier=SET_MULTIPLIER,
    )
    words = {
        CheckSource.MELD: catalog.text("web.rule.meld"),
        CheckSource.CONTRACT_MADE: contract_rule,
        CheckSource.CONTRACT_SET: contract_rule,
        CheckSource.SLAM: catalog.text("web.rule.slam", tricks=rules.deck.hand_size),
    }
    response: Response = {"hand": _ledger_json(hand, words), "game": None}
    game = Ledger()
    if data.get("scores") is not None:
        scores = pair(data, "scores")
        target = number(data, "target", rules.target)
        if target < 1:
            raise RequestError("bad_target", target=target)
        winner = points_winner(scores, target, bidders)
        if winner is not None:
            game = game_ledger(rules, scores, winner)
            words[CheckSource.GAME] = _game_rule(rules, scores, winner, catalog)
        response["game"] = {
            "over": winner is not None,
            "winner": winner,
            **_ledger_json(game, words),
        }
    response["balances"] = list((hand + game).balances)
    return response


def _game_rule(rules: Ruleset, scores: Pair, winner: int, catalog: Catalog) -> str:
    """The words of the game checks' rule, with the figures of this game."""
    won, lost = scores[winner], scores[other_team(winner)]
    return catalog.text(
        "web.rule.game",
        won=won,
        lost=lost,
        lead=max(won - lost, 0),
        base=GAME_CHECKS_BASE,
        per=GAME_CHECKS_PER * rules.scale,
    )


def _ledger_json(ledger: Ledger, words: Mapping[CheckSource, str]) -> Response:
    """The entries, each with the words of the rule that produced it, and the balances."""
    return {
        "entries": [{**entry.to_json(), "rule": words[entry.source]} for entry in ledger.entries],
        "balances": list(ledger.balances),
    }
