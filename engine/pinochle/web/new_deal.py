"""The walkthroughs' new deal: a hand dealt from a seed, played and told step by step."""

from __future__ import annotations

from pinochle.bots import play_hand
from pinochle.catalog import Catalog
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
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RequestError("bad_seed", max=MAX_SEED)
    steps = hand_steps(play_hand(rules, seed))
    return {"rules": profile, "seed": seed, **walkthrough_json(steps, catalog)}
