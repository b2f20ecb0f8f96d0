"""The expert players' sampled deals fit every public fact, and only public facts.

Public facts (``pinochle.bots.view``): the seat's own hand, the voids and caps
the plays reveal, the cards a seat showed in meld (or was passed by this
seat) and not played since, and the meld each seat did *not* show: a seat's
hand at the meld (its sampled hand plus the cards it played since) must
show exactly the meld it showed (RULES.md §2; in Check every marriage a
player could bid on is shown).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from pinochle.bots import play_hand
from pinochle.bots.expert import Worth, _hands
from pinochle.bots.playout import compact, width_of
from pinochle.bots.sampling import MeldCheck, Sampler
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand, Suit
from pinochle.errors import IllegalAction
from pinochle.game import HandState, Phase
from pinochle.meld import find_meld
from pinochle.rules import make_ruleset
from pinochle.seats import team_of

PROFILES = ("check", "standard")


def position(profile: str, seed: int, ply: int) -> HandState | None:
    """A hand played by the basic players, replayed to its ``ply``-th card play."""
    rules = make_ruleset(profile)
    hand = play_hand(rules, seed, seed % 4, "basic")
    state = HandState.new(rules, seed % 4, hand.dealt)
    plays = 0
    for action in hand.history:
        if state.phase is Phase.PLAYING:
            if plays == ply:
                return state
            plays += 1
        state = state.apply(action)
    return None


def played_by(view: SeatView) -> list[Counter[Card]]:
    cards: list[Counter[Card]] = [Counter() for _ in range(4)]
    tricks = (*view.tricks, *((view.trick,) if view.trick is not None else ()))
    for trick in tricks:
        for index, card in enumerate(trick.cards):
            cards[trick.seat_of(index)][card] += 1
    return cards


@settings(max_examples=12, deadline=None)
@given(profile=st.sampled_from(PROFILES), seed=st.integers(0, 10**6), ply=st.integers(0, 40))
def test_every_sampled_deal_fits_the_public_facts(profile: str, seed: int, ply: int) -> None:
    state = position(profile, seed, ply)
    assume(state is not None and state.turn is not None)
    assert state is not None
    view = SeatView.of(state)
    knowledge = view.knowledge
    width = width_of(view.rules.deck)
    sampler = Sampler.of(view, width, meld=True)
    assert sampler.check is not None
    true = [compact(state.hands[seat].cards, width) for seat in sampler.others]
    assert all(sampler.check.fits(bit, hand) for bit, hand in enumerate(true))  # the real deal
    rng = random.Random(seed)
    for _ in range(12):
        hands = _hands(sampler.deal(rng), width)
        assert hands[view.seat] == view.hand
        dealt = Counter(card for seat in sampler.others for card in hands[seat].cards)
        assert dealt == knowledge.unseen
        for seat in sampler.others:
            cards = Counter(hands[seat].cards)
            assert sum(cards.values()) == knowledge.left[seat]
            assert not knowledge.held[seat] - cards  # cards it must hold
            for card in cards:  # voids and caps the plays revealed
                assert card.rank.strength <= knowledge.caps[seat][card.suit]


def fits_the_meld(view: SeatView, hands: tuple[Hand, ...], others: Sequence[int]) -> bool:
    """Whether each other seat's sampled hand, with the cards it played since, shows exactly
    the meld it showed."""
    played = played_by(view)
    for seat in others:
        at_meld = Hand(list((Counter(hands[seat].cards) + played[seat]).elements()))
        shown = find_meld(at_meld, view.trump, view.rules).melds  # type: ignore[arg-type]
        if shown != view.meld[seat].melds:
            return False
    return True


@settings(max_examples=60, deadline=None)
@given(
    profile=st.sampled_from(("check", "standard", "double-deck")),
    trump=st.sampled_from(tuple(Suit)),
    seed=st.integers(0, 10**6),
)
def test_the_meld_check_judges_a_hand_as_the_meld_finder_does(
    profile: str, trump: Suit, seed: int
) -> None:
    # The check decides by a hand's signature and keeps each signature's meld for every
    # later check: two checks of one game, each judging hands the other has met.
    rules = make_ruleset(profile)
    width = width_of(rules.deck)
    rng = random.Random(seed)
    cards = list(rules.deck.cards())
    size = rules.deck.hand_size
    shown_hands, judged = [], []
    for _ in range(2):
        rng.shuffle(cards)
        shown_hands.append(Hand(cards[:size]))
        for swaps in (1, 1, 2, 2, 3):  # near hands: some show the same meld, some do not
            mixed = list(cards)
            for _ in range(swaps):
                held, other = rng.randrange(size), rng.randrange(size, len(cards))
                mixed[held], mixed[other] = mixed[other], mixed[held]
            judged.append(Hand(mixed[:size]))
    nothing_played = ((0, 0, 0, 0),)
    agreed = set()
    for shown in shown_hands:
        melds = find_meld(shown, trump, rules).melds
        check = MeldCheck(rules, trump, width, (1,), nothing_played, (melds,))
        for hand in (*judged, *shown_hands):
            expected = find_meld(hand, trump, rules).melds == melds
            assert check.fits(0, compact(hand.cards, width)) is expected
            agreed.add(expected)
    assert agreed == {True, False}


@pytest.mark.parametrize("profile", PROFILES)
def test_nearly_every_sampled_deal_fits_the_meld_shown(profile: str) -> None:
    # A deal that fits the meld is searched for (TRIES times, FRESH once STUCK deals found
    # none), not always found: over these fixed positions about 99 % of deals fit in Check
    # and 98 % in standard, so one position alone may fall short (standard, seed 714, the
    # second card: 5 of 12), but the whole set may not.
    fitting = dealt = 0
    for seed in range(20):
        for ply in (0, 5, 15):
            state = position(profile, seed, ply)
            if state is None or state.turn is None:
                continue
            view = SeatView.of(state)
            width = width_of(view.rules.deck)
            sampler = Sampler.of(view, width, meld=True)
            rng = random.Random(seed)
            for _ in range(12):
                hands = _hands(sampler.deal(rng), width)
                fitting += fits_the_meld(view, hands, sampler.others)
                dealt += 1
    assert fitting >= 0.95 * dealt


def same_history(state: HandState, dealt: tuple[Hand, ...]) -> HandState | None:
    """``state``'s actions replayed on another deal, if every one is legal there and the
    meld shown is the same: a deal no player could tell from the real one."""
    other = HandState.new(state.rules, state.dealer, dealt)
    try:
        for action in state.history:
            other = other.apply(action)
    except IllegalAction:
        return None
    return other if other.meld == state.meld else None


@settings(max_examples=10, deadline=None)
@given(profile=st.sampled_from(PROFILES), seed=st.integers(0, 10**6), ply=st.integers(0, 40))
def test_deals_sampled_from_two_true_deals_with_one_history_are_the_same(
    profile: str, seed: int, ply: int
) -> None:
    state = position(profile, seed, ply)
    assume(state is not None and state.turn is not None)
    assert state is not None and state.turn is not None
    me = state.turn
    others = [seat for seat in range(4) if seat != me]
    other = None
    # Swap two cards of one suit still held by two other players.
    for first in others:
        for second in others:
            if other is not None or second <= first:
                continue
            for a in state.hands[first].cards:
                for b in state.hands[second].cards:
                    if other is not None or a == b or a.suit is not b.suit:
                        continue
                    if a not in state.dealt[first].cards or b not in state.dealt[second].cards:
                        continue  # a card passed to the hand (standard)
                    dealt = list(state.dealt)
                    dealt[first] = Hand([*dealt[first].without([a]).cards, b])
                    dealt[second] = Hand([*dealt[second].without([b]).cards, a])
                    other = same_history(state, tuple(dealt))
    assume(other is not None)
    assert other is not None
    assert other.hands != state.hands
    views = SeatView.of(state), SeatView.of(other)
    width = width_of(state.rules.deck)
    deals = [
        [Sampler.of(view, width, meld=True).deal(rng) for _ in range(6)]
        for view, rng in ((views[0], random.Random(5)), (views[1], random.Random(5)))
    ]
    assert deals[0] == deals[1]


def test_the_endgame_worth_jumps_where_the_bid_is_made() -> None:
    # Three tricks from the end: for the bidders, one trick point more that makes the bid
    # is worth far more than any other point.
    for seed in range(20):
        state = position("check", seed, 36)
        if state is None or state.turn is None:
            continue
        view = SeatView.of(state)
        if view.bidder is None or view.team != team_of(view.bidder):
            continue
        worth = Worth(view)
        rest = 12
        need = view.need() - worth.taken[view.team]
        if not 1 <= need <= rest:
            continue
        values = [worth(points, rest) for points in range(rest + 1)]
        assert all(low <= high for low, high in itertools.pairwise(values))
        jump = values[need] - values[need - 1]
        assert jump > view.bid  # type: ignore[operator]
        assert all(values[p + 1] - values[p] < jump for p in range(rest) if p != need - 1)
        return
    raise AssertionError("no position to check")
