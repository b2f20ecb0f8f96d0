"""Telling a finished hand or game in the reader's words, through a catalog.

Every sentence comes from the catalog (``narrate.*``, ``seat.*``, ``team.*``,
``reason.*``, ``call_reason.*`` keys); this module only chooses which and
fills them in. Seats are named by the compass: seat 0 South, 1 West,
2 North, 3 East (clockwise), so team 0 is North–South.
"""

from __future__ import annotations

from pinochle.cards import Card
from pinochle.catalog import Catalog
from pinochle.errors import PinochleError
from pinochle.explain import meld_name
from pinochle.game import GameState, HandState
from pinochle.meld import MeldResult
from pinochle.play import Reason
from pinochle.scoring import HandResult, Outcome


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
        partner_name = seat_name((bidder + 2) % 4, catalog)
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
        points = trick.counters() * rules.scale
        if index == len(state.tricks) - 1:
            points += rules.last_trick_bonus
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
    winner_on_points = game.winner_on_points
    if winner_on_points is None:
        return lines
    lines.append(
        catalog.text(
            "narrate.points_winner",
            team=team_name(winner_on_points, catalog),
            score=game.scores[winner_on_points],
            other=game.scores[1 - winner_on_points],
        )
    )
    if rules.checks:
        lines.append(
            catalog.text(
                "narrate.game_checks",
                team=team_name(winner_on_points, catalog),
                checks=catalog.count("checks", game.game_checks[winner_on_points]),
            )
        )
        lines.append(_standing("narrate.final_checks", game.checks, catalog))
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
