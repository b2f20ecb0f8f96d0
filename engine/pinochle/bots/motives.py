"""Why a computer player chose what it did: a ``Decision`` is an action with its motive.

Every call, trump, pass of cards, concession and card a computer player
chooses comes as ``Decision(action, motive, params)``. ``motive`` is a
``Motive``, whose value is the code the catalogs word as ``motive.<code>``,
filled with ``params``: a card (``Card``), a suit (``Suit``) or a whole
number. The codes and their params (agreed with the Play page; add codes, never
rename one):

Calls
  ``bid_meld_plus_tricks`` {meld, tricks}: the meld the partnership can count
  on (own meld and what the partner's hand and calls suggest) plus the trick
  points it can expect reach this bid.
  ``bid_forced``: the rules make this bid (the first bidder must open).
  ``support_partner`` {meld}: the partner holds the highest bid; this bid over
  it tells him of ``meld`` points in this hand.
  ``pass_no_marriage``: no marriage: the rules forbid a bid (Check Pinochle),
  or there would be no suit to name as trump (double deck).
  ``pass_too_weak`` {value}: the hand is worth about ``value``, less than the
  lowest bid allowed.
  ``bid_within_reach`` {value}: the partnership reaches a total of ``value``
  often enough (the same figure ``pass_too_weak`` states), and the bid is
  within it.
  ``pass_partner_holds``: the partner holds the highest bid; let it stand.
  ``bid_makes`` {chance}: the partnership makes this bid about ``chance`` % of
  the time (calibrated, ``bots.calibration``), often enough to bid it.
  ``bid_band`` {chance, checks}: Check Pinochle: the bid makes about ``chance``
  % of the time and pays ``checks`` contract checks made; of the bids open, its
  gain weighed against the set is the best.
  ``pass_set_too_often`` {bid, chance}: the lowest bid allowed, ``bid``, would
  make only about ``chance`` % of the time.
  ``pass_bid_loses`` {bid, chance}: Check Pinochle, before anyone has bid: the
  lowest bid allowed, ``bid``, would make about ``chance`` % of the time, but
  no bid is worth more than the throw-in's nothing: what the deals that make
  it gain does not pay for the sets (each costs the bid and twice the
  contract checks).
  ``pass_defending_pays`` {bid, chance, theirs}: the lowest bid allowed,
  ``bid``, would make about ``chance`` % of the time, but with the deals read
  for the strength the opponents' bids show, letting them play ``theirs`` is
  worth more to the team on average.

Trump
  ``trump_most_value`` {suit, meld}: the suit that gives the most meld and
  tricks; ``meld`` is the bidder's own meld with it.
  ``trump_only_choice`` {suit}: the only suit the bidder may name.

Passing cards (standard game)
  ``pass_trump_to_bidder``: the partner passes trumps (and what else helps).
  ``pass_aces_to_bidder``: the partner has no trump to spare and passes aces.
  ``pass_meld_parts``: cards that build the bidder's meld (kings, queens,
  jacks, the pinochle's cards).
  ``return_losers``: the bidder returns plain cards outside his meld that
  would not win tricks.

Conceding (the bidder, after the meld)
  ``concede_loses_less`` {need}: the contract needs ``need`` more points in
  tricks and cannot be made often enough: giving up loses less.
  ``play_it_out`` {need, card}: the contract is worth playing; ``card`` is the
  opening lead.
  ``meld_covers_bid`` {card}: the team's meld shown already reaches the bid;
  a trick makes it count; ``card`` is the opening lead.

Each card motive, ``play_it_out`` and ``meld_covers_bid`` is given only where
its condition holds in the position; the conditions are in
``pinochle.bots.truth``.

Cards
  ``only_card`` {card}: the only card the rules allow.
  ``cash_winner`` {card}: a lead that no card still out can beat in its suit,
  and that no opponent can trump.
  ``highest_left`` {card}: a lead no card still out beats in its suit, which
  an opponent may still trump.
  ``draw_trumps`` {card}: a trump led while trumps are still out.
  ``lead_partner_void`` {suit}: a lead in a suit the partner has shown he
  holds none of, so he can trump it.
  ``lead_low_safe`` {card}: a low lead that gives the opponents least.
  ``feed_partner`` {card}: a counter on a trick the partner is winning.
  ``win_cheaply`` {card}: takes the trick with the lowest card of the suit
  that does.
  ``win_for_sure`` {card}: takes the trick with the highest card still out in
  its suit, where a lower card that also wins could have been beaten.
  ``win_with_counter`` {card}: last to play, takes the trick with a counter
  where a card that is no counter would also win: one point more.
  ``trump_in`` {card}: no card of the suit led: the first trump on the trick.
  ``overtrump`` {card}: a trump above the trump already on the trick.
  ``partner_winning`` {card}: a card that is no counter on a trick the
  partner is winning.
  ``duck_low`` {card}: the trick cannot be won: the lowest card.
  ``save_counters`` {card}: the opponents are taking the trick: a card that
  is no counter, keeping the counters held.
  ``best_in_simulation`` {card, expected, samples}: chosen by play-outs where
  no simpler rule decides: over ``samples`` deals of the unseen cards, this
  card did best; the player's team then took ``expected`` points in tricks on
  average.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from pinochle.cards import Card, Suit
from pinochle.game import Bid, HandAction, NameTrump, PassCards, PlayCard

ParamValue = Card | Suit | int


class Motive(enum.StrEnum):
    """The reason a computer player gives for a choice (see the module docstring)."""

    BID_MELD_PLUS_TRICKS = "bid_meld_plus_tricks"
    BID_FORCED = "bid_forced"
    SUPPORT_PARTNER = "support_partner"
    PASS_NO_MARRIAGE = "pass_no_marriage"
    PASS_TOO_WEAK = "pass_too_weak"
    PASS_PARTNER_HOLDS = "pass_partner_holds"
    BID_WITHIN_REACH = "bid_within_reach"
    BID_MAKES = "bid_makes"
    BID_BAND = "bid_band"
    PASS_SET_TOO_OFTEN = "pass_set_too_often"
    PASS_BID_LOSES = "pass_bid_loses"
    PASS_DEFENDING_PAYS = "pass_defending_pays"
    TRUMP_MOST_VALUE = "trump_most_value"
    TRUMP_ONLY_CHOICE = "trump_only_choice"
    PASS_TRUMP_TO_BIDDER = "pass_trump_to_bidder"
    PASS_ACES_TO_BIDDER = "pass_aces_to_bidder"
    PASS_MELD_PARTS = "pass_meld_parts"
    RETURN_LOSERS = "return_losers"
    CONCEDE_LOSES_LESS = "concede_loses_less"
    PLAY_IT_OUT = "play_it_out"
    MELD_COVERS_BID = "meld_covers_bid"
    ONLY_CARD = "only_card"
    CASH_WINNER = "cash_winner"
    HIGHEST_LEFT = "highest_left"
    DRAW_TRUMPS = "draw_trumps"
    LEAD_PARTNER_VOID = "lead_partner_void"
    LEAD_LOW_SAFE = "lead_low_safe"
    FEED_PARTNER = "feed_partner"
    WIN_CHEAPLY = "win_cheaply"
    WIN_FOR_SURE = "win_for_sure"
    WIN_WITH_COUNTER = "win_with_counter"
    TRUMP_IN = "trump_in"
    OVERTRUMP = "overtrump"
    PARTNER_WINNING = "partner_winning"
    DUCK_LOW = "duck_low"
    SAVE_COUNTERS = "save_counters"
    BEST_IN_SIMULATION = "best_in_simulation"


@dataclass(frozen=True)
class Decision:
    """A computer player's action, the motive behind it, and the motive's parameters."""

    action: HandAction
    motive: Motive
    params: Mapping[str, ParamValue] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        """``{"action": {"kind", "seat", …}, "motive": code, "params": {…}}``; cards and
        suits in canonical notation (``QS``, ``S``)."""
        return {
            "action": action_json(self.action),
            "motive": self.motive.value,
            "params": {name: _json_value(value) for name, value in self.params.items()},
        }


def action_json(action: HandAction) -> dict[str, object]:
    """An action as JSON: its ``kind`` and ``seat``, and its ``bid``, ``suit``, ``cards`` or
    ``card``."""
    data: dict[str, object] = {"kind": action.kind, "seat": action.seat}
    if isinstance(action, Bid):
        data["bid"] = action.amount
    elif isinstance(action, NameTrump):
        data["suit"] = action.suit.value
    elif isinstance(action, PassCards):
        data["cards"] = [str(card) for card in action.cards]
    elif isinstance(action, PlayCard):
        data["card"] = str(action.card)
    return data


def _json_value(value: ParamValue) -> str | int:
    return value if isinstance(value, int) else str(value)
