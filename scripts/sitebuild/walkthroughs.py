"""The walkthroughs page's hands, played by the engine at build time and told in the page's words.

``scripts/walkthroughs.json`` lists each walkthrough: ``id`` (the
page's marker is ``[[walkthrough ID]]``), the rule ``profile`` and ``target``,
the ``seed`` the computer players deal and play from (``bots.play_hand``, or
``bots.play_game`` when ``game`` is true), ``new_deal`` for the one whose
reader may deal fresh hands, and ``shows``: what the hand was chosen to show,
as step codes (see ``step_codes``). Nothing is typed by hand: each hand is
played once per build, its record replayed into steps (``pinochle.walkthrough``)
and every step put into words through the page's catalog
(``pinochle.steptext.step_text``). A hand that no longer shows what
``shows`` promises (after a change to the rules engine or the computer
players) fails the build, naming the codes it lacks.

The HTML: the steps as JSON for the page's script (``walkthrough.js``), and
the whole story as text, chapter by chapter (the deal with the four hands as
card pictures), readable without JavaScript and indexed by the site search.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from html import escape

from pinochle.bots import DEFAULT as DEFAULT_PLAYERS
from pinochle.bots import play_game, play_hand
from pinochle.catalog import Catalog
from pinochle.meld import Meld
from pinochle.record import game_record, hand_record
from pinochle.rules import make_ruleset
from pinochle.steptext import step_text
from pinochle.walkthrough import Step, walkthrough
from pinochle.web.new_deal import walkthrough_json
from pinochle.words import seat_name

from sitebuild.cards import cards_html
from sitebuild.context import Context, MarkerError
from sitebuild.data import read_data
from sitebuild.widgets import widget_html

# Step parameters whose value names the case of a rule: ``pass.no_marriage``, ``play.overtrump``.
CASE_PARAMS = ("reason", "case", "counts", "how", "by")
# Yes-or-no step parameters that make a case of their own when true: ``winner.upset``.
FLAG_PARAMS = ("upset", "both", "first_copy")


class WalkthroughError(MarkerError):
    """A walkthrough that cannot be built; the message says why."""


@dataclass(frozen=True)
class Curated:
    """One walkthrough of ``walkthroughs.json``."""

    id: str
    profile: str
    seed: int
    target: int | None = None
    game: bool = False
    new_deal: bool = False
    shows: tuple[str, ...] = ()
    players: str = DEFAULT_PLAYERS

    def record(self) -> dict[str, object]:
        """The hand (or game) the computer players deal and play from the seed."""
        rules = make_ruleset(self.profile, target=self.target)
        if self.game:
            return game_record(play_game(rules, self.seed, players=self.players))
        return hand_record(play_hand(rules, self.seed, players=self.players))


@cache
def curated() -> dict[str, Curated]:
    """The walkthroughs by id, in the file's order."""
    entries = read_data("walkthroughs")["walkthroughs"]
    return {
        entry["id"]: Curated(**{**entry, "shows": tuple(entry.get("shows", ()))})
        for entry in entries
    }


@cache
def steps(name: str) -> tuple[Step, ...]:
    """The walkthrough's steps: played once per build, whatever the number of languages."""
    entry = curated().get(name)
    if entry is None:
        raise WalkthroughError(f"unknown walkthrough '{name}' (known: {', '.join(curated())})")
    played = walkthrough(entry.record())
    missing = set(entry.shows) - step_codes(played)
    if missing:
        raise WalkthroughError(
            f"walkthrough '{name}' (seed {entry.seed}) no longer shows {', '.join(sorted(missing))}"
        )
    return played


def new_build() -> None:
    """Forget the hands of the last build: ``mkdocs serve`` rebuilds in the same process."""
    curated.cache_clear()
    steps.cache_clear()


def step_codes(steps: Iterable[Step]) -> set[str]:
    """What the steps show: each kind (``slam``), each case of a rule (``play.overtrump``,
    ``pass.no_marriage``, ``winner.upset``) and each kind of meld shown (``meld.roundhouse``)."""
    codes = set()
    for step in steps:
        codes.add(step.kind)
        params = step.params
        codes.update(f"{step.kind}.{params[key]}" for key in CASE_PARAMS if key in params)
        codes.update(f"{step.kind}.{key}" for key in FLAG_PARAMS if params.get(key))
        melds = params.get("melds", ())
        assert isinstance(melds, tuple)
        codes.update(f"meld.{meld.kind.value}" for meld in melds if isinstance(meld, Meld))
    return codes


def render_walkthrough(arguments: str, context: Context) -> str:
    """``[[walkthrough ID]]``: the walkthrough widget, holding its hand pre-rendered."""
    if not arguments:
        raise WalkthroughError("a walkthrough names its hand: [[walkthrough ID]]")
    body = walkthrough_body(arguments, context.catalog)
    return widget_html(
        "walkthrough", context, body=body, data=f' data-walkthrough="{escape(arguments)}"'
    )


def walkthrough_body(name: str, catalog: Catalog) -> str:
    """The inside of the walkthrough's widget root: its steps as JSON for the script, then the
    seed it was dealt from and the whole story as text."""
    played = steps(name)
    entry = curated()[name]
    data = {
        **walkthrough_json(played, catalog),
        "rules": entry.profile,
        "seed": entry.seed,
        "newDeal": entry.new_deal,
    }
    # In an attribute, not a JSON <script>: instant navigation re-runs the page's
    # scripts as JavaScript, and drops their type and class.
    steps_json = escape(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    parts = [f'<div class="walkthrough__data" hidden data-steps="{steps_json}"></div>']
    if entry.new_deal:
        noscript = catalog.text("widget.walk.noscript", seed=entry.seed)
        parts.append(f"<noscript><p>{escape(noscript)}</p></noscript>")
    parts.append(f'<p class="walkthrough__source">{escape(source_text(entry, catalog))}</p>')
    parts.append(story_html(played, data["chapters"], catalog))
    return "".join(parts)


def source_text(entry: Curated, catalog: Catalog) -> str:
    profile = catalog.text(f"profile.{entry.profile}")
    rules = make_ruleset(entry.profile, target=entry.target)
    key = "walk.source.game" if entry.game else "walk.source.hand"
    return catalog.text(key, seed=entry.seed, profile=profile, target=rules.target)


def story_html(played: tuple[Step, ...], chapters: object, catalog: Catalog) -> str:
    """Every step as text, chapter by chapter, in a ``<details>`` the script closes."""
    assert isinstance(chapters, list)
    labels = {chapter["step"]: chapter["label"] for chapter in chapters}
    html = [
        '<details class="walkthrough__text" open>',
        f"<summary>{escape(catalog.text('walk.text'))}</summary>",
    ]
    for index, step in enumerate(played):
        if index in labels:
            if index:
                html.append("</ol></section>")
            html.append(
                f'<section class="walkthrough__chapter">'
                f'<p class="walkthrough__chapter-title">{escape(labels[index])}</p>'
                f'<ol class="walkthrough__steps">'
            )
        html.append(step_html(index, step, catalog))
    html.append("</ol></section></details>")
    return "".join(html)


def step_html(index: int, step: Step, catalog: Catalog) -> str:
    text = f"<p>{escape(step_text(step, catalog))}</p>"
    if step.kind == "deal":
        hands = "".join(
            f"<dt>{escape(seat_name(seat, catalog))}</dt><dd>{cards_html(hand, catalog)}</dd>"
            for seat, hand in enumerate(step.view.hands)
        )
        text += f'<dl class="walkthrough__hands">{hands}</dl>'
    return f'<li data-step="{index}" data-kind="{step.kind}">{text}</li>'
