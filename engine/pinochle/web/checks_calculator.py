"""The checks calculator's entry point (RULES.md §3, §4.3)."""

from __future__ import annotations

from pinochle.catalog import Catalog
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
from pinochle.explain import bid_band_text
from pinochle.rules import make_ruleset
from pinochle.scoring import game_ledger, meld_ledger, points_winner
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
    if slam is not None and outcome == "conceded":
        raise RequestError("slam_after_concession")
    if slam is not None and outcome == "made" and slam != bidders:
        raise RequestError("slam_by_defenders_made")
    meld_checks = pair(data, "meld_checks")
    if min(meld_checks) < 0:
        raise RequestError("bad_meld_checks", checks=min(meld_checks))

    made = outcome == "made"
    contract_rule = catalog.text(
        f"web.rule.contract_{outcome}",
        bid=bid,
        band=bid_band_text(contract_band(bid, rules.scale), catalog),
        checks=contract_checks(bid),
        multiplier=SET_MULTIPLIER,
    )
    hand = [
        (entry, catalog.text("web.rule.meld")) for entry in meld_ledger(rules, meld_checks).entries
    ]
    hand += [(entry, contract_rule) for entry in contract_ledger(bidders, bid, made=made).entries]
    if slam is not None:
        slam_rule = catalog.text("web.rule.slam", tricks=rules.deck.hand_size)
        hand += [
            (entry, slam_rule)
            for entry in Ledger().add(CheckSource.SLAM, slam, SLAM_CHECKS).entries
        ]
    total = Ledger(tuple(entry for entry, _ in hand))
    response: Response = {"hand": _ledger_json(hand), "game": None}

    if data.get("scores") is not None:
        scores = pair(data, "scores")
        target = number(data, "target", rules.target)
        if target < 1:
            raise RequestError("bad_target", target=target)
        winner = points_winner(scores, target, bidders)
        game: list[tuple[CheckEntry, str]] = []
        if winner is not None:
            lead = max(scores[winner] - scores[other_team(winner)], 0)
            game_rule = catalog.text(
                "web.rule.game",
                won=scores[winner],
                lost=scores[other_team(winner)],
                lead=lead,
                base=GAME_CHECKS_BASE,
                per=GAME_CHECKS_PER,
            )
            game = [(entry, game_rule) for entry in game_ledger(rules, scores, winner).entries]
            total += Ledger(tuple(entry for entry, _ in game))
        response["game"] = {"over": winner is not None, "winner": winner, **_ledger_json(game)}
    response["balances"] = list(total.balances)
    return response


def _ledger_json(entries: list[tuple[CheckEntry, str]]) -> Response:
    """The entries, each with the rule that produced it, and the zero-sum balances."""
    ledger = Ledger(tuple(entry for entry, _ in entries))
    return {
        "entries": [{**entry.to_json(), "rule": rule} for entry, rule in entries],
        "balances": list(ledger.balances),
    }
