"""Hand and game records: the JSON contract, replay, and records that break a rule."""

from __future__ import annotations

import contextlib
import copy
import json
import random
from typing import Any

import pytest
from pinochle.bots import play_game, play_hand
from pinochle.cards import Hand, Suit, parse_cards
from pinochle.errors import IllegalAction, RecordError
from pinochle.game import Bid, Concede, HandState, NameTrump, Pass, PlayCard
from pinochle.record import (
    game_record,
    hand_record,
    parse_record,
    replay,
    replay_game,
    replay_hand,
)
from pinochle.rules import make_ruleset

from tests.engine.support import GAME_KEYS, HAND_KEYS

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
DOUBLE = make_ruleset("double-deck")


def as_json(record: dict[str, object]) -> Any:
    """The record as it comes back from a file."""
    return json.loads(json.dumps(record))


def refused(data: object) -> RecordError:
    with pytest.raises(RecordError) as caught:
        replay(data)
    return caught.value


def test_hand_record_contract() -> None:
    record = as_json(hand_record(play_hand(STANDARD, 3, dealer=2)))
    assert set(record) >= HAND_KEYS
    assert record["rules"] == {
        "profile": "standard",
        "deck": "single",
        "checks": False,
        "target": 150,
        "min_bid": 20,
        "table": "standard",
        "scale": 1,
    }
    assert record["dealer"] == 2
    assert [len(cards) for cards in record["hands"]] == [12, 12, 12, 12]
    assert record["auction"][0]["seat"] == 3 and isinstance(record["auction"][0]["bid"], int)
    assert {"seat", "bid"} <= set(record["auction"][-1])
    assert record["outcome"] == "played"
    assert record["trump"] in ("S", "H", "D", "C")
    assert set(record["passing"]) == {"to_bidder", "to_partner"}
    assert [entry["seat"] for entry in record["meld"]] == [0, 1, 2, 3]
    assert {"points", "checks", "melds"} <= set(record["meld"][0])
    assert len(record["tricks"]) == 12
    first = record["tricks"][0]
    assert first["leader"] == record["bidder"] and len(first["cards"]) == 4
    assert first["reasons"][0] == "free"
    assert {"meld", "tricks", "made", "score", "checks"} <= set(record["result"])
    assert record["result"]["checks"] == [0, 0]


def test_game_record_contract() -> None:
    record = as_json(game_record(play_game(CHECK, 3)))
    assert set(record) >= GAME_KEYS
    dealers = [hand["dealer"] for hand in record["hands"]]
    assert dealers == [(dealers[0] + number) % 4 for number in range(len(dealers))]
    assert sum(record["checks"]) == 0 and sum(record["game_checks"]) == 0
    assert record["game_checks"][record["points_winner"]] >= 10
    total = [sum(hand["result"]["score"][team] for hand in record["hands"]) for team in (0, 1)]
    assert total == record["score"]


def test_hand_records_replay_to_the_same_hand() -> None:
    for rules in (CHECK, STANDARD, DOUBLE):
        for seed in range(10):
            hand = play_hand(rules, seed, seed % 4)
            again = replay(as_json(hand_record(hand)))
            assert again == hand


def test_a_game_record_replays_to_the_same_game() -> None:
    game = play_game(DOUBLE, 8, dealer=1)
    again = replay(as_json(game_record(game)))
    assert again == game


def test_records_of_every_outcome() -> None:
    one_suit_each = [
        Hand(parse_cards(f"A{s} A{s} T{s} T{s} K{s} K{s} Q{s} Q{s} J{s} J{s} 9{s} 9{s}"))
        for s in "SHDC"
    ]
    redeal = HandState.new(CHECK, 0, one_suit_each)
    for seat in (1, 2, 3, 0):
        redeal = redeal.apply(Pass(seat))
    record = as_json(hand_record(redeal))
    assert record["outcome"] == "redeal" and record["bidder"] is None
    assert record["trump"] is None and record["meld"] == [] and record["tricks"] == []
    assert record["result"]["made"] is None
    assert replay(record) == redeal
    conceded = HandState.new(CHECK, 3, one_suit_each)
    for action in (Bid(0, 50), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.SPADES)):
        conceded = conceded.apply(action)
    conceded = conceded.apply(Concede(0))
    record = as_json(hand_record(conceded))
    assert record["outcome"] == "conceded" and record["result"]["made"] is False
    assert replay(record) == conceded


