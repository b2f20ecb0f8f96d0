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
from collections.abc import Callable, Mapping

from pinochle.cards import Card, Hand, Suit
from pinochle.errors import IllegalAction, NotationError, RecordError, RulesError
from pinochle.game import (
    Bid,
    Concede,
    Deal,
    GameAction,
    GameState,
    HandAction,
    HandState,
    NameTrump,
    Pass,
    PassCards,
    Phase,
    PlayCard,
)
from pinochle.rules import Ruleset, ruleset_from_json
from pinochle.scoring import Outcome
from pinochle.seats import SEATS, partner, seat_after

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
        "score": list(game.scores),
        "checks": list(game.checks),
        "game_checks": list(game.game_checks),
        "points_winner": game.winner_on_points,
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


def replay_hand(data: object, where: str = "") -> HandState:
    """The finished hand a hand record describes, checked against everything it says.

    ``where`` is the record's place in a larger record (``hands[2]``), for errors.
    """
    record = _object(data, where or "record")
    rules = _rules(record, where)
    dealer = _seat(_get(record, where, "dealer"), _at(where, "dealer"))
    hands_at = _at(where, "hands")
    dealt = [
        Hand(_cards(cards, f"{hands_at}[{seat}]"))
        for seat, cards in enumerate(_list(_get(record, where, "hands"), hands_at))
    ]
    state = _apply(lambda: HandState.new(rules, dealer, dealt), hands_at)
    state = _replay_auction(state, record, where)
    if state.phase is Phase.TRUMP:
        trump_at = _at(where, "trump")
        suit = _suit(_get(record, where, "trump"), trump_at)
        state = _step(state, NameTrump(_bidder(state), suit), trump_at)
    if state.phase is Phase.PASSING:
        passing_at = _at(where, "passing")
        passing = _object(_get(record, where, "passing"), passing_at)
        bidder = _bidder(state)
        for key, seat in (("to_bidder", partner(bidder)), ("to_partner", bidder)):
            path = _at(passing_at, key)
            cards = tuple(_cards(_get(passing, passing_at, key), path))
            state = _step(state, PassCards(seat, cards), path)
    outcome = _get(record, where, "outcome")
    if outcome == Outcome.CONCEDED.value and state.phase is Phase.PLAYING:
        state = _step(state, Concede(_bidder(state)), _at(where, "outcome"))
    state = _replay_tricks(state, record, where)
    if not state.is_over():
        raise RecordError("record_incomplete", where=_at(where, "tricks"))
    _compare(hand_record(state), record, where, skip="hands")
    return state


