"""The Play page's engine side: ``pinochle.table`` and the ``web.play`` entry point.

Hand-made positions check the reader's options, the refusals and their words;
games from seeds check the operations (new, act, hint, undo, review), the
replay's checks against tampering, and the old-version notice. Expected words
are the English catalog's, filled in by hand here.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pinochle import __version__
from pinochle.bots import decide, expert, seat_bots
from pinochle.bots.effort import MATCH, TABLE
from pinochle.bots.expert import Estimate
from pinochle.bots.sampling import MeldCheck
from pinochle.cards import Card, Hand, Suit, parse_hand
from pinochle.catalog import Catalog
from pinochle.errors import IllegalAction
from pinochle.game import Bid, Deal, GameState, HandState, NameTrump, Pass, PlayCard
from pinochle.record import replay_hand
from pinochle.rules import make_ruleset
from pinochle.table import NEXT, READER, Setting, Table, parse_token, replay, token, weigh
from pinochle.web import play
from pinochle.web.table_view import action_text, refusal_json, table_view

from tests.engine.support import random_token
from tests.engine.test_bots_positions import POSITIONS

EN = Catalog.load("en")

# Check Pinochle, North deals, East calls first. East: marriages in spades and
# diamonds; South: A♥ 9♥ and ten clubs (a marriage in clubs).
DEAL = (
    parse_hand("AH 9H AC AC TC TC KC QC JC JC 9C 9C"),
    parse_hand("AS AS TS TS KS QS JS JS 9S 9S KC QC"),
    parse_hand("AH TH TH KH QH QH KD QD JD JD 9D 9D"),
    parse_hand("KS QS KH JH JH 9H AD AD TD TD KD QD"),
)
NORTH = 2


def call(data: dict[str, Any]) -> dict[str, Any]:
    answer = json.loads(play(json.dumps({"lang": "en", **data})))
    assert isinstance(answer, dict)
    return answer


def new(rules: str, seed: int) -> dict[str, Any]:
    answer = call({"op": "new", "rules": rules, "seed": seed})
    assert "error" not in answer, answer
    return answer


def act(game: dict[str, Any], action: str) -> dict[str, Any]:
    return call({"op": "act", "game": game, "action": action})


def seated(state: HandState, *, released: bool = True) -> Table:
    """A table holding the hand-made ``state``, advanced to the reader's decision."""
    rules = state.rules
    game = GameState(rules, state.dealer, (), state)
    setting = Setting(rules.profile, 0)
    table = Table(setting, game, random.Random(0), seat_bots(0), released=released)
    table.advance()
    return table


def east_leads_king_of_hearts() -> HandState:
    rules = make_ruleset("check")
    state = HandState.new(rules, NORTH, DEAL)
    for action in (Bid(3, 20), Pass(0), Pass(1), Pass(2), NameTrump(3, Suit.SPADES)):
        state = state.apply(action)
    return state.apply(PlayCard(3, parse_hand("KH").cards[0]))


def refused(table: Table, action: str) -> dict[str, Any]:
    with pytest.raises(IllegalAction) as caught:
        table.clone().take(action)
    answer: dict[str, Any] = json.loads(json.dumps(refusal_json(table, action, caught.value, EN)))
    return answer


def view_of(table: Table, *, open_hands: bool = False) -> dict[str, Any]:
    """The view as the browser receives it: through JSON."""
    view: dict[str, Any] = json.loads(json.dumps(table_view(table, EN, open_hands)))
    return view


# ---- hand-made positions


def test_a_card_that_does_not_beat_the_trick_is_refused_naming_the_cards() -> None:
    table = seated(east_leads_king_of_hearts())
    view = view_of(table)
    assert view["phase"] == "play"
    options = view["options"]
    # Hearts led with the K♥; South holds A♥ and 9♥: only the A♥ beats the king.
    assert [(c["card"], c["legal"]) for c in options["cards"] if c["card"].endswith("H")] == [
        ("AH", True),
        ("9H", False),
    ]
    rule = "You must follow hearts and beat K♥: play A♥."
    assert options["rule"] == rule
    answer = refused(table, "card-9H")
    assert answer["code"] == "must_beat"
    assert answer["message"] == f"You may not play 9♥ now. {rule}"
    # A club is refused by the same rule.
    assert refused(table, "card-AC")["message"] == f"You may not play A♣ now. {rule}"


