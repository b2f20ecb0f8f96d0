"""The game at the table as the reader at South sees it, in the reader's words.

South's own cards, the other hands only as card counts (all four with
``open``), the calls, the trick, the meld shown, the reader's options with
the rule that forbids each one not allowed (naming the cards), what happened
since the reader's last action (the walkthrough's steps, ``walkthrough.table_steps``,
each computer player's action with its motive when the open table tells it
(``PUBLIC_MOTIVES``), all told from South's seat), and after a hand its result
and record. The words come from the catalog (``play.*``, ``motive.*`` and the
walkthroughs' ``walk.*`` keys); the engine's rules decide everything.
"""

from __future__ import annotations

from pinochle import __version__
from pinochle.bots.expert import Estimate
from pinochle.cards import Card, Suit
from pinochle.catalog import Catalog
from pinochle.errors import IllegalAction, PinochleError
from pinochle.game import HandState, Phase
from pinochle.grading import PER_POINTS, THRESHOLDS
from pinochle.play import LegalCards, Reason, winning_position
from pinochle.record import hand_record
from pinochle.scoring import Outcome, trick_value
from pinochle.seats import SEATS, partner, team_of
from pinochle.steptext import step_text
from pinochle.table import (
    READER,
    Advice,
    Choice,
    Decision,
    Table,
    estimate,
    parse_token,
    ply,
)
from pinochle.walkthrough import Step, table_steps
from pinochle.web._entry import Response
from pinochle.words import meld_name, motive_text

ACTION_KINDS = frozenset({"bid", "pass", "trump", "passing", "concede", "play"})
# The label of a review row that is not weighed (a call, a trump, cards passed).
UNWEIGHED = "good"
COUNT_KINDS = frozenset(
    {
        "redeal",
        "no_marriage",
        "meld_count",
        "trick_points",
        "made",
        "set",
        "conceded",
        "hand_score",
        "slam",
        "contract_checks",
        "hand_checks",
        "standing",
        "game_end",
        "game_checks",
        "winner",
    }
)


# The computer players' motives whose words follow from the action and the open table
# alone. The others tell what the player's hidden cards are worth or allowed (the meld
# it counts on, its lowest card, the only card allowed), so South is not told them.
PUBLIC_MOTIVES = frozenset(
    {
        "bid_forced",
        "pass_partner_holds",
        "meld_covers_bid",
        "draw_trumps",
        "feed_partner",
        "win_with_counter",
        "trump_in",
        "overtrump",
    }
)


def table_view(table: Table, catalog: Catalog, open_hands: bool) -> Response:
    """Everything the page shows, seen from South."""
    hand, game = table.hand, table.game
    rules = game.rules
    over = hand.is_over()
    steps = table_steps(hand, game)
    return {
        "phase": table.phase,
        "ply": ply(table),
        "hand": table.number,
        "hand_start": sum(1 for decision in table.decisions if decision.hand < table.number),
        "dealer": hand.dealer,
        "turn": None if over else hand.turn,
        "bidder": hand.bidder,
        "bid": hand.bid,
        "trump": None if hand.trump is None else hand.trump.value,
        "seats": [_seat_json(hand, seat, open_hands or over) for seat in SEATS],
        "auction": [{"seat": call.seat, "bid": call.bid} for call in hand.auction.calls],
        "trick": _trick_json(hand, catalog),
        "last_trick": _trick_json(hand, catalog, gathered=True),
        "tricks_won": _tricks_won(hand),
        "trick_points": _trick_points(hand),
        "meld": [_meld_json(hand, seat, catalog) for seat in SEATS] if hand.meld else [],
        "team_meld": _team_meld_json(hand),
        "thrown_in": _thrown_in(hand, steps, catalog),
        "passing": _passing_json(hand),
        "options": _options(table, catalog),
        "events": _events(table, steps, catalog),
        "score": list(game.standing.scores),
        "checks": list(game.standing.checks),
        "target": rules.target,
        "with_checks": rules.checks,
        "result": _lines(steps, catalog) if over else None,
        "winner": game.winner if game.is_over() else None,
        "record": hand_record(hand) if over else None,
    }


def _seat_json(hand: HandState, seat: int, shown: bool) -> Response:
    cards = hand.hands[seat]
    visible = seat == READER or shown
    return {
        "seat": seat,
        "count": len(cards),
        "cards": [str(card) for card in cards] if visible else None,
    }


