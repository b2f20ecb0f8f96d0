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

The ``expert`` players ask for more (``Sampler.of(view, width, meld=True)``):
the meld every other seat showed is public, and so is what it did *not*
show. A seat's hand when the meld was shown is the hand sampled for it now
plus the cards it has played since; the engine's own meld rule
(``meld.find_meld``) must find exactly the meld that seat showed in it (no
unshown marriage, pinochle or around). Deals that fail are dealt again, up
to ``TRIES`` times a deal, two seats at a time (``Sampler._fitted``; the
deal with fewest failing seats is kept if none fits). In Check Pinochle this
also reads the auction as far as it can be read for certain: only a player
with a marriage may bid, and every marriage is shown in the meld, so the
meld check already holds every marriage a seat could have bid on. The club
players keep the plain deals.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from pinochle.bots.compact_meld import meld, signature
from pinochle.bots.playout import SUIT_INDEX, compact
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Suit
from pinochle.meld import Meld
from pinochle.rules import Ruleset
from pinochle.seats import SEATS

# Deals tried for one deal that fits the meld shown (expert players).
TRIES = 80
# Every so many of those tries, the three seats are dealt afresh.
FRESH = 10
# After this many deals of one sampler found no fit, later ones try only FRESH times.
STUCK = 6

# For each group of the three other seats (a bit mask), the masks it contains.
_SUBSETS = tuple(tuple(m for m in range(1, 8) if m & ~group == 0) for group in range(8))
_GROUPS_WITH = tuple(tuple(group for group in range(1, 8) if group >> bit & 1) for bit in range(3))


# An unseen card in a deal: the card, the seats (bits) that may hold it, its suit's index
# and its bit in a compact holding.
Entry = tuple[Card, int, int, int]


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
    pool: tuple[Entry, ...]
    free: bool  # no card is ruled out for any seat: a deal is a plain shuffle
    check: MeldCheck | None = None

    @classmethod
    def of(cls, view: SeatView, width: int, meld: bool = False) -> Sampler:
        """The sampler for ``view``; with ``meld``, deals also fit the meld shown."""
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
            add = 1 << (width * card.rank.strength)
            pool += [(card, mask, SUIT_INDEX[card.suit], add)] * unseen[card]
        return cls(
            view.seat,
            width,
            (others[0], others[1], others[2]),
            tuple(compact(view.hand.cards, width)),
            tuple(held),
            (room[0], room[1], room[2]),
            tuple(pool),
            all(entry[1] == 0b111 for entry in pool),
            MeldCheck.of(view, width, others) if meld and view.meld else None,
        )

    def deal(self, rng: random.Random) -> list[list[int]]:
        """One deal: four compact hands, the seat's own and three sampled (with a meld
        check, one that fits the meld shown: see ``_fitted``)."""
        split = self._split(rng)
        hands = [self._holding(bit, cards) for bit, cards in enumerate(split)]
        if self.check is not None:
            self._fitted(split, hands, rng)
        world: list[list[int]] = [[], [], [], []]
        world[self.seat] = list(self.own)
        for bit, seat in enumerate(self.others):
            world[seat] = hands[bit]
        return world

    def _split(self, rng: random.Random) -> list[list[Entry]]:
        """The unseen cards dealt to the three other seats, fitting the voids, caps and
        cards held."""
        order = list(self.pool)
        rng.shuffle(order)
        if self.free:
            split = []
            start = 0
            for size in self.room:
                split.append(order[start : start + size])
                start += size
            return split
        split = [[], [], []]
        room = list(self.room)
        waiting = [0] * 8
        for entry in order:
            waiting[entry[1]] += 1
        for entry in order:
            waiting[entry[1]] -= 1
            bit = _seat_for(entry[1], room, waiting, rng)
            room[bit] -= 1
            split[bit].append(entry)
        return split

    def _holding(self, bit: int, cards: list[Entry]) -> list[int]:
        """Seat ``bit``'s compact hand: the cards it must hold and those dealt to it."""
        hand = list(self.held[bit])
        for entry in cards:
            hand[entry[2]] += entry[3]
        return hand

    def _fitted(self, split: list[list[Entry]], hands: list[list[int]], rng: random.Random) -> None:
        """Deal again, two seats at a time, until every seat fits the meld it showed.

        While some seat does not fit, the cards dealt to it and to one other seat
        (another that does not fit, else one of the two at random) are dealt afresh
        between the two, each card to a seat that may hold it, and every ``FRESH``
        tries all three seats are; at most ``TRIES`` times (``FRESH`` once ``STUCK``
        deals of this sampler found no fit: a position where fits are rare, as in
        double deck, costs little more than plain deals), keeping the deal with
        fewest seats that do not fit."""
        check = self.check
        assert check is not None
        fit = [check.fits(bit, hand) for bit, hand in enumerate(hands)]
        bad = [bit for bit in range(3) if not fit[bit]]
        best = ([list(cards) for cards in split], [list(hand) for hand in hands], len(bad))
        steps = 0
        tries = TRIES if check.stuck < STUCK else FRESH
        while bad and steps < tries:
            steps += 1
            if steps % FRESH == 0:
                split[:] = self._split(rng)
                hands[:] = [self._holding(bit, cards) for bit, cards in enumerate(split)]
                fit = [check.fits(bit, hand) for bit, hand in enumerate(hands)]
            else:
                first = bad[0] if len(bad) == 1 else rng.choice(bad)
                others = [bit for bit in range(3) if bit != first]
                spoiled = [bit for bit in bad if bit != first]
                second = rng.choice(spoiled or others)
                self._redeal(split, first, second, rng)
                for bit in (first, second):  # the third seat's hand is as it was
                    hands[bit] = self._holding(bit, split[bit])
                    fit[bit] = check.fits(bit, hands[bit])
            bad = [bit for bit in range(3) if not fit[bit]]
            if len(bad) < best[2]:
                best = ([list(cards) for cards in split], [list(hand) for hand in hands], len(bad))
        if bad:
            check.stuck += 1
            split[:] = best[0]
            hands[:] = best[1]

    @staticmethod
    def _redeal(split: list[list[Entry]], first: int, second: int, rng: random.Random) -> None:
        """The cards of seats ``first`` and ``second`` dealt afresh between them."""
        cards = split[first] + split[second]
        only_first = [entry for entry in cards if not entry[1] >> second & 1]
        only_second = [entry for entry in cards if not entry[1] >> first & 1]
        either = [entry for entry in cards if entry[1] >> first & 1 and entry[1] >> second & 1]
        rng.shuffle(either)
        room = len(split[first]) - len(only_first)
        split[first] = only_first + either[:room]
        split[second] = only_second + either[room:]


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