def test_the_other_hands_stay_hidden_unless_open_hands_is_on() -> None:
    table = seated(east_leads_king_of_hearts())
    seats = view_of(table)["seats"]
    assert seats[0]["cards"] == [str(card) for card in DEAL[0]]
    # East has played one card: 11 left; the others still hold 12, all hidden.
    assert [(s["count"], s["cards"]) for s in seats[1:]] == [(12, None), (12, None), (11, None)]
    shown = view_of(table, open_hands=True)["seats"]
    assert shown[3]["cards"] == [str(card) for card in DEAL[3].without(parse_hand("KH"))]


def test_trump_must_be_a_suit_of_a_marriage_the_reader_holds() -> None:
    rules = make_ruleset("check")
    # East deals, South calls first and bids; the others pass. South: marriage in clubs only.
    state = HandState.new(rules, 3, DEAL)
    for action in (Bid(0, 20), Pass(1), Pass(2), Pass(3)):
        state = state.apply(action)
    table = seated(state)
    options = view_of(table)["options"]
    assert [(s["suit"], s["legal"]) for s in options["suits"]] == [
        ("S", False),
        ("H", False),
        ("D", False),
        ("C", True),
    ]
    spades = (
        "You hold no marriage in spades: "
        "trump must be a suit in which you hold the king and the queen."
    )
    assert options["suits"][0]["reason"] == spades
    answer = refused(table, "trump-S")
    assert (answer["code"], answer["message"]) == ("trump_needs_marriage", spades)


def test_without_a_marriage_the_reader_may_only_pass() -> None:
    rules = make_ruleset("check")
    deal = (  # South holds no king and no queen
        parse_hand("AS AS TS TS JS JS 9S 9S AH 9H 9C 9C"),
        parse_hand("KS KS QS QS AC AC TC TC KC KC QC QC"),
        parse_hand("TH TH KH KH QH QH JH JH AH 9H JC JC"),
        parse_hand("AD AD TD TD KD KD QD QD JD JD 9D 9D"),
    )
    table = seated(HandState.new(rules, 3, deal))
    options = view_of(table)["options"]
    assert options["bids"] == []
    assert options["bid_reason"] == "You hold no marriage, so you may not bid: you must pass."
    answer = refused(table, "bid-20")
    assert answer["code"] == "no_marriage_to_bid"
    assert answer["message"] == options["bid_reason"]


def test_the_first_to_call_in_standard_pinochle_must_open() -> None:
    rules = make_ruleset("standard")
    table = seated(HandState.new(rules, 3, DEAL))  # East deals: South calls first
    options = view_of(table)["options"]
    assert options["may_pass"] is False
    assert options["pass_reason"] == "You speak first and must open: bid at least 20."
    assert options["bids"][:3] == [20, 21, 22]
    assert refused(table, "pass")["code"] == "must_open"
    assert refused(table, "bid-19")["code"] == "bid_too_low"


def test_tokens_that_are_not_actions_are_refused() -> None:
    for text in ("card-10H", "card-ZZ", "bid-x", "bid-", "trump-X", "jump", "pass-1", ""):
        with pytest.raises(IllegalAction) as caught:
            parse_token(text, 4)
        assert (caught.value.code, caught.value.params["index"]) == ("play_bad_token", 4)


def test_passing_the_wrong_number_of_cards_is_refused() -> None:
    rules = make_ruleset("standard")
    # East deals; South opens, the others pass; South names clubs; North passes four to South.
    state = HandState.new(rules, 3, DEAL)
    for action in (Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.CLUBS)):
        state = state.apply(action)
    table = seated(state)
    view = view_of(table)
    assert view["phase"] == "passing"
    assert view["options"] == {"kind": "give", "count": 4, "to": "partner"}
    assert len(view["seats"][0]["cards"]) == 16  # twelve dealt and four from North
    answer = refused(table, "give-AC-AC-TC")
    assert answer["code"] == "wrong_pass_count"
    assert answer["message"] == "Exactly 4 cards must be passed, not 3."
    assert refused(table, "give-AS-AS-AS-AS")["code"] == "card_not_held"


# ---- the entry point on games from seeds


