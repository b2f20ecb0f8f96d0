"""Hand and game records: JSON that tells the whole story, read back by replaying it.

A **hand record** holds ``rules`` (``Ruleset.to_json()``), ``dealer``,
``hands`` (the four hands as dealt, before any passing), ``auction`` (every
call in order, ``{seat, bid}`` with ``bid`` null for a pass, the dealer's
forced bid included; ``reason`` says why a player had no choice:
``no_marriage``, ``must_open``, ``dealer_forced``, or null), ``outcome``
(``played``, ``redeal``, ``conceded``, ``no_marriage``), ``bidder``, ``bid``,
``trump`` (null when no trump was named), ``passing`` (null, or the four
cards ``to_bidder`` and the four ``to_partner``), ``meld`` (one entry per
seat ``{seat, points, checks, melds}`` for the hands after passing; empty
when no meld was shown, in a redeal or without a trump marriage),
``tricks`` (``{leader, cards, winner}``, cards in play order from the leader,
with ``reasons``: the rule that decided each card, see ``play.Reason``) and
``result`` (``HandResult.to_json()``: ``meld`` each team's meld points *as
counted*, ``tricks`` trick points, ``made``, ``score`` and ``checks`` the
changes in this hand, plus ``meld_shown``, ``tricks_won`` and
``check_entries``). Seats are 0–3 clockwise; team 0 is seats 0 and 2.

A **game record** holds ``rules``, ``hands`` (hand records, the dealer
moving one seat left each hand, redeals included), ``score`` and ``checks``
(final, game checks included), ``game_checks`` (the change the game checks
made, zero-sum like all checks), ``points_winner`` and ``winner`` (null for
a draw).

Reading a record replays it: the deal, calls, trump, passes and cards are
applied to the state machine one by one, and everything the record says
besides (winners, meld, results, scores) must equal what the replay gives.
A record that cannot be read, breaks a rule, or disagrees with its replay
raises ``RecordError`` with ``where`` naming the place (``tricks[3].cards[1]``).
The optional keys (``reason``, ``reasons``, ``meld_shown``, ``tricks_won``,
``check_entries``, ``first_dealer``) are checked when present. Cards must be
written in canonical notation; only the order of the cards in a dealt hand is
free.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from pinochle.actions import (
    Bid,
    Concede,
    Deal,
    GameAction,
    HandAction,
    NameTrump,
    Pass,
    PassCards,
    PlayCard,
)
from pinochle.cards import Card, Hand
from pinochle.errors import IllegalAction, ReadError, RecordError, RulesError
from pinochle.game import GameState, HandState, Phase
from pinochle.jsonread import Reader, short_json
from pinochle.rules import Ruleset, ruleset_from_json
from pinochle.scoring import Outcome
from pinochle.seats import partner, seat_after

OPTIONAL_KEYS = frozenset(
    {"reason", "reasons", "meld_shown", "tricks_won", "check_entries", "first_dealer"}
)


def hand_record(state: HandState) -> dict[str, object]:
    """The record of a finished hand."""
    outcome = state.outcome
    if outcome is None:
        raise RecordError("record_incomplete", where="hand")
    passing = None
    if state.to_bidder is not None and state.to_partner is not None:
        passing = {"to_bidder": _texts(state.to_bidder), "to_partner": _texts(state.to_partner)}
    return {
        "rules": state.rules.to_json(),
        "dealer": state.dealer,
        "hands": [_texts(hand) for hand in state.dealt],
        "auction": [
            {
                "seat": call.seat,
                "bid": call.bid,
                "reason": None if call.reason is None else call.reason.value,
            }
            for call in state.auction.calls
        ],
        "outcome": outcome.value,
        "bidder": state.bidder,
        "bid": state.bid,
        "trump": None if state.trump is None else state.trump.value,
        "passing": passing,
        "meld": [{"seat": seat, **meld.to_json()} for seat, meld in enumerate(state.meld)],
        "tricks": _trick_records(state),
        "result": state.result().to_json(),
    }


def _trick_records(state: HandState) -> list[dict[str, object]]:
    trump = state.trump
    if trump is None:
        return []
    return [
        {
            "leader": trick.leader,
            "cards": _texts(trick.cards),
            "winner": trick.winner(trump),
            "reasons": [reason.value for reason in trick.reasons],
        }
        for trick in state.tricks
    ]


def game_record(game: GameState) -> dict[str, object]:
    """The record of a finished game."""
    if not game.is_over():
        raise RecordError("record_incomplete", where="game")
    return {
        "rules": game.rules.to_json(),
        "first_dealer": game.first_dealer,
        "hands": [hand_record(hand) for hand in game.hands],
        "score": list(game.standing.scores),
        "checks": list(game.standing.checks),
        "game_checks": list(game.standing.game_checks),
        "points_winner": game.standing.winner_on_points,
        "winner": game.winner,
    }


def parse_record(text: str) -> object:
    """The JSON value in ``text``; ``RecordError`` (``bad_json``) if it is not JSON."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError("bad_json", line=error.lineno, column=error.colno) from error


