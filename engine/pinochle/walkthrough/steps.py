"""The steps of a walkthrough: one frozen value per kind of step, each with the table after it.

A step says what happened and which rule allowed or forced it, in codes and
numbers, never words (seats 0–3, teams 0–1, cards, suits and the cases of a
rule as values); ``steptext.step_text`` puts it into words. Every step has
``view``, the table as it stands after the step, and ``chapter`` when it
opens a part of the story. ``params`` gives its own fields as codes (cards in
notation, suits and cases as their codes, melds as ``Meld`` values) and
``to_json()`` the whole step as JSON: ``kind``, ``params``, ``chapter``,
``view``.

The kinds, in the order a hand tells them (``walkthrough`` makes them):
``deal``; one ``bid`` or ``pass`` per call; ``redeal`` after four passes, or
``contract``; ``trump`` or ``no_marriage``; ``passing`` twice in standard
Pinochle; ``meld`` per seat from the bidder, then ``meld_total``; ``concede``;
``play`` per card and ``trick`` after each fourth card; the count:
``meld_count`` per team, ``trick_points``, ``made`` or ``set``, or
``conceded``, then ``hand_score``, ``slam``, and with checks
``contract_checks`` and ``hand_checks``. A game adds ``game`` first,
``standing`` after each hand, and ``game_end``, ``game_checks`` and ``winner``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import ClassVar

from pinochle.cards import Card, Hand, Suit
from pinochle.game import Deal4
from pinochle.meld import Meld
from pinochle.play import Reason
from pinochle.scoring import Pair
from pinochle.seats import Seat, Team
from pinochle.walkthrough.cases import (
    BidAmount,
    BidReason,
    Chapter,
    ContractHow,
    MeldCounts,
    PassReason,
    PassTo,
    PlayCase,
    TrumpRule,
    WonBy,
)
from pinochle.walkthrough.view import View


@dataclass(frozen=True, kw_only=True)
class _Step:
    """What every step has: the table after it, and the chapter it opens, if it opens one."""

    kind: ClassVar[str]
    view: View
    chapter: Chapter | None = None

    @property
    def params(self) -> Mapping[str, object]:
        """The step's own fields as codes: cards and hands in notation, enums as their values."""
        return {
            item.name: _code(getattr(self, item.name))
            for item in fields(self)
            if item.name not in ("view", "chapter")
        }

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "params": _json(self.params),
            "chapter": self.chapter,
            "view": self.view.to_json(),
        }


@dataclass(frozen=True, kw_only=True)
class GameStep(_Step):
    """A game starts: its rules, and the ``target`` score; ``checks`` when checks decide it."""

    kind: ClassVar[str] = "game"
    profile: str
    target: int
    checks: bool


@dataclass(frozen=True, kw_only=True)
class DealStep(_Step):
    """Hand ``number`` is dealt, ``cards`` to each seat; ``first``, left of the dealer, calls
    first."""

    kind: ClassVar[str] = "deal"
    number: int
    dealer: Seat
    first: Seat
    cards: int
    hands: Deal4


@dataclass(frozen=True, kw_only=True)
class BidStep(_Step):
    """``seat`` bids ``bid``; ``lowest`` was the lowest bid allowed, ``high`` the bid to beat.

    ``step`` is the rule for the bids after it, given where the story says it: the least a
    later bid must add, at the auction's first bid; with ``above``, the larger step a bid
    above that amount must add, at the first bid after the step grew; None elsewhere.
    """

    kind: ClassVar[str] = "bid"
    seat: Seat
    bid: int
    reason: BidReason
    marriages: tuple[Suit, ...]
    amount: BidAmount
    lowest: int
    high: int | None
    step: int | None
    above: int | None


@dataclass(frozen=True, kw_only=True)
class PassStep(_Step):
    """``seat`` passes, where the lowest bid allowed was ``lowest``."""

    kind: ClassVar[str] = "pass"
    seat: Seat
    reason: PassReason
    marriages: tuple[Suit, ...]
    lowest: int