def _trick_json(hand: HandState, catalog: Catalog, gathered: bool = False) -> Response | None:
    """The trick on the table, or after it is complete the last trick (``gathered``: the
    last trick gathered, also while the next one is played), with its winner, the points
    it is worth to the winner (the hand's last trick with its bonus) and a line saying so."""
    trump = hand.trump
    last = hand.tricks[-1] if hand.tricks else None
    trick = last if gathered else hand.trick or last
    if trick is None or trump is None:
        return None
    winner = trick.winner(trump) if trick.is_complete else None
    points = None
    if winner is not None:
        points = trick_value(trick, len(hand.tricks) == hand.rules.deck.hand_size, hand.rules)
    return {
        "leader": trick.leader,
        "cards": [
            {"seat": trick.seat_of(position), "card": str(card)}
            for position, card in enumerate(trick.cards)
        ],
        "winner": winner,
        "points": points,
        "line": None if winner is None or points is None else _wins_line(winner, points, catalog),
        "number": len(hand.tricks) + (0 if trick.is_complete else 1),
    }


def _wins_line(winner: int, points: int, catalog: Catalog) -> str:
    """``North wins the trick: 14 points``."""
    return catalog.text(
        "play.table.wins_trick",
        seat=catalog.text(f"seat.{winner}"),
        points=catalog.count("points", points),
    )


def _trick_points(hand: HandState) -> list[int]:
    """Each team's trick points taken so far this hand (the last trick with its bonus)."""
    points = [0, 0]
    if hand.trump is not None:
        last = len(hand.tricks) == hand.rules.deck.hand_size
        for number, trick in enumerate(hand.tricks, start=1):
            value = trick_value(trick, last and number == len(hand.tricks), hand.rules)
            points[team_of(trick.winner(hand.trump))] += value
    return points


def _tricks_won(hand: HandState) -> list[int]:
    won = [0, 0]
    if hand.trump is not None:
        for trick in hand.tricks:
            won[team_of(trick.winner(hand.trump))] += 1
    return won


def _meld_json(hand: HandState, seat: int, catalog: Catalog) -> Response:
    meld = hand.meld[seat]
    return {
        "seat": seat,
        "points": meld.points,
        "checks": meld.checks,
        "melds": [{**item.to_json(), "name": meld_name(item, catalog)} for item in meld.melds],
    }


def _thrown_in(hand: HandState, steps: tuple[Step, ...], catalog: Catalog) -> str | None:
    """After four passes, the line saying the cards are thrown in (else None)."""
    if hand.outcome is not Outcome.REDEAL:
        return None
    return next((step_text(step, catalog) for step in steps if step.kind == "redeal"), None)


def _team_meld_json(hand: HandState) -> Response | None:
    """Each team's meld as shown (points, checks), once the meld is on the table."""
    if not hand.meld:
        return None
    points, checks = hand.team_meld()
    return {"points": list(points), "checks": list(checks)}


def _passing_json(hand: HandState) -> Response | None:
    """The cards South gave and received, when South passed cards."""
    bidder = hand.bidder
    if bidder is None or hand.to_bidder is None or READER not in (bidder, partner(bidder)):
        return None
    given: tuple[Card, ...] | None = hand.to_bidder
    received: tuple[Card, ...] | None = hand.to_partner
    if bidder == READER:
        given, received = received, given
    return {
        "given": None if given is None else [str(card) for card in given],
        "received": None if received is None else [str(card) for card in received],
    }


# ---- the reader's options


