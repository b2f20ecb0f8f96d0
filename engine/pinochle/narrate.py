"""Telling a finished hand or game in the reader's words, through a catalog.

Every sentence comes from the catalog (``narrate.*``, ``walk.*``, ``seat.*``,
``team.*``, ``reason.*``, ``call_reason.*`` keys); this module only chooses which
and fills them in: ``narrate_hand`` and ``narrate_game`` for the command line,
``step_text`` for one step of a walkthrough (``pinochle.walkthrough``). Seats are
named by the compass: seat 0 South, 1 West, 2 North, 3 East (clockwise), so team 0
is North–South.
"""

from __future__ import annotations

from collections.abc import Callable

from pinochle.cards import Card, Suit
from pinochle.catalog import Catalog
from pinochle.errors import PinochleError
from pinochle.explain import bid_band_text, meld_name
from pinochle.game import GameState, HandState
from pinochle.meld import Meld, MeldResult
from pinochle.play import Reason
from pinochle.scoring import HandResult, Outcome, trick_value
from pinochle.seats import other_team, partner
from pinochle.walkthrough import Params, Step


def error_text(error: PinochleError, catalog: Catalog) -> str:
    """The message for ``error``, followed by the rule it broke when it has one as its cause."""
    text = catalog.error(error)
    cause = error.__cause__
    if isinstance(cause, PinochleError):
        return f"{text} {catalog.error(cause)}"
    return text


def seat_name(seat: int, catalog: Catalog) -> str:
    return catalog.text(f"seat.{seat}")


def team_name(team: int, catalog: Catalog) -> str:
    return catalog.text(f"team.{team}")


def cards_text(cards: tuple[Card, ...], catalog: Catalog) -> str:
    return " ".join(catalog.card_index(card) for card in cards)


def narrate_hand(state: HandState, catalog: Catalog, number: int = 1) -> list[str]:
    """The story of a finished hand, one sentence a line."""
    rules = state.rules
    lines = [
        catalog.text(
            "narrate.hand",
            number=number,
            dealer=seat_name(state.dealer, catalog),
            profile=catalog.text(f"profile.{rules.profile}"),
        )
    ]
    for seat, hand in enumerate(state.dealt):
        lines.append(f"  {seat_name(seat, catalog)}: {cards_text(hand.cards, catalog)}")
    lines += _auction(state, catalog)
    outcome = state.outcome
    bidder, bid = state.bidder, state.bid
    if outcome is Outcome.REDEAL or bidder is None or bid is None:
        lines.append(catalog.text("narrate.redeal"))
        return lines
    bidder_name = seat_name(bidder, catalog)
    lines.append(catalog.text("narrate.contract", seat=bidder_name, bid=bid))
    trump = state.trump
    if trump is None:
        lines.append(catalog.text("narrate.no_marriage", seat=bidder_name, bid=bid))
        return lines + _result(state.result(), catalog)
    lines.append(catalog.text("narrate.trump", seat=bidder_name, suit=catalog.suit(trump)))
    if state.to_bidder is not None and state.to_partner is not None:
        partner_name = seat_name(partner(bidder), catalog)
        for giver, receiver, cards in (
            (partner_name, bidder_name, state.to_bidder),
            (bidder_name, partner_name, state.to_partner),
        ):
            lines.append(
                catalog.text(
                    "narrate.passing",
                    giver=giver,
                    receiver=receiver,
                    cards=cards_text(cards, catalog),
                )
            )
    for seat, meld in enumerate(state.meld):
        lines.append(_meld(seat, meld, catalog, checks=rules.checks))
    if state.conceded:
        lines.append(catalog.text("narrate.concede", seat=bidder_name))
    for index, trick in enumerate(state.tricks):
        plays = ", ".join(
            play_text(trick.seat_of(position), card, trick.reasons[position], catalog)
            for position, card in enumerate(trick.cards)
        )
        winner = trick.winner(trump)
        points = trick_value(trick, index == len(state.tricks) - 1, rules)
        lines.append(
            catalog.text(
                "narrate.trick",
                number=index + 1,
                plays=plays,
                winner=seat_name(winner, catalog),
                points=catalog.count("points", points),
            )
        )
    return lines + _result(state.result(), catalog)