def replay(data: object) -> HandState | GameState:
    """Replay a hand record or a game record (whose ``hands`` are records, not card lists)."""
    if isinstance(data, dict):
        hands = data.get("hands")
        if isinstance(hands, list) and hands and isinstance(hands[0], dict):
            return replay_game(data)
    return replay_hand(data)


@contextmanager
def _read_as_record() -> Iterator[None]:
    """A value of the wrong shape becomes a ``RecordError`` naming its place (or ``record``)."""
    try:
        yield
    except ReadError as error:
        params = {**error.params, "where": error.where or "record"}
        raise RecordError(f"record_{error.code}", **params) from None


def replay_hand(data: object, where: str = "") -> HandState:
    """The finished hand a hand record describes, checked against everything it says.

    ``where`` is the record's place in a larger record (``hands[2]``), for errors.
    """
    with _read_as_record():
        return _replay_hand(Reader(data, where))


def _replay_hand(record: Reader) -> HandState:
    rules = _rules(record)
    dealer = record.field("dealer").seat()
    hands = record.field("hands")
    dealt = [Hand(cards.cards()) for cards in hands.items()]
    state = _apply(lambda: HandState.new(rules, dealer, dealt), hands.where)
    state = _replay_auction(state, record.field("auction"))
    if state.phase is Phase.TRUMP:
        trump = record.field("trump")
        state = _step(state, NameTrump(_bidder(state), trump.suit()), trump.where)
    if state.phase is Phase.PASSING:
        passing = record.field("passing")
        bidder = _bidder(state)
        for key, seat in (("to_bidder", partner(bidder)), ("to_partner", bidder)):
            cards = passing.field(key)
            state = _step(state, PassCards(seat, tuple(cards.cards())), cards.where)
    outcome = record.field("outcome")
    if outcome.value == Outcome.CONCEDED.value and state.phase is Phase.PLAYING:
        state = _step(state, Concede(_bidder(state)), outcome.where)
    tricks = record.field("tricks")
    state = _replay_tricks(state, tricks)
    if not state.is_over():
        raise RecordError("record_incomplete", where=tricks.where)
    _compare(hand_record(state), record, skip="hands")
    return state


def replay_game(data: object) -> GameState:
    """The finished game a game record describes, checked against everything it says."""
    with _read_as_record():
        return _replay_game(Reader(data))


def _replay_game(record: Reader) -> GameState:
    rules = _rules(record)
    hands = record.field("hands")
    if not hands.items():
        raise RecordError("record_incomplete", where=hands.where)
    game = GameState(rules, hands.item(0).field("dealer").seat())
    for hand_data in hands.items():
        where = hand_data.where
        if game.is_over():
            raise RecordError("game_already_over", where=where)
        hand = _replay_hand(hand_data)
        if hand.rules != rules:
            raise RecordError(
                "record_mismatch",
                where=_at(where, "rules"),
                found=short_json(hand.rules.to_json()),
                expected=short_json(rules.to_json()),
            )
        if hand.dealer != game.dealer:
            raise RecordError(
                "record_mismatch",
                where=_at(where, "dealer"),
                found=hand.dealer,
                expected=game.dealer,
            )
        actions: tuple[GameAction, ...] = (Deal(hand.dealt), *hand.history)
        for action in actions:
            game = game.apply(action)
    if not game.is_over():
        raise RecordError("record_incomplete", where=hands.where)
    _compare(game_record(game), record, skip="hands")
    return game


