"""The browser's entry points: JSON text in, JSON text out, never an exception."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle import web
from pinochle.catalog import Catalog
from pinochle.web import meld_calculator

EXAMPLE_1 = "AH TH KH QH JH 9H KS QS JD AC AD AS"
EXAMPLE_2 = "KH QH KS QS KD QD KC QC AH TH JH JD"
EXAMPLE_3 = "AH AH TH TH KH KH QH QH JH JH 9H 9H"


def meld(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.meld(json.dumps({"lang": "en", **request})))
    return answer


def checks(**request: Any) -> dict[str, Any]:
    base = {"lang": "en", "bidders": 0, "meld_checks": [0, 0]}
    answer: dict[str, Any] = json.loads(web.checks(json.dumps({**base, **request})))
    return answer


# ---- meld: RULES.md §5 worked examples


@pytest.mark.parametrize(
    ("hand", "points", "checks_won"),
    [(EXAMPLE_1, 32, 4), (EXAMPLE_2, 39, 9), (EXAMPLE_3, 152, 4)],
)
def test_worked_examples_with_check_rules(hand: str, points: int, checks_won: int) -> None:
    answer = meld(hand=hand, trump="H", rules="check")
    assert (answer["points"], answer["checks"]) == (points, checks_won)


def test_each_meld_has_its_cards_points_checks_and_name() -> None:
    answer = meld(hand=EXAMPLE_1, trump="H", rules="check")
    run = answer["melds"][0]
    assert run == {
        "kind": "run",
        "suit": "H",
        "multiple": 1,
        "points": 15,
        "checks": 2,
        "cards": ["AH", "TH", "KH", "QH", "JH"],
        "name": "run in hearts",
    }
    names = [meld["name"] for meld in answer["melds"]]
    assert names == [
        "run in hearts",
        "dix in hearts",
        "marriage in spades",
        "pinochle",
        "aces around",
    ]


def test_the_hand_comes_back_canonical() -> None:
    answer = meld(hand="10h, ah Q♠", trump="S", rules="standard")
    assert answer["hand"] == "QS AH TH"
    assert answer["cards"] == ["QS", "AH", "TH"]


def test_names_follow_the_language() -> None:
    answer = meld(hand=EXAMPLE_1, trump="H", rules="check", lang="nl")
    assert answer["melds"][0]["name"] == "reeks in harten"


def test_standard_rules_count_no_checks() -> None:
    answer = meld(hand=EXAMPLE_1, trump="H", rules="standard")
    assert (answer["points"], answer["checks"]) == (32, 0)
    assert answer["rules"]["checks"] is False


def test_family_table_counts_the_runs_royal_marriages() -> None:
    # run 15 + double royal marriage 30 (RULES.md §2.2, family)
    answer = meld(hand="AH TH KH KH QH QH JH", trump="H", rules="double-deck", table="family")
    assert answer["points"] == 45


def test_double_deck_standard_table() -> None:
    # run 15 + royal marriage 4
    answer = meld(hand="AH TH KH KH QH QH JH", trump="H", rules="double-deck")
    assert answer["points"] == 19


# ---- meld: errors name the problem, in the reader's language


def test_unknown_card_is_named_in_the_readers_language() -> None:
    answer = meld(hand="AH ZZ KH", trump="H", rules="check", lang="de")
    assert answer["error"]["code"] == "unknown_card"
    assert answer["error"]["params"] == {"token": "ZZ"}
    assert answer["error"]["message"].startswith("„ZZ“ ist keine Karte.")


def test_too_many_copies() -> None:
    answer = meld(hand="AH AH AH", trump="H", rules="check")
    assert answer["error"]["code"] == "too_many_copies"
    assert answer["error"]["message"] == "The A♥ appears 3 times, but a single deck holds only 2."


def test_a_nine_in_the_double_deck() -> None:
    answer = meld(hand="9H AH", trump="H", rules="double-deck")
    assert answer["error"]["code"] == "card_not_in_deck"


def test_empty_hand() -> None:
    answer = meld(hand="  ", trump="H", rules="check", lang="fi")
    assert answer["error"] == {
        "code": "empty_hand",
        "message": "Käsi on tyhjä: kirjoita vähintään yksi kortti.",
        "params": {},
    }


def test_a_table_of_the_other_deck() -> None:
    answer = meld(hand="AH", trump="H", rules="check", table="family")
    assert answer["error"]["code"] == "unknown_table"


def test_bad_trump() -> None:
    answer = meld(hand="AH", trump="X", rules="check")
    assert answer["error"]["code"] == "bad_trump"
    assert answer["error"]["params"] == {"trump": "X"}


@pytest.mark.parametrize(
    ("request_text", "field"),
    [
        ("not json", "json"),
        ("[1, 2]", "request"),
        ('{"lang": "xx", "hand": "AH", "trump": "H", "rules": "check"}', "lang"),
        ('{"lang": "en", "hand": 7, "trump": "H", "rules": "check"}', "hand"),
        ('{"lang": "en", "hand": "AH", "rules": "check"}', "trump"),
    ],
)
def test_malformed_requests(request_text: str, field: str) -> None:
    answer = json.loads(web.meld(request_text))
    assert answer["error"]["code"] == "bad_request"
    assert answer["error"]["params"] == {"field": field}


def test_a_bug_becomes_a_message_not_an_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("bug")

    monkeypatch.setattr(meld_calculator, "find_meld", broken)
    answer = meld(hand="AH", trump="H", rules="check", lang="nl")
    assert answer["error"]["code"] == "internal"
    assert answer["error"]["message"].startswith("Er ging iets mis")


# ---- checks: RULES.md §5 contract and game examples


def entries(ledger: dict[str, Any]) -> list[tuple[str, int, int]]:
    return [(entry["source"], entry["team"], entry["amount"]) for entry in ledger["entries"]]


@pytest.mark.parametrize(
    ("bid", "outcome", "balances"),
    [
        (20, "made", [2, -2]),
        (27, "set", [-8, 8]),
        (33, "made", [7, -7]),
        (41, "set", [-26, 26]),
        (41, "conceded", [-26, 26]),
    ],
)
def test_contract_checks(bid: int, outcome: str, balances: list[int]) -> None:
    answer = checks(bid=bid, outcome=outcome)
    assert answer["hand"]["balances"] == balances
    assert answer["balances"] == balances
    assert answer["game"] is None


def test_each_amount_carries_its_rule() -> None:
    made = checks(bid=27, outcome="made")["hand"]["entries"]
    assert made == [
        {
            "source": "contract_made",
            "team": 0,
            "amount": 4,
            "rule": "Bid 27 made: a bid of 25–29 is worth 4 checks to the bidders.",
        }
    ]
    low = checks(bid=20, outcome="set", bidders=1)["hand"]["entries"]
    assert low[0]["team"] == 0
    assert low[0]["rule"] == (
        "Bid 20 set: a bid of 24 or less is worth 2 checks, and the defenders win 2 times that."
    )


def test_meld_checks_are_kept_when_the_bid_is_set() -> None:
    answer = checks(bid=27, outcome="set", meld_checks=[4, 1])
    assert entries(answer["hand"]) == [
        ("meld", 0, 4),
        ("meld", 1, 1),
        ("contract_set", 1, 8),
    ]
    assert answer["hand"]["balances"] == [4 - 1 - 8, 8 + 1 - 4]


def test_slam_by_the_bidders() -> None:
    answer = checks(bid=25, outcome="made", slam=0)
    assert entries(answer["hand"]) == [("contract_made", 0, 4), ("slam", 0, 5)]
    assert answer["hand"]["entries"][1]["rule"] == "Slam: this team took all 12 tricks."


def test_slam_by_the_defenders_sets_the_bid() -> None:
    answer = checks(bid=25, outcome="set", slam=1)
    assert answer["balances"] == [-13, 13]


def test_impossible_slams() -> None:
    assert checks(bid=25, outcome="conceded", slam=1)["error"]["code"] == "slam_after_concession"
    assert checks(bid=25, outcome="made", slam=1)["error"]["code"] == "slam_by_defenders_made"


def test_game_checks_104_to_71() -> None:
    answer = checks(bid=20, outcome="made", scores=[104, 71])
    game = answer["game"]
    assert (game["over"], game["winner"]) == (True, 0)
    assert entries(game) == [("game", 0, 14)]
    assert game["entries"][0]["rule"] == (
        "Game won 104 to 71: 10 checks, plus 1 for every 10 points of lead or part of 10; "
        "the lead is 33."
    )
    assert answer["balances"] == [2 + 14, -2 - 14]


def test_both_reach_the_target_and_the_bidders_win() -> None:
    answer = checks(bid=20, outcome="made", bidders=1, scores=[100, 100])
    assert entries(answer["game"]) == [("game", 1, 10)]


def test_the_game_goes_on_below_the_target() -> None:
    answer = checks(bid=20, outcome="made", scores=[80, 60])
    assert answer["game"] == {
        "over": False,
        "winner": None,
        "both_reached": False,
        "entries": [],
        "balances": [0, 0],
    }


def test_a_lower_target() -> None:
    answer = checks(bid=20, outcome="made", scores=[80, 60], target=75)
    assert entries(answer["game"]) == [("game", 0, 12)]


@pytest.mark.parametrize(
    ("request_fields", "code"),
    [
        ({"bid": 0, "outcome": "made"}, "bad_bid"),
        ({"bid": 25, "outcome": "won"}, "bad_request"),
        ({"bid": 25, "outcome": "made", "meld_checks": [-1, 0]}, "bad_meld_checks"),
        ({"bid": 25, "outcome": "made", "bidders": 2}, "bad_request"),
        ({"bid": "25", "outcome": "made"}, "bad_request"),
        ({"bid": True, "outcome": "made"}, "bad_request"),
        ({"bid": 10**9, "outcome": "made"}, "bad_request"),
        ({"bid": 25, "outcome": "made", "scores": [100]}, "bad_request"),
        ({"bid": 25, "outcome": "made", "scores": [100, 90], "target": 0}, "bad_target"),
    ],
)
def test_checks_errors(request_fields: dict[str, Any], code: str) -> None:
    assert checks(**request_fields)["error"]["code"] == code


@pytest.mark.parametrize(
    ("request_fields", "field"),
    [
        ({"bid": 25, "outcome": "made", "scores": [100, "90"]}, "scores"),
        ({"bid": 25, "outcome": "made", "meld_checks": [0, True]}, "meld_checks"),
        ({"bid": 25, "outcome": "made", "meld_checks": None}, "meld_checks"),
        ({"outcome": "made"}, "bid"),
        ({"bid": 25, "outcome": "made", "slam": 2}, "slam"),
    ],
)
def test_a_bad_request_names_its_top_level_field(
    request_fields: dict[str, Any], field: str
) -> None:
    assert checks(**request_fields)["error"]["params"] == {"field": field}


@pytest.mark.parametrize(
    ("request_fields", "code"),
    [
        ({"outcome": "conceded", "slam": 0}, "slam_after_concession"),
        ({"outcome": "made", "slam": 1}, "slam_by_defenders_made"),
        ({"outcome": "set", "meld_checks": [3, -2]}, "bad_meld_checks"),
    ],
)
def test_the_checks_calculator_refuses_what_no_hand_ends_with(
    request_fields: dict[str, Any], code: str
) -> None:
    # The engine's rule (``scoring.hand_ledger``), in the reader's language.
    answer = checks(bid=25, lang="de", **request_fields)
    assert answer["error"]["code"] == code
    assert answer["error"]["message"] == Catalog.load("de").text(f"error.{code}", checks=-2)


@settings(max_examples=60, deadline=None)
@given(
    bidders=st.sampled_from([0, 1]),
    bid=st.integers(20, 329),  # the bids a Check Pinochle table can play
    outcome=st.sampled_from(["made", "set", "conceded"]),
    meld_checks=st.lists(st.integers(0, 12), min_size=2, max_size=2),
    scores=st.none() | st.lists(st.integers(-200, 300), min_size=2, max_size=2),
)
def test_checks_are_zero_sum(
    bidders: int, bid: int, outcome: str, meld_checks: list[int], scores: list[int] | None
) -> None:
    answer = checks(
        bidders=bidders, bid=bid, outcome=outcome, meld_checks=meld_checks, scores=scores
    )
    hand = answer["hand"]["balances"]
    game = [0, 0] if answer["game"] is None else answer["game"]["balances"]
    assert sum(hand) == sum(game) == sum(answer["balances"]) == 0
    assert answer["balances"] == [hand[0] + game[0], hand[1] + game[1]]


# ---- checks: what the calculator's boxes may hold. Check Pinochle's lowest bid
# is 20; the highest, 329, is every trick point (25) and twice the meld of all
# twelve trumps, the double run with both dix (RULES.md's third example: 152).


@pytest.mark.parametrize("bid", [19, 330, 2.5, 0])
def test_a_bid_outside_the_range_names_the_range_and_the_field(bid: float) -> None:
    error = checks(bid=bid, outcome="made")["error"]
    assert error["code"] == "bad_bid"
    assert error["params"] == {
        "bid": bid if isinstance(bid, int) else str(bid),
        "min": 20,
        "max": 329,
        "field": "bid",
    }
    assert (
        error["message"]
        == f"A bid is a whole number from 20 to 329 (no hand can score more), not {bid}."
    )


def test_the_highest_bid_is_settled() -> None:
    # 4 checks for 25–29, 3 more per band of 5: 4 + 3 × ((329 − 25) // 5) = 184.
    assert checks(bid=329, outcome="made")["balances"] == [184, -184]


def test_an_empty_bid_or_target_says_it_is_empty() -> None:
    assert checks(bid=None, outcome="made")["error"]["params"] == {"field": "bid"}
    assert (
        checks(bid=None, outcome="made")["error"]["message"] == "Enter the bid: the box is empty."
    )
    empty = checks(bid=25, outcome="made", scores=[100, 90], target=None)["error"]
    assert (empty["code"], empty["params"]) == ("missing_target", {"field": "target"})


def test_both_teams_over_the_target_is_explained() -> None:
    # Us bid and reach 155, Them 160: the bidders win; the lead is 0, so 10 checks.
    game = checks(bid=25, outcome="made", bidders=0, scores=[155, 160])["game"]
    assert (game["over"], game["winner"], game["both_reached"]) == (True, 0, True)
    assert game["entries"][0]["rule"] == (
        "Both teams reached 100 in this hand, so the bidders win the game (155 to 160): "
        "10 checks, plus 1 for every 10 points of lead or part of 10; their lead is 0."
    )
    assert checks(bid=25, outcome="made", scores=[104, 71])["game"]["both_reached"] is False
