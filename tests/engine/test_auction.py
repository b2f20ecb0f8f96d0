"""The auction (RULES.md §4): order, steps, passing, and the three opening rules."""

from __future__ import annotations

import pytest
from pinochle.auction import Auction, Call, CallReason
from pinochle.cards import parse_hand
from pinochle.errors import IllegalAction
from pinochle.rules import Ruleset, make_ruleset

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
DOUBLE = make_ruleset("double-deck")
EVERYONE = (True, True, True, True)


def auction(
    rules: Ruleset = CHECK, dealer: int = 0, may_bid: tuple[bool, bool, bool, bool] = EVERYONE
) -> Auction:
    return Auction(rules, dealer, may_bid)


def calls(start: Auction, *bids: int | None) -> Auction:
    """Each bid in turn (None: a pass), by whoever is to call."""
    for bid in bids:
        turn = start.turn
        assert turn is not None
        start = start.call(turn, bid)
    return start


def refused(start: Auction, seat: int, bid: int | None) -> str:
    with pytest.raises(IllegalAction) as caught:
        start.call(seat, bid)
    return caught.value.code


def test_the_player_left_of_the_dealer_calls_first_and_the_turn_goes_clockwise() -> None:
    start = auction(dealer=2)
    assert start.turn == 3
    assert calls(start, 20).turn == 0
    assert calls(start, 20, 21).turn == 1


def test_a_player_who_passed_is_skipped() -> None:
    after = calls(auction(dealer=0), 20, None, 21, 22)  # seats 1, 2 (passes), 3, 0
    assert after.turn == 1
    assert calls(after, 23).turn == 3  # seat 2 passed


def test_the_auction_ends_when_three_have_passed() -> None:
    done = calls(auction(dealer=0), 20, None, 21, None, None)
    assert done.is_over() and done.turn is None
    assert (done.bidder, done.bid) == (3, 21)
    assert refused(done, 3, 22) == "auction_over"


def test_a_bid_must_reach_the_minimum_and_top_the_last_bid() -> None:
    start = auction(dealer=0)
    assert refused(start, 1, 19) == "bid_too_low"
    after = calls(start, 25)
    assert refused(after, 2, 25) == "bid_too_low"
    assert after.call(2, 26).high == Call(2, 26)


def test_a_player_may_jump() -> None:
    assert calls(auction(), 20, 30).lowest_bid == 31


def test_only_the_player_to_call_may_call() -> None:
    assert refused(auction(dealer=0), 2, 20) == "not_your_turn"


def test_passing_is_final() -> None:
    after = calls(auction(dealer=0), None, 20, 21)  # seat 1 passed
    assert after.turn == 0
    assert refused(after, 1, 22) == "not_your_turn"


def test_double_deck_steps_are_ones_to_60_then_fives() -> None:
    start = auction(DOUBLE)
    assert start.lowest_bid == 50
    assert calls(start, 59).lowest_bid == 60
    assert calls(start, 60).lowest_bid == 65
    assert refused(calls(start, 60), 2, 61) == "bid_too_low"
    assert refused(calls(start, 60), 2, 66) == "bad_bid_step"
    assert calls(start, 60, 70).high == Call(2, 70)
    assert calls(start, 55, 56).high == Call(2, 56)


def test_on_the_times_ten_scale_bids_go_in_tens() -> None:
    start = auction(make_ruleset("check", scale=10))
    assert start.lowest_bid == 200
    assert refused(start, 1, 205) == "bad_bid_step"
    assert calls(start, 200).lowest_bid == 210


def test_check_only_a_player_holding_a_marriage_may_bid() -> None:
    start = auction(CHECK, dealer=0, may_bid=(True, False, True, True))
    assert refused(start, 1, 20) == "no_marriage_to_bid"
    after = start.call(1, None)
    assert after.calls[-1] == Call(1, None, CallReason.NO_MARRIAGE)
    assert after.listed_bids() != ()
    assert calls(after, None).calls[-1].reason is None  # seat 2 may bid: an ordinary pass


def test_check_anyone_may_pass_and_four_passes_throw_the_hand_in() -> None:
    start = auction(CHECK, dealer=0)
    assert start.may_pass()
    three = calls(start, None, None, None)
    assert not three.is_over() and three.turn == 0  # the dealer may still bid
    four = calls(three, None)
    assert four.is_over() and four.is_redeal
    assert (four.bidder, four.bid) == (None, None)


def test_check_the_last_player_may_take_it_after_three_passes() -> None:
    done = calls(auction(CHECK, dealer=0), None, None, None, 20)
    assert done.is_over() and (done.bidder, done.bid) == (0, 20)


def test_standard_the_first_bidder_must_open() -> None:
    start = auction(STANDARD, dealer=3)
    assert not start.may_pass()
    assert refused(start, 0, None) == "must_open"
    opened = start.call(0, 20)
    assert opened.calls[-1] == Call(0, 20, CallReason.MUST_OPEN)
    assert opened.may_pass()


def test_standard_when_the_other_three_pass_the_opener_has_it_at_his_bid() -> None:
    done = calls(auction(STANDARD, dealer=3), 20, None, None, None)
    assert done.is_over() and (done.bidder, done.bid) == (0, 20)


def test_double_deck_three_passes_force_the_dealer_to_the_minimum() -> None:
    done = calls(auction(DOUBLE, dealer=1), None, None, None)
    assert done.is_over() and (done.bidder, done.bid) == (1, 50)
    assert done.calls[-1] == Call(1, 50, CallReason.DEALER_FORCED)
    assert len(done.calls) == 4


def test_double_deck_a_bid_before_the_third_pass_is_not_forced() -> None:
    done = calls(auction(DOUBLE, dealer=1), None, 55, None, None)
    assert (done.bidder, done.bid) == (3, 55)
    assert all(call.reason is None for call in done.calls)


def test_listed_bids_run_from_the_lowest_over_all_the_points_in_the_tricks() -> None:
    assert auction(CHECK).listed_bids() == tuple(range(20, 46))
    listed = calls(auction(DOUBLE), 58).listed_bids()
    assert listed[:4] == (59, 60, 65, 70) and listed[-1] == 105
    nobody = auction(CHECK, may_bid=(False, False, False, False))
    assert nobody.listed_bids() == ()


def test_start_reads_the_marriage_rule_from_the_hands() -> None:
    hands = [parse_hand(text) for text in ("KS QS", "KS QH", "KD QD AC", "9S")]
    assert Auction.start(CHECK, 0, hands).may_bid == (True, False, True, False)
    assert Auction.start(STANDARD, 0, hands).may_bid == EVERYONE
