"""The reader's table: a whole game with the reader at South and computer players in the
other three seats, kept as the list of the reader's own actions and replayed from it.

A game at the table is fixed by its ``Setting`` (rules profile, target, seed,
the computer players' name) and the reader's actions, each a short token:

- ``pass``, ``bid-N``: a call; ``trump-S``: naming trump (suit S H D C);
- ``give-C1-C2-C3-C4``: the four cards passed (standard Pinochle);
- ``card-C``: a card played (canonical notation, ``card-TH``);
- ``concede``: the bidder gives the hand up after the meld;
- ``next``: go on, from the meld on the table to the first lead, and from a
  finished hand to the next deal.

Every hand pauses after the meld (phase ``meld``) until the reader says
``next`` (or concedes, as bidder), so the meld can be read before the play.
The deals come from ``random.Random(seed)``, one after another as in
``bots.play_game``, and the computer players are seeded from the seed, so
the same setting and actions always give the same game. Replaying checks
every token against the rules (``IllegalAction`` with the rule's code, or
``play_bad_token``, ``not_your_turn``, ``game_over``, with ``index`` naming the
token). ``marks`` fingerprint the game at each of the reader's decisions
(``MARK_LENGTH`` hex digits each; the first before any action): a saved game
or a link carries them, so a game whose computer players no longer replay it
the same way is noticed (``Table.stopped``) instead of silently changing.

``expert`` opponents search as far as the Play page's time budget allows
(``bots.effort.TABLE``, by rules profile), so that an action with their replies
answers quickly.
At each of the reader's decisions the match's ``expert`` player for South
(``bots.expert``, seeded as South's seat player would be) may be asked too,
whatever the opponents' strength: its choice is the hint, and the after-hand
review compares it with what the reader did; where both are cards, ``estimate``
weighs the two as the expert weighs its own (``bots.expert.estimate``). The
expert's choice depends only on the position and the seed, so it is asked only
by a hint or a review (``advise``, kept for the last positions asked), never by
a replay: the opponents' play, the marks and a replay never depend on it. The
Play page asks for the hint of each decision while it shows the computers'
moves, so an action waits for their replies alone and the review at a hand's
end finds every hint kept.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from pinochle.bots import DEFAULT, Player, Seats, expert, seat_bots
from pinochle.bots.effort import TABLE
from pinochle.bots.expert import Estimate, ExpertPlayer
from pinochle.bots.motives import Decision as BotDecision
from pinochle.cards import Card, Suit
from pinochle.errors import IllegalAction, NotationError
from pinochle.game import (
    Bid,
    Concede,
    Deal,
    GameState,
    HandAction,
    HandState,
    NameTrump,
    Pass,
    PassCards,
    Phase,
    PlayCard,
    shuffled_deal,
)
from pinochle.rules import Ruleset, make_ruleset

READER = 0  # the reader sits South
MARK_LENGTH = 4
NEXT, CONCEDE = "next", "concede"


@dataclass(frozen=True)
class Choice:
    """A player's choice: the action, and the computer player's motive code with its
    parameters (``None`` when the player gives none)."""

    action: HandAction
    motive: str | None = None
    params: dict[str, object] = field(default_factory=dict)


def decide(player: Player, state: HandState) -> Choice:
    """The computer player's choice for the seat to act: the one place that speaks to
    ``pinochle.bots``."""
    return _choice(player.decide(state))


def _choice(decision: BotDecision) -> Choice:
    params = decision.to_json()["params"]  # cards and suits in canonical notation
    assert isinstance(params, dict)
    return Choice(decision.action, decision.motive.value, params)


@dataclass(frozen=True)
class Setting:
    """What fixes a game at the table besides the reader's actions."""

    profile: str
    seed: int
    target: int | None = None
    players: str = DEFAULT

    @property
    def rules(self) -> Ruleset:
        return make_ruleset(self.profile, target=self.target)


def token(action: HandAction) -> str:
    """The reader's token for ``action``."""
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Bid):
        return f"bid-{action.amount}"
    if isinstance(action, NameTrump):
        return f"trump-{action.suit.value}"
    if isinstance(action, PassCards):
        return "-".join(("give", *(str(card) for card in action.cards)))
    if isinstance(action, Concede):
        return CONCEDE
    return f"card-{action.card}"


