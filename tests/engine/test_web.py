"""The browser's entry points: JSON text in, JSON text out, never an exception."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle import web
from pinochle.cards import Rank
from pinochle.catalog import Catalog
from pinochle.web import meld_calculator
from pinochle.web._entry import card_letters

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
        "Bid 20 set: a bid of 24 or less is worth 2 checks, and the defenders win twice that."
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
        "Won on points, 104 to 71: 10 game checks, plus 1 for every 10 points of lead or part "
        "of 10; "
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
        "Both teams reached 100 in this hand, so the bidders win on points (155 to 160): "
        "10 game checks, plus 1 for every 10 points of lead or part of 10; their lead is 0."
    )
    assert checks(bid=25, outcome="made", scores=[104, 71])["game"]["both_reached"] is False


# ---- cards typed in the reader's letters (the letters the reader's cards show)


def test_dutch_heer_and_vrouw_of_spades_with_the_pinochle() -> None:
    # Royal marriage 4 and pinochle (Q♠ J♦) 4, RULES.md §2: typed H V B, the Dutch corners.
    answer = meld(hand="HS VS BD", trump="S", rules="check", lang="nl")
    assert answer["points"] == 8
    assert answer["cards"] == ["KS", "QS", "JD"]
    assert [m["name"] for m in answer["melds"]] == ["koningshuwelijk in schoppen", "pinochle"]


def test_dutch_hh_is_the_heer_of_hearts() -> None:
    answer = meld(hand="HH VH", trump="H", rules="check", lang="nl")
    assert (answer["hand"], answer["points"]) == ("KH QH", 4)  # royal marriage


def test_german_dame_and_bube_are_the_pinochle() -> None:
    answer = meld(hand="DS BD", trump="H", rules="check", lang="de")
    assert (answer["hand"], answer["points"]) == ("QS JD", 4)
    double = meld(hand="DS ds BD b♦", trump="H", rules="check", lang="de")
    assert double["points"] == 30  # double pinochle, RULES.md §2


def test_finnish_letters_are_the_ones_its_cards_show() -> None:
    answer = meld(hand="QS JD", trump="H", rules="check", lang="fi")
    assert (answer["hand"], answer["points"]) == ("QS JD", 4)


@pytest.mark.parametrize("lang", ["en", "nl", "de", "fi"])
def test_english_letters_work_in_every_language(lang: str) -> None:
    answer = meld(hand=EXAMPLE_1, trump="H", rules="check", lang=lang)
    assert (answer["points"], answer["checks"]) == (32, 4)
    answer = meld(hand="10H AH KH QH JH", trump="H", rules="check", lang=lang)
    assert answer["hand"] == "AH TH KH QH JH"


@pytest.mark.parametrize(
    ("lang", "letters"),
    [
        ("en", "A 10 K Q J 9"),
        ("nl", "A 10 H V B 9"),
        ("de", "A 10 K D B 9"),
        ("fi", "A 10 K Q J 9"),
    ],
)
def test_the_typed_letters_are_the_ones_the_cards_show(lang: str, letters: str) -> None:
    catalog = Catalog.load(lang)
    typed = card_letters(catalog)
    assert " ".join(typed.own[rank] for rank in Rank) == letters
    for rank in Rank:
        assert typed.own[rank] == catalog.text(f"rank_index.{rank.value}")


def test_another_languages_letter_is_refused_with_the_letters_that_work() -> None:
    answer = meld(hand="AH VS", trump="H", rules="check", lang="de")  # V is the Dutch vrouw
    assert answer["error"]["code"] == "unknown_card"
    assert answer["error"]["params"] == {"token": "VS"}
    message = answer["error"]["message"]
    assert message.startswith("„VS“ ist keine Karte.")
    assert "D oder Q für Dame, B oder J für Bube" in message
    dutch = meld(hand="DS", trump="H", rules="check", lang="nl")["error"]["message"]
    assert dutch.startswith("“DS” is geen kaart.")
    assert "(A, 10 of T, H, V, B of 9; de Engelse K, Q en J mogen ook)" in dutch


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", "K, Q, J"),
        ("nl", "H (heer), V (vrouw), B (boer)"),
        ("de", "K (König), D (Dame), B (Bube)"),
        ("fi", "K (kuningas), Q (rouva), J (sotilas)"),
    ],
)
def test_the_hint_under_the_box_lists_the_letters(lang: str, shown: str) -> None:
    assert shown in Catalog.load(lang).text("widget.hand.help")


def test_the_scorepad_reads_cards_in_the_readers_letters() -> None:
    new = json.loads(web.scorepad(json.dumps({"op": "new", "lang": "nl", "profile": "check"})))
    request = {"op": "meld", "lang": "nl", "game": new["game"], "trump": "S"}
    answer = json.loads(web.scorepad(json.dumps({**request, "hands": ["HS VS", "BD"]})))
    assert (answer["points"], answer["checks"]) == (
        4,
        0,
    )  # royal marriage; a pinochle needs one hand
    answer = json.loads(web.scorepad(json.dumps({**request, "hands": ["HS VS BD", ""]})))
    assert answer["points"] == 8
