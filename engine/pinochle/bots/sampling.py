"""Deals of the cards a player cannot see, consistent with everything he knows.

A club player choosing a card imagines where the unseen cards lie
(determinization): each sample gives every other seat a hand of the right
size that holds the cards it must hold (meld shown and not played since,
cards this seat passed to it) and no card the plays have ruled out
(``Knowledge.caps``: voids and the highest card a seat can still hold in a
suit). Samples come from the player's own seeded generator, so the same view
and seed give the same deals.

The unseen cards are dealt one at a time in a random order, each to a seat
that may hold it and has room, chosen in proportion to the room left. Before
a card goes to a seat, Hall's condition is checked for the cards still to
deal: for every group of seats, the cards only that group may hold must fit
in the room it has left. The real deal satisfies the condition, so the
dealing never runs into a dead end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pinochle.bots.playout import SUIT_INDEX, compact
from pinochle.bots.view import SeatView
from pinochle.cards import Card
from pinochle.seats import SEATS

# For each group of the three other seats (a bit mask), the masks it contains.
_SUBSETS = tuple(tuple(m for m in range(1, 8) if m & ~group == 0) for group in range(8))
_GROUPS_WITH = tuple(tuple(group for group in range(1, 8) if group >> bit & 1) for bit in range(3))


@dataclass(frozen=True)
class Sampler:
    """Everything the deals of one view share: the seats to deal to, the cards each must
    hold, their room, and the unseen cards with the seats that may hold each."""

    seat: int
    width: int
    others: tuple[int, int, int]
    own: tuple[int, ...]
    held: tuple[tuple[int, ...], ...]
    room: tuple[int, int, int]
    pool: tuple[tuple[Card, int], ...]
    free: bool  # no card is ruled out for any seat: a deal is a plain shuffle

    @classmethod
    def of(cls, view: SeatView, width: int) -> Sampler:
        knowledge = view.knowledge
        others = tuple(seat for seat in SEATS if seat != view.seat)
        assert len(others) == 3
        unseen = knowledge.unseen.copy()
        held = []
        for seat in others:
            unseen.subtract(knowledge.held[seat])
            held.append(tuple(compact(knowledge.held[seat].elements(), width)))
        room = tuple(knowledge.left[seat] - sum(knowledge.held[seat].values()) for seat in others)
        pool = []
        for card in sorted(+unseen, key=lambda card: card.sort_key):
            mask = 0
            for bit, seat in enumerate(others):
                if card.rank.strength <= knowledge.caps[seat][card.suit]:
                    mask |= 1 << bit
            pool += [(card, mask)] * unseen[card]
        return cls(
            view.seat,
            width,
            (others[0], others[1], others[2]),
            tuple(compact(view.hand.cards, width)),
            tuple(held),
            (room[0], room[1], room[2]),
            tuple(pool),
            all(mask == 0b111 for _, mask in pool),
        )

    def deal(self, rng: random.Random) -> list[list[int]]:
        """One deal: four compact hands, the seat's own and three sampled."""
        order = list(self.pool)
        rng.shuffle(order)
        hands = [list(holding) for holding in self.held]
        if self.free:
            start = 0
            for bit, size in enumerate(self.room):
                for card, _ in order[start : start + size]:
                    hands[bit][SUIT_INDEX[card.suit]] += 1 << (self.width * card.rank.strength)
                start += size
        else:
            room = list(self.room)
            waiting = [0] * 8
            for _, mask in order:
                waiting[mask] += 1
            for card, mask in order:
                waiting[mask] -= 1
                bit = _seat_for(mask, room, waiting, rng)
                room[bit] -= 1
                hands[bit][SUIT_INDEX[card.suit]] += 1 << (self.width * card.rank.strength)
        world: list[list[int]] = [[], [], [], []]
        world[self.seat] = list(self.own)
        for bit, seat in enumerate(self.others):
            world[seat] = hands[bit]
        return world


def _seat_for(mask: int, room: list[int], waiting: Sequence[int], rng: random.Random) -> int:
    """A seat (bit) of ``mask`` with room, in proportion to its room, after which every
    group of seats still has room for the cards only it may hold."""
    bits = [bit for bit in range(3) if mask >> bit & 1 and room[bit]]
    while len(bits) > 1:
        pick = rng.randrange(sum(room[bit] for bit in bits))
        for bit in bits:
            pick -= room[bit]
            if pick < 0:
                break
        room[bit] -= 1
        fits = _fits(room, waiting, bit)
        room[bit] += 1
        if fits:
            return bit
        bits.remove(bit)
    return bits[0]


def _fits(room: list[int], waiting: Sequence[int], bit: int) -> bool:
    """Hall's condition for the groups of seats that hold ``bit`` (the others kept their
    room): the waiting cards only the group may hold fit in its room."""
    for group in _GROUPS_WITH[bit]:
        space = sum(room[bit] for bit in range(3) if group >> bit & 1)
        if sum(waiting[mask] for mask in _SUBSETS[group]) > space:
            return False
    return True
