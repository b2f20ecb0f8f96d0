"""The rules worked by hand from RULES.md, on card codes (``AS``, ``TH``), for the practice
tests: an answer key computed here, never by the engine function under test."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

STRENGTH = {"A": 5, "T": 4, "K": 3, "Q": 2, "J": 1, "9": 0}
SUITS = "SHDC"

# RULES.md §2.1 and §2.2: points by multiple (single, double, triple, quadruple).
SINGLE = {
    "run": (15, 150), "royal": (4, 8), "marriage": (2, 4), "dix": (1, 2), "pinochle": (4, 30),
    "A": (10, 100), "K": (8, 80), "Q": (6, 60), "J": (4, 40),
}  # fmt: skip
DOUBLE = {
    "run": (15, 150, 225, 300), "royal": (4, 8, 12, 16), "marriage": (2, 4, 6, 8),
    "pinochle": (4, 30, 60, 90), "A": (10, 100, 150, 200), "K": (8, 80, 120, 160),
    "Q": (6, 60, 90, 120), "J": (4, 40, 60, 80),
}  # fmt: skip
DOUBLE_TABLES = {
    "standard": DOUBLE,
    "book": {**DOUBLE, "pinochle": (4, 30, 45, 300), "run": (15, 30, 45, 60)},
    "pinochle14": {**DOUBLE, "pinochle": (14, 30, 60, 90)},
    "npa": {**DOUBLE, "run": (25, 150, 225, 300), "pinochle": (15, 30, 60, 90)},
    "family": {
        "run": (15, 150, 500, 500), "royal": (4, 30, 60, 240), "marriage": (2, 4, 6, 8),
        "pinochle": (4, 30, 90, 360), "A": (10, 100, 500, 500), "K": (8, 80, 400, 400),
        "Q": (6, 60, 300, 300), "J": (4, 40, 200, 200),
    },
}  # fmt: skip


def trick_winner(trick: list[str], trump: str) -> int:
    """§4.1: the highest trump, else the highest of the suit led; the first of equals."""
    trumps = [i for i, card in enumerate(trick) if card[1] == trump]
    pool = trumps or [i for i, card in enumerate(trick) if card[1] == trick[0][1]]
    return max(pool, key=lambda i: (STRENGTH[trick[i][0]], -i))


def legal(hand: list[str], trick: list[str], trump: str) -> set[str]:
    """§4.1, rule by rule: the cards (codes) that may be played."""
    if not trick:
        return set(hand)
    led = trick[0][1]
    win = trick[trick_winner(trick, trump)]
    trumped = win[1] == trump and led != trump
    follow = {card for card in hand if card[1] == led}
    beats = {card for card in follow if STRENGTH[card[0]] > STRENGTH[win[0]] and win[1] == led}
    if follow:
        return follow if trumped or not beats else beats
    trumps = {card for card in hand if card[1] == trump}
    if not trumps:
        return set(hand)
    over = {card for card in trumps if STRENGTH[card[0]] > STRENGTH[win[0]]}
    return over if trumped and over else trumps


def meld(
    hand: list[str], trump: str, table: Mapping[str, tuple[int, ...]], family: bool = False
) -> tuple[int, int]:
    """§2 and §3.1: (points, checks) of one hand (checks as Check Pinochle pays them)."""
    count = Counter(hand)
    points = checks = 0

    def value(kind: str, n: int) -> int:
        return table[kind][n - 1] if n else 0

    pairs = min(count["K" + trump], count["Q" + trump])
    most_runs = min(count[rank + trump] for rank in "ATKQJ")

    def royals(runs: int) -> int:
        spare = pairs - runs
        return pairs if family and spare > 0 else spare

    runs = max(range(most_runs + 1), key=lambda r: (value("run", r) + value("royal", royals(r)), r))
    points += value("run", runs) + value("royal", royals(runs))
    if "dix" in table:
        points += value("dix", count["9" + trump])
    for suit in SUITS.replace(trump, ""):
        points += value("marriage", min(count["K" + suit], count["Q" + suit]))
    pinochles = min(count["JD"], count["QS"])
    points += value("pinochle", pinochles)
    arounds = {rank: min(count[rank + suit] for suit in SUITS) for rank in "AKQJ"}
    for rank, n in arounds.items():
        points += value(rank, n)
    checks += (0, 2, 4)[min(runs, 2)] + (0, 2, 4)[min(arounds["A"], 2)]
    checks += sum((0, 1, 2)[min(arounds[rank], 2)] for rank in "KQJ")
    checks += 1 if pinochles >= 2 else 0
    if all(count["K" + suit] and count["Q" + suit] for suit in SUITS):
        checks += 5  # roundhouse
    return points, checks


def contract_checks(bid: int) -> int:
    """§3.2: 2 up to 24, 4 for 25–29, then 3 more for each further 5."""
    return 2 if bid < 25 else 4 + 3 * ((bid - 25) // 5)


def game_checks(lead: int) -> int:
    """§3.4: 10 plus 1 for each 10 points, or part of 10, of lead."""
    return 10 + (max(lead, 0) + 9) // 10


def north_south_checks(facts: dict[str, str]) -> int:
    """The checks North–South win (negative: pay) from a ``checks`` exercise's facts."""
    bidders = int(facts["bidders"])
    sign = {0: 1, 1: -1}
    total = 0
    if "bid" in facts:
        ours, theirs = map(int, facts["meld-checks"].split())
        total += ours - theirs
        amount = contract_checks(int(facts["bid"]))
        if facts["outcome"] == "made":
            total += sign[bidders] * amount
        else:
            total -= sign[bidders] * 2 * amount
        if facts["slam"]:
            total += sign[int(facts["slam"])] * 5
    if "scores" in facts:
        scores = list(map(int, facts["scores"].split()))
        target = int(facts["target"])
        reached = [team for team in (0, 1) if scores[team] >= target]
        if reached:
            winner = bidders if len(reached) == 2 else reached[0]
            total += sign[winner] * game_checks(scores[winner] - scores[1 - winner])
    return total


