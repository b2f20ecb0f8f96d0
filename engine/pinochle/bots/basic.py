"""The ``basic`` computer players: simple, seeded, deterministic rules of thumb.

A ``Bot`` reads only its seat's view (``pinochle.bots.view``: its own
cards and what every player can see, the calls, trump, the meld shown, the
cards played); it never peeks at another hand. Its only randomness is its
own ``random.Random(seed)``, used to vary its bidding limit by a step and to
break ties, so the same seed always plays the same way.

- **Bidding.** For each suit it could name, the bot values its hand as its
  own meld, plus the meld a partner holds on average, plus a share of the
  trick points that grows with its trumps and aces (and, where the partner
  passes cards, a little for the cards to come). It keeps bidding the
  lowest allowed bid while that stays within its value (give or take one
  step), outbids its partner only with a clear margin, and passes when it
  must (no marriage in Check Pinochle).
- **Trump** is the suit with the best value.
- **Passing cards.** The partner sends trumps, then aces, highest first.
  The bidder keeps his trumps if he can and returns plain cards, those
  outside his meld first, aces last, lowest first, from his shortest suits.
- **Conceding.** After the meld, the bidder concedes when the trick points
  still needed exceed every point in the tricks, or clearly exceed what his
  hand can hope to take: conceding then loses the same bid and checks but
  keeps the defenders' trick points off the score.
- **Play.** It leads trumps when its side bid and it is long in them, cashes
  winning aces and other cards that cannot be beaten in their suit, and
  otherwise leads low. Following, it gives counters to a trick its partner
  has safely won, takes a trick from the opponents with the cheapest card
  that wins it (a counter when it plays last), and otherwise plays its
  lowest non-counter, keeping its aces. Where the rules make it head its
  partner's card (every card it may play beats it), the trick is its own to
  win as one the opponents hold: its partner's card no longer keeps it safe.

Each choice comes as a ``Decision`` whose motive names the rule above that
made it (``pinochle.bots.motives``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pinochle.bots import truth
from pinochle.bots.motives import Decision, Motive
from pinochle.bots.tactics import card_motive
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand, Rank, Suit
from pinochle.game import Bid, Concede, HandState, NameTrump, Pass, PassCards, Phase, PlayCard
from pinochle.meld import find_meld
from pinochle.play import beats, winning_position
from pinochle.rules import Ruleset
from pinochle.seats import team_of

_Key = Callable[[Card], tuple[int, ...]]

# Average meld of a partner's hand for a given trump, single and double deck
# (measured over random deals with the standard tables).
PARTNER_MELD = {12: 4, 20: 17}
# Share of the trick points an average bidding hand takes, and what each
# trump and each plain ace above the average adds (single deck; the double
# deck's larger hands weigh each card by 12/20).
BASE_SHARE = 0.45
SHARE_PER_TRUMP = 0.06
SHARE_PER_ACE = 0.04
SHARE_PER_HIGH_TRUMP = 0.02
PASSING_SHARE = 0.14
# A partner's bid is raised only with this fraction of the minimum bid to spare.
OUTBID_PARTNER_MARGIN = 0.25
# Conceding: the points still needed exceed the hand's expected tricks by this share.
CONCEDE_MARGIN = 0.2


class Bot:
    """A seeded ``basic`` player; ``decide(state)`` returns its decision for the seat to act."""

    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(seed)

    def decide(self, state: HandState) -> Decision:
        view = SeatView.of(state)
        phase = view.phase
        if phase is Phase.BIDDING:
            return self._call(view)
        if phase is Phase.TRUMP:
            return _trump(view)
        if phase is Phase.PASSING:
            return self._cards_to_pass(view)
        need = view.need()
        if view.may_concede and should_concede(view):
            return Decision(Concede(view.seat), Motive.CONCEDE_LOSES_LESS, {"need": need})
        card = self._card(view)
        if view.may_concede and need <= 0:
            return Decision(card.action, Motive.MELD_COVERS_BID, {"card": card.params["card"]})
        if view.may_concede:
            params = {"need": need, "card": card.params["card"]}
            return Decision(card.action, Motive.PLAY_IT_OUT, params)
        return card

    def _call(self, view: SeatView) -> Decision:
        seat, auction = view.seat, view.auction
        lowest = auction.lowest_bid
        if not auction.may_pass():
            return Decision(Bid(seat, lowest), Motive.BID_FORCED)
        if not auction.may_bid[seat]:
            return Decision(Pass(seat), Motive.PASS_NO_MARRIAGE)
        rules = view.rules
        suits = view.trump_choices()
        limit = hand_value(view.hand, suits, rules)
        limit += self._rng.choice((-1, 0, 1)) * rules.scale
        high = auction.high
        partner_holds = high is not None and high.seat == view.partner
        if partner_holds:
            limit -= OUTBID_PARTNER_MARGIN * rules.min_bid
        if lowest <= limit:
            trump = best_trump(view.hand, suits, rules)
            meld = (
                find_meld(view.hand, trump, rules).points
                + PARTNER_MELD[rules.deck.hand_size] * rules.scale
            )
            tricks = round(trick_share(view.hand, trump, rules) * rules.trick_points)
            params = {"meld": meld, "tricks": tricks}
            return Decision(Bid(seat, lowest), Motive.BID_MELD_PLUS_TRICKS, params)
        if partner_holds:
            return Decision(Pass(seat), Motive.PASS_PARTNER_HOLDS)
        return Decision(Pass(seat), Motive.PASS_TOO_WEAK, {"value": round(limit)})

    def _cards_to_pass(self, view: SeatView) -> Decision:
        trump = view.trump
        assert trump is not None  # cards are passed after trump is named
        hand, seat = view.hand, view.seat
        count = view.rules.passing_cards
        if view.received is None:
            ranked = self._order(
                hand, lambda c: (c.suit is not trump, c.rank is not Rank.ACE, -c.rank.strength)
            )
            given = tuple(ranked[:count])
            if any(card.suit is trump for card in given):
                return Decision(PassCards(seat, given), Motive.PASS_TRUMP_TO_BIDDER)
            return Decision(PassCards(seat, given), Motive.PASS_ACES_TO_BIDDER)
        meld_cards: Counter[Card] = Counter()
        for meld in find_meld(hand, trump, view.rules).melds:
            meld_cards |= Counter(meld.cards)
        spare = Counter(hand.cards) - meld_cards
        in_meld = Counter(hand.cards) - spare
        length = {suit: len(hand.of_suit(suit)) for suit in Suit}
        candidates = [(card, False) for card in spare.elements()]
        candidates += [(card, True) for card in in_meld.elements()]
        self._rng.shuffle(candidates)
        candidates.sort(
            key=lambda item: (
                item[0].suit is trump,
                item[1],
                item[0].rank is Rank.ACE,
                item[0].rank.strength,
                length[item[0].suit],
            )
        )
        returned = tuple(card for card, _ in candidates[:count])
        return Decision(PassCards(seat, returned), Motive.RETURN_LOSERS)

    def _card(self, view: SeatView) -> Decision:
        cards = view.legal()
        if len(cards) == 1:
            return _play(view, cards[0], Motive.ONLY_CARD)
        trump = view.trump
        assert trump is not None  # cards are played after trump is named
        unseen = _unseen(view)
        if view.trick is None:
            return self._lead(view, trump, unseen)
        played = view.played
        position = winning_position(played, trump)
        win = played[position]
        partner_wins = team_of(view.trick.seat_of(position)) == view.team
        last = len(played) == 3
        winners = [card for card in cards if beats(card, win, trump)]
        # Made to head the partner's card, it wins the trick as it would the opponents'.
        if partner_wins and len(winners) < len(cards):
            if last or _is_boss(win, unseen):
                return _play(view, self._pick(cards, _schmear(trump)), Motive.DUCK_LOW)
            return _play(view, self._pick(cards, _low(trump)), Motive.DUCK_LOW)
        if winners and last:
            card = self._pick(
                winners, lambda c: (not c.rank.is_counter, c.suit is trump, c.rank.strength)
            )
            return _play(view, card, Motive.WIN_CHEAPLY)
        # The basic player's own idea of safe (the top card left in its suit); the motive
        # given for it is checked in _play.
        safe = [card for card in winners if _is_boss(card, unseen)]
        if safe:
            card = self._pick(safe, lambda c: (c.suit is trump, c.rank.strength))
            return _play(view, card, Motive.WIN_FOR_SURE)
        return _play(view, self._pick(cards, _low(trump)), Motive.DUCK_LOW)

    def _lead(self, view: SeatView, trump: Suit, unseen: _Unseen) -> Decision:
        hand = view.hand
        trumps = hand.of_suit(trump)
        unseen_trumps = unseen.count[trump]
        bidder = view.bidder
        our_contract = bidder is not None and team_of(bidder) == view.team
        if trumps and unseen_trumps and our_contract and 3 * len(trumps) > unseen_trumps:
            boss = [card for card in trumps if _is_boss(card, unseen)]
            if boss:
                card = self._pick(boss, lambda c: (-c.rank.strength,))
                return _play(view, card, Motive.DRAW_TRUMPS)
            if len(trumps) > unseen_trumps:
                card = self._pick(trumps, lambda c: (c.rank.strength,))
                return _play(view, card, Motive.DRAW_TRUMPS)
        plain = [card for card in hand if card.suit is not trump]
        winners = [card for card in plain if _is_boss(card, unseen)]
        if winners:
            card = self._pick(winners, lambda c: (c.rank is not Rank.ACE, -c.rank.strength))
            return _play(view, card, Motive.CASH_WINNER)
        if plain:
            return _play(view, self._pick(plain, _low(trump)), Motive.LEAD_LOW_SAFE)
        return _play(view, self._pick(trumps, lambda c: (c.rank.strength,)), Motive.DRAW_TRUMPS)

    def _order(self, cards: Iterable[Card], key: _Key) -> list[Card]:
        """``cards`` sorted by ``key``, ties broken by the bot's own random draw."""
        shuffled = list(cards)
        self._rng.shuffle(shuffled)
        return sorted(shuffled, key=key)

    def _pick(self, cards: Iterable[Card], key: _Key) -> Card:
        return self._order(cards, key)[0]


