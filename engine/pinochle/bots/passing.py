"""The club players' passing of cards (standard game), weighed with the engine's meld.

Meld is shown after the passing, so both partners weigh what they keep by the
meld it still makes (``find_meld``) as well as by its use in the tricks:

- **The partner** gives the bidder what helps him most: trumps (the run,
  trick-taking length), then aces, then the parts of meld (kings, queens,
  jacks, the pinochle's cards), while keeping his own meld together where a
  gift would break more than it brings. Of his ``GIFT_POOL`` most useful
  cards he gives the ``passing_cards`` that are worth most, gifts and the
  meld left to him together.
- **The bidder** returns losers: of his ``RETURN_POOL`` least useful cards
  (plain cards that are no ace, lowest first; trumps only if he must) he
  returns the set that leaves him the most meld and tricks, a plain suit
  emptied counting ``VOID_VALUE`` (a void lets his trumps in).
"""

from __future__ import annotations

import itertools

from pinochle.bots.motives import Decision, Motive
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Rank, Suit
from pinochle.game import PassCards
from pinochle.meld import find_meld

GIFT_POOL = 8
RETURN_POOL = 8
# What a card given to the bidder is worth to the partnership, in points.
GIFT_TRUMP = 3.0
GIFT_ACE = 2.0
GIFT_MELD_PART = 0.5
# What a card kept by the bidder is worth in the tricks, in points; and a void.
KEEP_TRUMP = 4.0
KEEP_ACE = 2.5
KEEP_TEN = 1.0
KEEP_OTHER = 0.2
VOID_VALUE = 1.5


def give(view: SeatView) -> Decision:
    """The partner's four (``passing_cards``) cards for the bidder."""
    trump = view.trump
    assert trump is not None  # cards are passed after trump is named
    hand, rules = view.hand, view.rules
    ranked = sorted(hand.cards, key=lambda card: -_gift(card, trump))
    pool = ranked[: max(GIFT_POOL, rules.passing_cards)]

    def worth(given: tuple[Card, ...]) -> float:
        kept = find_meld(hand.without(given), trump, rules).points
        return kept + sum(_gift(card, trump) for card in given)

    given = max(itertools.combinations(pool, rules.passing_cards), key=worth)
    cards = tuple(sorted(given, key=lambda card: card.sort_key))
    if any(card.suit is trump for card in cards):
        motive = Motive.PASS_TRUMP_TO_BIDDER
    elif any(card.rank is Rank.ACE for card in cards):
        motive = Motive.PASS_ACES_TO_BIDDER
    else:
        motive = Motive.PASS_MELD_PARTS
    return Decision(PassCards(view.seat, cards), motive)


def give_back(view: SeatView) -> Decision:
    """The bidder's four (``passing_cards``) cards returned to his partner."""
    trump = view.trump
    assert trump is not None  # cards are passed after trump is named
    hand, rules = view.hand, view.rules
    ranked = sorted(hand.cards, key=lambda card: (_keep(card, trump), card.sort_key))
    pool = ranked[: max(RETURN_POOL, rules.passing_cards)]

    def worth(returned: tuple[Card, ...]) -> float:
        kept = hand.without(returned)
        voids = sum(1 for suit in Suit if suit is not trump and not kept.of_suit(suit))
        tricks = sum(_keep(card, trump) for card in kept)
        return find_meld(kept, trump, rules).points + tricks + VOID_VALUE * voids

    returned = max(itertools.combinations(pool, rules.passing_cards), key=worth)
    cards = tuple(sorted(returned, key=lambda card: card.sort_key))
    return Decision(PassCards(view.seat, cards), Motive.RETURN_LOSERS)


def _gift(card: Card, trump: Suit) -> float:
    if card.suit is trump:
        return GIFT_TRUMP + card.rank.strength / 10
    if card.rank is Rank.ACE:
        return GIFT_ACE
    if card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK):
        return GIFT_MELD_PART + card.rank.strength / 100
    return card.rank.strength / 100


def _keep(card: Card, trump: Suit) -> float:
    if card.suit is trump:
        return KEEP_TRUMP + card.rank.strength / 10
    if card.rank is Rank.ACE:
        return KEEP_ACE
    if card.rank is Rank.TEN:
        return KEEP_TEN
    return KEEP_OTHER * card.rank.strength / 5
