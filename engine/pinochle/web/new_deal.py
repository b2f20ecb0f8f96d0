"""The walkthroughs' new deal: a hand dealt from a seed, played and told step by step."""

from __future__ import annotations

from pinochle.bots import play_hand
from pinochle.catalog import Catalog
from pinochle.errors import ReadError
from pinochle.jsonread import Reader
from pinochle.narrate import walkthrough_json
from pinochle.rules import make_ruleset
from pinochle.walkthrough import hand_steps
from pinochle.web._entry import Request, RequestError, Response, answer, text

# The largest seed a new deal may be dealt from.
MAX_SEED = 999_999_999


def walkthrough(request: str) -> str:
    """The walkthroughs' new deal: a hand dealt from a seed, played and told step by step."""
    return answer(request, _walkthrough)


def _walkthrough(data: Request, catalog: Catalog) -> Response:
    profile = text(data, "rules")
    rules = make_ruleset(profile)
    try:
        seed = Reader(data).field("seed").integer(0, MAX_SEED)
    except ReadError:
        raise RequestError("bad_seed", max=MAX_SEED) from None
    steps = hand_steps(play_hand(rules, seed))
    return {"rules": profile, "seed": seed, **walkthrough_json(steps, catalog)}
