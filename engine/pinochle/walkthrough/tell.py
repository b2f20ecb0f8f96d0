"""Telling a finished hand or game as steps: what happened at each turn, and which rule said so."""

from __future__ import annotations

from dataclasses import replace

from pinochle.auction import Auction, Call, CallReason
from pinochle.cards import Suit
from pinochle.game import Concede, GameState, HandState, NameTrump, PassCards, Phase, PlayCard
from pinochle.play import Reason, Trick, winning_position
from pinochle.rules import Ruleset
from pinochle.scoring import Outcome, Standing, counter_points, meld_ledger, trick_value, tricks_won
from pinochle.seats import in_turn_from, left_of, partner, team_of
from pinochle.walkthrough.cases import (
    BidAmount,
    BidReason,
    Chapter,
    PassReason,
    PassTo,
    PlayCase,
    TrumpRule,
    WonBy,
)
from pinochle.walkthrough.count import count, game_end
from pinochle.walkthrough.steps import (
    BidStep,
    ConcedeStep,
    ContractStep,
    DealStep,
    GameStep,
    MeldStep,
    MeldTotalStep,
    NoMarriageStep,
    PassingStep,
    PassStep,
    PlayStep,
    RedealStep,
    StandingStep,
    Step,
    TrickStep,
    TrumpStep,
)
from pinochle.walkthrough.teller import Teller
from pinochle.walkthrough.view import View


def hand_steps(state: HandState) -> tuple[Step, ...]:
    """The steps of one finished hand."""
    teller = _HandTeller(View(1, state.dealer, state.dealt))
    teller.hand(state, 1)
    return tuple(teller.steps)


def game_steps(game: GameState) -> tuple[Step, ...]:
    """The steps of a finished game: each hand, the standing after it, and the end."""
    rules = game.rules
    teller = _HandTeller(View(1, game.first_dealer, game.hands[0].dealt))
    teller.add(
        GameStep(
            profile=rules.profile,
            target=rules.target,
            checks=rules.checks,
            view=teller.view,
            chapter=Chapter.GAME,
        )
    )
    for number, hand in enumerate(game.hands, start=1):
        teller.hand(hand, number)
        teller.standing_after(game, number)
    return tuple(teller.steps)


def table_steps(hand: HandState, game: GameState) -> tuple[Step, ...]:
    """The steps of ``hand`` so far, as the players at the table have seen them: a hand in
    progress, or ``game``'s last finished hand followed by the standing and the game's end."""
    finished = game.current is None and bool(game.hands) and game.hands[-1] is hand
    number = len(game.hands) + (0 if finished else 1)
    before = Standing()
    for earlier in game.hands[: number - 1]:
        before = before.after(game.rules, earlier.result())
    view = View(number, hand.dealer, hand.dealt, score=before.scores, checks=before.checks)
    teller = _HandTeller(view, standing=before)
    teller.hand(hand, number)
    if finished:
        teller.standing_after(game, number)
    return tuple(teller.steps)


_PLAY_CASES = {
    Reason.MUST_BEAT: PlayCase.BEAT,
    Reason.MUST_OVERTRUMP: PlayCase.OVERTRUMP,
}


def play_case(reason: Reason, trick: Trick | None, trump: Suit) -> PlayCase:
    """Which part of the rule ``reason`` applied to the next card played to ``trick``: the
    lead, a free card, following or trumping, the trick trumped or not."""
    if trick is None or not trick.cards:
        return PlayCase.LEAD
    if reason in _PLAY_CASES:
        return _PLAY_CASES[reason]
    win = trick.cards[winning_position(trick.cards, trump)]
    trumped = win.suit is trump and trick.cards[0].suit is not trump
    if reason is Reason.MUST_FOLLOW:
        return PlayCase.FOLLOW_TRUMPED if trumped else PlayCase.FOLLOW
    if reason is Reason.MUST_TRUMP:
        return PlayCase.TRUMP_LOW if trumped else PlayCase.TRUMP
    return PlayCase.FREE


