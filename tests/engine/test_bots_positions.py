"""The 25 positions of the strong player's review of the computer players
(``../shared/reviews/bots.md``, its table of clear mistakes), fixed: the deal, the calls and the
cards played up to the decision, and the strong player's answer.

Each deal is the one the review's hand was dealt from (its seed and rules), written out card by
card, and the position is reached through legal actions: the auction as it went, trump, the cards
passed (standard) and the cards played, so the seat to act sees exactly what it saw at the table.
#24 arose on the Play page after the reader's own cards; its position is rebuilt on that deal with
South leading K♠ at trick 4 (the same spades out, a trick earlier). ``answer`` is the strong
player's choice: one or more cards (any of them agrees), ``pass``, or a bid in a range. #2 holds
two decisions of one trick (East's, then West's) and #16 two hands. The review reports #3, #6 and
#25 without counting them: there its own yardsticks (the actual deal, the bot's evaluation with
many deals) do not all agree with the strong player's card.

The ``expert`` player is asked as in a match (``bots.decide``, seed 1).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pinochle.bots import decide
from pinochle.cards import Card, Hand, Suit, parse_cards
from pinochle.game import Bid, HandState, NameTrump, Pass, PassCards, PlayCard
from pinochle.rules import make_ruleset

# The review's positions it reports without counting.
REPORTED = frozenset({3, 6, 25})


@dataclass(frozen=True)
class Position:
    """One position of the review: hands dealt by South (dealer 0), West calling first."""

    number: int
    rules: str
    hands: tuple[str, str, str, str]
    calls: str  # each call in turn: a bid or "-" for a pass
    answer: str  # cards, "pass", "bid 40+" or "bid 25-30"
    why: str
    trump: str | None = None
    passing: tuple[str, str] | None = None  # to the bidder, then back to the partner
    plays: tuple[str, ...] = ()  # the cards of each trick, in the order played

    def state(self) -> HandState:
        """The position, reached through legal actions from the deal."""
        state = HandState.new(
            make_ruleset(self.rules), 0, [Hand(parse_cards(text)) for text in self.hands]
        )
        for call in self.calls.split():
            state = state.apply(_call(state, call))
        if self.trump is not None:
            state = state.apply(NameTrump(_turn(state), Suit(self.trump)))
        for cards in self.passing or ():
            state = state.apply(PassCards(_turn(state), tuple(parse_cards(cards))))
        for text in " ".join(self.plays).split():
            state = state.apply(PlayCard(_turn(state), Card.parse(text)))
        return state

    def agrees(self, action: object) -> bool:
        """Whether ``action`` is the strong player's answer."""
        seat = _turn(self.state())
        if self.answer == "pass":
            return action == Pass(seat)
        if self.answer.startswith("bid "):
            if not isinstance(action, Bid):
                return False
            low, _, high = self.answer.removeprefix("bid ").rstrip("+").partition("-")
            return int(low) <= action.amount <= (int(high) if high else 10**6)
        return action in {PlayCard(seat, card) for card in parse_cards(self.answer)}


def _turn(state: HandState) -> int:
    seat = state.turn
    assert seat is not None
    return seat


def _call(state: HandState, call: str) -> Pass | Bid:
    return Pass(_turn(state)) if call == "-" else Bid(_turn(state), int(call))


