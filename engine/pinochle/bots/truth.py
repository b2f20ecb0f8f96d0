"""When a card motive is true: each motive's condition, read from the seat's view only.

A computer player gives a motive only where its condition holds in the position
(``holds``); each condition is one function below, stated in its docstring, and
reads only what a player at the table knows (``SeatView``: the own hand, the cards
played, the voids and caps the plays revealed, the meld shown, the auction).
``TRUTHS`` maps each card motive to its condition; motives without an entry (calls,
trump, passing) carry no claim about the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pinochle.bots.motives import Motive
from pinochle.bots.view import VOID, SeatView
from pinochle.cards import Card, Suit
from pinochle.play import beats
from pinochle.seats import team_of


def cheap_key(card: Card, trump: Suit) -> tuple[bool, bool, int]:
    """Cheapest first: cards that are no counter, then plain suits before trumps, then rank."""
    return (card.rank.is_counter, card.suit is trump, card.rank.strength)


def _trump(view: SeatView) -> Suit:
    assert view.trump is not None  # cards are played after trump is named
    return view.trump


def may_ruff(view: SeatView, seat: int, suit: Suit) -> bool:
    """``seat`` may trump a card of the plain ``suit``: he is not known to hold that suit
    (meld shown or cards passed), still holds cards, and may hold a trump still unseen (no
    void in trumps shown, and an unseen trump within what his plays left him)."""
    trump = _trump(view)
    knowledge = view.knowledge
    if suit is trump or view.seat == seat or knowledge.left[seat] == 0:
        return False
    if any(card.suit is suit for card in knowledge.held[seat]):
        return False
    cap = knowledge.caps[seat][trump]
    return cap != VOID and any(
        card.suit is trump and card.rank.strength <= cap for card in knowledge.unseen
    )


def _opponents(view: SeatView) -> tuple[int, int]:
    return (view.seat + 1) % 4, (view.seat + 3) % 4


def _after(view: SeatView) -> tuple[int, ...]:
    """The seats still to play to the current trick after this seat."""
    trick = view.trick
    if trick is None:
        return (*_opponents(view), view.partner)
    return tuple(trick.seat_of(position) for position in range(view.position + 1, 4))


def _partner_winning(view: SeatView) -> bool:
    winning = view.winning()
    return winning is not None and team_of(winning[1]) == view.team


def _opponent_winning(view: SeatView) -> bool:
    winning = view.winning()
    return winning is not None and team_of(winning[1]) != view.team


def _is_cheapest(view: SeatView, card: Card) -> bool:
    trump = _trump(view)
    return cheap_key(card, trump) == min(cheap_key(other, trump) for other in view.legal())


def _winners(view: SeatView) -> tuple[Card, ...]:
    winning = view.winning()
    assert winning is not None
    return tuple(card for card in view.legal() if beats(card, winning[0], _trump(view)))


def cash_winner(view: SeatView, card: Card) -> bool:
    """``cash_winner``: a lead that surely wins its trick: no unseen card ranks above it in
    its suit, and it is a trump or no opponent may trump it (``may_ruff``)."""
    return (
        view.trick is None
        and view.knowledge.is_boss(card)
        and not any(may_ruff(view, seat, card.suit) for seat in _opponents(view))
    )


def highest_left(view: SeatView, card: Card) -> bool:
    """``highest_left``: a plain card no unseen card ranks above in its suit, led or heading
    the trick, which an opponent still to play may trump (so not sure)."""
    if card.suit is _trump(view) or not view.knowledge.is_boss(card):
        return False
    if view.trick is not None and card not in _winners(view):
        return False
    later = set(_after(view)) & set(_opponents(view))
    return any(may_ruff(view, seat, card.suit) for seat in later)


def draw_trumps(view: SeatView, card: Card) -> bool:
    """``draw_trumps``: a trump led while trumps are still unseen."""
    trump = _trump(view)
    return (
        view.trick is None
        and card.suit is trump
        and any(other.suit is trump for other in view.knowledge.unseen)
    )


def lead_partner_void(view: SeatView, card: Card) -> bool:
    """``lead_partner_void``: a lead in a suit the partner has shown void in, while he has
    not shown a void in trumps."""
    knowledge, partner = view.knowledge, view.partner
    return (
        view.trick is None
        and knowledge.shown_void(partner, card.suit)
        and not knowledge.shown_void(partner, _trump(view))
    )


def lead_low_safe(view: SeatView, card: Card) -> bool:
    """``lead_low_safe``: a lead that is no counter, or the cheapest of the seat's plain
    cards (its trumps kept)."""
    if view.trick is not None:
        return False
    trump = _trump(view)
    plain = [other for other in view.legal() if other.suit is not trump]
    cheapest = min((cheap_key(other, trump) for other in plain), default=None)
    return not card.rank.is_counter or cheap_key(card, trump) == cheapest


def feed_partner(view: SeatView, card: Card) -> bool:
    """``feed_partner``: a counter on a trick the partner is winning, which it does not take
    from him."""
    return _partner_winning(view) and card.rank.is_counter and card not in _winners(view)


def partner_winning(view: SeatView, card: Card) -> bool:
    """``partner_winning``: a card that is no counter on a trick the partner is winning,
    which it does not take from him."""
    return _partner_winning(view) and not card.rank.is_counter and card not in _winners(view)


def duck_low(view: SeatView, card: Card) -> bool:
    """``duck_low`` ("this trick cannot be won"): an opponent is winning the trick, no legal
    card beats his card, and this is the cheapest legal card."""
    return _opponent_winning(view) and not _winners(view) and _is_cheapest(view, card)


def save_counters(view: SeatView, card: Card) -> bool:
    """``save_counters``: an opponent is winning the trick, this card is no counter and does
    not take it, and a counter could have been played."""
    return (
        _opponent_winning(view)
        and not card.rank.is_counter
        and card not in _winners(view)
        and any(other.rank.is_counter for other in view.legal())
    )


def win_cheaply(view: SeatView, card: Card) -> bool:
    """``win_cheaply``: the card heads the trick and no lower legal card of its suit does."""
    if view.trick is None or card not in _winners(view):
        return False
    return not any(
        other.suit is card.suit and other.rank.strength < card.rank.strength
        for other in _winners(view)
    )


def win_for_sure(view: SeatView, card: Card) -> bool:
    """``win_for_sure``: the card heads the trick and cannot be beaten by a later player (no
    unseen card above it in its suit, and no later opponent may trump it), while a lower
    card that heads it could be."""
    if view.trick is None or card not in _winners(view) or may_be_beaten(view, card):
        return False
    return any(
        other.suit is card.suit
        and other.rank.strength < card.rank.strength
        and may_be_beaten(view, other)
        for other in _winners(view)
    )


def win_with_counter(view: SeatView, card: Card) -> bool:
    """``win_with_counter``: last to play, a counter that takes the trick where a card that
    is no counter would also take it."""
    return (
        view.position == 3
        and card.rank.is_counter
        and card in _winners(view)
        and any(not other.rank.is_counter for other in _winners(view))
    )


def trump_in(view: SeatView, card: Card) -> bool:
    """``trump_in``: a plain suit led, no trump on the trick yet, and this trump heads it."""
    trump = _trump(view)
    played = view.played
    return (
        bool(played)
        and played[0].suit is not trump
        and card.suit is trump
        and not any(other.suit is trump for other in played)
    )


def overtrump(view: SeatView, card: Card) -> bool:
    """``overtrump``: a plain suit led, a trump winning it, and this trump beats that trump."""
    trump = _trump(view)
    winning = view.winning()
    return (
        winning is not None
        and view.played[0].suit is not trump
        and winning[0].suit is trump
        and card.suit is trump
        and card in _winners(view)
    )


def only_card(view: SeatView, card: Card) -> bool:
    """``only_card``: the rules allow no other card."""
    return view.legal() == (card,)


def may_be_beaten(view: SeatView, card: Card) -> bool:
    """A later player may still beat ``card`` on the current trick: an unseen card of its
    suit ranks above it, or (a plain suit led, no trump on the trick) a later opponent may
    trump."""
    later = _after(view)
    if not later:
        return False
    if not view.knowledge.is_boss(card):
        return True
    trump = _trump(view)
    played = view.played
    led = played[0].suit if played else card.suit
    if card.suit is trump or led is trump:
        return False
    return any(may_ruff(view, seat, led) for seat in later if team_of(seat) != view.team)


def play_it_out(view: SeatView, need: int) -> bool:
    """``play_it_out`` {need}: the bidder's team still needs ``need`` > 0 trick points."""
    return need > 0 and need == view.need()