def _replay_auction(state: HandState, auction: Reader) -> HandState:
    for index, call in enumerate(auction.items()):
        seat = call.field("seat").seat()
        bid_value = call.field("bid").or_none()
        bid = None if bid_value is None else bid_value.integer()
        entered = state.auction.calls
        if index < len(entered):
            expected = {"seat": entered[index].seat, "bid": entered[index].bid}
            if (seat, bid) != (expected["seat"], expected["bid"]):
                raise RecordError(
                    "record_mismatch",
                    where=call.where,
                    found=short_json({"seat": seat, "bid": bid}),
                    expected=short_json(expected),
                )
            continue
        action: HandAction = Pass(seat) if bid is None else Bid(seat, bid)
        state = _step(state, action, call.where)
    if state.phase is Phase.BIDDING:
        raise RecordError("record_incomplete", where=auction.where)
    return state


def _replay_tricks(state: HandState, tricks: Reader) -> HandState:
    for trick in tricks.items():
        leader_value = trick.field("leader")
        leader = leader_value.seat()
        if state.phase is Phase.PLAYING and leader != state.leader:
            raise RecordError(
                "record_mismatch", where=leader_value.where, found=leader, expected=state.leader
            )
        played = [(card.card(), card.where) for card in trick.field("cards").items()]
        for position, (card, where) in enumerate(played):
            state = _step(state, PlayCard(seat_after(leader, position), card), where)
    return state


def _step(state: HandState, action: HandAction, where: str) -> HandState:
    return _apply(lambda: state.apply(action), where)


def _apply(make: Callable[[], HandState], where: str) -> HandState:
    """``make()``, with a refused action turned into a ``RecordError`` that names the place."""
    try:
        return make()
    except IllegalAction as error:
        raise RecordError("illegal_in_record", where=where) from error


def _bidder(state: HandState) -> int:
    bidder = state.bidder
    if bidder is None:
        raise RecordError("record_incomplete", where="auction")
    return bidder


def _at(where: str, key: str) -> str:
    """The path of ``key`` inside the value at ``where``."""
    return f"{where}.{key}" if where else key


def _texts(cards: Hand | tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


def _rules(record: Reader) -> Ruleset:
    rules = record.field("rules")
    data = rules.mapping()
    try:
        return ruleset_from_json(data)
    except RulesError as error:
        raise RecordError("record_bad_value", where=rules.where, value=short_json(data)) from error


def _compare(expected: object, found: Reader, skip: str = "") -> None:
    """Raise ``RecordError`` where ``found`` differs from ``expected`` (the replay's record).

    Keys of ``expected`` in ``OPTIONAL_KEYS`` may be missing from ``found``;
    the top-level key ``skip`` is not compared (it was checked on the way in).
    """
    if isinstance(expected, dict):
        found.mapping()
        for key, value in expected.items():
            if key != skip and (found.has(key) or key not in OPTIONAL_KEYS):
                _compare(value, found.field(key))
        return
    if isinstance(expected, list):
        items = found.items()
        if len(items) != len(expected):
            raise _mismatch(expected, found)
        for want, have in zip(expected, items, strict=True):
            _compare(want, have)
        return
    if type(expected) is not type(found.value) or expected != found.value:
        raise _mismatch(expected, found)


def _mismatch(expected: object, found: Reader) -> RecordError:
    return RecordError(
        "record_mismatch",
        where=found.where,
        found=short_json(found.value),
        expected=short_json(expected),
    )
