"""The seats and partnerships: South 0, West 1, North 2, East 3; North–South is team 0."""

from __future__ import annotations

import pytest
from pinochle.seats import (
    SEATS,
    in_turn_from,
    left_of,
    other_team,
    partner,
    per_seat,
    seat_after,
    seats_of,
    team_of,
)


def test_partners_sit_opposite() -> None:
    assert [partner(seat) for seat in SEATS] == [2, 3, 0, 1]


def test_the_next_player_is_on_the_left_and_east_is_followed_by_south() -> None:
    assert [left_of(seat) for seat in SEATS] == [1, 2, 3, 0]
    assert seat_after(3, 2) == 1


def test_north_south_is_team_0_and_east_west_team_1() -> None:
    assert [team_of(seat) for seat in SEATS] == [0, 1, 0, 1]
    assert seats_of(0) == (0, 2)
    assert seats_of(1) == (1, 3)
    assert other_team(0) == 1
    assert other_team(1) == 0


def test_the_order_of_play_from_a_seat() -> None:
    assert in_turn_from(2) == (2, 3, 0, 1)


def test_one_value_per_seat() -> None:
    assert per_seat(["S", "W", "N", "E"]) == ("S", "W", "N", "E")
    for wrong in ([], [1, 2, 3], [1, 2, 3, 4, 5]):
        with pytest.raises(ValueError, match="one value per seat"):
            per_seat(wrong)
