"""The review's labels from the points a card lost, worked out by hand."""

from __future__ import annotations

import pytest
from pinochle.grading import Grade, grade, label


def test_two_points_every_deal_of_a_single_deck_hand_is_a_mistake() -> None:
    # mean 2, no spread so no noise; 2 per 25 points starts "mistake"
    assert grade([2, 2, 2, 2], 25) == Grade("mistake", 2.0, 0.0)


def test_one_point_every_deal_of_a_double_deck_hand_is_good() -> None:
    # 1 point of 50 is 0.5 per 25: under the 1 point of "inaccuracy"
    assert grade([1] * 8, 50) == Grade("good", 1.0, 0.0)


def test_a_loss_within_the_noise_is_good_at_worst() -> None:
    # losses 0 and 10: mean 5, sample variance 50, noise 1.96 * sqrt(50 / 2) = 9.8
    found = grade([0, 10], 25)
    assert found.label == "good"
    assert found.lost == 5.0
    assert found.noise == pytest.approx(9.8)


def test_a_gain_is_best_and_big_losses_are_blunders() -> None:
    assert grade([-3, 1], 25).label == "best"
    assert label(4.0, 0.0, 25) == "blunder"
    assert label(1.0, 0.0, 25) == "inaccuracy"
    assert label(7.9, 0.0, 50) == "mistake"