def first_decision(rules: str, phase: str, limit: int = 200) -> dict[str, Any]:
    """The first seed's game that reaches ``phase`` with the reader to act, reader passing."""
    for seed in range(limit):
        answer = new(rules, seed)
        for _ in range(3):
            if answer["view"]["phase"] == phase:
                return answer
            options = answer["view"]["options"]
            if options["kind"] != "bid" or not options["may_pass"]:
                break
            answer = act(answer["game"], "pass")
    raise AssertionError(f"no seed below {limit} reaches {phase}")


@pytest.mark.parametrize("rules", ["check", "standard", "double-deck"])
def test_an_illegal_act_leaves_the_game_unchanged(rules: str) -> None:
    answer = new(rules, 11)
    options = answer["view"]["options"]
    assert options["kind"] == "bid"
    low = options["lowest"] - 1
    refused_answer = act(answer["game"], f"bid-{low}")
    assert refused_answer["refused"]["code"] in ("bid_too_low", "no_marriage_to_bid")
    assert refused_answer["game"] == answer["game"]
    assert refused_answer["view"] == answer["view"]


def test_the_computer_players_calls_come_with_their_meaning() -> None:
    answer = new("check", 3)
    events = answer["view"]["events"]
    assert events[0]["kind"] == "deal"
    assert events[0]["text"].startswith("Hand 1. South deals 12 cards to each player")
    assert all(event["seat"] != 0 for event in events if event["kind"] in ("bid", "pass"))


def test_a_tampered_action_list_is_refused() -> None:
    answer = new("check", 5)
    game = answer["game"]
    broken = {**game, "actions": ["card-AS"]}
    refused_game = call({"op": "state", "game": broken})
    assert refused_game["error"]["code"] == "play_tampered"
    assert refused_game["error"]["params"] == {"number": 1}
    marked = {**game, "marks": "ffff"}
    assert call({"op": "state", "game": marked})["error"]["code"] == "play_tampered"


def test_an_older_versions_game_opens_where_it_last_agrees() -> None:
    answer = play_until_phase("check", 5, "meld")
    game = answer["game"]
    actions, marks = game["actions"], game["marks"]
    # The fingerprint after the second action no longer matches: keep the first only.
    changed = marks[:8] + "zzzz" + marks[12:]
    old = {**game, "version": "0.0.1", "marks": changed}
    reopened = call({"op": "state", "game": old})
    assert reopened["game"]["actions"] == actions[:1]
    assert reopened["game"]["version"] == __version__
    assert reopened["notice"]["code"] == "play_older_version"


def play_until_phase(rules: str, seed: int, phase: str) -> dict[str, Any]:
    answer = new(rules, seed)
    rng = random.Random(seed)
    while answer["view"]["phase"] != phase:
        answer = act(answer["game"], random_token(answer["view"], rng))
        assert "error" not in answer and "refused" not in answer, answer
    return answer


@pytest.mark.parametrize("rules", ["check", "standard", "double-deck"])
def test_a_hand_goes_through_every_phase(rules: str) -> None:
    seen = []
    answer = new(rules, 21)
    rng = random.Random(21)
    while answer["view"]["phase"] != "hand-over":
        view = answer["view"]
        seen.append(view["phase"])
        answer = act(answer["game"], random_token(view, rng))
        assert answer["view"]["ply"] >= view["ply"]
    phases = list(dict.fromkeys(seen))
    assert phases[0] == "bidding"
    assert "meld" in phases or answer["view"]["record"]["outcome"] != "played"
    if rules == "standard" and answer["view"]["record"]["bidder"] in (0, 2):
        assert "passing" in phases
    record = answer["view"]["record"]
    assert replay_hand(record).result().to_json() == record["result"]


def test_undo_then_the_same_action_gives_the_same_state() -> None:
    answer = play_until_phase("check", 8, "play")
    game, view = answer["game"], answer["view"]
    token = random_token(view, random.Random(0))
    after = act(game, token)
    back = call({"op": "undo", "game": after["game"]})
    # Taking back the card also takes back the "next" that led from the meld to the play.
    assert back["view"]["phase"] in ("play", "meld")
    again = call({"op": "state", "game": back["game"]})
    assert again["game"] == back["game"]
    if back["view"]["phase"] == "play":
        assert act(back["game"], token)["view"] == after["view"]


