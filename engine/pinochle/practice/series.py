"""Levels of ten exercises, dealt from a seed: reproducible, endless, never repeating within ten.

An exercise is named by ``(stage, level, seed, number)``: the ten of a level
come from one generator seeded by the stage, level and seed, each drawn
until it differs from those before it, so regenerating ``number`` gives the
same question (grading never trusts a key sent by the page) and a new seed
gives a new ten. Stars for a finished level: 3 without a mistake, 2 for one
or two, 1 for finishing.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType

from pinochle.errors import PinochleError
from pinochle.practice import bidding, legal_play, meld_count, settling, trick_winner
from pinochle.practice.base import Answer, Question, Verdict

EXERCISES_PER_LEVEL = 10
MAX_SEED = 999_999_999


class Stage(enum.Enum):
    """The stages, in the order the page offers them; the value is the page's id."""

    WINNER = "winner"
    MELD = "meld"
    LEGAL = "legal"
    BIDDING = "bidding"
    CHECKS = "checks"


_MODULES: Mapping[Stage, ModuleType] = {
    Stage.WINNER: trick_winner,
    Stage.MELD: meld_count,
    Stage.LEGAL: legal_play,
    Stage.BIDDING: bidding,
    Stage.CHECKS: settling,
}
LEVELS: Mapping[Stage, int] = {stage: module.LEVELS for stage, module in _MODULES.items()}


class PracticeError(PinochleError):
    """An exercise that does not exist: ``bad_request`` naming the ``field`` (``level``,
    ``number``), or ``bad_seed``."""


@dataclass(frozen=True)
class Exercise:
    """Exercise ``number`` (1–10) of ``level`` in ``stage``, dealt from ``seed``."""

    stage: Stage
    level: int
    seed: int
    number: int
    question: Question

    def to_json(self) -> dict[str, object]:
        return {
            "stage": self.stage.value,
            "level": self.level,
            "seed": self.seed,
            "number": self.number,
            "answer": self.question.answer_kind,
            "facts": self.question.facts(),
        }


def new_exercise(stage: Stage, level: int, seed: int, number: int) -> Exercise:
    """The exercise named by its stage, level, seed and number (raises ``PracticeError``)."""
    if not 1 <= level <= LEVELS[stage]:
        raise PracticeError("bad_request", field="level")
    if not 1 <= number <= EXERCISES_PER_LEVEL:
        raise PracticeError("bad_request", field="number")
    if not 0 <= seed <= MAX_SEED:
        raise PracticeError("bad_seed", max=MAX_SEED)
    generate: Callable[[random.Random, int], Question] = _MODULES[stage].generate
    rng = random.Random(f"{stage.value}/{level}/{seed}")
    seen: list[dict[str, str]] = []
    while len(seen) < number:
        question = generate(rng, level)
        if question.facts() not in seen:
            seen.append(question.facts())
    return Exercise(stage, level, seed, number, question)


def grade(exercise: Exercise, answer: Answer) -> Verdict:
    """The verdict on ``answer`` to ``exercise``: right or wrong, the key and its notes."""
    return exercise.question.grade(answer)


def stars(mistakes: int) -> int:
    """Stars for a finished level: 3 without a mistake, 2 for one or two, 1 otherwise."""
    if mistakes == 0:
        return 3
    return 2 if mistakes <= 2 else 1
