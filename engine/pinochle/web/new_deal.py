"""The walkthroughs' new deal: a hand dealt from a seed, played and told step by step.

``walkthrough_json`` is what a walkthrough widget shows, for a new deal here
and for the pages' own hands (the site's build): each step's ``kind``,
``params``, ``chapter`` and table ``view`` (``Step.to_json()``) with its words
(``text``), and the chapters (``label`` and first ``step``) to jump to.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pinochle.bots import play_hand
from pinochle.catalog import Catalog
from pinochle.errors import ReadError
from pinochle.jsonread import Reader
from pinochle.narrate import chapter_label, is_game
from pinochle.rules import make_ruleset
from pinochle.steptext import step_text
from pinochle.walkthrough import Step, hand_steps
from pinochle.web._entry import Request, RequestError, Response, answer, text

# The largest seed a new deal may be dealt from.
MAX_SEED = 999_999_999


def walkthrough(request: str) -> str:
    """The walkthroughs' new deal: a hand dealt from a seed, played and told step by step."""
    return answer(request, _walkthrough)


def _walkthrough(data: Request, catalog: Catalog) -> Response:
    profile = text(data, "rules")
    rules = make_ruleset(profile)
    # No seed: "deal a random hand".
    seed = random.randint(0, MAX_SEED) if data.get("seed") is None else _seed(data)
    steps = hand_steps(play_hand(rules, seed))
    return {"rules": profile, "seed": seed, **walkthrough_json(steps, catalog)}


def _seed(data: Request) -> int:
    """The seed asked for: a whole number from 0 to ``MAX_SEED``, or ``bad_seed``."""
    try:
        return Reader(data).field("seed").integer(0, MAX_SEED)
    except ReadError:
        raise RequestError("bad_seed", max=MAX_SEED) from None


def walkthrough_json(steps: Sequence[Step], catalog: Catalog) -> dict[str, list[dict[str, object]]]:
    """The steps with their words and the chapters to jump to, for a walkthrough widget."""
    in_game = is_game(steps)
    return {
        "steps": [{**step.to_json(), "text": step_text(step, catalog)} for step in steps],
        "chapters": [
            {"label": chapter_label(step, catalog, in_game=in_game), "step": index}
            for index, step in enumerate(steps)
            if step.chapter is not None
        ],
    }