def test_the_hint_is_a_legal_choice_in_words() -> None:
    answer = play_until_phase("standard", 4, "play")
    hint = call({"op": "hint", "game": answer["game"]})["hint"]
    legal = [c["card"] for c in answer["view"]["options"]["cards"] if c["legal"]]
    assert hint["token"].removeprefix("card-") in legal
    card = hint["token"].removeprefix("card-")
    assert hint["action"] == f"play {EN.card_index(parse_hand(card).cards[0])}"
    assert hint["text"].startswith(f"In your seat the Expert would {hint['action']}.")


def test_the_hint_says_why() -> None:
    answer = play_until_phase("standard", 4, "play")
    hint = call({"op": "hint", "game": answer["game"]})["hint"]
    assert hint["motive"] is not None
    assert hint["text"] == (
        f"In your seat the Expert would {hint['action']}. Why: {hint['reason']}"
    )
    assert hint["reason"] == EN.text(f"motive.{hint['motive']}", **words(hint["params"]))


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "pass A♠, 10♠, K♠ and Q♠"),
        ("nl", "A♠, 10♠, H♠ en V♠ doorgeven"),
        ("de", "A♠, 10♠, K♠ und D♠ abgeben"),
        ("fi", "partnerille A♠, 10♠, K♠ ja Q♠"),
    ],
)
def test_the_cards_passed_are_named_as_a_list(lang: str, words: str) -> None:
    assert action_text("give-AS-TS-KS-QS", Catalog.load(lang)) == words


# ---- the hints come from the expert, whatever the opponents' strength


def seated_at(state: HandState, players: str, seed: int = 1) -> Table:
    """A table of ``players`` opponents holding ``state``, South to act."""
    rules = state.rules
    game = GameState(rules, state.dealer, (), state)
    setting = Setting(rules.profile, seed, players=players)
    table = Table(setting, game, random.Random(seed), seat_bots(seed, players), released=True)
    table.advance()
    return table


def review_position(number: int) -> HandState:
    """Position ``number`` of the strong player's review (tests/engine/test_bots_positions.py)."""
    return next(position for position in POSITIONS if position.number == number).state()


@pytest.mark.parametrize("players", ["basic", "club"])
def test_the_hint_is_the_experts_card_at_any_table(players: str) -> None:
    # The review's #23 (double deck): South, third, holds 10 Q J♠ under his partner's sure
    # A♠ and feeds the ten. The club player in South's seat plays the J♠ there.
    state = review_position(23)
    assert decide(state, "club", 1).action == PlayCard(READER, parse_hand("JS").cards[0])
    hint = seated_at(state, players).hint
    assert hint is not None and hint.token == "card-TS"


@pytest.mark.parametrize("players", ["basic", "club"])
def test_the_hint_is_the_experts_call_at_any_table(players: str) -> None:
    # The review's #14 (Check): South deals; three passes; South holds 35 in meld with
    # diamonds trump (double pinochle, a royal marriage, the dix). A contract's checks come
    # from the bid, so the hint bids in a high band (40 or more), not the club player's 20.
    state = review_position(14)
    assert decide(state, "club", 1).action == Bid(READER, 20)
    hint = seated_at(state, players).hint
    assert hint is not None and hint.token.startswith("bid-")
    assert int(hint.token.removeprefix("bid-")) >= 40


def test_past_the_meld_the_hint_is_a_card_even_where_the_expert_would_concede() -> None:
    # Check, South deals; three passes, South bids 50 and names hearts. Meld with hearts
    # trump: South a royal marriage (4), North a royal marriage and two dix (6), so South
    # needs 40 in tricks where the deck holds 25: at the meld the hint is to concede. The
    # reader goes on anyway: conceding is then too late, and the hint is a card to play.
    rules = make_ruleset("check")
    deal = (
        parse_hand("KH QH JS JS 9S 9S JD JD 9D 9D JC 9C"),
        parse_hand("AS AS TS TS KS KS QS QS AH AH TH TH"),
        parse_hand("KH QH JH JH 9H 9H AD AD TD TD KD KD"),
        parse_hand("QD QD AC AC TC TC KC KC QC QC JC 9C"),
    )
    state = HandState.new(rules, 0, deal)
    for action in (Pass(1), Pass(2), Pass(3), Bid(READER, 50), NameTrump(READER, Suit.HEARTS)):
        state = state.apply(action)
    table = seated(state, released=False)
    assert table.phase == "meld"
    hint = table.hint
    assert hint is not None and (hint.token, hint.params) == ("concede", {"need": 40})
    table.take("next")
    hint = table.hint
    assert table.phase == "play" and hint is not None and hint.token.startswith("card-")
    table.clone().take(hint.token)  # allowed


