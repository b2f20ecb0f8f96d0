"""Checks (RULES.md §3): contract, slam and game checks, and the zero-sum ledger."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pinochle.checks import (
    SLAM_CHECKS,
    CheckSource,
    Ledger,
    contract_band,
    contract_checks,
    contract_ledger,
    game_checks,
)


@pytest.mark.parametrize(
    ("bid", "checks"),
    [
        (15, 2),
        (20, 2),
        (24, 2),
        (25, 4),
        (29, 4),
        (30, 7),
        (34, 7),
        (35, 10),
        (40, 13),
        (44, 13),
        (45, 16),
        (60, 25),
    ],
)
def test_contract_checks_by_bid(bid: int, checks: int) -> None:
    assert contract_checks(bid) == checks


def test_contract_checks_on_the_ten_times_scale_read_the_bid_in_tens() -> None:
    assert contract_checks(240, scale=10) == 2
    assert contract_checks(250, scale=10) == 4
    assert contract_checks(330, scale=10) == 7


def test_worked_contract_examples() -> None:
    # RULES.md §5: bid 20 made, bid 27 set, bid 33 made, bid 41 set; bidders are team 0.
    assert contract_ledger(0, 20, made=True).balances == (2, -2)
    assert contract_ledger(0, 27, made=False).balances == (-8, 8)
    assert contract_ledger(0, 33, made=True).balances == (7, -7)
    assert contract_ledger(1, 41, made=False).balances == (26, -26)


def test_game_checks_worked_examples() -> None:
    assert game_checks(104 - 71) == 14
    assert game_checks(0) == 10


@pytest.mark.parametrize(("lead", "checks"), [(1, 11), (10, 11), (11, 12), (20, 12), (-5, 10)])
def test_game_checks_count_each_ten_or_part_of_ten(lead: int, checks: int) -> None:
    assert game_checks(lead) == checks


def test_game_checks_on_the_ten_times_scale_count_per_hundred() -> None:
    assert game_checks(330, scale=10) == 14
    assert game_checks(1001, scale=10) == 21


def test_slam_is_five_checks() -> None:
    assert SLAM_CHECKS == 5


def test_ledger_moves_checks_from_one_team_to_the_other() -> None:
    ledger = (
        Ledger()
        .add(CheckSource.MELD, 0, 4)
        .add(CheckSource.MELD, 1, 9)
        .add(CheckSource.CONTRACT_MADE, 0, 7)
    )
    assert ledger.balances == (2, -2)
    assert ledger.to_json()["balances"] == [2, -2]


def test_ledger_refuses_a_third_team() -> None:
    with pytest.raises(ValueError):
        Ledger().add(CheckSource.SLAM, 2, 5)


@given(
    st.lists(st.tuples(st.sampled_from(list(CheckSource)), st.integers(0, 1), st.integers(0, 60)))
)
def test_ledgers_stay_zero_sum(entries: list[tuple[CheckSource, int, int]]) -> None:
    ledger = Ledger()
    for source, team, amount in entries:
        ledger = ledger.add(source, team, amount)
    us, them = ledger.balances
    assert us + them == 0
    assert us == sum(a for _, t, a in entries if t == 0) - sum(a for _, t, a in entries if t == 1)


@pytest.mark.parametrize(
    ("bid", "band"),
    [(20, (0, 24)), (24, (0, 24)), (25, (25, 29)), (31, (30, 34)), (38, (35, 39))],
)
def test_bid_bands_of_the_contract_checks(bid: int, band: tuple[int, int]) -> None:
    assert contract_band(bid) == band


def test_bid_bands_on_the_ten_times_scale() -> None:
    assert contract_band(310, scale=10) == (300, 340)