@dataclass(frozen=True, kw_only=True)
class RedealStep(_Step):
    """All four passed: the hand ends, and ``next_dealer`` deals the next one."""

    kind: ClassVar[str] = "redeal"
    next_dealer: Seat


@dataclass(frozen=True, kw_only=True)
class ContractStep(_Step):
    """``seat`` won the bidding at ``bid`` and plays the contract for ``team``."""

    kind: ClassVar[str] = "contract"
    seat: Seat
    bid: int
    team: Team


@dataclass(frozen=True, kw_only=True)
class TrumpStep(_Step):
    """The bidder names ``suit`` as trump; ``others`` are the other suits he could have named."""

    kind: ClassVar[str] = "trump"
    seat: Seat
    suit: Suit
    rule: TrumpRule
    others: tuple[Suit, ...]


@dataclass(frozen=True, kw_only=True)
class NoMarriageStep(_Step):
    """A double-deck bidder holds no marriage to name as trump: the hand is not played."""

    kind: ClassVar[str] = "no_marriage"
    seat: Seat
    bid: int


@dataclass(frozen=True, kw_only=True)
class PassingStep(_Step):
    """``giver`` passes ``cards`` to his partner ``receiver`` (standard Pinochle)."""

    kind: ClassVar[str] = "passing"
    giver: Seat
    receiver: Seat
    to: PassTo
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class MeldStep(_Step):
    """``seat`` shows ``melds``, worth ``points`` and ``checks`` in all."""

    kind: ClassVar[str] = "meld"
    seat: Seat
    points: int
    checks: int
    melds: tuple[Meld, ...]


@dataclass(frozen=True, kw_only=True)
class MeldTotalStep(_Step):
    """Each team's meld ``points``, and (with checks) the meld checks' balances."""

    kind: ClassVar[str] = "meld_total"
    points: Pair
    checks: Pair | None


@dataclass(frozen=True, kw_only=True)
class ConcedeStep(_Step):
    """The bidder ``seat`` gives the hand up after the meld."""

    kind: ClassVar[str] = "concede"
    seat: Seat
    bid: int


@dataclass(frozen=True, kw_only=True)
class PlayStep(_Step):
    """``seat`` plays ``card`` to trick ``trick`` at ``position`` (0 leads), under ``reason``.

    ``win`` is the card winning the trick before this one, ``choices`` how
    many different cards were allowed.
    """

    kind: ClassVar[str] = "play"
    trick: int
    position: int
    seat: Seat
    card: Card
    reason: Reason
    case: PlayCase
    win: Card | None
    choices: int


@dataclass(frozen=True, kw_only=True)
class TrickStep(_Step):
    """``winner`` takes trick ``trick`` with ``card``: ``counters`` plus the last trick's
    ``bonus`` make its ``points``; ``first_copy`` when an identical card fell later and lost."""

    kind: ClassVar[str] = "trick"
    trick: int
    winner: Seat
    card: Card
    by: WonBy
    first_copy: bool
    counters: int
    bonus: int
    points: int


@dataclass(frozen=True, kw_only=True)
class MeldCountStep(_Step):
    """Whether ``team``'s meld of ``points`` counts: it needs a trick (``tricks`` taken)."""

    kind: ClassVar[str] = "meld_count"
    team: Team
    points: int
    tricks: int
    counts: MeldCounts


@dataclass(frozen=True, kw_only=True)
class TrickPointsStep(_Step):
    """Each team's trick ``points`` and ``tricks``; ``last`` took the last trick's ``bonus``."""

    kind: ClassVar[str] = "trick_points"
    points: Pair
    tricks: Pair
    last: Team
    bonus: int


@dataclass(frozen=True, kw_only=True)
class _Verdict(_Step):
    """The bidders ``team`` against their ``bid``: ``total`` is ``meld`` plus ``tricks``."""

    team: Team
    bid: int
    total: int
    meld: int
    tricks: int


