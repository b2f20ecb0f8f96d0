"""The four seats at the table and the two partnerships.

Seats are numbered in the order of play, clockwise: 0 South, 1 West,
2 North, 3 East. Partners sit opposite, so team 0 is North–South (seats 0
and 2) and team 1 is East–West (seats 1 and 3). The player on a seat's
left is the next to call or play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias, TypeVar

Seat: TypeAlias = int
Team: TypeAlias = int

SEATS: tuple[Seat, ...] = (0, 1, 2, 3)
TEAMS: tuple[Team, ...] = (0, 1)

T = TypeVar("T")


def seat_after(seat: Seat, steps: int) -> Seat:
    """The seat ``steps`` places after ``seat`` in the order of play."""
    return (seat + steps) % 4


def left_of(seat: Seat) -> Seat:
    """The player after ``seat`` in turn: the one on its left."""
    return seat_after(seat, 1)


def partner(seat: Seat) -> Seat:
    """The player opposite ``seat``."""
    return seat_after(seat, 2)


def team_of(seat: Seat) -> Team:
    """Seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def other_team(team: Team) -> Team:
    """The partnership that is not ``team``."""
    return 1 - team


def seats_of(team: Team) -> tuple[Seat, Seat]:
    """The two seats of ``team``, the lower first."""
    return (team, team + 2)


def in_turn_from(seat: Seat) -> tuple[Seat, ...]:
    """All four seats in the order of play, starting with ``seat``."""
    return tuple(seat_after(seat, step) for step in range(4))


def per_seat(values: Sequence[T]) -> tuple[T, T, T, T]:
    """The four ``values`` as a tuple, seat 0 first (one hand, one flag… per seat)."""
    if len(values) != len(SEATS):
        raise ValueError(f"one value per seat, not {len(values)}")
    return (values[0], values[1], values[2], values[3])