def parse_token(text: str, index: int) -> HandAction | str:
    """The action a token stands for (``next`` stays a string); ``IllegalAction``
    (``play_bad_token``) when it is not a token."""
    kind, _, rest = text.partition("-")
    try:
        if text == NEXT:
            return NEXT
        if text == CONCEDE:
            return Concede(READER)
        if text == "pass":
            return Pass(READER)
        if kind == "bid" and rest.isdigit() and len(rest) <= 5:
            return Bid(READER, int(rest))
        if kind == "trump":
            return NameTrump(READER, Suit(rest))
        if kind == "give":
            return PassCards(READER, tuple(_card(code) for code in rest.split("-")))
        if kind == "card":
            return PlayCard(READER, _card(rest))
    except (ValueError, NotationError):
        pass
    raise IllegalAction("play_bad_token", index=index, token=text[:40])


def _card(code: str) -> Card:
    card = Card.parse(code)
    if str(card) != code:
        raise NotationError("bad_card", token=code)
    return card


@dataclass(frozen=True)
class Turn:
    """One action at the table: who, the choice, and the hand (from 1) it was taken in."""

    hand: int
    seat: int
    choice: Choice


@dataclass(frozen=True)
class Advice:
    """What the expert would do at one of the reader's decisions: a token, and its motive
    (``None`` for going on, where there is nothing to choose)."""

    token: str
    motive: str | None = None
    params: dict[str, object] = field(default_factory=dict)


def _adviser_seed(seed: int) -> str:
    """The seed of the expert in South's seat: the one ``seat_bots(seed, ...)`` gives South."""
    return f"{seed}/{READER}"


# The expert's choices last asked, enough for every decision of a hand and a few more.
@functools.lru_cache(maxsize=64)
def _expert_choice(state: HandState, seed: int, playing_on: bool = False) -> Choice:
    if playing_on:
        return _choice(expert.card(state, _adviser_seed(seed)))
    return decide(ExpertPlayer(_adviser_seed(seed)), state)


def advise(phase: str, state: HandState, seed: int) -> Advice:
    """The expert's choice for South at a decision in ``phase`` (``Table.phase``) of the
    hand ``state`` (the hand just finished at ``hand-over``), in the game of ``seed``:
    going on, where there is nothing to choose; at the meld, South as bidder concedes or
    goes on (with the reason for playing on); past the meld, where conceding is too late,
    the card it plays on with."""
    if phase == "hand-over" or (phase == "meld" and state.bidder != READER):
        return Advice(NEXT)
    choice = _expert_choice(state, seed)
    if phase != "meld" and isinstance(choice.action, Concede):
        choice = _expert_choice(state, seed, playing_on=True)
    if phase == "meld" and not isinstance(choice.action, Concede):
        return Advice(NEXT, choice.motive, choice.params)
    return Advice(token(choice.action), choice.motive, choice.params)


@dataclass(frozen=True)
class Decision:
    """One of the reader's decisions in the game of ``seed``: what the reader did (a token),
    in hand ``hand`` after ``ply`` actions of the hand, whose state was ``state``; and
    what the expert would have done there (``advice``)."""

    hand: int
    ply: int
    phase: str
    taken: str
    state: HandState = field(compare=False)
    seed: int

    @property
    def advice(self) -> Advice:
        return advise(self.phase, self.state, self.seed)


def estimate(decision: Decision) -> Estimate | None:
    """Where the reader played another card than the expert would have, the two cards
    weighed as the expert weighs its own (``bots.expert.estimate``); ``None`` for the
    other decisions."""
    yours, computer = decision.taken, decision.advice.token
    if yours == computer or not (yours.startswith("card-") and computer.startswith("card-")):
        return None
    return weigh(decision.state, yours, computer, decision.seed)


# The weighings last asked, enough for every card of a hand and a few more: the Play page
# asks for each while it shows the computers' moves, so the review finds them kept.
@functools.lru_cache(maxsize=64)
def weigh(state: HandState, yours: str, computer: str, seed: int) -> Estimate:
    """The reader's card ``yours`` against the expert's ``computer`` (tokens) in ``state``."""
    cards = (_card(yours.removeprefix("card-")), _card(computer.removeprefix("card-")))
    return expert.estimate(state, *cards, _adviser_seed(seed))


