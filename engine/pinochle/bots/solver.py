"""An exact solver for the rest of a hand whose every card is known (double dummy).

Given the four hands, the trick in progress and the trump, ``solve`` returns
the most trick points the side to move can be sure of taking in the rest of
the hand, whatever the other side does, every player seeing every card: a
trick's aces, tens and kings count one point each (times the ruleset's
scale) to the team that wins it, and the last trick adds the ruleset's
last-trick bonus (RULES.md §4: 1 point in single deck, 2 in double deck).
The cards already in the trick in progress count to whoever wins it.

Which cards a player may play comes from the engine's own rule
(``pinochle.play.legal_cards``); the solver never restates it. The search
is alpha-beta (the partnership to move maximises, the other minimises) with
three savings that never change the answer:

- **Equal cards merged.** Identical cards (double deck) are one choice, as
  ``legal_cards`` already gives them; and two cards of one suit in one hand,
  both counters or both not, with no card of that suit ranking between them
  or equal to either still in another hand or in the trick, do the same in
  every line of play, so only one is tried.
- **A transposition table** at each trick's start, keyed by the four hands
  and the leader, keeps the bounds a search has proved.
- **Move order**: higher cards first, which finds the cut-offs early.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pinochle.cards import Card, Hand, Suit
from pinochle.play import legal_cards, winning_position
from pinochle.rules import Ruleset
from pinochle.seats import seat_after, team_of

Hands = tuple[Hand, Hand, Hand, Hand]


@dataclass
class Solver:
    """The exact search for one deal's trump and rules; its table is reused across calls."""

    rules: Ruleset
    trump: Suit
    nodes: int = 0
    _table: dict[tuple[tuple[tuple[Card, ...], ...], int], tuple[int, int]] = field(
        default_factory=dict
    )

    def solve(self, hands: Hands, leader: int, played: tuple[Card, ...] = ()) -> int:
        """The best trick points from here on for the team of the seat to move."""
        mover = seat_after(leader, len(played))
        zero = self._search(hands, leader, played, -1, self._total(hands, played) + 1)
        return zero if team_of(mover) == 0 else self._total(hands, played) - zero

    def values(self, hands: Hands, leader: int, played: tuple[Card, ...] = ()) -> dict[Card, int]:
        """For each distinct legal card of the seat to move, the best trick points from here
        on for its team after playing that card."""
        mover = seat_after(leader, len(played))
        hand = hands[mover]
        total = self._total(hands, played)
        found = {}
        for card in legal_cards(hand, played, self.trump).cards:
            after = _without(hands, mover, card)
            zero = self._after(after, leader, (*played, card), -1, total + 1)
            found[card] = zero if team_of(mover) == 0 else total - zero
        return found

    def total(self, hands: Hands, played: tuple[Card, ...] = ()) -> int:
        """The trick points still to be taken: the counters in the hands and the trick in
        progress, and the last trick's bonus."""
        return self._total(hands, played)

    def _total(self, hands: Hands, played: tuple[Card, ...]) -> int:
        counters = sum(1 for hand in hands for card in hand.cards if card.rank.is_counter)
        counters += sum(1 for card in played if card.rank.is_counter)
        return counters * self.rules.scale + self.rules.last_trick_bonus

    def _after(
        self, hands: Hands, leader: int, played: tuple[Card, ...], alpha: int, beta: int
    ) -> int:
        """Team 0's best points once ``played`` lies in the trick (a trick of four is taken)."""
        if len(played) < 4:
            return self._search(hands, leader, played, alpha, beta)
        winner = seat_after(leader, winning_position(played, self.trump))
        points = sum(1 for card in played if card.rank.is_counter) * self.rules.scale
        if not hands[0].cards:
            points += self.rules.last_trick_bonus
            return points if team_of(winner) == 0 else 0
        gained = points if team_of(winner) == 0 else 0
        return gained + self._search(hands, winner, (), alpha - gained, beta - gained)

    def _search(
        self, hands: Hands, leader: int, played: tuple[Card, ...], alpha: int, beta: int
    ) -> int:
        """Team 0's best points in the rest of the hand, within the window (alpha, beta)."""
        self.nodes += 1
        key = None
        if not played:
            key = (tuple(hand.cards for hand in hands), leader)
            low, high = self._table.get(key, (-1, 10**9))
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        first_alpha, first_beta = alpha, beta
        mover = seat_after(leader, len(played))
        maximise = team_of(mover) == 0
        best = -1 if maximise else 10**9
        for card in self._choices(hands, mover, played):
            value = self._after(_without(hands, mover, card), leader, (*played, card), alpha, beta)
            if maximise:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        if key is not None:
            low, high = self._table.get(key, (-1, 10**9))
            if best <= first_alpha:
                high = min(high, best)
            elif best >= first_beta:
                low = max(low, best)
            else:
                low = high = best
            self._table[key] = (low, high)
        return best

    def _choices(self, hands: Hands, mover: int, played: tuple[Card, ...]) -> list[Card]:
        """The legal cards worth trying, highest first, one of each equivalent group."""
        legal = sorted(
            legal_cards(hands[mover], played, self.trump).cards,
            key=lambda card: (card.suit is self.trump, card.rank.strength),
            reverse=True,
        )
        outside = [card for seat, hand in enumerate(hands) if seat != mover for card in hand.cards]
        outside += played
        kept: list[Card] = []
        for card in legal:
            if not any(_equivalent(card, other, outside) for other in kept):
                kept.append(card)
        return kept


def _equivalent(card: Card, other: Card, outside: list[Card]) -> bool:
    """Whether ``card`` and ``other`` do the same: one suit, both counters or neither, and no
    card outside the mover's hand ranks between them or equal to either."""
    if card.suit is not other.suit or card.rank.is_counter != other.rank.is_counter:
        return False
    low, high = sorted((card.rank.strength, other.rank.strength))
    return not any(c.suit is card.suit and low <= c.rank.strength <= high for c in outside)


def _without(hands: Hands, seat: int, card: Card) -> Hands:
    """The hands after ``seat`` plays ``card``."""
    cards = list(hands[seat].cards)
    cards.remove(card)
    new = list(hands)
    new[seat] = Hand(cards)
    return (new[0], new[1], new[2], new[3])


def solve(
    rules: Ruleset, trump: Suit, hands: Hands, leader: int, played: tuple[Card, ...] = ()
) -> int:
    """The best trick points in the rest of the hand for the team of the seat to move
    (see the module docstring)."""
    return Solver(rules, trump).solve(hands, leader, played)
