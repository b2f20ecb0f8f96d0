"""How much a card lost against the computer player's, as a game review says it: best,
good, inaccuracy, mistake or blunder.

Both cards are played in the same sampled deals of the unseen cards and the hand is
played out; a card's loss is the average of (the other card's trick points for the team
less its own) over those deals. The label comes from the loss per 25 trick points in the
hand (a single deck has 25, a double deck 50), so that a lost ace counts the same in both:

- ``best``: it loses nothing, or gains;
- ``good``: it loses less than 1 point, or less than the estimate's noise (the 95 %
  confidence half-width of the mean difference): a difference the deals cannot tell
  from luck is good at worst;
- ``inaccuracy``: from 1 point; ``mistake``: from 2; ``blunder``: from 4.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
# The loss, in points per 25 trick points of the hand, from which each label starts.
THRESHOLDS: dict[str, float] = {"good": 0.0, "inaccuracy": 1.0, "mistake": 2.0, "blunder": 4.0}
PER_POINTS = 25  # the trick points of a single-deck hand, the scale the thresholds use
Z_95 = 1.96


@dataclass(frozen=True)
class Grade:
    """A card's label, its average loss in trick points (the hand's own scale) and the
    noise of that average (95 % half-width, same scale)."""

    label: str
    lost: float
    noise: float


def grade(losses: Sequence[float], hand_points: int) -> Grade:
    """The grade of a card that lost ``losses`` trick points against the other card, one
    figure per sampled deal (negative where it did better), in a hand of
    ``hand_points`` trick points in all."""
    count = len(losses)
    lost = sum(losses) / count
    noise = 0.0
    if count > 1:
        variance = sum((loss - lost) ** 2 for loss in losses) / (count - 1)
        noise = Z_95 * math.sqrt(variance / count)
    return Grade(label(lost, noise, hand_points), lost, noise)


def label(lost: float, noise: float, hand_points: int) -> str:
    """The label for an average loss of ``lost`` trick points with noise ``noise``."""
    if lost <= 0:
        return "best"
    if lost <= noise:
        return "good"
    scaled = lost * PER_POINTS / hand_points
    return max(
        (name for name, start in THRESHOLDS.items() if scaled >= start),
        key=LABELS.index,
    )