def narrate_game(game: GameState, catalog: Catalog) -> list[str]:
    """The story of a finished game: every hand, the running score, and the winner."""
    rules = game.rules
    lines = [
        catalog.text(
            "narrate.game",
            profile=catalog.text(f"profile.{rules.profile}"),
            target=catalog.count("points", rules.target),
        )
    ]
    scores, checks = [0, 0], [0, 0]
    for number, hand in enumerate(game.hands, start=1):
        lines.append("")
        lines += narrate_hand(hand, catalog, number)
        result = hand.result()
        for team in (0, 1):
            scores[team] += result.score[team]
            checks[team] += result.checks[team]
        lines.append(_standing("narrate.running_score", (scores[0], scores[1]), catalog))
        if rules.checks:
            lines.append(_standing("narrate.running_checks", (checks[0], checks[1]), catalog))
    lines.append("")
    standing = game.standing
    winner_on_points = standing.winner_on_points
    if winner_on_points is None:
        return lines
    lines.append(
        catalog.text(
            "narrate.points_winner",
            team=team_name(winner_on_points, catalog),
            score=standing.scores[winner_on_points],
            other=standing.scores[other_team(winner_on_points)],
        )
    )
    if rules.checks:
        lines.append(
            catalog.text(
                "narrate.game_checks",
                team=team_name(winner_on_points, catalog),
                checks=catalog.count("checks", standing.game_checks[winner_on_points]),
            )
        )
        lines.append(_standing("narrate.final_checks", standing.checks, catalog))
    winner = game.winner
    if winner is None:
        lines.append(catalog.text("narrate.draw"))
    else:
        lines.append(catalog.text("narrate.winner", team=team_name(winner, catalog)))
    return lines


def _auction(state: HandState, catalog: Catalog) -> list[str]:
    lines = []
    for call in state.auction.calls:
        seat = seat_name(call.seat, catalog)
        kind = "pass" if call.bid is None else "bid"
        key = f"narrate.{kind}" if call.reason is None else f"narrate.{kind}.{call.reason.value}"
        lines.append(catalog.text(key, seat=seat, bid=call.bid))
    return lines


def _meld(seat: int, meld: MeldResult, catalog: Catalog, *, checks: bool) -> str:
    name = seat_name(seat, catalog)
    if not meld.melds:
        return catalog.text("narrate.no_meld", seat=name)
    melds = ", ".join(meld_name(item, catalog) for item in meld.melds)
    points = catalog.count("points", meld.points)
    if checks and meld.checks:
        return catalog.text(
            "narrate.meld_checks",
            seat=name,
            points=points,
            checks=catalog.count("checks", meld.checks),
            melds=melds,
        )
    return catalog.text("narrate.meld", seat=name, points=points, melds=melds)


def play_text(seat: int, card: Card, reason: Reason, catalog: Catalog) -> str:
    """``West 10♥ (must trump)``: who played what, and the rule that forced it if one did."""
    name, shown = seat_name(seat, catalog), catalog.card_index(card)
    if reason is Reason.FREE:
        return catalog.text("narrate.play", seat=name, card=shown)
    return catalog.text(
        "narrate.play_forced", seat=name, card=shown, reason=catalog.text(f"reason.{reason.value}")
    )


def _result(result: HandResult, catalog: Catalog) -> list[str]:
    bidders, bid = result.bidders, result.bid
    if bidders is None or bid is None:
        return []
    team = team_name(bidders, catalog)
    lines = []
    if result.outcome is Outcome.PLAYED:
        for side in (0, 1):
            if result.meld_shown[side] and not result.meld[side]:
                lines.append(
                    catalog.text(
                        "narrate.meld_lost",
                        team=team_name(side, catalog),
                        points=catalog.count("points", result.meld_shown[side]),
                    )
                )
        total = result.meld[bidders] + result.tricks[bidders]
        key = "narrate.made" if result.made else "narrate.set"
        lines.append(
            catalog.text(
                key,
                team=team,
                bid=bid,
                total=total,
                meld=result.meld[bidders],
                tricks=result.tricks[bidders],
            )
        )
        if result.slam is not None:
            lines.append(catalog.text("narrate.slam", team=team_name(result.slam, catalog)))
    elif result.outcome is Outcome.CONCEDED:
        lines.append(catalog.text("narrate.conceded", team=team, bid=bid))
    lines.append(_standing("narrate.hand_score", result.score, catalog, signed=True))
    if result.ledger.entries:
        lines.append(_standing("narrate.hand_checks", result.checks, catalog, signed=True))
    return lines


def _standing(key: str, pair: tuple[int, int], catalog: Catalog, *, signed: bool = False) -> str:
    shown = [f"{value:+d}" if signed else str(value) for value in pair]
    return catalog.text(
        key,
        team0=team_name(0, catalog),
        team1=team_name(1, catalog),
        first=shown[0],
        second=shown[1],
    )


# ---- walkthroughs: one sentence (or two) per step, see ``walkthrough``


