"""The hand and the game as state machines that take one action at a time.

States are immutable values: ``apply(action)`` returns a new state and
leaves the old one as it was. An action the rules refuse raises
``IllegalAction`` with a reason code (``not_your_turn``, ``auction_over``,
``bid_too_low``, ``bad_bid_step``, ``no_marriage_to_bid``, ``must_open``,
``trump_needs_marriage``, ``wrong_pass_count``, ``card_not_held``,
``must_follow``, ``must_beat``, ``must_trump``, ``must_overtrump``,
``concede_too_late``, ``wrong_phase``, ``hand_over``, ``hand_not_over``,
``game_over``, ``bad_deal``, ``bad_dealer``, ``deal_first``); since states
are values, the state the caller holds is unchanged.

A hand goes through these phases (RULES.md §4):

1. ``bidding``: see ``auction``. Four passes end the hand (a redeal).
2. ``trump``: the bidder names trump: any suit, or where the profile
   requires it a suit in which he holds a marriage. A double-deck bidder
   without any marriage cannot name trump: the hand ends at once
   (``no_marriage``).
3. ``passing`` (standard profile): after trump is named, the bidder's
   partner passes four cards to the bidder, then the bidder passes four
   back (any four, cards just received included).
4. ``playing``: every player's meld is shown for the hands as they are now.
   Before the first lead, and only then, the bidder may concede for his
   team. Otherwise the bidder leads to the first trick and the winner of
   each trick leads the next (see ``play``).
5. ``over``: the result is ``result()`` (see ``scoring``).

A game is a series of hands. Between hands it waits for a ``Deal``: the
shuffle is not part of the state, so a game can be replayed from the deals
in its record; ``shuffled_deal`` makes one from a seeded generator. The
dealer moves one seat left (clockwise) after every hand, a redeal included.
The game ends after the first hand that leaves a team at or above the target.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from pinochle.actions import (
    Bid,
    Concede,
    Deal,
    Deal4,
    GameAction,
    HandAction,
    NameTrump,
    Pass,
    PassCards,
    PlayCard,
    check_deal,
    shuffled_deal,
)
from pinochle.auction import Auction
from pinochle.cards import Card, Hand, Suit
from pinochle.errors import IllegalAction
from pinochle.meld import MeldResult, find_meld
from pinochle.play import LegalCards, Trick, legal_cards
from pinochle.rules import Ruleset
from pinochle.scoring import (
    HandResult,
    Outcome,
    Pair,
    Standing,
    score_conceded,
    score_no_marriage,
    score_played,
    score_redeal,
    trick_totals,
)
from pinochle.seats import SEATS, partner, per_seat, seat_after, team_of

# The actions and the deal live in ``actions``; they are named here too, where the states
# that take them are.
__all__ = [
    "Bid",
    "Concede",
    "Deal",
    "Deal4",
    "GameAction",
    "GameState",
    "HandAction",
    "HandState",
    "NameTrump",
    "Pass",
    "PassCards",
    "Phase",
    "PlayCard",
    "check_deal",
    "shuffled_deal",
]


class Phase(enum.Enum):
    """Where a hand stands (see the module docstring); the value is the JSON/catalog code."""

    BIDDING = "bidding"
    TRUMP = "trump"
    PASSING = "passing"
    PLAYING = "playing"
    OVER = "over"


_PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.BIDDING: (Bid, Pass),
    Phase.TRUMP: (NameTrump,),
    Phase.PASSING: (PassCards,),
    Phase.PLAYING: (PlayCard, Concede),
}


@dataclass(frozen=True)
class HandState:
    """One hand from the deal to the result; see the module docstring for the phases.

    ``dealt`` are the hands as dealt, ``hands`` as they are now. ``history``
    lists the actions applied (the dealer's forced bid is not an action).
    """

    rules: Ruleset
    dealer: int
    dealt: Deal4
    hands: Deal4
    auction: Auction
    trump: Suit | None = None
    to_bidder: tuple[Card, ...] | None = None
    to_partner: tuple[Card, ...] | None = None
    meld: tuple[MeldResult, ...] = ()
    tricks: tuple[Trick, ...] = ()
    trick: Trick | None = None
    conceded: bool = False
    history: tuple[HandAction, ...] = field(default=(), compare=False)

    @classmethod
    def new(cls, rules: Ruleset, dealer: int, hands: Sequence[Hand]) -> HandState:
        """The hand just dealt by ``dealer`` (0–3), before the first call."""
        if dealer not in SEATS:
            raise IllegalAction("bad_dealer", dealer=dealer)
        dealt = check_deal(rules, hands)
        return cls(rules, dealer, dealt, dealt, Auction.start(rules, dealer, dealt))

    @property
    def bidder(self) -> int | None:
        return self.auction.bidder

    @property
    def bid(self) -> int | None:
        return self.auction.bid

    @cached_property
    def phase(self) -> Phase:
        auction = self.auction
        if not auction.is_over():
            return Phase.BIDDING
        bidder = auction.bidder
        if bidder is None:
            return Phase.OVER
        if self.trump is None:
            if self.rules.trump_needs_marriage and not self.hands[bidder].has_marriage():
                return Phase.OVER
            return Phase.TRUMP
        if self.rules.passing_cards and self.to_partner is None:
            return Phase.PASSING
        if self.conceded or len(self.tricks) == self.rules.deck.hand_size:
            return Phase.OVER
        return Phase.PLAYING

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def outcome(self) -> Outcome | None:
        """How the hand ended, once it is over."""
        if not self.is_over():
            return None
        if self.auction.is_redeal:
            return Outcome.REDEAL
        if self.trump is None:
            return Outcome.NO_MARRIAGE
        return Outcome.CONCEDED if self.conceded else Outcome.PLAYED

    @property
    def turn(self) -> int | None:
        """The seat to act next; None when the hand is over."""
        phase = self.phase
        bidder = self.auction.bidder
        if phase is Phase.BIDDING:
            return self.auction.turn
        if phase is Phase.OVER or bidder is None:
            return None
        if phase is Phase.PASSING and self.to_bidder is None:
            return partner(bidder)
        if phase is not Phase.PLAYING:
            return bidder
        if self.trick is not None:
            return self.trick.next_seat
        return self.leader

    @property
    def leader(self) -> int | None:
        """Who leads the next trick: the bidder first, then each trick's winner."""
        if self.trump is None:
            return None
        if self.tricks:
            return self.tricks[-1].winner(self.trump)
        return self.auction.bidder

    def trump_choices(self) -> tuple[Suit, ...]:
        """The suits the bidder may name."""
        bidder = self.auction.bidder
        if bidder is None:
            return ()
        return self.rules.trump_choices(self.hands[bidder])

    def legal_cards(self) -> LegalCards:
        """The cards the player to play may play, with the rule that decides them."""
        turn, trump = self.turn, self.trump
        if self.phase is not Phase.PLAYING or turn is None or trump is None:
            raise IllegalAction("wrong_phase", phase=self.phase.value, action=PlayCard.kind)
        played = self.trick.cards if self.trick is not None else ()
        return legal_cards(self.hands[turn], played, trump)

    def may_concede(self) -> bool:
        return self.phase is Phase.PLAYING and not self.tricks and self.trick is None

    def legal_actions(self) -> tuple[HandAction, ...]:
        """Every legal action now, except that of the bids only ``Auction.listed_bids`` are
        listed (any higher step bid is legal too)."""
        turn = self.turn
        if turn is None:
            return ()
        phase = self.phase
        if phase is Phase.BIDDING:
            passes: tuple[HandAction, ...] = (Pass(turn),) if self.auction.may_pass() else ()
            return passes + tuple(Bid(turn, amount) for amount in self.auction.listed_bids())
        if phase is Phase.TRUMP:
            return tuple(NameTrump(turn, suit) for suit in self.trump_choices())
        if phase is Phase.PASSING:
            choices = itertools.combinations(self.hands[turn].cards, self.rules.passing_cards)
            return tuple(PassCards(turn, cards) for cards in dict.fromkeys(choices))
        concede: tuple[HandAction, ...] = (Concede(turn),) if self.may_concede() else ()
        return concede + tuple(PlayCard(turn, card) for card in self.legal_cards().cards)

    def is_legal(self, action: HandAction) -> bool:
        """Whether ``action`` may be taken now (any step bid counts, listed or not)."""
        try:
            self.apply(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: HandAction) -> HandState:
        """The state after ``action``; ``IllegalAction`` (this state unchanged) if refused."""
        phase = self.phase
        if phase is Phase.OVER:
            raise IllegalAction("hand_over", action=action.kind)
        if not isinstance(action, _PHASE_ACTIONS[phase]):
            raise IllegalAction("wrong_phase", phase=phase.value, action=action.kind)
        if isinstance(action, Bid | Pass):
            amount = action.amount if isinstance(action, Bid) else None
            auction = self.auction.call(action.seat, amount)
            return self._with(action, auction=auction)
        turn = self.turn
        if action.seat != turn:
            raise IllegalAction("not_your_turn", seat=action.seat, turn=turn)
        if isinstance(action, NameTrump):
            return self._name_trump(action)
        if isinstance(action, PassCards):
            return self._pass_cards(action)
        if isinstance(action, Concede):
            if not self.may_concede():
                raise IllegalAction("concede_too_late", seat=action.seat)
            return self._with(action, conceded=True)
        return self._play(action)

    def result(self) -> HandResult:
        """The hand's score and checks; the hand must be over."""
        outcome = self.outcome
        bidder, bid = self.auction.bidder, self.auction.bid
        if outcome is None:
            raise IllegalAction("hand_not_over", phase=self.phase.value)
        if outcome is Outcome.REDEAL or bidder is None or bid is None:
            return score_redeal()
        bidders = team_of(bidder)
        if outcome is Outcome.NO_MARRIAGE or self.trump is None:
            return score_no_marriage(self.rules, bidders, bid)
        meld_points, meld_checks = self.team_meld()
        if outcome is Outcome.CONCEDED:
            return score_conceded(self.rules, bidders, bid, meld_points, meld_checks)
        points, won = trick_totals(self.tricks, self.trump, self.rules)
        return score_played(self.rules, bidders, bid, meld_points, meld_checks, points, won)

    def team_meld(self) -> tuple[Pair, Pair]:
        """Each team's meld as shown: points, and checks."""
        points, checks = [0, 0], [0, 0]
        for seat, meld in enumerate(self.meld):
            points[team_of(seat)] += meld.points
            checks[team_of(seat)] += meld.checks
        return (points[0], points[1]), (checks[0], checks[1])

    def _with(self, action: HandAction, **changes: Any) -> HandState:
        return replace(self, history=(*self.history, action), **changes)

    def _name_trump(self, action: NameTrump) -> HandState:
        if action.suit not in self.trump_choices():
            raise IllegalAction("trump_needs_marriage", seat=action.seat, suit=action.suit.value)
        if self.rules.passing_cards:
            return self._with(action, trump=action.suit)
        return self._with(action, trump=action.suit, meld=self._show_meld(self.hands, action.suit))

    def _show_meld(self, hands: Deal4, trump: Suit) -> tuple[MeldResult, ...]:
        return tuple(find_meld(hand, trump, self.rules) for hand in hands)

    def _pass_cards(self, action: PassCards) -> HandState:
        expected = self.rules.passing_cards
        if len(action.cards) != expected:
            raise IllegalAction("wrong_pass_count", count=len(action.cards), expected=expected)
        giver = action.seat
        receiver = partner(giver)
        try:
            given = self.hands[giver].without(action.cards)
        except IllegalAction as error:
            raise IllegalAction("card_not_held", seat=giver, **error.params) from error
        hands = list(self.hands)
        hands[giver], hands[receiver] = given, self.hands[receiver].with_cards(action.cards)
        dealt = per_seat(hands)
        if self.to_bidder is None:
            return self._with(action, hands=dealt, to_bidder=action.cards)
        assert self.trump is not None  # passing follows the naming of trump
        meld = self._show_meld(dealt, self.trump)
        return self._with(action, hands=dealt, to_partner=action.cards, meld=meld)

    def _play(self, action: PlayCard) -> HandState:
        seat, card = action.seat, action.card
        if card not in self.hands[seat]:
            raise IllegalAction("card_not_held", seat=seat, card=str(card))
        legal = self.legal_cards()
        if card not in legal.cards:
            raise IllegalAction(legal.reason.value, seat=seat, card=str(card))
        hands = list(self.hands)
        hands[seat] = hands[seat].without((card,))
        held = per_seat(hands)
        leader = self.leader if self.trick is None else self.trick.leader
        assert leader is not None  # play follows the naming of trump
        trick = (self.trick or Trick(leader)).add(card, legal.reason)
        if trick.is_complete:
            return self._with(action, hands=held, tricks=(*self.tricks, trick), trick=None)
        return self._with(action, hands=held, trick=trick)


@dataclass(frozen=True)
class GameState:
    """A game: the hands finished so far, the hand in progress, and the standing.

    ``hands`` holds the finished hands (redeals included). Between hands
    ``current`` is None and the game waits for a ``Deal`` by ``dealer``.
    ``standing`` holds the scores, the checks and the winner on points.
    """

    rules: Ruleset
    first_dealer: int = 0
    hands: tuple[HandState, ...] = ()
    current: HandState | None = None
    standing: Standing = field(default_factory=Standing)

    @property
    def dealer(self) -> int:
        """The dealer of the hand in progress, or of the next hand."""
        return seat_after(self.first_dealer, len(self.hands))

    def is_over(self) -> bool:
        return self.standing.is_over()

    @property
    def expects_deal(self) -> bool:
        return self.current is None and not self.is_over()

    @property
    def turn(self) -> int | None:
        return None if self.current is None else self.current.turn

    @property
    def winner(self) -> int | None:
        """The winner of a finished game (None: a draw on checks, or not over)."""
        return self.standing.winner(self.rules)

    def legal_actions(self) -> tuple[HandAction, ...]:
        """The legal actions in the hand in progress; empty between hands (a ``Deal`` is
        expected, see ``expects_deal``) and when the game is over."""
        return () if self.current is None else self.current.legal_actions()

    def apply(self, action: GameAction) -> GameState:
        """The game after ``action``; ``IllegalAction`` (this state unchanged) if refused."""
        if self.is_over():
            raise IllegalAction("game_over", action=action.kind)
        if isinstance(action, Deal):
            if self.current is not None:
                raise IllegalAction("wrong_phase", phase=self.current.phase.value, action=Deal.kind)
            return replace(self, current=HandState.new(self.rules, self.dealer, action.hands))
        if self.current is None:
            raise IllegalAction("deal_first", action=action.kind)
        hand = self.current.apply(action)
        if not hand.is_over():
            return replace(self, current=hand)
        standing = self.standing.after(self.rules, hand.result())
        return replace(self, hands=(*self.hands, hand), current=None, standing=standing)