POSITIONS = (
    Position(
        1,
        "check",
        (
            "TS KS JS TH TH QH JD 9D 9D JC JC 9C",
            "9S AH KH JH JH 9H TD KD JD AC TC KC",
            "AS AS TS 9S QH 9H AD TD TC KC QC 9C",
            "KS QS QS JS AH KH AD KD QD QD AC QC",
        ),
        "- 20 - -",
        trump="C",
        plays=(
            "9C AC 9C KC",
            "KH TH AH 9H",
            "9S TS",
        ),
        answer="JS",
        why=(
            "East, third, cannot beat North's 10♠ (K Q Q J♠ in hand): the jack, not the king, goes "
            "to the opponents"
        ),
    ),
    Position(
        2,
        "check",
        (
            "KS QS JS TH JH 9H AD KD JD 9D 9D 9C",
            "QS AH KH QH JH TD QD AC AC TC KC JC",
            "AS AS JS 9S TH AD TD KD QD JD KC JC",
            "TS TS KS 9S AH KH QH 9H TC QC QC 9C",
        ),
        "20 21 - - -",
        trump="D",
        plays=(
            "AD 9C 9D QD",
            "JD KH AD TD",
            "9C AC JC TC",
            "AH TH 9H 9H",
            "QS AS 9S JS",
            "KD",
        ),
        answer="QH QC",
        why=(
            "Void in trumps and diamonds led: East throws a queen, not the K♠ that wins once the A♠"
            " are gone"
        ),
    ),
    Position(
        2,
        "check",
        (
            "KS QS JS TH JH 9H AD KD JD 9D 9D 9C",
            "QS AH KH QH JH TD QD AC AC TC KC JC",
            "AS AS JS 9S TH AD TD KD QD JD KC JC",
            "TS TS KS 9S AH KH QH 9H TC QC QC 9C",
        ),
        "20 21 - - -",
        trump="D",
        plays=(
            "AD 9C 9D QD",
            "JD KH AD TD",
            "9C AC JC TC",
            "AH TH 9H 9H",
            "QS AS 9S JS",
            "KD KS 9D",
        ),
        answer="QH JH JC",
        why="West, void in trumps, throws a card that is no counter, not the K♣",
    ),
    Position(
        3,
        "check",
        (
            "QS 9S AH KH JH TD JD 9D TC KC QC 9C",
            "TS 9S AH JH 9H KD KD QD AC TC QC 9C",
            "AS TS JS TH KH 9H AD TD JD AC KC JC",
            "AS KS KS QS JS TH QH QH AD QD 9D JC",
        ),
        "20 - - 21 -",
        trump="C",
        plays=(
            "9C QC AC JC",
            "JC KS TC AC",
            "TC KC 9D QC",
            "JH TH QH AH",
            "QS TS AS JS",
            "JD QD TD QD",
        ),
        answer="KC",
        why="The bidder draws the last trump (9♣ out) with his top trump before cashing side cards",
    ),
    Position(
        4,
        "check",
        (
            "9S 9S TH TH KH QD JD AC TC KC QC 9C",
            "AS JS AH QH JH 9H AD KD KD TC JC 9C",
            "AS TS KS QS AH KH QH TD TD QD 9D JC",
            "TS KS QS JS JH 9H AD JD 9D AC KC QC",
        ),
        "- 20 21 22 -",
        answer="pass",
        why=(
            "East, 10 meld, trumps 10 K Q J♠ without the ace, partner passed in first seat (no "
            "marriage): no bid at 23"
        ),
    ),
    Position(
        5,
        "check",
        (
            "9S 9S TH TH KH QD JD AC TC KC QC 9C",
            "AS JS AH QH JH 9H AD KD KD TC JC 9C",
            "AS TS KS QS AH KH QH TD TD QD 9D JC",
            "TS KS QS JS JH 9H AD JD 9D AC KC QC",
        ),
        "- 20 21 22 - 23 -",
        trump="S",
        plays=(
            "JS 9S AS QS",
            "JS TS QS 9S",
            "AS KS KH 9C",
            "JC QC TC JC",
            "JD KD TD AD",
            "AC KC TC KS",
            "AH 9H TH",
        ),
        answer="9H",
        why=(
            "West, last, cannot beat North's A♥: the nine, keeping his A♥, the last heart ace, for "
            "a later trick"
        ),
    ),
    Position(
        6,
        "check",
        (
            "KS JS 9S 9S KH JH 9H KD AC TC KC 9C",
            "AS TS QS KH QH JH TD JD 9D AC KC 9C",
            "AS QS QH TD KD QD QD 9D TC QC QC JC",
            "TS KS JS AH AH TH TH 9H AD AD JD JC",
        ),
        "20 21 - - 22 23 -",
        trump="D",
        plays=(
            "9D JD KD TD",
            "JH QH TH 9H",
            "AD 9S 9D QD",
            "AD JH JD QD",
            "9H KH QH KD",
            "QC JC AC 9C",
            "TC AC JC",
        ),
        answer="KS",
        why=(
            "East, last, feeds his partner's sure trick the K♠ that cannot win, keeping the 10♥ "
            "that wins after his aces"
        ),
    ),
    Position(
        7,
        "check",
        (
            "TS KS JS 9S AH TH KH 9H AD TD QC 9C",
            "AS AS QS KH QH JH AD QD JD AC TC JC",
            "TS KS JS TH QH JH 9H TD 9D TC KC JC",
            "QS 9S AH KD KD QD JD 9D AC KC QC 9C",
        ),
        "20 - 21 - 22 23 24 25 26 27 -",
        trump="D",
        plays=(
            "AH 9H KH 9H",
            "9D AD JD TD",
            "TH JH JH KD",
            "9S",
        ),
        answer="JS",
        why="South, second, must head the 9♠; West's A♠ takes the trick: the jack, not the king",
    ),
    Position(
        8,
        "check",
        (
            "TS KS JS 9S AH TH KH 9H AD TD QC 9C",
            "AS AS QS KH QH JH AD QD JD AC TC JC",
            "TS KS JS TH QH JH 9H TD 9D TC KC JC",
            "QS 9S AH KD KD QD JD 9D AC KC QC 9C",
        ),
        "20 - 21 - 22 23 24 25 26 27 -",
        trump="D",
        plays=(
            "AH 9H KH 9H",
            "9D AD JD TD",
            "TH JH JH KD",
            "9S KS AS JS",
            "AC JC KC 9C",
            "AD 9D JD TD",
            "QS KS QS TS",
        ),
        answer="JS 9S",
        why="No counter led into the bidder's known heart void: a spade, not the K♥",
    ),
    Position(
        9,
        "check",
        (
            "TS KS JS AH QH JH AD JD 9D 9D AC AC",
            "TS QS AH TH KH JH TD QD TC KC QC JC",
            "AS KS QS 9S 9S TH QH TD KD KD TC KC",
            "AS JS KH 9H 9H AD QD JD QC JC 9C 9C",
        ),
        "20 - - -",
        trump="C",
        plays=(
            "QC KC 9C AC",
            "AH JH TH 9H",
            "AD QD KD JD",
            "KS TS AS JS",
            "QH KH JH TH",
            "JC TC 9C AC",
            "9D TD KD AD",
            "QD 9D KC TD",
        ),
        answer="QS",
        why="No king led into a ruff: the Q♠ costs nothing",
    ),
    Position(
        10,
        "check",
        (
            "AS KS JS JS AH AH TH AC TC KC QC QC",
            "TS TS 9S JH 9H TD KD KD AC JC JC 9C",
            "KS QS KH JH AD QD QD JD 9D TC KC 9C",
            "AS QS 9S TH KH QH QH 9H AD TD JD 9D",
        ),
        "- 20 21 22 - 23 24 25 26 27 -",
        trump="H",
        plays=(
            "AS KS TS QS",
            "QH TH 9H",
        ),
        answer="KH",
        why="North, last, feeds the K♥ to his partner's winning 10♥",
    ),
    Position(
        11,
        "check",
        (
            "AS KS JS JS AH AH TH AC TC KC QC QC",
            "TS TS 9S JH 9H TD KD KD AC JC JC 9C",
            "KS QS KH JH AD QD QD JD 9D TC KC 9C",
            "AS QS 9S TH KH QH QH 9H AD TD JD 9D",
        ),
        "- 20 21 22 - 23 24",
        answer="pass",
        why="East, trumps 10 K Q Q 9♥ with both A♥ out, stops: no 25 needing 17 in tricks",
    ),
    Position(
        12,
        "check",
        (
            "AS KS QS 9S KH QH 9H AD KD KD JD 9D",
            "TS TS AH JH 9H AD TD QD QD AC JC JC",
            "KS JS AH TH TH QH JD 9D TC TC KC QC",
            "AS QS JS 9S KH JH TD AC KC QC 9C 9C",
        ),
        "- 20 21 22 - 23 24 -",
        trump="S",
        plays=(
            "KD AD 9D TD",
            "AC QC KC KS",
            "QS TS JS AS",
            "9S AS TS KS",
            "9S 9H TH JS",
        ),
        answer="JH 9C",
        why="No ace led into a known void: the A♣ is ruffed",
    ),
    Position(
        13,
        "check",
        (
            "AS KS QS 9S KH QH 9H AD KD KD JD 9D",
            "TS TS AH JH 9H AD TD QD QD AC JC JC",
            "KS JS AH TH TH QH JD 9D TC TC KC QC",
            "AS QS JS 9S KH JH TD AC KC QC 9C 9C",
        ),
        "- 20 21 22 - 23 24 -",
        trump="S",
        plays=(
            "KD AD 9D TD",
            "AC QC KC KS",
            "QS TS JS AS",
            "9S AS TS KS",
            "9S 9H TH JS",
            "AC 9D JC KC",
            "JH QH AH QH",
            "JC TC 9C KH",
            "TH KH 9H JH",
        ),
        answer="JD",
        why="One trump (Q♠) is still out: no A♥ led into it",
    ),
    Position(
        14,
        "check",
        (
            "QS QS 9S TH JH TD KD QD JD JD 9D AC",
            "TS KS JS JS KH QH JH TD 9D TC QC QC",
            "TS KS QH 9H KD QD TC KC KC JC JC 9C",
            "AS AS 9S AH AH TH KH 9H AD AD AC 9C",
        ),
        "- - -",
        answer="bid 40+",
        why="South, dealer, after three passes with 35 meld: a bid in a high contract band, not 20",
    ),
    Position(
        15,
        "check",
        (
            "KS QS JS TH JH 9H AD KD JD 9D 9D 9C",
            "QS AH KH QH JH TD QD AC AC TC KC JC",
            "AS AS JS 9S TH AD TD KD QD JD KC JC",
            "TS TS KS 9S AH KH QH 9H TC QC QC 9C",
        ),
        "20",
        answer="bid 25-30",
        why="North, a run in hand, uncontested limit above 30: a bid of 25 to 30, not 21",
    ),
    Position(
        16,
        "check",
        (
            "AS KS KS QH AD TD TD KD JD JD AC 9C",
            "9S 9S AH TH KH JH JH 9H 9H QD KC JC",
            "TS QS AH KH QH KD 9D AC TC TC QC 9C",
            "AS TS QS JS JS TH AD QD 9D KC QC JC",
        ),
        "-",
        answer="pass",
        why="North, a marriage and about 4 meld: pass (a throw-in costs nothing), not open at 20",
    ),
    Position(
        16,
        "check",
        (
            "TS JS 9S AH TH QH 9H KD JD AC QC JC",
            "QS JS KH JH KD 9D 9D TC QC JC 9C 9C",
            "KS QS AH 9H AD AD TD QD QD AC TC KC",
            "AS AS TS KS 9S TH KH QH JH TD JD KC",
        ),
        "- -",
        answer="pass",
        why="East, a marriage and about 4 meld: pass (a throw-in costs nothing), not open at 20",
    ),
    Position(
        17,
        "standard",
        (
            "TS KS QS 9S KH JH 9H KD QD JD KC 9C",
            "TS QS AH TH 9H AD AD KD JD 9D TC TC",
            "AS AS AH QH JH TD TD QD 9D AC AC 9C",
            "KS JS JS 9S TH KH QH KC QC QC JC JC",
        ),
        "20 21 22 23 24 25 26 27 28 29 - 30 - 31 32 33 34 -",
        trump="S",
        passing=("AS AS AH AC", "JH 9H QD 9C"),
        plays=(
            "KC TC AC JC",
            "QH TH AH",
        ),
        answer="9H",
        why="West, last, cannot beat South's A♥: the nine, not a ten given away",
    ),
    Position(
        18,
        "standard",
        (
            "TS TS JS AH AH TH JH 9H QD AC QC 9C",
            "AS AS KS JH 9H AD TD QD 9D TC JC 9C",
            "QS JS 9S 9S AD TD KD JD 9D AC KC QC",
            "KS QS TH KH KH QH QH KD JD TC KC JC",
        ),
        "20 21 22 23 - 24 25 26 27 28 29 - 30 31 32 33 34 35 36 -",
        trump="H",
        passing=("AS AS JH 9H", "QS JD TC JC"),
        plays=(
            "JH TH QS KC",
            "AC 9C AC KC",
            "9H TC QC KH",
            "QH AH 9D KD",
            "9C TC 9D KH",
            "QH AH JD TD",
            "JH JC 9S TH",
            "KD QD AD JD",
            "QD AD 9H QC",
        ),
        answer="AS",
        why="East leads A A K♠ into South's 10 10 J♠: an ace, not the king the ten beats",
    ),
    Position(
        19,
        "standard",
        (
            "KS KS AH AD TD QD QD JD 9D KC JC 9C",
            "TH KH QH QH JH KD AC TC TC KC JC 9C",
            "QS JS 9S KH JH 9H AD TD KD 9D AC QC",
            "AS AS TS TS QS JS 9S AH TH 9H JD QC",
        ),
        "20 21 22 23 24 - 25 -",
        answer="pass",
        why="West, partner East at 25 with North–South out: no raise from 25 to 41",
    ),
    Position(
        20,
        "standard",
        (
            "TS KS JS AH QH JH AD JD 9D 9D AC AC",
            "TS QS AH TH KH JH TD QD TC KC QC JC",
            "AS KS QS 9S 9S TH QH TD KD KD TC KC",
            "AS JS KH 9H 9H AD QD JD QC JC 9C 9C",
        ),
        "20 21 22 23 24 25 26 27",
        answer="pass",
        why="West, 2 meld, hoping for partner's Q♥: stop at about 25",
    ),
    Position(
        21,
        "double-deck",
        (
            "AS AS TS KS QS JS JS JS TH KH JH JH JH AD KD QD AC TC KC QC",
            "TS QS JS AH TH KH KH AD AD TD TD KD KD QD QD AC AC AC QC JC",
            "AS KS QS QS AH TH KH QH QH AD JD JD TC KC KC QC QC JC JC JC",
            "AS TS TS KS KS AH AH TH QH QH JH TD TD KD QD JD JD TC TC KC",
        ),
        "50 51 - 52 -",
        answer="pass",
        why="North, partner South at 52 with East–West out: no raise (a higher bid brings nothing)",
    ),
    Position(
        22,
        "double-deck",
        (
            "AS TS TS QS QS AH TH QH QH JH AD TD TD TD KD QD JD AC AC TC",
            "TS KS QS QS JS AH AH AH KH KH QH JH AD QD QD JD AC TC QC JC",
            "AS AS TS KS JS TH TH JH JH AD KD KD JD JD TC KC KC QC JC JC",
            "AS KS KS JS JS TH KH KH QH AD TD KD QD AC TC KC KC QC QC JC",
        ),
        "50 - 51 52 53 54 55",
        answer="pass",
        why="West, in a duel with South: stop at about 55",
    ),
    Position(
        23,
        "double-deck",
        (
            "AS AS TS KS QS JS JS JS TH KH JH JH JH AD KD QD AC TC KC QC",
            "TS QS JS AH TH KH KH AD AD TD TD KD KD QD QD AC AC AC QC JC",
            "AS KS QS QS AH TH KH QH QH AD JD JD TC KC KC QC QC JC JC JC",
            "AS TS TS KS KS AH AH TH QH QH JH TD TD KD QD JD JD TC TC KC",
        ),
        "50 51 - 52 - 53 54 55 56 57 58 59 60 65 70 75 -",
        trump="C",
        plays=(
            "QC KC AC JC",
            "AD KD JD JD",
            "AS JS QS KS",
            "AS QS KS KS",
            "QC AC JC TC",
            "AH QH JH JH",
            "TD AD JD KD",
            "JC TC KC AC",
            "KH AH QH KH",
            "JC KD TC AC",
            "QC KC QD TH",
            "KH TH JH KH",
            "AH JH TH QH",
            "AH JS KD TH",
            "QH KS QD QC",
            "JD TD QD AD",
            "TD KC TD JS",
            "AS TS",
        ),
        answer="TS",
        why="South, third, feeds the 10♠ to his partner's sure A♠",
    ),
    Position(
        24,
        "check",
        (
            "TS KS JS AH QH JH AD JD 9D 9D AC AC",
            "TS QS AH TH KH JH TD QD TC KC QC JC",
            "AS KS QS 9S 9S TH QH TD KD KD TC KC",
            "AS JS KH 9H 9H AD QD JD QC JC 9C 9C",
        ),
        "20 - - -",
        trump="C",
        plays=(
            "QC KC 9C AC",
            "AH JH TH 9H",
            "AD QD KD JD",
            "KS TS AS JS",
            "QS AS",
        ),
        answer="JS",
        why=(
            "North led Q♠ and East took it with A♠: South keeps his 10♠, the top spade "
            "once this trick is over, and gives the jack"
        ),
    ),
    Position(
        25,
        "check",
        (
            "JS 9S JH JH TD JD 9D AC KC QC JC 9C",
            "TS KS KS AH TH KH QH AD TD KD TC QC",
            "AS QS JS AH QH 9H AD QD QD 9D AC 9C",
            "AS TS QS 9S TH KH 9H KD JD TC KC JC",
        ),
        "20 - - 21 -",
        trump="C",
        plays=(
            "9C QC AC JC",
            "AH 9H JH QH",
            "AD JD",
        ),
        answer="TD",
        why=(
            "South drops the 10♦ on partner's sure A♦: the other A♦ is out, so the ten can never "
            "win by itself"
        ),
    ),
)

# Positions where the expert does not give the strong player's answer, each a strict xfail with
# its reason: the review's reported ones, and a Check auction where weighing the bid against
# defending (``bots.calibration``) is left out: in duplicate play it cost checks. With it,
# #11 gives the strong player's pass.
DISAGREES: dict[str, str] = {
    "11-check-3": "bids 25 at a 70 % chance, worth less than defending: in Check the expert does"
    " not weigh defending",
    "3-check-0": "reported, not counted: the plain lead, as the play-outs see it; K♣ is"
    " better only on sampled exact play (the review's own 500-deal evaluation agrees with 9♦)",
}


def _id(position: Position) -> str:
    return f"{position.number}-{position.rules}-{_turn(position.state())}"


@pytest.mark.parametrize(
    "position",
    [
        pytest.param(
            position,
            id=_id(position),
            marks=[pytest.mark.xfail(strict=True, reason=DISAGREES[_id(position)])]
            if _id(position) in DISAGREES
            else [],
        )
        for position in POSITIONS
    ],
)
def test_the_expert_gives_the_strong_players_answer(position: Position) -> None:
    decision = decide(position.state(), "expert", seed=1)
    assert position.agrees(decision.action), position.why