class _HandTeller(Teller):
    """Tells a hand: the deal, the auction, trump, passing, meld and the play."""

    def hand(self, state: HandState, number: int) -> None:
        self.view = replace(
            self.view,
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
            DealStep(
                number=number,
                dealer=state.dealer,
                first=left_of(state.dealer),
                cards=state.rules.deck.hand_size,
                hands=state.dealt,
                view=self.view,
                chapter=Chapter.DEAL,
            )
        )
        auction = state.auction
        for index, call in enumerate(auction.calls):
            before = replace(auction, calls=auction.calls[:index])
            self.call(state, before, call, Chapter.AUCTION if index == 0 else None)
        if state.phase is Phase.BIDDING:
            return
        bidder, bid = state.bidder, state.bid
        if bidder is None or bid is None:
            self.add(RedealStep(next_dealer=left_of(state.dealer), view=self.view))
            return
        self.view = replace(self.view, bidder=bidder, bid=bid)
        self.add(
            ContractStep(
                seat=bidder, bid=bid, team=team_of(bidder), view=self.view, chapter=Chapter.CONTRACT
            )
        )
        if state.outcome is Outcome.NO_MARRIAGE:
            self.add(NoMarriageStep(seat=bidder, bid=bid, view=self.view))
        else:
            self.actions(state, bid)
        if state.is_over():  # a hand still being played (the Play page) has no count yet
            count(self, state)
            self.standing = self.standing.after(state.rules, state.result())

    def standing_after(self, game: GameState, number: int) -> None:
        """The score after hand ``number`` of ``game``; after its last hand, the game's end."""
        view = self.view  # the game's checks before any for the game itself
        over = self.standing.is_over()
        self.add(
            StandingStep(
                number=number,
                score=view.score,
                checks=view.checks,
                target=game.rules.target,
                over=over,
                view=view,
            )
        )
        winner_on_points = game.standing.winner_on_points
        if over and number == len(game.hands) and winner_on_points is not None:
            game_end(self, game, winner_on_points)

    def call(self, state: HandState, before: Auction, call: Call, chapter: Chapter | None) -> None:
        """One call, with the auction as it stood ``before`` it."""
        rules = state.rules
        marriages = tuple(suit for suit in Suit if state.dealt[call.seat].has_marriage(suit))
        lowest = before.lowest_bid
        if call.bid is None:
            reason = (
                PassReason.NO_MARRIAGE
                if call.reason is CallReason.NO_MARRIAGE
                else PassReason.HAS_MARRIAGE
                if rules.bid_needs_marriage
                else PassReason.CHOICE
            )
            self.add(
                PassStep(
                    seat=call.seat,
                    reason=reason,
                    marriages=marriages,
                    lowest=lowest,
                    view=self.view,
                    chapter=chapter,
                )
            )
            return
        high = before.high.bid if before.high is not None else None
        amount = (
            BidAmount.JUMP
            if call.bid != lowest
            else BidAmount.MINIMUM
            if high is None
            else BidAmount.RAISE
        )
        step, above = _bid_step(rules, before, call, call.bid)
        self.add(
            BidStep(
                seat=call.seat,
                bid=call.bid,
                reason=_bid_reason(call, before, rules),
                marriages=marriages,
                amount=amount,
                lowest=lowest,
                high=high,
                step=step,
                above=above,
                view=self.view,
                chapter=chapter,
            )
        )

    def actions(self, state: HandState, bid: int) -> None:
        """Trump, passing, meld, a concession and the play, replayed from the hand's history."""
        live = HandState.new(state.rules, state.dealer, state.dealt)
        for action in state.history:
            after = live.apply(action)
            if isinstance(action, NameTrump):
                self.trump(live, action)
            elif isinstance(action, PassCards):
                self.passing(after, action)
            elif isinstance(action, Concede):
                self.add(ConcedeStep(seat=action.seat, bid=bid, view=self.view))
            elif isinstance(action, PlayCard):
                self.play(live, after, action)
            if after.meld and not live.meld:
                self.meld(after)
            live = after

    def trump(self, live: HandState, action: NameTrump) -> None:
        self.view = replace(self.view, trump=action.suit)
        rule = TrumpRule.MARRIAGE if live.rules.trump_needs_marriage else TrumpRule.ANY
        self.add(
            TrumpStep(
                seat=action.seat,
                suit=action.suit,
                rule=rule,
                others=tuple(suit for suit in live.trump_choices() if suit is not action.suit),
                view=self.view,
            )
        )

    def passing(self, after: HandState, action: PassCards) -> None:
        receiver = partner(action.seat)
        self.view = replace(self.view, hands=after.hands)
        self.add(
            PassingStep(
                giver=action.seat,
                receiver=receiver,
                to=PassTo.BIDDER if receiver == after.bidder else PassTo.PARTNER,
                cards=action.cards,
                view=self.view,
            )
        )

    def meld(self, state: HandState) -> None:
        rules = state.rules
        bidder = state.bidder if state.bidder is not None else 0
        shown = [0, 0]  # each team's meld checks shown so far
        for seat in in_turn_from(bidder):
            meld = state.meld[seat]
            shown[team_of(seat)] += meld.checks
            self.settle(meld_ledger(rules, (shown[0], shown[1])).balances)
            self.add(
                MeldStep(
                    seat=seat,
                    points=meld.points,
                    checks=meld.checks,
                    melds=meld.melds,
                    view=self.view,
                )
            )
        points, checks = state.team_meld()
        balances = meld_ledger(rules, checks).balances if rules.checks else None
        self.add(MeldTotalStep(points=points, checks=balances, view=self.view))

    def play(self, live: HandState, after: HandState, action: PlayCard) -> None:
        """A card played: the table ``live`` before it and ``after``."""
        trump = live.trump
        assert trump is not None  # cards are played after trump is named
        legal = live.legal_cards()
        trick = live.trick
        played = trick.cards if trick is not None else ()
        number = len(live.tricks) + 1
        done = len(after.tricks) == number
        self.view = replace(
            self.view, hands=after.hands, trick=after.tricks[-1] if done else after.trick
        )
        self.add(
            PlayStep(
                trick=number,
                position=len(played),
                seat=action.seat,
                card=action.card,
                reason=legal.reason,
                case=play_case(legal.reason, trick, trump),
                win=played[winning_position(played, trump)] if played else None,
                choices=len(legal.cards),
                view=self.view,
                chapter=Chapter.TRICK if not played else None,
            )
        )
        if done:
            self.trick_won(after, after.tricks[-1], trump)

    def trick_won(self, state: HandState, trick: Trick, trump: Suit) -> None:
        rules = state.rules
        position = winning_position(trick.cards, trump)
        card = trick.cards[position]
        winner = trick.seat_of(position)
        counters = counter_points(trick, rules)
        value = trick_value(trick, len(state.tricks) == rules.deck.hand_size, rules)
        points = list(self.view.points)
        points[team_of(winner)] += value
        self.view = replace(
            self.view,
            tricks_won=tricks_won(state.tricks, trump),
            points=(points[0], points[1]),
        )
        self.add(
            TrickStep(
                trick=len(state.tricks),
                winner=winner,
                card=card,
                by=WonBy.TRUMP if card.suit is trump else WonBy.LED,
                first_copy=card in trick.cards[position + 1 :],
                counters=counters,
                bonus=value - counters,
                points=value,
                view=self.view,
            )
        )