@dataclass
class Table:
    """A game at the table, replayed up to the reader's next decision.

    ``turns`` lists every action (the computer players' with their choice),
    ``decisions`` the reader's, ``hint`` the expert's choice for the
    decision now due, ``pending`` a computer bidder's first lead held until
    the reader goes on from the meld, ``released`` whether the reader has gone
    on from this hand's meld, ``cut`` the hand state just after the reader's
    last action (``None`` after a deal: everything in the hand is news), all of it
    seen already when ``cut_whole`` (the reader went on from the meld), else up to the
    reader's action; ``stopped``, for a game replayed only in part, the actions kept.
    """

    setting: Setting
    game: GameState
    deals: random.Random
    players: Seats
    turns: list[Turn] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    marks: list[str] = field(default_factory=list)
    pending: Choice | None = None
    released: bool = False
    cut: HandState | None = None
    cut_whole: bool = False
    stopped: int | None = None
    digest: str = ""

    @property
    def hand(self) -> HandState:
        """The hand on the table: the hand in progress, or the last one finished."""
        current = self.game.current
        return current if current is not None else self.game.hands[-1]

    @property
    def number(self) -> int:
        """The number (from 1) of the hand on the table."""
        return len(self.game.hands) + (1 if self.game.current is not None else 0)

    @property
    def phase(self) -> str:
        """``bidding``, ``trump``, ``passing``, ``meld``, ``play``, ``hand-over``, ``game-over``."""
        if self.game.is_over():
            return "game-over"
        current = self.game.current
        if current is None:
            return "hand-over"
        if self.at_meld:
            return "meld"
        phase = current.phase
        return "play" if phase is Phase.PLAYING else phase.value

    @property
    def at_meld(self) -> bool:
        """The meld is on the table and the reader has not gone on to the play yet."""
        current = self.game.current
        return current is not None and current.may_concede() and not self.released

    @property
    def hint(self) -> Advice | None:
        """The expert's choice for the reader's decision now due (``None`` once the game
        is over)."""
        if self.game.is_over():
            return None
        return advise(self.phase, self.hand, self.setting.seed)

    def reader_to_act(self) -> bool:
        return self.game.current is None or self.at_meld or self.game.turn == READER

    def clone(self) -> Table:
        """A copy to go on from; states are values, the players' generators are copied."""
        return replace(
            self,
            deals=copy.deepcopy(self.deals),
            players=copy.deepcopy(self.players),
            turns=list(self.turns),
            decisions=list(self.decisions),
            marks=list(self.marks),
        )

    # ---- the game going on

    def advance(self) -> None:
        """The computer players act until the reader's decision is due (or the game ends)."""
        while not self.game.is_over():
            current = self.game.current
            if current is None:
                break
            seat = current.turn
            if seat is None:
                break
            if self.at_meld:
                if seat != READER and self.pending is None:
                    choice = decide(self.players[seat], current)
                    if isinstance(choice.action, Concede):
                        self._apply(seat, choice)
                        continue
                    self.pending = choice
                break
            if seat == READER:
                break
            self._apply(seat, decide(self.players[seat], current))
        self.marks.append(self.digest[:MARK_LENGTH])

    def take(self, text: str) -> None:
        """The reader's action ``text`` (a token), then the computer players' replies."""
        index = len(self.decisions)
        if self.game.is_over():
            raise IllegalAction("game_over", index=index, token=text[:40])
        action = parse_token(text, index)
        seed = self.setting.seed
        decision = Decision(self.number, _ply(self.hand), self.phase, text, self.hand, seed)
        self.decisions.append(decision)
        if isinstance(action, str):
            self._go_on(index)
        elif isinstance(action, Concede) and not self.at_meld:
            raise IllegalAction("concede_too_late", index=index, seat=READER)
        elif self.at_meld and not isinstance(action, Concede):
            raise IllegalAction("wrong_phase", index=index, phase="meld", action=action.kind)
        else:
            self._reader_acts(action, index)
        self.advance()

    def _go_on(self, index: int) -> None:
        if self.game.current is None:
            self.deal()
            self.released, self.cut, self.cut_whole = False, None, False
        elif self.at_meld:
            self.released, self.cut, self.cut_whole = True, self.game.current, True
            if self.pending is not None:
                seat = self.pending.action.seat
                self._apply(seat, self.pending)
                self.pending = None
        else:
            raise IllegalAction("wrong_phase", index=index, phase=self.phase, action=NEXT)

    def _reader_acts(self, action: HandAction, index: int) -> None:
        if self.game.turn != READER:
            raise IllegalAction("not_your_turn", index=index, seat=READER, turn=self.game.turn)
        try:
            self._apply(READER, Choice(action))
        except IllegalAction as error:
            raise IllegalAction(error.code, index=index, **error.params) from error
        self.cut, self.cut_whole = self.game.current or self.game.hands[-1], False

    def deal(self) -> None:
        """The next hand, dealt from the game's generator."""
        deal = Deal(shuffled_deal(self.game.rules, self.deals))
        self.game = self.game.apply(deal)
        self._note(" ".join(str(hand) for hand in deal.hands))

    def _apply(self, seat: int, choice: Choice) -> None:
        self.game = self.game.apply(choice.action)
        self.turns.append(Turn(self.number, seat, choice))
        self._note(f"{seat}:{token(choice.action)}")

    def _note(self, text: str) -> None:
        """Fold ``text`` into the game's fingerprint."""
        self.digest = hashlib.sha1(f"{self.digest}|{text}".encode()).hexdigest()