def step_text(step: Step, catalog: Catalog) -> str:
    """The words for one walkthrough step, with the rule behind it."""
    return _STEP_TEXTS[step.kind](step.params, catalog)


def chapter_label(step: Step, catalog: Catalog, *, in_game: bool) -> str:
    """``Trick 3``, ``Bidding``; in a game ``Hand 2: Trick 3``. The step must open a chapter."""
    chapter = step.chapter
    if chapter is None:
        raise ValueError(f"a {step.kind} step opens no chapter")
    label = catalog.text(f"walk.chapter.{chapter}", number=step.params.get("trick"))
    if in_game and chapter not in ("game", "game_end"):
        return catalog.text("walk.chapter.in_hand", number=step.view.hand, chapter=label)
    return label


def walkthrough_json(
    steps: tuple[Step, ...], catalog: Catalog
) -> dict[str, list[dict[str, object]]]:
    """What the browser shows: each step's ``kind``, words and table view, and the chapters
    (``label`` and first ``step``) to jump to."""
    in_game = bool(steps) and steps[0].kind == "game"
    return {
        "steps": [
            {"kind": step.kind, "text": step_text(step, catalog), "view": step.view.to_json()}
            for step in steps
        ],
        "chapters": [
            {"label": chapter_label(step, catalog, in_game=in_game), "step": index}
            for index, step in enumerate(steps)
            if step.chapter is not None
        ],
    }


def _int(params: Params, key: str) -> int:
    value = params[key]
    assert isinstance(value, int), key
    return value


def _text(params: Params, key: str) -> str:
    value = params[key]
    assert isinstance(value, str), key
    return value


def _pair(params: Params, key: str) -> tuple[int, int]:
    value = params[key]
    assert isinstance(value, tuple) and len(value) == 2, key
    return (int(value[0]), int(value[1]))


def _codes(params: Params, key: str) -> tuple[str, ...]:
    value = params[key]
    assert isinstance(value, tuple), key
    return tuple(str(item) for item in value)


def _seat(params: Params, key: str, catalog: Catalog) -> str:
    return seat_name(_int(params, key), catalog)


def _team(params: Params, key: str, catalog: Catalog) -> str:
    return team_name(_int(params, key), catalog)


def _card(params: Params, key: str, catalog: Catalog) -> str:
    return catalog.card_index(Card.parse(_text(params, key)))


def _suits(codes: tuple[str, ...], catalog: Catalog) -> str:
    return ", ".join(catalog.suit(Suit(code)) for code in codes)


def _sentences(*texts: str) -> str:
    return " ".join(texts)


def _game(params: Params, catalog: Catalog) -> str:
    profile = catalog.text(f"profile.{_text(params, 'profile')}")
    rules = "checks" if _text(params, "profile") == "check" else "points"
    return catalog.text(f"walk.game.{rules}", profile=profile, target=_int(params, "target"))


def _deal(params: Params, catalog: Catalog) -> str:
    return catalog.text(
        "walk.deal",
        number=_int(params, "number"),
        dealer=_seat(params, "dealer", catalog),
        first=_seat(params, "first", catalog),
        cards=_int(params, "cards"),
    )


def _bid(params: Params, catalog: Catalog) -> str:
    reason = _text(params, "reason")
    seat, bid = _seat(params, "seat", catalog), _int(params, "bid")
    marriages = _suits(_codes(params, "marriages"), catalog)
    why = catalog.text(f"walk.bid.{reason}", seat=seat, bid=bid, marriages=marriages)
    high = params["high"]
    amount = catalog.text(
        f"walk.amount.{_text(params, 'amount')}", bid=bid, high=high, lowest=params["lowest"]
    )
    return _sentences(why, amount)


def _pass(params: Params, catalog: Catalog) -> str:
    return catalog.text(
        f"walk.pass.{_text(params, 'reason')}",
        seat=_seat(params, "seat", catalog),
        marriages=_suits(_codes(params, "marriages"), catalog),
        lowest=_int(params, "lowest"),
    )


def _redeal(params: Params, catalog: Catalog) -> str:
    return catalog.text("walk.redeal", next=_seat(params, "next_dealer", catalog))


def _contract(params: Params, catalog: Catalog) -> str:
    return catalog.text(
        "walk.contract",
        seat=_seat(params, "seat", catalog),
        bid=_int(params, "bid"),
        team=_team(params, "team", catalog),
    )


