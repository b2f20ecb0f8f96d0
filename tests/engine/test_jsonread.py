"""The one JSON reader: typed values, and the exact path of whatever is wrong."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pinochle import jsonread
from pinochle.cards import Card, Rank, Suit
from pinochle.errors import PinochleError, ReadError
from pinochle.jsonread import MAX_NUMBER, Reader, short_json

RECORD = {
    "dealer": 3,
    "hands": [
        {"auction": [{"seat": 0, "bid": None}, {"seat": 1, "bid": 25}]},
        {"auction": [{"seat": 2, "bid": "30"}]},
    ],
    "cards": ["AS", "TH"],
    "scores": [100, 90],
}


def fault(read: object) -> tuple[str, dict[str, object]]:
    """The code and params of the ``ReadError`` that ``read()`` raises."""
    assert callable(read)
    with pytest.raises(ReadError) as caught:
        read()
    return caught.value.code, dict(caught.value.params)


def test_the_docstring_examples() -> None:
    assert doctest.testmod(jsonread).failed == 0


def test_stepping_in_builds_the_path() -> None:
    record = Reader(RECORD)
    bid = record.field("hands").item(0).field("auction").item(1).field("bid")
    assert (bid.where, bid.integer()) == ("hands[0].auction[1].bid", 25)
    assert [call.where for call in record.field("hands").item(0).field("auction").items()] == [
        "hands[0].auction[0]",
        "hands[0].auction[1]",
    ]
    assert Reader(RECORD, "game").field("dealer").where == "game.dealer"
    assert Reader([7], "list").item(0).where == "list[0]"


def test_a_wrong_value_is_named_by_its_whole_path() -> None:
    bid = Reader(RECORD).field("hands").item(1).field("auction").item(0).field("bid")
    assert fault(bid.integer) == (
        "bad_value",
        {"where": "hands[1].auction[0].bid", "value": '"30"'},
    )


def test_a_missing_key_or_item_is_named_where_it_should_be() -> None:
    hands = Reader(RECORD).field("hands")
    assert fault(lambda: hands.item(0).field("trump")) == ("missing", {"where": "hands[0].trump"})
    assert fault(lambda: hands.item(2)) == ("missing", {"where": "hands[2]"})
    assert fault(lambda: hands.item(-1)) == ("missing", {"where": "hands[-1]"})
    assert fault(lambda: Reader({}).field("rules")) == ("missing", {"where": "rules"})


def test_stepping_into_the_wrong_shape_blames_the_container() -> None:
    dealer = Reader(RECORD).field("dealer")
    assert fault(lambda: dealer.field("seat")) == ("bad_value", {"where": "dealer", "value": "3"})
    assert fault(lambda: dealer.item(0)) == ("bad_value", {"where": "dealer", "value": "3"})
    assert fault(lambda: Reader(["x"]).field("a")) == ("bad_value", {"where": "", "value": '["x"]'})


def test_a_default_stands_in_for_an_absent_key_only() -> None:
    request = Reader({"table": None})
    assert request.field("target", 100).integer() == 100
    assert request.field("target", 100).where == "target"
    assert fault(lambda: request.field("table", "standard").text())[0] == "bad_value"


def test_null_is_none_only_when_asked() -> None:
    call = Reader({"bid": None, "seat": 0})
    assert call.field("bid").or_none() is None
    seat = call.field("seat").or_none()
    assert seat is not None and seat.seat() == 0
    assert fault(call.field("bid").integer) == ("bad_value", {"where": "bid", "value": "null"})


@pytest.mark.parametrize("value", [True, False, 1.5, "3", None, [3]])
def test_an_integer_is_a_whole_number_and_never_a_boolean(value: object) -> None:
    assert fault(Reader(value, "n").integer)[0] == "bad_value"


def test_integer_bounds_and_the_largest_number() -> None:
    assert Reader(4).integer(0, 4) == 4
    assert fault(lambda: Reader(5, "n").integer(0, 4)) == (
        "bad_value",
        {"where": "n", "value": "5"},
    )
    assert fault(lambda: Reader(-1, "n").integer(0)) == ("bad_value", {"where": "n", "value": "-1"})
    assert MAX_NUMBER == 100_000
    assert Reader(-100_000).number() == -100_000 and Reader(100_000).number() == 100_000
    assert fault(Reader(100_001).number)[0] == "bad_value"


def test_seats_and_teams() -> None:
    assert [Reader(seat).seat() for seat in (0, 1, 2, 3)] == [0, 1, 2, 3]
    assert [Reader(team).team() for team in (0, 1)] == [0, 1]
    for bad in (4, -1, True):
        assert fault(Reader(bad).seat)[0] == "bad_value"
    assert fault(Reader(2).team)[0] == "bad_value"


def test_pairs_are_two_numbers() -> None:
    assert Reader([100, -90]).pair() == (100, -90)
    for bad in ([100], [1, 2, 3], [1, "2"], [1, 10**9], {"a": 1}):
        assert fault(Reader(bad, "scores").pair)[1]["where"] in ("scores", "scores[1]")
    assert fault(Reader([1, "2"], "scores").pair) == (
        "bad_value",
        {"where": "scores[1]", "value": '"2"'},
    )


def test_texts_suits_and_cards() -> None:
    assert Reader("check").text() == "check"
    assert Reader(["AH", ""]).texts() == ["AH", ""]
    assert fault(Reader(["AH", 3], "hands").texts) == (
        "bad_value",
        {"where": "hands", "value": '["AH", 3]'},
    )
    assert Reader("D").suit() is Suit.DIAMONDS
    assert fault(Reader("X", "trump").suit) == ("bad_value", {"where": "trump", "value": '"X"'})
    assert fault(Reader(["S"], "trump").suit)[0] == "bad_value"
    assert Reader(["AS", "TH"]).cards() == [
        Card(Rank.ACE, Suit.SPADES),
        Card(Rank.TEN, Suit.HEARTS),
    ]


@pytest.mark.parametrize("bad", ["10H", "th", "XX", "", 7, None])
def test_cards_must_be_in_canonical_notation(bad: object) -> None:
    cards = Reader({"cards": ["AS", bad]}).field("cards")
    assert fault(cards.cards) == ("bad_value", {"where": "cards[1]", "value": short_json(bad)})


def test_the_error_knows_the_request_field_at_fault() -> None:
    with pytest.raises(ReadError) as caught:
        Reader({"scores": [1, "2"]}).field("scores").pair()
    assert (caught.value.where, caught.value.field) == ("scores[1]", "scores")
    with pytest.raises(ReadError) as caught:
        Reader({"hand": {"bid": []}}).field("hand").field("bid").integer()
    assert caught.value.field == "hand"
    with pytest.raises(ReadError) as caught:
        Reader([]).mapping()
    assert caught.value.field == ""
    assert isinstance(caught.value, PinochleError)


def test_short_json_cuts_long_values() -> None:
    assert short_json("AS") == '"AS"'
    # 57 characters ("[" + ten "n, " + "10, " … "16") and "...": 60 in all.
    assert (
        short_json(list(range(40)))
        == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16..."
    )
    assert len(short_json(list(range(40)))) == 60


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=12,
)


@given(JSON)
def test_any_value_is_read_or_refused_with_a_read_error(value: object) -> None:
    reader = Reader({"v": value}).field("v")
    for read in (
        reader.integer,
        reader.number,
        reader.pair,
        reader.seat,
        reader.team,
        reader.text,
        reader.texts,
        reader.suit,
        reader.card,
        reader.cards,
        reader.mapping,
        reader.items,
        lambda: reader.item(0),
        lambda: reader.field("x"),
    ):
        try:
            read()
        except ReadError as error:
            assert error.where.startswith("v") and error.field == "v"