def test_a_record_of_an_unfinished_hand_cannot_be_made() -> None:
    with pytest.raises(RecordError) as caught:
        hand_record(HandState.new(CHECK, 0, play_hand(CHECK, 1).dealt))
    assert caught.value.code == "record_incomplete"


@pytest.fixture(scope="module")
def good() -> Any:
    return as_json(hand_record(play_hand(CHECK, 7, dealer=1)))


def tampered(record: Any, change: Any) -> Any:
    changed = copy.deepcopy(record)
    change(changed)
    return changed


def test_a_changed_result_is_caught(good: Any) -> None:
    def lie(record: Any) -> None:
        record["result"]["score"][0] += 1

    error = refused(tampered(good, lie))
    assert error.code == "record_mismatch" and error.params["where"] == "result.score[0]"


def test_a_changed_winner_is_caught(good: Any) -> None:
    def lie(record: Any) -> None:
        record["tricks"][0]["winner"] = (record["tricks"][0]["winner"] + 1) % 4

    error = refused(tampered(good, lie))
    assert error.code == "record_mismatch" and error.params["where"] == "tricks[0].winner"


def off_suit_swap(record: Any) -> tuple[int, Any] | None:
    """The first trick whose second player followed suit, and the record changed so that
    there he plays instead a card of another suit that he played later."""
    tricks = record["tricks"]
    for number, trick in enumerate(tricks):
        if trick["reasons"][1] != "must_follow":
            continue
        seat, led = (trick["leader"] + 1) % 4, trick["cards"][0][1]
        for later_number in range(number + 1, len(tricks)):
            later = tricks[later_number]
            position = (seat - later["leader"]) % 4
            if later["cards"][position][1] != led:
                changed = copy.deepcopy(record)
                here, there = changed["tricks"][number]["cards"], changed["tricks"][later_number]
                here[1], there["cards"][position] = there["cards"][position], here[1]
                return number, changed
    return None


def test_a_card_played_against_the_rules_is_caught_with_the_rule() -> None:
    swaps = (off_suit_swap(as_json(hand_record(play_hand(CHECK, seed)))) for seed in range(20))
    number, changed = next(swap for swap in swaps if swap is not None)
    error = refused(changed)
    assert error.code == "illegal_in_record"
    assert error.params["where"] == f"tricks[{number}].cards[1]"
    cause = error.__cause__
    assert isinstance(cause, IllegalAction) and cause.code in ("must_follow", "must_beat")


def test_a_bid_out_of_turn_is_caught(good: Any) -> None:
    def lie(record: Any) -> None:
        record["auction"][0]["seat"] = 3

    error = refused(tampered(good, lie))
    assert error.code == "illegal_in_record" and error.params["where"] == "auction[0]"
    assert isinstance(error.__cause__, IllegalAction)
    assert error.__cause__.code == "not_your_turn"


def test_a_missing_key_is_caught(good: Any) -> None:
    for key in ("result", "meld", "tricks", "rules", "dealer"):
        error = refused(tampered(good, lambda record, key=key: record.pop(key)))
        assert error.code == "record_missing" and error.params["where"] == key


def test_optional_keys_may_be_left_out(good: Any) -> None:
    def strip(record: Any) -> None:
        for trick in record["tricks"]:
            del trick["reasons"]
        for call in record["auction"]:
            del call["reason"]
        del record["result"]["check_entries"]

    assert replay(tampered(good, strip)) == replay(good)


def test_a_malformed_value_is_caught(good: Any) -> None:
    cases = [
        (lambda r: r.__setitem__("dealer", "1"), "dealer"),
        (lambda r: r.__setitem__("dealer", 7), "dealer"),
        (lambda r: r["hands"][0].__setitem__(0, "XX"), "hands[0][0]"),
        (lambda r: r["hands"][0].__setitem__(0, "10S"), "hands[0][0]"),
        (lambda r: r["auction"][0].__setitem__("bid", True), "auction[0].bid"),
        (lambda r: r["tricks"].__setitem__(0, []), "tricks[0]"),
        (lambda r: r["rules"].__setitem__("profile", "bridge"), "rules"),
    ]
    for change, where in cases:
        error = refused(tampered(good, change))
        assert (error.code, error.params["where"]) == ("record_bad_value", where)