def has_marriage(hand: list[str], suit: str) -> bool:
    return f"K{suit}" in hand and f"Q{suit}" in hand


def bidding_key(facts: dict[str, str]) -> bool | set[str]:
    """§4: may bid (Check: a marriage), trump suits (Check, double deck: marriage suits),
    must open (standard: the first to call; double deck: the dealer after three passes)."""
    rules, question = facts["rules"], facts["question"]
    hand = facts.get("hand", "").split()
    if question == "may_bid":
        return rules != "check" or any(has_marriage(hand, suit) for suit in SUITS)
    if question == "trump_suits":
        return set(SUITS) if rules == "standard" else {s for s in SUITS if has_marriage(hand, s)}
    calls = facts["calls"].split()
    if rules == "standard":
        return not calls  # South is the first to call only when nobody has called
    if rules == "double-deck":
        return facts["dealer"] == "0" and len(calls) == 3 and all(c.endswith(":P") for c in calls)
    return False


def page_answer(stage: str, facts: dict[str, str]) -> dict[str, Any]:
    """The answer the rules worked by hand give, in the page's answer format."""
    if stage == "winner":
        return {"index": trick_winner(facts["trick"].split(), facts["trump"])}
    if stage == "legal":
        hand = facts["hand"].split()
        allowed = legal(hand, facts["trick"].split(), facts["trump"])
        return {"indices": [i for i, card in enumerate(hand) if card in allowed]}
    if stage == "meld":
        if facts["rules"] == "check":
            points, checks = meld(facts["hand"].split(), facts["trump"], SINGLE)
            return {"points": str(points), "checks": str(checks)}
        table = DOUBLE_TABLES[facts["table"]]
        family = facts["table"] == "family"
        points, _ = meld(facts["hand"].split(), facts["trump"], table, family)
        return {"points": str(points)}
    if stage == "bidding":
        key = bidding_key(facts)
        return {"suits": sorted(key)} if isinstance(key, set) else {"yes": key}
    return {"checks": str(north_south_checks(facts))}