_FORCED_BIDS = {
    CallReason.MUST_OPEN: BidReason.MUST_OPEN,
    CallReason.DEALER_FORCED: BidReason.DEALER_FORCED,
}


def _bid_reason(call: Call, before: Auction, rules: Ruleset) -> BidReason:
    """Why ``call``'s player could bid; a marriage is told at his first bid only."""
    if call.reason is not None:
        return _FORCED_BIDS[call.reason]
    if not rules.bid_needs_marriage:
        return BidReason.ANYONE
    bid_before = any(
        earlier.seat == call.seat and earlier.bid is not None for earlier in before.calls
    )
    return BidReason.AGAIN if bid_before else BidReason.MARRIAGE


def _bid_step(
    rules: Ruleset, before: Auction, call: Call, bid: int
) -> tuple[int | None, int | None]:
    """The rule for the bids after ``call`` of ``bid``, said once (RULES.md §4): at the
    auction's first bid ``(step, None)``, the least a later bid must add (unless that bid
    ends the auction); at the first bid after the step grew ``(step, above)`` (the double
    deck bids in fives above 60); at every other bid ``(None, None)``: the reader has
    heard the rule."""
    highs = [earlier.bid for earlier in before.calls if earlier.bid is not None]
    if not highs:
        after = replace(before, calls=(*before.calls, call))
        return (None, None) if after.is_over() else (rules.next_bid(bid) - bid, None)
    fine = rules.fine_bids_up_to
    if fine is None or len(highs) < 2:
        return None, None
    above = fine * rules.scale
    if highs[-2] < above <= highs[-1]:
        return rules.next_bid(highs[-1]) - highs[-1], above
    return None, None