def test_a_record_cut_short_is_caught(good: Any) -> None:
    def cut(record: Any) -> None:
        record["tricks"].pop()

    error = refused(tampered(good, cut))
    assert error.code == "record_incomplete"
    assert refused([]).code == "record_bad_value"
    assert refused({"auction": []}).code == "record_missing"


def test_a_changed_deal_is_caught(good: Any) -> None:
    def swap(record: Any) -> None:
        record["hands"][0][0], record["hands"][1][0] = record["hands"][1][0], record["hands"][0][0]

    assert refused(tampered(good, swap)).code in ("illegal_in_record", "record_mismatch")


def test_the_order_of_a_dealt_hand_is_free(good: Any) -> None:
    assert replay(tampered(good, lambda record: record["hands"][2].reverse())) == replay(good)


def test_game_records_are_checked_hand_by_hand() -> None:
    record = as_json(game_record(play_game(CHECK, 3)))
    wrong_dealer = copy.deepcopy(record)
    wrong_dealer["hands"][1]["dealer"] = (wrong_dealer["hands"][1]["dealer"] + 1) % 4
    where = refused(wrong_dealer).params["where"]
    assert isinstance(where, str) and where.startswith("hands[1]")
    extra = copy.deepcopy(record)
    extra["hands"].append(extra["hands"][-1])
    assert refused(extra).code == "game_already_over"
    short = copy.deepcopy(record)
    short["hands"].pop()
    assert refused(short).code == "record_incomplete"
    lie = copy.deepcopy(record)
    lie["winner"] = None if lie["winner"] is not None else 0
    assert refused(lie).params["where"] == "winner"
    other_rules = copy.deepcopy(record)
    other_rules["hands"][0]["rules"]["target"] = 150
    assert refused(other_rules).params["where"] == "hands[0].rules"
    assert refused({"hands": []}).code == "record_missing"


def test_replay_game_of_an_empty_game() -> None:
    with pytest.raises(RecordError) as caught:
        replay_game({"rules": CHECK.to_json(), "hands": []})
    assert caught.value.code == "record_incomplete"


def test_parse_record() -> None:
    assert parse_record('{"a": 1}') == {"a": 1}
    with pytest.raises(RecordError) as caught:
        parse_record('{"a": ')
    assert caught.value.code == "bad_json" and caught.value.params["line"] == 1


def test_replay_hand_names_the_place_inside_a_game() -> None:
    record = as_json(hand_record(play_hand(CHECK, 2)))
    record["bid"] = 99
    with pytest.raises(RecordError) as caught:
        replay_hand(record, "hands[4]")
    assert caught.value.params["where"] == "hands[4].bid"


def test_a_played_card_not_in_canonical_notation_is_refused(good: Any) -> None:
    def ten(record: Any) -> None:
        record["tricks"][0]["cards"][0] = record["tricks"][0]["cards"][0].lower()

    assert refused(tampered(good, ten)).params["where"] == "tricks[0].cards[0]"


def test_apply_is_the_same_in_a_replay() -> None:
    hand = play_hand(CHECK, 4)
    again = HandState.new(CHECK, hand.dealer, hand.dealt)
    for action in hand.history:
        again = again.apply(action)
    assert again == hand
    assert any(isinstance(action, PlayCard) for action in hand.history)


JUNK: list[object] = [None, True, 0, -1, 4, 99, "", "AS", "10H", "X", [], {}, [1], 1.5, ["AS"] * 4]


def leaves(value: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    found = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += leaves(item, (*path, index))
    return found


def test_any_damage_to_a_record_is_a_record_error_or_harmless() -> None:
    """Seeded damage (a value replaced, removed or repeated) never escapes as another error."""
    rng = random.Random("damage")
    records = [as_json(hand_record(play_hand(make_ruleset(p), 1))) for p in ("standard", "check")]
    records.append(as_json(game_record(play_game(CHECK, 1))))
    for _ in range(200):
        record = copy.deepcopy(rng.choice(records))
        path = rng.choice(leaves(record))
        parent: Any = record
        for key in path[:-1]:
            parent = parent[key]
        damage = rng.random()
        if damage < 0.7:
            parent[path[-1]] = rng.choice(JUNK)
        elif isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.append(copy.deepcopy(parent[path[-1]]))
        with contextlib.suppress(RecordError):
            replay(record)
