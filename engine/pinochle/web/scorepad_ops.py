"""The scorepad's entry point: one operation on a game kept by hand (``pinochle.scorepad``)."""

from __future__ import annotations

import json

from pinochle.catalog import Catalog
from pinochle.errors import EntryError, EntryErrors
from pinochle.rules import make_ruleset
from pinochle.scorepad import (
    OUTCOME_INPUTS,
    TEAM_NAME_MAX,
    Scorepad,
    from_json,
    read_game,
    read_hand,
    read_settings,
    team_meld,
    to_csv,
    to_json,
)
from pinochle.seats import SEATS, seats_of, team_of
from pinochle.web._entry import (
    Request,
    RequestError,
    Response,
    answer,
    card_letters,
    error_json,
    form,
    number,
    suit,
    text,
    texts,
)


def scorepad(request: str) -> str:
    """The scorepad: one operation on a game kept by hand, and the sheet it gives."""
    return answer(request, _scorepad)


def _scorepad(data: Request, catalog: Catalog) -> Response:
    """The operation's answer; an input the rules refuse comes back as ``problems``."""
    try:
        return _scorepad_op(data, catalog)
    except EntryError as error:
        problems = error.problems if isinstance(error, EntryErrors) else (error,)
        listed = [_problem_json(problem, catalog) for problem in problems]
        return {"error": listed[0], "problems": listed}


def _scorepad_op(data: Request, catalog: Catalog) -> Response:
    op = text(data, "op")
    if op == "new":
        pad = Scorepad(make_ruleset(text(data, "profile", "check")))
    elif op == "read":
        pad = read_game(text(data, "text"))
    else:
        game = data.get("game")
        pad = from_json(game)
        if op == "export":
            return {"text": _export(pad, text(data, "format"))}
        if op == "meld":
            points, checks = team_meld(
                pad.rules, suit(data), texts(data, "hands"), card_letters(catalog)
            )
            return {"points": points, "checks": checks}
        pad = _changed(pad, op, data)
    return {"game": to_json(pad), "sheet": _sheet_json(pad)}


def _changed(pad: Scorepad, op: str, data: Request) -> Scorepad:
    if op == "sheet":
        return pad
    if op == "add":
        return pad.add(read_hand(pad.rules, form(data, "hand")))
    if op == "edit":
        return pad.edit(number(data, "number"), read_hand(pad.rules, form(data, "hand")))
    if op == "undo":
        return pad.undo()
    if op == "restart":
        return pad.restart()
    if op == "settings":
        return pad.with_settings(*read_settings(form(data, "settings"), pad.rules))
    raise RequestError("bad_request", field="op")


def _export(pad: Scorepad, form: str) -> str:
    if form == "json":
        return json.dumps(to_json(pad), ensure_ascii=False, indent=2) + "\n"
    if form == "csv":
        return to_csv(pad)
    raise RequestError("bad_request", field="format")


def _problem_json(problem: EntryError, catalog: Catalog) -> Response:
    """The problem's message, ``Hand 3: …`` for an input of a saved hand."""
    answer = error_json(problem, catalog)
    if "field" in problem.params and "hand" in problem.params:
        answer["message"] = catalog.text(
            "web.scorepad.in_hand", hand=problem.params["hand"], message=answer["message"]
        )
    answer["field"] = problem.params.get("field")
    return answer


# How many bids the form offers as quick buttons, from the lowest up.
QUICK_BIDS = 6


def _sheet_json(pad: Scorepad) -> Response:
    """Every hand with its result and running totals, and the end of the game; with them
    what the form needs so that the page states no rule: the inputs each outcome uses, the
    team and place in it of each seat, the longest team name and the lowest bids."""
    rules, sheet = pad.rules, pad.sheet
    standing = sheet.standing
    return {
        "rules": {
            **rules.to_json(),
            "trick_points": rules.trick_points,
            "tricks": rules.deck.hand_size,
            "all_passed": rules.allows_all_passed,
            "no_marriage": rules.allows_no_marriage,
            "inputs": {outcome.value: list(uses) for outcome, uses in OUTCOME_INPUTS.items()},
            "quick_bids": _quick_bids(pad),
        },
        "seats": [
            {"team": team_of(seat), "player": seats_of(team_of(seat)).index(seat) + 1}
            for seat in SEATS
        ],
        "team_name_max": TEAM_NAME_MAX,
        "teams": list(pad.teams),
        "rows": [
            {
                "number": row.number,
                "entry": row.entry.to_json(),
                "made": row.result.made,
                "meld": list(row.result.meld),
                "points": list(row.result.score),
                "checks": list(row.result.checks),
                "scores": list(row.scores),
                "check_totals": list(row.checks),
            }
            for row in sheet.rows
        ],
        "next_dealer": pad.next_dealer,
        "scores": list(standing.scores),
        "checks": list(standing.ledger.balances),
        "over": pad.is_over(),
        "points_winner": standing.winner_on_points,
        "both_reached": pad.both_reached,
        "game_checks": list(sheet.game_checks),
        "winner": pad.winner,
    }


def _quick_bids(pad: Scorepad) -> list[int]:
    """The lowest bids the rules allow, for the form's quick buttons."""
    bids = [pad.rules.next_bid(None)]
    while len(bids) < QUICK_BIDS:
        bids.append(pad.rules.next_bid(bids[-1]))
    return bids
