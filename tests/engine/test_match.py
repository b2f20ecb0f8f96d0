"""Duplicate matches: ``python -m pinochle match`` and ``pinochle.match``.

A deal is played twice with the same cards, the players' seats swapped; a deal's gain
for ``a`` is half the sum, over its two hands, of ``a``'s partnership's points less
``b``'s (and likewise checks), and the summary is the mean gain with its 95 % interval.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from pinochle.match import Estimate, estimate
from pinochle.record import replay_hand

from tests.engine.support import HAND_KEYS, run_cli

MATCH = ("match", "--rules", "check", "--deals", "3", "--seed", "7", "--a", "club", "--b", "basic")


@pytest.fixture(scope="module")
def lines() -> list[dict[str, Any]]:
    done = run_cli(*MATCH, "--json")
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def gain(first: dict[str, Any], second: dict[str, Any], field: str) -> float:
    """``a``'s gain in a deal, from its two records: ``a`` sits North–South (team 0) in the
    first and East–West (team 1) in the second."""
    ns: list[int] = first["record"]["result"][field]
    ew: list[int] = second["record"]["result"][field]
    return ((ns[0] - ns[1]) + (ew[1] - ew[0])) / 2


def test_each_deal_is_played_twice_with_the_same_cards_and_the_seats_swapped(
    lines: list[dict[str, Any]],
) -> None:
    assert [(line["deal"], line["a_seats"]) for line in lines] == [
        (0, "NS"),
        (0, "EW"),
        (1, "NS"),
        (1, "EW"),
        (2, "NS"),
        (2, "EW"),
    ]
    for first, second in zip(lines[::2], lines[1::2], strict=True):
        assert first["record"]["hands"] == second["record"]["hands"]
        assert first["record"]["dealer"] == second["record"]["dealer"] == first["deal"] % 4
    assert lines[0]["record"]["hands"] != lines[2]["record"]["hands"]


def test_every_record_a_match_writes_replays_to_its_result(lines: list[dict[str, Any]]) -> None:
    for line in lines:
        record = line["record"]
        assert set(record) >= HAND_KEYS
        result = replay_hand(record).result()
        assert list(result.score) == record["result"]["score"]
        assert list(result.checks) == record["result"]["checks"]


def test_a_match_is_reproducible(lines: list[dict[str, Any]]) -> None:
    again = run_cli(*MATCH, "--json")
    assert [json.loads(line) for line in again.stdout.splitlines()] == lines


def test_the_summary_is_the_mean_gain_per_deal(lines: list[dict[str, Any]]) -> None:
    done = run_cli(*MATCH)
    assert done.returncode == 0, done.stderr
    summary, points, checks = done.stdout.splitlines()
    assert summary == (
        "Check Pinochle: club (a) against basic (b), 3 deals, each played twice with the seats "
        "swapped."
    )
    deals = list(zip(lines[::2], lines[1::2], strict=True))
    mean_points = sum(gain(first, second, "score") for first, second in deals) / 3
    mean_checks = sum(gain(first, second, "checks") for first, second in deals) / 3
    assert points.startswith(f"Points per deal club gains over basic: {mean_points:+.2f} (95% ")
    assert checks.startswith(f"Checks per deal club gains over basic: {mean_checks:+.2f} (95% ")


def test_the_interval_is_the_mean_and_1_96_standard_errors() -> None:
    # Gains 1 and 3: mean 2, sample variance ((1-2)² + (3-2)²) / 1 = 2, standard error
    # √(2 / 2) = 1, so 2 ± 1.96.
    found = estimate([1.0, 3.0])
    assert found.mean == 2.0
    assert found.low == pytest.approx(0.04) and found.high == pytest.approx(3.96)
    assert estimate([5.0]) == Estimate(5.0, 5.0, 5.0)  # one deal: no spread to tell


@pytest.mark.parametrize(("rules", "effort"), [("check", "match"), ("standard", "table")])
def test_an_expert_match_writes_the_same_json_lines(rules: str, effort: str) -> None:
    # One deal of expert against club, the expert searching as in the match or as the
    # Play page's opponents: two records, the seats swapped, each a legal hand (the replay
    # checks every action) scored as recorded.
    where = ("--rules", rules, "--deals", "1", "--seed", "7", "--effort", effort)
    done = run_cli("match", *where, "--a", "expert", "--b", "club", "--json")
    assert done.returncode == 0, done.stderr
    played = [json.loads(line) for line in done.stdout.splitlines()]
    assert [(line["deal"], line["a_seats"]) for line in played] == [(0, "NS"), (0, "EW")]
    for line in played:
        result = replay_hand(line["record"]).result()
        assert list(result.score) == line["record"]["result"]["score"]
