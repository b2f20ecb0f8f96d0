"""The checks calculator's entry point (RULES.md §3, §4.3): ``scoring`` counts, this words."""

from __future__ import annotations

from collections.abc import Mapping

from pinochle.cards import Card, Hand, Suit
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
from pinochle.meld import find_meld
from pinochle.rules import Ruleset, make_ruleset
from pinochle.scoring import Pair, game_ledger, hand_ledger, points_winner
from pinochle.seats import other_team
from pinochle.web._entry import Request, RequestError, Response, answer, number, pair, team, text
from pinochle.words import bid_band_phrase

OUTCOMES = ("made", "set", "conceded")


def checks(request: str) -> str:
    """The checks calculator: the checks for one hand, and for the game when it ends."""
    return answer(request, _checks)


def _checks(data: Request, catalog: Catalog) -> Response:
    rules = make_ruleset("check")
    bidders = team(data, "bidders")
    bid = _bid(data, rules)
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
        band=bid_band_phrase(contract_band(bid, rules.scale), catalog),
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
        if data.get("target", rules.target) is None:
            raise RequestError("missing_target", field="target")
        target = number(data, "target", rules.target)
        if target < 1:
            raise RequestError("bad_target", target=target, field="target")
        winner = points_winner(scores, target, bidders)
        if winner is not None:
            game = game_ledger(rules, scores, winner)
            words[CheckSource.GAME] = _game_rule(rules, scores, winner, target, catalog)
        response["game"] = {
            "over": winner is not None,
            "winner": winner,
            "both_reached": min(scores) >= target,
            **_ledger_json(game, words),
        }
    response["balances"] = list((hand + game).balances)
    return response


def highest_bid(rules: Ruleset) -> int:
    """The most a bidding team can score in one hand, so the highest bid worth settling.

    Every point in the tricks, and twice the meld of the richest hand: all of
    trump's cards (RULES.md's third worked example, the double run with both
    dix). A partner cannot hold the same cards, so no real hand comes near it.
    """
    copies = rules.deck.hand_size // len(rules.deck.ranks)
    trump = Suit.HEARTS
    richest = Hand([Card(rank, trump) for rank in rules.deck.ranks for _ in range(copies)])
    return rules.trick_points + 2 * find_meld(richest, trump, rules).points


def _bid(data: Request, rules: Ruleset) -> int:
    """The bid: a whole number from the rules' lowest bid to ``highest_bid``.

    An empty box (``null``) is ``missing_bid``; a fraction or a number out of
    that range is ``bad_bid``, naming both limits; each names the field.
    """
    value = data.get("bid", ...)
    if value is None:
        raise RequestError("missing_bid", field="bid")
    low, high = rules.min_bid, highest_bid(rules)
    if isinstance(value, float):
        raise RequestError("bad_bid", bid=str(value), min=low, max=high, field="bid")
    bid = number(data, "bid")
    if not low <= bid <= high:
        raise RequestError("bad_bid", bid=bid, min=low, max=high, field="bid")
    return bid


def _game_rule(rules: Ruleset, scores: Pair, winner: int, target: int, catalog: Catalog) -> str:
    """The words of the game checks' rule, with the figures of this game; when both teams
    reached the target in the same hand, they say that the bidders win for it."""
    won, lost = scores[winner], scores[other_team(winner)]
    return catalog.text(
        "web.rule.game_both" if lost >= target else "web.rule.game",
        target=target,
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
