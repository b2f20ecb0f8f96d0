"""The ``club`` computer players: they play like experienced club players, and say why.

A ``ClubPlayer`` reads only its seat's view (``pinochle.bots.view``) and is
deterministic: every decision draws from its own generator, seeded from the
player's seed, its seat and the number of actions so far, so the same hand
and seed give the same choice on any machine, and asking again for the same
position gives the same answer (the Play page's hints rely on it).

- **Calls and trump** (``bidding``): the hand is valued by simulation for
  each suit it could name; the player bids within the total the partnership
  reaches often enough, supports his partner's bid with strong meld, and
  names the suit worth most.
- **Passing** (``passing``): the partner sends trumps, aces and meld parts,
  the bidder returns losers, both weighing the meld they keep.
- **Conceding**: the bidder concedes when, over ``CONCEDE_DEALS`` sampled
  deals played out, playing is worth less on average than conceding (which
  loses the bid but keeps the defenders' trick points off the score).
- **Cards**: one legal card is played at once. Otherwise the cards that
  can differ in effect are each played in sampled deals of the unseen cards
  and the hand played out (``search``); the best on average is chosen. Its
  motive is the simple rule the card follows (``tactics``), or
  ``best_in_simulation`` when none does.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pinochle.bots.bidding import call, name_trump
from pinochle.bots.motives import Decision, Motive, ParamValue
from pinochle.bots.passing import give, give_back
from pinochle.bots.search import Choice, Search, candidates
from pinochle.bots.tactics import card_motive
from pinochle.bots.view import SeatView
from pinochle.cards import Card
from pinochle.game import Concede, HandState, Phase, PlayCard

CONCEDE_DEALS = 32


class ClubPlayer:
    """A ``club`` player; ``decide(state)`` is its decision for the seat to act."""

    def __init__(self, seed: int | str) -> None:
        self.seed = str(seed)

    def decide(self, state: HandState) -> Decision:
        view = SeatView.of(state)
        rng = random.Random(f"{self.seed}/{view.actions}")
        phase = view.phase
        if phase is Phase.BIDDING:
            return call(view, self.seed)
        if phase is Phase.TRUMP:
            return name_trump(view, self.seed)
        if phase is Phase.PASSING:
            return give(view) if view.received is None else give_back(view)
        if not view.may_concede:
            return play_card(view, rng)
        need = view.need()
        if need > 0 and _concedes(view, rng):
            return Decision(Concede(view.seat), Motive.CONCEDE_LOSES_LESS, {"need": need})
        lead = play_card(view, rng)
        assert isinstance(lead.action, PlayCard)
        if need <= 0:
            return Decision(lead.action, Motive.MELD_COVERS_BID, {"card": lead.action.card})
        return Decision(lead.action, Motive.PLAY_IT_OUT, {"need": need, "card": lead.action.card})


def play_card(view: SeatView, rng: random.Random) -> Decision:
    """The card to play (see the module docstring)."""
    return choose_card(view, lambda tried: Search(view, rng).best(tried))


def choose_card(view: SeatView, best: Callable[[list[Card]], Choice]) -> Decision:
    """The only legal card; else the one candidate a tactic names; else ``best`` of the
    candidates, given with the tactic that names it, or with its simulated figures."""
    legal = view.legal()
    if len(legal) == 1:
        return Decision(PlayCard(view.seat, legal[0]), Motive.ONLY_CARD, {"card": legal[0]})
    tried = candidates(view)
    named = card_motive(view, tried[0]) if len(tried) == 1 else None
    if named is not None:
        return Decision(PlayCard(view.seat, tried[0]), *named)
    choice = best(tried)
    named = card_motive(view, choice.card)
    action = PlayCard(view.seat, choice.card)
    if named is not None:
        return Decision(action, *named)
    params: dict[str, ParamValue] = {
        "card": choice.card,
        "expected": choice.expected,
        "samples": choice.samples,
    }
    return Decision(action, Motive.BEST_IN_SIMULATION, params)


def _concedes(view: SeatView, rng: random.Random) -> bool:
    """Whether conceding is worth more than playing on, over ``CONCEDE_DEALS`` play-outs."""
    search = Search(view, rng)
    return search.outcomes.conceded() > search.mean_value(CONCEDE_DEALS)
