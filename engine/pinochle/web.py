"""The browser's entry points: one JSON-in, JSON-out function per widget.

The site's calculators run this engine in the reader's browser (Pyodide, in a
Web Worker). The JavaScript only posts a request and renders the answer; it
never reaches into the engine. Each entry point takes the request as JSON
text and returns JSON text, and never raises: a bad request or a broken rule
comes back as ``{"error": {"code", "message", "params"}}``, the message in the
request's language (``lang``, one of ``en nl de fi``) from the catalog.

- ``meld``: ``{"hand", "trump", "rules", "table", "lang"}`` → every meld in
  the hand with its cards, name, points and checks, and the totals
  (RULES.md §2, §3.1).
- ``checks``: ``{"bidders", "bid", "outcome", "slam", "meld_checks",
  "scores", "target", "lang"}`` → the checks each team wins and pays for the
  hand (meld, contract, slam) and, when ``scores`` end the game, for the game
  (RULES.md §3, §4.3), each amount with the rule that produced it.
- ``scorepad``: ``{"op", "lang", …}`` → a game kept by hand at a real table
  (``pinochle.scorepad``). The browser keeps the saved game (``game``) and
  sends it back with each operation: ``new`` (``profile``), ``read`` (``text``:
  a saved game as JSON or CSV), ``sheet``, ``add`` (``hand``: the form's
  inputs), ``edit`` (``number``, ``hand``), ``undo``, ``restart``, ``settings``
  (``settings``: ``profile``, ``target``, ``min_bid``, ``teams``), ``export``
  (``format``: ``json`` or ``csv``) and ``meld`` (``trump``, ``hands``: one
  team's cards). The answer is the new ``game`` and its ``sheet`` (``text``
  for an export, ``points`` and ``checks`` for meld); problems with the
  inputs come back all at once in ``problems``, each naming its ``field``.
- ``walkthrough``: ``{"rules", "seed", "lang"}`` → a fresh hand dealt from
  ``seed`` and played by the computer players (``bots.play_hand``), told step
  by step (``pinochle.walkthrough``): each step's ``kind``, words and table
  ``view``, and the ``chapters`` to jump to.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Mapping
from typing import Any

from pinochle.bots import play_hand
from pinochle.cards import Suit, parse_hand
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.checks import (
    SET_MULTIPLIER,
    SLAM_CHECKS,
    CheckEntry,
    CheckSource,
    Ledger,
    contract_checks,
    contract_ledger,
    game_checks,
)
from pinochle.errors import EntryError, EntryErrors, PinochleError
from pinochle.explain import meld_name
from pinochle.meld import find_meld
from pinochle.narrate import walkthrough_json
from pinochle.rules import make_ruleset
from pinochle.scorepad import (
    Scorepad,
    allows_all_passed,
    allows_no_marriage,
    from_json,
    read_game,
    read_hand,
    read_settings,
    team_meld,
)
from pinochle.scoring import game_ledger, meld_ledger, points_winner
from pinochle.walkthrough import hand_steps

Request = Mapping[str, Any]
Response = dict[str, object]

OUTCOMES = ("made", "set", "conceded")
# The largest number a request may carry: far above any real bid or score,
# small enough that no arithmetic on it is slow.
MAX_NUMBER = 100_000
# The largest seed a new deal may be dealt from.
MAX_SEED = 999_999_999


class RequestError(PinochleError):
    """A request the widget should never send: a missing field or a wrong type."""


def meld(request: str) -> str:
    """The meld calculator: every meld in one player's hand, valued by the rules chosen."""
    return _answer(request, _meld)


def checks(request: str) -> str:
    """The checks calculator: the checks for one hand, and for the game when it ends."""
    return _answer(request, _checks)


def scorepad(request: str) -> str:
    """The scorepad: one operation on a game kept by hand, and the sheet it gives."""
    return _answer(request, _scorepad)


def walkthrough(request: str) -> str:
    """The walkthroughs' new deal: a hand dealt from a seed, played and told step by step."""
    return _answer(request, _walkthrough)


def _answer(request: str, handler: Callable[[Request, Catalog], Response]) -> str:
    catalog = Catalog.load("en")
    try:
        data = json.loads(request)
        if not isinstance(data, dict):
            raise RequestError("bad_request", field="request")
        lang = data.get("lang", "en")
        if lang not in LANGUAGES:
            raise RequestError("bad_request", field="lang")
        catalog = Catalog.load(lang)
        response = handler(data, catalog)
    except PinochleError as error:
        response = {"error": _error_json(error, catalog)}
    except json.JSONDecodeError:
        response = {"error": _error_json(RequestError("bad_request", field="json"), catalog)}
    except Exception:  # a bug: the page shows a message instead of a dead widget
        response = {"error": _error_json(RequestError("internal"), catalog)}
    return json.dumps(response, ensure_ascii=False)


