"""The scorepad: games kept by hand at a real table, every figure worked out by hand here.

The rules are RULES.md §3 (checks), §4.2 (scoring a hand) and §4.3 (end of
the game); the decisions where it is silent are in ``pinochle.scorepad``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle import web
from pinochle.cards import Suit
from pinochle.errors import EntryError, EntryErrors, RecordError
from pinochle.rules import make_ruleset
from pinochle.scorepad import (
    HandEntry,
    Scorepad,
    from_csv,
    from_json,
    read_game,
    read_hand,
    read_settings,
    team_meld,
)
from pinochle.scoring import Outcome

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
DOUBLE = make_ruleset("double-deck")


def hand(**inputs: Any) -> dict[str, Any]:
    """A played hand's inputs (we bid 20 and take every point), as the form sends them;
    ``inputs`` override."""
    return {"dealer": 0, "outcome": "played", "bidders": 0, "bid": 20, "tricks": [25, 0]} | inputs


def played(dealer: int, bidders: int, bid: int, meld: Any, checks: Any, tricks: Any) -> HandEntry:
    return HandEntry(dealer, Outcome.PLAYED, bidders, bid, meld, checks, tricks)


def problems(rules: Any, inputs: dict[str, Any]) -> list[tuple[str, str]]:
    """Each problem with the input it names: ``[("bid_too_low", "bid")]``."""
    with pytest.raises(EntryErrors) as caught:
        read_hand(rules, inputs)
    return [(problem.code, str(problem.params["field"])) for problem in caught.value.problems]


# ---- a whole Check Pinochle game, target 100, worked hand by hand

GAME = (
    # 1. We bid 25: meld 12 + tricks 15 = 27, made. Checks: meld 2, contract 25 → 4.
    played(0, 0, 25, (12, 6), (2, 0), (15, 10)),
    # 2. They bid 30: 20 + 13 = 33, made. Checks to them: meld 3, contract 30 → 7.
    played(1, 1, 30, (4, 20), (0, 3), (12, 13)),
    # 3. All four passed: nothing changes.
    HandEntry(2, Outcome.REDEAL),
    # 4. We bid 27: 10 + 10 = 20, set: −27 for us, 8 + 15 = 23 for them.
    #    Checks: meld 2 to us, 1 to them; 27 set → twice 4 = 8 to them.
    played(3, 0, 27, (10, 8), (2, 1), (10, 15)),
    # 5. They bid 22 and concede after the meld: −22 for them, our meld 15 for us.
    #    Checks: meld 2 to us, 1 to them; 22 conceded → twice 2 = 4 to us.
    HandEntry(0, Outcome.CONCEDED, 1, 22, (15, 9), (2, 1)),
    # 6. We bid 21 and take every trick: 20 + 25 = 45; their meld 5 is lost, not
    #    their (zero) checks. Checks to us: meld 3, contract 21 → 2, slam 5.
    HandEntry(1, Outcome.PLAYED, 0, 21, (20, 5), (3, 0), (25, 0), 0),
    # 7. They bid 26: 14 + 17 = 31, made; us 6 + 8 = 14. Checks: meld 1, contract 4.
    played(2, 1, 26, (6, 14), (0, 1), (8, 17)),
    # 8. They bid 20: 10 + 15 = 25, made; us 10 + 10 = 20. Both teams pass 100
    #    (110 and 106): the bidders win on points though behind. Checks: meld 1
    #    each, contract 20 → 2 to them; game: lead 106 − 110 < 0 → 10 to them.
    played(3, 1, 20, (10, 10), (1, 1), (10, 15)),
)
GAME_POINTS = [(27, 16), (16, 33), (0, 0), (-27, 23), (15, -22), (45, 0), (14, 31), (20, 25)]
GAME_CHECKS = [(6, -6), (-10, 10), (0, 0), (-7, 7), (5, -5), (10, -10), (-5, 5), (-2, 2)]
GAME_TOTALS = [(27, 16), (43, 49), (43, 49), (16, 72), (31, 50), (76, 50), (90, 81), (110, 106)]
GAME_BALANCES = [(6, -6), (-4, 4), (-4, 4), (-11, 11), (-6, 6), (4, -4), (-1, 1), (-3, 3)]


def test_a_whole_game_row_by_row() -> None:
    sheet = Scorepad(CHECK, ("Anna & Ben", "Cas & Dee"), GAME).sheet
    assert [row.result.score for row in sheet.rows] == GAME_POINTS
    assert [row.result.checks for row in sheet.rows] == GAME_CHECKS
    assert [row.scores for row in sheet.rows] == GAME_TOTALS
    assert [row.checks for row in sheet.rows] == GAME_BALANCES
    assert [row.result.made for row in sheet.rows] == [
        True,
        True,
        None,
        False,
        False,
        True,
        True,
        True,
    ]


def test_the_checks_always_add_up_to_zero() -> None:
    sheet = Scorepad(CHECK, ("", ""), GAME).sheet
    assert all(sum(row.checks) == 0 and sum(row.result.checks) == 0 for row in sheet.rows)
    assert sum(sheet.standing.ledger.balances) == 0


def test_both_teams_reach_the_target_in_one_hand_the_bidders_win() -> None:
    pad = Scorepad(CHECK, ("", ""), GAME)
    assert pad.is_over() and pad.both_reached
    assert pad.sheet.standing.scores == (110, 106)
    assert pad.sheet.standing.winner_on_points == 1  # the bidders, 4 points behind
    assert pad.sheet.game_checks == (-10, 10)  # 10 + nothing for a lead below zero
    assert pad.sheet.standing.ledger.balances == (-13, 13)  # −3 − 10
    assert pad.winner == 1


def test_the_game_goes_on_below_the_target() -> None:
    pad = Scorepad(CHECK, ("", ""), GAME[:7])
    assert not pad.is_over() and not pad.both_reached
    assert pad.winner is None
    assert pad.sheet.game_checks == (0, 0)
    assert pad.next_dealer == 3  # left of hand 7's dealer, seat 2


def test_a_draw_on_checks() -> None:
    # Target 50. 1. They bid 30: 24 + 19 = 43, made; us 6 + 6 = 12. Checks to
    #    them: their roundhouse's meld 7 (5 + kings 1 + queens 1), contract 30 → 7.
    # 2. We bid 20: 16 + 23 = 39, made → 51; them 4 + 2 = 6 → 49. Checks: meld 2
    #    to us, 1 to them, contract 20 → 2 to us: −14 + 3 = −11. We win on points
    #    by 2: game checks 10 + 1 = 11, and the checks stand at 0 to 0.
    rules = make_ruleset("check", target=50)
    pad = Scorepad(
        rules,
        ("", ""),
        (
            played(0, 1, 30, (6, 24), (0, 7), (6, 19)),
            played(1, 0, 20, (16, 4), (2, 1), (23, 2)),
        ),
    )
    assert [row.scores for row in pad.sheet.rows] == [(12, 43), (51, 49)]
    assert [row.checks for row in pad.sheet.rows] == [(-14, 14), (-11, 11)]
    assert pad.sheet.standing.winner_on_points == 0 and not pad.both_reached
    assert pad.sheet.game_checks == (11, -11)
    assert pad.sheet.standing.ledger.balances == (0, 0)
    assert pad.is_over() and pad.winner is None


def test_standard_pinochle_counts_points_only() -> None:
    # Target 150. 1. We bid 30: 120 + 20 = 140, made; them 10 + 5 = 15.
    # 2. They bid 20: 8 + 13 = 21, made; us 6 + 12 = 18 → 158 to 36: we win.
    pad = Scorepad(
        STANDARD,
        ("", ""),
        (
            played(0, 0, 30, (120, 10), (0, 0), (20, 5)),
            played(1, 1, 20, (6, 8), (0, 0), (12, 13)),
        ),
    )
    assert pad.sheet.standing.scores == (158, 36)
    assert all(row.checks == (0, 0) for row in pad.sheet.rows)
    assert pad.sheet.game_checks == (0, 0)
    assert pad.winner == 0


def test_meld_checks_typed_without_checks_count_for_nothing() -> None:
    entry = played(0, 0, 25, (12, 6), (2, 0), (15, 10))
    assert Scorepad(STANDARD, ("", ""), (entry,)).sheet.rows[0].checks == (0, 0)
    assert Scorepad(CHECK, ("", ""), (entry,)).sheet.rows[0].checks == (6, -6)


def test_a_slam_in_standard_pinochle_still_costs_the_meld() -> None:
    entry = HandEntry(0, Outcome.PLAYED, 1, 20, (10, 8), (0, 0), (0, 25), 1)
    row = Scorepad(STANDARD, ("", ""), (entry,)).sheet.rows[0]
    assert row.result.score == (0, 33) and row.checks == (0, 0)


def test_double_deck_without_a_trump_marriage() -> None:
    # The bidders lose their 50; nobody scores meld; no checks in the double deck.
    entry = read_hand(DOUBLE, {"dealer": 3, "outcome": "no_marriage", "bidders": 1, "bid": 50})
    assert entry == HandEntry(3, Outcome.NO_MARRIAGE, 1, 50)
    assert Scorepad(DOUBLE, ("", ""), (entry,)).sheet.rows[0].scores == (0, -50)


# ---- reading a hand: what a careful scorekeeper accepts


def test_form_text_is_read_like_numbers() -> None:
    typed = {
        "dealer": "2",
        "outcome": "played",
        "bidders": "1",
        "bid": " 26 ",
        "meld": ["6", ""],
        "meld_checks": ["", "1"],
        "tricks": ["8", "17"],
        "slam": "",
    }
    assert read_hand(CHECK, typed) == played(2, 1, 26, (6, 0), (0, 1), (8, 17))


@pytest.mark.parametrize(
    ("tricks", "slam", "expected"),
    [
        (["15", ""], "", (15, 10)),  # the other team's is the rest of 25
        (["", "7"], "", (18, 7)),
        ([0, ""], "", (0, 25)),  # no points is not a slam
        (["", ""], "1", (0, 25)),  # a slam takes them all
        ([25, 0], 0, (25, 0)),
    ],
)
def test_trick_points_one_team_is_enough(tricks: list[Any], slam: Any, expected: Any) -> None:
    assert read_hand(CHECK, hand(tricks=tricks, slam=slam)).tricks == expected


def test_double_deck_tricks_hold_fifty() -> None:
    assert read_hand(DOUBLE, hand(bid=50, tricks=["", "12"])).tricks == (38, 12)


def test_inputs_an_outcome_does_not_use_are_not_read() -> None:
    redeal = {"dealer": 1, "outcome": "redeal", "bidders": 0, "bid": "x", "tricks": [99, 0]}
    assert read_hand(CHECK, redeal) == HandEntry(1, Outcome.REDEAL)
    conceded = hand(outcome="conceded", meld=[5, 9], tricks=["x", 99], slam="z")
    assert read_hand(CHECK, conceded) == HandEntry(0, Outcome.CONCEDED, 0, 20, (5, 9))


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (hand(bid=15), [("bid_too_low", "bid")]),
        (hand(bid=""), [("bid_needed", "bid")]),
        (hand(bid="2.5"), [("not_a_whole_number", "bid")]),
        (hand(bid=10**6), [("number_too_large", "bid")]),
        (hand(tricks=[30, ""]), [("bad_trick_points", "tricks.0")]),
        (
            hand(tricks=[-1, 26]),
            [("bad_trick_points", "tricks.0"), ("bad_trick_points", "tricks.1")],
        ),
        (hand(tricks=[15, 15]), [("trick_points_total", "tricks.1")]),
        (hand(tricks=["", None]), [("trick_points_needed", "tricks.0")]),
        (hand(tricks=[20, 5], slam=0), [("slam_needs_all_points", "slam")]),
        (hand(meld=[-2, 0]), [("bad_meld", "meld.0")]),
        (hand(meld_checks=[0, -1]), [("bad_meld_checks", "meld_checks.1")]),
        (hand(bidders=2), [("not_a_choice", "bidders")]),
        (hand(bidders=None), [("choice_needed", "bidders")]),
        (hand(dealer=4), [("not_a_choice", "dealer")]),
        (hand(dealer=""), [("choice_needed", "dealer")]),
        (hand(outcome="won"), [("not_a_choice", "outcome")]),
        (hand(slam=True), [("not_a_choice", "slam")]),
        (hand(meld="12"), [("not_a_whole_number", "meld.0")]),
        (hand(outcome="no_marriage"), [("no_marriage_not_possible", "outcome")]),
    ],
)
def test_each_bad_input_is_named_at_its_field(
    inputs: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    assert problems(CHECK, inputs) == expected


def test_every_problem_comes_at_once() -> None:
    inputs = hand(dealer=9, bid=5, meld=[-1, 0], tricks=[40, ""])
    assert problems(CHECK, inputs) == [
        ("not_a_choice", "dealer"),
        ("bid_too_low", "bid"),
        ("bad_meld", "meld.0"),
        ("bad_trick_points", "tricks.0"),
    ]


def test_the_bid_step_and_minimum_come_from_the_rules() -> None:
    assert problems(DOUBLE, hand(bid=62, tricks=[50, 0])) == [("bad_bid_step", "bid")]
    assert read_hand(DOUBLE, hand(bid=65, tricks=[50, 0])).bid == 65
    assert problems(make_ruleset("check", min_bid=25), hand(bid=24)) == [("bid_too_low", "bid")]


def test_only_check_pinochle_may_be_passed_out() -> None:
    assert read_hand(CHECK, {"dealer": 0, "outcome": "redeal"}).outcome is Outcome.REDEAL
    for rules in (STANDARD, DOUBLE):
        found = problems(rules, {"dealer": 0, "outcome": "redeal"})
        assert found == [("all_passed_not_allowed", "bidders")]


def test_a_bid_under_the_minimum_names_the_minimum() -> None:
    with pytest.raises(EntryErrors) as caught:
        read_hand(CHECK, hand(bid=15))
    assert caught.value.params == {"field": "bid", "bid": 15, "lowest": 20}


# ---- changing the sheet


def test_a_hand_after_the_end_is_refused() -> None:
    pad = Scorepad(CHECK, ("", ""), GAME)
    with pytest.raises(EntryError) as caught:
        pad.add(played(0, 0, 20, (0, 0), (0, 0), (25, 0)))
    assert caught.value.code == "game_over"


def test_an_edit_recomputes_every_total() -> None:
    # Hand 1 becomes a set: 12 + 10 = 22 < 25 → −25 for us, 6 + 15 = 21 for them;
    # the checks: meld 2 to us, 25 set → 8 to them.
    pad = Scorepad(CHECK, ("", ""), GAME[:3])
    edited = pad.edit(1, played(0, 0, 25, (12, 6), (2, 0), (10, 15)))
    assert [row.scores for row in edited.sheet.rows] == [(-25, 21), (-9, 54), (-9, 54)]
    assert [row.checks for row in edited.sheet.rows] == [(-6, 6), (-16, 16), (-16, 16)]
    assert pad.sheet.rows[0].scores == (27, 16)  # the old value is unchanged


def test_an_edit_that_ends_the_game_early_is_refused() -> None:
    # Hand 1 at 100 points for us ends the game, but hand 2 follows.
    pad = Scorepad(CHECK, ("", ""), GAME[:2])
    with pytest.raises(EntryError) as caught:
        pad.edit(1, played(0, 0, 25, (85, 6), (2, 0), (15, 10)))
    assert (caught.value.code, caught.value.params) == ("game_over_after", {"hand": 1})
    with pytest.raises(EntryError) as missing:
        pad.edit(3, GAME[0])
    assert missing.value.code == "no_such_hand"


def test_undo_and_restart() -> None:
    pad = Scorepad(CHECK, ("Anna", "Ben"), GAME[:2])
    assert pad.undo().hands == GAME[:1]
    with pytest.raises(EntryError) as caught:
        pad.undo().undo().undo()
    assert caught.value.code == "nothing_to_undo"
    fresh = pad.restart()
    assert (fresh.rules, fresh.teams, fresh.hands) == (CHECK, ("Anna", "Ben"), ())
    assert fresh.next_dealer == 0


def test_new_rules_check_every_hand_again() -> None:
    pad = Scorepad(CHECK, ("", ""), GAME[:2])
    with pytest.raises(EntryErrors) as caught:
        pad.with_settings(make_ruleset("check", min_bid=26), ("", ""))
    problem = caught.value.problems[0]
    assert (problem.code, problem.params["hand"]) == ("bid_too_low", 1)
    # A higher target leaves every hand standing.
    assert pad.with_settings(make_ruleset("check", target=150), ("", "")).sheet.rows[1].scores == (
        43,
        49,
    )


def test_team_names_are_limited() -> None:
    with pytest.raises(EntryError) as caught:
        Scorepad(CHECK, ("x" * 41, ""))
    assert caught.value.params == {"field": "team.0", "max": 40}


def test_the_settings_form() -> None:
    form = {"profile": "standard", "target": "", "min_bid": "", "teams": [" Anna ", "Ben"]}
    assert read_settings(form, CHECK) == (STANDARD, ["Anna", "Ben"])
    form = {"profile": "check", "target": "150", "min_bid": "22", "teams": ["", ""]}
    rules, _ = read_settings(form, CHECK)
    assert (rules.target, rules.min_bid) == (150, 22)
    family = make_ruleset("double-deck", table="family")
    assert read_settings({"profile": "double-deck"}, family)[0].table == "family"
    with pytest.raises(EntryErrors) as caught:
        read_settings({"profile": "check", "target": "0"}, CHECK)
    assert (caught.value.code, caught.value.params["field"]) == ("bad_target", "target")


def test_a_teams_meld_is_its_two_players_meld() -> None:
    # RULES.md §5: 32 points and 4 checks, and 39 points and 9 checks.
    first = "AH TH KH QH JH 9H KS QS JD AC AD AS"
    second = "KH QH KS QS KD QD KC QC AH TH JH JD"
    assert team_meld(CHECK, Suit.HEARTS, [first, second]) == (71, 13)
    assert team_meld(CHECK, Suit.HEARTS, [first, " "]) == (32, 4)
    with pytest.raises(EntryErrors) as caught:
        team_meld(CHECK, Suit.HEARTS, ["", "AH ZZ"])
    assert (caught.value.code, caught.value.params["field"]) == ("unknown_card", "cards.1")


def test_team_meld_is_the_sum_of_its_players_not_of_their_pooled_cards() -> None:
    # K♠ in one hand and Q♠ in the partner's make no marriage.
    assert team_meld(STANDARD, Suit.HEARTS, ["KS AH AD", "QS AS AC"]) == (0, 0)
    # A spade marriage (2) in one hand, a pinochle (4) in the other.
    assert team_meld(STANDARD, Suit.HEARTS, ["KS QS", "JD QS"]) == (2 + 4, 0)


# ---- saving and reading back


def test_a_saved_game_reads_back_exactly() -> None:
    pad = Scorepad(make_ruleset("check", target=150), ("Anna & Ben", ""), GAME[:5])
    saved = json.dumps(pad.to_json())
    assert from_json(json.loads(saved)) == pad
    assert read_game(saved).to_json() == pad.to_json()
    hands = pad.to_json()["hands"]
    assert isinstance(hands, list)
    assert hands[2] == {"dealer": 2, "outcome": "redeal"}
    assert hands[4] == {
        "dealer": 0,
        "outcome": "conceded",
        "bidders": 1,
        "bid": 22,
        "meld": [15, 9],
        "meld_checks": [2, 1],
    }


def test_the_csv_form() -> None:
    pad = Scorepad(
        make_ruleset("check", target=50),
        ("Anna, Ben", ""),
        (
            played(0, 1, 30, (6, 24), (0, 7), (6, 19)),
            HandEntry(1, Outcome.REDEAL),
            played(2, 0, 20, (16, 4), (2, 1), (23, 2)),
        ),
    )
    assert pad.to_csv().splitlines() == [
        "format,pinochle-scorepad",
        "version,1",
        "profile,check",
        "deck,single",
        "checks,true",
        "target,50",
        "min_bid,20",
        "table,standard",
        "scale,1",
        'team_0,"Anna, Ben"',
        "team_1,",
        "",
        "hand,dealer,outcome,bidders,bid,meld_0,meld_1,meld_checks_0,meld_checks_1,"
        "tricks_0,tricks_1,slam,made,points_0,points_1,checks_0,checks_1,"
        "total_0,total_1,total_checks_0,total_checks_1",
        "1,0,played,1,30,6,24,0,7,6,19,,true,12,43,-14,14,12,43,-14,14",
        "2,1,redeal,,,,,,,,,,,0,0,0,0,12,43,-14,14",
        "3,2,played,0,20,16,4,2,1,23,2,,true,39,6,3,-3,51,49,-11,11",
        "game,,,,,,,,,,,,,,,11,-11,51,49,0,0",
    ]
    assert from_csv(pad.to_csv()) == pad
    assert read_game("\ufeff" + pad.to_csv()) == pad


def test_a_spreadsheets_csv_is_read_by_its_column_names() -> None:
    text = (
        "format,pinochle-scorepad\nversion,1\nprofile,standard\ntarget,150\nmin_bid,20\n"
        "checks,false\n\n"
        "bid,bidders,dealer,hand,outcome,tricks_0,slam,meld_0,meld_1,meld_checks_0,"
        "meld_checks_1,tricks_1\n"
        "30,0,0,1,played,20,,120,10,,,\n"
    )
    pad = from_csv(text)
    assert pad.hands == (played(0, 0, 30, (120, 10), (0, 0), (20, 5)),)
    assert pad.teams == ("", "")


@pytest.mark.parametrize(
    ("text", "code", "params"),
    [
        ("{not json", "bad_json", {"line": 1, "column": 2}),
        ('{"format": "chess"}', "not_a_scorepad", {}),
        ("[1, 2]", "not_a_scorepad", {}),
        ("", "not_a_scorepad", {}),
        ("hello,world\n", "not_a_scorepad", {}),
    ],
)
def test_what_is_not_a_saved_game(text: str, code: str, params: dict[str, Any]) -> None:
    with pytest.raises(RecordError) as caught:
        read_game(text)
    assert (caught.value.code, dict(caught.value.params)) == (code, params)


def saved(**changes: Any) -> str:
    return json.dumps(Scorepad(CHECK, ("", ""), GAME[:2]).to_json() | changes)


@pytest.mark.parametrize(
    ("text", "code", "params"),
    [
        (saved(version=2), "scorepad_too_new", {"version": 2, "known": 1}),
        (saved(version="one"), "scorepad_bad_value", {"where": "version"}),
        (saved(rules={"profile": "bridge"}), "scorepad_bad_value", {"where": "rules"}),
        (saved(rules=None), "scorepad_bad_value", {"where": "rules"}),
        (saved(teams=["only one"]), "scorepad_bad_value", {"where": "teams"}),
        (saved(hands={"1": {}}), "scorepad_bad_value", {"where": "hands"}),
        (saved(hands=[[]]), "scorepad_bad_value", {"where": "hands[0]"}),
    ],
)
def test_a_damaged_or_newer_save_is_refused_whole(
    text: str, code: str, params: dict[str, Any]
) -> None:
    with pytest.raises(RecordError) as caught:
        read_game(text)
    assert (caught.value.code, dict(caught.value.params)) == (code, params)


def test_a_saved_hand_the_rules_refuse_names_the_hand() -> None:
    data = Scorepad(CHECK, ("", ""), GAME[:2]).to_json()
    data["hands"][1]["tricks"] = [12, 99]  # type: ignore[index]
    with pytest.raises(EntryErrors) as caught:
        read_game(json.dumps(data))
    assert (caught.value.code, caught.value.params) == (
        "bad_trick_points",
        {"field": "tricks.1", "points": 99, "max": 25, "hand": 2},
    )


def test_a_saved_game_with_hands_after_its_end_is_refused() -> None:
    data = Scorepad(CHECK, ("", ""), GAME).to_json()
    data["hands"].append({"dealer": 0, "outcome": "redeal"})  # type: ignore[attr-defined]
    with pytest.raises(EntryError) as caught:
        read_game(json.dumps(data))
    assert (caught.value.code, caught.value.params) == ("game_over_after", {"hand": 8})


def test_a_csv_without_its_columns_is_refused() -> None:
    text = Scorepad(CHECK).to_csv().replace(",slam,", ",grand_slam,")
    with pytest.raises(RecordError) as caught:
        from_csv(text)
    assert (caught.value.code, caught.value.params) == ("csv_missing", {"column": "slam"})
    with pytest.raises(RecordError) as settings_missing:
        from_csv("format,pinochle-scorepad\nversion,1\n")
    assert settings_missing.value.code == "csv_missing"


# ---- any game: the running totals are the sums of the hands, the checks zero-sum

entries = st.builds(
    lambda dealer, bidders, bid, meld, checks, ours, slam: HandEntry(
        dealer,
        Outcome.PLAYED,
        bidders,
        bid,
        meld,
        checks,
        (25, 0) if slam == 0 else (0, 25) if slam == 1 else (ours, 25 - ours),
        slam,
    ),
    st.integers(0, 3),
    st.integers(0, 1),
    st.integers(20, 40),
    st.tuples(st.integers(0, 40), st.integers(0, 40)),
    st.tuples(st.integers(0, 9), st.integers(0, 9)),
    st.integers(0, 25),
    st.sampled_from([None, None, None, 0, 1]),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(entries, max_size=12))
def test_running_totals_are_sums_and_checks_stay_zero_sum(hands: list[HandEntry]) -> None:
    pad = Scorepad(make_ruleset("check", target=100_000), ("", ""), tuple(hands))
    totals, balance = [0, 0], [0, 0]
    for row in pad.sheet.rows:
        totals = [totals[team] + row.result.score[team] for team in (0, 1)]
        balance = [balance[team] + row.result.checks[team] for team in (0, 1)]
        assert list(row.scores) == totals and list(row.checks) == balance
        assert sum(row.checks) == 0
    assert from_json(pad.to_json()) == pad == from_csv(pad.to_csv())


# ---- the browser's entry point: JSON in, JSON out, never an exception


def scorepad(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.scorepad(json.dumps({"lang": "en", **request})))
    return answer


def test_the_page_adds_hands_and_gets_the_sheet() -> None:
    game = scorepad(op="new", profile="check")["game"]
    form: dict[str, object] = {"dealer": "0", "outcome": "played", "bidders": "0", "bid": "25"}
    form |= {"meld": ["12", "6"], "meld_checks": ["2", ""], "tricks": ["15", ""], "slam": ""}
    answer = scorepad(op="add", game=game, hand=form)
    row = answer["sheet"]["rows"][0]
    assert (row["points"], row["checks"], row["scores"], row["made"]) == (
        [27, 16],
        [6, -6],
        [27, 16],
        True,
    )
    assert answer["sheet"]["next_dealer"] == 1
    assert answer["sheet"]["rules"]["trick_points"] == 25
    assert answer["sheet"]["over"] is False
    again = scorepad(op="read", text=json.dumps(answer["game"]))
    assert again == answer


def test_the_finished_game_names_its_winners() -> None:
    game = Scorepad(CHECK, ("", ""), GAME).to_json()
    sheet = scorepad(op="sheet", game=game)["sheet"]
    assert sheet["over"] and sheet["both_reached"]
    assert (sheet["points_winner"], sheet["winner"]) == (1, 1)
    assert (sheet["scores"], sheet["checks"], sheet["game_checks"]) == (
        [110, 106],
        [-13, 13],
        [-10, 10],
    )


def test_problems_come_back_at_their_fields_in_the_readers_language() -> None:
    game = scorepad(op="new", profile="check")["game"]
    form = hand(bid="15", tricks=["30", ""])
    answer = scorepad(op="add", game=game, hand=form, lang="de")
    assert [(p["field"], p["message"]) for p in answer["problems"]] == [
        ("bid", "Ein Gebot von 15 ist zu niedrig: Das niedrigste erlaubte Gebot ist jetzt 20."),
        ("tricks.0", "Stichpunkte reichen von 0 bis 25; 30 ist also nicht möglich."),
    ]


def test_a_saved_hands_problem_names_the_hand() -> None:
    game = Scorepad(CHECK, ("", ""), GAME[:2]).to_json()
    answer = scorepad(op="settings", game=game, settings={"profile": "check", "min_bid": "26"})
    assert answer["error"]["message"] == (
        "Hand 1: A bid of 25 is too low: the lowest bid allowed now is 26."
    )


def test_export_and_read_back() -> None:
    game = Scorepad(CHECK, ("Anna", "Ben"), GAME[:4]).to_json()
    sheet = scorepad(op="sheet", game=game)
    for form in ("json", "csv"):
        text = scorepad(op="export", game=game, format=form)["text"]
        assert scorepad(op="read", text=text) == sheet


def test_unreadable_and_newer_saves_are_errors_not_exceptions() -> None:
    assert scorepad(op="read", text="{")["error"]["code"] == "bad_json"
    newer = json.dumps(Scorepad(CHECK).to_json() | {"version": 7})
    assert scorepad(op="read", text=newer)["error"]["message"] == (
        "This game was saved by a newer scorepad (format 7); this page reads format 1 and older."
    )
    assert scorepad(op="sheet", game=None)["error"]["code"] == "not_a_scorepad"
    assert scorepad(op="fly", game=Scorepad(CHECK).to_json())["error"]["code"] == "bad_request"


def test_undo_restart_and_meld_from_the_cards() -> None:
    game = Scorepad(CHECK, ("", ""), GAME[:2]).to_json()
    assert len(scorepad(op="undo", game=game)["sheet"]["rows"]) == 1
    assert scorepad(op="restart", game=game)["sheet"]["rows"] == []
    cards = ["AH TH KH QH JH 9H KS QS JD AC AD AS", ""]
    assert scorepad(op="meld", game=game, trump="H", hands=cards) == {"points": 32, "checks": 4}
    bad = scorepad(op="meld", game=game, trump="H", hands=["", "ZZ"], lang="nl")
    assert bad["problems"][0]["field"] == "cards.1"
