"""The practice page's entry point: exercises dealt, graded and explained by the engine."""

from __future__ import annotations

from collections.abc import Mapping

from pinochle.cards import Card, Suit
from pinochle.catalog import Catalog
from pinochle.practice import (
    EXERCISES_PER_LEVEL,
    LEVELS,
    MAX_SEED,
    Exercise,
    Note,
    Stage,
    grade,
    new_exercise,
    stars,
)
from pinochle.practice.base import Param
from pinochle.web._entry import Request, RequestError, Response, answer, form, number, text
from pinochle.words import bid_band_phrase, kind_name

OPS = ("stages", "new", "grade")
_SUIT_PARAMS = frozenset({"suit", "led", "trump"})
_TEAM_PARAMS = frozenset({"team", "bidders", "winner"})
_SEAT_PARAMS = frozenset({"seat", "dealer"})
# Amounts worded with their noun: "4 points", "1 check".
_COUNTED_PARAMS = {"points": "points", "checks": "checks", "amount": "checks"}


def practice(request: str) -> str:
    """The practice: ``stages``, a ``new`` exercise, or ``grade`` an answer to one."""
    return answer(request, _practice)


def _practice(data: Request, catalog: Catalog) -> Response:
    op = text(data, "op")
    if op not in OPS:
        raise RequestError("bad_request", field="op")
    if op == "stages":
        return {
            "stages": [{"stage": stage.value, "levels": LEVELS[stage]} for stage in Stage],
            "exercises": EXERCISES_PER_LEVEL,
        }
    exercise = _exercise(data)
    response: Response = {"exercise": exercise.to_json(), "prompt": prompt(exercise, catalog)}
    if op == "grade":
        response["verdict"] = _verdict(exercise, form(data, "answer"), data, catalog)
    return response


def _exercise(data: Request) -> Exercise:
    try:
        stage = Stage(text(data, "stage"))
    except ValueError:
        raise RequestError("bad_request", field="stage") from None
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RequestError("bad_seed", max=MAX_SEED)
    return new_exercise(stage, number(data, "level"), seed, number(data, "number"))


def _verdict(
    exercise: Exercise, given: Mapping[str, object], data: Request, catalog: Catalog
) -> Response:
    verdict = grade(exercise, given)
    problems = [
        {
            "field": problem.field,
            "code": problem.code,
            "message": catalog.text(f"practice.problem.{problem.code}", **problem.params),
        }
        for problem in verdict.problems
    ]
    done = verdict.correct is not None and exercise.number == EXERCISES_PER_LEVEL
    mistakes = number(data, "mistakes", 0) + (verdict.correct is False)
    return {
        "correct": verdict.correct,
        "problems": problems,
        "key": dict(verdict.key),
        "notes": [{**note.to_json(), "text": note_text(note, catalog)} for note in verdict.notes],
        "done": done,
        "stars": stars(mistakes) if done else None,
    }


def prompt(exercise: Exercise, catalog: Catalog) -> list[str]:
    """The question in words: the facts a reader needs, then what is asked."""
    facts = exercise.question.facts()
    lines = []
    for fact in _FACT_ORDER:
        if facts.get(fact):
            lines.append(_fact_text(fact, facts, catalog))
    ask = {"bidding": f"bidding.{facts.get('question')}"}.get(exercise.stage.value)
    if exercise.stage is Stage.MELD and facts["rules"] == "check":
        ask = "meld_checks"
    lines.append(catalog.text(f"practice.ask.{ask or exercise.stage.value}"))
    return [line for line in lines if line]


_FACT_ORDER = (
    "rules",
    "table",
    "trump",
    "trick",
    "dealer",
    "calls",
    "bid",
    "slam",
    "meld-checks",
    "scores",
)


