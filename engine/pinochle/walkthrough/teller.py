"""The collector of a walkthrough's steps: the steps so far, the table after the last, and the
game's standing before the hand being told."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from pinochle.scoring import Pair, Standing
from pinochle.walkthrough.steps import Step
from pinochle.walkthrough.view import View


@dataclass
class Teller:
    """Collects the steps of a walkthrough, keeping the table view up to date.

    The view's numbers are the engine's: ``standing`` is the game's before the
    hand being told (``Standing.after`` each hand, as ``GameState`` keeps it),
    and the hand's own checks come from its ledger as they are settled.
    """

    view: View
    standing: Standing = field(default_factory=Standing)
    steps: list[Step] = field(default_factory=list)

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def settle(self, hand_checks: Pair) -> None:
        """The view's checks: the game's before this hand and ``hand_checks`` settled in it."""
        before = self.standing.checks
        self.view = replace(
            self.view, checks=(before[0] + hand_checks[0], before[1] + hand_checks[1])
        )
