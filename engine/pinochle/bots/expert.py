"""The ``expert`` computer players: the club players' judgement, searched further and
solved exactly at the end of the hand.

An ``ExpertPlayer`` reads only its seat's view (``pinochle.bots.view``) and
is deterministic: every card decision draws from a generator seeded from the
player's seed (which names its seat) and the number of actions so far
(``"<seed>/<seat>/expert/<ply>"``), never from a time budget, so the same
position gives the same answer on any machine.

- **Calls, trump and conceding** are calibrated (``calibration``): each bid
  is weighed by the chance it makes, measured against the engine's own games,
  and in Check by the contract checks of its band, the deals read for the
  strength the opponents' bids show (over an opponent's bid, without contract
  checks, it bids only when that is worth more than letting them play); the
  trump is the suit worth
  most at the bid won; the bidder concedes when playing on is worth less on
  average over deals that fit the meld shown. **Passing** is the club
  player's (``pinochle.bots.club``).
- **Cards, early in the hand**: every candidate card (``search.candidates``)
  but a top card thrown away (``_kept``: a counter no unseen card beats, on a
  trick it does not take, when a lesser card would do)
  is played in the same ``Effort.deals`` sampled deals of the unseen cards and the
  hand played out (``search``). Candidates within noise of the best average
  (``NOISE`` standard errors of the paired difference) are equals: of them the
  one a rule of thumb names first (``PREFERRED``: draw trumps, feed the
  partner, keep counters off the opponents' tricks) is played, then the best
  average. While that card is not the best on average, the equals are played
  in ``Effort.more`` further deals each round, up to ``Effort.most`` deals, so a tie goes to
  the larger sample, never to card order.
- **Cards, the last ``Effort.exact_tricks`` tricks**: ``Effort.solved`` sampled deals are
  each solved exactly (``solver``: every player seeing every card), each
  card's trick points in a deal are valued as the whole hand's result for the
  team (``Worth``: the contract made or set, the points margin and in Check
  the checks, by the engine's scoring), and the card worth most on average is
  played; an exact tie goes to the card a rule of thumb names first, then to
  the one with more trick points on average, then to the one whose worst deal
  is best. (In one deal the most trick points are also the most worth, as
  worth never falls with points; over many deals they differ: a card that
  makes the bid more often beats one that takes more points when it is made.)
- **Deals** fit every public fact (``Sampler.of(..., meld=True)``): besides
  the voids, caps and cards held, each seat's hand at the meld shows exactly
  the meld it showed.

The motive is the simple rule the card follows (``tactics``), or
``best_in_simulation`` with the team's expected trick points and the deals
that decided.

``estimate`` weighs another card against the expert's, for the Play page's
review and the Practice page's own mistakes: both are played in the expert's
own deals for that decision (the first ``ESTIMATE_DEALS`` its generator
deals), each played out, or in the last ``EXACT_TRICKS`` tricks solved
exactly; the team's trick points are compared deal by deal and graded
(``grading``).

How many deals each decision weighs, and whether they fit the meld shown, is
the player's ``Effort`` (``pinochle.bots.effort``): ``MATCH`` for the match,
the hints and the reviews, ``TABLE`` for the Play page's opponents (in double
deck their deals are not fitted to the meld).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from pinochle.bots import calibration
from pinochle.bots.club import ClubPlayer, choose_card
from pinochle.bots.effort import MATCH, Effort
from pinochle.bots.motives import Decision, Motive
from pinochle.bots.playout import hand_of
from pinochle.bots.search import Choice, Search, team_value
from pinochle.bots.solver import Hands, Solver
from pinochle.bots.tactics import card_motive
from pinochle.bots.view import SeatView
from pinochle.cards import Card
from pinochle.game import Concede, HandState, Phase
from pinochle.grading import Grade, grade, label
from pinochle.play import beats
from pinochle.scoring import score_played
from pinochle.seats import team_of

# The estimates of the hints and reviews weigh cards as the match's expert does: in its
# first round of deals (its first ``solved`` deals in an exact ending, and more).
EXACT_TRICKS = MATCH.exact_tricks
ESTIMATE_DEALS = MATCH.deals
# Candidates whose average is within this many standard errors of the best are equals.
NOISE = 1.0
# The rules of thumb, first preferred, that settle a choice between equals.
PREFERRED = (
    Motive.DRAW_TRUMPS,
    Motive.CASH_WINNER,
    Motive.FEED_PARTNER,
    Motive.SAVE_COUNTERS,
    Motive.OVERTRUMP,
    Motive.TRUMP_IN,
    Motive.WIN_CHEAPLY,
    Motive.WIN_FOR_SURE,
    Motive.WIN_WITH_COUNTER,
    Motive.HIGHEST_LEFT,
    Motive.LEAD_PARTNER_VOID,
    Motive.LEAD_LOW_SAFE,
    Motive.PARTNER_WINNING,
    Motive.DUCK_LOW,
)


class ExpertPlayer:
    """An ``expert`` player searching as far as ``effort`` says; ``decide(state)`` is its
    decision for the seat to act."""

    def __init__(self, seed: int | str, effort: Effort = MATCH) -> None:
        self.seed = str(seed)
        self.effort = effort
        self.club = ClubPlayer(seed)

    def decide(self, state: HandState) -> Decision:
        view, effort = SeatView.of(state), self.effort
        if view.phase is Phase.BIDDING:
            return calibration.call(view, self.seed, effort.valued)
        if view.phase is Phase.TRUMP:
            return calibration.name_trump(view, self.seed, effort.valued)
        if view.phase is not Phase.PLAYING:
            return self.club.decide(state)
        need = view.need() if view.may_concede else 0
        if need > 0 and calibration.concedes(view, self.seed, effort.conceding):
            return Decision(Concede(view.seat), Motive.CONCEDE_LOSES_LESS, {"need": need})
        card = play_card(view, _generator(self.seed, view), effort)
        if not view.may_concede:
            return card
        # The reason for playing on (the points still needed, or the meld covering the
        # bid) stays true whichever card is led.
        if need <= 0:
            return Decision(card.action, Motive.MELD_COVERS_BID, {"card": card.params["card"]})
        params = {"need": need, "card": card.params["card"]}
        return Decision(card.action, Motive.PLAY_IT_OUT, params)


def card(state: HandState, seed: str) -> Decision:
    """The card the match's player seeded ``seed`` plays for the seat to act, conceding
    aside: its card when it plays on, for a bidder who chose to play on where it would
    concede."""
    view = SeatView.of(state)
    return play_card(view, _generator(seed, view), MATCH)


def _generator(seed: str, view: SeatView) -> random.Random:
    """The generator a card decision of the player seeded ``seed`` draws its deals from."""
    return random.Random(f"{seed}/expert/{view.actions}")


def play_card(view: SeatView, rng: random.Random, effort: Effort) -> Decision:
    """The card to play (see the module docstring): club's choice of candidates and
    reasons, each candidate solved exactly in the last ``effort.exact_tricks`` tricks."""

    def best(tried: list[Card]) -> Choice:
        left = view.rules.deck.hand_size - len(view.tricks)
        if left <= effort.exact_tricks:
            return Choice(*_solved(view, rng, tried, effort))
        return Choice(*_simulated(view, rng, _kept(view, tried), effort))

    return choose_card(view, best)


def _kept(view: SeatView, tried: list[Card]) -> list[Card]:
    """The candidates less the top cards thrown away: a counter that no unseen card beats,
    played on a trick it does not take while a card of its suit that is no counter, or a
    counter that some unseen card beats, would not take it either, loses a later winner
    for nothing (the same point, or none, goes on the trick; the play-outs, which seldom
    arrange to cash such a card later, would not see it)."""
    trump, winning = view.trump, view.winning()
    if trump is None or winning is None:
        return tried

    def ducks(card: Card) -> bool:
        return not beats(card, winning[0], trump)

    def boss(card: Card) -> bool:
        return card.rank.is_counter and view.knowledge.is_boss(card)

    def instead(card: Card, other: Card) -> bool:
        if not ducks(other) or boss(other):
            return False
        return other.rank.is_counter or other.suit is card.suit

    thrown = [
        card
        for card in tried
        if boss(card) and ducks(card) and any(instead(card, other) for other in tried)
    ]
    return [card for card in tried if card not in thrown] or tried


def _simulated(
    view: SeatView, rng: random.Random, tried: list[Card], effort: Effort
) -> tuple[Card, int, int]:
    """The best candidate by play-outs on common deals (see the module docstring)."""
    search = Search(view, rng, meld=effort.fitted)
    scores: dict[Card, list[float]] = {card: [] for card in tried}
    points = dict.fromkeys(tried, 0)
    alive = list(tried)
    count = effort.deals
    while True:
        for world in search.deals(count):
            for card in alive:
                value, taken = search.play(world, card)
                scores[card].append(value)
                points[card] += taken
        alive = _close(alive, scores)
        card = _settled(view, alive, scores)
        if card == _best(alive, scores) or len(scores[card]) + effort.more > effort.most:
            break
        count = effort.more
    samples = len(scores[card])
    return card, round(points[card] / samples), samples


def _solved(
    view: SeatView, rng: random.Random, tried: list[Card], effort: Effort
) -> tuple[Card, int, int]:
    """The best candidate by exact solutions of ``effort.solved`` sampled deals (see the
    module docstring)."""
    count = effort.solved
    search = Search(view, rng, meld=effort.fitted)
    trump = view.trump
    assert trump is not None  # cards are played after trump is named
    trick = view.trick
    leader = view.seat if trick is None else trick.leader
    played = () if trick is None else trick.cards
    worth = Worth(view)
    points: dict[Card, list[int]] = {card: [] for card in tried}
    values: dict[Card, list[float]] = {card: [] for card in tried}
    for world in search.deals(count):
        solver = Solver(view.rules, trump)
        hands = _hands(world, search.width)
        found = solver.values(hands, leader, played)
        rest = solver.total(hands, played)
        for card in tried:
            points[card].append(found[card])
            values[card].append(worth(found[card], rest))
    card = _settled(view, tried, values, points, noise=0.0)
    expected = worth.taken[view.team] + sum(points[card]) / count
    return card, round(expected), count


@dataclass(frozen=True)
class Estimate:
    """Two cards weighed: the average trick points the team takes in the whole hand with
    the reader's card (``yours``) and with the expert's (``computer``), each rounded, in the
    same ``samples`` deals, each played out or (``solved``, in the last ``EXACT_TRICKS``
    tricks) solved exactly, and the reader's card's ``Grade``."""

    yours: int
    computer: int
    samples: int
    grade: Grade
    solved: bool


def estimate(state: HandState, yours: Card, computer: Card, seed: str) -> Estimate:
    """``yours`` weighed against ``computer`` (both legal for the seat to act in ``state``)
    as the expert player seeded ``seed`` weighs its cards (see the module docstring).

    The loss per deal is the expert's card's trick points less ``yours``; its noise is
    ``grading.grade``'s. The label is read from the loss the review shows (the rounded
    averages' difference), so that a row's label and its figures agree."""
    points = deal_points(state, (yours, computer), seed)
    losses = [theirs - ours for ours, theirs in zip(points[yours], points[computer], strict=True)]
    hand_points = state.rules.trick_points
    noise = grade(losses, hand_points).noise
    mine, theirs = (round(sum(points[card]) / ESTIMATE_DEALS) for card in (yours, computer))
    lost = theirs - mine
    found = Grade(label(lost, noise, hand_points), lost, noise)
    return Estimate(mine, theirs, ESTIMATE_DEALS, found, _exact_ending(SeatView.of(state)))


def _exact_ending(view: SeatView) -> bool:
    """Whether the hand is in its last ``EXACT_TRICKS`` tricks, where each deal is solved
    exactly rather than played out."""
    return view.rules.deck.hand_size - len(view.tricks) <= EXACT_TRICKS


def deal_points(state: HandState, cards: Sequence[Card], seed: str) -> dict[Card, list[int]]:
    """Each of ``cards``' trick points for the team of the seat to act, in the whole hand,
    in each of the expert's ``ESTIMATE_DEALS`` deals for this decision (the deals its
    generator gives first, so those it chose its own card on): played out early in the
    hand, solved exactly in the last ``EXACT_TRICKS`` tricks."""
    view = SeatView.of(state)
    search = Search(view, _generator(seed, view), meld=True)
    if not _exact_ending(view):
        return search.deal_points(cards, ESTIMATE_DEALS)
    trump = view.trump
    assert trump is not None  # cards are played after trump is named
    trick = view.trick
    leader = view.seat if trick is None else trick.leader
    played = () if trick is None else trick.cards
    taken = search.counters[view.team] * view.rules.scale
    points: dict[Card, list[int]] = {card: [] for card in cards}
    for world in search.deals(ESTIMATE_DEALS):
        found = Solver(view.rules, trump).values(_hands(world, search.width), leader, played)
        for card in cards:
            points[card].append(taken + found[card])
    return points


def _settled(
    view: SeatView,
    tried: Sequence[Card],
    values: dict[Card, list[float]],
    points: dict[Card, list[int]] | None = None,
    noise: float = NOISE,
) -> Card:
    """The card to play from each candidate's values deal by deal (the first deals of every
    list are common to all): of the candidates within noise of the best average (a paired
    difference of at most ``noise`` standard errors on their common deals), the one a rule
    of thumb names first (``PREFERRED``: draw trumps, feed the partner's tricks, keep
    counters off the opponents'), then the best average value, then (exact endings) the
    most trick points on average, then the best worst deal; only cards equal in all of
    these go by the candidates' order."""

    def mean(card: Card) -> float:
        return sum(values[card]) / len(values[card])

    return min(
        _close(tried, values, noise),
        key=lambda card: (
            _preference(view, card),
            -mean(card),
            -sum(points[card]) if points is not None else 0,
            -min(values[card]),
        ),
    )


def _close(
    cards: Sequence[Card], values: dict[Card, list[float]], noise: float = NOISE
) -> list[Card]:
    """The cards within ``noise`` standard errors of the best average (``_best``)."""
    best = values[_best(cards, values)]
    return [card for card in cards if _within_noise(best, values[card], noise)]


def _best(cards: Sequence[Card], values: dict[Card, list[float]]) -> Card:
    """The card with the best average, the one played in more deals among equals."""
    return max(cards, key=lambda card: (sum(values[card]) / len(values[card]), len(values[card])))


def _within_noise(best: list[float], other: list[float], noise: float) -> bool:
    """Whether ``other`` is within ``noise`` standard errors of ``best`` on their common deals."""
    common = min(len(best), len(other))
    gaps = [best[index] - other[index] for index in range(common)]
    gap = sum(gaps) / common
    if gap <= 0:
        return True
    spread = sum((each - gap) ** 2 for each in gaps) / max(1, common - 1)
    return gap <= noise * math.sqrt(spread / common)


def _preference(view: SeatView, card: Card) -> int:
    """Where the motive naming ``card`` stands in ``PREFERRED`` (a card no rule names last)."""
    named = card_motive(view, card)
    if named is None or named[0] not in PREFERRED:
        return len(PREFERRED)
    return PREFERRED.index(named[0])


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


def _hands(world: list[list[int]], width: int) -> Hands:
    """A sampled deal's compact hands as engine hands."""
    hands = [hand_of(holdings, width) for holdings in world]
    return (hands[0], hands[1], hands[2], hands[3])
