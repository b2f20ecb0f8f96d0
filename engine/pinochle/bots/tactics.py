"""What a card does in its trick, named by the motive a player at the table would give.

``card_motive(view, card)`` reads the card the seat is about to play against
what the seat knows (``SeatView``): a lead draws trumps, cashes a winner,
finds the partner's void or goes low; a card that takes the trick trumps in,
overtrumps, wins cheaply or for sure, or collects a counter; a card that does
not take it feeds the partner, saves counters or ducks low (the motives are
listed in ``pinochle.bots.motives``), each only where its condition in
``pinochle.bots.truth`` holds. It returns None when no simple rule
describes the card; both players share it, so a motive means the same thing
whoever gives it.
"""

from __future__ import annotations

from pinochle.bots import truth
from pinochle.bots.motives import Motive, ParamValue
from pinochle.bots.truth import cheap_key
from pinochle.bots.view import SeatView
from pinochle.cards import Card
from pinochle.play import beats

Named = tuple[Motive, dict[str, ParamValue]]


__all__ = ["card_motive", "cheap_key"]


def card_motive(view: SeatView, card: Card) -> Named | None:
    """The motive that names ``card``, played now by the view's seat (None: no simple rule)."""
    winning = view.winning()
    if winning is None:
        return lead_motive(view, card)
    win, _ = winning
    assert view.trump is not None  # cards are played after trump is named
    motive = (
        taking_motive(view, card) if beats(card, win, view.trump) else ducking_motive(view, card)
    )
    return None if motive is None else (motive, {"card": card})


def lead_motive(view: SeatView, card: Card) -> Named | None:
    """A lead: trumps while trumps are out, a card nothing unseen beats (sure only when no
    opponent can trump it), a suit the partner has shown void in (while he may hold
    trumps), or a low card."""
    if truth.draw_trumps(view, card):
        return Motive.DRAW_TRUMPS, {"card": card}
    if truth.cash_winner(view, card):
        return Motive.CASH_WINNER, {"card": card}
    if truth.highest_left(view, card):
        return Motive.HIGHEST_LEFT, {"card": card}
    if truth.lead_partner_void(view, card):
        return Motive.LEAD_PARTNER_VOID, {"suit": card.suit, "card": card}
    if truth.lead_low_safe(view, card):
        return Motive.LEAD_LOW_SAFE, {"card": card}
    return None


TAKING = (
    Motive.OVERTRUMP,
    Motive.TRUMP_IN,
    Motive.WIN_CHEAPLY,
    Motive.WIN_WITH_COUNTER,
    Motive.WIN_FOR_SURE,
)
DUCKING = (
    Motive.FEED_PARTNER,
    Motive.PARTNER_WINNING,
    Motive.SAVE_COUNTERS,
    Motive.DUCK_LOW,
)


def taking_motive(view: SeatView, card: Card) -> Motive | None:
    """A card that takes the trick from the card winning it so far: the first of
    ``TAKING`` whose condition holds."""
    return next((motive for motive in TAKING if truth.TRUTHS[motive](view, card)), None)


def ducking_motive(view: SeatView, card: Card) -> Motive | None:
    """A card that leaves the trick to the card winning it so far: the first of
    ``DUCKING`` whose condition holds."""
    return next((motive for motive in DUCKING if truth.TRUTHS[motive](view, card)), None)
