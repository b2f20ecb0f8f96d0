"""Practice: graded exercises that teach counting meld, the play rules, bidding and checks.

Five stages, each a few levels of ten exercises (``series``); every question
is dealt by the engine from a seed and graded by the engine's own rules, so
the answer key is never restated here:

- ``winner`` (``trick_winner``): which card wins this trick;
- ``meld`` (``meld_count``): the points and checks a hand shows;
- ``legal`` (``legal_play``): every card a hand may play to a trick;
- ``bidding`` (``bidding``): may this hand bid, which trumps, must you open;
- ``checks`` (``settling``): the checks of a hand and of a game.

A verdict carries codes and parameters only (``base``); the catalogs word
them (``practice.note.<code>``, ``practice.problem.<code>``).
"""

from pinochle.practice.base import Note, Problem, Verdict
from pinochle.practice.series import (
    EXERCISES_PER_LEVEL,
    LEVELS,
    MAX_SEED,
    Exercise,
    PracticeError,
    Stage,
    grade,
    new_exercise,
    stars,
)

__all__ = [
    "EXERCISES_PER_LEVEL",
    "LEVELS",
    "MAX_SEED",
    "Exercise",
    "Note",
    "PracticeError",
    "Problem",
    "Stage",
    "Verdict",
    "grade",
    "new_exercise",
    "stars",
]
