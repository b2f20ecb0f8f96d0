"""Walkthroughs: a finished hand or game told one step at a time, each step with its rule.

``walkthrough(record)`` replays a hand record or a game record (see
``record``) and returns its steps in order. A ``Step`` holds a ``kind`` code,
``params`` that say what happened and which rule allowed or forced it (codes
and numbers, never words: seats 0–3, teams 0–1, cards and suits in canonical
notation), ``chapter`` when the step opens a part of the story, and ``view``:
the table as it stands after the step (the four hands, the trick on the
table, the tricks and trick points taken in this hand, the game's score and
checks). ``narrate.step_text`` puts a step into words through a catalog.

The steps of a hand:

- ``deal`` (chapter ``deal``): ``number``, ``dealer``, ``first`` (the first
  to call, left of the dealer), ``cards`` each, ``hands`` as dealt.
- One step per call (chapter ``auction`` at the first): ``bid`` with
  ``reason`` ``marriage`` (Check Pinochle: he may bid, holding a marriage),
  ``anyone``, ``must_open`` or ``dealer_forced``, and ``amount`` ``minimum``
  (the minimum bid), ``raise`` (the lowest bid above ``high``) or ``jump``
  (above ``lowest``, the lowest allowed); or ``pass`` with ``reason``
  ``no_marriage`` (he had to), ``has_marriage`` (he could have bid
  ``lowest``) or ``choice``. ``marriages`` lists the suits of his marriages.
- ``redeal`` after four passes (``next_dealer``), and the hand ends; or
  ``contract`` (chapter ``contract``): ``seat``, ``bid``, ``team``.
- ``trump``: ``suit`` with ``rule`` ``marriage`` (it must be a suit of one of
  the bidder's marriages) or ``any``, and ``others``, the other suits allowed;
  or ``no_marriage`` when a double-deck bidder holds none (no play).
- ``passing`` twice in standard Pinochle: ``giver``, ``receiver``, ``to``
  (``bidder``, then ``partner``), ``cards``.
- ``meld`` for each seat, the bidder first: ``points``, ``checks`` and
  ``melds`` (the ``Meld`` values; ``Meld.to_json()`` in JSON); then ``meld_total``: each team's meld
  ``points`` and the meld ``checks`` balances.
- ``concede`` when the bidder gives up.
- ``play`` for each card (chapter ``trick`` at each lead): ``trick``,
  ``position``, ``seat``, ``card``, ``reason`` (``play.Reason``), ``case``
  (``lead``, ``free``, ``follow``, ``follow_trumped``, ``beat``, ``trump``,
  ``trump_low``, ``overtrump``: which part of the rule applied), ``win`` (the
  card winning the trick before this one) and ``choices`` (how many
  different cards were allowed); ``trick`` after the fourth card:
  ``winner``, ``card``, ``by`` (``trump`` or ``led``), ``first_copy`` (an
  identical card fell later and lost), ``counters``, ``bonus`` (the last
  trick's) and ``points``.
- The count (chapter ``count``): ``meld_count`` per team (``counts``
  ``yes``, ``no`` for want of a trick, ``none`` shown), ``trick_points``,
  ``made`` or ``set``, or ``conceded``; ``hand_score``; ``slam``; and with
  checks ``contract_checks`` and ``hand_checks``.

A game starts with ``game`` (``profile``, ``target``), follows each hand's
steps with ``standing``, and ends (chapter ``game_end``) with ``game_end``
(the winner on points, ``both`` when both teams reached the target in the
last hand), ``game_checks`` and ``winner`` (``upset`` when the team with more
checks is not the winner on points).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from pinochle.auction import CallReason
from pinochle.cards import Suit
from pinochle.checks import (
    GAME_CHECKS_BASE,
    GAME_CHECKS_PER,
    SET_MULTIPLIER,
    SLAM_CHECKS,
    contract_band,
    contract_checks,
)
from pinochle.game import (
    Concede,
    Deal4,
    GameState,
    HandState,
    NameTrump,
    PassCards,
    Phase,
    PlayCard,
)
from pinochle.meld import Meld
from pinochle.play import Reason, Trick, winning_position
from pinochle.record import replay
from pinochle.rules import Ruleset
from pinochle.scoring import HandResult, Outcome, Pair, counter_points, trick_value
from pinochle.seats import in_turn_from, left_of, other_team, partner, team_of

Params = Mapping[str, object]


@dataclass(frozen=True)
class View:
    """The table after a step: what a spectator at the table would see, all hands open.

    ``trick`` is the trick on the table (complete after its fourth card, until
    the next lead), ``tricks_won`` and ``points`` count this hand, ``score``
    and ``checks`` the whole game so far.
    """

    hand: int
    dealer: int
    hands: Deal4
    bidder: int | None = None
    bid: int | None = None
    trump: Suit | None = None
    trick: Trick | None = None
    tricks_won: Pair = (0, 0)
    points: Pair = (0, 0)
    score: Pair = (0, 0)
    checks: Pair = (0, 0)

    def to_json(self) -> dict[str, object]:
        """Hands as canonical strings (``"AS TS 9H"``), so the JSON holds no nested lists."""
        trick = self.trick
        trick_json = None
        if trick is not None and self.trump is not None:
            winner = trick.winner(self.trump) if trick.is_complete else None
            trick_json = {
                "leader": trick.leader,
                "cards": [str(card) for card in trick.cards],
                "winner": winner,
            }
        return {
            "hand": self.hand,
            "dealer": self.dealer,
            "hands": [str(hand) for hand in self.hands],
            "bidder": self.bidder,
            "bid": self.bid,
            "trump": None if self.trump is None else self.trump.value,
            "trick": trick_json,
            "tricks_won": list(self.tricks_won),
            "points": list(self.points),
            "score": list(self.score),
            "checks": list(self.checks),
        }


@dataclass(frozen=True)
class Step:
    """One step of a walkthrough: what happened (``kind``, ``params``) and the table after it."""

    kind: str
    params: Params
    view: View
    chapter: str | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "params": _json(self.params),
            "chapter": self.chapter,
            "view": self.view.to_json(),
        }


def walkthrough(data: object) -> tuple[Step, ...]:
    """The steps of a hand record or a game record (``RecordError`` if it does not replay)."""
    state = replay(data)
    if isinstance(state, GameState):
        return game_steps(state)
    return hand_steps(state)


def hand_steps(state: HandState) -> tuple[Step, ...]:
    """The steps of one finished hand."""
    teller = _Teller(View(1, state.dealer, state.dealt))
    teller.hand(state, 1)
    return tuple(teller.steps)


def game_steps(game: GameState) -> tuple[Step, ...]:
    """The steps of a finished game: each hand, the standing after it, and the end."""
    rules = game.rules
    teller = _Teller(View(1, game.first_dealer, game.hands[0].dealt))
    teller.add("game", "game", profile=rules.profile, target=rules.target)
    for number, hand in enumerate(game.hands, start=1):
        teller.hand(hand, number)
        teller.standing(game, number, last=number == len(game.hands))
    return tuple(teller.steps)


def table_steps(hand: HandState, game: GameState) -> tuple[Step, ...]:
    """The steps of ``hand`` so far: in progress, or finished as the last of ``game``'s
    hands, then followed by the standing and, when it ended the game, the end."""
    finished = game.current is None and bool(game.hands) and game.hands[-1] is hand
    number = len(game.hands) + (0 if finished else 1)
    standing = game.standing
    score, checks = standing.scores, standing.checks
    if finished:
        result = hand.result()
        end = standing.game_checks if game.is_over() else (0, 0)
        score = (score[0] - result.score[0], score[1] - result.score[1])
        checks = (
            checks[0] - result.checks[0] - end[0],
            checks[1] - result.checks[1] - end[1],
        )
    teller = _Teller(View(number, hand.dealer, hand.dealt, score=score, checks=checks))
    teller.hand(hand, number)
    if finished:
        teller.standing(game, number, last=True)
    return tuple(teller.steps)


_PLAY_CASES = {
    Reason.MUST_BEAT: "beat",
    Reason.MUST_OVERTRUMP: "overtrump",
}


def play_case(reason: Reason, trick: Trick | None, trump: Suit) -> str:
    """Which part of the rule ``reason`` applied to the next card played to ``trick`` (see
    the module docstring): the lead, a free card, following or trumping, the trick trumped
    or not."""
    if trick is None or not trick.cards:
        return "lead"
    if reason in _PLAY_CASES:
        return _PLAY_CASES[reason]
    win = trick.cards[winning_position(trick.cards, trump)]
    trumped = win.suit is trump and trick.cards[0].suit is not trump
    if reason is Reason.MUST_FOLLOW:
        return "follow_trumped" if trumped else "follow"
    if reason is Reason.MUST_TRUMP:
        return "trump_low" if trumped else "trump"
    return "free"


@dataclass
class _Teller:
    """Collects the steps of a walkthrough, keeping the table view up to date."""

    view: View
    steps: list[Step] = field(default_factory=list)

    def add(self, kind: str, chapter: str | None = None, **params: object) -> None:
        self.steps.append(Step(kind, params, self.view, chapter))

    def update(self, **changes: Any) -> None:
        self.view = replace(self.view, **changes)

    def win_checks(self, team: int, amount: int) -> None:
        """``team`` wins ``amount`` checks from the other team."""
        checks = list(self.view.checks)
        checks[team] += amount
        checks[other_team(team)] -= amount
        self.update(checks=(checks[0], checks[1]))

    # ---- a hand

    def hand(self, state: HandState, number: int) -> None:
        rules = state.rules
        self.update(
            hand=number,
            dealer=state.dealer,
            hands=state.dealt,
            bidder=None,
            bid=None,
            trump=None,
            trick=None,
            tricks_won=(0, 0),
            points=(0, 0),
        )
        self.add(
            "deal",
            "deal",
            number=number,
            dealer=state.dealer,
            first=left_of(state.dealer),
            cards=rules.deck.hand_size,
            hands=tuple(str(hand) for hand in state.dealt),
        )
        self.auction(state)
        if state.phase is Phase.BIDDING:
            return
        bidder, bid = state.bidder, state.bid
        if bidder is None or bid is None:
            self.add("redeal", next_dealer=left_of(state.dealer))
            return
        self.update(bidder=bidder, bid=bid)
        self.add("contract", "contract", seat=bidder, bid=bid, team=team_of(bidder))
        if state.outcome is Outcome.NO_MARRIAGE:
            self.add("no_marriage", seat=bidder, bid=bid)
            self.count(state)
            return
        self.actions(state)
        if state.is_over():
            self.count(state)

    def auction(self, state: HandState) -> None:
        rules, auction = state.rules, state.auction
        for index, call in enumerate(auction.calls):
            before = replace(auction, calls=auction.calls[:index])
            chapter = "auction" if index == 0 else None
            marriages = tuple(
                suit.value for suit in Suit if state.dealt[call.seat].has_marriage(suit)
            )
            lowest = before.lowest_bid
            if call.bid is None:
                reason = (
                    "no_marriage"
                    if call.reason is CallReason.NO_MARRIAGE
                    else "has_marriage"
                    if rules.bid_needs_marriage
                    else "choice"
                )
                self.add(
                    "pass",
                    chapter,
                    seat=call.seat,
                    reason=reason,
                    marriages=marriages,
                    lowest=lowest,
                )
                continue
            high = before.high.bid if before.high is not None else None
            amount = "jump" if call.bid != lowest else "minimum" if high is None else "raise"
            self.add(
                "bid",
                chapter,
                seat=call.seat,
                bid=call.bid,
                reason=_bid_reason(call.reason, rules),
                marriages=marriages,
                amount=amount,
                lowest=lowest,
                high=high,
            )

    def actions(self, state: HandState) -> None:
        """Trump, passing, meld, a concession and the play, replayed from the hand's history."""
        rules = state.rules
        live = HandState.new(rules, state.dealer, state.dealt)
        melded = False
        for action in state.history:
            if isinstance(action, NameTrump):
                choices = live.trump_choices()
                self.update(trump=action.suit)
                self.add(
                    "trump",
                    seat=action.seat,
                    suit=action.suit.value,
                    rule="marriage" if rules.trump_needs_marriage else "any",
                    others=tuple(suit.value for suit in choices if suit is not action.suit),
                )
            elif isinstance(action, PassCards):
                receiver = partner(action.seat)
                to = "bidder" if receiver == state.bidder else "partner"
                live = live.apply(action)
                self.update(hands=live.hands)
                self.add(
                    "passing",
                    giver=action.seat,
                    receiver=receiver,
                    to=to,
                    cards=tuple(str(card) for card in action.cards),
                )
            elif isinstance(action, Concede):
                self.add("concede", seat=action.seat, bid=state.bid)
            elif isinstance(action, PlayCard):
                live = self.play(live, action)
            if not isinstance(action, PlayCard | PassCards):
                live = live.apply(action)
            if live.meld and not melded:
                melded = True
                self.meld(live)

    def meld(self, state: HandState) -> None:
        rules = state.rules
        bidder = state.bidder if state.bidder is not None else 0
        for seat in in_turn_from(bidder):
            meld = state.meld[seat]
            if rules.checks:
                self.win_checks(team_of(seat), meld.checks)
            self.add(
                "meld",
                seat=seat,
                points=meld.points,
                checks=meld.checks,
                melds=meld.melds,
            )
        points, checks = state.team_meld()
        balances = (checks[0] - checks[1], checks[1] - checks[0])
        self.add("meld_total", points=points, checks=balances if rules.checks else None)

    def play(self, live: HandState, action: PlayCard) -> HandState:
        trump = live.trump
        assert trump is not None  # cards are played after trump is named
        legal = live.legal_cards()
        trick = live.trick
        played = trick.cards if trick is not None else ()
        win = played[winning_position(played, trump)] if played else None
        number = len(live.tricks) + 1
        after = live.apply(action)
        done = len(after.tricks) == number
        table = after.tricks[-1] if done else after.trick
        self.update(hands=after.hands, trick=table)
        self.add(
            "play",
            "trick" if not played else None,
            trick=number,
            position=len(played),
            seat=action.seat,
            card=str(action.card),
            reason=legal.reason.value,
            case=play_case(legal.reason, trick, trump),
            win=None if win is None else str(win),
            choices=len(legal.cards),
        )
        if done:
            self.trick_won(after, after.tricks[-1], trump)
        return after

    def trick_won(self, state: HandState, trick: Trick, trump: Suit) -> None:
        rules = state.rules
        position = winning_position(trick.cards, trump)
        card = trick.cards[position]
        winner = trick.seat_of(position)
        last = len(state.tricks) == rules.deck.hand_size
        counters = counter_points(trick, rules)
        bonus = trick_value(trick, last, rules) - counters
        team = team_of(winner)
        won, points = list(self.view.tricks_won), list(self.view.points)
        won[team] += 1
        points[team] += counters + bonus
        self.update(tricks_won=(won[0], won[1]), points=(points[0], points[1]))
        self.add(
            "trick",
            trick=len(state.tricks),
            winner=winner,
            card=str(card),
            by="trump" if card.suit is trump else "led",
            first_copy=card in trick.cards[position + 1 :],
            counters=counters,
            bonus=bonus,
            points=counters + bonus,
        )

    # ---- the count

    def count(self, state: HandState) -> None:
        result = state.result()
        bidders, bid = result.bidders, result.bid
        assert bidders is not None and bid is not None  # a redeal has no count
        rules = state.rules
        chapter: str | None = "count"
        if result.outcome is Outcome.PLAYED:
            for team in (0, 1):
                shown, counted = result.meld_shown[team], result.meld[team]
                counts = "none" if not shown else "yes" if counted else "no"
                self.add(
                    "meld_count",
                    chapter,
                    team=team,
                    points=shown,
                    tricks=result.tricks_won[team],
                    counts=counts,
                )
                chapter = None
            assert state.trump is not None  # a hand played out has a trump
            last = state.tricks[-1].winner(state.trump)
            self.add(
                "trick_points",
                points=result.tricks,
                tricks=result.tricks_won,
                last=team_of(last),
                bonus=rules.last_trick_bonus,
            )
            self.add(
                "made" if result.made else "set",
                team=bidders,
                bid=bid,
                total=result.meld[bidders] + result.tricks[bidders],
                meld=result.meld[bidders],
                tricks=result.tricks[bidders],
            )
        elif result.outcome is Outcome.CONCEDED:
            self.add("conceded", chapter, team=bidders, bid=bid)
            chapter = None
        score = self.view.score
        self.update(score=(score[0] + result.score[0], score[1] + result.score[1]))
        self.add("hand_score", chapter, score=result.score)
        if result.slam is not None:
            if rules.checks:
                self.win_checks(result.slam, SLAM_CHECKS)
            self.add(
                "slam",
                team=result.slam,
                tricks=rules.deck.hand_size,
                checks=SLAM_CHECKS if rules.checks else 0,
            )
        if rules.checks:
            self.contract_checks(result, rules)
            self.add("hand_checks", checks=result.checks)

    def contract_checks(self, result: HandResult, rules: Ruleset) -> None:
        bidders, bid = result.bidders, result.bid
        assert bidders is not None and bid is not None
        checks = contract_checks(bid, rules.scale)
        team = bidders if result.made else other_team(bidders)
        amount = checks if result.made else SET_MULTIPLIER * checks
        low, high = contract_band(bid, rules.scale)
        self.win_checks(team, amount)
        how = (
            "made"
            if result.made
            else "set"
            if result.outcome is Outcome.PLAYED
            else result.outcome.value
        )
        self.add(
            "contract_checks",
            team=team,
            bid=bid,
            low=low,
            high=high,
            checks=checks,
            amount=amount,
            how=how,
        )

    # ---- the end of a game

    def standing(self, game: GameState, number: int, *, last: bool) -> None:
        """The score after hand ``number``; after the ``last`` hand of a finished game, its end."""
        over = last and game.is_over()
        view = self.view
        self.add(
            "standing",
            number=number,
            score=view.score,
            checks=view.checks,
            target=game.rules.target,
            over=over,
        )
        winner_on_points = game.standing.winner_on_points
        if over and winner_on_points is not None:
            self.game_end(game, winner_on_points)

    def game_end(self, game: GameState, winner: int) -> None:
        rules = game.rules
        scores = game.standing.scores
        self.add(
            "game_end",
            "game_end",
            team=winner,
            score=scores[winner],
            other=scores[other_team(winner)],
            target=rules.target,
            both=min(scores) >= rules.target,
        )
        if rules.checks:
            lead = max(scores[winner] - scores[other_team(winner)], 0)
            amount = game.standing.game_checks[winner]
            self.win_checks(winner, amount)
            self.add(
                "game_checks",
                team=winner,
                lead=lead,
                checks=amount,
                base=GAME_CHECKS_BASE,
                per=GAME_CHECKS_PER * rules.scale,
            )
        assert self.view.checks == game.standing.checks  # the view's running count is the ledger's
        self.add(
            "winner",
            team=game.winner,
            points_winner=winner,
            checks=game.standing.checks if rules.checks else None,
            upset=game.winner is not None and game.winner != winner,
        )


def _bid_reason(reason: CallReason | None, rules: Ruleset) -> str:
    if reason is not None:
        return reason.value
    return "marriage" if rules.bid_needs_marriage else "anyone"


def _json(value: object) -> object:
    """``value`` with tuples as lists and melds as their JSON, for ``json.dumps``."""
    if isinstance(value, Meld):
        return value.to_json()
    if isinstance(value, Mapping):
        return {key: _json(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [_json(item) for item in value]
    return value
