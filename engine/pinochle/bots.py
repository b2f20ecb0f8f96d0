"""Computer players: simple, seeded, deterministic, and only as wise as a modest club player.

A ``Bot`` looks at its own cards and at what every player can see (the
calls, trump, the meld shown, the cards played); it never peeks at another
hand. Its only randomness is its own ``random.Random(seed)``, used to vary
its bidding limit by a step and to break ties, so the same seed always
plays the same way.

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
  lowest non-counter, keeping its aces.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pinochle.cards import Card, Hand, Rank, Suit
from pinochle.game import (
    Bid,
    Concede,
    Deal,
    GameState,
    HandAction,
    HandState,
    NameTrump,
    Pass,
    PassCards,
    Phase,
    PlayCard,
    shuffled_deal,
)
from pinochle.meld import find_meld
from pinochle.play import beats, winning_position
from pinochle.rules import Ruleset
from pinochle.seats import partner, team_of

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
    """A seeded computer player; ``choose(state)`` returns its action for the seat to act."""

    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: HandState) -> HandAction:
        seat = state.turn
        if seat is None:
            raise ValueError("the hand is over: no seat to act")
        phase = state.phase
        if phase is Phase.BIDDING:
            return self._call(state, seat)
        if phase is Phase.TRUMP:
            return NameTrump(
                seat, best_trump(state.hands[seat], state.trump_choices(), state.rules)
            )
        if phase is Phase.PASSING:
            return PassCards(seat, self._cards_to_pass(state, seat))
        if state.may_concede() and should_concede(state, seat):
            return Concede(seat)
        return PlayCard(seat, self._card(state, seat))

    def _call(self, state: HandState, seat: int) -> HandAction:
        auction = state.auction
        lowest = auction.lowest_bid
        if not auction.may_pass():
            return Bid(seat, lowest)
        if not auction.may_bid[seat]:
            return Pass(seat)
        rules = state.rules
        limit = hand_value(state.hands[seat], rules.trump_choices(state.hands[seat]), rules)
        limit += self._rng.choice((-1, 0, 1)) * rules.scale
        high = auction.high
        if high is not None and high.seat == partner(seat):
            limit -= OUTBID_PARTNER_MARGIN * rules.min_bid
        return Bid(seat, lowest) if lowest <= limit else Pass(seat)

    def _cards_to_pass(self, state: HandState, seat: int) -> tuple[Card, ...]:
        trump = state.trump
        assert trump is not None  # cards are passed after trump is named
        hand = state.hands[seat]
        count = state.rules.passing_cards
        if state.to_bidder is None:
            ranked = self._order(
                hand, lambda c: (c.suit is not trump, c.rank is not Rank.ACE, -c.rank.strength)
            )
            return tuple(ranked[:count])
        meld_cards: Counter[Card] = Counter()
        for meld in find_meld(hand, trump, state.rules).melds:
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
        return tuple(card for card, _ in candidates[:count])

    def _card(self, state: HandState, seat: int) -> Card:
        cards = state.legal_cards().cards
        if len(cards) == 1:
            return cards[0]
        trump = state.trump
        assert trump is not None  # cards are played after trump is named
        unseen = _unseen(state, seat)
        if state.trick is None:
            return self._lead(state, seat, trump, unseen)
        played = state.trick.cards
        position = winning_position(played, trump)
        win = played[position]
        partner_wins = team_of(state.trick.seat_of(position)) == team_of(seat)
        last = len(played) == 3
        if partner_wins:
            if last or _is_boss(win, unseen):
                return self._pick(cards, _schmear(trump))
            return self._pick(cards, _low(trump))
        winners = [card for card in cards if beats(card, win, trump)]
        if winners and last:
            return self._pick(
                winners, lambda c: (not c.rank.is_counter, c.suit is trump, c.rank.strength)
            )
        safe = [card for card in winners if _is_boss(card, unseen)]
        if safe:
            return self._pick(safe, lambda c: (c.suit is trump, c.rank.strength))
        return self._pick(cards, _low(trump))

    def _lead(self, state: HandState, seat: int, trump: Suit, unseen: _Unseen) -> Card:
        hand = state.hands[seat]
        trumps = hand.of_suit(trump)
        unseen_trumps = unseen.count[trump]
        bidder = state.bidder
        our_contract = bidder is not None and team_of(bidder) == team_of(seat)
        if trumps and unseen_trumps and our_contract and 3 * len(trumps) > unseen_trumps:
            boss = [card for card in trumps if _is_boss(card, unseen)]
            if boss:
                return self._pick(boss, lambda c: (-c.rank.strength,))
            if len(trumps) > unseen_trumps:
                return self._pick(trumps, lambda c: (c.rank.strength,))
        plain = [card for card in hand if card.suit is not trump]
        winners = [card for card in plain if _is_boss(card, unseen)]
        if winners:
            return self._pick(winners, lambda c: (c.rank is not Rank.ACE, -c.rank.strength))
        if plain:
            return self._pick(plain, _low(trump))
        return self._pick(trumps, lambda c: (c.rank.strength,))

    def _order(self, cards: Iterable[Card], key: _Key) -> list[Card]:
        """``cards`` sorted by ``key``, ties broken by the bot's own random draw."""
        shuffled = list(cards)
        self._rng.shuffle(shuffled)
        return sorted(shuffled, key=key)

    def _pick(self, cards: Iterable[Card], key: _Key) -> Card:
        return self._order(cards, key)[0]


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


