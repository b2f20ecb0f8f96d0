"""Each card motive is said only where its condition holds in the seat's view.

Positions are Check Pinochle with hearts trump; South (seat 0) is to play, North
(seat 2) is his partner, East (1) and West (3) the opponents. A player must follow
suit and head the trick if he can, else trump, else play anything (RULES.md §4);
A, 10, K are counters.
"""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st
from pinochle.auction import Auction, Call
from pinochle.bots import seat_bots, truth
from pinochle.bots.motives import Motive
from pinochle.bots.tactics import card_motive
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand, Suit, parse_cards
from pinochle.game import HandState, Phase, PlayCard, shuffled_deal
from pinochle.play import Reason, Trick
from pinochle.rules import PROFILES, make_ruleset
from pinochle.seats import team_of

CHECK = make_ruleset("check")


def card(text: str) -> Card:
    return Card.parse(text)


def trick(leader: int, texts: str) -> Trick:
    cards = tuple(parse_cards(texts))
    return Trick(leader, cards, tuple(Reason.FREE for _ in cards))


def view(hand: str, current: Trick | None, *done: Trick) -> SeatView:
    """South's view: South opened 20, North bid 25 and named hearts; no meld counted."""
    calls = (Call(0, 20), Call(1, None), Call(2, 25), Call(3, None), Call(0, None))
    auction = Auction(CHECK, 3, (True, True, True, True), calls)
    return SeatView(
        CHECK,
        0,
        3,
        Hand(parse_cards(hand)),
        auction,
        Phase.PLAYING,
        Suit.HEARTS,
        None,
        None,
        (),
        done,
        current,
        False,
        20,
    )


def motive(position: SeatView, text: str) -> Motive | None:
    named = card_motive(position, card(text))
    return None if named is None else named[0]


# North leads A♠, West follows 9♠: North's ace wins and South cannot beat it.
PARTNER_ACE = trick(2, "AS 9S")


def test_no_counter_on_the_partners_trick_is_not_cannot_be_won() -> None:
    position = view("TS JS 9C QD", PARTNER_ACE)
    assert motive(position, "JS") is Motive.PARTNER_WINNING
    assert not truth.duck_low(position, card("JS"))


def test_a_counter_on_the_partners_trick_feeds_him() -> None:
    position = view("TS JS 9C QD", PARTNER_ACE)
    assert motive(position, "TS") is Motive.FEED_PARTNER
    assert not truth.partner_winning(position, card("TS"))


def test_cannot_be_won_when_no_card_beats_the_opponents() -> None:
    # East leads A♠, North 9♠, West J♠: East wins; South's Q♠ and J♠ cannot beat the ace.
    position = view("QS JS 9C", trick(1, "AS 9S JS"))
    assert motive(position, "JS") is Motive.DUCK_LOW
    assert motive(position, "QS") is None


def test_a_top_card_is_a_sure_winner_only_when_no_opponent_can_trump() -> None:
    # Trick 1: South led 9♥ (trump); East, North and West played clubs: East and West
    # hold no trump. Now South leads A♠, the top spade: nobody can trump it.
    first = trick(0, "9H 9C JC QC")
    position = view("AS KS 9D", None, first)
    assert motive(position, "AS") is Motive.CASH_WINNER
    assert not truth.highest_left(position, card("AS"))


def test_a_top_card_led_into_a_known_void_is_not_sure() -> None:
    # Trick 1: South led 9♠; East trumped with 9♥: East has no spade and may hold
    # more trumps (none seen beyond South's). A♠ is still the top spade, no more.
    first = trick(0, "9S 9H JS QS")
    position = view("AS KS 9D", None, first)
    assert motive(position, "AS") is Motive.HIGHEST_LEFT
    assert not truth.cash_winner(position, card("AS"))


