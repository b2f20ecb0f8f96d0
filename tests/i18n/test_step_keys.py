"""The catalog keys the narration asks for, tied to the catalogs.

A missing text would be shown as its key (``Catalog.text`` falls back to the
key itself), so a typo in a key built from a step's case could slip through
every other test. Here every step of many real hands is told in every
language through a catalog that notes each key it is asked for, and again
with each of the step's fields varied one at a time over the values its type
allows (each case of an enum, true and false, 0 and 1, none, no items, all
four suits): every key asked for must be in the catalog, and every ``walk.*``
and ``narrate.*`` key of the catalog must be asked for (or, for the few the
build's page text uses, be named in that script).
"""

from __future__ import annotations

import enum
import re
import types
import typing
from collections.abc import Iterator, Mapping
from dataclasses import fields, replace
from functools import cache
from typing import Any

import pytest
from pinochle.bots import play_game, play_hand
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.narrate import chapter_label, story_lines
from pinochle.rules import make_ruleset
from pinochle.steptext import step_text
from pinochle.walkthrough import Step, game_steps, hand_steps
from pinochle.walkthrough.cases import Chapter
from pinochle.walkthrough.steps import WinnerStep

from tests.engine.support import conceded_hand, no_marriage_hand
from tests.i18n.test_catalogs import catalog
from tests.paths import ROOT

# Keys of the walkthroughs' prefixes that the build's page text asks for, not a step.
PAGE_KEYS = ("walk.source.game", "walk.source.hand", "walk.text")
SCRIPTS = ROOT / "scripts"
STEP_KINDS = 27


class AskedTexts(Mapping[str, str]):
    """A catalog's texts that remember every key they are asked for, found or not."""

    def __init__(self, texts: Mapping[str, str]) -> None:
        self.texts = texts
        self.asked: set[str] = set()

    def __getitem__(self, key: str) -> str:
        self.asked.add(key)
        return self.texts[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.texts)

    def __len__(self) -> int:
        return len(self.texts)


@cache
def real_steps() -> tuple[tuple[Step, ...], ...]:
    """The steps of hands and games the computer players deal and play, and two made here."""
    told = [
        game_steps(play_game(make_ruleset("check", target=40), 3422)),
        game_steps(play_game(make_ruleset("standard", target=60), 7)),
        hand_steps(conceded_hand()),
        hand_steps(no_marriage_hand()),
    ]
    for profile, seeds in (
        ("check", (31, 180, 1870, 106599, *range(1, 9))),
        ("standard", (4, *range(1, 7))),
        ("double-deck", tuple(range(1, 5))),
    ):
        told += [hand_steps(play_hand(make_ruleset(profile), seed)) for seed in seeds]
    return tuple(told)


def alternatives(hint: Any) -> list[object]:
    """Values a field of type ``hint`` may hold that can change which words tell it."""
    if hint is bool:
        return [True, False]
    if hint is int:
        return [0, 1]
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return list(hint)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        others = [arg for arg in args if arg is not type(None)]
        return [None, *(value for arg in others for value in alternatives(arg))]
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = args[0]
        every = [tuple(item)] if isinstance(item, type) and issubclass(item, enum.Enum) else []
        return [(), *every]
    return []


def variants(step: Step) -> Iterator[Step]:
    """``step`` itself, then with each of its fields changed to each of its alternatives."""
    yield step
    hints = typing.get_type_hints(type(step))
    for item in fields(step):
        if item.name in ("view", "chapter"):
            continue
        for value in alternatives(hints[item.name]):
            changed: dict[str, Any] = {item.name: value}
            yield replace(step, **changed)


@cache
def asked_keys(lang: str) -> frozenset[str]:
    """Every key the narration asks ``lang``'s catalog for, telling every variant of the steps."""
    texts = AskedTexts(Catalog.load(lang).texts)
    asking = Catalog(lang, texts)
    for steps in real_steps():
        story_lines(steps, asking)
        for step in steps:
            for variant in variants(step):
                step_text(variant, asking)
            for chapter in Chapter:
                for in_game in (True, False):
                    chapter_label(replace(step, chapter=chapter), asking, in_game=in_game)
    return frozenset(texts.asked)


def test_the_sample_holds_every_kind_of_step_and_the_variants_every_case() -> None:
    kinds = {step.kind for steps in real_steps() for step in steps}
    assert len(kinds) == STEP_KINDS
    winner = next(s for steps in real_steps() for s in steps if isinstance(s, WinnerStep))
    # team: none (a draw), 0, 1; upset: true, false; checks: none; points_winner: 0, 1.
    assert len(list(variants(winner))) == 1 + 3 + 2 + 1 + 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_narration_asks_for_is_in_the_catalog(lang: str) -> None:
    assert sorted(asked_keys(lang) - set(catalog(lang))) == []


def test_every_walkthrough_key_of_the_catalog_is_asked_for() -> None:
    keys = {key for key in catalog("en") if key.startswith(("walk.", "narrate."))}
    unused = keys - asked_keys("en") - set(PAGE_KEYS)
    assert sorted(unused) == []
    scripts = "".join(path.read_text(encoding="utf-8") for path in SCRIPTS.rglob("*.py"))
    for key in PAGE_KEYS:
        assert re.search(rf"[\"']{re.escape(key)}[\"']", scripts), key


def test_a_misspelt_key_would_be_caught() -> None:
    texts = AskedTexts(Catalog.load("en").texts)
    shown = Catalog("en", texts).text("walk.play.laed")
    assert shown == "walk.play.laed"  # what a reader would see
    assert "walk.play.laed" in texts.asked - set(catalog("en"))