def _play(view: SeatView, card: Card, fallback: Motive) -> Decision:
    """Play ``card``: the motive that names it (``tactics``), else the rule that chose it
    where that rule's condition holds (``truth``), else the first motive that is true of it."""
    named = card_motive(view, card)
    action = PlayCard(view.seat, card)
    if named is None:
        true = (motive for motive in truth.TRUTHS if truth.holds(view, motive, card))
        return Decision(
            action,
            fallback if truth.holds(view, fallback, card) else next(true, fallback),
            {"card": card},
        )
    motive, params = named
    return Decision(action, motive, params)


def _trump(view: SeatView) -> Decision:
    suits = view.trump_choices()
    suit = best_trump(view.hand, suits, view.rules)
    if len(suits) == 1:
        return Decision(NameTrump(view.seat, suit), Motive.TRUMP_ONLY_CHOICE, {"suit": suit})
    meld = find_meld(view.hand, suit, view.rules).points
    return Decision(
        NameTrump(view.seat, suit), Motive.TRUMP_MOST_VALUE, {"suit": suit, "meld": meld}
    )


def _low(trump: Suit) -> _Key:
    """Lowest first: non-counters before counters, plain suits before trumps, then by rank."""
    return lambda card: (card.rank.is_counter, card.suit is trump, card.rank.strength)