def hinted_hand(rules: str, players: str) -> HandState:
    """The first hand of the game of seed 7 at a table of ``players``, the reader taking
    every hint."""
    setting = Setting(rules, 7, players=players)
    table = replay(setting, [])
    actions: list[str] = []
    while table.phase != "hand-over":
        hint = table.hint
        assert hint is not None
        actions.append(hint.token)
        table = replay(setting, actions)
    return table.game.hands[0]


def test_the_opponents_play_as_their_strength_whoever_gives_the_hints() -> None:
    # A Check hand at a club table, the reader taking every hint: each computer player's
    # action is the club player's own decision for its seat and seed, and each of the
    # reader's the expert's for South (as in a game of four experts).
    hand = hinted_hand("check", "club")
    assert hand.tricks  # played out, not thrown in
    state = HandState.new(hand.rules, hand.dealer, hand.dealt)
    for action in hand.history:
        player = "expert" if action.seat == READER else "club"
        assert decide(state, player, 7).action == action
        state = state.apply(action)


def test_expert_opponents_play_the_tables_setting_and_the_hints_the_matchs() -> None:
    # The same at a standard expert table: the opponents search as the Play page's time
    # budget allows (half the deals), the hints as the match's expert. In this hand the two
    # settings part ways for an opponent.
    hand = hinted_hand("standard", "expert")
    assert hand.tricks
    state = HandState.new(hand.rules, hand.dealer, hand.dealt)
    capped = seat_bots(7, "expert", TABLE["standard"])
    full = seat_bots(7, "expert", MATCH)
    parted = 0
    for action in hand.history:
        if action.seat == READER:
            assert full[READER].decide(state).action == action
        else:
            assert capped[action.seat].decide(state).action == action
            parted += full[action.seat].decide(state).action != action
        state = state.apply(action)
    assert parted >= 1