@dataclass(frozen=True, kw_only=True)
class MadeStep(_Verdict):
    """The bidders made their bid."""

    kind: ClassVar[str] = "made"


@dataclass(frozen=True, kw_only=True)
class SetStep(_Verdict):
    """The bidders went set."""

    kind: ClassVar[str] = "set"


@dataclass(frozen=True, kw_only=True)
class ConcededStep(_Step):
    """The bidders ``team`` conceded and lose their ``bid``."""

    kind: ClassVar[str] = "conceded"
    team: Team
    bid: int


@dataclass(frozen=True, kw_only=True)
class HandScoreStep(_Step):
    """Each team's points for the hand."""

    kind: ClassVar[str] = "hand_score"
    score: Pair


@dataclass(frozen=True, kw_only=True)
class SlamStep(_Step):
    """``team`` took all ``tricks`` tricks; ``checks`` is what the slam pays (0 without checks)."""

    kind: ClassVar[str] = "slam"
    team: Team
    tricks: int
    checks: int


@dataclass(frozen=True, kw_only=True)
class ContractChecksStep(_Step):
    """``team`` wins ``amount`` contract checks: a bid in ``low``–``high`` pays ``checks``."""

    kind: ClassVar[str] = "contract_checks"
    team: Team
    bid: int
    low: int
    high: int
    checks: int
    amount: int
    how: ContractHow


@dataclass(frozen=True, kw_only=True)
class HandChecksStep(_Step):
    """Each team's checks for the hand."""

    kind: ClassVar[str] = "hand_checks"
    checks: Pair


@dataclass(frozen=True, kw_only=True)
class StandingStep(_Step):
    """The game's ``score`` and ``checks`` after hand ``number``; ``over`` when it ended it."""

    kind: ClassVar[str] = "standing"
    number: int
    score: Pair
    checks: Pair
    target: int
    over: bool


@dataclass(frozen=True, kw_only=True)
class GameEndStep(_Step):
    """``team`` wins on points, ``score`` to ``other``; ``both`` when both reached ``target``
    in the last hand (the bidders win)."""

    kind: ClassVar[str] = "game_end"
    team: Team
    score: int
    other: int
    target: int
    both: bool


@dataclass(frozen=True, kw_only=True)
class GameChecksStep(_Step):
    """The winner on points wins ``checks``: ``base`` plus one per ``per`` points of ``lead``."""

    kind: ClassVar[str] = "game_checks"
    team: Team
    lead: int
    checks: int
    base: int
    per: int


@dataclass(frozen=True, kw_only=True)
class WinnerStep(_Step):
    """``team`` wins the game (None: a draw on checks); ``upset`` when that is not
    ``points_winner``; ``checks`` the final balances when checks are played."""

    kind: ClassVar[str] = "winner"
    team: Team | None
    points_winner: Team
    checks: Pair | None
    upset: bool


Step = (
    GameStep
    | DealStep
    | BidStep
    | PassStep
    | RedealStep
    | ContractStep
    | TrumpStep
    | NoMarriageStep
    | PassingStep
    | MeldStep
    | MeldTotalStep
    | ConcedeStep
    | PlayStep
    | TrickStep
    | MeldCountStep
    | TrickPointsStep
    | MadeStep
    | SetStep
    | ConcededStep
    | HandScoreStep
    | SlamStep
    | ContractChecksStep
    | HandChecksStep
    | StandingStep
    | GameEndStep
    | GameChecksStep
    | WinnerStep
)


def _code(value: object) -> object:
    """A field as a code: cards and hands in notation, enums as their values."""
    if isinstance(value, Card | Hand):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return tuple(_code(item) for item in value)
    return value


def _json(value: object) -> object:
    """Codes as JSON: tuples as lists, melds as their JSON."""
    if isinstance(value, Meld):
        return value.to_json()
    if isinstance(value, Mapping):
        return {key: _json(item) for key, item in value.items()}
    if isinstance(value, tuple):
        return [_json(item) for item in value]
    return value
