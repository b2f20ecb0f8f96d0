"""One walkthrough step in the reader's words, with the rule behind it: one renderer per kind.

Every sentence comes from the catalog (``walk.*`` and a few ``narrate.*``
keys, with ``seat.*``, ``team.*``, ``reason.*``, ``meld.*`` and counts); a
renderer only chooses the key for the step's case and fills it in.
"""

from __future__ import annotations

from dataclasses import replace
from typing import assert_never

from pinochle.cards import Suit
from pinochle.catalog import Catalog
from pinochle.meldtables import MeldKind
from pinochle.walkthrough.cases import (
    BidAmount,
    BidReason,
    MeldCounts,
    PassReason,
    PlayCase,
    TrumpRule,
)
from pinochle.walkthrough.steps import (
    BidStep,
    ConcededStep,
    ConcedeStep,
    ContractChecksStep,
    ContractStep,
    DealStep,
    GameChecksStep,
    GameEndStep,
    GameStep,
    HandChecksStep,
    HandScoreStep,
    MadeStep,
    MeldCountStep,
    MeldStep,
    MeldTotalStep,
    NoMarriageStep,
    PassingStep,
    PassStep,
    PlayStep,
    RedealStep,
    SetStep,
    SlamStep,
    StandingStep,
    Step,
    TrickPointsStep,
    TrickStep,
    TrumpStep,
    WinnerStep,
)
from pinochle.words import (
    bid_band_phrase,
    marriages_in,
    meld_name,
    number,
    pair_text,
    seat_name,
    suit_names,
    team_name,
)

# Cases where any card would do: one card allowed then means it was the hand's last.
_FREE_CASES = (PlayCase.LEAD, PlayCase.FREE)


def step_text(step: Step, catalog: Catalog, viewpoint: int | None = None) -> str:
    """The words for one walkthrough step, with the rule behind it.

    ``viewpoint`` is the seat the story is told to (the Play page: South): another
    seat's hidden cards are then never named, nor what they allowed or forbade (the
    marriages behind a call, the other suits trump could have been, a card being the
    only one allowed). ``None`` tells what all four hands show (the walkthroughs).
    """
    if viewpoint is not None and _hides(step, viewpoint):
        return _seen(step, catalog, viewpoint)
    match step:
        case GameStep():
            return _game(step, catalog)
        case DealStep():
            return _deal(step, catalog)
        case BidStep():
            return _bid(step, catalog)
        case PassStep():
            return _pass(step, catalog)
        case RedealStep():
            return catalog.text("walk.redeal", next=seat_name(step.next_dealer, catalog))
        case ContractStep():
            return _contract(step, catalog)
        case TrumpStep():
            return _trump(step, catalog)
        case NoMarriageStep():
            return _no_marriage(step, catalog)
        case PassingStep():
            return _passing(step, catalog)
        case MeldStep():
            return _meld(step, catalog)
        case MeldTotalStep():
            return _meld_total(step, catalog)
        case ConcedeStep():
            return catalog.text("narrate.concede", seat=seat_name(step.seat, catalog))
        case PlayStep():
            return _play(step, catalog)
        case TrickStep():
            return _trick(step, catalog)
        case MeldCountStep():
            return _meld_count(step, catalog)
        case TrickPointsStep():
            return _trick_points(step, catalog)
        case MadeStep() | SetStep():
            return _verdict(step, catalog)
        case ConcededStep():
            return _conceded(step, catalog)
        case HandScoreStep():
            return pair_text("narrate.hand_score", step.score, catalog, change=True)
        case SlamStep():
            return _slam(step, catalog)
        case ContractChecksStep():
            return _contract_checks(step, catalog)
        case HandChecksStep():
            return pair_text("narrate.hand_checks", step.checks, catalog, change=True)
        case StandingStep():
            return _standing(step, catalog)
        case GameEndStep():
            return _game_end(step, catalog)
        case GameChecksStep():
            return _game_checks(step, catalog)
        case WinnerStep():
            return _winner(step, catalog)
        case _:
            assert_never(step)