def _options(table: Table, catalog: Catalog) -> Response:
    phase = table.phase
    hand = table.hand
    if phase in ("hand-over", "game-over"):
        return {"kind": "next" if phase == "hand-over" else "none"}
    if phase == "meld":
        return {"kind": "meld", "may_concede": hand.bidder == READER}
    if hand.turn != READER:
        return {"kind": "wait"}
    if phase == "bidding":
        return _bid_options(hand, catalog)
    if phase == "trump":
        return {
            "kind": "trump",
            "suits": [
                {
                    "suit": suit.value,
                    "legal": suit in hand.trump_choices(),
                    "reason": None
                    if suit in hand.trump_choices()
                    else catalog.text(
                        "play.refuse.trump_needs_marriage",
                        suit=catalog.suit(suit),
                        suit_code=suit.value,
                    ),
                }
                for suit in Suit
            ],
        }
    if phase == "passing":
        to = "bidder" if hand.to_bidder is None else "partner"
        return {"kind": "give", "count": hand.rules.passing_cards, "to": to}
    legal = hand.legal_cards()
    rule = card_rule(hand, legal, catalog)
    return {
        "kind": "card",
        "rule": rule,
        "cards": [
            {
                "card": str(card),
                "legal": card in legal.cards,
                "reason": None if card in legal.cards else _card_refusal(card, rule, catalog),
            }
            for card in hand.hands[READER]
        ],
    }


def _bid_options(hand: HandState, catalog: Catalog) -> Response:
    auction = hand.auction
    may_bid = auction.may_bid[READER]
    return {
        "kind": "bid",
        "lowest": auction.lowest_bid,
        "bids": list(auction.listed_bids()),
        "may_pass": auction.may_pass(),
        "pass_reason": None
        if auction.may_pass()
        else catalog.text("play.refuse.must_open", bid=auction.lowest_bid),
        "bid_reason": None if may_bid else catalog.text("play.refuse.no_marriage_to_bid"),
    }


def card_rule(hand: HandState, legal: LegalCards, catalog: Catalog) -> str | None:
    """The rule that decides the reader's cards, naming them: ``You must follow hearts and
    beat the K♥: play A♥ or 10♥.`` (None when any card may be played)."""
    trick, trump = hand.trick, hand.trump
    if legal.reason is Reason.FREE or trick is None or trump is None:
        return None
    led = trick.cards[0].suit
    win = trick.cards[winning_position(trick.cards, trump)]
    return catalog.text(
        f"play.rule.{legal.reason.value}",
        suit=catalog.suit(led),
        suit_code=led.value,
        win=catalog.card_index(win),
        cards=_cards_or(legal.cards, catalog),
    )


def _card_refusal(card: Card, rule: str | None, catalog: Catalog) -> str:
    return catalog.text("play.refuse.card", card=catalog.card_index(card), rule=rule or "")


def _cards_or(cards: tuple[Card, ...], catalog: Catalog) -> str:
    return catalog.text("play.cards_or", cards=[catalog.card_index(card) for card in cards])


def refusal_json(table: Table, action: str, error: IllegalAction, catalog: Catalog) -> Response:
    """A refused action: its code, and the rule in words, naming the cards involved."""
    code = error.code
    params = {key: value for key, value in error.params.items() if key != "index"}
    hand = table.hand
    message = None
    if code in {reason.value for reason in Reason} and hand.phase is Phase.PLAYING:
        parsed = parse_token(action, 0)
        rule = card_rule(hand, hand.legal_cards(), catalog)
        card = getattr(parsed, "card", None)
        message = _card_refusal(card, rule, catalog) if isinstance(card, Card) else rule
    elif code == "trump_needs_marriage":
        suit = Suit(params["suit"])
        message = catalog.text(f"play.refuse.{code}", suit=catalog.suit(suit), suit_code=suit.value)
    elif code in ("no_marriage_to_bid", "must_open"):
        message = catalog.text(f"play.refuse.{code}", bid=hand.auction.lowest_bid)
    elif code == "not_your_turn":
        turn = table.game.turn
        message = catalog.text("play.refuse.not_your_turn", seat=catalog.text(f"seat.{turn}"))
    return {
        "code": code,
        "params": {
            key: value if isinstance(value, int) else str(value) for key, value in params.items()
        },
        "message": message or catalog.error(PinochleError(code, **params)),
    }


# ---- what happened, and why


def _events(table: Table, steps: tuple[Step, ...], catalog: Catalog) -> list[Response]:
    """The steps since the reader's last action, each computer player's with its motive."""
    choices = _step_choices(table, steps)
    skip = 0
    if table.cut is not None:
        seen = table_steps(table.cut, table.game)
        skip = len(seen) if table.cut_whole else _after_reader(seen)
    return [
        _event_json(step, choices[index], catalog)
        for index, step in enumerate(steps)
        if index >= skip
    ]


