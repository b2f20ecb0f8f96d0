"""Both computer players: legal, deterministic, blind to hidden cards, and they say why."""

from __future__ import annotations

import os
import random
from dataclasses import replace

import pytest
from pinochle.bots import PLAYERS, decide, play_game, play_hand, seat_bots
from pinochle.bots.motives import Decision, Motive
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand, Suit, parse_cards
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.game import Bid, HandState, NameTrump, Pass, PassCards, PlayCard, shuffled_deal
from pinochle.record import game_record, hand_record, replay_game, replay_hand
from pinochle.rules import PROFILES, make_ruleset
from pinochle.scoring import Outcome
from pinochle.words import motive_text

from tests.engine.support import TWO_WITHOUT_MARRIAGE

NAMES = list(PLAYERS)
# The club and expert players think longer: fewer of their hands and games in the light suite.
HANDS = {
    "basic": int(os.environ.get("PINOCHLE_PROPERTY_HANDS", "200")),
    "club": int(os.environ.get("PINOCHLE_CLUB_HANDS", "24")),
    "expert": int(os.environ.get("PINOCHLE_EXPERT_HANDS", "10")),
}
GAMES = {
    "basic": int(os.environ.get("PINOCHLE_PROPERTY_GAMES", "10")),
    "club": int(os.environ.get("PINOCHLE_CLUB_GAMES", "2")),
    "expert": int(os.environ.get("PINOCHLE_EXPERT_GAMES", "1")),
}
LEGAL_HANDS = {"basic": 20, "club": 12, "expert": 3}


@pytest.mark.parametrize("name", NAMES)
def test_the_same_seed_plays_the_same_hand(name: str) -> None:
    for profile in PROFILES:
        rules = make_ruleset(profile)
        first = hand_record(play_hand(rules, 11, players=name))
        assert first == hand_record(play_hand(rules, 11, players=name))
    check = make_ruleset("check")
    eleven = hand_record(play_hand(check, 11, players=name))
    assert eleven != hand_record(play_hand(check, 12, players=name))


@pytest.mark.parametrize("name", NAMES)
def test_the_players_only_take_legal_actions_with_a_motive(name: str) -> None:
    for profile in PROFILES:
        rules = make_ruleset(profile)
        for seed in range(LEGAL_HANDS[name]):
            state = HandState.new(rules, seed % 4, shuffled_deal(rules, random.Random(seed)))
            bots = seat_bots(seed, name)
            while (seat := state.turn) is not None:
                decision = bots[seat].decide(state)
                action = decision.action
                assert action.seat == seat and isinstance(decision.motive, Motive)
                assert state.is_legal(action)
                if not isinstance(action, Bid):
                    assert action in state.legal_actions()
                state = state.apply(action)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("profile", list(PROFILES))
def test_many_bot_hands(name: str, profile: str) -> None:
    rules = make_ruleset(profile)
    made = contracts = 0
    for seed in range(HANDS[name]):
        hand = play_hand(rules, seed, seed % 4, name)
        result = hand.result()
        assert sum(result.checks) == 0
        if hand.outcome is Outcome.PLAYED:
            played = [card for trick in hand.tricks for card in trick.cards]
            assert sorted(map(str, played)) == sorted(map(str, rules.deck.cards()))
        contracts += hand.bid is not None
        made += bool(result.made)
        assert replay_hand(hand_record(hand)).result() == result
    # The players bid with some sense: most contracts are made.
    assert made > contracts // 2


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("profile", list(PROFILES))
def test_many_bot_games(name: str, profile: str) -> None:
    rules = make_ruleset(profile)
    for seed in range(GAMES[name]):
        game = play_game(rules, seed, seed % 4, name)
        assert game.is_over() and sum(game.standing.checks) == 0
        scores = [0, 0]
        for number, hand in enumerate(game.hands):
            assert hand.dealer == (seed + number) % 4
            assert max(scores) < rules.target  # nobody had reached it before this hand
            result = hand.result()
            scores = [scores[0] + result.score[0], scores[1] + result.score[1]]
        assert tuple(scores) == game.standing.scores
        reached = [team for team in (0, 1) if scores[team] >= rules.target]
        last = game.hands[-1].result()
        expected = last.bidders if len(reached) == 2 else reached[0]
        assert game.standing.winner_on_points == expected
        replayed = replay_game(game_record(game))
        assert (replayed.standing.scores, replayed.standing.checks, replayed.winner) == (
            game.standing.scores,
            game.standing.checks,
            game.winner,
        )


def test_the_club_players_are_the_default() -> None:
    check = make_ruleset("check")
    assert hand_record(play_hand(check, 5)) == hand_record(play_hand(check, 5, players="club"))
    assert hand_record(play_hand(check, 5)) != hand_record(play_hand(check, 5, players="basic"))


def test_players_may_be_named_seat_by_seat() -> None:
    bots = seat_bots(3, ("club", "basic", "club", "basic"))
    assert [type(bot).__name__ for bot in bots] == ["ClubPlayer", "Bot", "ClubPlayer", "Bot"]
    with pytest.raises(ValueError, match="players must be"):
        seat_bots(3, ("club", "basic"))
    with pytest.raises(ValueError, match="players must be"):
        seat_bots(3, "grandmaster")


def test_decide_is_the_club_players_own_choice_in_the_hand() -> None:
    # A club player's decision depends on the position, its seat and the seed only: asking
    # the API at any point of a hand gives what the seated player did there.
    rules = make_ruleset("check")
    hand = play_hand(rules, 8, dealer=2)
    state = HandState.new(rules, 2, hand.dealt)
    for action in hand.history:
        assert decide(state, "club", 8).action == action
        state = state.apply(action)
    with pytest.raises(ValueError, match="no seat to act"):
        decide(state)


