"""The Practice page's "Your own mistakes": a card the Play page's after-hand review
labelled a mistake or a blunder, set again as an exercise.

The browser keeps each such review row's ``position`` (the game as the Play page
keeps it, up to the decision: ``table_view.game_json``) and sends it back as
``game``. Operations (``op``):

- ``exercise``: the decision as South saw it (the seat view only: South's hand,
  the trick so far, trump, the contract, each team's meld shown and trick points
  taken), South's cards with whether the rules allow each (RULES.md §4.1) and the
  rule that decides them, and the question in words (``prompt``). ``exercise`` is
  null when the position is no card decision of South's, or no longer replays the
  same (a position kept by another engine version): the page lets it go.
- ``grade`` (``card``: a card of South's hand): the card weighed against the
  expert's as the review weighs it (``table.estimate``: the expert's own deals),
  labelled as the review labels it (``grading``): a card graded ``best`` or
  ``good`` is right. The ``notes`` are the review's explanation: the label, the
  expert's card and why, and both cards' average trick points. A card the
  rules forbid is not graded (``correct`` null, with the rule in ``problems``).
"""

from __future__ import annotations

from pinochle.cards import Card
from pinochle.catalog import Catalog
from pinochle.errors import IllegalAction, NotationError
from pinochle.table import READER, Decision, Table, estimate, ply, replay
from pinochle.web._entry import Request, RequestError, Response, answer, text, texts
from pinochle.web.table import _setting as setting_of  # the Play page's game, read alike
from pinochle.web.table_view import advice_json, card_rule, estimate_json, table_view

OPS = ("exercise", "grade")
# The labels of a card the page counts as right.
RIGHT = frozenset({"best", "good"})


def own_mistakes(request: str) -> str:
    """The "Your own mistakes" stage: one kept decision, set again or graded."""
    return answer(request, _mistakes)


def _mistakes(data: Request, catalog: Catalog) -> Response:
    op = text(data, "op")
    if op not in OPS:
        raise RequestError("bad_request", field="op")
    table = _position(data)
    if table is None:
        return {"exercise": None} if op == "exercise" else {"verdict": None}
    if op == "exercise":
        return {"exercise": exercise_json(table, catalog)}
    return {"verdict": verdict_json(table, _card(data), catalog)}


def _position(data: Request) -> Table | None:
    """The game replayed up to the kept decision; None when that is not South's card to
    play or the game no longer replays as its marks say."""
    game = data.get("game")
    if not isinstance(game, dict):
        raise RequestError("bad_request", field="game")
    setting = setting_of(game)
    actions = texts(game, "actions")
    marks = game.get("marks")
    if not isinstance(marks, str):
        raise RequestError("bad_request", field="marks")
    try:
        table = replay(setting, actions, marks)
    except IllegalAction:
        return None
    hint = table.hint
    if table.phase != "play" or table.hand.turn != READER or hint is None:
        return None
    return table if hint.token.startswith("card-") else None


def _card(data: Request) -> Card:
    try:
        return Card.parse(text(data, "card"))
    except NotationError:
        raise RequestError("bad_request", field="card") from None


def exercise_json(table: Table, catalog: Catalog) -> Response:
    """The decision as South saw it, and the question."""
    view = table_view(table, catalog, open_hands=False)
    hand = table.hand
    trick = view["trick"]
    # No trick before the hand's first card; a finished one is the last trick: South leads.
    playing = isinstance(trick, dict) and trick["winner"] is None
    options = view["options"]
    assert isinstance(options, dict)
    meld = view["team_meld"]
    points = view["trick_points"]
    assert isinstance(points, list)
    bidder, bid, trump = hand.bidder, hand.bid, hand.trump
    assert bidder is not None and bid is not None and trump is not None
    number = len(hand.tricks) + 1
    prompt = [
        catalog.text(
            "practice.mistakes.contract",
            seat=str(bidder),
            bid=bid,
            suit=catalog.suit(trump),
        ),
        catalog.text(
            "practice.mistakes.trick",
            number=number,
            total=hand.rules.deck.hand_size,
            us=catalog.count("points", points[0]),
            them=catalog.count("points", points[1]),
        ),
    ]
    if isinstance(meld, dict):
        us, them = meld["points"]
        prompt.append(
            catalog.text(
                "practice.mistakes.meld",
                us=catalog.count("points", us),
                them=catalog.count("points", them),
            )
        )
    prompt.append(catalog.text("practice.mistakes.question"))
    return {
        "rules": table.setting.profile,
        "hand": table.number,
        "ply": ply(table),
        "dealer": hand.dealer,
        "bidder": bidder,
        "bid": bid,
        "trump": trump.value,
        "trick_number": number,
        "trick": trick["cards"] if isinstance(trick, dict) and playing else [],
        "cards": [{"card": card["card"], "legal": card["legal"]} for card in options["cards"]],
        "rule": options["rule"] or _free(playing, catalog),
        "team_meld": meld,
        "trick_points": points,
        "prompt": prompt,
    }


def _free(playing: bool, catalog: Catalog) -> str:
    """The rule when any card may be played: South leads, or can neither follow nor trump."""
    return catalog.text("practice.mistakes.free" if playing else "practice.note.legal_lead")


def verdict_json(table: Table, card: Card, catalog: Catalog) -> Response:
    """``card`` graded against the expert's in the review's estimate."""
    hand = table.hand
    if card not in hand.hands[READER]:
        raise RequestError("bad_request", field="card")
    legal = hand.legal_cards()
    if card not in legal.cards:
        rule = card_rule(hand, legal, catalog) or ""
        message = catalog.text("play.refuse.card", card=catalog.card_index(card), rule=rule)
        return {"correct": None, "problems": [{"field": "card", "message": message}]}
    advice = table.hint
    assert advice is not None  # a card decision (``_position``)
    computer = Card.parse(advice.token.removeprefix("card-"))
    seed = table.setting.seed
    found = estimate(Decision(table.number, ply(table), table.phase, f"card-{card}", hand, seed))
    label = "best" if found is None else found.grade.label  # None: the computer's own card
    correct = label in RIGHT
    notes: list[Response] = [
        {
            "code": "graded",
            "text": catalog.text(
                "practice.mistakes.graded",
                card=catalog.card_index(card),
                label=catalog.text(f"play.review.label.{label}"),
            ),
            "cards": [str(card)],
        },
        {
            "code": "computer",
            "text": advice_json(advice, catalog)["text"],
            "cards": [str(computer)],
        },
    ]
    weighed = estimate_json(found, catalog)
    if weighed is not None:
        notes.append({"code": "estimate", "text": weighed["text"], "cards": []})
    key = [str(computer)] + ([str(card)] if correct and card != computer else [])
    return {
        "correct": correct,
        "label": label,
        "card": str(card),
        "computer": str(computer),
        "estimate": weighed,
        "key": {"cards": key},
        "notes": notes,
        "problems": [],
        "stars": None,
    }
