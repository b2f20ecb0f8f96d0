"""Helpers shared by the engine's tests: running the command line, the record contract, hands
that end early, a Play game as the page keeps it, a random reader at the Play page."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from pinochle import web
from pinochle.cards import Suit
from pinochle.game import Bid, Concede, HandState, NameTrump, Pass, shuffled_deal
from pinochle.rules import make_ruleset

ENGINE = Path(__file__).resolve().parents[2] / "engine"

# The keys a hand record and a game record must carry (a contract; more are welcome).
HAND_KEYS = frozenset(
    {
        "rules",
        "dealer",
        "hands",
        "auction",
        "outcome",
        "bidder",
        "bid",
        "trump",
        "passing",
        "meld",
        "tricks",
        "result",
    }
)
GAME_KEYS = frozenset(
    {"rules", "hands", "score", "checks", "game_checks", "points_winner", "winner"}
)


# West (1) and North (2) hold no marriage; South and East hold nothing else.
TWO_WITHOUT_MARRIAGE = (
    "KS KS QS QS KH KH QH QH KD KD QD QD",
    "AS AS TS TS JS JS 9S 9S AH AH TH TH",
    "AD AD TD TD JD JD 9D 9D JH JH 9H 9H",
    "AC AC TC TC KC KC QC QC JC JC 9C 9C",
)


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m pinochle ARGS`` from the checkout, as a user would run it."""
    env = {**os.environ, "PYTHONPATH": str(ENGINE)}
    return subprocess.run(
        [sys.executable, "-m", "pinochle", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )


def conceded_hand() -> HandState:
    """West bids 20, names hearts and gives the hand up (check, seed 106599's deal)."""
    rules = make_ruleset("check")
    state = HandState.new(rules, 0, shuffled_deal(rules, random.Random(106599)))
    for action in (Bid(1, 20), Pass(2), Pass(3), Pass(0), NameTrump(1, Suit.HEARTS), Concede(1)):
        state = state.apply(action)
    return state


def no_marriage_hand() -> HandState:
    """A double-deck dealer forced to bid without a marriage: the hand is not played."""
    rules = make_ruleset("double-deck")
    seed = next(
        seed
        for seed in range(100)
        if not shuffled_deal(rules, random.Random(seed))[0].has_marriage()
    )
    state = HandState.new(rules, 0, shuffled_deal(rules, random.Random(seed)))
    for seat in (1, 2, 3):
        state = state.apply(Pass(seat))
    return state


def kept_game(rules: str, seed: int, players: str, actions: list[str]) -> dict[str, Any]:
    """A Play game after the reader's ``actions``, as the page keeps it (with the marks a
    review row and Practice's own mistakes carry), from the engine."""
    asked = {"rules": rules, "seed": seed, "players": players, "actions": actions}
    game: dict[str, Any] = json.loads(web.play(json.dumps({"op": "state", "game": asked})))["game"]
    return game


def random_token(view: dict[str, Any], rng: random.Random) -> str:
    """A random legal token for the reader's decision in a Play view (``pinochle.web.play``)."""
    options = view["options"]
    kind = options["kind"]
    if kind in ("next", "meld"):
        return "next"
    if kind == "bid":
        calls = (["pass"] if options["may_pass"] else []) + [
            f"bid-{bid}" for bid in options["bids"][:3]
        ]
        return rng.choice(calls)
    if kind == "trump":
        suits: list[str] = [s["suit"] for s in options["suits"] if s["legal"]]
        return "trump-" + rng.choice(suits)
    if kind == "give":
        held: list[str] = view["seats"][0]["cards"]
        return "give-" + "-".join(rng.sample(held, options["count"]))
    assert kind == "card", kind
    cards: list[str] = [c["card"] for c in options["cards"] if c["legal"]]
    return "card-" + rng.choice(cards)
