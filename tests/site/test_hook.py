"""The markers: what they render, and how a bad one stops the build, naming the page and line."""

from __future__ import annotations

import html
import json
import re

import pytest
from mkdocs.exceptions import PluginError
from pinochle.catalog import Catalog
from sitebuild import history
from sitebuild.context import Context
from sitebuild.markers import MARKERS, render_markers
from sitebuild.widgets import start_in_head

from tests.site.html import read_page

# The runtime's file names, as ``stage_pyodide.Runtime.config`` gives them.
RUNTIME = {"stdlib": "python_stdlib-0.zip", "stdlibRest": "rest-0.zip", "engine": "engine-0.zip"}


def render(markdown: str, lang: str = "en", page_url: str = "page.html") -> str:
    return render_markers(markdown, Context(Catalog.load(lang), page_url, RUNTIME), "page.en.md")


def test_text_without_markers_is_left_alone() -> None:
    text = "# Meld\n\nA run is worth 15.\n"
    assert render(text) == text


def test_every_marker_is_in_the_one_table() -> None:
    assert list(MARKERS) == [
        "cards",
        "meld-example",
        "table",
        "meld-calculator",
        "checks-calculator",
        "scorepad",
        "practice",
        "play",
        "walkthrough",
    ]


def test_a_marker_line_becomes_one_html_block() -> None:
    assert render("Before.\n  [[cards KS]]\t\nAfter.\n").split("\n")[:3] == [
        "Before.",
        "",
        '<div class="cards"><span class="card card--black" role="img" '
        'aria-label="king of spades" title="king of spades">'
        '<span class="card__rank" aria-hidden="true">K</span>'
        '<span class="card__suit" aria-hidden="true">♠</span></span></div>',
    ]


def test_a_cards_marker_becomes_labelled_cards() -> None:
    page = read_page(render("[[cards TH 9C]]"))
    assert [(card.label, card.text) for card in page.cards] == [
        ("ten of hearts", "10♥"),
        ("nine of clubs", "9♣"),
    ]


def test_cards_are_labelled_in_the_pages_language() -> None:
    page = read_page(render("[[cards QS]]", "de"))
    assert [(card.label, card.text) for card in page.cards] == [("Pik-Dame", "D♠")]


def test_a_widget_marker_becomes_its_root_and_its_script() -> None:
    rendered = render("[[scorepad]]", "nl", page_url="nl/scorepad.html")
    root = re.search(
        r'<div class="calc" data-testid="scorepad" data-state="loading" '
        r'data-config="([^"]*)">',
        rendered,
    )
    assert root is not None
    config = json.loads(html.unescape(root.group(1)))
    assert config["lang"] == "nl"
    assert config["runtime"] == RUNTIME
    assert config["strings"]["site.row.total"] == Catalog.load("nl").text("site.row.total")
    assert "pinochleWorker" not in rendered  # the worker starts from the head
    assert rendered.rstrip().endswith(
        '<script type="module" src="../assets/calculators/scorepad.js"></script>'
    )


PAGE = '<html><head><meta charset="utf-8"><title>T</title></head><body>{}</body></html>'


def test_a_page_with_a_widget_starts_its_worker_first_thing_in_its_head() -> None:
    body = render("[[meld-calculator]]", "de", page_url="de/calculator.html")
    page = start_in_head(PAGE.format(body), "de/calculator.html", RUNTIME)
    head = page[: page.index("<title>")]
    start = re.fullmatch(r'<html><head><meta charset="utf-8"><script>(.*)</script>', head)
    assert start is not None
    assert 'new URL("../assets/calculators/worker.js",document.baseURI)' in start[1]
    booted = re.search(r"\{type:'module',name:JSON\.stringify\((\{.*?\})\)\}", start[1])
    assert booted is not None
    assert json.loads(booted[1]) == RUNTIME
    assert page.count("new Worker(") == 1


def test_a_page_without_a_widget_starts_no_worker() -> None:
    page = PAGE.format(render("[[cards QS]]", "en"))
    assert start_in_head(page, "checks.html", RUNTIME) == page


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        ("[[cards AH XX]]", "page.en.md:3: 'XX' is not a card in [[cards AH XX]]"),
        ("[[cards ah]]", "write 'ah' canonically as 'AH'"),
        ("[[cards]]", "no cards"),
        ("[[table meld]]", "page.en.md:3: unknown table 'meld'"),
        ("[[tabel profiles]]", "page.en.md:3: unknown marker 'tabel'"),
        ("[[meld-example rules=check: KS QS]]", "expected the options rules=PROFILE trump=SUIT"),
        ("[[meld-example rules=check trump=X: KS QS]]", "unknown trump 'X'"),
        ("[[meld-example rules=bridge trump=S: KS QS]]", "is not a rules profile"),
        ("[[meld-example rules=double-deck trump=S: KS QS 9S]]", "the double deck has no nines"),
        ("[[meld-example rules=check trump=S table=family: KS QS]]", "is not a meld table"),
        ("[[meld-example rules=check trump=S KS QS]]", "expected 'rules=… trump=…: CARDS'"),
        ("[[scorepad now]]", "page.en.md:3: the scorepad widget takes no argument"),
        ("[[walkthrough]]", "page.en.md:3: a walkthrough names its hand"),
        ("[[walkthrough nosuch]]", "page.en.md:3: unknown walkthrough 'nosuch'"),
    ],
)
def test_a_bad_marker_fails_the_build_with_a_clear_message(marker: str, message: str) -> None:
    with pytest.raises(PluginError) as failure:
        render(f"# Page\n\n{marker}\n")
    assert message in str(failure.value)


def test_a_marker_inside_a_sentence_fails_the_build() -> None:
    with pytest.raises(PluginError) as failure:
        render("# Meld\n\nHold [[cards KS QS]] to bid.\n")
    assert str(failure.value) == (
        "page.en.md:3: a marker must stand alone on its own line in [[cards KS QS]]"
    )


def test_a_meld_example_without_meld_says_so() -> None:
    table = read_page(render("[[meld-example rules=check trump=S: AH TC 9D]]")).table(
        "meld-example"
    )
    assert table.body == [["No meld.", "0", "0"]]
    assert table.foot == [["Total", "0", "0"]]


def test_a_historical_figure_for_no_row_of_the_table_stops_the_build(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A double kings around wins checks on this site's schedule, a triple none.
    source = {"1945": {"kings_around.2": 2, "kings_around.3": 3}}
    monkeypatch.setattr(history, "read_data", lambda name: {"sources": source})
    with pytest.raises(PluginError) as failure:
        render("[[table check-schedules]]")
    assert str(failure.value) == (
        "page.en.md:1: history.json: source '1945' has no row ['kings_around.3']"
        " in [[table check-schedules]]"
    )
