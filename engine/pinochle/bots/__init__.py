"""The computer players: ``basic`` (simple rules of thumb), ``club`` (the default) and
``expert`` (the club player's judgement searched further, the end of the hand solved exactly).

Every player reads only what its seat knows (``view.SeatView``) and returns a
``Decision`` for every call, trump, pass of cards, concession and card: the
action, a ``Motive`` (the reason code the catalogs word as ``motive.<code>``)
and the motive's parameters (``motives``). Players are seeded and
deterministic: the same seed plays the same way on any machine.

The API:

- ``decide(state, name="club", seed=0)``: the decision of player ``name``
  for the seat whose turn it is in ``state`` (a ``HandState``), from that
  seat's knowledge only; the Play page asks it for the computer players'
  actions and for the reader's hints. A ``club`` or ``expert`` player's
  decision depends only on the position, its seat and the seed, so it is the
  same decision the player makes in ``play_hand(..., seed)``; a ``basic``
  player draws from one generator through the hand, so ``decide`` gives a
  fresh one's answer.
- ``seat_bots(seed, players="club", effort=MATCH)``: four players, one per
  seat, each seeded ``"<seed>/<seat>"``; ``players`` is a name for all four or
  one name per seat, and ``effort`` how far an ``expert`` searches
  (``effort``: the match's, or the Play page's time-capped ``TABLE``).
- ``play_out(state, bots)``: the hand played to its end.
- ``play_hand(rules, seed, dealer=0, players="club")``: one hand dealt from
  ``random.Random(seed)`` and played by ``seat_bots(seed, players)``.
- ``play_game(rules, seed, dealer=0, players="club")``: a whole game.
- ``PLAYERS``: the players by name.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from pinochle.bots.basic import Bot
from pinochle.bots.club import ClubPlayer
from pinochle.bots.effort import MATCH, Effort
from pinochle.bots.expert import ExpertPlayer
from pinochle.bots.motives import Decision, Motive
from pinochle.game import Deal, GameState, HandState, shuffled_deal
from pinochle.rules import Ruleset


class Player(Protocol):
    """A computer player: its decision for the seat to act."""

    def decide(self, state: HandState) -> Decision: ...


PLAYERS: dict[str, Callable[[str], Player]] = {
    "basic": Bot,
    "club": ClubPlayer,
    "expert": ExpertPlayer,
}
DEFAULT = "club"

Seats = tuple[Player, Player, Player, Player]


def seat_bots(
    seed: int | str, players: str | Sequence[str] = DEFAULT, effort: Effort = MATCH
) -> Seats:
    """Four players for ``seed``: ``players`` names them all, or each seat's in turn; an
    ``expert`` among them searches as far as ``effort`` says."""
    names = (players,) * 4 if isinstance(players, str) else tuple(players)
    if len(names) != 4 or any(name not in PLAYERS for name in names):
        raise ValueError(f"players must be one or four of {', '.join(PLAYERS)}: {players!r}")
    bots = [
        ExpertPlayer(f"{seed}/{seat}", effort)
        if name == "expert"
        else PLAYERS[name](f"{seed}/{seat}")
        for seat, name in enumerate(names)
    ]
    return (bots[0], bots[1], bots[2], bots[3])


def decide(state: HandState, name: str = DEFAULT, seed: int | str = 0) -> Decision:
    """Player ``name``'s decision for the seat to act in ``state`` (see the module docstring)."""
    seat = state.turn
    if seat is None:
        raise ValueError("the hand is over: no seat to act")
    return seat_bots(seed, name)[seat].decide(state)


def play_out(state: HandState, bots: Seats) -> HandState:
    """The hand played to its end by ``bots``."""
    while (seat := state.turn) is not None:
        state = state.apply(bots[seat].decide(state).action)
    return state


def play_hand(
    rules: Ruleset, seed: int, dealer: int = 0, players: str | Sequence[str] = DEFAULT
) -> HandState:
    """One hand dealt from ``random.Random(seed)`` and played by ``seat_bots(seed, players)``."""
    deal = shuffled_deal(rules, random.Random(seed))
    return play_out(HandState.new(rules, dealer, deal), seat_bots(seed, players))


def play_game(
    rules: Ruleset, seed: int, dealer: int = 0, players: str | Sequence[str] = DEFAULT
) -> GameState:
    """A whole game: deals from ``random.Random(seed)``, play by ``seat_bots(seed, players)``."""
    rng = random.Random(seed)
    bots = seat_bots(seed, players)
    game = GameState(rules, dealer)
    while not game.is_over():
        game = game.apply(Deal(shuffled_deal(rules, rng)))
        while (seat := game.turn) is not None:
            current = game.current
            assert current is not None  # a hand is in progress while a seat is to act
            game = game.apply(bots[seat].decide(current).action)
    return game


__all__ = [
    "DEFAULT",
    "PLAYERS",
    "Decision",
    "Motive",
    "Player",
    "decide",
    "play_game",
    "play_hand",
    "play_out",
    "seat_bots",
]
