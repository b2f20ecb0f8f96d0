"""The build hook's markers: what they render, and how a bad one stops the build."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest
from mkdocs.exceptions import PluginError

from tests.site.html import read_page
from tests.site.pages import ROOT


def load_hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("site_hook", ROOT / "scripts" / "site_hook.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # as MkDocs loads hooks
    spec.loader.exec_module(module)
    return module


hook = load_hook()


def render(markdown: str, lang: str = "en") -> str:
    return str(hook.render_markers(markdown, lang, "page.en.md"))


def test_text_without_markers_is_left_alone() -> None:
    text = "# Meld\n\nA run is worth 15.\n"
    assert render(text) == text


def test_a_cards_marker_becomes_labelled_cards() -> None:
    page = read_page(render("[[cards TH 9C]]"))
    assert [(card.label, card.text) for card in page.cards] == [
        ("ten of hearts", "10♥"),
        ("nine of clubs", "9♣"),
    ]


def test_cards_are_labelled_in_the_pages_language() -> None:
    page = read_page(render("[[cards QS]]", "de"))
    assert [(card.label, card.text) for card in page.cards] == [("Pik-Dame", "D♠")]


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        ("[[cards AH XX]]", "page.en.md:3: 'XX' is not a card in [[cards AH XX]]"),
        ("[[cards ah]]", "write 'ah' canonically as 'AH'"),
        ("[[cards]]", "no cards"),
        ("[[table meld]]", "unknown table 'meld'"),
        ("[[tabel profiles]]", "unknown marker 'tabel'"),
        ("[[meld-example rules=check: KS QS]]", "expected the options rules=PROFILE trump=SUIT"),
        ("[[meld-example rules=check trump=X: KS QS]]", "unknown trump 'X'"),
        ("[[meld-example rules=bridge trump=S: KS QS]]", "is not a rules profile"),
        ("[[meld-example rules=double-deck trump=S: KS QS 9S]]", "the double deck has no nines"),
        ("[[meld-example rules=check trump=S table=family: KS QS]]", "is not a meld table"),
        ("[[meld-example rules=check trump=S KS QS]]", "expected 'rules=… trump=…: CARDS'"),
    ],
)
def test_a_bad_marker_fails_the_build_with_a_clear_message(marker: str, message: str) -> None:
    with pytest.raises(PluginError) as failure:
        render(f"# Page\n\n{marker}\n")
    assert message in str(failure.value)


def test_a_marker_inside_a_sentence_fails_the_build() -> None:
    with pytest.raises(PluginError) as failure:
        render("Hold [[cards KS QS]] to bid.\n")
    assert "must stand alone on its own line" in str(failure.value)


def test_a_meld_example_without_meld_says_so() -> None:
    table = read_page(render("[[meld-example rules=check trump=S: AH TC 9D]]")).table(
        "meld-example"
    )
    assert table.body == [["No meld.", "0", "0"]]
    assert table.foot == [["Total", "0", "0"]]
