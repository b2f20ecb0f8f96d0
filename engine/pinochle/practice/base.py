"""What every stage of the practice shares: the verdict, its notes, and reading answers.

An answer comes from the page as JSON values. A value that is not an
answer at all (a word where a number belongs, no card chosen) is not a
mistake: it comes back as a ``Problem`` naming the field, and the exercise
stays open. A well-formed answer is graded: right or wrong, with the key
and the notes that explain it, as codes and parameters (the catalogs word
them, ``practice.note.<code>``).

Parameters follow one naming rule, so the words can be put in without
knowing the note: ``card``, ``beat`` hold a card code; ``suit``, ``led``,
``trump`` a suit code; ``suits`` a list of suit codes; ``team``,
``bidders``, ``winner`` a team number; ``seat``, ``dealer`` a seat number;
``meld`` a meld name key (``run.2``); ``calls`` a list of ``seat:bid``
(``P`` for a pass); ``rules``, ``table`` codes; anything else a number.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from pinochle.cards import Card, Suit

Param = int | str | tuple[str, ...]
Answer = Mapping[str, object]
# A signed whole number as typed: "+4", "-8", "−8" (a true minus sign), "12".
_SIGNED = re.compile(r"^\s*([+\-\u2212]?)\s*(\d{1,6})\s*$")


@dataclass(frozen=True)
class Note:
    """One line of an explanation: a code, its parameters, and the cards it shows."""

    code: str
    params: Mapping[str, Param] = dataclasses.field(default_factory=dict)
    cards: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "params": {
                key: list(v) if isinstance(v, tuple) else v for key, v in self.params.items()
            },
            "cards": [str(card) for card in self.cards],
        }


@dataclass(frozen=True)
class Problem:
    """An answer that cannot be graded: ``field`` is the answer field at fault."""

    field: str
    code: str
    params: Mapping[str, Param] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """The grade of one answer: ``correct`` is None when the answer had ``problems``."""

    correct: bool | None
    key: Mapping[str, object] = dataclasses.field(default_factory=dict)
    notes: tuple[Note, ...] = ()
    problems: tuple[Problem, ...] = ()

    @classmethod
    def unreadable(cls, *problems: Problem) -> Verdict:
        return cls(None, problems=problems)


class Question(Protocol):
    """One stage's question: what the page shows, and how an answer is graded."""

    @property
    def answer_kind(self) -> str:
        """Which answer controls the page offers (``count``, ``pick_one``, ``pick_many``,
        ``yes_no``, ``suits``, ``checks``)."""
        ...

    def facts(self) -> dict[str, str]:
        """The question as the exercise's machine-readable attributes (``data-<name>``)."""
        ...

    def grade(self, answer: Answer) -> Verdict:
        """The verdict on ``answer``, the key computed by the engine's rules."""
        ...


def read_signed(answer: Answer, name: str) -> int | Problem:
    """A whole number typed in field ``name`` (a JSON number or its text)."""
    value = answer.get(name)
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**6:
        return value
    if not isinstance(value, str) or not value.strip():
        return Problem(name, "missing_number")
    match = _SIGNED.match(value)
    if match is None:
        return Problem(name, "not_a_number", {"text": value[:20]})
    sign, digits = match.groups()
    return -int(digits) if sign in ("-", "\u2212") else int(digits)


def read_positions(answer: Answer, name: str, size: int) -> tuple[int, ...] | Problem:
    """Distinct positions ``0 ≤ p < size`` chosen in field ``name``; at least one."""
    value = answer.get(name)
    if not isinstance(value, list) or not all(
        isinstance(item, int) and not isinstance(item, bool) for item in value
    ):
        return Problem(name, "choose_cards")
    if not value:
        return Problem(name, "choose_cards")
    if len(set(value)) != len(value) or not all(0 <= item < size for item in value):
        return Problem(name, "bad_position", {"size": size})
    return tuple(sorted(value))


def read_suits(answer: Answer, name: str) -> frozenset[Suit] | Problem:
    """The suits chosen in field ``name`` (codes ``S H D C``); none is an answer too."""
    value = answer.get(name)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        return Problem(name, "choose_suits")
    try:
        return frozenset(Suit(item) for item in value)
    except ValueError:
        return Problem(name, "choose_suits")


def read_yes_no(answer: Answer, name: str) -> bool | Problem:
    value = answer.get(name)
    if not isinstance(value, bool):
        return Problem(name, "choose_yes_no")
    return value


def suit_codes(suits: Sequence[Suit]) -> tuple[str, ...]:
    """Suit codes in the order hands are written (♠ ♥ ♦ ♣)."""
    return tuple(suit.value for suit in Suit if suit in suits)
