"""Choosing a card by simulation: sampled deals, lean play-outs, and the hand's real score.

For a card to play, the club player deals the cards it cannot see many times
over (``sampling``), plays each candidate card in each deal and the rest of
the hand out (``playout``), and scores every ending with the engine's own
scoring (``scoring.score_played``, looked up once per distinct ending). The
value of an ending for the player's team is its points margin plus
``CHECK_WEIGHT`` times its checks (Check Pinochle), the same trade-off a club
player makes between the score and the checks.

The number of deals is fixed, never a time budget: the candidates are played
in every deal of a round of ``ROUND`` deals, and after each round the better
half stays in, for at most ``ROUNDS`` rounds (successive halving); the same
deals serve every candidate, so the comparison is fair. Cards that cannot
differ in effect are tried once (``candidates``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from pinochle.bots.playout import SUIT_INDEX, Compact, Playout, width_of
from pinochle.bots.sampling import Sampler
from pinochle.bots.tactics import cheap_key
from pinochle.bots.view import SeatView
from pinochle.cards import Card
from pinochle.play import beats
from pinochle.rules import Ruleset
from pinochle.scoring import HandResult, score_conceded, score_played
from pinochle.seats import team_of

# One check is worth this many points to a club player weighing a choice.
CHECK_WEIGHT = 2.0
ROUND = 12
ROUNDS = 4


@dataclass
class Outcomes:
    """The value of each way the hand can end, for one team, from the engine's scoring."""

    view: SeatView
    team: int
    _values: dict[tuple[int, bool, bool, int], float] = field(default_factory=dict)

    def value(self, counters: int, won: tuple[int, int], last: int) -> float:
        """The value of an ending: team 0 took ``counters`` counters, the teams won ``won``
        tricks, team ``last`` took the last trick."""
        key = (counters, won[0] == 0, won[1] == 0, last)
        found = self._values.get(key)
        if found is None:
            found = self._values[key] = self._score(*key)
        return found

    def _score(self, counters: int, none_0: bool, none_1: bool, last: int) -> float:
        view, rules = self.view, self.view.rules
        bidder, bid = view.bidder, view.bid
        assert bidder is not None and bid is not None  # cards are played after the auction
        total = all_counters(rules)
        points = [counters * rules.scale, (total - counters) * rules.scale]
        points[last] += rules.last_trick_bonus
        result = score_played(
            rules,
            team_of(bidder),
            bid,
            (view.team_meld(0), view.team_meld(1)),
            (0, 0),
            (points[0], points[1]),
            (0 if none_0 else 1, 0 if none_1 else 1),
        )
        return team_value(result, self.team)

    def conceded(self) -> float:
        """The value of the bidders' conceding now."""
        view = self.view
        assert view.bidder is not None and view.bid is not None
        meld = (view.team_meld(0), view.team_meld(1))
        result = score_conceded(view.rules, team_of(view.bidder), view.bid, meld, (0, 0))
        return team_value(result, self.team)


def team_value(result: HandResult, team: int) -> float:
    """What a hand's result is worth to ``team``: its points margin, plus ``CHECK_WEIGHT``
    for each check it wins (meld checks left out: no choice in the play changes them)."""
    return result.score[team] - result.score[1 - team] + CHECK_WEIGHT * result.checks[team]


@dataclass(frozen=True)
class Choice:
    """The card chosen by simulation, the average trick points the team took with it, and
    the number of deals it was played in."""

    card: Card
    expected: int
    samples: int


