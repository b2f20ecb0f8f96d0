"""The Play page narrates from South's seat: another seat's hidden cards never show in its words.

The viewpoint test deals the unseen cards differently (South's hand, every public action and
the meld shown kept) and renders the story from South twice: the texts must be the same.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle.bots import play_hand
from pinochle.cards import Card, Hand, Suit
from pinochle.catalog import Catalog
from pinochle.errors import PinochleError
from pinochle.game import GameState, HandState, PassCards, PlayCard
from pinochle.play import Reason
from pinochle.rules import PROFILES, make_ruleset
from pinochle.steptext import step_text
from pinochle.walkthrough import table_steps
from pinochle.walkthrough.cases import BidAmount, BidReason, PassReason, PlayCase
from pinochle.walkthrough.steps import BidStep, PassStep, PlayStep
from pinochle.walkthrough.view import View

SOUTH = 0
LANGUAGES = ("en", "nl", "de", "fi")


def _replay(state: HandState, dealt: tuple[Hand, ...], upto: int) -> HandState:
    live = HandState.new(state.rules, state.dealer, dealt)
    for action in state.history[:upto]:
        live = live.apply(action)
    return live


def _pinned(state: HandState, upto: int) -> list[list[Card]]:
    """Per seat, the dealt cards the public history ties to it: played, passed, shown."""
    live = _replay(state, state.dealt, upto)
    pinned: list[list[Card]] = [[] for _ in range(4)]
    for action in state.history[:upto]:
        if isinstance(action, PlayCard | PassCards):
            cards = action.cards if isinstance(action, PassCards) else (action.card,)
            pinned[action.seat] += cards
    for seat, meld in enumerate(live.meld):
        for item in meld.melds:
            pinned[seat] += item.cards
    return pinned


def _redealt(state: HandState, upto: int, rng: random.Random) -> tuple[Hand, ...] | None:
    """The deal with unseen cards swapped between the other three seats, the same public
    history replaying on it; ``None`` when no swap tried kept it."""
    pinned = _pinned(state, upto)
    base = _replay(state, state.dealt, upto)
    dealt = [list(hand.cards) for hand in state.dealt]
    changed = False
    for _ in range(40):
        one, two = rng.sample((1, 2, 3), 2)
        free_one = [c for c in dealt[one] if dealt[one].count(c) > pinned[one].count(c)]
        free_two = [c for c in dealt[two] if dealt[two].count(c) > pinned[two].count(c)]
        if not free_one or not free_two:
            continue
        a, b = rng.choice(free_one), rng.choice(free_two)
        if a == b:
            continue
        trial = [list(hand) for hand in dealt]
        trial[one].remove(a)
        trial[one].append(b)
        trial[two].remove(b)
        trial[two].append(a)
        hands = tuple(Hand(cards) for cards in trial)
        try:
            other = _replay(state, hands, upto)
        except PinochleError:
            continue
        if other.meld != base.meld or other.auction.calls != base.auction.calls:
            continue
        dealt, changed = trial, True
    hands = tuple(Hand(cards) for cards in dealt)
    return hands if changed and hands != state.dealt else None


def _told(state: HandState, catalog: Catalog) -> list[str]:
    return [step_text(step, catalog, SOUTH) for step in table_steps(state, GameState(state.rules))]


@settings(max_examples=20)
@given(
    profile=st.sampled_from(sorted(PROFILES)),
    seed=st.integers(0, 10_000),
    cut=st.floats(0.05, 0.95),
    shuffle=st.integers(0, 1_000),
)
def test_the_story_from_south_does_not_depend_on_the_unseen_cards(
    profile: str, seed: int, cut: float, shuffle: int
) -> None:
    rules = make_ruleset(profile)
    finished = play_hand(rules, seed)
    upto = int(len(finished.history) * cut)
    state = _replay(finished, finished.dealt, upto)
    dealt = _redealt(finished, upto, random.Random(shuffle))
    if dealt is None:
        return
    other = _replay(finished, dealt, upto)
    assert other.dealt[SOUTH] == state.dealt[SOUTH]
    assert other.dealt != state.dealt
    for language in LANGUAGES:
        catalog = Catalog.load(language)
        assert _told(other, catalog) == _told(state, catalog)


def test_many_positions_of_every_profile_are_redealt() -> None:
    """The property above compares real pairs: most positions have unseen cards to swap."""
    for profile in PROFILES:
        rules = make_ruleset(profile)
        found = 0
        for seed in range(12):
            finished = play_hand(rules, seed)
            upto = len(finished.history) // 3
            found += _redealt(finished, upto, random.Random(seed)) is not None
        assert found >= 8, profile


def _view() -> View:
    return View(1, 0, (Hand(), Hand(), Hand(), Hand()))


def test_a_north_bid_reads_without_its_marriages() -> None:
    en = Catalog.load("en")
    step = BidStep(
        seat=2,
        bid=20,
        reason=BidReason.MARRIAGE,
        marriages=(),
        amount=BidAmount.MINIMUM,
        lowest=20,
        high=None,
        step=1,
        above=None,
        view=_view(),
    )
    clubs = replace(step, marriages=(Suit.CLUBS,))
    expected = (
        "North bids 20: only a player holding a marriage may bid. That is the minimum bid."
        " Each later bid must be at least 1 point higher."
    )
    assert step_text(clubs, en, SOUTH) == expected
    assert "With a marriage in clubs" in step_text(clubs, en)


def test_an_east_pass_holding_marriages_reads_as_a_pass() -> None:
    step = PassStep(seat=3, reason=PassReason.HAS_MARRIAGE, marriages=(), lowest=21, view=_view())
    assert step_text(step, Catalog.load("en"), SOUTH) == "East passes."
    assert step_text(step, Catalog.load("de"), SOUTH) == "Ost passt."


def test_another_seats_only_card_is_not_told_but_souths_is() -> None:
    hands = (Hand(), Hand(Card.parse(c) for c in ("AS", "TH")), Hand(), Hand())
    step = PlayStep(
        trick=1,
        position=1,
        seat=1,
        card=Card.parse("KS"),
        reason=Reason.MUST_FOLLOW,
        case=PlayCase.FOLLOW,
        win=Card.parse("AS"),
        choices=1,
        view=View(1, 0, hands),
    )
    en = Catalog.load("en")
    assert "only card" not in step_text(step, en, SOUTH)
    assert "only card" in step_text(step, en)
