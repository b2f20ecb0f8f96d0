"""Walkthroughs: a record told step by step, each step with the rule that allowed or forced it.

The hands are dealt and played by the ``basic`` computer players from fixed
seeds; the expected values were read off the deals and worked out by hand
(RULES.md §3, §4). Properties over many seeds tie every step back to the record.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from pinochle import web
from pinochle.bots import play_game, play_hand
from pinochle.cards import Card, Hand, Suit, parse_cards
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.game import Bid, HandState, Pass, shuffled_deal
from pinochle.narrate import chapter_label
from pinochle.play import Reason, Trick
from pinochle.record import game_record, hand_record
from pinochle.rules import make_ruleset
from pinochle.steptext import step_text
from pinochle.walkthrough import Step, game_steps, hand_steps, play_case, walkthrough
from pinochle.web.new_deal import walkthrough_json

from tests.engine.support import conceded_hand, no_marriage_hand

EN = Catalog.load("en")


def steps_of(rules_name: str, seed: int, players: str = "basic") -> tuple[Step, ...]:
    """The walkthrough of the hand the computer players deal and play from ``seed``."""
    rules = make_ruleset(rules_name)
    record = json.loads(json.dumps(hand_record(play_hand(rules, seed, players=players))))
    return walkthrough(record)


def kinds(steps: tuple[Step, ...], *wanted: str) -> list[Step]:
    return [step for step in steps if step.kind in wanted]


def params(step: Step, *keys: str) -> tuple[Any, ...]:
    return tuple(step.params[key] for key in keys)


# ---- the story of a made contract with a roundhouse and a run (check, seed 106599)

ROUNDHOUSE = steps_of("check", 106599)


def test_the_deal_shows_the_four_hands_sorted_and_who_speaks_first() -> None:
    deal = ROUNDHOUSE[0]
    assert (deal.kind, deal.chapter) == ("deal", "deal")
    assert params(deal, "number", "dealer", "first", "cards") == (1, 0, 1, 12)
    assert params(deal, "hands")[0][2] == "TS KS QS KH QH KD QD AC TC KC QC JC"
    assert deal.view.hands[2] == Hand(parse_cards("TS KS QS KH QH KD QD AC TC KC QC JC"))


def test_every_call_says_why_the_player_could_or_had_to() -> None:
    # East and South bid twice: their marriage is told at their first bid only.
    calls = kinds(ROUNDHOUSE, "bid", "pass")
    assert calls[0].chapter == "auction"
    assert [(step.kind, step.params["seat"], step.params["reason"]) for step in calls] == [
        ("bid", 1, "marriage"),
        ("bid", 2, "marriage"),
        ("pass", 3, "no_marriage"),
        ("bid", 0, "marriage"),
        ("bid", 1, "again"),
        ("bid", 2, "again"),
        ("pass", 0, "has_marriage"),
        ("pass", 1, "has_marriage"),
    ]
    assert params(calls[0], "bid", "amount", "lowest", "high", "marriages", "step") == (
        20,
        "minimum",
        20,
        None,
        ("H",),
        1,
    )
    assert params(calls[1], "bid", "amount", "high", "marriages", "step") == (
        21,
        "raise",
        20,
        ("S", "H", "D", "C"),
        None,
    )
    assert params(calls[6], "lowest", "marriages") == (25, ("S",))


def test_trump_is_a_suit_of_the_bidders_marriages() -> None:
    contract, trump = kinds(ROUNDHOUSE, "contract", "trump")
    assert params(contract, "seat", "bid", "team") == (2, 24, 0)
    assert contract.chapter == "contract"
    assert params(trump, "seat", "suit", "rule", "others") == (2, "C", "marriage", ("S", "H", "D"))
    assert trump.view.trump is Suit.CLUBS


def test_the_meld_starts_with_the_bidder_and_wins_its_checks_at_once() -> None:
    melds = kinds(ROUNDHOUSE, "meld")
    assert [step.params["seat"] for step in melds] == [2, 3, 0, 1]
    north = melds[0]
    # run 15 + three plain marriages 6 + kings around 8 + queens around 6 = 35;
    # roundhouse 5 + run 2 + kings 1 + queens 1 = 9 checks (RULES.md §5).
    assert params(north, "points", "checks") == (35, 9)
    assert [meld.kind.value for meld in params(north, "melds")[0]][-1] == "roundhouse"
    assert north.view.checks == (9, -9)
    (total,) = kinds(ROUNDHOUSE, "meld_total")
    assert params(total, "points", "checks") == ((42, 3), (9, -9))


def test_each_card_comes_with_its_rule_and_each_trick_with_its_winner() -> None:
    plays = kinds(ROUNDHOUSE, "play")
    assert len(plays) == 48
    first = plays[:4]
    assert [params(step, "seat", "card", "reason", "case") for step in first] == [
        (2, "AC", "free", "lead"),
        (3, "JC", "must_follow", "follow"),
        (0, "9C", "must_follow", "follow"),
        (1, "9C", "must_follow", "follow"),
    ]
    assert first[0].chapter == "trick" and first[1].chapter is None
    assert first[2].params["choices"] == 1  # South's only club
    # Trick 2: North leads Q♦ and East must head it with his ace.
    assert params(plays[5], "seat", "card", "reason", "case", "win") == (
        3,
        "AD",
        "must_beat",
        "beat",
        "QD",
    )
    tricks = kinds(ROUNDHOUSE, "trick")
    assert len(tricks) == 12
    assert params(tricks[0], "winner", "card", "by", "counters", "bonus") == (
        2,
        "AC",
        "trump",
        1,
        0,
    )
    assert params(tricks[1], "winner", "card", "by") == (3, "AD", "led")
    # Trick 12: East leads K♣, South K♠, West 10♥, North heads it with the 10♣ of trumps:
    # four counters and the last trick's point.
    assert params(tricks[-1], "trick", "winner", "counters", "bonus", "points") == (12, 2, 4, 1, 5)


def test_a_step_as_json_holds_its_codes() -> None:
    lead = kinds(ROUNDHOUSE, "play")[0]
    data = lead.to_json()
    # North leads A♣ from twelve different cards: any of them was allowed.
    assert (data["kind"], data["chapter"]) == ("play", "trick")
    assert data["params"] == {
        "trick": 1,
        "position": 0,
        "seat": 2,
        "card": "AC",
        "reason": "free",
        "case": "lead",
        "win": None,
        "choices": 12,
    }
    assert data["view"] == lead.view.to_json()
    north = kinds(ROUNDHOUSE, "meld")[0].to_json()["params"]
    assert isinstance(north, dict) and north["melds"][-1]["kind"] == "roundhouse"
    assert json.loads(json.dumps(data)) == data


def test_the_table_follows_the_play() -> None:
    plays = kinds(ROUNDHOUSE, "play")
    view = plays[1].view
    assert view.trick is not None and view.trick.cards == tuple(parse_cards("AC JC"))
    assert Card.parse("JC") not in view.hands[3] and len(view.hands[3]) == 11
    (won,) = [step for step in ROUNDHOUSE if step.kind == "trick" and step.params["trick"] == 1]
    assert won.view.trick is not None and won.view.trick.is_complete
    assert (won.view.tricks_won, won.view.points) == ((1, 0), (1, 0))
    assert plays[4].view.trick is not None and len(plays[4].view.trick.cards) == 1


def test_the_count_of_a_made_contract() -> None:
    count = ROUNDHOUSE[ROUNDHOUSE.index(kinds(ROUNDHOUSE, "meld_count")[0]) :]
    assert [step.kind for step in count] == [
        "meld_count",
        "meld_count",
        "trick_points",
        "made",
        "hand_score",
        "contract_checks",
        "hand_checks",
    ]
    assert count[0].chapter == "count"
    assert params(count[0], "team", "points", "tricks", "counts") == (0, 42, 7, "yes")
    # North–South took tricks 1, 4–7, 9 and 12: 1 + 2 + 2 + 3 + 1 + 2 + 5 = 16 of the 25.
    assert params(count[2], "points", "tricks", "last") == ((16, 9), (7, 5), 0)
    assert params(count[3], "team", "bid", "total", "meld", "tricks") == (0, 24, 58, 42, 16)
    assert count[4].params["score"] == (58, 12)
    # A bid of 24 pays 2 checks; 9 for meld + 2 for the contract = 11.
    assert params(count[5], "team", "low", "high", "checks", "amount", "how") == (
        0,
        0,
        24,
        2,
        2,
        "made",
    )
    assert count[6].params["checks"] == (11, -11)
    assert (count[-1].view.score, count[-1].view.checks) == ((58, 12), (11, -11))


# ---- other hands


def test_a_set_contract_pays_the_defenders_double() -> None:
    steps = steps_of("check", 180)
    (done,) = kinds(steps, "set")
    assert params(done, "team", "bid", "total", "meld", "tricks") == (1, 38, 37, 22, 15)
    (contract,) = kinds(steps, "contract_checks")
    # 35–39 pays 10; set: the defenders, North–South, win 20.
    assert params(contract, "team", "low", "high", "checks", "amount", "how") == (
        0,
        35,
        39,
        10,
        20,
        "set",
    )
    assert kinds(steps, "hand_score")[0].params["score"] == (15, -38)
    assert steps[-1].view.checks == (18, -18)  # 20 less East's 2 for his run


def test_a_slam_loses_the_defenders_meld_and_pays_five_checks() -> None:
    steps = steps_of("check", 1870)
    lost = [step for step in kinds(steps, "meld_count") if step.params["team"] == 1]
    assert params(lost[0], "points", "tricks", "counts") == (21, 0, "no")
    (slam,) = kinds(steps, "slam")
    assert params(slam, "team", "tricks", "checks") == (0, 12, 5)
    assert steps[-1].view.tricks_won == (12, 0)
    assert steps[-1].params["checks"] == (15, -15)  # meld 4 − 1, slam 5, contract 31: 7


def test_four_passes_end_the_hand_with_a_redeal() -> None:
    steps = steps_of("check", 31)
    assert [step.kind for step in steps] == ["deal", "pass", "pass", "pass", "pass", "redeal"]
    assert [step.params["reason"] for step in steps[1:5]] == [
        "no_marriage",
        "has_marriage",
        "has_marriage",
        "no_marriage",
    ]
    assert steps[-1].params["next_dealer"] == 1
    assert steps[-1].view.score == (0, 0)


def test_standard_pinochle_opens_by_force_and_passes_four_cards_each_way() -> None:
    steps = steps_of("standard", 4)
    assert params(steps[1], "seat", "bid", "reason") == (1, 20, "must_open")
    assert params(steps[2], "reason", "marriages") == ("anyone", ())
    assert kinds(steps, "pass")[0].params["reason"] == "choice"
    trump, to_bidder, to_partner = kinds(steps, "trump", "passing")
    assert params(trump, "suit", "rule") == ("C", "any")
    assert params(to_bidder, "giver", "receiver", "to", "cards") == (
        2,
        0,
        "bidder",
        ("AD", "AC", "KC", "JC"),  # a pass is a set of cards, told in the hand's order
    )
    assert params(to_partner, "giver", "receiver", "to") == (0, 2, "partner")
    assert Card.parse("AC") in to_bidder.view.hands[0]
    assert Card.parse("KH") in to_partner.view.hands[2]
    assert kinds(steps, "meld")[0].params["points"] == 20  # run 15 + dix 1 + pinochle 4
    assert kinds(steps, "meld_total")[0].params["checks"] is None
    assert not kinds(steps, "contract_checks", "hand_checks")


def test_a_conceded_hand_loses_the_bid_and_the_contract_checks() -> None:
    steps = hand_steps(conceded_hand())
    assert [step.kind for step in steps[-6:]] == [
        "meld_total",
        "concede",
        "conceded",
        "hand_score",
        "contract_checks",
        "hand_checks",
    ]
    # Hearts trump: North royal marriage 4 + three marriages 6 + kings 8 + queens 6 = 24,
    # South marriage 2 + pinochle 4 = 6. The defenders score their meld, West loses the bid.
    assert steps[-3].params["score"] == (30, -20)
    assert params(steps[-2], "team", "amount", "how") == (0, 4, "conceded")


def test_a_double_deck_bidder_without_a_marriage_cannot_name_trump() -> None:
    steps = hand_steps(no_marriage_hand())
    assert [step.kind for step in steps[-5:]] == [
        "pass",
        "bid",
        "contract",
        "no_marriage",
        "hand_score",
    ]
    # The forced bid ends the auction: no later bid needs the step.
    assert params(steps[-4], "seat", "reason", "amount", "step") == (
        0,
        "dealer_forced",
        "minimum",
        None,
    )
    assert steps[-1].params["score"] == (-50, 0)


def test_the_bid_rule_is_said_once_and_again_where_the_step_grows() -> None:
    # Double deck (RULES.md §4): bids from 50 by 1 up to 60, then by 5. The first bid says
    # the step of 1; 51 to 60 say nothing more; 65, after 60, says the step of 5 above 60.
    bids = kinds(steps_of("double-deck", 3), "bid")
    assert [params(step, "bid", "step", "above") for step in bids] == [
        (50, 1, None),
        *((bid, None, None) for bid in range(51, 61)),
        (65, 5, 60),
        (70, None, None),
    ]
    texts = [step_text(step, EN) for step in bids]
    assert texts[0] == (
        "West bids 50. That is the minimum bid. Each later bid must be at least 1 point higher."
    )
    assert texts[1:3] == ["East bids 51.", "South bids 52."]
    assert texts[-2:] == [
        "South bids 65. Above 60, bids go up 5 points at a time.",
        "East bids 70.",
    ]


def test_a_jump_is_said_at_every_bid_that_makes_one() -> None:
    rules = make_ruleset("standard")
    state = HandState.new(rules, 0, shuffled_deal(rules, random.Random(5)))
    for action in (Bid(1, 23), Bid(2, 24), Bid(3, 30), Pass(0), Pass(1), Pass(2)):
        state = state.apply(action)
    texts = [step_text(step, EN) for step in kinds(hand_steps(state), "bid")]
    assert texts == [
        "West must open and bids 23: the first to speak may not pass."
        " That is a jump: the lowest bid allowed was 20."
        " Each later bid must be at least 1 point higher.",
        "North bids 24.",
        "East bids 30. That is a jump: the lowest bid allowed was 25.",
    ]


# ---- a game


def test_a_game_tells_each_hand_the_standing_and_the_upset_on_checks() -> None:
    game = play_game(make_ruleset("check", target=40), 3422, players="basic")
    steps = walkthrough(json.loads(json.dumps(game_record(game))))
    assert params(steps[0], "profile", "target") == ("check", 40)
    assert [step.params["number"] for step in kinds(steps, "deal")] == [1, 2]
    standings = kinds(steps, "standing")
    assert [params(step, "score", "checks", "over") for step in standings] == [
        ((39, 15), (12, -12), False),
        ((63, 46), (11, -11), True),
    ]
    end, game_checks, winner = steps[-3:]
    # Both teams reached 40 in hand 2: the bidders, East–West, win on points with 46.
    assert params(end, "team", "score", "other", "both") == (1, 46, 63, True)
    assert params(game_checks, "team", "lead", "checks") == (1, 0, 10)
    assert params(winner, "team", "points_winner", "checks", "upset") == (0, 1, (1, -1), True)
    assert steps[-1].view.checks == game.standing.checks


# ---- the parts of the play rule


def trick(cards: str) -> Trick:
    return Trick(0, tuple(parse_cards(cards)), (Reason.FREE,) * len(cards.split()))


@pytest.mark.parametrize(
    ("played", "reason", "case"),
    [
        ("", Reason.FREE, "lead"),
        ("KS", Reason.FREE, "free"),
        ("KS", Reason.MUST_FOLLOW, "follow"),
        ("KS", Reason.MUST_BEAT, "beat"),
        ("AS QH", Reason.MUST_FOLLOW, "follow_trumped"),
        ("KS", Reason.MUST_TRUMP, "trump"),
        ("AS KH", Reason.MUST_TRUMP, "trump_low"),
        ("AS QH", Reason.MUST_OVERTRUMP, "overtrump"),
        ("QH", Reason.MUST_FOLLOW, "follow"),
    ],
)
def test_play_cases_with_hearts_trump(played: str, reason: Reason, case: str) -> None:
    assert play_case(reason, trick(played) if played else None, Suit.HEARTS) == case


# ---- properties: every step agrees with the record


@pytest.mark.parametrize("rules_name", ["check", "standard", "double-deck"])
def test_every_card_and_total_of_the_record_is_in_the_steps(rules_name: str) -> None:
    rules = make_ruleset(rules_name)
    for seed in range(1, 13):
        record: Any = json.loads(json.dumps(hand_record(play_hand(rules, seed, players="basic"))))
        steps = walkthrough(record)
        played = [
            (step.params["seat"], step.params["card"], step.params["reason"])
            for step in kinds(steps, "play")
        ]
        expected = [
            ((trick["leader"] + position) % 4, card, reason)
            for trick in record["tricks"]
            for position, (card, reason) in enumerate(
                zip(trick["cards"], trick["reasons"], strict=True)
            )
        ]
        assert played == expected
        winners = [step.params["winner"] for step in kinds(steps, "trick")]
        assert winners == [trick["winner"] for trick in record["tricks"]]
        calls = [
            (step.params["seat"], step.params.get("bid")) for step in kinds(steps, "bid", "pass")
        ]
        assert calls == [(call["seat"], call["bid"]) for call in record["auction"]]
        result = record["result"]
        assert list(steps[-1].view.score) == result["score"]
        if rules.checks and record["bid"] is not None:
            assert list(steps[-1].view.checks) == result["checks"]
        if record["tricks"]:
            assert list(steps[-1].view.points) == result["tricks"]
            assert all(len(hand) == 0 for hand in steps[-1].view.hands)


def test_game_steps_take_a_game_state() -> None:
    game = play_game(make_ruleset("check", target=40), 3422, players="basic")
    assert game_steps(game) == walkthrough(game_record(game))


# ---- the words


def test_steps_in_english() -> None:
    texts = [step_text(step, EN) for step in ROUNDHOUSE]
    assert texts[1] == (
        "With a marriage in hearts, West may bid, and bids 20. That is the minimum bid."
        " Each later bid must be at least 1 point higher."
    )
    assert texts[2] == "With a marriage in every suit, North may bid, and bids 21."
    assert texts[3] == "East passes, and has to: without a marriage nobody may bid."
    assert "North leads A♣ (free choice: the leader may play any card)." in texts
    assert (
        "East plays A♦ (must head the trick: a card of the suit led that beats Q♦)."
        " It was the only card allowed." in texts
    )
    assert "North wins trick 1 with A♣, the highest trump. The trick holds 1 point." in texts
    assert texts[-1] == "Checks this hand: North–South +11, East–West −11."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_step_has_words_in_every_language(lang: str) -> None:
    catalog = Catalog.load(lang)
    game = play_game(make_ruleset("check", target=40), 3422, players="basic")
    for steps in (
        walkthrough(game_record(game)),
        steps_of("check", 31),
        steps_of("standard", 4),
        steps_of("check", 1870),
        steps_of("check", 180),
    ):
        data = walkthrough_json(steps, catalog)
        texts = [str(step["text"]) for step in data["steps"]]
        assert all(text and "{" not in text for text in texts)
        labels = [
            chapter_label(step, catalog, in_game=steps[0].kind == "game")
            for step in steps
            if step.chapter
        ]
        assert labels == [chapter["label"] for chapter in data["chapters"]]


def test_chapters_are_the_deal_bidding_meld_each_trick_and_the_count() -> None:
    chapters = walkthrough_json(ROUNDHOUSE, EN)["chapters"]
    labels = [chapter["label"] for chapter in chapters]
    assert labels == [
        "Deal",
        "Bidding",
        "Trump and meld",
        *(f"Trick {number}" for number in range(1, 13)),
        "The count",
    ]
    assert chapters[1]["step"] == 1


# ---- the browser's entry point


def web_walkthrough(**request: Any) -> Any:
    return json.loads(web.walkthrough(json.dumps(request)))


def test_the_browser_gets_a_fresh_hand_in_its_language() -> None:
    # A fresh hand is dealt and played by the default (club) players.
    answer = web_walkthrough(rules="check", seed=106599, lang="de")
    assert (answer["rules"], answer["seed"]) == ("check", 106599)
    played = steps_of("check", 106599, players="club")
    assert [step["kind"] for step in answer["steps"]] == [step.kind for step in played]
    german = Catalog.load("de")
    assert [step["text"] for step in answer["steps"]] == [
        step_text(step, german) for step in played
    ]
    assert answer["steps"][0]["view"]["hands"][2] == "TS KS QS KH QH KD QD AC TC KC QC JC"
    assert answer["chapters"][0] == {"label": "Geben", "step": 0}


@pytest.mark.parametrize(
    ("request_", "code"),
    [
        ({"rules": "bridge", "seed": 1}, "unknown_profile"),
        ({"rules": "check", "seed": -1}, "bad_seed"),
        ({"rules": "check", "seed": "one"}, "bad_seed"),
        ({"rules": "check", "seed": 1_000_000_000}, "bad_seed"),
        ({"seed": 1}, "bad_request"),
    ],
)
def test_a_bad_new_deal_request_is_answered_with_an_error(
    request_: dict[str, object], code: str
) -> None:
    answer = web_walkthrough(lang="en", **request_)
    assert answer["error"]["code"] == code


def test_a_new_deal_without_a_seed_is_dealt_from_a_random_one() -> None:
    answer = web_walkthrough(lang="en", rules="check", seed=None)
    assert 0 <= answer["seed"] <= 999_999_999
    again = web_walkthrough(lang="en", rules="check", seed=answer["seed"])
    assert again["steps"] == answer["steps"]