class Search:
    """Play-outs from the view's position (see the module docstring)."""

    def __init__(self, view: SeatView, rng: random.Random, meld: bool = False) -> None:
        """``meld``: deal only worlds that fit the meld shown (``Sampler.of``)."""
        assert view.trump is not None and view.bidder is not None
        self.view = view
        self.rng = rng
        self.width = width_of(view.rules.deck)
        self.sampler = Sampler.of(view, self.width, meld)
        self.outcomes = Outcomes(view, view.team)
        self.trump = SUIT_INDEX[view.trump]
        self.bidders = team_of(view.bidder)
        self.left = view.rules.deck.hand_size - len(view.tricks)
        counters, won = [0, 0], [0, 0]
        for trick in view.tricks:
            team = team_of(trick.winner(view.trump))
            counters[team] += trick.counters()
            won[team] += 1
        self.counters, self.won = counters, won

    def deals(self, count: int) -> list[list[list[int]]]:
        return [self.sampler.deal(self.rng) for _ in range(count)]

    def play(self, world: list[list[int]], card: Card | None) -> tuple[float, int]:
        """Play ``card`` (None: the seat's play-out choice) in ``world`` and the hand out:
        the value for the team, and the team's trick points."""
        view = self.view
        hands = [list(hand) for hand in world]
        trick = view.trick
        leader = view.seat if trick is None else trick.leader
        cards: list[Compact] = [] if trick is None else [_compact(c) for c in trick.cards]
        if card is not None:
            suit, strength = SUIT_INDEX[card.suit], card.rank.strength
            hands[view.seat][suit] -= 1 << (self.width * strength)
            cards.append((suit, strength))
        playout = Playout(hands, self.trump, self.bidders, self.width)
        counters_0, _, won_0, won_1, last = playout.run(leader, cards, self.left)
        counters = self.counters[0] + counters_0
        won = (self.won[0] + won_0, self.won[1] + won_1)
        value = self.outcomes.value(counters, won, last)
        rules = view.rules
        mine = counters if view.team == 0 else all_counters(rules) - counters
        points = mine * rules.scale + (rules.last_trick_bonus if last == view.team else 0)
        return value, points

    def deal_points(self, cards: Sequence[Card], count: int) -> dict[Card, list[int]]:
        """Each card's trick points for the team in each of the same ``count`` deals."""
        worlds = self.deals(count)
        return {card: [self.play(world, card)[1] for world in worlds] for card in cards}

    def mean_value(self, count: int) -> float:
        """The average value over ``count`` deals of playing on by the play-out's choices."""
        return sum(self.play(world, None)[0] for world in self.deals(count)) / count

    def best(self, candidates: list[Card]) -> Choice:
        """The candidate with the best average value (successive halving; ties go to the
        earlier candidate)."""
        alive = list(candidates)
        value = dict.fromkeys(alive, 0.0)
        points = dict.fromkeys(alive, 0)
        played = 0
        for _ in range(ROUNDS):
            worlds = self.deals(ROUND)
            played += ROUND
            for card in alive:
                for world in worlds:
                    gained, taken = self.play(world, card)
                    value[card] += gained
                    points[card] += taken
            alive.sort(key=lambda card: -value[card])
            if len(alive) == 1:
                break
            alive = alive[: max(1, (len(alive) + 1) // 2)]
        card = alive[0]
        return Choice(card, round(points[card] / played), played)


def all_counters(rules: Ruleset) -> int:
    """How many counters the deck holds (its trick points less the last trick's)."""
    return (rules.trick_points - rules.last_trick_bonus) // rules.scale


def _compact(card: Card) -> Compact:
    return SUIT_INDEX[card.suit], card.rank.strength


def candidates(view: SeatView) -> list[Card]:
    """The legal cards worth trying, cheapest first.

    Two cards of a suit with no unseen card between or equal to them, both
    counters or both not, do the same (the lower is kept). A card that does
    not take the trick does no better than the lowest card of its suit of the
    same kind (counter or not); last to play, the same holds for cards that
    take it.
    """
    trump = view.trump
    assert trump is not None
    legal = sorted(view.legal(), key=lambda card: cheap_key(card, trump))
    unseen = view.knowledge.unseen
    winning = view.winning()
    kept: list[Card] = []
    classes: set[tuple[object, ...]] = set()
    for card in legal:
        takes = winning is not None and beats(card, winning[0], trump)
        if winning is not None and (not takes or view.position == 3):
            kind: tuple[object, ...] = (card.suit, card.rank.is_counter, takes)
            if kind in classes:
                continue
            classes.add(kind)
        if any(_same(card, other, unseen) for other in kept):
            continue
        kept.append(card)
    return kept


def _same(card: Card, other: Card, unseen: dict[Card, int]) -> bool:
    """Whether ``card`` does what the lower ``other`` does: same suit and kind, and no unseen
    card ranks between them or with either."""
    if card.suit is not other.suit or card.rank.is_counter != other.rank.is_counter:
        return False
    low, high = sorted((card.rank.strength, other.rank.strength))
    return not any(seen.suit is card.suit and low <= seen.rank.strength <= high for seen in unseen)