def _unseen(state: HandState, seat: int) -> _Unseen:
    """The cards ``seat`` has not seen: not in his hand and not yet played."""
    seen = Counter((card.suit, card.rank) for card in state.hands[seat])
    for trick in (*state.tricks, *((state.trick,) if state.trick else ())):
        seen.update((card.suit, card.rank) for card in trick.cards)
    copies = state.rules.deck.copies
    count = dict.fromkeys(Suit, 0)
    top = dict.fromkeys(Suit, -1)
    for suit in Suit:
        for rank in state.rules.deck.ranks:
            left = copies - seen[(suit, rank)]
            if left:
                count[suit] += left
                top[suit] = max(top[suit], rank.strength)
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


def should_concede(state: HandState, seat: int) -> bool:
    """Whether the bidder's side had better concede than play (see the module docstring)."""
    bid, trump, rules = state.bid, state.trump, state.rules
    if bid is None or trump is None:
        return False
    meld, _ = state.team_meld()
    needed = bid - meld[team_of(seat)]
    if needed > rules.trick_points:
        return True
    expected = trick_share(state.hands[seat], trump, rules) * rules.trick_points
    return needed > expected + CONCEDE_MARGIN * rules.trick_points


def seat_bots(seed: int) -> tuple[Bot, Bot, Bot, Bot]:
    """Four bots for ``seed``, each with its own generator."""
    return (Bot(f"{seed}/0"), Bot(f"{seed}/1"), Bot(f"{seed}/2"), Bot(f"{seed}/3"))


def play_out(state: HandState, bots: tuple[Bot, Bot, Bot, Bot]) -> HandState:
    """The hand played to its end by ``bots``."""
    while (seat := state.turn) is not None:
        state = state.apply(bots[seat].choose(state))
    return state


def play_hand(rules: Ruleset, seed: int, dealer: int = 0) -> HandState:
    """One hand dealt from ``random.Random(seed)`` and played by ``seat_bots(seed)``."""
    deal = shuffled_deal(rules, random.Random(seed))
    return play_out(HandState.new(rules, dealer, deal), seat_bots(seed))


def play_game(rules: Ruleset, seed: int, dealer: int = 0) -> GameState:
    """A whole game: deals from ``random.Random(seed)``, play by ``seat_bots(seed)``."""
    rng = random.Random(seed)
    bots = seat_bots(seed)
    game = GameState(rules, dealer)
    while not game.is_over():
        game = game.apply(Deal(shuffled_deal(rules, rng)))
        while (seat := game.turn) is not None:
            current = game.current
            assert current is not None  # a hand is in progress while a seat is to act
            game = game.apply(bots[seat].choose(current))
    return game