# ---- the players never look at hidden cards


def hidden_swaps(state: HandState, rng: random.Random) -> HandState:
    """``state`` with the cards the seat to act cannot see dealt anew among the other
    seats: each keeps as many cards of each suit, and the cards it must hold (meld shown,
    cards passed to it)."""
    seat = state.turn
    assert seat is not None
    knowledge = SeatView.of(state).knowledge
    others = [other for other in range(4) if other != seat]
    hands = list(state.hands)
    for suit in Suit:
        hidden = []
        for other in others:
            cards = list(hands[other].of_suit(suit))
            for card in knowledge.held[other].elements():
                if card in cards:
                    cards.remove(card)
            hidden.append(cards)
        pool = [card for cards in hidden for card in cards]
        rng.shuffle(pool)
        for other, cards in zip(others, hidden, strict=True):
            mine, pool = pool[: len(cards)], pool[len(cards) :]
            hands[other] = hands[other].without(cards).with_cards(mine)
    return replace(state, hands=(hands[0], hands[1], hands[2], hands[3]))


@pytest.mark.parametrize("name", NAMES)
def test_a_decision_does_not_change_when_only_hidden_cards_do(name: str) -> None:
    rng = random.Random(4)
    checked = 0
    for profile in PROFILES:
        rules = make_ruleset(profile)
        for seed in range(3):
            hand = play_hand(rules, seed, seed % 4, "club")
            state = HandState.new(rules, seed % 4, hand.dealt)
            for number, action in enumerate(hand.history):
                if number % 3 == 0:
                    other = hidden_swaps(state, rng)
                    assert SeatView.of(other) == SeatView.of(state)
                    if other.hands != state.hands:
                        checked += 1
                    assert decide(other, name, seed) == decide(state, name, seed)
                state = state.apply(action)
    assert checked > 10


def test_the_view_holds_the_seats_own_cards_and_the_public_auction() -> None:
    rules = make_ruleset("check")
    hands = [Hand(parse_cards(text)) for text in TWO_WITHOUT_MARRIAGE]
    state = HandState.new(rules, 0, hands)
    view = SeatView.of(state)
    # West holds no marriage: he knows it; the others' cards are not in his view, and he
    # cannot tell who else may bid.
    assert view.seat == 1 and view.hand == hands[1]
    assert view.auction.may_bid == (True, False, True, True)
    assert state.auction.may_bid == (True, False, False, True)


# ---- every motive has words


def test_a_decision_as_json() -> None:
    decision = Decision(
        PlayCard(2, Card.parse("TS")), Motive.FEED_PARTNER, {"card": Card.parse("TS")}
    )
    assert decision.to_json() == {
        "action": {"kind": "play_card", "seat": 2, "card": "TS"},
        "motive": "feed_partner",
        "params": {"card": "TS"},
    }
    passing = Decision(PassCards(0, tuple(parse_cards("QS JD"))), Motive.RETURN_LOSERS)
    assert passing.to_json()["action"] == {"kind": "pass_cards", "seat": 0, "cards": ["QS", "JD"]}
    trump = Decision(NameTrump(0, Suit.HEARTS), Motive.TRUMP_ONLY_CHOICE, {"suit": Suit.HEARTS})
    assert trump.to_json()["params"] == {"suit": "H"}
    assert Decision(Pass(1), Motive.PASS_NO_MARRIAGE).to_json()["action"] == {
        "kind": "pass",
        "seat": 1,
    }
    assert Decision(Bid(3, 25), Motive.BID_FORCED).to_json()["action"] == {
        "kind": "bid",
        "seat": 3,
        "bid": 25,
    }


def worded(decision: Decision, catalog: Catalog) -> str | None:
    """The decision's motive in words, from its JSON as the Play page gets it."""
    data = decision.to_json()
    code, params = data["motive"], data["params"]
    assert isinstance(code, str) and isinstance(params, dict)
    return motive_text(code, params, catalog)


def test_motives_are_worded_with_their_cards_and_suits() -> None:
    feed = Decision(PlayCard(2, Card.parse("TS")), Motive.FEED_PARTNER, {"card": Card.parse("TS")})
    assert worded(feed, Catalog.load("en")) == (
        "Partner is winning this trick, so the 10♠ adds a counter to it."
    )
    only = Decision(PlayCard(0, Card.parse("QS")), Motive.ONLY_CARD, {"card": Card.parse("QS")})
    assert "D♠" in str(worded(only, Catalog.load("de")))
    trump = Decision(
        NameTrump(0, Suit.HEARTS), Motive.TRUMP_MOST_VALUE, {"suit": Suit.HEARTS, "meld": 24}
    )
    assert worded(trump, Catalog.load("nl")) == (
        "Met harten als troef levert deze hand het meest op aan roem en slagen (24 punten roem)."
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_motive_the_players_give_has_words(lang: str) -> None:
    catalog = Catalog.load(lang)
    for motive in Motive:
        assert f"motive.{motive.value}" in catalog.texts
    for profile in PROFILES:
        rules = make_ruleset(profile)
        state = HandState.new(rules, 1, shuffled_deal(rules, random.Random(2)))
        bots = seat_bots(2, "club")
        while state.turn is not None:
            decision = bots[state.turn].decide(state)
            text = worded(decision, catalog)
            assert text and "{" not in text
            state = state.apply(decision.action)