def _after_reader(steps: tuple[Step, ...]) -> int:
    """The place just after the reader's last action among ``steps``."""
    for index in range(len(steps) - 1, -1, -1):
        if steps[index].kind in ACTION_KINDS and _actor(steps[index]) == READER:
            return index + 1
    return 0


def _actor(step: Step) -> object:
    """The seat that acted (for a trick: the seat that won it)."""
    return step.params.get("giver", step.params.get("seat", step.params.get("winner")))


def _step_choices(table: Table, steps: tuple[Step, ...]) -> list[Choice | None]:
    """For each step, the choice of the player whose action it tells (None for the others
    and for the dealer's forced bid, which is nobody's choice)."""
    turns = iter([turn.choice for turn in table.turns if turn.hand == table.number])
    choices: list[Choice | None] = []
    for step in steps:
        forced = step.kind == "bid" and step.params.get("reason") == "dealer_forced"
        choices.append(next(turns, None) if step.kind in ACTION_KINDS and not forced else None)
    return choices


def _event_json(step: Step, choice: Choice | None, catalog: Catalog) -> Response:
    actor = _actor(step)
    text = step_text(step, catalog, READER)
    if step.kind == "passing" and READER not in (actor, step.params.get("receiver")):
        text = catalog.text(
            "play.event.passing_hidden",
            giver=catalog.text(f"seat.{actor}"),
            receiver=catalog.text(f"seat.{step.params.get('receiver')}"),
            receiver_code=step.params.get("receiver"),
        )
    motive = None
    if choice is not None and actor != READER and choice.motive in PUBLIC_MOTIVES:
        motive = motive_text(choice.motive, choice.params, catalog)
    return {
        "kind": step.kind,
        "seat": actor if isinstance(actor, int) else None,
        "card": step.params.get("card") if step.kind == "play" else None,
        "line": _trick_line(step, catalog),
        "text": text,
        "motive": motive,
    }


def _trick_line(step: Step, catalog: Catalog) -> str | None:
    """For a finished trick, the table's line naming its winner and its points."""
    winner, points = step.params.get("winner"), step.params.get("points")
    if step.kind != "trick" or not isinstance(winner, int) or not isinstance(points, int):
        return None
    return _wins_line(winner, points, catalog)


def _lines(steps: tuple[Step, ...], catalog: Catalog) -> list[str]:
    """The count of a finished hand, each amount with its rule."""
    return [step_text(step, catalog) for step in steps if step.kind in COUNT_KINDS]


# ---- the expert's advice (the hint), whatever the opponents' strength


def action_text(token: str, catalog: Catalog) -> str:
    """A reader's action in words: ``play K♥``, ``bid 23``, ``pass``."""
    kind, _, rest = token.partition("-")
    if kind == "bid":
        return catalog.text("play.do.bid", bid=int(rest))
    if kind == "trump":
        return catalog.text("play.do.trump", suit=catalog.suit(Suit(rest)))
    if kind == "card":
        return catalog.text("play.do.card", card=catalog.card_index(Card.parse(rest)))
    if kind == "give":
        cards = [catalog.card_index(Card.parse(code)) for code in rest.split("-")]
        return catalog.text("play.do.give", cards=cards)
    return catalog.text(f"play.do.{kind}")


def advice_json(advice: Advice, catalog: Catalog) -> Response:
    motive = motive_text(advice.motive, advice.params, catalog)
    action = action_text(advice.token, catalog)
    key = "play.hint.because" if motive else "play.hint.text"
    return {
        "token": advice.token,
        "motive": advice.motive,
        "params": {name: value for name, value in advice.params.items()},
        "action": action,
        "reason": motive,
        "text": catalog.text(key, action=action, motive=motive or ""),
    }


def hint_json(table: Table, catalog: Catalog) -> Response | None:
    return None if table.hint is None else advice_json(table.hint, catalog)