def _error_json(error: PinochleError, catalog: Catalog) -> Response:
    params = {
        key: value if isinstance(value, int) else str(value) for key, value in error.params.items()
    }
    return {"code": error.code, "message": catalog.error(error), "params": params}


def _text(data: Request, field: str, default: str | None = None) -> str:
    value = data.get(field, default)
    if not isinstance(value, str):
        raise RequestError("bad_request", field=field)
    return value


def _number(data: Request, field: str, default: int | None = None) -> int:
    value = data.get(field, default)
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_NUMBER:
        raise RequestError("bad_request", field=field)
    return value


def _pair(data: Request, field: str) -> tuple[int, int]:
    value = data.get(field)
    if not isinstance(value, list) or len(value) != 2:
        raise RequestError("bad_request", field=field)
    first, second = (_number({field: item}, field) for item in value)
    return first, second


def _team(data: Request, field: str) -> int:
    team = _number(data, field)
    if team not in (0, 1):
        raise RequestError("bad_request", field=field)
    return team


# ---- meld


def _meld(data: Request, catalog: Catalog) -> Response:
    rules = make_ruleset(_text(data, "rules"), table=_text(data, "table", "standard"))
    trump_text = _text(data, "trump")
    try:
        trump = Suit(trump_text)
    except ValueError:
        raise RequestError("bad_trump", trump=trump_text) from None
    hand = parse_hand(_text(data, "hand"), rules.deck)
    result = find_meld(hand, trump, rules)
    melds = [{**meld.to_json(), "name": meld_name(meld, catalog)} for meld in result.melds]
    return {
        "hand": str(hand),
        "cards": [str(card) for card in hand],
        "rules": rules.to_json(),
        "trump": trump.value,
        "points": result.points,
        "checks": result.checks,
        "melds": melds,
    }


# ---- checks


def _checks(data: Request, catalog: Catalog) -> Response:
    rules = make_ruleset("check")
    bidders = _team(data, "bidders")
    bid = _number(data, "bid")
    if bid < 1:
        raise RequestError("bad_bid", bid=bid)
    outcome = _text(data, "outcome")
    if outcome not in OUTCOMES:
        raise RequestError("bad_request", field="outcome")
    slam = None if data.get("slam") is None else _team(data, "slam")
    if slam is not None and outcome == "conceded":
        raise RequestError("slam_after_concession")
    if slam is not None and outcome == "made" and slam != bidders:
        raise RequestError("slam_by_defenders_made")
    meld_checks = _pair(data, "meld_checks")
    if min(meld_checks) < 0:
        raise RequestError("bad_meld_checks", checks=min(meld_checks))

    made = outcome == "made"
    contract_rule = catalog.text(
        f"web.rule.contract_{outcome}",
        bid=bid,
        band=_bid_band(bid, catalog),
        checks=contract_checks(bid),
        multiplier=SET_MULTIPLIER,
    )
    hand = [
        (entry, catalog.text("web.rule.meld")) for entry in meld_ledger(rules, meld_checks).entries
    ]
    hand += [(entry, contract_rule) for entry in contract_ledger(bidders, bid, made=made).entries]
    if slam is not None:
        slam_rule = catalog.text("web.rule.slam", tricks=rules.deck.hand_size)
        hand += [
            (entry, slam_rule)
            for entry in Ledger().add(CheckSource.SLAM, slam, SLAM_CHECKS).entries
        ]
    total = Ledger(tuple(entry for entry, _ in hand))
    response: Response = {"hand": _ledger_json(hand), "game": None}

    if data.get("scores") is not None:
        scores = _pair(data, "scores")
        target = _number(data, "target", rules.target)
        if target < 1:
            raise RequestError("bad_target", target=target)
        winner = points_winner(scores, target, bidders)
        game: list[tuple[CheckEntry, str]] = []
        if winner is not None:
            lead = max(scores[winner] - scores[1 - winner], 0)
            game_rule = catalog.text(
                "web.rule.game",
                won=scores[winner],
                lost=scores[1 - winner],
                lead=lead,
                base=game_checks(0),
                per=_game_checks_step(),
            )
            game = [(entry, game_rule) for entry in game_ledger(rules, scores, winner).entries]
            total += Ledger(tuple(entry for entry, _ in game))
        response["game"] = {"over": winner is not None, "winner": winner, **_ledger_json(game)}
    response["balances"] = list(total.balances)
    return response


