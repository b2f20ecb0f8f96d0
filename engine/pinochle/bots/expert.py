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
  each solved exactly (``solver``: every player seeing every card), each
  card's trick points in a deal are valued as the whole hand's result for the
  team (``Worth``: the contract made or set, the points margin and in Check
  the checks, by the engine's scoring), and the card worth most on average is
  played; a tie goes to the card with more trick points on average, then to
  the one best in more of the deals, then to the one whose worst deal is
  best. (In one deal the most trick points are also the most worth, as worth
  never falls with points; over many deals they differ: a card that makes
  the bid more often beats one that takes more points when it is made.)
- **Deals** fit every public fact (``Sampler.of(..., meld=True)``): besides
  the voids, caps and cards held, each seat's hand at the meld shows exactly
  the meld it showed.

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
from pinochle.bots.search import Choice, Search, team_value
from pinochle.bots.solver import Hands, Solver
from pinochle.bots.view import SeatView
from pinochle.cards import Card, Hand
from pinochle.game import HandState, Phase
from pinochle.scoring import score_played
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
    search = Search(view, rng, meld=True)
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
    search = Search(view, rng, meld=True)
    trump = view.trump
    assert trump is not None  # cards are played after trump is named
    trick = view.trick
    leader = view.seat if trick is None else trick.leader
    played = () if trick is None else trick.cards
    worth = Worth(view)
    scores: dict[Card, list[int]] = {card: [] for card in tried}
    values: dict[Card, float] = dict.fromkeys(tried, 0.0)
    best_in = dict.fromkeys(tried, 0)
    for world in search.deals(SOLVED):
        solver = Solver(view.rules, trump)
        hands = _hands(world, search.width)
        found = solver.values(hands, leader, played)
        rest = solver.total(hands, played)
        for card in tried:
            scores[card].append(found[card])
            values[card] += worth(found[card], rest)
        best = max(worth(found[card], rest) for card in tried)
        for card in tried:
            best_in[card] += worth(found[card], rest) == best
    alive = _top(tried, lambda card: values[card])
    alive = _top(alive, lambda card: sum(scores[card]))
    alive = _top(alive, lambda card: best_in[card])
    card = _top(alive, lambda card: min(scores[card]))[0]
    expected = worth.taken[view.team] + sum(scores[card]) / SOLVED
    return card, round(expected), SOLVED


class Worth:
    """What the rest of the hand is worth to the view's team, from the trick points it
    takes in it: the engine's score of the whole hand (``search.team_value``: the points
    margin with the contract made or set, and in Check the checks).

    A team that took no trick so far is taken to win one in the rest exactly when it
    takes trick points in it (a trick without counters, not the last, is missed)."""

    def __init__(self, view: SeatView) -> None:
        trump, rules = view.trump, view.rules
        assert trump is not None and view.bidder is not None and view.bid is not None
        self.view = view
        taken, won = [0, 0], [0, 0]
        for trick in view.tricks:
            team = team_of(trick.winner(trump))
            taken[team] += trick.counters() * rules.scale
            won[team] += 1
        self.taken, self.won = taken, won
        self._known: dict[tuple[int, int], float] = {}

    def __call__(self, points: int, rest: int) -> float:
        """The worth of taking ``points`` of the ``rest`` trick points still to play for."""
        found = self._known.get((points, rest))
        if found is None:
            view = self.view
            assert view.bidder is not None and view.bid is not None
            mine, theirs = view.team, 1 - view.team
            tricks, won = [0, 0], [0, 0]
            tricks[mine] = self.taken[mine] + points
            tricks[theirs] = self.taken[theirs] + rest - points
            won[mine] = self.won[mine] + (points > 0)
            won[theirs] = self.won[theirs] + (rest - points > 0)
            result = score_played(
                view.rules,
                team_of(view.bidder),
                view.bid,
                (view.team_meld(0), view.team_meld(1)),
                (0, 0),
                (tricks[0], tricks[1]),
                (won[0], won[1]),
            )
            found = self._known[(points, rest)] = team_value(result, mine)
        return found


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