def _hides(step: Step, viewpoint: int) -> bool:
    """Whether the all-seeing words for ``step`` tell something ``viewpoint`` cannot see."""
    match step:
        case BidStep():
            return step.seat != viewpoint and step.reason is BidReason.MARRIAGE
        case PassStep():
            return step.seat != viewpoint and step.reason is not PassReason.CHOICE
        case TrumpStep():
            return step.seat != viewpoint and bool(step.others)
        case PlayStep():
            # one card left is seen by all; one card allowed out of several is not
            return step.seat != viewpoint and step.choices == 1 and bool(step.view.hands[step.seat])
        case _:
            return False


def _seen(step: Step, catalog: Catalog, viewpoint: int) -> str:
    """The words for another seat's action as the player at ``viewpoint`` saw it: the
    action and the public rule, never the cards behind it."""
    match step:
        case BidStep():
            why = catalog.text(
                "play.table.seen_bid", seat=seat_name(step.seat, catalog), bid=step.bid
            )
            return _sentences(why, *_bid_rule(step, catalog))
        case PassStep():
            return catalog.text("play.table.seen_pass", seat=seat_name(step.seat, catalog))
        case TrumpStep():
            return step_text(replace(step, others=()), catalog, viewpoint)
        case PlayStep():
            return step_text(replace(step, choices=2), catalog, viewpoint)
        case _:
            return step_text(step, catalog)


def _sentences(*texts: str) -> str:
    return " ".join(texts)


# ---- the deal and the auction


def _game(step: GameStep, catalog: Catalog) -> str:
    key = "walk.game.checks" if step.checks else "walk.game.points"
    return catalog.text(key, profile=catalog.text(f"profile.{step.profile}"), target=step.target)


def _deal(step: DealStep, catalog: Catalog) -> str:
    return catalog.text(
        "walk.deal",
        number=step.number,
        dealer=seat_name(step.dealer, catalog),
        first=seat_name(step.first, catalog),
        cards=step.cards,
    )


def _marriages(marriages: tuple[Suit, ...]) -> str:
    """The key suffix for how many marriages a player holds: one, several (``s``), or one in
    each suit (``_each``)."""
    if set(marriages) == set(Suit):
        return "_each"
    return "s" if len(marriages) > 1 else ""


def _bid(step: BidStep, catalog: Catalog) -> str:
    seat = seat_name(step.seat, catalog)
    suffix = _marriages(step.marriages) if step.reason is BidReason.MARRIAGE else ""
    why = catalog.text(
        f"walk.bid.{step.reason}{suffix}",
        seat=seat,
        bid=step.bid,
        marriages=marriages_in(step.marriages, catalog),
    )
    return _sentences(why, *_bid_rule(step, catalog))


def _bid_rule(step: BidStep, catalog: Catalog) -> list[str]:
    """The amount's rule, said once an auction: the minimum bid and the step at its first bid
    (``walk.amount.minimum``, ``walk.amount.step``), the new step where it grows
    (``walk.amount.step_above``), and a jump wherever one is made. A raise by the step is
    the rule the reader has just heard, so it goes without a word."""
    texts = []
    if step.amount is not BidAmount.RAISE:
        texts.append(catalog.text(f"walk.amount.{step.amount}", lowest=step.lowest))
    if step.step is not None and step.above is None:
        texts.append(catalog.text("walk.amount.step", step=step.step))
    elif step.step is not None:
        texts.append(catalog.text("walk.amount.step_above", above=step.above, step=step.step))
    return texts


def _pass(step: PassStep, catalog: Catalog) -> str:
    suffix = _marriages(step.marriages) if step.reason is PassReason.HAS_MARRIAGE else ""
    return catalog.text(
        f"walk.pass.{step.reason}{suffix}",
        seat=seat_name(step.seat, catalog),
        lowest=step.lowest,
        marriages=marriages_in(step.marriages, catalog),
    )


