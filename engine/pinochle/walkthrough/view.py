"""The table a walkthrough step shows: all four hands open, the trick, the hand's and the game's
totals so far."""

from __future__ import annotations

from dataclasses import dataclass

from pinochle.cards import Suit
from pinochle.game import Deal4
from pinochle.play import Trick
from pinochle.scoring import Pair
from pinochle.seats import Seat


@dataclass(frozen=True)
class View:
    """The table after a step: what a spectator at the table would see, all hands open.

    ``trick`` is the trick on the table (complete after its fourth card, until
    the next lead), ``tricks_won`` and ``points`` count this hand, ``score``
    and ``checks`` the whole game so far.
    """

    hand: int
    dealer: Seat
    hands: Deal4
    bidder: Seat | None = None
    bid: int | None = None
    trump: Suit | None = None
    trick: Trick | None = None
    tricks_won: Pair = (0, 0)
    points: Pair = (0, 0)
    score: Pair = (0, 0)
    checks: Pair = (0, 0)

    def to_json(self) -> dict[str, object]:
        """Hands as canonical strings (``"AS TS 9H"``), so the JSON holds no nested lists."""
        trick = self.trick
        trick_json = None
        if trick is not None and self.trump is not None:
            winner = trick.winner(self.trump) if trick.is_complete else None
            trick_json = {
                "leader": trick.leader,
                "cards": [str(card) for card in trick.cards],
                "winner": winner,
            }
        return {
            "hand": self.hand,
            "dealer": self.dealer,
            "hands": [str(hand) for hand in self.hands],
            "bidder": self.bidder,
            "bid": self.bid,
            "trump": None if self.trump is None else self.trump.value,
            "trick": trick_json,
            "tricks_won": list(self.tricks_won),
            "points": list(self.points),
            "score": list(self.score),
            "checks": list(self.checks),
        }