def _trump(params: Params, catalog: Catalog) -> str:
    seat, suit = _seat(params, "seat", catalog), catalog.suit(Suit(_text(params, "suit")))
    text = catalog.text(f"walk.trump.{_text(params, 'rule')}", seat=seat, suit=suit)
    others = _codes(params, "others")
    if others and _text(params, "rule") == "marriage":
        text = _sentences(text, catalog.text("walk.trump.others", suits=_suits(others, catalog)))
    return text


def _no_marriage(params: Params, catalog: Catalog) -> str:
    return catalog.text(
        "narrate.no_marriage", seat=_seat(params, "seat", catalog), bid=_int(params, "bid")
    )


def _passing(params: Params, catalog: Catalog) -> str:
    cards = _codes(params, "cards")
    return catalog.text(
        f"walk.passing.{_text(params, 'to')}",
        giver=_seat(params, "giver", catalog),
        receiver=_seat(params, "receiver", catalog),
        count=len(cards),
        cards=cards_text(tuple(Card.parse(code) for code in cards), catalog),
    )


def _meld_step(params: Params, catalog: Catalog) -> str:
    seat = _seat(params, "seat", catalog)
    melds = params["melds"]
    assert isinstance(melds, tuple)
    if not melds:
        return catalog.text("narrate.no_meld", seat=seat)
    items = []
    for meld in melds:
        assert isinstance(meld, Meld)
        points = catalog.count("points", meld.points)
        if meld.checks:
            checks = catalog.count("checks", meld.checks)
            items.append(
                catalog.text(
                    "walk.meld.item_checks",
                    meld=meld_name(meld, catalog),
                    points=points,
                    checks=checks,
                )
            )
        else:
            items.append(
                catalog.text("walk.meld.item", meld=meld_name(meld, catalog), points=points)
            )
    total_checks = _int(params, "checks")
    return catalog.text(
        "narrate.meld_checks" if total_checks else "narrate.meld",
        seat=seat,
        melds="; ".join(items),
        points=catalog.count("points", _int(params, "points")),
        checks=catalog.count("checks", total_checks),
    )


def _meld_total(params: Params, catalog: Catalog) -> str:
    points = _pair(params, "points")
    text = _standing("walk.meld_total", points, catalog)
    if params["checks"] is not None:
        checks = _standing("walk.meld_total.checks", _pair(params, "checks"), catalog, signed=True)
        text = _sentences(text, checks)
    return text


def _concede(params: Params, catalog: Catalog) -> str:
    return catalog.text("narrate.concede", seat=_seat(params, "seat", catalog))


def _play(params: Params, catalog: Catalog) -> str:
    win = params["win"]
    text = catalog.text(
        f"walk.play.{_text(params, 'case')}",
        trick=_int(params, "trick"),
        seat=_seat(params, "seat", catalog),
        card=_card(params, "card", catalog),
        rule=catalog.text(f"reason.{_text(params, 'reason')}"),
        win=None if win is None else _card(params, "win", catalog),
    )
    if _int(params, "choices") == 1:
        text = _sentences(text, catalog.text("walk.play.only"))
    return text


def _trick(params: Params, catalog: Catalog) -> str:
    card = _card(params, "card", catalog)
    texts = [
        catalog.text(
            f"walk.trick.{_text(params, 'by')}",
            winner=_seat(params, "winner", catalog),
            trick=_int(params, "trick"),
            card=card,
        )
    ]
    if params["first_copy"]:
        texts.append(catalog.text("walk.trick.first_copy", card=card))
    counters, bonus = _int(params, "counters"), _int(params, "bonus")
    if bonus:
        texts.append(
            catalog.text(
                "walk.trick.points_last",
                counters=catalog.count("points", counters),
                bonus=catalog.count("points", bonus),
            )
        )
    else:
        texts.append(catalog.text("walk.trick.points", points=catalog.count("points", counters)))
    return _sentences(*texts)


def _meld_count(params: Params, catalog: Catalog) -> str:
    counts = _text(params, "counts")
    return catalog.text(
        "narrate.meld_lost" if counts == "no" else f"walk.meld_count.{counts}",
        team=_team(params, "team", catalog),
        points=catalog.count("points", _int(params, "points")),
        tricks=catalog.count("tricks", _int(params, "tricks")),
    )


def _trick_points(params: Params, catalog: Catalog) -> str:
    points, tricks = _pair(params, "points"), _pair(params, "tricks")
    return catalog.text(
        "walk.trick_points",
        team0=team_name(0, catalog),
        team1=team_name(1, catalog),
        first=catalog.count("points", points[0]),
        second=catalog.count("points", points[1]),
        tricks0=catalog.count("tricks", tricks[0]),
        tricks1=catalog.count("tricks", tricks[1]),
        bonus=catalog.count("points", _int(params, "bonus")),
        last=_team(params, "last", catalog),
    )


