"""Walkthroughs: a finished hand or game told one step at a time, each step with its rule.

``walkthrough(record)`` replays a hand record or a game record (see
``record``) and returns its steps in order; ``hand_steps`` and
``game_steps`` tell a ``HandState`` or ``GameState``, ``table_steps`` a hand
still being played at the Play page's table. Each step is a frozen
value of its own kind (``steps``: ``DealStep``, ``BidStep``, … ``WinnerStep``,
``Step`` is their union) that holds codes and numbers, never words, and the
table after it (``view.View``); ``steptext.step_text`` puts a step into words
through a catalog.

- ``cases``: the cases of a rule a step names (``PlayCase``, ``BidReason``, …);
- ``view``: the table a step shows;
- ``steps``: the step kinds and their JSON;
- ``tell``: turning a replayed hand or game into steps.
"""

from __future__ import annotations

from pinochle.game import GameState
from pinochle.record import replay
from pinochle.walkthrough.steps import Step
from pinochle.walkthrough.tell import game_steps, hand_steps, play_case, table_steps
from pinochle.walkthrough.view import View

__all__ = ["Step", "View", "game_steps", "hand_steps", "play_case", "table_steps", "walkthrough"]


def walkthrough(data: object) -> tuple[Step, ...]:
    """The steps of a hand record or a game record (``RecordError`` if it does not replay)."""
    state = replay(data)
    if isinstance(state, GameState):
        return game_steps(state)
    return hand_steps(state)