def _ledger_json(entries: list[tuple[CheckEntry, str]]) -> Response:
    """The entries, each with the rule that produced it, and the zero-sum balances."""
    ledger = Ledger(tuple(entry for entry, _ in entries))
    return {
        "entries": [{**entry.to_json(), "rule": rule} for entry, rule in entries],
        "balances": list(ledger.balances),
    }


def _game_checks_step() -> int:
    """The points of lead that add one game check (10), read from ``game_checks``."""
    return next(lead for lead in itertools.count(1) if game_checks(lead + 1) > game_checks(lead))


def _bid_band(bid: int, catalog: Catalog) -> str:
    """The bids that pay what ``bid`` pays: ``24 or less``, ``25–29``, ``30–34``…"""
    low = high = bid
    while low > 1 and contract_checks(low - 1) == contract_checks(bid):
        low -= 1
    while contract_checks(high + 1) == contract_checks(bid):
        high += 1
    if low == 1:
        return catalog.text("site.bid.up_to", bid=high)
    return f"{low}\N{EN DASH}{high}"


# ---- scorepad


def _scorepad(data: Request, catalog: Catalog) -> Response:
    """The operation's answer; an input the rules refuse comes back as ``problems``."""
    try:
        return _scorepad_op(data)
    except EntryError as error:
        problems = error.problems if isinstance(error, EntryErrors) else (error,)
        listed = [_problem_json(problem, catalog) for problem in problems]
        return {"error": listed[0], "problems": listed}


def _scorepad_op(data: Request) -> Response:
    op = _text(data, "op")
    if op == "new":
        pad = Scorepad(make_ruleset(_text(data, "profile", "check")))
    elif op == "read":
        pad = read_game(_text(data, "text"))
    else:
        game = data.get("game")
        pad = from_json(game)
        if op == "export":
            return {"text": _export(pad, _text(data, "format"))}
        if op == "meld":
            points, checks = team_meld(pad.rules, _suit(data), _texts(data, "hands"))
            return {"points": points, "checks": checks}
        pad = _changed(pad, op, data)
    return {"game": pad.to_json(), "sheet": _sheet_json(pad)}


def _changed(pad: Scorepad, op: str, data: Request) -> Scorepad:
    if op == "sheet":
        return pad
    if op == "add":
        return pad.add(read_hand(pad.rules, _form(data, "hand")))
    if op == "edit":
        return pad.edit(_number(data, "number"), read_hand(pad.rules, _form(data, "hand")))
    if op == "undo":
        return pad.undo()
    if op == "restart":
        return pad.restart()
    if op == "settings":
        return pad.with_settings(*read_settings(_form(data, "settings"), pad.rules))
    raise RequestError("bad_request", field="op")


def _form(data: Request, field: str) -> Request:
    value = data.get(field)
    if not isinstance(value, dict):
        raise RequestError("bad_request", field=field)
    return value


def _texts(data: Request, field: str) -> list[str]:
    value = data.get(field)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise RequestError("bad_request", field=field)
    return value


def _suit(data: Request) -> Suit:
    trump = _text(data, "trump")
    try:
        return Suit(trump)
    except ValueError:
        raise RequestError("bad_trump", trump=trump) from None


def _export(pad: Scorepad, form: str) -> str:
    if form == "json":
        return json.dumps(pad.to_json(), ensure_ascii=False, indent=2) + "\n"
    if form == "csv":
        return pad.to_csv()
    raise RequestError("bad_request", field="format")


def _problem_json(problem: EntryError, catalog: Catalog) -> Response:
    """The problem's message, ``Hand 3: …`` for an input of a saved hand."""
    answer = _error_json(problem, catalog)
    if "field" in problem.params and "hand" in problem.params:
        answer["message"] = catalog.text(
            "web.scorepad.in_hand", hand=problem.params["hand"], message=answer["message"]
        )
    answer["field"] = problem.params.get("field")
    return answer


def _sheet_json(pad: Scorepad) -> Response:
    """Every hand with its result and running totals, and the end of the game."""
    rules, sheet = pad.rules, pad.sheet
    standing = sheet.standing
    return {
        "rules": {
            **rules.to_json(),
            "trick_points": rules.trick_points,
            "tricks": rules.deck.hand_size,
            "all_passed": allows_all_passed(rules),
            "no_marriage": allows_no_marriage(rules),
        },
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


# ---- walkthrough


def _walkthrough(data: Request, catalog: Catalog) -> Response:
    profile = _text(data, "rules")
    rules = make_ruleset(profile)
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RequestError("bad_seed", max=MAX_SEED)
    steps = hand_steps(play_hand(rules, seed))
    return {"rules": profile, "seed": seed, **walkthrough_json(steps, catalog)}
