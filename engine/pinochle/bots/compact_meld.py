"""The meld of a compact hand (``playout``'s four holdings), looked up by its signature.

A hand's meld (``meld.find_meld``) depends only on a few of its counts: the
marriages of each suit, the runs and nines of trumps, the pinochles and each
kind of around (``signature``). The expert's searches judge thousands of
sampled hands a decision, and a game meets the same few thousand signatures
again and again, so each signature's meld is found once, in the first hand
that has it, and kept for its rules and trump (``MELDS_KEPT`` at most).
"""

from __future__ import annotations

from collections.abc import Sequence

from pinochle.bots.playout import SUIT_INDEX, hand_of, width_of
from pinochle.cards import Deck, Rank, Suit
from pinochle.meld import MeldResult, find_meld
from pinochle.rules import Ruleset

_DIAMONDS, _SPADES = SUIT_INDEX[Suit.DIAMONDS], SUIT_INDEX[Suit.SPADES]
_ACE, _TEN, _KING, _QUEEN, _JACK, _NINE = (rank.strength for rank in Rank)
# Emptied when it holds this many (a game of Check meets some 600, of double deck 2,500).
MELDS_KEPT = 10_000


class _RankCounts(dict[int, tuple[int, ...]]):
    """A holding's count of each rank by strength (nine 0 up to ace 5), worked out once."""

    def __init__(self, width: int) -> None:
        super().__init__()
        self.width = width

    def __missing__(self, holding: int) -> tuple[int, ...]:
        field = (1 << self.width) - 1
        counts = tuple(holding >> (self.width * strength) & field for strength in range(6))
        self[holding] = counts
        return counts


_RANK_COUNTS = {width_of(deck): _RankCounts(width_of(deck)) for deck in Deck}
_MELDS: dict[tuple[Ruleset, Suit, tuple[int, ...]], MeldResult] = {}


def signature(holdings: Sequence[int], width: int, trump: Suit) -> tuple[int, ...]:
    """The counts that decide the meld of ``holdings`` (see the module docstring)."""
    counts = _RANK_COUNTS[width]
    suits = (counts[holdings[0]], counts[holdings[1]], counts[holdings[2]], counts[holdings[3]])
    s0, s1, s2, s3 = suits
    trumps = suits[SUIT_INDEX[trump]]
    return (
        min(s0[_KING], s0[_QUEEN]),
        min(s1[_KING], s1[_QUEEN]),
        min(s2[_KING], s2[_QUEEN]),
        min(s3[_KING], s3[_QUEEN]),
        min(trumps[_ACE], trumps[_TEN], trumps[_KING], trumps[_QUEEN], trumps[_JACK]),
        trumps[_NINE],
        min(suits[_DIAMONDS][_JACK], suits[_SPADES][_QUEEN]),
        min(s0[_ACE], s1[_ACE], s2[_ACE], s3[_ACE]),
        min(s0[_KING], s1[_KING], s2[_KING], s3[_KING]),
        min(s0[_QUEEN], s1[_QUEEN], s2[_QUEEN], s3[_QUEEN]),
        min(s0[_JACK], s1[_JACK], s2[_JACK], s3[_JACK]),
    )


def meld(holdings: Sequence[int], width: int, trump: Suit, rules: Ruleset) -> MeldResult:
    """``find_meld`` of the hand ``holdings``, found once per signature, rules and trump."""
    key = (rules, trump, signature(holdings, width, trump))
    found = _MELDS.get(key)
    if found is None:
        if len(_MELDS) >= MELDS_KEPT:
            _MELDS.clear()
        found = _MELDS[key] = find_meld(hand_of(holdings, width), trump, rules)
    return found