def _contract(step: ContractStep, catalog: Catalog) -> str:
    return catalog.text(
        "walk.contract",
        seat=seat_name(step.seat, catalog),
        bid=step.bid,
        team=team_name(step.team, catalog),
    )


# ---- trump, passing and the meld


def _trump(step: TrumpStep, catalog: Catalog) -> str:
    seat, suit = seat_name(step.seat, catalog), catalog.suit(step.suit)
    text = catalog.text(f"walk.trump.{step.rule}", seat=seat, suit=suit)
    if step.others and step.rule is TrumpRule.MARRIAGE:
        others = catalog.text("walk.trump.others", suits=suit_names(step.others, catalog))
        text = _sentences(text, others)
    return text


def _no_marriage(step: NoMarriageStep, catalog: Catalog) -> str:
    return catalog.text("narrate.no_marriage", seat=seat_name(step.seat, catalog), bid=step.bid)


def _passing(step: PassingStep, catalog: Catalog) -> str:
    return catalog.text(
        f"walk.passing.{step.to}",
        giver=seat_name(step.giver, catalog),
        receiver=seat_name(step.receiver, catalog),
        receiver_code=step.receiver,
        count=len(step.cards),
        cards=[catalog.card_index(card) for card in step.cards],
    )


def _meld(step: MeldStep, catalog: Catalog) -> str:
    seat = seat_name(step.seat, catalog)
    if not step.melds:
        return catalog.text("narrate.no_meld", seat=seat)
    items = []
    for meld in step.melds:
        name, points = meld_name(meld, catalog), catalog.count("points", meld.points)
        if meld.checks:
            checks = catalog.count("checks", meld.checks)
            items.append(
                catalog.text("walk.meld.item_checks", meld=name, points=points, checks=checks)
            )
        else:
            items.append(catalog.text("walk.meld.item", meld=name, points=points))
    text = catalog.text(
        "narrate.meld_checks" if step.checks else "narrate.meld",
        seat=seat,
        melds=items,
        points=catalog.count("points", step.points),
        checks=catalog.count("checks", step.checks),
    )
    if any(meld.kind is MeldKind.ROUNDHOUSE and not meld.points for meld in step.melds):
        text = _sentences(text, catalog.text("walk.meld.roundhouse"))
    return text


def _meld_total(step: MeldTotalStep, catalog: Catalog) -> str:
    text = pair_text("walk.meld_total", step.points, catalog)
    if step.checks == (0, 0):
        text = _sentences(text, catalog.text("walk.meld_total.no_checks"))
    elif step.checks is not None:
        checks = pair_text("walk.meld_total.checks", step.checks, catalog, change=True)
        text = _sentences(text, checks)
    return text


# ---- the play


def _play(step: PlayStep, catalog: Catalog) -> str:
    seat, card = seat_name(step.seat, catalog), catalog.card_index(step.card)
    if step.choices == 1 and step.case in _FREE_CASES:
        # The hand's last card: nothing was chosen, so no rule of choice is named.
        return catalog.text("walk.play.last_card", seat=seat, card=card, case=step.case.value)
    text = catalog.text(
        f"walk.play.{step.case}",
        trick=step.trick,
        seat=seat,
        card=card,
        rule=catalog.text(f"reason.{step.reason.value}"),
        win=None if step.win is None else catalog.card_index(step.win),
    )
    if step.choices == 1:
        text = _sentences(text, catalog.text("walk.play.only"))
    return text


def _trick(step: TrickStep, catalog: Catalog) -> str:
    card = catalog.card_index(step.card)
    texts = [
        catalog.text(
            f"walk.trick.{step.by}",
            winner=seat_name(step.winner, catalog),
            trick=step.trick,
            card=card,
        )
    ]
    if step.first_copy:
        texts.append(catalog.text("walk.trick.first_copy", card=card))
    if step.bonus:
        texts.append(
            catalog.text(
                "walk.trick.points_last",
                counters=catalog.count("points", step.counters),
                bonus=catalog.count("points", step.bonus),
            )
        )
    else:
        texts.append(
            catalog.text("walk.trick.points", points=catalog.count("points", step.counters))
        )
    return _sentences(*texts)