@dataclass
class MeldCheck:
    """Whether each other seat's sampled hand, with the cards it played since the meld,
    shows exactly the meld it showed (see the module docstring)."""

    rules: Ruleset
    trump: Suit
    width: int
    others: tuple[int, ...]
    played: tuple[tuple[int, ...], ...]
    shown: tuple[tuple[Meld, ...], ...]
    stuck: int = 0  # deals that found no fit
    _known: dict[tuple[int, tuple[int, ...]], bool] = field(default_factory=dict)

    @classmethod
    def of(cls, view: SeatView, width: int, others: Sequence[int]) -> MeldCheck:
        assert view.trump is not None  # meld is shown once trump is named
        played_by: list[Counter[Card]] = [Counter() for _ in SEATS]
        tricks = (*view.tricks, *((view.trick,) if view.trick is not None else ()))
        for trick in tricks:
            for position, card in enumerate(trick.cards):
                played_by[trick.seat_of(position)][card] += 1
        return cls(
            view.rules,
            view.trump,
            width,
            tuple(others),
            tuple(tuple(compact(played_by[seat].elements(), width)) for seat in others),
            tuple(view.meld[seat].melds for seat in others),
        )

    def fits(self, bit: int, hand: list[int]) -> bool:
        """Whether seat ``bit``'s sampled hand, with the cards it played since, shows
        exactly the meld it showed."""
        played = self.played[bit]
        holdings = (
            hand[0] + played[0],
            hand[1] + played[1],
            hand[2] + played[2],
            hand[3] + played[3],
        )
        key = (bit, signature(holdings, self.width, self.trump))
        fits = self._known.get(key)
        if fits is None:
            melded = meld(holdings, self.width, self.trump, self.rules)
            fits = self._known[key] = melded.melds == self.shown[bit]
        return fits
