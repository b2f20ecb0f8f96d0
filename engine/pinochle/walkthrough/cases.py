"""The cases of the rules a walkthrough step names: codes, never words (the value is the
catalog code: ``walk.bid.<BidReason>``, ``walk.play.<PlayCase>``, …)."""

from __future__ import annotations

import enum


class Chapter(enum.StrEnum):
    """The parts of the story a reader may jump to; the value is the catalog code."""

    GAME = "game"
    DEAL = "deal"
    AUCTION = "auction"
    CONTRACT = "contract"
    TRICK = "trick"
    COUNT = "count"
    GAME_END = "game_end"


class BidReason(enum.StrEnum):
    """Why a player could bid (Check Pinochle: a marriage) or had to; ``AGAIN`` for a
    player's later bids, his marriage having been told at his first."""

    MARRIAGE = "marriage"
    ANYONE = "anyone"
    MUST_OPEN = "must_open"
    DEALER_FORCED = "dealer_forced"
    AGAIN = "again"


class BidAmount(enum.StrEnum):
    """The amount bid: the minimum bid, the lowest bid above the high bid, or more (a jump)."""

    MINIMUM = "minimum"
    RAISE = "raise"
    JUMP = "jump"


class PassReason(enum.StrEnum):
    """A pass forced for want of a marriage, a pass holding one, or a free pass."""

    NO_MARRIAGE = "no_marriage"
    HAS_MARRIAGE = "has_marriage"
    CHOICE = "choice"


class TrumpRule(enum.StrEnum):
    """Trump must be a suit of one of the bidder's marriages, or may be any suit."""

    MARRIAGE = "marriage"
    ANY = "any"


class PassTo(enum.StrEnum):
    """Cards passed to the bidder (by his partner), or back to the partner."""

    BIDDER = "bidder"
    PARTNER = "partner"


class PlayCase(enum.StrEnum):
    """Which part of the play rule applied to a card (see ``walkthrough.play_case``)."""

    LEAD = "lead"
    FREE = "free"
    FOLLOW = "follow"
    FOLLOW_TRUMPED = "follow_trumped"
    BEAT = "beat"
    TRUMP = "trump"
    TRUMP_LOW = "trump_low"
    OVERTRUMP = "overtrump"


class WonBy(enum.StrEnum):
    """A trick won by the highest trump, or (no trump in it) by the highest card led."""

    TRUMP = "trump"
    LED = "led"


class MeldCounts(enum.StrEnum):
    """A team's meld counts (it took a trick), does not (no trick), or none was shown."""

    YES = "yes"
    NO = "no"
    NONE = "none"


class ContractHow(enum.StrEnum):
    """How the contract was settled: made, set in the play, or given up without play."""

    MADE = "made"
    SET = "set"
    CONCEDED = "conceded"
