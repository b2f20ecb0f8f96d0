"""How far the ``expert`` player searches: how many sampled deals each of its decisions
weighs, in two settings of the one player.

- ``MATCH``: the expert of the match, of ``make bench``, and of the Play
  page's hints and after-hand reviews.
- ``TABLE``: the Play page's ``expert`` opponents by rules profile, capped
  where needed so that the reader's action with the three computers' replies
  answers within the page's time budget in Pyodide (``make bench``'s expert
  tables; README gives the figures of both settings and their strength against
  ``club``).

A setting changes how many deals are drawn and whether they fit the meld shown,
never the seeds: each decision's generator is seeded from (seed, seat, ply)
alone, so every setting is deterministic on any machine, and of two settings
that fit alike the smaller's deals are the first of the larger's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Effort:
    """The sampled deals behind each kind of decision.

    ``deals``: each candidate card is first played out in this many deals, then in
    ``more`` further deals a round while the equals are unsettled, up to ``most``.
    ``solved``: the deals solved exactly in the last ``exact_tricks`` tricks.
    ``valued``: the deals a hand is valued on for each call and the trump.
    ``conceding``: the deals weighing conceding against playing on.
    ``fitted``: whether the card search deals only worlds that fit the meld shown
    (``Sampler.of(..., meld=True)``); else, as ``club`` does, worlds that fit the
    voids, the cards passed and the meld still held."""

    deals: int
    more: int
    most: int
    solved: int
    exact_tricks: int
    valued: int
    conceding: int
    fitted: bool = True


MATCH = Effort(deals=48, more=24, most=144, solved=16, exact_tricks=3, valued=48, conceding=64)
# The Play page's opponents where the match's searches take more than the page's 300 ms
# an action in Pyodide (standard, double deck): half the deals. (A quarter in double deck
# barely shortened its slowest actions: README.)
HALVED = Effort(deals=24, more=12, most=72, solved=8, exact_tricks=3, valued=24, conceding=32)
# In double deck, where 20-card hands show so much meld that few sampled worlds fit what a
# seat showed, fitting them is most of a card search: there the opponents also deal as
# ``club`` does (README gives both figures).
HALVED_UNFITTED = replace(HALVED, fitted=False)
# By rules profile: in Check the match's expert answers within budget, and half its deals
# cost it more than a point a deal against ``club`` (+0.68 where the match's gains +2.20).
TABLE = {"check": MATCH, "standard": HALVED, "double-deck": HALVED_UNFITTED}
