"""Lean play-outs: the rest of a hand played fast, for the club players' simulations.

The club players choose cards by playing the hand to its end many times
over sampled deals of the unseen cards (``pinochle.bots.club``). The state
machine (``pinochle.game``) checks every action and keeps every trick as a
value; far too slow for that. This module plays the same rules on a compact
position, trusted and unchecked:

- **Compact hands.** A hand is four whole numbers, one per suit (in
  ``SUITS`` order), each a *holding*: the count of every rank, ``width``
  bits per rank at ``width * strength`` (strengths from ``Rank.strength``:
  nine 0 up to ace 5). Removing a card is a subtraction.
- **Legal cards as masks.** The cards of a holding above strength ``r`` are
  ``holding & above[r + 1]``; the highest and lowest strength held come from
  ``int.bit_length``. The legal set of ``pinochle.play`` (follow, head the
  trick, trump, overtrump) is one or two such masks, so no set is built and
  none needs caching.
- **No validation.** The play-out trusts its own choices; the tests check
  that every card it plays is legal for the state machine and that it scores
  a hand as the engine does.

Every hand of the sampled deal is visible to the play-out's players: it
plays each sampled world out as if the cards were face up (a determinized
play-out), with rules of thumb close to the ``basic`` players' (draw trumps
for the bidders with the top trump, cash winners nobody can beat or trump,
lead to a partner's void, otherwise lead low; follow by taking the trick with
the lowest card nobody after can beat, feeding counters to a partner's sure
trick, and otherwise playing the lowest card, keeping counters).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pinochle.cards import Card, Deck, Hand, Rank, Suit
from pinochle.seats import SEATS, in_turn_from, team_of

SUITS = tuple(Suit)
SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}
SUIT_NUMBERS = range(len(SUITS))
RANK_OF = {rank.strength: rank for rank in Rank}
COUNTER = min(rank.strength for rank in Rank if rank.is_counter)
# Feeding a partner's trick: tens and kings first, an ace only if nothing else is a counter.
FEED_ORDER = tuple(
    sorted(
        (rank.strength for rank in Rank if rank.is_counter),
        key=lambda s: (s == Rank.ACE.strength, -s),
    )
)
# Seat tables (``pinochle.seats``), looked up in the play-outs' inner loop: the seats in
# the order of play from each leader, who follows each seat, who is its partner, who
# plays before it, and each seat's team.
ORDER = tuple(in_turn_from(leader) for leader in SEATS)
NEXT = tuple(ORDER[seat][1] for seat in SEATS)
PARTNER = tuple(ORDER[seat][2] for seat in SEATS)
BEFORE = tuple(ORDER[seat][3] for seat in SEATS)
TEAM = tuple(team_of(seat) for seat in SEATS)

Compact = tuple[int, int]  # (suit index, strength)


def width_of(deck: Deck) -> int:
    """Bits per rank in a holding: enough for the deck's copies of a card."""
    return deck.copies.bit_length()


def compact(cards: Iterable[Card], width: int) -> list[int]:
    """A hand as four holdings."""
    holdings = [0, 0, 0, 0]
    for card in cards:
        holdings[SUIT_INDEX[card.suit]] += 1 << (width * card.rank.strength)
    return holdings


def hand_of(holdings: Sequence[int], width: int) -> Hand:
    """Four holdings as an engine hand (the inverse of ``compact``)."""
    field = (1 << width) - 1
    return Hand(
        [
            Card(RANK_OF[strength], SUITS[suit])
            for suit, holding in enumerate(holdings)
            for strength in RANK_OF
            for _ in range(holding >> (width * strength) & field)
        ]
    )


def _masks(width: int) -> tuple[int, tuple[int, ...], tuple[int, ...], int]:
    """For holdings of ``width`` bits a rank: one rank's field, one card of each strength,
    ``above[r + 1]`` the bits of every strength above r (``above[0]`` all), and the bits of
    the cards that are no counter."""
    unit = tuple(1 << (width * strength) for strength in range(6))
    above = tuple(~((1 << (width * (strength + 1))) - 1) for strength in range(-1, 6))
    return (1 << width) - 1, unit, above, (1 << (width * COUNTER)) - 1