def test_the_top_card_with_trumps_still_out_is_not_sure() -> None:
    # Nothing played yet: either opponent may be void in spades and trump.
    position = view("AS KS 9D", None)
    assert motive(position, "AS") is Motive.HIGHEST_LEFT


def test_win_for_sure_is_not_said_when_a_later_opponent_can_trump() -> None:
    # Trick 1: West showed no diamonds by trumping (9♥ on 9♦); now East leads K♦, and
    # South holds A♦ and T♦; West, still to play, may trump either.
    first = trick(0, "9D JD QD 9H")
    position = view("AD TD 9C", trick(1, "KD"), first)
    assert not truth.win_for_sure(position, card("AD"))
    assert motive(position, "TD") is Motive.WIN_CHEAPLY


def test_win_for_sure_when_nobody_after_can_beat_it() -> None:
    # Trick 1: South led 9♥; East and West played clubs: no trumps. East leads K♦; South
    # holds A♦ and T♦. Both other A♦ unseen? South holds one A♦; the other is unseen, so
    # T♦ could be beaten, while A♦ (equal to the other ace, which would come later) holds.
    first = trick(0, "9H 9C JC QC")
    position = view("AD TD 9C", trick(1, "KD"), first)
    assert truth.win_for_sure(position, card("AD"))
    assert not truth.win_for_sure(position, card("TD"))


def test_points_needed_are_said_only_when_positive() -> None:
    position = view("AS KS 9D", None)
    assert position.need() == 25
    assert truth.play_it_out(position, 25)
    assert not truth.meld_covers_bid(position, 25)
    assert not truth.play_it_out(position, -2)


def test_motive_cards_are_the_card_played() -> None:
    position = view("TS JS 9C QD", PARTNER_ACE)
    named = card_motive(position, card("JS"))
    assert named is not None and named[1] == {"card": card("JS")}


def test_made_to_head_the_partners_card_the_basic_player_wins_it_cheaply() -> None:
    # Check, seed 870 (hypothesis found it): clubs are trump; West leads 9♥, whose higher
    # hearts are all gone, North throws Q♠. East, West's partner, holds Q♥ J♥ 9♥ and must
    # beat the 9♥: the J♥ does, as cheaply as it can; no "this trick cannot be won".
    rules = make_ruleset("check")
    state = HandState.new(rules, 870 % 4, shuffled_deal(rules, random.Random(870)))
    bots = seat_bots(870, "basic")
    while (seat := state.turn) is not None:
        decision = bots[seat].decide(state)
        seen = SeatView.of(state)
        if seat == 3 and seen.hand == Hand(parse_cards("QH JH 9H")) and seen.trick:
            assert [str(card) for card in seen.trick.cards] == ["9H", "QS"]
            assert decision.action == PlayCard(3, card("JH"))
            assert decision.motive is Motive.WIN_CHEAPLY
            return
        state = state.apply(decision.action)
    raise AssertionError("East never held Q♥ J♥ 9♥ on West's 9♥")


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    profile=st.sampled_from(sorted(PROFILES)),
    name=st.sampled_from(["basic", "club"]),
)
@example(seed=870, profile="check", name="basic")
def test_every_card_motive_given_is_true(seed: int, profile: str, name: str) -> None:
    rules = make_ruleset(profile)
    state = HandState.new(rules, seed % 4, shuffled_deal(rules, random.Random(seed)))
    bots = seat_bots(seed, name)
    while (seat := state.turn) is not None:
        decision = bots[seat].decide(state)
        action = decision.action
        if isinstance(action, PlayCard):
            seen = SeatView.of(state)
            assert truth.holds(seen, decision.motive, action.card), decision
            assert decision.params.get("card", action.card) == action.card
            winning = seen.winning()
            if winning is not None and team_of(winning[1]) == seen.team:
                assert decision.motive is not Motive.DUCK_LOW
            if decision.motive is Motive.PLAY_IT_OUT:
                assert decision.params["need"] == seen.need() > 0
        state = state.apply(action)