def test_double_deck_expert_opponents_deal_worlds_that_need_not_fit_the_meld_shown(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Fitting each sampled world to the meld shown is most of a double-deck card search,
    # and there fits are rare: the Play page's opponents deal as club does (voids, cards
    # passed, meld still held) to answer within its time budget. The hint, the match's
    # expert, still fits every world.
    setting = Setting("double-deck", 7, players="expert")
    table = replay(setting, [])
    actions: list[str] = []
    while table.phase != "play":
        legal = table.hand.legal_actions()
        passes = [action for action in legal if isinstance(action, Pass)]
        actions.append(NEXT if table.phase == "meld" else token(passes[0] if passes else legal[0]))
        table = replay(setting, actions)
    checked: list[int] = []
    fits = MeldCheck.fits

    def counted(check: MeldCheck, bit: int, hand: list[int]) -> bool:
        checked.append(bit)
        return fits(check, bit, hand)

    monkeypatch.setattr(MeldCheck, "fits", counted)
    for _ in range(3):  # three of the reader's cards, each with the opponents' replies
        cards = [action for action in table.hand.legal_actions() if isinstance(action, PlayCard)]
        actions.append(token(cards[0]))
        table = replay(setting, actions)
    assert len(table.hand.tricks) >= 2
    assert checked == []
    assert table.hint is not None
    assert checked


def test_an_action_waits_for_the_computers_replies_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    # The expert's hint is worked out when asked (the Play page asks while it shows the
    # computers' moves), never by the replay of an action.
    answer = new("check", 3)
    token = random_token(answer["view"], random.Random(3))

    def asked(*_: object) -> None:
        raise AssertionError("the hint was worked out for an action")

    monkeypatch.setattr("pinochle.table.advise", asked)
    answer = act(answer["game"], token)
    assert "refused" not in answer and "error" not in answer
    assert len(answer["game"]["actions"]) == 1


def test_working_ahead_leaves_the_review_only_the_last_card_to_weigh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # While the page shows the computers' moves it asks the engine to work ahead: the hint
    # of the decision due and the weighing of the reader's last card are kept, so the
    # review at the hand's end weighs at most the hand's last card itself.
    weigh.cache_clear()
    answer = new("check", 2)
    rng = random.Random(2)
    while answer["view"]["phase"] != "hand-over":
        answer = act(answer["game"], random_token(answer["view"], rng))
        if answer["view"]["turn"] == READER:
            assert "error" not in call({"op": "ahead", "game": answer["game"]})
    weighed: list[Card] = []
    estimate = expert.estimate

    def counted(state: HandState, yours: Card, computer: Card, seed: str) -> Estimate:
        weighed.append(yours)
        return estimate(state, yours, computer, seed)

    monkeypatch.setattr(expert, "estimate", counted)
    rows = call({"op": "review", "game": answer["game"], "hand": 1})["review"]["differences"]
    cards = [row for row in rows if row["estimate"] is not None]
    assert len(cards) >= 3  # the random player and the Expert part ways at several cards
    assert len(weighed) <= 1


def words(params: dict[str, Any]) -> dict[str, Any]:
    """A motive's parameters as the catalog fills them in: cards and suits in words."""
    named = dict(params)
    if isinstance(named.get("card"), str):
        named["card"] = EN.card_index(parse_hand(named["card"]).cards[0])
    if isinstance(named.get("suit"), str):
        named["suit"] = EN.suit(Suit(named["suit"]))
    return named


def test_the_review_lists_the_decisions_the_computer_would_have_taken_otherwise() -> None:
    answer = play_until_phase("check", 2, "hand-over")
    review = call({"op": "review", "game": answer["game"], "hand": 1})["review"]
    assert review["decisions"] == sum(1 for _ in answer["game"]["actions"])
    for row in review["differences"]:
        assert row["yours"]["token"] != row["computer"]["token"]
    differ = len(review["differences"])
    assert differ > 1  # the random player of seed 2 and the hints part ways several times
    assert review["summary"] == (
        f"You made {review['decisions']} decisions in this hand; "
        f"the Expert would have chosen differently in {differ} of them."
    )


def test_the_review_weighs_the_readers_card_against_the_computers() -> None:
    answer = play_until_phase("check", 2, "hand-over")
    rows = call({"op": "review", "game": answer["game"], "hand": 1})["review"]["differences"]
    cards = [row for row in rows if row["yours"]["token"].startswith("card-")]
    assert cards and all(row["estimate"] is None for row in rows if row not in cards)
    again = call({"op": "review", "game": answer["game"], "hand": 1})["review"]["differences"]
    assert again == rows  # the same sampled deals every time
    for row in cards:
        found = row["estimate"]
        # Check Pinochle's tricks hold 25 points: 24 in counters, 1 for the last trick.
        assert 0 <= found["yours"] <= 25 and 0 <= found["computer"] <= 25
        assert found["difference"] == found["computer"] - found["yours"]
        assert found["samples"] == 48  # the expert's first round of deals
        # The label is read from the figures the row shows (25 points a hand: from 1 point
        # lost an inaccuracy, from 2 a mistake, from 4 a blunder; within the noise good).
        lost = found["difference"]
        assert found["lost"] == lost and found["noise"] >= 0
        expected = (
            "best"
            if lost <= 0
            else "good"
            if lost <= found["noise"]
            else "inaccuracy"
            if lost < 2
            else "mistake"
            if lost < 4
            else "blunder"
        )
        assert row["label"] == found["label"] == expected
        how = "solved exactly" if found["solved"] else "played out"
        assert found["text"].startswith(f"In 48 deals of the cards you could not see, each {how}, ")
        assert str(found["computer"]) in found["text"] and str(found["yours"]) in found["text"]


def index(code: str) -> str:
    """A card as its corner shows it in English: ``10♥`` for ``TH``."""
    rank = {"T": "10"}.get(code[0], code[0])
    return rank + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[code[1]]


def english_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def test_a_review_row_brings_back_the_game_before_its_decision() -> None:
    answer = play_until_phase("check", 2, "hand-over")
    review = call({"op": "review", "game": answer["game"], "hand": 1})["review"]
    assert review["scale"].endswith(
        "Inaccuracy: 1 point or more. Mistake: 2 points or more. Blunder: 4 points or more."
    )
    for row in review["differences"]:
        position = row["position"]
        kept = position["actions"]
        assert kept == answer["game"]["actions"][: len(kept)]
        assert answer["game"]["marks"].startswith(position["marks"])
        again = call({"op": "state", "game": position})
        assert again["view"]["ply"] == row["ply"]
        assert again["view"]["phase"] == row["phase"]
        if row["estimate"] is None:
            assert row["label"] == "good"
        # The situation as the table showed it there: the trick so far, trump, the hand.
        view = again["view"]
        seats = {1: "West", 2: "North", 3: "East"}
        on_table = view["trick"] if view["trick"] and view["trick"]["winner"] is None else None
        plays = (
            [f"{seats[c['seat']]}'s {index(c['card'])}" for c in on_table["cards"]]
            if on_table
            else []
        )
        trick = f"On the trick: {english_list(plays)}. " if plays else "You were to lead. "
        held = english_list([index(card) for card in view["seats"][0]["cards"]])
        if view["trump"] is None:
            assert row["situation"] == f"You held {held}."
            continue
        suit = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}[view["trump"]]
        opening = trick if row["phase"] == "play" else ""
        assert row["situation"] == f"{opening}Trump was {suit}, and you held {held}."


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(["check", "standard", "double-deck"]),
    seed=st.integers(0, 10_000),
    choices=st.randoms(use_true_random=False),
)
def test_random_legal_actions_always_finish_the_hand(
    rules: str, seed: int, choices: random.Random
) -> None:
    table = replay(Setting(rules, seed), [])
    taken: list[str] = []
    while table.phase != "hand-over":
        view = view_of(table)
        taken.append(random_token(view, choices))
        table = replay(Setting(rules, seed), taken)
        assert len(taken) < 80
    record = view_of(table)["record"]
    hand = replay_hand(record)
    assert hand.result() == table.game.hands[0].result()
    assert Deal(hand.dealt).hands == table.game.hands[0].dealt
    assert isinstance(hand.dealt[0], Hand)