def meld_covers_bid(view: SeatView, need: int) -> bool:
    """``meld_covers_bid``: the team's meld shown reaches the bid (``need`` ≤ 0); a trick
    makes the meld count."""
    return need <= 0 and need == view.need()


TRUTHS: Mapping[Motive, Callable[[SeatView, Card], bool]] = {
    Motive.ONLY_CARD: only_card,
    Motive.CASH_WINNER: cash_winner,
    Motive.HIGHEST_LEFT: highest_left,
    Motive.DRAW_TRUMPS: draw_trumps,
    Motive.LEAD_PARTNER_VOID: lead_partner_void,
    Motive.LEAD_LOW_SAFE: lead_low_safe,
    Motive.FEED_PARTNER: feed_partner,
    Motive.PARTNER_WINNING: partner_winning,
    Motive.WIN_CHEAPLY: win_cheaply,
    Motive.WIN_FOR_SURE: win_for_sure,
    Motive.WIN_WITH_COUNTER: win_with_counter,
    Motive.TRUMP_IN: trump_in,
    Motive.OVERTRUMP: overtrump,
    Motive.DUCK_LOW: duck_low,
    Motive.SAVE_COUNTERS: save_counters,
}


def holds(view: SeatView, motive: Motive, card: Card) -> bool:
    """Whether ``motive`` is true of ``card`` played now by the view's seat (True for a
    motive without a card condition)."""
    truth = TRUTHS.get(motive)
    return truth is None or truth(view, card)