def estimate_json(found: Estimate | None, catalog: Catalog) -> Response | None:
    """Both cards' average trick points and their difference (the computer's card less the
    reader's), in words, and whether each deal was played out or (``solved``) solved exactly."""
    if found is None:
        return None
    difference = found.computer - found.yours
    words: dict[str, object] = {
        "samples": found.samples,
        "solved": "yes" if found.solved else "no",
        "yours": found.yours,
        "computer": found.computer,
    }
    if difference > 0:
        key, words["more"] = "computer_more", catalog.count("points", difference)
    elif difference < 0:
        key, words["more"] = "yours_more", catalog.count("points", -difference)
    else:
        key, words["points"] = "same", catalog.count("points", found.yours)
    return {
        "yours": found.yours,
        "computer": found.computer,
        "difference": difference,
        "samples": found.samples,
        "solved": found.solved,
        "label": found.grade.label,
        "lost": round(found.grade.lost, 2),
        "noise": round(found.grade.noise, 2),
        "text": catalog.text(f"play.review.estimate.{key}", **words),
    }


def review_json(table: Table, number: int, catalog: Catalog) -> Response:
    """The reader's decisions in hand ``number`` where the expert would have chosen
    otherwise, both choices side by side, each labelled (``grading``) and with the game as
    it stood before it (``position``), to try again from there.

    Only cards are weighed: a call, a trump or cards passed that differ from the expert's
    are labelled ``good`` and said not to be weighed, since no estimate says
    what they lost."""
    rows = []
    for index, decision in enumerate(table.decisions):
        if decision.hand != number:
            continue
        advice = decision.advice
        if decision.taken == advice.token:
            continue
        expected = advice.params.get("expected")
        found = estimate(decision)
        rows.append(
            {
                "ply": decision.ply,
                "phase": decision.phase,
                "label": UNWEIGHED if found is None else found.grade.label,
                "yours": {"token": decision.taken, "action": action_text(decision.taken, catalog)},
                "computer": advice_json(advice, catalog),
                "expected": expected if isinstance(expected, int | float) else None,
                "estimate": estimate_json(found, catalog),
                "situation": _situation_text(decision, catalog),
                "position": game_json(table, index),
            }
        )
    count = sum(1 for decision in table.decisions if decision.hand == number)
    return {
        "hand": number,
        "decisions": count,
        "differences": rows,
        "summary": catalog.text("play.review.summary", count=count, differ=len(rows)),
        "scale": catalog.text(
            "play.review.scale",
            points=PER_POINTS,
            inaccuracy=format_points(THRESHOLDS["inaccuracy"]),
            mistake=format_points(THRESHOLDS["mistake"]),
            blunder=format_points(THRESHOLDS["blunder"]),
        ),
    }


def format_points(points: float) -> int | float:
    """A threshold as the page writes it: whole numbers without a decimal point."""
    return int(points) if points == int(points) else points


def _situation_text(decision: Decision, catalog: Catalog) -> str:
    """What the reader saw when choosing: in the play the trick so far (each card with its
    seat) or the lead; then the trump, once named, and the reader's hand."""
    hand = decision.state
    parts = []
    if decision.phase == "play":
        parts.append(_trick_text(hand, catalog))
    cards = [catalog.card_index(card) for card in hand.hands[READER]]
    if hand.trump is None:
        parts.append(catalog.text("play.review.situation.hand", cards=cards))
    else:
        parts.append(
            catalog.text(
                "play.review.situation.hand_trump",
                cards=cards,
                trump=catalog.suit(hand.trump),
                trump_code=hand.trump.value,
            )
        )
    return " ".join(parts)


def _trick_text(hand: HandState, catalog: Catalog) -> str:
    """The trick as it stood when the reader chose: each card with its seat, or the lead."""
    trick = hand.trick
    if trick is None or not trick.cards:
        return catalog.text("play.review.situation.lead")
    plays = [
        catalog.text(
            "play.review.situation.play",
            seat=catalog.text(f"seat.{trick.seat_of(position)}"),
            seat_code=str(trick.seat_of(position)),
            card=catalog.card_index(card),
        )
        for position, card in enumerate(trick.cards)
    ]
    return catalog.text("play.review.situation.trick", plays=plays)


def game_json(table: Table, actions: int | None = None) -> Response:
    """The game as the Play page keeps it: its setting, the reader's actions (the first
    ``actions`` of them, when given) and the marks of the decisions up to there."""
    setting = table.setting
    taken = [decision.taken for decision in table.decisions][:actions]
    return {
        "rules": setting.profile,
        "seed": setting.seed,
        "target": setting.target,
        "players": setting.players,
        "version": __version__,
        "actions": taken,
        "marks": "".join(table.marks[: len(taken) + 1]),
    }