def replay_game(data: object) -> GameState:
    """The finished game a game record describes, checked against everything it says."""
    record = _object(data, "record")
    rules = _rules(record, "")
    hands = _list(_get(record, "", "hands"), "hands")
    if not hands:
        raise RecordError("record_incomplete", where="hands")
    first = _object(hands[0], "hands[0]")
    game = GameState(rules, _seat(_get(first, "hands[0]", "dealer"), "hands[0].dealer"))
    for number, hand_data in enumerate(hands):
        where = f"hands[{number}]"
        if game.is_over():
            raise RecordError("game_already_over", where=where)
        hand = replay_hand(hand_data, where)
        if hand.rules != rules:
            raise RecordError(
                "record_mismatch",
                where=_at(where, "rules"),
                found=_show(hand.rules.to_json()),
                expected=_show(rules.to_json()),
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
        raise RecordError("record_incomplete", where="hands")
    _compare(game_record(game), record, "", skip="hands")
    return game


def _replay_auction(state: HandState, record: Mapping[str, object], where: str) -> HandState:
    auction_at = _at(where, "auction")
    for index, entry in enumerate(_list(_get(record, where, "auction"), auction_at)):
        path = f"{auction_at}[{index}]"
        call = _object(entry, path)
        seat = _seat(_get(call, path, "seat"), _at(path, "seat"))
        bid_value = _get(call, path, "bid")
        bid = None if bid_value is None else _int(bid_value, _at(path, "bid"))
        entered = state.auction.calls
        if index < len(entered):
            expected = {"seat": entered[index].seat, "bid": entered[index].bid}
            if (seat, bid) != (expected["seat"], expected["bid"]):
                raise RecordError(
                    "record_mismatch",
                    where=path,
                    found=_show({"seat": seat, "bid": bid}),
                    expected=_show(expected),
                )
            continue
        action: HandAction = Pass(seat) if bid is None else Bid(seat, bid)
        state = _step(state, action, path)
    if state.phase is Phase.BIDDING:
        raise RecordError("record_incomplete", where=auction_at)
    return state


def _replay_tricks(state: HandState, record: Mapping[str, object], where: str) -> HandState:
    tricks_at = _at(where, "tricks")
    for number, data in enumerate(_list(_get(record, where, "tricks"), tricks_at)):
        path = f"{tricks_at}[{number}]"
        trick = _object(data, path)
        leader = _seat(_get(trick, path, "leader"), _at(path, "leader"))
        if state.phase is Phase.PLAYING and leader != state.leader:
            raise RecordError(
                "record_mismatch", where=_at(path, "leader"), found=leader, expected=state.leader
            )
        cards_at = _at(path, "cards")
        for position, card in enumerate(_cards(_get(trick, path, "cards"), cards_at)):
            action = PlayCard(seat_after(leader, position), card)
            state = _step(state, action, f"{cards_at}[{position}]")
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


def _get(record: Mapping[str, object], where: str, key: str) -> object:
    if key not in record:
        raise RecordError("record_missing", where=_at(where, key))
    return record[key]


def _object(value: object, where: str) -> dict[str, object]:
    if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
        raise RecordError("record_bad_value", where=where, value=_show(value))
    return value


def _list(value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise RecordError("record_bad_value", where=where, value=_show(value))
    return value


def _int(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError("record_bad_value", where=where, value=_show(value))
    return value


def _seat(value: object, where: str) -> int:
    seat = _int(value, where)
    if seat not in SEATS:
        raise RecordError("record_bad_value", where=where, value=_show(value))
    return seat


def _suit(value: object, where: str) -> Suit:
    if value not in [suit.value for suit in Suit]:
        raise RecordError("record_bad_value", where=where, value=_show(value))
    return Suit(value)


def _cards(value: object, where: str) -> list[Card]:
    """Cards in canonical notation (``TH``, not ``10h``)."""
    cards = []
    for index, item in enumerate(_list(value, where)):
        try:
            card = Card.parse(item) if isinstance(item, str) else None
        except NotationError:
            card = None
        if card is None or str(card) != item:
            raise RecordError("record_bad_value", where=f"{where}[{index}]", value=_show(item))
        cards.append(card)
    return cards


def _rules(record: Mapping[str, object], where: str) -> Ruleset:
    rules_at = _at(where, "rules")
    data = _object(_get(record, where, "rules"), rules_at)
    try:
        return ruleset_from_json(data)
    except RulesError as error:
        raise RecordError("record_bad_value", where=rules_at, value=_show(data)) from error


def _show(value: object) -> str:
    """A short JSON rendering of a value for an error message."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def _compare(expected: object, found: object, where: str, skip: str = "") -> None:
    """Raise ``RecordError`` where ``found`` differs from ``expected`` (the replay's record).

    Keys of ``expected`` in ``OPTIONAL_KEYS`` may be missing from ``found``;
    the top-level key ``skip`` is not compared (it was checked on the way in).
    """
    if isinstance(expected, dict):
        given = _object(found, where or "record")
        for key, value in expected.items():
            if key == skip:
                continue
            path = _at(where, key)
            if key not in given:
                if key in OPTIONAL_KEYS:
                    continue
                raise RecordError("record_missing", where=path)
            _compare(value, given[key], path)
        return
    if isinstance(expected, list):
        items = _list(found, where)
        if len(items) != len(expected):
            raise RecordError(
                "record_mismatch", where=where, found=_show(found), expected=_show(expected)
            )
        for index, (want, have) in enumerate(zip(expected, items, strict=True)):
            _compare(want, have, f"{where}[{index}]")
        return
    if type(expected) is not type(found) or expected != found:
        raise RecordError(
            "record_mismatch", where=where, found=_show(found), expected=_show(expected)
        )