def _fact_text(fact: str, facts: Mapping[str, str], catalog: Catalog) -> str:
    if fact == "rules":
        return catalog.text("practice.fact.rules", rules=catalog.text(f"profile.{facts['rules']}"))
    if fact == "table":
        if facts["table"] == "standard" and facts["rules"] != "double-deck":
            return ""
        return catalog.text("practice.fact.table", table=catalog.text(f"table.{facts['table']}"))
    if fact == "trump":
        suit = Suit(facts["trump"])
        return catalog.text("practice.fact.trump", suit=f"{suit.symbol} {catalog.suit(suit)}")
    if fact == "trick":
        cards = " ".join(catalog.card_index(Card.parse(code)) for code in facts["trick"].split())
        return catalog.text("practice.fact.trick", cards=cards)
    if fact == "calls" or fact == "dealer":
        return _auction_text(fact, facts, catalog)
    if fact == "bid":
        bidders = catalog.text(f"team.{facts['bidders']}")
        return catalog.text(f"practice.fact.{facts['outcome']}", bidders=bidders, bid=facts["bid"])
    if fact == "slam":
        return catalog.text("practice.fact.slam", team=catalog.text(f"team.{facts['slam']}"))
    if fact == "meld-checks":
        ours, theirs = facts["meld-checks"].split()
        if ours == theirs == "0":
            return ""
        return catalog.text("practice.fact.meld_checks", ours=ours, theirs=theirs)
    ours, theirs = facts["scores"].split()
    bidders = catalog.text(f"team.{facts['bidders']}")
    return catalog.text(
        "practice.fact.scores", ours=ours, theirs=theirs, target=facts["target"], bidders=bidders
    )


def _auction_text(fact: str, facts: Mapping[str, str], catalog: Catalog) -> str:
    if fact == "dealer":
        dealer = catalog.text(
            "practice.fact.dealer",
            dealer=catalog.text(f"seat.{facts['dealer']}"),
            dealer_code=facts["dealer"],  # German says "du bist selbst Geber" when it is you
        )
        return dealer if facts["calls"] else f"{dealer} {catalog.text('practice.fact.no_calls')}"
    return catalog.text("practice.fact.calls", calls=_calls_text(facts["calls"].split(), catalog))


def _calls_text(calls: list[str] | tuple[str, ...], catalog: Catalog) -> list[str]:
    words = []
    for call in calls:
        seat, bid = call.split(":")
        name = catalog.text(f"seat.{seat}")
        words.append(
            catalog.text("practice.call.pass", seat=name)
            if bid == "P"
            else catalog.text("practice.call.bid", seat=name, bid=bid)
        )
    return words


def note_text(note: Note, catalog: Catalog) -> str:
    """The note in the reader's words, each parameter put in words by its name; a suit also
    by its code (``led_code``: ``S``), for a language whose sentence selects its case."""
    params = {name: _word(name, value, catalog) for name, value in note.params.items()}
    params.update(
        {f"{name}_code": value for name, value in note.params.items() if name in _SUIT_PARAMS}
    )
    low, high = note.params.get("low"), note.params.get("high")
    if isinstance(low, int) and isinstance(high, int):
        params["band"] = bid_band_phrase((low, high), catalog)
    if "meld" in note.params and "suit" in note.params:
        kind, multiple = str(note.params["meld"]).split(".")
        params["meld"] = kind_name(kind, int(multiple), Suit(str(note.params["suit"])), catalog)
    if isinstance(suits := note.params.get("suits"), tuple):
        params["marriages"] = [
            f"{Suit(code).symbol} {catalog.text(f'suit.marriage.{code}')}" for code in suits
        ]
        params["suit_count"] = len(suits)
    return catalog.text(f"practice.note.{note.code}", **params)


def _word(name: str, value: Param, catalog: Catalog) -> object:
    if isinstance(value, tuple):
        if name == "calls":
            return _calls_text(value, catalog)
        names = [f"{Suit(code).symbol} {catalog.suit(Suit(code))}" for code in value]
        return names or [catalog.text("practice.none")]
    if name in ("card", "beat"):
        return catalog.card_index(Card.parse(str(value)))
    if name in _SUIT_PARAMS:
        return catalog.suit(Suit(str(value)))
    if name in _TEAM_PARAMS:
        return catalog.text(f"team.{value}")
    if name in _SEAT_PARAMS:
        return catalog.text(f"seat.{value}")
    if name in _COUNTED_PARAMS and isinstance(value, int):
        return catalog.count(_COUNTED_PARAMS[name], value)
    if name in ("meld", "rules", "table"):
        return catalog.text(f"{'profile' if name == 'rules' else name}.{value}")
    return value