def test_the_table_names_the_tricks_winner_and_counts_the_points_taken() -> None:
    # East leads K♥, South A♥, West (no hearts) trumps with 9♠, North follows with Q♥:
    # West's trump wins; K and A are one counter each, so the trick is worth 2 points,
    # all of them East–West's (team 1).
    state = east_leads_king_of_hearts()
    for seat, card in ((0, "AH"), (1, "9S"), (2, "QH")):
        state = state.apply(PlayCard(seat, parse_hand(card).cards[0]))
    view = view_of(seated(state))
    assert view["trick_points"] == [0, 2]
    lines = [event["line"] for event in view["events"] if event["kind"] == "trick"]
    assert lines == ["West wins the trick: 2 points"]
    assert view["trick"]["winner"] is None
    assert view["trick"]["points"] is None
    assert view["last_trick"] == {
        "leader": 3,
        "cards": [
            {"seat": 3, "card": "KH"},
            {"seat": 0, "card": "AH"},
            {"seat": 1, "card": "9S"},
            {"seat": 2, "card": "QH"},
        ],
        "winner": 1,
        "points": 2,
        "line": "West wins the trick: 2 points",
        "number": 1,
    }


def test_four_passes_throw_the_cards_in_and_say_so() -> None:
    answer = new("check", 3)
    assert answer["view"]["thrown_in"] is None
    answer = act(answer["game"], "pass")  # the reader's pass, after the others' three
    view = answer["view"]
    assert view["phase"] == "hand-over"
    assert view["options"] == {"kind": "next"}
    assert view["thrown_in"] == (
        "All four have passed: the cards are thrown in, nobody scores, "
        "and West deals the next hand."
    )
    assert view["team_meld"] is None


def test_the_meld_per_team_once_it_is_on_the_table() -> None:
    answer = play_until_phase("check", 5, "meld")
    view = answer["view"]
    seats = {seat["seat"]: seat for seat in view["meld"]}
    assert view["team_meld"] == {
        "points": [
            seats[0]["points"] + seats[2]["points"],
            seats[1]["points"] + seats[3]["points"],
        ],
        "checks": [
            seats[0]["checks"] + seats[2]["checks"],
            seats[1]["checks"] + seats[3]["checks"],
        ],
    }
    assert sum(view["team_meld"]["points"]) > 0
    assert new("check", 5)["view"]["team_meld"] is None