def _schmear(trump: Suit) -> _Key:
    """Counters for the partner's trick: tens and kings first, trumps and aces only if need be."""
    return lambda card: (
        not card.rank.is_counter,
        card.suit is trump,
        card.rank is Rank.ACE,
        -card.rank.strength,
    )


@dataclass(frozen=True)
class _Unseen:
    """What a player has not seen yet, per suit: how many cards, and the strength of the
    highest (-1 when none is left)."""

    count: dict[Suit, int]
    top: dict[Suit, int]


def _unseen(view: SeatView) -> _Unseen:
    """The cards the seat has not seen: not in his hand and not yet played."""
    unseen = view.knowledge.unseen
    count = dict.fromkeys(Suit, 0)
    top = dict.fromkeys(Suit, -1)
    for card, left in unseen.items():
        count[card.suit] += left
        top[card.suit] = max(top[card.suit], card.rank.strength)
    return _Unseen(count, top)


def _is_boss(card: Card, unseen: _Unseen) -> bool:
    """No card the player has not seen ranks above ``card`` in its suit."""
    return unseen.top[card.suit] <= card.rank.strength


def trick_share(hand: Hand, trump: Suit, rules: Ruleset) -> float:
    """The share of the trick points a side can expect with ``hand`` as bidder's hand."""
    size = rules.deck.hand_size
    weight = 12 / size
    trumps = len(hand.of_suit(trump))
    aces = sum(1 for card in hand if card.rank is Rank.ACE and card.suit is not trump)
    high = sum(1 for card in hand.of_suit(trump) if card.rank in (Rank.ACE, Rank.TEN))
    average_trumps = size / 4
    average_aces = 3 * rules.deck.copies / 4
    share = (
        BASE_SHARE
        + weight * SHARE_PER_TRUMP * (trumps - average_trumps)
        + weight * SHARE_PER_ACE * (aces - average_aces)
        + weight * SHARE_PER_HIGH_TRUMP * high
        + (PASSING_SHARE if rules.passing_cards else 0)
    )
    return min(max(share, 0.1), 0.95)


def suit_value(hand: Hand, trump: Suit, rules: Ruleset) -> float:
    """What the bidder's side can expect with ``trump``: own meld, a partner's average
    meld, and a share of the trick points."""
    partner = PARTNER_MELD[rules.deck.hand_size] * rules.scale
    own = find_meld(hand, trump, rules).points
    return own + partner + trick_share(hand, trump, rules) * rules.trick_points


def hand_value(hand: Hand, suits: Iterable[Suit], rules: Ruleset) -> float:
    """The best ``suit_value`` over ``suits`` (0 when there is none)."""
    return max((suit_value(hand, suit, rules) for suit in suits), default=0.0)


def best_trump(hand: Hand, suits: Iterable[Suit], rules: Ruleset) -> Suit:
    """The suit with the best value; the first in ♠ ♥ ♦ ♣ order on a tie."""
    return max(suits, key=lambda suit: suit_value(hand, suit, rules))


def should_concede(view: SeatView) -> bool:
    """Whether the bidder's side had better concede than play (see the module docstring)."""
    trump, rules = view.trump, view.rules
    if view.bid is None or trump is None:
        return False
    needed = view.need()
    if needed > rules.trick_points:
        return True
    expected = trick_share(view.hand, trump, rules) * rules.trick_points
    return needed > expected + CONCEDE_MARGIN * rules.trick_points