_MASKS = {width_of(deck): _masks(width_of(deck)) for deck in Deck}


def card_of(suit: int, strength: int) -> Card:
    return Card(RANK_OF[strength], SUITS[suit])


class Playout:
    """A position to play out: four compact hands, trump, and the bidders' team.

    ``run`` plays the rest of the hand and returns each team's counters and
    tricks; ``choose`` is the play-out's choice for one seat. The hands are
    changed in place.
    """

    __slots__ = ("above", "bidders", "field", "hands", "low_mask", "trump", "unit", "width")

    def __init__(self, hands: list[list[int]], trump: int, bidders: int, width: int) -> None:
        self.hands = hands
        self.trump = trump
        self.bidders = bidders
        self.width = width
        self.field, self.unit, self.above, self.low_mask = _MASKS[width]

    def top(self, holding: int) -> int:
        return (holding.bit_length() - 1) // self.width

    def lowest(self, holding: int) -> int:
        return ((holding & -holding).bit_length() - 1) // self.width

    def run(self, leader: int, trick: list[Compact], tricks: int) -> tuple[int, int, int, int, int]:
        """Play ``tricks`` more tricks, the first already holding ``trick`` (led by
        ``leader``): the counters won by team 0 and team 1, the tricks won by team 0 and
        team 1, and the team that took the last trick."""
        hands, unit, trump = self.hands, self.unit, self.trump
        counters, won = [0, 0], [0, 0]
        for _ in range(tricks):
            cards = trick
            if not cards:
                suit, strength = self.lead(leader)
                hands[leader][suit] -= unit[strength]
                cards = [(suit, strength)]
            led = cards[0][0]
            best, (win_suit, win_strength) = 0, cards[0]
            count = 0
            for position, (suit, strength) in enumerate(cards):
                count += strength >= COUNTER
                if (suit == win_suit and strength > win_strength) or (
                    suit == trump and win_suit != trump
                ):
                    best, win_suit, win_strength = position, suit, strength
            order = ORDER[leader]
            for position in range(len(cards), 4):
                seat = order[position]
                suit, strength = self.choose(
                    seat, position, led, win_suit, win_strength, order[best]
                )
                hands[seat][suit] -= unit[strength]
                count += strength >= COUNTER
                if (suit == win_suit and strength > win_strength) or (
                    suit == trump and win_suit != trump
                ):
                    best, win_suit, win_strength = position, suit, strength
            leader = order[best]
            counters[TEAM[leader]] += count
            won[TEAM[leader]] += 1
            trick = []
        return counters[0], counters[1], won[0], won[1], TEAM[leader]

    def choose(
        self, seat: int, position: int, led: int, win_suit: int, win_strength: int, winner: int
    ) -> Compact:
        """The card ``seat`` follows with, by the rules of ``pinochle.play``: a card of the
        suit led that heads the trick if it can (unless trumped), else any card of the suit
        led; else a trump, above a trump already played if it can; else any card."""
        hand, trump, above = self.hands[seat], self.trump, self.above
        trumped = win_suit == trump and led != trump
        held = hand[led]
        if held:
            if not trumped:
                heading = held & above[win_strength + 1]
                if heading:
                    return led, self.take(seat, position, led, led, heading)
            return led, self.under(seat, position, held, led, win_suit, win_strength, winner)
        held = hand[trump]
        if held:
            if not trumped:
                return trump, self.take(seat, position, led, trump, held)
            over = held & above[win_strength + 1]
            if over:
                return trump, self.take(seat, position, led, trump, over)
            return trump, self.under(seat, position, held, led, win_suit, win_strength, winner)
        return self.discard(seat, position, led, win_suit, win_strength, winner)

    def beaten(self, seat: int, led: int, suit: int, strength: int) -> bool:
        """Whether ``seat``, still to play, holds a card that beats (suit, strength)."""
        hand, trump = self.hands[seat], self.trump
        if suit == led:
            if hand[led]:
                return bool(hand[led] & self.above[strength + 1])
            return led != trump and hand[trump] != 0
        return not hand[led] and bool(hand[trump] & self.above[strength + 1])

    def take(self, seat: int, position: int, led: int, suit: int, holding: int) -> int:
        """Every card of ``holding`` takes the trick now: the lowest that the next opponent
        cannot take back (the lowest of all when none is safe, or when playing last)."""
        lowest = self.lowest(holding)
        if position == 3:
            return lowest
        field, width, opponent = self.field, self.width, NEXT[seat]
        for strength in range(lowest, self.top(holding) + 1):
            if (holding >> (width * strength)) & field and not self.beaten(
                opponent, led, suit, strength
            ):
                return strength
        return lowest

    def under(
        self,
        seat: int,
        position: int,
        holding: int,
        led: int,
        win_suit: int,
        win_strength: int,
        winner: int,
    ) -> int:
        """No card of ``holding`` takes the trick: a counter if the partner's card is sure
        to win it, else the lowest card, keeping counters."""
        if TEAM[winner] == TEAM[seat] and (
            position == 3 or not self.beaten(NEXT[seat], led, win_suit, win_strength)
        ):
            for strength in FEED_ORDER:
                if (holding >> (self.width * strength)) & self.field:
                    return strength
        return self.lowest(holding & self.low_mask or holding)

    def discard(
        self, seat: int, position: int, led: int, win_suit: int, win_strength: int, winner: int
    ) -> Compact:
        """Neither the suit led nor a trump: a counter for a partner's sure trick, else the
        lowest card that is no counter (the lowest card when all are counters)."""
        hand = self.hands[seat]
        if TEAM[winner] == TEAM[seat] and (
            position == 3 or not self.beaten(NEXT[seat], led, win_suit, win_strength)
        ):
            for strength in FEED_ORDER:
                for suit in SUIT_NUMBERS:
                    if (hand[suit] >> (self.width * strength)) & self.field:
                        return suit, strength
        return self.low_card(hand, SUIT_NUMBERS)

    def low_card(self, hand: list[int], suits: Iterable[int]) -> Compact:
        """The lowest card in ``suits``, cards that are no counter first."""
        best: tuple[bool, int, int] | None = None
        for suit in suits:
            holding = hand[suit]
            if holding:
                low = holding & self.low_mask
                key = (not low, self.lowest(low or holding), suit)
                if best is None or key < best:
                    best = key
        assert best is not None  # the seat holds a card
        return best[2], best[1]

    def lead(self, seat: int) -> Compact:
        """The lead: the top trump for the bidders while it beats every opponent's trump; a
        plain winner no opponent can beat or trump, aces first; a low card of a suit the
        partner can trump; else the lowest card, plain suits first."""
        hands, trump, above = self.hands, self.trump, self.above
        hand, left, right = hands[seat], hands[NEXT[seat]], hands[BEFORE[seat]]
        trumps = hand[trump]
        if trumps and TEAM[seat] == self.bidders:
            theirs = left[trump] | right[trump]
            if theirs and self.top(trumps) >= self.top(theirs):
                return trump, self.top(trumps)
        best, best_suit = -1, -1
        for suit in SUIT_NUMBERS:
            holding = hand[suit]
            if suit == trump or not holding:
                continue
            strength = self.top(holding)
            if (
                strength > best
                and not (left[suit] | right[suit]) & above[strength + 1]
                and (left[suit] or not left[trump])
                and (right[suit] or not right[trump])
            ):
                best, best_suit = strength, suit
        if best >= 0:
            return best_suit, best
        partner = hands[PARTNER[seat]]
        if partner[trump]:
            voids = [s for s in SUIT_NUMBERS if s != trump and hand[s] and not partner[s]]
            if voids:
                return self.low_card(hand, voids)
        plain = [suit for suit in SUIT_NUMBERS if suit != trump and hand[suit]]
        return self.low_card(hand, plain or (trump,))
