"""What a card does in its trick, named by the motive a player at the table would give.

``card_motive(view, card)`` reads the card the seat is about to play against
what the seat knows (``SeatView``): a lead draws trumps, cashes a winner,
finds the partner's void or goes low; a card that takes the trick trumps in,
overtrumps, wins cheaply or for sure, or collects a counter; a card that does
not take it feeds the partner, saves counters or ducks low (the motives are
listed in ``pinochle.bots.motives``). It returns None when no simple rule
describes the card; both players share it, so a motive means the same thing
whoever gives it.
"""

from __future__ import annotations

from pinochle.bots.motives import Motive, ParamValue
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Suit
from pinochle.play import beats
from pinochle.seats import team_of

Named = tuple[Motive, dict[str, ParamValue]]


def cheap_key(card: Card, trump: Suit) -> tuple[bool, bool, int]:
    """Cheapest first: cards that are no counter, then plain suits before trumps, then rank."""
    return (card.rank.is_counter, card.suit is trump, card.rank.strength)


def card_motive(view: SeatView, card: Card) -> Named | None:
    """The motive that names ``card``, played now by the view's seat (None: no simple rule)."""
    winning = view.winning()
    if winning is None:
        return lead_motive(view, card)
    win, _ = winning
    assert view.trump is not None  # cards are played after trump is named
    if beats(card, win, view.trump):
        motive = taking_motive(view, card)
    else:
        motive = ducking_motive(view, card)
    return None if motive is None else (motive, {"card": card})


def lead_motive(view: SeatView, card: Card) -> Named | None:
    """A lead: trumps while trumps are out, a card nothing unseen beats, a suit the partner
    has shown void in (while he may hold trumps), or a low card."""
    trump = view.trump
    assert trump is not None  # cards are played after trump is named
    knowledge = view.knowledge
    if card.suit is trump and any(other.suit is trump for other in knowledge.unseen):
        return Motive.DRAW_TRUMPS, {"card": card}
    if knowledge.is_boss(card):
        return Motive.CASH_WINNER, {"card": card}
    partner = view.partner
    if knowledge.shown_void(partner, card.suit) and not knowledge.shown_void(partner, trump):
        return Motive.LEAD_PARTNER_VOID, {"suit": card.suit, "card": card}
    if not card.rank.is_counter:
        return Motive.LEAD_LOW_SAFE, {"card": card}
    return None


def taking_motive(view: SeatView, card: Card) -> Motive | None:
    """A card that takes the trick from the card winning it so far."""
    trump, winning = view.trump, view.winning()
    assert trump is not None and winning is not None
    win, _ = winning
    led = view.played[0].suit
    if card.suit is trump and led is not trump:
        return Motive.OVERTRUMP if win.suit is trump else Motive.TRUMP_IN
    lower = [
        other
        for other in view.legal()
        if other.suit is card.suit
        and other.rank.strength < card.rank.strength
        and beats(other, win, trump)
    ]
    if not lower:
        return Motive.WIN_CHEAPLY
    if (
        view.position == 3
        and card.rank.is_counter
        and any(not other.rank.is_counter for other in lower)
    ):
        return Motive.WIN_WITH_COUNTER
    if view.knowledge.is_boss(card) and not view.knowledge.is_boss(min(lower, key=_strength)):
        return Motive.WIN_FOR_SURE
    return None


def ducking_motive(view: SeatView, card: Card) -> Motive | None:
    """A card that leaves the trick to the card winning it so far."""
    trump, winning = view.trump, view.winning()
    assert trump is not None and winning is not None
    _, winner = winning
    legal = view.legal()
    if team_of(winner) == view.team:
        if card.rank.is_counter:
            return Motive.FEED_PARTNER
    elif not card.rank.is_counter and any(other.rank.is_counter for other in legal):
        return Motive.SAVE_COUNTERS
    if cheap_key(card, trump) == min(cheap_key(other, trump) for other in legal):
        return Motive.DUCK_LOW
    return None


def _strength(card: Card) -> int:
    return card.rank.strength