def _ply(hand: HandState) -> int:
    """The actions taken in the hand so far by anyone, the dealer's forced bid included."""
    calls = len(hand.auction.calls)
    return calls + sum(1 for action in hand.history if not isinstance(action, Bid | Pass))


def ply(table: Table) -> int:
    return _ply(table.hand)


def start(setting: Setting) -> Table:
    """A new game at the table, the first hand dealt and played to the reader's turn."""
    players = seat_bots(setting.seed, setting.players, TABLE[setting.profile])
    table = Table(setting, GameState(setting.rules), random.Random(setting.seed), players)
    table.deal()
    table.advance()
    return table


# The last game replayed, one table after each of the reader's actions: each request
# usually adds or takes back one action, so the replay goes on from the longest
# prefix already played instead of from the deal.
_replayed: list[tuple[Setting, tuple[str, ...], Table]] = []
_KEPT = 400


def replay(setting: Setting, actions: Sequence[str], marks: str | None = None) -> Table:
    """The game after the reader's ``actions``; ``IllegalAction`` (with ``index``) when
    one is refused or, with ``marks``, when the game differs from the one they fingerprint.
    """
    done = tuple(actions)
    table = _resume(setting, done)
    for index in range(len(table.decisions), len(done)):
        _check_mark(table, marks, index)
        table = table.clone()
        table.take(done[index])
        _remember(setting, done[: index + 1], table)
    _check_mark(table, marks, len(done))
    return table


def replay_until_consistent(
    setting: Setting, actions: Sequence[str], marks: str | None = None
) -> Table:
    """The game as far as ``actions`` replay the same (a link or saved game from another
    engine version): ``stopped`` holds how many actions were kept."""
    kept = list(actions)
    while True:
        try:
            table = replay(setting, kept, marks)
        except IllegalAction as error:
            index = error.params.get("index")
            assert isinstance(index, int)  # every refusal in a replay names its action
            kept = kept[: max(index - 1, 0) if error.code == "mark_mismatch" else index]
            if not kept and error.code == "mark_mismatch" and index == 0:
                table = replay(setting, []).clone()
                table.stopped = 0
                return table
            continue
        if len(kept) < len(actions):
            table = table.clone()
            table.stopped = len(kept)
        return table


def _check_mark(table: Table, marks: str | None, index: int) -> None:
    if marks is None:
        return
    expected = marks[index * MARK_LENGTH : (index + 1) * MARK_LENGTH]
    if expected and expected != table.marks[index]:
        raise IllegalAction("mark_mismatch", index=index)


def _resume(setting: Setting, actions: tuple[str, ...]) -> Table:
    best: Table | None = None
    for kept_setting, kept_actions, table in _replayed:
        matches = kept_setting == setting and actions[: len(kept_actions)] == kept_actions
        if matches and (best is None or len(kept_actions) > len(best.decisions)):
            best = table
    if best is None:
        best = start(setting)
        _replayed.clear()
        _remember(setting, (), best)
    return best


def _remember(setting: Setting, actions: tuple[str, ...], table: Table) -> None:
    if _replayed and _replayed[0][0] != setting:
        _replayed.clear()
    if not any(kept == actions for _, kept, _ in _replayed):
        _replayed.append((setting, actions, table))
    del _replayed[:-_KEPT]
