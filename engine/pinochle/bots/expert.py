"""The ``expert`` computer players: the club players' judgement, searched further and
solved exactly at the end of the hand.

An ``ExpertPlayer`` reads only its seat's view (``pinochle.bots.view``) and
is deterministic: every card decision draws from a generator seeded from the
player's seed (which names its seat) and the number of actions so far
(``"<seed>/<seat>/expert/<ply>"``), never from a time budget, so the same
position gives the same answer on any machine.

- **Calls, trump, passing and conceding** are the club player's
  (``pinochle.bots.club``) for now; a bidder who plays on rather than
  concede leads the expert's card.
- **Cards, early in the hand**: every candidate card (``search.candidates``)
  is played in the same ``DEALS`` sampled deals of the unseen cards and the
  hand played out (``search``); the best average value wins. Candidates that
  tie are played in ``MORE`` further deals each round, up to ``MOST`` deals;
  a tie that remains goes to the card whose worst deal is best. None is
  dropped before the end, so no choice rests on a dozen deals.
- **Cards, the last ``EXACT_TRICKS`` tricks**: ``SOLVED`` sampled deals are
  each solved exactly (``solver``: every player seeing every card), and the
  card with the most trick points on average is played; a tie goes to the
  card that is best in more of the deals, then to the one whose worst deal
  is best.

The motive is the simple rule the card follows (``tactics``), or
``best_in_simulation`` with the team's expected trick points and the deals
that decided.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from pinochle.bots.club import ClubPlayer, choose_card
from pinochle.bots.motives import Decision, Motive
from pinochle.bots.playout import RANK_OF, SUITS
from pinochle.bots.search import Choice, Search
from pinochle.bots.solver import Hands, Solver
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand
from pinochle.game import HandState, Phase
from pinochle.seats import team_of

DEALS = 48
MORE = 24
MOST = 144
EXACT_TRICKS = 3
SOLVED = 16


class ExpertPlayer:
    """An ``expert`` player; ``decide(state)`` is its decision for the seat to act."""

    def __init__(self, seed: int | str) -> None:
        self.seed = str(seed)
        self.club = ClubPlayer(seed)

    def decide(self, state: HandState) -> Decision:
        view = SeatView.of(state)
        if view.phase is not Phase.PLAYING:
            return self.club.decide(state)
        card = play_card(view, random.Random(f"{self.seed}/expert/{view.actions}"))
        if not view.may_concede:
            return card
        club = self.club.decide(state)
        if club.motive is Motive.CONCEDE_LOSES_LESS:
            return club
        # Club's reason for playing on (the points still needed, or the meld covering
        # the bid) stays true whichever card is led; only the card is the expert's.
        return Decision(card.action, club.motive, {**club.params, "card": card.params["card"]})


def play_card(view: SeatView, rng: random.Random) -> Decision:
    """The card to play (see the module docstring): club's choice of candidates and
    reasons, each candidate solved exactly in the last ``EXACT_TRICKS`` tricks."""

    def best(tried: list[Card]) -> Choice:
        left = view.rules.deck.hand_size - len(view.tricks)
        judge = _solved if left <= EXACT_TRICKS else _simulated
        return Choice(*judge(view, rng, tried))

    return choose_card(view, best)


def _simulated(view: SeatView, rng: random.Random, tried: list[Card]) -> tuple[Card, int, int]:
    """The best candidate by play-outs on common deals (see the module docstring)."""
    search = Search(view, rng)
    scores: dict[Card, list[float]] = {card: [] for card in tried}
    points = dict.fromkeys(tried, 0)
    alive = list(tried)
    count = DEALS
    while True:
        for world in search.deals(count):
            for card in alive:
                value, taken = search.play(world, card)
                scores[card].append(value)
                points[card] += taken
        alive = _top(alive, lambda card: sum(scores[card]))
        if len(alive) == 1 or len(scores[alive[0]]) + MORE > MOST:
            break
        count = MORE
    card = _top(alive, lambda card: min(scores[card]))[0]
    samples = len(scores[card])
    return card, round(points[card] / samples), samples


def _solved(view: SeatView, rng: random.Random, tried: list[Card]) -> tuple[Card, int, int]:
    """The best candidate by exact solutions of sampled deals (see the module docstring)."""
    search = Search(view, rng)
    trump = view.trump
    assert trump is not None  # cards are played after trump is named
    trick = view.trick
    leader = view.seat if trick is None else trick.leader
    played = () if trick is None else trick.cards
    scores: dict[Card, list[int]] = {card: [] for card in tried}
    best_in = dict.fromkeys(tried, 0)
    for world in search.deals(SOLVED):
        values = Solver(view.rules, trump).values(_hands(world, search.width), leader, played)
        top = max(values[card] for card in tried)
        for card in tried:
            scores[card].append(values[card])
            best_in[card] += values[card] == top
    alive = _top(tried, lambda card: sum(scores[card]))
    alive = _top(alive, lambda card: best_in[card])
    card = _top(alive, lambda card: min(scores[card]))[0]
    taken = sum(
        trick.counters() for trick in view.tricks if team_of(trick.winner(trump)) == view.team
    )
    expected = taken * view.rules.scale + sum(scores[card]) / SOLVED
    return card, round(expected), SOLVED


def _top(cards: Sequence[Card], key: Callable[[Card], float]) -> list[Card]:
    """The cards with the highest ``key``."""
    best = max(key(card) for card in cards)
    return [card for card in cards if key(card) == best]


def _hands(world: list[list[int]], width: int) -> Hands:
    """A sampled deal's compact hands as engine hands."""
    field = (1 << width) - 1
    hands = []
    for holdings in world:
        cards = [
            Card(RANK_OF[strength], SUITS[suit])
            for suit, holding in enumerate(holdings)
            for strength in RANK_OF
            for _ in range(holding >> (width * strength) & field)
        ]
        hands.append(Hand(cards))
    return (hands[0], hands[1], hands[2], hands[3])