# ---- the count


def _meld_count(step: MeldCountStep, catalog: Catalog) -> str:
    key = "narrate.meld_lost" if step.counts is MeldCounts.NO else f"walk.meld_count.{step.counts}"
    return catalog.text(
        key,
        team=team_name(step.team, catalog),
        points=catalog.count("points", step.points),
        tricks=catalog.count("tricks", step.tricks),
    )


def _trick_points(step: TrickPointsStep, catalog: Catalog) -> str:
    return catalog.text(
        "walk.trick_points",
        team0=team_name(0, catalog),
        team1=team_name(1, catalog),
        first=catalog.count("points", step.points[0]),
        second=catalog.count("points", step.points[1]),
        tricks0=catalog.count("tricks", step.tricks[0]),
        tricks1=catalog.count("tricks", step.tricks[1]),
        bonus=catalog.count("points", step.bonus),
        last=team_name(step.last, catalog),
    )


def _verdict(step: MadeStep | SetStep, catalog: Catalog) -> str:
    return catalog.text(
        f"narrate.{step.kind}",
        team=team_name(step.team, catalog),
        bid=step.bid,
        total=step.total,
        meld=step.meld,
        tricks=step.tricks,
    )


def _conceded(step: ConcededStep, catalog: Catalog) -> str:
    return catalog.text("narrate.conceded", team=team_name(step.team, catalog), bid=step.bid)


def _slam(step: SlamStep, catalog: Catalog) -> str:
    return catalog.text(
        "walk.slam.checks" if step.checks else "walk.slam",
        team=team_name(step.team, catalog),
        tricks=step.tricks,
        checks=catalog.count("checks", step.checks),
    )


def _contract_checks(step: ContractChecksStep, catalog: Catalog) -> str:
    return catalog.text(
        f"walk.contract_checks.{step.how}",
        team=team_name(step.team, catalog),
        bid=step.bid,
        band=bid_band_phrase((step.low, step.high), catalog),
        checks=catalog.count("checks", step.checks),
        amount=catalog.count("checks", step.amount),
    )


# ---- the game


def _standing(step: StandingStep, catalog: Catalog) -> str:
    texts = [
        catalog.text(
            "walk.standing",
            number=step.number,
            team0=team_name(0, catalog),
            team1=team_name(1, catalog),
            first=number(step.score[0]),
            second=number(step.score[1]),
        )
    ]
    if any(step.checks):
        # Checks are paid from one team to the other: each balance is signed, +14 and −14.
        texts.append(pair_text("narrate.running_checks", step.checks, catalog, change=True))
    if not step.over:
        texts.append(catalog.text("walk.standing.on", target=step.target))
    return _sentences(*texts)


def _game_end(step: GameEndStep, catalog: Catalog) -> str:
    return catalog.text(
        "walk.game_end.both" if step.both else "walk.game_end",
        team=team_name(step.team, catalog),
        standing="behind" if step.score < step.other else "ahead",
        score=number(step.score),
        other=number(step.other),
        target=step.target,
    )


def _game_checks(step: GameChecksStep, catalog: Catalog) -> str:
    return catalog.text(
        "walk.game_checks" if step.lead else "walk.game_checks.no_lead",
        team=team_name(step.team, catalog),
        lead=step.lead,
        base=step.base,
        per=step.per,
        checks=catalog.count("checks", step.checks),
    )


def _winner(step: WinnerStep, catalog: Catalog) -> str:
    texts = []
    if step.checks is not None:
        texts.append(pair_text("narrate.final_checks", step.checks, catalog, change=True))
    if step.team is None:
        texts.append(catalog.text("narrate.draw"))
    elif step.upset:
        texts.append(
            catalog.text(
                "walk.winner.upset",
                team=team_name(step.team, catalog),
                loser=team_name(step.points_winner, catalog),
            )
        )
    else:
        texts.append(catalog.text("narrate.winner", team=team_name(step.team, catalog)))
    return _sentences(*texts)