def _made_or_set(key: str) -> Callable[[Params, Catalog], str]:
    def text(params: Params, catalog: Catalog) -> str:
        return catalog.text(
            key,
            team=_team(params, "team", catalog),
            bid=_int(params, "bid"),
            total=_int(params, "total"),
            meld=_int(params, "meld"),
            tricks=_int(params, "tricks"),
        )

    return text


def _conceded(params: Params, catalog: Catalog) -> str:
    return catalog.text(
        "narrate.conceded", team=_team(params, "team", catalog), bid=_int(params, "bid")
    )


def _hand_score(params: Params, catalog: Catalog) -> str:
    return _standing("narrate.hand_score", _pair(params, "score"), catalog, signed=True)


def _slam(params: Params, catalog: Catalog) -> str:
    checks = _int(params, "checks")
    return catalog.text(
        "walk.slam.checks" if checks else "walk.slam",
        team=_team(params, "team", catalog),
        tricks=_int(params, "tricks"),
        checks=catalog.count("checks", checks),
    )


def _contract_checks(params: Params, catalog: Catalog) -> str:
    return catalog.text(
        f"walk.contract_checks.{_text(params, 'how')}",
        team=_team(params, "team", catalog),
        bid=_int(params, "bid"),
        band=bid_band_text((_int(params, "low"), _int(params, "high")), catalog),
        checks=catalog.count("checks", _int(params, "checks")),
        amount=catalog.count("checks", _int(params, "amount")),
    )


def _hand_checks(params: Params, catalog: Catalog) -> str:
    return _standing("narrate.hand_checks", _pair(params, "checks"), catalog, signed=True)


def _standing_step(params: Params, catalog: Catalog) -> str:
    score = _pair(params, "score")
    checks = params["checks"]
    texts = [
        catalog.text(
            "walk.standing",
            number=_int(params, "number"),
            team0=team_name(0, catalog),
            team1=team_name(1, catalog),
            first=score[0],
            second=score[1],
        )
    ]
    if isinstance(checks, tuple) and any(checks):
        texts.append(_standing("narrate.running_checks", _pair(params, "checks"), catalog))
    if not params["over"]:
        texts.append(catalog.text("walk.standing.on", target=_int(params, "target")))
    return _sentences(*texts)


def _game_end(params: Params, catalog: Catalog) -> str:
    return catalog.text(
        "walk.game_end.both" if params["both"] else "walk.game_end",
        team=_team(params, "team", catalog),
        score=_int(params, "score"),
        other=_int(params, "other"),
        target=_int(params, "target"),
    )


def _game_checks(params: Params, catalog: Catalog) -> str:
    lead = _int(params, "lead")
    return catalog.text(
        "walk.game_checks" if lead else "walk.game_checks.no_lead",
        team=_team(params, "team", catalog),
        lead=lead,
        base=_int(params, "base"),
        per=_int(params, "per"),
        checks=catalog.count("checks", _int(params, "checks")),
    )


def _winner(params: Params, catalog: Catalog) -> str:
    texts = []
    if params["checks"] is not None:
        texts.append(_standing("narrate.final_checks", _pair(params, "checks"), catalog))
    team = params["team"]
    if team is None:
        texts.append(catalog.text("narrate.draw"))
    elif params["upset"]:
        texts.append(
            catalog.text(
                "walk.winner.upset",
                team=_team(params, "team", catalog),
                loser=_team(params, "points_winner", catalog),
            )
        )
    else:
        texts.append(catalog.text("narrate.winner", team=_team(params, "team", catalog)))
    return _sentences(*texts)


_STEP_TEXTS: dict[str, Callable[[Params, Catalog], str]] = {
    "game": _game,
    "deal": _deal,
    "bid": _bid,
    "pass": _pass,
    "redeal": _redeal,
    "contract": _contract,
    "trump": _trump,
    "no_marriage": _no_marriage,
    "passing": _passing,
    "meld": _meld_step,
    "meld_total": _meld_total,
    "concede": _concede,
    "play": _play,
    "trick": _trick,
    "meld_count": _meld_count,
    "trick_points": _trick_points,
    "made": _made_or_set("narrate.made"),
    "set": _made_or_set("narrate.set"),
    "conceded": _conceded,
    "hand_score": _hand_score,
    "slam": _slam,
    "contract_checks": _contract_checks,
    "hand_checks": _hand_checks,
    "standing": _standing_step,
    "game_end": _game_end,
    "game_checks": _game_checks,
    "winner": _winner,
}
